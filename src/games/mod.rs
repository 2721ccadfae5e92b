//! Pure game rules. Nothing in this folder does I/O, talks to Discord, a database or draws
//! pictures: an engine is a value that knows its position, lists legal moves and applies them.
//!
//! Every game implements [`Game`]. The layers above (host, referee, AI front ends) use
//! [`AnyGame`], one enum over all games that speaks canonical notation (strings), so that
//! adding a game means adding an engine and one line per `match` in the macro below.

use std::collections::BTreeMap;
use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub mod ccc;
pub mod clock;
pub mod cross_words_combat;
pub mod mega_tic_tac_toe;
pub mod super_seven;
pub mod twenty_sevens;

use ccc::Ccc;
use cross_words_combat::CrossWordsCombat;
use mega_tic_tac_toe::MegaTicTacToe;
use super_seven::SuperSeven;
use twenty_sevens::TwentySevens;

/// A seat at the table: 0 moves first. Every game here has exactly two seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub const FIRST: Seat = Seat(0);
    pub const SECOND: Seat = Seat(1);

    pub fn other(self) -> Seat {
        Seat(1 - self.0)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn all() -> [Seat; 2] {
        [Seat(0), Seat(1)]
    }
}

/// How a finished game ended on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Winner(Seat),
    Draw,
}

/// Why a move was refused. The engine that returns it has not changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move in this game's notation at all.
    #[error("`{input}` is not a move: {reason}")]
    Syntax { input: String, reason: String },
    /// A well-formed move that the rules do not allow now.
    #[error("{0}")]
    Illegal(String),
    /// The game is over; nothing can be played.
    #[error("the game is over")]
    GameOver,
}

/// Why a game could not be set up with the given options.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OptionError(pub String);

/// Game options as `key=value` text, exactly as the referee's `--set` takes them.
pub type Options = BTreeMap<String, String>;

/// The rules of one game. Implementors are plain values (`Clone`), serialisable for storage.
pub trait Game: Clone + Debug + Send + Sync + Serialize + DeserializeOwned + 'static {
    /// A move, cheap to copy around; its text form is [`Game::format_move`].
    type Move: Clone + Debug + PartialEq + Send + Sync + 'static;

    /// The game's id, as in the rule books: `twenty-sevens`.
    const ID: &'static str;
    /// The two seat names, first to move first: `["X", "O"]`.
    const SEATS: [&'static str; 2];

    /// The starting position. `seed` is any text and only used by games that draw something
    /// themselves (bundled pages); unknown or malformed options are an error.
    fn new(options: &Options, seed: &str) -> Result<Self, OptionError>;

    /// Option keys whose value the front end must read from a file named by the user.
    fn file_options() -> &'static [&'static str] {
        &[]
    }

    /// The seat an option belongs to, if only that seat's player may choose it (a secret page
    /// of one's own); `None` for options of the whole game.
    fn option_owner(_key: &str) -> Option<Seat> {
        None
    }

    /// The seat to act, `None` when the game is over.
    fn to_move(&self) -> Option<Seat>;

    /// Every legal move now; empty when the game is over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// Apply a move. On error `self` is exactly as before.
    fn apply(&mut self, mv: &Self::Move) -> Result<(), MoveError>;

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Points per seat for games that keep points.
    fn scores(&self) -> Option<[i64; 2]> {
        None
    }

    /// Parse one move in canonical notation. The input is already trimmed and lower case
    /// with single spaces. Parsing checks syntax only; legality is `apply`'s job.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// The canonical spelling of a move.
    fn format_move(&self, mv: &Self::Move) -> String;

    /// The referee's `board` JSON.
    fn board_json(&self) -> serde_json::Value;

    /// Chance actions (a dice throw): `Some(outcomes with weights)` when `mv` as listed by
    /// `legal_moves` is abstract and must be replaced by one of the concrete outcomes before
    /// `apply`. The engine never draws random numbers itself: the host or the AI resolves.
    fn chance_outcomes(&self, _mv: &Self::Move) -> Option<Vec<(Self::Move, u32)>> {
        None
    }

    /// What `seat` may know: a copy with hidden information (an opponent's page) replaced by
    /// a plausible guess drawn from `rng_seed`. Games without hidden information return a copy.
    fn determinize(&self, _seat: Seat, _rng_seed: u64) -> Self {
        self.clone()
    }

    /// Entries in the game's log so far: moves, and time-outs in games with a clock.
    fn ply(&self) -> usize;

    /// AI hook (optional): how likely `seat` is to win from this unfinished position, from 0.0
    /// (lost) to 1.0 (won), judged quickly from the position alone. When it answers, the AI
    /// cuts its simulated games short after a few plies and asks it there. `None`, the default:
    /// simulated games run to the end (or a long cap, then the leader by `scores()` wins).
    fn ai_evaluate(&self, _seat: Seat) -> Option<f64> {
        None
    }

    /// AI hook (optional): the relative weight of `mv`, a move listed by `legal_moves`, when the
    /// AI picks moves at random in a simulated game (0 = only if every move weighs 0). The
    /// default weighs every move 1: uniformly random simulated games.
    fn ai_playout_weight(&self, _mv: &Self::Move) -> u32 {
        1
    }
}

