//! [`DesignedGame`]: a rules file and a position. The fallible methods (`try_*`) say what went
//! wrong in the file; the [`Game`] implementation (for the AI's search) treats a position in
//! which the file failed as finished in a draw, and [`DesignedGame::fault`] says why.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use mlua::Value;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value as Json;
use sha2::{Digest, Sha256};

use super::convert::{options_table, text, to_json, to_lua};
use super::view::{read_view, View};
use super::{DesignError, DesignedRules, OptionValue, MAX_MOVES, MAX_MOVE_LEN, MAX_STRING};
use crate::games::{
    canonicalize, clock, Checked, Game, MoveError, OptionError, Options, Outcome, Seat,
};
use crate::i18n::{Lang, Text};

/// One position of a designed game: the file's state and what the file says of it (computed
/// once, when first asked).
#[derive(Debug)]
pub struct Position {
    /// Unique in this process: the key of the last `play` a move check computed.
    id: u64,
    pub state: Json,
    pub ply: usize,
    /// Chance moves resolved so far in the game, both players: the `k` of the next throw.
    pub throws: u64,
    facts: OnceLock<Result<Facts, DesignError>>,
    /// What `chance` said of moves asked in this position (see [`super::chance`]).
    pub(super) chances: Mutex<Vec<(String, Option<Outcomes>)>>,
}

/// A chance move's outcomes with their weights, in the file's order.
pub type Outcomes = Vec<(String, u32)>;

/// What the file says of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Facts {
    pub to_move: Option<Seat>,
    pub outcome: Option<Outcome>,
    pub scores: Option<[i64; 2]>,
    /// The legal moves, in the file's order; empty when the game is over.
    pub moves: Vec<String>,
}

static NEXT_POSITION: AtomicU64 = AtomicU64::new(1);

impl Position {
    fn new(state: Json, ply: usize, throws: u64) -> Arc<Position> {
        Arc::new(Position {
            id: NEXT_POSITION.fetch_add(1, Ordering::Relaxed),
            state,
            ply,
            throws,
            facts: OnceLock::new(),
            chances: Mutex::new(Vec::new()),
        })
    }
}

thread_local! {
    /// The position the last move check computed: `(position id, move, result)`. The check
    /// must run `play` (and ask the file about the new position) to know that it succeeds;
    /// applying the checked move then takes it from here instead of asking again.
    static LAST_PLAY: RefCell<Option<(u64, String, Arc<Position>)>> = const { RefCell::new(None) };
}

/// A designed game: its rules (shared) and a position. Cheap to clone.
#[derive(Clone, Debug)]
pub struct DesignedGame {
    pub rules: Arc<DesignedRules>,
    pub(super) position: Arc<Position>,
    lost_on_time: Option<Seat>,
}

/// The host's seeded random source for `start`: `random.int(lo, hi)`, the same numbers for
/// the same seed text.
fn random_table(lua: &mlua::Lua, seed: &str) -> mlua::Result<mlua::Table> {
    let seed: [u8; 32] = Sha256::digest(seed.as_bytes()).into();
    let rng = RefCell::new(ChaCha8Rng::from_seed(seed));
    let table = lua.create_table()?;
    let int = lua.create_function(move |_, (lo, hi): (f64, f64)| {
        let whole = |n: f64| n.fract() == 0.0 && n.abs() <= 9.0e15;
        if !(whole(lo) && whole(hi) && lo <= hi) {
            return Err(mlua::Error::runtime(
                "random.int(lo, hi) takes two whole numbers, lo <= hi",
            ));
        }
        Ok(rng.borrow_mut().gen_range(lo as i64..=hi as i64) as f64)
    })?;
    table.raw_set("int", int)?;
    table.set_readonly(true);
    Ok(table)
}

impl DesignedGame {
    /// The start position for `options` (defaults with `--set` values) and the host's `seed`.
    pub fn start(
        rules: &Arc<DesignedRules>,
        options: &[(String, OptionValue)],
        seed: &str,
    ) -> Result<DesignedGame, DesignError> {
        let state = rules.with_vm(|vm| {
            let lua = &vm.lua;
            let opts =
                options_table(lua, options).map_err(|e| DesignError::from_lua("start", e))?;
            let random = random_table(lua, seed).map_err(|e| DesignError::from_lua("start", e))?;
            let state = vm.call("start", (opts, random))?;
            to_json(&state, "start")
        })?;
        Ok(DesignedGame {
            rules: rules.clone(),
            position: Position::new(state, 0, 0),
            lost_on_time: None,
        })
    }

