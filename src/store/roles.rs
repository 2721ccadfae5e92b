//! Rating roles: the rules a server's admin set, the members whose roles are to be brought in
//! line with them (a queue worked off by the front end), and the last problem it met.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{id_in, id_out, Store, StoreError, StoreResult};
use crate::games::GameKind;

/// One rule: a role given for a rating tier in a game, or to a season champion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleRuleRecord {
    pub guild_id: u64,
    pub role_id: u64,
    /// A tier's game; a champion's game (`None`: any game).
    pub kind: Option<GameKind>,
    /// `Some`: a tier from this all-time rating up; `None`: a season champion's role.
    pub min_rating: Option<i64>,
}

/// A member whose roles are due to be brought in line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleSyncRecord {
    pub guild_id: u64,
    pub user_id: u64,
    pub due_at: i64,
    /// Failed tries so far.
    pub attempts: i64,
}

fn rule_from_row(r: &AnyRow) -> StoreResult<RoleRuleRecord> {
    let kind = match r.try_get::<Option<String>, _>("kind")? {
        None => None,
        Some(id) => Some(
            GameKind::from_id(&id)
                .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind `{id}`")))?,
        ),
    };
    Ok(RoleRuleRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        role_id: id_out(r.try_get("role_id")?),
        kind,
        min_rating: r.try_get("min_rating")?,
    })
}

