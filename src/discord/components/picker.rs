//! Move picker clicks: each step narrows the move, a menu's choice completes it, and a move
//! shown first waits for Confirm.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};

use super::super::invocation::{click_reader, click_voice};
use super::super::messages::{clicked_path, picker_rows};
use super::super::{place_of, Data};
use super::answers::{clicker, close_private_step, number, respond, show_board, ClickResult};
use crate::host::Picked;
use crate::i18n::{tr, Text};

/// A click on a picker (`mv:`), or on Confirm under a move shown first (`mc:`, `confirmed`).
pub(super) async fn pick(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    (game, version, path): (&str, &str, &str),
    confirmed: bool,
) -> ClickResult {
    let (game_id, version) = (number(game)?, number(version)?);
    let path = clicked_path(click, path);
    let tokens: Vec<&str> = path.split('/').filter(|t| !t.is_empty()).collect();
    let place = place_of(click.guild_id, click.channel_id);
    let user = clicker(click);
    let picked = if confirmed {
        data.host
            .pick_confirmed(place, &user, game_id, version, &tokens)
            .await?
    } else {
        data.host
            .pick(place, &user, game_id, version, &tokens)
            .await?
    };
    match picked {
        Picked::Confirm(preview) => {
            let lang = click_reader(click);
            let buttons = vec![
                serenity::CreateButton::new(format!("mc:{game_id}:{version}:{}", tokens.join("/")))
                    .label(tr(lang, "confirm-play"))
                    .style(serenity::ButtonStyle::Success),
                serenity::CreateButton::new("mx")
                    .label(tr(lang, "confirm-cancel"))
                    .style(serenity::ButtonStyle::Secondary),
            ];
            respond(
                ctx,
                click,
                CreateInteractionResponse::Message(
                    CreateInteractionResponseMessage::new()
                        .content(
                            Text::new("confirm-ask")
                                .arg("move", preview.mv.as_str())
                                .get(lang),
                        )
                        .add_file(
                            serenity::CreateAttachment::bytes(preview.png, "move.png")
                                .description(preview.alt_text),
                        )
                        .components(vec![serenity::CreateActionRow::Buttons(buttons)])
                        .ephemeral(true),
                ),
            )
            .await?;
        }
        Picked::Choose { prompt, rows } => {
            let prefix = format!("mv:{game_id}:{version}:{}/", tokens.join("/"));
            respond(
                ctx,
                click,
                CreateInteractionResponse::Message(
                    CreateInteractionResponseMessage::new()
                        .content(prompt)
                        .components(picker_rows(&rows, &prefix))
                        .ephemeral(true),
                ),
            )
            .await?;
        }
        // A vote on a channel team's turn: the board shows the new count, the voter their vote.
        Picked::Played(view) if view.voted.is_some() => {
            let lang = click_reader(click);
            let vote = view.voted.as_ref().map(super::super::messages::voted_text);
            let note = vote.map(|t| t.get(lang)).unwrap_or_default();
            let on_private_picker = click
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
            if on_private_picker {
                close_private_step(ctx, click, note).await;
            } else {
                show_board(ctx, click, &view).await?;
                let note = serenity::CreateInteractionResponseFollowup::new()
                    .content(note)
                    .ephemeral(true);
                click.create_followup(&ctx.http, note).await?;
            }
        }
        Picked::Played(view) => {
            super::super::after_move(ctx, data, &view, click_voice(click));
            let on_private_picker = click
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
            if on_private_picker {
                // The move came from a private step: close it, and post the board for all.
                // A move the game's rules file failed on was not played: the step says why.
                let closed = match view.paused {
                    true => view.status.clone(),
                    false => Text::new("you-played")
                        .arg("move", view.last_move.clone().unwrap_or_default())
                        .get(click_reader(click)),
                };
                close_private_step(ctx, click, closed).await;
                click_voice(click).post_board(&ctx.http, &view).await?;
            } else {
                show_board(ctx, click, &view).await?;
            }
            super::super::conditional::show_replies(ctx, data, &view, click_voice(click)).await;
        }
    }
    Ok(())
}
