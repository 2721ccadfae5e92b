//! The people and places of a test ([`User`], [`Place`]), the interactions they start
//! ([`Slash`], button clicks, selects, autocomplete) and the bot's answers to them ([`Reply`]).
//!
//! Every interaction carries its place's `context`, `authorizing_integration_owners` and
//! `app_permissions` (the table on [`Place`]): servers with the bot, its own DMs, and where a
//! user installed the app but the bot is no member (group DMs, servers that never invited it).
//! The fake remembers each channel's place, so a click on a message happens where the message
//! is, by whoever clicks, with the installer still named as owner.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::oneshot;

use crate::fake_discord::model::{InteractionState, Message};
use crate::fake_discord::requests::Request;
use crate::fake_discord::{
    FakeDiscord, ADMINISTRATOR_PERMISSIONS, APP_ID, APP_PERMISSIONS, BOT_DM_APP_PERMISSIONS,
    MEMBER_PERMISSIONS, MODERATOR_PERMISSIONS, PRIVATE_CHANNEL_APP_PERMISSIONS, TIMESTAMP,
    USE_EXTERNAL_APPS, WAIT,
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
    pub(super) fn json(&self) -> Value {
        json!({"id": self.id.to_string(), "username": self.name, "global_name": self.name})
    }
}

/// Where an interaction happens, with what Discord tells the app about the place: the
/// interaction `context`, `authorizing_integration_owners` and `app_permissions`.
///
/// | variant         | where                      | `context`         | owners                  |
/// |-----------------|----------------------------|-------------------|-------------------------|
/// | `Guild`         | a server with the bot      | 0 GUILD           | `{"0": guild}`          |
/// | `Dm`            | the bot's DM with the user | 1 BOT_DM          | `{"0": "0", "1": user}` |
/// | `GroupDm`       | a group DM, or a DM of two | 2 PRIVATE_CHANNEL | `{"1": installer}`      |
/// | `ExternalGuild` | a server without the bot   | 0 GUILD           | `{"1": installer}`      |
///
/// The bot sees (reaches with its own channel endpoints) only `Guild` and `Dm` channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A channel of a server the bot is a member of (the default [`GUILD_ID`](super::GUILD_ID)
    /// or another of [`Config::guilds`](super::Config::guilds)).
    Guild { guild_id: u64, channel_id: u64 },
    /// The bot user's own DM channel with the user acting.
    Dm { channel_id: u64 },
    /// A group DM, or a DM between two people, where `installer` runs the user-installed app:
    /// no `guild_id`, no `member`, a `user`, and a partial `channel` of type 3. The bot is no
    /// member: only the interaction token reaches the channel.
    GroupDm { channel_id: u64, installer: u64 },
    /// A channel of a server that never invited the bot, where `installer` runs the
    /// user-installed app: `guild_id` and `member` as in any server, owners without `"0"`.
    /// `external_apps` is the server's USE_EXTERNAL_APPS permission there; without it Discord
    /// makes every response and followup ephemeral whatever the app asked.
    ExternalGuild {
        guild_id: u64,
        channel_id: u64,
        installer: u64,
        external_apps: bool,
    },
}

impl Place {
    pub fn channel_id(&self) -> u64 {
        match *self {
            Place::Guild { channel_id, .. }
            | Place::Dm { channel_id }
            | Place::GroupDm { channel_id, .. }
            | Place::ExternalGuild { channel_id, .. } => channel_id,
        }
    }
    pub fn guild_id(&self) -> Option<u64> {
        match *self {
            Place::Guild { guild_id, .. } | Place::ExternalGuild { guild_id, .. } => Some(guild_id),
            Place::Dm { .. } | Place::GroupDm { .. } => None,
        }
    }
    /// The interaction context Discord sends: 0 GUILD, 1 BOT_DM, 2 PRIVATE_CHANNEL.
    pub fn context(&self) -> u8 {
        match self {
            Place::Guild { .. } | Place::ExternalGuild { .. } => 0,
            Place::Dm { .. } => 1,
            Place::GroupDm { .. } => 2,
        }
    }
    /// The user whose installation of the app is used here (user-install places only).
    pub fn installer(&self) -> Option<u64> {
        match *self {
            Place::GroupDm { installer, .. } | Place::ExternalGuild { installer, .. } => {
                Some(installer)
            }
            Place::Guild { .. } | Place::Dm { .. } => None,
        }
    }
    /// Whether the bot user can see the channel, i.e. reach it with its own channel
    /// endpoints (`POST /channels/{id}/messages`, threads, …) rather than only through an
    /// interaction token.
    pub fn bot_sees(&self) -> bool {
        matches!(self, Place::Guild { .. } | Place::Dm { .. })
    }
    /// Whether Discord forces responses and followups here to be ephemeral (a server without
    /// the bot whose channel denies USE_EXTERNAL_APPS).
    pub fn forces_ephemeral(&self) -> bool {
        matches!(
            self,
            Place::ExternalGuild {
                external_apps: false,
                ..
            }
        )
    }
    /// `app_permissions` of interactions here (`override_guild` replaces the default for
    /// `Guild` places, see [`FakeDiscord::set_app_permissions`]).
    fn app_permissions(&self, override_guild: Option<u64>) -> u64 {
        match *self {
            Place::Guild { .. } => override_guild.unwrap_or(APP_PERMISSIONS),
            Place::Dm { .. } => BOT_DM_APP_PERMISSIONS,
            Place::GroupDm { .. } => PRIVATE_CHANNEL_APP_PERMISSIONS,
            // The permissions of @everyone there (the app has no member of its own).
            Place::ExternalGuild { external_apps, .. } => {
                let base = MEMBER_PERMISSIONS & !USE_EXTERNAL_APPS;
                if external_apps {
                    base | USE_EXTERNAL_APPS
                } else {
                    base
                }
            }
        }
    }
}

