//! Button and menu clicks. Ids (see `messages`):
//! `ch:GAME:a|d|b` challenge answers (accept, decline, decline and block); `mv:GAME:VERSION:PATH` picker steps (PATH = tokens joined
//! by `/`; a menu's id ends in `~N` and its chosen value completes the path);
//! `dr:GAME:VERSION` draw; `rs:GAME:VERSION` resign (asks to confirm); `rsy:GAME:VERSION` the
//! confirmation; `pg:GAME` shows the clicker their own page; `tb:GAME:VERSION` asks to take back, `tby:`/`tbn:GAME:VERSION` accept or
//! decline the request; `ru:GAME-ID:PAGE` rules pages; `ub:USER` lifts a block (on the private
//! `/blocks` list); `hi:USER:GAME-ID|all:PAGE` history pages and `rp:GAME` a finished
//! board's replay (see `history`); `an:GAME` its analysis (see `analysis`); `tj:ID` / `tl:ID`
//! join or leave a tournament (see `tournaments`); `pz:DAY:PATH` the daily puzzle's picker
//! (see `puzzles`); `tm:GAME:y|n` answers a channel's team challenge (see `team_matches`).

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage,
};
use tracing::warn;

use super::board_messages::BoardMessage;
use super::invocation::{click_posts_here, click_public_lang, click_reader, click_voice};
use super::messages::{board_parts, clicked_path, picker_rows, takeback_request};
use super::reach::Voice;
use super::{place_of, user_of, user_text, Data};
use crate::games::GameKind;
use crate::host::{BoardView, HostError, Picked, Rematch, Takeback, TakebackAnswer};
use crate::i18n::{tr, Lang, Text};

pub async fn handle(ctx: &serenity::Context, click: &ComponentInteraction, data: &Data) {
    let started = std::time::Instant::now();
    let id = click.data.custom_id.as_str();
    if let (Some(guild), Some(locale)) = (click.guild_id, &click.guild_locale) {
        super::note_guild_locale(&data.host, guild.get(), locale).await;
    }
    let parts: Vec<&str> = id.splitn(4, ':').collect();
    let outcome = match parts.as_slice() {
        ["ch", game, answer] => challenge(ctx, click, data, game, answer).await,
        ["mv", game, version, path] => pick(ctx, click, data, (game, version, path), false).await,
        ["mc", game, version, path] => pick(ctx, click, data, (game, version, path), true).await,
        ["mx"] => {
            close_private_step(ctx, click, tr(click_reader(click), "confirm-cancelled")).await;
            Ok(())
        }
        ["dr", game, version] => draw(ctx, click, data, game, version).await,
        ["rs", game, version] => confirm_resign(ctx, click, game, version).await,
        ["rsy", game, version] => resign(ctx, click, data, game, version).await,
        ["pg", game] => private_page(ctx, click, data, game).await,
        ["tb", game, version] => ask_takeback(ctx, click, data, game, version).await,
        ["tby", game, version] => answer_takeback(ctx, click, data, (game, version), true).await,
        ["tbn", game, version] => answer_takeback(ctx, click, data, (game, version), false).await,
        ["ru", game, page] => rules(ctx, click, game, page).await,
        ["gs", page] => live_games(ctx, click, data, page).await,
        ["rm", game] => rematch(ctx, click, data, game).await,
        ["ub", blocked] => unblock(ctx, click, data, blocked).await,
        ["rp", game] => {
            super::history::replay_click(ctx, click, data, game).await;
            Ok(())
        }
        ["tj", tournament] => {
            super::tournaments::signup_click(ctx, click, data, true, tournament).await;
            Ok(())
        }
        ["tl", tournament] => {
            super::tournaments::signup_click(ctx, click, data, false, tournament).await;
            Ok(())
        }
        ["an", game] => {
            super::analysis::analyze_click(ctx, click, data, game).await;
            Ok(())
        }
        ["pz", day, path] => {
            super::puzzles::pick_click(ctx, click, data, day, path).await;
            Ok(())
        }
        ["tm", game, answer] => {
            super::team_matches::answer_click(ctx, click, data, game, answer).await;
            Ok(())
        }
        ["pd", owner, answer] => {
            super::privacy::delete_click(ctx, click, data, owner, answer).await;
            Ok(())
        }
        [super::activity::BUTTON_ID] => super::activity::launch(ctx, click)
            .await
            .map_err(|e| Failure::Discord(Box::new(e))),
        ["hi", user, game, page] => {
            super::history::page_click(ctx, click, data, user, game, page).await;
            Ok(())
        }
        _ => Err(Failure::Refused(Text::new("click-old-button"))),
    };
    let outcome = match outcome {
        Err(Failure::Host(HostError::Refused(why))) => show_ended_board(ctx, click, data, &parts)
            .await
            .unwrap_or(Err(Failure::Host(HostError::Refused(why)))),
        other => other,
    };
    let lang = click_reader(click);
    let (label, text) = match outcome {
        Ok(()) => ("ok", None),
        Err(Failure::Refused(text)) => ("refused", Some(text.get(lang))),
        Err(Failure::Host(e)) => match &e {
            HostError::Refused(_) => ("refused", Some(user_text(&e, id, lang))),
            HostError::Internal(_) => ("error", Some(user_text(&e, id, lang))),
        },
        Err(Failure::Discord(e)) => {
            warn!(custom_id = id, error = %e, "could not answer a click");
            ("unanswered", None)
        }
    };
    let label = match text {
        Some(text) => match respond(ctx, click, private(text)).await {
            Ok(()) => label,
            Err(e) => {
                warn!(custom_id = id, error = %e, "could not send a refusal");
                "unanswered"
            }
        },
        None => label,
    };
    crate::metrics::interaction("component", label, started.elapsed());
}

