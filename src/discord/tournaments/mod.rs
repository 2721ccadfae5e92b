//! `/tournament …`: the commands, each a request to the host, which decides who may do what.
//! What the bot posts about a tournament is in `posts.rs` (the sign-up message and its Join /
//! Leave buttons `tj:ID` / `tl:ID`, standings pictures, whose words for screen readers are
//! `alt_text.rs`); `drive.rs` runs the tournament tick and posts what it asks for (starts,
//! rounds, the podium, each paired game's thread).

mod alt_text;
mod drive;
mod posts;

pub use drive::{drive, drive_after_game};
pub use posts::signup_click;
use posts::{
    pairings_text, refresh_signup, signup_buttons, signup_text, standings_attachment,
    standings_caption,
};

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{CreateActionRow, CreateAllowedMentions};
use tracing::warn;

use crate::discord::arguments::{parse_duration, parse_options, parse_time_control, TimeControl};
use crate::discord::invocation::{author, place, reader, refuse, GameArg};
use crate::discord::web_links::web_button;
use crate::discord::{Context, Error};
use crate::host::tournaments::{TournamentSpec, TournamentView};
use crate::host::HostError;
use crate::i18n::Text;
use crate::pairing::{Format, GameOutcome};

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "swiss"]
    Swiss,
    #[name = "round_robin"]
    RoundRobin,
    #[name = "double_round_robin"]
    DoubleRoundRobin,
    #[name = "arena"]
    Arena,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ByeChoice {
    #[name = "one"]
    One,
    #[name = "half"]
    Half,
    #[name = "zero"]
    Zero,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ResultChoice {
    #[name = "first_wins"]
    FirstWins,
    #[name = "second_wins"]
    SecondWins,
    #[name = "draw"]
    Draw,
    #[name = "void"]
    Void,
}

/// Tournaments: Swiss, round robin and arena, played here with games the bot hosts.
#[poise::command(
    slash_command,
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "cancel",
        "remove",
        "adjust",
        "pause",
        "resume",
        "standings",
        "pairings",
        "info"
    ),
    subcommand_required
)]
pub async fn tournament(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Organizers: create a tournament in this channel.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
async fn create(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::invocation::autocomplete_game"] game: GameArg,
    format: FormatChoice,
    #[min = 1]
    #[max = 15]
    rounds: Option<u32>,
    #[min = 10]
    #[max = 1440]
    minutes: Option<u32>,
    time: Option<String>,
    starts: Option<String>,
    rated: Option<bool>,
    #[min = 2]
    #[max = 500]
    max_players: Option<u32>,
    bye: Option<ByeChoice>,
    options: Option<String>,
) -> Result<(), Error> {
    let game = match game.kind(ctx).await {
        Ok(kind) => kind,
        Err(e) => return refuse(ctx, &e, "tournament").await,
    };
    let mut options = match parse_options(options.as_deref()) {
        Ok(o) => o,
        Err(why) => return reply(ctx, why).await,
    };
    let mut turn_seconds = None;
    if let Some(time) = time.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        match parse_time_control(time) {
            Some(TimeControl::Clock(clock)) => {
                options.insert(crate::games::clock::CLOCK_OPTION.to_string(), clock);
            }
            Some(TimeControl::PerMove(seconds)) => turn_seconds = Some(seconds),
            None => return reply(ctx, Text::new("tournament-bad-time").arg("time", time)).await,
        }
    }
    let starts_in_ms = match starts.as_deref().map(str::trim) {
        None | Some("") => None,
        Some("now") => Some(0),
        Some(text) => match parse_duration(text) {
            Some(seconds) => Some(seconds * 1000),
            None => return reply(ctx, Text::new("tournament-bad-start").arg("start", text)).await,
        },
    };
    let format = match format {
        FormatChoice::Swiss => Format::Swiss {
            rounds: rounds.unwrap_or(crate::host::tournaments::DEFAULT_SWISS_ROUNDS),
        },
        FormatChoice::RoundRobin => Format::RoundRobin { double: false },
        FormatChoice::DoubleRoundRobin => Format::RoundRobin { double: true },
        FormatChoice::Arena => Format::Arena {
            minutes: minutes.unwrap_or(crate::host::tournaments::DEFAULT_ARENA_MINUTES),
        },
    };
    let spec = TournamentSpec {
        kind: game,
        format,
        options,
        turn_seconds,
        starts_in_ms,
        rated: rated.unwrap_or(true),
        max_players,
        bye_points: bye.map(|b| match b {
            ByeChoice::One => 1.0,
            ByeChoice::Half => 0.5,
            ByeChoice::Zero => 0.0,
        }),
    };
    let result = ctx
        .data()
        .host
        .create_tournament(place(ctx), &author(ctx), spec, may_open_threads(ctx))
        .await;
    match result {
        Ok(view) => {
            let posted = ctx
                .send(
                    CreateReply::default()
                        .content(signup_text(&view))
                        .components(signup_buttons(&view))
                        .allowed_mentions(CreateAllowedMentions::new()),
                )
                .await?;
            // Remember the message, so that joining by command and the start update it too.
            let id = view.record.id;
            match posted.message().await {
                Ok(message) => {
                    let host = &ctx.data().host;
                    if let Err(e) = host
                        .set_tournament_signup_message(id, message.id.get())
                        .await
                    {
                        warn!(tournament = id, error = %e, "could not keep the sign-up message");
                    }
                }
                Err(e) => warn!(tournament = id, error = %e, "could not read the sign-up message"),
            }
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "tournament create").await,
    }
}

