//! The AI's analysis of a finished game: pure computation, no I/O.
//!
//! Every position of the game is searched at a fixed budget ([`Budget`]: simulated games,
//! with a wall-time cap that only matters on an overloaded machine) by
//! [`search_position`](super::mcts::search_position). Each ply gets the first seat's chance
//! to win before and after it (the search's value for the side to move, turned into the first
//! seat's), the AI's preferred move, and, for a move its player chose, a class by the drop in
//! the mover's chance: [`INACCURACY`], [`MISTAKE`], [`BLUNDER`] (lichess's classes; the
//! thresholds are stated in every game's rules).
//!
//! - A finished position's value is its result, not a search.
//! - Chance: a recorded throw (`roll 7` in Super Seven) is not the player's choice and is not
//!   classified. The position before it is searched as it was then: its one legal move is the
//!   abstract `roll`, a chance node the search samples. The search never sees the game's seed:
//!   it gets only the engine's state (no engine keeps the seed; Super Seven's dice are drawn by
//!   the host), and its own random numbers come from the position's number alone, so the
//!   analysis of a ply depends on nothing recorded after it.
//! - Hidden information (Cross Words Combat's pages): the game is over, so the analysis may
//!   see everything; the search still guesses the opponent's page as the AI does in play.
//! - A time-out entry is no move and is not classified either.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::mcts::search_position;
use super::{Heuristics, SearchLimits};
use crate::games::clock::parse_time_out_entry;
use crate::games::{AnyGame, Game, GameKind, Options, Outcome, ReplayError, Seat};

/// The format of a stored analysis; one of another format is made again.
pub const FORMAT: i64 = 1;

/// A drop of the mover's chance to win of at least this much (0.10 = 10 percentage points) is
/// an inaccuracy…
pub const INACCURACY: f64 = 0.10;
/// … at least this much a mistake …
pub const MISTAKE: f64 = 0.20;
/// … and at least this much a blunder.
pub const BLUNDER: f64 = 0.30;

/// The search of one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Simulated games per position: the analysis is the same every time for one game.
    pub playouts: u64,
    /// Wall time per position, a cap for an overloaded machine (then the analysis can differ).
    pub per_position: Duration,
}

impl Budget {
    /// What `/analyze` spends: 12,000 simulated games per position, divided by the game's
    /// [`Heuristics::SIMULATION_COST`]. Measured with `cargo run --release --bin
    /// analysis-budget` (DEVELOPERS.md): 3–5 s of CPU per 100 plies for four games, 15 s for
    /// Cross Words Combat, under the promised 30 s. The 280 ms per position cap keeps even an
    /// overloaded machine under 30 s of wall time per 100 plies.
    pub const DEFAULT: Budget = Budget {
        playouts: 12_000,
        per_position: Duration::from_millis(280),
    };

    /// The limits of one position of game `G`: fewer simulated games where they cost more
    /// ([`Heuristics::SIMULATION_COST`]).
    fn limits<G: Heuristics>(self) -> SearchLimits {
        SearchLimits {
            budget: self.per_position,
            max_playouts: (self.playouts / G::SIMULATION_COST.max(1)).max(1),
        }
    }
}

/// How bad a move was, by the drop in its player's chance to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    /// The class of a drop (0..1) in the mover's chance to win, if it is one.
    pub fn of_drop(drop: f64) -> Option<Class> {
        if drop >= BLUNDER {
            Some(Class::Blunder)
        } else if drop >= MISTAKE {
            Some(Class::Mistake)
        } else if drop >= INACCURACY {
            Some(Class::Inaccuracy)
        } else {
            None
        }
    }

    /// `inaccuracy`, `mistake`, `blunder` (message ids add it).
    pub fn name(self) -> &'static str {
        match self {
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// What an entry of the log was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Entry {
    /// A move chosen among several.
    Move,
    /// The only legal move.
    Forced,
    /// A chance outcome (a throw of the dice).
    Chance,
    /// A player's clock ran out.
    TimeOut,
}

/// One ply of the analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlyAnalysis {
    /// From 1.
    pub ply: usize,
    /// Who made it (for a time-out: whose clock ran out).
    pub seat: Seat,
    /// The entry as logged.
    pub played: String,
    /// The AI's preferred move, for moves chosen among several.
    pub best: Option<String>,
    /// The first seat's chance to win before and after it (0..1).
    pub before: f64,
    pub after: f64,
    pub entry: Entry,
    pub class: Option<Class>,
}

impl PlyAnalysis {
    /// How much the mover's chance to win dropped (negative: it rose).
    pub fn drop(&self) -> f64 {
        let d = self.before - self.after;
        if self.seat == Seat::FIRST {
            d
        } else {
            -d
        }
    }

    /// The mover's chance to win before and after.
    pub fn mover_chances(&self) -> (f64, f64) {
        if self.seat == Seat::FIRST {
            (self.before, self.after)
        } else {
            (1.0 - self.before, 1.0 - self.after)
        }
    }
}

/// A finished game, analysed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// The game's id (`twenty-sevens`).
    pub kind: String,
    pub plies: Vec<PlyAnalysis>,
    /// How the game ended on the board (a resignation or a time-out is the host's to add).
    pub result: Option<Outcome>,
    /// Simulated games per position (the budget's, fewer for costlier games).
    pub playouts: u64,
}

