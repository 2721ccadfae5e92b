//! Channel against channel on Discord (the rules are the host's, `host/team_matches.rs`).
//! `/play … team:True rival_channel:` names the challenged channel (a #mention, an id or a
//! link, so that a channel of another server can be named); the challenge is posted there with
//! `tm:GAME:y|n` (accept, decline), and the challenging channel's answer carries `tm:GAME:n`
//! (withdraw). Every board of the match is shown in both channels.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateAllowedMentions, CreateButton,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage,
};
use tracing::warn;

use super::invocation::{author, click_reader, place, posts_here, reader, refuse, reply_private};
use super::messages::board_parts;
use super::{place_of, user_of, user_text, Context, Data, Error};
use crate::games::{GameKind, Options};
use crate::host::{BoardView, Place, TeamAnswer, TeamChallengeView, TeamChannel};
use crate::i18n::{tr, Text};

/// The channel a `rival_channel:` text names: `<#id>`, a bare id, or a link to the channel
/// (or to a message in it).
pub fn channel_named(text: &str) -> Option<u64> {
    let text = text.trim();
    let id = if let Some(mention) = text.strip_prefix("<#") {
        mention.strip_suffix('>')?
    } else if let Some((_, path)) = text.split_once("/channels/") {
        // …/channels/GUILD/CHANNEL[/MESSAGE]
        let mut parts = path.split('/');
        let _guild = parts.next()?;
        parts.next()?
    } else {
        text
    };
    id.parse::<u64>().ok().filter(|&id| id != 0)
}

/// `/play game team:True rival_channel:…` from the challenging channel.
pub async fn challenge(
    ctx: Context<'_>,
    kind: GameKind,
    options: Options,
    vote_seconds: i64,
    rival: &str,
) -> Result<(), Error> {
    // Both channels see every board, most of them posted by the bot when a turn closes: it
    // must be a member here (a group DM or a server that only a user installed it for will
    // not do).
    if !posts_here(ctx) {
        return reply_private(ctx, Text::new("team-match-needs-bot")).await;
    }
    let Some(rival_id) = channel_named(rival) else {
        return reply_private(ctx, Text::new("team-match-bad-channel").arg("text", rival)).await;
    };
    // No deferral: a refusal stays private, and the challenge is the public answer.
    let Some(away) = team_channel(ctx.http(), rival_id).await else {
        return reply_private(ctx, Text::new("team-match-cannot-see")).await;
    };
    let home = TeamChannel {
        place: place(ctx),
        name: team_channel(ctx.http(), ctx.channel_id().get())
            .await
            .map(|c| c.name)
            .unwrap_or_else(|| format!("#{}", ctx.channel_id())),
    };
    let host = &ctx.data().host;
    let view = match host
        .challenge_channel(&home, &author(ctx), &away, kind, options, vote_seconds)
        .await
    {
        Ok(view) => view,
        Err(e) => return refuse(ctx, &e, "play").await,
    };
    // The challenged channel must see it, or the challenge is called off at once.
    let posted = serenity::ChannelId::new(view.away_channel)
        .send_message(ctx.http(), away_message(&view))
        .await;
    if let Err(e) = posted {
        warn!(game = view.game_id, channel = view.away_channel, error = %e, "could not post a team challenge");
        if let Err(e) = host
            .answer_team_challenge(view.game_id, home.place, &author(ctx), false)
            .await
        {
            user_text(&e, "withdraw an unposted team challenge", reader(ctx));
        }
        return reply_private(
            ctx,
            Text::new("team-match-cannot-post").arg("channel", &away.name),
        )
        .await;
    }
    // The deadline loop posts the match's boards there, even after a restart.
    if let Err(e) = host.note_channel_reach(view.away_channel, true).await {
        user_text(&e, "note a challenged channel's reach", reader(ctx));
    }
    // The channel sees its challenge, with a way to withdraw it.
    ctx.send(
        CreateReply::default()
            .content(&view.home_text)
            .components(home_buttons(&view))
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// A guild text channel the bot can see, as a team ("#name").
async fn team_channel(http: &serenity::Http, channel_id: u64) -> Option<TeamChannel> {
    match serenity::ChannelId::new(channel_id).to_channel(http).await {
        Ok(serenity::Channel::Guild(channel)) => Some(TeamChannel {
            place: Place {
                guild_id: Some(channel.guild_id.get()),
                channel_id,
            },
            name: format!("#{}", channel.name),
        }),
        Ok(_) => None,
        Err(e) => {
            warn!(channel = channel_id, error = %e, "could not see a channel named for a team match");
            None
        }
    }
}

/// The challenge in the challenged channel, with Accept and Decline while it is open.
fn away_message(view: &TeamChallengeView) -> CreateMessage {
    CreateMessage::new()
        .content(&view.away_text)
        .components(away_buttons(view))
        .allowed_mentions(CreateAllowedMentions::new())
}

fn away_buttons(view: &TeamChallengeView) -> Vec<CreateActionRow> {
    if view.status != crate::store::Status::Challenge {
        return Vec::new();
    }
    let lang = view.away_lang;
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(format!("tm:{}:y", view.game_id))
            .label(tr(lang, "team-match-accept"))
            .style(ButtonStyle::Success),
        CreateButton::new(format!("tm:{}:n", view.game_id))
            .label(tr(lang, "team-match-decline"))
            .style(ButtonStyle::Danger),
    ])]
}

