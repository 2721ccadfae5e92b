//! The geometry of the Super Seven board: squares, boxes, their numbers, and the squares each
//! dice total allows, all as 81-bit masks (one bit per square).
//!
//! Squares are indexed box by box: index = box × 9 + place, where box 0…8 is box number
//! 3…11 in reading order from the top left, and place 0…8 is the square's position inside
//! its box in reading order (place 4 is the centre `*`; the others carry numbers 3…11).

/// A set of squares, bit `i` for square index `i`.
pub type Mask = u128;

/// All 81 squares.
pub const ALL: Mask = (1 << 81) - 1;

/// The place (0..9) of the centre square `*` inside a box.
pub const CENTRE: u8 = 4;

/// The lines of a 3×3 grid, over places (or over boxes).
pub use crate::games::geometry::{has_line, LINES};

/// A square of the board, by index (see the module docs).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Square(pub u8);

impl Square {
    /// From a file (0 = a) and a rank (0 = rank 1, the bottom row).
    pub fn from_file_rank(file: u8, rank: u8) -> Square {
        let row = 8 - rank; // 0 = top row
        let bx = (row / 3) * 3 + file / 3;
        let place = (row % 3) * 3 + file % 3;
        Square(bx * 9 + place)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn bit(self) -> Mask {
        1 << self.0
    }

    /// The box (0..9; box number = box + 3).
    pub fn box_index(self) -> u8 {
        self.0 / 9
    }

    /// The place inside the box (0..9, reading order; 4 is the centre).
    pub fn place(self) -> u8 {
        self.0 % 9
    }

    /// File 0..9 (0 = a).
    pub fn file(self) -> u8 {
        (self.box_index() % 3) * 3 + self.place() % 3
    }

    /// Rank 0..9 (0 = rank 1, the bottom row).
    pub fn rank(self) -> u8 {
        8 - ((self.box_index() / 3) * 3 + self.place() / 3)
    }

    /// The number printed on the square (3…11), `None` for a centre square `*`.
    pub fn number(self) -> Option<u8> {
        (self.place() != CENTRE).then_some(self.place() + 3)
    }

    pub fn is_centre(self) -> bool {
        self.place() == CENTRE
    }

    /// `e5`.
    pub fn name(self) -> String {
        format!("{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }

    /// All 81 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..81).map(Square)
    }
}

/// The number of a box (3…11) from its index (0..9).
pub fn box_number(bx: u8) -> u8 {
    bx + 3
}

/// The nine squares of a box.
pub const fn box_mask(bx: u8) -> Mask {
    0x1FF << (bx as u32 * 9)
}

/// The square at `place` in each of the nine boxes.
pub const fn place_mask(place: u8) -> Mask {
    let mut m: Mask = 0;
    let mut b = 0;
    while b < 9 {
        m |= 1 << (b * 9 + place as u32);
        b += 1;
    }
    m
}

/// The nine bits of `mask` that lie in box `bx`, as places.
pub fn box_bits(mask: Mask, bx: u8) -> u16 {
    ((mask >> (bx as u32 * 9)) & 0x1FF) as u16
}

/// The squares a placing total (2…11) allows on an empty board; 12 is a steal and has no
/// placement mask (it returns 0).
pub const fn total_mask(total: u8) -> Mask {
    match total {
        2 => ALL,
        7 => place_mask(CENTRE) | box_mask(4),
        3..=11 => place_mask(total - 3) | (box_mask(total - 3) & !place_mask(CENTRE)),
        _ => 0,
    }
}

/// The masks of [`total_mask`], indexed by total.
pub const TOTAL_MASKS: [Mask; 13] = {
    let mut t = [0; 13];
    let mut i = 0;
    while i < 13 {
        t[i] = total_mask(i as u8);
        i += 1;
    }
    t
};

/// Squares in a mask, in index order.
pub fn squares(mut mask: Mask) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Square(i))
    })
}

/// Parse a square name `a1`…`i9`.
pub fn parse_square(text: &str) -> Option<Square> {
    let (file, rank) = crate::games::geometry::parse_square(text, 9).ok()?;
    Some(Square::from_file_rank(file, rank))
}
