//! End-to-end tests of a server's past games through the fake Discord: `/replay` (the GIF, the
//! move list and the referee command line that reproduces the game; a live game's replay for
//! its players only).

use boardbot_testkit as support;

use boardbot::games::AnyGame;
use support::fake_discord::*;
use support::world::*;

fn carol() -> User {
    User::new(3, "carol")
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
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let id = game_id_of(&accept);
    let click = fake.click(&opponent, challenge.message.id, &accept).await;
    let started = fake.reply(&click).await;
    assert_board_request(&started.request);
    Game {
        id,
        place,
        board: started.message,
        players: [challenger, opponent],
    }
}

/// The engine's game as stored: its options, seed and move log.
async fn stored_game(world: &World, game_id: i64) -> AnyGame {
    let record = world
        .store()
        .await
        .game(game_id)
        .await
        .unwrap()
        .expect("the game is stored");
    let moves = world.moves(game_id).await;
    AnyGame::replay(
        record.kind,
        &record.options,
        &record.seed,
        moves.iter().map(String::as_str),
    )
    .unwrap()
}

/// The mover plays the first legal move (a throw of the dice as the plain `roll`) with /move,
/// `plies` times or until the game ends.
async fn play_moves(world: &World, game: &mut Game, plies: usize) {
    for _ in 0..plies {
        let engine = stored_game(world, game.id).await;
        let Some(mv) = engine.legal_moves().into_iter().next() else {
            return;
        };
        let mv = if engine.is_chance(&mv) {
            "roll".to_string()
        } else {
            mv
        };
        let user = game.mover().clone();
        let sent = world
            .fake
            .slash(&user, game.place, Slash::new("move").str("move", &mv))
            .await;
        let reply = world.fake.reply(&sent).await;
        assert!(!reply.ephemeral(), "/move {mv} refused: {}", reply.text());
        game.board = reply.message;
        if to_move(&game.board).is_none() {
            return;
        }
    }
}

/// The frames of a GIF.
fn gif_frames(bytes: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(bytes)
        .expect("a GIF header");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a GIF frame").is_some() {
        frames += 1;
    }
    frames
}

fn attachment<'a>(m: &'a Message, name: &str) -> &'a Attachment {
    m.attachments
        .iter()
        .find(|a| a.filename == name)
        .unwrap_or_else(|| panic!("no {name} attached: {}", m.text()))
}

/// The referee command line of a replay message (the last `…` span).
fn command_line(m: &Message) -> String {
    let spans: Vec<&str> = m.content.split('`').collect();
    let command = spans
        .iter()
        .rev()
        .find(|s| s.starts_with("boardbot referee "))
        .unwrap_or_else(|| panic!("no referee command line: {}", m.content));
    command.to_string()
}

