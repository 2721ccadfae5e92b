//! Cross Words Combat: the board message offers only "Write a word…" and "Pass" (a page is
//! secret, so words are never listed in public, and both buttons are always enabled so the
//! board does not tell whether the player has a word that fits). "Write a word…" opens, privately, menus of
//! the words that can be written now, then menus of where each can go. Words and places are
//! named by their index in the sorted lists, so tokens stay short whatever the word.

use super::{MenuOption, PickButton, Picker, Row, Step, MAX_MENU_OPTIONS, MAX_ROWS};
use crate::games::cross_words_combat::{CrossWordsCombat, Move, Placement};
use crate::games::Game;
use crate::i18n::{tr, Lang, Text};
use crate::render::cross_words_combat::describe_extra;

/// Legal placements grouped by word, words in alphabetical order, placements in notation order.
fn by_word(game: &CrossWordsCombat) -> Vec<(String, Vec<(String, Placement)>)> {
    let mut all: Vec<(String, String, Placement)> = game
        .legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            Move::Place(p) => Some((p.word.to_string(), game.format_move(&m), p)),
            Move::Pass => None,
        })
        .collect();
    all.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
    let mut out: Vec<(String, Vec<(String, Placement)>)> = Vec::new();
    for (word, spelled, p) in all {
        match out.last_mut() {
            Some((w, list)) if *w == word => list.push((spelled, p)),
            _ => out.push((word, vec![(spelled, p)])),
        }
    }
    out
}

/// Menus of at most 25 options, at most [`MAX_ROWS`] of them.
fn menus(placeholder: &str, options: Vec<MenuOption>) -> Vec<Row> {
    let chunks: Vec<Vec<MenuOption>> = options
        .chunks(MAX_MENU_OPTIONS)
        .take(MAX_ROWS)
        .map(|c| c.to_vec())
        .collect();
    let n = chunks.len();
    chunks
        .into_iter()
        .enumerate()
        .map(|(i, options)| Row::Menu {
            placeholder: if n > 1 {
                format!("{placeholder} ({}/{n})", i + 1)
            } else {
                placeholder.to_string()
            },
            options,
        })
        .collect()
}

/// What writing the word would earn: points and combos, for the menu's description.
fn preview(game: &CrossWordsCombat, p: &Placement, lang: Lang) -> Option<String> {
    let mut after = game.clone();
    after.play(&Move::Place(*p)).ok()?;
    let last = after.last_word()?;
    let mut parts = Vec::new();
    if last.points > 0 {
        let points = Text::new("picker-cwc-points").arg("points", last.points);
        parts.push(points.get(lang));
    }
    let combos: Vec<String> = last.combo_list().iter().map(|c| c.to_string()).collect();
    if !combos.is_empty() {
        let combos = Text::new("picker-cwc-combos").arg("combos", combos.join(", "));
        parts.push(combos.get(lang));
    }
    Some(if parts.is_empty() {
        tr(lang, "picker-cwc-no-capture")
    } else {
        parts.join(" · ")
    })
}

/// "(3 more: type them with /move)" after a prompt when a list is cut, else nothing.
fn more_note(hidden: usize, lang: Lang) -> String {
    if hidden == 0 {
        return String::new();
    }
    let note = Text::new("picker-cwc-more").arg("count", hidden).get(lang);
    format!(" {note}")
}

