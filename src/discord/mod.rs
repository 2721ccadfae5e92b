//! The Discord front end (poise + serenity): slash commands and buttons become host calls;
//! host answers become messages. No game or hosting rule lives here.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::config::Config;
use crate::host::{Host, HostError, Place, User};
use crate::i18n::{Lang, Text};

mod activity;
mod analysis;
mod arguments;
mod attachments;
#[cfg(test)]
mod board_limits;
mod board_messages;
mod board_rows;
mod commands;
mod components;
mod conditional;
mod design_gallery;
mod design_reports;
mod designs;
mod elsewhere;
mod help;
mod history;
mod in_flight;
mod invocation;
mod localized_commands;
mod messages;
mod notifications;
mod preferences;
mod privacy;
mod progress;
mod protection;
mod puzzles;
mod reach;
mod roles;
mod seasons;
mod shards;
mod team_matches;
mod tournaments;
mod vacations;
mod web_links;

use in_flight::{InFlight, Tracked};
use reach::Voice;

/// How long a stopping bot waits for the interactions it is answering.
const DRAIN_LIMIT: Duration = Duration::from_secs(10);

/// Discord's limit on a message's text, in characters.
pub const MESSAGE_CHARS: usize = 2_000;

/// Shared by every command and event handler.
pub struct Data {
    pub host: Host,
    /// Fetches files attached to commands (rules files).
    attachments: attachments::Attachments,
    /// Interactions and background work under way, which a stopping bot waits for.
    in_flight: Arc<InFlight>,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Every slash command, with its descriptions in every language.
pub fn all_commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = declared_commands();
    localized_commands::localize(&mut commands);
    set_contexts(&mut commands);
    commands
}

/// Server administration: installed with a server only, and used in servers only.
const SERVER_ONLY_COMMANDS: [&str; 7] = [
    "settings",
    "design",
    "abort",
    "blocks",
    "challenges",
    "tournament",
    "roles",
];

/// Where each command may be installed and used: the players' commands both ways (a server
/// that invites the bot, a person who adds the app to their account) and everywhere (servers,
/// the bot's DM, group DMs and DMs between people); server administration in servers only.
fn set_contexts(commands: &mut [poise::Command<Data, Error>]) {
    use serenity::{InstallationContext as Install, InteractionContext as Used};
    for command in commands {
        let server_only = SERVER_ONLY_COMMANDS
            .iter()
            .any(|name| *name == command.name);
        command.install_context = Some(match server_only {
            true => vec![Install::Guild],
            false => vec![Install::Guild, Install::User],
        });
        command.interaction_context = Some(match server_only {
            true => vec![Used::Guild],
            false => vec![Used::Guild, Used::BotDm, Used::PrivateChannel],
        });
    }
}

/// The commands as the code declares them: names, options and handlers. Discord shows the
/// Fluent texts `all_commands` puts in; a command's doc comment (poise's default description)
/// is for readers of the code.
fn declared_commands() -> Vec<poise::Command<Data, Error>> {
    let mut all = commands::declared();
    all.extend([
        protection::blocks(),
        protection::challenges(),
        history::history(),
        designs::design(),
        seasons::season(),
        roles::roles(),
        puzzles::puzzle(),
        history::replay(),
        analysis::analyze(),
        help::help(),
        tournaments::tournament(),
        privacy::privacy(),
        conditional::conditional(),
        preferences::preferences(),
        vacations::vacation(),
    ]);
    all
}

