//! `/privacy`: a person's own data. `export` answers privately with a JSON file of everything
//! the bot keeps about the caller (the host's [`export_personal_data`]); `delete` asks first,
//! privately, then erases them ([`erase_person`]) when its owner clicks Erase (`pd:USER:y`).
//!
//! [`export_personal_data`]: crate::host::Host::export_personal_data
//! [`erase_person`]: crate::host::Host::erase_person

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse,
};
use tracing::warn;

use super::invocation::{author, click_reader, reader, refuse};
use super::{user_of, user_text, Context, Data, Error};
use crate::i18n::{tr, Text};

/// Your data: what the bot keeps about you.
#[poise::command(slash_command, subcommands("export", "delete"))]
pub async fn privacy(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Everything the bot keeps about you, as a JSON file only you see.
#[poise::command(slash_command)]
async fn export(ctx: Context<'_>) -> Result<(), Error> {
    // Reading every game of a long-time player takes a moment: acknowledge at once, privately.
    ctx.defer_ephemeral().await?;
    let user = author(ctx);
    match ctx.data().host.export_personal_data(&user).await {
        Ok(json) => {
            ctx.send(
                CreateReply::default()
                    .content(tr(reader(ctx), "privacy-export-ready"))
                    .attachment(serenity::CreateAttachment::bytes(
                        json,
                        format!("boardbot-data-{}.json", user.id),
                    ))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "privacy export").await,
    }
}

/// Erase everything the bot keeps about you (it asks first).
#[poise::command(slash_command)]
async fn delete(ctx: Context<'_>) -> Result<(), Error> {
    let lang = reader(ctx);
    let owner = ctx.author().id.get();
    let buttons = vec![
        CreateButton::new(format!("pd:{owner}:y"))
            .label(tr(lang, "privacy-delete-yes"))
            .style(ButtonStyle::Danger),
        CreateButton::new(format!("pd:{owner}:n"))
            .label(tr(lang, "privacy-delete-no"))
            .style(ButtonStyle::Secondary),
    ];
    ctx.send(
        CreateReply::default()
            .content(tr(lang, "privacy-delete-confirm"))
            .components(vec![CreateActionRow::Buttons(buttons)])
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A click on Erase (`y`) or Keep (`n`) under `/privacy delete`'s question: only its owner's.
pub async fn delete_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    owner: &str,
    answer: &str,
) {
    let lang = click_reader(click);
    let user = user_of(&click.user, click.member.as_ref(), &click.locale);
    let private = |text: String| {
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        )
    };
    let closed = |text: String| {
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(text)
                .components(Vec::new()),
        )
    };
    let answered = if owner != user.id.to_string() {
        click
            .create_response(&ctx.http, private(tr(lang, "privacy-not-yours")))
            .await
    } else if answer != "y" {
        click
            .create_response(&ctx.http, closed(tr(lang, "privacy-delete-kept")))
            .await
    } else {
        // Resigning games and rewriting rows takes a moment: say so at once, then the result.
        let started = click
            .create_response(&ctx.http, closed(tr(lang, "privacy-deleting")))
            .await;
        let text = match data.host.erase_person(&user).await {
            Ok(pseudonym) => Text::new("privacy-deleted")
                .arg("name", pseudonym.name)
                .get(lang),
            Err(e) => user_text(&e, "privacy delete", lang),
        };
        match started {
            Ok(()) => click
                .edit_response(&ctx.http, EditInteractionResponse::new().content(text))
                .await
                .map(|_| ()),
            Err(e) => Err(e),
        }
    };
    if let Err(e) = answered {
        warn!(error = %e, "could not answer a click under /privacy delete");
    }
}
