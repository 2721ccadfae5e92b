//! Takeback clicks: asking from a board's button, and Accept or Decline under a request.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};

use super::super::messages::takeback_request;
use super::super::{place_of, Data};
use super::answers::{clicker, number, respond, show_board, ClickResult};
use crate::host::{Takeback, TakebackAnswer};
use crate::i18n::Text;

/// Take back from a board's button: the request goes to the channel (or, against the AI, the
/// board goes back at once).
pub(super) async fn ask_takeback(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let (game_id, version) = (number(game)?, number(version)?);
    match data
        .host
        .ask_takeback_on_board(place, &clicker(click), game_id, version)
        .await?
    {
        Takeback::Done(view) => show_board(ctx, click, &view).await,
        Takeback::Asked(request) => {
            let (content, components, mentions) = takeback_request(&request);
            let asked = CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(content)
                    .components(components)
                    .allowed_mentions(mentions),
            );
            respond(ctx, click, asked).await?;
            Ok(())
        }
    }
}

/// Accept or Decline under a takeback request: accepted, the request becomes the new board.
pub(super) async fn answer_takeback(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    (game, version): (&str, &str),
    accept: bool,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let (game_id, version) = (number(game)?, number(version)?);
    let user = clicker(click);
    match data
        .host
        .answer_takeback(place, &user, game_id, version, accept)
        .await?
    {
        TakebackAnswer::Accepted(view) => show_board(ctx, click, &view).await,
        TakebackAnswer::Declined(request) => {
            let note = Text::new("takeback-declined")
                .arg("name", &user.name)
                .arg("asker", request.asker_name())
                .get(request.lang);
            let closed = CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(note)
                    .components(Vec::new())
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            );
            respond(ctx, click, closed).await?;
            Ok(())
        }
    }
}
