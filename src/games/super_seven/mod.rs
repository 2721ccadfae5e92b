//! Super Seven: noughts and crosses on nine numbered boxes, where two dice decide where a
//! counter may go. Rule book: `shared/rules/super-seven.md`.
//!
//! A throw is an explicit action: `legal_moves` lists the abstract `roll` before a throw,
//! [`Game::chance_outcomes`] turns it into the concrete `roll 2` … `roll 12`, and only a
//! concrete throw can be applied. The engine never draws random numbers; [`dice`] holds the
//! committed dice the host uses.

mod board;
pub mod dice;
mod store;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::i18n::{Lang, Text};

use super::clock::{self, ClockSpec, CLOCK_OPTION};
use super::{
    check_known_options, describe, Checked, Game, MoveError, OptionError, Options, Outcome, Seat,
};

pub use board::{
    box_mask, box_number, parse_square, place_mask, squares, total_mask, Mask, Square, ALL, CENTRE,
};

/// After this many turns (placements and automatic passes of both players) the game is drawn.
pub const TURN_LIMIT: u16 = 500;

/// Throws a player may make in one turn without finding a legal move before passing.
pub const MAX_THROWS: u8 = 3;

/// One action of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A throw of the dice: `roll` (abstract, to be resolved) or `roll N` (total N).
    Roll(Option<u8>),
    /// Put a counter on a square (for a 12: take the opponent's counter there).
    Place(Square),
}

/// The last counter put on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub seat: Seat,
    pub square: Square,
    /// A 12 that replaced an opponent's counter.
    pub steal: bool,
    /// The counter won its box.
    pub captured: bool,
}

/// The last throw of the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Throw {
    pub seat: Seat,
    pub total: u8,
    /// Whether the total allowed any move.
    pub playable: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuperSeven {
    /// Counters per seat, one bit per square (see [`board`]).
    #[serde(with = "store::cells_text")]
    cells: [Mask; 2],
    /// Controlled boxes per seat, one bit per box.
    boxes: [u16; 2],
    /// The seat whose turn it is (stays put once the game is over).
    turn: Seat,
    /// The total thrown this turn and not yet used.
    roll: Option<u8>,
    /// Throws made this turn.
    throws: u8,
    /// Turns completed (placements and passes).
    turns: u16,
    /// Throws made in the whole game, both players.
    total_throws: u64,
    /// Moves applied (throws and placements).
    ply: u32,
    outcome: Option<Outcome>,
    last_place: Option<Placement>,
    last_throw: Option<Throw>,
    /// The seat whose turn just passed after three throws without a move; cleared by the next
    /// throw.
    last_pass: Option<Seat>,
    /// The player whose clock ran out and who lost on time (`clock` option).
    #[serde(default)]
    lost_on_time: Option<Seat>,
}

impl SuperSeven {
    /// Who has a counter on `sq`.
    pub fn cell(&self, sq: Square) -> Option<Seat> {
        if self.cells[0] & sq.bit() != 0 {
            Some(Seat(0))
        } else if self.cells[1] & sq.bit() != 0 {
            Some(Seat(1))
        } else {
            None
        }
    }

    /// Who controls box `bx` (0..9, number `bx + 3`).
    pub fn box_owner(&self, bx: u8) -> Option<Seat> {
        Seat::all()
            .into_iter()
            .find(|s| self.boxes[s.index()] & (1 << bx) != 0)
    }

    /// Controlled boxes of a seat, one bit per box.
    pub fn boxes_of(&self, seat: Seat) -> u16 {
        self.boxes[seat.index()]
    }

    /// The total thrown this turn and not yet used.
    pub fn current_roll(&self) -> Option<u8> {
        self.roll
    }

    /// Throws made in the current turn.
    pub fn throws_this_turn(&self) -> u8 {
        self.throws
    }

    /// The `k` of the next throw: throws made so far in the game, both players.
    pub fn throws_so_far(&self) -> u64 {
        self.total_throws
    }

    /// Turns completed so far (placements and passes).
    pub fn turns(&self) -> u16 {
        self.turns
    }

    pub fn last_placement(&self) -> Option<Placement> {
        self.last_place
    }

    pub fn last_throw(&self) -> Option<Throw> {
        self.last_throw
    }

    /// The seat whose turn passed automatically just now (until the next throw).
    pub fn last_pass(&self) -> Option<Seat> {
        self.last_pass
    }

    /// The squares the current throw allows (empty before a throw).
    pub fn targets(&self) -> Mask {
        match (self.roll, self.outcome) {
            (Some(t), None) => self.targets_for(t),
            _ => 0,
        }
    }

    /// The squares a total would allow the player to move now.
    pub fn targets_for(&self, total: u8) -> Mask {
        if total == 12 {
            self.cells[self.turn.other().index()] & !self.controlled_squares()
        } else {
            board::TOTAL_MASKS[total as usize] & !(self.cells[0] | self.cells[1])
        }
    }

