//! Pure game rules. Nothing in this folder does I/O, talks to Discord, a database or draws
//! pictures: an engine is a value that knows its position, lists legal moves and applies them.
//!
//! Every game implements [`Game`]. The layers above (host, referee, AI front ends) use
//! [`AnyGame`], one enum over all games that speaks canonical notation (strings). The games
//! are listed once, in [`game_registry!`](crate::game_registry): `GameKind`, `AnyGame` and
//! every dispatch over them are generated from that list, and whatever one game does
//! specially is a [`Game`] hook with a default.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::i18n::Text;

pub mod ccc;
pub mod clock;
pub mod cross_words_combat;
mod declared;
pub mod describe;
pub mod designed;
#[cfg(test)]
pub(crate) mod fuzz;
mod game;
pub mod geometry;
#[cfg(test)]
mod i18n_tests;
pub mod mega_tic_tac_toe;
pub mod super_seven;
pub mod twenty_sevens;

pub use declared::{Feat, Puzzles, WinCondition};
pub use game::{Checked, Game};

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

/// Why a move was refused. The engine that returns it has not changed. Reasons are messages
/// ([`Text`]) the front end translates; `Display` is the English, for logs and the referee.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveError {
    /// The text is not a move in this game's notation at all.
    Syntax { input: String, reason: Text },
    /// A well-formed move that the rules do not allow now.
    Illegal(Text),
    /// The game is over; nothing can be played.
    GameOver,
    /// A designed game's rules file failed on the move (or in the position it was played
    /// from): the move may well be good, the file cannot answer for it. The host pauses the
    /// game rather than refuse the player (see `host/paused_designs.rs`).
    RulesFailed(String),
}

impl MoveError {
    /// A refusal of `input` as no move in the notation.
    pub fn syntax(input: &str, reason: Text) -> MoveError {
        MoveError::Syntax {
            input: input.to_string(),
            reason,
        }
    }

