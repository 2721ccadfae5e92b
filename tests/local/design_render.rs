//! A designed game's board drawn from its view (issue 43): every example design draws at its
//! start and mid-game, the click regions match the grids, the palette reaches the pieces, and a
//! view too large to draw is refused (by the renderer and by `design check`), never a panic.

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;

use boardbot::designer;
use boardbot::games::designed::view::{Grid, Piece, Shape, View};
use boardbot::games::designed::{check_file, DesignedGame, DesignedRules, ErrorKind};
use boardbot::games::Options;
use boardbot::i18n::Lang;
use boardbot::render::designed::{
    designed_click_regions, designed_png, render_designed, render_view, Header, Layout, MAX_HEIGHT,
    MAX_WIDTH, MIN_WIDTH,
};
use boardbot::render::{BoardInfo, Palette};

const DESIGNS: [&str; 3] = [
    "designs/hex.luau",
    "designs/little-draughts.luau",
    "designs/twenty-sevens.luau",
];

fn info(palette: Palette) -> BoardInfo {
    BoardInfo {
        players: ["Ann".into(), "Bob".into()],
        status: "Ann to move".into(),
        lang: Lang::EnUs,
        palette,
    }
}

fn start(path: &str) -> DesignedGame {
    let rules = designer::load(Path::new(path)).unwrap();
    let options = rules.options(&Options::new()).unwrap();
    DesignedGame::start(&rules, &options, "7").unwrap()
}

/// `game` after `plies` moves picked in a fixed spread-out pattern (fewer if it ends).
fn mid_game(mut game: DesignedGame, plies: usize) -> DesignedGame {
    for i in 0..plies {
        let moves = game.try_facts().unwrap().moves.clone();
        if moves.is_empty() {
            break;
        }
        game.try_play(&moves[(i * 7 + 3) % moves.len()]).unwrap();
    }
    game
}

/// How many cells the view's grids have.
fn cells(game: &DesignedGame) -> usize {
    let view = game.try_view(None).unwrap();
    view.grids
        .iter()
        .map(|g| g.cols as usize * g.rows as usize)
        .sum()
}

#[test]
fn every_example_design_draws_at_its_start_and_mid_game() {
    for path in DESIGNS {
        let first = start(path);
        let later = mid_game(first.clone(), 12);
        assert!(later.state() != first.state(), "{path}: no move was played");
        let before = render_designed(&first, &info(Palette::Classic)).unwrap();
        let after = render_designed(&later, &info(Palette::Classic)).unwrap();
        let layout = Layout::of(&first.try_view(None).unwrap()).unwrap();
        assert_eq!(
            (before.width(), before.height()),
            (layout.width, layout.height)
        );
        assert!(
            before.width() >= MIN_WIDTH && before.width() <= MAX_WIDTH,
            "{path}"
        );
        assert!(
            before.height() >= 300 && before.height() <= MAX_HEIGHT,
            "{path}"
        );
        // The pieces played show: the pictures differ.
        assert_eq!(before.dimensions(), after.dimensions());
        assert!(
            before.as_raw() != after.as_raw(),
            "{path}: the moves changed nothing"
        );
        let png = designed_png(&later, Lang::EnUs).unwrap();
        assert!(image::load_from_memory(&png).is_ok(), "{path}");
    }
}

#[test]
fn click_regions_cover_every_cell_once_inside_the_picture() {
    for path in DESIGNS {
        let game = mid_game(start(path), 6);
        let regions = designed_click_regions(&game);
        assert_eq!(regions.len(), cells(&game), "{path}");
        let mut tokens: Vec<&str> = regions.iter().map(|r| r.token.as_str()).collect();
        tokens.sort();
        tokens.dedup();
        assert_eq!(tokens.len(), regions.len(), "{path}: a token twice");
        for r in &regions {
            assert!(
                r.x >= 0.0 && r.y >= 0.0 && r.w > 0.0 && r.h > 0.0,
                "{path} {r:?}"
            );
            assert!(r.x + r.w <= 1.0 && r.y + r.h <= 1.0, "{path} {r:?}");
        }
        // No two regions overlap (they tile the grids).
        for (i, a) in regions.iter().enumerate() {
            for b in &regions[i + 1..] {
                let apart = a.x + a.w <= b.x + 1e-6
                    || b.x + b.w <= a.x + 1e-6
                    || a.y + a.h <= b.y + 1e-6
                    || b.y + b.h <= a.y + 1e-6;
                assert!(apart, "{path}: {a:?} overlaps {b:?}");
            }
        }
    }
    // Hex's first grid: a1 is the bottom-left cell, g7 the top-right one.
    let regions = designed_click_regions(&start("designs/hex.luau"));
    let find = |t: &str| regions.iter().find(|r| r.token == t).unwrap().clone();
    let (a1, g7) = (find("a1"), find("g7"));
    assert!(a1.x < g7.x && a1.y > g7.y);
    // Twenty-Sevens draws three grids: the second and third name theirs `2:` and `3:`.
    let regions = designed_click_regions(&start("designs/twenty-sevens.luau"));
    assert!(regions.iter().any(|r| r.token == "b2"));
    assert!(regions.iter().any(|r| r.token == "3:c3"));
}

