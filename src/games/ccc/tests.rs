//! One scenario per rule of the rule book (and per decision), plus property tests.

use super::board::{parse_square, Kind, LayStick, Piece, Side, Sq, BLACK, WHITE};
use super::notation::Move;
use super::*;
use crate::games::{AnyGame, GameKind, Options};
use crate::i18n::Lang;

fn sq(n: &str) -> Sq {
    parse_square(n).unwrap_or_else(|| panic!("bad square {n}"))
}

/// A piece token: side `w`/`b`, kind letter, optional shields (Ring: Power).
/// F Flat, C Cube, S/M/L Pyramids, R Ring, T Tall Stick, H Short Stick, X Rectangle, G Flag.
fn piece(tok: &str) -> Piece {
    let side = match &tok[..1] {
        "w" => WHITE,
        "b" => BLACK,
        _ => panic!("bad side in {tok}"),
    };
    let kind = match &tok[1..2] {
        "F" => Kind::Flat,
        "C" => Kind::Cube,
        "S" => Kind::Small,
        "M" => Kind::Medium,
        "L" => Kind::Large,
        "R" => Kind::Ring,
        "T" => Kind::TallStick,
        "H" => Kind::ShortStick,
        "X" => Kind::Rectangle,
        "G" => Kind::Flag,
        _ => panic!("bad kind in {tok}"),
    };
    Piece {
        kind,
        side,
        shields: tok[2..].parse().unwrap_or(0),
    }
}

fn token(p: &Piece) -> String {
    let side = if p.side == WHITE { "w" } else { "b" };
    let kind = match p.kind {
        Kind::Flat => "F",
        Kind::Cube => "C",
        Kind::Small => "S",
        Kind::Medium => "M",
        Kind::Large => "L",
        Kind::Ring => "R",
        Kind::TallStick => "T",
        Kind::ShortStick => "H",
        Kind::Rectangle => "X",
        Kind::Flag => "G",
        Kind::Laying => "Z",
    };
    if p.shields > 0 {
        format!("{side}{kind}{}", p.shields)
    } else {
        format!("{side}{kind}")
    }
}

/// A position from `(square, "pieces bottom to top")`, `turn` to act, past the first turn.
fn pos(turn: Side, spec: &[(&str, &str)]) -> Ccc {
    let mut g = Ccc::empty_board(turn);
    for (s, toks) in spec {
        let pieces: Vec<Piece> = toks.split(' ').map(piece).collect();
        g.put(sq(s), &pieces);
    }
    g
}

fn lay(g: &mut Ccc, side: Side, tall: bool, ns: bool, at: &str, shields: u8) {
    g.lay(
        side,
        LayStick {
            tall,
            ns,
            at: sq(at),
            shields,
        },
    );
}

/// The pieces on a square as tokens, bottom to top ("" when empty; `Z` = laying section).
fn show(g: &Ccc, s: &str) -> String {
    g.cell(sq(s))
        .pieces()
        .iter()
        .map(token)
        .collect::<Vec<_>>()
        .join(" ")
}

fn new_game(options: &[(&str, &str)]) -> Ccc {
    let opts: Options = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Ccc::new(&opts, "0").unwrap()
}

fn legal(g: &Ccc) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
    v.sort();
    v
}

/// Legal moves of the piece on `from` (spelled), sorted.
fn legal_from(g: &Ccc, from: &str) -> Vec<String> {
    let f = sq(from);
    let mut v: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.origin() == Some(f))
        .map(|m| g.format_move(m))
        .collect();
    v.sort();
    v
}

fn is_legal(g: &Ccc, mv: &str) -> bool {
    legal(g).iter().any(|m| m == mv)
}

fn play(g: &mut Ccc, mv: &str) {
    let m = g.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    assert!(is_legal(g, mv), "{mv} is not listed: {:?}", legal(g));
    g.play(&m).unwrap_or_else(|e| panic!("{mv}: {e}"));
}

fn refused(g: &mut Ccc, mv: &str) -> String {
    let m = g.parse_move(mv).unwrap();
    let before = g.clone();
    let err = g.play(&m).expect_err(mv);
    assert_eq!(*g, before);
    assert!(!is_legal(g, mv));
    match err {
        MoveError::Illegal(msg) => msg.to_string(),
        e => panic!("{mv}: {e:?}"),
    }
}

// ---------------------------------------------------------------- board and setup

#[test]
fn setup_matches_the_rule_book() {
    let g = new_game(&[]);
    let back = ["C", "R", "T", "S", "L", "M", "", "G"];
    for (i, k) in back.iter().enumerate() {
        let file = (b'a' + i as u8) as char;
        let w = if k.is_empty() {
            String::new()
        } else {
            format!("w{k}")
        };
        let b = if k.is_empty() {
            String::new()
        } else {
            format!("b{k}")
        };
        assert_eq!(show(&g, &format!("{file}1")), w);
        assert_eq!(show(&g, &format!("{file}10")), b);
        for r in [2, 3] {
            assert_eq!(show(&g, &format!("{file}{r}")), "wF");
        }
        for r in [8, 9] {
            assert_eq!(show(&g, &format!("{file}{r}")), "bF");
        }
        for r in 4..=7 {
            assert_eq!(show(&g, &format!("{file}{r}")), "");
        }
    }
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert_eq!(g.pyramids(WHITE), 3);
    assert_eq!(g.pyramids(BLACK), 3);
    assert_eq!(Ccc::ID, "ccc");
    assert_eq!(Ccc::SEATS, ["white", "black"]);
}

#[test]
fn options_first_and_flag() {
    assert_eq!(new_game(&[("first", "black")]).to_move(), Some(Seat(1)));
    assert_eq!(new_game(&[("first", "white")]).to_move(), Some(Seat(0)));
    assert!(new_game(&[("flag", "v2")]).flag_v2());
    assert!(!new_game(&[("flag", "v1")]).flag_v2());
    let bad = |k: &str, v: &str| {
        let o: Options = [(k.to_string(), v.to_string())].into();
        Ccc::new(&o, "0").is_err()
    };
    assert!(bad("first", "red"));
    assert!(bad("flag", "v3"));
    assert!(bad("size", "8"));
}

#[test]
fn forward_is_north_for_white_and_south_for_black() {
    let mut g = new_game(&[]);
    assert_eq!(
        legal_from(&g, "e3"),
        ["e3-d3", "e3-d4", "e3-e4", "e3-f3", "e3-f4"]
    );
    play(&mut g, "a3-a4");
    assert_eq!(
        legal_from(&g, "e8"),
        ["e8-d7", "e8-d8", "e8-e7", "e8-f7", "e8-f8"]
    );
}

// ---------------------------------------------------------------- heights and unstacking

