//! A fake Discord on loopback: a REST server and a gateway websocket on 127.0.0.1 (random
//! ports), started per test, that the real serenity/poise client connects to.
//!
//! Point the bot at it with `HttpBuilder::new(token).proxy(fake.api_base())
//! .ratelimiter_disabled(true)` (see `shared/discord/README.md`); the gateway URL is handed out
//! by `GET /api/v10/gateway`.
//!
//! The fake
//! - records every REST request (method, path, JSON body or `payload_json`, multipart files),
//! - answers like Discord: 204 for interaction callbacks, message objects with rising snowflake
//!   ids for followups, edits and channel messages, `404 {"code":10062}` for unknown or expired
//!   interactions, 400 for bodies that break Discord's limits, and 429/500 when a test injects a
//!   [`Fault`],
//! - keeps a model of the messages the bot made (content, embeds, components, attachments,
//!   ephemeral or not), so a test can click a button that is really on a message,
//! - runs the gateway handshake (HELLO, IDENTIFY → READY, heartbeat ACKs, RESUME → op 9) and
//!   lets a test dispatch any event, with builders for slash commands, button clicks, selects
//!   and autocomplete,
//! - shards like Discord: IDENTIFY with `shard: [id, count]` opens that shard's session
//!   (several at once, from one or more bot processes); a guild's GUILD_CREATE and its
//!   events go only to the session of the shard that owns it (`(guild_id >> 22) % count`),
//!   and `GET /gateway/bot` recommends [`Config::recommended_shards`].
//!
//! Tests read as "user X does Y, expect the bot to send Z":
//! ```ignore
//! let sent = fake.slash(&alice, place, Slash::new("play").str("game", "twenty-sevens")).await;
//! let reply = fake.reply(&sent).await;
//! assert!(reply.message.custom_ids().iter().any(|id| id.starts_with("accept")));
//! ```
#![allow(dead_code)]

use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot, watch};
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// A token that looks like a bot token (three dot-separated base64 parts).
pub const TOKEN: &str =
    "MTEwMDAwMDAwMDAwMDAwMDAwMA.GfAkEd.ZmFrZS1kaXNjb3JkLXRlc3QtdG9rZW4tbm90LXJlYWw";
/// The application id, which is also the bot user's id.
pub const APP_ID: u64 = 1_100_000_000_000_000_000;
/// The bot user's id.
pub const BOT_ID: u64 = APP_ID;
/// The owner of the application (poise reads it at start-up).
pub const OWNER_ID: u64 = 1_100_000_000_000_000_009;
/// The default guild: sent in READY and (unless disabled) as GUILD_CREATE.
pub const GUILD_ID: u64 = 1_200_000_000_000_000_000;
/// Default time the bot waits for anything in the helpers below.
pub const WAIT: Duration = Duration::from_secs(15);

/// Ephemeral message flag.
pub const EPHEMERAL: u64 = 1 << 6;
/// Flag Discord sets on a deferred ("thinking…") message.
pub const LOADING: u64 = 1 << 7;

/// Permissions of an ordinary member (view, send, embed, attach, history, reactions, use
/// application commands…), the value checked against serenity in `shared/discord/cmd.json`.
pub const MEMBER_PERMISSIONS: u64 = 2_248_473_465_835_073;
/// Permissions of a moderator: a member plus kick, ban, manage channels, manage guild, manage
/// messages, manage roles and moderate members (not administrator).
pub const MODERATOR_PERMISSIONS: u64 =
    MEMBER_PERMISSIONS | 1 << 1 | 1 << 2 | 1 << 4 | 1 << 5 | 1 << 13 | 1 << 28 | 1 << 40;
/// Administrator: implies every permission.
pub const ADMINISTRATOR_PERMISSIONS: u64 = MODERATOR_PERMISSIONS | 1 << 3;
/// The bot's own permissions in every guild channel (`app_permissions`).
pub const APP_PERMISSIONS: u64 = MEMBER_PERMISSIONS;

const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

/// How the fake behaves. `Config::default()` is Discord as the bot meets it.
#[derive(Clone, Debug)]
pub struct Config {
    /// The token the bot must identify with.
    pub token: String,
    /// `heartbeat_interval` in HELLO, in milliseconds.
    pub heartbeat_interval_ms: u64,
    /// How long after the event an interaction can still be answered (Discord: 3 s). A later
    /// callback gets `404 Unknown interaction`, exactly like Discord.
    pub interaction_deadline: Duration,
    /// Guilds announced in READY (as unavailable) and then sent as GUILD_CREATE.
    pub guilds: Vec<u64>,
    /// Send GUILD_CREATE for `guilds` after READY.
    pub send_guild_create: bool,
    /// Keep the bytes of uploaded files (turn off in load tests to save memory).
    pub keep_file_bytes: bool,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            token: TOKEN.to_string(),
            heartbeat_interval_ms: 41_250,
            interaction_deadline: Duration::from_secs(3),
            guilds: vec![GUILD_ID],
            send_guild_create: true,
            keep_file_bytes: true,
            recommended_shards: 1,
        }
    }
}

/// A failure a test asks the fake to answer with instead of handling a request.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// `429 Too Many Requests` with `retry_after` (seconds) in the body and headers.
    RateLimited { retry_after: f64 },
    /// `500 Internal Server Error`.
    ServerError,
    /// `502 Bad Gateway` with an HTML body, as Cloudflare sends it.
    BadGateway,
    /// Handled normally, but only after this long (a slow Discord).
    Delay(Duration),
}

// ---------------------------------------------------------------------------------------------
// Users, places, interaction builders
// ---------------------------------------------------------------------------------------------

/// A Discord user who acts in a test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    /// Guild permissions (`member.permissions`).
    pub permissions: u64,
}

impl User {
    /// An ordinary member. Ids below 1e6 are mapped to realistic snowflakes.
    pub fn new(id: u64, name: &str) -> User {
        let id = if id < 1_000_000 {
            300_000_000_000_000_000 + id
        } else {
            id
        };
        User {
            id,
            name: name.to_string(),
            permissions: MEMBER_PERMISSIONS,
        }
    }
    /// The same user with moderator permissions (manage messages, manage guild, …).
    pub fn moderator(mut self) -> User {
        self.permissions = MODERATOR_PERMISSIONS;
        self
    }
    /// The same user with administrator permission.
    pub fn admin(mut self) -> User {
        self.permissions = ADMINISTRATOR_PERMISSIONS;
        self
    }
    /// The same user with the given permission bits.
    pub fn with_permissions(mut self, permissions: u64) -> User {
        self.permissions = permissions;
        self
    }
    /// `<@id>`, as the bot would mention this user.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
    fn json(&self) -> Value {
        json!({"id": self.id.to_string(), "username": self.name, "global_name": self.name})
    }
}

/// Where an interaction happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Guild { guild_id: u64, channel_id: u64 },
    Dm { channel_id: u64 },
}

impl Place {
    pub fn channel_id(&self) -> u64 {
        match *self {
            Place::Guild { channel_id, .. } | Place::Dm { channel_id } => channel_id,
        }
    }
    pub fn guild_id(&self) -> Option<u64> {
        match *self {
            Place::Guild { guild_id, .. } => Some(guild_id),
            Place::Dm { .. } => None,
        }
    }
}

/// A slash command invocation (also used for autocomplete, with one option focused).
#[derive(Clone, Debug, Default)]
pub struct Slash {
    name: String,
    path: Vec<String>,
    options: Vec<Value>,
    users: Vec<User>,
}

impl Slash {
    pub fn new(name: &str) -> Slash {
        Slash {
            name: name.to_string(),
            ..Slash::default()
        }
    }
    /// Invoke a subcommand (call twice for a subcommand group and its subcommand).
    pub fn sub(mut self, name: &str) -> Slash {
        self.path.push(name.to_string());
        self
    }
    pub fn str(self, name: &str, value: &str) -> Slash {
        self.opt(json!({"name": name, "type": 3, "value": value}))
    }
    pub fn int(self, name: &str, value: i64) -> Slash {
        self.opt(json!({"name": name, "type": 4, "value": value}))
    }
    pub fn number(self, name: &str, value: f64) -> Slash {
        self.opt(json!({"name": name, "type": 10, "value": value}))
    }
    pub fn bool(self, name: &str, value: bool) -> Slash {
        self.opt(json!({"name": name, "type": 5, "value": value}))
    }
    /// A user option; the user is put into `data.resolved` (with a member in a guild).
    pub fn user(mut self, name: &str, user: &User) -> Slash {
        self.users.push(user.clone());
        self.opt(json!({"name": name, "type": 6, "value": user.id.to_string()}))
    }
    /// The focused option of an autocomplete request: what the user has typed so far. Discord
    /// always sends it as a string, whatever the option's type.
    pub fn focus(self, name: &str, typed: &str) -> Slash {
        self.opt(json!({"name": name, "type": 3, "value": typed, "focused": true}))
    }
    /// Any raw option object.
    pub fn opt(mut self, option: Value) -> Slash {
        self.options.push(option);
        self
    }
    fn options_json(&self) -> Value {
        let mut options = Value::Array(self.options.clone());
        for (i, name) in self.path.iter().enumerate().rev() {
            let kind = if i + 1 < self.path.len() { 2 } else { 1 };
            options = json!([{"name": name, "type": kind, "options": options}]);
        }
        options
    }
}

/// An interaction the fake dispatched, to match the bot's answers against.
#[derive(Clone, Debug)]
pub struct Sent {
    pub id: u64,
    pub token: String,
    /// 2 command, 3 component, 4 autocomplete.
    pub kind: u8,
    pub channel_id: u64,
    pub user_id: u64,
    /// For components: the message the component is on.
    pub message_id: Option<u64>,
    /// When the event was handed to the gateway connection.
    pub at: Instant,
    /// Number of requests recorded before the event: answers come after this.
    pub since: usize,
}

// ---------------------------------------------------------------------------------------------
// Recorded requests
// ---------------------------------------------------------------------------------------------

/// One part of a multipart body that carried a file.
#[derive(Clone, Debug)]
pub struct FilePart {
    /// The form field name (`files[0]`, …).
    pub field: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    /// Size in bytes (kept even when the bytes are not).
    pub size: usize,
    pub bytes: Arc<Vec<u8>>,
}

impl FilePart {
    /// Decode this file as a PNG.
    pub fn png(&self) -> Result<image::RgbaImage, String> {
        decode_png(&self.bytes)
    }
}

/// Decode PNG bytes, checking the signature first (so a JPEG or garbage is refused).
pub fn decode_png(bytes: &[u8]) -> Result<image::RgbaImage, String> {
    if !bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Err("not a PNG (bad signature)".into());
    }
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .map(|img| img.to_rgba8())
        .map_err(|e| format!("PNG does not decode: {e}"))
}

/// A REST request the bot made, and what the fake answered.
#[derive(Clone, Debug)]
pub struct Request {
    /// Position in the log, from 0.
    pub seq: usize,
    pub at: Instant,
    pub method: String,
    /// Path without the query string, e.g. `/api/v10/interactions/1/tok/callback`.
    pub path: String,
    pub query: Option<String>,
    pub content_type: Option<String>,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    /// True when the body was `multipart/form-data`.
    pub multipart: bool,
    /// File parts of a multipart body, in order.
    pub files: Vec<FilePart>,
    /// The `X-Audit-Log-Reason` header, if any.
    pub reason: Option<String>,
    /// Status the fake answered with.
    pub status: u16,
    /// The fake's answer body (JSON), if any.
    pub response: Option<Value>,
    /// Why the fake refused the request (empty when it was accepted or a fault was injected).
    pub problems: Vec<String>,
    /// The fault injected for this request, if any.
    pub fault: Option<Fault>,
}

