//! Scenarios, one per rule and decision of the rule book, and property tests over random games.

use proptest::prelude::*;
use serde_json::json;

use super::coords::{grid_of, position_of};
use super::*;
use crate::games::{AnyGame, GameKind};
use crate::i18n::Lang;

fn new_game() -> MegaTicTacToe {
    MegaTicTacToe::new(&Options::new(), "0").unwrap()
}

fn sq(name: &str) -> u8 {
    new_game().parse_move(name).unwrap()
}

/// Play moves given as text, checking each is listed as legal before applying it.
fn play_on(g: &mut MegaTicTacToe, moves: &str) {
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        assert!(g.legal_moves().contains(&mv), "{m} should be legal");
        g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn play(moves: &str) -> MegaTicTacToe {
    let mut g = new_game();
    play_on(&mut g, moves);
    g
}

/// The error for a move, checking the state did not change.
fn refuse(g: &mut MegaTicTacToe, m: &str) -> String {
    let before = g.clone();
    let mv = g.parse_move(m).unwrap();
    assert!(!g.legal_moves().contains(&mv), "{m} should not be listed");
    let err = g.play(&mv).expect_err(m);
    assert_eq!(*g, before);
    err.to_string()
}

fn legal_names(g: &MegaTicTacToe) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
    v.sort();
    v
}

/// String 1 that puts each grid's move on the same position as the grid's name:
/// a1 of a1, b1 of b1, … c3 of c3. X gets a1, i1, e5, a9, i9.
const DIAGONAL_STRING: &str = "a1 e1 i1 a5 e5 i5 a9 e9 i9";

/// Reaches rule 8 for move 26: string 3 has used positions a1 a3 b1 b2 c1 c2 c3 and the two
/// grids left (a2, b1) are full at a2 and b3.
const RULE_8: &str = "i5 f9 h7 g3 e3 b8 c1 a5 d4 d2 e4 h5 a9 a1 b6 i7 i3 f8 \
                      i8 e5 i1 d9 c9 g4 b1";

/// O covers grid c3 (g8 h8 i8) with move 22, the fourth move of string 3; the string then runs
/// to its ninth move (27).
const CAPTURE: &str = "h3 d2 e7 i6 b2 i8 c7 a4 d6 h1 d9 i5 b8 g8 c3 f4 b6 d1 \
                       f5 a6 i1 h8 b9 f9 g5 b1 e3";

/// X covers a3 (21), b2 (23) and, with move 29, c1: a diagonal of big markers.
const DIAGONAL_WIN: &str = "a1 b4 e3 e8 f6 g5 c7 i8 g3 a5 i5 b1 a7 g9 f4 h3 f3 d7 \
                            g2 c6 b7 i7 f5 h5 a3 e9 d1 e1 g1";

/// The first capture, by move 37 (e8), completes two lines of grid b3.
const TWO_LINES: &str = "d1 b6 f8 e4 c7 h2 a2 i6 g9 a7 b4 f1 d8 f5 h6 b2 i3 h7 d7 \
                         e6 h5 f2 c1 g8 c6 h1 a9 d4 f9 a6 i8 b3 e2 i1 b7 g5 e8";

/// Eight grids get covered; grid a2 fills with no line (moves 44–46, one string each); draw.
const FULL_GRID_DRAW: &str = "a8 h4 e8 e6 g9 c3 d1 c5 i1 d9 e2 f5 h3 a2 c9 b4 i7 g4 \
                              h1 c1 a9 d5 i8 e9 f3 a4 h5 b7 b6 c2 g1 f4 f9 g6 h8 c7 \
                              f8 f6 b5 g5 f7 a7 a5 c6 c4 a6";