/// `authorizing_integration_owners` for an interaction by `user` in `place`. For a slash
/// command, `command` is its global registration: like Discord, its `integration_types` (when
/// given) decide which installations authorize it, and its `contexts` (when given) where it is
/// offered at all. `Err` says why Discord would not offer the command there.
fn owners_for(place: Place, user_id: u64, command: Option<&Value>) -> Result<Value, String> {
    let listed = |key: &str| -> Option<Vec<u64>> {
        command?
            .get(key)?
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_u64).collect())
    };
    let name = command
        .and_then(|c| c.get("name"))
        .and_then(Value::as_str)
        .unwrap_or("?");
    if let Some(contexts) = listed("contexts") {
        if !contexts.contains(&u64::from(place.context())) {
            return Err(format!(
                "Discord does not offer /{name} in {place:?}: its contexts {contexts:?} lack {} \
                 (0 GUILD, 1 BOT_DM, 2 PRIVATE_CHANNEL)",
                place.context()
            ));
        }
    }
    let types = listed("integration_types");
    let supports = |t: u64| types.as_ref().is_none_or(|ts| ts.contains(&t));
    let mut owners = serde_json::Map::new();
    match place {
        Place::Guild { guild_id, .. } => {
            if supports(0) {
                owners.insert("0".into(), json!(guild_id.to_string()));
            } else if supports(1) {
                owners.insert("1".into(), json!(user_id.to_string()));
            }
        }
        Place::Dm { .. } => {
            if supports(0) {
                owners.insert("0".into(), json!("0"));
            }
            if supports(1) {
                owners.insert("1".into(), json!(user_id.to_string()));
            }
        }
        Place::GroupDm { installer, .. } | Place::ExternalGuild { installer, .. } => {
            if supports(1) {
                owners.insert("1".into(), json!(installer.to_string()));
            }
        }
    }
    if owners.is_empty() {
        return Err(format!(
            "Discord does not offer /{name} in {place:?}: its integration_types {:?} lack \
             USER_INSTALL (1)",
            types.unwrap_or_default()
        ));
    }
    Ok(Value::Object(owners))
}

