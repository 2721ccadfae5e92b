//! Board pictures: render plus PNG encoding of a mid-game position, per game.
//! `cargo bench --bench render` (targets: median ≤ 2 ms, PNG ≤ 60 KB, ~720 px wide).

use boardbot::games::{AnyGame, GameKind, Options};
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

criterion_group!(benches, render_boards);
criterion_main!(benches);