/// Canonicalise a line of input as the referee contract says: lower case, runs of white space
/// made single, surrounding space removed.
pub fn canonicalize(input: &str) -> String {
    input
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Which game: the id players type and the store keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    TwentySevens,
    MegaTicTacToe,
    Ccc,
    SuperSeven,
    CrossWordsCombat,
}

impl GameKind {
    pub const ALL: &'static [GameKind] = &[
        GameKind::TwentySevens,
        GameKind::MegaTicTacToe,
        GameKind::Ccc,
        GameKind::SuperSeven,
        GameKind::CrossWordsCombat,
    ];

    pub fn id(self) -> &'static str {
        match self {
            GameKind::TwentySevens => TwentySevens::ID,
            GameKind::MegaTicTacToe => MegaTicTacToe::ID,
            GameKind::Ccc => Ccc::ID,
            GameKind::SuperSeven => SuperSeven::ID,
            GameKind::CrossWordsCombat => CrossWordsCombat::ID,
        }
    }

    pub fn display_name(self) -> &'static str {
        match self {
            GameKind::TwentySevens => "Twenty-Sevens",
            GameKind::MegaTicTacToe => "Mega Tic-Tac-Toe",
            GameKind::Ccc => "CCC",
            GameKind::SuperSeven => "Super Seven",
            GameKind::CrossWordsCombat => "Cross Words Combat",
        }
    }

    pub fn seat_names(self) -> [&'static str; 2] {
        match self {
            GameKind::TwentySevens => TwentySevens::SEATS,
            GameKind::MegaTicTacToe => MegaTicTacToe::SEATS,
            GameKind::Ccc => Ccc::SEATS,
            GameKind::SuperSeven => SuperSeven::SEATS,
            GameKind::CrossWordsCombat => CrossWordsCombat::SEATS,
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id)
    }

    /// The rules as players read them (`/rules`), markdown with `## ` sections.
    pub fn rules_text(self) -> &'static str {
        match self {
            GameKind::TwentySevens => include_str!("twenty_sevens_rules.md"),
            GameKind::MegaTicTacToe => mega_tic_tac_toe::RULES_TEXT,
            GameKind::Ccc => ccc::RULES_TEXT,
            GameKind::SuperSeven => super_seven::RULES_TEXT,
            GameKind::CrossWordsCombat => cross_words_combat::RULES_TEXT,
        }
    }

    /// An input line in canonical form: [`canonicalize`], plus CCC's sorted shield targets.
    pub fn canonical_input(self, input: &str) -> String {
        let text = canonicalize(input);
        match self {
            GameKind::Ccc => ccc::notation::canonical_input(&text),
            _ => text,
        }
    }

    pub fn file_options(self) -> &'static [&'static str] {
        match self {
            GameKind::TwentySevens => TwentySevens::file_options(),
            GameKind::MegaTicTacToe => MegaTicTacToe::file_options(),
            GameKind::Ccc => Ccc::file_options(),
            GameKind::SuperSeven => SuperSeven::file_options(),
            GameKind::CrossWordsCombat => CrossWordsCombat::file_options(),
        }
    }
}

