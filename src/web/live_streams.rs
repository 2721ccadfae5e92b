//! How many live streams may be open, from whom, and for how long: a stream holds its
//! connection as long as it lasts, so streams have caps of their own.

use std::net::IpAddr;
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

/// The streams open now, in all and per address: counted as the connections are.
pub(super) type OpenStreams = super::serve::OpenConnections;

/// A stream's place among the open ones, given back when dropped.
pub(super) type StreamSlot = super::serve::Admitted;

/// A place for a stream from `client` (an IPv6 /64 counting as one), if neither cap is
/// reached.
pub(super) fn admit_stream(
    open: &std::sync::Arc<OpenStreams>,
    client: IpAddr,
    limits: &StreamLimits,
) -> Option<StreamSlot> {
    open.admit(
        super::clients::bucket(client),
        limits.total,
        Some(limits.per_address),
    )
}
