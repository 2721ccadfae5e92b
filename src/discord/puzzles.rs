//! `/puzzle`: the day's puzzle, privately (the rules are the host's, `host/puzzles.rs`).
//! `show` gives the position with the move picker's buttons (`pz:DAY:PATH`, the path as on a
//! board), `answer` takes a typed move (with the same suggestions as `/move`), `solvers` lists
//! who solved it today (by name in a server; elsewhere only how many).

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ComponentInteraction, CreateActionRow, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseMessage,
};
use tracing::warn;

use super::invocation::{author, click_reader, place, reader, refuse};
use super::messages::{clicked_path, picker_rows};
use super::{place_of, user_of, user_text, Context, Data, Error};
use crate::host::{PuzzleAnswer, PuzzleSource, PuzzleView};
use crate::i18n::{Lang, Text};
use crate::input::Step;

/// The day's puzzle: one move wins, find it.
#[poise::command(slash_command, subcommands("show", "answer", "solvers"))]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Today's puzzle, privately, with buttons to answer.
#[poise::command(slash_command)]
async fn show(ctx: Context<'_>) -> Result<(), Error> {
    // The day's first asker waits for the search: acknowledge at once, privately.
    ctx.defer_ephemeral().await?;
    match ctx.data().host.puzzle(place(ctx), &author(ctx)).await {
        Ok(view) => {
            let (content, components) = puzzle_message(&view, None);
            ctx.send(
                CreateReply::default()
                    .content(content)
                    .attachment(picture(&view))
                    .components(components)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "puzzle").await,
    }
}

async fn autocomplete_answer(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .host
        .puzzle_moves(place(ctx), partial, 25)
        .await
        .unwrap_or_else(|e| {
            user_text(&e, "puzzle autocomplete", reader(ctx));
            Vec::new()
        });
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
            .collect(),
    )
}

