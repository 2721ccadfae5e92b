//! Move pickers: the buttons and menus a board message offers, as plain data (no Discord
//! types). A picker works in steps. Every control carries a short token; the path of tokens
//! chosen so far leads either to more controls or to a complete move in canonical notation.
//! The first step is shown on the board message itself; later steps are shown privately to
//! the player who clicked. The host re-checks every move, so a picker only has to be helpful,
//! never trusted.

use crate::games::AnyGame;
use crate::i18n::Lang;

pub mod board;
pub mod ccc;
pub mod cross_words_combat;
pub mod designed;
pub mod mega_tic_tac_toe;
pub mod super_seven;
pub mod twenty_sevens;

/// Discord's limits, which every picker must respect: the board message keeps one row for
/// Resign/Draw, so a step has at most four rows of at most five buttons, or menus of at most
/// 25 options. Tokens are short because the whole path travels in a 100-character button id.
pub const MAX_ROWS: usize = 4;
pub const MAX_BUTTONS_PER_ROW: usize = 5;
pub const MAX_MENU_OPTIONS: usize = 25;
pub const MAX_TOKEN_LEN: usize = 12;
pub const MAX_PATH_LEN: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickButton {
    pub label: String,
    pub token: String,
    pub enabled: bool,
    /// Drawn as the main action (Roll, say) rather than a plain choice.
    pub primary: bool,
}