impl Request {
    /// Path segments after `/api/v10/`.
    pub fn segments(&self) -> Vec<&str> {
        self.path
            .trim_start_matches("/api/v10/")
            .trim_start_matches('/')
            .split('/')
            .collect()
    }
    pub fn is(&self, method: &str, path_prefix: &str) -> bool {
        self.method == method && self.path.starts_with(path_prefix)
    }
    /// True for a 2xx answer.
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }
    /// The interaction token in a callback or webhook path.
    pub fn interaction_token(&self) -> Option<&str> {
        let seg = self.segments();
        match seg.as_slice() {
            ["interactions", _, token, "callback"] => Some(token),
            ["webhooks", _, token, ..] => Some(token),
            _ => None,
        }
    }
    /// The interaction id of a callback.
    pub fn callback_interaction_id(&self) -> Option<u64> {
        match self.segments().as_slice() {
            ["interactions", id, _, "callback"] => id.parse().ok(),
            _ => None,
        }
    }
    /// `POST /interactions/{id}/{token}/callback` for this interaction.
    pub fn is_callback_for(&self, sent: &Sent) -> bool {
        self.method == "POST" && self.callback_interaction_id() == Some(sent.id)
    }
    /// Any request made with this interaction's token (callback, followup, edit…).
    pub fn is_for(&self, sent: &Sent) -> bool {
        self.interaction_token() == Some(sent.token.as_str())
    }
    /// A followup: `POST /webhooks/{app}/{token}`.
    pub fn is_followup(&self) -> bool {
        self.method == "POST" && matches!(self.segments().as_slice(), ["webhooks", _, _])
    }
    /// `POST /channels/{channel}/messages`.
    pub fn is_channel_message(&self, channel_id: u64) -> bool {
        self.method == "POST" && self.path == format!("/api/v10/channels/{channel_id}/messages")
    }
    /// The callback type (4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete).
    pub fn callback_type(&self) -> Option<u64> {
        self.callback_interaction_id()?;
        self.json.as_ref()?.get("type")?.as_u64()
    }
    /// The message body: `data` of a callback, else the whole JSON body.
    pub fn message_data(&self) -> Option<&Value> {
        let json = self.json.as_ref()?;
        if self.callback_interaction_id().is_some() {
            json.get("data")
        } else {
            Some(json)
        }
    }
    pub fn flags(&self) -> u64 {
        self.message_data()
            .and_then(|d| d.get("flags"))
            .and_then(Value::as_u64)
            .unwrap_or(0)
    }
    /// The body asks for an ephemeral message (flag 64). See also [`Message::ephemeral`], which
    /// knows that a followup after a defer keeps the defer's flag.
    pub fn is_ephemeral(&self) -> bool {
        self.flags() & EPHEMERAL != 0
    }
    pub fn content(&self) -> Option<&str> {
        self.message_data()?.get("content")?.as_str()
    }
    /// Content, embed titles, descriptions, fields and footers, and button labels, joined by
    /// newlines: convenient for "the bot said something about X" checks.
    pub fn text(&self) -> String {
        self.message_data().map(message_text).unwrap_or_default()
    }
    /// Every component `custom_id` in the body.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(rows) = self.message_data().and_then(|d| d.get("components")) {
            collect_custom_ids(rows, &mut out);
        }
        out
    }
    /// Autocomplete choices of a type-8 callback.
    pub fn choices(&self) -> Vec<Value> {
        self.message_data()
            .and_then(|d| d.get("choices"))
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    }
    /// Choice names of a type-8 callback.
    pub fn choice_names(&self) -> Vec<String> {
        self.choices()
            .iter()
            .filter_map(|c| c.get("name").and_then(Value::as_str).map(str::to_string))
            .collect()
    }
    /// The file part for `files[i]`.
    pub fn file(&self, i: usize) -> Option<&FilePart> {
        let field = format!("files[{i}]");
        self.files.iter().find(|f| f.field == field)
    }
    /// Decode `files[i]` as a PNG.
    pub fn png(&self, i: usize) -> Result<image::RgbaImage, String> {
        self.file(i)
            .ok_or_else(|| format!("no files[{i}] in {self}"))?
            .png()
    }
    /// `payload_json.attachments` (or the JSON body's `attachments`).
    pub fn attachments(&self) -> Vec<Value> {
        self.message_data()
            .and_then(|d| d.get("attachments"))
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    }
}

impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{} {} {}", self.seq, self.method, self.path)?;
        if let Some(q) = &self.query {
            write!(f, "?{q}")?;
        }
        write!(f, " -> {}", self.status)?;
        if let Some(fault) = &self.fault {
            write!(f, " (injected {fault:?})")?;
        }
        if let Some(json) = &self.json {
            let mut s = json.to_string();
            if s.len() > 300 {
                let mut end = 300;
                while !s.is_char_boundary(end) {
                    end -= 1;
                }
                s.truncate(end);
                s.push('…');
            }
            write!(f, " {s}")?;
        }
        for file in &self.files {
            write!(f, " [{} {:?} {} B]", file.field, file.filename, file.size)?;
        }
        for p in &self.problems {
            write!(f, " PROBLEM: {p}")?;
        }
        Ok(())
    }
}

fn collect_custom_ids(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Array(items) => items.iter().for_each(|v| collect_custom_ids(v, out)),
        Value::Object(map) => {
            if let Some(id) = map.get("custom_id").and_then(Value::as_str) {
                out.push(id.to_string());
            }
            if let Some(children) = map.get("components") {
                collect_custom_ids(children, out);
            }
        }
        _ => {}
    }
}

fn message_text(data: &Value) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut push = |v: Option<&Value>| {
        if let Some(s) = v.and_then(Value::as_str) {
            parts.push(s.to_string());
        }
    };
    push(data.get("content"));
    for embed in data
        .get("embeds")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        push(embed.get("title"));
        push(embed.get("description"));
        push(embed.pointer("/author/name"));
        for field in embed
            .get("fields")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            push(field.get("name"));
            push(field.get("value"));
        }
        push(embed.pointer("/footer/text"));
    }
    let mut labels = Vec::new();
    collect_labels(data.get("components").unwrap_or(&Value::Null), &mut labels);
    parts.extend(labels);
    parts.join("\n")
}

fn collect_labels(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Array(items) => items.iter().for_each(|v| collect_labels(v, out)),
        Value::Object(map) => {
            for key in ["label", "placeholder"] {
                if let Some(s) = map.get(key).and_then(Value::as_str) {
                    out.push(s.to_string());
                }
            }
            if let Some(children) = map.get("components") {
                collect_labels(children, out);
            }
            if let Some(options) = map.get("options") {
                collect_labels(options, out);
            }
        }
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------------
// The model of messages
// ---------------------------------------------------------------------------------------------

/// A file attached to a message.
#[derive(Clone, Debug)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub size: usize,
    pub bytes: Arc<Vec<u8>>,
}

/// A message as the fake Discord holds it.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: u64,
    pub channel_id: u64,
    pub guild_id: Option<u64>,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    pub flags: u64,
    /// Seen only by the user who triggered the interaction.
    pub ephemeral: bool,
    /// The interaction (token) whose response or followup this is.
    pub interaction_token: Option<String>,
    /// A deferred "thinking…" placeholder not yet filled in.
    pub loading: bool,
    pub deleted: bool,
    /// How many times it was edited.
    pub edits: u32,
}

impl Message {
    pub fn custom_ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        collect_custom_ids(&Value::Array(self.components.clone()), &mut out);
        out
    }
    /// Content, embed texts and component labels.
    pub fn text(&self) -> String {
        message_text(&json!({
            "content": self.content, "embeds": self.embeds, "components": self.components
        }))
    }
    /// The component with this custom_id (button or select), if present.
    pub fn component(&self, custom_id: &str) -> Option<Value> {
        fn find(v: &Value, id: &str) -> Option<Value> {
            match v {
                Value::Array(items) => items.iter().find_map(|x| find(x, id)),
                Value::Object(map) => {
                    if map.get("custom_id").and_then(Value::as_str) == Some(id) {
                        return Some(v.clone());
                    }
                    map.get("components").and_then(|c| find(c, id))
                }
                _ => None,
            }
        }
        find(&Value::Array(self.components.clone()), custom_id)
    }
    /// Decode the i-th attachment as a PNG.
    pub fn png(&self, i: usize) -> Result<image::RgbaImage, String> {
        let a = self
            .attachments
            .get(i)
            .ok_or_else(|| format!("message {} has no attachment {i}", self.id))?;
        decode_png(&a.bytes)
    }

    fn to_json(&self, base: &str) -> Value {
        let attachments: Vec<Value> = self
            .attachments
            .iter()
            .map(|a| {
                let url = format!(
                    "{base}/attachments/{}/{}/{}",
                    self.channel_id, a.id, a.filename
                );
                let mut v = json!({
                    "id": a.id.to_string(), "filename": a.filename, "size": a.size,
                    "url": url, "proxy_url": url,
                });
                if let Some(ct) = &a.content_type {
                    v["content_type"] = json!(ct);
                }
                v
            })
            .collect();
        let embeds: Vec<Value> = self
            .embeds
            .iter()
            .map(|e| {
                let mut e = e.clone();
                for key in ["image", "thumbnail"] {
                    let Some(url) = e.pointer(&format!("/{key}/url")).and_then(Value::as_str)
                    else {
                        continue;
                    };
                    if let Some(name) = url.strip_prefix("attachment://") {
                        if let Some(a) = self.attachments.iter().find(|a| a.filename == name) {
                            let real = format!(
                                "{base}/attachments/{}/{}/{}",
                                self.channel_id, a.id, a.filename
                            );
                            e[key] = json!({"url": real, "proxy_url": real});
                        }
                    }
                }
                if e.get("type").is_none() {
                    e["type"] = json!("rich");
                }
                e
            })
            .collect();
        let mut v = json!({
            "id": self.id.to_string(),
            "channel_id": self.channel_id.to_string(),
            "author": bot_user_json(),
            "content": self.content,
            "timestamp": TIMESTAMP,
            "edited_timestamp": if self.edits > 0 { json!(TIMESTAMP) } else { Value::Null },
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": embeds,
            "components": self.components,
            "pinned": false,
            "type": 0,
            "flags": self.flags,
        });
        if self.interaction_token.is_some() {
            v["application_id"] = json!(APP_ID.to_string());
            v["webhook_id"] = json!(APP_ID.to_string());
        }
        v
    }
}

fn bot_user_json() -> Value {
    json!({"id": BOT_ID.to_string(), "username": "boardbot", "bot": true})
}

#[derive(Clone, Debug)]
struct InteractionState {
    id: u64,
    token: String,
    kind: u8,
    channel_id: u64,
    guild_id: Option<u64>,
    deadline: Instant,
    /// The callback type once acknowledged.
    acked: Option<u64>,
    /// `@original`.
    original: Option<u64>,
    /// For components: the message the component is on.
    component_message: Option<u64>,
}

// ---------------------------------------------------------------------------------------------
// Shared state
// ---------------------------------------------------------------------------------------------

struct FaultRule {
    method: Option<String>,
    path_contains: String,
    fault: Fault,
    remaining: usize,
}

#[derive(Default)]
struct Model {
    requests: Vec<Arc<Request>>,
    messages: HashMap<u64, Message>,
    message_order: Vec<u64>,
    interactions: HashMap<u64, InteractionState>,
    tokens: HashMap<String, u64>,
    channels: HashMap<u64, Option<u64>>,
    /// The bot's permissions sent in interactions (`None`: [`APP_PERMISSIONS`]).
    app_permissions: Option<u64>,
    /// Registered commands: key None = global, Some(guild).
    commands: HashMap<Option<u64>, Vec<Value>>,
    faults: Vec<FaultRule>,
    subscribers: Vec<mpsc::UnboundedSender<Arc<Request>>>,
    /// The first callback of each interaction, and tasks waiting for one.
    callbacks: HashMap<u64, Arc<Request>>,
    callback_waiters: HashMap<u64, Vec<oneshot::Sender<Arc<Request>>>>,
    gateway_log: Vec<(Instant, Value)>,
}

