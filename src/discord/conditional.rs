//! `/conditional`: the replies a player queues in the channel's game ("if they play this, I
//! answer that"), all answered privately (see `host/conditional.rs`); and the boards of the
//! replies the host played from them, shown after the move that set them off.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::invocation::{author, place, refuse, reply_private};
use super::reach::Voice;
use super::{Context, Data, Error};
use crate::host::BoardView;
use crate::i18n::Text;

/// Queue, list or clear your conditional moves in this channel's game (only you see them).
#[poise::command(slash_command, subcommands("add", "list", "clear"))]
pub async fn conditional(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Queue replies: "their move, your reply, …"; several lines separated by `;`.
#[poise::command(slash_command)]
async fn add(ctx: Context<'_>, #[max_length = 1000] line: String) -> Result<(), Error> {
    match ctx
        .data()
        .host
        .add_conditional_lines(place(ctx), &author(ctx), &line)
        .await
    {
        Ok(queued) => reply_private(ctx, Text::new("conditional-added").arg("count", queued)).await,
        Err(e) => refuse(ctx, &e, "conditional add").await,
    }
}

/// Your queued lines in this channel's game.
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    match ctx
        .data()
        .host
        .conditional_lines(place(ctx), &author(ctx))
        .await
    {
        Ok(queued) if queued.lines.is_empty() => {
            reply_private(ctx, Text::new("conditional-none")).await
        }
        Ok(queued) => {
            let lines: Vec<String> = queued
                .lines
                .iter()
                .enumerate()
                .map(|(i, moves)| format!("{}. `{}`", i + 1, moves.join(", ")))
                .collect();
            reply_private(
                ctx,
                Text::new("conditional-list")
                    .arg("count", queued.lines.len())
                    .arg("lines", lines.join("\n")),
            )
            .await
        }
        Err(e) => refuse(ctx, &e, "conditional list").await,
    }
}

/// Drop all your queued lines in this channel's game.
#[poise::command(slash_command)]
async fn clear(ctx: Context<'_>) -> Result<(), Error> {
    match ctx
        .data()
        .host
        .clear_conditional_lines(place(ctx), &author(ctx))
        .await
    {
        Ok(count) => reply_private(ctx, Text::new("conditional-cleared").arg("count", count)).await,
        Err(e) => refuse(ctx, &e, "conditional clear").await,
    }
}

/// Show the boards of the conditional replies that followed the move of `view`, each as any
/// board is posted, once the move's own board has been answered (so they read in order).
pub(crate) async fn show_replies(
    ctx: &serenity::Context,
    data: &Data,
    view: &BoardView,
    voice: Voice,
) {
    let http: Arc<serenity::Http> = ctx.http.clone();
    let mut next = view.conditional_reply.as_deref();
    while let Some(reply) = next {
        super::after_move(ctx, data, reply, voice.clone());
        if let Err(e) = voice.post_board(&http, reply).await {
            warn!(game = reply.game_id, error = %e, "could not post a conditional reply");
        }
        next = reply.conditional_reply.as_deref();
    }
}
