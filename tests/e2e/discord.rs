//! End-to-end tests of the real bot binary (`boardbot bot`) against a fake Discord on
//! loopback (boardbot_testkit::fake_discord) and a real database: PostgreSQL when
//! `TEST_DATABASE_URL` is set (scripts/test sets it), otherwise a fresh SQLite file.
//!
//! Each test starts its own fake Discord, database and bot process, and reads as "user X does
//! Y, expect the bot to send Z". Every test ends with `assert_no_problems`: no request the bot
//! made broke Discord's limits, none came after the 3-second deadline, none acknowledged an
//! interaction twice.

use boardbot_testkit as support;

use std::time::Duration;

use boardbot::games::{AnyGame, GameKind, Options};
use support::fake_discord::*;
use support::pg;
use support::world::*;

const T27: &str = "twenty-sevens";

/// Commands the bot must register (it may register more).
const COMMANDS: [&str; 11] = [
    "play",
    "move",
    "board",
    "resign",
    "draw",
    "rules",
    "leaderboard",
    "games",
    "stats",
    "abort",
    "settings",
];

fn command_names(commands: &[serde_json::Value]) -> Vec<String> {
    commands
        .iter()
        .filter_map(|c| c["name"].as_str().map(String::from))
        .collect()
}

fn assert_has_all_commands(names: &[String]) {
    for c in COMMANDS {
        assert!(
            names.iter().any(|n| n == c),
            "/{c} is not registered: {names:?}"
        );
    }
    let mut unique = names.to_vec();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        names.len(),
        "a command is registered twice: {names:?}"
    );
}

fn carol() -> User {
    User::new(3, "carol")
}
fn moderator() -> User {
    User::new(4, "mod").moderator()
}

/// A button on `m` whose id is `mv:GAME:VERSION:` + `square`.
fn move_button(m: &Message, square: &str) -> Option<String> {
    m.custom_ids()
        .into_iter()
        .find(|id| id.starts_with("mv:") && id.ends_with(&format!(":{square}")))
}

fn play_cmd(mv: &str) -> Slash {
    Slash::new("move").str("move", mv)
}

