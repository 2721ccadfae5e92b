//! Extra time given to an opponent: the game's new deadline (or clock) and the `extra-time`
//! event that records the gift, written together.

use super::{GameEvent, GameRecord, Store, StoreResult};

impl Store {
    /// In one transaction: `event` is recorded (checked like [`Store::add_game_event`]) and the
    /// game becomes `next` (checked against its version); else [`super::StoreError::Conflict`].
    pub async fn commit_extra_time(
        &self,
        next: &GameRecord,
        event: &GameEvent,
        after: usize,
    ) -> StoreResult<()> {
        self.commit_event_and_game("give extra time", next, event, after, None)
            .await
    }
}
