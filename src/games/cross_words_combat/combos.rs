//! Combos: the extra turns a word earns (crossing, enclosing, a number or a letter after it
//! on the page), each with the restriction it puts on the next word.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::page;
use crate::i18n::{Arg, Text};

/// A queued extra turn, with its restriction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Extra {
    /// Combo 1: crossed exactly one opponent letter; a normal turn.
    Cross,
    /// Combo 2: crossed two or more; any unused word of the page may be played.
    AnyWord,
    /// Combo 3: enclosed an area; the word may have at most `max_letters` letters.
    Enclosure { max_letters: u16 },
    /// Combo 4: a number followed the word; the length must be one of these digits (bit set).
    Number { lengths: u16 },
    /// Combo 5: a single letter followed the word; the word must start with it.
    Letter { letter: char },
}

impl Extra {
    pub fn combo(self) -> u8 {
        match self {
            Extra::Cross => 1,
            Extra::AnyWord => 2,
            Extra::Enclosure { .. } => 3,
            Extra::Number { .. } => 4,
            Extra::Letter { .. } => 5,
        }
    }

    /// Whether a word meets this extra turn's restriction.
    pub fn allows(self, word: &[char]) -> bool {
        match self {
            Extra::Cross | Extra::AnyWord => true,
            Extra::Enclosure { max_letters } => word.len() <= max_letters as usize,
            Extra::Number { lengths } => word.len() < 10 && lengths >> word.len() & 1 == 1,
            Extra::Letter { letter } => word.first() == Some(&letter),
        }
    }

    /// The digits of a combo 4, ascending.
    pub fn lengths(lengths: u16) -> Vec<u8> {
        (0..10u8).filter(|d| lengths >> d & 1 == 1).collect()
    }

    /// What a word must be on this extra turn: "3 or 4 letters".
    pub fn requirement(self) -> Text {
        match self {
            Extra::Cross => Text::new("engine-cwc-need-any-playable"),
            Extra::AnyWord => Text::new("engine-cwc-need-any-unused"),
            Extra::Enclosure { max_letters } => {
                Text::new("engine-cwc-need-at-most").arg("max", max_letters)
            }
            Extra::Number { lengths } => Text::new("engine-cwc-need-lengths")
                .arg("lengths", or_list(&Extra::lengths(lengths))),
            Extra::Letter { letter } => {
                Text::new("engine-cwc-need-start").arg("letter", page::display(letter).to_string())
            }
        }
    }

    pub(super) fn json(self) -> serde_json::Value {
        match self {
            Extra::Enclosure { max_letters } => json!({"combo": 3, "max_letters": max_letters}),
            Extra::Number { lengths } => json!({"combo": 4, "lengths": Extra::lengths(lengths)}),
            Extra::Letter { letter } => json!({"combo": 5, "letter": letter.to_string()}),
            e => json!({"combo": e.combo()}),
        }
    }
}

fn or_list(items: &[u8]) -> Arg {
    match items {
        [] => Text::new("engine-cwc-lengths-none").into(),
        [one] => one.to_string().into(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(|d| d.to_string()).collect();
            Text::new("engine-cwc-lengths-or")
                .arg("init", init.join(", "))
                .arg("last", last.to_string())
                .into()
        }
    }
}