#[test]
fn unstack_blocked_by_a_tall_piece() {
    // Three Flats hold two: a standing Tall Stick (height 3) blocks, a Short Stick (2) not.
    let g = pos(
        WHITE,
        &[
            ("c3", "wF wF wF"),
            ("c4", "bT"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    assert!(!is_legal(&g, "unstack c3 n"));
    assert!(is_legal(&g, "unstack c3 e"));
    let mut g = pos(
        WHITE,
        &[
            ("c3", "wF wF wF"),
            ("c4", "bH"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "unstack c3 n");
    // First Flat attacks the Short Stick (0 vs 0): Flat destroyed, stick reduced.
    assert_eq!(show(&g, "c4"), "bX");
    assert_eq!(show(&g, "c5"), "wF");
    assert_eq!(show(&g, "c3"), "wF");
}

#[test]
fn unstack_line_may_not_continue_past_a_taller_square() {
    // Held 2: c4 empty is fine, but at c5 only 1 Flat is still held and c5 has height 2.
    let mut g = pos(WHITE, &[("c3", "wF wF wF"), ("c5", "bF bF"), ("h10", "bL")]);
    let msg = refused(&mut g, "unstack c3 n");
    assert!(msg.contains("blocked"), "{msg}");
    // Held Flats equal to the height are enough; a Cube has height 1.
    let g = pos(WHITE, &[("c3", "wF wF wF"), ("c4", "bF bF"), ("h10", "bL")]);
    assert!(is_legal(&g, "unstack c3 n"));
    let g = pos(WHITE, &[("c3", "wF wF"), ("c4", "bF bF"), ("h10", "bL")]);
    assert!(!is_legal(&g, "unstack c3 n"));
    let g = pos(WHITE, &[("c3", "wF wF"), ("c4", "bC"), ("h10", "bL")]);
    assert!(is_legal(&g, "unstack c3 n"));
}

#[test]
fn a_nice_flag_has_height_two() {
    // c5 holds a Flag: with 3 lifted Flats, 2 are still held there; with 2 lifted, only 1.
    let g = pos(WHITE, &[("c3", "wF wF wF wF"), ("c5", "bG"), ("h10", "bL")]);
    assert!(is_legal(&g, "unstack c3 n"));
    let g = pos(WHITE, &[("c3", "wF wF wF"), ("c5", "bG"), ("h10", "bL")]);
    assert!(!is_legal(&g, "unstack c3 n"));
}

#[test]
fn flat_stack_unstack_drops_lowest_first_with_every_outcome() {
    let mut g = pos(
        WHITE,
        &[
            ("c3", "wF wF wF1 wF wF"),
            ("c5", "wF"),
            ("c6", "bF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "unstack c3 n");
    assert_eq!(show(&g, "c3"), "wF");
    assert_eq!(show(&g, "c4"), "wF");
    assert_eq!(show(&g, "c5"), "wF wF1");
    assert_eq!(show(&g, "c6"), "");
    assert_eq!(show(&g, "c7"), "wF");
    assert_eq!(g.quiet_plies(), 0);
    let touched: Vec<Sq> = g.last_action().unwrap().touched.iter().collect();
    assert_eq!(touched, [sq("c3"), sq("c4"), sq("c5"), sq("c6"), sq("c7")]);
}

#[test]
fn dropped_flat_on_an_own_other_piece_or_past_the_edge_is_destroyed() {
    let mut g = pos(
        WHITE,
        &[
            ("c8", "wF wF wF wF"),
            ("c9", "wR"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "unstack c8 n");
    assert_eq!(show(&g, "c8"), "wF");
    assert_eq!(show(&g, "c9"), "wR");
    assert_eq!(show(&g, "c10"), "wF");
    assert_eq!(g.quiet_plies(), 0);
    // Nor on an own Pyramid Stack.
    let mut g = pos(WHITE, &[("c3", "wF wF wF"), ("d3", "wF wS"), ("h10", "bL")]);
    play(&mut g, "unstack c3 e");
    assert_eq!(show(&g, "d3"), "wF wS");
    assert_eq!(show(&g, "e3"), "wF");
    assert_eq!(show(&g, "c3"), "wF");
}

#[test]
fn unstack_directions_of_each_stack() {
    let g = pos(WHITE, &[("d4", "wF wF"), ("h10", "bL")]);
    assert_eq!(
        legal_from(&g, "d4")
            .into_iter()
            .filter(|m| m.starts_with("unstack"))
            .collect::<Vec<_>>(),
        [
            "unstack d4 e",
            "unstack d4 n",
            "unstack d4 ne",
            "unstack d4 nw",
            "unstack d4 w"
        ]
    );
    let g = pos(BLACK, &[("d4", "bF bF"), ("h10", "wL")]);
    let v: Vec<String> = legal_from(&g, "d4")
        .into_iter()
        .filter(|m| m.starts_with("unstack"))
        .collect();
    assert_eq!(
        v,
        [
            "unstack d4 e",
            "unstack d4 s",
            "unstack d4 se",
            "unstack d4 sw",
            "unstack d4 w"
        ]
    );
    let g = pos(WHITE, &[("d4", "wM wS"), ("h10", "bL")]);
    let v: Vec<String> = legal_from(&g, "d4")
        .into_iter()
        .filter(|m| m.starts_with("unstack"))
        .collect();
    assert_eq!(
        v,
        [
            "unstack d4 ne",
            "unstack d4 nw",
            "unstack d4 se",
            "unstack d4 sw"
        ]
    );
    let g = pos(WHITE, &[("d4", "wF wS"), ("h10", "bL")]);
    let v = legal_from(&g, "d4")
        .into_iter()
        .filter(|m| m.starts_with("unstack"))
        .count();
    assert_eq!(v, 8);
    // A single Pyramid cannot unstack.
    let mut g = pos(WHITE, &[("d4", "wS"), ("h10", "bL")]);
    assert!(refused(&mut g, "unstack d4 ne").contains("only a Flat Stack"));
}

// ---------------------------------------------------------------- shields

#[test]
fn ring_shields_within_caps_only_top_pieces() {
    let mut g = pos(
        WHITE,
        &[
            ("b1", "wR5"),
            ("a2", "wF"),
            ("a10", "wF"),
            ("c3", "wF wF"),
            ("d4", "wM1"),
            ("e4", "wF wS"),
            ("f4", "wC"),
            ("g4", "wG"),
            ("h4", "wR"),
            ("h10", "bL"),
        ],
    );
    // Sorted in plain string order: a10 before a2.
    play(&mut g, "shield b1 a10 a2 c3 d4 e4");
    assert_eq!(show(&g, "a2"), "wF1");
    assert_eq!(show(&g, "a10"), "wF1");
    assert_eq!(show(&g, "c3"), "wF wF1");
    assert_eq!(show(&g, "d4"), "wM2");
    assert_eq!(show(&g, "e4"), "wF wS1");
    assert_eq!(g.board_json()["power"]["b1"], 0);
    let mut g = pos(
        WHITE,
        &[
            ("b1", "wR5"),
            ("d4", "wM1"),
            ("f4", "wC"),
            ("g6", "wG"),
            ("h4", "wR"),
            ("h10", "bL"),
        ],
    );
    assert!(refused(&mut g, "shield b1 d4 d4").contains("only 1 more"));
    assert!(refused(&mut g, "shield b1 f4").contains("never takes shields"));
    assert!(refused(&mut g, "shield b1 g6").contains("never takes shields"));
    assert!(refused(&mut g, "shield b1 h4").contains("never takes shields"));
    assert!(refused(&mut g, "shield b1 b1").contains("never takes shields"));
    assert!(refused(&mut g, "shield b1 h10").contains("not yours"));
    assert!(refused(&mut g, "shield b1 e5").contains("empty"));
    // Every listed shield move: one Medium with room 1.
    assert_eq!(
        legal_from(&g, "b1")
            .iter()
            .filter(|m| m.starts_with("shield"))
            .count(),
        1
    );
}

#[test]
fn shield_targets_are_sorted_and_power_limits_them() {
    let mut g = pos(
        WHITE,
        &[("b1", "wR2"), ("a2", "wF"), ("a10", "wL"), ("h10", "bL")],
    );
    let m = g.parse_move("shield b1 a2 a10").unwrap();
    assert_eq!(g.format_move(&m), "shield b1 a10 a2");
    assert!(refused(&mut g, "shield b1 a10 a10 a10").contains("only 2 Power"));
    let shields: Vec<String> = legal_from(&g, "b1")
        .into_iter()
        .filter(|m| m.starts_with("shield"))
        .collect();
    assert_eq!(
        shields,
        [
            "shield b1 a10",
            "shield b1 a10 a10",
            "shield b1 a10 a2",
            "shield b1 a2"
        ]
    );
}

#[test]
fn laying_stick_is_shielded_by_its_named_square() {
    let mut g = pos(WHITE, &[("b1", "wR3"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, WHITE, true, true, "c2", 1);
    assert!(refused(&mut g, "shield b1 c3").contains("named square c2"));
    play(&mut g, "shield b1 c2 c2");
    assert_eq!(g.laying_stick(WHITE).unwrap().shields, 3);
    let j = g.board_json();
    assert_eq!(j["squares"]["c3"][0]["shields"], 3);
    assert_eq!(j["squares"]["c4"][0]["at"], "c2");
    assert_eq!(j["squares"]["c4"][0]["laying"], "ns");
    assert_eq!(j["squares"]["c4"][0]["piece"], "tall-stick");
}

#[test]
fn frozen_ring_cannot_shield_or_build() {
    let mut g = pos(
        WHITE,
        &[
            ("b1", "wR3"),
            ("c2", "bG"),
            ("a4", "wF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    assert!(legal_from(&g, "b1").is_empty());
    assert!(refused(&mut g, "shield b1 a4").contains("frozen"));
    assert!(refused(&mut g, "build b1").contains("frozen"));
    // A frozen piece can still take shields from a free Ring.
    let mut g = pos(
        WHITE,
        &[
            ("b1", "wR3"),
            ("d4", "bG"),
            ("c5", "wF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "shield b1 c5");
    assert_eq!(show(&g, "c5"), "wF1");
}

// ---------------------------------------------------------------- placing pieces

#[test]
fn arriving_pieces_go_on_top_in_order() {
    let mut g = pos(
        WHITE,
        &[("d3", "wF1 wF"), ("d4", "wF"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "d3-d4");
    assert_eq!(show(&g, "d4"), "wF wF1 wF");
    // Stacks never merge with stacks.
    let g = pos(WHITE, &[("d3", "wF wF"), ("d4", "wF wF"), ("h10", "bL")]);
    assert!(!is_legal(&g, "d3-d4"));
}

#[test]
fn nothing_enters_its_own_cube() {
    let g = pos(
        WHITE,
        &[
            ("d3", "wF"),
            ("d4", "wC"),
            ("f2", "wS"),
            ("e3", "wX"),
            ("c2", "wF wF"),
            ("c4", "wT"),
            ("h10", "bL"),
        ],
    );
    assert!(!is_legal(&g, "d3-d4"));
    assert!(!is_legal(&g, "f2-d4"));
    assert!(!is_legal(&g, "e3-d4"));
    assert!(!is_legal(&g, "unstack c2 ne") || show(&g, "d3") != "wC");
    assert!(!is_legal(&g, "fall c4 e"));
    let mut g2 = g.clone();
    assert!(refused(&mut g2, "e3-d4").contains("own Cube"));
    // The opponent's Cube can be attacked (and the attacker is destroyed).
    let mut g = pos(
        WHITE,
        &[("d3", "wF1 wF1"), ("d4", "bC"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "d3-d4");
    assert_eq!(show(&g, "d3"), "");
    assert_eq!(show(&g, "d4"), "bC");
}

#[test]
fn unstack_onto_own_cube_is_not_legal() {
    let g = pos(WHITE, &[("c3", "wF wF wF"), ("c5", "wC"), ("h10", "bL")]);
    assert!(!is_legal(&g, "unstack c3 n"));
    let g = pos(WHITE, &[("c3", "wL wS"), ("d4", "wC"), ("h10", "bL")]);
    assert!(!is_legal(&g, "unstack c3 ne"));
}

#[test]
fn sticks_must_stay_on_the_board() {
    let g = pos(WHITE, &[("b1", "wT"), ("h10", "bL")]);
    assert_eq!(legal_from(&g, "b1"), ["fall b1 e", "fall b1 n"]);
    let g = pos(WHITE, &[("b2", "wH"), ("h10", "bL")]);
    assert_eq!(legal_from(&g, "b2"), ["fall b2 e", "fall b2 n"]);
    let mut g = pos(WHITE, &[("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, WHITE, true, true, "a2", 0);
    assert_eq!(legal_from(&g, "a2"), ["roll a2 e", "stand a2 a5"]);
}

// ---------------------------------------------------------------- a turn

#[test]
fn pass_only_when_nothing_is_legal_and_two_passes_draw() {
    let mut g = pos(
        WHITE,
        &[("a1", "wL"), ("b2", "wG"), ("c3", "bG"), ("d4", "bL")],
    );
    assert_eq!(legal(&g), ["pass"]);
    play(&mut g, "pass");
    assert_eq!(g.outcome(), None);
    assert_eq!(legal(&g), ["pass"]);
    play(&mut g, "pass");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert!(g.legal_moves().is_empty());
    let mut g = new_game(&[]);
    assert!(refused(&mut g, "pass").contains("only when no action"));
}

#[test]
fn a_pass_between_actions_does_not_draw() {
    let mut g = pos(
        WHITE,
        &[("a1", "wL"), ("b2", "wG"), ("c3", "bG"), ("h10", "bL")],
    );
    play(&mut g, "pass");
    play(&mut g, "h10-g9");
    play(&mut g, "pass");
    assert_eq!(g.outcome(), None);
}

#[test]
fn build_is_not_legal_at_five_power() {
    let mut g = pos(WHITE, &[("b1", "wR4"), ("a1", "wL"), ("h10", "bL")]);
    play(&mut g, "build b1");
    assert_eq!(g.board_json()["power"]["b1"], 5);
    play(&mut g, "h10-g9");
    assert!(refused(&mut g, "build b1").contains("already stores 5"));
}

// ---------------------------------------------------------------- the fight

#[test]
fn exchange_equal_shields_destroy_both() {
    let mut g = pos(
        WHITE,
        &[("e4", "wF1"), ("e5", "bF1"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "e4-e5");
    assert_eq!(show(&g, "e4"), "");
    assert_eq!(show(&g, "e5"), "");
}

#[test]
fn exchange_more_shields_wins_and_keeps_the_difference_minus_one() {
    let mut g = pos(
        WHITE,
        &[("b1", "wX"), ("b2", "bL3"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "b1-b2");
    assert_eq!(show(&g, "b2"), "bL2");
    let mut g = pos(
        WHITE,
        &[("c3", "wL3"), ("e5", "bF"), ("a1", "wS"), ("h10", "bL")],
    );
    play(&mut g, "c3-e5");
    assert_eq!(show(&g, "e5"), "wL2");
}

#[test]
fn fight_goes_top_to_bottom_on_both_sides() {
    let mut g = pos(
        WHITE,
        &[
            ("e4", "wF1 wF1"),
            ("e5", "bF bF bF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "e4-e5");
    // wF1 beats bF (keeps 0); wF0 and bF trade; the bottom wF1 beats the last bF.
    assert_eq!(show(&g, "e5"), "wF");
    assert_eq!(show(&g, "e4"), "");
}

#[test]
fn shielded_flat_stack_attacks_a_pyramid_stack() {
    let mut g = pos(
        WHITE,
        &[
            ("e4", "wF1 wF1 wF1"),
            ("e5", "bF bM1"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "e4-e5");
    // Top wF1 and bM1 trade; the next wF1 beats bF and keeps 0; the bottom wF1 is untouched.
    assert_eq!(show(&g, "e5"), "wF1 wF");
    assert_eq!(g.pyramids(BLACK), 1);
    assert_eq!(g.outcome(), None);
    // A Pyramid Stack defends better with shields on its Flat.
    let mut g = pos(
        WHITE,
        &[
            ("e4", "wF1 wF1"),
            ("e5", "bF1 bM2"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "e4-e5");
    // wF1 vs bM2: attacker destroyed, M keeps 0; wF1 vs bM0: M destroyed, F keeps 0... then
    // that Flat (now 0) meets bF1: it is destroyed and bF1 keeps 0.
    assert_eq!(show(&g, "e5"), "bF");
    assert_eq!(show(&g, "e4"), "");
}

#[test]
fn pyramid_stack_attacks_pyramid_first() {
    let mut g = pos(
        WHITE,
        &[("d4", "wF1 wS"), ("e5", "bF"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "d4-e5");
    // The Small (top) meets bF first: both destroyed; then the Flat is left alone on e5.
    assert_eq!(show(&g, "e5"), "wF1");
    assert_eq!(show(&g, "d4"), "");
}

#[test]
fn cube_destroys_every_attacker_and_is_untouched() {
    let mut g = pos(
        WHITE,
        &[("c3", "wL3"), ("e5", "bC"), ("a1", "wS"), ("h10", "bL")],
    );
    play(&mut g, "c3-e5");
    assert_eq!(show(&g, "e5"), "bC");
    assert_eq!(show(&g, "c3"), "");
    assert_eq!(g.pyramids(WHITE), 1);
}

#[test]
fn standing_stick_is_reduced_not_destroyed() {
    let mut g = pos(
        WHITE,
        &[
            ("e4", "wF"),
            ("e5", "bT"),
            ("d4", "wF wF wF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "e4-e5");
    assert_eq!(show(&g, "e5"), "bH");
    assert_eq!(g.quiet_plies(), 0);
    play(&mut g, "h10-g9");
    play(&mut g, "d4-e5");
    // Flat vs Short: Short → Rectangle; next Flat vs Rectangle: both destroyed; the bottom
    // Flat takes the square.
    assert_eq!(show(&g, "e5"), "wF");
    // Shields protect it first.
    let mut g = pos(
        WHITE,
        &[("e4", "wF1"), ("e5", "bT2"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "e4-e5");
    assert_eq!(show(&g, "e5"), "bT");
    assert_eq!(show(&g, "e4"), "");
}

#[test]
fn laying_stick_defends_with_its_pool_and_breaks() {
    // End section destroyed: the rest is a laying Short Stick.
    let mut g = pos(WHITE, &[("e4", "wF1"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, BLACK, true, true, "e5", 0);
    play(&mut g, "e4-e5");
    assert_eq!(show(&g, "e5"), "wF");
    let st = g.laying_stick(BLACK).unwrap();
    assert_eq!(
        (st.tall, st.ns, st.at, st.shields),
        (false, true, sq("e6"), 0)
    );
    // Middle destroyed: two Rectangles.
    let mut g = pos(WHITE, &[("d6", "wF1"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, BLACK, true, true, "e5", 0);
    play(&mut g, "d6-e6");
    assert_eq!(show(&g, "e5"), "bX");
    assert_eq!(show(&g, "e6"), "wF");
    assert_eq!(show(&g, "e7"), "bX");
    assert_eq!(g.laying_stick(BLACK), None);
    // The pool fights first.
    let mut g = pos(WHITE, &[("e4", "wF"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, BLACK, false, true, "e5", 2);
    play(&mut g, "e4-e5");
    assert_eq!(g.laying_stick(BLACK).unwrap().shields, 1);
    assert_eq!(show(&g, "e4"), "");
    // A Short Stick losing a section leaves a Rectangle.
    let mut g = pos(WHITE, &[("e4", "wF1"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, BLACK, false, true, "e5", 0);
    play(&mut g, "e4-e5");
    assert_eq!(show(&g, "e6"), "bX");
    assert_eq!(g.laying_stick(BLACK), None);
}

#[test]
fn ring_power_counts_as_shields() {
    let mut g = pos(
        WHITE,
        &[("e4", "wF1"), ("e5", "bR3"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "e4-e5");
    assert_eq!(show(&g, "e4"), "");
    assert_eq!(g.board_json()["power"]["e5"], 1);
    assert_eq!(g.board_json()["squares"]["e5"][0]["shields"], 0);
}

#[test]
fn flats_attack_only_opponents() {
    let g = pos(
        WHITE,
        &[
            ("e4", "wF"),
            ("e5", "wR"),
            ("d5", "wX"),
            ("f5", "bR"),
            ("h10", "bL"),
        ],
    );
    assert_eq!(legal_from(&g, "e4"), ["e4-d4", "e4-f4", "e4-f5"]);
}

#[test]
fn sticks_and_rectangles_attack_their_own_colour() {
    let mut g = pos(
        WHITE,
        &[("e4", "wX"), ("e5", "wF"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "e4-e5");
    assert_eq!(show(&g, "e5"), "");
    let mut g = pos(
        WHITE,
        &[("e4", "wX1"), ("e5", "wF wF1"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "e4-e5");
    // X1 and the top F1 trade; the bottom Flat stays.
    assert_eq!(show(&g, "e5"), "wF");
}

#[test]
fn pyramid_crushes_other_own_pieces() {
    for victim in ["wR5", "wT3", "wG", "wX1", "wH2"] {
        let mut g = pos(
            WHITE,
            &[("c3", "wS"), ("e5", victim), ("a1", "wL"), ("h10", "bL")],
        );
        play(&mut g, "c3-e5");
        assert_eq!(show(&g, "e5"), "wS", "{victim}");
        assert_eq!(g.quiet_plies(), 0);
    }
    // On a laying stick only that section goes; the pool stays with what is left.
    let mut g = pos(BLACK, &[("d7", "bS"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, BLACK, true, true, "e4", 3);
    play(&mut g, "d7-e6");
    assert_eq!(show(&g, "e6"), "bS");
    let st = g.laying_stick(BLACK).unwrap();
    assert_eq!((st.tall, st.at, st.shields), (false, sq("e4"), 2));
    let mut g = pos(BLACK, &[("d6", "bS"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, BLACK, true, true, "e4", 3);
    play(&mut g, "d6-e5");
    assert_eq!(show(&g, "e4"), "bX1");
    assert_eq!(show(&g, "e6"), "bX");
}

#[test]
fn cubes_rings_and_flags_never_land_on_pieces() {
    let g = pos(
        WHITE,
        &[
            ("a4", "wR"),
            ("a6", "bF"),
            ("d4", "wC"),
            ("d5", "bF"),
            ("d6", "bF"),
            ("h10", "bL"),
            ("a1", "wL"),
        ],
    );
    assert_eq!(
        legal_from(&g, "a4")
            .iter()
            .filter(|m| m.starts_with("a4-a"))
            .count(),
        3
    );
    assert!(is_legal(&g, "a4-a5"));
    assert!(!is_legal(&g, "a4-a6"));
    assert!(!is_legal(&g, "d4-d5"));
    assert!(is_legal(&g, "d4-d7"));
}

// ---------------------------------------------------------------- pieces

#[test]
fn flat_joins_up_to_five() {
    let mut g = pos(
        WHITE,
        &[
            ("e4", "wF"),
            ("e5", "wF wF wF wF"),
            ("d5", "wF wF wF wF wF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    assert!(!is_legal(&g, "e4-d5"));
    play(&mut g, "e4-e5");
    assert_eq!(g.cell(sq("e5")).len(), 5);
}

#[test]
fn flat_hops_and_the_jumped_flat_loses_a_shield_or_dies() {
    let mut g = pos(
        WHITE,
        &[("c3", "wF"), ("d4", "bF"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "c3-e5");
    assert_eq!(show(&g, "d4"), "");
    assert_eq!(show(&g, "e5"), "wF");
    assert_eq!(g.quiet_plies(), 0);
    let mut g = pos(
        WHITE,
        &[("c3", "wF"), ("d4", "bF1"), ("a1", "wL"), ("h10", "bL")],
    );
    play(&mut g, "c3-e5");
    assert_eq!(show(&g, "d4"), "bF");
    assert_eq!(g.quiet_plies(), 1);
    // Only over single opponent Flats onto empty squares.
    let g = pos(WHITE, &[("c3", "wF"), ("d4", "bF bF"), ("h10", "bL")]);
    assert!(!is_legal(&g, "c3-e5"));
    let g = pos(
        WHITE,
        &[("c3", "wF"), ("d4", "bF"), ("e5", "bF"), ("h10", "bL")],
    );
    assert!(!is_legal(&g, "c3-e5"));
    let g = pos(WHITE, &[("c3", "wF"), ("d4", "bS"), ("h10", "bL")]);
    assert!(!is_legal(&g, "c3-e5"));
    // The first hop goes only where a Flat may step: not backward.
    let g = pos(WHITE, &[("e5", "wF"), ("e4", "bF"), ("h10", "bL")]);
    assert!(!is_legal(&g, "e5-e3"));
    // A Flat Stack cannot hop.
    let mut g = pos(WHITE, &[("c3", "wF wF"), ("d4", "bF"), ("h10", "bL")]);
    assert!(refused(&mut g, "c3-e5-c7").contains("only a single Flat"));
}

#[test]
fn hop_chain_that_turns() {
    let mut g = pos(
        WHITE,
        &[
            ("c3", "wF"),
            ("d4", "bF"),
            ("d6", "bF"),
            ("e4", "bF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    let hops: Vec<String> = legal_from(&g, "c3")
        .into_iter()
        .filter(|m| m.len() > 5 || m == "c3-e5")
        .collect();
    // From e5: north-west over d6 to c7, or back south over e4 to e3.
    assert!(hops.contains(&"c3-e5".to_string()));
    assert!(hops.contains(&"c3-e5-c7".to_string()));
    assert!(hops.contains(&"c3-e5-e3".to_string()));
    play(&mut g, "c3-e5-c7");
    assert_eq!(show(&g, "c7"), "wF");
    assert_eq!(show(&g, "d4"), "");
    assert_eq!(show(&g, "d6"), "");
    assert_eq!(show(&g, "e4"), "bF");
    let touched: Vec<Sq> = g.last_action().unwrap().touched.iter().collect();
    assert_eq!(touched, [sq("c3"), sq("d4"), sq("e5"), sq("d6"), sq("c7")]);
}

#[test]
fn hop_chain_never_jumps_the_same_square_twice() {
    // d4 keeps its Flat (it had a shield) but cannot be jumped back over.
    let g = pos(WHITE, &[("c3", "wF"), ("d4", "bF1"), ("h10", "bL")]);
    assert!(is_legal(&g, "c3-e5"));
    assert!(!is_legal(&g, "c3-e5-c3"));
    // A chain may land back on its own starting square over other Flats.
    let mut g = pos(
        WHITE,
        &[
            ("c3", "wF"),
            ("d4", "bF"),
            ("e6", "bF"),
            ("d6", "bF"),
            ("c4", "bF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    // c3 → e5 (over d4) → e7 (over e6) → c5? (over d6: e7→c5 is sw: d6, c5) → c3 (over c4).
    play(&mut g, "c3-e5-e7-c5-c3");
    assert_eq!(show(&g, "c3"), "wF");
    for s in ["d4", "e6", "d6", "c4"] {
        assert_eq!(show(&g, s), "", "{s}");
    }
}

#[test]
fn flat_stack_steps_forward_only() {
    let g = pos(
        WHITE,
        &[("d4", "wF wF"), ("c5", "wF"), ("e5", "bS"), ("h10", "bL")],
    );
    let steps: Vec<String> = legal_from(&g, "d4")
        .into_iter()
        .filter(|m| !m.starts_with("unstack"))
        .collect();
    assert_eq!(steps, ["d4-c5", "d4-d5", "d4-e5"]);
    let g = pos(
        WHITE,
        &[("d4", "wF wF wF wF wF"), ("c5", "wF"), ("h10", "bL")],
    );
    assert!(!is_legal(&g, "d4-c5"));
}

#[test]
fn cube_moves_one_to_five_jumping_all_but_standing_sticks_and_flags() {
    let g = pos(
        WHITE,
        &[
            ("a1", "wC"),
            ("a2", "bF"),
            ("a3", "wF wF"),
            ("b1", "bL"),
            ("c1", "wH"),
            ("h10", "bL"),
            ("h1", "wL"),
        ],
    );
    assert_eq!(legal_from(&g, "a1"), ["a1-a4", "a1-a5", "a1-a6"]);
    let g = pos(
        WHITE,
        &[("a1", "wC"), ("a3", "bG"), ("h10", "bL"), ("h1", "wL")],
    );
    assert!(is_legal(&g, "a1-a2"));
    assert!(!is_legal(&g, "a1-a4"));
    let mut g = pos(WHITE, &[("a1", "wC"), ("h10", "bL"), ("h1", "wL")]);
    lay(&mut g, BLACK, true, true, "a2", 0);
    assert!(is_legal(&g, "a1-a5"));
}

#[test]
fn pyramid_slides_and_landing_rules() {
    let g = pos(
        WHITE,
        &[
            ("d4", "wM"),
            ("f6", "wL"),
            ("b6", "wS"),
            ("b2", "wF wF"),
            ("f2", "wC"),
            ("h10", "bL"),
        ],
    );
    let v = legal_from(&g, "d4");
    // Onto the larger own Pyramid and own Flats: yes; onto the smaller one or the Cube: no.
    assert!(v.contains(&"d4-f6".to_string()));
    assert!(v.contains(&"d4-b2".to_string()));
    assert!(!v.contains(&"d4-b6".to_string()));
    assert!(!v.contains(&"d4-f2".to_string()));
    assert!(v.contains(&"d4-e5".to_string()));
    assert!(v.contains(&"d4-c5".to_string()));
    // Never past the first occupied square.
    assert!(!v.contains(&"d4-g7".to_string()));
    let mut g2 = g.clone();
    play(&mut g2, "d4-f6");
    assert_eq!(show(&g2, "f6"), "wL wM");
    let mut g3 = g.clone();
    play(&mut g3, "d4-b2");
    assert_eq!(show(&g3, "b2"), "wF wF wM");
    // Sizes always shrink upward, also on stacks.
    let g = pos(
        WHITE,
        &[
            ("d4", "wM"),
            ("f6", "wF wS"),
            ("b6", "wF wL"),
            ("h10", "bL"),
        ],
    );
    assert!(!is_legal(&g, "d4-f6"));
    assert!(is_legal(&g, "d4-b6"));
}

#[test]
fn constructed_pyramid_lands_by_its_bottom_pyramid() {
    let mut g = pos(WHITE, &[("c3", "wM wS"), ("e5", "wL"), ("h10", "bL")]);
    play(&mut g, "c3-e5");
    assert_eq!(show(&g, "e5"), "wL wM wS");
    let g = pos(WHITE, &[("c3", "wL wS"), ("e5", "wM"), ("h10", "bL")]);
    assert!(!is_legal(&g, "c3-e5"));
}

#[test]
fn constructed_pyramid_unstack_order_and_small_onto_medium() {
    let mut g = pos(WHITE, &[("c3", "wL wM wS"), ("h10", "bL")]);
    play(&mut g, "unstack c3 ne");
    assert_eq!(show(&g, "c3"), "wL");
    assert_eq!(show(&g, "d4"), "wM");
    assert_eq!(show(&g, "e5"), "wS");
    // S>L drops its Small on a Medium standing in the line: a Small > Medium.
    let mut g = pos(WHITE, &[("c3", "wL wS"), ("d4", "wM"), ("h10", "bL")]);
    play(&mut g, "unstack c3 ne");
    assert_eq!(show(&g, "d4"), "wM wS");
    assert_eq!(show(&g, "c3"), "wL");
    // A dropped Pyramid may not land on a smaller one, and ignores heights.
    let g = pos(WHITE, &[("c3", "wL wM"), ("d4", "wS"), ("h10", "bL")]);
    assert!(!is_legal(&g, "unstack c3 ne"));
    let mut g = pos(
        WHITE,
        &[
            ("c3", "wL wM wS"),
            ("d4", "bF bF bF bF"),
            ("e5", "wR2"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "unstack c3 ne");
    // M attacks the stack: M vs bF (0): both destroyed; the rest of the stack stays.
    assert_eq!(show(&g, "d4"), "bF bF bF");
    // S crushes the own Ring.
    assert_eq!(show(&g, "e5"), "wS");
    // Off the edge: destroyed.
    let mut g = pos(WHITE, &[("h8", "wL wM wS"), ("h10", "bL")]);
    play(&mut g, "unstack h8 ne");
    assert_eq!(show(&g, "h8"), "wL");
    assert_eq!(g.pyramids(WHITE), 1);
    assert_eq!(g.quiet_plies(), 0);
}

#[test]
fn pyramid_stack_steps_and_unstacks_flats_first() {
    let g = pos(
        WHITE,
        &[("d4", "wF wS"), ("d5", "wF"), ("e5", "bF"), ("h10", "bL")],
    );
    let steps: Vec<String> = legal_from(&g, "d4")
        .into_iter()
        .filter(|m| !m.starts_with("unstack"))
        .collect();
    assert_eq!(
        steps,
        ["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-e3", "d4-e4", "d4-e5"]
    );
    let mut g = pos(
        WHITE,
        &[("c3", "wF wF wF wM wS"), ("d3", "wF wF"), ("h10", "bL")],
    );
    play(&mut g, "unstack c3 e");
    assert_eq!(show(&g, "c3"), "wF");
    assert_eq!(show(&g, "d3"), "wF wF wF");
    assert_eq!(show(&g, "e3"), "wF");
    assert_eq!(show(&g, "f3"), "wM");
    assert_eq!(show(&g, "g3"), "wS");
    // Flats' height rule counts only Flats still held.
    let g = pos(
        WHITE,
        &[("c3", "wF wF wF wM wS"), ("e3", "wF wF"), ("h10", "bL")],
    );
    assert!(!is_legal(&g, "unstack c3 e"));
}

#[test]
fn ring_slides_over_empty_squares_and_builds() {
    let mut g = pos(
        WHITE,
        &[
            ("b1", "wR"),
            ("b4", "wF"),
            ("a1", "wC"),
            ("e1", "wL"),
            ("h10", "bL"),
        ],
    );
    assert_eq!(
        legal_from(&g, "b1"),
        ["b1-b2", "b1-b3", "b1-c1", "b1-d1", "build b1"]
    );
    play(&mut g, "build b1");
    assert_eq!(g.board_json()["power"]["b1"], 1);
    assert_eq!(g.quiet_plies(), 1);
}

#[test]
fn tall_stick_falls_across_a_cube_an_own_flat_and_an_opponent_flag() {
    let mut g = pos(
        WHITE,
        &[
            ("c3", "wT2"),
            ("d3", "bC"),
            ("e3", "wF"),
            ("f3", "bG"),
            ("a1", "wL"),
            ("a10", "bL"),
        ],
    );
    play(&mut g, "fall c3 e");
    // d3: the Cube destroys the section (no shields spent); e3: 2 > 0, the Flat goes, pool 1;
    // f3: 1 > 0, the Flag goes, pool 0. What is left: a laying Short Stick on e3–f3.
    assert_eq!(show(&g, "c3"), "");
    assert_eq!(show(&g, "d3"), "bC");
    assert_eq!(show(&g, "e3"), "wZ");
    assert_eq!(show(&g, "f3"), "wZ");
    let st = g.laying_stick(WHITE).unwrap();
    assert_eq!(
        (st.tall, st.ns, st.at, st.shields),
        (false, false, sq("e3"), 0)
    );
    let touched: Vec<Sq> = g.last_action().unwrap().touched.iter().collect();
    assert_eq!(touched, [sq("c3"), sq("d3"), sq("e3"), sq("f3")]);
    // Black's Flag was destroyed: Black may restore it.
    assert!(is_legal(&g, "restore"));
    play(&mut g, "restore");
    assert_eq!(show(&g, "h10"), "bG");
}

#[test]
fn restore_needs_a_destroyed_flag_and_an_empty_home() {
    let mut g = pos(BLACK, &[("a1", "wL"), ("g10", "bL")]);
    play(&mut g, "restore");
    assert_eq!(show(&g, "h10"), "bG");
    assert_eq!(
        g.last_action().unwrap().touched.iter().collect::<Vec<_>>(),
        [sq("h10")]
    );
    let mut g = pos(BLACK, &[("a1", "wL"), ("h10", "bL")]);
    assert!(refused(&mut g, "restore").contains("must be empty"));
    let mut g = pos(BLACK, &[("a1", "wL"), ("h10", "bL"), ("d5", "bG")]);
    assert!(refused(&mut g, "restore").contains("still on the board"));
}

#[test]
fn stick_falls_nearest_section_first() {
    // Falling west from f3: e3 lands first, then d3, c3.
    let mut g = pos(
        WHITE,
        &[
            ("f3", "wT1"),
            ("e3", "bF"),
            ("d3", "bF"),
            ("c3", "bF"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "fall f3 w");
    // e3: 1 > 0, pool 0; d3: 0 = 0, both go; c3: 0 = 0, both go. One Rectangle on e3.
    assert_eq!(show(&g, "e3"), "wX");
    assert_eq!(show(&g, "d3"), "");
    assert_eq!(show(&g, "c3"), "");
    assert_eq!(g.laying_stick(WHITE), None);
}

#[test]
fn short_stick_falls_over_two_squares() {
    let mut g = pos(WHITE, &[("c3", "wH2"), ("a1", "wL"), ("h10", "bL")]);
    play(&mut g, "fall c3 s");
    let st = g.laying_stick(WHITE).unwrap();
    assert_eq!(
        (st.tall, st.ns, st.at, st.shields),
        (false, true, sq("c1"), 2)
    );
    assert_eq!(show(&g, "c2"), "wZ");
    assert_eq!(g.quiet_plies(), 1);
}

#[test]
fn laying_stick_rolls_from_its_named_end_and_stands() {
    let mut g = pos(
        WHITE,
        &[("d2", "bF"), ("d3", "bF"), ("a1", "wL"), ("h10", "bL")],
    );
    lay(&mut g, WHITE, true, true, "c2", 1);
    assert_eq!(
        legal_from(&g, "c2"),
        ["roll c2 e", "roll c2 w", "stand c2 c1", "stand c2 c5"]
    );
    let mut g2 = g.clone();
    assert!(refused(&mut g2, "roll c3 e").contains("named square c2"));
    assert!(refused(&mut g2, "roll c2 n").contains("sideways"));
    play(&mut g, "roll c2 e");
    // d2 first: 1 > 0, pool 0; d3: 0 = 0, both go; d4 empty. Two Rectangles remain.
    assert_eq!(show(&g, "d2"), "wX");
    assert_eq!(show(&g, "d3"), "");
    assert_eq!(show(&g, "d4"), "wX");
    assert_eq!(show(&g, "c2"), "");
    let mut g = pos(WHITE, &[("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, WHITE, true, false, "d5", 2);
    assert_eq!(
        legal_from(&g, "d5"),
        ["roll d5 n", "roll d5 s", "stand d5 c5", "stand d5 g5"]
    );
    play(&mut g, "stand d5 g5");
    assert_eq!(show(&g, "g5"), "wT2");
    assert_eq!(g.laying_stick(WHITE), None);
    for s in ["d5", "e5", "f5"] {
        assert_eq!(show(&g, s), "");
    }
}

#[test]
fn rectangle_steps_any_way_and_attacks_anything() {
    let g = pos(
        WHITE,
        &[
            ("d4", "wX"),
            ("d5", "wF"),
            ("e5", "bF"),
            ("c3", "wC"),
            ("h10", "bL"),
            ("a1", "wL"),
        ],
    );
    assert_eq!(
        legal_from(&g, "d4"),
        ["d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"]
    );
}

#[test]
fn nice_flag_leaps_and_not_on_the_first_turn() {
    let g = new_game(&[]);
    assert!(legal_from(&g, "h1").is_empty());
    let mut g = new_game(&[]);
    play(&mut g, "a3-a4");
    assert_eq!(legal_from(&g, "h10"), ["h10-f7"]);
    play(&mut g, "h10-f7");
    // The first turn of a game started by Black is Black's.
    let g = new_game(&[("first", "black")]);
    assert!(legal_from(&g, "h10").is_empty());
    let mut g = new_game(&[("first", "black")]);
    assert!(refused(&mut g, "h10-f7").contains("first turn"));
    play(&mut g, "a8-a7");
    assert_eq!(legal_from(&g, "h1"), ["h1-f4"]);
    let g = pos(WHITE, &[("e5", "wG"), ("a1", "wL"), ("h10", "bL")]);
    assert_eq!(
        legal_from(&g, "e5"),
        ["e5-b3", "e5-b7", "e5-c2", "e5-c8", "e5-g2", "e5-g8", "e5-h3", "e5-h7"]
    );
}

#[test]
fn flag_freezes_its_neighbours() {
    // At the start g2 and h2 stand next to White's Flag.
    let g = new_game(&[]);
    assert!(legal_from(&g, "g2").is_empty());
    assert!(legal_from(&g, "h2").is_empty());
    assert!(g.is_frozen(sq("g2")));
    assert!(!g.is_frozen(sq("f2")));
    // Of either colour, the other Flag included.
    let mut g = pos(
        WHITE,
        &[
            ("d5", "wG"),
            ("e6", "bG"),
            ("c4", "wF"),
            ("e4", "wL"),
            ("a1", "wS"),
            ("h10", "bL"),
        ],
    );
    assert!(legal_from(&g, "d5").is_empty());
    assert!(legal_from(&g, "c4").is_empty());
    assert!(legal_from(&g, "e4").is_empty());
    assert!(refused(&mut g, "c4-c5").contains("frozen"));
    // A frozen piece can still be attacked by a piece that is not frozen.
    let mut g = pos(
        BLACK,
        &[
            ("d5", "wG"),
            ("c4", "wF"),
            ("b3", "bX1"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    assert!(g.is_frozen(sq("c4")));
    play(&mut g, "b3-c4");
    assert_eq!(show(&g, "c4"), "bX");
}

#[test]
fn laying_stick_is_frozen_if_any_square_touches_a_flag() {
    let mut g = pos(WHITE, &[("b6", "bG"), ("a1", "wL"), ("h10", "bL")]);
    lay(&mut g, WHITE, true, true, "c3", 0);
    assert!(g.is_frozen(sq("c3")));
    assert!(legal_from(&g, "c3").is_empty());
}

#[test]
fn hop_chain_may_pass_next_to_a_flag() {
    let mut g = pos(
        WHITE,
        &[
            ("c3", "wF"),
            ("d4", "bF"),
            ("f5", "bF"),
            ("f6", "bG"),
            ("a1", "wL"),
            ("h10", "bL"),
        ],
    );
    play(&mut g, "c3-e5-g5");
    assert_eq!(show(&g, "g5"), "wF");
}

#[test]
fn flag_v2_freezes_only_opposing_non_pyramids() {
    let spec = [
        ("d5", "wG"),
        ("d4", "wF"),
        ("e5", "bF"),
        ("c6", "bS"),
        ("e6", "bF bM"),
        ("e4", "wL"),
        ("h10", "bL"),
    ];
    let mut g = pos(BLACK, &spec);
    g.flag_v2 = true;
    assert!(g.is_frozen(sq("e5")));
    assert!(!g.is_frozen(sq("c6")));
    assert!(!g.is_frozen(sq("e6")));
    assert!(!g.is_frozen(sq("d4")));
    assert!(!legal_from(&g, "c6").is_empty());
    assert!(legal_from(&g, "e5").is_empty());
    let g1 = pos(BLACK, &spec);
    assert!(g1.is_frozen(sq("c6")));
    assert!(g1.is_frozen(sq("d4")));
}

// ---------------------------------------------------------------- the end

#[test]
fn losing_the_last_pyramid_loses() {
    let mut g = pos(WHITE, &[("e4", "wF"), ("e5", "bS"), ("a1", "wL")]);
    play(&mut g, "e4-e5");
    assert_eq!(g.outcome(), Some(Outcome::Winner(Seat(0))));
    assert_eq!(g.to_move(), None);
    assert!(matches!(g.play(&Move::Pass), Err(MoveError::GameOver)));
    // Losing your own last Pyramid on an opponent's Cube loses too.
    let mut g = pos(WHITE, &[("c3", "wS"), ("e5", "bC"), ("h10", "bL")]);
    play(&mut g, "c3-e5");
    assert_eq!(g.outcome(), Some(Outcome::Winner(Seat(1))));
}

#[test]
fn both_sides_losing_their_last_pyramid_in_one_turn_is_a_draw() {
    let mut g = pos(WHITE, &[("c3", "wS"), ("e5", "bS")]);
    play(&mut g, "c3-e5");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

#[test]
fn hundred_quiet_plies_draw() {
    let mut g = pos(
        WHITE,
        &[("a1", "wR"), ("h10", "bR"), ("d4", "wL"), ("e7", "bL")],
    );
    let cycle = ["a1-a2", "h10-h9", "a2-a1", "h9-h10"];
    for i in 0..99 {
        play(&mut g, cycle[i % 4]);
        assert_eq!(g.outcome(), None, "ply {i}");
    }
    play(&mut g, cycle[99 % 4]);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    // A destruction resets the count.
    let mut g = pos(
        WHITE,
        &[
            ("a1", "wR"),
            ("h10", "bR"),
            ("d4", "wL"),
            ("e7", "bL"),
            ("b4", "wF"),
            ("b5", "bF"),
        ],
    );
    for i in 0..98 {
        play(&mut g, cycle[i % 4]);
    }
    play(&mut g, "b4-b5");
    assert_eq!(g.quiet_plies(), 0);
    play(&mut g, "h9-h10");
    assert_eq!(g.outcome(), None);
}

// ---------------------------------------------------------------- notation and JSON

#[test]
fn canonical_spellings_round_trip() {
    let g = new_game(&[]);
    for s in [
        "e3-e4",
        "d1-g4",
        "c3-e5-c7",
        "unstack e4 n",
        "fall c1 n",
        "roll c2 e",
        "stand c2 c5",
        "build b1",
        "shield b1 e2 e2 f3",
        "restore",
        "pass",
        "a10-h1",
    ] {
        let m = g.parse_move(s).unwrap();
        assert_eq!(g.format_move(&m), s);
    }
    assert_eq!(
        g.format_move(&g.parse_move("shield b1 f3 e2 a10 e2").unwrap()),
        "shield b1 a10 e2 e2 f3"
    );
    for bad in [
        "",
        "e3",
        "e3-e11",
        "e3-i4",
        "e0-e1",
        "e03-e4",
        "unstack e4 x",
        "unstack e4",
        "shield b1",
        "shield b1 a1 a2 a3 a4 a5 a6",
        "fly e4",
        "e3-",
        "pass now",
    ] {
        assert!(
            matches!(g.parse_move(bad), Err(MoveError::Syntax { .. })),
            "{bad}"
        );
    }
}

#[test]
fn board_json_has_the_rule_book_keys() {
    let g = new_game(&[]);
    let j = g.board_json();
    assert_eq!(
        j["squares"]["e2"],
        serde_json::json!([{"color": "white", "piece": "flat", "shields": 0}])
    );
    assert_eq!(j["squares"]["d10"][0]["piece"], "small-pyramid");
    assert_eq!(j["squares"]["f1"][0]["piece"], "medium-pyramid");
    assert_eq!(j["squares"]["e1"][0]["piece"], "large-pyramid");
    assert_eq!(j["squares"]["c1"][0]["piece"], "tall-stick");
    assert_eq!(j["squares"]["h10"][0]["piece"], "flag");
    assert_eq!(j["squares"]["a10"][0]["color"], "black");
    assert_eq!(j["squares"]["a10"][0]["piece"], "cube");
    assert!(j["squares"].get("g1").is_none());
    assert_eq!(j["power"], serde_json::json!({"b1": 0, "b10": 0}));
    let mut g = pos(WHITE, &[("a1", "wL"), ("h10", "bL"), ("e4", "wF wF1 wS")]);
    lay(&mut g, BLACK, false, false, "c6", 1);
    let j = g.board_json();
    assert_eq!(
        j["squares"]["d6"],
        serde_json::json!([{"color": "black", "piece": "short-stick", "laying": "ew", "at": "c6", "shields": 1}])
    );
    assert_eq!(j["squares"]["e4"][1]["shields"], 1);
    assert_eq!(j["squares"]["e4"][2]["piece"], "small-pyramid");
}

#[test]
fn any_game_plays_ccc() {
    let mut g = AnyGame::new(GameKind::Ccc, &Options::new(), "0").unwrap();
    assert_eq!(g.play("E3-E4").unwrap(), "e3-e4");
    assert!(g.legal_moves().contains(&"e8-e7".to_string()));
    assert!(AnyGame::replay(
        GameKind::Ccc,
        &Options::new(),
        "0",
        ["e3-e4", "e8-e7", "h1-f4"]
    )
    .is_ok());
}

/// The AI's judgement: even at the start, and it favours the side with more Pyramids and
/// shields, the same from either seat.
#[test]
fn ai_evaluation_follows_material() {
    use crate::ai::Heuristics;
    let start = Ccc::new(&Options::new(), "").unwrap();
    assert_eq!(start.evaluate(Seat(0)), Some(0.5));
    let g = pos(
        WHITE,
        &[("a1", "wS"), ("b1", "wL1"), ("h10", "bS"), ("c5", "bF bF")],
    );
    let white = g.evaluate(Seat(WHITE)).unwrap();
    let black = g.evaluate(Seat(BLACK)).unwrap();
    assert!(white > 0.75, "white is a Large Pyramid up: {white}");
    assert!((white + black - 1.0).abs() < 1e-9);
    let mut shielded = g.clone();
    shielded.put(sq("h10"), &[piece("bS1")]);
    assert!(shielded.evaluate(Seat(BLACK)).unwrap() > black);
}

/// With its judgement the AI takes a Pyramid left undefended rather than shuffling pieces.
#[test]
fn ai_takes_an_undefended_pyramid() {
    let g = pos(
        WHITE,
        &[
            ("a1", "wS"),
            ("c3", "wL1"),
            ("e5", "bS"),
            ("h10", "bM"),
            ("a10", "bF"),
        ],
    );
    let limits = crate::ai::SearchLimits {
        budget: std::time::Duration::from_secs(30),
        max_playouts: 3_000,
    };
    let mv = crate::ai::choose_move_with(&g, limits, 0.0, 7).expect("white has moves");
    assert_eq!(g.format_move(&mv), "c3-e5");
}

// ---------------------------------------------------------------- property tests

mod props {
    use super::*;
    use crate::games::fuzz::{picks, Picks};
    use proptest::prelude::*;

    /// Candidate actions worth trying in a position: many illegal ones among them.
    fn candidates(g: &Ccc) -> Vec<Move> {
        use super::super::board::Dir;
        let mut v = vec![Move::Pass, Move::Restore];
        for s in 0..80u8 {
            if g.cell(s).side() != Some(g.turn()) {
                continue;
            }
            for t in 0..80u8 {
                if t != s {
                    v.push(Move::go(s, t));
                }
            }
            for d in Dir::ALL {
                v.push(Move::Unstack(s, d));
                v.push(Move::Fall(s, d));
                v.push(Move::Roll(s, d));
            }
            for t in 0..80u8 {
                v.push(Move::Stand(s, t));
            }
            v.push(Move::Build(s));
        }
        v
    }

    fn run_game(choices: Vec<usize>, max_plies: usize, full_checks: bool) -> Ccc {
        let mut g = Ccc::new(&Options::new(), "0").unwrap();
        let mut choices = Picks::new(choices);
        for ply in 0..max_plies {
            if g.outcome().is_some() {
                break;
            }
            let moves = g.legal_moves();
            assert!(!moves.is_empty());
            let spelled: Vec<String> = moves.iter().map(|m| g.format_move(m)).collect();
            let mut uniq = spelled.clone();
            uniq.sort();
            uniq.dedup();
            assert_eq!(uniq.len(), spelled.len(), "two moves share a spelling");
            if full_checks && ply % 5 == 0 {
                for (m, s) in moves.iter().zip(&spelled) {
                    assert_eq!(&g.parse_move(s).unwrap(), m);
                    assert!(g.check(m).is_ok(), "{s} listed but refused");
                }
                let before = serde_json::to_string(&g).unwrap();
                let mut h = g.clone();
                for c in candidates(&g) {
                    let listed = moves.contains(&c);
                    let accepted = g.check(&c).is_ok();
                    assert_eq!(listed, accepted, "{}", g.format_move(&c));
                    if !listed {
                        assert!(h.play(&c).is_err());
                        assert_eq!(h, g);
                    }
                }
                assert_eq!(serde_json::to_string(&h).unwrap(), before);
            }
            // Prefer non-shield moves most of the time so games move on.
            let pick = if choices.below(4) != 0 {
                let plain: Vec<&Move> = moves
                    .iter()
                    .filter(|m| !matches!(m, Move::Shield(..)))
                    .collect();
                if plain.is_empty() {
                    moves[choices.below(moves.len())]
                } else {
                    *plain[choices.below(plain.len())]
                }
            } else {
                moves[choices.below(moves.len())]
            };
            g.play(&pick).unwrap();
            if full_checks {
                let json = serde_json::to_string(&g).unwrap();
                let back: Ccc = serde_json::from_str(&json).unwrap();
                assert_eq!(back, g);
            }
        }
        g
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(16))]
        #[test]
        fn random_games_keep_the_contract(choices in picks(300)) {
            run_game(choices, 150, true);
        }

        #[test]
        fn random_games_end(choices in picks(10_000)) {
            let g = run_game(choices, 5_000, false);
            prop_assert!(g.outcome().is_some(), "game did not end: ply {}", g.ply());
        }
    }
}

#[test]
fn the_position_in_words_groups_each_sides_units_by_kind() {
    let g = pos(
        WHITE,
        &[
            ("a1", "wF"),
            ("c1", "wF1"),
            ("d2", "wF wF"),
            ("e1", "wR2"),
            ("b9", "bM"),
            ("h10", "bT"),
        ],
    );
    assert_eq!(
        g.describe(Lang::EnUs),
        "white: Flat a1 c1+1, Ring e1, Flat Stack d2; black: Medium Pyramid b9, Tall Stick h10"
    );
    assert_eq!(
        g.describe(Lang::De),
        "white: Scheibe a1 c1+1, Ring e1, Scheibenstapel d2; \
         black: Mittlere Pyramide b9, Langer Stab h10"
    );
}