/// `challenger` challenges `opponent` in `place`; the opponent accepts; the board appears.
async fn start_game(fake: &FakeDiscord, place: Place, challenger: &User, opponent: &User) -> Game {
    let sent = fake
        .slash(
            challenger,
            place,
            Slash::new("play")
                .str("game", T27)
                .user("opponent", opponent),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    assert!(
        !challenge.ephemeral(),
        "the challenge is public: {}",
        challenge.request
    );
    assert!(
        challenge.message.content.contains(&opponent.mention()),
        "{}",
        challenge.text()
    );
    let ids = challenge.message.custom_ids();
    let accept = ids
        .iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .expect("Accept button");
    assert!(
        ids.iter()
            .any(|id| id.starts_with("ch:") && id.ends_with(":d")),
        "Decline button: {ids:?}"
    );
    let id = game_id_of(accept);

    let click = fake.click(opponent, challenge.message.id, accept).await;
    let started = fake.reply(&click).await;
    assert_eq!(
        started.callback.callback_type(),
        Some(7),
        "accepting updates the challenge"
    );
    assert_eq!(started.message.id, challenge.message.id);
    assert_board_request(&started.request);
    assert!(to_move(&started.message).is_some(), "{}", started.text());
    Game {
        id,
        place,
        board: started.message,
        players: [challenger.clone(), opponent.clone()],
    }
}

/// The mover plays `mv` with `/move`; returns the new board (a new public message).
async fn move_by_command(fake: &FakeDiscord, game: &mut Game, mv: &str) {
    let user = game.mover().clone();
    let sent = fake.slash(&user, game.place, play_cmd(mv)).await;
    let reply = fake.reply(&sent).await;
    assert!(
        !reply.ephemeral(),
        "/move {mv} by {} was refused: {}",
        user.name,
        reply.text()
    );
    assert_board_request(&reply.request);
    game.board = reply.message;
}

/// The mover clicks the square's button on the newest board; the board updates in place.
async fn move_by_button(fake: &FakeDiscord, game: &mut Game, mv: &str) {
    let user = game.mover().clone();
    let button = move_button(&game.board, mv)
        .unwrap_or_else(|| panic!("no button for {mv}: {:?}", game.board.custom_ids()));
    let click = fake.click(&user, game.board.id, &button).await;
    let reply = fake.reply(&click).await;
    assert!(
        !reply.ephemeral(),
        "click {mv} by {} was refused: {}",
        user.name,
        reply.text()
    );
    assert_eq!(
        reply.callback.callback_type(),
        Some(7),
        "a click updates the board in place"
    );
    assert_board_request(&reply.request);
    game.board = reply.message;
}

async fn version_in_db(world: &World, game_id: i64) -> i64 {
    world
        .store()
        .await
        .game(game_id)
        .await
        .unwrap()
        .expect("game")
        .version
}

// ---------------------------------------------------------------------------------------------
// 1. Start-up
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn start_up_fetches_the_gateway_identifies_and_registers_valid_commands() {
    let world = World::start().await;
    let fake = &world.fake;
    let reqs = fake.requests();
    assert!(reqs
        .iter()
        .any(|r| r.is("GET", "/api/v10/gateway") && r.ok()));
    assert_eq!(fake.identify_count(), 1);
    let identify = fake
        .gateway_log()
        .into_iter()
        .find(|f| f["op"] == 2)
        .unwrap();
    let token = identify["d"]["token"].as_str().unwrap_or_default();
    assert_eq!(token.strip_prefix("Bot ").unwrap_or(token), fake.token());

    let commands = fake.commands(None);
    assert_has_all_commands(&command_names(&commands));
    for c in &commands {
        let problems = check_command(c);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(c["type"], 1);
    }
    // The game option is a string the bot autocompletes with the games' ids (a server's
    // designed games follow the five native ones, so it cannot be a fixed list of choices).
    let play = commands.iter().find(|c| c["name"] == "play").unwrap();
    let game = &play["options"][0];
    assert_eq!(
        (
            game["name"].as_str(),
            game["type"].as_u64(),
            game["required"].as_bool(),
            game["autocomplete"].as_bool()
        ),
        (Some("game"), Some(3), Some(true), Some(true)),
        "{game}"
    );
    let mv = commands.iter().find(|c| c["name"] == "move").unwrap();
    assert_eq!(mv["options"][0]["autocomplete"], true);
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_dev_guild_gets_its_commands_registered_in_the_guild() {
    let world = World::start_with(&[("DEV_GUILD_ID", GUILD_ID.to_string())]).await;
    assert_has_all_commands(&command_names(&world.fake.commands(Some(GUILD_ID))));
    assert!(world.fake.commands(None).is_empty());
    // Guild commands carry data.guild_id, and still work.
    let sent = world
        .fake
        .slash(&alice(), world.fake.guild_channel(), Slash::new("board"))
        .await;
    assert!(world.fake.reply(&sent).await.ephemeral());
    world.fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// 2. A full game
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn a_full_twenty_sevens_game_by_commands_and_buttons() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob) = (alice(), bob());
    let place = fake.guild_channel();
    let mut game = start_game(fake, place, &alice, &bob).await;

    let moves = decisive_game();
    for (i, mv) in moves.iter().enumerate() {
        if i % 2 == 0 {
            move_by_command(fake, &mut game, mv).await;
        } else {
            move_by_button(fake, &mut game, mv).await;
        }
    }
    // The final board: game over, a result, and no button but Replay and Rematch.
    assert!(
        game.board.content.starts_with("Game over"),
        "{}",
        game.board.text()
    );
    assert_eq!(
        game.board.custom_ids(),
        [
            format!("rp:{}", game.id),
            format!("an:{}", game.id),
            format!("rm:{}", game.id)
        ]
    );
    assert!(to_move(&game.board).is_none());
    assert_eq!(world.moves(game.id).await, moves);

    // The leaderboard shows both players, with ratings moved away from the start.
    let sent = fake
        .slash(&alice, place, Slash::new("leaderboard").str("game", T27))
        .await;
    let board = fake.reply(&sent).await;
    assert!(!board.ephemeral());
    let text = board.text();
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("alice") || l.contains("bob"))
        .collect();
    assert_eq!(lines.len(), 2, "{text}");
    for line in lines {
        assert!(!line.contains("— 1500 "), "rating unchanged: {line}");
        assert!(line.contains("1W") || line.contains("1L"), "{line}");
    }

    // Where each stands: /stats gives the rank, /leaderboard me:True the page with the
    // caller's row marked and their place in the footer.
    let sent = fake.slash(&bob, place, Slash::new("stats")).await;
    let stats = fake.reply(&sent).await.text();
    assert!(stats.contains("of 2"), "{stats}");
    let sent = fake
        .slash(
            &bob,
            place,
            Slash::new("leaderboard").str("game", T27).bool("me", true),
        )
        .await;
    let page = fake.reply(&sent).await;
    assert!(!page.ephemeral());
    let text = page.text();
    assert!(text.contains("__**") && text.contains("You: #"), "{text}");
    assert!(text.contains("of 2"), "{text}");
    // Nobody has played Super Seven here: a private, polite refusal.
    let sent = fake
        .slash(
            &bob,
            place,
            Slash::new("leaderboard")
                .str("game", "super-seven")
                .bool("me", true),
        )
        .await;
    let refusal = fake.reply(&sent).await;
    assert!(refusal.ephemeral());
    assert!(
        refusal.text().contains("no rated Super Seven games"),
        "{}",
        refusal.text()
    );
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// 3. Refusals
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn refusals_are_private_and_change_nothing() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let place = fake.guild_channel();
    let mut game = start_game(fake, place, &alice, &bob).await;
    move_by_command(fake, &mut game, "a1").await;
    let old_board = game.board.clone();
    move_by_command(fake, &mut game, "a1").await;
    move_by_button(fake, &mut game, "a1").await; // a1 is now full

    let version = version_in_db(&world, game.id).await;
    let moves = world.moves(game.id).await;
    let public_before = fake
        .messages(place.channel_id())
        .iter()
        .filter(|m| !m.ephemeral)
        .count();

    let refused = |label: &'static str, reply: Reply| {
        assert!(reply.ephemeral(), "{label}: not private: {}", reply.request);
        assert!(!reply.message.content.is_empty(), "{label}: says nothing");
        assert!(reply.request.files.is_empty(), "{label}: sends a board");
        reply.message.content
    };

    let waiter = game.waiter().clone();
    let mover = game.mover().clone();
    // A move out of turn.
    let r = fake
        .reply(&fake.slash(&waiter, place, play_cmd("b1")).await)
        .await;
    refused("out of turn", r);
    // A click out of turn.
    let button = move_button(&game.board, "b1").unwrap();
    let r = fake
        .reply(&fake.click(&waiter, game.board.id, &button).await)
        .await;
    refused("click out of turn", r);
    // A move by someone not playing.
    let r = fake
        .reply(&fake.slash(&carol, place, play_cmd("b1")).await)
        .await;
    refused("non-player", r);
    let r = fake
        .reply(&fake.click(&carol, game.board.id, &button).await)
        .await;
    refused("non-player click", r);
    // An illegal move (a full stack) and a move that is not a move.
    let text = refused(
        "illegal",
        fake.reply(&fake.slash(&mover, place, play_cmd("a1")).await)
            .await,
    );
    assert!(text.contains("a1"), "{text}");
    refused(
        "nonsense",
        fake.reply(&fake.slash(&mover, place, play_cmd("z9")).await)
            .await,
    );
    // A click on an old board.
    let old_button = move_button(&old_board, "b2").expect("old board has b2");
    let text = refused(
        "old board",
        fake.reply(&fake.click(&mover, old_board.id, &old_button).await)
            .await,
    );
    assert!(
        text.to_lowercase().contains("out of date") || text.to_lowercase().contains("board"),
        "{text}"
    );
    // /abort by a non-moderator.
    refused(
        "abort",
        fake.reply(&fake.slash(&carol, place, Slash::new("abort")).await)
            .await,
    );
    refused(
        "abort by a player",
        fake.reply(&fake.slash(&alice, place, Slash::new("abort")).await)
            .await,
    );
    // A second /play in the busy channel, by others and by the players.
    let play = |opp: &User| Slash::new("play").str("game", T27).user("opponent", opp);
    refused(
        "busy channel",
        fake.reply(&fake.slash(&carol, place, play(&alice)).await)
            .await,
    );
    refused(
        "busy channel (player)",
        fake.reply(&fake.slash(&alice, place, play(&carol)).await)
            .await,
    );
    // /play in a DM.
    let dm = fake.dm_channel();
    refused(
        "dm",
        fake.reply(&fake.slash(&alice, dm, play(&bob)).await).await,
    );
    // Challenging yourself or a bot.
    let other = fake.guild_channel();
    refused(
        "self",
        fake.reply(&fake.slash(&alice, other, play(&alice)).await)
            .await,
    );

    assert_eq!(
        version_in_db(&world, game.id).await,
        version,
        "a refusal changed the game"
    );
    assert_eq!(world.moves(game.id).await, moves);
    let public_after = fake
        .messages(place.channel_id())
        .iter()
        .filter(|m| !m.ephemeral)
        .count();
    assert_eq!(public_after, public_before, "a refusal posted in public");
    assert!(fake
        .messages(other.channel_id())
        .iter()
        .all(|m| m.ephemeral));

    // The game goes on, and a moderator can stop it.
    move_by_command(fake, &mut game, "b1").await;
    let r = fake
        .reply(&fake.slash(&moderator(), place, Slash::new("abort")).await)
        .await;
    assert!(!r.ephemeral(), "{}", r.request);
    assert!(r.text().contains("aborted"), "{}", r.text());
    fake.assert_no_problems();
}