/// A click on a board of a game that has ended where the bot may not post (it could not say so
/// when the game ended on time): the stale board is replaced by the result; a challenge that
/// lapsed says so. `None` when that is not the case, and the refusal stands.
async fn show_ended_board(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    parts: &[&str],
) -> Option<ClickResult> {
    let [kind, game, ..] = parts else {
        return None;
    };
    if click_posts_here(click) {
        return None;
    }
    if *kind == "ch" {
        // A challenge that lapsed unanswered: it says so, and its buttons go.
        let view = match data.host.lapsed_challenge(game.parse().ok()?).await {
            Ok(Some(view)) if view.channel_id == click.channel_id.get() => view,
            Ok(_) => return None,
            Err(e) => return Some(Err(e.into())),
        };
        let closed = CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(view.text)
                .components(Vec::new())
                .allowed_mentions(serenity::CreateAllowedMentions::new()),
        );
        return Some(respond(ctx, click, closed).await.map_err(Failure::from));
    }
    let on_board = ["mv", "mc", "dr", "rs", "rsy", "tb", "tby", "tbn", "pg"];
    if !on_board.contains(kind) {
        return None;
    }
    let view = match data.host.ended_board(game.parse().ok()?).await {
        Ok(Some(view)) if view.channel_id == click.channel_id.get() => view,
        Ok(_) => return None,
        Err(e) => return Some(Err(e.into())),
    };
    let update = CreateInteractionResponse::UpdateMessage(board_update(&view));
    let answered = respond(ctx, click, update).await;
    if answered.is_ok() {
        super::board_messages::note(view.game_id, clicked_board(click));
    }
    Some(answered.map_err(Failure::from))
}

enum Failure {
    Refused(Text),
    Host(HostError),
    Discord(Box<serenity::Error>),
}

impl From<HostError> for Failure {
    fn from(e: HostError) -> Self {
        Failure::Host(e)
    }
}

impl From<serenity::Error> for Failure {
    fn from(e: serenity::Error) -> Self {
        Failure::Discord(Box::new(e))
    }
}