impl Analysis {
    /// The first seat's chance to win at every position, from the start (`plies.len() + 1`).
    pub fn chances(&self) -> Vec<f64> {
        let mut v = Vec::with_capacity(self.plies.len() + 1);
        v.push(self.plies.first().map_or(0.5, |p| p.before));
        v.extend(self.plies.iter().map(|p| p.after));
        v
    }

    /// Up to `n` moves that cost their player the most (moves the AI would not have made),
    /// the costliest first.
    pub fn costliest(&self, n: usize) -> Vec<&PlyAnalysis> {
        let mut moves: Vec<&PlyAnalysis> = self
            .plies
            .iter()
            .filter(|p| p.entry == Entry::Move && p.drop() > 0.0)
            .filter(|p| p.best.as_deref() != Some(p.played.as_str()))
            .collect();
        moves.sort_by(|a, b| b.drop().total_cmp(&a.drop()).then(a.ply.cmp(&b.ply)));
        moves.truncate(n);
        moves
    }

    /// How many moves of `seat` have class `class`.
    pub fn count(&self, seat: Seat, class: Class) -> usize {
        self.plies
            .iter()
            .filter(|p| p.seat == seat && p.class == Some(class))
            .count()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("an analysis serialises")
    }

    pub fn from_json(text: &str) -> Result<Analysis, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// The random numbers of position `index`'s search: from its number alone, never from the
/// game's seed or anything recorded later.
fn search_seed(index: usize) -> u64 {
    0x0a0a_1a5e_u64 ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The first seat's chance to win in `game` and the AI's preferred move there.
fn position_value(game: &AnyGame, budget: Budget, index: usize) -> (f64, Option<String>) {
    if let Some(outcome) = game.outcome() {
        return (first_seat_score(outcome), None);
    }
    let Some(seat) = game.to_move() else {
        return (0.5, None);
    };
    let report = crate::with_game!(game, g => search_position(g, limits_of(g, budget), search_seed(index))
        .map(|r| (r.value(), g.format_move(&r.best))));
    match report {
        Some((value, best)) => {
            let first = if seat == Seat::FIRST {
                value
            } else {
                1.0 - value
            };
            (round(first), Some(best))
        }
        None => (0.5, None),
    }
}

/// The limits of one position of `g`'s game.
fn limits_of<G: Heuristics>(_g: &G, budget: Budget) -> SearchLimits {
    budget.limits::<G>()
}

/// 1 when the first seat won, 0 when it lost, ½ for a draw.
pub fn first_seat_score(outcome: Outcome) -> f64 {
    match outcome {
        Outcome::Winner(Seat::FIRST) => 1.0,
        Outcome::Winner(_) => 0.0,
        Outcome::Draw => 0.5,
    }
}

/// Three decimals are plenty, and keep the stored JSON short.
fn round(v: f64) -> f64 {
    (v.clamp(0.0, 1.0) * 1000.0).round() / 1000.0
}

/// Analyse a finished game, rebuilt from its options, seed and log. `progress(done, total)`
/// is called as plies are done (`total` is the number of plies). The seed only rebuilds the
/// game (as a replay does); the searches never see it.
pub fn analyse(
    kind: GameKind,
    options: &Options,
    seed: &str,
    log: &[String],
    budget: Budget,
    mut progress: impl FnMut(usize, usize),
) -> Result<Analysis, ReplayError> {
    let total = log.len();
    let mut game = AnyGame::new(kind, options, seed).map_err(ReplayError::Options)?;
    progress(0, total);
    let (mut value, mut best) = position_value(&game, budget, 0);
    let mut plies = Vec::with_capacity(total);
    for (i, played) in log.iter().enumerate() {
        let time_out = parse_time_out_entry(played, kind.seat_names());
        let entry = if time_out.is_some() {
            Entry::TimeOut
        } else if game.is_chance_outcome(played) {
            Entry::Chance
        } else if game.legal_moves().len() <= 1 {
            Entry::Forced
        } else {
            Entry::Move
        };
        let seat = time_out.or(game.to_move()).unwrap_or(Seat::FIRST);
        game.apply_log_entry(played)
            .map_err(|error| ReplayError::Move {
                ply: i + 1,
                mv: played.clone(),
                error,
            })?;
        let (after, next_best) = position_value(&game, budget, i + 1);
        let mut ply = PlyAnalysis {
            ply: i + 1,
            seat,
            played: played.clone(),
            best: (entry == Entry::Move).then(|| best.take()).flatten(),
            before: value,
            after,
            entry,
            class: None,
        };
        // A move the AI would have made too is no mistake, whatever the next search says.
        if entry == Entry::Move && ply.best.as_deref() != Some(played.as_str()) {
            ply.class = Class::of_drop(ply.drop());
        }
        plies.push(ply);
        (value, best) = (after, next_best);
        progress(i + 1, total);
    }
    Ok(Analysis {
        kind: kind.id().to_string(),
        plies,
        result: game.outcome(),
        playouts: crate::with_game_kind!(kind, G => budget.limits::<G>().max_playouts),
    })
}

#[cfg(test)]
mod tests;
