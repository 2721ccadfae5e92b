use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::baseline::{greedy_move, random_move, resolve_chance};
use super::*;
use crate::games::twenty_sevens::TwentySevens;
use crate::games::{Checked, GameKind, MoveError, OptionError, Options, Outcome, Seat};
use crate::i18n::Text;

fn playout_limits(max_playouts: u64) -> SearchLimits {
    SearchLimits {
        budget: Duration::from_secs(60),
        max_playouts,
    }
}

/// Who sits in a seat of a test game.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    Greedy,
    Ai(SearchLimits, f64),
}

/// Play a whole game, checking that every move chosen is listed as legal (by value and in
/// canonical notation) and accepted. Returns the outcome.
fn play_game<G: Heuristics>(mut game: G, players: [Player; 2], seed: u64) -> Outcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for ply in 0..10_000u64 {
        let Some(seat) = game.to_move() else {
            return game.outcome().expect("a game with nobody to move is over");
        };
        let legal = game.legal_moves();
        let mv = match players[seat.index()] {
            Player::Random => random_move(&game, &mut rng),
            Player::Greedy => greedy_move(&game, &mut rng),
            Player::Ai(limits, chance) => choose_move_with(&game, limits, chance, seed ^ ply),
        }
        .expect("a move while the game is on");
        assert!(legal.contains(&mv), "{mv:?} is not listed in {legal:?}");
        let text = game.format_move(&mv);
        assert_eq!(game.parse_move(&text).as_ref(), Ok(&mv), "notation {text}");
        let concrete = resolve_chance(&game, mv, &mut rng);
        game.play(&concrete).expect("a listed move is accepted");
    }
    panic!("the game did not end");
}

fn with_each_kind(mut f: impl FnMut(AnyGame)) {
    for &kind in GameKind::ALL {
        f(AnyGame::new(kind, &Options::new(), "7").expect("default options work"));
    }
}

#[test]
fn level_names_round_trip() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        assert_eq!(
            serde_json::to_string(&level).unwrap(),
            format!("\"{level}\"")
        );
    }
    assert_eq!(" HARD ".parse::<Level>(), Ok(Level::Hard));
    let err = "brutal".parse::<Level>().unwrap_err();
    assert!(err.to_string().contains("easy, medium or hard"));
    assert!(Level::Hard.limits().budget <= Duration::from_millis(1_500));
    assert!(Level::Easy.limits().max_playouts < Level::Medium.limits().max_playouts);
    assert!(Level::Easy.random_move_chance() > 0.0);
    assert_eq!(Level::Hard.random_move_chance(), 0.0);
}

#[test]
fn ai_plays_only_legal_moves_in_full_games_of_every_kind() {
    with_each_kind(|any| {
        crate::with_game!(any, g => {
            for (i, level) in Level::ALL.into_iter().enumerate() {
                // Hard is tested on time elsewhere; here every level gets a small budget so that
                // long games stay quick in a debug build.
                let limits = SearchLimits {
                    max_playouts: level.limits().max_playouts.min(300),
                    budget: level.limits().budget.min(Duration::from_millis(60)),
                };
                let ai = Player::Ai(limits, level.random_move_chance());
                let players = if i % 2 == 0 { [ai, Player::Random] } else { [Player::Greedy, ai] };
                play_game(g.clone(), players, 11 + i as u64);
            }
        })
    });
}

#[test]
fn choose_move_text_is_listed_and_none_when_over() {
    with_each_kind(|mut any| {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut plies = 0;
        while any.outcome().is_none() {
            let legal = any.legal_moves();
            let suggestion = choose_move_text(&any, Level::Easy, plies).expect("a move");
            assert!(legal.contains(&suggestion), "{suggestion} not in {legal:?}");
            crate::with_game!(&mut any, g => {
                let mv = random_move(g, &mut rng).unwrap();
                let mv = resolve_chance(g, mv, &mut rng);
                g.play(&mv).unwrap();
            });
            plies += 1;
        }
        assert_eq!(choose_move_text(&any, Level::Hard, 1), None);
    });
}

