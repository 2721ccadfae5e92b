//! Super Seven: before a throw, one Roll button. After a throw, the nine boxes laid out like
//! the board (only boxes holding a legal target enabled), then that box's nine squares laid
//! out like the box (only legal targets enabled). Two clicks make a placement.

use super::{rows_of, PickButton, Picker, Step};
use crate::games::super_seven::{box_number, parse_square, squares, Square, SuperSeven};
use crate::i18n::{tr, Lang, Text};

fn box_token(bx: u8) -> String {
    format!("box{}", box_number(bx))
}

/// The box (0..9) a token names.
fn parse_box_token(token: &str) -> Option<u8> {
    let n: u8 = token.strip_prefix("box")?.parse().ok()?;
    (3..=11)
        .contains(&n)
        .then(|| n - 3)
        .filter(|&b| box_token(b) == token)
}

fn targets_in_box(game: &SuperSeven, bx: u8) -> usize {
    squares(game.targets())
        .filter(|s| s.box_index() == bx)
        .count()
}

pub fn step(game: &SuperSeven, path: &[&str], lang: Lang) -> Step {
    let Some(total) = game.current_roll() else {
        return match path {
            [] => {
                let mut roll = PickButton::new(tr(lang, "picker-super-seven-roll"), "roll", true);
                roll.primary = true;
                Step::Choose {
                    prompt: tr(lang, "picker-super-seven-throw"),
                    rows: rows_of(vec![roll], 1),
                }
            }
            ["roll"] => Step::Move("roll".into()),
            _ => Step::Invalid,
        };
    };
    let take = total == 12;
    match path {
        [] => {
            let buttons = (0..9u8)
                .map(|bx| {
                    let n = targets_in_box(game, bx);
                    let label = Text::new(if n == 0 {
                        "picker-super-seven-box"
                    } else {
                        "picker-super-seven-box-squares"
                    })
                    .arg("box", box_number(bx))
                    .arg("count", n);
                    let label = label.get(lang);
                    PickButton::new(label, box_token(bx), n > 0)
                })
                .collect();
            Step::Choose {
                prompt: Text::new(if take {
                    "picker-super-seven-pick-box-take"
                } else {
                    "picker-super-seven-pick-box"
                })
                .arg("total", total)
                .get(lang),
                rows: rows_of(buttons, 3),
            }
        }
        [token] => match parse_box_token(token) {
            Some(bx) if targets_in_box(game, bx) > 0 => {
                let targets = game.targets();
                let buttons = (0..9u8)
                    .map(|place| {
                        let sq = Square(bx * 9 + place);
                        let number = sq.number().map_or("*".to_string(), |n| n.to_string());
                        let legal = targets & sq.bit() != 0;
                        let label = if legal && total == 12 {
                            Text::new("picker-super-seven-take")
                                .arg("square", sq.name())
                                .arg("number", number)
                                .get(lang)
                        } else {
                            format!("{} · {number}", sq.name())
                        };
                        PickButton::new(label, sq.name(), legal)
                    })
                    .collect();
                Step::Choose {
                    prompt: Text::new(if take {
                        "picker-super-seven-pick-square-take"
                    } else {
                        "picker-super-seven-pick-square"
                    })
                    .arg("box", box_number(bx))
                    .get(lang),
                    rows: rows_of(buttons, 3),
                }
            }
            _ => Step::Invalid,
        },
        [token, square] => match (parse_box_token(token), parse_square(square)) {
            (Some(bx), Some(sq)) if sq.box_index() == bx && game.targets() & sq.bit() != 0 => {
                Step::Move(sq.name())
            }
            _ => Step::Invalid,
        },
        _ => Step::Invalid,
    }
}