/// Join a tournament of this server.
#[poise::command(slash_command)]
async fn join(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    let result = ctx
        .data()
        .host
        .join_tournament(place(ctx), &author(ctx), id)
        .await;
    confirm(ctx, result, "tournament-joined", "tournament join").await
}

/// Leave a tournament (once it runs: withdraw, losing a game in progress).
#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    let result = ctx
        .data()
        .host
        .leave_tournament(place(ctx), &author(ctx), id)
        .await;
    confirm(ctx, result, "tournament-left", "tournament leave").await
}

/// Organizers: start the tournament now.
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    let result = ctx
        .data()
        .host
        .start_tournament_now(place(ctx), &author(ctx), id, may_open_threads(ctx))
        .await;
    confirm(ctx, result, "tournament-starting", "tournament start").await?;
    drive(ctx.serenity_context().http.clone(), ctx.data().host.clone()).await;
    Ok(())
}

/// Organizers: cancel the tournament; games in progress end without result.
#[poise::command(slash_command)]
async fn cancel(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    match ctx
        .data()
        .host
        .cancel_tournament(place(ctx), &author(ctx), id)
        .await
    {
        Ok(view) => {
            let text = Text::new("tournament-cancelled").arg("number", view.record.id);
            ctx.say(text.get(view.lang)).await?;
            refresh_signup(&ctx.serenity_context().http, &view).await;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "tournament cancel").await,
    }
}

/// Organizers: remove a player; their game in progress is forfeited.
#[poise::command(slash_command)]
async fn remove(
    ctx: Context<'_>,
    player: serenity::User,
    number: Option<i64>,
) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    let result = ctx
        .data()
        .host
        .remove_from_tournament(place(ctx), &author(ctx), id, player.id.get())
        .await;
    confirm(ctx, result, "tournament-removed", "tournament remove").await
}

/// Organizers: set the result of a tournament game, with a reason.
#[poise::command(slash_command)]
async fn adjust(
    ctx: Context<'_>,
    #[min = 1] game: i64,
    result: ResultChoice,
    reason: String,
    number: Option<i64>,
) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    let outcome = match result {
        ResultChoice::FirstWins => GameOutcome::Win(crate::games::Seat::FIRST),
        ResultChoice::SecondWins => GameOutcome::Win(crate::games::Seat::SECOND),
        ResultChoice::Draw => GameOutcome::Draw,
        ResultChoice::Void => GameOutcome::Void,
    };
    match ctx
        .data()
        .host
        .adjust_tournament_result(place(ctx), &author(ctx), id, game, outcome, &reason)
        .await
    {
        Ok(view) => {
            let text = Text::new("tournament-adjusted")
                .arg("game", game)
                .arg("reason", reason.trim());
            ctx.send(
                CreateReply::default()
                    .content(text.get(view.tournament.lang))
                    .attachment(standings_attachment(&view).await)
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "tournament adjust").await,
    }
}

