//! What protects players from unwanted challenges, per server (guild): blocks, opt-outs, the
//! cooldown after a decline, and the count of a challenger's open challenges.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{
    bind_game_update, id_in, id_out, GameRecord, Store, StoreError, StoreResult, GAME_UPDATE,
};

/// A player's standing refusal of challenges from another player in one server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockRecord {
    pub guild_id: u64,
    pub blocker_id: u64,
    pub blocked_id: u64,
    /// The blocked player's name when they were blocked.
    pub blocked_name: String,
    pub created_at: i64,
}

/// Everything that may stand between a challenger and a player, read at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeGate {
    /// The player has blocked the challenger.
    pub blocked: bool,
    /// The player takes no challenges in this server.
    pub opted_out: bool,
    /// When the player last declined a challenge from the challenger (unix ms).
    pub declined_at: Option<i64>,
    /// The challenger's challenges in this server still waiting for an answer.
    pub open_challenges: i64,
}

impl Store {
    /// Commit a challenge's decline (`new`, one version on from the stored game) in one
    /// transaction with what it leaves behind: when `by_opponent`, the time the challenged
    /// player declined (the cooldown counts from it; a challenger withdrawing starts none),
    /// and the challenged player's `block` of the challenger.
    pub async fn commit_decline(
        &self,
        new: &GameRecord,
        by_opponent: bool,
        block: Option<&BlockRecord>,
    ) -> StoreResult<()> {
        self.on_live_connection("commit a decline", |after_loss| async move {
            match self.commit_decline_once(new, by_opponent, block).await {
                // The lost try may have committed before its answer was lost.
                Err(StoreError::Conflict) if after_loss && self.holds(new, None).await? => Ok(()),
                other => other,
            }
        })
        .await
    }

