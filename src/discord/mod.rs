//! The Discord front end (poise + serenity): slash commands and buttons become host calls;
//! host answers become messages. No game or hosting rule lives here.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::config::Config;
use crate::host::{Host, HostError, Place, User};

mod commands;
mod components;
mod messages;
mod shards;

/// Shared by every command and event handler.
pub struct Data {
    pub host: Host,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What users see when something breaks on our side. The details go to the log only.
pub const APOLOGY: &str =
    "Sorry, something went wrong on our side. Nothing was changed; please try again in a moment.";

/// Connect to Discord (or whatever `DISCORD_API_BASE` names) and serve until stopped.
pub async fn run(config: Config, host: Host) -> anyhow::Result<()> {
    let token = config
        .discord_token
        .clone()
        .ok_or_else(|| anyhow::anyhow!("DISCORD_TOKEN is not set"))?;
    let dev_guild = config.dev_guild_id;
    let check_every = Duration::from_secs(config.deadline_check_seconds);
    let mut http = serenity::HttpBuilder::new(token.expose());
    if let Some(base) = &config.discord_api_base {
        // serenity only honours the proxy with its own rate limiter off; a proxy in front of
        // Discord (or the fake Discord of the tests) handles limits instead.
        http = http.proxy(base.as_str()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let plan = shards::ShardPlan::resolve(&config, &http).await?;
    host.store().prepare_for_shards(&plan.filter).await?;
    let host = host.with_shards(plan.filter);
    let store = host.store().clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(on_error(e)),
            pre_command: |ctx| Box::pin(commands::started(ctx)),
            post_command: |ctx| Box::pin(commands::answered(ctx)),
            event_handler: |framework, event| {
                Box::pin(on_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match dev_guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                            .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                tokio::spawn(enforce_deadlines(
                    ctx.http.clone(),
                    host.clone(),
                    check_every,
                ));
                Ok(Data { host })
            })
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    if let Some(addr) = config.metrics_addr {
        let probe = shards::ShardProbe {
            plan,
            manager: client.shard_manager.clone(),
            store,
        };
        crate::metrics::serve(addr, std::sync::Arc::new(probe)).await?;
    }
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        info!("shutting down");
        shards.shutdown_all().await;
    });
    plan.run(&mut client).await?;
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("SIGTERM handler installs");
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
}

/// Every few seconds: expire challenges and end games on time, and say so in their channels;
/// let the AI move where it is its turn (after a restart, say).
async fn enforce_deadlines(http: std::sync::Arc<serenity::Http>, host: Host, every: Duration) {
    let mut tick = tokio::time::interval(every);
    loop {
        tick.tick().await;
        match host.games_awaiting_ai().await {
            Ok(places) => {
                for place in places {
                    ai_reply(http.clone(), host.clone(), place).await;
                }
            }
            Err(e) => error!(error = %e, "could not look for AI turns"),
        }
        let updates = match host.enforce_deadlines().await {
            Ok(u) => u,
            Err(e) => {
                error!(error = %e, "deadline check failed");
                continue;
            }
        };
        for update in updates {
            let (channel, message) = messages::update_message(&update);
            if let Err(e) = serenity::ChannelId::new(channel)
                .send_message(&http, message)
                .await
            {
                warn!(channel, error = %e, "could not announce a deadline");
            }
        }
    }
}

/// Let the AI play its turn in `place` and post the board it leaves.
pub(crate) async fn ai_reply(http: std::sync::Arc<serenity::Http>, host: Host, place: Place) {
    match host.ai_turn(place).await {
        Ok(Some(view)) => {
            let (channel, message) =
                messages::update_message(&crate::host::Update::Board(Box::new(view)));
            if let Err(e) = serenity::ChannelId::new(channel)
                .send_message(&http, message)
                .await
            {
                warn!(channel, error = %e, "could not post the AI's move");
            }
        }
        Ok(None) => {}
        Err(e) => {
            user_text(&e, "ai turn");
        }
    }
}

/// After a move: if the AI is to play, let it, without holding up the reply.
pub(crate) fn after_move(ctx: &serenity::Context, host: &Host, view: &crate::host::BoardView) {
    if view.ai_to_move {
        let place = Place {
            guild_id: Some(view.guild_id),
            channel_id: view.channel_id,
        };
        tokio::spawn(ai_reply(ctx.http.clone(), host.clone(), place));
    }
}

async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        components::handle(ctx, click, data).await;
    }
    Ok(())
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            // Without its commands registered the bot would sit connected but deaf: exit, so
            // that the supervisor (systemd, Docker, …) starts it again.
            error!(error = %error, "start-up failed; exiting so the bot can be restarted");
            std::process::exit(1);
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            // Commands only fail here when Discord refused an answer, possibly after a move
            // was committed: don't claim nothing changed.
            error!(command = %ctx.command().name, error = %error, "command failed");
            commands::failed(ctx).await;
            let _ = commands::reply_private(
                ctx,
                "Sorry, I couldn't answer properly. Use /board to see where the game stands.",
            )
            .await;
        }
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            warn!(command = %ctx.command().name, ?input, error = %error, "bad arguments");
            let _ = commands::reply_private(
                ctx,
                "I couldn't read that command's options. Please pick them from the list.",
            )
            .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// The text a user sees for a host error; internal errors are logged here, with context.
pub(crate) fn user_text(error: &HostError, context: &str) -> String {
    match error {
        HostError::Refused(text) => text.clone(),
        HostError::Internal(detail) => {
            error!(%context, %detail, "internal error");
            APOLOGY.to_string()
        }
    }
}

fn has_moderator_rights(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.administrator() || p.manage_guild() || p.manage_messages())
}

/// The host's view of a Discord user.
fn user_of(user: &serenity::User, member: Option<&serenity::Member>) -> User {
    User {
        id: user.id.get(),
        name: member
            .map(|m| m.display_name().to_string())
            .unwrap_or_else(|| user.display_name().to_string()),
        is_bot: user.bot,
        is_moderator: member.is_some_and(|m| has_moderator_rights(m.permissions)),
    }
}

fn place_of(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    Place {
        guild_id: guild.map(|g| g.get()),
        channel_id: channel.get(),
    }
}
