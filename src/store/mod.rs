//! The database: games, their move logs, ratings and guild settings. PostgreSQL when the URL
//! says so, otherwise an embedded SQLite file. Both run the same queries through sqlx's `Any`
//! driver; the schema differs only where the two dialects do (see `migrations/`).

use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};

use crate::games::{GameKind, Options, Seat};

mod history;
mod protection;
mod rematch;
mod shards;

pub use history::PastGame;
pub use protection::{BlockRecord, ChallengeGate};
pub use shards::ShardFilter;

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
    fn is_lost_connection(&self) -> bool {
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuildSettings {
    pub turn_seconds: i64,
    pub rate_ai_games: bool,
    /// How long after a decline the same challenger must wait to challenge that player again.
    pub challenge_cooldown_seconds: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Postgres,
    Sqlite,
}

#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
}

// Discord ids fit in 63 bits; the database keeps them as BIGINT.
fn id_in(v: u64) -> i64 {
    v as i64
}
fn id_out(v: i64) -> u64 {
    v as u64
}

/// Connections in the PostgreSQL pool.
const PG_MAX_CONNECTIONS: u32 = 16;

/// Tries lost to dead connections before an operation gives up: enough to get past every
/// connection of a full pool (all dead after a server restart).
const MAX_LOST_CONNECTIONS: u32 = PG_MAX_CONNECTIONS + 1;

/// A pooled PostgreSQL connection idle this long is checked before it is used again.
const PING_WHEN_IDLE_FOR: std::time::Duration = std::time::Duration::from_secs(10);

const GAME_COLUMNS: &str = "id, guild_id, channel_id, kind, options, seed, player0, player1, \
    name0, name1, ai_level, rated, status, result, version, state, draw_offer, turn_seconds, \
    deadline, created_at, updated_at, clock0, clock1, clock_since, recent_moves, remind_at";

impl Store {
    /// Connect and run migrations. A URL starting with `postgres` selects PostgreSQL; anything
    /// else is taken as an SQLite URL or file path (created if missing).
    pub async fn connect(url: &str) -> StoreResult<Store> {
        sqlx::any::install_default_drivers();
        let (backend, url) = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            (Backend::Postgres, url.to_string())
        } else {
            let path = url.strip_prefix("sqlite://").unwrap_or(url);
            let path = path.strip_prefix("sqlite:").unwrap_or(path);
            let file = path.split('?').next().unwrap_or(path);
            if let Some(parent) = std::path::Path::new(file).parent() {
                if !parent.as_os_str().is_empty() && file != ":memory:" {
                    std::fs::create_dir_all(parent).map_err(|e| {
                        StoreError::Corrupt(format!("cannot create {}: {e}", parent.display()))
                    })?;
                }
            }
            let query = if path.contains('?') { "" } else { "?mode=rwc" };
            (Backend::Sqlite, format!("sqlite://{path}{query}"))
        };
        let mut options = AnyPoolOptions::new();
        if backend == Backend::Sqlite {
            // One writer at a time is how SQLite works; a single connection avoids lock errors.
            options = options.max_connections(1);
        } else {
            // A connection in steady use is known to be alive: ping only those idle for a while
            // (where a restarted server or a dropped socket would show), not before every
            // query, which cost a round trip per query under load.
            options = options
                .max_connections(PG_MAX_CONNECTIONS)
                .test_before_acquire(false)
                .before_acquire(|conn, meta| {
                    Box::pin(async move {
                        if meta.idle_for >= PING_WHEN_IDLE_FOR {
                            sqlx::Connection::ping(conn).await?;
                        }
                        Ok(true)
                    })
                });
        }
        let pool = options.connect(&url).await?;
        match backend {
            Backend::Postgres => sqlx::migrate!("./migrations/postgres").run(&pool).await?,
            Backend::Sqlite => {
                sqlx::query("PRAGMA journal_mode = WAL")
                    .execute(&pool)
                    .await?;
                sqlx::query("PRAGMA foreign_keys = ON")
                    .execute(&pool)
                    .await?;
                sqlx::migrate!("./migrations/sqlite").run(&pool).await?
            }
        }
        Ok(Store { pool, backend })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Insert a new game (normally a challenge). Fails with `ChannelBusy` if the channel has a
    /// live one: the database's unique index decides, so two racing challenges cannot both win.
    pub async fn insert_game(&self, g: &GameRecord) -> StoreResult<GameRecord> {
        self.on_live_connection("insert a game", |after_loss| async move {
            match self.insert_game_once(g).await {
                // The lost try may have inserted it before its answer was lost: a game's seed
                // is its own.
                Err(StoreError::ChannelBusy) if after_loss => {
                    match self.live_game_in_channel(g.channel_id).await? {
                        Some(live) if live.seed == g.seed => Ok(live),
                        _ => Err(StoreError::ChannelBusy),
                    }
                }
                other => other,
            }
        })
        .await
    }

