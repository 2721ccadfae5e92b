//! Extra time given to an opponent: the game's new deadline (or clock) and the `extra-time`
//! event that records the gift, written together.

use super::events::insert_event_once;
use super::games::{bind_game_update, GAME_UPDATE};
use super::{GameEvent, GameRecord, Store, StoreError, StoreResult};

impl Store {
    /// In one transaction: `event` is recorded (checked like [`Store::add_game_event`]) and the
    /// game becomes `next` (checked against its version); else [`StoreError::Conflict`].
    pub async fn commit_extra_time(
        &self,
        next: &GameRecord,
        event: &GameEvent,
        after: usize,
    ) -> StoreResult<()> {
        self.on_live_connection("give extra time", |after_loss| async move {
            let mut tx = self.pool.begin().await?;
            let added = insert_event_once(&mut tx, event, after).await?;
            let updated = match added {
                true => bind_game_update(sqlx::query(GAME_UPDATE), next)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected(),
                false => 0,
            };
            if updated != 1 {
                tx.rollback().await?;
                return match after_loss && self.holds(next, None).await? {
                    true => Ok(()),
                    false => Err(StoreError::Conflict),
                };
            }
            tx.commit().await?;
            Ok(())
        })
        .await
    }
}
