//! The hosting service: every rule of hosting a game in a channel — challenges, turns, draws,
//! resignations, deadlines, aborts and ratings — with no Discord types. Front ends (Discord,
//! the terminal) turn user actions into calls here and the answers into messages.

use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use rand::RngCore;
use tracing::{info, warn};

use crate::games::{AnyGame, GameKind, MoveError, Options, Outcome, Seat};
use crate::i18n::{Lang, Text};
use crate::input::{self, Row, Step};
use crate::render;
use crate::store::{
    EndReason, GameRecord, GameResult, GuildSettings, MoveRecord, RatingRecord, ShardFilter,
    Status, Store, StoreError, StoreResult,
};

mod ai_games;
mod analysis;
mod clocks;
mod history;
mod live_games;
mod protection;
mod ratings;
mod rematch;
mod standings;
mod views;

pub use ai_games::{ai_player_id, AI_PLAYER_ID, AI_SEAT};
pub use analysis::{AnalysisProgress, AnalysisView};
pub use protection::{DEFAULT_CHALLENGE_COOLDOWN_SECONDS, MAX_OPEN_CHALLENGES};
pub use rematch::{Rematch, RematchOffer};
pub use standings::LeaderboardPage;

pub use history::{HistoryPage, HistoryRow, ReplayFile, ReplayView, Verdict, HISTORY_PAGE_SIZE};
pub use views::{
    human_duration, BlockView, BoardView, ChallengeView, LiveGameView, LiveGamesPage, RatingView,
    TurnReminder, Update,
};

/// What went wrong with a request.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// The user asked for something the rules of hosting do not allow. The text is polite and
    /// meant for that user only.
    #[error("refused: {}", .0.id())]
    Refused(Text),
    /// Our fault. Logged with context; users see a generic apology.
    #[error("internal error: {0}")]
    Internal(String),
}

impl HostError {
    fn refused(text: Text) -> HostError {
        HostError::Refused(text)
    }
}

impl From<StoreError> for HostError {
    fn from(e: StoreError) -> Self {
        HostError::Internal(e.to_string())
    }
}

pub type HostResult<T> = Result<T, HostError>;

/// Unix time in milliseconds; injectable so tests can move time.
pub trait Clock: Send + Sync {
    fn now_ms(&self) -> i64;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that only moves when told to (tests).
#[derive(Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn new(start_ms: i64) -> ManualClock {
        ManualClock(AtomicI64::new(start_ms))
    }
    pub fn advance_ms(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Someone acting: a player, a moderator, a challenged user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    pub is_bot: bool,
    /// Holds Manage Server (or Administrator) in the guild: may abort games and change the
    /// server's settings.
    pub manages_server: bool,
    /// The language this user reads: what is shown to them alone is in it.
    pub lang: Lang,
}

impl User {
    pub fn new(id: u64, name: impl Into<String>) -> User {
        User {
            id,
            name: name.into(),
            is_bot: false,
            manages_server: false,
            lang: Lang::EnUs,
        }
    }
}

/// Where a request comes from. Games live in guild channels (or threads); DMs have no guild.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
}

#[derive(Clone, Copy, Debug)]
pub struct HostSettings {
    /// How long a challenge waits for an answer.
    pub challenge_seconds: i64,
    /// Turn time for guilds that have not set their own.
    pub default_turn_seconds: i64,
    /// Analyses (`/analyze`) searching at once in this process; more wait in line.
    pub analyses_at_once: usize,
    /// The search of each position of an analysis.
    pub analysis_budget: crate::ai::analysis::Budget,
}

impl Default for HostSettings {
    fn default() -> Self {
        HostSettings {
            challenge_seconds: 10 * 60,
            default_turn_seconds: 24 * 60 * 60,
            analyses_at_once: 1,
            analysis_budget: crate::ai::analysis::Budget::DEFAULT,
        }
    }
}

/// What a new game is played with besides its players: the game's options and whether it
/// counts for ratings. Plain options make a rated game (the default for games between people;
/// games against the AI count only where the server rates them).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameTerms {
    pub options: Options,
    /// `false`: a casual game, which changes no rating.
    pub rated: bool,
}

impl From<Options> for GameTerms {
    fn from(options: Options) -> GameTerms {
        GameTerms {
            options,
            rated: true,
        }
    }
}

/// Games on one page of `/games`.
pub const LIVE_GAMES_PER_PAGE: usize = 8;

/// The longest compliment a Nice Flag move may carry.
pub const MAX_COMPLIMENT_CHARS: usize = 300;

/// The smallest and largest turn timer a moderator may set.
pub const MIN_TURN_SECONDS: i64 = 60;
pub const MAX_TURN_SECONDS: i64 = 30 * 24 * 60 * 60;

/// Result of a click on a picker button.
#[derive(Debug)]
pub enum Picked {
    /// Show these choices privately to the clicker.
    Choose { prompt: String, rows: Vec<Row> },
    /// The path completed a move, which was played.
    Played(Box<BoardView>),
}

/// A move as asked for, before any check.
struct MoveRequest<'a> {
    user: &'a User,
    text: &'a str,
    compliment: Option<&'a str>,
    /// The version of the board whose button was clicked (none for a typed move).
    expected_version: Option<i64>,
}

/// What a move comes to before anything is written.
enum Prepared {
    /// Checked and played on the engine.
    Move(PreparedMove),
    /// Not played: the mover's clock has run out (the game and that seat are handed back).
    TimedOut(AnyGame, Seat),
}

/// A move checked and played on the engine, not yet committed.
struct PreparedMove {
    game: AnyGame,
    seat: Seat,
    applied: String,
}

