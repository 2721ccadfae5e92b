//! Daily puzzles: each pool's puzzle of the day, and each player's tries at it.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{id_in, id_out, Store, StoreError, StoreResult};
use crate::games::{GameKind, Options};

/// A day's puzzle of a pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRecord {
    pub guild_id: u64,
    /// UTC days since 1970.
    pub day: i64,
    pub kind: GameKind,
    pub options: Options,
    pub seed: String,
    /// The log up to the position.
    pub moves: Vec<String>,
    pub answer: String,
    /// Legal moves in the position.
    pub choices: i64,
    /// The finished game it comes from (`None`: a game the AI played itself).
    pub source_game_id: Option<i64>,
    pub created_at: i64,
}

/// A player's tries at a day's puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttemptRecord {
    pub user_id: u64,
    pub name: String,
    pub attempts: i64,
    pub solved_at: Option<i64>,
}

/// A puzzle's row; a designed game's is replayed with its own rules file (`kind` is read by
/// the caller, which may have to load the file).
fn puzzle_from_row(r: &AnyRow, kind: GameKind) -> StoreResult<PuzzleRecord> {
    let options: String = r.try_get("options")?;
    let moves: String = r.try_get("moves")?;
    Ok(PuzzleRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        day: r.try_get("day")?,
        kind,
        options: serde_json::from_str(&options)
            .map_err(|e| StoreError::Corrupt(format!("puzzle options: {e}")))?,
        seed: r.try_get("seed")?,
        moves: moves.lines().map(str::to_string).collect(),
        answer: r.try_get("answer")?,
        choices: r.try_get("choices")?,
        source_game_id: r.try_get("source_game_id")?,
        created_at: r.try_get("created_at")?,
    })
}

fn attempt_from_row(r: &AnyRow) -> StoreResult<AttemptRecord> {
    Ok(AttemptRecord {
        user_id: id_out(r.try_get("user_id")?),
        name: r.try_get("name")?,
        attempts: r.try_get("attempts")?,
        solved_at: r.try_get("solved_at")?,
    })
}

impl Store {
    pub async fn puzzle(&self, guild_id: u64, day: i64) -> StoreResult<Option<PuzzleRecord>> {
        let row = self
            .on_live_connection("read a puzzle", |_| async move {
                Ok(sqlx::query(
                    "SELECT guild_id, day, kind, options, seed, moves, answer, choices, \
                     source_game_id, created_at, rules_hash FROM puzzles \
                     WHERE guild_id = $1 AND day = $2",
                )
                .bind(id_in(guild_id))
                .bind(day)
                .fetch_optional(&self.pool)
                .await?)
            })
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let kind = match row.try_get::<Option<String>, _>("rules_hash")? {
            Some(hash) => self.designed_kind(&hash).await?,
            None => {
                let kind: String = row.try_get("kind")?;
                GameKind::native_from_id(&kind)
                    .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind `{kind}`")))?
            }
        };
        puzzle_from_row(&row, kind).map(Some)
    }

