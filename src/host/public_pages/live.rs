//! Games being played: a server's list of them, who may watch one, and its live board.

use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::Lang;
use crate::render::{render_png, BoardInfo};
use crate::store::{ClockState, GameRecord, Status};

use super::start_of;
use crate::host::views::{alt_text, status_line};
use crate::host::{Host, HostError, HostResult};

/// Games a server's live list shows at most, the oldest first.
pub const PUBLIC_LIVE_GAMES: usize = 100;

/// A game in progress as the server's list shows it: no page, no seed.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicLiveGame {
    /// Its live page follows it move by move (see [`Host::public_live_board`]).
    pub game_id: i64,
    pub kind: GameKind,
    pub names: [String; 2],
    /// Moves played so far.
    pub moves: usize,
    /// The seat to move (none while the game waits on nobody, e.g. between rounds).
    pub to_move: Option<Seat>,
}

/// A server's games in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicLiveGames {
    /// At most [`PUBLIC_LIVE_GAMES`], oldest first.
    pub games: Vec<PublicLiveGame>,
    /// All of them, shown or not.
    pub total: usize,
}

/// A game being played, as its live page shows it to anyone: what the channel sees (the board,
/// the moves, whose turn and until when), never a page or a seed.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicLiveBoard {
    pub game_id: i64,
    pub channel_id: u64,
    /// Each change raises it by one: a watcher that saw it has seen everything before.
    pub version: i64,
    pub kind: GameKind,
    pub names: [String; 2],
    /// The moves so far, as the game writes them.
    pub moves: Vec<String>,
    /// "ann (X) to move", or how it ended, in the language asked for.
    pub status: String,
    pub to_move: Option<Seat>,
    /// When the turn in progress ends (unix ms).
    pub deadline: Option<i64>,
    /// The game is over (its finished page has everything).
    pub over: bool,
    /// The board in words.
    pub alt_text: String,
    /// Who plays (their user ids), and whether each has something only they may see (a
    /// Cross Words Combat page, shown to them alone once signed in).
    pub players: [u64; 2],
    pub secrets: bool,
    /// Each seat's points, in games that keep them.
    pub scores: Option<[i64; 2]>,
    /// Each seat's clock (games with a `clock` option) as of the turn's start; only the
    /// clock of [`PublicLiveBoard::to_move`] runs. `None` once the game is over.
    pub clock: Option<ClockState>,
    /// The end of each seat's player's vacation (unix ms), while one stops the game.
    pub away_until: [Option<i64>; 2],
}

impl PublicLiveBoard {
    /// Whether `user_id` holds a seat played from the web (a channel team's is voted in its
    /// channel only).
    pub fn plays_on_web(&self, user_id: u64) -> bool {
        self.players.contains(&user_id) && !self.players.contains(&crate::host::TEAM_PLAYER_ID)
    }

    /// Whether `user_id` has something of their own to see here (their Cross Words Combat
    /// page).
    pub fn has_own_page(&self, user_id: u64) -> bool {
        self.secrets && self.players.contains(&user_id)
    }
}

impl Host {
    /// The server's games in progress as anyone may see them; `None` for a server without
    /// pages. Open challenges are not games yet and are left out.
    pub async fn public_live_games(&self, guild_id: u64) -> HostResult<Option<PublicLiveGames>> {
        if !self.has_public_pages(guild_id).await? {
            return Ok(None);
        }
        let active: Vec<GameRecord> = self
            .store
            .live_games_in_guild(guild_id)
            .await?
            .into_iter()
            .filter(|r| r.status == Status::Active)
            .collect();
        let mut games = Vec::new();
        for record in active.iter().take(PUBLIC_LIVE_GAMES) {
            let game = self.load(record).await?;
            games.push(PublicLiveGame {
                game_id: record.id,
                kind: record.kind,
                names: record.names.clone(),
                moves: game.ply(),
                to_move: match self.pause_of(record).await?.is_some() {
                    true => None,
                    false => game.to_move(),
                },
            });
        }
        Ok(Some(PublicLiveGames {
            games,
            total: active.len(),
        }))
    }

    /// The record of game `game_id` if it may be watched by anyone: accepted (in progress or
    /// over), in a server that has opted in to public pages.
    pub async fn public_watchable_record(&self, game_id: i64) -> HostResult<Option<GameRecord>> {
        self.watchable_record(game_id, None).await
    }

