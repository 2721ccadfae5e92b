//! Achievements and streaks: what each player earned in a pool, and their streaks folded over
//! their finished games up to a cursor (the host's `achievements.rs` does the folding).

use sqlx::any::AnyRow;
use sqlx::Row;

use super::games::GAME_COLUMNS;
use super::{id_in, id_out, GameRecord, Store, StoreResult};

/// One achievement a player earned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AchievementRecord {
    pub guild_id: u64,
    pub user_id: u64,
    pub code: String,
    pub achieved_at: i64,
    /// The game that earned it, if a game did.
    pub game_id: Option<i64>,
}

/// A player's streaks in a pool after the games up to `cursor`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StreakRecord {
    pub games: i64,
    pub win_streak: i64,
    pub best_win_streak: i64,
    /// Days in a row (UTC) with a finished game, up to `last_day`.
    pub day_streak: i64,
    pub best_day_streak: i64,
    /// The last UTC day (days since 1970) with a finished game.
    pub last_day: Option<i64>,
    /// The last game counted: (when it ended, its id); (0, 0) before any.
    pub cursor: (i64, i64),
}

const ACHIEVEMENT_COLUMNS: &str = "guild_id, user_id, code, achieved_at, game_id";

fn achievement_from_row(r: &AnyRow) -> StoreResult<AchievementRecord> {
    Ok(AchievementRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        user_id: id_out(r.try_get("user_id")?),
        code: r.try_get("code")?,
        achieved_at: r.try_get("achieved_at")?,
        game_id: r.try_get("game_id")?,
    })
}

pub(super) fn streaks_from_row(r: &AnyRow) -> StoreResult<StreakRecord> {
    Ok(StreakRecord {
        games: r.try_get("games")?,
        win_streak: r.try_get("win_streak")?,
        best_win_streak: r.try_get("best_win_streak")?,
        day_streak: r.try_get("day_streak")?,
        best_day_streak: r.try_get("best_day_streak")?,
        last_day: r.try_get("last_day")?,
        cursor: (r.try_get("last_game_at")?, r.try_get("last_game_id")?),
    })
}

/// Achievements not earned by a game: kept when the rest is rebuilt.
const AWARDED_ELSEWHERE: &str = "'tournament-won'";

impl Store {
    pub async fn streaks(&self, guild_id: u64, user_id: u64) -> StoreResult<Option<StreakRecord>> {
        Ok(self
            .streaks_of(guild_id, &[user_id])
            .await?
            .into_iter()
            .next()
            .and_then(|(_, streaks)| streaks))
    }

