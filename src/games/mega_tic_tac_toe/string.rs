//! Strings of moves (rules 3, 5, 6, 8): which grids and positions the current string has used.

use serde::{Deserialize, Serialize};

use super::coords::ALL9;

/// The string being played: its length, how many of its moves are made, and what they used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StringState {
    length: u8,
    played: u8,
    /// Grids that have had a move in this string (bit per grid).
    grids_used: u16,
    /// Positions used by the moves of this string (bit per position).
    positions_used: u16,
    /// Whether a move of this string fell back on rule 8.
    abnormal: bool,
}

impl StringState {
    /// A new string over `uncovered` grids.
    pub fn start(uncovered: u8) -> StringState {
        StringState {
            length: uncovered,
            played: 0,
            grids_used: 0,
            positions_used: 0,
            abnormal: false,
        }
    }

    /// Number of moves in this string: the uncovered grids when it started.
    pub fn length(&self) -> u8 {
        self.length
    }

    /// Moves of this string made so far.
    pub fn played(&self) -> u8 {
        self.played
    }

    /// Grids that have had a move in this string (bit per grid).
    pub fn grids_used(&self) -> u16 {
        self.grids_used
    }

    /// Positions used by this string's moves (bit per position).
    pub fn positions_used(&self) -> u16 {
        self.positions_used
    }

    /// Whether a move of this string ignored rule 6 under rule 8.
    pub fn abnormal(&self) -> bool {
        self.abnormal
    }

    /// Grids still open in this string: uncovered and not yet visited.
    pub fn open_grids(&self, covered: u16) -> u16 {
        ALL9 & !covered & !self.grids_used
    }

    /// Count a move at `position` of `grid`; returns whether the string is now complete.
    pub fn record(&mut self, grid: u8, position: u8) -> bool {
        let bit = 1u16 << position;
        if self.positions_used & bit != 0 {
            self.abnormal = true;
        }
        self.positions_used |= bit;
        self.grids_used |= 1 << grid;
        self.played += 1;
        self.played >= self.length
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_string_counts_its_moves_and_becomes_abnormal_on_reuse() {
        let mut s = StringState::start(3);
        assert_eq!(s.open_grids(0b000_000_110), 0b111_111_001);
        assert!(!s.record(0, 4));
        assert!(!s.abnormal());
        assert!(!s.record(5, 4));
        assert!(s.abnormal());
        assert!(s.record(8, 0));
        assert_eq!((s.played(), s.length()), (3, 3));
        assert_eq!(s.grids_used(), 0b100_100_001);
        assert_eq!(s.positions_used(), 0b000_010_001);
    }
}
