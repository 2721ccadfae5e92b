//! The picture and the text board of Super Seven positions.

use super::glyphs::number_glyphs;
use super::*;
use crate::games::Outcome;

#[test]
fn after_a_throw_every_placement_has_its_square_to_touch() {
    use crate::games::{AnyGame, GameKind};
    let mut game = AnyGame::new(GameKind::SuperSeven, &Default::default(), "0").unwrap();
    let throw = game.resolve_chance("roll", "0").expect("a throw");
    game.play(&throw).unwrap();
    let regions = crate::render::click_regions(&game);
    assert_eq!(regions.len(), 81);
    let legal = game.legal_moves();
    assert!(!legal.is_empty());
    for mv in legal {
        let r = regions
            .iter()
            .find(|r| r.token == mv)
            .expect("a square for each placement");
        assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= 1.0 && r.y + r.h <= 1.0);
    }
}
use crate::games::super_seven::{dice, parse_square, Move};
use crate::render::encode_png;

fn play(g: &mut SuperSeven, moves: &[&str]) {
    for m in moves {
        let mv = g.parse_move(m).unwrap();
        g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// Blue wins box 3 with a9 b9 c9; red has d6, e5, f5; blue has a6; red has thrown a 5.
fn mid_game() -> SuperSeven {
    let mut g = SuperSeven::new(&Default::default(), "0").unwrap();
    play(
        &mut g,
        &[
            "roll 3", "a9", "roll 3", "d6", "roll 4", "b9", "roll 7", "e5", "roll 5", "c9",
            "roll 8", "f5", "roll 6", "a6", "roll 5",
        ],
    );
    g
}

fn pixel(img: &Canvas, sq: &str, dx: i32, dy: i32) -> Colour {
    let (x, y) = square_origin(parse_square(sq).unwrap());
    *img.get_pixel((x + dx) as u32, (y + dy) as u32)
}

#[test]
fn mid_game_board_is_small_and_shows_the_position() {
    let g = mid_game();
    assert_eq!(g.box_owner(0), Some(Seat(0)));
    assert_eq!(g.current_roll(), Some(5));
    let info = BoardInfo {
        players: [
            "alice".into(),
            "a very long display name indeed, far too long".into(),
        ],
        status: "red threw 5: place a counter".into(),
        lang: Lang::EnUs,
        palette: Default::default(),
    };
    let img = render(&g, &info);
    assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
    // The won box is filled with blue.
    assert_eq!(
        pixel(&img, "a9", 3, 3),
        counter(Palette::Classic, Seat::FIRST)
    );
    // A legal target of the 5 (i9: square 5 of box 5) is shaded as open …
    assert!(g.targets() & parse_square("i9").unwrap().bit() != 0);
    assert_eq!(pixel(&img, "i9", 8, 8), OPEN);
    // … a square it does not allow (a1: square 9 of box 9) is plain.
    assert_eq!(pixel(&img, "a1", 8, 8), TILE);
    // The last counter (blue's a6) is framed, and so is a target.
    assert_eq!(g.last_placement().unwrap().square.name(), "a6");
    assert_eq!(pixel(&img, "a6", 1, 1), theme::HIGHLIGHT);
    assert_eq!(pixel(&img, "i9", 4, 4), OPEN_EDGE);
    // Red's counter on d6 is red (left of its number), blue's on a6 is blue.
    assert_eq!(
        pixel(&img, "d6", CELL / 2 - 15, CELL / 2),
        counter(Palette::Classic, Seat::SECOND)
    );
    assert_eq!(
        pixel(&img, "a6", CELL / 2 - 15, CELL / 2),
        counter(Palette::Classic, Seat::FIRST)
    );
    // Not by colour alone: red's counters are square (a corner is red), blue's round.
    let corner = CELL / 2 - CELL * 2 / 5 + 1;
    assert_eq!(
        pixel(&img, "d6", corner, corner),
        counter(Palette::Classic, Seat::SECOND)
    );
    assert_ne!(
        pixel(&img, "b4", corner, corner),
        counter(Palette::Classic, Seat::FIRST)
    );
    let png = encode_png(&img);
    assert!(png.len() < 60 * 1024, "PNG is {} bytes", png.len());
    let decoded = image::load_from_memory(&png).unwrap();
    assert_eq!(decoded.width(), WIDTH);
}

#[test]
fn squares_and_boxes_line_up() {
    for bx in 0..9u8 {
        assert_eq!(box_origin(bx), square_origin(Square(bx * 9)));
    }
    let (x, y) = square_origin(parse_square("i1").unwrap());
    assert_eq!((x + CELL, y + CELL), (BOARD_X + BOARD, BOARD_Y + BOARD));
    assert!(PANEL_X + PANEL_W <= WIDTH as i32);
    // Every number glyph fits inside its square.
    for g in number_glyphs() {
        assert!(g.w < CELL - 8 && g.h < CELL - 8);
    }
}

#[test]
fn passes_won_boxes_and_finished_games_render() {
    let mut g = SuperSeven::new(&Default::default(), "0").unwrap();
    play(&mut g, &["roll 12", "roll 12", "roll 12"]);
    assert_eq!(g.last_pass(), Some(Seat(0)));
    let img = render(&g, &BoardInfo::default());
    assert_eq!(img.width(), WIDTH);
    for (b, r) in [("a9", "d3"), ("b9", "e3"), ("c9", "f3")] {
        play(&mut g, &["roll 2", r, "roll 2", b]);
    }
    assert_eq!(g.box_owner(0), Some(Seat(0)));
    let board = text_board(&g, Lang::EnUs);
    assert!(board.starts_with("9  B B B |"), "{board}");

    // Play on to the end with the first target each time; the winning boxes are framed.
    let seed = "render";
    while g.to_move().is_some() {
        let mv = match g.legal_moves()[0] {
            Move::Roll(None) => Move::Roll(Some(dice::throw_total(seed, g.throws_so_far()))),
            m => m,
        };
        g.play(&mv).unwrap();
    }
    let Some(Outcome::Winner(_)) = g.outcome() else {
        panic!("expected a winner")
    };
    let img = render(&g, &BoardInfo::default());
    let first = (0..9u8)
        .find(|b| g.winning_boxes() & (1 << b) != 0)
        .unwrap();
    let (x, y) = box_origin(first);
    assert_eq!(
        *img.get_pixel((x + 3) as u32, (y + 3) as u32),
        theme::HIGHLIGHT
    );
    assert!(encode_png(&img).len() < 60 * 1024);
}

#[test]
fn text_board_marks_counters_and_the_throw() {
    let g = mid_game();
    let board = text_board(&g, Lang::EnUs);
    assert!(board.contains("9  B B B | . . . | . . .\n"), "{board}");
    assert!(board.contains("6  b . . | r . . | . . .\n"), "{board}");
    assert!(board.contains("red threw 5: place on one of"), "{board}");
}
