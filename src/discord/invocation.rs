//! What every command needs about its invocation: the languages of its reader and of the
//! channel, who sent it and where, private answers and refusals, the latency metric's hooks,
//! and the game option.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::ComponentInteraction;

use super::reach::Voice;
use super::{place_of, user_of, user_text, Context, Error};
use crate::games::GameKind;
use crate::i18n::{Lang, Text};

/// A game as a slash-command option: a string choice whose value is the game's id.
pub struct GameArg(pub GameKind);

#[poise::async_trait]
impl poise::SlashArgument for GameArg {
    async fn extract(
        _: &serenity::Context,
        _: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<Self, poise::SlashArgError> {
        match value {
            serenity::ResolvedValue::String(s) => GameKind::native_from_id(s).map(GameArg).ok_or(
                poise::SlashArgError::new_command_structure_mismatch("unknown game"),
            ),
            _ => Err(poise::SlashArgError::new_command_structure_mismatch(
                "expected a game id",
            )),
        }
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        GameKind::ALL
            .iter()
            .fold(builder.kind(serenity::CommandOptionType::String), |b, k| {
                b.add_string_choice(k.display_name(), k.id())
            })
    }
}

/// Before a command runs: start its clock, for the latency metric, and tell the host the
/// server's language.
pub async fn started(ctx: Context<'_>) {
    ctx.set_invocation_data(std::time::Instant::now()).await;
    if let (Some(guild), poise::Context::Application(a)) = (ctx.guild_id(), ctx) {
        if let Some(locale) = &a.interaction.guild_locale {
            super::note_guild_locale(&ctx.data().host, guild.get(), locale).await;
        }
    }
}

/// Whether the bot may post of its own accord in the command's channel (see `reach`).
pub fn posts_here(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => super::reach::posts_here(
            a.interaction.context,
            &a.interaction.authorizing_integration_owners,
            a.interaction.guild_id,
        ),
        poise::Context::Prefix(_) => true,
    }
}

/// How boards reach the command's channel besides the answer (see `reach`).
pub fn voice(ctx: Context<'_>) -> Voice {
    match ctx {
        poise::Context::Application(a) => Voice::of(
            posts_here(ctx),
            a.interaction.channel_id,
            &a.interaction.token,
        ),
        poise::Context::Prefix(p) => Voice::Channel(p.msg.channel_id),
    }
}

/// Whether the bot may post of its own accord in the click's channel.
pub fn click_posts_here(click: &ComponentInteraction) -> bool {
    super::reach::posts_here(
        click.context,
        &click.authorizing_integration_owners,
        click.guild_id,
    )
}

/// How boards reach the click's channel besides the answer.
pub fn click_voice(click: &ComponentInteraction) -> Voice {
    Voice::of(click_posts_here(click), click.channel_id, &click.token)
}

/// The language of the person who used the command: private answers are in it.
pub fn reader(ctx: Context<'_>) -> Lang {
    Lang::from_locale(ctx.locale().unwrap_or_default())
}

/// The language of the channel's readers: the server's (in a DM, the reader's own).
pub fn public_lang(ctx: Context<'_>) -> Lang {
    match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        _ => None,
    }
    .map_or_else(|| reader(ctx), Lang::from_locale)
}

/// After a command answered (a board, or a polite refusal).
pub async fn answered(ctx: Context<'_>) {
    if let Some(started) = ctx.invocation_data::<std::time::Instant>().await {
        crate::metrics::interaction("command", "ok", started.elapsed());
    }
}

/// A command failed: Discord refused its answer.
pub async fn failed(ctx: Context<'_>) {
    if let Some(started) = ctx.invocation_data::<std::time::Instant>().await {
        crate::metrics::interaction("command", "unanswered", started.elapsed());
    }
}

/// Answer privately, in the reader's language.
pub async fn reply_private(ctx: Context<'_>, text: Text) -> Result<(), Error> {
    ctx.send(
        CreateReply::default()
            .content(text.get(reader(ctx)))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Answer privately why a host call was refused (or that something broke on our side).
pub async fn refuse(
    ctx: Context<'_>,
    error: &crate::host::HostError,
    context: &str,
) -> Result<(), Error> {
    let text = user_text(error, context, reader(ctx));
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

pub fn place(ctx: Context<'_>) -> crate::host::Place {
    place_of(ctx.guild_id(), ctx.channel_id())
}

pub fn author(ctx: Context<'_>) -> crate::host::User {
    // Only slash commands are registered; their member carries the permissions we need.
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        _ => None,
    };
    user_of(ctx.author(), member, ctx.locale().unwrap_or_default())
}

/// The language of the person who clicked: private answers are in it.
pub fn click_reader(click: &ComponentInteraction) -> Lang {
    Lang::from_locale(&click.locale)
}

/// The language of the channel's readers: the server's (in a DM, the clicker's own).
pub fn click_public_lang(click: &ComponentInteraction) -> Lang {
    click
        .guild_locale
        .as_deref()
        .map_or_else(|| click_reader(click), Lang::from_locale)
}
