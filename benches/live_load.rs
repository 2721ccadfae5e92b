//! Live pages load benchmark (not a test).
//!
//! The pages are served in this process as in production (`web::serve`: connection limits,
//! raised to 20,000, and the per-client request limit), over a game in progress in a server
//! that has opted in. The watchers are another process (this binary again, `--watch-client`),
//! so that the server's resident memory is its own and each side has its own file descriptors;
//! they connect from 250 loopback addresses (127.0.0.2 and on), each a client of its own.
//!
//! 1. Fan-out: `--watchers` (5,000) streams watch the game; `--moves` (20) moves are played
//!    through the host, one every 200 ms. For each move and watcher: the time from just before
//!    the move's host call to the frame's arrival at the watcher (wall clocks of one machine).
//!    Prints p50/p99/max and how many frames never came.
//! 2. Idle: once those watchers left, `--idle` (10,000) streams open on another game and stay
//!    quiet: the server process's resident memory (VmRSS) before and after, and per stream.
//! 3. Across processes (PostgreSQL only): a second host on its own pool follows the first
//!    one's commits through the database's notifications: the time from just before each move's
//!    host call until the second host hears of it, p50/p99.
//! 4. Moves on the web: `--web-games` (4) games played out by two signed-in players through
//!    `POST /g/{game}/move`, each on a connection of its own, a move every 0.52 s (a player
//!    every 1.04 s, within the limit per person): the time from sending the request to the end of the
//!    answer (the server's time and loopback), p50/p99. The frame and its picture are made
//!    after the answer, on other tasks.
//! 5. The same moves through the host call alone (`Host::play_from_web`: no HTTP, no session
//!    read), in the same run: p50/p99. Parts 4 and 5 report the moves that end a game (whose
//!    commit also writes ratings, records and achievements) apart.
//! 6. Moves that end a game: `--ending-games` (30) more games played out through the host call,
//!    each ending move timed after a pause: p50/p99/max; side by side, after the same pause,
//!    the same player's move two plies before and (PostgreSQL) a bare `SELECT 1`, so that
//!    what a machine woken from idle costs any move shows apart. `--endings-only` runs this part
//!    alone, after `--warm-up` (8) untimed games, as many as parts 4 and 5 end before it;
//!    `--count-statements` also counts the statements each ending move sends (before its
//!    answer, and in all) and lists the last one's; `--each` prints every ending move's time
//!    in game order.
//!
//! Run: `scripts/with-postgres cargo bench --bench live_load` (PostgreSQL, from
//! `TEST_DATABASE_URL`), or `cargo bench --bench live_load -- --sqlite` (no part 3). Under
//! `cargo test --all-targets` (no `--bench`) it is a smoke test: SQLite, 50 watchers, 100 idle
//! streams, 3 moves.

use std::collections::HashMap;
use std::process::Stdio;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::sync::mpsc;

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostSettings, ManualClock, Place, Signer, User};
use boardbot::i18n::Lang;
use boardbot::store::Store;
use boardbot::web::{serve, ConnectionLimits, ServeSettings};
use boardbot_testkit::web::{front_end, set_public, SECRET};
use boardbot_testkit::world::decisive_game;

const GUILD: u64 = 900;
/// Loopback addresses the watchers connect from.
const ADDRESSES: usize = 250;

fn arg(name: &str) -> Option<String> {
    let argv: Vec<String> = std::env::args().collect();
    let i = argv.iter().position(|a| a == name)?;
    argv.get(i + 1).cloned()
}

fn number(name: &str) -> Option<usize> {
    arg(name)?.parse().ok()
}

fn flag(name: &str) -> bool {
    std::env::args().any(|a| a == name)
}

fn now_us() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_micros() as i64
}

fn percentile(sorted: &[i64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1] as f64 / 1000.0
}

/// Resident memory of this process, in MB.
fn resident_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

