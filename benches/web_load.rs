//! Web load benchmark (not a test): the public pages under 200 concurrent requests.
//!
//! Fills a database with `--games` finished Twenty-Sevens games (played through the host) in
//! a server that has opted in, serves the pages in process on a loopback port (the router
//! without the per-address limit, which would refuse one client's burst), and sends rounds of
//! 200 concurrent requests (`--concurrency`), each on its own connection: at a game page; at
//! the first page read of each game (one round, each request another game: read from the
//! database and built); at pages of other plies of those games (built from the game as read);
//! at a ply image revalidated with `If-None-Match` (the 304 a browser gets for a cached
//! image); at a ply image the pages keep in memory; then at ply images never asked for before
//! (each request another game's or ply's, drawn). Prints p50/p99 of the server's time per
//! request (handler in, response out, measured by a layer around the router) and of the time
//! the client waited (which includes queueing behind the other 199 on this machine's cores).
//!
//! These rows measure the work, so the pictures' bound (a core's worth drawn at once, 503
//! past it) is lifted for them. `--abuse` measures the bound instead: the pages served as in
//! production (connection limits, the per-client request limit, the render bound), one address
//! (127.0.0.1) asks for replay GIFs never drawn before, four at a time, as fast as its limit
//! lets it, while a visitor from another address (127.0.0.2) reads a game page ten times a
//! second, first alone and then under that attack; prints the visitor's p50/p99 both ways and
//! what the attacker got (200, 429, 503).
//!
//! Run: `scripts/with-postgres cargo bench --bench web_load` (PostgreSQL, from
//! `TEST_DATABASE_URL`), or `cargo bench --bench web_load -- --sqlite`. Options:
//! `--games N --rounds N --concurrency N`, `--abuse [--seconds N]`. Under `cargo test
//! --all-targets` (no `--bench`) it is a smoke test: SQLite, a few games, one small round, a
//! second of abuse.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::middleware::Next;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use boardbot::host::Signer;
use boardbot::host::{Host, HostSettings, ManualClock, Place, User};
use boardbot::i18n::Lang;
use boardbot::store::Store;
use boardbot::web::{ply_etag, router, serve, ServeSettings};
use boardbot_testkit::web::{finished_game, front_end, set_public, SECRET};

fn arg(name: &str) -> Option<usize> {
    let argv: Vec<String> = std::env::args().collect();
    let i = argv.iter().position(|a| a == name)?;
    argv.get(i + 1)?.parse().ok()
}

fn flag(name: &str) -> bool {
    std::env::args().any(|a| a == name)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

/// One GET on its own connection; the status line's code and the time to the last byte.
async fn fetch(addr: std::net::SocketAddr, path: &str, headers: &str) -> (u16, Duration) {
    fetch_from("127.0.0.1", addr, path, headers).await
}

/// [`fetch`] from the loopback address `from`.
async fn fetch_from(
    from: &str,
    addr: std::net::SocketAddr,
    path: &str,
    headers: &str,
) -> (u16, Duration) {
    let started = Instant::now();
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let mut stream = socket.connect(addr).await.unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n{headers}\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let status = std::str::from_utf8(&answer[9..12])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, started.elapsed())
}