impl Store {
    pub async fn role_rules(&self, guild_id: u64) -> StoreResult<Vec<RoleRuleRecord>> {
        self.on_live_connection("read role rules", |_| async move {
            sqlx::query(
                "SELECT guild_id, role_id, kind, min_rating FROM role_rules WHERE guild_id = $1 \
                 ORDER BY kind, min_rating, role_id",
            )
            .bind(id_in(guild_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(rule_from_row)
            .collect()
        })
        .await
    }

    /// Adds (or replaces) the rule of a role and queues, due at `at`, every member it may
    /// concern: a tier's game's rated players, or every season champion of the pool.
    pub async fn set_role_rule(&self, rule: &RoleRuleRecord, at: i64) -> StoreResult<()> {
        self.on_live_connection("write a role rule", |_| async move {
            let mut tx = self.pool.begin().await?;
            sqlx::query(
                "INSERT INTO role_rules (guild_id, role_id, kind, min_rating) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, role_id) DO UPDATE SET \
                 kind = excluded.kind, min_rating = excluded.min_rating",
            )
            .bind(id_in(rule.guild_id))
            .bind(id_in(rule.role_id))
            .bind(rule.kind.map(|k| k.id()))
            .bind(rule.min_rating)
            .execute(&mut *tx)
            .await?;
            // (SQLite reads `ON CONFLICT` after a bare `SELECT … FROM` as a join: hence the
            // `WHERE true`.)
            let concerned = match rule.min_rating {
                Some(_) => "SELECT DISTINCT user_id FROM ratings WHERE guild_id = $1",
                None => "SELECT DISTINCT user_id FROM season_champions WHERE guild_id = $1",
            };
            sqlx::query(&format!(
                "INSERT INTO role_syncs (guild_id, user_id, due_at, attempts) \
                 SELECT $1, user_id, $2, 0 FROM ({concerned}) AS concerned WHERE true \
                 ON CONFLICT (guild_id, user_id) DO UPDATE SET due_at = excluded.due_at, \
                 attempts = 0"
            ))
            .bind(id_in(rule.guild_id))
            .bind(at)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// Removes a role's rule; `false` if it had none.
    pub async fn remove_role_rule(&self, guild_id: u64, role_id: u64) -> StoreResult<bool> {
        self.on_live_connection("remove a role rule", |_| async move {
            let done = sqlx::query("DELETE FROM role_rules WHERE guild_id = $1 AND role_id = $2")
                .bind(id_in(guild_id))
                .bind(id_in(role_id))
                .execute(&self.pool)
                .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// Queues members of a server for a role check due at `at` (one that is already queued
    /// becomes due then, its failures forgotten).
    pub async fn queue_role_syncs(
        &self,
        guild_id: u64,
        user_ids: &[u64],
        at: i64,
    ) -> StoreResult<()> {
        self.on_live_connection("queue role checks", |_| async move {
            for &user_id in user_ids {
                sqlx::query(
                    "INSERT INTO role_syncs (guild_id, user_id, due_at, attempts) \
                     VALUES ($1, $2, $3, 0) ON CONFLICT (guild_id, user_id) DO UPDATE SET \
                     due_at = excluded.due_at, attempts = 0",
                )
                .bind(id_in(guild_id))
                .bind(id_in(user_id))
                .bind(at)
                .execute(&self.pool)
                .await?;
            }
            Ok(())
        })
        .await
    }

    /// Up to `limit` queued role checks due at `now`, the longest waiting first.
    pub async fn due_role_syncs(&self, now: i64, limit: i64) -> StoreResult<Vec<RoleSyncRecord>> {
        self.on_live_connection("read due role checks", |_| async move {
            sqlx::query(
                "SELECT guild_id, user_id, due_at, attempts FROM role_syncs WHERE due_at <= $1 \
                 ORDER BY due_at LIMIT $2",
            )
            .bind(now)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(RoleSyncRecord {
                    guild_id: id_out(r.try_get("guild_id")?),
                    user_id: id_out(r.try_get("user_id")?),
                    due_at: r.try_get("due_at")?,
                    attempts: r.try_get("attempts")?,
                })
            })
            .collect()
        })
        .await
    }

    /// Takes a check off the queue, unless it was queued again since it was read (then the
    /// newer one stays).
    pub async fn finish_role_sync(&self, sync: &RoleSyncRecord) -> StoreResult<()> {
        self.on_live_connection("finish a role check", |_| async move {
            sqlx::query(
                "DELETE FROM role_syncs WHERE guild_id = $1 AND user_id = $2 AND due_at = $3",
            )
            .bind(id_in(sync.guild_id))
            .bind(id_in(sync.user_id))
            .bind(sync.due_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Puts a failed check back, due again at `retry_at`.
    pub async fn retry_role_sync(&self, sync: &RoleSyncRecord, retry_at: i64) -> StoreResult<()> {
        self.on_live_connection("retry a role check", |_| async move {
            sqlx::query(
                "UPDATE role_syncs SET due_at = $4, attempts = attempts + 1 \
                 WHERE guild_id = $1 AND user_id = $2 AND due_at = $3",
            )
            .bind(id_in(sync.guild_id))
            .bind(id_in(sync.user_id))
            .bind(sync.due_at)
            .bind(retry_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Notes what kept the bot from changing a server's roles (`None`: nothing, any more).
    pub async fn note_role_problem(
        &self,
        guild_id: u64,
        problem: Option<&str>,
        at: i64,
    ) -> StoreResult<()> {
        self.on_live_connection("note a role problem", |_| async move {
            match problem {
                Some(problem) => sqlx::query(
                    "INSERT INTO role_problems (guild_id, problem, noted_at) VALUES ($1, $2, $3) \
                     ON CONFLICT (guild_id) DO UPDATE SET problem = excluded.problem, \
                     noted_at = excluded.noted_at",
                )
                .bind(id_in(guild_id))
                .bind(problem)
                .bind(at),
                None => sqlx::query("DELETE FROM role_problems WHERE guild_id = $1")
                    .bind(id_in(guild_id)),
            }
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// The last problem noted for a server's roles, and when.
    pub async fn role_problem(&self, guild_id: u64) -> StoreResult<Option<(String, i64)>> {
        self.on_live_connection("read a role problem", |_| async move {
            sqlx::query("SELECT problem, noted_at FROM role_problems WHERE guild_id = $1")
                .bind(id_in(guild_id))
                .fetch_optional(&self.pool)
                .await?
                .map(|r| Ok((r.try_get("problem")?, r.try_get("noted_at")?)))
                .transpose()
        })
        .await
    }

    /// The champions of a pool's last closed season (the reigning ones).
    pub async fn reigning_champions(
        &self,
        guild_id: u64,
    ) -> StoreResult<Vec<super::ChampionRecord>> {
        let last_closed = self
            .seasons(guild_id)
            .await?
            .into_iter()
            .find(|s| s.closed_at.is_some());
        match last_closed {
            Some(season) => self.season_champions(guild_id, season.number).await,
            None => Ok(Vec::new()),
        }
    }
}
