//! The gateway websocket: HELLO, IDENTIFY → READY (per shard), GUILD_CREATE, heartbeats,
//! RESUME, and the events a test dispatches.

use std::collections::VecDeque;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as WsMessage;

use crate::fake_discord::model::{bot_user_json, shard_of, Session, Shared};
use crate::fake_discord::{APP_ID, OWNER_ID, TIMESTAMP};

pub(super) async fn serve_gateway(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        // Discord sends each event as it happens; without this, Nagle's algorithm holds small
        // frames back until the bot acknowledges the last one (tens of milliseconds).
        let _ = stream.set_nodelay(true);
        let shared = shared.clone();
        tokio::spawn(async move {
            if let Ok(ws) = tokio_tungstenite::accept_async(stream).await {
                gateway_connection(ws, shared).await;
            }
        });
    }
}

async fn gateway_connection(
    ws: tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>,
    shared: Arc<Shared>,
) {
    let (mut sink, mut stream) = ws.split();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": shared.config.heartbeat_interval_ms}});
    if sink.send(WsMessage::Text(hello.to_string())).await.is_err() {
        return;
    }
    let session_id = shared.next_session.fetch_add(1, Ordering::SeqCst);
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    // Moved into the shared Session on IDENTIFY: when the session is dropped (replaced by a
    // newer one, or by `drop_gateway`), `rx` ends and so does this connection.
    let mut tx = Some(tx);
    let mut seq: u64 = 0;
    let mut registered = false;
    let mut shard: u32 = 0;
    let mut queue: VecDeque<Value> = VecDeque::new();
    loop {
        tokio::select! {
            frame = stream.next() => {
                let text = match frame {
                    Some(Ok(WsMessage::Text(t))) => t,
                    Some(Ok(WsMessage::Binary(b))) => String::from_utf8_lossy(&b).into_owned(),
                    Some(Ok(WsMessage::Ping(_) | WsMessage::Pong(_) | WsMessage::Frame(_))) => continue,
                    _ => break,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                shared.model().gateway_log.push((Instant::now(), v.clone()));
                match v.get("op").and_then(Value::as_u64) {
                    Some(1) => queue.push_back(json!({"op": 11})),
                    Some(2) => {
                        let token = v.pointer("/d/token").and_then(Value::as_str).unwrap_or("");
                        let token = token.strip_prefix("Bot ").unwrap_or(token);
                        if token != shared.config.token {
                            let _ = sink.send(WsMessage::Close(Some(tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                code: 4004.into(),
                                reason: "Authentication failed.".into(),
                            }))).await;
                            break;
                        }
                        shared.identifies.fetch_add(1, Ordering::SeqCst);
                        // `shard: [id, count]`; none means the one shard of an unsharded bot.
                        let (id, count) = match v.pointer("/d/shard").and_then(Value::as_array) {
                            Some(pair) if pair.len() == 2 => (
                                pair[0].as_u64().unwrap_or(0) as u32,
                                pair[1].as_u64().unwrap_or(1).max(1) as u32,
                            ),
                            _ => (0, 1),
                        };
                        if id >= count {
                            let _ = sink.send(WsMessage::Close(Some(tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                code: 4010.into(),
                                reason: "Invalid shard.".into(),
                            }))).await;
                            break;
                        }
                        shard = id;
                        shared.shard_count.store(count, Ordering::SeqCst);
                        let own: Vec<u64> = shared.config.guilds.iter().copied().filter(|g| shard_of(*g, count) == id).collect();
                        let guilds: Vec<Value> = own.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect();
                        seq += 1;
                        queue.push_back(json!({"op": 0, "s": seq, "t": "READY", "d": {
                            "v": 10, "user": bot_user_json(), "guilds": guilds,
                            "session_id": format!("fake-session-{session_id}"),
                            "resume_gateway_url": shared.ws_url,
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                            "shard": [id, count],
                        }}));
                        if shared.config.send_guild_create {
                            for g in &own {
                                seq += 1;
                                let guild = guild_json(*g, shared.model().guild_locale(*g));
                                queue.push_back(json!({"op": 0, "s": seq, "t": "GUILD_CREATE", "d": guild}));
                            }
                        }
                        registered = true;
                    }
                    Some(6) => {
                        // RESUME: sessions are not resumable here (op 9), so the client
                        // identifies anew.
                        queue.push_back(json!({"op": 9, "d": false}));
                    }
                    _ => {}
                }
            }
            event = rx.recv() => {
                let Some(mut event) = event else { break };
                seq += 1;
                event["s"] = json!(seq);
                queue.push_back(event);
            }
        }
        while let Some(frame) = queue.pop_front() {
            if sink.send(WsMessage::Text(frame.to_string())).await.is_err() {
                return;
            }
        }
        if registered {
            registered = false;
            if let Some(tx) = tx.take() {
                // A new session of a shard replaces the old one (whose connection then ends).
                shared
                    .sessions()
                    .insert(shard, Session { id: session_id, tx });
                shared.session_tx.send_replace(session_id);
            }
        }
    }
    {
        let mut sessions = shared.sessions();
        if sessions.get(&shard).is_some_and(|s| s.id == session_id) {
            sessions.remove(&shard);
        }
    }
    shared.session_tx.send_modify(|_| {});
    let _ = sink.close().await;
}

pub(super) fn guild_json(id: u64, preferred_locale: &str) -> Value {
    json!({
        "id": id.to_string(), "name": "Test guild", "owner_id": OWNER_ID.to_string(),
        "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
        "roles": [], "emojis": [], "features": [], "mfa_level": 0, "system_channel_flags": 0,
        "premium_tier": 0, "preferred_locale": preferred_locale, "nsfw_level": 0, "stickers": [],
        "premium_progress_bar_enabled": false, "joined_at": TIMESTAMP, "large": false,
        "member_count": 2, "voice_states": [], "members": [], "channels": [], "threads": [],
        "presences": [], "stage_instances": [], "guild_scheduled_events": [],
    })
}
