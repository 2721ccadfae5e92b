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
//!
//! # User-installed app: places without the bot
//!
//! Besides the servers the bot is in ([`Place::Guild`]) and its own DMs ([`Place::Dm`]), a
//! user-installed app is used where the bot user is no member:
//! - [`Place::GroupDm`] ([`FakeDiscord::group_dm`]): a group DM or a DM between two people;
//!   interactions there have `context` 2, a `user` and a partial `channel` but no `guild_id` or
//!   `member`, owners `{"1": installer}` and the `app_permissions` Discord documents for
//!   private channels ([`PRIVATE_CHANNEL_APP_PERMISSIONS`]).
//! - [`Place::ExternalGuild`] ([`FakeDiscord::external_guild_channel`]): a server that never
//!   invited the bot; `context` 0, `guild_id` and `member`, owners `{"1": installer}` (no
//!   `"0"`), `app_permissions` of @everyone with or without [`USE_EXTERNAL_APPS`]. Without it
//!   every response and followup there is stored as ephemeral, whatever the bot asked.
//!
//! Interactions in the home guild carry `context` 0 and owners `{"0": guild}`; in the bot's DM
//! `context` 1, owners `{"0": "0", "1": user}` (the docs: `"0"` is `"0"` in the bot's DM) and
//! [`BOT_DM_APP_PERMISSIONS`]. A global command registered with `integration_types` names
//! only those installations as owners; used where its `contexts` or `integration_types` leave
//! the place out (Discord would not offer it), it still goes out but is noted in
//! [`FakeDiscord::unoffered_commands`]. A click or select happens in the place of the
//! message's channel, by anyone; the owners still name the installer.
//!
//! Discord's rules there, each refusal recorded as a problem so that
//! [`FakeDiscord::assert_no_problems`] fails:
//! - the bot's own channel endpoints (`/channels/{id}/…`: messages, edits, threads, `GET`,
//!   typing, reactions) answer `403 Missing Access` (50001) in channels it cannot see
//!   ([`FakeDiscord::requests_to_unseen_channels`]);
//! - interaction tokens expire [`Config::interaction_token_lifetime`] (15 min) after the
//!   interaction on a clock the test moves ([`FakeDiscord::advance_clock`]): later callbacks,
//!   followups and `@original` requests answer `401 Invalid Webhook Token` (50027); the 3 s
//!   deadline of the first answer stays on real time;
//! - an interaction authorized only by a user installation (owners without `"0"`) takes at
//!   most [`MAX_USER_INSTALL_FOLLOWUPS`] followups (every accepted `POST /webhooks/{app}/{token}`
//!   counts, the one that fills in a deferred reply too); the next answers `400` (40094).
//!
//! Direct messages: `POST /users/@me/channels` gives the bot's DM channel with a user (one id
//! per user, the same as a [`Place::Dm`] the user acted in; [`FakeDiscord::dm_channel_of`]);
//! messages to it are stored like any other, unless the test called
//! [`FakeDiscord::refuse_dms`]: then `403 Cannot send messages to this user` (50007), which is
//! Discord's ordinary answer and no problem.
//!
//! The parts: `config` (how the fake behaves), `interactions` (users, places and the events a
//! test dispatches), `requests` (what the bot sent), `model` (the messages and sessions the
//! fake holds), `http` and `rest` (the REST server and its endpoints), `limits` (Discord's
//! validation of bodies), `alt_text` (every picture the bot sends needs a description),
//! `locales` (users' and guilds' languages), `multipart` and `gateway`.

mod alt_text;
mod config;
mod gateway;
mod http;
mod interactions;
mod limits;
mod locales;
mod model;
mod multipart;
mod oauth;
mod requests;
mod rest;

pub use alt_text::{is_picture, missing_alt_texts, MAX_ALT_TEXT};
pub use config::{Config, Fault};
pub use interactions::{Place, Reply, Sent, Slash, User};
pub use limits::{check_command, check_components, check_message};
pub use model::{guild_on_shard, shard_of, Attachment, Message};
pub use oauth::CLIENT_SECRET;
pub use requests::{decode_png, FilePart, Request};

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};

use gateway::serve_gateway;
use http::serve_rest;
use model::{FaultRule, Model, Shared};

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
/// The locale of users and guilds unless a test sets another
/// ([`FakeDiscord::set_user_locale`], [`FakeDiscord::set_guild_locale`]).
pub const DEFAULT_LOCALE: &str = "en-US";
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
/// USE_EXTERNAL_APPS (`1 << 50`): in a server without the app's bot, responses are public only
/// where it is allowed (else Discord makes them ephemeral).
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;
/// `app_permissions` in group DMs and DMs between other users: ATTACH_FILES | EMBED_LINKS |
/// MENTION_EVERYONE, as Discord's docs list them (no VIEW_CHANNEL or SEND_MESSAGES: the bot
/// user is not in the channel).
pub const PRIVATE_CHANNEL_APP_PERMISSIONS: u64 = 1 << 14 | 1 << 15 | 1 << 17;
/// `app_permissions` in the bot's own DMs: the private channel set plus USE_EXTERNAL_EMOJIS
/// (`"442368"`, the value in Discord's user-installable app tutorial).
pub const BOT_DM_APP_PERMISSIONS: u64 = PRIVATE_CHANNEL_APP_PERMISSIONS | 1 << 18;
/// Followups Discord accepts per interaction authorized only by a user installation.
pub const MAX_USER_INSTALL_FOLLOWUPS: u32 = 5;