#[tokio::test]
async fn moderation_needs_manage_server_not_channel_rights() {
    const MANAGE_GUILD: u64 = 1 << 5;
    const MANAGE_MESSAGES: u64 = 1 << 13;
    let world = World::start().await;
    let fake = &world.fake;

    // Ordinary members do not even see the moderation commands.
    for c in fake.commands(None) {
        let expected = match c["name"].as_str() {
            Some("abort" | "settings" | "roles") => serde_json::json!(MANAGE_GUILD.to_string()),
            _ => serde_json::Value::Null,
        };
        assert_eq!(c["default_member_permissions"], expected, "{}", c["name"]);
    }

    let place = fake.guild_channel();
    let _game = start_game(fake, place, &alice(), &bob()).await;
    // Manage Messages in this channel is not Manage Server.
    let channel_mod =
        User::new(5, "channel-mod").with_permissions(MEMBER_PERMISSIONS | MANAGE_MESSAGES);
    for cmd in [
        Slash::new("abort"),
        Slash::new("settings").str("turn_timer", "2h"),
    ] {
        let reply = fake
            .reply(&fake.slash(&channel_mod, place, cmd).await)
            .await;
        assert!(reply.ephemeral(), "{}", reply.request);
        assert!(reply.text().contains("Manage Server"), "{}", reply.text());
    }
    let manager = User::new(6, "manager").with_permissions(MEMBER_PERMISSIONS | MANAGE_GUILD);
    let reply = fake
        .reply(
            &fake
                .slash(
                    &manager,
                    place,
                    Slash::new("settings").str("turn_timer", "2h"),
                )
                .await,
        )
        .await;
    assert!(reply.text().contains("2 hours"), "{}", reply.text());
    // Administrator implies Manage Server.
    let admin = User::new(7, "admin").with_permissions(MEMBER_PERMISSIONS | 1 << 3);
    let reply = fake
        .reply(&fake.slash(&admin, place, Slash::new("abort")).await)
        .await;
    assert!(!reply.ephemeral(), "{}", reply.text());
    assert!(reply.text().contains("aborted"), "{}", reply.text());
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// 4. Autocomplete
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn move_autocomplete_offers_legal_moves_matching_the_prefix() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob) = (alice(), bob());
    let place = fake.guild_channel();

    // No game: no choices.
    let ac = fake
        .autocomplete(&alice, place, Slash::new("move").focus("move", ""))
        .await;
    let cb = fake.callback(&ac).await;
    assert_eq!(cb.callback_type(), Some(8));
    assert!(cb.choices().is_empty());

    let mut game = start_game(fake, place, &alice, &bob).await;
    for _ in 0..3 {
        move_by_command(fake, &mut game, "b2").await;
    }
    let legal = |prefix: &str| {
        let mut g = AnyGame::new(GameKind::from_id(T27).unwrap(), &Options::new(), "0").unwrap();
        for _ in 0..3 {
            g.play("b2").unwrap();
        }
        g.legal_moves()
            .into_iter()
            .filter(|m| m.starts_with(prefix))
            .collect::<Vec<_>>()
    };
    for typed in ["", "b", "B", "a2", "b2", "zz"] {
        let ac = fake
            .autocomplete(
                &game.mover().clone(),
                place,
                Slash::new("move").focus("move", typed),
            )
            .await;
        let cb = fake.callback(&ac).await;
        assert_eq!(cb.callback_type(), Some(8));
        let choices = cb.choices();
        assert!(choices.len() <= 25);
        let names = cb.choice_names();
        let mut expected = legal(&typed.to_lowercase());
        expected.truncate(25);
        let mut got = names.clone();
        got.sort();
        expected.sort();
        assert_eq!(got, expected, "typed {typed:?}");
        for c in &choices {
            assert_eq!(c["name"], c["value"]);
        }
    }
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// 5. Restart
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn a_restart_in_the_middle_of_a_game_loses_and_repeats_nothing() {
    let mut world = World::start().await;
    let (alice, bob) = (alice(), bob());
    let place = world.fake.guild_channel();
    let mut game = start_game(&world.fake, place, &alice, &bob).await;
    let moves = decisive_game();
    let mut sent = Vec::new();
    for mv in &moves[..4] {
        move_by_command(&world.fake, &mut game, mv).await;
        sent.push(mv.clone());
    }

    // Stopped between moves: the board from before the restart still works.
    world.restart().await;
    assert_eq!(world.moves(game.id).await, sent);
    move_by_button(&world.fake, &mut game, &moves[4]).await;
    sent.push(moves[4].clone());

    // Stopped while a move is in flight: it is applied once or not at all.
    let mover = game.mover().clone();
    let in_flight = moves[5].clone();
    let _ = world.fake.slash(&mover, place, play_cmd(&in_flight)).await;
    world.restart().await;
    let after = world.moves(game.id).await;
    if after.len() == sent.len() + 1 {
        sent.push(in_flight.clone());
    }
    assert_eq!(after, sent, "moves after a crash mid-move");

    // /board shows the position from the database, and the game goes on to the end.
    let shown = world
        .fake
        .reply(&world.fake.slash(&alice, place, Slash::new("board")).await)
        .await;
    assert!(!shown.ephemeral(), "{}", shown.text());
    assert_board_request(&shown.request);
    assert!(
        shown.text().contains(&format!("Move\n{}", sent.len())),
        "{}",
        shown.text()
    );
    game.board = shown.message;
    for mv in &moves[sent.len()..] {
        move_by_command(&world.fake, &mut game, mv).await;
        sent.push(mv.clone());
    }
    assert!(
        game.board.content.starts_with("Game over"),
        "{}",
        game.board.text()
    );
    assert_eq!(world.moves(game.id).await, moves);
    // Each identify got a fresh READY; the restarts did not register duplicate commands.
    assert_eq!(world.fake.identify_count(), 3);
    assert_has_all_commands(&command_names(&world.fake.commands(None)));
    world.fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// 6. Discord errors
// ---------------------------------------------------------------------------------------------

/// After a failed callback, the move is in the database exactly once and the game goes on.
async fn callback_failure(fault: Fault) {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob) = (alice(), bob());
    let place = fake.guild_channel();
    let mut game = start_game(fake, place, &alice, &bob).await;
    move_by_command(fake, &mut game, "a1").await;

    fake.fail_callbacks(fault.clone(), 1);
    let mover = game.mover().clone();
    let sent = fake.slash(&mover, place, play_cmd("b2")).await;
    let failed = fake.callback(&sent).await;
    assert_eq!(failed.fault, Some(fault.clone()));
    // Retried, or logged: wait for either.
    let retried = fake
        .wait_for_after(
            failed.seq + 1,
            |r| r.is_for(&sent) && r.ok(),
            Duration::from_secs(5),
        )
        .await;
    let logged = world
        .bot
        .log()
        .iter()
        .any(|l| l.contains("ERROR") || l.contains("WARN"));
    assert!(
        retried.is_ok() || logged,
        "a failed callback ({fault:?}) was neither retried nor logged"
    );
    // What the user sees must not contradict the database: no "nothing was changed" anywhere.
    let after_failure = fake.find(|r| r.seq > failed.seq && r.ok());
    for r in &after_failure {
        assert!(
            !r.text().contains("Nothing was changed"),
            "after {fault:?} the move was played but the user is told nothing changed: {r}"
        );
    }
    // The players get to see the new board, by a retried callback or in the channel.
    let board_shown = fake
        .wait_for_after(
            failed.seq + 1,
            |r| {
                r.ok()
                    && (r.is_for(&sent) || r.is_channel_message(place.channel_id()))
                    && r.file(0).is_some()
            },
            Duration::from_secs(5),
        )
        .await
        .unwrap_or_else(|e| panic!("after {fault:?} the board was never shown: {e}"));
    assert_board_request(&board_shown);
    let next = if mover.id == alice.id { &bob } else { &alice };
    assert!(
        board_shown.text().contains(&next.mention()),
        "the new board should ask {} to move: {}",
        next.name,
        board_shown.text()
    );
    assert_eq!(world.moves(game.id).await, ["a1", "b2"]);

    // The state is right: the board shows the move, and the other player can answer.
    let shown = fake
        .reply(&fake.slash(&alice, place, Slash::new("board")).await)
        .await;
    assert_board_request(&shown.request);
    game.board = shown.message;
    move_by_button(fake, &mut game, "c3").await;
    assert_eq!(world.moves(game.id).await, ["a1", "b2", "c3"]);
    let problems: Vec<_> = fake.problems();
    assert!(
        problems.is_empty(),
        "{:?}",
        problems.iter().map(|r| r.to_string()).collect::<Vec<_>>()
    );
}

