//! Strength benchmark: the AI against a uniformly random player and a one-move-lookahead greedy
//! player, colours alternating, games spread over threads.
//!
//! ```text
//! cargo run --release --bin ai-arena -- --game twenty-sevens --games 200 [--level hard]
//!     [--opponent random|greedy|both] [--threads 2] [--seed 1] [--budget-ms N] [--max-playouts N]
//!     [--first N] [--rules FILE]...
//! ```
//! `--rules FILE` (repeatable) plays a designed game's rules file under its default options
//! instead of the native games (add `--game` to play those too).
//! Game `i` of a match-up is the same game (seed, colours) in every run, so a long match-up can
//! be played in parts (`--first 0 --games 100`, then `--first 100 --games 100`) and the tallies
//! added.
//! `--game all` (the default) runs every game. Prints a markdown table on standard output and
//! progress on standard error.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use boardbot::ai::baseline::{greedy_move, random_move, resolve_chance};
use boardbot::ai::{search, Heuristics, Level, SearchLimits};
use boardbot::games::designed::{DesignedGame, DesignedRules};
use boardbot::games::{AnyGame, GameKind, Options, Outcome, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plies after which a game is abandoned and counted as a draw (no engine should get there).
const MAX_PLIES: usize = 20_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Opponent {
    Random,
    Greedy,
}

impl Opponent {
    fn name(self) -> &'static str {
        match self {
            Opponent::Random => "random",
            Opponent::Greedy => "greedy",
        }
    }
}

struct Config {
    kinds: Vec<GameKind>,
    /// Designed games' rules files (`--rules`).
    rules: Vec<std::sync::Arc<DesignedRules>>,
    games: usize,
    level: Level,
    opponents: Vec<Opponent>,
    threads: usize,
    seed: u64,
    limits: SearchLimits,
    /// Index of the first game of each match-up.
    first: usize,
}

const USAGE: &str = "usage: ai-arena [--game ID|all] [--games N] [--level easy|medium|hard] \
[--opponent random|greedy|both] [--threads N] [--seed N] [--budget-ms N] [--max-playouts N] \
[--first N] [--rules FILE]...";

fn parse_args() -> Result<Config, String> {
    let mut cfg = Config {
        kinds: GameKind::ALL.to_vec(),
        rules: Vec::new(),
        games: 200,
        level: Level::Hard,
        opponents: vec![Opponent::Random, Opponent::Greedy],
        threads: 2,
        seed: 1,
        limits: Level::Hard.limits(),
        first: 0,
    };
    let mut budget_ms = None;
    let mut game_given = false;
    let mut max_playouts = None;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Err(USAGE.to_string());
        }
        let value = args
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: `{v}` is not a number"))
        };
        match flag.as_str() {
            "--rules" => {
                let rules = DesignedRules::load_file(std::path::Path::new(&value))
                    .map_err(|e| format!("{value}: {e}"))?;
                cfg.rules.push(rules);
            }
            "--game" => {
                game_given = true;
                cfg.kinds = if value == "all" {
                    GameKind::ALL.to_vec()
                } else {
                    vec![GameKind::from_id(&value).ok_or_else(|| {
                        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
                        format!("unknown game `{value}` (known: {}, all)", ids.join(", "))
                    })?]
                }
            }
            "--games" => cfg.games = number(&value)? as usize,
            "--first" => cfg.first = number(&value)? as usize,
            "--level" => cfg.level = value.parse().map_err(|e| format!("{e}"))?,
            "--opponent" => {
                cfg.opponents = match value.as_str() {
                    "random" => vec![Opponent::Random],
                    "greedy" => vec![Opponent::Greedy],
                    "both" => vec![Opponent::Random, Opponent::Greedy],
                    _ => return Err(format!("unknown opponent `{value}`\n{USAGE}")),
                }
            }
            "--threads" => cfg.threads = (number(&value)? as usize).max(1),
            "--seed" => cfg.seed = number(&value)?,
            "--budget-ms" => budget_ms = Some(number(&value)?),
            "--max-playouts" => max_playouts = Some(number(&value)?),
            _ => return Err(format!("unknown flag `{flag}`\n{USAGE}")),
        }
    }
    if !cfg.rules.is_empty() && !game_given {
        cfg.kinds.clear();
    }
    cfg.limits = cfg.level.limits();
    if let Some(ms) = budget_ms {
        cfg.limits.budget = Duration::from_millis(ms);
    }
    if let Some(n) = max_playouts {
        cfg.limits.max_playouts = n;
    }
    Ok(cfg)
}

/// Totals of one match-up (one game kind against one opponent).
#[derive(Default)]
struct Tally {
    games: usize,
    wins: usize,
    losses: usize,
    draws: usize,
    unfinished: usize,
    playouts: u64,
    search_time: Duration,
    ai_moves: u64,
    max_move: Duration,
    plies: usize,
}

struct GameResult {
    result: Option<Outcome>,
    ai_seat: Seat,
    playouts: u64,
    search_time: Duration,
    ai_moves: u64,
    max_move: Duration,
    plies: usize,
}

