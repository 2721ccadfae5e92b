//! The example rules files in `designs/`: each passes `design check`, and the rules-file
//! Twenty-Sevens plays exactly like the native engine (the differential test), through the
//! referee's report in-process.

use std::path::Path;
use std::time::Instant;

use boardbot::designer;
use boardbot::games::designed::DesignedGame;
use boardbot::games::{AnyGame, GameKind, Options};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

const COMPARED: [&str; 6] = [
    "ply",
    "status",
    "to_move",
    "winner",
    "scores",
    "legal_moves",
];

/// 2,000 seeded random games (odd seeds with `diamond=1`), every field of the referee's
/// contract compared after every move. About 7 s in a debug build on this (busy) machine.
#[test]
fn designed_twenty_sevens_plays_like_the_native_engine() {
    let rules = designer::load(Path::new("designs/twenty-sevens.luau")).unwrap();
    let began = Instant::now();
    let mut plies = 0usize;
    for seed in 0..2_000u64 {
        let mut set = Options::new();
        if seed % 2 == 1 {
            set.insert("diamond".into(), "1".into());
        }
        let mut native = AnyGame::new(GameKind::TwentySevens, &set, "0").unwrap();
        let options = rules.options(&set).unwrap();
        let mut designed = DesignedGame::start(&rules, &options, &seed.to_string()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut ply = 0;
        loop {
            let want = boardbot::referee::report(&native, ply, Value::Null);
            let got = designer::report(&designed, ply, Value::Null).unwrap();
            for key in COMPARED {
                assert_eq!(got[key], want[key], "seed {seed}, ply {ply}, `{key}`");
            }
            let moves = want["legal_moves"].as_array().unwrap().clone();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.gen_range(0..moves.len())]
                .as_str()
                .unwrap()
                .to_string();
            native.play(&mv).unwrap();
            designed.try_play(&mv).unwrap();
            ply += 1;
            plies += 1;
        }
    }
    eprintln!(
        "2,000 games, {plies} plies compared in {:.1} s",
        began.elapsed().as_secs_f64()
    );
}

fn check(file: &str) {
    let mut out = Vec::new();
    let code = designer::check_command(Path::new(file), &mut out, &mut std::io::sink());
    let text = String::from_utf8(out).unwrap();
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("sound: 200 seeded random games"), "{text}");
}

#[test]
fn twenty_sevens_passes_design_check() {
    check("designs/twenty-sevens.luau");
}

#[test]
fn hex_passes_design_check() {
    check("designs/hex.luau");
}

#[test]
fn little_draughts_passes_design_check() {
    check("designs/little-draughts.luau");
}

/// The two original examples stay under 150 lines each, as the issue asks.
#[test]
fn the_original_examples_are_short() {
    for file in ["designs/hex.luau", "designs/little-draughts.luau"] {
        let lines = std::fs::read_to_string(file).unwrap().lines().count();
        assert!(lines < 150, "{file} has {lines} lines");
    }
}

/// Side by side in one run: random playouts per second of native and rules-file
/// Twenty-Sevens. `cargo test --release --test designs -- --ignored --nocapture`.
#[test]
#[ignore]
fn bench_random_playouts_native_vs_designed() {
    use boardbot::games::designed::DesignedRules;
    use boardbot::games::twenty_sevens::TwentySevens;
    use boardbot::games::Game;
    let rules: std::sync::Arc<DesignedRules> =
        designer::load(Path::new("designs/twenty-sevens.luau")).unwrap();
    let options = rules.options(&Options::new()).unwrap();
    let seconds = 3.0;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let start = TwentySevens::new(&Options::new(), "0").unwrap();
    let began = Instant::now();
    let mut native = 0u64;
    while began.elapsed().as_secs_f64() < seconds {
        let mut g = start.clone();
        while let Some(mv) = {
            let moves = g.legal_moves();
            (!moves.is_empty()).then(|| moves[rng.gen_range(0..moves.len())])
        } {
            g.play(&mv).unwrap();
        }
        native += 1;
    }
    let native_rate = native as f64 / began.elapsed().as_secs_f64();
    let start = DesignedGame::start(&rules, &options, "0").unwrap();
    let began = Instant::now();
    let mut designed = 0u64;
    while began.elapsed().as_secs_f64() < seconds {
        let mut g = start.clone();
        while let Some(mv) = {
            let moves = g.legal_moves();
            (!moves.is_empty()).then(|| moves[rng.gen_range(0..moves.len())].clone())
        } {
            g.play(&mv).unwrap();
        }
        designed += 1;
    }
    let designed_rate = designed as f64 / began.elapsed().as_secs_f64();
    // The hard AI's simulations for its first move, each engine.
    let hard = boardbot::ai::Level::Hard.limits();
    let native_search =
        boardbot::ai::search(&TwentySevens::new(&Options::new(), "0").unwrap(), hard, 7).unwrap();
    let designed_search = boardbot::ai::search(&start, hard, 7).unwrap();
    println!(
        "hard AI, first move: native {} simulations in {:?}, rules file {} in {:?}",
        native_search.playouts,
        native_search.elapsed,
        designed_search.playouts,
        designed_search.elapsed
    );
    println!(
        "random playouts per second: native {native_rate:.0}, rules file {designed_rate:.0} (native is {:.0}× faster)",
        native_rate / designed_rate
    );
}
