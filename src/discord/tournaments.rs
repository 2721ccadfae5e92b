//! `/tournament …` and the sign-up message's Join / Leave buttons (`tj:ID`, `tl:ID`), and
//! what the tournament tick asks to post: starts, standings pictures, the final podium, and
//! each paired game's thread with its board and both players pinged. Who may do what is the
//! host's decision.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateButton, CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage,
};
use tracing::{info, warn};

use super::commands::{parse_duration, parse_options};
use super::invocation::{author, click_public_lang, click_reader, place, reader, refuse, GameArg};
use super::messages::{board_parts, web_button};
use super::{place_of, user_of, user_text, Context, Data, Error};
use crate::host::tournaments::pairing::{Format, GameOutcome};
use crate::host::tournaments::{
    PendingGame, StandingsView, TournamentSpec, TournamentUpdate, TournamentView,
};
use crate::host::{Host, HostError};
use crate::i18n::{tr, Lang, Text};
use crate::render::tournament::{standings_png, PairingLine, StandingsPicture};
use crate::store::TournamentStatus;

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
    game: GameArg,
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
    let mut options = match parse_options(options.as_deref()) {
        Ok(o) => o,
        Err(why) => return reply(ctx, why).await,
    };
    let mut turn_seconds = None;
    if let Some(time) = time.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let clock = time
            .strip_prefix("clock")
            .map(|rest| rest.trim_start_matches([' ', '=', ':']).trim());
        match (clock, parse_duration(time)) {
            (Some(clock), _) => {
                options.insert(
                    crate::games::clock::CLOCK_OPTION.to_string(),
                    clock.to_string(),
                );
            }
            (None, Some(seconds)) => turn_seconds = Some(seconds),
            (None, None) => {
                return reply(ctx, Text::new("tournament-bad-time").arg("time", time)).await
            }
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
        kind: game.0,
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

/// Show the tournament as it is now on its sign-up message: the field, the state, and Join /
/// Leave only while sign-ups are open.
async fn refresh_signup(http: &serenity::Http, view: &TournamentView) {
    let Some(message_id) = view.record.signup_message_id else {
        return;
    };
    let edit = serenity::EditMessage::new()
        .content(signup_text(view))
        .components(signup_buttons(view))
        .allowed_mentions(CreateAllowedMentions::new());
    let channel = serenity::ChannelId::new(view.record.channel_id);
    if let Err(e) = channel
        .edit_message(http, serenity::MessageId::new(message_id), edit)
        .await
    {
        warn!(tournament = view.record.id, error = %e, "could not update the sign-up message");
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

/// The sign-up message: what, when, who so far.
pub fn signup_text(view: &TournamentView) -> String {
    let lang = view.lang;
    let players = if view.players.is_empty() {
        tr(lang, "tournament-no-players-yet")
    } else {
        view.players
            .iter()
            .filter(|(_, _, active)| *active)
            .map(|(_, name, _)| name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let state = match view.record.status {
        TournamentStatus::SignUp => Text::new("tournament-starts-at").arg(
            "when",
            format!(
                "<t:{}:F> (<t:{}:R>)",
                view.record.starts_at / 1000,
                view.record.starts_at / 1000
            ),
        ),
        TournamentStatus::Running => {
            Text::new("tournament-running").arg("round", view.record.round)
        }
        TournamentStatus::Finished => Text::new("tournament-finished-state"),
        TournamentStatus::Cancelled => Text::new("tournament-cancelled-state"),
    };
    Text::new("tournament-signup")
        .arg("number", view.record.id)
        .arg("game", view.record.kind.display_name())
        .arg("format", view.format_text())
        .arg("time", view.time_text())
        .arg(
            "rated",
            Text::new(if view.record.rated {
                "tournament-rated"
            } else {
                "tournament-casual"
            }),
        )
        .arg("state", state)
        .arg("count", view.players.iter().filter(|p| p.2).count())
        .arg("max", view.record.max_players)
        .arg("players", players)
        .get(lang)
}

/// Join and Leave, while sign-up is open.
pub fn signup_buttons(view: &TournamentView) -> Vec<CreateActionRow> {
    if !view.taking_signups() {
        return Vec::new();
    }
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(format!("tj:{}", view.record.id))
            .label(tr(view.lang, "button-tournament-join"))
            .style(ButtonStyle::Success),
        CreateButton::new(format!("tl:{}", view.record.id))
            .label(tr(view.lang, "button-tournament-leave"))
            .style(ButtonStyle::Secondary),
    ])]
}

/// A click on a sign-up message's Join or Leave: the message shows the new field; a refusal
/// is the clicker's alone.
pub async fn signup_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    joining: bool,
    id: &str,
) {
    let user = user_of(&click.user, click.member.as_ref(), &click.locale);
    let place = place_of(click.guild_id, click.channel_id);
    let result = match id.parse::<i64>() {
        Ok(id) if joining => data.host.join_tournament(place, &user, id).await,
        Ok(id) => data.host.leave_tournament(place, &user, id).await,
        Err(_) => Err(HostError::Refused(Text::new("click-old-button"))),
    };
    // The click may come from a copy (`/tournament info`): the sign-up message shows the new
    // field as well.
    if let Ok(view) = &result {
        if view.record.signup_message_id != Some(click.message.id.get()) {
            refresh_signup(&ctx.http, view).await;
        }
    }
    let response = match result {
        Ok(mut view) => {
            view.lang = click_public_lang(click);
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(signup_text(&view))
                    .components(signup_buttons(&view))
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
        }
        Err(e) => CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(user_text(&e, "tournament sign-up", click_reader(click)))
                .ephemeral(true),
        ),
    };
    if let Err(e) = click.create_response(&ctx.http, response).await {
        warn!(error = %e, "could not answer a sign-up click");
    }
}