/// All nine grids get covered with no line of big markers: draw.
const ALL_COVERED_DRAW: &str = "c4 a7 e9 b2 g3 e4 g8 i6 f2 g5 c2 e6 g7 b7 d9 h2 c6 f1 \
                                c5 c7 h1 f3 h6 e5 a2 d7 g9 i2 a3 g4 e3 e7 a1 e2 f9 i5 \
                                h3 i4 i3 d1";

#[test]
fn rule_1_x_moves_first_and_players_alternate() {
    let mut g = new_game();
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert_eq!(legal_names(&g).len(), 81);
    play_on(&mut g, "e5");
    assert_eq!(g.to_move(), Some(Seat(1)));
    play_on(&mut g, "a1");
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert_eq!(g.cell(sq("e5")), Some(Seat(0)));
    assert_eq!(g.cell(sq("a1")), Some(Seat(1)));
    assert_eq!(g.ply(), 2);
    assert_eq!(g.last_move(), Some(sq("a1")));
}

#[test]
fn rules_2_and_4_a_marked_section_is_no_longer_empty() {
    let mut g = play(DIAGONAL_STRING);
    // String 2: grid b2 is open again, but its centre is taken.
    assert_eq!(refuse(&mut g, "e5"), "e5 is taken");
    play_on(&mut g, "d4");
    assert_eq!(g.cell(sq("d4")), Some(Seat(1)));
}

#[test]
fn rule_5_one_move_per_grid_in_a_string() {
    let mut g = play("e5");
    let err = refuse(&mut g, "d4");
    assert!(
        err.starts_with("grid b2 has already had its move in this string"),
        "{err}"
    );
    assert!(err.ends_with("a1, a2, a3, b1, b3, c1, c2, c3"), "{err}");
    assert!(legal_names(&g).iter().all(|m| grid_of(sq(m)) != 4));
}

#[test]
fn rule_6_one_move_per_position_in_a_string() {
    let mut g = play("e5");
    // b2 is the centre of grid a1; the centre was used by e5.
    let err = refuse(&mut g, "b2");
    assert!(err.contains("centre position (b2)"), "{err}");
    assert!(legal_names(&g).iter().all(|m| position_of(sq(m)) != 4));
    // 8 grids × 8 positions.
    assert_eq!(g.legal_moves().len(), 64);
}

#[test]
fn a_string_has_nine_moves_then_the_next_starts() {
    let mut g = new_game();
    for (i, m) in DIAGONAL_STRING.split_whitespace().enumerate() {
        assert_eq!(g.string().played() as usize, i);
        assert_eq!(g.string().length(), 9);
        play_on(&mut g, m);
    }
    assert_eq!(g.string().played(), 0);
    assert_eq!(g.string().length(), 9);
    assert_eq!(g.open_grids(), ALL9);
    assert_eq!(g.string().positions_used(), 0);
    // Every position may be used again; only the nine taken squares are gone.
    assert_eq!(g.legal_moves().len(), 72);
}

#[test]
fn board_json_has_the_rule_book_keys() {
    let g = play("e5 a1");
    assert_eq!(
        g.board_json(),
        json!({
            "cells": {"e5": "X", "a1": "O"},
            "big": {},
            "string": {
                "length": 9,
                "played": 2,
                "grids_left": ["a2", "a3", "b1", "b3", "c1", "c2", "c3"],
                "positions_used": ["a1", "b2"],
                "abnormal": false
            }
        })
    );
}

