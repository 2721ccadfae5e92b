//! Moves and their notation: `garden e7 down`, `pass`.

use std::fmt;

use crate::games::MoveError;
use crate::i18n::Text;

use super::board::{square_name, MAX_SIDE};
use super::page::{fold, is_letter};

/// Longest word that can fit on any board.
pub const MAX_WORD: usize = MAX_SIDE;

/// A word of folded letters, stored inline so moves are cheap to copy.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Word {
    len: u8,
    letters: [char; MAX_WORD],
}

impl Word {
    /// `None` when longer than [`MAX_WORD`].
    pub fn new(letters: &[char]) -> Option<Word> {
        if letters.len() > MAX_WORD {
            return None;
        }
        let mut w = Word {
            len: letters.len() as u8,
            letters: ['\0'; MAX_WORD],
        };
        w.letters[..letters.len()].copy_from_slice(letters);
        Some(w)
    }

    pub fn letters(&self) -> &[char] {
        &self.letters[..self.len as usize]
    }
}

impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.letters().iter().try_for_each(|c| write!(f, "{c}"))
    }
}

impl fmt::Debug for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

/// A word written on the board: the first letter's cell (file, rank from 0) and direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub word: Word,
    pub file: u8,
    pub rank: u8,
    /// Top to bottom (toward rank 1); otherwise left to right.
    pub down: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Pass,
    Place(Placement),
}

pub fn direction_name(down: bool) -> &'static str {
    if down {
        "down"
    } else {
        "across"
    }
}

pub fn format(mv: &Move) -> String {
    match mv {
        Move::Pass => "pass".to_string(),
        Move::Place(p) => format!(
            "{} {} {}",
            p.word,
            square_name(p.file as usize, p.rank as usize),
            direction_name(p.down)
        ),
    }
}

pub fn parse(text: &str) -> Result<Move, MoveError> {
    let syntax = |reason| MoveError::syntax(text, reason);
    if text == "pass" {
        return Ok(Move::Pass);
    }
    let parts: Vec<&str> = text.split(' ').collect();
    let [word, square, dir] = parts[..] else {
        return Err(syntax(Text::new("engine-cwc-syntax")));
    };
    // Lower-casing a capital dotted I leaves a combining dot: drop it.
    let letters: Vec<char> = word.chars().filter(|&c| c != '\u{307}').collect();
    if letters.iter().any(|&c| !is_letter(c)) {
        return Err(syntax(Text::new("engine-cwc-letters-only")));
    }
    let letters: Vec<char> = letters.into_iter().map(fold).collect();
    let (file, rank) =
        parse_square(square).ok_or_else(|| syntax(Text::new("engine-cwc-square-syntax")))?;
    let down = match dir {
        "across" => false,
        "down" => true,
        _ => return Err(syntax(Text::new("engine-cwc-direction"))),
    };
    let word = Word::new(&letters).ok_or_else(|| {
        MoveError::Illegal(
            Text::new("engine-cwc-word-too-long")
                .arg("letters", letters.len())
                .arg("max", MAX_WORD),
        )
    })?;
    Ok(Move::Place(Placement {
        word,
        file,
        rank,
        down,
    }))
}

/// `e7` → (4, 6). Files a–z, ranks 1–99 without leading zeros.
fn parse_square(s: &str) -> Option<(u8, u8)> {
    let mut chars = s.chars();
    let f = chars.next()?;
    if !f.is_ascii_lowercase() {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty()
        || digits.len() > 2
        || digits.starts_with('0')
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let rank: u8 = digits.parse().ok()?;
    Some((f as u8 - b'a', rank - 1))
}
