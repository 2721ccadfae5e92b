//! How the position is stored: the counters as nine readable rows of text.

/// `cells` as text: nine rows from rank 9 down to rank 1, files a to i, `b` for blue, `r` for
/// red, `.` for an empty square, rows joined by `/`.
pub mod cells_text {
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    use super::super::board::{Mask, Square};

    pub fn serialize<S: Serializer>(cells: &[Mask; 2], s: S) -> Result<S::Ok, S::Error> {
        let mut text = String::with_capacity(89);
        for rank in (0..9).rev() {
            if rank != 8 {
                text.push('/');
            }
            for file in 0..9 {
                let bit = Square::from_file_rank(file, rank).bit();
                text.push(if cells[0] & bit != 0 {
                    'b'
                } else if cells[1] & bit != 0 {
                    'r'
                } else {
                    '.'
                });
            }
        }
        s.serialize_str(&text)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Mask; 2], D::Error> {
        let text = String::deserialize(d)?;
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != 9 || rows.iter().any(|r| r.len() != 9) {
            return Err(D::Error::custom("cells must be nine rows of nine squares"));
        }
        let mut cells = [0; 2];
        for (i, row) in rows.iter().enumerate() {
            for (file, ch) in row.bytes().enumerate() {
                let bit = Square::from_file_rank(file as u8, 8 - i as u8).bit();
                match ch {
                    b'b' => cells[0] |= bit,
                    b'r' => cells[1] |= bit,
                    b'.' => {}
                    _ => return Err(D::Error::custom("cells hold only `b`, `r` and `.`")),
                }
            }
        }
        Ok(cells)
    }
}
