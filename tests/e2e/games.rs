//! End-to-end tests of the real bot binary against the fake Discord for the games other than
//! Twenty-Sevens (whose full game is in e2e_discord.rs), and for a game against the AI: the
//! pickers of each game (buttons, private steps, select menus), /move, /page, and the AI's
//! reply posted to the channel.

use boardbot_testkit as support;

use std::time::Duration;

use boardbot::games::{AnyGame, GameKind, Options};
use support::fake_discord::*;
use support::world::*;

/// The ids of the enabled move buttons (`mv:…`) of a message, in order.
fn enabled_move_buttons(m: &Message) -> Vec<String> {
    m.controls()
        .into_iter()
        .filter(|c| c["type"] == 2 && !c["disabled"].as_bool().unwrap_or(false))
        .filter_map(|c| c["custom_id"].as_str().map(String::from))
        .filter(|id| id.starts_with("mv:"))
        .collect()
}

/// The first string select of a message: its id and option values.
fn first_menu(m: &Message) -> Option<(String, Vec<String>)> {
    m.controls().into_iter().find(|c| c["type"] == 3).map(|c| {
        let values = c["options"]
            .as_array()
            .map(|o| {
                o.iter()
                    .filter_map(|x| x["value"].as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        (
            c["custom_id"].as_str().unwrap_or_default().to_string(),
            values,
        )
    })
}

/// Alice challenges Bob to `game` in a new channel; Bob accepts; the board appears.
async fn start_game(fake: &FakeDiscord, game: &str) -> Game {
    let (challenger, opponent) = (alice(), bob());
    let place = fake.guild_channel();
    let sent = fake
        .slash(
            &challenger,
            place,
            Slash::new("play")
                .str("game", game)
                .user("opponent", &opponent),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    assert!(!challenge.ephemeral(), "{}", challenge.text());
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let id = game_id_of(&accept);
    let click = fake.click(&opponent, challenge.message.id, &accept).await;
    let started = fake.reply(&click).await;
    assert_eq!(started.callback.callback_type(), Some(7));
    assert_board_request(&started.request);
    assert!(to_move(&started.message).is_some(), "{}", started.text());
    Game {
        id,
        place,
        board: started.message,
        players: [challenger, opponent],
    }
}

/// The mover plays `mv` with `/move`; the new board is a public answer.
async fn move_by_command(fake: &FakeDiscord, game: &mut Game, mv: &str) {
    let user = game.mover().clone();
    let sent = fake
        .slash(&user, game.place, Slash::new("move").str("move", mv))
        .await;
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

/// A private answer that refuses: ephemeral, says something, shows no board.
fn assert_refused(label: &str, reply: &Reply) -> String {
    assert!(reply.ephemeral(), "{label}: not private: {}", reply.request);
    assert!(!reply.message.content.is_empty(), "{label}: says nothing");
    assert!(reply.request.files.is_empty(), "{label}: sends a board");
    reply.message.content.clone()
}

/// The mover clicks `button` on the board and gets a private step (an ephemeral message).
async fn open_private_step(fake: &FakeDiscord, game: &Game, button: &str) -> Message {
    let user = game.mover().clone();
    let click = fake.click(&user, game.board.id, button).await;
    let reply = fake.reply(&click).await;
    assert!(
        reply.ephemeral(),
        "the step after {button} is private: {}",
        reply.request
    );
    assert_eq!(reply.callback.callback_type(), Some(4));
    reply.message
}

/// A click or pick on a private step that makes the move: the step closes ("You played …") and
/// the new board is posted to the channel. Returns the move as the step names it.
async fn finish_on_private_step(fake: &FakeDiscord, game: &mut Game, sent: &Sent) -> String {
    let reply = fake.reply(sent).await;
    assert_eq!(
        reply.callback.callback_type(),
        Some(7),
        "the last step closes the private message: {}",
        reply.request
    );
    assert!(reply.ephemeral());
    assert!(
        reply.message.content.starts_with("You played"),
        "{}",
        reply.text()
    );
    assert!(reply.message.custom_ids().is_empty(), "{}", reply.text());
    let played = reply
        .message
        .content
        .split('`')
        .nth(1)
        .unwrap_or_default()
        .to_string();
    let posted = fake
        .wait_for_after(
            sent.since,
            |r| r.is_channel_message(game.place.channel_id()) && r.ok() && r.file(0).is_some(),
            Duration::from_secs(10),
        )
        .await
        .unwrap_or_else(|e| panic!("the new board was not posted to the channel: {e}"));
    assert_board_request(&posted);
    let id: u64 = posted.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let board = fake.message(id).expect("posted board");
    assert!(!board.ephemeral);
    game.board = board;
    played
}

/// The game as the engine sees it after the moves in the database.
async fn replay(world: &World, kind: &str, game_id: i64) -> AnyGame {
    let mut g = AnyGame::new(GameKind::from_id(kind).unwrap(), &Options::new(), "0").unwrap();
    for m in world.moves(game_id).await {
        g.play(&m).unwrap();
    }
    g
}

// ---------------------------------------------------------------------------------------------
// Mega Tic-Tac-Toe
// ---------------------------------------------------------------------------------------------

const MTTT: &str = "mega-tic-tac-toe";

/// Grid button on the board → private square buttons → a square: the move.
async fn mttt_move_by_picker(world: &World, game: &mut Game) -> String {
    let fake = &world.fake;
    let grids = enabled_move_buttons(&game.board);
    assert!(!grids.is_empty(), "no open grid: {}", game.board.text());
    let step = open_private_step(fake, game, &grids[0]).await;
    assert!(step.text().contains("pick a section"), "{}", step.text());
    let squares = enabled_move_buttons(&step);
    assert!(!squares.is_empty(), "no open square: {}", step.text());
    let square = squares[0].rsplit('/').next().unwrap().to_string();
    let click = fake
        .click(&game.mover().clone(), step.id, &squares[0])
        .await;
    let played = finish_on_private_step(fake, game, &click).await;
    assert_eq!(played, square);
    played
}

#[tokio::test]
async fn mega_tic_tac_toe_by_picker_and_command() {
    let world = World::start().await;
    let fake = &world.fake;
    let mut game = start_game(fake, MTTT).await;
    let first_board = game.board.clone();
    // Nine grid buttons on the board, all open for the first move.
    assert_eq!(enabled_move_buttons(&game.board).len(), 9);

    let mut played = Vec::new();
    played.push(mttt_move_by_picker(&world, &mut game).await);
    assert_eq!(world.moves(game.id).await, played);

    let legal = replay(&world, MTTT, game.id).await.legal_moves();
    move_by_command(fake, &mut game, &legal[0]).await;
    played.push(legal[0].clone());
    assert_eq!(world.moves(game.id).await, played);

    played.push(mttt_move_by_picker(&world, &mut game).await);
    assert_eq!(world.moves(game.id).await, played);

    // A click on the first board is refused privately and changes nothing.
    let mover = game.mover().clone();
    let old = enabled_move_buttons(&first_board);
    let reply = fake
        .reply(&fake.click(&mover, first_board.id, &old[0]).await)
        .await;
    let text = assert_refused("old board", &reply);
    assert!(
        text.to_lowercase().contains("out of date") || text.to_lowercase().contains("board"),
        "{text}"
    );
    assert_eq!(world.moves(game.id).await, played);
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// Super Seven
// ---------------------------------------------------------------------------------------------

const S7: &str = "super-seven";

fn roll_button(m: &Message) -> Option<String> {
    enabled_move_buttons(m)
        .into_iter()
        .find(|id| id.ends_with(":roll"))
}

fn box_buttons(m: &Message) -> Vec<String> {
    enabled_move_buttons(m)
        .into_iter()
        .filter(|id| id.rsplit(':').next().unwrap_or_default().starts_with("box"))
        .collect()
}

fn embed_field(m: &Message, name: &str) -> Option<String> {
    m.embeds.first()?["fields"]
        .as_array()?
        .iter()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str().map(String::from))
}

/// Does `text` contain 64 hex digits in a row?
fn has_sha256(text: &str) -> bool {
    let mut run = 0;
    for c in text.chars() {
        if c.is_ascii_hexdigit() {
            run += 1;
            if run == 64 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

#[tokio::test]
async fn super_seven_roll_and_place_by_picker() {
    let world = World::start().await;
    let fake = &world.fake;
    let mut game = start_game(fake, S7).await;
    let commitment = embed_field(&game.board, "Fair dice").expect("a Fair dice field");
    assert!(has_sha256(&commitment), "{commitment}");

    let mut placed = false;
    for _ in 0..8 {
        let before = world.moves(game.id).await;
        if let Some(roll) = roll_button(&game.board) {
            let mover = game.mover().clone();
            let click = fake.click(&mover, game.board.id, &roll).await;
            let reply = fake.reply(&click).await;
            assert!(!reply.ephemeral(), "the roll was refused: {}", reply.text());
            assert_eq!(reply.callback.callback_type(), Some(7));
            assert_board_request(&reply.request);
            game.board = reply.message;
            let after = world.moves(game.id).await;
            assert_eq!(after.len(), before.len() + 1, "{after:?}");
            let last = after.last().unwrap();
            let n: u32 = last
                .strip_prefix("roll ")
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("the move log has {last:?}, not `roll N`"));
            assert!((2..=12).contains(&n), "{last}");
            let dice = embed_field(&game.board, "Fair dice").expect("a Fair dice field");
            assert!(has_sha256(&dice), "{dice}");
            assert_eq!(dice, commitment, "the commitment changed");
            continue;
        }
        let boxes = box_buttons(&game.board);
        assert!(
            !boxes.is_empty(),
            "neither a roll nor a box to pick: {}",
            game.board.text()
        );
        let step = open_private_step(fake, &game, &boxes[0]).await;
        let squares = enabled_move_buttons(&step);
        assert!(!squares.is_empty(), "{}", step.text());
        let square = squares[0].rsplit('/').next().unwrap().to_string();
        let click = fake
            .click(&game.mover().clone(), step.id, &squares[0])
            .await;
        finish_on_private_step(fake, &mut game, &click).await;
        let after = world.moves(game.id).await;
        assert_eq!(after.len(), before.len() + 1, "{after:?}");
        assert!(
            after.last().unwrap().contains(&square),
            "{after:?} / {square}"
        );
        placed = true;
        break;
    }
    assert!(placed, "no placement in 8 throws");
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// CCC
// ---------------------------------------------------------------------------------------------

const CCC: &str = "ccc";

#[tokio::test]
async fn ccc_by_select_menus_and_command() {
    let world = World::start().await;
    let fake = &world.fake;
    let mut game = start_game(fake, CCC).await;

    // Pick a piece in the board's menu, then the first option of each private step.
    let (menu, pieces) =
        first_menu(&game.board).unwrap_or_else(|| panic!("no piece menu: {}", game.board.text()));
    assert!(!pieces.is_empty());
    let mover = game.mover().clone();
    let sent = fake
        .select(&mover, game.board.id, &menu, &[pieces[0].as_str()])
        .await;
    let mut step = fake.reply(&sent).await;
    let mut last_sent = sent;
    for _ in 0..4 {
        if step.callback.callback_type() == Some(7) {
            break;
        }
        assert!(
            step.ephemeral(),
            "a private step expected: {}",
            step.request
        );
        last_sent = match first_menu(&step.message) {
            Some((menu, options)) => {
                fake.select(&mover, step.message.id, &menu, &[options[0].as_str()])
                    .await
            }
            None => {
                let buttons = enabled_move_buttons(&step.message);
                assert!(!buttons.is_empty(), "{}", step.text());
                fake.click(&mover, step.message.id, &buttons[0]).await
            }
        };
        step = fake.reply(&last_sent).await;
    }
    let played = finish_on_private_step(fake, &mut game, &last_sent).await;
    assert_eq!(world.moves(game.id).await, std::slice::from_ref(&played));

    // The other side answers with /move.
    let g = replay(&world, CCC, game.id).await;
    let mv = g
        .legal_moves()
        .into_iter()
        .find(|m| !g.needs_compliment(m))
        .expect("a legal move");
    move_by_command(fake, &mut game, &mv).await;
    assert_eq!(world.moves(game.id).await, [played, mv]);
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// Cross Words Combat
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn cross_words_combat_page_is_private_and_pass_works() {
    let world = World::start().await;
    let fake = &world.fake;
    let mut game = start_game(fake, "cross-words-combat").await;

    for player in game.players.clone() {
        let reply = fake
            .reply(&fake.slash(&player, game.place, Slash::new("page")).await)
            .await;
        assert!(reply.ephemeral(), "/page is private: {}", reply.request);
        let a = reply
            .message
            .attachments
            .first()
            .unwrap_or_else(|| panic!("/page sends no picture: {}", reply.request));
        assert!(a.filename.ends_with(".png"), "{}", a.filename);
        reply.message.png(0).unwrap();
    }

    move_by_command(fake, &mut game, "pass").await;
    assert_eq!(world.moves(game.id).await, ["pass"]);
    fake.assert_no_problems();
}

/// The words of `seat`'s page that can be written now, from the stored game.
async fn writable_words(world: &World, game_id: i64) -> Vec<String> {
    let record = world.store().await.game(game_id).await.unwrap().unwrap();
    let game: AnyGame = serde_json::from_str(record.state.as_deref().unwrap()).unwrap();
    let mut words: Vec<String> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m != "pass")
        .filter_map(|m| m.split(' ').next().map(String::from))
        .collect();
    words.sort();
    words.dedup();
    words
}

/// Autocomplete of `/move` as `user` typed `typed`: the choices' values.
async fn move_choices(fake: &FakeDiscord, user: &User, place: Place, typed: &str) -> Vec<String> {
    let ac = fake
        .autocomplete(user, place, Slash::new("move").focus("move", typed))
        .await;
    let cb = fake.callback(&ac).await;
    assert_eq!(cb.callback_type(), Some(8));
    cb.choice_names()
}

#[tokio::test]
async fn cross_words_combat_page_words_reach_their_owner_only() {
    let world = World::start().await;
    let fake = &world.fake;
    let game = start_game(fake, "cross-words-combat").await;
    let (mover, waiter, bystander) = (
        game.mover().clone(),
        game.waiter().clone(),
        User::new(3, "carol"),
    );
    let words = writable_words(&world, game.id).await;
    assert!(!words.is_empty(), "the bundled page has words to write");
    // The words the bot's own texts are made of (every English message but the rule books,
    // plus the players' and seats' names): a page word that is one of them says nothing.
    let messages = include_str!("../../locales/en-US/boardbot.ftl");
    let messages = &messages[..messages.find("## Rules").unwrap_or(messages.len())];
    let ui_words: std::collections::HashSet<String> = messages
        .to_lowercase()
        .split(|c: char| !c.is_alphabetic())
        .chain(["alice", "bob", "black", "white", "cross", "words", "combat"])
        .map(str::to_string)
        .collect();
    let reveals = |label: &str, text: &str| {
        let lower = text.to_lowercase();
        let tokens: Vec<&str> = lower.split(|c: char| !c.is_alphabetic()).collect();
        let shown: Vec<&String> = words
            .iter()
            .filter(|w| w.chars().count() >= 4 && !ui_words.contains(w.as_str()))
            .filter(|w| tokens.contains(&w.as_str()))
            .collect();
        assert!(
            shown.is_empty(),
            "{label} shows words of the mover's page {shown:?}: {text}"
        );
    };

    // The mover's autocomplete lists the mover's own moves.
    let own = move_choices(fake, &mover, game.place, "").await;
    assert!(own.iter().any(|m| m != "pass"), "{own:?}");
    let first = words[0].chars().next().unwrap().to_string();
    assert!(!move_choices(fake, &mover, game.place, &first)
        .await
        .is_empty());
    // The opponent and a bystander, typing anything, learn nothing.
    for user in [&waiter, &bystander] {
        for typed in ["", first.as_str(), &words[0][..2.min(words[0].len())]] {
            let choices = move_choices(fake, user, game.place, typed).await;
            assert!(
                choices.iter().all(|c| c == "pass"),
                "{} typing {typed:?} was offered {choices:?}",
                user.name
            );
        }
    }

    // The public board, its picker and /board name no word of the page.
    reveals("the board message", &game.board.text());
    let write = game
        .board
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":w"))
        .expect("a Write a word… button");
    let again = fake
        .reply(
            &fake
                .slash(&bystander, game.place, Slash::new("board"))
                .await,
        )
        .await;
    assert!(!again.ephemeral());
    reveals("/board", &again.text());

    // The opponent's and the bystander's tries are refused without a word of the page.
    for user in [&waiter, &bystander] {
        let click = fake.click(user, game.board.id, &write).await;
        let reply = fake.reply(&click).await;
        let text = assert_refused("a click on Write a word…", &reply);
        reveals("the refused click", &text);
        assert!(reply.message.custom_ids().is_empty(), "{}", reply.text());

        let typed = format!("{} a1 right", words[0]);
        let sent = fake
            .slash(user, game.place, Slash::new("move").str("move", &typed))
            .await;
        let text = assert_refused("a move out of turn", &fake.reply(&sent).await);
        reveals("the refused move", &text.replace(&typed, ""));

        let sent = fake.slash(user, game.place, Slash::new("page")).await;
        let reply = fake.reply(&sent).await;
        if user.id == bystander.id {
            let text = assert_refused("/page by a bystander", &reply);
            reveals("/page by a bystander", &text);
        } else {
            // The opponent's own page, not the mover's.
            assert!(reply.ephemeral());
        }
        let sent = fake.slash(user, game.place, Slash::new("hint")).await;
        let text = assert_refused("/hint", &fake.reply(&sent).await);
        reveals("/hint", &text);
    }
    // The mover's own wrong word is refused without listing the page.
    let sent = fake
        .slash(
            &mover,
            game.place,
            Slash::new("move").str("move", "zzzz a1 right"),
        )
        .await;
    let text = assert_refused("a word not on the page", &fake.reply(&sent).await);
    reveals("the refusal of a word not on the page", &text);
    fake.assert_no_problems();
}

// ---------------------------------------------------------------------------------------------
// AI
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn the_ai_answers_a_move_in_the_channel() {
    let world = World::start().await;
    let fake = &world.fake;
    let alice = alice();
    let place = fake.guild_channel();
    let t27 = "twenty-sevens";
    let sent = fake
        .slash(
            &alice,
            place,
            Slash::new("play").str("game", t27).int("ai", 0),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert_eq!(
        reply.callback.callback_type(),
        Some(5),
        "a game against the AI is acknowledged at once, before any search"
    );
    assert!(!reply.ephemeral(), "{}", reply.text());
    assert_board_request(&reply.request);
    let mut board = reply.message;
    let game_id = game_id_of(
        board
            .custom_ids()
            .first()
            .unwrap_or_else(|| panic!("no move buttons: {}", board.text())),
    );

    // If the AI opens, its board comes to the channel by itself.
    let mut expected = 0;
    if to_move(&board) != Some(alice.id) {
        let posted = fake
            .wait_for_after(
                sent.since,
                |r| r.is_channel_message(place.channel_id()) && r.ok() && r.file(0).is_some(),
                Duration::from_secs(20),
            )
            .await
            .unwrap_or_else(|e| panic!("the AI did not open: {e}"));
        let id: u64 = posted.response.as_ref().unwrap()["id"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        board = fake.message(id).unwrap();
        expected += 1;
    }
    assert_eq!(to_move(&board), Some(alice.id), "{}", board.text());

    let g = replay(&world, t27, game_id).await;
    let mv = g.legal_moves()[0].clone();
    let sent = fake
        .slash(&alice, place, Slash::new("move").str("move", &mv))
        .await;
    let reply = fake.reply(&sent).await;
    assert!(!reply.ephemeral(), "/move {mv} refused: {}", reply.text());
    assert_board_request(&reply.request);
    let posted = fake
        .wait_for_after(
            sent.since,
            |r| r.is_channel_message(place.channel_id()) && r.ok() && r.file(0).is_some(),
            Duration::from_secs(20),
        )
        .await
        .unwrap_or_else(|e| panic!("the AI's board was not posted: {e}"));
    assert_board_request(&posted);
    assert!(
        posted.text().contains(&alice.mention()),
        "the AI's board asks alice to move: {}",
        posted.text()
    );
    expected += 2;
    let moves = world.moves(game_id).await;
    assert_eq!(moves.len(), expected, "{moves:?}");
    assert_eq!(moves[expected - 2], mv);

    // A hint takes a search: acknowledged at once and privately, answered when found.
    let sent = fake.slash(&alice, place, Slash::new("hint")).await;
    let reply = fake.reply(&sent).await;
    assert_eq!(reply.callback.callback_type(), Some(5), "{}", reply.request);
    assert!(reply.ephemeral(), "{}", reply.request);
    assert!(reply.text().contains("Try `"), "{}", reply.text());
    fake.assert_no_problems();
}
