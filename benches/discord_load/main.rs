//! Load benchmark (not a test): the real bot binary against the fake Discord of
//! boardbot-testkit (testkit/), with PostgreSQL on loopback.
//!
//! N channels (default 200) each host a Twenty-Sevens game; every channel sends its mover's
//! `/move` at a steady pace (together `--rate` moves per second, default 600) for a fixed time,
//! starting a new game when one ends. Channels start spread over the length of one game, so
//! their games are at different stages as on a real server (the warm-up lasts at least one
//! game). Reported for the move interaction: throughput (moves/s),
//! latency from the gateway event to the bot's callback request (p50, p99, max), errors, and
//! lost or repeated moves (every game's move log in the database is compared with what was
//! sent).
//!
//! Run: `scripts/with-postgres cargo bench --bench discord_load -- --channels 200 --seconds 30`
//! (options: `--channels N --seconds S --warmup S --rate MOVES_PER_S --processes P`; without
//! `TEST_DATABASE_URL` it falls back to SQLite and says so).
//!
//! `--processes P` (P > 1) runs the bot as P processes on one PostgreSQL database, shard `i`
//! of P each, with the channels spread evenly over guilds of every shard; it first measures
//! one process at the same rate and prints the two side by side (CPU per move is then summed
//! over the bot processes).
//!
//! `--mix` plays all five games instead, weighted as a server plays them (more of the quick
//! ones): each typed move comes after three `/move` autocomplete requests, every fourth move is
//! made by clicking the board's picker, and every tenth turn someone asks for `/board` (see
//! `mix.rs`); the latency of each game's moves is reported too. `--game ID` runs that traffic
//! for one game alone, which gives its bot CPU per move.
//!
//! Designed games are in the mix (issue 44): before the load a server manager uploads
//! `designs/hex.luau` and `designs/twenty-sevens.luau` into every guild with `/design upload`,
//! and they are played like quick native games (weights 20 and 15 beside the natives' 100),
//! their calls into the rules files on the bot's blocking pool within `DesignCalls`' share.
//! Their latency is reported apart from the natives'. `--natives-only` leaves them out;
//! `--designed-off` measures the mix twice in one invocation, first without the designed games
//! and then with them, at the same rate, and prints the natives' p50/p99 side by side.
//!
//! Measured with `scripts/with-postgres cargo bench --bench discord_load -- --mix --rate R
//! --seconds 30 --designed-off` (200 channels, one bot process, PostgreSQL; 2026-11-27, on a
//! 2-core machine shared with four other engineers' builds and tests, load average 4-6, so
//! noisy). Latency p50/p99 in ms; "natives" pools the five native games:
//!
//! | offered | designed | moves/s | natives p50/p99 | designed p50/p99 | bot CPU/move |
//! |---------|----------|---------|-----------------|------------------|--------------|
//! | 800 (1) | no       | 275     | 618/882         | -                | 1.83 ms      |
//! | 800 (1) | yes      | 305     | 552/894         | 496/774          | 1.88 ms      |
//! | 800 (2) | no       | 535     | 285/483         | -                | 1.70 ms      |
//! | 800 (2) | yes      | 469     | 354/511         | 325/465          | 1.67 ms      |
//! | 400     | no       | 394     | 11.3/466        | -                | 1.75 ms      |
//! | 400     | yes      | 400     | 6.3/435         | 8.0/379          | 1.91 ms      |
//! | 200     | no       | 200     | 2.8/8.9         | -                | 1.99 ms      |
//! | 200     | yes      | 200     | 2.6/8.4         | 3.1/9.4          | 2.19 ms      |
//!
//! On this shared machine the mix saturates well below 800 moves/s with or without designed
//! games (about 3 ms of CPU a move for the bot, the driver and PostgreSQL together, on two
//! cores that others were using too), so issue 44's p99 ≤ 50 ms at 800 moves/s could not be
//! shown here; it needs a quiet machine. What it does show: at every rate the designed games
//! leave the natives' latency where it is without them (within the run-to-run noise), and
//! their own moves are as quick as the natives' (Hex 3.1/9.4, the rules file's Twenty-Sevens
//! 3.1/9.9 at 200 moves/s). No errors, lost or repeated moves in any run.
//!
//! Under `cargo test --all-targets` (no `--bench` argument) it runs as a three-second smoke
//! test of `--mix` with six channels. It exits non-zero on any error, refused request, lost or
//! repeated move.

