//! Data-scale benchmark (not a test): every command a player or admin sends, timed through
//! the real bot and the fake Discord against a database that holds a year of a big server.
//!
//! The database is filled in SQL, not through the bot: one real Twenty-Sevens game played to
//! its end through the host, cloned `--games` times among `--players` players of one server
//! (one player in every twentieth game, for deep /history pages), and a rating row for every
//! player in every game. Then each command is sent `--samples` times after a warm-up and the
//! time from the gateway event to the bot's first answer is reported as p50 and p99; the
//! deadline and reminder scans (which the bot runs on its own, not on a command) are timed
//! through the store. It exits non-zero on any error or unexpected answer.
//!
//! Run: `scripts/with-postgres cargo bench --bench data_scale` (PostgreSQL, 1,000,000 games
//! among 100,000 players) and `cargo bench --bench data_scale -- --sqlite` (SQLite, 100,000
//! games). Options: `--games N --players N --samples N`. `--storage N` instead measures bytes
//! per finished game of every kind (N games a kind, PostgreSQL). Under `cargo test
//! --all-targets` (no `--bench`) it is a smoke test: SQLite, 2,000 games, a few samples.

mod storage;

use std::sync::Arc;
use std::time::{Duration, Instant};

use boardbot::games::{GameKind, Options};
use boardbot::host::{
    GameTerms, Host, HostSettings, ManualClock, Place as HostPlace, User as HostUser,
};
use boardbot::store::{ShardFilter, Store};
use boardbot_testkit::fake_discord::{Config, FakeDiscord, Place, Request, Slash, User};
use boardbot_testkit::pg;
use boardbot_testkit::world::{decisive_game, spawn_bot};
use sqlx::Connection;

const T27: &str = "twenty-sevens";
/// Player ids start here (Discord snowflakes are large numbers).
const FIRST_PLAYER: u64 = 10_000_000;
const ANSWER_WAIT: Duration = Duration::from_secs(30);

fn arg(name: &str) -> Option<usize> {
    let argv: Vec<String> = std::env::args().collect();
    let i = argv.iter().position(|a| a == name)?;
    argv.get(i + 1)?.parse().ok()
}

fn flag(name: &str) -> bool {
    std::env::args().any(|a| a == name)
}

struct Scale {
    games: usize,
    players: usize,
    samples: usize,
    warmup: usize,
}

#[tokio::main]
async fn main() {
    if let Some(count) = arg("--storage") {
        storage::report(count).await;
        return;
    }
    let bench = flag("--bench");
    let sqlite = flag("--sqlite") || !bench;
    let db = if sqlite {
        sqlite_database()
    } else {
        let db = pg::bot_database().await;
        if db.postgres.is_none() {
            eprintln!("data_scale: no TEST_DATABASE_URL (run under scripts/with-postgres, or pass --sqlite)");
            std::process::exit(2);
        }
        (db.url.clone(), Some(db), None)
    };
    let (url, _pg, _dir) = db;
    let default_games = match (bench, sqlite) {
        (false, _) => 2_000,
        (true, true) => 100_000,
        (true, false) => 1_000_000,
    };
    let scale = Scale {
        games: arg("--games").unwrap_or(default_games),
        players: arg("--players").unwrap_or(if bench { 100_000 } else { 200 }),
        samples: arg("--samples").unwrap_or(if bench { 300 } else { 5 }),
        warmup: if bench { 30 } else { 2 },
    };
    let backend = if sqlite { "SQLite" } else { "PostgreSQL" };
    let failures = run(&url, backend, &scale).await;
    if failures > 0 {
        eprintln!("data_scale: {failures} unexpected answers");
        std::process::exit(1);
    }
}

fn sqlite_database() -> (String, Option<pg::BotDb>, Option<tempfile::TempDir>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/scale.db?mode=rwc", dir.path().display());
    (url, None, Some(dir))
}

/// The players the commands are sent as.
struct Cast {
    /// In every twentieth game: a deep history.
    heavy: u64,
    /// Halfway down every leaderboard.
    middle: u64,
    /// A finished game to replay.
    some_game: i64,
}

