//! What a square holds, read as one unit, and the landing rules of each kind of piece.
//! Move generation and execution both ask these functions, so what is listed is exactly
//! what is carried out.

use super::board::{Cell, Kind, Side, Sq};
use super::Ccc;

/// One square's contents, as a unit that moves or is landed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Empty,
    /// A single Flat.
    Flat,
    /// 2–5 Flats.
    FlatStack,
    /// A single Pyramid or a Constructed Pyramid (2–3).
    Pyramids,
    /// Pyramid(s) on Flat(s).
    PyramidStack,
    Cube,
    Ring,
    /// A standing Tall or Short Stick.
    Standing,
    Rectangle,
    Flag,
    /// A section of a laying stick.
    Laying,
}

pub fn unit(cell: &Cell) -> Unit {
    let Some(bottom) = cell.bottom() else {
        return Unit::Empty;
    };
    match bottom.kind {
        Kind::Flat if cell.all_flats() => {
            if cell.len() == 1 {
                Unit::Flat
            } else {
                Unit::FlatStack
            }
        }
        Kind::Flat => Unit::PyramidStack,
        Kind::Small | Kind::Medium | Kind::Large => Unit::Pyramids,
        Kind::Cube => Unit::Cube,
        Kind::Ring => Unit::Ring,
        Kind::TallStick | Kind::ShortStick => Unit::Standing,
        Kind::Rectangle => Unit::Rectangle,
        Kind::Flag => Unit::Flag,
        Kind::Laying => Unit::Laying,
    }
}

/// What happens to pieces arriving on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// The square is empty.
    Empty,
    /// They go on top of own pieces (join a stack, build a Constructed Pyramid or Pyramid
    /// Stack).
    OnTop,
    /// They fight what is there.
    Attack,
    /// A Pyramid crushes the own piece there.
    Crush,
    /// A dropped Flat that cannot fit on an own piece is destroyed.
    Lost,
}

impl Ccc {
    fn own_cube(&self, side: Side, to: Sq) -> bool {
        let c = self.cell(to);
        c.side() == Some(side) && unit(c) == Unit::Cube
    }

    /// A single Flat stepping onto `to` (not a hop).
    pub(super) fn flat_landing(&self, side: Side, to: Sq) -> Option<Landing> {
        let c = self.cell(to);
        match c.side() {
            None => Some(Landing::Empty),
            Some(s) if s != side => Some(Landing::Attack),
            _ if c.all_flats() && c.len() <= 4 => Some(Landing::OnTop),
            _ => None,
        }
    }

    /// A Flat Stack of `flats` stepping onto `to`.
    pub(super) fn stack_landing(&self, side: Side, flats: usize, to: Sq) -> Option<Landing> {
        let c = self.cell(to);
        match c.side() {
            None => Some(Landing::Empty),
            Some(s) if s != side => Some(Landing::Attack),
            _ if unit(c) == Unit::Flat && flats < 5 => Some(Landing::OnTop),
            _ => None,
        }
    }

    /// Pyramids whose lowest Pyramid has `size` arriving on `to` (a slide's end or a drop).
    pub(super) fn pyramid_landing(&self, side: Side, size: u8, to: Sq) -> Option<Landing> {
        let c = self.cell(to);
        match c.side() {
            None => Some(Landing::Empty),
            Some(s) if s != side => Some(Landing::Attack),
            _ => match unit(c) {
                Unit::Flat | Unit::FlatStack => Some(Landing::OnTop),
                Unit::Pyramids | Unit::PyramidStack => {
                    (c.top_pyramid() > size).then_some(Landing::OnTop)
                }
                Unit::Cube => None,
                _ => Some(Landing::Crush),
            },
        }
    }

    /// A Pyramid Stack stepping onto `to`.
    pub(super) fn pyramid_stack_landing(&self, side: Side, to: Sq) -> Option<Landing> {
        match self.cell(to).side() {
            None => Some(Landing::Empty),
            Some(s) if s != side => Some(Landing::Attack),
            _ => None,
        }
    }

    /// A Rectangle stepping, or a stick section landing, on `to`: it attacks either colour.
    pub(super) fn striker_landing(&self, side: Side, to: Sq) -> Option<Landing> {
        if self.cell(to).is_empty() {
            Some(Landing::Empty)
        } else if self.own_cube(side, to) {
            None
        } else {
            Some(Landing::Attack)
        }
    }

    /// A Flat dropped by an unstack on `to` (the height rule is checked separately).
    pub(super) fn drop_flat_landing(&self, side: Side, to: Sq) -> Option<Landing> {
        let c = self.cell(to);
        match c.side() {
            None => Some(Landing::Empty),
            Some(s) if s != side => Some(Landing::Attack),
            _ if c.all_flats() && c.len() <= 4 => Some(Landing::OnTop),
            _ if unit(c) == Unit::Cube => None,
            _ => Some(Landing::Lost),
        }
    }
}

/// Whether a piece of this kind can take shields from a Ring (when on top of its square).
pub fn takes_shields(kind: Kind) -> bool {
    !matches!(kind, Kind::Cube | Kind::Ring | Kind::Flag)
}