/// A slash command invocation (also used for autocomplete, with one option focused).
#[derive(Clone, Debug, Default)]
pub struct Slash {
    name: String,
    options: Vec<Value>,
    users: Vec<User>,
    /// Role objects of role options, for `data.resolved.roles`.
    roles: Vec<Value>,
    /// Partial channels of channel options, for `data.resolved.channels`.
    channels: Vec<Value>,
    /// Attachment objects of attachment options ([`FakeDiscord::upload`]), for
    /// `data.resolved.attachments`.
    attachments: Vec<Value>,
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
    /// A role option; `role` is its role object ([`FakeDiscord::role`]), put into
    /// `data.resolved`.
    pub fn role(mut self, name: &str, role: Value) -> Slash {
        let id = role["id"].clone();
        self.roles.push(role);
        self.opt(json!({"name": name, "type": 8, "value": id}))
    }
    /// A channel option naming `place`'s channel, put into `data.resolved`.
    pub fn channel(mut self, name: &str, place: Place) -> Slash {
        let id = place.channel_id().to_string();
        self.channels.push(json!({
            "id": id, "name": format!("channel-{id}"), "type": 0, "permissions": "0",
        }));
        self.opt(json!({"name": name, "type": 7, "value": id}))
    }
    /// An attachment option: a file the user uploaded with the command
    /// ([`FakeDiscord::upload`]), put into `data.resolved`.
    pub fn attachment(mut self, name: &str, attachment: Value) -> Slash {
        let id = attachment["id"].clone();
        self.attachments.push(attachment);
        self.opt(json!({"name": name, "type": 11, "value": id}))
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
        self.roles.extend(inner.roles.iter().cloned());
        self.channels.extend(inner.channels.iter().cloned());
        self.attachments.extend(inner.attachments.iter().cloned());
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
    /// Where it happened.
    pub place: Place,
}

/// Dispatching interactions as users do, and waiting for the bot's answers.
impl FakeDiscord {
    /// Record a new interaction by `user` in `place` (whose channel the model now knows),
    /// authorized by `owners`.
    fn register_interaction(
        &self,
        kind: u8,
        user: &User,
        place: Place,
        owners: &Value,
        component_message: Option<u64>,
    ) -> (u64, String) {
        let id = self.snowflake();
        let token = format!("aW50ZXJhY3Rpb246{id}:fake-interaction-token");
        let now = Instant::now();
        let mut model = self.shared.model();
        let state = InteractionState {
            token: token.clone(),
            kind,
            channel_id: place.channel_id(),
            guild_id: place.guild_id(),
            deadline: now + self.shared.config.interaction_deadline,
            acked: None,
            original: None,
            component_message,
            guild_installed: owners.get("0").is_some(),
            force_ephemeral: place.forces_ephemeral(),
            expires: now + model.clock_offset + self.shared.config.interaction_token_lifetime,
            followups: 0,
        };
        model.channels.insert(place.channel_id(), place);
        if let Place::Dm { channel_id } = place {
            // The bot's DM with this user: `POST /users/@me/channels` finds it again.
            model.dm_channels.entry(user.id).or_insert(channel_id);
            model.dm_recipients.entry(channel_id).or_insert(user.id);
        }
        model.users.insert(user.id, user.json());
        model.tokens.insert(token.clone(), id);
        model.interactions.insert(id, state);
        (id, token)
    }

    fn interaction_base(
        &self,
        id: u64,
        token: &str,
        kind: u8,
        user: &User,
        place: Place,
        owners: Value,
    ) -> Value {
        let model = self.shared.model();
        let mut d = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "locale": model.user_locale(user.id),
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
            "channel_id": place.channel_id().to_string(),
            "context": place.context(),
            "authorizing_integration_owners": owners,
            "app_permissions": place.app_permissions(model.app_permissions).to_string(),
        });
        match place {
            Place::Guild { guild_id, .. } => {
                d["guild_id"] = json!(guild_id.to_string());
                d["guild_locale"] = json!(model.guild_locale(guild_id));
                d["member"] = member_json(user);
                // The member's roles, as Discord sends them with every interaction in a server.
                let roles = model
                    .member_roles
                    .get(&(guild_id, user.id))
                    .cloned()
                    .unwrap_or_default();
                d["member"]["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
            }
            Place::ExternalGuild {
                guild_id,
                channel_id,
                ..
            } => {
                d["guild_id"] = json!(guild_id.to_string());
                d["guild_locale"] = json!(model.guild_locale(guild_id));
                d["member"] = member_json(user);
                d["channel"] = json!({
                    "id": channel_id.to_string(), "type": 0, "guild_id": guild_id.to_string(),
                    "name": format!("channel-{channel_id}"), "flags": 0,
                });
            }
            Place::Dm { .. } => {
                d["user"] = user.json();
            }
            Place::GroupDm {
                channel_id,
                installer,
            } => {
                d["user"] = user.json();
                let mut recipients = vec![model.user_json(installer)];
                if user.id != installer {
                    recipients.push(user.json());
                }
                d["channel"] = json!({
                    "id": channel_id.to_string(), "type": 3, "name": null,
                    "last_message_id": null, "flags": 0, "recipients": recipients,
                });
            }
        }
        d
    }

    /// The id of a registered command (the place's guild first, then global) and, for a guild
    /// command, its guild; for a global command also its registration.
    fn command_meta(&self, name: &str, guild: Option<u64>) -> (u64, Option<u64>, Option<Value>) {
        let model = self.shared.model();
        let find = |key: Option<u64>| {
            model.commands.get(&key).and_then(|cmds| {
                cmds.iter()
                    .find(|c| c.get("name").and_then(Value::as_str) == Some(name))
                    .cloned()
            })
        };
        let id_of = |c: &Value| {
            c.get("id")
                .and_then(Value::as_str)
                .and_then(|s| s.parse().ok())
        };
        if let Some(g) = guild {
            if let Some(id) = find(Some(g)).as_ref().and_then(id_of) {
                return (id, Some(g), None);
            }
        }
        let global = find(None);
        let id = global.as_ref().and_then(id_of);
        (id.unwrap_or(1_000_000_000_000_000_001), None, global)
    }