/// Connect to Discord (or whatever `DISCORD_API_BASE` names) and serve until stopped.
pub async fn run(config: Config, host: Host) -> anyhow::Result<()> {
    let token = config
        .discord_token
        .clone()
        .ok_or_else(|| anyhow::anyhow!("DISCORD_TOKEN is not set"))?;
    let dev_guild = config.dev_guild_id;
    let with_activity = config.discord_activity;
    let api_base = config.discord_api_base.clone();
    activity::enable(with_activity);
    // Moves made in another process (a separate `boardbot web`) reach this one's channels.
    host.follow_other_processes().await?;
    let check_every = Duration::from_secs(config.deadline_check_seconds);
    let in_flight = Arc::new(InFlight::default());
    let loop_in_flight = in_flight.clone();
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
    // Commands are the application's, not a shard's: one process registers them for all.
    let registers_commands = plan.filter.first == 0;
    let store = host.store().clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: all_commands(),
            on_error: |e| Box::pin(on_error(e)),
            pre_command: |ctx| Box::pin(invocation::started(ctx)),
            post_command: |ctx| Box::pin(invocation::answered(ctx)),
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
                    _ if !registers_commands => {
                        info!("slash commands are registered by the process of shard 0")
                    }
                    Some(g) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            commands,
                            serenity::GuildId::new(g),
                        )
                        .await?;
                        if with_activity {
                            // An Entry Point command is global only; added, not overwriting.
                            serenity::Command::create_global_command(ctx, activity::entry_point())
                                .await?;
                        }
                    }
                    None if with_activity => {
                        // One overwrite, with the Entry Point command in it (it replaces the
                        // default one Discord made when Activities were enabled).
                        let mut all = poise::builtins::create_application_commands(commands);
                        all.push(activity::entry_point());
                        serenity::Command::set_global_commands(ctx, all).await?;
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                tokio::spawn(roles::keep_roles(ctx.http.clone(), host.clone()));
                elsewhere::show_moves_made_elsewhere(ctx.http.clone(), host.clone());
                tokio::spawn(enforce_deadlines(
                    ctx.http.clone(),
                    host.clone(),
                    check_every,
                    loop_in_flight.clone(),
                ));
                Ok(Data {
                    host,
                    attachments: attachments::Attachments::new(api_base.as_deref()),
                    in_flight: loop_in_flight,
                })
            })
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(Tracked::new(framework, in_flight.clone()))
        .await?;
    if let Some(addr) = config.metrics_addr {
        let probe = shards::ShardProbe {
            plan,
            manager: client.shard_manager.clone(),
            store: store.clone(),
        };
        crate::metrics::serve(addr, Arc::new(probe)).await?;
    }
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        // Take no new interactions, let the ones being answered finish (each is committed and
        // answered, or neither), then leave the gateway.
        info!("shutting down: finishing the interactions in flight");
        if !in_flight.drain(DRAIN_LIMIT).await {
            warn!(limit = ?DRAIN_LIMIT, "interactions still running at the drain limit");
        }
        shards.shutdown_all().await;
    });
    plan.run(&mut client).await?;
    store.close().await;
    info!("stopped");
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
async fn enforce_deadlines(
    http: Arc<serenity::Http>,
    host: Host,
    every: Duration,
    in_flight: Arc<InFlight>,
) {
    let mut tick = tokio::time::interval(every);
    // Players whose direct messages were refused, so that the log says so once.
    let mut dms_refused = std::collections::HashSet::new();
    loop {
        tick.tick().await;
        // Each round is work in flight: a stopping bot lets it finish and starts no other.
        let Some(_working) = in_flight.enter() else {
            return;
        };
        match host.games_awaiting_ai().await {
            Ok(places) => {
                for place in places {
                    let voice = Voice::without_interaction(&host, place.channel_id).await;
                    ai_reply(http.clone(), host.clone(), place, voice).await;
                }
            }
            Err(e) => error!(error = %e, "could not look for AI turns"),
        }
        let exists = |channel| {
            let (http, host) = (http.clone(), host.clone());
            // A channel the bot may not post in cannot be asked about either (and its games
            // end on time all the same).
            async move { !host.posts_in(channel).await || channel_exists(&http, channel).await }
        };
        let mut updates = match host.enforce_deadlines_where(exists).await {
            Ok(u) => u,
            Err(e) => {
                error!(error = %e, "deadline check failed");
                Vec::new()
            }
        };
        match host.due_reminders().await {
            Ok(reminders) => updates.extend(reminders),
            Err(e) => error!(error = %e, "reminder check failed"),
        }
        notifications::send_due_notices(&http, &host).await;
        tournaments::drive(http.clone(), host.clone()).await;
        seasons::close_seasons(http.clone(), host.clone()).await;
        match host.forget_departed_servers().await {
            Ok(0) => {}
            Ok(n) => info!(servers = n, "deleted the settings of servers the bot left"),
            Err(e) => error!(error = %e, "could not delete the settings of servers left"),
        }
        for update in updates {
            let (channel, message) = messages::update_message(&update);
            if !host.posts_in(channel).await {
                // The conversation learns of it at its next click or command; a player on
                // turn is reminded by direct message.
                if let crate::host::Update::Reminder(reminder) = &update {
                    remind_by_dm(&http, reminder, &mut dms_refused).await;
                }
                continue;
            }
            if let Err(e) = serenity::ChannelId::new(channel)
                .send_message(&http, message)
                .await
            {
                warn!(channel, error = %e, "could not announce a deadline");
            }
            // A team match's turn closed: the other channel sees the board too.
            if let crate::host::Update::Board(view) = &update {
                team_matches::show_in_other_channel(&http, view, channel).await;
            }
        }
    }
}

