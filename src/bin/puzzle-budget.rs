//! The CPU a daily puzzle costs: for `--days N` days of one pool without games of its own, the
//! whole search the bot runs (games the AI plays against itself, each searched for a puzzle
//! at the daily budget, `ai::puzzle::Budget::DAILY`); then, apart, the search alone over those
//! same games' logs (what a server whose own games hold the puzzle pays). Prints CPU seconds
//! per puzzle found, median and mean, and the games the puzzles came from.
//!
//! ```text
//! cargo run --release --bin puzzle-budget -- [--days 20] [--nodes N]
//! ```
//! Single-threaded: CPU time is the process's, from /proc; measure on a quiet machine.

use std::process::ExitCode;

use boardbot::ai::puzzle::{find_in_log, Budget};
use boardbot::games::{GameKind, Options};
use boardbot::host::{search_puzzle, self_played};

const USAGE: &str = "usage: puzzle-budget [--days N] [--nodes N]";

/// CPU seconds this process has used (user and system), from /proc.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut days = 20i64;
    let mut budget = Budget::DAILY;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match (args[i].as_str(), value) {
            ("--days", Some(v)) => days = v as i64,
            ("--nodes", Some(v)) => budget.nodes_per_position = v,
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::FAILURE;
            }
        }
        i += 2;
    }
    let mut whole = Vec::new();
    let mut search_only = Vec::new();
    let mut kinds = Vec::new();
    for day in 0..days {
        let before = cpu_seconds();
        let Some(puzzle) = search_puzzle(0, day, 0, &[], budget) else {
            eprintln!("day {day}: no puzzle");
            continue;
        };
        whole.push(cpu_seconds() - before);
        kinds.push(format!(
            "{} (ply {}, {} choices)",
            puzzle.kind.id(),
            puzzle.moves.len(),
            puzzle.choices
        ));
        // The same game's log, searched alone.
        let index = puzzle
            .seed
            .rsplit('-')
            .next()
            .and_then(|i| i.parse::<u64>().ok());
        if let Some(i) = index {
            let log = self_played(puzzle.kind, &puzzle.seed, i ^ (day as u64).rotate_left(17))
                .expect("the game plays again");
            let before = cpu_seconds();
            find_in_log(puzzle.kind, &Options::new(), &puzzle.seed, &log, budget);
            search_only.push(cpu_seconds() - before);
        }
    }
    if whole.is_empty() {
        eprintln!("no puzzle found in {days} days");
        return ExitCode::FAILURE;
    }
    let mean = whole.iter().sum::<f64>() / whole.len() as f64;
    println!(
        "{} puzzles in {days} days; CPU per puzzle found, the whole search: median {:.3} s, mean {mean:.3} s",
        whole.len(),
        median(&mut whole.clone()),
    );
    println!(
        "the search of the puzzle's own game alone: median {:.3} s",
        median(&mut search_only)
    );
    let twenty_sevens = kinds
        .iter()
        .filter(|k| k.starts_with(GameKind::TwentySevens.id()))
        .count();
    println!(
        "{twenty_sevens} of them Twenty-Sevens; each: {}",
        kinds.join(", ")
    );
    ExitCode::SUCCESS
}
