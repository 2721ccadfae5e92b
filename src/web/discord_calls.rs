//! Calls to Discord made on a visitor's behalf: trading an OAuth2 code, asking who that is, and
//! asking who is in an Activity instance. Each spends the bot's budget with Discord (about 50
//! requests a second for everything the bot does, and a ban for an address that makes 10,000
//! invalid requests in 10 minutes), so they are a budget, not a service:
//! - every visitor is limited per person and per address before a call is considered
//!   ([`VisitorLimits`]);
//! - one process-wide gate ([`DiscordGate`]) lets at most a few such calls a second through,
//!   honours Discord's `429`s and `retry_after` (for the route, or for the whole process when
//!   Discord says the limit is global), waits out a route whose bucket Discord says is empty,
//!   and stops calling for a while when too many calls were refused (Discord's invalid-request
//!   ban);
//! - who is in an Activity instance is kept a short while ([`InstanceMembers`]).
//!
//! Every call and every refusal is counted in the metrics.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::clients;

/// A call Discord is asked on a visitor's behalf, as its limits and metrics name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Route {
    /// `POST /oauth2/token`: a code traded with the client secret.
    Token,
    /// `GET /users/@me`: who an access token is.
    Me,
    /// `GET /applications/{app}/activity-instances/{instance}`, with the bot's token.
    ActivityInstance,
}

impl Route {
    fn label(self) -> &'static str {
        match self {
            Route::Token => "oauth2_token",
            Route::Me => "users_me",
            Route::ActivityInstance => "activity_instance",
        }
    }
}

/// Why a call was not answered.
#[derive(Debug)]
pub(super) enum CallError {
    /// Not made: the process's budget is spent, or Discord asked us to wait.
    Held,
    /// Discord answered `429`: the wait is noted for the next calls.
    RateLimited,
    /// No answer (a network failure, a timeout).
    Failed(String),
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CallError::Held => write!(f, "held back: the budget for Discord calls is spent"),
            CallError::RateLimited => write!(f, "Discord answered 429"),
            CallError::Failed(e) => write!(f, "{e}"),
        }
    }
}

/// Calls on visitors' behalf let through a second, process-wide (Discord's own limit, about
/// 50 a second, is shared with everything else the bot does).
const CALLS_PER_SECOND: u32 = 10;
/// A call past the budget waits in line at most this long (a sign-in makes two calls, so a
/// crowd signing in at once is served a moment later rather than refused).
const LONGEST_LINE: Duration = Duration::from_secs(3);
/// The longest wait Discord's `retry_after` is believed for (a garbled answer must not stop
/// the Activity for a day).
const LONGEST_WAIT: Duration = Duration::from_secs(600);
/// Discord bans an address after 10,000 invalid requests (401, 403, 429) in 10 minutes; this
/// process stops calling on visitors' behalf well before: after this many in the window …
const INVALID_LIMIT: u32 = 1_000;
/// … counted over this window.
const INVALID_WINDOW: Duration = Duration::from_secs(600);

/// The one gate every call on a visitor's behalf goes through in this process.
pub(super) struct DiscordGate {
    rate: DefaultDirectRateLimiter,
    held: Mutex<Held>,
}

#[derive(Default)]
struct Held {
    /// Discord said the whole application must wait until then.
    everything_until: Option<Instant>,
    /// Discord said a route must wait until then.
    routes: HashMap<Route, Instant>,
    /// Invalid requests (401, 403, 429) in the current window, and when it began.
    invalid: (u32, Option<Instant>),
}

impl Default for DiscordGate {
    fn default() -> DiscordGate {
        DiscordGate::with_rate(CALLS_PER_SECOND)
    }
}

impl DiscordGate {
    /// A gate letting `per_second` calls through a second (at most twice that many at once).
    pub(super) fn with_rate(per_second: u32) -> DiscordGate {
        let per_second = NonZeroU32::new(per_second.max(1)).expect("at least one");
        DiscordGate {
            rate: RateLimiter::direct(
                Quota::per_second(per_second)
                    .allow_burst(per_second.saturating_mul(NonZeroU32::new(2).expect("two"))),
            ),
            held: Mutex::default(),
        }
    }

    fn held(&self) -> std::sync::MutexGuard<'_, Held> {
        self.held
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether a call on `route` may be made now, as far as Discord's word goes (no wait it
    /// asked for, not too many refused calls).
    fn allowed_by_discord(&self, route: Route, now: Instant) -> bool {
        {
            let mut held = self.held();
            if held.everything_until.is_some_and(|t| t > now) {
                return false;
            }
            if held.routes.get(&route).is_some_and(|t| *t > now) {
                return false;
            }
            if let (n, Some(since)) = held.invalid {
                if now.duration_since(since) >= INVALID_WINDOW {
                    held.invalid = (0, None);
                } else if n >= INVALID_LIMIT {
                    return false;
                }
            }
        }
        true
    }

