//! The fake Discord as a user-installed app meets it, driven directly (no bot): a bare gateway
//! client reads the interactions the fake dispatches, and raw HTTP requests play the bot's
//! answers.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message as WsMessage;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use boardbot_testkit::fake_discord::{
    FakeDiscord, Place, Sent, Slash, User, APP_ID, BOT_DM_APP_PERMISSIONS, EPHEMERAL, GUILD_ID,
    MEMBER_PERMISSIONS, PRIVATE_CHANNEL_APP_PERMISSIONS, TOKEN, USE_EXTERNAL_APPS, WAIT,
};
use boardbot_testkit::web::{connect_from, read_reply};

type Gateway = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A fake Discord with a bare gateway client identified as the bot.
async fn start() -> (FakeDiscord, Gateway) {
    let fake = FakeDiscord::start().await;
    let url = format!("ws://{}", fake.gateway_addr);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let identify = json!({"op": 2, "d": {"token": TOKEN, "intents": 0, "properties": {}}});
    ws.send(WsMessage::Text(identify.to_string()))
        .await
        .unwrap();
    fake.wait_shard_ready(0, WAIT).await.unwrap();
    (fake, ws)
}

/// The data of the next INTERACTION_CREATE (other dispatches are skipped).
async fn next_interaction(ws: &mut Gateway) -> Value {
    let wait = async {
        while let Some(frame) = ws.next().await {
            let WsMessage::Text(text) = frame.unwrap() else {
                continue;
            };
            let v: Value = serde_json::from_str(&text).unwrap();
            if v["t"] == "INTERACTION_CREATE" {
                return v["d"].clone();
            }
        }
        panic!("the gateway closed");
    };
    tokio::time::timeout(WAIT, wait)
        .await
        .expect("an interaction")
}

/// The answer to a bot request: status and JSON body (Null when empty).
struct Answer {
    status: u16,
    body: Value,
}

impl Answer {
    fn code(&self) -> Option<u64> {
        self.body["code"].as_u64()
    }
    fn id(&self) -> u64 {
        self.body["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no id in {}", self.body))
    }
}

/// A REST request as the bot makes it (`path` after `/api/v10`).
async fn call(fake: &FakeDiscord, method: &str, path: &str, body: Option<Value>) -> Answer {
    let mut stream = connect_from("127.0.0.1", fake.rest_addr).await;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let request = format!(
        "{method} /api/v10{path} HTTP/1.1\r\nHost: discord.test\r\nConnection: close\r\n\
         Authorization: Bot {TOKEN}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let reply = read_reply(&mut stream).await;
    let body = if reply.body.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&reply.body).unwrap()
    };
    Answer {
        status: reply.status,
        body,
    }
}

async fn callback(fake: &FakeDiscord, sent: &Sent, body: Value) -> Answer {
    let path = format!("/interactions/{}/{}/callback", sent.id, sent.token);
    call(fake, "POST", &path, Some(body)).await
}

async fn followup(fake: &FakeDiscord, sent: &Sent, body: Value) -> Answer {
    let path = format!("/webhooks/{APP_ID}/{}", sent.token);
    call(fake, "POST", &path, Some(body)).await
}

fn owners(d: &Value) -> &Value {
    &d["authorizing_integration_owners"]
}

