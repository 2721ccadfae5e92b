//! End-to-end: `/vacation` and the board's Give time button through the fake Discord. Bob goes
//! on vacation from his DM with the bot; when Alice moves, her board says he is away until when
//! and his turn's three days start when he is back, and `/games` says so too. Alice gives him
//! a day with the button: the board shows the new deadline, a public line says so, and the
//! gift is in the game's log; a stranger's click is refused privately.

use boardbot_testkit as support;

use boardbot::store::EventKind;
use support::fake_discord::*;
use support::world::*;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

#[tokio::test]
async fn a_vacation_shows_on_the_opponents_board_and_give_time_adds_a_day() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", &bob())
        .str("time", "3d");
    let (id, board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    assert_eq!(to_move(&board), Some(alice().id), "{}", board.text());

    // Bob goes away for three days, privately, from his DM with the bot.
    let dm = fake.dm_channel();
    let start = Slash::new("vacation").subcommand(Slash::new("start").int("days", 3));
    let reply = fake.reply(&fake.slash(&bob(), dm, start).await).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(
        reply.text().contains("You're on vacation until <t:"),
        "{}",
        reply.text()
    );
    assert!(
        reply.text().contains("27 days of 30 left"),
        "{}",
        reply.text()
    );
    let store = world.store().await;
    let vacation = store.vacations_of(bob().id).await.unwrap()[0];
    assert_eq!(vacation.ends_at - vacation.starts_at, 3 * DAY_MS);

    // Twice is refused, privately, and changes nothing.
    let again = Slash::new("vacation").subcommand(Slash::new("start").int("days", 2));
    let reply = fake.reply(&fake.slash(&bob(), place, again).await).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(
        reply.text().contains("already on vacation"),
        "{}",
        reply.text()
    );
    assert_eq!(store.vacations_of(bob().id).await.unwrap().len(), 1);

    // Alice moves: her board says Bob is away, and his three days start when he is back.
    let moved = fake
        .slash(&alice(), place, Slash::new("move").str("move", "b2"))
        .await;
    let board = fake.reply(&moved).await.message;
    let away = format!("bob is on vacation until <t:{}:f>", vacation.ends_at / 1000);
    assert!(board.text().contains(&away), "{}", board.text());
    let deadline = vacation.ends_at + 3 * DAY_MS;
    assert_eq!(
        store.game(id).await.unwrap().unwrap().deadline,
        Some(deadline)
    );
    let shown = format!("<t:{}:R>", deadline / 1000);
    assert!(board.text().contains(&shown), "{}", board.text());

    // And so does her `/games`.
    let games = fake
        .reply(
            &fake
                .slash(&alice(), dm, Slash::new("games").bool("mine", true))
                .await,
        )
        .await;
    let listed = format!("bob on vacation until <t:{}:f>", vacation.ends_at / 1000);
    assert!(games.text().contains(&listed), "{}", games.text());

    // Bob's status says so, privately.
    let status = Slash::new("vacation").subcommand(Slash::new("status"));
    let reply = fake.reply(&fake.slash(&bob(), dm, status).await).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(
        reply.text().contains(&format!(
            "You're on vacation until <t:{}:f>",
            vacation.ends_at / 1000
        )),
        "{}",
        reply.text()
    );

    // Alice gives Bob a day with the board's button.
    let give = board
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("gt:"))
        .unwrap_or_else(|| panic!("no Give time button: {:?}", board.custom_ids()));
    assert_eq!(game_id_of(&give), id);
    let since = fake.requests().len();
    let click = fake.click(&alice(), board.id, &give).await;
    let edited = fake.reply(&click).await;
    assert!(!edited.ephemeral());
    let later = format!("<t:{}:R>", (deadline + DAY_MS) / 1000);
    assert!(edited.text().contains(&later), "{}", edited.text());
    fake.wait_for_after(
        since,
        |r| {
            r.is_followup()
                && r.ok()
                && r.content()
                    .is_some_and(|c| c.contains("alice gave bob one more day."))
        },
        WAIT,
    )
    .await
    .unwrap_or_else(|e| panic!("no public line about the gift: {e}"));
    assert_eq!(
        store.game(id).await.unwrap().unwrap().deadline,
        Some(deadline + DAY_MS)
    );
    let events = store.game_events(id).await.unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(
        (events[0].kind, events[0].user_id),
        (EventKind::ExtraTime, alice().id)
    );

    // Someone else's click is refused privately and changes nothing.
    let carol = User::new(3, "carol");
    let click = fake.click(&carol, board.id, &give).await;
    let reply = fake.reply(&click).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(reply.text().contains("not playing"), "{}", reply.text());
    assert_eq!(store.game_events(id).await.unwrap().len(), 1);

    // Bob comes back early: his turn gets its three days from now.
    let end = Slash::new("vacation").subcommand(Slash::new("end"));
    let reply = fake.reply(&fake.slash(&bob(), dm, end).await).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(reply.text().contains("Welcome back"), "{}", reply.text());
    let ended = store.vacations_of(bob().id).await.unwrap()[0];
    assert_eq!(ended.days, 1, "two whole days unused are given back");
    let record = store.game(id).await.unwrap().unwrap();
    assert_eq!(
        record.deadline,
        Some(deadline + DAY_MS - (vacation.ends_at - ended.ends_at))
    );

    // In the reader's language.
    let german = User::new(777, "klara");
    fake.set_user_locale(german.id, "de");
    let status = Slash::new("vacation").subcommand(Slash::new("status"));
    let reply = fake.reply(&fake.slash(&german, dm, status).await).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(
        reply
            .text()
            .contains("Du bist nicht im Urlaub. 30 von 30 Tagen übrig"),
        "{}",
        reply.text()
    );
    fake.assert_no_problems();
}
