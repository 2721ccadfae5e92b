//! `boardbot referee`: the black-box contract of `shared/rules/README.md`. Moves on standard
//! input, one JSON object out, exit status 0 (all applied), 2 (a line rejected), 1 (usage).

use std::io::BufRead;

use serde_json::{json, Value};

use crate::games::{AnyGame, GameKind, Options, Outcome};
use crate::i18n::Lang;
use crate::render::{self, BoardInfo};

#[derive(Debug, thiserror::Error)]
pub enum UsageError {
    #[error("unknown game `{0}` (known: {1})")]
    UnknownGame(String, String),
    #[error("--set needs KEY=VALUE, got `{0}`")]
    BadSet(String),
    #[error("cannot read option file `{path}` for `{key}`: {error}")]
    OptionFile {
        key: String,
        path: String,
        error: String,
    },
    #[error("bad option: {0}")]
    BadOption(String),
    #[error("cannot read standard input: {0}")]
    Input(String),
    #[error("cannot write {0}: {1}")]
    Png(String, String),
    /// A designed game's rules file that does not load, or fails.
    #[error("{0}")]
    Rules(String),
}

pub struct RefereeArgs {
    pub game: String,
    /// A designed game's rules file (`--rules FILE`) instead of a native `game`.
    pub rules: Option<std::path::PathBuf>,
    pub set: Vec<String>,
    pub seed: String,
    pub png: Option<std::path::PathBuf>,
    /// Ask the AI at this level for a move in the final position.
    pub suggest: Option<crate::ai::Level>,
}

/// The JSON report and the exit status.
pub struct Verdict {
    pub json: Value,
    pub exit_code: i32,
}

pub fn run(args: &RefereeArgs, input: impl BufRead) -> Result<Verdict, UsageError> {
    if let Some(path) = &args.rules {
        return crate::designer::referee(args, path, input);
    }
    let kind = GameKind::from_id(&args.game).ok_or_else(|| {
        UsageError::UnknownGame(
            args.game.clone(),
            GameKind::ALL
                .iter()
                .map(|k| k.id())
                .collect::<Vec<_>>()
                .join(", "),
        )
    })?;
    let options = parse_set_options(kind, &args.set)?;
    let mut game = AnyGame::new(kind, &options, &args.seed)
        .map_err(|e| UsageError::BadOption(e.0.to_string()))?;
    let (applied, error) = play_lines(input, |trimmed| {
        let text = kind.canonical_input(trimmed);
        let action = game.resolve_chance(&text, &args.seed).unwrap_or(text);
        game.play(&action).map(drop).map_err(|e| e.to_string())
    })?;
    if let Some(path) = &args.png {
        let seats = kind.seat_names();
        let info = BoardInfo {
            players: [seats[0].to_string(), seats[1].to_string()],
            status: status_text(&game),
            // The referee's contract is English.
            lang: Lang::EnUs,
            palette: Default::default(),
        };
        std::fs::write(path, render::render_png(&game, &info))
            .map_err(|e| UsageError::Png(path.display().to_string(), e.to_string()))?;
    }
    let exit_code = if error.is_null() { 0 } else { 2 };
    let mut json = report(&game, applied, error);
    if let Some(level) = args.suggest {
        json["suggestion"] = json!(crate::ai::choose_move_text(
            &game,
            level,
            suggestion_seed(&args.seed)
        ));
    }
    Ok(Verdict { json, exit_code })
}

/// Play each line of `input` with `play` (which gets it trimmed), skipping blank lines and
/// `#` comments, until one is refused: the moves applied, and the referee's `error` (null
/// when none was refused).
pub(crate) fn play_lines(
    input: impl BufRead,
    mut play: impl FnMut(&str) -> Result<(), String>,
) -> Result<(usize, Value), UsageError> {
    let mut applied = 0usize;
    for (index, line) in input.split(b'\n').enumerate() {
        let bytes = line.map_err(|e| UsageError::Input(e.to_string()))?;
        // A line that is not UTF-8 is a bad move, not a bad command: it is rejected like any
        // other unreadable line (exit 2, with its number), its bytes shown as best they can be.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            let shown = String::from_utf8_lossy(&bytes);
            let error = json!({
                "line": index + 1,
                "move": shown.trim(),
                "message": "the line is not valid UTF-8 text",
            });
            return Ok((applied, error));
        };
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if let Err(message) = play(trimmed) {
            let error = json!({"line": index + 1, "move": trimmed, "message": message});
            return Ok((applied, error));
        }
        applied += 1;
    }
    Ok((applied, Value::Null))
}

/// The AI's own randomness for `--suggest`, seeded from `--seed` so that a suggestion can be
/// reproduced.
pub(crate) fn suggestion_seed(seed: &str) -> u64 {
    crate::games::stable_hash(seed)
}

/// Game options from `--set KEY=VALUE` arguments (the referee's and `boardbot play`'s): a key
/// the game reads from a file (a Cross Words Combat page) names that file.
pub fn parse_set_options(kind: GameKind, pairs: &[String]) -> Result<Options, UsageError> {
    let mut options = Options::new();
    for pair in pairs {
        let (k, v) = pair
            .split_once('=')
            .ok_or_else(|| UsageError::BadSet(pair.clone()))?;
        let value = if kind.file_options().contains(&k) {
            std::fs::read_to_string(v).map_err(|e| UsageError::OptionFile {
                key: k.to_string(),
                path: v.to_string(),
                error: e.to_string(),
            })?
        } else {
            v.to_string()
        };
        options.insert(k.to_string(), value);
    }
    Ok(options)
}

fn status_text(game: &AnyGame) -> String {
    let seats = game.kind().seat_names();
    match (game.outcome(), game.to_move()) {
        (Some(Outcome::Winner(s)), _) => format!("{} wins", seats[s.index()]),
        (Some(Outcome::Draw), _) => "Draw".to_string(),
        (None, Some(s)) => format!("{} to move", seats[s.index()]),
        (None, None) => String::new(),
    }
}

/// The JSON object the referee prints for `game` after `applied` moves.
pub fn report(game: &AnyGame, applied: usize, error: Value) -> Value {
    let seats = game.kind().seat_names();
    let finished = game.outcome().is_some();
    let winner = match game.outcome() {
        Some(Outcome::Winner(s)) => json!(seats[s.index()]),
        _ => Value::Null,
    };
    let scores = match game.scores() {
        Some(s) => json!({ seats[0]: s[0], seats[1]: s[1] }),
        None => json!({}),
    };
    json!({
        "game": game.kind().id(),
        "ply": applied,
        "status": if finished { "finished" } else { "ongoing" },
        "to_move": game.to_move().filter(|_| !finished).map(|s| seats[s.index()]),
        "winner": winner,
        "scores": scores,
        "legal_moves": if finished { Vec::new() } else { game.legal_moves() },
        "board": game.board_json(),
        "error": error,
    })
}
