//! Mega Tic-Tac-Toe: nine tic-tac-toe grids inside a big one, played in *strings* that visit
//! every open grid once at a different position each time.
//! Rule book: `shared/rules/mega-tic-tac-toe.md`.

pub mod coords;
pub mod string;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::geometry::{parse_square, BadSquare};
use crate::i18n::{Lang, Text};

use super::clock::{self, ClockSpec, CLOCK_OPTION};
use super::{
    check_known_options, describe, Checked, Feat, Game, MoveError, OptionError, Options, Outcome,
    Puzzles, Seat, WinCondition,
};
use coords::{
    cell3_name, grid_of, has_line, line_in, mask_names, position_of, position_words, square_at,
    square_name, ALL9,
};
pub use string::StringState;

/// The feat of Mega Tic-Tac-Toe, swift strings: a win within this many moves.
pub const SWIFT_WIN_MOVES: usize = 40;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MegaTicTacToe {
    /// Markers per seat: for each grid, one bit per position.
    marks: [[u16; 9]; 2],
    /// Big markers per seat: one bit per grid.
    big: [u16; 2],
    /// The string being played.
    string: StringState,
    /// Moves made so far.
    ply: u16,
    /// The square of the last move.
    last: Option<u8>,
    /// Whether the last move covered its grid with a big marker.
    last_captured: bool,
    /// Set once the game is over.
    result: Option<Outcome>,
    /// The player whose clock ran out and who lost on time (`clock` option).
    #[serde(default)]
    lost_on_time: Option<Seat>,
}

impl MegaTicTacToe {
    /// The marker on a square (0..81, `rank * 9 + file`), also when a big marker covers it.
    pub fn cell(&self, square: u8) -> Option<Seat> {
        let (g, bit) = (grid_of(square) as usize, 1u16 << position_of(square));
        Seat::all()
            .into_iter()
            .find(|s| self.marks[s.index()][g] & bit != 0)
    }

    /// The big marker covering a grid (0..9), if any.
    pub fn big_marker(&self, grid: u8) -> Option<Seat> {
        Seat::all()
            .into_iter()
            .find(|s| self.big[s.index()] & (1 << grid) != 0)
    }

    /// Grids covered by a big marker (bit per grid).
    pub fn covered(&self) -> u16 {
        self.big[0] | self.big[1]
    }

    /// The string being played (after a string's last move, the next one).
    pub fn string(&self) -> &StringState {
        &self.string
    }

    /// Grids still open in this string (bit per grid): uncovered and not yet visited.
    pub fn open_grids(&self) -> u16 {
        self.string.open_grids(self.covered())
    }

    /// The square of the last move.
    pub fn last_move(&self) -> Option<u8> {
        self.last
    }

    /// Whether the last move covered its grid with a big marker.
    pub fn last_move_captured(&self) -> bool {
        self.last_captured
    }

    /// The three grids of the winner's line of big markers, once the game is won.
    pub fn winning_line(&self) -> Option<[u8; 3]> {
        match self.result {
            Some(Outcome::Winner(s)) => line_in(self.big[s.index()]),
            _ => None,
        }
    }

    /// Whether rule 8 applies to the next move: no open grid has an empty section at a
    /// position this string has not used.
    pub fn rule_8_applies(&self) -> bool {
        self.result.is_none() && self.normal_moves_mask_union() == 0
    }

    fn empty_in(&self, grid: usize) -> u16 {
        ALL9 & !(self.marks[0][grid] | self.marks[1][grid])
    }

    /// Union over open grids of the empty positions that rule 6 still allows.
    fn normal_moves_mask_union(&self) -> u16 {
        let free = ALL9 & !self.string.positions_used();
        let mut union = 0;
        let mut open = self.open_grids();
        while open != 0 {
            let g = open.trailing_zeros() as usize;
            open &= open - 1;
            union |= self.empty_in(g) & free;
        }
        union
    }

    fn any_empty_in_open_grid(&self) -> bool {
        let mut open = self.open_grids();
        while open != 0 {
            let g = open.trailing_zeros() as usize;
            open &= open - 1;
            if self.empty_in(g) != 0 {
                return true;
            }
        }
        false
    }

