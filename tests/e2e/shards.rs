//! Two bot processes, shards 0 and 1 of 2, on one PostgreSQL database, against one fake
//! Discord that shards like Discord (a guild's events reach only its shard's session).
//!
//! Needs PostgreSQL (SQLite is one process's database): without `TEST_DATABASE_URL` the test
//! says so and passes without running, unless `BOARDBOT_REQUIRE_POSTGRES` is set. Run it with
//! `scripts/with-postgres cargo test --test e2e_shards`.

use boardbot_testkit as support;

use std::time::{Duration, Instant};

use sqlx::Connection;
use support::fake_discord::{self as fake_discord, FakeDiscord, Message, Place, Slash, User};
use support::pg;
use support::world::*;
use support::BotProcess;

const SHARDS: u32 = 2;

fn carol() -> User {
    User::new(3, "carol")
}
fn dave() -> User {
    User::new(4, "dave")
}

/// One of the two processes: `SHARD_COUNT=2`, `SHARDS=<shard>`, deadlines checked every second.
fn spawn_shard(fake: &FakeDiscord, url: &str, shard: u32) -> BotProcess {
    let mut bot = spawn_bot(
        fake,
        url,
        &[
            ("SHARD_COUNT", SHARDS.to_string()),
            ("SHARDS", shard.to_string()),
            ("DEADLINE_CHECK_SECONDS", "1".to_string()),
        ],
    );
    bot.name = format!("boardbot (shard {shard})");
    bot
}

/// A game of Twenty-Sevens as the test follows it: where, the newest board, the moves sent.
struct Played {
    id: i64,
    place: Place,
    board: Message,
    players: [User; 2],
    moves: Vec<String>,
}

