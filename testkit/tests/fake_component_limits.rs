//! The fake Discord refuses a message whose components break Discord's limits the way Discord
//! does, `400 Invalid Form Body` (code 50035), and keeps nothing of it: more than five buttons
//! in an action row, more than five rows, a Link button's address over 512 characters or of
//! another scheme, a Link button with a custom id. A board that breaks one is lost whole.

use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;

use boardbot_testkit::fake_discord::{FakeDiscord, TOKEN};
use boardbot_testkit::web::{connect_from, read_reply};

/// The bot posts `components` to `channel`: the answer's status and JSON body.
async fn post(fake: &FakeDiscord, channel: u64, components: Value) -> (u16, Value) {
    let body = json!({"content": "A board", "components": components}).to_string();
    let mut stream = connect_from("127.0.0.1", fake.rest_addr).await;
    let request = format!(
        "POST /api/v10/channels/{channel}/messages HTTP/1.1\r\nHost: discord.test\r\n\
         Connection: close\r\nAuthorization: Bot {TOKEN}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let reply = read_reply(&mut stream).await;
    (reply.status, serde_json::from_slice(&reply.body).unwrap())
}

fn button(id: &str) -> Value {
    json!({"type": 2, "style": 2, "label": id, "custom_id": id})
}

fn link(url: &str) -> Value {
    json!({"type": 2, "style": 5, "label": "Watch live", "url": url})
}

/// An action row of `n` buttons, their ids starting with `prefix`.
fn row(prefix: &str, n: usize) -> Value {
    let buttons: Vec<Value> = (0..n).map(|i| button(&format!("{prefix}{i}"))).collect();
    json!({"type": 1, "components": buttons})
}

fn rows(n: usize) -> Value {
    Value::Array((0..n).map(|i| row(&format!("r{i}-"), 5)).collect())
}

/// A URL of `length` characters.
fn url_of(length: usize) -> String {
    let base = "https://pages.test/g/";
    format!("{base}{}", "x".repeat(length - base.len()))
}

#[tokio::test]
async fn messages_that_break_discords_component_limits_are_refused_with_400() {
    let fake = FakeDiscord::start().await;
    let channel = fake.guild_channel().channel_id();

    // The largest message Discord takes: five rows of five, one of them a 512-character link.
    let mut largest = rows(5);
    largest[4]["components"][4] = link(&url_of(512));
    let (status, body) = post(&fake, channel, largest).await;
    assert_eq!(status, 200, "{body}");

    let too_wide = json!([row("a", 6)]);
    let too_tall = rows(6);
    let mut long_link = rows(1);
    long_link[0]["components"][4] = link(&url_of(513));
    let mut odd_scheme = rows(1);
    odd_scheme[0]["components"][4] = link("javascript:alert(1)");
    let mut link_with_id = link("https://pages.test/g/1");
    link_with_id["custom_id"] = json!("live");
    let mut button_with_url = button("dr");
    button_with_url["url"] = json!("https://pages.test/g/1");
    for (what, components, says) in [
        ("six buttons in a row", too_wide, "row 0 has 6 components"),
        ("six rows", too_tall, "6 action rows"),
        ("a 513-character link", long_link, "max 512"),
        ("a javascript: link", odd_scheme, "scheme"),
        (
            "a link with a custom id",
            json!([{"type": 1, "components": [link_with_id]}]),
            "custom_id",
        ),
        (
            "a button with a url",
            json!([{"type": 1, "components": [button_with_url]}]),
            "cannot have a url",
        ),
    ] {
        let before = fake.messages(channel).len();
        let (status, body) = post(&fake, channel, components).await;
        assert_eq!(status, 400, "{what}: {body}");
        assert_eq!(body["code"], 50035, "{what}: {body}");
        assert!(body.to_string().contains(says), "{what}: {body}");
        assert_eq!(
            fake.messages(channel).len(),
            before,
            "{what}: nothing is kept"
        );
    }
}
