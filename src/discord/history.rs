//! `/history`: a player's finished games, paged with `hi:USER:GAME-ID|all:PAGE` buttons;
//! `/replay`: a game shown again as an animated GIF with its move list and the referee command
//! line, also from a finished board's Replay button (`rp:GAME`). Who may see what is the
//! host's decision.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage,
};
use tracing::warn;

use super::commands::{reply_private, GameArg};
use super::{user_of, user_text, Context, Data, Error};
use crate::games::GameKind;
use crate::host::{HistoryPage, HistoryRow, ReplayView, User, Verdict};
use crate::store::EndReason;

fn author(ctx: Context<'_>) -> User {
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        _ => None,
    };
    user_of(ctx.author(), member)
}

/// Replay a game as an animated GIF, with its moves and how to check them.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (see /history)"]
    #[min = 1]
    number: i64,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let place = super::place_of(ctx.guild_id(), ctx.channel_id());
    let user = author(ctx);
    // Drawing a long game takes a moment: acknowledge first, privately unless the game is over
    // (a live game's replay is for its players only).
    let public = match host.replay_is_public(place, &user, number).await {
        Ok(public) => public,
        Err(e) => return reply_private(ctx, user_text(&e, "replay")).await,
    };
    if public {
        ctx.defer().await?;
    } else {
        ctx.defer_ephemeral().await?;
    }
    match host.replay_game(place, &user, number).await {
        Ok(view) => {
            let mut reply = CreateReply::default()
                .content(replay_text(&view))
                .allowed_mentions(serenity::CreateAllowedMentions::new())
                .ephemeral(!public);
            for file in replay_files(&view) {
                reply = reply.attachment(file);
            }
            ctx.send(reply).await?;
            Ok(())
        }
        Err(e) => reply_private(ctx, user_text(&e, "replay")).await,
    }
}

/// The Replay button of a finished board.
pub fn replay_button(game_id: i64) -> CreateButton {
    CreateButton::new(format!("rp:{game_id}"))
        .label("Replay")
        .style(ButtonStyle::Secondary)
}

/// A click on a finished board's Replay button: the replay, posted as an answer to the click
/// (in public once the game is over, as /replay does).
pub async fn replay_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
) {
    let Ok(game_id) = game.parse::<i64>() else {
        respond_or_log(ctx, click, refusal("That button is damaged.")).await;
        return;
    };
    let place = super::place_of(click.guild_id, click.channel_id);
    let user = user_of(&click.user, click.member.as_ref());
    let public = match data.host.replay_is_public(place, &user, game_id).await {
        Ok(public) => public,
        Err(e) => {
            respond_or_log(ctx, click, refusal(&user_text(&e, "replay button"))).await;
            return;
        }
    };
    // Drawing a long game takes a moment: acknowledge first.
    let defer = CreateInteractionResponseMessage::new().ephemeral(!public);
    respond_or_log(ctx, click, CreateInteractionResponse::Defer(defer)).await;
    let followup = match data.host.replay_game(place, &user, game_id).await {
        Ok(view) => serenity::CreateInteractionResponseFollowup::new()
            .content(replay_text(&view))
            .allowed_mentions(serenity::CreateAllowedMentions::new())
            .ephemeral(!public)
            .add_files(replay_files(&view)),
        Err(e) => serenity::CreateInteractionResponseFollowup::new()
            .content(user_text(&e, "replay button"))
            .ephemeral(true),
    };
    if let Err(e) = click.create_followup(&ctx.http, followup).await {
        warn!(game_id, error = %e, "could not answer a Replay click");
    }
}

async fn respond_or_log(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    response: CreateInteractionResponse,
) {
    if let Err(e) = click.create_response(&ctx.http, response).await {
        warn!(custom_id = %click.data.custom_id, error = %e, "could not answer a click");
    }
}

/// The GIF, the move list and any pages, as attachments.
fn replay_files(view: &ReplayView) -> Vec<serenity::CreateAttachment> {
    let mut files = vec![
        serenity::CreateAttachment::bytes(view.gif.clone(), view.gif_name.clone()),
        serenity::CreateAttachment::bytes(
            view.moves.text.clone().into_bytes(),
            view.moves.name.clone(),
        ),
    ];
    for page in &view.pages {
        files.push(serenity::CreateAttachment::bytes(
            page.text.clone().into_bytes(),
            page.name.clone(),
        ));
    }
    files
}

/// The message that goes with the GIF.
fn replay_text(view: &ReplayView) -> String {
    let mut text = format!(
        "**Game {} · {}** — {} vs {}\n{} · {} plies",
        view.game_id,
        view.kind.display_name(),
        view.names[0],
        view.names[1],
        view.status,
        view.plies
    );
    if !view.finished {
        text.push_str(" so far (the game is still going; only its players see this)");
    }
    text.push('\n');
    if view.step > 1 {
        text.push_str(&format!(
            "This game is too long for one GIF under Discord's size limit: it shows every \
             {}th ply and the last one.\n",
            view.step
        ));
    }
    match &view.referee_command {
        Some(command) => {
            let files = if view.pages.is_empty() {
                format!("`{}`", view.moves.name)
            } else {
                let pages: Vec<String> =
                    view.pages.iter().map(|p| format!("`{}`", p.name)).collect();
                format!(
                    "`{}` and both pages ({})",
                    view.moves.name,
                    pages.join(", ")
                )
            };
            text.push_str(&format!(
                "Reproduce it with the attached {files}:\n`{command}`"
            ));
        }
        None => text.push_str(
            "The referee command line comes with the replay once the game is over: it needs \
             both pages, which stay secret until then.",
        ),
    }
    text
}

