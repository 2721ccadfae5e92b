//! The daily puzzle, per pool (a server, or boardbot-wide for DMs) and UTC day: a position
//! of one of the pool's finished games where one move wins by force and every other lets the
//! win go ([`crate::ai::puzzle`]); where the pool's games hold none, of a game the AI plays
//! against itself. It is found the first time someone asks that day, on the blocking pool
//! within a budget, and kept. Players answer privately with the inputs of a move; tries,
//! solvers and each player's streak of days solved are kept. The game it came from is named
//! once solved (for the boardbot-wide pool, only that it was a boardbot game: those are
//! people's private games).

use std::sync::Arc;

use super::*;
use crate::ai::puzzle::{find_in_log, Found};
use crate::ai::{choose_move_with, SearchLimits};
use crate::games::Game;
use crate::store::{AttemptRecord, PuzzleRecord};

/// The pool's finished games tried for a puzzle, newest first.
pub const PUZZLE_CANDIDATES: i64 = 30;
/// Games the AI plays against itself when the pool's games hold no puzzle.
pub const SELF_PLAY_GAMES: u64 = 60;
/// A self-played game stops here if nobody has won.
const SELF_PLAY_MAX_PLIES: usize = 300;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Where a puzzle's position comes from, told once solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleSource {
    /// A finished game of the server (its public page, where it has them).
    Game { game_id: i64, url: Option<String> },
    /// A game played on boardbot (the boardbot-wide pool does not name them).
    Private,
    /// A game the AI played against itself.
    Ai,
}

/// The day's puzzle as one player sees it.
#[derive(Clone, Debug)]
pub struct PuzzleView {
    pub day: i64,
    pub kind: GameKind,
    /// The seat to play, by its name in the game ("X").
    pub to_move: String,
    pub png: Vec<u8>,
    pub alt_text: String,
    /// The first step of the move picker (the same buttons and menus as a board's).
    pub picker: Vec<Row>,
    pub attempts: i64,
    pub solved: bool,
    /// Once solved: the answer and where the position comes from.
    pub answer: Option<String>,
    pub source: Option<PuzzleSource>,
    /// Days in a row (to today) the player solved the pool's puzzle.
    pub streak: i64,
    pub lang: Lang,
}

/// How an answer went.
#[derive(Clone, Debug)]
pub enum PuzzleAnswer {
    Solved(Box<PuzzleView>),
    /// A legal move, but not the one: try again.
    Wrong {
        mv: String,
        attempts: i64,
    },
}

impl Host {
    /// The pool's puzzle of today, found now if nobody asked for it yet (the caller waits:
    /// seconds at most, on the blocking pool).
    async fn todays_puzzle(&self, pool: u64) -> HostResult<PuzzleRecord> {
        let day = self.now().div_euclid(DAY_MS);
        if let Some(p) = self.store.puzzle(pool, day).await? {
            return Ok(p);
        }
        // One search at a time in this process; whoever waited finds it kept.
        let _searching = self.puzzle_search.lock().await;
        if let Some(p) = self.store.puzzle(pool, day).await? {
            return Ok(p);
        }
        let found = self.find_puzzle(pool, day).await?;
        self.store.insert_puzzle(&found).await?;
        self.store
            .puzzle(pool, day)
            .await?
            .ok_or_else(|| HostError::Internal("a kept puzzle vanished".into()))
    }