#[tokio::main]
async fn main() {
    let full = flag("--bench");
    let games = arg("--games").unwrap_or(if full { 200 } else { 3 });
    let rounds = arg("--rounds").unwrap_or(if full { 10 } else { 1 });
    let concurrency = arg("--concurrency").unwrap_or(if full { 200 } else { 20 });
    let postgres = full && !flag("--sqlite");
    let _dir;
    let url = if postgres {
        boardbot_testkit::db::postgres_url()
            .await
            .expect("TEST_DATABASE_URL: run under scripts/with-postgres, or pass --sqlite")
    } else {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/bench.db", dir.path().display());
        _dir = dir;
        url
    };
    let store = Store::connect(&url).await.unwrap();
    let host = Host::new(
        store,
        Arc::new(ManualClock::new(1_700_000_000_000)),
        HostSettings::default(),
    );
    const GUILD: u64 = 900;
    set_public(&host, GUILD, true).await;
    let filled = Instant::now();
    let mut ids = Vec::new();
    for i in 0..games as u64 {
        let place = Place {
            guild_id: Some(GUILD),
            channel_id: 1 + i,
        };
        let a = User::new(1_000 + i % 50, format!("player{}", i % 50));
        let b = User::new(2_000 + i % 37, format!("rival{}", i % 37));
        ids.push(finished_game(&host, place, &a, &b).await);
    }
    println!(
        "{} backend, {games} finished games in {:.1} s",
        if postgres { "PostgreSQL" } else { "SQLite" },
        filled.elapsed().as_secs_f64()
    );

    if flag("--abuse") {
        let seconds = arg("--seconds").unwrap_or(if full { 20 } else { 1 });
        abuse(&host, &ids, Duration::from_secs(seconds as u64)).await;
        return;
    }

    let server_times: Arc<Mutex<Vec<Duration>>> = Arc::default();
    let times = server_times.clone();
    // Enough slots that every request draws: these rows time the drawing itself.
    let slots = Arc::new(tokio::sync::Semaphore::new(concurrency.max(1)));
    let app = router(front_end(&host).with_render_slots(slots)).layer(axum::middleware::from_fn(
        move |request: Request, next: Next| {
            let times = times.clone();
            async move {
                let started = Instant::now();
                let response = next.run(request).await;
                times.lock().unwrap().push(started.elapsed());
                response
            }
        },
    ));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let signer = Signer::new(SECRET);
    let game = ids[ids.len() / 2];
    let signed = signer.game(game);
    let version = host.store().game(game).await.unwrap().unwrap().version;
    let etag = ply_etag(game, version, 5, Lang::EnUs);
    let one = |path: String| vec![path];
    // Every (game, ply) in turn: each request draws a picture nobody asked for before.
    let every_ply: Vec<String> = ids
        .iter()
        .flat_map(|&id| {
            let signed = signer.game(id);
            (0..=27).map(move |ply| format!("/g/{signed}/ply/{ply}.png?lang=en-US"))
        })
        .collect();
    // The first page read of each game (each request another game: its record, moves and
    // analysis read, the page built), then pages of other plies of those games (the game as
    // read kept, the page built).
    let first_pages: Vec<String> = ids
        .iter()
        .filter(|&&id| id != game)
        .map(|&id| format!("/g/{}?ply=1", signer.game(id)))
        .collect();
    let signer_ref = &signer;
    let other_plies: Vec<String> = (2..=27)
        .flat_map(|ply| {
            ids.iter()
                .map(move |&id| format!("/g/{}?ply={ply}", signer_ref.game(id)))
        })
        .collect();
    let targets = [
        (
            "game page",
            one(format!("/g/{signed}?ply=5")),
            String::new(),
            200,
        ),
        ("game page, first read", first_pages, String::new(), 200),
        ("game page, another ply", other_plies, String::new(), 200),
        (
            "cached ply image (304)",
            one(format!("/g/{signed}/ply/5.png?lang=en-US")),
            format!("If-None-Match: {etag}\r\n"),
            304,
        ),
        (
            "ply image from memory",
            one(format!("/g/{signed}/ply/5.png?lang=en-US")),
            String::new(),
            200,
        ),
        ("ply image, drawn", every_ply, String::new(), 200),
    ];
    for (name, paths, headers, expected) in &targets {
        // A game is read first only once: one round over distinct games, warmed up on the
        // page read before.
        let first_reads = name.ends_with("first read");
        let (paths, rounds) = if first_reads {
            (&paths[..concurrency.min(paths.len())], 1)
        } else {
            (&paths[..], rounds)
        };
        // Warm-up: connections to the database, the renderer's fonts (from the far end of
        // the paths, which the rounds reach last if at all).
        let warm_up = if first_reads {
            &targets[0].1[..]
        } else {
            paths
        };
        for path in warm_up.iter().rev().cycle().take(5) {
            assert_eq!(fetch(addr, path, headers).await.0, *expected, "{name}");
        }
        server_times.lock().unwrap().clear();
        let mut waited = Vec::new();
        let started = Instant::now();
        // First reads: each of the round's games once, all at once.
        let at_once = if first_reads {
            paths.len()
        } else {
            concurrency
        };
        for round in 0..rounds {
            let tasks: Vec<_> = (0..at_once)
                .map(|i| {
                    let path = paths[(round * at_once + i) % paths.len()].clone();
                    let headers = headers.clone();
                    tokio::spawn(async move { fetch(addr, &path, &headers).await })
                })
                .collect();
            for task in tasks {
                let (status, took) = task.await.unwrap();
                assert_eq!(status, *expected, "{name}");
                waited.push(took);
            }
        }
        let elapsed = started.elapsed();
        let mut server = server_times.lock().unwrap().clone();
        server.sort();
        waited.sort();
        println!(
            "{name:<24} {} requests ({at_once} at once) in {:.2} s: server p50 {} p99 {}; \
             client p50 {} p99 {}",
            waited.len(),
            elapsed.as_secs_f64(),
            ms(percentile(&server, 0.5)),
            ms(percentile(&server, 0.99)),
            ms(percentile(&waited, 0.5)),
            ms(percentile(&waited, 0.99)),
        );
    }
}

