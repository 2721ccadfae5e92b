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

    /// `limit` players of a guild's leaderboard for a game, best rating first, after skipping
    /// the best `offset` (along the `ratings_leaderboard` index).
    pub async fn leaderboard(
        &self,
        guild_id: u64,
        kind: GameKind,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<RatingRecord>> {
        self.on_live_connection("read a leaderboard", |_| async move {
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 \
                 ORDER BY rating DESC, user_id LIMIT $3 OFFSET $4"
            ))
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(limit)
            .bind(offset)
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

impl Store {
    /// Where a player stands on a guild's leaderboard of a game: their place (1 is the best;
    /// ties on rating go to the lower user id, as the leaderboard lists them) and how many
    /// players it has; `None` if they have no rating there. Counted along the leaderboard's
    /// index, each count a range of it.
    pub async fn rank(
        &self,
        guild_id: u64,
        kind: GameKind,
        user_id: u64,
    ) -> StoreResult<Option<Rank>> {
        self.on_live_connection("read a player's rank", |_| async move {
            let row = sqlx::query(
                "SELECT (SELECT COUNT(*) FROM ratings a WHERE a.guild_id = r.guild_id \
                   AND a.kind = r.kind AND a.rating > r.rating) \
                 + (SELECT COUNT(*) FROM ratings b WHERE b.guild_id = r.guild_id \
                   AND b.kind = r.kind AND b.rating = r.rating AND b.user_id < r.user_id) AS above, \
                 (SELECT COUNT(*) FROM ratings c WHERE c.guild_id = r.guild_id AND c.kind = r.kind) \
                   AS players \
                 FROM ratings r WHERE r.guild_id = $1 AND r.kind = $2 AND r.user_id = $3",
            )
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(id_in(user_id))
            .fetch_optional(&self.pool)
            .await?;
            row.map(|r| {
                Ok(Rank {
                    place: r.try_get::<i64, _>("above")? + 1,
                    of: r.try_get("players")?,
                })
            })
            .transpose()
        })
        .await
    }
}

/// A player's place on a leaderboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rank {
    /// 1 for the best player.
    pub place: i64,
    /// Players on the leaderboard.
    pub of: i64,
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
