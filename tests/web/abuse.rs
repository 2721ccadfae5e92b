//! The public pages under abuse, served for real on loopback: a slow client is cut off, an idle
//! connection closed, a huge head refused; one address past its connection cap gets 503 while
//! another still gets its page; only a trusted proxy may name the client for the request limit;
//! and with the database down or hung every request is answered within 10 s.
//!
//! Clients speak HTTP/1.1 by hand over TCP, so a test can be slow on purpose and connect from
//! another loopback address (127.0.0.2) as a second client.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use boardbot::host::Signer;
use boardbot::host::{Host, HostSettings, ManualClock, Place, User};
use boardbot::store::Store;
use boardbot::web::{serve, ConnectionLimits, ServeSettings, Web};
use boardbot_testkit::db::{self, hosts};
use boardbot_testkit::web::{
    connect_from, finished_game, front_end, get_from, set_public, Reply, SECRET,
};

const GUILD: u64 = 700;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 1,
    }
}

/// Serve `web` on a loopback port with `settings`.
async fn served(web: Web, settings: ServeSettings) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(serve(listener, web, settings));
    addr
}

/// Whether the server has closed `stream` (reading gives the end, an error, or an answer it
/// sent before closing), waiting at most `within`.
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 1024];
    let deadline = Instant::now() + within;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return false;
        }
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            // An answer (a 408 or 431) before the close: keep reading to the end.
            Ok(Ok(_)) => continue,
        }
    }
}

fn short_limits() -> ConnectionLimits {
    ConnectionLimits {
        header_read: Duration::from_secs(1),
        idle: Duration::from_secs(1),
        ..ConnectionLimits::default()
    }
}

#[tokio::test]
async fn slow_idle_and_oversized_clients_are_cut_off() {
    let s = hosts().await.remove(0);
    let server = served(
        front_end(&s.host),
        ServeSettings {
            connections: short_limits(),
            ..ServeSettings::default()
        },
    )
    .await;

    // A head sent one byte every 300 ms (slowloris) is cut off by the header timeout, though
    // bytes keep coming.
    let mut slow = connect_from("127.0.0.1", server).await;
    slow.write_all(b"GET /assets/style.css HTTP/1.1\r\n")
        .await
        .unwrap();
    let started = Instant::now();
    let mut cut = false;
    while started.elapsed() < Duration::from_secs(6) {
        if slow.write_all(b"X").await.is_err() {
            cut = true;
            break;
        }
        if closed_within(&mut slow, Duration::from_millis(300)).await {
            cut = true;
            break;
        }
    }
    assert!(cut, "a slow head was still open after 6 s");
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "cut before its time"
    );

    // A kept-alive connection with nothing more to ask is closed when idle.
    let mut idle = connect_from("127.0.0.1", server).await;
    idle.write_all(b"GET /assets/style.css HTTP/1.1\r\nHost: pages.test\r\n\r\n")
        .await
        .unwrap();
    let mut first = [0u8; 64];
    let n = idle.read(&mut first).await.unwrap();
    assert!(first[..n].starts_with(b"HTTP/1.1 200"));
    assert!(
        closed_within(&mut idle, Duration::from_secs(5)).await,
        "an idle connection was still open after 5 s"
    );

    // A head longer than the buffer is refused, not kept.
    let mut huge = connect_from("127.0.0.1", server).await;
    let mut head = b"GET /assets/style.css HTTP/1.1\r\nX-Filler: ".to_vec();
    head.extend(std::iter::repeat_n(b'a', 64 * 1024));
    let _ = huge.write_all(&head).await;
    assert!(
        closed_within(&mut huge, Duration::from_secs(5)).await,
        "a 64 KB head was still being read after 5 s"
    );
}

#[tokio::test]
async fn past_its_connection_cap_an_address_gets_503_while_another_gets_its_page() {
    let s = hosts().await.remove(0);
    set_public(&s.host, GUILD, true).await;
    let server = served(
        front_end(&s.host),
        ServeSettings {
            connections: ConnectionLimits {
                per_address: 2,
                ..ConnectionLimits::default()
            },
            ..ServeSettings::default()
        },
    )
    .await;
    // Two connections held open by one address, as an attacker holds them.
    let mut held = Vec::new();
    for _ in 0..2 {
        let mut c = connect_from("127.0.0.1", server).await;
        c.write_all(b"GET /assets/style.css HTTP/1.1\r\n")
            .await
            .unwrap();
        held.push(c);
    }
    let refused = get_from("127.0.0.1", server, "/assets/style.css", &[]).await;
    assert_eq!(refused.status, 503);
    assert_eq!(refused.header("retry-after"), Some("1"));
    assert!(refused.header("content-security-policy").is_some());
    // Another visitor is served meanwhile.
    let page = format!("/s/{}", Signer::new(SECRET).guild(GUILD));
    let served_page = get_from("127.0.0.2", server, &page, &[]).await;
    assert_eq!(served_page.status, 200);
    assert!(String::from_utf8_lossy(&served_page.body).contains("<html"));
    // A connection closed gives its place back.
    drop(held.pop());
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let again = get_from("127.0.0.1", server, "/assets/style.css", &[]).await;
        if again.status == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "the place was never given back");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Requests until the first 429 (at most `tries`), each over its own connection; the 429.