    /// The whole refusal as one message.
    pub fn text(&self) -> Text {
        match self {
            MoveError::Syntax { input, reason } => Text::new("engine-not-a-move")
                .arg("input", input)
                .arg("reason", reason.clone()),
            MoveError::Illegal(why) => why.clone(),
            MoveError::GameOver => Text::new("engine-game-over"),
            MoveError::RulesFailed(fault) => {
                Text::new("design-rules-failed").arg("error", fault.as_str())
            }
        }
    }
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for MoveError {}

/// Why a game could not be set up with the given options; `Display` is the English.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct OptionError(pub Text);

/// Game options as `key=value` text, exactly as the referee's `--set` takes them.
pub type Options = BTreeMap<String, String>;

/// Canonicalise a line of input as the referee contract says: lower case, runs of white space
/// made single, surrounding space removed.
pub fn canonicalize(input: &str) -> String {
    input
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The one list of games. Each line names the variant (of [`GameKind`] and [`AnyGame`]), the
/// engine type, and the id that tags stored snapshots (it must equal the engine's
/// [`Game::ID`], which the compiler checks). Renderers, pickers and AI hooks hang off the
/// engine type by trait impl, so this line is all the wiring a game needs.
///
/// `game_registry!(then, args…)` calls `$crate::then!` with `[args…]` followed by the list.
#[doc(hidden)]
#[macro_export]
macro_rules! game_registry {
    ($then:ident $(, $($args:tt)*)?) => {
        $crate::$then! {
            [$($($args)*)?]
            TwentySevens($crate::games::twenty_sevens::TwentySevens) = "twenty-sevens",
            MegaTicTacToe($crate::games::mega_tic_tac_toe::MegaTicTacToe) = "mega-tic-tac-toe",
            Ccc($crate::games::ccc::Ccc) = "ccc",
            SuperSeven($crate::games::super_seven::SuperSeven) = "super-seven",
            CrossWordsCombat($crate::games::cross_words_combat::CrossWordsCombat) = "cross-words-combat",
        }
    };
}

/// Run `$body` with `$g` bound to the concrete engine inside an [`AnyGame`].
#[macro_export]
macro_rules! with_game {
    ($any:expr, $g:ident => $body:expr) => {
        $crate::game_registry!(__match_any_game, $any, $g => $body)
    };
}

/// Run `$body` with the type name `$G` standing for the engine type of a [`GameKind`].
#[macro_export]
macro_rules! with_game_kind {
    ($kind:expr, $G:ident => $body:expr) => {
        $crate::game_registry!(__match_game_kind, $kind, $G => $body)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __match_any_game {
    ([$any:expr, $g:ident => $body:expr] $($variant:ident($engine:ty) = $id:literal,)*) => {
        match $any {
            $($crate::games::AnyGame::$variant($g) => $body,)*
            $crate::games::AnyGame::Designed($g) => $body,
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __match_game_kind {
    ([$kind:expr, $G:ident => $body:expr] $($variant:ident($engine:ty) = $id:literal,)*) => {
        match $kind {
            $($crate::games::GameKind::$variant => {
                type $G = $engine;
                $body
            })*
            // A designed game's type-level constants are generic (see `DesignedGame`): the
            // `GameKind` methods that differ per file answer before reaching this arm.
            $crate::games::GameKind::Designed(_) => {
                type $G = $crate::games::designed::DesignedGame;
                $body
            }
        }
    };
}

/// `GameKind` and `AnyGame`, generated from the registry.
#[doc(hidden)]
#[macro_export]
macro_rules! __define_games {
    ([] $($variant:ident($engine:ty) = $id:literal,)*) => {
        /// Which game: one of the native games, or a designed one (one loaded rules file, see
        /// [`designed::catalog`]). Two kinds are equal when they are the same game: two
        /// versions of one designed game are one game (their ratings, history and pages are
        /// one), and the key still says which file a new game starts from.
        #[derive(Clone, Copy, Debug)]
        pub enum GameKind {
            $($variant,)*
            Designed(designed::DesignKey),
        }

        impl GameKind {
            /// The native games, in the registry's order.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant,)*];
        }

        /// Any game, behind one enum, speaking canonical notation.
        // Engines are plain values sized for fast copying in playouts; boxing the larger
        // ones would only add an indirection to every access.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug, Serialize, Deserialize)]
        #[serde(tag = "game", content = "state")]
        pub enum AnyGame {
            $(#[serde(rename = $id)] $variant($engine),)*
            #[serde(rename = "designed")]
            Designed(designed::DesignedGame),
        }

        impl AnyGame {
            pub fn kind(&self) -> GameKind {
                match self {
                    $(AnyGame::$variant(_) => GameKind::$variant,)*
                    AnyGame::Designed(g) => GameKind::Designed(g.rules.key),
                }
            }

            pub fn new(
                kind: GameKind,
                options: &Options,
                seed: &str,
            ) -> Result<AnyGame, OptionError> {
                Ok(match kind {
                    $(GameKind::$variant => AnyGame::$variant(<$engine>::new(options, seed)?),)*
                    GameKind::Designed(key) => {
                        AnyGame::Designed(designed::DesignedGame::new_with(key.rules(), options, seed)?)
                    }
                })
            }
        }

        // The serde tag of stored snapshots is the engine's own id.
        $(const _: () = assert!(
            same_text($id, <$engine as Game>::ID),
            concat!("the registry's id ", $id, " differs from the engine's Game::ID")
        );)*
    };
}

game_registry!(__define_games);

/// `a == b` for the compile-time check of the registry's ids.
const fn same_text(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl GameKind {
    /// The game's id: a native game's from the registry, a designed game's from its file.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Designed(key) => &key.rules().declarations.id,
            _ => with_game_kind!(self, G => G::ID),
        }
    }

    pub fn display_name(self) -> &'static str {
        match self {
            GameKind::Designed(key) => &key.rules().declarations.name,
            _ => with_game_kind!(self, G => G::NAME),
        }
    }

    pub fn seat_names(self) -> [&'static str; 2] {
        match self {
            GameKind::Designed(key) => {
                let seats = &key.rules().declarations.seats;
                [seats[0].as_str(), seats[1].as_str()]
            }
            _ => with_game_kind!(self, G => G::SEATS),
        }
    }

    /// The game with this id: a native game, or the latest loaded version of a designed one.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL
            .iter()
            .copied()
            .find(|k| k.id() == id)
            .or_else(|| designed::DesignKey::latest(id).map(GameKind::Designed))
    }

    /// The native game with this id. Front ends that start games from what a visitor sends
    /// (a slash command's option, the Activity) take only these until a server chooses its own
    /// designed games (issue 44): a loaded rules file is not an invitation to play it anywhere.
    pub fn native_from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id)
    }

    /// The designed game of one rules file, by its SHA-256, if this process has loaded it.
    pub fn designed_by_hash(hash: &[u8; 32]) -> Option<GameKind> {
        designed::DesignKey::by_hash(hash).map(GameKind::Designed)
    }

    /// A designed game's rules file (its version); `None` for a native game.
    pub fn rules_file(self) -> Option<&'static std::sync::Arc<designed::DesignedRules>> {
        match self {
            GameKind::Designed(key) => Some(key.rules()),
            _ => None,
        }
    }

    /// The rules as players read them (`/rules`), markdown with `## ` sections, in `lang`:
    /// the Fluent message `rules-<id>`, or a designed game's own text (files are written in
    /// their designer's language).
    pub fn rules_text(self, lang: crate::i18n::Lang) -> String {
        match self {
            GameKind::Designed(key) => key.rules().declarations.rules.clone(),
            _ => crate::i18n::Text::dynamic(format!("rules-{}", self.id())).get(lang),
        }
    }

    /// An input line in canonical form: [`canonicalize`], then the game's own
    /// [`Game::canonical_input`] (CCC's sorted shield targets).
    pub fn canonical_input(self, input: &str) -> String {
        with_game_kind!(self, G => G::canonical_input(canonicalize(input)))
    }

    pub fn file_options(self) -> &'static [&'static str] {
        with_game_kind!(self, G => G::file_options())
    }

    /// See [`Game::option_owner`].
    pub fn option_owner(self, key: &str) -> Option<Seat> {
        with_game_kind!(self, G => G::option_owner(key))
    }

    /// The commitment to a game's dice, published while it is live, for games whose dice
    /// are drawn from the seed (see [`Game::dice_commitment`]); `None` for other games.
    pub fn dice_commitment(self, seed: &str) -> Option<String> {
        match self {
            // A file with chance moves throws from the game's seed, committed the same way.
            GameKind::Designed(key) => key
                .rules()
                .declarations
                .has_chance
                .then(|| designed::chance::commitment(seed)),
            _ => with_game_kind!(self, G => G::dice_commitment(seed)),
        }
    }
}

/// A kind is a game: two versions of one designed game are equal (see [`GameKind`]).
impl PartialEq for GameKind {
    fn eq(&self, other: &GameKind) -> bool {
        match (self, other) {
            (GameKind::Designed(a), GameKind::Designed(b)) => a == b || self.id() == other.id(),
            (GameKind::Designed(_), _) | (_, GameKind::Designed(_)) => false,
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}

impl Eq for GameKind {}

impl std::hash::Hash for GameKind {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id().hash(state)
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl AnyGame {
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

    /// The position in words, for a screen reader (see [`Game::describe`]).
    pub fn describe(&self, lang: crate::i18n::Lang) -> String {
        with_game!(self, g => g.describe(lang))
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
                return Err(MoveError::Illegal(Text::new("engine-chance-unresolved")));
            }
            let spelled = g.format_move(&mv);
            if spelled != text {
                return Err(MoveError::Syntax {
                    input: text,
                    reason: Text::new("engine-write-it-as").arg("move", &spelled),
                });
            }
            let checked = g.check(&mv)?;
            g.apply(checked);
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
        let kind = self.kind();
        with_game!(self, g => g
            .parse_move(&kind.canonical_input(text))
            .is_ok_and(|mv| g.needs_compliment(&mv)))
    }

    /// Resolve the chance action `text` (a plain dice throw) with the game's dice, drawn
    /// from `seed`: returns the concrete action to play, or `None` if `text` is no chance action.
    pub fn resolve_chance(&self, text: &str, seed: &str) -> Option<String> {
        if !self.is_chance(text) {
            return None;
        }
        with_game!(self, g => {
            let mv = g.parse_move(&canonicalize(text)).ok()?;
            g.resolve_chance(&mv, seed).map(|outcome| g.format_move(&outcome))
        })
    }

    /// The clock rule: `seat` ran out of time (Cross Words Combat, the one game whose rules
    /// say what happens then; the others refuse a clock option).
    pub fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        with_game!(self, g => g.time_out(seat))
    }

    /// Whether `seat` ran out of time and takes no more turns.
    pub fn is_out_of_time(&self, seat: Seat) -> bool {
        with_game!(self, g => g.is_out_of_time(seat))
    }

    /// What only `seat`'s player may see while the game is live (see [`Game::secret`]).
    pub fn secret(&self, seat: Seat) -> Option<&str> {
        with_game!(self, g => g.secret(seat))
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

/// FNV-1a's offset basis: [`stable_hash`] of the empty text.
pub const STABLE_HASH_BASIS: u64 = 0xcbf2_9ce4_8422_2325;

/// A hash of `text` that is the same in every build, process and machine (FNV-1a, 64 bits),
/// for what must be drawn again from a text: a bundled page from a seed, the AI's seed for a
/// suggestion, a local channel from a game's id. Not for secrets.
pub fn stable_hash(text: &str) -> u64 {
    stable_hash_from(STABLE_HASH_BASIS, text)
}

/// [`stable_hash`] continued from `basis` (another basis, another family of hashes).
pub fn stable_hash_from(basis: u64, text: &str) -> u64 {
    text.bytes().fold(basis, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
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
            _ => Err(OptionError(
                Text::new("engine-option-value")
                    .arg("key", key)
                    .arg("value", v),
            )),
        },
    }
}

/// Refuse option keys a game does not know.
pub fn check_known_options(options: &Options, known: &[&str]) -> Result<(), OptionError> {
    for key in options.keys() {
        if !known.contains(&key.as_str()) {
            let text = Text::new("engine-option-unknown").arg("key", key);
            return Err(OptionError(if known.is_empty() {
                text.arg("known", Text::new("engine-option-none"))
            } else {
                text.arg("known", known.join(", "))
            }));
        }
    }
    Ok(())
}
