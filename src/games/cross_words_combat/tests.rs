use super::*;
use crate::games::AnyGame;
use crate::i18n::Lang;

fn options(pairs: &[(&str, &str)]) -> Options {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// A 25 × 25 game with the given pages (red starts at i9, black at i17).
fn game(red: &str, black: &str, extra: &[(&str, &str)]) -> CrossWordsCombat {
    let mut o = options(&[("page.red", red), ("page.black", black)]);
    o.extend(options(extra));
    CrossWordsCombat::new(&o, "test").unwrap()
}

fn idx(g: &CrossWordsCombat, square: &str) -> usize {
    let file = (square.as_bytes()[0] - b'a') as usize;
    let rank: usize = square[1..].parse().unwrap();
    g.grid.index(file, rank - 1)
}

/// Erase the board (the pages keep their struck starting words).
fn clear(g: &mut CrossWordsCombat) {
    for i in 0..g.grid.cell_count() {
        g.grid.set(i, Cell::EMPTY);
    }
}

/// Write letters directly, ignoring the rules (to set up a position).
fn put(g: &mut CrossWordsCombat, seat: u8, word: &str, square: &str, down: bool) {
    let start = idx(g, square);
    let w = g.width();
    for (k, c) in word.chars().enumerate() {
        let i = if down { start - k * w } else { start + k };
        g.grid.set(
            i,
            Cell {
                letter: c,
                writer: seat,
                captor: NONE,
            },
        );
    }
}

fn letter(g: &CrossWordsCombat, square: &str) -> char {
    g.grid.get(idx(g, square)).letter
}

fn play(g: &mut CrossWordsCombat, text: &str) -> Result<(), MoveError> {
    let mv = g.parse_move(&crate::games::canonicalize(text))?;
    g.play(&mv)
}

fn ok(g: &mut CrossWordsCombat, text: &str) {
    if let Err(e) = play(g, text) {
        panic!("`{text}` refused: {e}");
    }
    check_listing(g);
}

/// Refused with a message containing `needle`, and nothing changed.
fn refused(g: &mut CrossWordsCombat, text: &str, needle: &str) {
    let before = serde_json::to_string(g).unwrap();
    let copy = g.clone();
    match play(g, text) {
        Ok(()) => panic!("`{text}` was accepted"),
        Err(e) => {
            let msg = e.to_string();
            assert!(msg.contains(needle), "`{text}`: `{msg}` lacks `{needle}`");
        }
    }
    assert_eq!(*g, copy);
    assert_eq!(serde_json::to_string(g).unwrap(), before);
}

fn legal(g: &CrossWordsCombat) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
    v.sort();
    v
}

/// Every listed move is accepted, and is spelled once.
fn check_listing(g: &CrossWordsCombat) {
    let v = legal(g);
    let mut d = v.clone();
    d.dedup();
    assert_eq!(v.len(), d.len(), "duplicate spellings");
    for s in &v {
        let mut c = g.clone();
        play(&mut c, s).unwrap_or_else(|e| panic!("listed `{s}` refused: {e}"));
    }
}

fn extras(g: &CrossWordsCombat) -> Vec<Extra> {
    g.extra_turns().collect()
}

#[test]
fn starting_words_are_written_and_struck() {
    let g = game("The chapter\nold man", "Once upon a time", &[]);
    let word: String = (0..3)
        .map(|k| letter(&g, &format!("{}9", (b'i' + k) as char)))
        .collect();
    assert_eq!(word, "the");
    assert_eq!(letter(&g, "i17"), 'o');
    assert_eq!(letter(&g, "l17"), 'e');
    let j = g.board_json();
    assert_eq!(j["cells"]["i9"], json!({"letter": "T", "owner": "red"}));
    assert_eq!(j["cells"]["i17"]["owner"], "black");
    assert_eq!(j["pages"]["red"]["used"], json!(["the"]));
    assert_eq!(j["pages"]["red"]["playable"], json!(["chapter", "old"]));
    assert_eq!(j["pages"]["black"]["playable"], json!(["upon"]));
    assert_eq!(j["turns_left"], json!({"red": 30, "black": 30}));
    assert_eq!(j["extra_turns"], json!([]));
    assert_eq!(j["captured"], json!({}));
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert_eq!(g.scores(), Some([0, 0]));
    assert_eq!(g.ply(), 0);
}