/// A one-grid view with one piece of each seat in `shape`.
fn two_pieces(shape: Shape) -> View {
    let piece = |cell, seat| Piece {
        cell,
        shape,
        seat: Some(seat),
        text: (shape == Shape::Text).then(|| "K".to_string()),
        count: 1,
    };
    View {
        grids: vec![Grid {
            title: None,
            cols: 3,
            rows: 1,
            checkered: false,
            pieces: vec![piece((0, 0), 1), piece((2, 0), 2)],
            highlights: vec![],
        }],
        panels: vec![],
    }
}

/// The colour most seen in the cell (file, 0) of a one-row view, background excluded.
fn cell_colours(view: &View, palette: Palette, file: u8) -> Vec<[u8; 3]> {
    let header = Header {
        labels: ["R", "B"],
        scores: None,
        to_move: None,
    };
    let img = render_view(view, &header, &info(palette)).unwrap();
    let layout = Layout::of(view).unwrap();
    let (x, y) = layout.cell_origin(0, (file, 0));
    let mut seen = Vec::new();
    for dy in 0..layout.cell {
        for dx in 0..layout.cell {
            seen.push(img.get_pixel((x + dx) as u32, (y + dy) as u32).0);
        }
    }
    seen
}

#[test]
fn the_colour_blind_palette_changes_the_seat_colours_of_every_shape() {
    for shape in [
        Shape::Disc,
        Shape::Ring,
        Shape::Square,
        Shape::Cross,
        Shape::Triangle,
        Shape::Star,
        Shape::Text,
    ] {
        let view = two_pieces(shape);
        for (file, seat) in [(0, 0), (2, 1)] {
            let classic = cell_colours(&view, Palette::Classic, file);
            let blind = cell_colours(&view, Palette::ColourBlind, file);
            assert!(
                classic.contains(&Palette::Classic.seat(seat).0),
                "{shape:?} seat {seat}: no classic colour"
            );
            assert!(
                blind.contains(&Palette::ColourBlind.seat(seat).0),
                "{shape:?} seat {seat}: no colour-blind colour"
            );
            assert!(!blind.contains(&Palette::Classic.seat(seat).0), "{shape:?}");
        }
    }
    // Two discs differ by more than colour: the second seat's has a light centre.
    let view = two_pieces(Shape::Disc);
    let light = Palette::ColourBlind.seat_light(1).0;
    assert!(cell_colours(&view, Palette::ColourBlind, 2).contains(&light));
    assert!(!cell_colours(&view, Palette::ColourBlind, 0).contains(&light));
}

#[test]
fn a_view_over_the_picture_budget_is_refused_with_a_clear_message() {
    let wide = Grid {
        title: Some("wide".into()),
        cols: 26,
        rows: 26,
        checkered: true,
        pieces: vec![],
        highlights: vec![],
    };
    let view = View {
        grids: vec![wide.clone(), wide.clone(), wide.clone(), wide],
        panels: vec![],
    };
    let header = Header {
        labels: ["A", "B"],
        scores: None,
        to_move: None,
    };
    let err = render_view(&view, &header, &info(Palette::Classic)).unwrap_err();
    assert_eq!(err.kind, ErrorKind::Shape);
    assert_eq!(err.function, "view");
    assert!(err.message.contains("at most 1600 × 1600"), "{err}");
    // One such grid fits.
    let one = View {
        grids: vec![view.grids[0].clone()],
        panels: vec![],
    };
    assert!(render_view(&one, &header, &info(Palette::Classic)).is_ok());
}

