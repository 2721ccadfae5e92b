//! A move made through the fake Discord reaches a watcher of the bot's web pages: the bot
//! serves the pages beside itself (`WEB_ADDR`), a watcher holds the game's event stream open
//! over plain HTTP, and `/move` in the channel sends the new board down it.

use boardbot_testkit as support;

use std::time::Duration;

use support::fake_discord::*;
use support::fake_discord::{APP_ID, CLIENT_SECRET};
use support::web::{connect_from, SECRET};
use support::world::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A Twenty-Sevens game between Alice and Bob in a server channel whose moderators turned the
/// pages on: its id, place and board message.
async fn public_game(fake: &FakeDiscord) -> (i64, Place, Message) {
    let (game, place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    let sent = fake
        .slash(
            &alice().moderator(),
            place,
            Slash::new("settings").bool("public_pages", true),
        )
        .await;
    fake.reply(&sent).await;
    (game, place, board)
}

#[tokio::test]
async fn a_discord_move_reaches_the_live_page() {
    let web_addr = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        probe.local_addr().unwrap()
    };
    let world = World::start_with(&[
        ("WEB_ADDR", web_addr.to_string()),
        ("WEB_SECRET", String::from_utf8(SECRET.to_vec()).unwrap()),
        ("PUBLIC_URL", "http://pages.test".to_string()),
    ])
    .await;
    let fake = &world.fake;
    let (game, place, _board) = public_game(fake).await;

    let ids = boardbot::host::Signer::new(SECRET);
    let mut stream = connect_from("127.0.0.1", web_addr).await;
    let request = format!(
        "GET /g/{}/events HTTP/1.1\r\nHost: pages.test\r\nAccept: text/event-stream\r\n\r\n",
        ids.game(game)
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut seen = String::new();
    read_until(&mut stream, &mut seen, "text/event-stream").await;
    read_until(&mut stream, &mut seen, "\"moves\":[]").await;

    for (who, mv, want) in [
        (alice(), "b2", "\"moves\":[\"b2\"]"),
        (bob(), "a1", "\"moves\":[\"b2\",\"a1\"]"),
    ] {
        let sent = fake
            .slash(&who, place, Slash::new("move").str("move", mv))
            .await;
        assert!(!fake.reply(&sent).await.ephemeral(), "the move is played");
        read_until(&mut stream, &mut seen, want).await;
    }
    // Moves made in Discord are not posted to the channel again (only the web's are).
    tokio::time::sleep(Duration::from_millis(800)).await;
    let reposted = fake.find(|r| {
        r.method == "POST"
            && r.path
                .ends_with(&format!("/channels/{}/messages", place.channel_id()))
            && !r.files.is_empty()
    });
    assert!(reposted.is_empty(), "{reposted:?}");
}

/// Read the stream until `want` has come (within 15 s).
async fn read_until(stream: &mut tokio::net::TcpStream, seen: &mut String, want: &str) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    while !seen.contains(want) {
        let mut buf = [0u8; 4096];
        let n = tokio::time::timeout_at(deadline, stream.read(&mut buf))
            .await
            .unwrap_or_else(|_| panic!("never came: {want}\n{seen}"))
            .unwrap();
        assert!(n > 0, "the stream ended before {want}: {seen}");
        seen.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
}

/// A move made on the web pages shows in the game's Discord channel: the player signs in with
/// Discord (the fake's OAuth2), plays from the live page, and the bot posts the new board.
/// The bot with its pages beside it, Discord's sign-in set up: the world, and the pages'
/// address.
async fn world_with_pages() -> (World, std::net::SocketAddr) {
    let web_addr = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        probe.local_addr().unwrap()
    };
    let world = World::start_with(&[
        ("WEB_ADDR", web_addr.to_string()),
        ("WEB_SECRET", String::from_utf8(SECRET.to_vec()).unwrap()),
        ("PUBLIC_URL", "http://pages.test".to_string()),
        ("DISCORD_CLIENT_ID", APP_ID.to_string()),
        ("DISCORD_CLIENT_SECRET", CLIENT_SECRET.to_string()),
    ])
    .await;
    (world, web_addr)
}