#[tokio::test]
async fn a_finished_game_replays_publicly_and_its_command_line_reproduces_it() {
    let world = World::start().await;
    let fake = &world.fake;
    let mut game = start_game(fake, "super-seven").await;
    play_moves(&world, &mut game, 40).await;
    if to_move(&game.board).is_some() {
        let resigner = game.mover().clone();
        let sent = fake
            .slash(&resigner, game.place, Slash::new("resign"))
            .await;
        let reply = fake.reply(&sent).await;
        assert!(!reply.ephemeral(), "{}", reply.text());
        game.board = reply.message;
    }
    let moves = world.moves(game.id).await;
    assert!(moves.iter().any(|m| m.starts_with("roll ")), "{moves:?}");
    let end = stored_game(&world, game.id).await;

    // Anyone may replay a finished game, in public, from another channel of the server.
    let elsewhere = fake.guild_channel();
    let sent = fake
        .slash(
            &carol(),
            elsewhere,
            Slash::new("replay").int("number", game.id),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(!reply.ephemeral(), "{}", reply.text());
    let gif = attachment(&reply.message, &format!("game-{}.gif", game.id));
    assert_eq!(gif_frames(&gif.bytes), moves.len() + 1);
    let list_name = format!("game-{}-moves.txt", game.id);
    let list = String::from_utf8(attachment(&reply.message, &list_name).bytes.to_vec()).unwrap();
    let listed: Vec<&str> = list
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect();
    assert_eq!(listed, moves);

    // The command line, run as given in a directory holding the attachments, reaches the same
    // final position.
    let record = world.store().await.game(game.id).await.unwrap().unwrap();
    let command = command_line(&reply.message);
    assert!(
        command.contains(&format!("--seed {}", record.seed)),
        "{command}"
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(&list_name), &list).unwrap();
    let script = command.replacen("boardbot", &format!("'{}'", bot_binary()), 1);
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(&script)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{script}: {out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["ply"], moves.len(), "{json}");
    assert_eq!(json["board"], end.board_json(), "{json}");
    assert!(json["error"].is_null(), "{json}");

    // The finished board's Replay button (beside Analyze and Rematch) shows the same, in public, to
    // whoever clicks.
    let button = format!("rp:{}", game.id);
    assert_eq!(
        game.board.custom_ids(),
        [
            button.clone(),
            format!("an:{}", game.id),
            format!("rm:{}", game.id)
        ],
        "{}",
        game.board.text()
    );
    let click = fake.click(&carol(), game.board.id, &button).await;
    let shown = fake.reply(&click).await;
    assert!(!shown.ephemeral(), "{}", shown.text());
    let gif = attachment(&shown.message, &format!("game-{}.gif", game.id));
    assert_eq!(gif_frames(&gif.bytes), moves.len() + 1);
    assert_eq!(command_line(&shown.message), command);
}

#[tokio::test]
async fn a_live_game_replays_privately_for_its_players_only() {
    let world = World::start().await;
    let fake = &world.fake;
    let mut game = start_game(fake, "super-seven").await;
    play_moves(&world, &mut game, 5).await;
    let moves = world.moves(game.id).await;
    let record = world.store().await.game(game.id).await.unwrap().unwrap();

    // A bystander is refused, privately, with nothing attached.
    let sent = fake
        .slash(
            &carol(),
            game.place,
            Slash::new("replay").int("number", game.id),
        )
        .await;
    let refused = fake.reply(&sent).await;
    assert!(refused.ephemeral(), "{}", refused.text());
    assert!(refused.message.attachments.is_empty());
    assert!(
        refused.message.content.contains("only its two players"),
        "{}",
        refused.text()
    );

    // A player sees it privately up to the current ply, without the dice seed.
    let sent = fake
        .slash(
            &alice(),
            game.place,
            Slash::new("replay").int("number", game.id),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    let gif = attachment(&reply.message, &format!("game-{}.gif", game.id));
    assert_eq!(gif_frames(&gif.bytes), moves.len() + 1);
    let list = attachment(&reply.message, &format!("game-{}-moves.txt", game.id));
    let list = String::from_utf8(list.bytes.to_vec()).unwrap();
    assert!(!reply.message.content.contains(&record.seed));
    assert!(!list.contains(&record.seed));
    assert!(!command_line(&reply.message).contains("--seed"));

    // An unknown number is a polite private refusal.
    let sent = fake
        .slash(
            &alice(),
            game.place,
            Slash::new("replay").int("number", 9999),
        )
        .await;
    let unknown = fake.reply(&sent).await;
    assert!(unknown.ephemeral(), "{}", unknown.text());
    assert!(
        unknown
            .message
            .content
            .contains("don't know a game number 9999"),
        "{}",
        unknown.text()
    );
}

/// A quick finished game in a new channel: one move each, then the challenger resigns (so the
/// opponent wins, and both having moved it counts).
async fn quick_lost_game(world: &World, rated: bool) -> i64 {
    quick_lost_game_board(world, rated).await.0
}

/// [`quick_lost_game`], and its finished board.
async fn quick_lost_game_board(world: &World, rated: bool) -> (i64, Message) {
    let fake = &world.fake;
    let place = fake.guild_channel();
    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("play")
                .str("game", "twenty-sevens")
                .user("opponent", &bob())
                .bool("rated", rated),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let click = fake.click(&bob(), challenge.message.id, &accept).await;
    let started = fake.reply(&click).await;
    let mut game = Game {
        id: game_id_of(&accept),
        place,
        board: started.message,
        players: [alice(), bob()],
    };
    play_moves(world, &mut game, 2).await;
    let sent = fake.slash(&alice(), place, Slash::new("resign")).await;
    let reply = fake.reply(&sent).await;
    assert!(!reply.ephemeral(), "{}", reply.text());
    (game.id, reply.message)
}

/// The description of a history list's embed.
fn history_text(m: &Message) -> String {
    m.embeds[0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The game numbers a history list shows, in order.
fn listed_games(m: &Message) -> Vec<i64> {
    history_text(m)
        .lines()
        .filter_map(|l| l.strip_prefix("**#"))
        .filter_map(|l| l.split("**").next()?.parse().ok())
        .collect()
}

fn is_disabled(m: &Message, custom_id: &str) -> bool {
    m.component(custom_id)
        .and_then(|c| c["disabled"].as_bool())
        .unwrap_or(false)
}

#[tokio::test]
async fn history_lists_finished_games_newest_first_in_pages() {
    let world = World::start().await;
    let fake = &world.fake;
    let mut games = Vec::new();
    for i in 0..11 {
        games.push(quick_lost_game(&world, i != 10).await);
    }
    let newest_first: Vec<i64> = games.iter().rev().copied().collect();

    // Alice's own history: the ten newest, the casual one first, each lost by resignation.
    let sent = fake
        .slash(&alice(), fake.guild_channel(), Slash::new("history"))
        .await;
    let reply = fake.reply(&sent).await;
    assert!(!reply.ephemeral(), "{}", reply.text());
    let first = reply.message;
    assert_eq!(
        listed_games(&first),
        newest_first[..10],
        "{}",
        history_text(&first)
    );
    let text = history_text(&first);
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("**#")).collect();
    assert!(lines[0].contains("· casual"), "{}", lines[0]);
    assert!(!lines[0].contains("rating"), "{}", lines[0]);
    for line in &lines {
        assert!(line.contains("vs bob"), "{line}");
        assert!(line.contains("**lost** by resignation"), "{line}");
        assert!(line.contains(" · 2 moves"), "{line}");
        assert!(line.contains("<t:"), "{line}");
    }
    // A rated loss lowers the rating.
    assert!(lines[1].contains("rating -"), "{}", lines[1]);
    let older = format!("hi:{}:all:1", alice().id);
    let newer = format!("hi:{}:all:0", alice().id);
    assert!(is_disabled(&first, &newer), "{:?}", first.components);
    assert!(!is_disabled(&first, &older), "{:?}", first.components);

    // Older: the eleventh game alone; the list is the same message, turned.
    let click = fake.click(&carol(), first.id, &older).await;
    let turned = fake.reply(&click).await;
    assert_eq!(turned.callback.callback_type(), Some(7));
    assert_eq!(turned.message.id, first.id);
    assert_eq!(listed_games(&turned.message), newest_first[10..]);
    let oldest = format!("hi:{}:all:2", alice().id);
    assert!(is_disabled(&turned.message, &oldest));
    assert!(!is_disabled(&turned.message, &newer));

    // Newer again: back to the first page.
    let click = fake.click(&carol(), first.id, &newer).await;
    let back = fake.reply(&click).await;
    assert_eq!(listed_games(&back.message), newest_first[..10]);

    // Bob's, as someone else asks: the same games, won; none at another game.
    let sent = fake
        .slash(
            &carol(),
            fake.guild_channel(),
            Slash::new("history").user("user", &bob()),
        )
        .await;
    let bobs = fake.reply(&sent).await;
    assert_eq!(listed_games(&bobs.message), newest_first[..10]);
    assert!(history_text(&bobs.message).contains("vs alice · **won** by resignation"));
    assert!(history_text(&bobs.message).contains("rating +"));
    let sent = fake
        .slash(
            &carol(),
            fake.guild_channel(),
            Slash::new("history")
                .user("user", &bob())
                .str("game", "ccc"),
        )
        .await;
    let none = fake.reply(&sent).await;
    assert!(
        history_text(&none.message).contains("no finished CCC games here yet"),
        "{}",
        history_text(&none.message)
    );
    assert!(none.message.custom_ids().is_empty());
}

/// With `PUBLIC_URL` set, a server that has turned its pages on gets "View on the web" Link
/// buttons: on a finished board (to the game's page), on `/history` (each game's page and the
/// player's) and on `/leaderboard` (the server's); each address is a page the pages' router
/// serves over the bot's database. A server without pages gets none.
#[tokio::test]
async fn boards_history_and_leaderboard_link_to_the_web_pages_once_the_server_has_them() {
    use support::web::{front_end, SECRET};
    let base = "http://pages.test";
    let world = World::start_with(&[
        ("PUBLIC_URL", base.to_string()),
        ("WEB_SECRET", String::from_utf8(SECRET.to_vec()).unwrap()),
    ])
    .await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let (_, closed_board) = quick_lost_game_board(&world, true).await;
    assert!(
        closed_board.link_urls().is_empty(),
        "{:?}",
        closed_board.components
    );
    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("leaderboard").str("game", "twenty-sevens"),
        )
        .await;
    assert!(fake.reply(&sent).await.message.link_urls().is_empty());

    let moderator = alice().moderator();
    let sent = fake
        .slash(
            &moderator,
            place,
            Slash::new("settings").bool("public_pages", true),
        )
        .await;
    fake.reply(&sent).await;
    let (game, board) = quick_lost_game_board(&world, true).await;
    let links = board.link_urls();
    assert_eq!(links.len(), 1, "{:?}", board.components);
    let host = boardbot::host::Host::new(
        world.store().await,
        std::sync::Arc::new(boardbot::host::SystemClock),
        boardbot::host::HostSettings::default(),
    );
    let pages = boardbot::web::router(front_end(&host));
    let fetch = |url: String| {
        let pages = pages.clone();
        async move {
            use tower::ServiceExt;
            let path = url
                .strip_prefix(base)
                .unwrap_or_else(|| panic!("{url} is not under {base}"));
            let request = axum::http::Request::get(path)
                .body(axum::body::Body::empty())
                .unwrap();
            let response = pages.oneshot(request).await.unwrap();
            let status = response.status();
            let body = axum::body::to_bytes(response.into_body(), 1 << 24)
                .await
                .unwrap();
            (status, String::from_utf8_lossy(&body).into_owned())
        }
    };
    let (status, html) = fetch(links[0].clone()).await;
    assert_eq!(status, axum::http::StatusCode::OK, "{}", links[0]);
    assert!(html.contains(&format!("Twenty-Sevens #{game}")), "{html}");

    let sent = fake.slash(&alice(), place, Slash::new("history")).await;
    let history = fake.reply(&sent).await.message;
    let links = history.link_urls();
    // Both games' pages (the first was finished before the pages were on, and has one now
    // too), then Alice's own page.
    assert_eq!(links.len(), 3, "{:?}", history.components);
    for url in &links {
        let (status, _) = fetch(url.clone()).await;
        assert_eq!(status, axum::http::StatusCode::OK, "{url}");
    }
    let (_, alice_page) = fetch(links[2].clone()).await;
    // The name is isolated from the text around it (first-strong isolate … pop).
    assert!(
        alice_page.contains("<h1>\u{2068}alice\u{2069}</h1>"),
        "{alice_page}"
    );

    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("leaderboard").str("game", "twenty-sevens"),
        )
        .await;
    let leaderboard = fake.reply(&sent).await.message;
    let links = leaderboard.link_urls();
    assert_eq!(links.len(), 1, "{:?}", leaderboard.components);
    let (status, html) = fetch(links[0].clone()).await;
    assert_eq!(status, axum::http::StatusCode::OK);
    assert!(html.contains("Twenty-Sevens leaderboard"), "{html}");
    fake.assert_no_problems();
}
