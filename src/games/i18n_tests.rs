//! Refusals and option errors are messages: every language has them with their variables
//! filled in, the English is what `Display` (the referee) shows, and a Cross Words Combat
//! refusal never names a word of the opponent's page in any language.

use crate::i18n::{Lang, Text};

use super::{AnyGame, GameKind, MoveError, Options};

fn options(pairs: &[(&str, &str)]) -> Options {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The refusal of the last of `moves` (the ones before it are played).
fn refusal(kind: GameKind, opts: &[(&str, &str)], moves: &[&str]) -> MoveError {
    let mut game = AnyGame::new(kind, &options(opts), "0").unwrap();
    let (last, before) = moves.split_last().unwrap();
    for mv in before {
        game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    game.play(last).expect_err(last)
}

/// The text is an engine message, fully translated: no unfilled variable, not the English
/// in the other languages, and its English is what `Display` gives.
fn assert_translated(text: &Text, english: &str) {
    assert!(text.id().starts_with("engine-"), "{}", text.id());
    assert_eq!(text.get(Lang::EnUs), english);
    for &lang in Lang::ALL {
        let s = text.get(lang);
        assert!(!s.contains('{') && !s.contains('$'), "{}: {s}", lang.code());
        if lang != Lang::EnUs {
            assert_ne!(s, english, "{} is not translated", lang.code());
        }
    }
}

#[test]
fn refusals_of_every_game_are_translated_and_display_the_english() {
    use GameKind::*;
    let cases: &[(GameKind, &[&str], &str)] = &[
        (TwentySevens, &["b2", "b2", "b2", "b2"], "b2 is full: all three boards are taken there"),
        (TwentySevens, &["hello"], "`hello` is not a move: name a square from a1 to c3, like `b2`"),
        (
            SuperSeven,
            &["roll 7", "roll 7"],
            "you have already thrown 7: now put your counter on one of the highlighted squares",
        ),
        (MegaTicTacToe, &["e5", "d5"], "grid b2 has already had its move in this string; grids still open: a1, a2, a3, b1, b3, c1, c2, c3"),
        (MegaTicTacToe, &["z9"], "`z9` is not a move: squares run from a1 to i9 (files a–i, ranks 1–9)"),
        (SuperSeven, &["roll"], "this action is decided by chance; the host must resolve it"),
        (SuperSeven, &["roll 3", "a1"], "with a 3 you may play on a square numbered 3 or on a numbered square of box 3; a1 is square 9 of box 9"),
        (Ccc, &["e1-e2"], "a Large Pyramid slides diagonally over empty squares and may end on the first occupied square, but never on your own Cube or a smaller Pyramid"),
        (Ccc, &["unstack e4 q"], "`unstack e4 q` is not a move: `q` is not a direction (n, ne, e, se, s, sw, w or nw)"),
        (CrossWordsCombat, &["x e7 down"], "single letters can never be played: a word needs two or more letters"),
    ];
    for (kind, moves, english) in cases {
        let e = refusal(*kind, &[], moves);
        assert_eq!(e.to_string(), *english);
        assert_translated(&e.text(), english);
    }
    // Names inside a refusal (a piece, a position) are messages too.
    let piece = refusal(Ccc, &[], &["e1-e2"]).text();
    assert!(piece.get(Lang::De).starts_with("Große Pyramide: "));
    assert!(piece.get(Lang::EsEs).starts_with("Pirámide grande: "));
    let mut over = AnyGame::new(TwentySevens, &Options::new(), "0").unwrap();
    for _ in 0..9 {
        for sq in ["a1", "a2", "a3"] {
            let _ = over.play(sq);
        }
        for sq in ["b1", "b2", "b3", "c1", "c2", "c3"] {
            let _ = over.play(sq);
        }
    }
    let e = over.play("a1").unwrap_err();
    assert_eq!(e, MoveError::GameOver);
    assert_translated(&e.text(), "the game is over");
    let e = AnyGame::new(Ccc, &Options::new(), "0")
        .unwrap()
        .time_out(super::Seat::FIRST.other())
        .unwrap_err();
    assert_translated(&e.text(), "only the clock of the player to move runs");
}

/// A game, its options, and the English of the error they give.
type OptionCase = (
    GameKind,
    &'static [(&'static str, &'static str)],
    &'static str,
);

#[test]
fn option_errors_are_translated_and_display_the_english() {
    use GameKind::*;
    let cases: &[OptionCase] = &[
        (TwentySevens, &[("diamond", "3")], "option `diamond` cannot be `3`"),
        (SuperSeven, &[("a", "b")], "unknown option `a` (known: clock)"),
        (Ccc, &[("flag", "v3")], "option `flag` cannot be `v3` (v1 or v2)"),
        (CrossWordsCombat, &[("clock", "abc")], "option `clock` cannot be `abc`: write minutes, or minutes+seconds added per move, e.g. `10+10` (1 to 180 minutes, 0 to 600 seconds)"),
        (CrossWordsCombat, &[("page.red", "a b c")], "red's page has no word of two or more letters to play"),
    ];
    for (kind, opts, english) in cases {
        let e = AnyGame::new(*kind, &options(opts), "0").unwrap_err();
        assert_eq!(e.to_string(), *english);
        assert_translated(&e.0, english);
    }
}

#[test]
fn cross_words_combat_refusals_never_name_the_opponents_page() {
    let secret = ["quartz", "zephyr", "jukebox"];
    let opts = [
        ("page.red", "cat\ntack act\natom cast\nmat"),
        ("page.black", "dog\nquartz zephyr\njukebox"),
        ("width", "9"),
        ("height", "9"),
    ];
    let game = AnyGame::new(GameKind::CrossWordsCombat, &options(&opts), "0").unwrap();
    let mut refusals = 0;
    for word in ["cat", "tack", "act", "atom", "cast", "mat", "zz", "ca"] {
        for file in 'a'..='j' {
            for rank in 1..=10 {
                for dir in ["across", "down"] {
                    let mv = format!("{word} {file}{rank} {dir}");
                    let Err(e) = game.clone().play(&mv) else {
                        continue;
                    };
                    refusals += 1;
                    for &lang in Lang::ALL {
                        let s = e.text().get(lang).to_lowercase();
                        for w in secret {
                            assert!(!s.contains(w), "{mv} ({}): {s}", lang.code());
                        }
                    }
                }
            }
        }
    }
    assert!(refusals > 1000, "{refusals}");
}
