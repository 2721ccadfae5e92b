//! Designed games against native ones, side by side in one run (issue 43's benchmarks):
//! - random playouts per second of Twenty-Sevens, native and as `designs/twenty-sevens.luau`,
//!   in alternating rounds, and their ratio;
//! - the hard AI's simulations per move (its 1.1 s budget; a search may stop early once its
//!   best move cannot be overtaken, so the rate per second is printed too), on the same
//!   positions for both engines;
//! - a designed game's board drawn (its `view`, the layout and the picture; target ≤ 2 ms),
//!   and with its PNG encoding, for each example in `designs/`.
//!
//! `cargo bench --bench designed` (medians; the machine is noisy, so rounds alternate).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use boardbot::ai::{search, Level};
use boardbot::games::designed::{DesignedGame, DesignedRules};
use boardbot::games::twenty_sevens::TwentySevens;
use boardbot::games::{Game, Options};
use boardbot::i18n::Lang;
use boardbot::render::designed::{designed_png, render_designed};
use boardbot::render::BoardInfo;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const ROUNDS: usize = 7;
const ROUND: Duration = Duration::from_millis(700);
const EXAMPLES: [&str; 4] = [
    "designs/twenty-sevens.luau",
    "designs/super-seven.luau",
    "designs/hex.luau",
    "designs/little-draughts.luau",
];

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn load(file: &str) -> Arc<DesignedRules> {
    DesignedRules::load_file(Path::new(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn start(rules: &Arc<DesignedRules>) -> DesignedGame {
    let options = rules.declarations.options.clone();
    DesignedGame::start(rules, &options, "bench").expect("the example starts")
}

/// Random games from `start` for one round: games per second.
fn playouts_per_second<G: Game>(start: &G, rng: &mut ChaCha8Rng) -> f64 {
    let began = Instant::now();
    let mut games = 0u64;
    while began.elapsed() < ROUND {
        let mut game = start.clone();
        loop {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.gen_range(0..moves.len())].clone();
            game.play(&mv).expect("a listed move");
        }
        games += 1;
    }
    games as f64 / began.elapsed().as_secs_f64()
}

/// The position after `plies` moves picked in a fixed spread-out pattern (chance moves thrown
/// with the seed "bench").
fn position<G: Game>(mut game: G, plies: usize) -> G {
    for i in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[(i * 7 + 3) % moves.len()].clone();
        let mv = game.resolve_chance(&mv, "bench").unwrap_or(mv);
        game.play(&mv).expect("a listed move");
    }
    game
}

fn playouts() {
    let rules = load("designs/twenty-sevens.luau");
    let designed = start(&rules);
    let native = TwentySevens::new(&Options::new(), "bench").expect("default options");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (mut n, mut d, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        let a = playouts_per_second(&native, &mut rng);
        let b = playouts_per_second(&designed, &mut rng);
        n.push(a);
        d.push(b);
        ratios.push(a / b);
    }
    println!(
        "random playouts/s, Twenty-Sevens: native {:.0}, rules file {:.0}; native/rules file {:.1}× (median of {ROUNDS} alternating rounds of {} ms; ratio of each round's pair)",
        median(n),
        median(d),
        median(ratios),
        ROUND.as_millis()
    );
}

fn hard_ai() {
    let rules = load("designs/twenty-sevens.luau");
    let hard = Level::Hard.limits();
    let (mut n_sims, mut d_sims, mut n_rate, mut d_rate, mut ratios) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    // Positions at plies 0, 4, 8, 12, 16: both engines search the same one in turn.
    for (i, plies) in [0usize, 4, 8, 12, 16].into_iter().enumerate() {
        let native = position(
            TwentySevens::new(&Options::new(), "bench").expect("default options"),
            plies,
        );
        let designed = position(start(&rules), plies);
        let seed = 7 + i as u64;
        let a = search(&native, hard, seed).expect("a move");
        let b = search(&designed, hard, seed).expect("a move");
        n_sims.push(a.playouts as f64);
        d_sims.push(b.playouts as f64);
        let (ra, rb) = (
            a.playouts as f64 / a.elapsed.as_secs_f64(),
            b.playouts as f64 / b.elapsed.as_secs_f64(),
        );
        n_rate.push(ra);
        d_rate.push(rb);
        ratios.push(ra / rb);
        println!(
            "  ply {plies:>2}: native {} simulations in {} ms, rules file {} in {} ms",
            a.playouts,
            a.elapsed.as_millis(),
            b.playouts,
            b.elapsed.as_millis()
        );
    }
    println!(
        "hard AI, Twenty-Sevens, simulations per move (budget {} ms): native {:.0}, rules file {:.0}; per second native {:.0}, rules file {:.0}; native/rules file {:.1}× (medians of 5 positions)",
        hard.budget.as_millis(),
        median(n_sims),
        median(d_sims),
        median(n_rate),
        median(d_rate),
        median(ratios)
    );
}

fn drawing() {
    let info = BoardInfo {
        players: ["Ann the Bold".into(), "Bob".into()],
        status: "Bob to move".into(),
        lang: Lang::EnUs,
        palette: Default::default(),
    };
    for file in EXAMPLES {
        let rules = load(file);
        let game = position(start(&rules), 14);
        let (mut draw, mut png) = (Vec::new(), Vec::new());
        let mut bytes = 0;
        for _ in 0..60 {
            let t = Instant::now();
            let canvas = render_designed(&game, &info).expect("the view draws");
            draw.push(t.elapsed().as_secs_f64() * 1e3);
            drop(canvas);
            let t = Instant::now();
            bytes = designed_png(&game, Lang::EnUs)
                .expect("the view draws")
                .len();
            png.push(t.elapsed().as_secs_f64() * 1e3);
        }
        println!(
            "board drawn, {}: {:.2} ms (with the PNG, {bytes} bytes: {:.2} ms), medians of 60",
            rules.declarations.id,
            median(draw),
            median(png)
        );
    }
}

fn main() {
    // `cargo bench` passes `--bench`; nothing to choose.
    playouts();
    hard_ai();
    drawing();
}
