use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::ai::baseline::random_move;
use crate::ai::{choose_move_with, SearchLimits};
use crate::games::twenty_sevens::TwentySevens;
use crate::games::Game;

/// A budget by simulated games only (the time cap never bites), so every run is the same.
fn budget(playouts: u64) -> Budget {
    Budget {
        playouts,
        per_position: Duration::from_secs(600),
    }
}

fn analyse_log(kind: GameKind, seed: &str, log: &[String], playouts: u64) -> Analysis {
    analyse(
        kind,
        &Options::new(),
        seed,
        log,
        budget(playouts),
        |_, _| {},
    )
    .unwrap()
}

/// The exact value of a position for `seat` (1 win, ½ draw, 0 loss), by full search.
fn exact_value<G: Game>(game: &G, seat: Seat) -> f64 {
    if let Some(outcome) = game.outcome() {
        let first = first_seat_score(outcome);
        return if seat == Seat::FIRST {
            first
        } else {
            1.0 - first
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

/// The move of `game` that is best for its mover by full search.
fn exact_best(game: &TwentySevens) -> u8 {
    let me = game.to_move().unwrap();
    let mut best = None;
    for mv in game.legal_moves() {
        let mut next = game.clone();
        next.play(&mv).unwrap();
        let v = exact_value(&next, me);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((mv, v));
        }
    }
    best.unwrap().0
}

#[test]
fn classes_follow_the_thresholds() {
    assert_eq!(Class::of_drop(0.099), None);
    assert_eq!(Class::of_drop(INACCURACY), Some(Class::Inaccuracy));
    assert_eq!(Class::of_drop(0.199), Some(Class::Inaccuracy));
    assert_eq!(Class::of_drop(MISTAKE), Some(Class::Mistake));
    assert_eq!(Class::of_drop(0.299), Some(Class::Mistake));
    assert_eq!(Class::of_drop(BLUNDER), Some(Class::Blunder));
    assert_eq!(Class::of_drop(1.0), Some(Class::Blunder));
    assert_eq!(Class::of_drop(-0.5), None);
}

/// A Twenty-Sevens game that reaches five empty cells with the first seat to move, where one
/// move hands the opponent a won game (by full search) while another keeps at least a draw;
/// the first seat plays that losing move, and both play perfectly from there.
fn game_with_a_blunder() -> (Vec<String>, usize, Vec<String>, String) {
    let mut rng = ChaCha8Rng::seed_from_u64(26);
    for _ in 0..200 {
        let mut g = TwentySevens::new(&Options::new(), "0").unwrap();
        let mut log = Vec::new();
        for _ in 0..22 {
            let mv = random_move(&g, &mut rng).unwrap();
            log.push(g.format_move(&mv));
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
        let Some(&(blunder, _)) = values.iter().find(|v| v.1 == 0.0) else {
            continue;
        };
        let safe: Vec<String> = values
            .iter()
            .filter(|v| v.1 >= 0.5)
            .map(|v| g.format_move(&v.0))
            .collect();
        if safe.is_empty() {
            continue;
        }
        let ply = log.len() + 1;
        let played = g.format_move(&blunder);
        log.push(played.clone());
        g.play(&blunder).unwrap();
        while g.outcome().is_none() {
            let mv = exact_best(&g);
            log.push(g.format_move(&mv));
            g.play(&mv).unwrap();
        }
        return (log, ply, safe, played);
    }
    panic!("no position with a blunder found");
}

#[test]
fn a_move_that_hands_over_the_game_is_a_blunder_and_a_better_move_is_named() {
    let (log, ply, safe, played) = game_with_a_blunder();
    let analysis = analyse_log(GameKind::TwentySevens, "0", &log, 2_000);
    assert_eq!(analysis.plies.len(), log.len());
    let p = &analysis.plies[ply - 1];
    assert_eq!(p.played, played);
    assert_eq!(p.seat, Seat::FIRST);
    assert_eq!(p.entry, Entry::Move);
    assert_eq!(p.class, Some(Class::Blunder), "{p:?}");
    let best = p.best.as_ref().expect("a better move");
    assert!(safe.contains(best), "{best} is not among the safe {safe:?}");
    // The perfect play after it loses nothing, and the game's end is its result.
    for later in &analysis.plies[ply..] {
        assert_ne!(later.class, Some(Class::Blunder), "{later:?}");
    }
    let result = analysis.result.expect("the game is over");
    assert_eq!(
        analysis.plies.last().unwrap().after,
        first_seat_score(result)
    );
    assert!(p.drop() >= BLUNDER, "{p:?}");
    assert!(analysis.costliest(usize::MAX).iter().any(|c| c.ply == ply));
}

#[test]
fn a_game_of_sensible_moves_has_no_blunders() {
    // Both seats play the AI's move with a good budget, and perfectly once it can be computed.
    let mut g = TwentySevens::new(&Options::new(), "0").unwrap();
    let mut log = Vec::new();
    let limits = SearchLimits {
        budget: Duration::from_secs(600),
        max_playouts: 4_000,
    };
    while g.outcome().is_none() {
        let mv = if log.len() >= 21 {
            exact_best(&g)
        } else {
            choose_move_with(&g, limits, 0.0, log.len() as u64).unwrap()
        };
        log.push(g.format_move(&mv));
        g.play(&mv).unwrap();
    }
    let analysis = analyse_log(GameKind::TwentySevens, "0", &log, 2_000);
    let blunders: Vec<_> = analysis
        .plies
        .iter()
        .filter(|p| p.class == Some(Class::Blunder))
        .collect();
    assert!(blunders.is_empty(), "{blunders:?}");
    assert_eq!(analysis.count(Seat::FIRST, Class::Blunder), 0);
    assert_eq!(analysis.count(Seat::SECOND, Class::Blunder), 0);
}

/// A Super Seven log of random moves with the dice of `seed`, ending just before a throw.
fn super_seven_log(seed: &str, plies: usize) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut game = AnyGame::new(GameKind::SuperSeven, &Options::new(), seed).unwrap();
    let mut log = Vec::new();
    while log.len() < plies || game.legal_moves() != ["roll"] {
        let AnyGame::SuperSeven(g) = &game else {
            unreachable!()
        };
        let mv = random_move(g, &mut rng).unwrap();
        let text = g.format_move(&mv);
        let text = game.resolve_chance(&text, seed).unwrap_or(text);
        game.play(&text).unwrap();
        log.push(text);
    }
    log
}

#[test]
fn super_seven_throws_are_chance_and_the_seed_and_later_throws_change_nothing_before_them() {
    let log = super_seven_log("dice-a", 12);
    // The position before the next throw, then that throw with two different totals.
    let mut five = log.clone();
    five.push("roll 5".into());
    let mut nine = log.clone();
    nine.push("roll 9".into());
    let a = analyse_log(GameKind::SuperSeven, "dice-a", &five, 300);
    let b = analyse_log(GameKind::SuperSeven, "another seed", &nine, 300);
    let before_rolls: Vec<&PlyAnalysis> = a
        .plies
        .iter()
        .filter(|p| p.entry == Entry::Chance)
        .collect();
    assert!(before_rolls.len() >= 4, "{:?}", a.plies);
    // The searches ran: a position before a throw is not simply called even.
    assert!(
        before_rolls.iter().any(|p| p.before != 0.5),
        "{before_rolls:?}"
    );
    for p in &a.plies {
        if p.entry == Entry::Chance {
            assert_eq!(p.class, None);
            assert_eq!(p.best, None);
        }
    }
    // Every position up to the last throw is analysed the same with another seed and
    // another total thrown there.
    let n = log.len();
    assert_eq!(a.plies[..n], b.plies[..n]);
    assert_eq!(a.plies[n].before, b.plies[n].before);
    assert_eq!(a.plies[n].entry, Entry::Chance);
    assert_eq!(b.plies[n].entry, Entry::Chance);
}

#[test]
fn progress_counts_every_ply_and_the_json_round_trips() {
    let log = super_seven_log("x", 6);
    let mut seen = Vec::new();
    let analysis = analyse(
        GameKind::SuperSeven,
        &Options::new(),
        "x",
        &log,
        budget(50),
        |done, total| seen.push((done, total)),
    )
    .unwrap();
    let n = log.len();
    assert_eq!(seen, (0..=n).map(|i| (i, n)).collect::<Vec<_>>());
    assert_eq!(Analysis::from_json(&analysis.to_json()).unwrap(), analysis);
    assert_eq!(analysis.chances().len(), n + 1);
}

#[test]
fn a_bad_log_is_refused() {
    let log = vec!["zz9".to_string()];
    assert!(analyse(
        GameKind::TwentySevens,
        &Options::new(),
        "0",
        &log,
        budget(10),
        |_, _| {}
    )
    .is_err());
}

#[test]
fn the_rules_state_the_thresholds_in_every_language() {
    // `/rules` of every game ends with the hosting rules, which say how moves are judged.
    for &lang in crate::i18n::Lang::ALL {
        let rules = crate::i18n::tr(lang, "rules-hosting");
        assert!(rules.contains("`/analyze`"), "{lang:?}");
        let mut from = 0;
        for threshold in [INACCURACY, MISTAKE, BLUNDER] {
            let number = format!("{}", (threshold * 100.0).round() as i64);
            let at = rules[from..]
                .find(&number)
                .unwrap_or_else(|| panic!("{lang:?} lacks {number} after {from}"));
            from += at + number.len();
        }
    }
}
