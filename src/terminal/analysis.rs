//! The AI's analysis in the terminal: `boardbot analyze GAME` and `analyze` after a local game.
//! A table of every ply, then the three moves that cost the most.

use std::io::Write;
use std::path::Path;

use tokio::sync::mpsc;

use crate::ai::analysis::Entry;
use crate::host::{chance_text, AnalysisProgress, AnalysisView, HostResult};
use crate::i18n::{tr, Lang, Text};

/// Markdown marks (bold, code) make no sense in a terminal.
fn plain(text: &str) -> String {
    text.replace(['*', '`'], "")
}

/// The table of plies and the costliest moves.
pub fn analysis_table(view: &AnalysisView) -> String {
    let lang = view.lang;
    let a = &view.analysis;
    let seats = view.kind.seat_names();
    let mut out = plain(
        &Text::new("analysis-header")
            .arg("game", view.game_id)
            .arg("kind", view.kind.display_name())
            .arg("first", &view.names[0])
            .arg("second", &view.names[1])
            .arg("status", &view.status)
            .get(lang),
    );
    out.push('\n');
    out.push_str(
        &Text::new("term-analysis-columns")
            .arg("name", &view.names[0])
            .get(lang),
    );
    out.push('\n');
    for p in &a.plies {
        let best = match p.entry {
            Entry::Move => p.best.clone().unwrap_or_default(),
            _ => String::new(),
        };
        let class = p
            .class
            .map(|c| tr(lang, &format!("term-analysis-{}", c.name())))
            .unwrap_or_default();
        out.push_str(&format!(
            "{:>4}  {:<6} {:<14} {:<14} {:>6} → {:<6} {}\n",
            p.ply,
            seats[p.seat.index()],
            p.played,
            best,
            chance_text(p.before, lang),
            chance_text(p.after, lang),
            class
        ));
    }
    for tally in view.tallies() {
        out.push_str(&plain(&tally));
        out.push('\n');
    }
    let costliest = view.costliest(3);
    if costliest.is_empty() {
        out.push_str(&tr(lang, "analysis-nothing-costly"));
        out.push('\n');
    } else {
        out.push_str(&plain(&tr(lang, "analysis-costliest")));
        out.push('\n');
        for line in costliest {
            out.push_str(&format!("  {}\n", plain(&line)));
        }
    }
    out
}

/// Write the analysis's chart next to the boards (`<game>-<number>-analysis.png` in `dir`)
/// and say where, in `view`'s language.
pub fn save_chart(view: &AnalysisView, dir: &Path) -> std::io::Result<String> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join(format!("{}-{}-analysis.png", view.kind.id(), view.game_id));
    std::fs::write(&path, &view.chart)?;
    Ok(Text::new("term-picture")
        .arg("path", path.display().to_string())
        .get(view.lang))
}

/// Run an analysis, printing its progress to `progress_out` (a line per change of place or of
/// every tenth of the work), and return it.
pub async fn analyse_with_progress<F, W>(
    lang: Lang,
    game_id: i64,
    analysis: impl FnOnce(mpsc::Sender<AnalysisProgress>) -> F,
    progress_out: &mut W,
) -> HostResult<AnalysisView>
where
    F: std::future::Future<Output = HostResult<AnalysisView>>,
    W: Write,
{
    let (tx, mut rx) = mpsc::channel(32);
    let work = analysis(tx);
    tokio::pin!(work);
    let mut last_tenth = None;
    loop {
        tokio::select! {
            result = &mut work => return result,
            Some(report) = rx.recv() => {
                let line = match report {
                    AnalysisProgress::Queued { place } => Text::new("analysis-queued")
                        .arg("game", game_id)
                        .arg("place", place),
                    AnalysisProgress::Running { done, total } => {
                        let tenth = (done * 10).checked_div(total).unwrap_or(10);
                        if last_tenth == Some(tenth) {
                            continue;
                        }
                        last_tenth = Some(tenth);
                        Text::new("analysis-running")
                            .arg("game", game_id)
                            .arg("done", done)
                            .arg("total", total)
                    }
                };
                let _ = writeln!(progress_out, "{}", line.get(lang));
            }
        }
    }
}