pub fn step(game: &CrossWordsCombat, path: &[&str], lang: Lang) -> Step {
    let Some(seat) = game.to_move() else {
        return Step::Invalid;
    };
    let turn = match game.extra_turns().next() {
        Some(e) => Text::new("picker-cwc-extra-turn").arg("extra", describe_extra(e, lang)),
        None => Text::new("picker-cwc-turn").arg("seat", CrossWordsCombat::SEATS[seat.index()]),
    };
    let prompt = |id: &'static str| Text::new(id).arg("turn", turn.clone());
    let pass = || PickButton::new(tr(lang, "picker-cwc-pass"), "pass", true);
    match path {
        [] => {
            let mut write = PickButton::new(tr(lang, "picker-cwc-write"), "w", true);
            write.primary = true;
            Step::Choose {
                prompt: prompt("picker-cwc-write-or-pass").get(lang),
                rows: vec![Row::Buttons(vec![write, pass()])],
            }
        }
        ["pass"] | ["w", "pass"] => Step::Move("pass".into()),
        ["w"] => {
            let words = by_word(game);
            if words.is_empty() {
                return Step::Choose {
                    prompt: prompt("picker-cwc-nothing-fits").get(lang),
                    rows: vec![Row::Buttons(vec![pass()])],
                };
            }
            let shown = words.len().min(MAX_ROWS * MAX_MENU_OPTIONS);
            let options = words
                .iter()
                .take(shown)
                .enumerate()
                .map(|(i, (word, places))| MenuOption {
                    label: word.clone(),
                    token: i.to_string(),
                    description: Some(
                        Text::new("picker-cwc-places")
                            .arg("count", places.len())
                            .get(lang),
                    ),
                })
                .collect();
            let more = more_note(words.len() - shown, lang);
            Step::Choose {
                prompt: format!("{}{more}", prompt("picker-cwc-which-word").get(lang)),
                rows: menus(&tr(lang, "picker-cwc-word-menu"), options),
            }
        }
        ["w", w] => {
            let words = by_word(game);
            let Some((word, places)) = w.parse::<usize>().ok().and_then(|i| words.get(i)) else {
                return Step::Invalid;
            };
            let shown = places.len().min(MAX_ROWS * MAX_MENU_OPTIONS);
            let options = places
                .iter()
                .take(shown)
                .enumerate()
                .map(|(i, (spelled, p))| MenuOption {
                    label: spelled.trim_start_matches(word.as_str()).trim().to_string(),
                    token: i.to_string(),
                    description: preview(game, p, lang),
                })
                .collect();
            let more = more_note(places.len() - shown, lang);
            let where_ = Text::new("picker-cwc-where").arg("word", word.as_str());
            Step::Choose {
                prompt: format!("{}{more}", where_.get(lang)),
                rows: menus(&tr(lang, "picker-cwc-place-menu"), options),
            }
        }
        ["w", w, p] => {
            let words = by_word(game);
            let chosen = w
                .parse::<usize>()
                .ok()
                .and_then(|i| words.get(i))
                .and_then(|(_, places)| p.parse::<usize>().ok().and_then(|j| places.get(j)));
            match chosen {
                Some((spelled, _)) => Step::Move(spelled.clone()),
                None => Step::Invalid,
            }
        }
        _ => Step::Invalid,
    }
}

impl Picker for CrossWordsCombat {
    fn step(&self, path: &[&str], lang: Lang) -> Step {
        step(self, path, lang)
    }