#[test]
fn hard_decides_on_time_in_every_kind() {
    with_each_kind(|any| {
        let id = any.kind().id();
        crate::with_game!(&any, g => {
            let mut game = g.clone();
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            for step in 0..3 {
                let t = Instant::now();
                let mv = choose_move(&game, Level::Hard, step);
                let spent = t.elapsed();
                assert!(spent < Duration::from_secs(3), "{id}: {spent:?}");
                let Some(mv) = mv else { break };
                // Move on a few random plies to a middle-game position.
                game.play(&resolve_chance(&game, mv, &mut rng)).unwrap();
                for _ in 0..6 {
                    let Some(mv) = random_move(&game, &mut rng) else { break };
                    game.play(&resolve_chance(&game, mv, &mut rng)).unwrap();
                }
            }
        })
    });
}

#[test]
fn same_seed_same_move_when_not_cut_by_time() {
    let mut g = TwentySevens::new(&Options::new(), "0").unwrap();
    for sq in [4, 4, 0] {
        g.play(&sq).unwrap();
    }
    let limits = playout_limits(3_000);
    let a = search(&g, limits, 99).unwrap();
    let b = search(&g, limits, 99).unwrap();
    assert_eq!(a.best, b.best);
    assert_eq!(a.playouts, b.playouts);
    let visits = |r: &SearchReport<u8>| r.root.iter().map(|x| x.1).collect::<Vec<_>>();
    assert_eq!(visits(&a), visits(&b));
}

#[test]
fn search_counts_playouts_and_stops_at_the_limit() {
    let g = TwentySevens::new(&Options::new(), "0").unwrap();
    let r = search(&g, playout_limits(500), 1).unwrap();
    assert!(r.playouts <= 500 && r.playouts > 100, "{}", r.playouts);
    let total: u32 = r.root.iter().map(|x| x.1).sum();
    assert_eq!(u64::from(total), r.playouts);
    // A time budget of zero still answers with a legal move.
    let r = search(
        &g,
        SearchLimits {
            budget: Duration::ZERO,
            max_playouts: 1_000,
        },
        1,
    )
    .unwrap();
    assert!(g.legal_moves().contains(&r.best));
}

/// Exact value of a position for `seat` (1 win, 0.5 draw, 0 loss), by full search.
fn exact_value<G: Game>(game: &G, seat: Seat) -> f64 {
    if let Some(outcome) = game.outcome() {
        return match outcome {
            Outcome::Winner(s) if s == seat => 1.0,
            Outcome::Winner(_) => 0.0,
            Outcome::Draw => 0.5,
        };
    }
    let mover = game.to_move().expect("an unfinished game has a mover");
    let values = game.legal_moves().into_iter().map(|mv| {
        let mut next = game.clone();
        next.play(&mv).unwrap();
        exact_value(&next, seat)
    });
    if mover == seat {
        values.fold(0.0, f64::max)
    } else {
        values.fold(1.0, f64::min)
    }
}

#[test]
fn finds_the_only_good_move_near_the_end_of_twenty_sevens() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut checked = 0;
    for attempt in 0..400u64 {
        let mut g = TwentySevens::new(&Options::new(), "0").unwrap();
        for _ in 0..21 {
            let mv = random_move(&g, &mut rng).unwrap();
            g.play(&mv).unwrap();
        }
        let me = g.to_move().unwrap();
        let values: Vec<(u8, f64)> = g
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut next = g.clone();
                next.play(&mv).unwrap();
                (mv, exact_value(&next, me))
            })
            .collect();
        let best = values.iter().map(|v| v.1).fold(0.0, f64::max);
        // Only positions where the right move wins and some other move does not.
        if best < 1.0 || values.iter().all(|v| v.1 == best) {
            continue;
        }
        let mv = choose_move(&g, Level::Medium, attempt).unwrap();
        let value = values.iter().find(|v| v.0 == mv).unwrap().1;
        assert_eq!(
            value,
            best,
            "{} in {:?}",
            g.format_move(&mv),
            g.board_json()
        );
        checked += 1;
        if checked == 10 {
            break;
        }
    }
    assert_eq!(checked, 10);
}

