//! Moves made off Discord (on the web pages) shown in their game's channel: the host publishes
//! each change with where it was made (`host::ChangeSource`); this follows them and edits the
//! board's message to the new board where the bot may (else posts it). Changes the database
//! announces are another process's (a separate `boardbot web`), unless this process committed
//! that version itself: those are told apart by version, after a short wait, since the
//! database's word can come before this process's own. Where the bot may not post, the next
//! click or command shows the board.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::Instant;
use tracing::warn;

use super::board_messages;
use super::reach::Voice;
use crate::host::{ChangeSource, GameChange, Host};

/// How long an announced change waits for this process's own word on the same version.
const OWN_WORD_WAIT: Duration = Duration::from_millis(300);

/// Games whose versions are remembered at most (a few bytes each).
const REMEMBERED_GAMES: usize = 100_000;

/// Follow the host's changes until the process stops.
pub fn show_moves_made_elsewhere(http: Arc<serenity::Http>, host: Host) {
    let mut changes = host.game_changes();
    tokio::spawn(async move {
        // The highest version this process committed, and shown from elsewhere, per game.
        let mut committed_here: HashMap<i64, i64> = HashMap::new();
        let mut shown: HashMap<i64, i64> = HashMap::new();
        let mut waiting: Vec<(Instant, GameChange)> = Vec::new();
        loop {
            let next_due = waiting.iter().map(|(at, _)| *at).min();
            let received = tokio::select! {
                received = changes.recv() => Some(received),
                () = sleep_until(next_due) => None,
            };
            match received {
                Some(Ok(change)) => match change.source {
                    ChangeSource::Here => {
                        // A game's end is heard back from the database like any change:
                        // its entry stays (the maps start again empty past a bound).
                        if committed_here.len() >= REMEMBERED_GAMES {
                            committed_here.clear();
                        }
                        let seen = committed_here.entry(change.game_id).or_default();
                        *seen = (*seen).max(change.version);
                    }
                    ChangeSource::Web => show(&http, &host, change, &mut shown).await,
                    ChangeSource::Elsewhere if host.shards().owns(change.guild_id) => {
                        waiting.push((Instant::now() + OWN_WORD_WAIT, change));
                    }
                    ChangeSource::Elsewhere => {}
                },
                Some(Err(RecvError::Lagged(missed))) => {
                    warn!(
                        missed,
                        "fell behind the game changes; some web moves show at the next click"
                    );
                }
                Some(Err(RecvError::Closed)) => return,
                None => {}
            }
            let now = Instant::now();
            let (due, later): (Vec<_>, Vec<_>) = waiting.drain(..).partition(|(at, _)| *at <= now);
            waiting = later;
            for (_, change) in due {
                let ours = committed_here
                    .get(&change.game_id)
                    .is_some_and(|v| *v >= change.version);
                if !ours {
                    show(&http, &host, change, &mut shown).await;
                }
            }
        }
    });
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// Show the game's board as it stands now in its channel (once per version: a change can be
/// heard twice): its board message edited, or the board posted where the bot may post.
async fn show(
    http: &serenity::Http,
    host: &Host,
    change: GameChange,
    shown: &mut HashMap<i64, i64>,
) {
    if shown
        .get(&change.game_id)
        .is_some_and(|v| *v >= change.version)
    {
        return;
    }
    if shown.len() >= REMEMBERED_GAMES {
        shown.clear();
    }
    shown.insert(change.game_id, change.version);
    let view = match host.current_board(change.game_id).await {
        Ok(Some(view)) if view.version >= change.version => view,
        Ok(_) => return,
        Err(e) => {
            warn!(game = change.game_id, error = %e, "could not read a board changed elsewhere");
            return;
        }
    };
    // The message that shows the board is edited where the bot may (its own message, or an
    // interaction's answer while its token lasts); failing that (deleted, expired, or unknown
    // since a restart) the board is posted anew where the bot may post.
    if view.paused {
        // A move on the web paused the game: its designer hears of it now.
        super::notifications::send_due_notices(http, host).await;
    }
    let channel = serenity::ChannelId::new(view.channel_id);
    if let Some(message) = board_messages::of(view.game_id, channel) {
        match message.edit(http, &view).await {
            Ok(()) => return,
            Err(e) => {
                warn!(game = change.game_id, error = %e, "could not edit the board's message; posting the board")
            }
        }
    }
    let voice = Voice::without_interaction(host, view.channel_id).await;
    if let Err(e) = voice.post_board(http, &view).await {
        warn!(game = change.game_id, error = %e, "could not show a move made on the web");
    }
}