struct Session {
    id: u64,
    tx: mpsc::UnboundedSender<Value>,
}

/// The shard Discord gives a guild to.
pub fn shard_of(guild_id: u64, shard_count: u32) -> u32 {
    ((guild_id >> 22) % u64::from(shard_count.max(1))) as u32
}

/// A realistic guild id (near [`GUILD_ID`]) that Discord gives to shard `shard` of
/// `shard_count`; `n` tells guilds of one shard apart. Put it in [`Config::guilds`] to have it
/// announced to that shard on connect.
pub fn guild_on_shard(shard: u32, shard_count: u32, n: u64) -> u64 {
    let count = u64::from(shard_count.max(1));
    let base = GUILD_ID >> 22;
    let key = base + (u64::from(shard) + count - base % count) % count;
    key << 22 | (n & ((1 << 22) - 1))
}

struct Shared {
    config: Config,
    base: String,
    ws_url: String,
    model: Mutex<Model>,
    next_id: AtomicU64,
    requests_tx: watch::Sender<usize>,
    /// The identified gateway session of each shard.
    sessions: Mutex<HashMap<u32, Session>>,
    /// The shard count of the newest IDENTIFY (1 until then, and for IDENTIFY without `shard`).
    shard_count: std::sync::atomic::AtomicU32,
    session_tx: watch::Sender<u64>,
    next_session: AtomicU64,
    identifies: AtomicU64,
    resumes: AtomicU64,
}

impl Shared {
    fn model(&self) -> MutexGuard<'_, Model> {
        self.model.lock().unwrap_or_else(|e| e.into_inner())
    }
    fn sessions(&self) -> MutexGuard<'_, HashMap<u32, Session>> {
        self.sessions.lock().unwrap_or_else(|e| e.into_inner())
    }
    fn shard_count(&self) -> u32 {
        self.shard_count.load(Ordering::SeqCst)
    }
    fn snowflake(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }
}

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

/// A running fake Discord. Dropping it stops both servers.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    pub rest_addr: SocketAddr,
    pub gateway_addr: SocketAddr,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
        self.shared.sessions().clear();
    }
}

