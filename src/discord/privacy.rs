//! `/privacy`: a person's own data. `export` answers privately with a JSON file of everything
//! the bot keeps about the caller (the host's [`export_personal_data`]).
//!
//! [`export_personal_data`]: crate::host::Host::export_personal_data

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::invocation::{author, reader, refuse};
use super::{Context, Error};
use crate::i18n::tr;

/// Your data: what the bot keeps about you.
#[poise::command(slash_command, subcommands("export"))]
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
