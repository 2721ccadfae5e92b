//! Geometry several games share: the lines of a 3×3 grid (Mega Tic-Tac-Toe's grids, Super
//! Seven's boxes) and chess-like square names (`b2`) on boards up to 9 squares a side.

/// Bits of a 3×3 mask (one bit per cell, `rank * 3 + file`).
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

/// Why a text is not a square name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadSquare {
    /// Not a letter and a digit.
    NotASquare,
    /// A letter and a digit, but off this board.
    OffBoard,
}

/// Parse a square name, a file letter from `a` then a rank digit from `1`, on a board `size`
/// squares a side (at most 9): `b3` is `(1, 2)`, (file, rank) both from 0.
pub fn parse_square(text: &str, size: u8) -> Result<(u8, u8), BadSquare> {
    let &[file, rank] = text.as_bytes() else {
        return Err(BadSquare::NotASquare);
    };
    let (file, rank) = (file.wrapping_sub(b'a'), rank.wrapping_sub(b'1'));
    if file < size && rank < size {
        Ok((file, rank))
    } else {
        Err(BadSquare::OffBoard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn squares_parse_within_the_board() {
        assert_eq!(parse_square("a1", 3), Ok((0, 0)));
        assert_eq!(parse_square("c3", 3), Ok((2, 2)));
        assert_eq!(parse_square("i9", 9), Ok((8, 8)));
        assert_eq!(parse_square("d1", 3), Err(BadSquare::OffBoard));
        assert_eq!(parse_square("a0", 9), Err(BadSquare::OffBoard));
        assert_eq!(parse_square("A1", 9), Err(BadSquare::OffBoard));
        // Two bytes, not a letter and a digit.
        assert_eq!(parse_square("é", 9), Err(BadSquare::OffBoard));
        for bad in ["", "a", "a11", "1", "é1"] {
            assert_eq!(parse_square(bad, 9), Err(BadSquare::NotASquare), "{bad}");
        }
    }
}
