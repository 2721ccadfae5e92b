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

/// A game as a slash-command option: what the player typed or picked (a game's id or name),
/// read where the command runs, since a server's designed games follow the five native ones
/// (see [`GameArg::kind`]). Offered by [`autocomplete_game`].
pub struct GameArg(pub String);

#[poise::async_trait]
impl poise::SlashArgument for GameArg {
    async fn extract(
        _: &serenity::Context,
        _: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<Self, poise::SlashArgError> {
        match value {
            serenity::ResolvedValue::String(s) => Ok(GameArg(s.to_string())),
            _ => Err(poise::SlashArgError::new_command_structure_mismatch(
                "expected a game id",
            )),
        }
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        builder
            .kind(serenity::CommandOptionType::String)
            .max_length(100)
    }
}

impl GameArg {
    /// The game it names where the command runs (the server's version of a designed game).
    pub async fn kind(&self, ctx: Context<'_>) -> Result<GameKind, crate::host::HostError> {
        let guild = ctx.guild_id().map(|g| g.get());
        ctx.data().host.game_named(guild, &self.0).await
    }
}

/// The games a player may name here whose name or id holds what they typed: the five, then the
/// server's designed games.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let guild = ctx.guild_id().map(|g| g.get());
    let games = ctx
        .data()
        .host
        .games_offered(guild)
        .await
        .unwrap_or_else(|e| {
            user_text(&e, "autocomplete", reader(ctx));
            GameKind::ALL
                .iter()
                .map(|k| (k.display_name().to_string(), k.id().to_string()))
                .collect()
        });
    let typed = partial.trim().to_lowercase();
    serenity::CreateAutocompleteResponse::new().set_choices(
        games
            .into_iter()
            .filter(|(name, id)| {
                name.to_lowercase().contains(&typed) || id.to_lowercase().contains(&typed)
            })
            .take(25)
            .map(|(name, id)| serenity::AutocompleteChoice::new(name, id))
            .collect(),
    )
}

/// The roles the invoking member holds in the server.
pub fn member_roles(ctx: Context<'_>) -> Vec<u64> {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(_) => Vec::new(),
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