    /// Whether a call on `route` may be made now (and, if so, it is counted in the budget).
    #[cfg(test)]
    fn admit(&self, route: Route, now: Instant) -> bool {
        self.allowed_by_discord(route, now) && self.rate.check().is_ok()
    }

    /// A place in the budget for a call on `route`: at once, or after a short wait in line;
    /// `false` when Discord asked us to wait or the line is too long.
    async fn admit_soon(&self, route: Route) -> bool {
        if !self.allowed_by_discord(route, Instant::now()) {
            return false;
        }
        tokio::time::timeout(LONGEST_LINE, self.rate.until_ready())
            .await
            .is_ok()
            // Discord may have spoken while this call waited.
            && self.allowed_by_discord(route, Instant::now())
    }

    /// What Discord's answer says about the next calls: a 429's wait (the route's, or
    /// everything's when global), an empty bucket's reset, an invalid request counted.
    fn note(&self, route: Route, now: Instant, answer: &Answered) {
        let mut held = self.held();
        if matches!(answer.status, 401 | 403 | 429) {
            let (n, since) = held.invalid;
            held.invalid = match since {
                Some(since) if now.duration_since(since) < INVALID_WINDOW => (n + 1, Some(since)),
                _ => (1, Some(now)),
            };
        }
        if answer.status == 429 {
            let wait = answer.retry_after.unwrap_or(Duration::from_secs(1));
            let until = now + wait.min(LONGEST_WAIT);
            if answer.global {
                held.everything_until = Some(until);
            } else {
                held.routes.insert(route, until);
            }
        } else if answer.remaining == Some(0) {
            if let Some(reset) = answer.reset_after {
                held.routes.insert(route, now + reset.min(LONGEST_WAIT));
            }
        }
    }

    /// Send `request` on `route` if the budget allows; the answer, or why there is none.
    pub(super) async fn send(
        &self,
        route: Route,
        request: reqwest::RequestBuilder,
    ) -> Result<reqwest::Response, CallError> {
        if !self.admit_soon(route).await {
            crate::metrics::discord_visitor_call(route.label(), "held");
            return Err(CallError::Held);
        }
        let response = match request.send().await {
            Ok(response) => response,
            Err(e) => {
                crate::metrics::discord_visitor_call(route.label(), "error");
                return Err(CallError::Failed(e.to_string()));
            }
        };
        let mut answered = Answered::of_headers(response.status().as_u16(), response.headers());
        if answered.status == 429 {
            // The body says it too (and is the only place a global limit may be said).
            if let Ok(bytes) = response.bytes().await {
                answered.read_body(&bytes);
            }
            self.note(route, Instant::now(), &answered);
            crate::metrics::discord_visitor_call(route.label(), "rate_limited");
            return Err(CallError::RateLimited);
        }
        self.note(route, Instant::now(), &answered);
        let outcome = match answered.status {
            200..=299 => "ok",
            400..=499 => "refused",
            _ => "error",
        };
        crate::metrics::discord_visitor_call(route.label(), outcome);
        Ok(response)
    }
}

/// What an answer says about Discord's limits.
#[derive(Debug, Default)]
struct Answered {
    status: u16,
    retry_after: Option<Duration>,
    global: bool,
    remaining: Option<u64>,
    reset_after: Option<Duration>,
}

fn seconds(text: &str) -> Option<Duration> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(Duration::from_secs_f64)
}

impl Answered {
    fn of_headers(status: u16, headers: &reqwest::header::HeaderMap) -> Answered {
        let get = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        Answered {
            status,
            retry_after: get("retry-after").and_then(seconds),
            global: get("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true"))
                || get("x-ratelimit-scope") == Some("global"),
            remaining: get("x-ratelimit-remaining").and_then(|v| v.trim().parse().ok()),
            reset_after: get("x-ratelimit-reset-after").and_then(seconds),
        }
    }

    /// A 429's body: `{"retry_after": 1.5, "global": false, …}`.
    fn read_body(&mut self, body: &[u8]) {
        let Ok(found) = serde_json::from_slice::<serde_json::Value>(body) else {
            return;
        };
        if let Some(wait) = found["retry_after"]
            .as_f64()
            .and_then(|s| seconds(&s.to_string()))
        {
            self.retry_after = Some(self.retry_after.map_or(wait, |w| w.max(wait)));
        }
        self.global |= found["global"].as_bool() == Some(true);
    }
}

/// What one visitor may ask of the Activity that costs a call to Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Asked {
    /// `POST /activity/token` (anonymous: counted per address).
    SignIn,
    /// `GET /activity/game`.
    ChannelGame,
    /// `POST /activity/start`.
    NewGame,
}

