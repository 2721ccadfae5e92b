//! What Discord shows about each slash command, in every language: descriptions of commands
//! and options and the names of fixed choices come from the Commands section of the Fluent
//! files, English included, and are registered under every Discord locale of every language.
//! Command and option names stay English everywhere, so `/move` is one command in a server
//! whatever its members read, and texts can name it.
//!
//! Message ids follow the command's shape: `cmd-<command>` describes the command,
//! `cmd-<command>-<option>` an option, `cmd-<command>-<option>-<choice>` a fixed choice (by its
//! name in the code), with `_` written `-`. Game choices are the games' names, the same in
//! every language, and are not translated.

use std::borrow::Cow;

use crate::i18n::{tr, Lang};

/// The message describing the command `name`.
pub fn command_id(name: &str) -> String {
    format!("cmd-{}", name.replace('_', "-"))
}

/// The message describing the option `option` of `command`.
fn option_id(command: &str, option: &str) -> String {
    format!("{}-{}", command_id(command), option.replace('_', "-"))
}

/// The message naming the fixed choice `choice` of an option.
fn choice_id(option_id: &str, choice: &str) -> String {
    format!("{option_id}-{}", choice.replace(['_', ' '], "-"))
}

/// The message `id` under every Discord locale of every language.
fn localizations(id: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    Lang::ALL
        .iter()
        .flat_map(|&lang| {
            let text = tr(lang, id);
            lang.discord_locales()
                .iter()
                .map(move |&locale| (Cow::Borrowed(locale), Cow::Owned(text.clone())))
        })
        .collect::<Vec<_>>()
        .into()
}

/// Give every command, option and fixed choice its English text and its translations.
pub fn localize<U, E>(commands: &mut [poise::Command<U, E>]) {
    for command in commands {
        let name = command.name.clone();
        localize_one(command, &name);
    }
}

/// A command (or subcommand, named `parent-sub` in message ids) and its options.
fn localize_one<U, E>(command: &mut poise::Command<U, E>, name: &str) {
    let id = command_id(name);
    command.description = Some(tr(Lang::EnUs, &id).into());
    command.description_localizations = localizations(&id);
    for parameter in &mut command.parameters {
        let id = option_id(name, &parameter.name);
        parameter.description = Some(tr(Lang::EnUs, &id).into());
        parameter.description_localizations = localizations(&id);
        for choice in parameter.choices.to_mut() {
            let id = choice_id(&id, &choice.name);
            choice.name = tr(Lang::EnUs, &id).into();
            choice.localizations = localizations(&id);
        }
    }
    for sub in &mut command.subcommands {
        let sub_name = format!("{name}-{}", sub.name);
        localize_one(sub, &sub_name);
    }
}

/// The command's description in `lang`.
pub fn description<U, E>(lang: Lang, command: &poise::Command<U, E>) -> String {
    tr(lang, &command_id(&command.name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::has_message;

    /// Every message [`localize`] reads for these commands, as built (before `localize` gives
    /// each choice its English name in place of its name in the code).
    fn message_ids<U, E>(commands: &[poise::Command<U, E>]) -> Vec<String> {
        let mut ids = Vec::new();
        fn one<U, E>(command: &poise::Command<U, E>, name: &str, ids: &mut Vec<String>) {
            ids.push(command_id(name));
            for parameter in &command.parameters {
                let id = option_id(name, &parameter.name);
                ids.push(id.clone());
                ids.extend(parameter.choices.iter().map(|c| choice_id(&id, &c.name)));
            }
            for sub in &command.subcommands {
                one(sub, &format!("{name}-{}", sub.name), ids);
            }
        }
        for command in commands {
            one(command, &command.name, &mut ids);
        }
        ids
    }

    /// Each command, option and fixed choice has its message (and so, by the Fluent parity
    /// test, one in every language).
    #[test]
    fn every_command_option_and_choice_has_its_messages() {
        let ids = message_ids(&super::super::declared_commands());
        for expected in [
            "cmd-play",
            "cmd-settings-turn-timer",
            "cmd-play-ai-hard",
            "cmd-tournament-create-format-arena",
        ] {
            assert!(ids.iter().any(|id| id == expected), "{expected}: {ids:?}");
        }
        let missing: Vec<_> = ids.iter().filter(|id| !has_message(id)).collect();
        assert!(missing.is_empty(), "no such messages: {missing:?}");
    }

    /// The English texts are the Fluent source's, and every Discord locale of every language
    /// gets its own language's text, translated (not English copied).
    #[test]
    fn every_text_comes_from_fluent_in_every_discord_locale() {
        let commands = super::super::all_commands();
        let play = commands.iter().find(|c| c.name == "play").unwrap();
        assert_eq!(
            play.description.as_deref(),
            Some(tr(Lang::EnUs, "cmd-play").as_str())
        );
        for &lang in Lang::ALL {
            for &locale in lang.discord_locales() {
                let find = |list: &[(Cow<str>, Cow<str>)]| {
                    list.iter()
                        .find(|(l, _)| l == locale)
                        .map(|(_, text)| text.to_string())
                };
                assert_eq!(
                    find(&play.description_localizations),
                    Some(tr(lang, "cmd-play")),
                    "{locale}"
                );
                let ai = play.parameters.iter().find(|p| p.name == "ai").unwrap();
                assert_eq!(
                    find(&ai.description_localizations),
                    Some(tr(lang, "cmd-play-ai"))
                );
                let hard = &ai.choices[2];
                assert_eq!(hard.name, tr(Lang::EnUs, "cmd-play-ai-hard"));
                assert_eq!(
                    find(&hard.localizations),
                    Some(tr(lang, "cmd-play-ai-hard"))
                );
            }
        }
        assert_ne!(tr(Lang::De, "cmd-play"), tr(Lang::EnUs, "cmd-play"));
        assert_eq!(tr(Lang::EsEs, "cmd-play-ai-hard"), "difícil");
    }
}
