//! CCC: a checkers/chess hybrid with stacks, Pyramids, sticks, a Ring and a Nice Flag.
//! Rule book: `shared/rules/ccc.md`.
//!
//! - `board`: squares, directions, pieces, cells, the setup;
//! - `pieces`: reading a square as a unit, and every kind's landing rules;
//! - `movement`: freezing and the legal actions;
//! - `fight`: the fight, crushing, and sticks that shrink or break;
//! - `powers`: carrying out checked actions;
//! - `notation`: moves, their spelling, and the referee `board` JSON.

pub mod board;
mod fight;
mod movement;
pub mod notation;
pub mod pieces;
mod powers;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use self::board::{Cell, Kind, LayStick, Side, Sq, SqSet, BLACK, SQUARES, WHITE};
use self::fight::Events;
use self::notation::Move;
use self::pieces::{unit, Unit};
use crate::i18n::{Lang, Text};

use super::clock::{self, ClockSpec, CLOCK_OPTION};
use super::{
    check_known_options, describe, Checked, Game, MoveError, OptionError, Options, Outcome,
    Puzzles, Seat,
};

pub use self::movement::FLAG_LEAPS;

/// Plies without a piece destroyed, reduced or broken that end the game in a draw.
pub const STALL_PLIES: u32 = 100;

/// The last action, for the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub side: Side,
    pub mv: Move,
    /// Every square the action touched (for an unstack or a fall: every square of its line
    /// that is on the board; for a hop chain: the squares landed on and jumped).
    pub touched: SqSet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ccc {
    #[serde(with = "board::cells_serde")]
    cells: [Cell; SQUARES],
    /// Each side's laying stick (a side never has more than one stick).
    sticks: [Option<LayStick>; 2],
    /// The side to act.
    turn: Side,
    /// Option `first`.
    first: Side,
    /// Option `flag=v2`.
    flag_v2: bool,
    ply: u32,
    /// Plies in a row without a piece destroyed, reduced or broken.
    quiet: u32,
    /// Passes in a row.
    passes: u8,
    outcome: Option<Outcome>,
    last: Option<LastAction>,
    /// The player whose clock ran out and who lost on time (`clock` option).
    #[serde(default)]
    lost_on_time: Option<Seat>,
}

impl Ccc {
    /// Whether an action moves or restores the Nice Flag: the rule book asks its player for a
    /// compliment to the opponent, which the host collects.
    pub fn is_flag_action(&self, mv: &Move) -> bool {
        match mv {
            Move::Restore => true,
            Move::Go(path) => self
                .cell(path.from())
                .top()
                .is_some_and(|p| p.kind == Kind::Flag),
            _ => false,
        }
    }

    /// The pieces on a square, bottom to top.
    pub fn cell(&self, s: Sq) -> &Cell {
        &self.cells[s as usize]
    }

    /// A side's laying stick (its sections show as `Kind::Laying` on the squares it covers).
    pub fn laying_stick(&self, side: Side) -> Option<LayStick> {
        self.sticks[side as usize]
    }

    /// The side to act (also after the game is over: the side that would be next).
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The side that moved first (option `first`).
    pub fn first_side(&self) -> Side {
        self.first
    }

    pub fn flag_v2(&self) -> bool {
        self.flag_v2
    }

    pub fn last_action(&self) -> Option<&LastAction> {
        self.last.as_ref()
    }

    /// Plies in a row in which nothing was destroyed, reduced or broken.
    pub fn quiet_plies(&self) -> u32 {
        self.quiet
    }

    /// Pyramids a side has on the board (inside stacks too).
    pub fn pyramids(&self, side: Side) -> usize {
        self.cells
            .iter()
            .filter(|c| c.side() == Some(side))
            .map(|c| c.pyramids())
            .sum()
    }

    /// Each side's material for the AI's quick judgement, in one pass: Pyramids (the goal)
    /// count most, then the fighting pieces; each shield (a Ring's Power) counts half a Flat.
    pub fn material(&self) -> [f64; 2] {
        let mut total = [0.0; 2];
        for p in self.cells.iter().flat_map(|c| c.pieces()) {
            let worth = match p.kind {
                Kind::Small => 5.0,
                Kind::Medium => 6.0,
                Kind::Large => 7.0,
                Kind::TallStick => 3.0,
                Kind::ShortStick | Kind::Ring => 2.0,
                Kind::Flat | Kind::Rectangle => 1.0,
                // A laying stick counts once, below; Cubes and Flags cannot be lost.
                Kind::Cube | Kind::Flag | Kind::Laying => 0.0,
            };
            total[p.side as usize] += worth + 0.5 * f64::from(p.shields);
        }
        for (side, stick) in self.sticks.iter().enumerate() {
            if let Some(st) = stick {
                total[side] += f64::from(st.sections()) + 0.5 * f64::from(st.shields);
            }
        }
        total
    }