/// Remind a player on turn by direct message, where the bot may not post in the game's channel.
/// A player who takes no direct messages from the bot (error 50007) is noted in the log once.
async fn remind_by_dm(
    http: &serenity::Http,
    reminder: &crate::host::TurnReminder,
    dms_refused: &mut std::collections::HashSet<u64>,
) {
    let message = messages::reminder_by_dm(reminder);
    match serenity::UserId::new(reminder.user_id)
        .direct_message(http, message)
        .await
    {
        Ok(_) => {}
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
            if response.error.code == DMS_REFUSED =>
        {
            if dms_refused.insert(reminder.user_id) {
                info!(
                    user = reminder.user_id,
                    game = reminder.game_id,
                    "the player takes no direct messages from the bot: no reminder"
                );
            }
        }
        Err(e) => warn!(user = reminder.user_id, error = %e, "could not send a reminder by DM"),
    }
}

/// Discord's JSON error code for "Cannot send messages to this user".
const DMS_REFUSED: isize = 50007;

/// Whether Discord still has the channel: `false` only on its answer 404 (Unknown Channel);
/// any other failure is no proof the channel is gone.
async fn channel_exists(http: &serenity::Http, channel_id: u64) -> bool {
    !matches!(
        http.get_channel(serenity::ChannelId::new(channel_id)).await,
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
            if response.status_code == serenity::StatusCode::NOT_FOUND
    )
}

/// Let the AI play its turn in `place` and show the board it leaves through `voice`.
pub(crate) async fn ai_reply(http: Arc<serenity::Http>, host: Host, place: Place, voice: Voice) {
    match host.ai_turn(place).await {
        Ok(Some(view)) => {
            if let Err(e) = voice.post_board(&http, &view).await {
                warn!(channel = place.channel_id, error = %e, "could not post the AI's move");
            }
            if view.paused {
                notifications::send_due_notices(&http, &host).await;
            }
        }
        Ok(None) => {}
        Err(e) => {
            user_text(&e, "ai turn", Lang::default());
        }
    }
}

/// A game ended: if it was a tournament's, the tournament moves on now (its next round, or
/// new arena games) rather than at the next tick.
pub(crate) fn after_game_end(ctx: &serenity::Context, data: &Data, view: &crate::host::BoardView) {
    if !view.finished {
        return;
    }
    let Some(working) = data.in_flight.enter() else {
        return;
    };
    let (http, host, game_id) = (ctx.http.clone(), data.host.clone(), view.game_id);
    tokio::spawn(async move {
        tournaments::drive_after_game(http, host, game_id).await;
        drop(working);
    });
}

/// After a move: if the AI is to play, let it, without holding up the reply, and show its move
/// through `voice`; if the game ended, see [`after_game_end`].
pub(crate) fn after_move(
    ctx: &serenity::Context,
    data: &Data,
    view: &crate::host::BoardView,
    voice: Voice,
) {
    after_game_end(ctx, data, view);
    if view.paused {
        // Its designer hears of it now, not at the next scan.
        let (http, host) = (ctx.http.clone(), data.host.clone());
        tokio::spawn(async move { notifications::send_due_notices(&http, &host).await });
    }
    if !view.ai_to_move {
        return;
    }
    // The AI's move is work in flight too: a stopping bot lets it be committed and posted.
    let Some(working) = data.in_flight.enter() else {
        return;
    };
    let place = Place {
        guild_id: Some(view.guild_id),
        channel_id: view.channel_id,
    };
    let (http, host) = (ctx.http.clone(), data.host.clone());
    tokio::spawn(async move {
        ai_reply(http, host, place, voice).await;
        drop(working);
    });
}