impl FakeDiscord {
    /// Start with the default configuration.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with(Config::default()).await
    }

    /// Start both servers on 127.0.0.1 with random ports.
    pub async fn start_with(config: Config) -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind REST");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let rest_addr = rest.local_addr().unwrap();
        let gateway_addr = gateway.local_addr().unwrap();
        let (requests_tx, _) = watch::channel(0usize);
        let (session_tx, _) = watch::channel(0u64);
        let shared = Arc::new(Shared {
            config,
            base: format!("http://{rest_addr}"),
            ws_url: format!("ws://{gateway_addr}"),
            model: Mutex::new(Model::default()),
            next_id: AtomicU64::new(1_400_000_000_000_000_000),
            requests_tx,
            sessions: Mutex::new(HashMap::new()),
            shard_count: std::sync::atomic::AtomicU32::new(1),
            session_tx,
            next_session: AtomicU64::new(1),
            identifies: AtomicU64::new(0),
            resumes: AtomicU64::new(0),
        });
        let rest_task = tokio::spawn(serve_rest(rest, shared.clone()));
        let gw_task = tokio::spawn(serve_gateway(gateway, shared.clone()));
        FakeDiscord {
            shared,
            rest_addr,
            gateway_addr,
            tasks: vec![rest_task, gw_task],
        }
    }

    /// `http://127.0.0.1:PORT`: the value for `HttpBuilder::proxy` / `DISCORD_API_BASE`.
    pub fn api_base(&self) -> String {
        self.shared.base.clone()
    }
    /// `ws://127.0.0.1:PORT`, handed out by `GET /gateway`.
    pub fn gateway_url(&self) -> String {
        self.shared.ws_url.clone()
    }
    pub fn token(&self) -> &str {
        &self.shared.config.token
    }

    /// A fresh snowflake (for channel ids and the like).
    pub fn snowflake(&self) -> u64 {
        self.shared.snowflake()
    }
    /// A new text channel in the default guild.
    pub fn guild_channel(&self) -> Place {
        Place::Guild {
            guild_id: GUILD_ID,
            channel_id: self.snowflake(),
        }
    }
    /// The bot's permissions in the channels of later interactions (`app_permissions`).
    pub fn set_app_permissions(&self, permissions: u64) {
        self.shared.model().app_permissions = Some(permissions);
    }

    /// The channel disappears without a word: `GET /channels/{id}` answers 404 from now on.
    pub fn forget_channel(&self, place: Place) {
        self.shared.model().channels.remove(&place.channel_id());
    }

    /// Someone deletes the channel: it is forgotten and `CHANNEL_DELETE` is dispatched.
    pub async fn delete_channel(&self, place: Place) -> Instant {
        self.forget_channel(place);
        let mut channel = json!({
            "id": place.channel_id().to_string(),
            "type": 0,
            "name": format!("channel-{}", place.channel_id()),
            "position": 0,
            "permission_overwrites": [],
            "nsfw": false,
        });
        if let Some(guild) = place.guild_id() {
            channel["guild_id"] = json!(guild.to_string());
        }
        self.dispatch("CHANNEL_DELETE", channel).await
    }

    /// The bot is removed from a guild: `GUILD_DELETE` without `unavailable`.
    pub async fn remove_bot_from_guild(&self, guild_id: u64) -> Instant {
        self.dispatch(
            "GUILD_DELETE",
            json!({"id": guild_id.to_string(), "unavailable": false}),
        )
        .await
    }

    /// A new DM channel.
    pub fn dm_channel(&self) -> Place {
        Place::Dm {
            channel_id: self.snowflake(),
        }
    }

    // ---- recorded requests --------------------------------------------------------------

    /// Every request so far.
    pub fn requests(&self) -> Vec<Arc<Request>> {
        self.shared.model().requests.clone()
    }
    /// Number of requests so far: pass it to [`FakeDiscord::wait_for_after`] to look only at
    /// what comes next.
    pub fn mark(&self) -> usize {
        self.shared.model().requests.len()
    }
    /// Requests matching a predicate.
    pub fn find(&self, pred: impl Fn(&Request) -> bool) -> Vec<Arc<Request>> {
        self.shared
            .model()
            .requests
            .iter()
            .filter(|r| pred(r))
            .cloned()
            .collect()
    }
    /// Requests the fake refused as invalid (bad bodies, unknown routes, late or double
    /// callbacks), with what was wrong. Injected faults are not problems.
    pub fn problems(&self) -> Vec<Arc<Request>> {
        self.find(|r| !r.problems.is_empty())
    }
    /// Panic if the bot made any request Discord would have refused.
    pub fn assert_no_problems(&self) {
        let problems = self.problems();
        if !problems.is_empty() {
            let list: Vec<String> = problems.iter().map(|r| r.to_string()).collect();
            panic!(
                "the bot made requests Discord refuses:\n{}",
                list.join("\n")
            );
        }
    }
    /// A channel receiving every request as it is recorded (for load tests).
    pub fn subscribe(&self) -> mpsc::UnboundedReceiver<Arc<Request>> {
        let (tx, rx) = mpsc::unbounded_channel();
        self.shared.model().subscribers.push(tx);
        rx
    }

    /// Wait for a request (among all recorded so far and to come) matching `pred`.
    pub async fn wait_for(
        &self,
        pred: impl Fn(&Request) -> bool,
        timeout: Duration,
    ) -> Result<Arc<Request>, String> {
        self.wait_for_after(0, pred, timeout).await
    }

    /// Wait for a request with `seq >= since` matching `pred`.
    pub async fn wait_for_after(
        &self,
        since: usize,
        pred: impl Fn(&Request) -> bool,
        timeout: Duration,
    ) -> Result<Arc<Request>, String> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = self.shared.requests_tx.subscribe();
        let mut next = since;
        loop {
            {
                let model = self.shared.model();
                while next < model.requests.len() {
                    let r = &model.requests[next];
                    next += 1;
                    if pred(r) {
                        return Ok(r.clone());
                    }
                }
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                _ => {
                    return Err(format!(
                        "timed out after {timeout:?} waiting for a request; the last ones:\n{}",
                        self.dump(20)
                    ))
                }
            }
        }
    }

    /// Like `wait_for` but panics with the recent request log on timeout.
    pub async fn expect(&self, pred: impl Fn(&Request) -> bool) -> Arc<Request> {
        self.wait_for(pred, WAIT)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }
    /// Like `wait_for_after` but panics with the recent request log on timeout.
    pub async fn expect_after(
        &self,
        since: usize,
        pred: impl Fn(&Request) -> bool,
    ) -> Arc<Request> {
        self.wait_for_after(since, pred, WAIT)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// Assert that no request matching `pred` arrives within `window` (from `since`).
    pub async fn expect_none_after(
        &self,
        since: usize,
        pred: impl Fn(&Request) -> bool,
        window: Duration,
    ) {
        if let Ok(r) = self.wait_for_after(since, pred, window).await {
            panic!("unexpected request: {r}");
        }
    }

    /// The last `n` requests, one per line.
    pub fn dump(&self, n: usize) -> String {
        let model = self.shared.model();
        let start = model.requests.len().saturating_sub(n);
        model.requests[start..]
            .iter()
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }

    // ---- Discord's state ------------------------------------------------------------------

    /// Commands registered globally (`None`) or in a guild.
    pub fn commands(&self, guild: Option<u64>) -> Vec<Value> {
        self.shared
            .model()
            .commands
            .get(&guild)
            .cloned()
            .unwrap_or_default()
    }
    /// Every registered command, global and per guild.
    pub fn all_commands(&self) -> Vec<Value> {
        self.shared
            .model()
            .commands
            .values()
            .flatten()
            .cloned()
            .collect()
    }
    pub fn message(&self, id: u64) -> Option<Message> {
        self.shared.model().messages.get(&id).cloned()
    }
    /// Messages in a channel, oldest first, without deleted ones.
    pub fn messages(&self, channel_id: u64) -> Vec<Message> {
        let model = self.shared.model();
        model
            .message_order
            .iter()
            .filter_map(|id| model.messages.get(id))
            .filter(|m| m.channel_id == channel_id && !m.deleted)
            .cloned()
            .collect()
    }
    /// The newest non-ephemeral message in the channel with a component whose custom_id
    /// satisfies `pred`.
    pub fn last_message_with(
        &self,
        channel_id: u64,
        pred: impl Fn(&str) -> bool,
    ) -> Option<Message> {
        self.messages(channel_id)
            .into_iter()
            .rev()
            .find(|m| !m.ephemeral && m.custom_ids().iter().any(|id| pred(id)))
    }
    /// The message an interaction's response became (`@original`), if any.
    pub fn original(&self, sent: &Sent) -> Option<Message> {
        let model = self.shared.model();
        let id = model.interactions.get(&sent.id)?.original?;
        model.messages.get(&id).cloned()
    }
    /// Gateway frames the bot sent (IDENTIFY, heartbeats, …).
    pub fn gateway_log(&self) -> Vec<Value> {
        self.shared
            .model()
            .gateway_log
            .iter()
            .map(|(_, v)| v.clone())
            .collect()
    }
    /// How many times the bot identified / tried to resume.
    pub fn identify_count(&self) -> u64 {
        self.shared.identifies.load(Ordering::SeqCst)
    }
    pub fn resume_count(&self) -> u64 {
        self.shared.resumes.load(Ordering::SeqCst)
    }

    // ---- faults -------------------------------------------------------------------------

    /// Answer the next `times` requests whose path contains `path_contains` (and whose method
    /// is `method`, if given) with `fault` instead of handling them.
    pub fn inject(&self, method: Option<&str>, path_contains: &str, fault: Fault, times: usize) {
        self.shared.model().faults.push(FaultRule {
            method: method.map(str::to_string),
            path_contains: path_contains.to_string(),
            fault,
            remaining: times,
        });
    }
    /// Fail the next `times` interaction callbacks.
    pub fn fail_callbacks(&self, fault: Fault, times: usize) {
        self.inject(Some("POST"), "/callback", fault, times);
    }
    /// Remove all pending faults.
    pub fn clear_faults(&self) {
        self.shared.model().faults.clear();
    }

    // ---- gateway ------------------------------------------------------------------------

    /// Wait until a gateway session has identified and received READY (and GUILD_CREATE).
    pub async fn wait_ready(&self, timeout: Duration) -> Result<(), String> {
        let mut rx = self.shared.session_tx.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if !self.shared.sessions().is_empty() {
                return Ok(());
            }
            if tokio::time::timeout_at(deadline, rx.changed())
                .await
                .is_err()
            {
                return Err(format!("no gateway session identified within {timeout:?}"));
            }
        }
    }

    /// The id of the newest gateway session that identified (0 before the first).
    pub fn session_id(&self) -> u64 {
        *self.shared.session_tx.borrow()
    }

    /// Wait until a session newer than `before` (a [`FakeDiscord::session_id`]) has identified,
    /// e.g. after a restart of the bot.
    pub async fn wait_session_after(&self, before: u64, timeout: Duration) -> Result<(), String> {
        let mut rx = self.shared.session_tx.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if self.shared.sessions().values().any(|s| s.id > before) {
                return Ok(());
            }
            if tokio::time::timeout_at(deadline, rx.changed())
                .await
                .is_err()
            {
                return Err(format!("no new gateway session within {timeout:?}"));
            }
        }
    }

    /// Close every gateway connection (the clients will reconnect).
    pub fn drop_gateway(&self) {
        self.shared.sessions().clear();
        self.shared.session_tx.send_modify(|_| {});
    }

    /// Dispatch an event (`op 0` with a rising `s`) to the session of the shard that owns the
    /// event's guild (shard 0 for events without one, as Discord sends DMs), waiting for that
    /// session for up to [`WAIT`]. Returns when the frame was handed to the connection.
    pub async fn dispatch(&self, t: &str, d: Value) -> Instant {
        let guild = d
            .get("guild_id")
            .and_then(Value::as_str)
            .and_then(|g| g.parse::<u64>().ok());
        let frame = json!({"op": 0, "t": t, "d": d});
        let deadline = tokio::time::Instant::now() + WAIT;
        let mut rx = self.shared.session_tx.subscribe();
        loop {
            let shard = guild.map_or(0, |g| shard_of(g, self.shared.shard_count()));
            if let Some(session) = self.shared.sessions().get(&shard) {
                let at = Instant::now();
                session.tx.send(frame).expect("gateway connection closed");
                return at;
            }
            if tokio::time::timeout_at(deadline, rx.changed())
                .await
                .is_err()
            {
                panic!("no gateway session of shard {shard} identified within {WAIT:?}");
            }
        }
    }

    // ---- shards -------------------------------------------------------------------------

    /// Wait until shard `shard` has an identified session.
    pub async fn wait_shard_ready(&self, shard: u32, timeout: Duration) -> Result<(), String> {
        self.wait_shard_session_after(shard, 0, timeout).await
    }

    /// The id of shard `shard`'s session (0 while it has none).
    pub fn shard_session_id(&self, shard: u32) -> u64 {
        self.shared.sessions().get(&shard).map_or(0, |s| s.id)
    }

    /// Wait until shard `shard` has a session newer than `before` (a
    /// [`FakeDiscord::shard_session_id`]), e.g. after the process holding it restarted.
    pub async fn wait_shard_session_after(
        &self,
        shard: u32,
        before: u64,
        timeout: Duration,
    ) -> Result<(), String> {
        let mut rx = self.shared.session_tx.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if self.shard_session_id(shard) > before {
                return Ok(());
            }
            if tokio::time::timeout_at(deadline, rx.changed())
                .await
                .is_err()
            {
                return Err(format!(
                    "no new session of shard {shard} within {timeout:?}"
                ));
            }
        }
    }

    /// The shards that have a session now, in order.
    pub fn connected_shards(&self) -> Vec<u32> {
        let mut shards: Vec<u32> = self.shared.sessions().keys().copied().collect();
        shards.sort_unstable();
        shards
    }

    /// A new guild id that Discord gives to shard `shard` of `shard_count`.
    pub fn guild_on_shard(&self, shard: u32, shard_count: u32) -> u64 {
        guild_on_shard(shard, shard_count, self.snowflake())
    }

    fn register_interaction(
        &self,
        kind: u8,
        place: Place,
        component_message: Option<u64>,
    ) -> (u64, String) {
        let id = self.snowflake();
        let token = format!("aW50ZXJhY3Rpb246{id}:fake-interaction-token");
        let state = InteractionState {
            id,
            token: token.clone(),
            kind,
            channel_id: place.channel_id(),
            guild_id: place.guild_id(),
            deadline: Instant::now() + self.shared.config.interaction_deadline,
            acked: None,
            original: None,
            component_message,
        };
        let mut model = self.shared.model();
        model.channels.insert(place.channel_id(), place.guild_id());
        model.tokens.insert(token.clone(), id);
        model.interactions.insert(id, state);
        (id, token)
    }

    fn interaction_base(&self, id: u64, token: &str, kind: u8, user: &User, place: Place) -> Value {
        let mut d = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
            "channel_id": place.channel_id().to_string(),
        });
        match place {
            Place::Guild { guild_id, .. } => {
                d["guild_id"] = json!(guild_id.to_string());
                d["guild_locale"] = json!("en-US");
                let app_permissions = self
                    .shared
                    .model()
                    .app_permissions
                    .unwrap_or(APP_PERMISSIONS);
                d["app_permissions"] = json!(app_permissions.to_string());
                d["member"] = member_json(user);
            }
            Place::Dm { .. } => {
                d["user"] = user.json();
            }
        }
        d
    }

    fn command_meta(&self, name: &str, guild: Option<u64>) -> (u64, Option<u64>) {
        let model = self.shared.model();
        let find = |key: Option<u64>| {
            model.commands.get(&key).and_then(|cmds| {
                cmds.iter()
                    .find(|c| c.get("name").and_then(Value::as_str) == Some(name))
                    .and_then(|c| {
                        c.get("id")
                            .and_then(Value::as_str)
                            .and_then(|s| s.parse().ok())
                    })
            })
        };
        if let Some(g) = guild {
            if let Some(id) = find(Some(g)) {
                return (id, Some(g));
            }
        }
        (find(None).unwrap_or(1_000_000_000_000_000_001), None)
    }

    fn command_data(&self, cmd: &Slash, place: Place) -> Value {
        let (cmd_id, cmd_guild) = self.command_meta(&cmd.name, place.guild_id());
        let mut data = json!({
            "id": cmd_id.to_string(),
            "name": cmd.name,
            "type": 1,
            "options": cmd.options_json(),
        });
        if let Some(g) = cmd_guild {
            data["guild_id"] = json!(g.to_string());
        }
        if !cmd.users.is_empty() {
            let mut users = serde_json::Map::new();
            let mut members = serde_json::Map::new();
            for u in &cmd.users {
                users.insert(u.id.to_string(), u.json());
                if place.guild_id().is_some() {
                    let mut m = member_json(u);
                    if let Some(obj) = m.as_object_mut() {
                        obj.remove("user");
                    }
                    members.insert(u.id.to_string(), m);
                }
            }
            data["resolved"] = json!({"users": users});
            if !members.is_empty() {
                data["resolved"]["members"] = Value::Object(members);
            }
        }
        data
    }

    /// `user` runs a slash command in `place`.
    pub async fn slash(&self, user: &User, place: Place, cmd: Slash) -> Sent {
        let (id, token) = self.register_interaction(2, place, None);
        let mut d = self.interaction_base(id, &token, 2, user, place);
        d["data"] = self.command_data(&cmd, place);
        let since = self.mark();
        let at = self.dispatch("INTERACTION_CREATE", d).await;
        Sent {
            id,
            token,
            kind: 2,
            channel_id: place.channel_id(),
            user_id: user.id,
            message_id: None,
            at,
            since,
        }
    }

    /// `user` types into the focused option of a command (see [`Slash::focus`]).
    pub async fn autocomplete(&self, user: &User, place: Place, cmd: Slash) -> Sent {
        let (id, token) = self.register_interaction(4, place, None);
        let mut d = self.interaction_base(id, &token, 4, user, place);
        d["data"] = self.command_data(&cmd, place);
        if let Some(obj) = d["data"].as_object_mut() {
            obj.remove("resolved");
        }
        let since = self.mark();
        let at = self.dispatch("INTERACTION_CREATE", d).await;
        Sent {
            id,
            token,
            kind: 4,
            channel_id: place.channel_id(),
            user_id: user.id,
            message_id: None,
            at,
            since,
        }
    }

    /// `user` clicks the button `custom_id` on message `message_id`. Panics if the message
    /// does not exist or has no such enabled button: Discord cannot send such a click.
    pub async fn click(&self, user: &User, message_id: u64, custom_id: &str) -> Sent {
        let message = self
            .message(message_id)
            .unwrap_or_else(|| panic!("no message {message_id}"));
        let component = message.component(custom_id).unwrap_or_else(|| {
            panic!(
                "message {message_id} has no component {custom_id:?}: {:?}",
                message.custom_ids()
            )
        });
        assert_eq!(
            component.get("type").and_then(Value::as_u64),
            Some(2),
            "{custom_id} is not a button"
        );
        assert!(
            !component
                .get("disabled")
                .and_then(Value::as_bool)
                .unwrap_or(false),
            "button {custom_id} is disabled"
        );
        self.component(
            user,
            &message,
            json!({"custom_id": custom_id, "component_type": 2}),
        )
        .await
    }

    /// Click a button by custom_id on a message, whether or not it is there (for testing the
    /// bot's checks against forged or stale clicks).
    pub async fn click_unchecked(&self, user: &User, message_id: u64, custom_id: &str) -> Sent {
        let message = self
            .message(message_id)
            .unwrap_or_else(|| panic!("no message {message_id}"));
        self.component(
            user,
            &message,
            json!({"custom_id": custom_id, "component_type": 2}),
        )
        .await
    }

    /// `user` picks `values` in the string select `custom_id` on message `message_id`.
    pub async fn select(
        &self,
        user: &User,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Sent {
        let message = self
            .message(message_id)
            .unwrap_or_else(|| panic!("no message {message_id}"));
        let component = message
            .component(custom_id)
            .unwrap_or_else(|| panic!("message {message_id} has no component {custom_id:?}"));
        let kind = component.get("type").and_then(Value::as_u64).unwrap_or(3);
        self.component(
            user,
            &message,
            json!({"custom_id": custom_id, "component_type": kind, "values": values}),
        )
        .await
    }

    async fn component(&self, user: &User, message: &Message, data: Value) -> Sent {
        let place = match message.guild_id.or_else(|| {
            self.shared
                .model()
                .channels
                .get(&message.channel_id)
                .copied()
                .flatten()
        }) {
            Some(guild_id) => Place::Guild {
                guild_id,
                channel_id: message.channel_id,
            },
            None => Place::Dm {
                channel_id: message.channel_id,
            },
        };
        let (id, token) = self.register_interaction(3, place, Some(message.id));
        let mut d = self.interaction_base(id, &token, 3, user, place);
        d["data"] = data;
        d["message"] = message.to_json(&self.shared.base);
        let since = self.mark();
        let at = self.dispatch("INTERACTION_CREATE", d).await;
        Sent {
            id,
            token,
            kind: 3,
            channel_id: place.channel_id(),
            user_id: user.id,
            message_id: Some(message.id),
            at,
            since,
        }
    }

    // ---- answers to interactions --------------------------------------------------------

    /// The callback for an interaction (waits up to [`WAIT`], panics otherwise).
    pub async fn callback(&self, sent: &Sent) -> Arc<Request> {
        self.wait_callback(sent, WAIT)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// The first callback for an interaction, waiting up to `timeout` (cheap: no scanning, so
    /// fit for load tests).
    pub async fn wait_callback(
        &self,
        sent: &Sent,
        timeout: Duration,
    ) -> Result<Arc<Request>, String> {
        let rx = {
            let mut model = self.shared.model();
            if let Some(r) = model.callbacks.get(&sent.id) {
                return Ok(r.clone());
            }
            let (tx, rx) = oneshot::channel();
            model.callback_waiters.entry(sent.id).or_default().push(tx);
            rx
        };
        match tokio::time::timeout(timeout, rx).await {
            Ok(Ok(r)) => Ok(r),
            _ => Err(format!(
                "no callback for interaction {} within {timeout:?}; the last requests:\n{}",
                sent.id,
                self.dump(20)
            )),
        }
    }

    /// The first message the user sees in answer to an interaction: the type-4 or type-7
    /// callback itself, or after a type-5/6 callback the first followup or `@original` edit.
    /// Returns the request and the message as the fake holds it afterwards.
    pub async fn reply(&self, sent: &Sent) -> Reply {
        let cb = self
            .expect_after(sent.since, |r| r.is_callback_for(sent) && r.ok())
            .await;
        let request = match cb.callback_type() {
            Some(4) | Some(7) => cb.clone(),
            _ => {
                self.expect_after(cb.seq + 1, |r| {
                    r.is_for(sent) && r.ok() && (r.method == "POST" || r.method == "PATCH")
                })
                .await
            }
        };
        let id = request
            .response
            .as_ref()
            .and_then(|v| v.get("id"))
            .and_then(Value::as_str)
            .and_then(|s| s.parse().ok());
        let message = match id {
            Some(id) => self.message(id),
            None => self.original(sent),
        }
        .unwrap_or_else(|| panic!("no message for {request}"));
        Reply {
            callback: cb,
            request,
            message,
        }
    }
}

/// The answer to an interaction (see [`FakeDiscord::reply`]).
#[derive(Clone, Debug)]
pub struct Reply {
    pub callback: Arc<Request>,
    /// The request that carried the message (the callback itself for types 4 and 7).
    pub request: Arc<Request>,
    pub message: Message,
}

impl Reply {
    pub fn ephemeral(&self) -> bool {
        self.message.ephemeral
    }
    pub fn text(&self) -> String {
        self.message.text()
    }
}

fn member_json(user: &User) -> Value {
    json!({
        "user": user.json(),
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "permissions": user.permissions.to_string(),
    })
}

// ---------------------------------------------------------------------------------------------
// REST server
// ---------------------------------------------------------------------------------------------

async fn serve_rest(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(serve_http_connection(stream, shared.clone()));
    }
}

