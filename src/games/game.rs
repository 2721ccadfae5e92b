//! The [`Game`] trait every engine implements, and [`Checked`], the proof that a move passed
//! the rules. This module is a leaf of `games` so that no engine can make a `Checked` itself:
//! its field is private here and the only constructor is the trait's provided
//! [`Game::check`]. A refused move therefore never reaches [`Game::apply`], and `apply` has
//! nothing to refuse: a game that answers `Err` is untouched by construction.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::{Feat, MoveError, OptionError, Options, Outcome, Puzzles, Seat};
use crate::i18n::Lang;

/// A move that [`Game::check`] accepted in one position. It is applied once (it is not
/// `Clone`), to the position it was checked in.
#[derive(Debug, PartialEq, Eq)]
pub struct Checked<M>(M);

impl<M> Checked<M> {
    pub fn get(&self) -> &M {
        &self.0
    }

    pub fn into_inner(self) -> M {
        self.0
    }
}

/// The rules of one game. Implementors are plain values (`Clone`), serialisable for storage.
pub trait Game: Clone + Debug + Send + Sync + Serialize + DeserializeOwned + 'static {
    /// A move, cheap to copy around; its text form is [`Game::format_move`].
    type Move: Clone + Debug + PartialEq + Send + Sync + 'static;

    /// The game's id, as in the rule books: `twenty-sevens`.
    const ID: &'static str;
    /// The game's name as players read it: `Twenty-Sevens`.
    const NAME: &'static str;
    /// The two seat names, first to move first: `["X", "O"]`.
    const SEATS: [&'static str; 2];

    /// The achievements a win in this game can earn besides everyone's ([`Feat`], data a
    /// designed game's rules file can give too): none by default.
    const FEATS: &'static [Feat] = &[];

    /// Whether its positions make puzzles: only for games without chance or hidden
    /// information, where one winning move can be proved. `None` by default.
    const PUZZLES: Option<Puzzles> = None;

    /// Whether a player may queue conditional moves ("if they play this, I answer that"): only
    /// games without dice and without hidden information, where a reply chosen in advance
    /// reveals nothing and needs no throw. `false` by default.
    const CONDITIONAL_MOVES: bool = false;

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

    /// Why `mv` may not be played now (the game is over, the rules forbid it), or `Ok`.
    /// Engines implement this; callers use [`Game::check`].
    fn legality(&self, mv: &Self::Move) -> Result<(), MoveError>;

    /// Check a move against the rules: the only way to get a [`Checked`] move.
    fn check(&self, mv: &Self::Move) -> Result<Checked<Self::Move>, MoveError> {
        self.legality(mv)?;
        Ok(Checked(mv.clone()))
    }

    /// Play a move that [`Game::check`] accepted in this very position.
    fn apply(&mut self, mv: Checked<Self::Move>);

    /// Check and apply; on error `self` is exactly as before.
    fn play(&mut self, mv: &Self::Move) -> Result<(), MoveError> {
        let checked = self.check(mv)?;
        self.apply(checked);
        Ok(())
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Points per seat for games that keep points.
    fn scores(&self) -> Option<[i64; 2]> {
        None
    }

    /// Parse one move in canonical notation (see [`Game::canonical_input`]). Parsing checks
    /// syntax only; legality is [`Game::check`]'s job.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// The canonical spelling of a move.
    fn format_move(&self, mv: &Self::Move) -> String;

    /// An input line already through [`super::canonicalize`] (trimmed, lower case, single
    /// spaces), in the game's canonical form: games whose notation allows several orders of
    /// one thing (CCC's shield targets) sort them here.
    fn canonical_input(text: String) -> String {
        text
    }

    /// The referee's `board` JSON.
    fn board_json(&self) -> serde_json::Value;

    /// The position in words, in `lang`, for a screen reader: the alt text of a board picture
    /// (see [`super::describe`]). Compact (under a thousand characters in any real game) and
    /// public information only: nothing of a secret page or of dice still to be thrown.
    fn describe(&self, lang: Lang) -> String;

    /// Chance actions (a dice throw): `Some(outcomes with weights)` when `mv` as listed by
    /// `legal_moves` is abstract and must be replaced by one of the concrete outcomes before
    /// it is played. The engine never draws random numbers itself: the host or the AI resolves.
    fn chance_outcomes(&self, _mv: &Self::Move) -> Option<Vec<(Self::Move, u32)>> {
        None
    }

    /// The outcome of the chance action `mv` that the game's own committed dice, drawn from
    /// `seed`, give now. `None` for games without such dice (or when `mv` is no chance action).
    fn resolve_chance(&self, _mv: &Self::Move, _seed: &str) -> Option<Self::Move> {
        None
    }

    /// For games whose dice are committed before the first throw (drawn from the game's
    /// seed): the commitment published while the game is live, `SHA-256(seed)` in hex.
    fn dice_commitment(_seed: &str) -> Option<String> {
        None
    }

    /// Whether playing `mv` calls for a compliment to the opponent (CCC's Nice Flag).
    fn needs_compliment(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// The clock rule (every game accepts the `clock` option): `seat` ran out of time. It is
    /// an entry of the log, counted by [`Game::ply`]. On error `self` is unchanged.
    fn time_out(&mut self, seat: Seat) -> Result<(), MoveError>;

    /// Whether `seat` ran out of time (and takes no more turns).
    fn is_out_of_time(&self, seat: Seat) -> bool;

    /// What only `seat`'s player may see while the game is live, as a text (a Cross Words
    /// Combat page); `None` for games without secrets. Replays publish it once the game is over.
    fn secret(&self, _seat: Seat) -> Option<&str> {
        None
    }

    /// What `seat` may know: a copy with hidden information (an opponent's page) replaced by
    /// a plausible guess drawn from `rng_seed`. Games without hidden information return a copy.
    fn determinize(&self, _seat: Seat, _rng_seed: u64) -> Self {
        self.clone()
    }

    /// Entries in the game's log so far: moves, and time-outs in games with a clock.
    fn ply(&self) -> usize;
}