#[tokio::main]
async fn main() {
    if flag("--watch-client") {
        return watch_client().await;
    }
    let full = flag("--bench");
    let watchers = number("--watchers").unwrap_or(if full { 5_000 } else { 50 });
    let idle = number("--idle").unwrap_or(if full { 10_000 } else { 100 });
    let moves = number("--moves").unwrap_or(if full { 20 } else { 3 });
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
    set_public(&host, GUILD, true).await;
    let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
    let signed_in = [
        boardbot::host::SignedIn {
            user_id: ann.id,
            name: "ann".into(),
        },
        boardbot::host::SignedIn {
            user_id: bob.id,
            name: "bob".into(),
        },
    ];
    if flag("--endings-only") {
        println!(
            "{} backend; part 6 alone",
            if postgres { "PostgreSQL" } else { "SQLite" }
        );
        return ending_moves(&host, &signed_in, postgres.then_some(url.as_str())).await;
    }
    let watched = started(&host, 1, &ann, &bob).await;
    let quiet = started(&host, 2, &ann, &bob).await;

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let settings = ServeSettings {
        connections: ConnectionLimits {
            total: 20_000,
            per_address: 20_000,
            ..ConnectionLimits::default()
        },
        trusted_proxies: Default::default(),
    };
    tokio::spawn(serve(listener, front_end(&host), settings));
    let ids = Signer::new(SECRET);
    println!(
        "{} backend; {watchers} watchers, {moves} moves; {idle} idle streams",
        if postgres { "PostgreSQL" } else { "SQLite" }
    );

    // Part 3's listener first, so that it hears every move.
    let mut other_changes = if postgres {
        let other = Host::new(
            Store::connect(&url).await.unwrap(),
            Arc::new(ManualClock::new(1_700_000_000_000)),
            HostSettings::default(),
        );
        other.follow_other_processes().await.unwrap();
        Some((other.game_changes(), other))
    } else {
        None
    };

    // 1. Fan-out.
    let mut client =
        Watchers::start(addr, &format!("/g/{}/events", ids.game(watched)), watchers).await;
    let mut started_at = HashMap::new();
    let place = Place {
        guild_id: Some(GUILD),
        channel_id: 1,
    };
    let mut across = Vec::new();
    for (i, mv) in decisive_game().into_iter().take(moves).enumerate() {
        let mover = if i % 2 == 0 { &ann } else { &bob };
        let t0 = now_us();
        let view = host.play(place, mover, &mv, None).await.unwrap();
        started_at.insert(view.version, t0);
        if let Some((changes, _)) = &mut other_changes {
            loop {
                let change = changes.recv().await.unwrap();
                if change.game_id == watched && change.version == view.version {
                    across.push(now_us() - t0);
                    break;
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let arrivals = client.report().await;
    let mut latencies = Vec::new();
    let mut missing = 0;
    for (version, t0) in &started_at {
        let times = arrivals.get(version).cloned().unwrap_or_default();
        missing += watchers.saturating_sub(times.len());
        latencies.extend(times.iter().map(|t1| t1 - t0));
    }
    latencies.sort_unstable();
    println!(
        "fan-out: move to watcher p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms over {} frames; {missing} never came",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
        latencies.len()
    );

    // 2. Idle streams, once the fan-out's watchers have gone.
    client.quit().await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let before = resident_mb();
    let web_games = number("--web-games").unwrap_or(if full { 4 } else { 1 });
    let web_moves = if full { 27 } else { 6 };
    let quiet_client = Watchers::start(addr, &format!("/g/{}/events", ids.game(quiet)), idle).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let after = resident_mb();
    println!(
        "idle: {idle} open streams: server resident {before:.0} MB -> {after:.0} MB ({:.1} KB each)",
        (after - before) * 1024.0 / idle as f64
    );

    // 3. Across processes.
    if !across.is_empty() {
        across.sort_unstable();
        println!(
            "across processes (PostgreSQL notifications): move to the other host p50 {:.1} ms, p99 {:.1} ms over {} moves",
            percentile(&across, 0.5),
            percentile(&across, 0.99),
            across.len()
        );
    }
    quiet_client.quit_now();

    // 4. Moves on the web.
    let cookies = [
        format!("bb_session={}", host.sign_in(ann.id, "ann").await.unwrap()),
        format!("bb_session={}", host.sign_in(bob.id, "bob").await.unwrap()),
    ];
    let (mut times, mut ending) = (Vec::new(), Vec::new());
    for g in 0..web_games as u64 {
        let game = started(&host, 100 + g, &ann, &bob).await;
        let mut version = host.store().game(game).await.unwrap().unwrap().version;
        let path = format!("/g/{}/move", ids.game(game));
        for (i, mv) in decisive_game().into_iter().take(web_moves).enumerate() {
            tokio::time::sleep(Duration::from_millis(520)).await;
            let body = format!("version={version}&move={mv}");
            let request = format!(
                "POST {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\nCookie: {}\r\n\
                 Sec-Fetch-Site: same-origin\r\nAccept: application/json\r\n\
                 Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
                cookies[i % 2],
                body.len()
            );
            let from = format!("127.0.0.{}:0", 2 + (i % ADDRESSES));
            let socket = tokio::net::TcpSocket::new_v4().unwrap();
            socket.bind(from.parse().unwrap()).unwrap();
            let mut stream = socket.connect(addr).await.unwrap();
            let sent = Instant::now();
            stream.write_all(request.as_bytes()).await.unwrap();
            let mut answer = Vec::new();
            stream.read_to_end(&mut answer).await.unwrap();
            let took = sent.elapsed().as_micros() as i64;
            if i + 1 == decisive_game().len() {
                ending.push(took);
            } else {
                times.push(took);
            }
            let answer = String::from_utf8_lossy(&answer);
            assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
            version += 1;
        }
    }
    report_moves("request to answer", times, ending);

    // 5. The same moves through the host call alone (no HTTP, no session read), side by
    // side: how much of a web move is the host's (its reads and its commit).
    let (mut host_times, mut host_ending) = (Vec::new(), Vec::new());
    for g in 0..web_games as u64 {
        let game = started(&host, 200 + g, &ann, &bob).await;
        let mut version = host.store().game(game).await.unwrap().unwrap().version;
        for (i, mv) in decisive_game().into_iter().take(web_moves).enumerate() {
            tokio::time::sleep(Duration::from_millis(520)).await;
            let started_at = Instant::now();
            let played = host
                .play_from_web(game, version, &signed_in[i % 2], &mv, Lang::EnUs)
                .await
                .unwrap();
            let took = started_at.elapsed().as_micros() as i64;
            if played.finished {
                host_ending.push(took);
            } else {
                host_times.push(took);
            }
            version = played.version;
        }
    }
    report_moves("the host call alone", host_times, host_ending);

    // 6. More game-ending moves.
    ending_moves(&host, &signed_in, postgres.then_some(url.as_str())).await;
}

/// Part 6: `--ending-games` games played out through the host call, quickly but for a pause
/// before the move that ends each, which is timed: p50/p99/max. With `--count-statements`,
/// the statements each ending move sends to the database (sqlx's own log of them), before its
/// answer and in all (a second after it), and the last one's statements listed. Side by side
/// in each game, after the same pause: the same player's move two plies before (any move's
/// cost) and, on PostgreSQL (`url`), a bare `SELECT 1` on a connection of its own (what one
/// round trip costs a machine woken from idle).
async fn ending_moves(host: &Host, signed_in: &[boardbot::host::SignedIn; 2], url: Option<&str>) {
    let full = flag("--bench");
    let ending_games = number("--ending-games").unwrap_or(if full { 30 } else { 2 });
    // Alone, part 6 first plays as many games as parts 4 and 5 would have ended before it
    // (their statements prepared on the pool's connections), untimed.
    let warm_up = match flag("--endings-only") {
        true => number("--warm-up").unwrap_or(8),
        false => 0,
    } as u64;
    let counter = flag("--count-statements").then(statements::install);
    let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
    let (mut endings, mut counts) = (Vec::new(), Vec::new());
    // The same player's move two plies before each ending, after the same pause: what any
    // move costs a host woken from idle, side by side with the endings.
    let mut ordinary = Vec::new();
    let mut round_trip = match url {
        Some(url) => Some(sqlx::postgres::PgPool::connect(url).await.unwrap()),
        None => None,
    };
    let mut round_trips = Vec::new();
    for g in 0..warm_up {
        let game = started(host, 400 + g, &ann, &bob).await;
        let mut version = host.store().game(game).await.unwrap().unwrap().version;
        for (i, mv) in decisive_game().iter().enumerate() {
            let played = host
                .play_from_web(game, version, &signed_in[i % 2], mv, Lang::EnUs)
                .await
                .unwrap();
            version = played.version;
        }
    }
    for g in 0..ending_games as u64 {
        if let Some(pool) = &mut round_trip {
            tokio::time::sleep(Duration::from_millis(200)).await;
            let started_at = Instant::now();
            sqlx::query("SELECT 1").execute(&*pool).await.unwrap();
            round_trips.push(started_at.elapsed().as_micros() as i64);
        }
        let game = started(host, 300 + g, &ann, &bob).await;
        let mut version = host.store().game(game).await.unwrap().unwrap().version;
        let moves = decisive_game();
        for (i, mv) in moves.iter().enumerate() {
            let ends = i + 1 == moves.len();
            let baseline = i + 3 == moves.len();
            if ends || baseline {
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            // The last game's ending move is listed: by then its pool's season has begun.
            let before = counter.map(|c| c.start(ends && g + 1 == ending_games as u64));
            let started_at = Instant::now();
            let played = host
                .play_from_web(game, version, &signed_in[i % 2], mv, Lang::EnUs)
                .await
                .unwrap();
            let took = started_at.elapsed().as_micros() as i64;
            assert_eq!(played.finished, ends);
            if baseline {
                ordinary.push(took);
            }
            if played.finished {
                endings.push(took);
                if let (Some(counter), Some(before)) = (counter, before) {
                    let answered = counter.count() - before;
                    // Whatever the ending left to run after its answer.
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    counts.push((answered, counter.count() - before));
                    counter.start(false);
                }
            }
            version = played.version;
        }
    }
    if flag("--each") {
        let each: Vec<String> = endings
            .iter()
            .map(|us| format!("{:.1}", *us as f64 / 1000.0))
            .collect();
        println!("each ending move, in game order (ms): {}", each.join(" "));
    }
    endings.sort_unstable();
    println!(
        "moves that end a game, the host call alone: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms \
         over {} games",
        percentile(&endings, 0.5),
        percentile(&endings, 0.99),
        percentile(&endings, 1.0),
        endings.len()
    );
    ordinary.sort_unstable();
    println!(
        "the same player's move two plies before each, after the same pause: p50 {:.2} ms, \
         p99 {:.2} ms, max {:.2} ms; endings/ordinary at p50 {:.2}x",
        percentile(&ordinary, 0.5),
        percentile(&ordinary, 0.99),
        percentile(&ordinary, 1.0),
        percentile(&endings, 0.5) / percentile(&ordinary, 0.5)
    );
    if !round_trips.is_empty() {
        round_trips.sort_unstable();
        println!(
            "a bare SELECT 1 after the same pause: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            percentile(&round_trips, 0.5),
            percentile(&round_trips, 0.99),
            percentile(&round_trips, 1.0)
        );
    }
    if let Some(counter) = counter {
        println!("statements of the last game's ending move, in order (ms each):");
        for statement in counter.listed() {
            println!("  {statement}");
        }
        counts.sort_unstable();
        println!(
            "statements per ending move (before its answer, in all), fewest to most: {counts:?}"
        );
    }
}

/// Counts the statements sqlx sends (its `sqlx::query` events; on SQLite a transaction's
/// BEGIN and COMMIT are commands of its own, not among them).
mod statements {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::sync::{Mutex, OnceLock};

    use tracing_subscriber::layer::{Context, SubscriberExt};
    use tracing_subscriber::Layer;

    #[derive(Default)]
    pub struct Counter {
        count: AtomicUsize,
        listing: AtomicBool,
        listed: Mutex<Vec<String>>,
    }

    static COUNTER: OnceLock<Counter> = OnceLock::new();

    /// Installs the counter as the process's subscriber.
    pub fn install() -> &'static Counter {
        let counter = COUNTER.get_or_init(Counter::default);
        let subscriber = tracing_subscriber::registry().with(Counting(counter));
        tracing::subscriber::set_global_default(subscriber).unwrap();
        counter
    }

    impl Counter {
        pub fn count(&self) -> usize {
            self.count.load(Ordering::SeqCst)
        }

        /// The count now; from now on each statement is listed too if `list`, else not.
        pub fn start(&self, list: bool) -> usize {
            self.listing.store(list, Ordering::SeqCst);
            self.count()
        }

        pub fn listed(&self) -> Vec<String> {
            self.listed.lock().unwrap().clone()
        }
    }

    struct Counting(&'static Counter);

    /// A statement's text, as sqlx logs it: its summary, or the whole statement.
    #[derive(Default)]
    struct Text {
        summary: String,
        statement: String,
        elapsed_secs: f64,
    }

    impl tracing::field::Visit for Text {
        fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
            match field.name() {
                "summary" => self.summary = value.to_string(),
                "db.statement" => self.statement = value.trim().to_string(),
                _ => {}
            }
        }

        fn record_f64(&mut self, field: &tracing::field::Field, value: f64) {
            if field.name() == "elapsed_secs" {
                self.elapsed_secs = value;
            }
        }

        fn record_debug(&mut self, _: &tracing::field::Field, _: &dyn std::fmt::Debug) {}
    }

    impl<S: tracing::Subscriber> Layer<S> for Counting {
        fn enabled(&self, metadata: &tracing::Metadata<'_>, _: Context<'_, S>) -> bool {
            metadata.target() == "sqlx::query"
        }

        fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
            self.0.count.fetch_add(1, Ordering::SeqCst);
            if self.0.listing.load(Ordering::SeqCst) {
                let mut text = Text::default();
                event.record(&mut text);
                let shown = match text.statement.is_empty() {
                    true => text.summary,
                    false => text.statement,
                };
                let shown: String = shown.split_whitespace().collect::<Vec<_>>().join(" ");
                let shown: String = shown.chars().take(150).collect();
                let ms = text.elapsed_secs * 1000.0;
                self.0
                    .listed
                    .lock()
                    .unwrap()
                    .push(format!("{ms:6.2}  {shown}"));
            }
        }
    }
}

/// Moves' times (µs): p50/p99 of those that did not end their game, and p50 of those that
/// did (their commit also writes ratings, records and achievements).
fn report_moves(what: &str, mut moves: Vec<i64>, mut ending: Vec<i64>) {
    moves.sort_unstable();
    ending.sort_unstable();
    println!(
        "moves on the web, {what}: p50 {:.2} ms, p99 {:.2} ms over {} moves; the {} that \
         ended their game: p50 {:.2} ms",
        percentile(&moves, 0.5),
        percentile(&moves, 0.99),
        moves.len(),
        ending.len(),
        percentile(&ending, 0.5),
    );
}

/// `first` challenges `second` to Twenty-Sevens in channel `channel`; accepted.
async fn started(host: &Host, channel: u64, first: &User, second: &User) -> i64 {
    let place = Place {
        guild_id: Some(GUILD),
        channel_id: channel,
    };
    let c = host
        .challenge(place, first, second, GameKind::TwentySevens, Options::new())
        .await
        .unwrap();
    host.accept(c.game_id, second).await.unwrap();
    c.game_id
}

/// The watcher process, driven through its standard input and output.
struct Watchers {
    child: tokio::process::Child,
    lines: tokio::io::Lines<BufReader<tokio::process::ChildStdout>>,
}

impl Watchers {
    /// `n` streams on `path`, each having had its first frame.
    async fn start(addr: std::net::SocketAddr, path: &str, n: usize) -> Watchers {
        let started = Instant::now();
        let mut child = tokio::process::Command::new(std::env::current_exe().unwrap())
            .args(["--watch-client", &addr.to_string(), path, &n.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let ready = lines.next_line().await.unwrap();
        assert_eq!(ready.as_deref(), Some("ready"), "the watchers started");
        println!(
            "  {n} streams open and fed in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        Watchers { child, lines }
    }

    /// Each version seen, with when each watcher saw it (unix µs).
    async fn report(&mut self) -> HashMap<i64, Vec<i64>> {
        let stdin = self.child.stdin.as_mut().unwrap();
        stdin.write_all(b"report\n").await.unwrap();
        let mut seen = HashMap::new();
        while let Some(line) = self.lines.next_line().await.unwrap() {
            if line == "end" {
                break;
            }
            let mut fields = line.split(' ').map(|f| f.parse::<i64>().unwrap());
            let version = fields.next().unwrap();
            seen.insert(version, fields.collect());
        }
        seen
    }

    async fn quit(mut self) {
        drop(self.child.stdin.take());
        let _ = self.child.wait().await;
    }

    fn quit_now(mut self) {
        let _ = self.child.start_kill();
    }
}

/// `--watch-client ADDR PATH N`: open N streams, say "ready" once each had a frame, and on
/// "report" print each version seen with its arrival times.
async fn watch_client() {
    let argv: Vec<String> = std::env::args().collect();
    let i = argv.iter().position(|a| a == "--watch-client").unwrap();
    let addr: std::net::SocketAddr = argv[i + 1].parse().unwrap();
    let path = argv[i + 2].clone();
    let n: usize = argv[i + 3].parse().unwrap();
    let (seen_tx, mut seen_rx) = mpsc::unbounded_channel::<(i64, i64)>();
    let (first_tx, mut first_rx) = mpsc::unbounded_channel::<()>();
    for k in 0..n {
        let (seen_tx, first_tx, path) = (seen_tx.clone(), first_tx.clone(), path.clone());
        tokio::spawn(async move {
            let from = format!("127.0.0.{}:0", 2 + k % ADDRESSES);
            let socket = tokio::net::TcpSocket::new_v4().unwrap();
            socket.bind(from.parse().unwrap()).unwrap();
            let mut stream = socket.connect(addr).await.unwrap();
            let request =
                format!("GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n");
            stream.write_all(request.as_bytes()).await.unwrap();
            let mut buffer = String::new();
            let mut first = true;
            let mut chunk = vec![0u8; 16 * 1024];
            loop {
                let got = match stream.read(&mut chunk).await {
                    Ok(0) | Err(_) => return,
                    Ok(got) => got,
                };
                let at = now_us();
                buffer.push_str(&String::from_utf8_lossy(&chunk[..got]));
                while let Some(start) = buffer.find("id:") {
                    let rest = &buffer[start + 3..];
                    let Some(end) = rest.find('\n') else { break };
                    let version = rest[..end].trim().parse::<i64>().unwrap_or(-1);
                    buffer.drain(..start + 3 + end);
                    if first {
                        first = false;
                        let _ = first_tx.send(());
                    } else {
                        let _ = seen_tx.send((version, at));
                    }
                }
                // Only the ids matter: keep the buffer small.
                if buffer.len() > 64 * 1024 {
                    let keep = buffer.len() - 16;
                    buffer.drain(..keep);
                }
            }
        });
    }
    drop(first_tx);
    for _ in 0..n {
        first_rx
            .recv()
            .await
            .expect("every stream gets its first frame");
    }
    println!("ready");
    let mut commands = BufReader::new(tokio::io::stdin()).lines();
    let mut seen: HashMap<i64, Vec<i64>> = HashMap::new();
    while let Ok(Some(command)) = commands.next_line().await {
        if command == "report" {
            while let Ok((version, at)) = seen_rx.try_recv() {
                seen.entry(version).or_default().push(at);
            }
            let mut versions: Vec<_> = seen.iter().collect();
            versions.sort();
            for (version, times) in versions {
                let times: Vec<String> = times.iter().map(|t| t.to_string()).collect();
                println!("{version} {}", times.join(" "));
            }
            println!("end");
        }
    }
}
