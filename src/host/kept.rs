//! What the host remembers of the store to spare reads on hot paths: a small map whose entries
//! go stale after a while (another process may have changed them) or never, cleared all at
//! once past a bound (it only saves reads, so forgetting costs a read, never a wrong answer).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Entries past this many are forgotten all at once.
const KEPT: usize = 1 << 16;

pub(super) struct Kept<K, V> {
    entries: Mutex<HashMap<K, (V, Instant)>>,
    /// How long an entry is trusted; `None`: until replaced.
    fresh: Option<Duration>,
}

impl<K: Hash + Eq, V: Copy> Kept<K, V> {
    /// Entries trusted for `fresh` after they were read or set.
    pub(super) fn fresh_for(fresh: Duration) -> Self {
        Kept {
            entries: Mutex::default(),
            fresh: Some(fresh),
        }
    }

    /// Entries that never go stale (facts that do not change, or change only here).
    pub(super) fn for_good() -> Self {
        Kept {
            entries: Mutex::default(),
            fresh: None,
        }
    }

    fn entries(&self) -> MutexGuard<'_, HashMap<K, (V, Instant)>> {
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The value kept for `key`, if it may still be trusted.
    pub(super) fn get(&self, key: &K) -> Option<V> {
        let entries = self.entries();
        let (value, at) = entries.get(key)?;
        self.fresh
            .is_none_or(|fresh| at.elapsed() < fresh)
            .then_some(*value)
    }

    /// `key` is `value` as of now.
    pub(super) fn keep(&self, key: K, value: V) {
        let mut entries = self.entries();
        if entries.len() >= KEPT && !entries.contains_key(&key) {
            entries.clear();
        }
        entries.insert(key, (value, Instant::now()));
    }

    pub(super) fn forget(&self, key: &K) {
        self.entries().remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_go_stale_after_their_time_or_never() {
        let brief = Kept::fresh_for(Duration::from_millis(30));
        let lasting = Kept::for_good();
        brief.keep(1u64, true);
        lasting.keep(1u64, true);
        assert_eq!((brief.get(&1), lasting.get(&1)), (Some(true), Some(true)));
        std::thread::sleep(Duration::from_millis(40));
        assert_eq!((brief.get(&1), lasting.get(&1)), (None, Some(true)));
        lasting.forget(&1);
        assert_eq!(lasting.get(&1), None);
    }
}
