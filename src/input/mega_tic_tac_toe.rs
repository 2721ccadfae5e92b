//! Mega Tic-Tac-Toe: two steps. First nine grid buttons laid out like the outer grid (only
//! grids with a legal move enabled), then the nine sections of the chosen grid (only legal
//! ones enabled). The second click is the move.

use super::{rows_of, PickButton, Picker, Step};
use crate::games::mega_tic_tac_toe::coords::{cell3_name, grid_of, square_at, square_name};
use crate::games::mega_tic_tac_toe::MegaTicTacToe;
use crate::games::Game;
use crate::i18n::{tr, Lang, Text};

/// The grid named by a token `a1` … `c3`.
fn parse_grid(token: &str) -> Option<u8> {
    (0..9u8).find(|&g| cell3_name(g) == token)
}

/// Grid and section order on screen: top row first, left to right.
fn screen_order() -> impl Iterator<Item = u8> {
    (0..3u8)
        .rev()
        .flat_map(|r| (0..3u8).map(move |f| r * 3 + f))
}

pub fn step(game: &MegaTicTacToe, path: &[&str], lang: Lang) -> Step {
    let legal = game.legal_moves();
    match path {
        [] => {
            let buttons = screen_order()
                .map(|g| {
                    let first = square_name(square_at(g, 0));
                    let last = square_name(square_at(g, 8));
                    let name = cell3_name(g);
                    let label = format!("{name} ({first}–{last})");
                    let enabled = legal.iter().any(|&m| grid_of(m) == g);
                    PickButton::new(label, name, enabled)
                })
                .collect();
            let prompt = if game.rule_8_applies() {
                "picker-mega-pick-grid-rule-8"
            } else {
                "picker-mega-pick-grid"
            };
            Step::Choose {
                prompt: tr(lang, prompt),
                rows: rows_of(buttons, 3),
            }
        }
        [grid] => match parse_grid(grid) {
            Some(g) if legal.iter().any(|&m| grid_of(m) == g) => {
                let buttons = screen_order()
                    .map(|p| {
                        let square = square_at(g, p);
                        let name = square_name(square);
                        let label = match game.cell(square) {
                            Some(s) => format!("{name} {}", MegaTicTacToe::SEATS[s.index()]),
                            None => name.clone(),
                        };
                        PickButton::new(label, name, legal.contains(&square))
                    })
                    .collect();
                Step::Choose {
                    prompt: Text::new("picker-mega-pick-section")
                        .arg("grid", *grid)
                        .get(lang),
                    rows: rows_of(buttons, 3),
                }
            }
            _ => Step::Invalid,
        },
        [grid, square] => match (parse_grid(grid), game.parse_move(square)) {
            (Some(g), Ok(sq)) if grid_of(sq) == g => Step::Move(square.to_string()),
            _ => Step::Invalid,
        },
        _ => Step::Invalid,
    }
}

impl Picker for MegaTicTacToe {
    fn step(&self, path: &[&str], lang: Lang) -> Step {
        step(self, path, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picker in English, as these tests read it.
    fn step(g: &MegaTicTacToe, path: &[&str]) -> Step {
        super::step(g, path, Lang::EnUs)
    }
    use crate::games::{AnyGame, Options};
    use crate::input::{limits::assert_fits, Row};

    fn play(moves: &str) -> MegaTicTacToe {
        let mut g = MegaTicTacToe::new(&Options::new(), "0").unwrap();
        for m in moves.split_whitespace() {
            let mv = g.parse_move(m).unwrap();
            g.play(&mv).unwrap();
        }
        g
    }

    fn buttons(step: &Step) -> Vec<PickButton> {
        assert_fits(step);
        let Step::Choose { rows, .. } = step else {
            panic!("expected a choice, got {step:?}")
        };
        assert_eq!(rows.len(), 3);
        rows.iter()
            .flat_map(|r| match r {
                Row::Buttons(b) => b.clone(),
                Row::Menu { .. } => panic!("buttons expected"),
            })
            .collect()
    }

    #[test]
    fn grid_buttons_follow_the_string() {
        // e5 then a1: grids b2 and a1 have had their move in this string.
        let g = play("e5 a1");
        let b = buttons(&step(&g, &[]));
        let tokens: Vec<&str> = b.iter().map(|b| b.token.as_str()).collect();
        assert_eq!(
            tokens,
            ["a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"]
        );
        assert_eq!(b[4].label, "b2 (d4–f6)");
        let enabled: Vec<&str> = b
            .iter()
            .filter(|b| b.enabled)
            .map(|b| b.token.as_str())
            .collect();
        assert_eq!(enabled, ["a3", "b3", "c3", "a2", "c2", "b1", "c1"]);
    }

    #[test]
    fn square_buttons_enable_only_legal_sections() {
        // X e5 (centre position used), O a1 (bottom-left used); X picks grid c1 (g1–i3).
        let g = play("e5 a1");
        let b = buttons(&step(&g, &["c1"]));
        let tokens: Vec<&str> = b.iter().map(|b| b.token.as_str()).collect();
        assert_eq!(
            tokens,
            ["g3", "h3", "i3", "g2", "h2", "i2", "g1", "h1", "i1"]
        );
        let disabled: Vec<&str> = b
            .iter()
            .filter(|b| !b.enabled)
            .map(|b| b.token.as_str())
            .collect();
        assert_eq!(disabled, ["h2", "g1"]);
        // A taken section shows its marker: in string 2, grid b2's centre is X's.
        let g2 = play("a1 e1 i1 a5 e5 i5 a9 e9 i9");
        let b = buttons(&step(&g2, &["b2"]));
        assert_eq!(b[4].label, "e5 X");
        assert!(!b[4].enabled);
        assert_eq!(b.iter().filter(|b| b.enabled).count(), 8);
    }

    #[test]
    fn the_second_click_is_the_move_and_forged_paths_are_invalid() {
        let g = play("e5 a1");
        assert_eq!(step(&g, &["c1", "i2"]), Step::Move("i2".into()));
        // A closed grid offers nothing; a square outside the grid or a bad token is refused.
        assert_eq!(step(&g, &["b2"]), Step::Invalid);
        assert_eq!(step(&g, &["z9"]), Step::Invalid);
        assert_eq!(step(&g, &["c1", "e5"]), Step::Invalid);
        assert_eq!(step(&g, &["c1", "i2", "x"]), Step::Invalid);
        // Through AnyGame: every enabled square of every enabled grid is a legal move.
        let any = AnyGame::MegaTicTacToe(g.clone());
        let legal = any.legal_moves();
        let mut offered = Vec::new();
        for grid in buttons(&crate::input::step(&any, &[], Lang::EnUs))
            .iter()
            .filter(|b| b.enabled)
        {
            for sq in buttons(&crate::input::step(&any, &[&grid.token], Lang::EnUs))
                .iter()
                .filter(|b| b.enabled)
            {
                assert_eq!(
                    crate::input::step(&any, &[&grid.token, &sq.token], Lang::EnUs),
                    Step::Move(sq.token.clone())
                );
                offered.push(sq.token.clone());
            }
        }
        offered.sort();
        assert_eq!(offered, legal);
    }

    #[test]
    fn finished_game_offers_nothing() {
        let g = play(
            "a1 b4 e3 e8 f6 g5 c7 i8 g3 a5 i5 b1 a7 g9 f4 h3 f3 d7 \
             g2 c6 b7 i7 f5 h5 a3 e9 d1 e1 g1",
        );
        assert_eq!(
            crate::input::step(&AnyGame::MegaTicTacToe(g), &[], Lang::EnUs),
            Step::Invalid
        );
    }
}
