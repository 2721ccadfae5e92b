//! Glicko-2 rating rows, one per player, game and guild.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{id_in, id_out, RatingRecord, Store, StoreError, StoreResult};
use crate::games::GameKind;

/// The columns of a rating row, in the order every query reads them.
pub(super) const RATING_COLUMNS: &str =
    "guild_id, kind, user_id, name, rating, deviation, volatility, wins, losses, draws";

impl Store {
    pub async fn rating(
        &self,
        guild_id: u64,
        kind: GameKind,
        user_id: u64,
    ) -> StoreResult<Option<RatingRecord>> {
        self.on_live_connection("read a rating", |_| async move {
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3"
            ))
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
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 \
                 ORDER BY rating DESC, user_id LIMIT $3"
            ))
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
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND user_id = $2 ORDER BY kind"
            ))
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
}

pub(super) fn rating_from_row(r: &AnyRow) -> StoreResult<RatingRecord> {
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
