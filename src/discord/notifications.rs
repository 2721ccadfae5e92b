//! The DMs a player asked for in `/preferences`: the daily digest of the games where it is
//! their turn, and "about to lose on time". The host marks each before it is sent, so it goes
//! out once; a DM Discord refuses (closed DMs, error 50007) is noted once in the store and the
//! bot sends that player none until they change their preferences.

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;
use tracing::{error, info, warn};

use super::components::my_game_row;
use super::messages::relative_time;
use super::MESSAGE_CHARS;
use crate::host::{at_most_chars, DesignerNews, Host, Notice};
use crate::i18n::Text;

/// Discord's JSON error code for "Cannot send messages to this user".
const DMS_REFUSED: isize = 50007;

/// Send the DMs due now.
pub async fn send_due_notices(http: &serenity::Http, host: &Host) {
    let notices = match host.due_notices().await {
        Ok(notices) => notices,
        Err(e) => {
            error!(error = %e, "notification check failed");
            return;
        }
    };
    for notice in notices {
        let user_id = notice.user_id();
        match serenity::UserId::new(user_id)
            .direct_message(http, notice_message(&notice))
            .await
        {
            Ok(_) => {}
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
                if response.error.code == DMS_REFUSED =>
            {
                match host.note_dms_closed(user_id).await {
                    Ok(true) => info!(
                        user = user_id,
                        "the player takes no direct messages from the bot: none until they change their preferences"
                    ),
                    Ok(false) => {}
                    Err(e) => warn!(user = user_id, error = %e, "could not note closed DMs"),
                }
            }
            Err(e) => warn!(user = user_id, error = %e, "could not send a notification by DM"),
        }
    }
}

/// The DM of a notice, in the player's language.
pub fn notice_message(notice: &Notice) -> CreateMessage {
    let content = match notice {
        Notice::Digest {
            lang,
            games,
            my_turn,
            ..
        } => {
            let mut lines = vec![Text::new("notifications-digest")
                .arg("count", *my_turn as i64)
                .get(*lang)];
            // A DM knows no server's name: each row links to its game all the same.
            lines.extend(games.iter().map(|game| my_game_row(game, *lang, &|_| None)));
            if *my_turn > games.len() {
                lines.push(
                    Text::new("notifications-digest-more")
                        .arg("count", (*my_turn - games.len()) as i64)
                        .get(*lang),
                );
            }
            lines.join("\n")
        }
        Notice::AboutToLose {
            lang,
            kind,
            channel_id,
            deadline,
            ..
        } => Text::new("notifications-about-to-lose")
            .arg("game", kind.display_name())
            .arg("channel", format!("<#{channel_id}>"))
            .arg("when", relative_time(*deadline))
            .get(*lang),
        Notice::Designer {
            lang,
            news,
            design,
            channel_id,
            detail,
            ..
        } => {
            let id = match news {
                DesignerNews::Paused => "notifications-design-paused",
                DesignerNews::Approved => "notifications-design-approved",
                DesignerNews::Rejected => "notifications-design-rejected",
                DesignerNews::Withdrawn => "notifications-design-withdrawn",
            };
            let channel = channel_id.map_or_else(String::new, |c| format!("<#{c}>"));
            Text::new(id)
                .arg("game", design.as_str())
                .arg("channel", channel)
                .arg("detail", detail.replace('`', "'"))
                .get(*lang)
        }
    };
    CreateMessage::new()
        .content(at_most_chars(content, MESSAGE_CHARS))
        .allowed_mentions(serenity::CreateAllowedMentions::new())
}
