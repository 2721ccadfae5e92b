//! Notifications a player controls, end to end through the fake Discord: `/preferences` sets
//! reminders, a daily digest in a timezone and "about to lose on time"; when the digest's hour
//! comes (the test moves the stored hour to now, as the bot's clock is the real one) the DM
//! lists the game where it is the player's turn, once; a player whose DMs are closed is tried
//! once and noted, not again and again.

use std::time::Duration;

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

/// `reminders:all` (the eighth choice).
const REMINDERS_ALL: i64 = 7;

/// Bring `user_id`'s next digest to now, as if its hour had come.
async fn digest_hour_comes(world: &World, user_id: u64) {
    let store = world.store().await;
    let mut row = store
        .notification_row(user_id)
        .await
        .unwrap()
        .expect("stored choices");
    assert!(row.next_digest_at.is_some(), "a digest planned: {row:?}");
    row.next_digest_at = Some(1);
    store.set_notification_row(&row).await.unwrap();
}

/// When the bot noted `user_id`'s DMs closed, if it did.
async fn dms_closed_at(world: &World, user_id: u64) -> Option<i64> {
    world
        .store()
        .await
        .notification_row(user_id)
        .await
        .unwrap()
        .unwrap()
        .dms_closed_at
}

fn is_dm_to(fake: &FakeDiscord, user_id: u64) -> impl Fn(&Request) -> bool + '_ {
    move |r: &Request| {
        fake.dm_channel_of(user_id)
            .is_some_and(|dm| r.is_channel_message(dm))
    }
}

#[tokio::test]
async fn the_digest_dm_comes_at_the_chosen_hour_and_closed_dms_are_noted_once() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let (_, place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    let waiting = if to_move(&board) == Some(alice().id) {
        alice()
    } else {
        bob()
    };

    // The player to move asks for a digest at 09:00 in India, and every reminder.
    let sent = fake
        .slash(
            &waiting,
            place,
            Slash::new("preferences")
                .int("digest_hour", 9)
                .str("timezone", "+05:30")
                .int("reminders", REMINDERS_ALL),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral());
    assert!(reply.text().contains("09:00 (+05:30)"), "{}", reply.text());
    assert!(
        reply.text().contains("with an hour left"),
        "{}",
        reply.text()
    );

    // A bad timezone is refused privately and changes nothing.
    let sent = fake
        .slash(
            &waiting,
            place,
            Slash::new("preferences").str("timezone", "Mars/Olympus"),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral());
    assert!(reply.text().contains("Mars/Olympus"), "{}", reply.text());
    let stored = world
        .store()
        .await
        .notification_row(waiting.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.timezone, "+05:30");

    // The hour comes: the digest arrives by DM, listing the game, once.
    let mark = fake.mark();
    digest_hour_comes(&world, waiting.id).await;
    let dm = fake
        .wait_for_after(
            mark,
            |r| r.ok() && r.method == "POST" && r.text().contains("daily digest"),
            Duration::from_secs(15),
        )
        .await
        .unwrap_or_else(|e| panic!("no digest: {e}"));
    assert!(is_dm_to(fake, waiting.id)(&dm), "{dm}");
    assert!(dm.text().contains("Twenty-Sevens"), "{}", dm.text());
    assert!(
        dm.text().contains(&format!("/{}", place.channel_id())),
        "links the game: {}",
        dm.text()
    );
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        fake.find(|r| r.seq >= mark && r.text().contains("daily digest"))
            .len(),
        1
    );

    // Their DMs close: the next digest is tried once, noted, and not tried again.
    fake.refuse_dms(waiting.id);
    let mark = fake.mark();
    digest_hour_comes(&world, waiting.id).await;
    fake.wait_for_after(
        mark,
        |r| r.path.ends_with("/messages") && r.error_code() == Some(50007),
        Duration::from_secs(15),
    )
    .await
    .unwrap_or_else(|e| panic!("no DM tried: {e}"));
    let mut closed = None;
    for _ in 0..50 {
        closed = dms_closed_at(&world, waiting.id).await;
        if closed.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(closed.is_some(), "closed DMs noted");
    digest_hour_comes(&world, waiting.id).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        fake.find(|r| r.seq >= mark && r.error_code() == Some(50007))
            .len(),
        1,
        "tried once"
    );
    assert_eq!(
        dms_closed_at(&world, waiting.id).await,
        closed,
        "noted once"
    );
}