    /// Keeps a day's puzzle unless the pool has one for that day already (another process
    /// found one first): the day's puzzle as stored.
    pub async fn insert_puzzle(&self, p: &PuzzleRecord) -> StoreResult<()> {
        self.on_live_connection("keep a puzzle", |_| async move {
            sqlx::query(
                "INSERT INTO puzzles (guild_id, day, kind, options, seed, moves, answer, \
                 choices, source_game_id, created_at, rules_hash) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
                 ON CONFLICT (guild_id, day) DO NOTHING",
            )
            .bind(id_in(p.guild_id))
            .bind(p.day)
            .bind(p.kind.id())
            .bind(serde_json::to_string(&p.options).expect("options serialise"))
            .bind(&p.seed)
            .bind(p.moves.join("\n"))
            .bind(&p.answer)
            .bind(p.choices)
            .bind(p.source_game_id)
            .bind(p.created_at)
            .bind(p.kind.rules_file().map(|r| r.hash_hex()))
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// The finished games of a pool a puzzle may come from: of `kinds`, newest first, not
    /// used for a puzzle before, at most `limit`.
    pub async fn puzzle_candidates(
        &self,
        guild_id: u64,
        kinds: &[GameKind],
        limit: i64,
    ) -> StoreResult<Vec<i64>> {
        // Game ids are fixed words: written into the query, not bound one by one.
        let kinds = kinds
            .iter()
            .map(|k| format!("'{}'", k.id()))
            .collect::<Vec<_>>()
            .join(", ");
        let kinds = &kinds;
        self.on_live_connection("find puzzle candidates", |_| async move {
            sqlx::query(&format!(
                "SELECT id FROM games WHERE guild_id = $1 AND status = 'finished' \
                 AND kind IN ({kinds}) AND NOT EXISTS (SELECT 1 FROM puzzles p \
                 WHERE p.guild_id = $1 AND p.source_game_id = games.id) \
                 ORDER BY updated_at DESC, id DESC LIMIT $2"
            ))
            .bind(id_in(guild_id))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| Ok(r.try_get("id")?))
            .collect()
        })
        .await
    }

    pub async fn puzzle_attempt(
        &self,
        guild_id: u64,
        day: i64,
        user_id: u64,
    ) -> StoreResult<Option<AttemptRecord>> {
        self.on_live_connection("read a puzzle attempt", |_| async move {
            sqlx::query(
                "SELECT user_id, name, attempts, solved_at FROM puzzle_attempts \
                 WHERE guild_id = $1 AND day = $2 AND user_id = $3",
            )
            .bind(id_in(guild_id))
            .bind(day)
            .bind(id_in(user_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| attempt_from_row(&r))
            .transpose()
        })
        .await
    }

    /// Counts one try at a day's puzzle, solving it at `solved_at` if given; a player who
    /// solved it already is left as they were. The player's tries after.
    pub async fn record_attempt(
        &self,
        guild_id: u64,
        day: i64,
        user_id: u64,
        name: &str,
        solved_at: Option<i64>,
    ) -> StoreResult<AttemptRecord> {
        self.on_live_connection("record a puzzle attempt", |_| async move {
            sqlx::query(
                "INSERT INTO puzzle_attempts (guild_id, day, user_id, name, attempts, solved_at) \
                 VALUES ($1, $2, $3, $4, 1, $5) ON CONFLICT (guild_id, day, user_id) DO UPDATE \
                 SET attempts = puzzle_attempts.attempts + 1, name = excluded.name, \
                 solved_at = excluded.solved_at WHERE puzzle_attempts.solved_at IS NULL",
            )
            .bind(id_in(guild_id))
            .bind(day)
            .bind(id_in(user_id))
            .bind(name)
            .bind(solved_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await?;
        self.puzzle_attempt(guild_id, day, user_id)
            .await?
            .ok_or_else(|| StoreError::Corrupt("a puzzle attempt vanished".into()))
    }

    /// Who solved a day's puzzle, first solver first.
    pub async fn puzzle_solvers(&self, guild_id: u64, day: i64) -> StoreResult<Vec<AttemptRecord>> {
        self.on_live_connection("read a puzzle's solvers", |_| async move {
            sqlx::query(
                "SELECT user_id, name, attempts, solved_at FROM puzzle_attempts \
                 WHERE guild_id = $1 AND day = $2 AND solved_at IS NOT NULL \
                 ORDER BY solved_at, user_id",
            )
            .bind(id_in(guild_id))
            .bind(day)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(attempt_from_row)
            .collect()
        })
        .await
    }

    /// The days a player solved a pool's puzzle, newest first, at most `limit`.
    pub async fn solved_days(
        &self,
        guild_id: u64,
        user_id: u64,
        limit: i64,
    ) -> StoreResult<Vec<i64>> {
        self.on_live_connection("read solved puzzle days", |_| async move {
            sqlx::query(
                "SELECT day FROM puzzle_attempts WHERE guild_id = $1 AND user_id = $2 \
                 AND solved_at IS NOT NULL ORDER BY day DESC LIMIT $3",
            )
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| Ok(r.try_get("day")?))
            .collect()
        })
        .await
    }

    /// Every try a person made at a daily puzzle: (pool, day, tries, solved at) (their data
    /// export).
    pub(super) async fn person_puzzle_attempts(
        &self,
        user_id: u64,
    ) -> StoreResult<Vec<(u64, i64, i64, Option<i64>)>> {
        sqlx::query(
            "SELECT guild_id, day, attempts, solved_at FROM puzzle_attempts WHERE user_id = $1 \
             ORDER BY guild_id, day",
        )
        .bind(id_in(user_id))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok((
                id_out(r.try_get("guild_id")?),
                r.try_get("day")?,
                r.try_get("attempts")?,
                r.try_get("solved_at")?,
            ))
        })
        .collect()
    }
}
