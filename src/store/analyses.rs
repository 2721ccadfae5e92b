//! The AI's analyses of finished games: made once, kept as JSON text with the format they were
//! written in (see `ai::analysis`), and read back instead of searching again.

use sqlx::Row;

use super::{Store, StoreResult};

/// A stored analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAnalysis {
    /// The format version it was written in.
    pub format: i64,
    /// The analysis as JSON text.
    pub result: String,
    /// When it was made (unix ms).
    pub created_at: i64,
}

impl Store {
    /// The stored analysis of game `game_id`, if there is one.
    pub async fn analysis(&self, game_id: i64) -> StoreResult<Option<StoredAnalysis>> {
        self.on_live_connection("read an analysis", |_| async move {
            let row =
                sqlx::query("SELECT format, result, created_at FROM analyses WHERE game_id = $1")
                    .bind(game_id)
                    .fetch_optional(&self.pool)
                    .await?;
            row.map(|r| {
                Ok(StoredAnalysis {
                    format: r.try_get("format")?,
                    result: r.try_get("result")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .transpose()
        })
        .await
    }

    /// Keep the analysis of game `game_id`, replacing an older one. Writing the same analysis
    /// twice (a retry after a lost answer) is harmless.
    pub async fn put_analysis(&self, game_id: i64, analysis: &StoredAnalysis) -> StoreResult<()> {
        self.on_live_connection("write an analysis", |_| async move {
            sqlx::query(
                "INSERT INTO analyses (game_id, format, result, created_at) \
                 VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (game_id) DO UPDATE SET format = excluded.format, \
                 result = excluded.result, created_at = excluded.created_at",
            )
            .bind(game_id)
            .bind(analysis.format)
            .bind(&analysis.result)
            .bind(analysis.created_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// A player's finished games in a pool that have an analysis (for rebuilding comebacks).
    pub async fn analysed_games_of(&self, guild_id: u64, user_id: u64) -> StoreResult<Vec<i64>> {
        self.on_live_connection("read a player's analysed games", |_| async move {
            sqlx::query(
                "SELECT g.id FROM games g JOIN analyses a ON a.game_id = g.id \
                 WHERE g.guild_id = $1 AND (g.player0 = $2 OR g.player1 = $2) \
                 AND g.status = 'finished' ORDER BY g.id",
            )
            .bind(super::id_in(guild_id))
            .bind(super::id_in(user_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| Ok(r.try_get("id")?))
            .collect()
        })
        .await
    }
}
