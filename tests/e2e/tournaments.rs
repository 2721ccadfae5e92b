//! Tournaments end to end through the fake Discord: an organizer creates one, players join by
//! the sign-up message's button, the organizer starts it, each game opens in a thread with both
//! players pinged, the next round is paired on its own when a game ends, standings pictures are
//! posted, and the final message names the winner; a takeback is refused in a tournament game;
//! a member without the permission cannot create one; a German server reads it all in German.

use boardbot_testkit as support;

use std::time::Duration;

use support::fake_discord::*;
use support::world::*;

/// Discord's Manage Events permission bit.
const MANAGE_EVENTS: u64 = 1 << 33;
const WAIT: Duration = Duration::from_secs(30);

fn carol() -> User {
    User::new(3, "carol")
}

fn dave() -> User {
    User::new(4, "dave")
}

fn organizer() -> User {
    User::new(6, "org").with_permissions(MEMBER_PERMISSIONS | MANAGE_EVENTS)
}

fn tournament(sub: Slash) -> Slash {
    Slash::new("tournament").subcommand(sub)
}

fn create_round_robin() -> Slash {
    tournament(
        Slash::new("create")
            .str("game", "twenty-sevens")
            .int("format", 1)
            .str("starts", "2h"),
    )
}

/// The next game thread opened in `channel` after request `since`, and the board posted in it:
/// the thread's id and the board's text.
async fn next_game(fake: &FakeDiscord, channel: u64, since: usize) -> (u64, String, usize) {
    let opened = fake
        .wait_for_after(
            since,
            |r| r.ok() && r.is("POST", &format!("/api/v10/channels/{channel}/threads")),
            WAIT,
        )
        .await
        .expect("a thread is opened for the game");
    let thread: u64 = opened.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let board = fake
        .wait_for_after(
            opened.seq,
            |r| r.ok() && r.is_channel_message(thread) && r.file(0).is_some(),
            WAIT,
        )
        .await
        .expect("the board is posted in the thread");
    (thread, board.text(), board.seq + 1)
}

/// Wait for a post in `channel` after `since` whose text contains `needle`.
async fn posted(fake: &FakeDiscord, channel: u64, since: usize, needle: &str) -> String {
    fake.wait_for_after(
        since,
        |r| r.ok() && r.is_channel_message(channel) && r.text().contains(needle),
        WAIT,
    )
    .await
    .unwrap_or_else(|e| panic!("no post with {needle:?} in the channel: {e}"))
    .text()
}