/// Withdraw, under the challenge in the challenging channel while it is open.
fn home_buttons(view: &TeamChallengeView) -> Vec<CreateActionRow> {
    if view.status != crate::store::Status::Challenge {
        return Vec::new();
    }
    vec![CreateActionRow::Buttons(vec![CreateButton::new(format!(
        "tm:{}:n",
        view.game_id
    ))
    .label(tr(view.home_lang, "team-match-withdraw"))
    .style(ButtonStyle::Secondary)])]
}

/// A click on `tm:GAME:y|n`: the clicked message becomes the answer (the board, or the closed
/// challenge), and the other channel is told.
pub async fn answer_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    answer: &str,
) {
    let lang = click_reader(click);
    let Ok(game_id) = game.parse::<i64>() else {
        return answer_privately(ctx, click, tr(lang, "click-damaged-button")).await;
    };
    let place = place_of(click.guild_id, click.channel_id);
    let user = user_of(&click.user, click.member.as_ref(), &click.locale);
    let answered = data
        .host
        .answer_team_challenge(game_id, place, &user, answer == "y")
        .await;
    let here = click.channel_id.get();
    match answered {
        Ok(TeamAnswer::Started(view)) => {
            let parts = board_parts(&view);
            let board = CreateInteractionResponseMessage::new()
                .content(parts.content)
                .embed(parts.embed)
                .files([parts.file])
                .components(parts.components)
                .allowed_mentions(parts.mentions);
            respond(ctx, click, CreateInteractionResponse::UpdateMessage(board)).await;
            show_in_other_channel(&ctx.http, &view, here).await;
        }
        Ok(TeamAnswer::Closed(view)) => {
            let (text, other, other_text) = if here == view.home_channel {
                (&view.home_text, view.away_channel, &view.away_text)
            } else {
                (&view.away_text, view.home_channel, &view.home_text)
            };
            let closed = CreateInteractionResponseMessage::new()
                .content(text)
                .components(Vec::new())
                .allowed_mentions(CreateAllowedMentions::new());
            respond(ctx, click, CreateInteractionResponse::UpdateMessage(closed)).await;
            let note = CreateMessage::new()
                .content(other_text)
                .allowed_mentions(CreateAllowedMentions::new());
            if let Err(e) = serenity::ChannelId::new(other)
                .send_message(&ctx.http, note)
                .await
            {
                warn!(game = game_id, channel = other, error = %e, "could not tell a channel its team challenge closed");
            }
        }
        Err(e) => answer_privately(ctx, click, user_text(&e, "team challenge answer", lang)).await,
    }
}

/// A team match's board goes to both channels: this posts it to the one it was not shown in
/// (`shown_in`). Other games have no second channel.
pub async fn show_in_other_channel(http: &serenity::Http, view: &BoardView, shown_in: u64) {
    let Some(rival) = view.rival_channel else {
        return;
    };
    let other = if shown_in == view.channel_id {
        rival
    } else {
        view.channel_id
    };
    if let Err(e) = serenity::ChannelId::new(other)
        .send_message(http, board_parts(view).into_message())
        .await
    {
        warn!(game = view.game_id, channel = other, error = %e, "could not show a team match's board");
    }
}

async fn respond(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    response: CreateInteractionResponse,
) {
    if let Err(e) = click.create_response(&ctx.http, response).await {
        warn!(custom_id = %click.data.custom_id, error = %e, "could not answer a team challenge click");
    }
}

async fn answer_privately(ctx: &serenity::Context, click: &ComponentInteraction, text: String) {
    let reply = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    respond(ctx, click, reply).await;
}

#[cfg(test)]
mod tests {
    use super::channel_named;

    #[test]
    fn a_channel_is_named_by_mention_id_or_link() {
        assert_eq!(channel_named("<#123>"), Some(123));
        assert_eq!(channel_named(" 456 "), Some(456));
        assert_eq!(
            channel_named("https://discord.com/channels/1/789"),
            Some(789)
        );
        assert_eq!(
            channel_named("https://ptb.discord.com/channels/1/789/1011"),
            Some(789)
        );
        assert_eq!(channel_named("general"), None);
        assert_eq!(channel_named("<#0>"), None);
        assert_eq!(channel_named("https://discord.com/channels/1"), None);
    }
}