/// Fill the database: `scale.games` finished games in `guild_id` and a rating row for every
/// player in every game.
async fn fill(url: &str, guild_id: u64, scale: &Scale) -> Cast {
    let started = Instant::now();
    let store = Store::connect(url).await.expect("database");
    let heavy = FIRST_PLAYER;
    // The template: one real game, played to its end through the host.
    let host = Host::new(
        store.clone(),
        Arc::new(ManualClock::new(1_760_000_000_000)),
        HostSettings::default(),
    );
    let place = HostPlace {
        guild_id: Some(guild_id),
        channel_id: 1,
    };
    let (a, b) = (HostUser::new(heavy, "p0"), HostUser::new(heavy + 1, "p1"));
    let terms = GameTerms {
        options: Options::new(),
        rated: false,
        turn_seconds: None,
    };
    let challenge = host
        .challenge(place, &a, &b, GameKind::TwentySevens, terms)
        .await
        .expect("template challenge");
    host.accept(challenge.game_id, &b).await.expect("accept");
    for (i, mv) in decisive_game().iter().enumerate() {
        let who = if i % 2 == 0 { &a } else { &b };
        host.play(place, who, mv, None)
            .await
            .expect("template move");
    }
    let template = challenge.game_id;
    store.close().await;

    let mut conn = sqlx::AnyConnection::connect(url).await.expect("connect");
    let players = scale.players as i64;
    // Cloned games: ids after the template's, newest first by id, half a minute apart.
    sqlx::query(
        "WITH RECURSIVE s(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM s WHERE i < $1) \
         INSERT INTO games (guild_id, channel_id, kind, options, seed, player0, player1, name0, \
         name1, ai_level, rated, status, result, version, state, draw_offer, turn_seconds, \
         deadline, created_at, updated_at, clock0, clock1, clock_since, recent_moves, remind_at, \
         rating_change0, rating_change1, move_log) \
         SELECT t.guild_id, 2 + s.i % 5000, t.kind, t.options, t.seed, \
         CASE WHEN s.i % 20 = 0 THEN $2 ELSE $2 + (s.i * 7919) % $3 END, \
         $2 + (s.i * 7919 + 1 + s.i % 97) % $3, \
         'p' || ((s.i * 7919) % $3), 'p' || ((s.i * 7919 + 1 + s.i % 97) % $3), \
         NULL, 1, t.status, t.result, t.version, NULL, NULL, t.turn_seconds, NULL, \
         t.created_at - (1000000000 - s.i * 30000), t.updated_at - (1000000000 - s.i * 30000), \
         NULL, NULL, NULL, t.recent_moves, NULL, 7.5, -7.5, t.move_log \
         FROM s, games t WHERE t.id = $4",
    )
    .bind(scale.games as i64 - 1)
    .bind(heavy as i64)
    .bind(players)
    .bind(template)
    .execute(&mut conn)
    .await
    .expect("fill games");
    for kind in GameKind::ALL {
        sqlx::query(
            "WITH RECURSIVE s(i) AS (SELECT CAST(0 AS BIGINT) UNION ALL SELECT i + 1 FROM s WHERE i < $1) \
             INSERT INTO ratings (guild_id, kind, user_id, name, rating, deviation, volatility, \
             wins, losses, draws) \
             SELECT $2, $3, $4 + s.i, 'p' || s.i, 1000.0 + ((s.i * 7919) % 10007) / 10.0, \
             60.0, 0.06, s.i % 50, s.i % 40, s.i % 7 FROM s",
        )
        .bind(players - 1)
        .bind(guild_id as i64)
        .bind(kind.id())
        .bind(FIRST_PLAYER as i64)
        .execute(&mut conn)
        .await
        .expect("fill ratings");
    }
    let analyse = if url.starts_with("postgres") {
        // Index-only scans need the visibility map that VACUUM writes.
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
        "data_scale: filled {} games and {} rating rows in {:.0} s",
        scale.games,
        scale.players * GameKind::ALL.len(),
        started.elapsed().as_secs_f64()
    );
    Cast {
        heavy,
        middle: FIRST_PLAYER + scale.players as u64 / 2,
        some_game: template + scale.games as i64 / 2,
    }
}

/// Time from the gateway event to the bot's first answer.
fn latency_ms(sent_at: Instant, answer: &Request) -> f64 {
    (answer.at - sent_at).as_secs_f64() * 1000.0
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

struct Timings {
    rows: Vec<(String, Vec<f64>)>,
    failures: usize,
}

impl Timings {
    fn add(&mut self, name: &str, ms: f64) {
        match self.rows.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => v.push(ms),
            None => self.rows.push((name.to_string(), vec![ms])),
        }
    }
    fn fail(&mut self, what: String) {
        eprintln!("data_scale: {what}");
        self.failures += 1;
    }
}