async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    use serenity::FullEvent;
    let vanished = match event {
        FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(click),
        } => {
            components::handle(ctx, click, data).await;
            return Ok(());
        }
        FullEvent::GuildCreate { guild, .. } => {
            if let Err(e) = data.host.guild_present(guild.id.get()).await {
                user_text(&e, "a server the bot is in", Lang::default());
            }
            return Ok(());
        }
        FullEvent::ChannelDelete { channel, .. } => Vanished::Channel(channel.id.get()),
        FullEvent::ThreadDelete { thread, .. } => Vanished::Channel(thread.id.get()),
        // `unavailable` is an outage, not a goodbye: those games wait for the server to return.
        FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            Vanished::Guild(incomplete.id.get())
        }
        _ => return Ok(()),
    };
    let ended = match vanished {
        Vanished::Channel(channel) => data
            .host
            .channel_vanished(channel)
            .await
            .map(|g| g.is_some() as usize),
        Vanished::Guild(guild) => data.host.guild_vanished(guild).await,
    };
    match ended {
        Ok(0) => {}
        Ok(n) => info!(
            ?vanished,
            games = n,
            "games ended with no result: their place is gone"
        ),
        Err(e) => {
            user_text(&e, "a deleted channel or server", Lang::default());
        }
    }
    Ok(())
}

/// A place that is gone for good, as a gateway event tells.
#[derive(Debug)]
enum Vanished {
    Channel(u64),
    Guild(u64),
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
            invocation::failed(ctx).await;
            let _ = invocation::reply_private(ctx, Text::new("answer-failed")).await;
        }
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            warn!(command = %ctx.command().name, ?input, error = %error, "bad arguments");
            let _ = invocation::reply_private(ctx, Text::new("bad-options")).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// The text a user sees for a host error, in their language; internal errors are logged
/// here, with context, and the user gets an apology.
pub(crate) fn user_text(error: &HostError, context: &str, lang: Lang) -> String {
    match error {
        HostError::Refused(text) => text.get(lang),
        HostError::Internal(detail) => {
            error!(%context, %detail, "internal error");
            crate::i18n::tr(lang, "apology")
        }
    }
}

/// Tell the host a server's language (from an interaction's `guild_locale`); a failure to
/// store it only costs a restart's worth of English, so it is logged, not shown.
pub(crate) async fn note_guild_locale(host: &Host, guild_id: u64, locale: &str) {
    if let Err(e) = host.note_guild_locale(guild_id, locale).await {
        warn!(guild_id, error = %e, "could not remember the server's language");
    }
}

/// Manage Server (or Administrator, which implies it). Both are server-wide: a channel's
/// permission overwrites can neither grant nor deny them, so the member's permissions in the
/// interaction hold them exactly when the member's roles in the guild do. Manage Messages, which
/// a server hands out per channel, is deliberately not enough.
fn manages_server(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.administrator() || p.manage_guild())
}

/// Whether the member may organize tournaments: Manage Events, or any right that includes
/// managing the server.
fn manages_events(permissions: Option<serenity::Permissions>) -> bool {
    manages_server(permissions) || permissions.is_some_and(|p| p.manage_events())
}

/// The host's view of a Discord user.
fn user_of(user: &serenity::User, member: Option<&serenity::Member>, locale: &str) -> User {
    User {
        id: user.id.get(),
        name: member
            .map(|m| m.display_name().to_string())
            .unwrap_or_else(|| user.display_name().to_string()),
        is_bot: user.bot,
        manages_server: member.is_some_and(|m| manages_server(m.permissions)),
        manages_events: member.is_some_and(|m| manages_events(m.permissions)),
        lang: Lang::from_locale(locale),
    }
}

fn place_of(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    Place {
        guild_id: guild.map(|g| g.get()),
        channel_id: channel.get(),
    }
}

#[cfg(test)]
mod tests {
    /// The players' commands install with a server or an account and work in servers, the
    /// bot's DM and group DMs; server administration installs and works in servers only.
    #[test]
    fn players_commands_work_everywhere_and_administration_in_servers() {
        let commands = super::all_commands();
        let registered =
            serde_json::to_value(poise::builtins::create_application_commands(&commands)).unwrap();
        for command in registered.as_array().unwrap() {
            let name = command["name"].as_str().unwrap();
            let (installs, contexts) = (&command["integration_types"], &command["contexts"]);
            if super::SERVER_ONLY_COMMANDS.contains(&name) {
                assert_eq!(installs, &serde_json::json!([0]), "{name}");
                assert_eq!(contexts, &serde_json::json!([0]), "{name}");
            } else {
                assert_eq!(installs, &serde_json::json!([0, 1]), "{name}");
                assert_eq!(contexts, &serde_json::json!([0, 1, 2]), "{name}");
            }
        }
        for name in [
            "play",
            "move",
            "board",
            "takeback",
            "leaderboard",
            "games",
            "help",
        ] {
            assert!(registered
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["name"] == name));
        }
    }
}