use boardbot_testkit as support;

mod mix;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use boardbot::store::Store;
use support::fake_discord::{guild_on_shard, Config, FakeDiscord, Place, Request, Slash, User};
use support::pg;
use support::world::{decisive_game, spawn_bot};

const T27: &str = "twenty-sevens";

struct Args {
    channels: usize,
    seconds: f64,
    warmup: f64,
    rate: f64,
    processes: u32,
    /// `--mix`: all five games with autocomplete, clicks and /board (see `mix`).
    mix: bool,
    /// `--game ID`: the mixed traffic of one game only.
    game: Option<String>,
    /// Designed games in the mix (`--natives-only` leaves them out).
    designed: bool,
    /// `--designed-off`: measure the mix without the designed games first, then with them.
    designed_off: bool,
}

fn args() -> Args {
    let argv: Vec<String> = std::env::args().collect();
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this binary without it: then
    // it is a short smoke test (a few channels for two seconds) that fails on any error.
    let mut a = if argv.iter().any(|a| a == "--bench") {
        Args {
            channels: 200,
            seconds: 30.0,
            warmup: 5.0,
            rate: 600.0,
            processes: 1,
            mix: false,
            game: None,
            designed: true,
            designed_off: false,
        }
    } else {
        Args {
            channels: 6,
            seconds: 3.0,
            warmup: 0.5,
            rate: 20.0,
            processes: 1,
            mix: true,
            game: None,
            designed: true,
            designed_off: false,
        }
    };
    a.mix |= argv.iter().any(|a| a == "--mix");
    a.designed &= !argv.iter().any(|a| a == "--natives-only");
    a.designed_off = argv.iter().any(|a| a == "--designed-off");
    a.game = argv
        .iter()
        .position(|a| a == "--game")
        .and_then(|i| argv.get(i + 1).cloned());
    let mut i = 1;
    while i < argv.len() {
        let value = argv.get(i + 1).and_then(|v| v.parse::<f64>().ok());
        match (argv[i].as_str(), value) {
            ("--channels", Some(v)) => a.channels = v as usize,
            ("--seconds", Some(v)) => a.seconds = v,
            ("--warmup", Some(v)) => a.warmup = v,
            ("--rate", Some(v)) => a.rate = v,
            ("--processes", Some(v)) => a.processes = (v as u32).max(1),
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    a
}

/// `<@id>, your move.` → id.
fn to_move(content: Option<&str>) -> Option<u64> {
    // The line may follow another (a Nice Flag's compliment).
    content?.lines().find_map(|line| {
        let (id, tail) = line.strip_prefix("<@")?.split_once('>')?;
        tail.starts_with(", your move")
            .then(|| id.parse().ok())
            .flatten()
    })
}

#[derive(Default)]
struct Stats {
    latencies_ms: Vec<f64>,
    moves_in_window: u64,
    moves_total: u64,
    errors: Vec<String>,
    games_finished: u64,
    /// Latencies of the moves of each game (`--mix`).
    by_game: std::collections::BTreeMap<String, Vec<f64>>,
    /// Moves of each game made by clicking its picker (`--mix`), in the whole run.
    clicked: std::collections::BTreeMap<String, u64>,
}

struct GameLog {
    id: i64,
    /// The moves acknowledged, in order: their notation when typed, `None` when clicked.
    sent: Vec<Option<String>>,
    /// A move whose answer was an error or never came: it may or may not be in the log.
    uncertain: Option<Option<String>>,
}

/// The stored entry is the move sent: the same notation, or a dice throw with its result
/// (`roll` is stored as `roll 5`).
fn same_move(sent: &str, stored: &str) -> bool {
    stored == sent
        || stored
            .strip_prefix(sent)
            .is_some_and(|rest| rest.starts_with(' '))
}

fn good_board(cb: &Request) -> bool {
    cb.status == 204
        && cb.callback_type() == Some(4)
        && !cb.is_ephemeral()
        && cb.files.len() == 1
        && cb.files[0].size > 0
        && cb.files[0].filename.as_deref() == Some("board.png")
}

const ANSWER_WAIT: Duration = Duration::from_secs(10);

/// `a` challenges `b` to `game` in `place` and `b` accepts: the game's id, who moves first,
/// and the board message.
async fn start_game(
    fake: &FakeDiscord,
    place: Place,
    game: &str,
    a: &User,
    b: &User,
) -> Result<(i64, u64, u64), String> {
    let sent = fake
        .slash(
            a,
            place,
            Slash::new("play").str("game", game).user("opponent", b),
        )
        .await;
    let cb = fake.wait_callback(&sent, ANSWER_WAIT).await?;
    let accept = cb
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .ok_or_else(|| format!("no Accept button: {cb}"))?;
    let id: i64 = accept
        .split(':')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or("bad id")?;
    let message = fake.original(&sent).ok_or("no challenge message")?;
    let click = fake.click(b, message.id, &accept).await;
    let cb = fake.wait_callback(&click, ANSWER_WAIT).await?;
    let mover = to_move(cb.content()).ok_or_else(|| format!("no mover after accept: {cb}"))?;
    let board = fake.original(&click).map_or(message.id, |m| m.id);
    Ok((id, mover, board))
}

#[allow(clippy::too_many_arguments)]
async fn channel_loop(
    fake: Arc<FakeDiscord>,
    index: usize,
    moves: Arc<Vec<String>>,
    stats: Arc<Mutex<Stats>>,
    guild_id: u64,
    measure_from: Instant,
    end: Instant,
    interval: Duration,
) -> Vec<GameLog> {
    let a = User::new(10_000 + 2 * index as u64, &format!("p{}", 2 * index));
    let b = User::new(10_001 + 2 * index as u64, &format!("p{}", 2 * index + 1));
    let place = Place::Guild {
        guild_id,
        channel_id: fake.snowflake(),
    };
    let mut logs = Vec::new();
    // Spread the channels over one game: as on a real server, games are at different stages,
    // so new games start all the time rather than all at once (every game here has the same
    // length, so channels started together would also restart together, in bursts).
    let phase = (index as f64 * 0.618_034 % 1.0) * moves.len() as f64;
    let mut next = Instant::now() + interval.mul_f64(phase);
    tokio::time::sleep_until(next.into()).await;
    'games: while Instant::now() < end {
        let (id, mut mover, _) = match start_game(&fake, place, T27, &a, &b).await {
            Ok(x) => x,
            Err(e) => {
                stats
                    .lock()
                    .unwrap()
                    .errors
                    .push(format!("channel {index}: start: {e}"));
                break;
            }
        };
        let mut log = GameLog {
            id,
            sent: Vec::new(),
            uncertain: None,
        };
        for mv in moves.iter() {
            tokio::time::sleep_until(next.into()).await;
            next += interval;
            if Instant::now() >= end {
                logs.push(log);
                break 'games;
            }
            let user = if mover == a.id { &a } else { &b };
            let sent = fake
                .slash(user, place, Slash::new("move").str("move", mv))
                .await;
            let cb = fake.wait_callback(&sent, ANSWER_WAIT).await;
            let mut st = stats.lock().unwrap();
            match cb {
                Ok(cb) if good_board(&cb) => {
                    st.moves_total += 1;
                    if sent.at >= measure_from && cb.at < end {
                        st.moves_in_window += 1;
                        st.latencies_ms
                            .push((cb.at - sent.at).as_secs_f64() * 1000.0);
                    }
                    log.sent.push(Some(mv.clone()));
                    match to_move(cb.content()) {
                        Some(next_mover) => mover = next_mover,
                        None => st.games_finished += 1,
                    }
                }
                other => {
                    let what = match other {
                        Ok(cb) => format!("bad answer {cb}"),
                        Err(e) => e.lines().next().unwrap_or("").to_string(),
                    };
                    st.errors
                        .push(format!("channel {index} game {id} move {mv}: {what}"));
                    log.uncertain = Some(Some(mv.clone()));
                    logs.push(log);
                    break 'games;
                }
            }
        }
        logs.push(log);
    }
    logs
}

/// CPU seconds (user + system) used so far by a process, from /proc (Linux).
fn cpu_seconds(pid: u32) -> f64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0.0;
    };
    // Fields after the command name (which is in parentheses and may contain spaces).
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = fields
        .get(11)
        .and_then(|v| v.parse::<f64>().ok())
        .unwrap_or(0.0)
        + fields
            .get(12)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0);
    ticks / 100.0
}

