//! `/design share`, `publish`, `browse` and `add`: designed games beyond their server (see
//! `host/design_gallery.rs`).

use poise::CreateReply;

use super::invocation::{author, member_roles, reader, refuse, reply_private};
use super::{Context, Error, MESSAGE_CHARS};
use crate::host::at_most_chars;
use crate::i18n::Text;

/// Designers: a code to play one of this server's games in DMs and group DMs.
#[poise::command(slash_command)]
pub(super) async fn share(
    ctx: Context<'_>,
    #[autocomplete = "super::invocation::autocomplete_game"]
    #[max_length = 100]
    game: String,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    let (user, roles) = (author(ctx), member_roles(ctx));
    match ctx
        .data()
        .host
        .share_design(guild, &user, &roles, &game)
        .await
    {
        Ok(code) => reply_private(ctx, Text::new("design-shared").arg("code", code)).await,
        Err(e) => refuse(ctx, &e, "design share").await,
    }
}

/// Designers: offer one of this server's games to every server (the bot's operator approves it
/// first).
#[poise::command(slash_command)]
pub(super) async fn publish(
    ctx: Context<'_>,
    #[autocomplete = "super::invocation::autocomplete_game"]
    #[max_length = 100]
    game: String,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    let (user, roles) = (author(ctx), member_roles(ctx));
    match ctx
        .data()
        .host
        .publish_design(guild, &user, &roles, &game)
        .await
    {
        Ok(entry) => {
            let text = Text::new("design-published")
                .arg("name", entry.name.as_str())
                .arg("number", entry.number);
            reply_private(ctx, text).await
        }
        Err(e) => refuse(ctx, &e, "design publish").await,
    }
}

/// The designed games every server may add.
#[poise::command(slash_command)]
pub(super) async fn browse(ctx: Context<'_>) -> Result<(), Error> {
    let lang = reader(ctx);
    match ctx.data().host.browse_gallery().await {
        Ok(listed) if listed.is_empty() => {
            reply_private(ctx, Text::new("design-gallery-empty")).await
        }
        Ok(listed) => {
            let mut lines = vec![Text::new("design-gallery-heading").get(lang)];
            lines.extend(listed.iter().map(|(entry, rules)| {
                Text::new("design-gallery-line")
                    .arg("name", entry.name.as_str())
                    .arg("id", entry.design_id.as_str())
                    .arg("number", entry.number)
                    .arg("rules", rules.as_str())
                    .get(lang)
            }));
            let text = at_most_chars(lines.join("\n"), MESSAGE_CHARS);
            ctx.send(CreateReply::default().content(text).ephemeral(true))
                .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "design browse").await,
    }
}

/// Designers: add a game from the gallery (`/design browse`) to this server.
#[poise::command(slash_command)]
pub(super) async fn add(ctx: Context<'_>, #[max_length = 100] game: String) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    let (user, roles) = (author(ctx), member_roles(ctx));
    match ctx
        .data()
        .host
        .add_gallery_design(guild, &user, &roles, &game)
        .await
    {
        Ok(entry) => {
            let text = Text::new("design-added")
                .arg("name", entry.name.as_str())
                .arg("id", entry.design_id.as_str())
                .arg("number", entry.number);
            reply_private(ctx, text).await
        }
        Err(e) => refuse(ctx, &e, "design add").await,
    }
}