type ClickResult = Result<(), Failure>;

fn number(text: &str) -> Result<i64, Failure> {
    text.parse()
        .map_err(|_| Failure::Refused(Text::new("click-damaged-button")))
}

fn private(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

async fn respond(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    response: CreateInteractionResponse,
) -> Result<(), serenity::Error> {
    click.create_response(&ctx.http, response).await
}

/// The clicked message, now showing a board (or, after a new message in answer, that
/// message): the bot's own where it posts, else edited through the click's token.
fn clicked_board(click: &ComponentInteraction) -> BoardMessage {
    if click_posts_here(click) {
        BoardMessage::Posted(click.channel_id, click.message.id)
    } else {
        BoardMessage::Answered {
            channel: click.channel_id,
            token: click.token.clone(),
            message: None,
            since: std::time::Instant::now(),
        }
    }
}

/// The click was answered with a new board message (game `game_id`'s): where the bot posts,
/// it is read back (one request, after the players saw it); elsewhere it is edited through
/// the click's token.
async fn note_answered_board(ctx: &serenity::Context, click: &ComponentInteraction, game_id: i64) {
    if !click_posts_here(click) {
        return super::board_messages::note(game_id, clicked_board(click));
    }
    match click.get_response(&ctx.http).await {
        Ok(message) => super::board_messages::note(
            game_id,
            BoardMessage::Posted(message.channel_id, message.id),
        ),
        Err(e) => {
            warn!(custom_id = %click.data.custom_id, error = %e, "could not read back the board's message")
        }
    }
}

fn board_update(view: &BoardView) -> CreateInteractionResponseMessage {
    let parts = board_parts(view);
    CreateInteractionResponseMessage::new()
        .content(parts.content)
        .embed(parts.embed)
        .files([parts.file])
        .components(parts.components)
        .allowed_mentions(parts.mentions)
}

fn clicker(click: &ComponentInteraction) -> crate::host::User {
    user_of(&click.user, click.member.as_ref(), &click.locale)
}

async fn challenge(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    answer: &str,
) -> ClickResult {
    let game_id = number(game)?;
    let user = clicker(click);
    match answer {
        "a" => accept(ctx, click, data, game_id, &user).await,
        "b" => {
            // The channel sees a plain decline; only the blocker hears of the block.
            let view = data.host.decline_and_block(game_id, &user).await?;
            if show_declined(ctx, click, &view, &user).await? {
                let note = serenity::CreateInteractionResponseFollowup::new()
                    .content(
                        Text::new("declined-and-blocked")
                            .arg("name", &view.names[0])
                            .get(user.lang),
                    )
                    .ephemeral(true);
                click.create_followup(&ctx.http, note).await?;
            }
            Ok(())
        }
        _ => {
            let view = data.host.decline(game_id, &user).await?;
            show_declined(ctx, click, &view, &user).await?;
            Ok(())
        }
    }
}

/// Close a challenge message once declined, naming who answered. The decline is committed, so
/// if Discord refuses the answer the channel is told instead. Whether the answer went through.
async fn show_declined(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    view: &crate::host::ChallengeView,
    by: &crate::host::User,
) -> Result<bool, serenity::Error> {
    let content = Text::new("answered-by")
        .arg("text", &view.text)
        .arg("name", &by.name)
        .get(view.lang);
    let closed = CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new()
            .content(content.clone())
            .components(Vec::new()),
    );
    match respond(ctx, click, closed).await {
        Ok(()) => Ok(true),
        Err(e) if !click_posts_here(click) => {
            warn!(custom_id = %click.data.custom_id, error = %e, "could not answer a decline");
            Ok(false)
        }
        Err(e) => {
            warn!(
                custom_id = %click.data.custom_id,
                error = %e,
                "could not answer a decline; telling the channel"
            );
            click
                .channel_id
                .send_message(
                    &ctx.http,
                    serenity::CreateMessage::new()
                        .content(content)
                        .allowed_mentions(serenity::CreateAllowedMentions::new()),
                )
                .await?;
            Ok(false)
        }
    }
}