/// CPU seconds of every process whose command name is `postgres`.
fn postgres_cpu_seconds() -> f64 {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return 0.0;
    };
    dir.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm"))
                .is_ok_and(|c| c.trim() == "postgres")
        })
        .map(cpu_seconds)
        .sum()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// What one configuration (a number of bot processes, designed games or not) measured.
struct Outcome {
    processes: u32,
    /// Designed games were in the mix.
    designed: bool,
    moves_in_window: u64,
    latencies_ms: Vec<f64>,
    /// The native games' moves' latencies, and the designed games', sorted.
    natives_ms: Vec<f64>,
    designed_ms: Vec<f64>,
    errors: usize,
    problems: usize,
    lost: usize,
    repeated: usize,
    /// CPU milliseconds per move over the whole run: the bot processes together, the fake
    /// Discord and driver, PostgreSQL.
    cpu_ms: (f64, f64, f64),
}

impl Outcome {
    fn failed(&self) -> bool {
        self.errors > 0
            || self.problems > 0
            || self.lost > 0
            || self.repeated > 0
            || self.moves_in_window == 0
    }
}

/// `p50/p99` of sorted latencies, or `-` for none.
fn p50_p99(sorted: &[f64]) -> String {
    if sorted.is_empty() {
        return "-".into();
    }
    format!(
        "{:.1}/{:.1}",
        percentile(sorted, 50.0),
        percentile(sorted, 99.0)
    )
}