    async fn insert_game_once(&self, g: &GameRecord) -> StoreResult<GameRecord> {
        let options = serde_json::to_string(&g.options).expect("options serialise");
        let result = g
            .result
            .map(|r| serde_json::to_string(&r).expect("result serialises"));
        let inserted = sqlx::query(&format!(
            "INSERT INTO games (guild_id, channel_id, kind, options, seed, player0, player1, \
             name0, name1, ai_level, rated, status, result, version, state, draw_offer, \
             turn_seconds, deadline, created_at, updated_at, clock0, clock1, clock_since, \
             recent_moves, remind_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
             $18, $19, $20, $21, $22, $23, $24, $25) RETURNING {GAME_COLUMNS}"
        ))
        .bind(id_in(g.guild_id))
        .bind(id_in(g.channel_id))
        .bind(g.kind.id())
        .bind(options)
        .bind(&g.seed)
        .bind(id_in(g.players[0]))
        .bind(id_in(g.players[1]))
        .bind(&g.names[0])
        .bind(&g.names[1])
        .bind(g.ai_level.clone())
        .bind(g.rated as i64)
        .bind(g.status.as_str())
        .bind(result)
        .bind(g.version)
        .bind(g.state.clone())
        .bind(g.draw_offer.map(|s| s.0 as i64))
        .bind(g.turn_seconds)
        .bind(g.deadline)
        .bind(g.created_at)
        .bind(g.updated_at)
        .bind(g.clock.map(|c| c.left_ms[0]))
        .bind(g.clock.map(|c| c.left_ms[1]))
        .bind(g.clock.map(|c| c.since))
        .bind(recent_moves_json(&g.recent_moves))
        .bind(g.remind_at)
        .fetch_one(&self.pool)
        .await;
        match inserted {
            Ok(row) => game_from_row(&row),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                Err(StoreError::ChannelBusy)
            }
            Err(e) => Err(e.into()),
        }
    }

    pub async fn game(&self, id: i64) -> StoreResult<Option<GameRecord>> {
        self.on_live_connection("read a game", |_| async move {
            sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
                .map(|r| game_from_row(&r))
                .transpose()
        })
        .await
    }

    /// The challenge or game in progress in a channel.
    pub async fn live_game_in_channel(&self, channel_id: u64) -> StoreResult<Option<GameRecord>> {
        self.on_live_connection("read a channel's game", |_| async move {
            sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 \
                 AND status IN ('challenge', 'active')"
            ))
            .bind(id_in(channel_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| game_from_row(&r))
            .transpose()
        })
        .await
    }

    /// Live games of these shards whose deadline is at or before `now` (unix ms).
    pub async fn games_due(&self, now: i64, shards: &ShardFilter) -> StoreResult<Vec<GameRecord>> {
        self.games_on_shards(
            "read the games due",
            "status IN ('challenge', 'active') AND deadline IS NOT NULL AND deadline <= $1",
            Some(now),
            shards,
            "deadline",
        )
        .await
    }

    /// Every live game on `shards`: what a restarted bot resumes.
    pub async fn live_games(&self, shards: &ShardFilter) -> StoreResult<Vec<GameRecord>> {
        self.games_on_shards(
            "read the live games",
            "status IN ('challenge', 'active')",
            None,
            shards,
            "id",
        )
        .await
    }

    /// Active games on `shards` whose turn reminder is due at `now` (unix ms).
    pub async fn reminders_due(
        &self,
        now: i64,
        shards: &ShardFilter,
    ) -> StoreResult<Vec<GameRecord>> {
        self.games_on_shards(
            "read the reminders due",
            "status = 'active' AND remind_at IS NOT NULL AND remind_at <= $1",
            Some(now),
            shards,
            "remind_at",
        )
        .await
    }

    /// Games matching `condition` (which may use `$1`, bound to `bound`) in guilds of
    /// `shards`, ordered by `order`.
    async fn games_on_shards(
        &self,
        what: &'static str,
        condition: &str,
        bound: Option<i64>,
        shards: &ShardFilter,
        order: &str,
    ) -> StoreResult<Vec<GameRecord>> {
        let next = 1 + usize::from(bound.is_some());
        let on_shards = shards
            .condition(next, next + 1)
            .map_or(String::new(), |c| format!("AND {c} "));
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE {condition} {on_shards}ORDER BY {order}"
        );
        self.on_live_connection(what, |_| async {
            let mut query = sqlx::query(&sql);
            if let Some(value) = bound {
                query = query.bind(value);
            }
            if !shards.is_all() {
                query = query
                    .bind(i64::from(shards.first))
                    .bind(i64::from(shards.last));
            }
            query
                .fetch_all(&self.pool)
                .await?
                .iter()
                .map(game_from_row)
                .collect()
        })
        .await
    }

    /// Mark the reminder at `remind_at` of game `id` sent. `false` when it was already (by
    /// another process) or the turn moved on. Not a new version of the game: the board the
    /// players see stays current.
    pub async fn clear_reminder(&self, id: i64, remind_at: i64) -> StoreResult<bool> {
        self.on_live_connection("mark a reminder sent", |_| async move {
            let done = sqlx::query(
                "UPDATE games SET remind_at = NULL WHERE id = $1 AND remind_at = $2 \
                 AND status = 'active'",
            )
            .bind(id)
            .bind(remind_at)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// The live games of one guild (a server the bot left).
    pub async fn live_games_in_guild(&self, guild_id: u64) -> StoreResult<Vec<GameRecord>> {
        self.on_live_connection("read a guild's live games", |_| async move {
            sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = $1 \
                 AND status IN ('challenge', 'active') ORDER BY id"
            ))
            .bind(id_in(guild_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(game_from_row)
            .collect()
        })
        .await
    }

    pub async fn moves(&self, game_id: i64) -> StoreResult<Vec<MoveRecord>> {
        self.on_live_connection("read a move log", |_| async move {
            let rows = sqlx::query(
                "SELECT game_id, ply, seat, user_id, notation, played_at FROM moves \
                 WHERE game_id = $1 ORDER BY ply",
            )
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| {
                    Ok(MoveRecord {
                        game_id: r.try_get("game_id")?,
                        ply: r.try_get("ply")?,
                        seat: Seat(r.try_get::<i64, _>("seat")? as u8),
                        user_id: id_out(r.try_get("user_id")?),
                        notation: r.try_get("notation")?,
                        played_at: r.try_get("played_at")?,
                    })
                })
                .collect()
        })
        .await
    }

    /// Commit a change to a game in one transaction: the new record (whose `version` must be
    /// the stored one plus one), the moves it adds, and the rating rows it writes. If the game
    /// is no longer at `new.version - 1` nothing is written and the answer is `Conflict`; if a
    /// rating row is no longer the one the new row was computed from (its game count is not
    /// one less), nothing is written and the answer is `RatingsChanged`.
    pub async fn commit(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> StoreResult<()> {
        self.on_live_connection("commit a game", |after_loss| async move {
            match self.commit_once(new, moves, ratings).await {
                // The lost try may have committed before its answer was lost; then the game
                // already holds this very change, and it must not be reported as another's.
                Err(StoreError::Conflict)
                    if after_loss && self.holds(new, moves.last()).await? =>
                {
                    Ok(())
                }
                other => other,
            }
        })
        .await
    }

    /// Whether the stored game is `new` (same version and state) and its log ends with `last`.
    async fn holds(&self, new: &GameRecord, last: Option<&MoveRecord>) -> StoreResult<bool> {
        let Some(stored) = self.game(new.id).await? else {
            return Ok(false);
        };
        if (stored.version, &stored.state, stored.status) != (new.version, &new.state, new.status) {
            return Ok(false);
        }
        let Some(last) = last else {
            return Ok(true);
        };
        let log = self.moves(new.id).await?;
        Ok(log.last().is_some_and(|m| {
            (m.ply, m.user_id, &m.notation) == (last.ply, last.user_id, &last.notation)
        }))
    }

    async fn commit_once(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> StoreResult<()> {
        // The common case, one move and no ratings, is one statement on PostgreSQL: a round
        // trip instead of four (BEGIN, UPDATE, INSERT, COMMIT) on the hottest path.
        if self.backend == Backend::Postgres && moves.len() <= 1 && ratings.is_empty() {
            return self.commit_one_statement(new, moves.first()).await;
        }
        let mut tx = self.pool.begin().await?;
        let updated = bind_game_update(sqlx::query(GAME_UPDATE), new)
            .execute(&mut *tx)
            .await?;
        if updated.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        for m in moves {
            bind_move(sqlx::query(MOVE_INSERT), m)
                .execute(&mut *tx)
                .await?;
        }
        // In user order, so that two games ending together lock their players' rows in the
        // same order and cannot deadlock.
        let mut ratings: Vec<&RatingRecord> = ratings.iter().collect();
        ratings.sort_by_key(|r| r.user_id);
        for r in ratings {
            Store::record_rating_change(&mut tx, new, r).await?;
            // A rating row is written with one game more than the row it was computed from:
            // the update applies only if the stored row is still that one.
            let written = sqlx::query(
                "INSERT INTO ratings (guild_id, kind, user_id, name, rating, deviation, \
                 volatility, wins, losses, draws) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                 ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET name = excluded.name, \
                 rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, wins = excluded.wins, \
                 losses = excluded.losses, draws = excluded.draws \
                 WHERE ratings.wins + ratings.losses + ratings.draws + 1 \
                 = excluded.wins + excluded.losses + excluded.draws",
            )
            .bind(id_in(r.guild_id))
            .bind(r.kind.id())
            .bind(id_in(r.user_id))
            .bind(&r.name)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(r.wins)
            .bind(r.losses)
            .bind(r.draws)
            .execute(&mut *tx)
            .await?;
            if written.rows_affected() != 1 {
                tx.rollback().await?;
                return Err(StoreError::RatingsChanged);
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// [`Store::commit`] of at most one move and no ratings as a single PostgreSQL statement
    /// (the move is inserted only if the versioned update matched).
    async fn commit_one_statement(
        &self,
        new: &GameRecord,
        mv: Option<&MoveRecord>,
    ) -> StoreResult<()> {
        let Some(m) = mv else {
            let updated = bind_game_update(sqlx::query(GAME_UPDATE), new)
                .execute(&self.pool)
                .await?;
            return match updated.rows_affected() {
                1 => Ok(()),
                _ => Err(StoreError::Conflict),
            };
        };
        let sql = format!(
            "WITH updated AS ({GAME_UPDATE} RETURNING id) \
             INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) \
             SELECT id, $16, $17, $18, $19, $20 FROM updated"
        );
        let query = bind_game_update(sqlx::query(&sql), new)
            .bind(m.ply)
            .bind(m.seat.0 as i64)
            .bind(id_in(m.user_id))
            .bind(&m.notation)
            .bind(m.played_at);
        match query.execute(&self.pool).await?.rows_affected() {
            1 => Ok(()),
            _ => Err(StoreError::Conflict),
        }
    }

    pub async fn rating(
        &self,
        guild_id: u64,
        kind: GameKind,
        user_id: u64,
    ) -> StoreResult<Option<RatingRecord>> {
        self.on_live_connection("read a rating", |_| async move {
            sqlx::query(
                "SELECT guild_id, kind, user_id, name, rating, deviation, volatility, wins, losses, \
                 draws FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3",
            )
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(id_in(user_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| rating_from_row(&r))
            .transpose()
        })
        .await
    }

    /// The top `limit` players of a guild for a game, best rating first.
    pub async fn leaderboard(
        &self,
        guild_id: u64,
        kind: GameKind,
        limit: i64,
    ) -> StoreResult<Vec<RatingRecord>> {
        self.on_live_connection("read a leaderboard", |_| async move {
            sqlx::query(
                "SELECT guild_id, kind, user_id, name, rating, deviation, volatility, wins, losses, \
                 draws FROM ratings WHERE guild_id = $1 AND kind = $2 \
                 ORDER BY rating DESC, user_id LIMIT $3",
            )
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(limit)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(rating_from_row)
            .collect()
        })
        .await
    }

    /// A player's rating rows in a guild, one per game they have played rated.
    pub async fn player_ratings(
        &self,
        guild_id: u64,
        user_id: u64,
    ) -> StoreResult<Vec<RatingRecord>> {
        self.on_live_connection("read a player's ratings", |_| async move {
            sqlx::query(
                "SELECT guild_id, kind, user_id, name, rating, deviation, volatility, wins, losses, \
                 draws FROM ratings WHERE guild_id = $1 AND user_id = $2 ORDER BY kind",
            )
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(rating_from_row)
            .collect()
        })
        .await
    }

    pub async fn guild_settings(&self, guild_id: u64) -> StoreResult<Option<GuildSettings>> {
        self.on_live_connection("read guild settings", |_| async move {
            let row = sqlx::query(
                "SELECT turn_seconds, rate_ai_games, challenge_cooldown_seconds FROM guild_settings \
                 WHERE guild_id = $1",
            )
            .bind(id_in(guild_id))
            .fetch_optional(&self.pool)
            .await?;
            row.map(|r| {
                Ok(GuildSettings {
                    turn_seconds: r.try_get("turn_seconds")?,
                    rate_ai_games: r.try_get::<i64, _>("rate_ai_games")? != 0,
                    challenge_cooldown_seconds: r.try_get("challenge_cooldown_seconds")?,
                })
            })
            .transpose()
        })
        .await
    }

    pub async fn set_guild_settings(&self, guild_id: u64, s: GuildSettings) -> StoreResult<()> {
        self.on_live_connection("write guild settings", |_| async move {
            sqlx::query(
                "INSERT INTO guild_settings (guild_id, turn_seconds, rate_ai_games, \
                 challenge_cooldown_seconds) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (guild_id) DO UPDATE SET turn_seconds = excluded.turn_seconds, \
                 rate_ai_games = excluded.rate_ai_games, \
                 challenge_cooldown_seconds = excluded.challenge_cooldown_seconds",
            )
            .bind(id_in(guild_id))
            .bind(s.turn_seconds)
            .bind(s.rate_ai_games as i64)
            .bind(s.challenge_cooldown_seconds)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Runs a database operation, again on another connection each time the one it used
    /// turns out to be dead: after a PostgreSQL restart every pooled connection is, and the
    /// pool finds out only by using each (it drops a connection that failed). `op` is told
    /// whether an earlier try was lost, so that a write can recognise its own lost success.
    async fn on_live_connection<T, F, Fut>(&self, what: &'static str, mut op: F) -> StoreResult<T>
    where
        F: FnMut(bool) -> Fut,
        Fut: std::future::Future<Output = StoreResult<T>>,
    {
        let mut lost = 0;
        loop {
            match op(lost > 0).await {
                Err(e) if lost < MAX_LOST_CONNECTIONS && e.is_lost_connection() => {
                    lost += 1;
                    tracing::warn!(what, error = %e, "lost a database connection; trying another");
                }
                other => return other,
            }
        }
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// A game's new state, written only over the version it was made from ($1–$13; the game's
/// id is $1 so that a statement built around it can use it again).
const GAME_UPDATE: &str = "UPDATE games SET status = $2, result = $3, version = $4, state = $5, \
     draw_offer = $6, deadline = $7, updated_at = $8, rated = $9, clock0 = $10, clock1 = $11, \
     clock_since = $12, recent_moves = $14, remind_at = $15 WHERE id = $1 AND version = $13";

const MOVE_INSERT: &str = "INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) \
     VALUES ($1, $2, $3, $4, $5, $6)";

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

fn bind_game_update<'q>(query: AnyQuery<'q>, new: &'q GameRecord) -> AnyQuery<'q> {
    let result = new
        .result
        .map(|r| serde_json::to_string(&r).expect("result serialises"));
    query
        .bind(new.id)
        .bind(new.status.as_str())
        .bind(result)
        .bind(new.version)
        .bind(new.state.clone())
        .bind(new.draw_offer.map(|s| s.0 as i64))
        .bind(new.deadline)
        .bind(new.updated_at)
        .bind(new.rated as i64)
        .bind(new.clock.map(|c| c.left_ms[0]))
        .bind(new.clock.map(|c| c.left_ms[1]))
        .bind(new.clock.map(|c| c.since))
        .bind(new.version - 1)
        .bind(recent_moves_json(&new.recent_moves))
        .bind(new.remind_at)
}

fn recent_moves_json(moves: &[String]) -> String {
    serde_json::to_string(moves).expect("moves serialise")
}

fn bind_move<'q>(query: AnyQuery<'q>, m: &'q MoveRecord) -> AnyQuery<'q> {
    query
        .bind(m.game_id)
        .bind(m.ply)
        .bind(m.seat.0 as i64)
        .bind(id_in(m.user_id))
        .bind(&m.notation)
        .bind(m.played_at)
}

fn game_from_row(r: &AnyRow) -> StoreResult<GameRecord> {
    let kind_id: String = r.try_get("kind")?;
    let kind = GameKind::from_id(&kind_id)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind `{kind_id}`")))?;
    let options: String = r.try_get("options")?;
    let options =
        serde_json::from_str(&options).map_err(|e| StoreError::Corrupt(format!("options: {e}")))?;
    let result: Option<String> = r.try_get("result")?;
    let result = result
        .map(|s| serde_json::from_str(&s))
        .transpose()
        .map_err(|e| StoreError::Corrupt(format!("result: {e}")))?;
    let status: String = r.try_get("status")?;
    Ok(GameRecord {
        id: r.try_get("id")?,
        guild_id: id_out(r.try_get("guild_id")?),
        channel_id: id_out(r.try_get("channel_id")?),
        kind,
        options,
        seed: r.try_get("seed")?,
        players: [id_out(r.try_get("player0")?), id_out(r.try_get("player1")?)],
        names: [r.try_get("name0")?, r.try_get("name1")?],
        ai_level: r.try_get("ai_level")?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        status: status.parse()?,
        result,
        version: r.try_get("version")?,
        state: r.try_get("state")?,
        draw_offer: r
            .try_get::<Option<i64>, _>("draw_offer")?
            .map(|s| Seat(s as u8)),
        turn_seconds: r.try_get("turn_seconds")?,
        deadline: r.try_get("deadline")?,
        clock: match (
            r.try_get::<Option<i64>, _>("clock0")?,
            r.try_get::<Option<i64>, _>("clock1")?,
            r.try_get::<Option<i64>, _>("clock_since")?,
        ) {
            (Some(a), Some(b), Some(since)) => Some(ClockState {
                left_ms: [a, b],
                since,
            }),
            _ => None,
        },
        created_at: r.try_get("created_at")?,
        updated_at: r.try_get("updated_at")?,
        recent_moves: match r.try_get::<Option<String>, _>("recent_moves")? {
            Some(json) => serde_json::from_str(&json)
                .map_err(|e| StoreError::Corrupt(format!("recent moves: {e}")))?,
            None => Vec::new(),
        },
        remind_at: r.try_get("remind_at")?,
    })
}

fn rating_from_row(r: &AnyRow) -> StoreResult<RatingRecord> {
    let kind_id: String = r.try_get("kind")?;
    Ok(RatingRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        kind: GameKind::from_id(&kind_id)
            .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind `{kind_id}`")))?,
        user_id: id_out(r.try_get("user_id")?),
        name: r.try_get("name")?,
        rating: r.try_get("rating")?,
        deviation: r.try_get("deviation")?,
        volatility: r.try_get("volatility")?,
        wins: r.try_get("wins")?,
        losses: r.try_get("losses")?,
        draws: r.try_get("draws")?,
    })
}
