//! `/analyze`: the AI's analysis of a finished game (see [`crate::ai::analysis`]).
//!
//! Whoever may see a game's replay may ask for its analysis, once the game is over (a game in
//! progress is refused for everyone: its analysis would show a player the opponent's page or
//! the future dice). An analysis is made once and stored; a stored one is answered at once. A
//! new one waits for its turn in this process's queue (first come, first served,
//! [`HostSettings::analyses_at_once`](super::HostSettings) at a time), and runs on the blocking
//! pool. Two requests for the same game at once make one analysis: the second waits for the
//! first and reads what it stored.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::{mpsc, oneshot, watch};
use tracing::info;

use super::views::{at_most_chars, status_line, MAX_ALT_TEXT};
use super::{Host, HostError, HostResult, Place, User};
use crate::ai::analysis::{analyse, Analysis, Class, FORMAT};
use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::{Lang, Text};
use crate::render::analysis::{chart_png, ChartInfo};
use crate::render::Palette;
use crate::store::{GameRecord, Status, StoredAnalysis};

/// How a request for an analysis is getting on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisProgress {
    /// Waiting for a free place: `place` requests are ahead of it, counting itself (1: next).
    Queued { place: usize },
    /// Searching: `done` of `total` plies analysed.
    Running { done: usize, total: usize },
}

/// A finished game's analysis, ready to show.
#[derive(Debug)]
pub struct AnalysisView {
    pub game_id: i64,
    pub kind: GameKind,
    pub names: [String; 2],
    /// How the game ended: "ann (X) wins".
    pub status: String,
    pub analysis: Analysis,
    /// The win-chance chart, a PNG.
    pub chart: Vec<u8>,
    pub chart_name: String,
    /// The chart in words, for screen readers.
    pub chart_alt_text: String,
    /// The language of its texts: the asking reader's.
    pub lang: Lang,
}

impl AnalysisView {
    /// Each side's tally of inaccuracies, mistakes and blunders, a line each.
    pub fn tallies(&self) -> Vec<String> {
        Seat::all()
            .into_iter()
            .map(|seat| {
                Text::new("analysis-tally")
                    .arg("name", &self.names[seat.index()])
                    .arg("inaccuracies", self.analysis.count(seat, Class::Inaccuracy))
                    .arg("mistakes", self.analysis.count(seat, Class::Mistake))
                    .arg("blunders", self.analysis.count(seat, Class::Blunder))
                    .get(self.lang)
            })
            .collect()
    }

    /// The `n` moves that cost their player the most, a line each: the ply, the move, the
    /// chance before and after, its class and the AI's move. Empty when no move cost anything.
    pub fn costliest(&self, n: usize) -> Vec<String> {
        let seats = self.kind.seat_names();
        self.analysis
            .costliest(n)
            .into_iter()
            .map(|p| {
                let (before, after) = p.mover_chances();
                Text::new("analysis-move")
                    .arg("ply", p.ply)
                    .arg("seat", seats[p.seat.index()])
                    .arg("played", &p.played)
                    .arg("before", chance_text(before, self.lang))
                    .arg("after", chance_text(after, self.lang))
                    .arg("class", p.class.map_or("none", Class::name))
                    .arg("best", p.best.as_deref().unwrap_or("?"))
                    .get(self.lang)
            })
            .collect()
    }
}

/// A chance as a percentage in `lang`, "71 %".
pub fn chance_text(chance: f64, lang: Lang) -> String {
    Text::new("analysis-percent")
        .arg("value", (chance * 100.0).round() as i64)
        .get(lang)
}

/// The queue of analyses in this process, and the games being analysed.
pub(super) struct AnalysisQueue {
    limit: usize,
    state: Mutex<Line>,
    /// Bumped whenever the line moves, so that waiting requests report their new place.
    moved: watch::Sender<u64>,
    /// One lock per game being asked for: the second request for a game waits for the first.
    games: Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// Searches started (a stored analysis starts none).
    searches: AtomicU64,
}