#[test]
fn hard_beats_random_and_medium_beats_easy_in_twenty_sevens() {
    let g = TwentySevens::new(&Options::new(), "0").unwrap();
    let strong = Player::Ai(playout_limits(2_000), 0.0);
    let mut wins = 0;
    for i in 0..6u64 {
        let seat = Seat((i % 2) as u8);
        let players = if seat.0 == 0 {
            [strong, Player::Random]
        } else {
            [Player::Random, strong]
        };
        if play_game(g.clone(), players, i) == Outcome::Winner(seat) {
            wins += 1;
        }
    }
    assert_eq!(wins, 6);
    let easy = Player::Ai(Level::Easy.limits(), Level::Easy.random_move_chance());
    let medium = Player::Ai(Level::Medium.limits(), 0.0);
    let mut medium_wins = 0;
    for i in 0..8u64 {
        let seat = Seat((i % 2) as u8);
        let players = if seat.0 == 0 {
            [medium, easy]
        } else {
            [easy, medium]
        };
        if play_game(g.clone(), players, 100 + i) == Outcome::Winner(seat) {
            medium_wins += 1;
        }
    }
    assert!(
        medium_wins >= 6,
        "medium won only {medium_wins} of 8 against easy"
    );
}

/// A one-decision game of chance: seat 0 takes `long` (wins on one throw in four) or `short`
/// (wins on three in four); each is a throw whose outcomes are `long hit`, `long miss`, ...
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Gamble {
    result: Option<Outcome>,
}

#[derive(Clone, Debug, PartialEq)]
enum GambleMove {
    Pick(bool),
    Land(bool, bool),
}

