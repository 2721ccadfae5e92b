//! `/design report` and `/design compare`: the designer's kit's balance report on a server's
//! designed game, made privately with its progress edited into the answer, ending with the
//! chart (with alt text), the key figures and the kit's full text; and two versions' kept
//! reports side by side. The host makes and keeps the reports; this only shows them.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::invocation::{reader, refuse, reply_private};
use super::progress::{edit_with_progress, finish_private};
use super::{user_text, Context, Error, MESSAGE_CHARS};
use crate::host::{
    at_most_chars, ComparedVersion, DesignReportView, DEFAULT_REPORT_GAMES, MAX_REPORT_GAMES,
};
use crate::i18n::{Lang, Text};
use crate::store::{PairingFigures, PlayedFigures};

/// `n` of `of` in whole percent (0 of nothing).
fn percent(n: i64, of: i64) -> i64 {
    if of <= 0 {
        return 0;
    }
    ((100 * n) as f64 / of as f64).round() as i64
}

/// The balance report of a designed game: the AI against itself, and the games played here
#[poise::command(slash_command)]
pub async fn report(
    ctx: Context<'_>,
    #[autocomplete = "super::invocation::autocomplete_game"]
    #[max_length = 100]
    game: String,
    #[min = 1]
    #[max = 1000]
    games: Option<i64>,
    #[min = 1] version: Option<i64>,
) -> Result<(), Error> {
    // Discord's window for editing the answer runs from here (see `progress.rs`).
    let asked = std::time::Instant::now();
    let lang = reader(ctx);
    let guild = ctx.guild_id().map(|g| g.get());
    let host = &ctx.data().host;
    // What the report is on is known before the answer starts counting games.
    let version = match host.design_version_at(guild, &game, version).await {
        Ok(version) => version,
        Err(e) => return refuse(ctx, &e, "design report").await,
    };
    let games = games.unwrap_or(DEFAULT_REPORT_GAMES);
    if !(1..=MAX_REPORT_GAMES).contains(&games) {
        let range = Text::new("design-report-games-range").arg("max", MAX_REPORT_GAMES);
        return reply_private(ctx, range).await;
    }
    let running = |done: usize, total: usize| {
        Text::new("design-report-running")
            .arg("name", version.name.as_str())
            .arg("number", version.number)
            .arg("done", done)
            .arg("total", total)
            .get(lang)
    };
    let total = 2 * games as usize;
    let answer = ctx
        .send(
            CreateReply::default()
                .content(running(0, total))
                .ephemeral(true),
        )
        .await?;
    let number = Some(version.number);
    let work = |progress: tokio::sync::watch::Sender<(usize, usize)>| {
        host.design_report(guild, &game, number, games, move |done, total| {
            let _ = progress.send((done, total));
        })
    };
    let made = edit_with_progress(ctx, (&answer, asked), work, running).await;
    let (content, files) = match made {
        Ok(view) => {
            let alt = Text::new("design-report-alt")
                .arg("name", view.version.name.as_str())
                .arg("number", view.version.number)
                .get(lang);
            let files = vec![
                serenity::CreateAttachment::bytes(view.report.chart.clone(), "report.png")
                    .description(alt),
                serenity::CreateAttachment::bytes(
                    view.report.text.clone().into_bytes(),
                    "report.txt",
                ),
            ];
            (
                at_most_chars(report_text(&view, lang), MESSAGE_CHARS),
                files,
            )
        }
        Err(e) => (user_text(&e, "design report", lang), Vec::new()),
    };
    finish_private(ctx, (&answer, asked), content, files).await
}

/// The figures of one pairing of a report, in a line.
fn pairing_line(id: &'static str, p: &PairingFigures, lang: Lang) -> String {
    Text::new(id)
        .arg("first-wins", percent(p.wins[0], p.games))
        .arg("second-wins", percent(p.wins[1], p.games))
        .arg("draws", percent(p.draws, p.games))
        .arg("low", (p.interval_permille[0] as f64 / 10.0).round() as i64)
        .arg(
            "high",
            (p.interval_permille[1] as f64 / 10.0).round() as i64,
        )
        .arg("median", p.median_plies)
        .arg("p90", p.p90_plies)
        .get(lang)
}