#[derive(Default)]
struct Line {
    running: usize,
    next_ticket: u64,
    waiting: VecDeque<(u64, oneshot::Sender<Slot>)>,
}

/// A place among the analyses running; handed on to the next in line when dropped.
struct Slot {
    queue: Option<Arc<AnalysisQueue>>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(queue) = self.queue.take() {
            queue.release();
        }
    }
}

/// A request waiting in line; leaves the line when dropped (the request was given up).
struct Ticket<'a> {
    queue: &'a Arc<AnalysisQueue>,
    id: u64,
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        let mut line = self.queue.line();
        let before = line.waiting.len();
        line.waiting.retain(|(t, _)| *t != self.id);
        let left = line.waiting.len() != before;
        drop(line);
        if left {
            self.queue.moved.send_modify(|n| *n += 1);
        }
    }
}

impl AnalysisQueue {
    pub(super) fn new(limit: usize) -> Arc<AnalysisQueue> {
        Arc::new(AnalysisQueue {
            limit: limit.max(1),
            state: Mutex::default(),
            moved: watch::channel(0).0,
            games: Mutex::default(),
            searches: AtomicU64::new(0),
        })
    }

    fn line(&self) -> MutexGuard<'_, Line> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A slot for one analysis, waiting in line for it if all are taken; reports the place in
    /// line whenever it changes.
    async fn slot(self: &Arc<Self>, progress: &mpsc::Sender<AnalysisProgress>) -> Slot {
        let (ticket, mut handed) = {
            let mut line = self.line();
            if line.running < self.limit && line.waiting.is_empty() {
                line.running += 1;
                return Slot {
                    queue: Some(self.clone()),
                };
            }
            let (tx, rx) = oneshot::channel();
            let id = line.next_ticket;
            line.next_ticket += 1;
            line.waiting.push_back((id, tx));
            (Ticket { queue: self, id }, rx)
        };
        let mut moved = self.moved.subscribe();
        let mut reported = None;
        loop {
            let place = {
                let line = self.line();
                line.waiting.iter().position(|(t, _)| *t == ticket.id)
            };
            if let Some(place) = place.map(|p| p + 1) {
                if reported != Some(place) {
                    reported = Some(place);
                    let _ = progress.send(AnalysisProgress::Queued { place }).await;
                }
            }
            tokio::select! {
                slot = &mut handed => {
                    drop(ticket);
                    // Only a queue dropped while a request waits in it (never) sends nothing:
                    // then the analysis runs outside the count.
                    return slot.unwrap_or(Slot { queue: None });
                }
                _ = moved.changed() => {}
            }
        }
    }

    /// An analysis ended: the next in line (if any) gets its slot.
    fn release(self: &Arc<Self>) {
        let mut line = self.line();
        line.running -= 1;
        while let Some((_, tx)) = line.waiting.pop_front() {
            line.running += 1;
            match tx.send(Slot {
                queue: Some(self.clone()),
            }) {
                Ok(()) => break,
                // Given up meanwhile: that slot goes to the next, not through Drop (the line is
                // locked here).
                Err(mut slot) => {
                    slot.queue = None;
                    line.running -= 1;
                }
            }
        }
        drop(line);
        self.moved.send_modify(|n| *n += 1);
    }

    fn game_lock(&self, game_id: i64) -> Arc<tokio::sync::Mutex<()>> {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        games.entry(game_id).or_default().clone()
    }

    /// Forget a game's lock once no other request holds it.
    fn forget_game(&self, game_id: i64, lock: Arc<tokio::sync::Mutex<()>>) {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        // The map's and this one.
        if Arc::strong_count(&lock) == 2 {
            games.remove(&game_id);
        }
    }
}