/// A message with a Join button.
fn join_message() -> Value {
    json!({"content": "Who plays?", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Join", "custom_id": "join"}]}]})
}

#[tokio::test]
async fn each_place_carries_its_context_owners_and_permissions() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");
    let bob = User::new(2, "bob");

    // The home guild: a server install.
    let home = fake.guild_channel();
    fake.slash(&alice, home, Slash::new("help")).await;
    let d = next_interaction(&mut ws).await;
    assert_eq!(d["context"], 0);
    assert_eq!(*owners(&d), json!({"0": GUILD_ID.to_string()}));
    assert_eq!(d["guild_id"], GUILD_ID.to_string());
    assert!(d.get("member").is_some() && d.get("user").is_none());

    // The bot's own DM: "0" is "0" there, and the user's installation.
    fake.slash(&alice, fake.dm_channel(), Slash::new("help"))
        .await;
    let d = next_interaction(&mut ws).await;
    assert_eq!(d["context"], 1);
    assert_eq!(*owners(&d), json!({"0": "0", "1": alice.id.to_string()}));
    assert_eq!(d["app_permissions"], BOT_DM_APP_PERMISSIONS.to_string());
    assert_eq!(d["app_permissions"], "442368");
    assert!(d.get("guild_id").is_none() && d.get("member").is_none());

    // A group DM: the installer's app, used by Bob.
    let gdm = fake.group_dm(&alice);
    fake.slash(&bob, gdm, Slash::new("help")).await;
    let d = next_interaction(&mut ws).await;
    assert_eq!(d["context"], 2);
    assert_eq!(*owners(&d), json!({"1": alice.id.to_string()}));
    assert_eq!(d["user"]["id"], bob.id.to_string());
    assert!(d.get("guild_id").is_none() && d.get("member").is_none());
    assert_eq!(d["channel"]["type"], 3);
    assert_eq!(d["channel"]["id"], gdm.channel_id().to_string());
    assert_eq!(
        d["app_permissions"],
        PRIVATE_CHANNEL_APP_PERMISSIONS.to_string()
    );
    let recipients: Vec<&str> = d["channel"]["recipients"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        recipients,
        [alice.id.to_string().as_str(), bob.id.to_string().as_str()]
    );

    // A server without the bot, with and without USE_EXTERNAL_APPS.
    for external_apps in [true, false] {
        let place = fake.external_guild_channel(&alice, external_apps);
        let guild = place.guild_id().unwrap();
        assert_ne!(guild, GUILD_ID);
        fake.slash(&alice, place, Slash::new("help")).await;
        let d = next_interaction(&mut ws).await;
        assert_eq!(d["context"], 0);
        assert_eq!(*owners(&d), json!({"1": alice.id.to_string()}));
        assert_eq!(d["guild_id"], guild.to_string());
        assert_eq!(d["member"]["user"]["id"], alice.id.to_string());
        let perms: u64 = d["app_permissions"].as_str().unwrap().parse().unwrap();
        assert_eq!(perms & USE_EXTERNAL_APPS != 0, external_apps);
        assert_eq!(
            perms & !USE_EXTERNAL_APPS,
            MEMBER_PERMISSIONS & !USE_EXTERNAL_APPS
        );
    }
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_click_happens_where_the_message_is_by_anyone() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");
    let carol = User::new(3, "carol");

    for place in [
        fake.group_dm(&alice),
        fake.external_guild_channel(&alice, true),
    ] {
        let sent = fake.slash(&alice, place, Slash::new("play")).await;
        next_interaction(&mut ws).await;
        let answer = callback(&fake, &sent, json!({"type": 4, "data": join_message()})).await;
        assert_eq!(answer.status, 204);
        let message = fake.original(&sent).expect("the response message");
        assert!(!message.ephemeral);

        // Carol never installed the app, and clicks.
        let click = fake.click(&carol, message.id, "join").await;
        assert_eq!(click.place, place);
        let d = next_interaction(&mut ws).await;
        assert_eq!(d["type"], 3);
        assert_eq!(d["context"], place.context());
        assert_eq!(*owners(&d), json!({"1": alice.id.to_string()}));
        assert_eq!(d["channel_id"], place.channel_id().to_string());
        match place {
            Place::GroupDm { .. } => {
                assert_eq!(d["user"]["id"], carol.id.to_string());
                assert!(d.get("guild_id").is_none());
            }
            _ => {
                assert_eq!(d["member"]["user"]["id"], carol.id.to_string());
                assert_eq!(d["guild_id"], place.guild_id().unwrap().to_string());
            }
        }
        // The click is answered through its own token, which reaches the channel.
        let answer = callback(
            &fake,
            &click,
            json!({"type": 7, "data": {"content": "joined"}}),
        )
        .await;
        assert_eq!(answer.status, 204);
        assert_eq!(fake.message(message.id).unwrap().content, "joined");
    }
    fake.assert_no_problems();
}

#[tokio::test]
async fn the_bot_cannot_reach_channels_it_cannot_see() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");
    let home = fake.guild_channel();
    let places = [
        fake.group_dm(&alice),
        fake.external_guild_channel(&alice, true),
    ];
    for place in places {
        let sent = fake.slash(&alice, place, Slash::new("play")).await;
        next_interaction(&mut ws).await;
        assert_eq!(
            callback(&fake, &sent, json!({"type": 4, "data": join_message()}))
                .await
                .status,
            204
        );
        let message = fake.original(&sent).unwrap().id;
        let c = place.channel_id();
        let requests: Vec<(&str, String, Option<Value>)> = vec![
            (
                "POST",
                format!("/channels/{c}/messages"),
                Some(json!({"content": "hi"})),
            ),
            (
                "PATCH",
                format!("/channels/{c}/messages/{message}"),
                Some(json!({"content": "x"})),
            ),
            ("DELETE", format!("/channels/{c}/messages/{message}"), None),
            (
                "POST",
                format!("/channels/{c}/threads"),
                Some(json!({"name": "game", "type": 11})),
            ),
            (
                "POST",
                format!("/channels/{c}/messages/{message}/threads"),
                Some(json!({"name": "g"})),
            ),
            ("GET", format!("/channels/{c}"), None),
            ("POST", format!("/channels/{c}/typing"), None),
            (
                "PUT",
                format!("/channels/{c}/messages/{message}/reactions/%F0%9F%91%8D/@me"),
                None,
            ),
        ];
        for (method, path, body) in requests {
            let answer = call(&fake, method, &path, body).await;
            assert_eq!(answer.status, 403, "{method} {path}: {}", answer.body);
            assert_eq!(
                answer.body,
                json!({"message": "Missing Access", "code": 50001})
            );
        }
        // The message is untouched, and still reachable through the token.
        assert_eq!(fake.message(message).unwrap().content, "Who plays?");
        let path = format!("/webhooks/{APP_ID}/{}/messages/@original", sent.token);
        let answer = call(&fake, "PATCH", &path, Some(json!({"content": "edited"}))).await;
        assert_eq!(answer.status, 200, "{}", answer.body);
    }
    assert_eq!(fake.requests_to_unseen_channels().len(), 16);
    assert_eq!(fake.problems().len(), 16);
    assert!(fake.requests_to_unseen_channels()[0].is_unseen_channel_refusal());
    let failed =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| fake.assert_no_problems()));
    assert!(failed.is_err(), "requests to unseen channels are problems");

    // The home guild's channels are the bot's own.
    fake.slash(&alice, home, Slash::new("help")).await;
    next_interaction(&mut ws).await;
    let path = format!("/channels/{}/messages", home.channel_id());
    let answer = call(&fake, "POST", &path, Some(json!({"content": "hi"}))).await;
    assert_eq!(answer.status, 200);
    assert_eq!(fake.requests_to_unseen_channels().len(), 16);
}

