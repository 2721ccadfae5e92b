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

mod achievements;
mod activity;
mod ai_games;
mod analysis;
mod challenges;
mod changes;
mod clocks;
mod commits;
mod conditional;
mod deadlines;
mod design_gallery;
mod design_reports;
pub mod designs;
mod endings;
mod extra_time;
mod history;
mod kept;
mod live_games;
mod live_links;
mod moves;
mod my_games;
mod notifications;
mod palettes;
mod paused_designs;
mod privacy;
mod protection;
mod public_ids;
mod public_pages;
mod puzzles;
mod ratings;
mod reach;
mod reads;
mod rematch;
mod roles;
mod seasons;
mod server_designs;
mod sessions;
mod settings;
mod standings;
mod takebacks;
mod team_matches;
mod teams;
pub mod tournaments;
mod vacations;
mod views;

pub use achievements::{
    feats, step, Achievement, Played, ProgressView, Streaks, COMEBACK_CHANCE, DAY_STREAK_GOAL,
    GAMES_GOAL, WIN_STREAK_GOAL,
};
pub use activity::ActivityGames;
pub use ai_games::{ai_player_id, AI_PLAYER_ID, AI_SEAT};
pub use analysis::{chance_text, AnalysisProgress, AnalysisView};
pub use changes::{ChangeSource, GameChange};
pub use conditional::{
    ConditionalLine, QueuedLines, LINE_SEPARATOR, MAX_LINES, MAX_LINE_PLIES, PLY_SEPARATOR,
};
pub use design_reports::{
    report_figures, ComparedVersion, DesignReportView, DEFAULT_REPORT_GAMES, MAX_REPORT_GAMES,
};
pub use extra_time::{ExtraTime, GIFTS_PER_GAME};
pub use live_links::{LiveLink, LiveWatchers};
pub use moves::{MovePreview, Picked};
pub use my_games::{GameVenue, MyGameView, MyGamesPage, MY_GAMES_PER_PAGE};
pub use notifications::{
    next_digest_at, parse_timezone, DesignerNews, Notice, NotificationChange, NotificationPrefs,
    ReminderPoints, ABOUT_TO_LOSE_MS,
};
pub use palettes::PALETTE_FRESH;
pub use paused_designs::{PausedElsewhere, Resumed};
pub use protection::{DEFAULT_CHALLENGE_COOLDOWN_SECONDS, MAX_OPEN_CHALLENGES};
pub use public_ids::Signer;
pub use public_pages::{
    MoveMark, PublicGame, PublicLeaderboard, PublicLinks, PublicLiveBoard, PublicLiveGame,
    PublicLiveGames, PublicPlayer, PublicPly, PublicRating, OPT_IN_FRESH, PUBLIC_LEADERBOARD_PAGE,
    PUBLIC_LIVE_GAMES, PUBLIC_RATING_POINTS, PUBLIC_RECENT_GAMES,
};
pub use puzzles::{
    search_puzzle, self_played, PuzzleAnswer, PuzzleSource, PuzzleView, PUZZLE_CANDIDATES,
    SELF_PLAY_GAMES,
};
pub use rematch::{NextGame, Rematch, RematchNews, RematchOffer};
pub use roles::{
    wanted_roles, RoleGoal, RoleOutcome, RoleReach, RoleRule, RoleSync, MAX_ROLE_RULES,
    ROLE_SYNC_ATTEMPTS, TIER_RATINGS,
};
pub use seasons::{
    iso_date, season_name, ClosedSeason, SeasonInfo, SeasonStandings, MAX_SEASON_DAYS,
    SEASON_MIN_GAMES,
};
pub use server_designs::{UploadReport, MAX_UPLOAD_BYTES};
pub use sessions::{SignedIn, WebMove, WebMoves, SESSION_DAYS};
use settings::moderated_guild;
pub use standings::LeaderboardPage;
pub use takebacks::{Takeback, TakebackAnswer, TakebackReach, TakebackRequest};
pub use team_matches::{TeamAnswer, TeamChallengeView, TeamChannel};
pub use teams::{tally, TeamVote, MAX_VOTE_SECONDS, MIN_VOTE_SECONDS, TEAM_PLAYER_ID};
pub use vacations::VacationStatus;

pub use crate::render::PrivateView;
pub use history::{HistoryPage, HistoryRow, ReplayFile, ReplayView, Verdict, HISTORY_PAGE_SIZE};
pub use views::{
    alt_text, at_most_chars, board_as_text, human_duration, BlockView, BoardView, ChallengeView,
    LiveGameView, LiveGamesPage, RatingView, TurnReminder, Update, MAX_ALT_TEXT,
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
    /// Holds Manage Events (or Manage Server, or Administrator) in the guild: may organize
    /// tournaments.
    pub manages_events: bool,
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
            manages_events: false,
            lang: Lang::EnUs,
        }
    }
}

/// The most characters of a name the host keeps: Discord allows 32; the margin is for other
/// front ends. Every picture and page that shows a name then lays out a short text.
pub const NAME_MAX_CHARS: usize = 40;

