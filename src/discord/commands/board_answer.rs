//! Answering a command with a board: in public, and to the channel if Discord refuses the
//! answer; or privately with why not.

use poise::CreateReply;

use super::super::board_messages::BoardMessage;
use super::super::invocation::{posts_here, refuse, voice};
use super::super::messages::board_parts;
use super::super::reach::Voice;
use super::super::{Context, Error};
use crate::host::BoardView;

/// Answer with a board. The host has already committed whatever it shows, so if Discord
/// refuses the answer (a 429 or a 500 on the callback) the board goes to the channel instead:
/// the players must see what happened.
pub(super) async fn send_board(ctx: Context<'_>, view: &BoardView) -> Result<(), Error> {
    super::super::after_move(ctx.serenity_context(), ctx.data(), view, voice(ctx));
    let parts = board_parts(view);
    let reply = CreateReply::default()
        .content(parts.content.clone())
        .embed(parts.embed.clone())
        .attachment(parts.file.clone())
        .components(parts.components.clone())
        .allowed_mentions(parts.mentions.clone());
    match ctx.send(reply).await {
        Ok(answer) => {
            // Which message it became, so a move made on the web can edit it: where the bot
            // posts, its own message (read back: one request, after the players saw it);
            // elsewhere, the answer, through the interaction's token.
            let board = match voice(ctx) {
                Voice::Channel(_) => match answer.message().await {
                    Ok(message) => Some(BoardMessage::Posted(message.channel_id, message.id)),
                    Err(e) => {
                        tracing::warn!(command = %ctx.command().name, error = %e, "could not read back the board's message");
                        None
                    }
                },
                Voice::Followup(token) => Some(BoardMessage::Answered {
                    channel: ctx.channel_id(),
                    token,
                    message: None,
                    since: std::time::Instant::now(),
                }),
                Voice::Silent => None,
            };
            if let Some(board) = board {
                super::super::board_messages::note(view.game_id, board);
            }
            super::super::conditional::show_replies(
                ctx.serenity_context(),
                ctx.data(),
                view,
                voice(ctx),
            )
            .await;
        }
        Err(e) => {
            if !posts_here(ctx) {
                // Nowhere else to say it: the next command or click shows the board.
                tracing::warn!(command = %ctx.command().name, error = %e, "could not answer with the board");
                return Ok(());
            }
            tracing::warn!(
                command = %ctx.command().name,
                error = %e,
                "could not answer with the board; posting it to the channel"
            );
            let posted = ctx
                .channel_id()
                .send_message(ctx.http(), parts.into_message())
                .await?;
            super::super::board_messages::note(
                view.game_id,
                BoardMessage::Posted(posted.channel_id, posted.id),
            );
            super::super::conditional::show_replies(
                ctx.serenity_context(),
                ctx.data(),
                view,
                voice(ctx),
            )
            .await;
        }
    }
    Ok(())
}

/// Answer with a board, or privately with why not.
pub(super) async fn board_or_refusal(
    ctx: Context<'_>,
    result: crate::host::HostResult<BoardView>,
) -> Result<(), Error> {
    match result {
        Ok(view) => send_board(ctx, &view).await,
        Err(e) => refuse(ctx, &e, &ctx.command().name).await,
    }
}
