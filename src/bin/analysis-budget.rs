//! The CPU an analysis (`/analyze`) costs: a game of each kind, played by two one-move-lookahead
//! players up to `--plies` plies (or its end), analysed at the bot's budget; prints CPU seconds
//! per game kind, and per 100 plies.
//!
//! ```text
//! cargo run --release --bin analysis-budget -- [--plies 100] [--playouts N] [--game ID|all] [--seed N]
//! ```
//! The issue's promise: at most 30 s of CPU for a 100-ply game on the bot's machine. Measure on
//! a quiet machine: CPU time does not grow with load, but the per-position wall-time cap
//! (`Budget::per_position`) cuts searches short on a busy one.

use std::process::ExitCode;
use std::time::Instant;

use boardbot::ai::analysis::{analyse, Budget};
use boardbot::ai::baseline::{greedy_move, resolve_chance};
use boardbot::games::{AnyGame, GameKind, Options};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const USAGE: &str =
    "usage: analysis-budget [--plies N] [--playouts N] [--game ID|all] [--seed N] [--wall-ms N]";

/// CPU seconds this process has used (user and system), from /proc.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are the 14th and 15th fields of the line: 12th and 13th after `)`.
    (ticks(11) + ticks(12)) / 100.0
}

/// A game of `kind` played by two greedy players, up to `plies` plies.
fn game_log(kind: GameKind, plies: usize, seed: u64) -> (Vec<String>, &'static str) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = AnyGame::new(kind, &Options::new(), "budget").expect("default options");
    let mut log = Vec::new();
    while log.len() < plies && game.outcome().is_none() {
        let text = boardbot::with_game!(&game, g => {
            use boardbot::games::Game;
            match greedy_move(g, &mut rng) {
                Some(mv) => {
                    let mv = resolve_chance(g, mv, &mut rng);
                    g.format_move(&mv)
                }
                None => break,
            }
        });
        game.play(&text).expect("a listed move");
        log.push(text);
    }
    let end = if game.outcome().is_some() {
        "ended"
    } else {
        "cut"
    };
    (log, end)
}

fn main() -> ExitCode {
    let mut plies = 100usize;
    let mut budget = Budget::DEFAULT;
    let mut kinds: Vec<GameKind> = GameKind::ALL.to_vec();
    let mut seed = 1u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next();
        let ok = match (arg.as_str(), value.as_deref()) {
            ("--plies", Some(v)) => v.parse().map(|n| plies = n).is_ok(),
            ("--playouts", Some(v)) => v.parse().map(|n| budget.playouts = n).is_ok(),
            ("--wall-ms", Some(v)) => v
                .parse()
                .map(|n| budget.per_position = std::time::Duration::from_millis(n))
                .is_ok(),
            ("--seed", Some(v)) => v.parse().map(|n| seed = n).is_ok(),
            ("--game", Some("all")) => true,
            ("--game", Some(v)) => GameKind::from_id(v).map(|k| kinds = vec![k]).is_some(),
            _ => false,
        };
        if !ok {
            eprintln!("{USAGE}");
            return ExitCode::FAILURE;
        }
    }
    println!(
        "budget: {} simulated games per position, at most {} ms each",
        budget.playouts,
        budget.per_position.as_millis()
    );
    println!("| game | plies | CPU s | wall s | CPU s per 100 plies | blunders |");
    println!("|---|---|---|---|---|---|");
    for kind in kinds {
        let (log, end) = game_log(kind, plies, seed);
        let (cpu, wall) = (cpu_seconds(), Instant::now());
        let analysis = match analyse(kind, &Options::new(), "budget", &log, budget, |_, _| {}) {
            Ok(a) => a,
            Err(e) => {
                eprintln!("{kind}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let (cpu, wall) = (cpu_seconds() - cpu, wall.elapsed().as_secs_f64());
        let blunders = analysis
            .plies
            .iter()
            .filter(|p| p.class == Some(boardbot::ai::analysis::Class::Blunder))
            .count();
        println!(
            "| {kind} | {} ({end}) | {cpu:.1} | {wall:.1} | {:.1} | {blunders} |",
            log.len(),
            cpu * 100.0 / log.len().max(1) as f64
        );
    }
    ExitCode::SUCCESS
}
