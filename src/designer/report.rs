//! `boardbot design report FILE`: the balance report of a rules file (issue 43). The AI plays
//! itself at one level and random plays random, on every core; the report gives the first
//! seat's win rate with its 95 % (Wilson) interval, draws, game lengths, legal moves per
//! position and late reversals, as text (stdout and `report.txt`) and a chart (`report.png`,
//! drawn by `report_chart`; the command itself is `report_command`).
//!
//! Every game is seeded by its index (the start's seed text and the players' random numbers),
//! and the AI's search is bounded by its simulations only (never by the clock), so the same
//! file and arguments give the same report on any machine, however busy.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::ai::baseline::{random_move, resolve_chance};
use crate::ai::{search, Level, SearchLimits};
use crate::games::designed::{DesignError, DesignedGame, DesignedRules, PLY_CAP};
use crate::games::{Game, Outcome, Seat};

/// Games per pairing when `--games` is not given.
pub const DEFAULT_GAMES: usize = 200;
/// The AI's level when `--level` is not given: easy (24 simulations a move and now and then a
/// random move) keeps 1,000 games to minutes; medium's 2,000 simulations a move cost about a
/// hundred times more.
pub const DEFAULT_LEVEL: Level = Level::Easy;
/// A search of the report stops at its level's simulations, not at a time: this is only the
/// safety net of a file whose simulations hang.
const NO_TIME_LIMIT: Duration = Duration::from_secs(3_600);
/// The hard AI should beat the random player in at least this share of games.
pub const HARD_VS_RANDOM_TARGET: f64 = 0.95;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Ai(Level),
    Random,
}

/// What `design report` was asked.
#[derive(Clone, Debug)]
pub struct ReportArgs {
    pub file: PathBuf,
    pub games: usize,
    pub level: Level,
    /// Where `report.txt` and `report.png` go.
    pub out: PathBuf,
    /// Also play the hard AI against random, seats alternating.
    pub hard_vs_random: bool,
}

/// One game played for the report.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// `None` for a draw (or a game still going at [`PLY_CAP`], counted as a draw).
    pub winner: Option<Seat>,
    pub plies: usize,
    /// The legal moves of every position where a seat was to move, summed.
    pub legal_moves: u64,
    pub positions: u64,
    /// The seat ahead over the last quarter of the game, when something judged it.
    pub late_leader: Option<Seat>,
}

/// The figures of one pairing.
#[derive(Clone, Debug, PartialEq)]
pub struct PairingStats {
    pub games: usize,
    /// Wins of the first and second seat.
    pub wins: [usize; 2],
    pub draws: usize,
    /// The first seat's win rate and its 95 % Wilson interval.
    pub first_seat_rate: f64,
    pub first_seat_interval: (f64, f64),
    pub median_plies: usize,
    pub p90_plies: usize,
    /// Every game's length, in game order (for the chart's histogram).
    pub lengths: Vec<usize>,
    pub mean_legal_moves: f64,
    /// Decided games with a late leader, and those of them the leader lost.
    pub judged: usize,
    pub reversals: usize,
}

/// The 95 % Wilson score interval of `successes` in `trials`.
pub fn wilson_interval(successes: usize, trials: usize) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = trials as f64;
    let p = successes as f64 / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The value at `share` (0.5 the median) of sorted `values`, by nearest rank.
