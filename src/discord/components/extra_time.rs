//! The board's Give time button (`gt:GAME`): the clicker gives their opponent more time
//! (see `host/extra_time.rs`). The board is edited to show the new deadline, and a short
//! public line under it says who gave whom how much.

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use tracing::warn;

use super::super::Data;
use super::answers::{clicker, number, show_board, ClickResult};
use crate::i18n::Text;

pub(super) async fn give_time(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
) -> ClickResult {
    let given = data.host.give_time(&clicker(click), number(game)?).await?;
    show_board(ctx, click, &given.board).await?;
    let line = given.line().get(given.board.lang);
    let note = serenity::CreateInteractionResponseFollowup::new()
        .content(line)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = click.create_followup(&ctx.http, note).await {
        // The board shows the new deadline already; only the line is lost.
        warn!(custom_id = %click.data.custom_id, error = %e, "could not say that time was given");
    }
    // The giver alone hears how many gifts they have left.
    let left = Text::new("extra-time-gifts-left").arg("left", given.gifts_left as i64);
    let private = serenity::CreateInteractionResponseFollowup::new()
        .content(left.get(super::super::invocation::click_reader(click)))
        .ephemeral(true);
    if let Err(e) = click.create_followup(&ctx.http, private).await {
        warn!(custom_id = %click.data.custom_id, error = %e, "could not tell the gifts left");
    }
    Ok(())
}