impl Host {
    /// The record of a game `user` may analyse from `place`: one they may replay that is over.
    async fn analysable(&self, place: Place, user: &User, game_id: i64) -> HostResult<GameRecord> {
        let not_finished =
            || HostError::refused(Text::new("host-analysis-not-finished").arg("game", game_id));
        match self.replayable(place, user, game_id).await {
            Ok((record, true)) => Ok(record),
            Ok((_, false)) => Err(not_finished()),
            // Another player's live game: the same answer as to its players.
            Err(HostError::Refused(text)) if text.id() == "host-replay-still-playing" => {
                Err(not_finished())
            }
            Err(e) => Err(e),
        }
    }

    /// Whether `user` may have game `game_id` analysed (the answer a front end gives before it
    /// shows any progress).
    pub async fn check_analysis(&self, place: Place, user: &User, game_id: i64) -> HostResult<()> {
        self.analysable(place, user, game_id).await.map(|_| ())
    }

    /// Searches for analyses this host has started (a stored analysis starts none).
    pub fn analyses_searched(&self) -> u64 {
        self.analyses.searches.load(Ordering::SeqCst)
    }

    /// The AI's analysis of finished game `game_id` for `user`, in the user's language. A
    /// stored one is answered at once; otherwise the request waits in line and searches,
    /// reporting through `progress` (read it: the slot is held until every report is taken).
    pub async fn analyze(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        progress: mpsc::Sender<AnalysisProgress>,
    ) -> HostResult<AnalysisView> {
        let record = self.analysable(place, user, game_id).await?;
        // The chart is the asker's alone: in their language and their own colours.
        let palette = self.palette_preference(user.id).await?;
        self.analyze_record(record, (user.lang, palette), progress)
            .await
    }

    /// The analysis of any finished game in the database, for its operator's command line
    /// (`boardbot analyze GAME`), in `lang`.
    pub async fn analyze_stored_game(
        &self,
        game_id: i64,
        lang: Lang,
        progress: mpsc::Sender<AnalysisProgress>,
    ) -> HostResult<AnalysisView> {
        let record = self.store.game(game_id).await?.ok_or_else(|| {
            HostError::refused(Text::new("host-unknown-game-number").arg("game", game_id))
        })?;
        if !matches!(record.status, Status::Finished | Status::Aborted) {
            return Err(HostError::refused(
                Text::new("host-analysis-not-finished").arg("game", game_id),
            ));
        }
        self.analyze_record(record, (lang, Palette::default()), progress)
            .await
    }

    async fn analyze_record(
        &self,
        record: GameRecord,
        look: (Lang, Palette),
        progress: mpsc::Sender<AnalysisProgress>,
    ) -> HostResult<AnalysisView> {
        let game_id = record.id;
        let log: Vec<String> = self
            .store
            .moves(record.id)
            .await?
            .into_iter()
            .map(|m| m.notation)
            .collect();
        let lock = self.analyses.game_lock(game_id);
        let analysis = {
            let _one_at_a_time = lock.lock().await;
            match self.stored_analysis(game_id).await {
                Ok(Some(analysis)) => Ok(analysis),
                Ok(None) => self.search_analysis(&record, &log, &progress).await,
                Err(e) => Err(e),
            }
        };
        self.analyses.forget_game(game_id, lock);
        self.analysis_view(record, &log, analysis?, look).await
    }

    /// The stored analysis of a game, if one of the current format is kept.
    pub(super) async fn stored_analysis(&self, game_id: i64) -> HostResult<Option<Analysis>> {
        let Some(stored) = self.store.analysis(game_id).await? else {
            return Ok(None);
        };
        if stored.format != FORMAT {
            return Ok(None);
        }
        Analysis::from_json(&stored.result)
            .map(Some)
            .map_err(|e| HostError::Internal(format!("stored analysis of game {game_id}: {e}")))
    }

