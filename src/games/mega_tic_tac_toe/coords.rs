//! Squares, inner grids and positions, and their names (the lines of a 3×3 grid are
//! [`crate::games::geometry`]'s).
//!
//! A *square* is one of the 81 sections of the board, `rank * 9 + file` (both from 0), named
//! like a chess square: `a1` … `i9`. A *grid* is one of the nine inner grids and a *position*
//! is one of the nine places inside a grid; both are numbered `rank * 3 + file` (0 = `a1`,
//! 4 = `b2`, 8 = `c3`) and named `a1` … `c3`.

pub use crate::games::geometry::{has_line, line_in, ALL9, LINES};
use crate::i18n::Text;

/// The inner grid (0..9) holding a square.
pub fn grid_of(square: u8) -> u8 {
    let (file, rank) = (square % 9, square / 9);
    (rank / 3) * 3 + file / 3
}

/// The position (0..9) of a square inside its inner grid.
pub fn position_of(square: u8) -> u8 {
    let (file, rank) = (square % 9, square / 9);
    (rank % 3) * 3 + file % 3
}

/// The square at `position` of `grid`.
pub fn square_at(grid: u8, position: u8) -> u8 {
    let file = (grid % 3) * 3 + position % 3;
    let rank = (grid / 3) * 3 + position / 3;
    rank * 9 + file
}

/// `e5`: the global name of a square.
pub fn square_name(square: u8) -> String {
    let mut s = String::with_capacity(2);
    s.push((b'a' + square % 9) as char);
    s.push((b'1' + square / 9) as char);
    s
}

/// `b2`: the name of a grid or of a position inside a grid.
pub fn cell3_name(cell: u8) -> String {
    let mut s = String::with_capacity(2);
    s.push((b'a' + cell % 3) as char);
    s.push((b'1' + cell / 3) as char);
    s
}

/// A position in words, for messages: `bottom-left`, `centre`, `top`.
pub fn position_words(position: u8) -> Text {
    match position % 9 {
        0 => Text::new("engine-mttt-position-bottom-left"),
        1 => Text::new("engine-mttt-position-bottom"),
        2 => Text::new("engine-mttt-position-bottom-right"),
        3 => Text::new("engine-mttt-position-left"),
        4 => Text::new("engine-mttt-position-centre"),
        5 => Text::new("engine-mttt-position-right"),
        6 => Text::new("engine-mttt-position-top-left"),
        7 => Text::new("engine-mttt-position-top"),
        _ => Text::new("engine-mttt-position-top-right"),
    }
}

/// Names of the cells of a 3×3 mask, sorted by plain string order.
pub fn mask_names(mask: u16) -> Vec<String> {
    let mut names: Vec<String> = (0..9u8)
        .filter(|&c| mask & (1 << c) != 0)
        .map(cell3_name)
        .collect();
    names.sort();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_grid_position_round_trip() {
        for sq in 0..81u8 {
            assert_eq!(square_at(grid_of(sq), position_of(sq)), sq);
        }
        // e5 is the centre of the centre grid; a1 the bottom-left of the bottom-left grid.
        assert_eq!(square_name(40), "e5");
        assert_eq!((grid_of(40), position_of(40)), (4, 4));
        assert_eq!((grid_of(0), position_of(0)), (0, 0));
        // i9: top-right of the top-right grid; d1: bottom-left of grid b1.
        assert_eq!((grid_of(80), position_of(80)), (8, 8));
        assert_eq!(cell3_name(grid_of(3)), "b1");
        assert_eq!(cell3_name(position_of(3)), "a1");
        // h2: file 7, rank 1 → grid c1, position b2.
        let h2 = 9 + 7;
        assert_eq!(square_name(h2), "h2");
        assert_eq!(
            (cell3_name(grid_of(h2)), cell3_name(position_of(h2))),
            ("c1".into(), "b2".into())
        );
    }

    #[test]
    fn names_sort_as_strings() {
        assert_eq!(mask_names(0b000_000_011), ["a1", "b1"]);
        // a2 (bit 3) sorts before b1 (bit 1).
        assert_eq!(mask_names(0b000_001_010), ["a2", "b1"]);
        assert_eq!(position_words(4).to_string(), "centre");
    }
}