#[tokio::test]
async fn a_500_on_a_move_callback_leaves_the_game_right() {
    callback_failure(Fault::ServerError).await;
}

#[tokio::test]
async fn a_429_on_a_move_callback_leaves_the_game_right() {
    callback_failure(Fault::RateLimited { retry_after: 0.3 }).await;
}

#[tokio::test]
async fn a_500_on_a_click_callback_leaves_the_game_right() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let mut game = start_game(fake, place, &alice(), &bob()).await;
    fake.fail_callbacks(Fault::ServerError, 1);
    let mover = game.mover().clone();
    let button = move_button(&game.board, "b2").unwrap();
    let click = fake.click(&mover, game.board.id, &button).await;
    let failed = fake.callback(&click).await;
    assert_eq!(failed.status, 500);
    world
        .bot
        .wait_log("WARN", Duration::from_secs(10))
        .await
        .expect("the failure is logged");
    assert_eq!(world.moves(game.id).await, ["b2"]);
    // The move was committed, so the players see it: the new board goes to the channel.
    let posted = fake
        .wait_for_after(
            failed.seq + 1,
            |r| r.ok() && r.is_channel_message(place.channel_id()) && r.file(0).is_some(),
            Duration::from_secs(10),
        )
        .await
        .unwrap_or_else(|e| panic!("the board of a committed click was never shown: {e}"));
    assert_board_request(&posted);
    assert!(
        posted.text().contains(&game.waiter().mention()),
        "{}",
        posted.text()
    );
    // Discord never updated the clicked board, so it still offers the mover's buttons; they are
    // out of date now. /board gives a fresh one that works.
    let stale = move_button(&game.board, "a1").unwrap();
    let r = fake
        .reply(&fake.click(&mover, game.board.id, &stale).await)
        .await;
    assert!(r.ephemeral(), "{}", r.request);
    let shown = fake
        .reply(&fake.slash(&mover, place, Slash::new("board")).await)
        .await;
    game.board = shown.message;
    move_by_button(fake, &mut game, "a1").await;
    assert_eq!(world.moves(game.id).await, ["b2", "a1"]);
    fake.assert_no_problems();
}