/// What the server played on the version, in a line.
fn played_line(played: &PlayedFigures, lang: Lang) -> String {
    if played.games == 0 {
        return Text::new("design-report-played-none").get(lang);
    }
    let share = |n: i64| percent(n, played.games);
    Text::new("design-report-played")
        .arg("games", played.games)
        .arg("first-wins", share(played.wins[0]))
        .arg("second-wins", share(played.wins[1]))
        .arg("median", played.median_plies)
        .arg("resigned-first", share(played.resigned[0]))
        .arg("resigned-second", share(played.resigned[1]))
        .arg("timeout-first", share(played.timed_out[0]))
        .arg("timeout-second", share(played.timed_out[1]))
        .get(lang)
}

/// The report's key figures and what the server played, for the asker.
fn report_text(view: &DesignReportView, lang: Lang) -> String {
    let figures = &view.report.figures;
    let ai = &figures.ai;
    let mut lines = vec![
        Text::new("design-report-heading")
            .arg("name", view.version.name.as_str())
            .arg("number", view.version.number)
            .arg("games", view.report.games)
            .get(lang),
        pairing_line("design-report-ai", ai, lang),
        pairing_line("design-report-random", &figures.random, lang),
    ];
    lines.push(match ai.judged {
        0 => Text::new("design-report-no-reversals").get(lang),
        judged => Text::new("design-report-reversals")
            .arg("reversals", ai.reversals)
            .arg("judged", judged)
            .get(lang),
    });
    lines.push(played_line(&view.played, lang));
    lines.join("\n")
}

/// Two versions of a designed game side by side, from their reports
#[poise::command(slash_command)]
pub async fn compare(
    ctx: Context<'_>,
    #[autocomplete = "super::invocation::autocomplete_game"]
    #[max_length = 100]
    game: String,
    #[min = 1] v1: i64,
    #[min = 1] v2: i64,
) -> Result<(), Error> {
    let lang = reader(ctx);
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx
        .data()
        .host
        .compare_design_versions(guild, &game, v1, v2)
        .await
    {
        Ok(sides) => {
            let text = at_most_chars(comparison_text(&sides, lang), MESSAGE_CHARS);
            ctx.send(CreateReply::default().content(text).ephemeral(true))
                .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "design compare").await,
    }
}

/// One row of the comparison: its label and each side's value (a dash where there is none).
type Row = (String, [String; 2]);

fn comparison_rows(sides: &[ComparedVersion; 2], lang: Lang) -> Vec<Row> {
    let cell = |value: Option<String>| value.unwrap_or_else(|| "—".to_string());
    let pct = |n: i64, of: i64| Text::new("design-percent").arg("value", percent(n, of));
    let reported = |f: &dyn Fn(&PairingFigures, &PairingFigures) -> String| -> [String; 2] {
        [0, 1].map(|i| {
            cell(
                sides[i]
                    .report
                    .as_ref()
                    .map(|r| f(&r.figures.ai, &r.figures.random)),
            )
        })
    };
    let played = |f: &dyn Fn(&PlayedFigures) -> String| -> [String; 2] {
        [0, 1].map(|i| {
            let p = &sides[i].played;
            cell((p.games > 0).then(|| f(p)))
        })
    };
    let label = |id: &'static str| Text::new(id).get(lang);
    vec![
        (
            label("design-compare-row-games"),
            [0, 1].map(|i| cell(sides[i].report.as_ref().map(|r| r.games.to_string()))),
        ),
        (
            label("design-compare-row-ai-first"),
            reported(&|ai, _| pct(ai.wins[0], ai.games).get(lang)),
        ),
        (
            label("design-compare-row-ai-draws"),
            reported(&|ai, _| pct(ai.draws, ai.games).get(lang)),
        ),
        (
            label("design-compare-row-ai-length"),
            reported(&|ai, _| ai.median_plies.to_string()),
        ),
        (
            label("design-compare-row-reversals"),
            reported(&|ai, _| format!("{}/{}", ai.reversals, ai.judged)),
        ),
        (
            label("design-compare-row-random-first"),
            reported(&|_, random| pct(random.wins[0], random.games).get(lang)),
        ),
        (
            label("design-compare-row-random-length"),
            reported(&|_, random| random.median_plies.to_string()),
        ),
        (
            label("design-compare-row-played"),
            [0, 1].map(|i| sides[i].played.games.to_string()),
        ),
        (
            label("design-compare-row-played-first"),
            played(&|p| pct(p.wins[0], p.games).get(lang)),
        ),
        (
            label("design-compare-row-played-gave-up"),
            played(&|p| {
                let gave_up = p.resigned.iter().chain(&p.timed_out).sum();
                pct(gave_up, p.games).get(lang)
            }),
        ),
    ]
}

