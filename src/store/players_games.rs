//! A player's games wherever they are played: every server, DM and group DM (`/games mine`).

use super::games::GAME_COLUMNS;
use super::{id_in, GameRecord, Store, StoreResult};

impl Store {
    /// The games in progress (accepted, not over) in which `user_id` holds a seat, in any
    /// server or conversation, oldest first. Only the live games are looked at, through the
    /// index of live games, so a player's long history costs nothing here.
    pub async fn active_games_of(&self, user_id: u64) -> StoreResult<Vec<GameRecord>> {
        self.on_live_connection("read a player's games in progress", |_| async move {
            let rows = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE status IN ('challenge', 'active') \
                 AND status = 'active' AND (player0 = $1 OR player1 = $1) ORDER BY id"
            ))
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?;
            self.games_of(rows).await
        })
        .await
    }
}