impl Asked {
    fn label(self) -> &'static str {
        match self {
            Asked::SignIn => "activity_token",
            Asked::ChannelGame => "activity_game",
            Asked::NewGame => "activity_start",
        }
    }
}

/// Per-person and per-address limits on what costs a call to Discord: an Activity opens with
/// one sign-in and one or two looks for its game, so a burst of a few, then one every few
/// seconds, serves every player and no flood.
pub(super) struct VisitorLimits {
    sign_ins_per_address: DefaultKeyedRateLimiter<IpAddr>,
    per_person: DefaultKeyedRateLimiter<u64>,
    per_address: DefaultKeyedRateLimiter<IpAddr>,
}

fn quota(burst: u32, every: Duration) -> Quota {
    Quota::with_period(every)
        .expect("a period above zero")
        .allow_burst(NonZeroU32::new(burst).expect("a burst above zero"))
}

impl Default for VisitorLimits {
    fn default() -> VisitorLimits {
        VisitorLimits {
            // Behind Discord's proxy (unless it is a trusted proxy) every player of the Activity
            // shares one address: room for a crowd opening it, not for a flood of forged codes
            // (the gate stops those long before Discord's ban).
            sign_ins_per_address: RateLimiter::keyed(quota(20, Duration::from_secs(2))),
            per_person: RateLimiter::keyed(quota(20, Duration::from_secs(2))),
            // Players behind one address (a household, Discord's proxy) share this.
            per_address: RateLimiter::keyed(quota(30, Duration::from_millis(500))),
        }
    }
}

impl VisitorLimits {
    /// Whether `client` (signed in as `person`, if known) may ask `asked` now.
    pub(super) fn allow(&self, asked: Asked, client: IpAddr, person: Option<u64>) -> bool {
        let bucket = clients::bucket(client);
        let allowed = match asked {
            Asked::SignIn => self.sign_ins_per_address.check_key(&bucket).is_ok(),
            Asked::ChannelGame | Asked::NewGame => {
                person.is_none_or(|p| self.per_person.check_key(&p).is_ok())
                    && self.per_address.check_key(&bucket).is_ok()
            }
        };
        if !allowed {
            crate::metrics::visitor_limited(asked.label());
        }
        allowed
    }

    /// Forget buckets that are full again (memory stays bounded).
    pub(super) fn forget_idle(&self) {
        self.sign_ins_per_address.retain_recent();
        self.per_person.retain_recent();
        self.per_address.retain_recent();
    }
}

/// How long who is in an Activity instance is believed. Someone it does not name may have
/// just joined: for them Discord is asked again (each person's own limit bounds that).
const MEMBERS_FRESH: Duration = Duration::from_secs(30);
/// Instances remembered at most.
const MEMBERS_KEPT: usize = 10_000;

/// An Activity instance as Discord described it: where it runs and who is in it (`None`: no
/// such instance).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Instance {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub users: Vec<u64>,
}

impl Instance {
    /// Discord's answer (`GET …/activity-instances/{id}`), read.
    pub(super) fn from_json(found: &serde_json::Value) -> Option<Instance> {
        let id = |v: &serde_json::Value| v.as_str().and_then(|s| s.parse::<u64>().ok());
        let location = &found["location"];
        Some(Instance {
            guild_id: id(&location["guild_id"]),
            channel_id: id(&location["channel_id"])?,
            users: found["users"]
                .as_array()
                .map(|users| users.iter().filter_map(id).collect())
                .unwrap_or_default(),
        })
    }
}

/// Who is in each Activity instance, as Discord last said, for a short while.
#[derive(Default)]
pub(super) struct InstanceMembers {
    kept: Mutex<HashMap<String, (Instant, Option<Instance>)>>,
}

impl InstanceMembers {
    fn kept(&self) -> std::sync::MutexGuard<'_, HashMap<String, (Instant, Option<Instance>)>> {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The instance, if Discord said a moment ago that it runs with `user_id` in it (`None`:
    /// Discord is to be asked).
    pub(super) fn known(&self, instance: &str, user_id: u64, now: Instant) -> Option<Instance> {
        let kept = self.kept();
        let (at, found) = kept.get(instance)?;
        if now.duration_since(*at) >= MEMBERS_FRESH {
            return None;
        }
        found
            .as_ref()
            .filter(|i| i.users.contains(&user_id))
            .cloned()
    }

    /// Discord's word on `instance`, kept.
    pub(super) fn keep(&self, instance: &str, found: Option<Instance>, now: Instant) {
        let mut kept = self.kept();
        if kept.len() >= MEMBERS_KEPT {
            kept.retain(|_, (at, _)| now.duration_since(*at) < MEMBERS_FRESH);
            if kept.len() >= MEMBERS_KEPT {
                kept.clear();
            }
        }
        kept.insert(instance.to_string(), (now, found));
    }
}

