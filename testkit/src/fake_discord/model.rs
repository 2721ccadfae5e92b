//! The state the fake holds: the messages the bot made, interactions, registered commands,
//! injected faults and gateway sessions, shared by the REST server and the gateway; also each
//! channel's place (who can reach it), the bot's DM channels, users who refuse DMs, and how far
//! the test moved Discord's clock (on which interaction tokens expire).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::{mpsc, oneshot, watch};

use crate::fake_discord::config::{Config, Fault};
use crate::fake_discord::interactions::Place;
use crate::fake_discord::requests::{collect_custom_ids, decode_png, message_text, Request};
use crate::fake_discord::{APP_ID, BOT_ID, DEFAULT_LOCALE, GUILD_ID, TIMESTAMP};

/// A file attached to a message.
#[derive(Clone, Debug)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    /// Its `description` in `payload_json.attachments`: the alt text screen readers read.
    pub description: Option<String>,
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
    /// The addresses of its Link buttons (style 5), in order.
    pub fn link_urls(&self) -> Vec<String> {
        self.components
            .iter()
            .filter_map(|row| row["components"].as_array())
            .flatten()
            .filter(|c| c["style"].as_u64() == Some(5))
            .filter_map(|c| c["url"].as_str().map(str::to_string))
            .collect()
    }
    /// Every control (button or menu with a custom_id), in order, flattened out of its rows.
    pub fn controls(&self) -> Vec<Value> {
        fn walk(v: &Value, out: &mut Vec<Value>) {
            match v {
                Value::Array(items) => items.iter().for_each(|x| walk(x, out)),
                Value::Object(map) => {
                    if map.contains_key("custom_id") {
                        out.push(v.clone());
                    }
                    if let Some(c) = map.get("components") {
                        walk(c, out);
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        walk(&Value::Array(self.components.clone()), &mut out);
        out
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

    pub(super) fn to_json(&self, base: &str) -> Value {
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
                if let Some(description) = &a.description {
                    v["description"] = json!(description);
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

pub(super) fn bot_user_json() -> Value {
    json!({"id": BOT_ID.to_string(), "username": "boardbot", "bot": true})
}

#[derive(Clone, Debug)]
pub(super) struct InteractionState {
    pub(super) token: String,
    pub(super) kind: u8,
    pub(super) channel_id: u64,
    pub(super) guild_id: Option<u64>,
    pub(super) deadline: Instant,
    /// The callback type once acknowledged.
    pub(super) acked: Option<u64>,
    /// `@original`.
    pub(super) original: Option<u64>,
    /// For components: the message the component is on.
    pub(super) component_message: Option<u64>,
    /// `authorizing_integration_owners` has a GUILD_INSTALL (`"0"`) key: without one
    /// (user-installed only) Discord accepts at most [`MAX_USER_INSTALL_FOLLOWUPS`] followups.
    ///
    /// [`MAX_USER_INSTALL_FOLLOWUPS`]: super::MAX_USER_INSTALL_FOLLOWUPS
    pub(super) guild_installed: bool,
    /// Discord makes every response and followup ephemeral (a server without the bot that
    /// denies USE_EXTERNAL_APPS).
    pub(super) force_ephemeral: bool,
    /// When the token stops working, on the fake clock ([`Model::fake_now`]).
    pub(super) expires: Instant,
    /// Followups (`POST /webhooks/{app}/{token}`) accepted so far.
    pub(super) followups: u32,
}

// ---------------------------------------------------------------------------------------------
// Shared state
// ---------------------------------------------------------------------------------------------

pub(super) struct FaultRule {
    pub(super) method: Option<String>,
    pub(super) path_contains: String,
    pub(super) fault: Fault,
    pub(super) remaining: usize,
}

#[derive(Default)]
pub(super) struct Model {
    pub(super) requests: Vec<Arc<Request>>,
    pub(super) messages: HashMap<u64, Message>,
    /// Each channel's messages, oldest first (kept per channel so that reading one channel
    /// does not walk every message of a long load run).
    pub(super) message_order: HashMap<u64, Vec<u64>>,
    pub(super) interactions: HashMap<u64, InteractionState>,
    pub(super) tokens: HashMap<String, u64>,
    /// Every channel the fake knows, with its place (a server with or without the bot, the
    /// bot's DM, a group DM): interactions there and clicks on its messages carry its
    /// attributes, and the bot's own channel endpoints reach it only if the bot sees it.
    pub(super) channels: HashMap<u64, Place>,
    /// The bot's DM channel with each user (`POST /users/@me/channels`, or a [`Place::Dm`]
    /// the user acted in), and the other way round.
    pub(super) dm_channels: HashMap<u64, u64>,
    pub(super) dm_recipients: HashMap<u64, u64>,
    /// Users who accept no DMs from the bot (`50007 Cannot send messages to this user`).
    pub(super) refused_dms: HashSet<u64>,
    /// Users seen in interactions, as user objects (for DM channels' `recipients`).
    pub(super) users: HashMap<u64, Value>,
    /// How far the test moved Discord's clock ahead of real time (interaction tokens expire on
    /// it).
    pub(super) clock_offset: Duration,
    /// Slash commands used where Discord would not offer them, with why.
    pub(super) unoffered: Vec<String>,
    /// The bot's permissions sent in interactions (`None`: [`APP_PERMISSIONS`]).
    pub(super) app_permissions: Option<u64>,
    /// Registered commands: key None = global, Some(guild).
    pub(super) commands: HashMap<Option<u64>, Vec<Value>>,
    pub(super) faults: Vec<FaultRule>,
    pub(super) subscribers: Vec<mpsc::UnboundedSender<Arc<Request>>>,
    /// The first callback of each interaction, and tasks waiting for one.
    pub(super) callbacks: HashMap<u64, Arc<Request>>,
    pub(super) callback_waiters: HashMap<u64, Vec<oneshot::Sender<Arc<Request>>>>,
    pub(super) gateway_log: Vec<(Instant, Value)>,
    /// Users' and guilds' locales set by the test (others have [`DEFAULT_LOCALE`]).
    pub(super) user_locales: HashMap<u64, String>,
    pub(super) guild_locales: HashMap<u64, String>,
    /// Each guild's roles besides @everyone ([`FakeDiscord::add_role`]), as role objects.
    pub(super) guild_roles: HashMap<u64, Vec<Value>>,
    /// The roles each member holds, by (guild, user); the bot is a member of every guild.
    pub(super) member_roles: HashMap<(u64, u64), Vec<u64>>,
    /// Files users attached to commands ([`FakeDiscord::upload`]), by attachment id, and how
    /// often each was fetched from the fake's CDN.
    pub(super) uploads: HashMap<u64, Attachment>,
    pub(super) upload_fetches: HashMap<u64, usize>,
    /// OAuth2 (see `oauth.rs`): who is signed in to the browser's "Discord", the codes given
    /// out (with their redirect URI) and the access tokens, each with its user.
    pub(super) consenting: Option<(u64, String)>,
    pub(super) oauth_codes: HashMap<String, ((u64, String), String)>,
    pub(super) oauth_tokens: HashMap<String, (u64, String)>,
    /// Activity instances running now, by instance id: as `GET
    /// /applications/{app}/activity-instances/{id}` answers them.
    pub(super) activity_instances: HashMap<String, serde_json::Value>,
    /// OAuth2 and Activity requests received (method, path), in order.
    pub(super) visitor_calls: Vec<(String, String)>,
    /// Pictures the bot sent without alt text, a line each naming the request and the file
    /// (see `alt_text.rs`).
    pub(super) pictures_without_alt_text: Vec<String>,
}

impl Model {
    /// The role objects of a guild, @everyone (position 0, the guild's id) first.
    pub(super) fn roles_json(&self, guild_id: u64) -> Vec<Value> {
        let mut roles = vec![role_json(guild_id, "@everyone", 0, false)];
        roles.extend(self.guild_roles.get(&guild_id).cloned().unwrap_or_default());
        roles
    }

    /// A role's position in its guild, if it exists.
    pub(super) fn role_position(&self, guild_id: u64, role_id: u64) -> Option<i64> {
        self.roles_json(guild_id)
            .iter()
            .find(|r| r["id"].as_str() == Some(&role_id.to_string()))
            .and_then(|r| r["position"].as_i64())
    }

    /// Discord's time at the real instant `at`.
    pub(super) fn fake_now(&self, at: Instant) -> Instant {
        at + self.clock_offset
    }
    /// A user object for `user_id`: as seen in interactions, else a plain one.
    pub(super) fn user_json(&self, user_id: u64) -> Value {
        self.users.get(&user_id).cloned().unwrap_or_else(|| {
            json!({"id": user_id.to_string(), "username": format!("user-{user_id}"),
                "global_name": null})
        })
    }
    /// The place of a channel the bot cannot see (a group DM, a server without the bot).
    pub(super) fn unseen(&self, channel_id: u64) -> Option<Place> {
        self.channels
            .get(&channel_id)
            .copied()
            .filter(|p| !p.bot_sees())
    }
    /// The `locale` of the user's interactions.
    pub(super) fn user_locale(&self, user_id: u64) -> &str {
        self.user_locales
            .get(&user_id)
            .map_or(DEFAULT_LOCALE, String::as_str)
    }
    /// The guild's `preferred_locale` (`guild_locale` on interactions).
    pub(super) fn guild_locale(&self, guild_id: u64) -> &str {
        self.guild_locales
            .get(&guild_id)
            .map_or(DEFAULT_LOCALE, String::as_str)
    }
}

pub(super) struct Session {
    pub(super) id: u64,
    pub(super) tx: mpsc::UnboundedSender<Value>,
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

pub(super) struct Shared {
    pub(super) config: Config,
    pub(super) base: String,
    pub(super) ws_url: String,
    pub(super) model: Mutex<Model>,
    pub(super) next_id: AtomicU64,
    pub(super) requests_tx: watch::Sender<usize>,
    /// The identified gateway session of each shard.
    pub(super) sessions: Mutex<HashMap<u32, Session>>,
    /// The shard count of the newest IDENTIFY (1 until then, and for IDENTIFY without `shard`).
    pub(super) shard_count: std::sync::atomic::AtomicU32,
    pub(super) session_tx: watch::Sender<u64>,
    pub(super) next_session: AtomicU64,
    pub(super) identifies: AtomicU64,
}

impl Shared {
    pub(super) fn model(&self) -> MutexGuard<'_, Model> {
        self.model.lock().unwrap_or_else(|e| e.into_inner())
    }
    pub(super) fn sessions(&self) -> MutexGuard<'_, HashMap<u32, Session>> {
        self.sessions.lock().unwrap_or_else(|e| e.into_inner())
    }
    pub(super) fn shard_count(&self) -> u32 {
        self.shard_count.load(Ordering::SeqCst)
    }
    pub(super) fn snowflake(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }
}

/// A role object as Discord sends it.
pub(super) fn role_json(id: u64, name: &str, position: i64, managed: bool) -> Value {
    json!({
        "id": id.to_string(), "name": name, "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false, "icon": null,
        "unicode_emoji": null, "position": position, "permissions": "0", "managed": managed,
        "mentionable": false, "flags": 0,
    })
}