fn nearest_rank(sorted: &[usize], share: f64) -> usize {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (share * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

impl PairingStats {
    pub fn of(records: &[GameRecord]) -> PairingStats {
        let games = records.len();
        let mut wins = [0usize; 2];
        let mut draws = 0;
        let (mut judged, mut reversals) = (0, 0);
        for r in records {
            match r.winner {
                Some(seat) => {
                    wins[seat.index()] += 1;
                    if let Some(leader) = r.late_leader {
                        judged += 1;
                        if leader != seat {
                            reversals += 1;
                        }
                    }
                }
                None => draws += 1,
            }
        }
        let lengths: Vec<usize> = records.iter().map(|r| r.plies).collect();
        let mut sorted = lengths.clone();
        sorted.sort_unstable();
        let positions: u64 = records.iter().map(|r| r.positions).sum();
        let legal: u64 = records.iter().map(|r| r.legal_moves).sum();
        PairingStats {
            games,
            wins,
            draws,
            first_seat_rate: wins[0] as f64 / games.max(1) as f64,
            first_seat_interval: wilson_interval(wins[0], games),
            median_plies: nearest_rank(&sorted, 0.5),
            p90_plies: nearest_rank(&sorted, 0.9),
            lengths,
            mean_legal_moves: legal as f64 / positions.max(1) as f64,
            judged,
            reversals,
        }
    }
}

/// The seed of game `index` of a pairing: the pairings draw different numbers.
fn game_seed(pairing: &str, index: usize) -> u64 {
    crate::games::stable_hash_from(crate::games::STABLE_HASH_BASIS ^ index as u64, pairing)
}

/// Play one game between `players` (first seat first), seeded by `index`. The late leader is
/// judged by the file's `evaluate` if it has one, else by the searching AI's estimate of its
/// chosen move (random players estimate nothing).
pub fn play_game(
    rules: &Arc<DesignedRules>,
    players: [Player; 2],
    pairing: &str,
    index: usize,
) -> Result<GameRecord, DesignError> {
    let options = rules.declarations.options.clone();
    let mut game = DesignedGame::start(rules, &options, &format!("report-{index}"))?;
    let seed = game_seed(pairing, index);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let has_evaluate = rules.declarations.has_evaluate;
    // The first seat's estimated chance of winning, by ply, where one was made.
    let mut estimates: Vec<Option<f64>> = Vec::new();
    let (mut legal_moves, mut positions) = (0u64, 0u64);
    while game.outcome().is_none() && game.ply() < PLY_CAP {
        let facts = game.try_facts().map_err(Clone::clone)?;
        let Some(seat) = facts.to_move else { break };
        legal_moves += facts.moves.len() as u64;
        positions += 1;
        let mut estimate = if has_evaluate {
            game.try_evaluate(Seat::FIRST)?
        } else {
            None
        };
        let chosen = match players[seat.index()] {
            Player::Random => random_move(&game, &mut rng),
            Player::Ai(level) => {
                if rng.gen_bool(level.random_move_chance()) {
                    random_move(&game, &mut rng)
                } else {
                    let limits = SearchLimits {
                        budget: if level == Level::Hard {
                            level.limits().budget
                        } else {
                            NO_TIME_LIMIT
                        },
                        ..level.limits()
                    };
                    search(&game, limits, rng.gen()).map(|report| {
                        let mine = report.value();
                        if estimate.is_none() {
                            estimate = Some(if seat == Seat::FIRST {
                                mine
                            } else {
                                1.0 - mine
                            });
                        }
                        report.best
                    })
                }
            }
        };
        estimates.push(estimate);
        let Some(mv) = chosen else { break };
        let mv = resolve_chance(&game, mv, &mut rng);
        if let Err(e) = game.try_play(&mv) {
            return Err(DesignError::shape(
                "play",
                format!("the move `{mv}` it listed was refused: {e}"),
            ));
        }
    }
    if let Some(e) = game.fault() {
        return Err(e.clone());
    }
    let winner = match game.outcome() {
        Some(Outcome::Winner(seat)) => Some(seat),
        _ => None,
    };
    Ok(GameRecord {
        winner,
        plies: game.ply(),
        legal_moves,
        positions,
        late_leader: late_leader(&estimates),
    })
}

/// The seat ahead over the last quarter of the plies: the mean of the first seat's estimated
/// chances there above or below one half (no leader when nothing was estimated or it is
/// exactly even).
fn late_leader(estimates: &[Option<f64>]) -> Option<Seat> {
    let from = estimates.len() - estimates.len() / 4;
    let late: Vec<f64> = estimates[from.min(estimates.len().saturating_sub(1))..]
        .iter()
        .flatten()
        .copied()
        .collect();
    if late.is_empty() {
        return None;
    }
    let mean = late.iter().sum::<f64>() / late.len() as f64;
    if mean > 0.5 {
        Some(Seat::FIRST)
    } else if mean < 0.5 {
        Some(Seat::SECOND)
    } else {
        None
    }
}

/// Play `jobs` (players, pairing name, index) on every core; `progress(done, total)` after
/// each. The records come back in job order; the first fault stops the report.
pub fn play_all(
    rules: &Arc<DesignedRules>,
    jobs: &[Job],
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<GameRecord>, DesignError> {
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(jobs.len().max(1));
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    let mut records: Vec<Option<GameRecord>> = vec![None; jobs.len()];
    let mut failure = None;
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let sender = sender.clone();
            let next = &next;
            scope.spawn(move || loop {
                let job = next.fetch_add(1, Ordering::Relaxed);
                let Some((players, pairing, index)) = jobs.get(job) else {
                    break;
                };
                let result = play_game(rules, *players, pairing, *index);
                let failed = result.is_err();
                if sender.send((job, result)).is_err() || failed {
                    // A fault ends the report: the other workers stop at their next game.
                    next.store(jobs.len(), Ordering::Relaxed);
                    break;
                }
            });
        }
        drop(sender);
        let mut done = 0;
        for (job, result) in receiver {
            match result {
                Ok(record) => {
                    records[job] = Some(record);
                    done += 1;
                    progress(done, jobs.len());
                }
                Err(e) => {
                    failure.get_or_insert(e);
                }
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    Ok(records.into_iter().flatten().collect())
}

/// The whole report: what was played and its figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub title: String,
    pub seats: [String; 2],
    pub level: Level,
    pub has_evaluate: bool,
    pub ai: PairingStats,
    pub random: PairingStats,
    /// The hard AI against random: its wins and games, when asked.
    pub hard_vs_random: Option<(usize, usize)>,
}

fn percent(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}

fn pairing_text(out: &mut String, heading: &str, s: &PairingStats, seats: &[String; 2]) {
    let rate = |n: usize| percent(n as f64 / s.games.max(1) as f64);
    let _ = writeln!(out, "{heading}, {} games:", s.games);
    let _ = writeln!(
        out,
        "  first seat ({}) wins {} (95 % interval {} to {}); second seat ({}) wins {}; draws {}",
        seats[0],
        rate(s.wins[0]),
        percent(s.first_seat_interval.0),
        percent(s.first_seat_interval.1),
        seats[1],
        rate(s.wins[1]),
        rate(s.draws)
    );
    let _ = writeln!(
        out,
        "  game length: median {} plies, 90th percentile {} plies",
        s.median_plies, s.p90_plies
    );
    let _ = writeln!(
        out,
        "  legal moves per position: {:.1} on average",
        s.mean_legal_moves
    );
}

impl Report {
    /// The report as text (no timings: the same seed gives the same text).
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.title);
        let limits = self.level.limits();
        let ai = format!(
            "The AI ({}: {} simulations a move, {} random moves) against itself",
            self.level,
            limits.max_playouts,
            percent(self.level.random_move_chance())
        );
        pairing_text(&mut out, &ai, &self.ai, &self.seats);
        let judge = if self.has_evaluate {
            "the file's evaluate"
        } else {
            "the AI's own estimate of its moves"
        };
        let decided = self.ai.games - self.ai.draws;
        if self.ai.judged == 0 {
            let _ = writeln!(
                out,
                "  late reversals: none judged ({decided} decided games, none with a leader by {judge} in its last quarter)"
            );
        } else {
            let _ = writeln!(
                out,
                "  late reversals: {} of the {} decided games with a leader in their last quarter (by {judge}) went to the other side ({})",
                self.ai.reversals,
                self.ai.judged,
                percent(self.ai.reversals as f64 / self.ai.judged as f64)
            );
        }
        pairing_text(&mut out, "Random against random", &self.random, &self.seats);
        if self.random.judged > 0 {
            let _ = writeln!(
                out,
                "  late reversals: {} of the {} decided games with a leader in their last quarter (by {judge}) went to the other side ({})",
                self.random.reversals,
                self.random.judged,
                percent(self.random.reversals as f64 / self.random.judged as f64)
            );
        }
        if let Some((wins, games)) = self.hard_vs_random {
            let rate = wins as f64 / games.max(1) as f64;
            let _ = writeln!(
                out,
                "The hard AI against random (seats alternating), {games} games: it wins {wins} ({}), {} the {} it should",
                percent(rate),
                if rate >= HARD_VS_RANDOM_TARGET { "at least" } else { "below" },
                percent(HARD_VS_RANDOM_TARGET)
            );
        }
        out
    }
}

/// One game of a report: who plays the seats, the pairing's name and the game's index in it.
pub type Job = ([Player; 2], &'static str, usize);

/// The games of a report: `games` of the AI at `level` against itself and as many of random
/// against random, interleaved (and the hard AI against random, seats alternating, if asked).
pub fn report_jobs(games: usize, level: Level, hard_vs_random: bool) -> Vec<Job> {
    let mut jobs: Vec<Job> = Vec::new();
    for index in 0..games {
        jobs.push(([Player::Ai(level); 2], "ai", index));
        jobs.push(([Player::Random; 2], "random", index));
        if hard_vs_random {
            let hard = Player::Ai(Level::Hard);
            let players = if index % 2 == 0 {
                [hard, Player::Random]
            } else {
                [Player::Random, hard]
            };
            jobs.push((players, "hard", index));
        }
    }
    jobs
}

/// The report of `rules` from the `records` of its `jobs` (those of [`report_jobs`], in order).
pub fn assemble_report(
    rules: &DesignedRules,
    level: Level,
    jobs: &[Job],
    records: &[GameRecord],
) -> Report {
    let of = |pairing: &str| -> Vec<GameRecord> {
        jobs.iter()
            .zip(records)
            .filter(|((_, p, _), _)| *p == pairing)
            .map(|(_, r)| r.clone())
            .collect()
    };
    let hard_games = jobs.iter().filter(|(_, p, _)| *p == "hard").count();
    let hard = (hard_games > 0).then(|| {
        let won = jobs
            .iter()
            .zip(records)
            .filter(|((_, p, index), r)| *p == "hard" && r.winner == Some(Seat((index % 2) as u8)))
            .count();
        (won, hard_games)
    });
    let d = &rules.declarations;
    Report {
        title: format!(
            "{} — {} (id {}, version {}), sha256 {}",
            rules.file_name,
            d.name,
            d.id,
            d.version,
            &rules.hash_hex()[..16]
        ),
        seats: d.seats.clone(),
        level,
        has_evaluate: d.has_evaluate,
        ai: PairingStats::of(&of("ai")),
        random: PairingStats::of(&of("random")),
        hard_vs_random: hard,
    }
}

/// Build the report of `rules`; `progress(done, total)` after each game.
pub fn build_report(
    rules: &Arc<DesignedRules>,
    games: usize,
    level: Level,
    hard_vs_random: bool,
    progress: impl FnMut(usize, usize),
) -> Result<Report, DesignError> {
    let jobs = report_jobs(games, level, hard_vs_random);
    let records = play_all(rules, &jobs, progress)?;
    Ok(assemble_report(rules, level, &jobs, &records))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_contains_the_rate_and_narrows_with_more_games() {
        let (lo, hi) = wilson_interval(10, 20);
        assert!(lo < 0.5 && 0.5 < hi);
        assert!((lo - 0.299).abs() < 0.001 && (hi - 0.701).abs() < 0.001);
        let (lo2, hi2) = wilson_interval(100, 200);
        assert!(hi2 - lo2 < hi - lo);
        assert_eq!(wilson_interval(0, 10).0, 0.0);
        assert!(wilson_interval(10, 10).1 > 0.999);
    }

    #[test]
    fn nearest_rank_gives_median_and_p90() {
        let sorted: Vec<usize> = (1..=10).collect();
        assert_eq!(nearest_rank(&sorted, 0.5), 5);
        assert_eq!(nearest_rank(&sorted, 0.9), 9);
        assert_eq!(nearest_rank(&[7], 0.9), 7);
    }

    #[test]
    fn the_late_leader_is_judged_over_the_last_quarter() {
        // Ahead early, behind over the last quarter: the second seat leads late.
        let mut estimates = vec![Some(0.9); 6];
        estimates.extend([Some(0.2), None]);
        assert_eq!(late_leader(&estimates), Some(Seat::SECOND));
        assert_eq!(late_leader(&[None, None]), None);
        assert_eq!(late_leader(&[Some(0.5)]), None);
        assert_eq!(late_leader(&[]), None);
    }
}