#[test]
fn rule_8_drops_rule_6_but_keeps_rule_5() {
    let mut g = play(RULE_8);
    assert_eq!(g.string().played(), 7);
    assert!(g.rule_8_applies());
    // Every empty section of the two grids left is listed, all at used positions.
    let used = g.string().positions_used();
    assert_eq!(
        legal_names(&g),
        ["a4", "a6", "b4", "b5", "c4", "c5", "c6", "d1", "d3", "e1", "e2", "f1", "f2", "f3"]
    );
    assert!(g
        .legal_moves()
        .iter()
        .all(|&m| used & (1 << position_of(m)) != 0));
    // Rule 5 still holds: grid c1 has had its move (i1).
    let err = refuse(&mut g, "g2");
    assert!(err.starts_with("grid c1 has already had its move"), "{err}");
    // d1 reuses position a1: the move counts, the string is abnormal.
    play_on(&mut g, "d1");
    assert_eq!(g.string().played(), 8);
    assert!(g.string().abnormal());
    assert_eq!(g.board_json()["string"]["abnormal"], true);
    assert_eq!(g.string().positions_used(), used);
    assert_eq!(
        g.board_json()["string"]["positions_used"],
        json!(["a1", "a3", "b1", "b2", "c1", "c2", "c3"])
    );
    // Decision: once rule 8 applies, the grids left can never again offer an unused
    // position, so it applies to the rest of the string.
    assert!(g.rule_8_applies());
    play_on(&mut g, "b5");
    // The next string is normal again: nine moves, nothing used.
    assert_eq!((g.string().length(), g.string().played()), (9, 0));
    assert!(!g.string().abnormal());
    assert!(!g.rule_8_applies());
}

#[test]
fn rule_7_a_capture_in_the_middle_of_a_string() {
    let mut g = play(&CAPTURE[..CAPTURE.find(" h8").unwrap()]);
    assert_eq!(g.string().played(), 3);
    play_on(&mut g, "h8");
    assert!(g.last_move_captured());
    assert_eq!(g.big_marker(8), Some(Seat(1)));
    // The markers underneath stay.
    let json = g.board_json();
    assert_eq!(json["big"], json!({"c3": "O"}));
    for s in ["g8", "h8", "i8"] {
        assert_eq!(json["cells"][s], "O", "{s}");
    }
    // The string keeps its length of nine: five more moves are to come after this one.
    assert_eq!((g.string().length(), g.string().played()), (9, 4));
    assert_eq!(g.open_grids().count_ones(), 5);
    play_on(&mut g, &CAPTURE[CAPTURE.find(" h8").unwrap() + 3..]);
    assert_eq!(g.ply(), 27);
    // The string after the capture is one shorter and skips the covered grid.
    assert_eq!((g.string().length(), g.string().played()), (8, 0));
    assert_eq!(
        g.board_json()["string"]["grids_left"],
        json!(["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2"])
    );
    // A covered grid takes no more moves, even on its empty sections.
    let err = refuse(&mut g, "g7");
    assert!(err.contains("covered by O's big marker"), "{err}");
    assert!(g.legal_moves().iter().all(|&m| grid_of(m) != 8));
}

#[test]
fn rule_9_three_big_markers_on_a_diagonal_win_at_once() {
    let mut g = play(&DIAGONAL_WIN[..DIAGONAL_WIN.rfind(' ').unwrap()]);
    assert_eq!(g.outcome(), None);
    // The string began with two big markers down, so it is seven long.
    assert_eq!(g.string().length(), 7);
    play_on(&mut g, "g1");
    assert_eq!(g.outcome(), Some(Outcome::Winner(Seat(0))));
    assert_eq!(g.to_move(), None);
    assert_eq!(g.winning_line(), Some([2, 4, 6]));
    assert_eq!(
        g.board_json()["big"],
        json!({"a3": "X", "b2": "X", "c1": "X"})
    );
    assert!(g.legal_moves().is_empty());
    // The win came in the middle of a string: nothing more can be played.
    assert_eq!(g.play(&sq("a2")), Err(MoveError::GameOver));
}