/// One HTTP/1.1 request as read off the wire.
struct HttpRequest {
    method: String,
    target: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl HttpRequest {
    fn header(&self, name: &str) -> Option<String> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    }
}

async fn read_line<R: AsyncBufRead + Unpin>(reader: &mut R) -> Option<String> {
    let mut line = Vec::new();
    let n = reader.read_until(b'\n', &mut line).await.ok()?;
    if n == 0 {
        return None;
    }
    Some(
        String::from_utf8_lossy(&line)
            .trim_end_matches(['\r', '\n'])
            .to_string(),
    )
}

/// Read one request (Content-Length or chunked body). None at end of stream or on garbage.
async fn read_request<R: AsyncBufRead + Unpin>(reader: &mut R) -> Option<HttpRequest> {
    let mut line = read_line(reader).await?;
    while line.is_empty() {
        line = read_line(reader).await?;
    }
    let mut parts = line.split(' ');
    let method = parts.next()?.to_string();
    let target = parts.next()?.to_string();
    let mut headers = Vec::new();
    loop {
        let h = read_line(reader).await?;
        if h.is_empty() {
            break;
        }
        let (k, v) = h.split_once(':')?;
        headers.push((k.trim().to_string(), v.trim().to_string()));
    }
    let mut req = HttpRequest {
        method,
        target,
        headers,
        body: Vec::new(),
    };
    let chunked = req
        .header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
    if chunked {
        loop {
            let size_line = read_line(reader).await?;
            let size = usize::from_str_radix(size_line.split(';').next()?.trim(), 16).ok()?;
            if size == 0 {
                while !read_line(reader).await?.is_empty() {}
                break;
            }
            let start = req.body.len();
            req.body.resize(start + size, 0);
            reader.read_exact(&mut req.body[start..]).await.ok()?;
            read_line(reader).await?;
        }
    } else if let Some(len) = req
        .header("content-length")
        .and_then(|v| v.parse::<usize>().ok())
    {
        req.body.resize(len, 0);
        reader.read_exact(&mut req.body).await.ok()?;
    }
    Some(req)
}

fn reason_phrase(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        _ => "Unknown",
    }
}

/// A small HTTP/1.1 server loop (keep-alive, Content-Length and chunked bodies): all that
/// reqwest needs, without pulling a server framework into the dev-dependencies.
async fn serve_http_connection(stream: tokio::net::TcpStream, shared: Arc<Shared>) {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    while let Some(req) = read_request(&mut reader).await {
        let close = req
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let answer = handle(&shared, req).await;
        let (content_type, body) = match (answer.raw, answer.body) {
            (Some((ct, raw)), _) => (Some(ct), raw),
            (None, Some(json)) => (
                Some("application/json".to_string()),
                json.to_string().into_bytes(),
            ),
            (None, None) => (None, Vec::new()),
        };
        let mut head = format!(
            "HTTP/1.1 {} {}\r\n",
            answer.status,
            reason_phrase(answer.status)
        );
        head.push_str(&format!("content-length: {}\r\n", body.len()));
        if let Some(ct) = content_type {
            head.push_str(&format!("content-type: {ct}\r\n"));
        }
        for (k, v) in &answer.headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        let mut out = head.into_bytes();
        out.extend_from_slice(&body);
        if write.write_all(&out).await.is_err() || close {
            break;
        }
    }
}