#[test]
fn starting_word_positions_on_small_boards() {
    // 9 × 9: file d (⌊9/3⌋+1 = 4), red rank 9 − 6 = 3, black rank 9 − 3 = 6.
    // A long word ends at the right edge; a word longer than the board is skipped.
    let g = game(
        "abcdefgh rest",
        "abcdefghijk abcdefghi more",
        &[("width", "9"), ("height", "9")],
    );
    assert_eq!(letter(&g, "b3"), 'a');
    assert_eq!(letter(&g, "i3"), 'h');
    assert_eq!(letter(&g, "a6"), 'a');
    assert_eq!(letter(&g, "i6"), 'i');
    assert_eq!(g.used_words(Seat(1)), vec!["abcdefghi"]);
    assert_eq!(g.playable_words(Seat(1)), vec!["abcdefghijk"]);
    // 26 wide × 10 high: file i, red rank 10 − 6 = 4, black rank 10 − 3 = 7.
    let g = game("one", "two", &[("width", "26"), ("height", "10")]);
    assert_eq!(letter(&g, "i4"), 'o');
    assert_eq!(letter(&g, "i7"), 't');
}

#[test]
fn options_are_checked() {
    let bad = |pairs: &[(&str, &str)], needle: &str| {
        let e = CrossWordsCombat::new(&options(pairs), "0").unwrap_err();
        assert!(e.to_string().contains(needle), "{e} lacks {needle}");
    };
    bad(&[("width", "8")], "width");
    bad(&[("height", "27")], "height");
    bad(&[("turns", "-1")], "turns");
    bad(&[("colour", "blue")], "unknown option");
    bad(&[("page.red", "")], "red's page is empty");
    bad(&[("page.black", "1 2 3 a b")], "black's page has no word");
    bad(
        &[("page.red", "abcdefghijklmnopqrstuvwxyz"), ("width", "9")],
        "no word short enough",
    );
    assert_eq!(
        CrossWordsCombat::file_options(),
        &["page.red", "page.black"]
    );
    let g = CrossWordsCombat::new(&options(&[("turns", "0")]), "0").unwrap();
    assert_eq!(g.board_json()["turns_left"], serde_json::Value::Null);
    assert_eq!(g.turns_left(Seat(0)), None);
}

#[test]
fn bundled_pages_follow_the_seed() {
    let a = CrossWordsCombat::new(&Options::new(), "seed one").unwrap();
    let b = CrossWordsCombat::new(&Options::new(), "seed one").unwrap();
    assert_eq!(a, b);
    assert_ne!(a.pages[0], a.pages[1]);
    let differ = (0..10).any(|i| {
        CrossWordsCombat::new(&Options::new(), &i.to_string())
            .unwrap()
            .pages
            != a.pages
    });
    assert!(differ);
    // A supplied page replaces only its own seat's.
    let c = CrossWordsCombat::new(&options(&[("page.red", "my own page")]), "seed one").unwrap();
    assert_eq!(c.used_words(Seat(0)), vec!["my"]);
    assert_eq!(c.pages[1], a.pages[1]);
}

#[test]
fn notation_round_trips_and_rejects_bad_syntax() {
    let g = game("text", "word", &[]);
    for s in ["pass", "garden e7 down", "the a1 across", "ab z26 across"] {
        assert_eq!(g.format_move(&g.parse_move(s).unwrap()), s);
    }
    for bad in [
        "",
        "garden",
        "garden e7",
        "garden e7 sideways",
        "gar3en e7 down",
        "garden 7e down",
        "garden e0 down",
        "garden e07 down",
        "garden e100 down",
        "passes",
    ] {
        assert!(
            matches!(g.parse_move(bad), Err(MoveError::Syntax { .. })),
            "{bad}"
        );
    }
    // Non-ASCII letters fold like the page does.
    assert_eq!(
        g.format_move(
            &g.parse_move(&crate::games::canonicalize("ΟΔΟΣ a1 across"))
                .unwrap()
        ),
        "οδοσ a1 across"
    );
}

#[test]
fn rule_1_only_playable_words() {
    let mut g = game("text\nthe tax\nhex", "word", &[]);
    refused(&mut g, "tax i10 down", "not the playable word");
    refused(&mut g, "zebra i10 down", "not on your page");
    refused(&mut g, "text i10 down", "already been used");
    refused(&mut g, "t i9 down", "single letters");
    ok(&mut g, "the i9 down");
    assert_eq!(g.playable_words(Seat(0)), vec!["tax", "hex"]);
}

#[test]
fn rule_1_duplicate_words_strike_the_topmost_row() {
    let mut g = game("text\nsee far\nup\nto 5\nto a\nextra", "word", &[]);
    // Clear `up` so two rows offer `to`: rows 4 and 5. The topmost (row 4) is struck, and its
    // follower 5 gives combo 4; row 5's `a` would have given combo 5.
    g.used[0][0] |= 1 << 3;
    ok(&mut g, "to i9 down");
    assert_eq!(extras(&g), vec![Extra::Number { lengths: 1 << 5 }]);
    assert_eq!(g.playable_words(Seat(0)), vec!["see", "to", "extra"]);
}

