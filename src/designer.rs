//! The designer's tools on the command line: `boardbot design check FILE` and
//! `boardbot referee --rules FILE` (the referee contract of `shared/rules/README.md` over a
//! designed game). The engine is `games::designed`; this is its front end.

use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::Arc;

use serde_json::{json, Value};

use crate::games::designed::{check_file, DesignedGame, DesignedRules, CHECK_GAMES};
use crate::games::{canonicalize, Game, Options, Outcome};
use crate::referee::{RefereeArgs, UsageError, Verdict};

pub mod report;
pub mod report_chart;
pub mod report_command;

/// `boardbot design check FILE`: the report on `out`, progress on `progress`; the exit status
/// (0 only when the file is sound).
pub fn check_command(path: &Path, out: &mut impl Write, progress: &mut impl Write) -> i32 {
    let began = std::time::Instant::now();
    let rules = match DesignedRules::load_file(path) {
        Ok(rules) => rules,
        Err(e) => {
            let _ = writeln!(out, "{}: {e}", path.display());
            let _ = writeln!(out, "{} is not sound: it does not load.", path.display());
            return 1;
        }
    };
    let report = check_file(&rules, CHECK_GAMES, |done, games| {
        if done % 10 == 0 || done == games {
            let _ = write!(
                progress,
                "\rchecking {}: game {done}/{games}",
                rules.file_name
            );
            let _ = progress.flush();
        }
    });
    let _ = writeln!(progress);
    let d = &rules.declarations;
    let _ = writeln!(
        out,
        "{} — {} (id {}, version {}), sha256 {}",
        path.display(),
        d.name,
        d.id,
        d.version,
        &rules.hash_hex()[..16]
    );
    for problem in &report.problems {
        let _ = writeln!(
            out,
            "problem: {} (first in the game of seed {}, ply {}; {} game{})",
            problem.message,
            problem.seed,
            problem.ply,
            problem.games,
            if problem.games == 1 { "" } else { "s" }
        );
    }
    let seconds = began.elapsed().as_secs_f64();
    if report.is_sound() {
        let _ = writeln!(
            out,
            "sound: {} seeded random games, {} plies, no problem ({seconds:.1} s)",
            report.games, report.plies
        );
        0
    } else {
        let _ = writeln!(
            out,
            "not sound: {} problem{} in {} games ({seconds:.1} s)",
            report.problems.len(),
            if report.problems.len() == 1 { "" } else { "s" },
            report.games
        );
        1
    }
}

/// `boardbot referee --rules FILE`: the contract of the native referee over a designed game.
pub fn referee(
    args: &RefereeArgs,
    path: &Path,
    input: impl BufRead,
) -> Result<Verdict, UsageError> {
    let rules = DesignedRules::load_file(path).map_err(|e| UsageError::Rules(e.to_string()))?;
    let mut set = Options::new();
    for pair in &args.set {
        let (k, v) = pair
            .split_once('=')
            .ok_or_else(|| UsageError::BadSet(pair.clone()))?;
        set.insert(k.to_string(), v.to_string());
    }
    let options = rules.options(&set).map_err(UsageError::BadOption)?;
    let mut game = DesignedGame::start(&rules, &options, &args.seed)
        .map_err(|e| UsageError::BadOption(e.to_string()))?;
    let (applied, error) = crate::referee::play_lines(input, |trimmed| {
        let text = canonicalize(trimmed);
        // A plain chance move (`roll`) is thrown with the committed dice of `--seed`, as the
        // native referee throws Super Seven's.
        let action = match game.try_resolve(&text, &args.seed) {
            Ok(Some(outcome)) => outcome,
            Ok(None) => text,
            Err(e) => return Err(e.to_string()),
        };
        game.try_play(&action).map_err(|e| e.to_string())
    })?;
    if let Some(path) = &args.png {
        // The referee's contract is English; the picture is the position after the moves.
        let png = crate::render::designed::designed_png(&game, crate::i18n::Lang::EnUs)
            .map_err(|e| UsageError::Rules(e.to_string()))?;
        std::fs::write(path, png)
            .map_err(|e| UsageError::Png(path.display().to_string(), e.to_string()))?;
    }
    let exit_code = if error.is_null() { 0 } else { 2 };
    let mut json = report(&game, applied, error)?;
    if let Some(level) = args.suggest {
        let seed = crate::referee::suggestion_seed(&args.seed);
        json["suggestion"] = json!(crate::ai::choose_move(&game, level, seed));
    }
    Ok(Verdict { json, exit_code })
}

/// The referee's JSON for a designed game (the same keys as the native referee's); a file that
/// fails in this position is a usage error.
pub fn report(game: &DesignedGame, applied: usize, error: Value) -> Result<Value, UsageError> {
    let facts = game
        .try_facts()
        .map_err(|e| UsageError::Rules(e.to_string()))?;
    let seats = game.seat_names();
    let finished = facts.outcome.is_some();
    let winner = match facts.outcome {
        Some(Outcome::Winner(s)) => json!(seats[s.index()]),
        _ => Value::Null,
    };
    let scores = match facts.scores {
        Some(s) => json!({ seats[0]: s[0], seats[1]: s[1] }),
        None => json!({}),
    };
    let mut legal = if finished {
        Vec::new()
    } else {
        facts.moves.clone()
    };
    legal.sort();
    Ok(json!({
        "game": game.id(),
        "ply": applied,
        "status": if finished { "finished" } else { "ongoing" },
        "to_move": facts.to_move.filter(|_| !finished).map(|s| seats[s.index()]),
        "winner": winner,
        "scores": scores,
        "legal_moves": legal,
        "board": game.board_json(),
        "error": error,
    }))
}

/// Rules loaded from `path` (for tests and benches that drive a designed game in-process).
pub fn load(path: &Path) -> Result<Arc<DesignedRules>, UsageError> {
    DesignedRules::load_file(path).map_err(|e| UsageError::Rules(e.to_string()))
}
