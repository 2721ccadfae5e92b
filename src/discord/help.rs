//! `/help`: how to start a game and what each command does, privately in the reader's language.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::invocation::reader;
use super::localized_commands::description;
use super::{Context, Error};
use crate::i18n::{tr, Lang, Text};

/// How to start a game, and what each command does.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let embed = help_embed(reader(ctx), &ctx.framework().options.commands);
    ctx.send(CreateReply::default().embed(embed).ephemeral(true))
        .await?;
    Ok(())
}

fn help_embed<U, E>(lang: Lang, commands: &[poise::Command<U, E>]) -> serenity::CreateEmbed {
    serenity::CreateEmbed::new()
        .title(tr(lang, "help-title"))
        .description(help_text(lang, commands))
}

/// How to start a game, then one line per command with its description in `lang`.
fn help_text<U, E>(lang: Lang, commands: &[poise::Command<U, E>]) -> String {
    let mut lines = vec![
        tr(lang, "help-start"),
        String::new(),
        tr(lang, "help-commands"),
    ];
    lines.extend(commands.iter().map(|command| {
        Text::new("help-command")
            .arg("command", command.name.as_ref())
            .arg("description", description(lang, command))
            .get(lang)
    }));
    lines.push(String::new());
    lines.push(tr(lang, "help-anywhere"));
    lines.push(String::new());
    lines.push(tr(lang, "help-privacy"));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command is listed with its description in the reader's language, and the whole
    /// fits one embed (title 256, description 4096 characters).
    #[test]
    fn help_lists_every_command_in_every_language_and_fits_an_embed() {
        let commands = super::super::all_commands();
        assert!(commands.iter().any(|c| c.name == "help"));
        for &lang in Lang::ALL {
            let text = help_text(lang, &commands);
            assert!(text.chars().count() <= 4096, "{}: {text}", lang.code());
            assert!(tr(lang, "help-title").chars().count() <= 256);
            assert!(text.starts_with(&tr(lang, "help-start")), "{text}");
            for command in &commands {
                let marker = format!("/{}`", command.name);
                let described = description(lang, command);
                assert!(
                    text.lines()
                        .any(|l| l.contains(&marker) && l.contains(&described)),
                    "{}: /{} ({described}) is missing: {text}",
                    lang.code(),
                    command.name
                );
            }
        }
        let german = help_text(Lang::De, &commands);
        assert!(
            german.contains("Gib die Partie dieses Kanals auf."),
            "{german}"
        );
        assert!(!german.contains("Resign this channel's game."), "{german}");
    }
}