    /// The start position of a game of `rules` for the host: `options` as text (`--set`,
    /// `/play … options`), read against the file's defaults. A bad option, or a file whose
    /// `start` fails, is an [`OptionError`] the player reads.
    pub fn new_with(
        rules: &Arc<DesignedRules>,
        options: &Options,
        seed: &str,
    ) -> Result<DesignedGame, OptionError> {
        // The clock is the host's, as in every game: checked here, never shown to the file.
        crate::games::clock::ClockSpec::from_options(options)?;
        let options: Options = options
            .iter()
            .filter(|(key, _)| key.as_str() != crate::games::clock::CLOCK_OPTION)
            .map(|(key, value)| (key.clone(), value.clone()))
            .collect();
        let options = rules
            .options(&options)
            .map_err(|e| OptionError(Text::new("design-bad-option").arg("error", e)))?;
        let game = DesignedGame::start(rules, &options, seed).map_err(|e| {
            OptionError(Text::new("design-rules-failed").arg("error", e.to_string()))
        })?;
        // A start position the file cannot answer for is refused now, not after the first move.
        if let Some(fault) = game.fault() {
            return Err(OptionError(
                Text::new("design-rules-failed").arg("error", fault.to_string()),
            ));
        }
        Ok(game)
    }

    /// The same game with its position asked anew (nothing the file said of it kept).
    pub fn with_fresh_position(&self) -> DesignedGame {
        DesignedGame {
            rules: self.rules.clone(),
            position: Position::new(
                self.position.state.clone(),
                self.position.ply,
                self.position.throws,
            ),
            lost_on_time: self.lost_on_time,
        }
    }

    pub fn state(&self) -> &Json {
        &self.position.state
    }

    pub fn seat_names(&self) -> [&str; 2] {
        let seats = &self.rules.declarations.seats;
        [seats[0].as_str(), seats[1].as_str()]
    }

    /// The game's id and name, from its rules (the trait's constants are generic).
    pub fn id(&self) -> &str {
        &self.rules.declarations.id
    }
    pub fn name(&self) -> &str {
        &self.rules.declarations.name
    }

    /// What the file says of this position, or why it could not say.
    pub fn try_facts(&self) -> Result<&Facts, &DesignError> {
        self.position
            .facts
            .get_or_init(|| compute_facts(&self.rules, &self.position.state))
            .as_ref()
    }

    /// The fault of the file in this position, if any.
    pub fn fault(&self) -> Option<&DesignError> {
        self.try_facts().err()
    }

    /// Play `mv` (canonical spelling). A move the file does not list is refused; a file that
    /// fails while playing it is a [`DesignError`]. On any error `self` is unchanged.
    pub fn try_play(&mut self, mv: &str) -> Result<(), PlayError> {
        self.position = self.next_position(mv)?;
        Ok(())
    }

    /// The position after `mv`, checked: listed (and no chance move), or the outcome of a listed
    /// chance move, played without fault, and a position the file can answer for (whose turn,
    /// the result, the moves). A move after which the file fails is refused with that fault, so
    /// that a game never enters a position it cannot leave.
    fn next_position(&self, mv: &str) -> Result<Arc<Position>, PlayError> {
        let facts = self.try_facts().map_err(|e| PlayError::Fault(e.clone()))?;
        if self.lost_on_time.is_some() || facts.to_move.is_none() {
            return Err(PlayError::Refused(MoveError::GameOver));
        }
        let listed = facts.moves.iter().any(|m| m == mv);
        let has_chance = self.has_chance();
        if listed && has_chance && self.try_chance(mv).map_err(PlayError::Fault)?.is_some() {
            return Err(PlayError::Refused(MoveError::Illegal(Text::new(
                "engine-chance-unresolved",
            ))));
        }
        let thrown =
            !listed && has_chance && self.is_chance_outcome(mv).map_err(PlayError::Fault)?;
        if !listed && !thrown {
            return Err(PlayError::Refused(MoveError::Illegal(
                Text::new("design-not-a-legal-move").arg("move", mv),
            )));
        }
        let cached = LAST_PLAY.with(|last| match &*last.borrow() {
            Some((id, m, next)) if *id == self.position.id && m == mv => Some(next.clone()),
            _ => None,
        });
        if let Some(next) = cached {
            return Ok(next);
        }
        let next = self
            .rules
            .with_vm(|vm| {
                let state = to_lua(&vm.lua, &self.position.state, false)
                    .map_err(|e| DesignError::from_lua("play", e))?;
                let next = vm.call("play", (state, mv))?;
                if next.is_nil() {
                    return Err(DesignError::shape(
                        "play",
                        "returned nothing: `play` must return the new state",
                    ));
                }
                to_json(&next, "play")
            })
            .map_err(PlayError::Fault)?;
        let throws = self.position.throws + u64::from(thrown);
        let next = Position::new(next, self.position.ply + 1, throws);
        let facts = next
            .facts
            .get_or_init(|| compute_facts(&self.rules, &next.state));
        if let Err(fault) = facts {
            return Err(PlayError::Fault(fault.clone()));
        }
        LAST_PLAY.with(|last| {
            *last.borrow_mut() = Some((self.position.id, mv.to_string(), next.clone()));
        });
        Ok(next)
    }

