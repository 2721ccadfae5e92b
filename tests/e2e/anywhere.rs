//! Play anywhere, end to end through the fake Discord: boardbot installed to Alice's account
//! only. In a group DM (and in a server that never invited the bot) she challenges Bob, who
//! never installed it and plays every move of each of the five games by buttons and menus;
//! the bot only answers interactions (the fake refuses, and counts as a problem, any post to a
//! channel it cannot see); games there are rated in the boardbot-wide pool or that server's;
//! a game that ends on time shows its result at the next click; the reminder comes by DM, and
//! a refused DM breaks nothing; `/play` is refused where every answer would be private.

use boardbot_testkit as support;

use std::time::Duration;

use boardbot::host::EVERYWHERE;
use support::fake_discord::*;
use support::world::*;

const WAIT: Duration = Duration::from_secs(20);

fn player(id: u64) -> User {
    if id == alice().id {
        alice()
    } else {
        bob()
    }
}

/// Nothing was sent to a channel the bot cannot see, every command used is one Discord offers
/// in that place as the bot registered it, and Discord would have refused nothing else.
fn assert_played_by_the_rules(fake: &FakeDiscord) {
    let unseen = fake.requests_to_unseen_channels();
    assert!(unseen.is_empty(), "{unseen:?}");
    let unoffered = fake.unoffered_commands();
    assert!(unoffered.is_empty(), "{unoffered:?}");
    fake.assert_no_problems();
}

/// The board message a follow-up made after `since` (a board after a private step, where the
/// bot may not post to the channel).
async fn followed_board(fake: &FakeDiscord, since: usize) -> Message {
    let posted = fake
        .wait_for_after(
            since,
            |r| r.is_followup() && r.ok() && r.file(0).is_some(),
            WAIT,
        )
        .await
        .unwrap_or_else(|e| panic!("no board as a follow-up: {e}"));
    let id: u64 = posted.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    fake.message(id).unwrap()
}

/// The player to move makes one move with the board's controls alone: the first enabled move
/// button, or else the first choice of the first menu, through every private step. Returns the
/// newest board.
async fn move_by_buttons(fake: &FakeDiscord, board: Message) -> Message {
    let mover = player(to_move(&board).expect("someone to move"));
    let mut step = board;
    loop {
        let controls = step.controls();
        let button = controls.iter().find(|c| {
            c["type"] == 2
                && !c["disabled"].as_bool().unwrap_or(false)
                && c["custom_id"]
                    .as_str()
                    .is_some_and(|id| id.starts_with("mv:"))
        });
        let sent = match button {
            Some(b) => {
                fake.click(&mover, step.id, b["custom_id"].as_str().unwrap())
                    .await
            }
            None => {
                let menu = controls
                    .iter()
                    .find(|c| c["type"] == 3)
                    .unwrap_or_else(|| panic!("nothing to play with: {}", step.text()));
                let value = menu["options"][0]["value"].as_str().unwrap().to_string();
                fake.select(
                    &mover,
                    step.id,
                    menu["custom_id"].as_str().unwrap(),
                    &[value.as_str()],
                )
                .await
            }
        };
        let reply = fake.reply(&sent).await;
        match (reply.callback.callback_type(), reply.ephemeral()) {
            // The board itself was updated: the move is played.
            (Some(7), false) => return reply.message,
            // A private step: go on choosing in it.
            (Some(4), true) => step = reply.message,
            // The private step closed: the board came for everyone as a follow-up.
            (Some(7), true) => return followed_board(fake, sent.since).await,
            other => panic!("unexpected answer {other:?}: {}", reply.request),
        }
    }
}

/// Alice challenges Bob to `game` in `place`; Bob accepts with the button.
async fn challenge_accepted(fake: &FakeDiscord, place: Place, game: &str) -> (i64, Message) {
    let play = Slash::new("play")
        .str("game", game)
        .user("opponent", &bob());
    let (id, board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    assert!(to_move(&board).is_some(), "{}", board.text());
    (id, board)
}

/// Play `game` in `place` by buttons until it ends (at most `cap` moves; then Bob resigns with
/// the board's buttons). Returns the game's id.
async fn full_game(world: &World, place: Place, game: &str, cap: usize) -> i64 {
    let fake = &world.fake;
    let (id, mut board) = challenge_accepted(fake, place, game).await;
    for n in 0..cap {
        if to_move(&board).is_none() {
            break;
        }
        if n == 3 {
            // Days may pass between clicks: every click brings a fresh token.
            fake.advance_clock(Duration::from_secs(20 * 60));
        }
        board = move_by_buttons(fake, board).await;
    }
    let store = world.store().await;
    if store.game(id).await.unwrap().unwrap().status.is_live() {
        let resign = board
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("rs:"))
            .expect("a Resign button");
        let confirm = fake
            .reply(&fake.click(&bob(), board.id, &resign).await)
            .await;
        let yes = confirm.message.custom_ids()[0].clone();
        let sent = fake.click(&bob(), confirm.message.id, &yes).await;
        fake.reply(&sent).await;
        followed_board(fake, sent.since).await;
    }
    let record = store.game(id).await.unwrap().unwrap();
    assert!(!record.status.is_live(), "{game}: {record:?}");
    id
}