    /// Wait for a slot, analyse on the blocking pool, store the result.
    async fn search_analysis(
        &self,
        record: &GameRecord,
        log: &[String],
        progress: &mpsc::Sender<AnalysisProgress>,
    ) -> HostResult<Analysis> {
        // Held by the search (which goes on if this request is given up) and by this request
        // until its reports are taken: the place is free when both are done.
        let slot = Arc::new(self.analyses.slot(progress).await);
        let searching = slot.clone();
        self.analyses.searches.fetch_add(1, Ordering::SeqCst);
        let (tx, mut rx) = mpsc::unbounded_channel();
        let (kind, options, seed) = (record.kind, record.options.clone(), record.seed.clone());
        let budget = self.settings.analysis_budget;
        let plies = log.to_vec();
        let started = std::time::Instant::now();
        let search = tokio::task::spawn_blocking(move || {
            let analysis = analyse(kind, &options, &seed, &plies, budget, |done, total| {
                let _ = tx.send(AnalysisProgress::Running { done, total });
            });
            drop(searching);
            analysis
        });
        while let Some(report) = rx.recv().await {
            let _ = progress.send(report).await;
        }
        let analysis = search
            .await
            .map_err(|e| HostError::Internal(format!("analysis of game {}: {e}", record.id)))?
            .map_err(|e| {
                HostError::Internal(format!("game {} does not analyse: {e}", record.id))
            })?;
        drop(slot);
        info!(
            game = record.id,
            plies = log.len(),
            ms = started.elapsed().as_millis() as u64,
            "game analysed"
        );
        let stored = StoredAnalysis {
            format: FORMAT,
            result: analysis.to_json(),
            created_at: self.now(),
        };
        self.store.put_analysis(record.id, &stored).await?;
        self.award_comeback(record.id).await;
        Ok(analysis)
    }

    /// The view of an analysis: its chart drawn in `lang`.
    pub(super) async fn analysis_view(
        &self,
        record: GameRecord,
        log: &[String],
        analysis: Analysis,
        (lang, palette): (Lang, Palette),
    ) -> HostResult<AnalysisView> {
        let game_id = record.id;
        let end = AnyGame::replay(
            record.kind,
            &record.options,
            &record.seed,
            log.iter().map(String::as_str),
        )
        .map_err(|e| HostError::Internal(format!("game {game_id} does not replay: {e}")))?;
        let status = status_line(&record, &end).get(lang);
        let info = ChartInfo {
            kind: record.kind,
            game_id,
            names: record.names.clone(),
            status: status.clone(),
            winner: record.result.map(|r| r.winner),
            lang,
            palette,
        };
        // Drawing takes a few milliseconds: off the async workers like the boards' replays.
        let (chart, analysis) = tokio::task::spawn_blocking(move || {
            let png = chart_png(&analysis, &info);
            (png, analysis)
        })
        .await
        .map_err(|e| HostError::Internal(format!("chart of game {game_id}: {e}")))?;
        let chart_alt_text = chart_alt_text(&analysis, &record.names, &status, lang);
        Ok(AnalysisView {
            game_id,
            kind: record.kind,
            names: record.names,
            status,
            analysis,
            chart,
            chart_name: format!("game-{game_id}-analysis.png"),
            chart_alt_text,
            lang,
        })
    }
}