#[derive(Clone)]
pub struct Host {
    store: Store,
    clock: Arc<dyn Clock>,
    settings: HostSettings,
    ai_permits: Arc<tokio::sync::Semaphore>,
    /// What this host last committed in each channel: a move needs no read of the store.
    live: Arc<live_games::LiveGames>,
    /// Games whose AI is thinking in this process.
    ai_searches: Arc<ai_games::SearchesInFlight>,
    /// The gateway shards this process holds: what it looks after on its own initiative.
    shards: ShardFilter,
    /// Each server's language, as last reported or stored (see [`Host::guild_lang`]).
    guild_langs: Arc<std::sync::Mutex<HashMap<u64, Lang>>>,
    /// Challengers whose challenge is being checked and sent (the open-challenge limit).
    challenge_locks: Arc<protection::ChallengeLocks>,
    /// Analyses waiting and running in this process.
    analyses: Arc<analysis::AnalysisQueue>,
}

impl Host {
    pub fn new(store: Store, clock: Arc<dyn Clock>, settings: HostSettings) -> Host {
        Host {
            store,
            clock,
            settings,
            ai_permits: ai_games::ai_permits(),
            live: Arc::default(),
            ai_searches: Arc::default(),
            shards: ShardFilter::all(),
            guild_langs: Arc::default(),
            challenge_locks: Arc::default(),
            analyses: analysis::AnalysisQueue::new(settings.analyses_at_once),
        }
    }

    /// The front end saw the server's locale (Discord's `guild_locale`). Stored when it
    /// changes, so that what the bot posts there on its own (a time-out, a reminder) is in the
    /// server's language after a restart too. Cheap when nothing changed.
    pub async fn note_guild_locale(&self, guild_id: u64, locale: &str) -> HostResult<()> {
        let lang = Lang::from_locale(locale);
        if self.cached_guild_lang(guild_id) == Some(lang) {
            return Ok(());
        }
        self.store.set_guild_locale(guild_id, lang.code()).await?;
        self.remember_guild_lang(guild_id, lang);
        Ok(())
    }

    /// The language of a server's public messages (boards, challenges, results): English
    /// until Discord has told its locale.
    pub async fn guild_lang(&self, guild_id: u64) -> Lang {
        if let Some(lang) = self.cached_guild_lang(guild_id) {
            return lang;
        }
        let lang = match self.store.guild_locale(guild_id).await {
            Ok(locale) => locale.map(|l| Lang::from_locale(&l)).unwrap_or_default(),
            Err(e) => {
                warn!(guild_id, error = %e, "could not read the server's language; English it is");
                return Lang::default();
            }
        };
        self.remember_guild_lang(guild_id, lang);
        lang
    }

    fn cached_guild_lang(&self, guild_id: u64) -> Option<Lang> {
        let langs = self.guild_langs.lock().unwrap_or_else(|e| e.into_inner());
        langs.get(&guild_id).copied()
    }

    fn remember_guild_lang(&self, guild_id: u64, lang: Lang) {
        let mut langs = self.guild_langs.lock().unwrap_or_else(|e| e.into_inner());
        langs.insert(guild_id, lang);
    }

    /// This host serves only the guilds of these shards (another process serves the rest):
    /// deadlines, challenge expiry and AI turns are looked after for their games alone, and
    /// only their games are remembered.
    pub fn with_shards(mut self, shards: ShardFilter) -> Host {
        self.shards = shards;
        self.live = Arc::new(live_games::LiveGames::for_shards(shards));
        self
    }

