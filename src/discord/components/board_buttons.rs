//! The buttons under a board: draw, resign (and its confirmation), Your page, and Rematch
//! under a finished one.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage,
};
use tracing::warn;

use super::super::invocation::{click_public_lang, click_reader, click_voice};
use super::super::{place_of, Data};
use super::answers::{
    board_update, clicker, close_private_step, note_answered_board, number, respond, show_board,
    ClickResult,
};
use crate::host::Rematch;
use crate::i18n::tr;

pub(super) async fn draw(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let (game_id, version) = (number(game)?, number(version)?);
    let view = data
        .host
        .draw_on_board(place, &clicker(click), game_id, version)
        .await?;
    super::super::after_game_end(ctx, data, &view);
    show_board(ctx, click, &view).await
}

/// The board's Your page button: the clicker's own page, privately (whoever has not installed
/// the app needs no `/page`).
pub(super) async fn private_page(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    number(game)?;
    // The page of the channel's game now: the clicker's own, whichever board they clicked.
    let view = data.host.private_view(place, &clicker(click)).await?;
    let (body, picture) = super::super::messages::private_page(view, click_reader(click));
    let page = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(body)
            .add_file(picture)
            .ephemeral(true),
    );
    respond(ctx, click, page).await?;
    Ok(())
}

pub(super) async fn confirm_resign(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    game: &str,
    version: &str,
) -> ClickResult {
    let (game_id, version) = (number(game)?, number(version)?);
    let row = CreateActionRow::Buttons(vec![CreateButton::new(format!("rsy:{game_id}:{version}"))
        .label(tr(click_reader(click), "resign-confirm-button"))
        .style(ButtonStyle::Danger)]);
    respond(
        ctx,
        click,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(tr(click_reader(click), "resign-confirm"))
                .components(vec![row])
                .ephemeral(true),
        ),
    )
    .await?;
    Ok(())
}

pub(super) async fn resign(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let game_id = number(game)?;
    number(version)?;
    let view = data
        .host
        .resign_on_board(place, &clicker(click), game_id)
        .await?;
    super::super::after_game_end(ctx, data, &view);
    close_private_step(ctx, click, tr(click_reader(click), "you-resigned")).await;
    click_voice(click).post_board(&ctx.http, &view).await?;
    Ok(())
}

/// Rematch on a finished board: an offer for the channel, or the new game's board.
pub(super) async fn rematch(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
) -> ClickResult {
    // A new message in the channel; the finished board stays as it was.
    match data.host.rematch(number(game)?, &clicker(click)).await? {
        Rematch::Offered(offer) => {
            let offer =
                super::super::messages::rematch_offer_message(&offer, click_public_lang(click));
            respond(ctx, click, CreateInteractionResponse::Message(offer)).await?;
        }
        Rematch::Started(view) => {
            super::super::after_move(ctx, data, &view, click_voice(click));
            let board = CreateInteractionResponse::Message(board_update(&view));
            match respond(ctx, click, board).await {
                Ok(()) => note_answered_board(ctx, click, view.game_id).await,
                Err(e) => {
                    warn!(custom_id = %click.data.custom_id, error = %e, "could not answer a rematch; posting the board");
                    click_voice(click).post_board(&ctx.http, &view).await?;
                }
            }
        }
    }
    Ok(())
}