struct Answer {
    status: u16,
    body: Option<Value>,
    headers: Vec<(&'static str, String)>,
    raw: Option<(String, Vec<u8>)>,
}

impl Answer {
    fn json(status: u16, body: Value) -> Answer {
        Answer {
            status,
            body: Some(body),
            headers: vec![],
            raw: None,
        }
    }
    fn empty() -> Answer {
        Answer {
            status: 204,
            body: None,
            headers: vec![],
            raw: None,
        }
    }
    fn error(status: u16, code: u64, message: &str) -> Answer {
        Answer::json(status, json!({"message": message, "code": code}))
    }
    fn not_found() -> Answer {
        Answer::error(404, 0, "404: Not Found")
    }
    fn invalid_form(problems: &[String]) -> Answer {
        let errors: Vec<Value> = problems
            .iter()
            .map(|p| json!({"code": "BASE_TYPE_INVALID", "message": p}))
            .collect();
        Answer::json(
            400,
            json!({"message": "Invalid Form Body", "code": 50035, "errors": {"_errors": errors}}),
        )
    }
}

async fn handle(shared: &Shared, req: HttpRequest) -> Answer {
    let at = Instant::now();
    let (path, query) = match req.target.split_once('?') {
        Some((p, q)) => (p.to_string(), Some(q.to_string())),
        None => (req.target.clone(), None),
    };
    let method = req.method.clone();
    let content_type = req.header("content-type");
    let reason = req.header("x-audit-log-reason");
    let auth = req.header("authorization");
    let body = req.body;

    let mut problems = Vec::new();
    let mut json_body = None;
    let mut files = Vec::new();
    let mut multipart = false;
    if let Some(ct) = &content_type {
        if ct.starts_with("multipart/form-data") {
            multipart = true;
            match parse_multipart(ct, &body) {
                Ok(parts) => {
                    for p in parts {
                        if p.name == "payload_json" {
                            match serde_json::from_slice(&p.data) {
                                Ok(v) => json_body = Some(v),
                                Err(e) => problems.push(format!("payload_json is not JSON: {e}")),
                            }
                        } else {
                            let size = p.data.len();
                            let bytes = if shared.config.keep_file_bytes {
                                p.data
                            } else {
                                Vec::new()
                            };
                            files.push(FilePart {
                                field: p.name,
                                filename: p.filename,
                                content_type: p.content_type,
                                size,
                                bytes: Arc::new(bytes),
                            });
                        }
                    }
                }
                Err(e) => problems.push(format!("bad multipart body: {e}")),
            }
        } else if !body.is_empty() {
            match serde_json::from_slice(&body) {
                Ok(v) => json_body = Some(v),
                Err(e) => problems.push(format!("body is not JSON: {e}")),
            }
        }
    } else if !body.is_empty() {
        match serde_json::from_slice(&body) {
            Ok(v) => json_body = Some(v),
            Err(e) => problems.push(format!("body without content-type: {e}")),
        }
    }

    let mut request = Request {
        seq: 0,
        at,
        method: method.clone(),
        path: path.clone(),
        query,
        content_type,
        json: json_body,
        multipart,
        files,
        reason,
        status: 0,
        response: None,
        problems,
        fault: None,
    };

    let mut fault = take_fault(shared, &method, &path);
    if let Some(Fault::Delay(delay)) = fault {
        tokio::time::sleep(delay).await;
        fault = None;
    }
    let answer = if path.starts_with("/attachments/") {
        serve_attachment(shared, &path)
    } else if path.starts_with("/api/v10/")
        && auth.as_deref() != Some(&format!("Bot {}", shared.config.token))
    {
        request
            .problems
            .push(format!("bad Authorization header: {auth:?}"));
        Answer::error(401, 0, "401: Unauthorized")
    } else if let Some(fault) = fault {
        request.fault = Some(fault.clone());
        fault_answer(&fault)
    } else if !request.problems.is_empty() {
        Answer::invalid_form(&request.problems.clone())
    } else {
        route(shared, &mut request)
    };

    request.status = answer.status;
    request.response = answer.body.clone();
    if answer.status == 404
        && answer
            .body
            .as_ref()
            .and_then(|b| b.get("code"))
            .and_then(Value::as_u64)
            == Some(0)
    {
        request.problems.push("unknown route".into());
    }
    {
        let mut model = shared.model();
        request.seq = model.requests.len();
        let request = Arc::new(request);
        model.requests.push(request.clone());
        model
            .subscribers
            .retain(|s| s.send(request.clone()).is_ok());
        if let Some(id) = request.callback_interaction_id() {
            model.callbacks.entry(id).or_insert_with(|| request.clone());
            for waiter in model.callback_waiters.remove(&id).unwrap_or_default() {
                let _ = waiter.send(request.clone());
            }
        }
        let n = model.requests.len();
        drop(model);
        shared.requests_tx.send_replace(n);
    }

    answer
}

fn take_fault(shared: &Shared, method: &str, path: &str) -> Option<Fault> {
    let mut model = shared.model();
    let rule = model.faults.iter_mut().find(|r| {
        r.remaining > 0
            && r.method.as_deref().is_none_or(|m| m == method)
            && path.contains(&r.path_contains)
    })?;
    rule.remaining -= 1;
    let fault = rule.fault.clone();
    model.faults.retain(|r| r.remaining > 0);
    Some(fault)
}

fn fault_answer(fault: &Fault) -> Answer {
    match fault {
        Fault::RateLimited { retry_after } => {
            let mut a = Answer::json(
                429,
                json!({"message": "You are being rate limited.", "retry_after": retry_after, "global": false, "code": 0}),
            );
            a.headers = vec![
                ("retry-after", format!("{}", retry_after.ceil() as u64)),
                ("x-ratelimit-limit", "5".into()),
                ("x-ratelimit-remaining", "0".into()),
                ("x-ratelimit-reset-after", format!("{retry_after:.3}")),
                ("x-ratelimit-bucket", "fakebucket".into()),
                ("x-ratelimit-scope", "user".into()),
            ];
            a
        }
        Fault::ServerError => Answer::error(500, 0, "500: Internal Server Error"),
        Fault::Delay(_) => unreachable!("a delay is served, not answered"),
        Fault::BadGateway => Answer {
            status: 502,
            body: None,
            headers: vec![],
            raw: Some((
                "text/html".into(),
                b"<html><body>502 Bad Gateway</body></html>".to_vec(),
            )),
        },
    }
}

fn serve_attachment(shared: &Shared, path: &str) -> Answer {
    let seg: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    if let ["attachments", _, id, _] = seg.as_slice() {
        let id: u64 = id.parse().unwrap_or(0);
        let model = shared.model();
        for m in model.messages.values() {
            if let Some(a) = m.attachments.iter().find(|a| a.id == id) {
                let ct = a
                    .content_type
                    .clone()
                    .unwrap_or_else(|| "application/octet-stream".into());
                return Answer {
                    status: 200,
                    body: None,
                    headers: vec![],
                    raw: Some((ct, a.bytes.to_vec())),
                };
            }
        }
    }
    Answer::not_found()
}

fn route(shared: &Shared, req: &mut Request) -> Answer {
    let rest = req.path.trim_start_matches("/api/v10/").to_string();
    let seg: Vec<&str> = rest.split('/').collect();
    let app = APP_ID.to_string();
    let method = req.method.clone();
    match (method.as_str(), seg.as_slice()) {
        ("GET", ["gateway"]) => Answer::json(200, json!({"url": shared.ws_url})),
        ("GET", ["gateway", "bot"]) => Answer::json(
            200,
            json!({"url": shared.ws_url, "shards": shared.config.recommended_shards, "session_start_limit":
                {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
        ),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            Answer::json(
                200,
                json!({"id": app, "name": "boardbot", "icon": null, "description": "", "bot_public": false,
                "bot_require_code_grant": false, "verify_key": "00", "flags": 0,
                "owner": {"id": OWNER_ID.to_string(), "username": "owner"}, "team": null,
                "bot": bot_user_json()}),
            )
        }
        ("GET", ["users", "@me"]) => Answer::json(200, bot_user_json()),
        (_, ["applications", a, ..]) if *a != app => Answer::error(403, 50001, "Missing Access"),
        ("PUT", ["applications", _, "commands"]) => put_commands(shared, req, None),
        ("PUT", ["applications", _, "guilds", g, "commands"]) => {
            put_commands(shared, req, g.parse().ok())
        }
        ("GET", ["applications", _, "commands"]) => Answer::json(
            200,
            json!(shared
                .model()
                .commands
                .get(&None)
                .cloned()
                .unwrap_or_default()),
        ),
        ("GET", ["applications", _, "guilds", g, "commands"]) => {
            let g = g.parse().ok();
            Answer::json(
                200,
                json!(shared.model().commands.get(&g).cloned().unwrap_or_default()),
            )
        }
        ("POST", ["applications", _, "commands"]) => post_command(shared, req, None),
        ("POST", ["applications", _, "guilds", g, "commands"]) => {
            post_command(shared, req, g.parse().ok())
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            callback(shared, req, id.parse().unwrap_or(0), token)
        }
        ("POST", ["webhooks", a, token]) if *a == app => followup(shared, req, token),
        (m, ["webhooks", a, token, "messages", which]) if *a == app => {
            webhook_message(shared, req, m, token, which)
        }
        ("POST", ["channels", c, "messages"]) => {
            let channel: u64 = c.parse().unwrap_or(0);
            let guild = shared.model().channels.get(&channel).copied().flatten();
            let data = req.json.clone().unwrap_or(json!({}));
            create_message(shared, req, &data, channel, guild, None, false)
        }
        (m, ["channels", c, "messages", id]) => channel_message(
            shared,
            req,
            m,
            c.parse().unwrap_or(0),
            id.parse().unwrap_or(0),
        ),
        ("POST", ["channels", c, "messages", _, "threads"]) => {
            // A public thread started from a message: a new channel of the same guild.
            let parent: u64 = c.parse().unwrap_or(0);
            let guild = shared.model().channels.get(&parent).copied().flatten();
            let id = shared.snowflake();
            shared.model().channels.insert(id, guild);
            let name = req
                .json
                .as_ref()
                .and_then(|j| j["name"].as_str())
                .unwrap_or("thread")
                .to_string();
            Answer::json(
                201,
                json!({
                    "id": id.to_string(), "type": 11, "guild_id": guild.map(|g| g.to_string()),
                    "parent_id": c, "name": name, "owner_id": BOT_ID.to_string(),
                    "position": 0, "permission_overwrites": [], "nsfw": false,
                    "message_count": 0, "member_count": 1, "rate_limit_per_user": 0,
                    "thread_metadata": {"archived": false, "auto_archive_duration": 1440,
                        "archive_timestamp": "2026-01-01T00:00:00+00:00", "locked": false},
                }),
            )
        }
        ("GET", ["channels", c]) => {
            let channel: u64 = c.parse().unwrap_or(0);
            match shared.model().channels.get(&channel).copied() {
                Some(Some(g)) => Answer::json(
                    200,
                    json!({"id": c, "type": 0, "guild_id": g.to_string(), "name": format!("channel-{c}"), "position": 0, "permission_overwrites": [], "nsfw": false}),
                ),
                Some(None) => Answer::json(
                    200,
                    json!({"id": c, "type": 1, "recipients": [], "last_message_id": null}),
                ),
                None => Answer::error(404, 10003, "Unknown Channel"),
            }
        }
        ("POST", ["channels", _, "typing"]) => Answer::empty(),
        ("PUT" | "DELETE", ["channels", _, "messages", _, "reactions", ..]) => Answer::empty(),
        _ => Answer::not_found(),
    }
}

// ---- commands ---------------------------------------------------------------------------

fn put_commands(shared: &Shared, req: &mut Request, guild: Option<u64>) -> Answer {
    let Some(list) = req.json.as_ref().and_then(Value::as_array).cloned() else {
        req.problems.push("command list is not an array".into());
        return Answer::invalid_form(&req.problems.clone());
    };
    let mut problems = Vec::new();
    if list.len() > 100 {
        problems.push(format!(
            "{} commands: at most 100 chat input commands",
            list.len()
        ));
    }
    let mut names = HashSet::new();
    for cmd in &list {
        problems.extend(check_command(cmd));
        let key = (
            cmd.get("type").and_then(Value::as_u64).unwrap_or(1),
            cmd.get("name").cloned().unwrap_or(Value::Null).to_string(),
        );
        if !names.insert(key) {
            problems.push(format!(
                "duplicate command name {}",
                cmd.get("name").unwrap_or(&Value::Null)
            ));
        }
    }
    if !problems.is_empty() {
        req.problems = problems;
        return Answer::invalid_form(&req.problems.clone());
    }
    let stored: Vec<Value> = list
        .iter()
        .map(|c| stored_command(shared, c, guild))
        .collect();
    shared.model().commands.insert(guild, stored.clone());
    Answer::json(200, json!(stored))
}

fn post_command(shared: &Shared, req: &mut Request, guild: Option<u64>) -> Answer {
    let Some(cmd) = req.json.clone() else {
        req.problems.push("no body".into());
        return Answer::invalid_form(&req.problems.clone());
    };
    let problems = check_command(&cmd);
    if !problems.is_empty() {
        req.problems = problems;
        return Answer::invalid_form(&req.problems.clone());
    }
    let stored = stored_command(shared, &cmd, guild);
    let mut model = shared.model();
    let list = model.commands.entry(guild).or_default();
    list.retain(|c| c.get("name") != stored.get("name"));
    list.push(stored.clone());
    Answer::json(201, stored)
}

fn stored_command(shared: &Shared, cmd: &Value, guild: Option<u64>) -> Value {
    let mut c = cmd.clone();
    c["id"] = json!(shared.snowflake().to_string());
    c["application_id"] = json!(APP_ID.to_string());
    c["version"] = json!(shared.snowflake().to_string());
    if c.get("type").is_none() {
        c["type"] = json!(1);
    }
    if let Some(g) = guild {
        c["guild_id"] = json!(g.to_string());
    }
    c
}

fn is_valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.chars().all(|c| !c.is_uppercase())
}

/// Discord's limits for an application command (chat input unless `type` says otherwise).
pub fn check_command(cmd: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let name = cmd.get("name").and_then(Value::as_str).unwrap_or("");
    let kind = cmd.get("type").and_then(Value::as_u64).unwrap_or(1);
    let desc = cmd.get("description").and_then(Value::as_str).unwrap_or("");
    if kind == 1 {
        if !is_valid_name(name) {
            problems.push(format!(
                "command name {name:?} must be 1-32 lower-case letters, digits, - or _"
            ));
        }
        let n = desc.chars().count();
        if !(1..=100).contains(&n) {
            problems.push(format!(
                "/{name}: description must be 1-100 characters, is {n}"
            ));
        }
    } else if name.is_empty() || name.chars().count() > 32 {
        problems.push(format!(
            "context menu name {name:?} must be 1-32 characters"
        ));
    }
    if let Some(perms) = cmd.get("default_member_permissions") {
        if !(perms.is_null() || perms.as_str().is_some_and(|s| s.parse::<u64>().is_ok())) {
            problems.push(format!(
                "/{name}: default_member_permissions must be a string of digits"
            ));
        }
    }
    let mut total = name.chars().count() + desc.chars().count();
    if let Some(options) = cmd.get("options") {
        check_options(&format!("/{name}"), options, 0, &mut problems, &mut total);
    }
    if total > 4000 {
        problems.push(format!(
            "/{name}: {total} characters in names, descriptions and choices (max 4000)"
        ));
    }
    problems
}

fn check_options(
    at: &str,
    options: &Value,
    depth: usize,
    problems: &mut Vec<String>,
    total: &mut usize,
) {
    let Some(list) = options.as_array() else {
        problems.push(format!("{at}: options must be an array"));
        return;
    };
    if list.len() > 25 {
        problems.push(format!("{at}: {} options (max 25)", list.len()));
    }
    let mut seen_optional = false;
    let mut names = HashSet::new();
    let has_sub = list
        .iter()
        .any(|o| matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2)));
    for o in list {
        let kind = o.get("type").and_then(Value::as_u64).unwrap_or(0);
        let name = o.get("name").and_then(Value::as_str).unwrap_or("");
        let here = format!("{at} {name}");
        if !is_valid_name(name) {
            problems.push(format!(
                "{here}: option name must be 1-32 lower-case letters, digits, - or _"
            ));
        }
        if !names.insert(name.to_string()) {
            problems.push(format!("{here}: duplicate option name"));
        }
        let desc = o.get("description").and_then(Value::as_str).unwrap_or("");
        let n = desc.chars().count();
        if !(1..=100).contains(&n) {
            problems.push(format!(
                "{here}: description must be 1-100 characters, is {n}"
            ));
        }
        *total += name.chars().count() + n;
        if !(1..=11).contains(&kind) {
            problems.push(format!("{here}: unknown option type {kind}"));
        }
        if has_sub && !matches!(kind, 1 | 2) {
            problems.push(format!(
                "{here}: subcommands cannot be mixed with other options"
            ));
        }
        match kind {
            1 | 2 => {
                if kind == 2 && depth > 0 || kind == 1 && depth > 1 {
                    problems.push(format!("{here}: subcommands nested too deep"));
                }
                if let Some(sub) = o.get("options") {
                    check_options(&here, sub, depth + 1, problems, total);
                }
            }
            _ => {
                let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
                if required && seen_optional {
                    problems.push(format!("{here}: required option after an optional one"));
                }
                seen_optional |= !required;
                let autocomplete = o
                    .get("autocomplete")
                    .and_then(Value::as_bool)
                    .unwrap_or(false);
                if let Some(choices) = o.get("choices").and_then(Value::as_array) {
                    if choices.len() > 25 {
                        problems.push(format!("{here}: {} choices (max 25)", choices.len()));
                    }
                    if autocomplete && !choices.is_empty() {
                        problems.push(format!(
                            "{here}: autocomplete cannot be combined with choices"
                        ));
                    }
                    if !choices.is_empty() && !matches!(kind, 3 | 4 | 10) {
                        problems.push(format!("{here}: choices on an option of type {kind}"));
                    }
                    for c in choices {
                        let cname = c.get("name").and_then(Value::as_str).unwrap_or("");
                        if !(1..=100).contains(&cname.chars().count()) {
                            problems.push(format!(
                                "{here}: choice name {cname:?} must be 1-100 characters"
                            ));
                        }
                        *total += cname.chars().count();
                        let value = c.get("value").unwrap_or(&Value::Null);
                        let ok = match kind {
                            3 => value
                                .as_str()
                                .is_some_and(|s| (1..=100).contains(&s.chars().count())),
                            4 => value.is_i64() || value.is_u64(),
                            _ => value.is_number(),
                        };
                        if !ok {
                            problems.push(format!(
                                "{here}: choice value {value} does not fit option type {kind}"
                            ));
                        }
                        if kind == 3 {
                            *total += value.as_str().map_or(0, |s| s.chars().count());
                        }
                    }
                }
                if autocomplete && !matches!(kind, 3 | 4 | 10) {
                    problems.push(format!("{here}: autocomplete on an option of type {kind}"));
                }
            }
        }
    }
}

