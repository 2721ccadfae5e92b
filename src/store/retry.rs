//! Operations that survive a lost connection: after a PostgreSQL restart every pooled
//! connection is dead, and the pool finds out only by using each.

use super::{Store, StoreResult, PG_MAX_CONNECTIONS};

/// Tries lost to dead connections before an operation gives up: enough to get past every
/// connection of a full pool (all dead after a server restart).
const MAX_LOST_CONNECTIONS: u32 = PG_MAX_CONNECTIONS + 1;

impl Store {
    /// Runs a database operation, again on another connection each time the one it used
    /// turns out to be dead: after a PostgreSQL restart every pooled connection is, and the
    /// pool finds out only by using each (it drops a connection that failed). `op` is told
    /// whether an earlier try was lost, so that a write can recognise its own lost success.
    pub(super) async fn on_live_connection<T, F, Fut>(
        &self,
        what: &'static str,
        mut op: F,
    ) -> StoreResult<T>
    where
        F: FnMut(bool) -> Fut,
        Fut: std::future::Future<Output = StoreResult<T>>,
    {
        let mut lost = 0;
        loop {
            match op(lost > 0).await {
                Err(e) if lost < MAX_LOST_CONNECTIONS && e.is_lost_connection() => {
                    lost += 1;
                    tracing::warn!(what, error = %e, "lost a database connection; trying another");
                }
                other => return other,
            }
        }
    }
}
