//! Designed games: any two-seat game written as one Luau rules file (issue 43), run in a
//! sandbox. The designer's guide is `docs/designing-games.md`; this module is the engine side.
//!
//! - [`sandbox`]: the VM (safe libraries only, memory limit, CPU budget per call), one per file
//!   and thread.
//! - [`convert`]: the game's state between calls, plain data kept as JSON, with its caps.
//! - [`view`]: the declarative drawing a file returns, checked against its caps.
//! - [`DesignedRules`]: a loaded file, its SHA-256 and its declarations.
//! - [`DesignedGame`] (in `game`): the rules and a position; it implements [`super::Game`].
//! - [`chance`]: chance moves (a dice throw) and the host's committed, seeded throws.
//! - [`check`]: `boardbot design check`, seeded random games that look for every fault.
//!
//! # Budgets
//! Every limit is a constant here, so the guide and the tests name the same numbers.
//! Time budgets are wall-clock, checked by Luau's interrupt (at every loop iteration and
//! function call, and inside string matching).

use std::sync::Arc;
use std::time::Duration;

use sha2::{Digest, Sha256};

pub mod catalog;
pub mod chance;
mod check;
pub mod convert;
mod game;
pub mod sandbox;
pub mod view;

pub use catalog::DesignKey;
pub use check::{check_file, CheckReport, Problem};
pub use game::{DesignedGame, Facts, Outcomes, PlayError, Position};

/// Running a file's top level (defining its table) may take this long.
pub const LOAD_BUDGET: Duration = Duration::from_millis(1_000);
/// One call of a rules function (`moves`, `play`, …) may take this long. Real games answer in
/// well under a millisecond; the margin is for a busy machine.
pub const CALL_BUDGET: Duration = Duration::from_millis(250);
/// All the calls of one game of `design check` together (its random moves, checks and
/// views) may take this long.
pub const GAME_BUDGET: Duration = Duration::from_secs(10);
/// The memory one VM (one rules file on one thread) may hold, in bytes.
pub const MEMORY_LIMIT: usize = 32 * 1024 * 1024;
/// At most this many legal moves in one position.
pub const MAX_MOVES: usize = 10_000;
/// A move's spelling is at most this many bytes.
pub const MAX_MOVE_LEN: usize = 64;
/// Any string a file returns (in a state, a view, the alt text, the rules) is at most this
/// many bytes, except the rules text.
pub const MAX_STRING: usize = 4 * 1024;
/// The rules text (markdown) is at most this many bytes.
pub const MAX_RULES_TEXT: usize = 64 * 1024;
/// A state holds at most this many values (tables, numbers, strings, booleans) …
pub const MAX_STATE_VALUES: usize = 20_000;
/// … nested at most this deep.
pub const MAX_STATE_DEPTH: usize = 32;
/// `design check` calls a game that has not ended after this many plies endless.
pub const PLY_CAP: usize = 2_000;
/// How many seeded random games `design check` plays.
pub const CHECK_GAMES: usize = 200;

/// The message of every designed game's feat: the file's name and description of it.
pub const DESIGNED_FEAT: &str = "design-achievement";

/// What a memory error says ([`check`] stops at the first).
pub const MEMORY_MARK: &str = "out of memory";

/// What went wrong in a rules file: which function, and the message with the file's line where
/// Luau gives one (`twenty-sevens.luau:12: attempt to index nil`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DesignError {
    /// `load`, or the rules function that failed (`moves`, `play`, …).
    pub function: &'static str,
    pub kind: ErrorKind,
    pub message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A Luau error (a bug in the file, `error(...)`, a syntax error, a stack overflow).
    Runtime,
    /// The call ran past its time budget.
    Budget,
    /// The VM ran past [`MEMORY_LIMIT`].
    Memory,
    /// The function returned something of the wrong type or past a cap.
    Shape,
}

impl ErrorKind {
    /// Whether the VM is dropped after this error (it may hold a hostile file's garbage).
    pub fn poisons_vm(self) -> bool {
        matches!(self, ErrorKind::Budget | ErrorKind::Memory)
    }
}

impl DesignError {
    pub fn shape(function: &'static str, message: impl Into<String>) -> DesignError {
        DesignError {
            function,
            kind: ErrorKind::Shape,
            message: message.into(),
        }
    }