/// Answer today's puzzle with a move.
#[poise::command(slash_command)]
async fn answer(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_answer"]
    #[max_length = 100]
    r#move: String,
) -> Result<(), Error> {
    match ctx
        .data()
        .host
        .answer_puzzle(place(ctx), &author(ctx), &r#move)
        .await
    {
        Ok(PuzzleAnswer::Solved(view)) => {
            let (content, _) = puzzle_message(&view, None);
            ctx.send(
                CreateReply::default()
                    .content(content)
                    .attachment(picture(&view))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Ok(PuzzleAnswer::Wrong { mv, attempts }) => {
            let text = wrong(&mv, attempts, reader(ctx));
            ctx.send(CreateReply::default().content(text).ephemeral(true))
                .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "puzzle answer").await,
    }
}

/// Who solved today's puzzle.
#[poise::command(slash_command)]
async fn solvers(ctx: Context<'_>) -> Result<(), Error> {
    let lang = reader(ctx);
    match ctx.data().host.puzzle_solvers(place(ctx)).await {
        Ok(solvers) => {
            let text = if solvers.is_empty() {
                Text::new("puzzle-no-solvers").get(lang)
            } else if ctx.guild_id().is_none() {
                Text::new("puzzle-solver-count")
                    .arg("count", solvers.len())
                    .get(lang)
            } else {
                let names: Vec<String> = solvers
                    .iter()
                    .map(|s| {
                        Text::new("puzzle-solver-line")
                            .arg("name", s.name.as_str())
                            .arg("tries", s.attempts)
                            .get(lang)
                    })
                    .collect();
                format!(
                    "{}\n{}",
                    Text::new("puzzle-solvers").get(lang),
                    names.join("\n")
                )
            };
            ctx.send(
                CreateReply::default()
                    .content(text)
                    .allowed_mentions(serenity::CreateAllowedMentions::new())
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "puzzle solvers").await,
    }
}

/// A click on the puzzle's picker (`pz:DAY:PATH`): the next step, or the answer it makes.
pub async fn pick_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    day: &str,
    path: &str,
) {
    let lang = click_reader(click);
    let place = place_of(click.guild_id, click.channel_id);
    let user = user_of(&click.user, click.member.as_ref(), &click.locale);
    let path = clicked_path(click, path);
    let tokens: Vec<&str> = path.split('/').filter(|t| !t.is_empty()).collect();
    let Ok(day_number) = day.parse::<i64>() else {
        return answer_privately(ctx, click, Text::new("puzzle-old").get(lang)).await;
    };
    let step = data
        .host
        .puzzle_pick(place, &user, day_number, &tokens)
        .await;
    let reply = match step {
        Ok(Step::Choose { prompt, rows }) => {
            let prefix = format!("pz:{day}:{}/", tokens.join("/"));
            CreateInteractionResponseMessage::new()
                .content(prompt)
                .components(picker_rows(&rows, &prefix))
        }
        Ok(Step::Move(mv)) => match data.host.answer_puzzle(place, &user, &mv).await {
            Ok(PuzzleAnswer::Solved(view)) => {
                let (content, _) = puzzle_message(&view, None);
                CreateInteractionResponseMessage::new()
                    .content(content)
                    .components(Vec::new())
            }
            Ok(PuzzleAnswer::Wrong { mv, attempts }) => {
                match data.host.puzzle(place, &user).await {
                    Ok(view) => {
                        let (content, components) =
                            puzzle_message(&view, Some(wrong(&mv, attempts, lang)));
                        CreateInteractionResponseMessage::new()
                            .content(content)
                            .components(components)
                    }
                    Err(e) => plain(user_text(&e, "puzzle", lang)),
                }
            }
            Err(e) => plain(user_text(&e, "puzzle answer", lang)),
        },
        Ok(Step::Invalid) => plain(Text::new("puzzle-old").get(lang)),
        Err(e) => plain(user_text(&e, "puzzle pick", lang)),
    };
    // The picker lives on the asker's private message: it is updated in place.
    let response = CreateInteractionResponse::UpdateMessage(reply);
    if let Err(e) = click.create_response(&ctx.http, response).await {
        warn!(error = %e, "could not answer a puzzle click");
    }
}

fn plain(text: String) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(text)
        .components(Vec::new())
}

async fn answer_privately(ctx: &serenity::Context, click: &ComponentInteraction, text: String) {
    let response = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    if let Err(e) = click.create_response(&ctx.http, response).await {
        warn!(error = %e, "could not answer a puzzle click");
    }
}

fn wrong(mv: &str, attempts: i64, lang: Lang) -> String {
    Text::new("puzzle-wrong")
        .arg("move", mv)
        .arg("tries", attempts)
        .get(lang)
}

fn picture(view: &PuzzleView) -> CreateAttachment {
    CreateAttachment::bytes(view.png.clone(), "puzzle.png").description(view.alt_text.clone())
}

/// The puzzle's text and (while unsolved) its picker; `note` goes first (a wrong try).
fn puzzle_message(view: &PuzzleView, note: Option<String>) -> (String, Vec<CreateActionRow>) {
    let lang = view.lang;
    let mut lines: Vec<String> = note.into_iter().collect();
    lines.push(
        Text::new("puzzle-title")
            .arg("game", view.kind.display_name())
            .get(lang),
    );
    match (&view.answer, &view.source) {
        (Some(answer), Some(source)) => {
            lines.push(
                Text::new("puzzle-solved")
                    .arg("move", answer.as_str())
                    .arg("tries", view.attempts)
                    .get(lang),
            );
            lines.push(
                match source {
                    PuzzleSource::Game { game_id, url } => match url {
                        Some(url) => Text::new("puzzle-from-game-link")
                            .arg("game", *game_id)
                            .arg("url", url.as_str()),
                        None => Text::new("puzzle-from-game").arg("game", *game_id),
                    },
                    PuzzleSource::Private => Text::new("puzzle-from-private"),
                    PuzzleSource::Ai => Text::new("puzzle-from-ai"),
                }
                .get(lang),
            );
        }
        _ => {
            lines.push(
                Text::new("puzzle-prompt")
                    .arg("seat", view.to_move.as_str())
                    .get(lang),
            );
            if view.attempts > 0 {
                lines.push(
                    Text::new("puzzle-tries")
                        .arg("tries", view.attempts)
                        .get(lang),
                );
            }
        }
    }
    if view.streak > 0 {
        lines.push(
            Text::new("puzzle-streak")
                .arg("days", view.streak)
                .get(lang),
        );
    }
    let prefix = format!("pz:{}:", view.day);
    (lines.join("\n"), picker_rows(&view.picker, &prefix))
}
