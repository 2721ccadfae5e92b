//! Who may watch a game outside a server without playing in it: those Discord confirmed were
//! in the channel's Activity with it (see `host/activity.rs`).

use sqlx::Row;

use super::{id_in, Store, StoreResult};

impl Store {
    /// `user_id` may watch game `game_id`.
    pub async fn admit_spectator(&self, game_id: i64, user_id: u64) -> StoreResult<()> {
        self.on_live_connection("admit a spectator", |_| async move {
            sqlx::query(
                "INSERT INTO activity_spectators (game_id, user_id) VALUES ($1, $2) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(game_id)
            .bind(id_in(user_id))
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Whether `user_id` was admitted to watch game `game_id`.
    pub async fn is_spectator(&self, game_id: i64, user_id: u64) -> StoreResult<bool> {
        self.on_live_connection("read a spectator", |_| async move {
            let row = sqlx::query(
                "SELECT 1 AS admitted FROM activity_spectators WHERE game_id = $1 AND user_id = $2",
            )
            .bind(game_id)
            .bind(id_in(user_id))
            .fetch_optional(&self.pool)
            .await?;
            Ok(row.is_some())
        })
        .await
    }

    /// The games `user_id` was admitted to watch, oldest first.
    pub async fn spectated_by(&self, user_id: u64) -> StoreResult<Vec<i64>> {
        self.on_live_connection("read the games a person watched", |_| async move {
            let rows = sqlx::query(
                "SELECT game_id FROM activity_spectators WHERE user_id = $1 ORDER BY game_id",
            )
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?;
            rows.iter().map(|r| Ok(r.try_get("game_id")?)).collect()
        })
        .await
    }
}
