//! Fuzzing every game through [`AnyGame`], the door all typed text comes in by: any text
//! (arbitrary Unicode, long lines, near misses of listed moves) never panics, is either played
//! as a listed move or refused, and a refused text changes nothing. Random games are built
//! from move *indices* ([`Picks`]) so that proptest shrinks a failure to a minimal game.
//!
//! The normal suite runs a short version; `cargo test --release -- --ignored fuzz` tries
//! [`LONG_RUN_INPUTS`] texts per game (`BOARDBOT_FUZZ_INPUTS` to change it).

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

use super::{AnyGame, GameKind, Options};

/// The seed of every fuzzed game (Cross Words Combat deals its pages from it, Super Seven
/// throws its dice from it).
const SEED: &str = "fuzz";

/// Texts per game in the long run.
const LONG_RUN_INPUTS: u64 = 1_000_000;

/// The choices of a random game, as proptest generates and shrinks them: each is taken modulo
/// the number of options; once they run out, the first option is taken. Shrinking shortens
/// the list and lowers its numbers, down to a minimal failing game.
pub(crate) struct Picks {
    picks: Vec<usize>,
    next: usize,
}

impl Picks {
    pub(crate) fn new(picks: Vec<usize>) -> Picks {
        Picks { picks, next: 0 }
    }

    /// The next choice among `n` options (`n` > 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        let pick = self.picks.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        pick % n
    }
}

/// Up to `max` choices for [`Picks`].
pub(crate) fn picks(max: usize) -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(any::<usize>(), 0..=max)
}

/// A game of `kind` after up to `plies` listed moves chosen by `picks`, with the moves played
/// (chance actions resolved by the game's own dice). Every listed move must be accepted.
fn random_game(kind: GameKind, picks: &mut Picks, plies: usize) -> (AnyGame, Vec<String>) {
    let mut game = AnyGame::new(kind, &Options::new(), SEED).expect("default options");
    let mut log = Vec::new();
    for _ in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let listed = &legal[picks.below(legal.len())];
        let action = game
            .resolve_chance(listed, SEED)
            .unwrap_or_else(|| listed.clone());
        let spelled = game
            .play(&action)
            .unwrap_or_else(|e| panic!("{kind}: listed `{action}` refused after {log:?}: {e}"));
        log.push(spelled);
    }
    (game, log)
}

/// One edit of a listed move, so that texts land near the notation.
#[derive(Clone, Debug)]
struct NearMiss {
    mv: usize,
    at: usize,
    edit: u8,
    c: char,
}

fn near_miss() -> impl Strategy<Value = NearMiss> {
    (any::<usize>(), any::<usize>(), 0u8..8, any::<char>()).prop_map(|(mv, at, edit, c)| NearMiss {
        mv,
        at,
        edit,
        c,
    })
}

impl NearMiss {
    fn apply(&self, listed: &[String]) -> String {
        let Some(base) = (!listed.is_empty()).then(|| &listed[self.mv % listed.len()]) else {
            return self.c.to_string();
        };
        let mut chars: Vec<char> = base.chars().collect();
        let at = self.at % (chars.len() + 1);
        match self.edit {
            0 => chars.insert(at, self.c),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => chars[at] = self.c,
            3 => return base.to_uppercase(),
            4 => return format!("  {}\t", base.replace(' ', "   ")),
            5 => return format!("{base} {}", listed[self.at % listed.len()]),
            6 if at + 1 < chars.len() => chars.swap(at, at + 1),
            _ => return base.clone(),
        }
        chars.into_iter().collect()
    }
}

/// Texts of every sort: arbitrary Unicode, long lines, notation-like text, and (with the
/// position's listed moves) near misses of a listed move.
#[derive(Clone, Debug)]
enum Text {
    Plain(String),
    NearMiss(NearMiss),
}

fn text() -> impl Strategy<Value = Text> {
    prop_oneof![
        any::<String>().prop_map(Text::Plain),
        "\\PC{100,3000}".prop_map(Text::Plain),
        "[a-z0-9 :+*/x-]{0,16}".prop_map(Text::Plain),
        "(roll|pass|shield|row|the|[a-z]{1,8}) ?[a-z]{0,2}[0-9]{0,3}[ -]?(down|across|[a-z][0-9]{1,2})?"
            .prop_map(Text::Plain),
        near_miss().prop_map(Text::NearMiss),
    ]
}

impl Text {
    fn spell(&self, listed: &[String]) -> String {
        match self {
            Text::Plain(s) => s.clone(),
            Text::NearMiss(m) => m.apply(listed),
        }
    }
}

