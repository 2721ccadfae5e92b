//! How the fake behaves ([`Config`]) and the failures a test can inject ([`Fault`]).

use std::time::Duration;

use crate::fake_discord::{GUILD_ID, TOKEN};

/// How the fake behaves. `Config::default()` is Discord as the bot meets it.
#[derive(Clone, Debug)]
pub struct Config {
    /// The token the bot must identify with.
    pub token: String,
    /// `heartbeat_interval` in HELLO, in milliseconds.
    pub heartbeat_interval_ms: u64,
    /// How long after the event an interaction can still be answered (Discord: 3 s). A later
    /// callback gets `404 Unknown interaction`, exactly like Discord.
    pub interaction_deadline: Duration,
    /// How long an interaction token works after the event, on the fake clock that
    /// [`FakeDiscord::advance_clock`](super::FakeDiscord::advance_clock) moves (Discord: 15
    /// minutes). Later callbacks, followups and `@original` requests get `401 Invalid Webhook
    /// Token` (50027).
    pub interaction_token_lifetime: Duration,
    /// Guilds announced in READY (as unavailable) and then sent as GUILD_CREATE.
    pub guilds: Vec<u64>,
    /// Send GUILD_CREATE for `guilds` after READY.
    pub send_guild_create: bool,
    /// Keep the bytes of uploaded files (turn off in load tests to save memory).
    pub keep_file_bytes: bool,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            token: TOKEN.to_string(),
            heartbeat_interval_ms: 41_250,
            interaction_deadline: Duration::from_secs(3),
            interaction_token_lifetime: Duration::from_secs(15 * 60),
            guilds: vec![GUILD_ID],
            send_guild_create: true,
            keep_file_bytes: true,
            recommended_shards: 1,
        }
    }
}

/// A failure a test asks the fake to answer with instead of handling a request.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// `429 Too Many Requests` with `retry_after` (seconds) in the body and headers.
    RateLimited { retry_after: f64 },
    /// `500 Internal Server Error`.
    ServerError,
    /// `502 Bad Gateway` with an HTML body, as Cloudflare sends it.
    BadGateway,
    /// Handled normally, but only after this long (a slow Discord).
    Delay(Duration),
}