/// The alt text of the picture of the post in `channel` after `since` whose text contains
/// `needle` (its first attachment's description).
async fn picture_alt_text(fake: &FakeDiscord, channel: u64, since: usize, needle: &str) -> String {
    let post = fake
        .wait_for_after(
            since,
            |r| r.ok() && r.is_channel_message(channel) && r.text().contains(needle),
            WAIT,
        )
        .await
        .unwrap_or_else(|e| panic!("no post with {needle:?} in the channel: {e}"));
    assert!(
        post.file(0)
            .is_some_and(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".png"))),
        "a standings picture: {post}"
    );
    post.attachments()[0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Message `id` once `done` holds for it (it is edited after the post that announces the
/// change), within five seconds.
async fn edited_until(fake: &FakeDiscord, id: u64, done: impl Fn(&Message) -> bool) -> Message {
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    loop {
        let message = fake.message(id).expect("the message");
        if done(&message) || std::time::Instant::now() > deadline {
            return message;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_round_robin_runs_from_sign_up_to_the_podium() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let channel = place.channel_id();

    let refused = fake
        .reply(&fake.slash(&alice(), place, create_round_robin()).await)
        .await;
    assert!(refused.ephemeral(), "{}", refused.text());
    assert!(
        refused.text().contains("Manage Events"),
        "{}",
        refused.text()
    );

    let signup = fake
        .reply(&fake.slash(&organizer(), place, create_round_robin()).await)
        .await;
    assert!(!signup.ephemeral(), "{}", signup.text());
    assert!(signup.text().contains("Round robin"), "{}", signup.text());
    let join = signup
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tj:"))
        .expect("a Join button");
    let players = [alice(), bob(), carol()];
    for p in &players {
        let answer = fake
            .reply(&fake.click(p, signup.message.id, &join).await)
            .await;
        assert!(!answer.ephemeral(), "{}", answer.text());
        assert!(answer.text().contains(&p.name), "{}", answer.text());
    }
    // Joining and leaving by command answer privately and update the sign-up message as the
    // buttons do.
    for (sub, shown) in [("join", true), ("leave", false)] {
        let answer = fake
            .reply(
                &fake
                    .slash(&dave(), place, tournament(Slash::new(sub)))
                    .await,
            )
            .await;
        assert!(answer.ephemeral(), "{}", answer.text());
        let field = edited_until(fake, signup.message.id, |m| {
            m.text().contains("dave") == shown
        })
        .await;
        let count = if shown { "(4/" } else { "(3/" };
        assert!(field.text().contains(count), "{sub}: {}", field.text());
        for p in &players {
            assert!(field.text().contains(&p.name), "{sub}: {}", field.text());
        }
    }
    let twice = fake
        .reply(&fake.click(&alice(), signup.message.id, &join).await)
        .await;
    assert!(
        twice.ephemeral() && twice.text().contains("already"),
        "{}",
        twice.text()
    );
    let not_organizer = fake
        .reply(
            &fake
                .slash(&bob(), place, tournament(Slash::new("start")))
                .await,
        )
        .await;
    assert!(not_organizer.ephemeral(), "{}", not_organizer.text());

    let start = fake
        .slash(&organizer(), place, tournament(Slash::new("start")))
        .await;
    let mut since = start.since;
    fake.reply(&start).await;
    posted(fake, channel, since, "has started with 3 players").await;
    // Sign-ups are over: the sign-up message says so and offers Join / Leave no more.
    // (The start and round 1's pairing may reach the message as two edits.)
    let field = edited_until(fake, signup.message.id, |m| {
        m.custom_ids().is_empty() && m.text().contains("Running: round 1")
    })
    .await;
    assert!(
        field.text().contains("Running: round 1"),
        "{}",
        field.text()
    );

    // Three rounds of one game each (three players: one bye a round); in each the first
    // player resigns, and the next round is paired on its own.
    for round in 1..=3 {
        let (thread, board, next) = next_game(fake, channel, since).await;
        // Both pinged, the first seat first.
        let mut seated: Vec<&User> = players
            .iter()
            .filter(|p| board.contains(&p.mention()))
            .collect();
        seated.sort_by_key(|p| board.find(&p.mention()));
        assert_eq!(seated.len(), 2, "round {round}: both pinged: {board}");
        posted(fake, channel, since, &format!("round {round} of 3")).await;
        // The picture in words: the tournament, the round, the table and the round's game.
        let alt = picture_alt_text(fake, channel, since, &format!("round {round} of 3")).await;
        assert!(
            alt.contains("(Twenty-Sevens, Round robin): Round")
                && alt.contains(&format!("Round {round} of 3"))
                && alt.contains("Ranking: 1. ")
                && alt.contains(&format!(
                    "Round {round} pairings: {} against {}: playing",
                    seated[0].name, seated[1].name
                ))
                && alt.contains("Bye: "),
            "round {round}: {alt}"
        );
        for p in &players {
            assert!(alt.contains(&p.name), "round {round}: {alt}");
        }
        let in_thread = Place::Guild {
            guild_id: GUILD_ID,
            channel_id: thread,
        };
        // A move each, then the first player resigns.
        for (player, square) in [(seated[0], "b2"), (seated[1], "a1")] {
            let moved = fake
                .reply(
                    &fake
                        .slash(player, in_thread, Slash::new("move").str("move", square))
                        .await,
                )
                .await;
            assert!(!moved.ephemeral(), "round {round}: {}", moved.text());
        }
        if round == 1 {
            // Tournament games are never taken back.
            let refused = fake
                .reply(
                    &fake
                        .slash(seated[0], in_thread, Slash::new("takeback"))
                        .await,
                )
                .await;
            assert!(refused.ephemeral(), "{}", refused.text());
            assert!(
                refused.text().contains("Tournament games"),
                "{}",
                refused.text()
            );
        }
        let resigned = fake
            .reply(&fake.slash(seated[0], in_thread, Slash::new("resign")).await)
            .await;
        assert!(!resigned.ephemeral(), "{}", resigned.text());
        since = next;
    }
    let last = posted(fake, channel, since, "Winner").await;
    assert!(last.contains("final standings"), "{last}");
    let winner = last
        .split("Winner: **")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .unwrap_or_else(|| panic!("a winner: {last}"));
    let alt = picture_alt_text(fake, channel, since, "Winner").await;
    assert!(
        alt.contains("Final standings") && alt.contains(&format!("Ranking: 1. {winner}, ")),
        "{alt}"
    );
    assert!(alt.contains(" points") || alt.contains(" point"), "{alt}");
    let standings = fake
        .reply(
            &fake
                .slash(&carol(), place, tournament(Slash::new("standings")))
                .await,
        )
        .await;
    assert!(standings.ephemeral());
    assert!(standings.message.png(0).is_ok(), "a standings picture");
    let alt = standings.message.attachments[0]
        .description
        .as_deref()
        .unwrap_or_default();
    assert!(alt.contains(&format!("Ranking: 1. {winner}, ")), "{alt}");
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_german_server_reads_its_tournament_in_german() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    fake.set_guild_locale(GUILD_ID, "de");
    let place = fake.guild_channel();
    let channel = place.channel_id();
    let signup = fake
        .reply(&fake.slash(&organizer(), place, create_round_robin()).await)
        .await;
    assert!(signup.text().contains("Rundenturnier"), "{}", signup.text());
    let join = signup.message.custom_ids()[0].clone();
    for p in [alice(), bob()] {
        fake.reply(&fake.click(&p, signup.message.id, &join).await)
            .await;
    }
    let start = fake
        .slash(&organizer(), place, tournament(Slash::new("start")))
        .await;
    fake.reply(&start).await;
    posted(fake, channel, start.since, "hat mit 2 Spielern begonnen").await;
    posted(fake, channel, start.since, "Stand nach Runde 1 von 1").await;
    let (thread, _, next) = next_game(fake, channel, start.since).await;
    let in_thread = Place::Guild {
        guild_id: GUILD_ID,
        channel_id: thread,
    };
    fake.reply(&fake.slash(&bob(), in_thread, Slash::new("resign")).await)
        .await;
    posted(fake, channel, next, "Sieger").await;
    // The picture in words, in German too.
    let alt = picture_alt_text(fake, channel, next, "Sieger").await;
    assert!(
        alt.starts_with("Tabelle von Turnier #")
            && alt.contains("Endstand")
            && alt.contains("Rangliste: 1. alice, 1 Punkt"),
        "{alt}"
    );
    fake.assert_no_problems();
}

/// The bot lost Create Public Threads after the tournament was created: at its start time it
/// says in the channel which permission is missing (once), and starts the games when it has
/// it again.
#[tokio::test]
async fn a_tournament_without_threads_says_which_permission_is_missing() {
    const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let channel = place.channel_id();
    let create = tournament(
        Slash::new("create")
            .str("game", "twenty-sevens")
            .int("format", 1)
            .str("starts", "2s"),
    );
    let signup = fake
        .reply(&fake.slash(&organizer(), place, create).await)
        .await;
    let join = signup.message.custom_ids()[0].clone();
    for p in [alice(), bob()] {
        fake.reply(&fake.click(&p, signup.message.id, &join).await)
            .await;
    }
    fake.set_app_permissions(APP_PERMISSIONS & !CREATE_PUBLIC_THREADS);
    let since = signup.request.seq;
    posted(fake, channel, since, "Create Public Threads").await;
    fake.set_app_permissions(APP_PERMISSIONS);
    let (_, board, _) = next_game(fake, channel, since).await;
    assert!(board.contains(&alice().mention()) && board.contains(&bob().mention()));
    let told = fake
        .find(|r| r.is_channel_message(channel) && r.text().contains("Create Public Threads"))
        .len();
    assert_eq!(told, 1, "said once");
}