/// The picture's description of a standings view.
fn picture_of(view: &StandingsView) -> StandingsPicture {
    let t = &view.tournament;
    let minutes_left = match (t.record.format, t.record.ends_at) {
        (Format::Arena { .. }, Some(end)) if !view.finished() => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as i64);
            Some(((end - now).max(0) / 60_000) as u32)
        }
        _ => None,
    };
    StandingsPicture {
        game: t.record.kind,
        format: t.record.format,
        round: view.rounds.map(|rounds| (t.record.round, rounds)),
        minutes_left,
        finished: view.finished(),
        rows: view.rows.clone(),
        games: view
            .games
            .iter()
            .map(|g| PairingLine {
                first: g.names[0].clone(),
                second: g.names[1].clone(),
                outcome: g.outcome,
            })
            .collect(),
        bye: view.bye.clone(),
        lang: t.lang,
    }
}

/// The standings picture, drawn on the blocking pool (a big table is many milliseconds of
/// text drawing).
async fn standings_attachment(view: &StandingsView) -> CreateAttachment {
    let picture = picture_of(view);
    let png = tokio::task::spawn_blocking(move || standings_png(&picture))
        .await
        .unwrap_or_else(|e| {
            warn!(error = %e, "drawing the standings picture failed");
            Vec::new()
        });
    CreateAttachment::bytes(
        png,
        format!("tournament-{}-standings.png", view.tournament.record.id),
    )
}

fn standings_caption(view: &StandingsView) -> String {
    let t = &view.tournament;
    match view.rounds {
        Some(rounds) if !view.finished() => Text::new("tournament-standings-round")
            .arg("number", t.record.id)
            .arg("round", t.record.round)
            .arg("rounds", rounds),
        _ if view.finished() => Text::new("tournament-final-standings").arg("number", t.record.id),
        _ => Text::new("tournament-standings").arg("number", t.record.id),
    }
    .get(t.lang)
}

/// The current round's games, each with a link to its thread, and the adjusted results'
/// reasons.
fn pairings_text(view: &StandingsView, lang: Lang) -> String {
    if view.games.is_empty() && view.bye.is_none() {
        return tr(lang, "tournament-no-pairings");
    }
    let mut lines: Vec<String> = view
        .games
        .iter()
        .map(|g| {
            let result = match g.outcome {
                None => tr(lang, "tournament-result-playing"),
                Some(GameOutcome::Win(s)) if s.index() == 0 => "1–0".to_string(),
                Some(GameOutcome::Win(_)) => "0–1".to_string(),
                Some(GameOutcome::Draw) => "½–½".to_string(),
                Some(GameOutcome::Void) => tr(lang, "tournament-result-void"),
            };
            let place = g
                .thread_id
                .map_or_else(String::new, |t| format!(" · <#{t}>"));
            let reason = g
                .adjust_reason
                .as_ref()
                .map_or_else(String::new, |r| format!(" ({r})"));
            format!("{} – {}: {result}{place}{reason}", g.names[0], g.names[1])
        })
        .collect();
    if let Some(bye) = &view.bye {
        lines.push(Text::new("tournament-bye").arg("name", bye).get(lang));
    }
    let mut text = lines.join("\n");
    if text.chars().count() > 1900 {
        text = text.chars().take(1900).collect::<String>() + "…";
    }
    text
}

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
