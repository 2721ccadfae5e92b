//! The people and places of a test ([`User`], [`Place`]), the interactions they start
//! ([`Slash`], button clicks, selects, autocomplete) and the bot's answers to them ([`Reply`]).

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::oneshot;

use crate::fake_discord::model::{InteractionState, Message};
use crate::fake_discord::requests::Request;
use crate::fake_discord::{
    FakeDiscord, ADMINISTRATOR_PERMISSIONS, APP_ID, APP_PERMISSIONS, MEMBER_PERMISSIONS,
    MODERATOR_PERMISSIONS, TIMESTAMP, WAIT,
};

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
    /// A subcommand with its options (`/tournament create …` is
    /// `Slash::new("tournament").subcommand(Slash::new("create").str(…))`).
    pub fn subcommand(mut self, inner: Slash) -> Slash {
        self.users.extend(inner.users.iter().cloned());
        let options = inner.options_json();
        self.opt(json!({"name": inner.name, "type": 1, "options": options}))
    }
    fn options_json(&self) -> Value {
        Value::Array(self.options.clone())
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

/// Dispatching interactions as users do, and waiting for the bot's answers.
impl FakeDiscord {
    fn register_interaction(
        &self,
        kind: u8,
        place: Place,
        component_message: Option<u64>,
    ) -> (u64, String) {
        let id = self.snowflake();
        let token = format!("aW50ZXJhY3Rpb246{id}:fake-interaction-token");
        let state = InteractionState {
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
            "locale": self.shared.model().user_locale(user.id),
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
            "channel_id": place.channel_id().to_string(),
        });
        match place {
            Place::Guild { guild_id, .. } => {
                d["guild_id"] = json!(guild_id.to_string());
                let model = self.shared.model();
                d["guild_locale"] = json!(model.guild_locale(guild_id));
                let app_permissions = model.app_permissions.unwrap_or(APP_PERMISSIONS);
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