/// The rows as a table in a code block: labels left, each version's values in a column.
fn table(header: [String; 2], rows: &[Row]) -> String {
    let width = |s: &str| s.chars().count();
    let label_width = rows.iter().map(|(l, _)| width(l)).max().unwrap_or(0);
    let column = |i: usize| {
        rows.iter()
            .map(|(_, v)| width(&v[i]))
            .chain([width(&header[i])])
            .max()
            .unwrap_or(0)
    };
    let widths = [column(0), column(1)];
    let pad = |s: &str, to: usize| format!("{s}{}", " ".repeat(to.saturating_sub(width(s))));
    let line = |label: &str, values: &[String; 2]| {
        format!(
            "{}  {}  {}",
            pad(label, label_width),
            pad(&values[0], widths[0]),
            values[1]
        )
        .trim_end()
        .to_string()
    };
    let mut out = vec!["```".to_string(), line("", &header)];
    out.extend(rows.iter().map(|(label, values)| line(label, values)));
    out.push("```".to_string());
    out.join("\n")
}

/// Two versions' key figures side by side, with when each report was made, or what to run
/// first where a version has none.
fn comparison_text(sides: &[ComparedVersion; 2], lang: Lang) -> String {
    let design = &sides[0].version;
    let mut lines = vec![Text::new("design-compare-heading")
        .arg("name", design.name.as_str())
        .arg("first", sides[0].version.number)
        .arg("second", sides[1].version.number)
        .get(lang)];
    for side in sides {
        let number = side.version.number;
        lines.push(
            match &side.report {
                Some(report) => Text::new("design-compare-made")
                    .arg("number", number)
                    .arg("games", report.games)
                    .arg("at", report.made_at / 1000),
                None => Text::new("design-compare-missing")
                    .arg("number", number)
                    .arg("id", design.design_id.as_str()),
            }
            .get(lang),
        );
    }
    let header = [0, 1].map(|i| {
        Text::new("design-compare-version")
            .arg("number", sides[i].version.number)
            .get(lang)
    });
    lines.push(table(header, &comparison_rows(sides, lang)));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_lines_up_its_columns() {
        let rows = vec![
            ("Games".to_string(), ["20".to_string(), "—".to_string()]),
            (
                "First seat wins".to_string(),
                ["55 %".to_string(), "7 %".to_string()],
            ),
        ];
        let text = table(["v1".to_string(), "v2".to_string()], &rows);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "```");
        assert_eq!(lines[1], "                 v1    v2");
        assert_eq!(lines[2], "Games            20    —");
        assert_eq!(lines[3], "First seat wins  55 %  7 %");
        assert_eq!(percent(1, 3), 33);
        assert_eq!(percent(2, 3), 67);
        assert_eq!(percent(5, 0), 0);
    }
}
