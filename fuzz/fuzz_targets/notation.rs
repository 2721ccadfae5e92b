//! Any bytes, typed as a move into any game after a few listed moves: nothing panics, and a
//! refused text leaves the game exactly as it was. The first byte picks the game, the second
//! how many listed moves come first, the next ones which; the rest is the text.

#![no_main]

use boardbot::games::{AnyGame, GameKind, Options};
use libfuzzer_sys::fuzz_target;

const SEED: &str = "fuzz";

fuzz_target!(|data: &[u8]| {
    let [game, plies, rest @ ..] = data else {
        return;
    };
    let kind = GameKind::ALL[*game as usize % GameKind::ALL.len()];
    let plies = (*plies % 16) as usize;
    let (picks, text) = rest.split_at(plies.min(rest.len()));
    let mut game = AnyGame::new(kind, &Options::new(), SEED).expect("default options");
    for &pick in picks {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let listed = &legal[pick as usize % legal.len()];
        let action = game
            .resolve_chance(listed, SEED)
            .unwrap_or_else(|| listed.clone());
        game.play(&action).expect("a listed move is accepted");
    }
    let text = String::from_utf8_lossy(text);
    let before = serde_json::to_string(&game).expect("games serialise");
    if game.play(&text).is_err() {
        let after = serde_json::to_string(&game).expect("games serialise");
        assert_eq!(before, after, "a refused text changed the game");
    }
});