    /// Search the pool's recent games, then (if none holds a puzzle) games the AI plays
    /// itself, seeded by the pool and day.
    async fn find_puzzle(&self, pool: u64, day: i64) -> HostResult<PuzzleRecord> {
        let mut candidates = Vec::new();
        // The native games whose positions make puzzles, and the server's designed games whose
        // files say theirs do (each game is searched with its own version).
        let mut kinds = GameKind::puzzle_kinds();
        for design in self.store.server_designs(pool).await? {
            let kind = self.store.designed_kind(&design.version.hash).await?;
            if kind.puzzles().is_some() {
                kinds.push(kind);
            }
        }
        for game_id in self
            .store
            .puzzle_candidates(pool, &kinds, PUZZLE_CANDIDATES)
            .await?
        {
            let Some(record) = self.store.game(game_id).await? else {
                continue;
            };
            let log: Vec<String> = self
                .store
                .moves(game_id)
                .await?
                .into_iter()
                .map(|m| m.notation)
                .collect();
            candidates.push((record, log));
        }
        let designed = candidates
            .iter()
            .any(|(record, _)| record.kind.rules_file().is_some());
        let started = std::time::Instant::now();
        let now = self.now();
        let budget = self.settings.puzzle_budget;
        let search = move || search_puzzle(pool, day, now, &candidates, budget);
        // With a designed game among the candidates, in the server's share of the CPU for
        // rules files; otherwise beside it, as before.
        let found = match designed {
            true => self.design_calls.run(pool, search).await?,
            false => tokio::task::spawn_blocking(search)
                .await
                .map_err(|e| HostError::Internal(format!("the puzzle search failed: {e}")))?,
        };
        info!(
            pool,
            day,
            ms = started.elapsed().as_millis() as u64,
            found = found.is_some(),
            "searched for the day's puzzle"
        );
        found.ok_or_else(|| HostError::Internal("no puzzle found today".into()))
    }

    /// `/puzzle`: today's puzzle, for `user`.
    pub async fn puzzle(&self, place: Place, user: &User) -> HostResult<PuzzleView> {
        let pool = place.guild_id.unwrap_or(EVERYWHERE);
        let puzzle = self.todays_puzzle(pool).await?;
        let attempt = self.store.puzzle_attempt(pool, puzzle.day, user.id).await?;
        self.puzzle_view(&puzzle, attempt.as_ref(), user).await
    }

    /// An answer to today's puzzle (typed, or picked with the buttons): a move the position
    /// refuses is refused with the engine's reason and not counted; a legal one counts a try.
    pub async fn answer_puzzle(
        &self,
        place: Place,
        user: &User,
        text: &str,
    ) -> HostResult<PuzzleAnswer> {
        let pool = place.guild_id.unwrap_or(EVERYWHERE);
        let puzzle = self.todays_puzzle(pool).await?;
        if let Some(a) = self.store.puzzle_attempt(pool, puzzle.day, user.id).await? {
            if a.solved_at.is_some() {
                return Err(HostError::refused(Text::new("puzzle-solved-already")));
            }
        }
        let mut position = puzzle_position(&puzzle)?;
        let mv = position
            .play(text)
            .map_err(|e| HostError::refused(e.text()))?;
        let right = mv == puzzle.answer;
        let attempt = self
            .store
            .record_attempt(
                pool,
                puzzle.day,
                user.id,
                &kept_name(&user.name),
                right.then(|| self.now()),
            )
            .await?;
        if !right {
            return Ok(PuzzleAnswer::Wrong {
                mv,
                attempts: attempt.attempts,
            });
        }
        let view = self.puzzle_view(&puzzle, Some(&attempt), user).await?;
        Ok(PuzzleAnswer::Solved(Box::new(view)))
    }

    /// A click on the puzzle's picker: the next step, or a complete move to answer with.
    pub async fn puzzle_pick(
        &self,
        place: Place,
        user: &User,
        day: i64,
        path: &[&str],
    ) -> HostResult<Step> {
        let pool = place.guild_id.unwrap_or(EVERYWHERE);
        let puzzle = self.todays_puzzle(pool).await?;
        if puzzle.day != day {
            return Err(HostError::refused(Text::new("puzzle-old")));
        }
        let position = puzzle_position(&puzzle)?;
        Ok(input::step(&position, path, user.lang))
    }

