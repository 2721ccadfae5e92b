//! Chance in a rules file: the host's committed, seeded source of each throw.
//!
//! A file's `chance(state, move)` names the abstract moves (a dice throw) and their outcomes
//! with weights; the AI samples those weights, players never name an outcome, and the host
//! decides it from the game's seed, committed before the game (`SHA-256(seed)`, the
//! [`commitment`]) and revealed after.
//!
//! Throw `k` (0, 1, 2 … counting every chance move resolved in the game, both players) reads
//! the bytes of `SHA-256(seed + ":" + k)` in order; when they run out, the digest's 32 raw
//! bytes are hashed again and reading goes on ([`ThrowStream`]). `random.int(lo, hi)` takes
//! whole bytes, big-endian, as few as hold `hi - lo + 1` values, skips a value that would bias
//! the result (one at or past the largest multiple of the range) and gives `lo + v % range`.
//!
//! So `random.int(1, 6)` skips bytes ≥ 252 and gives `b % 6 + 1`, and two such dice are
//! exactly Super Seven's committed dice of the rule book: a file that throws its own two dice
//! in `resolve(state, move, random)` gives the native engine's throws for every seed. A
//! weighted pick of the total (one `random.int(1, 36)`) would not: it reads one byte, not two,
//! so stored games and published commitments would throw differently. Hence the optional
//! `resolve`, and the weighted pick ([`weighted_pick`]) only when a file has none.

use std::cell::RefCell;
use std::rc::Rc;

use mlua::Value;
use sha2::{Digest, Sha256};

use super::convert::{text, to_lua};
use super::game::Outcomes;
use super::{DesignError, DesignedGame, MAX_MOVE_LEN};
use crate::games::canonicalize;

/// The most outcomes one chance move may have.
pub const MAX_OUTCOMES: usize = 1_000;
/// The most a range of `random.int` (and the sum of a chance move's weights) may span.
pub const MAX_RANGE: u64 = 1 << 32;

/// The commitment posted when a game with chance starts: SHA-256 of the seed, lower-case hex.
pub fn commitment(seed: &str) -> String {
    hex::encode(Sha256::digest(seed.as_bytes()))
}

/// The bytes of throw `k` for `seed` (see the module docs).
#[derive(Clone, Debug)]
pub struct ThrowStream {
    digest: [u8; 32],
    next: usize,
}

impl ThrowStream {
    pub fn new(seed: &str, k: u64) -> ThrowStream {
        ThrowStream {
            digest: Sha256::digest(format!("{seed}:{k}").as_bytes()).into(),
            next: 0,
        }
    }

    fn byte(&mut self) -> u8 {
        if self.next == self.digest.len() {
            self.digest = Sha256::digest(self.digest).into();
            self.next = 0;
        }
        let b = self.digest[self.next];
        self.next += 1;
        b
    }

    /// A whole number from `lo` to `hi`, both included, unbiased (`hi - lo < MAX_RANGE`).
    pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
        let range = (hi - lo) as u64 + 1;
        debug_assert!(range <= MAX_RANGE);
        let mut bytes = 1u32;
        while bytes < 8 && (1u64 << (8 * bytes)) < range {
            bytes += 1;
        }
        let span = 1u64 << (8 * bytes);
        let limit = span - span % range;
        loop {
            let mut v = 0u64;
            for _ in 0..bytes {
                v = (v << 8) | u64::from(self.byte());
            }
            if v < limit {
                return lo + (v % range) as i64;
            }
        }
    }
}

/// The index of the outcome `stream` picks among `weights` (positive, summing to at most
/// [`MAX_RANGE`]): one `int(1, total)`, the outcome whose share of the total holds it.
pub fn weighted_pick(weights: &[u32], stream: &mut ThrowStream) -> usize {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    let mut roll = stream.int(1, total as i64) as u64;
    for (i, &w) in weights.iter().enumerate() {
        if roll <= u64::from(w) {
            return i;
        }
        roll -= u64::from(w);
    }
    weights.len() - 1
}