#[tokio::test]
async fn every_game_is_played_in_a_group_dm_by_buttons_by_someone_who_never_installed_it() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.group_dm(&alice());
    for game in [
        "twenty-sevens",
        "mega-tic-tac-toe",
        "ccc",
        "super-seven",
        "cross-words-combat",
    ] {
        full_game(&world, place, game, 160).await;
    }
    // Rated in the boardbot-wide pool.
    let store = world.store().await;
    let rows = store.player_ratings(EVERYWHERE, bob().id).await.unwrap();
    assert_eq!(rows.len(), 5, "{rows:?}");
    // /leaderboard in the bot's own DM shows that pool; in a server, with scope:everywhere.
    let dm = Place::Dm {
        channel_id: 1_500_000_000_000_000_001,
    };
    let shown = fake
        .reply(
            &fake
                .slash(
                    &bob(),
                    dm,
                    Slash::new("leaderboard").str("game", "twenty-sevens"),
                )
                .await,
        )
        .await;
    assert!(shown.text().contains("bob"), "{}", shown.text());
    assert!(shown.text().contains("alice"), "{}", shown.text());
    let in_server = fake
        .reply(
            &fake
                .slash(
                    &bob(),
                    fake.guild_channel(),
                    Slash::new("leaderboard")
                        .str("game", "twenty-sevens")
                        .int("scope", 1),
                )
                .await,
        )
        .await;
    assert!(
        in_server.text().contains("everywhere"),
        "{}",
        in_server.text()
    );
    assert!(in_server.text().contains("alice"), "{}", in_server.text());
    assert_played_by_the_rules(fake);
}

/// Someone who never installed the app sees their own Cross Words Combat page with the board's
/// button, privately, and never the other player's.
#[tokio::test]
async fn the_page_button_shows_each_player_their_own_page_only() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.group_dm(&alice());
    let (_, board) = challenge_accepted(fake, place, "cross-words-combat").await;
    // What each player's page reads, as the host shows it to them.
    let host = boardbot::host::Host::new(
        world.store().await,
        std::sync::Arc::new(boardbot::host::SystemClock),
        boardbot::host::HostSettings::default(),
    );
    let at = boardbot::host::Place {
        guild_id: None,
        channel_id: place.channel_id(),
    };
    let page_of = |who: User| {
        let host = host.clone();
        async move {
            let as_host = boardbot::host::User::new(who.id, &who.name);
            host.private_view(at, &as_host).await.unwrap().text
        }
    };
    let pages = [page_of(alice()).await, page_of(bob()).await];
    assert_ne!(pages[0], pages[1]);
    let button = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("pg:"))
        .expect("a Your page button");
    for (who, own, other) in [
        (alice(), &pages[0], &pages[1]),
        (bob(), &pages[1], &pages[0]),
    ] {
        let shown = fake.reply(&fake.click(&who, board.id, &button).await).await;
        assert!(shown.ephemeral(), "{}", shown.text());
        assert!(shown.message.png(0).is_ok(), "a picture of the page");
        let text = shown.text();
        if text.contains("```") {
            assert!(text.contains(own.as_str()), "{text}");
            assert!(!text.contains(other.as_str()), "{text}");
        }
    }
    assert_played_by_the_rules(fake);
}

#[tokio::test]
async fn a_server_that_never_invited_the_bot_rates_its_own_games() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.external_guild_channel(&alice(), true);
    let guild = place.guild_id().unwrap();
    for game in [
        "twenty-sevens",
        "mega-tic-tac-toe",
        "ccc",
        "super-seven",
        "cross-words-combat",
    ] {
        full_game(&world, place, game, 160).await;
    }
    let store = world.store().await;
    assert_eq!(
        store.player_ratings(guild, alice().id).await.unwrap().len(),
        5
    );
    assert!(store
        .player_ratings(EVERYWHERE, alice().id)
        .await
        .unwrap()
        .is_empty());
    assert_played_by_the_rules(fake);
}

#[tokio::test]
async fn play_is_refused_plainly_where_every_answer_would_be_private() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.external_guild_channel(&alice(), false);
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", &bob());
    let refused = fake.reply(&fake.slash(&alice(), place, play).await).await;
    assert!(refused.ephemeral());
    assert!(
        refused.text().contains("external apps"),
        "{}",
        refused.text()
    );
    let store = world.store().await;
    assert!(store
        .live_game_in_channel(place.channel_id())
        .await
        .unwrap()
        .is_none());
    assert_played_by_the_rules(fake);
}