/// Arena: take a break from pairing.
#[poise::command(slash_command)]
async fn pause(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    pause_or_resume(ctx, number, true).await
}

/// Arena: be paired again.
#[poise::command(slash_command)]
async fn resume(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    pause_or_resume(ctx, number, false).await
}

async fn pause_or_resume(ctx: Context<'_>, number: Option<i64>, paused: bool) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    let result = ctx
        .data()
        .host
        .pause_in_arena(place(ctx), &author(ctx), id, paused)
        .await;
    let done = if paused {
        "tournament-paused"
    } else {
        "tournament-resumed"
    };
    confirm(ctx, result, done, "tournament pause").await
}

/// The standings now, for your eyes.
#[poise::command(slash_command)]
async fn standings(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    match ctx.data().host.tournament_standings(place(ctx), id).await {
        Ok(mut view) => {
            view.tournament.lang = reader(ctx);
            let mut reply = CreateReply::default()
                .content(standings_caption(&view))
                .attachment(standings_attachment(&view).await)
                .ephemeral(true);
            if let Some(url) = &view.page_url {
                reply = reply.components(vec![CreateActionRow::Buttons(vec![web_button(
                    url,
                    view.tournament.lang,
                )])]);
            }
            ctx.send(reply).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "tournament standings").await,
    }
}

/// Who plays whom in the current round, with links to the games.
#[poise::command(slash_command)]
async fn pairings(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    match ctx.data().host.tournament_standings(place(ctx), id).await {
        Ok(view) => {
            let lang = reader(ctx);
            ctx.send(
                CreateReply::default()
                    .content(pairings_text(&view, lang))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "tournament pairings").await,
    }
}

/// What a tournament is: game, format, time, start, players.
#[poise::command(slash_command)]
async fn info(ctx: Context<'_>, number: Option<i64>) -> Result<(), Error> {
    let Some(id) = tournament_number(ctx, number).await? else {
        return Ok(());
    };
    match ctx.data().host.tournament_view(place(ctx), id).await {
        Ok(mut view) => {
            view.lang = reader(ctx);
            ctx.send(
                CreateReply::default()
                    .content(signup_text(&view))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "tournament info").await,
    }
}

/// The tournament a command names, or the server's current one; `None` after answering that
/// there is none.
async fn tournament_number(ctx: Context<'_>, number: Option<i64>) -> Result<Option<i64>, Error> {
    if number.is_some() {
        return Ok(number);
    }
    let Some(guild) = ctx.guild_id() else {
        reply(ctx, Text::new("host-no-dms")).await?;
        return Ok(None);
    };
    match ctx.data().host.current_tournament(guild.get()).await {
        Ok(Some(id)) => Ok(Some(id)),
        Ok(None) => {
            reply(ctx, Text::new("tournament-none-here")).await?;
            Ok(None)
        }
        Err(e) => {
            refuse(ctx, &e, "tournament number").await?;
            Ok(None)
        }
    }
}

async fn reply(ctx: Context<'_>, text: Text) -> Result<(), Error> {
    super::invocation::reply_private(ctx, text).await
}

/// A private confirmation naming the tournament, or the refusal.
async fn confirm(
    ctx: Context<'_>,
    result: Result<TournamentView, HostError>,
    done: &'static str,
    context: &str,
) -> Result<(), Error> {
    match result {
        Ok(view) => {
            reply(ctx, Text::new(done).arg("number", view.record.id)).await?;
            refresh_signup(&ctx.serenity_context().http, &view).await;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, context).await,
    }
}

/// Whether the bot may open public threads here (every tournament game is played in one).
fn may_open_threads(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .app_permissions
            .is_none_or(|p| p.create_public_threads()),
        _ => false,
    }
}
