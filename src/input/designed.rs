//! A designed game's picker, generic over any notation. A position with few moves offers each
//! as a button. With more, the moves are grouped for a first click: by the piece that moves
//! (`b2` of `b2-c3`), or else by their first letter (a cell's file: `c` of `c4`); the second
//! click picks the move in the group. Tokens are indices into the sorted legal moves (a move
//! may be longer than a token may be), recomputed from the same position when clicked.

use std::collections::BTreeSet;

use super::{rows_of, PickButton, Picker, Step, MAX_BUTTONS_PER_ROW, MAX_ROWS};
use crate::games::designed::DesignedGame;
use crate::games::Game;
use crate::i18n::{tr, Lang};

const MAX_BUTTONS: usize = MAX_ROWS * MAX_BUTTONS_PER_ROW;

/// How moves are grouped for the first click.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Grouping {
    /// By the piece that moves: up to the first `-`, `>` or space.
    Piece,
    /// By the first letter.
    Letter,
}

impl Grouping {
    fn tag(self) -> char {
        match self {
            Grouping::Piece => 'p',
            Grouping::Letter => 'l',
        }
    }

    fn key(self, mv: &str) -> &str {
        match self {
            Grouping::Piece => mv.split(['-', ' ', '>']).next().unwrap_or(mv),
            Grouping::Letter => mv
                .get(..mv.chars().next().map_or(0, char::len_utf8))
                .unwrap_or(mv),
        }
    }

    /// The groups of `moves`, sorted.
    fn groups(self, moves: &[String]) -> Vec<&str> {
        let keys: BTreeSet<&str> = moves.iter().map(|m| self.key(m)).collect();
        keys.into_iter().collect()
    }

    /// The first grouping that fits on the buttons and groups something.
    fn of(moves: &[String]) -> Option<Grouping> {
        [Grouping::Piece, Grouping::Letter].into_iter().find(|g| {
            let groups = g.groups(moves).len();
            groups <= MAX_BUTTONS && groups < moves.len()
        })
    }
}

/// The legal moves, sorted (the tokens' order).
fn sorted_moves(game: &DesignedGame) -> Vec<String> {
    let mut moves = game.legal_moves();
    moves.sort();
    moves
}

/// The group a token names: `p3` is the fourth piece, `l0` the first letter.
fn group_of<'a>(token: &str, moves: &'a [String]) -> Option<(Grouping, &'a str)> {
    let grouping = match token.chars().next()? {
        'p' => Grouping::Piece,
        'l' => Grouping::Letter,
        _ => return None,
    };
    let index: usize = token[1..].parse().ok()?;
    Some((grouping, *grouping.groups(moves).get(index)?))
}

/// The move a token names: `m5` is the sixth legal move.
fn move_of<'a>(token: &str, moves: &'a [String]) -> Option<&'a String> {
    moves.get(token.strip_prefix('m')?.parse::<usize>().ok()?)
}

/// The cells a move names, in order: a letter and one or two digits (`c1xe3xc5`: c1, e3, c5;
/// `b2-a3`: b2, a3), whatever separates them.
fn cells_in(mv: &str) -> Vec<&str> {
    let bytes = mv.as_bytes();
    let mut cells = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        // Files are single letters (a grid has at most 26 columns), so a letter before
        // this one is a separator (`x` of a capture), not part of the cell.
        if bytes[i].is_ascii_lowercase() && (1..=2).contains(&digits) {
            cells.push(&mv[i..i + 1 + digits]);
            i += 1 + digits;
        } else {
            i += 1;
        }
    }
    cells
}

/// Where a move that goes from a cell to another starts and lands; `None` for a move of one
/// cell or none.
fn from_and_to(mv: &str) -> Option<(&str, &str)> {
    match cells_in(mv).as_slice() {
        [from, .., to] => Some((*from, *to)),
        _ => None,
    }
}

/// The cells moves start from, sorted (the touchable board's `f` tokens' order).
fn from_cells(moves: &[String]) -> Vec<&str> {
    let starts: BTreeSet<&str> = moves
        .iter()
        .filter_map(|m| from_and_to(m).map(|(from, _)| from))
        .collect();
    starts.into_iter().collect()
}

/// The cell a token names: `f2` is the third cell moves start from.
fn start_of<'a>(token: &str, starts: &[&'a str]) -> Option<&'a str> {
    starts
        .get(token.strip_prefix('f')?.parse::<usize>().ok()?)
        .copied()
}

fn move_buttons<'a>(moves: &[String], within: impl Iterator<Item = &'a String>) -> Vec<PickButton> {
    within
        .filter_map(|m| {
            let index = moves.iter().position(|x| x == m)?;
            Some(PickButton::new(m.clone(), format!("m{index}"), true))
        })
        .collect()
}