    /// The file's view of this position (`view`), or a seat's (`private_view`, when the file
    /// has one).
    pub fn try_view(&self, seat: Option<Seat>) -> Result<View, DesignError> {
        let private = seat.filter(|_| self.rules.declarations.has_private_view);
        let name: &'static str = if private.is_some() {
            "private_view"
        } else {
            "view"
        };
        self.rules.with_vm(|vm| {
            let state = to_lua(&vm.lua, &self.position.state, true)
                .map_err(|e| DesignError::from_lua(name, e))?;
            let value = match private {
                Some(seat) => vm.call(name, (state, seat.index() + 1))?,
                None => vm.call(name, state)?,
            };
            read_view(&value, name)
        })
    }

    /// The file's alt text for this position.
    pub fn try_describe(&self) -> Result<String, DesignError> {
        self.rules.with_vm(|vm| {
            let state = to_lua(&vm.lua, &self.position.state, true)
                .map_err(|e| DesignError::from_lua("describe", e))?;
            match vm.call("describe", state)? {
                Value::String(s) => text(&s, "describe", "the description"),
                other => Err(DesignError::shape(
                    "describe",
                    format!("must return a string, not a {}", other.type_name()),
                )),
            }
        })
    }

    /// The file's `evaluate(state, seat)`: `seat`'s chance of winning, 0 to 1.
    pub fn try_evaluate(&self, seat: Seat) -> Result<Option<f64>, DesignError> {
        if !self.rules.declarations.has_evaluate {
            return Ok(None);
        }
        self.rules.with_vm(|vm| {
            let state = to_lua(&vm.lua, &self.position.state, true)
                .map_err(|e| DesignError::from_lua("evaluate", e))?;
            match vm.call("evaluate", (state, seat.index() + 1))? {
                Value::Integer(n) if (0..=1).contains(&n) => Ok(Some(n as f64)),
                Value::Number(n) if (0.0..=1.0).contains(&n) => Ok(Some(n)),
                Value::Nil => Ok(None),
                _ => Err(DesignError::shape(
                    "evaluate",
                    "must return a number from 0 (lost) to 1 (won), or nil",
                )),
            }
        })
    }
}

/// A move refused by the rules, or a file that failed while judging it.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayError {
    Refused(MoveError),
    Fault(DesignError),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Refused(e) => e.fmt(f),
            PlayError::Fault(e) => e.fmt(f),
        }
    }
}

fn compute_facts(rules: &DesignedRules, state: &Json) -> Result<Facts, DesignError> {
    rules.with_vm(|vm| {
        let lua = &vm.lua;
        // One read-only table for the four questions: none of them can change it.
        let frozen = to_lua(lua, state, true).map_err(|e| DesignError::from_lua("to_move", e))?;
        let to_move = match vm.call("to_move", frozen.clone())? {
            Value::Nil => None,
            Value::Integer(n @ 1..=2) => Some(Seat(n as u8 - 1)),
            other => {
                return Err(DesignError::shape(
                    "to_move",
                    format!("must return 1, 2 or nil, not {}", shown(&other)),
                ))
            }
        };
        let (outcome, end_scores) = read_result(vm.call("result", frozen.clone())?)?;
        let scores = if rules.declarations.has_scores {
            match vm.call("scores", frozen.clone())? {
                Value::Nil => end_scores,
                value => Some(read_scores(&value, "scores")?),
            }
        } else {
            end_scores
        };
        match (to_move, outcome) {
            (Some(_), Some(_)) => {
                return Err(DesignError::shape(
                    "to_move",
                    "names a seat to move although `result` says the game is over",
                ))
            }
            (None, None) => {
                return Err(DesignError::shape(
                    "to_move",
                    "says nobody is to move although `result` says the game goes on",
                ))
            }
            _ => {}
        }
        let moves = if to_move.is_some() {
            read_moves(vm.call("moves", frozen.clone())?)?
        } else {
            Vec::new()
        };
        if to_move.is_some() && moves.is_empty() {
            return Err(DesignError::shape(
                "moves",
                "lists no move although the game goes on (`result` should end it)",
            ));
        }
        Ok(Facts {
            to_move,
            outcome,
            scores,
            moves,
        })
    })
}