    async fn commit_decline_once(
        &self,
        new: &GameRecord,
        by_opponent: bool,
        block: Option<&BlockRecord>,
    ) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        let updated = bind_game_update(sqlx::query(GAME_UPDATE), new)
            .execute(&mut *tx)
            .await?;
        if updated.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        if by_opponent {
            sqlx::query(
                "INSERT INTO challenge_declines (guild_id, challenger_id, opponent_id, declined_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, challenger_id, opponent_id) \
                 DO UPDATE SET declined_at = excluded.declined_at",
            )
            .bind(id_in(new.guild_id))
            .bind(id_in(new.players[0]))
            .bind(id_in(new.players[1]))
            .bind(new.updated_at)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(b) = block {
            // Blocking again keeps the first block's date.
            sqlx::query(
                "INSERT INTO challenge_blocks (guild_id, blocker_id, blocked_id, blocked_name, \
                 created_at) VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (guild_id, blocker_id, blocked_id) \
                 DO UPDATE SET blocked_name = excluded.blocked_name",
            )
            .bind(id_in(b.guild_id))
            .bind(id_in(b.blocker_id))
            .bind(id_in(b.blocked_id))
            .bind(&b.blocked_name)
            .bind(b.created_at)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// What stands between `challenger` and `opponent` in a server at `now` (unix ms), in one
    /// query.
    pub async fn challenge_gate(
        &self,
        guild_id: u64,
        challenger_id: u64,
        opponent_id: u64,
        now: i64,
    ) -> StoreResult<ChallengeGate> {
        self.on_live_connection("read a challenge's gate", |_| async move {
            let row = sqlx::query(
                "SELECT \
                 (SELECT COUNT(*) FROM challenge_blocks \
                  WHERE guild_id = $1 AND blocker_id = $3 AND blocked_id = $2) AS blocked, \
                 (SELECT COUNT(*) FROM challenge_opt_outs \
                  WHERE guild_id = $1 AND user_id = $3) AS opted_out, \
                 (SELECT declined_at FROM challenge_declines \
                  WHERE guild_id = $1 AND challenger_id = $2 AND opponent_id = $3) AS declined_at, \
                 (SELECT COUNT(*) FROM games WHERE guild_id = $1 AND player0 = $2 \
                  AND status = 'challenge' AND deadline > $4) AS open_challenges",
            )
            .bind(id_in(guild_id))
            .bind(id_in(challenger_id))
            .bind(id_in(opponent_id))
            .bind(now)
            .fetch_one(&self.pool)
            .await?;
            Ok(ChallengeGate {
                blocked: row.try_get::<i64, _>("blocked")? > 0,
                opted_out: row.try_get::<i64, _>("opted_out")? > 0,
                declined_at: row.try_get("declined_at")?,
                open_challenges: row.try_get("open_challenges")?,
            })
        })
        .await
    }

    /// A player's blocks in a server, oldest first.
    pub async fn blocks(&self, guild_id: u64, blocker_id: u64) -> StoreResult<Vec<BlockRecord>> {
        self.on_live_connection("read a player's blocks", |_| async move {
            sqlx::query(
                "SELECT guild_id, blocker_id, blocked_id, blocked_name, created_at \
                 FROM challenge_blocks WHERE guild_id = $1 AND blocker_id = $2 \
                 ORDER BY created_at, blocked_id",
            )
            .bind(id_in(guild_id))
            .bind(id_in(blocker_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(block_from_row)
            .collect()
        })
        .await
    }

    /// Lift a block; the block that was lifted, if there was one.
    pub async fn unblock(
        &self,
        guild_id: u64,
        blocker_id: u64,
        blocked_id: u64,
    ) -> StoreResult<Option<BlockRecord>> {
        self.on_live_connection("lift a block", |_| async move {
            sqlx::query(
                "DELETE FROM challenge_blocks \
                 WHERE guild_id = $1 AND blocker_id = $2 AND blocked_id = $3 \
                 RETURNING guild_id, blocker_id, blocked_id, blocked_name, created_at",
            )
            .bind(id_in(guild_id))
            .bind(id_in(blocker_id))
            .bind(id_in(blocked_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| block_from_row(&r))
            .transpose()
        })
        .await
    }

    /// Whether a player takes challenges in a server (everyone does until they say no).
    pub async fn takes_challenges(&self, guild_id: u64, user_id: u64) -> StoreResult<bool> {
        self.on_live_connection("read a player's opt-out", |_| async move {
            let row = sqlx::query(
                "SELECT COUNT(*) AS n FROM challenge_opt_outs WHERE guild_id = $1 AND user_id = $2",
            )
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .fetch_one(&self.pool)
            .await?;
            Ok(row.try_get::<i64, _>("n")? == 0)
        })
        .await
    }

    /// A player stops (`takes` false, from `now`) or resumes taking challenges in a server.
    pub async fn set_takes_challenges(
        &self,
        guild_id: u64,
        user_id: u64,
        takes: bool,
        now: i64,
    ) -> StoreResult<()> {
        self.on_live_connection("write a player's opt-out", |_| async move {
            let query = if takes {
                sqlx::query("DELETE FROM challenge_opt_outs WHERE guild_id = $1 AND user_id = $2")
                    .bind(id_in(guild_id))
                    .bind(id_in(user_id))
            } else {
                sqlx::query(
                    "INSERT INTO challenge_opt_outs (guild_id, user_id, since) VALUES ($1, $2, $3) \
                     ON CONFLICT (guild_id, user_id) DO NOTHING",
                )
                .bind(id_in(guild_id))
                .bind(id_in(user_id))
                .bind(now)
            };
            query.execute(&self.pool).await?;
            Ok(())
        })
        .await
    }
}

fn block_from_row(r: &AnyRow) -> StoreResult<BlockRecord> {
    Ok(BlockRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        blocker_id: id_out(r.try_get("blocker_id")?),
        blocked_id: id_out(r.try_get("blocked_id")?),
        blocked_name: r.try_get("blocked_name")?,
        created_at: r.try_get("created_at")?,
    })
}