/// A click on Unblock in the private `/blocks` list: lift the block, show the list again.
async fn unblock(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    blocked: &str,
) -> ClickResult {
    let blocked: u64 = blocked
        .parse()
        .map_err(|_| Failure::Refused(Text::new("click-damaged-block-button")))?;
    let user = clicker(click);
    let guild = click.guild_id.map(|g| g.get());
    let lifted = data.host.unblock(guild, &user, blocked).await?;
    let list = data.host.blocks(guild, &user).await?;
    let (text, rows) = super::protection::block_list(
        Some(Text::new("unblocked").arg("name", &lifted.blocked_name)),
        &list,
        user.lang,
    );
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(text)
                .components(rows)
                .allowed_mentions(serenity::CreateAllowedMentions::new()),
        ),
    )
    .await?;
    Ok(())
}

/// A click on a picker (`mv:`), or on Confirm under a move shown first (`mc:`, `confirmed`).
async fn pick(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    (game, version, path): (&str, &str, &str),
    confirmed: bool,
) -> ClickResult {
    let (game_id, version) = (number(game)?, number(version)?);
    let path = clicked_path(click, path);
    let tokens: Vec<&str> = path.split('/').filter(|t| !t.is_empty()).collect();
    let place = place_of(click.guild_id, click.channel_id);
    let user = clicker(click);
    let picked = if confirmed {
        data.host
            .pick_confirmed(place, &user, game_id, version, &tokens)
            .await?
    } else {
        data.host
            .pick(place, &user, game_id, version, &tokens)
            .await?
    };
    match picked {
        Picked::Confirm(preview) => {
            let lang = click_reader(click);
            let buttons = vec![
                serenity::CreateButton::new(format!("mc:{game_id}:{version}:{}", tokens.join("/")))
                    .label(tr(lang, "confirm-play"))
                    .style(serenity::ButtonStyle::Success),
                serenity::CreateButton::new("mx")
                    .label(tr(lang, "confirm-cancel"))
                    .style(serenity::ButtonStyle::Secondary),
            ];
            respond(
                ctx,
                click,
                CreateInteractionResponse::Message(
                    CreateInteractionResponseMessage::new()
                        .content(
                            Text::new("confirm-ask")
                                .arg("move", preview.mv.as_str())
                                .get(lang),
                        )
                        .add_file(
                            serenity::CreateAttachment::bytes(preview.png, "move.png")
                                .description(preview.alt_text),
                        )
                        .components(vec![serenity::CreateActionRow::Buttons(buttons)])
                        .ephemeral(true),
                ),
            )
            .await?;
        }
        Picked::Choose { prompt, rows } => {
            let prefix = format!("mv:{game_id}:{version}:{}/", tokens.join("/"));
            respond(
                ctx,
                click,
                CreateInteractionResponse::Message(
                    CreateInteractionResponseMessage::new()
                        .content(prompt)
                        .components(picker_rows(&rows, &prefix))
                        .ephemeral(true),
                ),
            )
            .await?;
        }
        // A vote on a channel team's turn: the board shows the new count, the voter their vote.
        Picked::Played(view) if view.voted.is_some() => {
            let lang = click_reader(click);
            let vote = view.voted.as_ref().map(super::messages::voted_text);
            let note = vote.map(|t| t.get(lang)).unwrap_or_default();
            let on_private_picker = click
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
            if on_private_picker {
                close_private_step(ctx, click, note).await;
            } else {
                show_board(ctx, click, &view).await?;
                let note = serenity::CreateInteractionResponseFollowup::new()
                    .content(note)
                    .ephemeral(true);
                click.create_followup(&ctx.http, note).await?;
            }
        }
        Picked::Played(view) => {
            super::after_move(ctx, data, &view, click_voice(click));
            let on_private_picker = click
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
            if on_private_picker {
                // The move came from a private step: close it, and post the board for all.
                let closed = Text::new("you-played")
                    .arg("move", view.last_move.clone().unwrap_or_default())
                    .get(click_reader(click));
                close_private_step(ctx, click, closed).await;
                click_voice(click).post_board(&ctx.http, &view).await?;
            } else {
                show_board(ctx, click, &view).await?;
            }
        }
    }
    Ok(())
}

