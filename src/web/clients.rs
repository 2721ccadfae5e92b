//! Who a request comes from, and how often they may ask. A request's client is the address of
//! its connection, unless that address is a trusted proxy's: only a trusted proxy may name the
//! client, in `Forwarded` or `X-Forwarded-For`, so nobody else can pick their own bucket.
//! IPv6 clients are counted per /64, the block one subscriber usually holds.

use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::str::FromStr;
use std::time::Duration;

use axum::http::HeaderMap;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use ipnet::IpNet;

/// The proxies whose forwarding headers are believed (`WEB_TRUSTED_PROXIES`): addresses and
/// CIDR blocks, separated by commas.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl FromStr for TrustedProxies {
    type Err = String;
    fn from_str(s: &str) -> Result<TrustedProxies, String> {
        s.split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(|part| {
                part.parse::<IpNet>()
                    .or_else(|_| part.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("`{part}` is neither an address nor a CIDR block"))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(TrustedProxies)
    }
}

impl TrustedProxies {
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client of a request that came over a connection from `peer`: `peer` itself, or,
    /// when `peer` is trusted, the nearest address in the forwarding chain that is not (the
    /// chain read from the right, where each trusted proxy added the address it saw).
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.contains(peer) {
            return peer;
        }
        let chain = forwarded_chain(headers);
        let mut client = peer;
        for hop in chain.iter().rev() {
            // A hop we cannot read (`unknown`, an obfuscated name): the last one we could
            // stands for the client.
            let Some(ip) = hop else { break };
            client = *ip;
            if !self.contains(*ip) {
                break;
            }
        }
        client
    }
}