/// The victim's page times while an attacker fetches GIFs as fast as its limit allows.
async fn abuse(host: &Host, ids: &[i64], seconds: Duration) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(serve(listener, front_end(host), ServeSettings::default()));
    let signer = Signer::new(SECRET);
    let victim_page = format!("/g/{}?ply=5", signer.game(ids[0]));
    assert_eq!(fetch_from("127.0.0.2", addr, &victim_page, "").await.0, 200);
    // Every (game, language) once: each GIF never drawn before.
    let gifs: Arc<Vec<String>> = Arc::new(
        Lang::ALL
            .iter()
            .flat_map(|lang| ids.iter().map(move |&id| (id, lang)).collect::<Vec<_>>())
            .map(|(id, lang)| format!("/g/{}/replay.gif?lang={}", signer.game(id), lang.code()))
            .collect(),
    );
    // The visitor alone first, then under attack: the two side by side in one run.
    let alone = victim_times(addr, &victim_page, Instant::now() + seconds).await;
    let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let tally: Arc<Mutex<std::collections::BTreeMap<u16, usize>>> = Arc::default();
    let until = Instant::now() + seconds;
    let attackers: Vec<_> = (0..4)
        .map(|_| {
            let (gifs, next, tally) = (gifs.clone(), next.clone(), tally.clone());
            tokio::spawn(async move {
                while Instant::now() < until {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let (status, _) =
                        fetch_from("127.0.0.1", addr, &gifs[i % gifs.len()], "").await;
                    *tally.lock().unwrap().entry(status).or_default() += 1;
                    if status == 429 {
                        // As fast as the limit allows: come back when it refills.
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                }
            })
        })
        .collect();
    let attacked = victim_times(addr, &victim_page, until).await;
    for attacker in attackers {
        attacker.await.unwrap();
    }
    println!(
        "abuse, {:.0} s each: victim's page alone p50 {} p99 {}; under attack p50 {} p99 {} \
         ({} requests); attacker's GIF requests by status: {:?}",
        seconds.as_secs_f64(),
        ms(percentile(&alone, 0.5)),
        ms(percentile(&alone, 0.99)),
        ms(percentile(&attacked, 0.5)),
        ms(percentile(&attacked, 0.99)),
        attacked.len(),
        tally.lock().unwrap()
    );
}

/// A visitor (127.0.0.2) reading `page` ten times a second until `until`: the times, sorted.
async fn victim_times(addr: std::net::SocketAddr, page: &str, until: Instant) -> Vec<Duration> {
    let mut waited = Vec::new();
    while Instant::now() < until {
        let (status, took) = fetch_from("127.0.0.2", addr, page, "").await;
        assert_eq!(status, 200, "the victim's page");
        waited.push(took);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    waited.sort();
    waited
}
