//! How many live streams may be open, from whom, and for how long: a stream holds its
//! connection as long as it lasts, so streams have caps of their own.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How many live streams may be open, from whom, and for how long. A stream holds its
/// connection for as long as it lasts, so streams have caps of their own, well under the
/// connections' ([`super::ConnectionLimits`]): however many addresses open all the streams
/// they can, pages keep room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamLimits {
    /// Streams open at once in this process (at most half the connections, when served).
    pub total: usize,
    /// Streams open at once from one address (an IPv6 /64).
    pub per_address: usize,
    /// A stream ends after this; the page's EventSource reconnects at once with the last
    /// version it saw (`Last-Event-ID`) and misses nothing.
    pub lifetime: Duration,
}

impl Default for StreamLimits {
    fn default() -> StreamLimits {
        StreamLimits {
            total: 256,
            per_address: 6,
            lifetime: Duration::from_secs(30 * 60),
        }
    }
}

/// How soon a page's EventSource reconnects after its stream ended (its lifetime, say).
pub(super) const RECONNECT_AFTER: Duration = Duration::from_secs(1);

/// The streams open now, in all and per address.
#[derive(Default)]
pub(super) struct OpenStreams {
    counts: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// A stream's place among the open ones, given back when dropped.
pub(super) struct StreamSlot {
    open: Arc<OpenStreams>,
    bucket: IpAddr,
}

impl OpenStreams {
    fn counts(&self) -> std::sync::MutexGuard<'_, (usize, HashMap<IpAddr, usize>)> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A place for a stream from `client`, if neither cap is reached.
    pub(super) fn admit(
        self: &Arc<Self>,
        client: IpAddr,
        limits: &StreamLimits,
    ) -> Option<StreamSlot> {
        let bucket = super::clients::bucket(client);
        let mut counts = self.counts();
        let (all, by_address) = &mut *counts;
        let from_there = by_address.get(&bucket).copied().unwrap_or(0);
        if *all >= limits.total || from_there >= limits.per_address {
            return None;
        }
        *all += 1;
        by_address.insert(bucket, from_there + 1);
        Some(StreamSlot {
            open: self.clone(),
            bucket,
        })
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut counts = self.open.counts();
        let (all, by_address) = &mut *counts;
        *all -= 1;
        if let Some(n) = by_address.get_mut(&self.bucket) {
            *n -= 1;
            if *n == 0 {
                by_address.remove(&self.bucket);
            }
        }
    }
}