/// The addresses a request passed through, oldest first: from `Forwarded` (RFC 7239) when it
/// is there, else from `X-Forwarded-For`. `None` for a hop that is not an address.
fn forwarded_chain(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let values = |name: &str| {
        headers
            .get_all(name)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let forwarded = values("forwarded");
    if !forwarded.is_empty() {
        return forwarded
            .iter()
            .map(|element| {
                element
                    .split(';')
                    .filter_map(|pair| pair.trim().split_once('='))
                    .find(|(key, _)| key.trim().eq_ignore_ascii_case("for"))
                    .and_then(|(_, node)| parse_node(node))
            })
            .collect();
    }
    values("x-forwarded-for")
        .iter()
        .map(|hop| parse_node(hop))
        .collect()
}

/// An address as a forwarding header writes it: `192.0.2.1`, `192.0.2.1:4711`,
/// `"[2001:db8::1]:4711"`, `2001:db8::1`.
fn parse_node(node: &str) -> Option<IpAddr> {
    let node = node.trim().trim_matches('"');
    if let Ok(ip) = node.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Some(rest) = node.strip_prefix('[') {
        return rest
            .split_once(']')?
            .0
            .parse::<Ipv6Addr>()
            .ok()
            .map(IpAddr::V6);
    }
    let (host, port) = node.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    host.parse::<std::net::Ipv4Addr>().ok().map(IpAddr::V4)
}

/// IPv4 addresses written as IPv6 (`::ffff:192.0.2.1`) are IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The bucket a client's requests are counted in: an IPv4 address, or an IPv6 address's /64.
pub fn bucket(ip: IpAddr) -> IpAddr {
    match canonical(ip) {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

/// Requests per bucket: a burst, then a steady rate.
pub struct RequestLimit {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
}

impl RequestLimit {
    /// `burst` requests at once, then one every `refill`.
    pub fn new(burst: u32, refill: Duration) -> RequestLimit {
        let quota = Quota::with_period(refill)
            .expect("a refill period above zero")
            .allow_burst(NonZeroU32::new(burst).expect("a burst above zero"));
        RequestLimit {
            limiter: RateLimiter::keyed(quota),
        }
    }

    /// `Ok` if `client` may make a request now; otherwise how long until it may, in whole
    /// seconds (at least 1, as `Retry-After` counts).
    pub fn check(&self, client: IpAddr) -> Result<(), u64> {
        self.limiter
            .check_key(&bucket(client))
            .map_err(|not_until| {
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                wait.as_secs_f64().ceil().max(1.0) as u64
            })
    }

    /// Forget buckets that are full again (call now and then: memory stays bounded).
    pub fn forget_idle(&self) {
        self.limiter.retain_recent();
        self.limiter.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn proxies_are_read_as_addresses_and_blocks() {
        let proxies: TrustedProxies = "127.0.0.1, 10.0.0.0/8,::1".parse().unwrap();
        assert!(proxies.contains(ip("10.1.2.3")) && proxies.contains(ip("::1")));
        assert!(proxies.contains(ip("::ffff:127.0.0.1")));
        assert!(!proxies.contains(ip("11.0.0.1")));
        assert!("10.0.0.0/33".parse::<TrustedProxies>().is_err());
        assert!("proxy.example".parse::<TrustedProxies>().is_err());
        assert_eq!(
            "".parse::<TrustedProxies>().unwrap(),
            TrustedProxies::default()
        );
    }

    #[test]
    fn only_a_trusted_proxy_names_the_client() {
        let proxies: TrustedProxies = "10.0.0.0/8".parse().unwrap();
        let forged = headers(&[("x-forwarded-for", "198.51.100.7")]);
        // Sent straight to us, a forwarding header is the client's own invention.
        assert_eq!(
            proxies.client(ip("203.0.113.9"), &forged),
            ip("203.0.113.9")
        );
        assert_eq!(proxies.client(ip("10.0.0.2"), &forged), ip("198.51.100.7"));
        // The client's own forged entry is left of what our proxies added.
        let chain = headers(&[("x-forwarded-for", "1.2.3.4, 198.51.100.7, 10.0.0.3")]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &chain), ip("198.51.100.7"));
        let split = headers(&[
            ("x-forwarded-for", "1.2.3.4"),
            ("x-forwarded-for", "198.51.100.7"),
        ]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &split), ip("198.51.100.7"));
        // No header: the proxy itself.
        assert_eq!(
            proxies.client(ip("10.0.0.2"), &HeaderMap::new()),
            ip("10.0.0.2")
        );
        // An unreadable hop: the last readable one.
        let unknown = headers(&[("x-forwarded-for", "unknown, 10.0.0.5")]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &unknown), ip("10.0.0.5"));
    }

    #[test]
    fn forwarded_is_read_before_x_forwarded_for() {
        let proxies: TrustedProxies = "127.0.0.1".parse().unwrap();
        let both = headers(&[
            (
                "forwarded",
                "for=192.0.2.60;proto=http;by=203.0.113.43, for=\"[2001:db8:cafe::17]:4711\"",
            ),
            ("x-forwarded-for", "198.51.100.1"),
        ]);
        assert_eq!(
            proxies.client(ip("127.0.0.1"), &both),
            ip("2001:db8:cafe::17")
        );
        let with_port = headers(&[("forwarded", "For=\"192.0.2.43:47011\"")]);
        assert_eq!(
            proxies.client(ip("127.0.0.1"), &with_port),
            ip("192.0.2.43")
        );
    }

    #[test]
    fn ipv6_clients_share_a_bucket_per_64() {
        assert_eq!(
            bucket(ip("2001:db8:1:2:aaaa::1")),
            bucket(ip("2001:db8:1:2:ffff::9"))
        );
        assert_ne!(bucket(ip("2001:db8:1:2::1")), bucket(ip("2001:db8:1:3::1")));
        assert_eq!(bucket(ip("::ffff:192.0.2.1")), ip("192.0.2.1"));
    }

    #[test]
    fn a_bucket_runs_dry_and_says_when_to_come_back() {
        let limit = RequestLimit::new(3, Duration::from_secs(2));
        let client = ip("192.0.2.1");
        for _ in 0..3 {
            assert!(limit.check(client).is_ok());
        }
        assert_eq!(limit.check(client), Err(2));
        assert!(limit.check(ip("192.0.2.2")).is_ok(), "another client");
        // The same /64 is the same bucket.
        let limit = RequestLimit::new(1, Duration::from_secs(60));
        assert!(limit.check(ip("2001:db8::1")).is_ok());
        assert!(limit.check(ip("2001:db8::2")).is_err());
    }
}
