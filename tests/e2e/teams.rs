//! A channel plays together through the fake Discord: `/play … team:True` starts a game
//! against the AI; members vote with `/move` and the board's buttons, each seeing only their
//! own vote while the board counts them; when the turn's time is up the bot plays the move
//! with the most votes and the AI answers.

use boardbot_testkit as support;

use std::time::Duration;

use support::fake_discord::*;
use support::world::*;

#[tokio::test]
async fn a_channel_votes_and_the_most_voted_move_is_played() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let start = Slash::new("play")
        .str("game", "twenty-sevens")
        .int("ai", 0)
        .bool("team", true)
        .str("vote_time", "15s");
    let board = fake.reply(&fake.slash(&alice(), place, start).await).await;
    assert!(!board.ephemeral(), "{}", board.text());
    assert!(board.text().contains("This channel"), "{}", board.text());
    // Members vote on moves: no Resign, Draw or Take back for anyone to press for the team.
    let ids = board.message.custom_ids();
    assert!(
        ids.iter().all(|id| id.starts_with("mv:")),
        "only the move picker: {ids:?}"
    );
    let carol = User::new(1_300_000_000_000_000_777, "carol");

    // Anyone here is offered the team's moves as they type.
    let typed = fake
        .autocomplete(&bob(), place, Slash::new("move").focus("move", "b"))
        .await;
    let offered = fake.callback(&typed).await.choice_names();
    assert!(offered.contains(&"b2".to_string()), "{offered:?}");
    // Typed votes: private, the count only.
    for (who, mv) in [(alice(), "b2"), (bob(), "a1"), (carol.clone(), "b2")] {
        let vote = Slash::new("move").str("move", mv);
        let reply = fake.reply(&fake.slash(&who, place, vote).await).await;
        assert!(reply.ephemeral(), "{}", reply.text());
        assert!(
            reply.text().contains(&format!("Your vote: {mv}")),
            "{}",
            reply.text()
        );
    }
    // A vote with the board's button: the board now counts four, showing no move.
    let dave = User::new(1_300_000_000_000_000_778, "dave");
    let button = board
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("mv:") && id.ends_with(":b2"))
        .expect("the square's button");
    let mark = fake.mark();
    let click = fake.click(&dave, board.message.id, &button).await;
    let updated = fake.reply(&click).await;
    assert!(
        updated.text().contains("4 votes so far"),
        "{}",
        updated.text()
    );
    // Neither the moves voted nor the voters are shown (the buttons still name the squares).
    for secret in ["Your vote", "alice", "bob", "carol", "dave"] {
        assert!(
            !updated.text().contains(secret),
            "{secret}: {}",
            updated.text()
        );
    }
    let note = fake
        .wait_for_after(
            mark,
            |r| r.method == "POST" && r.is_ephemeral() && r.to_string().contains("Your vote: b2"),
            Duration::from_secs(10),
        )
        .await;
    assert!(note.is_ok(), "the voter sees their vote");

    // The turn closes: b2 (three votes to one) is played for the team, and the AI answers.
    let mark = fake.mark();
    let played = fake
        .wait_for_after(
            mark,
            |r| {
                r.method == "POST"
                    && r.path
                        .ends_with(&format!("/channels/{}/messages", place.channel_id()))
                    && !r.files.is_empty()
            },
            Duration::from_secs(40),
        )
        .await
        .expect("the team's move is posted");
    assert!(played.to_string().contains("b2"), "{played}");
    let store = world.store().await;
    let game = game_id_of(&button);
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let moves = loop {
        let moves = world.moves(game).await;
        if moves.len() >= 2 || std::time::Instant::now() > deadline {
            break moves;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(moves[0], "b2");
    assert!(moves.len() >= 2, "the AI answered: {moves:?}");
    let first = store.moves(game).await.unwrap();
    assert_eq!(first[0].user_id, boardbot::host::TEAM_PLAYER_ID);
    assert!(
        fake.unoffered_commands().is_empty(),
        "{:?}",
        fake.unoffered_commands()
    );
}