    /// A name for the unit on `s`, e.g. "Flat Stack".
    pub fn unit_label(&self, s: Sq) -> &'static str {
        let c = self.cell(s);
        match unit(c) {
            Unit::Empty => "empty square",
            Unit::Flat => "Flat",
            Unit::FlatStack => "Flat Stack",
            Unit::Pyramids if c.len() > 1 => "Constructed Pyramid",
            Unit::PyramidStack => "Pyramid Stack",
            Unit::Laying => match self.sticks[c.side().unwrap_or(0) as usize] {
                Some(st) if st.tall => "laying Tall Stick",
                _ => "laying Short Stick",
            },
            _ => c.top().map_or("piece", |p| p.kind.label()),
        }
    }

    /// [`Ccc::unit_label`] as a message, for refusals.
    pub fn unit_name(&self, s: Sq) -> Text {
        let c = self.cell(s);
        match unit(c) {
            Unit::Empty => Text::new("engine-ccc-unit-empty"),
            Unit::Flat => Text::new("engine-ccc-piece-flat"),
            Unit::FlatStack => Text::new("engine-ccc-unit-flat-stack"),
            Unit::Pyramids if c.len() > 1 => Text::new("engine-ccc-unit-constructed-pyramid"),
            Unit::PyramidStack => Text::new("engine-ccc-unit-pyramid-stack"),
            Unit::Laying => match self.sticks[c.side().unwrap_or(0) as usize] {
                Some(st) if st.tall => Text::new("engine-ccc-unit-laying-tall"),
                _ => Text::new("engine-ccc-unit-laying-short"),
            },
            _ => c
                .top()
                .map_or(Text::new("engine-ccc-unit-piece"), |p| p.kind.name()),
        }
    }

    /// Check an action fully; `Err` is the message for the player.
    fn refusal(&self, mv: &Move) -> Result<(), Text> {
        match mv {
            Move::Pass => {
                if self.has_action() {
                    Err(Text::new("engine-ccc-pass"))
                } else {
                    Ok(())
                }
            }
            Move::Restore => {
                if self.can_restore(self.turn) {
                    Ok(())
                } else {
                    Err(self.explain(mv))
                }
            }
            Move::Shield(ring, targets) => self.check_shield(*ring, targets),
            _ => {
                let s = mv.origin().expect("a piece acts");
                let mut options = Vec::new();
                if self.cell(s).side() == Some(self.turn) && !self.is_frozen(s) {
                    self.unit_moves(s, &mut options);
                }
                if options.contains(mv) {
                    Ok(())
                } else {
                    Err(self.explain(mv))
                }
            }
        }
    }

    /// Carry out a checked action.
    fn execute(&mut self, mv: &Move) {
        let mut ev = Events::default();
        match mv {
            Move::Go(path) => self.do_go(path, &mut ev),
            Move::Unstack(s, d) => self.do_unstack(*s, *d, &mut ev),
            Move::Fall(s, d) => self.do_fall(*s, *d, &mut ev),
            Move::Roll(_, d) => self.do_roll(*d, &mut ev),
            Move::Stand(_, to) => self.do_stand(*to, &mut ev),
            Move::Build(s) => self.do_build(*s, &mut ev),
            Move::Shield(s, t) => self.do_shield(*s, t, &mut ev),
            Move::Restore => self.do_restore(&mut ev),
            Move::Pass => {}
        }
        self.last = Some(LastAction {
            side: self.turn,
            mv: *mv,
            touched: ev.touched,
        });
        self.ply += 1;
        self.quiet = if ev.destroyed { 0 } else { self.quiet + 1 };
        self.passes = if *mv == Move::Pass {
            self.passes + 1
        } else {
            0
        };
        let white = self.pyramids(WHITE) > 0;
        let black = self.pyramids(BLACK) > 0;
        self.outcome = match (white, black) {
            (false, false) => Some(Outcome::Draw),
            (true, false) => Some(Outcome::Winner(Seat(WHITE))),
            (false, true) => Some(Outcome::Winner(Seat(BLACK))),
            (true, true) if self.quiet >= STALL_PLIES || self.passes >= 2 => Some(Outcome::Draw),
            _ => None,
        };
        self.turn = 1 - self.turn;
    }

    #[cfg(test)]
    pub(crate) fn empty_board(turn: Side) -> Ccc {
        let mut g = Ccc::new(&Options::new(), "0").expect("default options");
        g.cells = [Cell::EMPTY; SQUARES];
        g.turn = turn;
        g.ply = 2;
        g
    }

    #[cfg(test)]
    pub(crate) fn put(&mut self, s: Sq, pieces: &[board::Piece]) {
        self.cells[s as usize] = Cell::EMPTY;
        for &p in pieces {
            self.cells[s as usize].push(p);
        }
    }

    #[cfg(test)]
    pub(crate) fn lay(&mut self, side: Side, stick: LayStick) {
        self.sticks[side as usize] = Some(stick);
        for q in stick.squares() {
            self.put(q, &[board::Piece::new(board::Kind::Laying, side)]);
        }
    }
}

