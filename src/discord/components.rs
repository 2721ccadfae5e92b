//! Button and menu clicks. Ids (see `messages`):
//! `ch:GAME:a|d` challenge answers; `mv:GAME:VERSION:PATH` picker steps (PATH = tokens joined
//! by `/`; a menu's id ends in `~N` and its chosen value completes the path);
//! `dr:GAME:VERSION` draw; `rs:GAME:VERSION` resign (asks to confirm); `rsy:GAME:VERSION` the
//! confirmation; `ru:GAME-ID:PAGE` rules pages.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage,
};
use tracing::warn;

use super::messages::{board_parts, picker_rows};
use super::{place_of, user_of, user_text, Data};
use crate::games::GameKind;
use crate::host::{BoardView, HostError, Picked};

pub async fn handle(ctx: &serenity::Context, click: &ComponentInteraction, data: &Data) {
    let started = std::time::Instant::now();
    let id = click.data.custom_id.as_str();
    let parts: Vec<&str> = id.splitn(4, ':').collect();
    let outcome = match parts.as_slice() {
        ["ch", game, answer] => challenge(ctx, click, data, game, answer).await,
        ["mv", game, version, path] => pick(ctx, click, data, game, version, path).await,
        ["dr", game, version] => draw(ctx, click, data, game, version).await,
        ["rs", game, version] => confirm_resign(ctx, click, game, version).await,
        ["rsy", game, version] => resign(ctx, click, data, game, version).await,
        ["ru", game, page] => rules(ctx, click, game, page).await,
        _ => Err(Failure::Refused(
            "That button is from an older version of the bot. Use /board for a fresh one.".into(),
        )),
    };
    let (label, text) = match outcome {
        Ok(()) => ("ok", None),
        Err(Failure::Refused(text)) => ("refused", Some(text)),
        Err(Failure::Host(e)) => match &e {
            HostError::Refused(_) => ("refused", Some(user_text(&e, id))),
            HostError::Internal(_) => ("error", Some(user_text(&e, id))),
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

enum Failure {
    Refused(String),
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
        .map_err(|_| Failure::Refused("That button is damaged. Use /board for a fresh one.".into()))
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
    user_of(&click.user, click.member.as_ref())
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
    let response = match answer {
        "a" => {
            let view = data.host.accept(game_id, &user).await?;
            CreateInteractionResponse::UpdateMessage(board_update(&view))
        }
        _ => {
            let view = data.host.decline(game_id, &user).await?;
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(format!("{} ({})", view.text, user.name))
                    .components(Vec::new()),
            )
        }
    };
    respond(ctx, click, response).await?;
    Ok(())
}

async fn pick(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
    path: &str,
) -> ClickResult {
    let (game_id, version) = (number(game)?, number(version)?);
    // A menu's id ends in `~N`; the chosen value is the last step of the path.
    let mut path = path.to_string();
    if let Some(i) = path.rfind('~') {
        path.truncate(i);
        if let serenity::ComponentInteractionDataKind::StringSelect { values } = &click.data.kind {
            path.push_str(values.first().map(String::as_str).unwrap_or(""));
        }
    }
    let tokens: Vec<&str> = path.split('/').filter(|t| !t.is_empty()).collect();
    let place = place_of(click.guild_id, click.channel_id);
    let user = clicker(click);
    match data
        .host
        .pick(place, &user, game_id, version, &tokens)
        .await?
    {
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
        Picked::Played(view) => {
            super::after_move(ctx, &data.host, &view);
            let on_private_picker = click
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
            if on_private_picker {
                // The move came from a private step: close it, and post the board for all.
                respond(
                    ctx,
                    click,
                    CreateInteractionResponse::UpdateMessage(
                        CreateInteractionResponseMessage::new()
                            .content(format!(
                                "You played `{}`.",
                                view.last_move.clone().unwrap_or_default()
                            ))
                            .components(Vec::new()),
                    ),
                )
                .await?;
                post_board(ctx, click.channel_id, &view).await?;
            } else {
                respond(
                    ctx,
                    click,
                    CreateInteractionResponse::UpdateMessage(board_update(&view)),
                )
                .await?;
            }
        }
    }
    Ok(())
}

async fn post_board(
    ctx: &serenity::Context,
    channel: serenity::ChannelId,
    view: &BoardView,
) -> Result<(), serenity::Error> {
    channel
        .send_message(&ctx.http, board_parts(view).into_message())
        .await?;
    Ok(())
}

async fn draw(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
    version: &str,
) -> ClickResult {
    let place = place_of(click.guild_id, click.channel_id);
    check_current(data, place, number(game)?, number(version)?).await?;
    let view = data.host.draw(place, &clicker(click)).await?;
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(board_update(&view)),
    )
    .await?;
    Ok(())
}

/// Refuse a click on a board that is no longer the current one.
async fn check_current(
    data: &Data,
    place: crate::host::Place,
    game_id: i64,
    version: i64,
) -> Result<(), Failure> {
    let view = data.host.board(place).await?;
    if view.game_id != game_id || view.version != version {
        return Err(Failure::Refused(
            "This board is out of date: the game has moved on. Use /board to see the current one."
                .into(),
        ));
    }
    Ok(())
}

async fn confirm_resign(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    game: &str,
    version: &str,
) -> ClickResult {
    let (game_id, version) = (number(game)?, number(version)?);
    let row = CreateActionRow::Buttons(vec![CreateButton::new(format!("rsy:{game_id}:{version}"))
        .label("Yes, resign")
        .style(ButtonStyle::Danger)]);
    respond(
        ctx,
        click,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content("Resign this game? Your opponent wins.")
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
    // Resigning stays possible after moves were made since the question was asked; it only
    // has to be the same game.
    let current = data.host.board(place).await?;
    if current.game_id != game_id {
        return Err(Failure::Refused("That game is over.".into()));
    }
    let _ = number(version)?;
    let view = data.host.resign(place, &clicker(click)).await?;
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content("You resigned.")
                .components(Vec::new()),
        ),
    )
    .await?;
    post_board(ctx, click.channel_id, &view).await?;
    Ok(())
}

/// Split a game's rules into pages that fit an embed, at section boundaries.
pub fn rules_pages(kind: GameKind) -> Vec<String> {
    const LIMIT: usize = 3800;
    let mut pages: Vec<String> = Vec::new();
    for section in kind.rules_text().split("\n## ") {
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

pub fn rules_page(kind: GameKind, page: usize) -> (CreateEmbed, Vec<CreateActionRow>) {
    let pages = rules_pages(kind);
    let page = page.min(pages.len().saturating_sub(1));
    let embed = CreateEmbed::new()
        .title(format!("How to play {}", kind.display_name()))
        .description(pages.get(page).cloned().unwrap_or_default())
        .footer(serenity::CreateEmbedFooter::new(format!(
            "Page {} of {}",
            page + 1,
            pages.len()
        )));
    let components = if pages.len() > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(format!("ru:{}:{}", kind.id(), page.saturating_sub(1)))
                .label("◀ Previous")
                .disabled(page == 0)
                .style(ButtonStyle::Secondary),
            CreateButton::new(format!("ru:{}:{}", kind.id(), page + 1))
                .label("Next ▶")
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
    let kind = GameKind::from_id(game)
        .ok_or_else(|| Failure::Refused("I don't know that game.".into()))?;
    let (embed, components) = rules_page(kind, number(page)? as usize);
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
        for &kind in GameKind::ALL {
            let pages = rules_pages(kind);
            assert!(!pages.is_empty());
            for p in &pages {
                assert!(p.len() <= 4096, "{kind}: page of {} chars", p.len());
            }
        }
    }
}