#[tokio::test]
async fn without_external_apps_every_answer_is_ephemeral() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");

    for external_apps in [false, true] {
        let place = fake.external_guild_channel(&alice, external_apps);
        // A message response and a followup, both asked public.
        let sent = fake.slash(&alice, place, Slash::new("play")).await;
        next_interaction(&mut ws).await;
        callback(
            &fake,
            &sent,
            json!({"type": 4, "data": {"content": "board"}}),
        )
        .await;
        let original = fake.original(&sent).unwrap();
        assert_eq!(original.ephemeral, !external_apps);
        assert_eq!(original.flags & EPHEMERAL != 0, !external_apps);
        let answer = followup(&fake, &sent, json!({"content": "more"})).await;
        assert_eq!(answer.status, 200);
        let message = fake.message(answer.id()).unwrap();
        assert_eq!(message.ephemeral, !external_apps);
        assert_eq!(
            answer.body["flags"].as_u64().unwrap() & EPHEMERAL != 0,
            !external_apps
        );

        // A public defer, filled in by the first followup.
        let sent = fake.slash(&alice, place, Slash::new("play")).await;
        next_interaction(&mut ws).await;
        callback(&fake, &sent, json!({"type": 5})).await;
        let answer = followup(&fake, &sent, json!({"content": "board"})).await;
        assert_eq!(answer.status, 200);
        assert_eq!(fake.original(&sent).unwrap().ephemeral, !external_apps);
    }
    fake.assert_no_problems();
}

#[tokio::test]
async fn interaction_tokens_expire_after_fifteen_minutes_of_fake_time() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");
    let place = fake.guild_channel();

    let sent = fake.slash(&alice, place, Slash::new("play")).await;
    next_interaction(&mut ws).await;
    assert_eq!(
        callback(
            &fake,
            &sent,
            json!({"type": 4, "data": {"content": "board"}})
        )
        .await
        .status,
        204
    );
    // Within 15 minutes the token works.
    fake.advance_clock(Duration::from_secs(14 * 60));
    let answer = followup(&fake, &sent, json!({"content": "still here"})).await;
    assert_eq!(answer.status, 200);
    let kept = answer.id();
    fake.assert_no_problems();

    // Then it does not, whatever the request.
    fake.advance_clock(Duration::from_secs(61));
    assert_eq!(fake.clock_offset(), Duration::from_secs(15 * 60 + 1));
    let original = format!("/webhooks/{APP_ID}/{}/messages/@original", sent.token);
    let kept_path = format!("/webhooks/{APP_ID}/{}/messages/{kept}", sent.token);
    let answers = [
        followup(&fake, &sent, json!({"content": "late"})).await,
        call(&fake, "GET", &original, None).await,
        call(&fake, "PATCH", &original, Some(json!({"content": "late"}))).await,
        call(&fake, "PATCH", &kept_path, Some(json!({"content": "late"}))).await,
        call(&fake, "DELETE", &original, None).await,
    ];
    for answer in &answers {
        assert_eq!(answer.status, 401, "{}", answer.body);
        assert_eq!(
            answer.body,
            json!({"message": "Invalid Webhook Token", "code": 50027})
        );
    }
    assert_eq!(fake.problems().len(), 5);
    assert_eq!(fake.original(&sent).unwrap().content, "board");

    // A new interaction has a fresh token; an unanswered one expires for its callback too.
    let fresh = fake.slash(&alice, place, Slash::new("play")).await;
    next_interaction(&mut ws).await;
    assert_eq!(
        callback(&fake, &fresh, json!({"type": 5})).await.status,
        204
    );
    let unanswered = fake.slash(&alice, place, Slash::new("play")).await;
    next_interaction(&mut ws).await;
    fake.advance_clock(Duration::from_secs(15 * 60));
    let answer = callback(&fake, &unanswered, json!({"type": 5})).await;
    assert_eq!((answer.status, answer.code()), (401, Some(50027)));
    assert_eq!(fake.problems().len(), 6);
}

