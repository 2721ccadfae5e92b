//! Games a channel plays together: the votes on the team's turns, and each channel team's
//! record.

use sqlx::Row;

use super::{id_in, id_out, Store, StoreResult};
use crate::games::GameKind;

/// One member's vote on a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoteRecord {
    pub user_id: u64,
    pub name: String,
    pub mv: String,
    pub voted_at: i64,
}

/// A channel team's results in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TeamRecord {
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

impl Store {
    /// Keeps a member's vote on a turn, replacing their earlier one.
    pub async fn cast_vote(
        &self,
        game_id: i64,
        version: i64,
        vote: &VoteRecord,
    ) -> StoreResult<()> {
        self.on_live_connection("cast a vote", |_| async move {
            sqlx::query(
                "INSERT INTO team_votes (game_id, version, user_id, name, move, voted_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id, version, user_id) \
                 DO UPDATE SET name = excluded.name, move = excluded.move, \
                 voted_at = excluded.voted_at",
            )
            .bind(game_id)
            .bind(version)
            .bind(id_in(vote.user_id))
            .bind(&vote.name)
            .bind(&vote.mv)
            .bind(vote.voted_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// The votes on a turn, earliest first.
    pub async fn votes(&self, game_id: i64, version: i64) -> StoreResult<Vec<VoteRecord>> {
        self.on_live_connection("read votes", |_| async move {
            sqlx::query(
                "SELECT user_id, name, move, voted_at FROM team_votes \
                 WHERE game_id = $1 AND version = $2 ORDER BY voted_at, user_id",
            )
            .bind(game_id)
            .bind(version)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(VoteRecord {
                    user_id: id_out(r.try_get("user_id")?),
                    name: r.try_get("name")?,
                    mv: r.try_get("move")?,
                    voted_at: r.try_get("voted_at")?,
                })
            })
            .collect()
        })
        .await
    }

    /// Adds a finished team game's result to its channel team's record.
    pub async fn add_team_result(
        &self,
        guild_id: u64,
        channel_id: u64,
        kind: GameKind,
        result: TeamRecord,
    ) -> StoreResult<()> {
        self.on_live_connection("add a team result", |_| async move {
            sqlx::query(
                "INSERT INTO team_records (guild_id, channel_id, kind, wins, losses, draws) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (guild_id, channel_id, kind) \
                 DO UPDATE SET wins = team_records.wins + excluded.wins, \
                 losses = team_records.losses + excluded.losses, \
                 draws = team_records.draws + excluded.draws",
            )
            .bind(id_in(guild_id))
            .bind(id_in(channel_id))
            .bind(kind.id())
            .bind(result.wins)
            .bind(result.losses)
            .bind(result.draws)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    pub async fn team_record(
        &self,
        guild_id: u64,
        channel_id: u64,
        kind: GameKind,
    ) -> StoreResult<TeamRecord> {
        self.on_live_connection("read a team record", |_| async move {
            Ok(sqlx::query(
                "SELECT wins, losses, draws FROM team_records WHERE guild_id = $1 \
                 AND channel_id = $2 AND kind = $3",
            )
            .bind(id_in(guild_id))
            .bind(id_in(channel_id))
            .bind(kind.id())
            .fetch_optional(&self.pool)
            .await?
            .map(|r| {
                Ok::<_, sqlx::Error>(TeamRecord {
                    wins: r.try_get("wins")?,
                    losses: r.try_get("losses")?,
                    draws: r.try_get("draws")?,
                })
            })
            .transpose()?
            .unwrap_or_default())
        })
        .await
    }
}