impl Game for Gamble {
    type Move = GambleMove;
    const ID: &'static str = "gamble";
    const NAME: &'static str = "Gamble";
    const SEATS: [&'static str; 2] = ["A", "B"];

    fn new(_options: &Options, _seed: &str) -> Result<Self, OptionError> {
        Ok(Gamble { result: None })
    }
    fn to_move(&self) -> Option<Seat> {
        self.result.is_none().then_some(Seat::FIRST)
    }
    fn legal_moves(&self) -> Vec<GambleMove> {
        if self.result.is_some() {
            return Vec::new();
        }
        vec![GambleMove::Pick(true), GambleMove::Pick(false)]
    }
    fn legality(&self, mv: &GambleMove) -> Result<(), MoveError> {
        match (self.result, mv) {
            (Some(_), _) => Err(MoveError::GameOver),
            (None, GambleMove::Pick(_)) => {
                Err(MoveError::Illegal(Text::dynamic("throw first".into())))
            }
            (None, GambleMove::Land(..)) => Ok(()),
        }
    }
    fn apply(&mut self, mv: Checked<GambleMove>) {
        if let GambleMove::Land(_, hit) = mv.into_inner() {
            self.result = Some(Outcome::Winner(if hit {
                Seat::FIRST
            } else {
                Seat::SECOND
            }));
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.result
    }
    fn parse_move(&self, text: &str) -> Result<GambleMove, MoveError> {
        match text {
            "long" => Ok(GambleMove::Pick(true)),
            "short" => Ok(GambleMove::Pick(false)),
            _ => Err(MoveError::Syntax {
                input: text.into(),
                reason: Text::dynamic("long or short".into()),
            }),
        }
    }
    fn format_move(&self, mv: &GambleMove) -> String {
        match mv {
            GambleMove::Pick(long) | GambleMove::Land(long, _) => {
                if *long { "long" } else { "short" }.to_string()
            }
        }
    }
    fn board_json(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
    fn describe(&self, _lang: crate::i18n::Lang) -> String {
        format!("{self:?}")
    }
    fn chance_outcomes(&self, mv: &GambleMove) -> Option<Vec<(GambleMove, u32)>> {
        match mv {
            GambleMove::Pick(long) => {
                let hit_weight = if *long { 1 } else { 3 };
                Some(vec![
                    (GambleMove::Land(*long, true), hit_weight),
                    (GambleMove::Land(*long, false), 4 - hit_weight),
                ])
            }
            GambleMove::Land(..) => None,
        }
    }
    fn ply(&self) -> usize {
        usize::from(self.result.is_some())
    }

    fn time_out(&mut self, _seat: Seat) -> Result<(), MoveError> {
        Err(MoveError::GameOver)
    }

    fn is_out_of_time(&self, _seat: Seat) -> bool {
        false
    }
}

impl Heuristics for Gamble {}

#[test]
fn chance_moves_are_sampled_by_weight_and_returned_abstract() {
    let g = Gamble::new(&Options::new(), "").unwrap();
    for seed in 0..5 {
        let r = search(&g, playout_limits(400), seed).unwrap();
        assert_eq!(r.best, GambleMove::Pick(false));
        assert_eq!(r.root.len(), 2, "only the listed moves are root choices");
        for (mv, visits, mean) in &r.root {
            assert!(matches!(mv, GambleMove::Pick(_)));
            let expected = if *mv == GambleMove::Pick(false) {
                0.75
            } else {
                0.25
            };
            if *visits > 50 {
                assert!((mean - expected).abs() < 0.15, "{mv:?}: {mean}");
            }
        }
    }
}

/// A guessing game with a secret: seat 0 hides a card 0..4, seat 1 names one and wins if right.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Guess {
    card: u8,
    guess: Option<u8>,
}

impl Game for Guess {
    type Move = u8;
    const ID: &'static str = "guess";
    const NAME: &'static str = "Guess";
    const SEATS: [&'static str; 2] = ["hider", "guesser"];

    fn new(_options: &Options, seed: &str) -> Result<Self, OptionError> {
        Ok(Guess {
            card: seed.parse::<u8>().unwrap_or(0) % 4,
            guess: None,
        })
    }
    fn to_move(&self) -> Option<Seat> {
        self.guess.is_none().then_some(Seat::SECOND)
    }
    fn legal_moves(&self) -> Vec<u8> {
        if self.guess.is_some() {
            return Vec::new();
        }
        (0..4).collect()
    }
    fn legality(&self, mv: &u8) -> Result<(), MoveError> {
        if self.guess.is_some() {
            return Err(MoveError::GameOver);
        }
        if *mv >= 4 {
            return Err(MoveError::Illegal(Text::dynamic("no such card".into())));
        }
        Ok(())
    }
    fn apply(&mut self, mv: Checked<u8>) {
        self.guess = Some(mv.into_inner());
    }
    fn outcome(&self) -> Option<Outcome> {
        let g = self.guess?;
        Some(Outcome::Winner(if g == self.card {
            Seat::SECOND
        } else {
            Seat::FIRST
        }))
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        text.parse().map_err(|_| MoveError::Syntax {
            input: text.into(),
            reason: Text::dynamic("a card number".into()),
        })
    }
    fn format_move(&self, mv: &u8) -> String {
        mv.to_string()
    }
    fn board_json(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
    fn describe(&self, _lang: crate::i18n::Lang) -> String {
        format!("{self:?}")
    }
    fn determinize(&self, seat: Seat, rng_seed: u64) -> Self {
        let mut copy = self.clone();
        if seat != Seat::FIRST {
            copy.card = ChaCha8Rng::seed_from_u64(rng_seed).gen_range(0..4);
        }
        copy
    }
    fn ply(&self) -> usize {
        usize::from(self.guess.is_some())
    }

    fn time_out(&mut self, _seat: Seat) -> Result<(), MoveError> {
        Err(MoveError::GameOver)
    }

    fn is_out_of_time(&self, _seat: Seat) -> bool {
        false
    }
}

impl Heuristics for Guess {}

#[test]
fn hidden_information_stays_hidden() {
    for seed in 0..20u64 {
        let games: Vec<Guess> = (0..4)
            .map(|card| Guess::new(&Options::new(), &card.to_string()).unwrap())
            .collect();
        let picks: Vec<u8> = games
            .iter()
            .map(|g| choose_move_with(g, playout_limits(200), 0.0, seed).unwrap())
            .collect();
        // A search that peeked would name each game's own card.
        assert!(picks.iter().all(|&p| p == picks[0]), "{picks:?}");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// From any position reached by random play, in any game, the AI's move is listed and
    /// accepted, and the position it was given is untouched.
    #[test]
    fn any_position_gets_a_listed_move(kind in 0..GameKind::ALL.len(), plies in 0usize..80, seed in 0u64..1_000) {
        let mut any = AnyGame::new(GameKind::ALL[kind], &Options::new(), &seed.to_string()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        crate::with_game!(&mut any, g => {
            for _ in 0..plies {
                let Some(mv) = random_move(g, &mut rng) else { break };
                let mv = resolve_chance(g, mv, &mut rng);
                g.play(&mv).unwrap();
            }
            let before = serde_json::to_string(g).unwrap();
            let choice = choose_move_with(g, playout_limits(60), 0.0, seed);
            proptest::prop_assert_eq!(before, serde_json::to_string(g).unwrap());
            match choice {
                None => proptest::prop_assert!(g.to_move().is_none()),
                Some(mv) => {
                    proptest::prop_assert!(g.legal_moves().contains(&mv));
                    let mv = resolve_chance(g, mv, &mut rng);
                    proptest::prop_assert!(g.play(&mv).is_ok());
                }
            }
        });
    }
}