#[test]
fn a_full_grid_without_a_line_belongs_to_nobody_and_then_the_game_is_drawn() {
    let mut g = play(&FULL_GRID_DRAW[..FULL_GRID_DRAW.rfind(' ').unwrap()]);
    // Only grid a2 is uncovered: each string is one move long.
    assert_eq!(g.covered().count_ones(), 8);
    assert_eq!((g.string().length(), g.string().played()), (1, 0));
    assert_eq!(legal_names(&g), ["a6"]);
    play_on(&mut g, "a6");
    // Grid a2 is full with no line: it stays uncovered and nobody owns it.
    assert!((0..9).all(|p| g.cell(square_at(3, p)).is_some()));
    assert_eq!(g.big_marker(3), None);
    assert_eq!(g.board_json()["big"].get("a2"), None);
    // No uncovered grid has an empty section: a draw.
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.to_move(), None);
}

#[test]
fn nine_big_markers_without_a_line_are_a_draw() {
    let g = play(ALL_COVERED_DRAW);
    assert_eq!(g.covered(), ALL9);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.winning_line(), None);
    assert_eq!(g.string().length(), 0);
    assert_eq!(g.board_json()["string"]["grids_left"], json!([]));
}

#[test]
fn a_move_making_two_lines_gives_one_big_marker() {
    // Move 37, e8, completes two lines of grid b3 at once: one big marker, no extra move.
    let g = play(TWO_LINES);
    assert!(g.last_move_captured());
    let mover = g.cell(sq("e8")).unwrap();
    let mask = (0..9).fold(0u16, |m, p| {
        m | (((g.cell(square_at(7, p)) == Some(mover)) as u16) << p)
    });
    assert_eq!(coords::LINES.iter().filter(|&&l| mask & l == l).count(), 2);
    assert_eq!(g.big_marker(7), Some(mover));
    assert_eq!(g.covered(), 1 << 7);
    assert_eq!(g.to_move(), Some(mover.other()));
}

#[test]
fn parse_accepts_a1_to_i9_only() {
    let g = new_game();
    assert_eq!(g.parse_move("a1"), Ok(0));
    assert_eq!(g.parse_move("i9"), Ok(80));
    assert_eq!(g.format_move(&g.parse_move("h2").unwrap()), "h2");
    for bad in ["", "j1", "a0", "a10", "e", "5e", "e5 ", "b2b2"] {
        assert!(
            matches!(g.parse_move(bad), Err(MoveError::Syntax { .. })),
            "{bad}"
        );
    }
}

#[test]
fn there_are_no_options() {
    assert!(MegaTicTacToe::new(&Options::new(), "any seed").is_ok());
    let opts: Options = [("size".to_string(), "3".to_string())].into();
    assert!(MegaTicTacToe::new(&opts, "0").is_err());
}

#[test]
fn any_game_plays_and_replays() {
    let mut any = AnyGame::new(GameKind::MegaTicTacToe, &Options::new(), "0").unwrap();
    assert_eq!(any.play("  E5 "), Ok("e5".to_string()));
    assert!(any.play("d4").is_err());
    let legal = any.legal_moves();
    assert_eq!(legal.len(), 64);
    assert!(legal.windows(2).all(|w| w[0] < w[1]));
    let again = AnyGame::replay(
        GameKind::MegaTicTacToe,
        &Options::new(),
        "0",
        DIAGONAL_WIN.split_whitespace(),
    )
    .unwrap();
    assert_eq!(again.outcome(), Some(Outcome::Winner(Seat(0))));
}