/// The address a request came from: the client the per-client limit named (trusted proxies
/// resolved), else the connection's peer; unknown (in-process tests) is one shared address.
#[derive(Clone, Copy, Debug)]
pub(super) struct ClientAddr(pub IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ClientAddr, Self::Rejection> {
        if let Some(client) = parts.extensions.get::<ClientAddr>() {
            return Ok(*client);
        }
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip());
        Ok(ClientAddr(
            peer.unwrap_or(IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED)),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answered(status: u16, retry: Option<f64>, global: bool) -> Answered {
        Answered {
            status,
            retry_after: retry.map(Duration::from_secs_f64),
            global,
            ..Answered::default()
        }
    }

    #[test]
    fn a_429_holds_its_route_or_everything() {
        let gate = DiscordGate::with_rate(1000);
        let now = Instant::now();
        assert!(gate.admit(Route::ActivityInstance, now));
        gate.note(
            Route::ActivityInstance,
            now,
            &answered(429, Some(2.0), false),
        );
        assert!(!gate.admit(Route::ActivityInstance, now + Duration::from_secs(1)));
        assert!(
            gate.admit(Route::Token, now + Duration::from_secs(1)),
            "another route"
        );
        assert!(gate.admit(Route::ActivityInstance, now + Duration::from_secs(3)));
        gate.note(Route::Me, now, &answered(429, Some(5.0), true));
        assert!(
            !gate.admit(Route::Token, now + Duration::from_secs(4)),
            "global"
        );
        assert!(gate.admit(Route::Token, now + Duration::from_secs(6)));
    }

    #[test]
    fn an_empty_bucket_waits_for_its_reset() {
        let gate = DiscordGate::with_rate(1000);
        let now = Instant::now();
        let spent = Answered {
            status: 200,
            remaining: Some(0),
            reset_after: Some(Duration::from_secs(2)),
            ..Answered::default()
        };
        gate.note(Route::Me, now, &spent);
        assert!(!gate.admit(Route::Me, now + Duration::from_secs(1)));
        assert!(gate.admit(Route::Me, now + Duration::from_secs(2)));
    }

    #[test]
    fn many_invalid_requests_stop_the_calls_for_the_window() {
        let gate = DiscordGate::with_rate(100_000);
        let now = Instant::now();
        for _ in 0..INVALID_LIMIT {
            gate.note(Route::Token, now, &answered(401, None, false));
        }
        assert!(!gate.admit(Route::Me, now + Duration::from_secs(1)));
        assert!(gate.admit(Route::Me, now + INVALID_WINDOW));
    }

    #[test]
    fn the_process_wide_rate_holds_calls_past_it() {
        let gate = DiscordGate::with_rate(3);
        let now = Instant::now();
        let let_through = (0..10).filter(|_| gate.admit(Route::Token, now)).count();
        assert_eq!(let_through, 6, "a burst of two seconds' worth");
    }

    #[test]
    fn a_429_body_says_the_wait_and_whether_it_is_global() {
        let mut a = answered(429, None, false);
        a.read_body(
            br#"{"message": "You are being rate limited.", "retry_after": 1.25, "global": true}"#,
        );
        assert_eq!(a.retry_after, Some(Duration::from_millis(1250)));
        assert!(a.global);
    }

    #[test]
    fn members_are_kept_a_while_and_rechecked_for_newcomers() {
        let members = InstanceMembers::default();
        let now = Instant::now();
        let instance = Instance {
            guild_id: Some(1),
            channel_id: 2,
            users: vec![10],
        };
        assert_eq!(members.known("i", 10, now), None, "never asked");
        members.keep("i", Some(instance.clone()), now);
        let later = now + Duration::from_secs(10);
        assert_eq!(members.known("i", 10, later), Some(instance.clone()));
        // Someone else may have joined since: Discord is asked for them.
        assert_eq!(members.known("i", 11, later), None);
        assert_eq!(members.known("i", 10, now + MEMBERS_FRESH), None, "stale");
        members.keep("gone", None, now);
        assert_eq!(members.known("gone", 10, later), None);
    }

    #[test]
    fn visitors_are_limited_per_person_and_per_address() {
        let limits = VisitorLimits::default();
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let allowed = (0..50)
            .filter(|_| limits.allow(Asked::ChannelGame, a, Some(7)))
            .count();
        assert_eq!(allowed, 20, "one person's burst");
        assert!(
            limits.allow(Asked::ChannelGame, a, Some(8)),
            "another person"
        );
        let sign_ins = (0..50)
            .filter(|_| limits.allow(Asked::SignIn, b, None))
            .count();
        assert_eq!(sign_ins, 20, "one address's sign-ins");
    }
}