fn side_by_side(args: &Args, outcomes: &[Outcome]) {
    println!(
        "side by side at {:.0} moves/s offered, {} channels, {:.0} s measured:",
        args.rate, args.channels, args.seconds
    );
    println!(
        "  {:<9} {:<8} {:>8} {:>8} {:>8} {:>8} {:>15} {:>15} {:>21} {:>13} {:>13}",
        "processes",
        "designed",
        "moves/s",
        "p50 ms",
        "p99 ms",
        "max ms",
        "natives p50/p99",
        "designed p50/99",
        "errors/lost/repeated",
        "bot CPU/move",
        "PG CPU/move"
    );
    for o in outcomes {
        println!(
            "  {:<9} {:<8} {:>8.1} {:>8.1} {:>8.1} {:>8.1} {:>15} {:>15} {:>21} {:>10.2} ms {:>10.2} ms",
            o.processes,
            if o.designed { "yes" } else { "no" },
            o.moves_in_window as f64 / args.seconds,
            percentile(&o.latencies_ms, 50.0),
            percentile(&o.latencies_ms, 99.0),
            o.latencies_ms.last().copied().unwrap_or(f64::NAN),
            p50_p99(&o.natives_ms),
            p50_p99(&o.designed_ms),
            format!("{}/{}/{}", o.errors + o.problems, o.lost, o.repeated),
            o.cpu_ms.0,
            o.cpu_ms.2
        );
    }
}

#[tokio::main]
async fn main() {
    let args = args();
    let mixed = args.mix || args.game.is_some();
    let designed = mixed && args.designed;
    // The configurations measured one after another: (bot processes, designed games).
    let mut setups = Vec::new();
    if args.processes > 1 {
        setups.push((1, designed));
    }
    if mixed && args.designed_off {
        setups.push((args.processes, false));
    }
    setups.push((args.processes, designed));
    let mut outcomes = Vec::new();
    for (processes, designed) in setups {
        outcomes.push(run(&args, processes, designed).await);
    }
    if outcomes.len() > 1 {
        side_by_side(&args, &outcomes);
    }
    if let [one, .., many] = outcomes.as_slice() {
        if many.processes > one.processes {
            println!(
                "  bot CPU per move, {} processes / 1 process: {:.2}; PostgreSQL: {:.2}",
                many.processes,
                many.cpu_ms.0 / one.cpu_ms.0,
                many.cpu_ms.2 / one.cpu_ms.2
            );
        }
    }
    if outcomes.iter().any(Outcome::failed) {
        eprintln!(
            "discord_load: FAILED (errors, refused requests, lost or repeated moves, or no moves)"
        );
        std::process::exit(1);
    }
}