/// A player's recent finished games in this server, newest first.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose games (yours, if empty)"] user: Option<serenity::User>,
    #[description = "Only this game"] game: Option<GameArg>,
) -> Result<(), Error> {
    let who = user.as_ref().unwrap_or_else(|| ctx.author()).id.get();
    let place = super::place_of(ctx.guild_id(), ctx.channel_id());
    let kind = game.map(|g| g.0);
    match ctx.data().host.history(place, who, kind, 0).await {
        Ok(page) => {
            let (embed, components) = history_message(&page);
            ctx.send(
                CreateReply::default()
                    .embed(embed)
                    .components(components)
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            )
            .await?;
            Ok(())
        }
        Err(e) => reply_private(ctx, user_text(&e, "history")).await,
    }
}

/// A click on a history list's page button: the list turns to that page.
pub async fn page_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    user: &str,
    game: &str,
    page: &str,
) {
    let kind = GameKind::from_id(game);
    let parsed = user.parse::<u64>().ok().zip(page.parse::<usize>().ok());
    let response = match parsed.filter(|_| kind.is_some() || game == "all") {
        None => refusal("That button is damaged. Use /history for a fresh list."),
        Some((user_id, page)) => {
            let place = super::place_of(click.guild_id, click.channel_id);
            match data.host.history(place, user_id, kind, page).await {
                Ok(page) => {
                    let (embed, components) = history_message(&page);
                    CreateInteractionResponse::UpdateMessage(
                        CreateInteractionResponseMessage::new()
                            .embed(embed)
                            .components(components),
                    )
                }
                Err(e) => refusal(&user_text(&e, "history page")),
            }
        }
    };
    respond_or_log(ctx, click, response).await;
}

fn refusal(text: &str) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

/// The list as an embed, with Previous and Next buttons when there is more than one page.
fn history_message(page: &HistoryPage) -> (CreateEmbed, Vec<CreateActionRow>) {
    // "alice's finished games", "alice's finished CCC games"
    let game = page
        .kind
        .map_or(String::new(), |k| format!("{} ", k.display_name()));
    let mut text = if !page.rows.is_empty() {
        format!(
            "<@{}>'s finished {game}games here, newest first:\n",
            page.user_id
        )
    } else if page.page == 0 {
        format!(
            "<@{}> has no finished {game}games here yet.\n",
            page.user_id
        )
    } else {
        "No older games.\n".to_string()
    };
    for row in &page.rows {
        text.push_str(&history_line(row));
        text.push('\n');
    }
    text.push_str("\nSee one again with `/replay number:`.");
    let embed = CreateEmbed::new()
        .title("Game history")
        .description(text)
        .footer(serenity::CreateEmbedFooter::new(format!(
            "Page {}",
            page.page + 1
        )));
    if page.page == 0 && !page.has_next {
        return (embed, Vec::new());
    }
    let id = |p: usize| {
        format!(
            "hi:{}:{}:{p}",
            page.user_id,
            page.kind.map_or("all", |k| k.id())
        )
    };
    let buttons = vec![
        CreateButton::new(id(page.page.saturating_sub(1)))
            .label("◀ Newer")
            .disabled(page.page == 0)
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(page.page + 1))
            .label("Older ▶")
            .disabled(!page.has_next)
            .style(ButtonStyle::Secondary),
    ];
    (embed, vec![CreateActionRow::Buttons(buttons)])
}

/// "**#12** CCC vs bob · **won** by resignation · <t:…:d> · 57 moves · rating +12"
fn history_line(row: &HistoryRow) -> String {
    let verdict = match row.verdict {
        Verdict::Won => "won",
        Verdict::Lost => "lost",
        Verdict::Drew => "drew",
    };
    let reason = match row.reason {
        EndReason::Board => "on the board",
        EndReason::Resignation => "by resignation",
        EndReason::Timeout => "on time",
        EndReason::Agreement => "by agreement",
        EndReason::Moderator => "stopped by a moderator",
        EndReason::Vanished => "its channel is gone",
    };
    let opponent = if row.against_ai {
        format!("{} (AI)", row.opponent_name)
    } else {
        row.opponent_name.clone()
    };
    let rating = match (row.rated, row.rating_change) {
        (false, _) => " · casual".to_string(),
        (true, Some(change)) => format!(" · rating {change:+.0}"),
        (true, None) => String::new(),
    };
    format!(
        "**#{}** {} vs {} · **{verdict}** {reason} · <t:{}:d> · {} moves{rating}",
        row.game_id,
        row.kind.display_name(),
        opponent,
        row.ended_at / 1000,
        row.plies,
    )
}
