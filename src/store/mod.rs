//! The database: games, their move logs, ratings and guild settings. PostgreSQL when the URL
//! says so, otherwise an embedded SQLite file. Both run the same queries through sqlx's `Any`
//! driver; the schema differs only where the two dialects do (see `migrations/`).
//!
//! `records` holds the types the store reads and writes, `games` the games and their move
//! logs, `ratings` the rating rows, `retry` what survives a lost connection; this file opens
//! the database and keeps the guild settings.

use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, Row};

mod achievements;
mod analyses;
mod changes;
mod channels;
mod conditional;
mod design_gallery;
mod design_reports;
mod events;
mod extra_time;
mod game_end;
mod games;
mod history;
mod locales;
mod move_log;
mod notifications;
mod paused_games;
mod players_games;
mod preferences;
mod privacy;
mod protection;
mod puzzles;
mod ratings;
mod records;
mod rematch;
mod retry;
mod roles;
mod rules_files;
mod seasons;
mod server_designs;
mod sessions;
mod shards;
mod spectators;
mod teams;
mod tournaments;
mod vacations;

pub use achievements::{AchievementRecord, StreakRecord};
pub use analyses::StoredAnalysis;
pub use changes::{ChangeListener, NotifiedChange};
pub use design_gallery::{GalleryEntry, GalleryState};
pub use design_reports::{KeptReport, PairingFigures, PlayedFigures, ReportFigures};
pub use events::{EventKind, GameEvent};
pub use game_end::{EndBookkeeping, EndReads, MovesAhead, ProgressWrite};
use games::{bind_game_update, game_from_row, GAME_COLUMNS, GAME_UPDATE};
pub use history::PastGame;
pub use notifications::NotificationRow;
pub use paused_games::{DesignerNoticeRecord, PauseRecord};
pub use preferences::PaletteOwner;
pub use privacy::{
    ChallengeSetting, HistoryPoint, Organized, PersonRows, Pseudonym, RenamedGame, TournamentEntry,
    PSEUDONYM_BASE,
};
pub use protection::{BlockRecord, ChallengeGate};
pub use puzzles::{AttemptRecord, PuzzleRecord};
pub use ratings::{PairRatings, PoolRatings, Rank, RatingPoint};
pub use records::{
    Backend, ClockState, EndReason, GameRecord, GameResult, GuildSettings, MoveRecord,
    RatingRecord, Status, StoreError, StoreResult, RECENT_MOVES,
};
pub use roles::{RoleRuleRecord, RoleSyncRecord};
pub use rules_files::RulesFileRecord;
pub use seasons::{ChampionRecord, SeasonPlan, SeasonRecord};
pub use server_designs::{DesignVersion, ServerDesign, UploadOutcome};
pub use sessions::SessionRecord;
pub use shards::ShardFilter;
pub use teams::{TeamRecord, VoteRecord};
pub use tournaments::{
    EntrantRecord, NewPairing, PairingRecord, TournamentRecord, TournamentStatus, TournamentWrite,
};
pub use vacations::{VacationRecord, VacationStart};

#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    /// Where a game's end reads and writes (see [`end_pool`]); on SQLite, `pool`.
    ends: AnyPool,
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

/// Connections of the pool of games' ends on PostgreSQL ([`end_pool`]), besides the others.
const END_MAX_CONNECTIONS: u32 = 4;

/// A pooled PostgreSQL connection idle this long is checked before it is used again.
const PING_WHEN_IDLE_FOR: std::time::Duration = std::time::Duration::from_secs(10);