const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

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
    /// Stops both servers; then fails the test that sent a picture without alt text (unless
    /// it is failing already), naming each such file.
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
        self.shared.sessions().clear();
        let missing = self.pictures_without_alt_text();
        if !missing.is_empty() && !std::thread::panicking() {
            panic!(
                "the bot sent pictures without alt text (every picture is read to someone):\n{}",
                missing.join("\n")
            );
        }
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
    pub fn token(&self) -> &str {
        &self.shared.config.token
    }

    /// A file a user attaches to a command, served from the fake's CDN
    /// (`{api_base}/attachments/0/{id}/{filename}`): its attachment object, for
    /// [`Slash::attachment`]. `size` is what the attachment object declares (Discord's is the
    /// file's size; a test may claim another).
    pub fn upload(&self, filename: &str, bytes: &[u8]) -> Value {
        let id = self.snowflake();
        let attachment = model::Attachment {
            id,
            filename: filename.to_string(),
            description: None,
            content_type: Some("text/plain; charset=utf-8".into()),
            size: bytes.len(),
            bytes: Arc::new(bytes.to_vec()),
        };
        self.shared.model().uploads.insert(id, attachment);
        let url = format!("{}/attachments/0/{id}/{filename}", self.shared.base);
        json!({
            "id": id.to_string(), "filename": filename, "size": bytes.len(), "url": url,
            "proxy_url": url, "content_type": "text/plain; charset=utf-8", "ephemeral": true,
        })
    }

    /// How often the bot fetched the uploaded file `id` from the fake's CDN.
    pub fn upload_fetches(&self, id: u64) -> usize {
        self.shared
            .model()
            .upload_fetches
            .get(&id)
            .copied()
            .unwrap_or(0)
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
    /// A new text channel of `guild_id` that the bot sees (`GET /channels/{id}` answers) before
    /// anyone has used a command there.
    pub fn text_channel_in(&self, guild_id: u64) -> Place {
        let place = Place::Guild {
            guild_id,
            channel_id: self.snowflake(),
        };
        self.shared
            .model()
            .channels
            .insert(place.channel_id(), place);
        place
    }
    /// The bot's permissions in the channels of later interactions (`app_permissions`).
    pub fn set_app_permissions(&self, permissions: u64) {
        self.shared.model().app_permissions = Some(permissions);
    }

    /// A new role in `guild_id` at `position` (@everyone is 0; higher is above), with its id.
    pub fn add_role(&self, guild_id: u64, name: &str, position: i64) -> u64 {
        let id = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        self.shared
            .model()
            .guild_roles
            .entry(guild_id)
            .or_default()
            .push(model::role_json(id, name, position, false));
        id
    }

    /// The role object of a role [`FakeDiscord::add_role`] made (for [`Slash::role`]).
    pub fn role(&self, guild_id: u64, role_id: u64) -> Value {
        self.shared
            .model()
            .roles_json(guild_id)
            .into_iter()
            .find(|r| r["id"].as_str() == Some(&role_id.to_string()))
            .unwrap_or_else(|| panic!("no role {role_id} in guild {guild_id}"))
    }

    /// `user_id` (the bot: [`BOT_ID`]) holds `role_id` in `guild_id`, as if an admin gave it.
    pub fn give_role(&self, guild_id: u64, user_id: u64, role_id: u64) {
        self.shared
            .model()
            .member_roles
            .entry((guild_id, user_id))
            .or_default()
            .push(role_id);
    }

    /// The roles `user_id` holds in `guild_id`, in the order they were given.
    pub fn member_roles(&self, guild_id: u64, user_id: u64) -> Vec<u64> {
        self.shared
            .model()
            .member_roles
            .get(&(guild_id, user_id))
            .cloned()
            .unwrap_or_default()
    }

    /// The channel disappears without a word: `GET /channels/{id}` answers 404 from now on.
    pub fn forget_channel(&self, place: Place) {
        self.shared.model().channels.remove(&place.channel_id());
    }

    /// Someone deletes the channel: it is forgotten and `CHANNEL_DELETE` is dispatched — only
    /// to a bot that sees the channel ([`Place::bot_sees`]): of a group DM or a server without
    /// the bot, Discord tells it nothing (the returned instant is then just now).
    pub async fn delete_channel(&self, place: Place) -> Instant {
        self.forget_channel(place);
        if !place.bot_sees() {
            return Instant::now();
        }
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

    /// A new DM channel (the bot's DM with whoever acts there first).
    pub fn dm_channel(&self) -> Place {
        Place::Dm {
            channel_id: self.snowflake(),
        }
    }

    // ---- a user-installed app ------------------------------------------------------------

    /// A new group DM where `installer` has installed the app (the bot user is not in it).
    pub fn group_dm(&self, installer: &User) -> Place {
        Place::GroupDm {
            channel_id: self.snowflake(),
            installer: installer.id,
        }
    }
    /// A text channel of a new server that never invited the bot, where `installer` uses the
    /// app; `external_apps`: whether the channel allows USE_EXTERNAL_APPS (public responses).
    /// More channels of the same server: `Place::ExternalGuild { channel_id: fake.snowflake(),
    /// ..place }`.
    pub fn external_guild_channel(&self, installer: &User, external_apps: bool) -> Place {
        Place::ExternalGuild {
            guild_id: self.snowflake(),
            channel_id: self.snowflake(),
            installer: installer.id,
            external_apps,
        }
    }
    /// The place the fake knows a channel as (from interactions, threads and DMs), if any.
    pub fn place_of(&self, channel_id: u64) -> Option<Place> {
        self.shared.model().channels.get(&channel_id).copied()
    }
    /// The bot's requests to channels it cannot see (group DMs, servers without the bot), each
    /// answered `403 Missing Access` and recorded as a problem.
    pub fn requests_to_unseen_channels(&self) -> Vec<Arc<Request>> {
        self.find(Request::is_unseen_channel_refusal)
    }
    /// Move Discord's clock ahead by `by` (it starts at real time): interaction tokens expire
    /// [`Config::interaction_token_lifetime`] after their interaction on this clock. The 3 s
    /// deadline of the first answer stays on real time.
    pub fn advance_clock(&self, by: Duration) {
        self.shared.model().clock_offset += by;
    }
    /// How far [`FakeDiscord::advance_clock`] has moved the clock in all.
    pub fn clock_offset(&self) -> Duration {
        self.shared.model().clock_offset
    }
    /// The bot's DM channel with a user, once the bot opened it (`POST /users/@me/channels`) or
    /// the user acted in a [`Place::Dm`].
    pub fn dm_channel_of(&self, user_id: u64) -> Option<u64> {
        self.shared.model().dm_channels.get(&user_id).copied()
    }
    /// The user accepts no DMs from the bot (privacy settings, or a block): the bot may open
    /// the DM channel, but messages to it answer `403 Cannot send messages to this user`
    /// (50007), not counted as a problem.
    pub fn refuse_dms(&self, user_id: u64) {
        self.shared.model().refused_dms.insert(user_id);
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
    /// callbacks), with what was wrong, and those that sent a picture without alt text (which
    /// Discord accepts). Injected faults are not problems.
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
    /// The pictures (png, gif, jpg, webp) the bot sent without a description (alt text) or with
    /// one over 1,024 characters, a line each naming the request and the file. Each is also a
    /// problem of its request, and dropping the fake with any fails the test.
    pub fn pictures_without_alt_text(&self) -> Vec<String> {
        self.shared.model().pictures_without_alt_text.clone()
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
    pub fn message(&self, id: u64) -> Option<Message> {
        self.shared.model().messages.get(&id).cloned()
    }
    /// Messages in a channel, oldest first, without deleted ones.
    pub fn messages(&self, channel_id: u64) -> Vec<Message> {
        self.messages_after(channel_id, 0)
    }
    /// Messages in a channel with an id above `after`, oldest first, without deleted ones.
    pub fn messages_after(&self, channel_id: u64, after: u64) -> Vec<Message> {
        let model = self.shared.model();
        let Some(order) = model.message_order.get(&channel_id) else {
            return Vec::new();
        };
        // Ids are taken before the messages are stored, so the order is nearly but not
        // strictly by id: filter rather than search.
        order
            .iter()
            .filter(|&&id| id > after)
            .filter_map(|id| model.messages.get(id))
            .filter(|m| !m.deleted)
            .cloned()
            .collect()
    }
    /// The highest id among a channel's messages (deleted ones included), 0 for none.
    pub fn last_message_id(&self, channel_id: u64) -> u64 {
        let model = self.shared.model();
        model
            .message_order
            .get(&channel_id)
            .and_then(|order| order.iter().max().copied())
            .unwrap_or(0)
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

    // ---- gateway ------------------------------------------------------------------------

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

    /// A new guild id that Discord gives to shard `shard` of `shard_count`.
    pub fn guild_on_shard(&self, shard: u32, shard_count: u32) -> u64 {
        guild_on_shard(shard, shard_count, self.snowflake())
    }
}
