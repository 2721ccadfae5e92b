//! Challenge buttons: accept (in a thread where the server plays in threads), decline, decline
//! and block; and Unblock on the private `/blocks` list.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};
use tracing::warn;

use super::super::invocation::{click_posts_here, click_public_lang};
use super::super::reach::Voice;
use super::super::Data;
use super::answers::{clicker, number, respond, show_board, ClickResult, Failure};
use crate::i18n::{tr, Text};

pub(super) async fn challenge(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    answer: &str,
) -> ClickResult {
    let game_id = number(game)?;
    let user = clicker(click);
    match answer {
        "a" => accept(ctx, click, data, game_id, &user).await,
        "b" => {
            // The channel sees a plain decline; only the blocker hears of the block.
            let view = data.host.decline_and_block(game_id, &user).await?;
            if show_declined(ctx, click, &view, &user).await? {
                let note = serenity::CreateInteractionResponseFollowup::new()
                    .content(
                        Text::new("declined-and-blocked")
                            .arg("name", &view.names[0])
                            .get(user.lang),
                    )
                    .ephemeral(true);
                click.create_followup(&ctx.http, note).await?;
            }
            Ok(())
        }
        _ => {
            let view = data.host.decline(game_id, &user).await?;
            show_declined(ctx, click, &view, &user).await?;
            Ok(())
        }
    }
}

/// Close a challenge message once declined, naming who answered. The decline is committed, so
/// if Discord refuses the answer the channel is told instead. Whether the answer went through.
async fn show_declined(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    view: &crate::host::ChallengeView,
    by: &crate::host::User,
) -> Result<bool, serenity::Error> {
    let content = Text::new("answered-by")
        .arg("text", &view.text)
        .arg("name", &by.name)
        .get(view.lang);
    let closed = CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new()
            .content(content.clone())
            .components(Vec::new()),
    );
    match respond(ctx, click, closed).await {
        Ok(()) => Ok(true),
        Err(e) if !click_posts_here(click) => {
            warn!(custom_id = %click.data.custom_id, error = %e, "could not answer a decline");
            Ok(false)
        }
        Err(e) => {
            warn!(
                custom_id = %click.data.custom_id,
                error = %e,
                "could not answer a decline; telling the channel"
            );
            click
                .channel_id
                .send_message(
                    &ctx.http,
                    serenity::CreateMessage::new()
                        .content(content)
                        .allowed_mentions(serenity::CreateAllowedMentions::new()),
                )
                .await?;
            Ok(false)
        }
    }
}

/// A click on Unblock in the private `/blocks` list: lift the block, show the list again.
pub(super) async fn unblock(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    blocked: &str,
) -> ClickResult {
    let blocked: u64 = blocked
        .parse()
        .map_err(|_| Failure::Refused(Text::new("click-damaged-block-button")))?;
    let user = clicker(click);
    let guild = click.guild_id.map(|g| g.get());
    let lifted = data.host.unblock(guild, &user, blocked).await?;
    let list = data.host.blocks(guild, &user).await?;
    let (text, rows) = super::super::protection::block_list(
        Some(Text::new("unblocked").arg("name", &lifted.blocked_name)),
        &list,
        user.lang,
    );
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(text)
                .components(rows)
                .allowed_mentions(serenity::CreateAllowedMentions::new()),
        ),
    )
    .await?;
    Ok(())
}

/// Accept a challenge: the board replaces the challenge, or, where the server plays its games
/// in threads, the game opens a public thread from the challenge message and lives there.
async fn accept(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game_id: i64,
    user: &crate::host::User,
) -> ClickResult {
    // Threads exist only where the bot is a member; elsewhere the game stays in the channel.
    let thread = match click_posts_here(click) {
        true => data.host.thread_for_accept(game_id, user).await?,
        false => None,
    };
    let Some(name) = thread else {
        let view = data.host.accept(game_id, user).await?;
        return show_board(ctx, click, &view).await;
    };
    let in_thread = click.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread
        )
    });
    let may_open = click
        .app_permissions
        .is_some_and(|p| p.create_public_threads());
    if in_thread || !may_open {
        let view = data.host.accept(game_id, user).await?;
        show_board(ctx, click, &view).await?;
        if !in_thread {
            let note = serenity::CreateInteractionResponseFollowup::new()
                .content(tr(click_public_lang(click), "thread-permission-missing"));
            click.create_followup(&ctx.http, note).await?;
        }
        return Ok(());
    }
    let thread = match click
        .channel_id
        .create_thread_from_message(
            &ctx.http,
            click.message.id,
            serenity::CreateThread::new(name),
        )
        .await
    {
        Ok(thread) => thread,
        Err(e) => {
            warn!(game = game_id, error = %e, "could not open a thread; playing in the channel");
            let view = data.host.accept(game_id, user).await?;
            return show_board(ctx, click, &view).await;
        }
    };
    let view = data
        .host
        .accept_in_thread(game_id, user, thread.id.get())
        .await?;
    let moved = CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new()
            .content(
                Text::new("accepted-in-thread")
                    .arg("name", &user.name)
                    .arg("thread", format!("<#{}>", thread.id.get()))
                    .get(click_public_lang(click)),
            )
            .components(Vec::new()),
    );
    if let Err(e) = respond(ctx, click, moved).await {
        warn!(game = game_id, error = %e, "could not update the accepted challenge");
    }
    Voice::Channel(thread.id)
        .post_board(&ctx.http, &view)
        .await?;
    Ok(())
}