    /// The boxes that decided the game: the winner's line of boxes, or all their boxes when
    /// they won by five. Zero while the game goes on or after a draw.
    pub fn winning_boxes(&self) -> u16 {
        match self.outcome {
            Some(Outcome::Winner(s)) => {
                let b = self.boxes[s.index()];
                board::LINES
                    .iter()
                    .copied()
                    .find(|&l| b & l == l)
                    .unwrap_or(b)
            }
            _ => 0,
        }
    }

    fn controlled_squares(&self) -> Mask {
        let all = self.boxes[0] | self.boxes[1];
        (0..9)
            .filter(|b| all & (1 << b) != 0)
            .fold(0, |m, b| m | box_mask(b))
    }

    fn seat_name(seat: Seat) -> &'static str {
        Self::SEATS[seat.index()]
    }

    /// Why `sq` is not a target for `total` (which it is not).
    fn refusal(&self, total: u8, sq: Square) -> Text {
        let name = sq.name();
        let bx = sq.box_index();
        if let Some(owner) = self.box_owner(bx) {
            return Text::new("engine-s7-box-controlled")
                .arg("square", &name)
                .arg("box", box_number(bx))
                .arg("seat", Self::seat_name(owner));
        }
        let opp = Self::seat_name(self.turn.other());
        if total == 12 {
            let text = match self.cell(sq) {
                Some(s) if s == self.turn => Text::new("engine-s7-twelve-own"),
                _ => Text::new("engine-s7-twelve-empty"),
            };
            return text.arg("square", &name).arg("opponent", opp);
        }
        if self.cell(sq).is_some() {
            return Text::new("engine-square-taken").arg("square", &name);
        }
        if total == 7 {
            return Text::new("engine-s7-seven").arg("square", &name);
        }
        if sq.is_centre() {
            return Text::new("engine-s7-centre")
                .arg("square", &name)
                .arg("box", box_number(bx));
        }
        Text::new("engine-s7-numbered")
            .arg("total", total)
            .arg("square", &name)
            .arg("number", sq.place() + 3)
            .arg("box", box_number(bx))
    }

    fn throw(&mut self, total: u8) {
        self.ply += 1;
        self.total_throws += 1;
        self.throws += 1;
        self.last_pass = None;
        let playable = self.targets_for(total) != 0;
        self.last_throw = Some(Throw {
            seat: self.turn,
            total,
            playable,
        });
        if playable {
            self.roll = Some(total);
        } else if self.throws >= MAX_THROWS {
            self.last_pass = Some(self.turn);
            self.end_turn();
        }
    }

    fn place(&mut self, sq: Square, steal: bool) {
        let me = self.turn;
        let (m, o) = (me.index(), me.other().index());
        self.cells[o] &= !sq.bit();
        self.cells[m] |= sq.bit();
        let bx = sq.box_index();
        let mine = board::box_bits(self.cells[m], bx);
        let captured = mine.count_ones() >= 5 || board::has_line(mine);
        if captured {
            self.cells[m] |= box_mask(bx);
            self.cells[o] &= !box_mask(bx);
            self.boxes[m] |= 1 << bx;
            let won = self.boxes[m];
            if won.count_ones() >= 5 || board::has_line(won) {
                self.outcome = Some(Outcome::Winner(me));
            }
        }
        self.last_place = Some(Placement {
            seat: me,
            square: sq,
            steal,
            captured,
        });
        self.ply += 1;
        self.end_turn();
    }

    fn end_turn(&mut self) {
        self.roll = None;
        self.throws = 0;
        self.turns += 1;
        self.turn = self.turn.other();
        if self.outcome.is_none() && self.turns >= TURN_LIMIT {
            self.outcome = Some(Outcome::Draw);
        }
    }
}

impl Game for SuperSeven {
    type Move = Move;

    const ID: &'static str = "super-seven";
    const NAME: &'static str = "Super Seven";
    const SEATS: [&'static str; 2] = ["blue", "red"];

    fn new(options: &Options, _seed: &str) -> Result<Self, OptionError> {
        check_known_options(options, &[CLOCK_OPTION])?;
        ClockSpec::from_options(options)?;
        Ok(SuperSeven {
            cells: [0, 0],
            boxes: [0, 0],
            turn: Seat::FIRST,
            roll: None,
            throws: 0,
            turns: 0,
            total_throws: 0,
            ply: 0,
            outcome: None,
            last_place: None,
            last_throw: None,
            last_pass: None,
            lost_on_time: None,
        })
    }

    fn to_move(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.turn)
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match self.roll {
            None => vec![Move::Roll(None)],
            Some(t) => squares(self.targets_for(t)).map(Move::Place).collect(),
        }
    }