impl Picker for DesignedGame {
    fn step(&self, path: &[&str], lang: Lang) -> Step {
        let moves = sorted_moves(self);
        let choose = |prompt: &str, buttons: Vec<PickButton>| Step::Choose {
            prompt: tr(lang, prompt),
            rows: rows_of(buttons, MAX_BUTTONS_PER_ROW),
        };
        match path {
            [] if moves.len() <= MAX_BUTTONS => {
                choose("picker-designed-move", move_buttons(&moves, moves.iter()))
            }
            [] => match Grouping::of(&moves) {
                Some(grouping) => {
                    let buttons = grouping
                        .groups(&moves)
                        .iter()
                        .enumerate()
                        .map(|(i, key)| {
                            PickButton::new(key.to_string(), format!("{}{i}", grouping.tag()), true)
                        })
                        .collect();
                    choose("picker-designed-from", buttons)
                }
                // Too many to pick from: the move is typed (`/move`, with autocomplete).
                None => Step::Invalid,
            },
            [token] => match move_of(token, &moves) {
                Some(mv) if moves.len() <= MAX_BUTTONS => Step::Move(mv.clone()),
                _ => match group_of(token, &moves) {
                    Some((grouping, key)) if Grouping::of(&moves) == Some(grouping) => {
                        let within: Vec<&String> =
                            moves.iter().filter(|m| grouping.key(m) == key).collect();
                        if within.len() > MAX_BUTTONS {
                            return Step::Invalid;
                        }
                        choose(
                            "picker-designed-move",
                            move_buttons(&moves, within.into_iter()),
                        )
                    }
                    _ => Step::Invalid,
                },
            },
            [group, token] => match (group_of(group, &moves), move_of(token, &moves)) {
                (Some((grouping, key)), Some(mv)) if grouping.key(mv) == key => {
                    Step::Move(mv.clone())
                }
                _ => Step::Invalid,
            },
            _ => Step::Invalid,
        }
    }

    /// On the touchable board a move that goes from a cell to another (`b2-c3`, `c1xe3xc5`)
    /// is two touches whatever the number of moves: the cell it starts from, then where it
    /// lands. Any other move (a cell, `pass`) is one touch, at its cell if it names one, else
    /// a button beside the picture.
    fn touch_step(&self, path: &[&str], lang: Lang) -> Step {
        let moves = sorted_moves(self);
        let starts = from_cells(&moves);
        if starts.is_empty() {
            return self.step(path, lang);
        }
        let choose = |prompt: &str, buttons: Vec<PickButton>| Step::Choose {
            prompt: tr(lang, prompt),
            rows: rows_of(buttons, MAX_BUTTONS_PER_ROW),
        };
        match path {
            [] => {
                let mut buttons: Vec<PickButton> = starts
                    .iter()
                    .enumerate()
                    .map(|(i, cell)| PickButton::new(cell.to_string(), format!("f{i}"), true))
                    .collect();
                let single = moves.iter().filter(|m| from_and_to(m).is_none());
                buttons.extend(move_buttons(&moves, single));
                choose("picker-designed-from", buttons)
            }
            [token] => match (move_of(token, &moves), start_of(token, &starts)) {
                (Some(mv), _) => Step::Move(mv.clone()),
                (None, Some(start)) => {
                    let within = moves
                        .iter()
                        .filter(|m| from_and_to(m).is_some_and(|(from, _)| from == start));
                    choose("picker-designed-move", move_buttons(&moves, within))
                }
                _ => Step::Invalid,
            },
            [from, token] => match (start_of(from, &starts), move_of(token, &moves)) {
                (Some(start), Some(mv))
                    if from_and_to(mv).is_some_and(|(from, _)| from == start) =>
                {
                    Step::Move(mv.clone())
                }
                _ => Step::Invalid,
            },
            _ => Step::Invalid,
        }
    }