#[tokio::test]
async fn user_install_only_interactions_take_five_followups() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");

    // Only a user installation authorizes these: five followups, then 40094.
    for place in [
        fake.group_dm(&alice),
        fake.external_guild_channel(&alice, true),
    ] {
        let sent = fake.slash(&alice, place, Slash::new("play")).await;
        next_interaction(&mut ws).await;
        callback(&fake, &sent, json!({"type": 5})).await;
        for n in 1..=5 {
            let answer = followup(&fake, &sent, json!({"content": format!("#{n}")})).await;
            assert_eq!(answer.status, 200, "followup {n}: {}", answer.body);
        }
        let answer = followup(&fake, &sent, json!({"content": "#6"})).await;
        assert_eq!(answer.status, 400);
        assert_eq!(answer.code(), Some(40094));
        // Edits are no followups.
        let path = format!("/webhooks/{APP_ID}/{}/messages/@original", sent.token);
        let answer = call(&fake, "PATCH", &path, Some(json!({"content": "edited"}))).await;
        assert_eq!(answer.status, 200);
    }
    let problems = fake.problems();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems.iter().all(|r| r.is_followup() && r.status == 400));

    // A server install (the home guild; the bot's DM has "0": "0"): no such cap.
    for place in [fake.guild_channel(), fake.dm_channel()] {
        let sent = fake.slash(&alice, place, Slash::new("play")).await;
        next_interaction(&mut ws).await;
        callback(&fake, &sent, json!({"type": 5})).await;
        for n in 1..=8 {
            let answer = followup(&fake, &sent, json!({"content": format!("#{n}")})).await;
            assert_eq!(answer.status, 200, "followup {n}: {}", answer.body);
        }
    }
    assert_eq!(fake.problems().len(), 2);
}

/// `POST /users/@me/channels`: the bot opens its DM with `user`.
async fn open(fake: &FakeDiscord, user: &User) -> Answer {
    let body = json!({"recipient_id": user.id.to_string()});
    call(fake, "POST", "/users/@me/channels", Some(body)).await
}

#[tokio::test]
async fn the_bot_opens_dms_and_some_users_refuse_them() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");
    let bob = User::new(2, "bob");
    // Alice used the bot in its DM: that is the channel the bot opens with her.
    let dm = fake.dm_channel();
    fake.slash(&alice, dm, Slash::new("help")).await;
    next_interaction(&mut ws).await;
    assert_eq!(fake.dm_channel_of(alice.id), Some(dm.channel_id()));
    assert_eq!(fake.dm_channel_of(bob.id), None);

    let answer = open(&fake, &alice).await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.id(), dm.channel_id());
    assert_eq!(answer.body["type"], 1);
    assert_eq!(answer.body["recipients"][0]["id"], alice.id.to_string());
    assert_eq!(answer.body["recipients"][0]["username"], "alice");

    // Bob never met the bot: a new channel, the same one every time.
    let answer = open(&fake, &bob).await;
    assert_eq!(answer.status, 200);
    let bob_dm = answer.id();
    assert_ne!(bob_dm, dm.channel_id());
    assert_eq!(open(&fake, &bob).await.id(), bob_dm);
    assert_eq!(fake.dm_channel_of(bob.id), Some(bob_dm));
    assert_eq!(
        fake.place_of(bob_dm),
        Some(Place::Dm { channel_id: bob_dm })
    );

    let path = format!("/channels/{bob_dm}/messages");
    let answer = call(&fake, "POST", &path, Some(json!({"content": "your turn"}))).await;
    assert_eq!(answer.status, 200);
    assert_eq!(fake.messages(bob_dm)[0].content, "your turn");
    assert_eq!(
        fake.find(|r| r.is_channel_message(bob_dm) && r.ok()).len(),
        1
    );
    let answer = call(&fake, "GET", &format!("/channels/{bob_dm}"), None).await;
    assert_eq!(answer.body["type"], 1);
    assert_eq!(answer.body["recipients"][0]["id"], bob.id.to_string());
    fake.assert_no_problems();

    // Bob closes his DMs: Discord's ordinary answer, no problem.
    fake.refuse_dms(bob.id);
    assert_eq!(open(&fake, &bob).await.status, 200);
    let answer = call(&fake, "POST", &path, Some(json!({"content": "again"}))).await;
    assert_eq!(answer.status, 403);
    assert_eq!(
        answer.body,
        json!({"message": "Cannot send messages to this user", "code": 50007})
    );
    assert_eq!(fake.messages(bob_dm).len(), 1);
    assert!(fake.requests_to_unseen_channels().is_empty());
    fake.assert_no_problems();
}