    /// `authorizing_integration_owners` for a command by `user` in `place`. When Discord would
    /// not offer the registered command there, the use is noted (see
    /// [`FakeDiscord::unoffered_commands`]) and the interaction still goes out, with the place's
    /// usual owners.
    fn command_owners(&self, cmd: &Slash, user: &User, place: Place) -> Value {
        let (_, guild, global) = self.command_meta(&cmd.name, place.guild_id());
        let registration = if guild.is_some() { None } else { global };
        owners_for(place, user.id, registration.as_ref()).unwrap_or_else(|why| {
            self.shared.model().unoffered.push(why);
            owners_for(place, user.id, None).expect("every place has owners")
        })
    }

    /// Slash commands and autocompletes the test sent where Discord would not offer the
    /// command as the bot registered it (globally, with `contexts` or `integration_types` that
    /// leave the place out), each with why. Discord cannot send these: a test that means to
    /// play Discord faithfully asserts this is empty.
    pub fn unoffered_commands(&self) -> Vec<String> {
        self.shared.model().unoffered.clone()
    }

    fn command_data(&self, cmd: &Slash, place: Place) -> Value {
        let (cmd_id, cmd_guild, _) = self.command_meta(&cmd.name, place.guild_id());
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
                self.shared.model().users.insert(u.id, u.json());
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
        if !cmd.roles.is_empty() {
            let roles: serde_json::Map<String, Value> = cmd
                .roles
                .iter()
                .map(|r| (r["id"].as_str().unwrap_or_default().to_string(), r.clone()))
                .collect();
            data["resolved"]["roles"] = Value::Object(roles);
        }
        if !cmd.channels.is_empty() {
            let channels: serde_json::Map<String, Value> = cmd
                .channels
                .iter()
                .map(|c| (c["id"].as_str().unwrap_or_default().to_string(), c.clone()))
                .collect();
            data["resolved"]["channels"] = Value::Object(channels);
        }
        if !cmd.attachments.is_empty() {
            let attachments: serde_json::Map<String, Value> = cmd
                .attachments
                .iter()
                .map(|a| (a["id"].as_str().unwrap_or_default().to_string(), a.clone()))
                .collect();
            data["resolved"]["attachments"] = Value::Object(attachments);
        }
        data
    }

    /// `user` runs a slash command in `place`.
    ///
    /// The interaction carries the place's `context`, `authorizing_integration_owners` and
    /// `app_permissions` (see [`Place`]). When the bot registered the command globally with
    /// `integration_types`, only those installations are owners; with `contexts` or
    /// `integration_types` that leave the place out, Discord would not offer the command
    /// there: the use is noted in [`FakeDiscord::unoffered_commands`].
    pub async fn slash(&self, user: &User, place: Place, cmd: Slash) -> Sent {
        let owners = self.command_owners(&cmd, user, place);
        let (id, token) = self.register_interaction(2, user, place, &owners, None);
        let mut d = self.interaction_base(id, &token, 2, user, place, owners);
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
            place,
        }
    }

    /// `user` types into the focused option of a command (see [`Slash::focus`]).
    pub async fn autocomplete(&self, user: &User, place: Place, cmd: Slash) -> Sent {
        let owners = self.command_owners(&cmd, user, place);
        let (id, token) = self.register_interaction(4, user, place, &owners, None);
        let mut d = self.interaction_base(id, &token, 4, user, place, owners);
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
            place,
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

    /// A component interaction on `message`: in the place of the message's channel (a group
    /// DM stays a group DM, with the same installer as owner), by any user.
    async fn component(&self, user: &User, message: &Message, data: Value) -> Sent {
        let known = self
            .shared
            .model()
            .channels
            .get(&message.channel_id)
            .copied();
        let place = known.unwrap_or(match message.guild_id {
            Some(guild_id) => Place::Guild {
                guild_id,
                channel_id: message.channel_id,
            },
            None => Place::Dm {
                channel_id: message.channel_id,
            },
        });
        let owners = owners_for(place, user.id, None).expect("components work everywhere");
        let (id, token) = self.register_interaction(3, user, place, &owners, Some(message.id));
        let mut d = self.interaction_base(id, &token, 3, user, place, owners);
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
            place,
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
