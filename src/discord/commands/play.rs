//! `/play`: a challenge to someone, a game against the AI, or a channel's team game; and
//! whether the bot may answer where it was asked.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::super::arguments::{parse_duration, parse_options, parse_time_control, TimeControl};
use super::super::invocation::{author, place, posts_here, refuse, reply_private, GameArg};
use super::super::messages::{challenge_components, challenge_content};
use super::super::{user_of, Context, Error};
use super::board_answer::board_or_refusal;
use crate::ai::Level;
use crate::host::GameTerms;
use crate::i18n::Text;

/// Whether the command came from the bot's own DM with its user.
fn in_bot_dm(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => {
            a.interaction.context == Some(serenity::InteractionContext::BotDm)
                || (a.interaction.context.is_none() && a.interaction.guild_id.is_none())
        }
        poise::Context::Prefix(_) => false,
    }
}

/// Whether Discord forces every answer here to be private (see `reach`).
fn answers_forced_private(ctx: Context<'_>) -> bool {
    let poise::Context::Application(a) = ctx else {
        return false;
    };
    super::super::reach::answers_forced_private(
        posts_here(ctx),
        a.interaction.guild_id,
        a.interaction.app_permissions,
    )
}

/// The first permission the bot lacks in this channel to post boards, by Discord's name
/// (from the interaction's `app_permissions`; `None` when it has them all, or in a DM).
fn missing_bot_permissions(ctx: Context<'_>) -> Option<Text> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    a.interaction.guild_id?;
    let have = a.interaction.app_permissions?;
    let in_thread = a.interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    });
    let send = if in_thread {
        (
            serenity::Permissions::SEND_MESSAGES_IN_THREADS,
            Text::new("perm-send-messages-in-threads"),
        )
    } else {
        (
            serenity::Permissions::SEND_MESSAGES,
            Text::new("perm-send-messages"),
        )
    };
    [
        (
            serenity::Permissions::VIEW_CHANNEL,
            Text::new("perm-view-channel"),
        ),
        send,
        (
            serenity::Permissions::EMBED_LINKS,
            Text::new("perm-embed-links"),
        ),
        (
            serenity::Permissions::ATTACH_FILES,
            Text::new("perm-attach-files"),
        ),
    ]
    .into_iter()
    .find(|(needed, _)| !have.contains(*needed))
    .map(|(_, name)| name)
}

/// How strong the AI opponent plays.
#[derive(poise::ChoiceParameter, Clone, Copy)]
pub enum AiChoice {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
    Hard,
}

impl From<AiChoice> for Level {
    fn from(c: AiChoice) -> Level {
        match c {
            AiChoice::Easy => Level::Easy,
            AiChoice::Medium => Level::Medium,
            AiChoice::Hard => Level::Hard,
        }
    }
}

