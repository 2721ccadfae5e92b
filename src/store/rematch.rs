//! Rematch offers after a finished game, and what tells whether one has lapsed.

use sqlx::Row;

use super::{id_in, Store, StoreResult};
use crate::games::Seat;

impl Store {
    /// `seat` of finished game `game_id` offers a rematch until `until` (unix ms), replacing
    /// any earlier offer of that game.
    pub async fn offer_rematch(&self, game_id: i64, seat: Seat, until: i64) -> StoreResult<()> {
        self.on_live_connection("offer a rematch", |_| async move {
            sqlx::query(
                "INSERT INTO rematch_offers (game_id, seat, until) VALUES ($1, $2, $3) \
                 ON CONFLICT (game_id) DO UPDATE SET seat = excluded.seat, until = excluded.until",
            )
            .bind(game_id)
            .bind(seat.0 as i64)
            .bind(until)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// The standing rematch offer of a finished game: the seat that made it and until when.
    pub async fn rematch_offer(&self, game_id: i64) -> StoreResult<Option<(Seat, i64)>> {
        self.on_live_connection("read a rematch offer", |_| async move {
            let row = sqlx::query("SELECT seat, until FROM rematch_offers WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|r| -> StoreResult<(Seat, i64)> {
                Ok((
                    Seat(r.try_get::<i64, _>("seat")? as u8),
                    r.try_get("until")?,
                ))
            })
            .transpose()
        })
        .await
    }

    /// The id of the newest game (or challenge) ever started in a channel.
    pub async fn newest_game_in_channel(&self, channel_id: u64) -> StoreResult<Option<i64>> {
        self.on_live_connection("read a channel's newest game", |_| async move {
            let row = sqlx::query("SELECT MAX(id) AS newest FROM games WHERE channel_id = $1")
                .bind(id_in(channel_id))
                .fetch_one(&self.pool)
                .await?;
            Ok(row.try_get::<Option<i64>, _>("newest")?)
        })
        .await
    }
}