/// A game whose view has four grids of 26 × 26 cells: within the view's caps, too wide to draw.
const TOO_WIDE: &str = r#"
local grid = { cols = 26, rows = 26 }
return {
    id = "too-wide", name = "Too wide", version = "1", seats = { "A", "B" }, options = {},
    rules = "Whoever moves first wins.",
    start = function(_o, _r) return { done = false } end,
    to_move = function(s) return if s.done then nil else 1 end,
    moves = function(s) return if s.done then {} else { "win" } end,
    play = function(s, _m) s.done = true; return s end,
    result = function(s) return if s.done then { winner = 1 } else nil end,
    view = function(_s) return { grids = { grid, grid, grid, grid } } end,
    describe = function(_s) return "a wide board" end,
}
"#;

#[test]
fn design_check_reports_a_view_that_cannot_be_drawn() {
    let rules: Arc<DesignedRules> = DesignedRules::from_source("too-wide.luau", TOO_WIDE).unwrap();
    let game = DesignedGame::start(&rules, &[], "1").unwrap();
    assert!(
        game.try_view(None).is_ok(),
        "the view itself is within its caps"
    );
    assert!(designed_click_regions(&game).is_empty());
    let report = check_file(&rules, 2, |_, _| {});
    assert!(!report.is_sound());
    let message = &report.problems[0].message;
    assert!(message.contains("too-wide.luau"), "{message}");
    assert!(message.contains("pixels"), "{message}");
}

#[test]
fn referee_rules_png_writes_the_picture() {
    let out = std::env::temp_dir().join(format!("boardbot-designed-{}.png", std::process::id()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .args([
            "referee",
            "--rules",
            "designs/little-draughts.luau",
            "--png",
        ])
        .arg(&out)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdin.take());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    let png = std::fs::read(&out).unwrap();
    let picture = image::load_from_memory(&png).unwrap();
    let layout = Layout::of(
        &start("designs/little-draughts.luau")
            .try_view(None)
            .unwrap(),
    )
    .unwrap();
    assert_eq!(
        (picture.width(), picture.height()),
        (layout.width, layout.height)
    );
    let _ = std::fs::remove_file(&out);
}

/// Stacks, selected pieces and targets each change the picture.
#[test]
fn stacks_and_highlights_show() {
    use boardbot::games::designed::view::{Highlight, HighlightKind, Panel};
    let header = Header {
        labels: ["A", "B"],
        scores: Some([3, 2]),
        to_move: Some(0),
    };
    let mut view = two_pieces(Shape::Disc);
    view.panels.push(Panel {
        title: "Dice".into(),
        lines: vec!["4 and 2".into()],
    });
    let draw = |v: &View| {
        render_view(v, &header, &info(Palette::Classic))
            .unwrap()
            .into_raw()
    };
    let plain = draw(&view);
    let mut stacked = view.clone();
    stacked.grids[0].pieces[0].count = 5;
    assert!(draw(&stacked) != plain);
    for kind in [
        HighlightKind::Last,
        HighlightKind::Selected,
        HighlightKind::Target,
    ] {
        let mut lit = view.clone();
        lit.grids[0]
            .highlights
            .push(Highlight { cell: (1, 0), kind });
        assert!(draw(&lit) != plain, "{kind:?}");
    }
}

/// The drawing budget (2 ms a board), timed here because a release build of the criterion
/// bench (`cargo bench --bench render -- designed`) is slow to make. Run with
/// `cargo test --release --test design_render -- --ignored --nocapture`.
#[test]
#[ignore]
fn time_drawing_hex_and_little_draughts_mid_game() {
    for path in ["designs/hex.luau", "designs/little-draughts.luau"] {
        let game = mid_game(start(path), 14);
        let mut times: Vec<std::time::Duration> = (0..201)
            .map(|_| {
                let began = std::time::Instant::now();
                std::hint::black_box(render_designed(&game, &info(Palette::Classic)).unwrap());
                began.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "{path}: median {:?} to draw (view call included)",
            times[100]
        );
    }
}
