//! `/analyze number` and a finished board's Analyze button (`an:GAME`): the AI's analysis of
//! a finished game, for the asker's eyes. The answer appears at once and is edited as the work
//! goes (its place in the queue, then "Analysing… 24 of 61 moves" with a bar), and finally
//! becomes the chart with the three moves that cost the most. Who may ask is the host's
//! decision.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    CommandInteraction, ComponentInteraction, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse,
};
use tokio::sync::mpsc;
use tracing::warn;

use super::invocation::{author, click_reader, place, refuse};
use super::{place_of, user_of, user_text, Context, Data, Error};
use crate::host::{AnalysisProgress, AnalysisView, Host, Place, User};
use crate::i18n::{tr, Lang, Text};

/// Progress edits at most this often (the first report is shown at once).
const EDIT_EVERY: Duration = Duration::from_millis(1_500);

/// Cells of the text progress bar.
const BAR_CELLS: usize = 20;

/// The AI's analysis of a finished game: a win-chance chart and the moves that cost the most.
#[poise::command(slash_command)]
pub async fn analyze(ctx: Context<'_>, #[min = 1] number: i64) -> Result<(), Error> {
    let host = &ctx.data().host;
    let (place, user) = (place(ctx), author(ctx));
    if let Err(e) = host.check_analysis(place, &user, number).await {
        return refuse(ctx, &e, "analyze").await;
    }
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let starting = running_text(number, 0, None, user.lang);
    ctx.send(CreateReply::default().content(starting).ephemeral(true))
        .await?;
    let asker = Asker::Command(app.interaction);
    run(ctx.serenity_context(), host, &asker, place, &user, number).await;
    Ok(())
}

/// A click on a finished board's Analyze button: the analysis, for the clicker's eyes.
pub async fn analyze_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    game: &str,
) {
    let user = user_of(&click.user, click.member.as_ref(), &click.locale);
    let place = place_of(click.guild_id, click.channel_id);
    let checked = match game.parse::<i64>() {
        Ok(game_id) => data
            .host
            .check_analysis(place, &user, game_id)
            .await
            .map(|()| game_id)
            .map_err(|e| user_text(&e, "analyze button", user.lang)),
        Err(_) => Err(tr(click_reader(click), "replay-damaged-button")),
    };
    let (text, game_id) = match checked {
        Ok(game_id) => (running_text(game_id, 0, None, user.lang), Some(game_id)),
        Err(refusal) => (refusal, None),
    };
    let first = CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true);
    if let Err(e) = click
        .create_response(&ctx.http, CreateInteractionResponse::Message(first))
        .await
    {
        warn!(custom_id = %click.data.custom_id, error = %e, "could not answer a click");
        return;
    }
    if let Some(game_id) = game_id {
        run(ctx, &data.host, &Asker::Click(click), place, &user, game_id).await;
    }
}

/// Whose answer is edited.
enum Asker<'a> {
    Command(&'a CommandInteraction),
    Click(&'a ComponentInteraction),
}

impl Asker<'_> {
    async fn edit(&self, ctx: &serenity::Context, edit: EditInteractionResponse) {
        let result = match self {
            Asker::Command(c) => c.edit_response(&ctx.http, edit).await,
            Asker::Click(c) => c.edit_response(&ctx.http, edit).await,
        };
        if let Err(e) = result {
            warn!(error = %e, "could not edit an analysis answer");
        }
    }
}

/// Ask the host for the analysis, editing the answer as reports come, then show it.
async fn run(
    ctx: &serenity::Context,
    host: &Host,
    asker: &Asker<'_>,
    place: Place,
    user: &User,
    game_id: i64,
) {
    let lang = user.lang;
    let (tx, mut rx) = mpsc::channel(32);
    let work = host.analyze(place, user, game_id, tx);
    tokio::pin!(work);
    let mut last_edit: Option<Instant> = None;
    let mut shown = None;
    let result = loop {
        tokio::select! {
            result = &mut work => break result,
            Some(report) = rx.recv() => {
                if last_edit.is_some_and(|t| t.elapsed() < EDIT_EVERY) || shown == Some(report) {
                    continue;
                }
                shown = Some(report);
                last_edit = Some(Instant::now());
                let text = progress_text(game_id, report, lang);
                asker.edit(ctx, EditInteractionResponse::new().content(text)).await;
            }
        }
    };
    let edit = match result {
        Ok(view) => EditInteractionResponse::new()
            .content(analysis_text(&view))
            .new_attachment(
                CreateAttachment::bytes(view.chart.clone(), view.chart_name.clone())
                    .description(view.chart_alt_text.clone()),
            ),
        Err(e) => EditInteractionResponse::new().content(user_text(&e, "analyze", lang)),
    };
    asker.edit(ctx, edit).await;
}