/// The stored game `id`.
async fn stored_game(world: &World, id: i64) -> boardbot::store::GameRecord {
    world
        .store()
        .await
        .game(id)
        .await
        .unwrap()
        .expect("game stored")
}

/// Wait (up to 15 s) until game `id` is no longer live; returns its record.
async fn wait_until_over(world: &World, id: i64) -> boardbot::store::GameRecord {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    loop {
        let record = stored_game(world, id).await;
        if !record.status.is_live() || tokio::time::Instant::now() > deadline {
            return record;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Ended with no result and no rating change for either player.
async fn assert_ended_without_result(world: &World, record: &boardbot::store::GameRecord) {
    use boardbot::store::{EndReason, Status};
    assert_eq!(record.status, Status::Aborted, "{record:?}");
    assert_eq!(
        record.result.map(|r| (r.winner, r.reason)),
        Some((None, EndReason::Vanished))
    );
    let store = world.store().await;
    for player in record.players {
        let rows = store.player_ratings(record.guild_id, player).await.unwrap();
        assert!(rows.is_empty(), "a rating changed: {rows:?}");
    }
}

#[tokio::test]
async fn a_deleted_channel_or_server_ends_its_games_without_result() {
    let world = World::start().await;
    let fake = &world.fake;
    let (first, second) = (fake.guild_channel(), fake.guild_channel());
    let mut a = start_game(fake, first, &alice(), &bob()).await;
    move_by_command(fake, &mut a, "b2").await;
    move_by_command(fake, &mut a, "a1").await;
    let b = start_game(fake, second, &carol(), &bob()).await;

    fake.delete_channel(first).await;
    let record = wait_until_over(&world, a.id).await;
    assert_ended_without_result(&world, &record).await;
    assert!(
        stored_game(&world, b.id).await.status.is_live(),
        "another channel's game ended"
    );

    fake.remove_bot_from_guild(GUILD_ID).await;
    let record = wait_until_over(&world, b.id).await;
    assert_ended_without_result(&world, &record).await;
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_deadline_in_a_vanished_channel_aborts_instead_of_a_time_loss() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let mut game = start_game(fake, place, &alice(), &bob()).await;
    move_by_command(fake, &mut game, "b2").await;
    move_by_command(fake, &mut game, "a1").await;
    // The channel went away while the bot was not looking (no CHANNEL_DELETE reached it), and
    // the turn's time is up.
    fake.forget_channel(place);
    let store = world.store().await;
    let record = stored_game(&world, game.id).await;
    let mut due = record.successor(record.updated_at);
    due.deadline = Some(1);
    store.commit(&due, &[], &[]).await.unwrap();

    let record = wait_until_over(&world, game.id).await;
    assert_ended_without_result(&world, &record).await;
    let asked = fake.find(|r| r.is("GET", &format!("/api/v10/channels/{}", place.channel_id())));
    assert!(!asked.is_empty(), "the bot never checked the channel");
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_turn_reminder_is_sent_once_across_a_restart() {
    let mut world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let place = world.fake.guild_channel();
    let mut game = start_game(&world.fake, place, &alice(), &bob()).await;
    move_by_command(&world.fake, &mut game, "b2").await;
    let waiting = game.mover().clone();
    let record = stored_game(&world, game.id).await;
    let turn_ms = record.turn_seconds * 1000;
    assert_eq!(
        record.remind_at,
        Some(record.deadline.unwrap() - turn_ms / 4),
        "the reminder is set three quarters into the turn"
    );
    // Three quarters of the turn have gone (as if the bot had been down meanwhile).
    world.bot.kill().await;
    let mut due = record.successor(record.updated_at);
    due.remind_at = Some(1);
    world.store().await.commit(&due, &[], &[]).await.unwrap();
    let mark = world.fake.mark();
    world.restart().await;
    let is_reminder = |r: &Request| {
        r.ok() && r.is_channel_message(place.channel_id()) && r.text().contains("reminder")
    };
    let sent = world
        .fake
        .wait_for_after(mark, is_reminder, Duration::from_secs(15))
        .await
        .unwrap_or_else(|e| panic!("no reminder: {e}"));
    assert!(sent.text().contains(&waiting.mention()), "{}", sent.text());
    assert!(
        sent.text()
            .contains(&format!("<t:{}:R>", record.deadline.unwrap() / 1000)),
        "{}",
        sent.text()
    );
    // Another restart, and some deadline rounds: no second reminder.
    world.restart().await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        world.fake.find(|r| r.seq >= mark && is_reminder(r)).len(),
        1
    );
    // The reminder made no new version of the game: the board on screen stays current.
    let after = stored_game(&world, game.id).await;
    assert_eq!((after.version, after.remind_at), (due.version, None));
    world.fake.assert_no_problems();
}

#[tokio::test]
async fn games_lists_the_servers_live_games_in_pages() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let mut game = start_game(fake, place, &alice(), &bob()).await;
    move_by_command(fake, &mut game, "b2").await;
    for i in 0..8 {
        let challenger = User::new(100 + i, &format!("player{i}"));
        let sent = fake
            .slash(
                &challenger,
                fake.guild_channel(),
                Slash::new("play")
                    .str("game", "ccc")
                    .user("opponent", &carol()),
            )
            .await;
        assert!(!fake.reply(&sent).await.ephemeral());
    }
    let reply = fake
        .reply(
            &fake
                .slash(&carol(), fake.guild_channel(), Slash::new("games"))
                .await,
        )
        .await;
    assert!(reply.ephemeral(), "{}", reply.request);
    let text = reply.text();
    assert!(text.contains("(9)"), "{text}");
    assert!(
        text.contains(&format!("<#{}>", place.channel_id())),
        "{text}"
    );
    assert!(
        text.contains("bob to move") && text.contains("turn ends <t:"),
        "{text}"
    );
    assert!(text.contains("Page 1 of 2"), "{text}");
    let next = reply
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id == "gs:1")
        .expect("a Next button");
    let page = fake
        .reply(&fake.click(&carol(), reply.message.id, &next).await)
        .await;
    assert!(page.text().contains("Page 2 of 2"), "{}", page.text());
    assert!(
        page.text().contains("waiting for carol to accept"),
        "{}",
        page.text()
    );
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_rematch_from_a_finished_board() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let mut game = start_game(fake, place, &alice(), &bob()).await;
    for mv in decisive_game() {
        move_by_command(fake, &mut game, &mv).await;
    }
    let rematch = format!("rm:{}", game.id);
    // A bystander cannot; the first player's click offers, in public, to the other.
    let r = fake
        .reply(&fake.click(&carol(), game.board.id, &rematch).await)
        .await;
    assert!(r.ephemeral(), "{}", r.request);
    let offer = fake
        .reply(&fake.click(&alice(), game.board.id, &rematch).await)
        .await;
    assert!(!offer.ephemeral(), "{}", offer.request);
    assert!(
        offer.text().contains(&bob().mention()) && offer.text().contains("rematch"),
        "{}",
        offer.text()
    );
    // The other player's click starts the new game, seats swapped: Bob moves first now.
    let started = fake
        .reply(&fake.click(&bob(), offer.message.id, &rematch).await)
        .await;
    assert!(!started.ephemeral(), "{}", started.request);
    assert_board_request(&started.request);
    assert_eq!(
        to_move(&started.message),
        Some(bob().id),
        "{}",
        started.text()
    );
    let new_id = game_id_of(&started.message.custom_ids()[0]);
    let record = stored_game(&world, new_id).await;
    assert_eq!(record.players, [bob().id, alice().id]);
    assert!(record.rated);
    fake.assert_no_problems();
}

/// `from` challenges `to` to Twenty-Sevens in `place` and `to` clicks Accept: the game's id and
/// the click, whose answer the caller checks.
async fn challenge_and_accept(
    fake: &FakeDiscord,
    place: Place,
    from: &User,
    to: &User,
) -> (i64, Sent) {
    let sent = fake
        .slash(
            from,
            place,
            Slash::new("play").str("game", T27).user("opponent", to),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let click = fake.click(to, challenge.message.id, &accept).await;
    (game_id_of(&accept), click)
}

#[tokio::test]
async fn games_live_in_threads_where_the_server_wants_them() {
    const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    let world = World::start().await;
    let fake = &world.fake;
    let manager = User::new(6, "manager").with_permissions(MEMBER_PERMISSIONS | 1 << 5);
    let place = fake.guild_channel();
    let reply = fake
        .reply(
            &fake
                .slash(
                    &manager,
                    place,
                    Slash::new("settings").bool("threads", true),
                )
                .await,
        )
        .await;
    assert!(reply.text().contains("opens a thread"), "{}", reply.text());

    // Alice challenges Bob; Bob accepts; the game opens a thread named after it.
    let (id, click) = challenge_and_accept(fake, place, &alice(), &bob()).await;
    let answered = fake.reply(&click).await;
    let opened = fake
        .find(|r| {
            r.is(
                "POST",
                &format!("/api/v10/channels/{}/messages/", place.channel_id()),
            ) && r.path.ends_with("/threads")
        })
        .pop()
        .expect("a thread is opened from the challenge");
    assert_eq!(
        opened.json.as_ref().unwrap()["name"],
        "alice vs bob · Twenty-Sevens"
    );
    let thread_id: u64 = opened.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        answered.text().contains(&format!("<#{thread_id}>")),
        "{}",
        answered.text()
    );
    let thread = Place::Guild {
        guild_id: GUILD_ID,
        channel_id: thread_id,
    };
    let posted = fake
        .wait_for_after(
            click.since,
            |r| r.ok() && r.is_channel_message(thread_id) && r.file(0).is_some(),
            Duration::from_secs(10),
        )
        .await
        .expect("the board is posted in the thread");
    assert_board_request(&posted);
    assert_eq!(stored_game(&world, id).await.channel_id, thread_id);

    // The game is played in the thread, and the channel is free for another game.
    let board = fake
        .message(
            posted.response.as_ref().unwrap()["id"]
                .as_str()
                .unwrap()
                .parse()
                .unwrap(),
        )
        .unwrap();
    let mut game = Game {
        id,
        place: thread,
        board,
        players: [alice(), bob()],
    };
    move_by_command(fake, &mut game, "b2").await;
    assert_eq!(world.moves(id).await, ["b2"]);
    let sent = fake
        .slash(
            &carol(),
            place,
            Slash::new("play")
                .str("game", T27)
                .user("opponent", &alice()),
        )
        .await;
    let again = fake.reply(&sent).await;
    assert!(!again.ephemeral(), "the channel is free: {}", again.text());

    // Without Create Public Threads the game starts in the channel, and the reply says why.
    fake.set_app_permissions(APP_PERMISSIONS & !CREATE_PUBLIC_THREADS);
    let other = fake.guild_channel();
    let (other_id, click) = challenge_and_accept(fake, other, &carol(), &bob()).await;
    let started = fake.reply(&click).await;
    assert_board_request(&started.request);
    let note = fake
        .wait_for_after(
            click.since,
            |r| r.is_followup() && r.text().contains("Create Public Threads"),
            Duration::from_secs(10),
        )
        .await
        .expect("the reply says why there is no thread");
    assert!(note.ok(), "{note}");
    assert_eq!(
        stored_game(&world, other_id).await.channel_id,
        other.channel_id()
    );
    fake.assert_no_problems();
}

#[tokio::test]
async fn play_refuses_up_front_without_the_permissions_to_post_boards() {
    const ATTACH_FILES: u64 = 1 << 15;
    const EMBED_LINKS: u64 = 1 << 14;
    let world = World::start().await;
    let fake = &world.fake;
    for (missing, name) in [(ATTACH_FILES, "Attach Files"), (EMBED_LINKS, "Embed Links")] {
        fake.set_app_permissions(APP_PERMISSIONS & !missing);
        let place = fake.guild_channel();
        for cmd in [
            Slash::new("play").str("game", T27).user("opponent", &bob()),
            Slash::new("play").str("game", T27).int("ai", 0),
        ] {
            let reply = fake.reply(&fake.slash(&alice(), place, cmd).await).await;
            assert!(reply.ephemeral(), "{}", reply.request);
            assert!(reply.text().contains(name), "{}", reply.text());
            assert!(
                world
                    .store()
                    .await
                    .live_game_in_channel(place.channel_id())
                    .await
                    .unwrap()
                    .is_none(),
                "a game started where its boards cannot be posted"
            );
        }
    }
    fake.set_app_permissions(APP_PERMISSIONS);
    let place = fake.guild_channel();
    start_game(fake, place, &alice(), &bob()).await;
    fake.assert_no_problems();
}

#[tokio::test]
async fn challenges_and_boards_show_their_terms() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("play")
                .str("game", T27)
                .user("opponent", &bob())
                .str("options", "diamond=1")
                .bool("rated", false),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    for term in ["casual", "diamond=1", "1 day a move"] {
        assert!(
            challenge.text().contains(term),
            "{term}: {}",
            challenge.text()
        );
    }
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":a"))
        .unwrap();
    let started = fake
        .reply(&fake.click(&bob(), challenge.message.id, &accept).await)
        .await;
    for term in ["casual", "diamond=1"] {
        assert!(started.text().contains(term), "{term}: {}", started.text());
    }
    assert!(!stored_game(&world, game_id_of(&accept)).await.rated);

    // A page is its owner's to choose: Alice plays red and may not pick Black's.
    let other = fake.guild_channel();
    let sent = fake
        .slash(
            &alice(),
            other,
            Slash::new("play")
                .str("game", "cross-words-combat")
                .user("opponent", &bob())
                .str("options", "page.black=word"),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral(), "{}", reply.request);
    assert!(
        reply.text().contains("opponent's to choose"),
        "{}",
        reply.text()
    );
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// Start-up and shutdown robustness
// ---------------------------------------------------------------------------------------------