impl GameKind {
    /// See [`Game::option_owner`].
    pub fn option_owner(self, key: &str) -> Option<Seat> {
        match self {
            GameKind::TwentySevens => TwentySevens::option_owner(key),
            GameKind::MegaTicTacToe => MegaTicTacToe::option_owner(key),
            GameKind::Ccc => Ccc::option_owner(key),
            GameKind::SuperSeven => SuperSeven::option_owner(key),
            GameKind::CrossWordsCombat => CrossWordsCombat::option_owner(key),
        }
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// Any game, behind one enum, speaking canonical notation.
// Engines are plain values sized for fast copying in playouts; boxing the larger ones would
// only add an indirection to every access.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "game", content = "state")]
pub enum AnyGame {
    #[serde(rename = "twenty-sevens")]
    TwentySevens(TwentySevens),
    #[serde(rename = "mega-tic-tac-toe")]
    MegaTicTacToe(MegaTicTacToe),
    #[serde(rename = "ccc")]
    Ccc(Ccc),
    #[serde(rename = "super-seven")]
    SuperSeven(SuperSeven),
    #[serde(rename = "cross-words-combat")]
    CrossWordsCombat(CrossWordsCombat),
}

/// Run `$body` with `$g` bound to the concrete engine inside an [`AnyGame`].
#[macro_export]
macro_rules! with_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            $crate::games::AnyGame::TwentySevens($g) => $body,
            $crate::games::AnyGame::MegaTicTacToe($g) => $body,
            $crate::games::AnyGame::Ccc($g) => $body,
            $crate::games::AnyGame::SuperSeven($g) => $body,
            $crate::games::AnyGame::CrossWordsCombat($g) => $body,
        }
    };
}