// ---- messages ---------------------------------------------------------------------------

/// Discord's limits for a message body; `is_edit` relaxes the "not empty" rule.
pub fn check_message(data: &Value, files: &[FilePart], is_edit: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let content = data.get("content").and_then(Value::as_str).unwrap_or("");
    if content.chars().count() > 2000 {
        problems.push(format!(
            "content has {} characters (max 2000)",
            content.chars().count()
        ));
    }
    let embeds = data
        .get("embeds")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if embeds.len() > 10 {
        problems.push(format!("{} embeds (max 10)", embeds.len()));
    }
    let mut embed_total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let len = |p: &str| {
            e.pointer(p)
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count())
        };
        for (p, max) in [
            ("/title", 256),
            ("/description", 4096),
            ("/footer/text", 2048),
            ("/author/name", 256),
        ] {
            let n = len(p);
            embed_total += n;
            if n > max {
                problems.push(format!("embeds[{i}]{p} has {n} characters (max {max})"));
            }
        }
        let fields = e
            .get("fields")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if fields.len() > 25 {
            problems.push(format!("embeds[{i}] has {} fields (max 25)", fields.len()));
        }
        for (j, f) in fields.iter().enumerate() {
            let name = f
                .get("name")
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count());
            let value = f
                .get("value")
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count());
            embed_total += name + value;
            if !(1..=256).contains(&name) || !(1..=1024).contains(&value) {
                problems.push(format!(
                    "embeds[{i}].fields[{j}] name 1-256 and value 1-1024 characters"
                ));
            }
        }
        for key in ["image", "thumbnail"] {
            if let Some(url) = e.pointer(&format!("/{key}/url")).and_then(Value::as_str) {
                if let Some(name) = url.strip_prefix("attachment://") {
                    let attached = files.iter().any(|f| f.filename.as_deref() == Some(name))
                        || data
                            .get("attachments")
                            .and_then(Value::as_array)
                            .into_iter()
                            .flatten()
                            .any(|a| a.get("filename").and_then(Value::as_str) == Some(name));
                    if !attached && !is_edit {
                        problems.push(format!(
                            "embeds[{i}].{key} refers to {url}, which is not attached"
                        ));
                    }
                }
            }
        }
    }
    if embed_total > 6000 {
        problems.push(format!(
            "embeds have {embed_total} characters in all (max 6000)"
        ));
    }
    if let Some(rows) = data.get("components") {
        problems.extend(check_components(rows));
    }
    let mut total = 0;
    for f in files {
        total += f.size;
        if !f.field.starts_with("files[") {
            problems.push(format!("file part named {:?} (expected files[n])", f.field));
        }
        if f.filename.as_deref().unwrap_or("").is_empty() {
            problems.push(format!("file part {} has no filename", f.field));
        }
    }
    if total > 10 * 1024 * 1024 {
        problems.push(format!("files total {total} bytes (max 10 MiB)"));
    }
    if files.len() > 10 {
        problems.push(format!("{} files (max 10)", files.len()));
    }
    // payload_json.attachments[].id must name the files[n] parts (new files) by index.
    for a in data
        .get("attachments")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if let Some(n) = a.get("id").and_then(Value::as_u64) {
            if n < 1_000_000 && !files.iter().any(|f| f.field == format!("files[{n}]")) {
                problems.push(format!("attachments id {n} has no files[{n}] part"));
            }
        }
    }
    if !is_edit
        && content.is_empty()
        && embeds.is_empty()
        && files.is_empty()
        && data
            .get("components")
            .and_then(Value::as_array)
            .is_none_or(|c| c.is_empty())
        && data.get("poll").is_none()
    {
        problems.push("Cannot send an empty message (50006)".into());
    }
    problems
}

/// Discord's limits for message components.
pub fn check_components(rows: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(rows) = rows.as_array() else {
        return vec!["components must be an array".into()];
    };
    if rows.len() > 5 {
        problems.push(format!("{} action rows (max 5)", rows.len()));
    }
    let mut ids = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            problems.push(format!("components[{i}] is not an action row"));
            continue;
        }
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if items.is_empty() || items.len() > 5 {
            problems.push(format!("row {i} has {} components (1-5)", items.len()));
        }
        let selects = items
            .iter()
            .filter(|c| c.get("type").and_then(Value::as_u64) != Some(2))
            .count();
        if selects > 0 && items.len() > 1 {
            problems.push(format!("row {i}: a select menu must be alone in its row"));
        }
        for c in &items {
            let kind = c.get("type").and_then(Value::as_u64).unwrap_or(0);
            let custom_id = c.get("custom_id").and_then(Value::as_str);
            if let Some(id) = custom_id {
                if id.is_empty() || id.chars().count() > 100 {
                    problems.push(format!("custom_id {id:?} must be 1-100 characters"));
                }
                if !ids.insert(id.to_string()) {
                    problems.push(format!("duplicate custom_id {id:?}"));
                }
            }
            match kind {
                2 => {
                    let style = c.get("style").and_then(Value::as_u64).unwrap_or(0);
                    if !(1..=6).contains(&style) {
                        problems.push(format!("button style {style}"));
                    }
                    match style {
                        5 if c.get("url").is_none() => {
                            problems.push("link button without url".into())
                        }
                        1..=4 if custom_id.is_none() => {
                            problems.push("button without custom_id".into())
                        }
                        _ => {}
                    }
                    let label = c
                        .get("label")
                        .and_then(Value::as_str)
                        .map_or(0, |s| s.chars().count());
                    if label > 80 {
                        problems.push(format!("button label of {label} characters (max 80)"));
                    }
                    if label == 0 && c.get("emoji").is_none() {
                        problems.push("button needs a label or an emoji".into());
                    }
                }
                3 | 5 | 6 | 7 | 8 => {
                    if custom_id.is_none() {
                        problems.push("select menu without custom_id".into());
                    }
                    if kind == 3 {
                        let options = c
                            .get("options")
                            .and_then(Value::as_array)
                            .cloned()
                            .unwrap_or_default();
                        if options.is_empty() || options.len() > 25 {
                            problems
                                .push(format!("select menu with {} options (1-25)", options.len()));
                        }
                        let mut values = HashSet::new();
                        for o in &options {
                            let label = o
                                .get("label")
                                .and_then(Value::as_str)
                                .map_or(0, |s| s.chars().count());
                            let value = o.get("value").and_then(Value::as_str).unwrap_or("");
                            if !(1..=100).contains(&label)
                                || !(1..=100).contains(&value.chars().count())
                            {
                                problems.push(
                                    "select option label and value must be 1-100 characters".into(),
                                );
                            }
                            if !values.insert(value.to_string()) {
                                problems.push(format!("duplicate select option value {value:?}"));
                            }
                        }
                    }
                    let placeholder = c
                        .get("placeholder")
                        .and_then(Value::as_str)
                        .map_or(0, |s| s.chars().count());
                    if placeholder > 150 {
                        problems.push("select placeholder over 150 characters".into());
                    }
                }
                _ => problems.push(format!("component type {kind} in an action row")),
            }
        }
    }
    problems
}

fn ephemeral_of(data: &Value) -> bool {
    data.get("flags").and_then(Value::as_u64).unwrap_or(0) & EPHEMERAL != 0
}

/// Build a new message from a body, store it and answer with it.
fn create_message(
    shared: &Shared,
    req: &mut Request,
    data: &Value,
    channel_id: u64,
    guild_id: Option<u64>,
    token: Option<String>,
    ephemeral: bool,
) -> Answer {
    let problems = check_message(data, &req.files, false);
    if !problems.is_empty() {
        req.problems = problems;
        return Answer::invalid_form(&req.problems.clone());
    }
    let id = shared.snowflake();
    let mut message = Message {
        id,
        channel_id,
        guild_id,
        content: String::new(),
        embeds: vec![],
        components: vec![],
        attachments: vec![],
        flags: 0,
        ephemeral,
        interaction_token: token,
        loading: false,
        deleted: false,
        edits: 0,
    };
    apply_body(shared, &mut message, data, &req.files);
    if ephemeral {
        message.flags |= EPHEMERAL;
    }
    message.edits = 0;
    let body = message.to_json(&shared.base);
    let mut model = shared.model();
    model.messages.insert(id, message);
    model.message_order.push(id);
    Answer::json(200, body)
}

/// Apply the fields present in a message body (create or edit).
fn apply_body(shared: &Shared, message: &mut Message, data: &Value, files: &[FilePart]) {
    if let Some(c) = data.get("content") {
        message.content = c.as_str().unwrap_or("").to_string();
    }
    if let Some(e) = data.get("embeds") {
        message.embeds = e.as_array().cloned().unwrap_or_default();
    }
    if let Some(c) = data.get("components") {
        message.components = c.as_array().cloned().unwrap_or_default();
    }
    if let Some(f) = data.get("flags").and_then(Value::as_u64) {
        message.flags = (message.flags & EPHEMERAL) | (f & !EPHEMERAL & !LOADING);
    }
    let new_file = |f: &FilePart, meta: Option<&Value>| Attachment {
        id: shared.snowflake(),
        filename: meta
            .and_then(|m| m.get("filename"))
            .and_then(Value::as_str)
            .map(str::to_string)
            .or_else(|| f.filename.clone())
            .unwrap_or_else(|| "file".into()),
        content_type: f.content_type.clone(),
        size: f.size,
        bytes: f.bytes.clone(),
    };
    match data.get("attachments").and_then(Value::as_array) {
        Some(list) => {
            let mut kept = Vec::new();
            for a in list {
                let id = a.get("id");
                let as_index = id.and_then(Value::as_u64).filter(|n| *n < 1_000_000);
                if let Some(n) = as_index {
                    if let Some(f) = files.iter().find(|f| f.field == format!("files[{n}]")) {
                        kept.push(new_file(f, Some(a)));
                    }
                } else {
                    let existing: Option<u64> =
                        id.and_then(|v| v.as_str().and_then(|s| s.parse().ok()).or(v.as_u64()));
                    if let Some(old) = message.attachments.iter().find(|x| Some(x.id) == existing) {
                        kept.push(old.clone());
                    }
                }
            }
            message.attachments = kept;
        }
        None => {
            for f in files {
                message.attachments.push(new_file(f, None));
            }
        }
    }
    message.loading = false;
    message.edits += 1;
}