    pub fn from_lua(function: &'static str, error: mlua::Error) -> DesignError {
        let (kind, message) = describe_lua_error(&error);
        DesignError {
            function,
            kind,
            message,
        }
    }
}

fn describe_lua_error(error: &mlua::Error) -> (ErrorKind, String) {
    match error {
        mlua::Error::RuntimeError(msg) if msg.contains(sandbox::BUDGET_MARK) => (
            ErrorKind::Budget,
            format!(
                "{msg} ({} ms to load the file, {} ms a call: an endless loop?)",
                LOAD_BUDGET.as_millis(),
                CALL_BUDGET.as_millis()
            ),
        ),
        // The message without Luau's traceback: the designer reads the line it names.
        mlua::Error::RuntimeError(msg) => (
            ErrorKind::Runtime,
            msg.split("\nstack traceback:")
                .next()
                .unwrap_or(msg)
                .to_string(),
        ),
        mlua::Error::SyntaxError { message, .. } => (ErrorKind::Runtime, message.clone()),
        mlua::Error::MemoryError(_) => (
            ErrorKind::Memory,
            format!(
                "{MEMORY_MARK}: a rules file may hold at most {} MB",
                MEMORY_LIMIT / (1024 * 1024)
            ),
        ),
        mlua::Error::CallbackError { cause, .. } => describe_lua_error(cause),
        mlua::Error::WithContext { cause, .. } => describe_lua_error(cause),
        other => (ErrorKind::Runtime, other.to_string()),
    }
}

impl std::fmt::Display for DesignError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.function == "load" {
            write!(f, "loading the file: {}", self.message)
        } else {
            write!(f, "in `{}`: {}", self.function, self.message)
        }
    }
}

impl std::error::Error for DesignError {}

/// An option's default, which also fixes the type `--set` values are read as.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(untagged)]
pub enum OptionValue {
    Number(f64),
    Text(String),
    Flag(bool),
}

/// An achievement a file declares: its id, the words players read, and what a win must show.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Achievement {
    pub id: String,
    pub name: String,
    pub description: String,
    #[serde(skip)]
    pub condition: crate::games::WinCondition,
}

/// What a file declares besides its functions.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Declarations {
    pub id: String,
    pub name: String,
    pub version: String,
    pub seats: [String; 2],
    /// Option names and their defaults, sorted by name.
    pub options: Vec<(String, OptionValue)>,
    /// The rules, in markdown.
    pub rules: String,
    pub achievements: Vec<Achievement>,
    /// Whether the file says its positions make puzzles.
    pub puzzles: bool,
    /// Which optional functions it defines.
    pub has_private_view: bool,
    pub has_evaluate: bool,
    pub has_scores: bool,
    /// Whether it has chance moves (`chance`), and throws its own dice (`resolve`).
    pub has_chance: bool,
    pub has_resolve: bool,
}

/// A loaded rules file: its text, SHA-256 and declarations. Shared by every game of it
/// (`Arc`); each thread runs it in a VM of its own ([`sandbox::with_vm`]).
#[derive(Debug)]
pub struct DesignedRules {
    /// The file name (without folders): the chunk name in every error message.
    pub file_name: String,
    pub source: String,
    pub hash: [u8; 32],
    pub declarations: Declarations,
    /// Its entry in the process's [`catalog`].
    pub key: DesignKey,
    /// Its achievements as the host's feats (see [`DesignedRules::feats`]).
    feat_codes: std::sync::OnceLock<Vec<String>>,
    feats: std::sync::OnceLock<Vec<crate::games::Feat>>,
}

