//! `boardbot design check`: play seeded random games of a rules file and report every fault —
//! a listed move refused, an error or a budget exceeded in any function, a game that never
//! ends within [`PLY_CAP`], non-determinism (the same seed and moves giving two states, or a
//! function answering twice differently), a view that cannot be drawn.

use std::sync::Arc;
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value as Json;

use super::sandbox::BUDGET_MARK;
use super::view::View;
use super::MEMORY_MARK;
use super::{DesignError, DesignedGame, DesignedRules, ErrorKind, PlayError, GAME_BUDGET, PLY_CAP};
use crate::games::Seat;

/// What a game that does not end says.
const NEVER_ENDED: &str = "a game never ended: still going";
/// What a game past [`GAME_BUDGET`] says.
const GAME_BUDGET_MARK: &str = "the budget of a game";

/// One fault, reported once however many games met it.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// What went wrong, with the file's line where there is one.
    pub message: String,
    /// The first game (its seed) and ply where it showed.
    pub seed: usize,
    pub ply: usize,
    /// In how many games it showed.
    pub games: usize,
}

/// What `design check` found.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    pub games: usize,
    pub plies: usize,
    pub problems: Vec<Problem>,
}

impl CheckReport {
    pub fn is_sound(&self) -> bool {
        self.problems.is_empty()
    }

    fn add(&mut self, message: String, seed: usize, ply: usize) {
        match self.problems.iter_mut().find(|p| p.message == message) {
            Some(p) => p.games += 1,
            None => self.problems.push(Problem {
                message,
                seed,
                ply,
                games: 1,
            }),
        }
    }
}

/// Check `rules` with `games` seeded random games (seeds 0, 1, …) under the default options;
/// `progress(done, games)` after each.
pub fn check_file(
    rules: &Arc<DesignedRules>,
    games: usize,
    mut progress: impl FnMut(usize, usize),
) -> CheckReport {
    let mut report = CheckReport {
        games,
        ..Default::default()
    };
    for seed in 0..games {
        let outcome = check_game(rules, seed, &mut report.plies);
        progress(seed + 1, games);
        if let Err((message, ply)) = outcome {
            // A file past its time or memory budget would only meet it again in every game.
            let stop = [BUDGET_MARK, MEMORY_MARK, NEVER_ENDED, GAME_BUDGET_MARK]
                .iter()
                .any(|mark| message.contains(mark));
            report.add(message, seed, ply);
            if stop {
                report.games = seed + 1;
                break;
            }
        }
    }
    report
}

/// The error in words, with where the failing function is defined when Luau gave no line.
fn located(rules: &DesignedRules, error: &DesignError) -> String {
    let has_line = error.message.contains(&format!("{}:", rules.file_name));
    let at = (!has_line)
        .then(|| {
            rules
                .with_vm(|vm| Ok(vm.defined_at(error.function)))
                .ok()
                .flatten()
        })
        .flatten();
    match at {
        Some(line) => format!("{}:{line}: {error}", rules.file_name),
        None => error.to_string(),
    }
}

