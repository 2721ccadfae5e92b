//! Confirm before playing, end to end through the fake Discord: with `/preferences
//! confirm:True`, a move made with the board's buttons is first shown privately on the board,
//! with Confirm and Cancel, and nothing is played until Confirm; Cancel plays nothing; the
//! other player (who did not ask) and a typed `/move` play at once; turned off, buttons play at
//! once again.

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

/// A button on `m` whose id is `mv:GAME:VERSION:` + `square`.
fn move_button(m: &Message, square: &str) -> String {
    m.custom_ids()
        .into_iter()
        .find(|id| id.starts_with("mv:") && id.ends_with(&format!(":{square}")))
        .unwrap_or_else(|| panic!("no button for {square}: {:?}", m.custom_ids()))
}

async fn set_confirm(fake: &FakeDiscord, user: &User, on: bool) -> String {
    let sent = fake
        .slash(
            user,
            fake.guild_channel(),
            Slash::new("preferences").bool("confirm", on),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral());
    reply.text()
}

/// The newest message in the channel: the board after a move posted from a private step.
fn newest(fake: &FakeDiscord, place: Place) -> Message {
    fake.message(fake.last_message_id(place.channel_id()))
        .expect("a message in the channel")
}

#[tokio::test]
async fn a_button_move_is_shown_first_for_players_who_asked_and_played_on_confirm() {
    let world = World::start().await;
    let fake = &world.fake;
    assert!(set_confirm(fake, &alice(), true)
        .await
        .contains("shown first"));
    let (game, place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;

    // Alice clicks b1: the move is shown to her alone, on the board, and not played.
    let click = fake
        .click(&alice(), board.id, &move_button(&board, "b1"))
        .await;
    let preview = fake.reply(&click).await;
    assert!(preview.ephemeral(), "{}", preview.text());
    assert!(preview.text().contains("b1"), "{}", preview.text());
    let picture = preview
        .request
        .png(0)
        .expect("the board with the move on it");
    assert!(picture.width() > 100);
    let described = preview.request.attachments()[0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(described.contains("b1"), "alt text: {described}");
    assert!(world.moves(game).await.is_empty(), "nothing played yet");
    let [confirm, cancel]: [String; 2] = preview.message.custom_ids().try_into().unwrap();
    assert!(confirm.starts_with("mc:") && cancel == "mx");

    // Cancel plays nothing; the board is untouched.
    let click = fake.click(&alice(), preview.message.id, &cancel).await;
    assert!(fake.reply(&click).await.text().contains("Not played"));
    assert!(world.moves(game).await.is_empty());

    // Asked again and confirmed: played, and the board is posted for everyone.
    let click = fake
        .click(&alice(), board.id, &move_button(&board, "b1"))
        .await;
    let preview = fake.reply(&click).await;
    let confirm = preview.message.custom_ids()[0].clone();
    let click = fake.click(&alice(), preview.message.id, &confirm).await;
    fake.reply(&click).await;
    let posted = fake
        .wait_for_after(
            click.since,
            |r| r.ok() && r.is_channel_message(place.channel_id()) && r.file(0).is_some(),
            std::time::Duration::from_secs(10),
        )
        .await
        .expect("the board is posted");
    assert_board_request(&posted);
    assert_eq!(world.moves(game).await, ["b1"]);

    // Bob never asked: his click plays at once, in place.
    let board = newest(fake, place);
    let click = fake
        .click(&bob(), board.id, &move_button(&board, "c1"))
        .await;
    let reply = fake.reply(&click).await;
    assert!(!reply.ephemeral(), "{}", reply.text());
    assert_eq!(world.moves(game).await, ["b1", "c1"]);

    // A typed move never asks.
    let sent = fake
        .slash(&alice(), place, Slash::new("move").str("move", "a2"))
        .await;
    assert!(!fake.reply(&sent).await.ephemeral());
    assert_eq!(world.moves(game).await, ["b1", "c1", "a2"]);

    // Turned off, Alice's clicks play at once again.
    assert!(set_confirm(fake, &alice(), false).await.contains("at once"));
    let sent = fake
        .slash(&bob(), place, Slash::new("move").str("move", "b2"))
        .await;
    let board = fake.reply(&sent).await.message;
    let click = fake
        .click(&alice(), board.id, &move_button(&board, "c2"))
        .await;
    assert!(!fake.reply(&click).await.ephemeral());
    assert_eq!(world.moves(game).await, ["b1", "c1", "a2", "b2", "c2"]);
}
