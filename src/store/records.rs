//! What the store reads and writes: games, moves, ratings, guild settings, and its errors.

use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::games::{GameKind, Options, Seat};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The channel already has a challenge or a game in progress.
    #[error("the channel already has a live game")]
    ChannelBusy,
    /// The game changed since it was read (another move landed first).
    #[error("the game changed meanwhile")]
    Conflict,
    /// A player's rating row changed since it was read (another of their games ended first):
    /// nothing was written; the rows must be computed again.
    #[error("a rating changed meanwhile")]
    RatingsChanged,
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("corrupt record: {0}")]
    Corrupt(String),
}

pub type StoreResult<T> = Result<T, StoreError>;

impl StoreError {
    /// The connection died under the operation (a server restart or shutdown, a broken
    /// socket). A read may simply be tried again; a write may have taken effect before its
    /// answer was lost, so its next try must recognise its own work (`insert_game`, `commit`).
    pub(super) fn is_lost_connection(&self) -> bool {
        match self {
            StoreError::Database(sqlx::Error::Io(_)) => true,
            // SQLSTATE class 08 (connection exception) and 57P (operator intervention).
            StoreError::Database(sqlx::Error::Database(e)) => e
                .code()
                .is_some_and(|c| c.starts_with("08") || c.starts_with("57P")),
            _ => false,
        }
    }
}

/// Where a game stands in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Waiting for the challenged player to accept.
    Challenge,
    Active,
    Finished,
    Declined,
    /// A challenge nobody answered in time.
    Expired,
    /// Stopped by a moderator: no result, no rating change.
    Aborted,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Declined => "declined",
            Status::Expired => "expired",
            Status::Aborted => "aborted",
        }
    }
    pub fn is_live(self) -> bool {
        matches!(self, Status::Challenge | Status::Active)
    }
}

impl FromStr for Status {
    type Err = StoreError;
    fn from_str(s: &str) -> StoreResult<Status> {
        Ok(match s {
            "challenge" => Status::Challenge,
            "active" => Status::Active,
            "finished" => Status::Finished,
            "declined" => Status::Declined,
            "expired" => Status::Expired,
            "aborted" => Status::Aborted,
            other => return Err(StoreError::Corrupt(format!("status `{other}`"))),
        })
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The rules ended it (a win or a draw on the board).
    Board,
    Resignation,
    /// The player to move let the turn deadline pass.
    Timeout,
    /// Both players agreed to a draw.
    Agreement,
    /// (Aborted games) a moderator stopped it.
    Moderator,
    /// (Aborted games) its channel, thread or server is gone.
    Vanished,
}

/// How a game ended. An aborted game keeps why (a resignation before both players had moved,
/// a moderator, …) with no winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// `None` is a draw (or, in an aborted game, no result).
    pub winner: Option<Seat>,
    pub reason: EndReason,
}

/// One game as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub kind: GameKind,
    pub options: Options,
    /// Secret until the game ends (Super Seven's dice); never shown while live.
    pub seed: String,
    pub players: [u64; 2],
    pub names: [String; 2],
    /// Set when one seat is played by the bot's AI at this level.
    pub ai_level: Option<String>,
    pub rated: bool,
    pub status: Status,
    pub result: Option<GameResult>,
    /// Bumped by every change; a change names the version it was made against.
    pub version: i64,
    /// Cached engine state (JSON); the move log is the truth.
    pub state: Option<String>,
    pub draw_offer: Option<Seat>,
    pub turn_seconds: i64,
    /// Challenge expiry, or the turn deadline of an active game (unix ms).
    pub deadline: Option<i64>,
    /// The players' clocks, in games started with a `clock` option.
    pub clock: Option<ClockState>,
    /// The last few entries of the move log, newest last (see [`RECENT_MOVES`]).
    pub recent_moves: Vec<String>,
    /// When to remind the player to move that the turn is running out (unix ms); `None` when
    /// no reminder is due this turn (short timers, or already sent).
    pub remind_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// Time left on each seat's clock when the turn in progress started, and when that was.
/// Only the clock of the seat to move runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockState {
    pub left_ms: [i64; 2],
    /// Unix ms.
    pub since: i64,
}

/// How many of the latest moves a game record keeps for its board.
pub const RECENT_MOVES: usize = 6;

impl GameRecord {
    /// Remember `entry` as the newest move.
    pub fn push_recent_move(&mut self, entry: &str) {
        self.recent_moves.push(entry.to_string());
        let excess = self.recent_moves.len().saturating_sub(RECENT_MOVES);
        self.recent_moves.drain(..excess);
    }

    /// The next version of this record, changed at `now` (unix ms): what every change to a
    /// stored game starts from, so that its commit is checked against this version.
    pub fn successor(&self, now: i64) -> GameRecord {
        GameRecord {
            version: self.version + 1,
            updated_at: now,
            ..self.clone()
        }
    }

    /// Which seat a user holds, if any (the first seat wins if a user holds both).
    pub fn seat_of(&self, user_id: u64) -> Option<Seat> {
        self.players
            .iter()
            .position(|&p| p == user_id)
            .map(|i| Seat(i as u8))
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct MoveRecord {
    pub game_id: i64,
    /// 1 for the first move.
    pub ply: i64,
    pub seat: Seat,
    pub user_id: u64,
    pub notation: String,
    pub played_at: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RatingRecord {
    pub guild_id: u64,
    pub kind: GameKind,
    pub user_id: u64,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    /// `None`: the all-time rating; `Some(n)`: the player's rating in the pool's season `n`.
    pub season: Option<i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuildSettings {
    pub turn_seconds: i64,
    pub rate_ai_games: bool,
    /// How long after a decline the same challenger must wait to challenge that player again.
    pub challenge_cooldown_seconds: i64,
    /// An accepted challenge opens a public thread for its game.
    pub game_threads: bool,
    /// The server opted in to public web pages (leaderboards, finished games).
    pub public_pages: bool,
    /// Players may take moves back in rated games too (off by default; never in tournaments).
    pub takebacks_rated: bool,
    /// The server's rated games also count in the boardbot-wide pool (off by default).
    pub count_everywhere: bool,
    /// A short line after a game announces the achievements it earned (on by default).
    pub announce_achievements: bool,
    /// Channels of other servers may challenge this server's channels to team games (off by
    /// default).
    pub team_challenges: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Postgres,
    Sqlite,
}
