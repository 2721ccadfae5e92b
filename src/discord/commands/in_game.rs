//! The commands of a game in progress: moves, the board again, one's own page, a hint,
//! resigning, draws and takebacks.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::super::invocation::{author, place, posts_here, reader, refuse, reply_private};
use super::super::messages::{takeback_request, voted_text};
use super::super::{user_text, Context, Error};
use super::board_answer::{board_or_refusal, send_board};
use crate::host::{at_most_chars, Takeback};
use crate::i18n::Text;

async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .host
        .suggest_moves(place(ctx), &author(ctx), partial, 25)
        .await
        .unwrap_or_else(|e| {
            user_text(&e, "autocomplete", reader(ctx));
            Vec::new()
        });
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
            .collect(),
    )
}

/// Make a move in this channel's game.
#[poise::command(slash_command, rename = "move")]
pub(super) async fn move_(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_move"]
    #[max_length = 100]
    r#move: String,
    #[max_length = 300] compliment: Option<String>,
) -> Result<(), Error> {
    let result = ctx
        .data()
        .host
        .play_with_compliment(
            place(ctx),
            &author(ctx),
            &r#move,
            compliment.as_deref(),
            None,
        )
        .await;
    // On a channel team's turn the move is the author's vote: theirs alone to see.
    if let Ok(view) = &result {
        if let Some(vote) = &view.voted {
            return reply_private(ctx, voted_text(vote)).await;
        }
    }
    board_or_refusal(ctx, result).await
}

/// Show this channel's game again; with `text:True`, privately as text.
#[poise::command(slash_command)]
pub(super) async fn board(ctx: Context<'_>, text: Option<bool>) -> Result<(), Error> {
    if text == Some(true) {
        return match ctx.data().host.board_text(place(ctx), reader(ctx)).await {
            Ok(text) => {
                // An embed holds 4,096 characters: the largest board (Cross Words Combat's)
                // needs more than a message's 2,000.
                let body = at_most_chars(format!("```\n{text}```"), 4_096);
                ctx.send(
                    CreateReply::default()
                        .embed(serenity::CreateEmbed::new().description(body))
                        .ephemeral(true),
                )
                .await?;
                Ok(())
            }
            Err(e) => refuse(ctx, &e, "board").await,
        };
    }
    let host = &ctx.data().host;
    let result = host.board(place(ctx)).await;
    if result.is_err() && !posts_here(ctx) {
        // Where the bot may not post, a game that ended on time was not announced: its result
        // is the board to show.
        if let Ok(Some(ended)) = host.last_ended_board(place(ctx)).await {
            return send_board(ctx, &ended).await;
        }
    }
    board_or_refusal(ctx, result).await
}

/// See your own page privately (Cross Words Combat).
#[poise::command(slash_command)]
pub(super) async fn page(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().host.private_view(place(ctx), &author(ctx)).await {
        Ok(view) => {
            let (body, picture) = super::super::messages::private_page(view, reader(ctx));
            ctx.send(
                CreateReply::default()
                    .content(body)
                    .attachment(picture)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "page").await,
    }
}

/// Practice games against the AI: suggest a move.
#[poise::command(slash_command)]
pub(super) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    // A search takes about a second: acknowledge at once (privately), answer when it is done.
    ctx.defer_ephemeral().await?;
    match ctx.data().host.hint(place(ctx), &author(ctx)).await {
        Ok(mv) => reply_private(ctx, Text::new("hint-try").arg("move", mv)).await,
        Err(e) => refuse(ctx, &e, "hint").await,
    }
}

/// Resign this channel's game.
#[poise::command(slash_command)]
pub(super) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let result = ctx.data().host.resign(place(ctx), &author(ctx)).await;
    board_or_refusal(ctx, result).await
}

/// Offer a draw, or accept your opponent's offer.
#[poise::command(slash_command)]
pub(super) async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let result = ctx.data().host.draw(place(ctx), &author(ctx)).await;
    board_or_refusal(ctx, result).await
}

/// Take back your last move: right after it, or on your turn with the reply (the AI always agrees)
#[poise::command(slash_command)]
pub(super) async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().host.ask_takeback(place(ctx), &author(ctx)).await {
        Ok(Takeback::Done(view)) => send_board(ctx, &view).await,
        Ok(Takeback::Asked(request)) => {
            let (content, components, mentions) = takeback_request(&request);
            ctx.send(
                CreateReply::default()
                    .content(content)
                    .components(components)
                    .allowed_mentions(mentions),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "takeback").await,
    }
}