/// One measurement: a fresh fake Discord, database and `processes` bot processes.
async fn run(args: &Args, processes: u32, designed: bool) -> Outcome {
    // One guild per shard, each announced to its own shard's process.
    let guilds: Vec<u64> = (0..processes)
        .map(|shard| guild_on_shard(shard, processes, u64::from(shard)))
        .collect();
    let fake = Arc::new(
        FakeDiscord::start_with(Config {
            keep_file_bytes: false,
            // Measure lateness instead of refusing: a late answer shows in p99/max.
            interaction_deadline: Duration::from_secs(60),
            guilds: guilds.clone(),
            ..Config::default()
        })
        .await,
    );
    let db = pg::bot_database().await;
    let backend = if db.postgres.is_some() {
        "PostgreSQL"
    } else {
        "SQLite (TEST_DATABASE_URL unset)"
    };
    if processes > 1 && db.postgres.is_none() {
        eprintln!("discord_load: --processes needs PostgreSQL (set TEST_DATABASE_URL)");
        std::process::exit(2);
    }
    let bots: Vec<_> = (0..processes)
        .map(|shard| {
            spawn_bot(
                &fake,
                &db.url,
                &[
                    ("RUST_LOG", "warn".to_string()),
                    ("SHARD_COUNT", processes.to_string()),
                    ("SHARDS", shard.to_string()),
                ],
            )
        })
        .collect();
    // Every process has connected its shard and registered the commands.
    let registered = || {
        fake.find(|r| r.method == "PUT" && r.path.ends_with("/commands") && r.ok())
            .len()
    };
    let deadline = Instant::now() + Duration::from_secs(60);
    while registered() < processes as usize {
        assert!(
            Instant::now() < deadline,
            "not every bot process registered its commands"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mixed = args.mix || args.game.is_some();
    if designed {
        for (index, guild) in guilds.iter().enumerate() {
            if let Err(e) = mix::upload_designs(&fake, *guild, index).await {
                eprintln!("discord_load: uploading the designed games: {e}");
                std::process::exit(1);
            }
        }
    }

    let moves = Arc::new(decisive_game());
    let stats = Arc::new(Mutex::new(Stats::default()));
    let interval = Duration::from_secs_f64(args.channels as f64 / args.rate);
    // Measure once every channel is under way (they start spread over one game).
    let warmup = args
        .warmup
        .max(interval.as_secs_f64() * moves.len() as f64 + 1.0);
    let start = Instant::now();
    let measure_from = start + Duration::from_secs_f64(warmup);
    let end = measure_from + Duration::from_secs_f64(args.seconds);
    eprintln!(
        "discord_load: {} channels, offered {:.0} moves/s (one move per channel every {:?}), \
         {:.0} s warm-up + {:.0} s measured, {backend}, {processes} bot process(es)",
        args.channels, args.rate, interval, warmup, args.seconds
    );
    let bot_pids: Vec<u32> = bots.iter().map(|b| b.pid().unwrap_or(0)).collect();
    let bots_cpu = || bot_pids.iter().map(|p| cpu_seconds(*p)).sum::<f64>();
    let cpu_before = (
        bots_cpu(),
        cpu_seconds(std::process::id()),
        postgres_cpu_seconds(),
    );
    let tasks: Vec<_> = (0..args.channels)
        .map(|i| {
            let guild = guilds[i % guilds.len()];
            if mixed {
                let game = mix::game_of(i, args.game.as_deref(), designed);
                tokio::spawn(mix::channel_loop(
                    fake.clone(),
                    i,
                    mix::id_in_guild(&game, i % guilds.len()),
                    stats.clone(),
                    guild,
                    measure_from,
                    end,
                    interval,
                ))
            } else {
                tokio::spawn(channel_loop(
                    fake.clone(),
                    i,
                    moves.clone(),
                    stats.clone(),
                    guild,
                    measure_from,
                    end,
                    interval,
                ))
            }
        })
        .collect();
    let mut logs = Vec::new();
    for t in tasks {
        logs.extend(t.await.expect("channel task"));
    }

    let cpu_after = (
        bots_cpu(),
        cpu_seconds(std::process::id()),
        postgres_cpu_seconds(),
    );
    // Every game's log in the database must be exactly what was sent.
    let store = Store::connect(&db.url).await.expect("open the database");
    let (mut lost, mut repeated, mut checked) = (0usize, 0usize, 0usize);
    for log in &logs {
        let stored: Vec<String> = store
            .moves(log.id)
            .await
            .expect("moves")
            .into_iter()
            .map(|m| m.notation)
            .collect();
        checked += stored.len();
        let mut expected = log.sent.clone();
        if let Some(u) = &log.uncertain {
            if stored.len() == expected.len() + 1 {
                expected.push(u.clone());
            }
        }
        let same = stored.len() == expected.len()
            && stored
                .iter()
                .zip(&expected)
                .all(|(s, e)| e.as_ref().is_none_or(|e| same_move(e, s)));
        if !same {
            if stored.len() < expected.len() {
                lost += expected.len() - stored.len();
            } else {
                repeated += stored.len().saturating_sub(expected.len()).max(1);
            }
            eprintln!("game {}: sent {:?}, stored {:?}", log.id, expected, stored);
        }
    }

    let st = stats.lock().unwrap();
    let mut lat = st.latencies_ms.clone();
    lat.sort_by(|a, b| a.total_cmp(b));
    let problems = fake.problems();
    println!(
        "discord_load results ({backend}, {} channels, {:.0} s measured, {processes} bot process(es), {})",
        args.channels,
        args.seconds,
        if designed { "designed games in the mix" } else { "no designed games" }
    );
    println!(
        "  moves: {} in the window = {:.1} moves/s (offered {:.0}); {} in all, {} games finished",
        st.moves_in_window,
        st.moves_in_window as f64 / args.seconds,
        args.rate,
        st.moves_total,
        st.games_finished
    );
    println!(
        "  latency gateway event -> callback request: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        percentile(&lat, 50.0),
        percentile(&lat, 99.0),
        lat.last().copied().unwrap_or(f64::NAN)
    );
    let (mut natives_ms, mut designed_ms) = (Vec::new(), Vec::new());
    for (game, lat) in &st.by_game {
        let mut lat = lat.clone();
        lat.sort_by(|a, b| a.total_cmp(b));
        println!(
            "    {game}: {} moves, p50 {:.1} ms, p99 {:.1} ms ({} clicked in the whole run)",
            lat.len(),
            percentile(&lat, 50.0),
            percentile(&lat, 99.0),
            st.clicked.get(game).copied().unwrap_or(0)
        );
        if mix::is_designed(game) {
            designed_ms.extend(lat);
        } else {
            natives_ms.extend(lat);
        }
    }
    natives_ms.sort_by(|a, b| a.total_cmp(b));
    designed_ms.sort_by(|a, b| a.total_cmp(b));
    if mixed {
        for (which, lat) in [
            ("native games", &natives_ms),
            ("designed games", &designed_ms),
        ] {
            if !lat.is_empty() {
                println!(
                    "  {which}: {} moves, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
                    lat.len(),
                    percentile(lat, 50.0),
                    percentile(lat, 99.0),
                    lat.last().copied().unwrap_or(f64::NAN)
                );
            }
        }
    }
    println!(
        "  errors: {}; requests Discord would refuse: {}; moves checked in the database: {checked}, lost: {lost}, repeated: {repeated}",
        st.errors.len(),
        problems.len()
    );
    for e in st.errors.iter().take(10) {
        println!("    {e}");
    }
    for p in problems.iter().take(10) {
        println!("    {p}");
    }
    let per_move =
        |before: f64, after: f64| (after - before) * 1000.0 / st.moves_total.max(1) as f64;
    println!(
        "  CPU per move (whole run): bot {:.2} ms, fake Discord + driver {:.2} ms, PostgreSQL {:.2} ms ({} cores)",
        per_move(cpu_before.0, cpu_after.0),
        per_move(cpu_before.1, cpu_after.1),
        per_move(cpu_before.2, cpu_after.2),
        std::thread::available_parallelism().map_or(0, |n| n.get())
    );
    for bot in &bots {
        let bot_errors = bot.log_matching("ERROR");
        if !bot_errors.is_empty() {
            println!(
                "  bot logged {} errors, e.g. {}",
                bot_errors.len(),
                bot_errors[0]
            );
        }
    }
    drop(bots);
    Outcome {
        processes,
        designed,
        moves_in_window: st.moves_in_window,
        latencies_ms: lat,
        natives_ms,
        designed_ms,
        errors: st.errors.len(),
        problems: problems.len(),
        lost,
        repeated,
        cpu_ms: (
            per_move(cpu_before.0, cpu_after.0),
            per_move(cpu_before.1, cpu_after.1),
            per_move(cpu_before.2, cpu_after.2),
        ),
    }
}
