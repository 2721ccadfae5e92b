use proptest::prelude::*;

use super::board::{box_bits, has_line};
use super::*;
use crate::games::fuzz::{picks, Picks};
use crate::games::{AnyGame, GameKind};
use crate::i18n::Lang;

const BLUE: Seat = Seat(0);
const RED: Seat = Seat(1);

fn new_game() -> SuperSeven {
    SuperSeven::new(&Options::new(), "0").unwrap()
}

fn sq(name: &str) -> Square {
    parse_square(name).unwrap_or_else(|| panic!("bad square {name}"))
}

fn play(g: &mut SuperSeven, moves: &[&str]) {
    for m in moves {
        let mv = g.parse_move(m).unwrap();
        g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// Counters put straight on the board (no box is won by this).
fn with_counters(blue: &[&str], red: &[&str]) -> SuperSeven {
    let mut g = new_game();
    for s in blue {
        g.cells[0] |= sq(s).bit();
    }
    for s in red {
        g.cells[1] |= sq(s).bit();
    }
    g
}

/// Give a seat control of boxes (by number), filled as the rules fill them.
fn give_boxes(g: &mut SuperSeven, seat: Seat, numbers: &[u8]) {
    for &n in numbers {
        let b = n - 3;
        g.cells[seat.index()] |= box_mask(b);
        g.cells[seat.other().index()] &= !box_mask(b);
        g.boxes[seat.index()] |= 1 << b;
    }
}

fn names(mask: Mask) -> Vec<String> {
    let mut v: Vec<String> = squares(mask).map(|s| s.name()).collect();
    v.sort();
    v
}

fn listed(g: &SuperSeven) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
    v.sort();
    v
}

fn illegal_message(g: &mut SuperSeven, text: &str) -> String {
    let before = serde_json::to_string(g).unwrap();
    let mv = g.parse_move(text).unwrap();
    let err = g.play(&mv).unwrap_err();
    assert_eq!(
        serde_json::to_string(g).unwrap(),
        before,
        "{text} changed the state"
    );
    match err {
        MoveError::Illegal(m) => m.to_string(),
        other => panic!("{text}: expected Illegal, got {other:?}"),
    }
}

/// Box number (3…11) and square number (3…11, 7 for the centre `*`) from file and rank,
/// computed from the rule book's layout independently of [`Square`].
fn box_and_number(file: u8, rank: u8) -> (u8, u8) {
    let row_from_top = 8 - rank;
    let bx = 3 + (row_from_top / 3) * 3 + file / 3;
    let n = 3 + (row_from_top % 3) * 3 + file % 3;
    (bx, n)
}

/// The placement table of the rule book, on an empty board.
fn table_allows(total: u8, file: u8, rank: u8) -> bool {
    let (bx, n) = box_and_number(file, rank);
    let centre = n == 7;
    match total {
        2 => true,
        7 => centre || bx == 7,
        _ => !centre && (n == total || bx == total),
    }
}

// ---------------------------------------------------------------- geometry

#[test]
fn squares_carry_the_numbers_of_the_original_board() {
    // Box 3 is the top left box: rows a9 b9 c9 / a8 b8 c8 / a7 b7 c7.
    let expect = [
        ("a9", Some(3)),
        ("b9", Some(4)),
        ("c9", Some(5)),
        ("a8", Some(6)),
        ("b8", None),
        ("c8", Some(8)),
        ("a7", Some(9)),
        ("b7", Some(10)),
        ("c7", Some(11)),
    ];
    for (name, n) in expect {
        assert_eq!(sq(name).number(), n, "{name}");
        assert_eq!(box_number(sq(name).box_index()), 3, "{name}");
    }
    assert_eq!(box_number(sq("e5").box_index()), 7);
    assert!(sq("e5").is_centre());
    assert_eq!(box_number(sq("i1").box_index()), 11);
    assert_eq!(sq("i1").number(), Some(11));
    assert_eq!(box_number(sq("g9").box_index()), 5);
    assert_eq!(box_number(sq("a1").box_index()), 9);
    assert_eq!(sq("a1").number(), Some(9));
    // Every square: name round trip, and numbers as the rule book lays them out.
    for file in 0..9 {
        for rank in 0..9 {
            let s = Square::from_file_rank(file, rank);
            assert_eq!((s.file(), s.rank()), (file, rank));
            assert_eq!(parse_square(&s.name()), Some(s));
            let (bx, n) = box_and_number(file, rank);
            assert_eq!(box_number(s.box_index()), bx);
            assert_eq!(s.number(), (n != 7).then_some(n));
        }
    }
    let mut seen: Vec<u8> = Square::all().map(|s| s.0).collect();
    seen.dedup();
    assert_eq!(seen.len(), 81);
}

// ---------------------------------------------------------------- placement table

fn targets_after_roll(g: &SuperSeven, total: u8) -> Vec<String> {
    let mut g = g.clone();
    play(&mut g, &[&format!("roll {total}")]);
    if g.current_roll().is_none() {
        return Vec::new();
    }
    listed(&g)
}

#[test]
fn every_row_of_the_placement_table_on_an_empty_board() {
    let g = new_game();
    for total in 2..=11u8 {
        let mut expected = Vec::new();
        for file in 0..9 {
            for rank in 0..9 {
                if table_allows(total, file, rank) {
                    expected.push(Square::from_file_rank(file, rank).name());
                }
            }
        }
        expected.sort();
        let count = match total {
            2 => 81,
            7 => 17,
            _ => 16,
        };
        assert_eq!(expected.len(), count, "total {total}");
        assert_eq!(targets_after_roll(&g, total), expected, "total {total}");
    }
    // 12 on an empty board: there is nothing to take.
    assert!(targets_after_roll(&g, 12).is_empty());
}

#[test]
fn the_rule_books_example_for_a_three() {
    // A 3: square 3 of every box, or squares 3, 4, 5, 6, 8, 9, 10, 11 of box 3.
    let got = targets_after_roll(&new_game(), 3);
    let mut expected: Vec<String> = [
        "a9", "d9", "g9", "a6", "d6", "g6", "a3", "d3", "g3", // square 3 of each box
        "b9", "c9", "a8", "c8", "a7", "b7", "c7", // the rest of box 3, not b8
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    expected.sort();
    assert_eq!(got, expected);
}

#[test]
fn occupied_squares_are_never_targets_and_a_12_takes_only_opponents() {
    // Blue holds a9 and e5, red holds d9 and f4.
    let g = with_counters(&["a9", "e5"], &["d9", "f4"]);
    for total in 2..=11u8 {
        let got = targets_after_roll(&g, total);
        for taken in ["a9", "e5", "d9", "f4"] {
            assert!(!got.contains(&taken.to_string()), "{total} lists {taken}");
        }
        let free = targets_after_roll(&new_game(), total).len();
        let blocked = ["a9", "e5", "d9", "f4"]
            .iter()
            .filter(|s| {
                let s = sq(s);
                table_allows(total, s.file(), s.rank())
            })
            .count();
        assert_eq!(got.len(), free - blocked, "total {total}");
    }
    // Blue's 12 lists red's counters only, and replaces the counter.
    assert_eq!(targets_after_roll(&g, 12), vec!["d9", "f4"]);
    let mut g2 = g.clone();
    play(&mut g2, &["roll 12", "f4"]);
    assert_eq!(g2.cell(sq("f4")), Some(BLUE));
    assert!(g2.last_placement().unwrap().steal);
    // Red's 12 lists blue's.
    play(&mut g2, &["roll 12"]);
    assert_eq!(listed(&g2), vec!["a9", "e5", "f4"]);
}

#[test]
fn centre_squares_take_a_2_or_a_7_and_can_be_stolen_with_a_12() {
    let g = new_game();
    let centres = ["b8", "e8", "h8", "b5", "e5", "h5", "b2", "e2", "h2"];
    for total in 2..=11u8 {
        let got = targets_after_roll(&g, total);
        for c in centres {
            assert_eq!(
                got.contains(&c.to_string()),
                total == 2 || total == 7,
                "{c} with {total}"
            );
        }
    }
    // The centre of box N is not allowed with an N.
    let mut g3 = new_game();
    play(&mut g3, &["roll 3"]);
    let msg = illegal_message(&mut g3, "b8");
    assert!(msg.contains("centre"), "{msg}");
    // A 12 takes a counter on a centre square.
    let mut g = with_counters(&[], &["e5"]);
    play(&mut g, &["roll 12", "e5"]);
    assert_eq!(g.cell(sq("e5")), Some(BLUE));
}

#[test]
fn refusals_explain_themselves() {
    let mut g = with_counters(&["a9"], &["d9"]);
    play(&mut g, &["roll 5"]);
    let msg = illegal_message(&mut g, "a1");
    assert!(
        msg.contains("square numbered 5") && msg.contains("a1 is square 9 of box 9"),
        "{msg}"
    );
    let mut g = with_counters(&["a9"], &["d9"]);
    play(&mut g, &["roll 3"]);
    assert_eq!(illegal_message(&mut g, "d9"), "d9 is taken");
    let mut g = with_counters(&["a9"], &["d9"]);
    play(&mut g, &["roll 7"]);
    assert!(illegal_message(&mut g, "a9").contains("taken"));
    assert!(illegal_message(&mut g, "a1").contains("with a 7"));
    let mut g = with_counters(&["a9"], &["d9"]);
    play(&mut g, &["roll 12"]);
    assert!(illegal_message(&mut g, "a9").contains("your own counter"));
    assert!(illegal_message(&mut g, "a1").contains("empty"));
    // Placing before a throw, throwing twice.
    let mut g = new_game();
    assert!(illegal_message(&mut g, "e5").contains("throw the dice first"));
    play(&mut g, &["roll 7"]);
    assert!(illegal_message(&mut g, "roll 4").contains("already thrown 7"));
}

// ---------------------------------------------------------------- boxes

#[test]
fn a_line_wins_a_box_and_fills_it() {
    // Blue a9 b9 (box 3, squares 3 and 4), red a8; blue throws a 5 and plays c9.
    let mut g = with_counters(&["a9", "b9"], &["a8"]);
    play(&mut g, &["roll 5", "c9"]);
    assert_eq!(g.box_owner(0), Some(BLUE));
    for s in ["a9", "b9", "c9", "a8", "b8", "c8", "a7", "b7", "c7"] {
        assert_eq!(g.cell(sq(s)), Some(BLUE), "{s}");
    }
    assert!(g.last_placement().unwrap().captured);
    assert_eq!(g.board_json()["boxes"]["3"], "blue");
    assert_eq!(g.board_json()["cells"]["a8"], "blue");
    assert_eq!(g.to_move(), Some(RED));
}

#[test]
fn five_counters_win_a_box_without_a_line() {
    // Blue on places 0, 1, 5, 6 of box 7 (d6 e6 f5 d4): no line; the fifth (f4, place 8)
    // makes five, still without a line.
    let mut g = with_counters(&["d6", "e6", "f5", "d4"], &["e5"]);
    let bits = box_bits(g.cells[0] | sq("f4").bit(), 4);
    assert_eq!(bits.count_ones(), 5);
    assert!(!has_line(bits));
    play(&mut g, &["roll 11"]);
    assert!(listed(&g).contains(&"f4".to_string()));
    play(&mut g, &["f4"]);
    assert_eq!(g.box_owner(4), Some(BLUE));
    assert_eq!(g.cell(sq("e5")), Some(BLUE), "red's counter is covered");
    assert_eq!(g.boxes_of(RED), 0);
}

#[test]
fn four_counters_without_a_line_do_not_win_a_box() {
    let mut g = with_counters(&["d6", "e6", "f5"], &[]);
    play(&mut g, &["roll 9", "d4"]);
    assert_eq!(g.box_owner(4), None);
    assert_eq!(g.board_json()["boxes"], serde_json::json!({}));
}

#[test]
fn nobody_plays_inside_a_won_box() {
    let mut g = with_counters(&["a1"], &["i9"]);
    give_boxes(&mut g, RED, &[7]);
    // A 2 lists every empty square, none of box 7.
    let got = targets_after_roll(&g, 2);
    assert_eq!(got.len(), 81 - 9 - 2);
    assert!(!got.contains(&"e5".to_string()));
    // A 7 offers the other centres only.
    let got = targets_after_roll(&g, 7);
    assert_eq!(got, names(place_mask(CENTRE) & !box_mask(4)));
    // A 12 may take i9 but none of box 7's counters.
    assert_eq!(targets_after_roll(&g, 12), vec!["i9"]);
    let mut g12 = g.clone();
    play(&mut g12, &["roll 12"]);
    let msg = illegal_message(&mut g12, "e5");
    assert!(msg.contains("box 7, which red controls"), "{msg}");
    let mut g2 = g.clone();
    play(&mut g2, &["roll 2"]);
    assert!(illegal_message(&mut g2, "d4").contains("controls"));
}

#[test]
fn a_steal_can_win_a_box() {
    // Blue a9 b9, red c9 in box 3: blue's 12 takes c9 and completes the top row.
    let mut g = with_counters(&["a9", "b9"], &["c9", "a1"]);
    play(&mut g, &["roll 12", "c9"]);
    assert_eq!(g.box_owner(0), Some(BLUE));
    let p = g.last_placement().unwrap();
    assert!(p.steal && p.captured);
    assert_eq!(g.cell(sq("c7")), Some(BLUE));
    assert_eq!(g.cell(sq("a1")), Some(RED));
}

#[test]
fn a_steal_can_make_a_fifth_counter() {
    // Blue d6 e6 f5 d4 (no line), red f4: blue's 12 on f4 makes five.
    let mut g = with_counters(&["d6", "e6", "f5", "d4"], &["f4"]);
    play(&mut g, &["roll 12", "f4"]);
    assert_eq!(g.box_owner(4), Some(BLUE));
}

// ---------------------------------------------------------------- throws and passes

#[test]
fn three_throws_without_a_move_pass_the_turn() {
    let mut g = new_game();
    // On an empty board a 12 has nothing to take.
    play(&mut g, &["roll 12"]);
    assert_eq!(g.current_roll(), None);
    assert_eq!(g.throws_this_turn(), 1);
    assert_eq!(g.to_move(), Some(BLUE));
    assert_eq!(listed(&g), vec!["roll"]);
    assert_eq!(g.board_json()["roll"], serde_json::Value::Null);
    assert_eq!(g.board_json()["throws"], 1);
    play(&mut g, &["roll 12"]);
    assert_eq!((g.throws_this_turn(), g.to_move()), (2, Some(BLUE)));
    play(&mut g, &["roll 12"]);
    assert_eq!(g.to_move(), Some(RED));
    assert_eq!(g.throws_this_turn(), 0);
    assert_eq!(g.current_roll(), None);
    assert_eq!(g.last_pass(), Some(BLUE));
    assert_eq!(g.turns(), 1);
    assert_eq!(g.throws_so_far(), 3);
    assert_eq!(g.ply(), 3);
    assert_eq!(g.board_json()["throws"], 0);
    // The next throw clears the pass note.
    play(&mut g, &["roll 4"]);
    assert_eq!(g.last_pass(), None);
}

#[test]
fn a_third_throw_that_allows_a_move_must_be_played() {
    let mut g = new_game();
    play(&mut g, &["roll 12", "roll 12", "roll 6"]);
    assert_eq!(g.current_roll(), Some(6));
    assert_eq!(g.throws_this_turn(), 3);
    assert_eq!(g.board_json()["roll"], 6);
    assert!(listed(&g).iter().all(|m| m != "roll"));
    play(&mut g, &["a6"]);
    assert_eq!(g.to_move(), Some(RED));
    assert_eq!(g.throws_this_turn(), 0);
    assert_eq!(g.last_pass(), None);
    // There is no voluntary pass.
    assert!(matches!(
        g.parse_move("pass"),
        Err(MoveError::Syntax { .. })
    ));
}

#[test]
fn rolls_are_abstract_until_resolved() {
    let mut g = new_game();
    assert_eq!(g.legal_moves(), vec![Move::Roll(None)]);
    assert_eq!(g.format_move(&Move::Roll(None)), "roll");
    let outcomes = g.chance_outcomes(&Move::Roll(None)).unwrap();
    let weights: Vec<u32> = outcomes.iter().map(|&(_, w)| w).collect();
    assert_eq!(weights, vec![1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    assert_eq!(weights.iter().sum::<u32>(), 36);
    for (i, (mv, _)) in outcomes.iter().enumerate() {
        let text = format!("roll {}", i + 2);
        assert_eq!(g.format_move(mv), text);
        assert_eq!(g.parse_move(&text).unwrap(), *mv);
        assert_eq!(g.chance_outcomes(mv), None);
        let mut c = g.clone();
        c.play(mv).unwrap();
    }
    assert_eq!(g.chance_outcomes(&Move::Place(sq("e5"))), None);
    let msg = illegal_message(&mut g, "roll");
    assert!(msg.contains("resolved"), "{msg}");
    // Out-of-range totals never parse, nor do other spellings; a built one is refused.
    for bad in [
        "roll 1", "roll 13", "roll 07", "roll x", "roll  7", "rolls", "roll7",
    ] {
        assert!(
            matches!(g.parse_move(bad), Err(MoveError::Syntax { .. })),
            "{bad}"
        );
    }
    let before = g.clone();
    assert!(matches!(
        g.play(&Move::Roll(Some(13))),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        g.play(&Move::Place(Square(81))),
        Err(MoveError::Illegal(_))
    ));
    assert_eq!(g, before);
}

#[test]
fn throws_so_far_counts_every_throw_of_both_players() {
    let mut g = new_game();
    assert_eq!(g.throws_so_far(), 0);
    play(&mut g, &["roll 12", "roll 3", "a9"]);
    assert_eq!(g.throws_so_far(), 2);
    play(&mut g, &["roll 7", "e5", "roll 12", "e5"]);
    assert_eq!(g.throws_so_far(), 4);
    assert_eq!(g.ply(), 7);
}

#[test]
fn parse_rejects_bad_squares() {
    let g = new_game();
    for bad in ["", "j1", "a0", "a10", "e", "5e", "e5 ", "xx"] {
        assert!(
            matches!(g.parse_move(bad), Err(MoveError::Syntax { .. })),
            "{bad}"
        );
    }
    assert_eq!(g.format_move(&g.parse_move("i9").unwrap()), "i9");
}

// ---------------------------------------------------------------- winning

#[test]
fn a_line_of_boxes_wins() {
    // Blue controls boxes 3 and 4; winning box 5 (top row of boxes) wins the game.
    let mut g = with_counters(&["g9", "h9"], &[]);
    give_boxes(&mut g, BLUE, &[3, 4]);
    give_boxes(&mut g, RED, &[7, 11]);
    play(&mut g, &["roll 5", "i9"]);
    assert_eq!(g.outcome(), Some(Outcome::Winner(BLUE)));
    assert_eq!(g.to_move(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.winning_boxes(), 0b000_000_111);
    assert_eq!(g.targets(), 0);
    let before = g.clone();
    assert_eq!(g.play(&Move::Roll(Some(7))), Err(MoveError::GameOver));
    assert_eq!(g, before);
}

#[test]
fn a_diagonal_of_boxes_wins() {
    let mut g = with_counters(&[], &["a1", "b1"]);
    give_boxes(&mut g, RED, &[5, 7]);
    play(&mut g, &["roll 4", "b9"]);
    // Red completes box 9 (a1 b1 c1, bottom row of box 9) and the 5-7-9 diagonal.
    play(&mut g, &["roll 11", "c1"]);
    assert_eq!(g.outcome(), Some(Outcome::Winner(RED)));
    assert_eq!(g.winning_boxes(), 0b001_010_100);
}

#[test]
fn five_boxes_win() {
    // Blue controls boxes 3, 4, 8, 9 (no line of three); winning box 11 makes five.
    let mut g = with_counters(&["g3", "h3"], &[]);
    give_boxes(&mut g, BLUE, &[3, 4, 8, 9]);
    let after = g.boxes_of(BLUE) | 1 << 8;
    assert!(!has_line(after) && after.count_ones() == 5);
    play(&mut g, &["roll 5", "i3"]);
    assert_eq!(g.outcome(), Some(Outcome::Winner(BLUE)));
    assert_eq!(g.winning_boxes(), after);
}

#[test]
fn four_boxes_without_a_line_do_not_win() {
    let mut g = with_counters(&["g3", "h3"], &[]);
    give_boxes(&mut g, BLUE, &[3, 4, 9]);
    play(&mut g, &["roll 5", "i3"]);
    assert_eq!(g.boxes_of(BLUE).count_ones(), 4);
    assert_eq!(g.outcome(), None);
}

#[test]
fn five_hundred_turns_draw() {
    // Nobody ever has a counter to take: 500 turns of three 12s, each an automatic pass.
    let mut g = new_game();
    for turn in 0..500 {
        assert_eq!(g.outcome(), None, "turn {turn}");
        play(&mut g, &["roll 12", "roll 12", "roll 12"]);
    }
    assert_eq!(g.turns(), 500);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.to_move(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.throws_so_far(), 1500);
}

#[test]
fn a_win_on_the_last_turn_is_still_a_win() {
    let mut g = with_counters(&["g9", "h9"], &[]);
    give_boxes(&mut g, BLUE, &[3, 4]);
    g.turns = TURN_LIMIT - 1;
    play(&mut g, &["roll 5", "i9"]);
    assert_eq!(g.outcome(), Some(Outcome::Winner(BLUE)));
    let mut g = with_counters(&[], &[]);
    g.turns = TURN_LIMIT - 1;
    play(&mut g, &["roll 5", "i9"]);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

// ---------------------------------------------------------------- JSON, storage, AnyGame

#[test]
fn board_json_has_the_rule_books_keys() {
    let mut g = new_game();
    assert_eq!(
        g.board_json(),
        serde_json::json!({"cells": {}, "boxes": {}, "roll": null, "throws": 0})
    );
    play(&mut g, &["roll 7", "e5", "roll 7"]);
    assert_eq!(
        g.board_json(),
        serde_json::json!({"cells": {"e5": "blue"}, "boxes": {}, "roll": 7, "throws": 1})
    );
}

#[test]
fn options_are_refused() {
    let opts: Options = [("size".to_string(), "3".to_string())].into();
    assert!(SuperSeven::new(&opts, "0").is_err());
    assert_eq!(SuperSeven::ID, "super-seven");
    assert_eq!(SuperSeven::SEATS, ["blue", "red"]);
}

#[test]
fn storage_is_readable_and_round_trips() {
    let mut g = with_counters(&["a9"], &["i1"]);
    play(&mut g, &["roll 7", "e5"]);
    let text = serde_json::to_string(&g).unwrap();
    assert!(
        text.contains("b......../........./........./........./....b..../"),
        "{text}"
    );
    let back: SuperSeven = serde_json::from_str(&text).unwrap();
    assert_eq!(back, g);
    let bad = text.replace("b......../", "x......../");
    assert!(serde_json::from_str::<SuperSeven>(&bad).is_err());
}

#[test]
fn any_game_plays_resolved_rolls_only() {
    let mut any = AnyGame::new(GameKind::SuperSeven, &Options::new(), "0").unwrap();
    assert_eq!(any.legal_moves(), vec!["roll"]);
    assert!(any.is_chance("roll"));
    assert!(!any.is_chance("roll 7"));
    assert!(any.play("roll").is_err());
    assert_eq!(any.play("ROLL  7").unwrap(), "roll 7");
    assert_eq!(any.play(" E5 ").unwrap(), "e5");
    let replayed =
        AnyGame::replay(GameKind::SuperSeven, &Options::new(), "0", ["roll 7", "e5"]).unwrap();
    assert_eq!(replayed.board_json(), any.board_json());
    assert_eq!(GameKind::from_id("super-seven"), Some(GameKind::SuperSeven));
}

#[test]
fn the_host_resolves_a_plain_roll_with_throw_k_of_the_seed() {
    let seed = "5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9";
    let mut any = AnyGame::new(GameKind::SuperSeven, &Options::new(), seed).unwrap();
    assert_eq!(any.resolve_chance("e5", seed), None);
    for k in 0..6u64 {
        let mv = any.resolve_chance("roll", seed).unwrap();
        assert_eq!(mv, format!("roll {}", dice::throw_total(seed, k)));
        any.play(&mv).unwrap();
        if let Some(target) = any.legal_moves().into_iter().find(|m| m != "roll") {
            any.play(&target).unwrap();
        }
    }
}

#[test]
fn a_seeded_game_replays_from_its_committed_throws() {
    // The host's loop: throw k from the seed, then play the first target; the log replays.
    let seed = "5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9";
    let mut g = new_game();
    let mut log = Vec::new();
    while g.to_move().is_some() && log.len() < 3000 {
        let mv = match g.legal_moves()[0] {
            Move::Roll(None) => Move::Roll(Some(dice::throw_total(seed, g.throws_so_far()))),
            m => m,
        };
        log.push(g.format_move(&mv));
        g.play(&mv).unwrap();
    }
    assert!(g.outcome().is_some());
    let replayed = AnyGame::replay(
        GameKind::SuperSeven,
        &Options::new(),
        seed,
        log.iter().map(|s| s.as_str()),
    )
    .unwrap();
    assert_eq!(replayed.board_json(), g.board_json());
}

// ---------------------------------------------------------------- properties

/// Resolve a listed move: a throw becomes a random total (two random dice).
fn resolve(g: &SuperSeven, mv: Move, rng: &mut Picks) -> Move {
    match g.chance_outcomes(&mv) {
        Some(outcomes) => {
            let total = 2 + rng.below(6) + rng.below(6);
            let (m, _) = outcomes[total - 2];
            m
        }
        None => mv,
    }
}

/// Invariants of every position: no square twice, controlled boxes full of their owner,
/// every full box controlled.
fn check_invariants(g: &SuperSeven) {
    assert_eq!(g.cells[0] & g.cells[1], 0);
    assert_eq!(g.boxes[0] & g.boxes[1], 0);
    for b in 0..9u8 {
        let full = (g.cells[0] | g.cells[1]) & box_mask(b) == box_mask(b);
        match g.box_owner(b) {
            Some(s) => assert_eq!(g.cells[s.index()] & box_mask(b), box_mask(b)),
            None => assert!(!full, "box {} is full but nobody controls it", b + 3),
        }
    }
}

fn random_unlisted(g: &SuperSeven, rng: &mut Picks) -> Move {
    match g.current_roll() {
        None => Move::Place(Square(rng.below(81) as u8)),
        Some(_) => {
            let targets = g.targets();
            let outside = ALL & !targets;
            if outside == 0 || rng.below(3) == 0 {
                Move::Roll(Some(2 + rng.below(11) as u8))
            } else {
                let n = outside.count_ones() as usize;
                squares(outside).nth(rng.below(n)).map(Move::Place).unwrap()
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_keep_the_contract(choices in picks(3000)) {
        let mut rng = Picks::new(choices);
        let mut g = new_game();
        let mut plies = 0;
        while g.to_move().is_some() {
            let moves = g.legal_moves();
            prop_assert!(!moves.is_empty());
            let mut spellings: Vec<String> = moves.iter().map(|m| g.format_move(m)).collect();
            for (m, s) in moves.iter().zip(&spellings) {
                prop_assert_eq!(&g.parse_move(s).unwrap(), m);
                match g.chance_outcomes(m) {
                    Some(outcomes) => {
                        prop_assert_eq!(outcomes.len(), 11);
                        for (o, _) in outcomes {
                            let text = g.format_move(&o);
                            prop_assert_eq!(g.parse_move(&text).unwrap(), o);
                            prop_assert!(g.clone().play(&o).is_ok());
                        }
                    }
                    None => prop_assert!(g.clone().play(m).is_ok(), "{} refused", s),
                }
            }
            spellings.sort();
            let n = spellings.len();
            spellings.dedup();
            prop_assert_eq!(spellings.len(), n);

            // An unlisted move is refused and changes nothing.
            let bad = random_unlisted(&g, &mut rng);
            let before = serde_json::to_string(&g).unwrap();
            prop_assert!(g.play(&bad).is_err(), "{} accepted", g.format_move(&bad));
            prop_assert_eq!(serde_json::to_string(&g).unwrap(), before);

            let mv = resolve(&g, moves[rng.below(moves.len())], &mut rng);
            g.play(&mv).unwrap();
            check_invariants(&g);
            plies += 1;
            // Each turn has at most three throws and a placement; 500 turns end the game.
            prop_assert!(plies <= 4 * TURN_LIMIT as usize);
            prop_assert_eq!(g.ply(), plies);

            let text = serde_json::to_string(&g).unwrap();
            let back: SuperSeven = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(&back, &g);
        }
        prop_assert!(g.legal_moves().is_empty());
        prop_assert!(g.outcome().is_some());
    }
}

#[test]
fn the_position_in_words_lists_boxes_and_the_throw_to_place() {
    let mut g = with_counters(&["a1", "e5"], &["b2"]);
    give_boxes(&mut g, Seat(1), &[11]);
    assert_eq!(
        g.describe(Lang::EnUs),
        "box 7: blue on e5; box 9: blue on a1, red on b2; \
         box 11, held by red: red on g3 h3 i3 g2 h2 i2 g1 h1 i1"
    );
    play(&mut g, &["roll 7"]);
    assert_eq!(
        g.describe(Lang::EsEs),
        "bloque 7: blue en e5; bloque 9: blue en a1, red en b2; \
         bloque 11, controlado por red: red en g3 h3 i3 g2 h2 i2 g1 h1 i1; blue sacó 7"
    );
    assert_eq!(new_game().describe(Lang::De), "leer");
}