impl Picker for SuperSeven {
    fn step(&self, path: &[&str], lang: Lang) -> Step {
        step(self, path, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picker in English, as these tests read it.
    fn step(g: &SuperSeven, path: &[&str]) -> Step {
        super::step(g, path, Lang::EnUs)
    }
    use crate::games::{AnyGame, Game};
    use crate::input::{limits::assert_fits, Row};

    fn play(g: &mut SuperSeven, moves: &[&str]) {
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.play(&mv).unwrap();
        }
    }

    fn buttons(step: &Step) -> Vec<PickButton> {
        let Step::Choose { rows, .. } = step else {
            panic!("expected a choice, got {step:?}")
        };
        rows.iter()
            .flat_map(|r| match r {
                Row::Buttons(b) => b.clone(),
                Row::Menu { .. } => panic!("no menus here"),
            })
            .collect()
    }

    #[test]
    fn before_a_throw_there_is_one_roll_button() {
        let mut g = SuperSeven::new(&Default::default(), "0").unwrap();
        let s = step(&g, &[]);
        assert_fits(&s);
        let b = buttons(&s);
        assert_eq!(b.len(), 1);
        assert!(b[0].primary && b[0].enabled);
        assert_eq!(b[0].token, "roll");
        assert_eq!(step(&g, &["roll"]), Step::Move("roll".into()));
        assert_eq!(step(&g, &["box3"]), Step::Invalid);
        // After a throw without a move, it is the Roll button again.
        play(&mut g, &["roll 12"]);
        assert_eq!(buttons(&step(&g, &[]))[0].token, "roll");
        let any = AnyGame::SuperSeven(g);
        let Step::Move(mv) = crate::input::step(&any, &["roll"], Lang::EnUs) else {
            panic!("a move")
        };
        assert!(any.is_chance(&mv));
    }

    #[test]
    fn after_a_throw_boxes_then_squares_enable_only_legal_targets() {
        let mut g = SuperSeven::new(&Default::default(), "0").unwrap();
        play(&mut g, &["roll 3", "a9", "roll 4"]);
        // Red threw 4: square 4 of every box (b9 … h3), or box 4's numbered squares.
        let s = step(&g, &[]);
        assert_fits(&s);
        let boxes = buttons(&s);
        assert_eq!(boxes.len(), 9);
        assert!(boxes.iter().all(|b| b.enabled));
        assert_eq!(boxes[1].token, "box4");
        assert_eq!(boxes[1].label, "Box 4 · 8 squares");
        assert_eq!(boxes[0].label, "Box 3 · 1 square");

        let s = step(&g, &["box3"]);
        assert_fits(&s);
        let squares_ = buttons(&s);
        let tokens: Vec<&str> = squares_.iter().map(|b| b.token.as_str()).collect();
        assert_eq!(
            tokens,
            ["a9", "b9", "c9", "a8", "b8", "c8", "a7", "b7", "c7"]
        );
        let enabled: Vec<&str> = squares_
            .iter()
            .filter(|b| b.enabled)
            .map(|b| b.token.as_str())
            .collect();
        assert_eq!(enabled, ["b9"]);
        assert_eq!(squares_[4].label, "b8 · *");
        assert_eq!(step(&g, &["box3", "b9"]), Step::Move("b9".into()));
        assert_eq!(step(&g, &["box3", "a9"]), Step::Invalid);
        assert_eq!(step(&g, &["box4", "b9"]), Step::Invalid);
        assert_eq!(step(&g, &["roll"]), Step::Invalid);
        assert_eq!(step(&g, &["box12"]), Step::Invalid);
        assert_eq!(step(&g, &["box03"]), Step::Invalid);

        // Every enabled path leads to a legal move, and every legal move has a path.
        let mut reached = Vec::new();
        for b in boxes.iter().filter(|b| b.enabled) {
            for sq in buttons(&step(&g, &[&b.token])).iter().filter(|s| s.enabled) {
                let Step::Move(mv) = step(&g, &[&b.token, &sq.token]) else {
                    panic!("a move")
                };
                reached.push(mv);
            }
        }
        reached.sort();
        let mut legal: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
        legal.sort();
        assert_eq!(reached, legal);
    }

    #[test]
    fn a_twelve_offers_the_opponents_counters_outside_won_boxes() {
        let mut g = SuperSeven::new(&Default::default(), "0").unwrap();
        // Blue wins box 3 (a9 b9 c9); red has e5; blue throws a 12.
        play(
            &mut g,
            &[
                "roll 3", "a9", "roll 7", "e5", "roll 4", "b9", "roll 2", "a1", "roll 5", "c9",
            ],
        );
        play(&mut g, &["roll 2", "i1", "roll 12"]);
        let boxes = buttons(&step(&g, &[]));
        let enabled: Vec<&str> = boxes
            .iter()
            .filter(|b| b.enabled)
            .map(|b| b.token.as_str())
            .collect();
        assert_eq!(enabled, ["box7", "box9", "box11"]);
        let in_box7 = buttons(&step(&g, &["box7"]));
        assert_eq!(in_box7[4].label, "take e5 · *");
        assert!(in_box7[4].enabled);
        assert_eq!(step(&g, &["box3"]), Step::Invalid);
    }
}