    fn legality(&self, mv: &Move) -> Result<(), MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        match *mv {
            Move::Roll(None) => Err(MoveError::Illegal(Text::new("engine-s7-roll-unresolved"))),
            Move::Roll(Some(total)) => {
                if !(2..=12).contains(&total) {
                    return Err(MoveError::Illegal(Text::new("engine-s7-two-dice")));
                }
                if let Some(r) = self.roll {
                    return Err(MoveError::Illegal(
                        Text::new("engine-s7-already-thrown").arg("total", r),
                    ));
                }
                Ok(())
            }
            Move::Place(sq) => {
                let Some(total) = self.roll else {
                    return Err(MoveError::Illegal(Text::new("engine-s7-throw-first")));
                };
                if sq.0 >= 81 {
                    return Err(MoveError::Illegal(Text::new("engine-no-such-square")));
                }
                if self.targets_for(total) & sq.bit() == 0 {
                    return Err(MoveError::Illegal(self.refusal(total, sq)));
                }
                Ok(())
            }
        }
    }

    fn apply(&mut self, mv: Checked<Move>) {
        match mv.into_inner() {
            Move::Roll(total) => self.throw(total.expect("a checked throw has its total")),
            Move::Place(sq) => {
                let total = self.roll.expect("a checked placement follows a throw");
                self.place(sq, total == 12);
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let syntax = |reason| MoveError::syntax(text, reason);
        if text == "roll" {
            return Ok(Move::Roll(None));
        }
        if let Some(n) = text.strip_prefix("roll ") {
            return match n {
                "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "11" | "12" => {
                    Ok(Move::Roll(Some(n.parse().expect("a listed total"))))
                }
                _ => Err(syntax(Text::new("engine-s7-roll-syntax"))),
            };
        }
        parse_square(text)
            .map(Move::Place)
            .ok_or_else(|| syntax(Text::new("engine-s7-syntax")))
    }

    fn format_move(&self, mv: &Move) -> String {
        match *mv {
            Move::Roll(None) => "roll".to_string(),
            Move::Roll(Some(t)) => format!("roll {t}"),
            Move::Place(sq) => sq.name(),
        }
    }

    /// Each box that holds a counter, with who controls it: "box 7, held by blue: blue on d4,
    /// red on e5; …", then the throw waiting to be placed. The dice still to come are never
    /// known here (they are drawn from the seed by the host).
    fn describe(&self, lang: Lang) -> String {
        let boxes = (0..9u8).filter_map(|bx| {
            let mut cells = [Vec::new(), Vec::new()];
            for sq in Square::all().filter(|sq| sq.box_index() == bx) {
                if let Some(seat) = self.cell(sq) {
                    cells[seat.index()].push(sq.name());
                }
            }
            let label = match self.box_owner(bx) {
                Some(seat) => Text::new("describe-box-held").arg("seat", Self::SEATS[seat.index()]),
                None if cells.iter().all(Vec::is_empty) => return None,
                None => Text::new("describe-box"),
            }
            .arg("number", box_number(bx));
            Some(describe::part(
                label,
                &describe::held(Self::SEATS, &cells, lang),
                lang,
            ))
        });
        let mut text = describe::parts(boxes);
        if text.is_empty() {
            text = Text::new("describe-empty").get(lang);
        }
        if let (Some(total), Some(seat)) = (self.roll, self.to_move()) {
            let throw = Text::new("describe-throw")
                .arg("seat", Self::SEATS[seat.index()])
                .arg("total", total)
                .get(lang);
            text = describe::parts([text, throw]);
        }
        text
    }

    fn board_json(&self) -> serde_json::Value {
        let cells: serde_json::Map<String, serde_json::Value> = Square::all()
            .filter_map(|sq| {
                self.cell(sq)
                    .map(|s| (sq.name(), json!(Self::seat_name(s))))
            })
            .collect();
        let boxes: serde_json::Map<String, serde_json::Value> = (0..9)
            .filter_map(|b| {
                self.box_owner(b)
                    .map(|s| (box_number(b).to_string(), json!(Self::seat_name(s))))
            })
            .collect();
        json!({ "cells": cells, "boxes": boxes, "roll": self.roll, "throws": self.throws })
    }

    fn chance_outcomes(&self, mv: &Move) -> Option<Vec<(Move, u32)>> {
        match mv {
            Move::Roll(None) => Some(
                (2u8..=12)
                    .map(|t| (Move::Roll(Some(t)), 6 - (t as i32 - 7).unsigned_abs()))
                    .collect(),
            ),
            _ => None,
        }
    }

    fn resolve_chance(&self, mv: &Move, seed: &str) -> Option<Move> {
        self.chance_outcomes(mv)?;
        Some(Move::Roll(Some(dice::throw_total(
            seed,
            self.throws_so_far(),
        ))))
    }

    fn dice_commitment(seed: &str) -> Option<String> {
        Some(dice::commitment(seed))
    }

    fn ply(&self) -> usize {
        self.ply as usize
    }

    fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        self.outcome = Some(clock::lose_on_time(self.to_move(), seat)?);
        self.lost_on_time = Some(seat);
        self.ply += 1;
        Ok(())
    }

    fn is_out_of_time(&self, seat: Seat) -> bool {
        self.lost_on_time == Some(seat)
    }
}