/// Accept a challenge: the board replaces the challenge, or, where the server plays its games
/// in threads, the game opens a public thread from the challenge message and lives there.
async fn accept(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game_id: i64,
    user: &crate::host::User,
) -> ClickResult {
    // Threads exist only where the bot is a member; elsewhere the game stays in the channel.
    let thread = match click_posts_here(click) {
        true => data.host.thread_for_accept(game_id, user).await?,
        false => None,
    };
    let Some(name) = thread else {
        let view = data.host.accept(game_id, user).await?;
        return show_board(ctx, click, &view).await;
    };
    let in_thread = click.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread
        )
    });
    let may_open = click
        .app_permissions
        .is_some_and(|p| p.create_public_threads());
    if in_thread || !may_open {
        let view = data.host.accept(game_id, user).await?;
        show_board(ctx, click, &view).await?;
        if !in_thread {
            let note = serenity::CreateInteractionResponseFollowup::new()
                .content(tr(click_public_lang(click), "thread-permission-missing"));
            click.create_followup(&ctx.http, note).await?;
        }
        return Ok(());
    }
    let thread = match click
        .channel_id
        .create_thread_from_message(
            &ctx.http,
            click.message.id,
            serenity::CreateThread::new(name),
        )
        .await
    {
        Ok(thread) => thread,
        Err(e) => {
            warn!(game = game_id, error = %e, "could not open a thread; playing in the channel");
            let view = data.host.accept(game_id, user).await?;
            return show_board(ctx, click, &view).await;
        }
    };
    let view = data
        .host
        .accept_in_thread(game_id, user, thread.id.get())
        .await?;
    let moved = CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new()
            .content(
                Text::new("accepted-in-thread")
                    .arg("name", &user.name)
                    .arg("thread", format!("<#{}>", thread.id.get()))
                    .get(click_public_lang(click)),
            )
            .components(Vec::new()),
    );
    if let Err(e) = respond(ctx, click, moved).await {
        warn!(game = game_id, error = %e, "could not update the accepted challenge");
    }
    Voice::Channel(thread.id)
        .post_board(&ctx.http, &view)
        .await?;
    Ok(())
}

/// Answer a click that changed the game with the new board in place of the clicked one. The
/// change is already committed, so if Discord refuses the answer (a 429 or a 500 on the
/// callback) the board goes to the channel instead: the players must see what happened.
async fn show_board(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    view: &BoardView,
) -> ClickResult {
    let update = CreateInteractionResponse::UpdateMessage(board_update(view));
    match respond(ctx, click, update).await {
        Ok(()) => super::board_messages::note(view.game_id, clicked_board(click)),
        Err(e) => {
            warn!(
                custom_id = %click.data.custom_id,
                error = %e,
                "could not answer a click with the board; posting it where the bot may"
            );
            match click_voice(click) {
                // Nowhere else to say it: the next click or command shows the board.
                Voice::Followup(_) | Voice::Silent => {}
                voice => voice.post_board(&ctx.http, view).await?,
            }
        }
    }
    Ok(())
}

/// Close a private step after its action was committed; the board is posted separately, so a
/// refused answer here loses nothing but the note.
async fn close_private_step(ctx: &serenity::Context, click: &ComponentInteraction, note: String) {
    let closed = CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new()
            .content(note)
            .components(Vec::new()),
    );
    if let Err(e) = respond(ctx, click, closed).await {
        warn!(custom_id = %click.data.custom_id, error = %e, "could not close a private step");
    }
}