impl AnyGame {
    pub fn new(kind: GameKind, options: &Options, seed: &str) -> Result<AnyGame, OptionError> {
        Ok(match kind {
            GameKind::TwentySevens => AnyGame::TwentySevens(TwentySevens::new(options, seed)?),
            GameKind::MegaTicTacToe => AnyGame::MegaTicTacToe(MegaTicTacToe::new(options, seed)?),
            GameKind::Ccc => AnyGame::Ccc(Ccc::new(options, seed)?),
            GameKind::SuperSeven => AnyGame::SuperSeven(SuperSeven::new(options, seed)?),
            GameKind::CrossWordsCombat => {
                AnyGame::CrossWordsCombat(CrossWordsCombat::new(options, seed)?)
            }
        })
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::TwentySevens(_) => GameKind::TwentySevens,
            AnyGame::MegaTicTacToe(_) => GameKind::MegaTicTacToe,
            AnyGame::Ccc(_) => GameKind::Ccc,
            AnyGame::SuperSeven(_) => GameKind::SuperSeven,
            AnyGame::CrossWordsCombat(_) => GameKind::CrossWordsCombat,
        }
    }

    pub fn to_move(&self) -> Option<Seat> {
        with_game!(self, g => g.to_move())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        with_game!(self, g => g.outcome())
    }

    pub fn scores(&self) -> Option<[i64; 2]> {
        with_game!(self, g => g.scores())
    }

    pub fn ply(&self) -> usize {
        with_game!(self, g => g.ply())
    }

    pub fn board_json(&self) -> serde_json::Value {
        with_game!(self, g => g.board_json())
    }

    /// Legal moves in canonical notation, sorted by plain string order.
    pub fn legal_moves(&self) -> Vec<String> {
        with_game!(self, g => {
            let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
            v.sort();
            v.dedup();
            v
        })
    }

    /// Whether a canonical move is abstract (a throw of the dice) and needs a chance outcome.
    pub fn is_chance(&self, text: &str) -> bool {
        with_game!(self, g => {
            g.parse_move(&canonicalize(text)).ok().and_then(|m| g.chance_outcomes(&m)).is_some()
        })
    }

    /// Parse and apply one move, given in canonical notation (see [`canonicalize`]); any other
    /// spelling is refused, so that two spellings never name one action. Returns the canonical
    /// spelling applied. A chance action must be resolved first ([`AnyGame::resolve_chance`]).
    /// On error the game is unchanged.
    pub fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let kind = self.kind();
        with_game!(self, g => {
            if g.to_move().is_none() {
                return Err(MoveError::GameOver);
            }
            let text = kind.canonical_input(text);
            let mv = g.parse_move(&text)?;
            if g.chance_outcomes(&mv).is_some() {
                return Err(MoveError::Illegal(
                    "this action is decided by chance; the host must resolve it".into(),
                ));
            }
            let spelled = g.format_move(&mv);
            if spelled != text {
                return Err(MoveError::Syntax {
                    input: text,
                    reason: format!("write it as `{spelled}`"),
                });
            }
            g.apply(&mv)?;
            Ok(spelled)
        })
    }

    /// Whether `text` names a chance outcome (`roll 7`): only the host's dice may choose one.
    pub fn is_chance_outcome(&self, text: &str) -> bool {
        let kind = self.kind();
        with_game!(self, g => {
            let Ok(mv) = g.parse_move(&kind.canonical_input(text)) else {
                return false;
            };
            g.legal_moves()
                .iter()
                .filter_map(|m| g.chance_outcomes(m))
                .any(|outcomes| outcomes.iter().any(|(o, _)| *o == mv))
        })
    }

    /// Whether playing `text` calls for a compliment to the opponent (CCC's Nice Flag).
    pub fn needs_compliment(&self, text: &str) -> bool {
        match self {
            AnyGame::Ccc(g) => g
                .parse_move(&GameKind::Ccc.canonical_input(text))
                .is_ok_and(|mv| g.is_flag_action(&mv)),
            _ => false,
        }
    }

    /// Resolve the chance action `text` (a plain dice throw) with the game's dice, drawn
    /// from `seed`: returns the concrete action to play, or `None` if `text` is no chance action.
    pub fn resolve_chance(&self, text: &str, seed: &str) -> Option<String> {
        if !self.is_chance(text) {
            return None;
        }
        match self {
            AnyGame::SuperSeven(g) => Some(format!(
                "roll {}",
                super_seven::dice::throw_total(seed, g.throws_so_far())
            )),
            _ => None,
        }
    }

    /// The clock rule: `seat` ran out of time (Cross Words Combat, the one game whose rules
    /// say what happens then; the others refuse a clock option).
    pub fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        match self {
            AnyGame::CrossWordsCombat(g) => g.time_out(seat),
            _ => Err(MoveError::Illegal("this game has no clock".into())),
        }
    }

    /// Whether `seat` ran out of time and takes no more turns.
    pub fn is_out_of_time(&self, seat: Seat) -> bool {
        match self {
            AnyGame::CrossWordsCombat(g) => g.is_out_of_time(seat),
            _ => false,
        }
    }

    /// Apply one entry of a game's log: a move in canonical notation, or a time-out.
    pub fn apply_log_entry(&mut self, entry: &str) -> Result<String, MoveError> {
        match clock::parse_time_out_entry(entry, self.kind().seat_names()) {
            Some(seat) => self.time_out(seat).map(|()| entry.to_string()),
            None => self.play(entry),
        }
    }

    /// Rebuild a game from its options, seed and log (moves and time-outs).
    pub fn replay<'a>(
        kind: GameKind,
        options: &Options,
        seed: &str,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<AnyGame, ReplayError> {
        let mut game = AnyGame::new(kind, options, seed).map_err(ReplayError::Options)?;
        for (i, mv) in moves.into_iter().enumerate() {
            game.apply_log_entry(mv).map_err(|e| ReplayError::Move {
                ply: i + 1,
                mv: mv.to_string(),
                error: e,
            })?;
        }
        Ok(game)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("bad options: {0}")]
    Options(OptionError),
    #[error("move {ply} `{mv}` cannot be replayed: {error}")]
    Move {
        ply: usize,
        mv: String,
        error: MoveError,
    },
}

/// Parse an integer option with a default and an allowed set.
pub fn int_option(
    options: &Options,
    key: &str,
    default: i64,
    allowed: impl Fn(i64) -> bool,
) -> Result<i64, OptionError> {
    match options.get(key) {
        None => Ok(default),
        Some(v) => match v.trim().parse::<i64>() {
            Ok(n) if allowed(n) => Ok(n),
            _ => Err(OptionError(format!("option `{key}` cannot be `{v}`"))),
        },
    }
}

/// Refuse option keys a game does not know.
pub fn check_known_options(options: &Options, known: &[&str]) -> Result<(), OptionError> {
    for key in options.keys() {
        if !known.contains(&key.as_str()) {
            return Err(OptionError(format!(
                "unknown option `{key}` (known: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            )));
        }
    }
    Ok(())
}