/// The public pages' own pool ([`Store::for_web_reads`]): a few connections, a short wait for
/// one, and PostgreSQL cancelling a read that runs long, so that a stalled database gives a
/// page's reader a quick 503 and a slow page never holds a connection a move needs.
const WEB_MAX_CONNECTIONS: u32 = 8;
const WEB_ACQUIRE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(3);
/// Statements of the pages' pool, each: `statement_timeout`, then the server's keepalive probes
/// of the connection (a page's connection whose client vanished is noticed within a minute).
const WEB_SESSION_SETTINGS: [&str; 4] = [
    "SET statement_timeout = 5000",
    "SET tcp_keepalives_idle = 30",
    "SET tcp_keepalives_interval = 10",
    "SET tcp_keepalives_count = 3",
];

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
            options = options
                .max_connections(PG_MAX_CONNECTIONS)
                .test_before_acquire(false)
                .before_acquire(ping_when_idle);
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
        let ends = match backend {
            Backend::Postgres => end_pool(&pool),
            Backend::Sqlite => pool.clone(),
        };
        let store = Store {
            pool,
            ends,
            backend,
        };
        let compacted = store.compact_old_logs().await?;
        if compacted > 0 {
            tracing::info!(
                games = compacted,
                "folded the move rows of finished games into compact logs"
            );
        }
        Ok(store)
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The same database through a pool of its own for the public pages, with their short
    /// limits; the moves keep this pool and its longer ones. Connections open when first
    /// needed. An in-memory SQLite database cannot be opened twice: it is read through this
    /// pool.
    pub fn for_web_reads(&self) -> Store {
        let options = (*self.pool.connect_options()).clone();
        let url = options.database_url.as_str();
        if self.backend == Backend::Sqlite
            && (url.contains(":memory:") || url.contains("mode=memory"))
        {
            return self.clone();
        }
        let pool_options = AnyPoolOptions::new().acquire_timeout(WEB_ACQUIRE_TIMEOUT);
        let pool = match self.backend {
            // SQLite in WAL mode: this reader never waits for the writer.
            Backend::Sqlite => pool_options.max_connections(1),
            Backend::Postgres => pool_options
                .max_connections(WEB_MAX_CONNECTIONS)
                .after_connect(|conn, _meta| {
                    Box::pin(async move {
                        for setting in WEB_SESSION_SETTINGS {
                            sqlx::query(setting).execute(&mut *conn).await?;
                        }
                        Ok(())
                    })
                }),
        }
        .connect_lazy_with(options);
        Store {
            ends: pool.clone(),
            pool,
            backend: self.backend,
        }
    }

    pub async fn guild_settings(&self, guild_id: u64) -> StoreResult<Option<GuildSettings>> {
        self.on_live_connection("read guild settings", |_| async move {
            let row = sqlx::query(
                "SELECT turn_seconds, rate_ai_games, challenge_cooldown_seconds, game_threads, \
                 public_pages, takebacks_rated, count_everywhere, announce_achievements, team_challenges FROM guild_settings \
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
                    game_threads: r.try_get::<i64, _>("game_threads")? != 0,
                    public_pages: r.try_get::<i64, _>("public_pages")? != 0,
                    takebacks_rated: r.try_get::<i64, _>("takebacks_rated")? != 0,
                    count_everywhere: r.try_get::<i64, _>("count_everywhere")? != 0,
                    announce_achievements: r.try_get::<i64, _>("announce_achievements")? != 0,
                    team_challenges: r.try_get::<i64, _>("team_challenges")? != 0,
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
                 challenge_cooldown_seconds, game_threads, public_pages, takebacks_rated, \
                 count_everywhere, announce_achievements, team_challenges) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                 ON CONFLICT (guild_id) DO UPDATE SET turn_seconds = excluded.turn_seconds, \
                 rate_ai_games = excluded.rate_ai_games, \
                 challenge_cooldown_seconds = excluded.challenge_cooldown_seconds, \
                 game_threads = excluded.game_threads, public_pages = excluded.public_pages, \
                 takebacks_rated = excluded.takebacks_rated, \
                 count_everywhere = excluded.count_everywhere, \
                 announce_achievements = excluded.announce_achievements, \
                 team_challenges = excluded.team_challenges",
            )
            .bind(id_in(guild_id))
            .bind(s.turn_seconds)
            .bind(s.rate_ai_games as i64)
            .bind(s.challenge_cooldown_seconds)
            .bind(s.game_threads as i64)
            .bind(s.public_pages as i64)
            .bind(s.takebacks_rated as i64)
            .bind(s.count_everywhere as i64)
            .bind(s.announce_achievements as i64)
            .bind(s.team_challenges as i64)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    pub async fn close(&self) {
        self.pool.close().await;
        self.ends.close().await;
    }
}

/// A pooled connection in steady use is known to be alive: it is pinged before use only after
/// an idle while (where a restarted server or a dropped socket would show), not before every
/// query, which cost a round trip per query under load.
fn ping_when_idle(
    conn: &mut sqlx::AnyConnection,
    meta: sqlx::pool::PoolConnectionMetadata,
) -> futures_util::future::BoxFuture<'_, Result<bool, sqlx::Error>> {
    Box::pin(async move {
        if meta.idle_for >= PING_WHEN_IDLE_FOR {
            sqlx::Connection::ping(conn).await?;
        }
        Ok(true)
    })
}

/// The PostgreSQL pool of games' ends (their ratings read, their streaks and move rows read,
/// and their one write): the same database, on connections of its own that plan each statement
/// once (`plan_cache_mode`), not for its values at each of its first five runs on a connection
/// as PostgreSQL does by default: planning the end's statement for its values took longer than
/// running it (1.0-2.1 ms against 0.5-0.9 in `live_load`), and so did planning its reads.
/// Every value these statements compare is a key, so one plan serves every value. Connections
/// open when first needed, and are checked before use after an idle while, as `pool`'s.
fn end_pool(pool: &AnyPool) -> AnyPool {
    AnyPoolOptions::new()
        .max_connections(END_MAX_CONNECTIONS)
        .test_before_acquire(false)
        .before_acquire(ping_when_idle)
        .after_connect(|conn, _meta| {
            Box::pin(async move {
                sqlx::query("SET plan_cache_mode = force_generic_plan")
                    .execute(&mut *conn)
                    .await?;
                Ok(())
            })
        })
        .connect_lazy_with((*pool.connect_options()).clone())
}