fn play_one<G: Heuristics>(start: &G, cfg: &Config, opponent: Opponent, index: u64) -> GameResult {
    let mut game = start.clone();
    let ai_seat = Seat((index % 2) as u8);
    let game_seed = cfg.seed.wrapping_mul(1_000_003).wrapping_add(index);
    let mut host = ChaCha8Rng::seed_from_u64(game_seed);
    let mut out = GameResult {
        result: None,
        ai_seat,
        playouts: 0,
        search_time: Duration::ZERO,
        ai_moves: 0,
        max_move: Duration::ZERO,
        plies: 0,
    };
    let random_chance = cfg.level.random_move_chance();
    while let Some(seat) = game.to_move() {
        if out.plies >= MAX_PLIES {
            return out;
        }
        let mv = if seat == ai_seat {
            let t = Instant::now();
            let mv = if random_chance > 0.0 && host.gen_bool(random_chance) {
                random_move(&game, &mut host)
            } else {
                let seed = host.gen();
                search(&game, cfg.limits, seed).map(|r| {
                    out.playouts += r.playouts;
                    r.best
                })
            };
            let spent = t.elapsed();
            out.search_time += spent;
            out.ai_moves += 1;
            out.max_move = out.max_move.max(spent);
            mv
        } else {
            match opponent {
                Opponent::Random => random_move(&game, &mut host),
                Opponent::Greedy => greedy_move(&game, &mut host),
            }
        };
        let Some(mv) = mv else { break };
        let mv = resolve_chance(&game, mv, &mut host);
        if let Err(e) = game.play(&mv) {
            panic!("{}: a chosen move `{mv:?}` was refused: {e}", G::ID);
        }
        out.plies += 1;
    }
    out.result = game.outcome();
    out
}

fn main() -> ExitCode {
    let cfg = match parse_args() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    // A match-up's game: a native kind's index in `GameKind::ALL`, or past those a rules file's
    // index in `cfg.rules`.
    let natives = GameKind::ALL.len();
    let mut jobs = Vec::new();
    let orders = cfg
        .kinds
        .iter()
        .map(|&kind| GameKind::ALL.iter().position(|&k| k == kind).unwrap_or(0))
        .chain((0..cfg.rules.len()).map(|i| natives + i));
    for order in orders {
        for &opponent in &cfg.opponents {
            for i in cfg.first..cfg.first + cfg.games {
                jobs.push((order, opponent, i as u64));
            }
        }
    }
    let name = |order: usize| match GameKind::ALL.get(order) {
        Some(kind) => kind.id().to_string(),
        None => cfg.rules[order - natives].declarations.id.clone(),
    };
    let next = AtomicUsize::new(0);
    let tallies: Mutex<BTreeMap<(usize, Opponent), Tally>> = Mutex::new(BTreeMap::new());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads {
            scope.spawn(|| loop {
                let job = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(order, opponent, index)) = jobs.get(job) else {
                    break;
                };
                let seed_text = format!("{}-{index}", cfg.seed);
                let r = match GameKind::ALL.get(order) {
                    Some(&kind) => {
                        let any = AnyGame::new(kind, &Options::new(), &seed_text)
                            .expect("default options are valid");
                        boardbot::with_game!(&any, g => play_one(g, &cfg, opponent, index))
                    }
                    None => {
                        let rules = &cfg.rules[order - natives];
                        let options = rules.declarations.options.clone();
                        let game = DesignedGame::start(rules, &options, &seed_text)
                            .unwrap_or_else(|e| panic!("{}: {e}", rules.file_name));
                        play_one(&game, &cfg, opponent, index)
                    }
                };
                let mut all = tallies.lock().expect("no thread panicked");
                let t = all.entry((order, opponent)).or_default();
                t.games += 1;
                match r.result {
                    Some(Outcome::Winner(s)) if s == r.ai_seat => t.wins += 1,
                    Some(Outcome::Winner(_)) => t.losses += 1,
                    Some(Outcome::Draw) => t.draws += 1,
                    None => {
                        t.draws += 1;
                        t.unfinished += 1;
                    }
                }
                t.playouts += r.playouts;
                t.search_time += r.search_time;
                t.ai_moves += r.ai_moves;
                t.max_move = t.max_move.max(r.max_move);
                t.plies += r.plies;
                eprintln!(
                    "[{:>6.0}s] {} vs {}: {}/{}  W{} L{} D{}",
                    started.elapsed().as_secs_f64(),
                    name(order),
                    opponent.name(),
                    t.games,
                    cfg.games,
                    t.wins,
                    t.losses,
                    t.draws
                );
            });
        }
    });
    println!(
        "AI level {} (budget {} ms, max {} playouts per move), {} games per match-up (from game {}), {} threads, seed {}, {:.0} s\n",
        cfg.level,
        cfg.limits.budget.as_millis(),
        cfg.limits.max_playouts,
        cfg.games,
        cfg.first,
        cfg.threads,
        cfg.seed,
        started.elapsed().as_secs_f64()
    );
    println!("| game | opponent | games | AI wins | AI losses | draws | AI win rate (decided) | playouts/s | mean ms/move | max ms/move | mean plies |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    let all = tallies.into_inner().expect("no thread panicked");
    for ((order, opponent), t) in &all {
        let decided = t.wins + t.losses;
        let rate = if decided == 0 {
            "n/a".to_string()
        } else {
            format!("{:.1}%", 100.0 * t.wins as f64 / decided as f64)
        };
        let secs = t.search_time.as_secs_f64();
        let pps = if secs > 0.0 {
            t.playouts as f64 / secs
        } else {
            0.0
        };
        let mean_ms = if t.ai_moves > 0 {
            1000.0 * secs / t.ai_moves as f64
        } else {
            0.0
        };
        let unfinished = if t.unfinished > 0 {
            format!(" ({} unfinished)", t.unfinished)
        } else {
            String::new()
        };
        println!(
            "| {} | {} | {} | {} | {} | {}{} | {} | {:.0} | {:.0} | {:.0} | {:.1} |",
            name(*order),
            opponent.name(),
            t.games,
            t.wins,
            t.losses,
            t.draws,
            unfinished,
            rate,
            pps,
            mean_ms,
            t.max_move.as_secs_f64() * 1000.0,
            t.plies as f64 / t.games.max(1) as f64
        );
    }
    ExitCode::SUCCESS
}
