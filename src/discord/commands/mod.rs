//! Slash commands. Each one reads its options, calls the host, and answers: boards and
//! results in public, refusals privately. `play.rs` starts games, `in_game.rs` has the
//! commands of a game in progress, `info.rs` rules and the games being played, `rankings.rs`
//! leaderboards and stats, `moderation.rs` the moderators' commands; `board_answer.rs`
//! answers with a board.

use super::Error;

mod board_answer;
mod in_game;
mod info;
mod moderation;
mod play;
mod rankings;

/// The slash commands of this folder, as the code declares them.
pub(super) fn declared() -> Vec<poise::Command<super::Data, Error>> {
    vec![
        play::play(),
        in_game::move_(),
        in_game::board(),
        in_game::page(),
        in_game::hint(),
        in_game::resign(),
        in_game::draw(),
        in_game::takeback(),
        info::rules(),
        rankings::leaderboard(),
        info::games(),
        rankings::stats(),
        moderation::abort(),
        moderation::settings(),
    ]
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;

    /// What poise registers fits Discord's limits in every language: names (English
    /// everywhere) 1-32 lower-case characters; descriptions and fixed choices' names 1-100
    /// characters, in the source and under every Discord locale of every language; at most 4000
    /// characters a command, counting each field's longest translation as Discord does.
    #[test]
    fn commands_fit_discord_limits() {
        use serde_json::Value;
        let commands = super::super::all_commands();
        let registered =
            serde_json::to_value(poise::builtins::create_application_commands(&commands)).unwrap();
        let registered = registered.as_array().unwrap();
        assert_eq!(registered.len(), commands.len());
        let locales: Vec<&str> = Lang::ALL
            .iter()
            .flat_map(|l| l.discord_locales())
            .copied()
            .collect();
        assert!(locales.contains(&"de") && locales.contains(&"es-ES"));
        // A text and its translations, each 1..=100 characters: the longest one's length.
        let localized = |what: &str, v: &Value, field: &str, translations: &str| {
            let text = v[field].as_str().unwrap_or_default();
            let mut longest = text.chars().count();
            assert!((1..=100).contains(&longest), "{what}: {text:?}");
            for locale in &locales {
                let text = v[translations][locale]
                    .as_str()
                    .unwrap_or_else(|| panic!("{what}: no {translations} for {locale}: {v}"));
                let n = text.chars().count();
                assert!((1..=100).contains(&n), "{what} in {locale}: {n}: {text:?}");
                longest = longest.max(n);
            }
            longest
        };
        let english_name = |what: &str, v: &Value| {
            let name = v["name"].as_str().unwrap_or_default();
            assert!((1..=32).contains(&name.chars().count()), "{what}: {name:?}");
            assert_eq!(name, name.to_lowercase(), "{what}");
            assert!(
                v["name_localizations"]
                    .as_object()
                    .is_none_or(|m| m.is_empty()),
                "{what}: names stay English: {v}"
            );
            name.len()
        };
        for c in registered {
            let name = c["name"].as_str().unwrap();
            let mut total = english_name(name, c)
                + localized(name, c, "description", "description_localizations");
            let options = c["options"].as_array().cloned().unwrap_or_default();
            assert!(options.len() <= 25, "{name}");
            for o in &options {
                let what = format!("/{name} {}", o["name"]);
                total += english_name(&what, o)
                    + localized(&what, o, "description", "description_localizations");
                for choice in o["choices"].as_array().into_iter().flatten() {
                    let what = format!("{what} {}", choice["name"]);
                    total += choice["value"].to_string().trim_matches('"').len();
                    if choice["value"].is_string() {
                        // A game: its name is the same in every language.
                        let n = choice["name"].as_str().unwrap_or_default().chars().count();
                        assert!((1..=100).contains(&n), "{what}");
                        total += n;
                    } else {
                        total += localized(&what, choice, "name", "name_localizations");
                    }
                }
            }
            assert!(total <= 4000, "/{name}: {total} characters");
        }
    }
}
