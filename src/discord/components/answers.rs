//! How a click is answered: its failures, private notes, the board in place of the clicked
//! message (or posted where the bot may), and which message now shows the board.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};
use tracing::warn;

use super::super::board_messages::BoardMessage;
use super::super::invocation::{click_posts_here, click_voice};
use super::super::messages::board_parts;
use super::super::reach::Voice;
use super::super::user_of;
use crate::host::{BoardView, HostError};
use crate::i18n::Text;

pub(super) enum Failure {
    Refused(Text),
    Host(HostError),
    Discord(Box<serenity::Error>),
}

impl From<HostError> for Failure {
    fn from(e: HostError) -> Self {
        Failure::Host(e)
    }
}

impl From<serenity::Error> for Failure {
    fn from(e: serenity::Error) -> Self {
        Failure::Discord(Box::new(e))
    }
}

pub(super) type ClickResult = Result<(), Failure>;

pub(super) fn number(text: &str) -> Result<i64, Failure> {
    text.parse()
        .map_err(|_| Failure::Refused(Text::new("click-damaged-button")))
}

pub(super) fn private(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

pub(super) async fn respond(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    response: CreateInteractionResponse,
) -> Result<(), serenity::Error> {
    click.create_response(&ctx.http, response).await
}

/// The clicked message, now showing a board (or, after a new message in answer, that
/// message): the bot's own where it posts, else edited through the click's token.
pub(super) fn clicked_board(click: &ComponentInteraction) -> BoardMessage {
    if click_posts_here(click) {
        BoardMessage::Posted(click.channel_id, click.message.id)
    } else {
        BoardMessage::Answered {
            channel: click.channel_id,
            token: click.token.clone(),
            message: None,
            since: std::time::Instant::now(),
        }
    }
}

/// The click was answered with a new board message (game `game_id`'s): where the bot posts,
/// it is read back (one request, after the players saw it); elsewhere it is edited through
/// the click's token.
pub(super) async fn note_answered_board(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    game_id: i64,
) {
    if !click_posts_here(click) {
        return super::super::board_messages::note(game_id, clicked_board(click));
    }
    match click.get_response(&ctx.http).await {
        Ok(message) => super::super::board_messages::note(
            game_id,
            BoardMessage::Posted(message.channel_id, message.id),
        ),
        Err(e) => {
            warn!(custom_id = %click.data.custom_id, error = %e, "could not read back the board's message")
        }
    }
}

pub(super) fn board_update(view: &BoardView) -> CreateInteractionResponseMessage {
    let parts = board_parts(view);
    CreateInteractionResponseMessage::new()
        .content(parts.content)
        .embed(parts.embed)
        .files([parts.file])
        .components(parts.components)
        .allowed_mentions(parts.mentions)
}

pub(super) fn clicker(click: &ComponentInteraction) -> crate::host::User {
    user_of(&click.user, click.member.as_ref(), &click.locale)
}

/// Answer a click that changed the game with the new board in place of the clicked one. The
/// change is already committed, so if Discord refuses the answer (a 429 or a 500 on the
/// callback) the board goes to the channel instead: the players must see what happened.
pub(super) async fn show_board(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    view: &BoardView,
) -> ClickResult {
    let update = CreateInteractionResponse::UpdateMessage(board_update(view));
    match respond(ctx, click, update).await {
        Ok(()) => super::super::board_messages::note(view.game_id, clicked_board(click)),
        Err(e) => {
            warn!(
                custom_id = %click.data.custom_id,
                error = %e,
                "could not answer a click with the board; posting it where the bot may"
            );
            match click_voice(click) {
                // Nowhere else to say it: the next click or command shows the board.
                Voice::Followup(_) | Voice::Silent => {}
                voice => voice.post_board(&ctx.http, view).await?,
            }
        }
    }
    Ok(())
}

/// Close a private step after its action was committed; the board is posted separately, so a
/// refused answer here loses nothing but the note.
pub(super) async fn close_private_step(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    note: String,
) {
    let closed = CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new()
            .content(note)
            .components(Vec::new()),
    );
    if let Err(e) = respond(ctx, click, closed).await {
        warn!(custom_id = %click.data.custom_id, error = %e, "could not close a private step");
    }
}
