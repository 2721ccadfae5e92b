//! Correspondence scans benchmark (not a test): the scans the bot runs every few seconds on its
//! own, timed through the store against 100,000 live games of three days a move.
//!
//! The database is filled in SQL: one real Twenty-Sevens game started through the host and
//! cloned, each clone in its own channel, between 20,000 players, with deadlines spread over
//! the next three days and the turn reminder at its next point, as a running bot leaves them;
//! the "about to lose" notices of deadlines within the hour are marked sent, but for the last
//! few seconds'; every player takes a daily digest, their next ones spread over the day. Then
//! each scan runs `--samples` times: the deadline scan (`games_due`), the reminder scan
//! (`reminders_due`), the "about to lose" scan (`lose_warnings_due`) and the digest scan
//! (`digests_due`). Each median must be at most 50 ms; it exits non-zero otherwise.
//!
//! Run: `cargo bench --bench correspondence_scan` (SQLite) and `scripts/with-postgres cargo
//! bench --bench correspondence_scan` (PostgreSQL). Options: `--games N --samples N`. Under
//! `cargo test --all-targets` (no `--bench`) it is a smoke test: 2,000 games.

use std::sync::Arc;
use std::time::Instant;

use boardbot::games::{GameKind, Options};
use boardbot::host::{GameTerms, Host, HostSettings, ManualClock, Place, User};
use boardbot::store::{ShardFilter, Store};
use boardbot_testkit::pg;
use sqlx::Connection;

/// The bench's "now": the scans look for what is due at this moment.
const NOW: i64 = 1_760_000_000_000;
const HOUR: i64 = 60 * 60 * 1000;
const THREE_DAYS: i64 = 72 * HOUR;
/// Player ids start here (Discord snowflakes are large numbers).
const FIRST_PLAYER: i64 = 10_000_000;
const PLAYERS: i64 = 20_000;
/// The most a scan's median may take.
const BUDGET_MS: f64 = 50.0;

fn arg(name: &str) -> Option<usize> {
    let argv: Vec<String> = std::env::args().collect();
    let i = argv.iter().position(|a| a == name)?;
    argv.get(i + 1)?.parse().ok()
}

#[tokio::main]
async fn main() {
    let bench = std::env::args().any(|a| a == "--bench");
    let games = arg("--games").unwrap_or(if bench { 100_000 } else { 2_000 });
    let samples = arg("--samples").unwrap_or(if bench { 21 } else { 3 });
    let db = pg::bot_database().await;
    let backend = if db.postgres.is_some() {
        "PostgreSQL"
    } else {
        "SQLite"
    };
    fill(&db.url, games).await;
    let store = Store::connect(&db.url).await.expect("database");
    let shards = ShardFilter::all();
    let mut over = 0;
    println!("correspondence_scan: {backend}, {games} live games, median of {samples} runs");
    macro_rules! timed {
        ($name:expr, $scan:expr) => {{
            let mut times = Vec::new();
            let mut found = 0;
            // One warm-up run, then the samples.
            for round in 0..=samples {
                let started = Instant::now();
                found = $scan.await.expect($name).len();
                if round > 0 {
                    times.push(started.elapsed().as_secs_f64() * 1000.0);
                }
            }
            times.sort_by(f64::total_cmp);
            let median = times[times.len() / 2];
            let slowest = times[times.len() - 1];
            println!(
                "  {:<28} median {median:7.2} ms  slowest {slowest:7.2} ms  ({found} due)",
                $name
            );
            if median > BUDGET_MS {
                over += 1;
            }
        }};
    }
    timed!("deadline scan (games_due)", store.games_due(NOW, &shards));
    timed!(
        "reminder scan (reminders_due)",
        store.reminders_due(NOW, &shards)
    );
    timed!(
        "about-to-lose scan",
        store.lose_warnings_due(NOW, HOUR, &shards)
    );
    timed!("digest scan (digests_due)", store.digests_due(NOW));
    store.close().await;
    if let Some(pg) = db.postgres {
        pg.drop_db().await;
    }
    if over > 0 {
        eprintln!("correspondence_scan: {over} scans over {BUDGET_MS} ms");
        std::process::exit(1);
    }
}