    /// Legal moves of today's puzzle that start with `prefix`, for autocomplete.
    pub async fn puzzle_moves(
        &self,
        place: Place,
        prefix: &str,
        limit: usize,
    ) -> HostResult<Vec<String>> {
        let pool = place.guild_id.unwrap_or(EVERYWHERE);
        let Some(puzzle) = self
            .store
            .puzzle(pool, self.now().div_euclid(DAY_MS))
            .await?
        else {
            return Ok(Vec::new());
        };
        let prefix = crate::games::canonicalize(prefix);
        Ok(puzzle_position(&puzzle)?
            .legal_moves()
            .into_iter()
            .filter(|m| m.starts_with(&prefix))
            .take(limit)
            .collect())
    }

    /// Who solved today's puzzle, first solver first.
    pub async fn puzzle_solvers(&self, place: Place) -> HostResult<Vec<AttemptRecord>> {
        let pool = place.guild_id.unwrap_or(EVERYWHERE);
        let day = self.now().div_euclid(DAY_MS);
        Ok(self.store.puzzle_solvers(pool, day).await?)
    }

    async fn puzzle_view(
        &self,
        puzzle: &PuzzleRecord,
        attempt: Option<&AttemptRecord>,
        user: &User,
    ) -> HostResult<PuzzleView> {
        let position = puzzle_position(puzzle)?;
        let lang = user.lang;
        let seat = position
            .to_move()
            .ok_or_else(|| HostError::Internal("a puzzle with nobody to move".into()))?;
        let seats = puzzle.kind.seat_names();
        let to_move = seats[seat.index()].to_string();
        let status = Text::new("puzzle-status")
            .arg("seat", to_move.as_str())
            .get(lang);
        let info = render::BoardInfo {
            players: [seats[0].to_string(), seats[1].to_string()],
            status: status.clone(),
            lang,
            palette: self.palette_preference(user.id).await?,
        };
        let png = render::render_png(&position, &info);
        let alt_text = at_most_chars(
            format!("{status} {}", position.describe(lang)),
            MAX_ALT_TEXT,
        );
        let solved = attempt.is_some_and(|a| a.solved_at.is_some());
        let source = if !solved {
            None
        } else {
            Some(match puzzle.source_game_id {
                None => PuzzleSource::Ai,
                Some(_) if puzzle.guild_id == EVERYWHERE => PuzzleSource::Private,
                Some(game_id) => PuzzleSource::Game {
                    game_id,
                    url: self
                        .public_links_for(puzzle.guild_id)
                        .await
                        .map(|links| links.game(game_id)),
                },
            })
        };
        Ok(PuzzleView {
            day: puzzle.day,
            kind: puzzle.kind,
            to_move,
            png,
            alt_text,
            picker: match input::step(&position, &[], lang) {
                Step::Choose { rows, .. } if !solved => rows,
                _ => Vec::new(),
            },
            attempts: attempt.map_or(0, |a| a.attempts),
            solved,
            answer: solved.then(|| puzzle.answer.clone()),
            source,
            streak: self
                .puzzle_streak(puzzle.guild_id, user.id, puzzle.day)
                .await?,
            lang,
        })
    }

    /// Days in a row, up to `today` (or yesterday, while today's is unsolved), that the
    /// player solved the pool's puzzle.
    async fn puzzle_streak(&self, pool: u64, user_id: u64, today: i64) -> HostResult<i64> {
        let days = self.store.solved_days(pool, user_id, 366).await?;
        let mut expected = match days.first() {
            Some(&d) if d == today || d == today - 1 => d,
            _ => return Ok(0),
        };
        let mut streak = 0;
        for day in days {
            if day != expected {
                break;
            }
            streak += 1;
            expected -= 1;
        }
        Ok(streak)
    }
}

