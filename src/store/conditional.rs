//! Conditional moves (see `host/conditional.rs`): the lines a player queued in a game, kept as
//! the host writes them (a JSON text), one row per player and game.

use sqlx::Row;

use super::{id_in, id_out, Store, StoreResult};

impl Store {
    /// Every player's queued lines in game `game_id`: `(user id, lines)`. One indexed read,
    /// made after each move of a game where lines may be queued.
    pub async fn conditional_lines(&self, game_id: i64) -> StoreResult<Vec<(u64, String)>> {
        self.on_live_connection("read conditional moves", |_| async move {
            let rows = sqlx::query(
                "SELECT user_id, lines FROM conditional_lines WHERE game_id = $1 ORDER BY user_id",
            )
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| Ok((id_out(r.try_get("user_id")?), r.try_get("lines")?)))
                .collect()
        })
        .await
    }

    /// Replace `user_id`'s lines in game `game_id` (`None`: they have none left).
    pub async fn set_conditional_lines(
        &self,
        game_id: i64,
        user_id: u64,
        lines: Option<&str>,
    ) -> StoreResult<()> {
        self.on_live_connection("write conditional moves", |_| async move {
            match lines {
                Some(lines) => {
                    sqlx::query(
                        "INSERT INTO conditional_lines (game_id, user_id, lines) \
                         VALUES ($1, $2, $3) \
                         ON CONFLICT (game_id, user_id) DO UPDATE SET lines = excluded.lines",
                    )
                    .bind(game_id)
                    .bind(id_in(user_id))
                    .bind(lines)
                    .execute(&self.pool)
                    .await?;
                }
                None => {
                    sqlx::query(
                        "DELETE FROM conditional_lines WHERE game_id = $1 AND user_id = $2",
                    )
                    .bind(game_id)
                    .bind(id_in(user_id))
                    .execute(&self.pool)
                    .await?;
                }
            }
            Ok(())
        })
        .await
    }

    /// Forget every line queued in game `game_id` (a takeback, the game's end).
    pub async fn clear_conditional_lines(&self, game_id: i64) -> StoreResult<()> {
        self.on_live_connection("clear conditional moves", |_| async move {
            sqlx::query("DELETE FROM conditional_lines WHERE game_id = $1")
                .bind(game_id)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }

    /// `user_id`'s queued lines in every game: `(game id, lines)`, for their own export.
    pub async fn conditional_lines_of(&self, user_id: u64) -> StoreResult<Vec<(i64, String)>> {
        self.on_live_connection("read a person's conditional moves", |_| async move {
            let rows = sqlx::query(
                "SELECT game_id, lines FROM conditional_lines WHERE user_id = $1 ORDER BY game_id",
            )
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| Ok((r.try_get("game_id")?, r.try_get("lines")?)))
                .collect()
        })
        .await
    }

    /// Erase `user_id`'s queued lines everywhere (`/privacy delete`).
    pub async fn delete_conditional_lines_of(&self, user_id: u64) -> StoreResult<()> {
        self.on_live_connection("erase a person's conditional moves", |_| async move {
            sqlx::query("DELETE FROM conditional_lines WHERE user_id = $1")
                .bind(id_in(user_id))
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }
}