/// The `random` table `resolve(state, move, random)` gets: `random.int(lo, hi)` over the
/// throw's stream.
pub fn random_table(lua: &mlua::Lua, stream: ThrowStream) -> mlua::Result<mlua::Table> {
    let stream = Rc::new(RefCell::new(stream));
    let table = lua.create_table()?;
    let int = lua.create_function(move |_, (lo, hi): (f64, f64)| {
        let whole = |n: f64| n.fract() == 0.0 && n.abs() <= 9.0e15;
        if !(whole(lo) && whole(hi) && lo <= hi && hi - lo < MAX_RANGE as f64) {
            return Err(mlua::Error::runtime(
                "random.int(lo, hi) takes two whole numbers, lo <= hi, at most 2^32 apart",
            ));
        }
        Ok(stream.borrow_mut().int(lo as i64, hi as i64) as f64)
    })?;
    table.raw_set("int", int)?;
    table.set_readonly(true);
    Ok(table)
}

impl DesignedGame {
    /// Whether the file defines `chance`: its games throw dice drawn from the seed, so the host
    /// posts [`DesignedGame::chance_commitment`] when one starts (the native games'
    /// `Game::dice_commitment`, which has no `self` to ask the file).
    pub fn has_chance(&self) -> bool {
        self.rules.declarations.has_chance
    }

    /// The commitment to post when a game of this file starts with `seed`: `SHA-256(seed)` in
    /// hex for a file with chance, `None` for one without.
    pub fn chance_commitment(&self, seed: &str) -> Option<String> {
        self.has_chance().then(|| commitment(seed))
    }

    /// Chance moves resolved so far in this game: the `k` of the next throw.
    pub fn throws(&self) -> u64 {
        self.position.throws
    }

    /// The file's `chance(state, move)` for a listed move: `Some(outcomes with weights)` for
    /// a chance move, `None` for any other (and for every move of a file without `chance`).
    pub fn try_chance(&self, mv: &str) -> Result<Option<Outcomes>, DesignError> {
        if !self.has_chance() {
            return Ok(None);
        }
        let facts = self.try_facts().map_err(Clone::clone)?;
        if !facts.moves.iter().any(|m| m == mv) {
            return Ok(None);
        }
        let cache = || {
            self.position
                .chances
                .lock()
                .unwrap_or_else(|e| e.into_inner())
        };
        if let Some((_, known)) = cache().iter().find(|(m, _)| m == mv) {
            return Ok(known.clone());
        }
        let outcomes = self.rules.with_vm(|vm| {
            let state = to_lua(&vm.lua, &self.position.state, true)
                .map_err(|e| DesignError::from_lua("chance", e))?;
            read_outcomes(vm.call("chance", (state, mv))?, mv, &facts.moves)
        })?;
        let mut known = cache();
        // A position is asked of a few moves; a search that asks of every one stays bounded.
        if known.len() < 64 {
            known.push((mv.to_string(), outcomes.clone()));
        }
        Ok(outcomes)
    }