    /// The record of game `game_id` if `viewer` (a signed-in person, or nobody) may watch it:
    /// anyone in a server that has opted in to public pages; its own players anywhere (a DM,
    /// a group DM, a server without pages), as they see it in Discord; and outside servers,
    /// those admitted from the channel's Activity ([`Host::watches_unlisted`]).
    pub async fn watchable_record(
        &self,
        game_id: i64,
        viewer: Option<u64>,
    ) -> HostResult<Option<GameRecord>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if !watchable(record.status) {
            return Ok(None);
        }
        if !self.has_public_pages(record.guild_id).await?
            && !self.watches_unlisted(&record, viewer).await?
        {
            return Ok(None);
        }
        Ok(Some(record))
    }

    /// Whether `viewer` may watch `record` where not everyone may (a DM, a group DM, a server
    /// without pages): its players, and outside servers those Discord confirmed were in the
    /// channel's Activity with it.
    pub async fn watches_unlisted(
        &self,
        record: &GameRecord,
        viewer: Option<u64>,
    ) -> HostResult<bool> {
        let Some(viewer) = viewer else {
            return Ok(false);
        };
        if record.seat_of(viewer).is_some() {
            return Ok(true);
        }
        Ok(record.guild_id == crate::host::EVERYWHERE
            && self.store.is_spectator(record.id, viewer).await?)
    }

    /// Game `game_id` as its live page shows it now to `viewer`, texts in `lang`; `None`
    /// unless they may watch it ([`Host::watchable_record`]).
    pub async fn live_board(
        &self,
        game_id: i64,
        viewer: Option<u64>,
        lang: Lang,
    ) -> HostResult<Option<PublicLiveBoard>> {
        let Some(record) = self.watchable_record(game_id, viewer).await? else {
            return Ok(None);
        };
        Ok(Some(self.live_board_of(&record, lang).await?.0))
    }

    /// Game `game_id`'s live board with its picture, drawn (off the async workers) from the
    /// same read and replay: what a live page's frame needs at each change. With whether
    /// anyone may watch it (its server has public pages): if not, only its players get the
    /// frame. `None` for a game not (or no longer) to be watched at all.
    pub async fn live_board_and_picture(
        &self,
        game_id: i64,
        lang: Lang,
    ) -> HostResult<Option<(PublicLiveBoard, Vec<u8>, bool)>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if !watchable(record.status) {
            return Ok(None);
        }
        let public = self.has_public_pages(record.guild_id).await?;
        let (board, game) = self.live_board_of(&record, lang).await?;
        let info = BoardInfo {
            players: record.names.clone(),
            status: board.status.clone(),
            lang,
            palette: Default::default(),
        };
        let png = tokio::task::spawn_blocking(move || render_png(&game, &info))
            .await
            .map_err(|e| HostError::Internal(format!("drawing a watched board: {e}")))?;
        Ok(Some((board, png, public)))
    }

    /// A watchable `record` as its live page shows it, and the game as it stands.
    async fn live_board_of(
        &self,
        record: &GameRecord,
        lang: Lang,
    ) -> HostResult<(PublicLiveBoard, AnyGame)> {
        let game_id = record.id;
        let log = self.log_of(record).await?;
        let mut game = start_of(record)?;
        let mut moves = Vec::with_capacity(log.len());
        for (i, entry) in log.iter().enumerate() {
            moves.push(game.apply_log_entry(entry).map_err(|e| {
                HostError::Internal(format!("game {} ply {}: {e}", record.id, i + 1))
            })?);
        }
        let pause = self.pause_of(record).await?;
        let status = match &pause {
            Some(pause) => crate::host::paused_designs::paused_status(record, pause),
            None => status_line(record, &game),
        }
        .get(lang);
        let over = !record.status.is_live();
        let alt_text = alt_text(
            record,
            &game,
            &status,
            moves.last().map(String::as_str),
            lang,
        );
        let board = PublicLiveBoard {
            game_id,
            channel_id: record.channel_id,
            version: record.version,
            kind: record.kind,
            names: record.names.clone(),
            status,
            // A paused game is nobody's turn: no clock runs on its page.
            to_move: match over || pause.is_some() {
                true => None,
                false => game.to_move(),
            },
            deadline: if over { None } else { record.deadline },
            over,
            alt_text,
            players: record.players,
            secrets: !over && game.secret(Seat::FIRST).is_some(),
            scores: game.scores(),
            clock: if over { None } else { record.clock },
            away_until: self.seats_away(record).await,
            moves,
        };
        Ok((board, game))
    }
}

/// Whether a game in `status` may be watched at all: accepted (in progress or over), not a
/// challenge still waiting.
fn watchable(status: Status) -> bool {
    matches!(status, Status::Active | Status::Finished | Status::Aborted)
}