    fn seat_to_move(&self) -> Seat {
        Seat((self.ply % 2) as u8)
    }

    /// Rule 3: the empty counts of the uncovered grids differ by at most one.
    pub fn rule_3_holds(&self) -> bool {
        let counts = (0..9)
            .filter(|g| self.covered() & (1 << g) == 0)
            .map(|g| self.empty_in(g).count_ones());
        match (counts.clone().min(), counts.max()) {
            (Some(lo), Some(hi)) => hi - lo <= 1,
            _ => true,
        }
    }
}

impl Game for MegaTicTacToe {
    /// The square (0..81, `rank * 9 + file`) to mark.
    type Move = u8;

    const ID: &'static str = "mega-tic-tac-toe";
    const NAME: &'static str = "Mega Tic-Tac-Toe";
    const SEATS: [&'static str; 2] = ["X", "O"];
    const FEATS: &'static [Feat] = &[Feat {
        id: "feat-mega-tic-tac-toe",
        name: "achievement-feat-mega-tic-tac-toe",
        condition: WinCondition::WithinPlies(SWIFT_WIN_MOVES),
    }];
    const PUZZLES: Option<Puzzles> = Some(Puzzles { quick: false });
    // No dice, no hidden information: a reply queued in advance is a move like any other.
    const CONDITIONAL_MOVES: bool = true;

    fn new(options: &Options, _seed: &str) -> Result<Self, OptionError> {
        check_known_options(options, &[CLOCK_OPTION])?;
        ClockSpec::from_options(options)?;
        Ok(MegaTicTacToe {
            marks: [[0; 9]; 2],
            big: [0; 2],
            string: StringState::start(9),
            ply: 0,
            last: None,
            last_captured: false,
            result: None,
            lost_on_time: None,
        })
    }

    fn to_move(&self) -> Option<Seat> {
        self.result.is_none().then(|| self.seat_to_move())
    }

    fn legal_moves(&self) -> Vec<u8> {
        if self.result.is_some() {
            return Vec::new();
        }
        let union = self.normal_moves_mask_union();
        // Rule 8: when no open grid allows an unused position, rule 6 is dropped.
        let allowed = if union == 0 {
            ALL9
        } else {
            ALL9 & !self.string.positions_used()
        };
        let mut moves = Vec::with_capacity(24);
        let mut open = self.open_grids();
        while open != 0 {
            let g = open.trailing_zeros() as u8;
            open &= open - 1;
            let mut free = self.empty_in(g as usize) & allowed;
            while free != 0 {
                let p = free.trailing_zeros() as u8;
                free &= free - 1;
                moves.push(square_at(g, p));
            }
        }
        moves
    }

    fn legality(&self, &square: &u8) -> Result<(), MoveError> {
        if self.result.is_some() {
            return Err(MoveError::GameOver);
        }
        if square >= 81 {
            return Err(MoveError::Illegal(Text::new("engine-no-such-square")));
        }
        let (g, p) = (grid_of(square), position_of(square));
        let name = square_name(square);
        if let Some(owner) = self.big_marker(g) {
            return Err(MoveError::Illegal(
                Text::new("engine-mttt-grid-covered")
                    .arg("square", &name)
                    .arg("grid", cell3_name(g))
                    .arg("seat", Self::SEATS[owner.index()]),
            ));
        }
        if self.string.grids_used() & (1 << g) != 0 {
            return Err(MoveError::Illegal(
                Text::new("engine-mttt-grid-used")
                    .arg("grid", cell3_name(g))
                    .arg("open", mask_names(self.open_grids()).join(", ")),
            ));
        }
        if self.cell(square).is_some() {
            return Err(MoveError::Illegal(
                Text::new("engine-square-taken").arg("square", &name),
            ));
        }
        if self.string.positions_used() & (1 << p) != 0 && !self.rule_8_applies() {
            return Err(MoveError::Illegal(
                Text::new("engine-mttt-position-used")
                    .arg("position", position_words(p))
                    .arg("cell", cell3_name(p))
                    .arg("used", mask_names(self.string.positions_used()).join(", ")),
            ));
        }
        Ok(())
    }

    fn apply(&mut self, mv: Checked<u8>) {
        let square = mv.into_inner();
        let seat = self.seat_to_move();
        let (g, p) = (grid_of(square), position_of(square));
        let mine = &mut self.marks[seat.index()][g as usize];
        *mine |= 1 << p;
        // Rule 7: a line inside the grid covers it with the mover's big marker at once.
        self.last_captured = has_line(*mine);
        if self.last_captured {
            self.big[seat.index()] |= 1 << g;
        }
        if self.string.record(g, p) {
            self.string = StringState::start(9 - self.covered().count_ones() as u8);
        }
        self.ply += 1;
        self.last = Some(square);
        // Rule 9: three big markers in a line of the outer grid win at once.
        if has_line(self.big[seat.index()]) {
            self.result = Some(Outcome::Winner(seat));
        } else if !self.any_empty_in_open_grid() {
            self.result = Some(Outcome::Draw);
        }
        debug_assert!(self.rule_3_holds(), "rule 3 broken");
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        let syntax = |reason| MoveError::syntax(text, reason);
        match parse_square(text, 9) {
            Ok((file, rank)) => Ok(rank * 9 + file),
            Err(BadSquare::NotASquare) => Err(syntax(Text::new("engine-mttt-not-a-square"))),
            Err(BadSquare::OffBoard) => Err(syntax(Text::new("engine-mttt-off-board"))),
        }
    }

    fn format_move(&self, &square: &u8) -> String {
        square_name(square)
    }

    /// Each grid that holds anything, with its big marker: "grid b2, won by X: X on d4 e5, O
    /// on f6; …", then the grids the next move may go to.
    fn describe(&self, lang: Lang) -> String {
        let grids = (0..9u8).filter_map(|grid| {
            let mut cells = [Vec::new(), Vec::new()];
            for position in 0..9u8 {
                let square = square_at(grid, position);
                if let Some(seat) = self.cell(square) {
                    cells[seat.index()].push(square_name(square));
                }
            }
            let label = match self.big_marker(grid) {
                Some(seat) => Text::new("describe-grid-won").arg("seat", Self::SEATS[seat.index()]),
                None if cells.iter().all(Vec::is_empty) => return None,
                None => Text::new("describe-grid"),
            }
            .arg("grid", cell3_name(grid));
            Some(describe::part(
                label,
                &describe::held(Self::SEATS, &cells, lang),
                lang,
            ))
        });
        let mut text = describe::parts(grids);
        if text.is_empty() {
            text = Text::new("describe-empty").get(lang);
        }
        if self.to_move().is_some() {
            let open = Text::new("describe-open-grids")
                .arg("grids", mask_names(self.open_grids()).join(" "))
                .get(lang);
            text = describe::parts([text, open]);
        }
        text
    }

    fn board_json(&self) -> serde_json::Value {
        let cells: serde_json::Map<String, serde_json::Value> = (0..81u8)
            .filter_map(|sq| {
                self.cell(sq)
                    .map(|s| (square_name(sq), json!(Self::SEATS[s.index()])))
            })
            .collect();
        let big: serde_json::Map<String, serde_json::Value> = (0..9u8)
            .filter_map(|g| {
                self.big_marker(g)
                    .map(|s| (cell3_name(g), json!(Self::SEATS[s.index()])))
            })
            .collect();
        json!({
            "cells": cells,
            "big": big,
            "string": {
                "length": self.string.length(),
                "played": self.string.played(),
                "grids_left": mask_names(self.open_grids()),
                "positions_used": mask_names(self.string.positions_used()),
                "abnormal": self.string.abnormal(),
            }
        })
    }

    fn ply(&self) -> usize {
        self.ply as usize
    }

    fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        self.result = Some(clock::lose_on_time(self.to_move(), seat)?);
        self.lost_on_time = Some(seat);
        self.ply += 1;
        Ok(())
    }

    fn is_out_of_time(&self, seat: Seat) -> bool {
        self.lost_on_time == Some(seat)
    }
}
