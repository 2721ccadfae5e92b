//! Twenty-Sevens: nine buttons laid out like the board (rank 3 on top); a full stack's button
//! is disabled. One click is a move.

use super::{rows_of, PickButton, Picker, Step};
use crate::games::twenty_sevens::{square_name, TwentySevens};
use crate::i18n::{tr, Lang, Text};

pub fn step(game: &TwentySevens, path: &[&str], lang: Lang) -> Step {
    match path {
        [] => {
            let buttons = (0..3u8)
                .rev()
                .flat_map(|rank| (0..3u8).map(move |file| rank * 3 + file))
                .map(|square| {
                    let name = square_name(square);
                    let height = game.stack_height(square);
                    let label = if height == 3 {
                        Text::new("picker-twenty-sevens-full")
                            .arg("square", name.as_str())
                            .get(lang)
                    } else {
                        format!("{name} → {}", height + 1)
                    };
                    PickButton::new(label, name, height < 3)
                })
                .collect();
            Step::Choose {
                prompt: tr(lang, "picker-twenty-sevens-pick"),
                rows: rows_of(buttons, 3),
            }
        }
        [square] if square.len() == 2 => Step::Move(square.to_string()),
        _ => Step::Invalid,
    }
}

impl Picker for TwentySevens {
    fn step(&self, path: &[&str], lang: Lang) -> Step {
        step(self, path, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picker in English, as these tests read it.
    fn step(g: &TwentySevens, path: &[&str]) -> Step {
        super::step(g, path, Lang::EnUs)
    }
    use crate::games::{AnyGame, Game};
    use crate::input::{limits::assert_fits, Row};

    #[test]
    fn nine_buttons_like_the_board_full_stacks_disabled() {
        let mut g = TwentySevens::new(&Default::default(), "0").unwrap();
        for _ in 0..3 {
            g.play(&g.parse_move("a3").unwrap()).unwrap();
        }
        let step = step(&g, &[]);
        assert_fits(&step);
        let Step::Choose { rows, .. } = step else {
            panic!("expected a choice")
        };
        assert_eq!(rows.len(), 3);
        let Row::Buttons(top) = &rows[0] else {
            panic!("buttons")
        };
        assert_eq!(top[0].token, "a3");
        assert!(!top[0].enabled);
        assert_eq!(top[1].token, "b3");
        assert!(top[1].enabled);
        let Row::Buttons(bottom) = &rows[2] else {
            panic!("buttons")
        };
        assert_eq!(
            bottom.iter().map(|b| b.token.as_str()).collect::<Vec<_>>(),
            ["a1", "b1", "c1"]
        );
        let any = AnyGame::TwentySevens(g);
        assert_eq!(
            crate::input::step(&any, &["b1"], Lang::EnUs),
            Step::Move("b1".into())
        );
        assert_eq!(
            crate::input::step(&any, &["b1", "x"], Lang::EnUs),
            Step::Invalid
        );
    }
}