/// `who` signs in on the pages with Discord: their session cookie (`bb_session=…`).
async fn signed_in(fake: &FakeDiscord, web_addr: std::net::SocketAddr, who: &User) -> String {
    use support::web::get_from;
    let login = get_from("127.0.0.1", web_addr, "/login?back=/", &[]).await;
    assert_eq!(login.status, 303);
    let location = login.header("location").unwrap().to_string();
    let state = location
        .split(['?', '&'])
        .find_map(|p| p.strip_prefix("state="))
        .unwrap()
        .to_string();
    let kept = login
        .header("set-cookie")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let code = fake.oauth_code(who, "http://pages.test/login/done");
    let done = get_from(
        "127.0.0.1",
        web_addr,
        &format!("/login/done?code={code}&state={state}"),
        &[("cookie", &kept)],
    )
    .await;
    assert_eq!(done.status, 303, "{}", done.text());
    let session = done
        .header("set-cookie")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    assert!(session.starts_with("bb_session="), "{session}");
    session
}

/// The signed-in player plays `mv` in `game` from its live page.
async fn play_on_the_page(web_addr: std::net::SocketAddr, session: &str, game: i64, mv: &str) {
    use support::web::{get_from, read_reply};
    let ids = boardbot::host::Signer::new(SECRET);
    let page = get_from(
        "127.0.0.1",
        web_addr,
        &format!("/g/{}", ids.game(game)),
        &[("cookie", session)],
    )
    .await;
    let html = page.text();
    assert!(html.contains("move-form"), "{html}");
    let version: i64 = html
        .split("data-version=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .and_then(|v| v.parse().ok())
        .expect("the page's version");
    let body = format!("version={version}&move={mv}");
    let mut stream = connect_from("127.0.0.1", web_addr).await;
    let request = format!(
        "POST /g/{}/move HTTP/1.1\r\nHost: pages.test\r\nConnection: close\r\nCookie: {session}\r\n\
         Sec-Fetch-Site: same-origin\r\nAccept: application/json\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        ids.game(game),
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let played = read_reply(&mut stream).await;
    assert_eq!(played.status, 200, "{}", played.text());
}

#[tokio::test]
async fn a_web_move_reaches_the_discord_channel() {
    let (world, web_addr) = world_with_pages().await;
    let fake = &world.fake;
    let (game, place, board) = public_game(fake).await;

    // Alice signs in and plays from the live page.
    let session = signed_in(fake, web_addr, &alice()).await;
    let mark = fake.mark();
    play_on_the_page(web_addr, &session, game, "b2").await;
    assert_eq!(world.moves(game).await, vec!["b2".to_string()]);

    // The channel's board message becomes the new board (edited, not posted again).
    let edited = fake
        .wait_for_after(
            mark,
            |r| {
                r.method == "PATCH"
                    && r.path.ends_with(&format!(
                        "/channels/{}/messages/{}",
                        place.channel_id(),
                        board.id
                    ))
                    && !r.files.is_empty()
            },
            Duration::from_secs(15),
        )
        .await
        .expect("the board message is edited to the web move's board");
    let embeds = edited.json.as_ref().map(|j| j["embeds"].to_string());
    assert!(embeds.unwrap_or_default().contains("`b2`"), "{edited}");
    let posted = fake.find(|r| {
        r.seq >= mark
            && r.method == "POST"
            && r.path
                .ends_with(&format!("/channels/{}/messages", place.channel_id()))
    });
    assert!(posted.is_empty(), "no second board: {posted:?}");
    fake.assert_no_problems();
}

/// In a group DM the bot is no member of (the app installed to Alice's account), the board
/// message is an answer to a click: a web move edits it through that click's token, and the
/// bot sends nothing to the channel itself.
#[tokio::test]
async fn a_web_move_edits_the_board_in_a_group_dm() {
    let (world, web_addr) = world_with_pages().await;
    let fake = &world.fake;
    let place = fake.group_dm(&alice());
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", &bob());
    let (game, board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;

    let session = signed_in(fake, web_addr, &alice()).await;
    let mark = fake.mark();
    play_on_the_page(web_addr, &session, game, "b2").await;
    let edited = fake
        .wait_for_after(
            mark,
            |r| {
                r.method == "PATCH"
                    && r.path.starts_with(&format!("/api/v10/webhooks/{APP_ID}/"))
                    && r.path.ends_with("/messages/@original")
                    && !r.files.is_empty()
            },
            Duration::from_secs(15),
        )
        .await
        .expect("the board's answer is edited through the click's token");
    assert!(edited.ok(), "{edited}");
    let shown = fake.message(board.id).expect("the board message");
    assert!(shown.text().contains("`b2`"), "{}", shown.text());
    let unseen = fake.requests_to_unseen_channels();
    assert!(unseen.is_empty(), "{unseen:?}");
    fake.assert_no_problems();
}

// ---- the live board's Link button on boards in progress ----------------------------------

/// The label and address of a board's Link button to its live page (style 5 to `/g/…`).
fn live_link(board: &Message) -> Option<(String, String)> {
    let links: Vec<(String, String)> = board
        .components
        .iter()
        .filter_map(|row| row["components"].as_array())
        .flatten()
        .filter(|c| c["style"] == 5)
        .filter_map(|c| Some((c["label"].as_str()?.into(), c["url"].as_str()?.into())))
        .filter(|(_, url): &(String, String)| url.contains("/g/"))
        .collect();
    assert!(links.len() <= 1, "one live link at most: {links:?}");
    links.into_iter().next()
}

/// The live page's address of `game` as the bot links it.
fn live_page(game: i64) -> String {
    format!(
        "http://pages.test/g/{}",
        boardbot::host::Signer::new(SECRET).game(game)
    )
}

fn carol() -> User {
    User::new(3, "carol")
}

/// In a server, a board in progress links to its live page: while the server has no public
/// pages, for its players (who sign in with Discord); once it has them, for anyone, and a
/// stranger opens it.
#[tokio::test]
async fn a_board_in_progress_links_to_its_live_page_for_whoever_may_watch_it() {
    use support::web::get_from;
    let (world, web_addr) = world_with_pages().await;
    let fake = &world.fake;
    let (game, place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    let page = live_page(game);
    assert_eq!(
        live_link(&board),
        Some(("Live board (players)".to_string(), page.clone())),
        "{:?}",
        board.components
    );

    let sent = fake
        .slash(
            &alice().moderator(),
            place,
            Slash::new("settings").bool("public_pages", true),
        )
        .await;
    fake.reply(&sent).await;
    let sent = fake
        .slash(&alice(), place, Slash::new("move").str("move", "b2"))
        .await;
    let moved = fake.reply(&sent).await;
    assert!(!moved.ephemeral(), "{}", moved.text());
    assert_eq!(
        live_link(&moved.message),
        Some(("Watch live".to_string(), page.clone()))
    );
    let path = page.strip_prefix("http://pages.test").unwrap();
    let stranger = get_from("127.0.0.1", web_addr, path, &[]).await;
    assert_eq!(stranger.status, 200, "anyone watches: {}", stranger.text());
    fake.assert_no_problems();
}

/// In a group DM the board links its players to the live page, which is theirs alone: nobody
/// signed in and a signed-in stranger get 404, a signed-in player the page.
#[tokio::test]
async fn a_group_dm_board_links_its_players_to_their_live_page() {
    use support::web::get_from;
    let (world, web_addr) = world_with_pages().await;
    let fake = &world.fake;
    let place = fake.group_dm(&alice());
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", &bob());
    let (game, board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    let page = live_page(game);
    assert_eq!(
        live_link(&board),
        Some(("Live board (players)".to_string(), page.clone()))
    );

    let path = page.strip_prefix("http://pages.test").unwrap();
    let nobody = get_from("127.0.0.1", web_addr, path, &[]).await;
    assert_eq!(nobody.status, 404);
    let stranger = signed_in(fake, web_addr, &carol()).await;
    let seen = get_from("127.0.0.1", web_addr, path, &[("cookie", &stranger)]).await;
    assert_eq!(
        seen.status, 404,
        "a stranger does not watch a group DM's game"
    );
    let player = signed_in(fake, web_addr, &alice()).await;
    let seen = get_from("127.0.0.1", web_addr, path, &[("cookie", &player)]).await;
    assert_eq!(seen.status, 200, "{}", seen.text());
    fake.assert_no_problems();
}

/// With the pages configured but no "Log in with Discord", only a server's public pages can be
/// watched: a group DM's board and a board in a server without pages carry no link, and a
/// server that turns its pages on gets "Watch live".
#[tokio::test]
async fn without_sign_in_only_boards_anyone_may_watch_link_to_the_live_page() {
    let world = World::start_with(&[
        ("WEB_SECRET", String::from_utf8(SECRET.to_vec()).unwrap()),
        ("PUBLIC_URL", "http://pages.test".to_string()),
    ])
    .await;
    let fake = &world.fake;
    let place = fake.group_dm(&alice());
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", &bob());
    let (_, board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    assert_eq!(live_link(&board), None, "{:?}", board.components);

    let (game, place, board) = public_game(fake).await;
    assert_eq!(
        live_link(&board),
        None,
        "no pages yet: {:?}",
        board.components
    );
    let sent = fake
        .slash(&alice(), place, Slash::new("move").str("move", "b2"))
        .await;
    let moved = fake.reply(&sent).await;
    assert_eq!(
        live_link(&moved.message),
        Some(("Watch live".to_string(), live_page(game)))
    );
    fake.assert_no_problems();
}

/// Without the pages (no `PUBLIC_URL`) no board links to them, even in a server that turned
/// its pages on.
#[tokio::test]
async fn without_the_pages_no_board_links_to_a_live_page() {
    let world = World::start().await;
    let fake = &world.fake;
    let (_, place, board) = public_game(fake).await;
    assert_eq!(live_link(&board), None);
    let sent = fake
        .slash(&alice(), place, Slash::new("move").str("move", "b2"))
        .await;
    let moved = fake.reply(&sent).await;
    assert!(!moved.ephemeral(), "{}", moved.text());
    assert!(moved.message.link_urls().is_empty(), "{:?}", moved.message);
    fake.assert_no_problems();
}

/// A casual Cross Words Combat board with every button of its own (Offer draw, Resign, Your
/// page, Take back, Play in Discord) and the live link: six, which Discord takes in two rows
/// and would refuse in one. The fake Discord refuses as Discord does, so the board arriving
/// at all is the proof.
#[tokio::test]
async fn a_board_with_six_buttons_of_its_own_reaches_discord() {
    let world = World::start_with(&[
        ("WEB_SECRET", String::from_utf8(SECRET.to_vec()).unwrap()),
        ("PUBLIC_URL", "http://pages.test".to_string()),
        ("DISCORD_ACTIVITY", "true".to_string()),
    ])
    .await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let sent = fake
        .slash(
            &alice().moderator(),
            place,
            Slash::new("settings").bool("public_pages", true),
        )
        .await;
    fake.reply(&sent).await;
    let play = Slash::new("play")
        .str("game", "cross-words-combat")
        .user("opponent", &bob())
        .bool("rated", false);
    let (game, mut board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    // Alice's turn and Bob's: Alice may take hers back.
    for who in [alice(), bob()] {
        let mv = position(&world, game).await.legal_moves()[0].clone();
        let sent = fake
            .slash(&who, place, Slash::new("move").str("move", &mv))
            .await;
        let reply = fake.reply(&sent).await;
        assert!(!reply.ephemeral(), "/move {mv}: {}", reply.text());
        board = reply.message;
    }
    let ids = board.custom_ids();
    for own in ["dr:", "rs:", "pg:", "tb:", "la"] {
        assert!(ids.iter().any(|id| id.starts_with(own)), "{own}: {ids:?}");
    }
    assert_eq!(
        live_link(&board),
        Some(("Watch live".to_string(), live_page(game)))
    );
    fake.assert_no_problems();
}

/// The game as stored, replayed by its engine: what the players may play now.
async fn position(world: &World, game_id: i64) -> boardbot::games::AnyGame {
    let store = world.store().await;
    let record = store.game(game_id).await.unwrap().expect("the game");
    let moves = world.moves(game_id).await;
    boardbot::games::AnyGame::replay(
        record.kind,
        &record.options,
        &record.seed,
        moves.iter().map(String::as_str),
    )
    .expect("the stored game replays")
}
