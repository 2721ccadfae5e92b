//! A designed game's picker, generic over any notation: moves that share a first part (the
//! piece that moves, `b2` of `b2-c3`) are grouped under it, so a move is one click when a
//! game has few, and a piece then its target when it has many.

use std::collections::BTreeMap;

use super::{rows_of, PickButton, Picker, Step};
use crate::games::designed::DesignedGame;
use crate::games::Game;
use crate::i18n::{tr, Lang};

/// Discord offers at most 25 buttons in a message's rows; the board keeps one row for its own.
const MAX_BUTTONS: usize = 20;
const PER_ROW: usize = 5;

/// The first part of a move: up to its first `-`, `>` or space.
fn first_part(mv: &str) -> &str {
    mv.split(['-', ' ', '>']).next().unwrap_or(mv)
}

impl Picker for DesignedGame {
    fn step(&self, path: &[&str], lang: Lang) -> Step {
        let moves = self.legal_moves();
        match path {
            [] if moves.len() <= MAX_BUTTONS => Step::Choose {
                prompt: tr(lang, "picker-designed-move"),
                rows: rows_of(
                    moves
                        .iter()
                        .map(|m| PickButton::new(m.clone(), m.clone(), true))
                        .collect(),
                    PER_ROW,
                ),
            },
            [] => {
                let mut groups: BTreeMap<&str, usize> = BTreeMap::new();
                for mv in &moves {
                    *groups.entry(first_part(mv)).or_default() += 1;
                }
                if groups.len() > MAX_BUTTONS {
                    // Too many to pick from: the move is typed (`/move`, with autocomplete).
                    return Step::Invalid;
                }
                let buttons = groups
                    .keys()
                    .map(|part| PickButton::new(part.to_string(), format!("{part}~"), true))
                    .collect();
                Step::Choose {
                    prompt: tr(lang, "picker-designed-from"),
                    rows: rows_of(buttons, PER_ROW),
                }
            }
            [group] if group.ends_with('~') => {
                let part = &group[..group.len() - 1];
                let within: Vec<&String> = moves.iter().filter(|m| first_part(m) == part).collect();
                if within.is_empty() || within.len() > MAX_BUTTONS {
                    return Step::Invalid;
                }
                let buttons = within
                    .into_iter()
                    .map(|m| PickButton::new(m.clone(), m.clone(), true))
                    .collect();
                Step::Choose {
                    prompt: tr(lang, "picker-designed-move"),
                    rows: rows_of(buttons, PER_ROW),
                }
            }
            [mv] | [_, mv] if moves.iter().any(|m| m == mv) => Step::Move(mv.to_string()),
            _ => Step::Invalid,
        }
    }

    /// A group's token names the cell it starts from; a move's, the cell it lands on (its
    /// last part), when the picture has such a cell.
    fn place_of(&self, _path: &[&str], token: &str) -> Option<String> {
        match token.strip_suffix('~') {
            Some(part) => Some(part.to_string()),
            None => token.rsplit(['-', ' ', '>']).next().map(str::to_string),
        }
    }
}