async fn exhaust(
    from: &str,
    server: SocketAddr,
    forwarded_for: impl Fn(usize) -> String,
    tries: usize,
) -> Option<Reply> {
    for i in 0..tries {
        let xff = forwarded_for(i);
        let reply = get_from(
            from,
            server,
            "/assets/style.css",
            &[("X-Forwarded-For", &xff)],
        )
        .await;
        if reply.status == 429 {
            return Some(reply);
        }
        assert_eq!(reply.status, 200);
    }
    None
}

#[tokio::test]
async fn only_a_trusted_proxy_names_the_client_the_limit_counts() {
    let s = hosts().await.remove(0);
    let server = served(
        front_end(&s.host),
        ServeSettings {
            trusted_proxies: "127.0.0.1".parse().unwrap(),
            ..ServeSettings::default()
        },
    )
    .await;
    // Through the proxy (127.0.0.1), one client asking too fast is limited…
    let limited = exhaust("127.0.0.1", server, |_| "198.51.100.1".into(), 200)
        .await
        .expect("a client behind the proxy is limited");
    let wait: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!(wait >= 1, "Retry-After: {wait}");
    assert!(limited.header("content-security-policy").is_some());
    assert!(limited
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    assert_eq!(limited.header("x-content-type-options"), Some("nosniff"));
    // …alone: another client behind the same proxy is not.
    let other = get_from(
        "127.0.0.1",
        server,
        "/assets/style.css",
        &[("X-Forwarded-For", "198.51.100.2")],
    )
    .await;
    assert_eq!(other.status, 200);
    // A client that is no proxy (127.0.0.2) names a new "client" in every request: the header
    // is not believed, its own address is the key, and it is limited all the same.
    let forged = exhaust(
        "127.0.0.2",
        server,
        |i| format!("203.0.113.{}", i % 250),
        200,
    )
    .await;
    assert!(forged.is_some(), "forged X-Forwarded-For escaped the limit");
    let proxied = get_from(
        "127.0.0.1",
        server,
        "/assets/style.css",
        &[("X-Forwarded-For", "198.51.100.3")],
    )
    .await;
    assert_eq!(proxied.status, 200);
}

/// With PostgreSQL down, then hung, every page is answered (503) within 10 s, and once it is
/// back the pages are too.
#[tokio::test]
async fn with_the_database_down_or_hung_every_request_is_answered_within_10_s() {
    let Some(test_db) = db::postgres().await else {
        return;
    };
    let relay = db::CuttingRelay::start(&test_db.url).await;
    let store = Store::connect(&relay.url).await.unwrap();
    let clock = Arc::new(ManualClock::new(1_700_000_000_000));
    let host = Host::new(store.clone(), clock, HostSettings::default());
    set_public(&host, GUILD, true).await;
    let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
    // A game read for its page is kept a minute (another ply's page needs no database): each
    // stall asks for a game not read before.
    let games = [
        finished_game(&host, place(), &ann, &bob).await,
        finished_game(&host, place(), &bob, &ann).await,
    ];
    let web_host = host.with_store(store.for_web_reads());
    let server = served(front_end(&web_host), ServeSettings::default()).await;
    let ids = Signer::new(SECRET);
    let urls = |round: usize, game: Option<i64>| {
        // Pictures of plies not drawn before, so nothing comes from memory but the opt-in.
        let mut urls = vec![
            format!("/s/{}", ids.guild(GUILD)),
            format!("/s/{}/p/{}", ids.guild(GUILD), ids.player(GUILD, 11)),
            format!("/s/{}/live", ids.guild(GUILD)),
            format!("/g/{}/ply/{}.png", ids.game(games[0]), round + 10),
        ];
        urls.extend(game.map(|g| format!("/g/{}?ply={round}", ids.game(g))));
        urls
    };
    let all_answered = |round: usize, game: Option<i64>, want: u16| {
        let urls = urls(round, game);
        async move {
            let asked = Instant::now();
            let replies = futures_util::future::join_all(
                urls.iter().map(|u| get_from("127.0.0.1", server, u, &[])),
            )
            .await;
            let took = asked.elapsed();
            for (url, reply) in urls.iter().zip(&replies) {
                assert_eq!(reply.status, want, "{url}");
            }
            assert!(took < Duration::from_secs(10), "answered after {took:?}");
        }
    };
    all_answered(1, None, 200).await;

    // Down: connections refused, the open ones closed by the server.
    relay.set_down(true);
    db::drop_every_connection(&test_db.url).await;
    all_answered(2, Some(games[0]), 503).await;
    relay.set_down(false);
    all_answered(3, Some(games[0]), 200).await;

    // Hung: nothing comes back, on old connections or new.
    relay.set_paused(true);
    all_answered(4, Some(games[1]), 503).await;
    relay.set_paused(false);
    all_answered(5, Some(games[1]), 200).await;
}
