//! The fight, crushing, and what is left of a stick that shrinks or breaks.

use super::board::{Cell, Kind, LayStick, Piece, Side, Sq, SqSet};
use super::pieces::{unit, Landing, Unit};
use super::Ccc;

/// What an action did, for the draw counter and the picture.
#[derive(Clone, Copy, Debug, Default)]
pub struct Events {
    /// A piece was destroyed, a stick reduced or broken.
    pub destroyed: bool,
    pub touched: SqSet,
}

impl Ccc {
    /// Attackers (bottom to top) fight the pieces on `to`, top piece against top piece, until
    /// one side has none. Returns the surviving attackers (then `to` is empty); they are not
    /// placed. A laying-stick section attacks as a `Kind::Laying` piece whose `shields` are
    /// its pool.
    pub(super) fn fight(&mut self, mut att: Cell, to: Sq, ev: &mut Events) -> Cell {
        if unit(self.cell(to)) == Unit::Cube {
            if !att.is_empty() {
                ev.destroyed = true;
            }
            return Cell::EMPTY;
        }
        while !att.is_empty() && !self.cells[to as usize].is_empty() {
            let d = self.cells[to as usize].top().expect("defender has a piece");
            let sd = if d.kind == Kind::Laying {
                self.sticks[d.side as usize].map_or(0, |st| st.shields)
            } else {
                d.shields
            };
            let a = att.top_mut().expect("attacker has a piece");
            let sa = a.shields;
            let (a_dies, d_dies) = match sa.cmp(&sd) {
                std::cmp::Ordering::Equal => (true, true),
                std::cmp::Ordering::Greater => {
                    a.shields = sa - sd - 1;
                    (false, true)
                }
                std::cmp::Ordering::Less => {
                    self.set_shields(to, sd - sa - 1);
                    (true, false)
                }
            };
            if a_dies {
                att.pop();
                ev.destroyed = true;
            }
            if d_dies {
                self.defender_loses(to, ev);
            }
        }
        att
    }

    /// Set the shields of the top piece on `s` (a laying section: its stick's pool).
    fn set_shields(&mut self, s: Sq, n: u8) {
        let top = self.cells[s as usize].top_mut().expect("a piece");
        if top.kind == Kind::Laying {
            let side = top.side as usize;
            if let Some(st) = self.sticks[side].as_mut() {
                st.shields = n;
            }
        } else {
            top.shields = n;
        }
    }

    /// The top defender on `s` lost an exchange: a standing stick is reduced, a laying stick
    /// breaks, anything else is destroyed.
    fn defender_loses(&mut self, s: Sq, ev: &mut Events) {
        ev.destroyed = true;
        let cell = &mut self.cells[s as usize];
        let top = cell.top_mut().expect("a defender");
        match top.kind {
            Kind::TallStick => {
                top.kind = Kind::ShortStick;
                top.shields = 0;
            }
            Kind::ShortStick => {
                top.kind = Kind::Rectangle;
                top.shields = 0;
            }
            Kind::Laying => {
                let side = top.side;
                if let Some(st) = self.sticks[side as usize].as_mut() {
                    st.shields = 0;
                }
                self.break_stick(side, s);
            }
            _ => {
                cell.pop();
            }
        }
    }

    /// A Pyramid crushes the own piece on `s`: it is destroyed whatever its shields (on a
    /// laying stick only that section, which breaks the stick).
    pub(super) fn crush(&mut self, s: Sq, ev: &mut Events) {
        ev.destroyed = true;
        match self.cell(s).top() {
            Some(p) if p.kind == Kind::Laying => self.break_stick(p.side, s),
            _ => self.cells[s as usize].clear(),
        }
    }

    /// The section of `side`'s laying stick on `dead` is destroyed.
    fn break_stick(&mut self, side: Side, dead: Sq) {
        let st = self.sticks[side as usize]
            .take()
            .expect("a laying section belongs to a stick");
        let mut squares = [0; 3];
        let mut alive = [false; 3];
        for (i, q) in st.squares().enumerate() {
            squares[i] = q;
            alive[i] = q != dead;
        }
        self.cells[dead as usize].clear();
        let n = st.sections() as usize;
        self.settle_stick(side, st, &squares[..n], &alive[..n], st.shields);
    }

    /// Lay down what is left of a stick whose sections are on `squares` (named-square order)
    /// where `alive`: the whole stick, a laying Short Stick, or Rectangles. The pool goes to
    /// the surviving piece, capped; of two Rectangles the one nearer the named square gets it.
    pub(super) fn settle_stick(
        &mut self,
        side: Side,
        shape: LayStick,
        squares: &[Sq],
        alive: &[bool],
        pool: u8,
    ) {
        let idx: Vec<usize> = (0..squares.len()).filter(|&i| alive[i]).collect();
        let laying = |tall: bool, at: Sq| LayStick {
            tall,
            ns: shape.ns,
            at,
            shields: pool.min(if tall { 3 } else { 2 }),
        };
        let rect = |shields: u8| Piece {
            kind: Kind::Rectangle,
            side,
            shields,
        };
        let section = Piece::new(Kind::Laying, side);
        self.sticks[side as usize] = None;
        match idx.as_slice() {
            [] => {}
            [i] => self.cells[squares[*i] as usize] = Cell::one(rect(pool.min(1))),
            [i, j] if j - i == 1 => {
                self.sticks[side as usize] = Some(laying(false, squares[*i]));
                for &k in &idx {
                    self.cells[squares[k] as usize] = Cell::one(section);
                }
            }
            [i, j] => {
                self.cells[squares[*i] as usize] = Cell::one(rect(pool.min(1)));
                self.cells[squares[*j] as usize] = Cell::one(rect(0));
            }
            _ => {
                self.sticks[side as usize] = Some(laying(shape.tall, squares[idx[0]]));
                for &k in &idx {
                    self.cells[squares[k] as usize] = Cell::one(section);
                }
            }
        }
    }

    /// Pieces (bottom to top) arrive on `to` as `landing` says.
    pub(super) fn arrive(&mut self, movers: Cell, to: Sq, landing: Landing, ev: &mut Events) {
        let survivors = match landing {
            Landing::Empty | Landing::OnTop => movers,
            Landing::Attack => self.fight(movers, to, ev),
            Landing::Crush => {
                self.crush(to, ev);
                movers
            }
            Landing::Lost => {
                ev.destroyed = true;
                Cell::EMPTY
            }
        };
        for &p in survivors.pieces() {
            self.cells[to as usize].push(p);
        }
    }
}
