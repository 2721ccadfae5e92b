//! Channels where the bot may only answer interactions: it is not a member there (a group DM,
//! a server that never invited it), so nothing is posted there on its own initiative.

use super::{id_in, Store, StoreResult};

impl Store {
    /// Note whether the bot may post in `channel_id` (as the latest interaction there said).
    pub async fn note_channel_reach(
        &self,
        channel_id: u64,
        posts: bool,
        at: i64,
    ) -> StoreResult<()> {
        self.on_live_connection("note a channel's reach", |_| async move {
            let query = if posts {
                sqlx::query("DELETE FROM interaction_only_channels WHERE channel_id = $1")
                    .bind(id_in(channel_id))
            } else {
                sqlx::query(
                    "INSERT INTO interaction_only_channels (channel_id, noted_at) VALUES ($1, $2) \
                     ON CONFLICT (channel_id) DO UPDATE SET noted_at = excluded.noted_at",
                )
                .bind(id_in(channel_id))
                .bind(at)
            };
            query.execute(&self.pool).await?;
            Ok(())
        })
        .await
    }

    /// Whether the bot was last seen unable to post in `channel_id`.
    pub async fn is_interaction_only(&self, channel_id: u64) -> StoreResult<bool> {
        self.on_live_connection("read a channel's reach", |_| async move {
            let row = sqlx::query("SELECT 1 FROM interaction_only_channels WHERE channel_id = $1")
                .bind(id_in(channel_id))
                .fetch_optional(&self.pool)
                .await?;
            Ok(row.is_some())
        })
        .await
    }
}