/// A player's name as the host keeps it (in games, tournaments and ratings): at most
/// [`NAME_MAX_CHARS`] characters.
pub fn kept_name(name: &str) -> String {
    at_most_chars(name.to_string(), NAME_MAX_CHARS)
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
    /// How long a server's settings are kept after the bot leaves it.
    pub server_settings_kept_days: i64,
    /// How long after its end a season is closed (games that ended just before are
    /// committed first).
    pub season_close_grace_ms: i64,
    /// How hard the daily puzzle's search looks.
    pub puzzle_budget: crate::ai::puzzle::Budget,
    /// Days of vacation (`/vacation`) a player may take in any 365 days.
    pub vacation_days_per_year: i64,
    /// Designed games a server may play at once (issue 44).
    pub max_designs_per_server: usize,
}

impl Default for HostSettings {
    fn default() -> Self {
        HostSettings {
            challenge_seconds: 10 * 60,
            default_turn_seconds: 24 * 60 * 60,
            analyses_at_once: 1,
            analysis_budget: crate::ai::analysis::Budget::DEFAULT,
            server_settings_kept_days: 30,
            season_close_grace_ms: 60_000,
            puzzle_budget: crate::ai::puzzle::Budget::DAILY,
            vacation_days_per_year: 30,
            max_designs_per_server: 25,
        }
    }
}

/// What a new game is played with besides its players: the game's options, whether it
/// counts for ratings and its time per move. Plain options make a rated game (the default for
/// games between people; games against the AI count only where the server rates them) on the
/// server's turn timer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameTerms {
    pub options: Options,
    /// `false`: a casual game, which changes no rating.
    pub rated: bool,
    /// The time per move the challenger chose (`/play time:`), from [`MIN_PLAY_TURN_SECONDS`]
    /// to [`MAX_PLAY_TURN_SECONDS`]; `None` for the server's turn timer.
    pub turn_seconds: Option<i64>,
}

impl From<Options> for GameTerms {
    fn from(options: Options) -> GameTerms {
        GameTerms {
            options,
            rated: true,
            turn_seconds: None,
        }
    }
}

/// The shortest and longest time per move a challenger may choose for one game.
pub const MIN_PLAY_TURN_SECONDS: i64 = 5 * 60;
pub const MAX_PLAY_TURN_SECONDS: i64 = 14 * 24 * 60 * 60;

/// The time per move of a new game: the one its challenger chose, if it is in range, or the
/// server's turn timer `server_seconds`.
fn chosen_turn_seconds(chosen: Option<i64>, server_seconds: i64) -> HostResult<i64> {
    match chosen {
        None => Ok(server_seconds),
        Some(seconds) if (MIN_PLAY_TURN_SECONDS..=MAX_PLAY_TURN_SECONDS).contains(&seconds) => {
            Ok(seconds)
        }
        Some(_) => Err(HostError::refused(
            Text::new("host-play-time-range")
                .arg("min", human_duration(MIN_PLAY_TURN_SECONDS))
                .arg("max", human_duration(MAX_PLAY_TURN_SECONDS)),
        )),
    }
}

/// Games on one page of `/games`.
pub const LIVE_GAMES_PER_PAGE: usize = 8;

/// The longest compliment a Nice Flag move may carry.
pub const MAX_COMPLIMENT_CHARS: usize = 300;

/// The smallest and largest turn timer a moderator may set.
pub const MIN_TURN_SECONDS: i64 = 60;
pub const MAX_TURN_SECONDS: i64 = 30 * 24 * 60 * 60;

#[derive(Clone)]
pub struct Host {
    store: Store,
    clock: Arc<dyn Clock>,
    settings: HostSettings,
    ai_permits: Arc<tokio::sync::Semaphore>,
    /// What this host last committed in each channel: a move needs no read of the store.
    live: Arc<live_games::LiveGames>,
    /// Every committed change, for whoever follows games live.
    changes: Arc<changes::GameChanges>,
    /// The last board picture of each channel.
    pictures: Arc<views::BoardPictures>,
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
    /// Where calls into designed games' rules files run, and how many at once.
    design_calls: Arc<designs::DesignCalls>,
    /// The daily puzzle's search (one at a time).
    puzzle_search: puzzles::PuzzleSearch,
    /// Where the public web pages are, when links to them may be given.
    public_links: Option<Arc<PublicLinks>>,
    /// People may sign in on the pages with Discord (see `live_links.rs`).
    web_sign_in: bool,
    /// The servers' opt-ins to public pages, as last read.
    opt_ins: Arc<public_pages::OptIns>,
    /// Players' confirm preferences, as last read.
    confirm_preferences: Arc<kept::Kept<u64, bool>>,
    /// Whether each live game is a tournament game (the boards' Take back button).
    tournament_games: Arc<kept::Kept<i64, bool>>,
    /// Each server's rated-takeback setting, as last read (the boards' Take back button).
    takebacks_rated: Arc<kept::Kept<u64, bool>>,
    /// Where the bot may post of its own accord, as last noted or read.
    reach: Arc<kept::Kept<u64, bool>>,
    /// People erased, as last counted.
    erased: Arc<privacy::Erasures>,
    /// The servers' palettes, as last read.
    palettes: Arc<kept::Kept<u64, crate::render::Palette>>,
}