#[test]
fn rule_2_board_edge_and_captured_cells() {
    let mut g = game("text\nstretched", "word", &[]);
    refused(&mut g, "stretched r9 across", "does not fit");
    refused(&mut g, "stretched i3 down", "does not fit");
    let mut g = game("text\ntea", "word", &[]);
    let i = idx(&g, "i10");
    g.grid.set(
        i,
        Cell {
            letter: '\0',
            writer: NONE,
            captor: 0,
        },
    );
    refused(&mut g, "tea i9 across", "already holds");
    refused(&mut g, "tea i10 down", "i10 is captured");
}

#[test]
fn rule_3_shared_cells_hold_the_same_letter() {
    let mut g = game("text\ntax", "word", &[]);
    // TEXT at i9..l9: `tax` down from j10 would put A on E.
    refused(&mut g, "tax j10 down", "j9 already holds E");
    ok(&mut g, "tax i9 down");
}

#[test]
fn rule_4_must_share_an_own_letter_and_continuing_counts() {
    let mut g = game("text\nthe\nhex", "word", &[]);
    // Touching end to end is not enough.
    refused(&mut g, "the m9 across", "cross one of your own letters");
    refused(&mut g, "the i20 across", "cross one of your own letters");
    // THE over the T of TEXT: TEXTHE.
    ok(&mut g, "the l9 across");
    let row: String = (0..6)
        .map(|k| letter(&g, &format!("{}9", (b'i' + k) as char)))
        .collect();
    assert_eq!(row, "texthe");
    // Black's letters are not black's own for red.
    let mut g = game("text\nword", "word\nrow", &[]);
    refused(&mut g, "word i17 across", "cross one of your own letters");
}

#[test]
fn rule_5_must_add_a_letter() {
    let mut g = game("text\nex\nlater", "word", &[]);
    refused(&mut g, "ex j9 across", "add at least one new letter");
    ok(&mut g, "ex j9 down");
}

#[test]
fn rule_6_no_touching_the_opponent_unless_crossing() {
    let mut g = game("cat\ncat\nact", "word", &[]);
    clear(&mut g);
    put(&mut g, 0, "c", "b4", false);
    put(&mut g, 1, "z", "c5", false);
    // A at c4 would touch black's Z at c5.
    refused(&mut g, "cat b4 across", "would touch black's letter at c5");
    // Black T on d4: crossing it lifts rule 6, and captures it (combo 1).
    put(&mut g, 1, "t", "d4", false);
    ok(&mut g, "cat b4 across");
    assert_eq!(g.grid.get(idx(&g, "d4")).captor, 0);
    assert_eq!(
        g.grid.get(idx(&g, "d4")).writer,
        1,
        "the letter keeps its writer"
    );
    assert_eq!(g.scores(), Some([1, 0]));
    assert_eq!(extras(&g), vec![Extra::Cross]);
}

#[test]
fn rule_6_diagonal_is_fine_and_captured_cells_block() {
    let mut g = game("cat\nto", "word", &[]);
    clear(&mut g);
    put(&mut g, 0, "cat", "b4", false);
    // `to` down from d4 adds O at d3; black's X at e2 is only diagonal to it.
    put(&mut g, 1, "x", "e2", false);
    let mut g2 = g.clone();
    ok(&mut g2, "to d4 down");
    // An opponent-captured cell next to a new letter blocks like a letter.
    let i = idx(&g, "e2");
    g.grid.set(i, Cell::EMPTY);
    let j = idx(&g, "e3");
    g.grid.set(
        j,
        Cell {
            letter: '\0',
            writer: NONE,
            captor: 1,
        },
    );
    refused(&mut g, "to d4 down", "black's captured cell at e3");
}

#[test]
fn rule_6_own_letter_captured_by_opponent_counts_as_theirs() {
    let mut g = game("cat\nto", "word", &[]);
    clear(&mut g);
    put(&mut g, 0, "cat", "b4", false);
    put(&mut g, 0, "q", "e3", false);
    let i = idx(&g, "e3");
    let mut c = g.grid.get(i);
    c.captor = 1;
    g.grid.set(i, c);
    refused(&mut g, "to d4 down", "black's captured cell at e3");
}

