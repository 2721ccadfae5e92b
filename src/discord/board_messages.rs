//! Which message shows each game's board now, as this bot process last posted or updated it:
//! a move made off Discord (on the web) edits that message rather than posting another. One
//! process, one set of boards, recorded wherever a board goes out (an answer to a click, a
//! command's reply, a post to the channel, a follow-up). Where the bot may only answer
//! interactions (a group DM, a server that never invited it), the message is edited through
//! the interaction's token while it lasts; after a restart, or once the token has expired, the
//! next board is posted anew where the bot may post, else the next click or command shows it.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::Builder;

use super::messages::board_parts;
use crate::host::BoardView;

/// Games whose board messages are remembered at most (a few hundred bytes each).
const REMEMBERED: usize = 100_000;

/// How long an interaction's token is used to edit its messages: Discord's 15 minutes, less
/// a margin for the clocks and the request.
const TOKEN_USE: Duration = Duration::from_secs(14 * 60);

/// A message showing a game's board, and how the bot may edit it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardMessage {
    /// In a channel the bot may post to: edited as its own message.
    Posted(serenity::ChannelId, serenity::MessageId),
    /// An interaction's answer (`message` `None`: the original response, which for a click
    /// answered with an update is the clicked message) or follow-up (`Some`), edited through
    /// the interaction's `token` until it expires.
    Answered {
        channel: serenity::ChannelId,
        token: String,
        message: Option<serenity::MessageId>,
        since: Instant,
    },
}

impl BoardMessage {
    fn channel(&self) -> serenity::ChannelId {
        match self {
            BoardMessage::Posted(channel, _) => *channel,
            BoardMessage::Answered { channel, .. } => *channel,
        }
    }

    /// Whether the bot may still edit it.
    fn editable(&self) -> bool {
        match self {
            BoardMessage::Posted(..) => true,
            BoardMessage::Answered { since, .. } => since.elapsed() < TOKEN_USE,
        }
    }

    /// Show `view` in place of the board it showed (the old picture goes).
    pub async fn edit(&self, http: &serenity::Http, view: &BoardView) -> serenity::Result<()> {
        match self {
            BoardMessage::Posted(channel, message) => {
                channel
                    .edit_message(http, *message, board_parts(view).into_edit())
                    .await?;
            }
            BoardMessage::Answered {
                token,
                message: None,
                ..
            } => {
                board_parts(view)
                    .into_answer_edit()
                    .execute(http, token.as_str())
                    .await?;
            }
            BoardMessage::Answered {
                token,
                message: Some(message),
                ..
            } => {
                board_parts(view)
                    .into_followup()
                    .execute(http, (Some(*message), token.as_str()))
                    .await?;
            }
        }
        Ok(())
    }
}

fn boards() -> &'static Mutex<HashMap<i64, BoardMessage>> {
    static BOARDS: OnceLock<Mutex<HashMap<i64, BoardMessage>>> = OnceLock::new();
    BOARDS.get_or_init(Default::default)
}

/// `message` now shows game `game_id`'s board.
pub fn note(game_id: i64, message: BoardMessage) {
    let mut boards = boards().lock().unwrap_or_else(|e| e.into_inner());
    if boards.len() >= REMEMBERED && !boards.contains_key(&game_id) {
        boards.clear();
    }
    boards.insert(game_id, message);
}

/// The message showing game `game_id`'s board in `channel`, if this process knows it and may
/// still edit it.
pub fn of(game_id: i64, channel: serenity::ChannelId) -> Option<BoardMessage> {
    let boards = boards().lock().unwrap_or_else(|e| e.into_inner());
    boards
        .get(&game_id)
        .filter(|m| m.channel() == channel && m.editable())
        .cloned()
}

/// The id of the message that last showed game `game_id`'s board in `channel`, if this process
/// knows it, however long ago (a link to it still opens it): a post, or a follow-up. An
/// interaction's own answer is known by its token alone, not by an id.
pub fn message_id(game_id: i64, channel: serenity::ChannelId) -> Option<serenity::MessageId> {
    let boards = boards().lock().unwrap_or_else(|e| e.into_inner());
    match boards.get(&game_id)? {
        BoardMessage::Posted(posted_in, message) if *posted_in == channel => Some(*message),
        BoardMessage::Answered {
            channel: answered_in,
            message: Some(message),
            ..
        } if *answered_in == channel => Some(*message),
        _ => None,
    }
}