/// "Analysing game 12… 24 of 61 moves" and a bar; without a total, only the first line.
fn running_text(game_id: i64, done: usize, total: Option<usize>, lang: Lang) -> String {
    let Some(total) = total else {
        return Text::new("analysis-running")
            .arg("game", game_id)
            .arg("done", 0)
            .arg("total", "…")
            .get(lang);
    };
    let line = Text::new("analysis-running")
        .arg("game", game_id)
        .arg("done", done)
        .arg("total", total)
        .get(lang);
    format!("{line}\n`{}`", bar(done, total))
}

/// `██████░░░░░░░░░░░░░░` for `done` of `total`.
fn bar(done: usize, total: usize) -> String {
    let full = (done * BAR_CELLS).checked_div(total).unwrap_or(BAR_CELLS);
    let full = full.min(BAR_CELLS);
    format!("{}{}", "█".repeat(full), "░".repeat(BAR_CELLS - full))
}

fn progress_text(game_id: i64, report: AnalysisProgress, lang: Lang) -> String {
    match report {
        AnalysisProgress::Queued { place } => Text::new("analysis-queued")
            .arg("game", game_id)
            .arg("place", place)
            .get(lang),
        AnalysisProgress::Running { done, total } => running_text(game_id, done, Some(total), lang),
    }
}

/// The text under the chart: the game, each side's tally, and the three costliest moves.
pub fn analysis_text(view: &AnalysisView) -> String {
    let lang = view.lang;
    let a = &view.analysis;
    let mut text = Text::new("analysis-header")
        .arg("game", view.game_id)
        .arg("kind", view.kind.display_name())
        .arg("first", &view.names[0])
        .arg("second", &view.names[1])
        .arg("status", &view.status)
        .get(lang);
    for tally in view.tallies() {
        text.push('\n');
        text.push_str(&tally);
    }
    text.push_str("\n\n");
    let costliest = view.costliest(3);
    if costliest.is_empty() {
        text.push_str(&tr(lang, "analysis-nothing-costly"));
    } else {
        text.push_str(&tr(lang, "analysis-costliest"));
        for line in costliest {
            text.push('\n');
            text.push_str(&line);
        }
    }
    text.push_str("\n-# ");
    text.push_str(
        &Text::new("analysis-budget")
            .arg("playouts", a.playouts)
            .arg("name", &view.names[0])
            .get(lang),
    );
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_fills_with_the_work() {
        assert_eq!(bar(0, 61), "░".repeat(BAR_CELLS));
        assert_eq!(bar(61, 61), "█".repeat(BAR_CELLS));
        assert_eq!(bar(0, 0), "█".repeat(BAR_CELLS));
        let half = bar(30, 60);
        assert_eq!(half.chars().filter(|&c| c == '█').count(), BAR_CELLS / 2);
    }

    #[test]
    fn a_tally_of_one_is_singular() {
        let tally = |n: i64, lang| {
            Text::new("analysis-tally")
                .arg("name", "Ann")
                .arg("inaccuracies", n)
                .arg("mistakes", n)
                .arg("blunders", n)
                .get(lang)
        };
        assert_eq!(
            tally(1, Lang::EnUs),
            "Ann: 1 inaccuracy · 1 mistake · 1 blunder"
        );
        assert_eq!(
            tally(2, Lang::EnUs),
            "Ann: 2 inaccuracies · 2 mistakes · 2 blunders"
        );
        assert!(tally(1, Lang::De).contains("1 Ungenauigkeit ·"));
        assert!(tally(1, Lang::EsEs).contains("1 error grave"));
    }
}
