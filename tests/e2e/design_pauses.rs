//! A designed game whose rules file fails mid-play, through the real bot and the fake Discord
//! (issue 44): Bob's move walks into a bug of version 1, the channel's board says the game is
//! paused (no move buttons), his next move is refused privately, the designer gets a direct
//! message naming the move, the fault and its line; her fixed upload says the game goes on,
//! the channel is told so with the board, and the game is played to its end on version 2.

use boardbot_testkit as support;

use std::time::Duration;

use support::designs::{hex, hex_failing_on_b2};
use support::fake_discord::*;
use support::world::*;

use super::designs::{
    button, challenge, dana, designer_dm, first_version, play_by_buttons, rules_hash_of, upload,
    RED_WINS,
};

#[tokio::test]
async fn a_game_whose_rules_file_fails_is_paused_its_designer_told_and_a_fixed_upload_resumes_it() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    first_version(fake, place, &hex_failing_on_b2()).await;
    let v1 = world
        .store()
        .await
        .server_designs(place.guild_id().unwrap())
        .await
        .unwrap()[0]
        .version
        .hash
        .clone();

    let mut game = challenge(fake, place, "hex-7").await;
    for mv in &RED_WINS[..3] {
        play_by_buttons(fake, &mut game, mv).await;
    }
    // Bob's b2: version 1 fails on it. The board posted for all says the game is paused.
    let mark = fake.mark();
    play_by_buttons(fake, &mut game, "b2").await;
    let shown = game.board.text();
    assert!(
        shown.contains("Paused: the rules of Hex 7×7 failed on bob's move b2"),
        "{shown}"
    );
    assert_eq!(
        button(&game.board, "a"),
        None,
        "no move buttons while paused"
    );
    assert!(
        button(&game.board, "Resign").is_some(),
        "resigning stays open"
    );
    assert_eq!(world.moves(game.id).await, RED_WINS[..3].to_vec());
    let record = world.store().await.game(game.id).await.unwrap().unwrap();
    assert_eq!(record.deadline, None, "no time runs while it waits");

    // A typed move is refused privately, saying why.
    let refused = fake
        .reply(
            &fake
                .slash(&bob(), place, Slash::new("move").str("move", "b3"))
                .await,
        )
        .await;
    assert!(refused.ephemeral());
    assert!(
        refused.text().contains("This game is paused"),
        "{}",
        refused.text()
    );

    // The designer hears of it by DM: the move, the fault and its line.
    let told = designer_dm(fake, mark, "is paused: its rules file").await;
    assert!(told.contains("is paused"), "{told}");
    assert!(
        told.contains("b2 is not handled yet") && told.contains("hex.luau:"),
        "{told}"
    );
    assert!(
        told.contains(&format!("<#{}>", place.channel_id())),
        "{told}"
    );

    // The fixed file: the upload says the paused game goes on; the channel is told, with the
    // board, and b2 is played on version 2.
    let mark = fake.mark();
    let fixed = fake.upload("hex.luau", &hex());
    let (_, report) = upload(fake, &dana(), place, &fixed).await;
    assert!(report.contains("version 2 is ready"), "{report}");
    assert!(
        report.contains("One paused game of it goes on with this version"),
        "{report}"
    );
    let news = fake
        .wait_for_after(
            mark,
            |r| r.is_channel_message(place.channel_id()) && r.text().contains("version 2 is in"),
            Duration::from_secs(20),
        )
        .await
        .unwrap_or_else(|e| panic!("the channel was not told: {e}"));
    assert!(news.ok(), "{news}");
    let board = fake
        .wait_for_after(
            mark,
            |r| r.is_channel_message(place.channel_id()) && r.ok() && r.file(0).is_some(),
            Duration::from_secs(20),
        )
        .await
        .unwrap_or_else(|e| panic!("no board of the resumed game: {e}"));
    let id: u64 = board.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    game.board = fake.message(id).expect("the resumed board");
    assert_eq!(to_move(&game.board), Some(bob().id));
    assert_ne!(rules_hash_of(&world, game.id).await, v1, "on version 2");
    for mv in &RED_WINS[3..] {
        play_by_buttons(fake, &mut game, mv).await;
    }
    assert_eq!(world.moves(game.id).await, RED_WINS.to_vec());
    let record = world.store().await.game(game.id).await.unwrap().unwrap();
    assert!(record.result.is_some(), "the game ended");
    fake.assert_no_problems();
}
