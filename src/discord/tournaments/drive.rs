//! The tournament tick, run by the periodic loop and at once when a tournament game ends, and
//! what it asks to post: starts, standings after each round, the podium, and each paired game
//! in its own thread with its board and both players pinged.

use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateAllowedMentions, CreateMessage};
use tracing::{info, warn};

use super::posts::{refresh_signup, standings_attachment, standings_caption};
use crate::discord::messages::board_parts;
use crate::discord::web_links::web_button;
use crate::host::tournaments::{PendingGame, StandingsView, TournamentUpdate};
use crate::host::Host;
use crate::i18n::Text;

/// Run the tournament tick and post what it says: the loop calls this every few seconds, and
/// commands that change a tournament call it at once.
pub async fn drive(http: std::sync::Arc<serenity::Http>, host: Host) {
    drive_with(http, host, None).await
}

/// [`drive`] for the tournament of game `game_id` alone, which just ended (nothing for a game
/// outside tournaments).
pub async fn drive_after_game(http: std::sync::Arc<serenity::Http>, host: Host, game_id: i64) {
    drive_with(http, host, Some(game_id)).await
}

async fn drive_with(http: std::sync::Arc<serenity::Http>, host: Host, ended: Option<i64>) {
    // One pass at a time in this process: two passes would open two threads for one game.
    static DRIVING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let _one = DRIVING.lock().await;
    let updates = match ended {
        Some(game_id) => host.tournament_after_game(game_id).await,
        None => host.tournament_tick().await,
    };
    let updates = match updates {
        Ok(updates) => updates,
        Err(e) => {
            warn!(error = %e, "tournament tick failed");
            return;
        }
    };
    for update in updates {
        match update {
            TournamentUpdate::Started(view) => {
                let text = Text::new("tournament-started")
                    .arg("number", view.record.id)
                    .arg("count", view.players.len());
                say(&http, view.record.channel_id, text.get(view.lang)).await;
                refresh_signup(&http, &view).await;
            }
            TournamentUpdate::CancelledTooFew(view) => {
                let text = Text::new("tournament-cancelled-too-few").arg("number", view.record.id);
                say(&http, view.record.channel_id, text.get(view.lang)).await;
                refresh_signup(&http, &view).await;
            }
            TournamentUpdate::Standings(view) => {
                post_standings(&http, &view, None).await;
                refresh_signup(&http, &view.tournament).await;
            }
            TournamentUpdate::Finished(view) => {
                let podium = view.podium();
                let text = Text::new("tournament-winner")
                    .arg("number", view.tournament.record.id)
                    .arg("winner", podium.first().copied().unwrap_or("—"))
                    .arg("second", podium.get(1).copied().unwrap_or("—"))
                    .arg("third", podium.get(2).copied().unwrap_or("—"));
                post_standings(&http, &view, Some(text.get(view.tournament.lang))).await;
                refresh_signup(&http, &view.tournament).await;
            }
            TournamentUpdate::GamesToStart(games) => {
                for game in games {
                    start_game(&http, &host, game).await;
                }
            }
        }
    }
}

/// Discord refused for want of a permission (403, "Missing Permissions").
fn is_missing_permissions(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.status_code == serenity::StatusCode::FORBIDDEN
    )
}

/// The tournament's games cannot open their threads: say which permission is missing, once
/// per tournament in this process (the tick tries again every few seconds).
async fn say_threads_missing(http: &serenity::Http, game: &PendingGame) {
    static TOLD: std::sync::Mutex<Vec<i64>> = std::sync::Mutex::new(Vec::new());
    {
        let mut told = TOLD
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if told.contains(&game.tournament_id) {
            return;
        }
        told.push(game.tournament_id);
    }
    let text = Text::new("tournament-threads-missing").arg("number", game.tournament_id);
    let lang = game.lang;
    say(http, game.channel_id, text.get(lang)).await;
}

async fn say(http: &serenity::Http, channel: u64, text: String) {
    let message = CreateMessage::new()
        .content(text)
        .allowed_mentions(CreateAllowedMentions::new());
    if let Err(e) = serenity::ChannelId::new(channel)
        .send_message(http, message)
        .await
    {
        warn!(channel, error = %e, "could not post a tournament message");
    }
}

async fn post_standings(http: &serenity::Http, view: &StandingsView, headline: Option<String>) {
    let caption = standings_caption(view);
    let content = match headline {
        Some(h) => format!("{h}\n{caption}"),
        None => caption,
    };
    let mut message = CreateMessage::new()
        .content(content)
        .add_file(standings_attachment(view).await)
        .allowed_mentions(CreateAllowedMentions::new());
    if let Some(url) = &view.page_url {
        message = message.components(vec![CreateActionRow::Buttons(vec![web_button(
            url,
            view.tournament.lang,
        )])]);
    }
    let channel = view.tournament.record.channel_id;
    if let Err(e) = serenity::ChannelId::new(channel)
        .send_message(http, message)
        .await
    {
        warn!(channel, error = %e, "could not post tournament standings");
    }
}

/// Open a paired game's thread (unless a restart finds one already), start the game there and
/// post its board, pinging both players.
async fn start_game(http: &serenity::Http, host: &Host, game: PendingGame) {
    let thread = match game.thread_id {
        Some(thread) => thread,
        None => {
            let create = serenity::CreateThread::new(game.thread_name.clone())
                .kind(serenity::ChannelType::PublicThread);
            match serenity::ChannelId::new(game.channel_id)
                .create_thread(http, create)
                .await
            {
                Ok(thread) => {
                    let thread = thread.id.get();
                    match host.claim_tournament_thread(game.pairing_id, thread).await {
                        Ok(true) => thread,
                        Ok(false) => return,
                        Err(e) => {
                            warn!(pairing = game.pairing_id, error = %e, "could not keep a game's thread");
                            return;
                        }
                    }
                }
                Err(e) => {
                    warn!(pairing = game.pairing_id, error = %e, "could not open a tournament game's thread");
                    if is_missing_permissions(&e) {
                        say_threads_missing(http, &game).await;
                    }
                    return;
                }
            }
        }
    };
    let view = match host
        .start_tournament_game(game.tournament_id, game.pairing_id)
        .await
    {
        Ok(Some(view)) => view,
        Ok(None) => return,
        Err(e) => {
            warn!(pairing = game.pairing_id, error = %e, "could not start a tournament game");
            return;
        }
    };
    let parts = board_parts(&view);
    let ping = Text::new("tournament-game-ping")
        .arg("first", format!("<@{}>", view.players[0]))
        .arg("second", format!("<@{}>", view.players[1]))
        .get(view.lang);
    let message = CreateMessage::new()
        .content(format!("{ping}\n{}", parts.content))
        .embed(parts.embed)
        .add_file(parts.file)
        .components(parts.components)
        .allowed_mentions(
            CreateAllowedMentions::new().users(view.players.map(serenity::UserId::new).to_vec()),
        );
    if let Err(e) = serenity::ChannelId::new(thread)
        .send_message(http, message)
        .await
    {
        warn!(thread, error = %e, "could not post a tournament game's board");
    }
    info!(
        tournament = game.tournament_id,
        thread, "tournament game posted"
    );
}
