//! Conditional moves end to end through the fake Discord: Alice queues a line with
//! `/conditional add` after her move, privately; when Bob plays its head with `/move`, her reply
//! is played at once and its board posted, marked as a conditional reply; the line's tail stays
//! hers (`/conditional list`). Nothing Bob receives, in the channel or privately, shows her
//! queued lines.

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

fn conditional(sub: Slash) -> Slash {
    Slash::new("conditional").subcommand(sub)
}

#[tokio::test]
async fn a_conditional_reply_is_played_when_the_opponent_moves_and_never_shown_to_them() {
    let world = World::start().await;
    let fake = &world.fake;
    let (game, place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    assert_eq!(to_move(&board), Some(alice().id));
    // Every interaction of Alice's: only their answers may show her lines.
    let mut alices = Vec::new();

    let sent = fake
        .slash(&alice(), place, Slash::new("move").str("move", "b2"))
        .await;
    assert!(!fake.reply(&sent).await.ephemeral());
    alices.push(sent);

    let sent = fake
        .slash(
            &alice(),
            place,
            conditional(Slash::new("add").str("line", "a1, c3, a2, c1")),
        )
        .await;
    let added = fake.reply(&sent).await;
    assert!(added.ephemeral(), "{}", added.text());
    assert!(added.text().contains("Queued"), "{}", added.text());
    alices.push(sent);

    let sent = fake
        .slash(&alice(), place, conditional(Slash::new("list")))
        .await;
    let listed = fake.reply(&sent).await;
    assert!(listed.ephemeral());
    assert!(
        listed.text().contains("`a1, c3, a2, c1`"),
        "{}",
        listed.text()
    );
    alices.push(sent);

    // Bob plays the line's head: his board is the answer, Alice's reply follows in the channel.
    let mark = fake.mark();
    let sent = fake
        .slash(&bob(), place, Slash::new("move").str("move", "a1"))
        .await;
    let answer = fake.reply(&sent).await;
    assert!(!answer.ephemeral(), "{}", answer.text());
    let reply = fake
        .expect_after(mark, |r| {
            r.method == "POST"
                && r.path
                    .contains(&format!("/channels/{}/messages", place.channel_id()))
                && r.text().contains("c3 (conditional reply)")
        })
        .await;
    assert!(
        reply.text().contains(&bob().mention()),
        "Bob is to move after the reply: {}",
        reply.text()
    );
    assert_eq!(world.moves(game).await, vec!["b2", "a1", "c3"]);

    // Alice's tail stays queued, and only she sees it.
    let sent = fake
        .slash(&alice(), place, conditional(Slash::new("list")))
        .await;
    let listed = fake.reply(&sent).await;
    assert!(listed.ephemeral());
    assert!(listed.text().contains("`a2, c1`"), "{}", listed.text());
    alices.push(sent);

    // Bob's own /conditional list shows nothing of hers.
    let sent = fake
        .slash(&bob(), place, conditional(Slash::new("list")))
        .await;
    let bobs = fake.reply(&sent).await;
    assert!(bobs.ephemeral());
    assert!(
        bobs.text().contains("no conditional moves"),
        "{}",
        bobs.text()
    );

    // Every message anyone but Alice could see: channel posts, edits, Bob's answers.
    for request in fake.requests() {
        if alices.iter().any(|sent| request.is_for(sent)) {
            continue;
        }
        let text = request.text();
        for private in ["a2, c1", "Queued", "queued lines", "a1, c3"] {
            assert!(
                !text.contains(private),
                "{private:?} reached {} {}: {text}",
                request.method,
                request.path
            );
        }
    }
    fake.assert_no_problems();
}