/// `games` live games of three days a move, cloned from one started through the host, and
/// a digest for every player.
async fn fill(url: &str, games: usize) {
    let started = Instant::now();
    let store = Store::connect(url).await.expect("database");
    let host = Host::new(
        store.clone(),
        Arc::new(ManualClock::new(NOW - THREE_DAYS)),
        HostSettings::default(),
    );
    let place = Place {
        guild_id: Some(1),
        channel_id: 1,
    };
    let (a, b) = (
        User::new(FIRST_PLAYER as u64, "p0"),
        User::new(FIRST_PLAYER as u64 + 1, "p1"),
    );
    let terms = GameTerms {
        options: Options::new(),
        rated: true,
        turn_seconds: Some(THREE_DAYS / 1000),
    };
    let challenge = host
        .challenge(place, &a, &b, GameKind::TwentySevens, terms)
        .await
        .expect("template challenge");
    host.accept(challenge.game_id, &b).await.expect("accept");
    host.play(place, &a, "a1", None).await.expect("a move");
    let template = challenge.game_id;
    store.close().await;

    let mut conn = sqlx::AnyConnection::connect(url).await.expect("connect");
    // Clone i: deadline spread over the next three days (a few a second), reminded at its
    // next point as the running bot leaves it (a quarter left, else an hour left, else none).
    sqlx::query(
        "WITH RECURSIVE s(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM s WHERE i < $1), \
         d(i, deadline) AS (SELECT i, $2 + 1000 + (i * 7919) % $3 FROM s) \
         INSERT INTO games (guild_id, channel_id, kind, options, seed, player0, player1, name0, \
         name1, ai_level, rated, status, result, version, state, draw_offer, turn_seconds, \
         deadline, created_at, updated_at, clock0, clock1, clock_since, recent_moves, remind_at) \
         SELECT 1 + d.i % 50, 1000 + d.i, t.kind, t.options, t.seed, \
         $4 + (d.i * 7919) % $5, $4 + (d.i * 7919 + 1 + d.i % 97) % $5, 'p0', 'p1', \
         NULL, 1, t.status, t.result, t.version, t.state, NULL, t.turn_seconds, d.deadline, \
         d.deadline - $3, d.deadline - $3, NULL, NULL, NULL, t.recent_moves, \
         CASE WHEN d.deadline - $3 / 4 > $2 THEN d.deadline - $3 / 4 \
         WHEN d.deadline - 3600000 > $2 THEN d.deadline - 3600000 ELSE NULL END \
         FROM d, games t WHERE t.id = $6",
    )
    .bind(games as i64)
    .bind(NOW)
    .bind(THREE_DAYS)
    .bind(FIRST_PLAYER)
    .bind(PLAYERS)
    .bind(template)
    .execute(&mut conn)
    .await
    .expect("fill games");
    // The notices of deadlines within the hour are sent, but for the last ten seconds'.
    sqlx::query(
        "INSERT INTO lose_warnings (game_id, deadline) SELECT id, deadline FROM games \
         WHERE status = 'active' AND deadline > $1 AND deadline <= $1 + 3600000 - 10000",
    )
    .bind(NOW)
    .execute(&mut conn)
    .await
    .expect("fill lose warnings");
    // Every player takes a digest; the next ones spread over the day.
    sqlx::query(
        "WITH RECURSIVE s(i) AS (SELECT CAST(0 AS BIGINT) UNION ALL SELECT i + 1 FROM s WHERE i < $1) \
         INSERT INTO user_notifications (user_id, reminder_points, about_to_lose, digest_hour, \
         timezone, lang, next_digest_at, dms_closed_at) \
         SELECT $2 + s.i, 2, 1, s.i % 24, '+00:00', 'en-US', $3 + 1000 + (s.i * 7919) % 86400000, \
         NULL FROM s",
    )
    .bind(PLAYERS - 1)
    .bind(FIRST_PLAYER)
    .bind(NOW)
    .execute(&mut conn)
    .await
    .expect("fill digests");
    let analyse = if url.starts_with("postgres") {
        "VACUUM ANALYZE"
    } else {
        "ANALYZE"
    };
    sqlx::query(analyse)
        .execute(&mut conn)
        .await
        .expect("analyse");
    conn.close().await.ok();
    eprintln!(
        "correspondence_scan: filled {games} games in {:.0} s",
        started.elapsed().as_secs_f64()
    );
}