/// The chart in words, for screen readers: what it plots (the first player's chance to win
/// over the plies) and its key figures: the chance at the start, its lowest and highest and
/// where, at the end, and each side's tally of the moves ringed as costly.
fn chart_alt_text(analysis: &Analysis, names: &[String; 2], status: &str, lang: Lang) -> String {
    let chances = analysis.chances();
    let start = chance_text(chances[0], lang);
    let mut parts = Vec::new();
    if analysis.plies.is_empty() {
        parts.push(
            Text::new("alt-analysis-chart-no-moves")
                .arg("first", &names[0])
                .arg("start", start)
                .arg("status", status)
                .get(lang),
        );
    } else {
        // The positions after each ply (1..): the first extreme wins a tie.
        let after = || chances.iter().enumerate().skip(1);
        let low = after().fold(
            (1, chances[1]),
            |low, (ply, &c)| {
                if c < low.1 {
                    (ply, c)
                } else {
                    low
                }
            },
        );
        let high = after().fold(
            (1, chances[1]),
            |high, (ply, &c)| {
                if c > high.1 {
                    (ply, c)
                } else {
                    high
                }
            },
        );
        parts.push(
            Text::new("alt-analysis-chart")
                .arg("first", &names[0])
                .arg("plies", analysis.plies.len())
                .arg("start", start)
                .arg("low", chance_text(low.1, lang))
                .arg("low-ply", low.0)
                .arg("high", chance_text(high.1, lang))
                .arg("high-ply", high.0)
                .arg("end", chance_text(chances[chances.len() - 1], lang))
                .arg("status", status)
                .get(lang),
        );
    }
    if analysis.plies.iter().any(|p| p.class.is_some()) {
        let tallies: Vec<String> = Seat::all()
            .into_iter()
            .map(|seat| {
                Text::new("alt-analysis-tally")
                    .arg("name", &names[seat.index()])
                    .arg("inaccuracies", analysis.count(seat, Class::Inaccuracy))
                    .arg("mistakes", analysis.count(seat, Class::Mistake))
                    .arg("blunders", analysis.count(seat, Class::Blunder))
                    .get(lang)
            })
            .collect();
        parts.push(
            Text::new("alt-analysis-rings")
                .arg("tallies", tallies.join("; "))
                .get(lang),
        );
    }
    at_most_chars(parts.join(" "), MAX_ALT_TEXT)
}

#[cfg(test)]
mod tests {
    use super::chart_alt_text;
    use crate::ai::analysis::{Analysis, Class, Entry, PlyAnalysis};
    use crate::games::Seat;
    use crate::i18n::Lang;

    fn ply(ply: usize, seat: Seat, before: f64, after: f64, class: Option<Class>) -> PlyAnalysis {
        PlyAnalysis {
            ply,
            seat,
            played: format!("m{ply}"),
            best: None,
            before,
            after,
            entry: Entry::Move,
            class,
        }
    }

    fn names() -> [String; 2] {
        ["ann".to_string(), "bo".to_string()]
    }

    #[test]
    fn the_charts_alt_text_gives_its_extremes_and_each_sides_costly_moves() {
        let analysis = Analysis {
            kind: "twenty-sevens".into(),
            plies: vec![
                ply(1, Seat::FIRST, 0.5, 0.2, Some(Class::Blunder)),
                ply(2, Seat::SECOND, 0.2, 0.6, Some(Class::Blunder)),
                ply(3, Seat::FIRST, 0.6, 0.9, None),
                ply(4, Seat::SECOND, 0.9, 1.0, None),
            ],
            result: None,
            playouts: 100,
        };
        let alt = chart_alt_text(&analysis, &names(), "ann (X) wins", Lang::EnUs);
        assert_eq!(
            alt,
            "Chart of ann's chance to win over 4 plies, as the AI judged it: 50 % at the \
             start, lowest 20 % after ply 1, highest 100 % after ply 4, 100 % at the end. \
             ann (X) wins. Rings mark the costly moves: ann: 0 inaccuracies, 0 mistakes, \
             1 blunder; bo: 0 inaccuracies, 0 mistakes, 1 blunder."
        );
        let german = chart_alt_text(&analysis, &names(), "ann (X) gewinnt", Lang::De);
        assert!(german.starts_with("Diagramm der Gewinnchance von ann über 4 Halbzüge"));
    }

    #[test]
    fn a_chart_without_moves_says_so() {
        let analysis = Analysis {
            kind: "twenty-sevens".into(),
            plies: Vec::new(),
            result: None,
            playouts: 100,
        };
        let alt = chart_alt_text(&analysis, &names(), "bo (O) wins", Lang::EnUs);
        assert_eq!(
            alt,
            "Chart of ann's chance to win, as the AI judged it: 50 %, and no move was made. \
             bo (O) wins."
        );
    }
}