impl PickButton {
    pub fn new(label: impl Into<String>, token: impl Into<String>, enabled: bool) -> Self {
        PickButton {
            label: label.into(),
            token: token.into(),
            enabled,
            primary: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub token: String,
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<PickButton>),
    Menu {
        placeholder: String,
        options: Vec<MenuOption>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Offer these rows; `prompt` says what to choose (shown with later, private steps).
    Choose { prompt: String, rows: Vec<Row> },
    /// The path names a complete move.
    Move(String),
    /// The path leads nowhere in this position (an old or forged button).
    Invalid,
}

/// A game's picker: each game's `src/input/<game>.rs` implements it for the engine.
pub trait Picker {
    /// The step reached by `path` (never longer than [`MAX_PATH_LEN`]) in a game that is not
    /// over. An empty path is the first step.
    fn step(&self, path: &[&str], lang: Lang) -> Step;

    /// The place on the board picture of the choice `token` after `path`, by the name the
    /// renderer knows it by (see `render::Render::place_region`). By default the token itself
    /// (a square's name is its token); a picker whose tokens are indices says which place.
    fn place_of(&self, _path: &[&str], token: &str) -> Option<String> {
        Some(token.to_string())
    }

    /// The step `path` reaches on the touchable board (`board`), where every choice lies on
    /// the picture and no row of buttons bounds a step. By default the picker's own
    /// [`Picker::step`]; tokens and [`Picker::place_of`] are shared by both.
    fn touch_step(&self, path: &[&str], lang: Lang) -> Step {
        self.step(path, lang)
    }
}

/// The picker step reached by `path` in `game`. An empty path is the first step.
pub fn step(game: &AnyGame, path: &[&str], lang: Lang) -> Step {
    if game.to_move().is_none() || path.len() > MAX_PATH_LEN {
        return Step::Invalid;
    }
    crate::with_game!(game, g => Picker::step(g, path, lang))
}

/// The touchable board's step reached by `path` in `game` (see [`Picker::touch_step`]).
pub fn touch_step(game: &AnyGame, path: &[&str], lang: Lang) -> Step {
    if game.to_move().is_none() || path.len() > MAX_PATH_LEN {
        return Step::Invalid;
    }
    crate::with_game!(game, g => Picker::touch_step(g, path, lang))
}

/// Lay buttons out in rows of `per_row`.
pub fn rows_of(buttons: Vec<PickButton>, per_row: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut it = buttons.into_iter().peekable();
    while it.peek().is_some() {
        rows.push(Row::Buttons(it.by_ref().take(per_row).collect()));
    }
    rows
}

#[cfg(test)]
pub(crate) mod limits {
    use super::*;

    /// Discord's limits on texts, in characters.
    const MAX_BUTTON_LABEL: usize = 80;
    const MAX_OPTION_TEXT: usize = 100;
    const MAX_PLACEHOLDER: usize = 150;

    fn fits(text: &str, max: usize) -> bool {
        !text.is_empty() && text.chars().count() <= max
    }

    /// Every game's picker must fit Discord: checked by each game's tests, and in every
    /// language by [`every_picker_fits_discord_in_every_language`].
    pub fn assert_fits(step: &Step) {
        if let Step::Choose { prompt, rows } = step {
            assert!(!prompt.is_empty());
            assert!(
                !rows.is_empty() && rows.len() <= MAX_ROWS,
                "{} rows",
                rows.len()
            );
            for row in rows {
                match row {
                    Row::Buttons(b) => {
                        assert!(!b.is_empty() && b.len() <= MAX_BUTTONS_PER_ROW);
                        for button in b {
                            assert!(fits(&button.label, MAX_BUTTON_LABEL), "{}", button.label);
                            assert!(button.token.len() <= MAX_TOKEN_LEN, "{}", button.token);
                            assert!(!button.token.contains(':'));
                        }
                    }
                    Row::Menu {
                        placeholder,
                        options,
                    } => {
                        assert!(fits(placeholder, MAX_PLACEHOLDER), "{placeholder}");
                        assert!(!options.is_empty() && options.len() <= MAX_MENU_OPTIONS);
                        for o in options {
                            assert!(o.token.len() <= MAX_TOKEN_LEN && !o.token.contains(':'));
                            assert!(fits(&o.label, MAX_OPTION_TEXT), "{}", o.label);
                            if let Some(d) = &o.description {
                                assert!(fits(d, MAX_OPTION_TEXT), "{d}");
                            }
                        }
                    }
                }
            }
        }
    }

    /// The tokens a step offers (enabled buttons and menu options).
    fn offered(step: &Step) -> Vec<String> {
        let Step::Choose { rows, .. } = step else {
            return Vec::new();
        };
        rows.iter()
            .flat_map(|row| match row {
                Row::Buttons(b) => b
                    .iter()
                    .filter(|b| b.enabled)
                    .map(|b| b.token.clone())
                    .collect::<Vec<_>>(),
                Row::Menu { options, .. } => options.iter().map(|o| o.token.clone()).collect(),
            })
            .collect()
    }

    /// Every step reachable from the first (at most `limit` of them), in `lang`, each with
    /// its path; steps are checked against Discord's limits on the way.
    fn walk(game: &AnyGame, lang: Lang, limit: usize) -> Vec<(Vec<String>, Step)> {
        let mut out = Vec::new();
        let mut stack = vec![Vec::<String>::new()];
        while let Some(path) = stack.pop() {
            if out.len() >= limit {
                break;
            }
            let refs: Vec<&str> = path.iter().map(String::as_str).collect();
            let step = step(game, &refs, lang);
            assert_fits(&step);
            if path.len() < MAX_PATH_LEN {
                for token in offered(&step).into_iter().rev() {
                    let mut next = path.clone();
                    next.push(token);
                    stack.push(next);
                }
            }
            out.push((path, step));
        }
        out
    }

    /// The shape of a walk: paths, and the move or invalidity each reaches (not the words).
    fn shape(walk: &[(Vec<String>, Step)]) -> Vec<(Vec<String>, Option<String>, bool)> {
        walk.iter()
            .map(|(path, step)| match step {
                Step::Move(m) => (path.clone(), Some(m.clone()), false),
                Step::Invalid => (path.clone(), None, true),
                Step::Choose { .. } => (path.clone(), None, false),
            })
            .collect()
    }

    #[test]
    fn every_picker_fits_discord_in_every_language() {
        use crate::games::{GameKind, Options};
        for &kind in GameKind::ALL {
            let mut game = AnyGame::new(kind, &Options::new(), "pick").expect("default options");
            for ply in 0..60 {
                if game.to_move().is_none() {
                    break;
                }
                if ply % 6 == 0 {
                    let english = walk(&game, Lang::EnUs, 400);
                    for &lang in &Lang::ALL[1..] {
                        let translated = walk(&game, lang, 400);
                        assert_eq!(
                            shape(&translated),
                            shape(&english),
                            "{} {}: the picker differs beyond its words",
                            kind.id(),
                            lang.code()
                        );
                        if let (Some((_, Step::Choose { prompt, .. })), Some((_, first))) =
                            (translated.first(), english.first())
                        {
                            assert!(
                                !matches!(first, Step::Choose { prompt: p, .. } if p == prompt),
                                "{} {}: the prompt is not translated: {prompt}",
                                kind.id(),
                                lang.code()
                            );
                        }
                    }
                }
                let legal = game.legal_moves();
                let mv = legal[(ply * 7 + 3) % legal.len()].clone();
                let mv = game.resolve_chance(&mv, "pick").unwrap_or(mv);
                game.play(&mv).expect("a legal move");
            }
        }
    }
}