    /// Whether `mv` is an outcome of one of the listed chance moves (`roll 7`): only the host's
    /// dice may choose one, so a player's is refused.
    pub fn is_chance_outcome(&self, mv: &str) -> Result<bool, DesignError> {
        let facts = self.try_facts().map_err(Clone::clone)?;
        for listed in &facts.moves {
            if let Some(outcomes) = self.try_chance(listed)? {
                if outcomes.iter().any(|(o, _)| o == mv) {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// The outcome the host's committed dice give the listed chance move `mv` now: throw `k`
    /// = [`DesignedGame::throws`] of `seed`, through the file's `resolve(state, move, random)`
    /// or else a weighted pick ([`weighted_pick`]). `None` when `mv` is no chance move.
    pub fn try_resolve(&self, mv: &str, seed: &str) -> Result<Option<String>, DesignError> {
        let Some(outcomes) = self.try_chance(mv)? else {
            return Ok(None);
        };
        let mut stream = ThrowStream::new(seed, self.position.throws);
        if !self.rules.declarations.has_resolve {
            let weights: Vec<u32> = outcomes.iter().map(|(_, w)| *w).collect();
            return Ok(Some(
                outcomes[weighted_pick(&weights, &mut stream)].0.clone(),
            ));
        }
        let picked = self.rules.with_vm(|vm| {
            let lua = &vm.lua;
            let state = to_lua(lua, &self.position.state, true)
                .map_err(|e| DesignError::from_lua("resolve", e))?;
            let random = random_table(lua, stream).map_err(|e| DesignError::from_lua("resolve", e))?;
            match vm.call("resolve", (state, mv, random))? {
                Value::String(s) => text(&s, "resolve", "an outcome"),
                other => Err(DesignError::shape(
                    "resolve",
                    format!(
                        "must return one of the outcomes `chance` lists for `{mv}`, as a string, not a {}",
                        other.type_name()
                    ),
                )),
            }
        })?;
        if !outcomes.iter().any(|(o, _)| *o == picked) {
            return Err(DesignError::shape(
                "resolve",
                format!(
                    "returned `{picked}`, which `chance` does not list as an outcome of `{mv}`"
                ),
            ));
        }
        Ok(Some(picked))
    }
}

/// `chance`'s answer: `nil`, or a list of `{ outcome, weight }` pairs within the caps, each
/// outcome a canonical move that is neither `mv` nor a listed move.
fn read_outcomes(
    value: Value,
    mv: &str,
    listed: &[String],
) -> Result<Option<Outcomes>, DesignError> {
    let bad = |why: String| DesignError::shape("chance", why);
    let list = match value {
        Value::Nil => return Ok(None),
        Value::Table(t) => t,
        other => {
            return Err(bad(format!(
            "must return nil (no chance move) or a list of {{ outcome, weight }} pairs, not a {}",
            other.type_name()
        )))
        }
    };
    let len = list.raw_len();
    if len == 0 || len > MAX_OUTCOMES {
        return Err(bad(format!(
            "lists {len} outcomes for `{mv}`; a chance move has 1 to {MAX_OUTCOMES}"
        )));
    }
    let mut outcomes: Outcomes = Vec::with_capacity(len);
    let mut total = 0u64;
    for i in 1..=len {
        let pair = match list.raw_get::<Value>(i) {
            Ok(Value::Table(t)) => t,
            _ => {
                return Err(bad(format!(
                    "entry {i} for `{mv}` is not a pair {{ \"outcome\", weight }}"
                )))
            }
        };
        let outcome = match pair.raw_get::<Value>(1) {
            Ok(Value::String(s)) if s.as_bytes().len() <= MAX_MOVE_LEN => {
                text(&s, "chance", "an outcome")?
            }
            _ => {
                return Err(bad(format!(
                    "entry {i} for `{mv}` must begin with its outcome, a move of 1 to {MAX_MOVE_LEN} bytes"
                )))
            }
        };
        let weight = match pair.raw_get::<Value>(2) {
            Ok(Value::Integer(w)) if w >= 1 && w <= i64::from(u32::MAX) => w as u32,
            Ok(Value::Number(w)) if w.fract() == 0.0 && w >= 1.0 && w <= f64::from(u32::MAX) => {
                w as u32
            }
            _ => {
                return Err(bad(format!(
                    "the weight of `{outcome}` must be a positive whole number"
                )))
            }
        };
        if outcome.is_empty() || canonicalize(&outcome) != outcome {
            return Err(bad(format!(
                "outcome `{outcome}` is not written canonically: lower case, single spaces, no space around it"
            )));
        }
        if outcome == mv || listed.contains(&outcome) {
            return Err(bad(format!(
                "outcome `{outcome}` of `{mv}` is also a listed move: an outcome must differ from every move `moves` lists"
            )));
        }
        if outcomes.iter().any(|(o, _)| *o == outcome) {
            return Err(bad(format!(
                "lists the outcome `{outcome}` of `{mv}` twice"
            )));
        }
        total += u64::from(weight);
        outcomes.push((outcome, weight));
    }
    if total > MAX_RANGE {
        return Err(bad(format!(
            "the weights of `{mv}` add up to {total}; at most 2^32"
        )));
    }
    Ok(Some(outcomes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_skips_the_biased_bytes_and_reads_on_through_a_rehash() {
        // python3: hashlib.sha256(b"0:0").digest() starts ac 72: 172 % 6 + 1 = 5, 114 → 1.
        let mut s = ThrowStream::new("0", 0);
        assert_eq!((s.int(1, 6), s.int(1, 6)), (5, 1));
        // SHA-256("<seed>:35") starts 27 fd f2: 0xfd = 253 is skipped, 0xf2 = 242 → 3.
        let seed = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        let mut s = ThrowStream::new(seed, 35);
        assert_eq!((s.int(1, 6), s.int(1, 6)), (4, 3));
        // Past the 32nd byte the digest itself is hashed again.
        let mut s = ThrowStream::new("0", 0);
        let first: Vec<i64> = (0..32).map(|_| s.int(0, 255)).collect();
        let digest: [u8; 32] = Sha256::digest(b"0:0").into();
        assert_eq!(first, digest.iter().map(|&b| b as i64).collect::<Vec<_>>());
        let again: [u8; 32] = Sha256::digest(digest).into();
        assert_eq!(s.int(0, 255), again[0] as i64);
    }

    #[test]
    fn wide_ranges_read_several_bytes() {
        let digest: [u8; 32] = Sha256::digest(b"w:3").into();
        let mut s = ThrowStream::new("w", 3);
        let v = u16::from_be_bytes([digest[0], digest[1]]) as i64;
        // 65,536 values fit two bytes exactly: nothing is skipped.
        assert_eq!(s.int(0, 65_535), v);
        let mut s = ThrowStream::new("w", 3);
        for _ in 0..1_000 {
            let n = s.int(-5, 1_000_000);
            assert!((-5..=1_000_000).contains(&n));
        }
    }

    #[test]
    fn a_weighted_pick_follows_its_weights() {
        let weights = [1u32, 3];
        let mut counts = [0u32; 2];
        for k in 0..4_000 {
            counts[weighted_pick(&weights, &mut ThrowStream::new("w", k))] += 1;
        }
        assert!((900..1_100).contains(&counts[0]), "{counts:?}");
        assert_eq!(weighted_pick(&[5], &mut ThrowStream::new("w", 0)), 0);
    }

    /// A coin game: `flip` (chance: heads 1, tails 3) and `pass`; three flips end it. `extra`
    /// is spliced into the returned table (a `resolve`, a broken `chance`).
    fn coin(extra: &str) -> std::sync::Arc<super::super::DesignedRules> {
        let source = format!(
            r#"return {{
                id = "coin", name = "Coin", version = "1", seats = {{ "a", "b" }}, rules = "Flip.",
                start = function() return {{ flips = 0, heads = 0 }} end,
                to_move = function(s) return if s.flips < 3 then 1 else nil end,
                moves = function(s) return {{ "flip", "pass" }} end,
                chance = function(s, m)
                    return if m == "flip" then {{ {{ "heads", 1 }}, {{ "tails", 3 }} }} else nil
                end,
                play = function(s, m)
                    if m == "heads" then s.heads += 1 end
                    if m ~= "pass" then s.flips += 1 end
                    return s
                end,
                result = function(s) return if s.flips < 3 then nil else {{ draw = true }} end,
                view = function() return {{ grids = {{}} }} end,
                describe = function() return "coin" end,
                {extra}
            }}"#
        );
        super::super::DesignedRules::from_source("coin.luau", &source).unwrap()
    }

    fn start(rules: &std::sync::Arc<super::super::DesignedRules>) -> DesignedGame {
        let options = rules.declarations.options.clone();
        DesignedGame::start(rules, &options, "s").unwrap()
    }

    #[test]
    fn a_chance_move_is_resolved_by_the_host_and_counts_its_throws() {
        use crate::games::Game;
        let rules = coin("");
        let mut game = start(&rules);
        assert!(game.has_chance());
        assert_eq!(
            game.chance_commitment("0").as_deref(),
            Some(commitment("0").as_str())
        );
        assert_eq!(
            game.chance_outcomes(&"flip".to_string()),
            Some(vec![("heads".to_string(), 1), ("tails".to_string(), 3)])
        );
        assert_eq!(game.chance_outcomes(&"pass".to_string()), None);
        // Neither an unlisted move nor the abstract move itself is played.
        assert!(game.try_chance("heads").unwrap().is_none());
        let refused = game.try_play("flip").unwrap_err().to_string();
        assert!(refused.contains("chance"), "{refused}");
        // The weighted pick of throw k over the stream of (seed, k).
        let mut thrown = Vec::new();
        for k in 0..3 {
            assert_eq!(game.throws(), k);
            let outcome = game.try_resolve("flip", "s").unwrap().unwrap();
            let want = ["heads", "tails"][weighted_pick(&[1, 3], &mut ThrowStream::new("s", k))];
            assert_eq!(outcome, want);
            game.try_play(&outcome).unwrap();
            thrown.push(outcome);
        }
        assert_eq!(game.throws(), 3);
        // A stored game keeps its count of throws.
        let back: DesignedGame =
            serde_json::from_value(serde_json::to_value(&game).unwrap()).unwrap();
        assert_eq!(back.throws(), 3);
        // `pass` is no throw.
        let mut other = start(&rules);
        other.try_play("pass").unwrap();
        assert_eq!(other.throws(), 0);
        assert_eq!(other.try_resolve("pass", "s").unwrap(), None);
    }

    #[test]
    fn a_files_own_throw_must_be_a_listed_outcome() {
        let rules = coin(
            r#"resolve = function(s, m, random) return if random.int(1, 2) == 1 then "heads" else "tails" end,"#,
        );
        let game = start(&rules);
        let mut stream = ThrowStream::new("s", 0);
        let want = if stream.int(1, 2) == 1 {
            "heads"
        } else {
            "tails"
        };
        assert_eq!(
            game.try_resolve("flip", "s").unwrap().as_deref(),
            Some(want)
        );
        let rules = coin(r#"resolve = function() return "edge" end,"#);
        let error = start(&rules).try_resolve("flip", "s").unwrap_err();
        assert_eq!(error.function, "resolve");
        assert!(error.message.contains("`edge`"), "{error}");
    }

    #[test]
    fn bad_outcomes_and_weights_are_refused() {
        for (chance, says) in [
            (r#"{ { "heads", 0 } }"#, "positive whole number"),
            (r#"{ { "heads", 1.5 } }"#, "positive whole number"),
            (r#"{ { "heads", "1" } }"#, "positive whole number"),
            (r#"{}"#, "1 to 1000"),
            (r#"{ "heads" }"#, "not a pair"),
            (r#"{ { "Heads", 1 } }"#, "canonically"),
            (r#"{ { "pass", 1 } }"#, "also a listed move"),
            (r#"{ { "heads", 1 }, { "heads", 2 } }"#, "twice"),
            (
                r#"{ { "heads", 4294967295 }, { "tails", 2 } }"#,
                "at most 2^32",
            ),
            (r#""heads""#, "not a string"),
        ] {
            // The later `chance` key replaces the coin's own.
            let rules = coin(&format!(
                "chance = function(s, m) return if m == \"flip\" then {chance} else nil end,"
            ));
            let error = start(&rules).try_chance("flip").unwrap_err();
            assert_eq!(error.function, "chance", "{chance}");
            assert!(error.message.contains(says), "{chance}: {error}");
        }
        let error = super::super::DesignedRules::from_source(
            "r.luau",
            r#"return { id = "r", name = "R", version = "1", seats = { "a", "b" }, rules = "R",
                start = function() return {} end, to_move = function() return 1 end,
                moves = function() return { "x" } end, play = function(s) return s end,
                result = function() return nil end, view = function() return {} end,
                describe = function() return "" end, resolve = function() return "x" end }"#,
        )
        .unwrap_err();
        assert!(error.message.contains("no `chance`"), "{error}");
    }

    #[test]
    fn the_commitment_is_the_seeds_hash() {
        assert_eq!(
            commitment("0"),
            "5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9"
        );
    }
}