fn shown(value: &Value) -> String {
    match value {
        Value::Integer(n) => n.to_string(),
        Value::Number(n) => n.to_string(),
        other => format!("a {}", other.type_name()),
    }
}

fn read_result(value: Value) -> Result<(Option<Outcome>, Option<[i64; 2]>), DesignError> {
    let bad = || {
        DesignError::shape(
            "result",
            "must return nil (the game goes on), { winner = 1 or 2 } or { draw = true }, with optional scores = { n, n }",
        )
    };
    let table = match value {
        Value::Nil => return Ok((None, None)),
        Value::Table(t) => t,
        _ => return Err(bad()),
    };
    let winner = table.raw_get::<Value>("winner").map_err(|_| bad())?;
    let draw = table.raw_get::<Value>("draw").map_err(|_| bad())?;
    let outcome = match (winner, draw) {
        (Value::Integer(n @ 1..=2), Value::Nil | Value::Boolean(false)) => {
            Outcome::Winner(Seat(n as u8 - 1))
        }
        (Value::Nil, Value::Boolean(true)) => Outcome::Draw,
        _ => return Err(bad()),
    };
    let scores = match table.raw_get::<Value>("scores").map_err(|_| bad())? {
        Value::Nil => None,
        value => Some(read_scores(&value, "result")?),
    };
    Ok((Some(outcome), scores))
}

fn read_scores(value: &Value, function: &'static str) -> Result<[i64; 2], DesignError> {
    let bad = || {
        DesignError::shape(
            function,
            "scores must be a list of two whole numbers: { 3, 1 }",
        )
    };
    let Value::Table(t) = value else {
        return Err(bad());
    };
    if t.raw_len() != 2 {
        return Err(bad());
    }
    let get = |i: usize| match t.raw_get::<Value>(i) {
        Ok(Value::Integer(n)) => Ok(n),
        _ => Err(bad()),
    };
    Ok([get(1)?, get(2)?])
}

fn read_moves(value: Value) -> Result<Vec<String>, DesignError> {
    let Value::Table(list) = value else {
        return Err(DesignError::shape(
            "moves",
            format!("must return a list of strings, not a {}", value.type_name()),
        ));
    };
    let len = list.raw_len();
    if len > MAX_MOVES {
        return Err(DesignError::shape(
            "moves",
            format!("lists {len} moves; at most {MAX_MOVES}"),
        ));
    }
    let mut moves = Vec::with_capacity(len);
    for i in 1..=len {
        let mv = match list.raw_get::<Value>(i) {
            Ok(Value::String(s)) if s.as_bytes().len() <= MAX_MOVE_LEN.min(MAX_STRING) => {
                text(&s, "moves", "a move")?
            }
            Ok(Value::String(_)) => {
                return Err(DesignError::shape(
                    "moves",
                    format!("move {i} is longer than {MAX_MOVE_LEN} bytes"),
                ))
            }
            Ok(other) => {
                return Err(DesignError::shape(
                    "moves",
                    format!("move {i} is {}, not a string", shown(&other)),
                ))
            }
            Err(e) => return Err(DesignError::from_lua("moves", e)),
        };
        if mv.is_empty() || canonicalize(&mv) != mv {
            return Err(DesignError::shape(
                "moves",
                format!("move `{mv}` is not written canonically: lower case, single spaces, no space around it"),
            ));
        }
        moves.push(mv);
    }
    let mut sorted: Vec<&String> = moves.iter().collect();
    sorted.sort();
    if let Some(pair) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(DesignError::shape(
            "moves",
            format!("lists `{}` twice", pair[0]),
        ));
    }
    Ok(moves)
}

