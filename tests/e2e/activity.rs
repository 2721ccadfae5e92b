//! The Discord Activity from the bot's side, through the fake Discord: with
//! `DISCORD_ACTIVITY=true` the bot registers the Entry Point command (type 4, launched by
//! Discord) with its slash commands, and a live board's "Play in Discord" button is answered
//! `LAUNCH_ACTIVITY` (type 12); without it, neither exists.

use boardbot_testkit as support;

use serde_json::Value;
use support::fake_discord::*;
use support::world::*;

/// The global commands of type 4 the bot registered.
fn entry_points(fake: &FakeDiscord) -> Vec<Value> {
    fake.commands(None)
        .into_iter()
        .filter(|c| c["type"].as_u64() == Some(4))
        .collect()
}

#[tokio::test]
async fn the_activity_is_launched_from_its_command_and_the_board() {
    let world = World::start_with(&[("DISCORD_ACTIVITY", "true".to_string())]).await;
    let fake = &world.fake;
    let (_game, _place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;

    let entry = entry_points(fake);
    assert_eq!(entry.len(), 1, "{:?}", fake.commands(None));
    assert_eq!(entry[0]["name"], "launch");
    assert_eq!(
        entry[0]["handler"], 2,
        "Discord launches the Activity itself"
    );
    // The slash commands are still there, beside it.
    assert!(fake
        .commands(None)
        .iter()
        .any(|c| c["name"] == "play" && c["type"].as_u64() == Some(1)));

    let button = board
        .custom_ids()
        .into_iter()
        .find(|id| id == "la")
        .expect("a Play in Discord button on the live board");
    assert!(board.text().contains("Play in Discord"), "{}", board.text());
    let sent = fake.click(&bob(), board.id, &button).await;
    let callback = fake
        .expect_after(sent.since, |r| r.is_callback_for(&sent) && r.ok())
        .await;
    assert_eq!(callback.callback_type(), Some(12), "LAUNCH_ACTIVITY");
    fake.assert_no_problems();
}

#[tokio::test]
async fn without_the_activity_there_is_no_entry_point_nor_button() {
    let world = World::start().await;
    let fake = &world.fake;
    let (_game, _place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    assert!(entry_points(fake).is_empty());
    assert!(!board.custom_ids().iter().any(|id| id == "la"));
    fake.assert_no_problems();
}
