//! A server's finished games as players look back on them (/history), and the rating change
//! each rated game brought its players.

use sqlx::Row;

use super::{game_from_row, id_in, move_log, GameRecord, Store, StoreResult, GAME_COLUMNS};
use crate::games::GameKind;

/// A finished game with what a list of past games shows besides the record.
#[derive(Clone, Debug, PartialEq)]
pub struct PastGame {
    pub record: GameRecord,
    /// Entries in its move log.
    pub plies: i64,
    /// Each seat's rating change; `None` for casual games and games finished before changes
    /// were kept.
    pub rating_change: [Option<f64>; 2],
}

/// The rating a player starts from (Glicko-2's default).
pub(super) fn starting_rating() -> f64 {
    skillratings::glicko2::Glicko2Rating::new().rating
}

impl Store {
    /// `user_id`'s finished games in a guild (of one game, if `kind` is given), newest first,
    /// `limit` of them after skipping `offset`.
    pub async fn finished_games(
        &self,
        guild_id: u64,
        user_id: u64,
        kind: Option<GameKind>,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<PastGame>> {
        self.on_live_connection("read finished games", |_| async move {
            // Each seat's games come from its own index already in order, at most a page past
            // the offset of each, so a page costs the same however long the history is.
            let seat = |seat: &str, other: &str| {
                format!(
                    "SELECT id, updated_at FROM (SELECT id, updated_at FROM games \
                     WHERE guild_id = $1 AND status = 'finished' AND {seat} = $2 {other} \
                     AND ($3 = '' OR kind = $3) ORDER BY updated_at DESC, id DESC LIMIT $4 + $5)"
                )
            };
            let sql = format!(
                "SELECT {GAME_COLUMNS}, rating_change0, rating_change1, move_log, \
                 (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id) AS plies \
                 FROM games WHERE id IN (SELECT id FROM ({} AS by0 UNION ALL {} AS by1) AS mine \
                 ORDER BY updated_at DESC, id DESC LIMIT $4 OFFSET $5) \
                 ORDER BY updated_at DESC, id DESC",
                seat("player0", ""),
                seat("player1", "AND player0 <> $2"),
            );
            let rows = sqlx::query(&sql)
                .bind(id_in(guild_id))
                .bind(id_in(user_id))
                .bind(kind.map_or("", |k| k.id()))
                .bind(limit)
                .bind(offset)
                .fetch_all(&self.pool)
                .await?;
            self.load_rules_of(&rows).await?;
            rows.iter()
                .map(|r| {
                    Ok(PastGame {
                        record: game_from_row(r)?,
                        plies: r.try_get::<i64, _>("plies")?
                            + r.try_get::<Option<String>, _>("move_log")?
                                .map_or(0, |log| move_log::len(&log)),
                        rating_change: [r.try_get("rating_change0")?, r.try_get("rating_change1")?],
                    })
                })
                .collect()
        })
        .await
    }
}