#[test]
fn combo_1_crossing_one_letter_gives_a_normal_extra_turn() {
    let mut g = game("cat\ntap\nton\napt", "zebra", &[]);
    clear(&mut g);
    put(&mut g, 0, "cat", "b4", false);
    put(&mut g, 1, "p", "d2", false);
    ok(&mut g, "tap d4 down");
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert_eq!(extras(&g), vec![Extra::Cross]);
    assert_eq!(g.board_json()["extra_turns"], json!([{"combo": 1}]));
    assert_eq!(g.board_json()["captured"], json!({"d2": "red"}));
    assert_eq!(g.board_json()["cells"]["d2"]["owner"], "black");
    assert_eq!(g.turns_left(Seat(0)), Some(29));
    // The captured cell can never be used again.
    refused(&mut g, "apt d3 down", "d2 is captured");
    ok(&mut g, "ton d4 across");
    assert_eq!(g.turns_left(Seat(0)), Some(29), "extra turns do not count");
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn combo_2_crossing_two_letters_allows_any_unused_word() {
    let mut g = game("cat\ncanoe x\nfirst second deep\ndeep end", "zebra", &[]);
    clear(&mut g);
    put(&mut g, 0, "c", "b4", false);
    put(&mut g, 1, "a", "c4", false);
    put(&mut g, 1, "o", "e4", false);
    ok(&mut g, "canoe b4 across");
    assert_eq!(g.scores(), Some([2, 0]));
    // Combo 2 first, then the combo 5 from the `x` after `canoe`.
    assert_eq!(
        extras(&g),
        vec![Extra::AnyWord, Extra::Letter { letter: 'x' }]
    );
    assert_eq!(
        g.board_json()["extra_turns"],
        json!([{"combo": 2}, {"combo": 5, "letter": "x"}])
    );
    // Any unused word: `second` is no row's playable word. `deep` strikes its first unused
    // occurrence in page order (row 3), not the row it is playable in.
    assert!(legal(&g).contains(&"second b6 down".to_string()));
    ok(&mut g, "deep f5 down");
    assert_eq!(g.playable_words(Seat(0)), vec!["first", "deep"]);
    assert_eq!(g.used_words(Seat(0)), vec!["cat", "canoe", "deep"]);
}

#[test]
fn combo_2_on_a_normal_turn_strikes_the_playable_row() {
    let mut g = game("cat\nfirst second deep\ndeep end", "zebra", &[]);
    clear(&mut g);
    put(&mut g, 0, "d", "b4", false);
    refused(&mut g, "second b5 down", "not the playable word");
    ok(&mut g, "deep b4 across");
    assert_eq!(g.playable_words(Seat(0)), vec!["first", "end"]);
}

/// A red ring: top c5–e5, bottom c3–e3, left b4, own letter d4 inside, closed by f5–f3.
fn ring_game(inside: Option<(u8, &str)>) -> CrossWordsCombat {
    let mut g = game("cat\naha\nab\nabc", "zebra", &[]);
    clear(&mut g);
    put(&mut g, 0, "xyz", "c5", false);
    put(&mut g, 0, "xyz", "c3", false);
    put(&mut g, 0, "w", "b4", false);
    put(&mut g, 0, "a", "f5", false);
    if let Some((seat, sq)) = inside {
        put(&mut g, seat, "q", sq, false);
    }
    g
}

#[test]
fn combo_3_enclosure_around_an_own_letter_captures_the_empty_cells() {
    let mut g = ring_game(Some((0, "d4")));
    ok(&mut g, "aha f5 down");
    // c4 and e4 are enclosed (d4 is red's own letter, a wall): 2 cells, one combo 3.
    let j = g.board_json();
    assert_eq!(j["captured"], json!({"c4": "red", "e4": "red"}));
    assert_eq!(g.scores(), Some([2, 0]));
    // Its extra turn would allow at most 1 letter: no legal word, so it was skipped.
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert!(extras(&g).is_empty());
}

#[test]
fn combo_3_restricts_the_word_length() {
    let mut g = ring_game(None);
    ok(&mut g, "aha f5 down");
    // c4, d4, e4 enclosed: 3 cells, so words of at most 2 letters.
    assert_eq!(g.scores(), Some([3, 0]));
    assert_eq!(extras(&g), vec![Extra::Enclosure { max_letters: 2 }]);
    assert_eq!(
        g.board_json()["extra_turns"],
        json!([{"combo": 3, "max_letters": 2}])
    );
    refused(&mut g, "abc f3 across", "combo 3");
    ok(&mut g, "ab f3 across");
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn combo_3_no_capture_when_an_opponent_letter_is_inside() {
    let mut g = ring_game(Some((1, "d4")));
    ok(&mut g, "aha f5 down");
    assert_eq!(g.scores(), Some([0, 0]));
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn combo_3_no_capture_when_the_area_touches_the_edge() {
    let mut g = game("cat\naha", "zebra", &[]);
    clear(&mut g);
    // A ring against the left edge: a4 is walled by a5, a3, b4 but touches the edge.
    put(&mut g, 0, "xy", "a5", false);
    put(&mut g, 0, "xy", "a3", false);
    put(&mut g, 0, "a", "c5", false);
    ok(&mut g, "aha c5 down");
    assert_eq!(g.scores(), Some([0, 0]));
    // The same shape one file in is enclosed.
    let mut g = game("cat\naha", "zebra", &[]);
    clear(&mut g);
    put(&mut g, 0, "xy", "b5", false);
    put(&mut g, 0, "xy", "b3", false);
    put(&mut g, 0, "z", "a4", false);
    put(&mut g, 0, "a", "d5", false);
    ok(&mut g, "aha d5 down");
    assert_eq!(g.scores(), Some([2, 0]));
}

#[test]
fn combo_3_own_captures_are_walls_opponent_captures_are_not() {
    for (captor, expected) in [(0u8, 3), (1u8, 0)] {
        let mut g = ring_game(None);
        // Replace the wall at b4 by a captured empty cell.
        let i = idx(&g, "b4");
        g.grid.set(
            i,
            Cell {
                letter: '\0',
                writer: NONE,
                captor,
            },
        );
        let before = g.captured;
        ok(&mut g, "aha f5 down");
        assert_eq!(g.captured[0] - before[0], expected);
    }
}

#[test]
fn combo_4_two_digit_number_sets_the_lengths() {
    let mut g = game("text\nhex 24 and more\nten\nnext", "word", &[]);
    ok(&mut g, "hex k11 down");
    assert_eq!(
        extras(&g),
        vec![Extra::Number {
            lengths: (1 << 2) | (1 << 4)
        }]
    );
    assert_eq!(
        g.board_json()["extra_turns"],
        json!([{"combo": 4, "lengths": [2, 4]}])
    );
    refused(&mut g, "ten i9 down", "combo 4) allows only 2 or 4 letters");
    ok(&mut g, "next l12 down");
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn combo_4_reads_every_number_right_after() {
    let g = Page::parse("go 1, 35 9 then 7");
    assert_eq!(
        g.follow_combo(0),
        Some(Extra::Number {
            lengths: (1 << 1) | (1 << 3) | (1 << 5) | (1 << 9)
        })
    );
}

#[test]
fn combo_5_single_letter_sets_the_first_letter() {
    let mut g = game("text\nsee a cat\nten\nant", "word", &[]);
    ok(&mut g, "see j10 down");
    assert_eq!(extras(&g), vec![Extra::Letter { letter: 'a' }]);
    assert_eq!(
        g.board_json()["extra_turns"],
        json!([{"combo": 5, "letter": "a"}])
    );
    refused(&mut g, "ten i9 down", "starting with A");
    ok(&mut g, "ant i11 down");
    assert_eq!(g.to_move(), Some(Seat(1)));
}

#[test]
fn extra_turn_with_no_legal_word_is_lost() {
    // `see` is followed by `q`, and no word starts with q: the extra turn is skipped.
    let mut g = game("text\nsee q\nten", "word", &[]);
    ok(&mut g, "see j10 down");
    assert!(extras(&g).is_empty());
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(g.ply(), 1);
}

#[test]
fn extra_turns_earned_during_an_extra_turn_join_the_queue() {
    let mut g = game("cat\ncanoe x\nstore 3\nxo\ntor", "zebra", &[]);
    clear(&mut g);
    put(&mut g, 0, "c", "b4", false);
    put(&mut g, 1, "a", "c4", false);
    put(&mut g, 1, "o", "e4", false);
    ok(&mut g, "canoe b4 across");
    assert_eq!(
        extras(&g),
        vec![Extra::AnyWord, Extra::Letter { letter: 'x' }]
    );
    ok(&mut g, "store f8 down");
    assert_eq!(
        extras(&g),
        vec![
            Extra::Letter { letter: 'x' },
            Extra::Number { lengths: 1 << 3 }
        ]
    );
    // Pass skips only the current extra turn, and uses no regular turn.
    ok(&mut g, "pass");
    assert_eq!(extras(&g), vec![Extra::Number { lengths: 1 << 3 }]);
    assert_eq!(g.to_move(), Some(Seat(0)));
    assert_eq!(g.turns_left(Seat(0)), Some(29));
    ok(&mut g, "pass");
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(g.turns_left(Seat(0)), Some(29));
    assert!(!g.passed[0], "passing extra turns is not passing the turn");
}

#[test]
fn both_players_passing_ends_the_game() {
    let mut g = game("text\nthe\nhex", "word\nrow", &[]);
    ok(&mut g, "pass");
    assert_eq!(g.turns_left(Seat(0)), Some(29));
    assert_eq!(g.to_move(), Some(Seat(1)));
    ok(&mut g, "row k17 down");
    ok(&mut g, "pass");
    assert_eq!(
        g.to_move(),
        Some(Seat(1)),
        "a word in between resets the passes"
    );
    ok(&mut g, "pass");
    assert_eq!(g.to_move(), None);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert!(g.legal_moves().is_empty());
    let before = g.clone();
    assert_eq!(play(&mut g, "pass"), Err(MoveError::GameOver));
    assert_eq!(g, before);
}

#[test]
fn game_ends_when_neither_has_a_legal_word() {
    // Only starting words: nothing left to play for either.
    let g = game("alpha", "omega", &[]);
    assert_eq!(g.to_move(), None);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    // Red can play once; afterwards neither can.
    let mut g = game("text\nthe", "omega", &[]);
    assert_eq!(g.to_move(), Some(Seat(0)));
    ok(&mut g, "the i9 down");
    assert_eq!(g.to_move(), None);
}

#[test]
fn a_player_without_a_legal_word_must_pass() {
    let mut g = game("text\nthe\nhex", "omega", &[]);
    ok(&mut g, "the i9 down");
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(legal(&g), vec!["pass"]);
    ok(&mut g, "pass");
    assert_eq!(g.to_move(), Some(Seat(0)));
}

#[test]
fn turn_limit_ends_the_game_after_extra_turns() {
    let mut g = game("text\nsee a\nant\nten", "word\nrow\nor", &[("turns", "1")]);
    ok(&mut g, "see j10 down");
    assert_eq!(g.turns_left(Seat(0)), Some(0));
    assert_eq!(g.to_move(), Some(Seat(0)), "the extra turn is still played");
    ok(&mut g, "ant i11 down");
    assert_eq!(g.to_move(), Some(Seat(1)));
    ok(&mut g, "row k17 down");
    assert_eq!(g.to_move(), None);
    assert_eq!(g.board_json()["turns_left"], json!({"red": 0, "black": 0}));
}

#[test]
fn winner_has_more_points() {
    let mut g = ring_game(None);
    ok(&mut g, "aha f5 down");
    ok(&mut g, "pass");
    ok(&mut g, "pass");
    ok(&mut g, "pass");
    assert_eq!(g.outcome(), Some(Outcome::Winner(Seat(0))));
    assert_eq!(g.scores(), Some([3, 0]));
}

#[test]
fn time_out_lets_the_other_play_on() {
    let mut g = game("text\nthe\nhex", "word\nrow\nor", &[]);
    g.time_out(Seat(0)).unwrap();
    assert!(g.is_out_of_time(Seat(0)));
    assert_eq!(g.to_move(), Some(Seat(1)));
    ok(&mut g, "row k17 down");
    assert_eq!(g.to_move(), Some(Seat(1)), "black plays on alone");
    assert!(matches!(g.time_out(Seat(0)), Err(MoveError::Illegal(_))));
    // Alone, one pass ends the game.
    ok(&mut g, "pass");
    assert_eq!(g.to_move(), None);
    assert!(matches!(g.time_out(Seat(1)), Err(MoveError::GameOver)));
}

#[test]
fn time_out_of_the_waiting_player_and_of_both() {
    let mut g = game("text\nsee a\nant\nten", "word\nrow\nor", &[]);
    ok(&mut g, "see j10 down");
    // Black runs out while red is on an extra turn: red finishes and keeps playing.
    g.time_out(Seat(1)).unwrap();
    assert_eq!(g.to_move(), Some(Seat(0)));
    ok(&mut g, "ant i11 down");
    assert_eq!(g.to_move(), Some(Seat(0)));
    // Red runs out mid-turn: the game is over.
    g.time_out(Seat(0)).unwrap();
    assert_eq!(g.to_move(), None);
}

#[test]
fn determinize_hides_only_the_opponents_unplayed_words() {
    let g = CrossWordsCombat::new(&Options::new(), "42").unwrap();
    let d = g.determinize(Seat(0), 7);
    assert_eq!(d.pages[0], g.pages[0]);
    assert_ne!(d.pages[1], g.pages[1]);
    assert_eq!(d.used_words(Seat(1)), g.used_words(Seat(1)));
    assert_eq!(d.pages[1].row_count(), g.pages[1].row_count());
    assert_eq!(d.grid, g.grid);
    assert_eq!(legal(&d), legal(&g), "red's own moves are unchanged");
    assert_eq!(d, g.determinize(Seat(0), 7));
    assert_ne!(d.pages[1], g.determinize(Seat(0), 8).pages[1]);
    // The guess plays like a real game.
    let mut d = g.determinize(Seat(1), 3);
    while d.to_move().is_some() {
        let m = d.legal_moves();
        let mv = m[m.len() / 2];
        d.play(&mv).unwrap();
    }
}

#[test]
fn page_view_marks_struck_and_playable_words() {
    let mut g = game("Text, the end.\nhex 2", "word", &[]);
    ok(&mut g, "the i9 down");
    let rows = g.page_rows(Seat(0));
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].text, "Text, the end.");
    let used: Vec<bool> = rows[0].tokens.iter().map(|t| t.used).collect();
    assert_eq!(used, vec![true, true, false]);
    assert_eq!(rows[0].playable, Some(2));
    assert_eq!(&rows[0].text[rows[0].tokens[2].range.clone()], "end");
    assert_eq!(rows[1].playable, Some(0));
    assert_eq!(rows[1].tokens[1].kind, page::TokenKind::Number);
}

#[test]
fn serde_round_trip_and_any_game() {
    let mut g = game("text\nsee a\nant\nten", "word\nrow\nor", &[]);
    ok(&mut g, "see j10 down");
    let s = serde_json::to_string(&g).unwrap();
    let back: CrossWordsCombat = serde_json::from_str(&s).unwrap();
    assert_eq!(back, g);
    assert!(s.len() < 5000, "compact snapshot: {} bytes", s.len());
    let any = AnyGame::replay(
        crate::games::GameKind::CrossWordsCombat,
        &options(&[
            ("page.red", "text\nsee a\nant"),
            ("page.black", "word\nrow"),
        ]),
        "x",
        ["SEE   J10 Down", "ant i11 down"],
    )
    .unwrap();
    assert_eq!(any.to_move(), Some(Seat(1)));
    assert_eq!(any.ply(), 2);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    fn random_game(seed: u32, size: u8, turns: u16) -> CrossWordsCombat {
        let o = options(&[
            ("width", &size.to_string()),
            ("height", &(35 - size).min(26).to_string()),
            ("turns", &turns.to_string()),
        ]);
        CrossWordsCombat::new(&o, &seed.to_string()).unwrap()
    }

    /// Near misses of a listed placement: shifted or turned.
    fn variants(p: &Placement) -> Vec<Move> {
        let mut v = Vec::new();
        for (df, dr, flip) in [
            (1i16, 0i16, false),
            (0, 1, false),
            (-1, 0, false),
            (0, 0, true),
        ] {
            let f = p.file as i16 + df;
            let r = p.rank as i16 + dr;
            if (0..26).contains(&f) && (0..26).contains(&r) {
                v.push(Move::Place(Placement {
                    file: f as u8,
                    rank: r as u8,
                    down: p.down ^ flip,
                    ..*p
                }));
            }
        }
        v
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn random_games_keep_the_invariants(
            seed in 0u32..1000,
            size in 9u8..=26,
            picks in proptest::collection::vec(0usize..1000, 600),
        ) {
            let mut g = random_game(seed, size, 12);
            let mut steps = 0;
            for &pick in &picks {
                let Some(_) = g.to_move() else { break };
                let moves = g.legal_moves();
                let listed: Vec<String> = moves.iter().map(|m| g.format_move(m)).collect();
                let mut dedup = listed.clone();
                dedup.sort();
                dedup.dedup();
                prop_assert_eq!(dedup.len(), listed.len());
                for (m, s) in moves.iter().zip(&listed) {
                    prop_assert_eq!(&g.parse_move(s).unwrap(), m);
                    prop_assert_eq!(&crate::games::canonicalize(s), s);
                }
                // Unlisted near misses are refused and change nothing.
                if let Some(Move::Place(p)) = moves.get(1 + pick % moves.len().max(2).saturating_sub(1)) {
                    for v in variants(p) {
                        if !moves.contains(&v) {
                            let before = serde_json::to_string(&g).unwrap();
                            let mut c = g.clone();
                            prop_assert!(c.play(&v).is_err(), "{} accepted", g.format_move(&v));
                            prop_assert_eq!(serde_json::to_string(&c).unwrap(), before);
                        }
                    }
                }
                // Pass rarely, so games get somewhere.
                let choice = if moves.len() > 1 && pick % 10 != 0 {
                    moves[1 + pick % (moves.len() - 1)]
                } else {
                    moves[pick % moves.len()]
                };
                let mut c = g.clone();
                c.play(&choice).unwrap();
                g = c;
                steps += 1;
                let back: CrossWordsCombat =
                    serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
                prop_assert_eq!(&back, &g);
            }
            // 12 regular turns each plus extra turns (each strikes a word of a page).
            prop_assert!(g.to_move().is_none(), "not over after {} moves", steps);
            let s = g.scores().unwrap();
            let captured = g.board_json()["captured"].as_object().unwrap().len() as i64;
            prop_assert_eq!(s[0] + s[1], captured);
        }

        #[test]
        fn every_listed_move_is_accepted(seed in 0u32..1000, size in 9u8..=26, n in 0usize..30) {
            let mut g = random_game(seed, size, 0);
            for k in 0..n {
                let moves = g.legal_moves();
                if moves.len() < 2 { break; }
                g.play(&moves[1 + (k * 7919) % (moves.len() - 1)]).unwrap();
            }
            for m in g.legal_moves() {
                let mut c = g.clone();
                prop_assert!(c.play(&m).is_ok());
                prop_assert_eq!(c.ply(), g.ply() + 1);
            }
        }

        /// Text in the notation (a word from the page or any letters, any square, either
        /// direction): every such text parses, so the refusal below is really tried.
        #[test]
        fn random_text_is_refused_without_change(
            text in "pass|[a-z]{1,8} [a-z][1-9][0-9]? (across|down)",
            from_page in any::<bool>(),
            word in any::<usize>(),
            file in 0usize..26,
            rank in 0usize..26,
            down in any::<bool>(),
        ) {
            let g = random_game(1, 25, 30);
            let words = g.playable_words(g.to_move().unwrap());
            let text = if from_page {
                format!(
                    "{} {} {}",
                    words[word % words.len()],
                    board::square_name(file, rank),
                    moves::direction_name(down)
                )
            } else {
                text
            };
            let mut c = g.clone();
            let listed: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
            let t = crate::games::canonicalize(&text);
            let m = c.parse_move(&t);
            prop_assert!(m.is_ok(), "`{}` does not parse: {:?}", t, m);
            let m = m.unwrap();
            if !listed.contains(&g.format_move(&m)) {
                prop_assert!(c.play(&m).is_err());
                prop_assert_eq!(c, g);
            } else {
                prop_assert!(c.play(&m).is_ok());
            }
        }
    }
}

#[test]
fn a_time_out_is_a_log_entry_that_replays() {
    use crate::games::clock::time_out_entry;
    use crate::games::GameKind;
    let mut options = Options::new();
    options.insert("clock".into(), "5+5".into());
    let log = ["pass", &time_out_entry("black"), "pass"];
    let g = AnyGame::replay(GameKind::CrossWordsCombat, &options, "7", log).unwrap();
    assert_eq!(g.ply(), 3, "the time-out counts as an entry");
    assert!(g.is_out_of_time(Seat(1)) && !g.is_out_of_time(Seat(0)));
    assert_eq!(
        g.to_move(),
        None,
        "red, alone, ended the game with a regular pass"
    );
    // Nobody can type a time-out as a move; another game's log names its own seats, and
    // there only the mover's clock runs out.
    let mut live = AnyGame::new(GameKind::CrossWordsCombat, &options, "7").unwrap();
    assert!(live.play("time-out black").is_err());
    let mut other = AnyGame::new(GameKind::TwentySevens, &Options::new(), "7").unwrap();
    assert!(other.apply_log_entry("time-out blue").is_err());
    assert!(other.time_out(Seat(1)).is_err());
    options.insert("clock".into(), "soon".into());
    assert!(CrossWordsCombat::new(&options, "7").is_err());
}

#[test]
fn the_position_in_words_lists_rows_as_runs_of_one_colour_and_no_page() {
    let mut g = game("alpha beta", "gamma delta", &[]);
    clear(&mut g);
    put(&mut g, 0, "cat", "c5", false);
    put(&mut g, 1, "dog", "h6", true);
    let captured = idx(&g, "d4");
    g.grid.set(
        captured,
        Cell {
            letter: '\0',
            writer: NONE,
            captor: 1,
        },
    );
    assert_eq!(
        g.describe(Lang::EnUs),
        "row 6: black h6 D; row 5: red c5–e5 CAT, black h5 O; row 4: black d4, h4 G"
    );
    assert_eq!(
        g.describe(Lang::De),
        "Reihe 6: black h6 D; Reihe 5: red c5–e5 CAT, black h5 O; Reihe 4: black d4, h4 G"
    );
    // The pages stay secret: none of their words is told.
    let text = g.describe(Lang::EnUs).to_lowercase();
    for word in ["alpha", "beta", "gamma", "delta"] {
        assert!(!text.contains(word), "{text}");
    }
}