    /// A move's place is the cell it lands on (its last part); a piece's group, the cell it
    /// starts from; a letter's, none.
    fn place_of(&self, _path: &[&str], token: &str) -> Option<String> {
        let moves = sorted_moves(self);
        if let Some(mv) = move_of(token, &moves) {
            return match cells_in(mv).last() {
                Some(cell) => Some(cell.to_string()),
                None => mv.rsplit(['-', ' ', '>']).next().map(str::to_string),
            };
        }
        if let Some(start) = start_of(token, &from_cells(&moves)) {
            return Some(start.to_string());
        }
        match group_of(token, &moves)? {
            (Grouping::Piece, key) => Some(key.to_string()),
            (Grouping::Letter, _) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::games::designed::DesignedRules;
    use crate::input::limits::assert_fits;
    use crate::input::Row;

    fn start(file: &str) -> DesignedGame {
        let rules = DesignedRules::load_file(Path::new(file)).unwrap();
        DesignedGame::new_with(&rules, &Default::default(), "7").unwrap()
    }

    fn labels(step: &Step) -> Vec<String> {
        let Step::Choose { rows, .. } = step else {
            panic!("a choice, not {step:?}");
        };
        rows.iter()
            .flat_map(|row| match row {
                Row::Buttons(b) => b.iter().map(|b| b.label.clone()).collect::<Vec<_>>(),
                _ => Vec::new(),
            })
            .collect()
    }

    fn token(step: &Step, label: &str) -> String {
        let Step::Choose { rows, .. } = step else {
            panic!("a choice");
        };
        rows.iter()
            .flat_map(|row| match row {
                Row::Buttons(b) => b.clone(),
                _ => Vec::new(),
            })
            .find(|b| b.label == label)
            .map(|b| b.token)
            .unwrap_or_else(|| panic!("no button {label}"))
    }

    /// Hex has 49 cells: the first click picks a file, the second a cell of it.
    #[test]
    fn many_cells_are_picked_by_file_then_cell() {
        let game = start("designs/hex.luau");
        let first = game.step(&[], Lang::EnUs);
        assert_fits(&first);
        assert_eq!(labels(&first), ["a", "b", "c", "d", "e", "f", "g"]);
        let c = token(&first, "c");
        let second = game.step(&[&c], Lang::EnUs);
        assert_fits(&second);
        assert_eq!(labels(&second), ["c1", "c2", "c3", "c4", "c5", "c6", "c7"]);
        let c4 = token(&second, "c4");
        assert_eq!(game.step(&[&c, &c4], Lang::EnUs), Step::Move("c4".into()));
        assert_eq!(game.place_of(&[&c], &c4).as_deref(), Some("c4"));
        // A cell of another file, under this file's button, is no move.
        let a1 = token(&game.step(&[&token(&first, "a")], Lang::EnUs), "a1");
        assert_eq!(game.step(&[&c, &a1], Lang::EnUs), Step::Invalid);
        assert_eq!(game.step(&["m999"], Lang::EnUs), Step::Invalid);
        assert_eq!(game.step(&["x1"], Lang::EnUs), Step::Invalid);
    }

    /// On the touchable board a draughts move is a from-cell, then where it lands, even with
    /// few moves; a capture's cells are read through its `x`.
    #[test]
    fn a_touch_picks_the_cell_a_move_starts_from_then_where_it_lands() {
        let game = start("designs/little-draughts.luau");
        let first = game.touch_step(&[], Lang::EnUs);
        assert_eq!(labels(&first), ["b2", "d2", "f2"]);
        let d2 = token(&first, "d2");
        assert_eq!(game.place_of(&[], &d2).as_deref(), Some("d2"));
        let second = game.touch_step(&[&d2], Lang::EnUs);
        assert_eq!(labels(&second), ["d2-c3", "d2-e3"]);
        let e3 = token(&second, "d2-e3");
        assert_eq!(game.place_of(&[&d2], &e3).as_deref(), Some("e3"));
        assert_eq!(
            game.touch_step(&[&d2, &e3], Lang::EnUs),
            Step::Move("d2-e3".into())
        );
        // Another cell's move under this cell is no move.
        let b2 = token(&first, "b2");
        let a3 = token(&game.touch_step(&[&b2], Lang::EnUs), "b2-a3");
        assert_eq!(game.touch_step(&[&d2, &a3], Lang::EnUs), Step::Invalid);
        assert_eq!(game.touch_step(&["f9"], Lang::EnUs), Step::Invalid);
        assert_eq!(cells_in("c1xe3xc5"), ["c1", "e3", "c5"]);
        assert_eq!(from_and_to("c1xe3xc5"), Some(("c1", "c5")));
        assert_eq!(from_and_to("a1"), None);
        assert_eq!(from_and_to("pass"), None);
        // Hex's moves are single cells: the touchable board takes the picker's own steps.
        let hex = start("designs/hex.luau");
        assert_eq!(hex.touch_step(&[], Lang::EnUs), hex.step(&[], Lang::EnUs));
    }

    /// Few moves are one click each; a move's place is the cell it lands on.
    #[test]
    fn few_moves_are_one_click_each() {
        let game = start("designs/little-draughts.luau");
        let first = game.step(&[], Lang::EnUs);
        assert_fits(&first);
        let all = labels(&first);
        assert_eq!(all, ["b2-a3", "b2-c3", "d2-c3", "d2-e3", "f2-e3"]);
        let mv = token(&first, "d2-e3");
        assert_eq!(game.step(&[&mv], Lang::EnUs), Step::Move("d2-e3".into()));
        assert_eq!(game.place_of(&[], &mv).as_deref(), Some("e3"));
    }
}
