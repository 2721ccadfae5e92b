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

use super::invocation::{click_public_lang, click_reader, public_lang, refuse, GameArg};
use super::{user_of, user_text, Context, Data, Error};
use crate::games::GameKind;
use crate::host::{HistoryPage, HistoryRow, ReplayView, User, Verdict};
use crate::i18n::{tr, Lang, Text};

fn author(ctx: Context<'_>) -> User {
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        _ => None,
    };
    user_of(ctx.author(), member, ctx.locale().unwrap_or_default())
}

/// Replay a game as an animated GIF, with its moves and how to check them.
#[poise::command(slash_command)]
pub async fn replay(ctx: Context<'_>, #[min = 1] number: i64) -> Result<(), Error> {
    let host = &ctx.data().host;
    let place = super::place_of(ctx.guild_id(), ctx.channel_id());
    let user = author(ctx);
    // Drawing a long game takes a moment: acknowledge first, privately unless the game is over
    // (a live game's replay is for its players only).
    let public = match host.replay_is_public(place, &user, number).await {
        Ok(public) => public,
        Err(e) => return refuse(ctx, &e, "replay").await,
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
        Err(e) => refuse(ctx, &e, "replay").await,
    }
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
        let text = tr(click_reader(click), "replay-damaged-button");
        respond_or_log(ctx, click, refusal(&text)).await;
        return;
    };
    let place = super::place_of(click.guild_id, click.channel_id);
    let user = user_of(&click.user, click.member.as_ref(), &click.locale);
    let public = match data.host.replay_is_public(place, &user, game_id).await {
        Ok(public) => public,
        Err(e) => {
            let text = user_text(&e, "replay button", user.lang);
            respond_or_log(ctx, click, refusal(&text)).await;
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
            .content(user_text(&e, "replay button", user.lang))
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
        serenity::CreateAttachment::bytes(view.gif.clone(), view.gif_name.clone())
            .description(view.alt_text.clone()),
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
    let lang = view.lang;
    let mut text = Text::new("replay-header")
        .arg("game", view.game_id)
        .arg("kind", view.kind.display_name())
        .arg("first", &view.names[0])
        .arg("second", &view.names[1])
        .get(lang);
    text.push('\n');
    text.push_str(
        &Text::new("replay-status")
            .arg("status", &view.status)
            .arg("plies", view.plies)
            .get(lang),
    );
    if !view.finished {
        text.push_str(&tr(lang, "replay-so-far"));
    }
    text.push('\n');
    if view.step > 1 {
        text.push_str(
            &Text::new("replay-every-nth")
                .arg("step", view.step)
                .get(lang),
        );
        text.push('\n');
    }
    match &view.referee_command {
        Some(command) => {
            let files = if view.pages.is_empty() {
                Text::new("replay-files-moves").arg("moves", &view.moves.name)
            } else {
                let pages: Vec<String> =
                    view.pages.iter().map(|p| format!("`{}`", p.name)).collect();
                Text::new("replay-files-with-pages")
                    .arg("moves", &view.moves.name)
                    .arg("pages", pages.join(", "))
            };
            text.push_str(
                &Text::new("replay-reproduce")
                    .arg("files", files)
                    .arg("command", command)
                    .get(lang),
            );
        }
        None => text.push_str(&tr(lang, "replay-command-later")),
    }
    text
}

/// A player's recent finished games in this server, newest first.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    #[autocomplete = "crate::discord::invocation::autocomplete_game"] game: Option<GameArg>,
) -> Result<(), Error> {
    let kind = match game {
        Some(game) => match game.kind(ctx).await {
            Ok(kind) => Some(kind),
            Err(e) => return refuse(ctx, &e, "history").await,
        },
        None => None,
    };
    let who = user.as_ref().unwrap_or_else(|| ctx.author()).id.get();
    let place = super::place_of(ctx.guild_id(), ctx.channel_id());
    let asker = ctx.author().id.get();
    match ctx.data().host.history(place, asker, who, kind, 0).await {
        Ok(page) => {
            let (embed, components) = history_message(&page, public_lang(ctx));
            ctx.send(
                CreateReply::default()
                    .embed(embed)
                    .components(components)
                    .allowed_mentions(serenity::CreateAllowedMentions::new())
                    // Outside servers one's history spans other conversations: for one's eyes.
                    .ephemeral(ctx.guild_id().is_none()),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "history").await,
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
        None => refusal(&tr(click_reader(click), "history-damaged-button")),
        Some((user_id, page)) => {
            let place = super::place_of(click.guild_id, click.channel_id);
            let asker = click.user.id.get();
            match data.host.history(place, asker, user_id, kind, page).await {
                Ok(page) => {
                    let (embed, components) = history_message(&page, click_public_lang(click));
                    CreateInteractionResponse::UpdateMessage(
                        CreateInteractionResponseMessage::new()
                            .embed(embed)
                            .components(components),
                    )
                }
                Err(e) => refusal(&user_text(&e, "history page", click_reader(click))),
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
fn history_message(page: &HistoryPage, lang: Lang) -> (CreateEmbed, Vec<CreateActionRow>) {
    // "alice's finished games", "alice's finished CCC games"
    let intro = match (page.rows.is_empty(), page.page, page.kind) {
        (false, _, None) => Text::new("history-intro"),
        (false, _, Some(kind)) => Text::new("history-intro-game").arg("game", kind.display_name()),
        (true, 0, None) => Text::new("history-none"),
        (true, 0, Some(kind)) => Text::new("history-none-game").arg("game", kind.display_name()),
        (true, _, _) => Text::new("history-no-older"),
    };
    let mut text = intro.arg("user", format!("<@{}>", page.user_id)).get(lang);
    text.push('\n');
    for row in &page.rows {
        text.push_str(&history_line(row, lang));
        text.push('\n');
    }
    text.push('\n');
    text.push_str(&tr(lang, "history-see-again"));
    let embed = CreateEmbed::new()
        .title(tr(lang, "history-title"))
        .description(text)
        .footer(serenity::CreateEmbedFooter::new(
            Text::new("history-page")
                .arg("page", page.page + 1)
                .get(lang),
        ));
    // Each game's page (ten to a page: two rows of five links), then the player's.
    let mut rows: Vec<CreateActionRow> = page
        .rows
        .iter()
        .filter_map(|row| {
            let url = row.public_url.as_deref()?;
            Some(CreateButton::new_link(url).label(format!("#{}", row.game_id)))
        })
        .collect::<Vec<_>>()
        .chunks(5)
        .map(|links| CreateActionRow::Buttons(links.to_vec()))
        .collect();
    let player_link = page
        .public_url
        .as_deref()
        .map(|url| super::web_links::web_button(url, lang));
    if page.page == 0 && !page.has_next {
        rows.extend(player_link.map(|b| CreateActionRow::Buttons(vec![b])));
        return (embed, rows);
    }
    let id = |p: usize| {
        format!(
            "hi:{}:{}:{p}",
            page.user_id,
            page.kind.map_or("all", |k| k.id())
        )
    };
    let mut buttons = vec![
        CreateButton::new(id(page.page.saturating_sub(1)))
            .label(tr(lang, "button-newer"))
            .disabled(page.page == 0)
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(page.page + 1))
            .label(tr(lang, "button-older"))
            .disabled(!page.has_next)
            .style(ButtonStyle::Secondary),
    ];
    buttons.extend(player_link);
    rows.push(CreateActionRow::Buttons(buttons));
    (embed, rows)
}

/// "**#12** CCC vs bob · **won** by resignation · <t:…:d> · 57 moves · rating +12"
fn history_line(row: &HistoryRow, lang: Lang) -> String {
    let verdict = match row.verdict {
        Verdict::Won => Text::new("history-won"),
        Verdict::Lost => Text::new("history-lost"),
        Verdict::Drew => Text::new("history-drew"),
    };
    let opponent = if row.against_ai {
        Text::new("history-ai-opponent")
            .arg("name", &row.opponent_name)
            .get(lang)
    } else {
        row.opponent_name.clone()
    };
    let rating = match (row.rated, row.rating_change) {
        (false, _) => tr(lang, "history-casual"),
        (true, Some(change)) => Text::new("history-rating")
            .arg("change", format!("{change:+.0}"))
            .get(lang),
        (true, None) => String::new(),
    };
    Text::new("history-line")
        .arg("game", row.game_id)
        .arg("kind", row.kind.display_name())
        .arg("opponent", opponent)
        .arg("verdict", verdict)
        .arg("reason", row.how.clone())
        .arg("date", format!("<t:{}:d>", row.ended_at / 1000))
        .arg("plies", row.plies)
        .arg("rating", rating)
        .get(lang)
}
