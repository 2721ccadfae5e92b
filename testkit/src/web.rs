//! The public web pages in tests and benches: a front end over a test host, a server that has
//! opted in, and finished games to show.

use boardbot::games::GameKind;
use boardbot::host::{Host, Place, User};
use boardbot::web::{Signer, Web};

use crate::world::decisive_game;

/// The `WEB_SECRET` of the tests.
pub const SECRET: &[u8] = b"test-web-secret-0123456789";

/// The pages over `host`, links under `http://pages.test`.
pub fn front_end(host: &Host) -> Web {
    Web::new(
        host.clone(),
        Signer::new(SECRET),
        Some("http://pages.test".into()),
    )
}

/// A moderator of `guild_id` opens or closes its public pages.
pub async fn set_public(host: &Host, guild_id: u64, on: bool) {
    let moderator = User {
        manages_server: true,
        ..User::new(1, "mod")
    };
    host.set_public_pages(Some(guild_id), &moderator, on)
        .await
        .unwrap();
}

/// `first` challenges `second` to Twenty-Sevens in `place`, and they play a decisive game of
/// 27 moves to its end. The game's id.
pub async fn finished_game(host: &Host, place: Place, first: &User, second: &User) -> i64 {
    let challenge = host
        .challenge(
            place,
            first,
            second,
            GameKind::TwentySevens,
            boardbot::games::Options::new(),
        )
        .await
        .unwrap();
    let mut view = host.accept(challenge.game_id, second).await.unwrap();
    let record = host.store().game(challenge.game_id).await.unwrap().unwrap();
    for mv in decisive_game() {
        let seat = view.to_move.expect("the game goes on until the last move");
        let mover = if record.players[seat.index()] == first.id {
            first
        } else {
            second
        };
        view = host.play(place, mover, &mv, None).await.unwrap();
    }
    assert!(view.to_move.is_none(), "the scripted game ends");
    challenge.game_id
}
