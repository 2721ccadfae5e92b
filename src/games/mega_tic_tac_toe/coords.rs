//! Squares, inner grids and positions, their names, and the eight lines of a 3×3 grid.
//!
//! A *square* is one of the 81 sections of the board, `rank * 9 + file` (both from 0), named
//! like a chess square: `a1` … `i9`. A *grid* is one of the nine inner grids and a *position*
//! is one of the nine places inside a grid; both are numbered `rank * 3 + file` (0 = `a1`,
//! 4 = `b2`, 8 = `c3`) and named `a1` … `c3`.

/// Bits of a 3×3 mask (one bit per grid or per position).
pub const ALL9: u16 = 0x1FF;

/// The eight lines of a 3×3 grid as masks: three rows, three columns, two diagonals.
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

const fn line_table() -> [bool; 512] {
    let mut table = [false; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut i = 0;
        while i < LINES.len() {
            if mask & LINES[i] as usize == LINES[i] as usize {
                table[mask] = true;
            }
            i += 1;
        }
        mask += 1;
    }
    table
}

static HAS_LINE: [bool; 512] = line_table();

/// Whether a 3×3 mask holds three in a row, column or diagonal.
pub fn has_line(mask: u16) -> bool {
    HAS_LINE[(mask & ALL9) as usize]
}

/// The first line fully inside a 3×3 mask, as its three cells in order.
pub fn line_in(mask: u16) -> Option<[u8; 3]> {
    LINES.iter().find(|&&l| mask & l == l).map(|&l| {
        let mut cells = [0u8; 3];
        for (slot, bit) in cells.iter_mut().zip((0..9u8).filter(|b| l & (1 << b) != 0)) {
            *slot = bit;
        }
        cells
    })
}

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
pub fn position_words(position: u8) -> &'static str {
    [
        "bottom-left",
        "bottom",
        "bottom-right",
        "left",
        "centre",
        "right",
        "top-left",
        "top",
        "top-right",
    ][position as usize % 9]
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
    fn lines_are_found() {
        assert!(has_line(0b000_000_111));
        assert!(has_line(0b101_010_001 | 0b100));
        assert!(!has_line(0b110_001_011));
        assert_eq!(line_in(0b001_010_100), Some([2, 4, 6]));
        assert_eq!(line_in(0b000_011_011), None);
        assert_eq!(LINES.iter().filter(|&&l| has_line(l)).count(), 8);
        assert_eq!(
            (0..512u16).filter(|&m| has_line(m)).count(),
            (0..512u16).filter(|&m| line_in(m).is_some()).count()
        );
    }

    #[test]
    fn names_sort_as_strings() {
        assert_eq!(mask_names(0b000_000_011), ["a1", "b1"]);
        // a2 (bit 3) sorts before b1 (bit 1).
        assert_eq!(mask_names(0b000_001_010), ["a2", "b1"]);
        assert_eq!(position_words(4), "centre");
    }
}