/// One game; `Err((message, ply))` at its first fault.
fn check_game(
    rules: &Arc<DesignedRules>,
    seed: usize,
    plies: &mut usize,
) -> Result<(), (String, usize)> {
    let began = Instant::now();
    let seed_text = seed.to_string();
    let fault = |e: &DesignError, ply: usize| (located(rules, e), ply);
    let options = rules.declarations.options.clone();
    let mut game = DesignedGame::start(rules, &options, &seed_text).map_err(|e| fault(&e, 0))?;
    let again = DesignedGame::start(rules, &options, &seed_text).map_err(|e| fault(&e, 0))?;
    if game.state() != again.state() {
        return Err((
            format!(
                "{}: `start` gave two different states for the same options and seed (randomness of its own, or state kept between calls?)",
                rules.file_name
            ),
            0,
        ));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed as u64);
    let mut moves: Vec<String> = Vec::new();
    let mut thrown = 0usize;
    let mut states: Vec<Json> = vec![game.state().clone()];
    loop {
        let ply = moves.len();
        if began.elapsed() > GAME_BUDGET {
            return Err((
                format!(
                    "{}: one game took more than {} s of the file's time ({GAME_BUDGET_MARK})",
                    rules.file_name,
                    GAME_BUDGET.as_secs()
                ),
                ply,
            ));
        }
        let facts = game.try_facts().map_err(|e| fault(e, ply))?.clone();
        // The same state asked again (a fresh position, the same VM) must answer the same.
        let twin = game.with_fresh_position();
        let twin_facts = twin.try_facts().map_err(|e| fault(e, ply))?;
        if *twin_facts != facts {
            return Err((
                format!(
                    "{}: `to_move`, `result`, `scores` or `moves` answered differently for the same state (state kept between calls?)",
                    rules.file_name
                ),
                ply,
            ));
        }
        // A view must also fit the picture's budgets (the renderer's layout refuses it else).
        let drawable = |view: View| crate::render::designed::Layout::of(&view).map(drop);
        game.try_view(None)
            .and_then(drawable)
            .map_err(|e| fault(&e, ply))?;
        if rules.declarations.has_private_view {
            for seat in Seat::all() {
                game.try_view(Some(seat))
                    .and_then(drawable)
                    .map_err(|e| fault(&e, ply))?;
            }
        }
        game.try_describe().map_err(|e| fault(&e, ply))?;
        let Some(mover) = facts.to_move else {
            break;
        };
        game.try_evaluate(mover).map_err(|e| fault(&e, ply))?;
        if ply >= PLY_CAP {
            return Err((
                format!(
                    "{}: {NEVER_ENDED} after {PLY_CAP} random plies; does `result` ever end it?",
                    rules.file_name
                ),
                ply,
            ));
        }
        let mut mv = facts.moves[rng.gen_range(0..facts.moves.len())].clone();
        if let Some(outcomes) = game.try_chance(&mv).map_err(|e| fault(&e, ply))? {
            mv = throw(
                rules,
                &game,
                &mv,
                &outcomes,
                &seed_text,
                thrown < CHECKED_THROWS,
            )
            .map_err(|message| (message, ply))?;
            thrown += 1;
        }
        match game.try_play(&mv) {
            Ok(()) => {}
            Err(PlayError::Fault(e)) => {
                let mut message = located(rules, &e);
                if e.kind != ErrorKind::Budget && e.kind != ErrorKind::Memory {
                    message = format!("the listed move `{mv}` was refused: {message}");
                }
                return Err((message, ply));
            }
            Err(PlayError::Refused(e)) => {
                return Err((format!("the listed move `{mv}` was refused: {e}"), ply))
            }
        }
        *plies += 1;
        moves.push(mv);
        states.push(game.state().clone());
    }
    replay(rules, &seed_text, &moves, &states)
}

/// In each game, the first this many chance moves have every outcome played (each must be
/// accepted); later ones only their thrown outcome, to keep `design check` quick.
const CHECKED_THROWS: usize = 4;

/// Resolve the chance move `mv` with the host's dice of `seed`, as a game would: the outcome
/// to play. The throw must be one of `outcomes` and the same when asked twice; with `all`,
/// every outcome must be accepted by `play`. (`chance` itself checked the weights.)
fn throw(
    rules: &DesignedRules,
    game: &DesignedGame,
    mv: &str,
    outcomes: &[(String, u32)],
    seed: &str,
    all: bool,
) -> Result<String, String> {
    if all {
        for (outcome, _) in outcomes {
            let mut trial = game.clone();
            match trial.try_play(outcome) {
                Ok(()) => {}
                Err(PlayError::Fault(e)) => {
                    return Err(format!(
                        "the outcome `{outcome}` of the chance move `{mv}` was refused: {}",
                        located(rules, &e)
                    ))
                }
                Err(PlayError::Refused(e)) => {
                    return Err(format!(
                        "the outcome `{outcome}` of the chance move `{mv}` was refused: {e}"
                    ))
                }
            }
        }
    }
    let resolve = |g: &DesignedGame| match g.try_resolve(mv, seed) {
        Ok(Some(outcome)) => Ok(outcome),
        Ok(None) => Err(format!(
            "the chance move `{mv}` could not be resolved (`chance` answered nil the second time)"
        )),
        Err(e) => Err(located(rules, &e)),
    };
    let outcome = resolve(game)?;
    if resolve(&game.with_fresh_position())? != outcome {
        return Err(format!(
            "{}: the same throw of `{mv}` gave two outcomes (`resolve` keeps something between calls?)",
            rules.file_name
        ));
    }
    Ok(outcome)
}

/// Play the same seed and moves again: every state must be the same.
fn replay(
    rules: &Arc<DesignedRules>,
    seed: &str,
    moves: &[String],
    states: &[Json],
) -> Result<(), (String, usize)> {
    let options = rules.declarations.options.clone();
    let mut game = DesignedGame::start(rules, &options, seed).map_err(|e| (e.to_string(), 0))?;
    for (ply, mv) in moves.iter().enumerate() {
        game.try_play(mv)
            .map_err(|e| (format!("replaying the same moves: {e}"), ply))?;
        if game.state() != &states[ply + 1] {
            return Err((
                format!(
                    "{}: the same seed and moves gave two different states after move {} (`{mv}`): does `play` keep something between calls or draw its own randomness?",
                    rules.file_name,
                    ply + 1
                ),
                ply + 1,
            ));
        }
    }
    Ok(())
}
