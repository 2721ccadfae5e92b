//! Carrying out actions that have been checked: moves, hops and every power.

use super::board::{flag_home, offset, step, Cell, Dir, Kind, LayStick, Piece, Side, Sq, SqSet};
use super::fight::Events;
use super::notation::{Path, Targets};
use super::pieces::{unit, Landing, Unit};
use super::Ccc;

impl Ccc {
    /// A move, slide, leap, join, attack, crush or hop chain.
    pub(super) fn do_go(&mut self, path: &Path, ev: &mut Events) {
        let from = path.from();
        let to = path.to();
        let movers = *self.cell(from);
        let side = movers.side().expect("a piece moves");
        for &q in path.squares() {
            ev.touched.insert(q);
        }
        let u = unit(&movers);
        if u == Unit::Flat && is_hop(path) {
            self.cells[from as usize].clear();
            for w in path.squares().windows(2) {
                let mid = midpoint(w[0], w[1]);
                ev.touched.insert(mid);
                let cell = &mut self.cells[mid as usize];
                let top = cell.top_mut().expect("a hopped Flat");
                if top.shields > 0 {
                    top.shields -= 1;
                } else {
                    cell.clear();
                    ev.destroyed = true;
                }
            }
            self.cells[to as usize] = movers;
            return;
        }
        let landing = match u {
            Unit::Flat => self.flat_landing(side, to),
            Unit::FlatStack => self.stack_landing(side, movers.len(), to),
            Unit::Pyramids => self.pyramid_landing(side, movers.bottom_pyramid(), to),
            Unit::PyramidStack => self.pyramid_stack_landing(side, to),
            Unit::Rectangle => self.striker_landing(side, to),
            _ => Some(Landing::Empty),
        }
        .expect("a checked move has a landing");
        self.cells[from as usize].clear();
        self.arrive(movers, to, landing, ev);
    }

    pub(super) fn do_unstack(&mut self, s: Sq, d: Dir, ev: &mut Events) {
        let side = self.turn;
        let lifted = self.cells[s as usize].lift_above_bottom();
        ev.touched.insert(s);
        let (df, dr) = d.delta();
        for (i, &p) in lifted.pieces().iter().enumerate() {
            let k = i as i8 + 1;
            let Some(to) = offset(s, df * k, dr * k) else {
                ev.destroyed = true;
                continue;
            };
            ev.touched.insert(to);
            let landing = if p.kind == Kind::Flat {
                self.drop_flat_landing(side, to)
            } else {
                self.pyramid_landing(side, p.kind.pyramid_size(), to)
            }
            .expect("a checked unstack has a landing for every drop");
            self.arrive(Cell::one(p), to, landing, ev);
        }
    }

    pub(super) fn do_fall(&mut self, s: Sq, d: Dir, ev: &mut Events) {
        let stick = self.cells[s as usize].pop().expect("a standing stick");
        ev.touched.insert(s);
        let len = if stick.kind == Kind::TallStick { 3 } else { 2 };
        let (df, dr) = d.delta();
        let order: Vec<Sq> = (1..=len)
            .map(|k| offset(s, df * k, dr * k).expect("a checked fall stays on the board"))
            .collect();
        let shape = LayStick {
            tall: len == 3,
            ns: matches!(d, Dir::N | Dir::S),
            at: *order.iter().min().expect("sections"),
            shields: 0,
        };
        self.lay_sections(stick.side, shape, &order, stick.shields, ev);
    }

    pub(super) fn do_roll(&mut self, d: Dir, ev: &mut Events) {
        let side = self.turn;
        let st = self.sticks[side as usize]
            .take()
            .expect("a checked roll has a laying stick");
        let old: Vec<Sq> = st.squares().collect();
        for &q in &old {
            self.cells[q as usize].clear();
            ev.touched.insert(q);
        }
        let new: Vec<Sq> = old
            .iter()
            .map(|&q| step(q, d).expect("a checked roll stays on the board"))
            .collect();
        let shape = LayStick { at: new[0], ..st };
        self.lay_sections(side, shape, &new, st.shields, ev);
    }

    /// Sections land one by one on `order`, each fighting whatever is there with the pool;
    /// then what is left of the stick is laid down.
    fn lay_sections(
        &mut self,
        side: Side,
        shape: LayStick,
        order: &[Sq],
        pool: u8,
        ev: &mut Events,
    ) {
        let mut pool = pool;
        let mut alive_at = SqSet::default();
        for &q in order {
            ev.touched.insert(q);
            let landing = self
                .striker_landing(side, q)
                .expect("a checked fall or roll lands every section");
            let survived = if landing == Landing::Empty {
                true
            } else {
                let cube = unit(self.cell(q)) == Unit::Cube;
                let section = Piece {
                    kind: Kind::Laying,
                    side,
                    shields: pool,
                };
                let survivors = self.fight(Cell::one(section), q, ev);
                match survivors.top() {
                    Some(p) => {
                        pool = p.shields;
                        true
                    }
                    None => {
                        if !cube {
                            pool = 0;
                        }
                        false
                    }
                }
            };
            if survived {
                self.cells[q as usize] = Cell::one(Piece::new(Kind::Laying, side));
                alive_at.insert(q);
            }
        }
        let mut squares = order.to_vec();
        squares.sort_unstable();
        let alive: Vec<bool> = squares.iter().map(|&q| alive_at.contains(q)).collect();
        self.settle_stick(side, shape, &squares, &alive, pool);
    }

    pub(super) fn do_stand(&mut self, to: Sq, ev: &mut Events) {
        let side = self.turn;
        let st = self.sticks[side as usize]
            .take()
            .expect("a checked stand has a laying stick");
        for q in st.squares() {
            self.cells[q as usize].clear();
            ev.touched.insert(q);
        }
        ev.touched.insert(to);
        self.cells[to as usize] = Cell::one(Piece {
            kind: st.kind(),
            side,
            shields: st.shields,
        });
    }

    pub(super) fn do_build(&mut self, ring: Sq, ev: &mut Events) {
        ev.touched.insert(ring);
        self.cells[ring as usize].top_mut().expect("a Ring").shields += 1;
    }

    pub(super) fn do_shield(&mut self, ring: Sq, targets: &Targets, ev: &mut Events) {
        ev.touched.insert(ring);
        self.cells[ring as usize].top_mut().expect("a Ring").shields -=
            targets.squares().len() as u8;
        for &t in targets.squares() {
            ev.touched.insert(t);
            let top = self.cells[t as usize].top_mut().expect("a target");
            if top.kind == Kind::Laying {
                let side = top.side as usize;
                if let Some(st) = self.sticks[side].as_mut() {
                    st.shields += 1;
                }
            } else {
                top.shields += 1;
            }
        }
    }

    pub(super) fn do_restore(&mut self, ev: &mut Events) {
        let home = flag_home(self.turn);
        ev.touched.insert(home);
        self.cells[home as usize] = Cell::one(Piece::new(Kind::Flag, self.turn));
    }
}

/// A Flat's `from-to` is a hop when it has more than two squares or jumps two squares.
pub fn is_hop(path: &Path) -> bool {
    let sq = path.squares();
    sq.len() > 2 || chebyshev(sq[0], sq[1]) == 2
}

fn chebyshev(a: Sq, b: Sq) -> i8 {
    use super::board::{file_of, rank_of};
    (file_of(a) - file_of(b))
        .abs()
        .max((rank_of(a) - rank_of(b)).abs())
}

/// The square between two squares two apart in a line.
pub fn midpoint(a: Sq, b: Sq) -> Sq {
    (a + b) / 2
}