impl DesignedRules {
    /// Load a rules file from disk.
    pub fn load_file(path: &std::path::Path) -> Result<Arc<DesignedRules>, DesignError> {
        let source = std::fs::read_to_string(path).map_err(|e| DesignError {
            function: "load",
            kind: ErrorKind::Runtime,
            message: format!("cannot read {}: {e}", path.display()),
        })?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "rules.luau".to_string());
        DesignedRules::from_source(&name, &source)
    }

    /// Load rules from their text; `file_name` names them in error messages. A file already
    /// loaded (the same bytes) is the same rules: the catalog holds each file once.
    pub fn from_source(file_name: &str, source: &str) -> Result<Arc<DesignedRules>, DesignError> {
        let hash: [u8; 32] = Sha256::digest(source.as_bytes()).into();
        catalog::intern(hash, || DesignedRules::load(hash, file_name, source))
    }

    /// Load rules to check them before they are accepted (an upload): the same as
    /// [`DesignedRules::from_source`], but not entered in the catalog, so a refused file never
    /// becomes a game of this process. Such rules are never hosted: their key names no file.
    pub fn trial(file_name: &str, source: &str) -> Result<Arc<DesignedRules>, DesignError> {
        let hash: [u8; 32] = Sha256::digest(source.as_bytes()).into();
        DesignedRules::load(hash, file_name, source).map(Arc::new)
    }

    /// Run the file's top level and read its declarations, keyed by no catalog entry yet.
    fn load(hash: [u8; 32], file_name: &str, source: &str) -> Result<DesignedRules, DesignError> {
        // A fresh VM: the declarations are read from the file as it loads, not from a VM an
        // earlier call may have changed.
        sandbox::forget_vm(hash);
        let declarations = sandbox::with_vm(hash, file_name, source, |vm| {
            convert::declarations(vm, file_name)
        })?;
        Ok(DesignedRules {
            file_name: file_name.to_string(),
            source: source.to_string(),
            hash,
            declarations,
            key: DesignKey::PENDING,
            feat_codes: Default::default(),
            feats: Default::default(),
        })
    }

    /// Rules loaded in this process with this SHA-256.
    pub fn by_hash(hash: &[u8; 32]) -> Option<Arc<DesignedRules>> {
        DesignKey::by_hash(hash).map(|key| key.rules().clone())
    }

    /// The file's achievements as the host's feats, coded `feat-<game id>-<achievement id>`
    /// (a native game's are `feat-<its id>…` and no designed id is a native one). Kept by the
    /// catalog, hence `'static`; their words are the file's own, not translated.
    pub fn feats(&'static self) -> &'static [crate::games::Feat] {
        let codes = self.feat_codes.get_or_init(|| {
            let id = &self.declarations.id;
            let achievements = &self.declarations.achievements;
            achievements
                .iter()
                .map(|a| format!("feat-{id}-{}", a.id))
                .collect()
        });
        self.feats.get_or_init(|| {
            codes
                .iter()
                .zip(&self.declarations.achievements)
                .map(|(code, a)| crate::games::Feat {
                    id: code,
                    name: DESIGNED_FEAT,
                    condition: a.condition,
                })
                .collect()
        })
    }

    /// The achievement behind one of [`DesignedRules::feats`]: its name and description.
    pub fn achievement(&self, code: &str) -> Option<&Achievement> {
        let codes = self.feat_codes.get()?;
        let i = codes.iter().position(|c| c == code)?;
        self.declarations.achievements.get(i)
    }

    pub fn hash_hex(&self) -> String {
        hex::encode(self.hash)
    }

    /// Run `f` with this thread's VM of these rules.
    pub fn with_vm<R>(
        &self,
        f: impl FnOnce(&sandbox::Vm) -> Result<R, DesignError>,
    ) -> Result<R, DesignError> {
        sandbox::with_vm(self.hash, &self.file_name, &self.source, f)
    }

    /// The options for `start`: the defaults, with `set` (text, as `--set` gives) read as the
    /// type of each default. An unknown key or a value of the wrong type is an error.
    pub fn options(
        &self,
        set: &crate::games::Options,
    ) -> Result<Vec<(String, OptionValue)>, String> {
        let mut options = self.declarations.options.clone();
        for (key, text) in set {
            let Some((_, value)) = options.iter_mut().find(|(k, _)| k == key) else {
                let known: Vec<&str> = options.iter().map(|(k, _)| k.as_str()).collect();
                return Err(format!(
                    "unknown option `{key}` (this game has: {})",
                    known.join(", ")
                ));
            };
            *value = match value {
                OptionValue::Number(_) => match text.trim().parse::<f64>() {
                    Ok(n) if n.is_finite() => OptionValue::Number(n),
                    _ => return Err(format!("option `{key}` takes a number, not `{text}`")),
                },
                OptionValue::Flag(_) => match text.trim() {
                    "true" => OptionValue::Flag(true),
                    "false" => OptionValue::Flag(false),
                    _ => return Err(format!("option `{key}` takes true or false, not `{text}`")),
                },
                OptionValue::Text(_) => OptionValue::Text(text.clone()),
            };
        }
        Ok(options)
    }
}
