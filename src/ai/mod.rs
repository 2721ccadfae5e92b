//! The AI opponent: one Monte Carlo tree search for every game, at three levels.
//!
//! The search ([`mcts`]) only uses the [`Game`] trait and [`Heuristics`], per-game knowledge
//! in two optional hooks with neutral defaults, implemented per game in [`heuristics`]:
//! [`Heuristics::evaluate`] (judge a simulated game cut short) and
//! [`Heuristics::playout_weight`] (bias the random moves of simulated games).
//!
//! [`choose_move`] is pure computation that takes up to [`SearchLimits::budget`]; callers on an
//! async runtime should run it on a blocking thread.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::games::{AnyGame, Game};

pub mod analysis;
pub mod baseline;
pub mod heuristics;
pub mod mcts;
pub mod puzzle;

pub use heuristics::Heuristics;
pub use mcts::{search, SearchReport};

/// How strong the AI plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A few simulations and now and then a random move: beatable by a beginner.
    Easy,
    /// A short search.
    Medium,
    /// The full search: 1.1 s of thinking, leaving headroom under the 1.5 s promise when the
    /// machine is busy.
    Hard,
}

/// How long a search may run: whichever limit comes first ends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Wall-clock time for one move (checked after every simulated game).
    pub budget: Duration,
    /// Simulated games for one move.
    pub max_playouts: u64,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The search limits of this level.
    pub fn limits(self) -> SearchLimits {
        match self {
            Level::Easy => SearchLimits {
                budget: Duration::from_millis(100),
                max_playouts: 24,
            },
            Level::Medium => SearchLimits {
                budget: Duration::from_millis(400),
                max_playouts: 2_000,
            },
            Level::Hard => SearchLimits {
                budget: Duration::from_millis(1_100),
                max_playouts: 10_000_000,
            },
        }
    }

    /// The chance that this level plays a uniformly random legal move instead of searching.
    pub fn random_move_chance(self) -> f64 {
        match self {
            Level::Easy => 0.4,
            Level::Medium | Level::Hard => 0.0,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not `easy`, `medium` or `hard`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI level `{0}` (choose easy, medium or hard)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let wanted = s.trim().to_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == wanted)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// The AI's move for the seat to act, exactly as `legal_moves` lists it (a chance move such as
/// a dice throw stays abstract: the caller resolves it). `None` when the game is over or there
/// is nothing to choose from. Deterministic for a given `seed` apart from the time cut-off.
pub fn choose_move<G: Heuristics>(game: &G, level: Level, seed: u64) -> Option<G::Move> {
    choose_move_with(game, level.limits(), level.random_move_chance(), seed)
}

/// [`choose_move`] with explicit limits and random-move chance.
pub fn choose_move_with<G: Heuristics>(
    game: &G,
    limits: SearchLimits,
    random_move_chance: f64,
    seed: u64,
) -> Option<G::Move> {
    if game.to_move().is_none() || game.outcome().is_some() {
        return None;
    }
    if random_move_chance > 0.0 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
        if rng.gen_bool(random_move_chance.min(1.0)) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                return None;
            }
            return Some(moves[rng.gen_range(0..moves.len())].clone());
        }
    }
    search(game, limits, seed).map(|r| r.best)
}

/// [`choose_move`] for any game, in canonical notation (`roll` stays `roll`).
pub fn choose_move_text(game: &AnyGame, level: Level, seed: u64) -> Option<String> {
    crate::with_game!(game, g => choose_move(g, level, seed).map(|m| g.format_move(&m)))
}

#[cfg(test)]
mod tests;