/// `a` challenges `b` in `place` and `b` accepts.
async fn start(fake: &FakeDiscord, place: Place, a: &User, b: &User) -> Played {
    let sent = fake
        .slash(
            a,
            place,
            Slash::new("play")
                .str("game", "twenty-sevens")
                .user("opponent", b),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let click = fake.click(b, challenge.message.id, &accept).await;
    let started = fake.reply(&click).await;
    assert_board_request(&started.request);
    Played {
        id: game_id_of(&accept),
        place,
        board: started.message,
        players: [a.clone(), b.clone()],
        moves: Vec::new(),
    }
}

/// The player to move plays the game's next scripted move with `/move`; returns how long the
/// answer took.
async fn play_next(fake: &FakeDiscord, game: &mut Played, script: &[String]) -> Duration {
    let mover =
        to_move(&game.board).unwrap_or_else(|| panic!("nobody to move: {}", game.board.text()));
    let user = game.players.iter().find(|u| u.id == mover).unwrap().clone();
    let mv = script[game.moves.len()].clone();
    let sent = fake
        .slash(&user, game.place, Slash::new("move").str("move", &mv))
        .await;
    let reply = fake.reply(&sent).await;
    let took = reply.request.at.duration_since(sent.at);
    assert!(
        !reply.ephemeral(),
        "/move {mv} was refused: {}",
        reply.text()
    );
    assert_board_request(&reply.request);
    game.board = reply.message;
    game.moves.push(mv);
    took
}

async fn stored_moves(url: &str, game_id: i64) -> Vec<String> {
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT notation FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(game_id)
            .fetch_all(&mut conn)
            .await
            .unwrap();
    rows.into_iter().map(|r| r.0).collect()
}

async fn stored_status(url: &str, game_id: i64) -> String {
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    let (status,): (String,) = sqlx::query_as("SELECT status FROM games WHERE id = $1")
        .bind(game_id)
        .fetch_one(&mut conn)
        .await
        .unwrap();
    status
}

/// Channel messages in `channel` that announce a loss on time.
fn time_losses(fake: &FakeDiscord, channel: u64) -> usize {
    fake.find(|r| r.is_channel_message(channel) && r.text().contains("ran out of time"))
        .len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_the_shards_and_survive_one_being_killed() {
    let Some(db) = pg::test_database().await else {
        eprintln!(
            "SKIPPED: two bot processes need one PostgreSQL database; set {} (or run \
             scripts/with-postgres cargo test --test e2e_shards)",
            pg::ENV
        );
        return;
    };
    let g0 = fake_discord::guild_on_shard(0, SHARDS, 1);
    let g1 = fake_discord::guild_on_shard(1, SHARDS, 2);
    let fake = FakeDiscord::start_with(fake_discord::Config {
        guilds: vec![g0, g1],
        ..fake_discord::Config::default()
    })
    .await;
    let bot0 = spawn_shard(&fake, &db.url, 0);
    let mut bot1 = spawn_shard(&fake, &db.url, 1);
    for shard in 0..SHARDS {
        fake.wait_shard_ready(shard, Duration::from_secs(60))
            .await
            .unwrap();
    }
    // Each session identified as its shard and was told of its own guild only.
    let log = fake.gateway_log();
    let mut identified: Vec<_> = log
        .iter()
        .filter(|f| f["op"] == 2)
        .map(|f| f["d"]["shard"].clone())
        .collect();
    identified.sort_by_key(|s| s[0].as_u64());
    assert_eq!(
        identified,
        vec![serde_json::json!([0, 2]), serde_json::json!([1, 2])]
    );
    bot0.wait_log("connected to Discord", Duration::from_secs(60))
        .await
        .unwrap();
    bot1.wait_log("connected to Discord", Duration::from_secs(60))
        .await
        .unwrap();
    // The commands are the application's: only shard 0's process registers them.
    let registrations = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(registrations, 1);

    let script = decisive_game();
    let place = |guild_id| Place::Guild {
        guild_id,
        channel_id: fake.snowflake(),
    };
    let (alice, bob, carol, dave) = (alice(), bob(), carol(), dave());
    // Both play: a game on each shard, and a second one on shard 1 whose deadline will pass
    // while its process is down.
    let mut on0 = start(&fake, place(g0), &alice, &bob).await;
    let mut on1 = start(&fake, place(g1), &carol, &dave).await;
    let mut late = start(&fake, place(g1), &alice, &dave).await;
    for _ in 0..3 {
        play_next(&fake, &mut on0, &script).await;
        play_next(&fake, &mut on1, &script).await;
    }
    // Both players of `late` move first: a game that runs out of time before that is aborted
    // with no result, not lost on time.
    for _ in 0..2 {
        play_next(&fake, &mut late, &script).await;
    }

    // Shard 1's process dies with a move in flight.
    let mover = to_move(&on1.board).unwrap();
    let user = on1.players.iter().find(|u| u.id == mover).unwrap().clone();
    let in_flight = script[on1.moves.len()].clone();
    let shard1_session = fake.shard_session_id(1);
    fake.slash(&user, on1.place, Slash::new("move").str("move", &in_flight))
        .await;
    bot1.kill().await;
    let killed_at = Instant::now();
    // The deadline of `late` passes while nobody holds its shard.
    let mut conn = sqlx::PgConnection::connect(&db.url).await.unwrap();
    let past = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
        - 1_000;
    sqlx::query("UPDATE games SET deadline = $1 WHERE id = $2")
        .bind(past)
        .bind(late.id)
        .execute(&mut conn)
        .await
        .unwrap();

    // Shard 0 answers its guild without a pause.
    let mut slowest = Duration::ZERO;
    for _ in 0..6 {
        slowest = slowest.max(play_next(&fake, &mut on0, &script).await);
    }
    assert!(
        slowest < Duration::from_secs(2),
        "shard 0 answered a move in {slowest:?} while shard 1 was down"
    );
    // Several of shard 0's deadline checks have run: none touched shard 1's game.
    tokio::time::sleep(Duration::from_secs(3).saturating_sub(killed_at.elapsed())).await;
    assert_eq!(stored_status(&db.url, late.id).await, "active");
    assert_eq!(time_losses(&fake, late.place.channel_id()), 0);

    // Shard 1's process comes back: its games go on, nothing lost or applied twice.
    let mark = fake.mark();
    let bot1 = spawn_shard(&fake, &db.url, 1);
    fake.wait_shard_session_after(1, shard1_session, Duration::from_secs(60))
        .await
        .unwrap();
    bot1.wait_log("connected to Discord", Duration::from_secs(60))
        .await
        .unwrap();
    let after = stored_moves(&db.url, on1.id).await;
    if after.len() == on1.moves.len() + 1 {
        on1.moves.push(in_flight.clone());
    }
    assert_eq!(after, on1.moves, "moves of shard 1's game after the kill");
    let shown = fake
        .reply(&fake.slash(&carol, on1.place, Slash::new("board")).await)
        .await;
    assert!(!shown.ephemeral(), "{}", shown.text());
    on1.board = shown.message;
    while on1.moves.len() < 10 {
        play_next(&fake, &mut on1, &script).await;
    }
    assert_eq!(stored_moves(&db.url, on1.id).await, on1.moves);
    assert_eq!(stored_moves(&db.url, on0.id).await, on0.moves);

    // The deadline that passed while it was down fires once, in its channel, after the
    // restart (shard 0's process had the chance and did not take it).
    let announced = fake
        .wait_for_after(
            mark,
            |r| {
                r.is_channel_message(late.place.channel_id())
                    && r.text().contains("ran out of time")
            },
            Duration::from_secs(30),
        )
        .await
        .unwrap_or_else(|e| panic!("the passed deadline did not fire: {e}"));
    assert!(announced.ok(), "{announced}");
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(time_losses(&fake, late.place.channel_id()), 1);
    assert_eq!(stored_status(&db.url, late.id).await, "finished");
    // Nothing else in either guild ended on time.
    assert_eq!(time_losses(&fake, on0.place.channel_id()), 0);
    assert_eq!(time_losses(&fake, on1.place.channel_id()), 0);
    fake.assert_no_problems();
    drop(bot0);
    drop(bot1);
    let _ = conn.close().await;
    db.drop_db().await;
}

/// `GET path` on the bot's metrics address: the status line and the body.
async fn http_get(addr: &str, path: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to METRICS_ADDR {addr}: {e}"));
    stream
        .write_all(format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (
        head.lines().next().unwrap_or("").to_string(),
        body.to_string(),
    )
}

/// The value of the first sample line of `metric` whose labels contain every one of `labels`.
fn sample(metrics: &str, metric: &str, labels: &[&str]) -> Option<f64> {
    metrics
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find(|l| {
            l.split(['{', ' ']).next() == Some(metric) && labels.iter().all(|x| l.contains(x))
        })
        .and_then(|l| l.rsplit(' ').next()?.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn auto_sharding_in_one_process_with_health_and_metrics() {
    let fake = FakeDiscord::start_with(fake_discord::Config {
        recommended_shards: 2,
        ..fake_discord::Config::default()
    })
    .await;
    let db = pg::bot_database().await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr = format!("127.0.0.1:{port}");
    let bot = spawn_bot(
        &fake,
        &db.url,
        &[
            ("SHARD_COUNT", "auto".to_string()),
            ("METRICS_ADDR", addr.clone()),
        ],
    );
    // Discord recommended two shards; this process runs both (no SHARDS).
    for shard in 0..2 {
        fake.wait_shard_ready(shard, Duration::from_secs(60))
            .await
            .unwrap();
    }
    assert!(fake
        .requests()
        .iter()
        .any(|r| r.is("GET", "/api/v10/gateway/bot") && r.ok()));
    let mut shards: Vec<_> = fake
        .gateway_log()
        .into_iter()
        .filter(|f| f["op"] == 2)
        .map(|f| f["d"]["shard"].clone())
        .collect();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(
        shards,
        vec![serde_json::json!([0, 2]), serde_json::json!([1, 2])]
    );
    bot.wait_log("connected to Discord", Duration::from_secs(60))
        .await
        .unwrap();

    // Ready once both shards are connected (serenity may still be finishing the handshake).
    let deadline = Instant::now() + Duration::from_secs(30);
    let (status, body) = loop {
        let (status, body) = http_get(&addr, "/healthz").await;
        if status.contains("200") || Instant::now() > deadline {
            break (status, body);
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(status.contains("200"), "{status}\n{body}");
    assert!(body.contains("shard 0: connected"), "{body}");
    assert!(body.contains("shard 1: connected"), "{body}");
    assert!(body.contains("database: answers"), "{body}");
    let (status, _) = http_get(&addr, "/nothing").await;
    assert!(status.contains("404"), "{status}");

    // A game with a move, a refused move, and a click: they all show in /metrics.
    let script = decisive_game();
    let (alice, bob) = (alice(), bob());
    let mut game = start(&fake, fake.guild_channel(), &alice, &bob).await;
    play_next(&fake, &mut game, &script).await;
    let waiter = game
        .players
        .iter()
        .find(|u| Some(u.id) != to_move(&game.board))
        .unwrap()
        .clone();
    let refused = fake
        .reply(
            &fake
                .slash(
                    &waiter,
                    game.place,
                    Slash::new("move").str("move", &script[1]),
                )
                .await,
        )
        .await;
    assert!(refused.ephemeral(), "{}", refused.text());
    // Counted once each answer is sent, so the last may land just after the test saw it.
    let expected: &[(&str, &[&str], f64)] = &[
        ("boardbot_moves_total", &["game=\"twenty-sevens\""], 1.0),
        (
            "boardbot_interactions_total",
            &["kind=\"command\"", "outcome=\"ok\""],
            3.0,
        ),
        (
            "boardbot_interactions_total",
            &["kind=\"component\"", "outcome=\"ok\""],
            1.0,
        ),
        ("boardbot_interaction_seconds_bucket", &["le=\"+Inf\""], 1.0),
        ("boardbot_renders_total", &[], 2.0),
        ("boardbot_live_games", &[], 1.0),
        ("boardbot_shard_connected", &["shard=\"0\""], 1.0),
        ("boardbot_shard_connected", &["shard=\"1\""], 1.0),
        ("boardbot_database_up", &[], 1.0),
        ("boardbot_db_pool_connections", &["state=\"idle\""], 0.0),
    ];
    let missing = |metrics: &str| {
        expected
            .iter()
            .filter(|(metric, labels, at_least)| {
                sample(metrics, metric, labels).is_none_or(|v| v < *at_least)
            })
            .map(|(metric, labels, at_least)| format!("{metric} {labels:?} >= {at_least}"))
            .collect::<Vec<_>>()
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    let metrics = loop {
        let (status, metrics) = http_get(&addr, "/metrics").await;
        assert!(status.contains("200"), "{status}");
        if missing(&metrics).is_empty() || Instant::now() > deadline {
            break metrics;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(
        missing(&metrics).is_empty(),
        "missing {:?} in\n{metrics}",
        missing(&metrics)
    );
    assert_eq!(sample(&metrics, "boardbot_live_games", &[]), Some(1.0));
    fake.assert_no_problems();
}