/// Challenge someone to a game in this channel, or practise against the AI.
// Poise makes each argument one of the command's options: the count is the command's.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub(super) async fn play(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::invocation::autocomplete_game"] game: GameArg,
    opponent: Option<serenity::User>,
    ai: Option<AiChoice>,
    options: Option<String>,
    rated: Option<bool>,
    #[max_length = 50] time: Option<String>,
    team: Option<bool>,
    vote_time: Option<String>,
    #[max_length = 200] rival_channel: Option<String>,
) -> Result<(), Error> {
    let game = match game.kind(ctx).await {
        Ok(kind) => kind,
        Err(e) => return refuse(ctx, &e, "play").await,
    };
    let posts = posts_here(ctx);
    if posts {
        if let Some(missing) = missing_bot_permissions(ctx) {
            return reply_private(
                ctx,
                Text::new("play-missing-permission").arg("permission", missing),
            )
            .await;
        }
    } else if answers_forced_private(ctx) {
        return reply_private(ctx, Text::new("play-answers-forced-private")).await;
    }
    // The deadline loop must know whether it may post here, even after a restart.
    if let Err(e) = ctx
        .data()
        .host
        .note_channel_reach(ctx.channel_id().get(), posts)
        .await
    {
        return refuse(ctx, &e, "play").await;
    }
    let mut options = match parse_options(options.as_deref()) {
        Ok(o) => o,
        Err(why) => return reply_private(ctx, why).await,
    };
    // `time:` sets the time per move or the clock (overriding a `clock` among the options).
    let mut turn_seconds = None;
    if let Some(text) = time.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        match parse_time_control(text) {
            Some(TimeControl::PerMove(seconds)) => turn_seconds = Some(seconds),
            Some(TimeControl::Clock(clock)) => {
                options.insert(crate::games::clock::CLOCK_OPTION.to_string(), clock);
            }
            None => return reply_private(ctx, Text::new("play-bad-time").arg("time", text)).await,
        }
    }
    let terms = GameTerms {
        options,
        rated: rated.unwrap_or(true),
        turn_seconds,
    };
    let challenger = author(ctx);
    if team == Some(true) || rival_channel.is_some() {
        // The channel plays together, against the AI or another channel.
        if opponent.is_some() || (ai.is_some() && rival_channel.is_some()) {
            return reply_private(ctx, Text::new("team-against-ai-only")).await;
        }
        // A team's turn lasts `vote_time`: a time per move would say something else.
        if time.is_some() {
            return reply_private(ctx, Text::new("play-time-not-for-teams")).await;
        }
        let seconds = match vote_time.as_deref().map(parse_duration) {
            None => DEFAULT_VOTE_SECONDS,
            Some(Some(seconds)) => seconds,
            Some(None) => {
                let text = vote_time.unwrap_or_default();
                return reply_private(ctx, Text::new("settings-bad-timer").arg("text", text)).await;
            }
        };
        if let Some(rival) = rival_channel {
            return super::super::team_matches::challenge(
                ctx,
                game,
                terms.options,
                seconds,
                &rival,
            )
            .await;
        }
        let level = ai.map_or(Level::Medium, Level::from);
        ctx.defer().await?;
        let result = ctx
            .data()
            .host
            .start_team_game(place(ctx), &challenger, game, terms.options, level, seconds)
            .await;
        return board_or_refusal(ctx, result).await;
    }
    let bot_id = ctx.framework().bot_id();
    let opponent = match (opponent, ai) {
        (_, Some(level)) => Err(Level::from(level)),
        (Some(o), None) if o.id == bot_id => Err(Level::Medium),
        (Some(o), None) => Ok(o),
        (None, None) => return reply_private(ctx, Text::new("play-pick-opponent")).await,
    };
    let opponent = match opponent {
        Ok(o) => o,
        Err(level) => {
            // The AI may answer at once with its first search: think in public, not in silence.
            ctx.defer().await?;
            let result = ctx
                .data()
                .host
                .start_ai_game(place(ctx), &challenger, game, terms, level)
                .await;
            return board_or_refusal(ctx, result).await;
        }
    };
    // In the bot's own DM nobody else can see the challenge: people meet in a group DM, a DM
    // with each other, or a server.
    if in_bot_dm(ctx) {
        return reply_private(ctx, Text::new("play-bot-dm-needs-ai")).await;
    }
    // The opponent's language is unknown until they click; nothing private goes to them here.
    let opponent_user = user_of(&opponent, None, "");
    match ctx
        .data()
        .host
        .challenge(place(ctx), &challenger, &opponent_user, game, terms)
        .await
    {
        Ok(view) => {
            ctx.send(
                CreateReply::default()
                    .content(challenge_content(&view))
                    .components(challenge_components(&view))
                    .allowed_mentions(
                        serenity::CreateAllowedMentions::new()
                            .users(vec![serenity::UserId::new(view.players[1])]),
                    ),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "play").await,
    }
}

/// A channel team's turn stays open this long unless `/play vote_time:` says otherwise.
const DEFAULT_VOTE_SECONDS: i64 = 120;
