//! A move made through the fake Discord reaches a watcher of the bot's web pages: the bot
//! serves the pages beside itself (`WEB_ADDR`), a watcher holds the game's event stream open
//! over plain HTTP, and `/move` in the channel sends the new board down it.

use boardbot_testkit as support;

use std::time::Duration;

use support::fake_discord::*;
use support::web::{connect_from, SECRET};
use support::world::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

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
    let (game, place, _board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    let sent = fake
        .slash(
            &alice().moderator(),
            place,
            Slash::new("settings").bool("public_pages", true),
        )
        .await;
    fake.reply(&sent).await;

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