/// Play a random game following `picks`, checking invariants on the way.
fn random_game(picks: &[u16]) -> (MegaTicTacToe, Vec<MegaTicTacToe>) {
    let mut g = new_game();
    let mut seen = vec![g.clone()];
    for &p in picks {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[p as usize % moves.len()];
        g.play(&mv).unwrap();
        seen.push(g.clone());
    }
    (g, seen)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn listed_moves_are_accepted_and_spelled_canonically(picks in proptest::collection::vec(any::<u16>(), 0..90)) {
        let (_, seen) = random_game(&picks);
        for g in &seen {
            let moves = g.legal_moves();
            let mut spelled: Vec<String> = moves.iter().map(|m| g.format_move(m)).collect();
            for (m, s) in moves.iter().zip(&spelled) {
                prop_assert_eq!(g.parse_move(s), Ok(*m));
                let mut h = g.clone();
                prop_assert!(h.play(m).is_ok());
            }
            spelled.sort();
            spelled.dedup();
            prop_assert_eq!(spelled.len(), moves.len());
        }
    }

    #[test]
    fn unlisted_moves_are_refused_without_change(picks in proptest::collection::vec(any::<u16>(), 0..90)) {
        let (g, seen) = random_game(&picks);
        for g in seen.iter().chain(std::iter::once(&g)).step_by(7) {
            let moves = g.legal_moves();
            for square in 0..81u8 {
                if moves.contains(&square) {
                    continue;
                }
                let mut h = g.clone();
                let before = serde_json::to_string(&h).unwrap();
                prop_assert!(h.play(&square).is_err());
                prop_assert_eq!(serde_json::to_string(&h).unwrap(), before);
            }
        }
    }

    #[test]
    fn serde_round_trip_and_invariants(picks in proptest::collection::vec(any::<u16>(), 0..90)) {
        let (_, seen) = random_game(&picks);
        for w in seen.windows(2) {
            let (a, b) = (&w[0], &w[1]);
            let back: MegaTicTacToe = serde_json::from_str(&serde_json::to_string(b).unwrap()).unwrap();
            prop_assert_eq!(&back, b);
            prop_assert!(b.rule_3_holds());
            // Once rule 8 applies it applies to the rest of its string.
            if a.rule_8_applies() && b.string().played() > 0 {
                prop_assert!(b.rule_8_applies() || b.outcome().is_some());
            }
            // A string's length only changes when a new one starts.
            if b.string().played() > 0 {
                prop_assert_eq!(a.string().length(), b.string().length());
            } else {
                prop_assert_eq!(b.string().length() as u32, 9 - b.covered().count_ones());
            }
            prop_assert_eq!(
                b.string().length() - b.string().played(),
                b.open_grids().count_ones() as u8
            );
        }
    }

    #[test]
    fn random_games_end_within_81_moves(picks in proptest::collection::vec(any::<u16>(), 81..82)) {
        let (g, _) = random_game(&picks);
        prop_assert!(g.outcome().is_some());
        prop_assert!(g.ply() <= 81);
        prop_assert!(g.legal_moves().is_empty());
    }
}

#[test]
fn the_position_in_words_lists_grids_big_markers_and_where_the_next_move_goes() {
    let mut g = new_game();
    play_on(&mut g, "h3 d2 e7");
    assert_eq!(
        g.describe(Lang::EnUs),
        "grid b1: O on d2; grid c1: X on h3; grid b3: X on e7; \
         open for the next move: grid a1 a2 a3 b2 c2 c3"
    );
    assert_eq!(
        g.describe(Lang::De),
        "Raster b1: O auf d2; Raster c1: X auf h3; Raster b3: X auf e7; \
         offen für den nächsten Zug: Raster a1 a2 a3 b2 c2 c3"
    );
    assert_eq!(
        new_game().describe(Lang::EsEs),
        "vacío; abiertas para la próxima jugada: cuadrícula a1 a2 a3 b1 b2 b3 c1 c2 c3"
    );
    // A covered grid is named with its big marker; once over, no next move is told.
    let mut over = new_game();
    play_on(&mut over, DIAGONAL_WIN);
    assert_eq!(
        over.describe(Lang::EnUs),
        "grid a1: X on a1 a3, O on b1; grid b1: X on d1 e3 f3, O on e1; \
         grid c1, won by X: X on g1 g2 g3, O on h3; grid a2: O on b4 a5 c6; \
         grid b2, won by X: X on f4 f5 f6; grid c2: X on i5, O on g5 h5; \
         grid a3, won by X: X on a7 b7 c7; grid b3: O on d7 e8 e9; grid c3: O on i7 i8 g9"
    );
}
