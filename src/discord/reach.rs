//! Where the bot may speak. In a server that invited it, and in its own DM with a player, it
//! posts to the channel. Where a player installed the app to their own account and the bot is
//! no member (a group DM, a DM between two people, a server that never invited it), it may only
//! answer interactions: its first answer, edits of it, and at most five follow-ups within the
//! token's 15 minutes. [`Voice`] is how a board reaches the players besides the answer itself.

use poise::serenity_prelude as serenity;
use serenity::{AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, InteractionContext};

use super::messages::board_parts;
use crate::host::{BoardView, Host};

/// Whether the bot may post of its own accord in the channel of an interaction with this
/// `context`, `owners` and `guild`: in its own DM, and in a server that installed it.
pub fn posts_here(
    context: Option<InteractionContext>,
    owners: &AuthorizingIntegrationOwners,
    guild: Option<serenity::GuildId>,
) -> bool {
    match context {
        Some(InteractionContext::BotDm) => true,
        Some(InteractionContext::PrivateChannel) => false,
        // A payload without owners predates user installs: the bot was invited.
        _ if owners.0.is_empty() => true,
        _ => owners.0.iter().any(|owner| match owner {
            AuthorizingIntegrationOwner::GuildInstall(g) => g.is_some() && *g == guild,
            _ => false,
        }),
    }
}

/// Discord makes every answer private in a server where the member may not use external apps
/// (and the bot is no member there): a public game nobody can see is worse than none.
pub fn answers_forced_private(
    posts: bool,
    guild: Option<serenity::GuildId>,
    app_permissions: Option<serenity::Permissions>,
) -> bool {
    !posts && guild.is_some() && app_permissions.is_some_and(|p| !p.use_external_apps())
}

/// How a board reaches a channel besides the answer to the interaction at hand (the AI's
/// reply, a board after a private step).
#[derive(Clone, Debug)]
pub enum Voice {
    /// A channel the bot may post to.
    Channel(serenity::ChannelId),
    /// A follow-up on this interaction token (the bot may not post to the channel).
    Followup(String),
    /// Nobody to tell now (no interaction at hand, and the bot may not post): the
    /// conversation learns of it at its next click or command.
    Silent,
}

impl Voice {
    /// The voice of an interaction in `channel`.
    pub fn of(posts: bool, channel: serenity::ChannelId, token: &str) -> Voice {
        if posts {
            Voice::Channel(channel)
        } else {
            Voice::Followup(token.to_string())
        }
    }

    /// The voice for news with no interaction at hand (the deadline loop).
    pub async fn without_interaction(host: &Host, channel_id: u64) -> Voice {
        if host.posts_in(channel_id).await {
            Voice::Channel(serenity::ChannelId::new(channel_id))
        } else {
            Voice::Silent
        }
    }

    /// Show `view` to the channel.
    pub async fn post_board(
        &self,
        http: &serenity::Http,
        view: &BoardView,
    ) -> Result<(), serenity::Error> {
        match self {
            Voice::Channel(channel) => {
                let posted = channel
                    .send_message(http, board_parts(view).into_message())
                    .await?;
                super::board_messages::note(
                    view.game_id,
                    super::board_messages::BoardMessage::Posted(*channel, posted.id),
                );
            }
            Voice::Followup(token) => {
                use serenity::Builder;
                let posted = board_parts(view)
                    .into_followup()
                    .execute(http, (None, token.as_str()))
                    .await?;
                super::board_messages::note(
                    view.game_id,
                    super::board_messages::BoardMessage::Answered {
                        channel: posted.channel_id,
                        token: token.clone(),
                        message: Some(posted.id),
                        since: std::time::Instant::now(),
                    },
                );
            }
            Voice::Silent => {
                tracing::info!(
                    game = view.game_id,
                    "no interaction at hand: the next click shows the board"
                );
            }
        }
        Ok(())
    }
}