async fn draw(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let (game_id, version) = (number(game)?, number(version)?);
    let view = data
        .host
        .draw_on_board(place, &clicker(click), game_id, version)
        .await?;
    super::after_game_end(ctx, data, &view);
    show_board(ctx, click, &view).await
}

/// The board's Your page button: the clicker's own page, privately (whoever has not installed
/// the app needs no `/page`).
async fn private_page(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    number(game)?;
    // The page of the channel's game now: the clicker's own, whichever board they clicked.
    let view = data.host.private_view(place, &clicker(click)).await?;
    let (body, picture) = super::messages::private_page(view, click_reader(click));
    let page = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(body)
            .add_file(picture)
            .ephemeral(true),
    );
    respond(ctx, click, page).await?;
    Ok(())
}

/// Take back from a board's button: the request goes to the channel (or, against the AI, the
/// board goes back at once).
async fn ask_takeback(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let (game_id, version) = (number(game)?, number(version)?);
    match data
        .host
        .ask_takeback_on_board(place, &clicker(click), game_id, version)
        .await?
    {
        Takeback::Done(view) => show_board(ctx, click, &view).await,
        Takeback::Asked(request) => {
            let (content, components, mentions) = takeback_request(&request);
            let asked = CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(content)
                    .components(components)
                    .allowed_mentions(mentions),
            );
            respond(ctx, click, asked).await?;
            Ok(())
        }
    }
}

/// Accept or Decline under a takeback request: accepted, the request becomes the new board.
async fn answer_takeback(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    (game, version): (&str, &str),
    accept: bool,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let (game_id, version) = (number(game)?, number(version)?);
    let user = clicker(click);
    match data
        .host
        .answer_takeback(place, &user, game_id, version, accept)
        .await?
    {
        TakebackAnswer::Accepted(view) => show_board(ctx, click, &view).await,
        TakebackAnswer::Declined(request) => {
            let note = Text::new("takeback-declined")
                .arg("name", &user.name)
                .arg("asker", request.asker_name())
                .get(request.lang);
            let closed = CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(note)
                    .components(Vec::new())
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            );
            respond(ctx, click, closed).await?;
            Ok(())
        }
    }
}

async fn confirm_resign(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    game: &str,
    version: &str,
) -> ClickResult {
    let (game_id, version) = (number(game)?, number(version)?);
    let row = CreateActionRow::Buttons(vec![CreateButton::new(format!("rsy:{game_id}:{version}"))
        .label(tr(click_reader(click), "resign-confirm-button"))
        .style(ButtonStyle::Danger)]);
    respond(
        ctx,
        click,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(tr(click_reader(click), "resign-confirm"))
                .components(vec![row])
                .ephemeral(true),
        ),
    )
    .await?;
    Ok(())
}

async fn resign(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    let game_id = number(game)?;
    number(version)?;
    let view = data
        .host
        .resign_on_board(place, &clicker(click), game_id)
        .await?;
    super::after_game_end(ctx, data, &view);
    close_private_step(ctx, click, tr(click_reader(click), "you-resigned")).await;
    click_voice(click).post_board(&ctx.http, &view).await?;
    Ok(())
}

/// Rematch on a finished board: an offer for the channel, or the new game's board.
async fn rematch(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
) -> ClickResult {
    // A new message in the channel; the finished board stays as it was.
    match data.host.rematch(number(game)?, &clicker(click)).await? {
        Rematch::Offered(offer) => {
            let offer = super::messages::rematch_offer_message(&offer, click_public_lang(click));
            respond(ctx, click, CreateInteractionResponse::Message(offer)).await?;
        }
        Rematch::Started(view) => {
            super::after_move(ctx, data, &view, click_voice(click));
            let board = CreateInteractionResponse::Message(board_update(&view));
            match respond(ctx, click, board).await {
                Ok(()) => note_answered_board(ctx, click, view.game_id).await,
                Err(e) => {
                    warn!(custom_id = %click.data.custom_id, error = %e, "could not answer a rematch; posting the board");
                    click_voice(click).post_board(&ctx.http, &view).await?;
                }
            }
        }
    }
    Ok(())
}