impl Game for Ccc {
    type Move = Move;

    const ID: &'static str = "ccc";
    const NAME: &'static str = "CCC";
    const SEATS: [&'static str; 2] = ["white", "black"];
    const PUZZLES: Option<Puzzles> = Some(Puzzles { quick: false });
    // No dice, no hidden information: a reply queued in advance is a move like any other.
    const CONDITIONAL_MOVES: bool = true;

    fn new(options: &Options, _seed: &str) -> Result<Self, OptionError> {
        check_known_options(options, &["first", "flag", CLOCK_OPTION])?;
        ClockSpec::from_options(options)?;
        let first = match options.get("first").map(|s| s.trim()) {
            None | Some("white") => WHITE,
            Some("black") => BLACK,
            Some(v) => {
                return Err(OptionError(
                    Text::new("engine-ccc-option-first").arg("value", v),
                ))
            }
        };
        let flag_v2 = match options.get("flag").map(|s| s.trim()) {
            None | Some("v1") => false,
            Some("v2") => true,
            Some(v) => {
                return Err(OptionError(
                    Text::new("engine-ccc-option-flag").arg("value", v),
                ))
            }
        };
        Ok(Ccc {
            cells: board::setup(),
            sticks: [None, None],
            turn: first,
            first,
            flag_v2,
            ply: 0,
            quiet: 0,
            passes: 0,
            outcome: None,
            last: None,
            lost_on_time: None,
        })
    }

    fn to_move(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(Seat(self.turn))
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let mut moves = self.actions(true);
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
        moves
    }

    fn legality(&self, mv: &Move) -> Result<(), MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        self.refusal(mv).map_err(MoveError::Illegal)
    }

    fn apply(&mut self, mv: Checked<Move>) {
        self.execute(mv.get());
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        notation::parse(text)
    }

    fn format_move(&self, mv: &Move) -> String {
        notation::format(mv)
    }

    fn canonical_input(text: String) -> String {
        notation::canonical_input(&text)
    }

    fn needs_compliment(&self, mv: &Move) -> bool {
        self.is_flag_action(mv)
    }

    /// Each side's units, grouped by kind, squares in board order (with their shields):
    /// "white: Flat a1 b1 c1+1, Cube d1; black: …". A laying stick is named on every square
    /// it covers.
    fn describe(&self, lang: Lang) -> String {
        let sides = [WHITE, BLACK].map(|side| {
            let mut units: Vec<(String, Vec<String>)> = Vec::new();
            for rank in 0..10 {
                for file in 0..8 {
                    let s = board::at(file, rank).expect("on the board");
                    let Some(top) = self.cell(s).top().filter(|p| p.side == side) else {
                        continue;
                    };
                    let name = self.unit_name(s).get(lang);
                    let mut square = board::name(s).to_string();
                    if top.shields > 0 && top.kind != Kind::Ring {
                        square.push_str(&format!("+{}", top.shields));
                    }
                    match units.iter_mut().find(|(n, _)| *n == name) {
                        Some((_, squares)) => squares.push(square),
                        None => units.push((name, vec![square])),
                    }
                }
            }
            let units: Vec<String> = units
                .into_iter()
                .map(|(name, squares)| format!("{name} {}", squares.join(" ")))
                .collect();
            let content = if units.is_empty() {
                Text::new("describe-empty").get(lang)
            } else {
                units.join(", ")
            };
            describe::part(
                Text::new("describe-side").arg("seat", Self::SEATS[side as usize]),
                &content,
                lang,
            )
        });
        describe::parts(sides)
    }

    fn board_json(&self) -> serde_json::Value {
        notation::board_json(self)
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