/// The search for a pool's puzzle of `day` (blocking: run it on the blocking pool): the
/// pool's `candidates` (finished games and their logs) first, then games the AI plays against
/// itself, seeded by the pool and day. `cargo run --release --bin puzzle-budget` measures it.
pub fn search_puzzle(
    pool: u64,
    day: i64,
    now: i64,
    candidates: &[(GameRecord, Vec<String>)],
    budget: crate::ai::puzzle::Budget,
) -> Option<PuzzleRecord> {
    for (record, log) in candidates {
        if let Some(found) = find_in_log(record.kind, &record.options, &record.seed, log, budget) {
            return Some(puzzle_record(
                pool,
                day,
                now,
                record.kind,
                &record.options,
                &record.seed,
                log,
                found,
                Some(record.id),
            ));
        }
    }
    let (quick, others) = self_play_kinds();
    (0..SELF_PLAY_GAMES).find_map(|i| {
        // The quick games first: the shortest to play and to search.
        let kinds = if i < SELF_PLAY_GAMES / 2 {
            &quick
        } else {
            &others
        };
        let kind = *kinds.get(i as usize % kinds.len().max(1))?;
        let seed = format!("puzzle-{pool}-{day}-{i}");
        let log = self_played(kind, &seed, i ^ (day as u64).rotate_left(17) ^ pool)?;
        let options = Options::new();
        let found = find_in_log(kind, &options, &seed, &log, budget)?;
        Some(puzzle_record(
            pool, day, now, kind, &options, &seed, &log, found, None,
        ))
    })
}

/// The games the AI plays itself for a puzzle: the quick ones, for the first half of its
/// games, and the others, taken in turn for the second (either list is every puzzle game
/// when the other would be empty).
fn self_play_kinds() -> (Vec<GameKind>, Vec<GameKind>) {
    let all = GameKind::puzzle_kinds();
    let (quick, others): (Vec<GameKind>, Vec<GameKind>) = all
        .iter()
        .partition(|kind| kind.puzzles().is_some_and(|p| p.quick));
    if quick.is_empty() || others.is_empty() {
        (all.clone(), all)
    } else {
        (quick, others)
    }
}

/// The puzzle's position, replayed from its log.
fn puzzle_position(puzzle: &PuzzleRecord) -> HostResult<AnyGame> {
    AnyGame::replay(
        puzzle.kind,
        &puzzle.options,
        &puzzle.seed,
        puzzle.moves.iter().map(String::as_str),
    )
    .map_err(|e| HostError::Internal(format!("the day's puzzle does not replay: {e}")))
}

#[allow(clippy::too_many_arguments)]
fn puzzle_record(
    pool: u64,
    day: i64,
    now: i64,
    kind: GameKind,
    options: &Options,
    seed: &str,
    log: &[String],
    found: Found,
    source_game_id: Option<i64>,
) -> PuzzleRecord {
    PuzzleRecord {
        guild_id: pool,
        day,
        kind,
        options: options.clone(),
        seed: seed.to_string(),
        moves: log[..found.ply].to_vec(),
        answer: found.answer,
        choices: found.choices as i64,
        source_game_id,
        created_at: now,
    }
}

/// A game the AI plays against itself, quickly (a small search of a couple of milliseconds,
/// some random moves for variety), to its end: what matters is the puzzle the exact search
/// then proves in it, not the quality of the play.
pub fn self_played(kind: GameKind, seed: &str, rng_seed: u64) -> Option<Vec<String>> {
    let mut game = AnyGame::new(kind, &Options::new(), seed).ok()?;
    let limits = SearchLimits {
        budget: std::time::Duration::from_millis(2),
        max_playouts: 24,
    };
    let mut log = Vec::new();
    while game.outcome().is_none() && log.len() < SELF_PLAY_MAX_PLIES {
        let mv = crate::with_game!(&game, g => choose_move_with(g, limits, 0.2, rng_seed ^ log.len() as u64)
            .map(|m| g.format_move(&m)))?;
        let played = game.play(&mv).ok()?;
        log.push(played);
    }
    Some(log)
}

/// One puzzle search at a time in a process.
pub(super) type PuzzleSearch = Arc<tokio::sync::Mutex<()>>;