/// Another page of `/games`.
async fn live_games(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    page: &str,
) -> ClickResult {
    let page = data
        .host
        .live_games(click.guild_id.map(|g| g.get()), number(page)? as usize)
        .await?;
    let (embed, components) = super::messages::live_games_page(&page, click_reader(click));
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .embed(embed)
                .components(components),
        ),
    )
    .await?;
    Ok(())
}

/// Split a game's rules into pages that fit an embed, at section boundaries.
pub fn rules_pages(kind: GameKind, lang: Lang) -> Vec<String> {
    const LIMIT: usize = 3800;
    let mut pages: Vec<String> = Vec::new();
    let text = format!(
        "{}\n{}\n{}",
        kind.rules_text(lang),
        tr(lang, "rules-hosting"),
        tr(lang, "rules-tournaments")
    );
    for section in text.split("\n## ") {
        let section = if pages.is_empty() && section.starts_with("# ") {
            section.to_string()
        } else {
            format!("## {section}")
        };
        match pages.last_mut() {
            Some(last) if last.len() + section.len() < LIMIT => {
                last.push('\n');
                last.push_str(&section);
            }
            _ => {
                // A section longer than a page is cut at line breaks.
                let mut current = String::new();
                for line in section.lines() {
                    if current.len() + line.len() + 1 > LIMIT && !current.is_empty() {
                        pages.push(std::mem::take(&mut current));
                    }
                    current.push_str(line);
                    current.push('\n');
                }
                pages.push(current);
            }
        }
    }
    pages
}

pub fn rules_page(kind: GameKind, page: usize, lang: Lang) -> (CreateEmbed, Vec<CreateActionRow>) {
    let pages = rules_pages(kind, lang);
    let page = page.min(pages.len().saturating_sub(1));
    let embed = CreateEmbed::new()
        .title(
            Text::new("rules-title")
                .arg("game", kind.display_name())
                .get(lang),
        )
        .description(pages.get(page).cloned().unwrap_or_default())
        .footer(serenity::CreateEmbedFooter::new(
            Text::new("rules-page")
                .arg("page", page + 1)
                .arg("pages", pages.len())
                .get(lang),
        ));
    let components = if pages.len() > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(format!("ru:{}:{}", kind.id(), page.saturating_sub(1)))
                .label(tr(lang, "button-previous"))
                .disabled(page == 0)
                .style(ButtonStyle::Secondary),
            CreateButton::new(format!("ru:{}:{}", kind.id(), page + 1))
                .label(tr(lang, "button-next"))
                .disabled(page + 1 >= pages.len())
                .style(ButtonStyle::Secondary),
        ])]
    } else {
        Vec::new()
    };
    (embed, components)
}

async fn rules(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    game: &str,
    page: &str,
) -> ClickResult {
    let kind =
        GameKind::from_id(game).ok_or_else(|| Failure::Refused(Text::new("click-unknown-game")))?;
    let (embed, components) = rules_page(kind, number(page)? as usize, click_reader(click));
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .embed(embed)
                .components(components),
        ),
    )
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_pages_fit_embeds() {
        for &lang in Lang::ALL {
            let tournaments = tr(lang, "rules-tournaments");
            assert!(tournaments.starts_with("## "), "{lang:?}");
            let closing = tournaments.lines().last().unwrap();
            for &kind in GameKind::ALL {
                let pages = rules_pages(kind, lang);
                assert!(!pages.is_empty());
                for p in &pages {
                    let chars = p.chars().count();
                    assert!(chars <= 4096, "{kind} {lang:?}: page of {chars} chars");
                }
                assert!(
                    pages.last().unwrap().contains(closing),
                    "{kind} {lang:?}: the tournament rules close the book"
                );
            }
        }
    }
}
