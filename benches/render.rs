//! Board pictures: render plus PNG encoding of a mid-game position, per game.
//! `cargo bench --bench render` (targets: median ≤ 2 ms, PNG ≤ 60 KB, ~720 px wide).

use boardbot::games::{AnyGame, GameKind, Options};
use boardbot::i18n::Lang;
use boardbot::render::replay::{replay_gif, MAX_GIF_BYTES};
use boardbot::render::{encode_png, render, render_png, BoardInfo};
use criterion::{criterion_group, criterion_main, Criterion};

/// A mid-game position: the first `plies` legal moves, picked in a fixed spread-out pattern.
fn mid_game(kind: GameKind, plies: usize) -> AnyGame {
    let mut game = AnyGame::new(kind, &Options::new(), "bench").expect("default options");
    for i in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(i * 7 + 3) % legal.len()].clone();
        let action = game.resolve_chance(&mv, "bench").unwrap_or(mv);
        game.play(&action).expect("legal move");
    }
    game
}

fn render_boards(c: &mut Criterion) {
    let info = BoardInfo {
        players: ["Ann the Bold".into(), "Bob".into()],
        status: "Bob to move".into(),
        lang: Lang::EnUs,
        palette: Default::default(),
    };
    let mut group = c.benchmark_group("render");
    for &kind in GameKind::ALL {
        let game = mid_game(kind, 14);
        let png = render_png(&game, &info);
        eprintln!("{}: PNG {} bytes", kind.id(), png.len());
        group.bench_function(kind.id(), |b| b.iter(|| render_png(&game, &info)));
    }
    group.finish();
    // The two halves, to see where the time goes.
    let mut draw = c.benchmark_group("draw");
    for &kind in GameKind::ALL {
        let game = mid_game(kind, 14);
        draw.bench_function(kind.id(), |b| b.iter(|| render(&game, &info)));
    }
    draw.finish();
    let mut encode = c.benchmark_group("encode");
    for &kind in GameKind::ALL {
        let picture = render(&mid_game(kind, 14), &info);
        encode.bench_function(kind.id(), |b| b.iter(|| encode_png(&picture)));
    }
    encode.finish();
}

/// A game's start and its first `plies` moves (all of them with `usize::MAX`), picked as in
/// [`mid_game`].
fn game_log(kind: GameKind, plies: usize) -> (AnyGame, Vec<String>) {
    let start = AnyGame::new(kind, &Options::new(), "bench").expect("default options");
    let mut game = start.clone();
    let mut log = Vec::new();
    while log.len() < plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(log.len() * 7 + 3) % legal.len()].clone();
        let action = game.resolve_chance(&mv, "bench").unwrap_or(mv);
        game.play(&action).expect("legal move");
        log.push(action);
    }
    (start, log)
}

/// Replay GIFs (targets: ≤ 1 s and ≤ 8 MB for a 100-ply CCC game and a whole Twenty-Sevens
/// game). The GIF's figures are printed before the timing.
fn replays(c: &mut Criterion) {
    let players = ["Ann the Bold".to_string(), "Bob".to_string()];
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    for (kind, plies) in [(GameKind::Ccc, 100), (GameKind::TwentySevens, usize::MAX)] {
        let (start, log) = game_log(kind, plies);
        let gif = replay_gif(
            &start,
            &log,
            &players,
            "Ann won",
            (Lang::EnUs, Default::default()),
            MAX_GIF_BYTES,
        )
        .expect("replays");
        // The machine may be shared: this thread's CPU time says what one core spends.
        let runs = 5;
        let cpu_before = thread_cpu_ns();
        for _ in 0..runs {
            replay_gif(
                &start,
                &log,
                &players,
                "Ann won",
                (Lang::EnUs, Default::default()),
                MAX_GIF_BYTES,
            )
            .expect("replays");
        }
        let cpu_ms = thread_cpu_ns()
            .zip(cpu_before)
            .map(|(after, before)| (after - before) as f64 / runs as f64 / 1e6);
        eprintln!(
            "replay/{}: {} plies, {} frames (every {} ply), GIF {} bytes, CPU {} per replay",
            kind.id(),
            log.len(),
            gif.frames,
            gif.step,
            gif.bytes.len(),
            cpu_ms.map_or("unknown".to_string(), |ms| format!("{ms:.0} ms"))
        );
        group.bench_function(kind.id(), |b| {
            b.iter(|| {
                replay_gif(
                    &start,
                    &log,
                    &players,
                    "Ann won",
                    (Lang::EnUs, Default::default()),
                    MAX_GIF_BYTES,
                )
            })
        });
    }
    group.finish();
}

/// CPU time of this thread so far (Linux: the first field of /proc/thread-self/schedstat).
fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// Designed games (issue 43): Hex and little draughts mid-game, drawn from their rules file's
/// view (the `view` call included) and encoded. `cargo bench --bench render -- designed`.
fn designed_boards(c: &mut Criterion) {
    use boardbot::games::designed::{DesignedGame, DesignedRules};
    use boardbot::render::designed::render_designed;
    let info = BoardInfo {
        players: ["Ann the Bold".into(), "Bob".into()],
        status: "Bob to move".into(),
        lang: Lang::EnUs,
        palette: Default::default(),
    };
    let mut group = c.benchmark_group("designed");
    for file in ["hex", "little-draughts"] {
        let rules = DesignedRules::load_file(std::path::Path::new(&format!("designs/{file}.luau")))
            .expect("the example loads");
        let options = rules.options(&Options::new()).expect("default options");
        let mut game = DesignedGame::start(&rules, &options, "bench").expect("starts");
        for i in 0..14 {
            let moves = game.try_facts().expect("sound").moves.clone();
            if moves.is_empty() {
                break;
            }
            game.try_play(&moves[(i * 7 + 3) % moves.len()])
                .expect("legal");
        }
        group.bench_function(format!("draw/{file}"), |b| {
            b.iter(|| render_designed(&game, &info).expect("draws"))
        });
        let picture = render_designed(&game, &info).expect("draws");
        eprintln!("{file}: PNG {} bytes", encode_png(&picture).len());
        group.bench_function(format!("png/{file}"), |b| {
            b.iter(|| encode_png(&render_designed(&game, &info).expect("draws")))
        });
    }
    group.finish();
}

criterion_group!(benches, render_boards, replays, designed_boards);
criterion_main!(benches);