/// Two moves by buttons, then the turn's time is up (as if a day had passed).
async fn game_out_of_time(world: &World, place: Place) -> (i64, Message) {
    let fake = &world.fake;
    let (id, board) = challenge_accepted(fake, place, "twenty-sevens").await;
    let board = move_by_buttons(fake, board).await;
    let board = move_by_buttons(fake, board).await;
    let store = world.store().await;
    let record = store.game(id).await.unwrap().unwrap();
    let mut due = record.successor(record.updated_at);
    due.deadline = Some(1);
    store.commit(&due, &[], &[]).await.unwrap();
    (id, board)
}

async fn wait_until_over(world: &World, id: i64) {
    let store = world.store().await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while store.game(id).await.unwrap().unwrap().status.is_live() {
        assert!(tokio::time::Instant::now() < deadline, "never ended");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_time_out_in_a_group_dm_ends_on_time_and_the_next_click_shows_the_result() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let place = fake.group_dm(&alice());
    let (id, board) = game_out_of_time(&world, place).await;
    wait_until_over(&world, id).await;
    // Lost on time and rated, with nothing posted anywhere.
    let store = world.store().await;
    let rows = store.player_ratings(EVERYWHERE, alice().id).await.unwrap();
    assert_eq!(rows[0].losses, 1, "{rows:?}");
    // The next click on the stale board replaces it with the result. (On PostgreSQL the
    // test's own commit of the past deadline is another process's change to the bot, which
    // may have edited the board already: the buttons are read as they are now.)
    let board = fake.message(board.id).expect("the board message");
    let button = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("mv:"))
        .unwrap();
    let shown = fake
        .reply(&fake.click(&alice(), board.id, &button).await)
        .await;
    assert_eq!(shown.callback.callback_type(), Some(7), "{}", shown.request);
    assert!(shown.text().contains("ran out of time"), "{}", shown.text());
    assert!(shown
        .message
        .custom_ids()
        .iter()
        .all(|id| !id.starts_with("mv:")));
    // So does /board.
    let board = fake
        .reply(&fake.slash(&bob(), place, Slash::new("board")).await)
        .await;
    assert!(board.text().contains("ran out of time"), "{}", board.text());

    // A challenge that lapses unanswered says so at the next click, and its buttons go.
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", &bob());
    let challenge = fake.reply(&fake.slash(&alice(), place, play).await).await;
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":a"))
        .unwrap();
    let id = game_id_of(&accept);
    let record = store.game(id).await.unwrap().unwrap();
    let mut due = record.successor(record.updated_at);
    due.deadline = Some(1);
    store.commit(&due, &[], &[]).await.unwrap();
    wait_until_over(&world, id).await;
    let lapsed = fake
        .reply(&fake.click(&bob(), challenge.message.id, &accept).await)
        .await;
    assert_eq!(
        lapsed.callback.callback_type(),
        Some(7),
        "{}",
        lapsed.request
    );
    assert!(lapsed.text().contains("expired"), "{}", lapsed.text());
    assert!(lapsed.message.custom_ids().is_empty());
    assert_played_by_the_rules(fake);
}

#[tokio::test]
async fn a_reminder_comes_by_dm_and_a_refused_dm_breaks_nothing() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let store = world.store().await;
    let remind_now = |id: i64| {
        let store = store.clone();
        async move {
            let record = store.game(id).await.unwrap().unwrap();
            let mut due = record.successor(record.updated_at);
            due.remind_at = Some(1);
            store.commit(&due, &[], &[]).await.unwrap();
        }
    };
    // After Alice's first move, Bob is to move: he is reminded by DM.
    let place = fake.group_dm(&alice());
    let (id, board) = challenge_accepted(fake, place, "twenty-sevens").await;
    let board = move_by_buttons(fake, board).await;
    let waiting = player(to_move(&board).unwrap());
    let mark = fake.mark();
    remind_now(id).await;
    let sent = fake
        .wait_for_after(
            mark,
            |r| r.ok() && r.method == "POST" && r.text().contains("Twenty-Sevens"),
            WAIT,
        )
        .await
        .unwrap_or_else(|e| panic!("no reminder by DM: {e}"));
    let dm = fake.dm_channel_of(waiting.id).expect("a DM channel");
    assert!(sent.is_channel_message(dm), "{sent}");

    // Alice takes no DMs from the bot: her reminder is refused, and the game goes on. (The
    // test's own write made the board on screen stale: /board shows the current one.)
    fake.refuse_dms(alice().id);
    let current = |who: User| async move {
        fake.reply(&fake.slash(&who, place, Slash::new("board")).await)
            .await
            .message
    };
    let board = move_by_buttons(fake, current(bob()).await).await;
    assert_eq!(to_move(&board), Some(alice().id));
    let mark = fake.mark();
    remind_now(id).await;
    fake.wait_for_after(
        mark,
        |r| r.path.ends_with("/messages") && r.error_code() == Some(50007),
        WAIT,
    )
    .await
    .unwrap_or_else(|e| panic!("no DM tried: {e}"));
    let board = move_by_buttons(fake, current(alice()).await).await;
    assert_eq!(to_move(&board), Some(bob().id));
    assert_played_by_the_rules(fake);
}