/// A stored designed game: its rules by SHA-256 (the file must be loaded in this process to
/// read it back) and its position.
#[derive(Serialize, Deserialize)]
struct Stored {
    rules: String,
    state: Json,
    ply: usize,
    /// Chance moves resolved so far (absent: none).
    #[serde(default, skip_serializing_if = "is_zero")]
    throws: u64,
    lost_on_time: Option<Seat>,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Serialize for DesignedGame {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Stored {
            rules: self.rules.hash_hex(),
            state: self.position.state.clone(),
            ply: self.position.ply,
            throws: self.position.throws,
            lost_on_time: self.lost_on_time,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for DesignedGame {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let stored = Stored::deserialize(deserializer)?;
        let hash: [u8; 32] = hex::decode(&stored.rules)
            .ok()
            .and_then(|h| h.try_into().ok())
            .ok_or_else(|| D::Error::custom("a designed game's rules hash is malformed"))?;
        let rules = DesignedRules::by_hash(&hash).ok_or_else(|| {
            D::Error::custom(format!("the rules file {} is not loaded", stored.rules))
        })?;
        Ok(DesignedGame {
            rules,
            position: Position::new(stored.state, stored.ply, stored.throws),
            lost_on_time: stored.lost_on_time,
        })
    }
}

/// The search's view of a designed game. The trait's constants are per type, so they are a
/// generic "designed"; a game's own id, name and seats are [`DesignedGame::id`],
/// [`DesignedGame::name`] and [`DesignedGame::seat_names`]. A position where the file fails
/// counts as finished in a draw ([`DesignedGame::fault`] says why).
impl Game for DesignedGame {
    type Move = String;

    const ID: &'static str = "designed";
    const NAME: &'static str = "Designed game";
    const SEATS: [&'static str; 2] = ["1", "2"];

    /// A designed game starts from its rules file ([`DesignedGame::start`]); this constructor,
    /// which has no file, refuses.
    fn new(_options: &Options, _seed: &str) -> Result<Self, OptionError> {
        Err(OptionError(Text::new("design-needs-rules-file")))
    }

    fn to_move(&self) -> Option<Seat> {
        if self.lost_on_time.is_some() {
            return None;
        }
        self.try_facts().ok().and_then(|f| f.to_move)
    }

    fn legal_moves(&self) -> Vec<String> {
        if self.to_move().is_none() {
            return Vec::new();
        }
        self.try_facts()
            .map(|f| f.moves.clone())
            .unwrap_or_default()
    }

    fn legality(&self, mv: &String) -> Result<(), MoveError> {
        match self.next_position(mv) {
            Ok(_) => Ok(()),
            Err(PlayError::Refused(e)) => Err(e),
            Err(PlayError::Fault(e)) => Err(MoveError::RulesFailed(e.to_string())),
        }
    }

    fn apply(&mut self, mv: Checked<String>) {
        // `check` ran `play` and left its result in LAST_PLAY, so this does not fail unless the
        // file's `play` is not deterministic; then the position stays as it was.
        if let Ok(next) = self.next_position(mv.get()) {
            self.position = next;
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(seat) = self.lost_on_time {
            return Some(Outcome::Winner(seat.other()));
        }
        match self.try_facts() {
            Ok(facts) => facts.outcome,
            Err(_) => Some(Outcome::Draw),
        }
    }

    fn scores(&self) -> Option<[i64; 2]> {
        self.try_facts().ok().and_then(|f| f.scores)
    }

    fn parse_move(&self, text: &str) -> Result<String, MoveError> {
        if text.is_empty() || text.len() > MAX_MOVE_LEN {
            return Err(MoveError::syntax(text, Text::new("design-move-syntax")));
        }
        Ok(text.to_string())
    }

    fn format_move(&self, mv: &String) -> String {
        mv.clone()
    }

    fn board_json(&self) -> Json {
        self.position.state.clone()
    }

    /// The file's own alt text (in the designer's language: files are not translated).
    fn describe(&self, _lang: Lang) -> String {
        self.try_describe().unwrap_or_else(|e| e.to_string())
    }

    /// The file's `chance(state, move)` ([`DesignedGame::try_chance`]); `None` where it fails.
    fn chance_outcomes(&self, mv: &String) -> Option<Vec<(String, u32)>> {
        self.try_chance(mv).ok().flatten()
    }

    /// The host's seeded throw ([`DesignedGame::try_resolve`]); `None` where the file fails,
    /// so that the abstract move is then refused.
    fn resolve_chance(&self, mv: &String, seed: &str) -> Option<String> {
        self.try_resolve(mv, seed).ok().flatten()
    }

    // `dice_commitment` stays the trait's `None`: it has no `self` to know whether a file has
    // chance. The host asks [`DesignedGame::chance_commitment`] instead.

    fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        clock::lose_on_time(self.to_move(), seat)?;
        self.lost_on_time = Some(seat);
        Ok(())
    }

    fn is_out_of_time(&self, seat: Seat) -> bool {
        self.lost_on_time == Some(seat)
    }

    fn ply(&self) -> usize {
        self.position.ply + usize::from(self.lost_on_time.is_some())
    }
}
