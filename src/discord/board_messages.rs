//! Which message shows each game's board now, as this bot process last posted or updated it:
//! a move made off Discord (on the web) edits that message rather than posting another. One
//! process, one set of boards, recorded wherever a board goes out (an answer to a click, a
//! command's reply, a post to the channel); after a restart, or where the bot may not edit,
//! the next board is posted anew instead.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use poise::serenity_prelude as serenity;

/// Games whose board messages are remembered at most (a few bytes each).
const REMEMBERED: usize = 100_000;

fn boards() -> &'static Mutex<HashMap<i64, (serenity::ChannelId, serenity::MessageId)>> {
    static BOARDS: OnceLock<Mutex<HashMap<i64, (serenity::ChannelId, serenity::MessageId)>>> =
        OnceLock::new();
    BOARDS.get_or_init(Default::default)
}

/// `message` in `channel` now shows game `game_id`'s board.
pub fn note(game_id: i64, channel: serenity::ChannelId, message: serenity::MessageId) {
    let mut boards = boards().lock().unwrap_or_else(|e| e.into_inner());
    if boards.len() >= REMEMBERED && !boards.contains_key(&game_id) {
        boards.clear();
    }
    boards.insert(game_id, (channel, message));
}

/// The message showing game `game_id`'s board in `channel`, if this process knows it.
pub fn of(game_id: i64, channel: serenity::ChannelId) -> Option<serenity::MessageId> {
    let boards = boards().lock().unwrap_or_else(|e| e.into_inner());
    boards
        .get(&game_id)
        .filter(|(c, _)| *c == channel)
        .map(|(_, m)| *m)
}