fn edit_message(shared: &Shared, req: &mut Request, id: u64) -> Answer {
    let data = req.json.clone().unwrap_or(json!({}));
    let problems = check_message(&data, &req.files, true);
    if !problems.is_empty() {
        req.problems = problems;
        return Answer::invalid_form(&req.problems.clone());
    }
    let mut message = match shared.model().messages.get(&id) {
        Some(m) if !m.deleted => m.clone(),
        _ => return Answer::error(404, 10008, "Unknown Message"),
    };
    apply_body(shared, &mut message, &data, &req.files);
    if message.content.is_empty()
        && message.embeds.is_empty()
        && message.attachments.is_empty()
        && message.components.is_empty()
    {
        req.problems
            .push("Cannot send an empty message (50006)".into());
        return Answer::error(400, 50006, "Cannot send an empty message");
    }
    let body = message.to_json(&shared.base);
    shared.model().messages.insert(id, message);
    Answer::json(200, body)
}

fn channel_message(
    shared: &Shared,
    req: &mut Request,
    method: &str,
    channel: u64,
    id: u64,
) -> Answer {
    let found = shared.model().messages.get(&id).cloned();
    let Some(m) = found.filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral) else {
        return Answer::error(404, 10008, "Unknown Message");
    };
    match method {
        "GET" => Answer::json(200, m.to_json(&shared.base)),
        "PATCH" => edit_message(shared, req, id),
        "DELETE" => {
            if let Some(m) = shared.model().messages.get_mut(&id) {
                m.deleted = true;
            }
            Answer::empty()
        }
        _ => Answer::not_found(),
    }
}

// ---- interactions -----------------------------------------------------------------------

fn callback(shared: &Shared, req: &mut Request, id: u64, token: &str) -> Answer {
    let state = shared.model().interactions.get(&id).cloned();
    let Some(state) = state.filter(|s| s.token == token) else {
        req.problems
            .push("callback for an unknown interaction".into());
        return Answer::error(404, 10062, "Unknown interaction");
    };
    if req.at > state.deadline {
        let late = req.at - (state.deadline - shared.config.interaction_deadline);
        req.problems.push(format!(
            "callback {late:?} after the event (Discord allows {:?})",
            shared.config.interaction_deadline
        ));
        return Answer::error(404, 10062, "Unknown interaction");
    }
    if state.acked.is_some() {
        req.problems
            .push("second callback for the same interaction".into());
        return Answer::error(400, 40060, "Interaction has already been acknowledged.");
    }
    let body = req.json.clone().unwrap_or(json!({}));
    let kind = body.get("type").and_then(Value::as_u64).unwrap_or(0);
    let allowed: &[u64] = match state.kind {
        2 => &[4, 5, 9],
        3 => &[4, 5, 6, 7, 9],
        4 => &[8],
        _ => &[],
    };
    if !allowed.contains(&kind) {
        req.problems.push(format!(
            "callback type {kind} is not valid for an interaction of type {}",
            state.kind
        ));
        return Answer::error(400, 50035, "Invalid Form Body");
    }
    let data = body.get("data").cloned().unwrap_or(json!({}));
    let mut original = state.original;
    match kind {
        4 => {
            let eph = ephemeral_of(&data);
            let answer = create_message(
                shared,
                req,
                &data,
                state.channel_id,
                state.guild_id,
                Some(state.token.clone()),
                eph,
            );
            if answer.status != 200 {
                return answer;
            }
            original = answer
                .body
                .as_ref()
                .and_then(|b| b["id"].as_str())
                .and_then(|s| s.parse().ok());
        }
        5 => {
            let id = shared.snowflake();
            let eph = ephemeral_of(&data);
            let message = Message {
                id,
                channel_id: state.channel_id,
                guild_id: state.guild_id,
                content: String::new(),
                embeds: vec![],
                components: vec![],
                attachments: vec![],
                flags: LOADING | if eph { EPHEMERAL } else { 0 },
                ephemeral: eph,
                interaction_token: Some(state.token.clone()),
                loading: true,
                deleted: false,
                edits: 0,
            };
            let mut model = shared.model();
            model.messages.insert(id, message);
            model.message_order.push(id);
            original = Some(id);
        }
        6 => original = state.component_message,
        7 => {
            let target = state.component_message.unwrap_or(0);
            let problems = check_message(&data, &req.files, true);
            if !problems.is_empty() {
                req.problems = problems;
                return Answer::invalid_form(&req.problems.clone());
            }
            let mut model = shared.model();
            if let Some(mut m) = model.messages.get(&target).cloned() {
                drop(model);
                apply_body(shared, &mut m, &data, &req.files);
                model = shared.model();
                model.messages.insert(target, m);
            }
            original = Some(target);
        }
        8 => {
            let choices = data
                .get("choices")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            let mut problems = Vec::new();
            if choices.len() > 25 {
                problems.push(format!("{} autocomplete choices (max 25)", choices.len()));
            }
            for c in &choices {
                let name = c
                    .get("name")
                    .and_then(Value::as_str)
                    .map_or(0, |s| s.chars().count());
                let value_ok = match c.get("value") {
                    Some(Value::String(s)) => s.chars().count() <= 100,
                    Some(Value::Number(_)) => true,
                    _ => false,
                };
                if !(1..=100).contains(&name) || !value_ok {
                    problems.push(format!("bad autocomplete choice {c}"));
                }
            }
            if !problems.is_empty() {
                req.problems = problems;
                return Answer::invalid_form(&req.problems.clone());
            }
        }
        _ => {}
    }
    let mut model = shared.model();
    if let Some(s) = model.interactions.get_mut(&id) {
        s.acked = Some(kind);
        s.original = original;
    }
    Answer::empty()
}

fn interaction_by_token(shared: &Shared, token: &str) -> Option<InteractionState> {
    let model = shared.model();
    let id = model.tokens.get(token)?;
    model.interactions.get(id).cloned()
}

fn followup(shared: &Shared, req: &mut Request, token: &str) -> Answer {
    let Some(state) = interaction_by_token(shared, token) else {
        req.problems.push("followup with an unknown token".into());
        return Answer::error(404, 10015, "Unknown Webhook");
    };
    if state.acked.is_none() {
        req.problems
            .push("followup before the interaction was acknowledged".into());
        return Answer::error(404, 10015, "Unknown Webhook");
    }
    let data = req.json.clone().unwrap_or(json!({}));
    // The first followup after a deferred reply (type 5) fills in the "thinking…" message and
    // keeps the defer's ephemeral flag.
    if state.acked == Some(5) {
        if let Some(orig) = state.original {
            let placeholder = shared.model().messages.get(&orig).cloned();
            if let Some(p) = placeholder.filter(|p| p.loading) {
                let problems = check_message(&data, &req.files, false);
                if !problems.is_empty() {
                    req.problems = problems;
                    return Answer::invalid_form(&req.problems.clone());
                }
                let mut m = p;
                apply_body(shared, &mut m, &data, &req.files);
                m.edits = 0;
                let body = m.to_json(&shared.base);
                shared.model().messages.insert(orig, m);
                return Answer::json(200, body);
            }
        }
    }
    let eph = ephemeral_of(&data);
    create_message(
        shared,
        req,
        &data,
        state.channel_id,
        state.guild_id,
        Some(state.token.clone()),
        eph,
    )
}

fn webhook_message(
    shared: &Shared,
    req: &mut Request,
    method: &str,
    token: &str,
    which: &str,
) -> Answer {
    let Some(state) = interaction_by_token(shared, token) else {
        req.problems
            .push("webhook call with an unknown token".into());
        return Answer::error(404, 10015, "Unknown Webhook");
    };
    let id = if which == "@original" {
        match state.original {
            Some(id) => id,
            None => return Answer::error(404, 10008, "Unknown Message"),
        }
    } else {
        let id: u64 = which.parse().unwrap_or(0);
        let belongs = shared.model().messages.get(&id).is_some_and(|m| {
            m.interaction_token.as_deref() == Some(token) || Some(id) == state.original
        });
        if !belongs {
            return Answer::error(404, 10008, "Unknown Message");
        }
        id
    };
    match method {
        "GET" => match shared.model().messages.get(&id) {
            Some(m) if !m.deleted => Answer::json(200, m.to_json(&shared.base)),
            _ => Answer::error(404, 10008, "Unknown Message"),
        },
        "PATCH" => edit_message(shared, req, id),
        "DELETE" => {
            if let Some(m) = shared.model().messages.get_mut(&id) {
                m.deleted = true;
            }
            Answer::empty()
        }
        _ => Answer::not_found(),
    }
}

// ---------------------------------------------------------------------------------------------
// Multipart
// ---------------------------------------------------------------------------------------------

struct Part {
    name: String,
    filename: Option<String>,
    content_type: Option<String>,
    data: Vec<u8>,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    (from..=hay.len() - needle.len())
        .find(|&i| hay[i] == needle[0] && &hay[i..i + needle.len()] == needle)
}

fn header_param(value: &str, key: &str) -> Option<String> {
    value.split(';').map(str::trim).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        (k.trim().eq_ignore_ascii_case(key)).then(|| v.trim().trim_matches('"').to_string())
    })
}

/// Parse a `multipart/form-data` body (RFC 7578) as reqwest writes it.
fn parse_multipart(content_type: &str, body: &[u8]) -> Result<Vec<Part>, String> {
    let boundary = header_param(content_type, "boundary").ok_or("no boundary")?;
    let delim = format!("--{boundary}").into_bytes();
    let mut pos = find(body, &delim, 0).ok_or("no first boundary")? + delim.len();
    let mut parts = Vec::new();
    loop {
        if body[pos..].starts_with(b"--") {
            return Ok(parts);
        }
        if !body[pos..].starts_with(b"\r\n") {
            return Err("boundary not followed by CRLF".into());
        }
        pos += 2;
        let head_end = find(body, b"\r\n\r\n", pos).ok_or("part without header end")?;
        let head =
            std::str::from_utf8(&body[pos..head_end]).map_err(|_| "non-UTF-8 part headers")?;
        let mut name = None;
        let mut filename = None;
        let mut ctype = None;
        for line in head.split("\r\n") {
            let Some((k, v)) = line.split_once(':') else {
                continue;
            };
            if k.trim().eq_ignore_ascii_case("content-disposition") {
                name = header_param(v, "name");
                filename = header_param(v, "filename");
            } else if k.trim().eq_ignore_ascii_case("content-type") {
                ctype = Some(v.trim().to_string());
            }
        }
        let data_start = head_end + 4;
        let mut end_delim = b"\r\n".to_vec();
        end_delim.extend_from_slice(&delim);
        let data_end = find(body, &end_delim, data_start).ok_or("part without closing boundary")?;
        parts.push(Part {
            name: name.ok_or("part without a name")?,
            filename,
            content_type: ctype,
            data: body[data_start..data_end].to_vec(),
        });
        pos = data_end + end_delim.len();
    }
}

// ---------------------------------------------------------------------------------------------
// Gateway
// ---------------------------------------------------------------------------------------------

async fn serve_gateway(listener: TcpListener, shared: Arc<Shared>) {
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
                                queue.push_back(json!({"op": 0, "s": seq, "t": "GUILD_CREATE", "d": guild_json(*g)}));
                            }
                        }
                        registered = true;
                    }
                    Some(6) => {
                        shared.resumes.fetch_add(1, Ordering::SeqCst);
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

fn guild_json(id: u64) -> Value {
    json!({
        "id": id.to_string(), "name": "Test guild", "owner_id": OWNER_ID.to_string(),
        "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
        "roles": [], "emojis": [], "features": [], "mfa_level": 0, "system_channel_flags": 0,
        "premium_tier": 0, "preferred_locale": "en-US", "nsfw_level": 0, "stickers": [],
        "premium_progress_bar_enabled": false, "joined_at": TIMESTAMP, "large": false,
        "member_count": 2, "voice_states": [], "members": [], "channels": [], "threads": [],
        "presences": [], "stage_instances": [], "guild_scheduled_events": [],
    })
}
