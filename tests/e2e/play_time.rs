//! End-to-end: `/play … time:` through the fake Discord. The challenge shows the chosen time
//! per move before it is accepted, the accepted game's deadline is that time away (on its
//! board and in `/games`), and a time out of range or unreadable is refused privately, in the
//! reader's language, with nothing created.

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

const THREE_DAYS_MS: i64 = 3 * 24 * 60 * 60 * 1000;

#[tokio::test]
async fn a_three_day_challenge_says_so_and_its_game_lasts_three_days_a_move() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("play")
                .str("game", "twenty-sevens")
                .user("opponent", &bob())
                .str("time", "3d"),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    assert!(!challenge.ephemeral(), "{}", challenge.text());
    assert!(
        challenge.text().contains("3 days a move"),
        "{}",
        challenge.text()
    );
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let id = game_id_of(&accept);
    let click = fake.click(&bob(), challenge.message.id, &accept).await;
    let board = fake.reply(&click).await.message;

    let record = world.store().await.game(id).await.unwrap().unwrap();
    assert_eq!(record.turn_seconds, 3 * 24 * 60 * 60);
    let deadline = record.deadline.expect("a turn deadline");
    assert_eq!(deadline - record.updated_at, THREE_DAYS_MS);
    let shown = format!("<t:{}:R>", deadline / 1000);
    assert!(board.text().contains(&shown), "{}", board.text());
    let games = fake
        .reply(&fake.slash(&alice(), place, Slash::new("games")).await)
        .await;
    assert!(games.text().contains(&shown), "{}", games.text());
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_time_out_of_range_or_unreadable_is_refused_privately_and_creates_nothing() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    for (time, expected) in [
        ("4m", "between 5 minutes and 14 days"),
        ("15d", "between 5 minutes and 14 days"),
        ("soon", "couldn't read the time `soon`"),
    ] {
        let sent = fake
            .slash(
                &alice(),
                place,
                Slash::new("play")
                    .str("game", "twenty-sevens")
                    .user("opponent", &bob())
                    .str("time", time),
            )
            .await;
        let reply = fake.reply(&sent).await;
        assert!(reply.ephemeral(), "{time}: {}", reply.text());
        assert!(reply.text().contains(expected), "{time}: {}", reply.text());
    }
    // In the reader's language.
    let german = User::new(777, "klara");
    fake.set_user_locale(german.id, "de");
    let sent = fake
        .slash(
            &german,
            place,
            Slash::new("play")
                .str("game", "twenty-sevens")
                .user("opponent", &bob())
                .str("time", "4m"),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(
        reply.text().contains("Die Zeit pro Zug muss zwischen"),
        "{}",
        reply.text()
    );
    assert!(world
        .store()
        .await
        .live_game_in_channel(place.channel_id())
        .await
        .unwrap()
        .is_none());
    fake.assert_no_problems();
}