    pub fn shards(&self) -> ShardFilter {
        self.shards
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Challenge `opponent` to a game in this channel.
    pub async fn challenge(
        &self,
        place: Place,
        challenger: &User,
        opponent: &User,
        kind: GameKind,
        terms: impl Into<GameTerms>,
    ) -> HostResult<ChallengeView> {
        let GameTerms { options, rated } = terms.into();
        let guild_id = guild_of(place)?;
        if opponent.id == challenger.id {
            return Err(HostError::refused(Text::new("host-challenge-yourself")));
        }
        if opponent.is_bot {
            return Err(HostError::refused(Text::new("host-challenge-bot")));
        }
        // Validate the options now, so a bad option is refused before anyone is pinged.
        check_options(kind, &options, Seat::FIRST)?;
        // Held until the challenge is stored: see `ChallengeLocks`.
        let _sending = self.challenge_locks.lock(guild_id, challenger.id).await;
        self.check_protection(guild_id, challenger, opponent)
            .await?;
        if self
            .store
            .live_game_in_channel(place.channel_id)
            .await?
            .is_some()
        {
            return Err(busy_channel());
        }
        let now = self.now();
        let turn_seconds = self.guild_settings(guild_id).await?.turn_seconds;
        let record = GameRecord {
            id: 0,
            guild_id,
            channel_id: place.channel_id,
            kind,
            options,
            seed: fresh_seed(),
            players: [challenger.id, opponent.id],
            names: [challenger.name.clone(), opponent.name.clone()],
            ai_level: None,
            rated,
            status: Status::Challenge,
            result: None,
            version: 1,
            state: None,
            draw_offer: None,
            turn_seconds,
            deadline: Some(now + self.settings.challenge_seconds * 1000),
            clock: None,
            recent_moves: Vec::new(),
            remind_at: None,
            created_at: now,
            updated_at: now,
        };
        let record = self.insert_game(&record, None).await?;
        info!(game = record.id, kind = %kind, channel = place.channel_id, "challenge issued");
        Ok(ChallengeView::of(
            &record,
            self.guild_lang(record.guild_id).await,
        ))
    }

    /// The challenged player accepts: the game starts.
    pub async fn accept(&self, game_id: i64, user: &User) -> HostResult<BoardView> {
        self.accept_into(game_id, user, None).await
    }

    /// The name of the thread the game of challenge `game_id` should be played in, if `user`
    /// may accept it and the server plays its games in threads ("alice vs bob · CCC");
    /// `None` when the game stays in the challenge's channel.
    pub async fn thread_for_accept(&self, game_id: i64, user: &User) -> HostResult<Option<String>> {
        let record = self.acceptable(game_id, user).await?;
        let settings = self.guild_settings(record.guild_id).await?;
        if !settings.game_threads {
            return Ok(None);
        }
        let name = Text::new("thread-name")
            .arg("first", &record.names[0])
            .arg("second", &record.names[1])
            .arg("game", record.kind.display_name());
        Ok(Some(name.get(self.guild_lang(record.guild_id).await)))
    }

    /// Accept, and play the game in the thread `thread_id` opened for it (from the
    /// challenge's channel): the channel is free again for other games.
    pub async fn accept_in_thread(
        &self,
        game_id: i64,
        user: &User,
        thread_id: u64,
    ) -> HostResult<BoardView> {
        self.accept_into(game_id, user, Some(thread_id)).await
    }

    /// The challenge `game_id`, if `user` may accept it now.
    async fn acceptable(&self, game_id: i64, user: &User) -> HostResult<GameRecord> {
        let record = self.live_record(game_id).await?;
        if record.status != Status::Challenge {
            return Err(HostError::refused(Text::new("host-challenge-answered")));
        }
        if user.id != record.players[1] {
            return Err(HostError::refused(
                Text::new("host-only-challenged-accepts").arg("name", &record.names[1]),
            ));
        }
        if record.deadline.is_some_and(|d| d <= self.now()) {
            return Err(HostError::refused(Text::new("host-challenge-expired")));
        }
        Ok(record)
    }

    async fn accept_into(
        &self,
        game_id: i64,
        user: &User,
        thread_id: Option<u64>,
    ) -> HostResult<BoardView> {
        let record = self.acceptable(game_id, user).await?;
        let now = self.now();
        let game = AnyGame::new(record.kind, &record.options, &record.seed)
            .map_err(|e| HostError::Internal(format!("options of game {game_id}: {e}")))?;
        let mut next = record.successor(now);
        if let Some(thread) = thread_id {
            // The challenge's channel forgets it: its next game is not this one.
            self.live.forget(record.channel_id);
            next.channel_id = thread;
        }
        next.status = Status::Active;
        next.state = Some(snapshot(&game)?);
        next.clock = clocks::start_clocks(&record, now)?;
        clocks::start_turn(&mut next, &game, now);
        self.commit(&next, Some(&game), &[], &[]).await?;
        info!(game = game_id, "challenge accepted");
        Ok(self.view(&next, game, None).await)
    }

    /// The challenged player declines, or the challenger withdraws.
    pub async fn decline(&self, game_id: i64, user: &User) -> HostResult<ChallengeView> {
        let record = self.live_record(game_id).await?;
        if record.status != Status::Challenge {
            return Err(HostError::refused(Text::new("host-challenge-answered")));
        }
        if record.seat_of(user.id).is_none() {
            return Err(HostError::refused(Text::new("host-only-players-answer")));
        }
        let next = self.declined(&record);
        self.commit_decline(&next, user, None).await?;
        Ok(ChallengeView::of(
            &next,
            self.guild_lang(next.guild_id).await,
        ))
    }

    /// Play a move in the channel's game. `expected_version` comes from a button on a board
    /// message; a move typed as a command plays against the current board.
    pub async fn play(
        &self,
        place: Place,
        user: &User,
        text: &str,
        expected_version: Option<i64>,
    ) -> HostResult<BoardView> {
        self.play_with_compliment(place, user, text, None, expected_version)
            .await
    }

    /// Play a move that may carry a compliment for the opponent (CCC's Nice Flag asks for
    /// one; other moves ignore it).
    pub async fn play_with_compliment(
        &self,
        place: Place,
        user: &User,
        text: &str,
        compliment: Option<&str>,
        expected_version: Option<i64>,
    ) -> HostResult<BoardView> {
        let request = MoveRequest {
            user,
            text,
            compliment: compliment.map(str::trim).filter(|c| !c.is_empty()),
            expected_version,
        };
        // First from what this host last committed in the channel. That copy is trusted only
        // as far as the store agrees: anything but a move that commits (a refusal, a conflict,
        // a time-out) is decided again from the store, so a stale copy costs a read, never a
        // wrong answer.
        if let Some((record, game)) = self.live.record_and_game(place.channel_id) {
            if guild_of(place).is_ok() {
                if let Ok(Prepared::Move(prepared)) = self.prepare_move(&record, game, &request) {
                    match self.commit_move(&record, prepared, &request).await {
                        Err(HostError::Refused(_)) => {}
                        done => return done,
                    }
                }
            }
            self.live.forget(place.channel_id);
        }
        let record = self.active_in_channel(place).await?;
        let game = self.load(&record).await?;
        match self.prepare_move(&record, game, &request)? {
            Prepared::Move(prepared) => self.commit_move(&record, prepared, &request).await,
            // Too late: the move is not played; the channel learns of the time-out instead.
            Prepared::TimedOut(game, seat) => self
                .record_time_out(&record, game, seat)
                .await?
                .ok_or_else(stale_board),
        }
    }

    /// Check a move against the game and play it on the engine, without writing anything.
    fn prepare_move(
        &self,
        record: &GameRecord,
        mut game: AnyGame,
        request: &MoveRequest<'_>,
    ) -> HostResult<Prepared> {
        if request
            .expected_version
            .is_some_and(|v| v != record.version)
        {
            return Err(stale_board());
        }
        if record.status != Status::Active {
            return Err(HostError::refused(Text::new("host-not-accepted-yet")));
        }
        let seat = self.seat_to_act(record, &game, request.user)?;
        if clocks::flag_fell(record, &game, self.now()).is_some() {
            return Ok(Prepared::TimedOut(game, seat));
        }
        let text = request.text;
        if game.is_chance_outcome(text) {
            return Err(HostError::refused(Text::new("host-bot-throws-dice")));
        }
        if game.needs_compliment(text) && request.compliment.is_none() {
            return Err(HostError::refused(Text::new("host-compliment-needed")));
        }
        if request
            .compliment
            .is_some_and(|c| c.chars().count() > MAX_COMPLIMENT_CHARS)
        {
            return Err(HostError::refused(
                Text::new("host-compliment-too-long").arg("max", MAX_COMPLIMENT_CHARS),
            ));
        }
        // A dice throw is resolved here, from the game's secret seed, never by the player.
        let action = game
            .resolve_chance(text, &record.seed)
            .unwrap_or_else(|| text.to_string());
        let applied = game.play(&action).map_err(|e| refuse_move(text, e))?;
        Ok(Prepared::Move(PreparedMove {
            game,
            seat,
            applied,
        }))
    }

    /// Commit a prepared move (finishing the game if it ended) and draw the new board.
    async fn commit_move(
        &self,
        record: &GameRecord,
        prepared: PreparedMove,
        request: &MoveRequest<'_>,
    ) -> HostResult<BoardView> {
        let PreparedMove {
            game,
            seat,
            applied,
        } = prepared;
        let now = self.now();
        let mut next = record.successor(now);
        next.draw_offer = None;
        next.state = Some(snapshot(&game)?);
        next.clock = clocks::after_move(record, seat, now);
        next.push_recent_move(&applied);
        let mv = MoveRecord {
            game_id: record.id,
            ply: game.ply() as i64,
            seat,
            user_id: request.user.id,
            notation: applied.clone(),
            played_at: now,
        };
        let ratings = self.after_action(&mut next, &game, now).await?;
        self.commit(&next, Some(&game), &[mv], &ratings).await?;
        info!(game = record.id, ply = game.ply(), mv = %applied, "move played");
        let mut view = self.view(&next, game, Some(applied)).await;
        view.compliment = request.compliment.map(|c| (seat, c.to_string()));
        Ok(view)
    }

    /// Resign: the other player wins, whatever the score.
    pub async fn resign(&self, place: Place, user: &User) -> HostResult<BoardView> {
        self.resign_game(place, user, None).await
    }

    /// Resign from a board's button: moves made since the board was posted don't matter, but
    /// it must still be the same game.
    pub async fn resign_on_board(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
    ) -> HostResult<BoardView> {
        self.resign_game(place, user, Some(game_id)).await
    }

    async fn resign_game(
        &self,
        place: Place,
        user: &User,
        game_id: Option<i64>,
    ) -> HostResult<BoardView> {
        let record = self.active_in_channel(place).await?;
        if game_id.is_some_and(|id| id != record.id) {
            return Err(HostError::refused(Text::new("host-game-over")));
        }
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        let game = self.load(&record).await?;
        let mut next = record.successor(self.now());
        let ratings = self
            .finish(&mut next, Some(seat.other()), EndReason::Resignation)
            .await?;
        self.commit(&next, None, &[], &ratings).await?;
        Ok(self.view(&next, game, None).await)
    }

    /// Offer a draw, or accept the opponent's standing offer. An offer lapses with the next
    /// move.
    pub async fn draw(&self, place: Place, user: &User) -> HostResult<BoardView> {
        self.draw_at(place, user, None).await
    }

    /// Offer or accept a draw from a board's button: only on the board it was clicked on.
    pub async fn draw_on_board(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
    ) -> HostResult<BoardView> {
        self.draw_at(place, user, Some((game_id, version))).await
    }

    async fn draw_at(
        &self,
        place: Place,
        user: &User,
        board: Option<(i64, i64)>,
    ) -> HostResult<BoardView> {
        let record = self.active_in_channel(place).await?;
        if board.is_some_and(|b| b != (record.id, record.version)) {
            return Err(stale_board());
        }
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        if record.draw_offer == Some(seat) {
            return Err(HostError::refused(Text::new("host-draw-already-offered")));
        }
        let game = self.load(&record).await?;
        let mut next = record.successor(self.now());
        let ratings = if record.draw_offer == Some(seat.other()) {
            self.finish(&mut next, None, EndReason::Agreement).await?
        } else {
            next.draw_offer = Some(seat);
            Vec::new()
        };
        self.commit(&next, Some(&game), &[], &ratings).await?;
        Ok(self.view(&next, game, None).await)
    }

    /// The current board of the channel's game.
    pub async fn board(&self, place: Place) -> HostResult<BoardView> {
        let record = self.active_in_channel(place).await?;
        let game = self.load(&record).await?;
        Ok(self.view(&record, game, None).await)
    }

    /// What only this player may see (their Cross Words Combat page), as text and a picture.
    pub async fn private_view(&self, place: Place, user: &User) -> HostResult<(String, Vec<u8>)> {
        let record = self.active_in_channel(place).await?;
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        let game = self.load(&record).await?;
        // Drawn here like the board (see `view`).
        render::private_view(&game, seat, user.lang)
            .ok_or_else(|| HostError::refused(Text::new("host-nothing-private")))
    }

    /// A moderator stops the channel's game or challenge: no result, no rating change.
    pub async fn abort(&self, place: Place, user: &User) -> HostResult<GameRecord> {
        if !user.manages_server {
            return Err(HostError::refused(Text::new("host-abort-moderators-only")));
        }
        let record = self
            .store
            .live_game_in_channel(place.channel_id)
            .await?
            .ok_or_else(no_game)?;
        let next = self.aborted(&record, EndReason::Moderator);
        self.commit(&next, None, &[], &[]).await?;
        info!(game = record.id, by = user.id, "game aborted");
        Ok(next)
    }

    /// The channel (or thread) is gone: its game or challenge ends with no result and no
    /// rating change. Returns the game ended, if there was one.
    pub async fn channel_vanished(&self, channel_id: u64) -> HostResult<Option<GameRecord>> {
        let Some(record) = self.store.live_game_in_channel(channel_id).await? else {
            return Ok(None);
        };
        self.end_vanished(record).await.map(Some)
    }

    /// The bot left the server (or the server was deleted): every game there ends with no
    /// result and no rating change. Returns how many ended.
    pub async fn guild_vanished(&self, guild_id: u64) -> HostResult<usize> {
        let mut ended = 0;
        for record in self.store.live_games_in_guild(guild_id).await? {
            match self.end_vanished(record).await {
                Ok(_) => ended += 1,
                // Ended meanwhile by a move or a deadline: nothing left to do.
                Err(HostError::Refused(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(ended)
    }

    async fn end_vanished(&self, record: GameRecord) -> HostResult<GameRecord> {
        let next = self.aborted(&record, EndReason::Vanished);
        self.commit(&next, None, &[], &[]).await?;
        info!(
            game = record.id,
            channel = record.channel_id,
            "game ended: its place is gone"
        );
        Ok(next)
    }

    /// `record` ended with no result, for `reason`.
    fn aborted(&self, record: &GameRecord, reason: EndReason) -> GameRecord {
        let mut next = record.successor(self.now());
        next.status = Status::Aborted;
        next.result = Some(GameResult {
            winner: None,
            reason,
        });
        next.deadline = None;
        next.draw_offer = None;
        next
    }

    /// Legal moves of the channel's game that start with `prefix` (at most `limit`), for
    /// autocomplete, offered to the player on turn only: the moves can reveal what only that
    /// player may know (the words of a Cross Words Combat page). Empty for anyone else and when
    /// there is no game.
    pub async fn suggest_moves(
        &self,
        place: Place,
        user: &User,
        prefix: &str,
        limit: usize,
    ) -> HostResult<Vec<String>> {
        let Some(record) = self.store.live_game_in_channel(place.channel_id).await? else {
            return Ok(Vec::new());
        };
        if record.status != Status::Active || record.seat_of(user.id).is_none() {
            return Ok(Vec::new());
        }
        let game = self.load(&record).await?;
        if self.seat_to_act(&record, &game, user).is_err() {
            return Ok(Vec::new());
        }
        let prefix = crate::games::canonicalize(prefix);
        Ok(game
            .legal_moves()
            .into_iter()
            .filter(|m| m.starts_with(&prefix))
            .take(limit)
            .collect())
    }

    /// A click on a picker button of a board (`path` = the tokens chosen so far).
    pub async fn pick(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
        path: &[&str],
    ) -> HostResult<Picked> {
        let record = self.active_in_channel(place).await?;
        if record.id != game_id || record.version != version {
            return Err(stale_board());
        }
        let game = self.load(&record).await?;
        self.seat_to_act(&record, &game, user)?;
        match input::step(&game, path, user.lang) {
            Step::Choose { prompt, rows } => Ok(Picked::Choose { prompt, rows }),
            Step::Move(mv) => Ok(Picked::Played(Box::new(
                self.play(place, user, &mv, Some(version)).await?,
            ))),
            Step::Invalid => Err(stale_board()),
        }
    }

    /// Moderators set the guild's turn timer; it applies to games started afterwards.
    pub async fn set_turn_timer(
        &self,
        guild_id: Option<u64>,
        user: &User,
        seconds: i64,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        if !(MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&seconds) {
            return Err(HostError::refused(Text::new("host-turn-timer-range")));
        }
        self.change_settings(guild_id, |s| s.turn_seconds = seconds)
            .await
    }

    /// Moderators choose whether games against the AI count for ratings (off by default).
    /// Moderators choose whether accepted challenges open a thread for their game.
    pub async fn set_game_threads(
        &self,
        guild_id: Option<u64>,
        user: &User,
        on: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.game_threads = on)
            .await
    }

    pub async fn set_rate_ai_games(
        &self,
        guild_id: Option<u64>,
        user: &User,
        rated: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.rate_ai_games = rated)
            .await
    }

    async fn change_settings(
        &self,
        guild_id: u64,
        change: impl FnOnce(&mut GuildSettings),
    ) -> HostResult<GuildSettings> {
        let mut settings = self.guild_settings(guild_id).await?;
        change(&mut settings);
        self.store.set_guild_settings(guild_id, settings).await?;
        Ok(settings)
    }

    /// The settings of the server a command came from (refused outside servers).
    pub async fn server_settings(&self, guild_id: Option<u64>) -> HostResult<GuildSettings> {
        self.guild_settings(settings_guild(guild_id)?).await
    }

    pub async fn guild_settings(&self, guild_id: u64) -> HostResult<GuildSettings> {
        Ok(self
            .store
            .guild_settings(guild_id)
            .await?
            .unwrap_or(GuildSettings {
                turn_seconds: self.settings.default_turn_seconds,
                rate_ai_games: false,
                challenge_cooldown_seconds: DEFAULT_CHALLENGE_COOLDOWN_SECONDS,
                game_threads: false,
            }))
    }

    /// Enforce deadlines: expire unanswered challenges and end games whose player to move ran
    /// out of time. Returns what changed, for the front ends to announce. Safe to call from
    /// several places: each change is a versioned commit, so it lands once.
    pub async fn enforce_deadlines(&self) -> HostResult<Vec<Update>> {
        self.enforce_deadlines_where(|_| std::future::ready(true))
            .await
    }

    /// [`Host::enforce_deadlines`], asking first whether each game's channel still exists
    /// (`place_exists(channel_id)`; a front end answers `false` only when it knows the channel
    /// is gone): a game whose channel vanished unnoticed ends with no result, never with a
    /// rated time loss for a player who could no longer move.
    pub async fn enforce_deadlines_where<F, Fut>(&self, place_exists: F) -> HostResult<Vec<Update>>
    where
        F: Fn(u64) -> Fut,
        Fut: std::future::Future<Output = bool>,
    {
        let now = self.now();
        let mut updates = Vec::new();
        for record in self.store.games_due(now, &self.shards).await? {
            if !place_exists(record.channel_id).await {
                match self.end_vanished(record.clone()).await {
                    Ok(_) | Err(HostError::Refused(_)) => {}
                    Err(e) => warn!(game = record.id, error = %e, "could not end a vanished game"),
                }
                continue;
            }
            match self.enforce_one(&record).await {
                Ok(Some(u)) => updates.push(u),
                Ok(None) => {}
                Err(e) => warn!(game = record.id, error = %e, "could not enforce a deadline"),
            }
        }
        Ok(updates)
    }

    /// Page `page` (0-based, clamped) of the server's live games and open challenges, oldest
    /// first, [`LIVE_GAMES_PER_PAGE`] to a page.
    pub async fn live_games(
        &self,
        guild_id: Option<u64>,
        page: usize,
    ) -> HostResult<LiveGamesPage> {
        let guild_id = guild_of_id(guild_id)?;
        let all = self.store.live_games_in_guild(guild_id).await?;
        let pages = all.len().div_ceil(LIVE_GAMES_PER_PAGE).max(1);
        let page = page.min(pages - 1);
        let mut games = Vec::new();
        for record in all
            .iter()
            .skip(page * LIVE_GAMES_PER_PAGE)
            .take(LIVE_GAMES_PER_PAGE)
        {
            let to_move = match record.status {
                Status::Active => match self.load(record).await {
                    Ok(game) => game.to_move().map(|s| record.names[s.index()].clone()),
                    Err(e) => {
                        warn!(game = record.id, error = %e, "listing a game that cannot be loaded");
                        None
                    }
                },
                _ => None,
            };
            games.push(LiveGameView {
                game_id: record.id,
                kind: record.kind,
                channel_id: record.channel_id,
                names: record.names.clone(),
                is_challenge: record.status == Status::Challenge,
                to_move,
                deadline: record.deadline,
            });
        }
        Ok(LiveGamesPage {
            games,
            page,
            pages,
            total: all.len(),
        })
    }

    /// Turns three quarters through a timer of an hour or more: each is marked reminded (once,
    /// whichever process gets there first; a restart neither repeats nor forgets one) and
    /// returned for the front end to ping the player to move.
    pub async fn due_reminders(&self) -> HostResult<Vec<Update>> {
        let mut reminders = Vec::new();
        for record in self.store.reminders_due(self.now(), &self.shards).await? {
            let (Some(remind_at), Some(deadline)) = (record.remind_at, record.deadline) else {
                continue;
            };
            let to_move = match self.load(&record).await {
                Ok(game) => game.to_move(),
                Err(e) => {
                    warn!(game = record.id, error = %e, "skipping the reminder of a game that cannot be loaded");
                    continue;
                }
            };
            let Some(seat) = to_move else { continue };
            if self.store.clear_reminder(record.id, remind_at).await? {
                reminders.push(Update::Reminder(TurnReminder {
                    game_id: record.id,
                    kind: record.kind,
                    channel_id: record.channel_id,
                    user_id: record.players[seat.index()],
                    deadline,
                    lang: self.guild_lang(record.guild_id).await,
                }));
            }
        }
        Ok(reminders)
    }

    async fn enforce_one(&self, record: &GameRecord) -> HostResult<Option<Update>> {
        let mut next = record.successor(self.now());
        next.deadline = None;
        let update = match record.status {
            Status::Challenge => {
                next.status = Status::Expired;
                match self.commit_rated(&next, None, &[], &[]).await {
                    Err(StoreError::Conflict) => return Ok(None),
                    other => other?,
                }
                Update::ChallengeExpired(ChallengeView::of(
                    &next,
                    self.guild_lang(next.guild_id).await,
                ))
            }
            Status::Active => {
                let game = self.load(record).await?;
                let Some(late) = game.to_move() else {
                    return Ok(None);
                };
                if let Some(seat) = clocks::flag_fell(record, &game, self.now()) {
                    let view = self.record_time_out(record, game, seat).await?;
                    return Ok(view.map(|v| Update::Board(Box::new(v))));
                }
                let ratings = self
                    .finish(&mut next, Some(late.other()), EndReason::Timeout)
                    .await?;
                match self.commit_rated(&next, None, &[], &ratings).await {
                    Err(StoreError::Conflict) => return Ok(None),
                    other => other?,
                }
                info!(game = record.id, "lost on time");
                Update::Board(Box::new(self.view(&next, game, None).await))
            }
            _ => return Ok(None),
        };
        Ok(Some(update))
    }

    pub async fn leaderboard(
        &self,
        guild_id: Option<u64>,
        kind: GameKind,
        limit: i64,
    ) -> HostResult<Vec<RatingView>> {
        let guild_id = guild_of_id(guild_id)?;
        let rows = self.store.leaderboard(guild_id, kind, limit, 0).await?;
        Ok(rows.into_iter().map(RatingView::from).collect())
    }

    pub async fn stats(&self, guild_id: Option<u64>, user_id: u64) -> HostResult<Vec<RatingView>> {
        let guild_id = guild_of_id(guild_id)?;
        let rows = self.store.player_ratings(guild_id, user_id).await?;
        self.with_ranks(rows).await
    }

    /// Store a new game (with its engine state, when it has one); the channel's unique index
    /// refuses a second live one.
    async fn insert_game(
        &self,
        record: &GameRecord,
        game: Option<&AnyGame>,
    ) -> HostResult<GameRecord> {
        match self.store.insert_game(record).await {
            Ok(r) => {
                self.live.committed(&r, game);
                Ok(r)
            }
            Err(StoreError::ChannelBusy) => Err(busy_channel()),
            Err(e) => Err(e.into()),
        }
    }

    /// Rebuild a game from its move log alone (ignoring the cached state).
    pub async fn replay(&self, record: &GameRecord) -> HostResult<AnyGame> {
        let moves = self.store.moves(record.id).await?;
        AnyGame::replay(
            record.kind,
            &record.options,
            &record.seed,
            moves.iter().map(|m| m.notation.as_str()),
        )
        .map_err(|e| HostError::Internal(format!("game {} does not replay: {e}", record.id)))
    }

    /// The engine state of a stored game: the cached snapshot when it is present and sound,
    /// otherwise a replay of the log.
    async fn load(&self, record: &GameRecord) -> HostResult<AnyGame> {
        if let Some(game) = self.live.game(record) {
            return Ok(game);
        }
        if let Some(state) = &record.state {
            match serde_json::from_str::<AnyGame>(state) {
                Ok(g) if g.kind() == record.kind => return Ok(g),
                Ok(_) | Err(_) => warn!(game = record.id, "snapshot unreadable; replaying the log"),
            }
        }
        self.replay(record).await
    }

    async fn live_record(&self, game_id: i64) -> HostResult<GameRecord> {
        let record = self
            .store
            .game(game_id)
            .await?
            .ok_or_else(|| HostError::refused(Text::new("host-game-gone")))?;
        if !record.status.is_live() {
            return Err(HostError::refused(Text::new("host-game-over")));
        }
        Ok(record)
    }

    async fn active_in_channel(&self, place: Place) -> HostResult<GameRecord> {
        guild_of(place)?;
        match self.store.live_game_in_channel(place.channel_id).await? {
            Some(r) if r.status == Status::Active => Ok(r),
            Some(_) => Err(HostError::refused(Text::new("host-not-accepted-yet"))),
            None => Err(no_game()),
        }
    }

    fn seat_to_act(&self, record: &GameRecord, game: &AnyGame, user: &User) -> HostResult<Seat> {
        record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        match game.to_move() {
            Some(s) if record.players[s.index()] == user.id => Ok(s),
            Some(s) => Err(HostError::refused(
                Text::new("host-not-your-turn").arg("name", &record.names[s.index()]),
            )),
            None => Err(HostError::refused(Text::new("host-the-game-is-over"))),
        }
    }

    /// After a move or a time-out: finish the game if the board says it is over (returning
    /// the rating rows to write), otherwise start the next turn's deadline.
    async fn after_action(
        &self,
        next: &mut GameRecord,
        game: &AnyGame,
        now: i64,
    ) -> HostResult<Vec<RatingRecord>> {
        match game.outcome() {
            Some(outcome) => {
                let winner = match outcome {
                    Outcome::Winner(s) => Some(s),
                    Outcome::Draw => None,
                };
                self.finish(next, winner, EndReason::Board).await
            }
            None => {
                clocks::start_turn(next, game, now);
                Ok(Vec::new())
            }
        }
    }

    /// Mark `next` finished and compute the rating rows to write with it.
    async fn finish(
        &self,
        next: &mut GameRecord,
        winner: Option<Seat>,
        reason: EndReason,
    ) -> HostResult<Vec<RatingRecord>> {
        next.deadline = None;
        next.remind_at = None;
        next.draw_offer = None;
        // As on chess servers: a game that ends by anything but the board before both players
        // have moved (a resignation, a time-out, a draw agreed at once) is aborted, so that
        // nobody gains or loses rating from a game that was never played.
        if reason != EndReason::Board && !self.both_have_moved(next).await? {
            next.status = Status::Aborted;
            next.result = Some(GameResult {
                winner: None,
                reason,
            });
            return Ok(Vec::new());
        }
        next.status = Status::Finished;
        next.result = Some(GameResult { winner, reason });
        Ok(self.ratings_after(next).await?)
    }

    /// Whether each seat has made at least one move in the game's log.
    async fn both_have_moved(&self, record: &GameRecord) -> HostResult<bool> {
        let moves = self.store.moves(record.id).await?;
        Ok(Seat::all()
            .iter()
            .all(|&seat| moves.iter().any(|m| m.seat == seat)))
    }

    /// The rating rows a finished, rated game writes: both players' current rows updated
    /// with its result (none for other games).
    async fn ratings_after(&self, game: &GameRecord) -> StoreResult<Vec<RatingRecord>> {
        let Some(result) = game
            .result
            .as_ref()
            .filter(|_| game.rated && game.status == Status::Finished)
        else {
            return Ok(Vec::new());
        };
        let mut current = Vec::with_capacity(2);
        for seat in Seat::all() {
            current.push(
                self.store
                    .rating(game.guild_id, game.kind, game.players[seat.index()])
                    .await?,
            );
        }
        Ok(ratings::rate(
            game,
            [current[0].clone(), current[1].clone()],
            result.winner,
        ))
    }

    /// Commit through the store; a stale board is a polite refusal.
    async fn commit(
        &self,
        next: &GameRecord,
        game: Option<&AnyGame>,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> HostResult<()> {
        match self.commit_rated(next, game, moves, ratings).await {
            Ok(()) => Ok(()),
            Err(StoreError::Conflict) => Err(stale_board()),
            Err(e) => Err(e.into()),
        }
    }

    /// [`Store::commit`], computing the rating rows again while another game's end changes
    /// them first (the same players finishing two games at once): each refusal means that
    /// other commit landed, so this settles. `game` is `next`'s engine state, when at hand,
    /// for the next move in the channel to start from.
    async fn commit_rated(
        &self,
        next: &GameRecord,
        game: Option<&AnyGame>,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> StoreResult<()> {
        const ATTEMPTS: usize = 20;
        let mut ratings = ratings.to_vec();
        let mut result = self.store.commit(next, moves, &ratings).await;
        for _ in 1..ATTEMPTS {
            if !matches!(result, Err(StoreError::RatingsChanged)) {
                break;
            }
            ratings = self.ratings_after(next).await?;
            result = self.store.commit(next, moves, &ratings).await;
        }
        match &result {
            Ok(()) => {
                for _ in moves {
                    crate::metrics::move_committed(next.kind.id());
                }
                self.live.committed(next, game)
            }
            // The game changed elsewhere, or the write's fate is unknown.
            Err(_) => self.live.forget(next.channel_id),
        }
        result
    }

    /// Draw the board view. Drawing takes about a millisecond (`cargo bench --bench render`:
    /// 0.6-1.2 ms a board), so it runs right here on the async worker: handing it to the
    /// blocking pool cost more in thread wake-ups than it spared (bot CPU a move at 500 moves/s
    /// 1.8 -> 1.5 ms, p99 latency 38 -> 5 ms in `discord_load`), and at most one picture per
    /// worker thread, that is per core, is drawn at once.
    async fn view(
        &self,
        record: &GameRecord,
        game: AnyGame,
        last_move: Option<String>,
    ) -> BoardView {
        let lang = self.guild_lang(record.guild_id).await;
        let started = std::time::Instant::now();
        let view = BoardView::build(record, &game, last_move, self.now(), lang);
        crate::metrics::board_rendered(record.kind.id(), started.elapsed());
        view
    }
}

fn snapshot(game: &AnyGame) -> HostResult<String> {
    serde_json::to_string(game).map_err(|e| HostError::Internal(format!("snapshot: {e}")))
}

/// 32 random bytes from the operating system, as hex: the secret behind anything a game draws.
pub fn fresh_seed() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

fn guild_of(place: Place) -> HostResult<u64> {
    guild_of_id(place.guild_id)
}

fn guild_of_id(guild_id: Option<u64>) -> HostResult<u64> {
    guild_id.ok_or_else(|| HostError::refused(Text::new("host-no-dms")))
}

/// The guild whose settings a moderator may change.
fn moderated_guild(guild_id: Option<u64>, user: &User) -> HostResult<u64> {
    let guild_id = settings_guild(guild_id)?;
    if !user.manages_server {
        return Err(HostError::refused(Text::new(
            "host-settings-moderators-only",
        )));
    }
    Ok(guild_id)
}

/// Options a player may set for a new game in which they hold `seat`: the game must accept
/// them, and none may belong to the other seat (a Cross Words Combat page is its owner's to
/// choose, and secret from the opponent).
fn check_options(kind: GameKind, options: &Options, seat: Seat) -> HostResult<()> {
    if let Some(key) = options
        .keys()
        .find(|key| kind.option_owner(key).is_some_and(|owner| owner != seat))
    {
        return Err(HostError::refused(
            Text::new("host-option-belongs-to-opponent").arg("key", key.as_str()),
        ));
    }
    AnyGame::new(kind, options, "0")
        .map_err(|e| HostError::refused(Text::new("host-cannot-set-up").arg("why", e.0)))?;
    Ok(())
}

/// The server whose settings a command reads or changes.
fn settings_guild(guild_id: Option<u64>) -> HostResult<u64> {
    guild_id.ok_or_else(|| HostError::refused(Text::new("host-settings-need-server")))
}

fn busy_channel() -> HostError {
    HostError::refused(Text::new("host-channel-busy"))
}

fn no_game() -> HostError {
    HostError::refused(Text::new("host-no-game-here"))
}

fn stale_board() -> HostError {
    HostError::refused(Text::new("host-stale-board"))
}

fn refuse_move(text: &str, e: MoveError) -> HostError {
    match e {
        MoveError::Syntax { reason, .. } => HostError::refused(
            Text::new("host-not-a-move")
                .arg("input", text.trim())
                .arg("reason", reason),
        ),
        MoveError::Illegal(why) => HostError::refused(
            Text::new("host-illegal-move")
                .arg("input", text.trim())
                .arg("reason", why),
        ),
        MoveError::GameOver => HostError::refused(Text::new("host-the-game-is-over")),
    }
}