impl Host {
    pub fn new(store: Store, clock: Arc<dyn Clock>, settings: HostSettings) -> Host {
        Host {
            store,
            clock,
            settings,
            ai_permits: ai_games::ai_permits(),
            live: Arc::default(),
            changes: Arc::default(),
            pictures: Arc::default(),
            ai_searches: Arc::default(),
            shards: ShardFilter::all(),
            guild_langs: Arc::default(),
            challenge_locks: Arc::default(),
            analyses: analysis::AnalysisQueue::new(settings.analyses_at_once),
            design_calls: Arc::new(designs::DesignCalls::for_this_machine()),
            puzzle_search: Arc::default(),
            public_links: None,
            web_sign_in: false,
            opt_ins: Arc::default(),
            erased: Arc::default(),
            confirm_preferences: Arc::new(kept::Kept::fresh_for(moves::CONFIRM_FRESH)),
            tournament_games: Arc::new(kept::Kept::for_good()),
            takebacks_rated: Arc::new(kept::Kept::fresh_for(takebacks::TAKEBACK_SETTING_FRESH)),
            reach: Arc::new(kept::Kept::for_good()),
            palettes: Arc::new(kept::Kept::fresh_for(PALETTE_FRESH)),
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

    /// This host working through `store` (another pool over the same database), sharing all
    /// it keeps in memory (the servers' opt-ins, the live games): the public pages read through
    /// a pool of their own, with short limits, so a page never waits for a move's connection nor
    /// a move for a page's.
    pub fn with_store(&self, store: Store) -> Host {
        Host {
            store,
            ..self.clone()
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }
}

fn snapshot(game: &AnyGame) -> HostResult<String> {
    serde_json::to_string(game).map_err(|e| HostError::Internal(format!("snapshot: {e}")))
}

/// Who plays what, where and on which terms: what a game started without a challenge (against
/// the AI, a rematch, a tournament pairing) is made from.
struct NewGame {
    guild_id: u64,
    channel_id: u64,
    kind: GameKind,
    options: Options,
    players: [u64; 2],
    names: [String; 2],
    ai_level: Option<String>,
    rated: bool,
    turn_seconds: i64,
}

impl NewGame {
    /// The game set up on a fresh seed, and its record (not stored yet) active from `now`, with
    /// the clocks and the first turn started. `refused` says why options the engine refuses
    /// cannot be played.
    fn start(
        self,
        now: i64,
        refused: impl FnOnce(crate::games::OptionError) -> HostError,
    ) -> HostResult<(GameRecord, AnyGame)> {
        let seed = fresh_seed();
        let game = AnyGame::new(self.kind, &self.options, &seed).map_err(refused)?;
        let mut record = GameRecord {
            id: 0,
            guild_id: self.guild_id,
            channel_id: self.channel_id,
            kind: self.kind,
            options: self.options,
            seed,
            players: self.players,
            names: self.names,
            ai_level: self.ai_level,
            rated: self.rated,
            status: Status::Active,
            result: None,
            version: 1,
            state: Some(snapshot(&game)?),
            draw_offer: None,
            turn_seconds: self.turn_seconds,
            deadline: None,
            clock: None,
            recent_moves: Vec::new(),
            remind_at: None,
            created_at: now,
            updated_at: now,
        };
        record.clock = clocks::start_clocks(&record, now)?;
        clocks::start_turn(&mut record, &game, now);
        Ok((record, game))
    }
}

/// 32 random bytes from the operating system, as hex: the secret behind anything a game draws.
pub fn fresh_seed() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// The pool of games and ratings outside servers (DMs and group DMs): "everywhere".
pub const EVERYWHERE: u64 = 0;

/// Where a game played in `place` keeps its ratings: its server's, or [`EVERYWHERE`] outside
/// servers.
fn pool_of(place: Place) -> u64 {
    place.guild_id.unwrap_or(EVERYWHERE)
}

/// Where a game of pool `guild_id` is played: its channel, in its server or outside servers
/// (the inverse of [`pool_of`]).
fn place_of_game(guild_id: u64, channel_id: u64) -> Place {
    Place {
        guild_id: (guild_id != EVERYWHERE).then_some(guild_id),
        channel_id,
    }
}

/// The server of `place`, for what only exists in servers (tournaments); refused elsewhere.
fn guild_of(place: Place) -> HostResult<u64> {
    guild_of_id(place.guild_id)
}

fn guild_of_id(guild_id: Option<u64>) -> HostResult<u64> {
    guild_id.ok_or_else(|| HostError::refused(Text::new("host-no-dms")))
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

fn busy_channel() -> HostError {
    HostError::refused(Text::new("host-channel-busy"))
}

fn no_game() -> HostError {
    HostError::refused(Text::new("host-no-game-here"))
}

fn stale_board() -> HostError {
    HostError::refused(Text::new("host-stale-board"))
}

fn is_stale_board(e: &HostError) -> bool {
    matches!(e, HostError::Refused(text) if text.id() == "host-stale-board")
}