    /// Players' streaks in a pool, in one read: each of `user_ids` with theirs (`None`: none
    /// yet), in that order.
    pub async fn streaks_of(
        &self,
        guild_id: u64,
        user_ids: &[u64],
    ) -> StoreResult<Vec<(u64, Option<StreakRecord>)>> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        self.on_live_connection("read streaks", |_| async move {
            let users: Vec<String> = (0..user_ids.len()).map(|i| format!("${}", i + 2)).collect();
            let sql = format!(
                "SELECT user_id, games, win_streak, best_win_streak, day_streak, \
                 best_day_streak, last_day, last_game_at, last_game_id FROM player_streaks \
                 WHERE guild_id = $1 AND user_id IN ({})",
                users.join(", ")
            );
            let mut query = sqlx::query(&sql).bind(id_in(guild_id));
            for &user_id in user_ids {
                query = query.bind(id_in(user_id));
            }
            let rows = query
                .fetch_all(&self.pool)
                .await?
                .iter()
                .map(|r| Ok((id_out(r.try_get("user_id")?), streaks_from_row(r)?)))
                .collect::<StoreResult<Vec<_>>>()?;
            Ok(user_ids
                .iter()
                .map(|&user_id| {
                    let found = rows.iter().find(|(u, _)| *u == user_id);
                    (user_id, found.map(|(_, streaks)| *streaks))
                })
                .collect())
        })
        .await
    }

    /// A player's finished games in a pool after `cursor` (when a game ended, its id), oldest
    /// first, at most `limit`.
    pub async fn finished_games_after(
        &self,
        guild_id: u64,
        user_id: u64,
        cursor: (i64, i64),
        limit: i64,
    ) -> StoreResult<Vec<GameRecord>> {
        self.on_live_connection("read finished games after a cursor", |_| async move {
            let rows = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = $1 AND status = 'finished' \
                 AND (player0 = $2 OR player1 = $2) \
                 AND (updated_at > $3 OR (updated_at = $3 AND id > $4)) \
                 ORDER BY updated_at, id LIMIT $5"
            ))
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .bind(cursor.0)
            .bind(cursor.1)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
            self.games_of(rows).await
        })
        .await
    }

    /// Writes a player's streaks folded on from `from` (the cursor they were read at) and the
    /// achievements earned on the way, in one transaction; `false` (nothing written) when
    /// another process moved the streaks on meanwhile.
    pub async fn save_progress(
        &self,
        guild_id: u64,
        user_id: u64,
        from: (i64, i64),
        streaks: &StreakRecord,
        earned: &[AchievementRecord],
    ) -> StoreResult<bool> {
        self.on_live_connection("save progress", |_| async move {
            let mut tx = self.pool.begin().await?;
            let values = "($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
            let written = sqlx::query(&format!(
                "INSERT INTO player_streaks (guild_id, user_id, games, win_streak, \
                 best_win_streak, day_streak, best_day_streak, last_day, last_game_at, \
                 last_game_id) VALUES {values} ON CONFLICT (guild_id, user_id) DO UPDATE SET \
                 games = excluded.games, win_streak = excluded.win_streak, \
                 best_win_streak = excluded.best_win_streak, day_streak = excluded.day_streak, \
                 best_day_streak = excluded.best_day_streak, last_day = excluded.last_day, \
                 last_game_at = excluded.last_game_at, last_game_id = excluded.last_game_id \
                 WHERE player_streaks.last_game_at = $11 AND player_streaks.last_game_id = $12"
            ))
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .bind(streaks.games)
            .bind(streaks.win_streak)
            .bind(streaks.best_win_streak)
            .bind(streaks.day_streak)
            .bind(streaks.best_day_streak)
            .bind(streaks.last_day)
            .bind(streaks.cursor.0)
            .bind(streaks.cursor.1)
            .bind(from.0)
            .bind(from.1)
            .execute(&mut *tx)
            .await?;
            if written.rows_affected() != 1 {
                tx.rollback().await?;
                return Ok(false);
            }
            Store::insert_achievements(&mut tx, earned).await?;
            tx.commit().await?;
            Ok(true)
        })
        .await
    }

    /// Inserts achievements the players do not hold yet, in one statement; how many were new.
    /// Of several of one code only the first counts, as the store keeps the first earned.
    pub(super) async fn insert_achievements(
        conn: &mut sqlx::AnyConnection,
        earned: &[AchievementRecord],
    ) -> StoreResult<u64> {
        let mut firsts: Vec<&AchievementRecord> = Vec::with_capacity(earned.len());
        for a in earned {
            if !firsts
                .iter()
                .any(|f| (f.guild_id, f.user_id, &f.code) == (a.guild_id, a.user_id, &a.code))
            {
                firsts.push(a);
            }
        }
        if firsts.is_empty() {
            return Ok(0);
        }
        let values: Vec<String> = (0..firsts.len())
            .map(|i| {
                let n = 5 * i;
                format!(
                    "(${}, ${}, ${}, ${}, ${})",
                    n + 1,
                    n + 2,
                    n + 3,
                    n + 4,
                    n + 5
                )
            })
            .collect();
        let sql = format!(
            "INSERT INTO achievements ({ACHIEVEMENT_COLUMNS}) VALUES {} \
             ON CONFLICT (guild_id, user_id, code) DO NOTHING",
            values.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for a in firsts {
            query = query
                .bind(id_in(a.guild_id))
                .bind(id_in(a.user_id))
                .bind(&a.code)
                .bind(a.achieved_at)
                .bind(a.game_id);
        }
        Ok(query.execute(conn).await?.rows_affected())
    }

    /// Keeps an achievement earned outside a game's fold; `false` if the player had it.
    pub async fn award(&self, a: &AchievementRecord) -> StoreResult<bool> {
        self.on_live_connection("award an achievement", |_| async move {
            let mut conn = self.pool.acquire().await?;
            Ok(Store::insert_achievements(&mut conn, std::slice::from_ref(a)).await? == 1)
        })
        .await
    }

    /// A player's achievements in a pool, oldest first.
    pub async fn achievements(
        &self,
        guild_id: u64,
        user_id: u64,
    ) -> StoreResult<Vec<AchievementRecord>> {
        self.on_live_connection("read achievements", |_| async move {
            sqlx::query(&format!(
                "SELECT {ACHIEVEMENT_COLUMNS} FROM achievements WHERE guild_id = $1 \
                 AND user_id = $2 ORDER BY achieved_at, code"
            ))
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(achievement_from_row)
            .collect()
        })
        .await
    }

    /// The achievements a game earned (announced under its final board).
    pub async fn achievements_of_game(&self, game_id: i64) -> StoreResult<Vec<AchievementRecord>> {
        self.on_live_connection("read a game's achievements", |_| async move {
            sqlx::query(&format!(
                "SELECT {ACHIEVEMENT_COLUMNS} FROM achievements WHERE game_id = $1 \
                 ORDER BY user_id, code"
            ))
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(achievement_from_row)
            .collect()
        })
        .await
    }

    /// Forgets a player's streaks and the achievements games earned them (to be rebuilt).
    pub async fn forget_progress(&self, guild_id: u64, user_id: u64) -> StoreResult<()> {
        self.on_live_connection("forget progress", |_| async move {
            let mut tx = self.pool.begin().await?;
            sqlx::query("DELETE FROM player_streaks WHERE guild_id = $1 AND user_id = $2")
                .bind(id_in(guild_id))
                .bind(id_in(user_id))
                .execute(&mut *tx)
                .await?;
            sqlx::query(&format!(
                "DELETE FROM achievements WHERE guild_id = $1 AND user_id = $2 \
                 AND code NOT IN ({AWARDED_ELSEWHERE})"
            ))
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// Every achievement of a person, in every pool (their data export).
    pub(super) async fn person_achievements(
        &self,
        user_id: u64,
    ) -> StoreResult<Vec<AchievementRecord>> {
        sqlx::query(&format!(
            "SELECT {ACHIEVEMENT_COLUMNS} FROM achievements WHERE user_id = $1 \
             ORDER BY guild_id, achieved_at, code"
        ))
        .bind(id_in(user_id))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(achievement_from_row)
        .collect()
    }
}