/// Register global commands as the bot does at start-up.
async fn register(fake: &FakeDiscord, commands: Value) {
    let path = format!("/applications/{APP_ID}/commands");
    let answer = call(fake, "PUT", &path, Some(commands)).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
}

fn command(name: &str, integration_types: Value, contexts: Value) -> Value {
    json!({"name": name, "description": "a command", "type": 1,
        "integration_types": integration_types, "contexts": contexts})
}

#[tokio::test]
async fn registered_contexts_and_integration_types_decide_the_owners() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");
    register(
        &fake,
        json!([
            command("play", json!([0, 1]), json!([0, 1, 2])),
            command("profile", json!([1]), json!([0, 1, 2])),
        ]),
    )
    .await;

    fake.slash(&alice, fake.dm_channel(), Slash::new("play"))
        .await;
    let d = next_interaction(&mut ws).await;
    assert_eq!(*owners(&d), json!({"0": "0", "1": alice.id.to_string()}));

    // A user-install-only command in the bot's DM: no "0", so five followups at most.
    let sent = fake
        .slash(&alice, fake.dm_channel(), Slash::new("profile"))
        .await;
    let d = next_interaction(&mut ws).await;
    assert_eq!(*owners(&d), json!({"1": alice.id.to_string()}));
    callback(&fake, &sent, json!({"type": 5})).await;
    for _ in 0..5 {
        assert_eq!(
            followup(&fake, &sent, json!({"content": "x"})).await.status,
            200
        );
    }
    assert_eq!(
        followup(&fake, &sent, json!({"content": "x"})).await.code(),
        Some(40094)
    );

    // In the home guild, by a user who installed it.
    fake.slash(&alice, fake.guild_channel(), Slash::new("profile"))
        .await;
    let d = next_interaction(&mut ws).await;
    assert_eq!(*owners(&d), json!({"1": alice.id.to_string()}));
}

#[tokio::test]
async fn commands_used_where_discord_would_not_offer_them_are_noted() {
    let (fake, mut ws) = start().await;
    let alice = User::new(1, "alice");
    register(
        &fake,
        json!([
            command("play", json!([0, 1]), json!([0, 1, 2])),
            command("tournament", json!([0]), json!([0, 1, 2])),
            command("challenges", json!([0, 1]), json!([0])),
        ]),
    )
    .await;
    fake.slash(&alice, fake.group_dm(&alice), Slash::new("play"))
        .await;
    fake.slash(&alice, fake.guild_channel(), Slash::new("challenges"))
        .await;
    assert_eq!(fake.unoffered_commands(), Vec::<String>::new());

    // A server install only command in a group DM, and a server-only context in a DM: they go
    // out (with the place's usual owners), and are noted.
    fake.slash(&alice, fake.group_dm(&alice), Slash::new("tournament"))
        .await;
    fake.slash(&alice, fake.dm_channel(), Slash::new("challenges"))
        .await;
    for _ in 0..4 {
        next_interaction(&mut ws).await;
    }
    let noted = fake.unoffered_commands();
    assert_eq!(noted.len(), 2, "{noted:?}");
    assert!(noted[0].contains("/tournament") && noted[0].contains("lack USER_INSTALL"));
    assert!(noted[1].contains("/challenges") && noted[1].contains("contexts [0] lack 1"));
    // Not requests of the bot: no problems.
    fake.assert_no_problems();
}