/// Discord fails the command registration once (500): the bot must not sit connected but deaf.
/// It either registers again (and then answers), or exits with an error so that its supervisor
/// restarts it.
#[tokio::test]
async fn a_failed_command_registration_is_retried_or_fatal() {
    let fake = FakeDiscord::start().await;
    fake.inject(Some("PUT"), "/commands", Fault::ServerError, 1);
    let db = pg::bot_database().await;
    let mut bot = spawn_bot(&fake, &db.url, &[]);
    let first = fake
        .expect(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    assert_eq!(first.status, 500);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(status) = bot.try_exit_status() {
            assert!(
                !status.success(),
                "the bot exited with success after failing to register"
            );
            return;
        }
        if fake
            .find(|r| r.method == "PUT" && r.path.ends_with("/commands") && r.ok())
            .len()
            == 1
        {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "30 s after a failed registration the bot neither registered again nor exited"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let sent = fake
        .slash(&alice(), fake.guild_channel(), Slash::new("board"))
        .await;
    assert!(fake.reply(&sent).await.ephemeral());
}

/// SIGTERM while a move is being answered: the bot finishes it (the move is committed and its
/// board answered), or never starts it (neither), and then exits 0.
#[tokio::test]
async fn sigterm_during_a_move_commits_and_answers_or_neither() {
    let mut world = World::start().await;
    let place = world.fake.guild_channel();
    let mut game = start_game(&world.fake, place, &alice(), &bob()).await;
    move_by_command(&world.fake, &mut game, "b2").await;
    // Discord is slow to take the answer: the move is in flight when the signal comes.
    world.fake.inject(
        Some("POST"),
        "/callback",
        Fault::Delay(Duration::from_millis(1500)),
        1,
    );
    let mover = game.mover().clone();
    let sent = world.fake.slash(&mover, place, play_cmd("a1")).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let status = world.bot.terminate(Duration::from_secs(15)).await;
    let status = status.expect("the bot did not stop within 15 s of SIGTERM");
    assert!(status.success(), "exit status after SIGTERM: {status}");

    let moves = world.moves(game.id).await;
    let answered = world
        .fake
        .find(|r| r.is_callback_for(&sent) && r.ok())
        .into_iter()
        .any(|r| r.file(0).is_some());
    match moves.as_slice() {
        [_, played] => {
            assert_eq!(played, "a1");
            assert!(answered, "the move was committed but never answered");
        }
        [_] => assert!(!answered, "a move that was not committed was answered"),
        other => panic!("moves after SIGTERM: {other:?}"),
    }
    assert!(
        world.bot.log().iter().any(|l| l.contains("stopped")),
        "the bot did not close its database and say so"
    );
}

#[tokio::test]
async fn sigterm_stops_the_bot_cleanly() {
    let mut world = World::start().await;
    let status = world.bot.terminate(Duration::from_secs(10)).await;
    let status = status.expect("the bot did not stop within 10 s of SIGTERM");
    assert!(status.success(), "exit status after SIGTERM: {status}");
}