/// `text` typed in `game`, which serialises to `before`: nothing panics; the text is played
/// only if it names a listed move (or a concrete outcome of a listed chance action) and is
/// refused otherwise, and a refused text leaves the game exactly as it was.
fn check_text(
    game: &AnyGame,
    before: &str,
    listed: &[String],
    text: &str,
) -> Result<(), TestCaseError> {
    let kind = game.kind();
    let _ = kind.canonical_input(text);
    let _ = game.is_chance(text);
    let _ = game.needs_compliment(text);
    let _ = game.resolve_chance(text, SEED);
    for entry in [false, true] {
        let mut after = game.clone();
        let played = if entry {
            after.apply_log_entry(text)
        } else {
            after.play(text)
        };
        match played {
            // `is_chance_outcome` lists the moves again: asked only when it decides.
            Ok(spelled) => prop_assert!(
                listed.contains(&spelled) || game.is_chance_outcome(text),
                "{kind}: `{text}` was played as `{spelled}`, which is not listed"
            ),
            Err(_) => prop_assert_eq!(
                serde_json::to_string(&after).expect("a game serialises"),
                before,
                "{}: refused `{}` changed the game",
                kind,
                text
            ),
        }
    }
    Ok(())
}

/// Every game's kind, for strategies.
fn kind() -> impl Strategy<Value = GameKind> {
    proptest::sample::select(GameKind::ALL)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any text, in any game, in a position reached by random play.
    #[test]
    fn any_text_is_played_as_listed_or_refused_without_change(
        kind in kind(),
        picks in picks(30),
        plies in 0usize..30,
        texts in proptest::collection::vec(text(), 1..8),
    ) {
        let (game, _) = random_game(kind, &mut Picks::new(picks), plies);
        let listed = game.legal_moves();
        let before = serde_json::to_string(&game).unwrap();
        for text in &texts {
            check_text(&game, &before, &listed, &text.spell(&listed))?;
        }
    }

    /// Random games from move indices: every listed move is accepted, the game lists moves
    /// exactly while someone is to move, a snapshot restores the same game, and the log
    /// replays to the same position.
    #[test]
    fn random_games_from_move_indices_keep_the_contract(
        kind in kind(),
        picks in picks(120),
    ) {
        let plies = picks.len();
        let (game, log) = random_game(kind, &mut Picks::new(picks), plies);
        prop_assert_eq!(game.to_move().is_some(), !game.legal_moves().is_empty());
        let snapshot = serde_json::to_string(&game).unwrap();
        let restored: AnyGame = serde_json::from_str(&snapshot).unwrap();
        prop_assert_eq!(serde_json::to_string(&restored).unwrap(), snapshot.clone());
        let replayed =
            AnyGame::replay(kind, &Options::new(), SEED, log.iter().map(String::as_str)).unwrap();
        prop_assert_eq!(serde_json::to_string(&replayed).unwrap(), snapshot);
        prop_assert_eq!(replayed.ply(), log.len());
    }
}

/// The long run for one game: `inputs` texts, a thousand in each of a series of positions
/// reached by random play. Deterministic: a failure names the moves and the text.
fn fuzz_game(kind: GameKind, inputs: u64) {
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::deterministic_rng(RngAlgorithm::ChaCha),
    );
    let texts = text();
    let games = (picks(200), 0usize..120);
    let mut tried = 0;
    while tried < inputs {
        let (picks, plies) = games.new_tree(&mut runner).expect("a value").current();
        let (game, log) = random_game(kind, &mut Picks::new(picks), plies);
        let listed = game.legal_moves();
        let before = serde_json::to_string(&game).expect("a game serialises");
        for _ in 0..1000.min(inputs - tried) {
            let text = texts.new_tree(&mut runner).expect("a value").current();
            let text = text.spell(&listed);
            if let Err(e) = check_text(&game, &before, &listed, &text) {
                panic!("{kind} after {log:?}, text {text:?}: {e}");
            }
            tried += 1;
        }
    }
}

/// `cargo test --release -- --ignored fuzz`: [`LONG_RUN_INPUTS`] texts per game, the games
/// side by side on their own threads.
#[test]
#[ignore = "the long run: cargo test --release -- --ignored fuzz"]
fn fuzz_typed_text_in_every_game() {
    let inputs = std::env::var("BOARDBOT_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(LONG_RUN_INPUTS);
    std::thread::scope(|s| {
        for &kind in GameKind::ALL {
            s.spawn(move || {
                let start = std::time::Instant::now();
                fuzz_game(kind, inputs);
                eprintln!("{kind}: {inputs} texts, no panic, in {:?}", start.elapsed());
            });
        }
    });
}

/// The long run's loop, briefly, so that the suite keeps it working.
#[test]
fn a_short_fuzz_run_finds_nothing() {
    for &kind in GameKind::ALL {
        fuzz_game(kind, 300);
    }
}
