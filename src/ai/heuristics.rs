//! What the search may know about a game beyond its rules: the optional hooks of
//! [`Heuristics`], one `impl` per game here, next to the search that asks them. A game with
//! no knowledge to give takes the neutral defaults with an empty `impl`.

use crate::games::ccc::Ccc;
use crate::games::cross_words_combat::CrossWordsCombat;
use crate::games::designed::DesignedGame;
use crate::games::mega_tic_tac_toe::MegaTicTacToe;
use crate::games::super_seven::SuperSeven;
use crate::games::twenty_sevens::TwentySevens;
use crate::games::{Game, Seat};

/// The search's optional per-game knowledge.
pub trait Heuristics: Game {
    /// How likely `seat` is to win from this unfinished position, from 0.0 (lost) to 1.0
    /// (won), judged quickly from the position alone. When it answers, the AI cuts its
    /// simulated games short after a few plies and asks it there. `None`, the default:
    /// simulated games run to the end (or a long cap, then the leader by `scores()` wins).
    fn evaluate(&self, _seat: Seat) -> Option<f64> {
        None
    }

    /// The relative weight of `mv`, a move listed by `legal_moves`, when the AI picks moves
    /// at random in a simulated game (0 = only if every move weighs 0). The default weighs
    /// every move 1: uniformly random simulated games.
    fn playout_weight(&self, _mv: &Self::Move) -> u32 {
        1
    }

    /// How many times the cheapest games' cost one simulated game of this game takes (about;
    /// measured with `analysis-budget`): an analysis ([`super::analysis`]) gives each
    /// position this many times fewer, so that a 100-ply game of any kind costs about the
    /// same.
    const SIMULATION_COST: u64 = 1;
}

/// A lead turned into a chance of winning on a logistic scale: `spread` is the lead worth
/// about 73 %.
fn logistic(lead: f64, spread: f64) -> f64 {
    1.0 / (1.0 + (-lead / spread).exp())
}

impl Heuristics for TwentySevens {}

/// A designed game's knowledge is its rules file's optional `evaluate(state, seat)`; a file
/// without one (or one that fails) lets simulated games run to their end.
impl Heuristics for DesignedGame {
    fn evaluate(&self, seat: Seat) -> Option<f64> {
        self.try_evaluate(seat).ok().flatten()
    }
}

impl Heuristics for MegaTicTacToe {}

impl Heuristics for SuperSeven {
    const SIMULATION_COST: u64 = 2;
}

impl Heuristics for Ccc {
    const SIMULATION_COST: u64 = 4;

    /// The lead in material. Random games of CCC rarely end (the last Pyramid is hard to find
    /// by chance), so without it simulated games would run to their cap and say little.
    fn evaluate(&self, seat: Seat) -> Option<f64> {
        let material = self.material();
        Some(logistic(
            material[seat.index()] - material[seat.other().index()],
            4.0,
        ))
    }
}

impl Heuristics for CrossWordsCombat {
    /// Guessing the opponent's page, and long simulated games.
    const SIMULATION_COST: u64 = 12;

    /// The lead in captured cells (simulated games of this game are long; cutting them short
    /// keeps the search fast enough).
    fn evaluate(&self, seat: Seat) -> Option<f64> {
        let scores = self.scores()?;
        let lead = (scores[seat.index()] - scores[seat.other().index()]) as f64;
        Some(logistic(lead, 3.0))
    }
}
