//! The position in words: what a screen reader reads for a board picture (its alt text).
//! Each engine describes its own position ([`Game::describe`](super::Game::describe)) from
//! public information only, compactly, with these shared pieces: a part of the board (a level,
//! a grid, a box, a row) and who holds which of its cells.

use crate::i18n::{Lang, Text};

/// Each seat's cells, "X on a1 b2, O on c3"; "empty" when neither holds any.
pub fn held(seats: [&str; 2], cells: &[Vec<String>; 2], lang: Lang) -> String {
    let held: Vec<String> = seats
        .iter()
        .zip(cells)
        .filter(|(_, cells)| !cells.is_empty())
        .map(|(seat, cells)| {
            Text::new("describe-held")
                .arg("seat", *seat)
                .arg("cells", cells.join(" "))
                .get(lang)
        })
        .collect();
    if held.is_empty() {
        Text::new("describe-empty").get(lang)
    } else {
        held.join(", ")
    }
}

/// One part of the board with what is on it: "grid b2: X on d4".
pub fn part(label: Text, content: &str, lang: Lang) -> String {
    Text::new("describe-part")
        .arg("part", label)
        .arg("content", content)
        .get(lang)
}

/// Parts of the board, one after the other.
pub fn parts(parts: impl IntoIterator<Item = String>) -> String {
    parts.into_iter().collect::<Vec<_>>().join("; ")
}