    /// A place to write a word is its first cell; words and the rest have none.
    fn place_of(&self, path: &[&str], token: &str) -> Option<String> {
        let ["w", w] = path else { return None };
        let words = by_word(self);
        let (_, places) = words.get(w.parse::<usize>().ok()?)?;
        let (_, p) = places.get(token.parse::<usize>().ok()?)?;
        Some(crate::games::cross_words_combat::board::square_name(
            p.file as usize,
            p.rank as usize,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picker in English, as these tests read it.
    fn step(g: &CrossWordsCombat, path: &[&str]) -> Step {
        super::step(g, path, Lang::EnUs)
    }
    use crate::games::{AnyGame, Options};
    use crate::input::limits::assert_fits;

    fn game(red: &str, black: &str) -> CrossWordsCombat {
        let o: Options = [("page.red", red), ("page.black", black)]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        CrossWordsCombat::new(&o, "x").unwrap()
    }

    #[test]
    fn first_step_is_write_or_pass() {
        let g = game("text\nthe\nhex", "word\nrow");
        let s = step(&g, &[]);
        assert_fits(&s);
        let Step::Choose { rows, .. } = s else {
            panic!("a choice")
        };
        let Row::Buttons(b) = &rows[0] else {
            panic!("buttons")
        };
        let tokens: Vec<&str> = b.iter().map(|b| b.token.as_str()).collect();
        assert_eq!(tokens, ["w", "pass"]);
        assert!(b[0].enabled && b[1].enabled);
        assert_eq!(step(&g, &["pass"]), Step::Move("pass".into()));
        // Nothing to write: the button stays enabled (it tells nothing) and offers Pass.
        let mut g = game("text\nthe", "word\nrow\nor");
        g.play(&g.parse_move("the i9 down").unwrap()).unwrap();
        g.play(&g.parse_move("row k17 down").unwrap()).unwrap();
        assert_eq!(g.to_move(), Some(crate::games::Seat(0)));
        assert_eq!(g.legal_moves().len(), 1);
        let Step::Choose { rows, .. } = step(&g, &[]) else {
            panic!("a choice")
        };
        let Row::Buttons(b) = &rows[0] else {
            panic!("buttons")
        };
        assert!(b[0].enabled);
        let s = step(&g, &["w"]);
        assert_fits(&s);
        let Step::Choose { rows, .. } = s else {
            panic!("a choice")
        };
        assert_eq!(
            rows,
            vec![Row::Buttons(vec![PickButton::new("Pass", "pass", true)])]
        );
        assert_eq!(step(&g, &["w", "pass"]), Step::Move("pass".into()));
    }

    #[test]
    fn every_path_leads_to_a_legal_move() {
        let mut g = CrossWordsCombat::new(&Options::new(), "picker").unwrap();
        for i in 0..12 {
            let m = g.legal_moves();
            g.play(&m[(1 + i * 5) % m.len()]).unwrap();
        }
        let legal = AnyGame::CrossWordsCombat(g.clone()).legal_moves();
        let Step::Choose { rows, .. } = step(&g, &["w"]) else {
            panic!("a choice")
        };
        assert_fits(&step(&g, &["w"]));
        let mut reached = 0;
        for row in &rows {
            let Row::Menu { options, .. } = row else {
                panic!("menus")
            };
            for o in options {
                let s = step(&g, &["w", &o.token]);
                assert_fits(&s);
                let Step::Choose { rows, .. } = s else {
                    panic!("a choice")
                };
                for row in &rows {
                    let Row::Menu {
                        options: places, ..
                    } = row
                    else {
                        panic!("menus")
                    };
                    for p in places {
                        assert!(p.description.is_some());
                        let Step::Move(mv) = step(&g, &["w", &o.token, &p.token]) else {
                            panic!("a move")
                        };
                        assert!(mv.starts_with(&o.label), "{mv} is a move of {}", o.label);
                        assert!(legal.contains(&mv), "{mv}");
                        reached += 1;
                    }
                }
            }
        }
        assert_eq!(reached, legal.len() - 1, "every word move reachable");
        assert_eq!(step(&g, &["w", "999"]), Step::Invalid);
        assert_eq!(step(&g, &["w", "0", "999"]), Step::Invalid);
        assert_eq!(step(&g, &["x"]), Step::Invalid);
        assert_eq!(
            crate::input::step(&AnyGame::CrossWordsCombat(g), &["pass"], Lang::EnUs),
            Step::Move("pass".into())
        );
    }

    #[test]
    fn many_words_spread_over_several_menus() {
        // Thirty rows, each offering a different word that crosses the starting T.
        let words: Vec<String> = (0..30)
            .map(|i| format!("t{}", (b'a' + (i % 26) as u8) as char).repeat(1 + i / 26))
            .collect();
        let page = format!("t{}\n{}", "t", words.join("\n"));
        let g = game(&page, "word\nrow");
        let s = step(&g, &["w"]);
        assert_fits(&s);
        let Step::Choose { rows, .. } = s else {
            panic!("a choice")
        };
        assert_eq!(rows.len(), 2);
        let Row::Menu { placeholder, .. } = &rows[1] else {
            panic!("menus")
        };
        assert_eq!(placeholder, "Word (2/2)");
    }

    #[test]
    fn preview_describes_points_and_combos() {
        let g = game("text\nsee a\nant", "word");
        let see = by_word(&g).iter().position(|(w, _)| w == "see").unwrap();
        let Step::Choose { rows, .. } = step(&g, &["w", &see.to_string()]) else {
            panic!("a choice")
        };
        let Row::Menu { options, .. } = &rows[0] else {
            panic!("menus")
        };
        let down = options.iter().find(|o| o.label == "j10 down").unwrap();
        assert_eq!(down.description.as_deref(), Some("combo 5"));
    }
}