/// Send a command and time its first answer, which must be public or private as expected.
async fn timed_slash(
    fake: &FakeDiscord,
    t: &mut Timings,
    name: Option<&str>,
    user: &User,
    place: Place,
    cmd: Slash,
    check: impl Fn(&Request) -> bool,
) -> Option<boardbot_testkit::fake_discord::Sent> {
    let sent = fake.slash(user, place, cmd).await;
    match fake.wait_callback(&sent, ANSWER_WAIT).await {
        Ok(cb) if cb.status == 204 && check(&cb) => {
            if let Some(name) = name {
                t.add(name, latency_ms(sent.at, &cb));
            }
            Some(sent)
        }
        Ok(cb) => {
            t.fail(format!(
                "{}: unexpected answer {cb}",
                name.unwrap_or("warm-up")
            ));
            None
        }
        Err(e) => {
            t.fail(format!(
                "{}: {}",
                name.unwrap_or("warm-up"),
                e.lines().next().unwrap_or("")
            ));
            None
        }
    }
}

async fn run(url: &str, backend: &str, scale: &Scale) -> usize {
    let fake = FakeDiscord::start_with(Config {
        keep_file_bytes: false,
        interaction_deadline: Duration::from_secs(60),
        ..Config::default()
    })
    .await;
    let channel = fake.guild_channel();
    let guild_id = channel.guild_id().expect("a guild channel");
    let cast = fill(url, guild_id, scale).await;
    // The season the bench closes itself (see `season_end`) is never closed by the bot.
    let bot = spawn_bot(
        &fake,
        url,
        &[
            ("RUST_LOG", "warn".to_string()),
            ("SEASON_CLOSE_GRACE_SECONDS", "315360000".to_string()),
        ],
    );
    let deadline = Instant::now() + Duration::from_secs(120);
    while fake
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands") && r.ok())
        .is_empty()
    {
        assert!(
            Instant::now() < deadline,
            "the bot did not register its commands"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    let mut t = Timings {
        rows: Vec::new(),
        failures: 0,
    };
    let heavy = User::new(cast.heavy, "p0");
    let middle = User::new(cast.middle, "middle");
    let public = |r: &Request| !r.is_ephemeral() && r.callback_type() == Some(4);
    let deferred = |r: &Request| r.callback_type() == Some(5);
    let rounds = scale.warmup + scale.samples;
    for round in 0..rounds {
        let measured = round >= scale.warmup;
        let name = |n: &'static str| measured.then_some(n);
        timed_slash(
            &fake,
            &mut t,
            name("/leaderboard"),
            &heavy,
            channel,
            Slash::new("leaderboard").str("game", T27),
            public,
        )
        .await;
        timed_slash(
            &fake,
            &mut t,
            name("/leaderboard me:True"),
            &middle,
            channel,
            Slash::new("leaderboard")
                .str("game", "ccc")
                .bool("me", true),
            public,
        )
        .await;
        timed_slash(
            &fake,
            &mut t,
            name("/stats"),
            &middle,
            channel,
            Slash::new("stats"),
            public,
        )
        .await;
        timed_slash(
            &fake,
            &mut t,
            name("/history (page 1)"),
            &heavy,
            channel,
            Slash::new("history"),
            public,
        )
        .await;
        timed_slash(
            &fake,
            &mut t,
            name("/games"),
            &heavy,
            channel,
            Slash::new("games"),
            |r| r.callback_type() == Some(4),
        )
        .await;
    }
    // Replays one at a time, each waited for to its end: drawing the GIF is CPU work that
    // would otherwise slow the commands timed after it.
    for round in 0..rounds {
        let measured = round >= scale.warmup;
        let number = cast.some_game - round as i64;
        let name = measured.then_some("/replay (first answer)");
        let cmd = Slash::new("replay").int("number", number);
        if let Some(sent) = timed_slash(&fake, &mut t, name, &heavy, channel, cmd, deferred).await {
            let reply = fake.reply(&sent).await;
            let gif = |f: &&boardbot_testkit::fake_discord::FilePart| {
                f.filename.as_deref().is_some_and(|n| n.ends_with(".gif")) && f.size > 0
            };
            if !reply.request.files.iter().any(|f| gif(&f)) {
                t.fail(format!("/replay {number}: no GIF in {}", reply.request));
            } else if measured {
                t.add("/replay (GIF posted)", latency_ms(sent.at, &reply.request));
            }
        }
    }
    history_deep_pages(&fake, &mut t, &heavy, channel, scale).await;
    moves_and_challenges(&fake, &mut t, scale, "").await;
    scans(url, &mut t, scale).await;
    season_end(url, guild_id, &fake, &mut t, scale).await;

    println!(
        "data_scale on {backend}: {} finished games in one server among {} players, {} samples \
         a command after {} warm-up",
        scale.games, scale.players, scale.samples, scale.warmup
    );
    println!("| command | p50 ms | p99 ms | max ms |");
    println!("|---|---|---|---|");
    for (name, mut v) in t.rows {
        v.sort_by(f64::total_cmp);
        println!(
            "| {name} | {:.2} | {:.2} | {:.2} |",
            percentile(&v, 50.0),
            percentile(&v, 99.0),
            v.last().copied().unwrap_or(f64::NAN)
        );
    }
    drop(bot);
    t.failures
}

/// Page 100 of a long /history: walk there with the Next button (untimed), then time the
/// clicks that turn back and forth between pages 99 and 100.
async fn history_deep_pages(
    fake: &FakeDiscord,
    t: &mut Timings,
    heavy: &User,
    channel: Place,
    scale: &Scale,
) {
    let deepest = (scale.games / 20 / 10).min(100);
    if deepest < 2 {
        return;
    }
    let public = |r: &Request| r.callback_type() == Some(4);
    let Some(sent) =
        timed_slash(fake, t, None, heavy, channel, Slash::new("history"), public).await
    else {
        return;
    };
    let Some(message) = fake.original(&sent) else {
        t.fail("/history: no message".into());
        return;
    };
    let id = |page: usize| format!("hi:{}:all:{page}", heavy.id);
    let name = format!("/history (page {deepest}, a button)");
    // Pages count from 0 in the buttons: page `deepest` is `last`.
    let last = deepest - 1;
    for step in 1..last + 2 * (scale.warmup + scale.samples) {
        // Up to the page before the last, then back and forth between it and the last.
        let (target, timed) = if step < last {
            (step, false)
        } else {
            let k = step - last;
            if k.is_multiple_of(2) {
                (last, k / 2 > scale.warmup)
            } else {
                (last - 1, false)
            }
        };
        let click = fake.click(heavy, message.id, &id(target)).await;
        match fake.wait_callback(&click, ANSWER_WAIT).await {
            Ok(cb) if cb.status == 204 && cb.callback_type() == Some(7) => {
                if timed {
                    t.add(&name, latency_ms(click.at, &cb));
                }
            }
            Ok(cb) => t.fail(format!("history page {target}: {cb}")),
            Err(e) => t.fail(format!("history page {target}: {e}")),
        }
    }
}

/// A move in a live game (a new game whenever one ends) and a new challenge, each timed.
/// Moves and challenges through the bot, timed under their names followed by `label`.
async fn moves_and_challenges(fake: &FakeDiscord, t: &mut Timings, scale: &Scale, label: &str) {
    let moves = decisive_game();
    let a = User::new(FIRST_PLAYER + 1, "p1");
    let b = User::new(FIRST_PLAYER + 2, "p2");
    let rounds = scale.warmup + scale.samples;
    let mut round = 0;
    while round < rounds {
        let place = fake.guild_channel();
        let sent = fake
            .slash(
                &a,
                place,
                Slash::new("play").str("game", T27).user("opponent", &b),
            )
            .await;
        let Ok(cb) = fake.wait_callback(&sent, ANSWER_WAIT).await else {
            t.fail("challenge: no answer".into());
            return;
        };
        let Some(accept) = cb
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        else {
            t.fail(format!("challenge: no Accept button {cb}"));
            return;
        };
        let message = fake.original(&sent).expect("challenge message");
        let click = fake.click(&b, message.id, &accept).await;
        let Ok(cb) = fake.wait_callback(&click, ANSWER_WAIT).await else {
            t.fail("accept: no answer".into());
            return;
        };
        let mut mover = to_move_id(&cb);
        for mv in &moves {
            let Some(who) = mover else { break };
            let user = if who == a.id { &a } else { &b };
            let sent = fake
                .slash(user, place, Slash::new("move").str("move", mv))
                .await;
            match fake.wait_callback(&sent, ANSWER_WAIT).await {
                Ok(cb) if cb.status == 204 && cb.files.len() == 1 => {
                    if round >= scale.warmup {
                        t.add(&format!("a move (/move){label}"), latency_ms(sent.at, &cb));
                    }
                    mover = to_move_id(&cb);
                }
                Ok(cb) => {
                    t.fail(format!("move {mv}: {cb}"));
                    return;
                }
                Err(e) => {
                    t.fail(format!("move {mv}: {e}"));
                    return;
                }
            }
            round += 1;
            if round >= rounds {
                break;
            }
        }
    }
    // A challenge each from a different player (one's open challenges are limited).
    for round in 0..rounds {
        let challenger = User::new(FIRST_PLAYER + 100 + round as u64, "challenger");
        let place = fake.guild_channel();
        let sent = fake
            .slash(
                &challenger,
                place,
                Slash::new("play").str("game", T27).user("opponent", &b),
            )
            .await;
        match fake.wait_callback(&sent, ANSWER_WAIT).await {
            Ok(cb) if cb.status == 204 && !cb.custom_ids().is_empty() => {
                if round >= scale.warmup {
                    t.add(
                        &format!("a challenge (/play){label}"),
                        latency_ms(sent.at, &cb),
                    );
                }
            }
            Ok(cb) => t.fail(format!("challenge: {cb}")),
            Err(e) => t.fail(format!("challenge: {e}")),
        }
    }
}

/// `<@id>, your move.` in an answer → id.
fn to_move_id(cb: &Request) -> Option<u64> {
    let rest = cb.content()?.strip_prefix("<@")?;
    let (id, tail) = rest.split_once('>')?;
    tail.starts_with(", your move")
        .then(|| id.parse().ok())
        .flatten()
}

/// The scans the bot runs on its own: turn deadlines and reminders, through the store.
async fn scans(url: &str, t: &mut Timings, scale: &Scale) {
    let store = Store::connect(url).await.expect("database");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_millis() as i64;
    for round in 0..scale.warmup + scale.samples {
        let started = Instant::now();
        if let Err(e) = store.games_due(now, &ShardFilter::all()).await {
            t.fail(format!("deadline scan: {e}"));
        }
        let deadline_ms = started.elapsed().as_secs_f64() * 1000.0;
        let started = Instant::now();
        if let Err(e) = store.reminders_due(now, &ShardFilter::all()).await {
            t.fail(format!("reminder scan: {e}"));
        }
        let reminder_ms = started.elapsed().as_secs_f64() * 1000.0;
        if round >= scale.warmup {
            t.add("deadline scan (store)", deadline_ms);
            t.add("reminder scan (store)", reminder_ms);
        }
    }
    store.close().await;
}

/// A season's end in the big server: season 1 holds a season rating for every player in every
/// game (copied in SQL from the all-time rows), and ended a minute ago. A host of the bench's
/// own closes it (crowning each game's champion, reading each game's final table and
/// counting its players), as the bot's tick would, while the bot plays moves and challenges:
/// the close is timed, and the moves during it are timed apart.
async fn season_end(url: &str, guild_id: u64, fake: &FakeDiscord, t: &mut Timings, scale: &Scale) {
    let store = Store::connect(url).await.expect("database");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_millis() as i64;
    let mut conn = sqlx::AnyConnection::connect(url).await.expect("database");
    let day = 24 * 60 * 60 * 1000;
    // The bench's rated games may have started a season already: season 1 is the bench's.
    let fill = [
        format!("DELETE FROM season_ratings WHERE guild_id = {guild_id}"),
        format!("DELETE FROM seasons WHERE guild_id = {guild_id}"),
        format!(
            "INSERT INTO seasons (guild_id, number, name, starts_at, ends_at, closed_at) \
             VALUES ({guild_id}, 1, NULL, {}, {}, NULL)",
            now - 30 * day,
            now - 60_000
        ),
        format!(
            "INSERT INTO season_ratings (guild_id, season, kind, user_id, name, rating, \
             deviation, volatility, wins, losses, draws) SELECT guild_id, 1, kind, user_id, \
             name, rating, deviation, volatility, wins, losses, draws FROM ratings \
             WHERE guild_id = {guild_id}"
        ),
    ];
    for sql in &fill {
        if let Err(e) = sqlx::query(sql).execute(&mut conn).await {
            t.fail(format!("season fill: {e}"));
            return;
        }
    }
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM season_ratings")
        .fetch_one(&mut conn)
        .await
        .unwrap_or(0);
    let host = Host::new(
        store.clone(),
        Arc::new(boardbot::host::SystemClock),
        HostSettings {
            season_close_grace_ms: 0,
            ..HostSettings::default()
        },
    );
    let close = tokio::spawn(async move {
        let started = Instant::now();
        let closed = host.close_due_seasons().await;
        (started.elapsed().as_secs_f64() * 1000.0, closed)
    });
    moves_and_challenges(fake, t, scale, " during a season's end").await;
    match close.await {
        Ok((ms, Ok(closed))) if closed.len() == 1 => {
            println!(
                "season end: {} players' {rows} season rows, {} games' champions: {ms:.0} ms",
                scale.players,
                closed[0].standings.len()
            );
            t.add("a season's end (host, every game)", ms);
        }
        Ok((_, Ok(closed))) => t.fail(format!("season end: {} seasons closed", closed.len())),
        Ok((_, Err(e))) => t.fail(format!("season end: {e}")),
        Err(e) => t.fail(format!("season end: {e}")),
    }
    store.close().await;
}
