//! Discord's OAuth2 as the web pages' "Log in with Discord" meets it: the browser's authorize
//! page (`GET /oauth2/authorize`, which consents at once for the user the test signed in with
//! [`FakeDiscord::consent_as`], and redirects with a code), the token endpoint
//! (`POST /api/v10/oauth2/token`: a code, once, for this app's id and secret and the same
//! redirect URI) and `GET /api/v10/users/@me` with the token as a Bearer; and, for Activities,
//! `GET /api/v10/applications/{app}/activity-instances/{instance}` with the bot's token.

use serde_json::json;

use super::http::Answer;
use super::{FakeDiscord, Shared, User, APP_ID};

/// The OAuth2 client secret of the fake's app.
pub const CLIENT_SECRET: &str = "fake-client-secret";

impl FakeDiscord {
    /// The browser is signed in to Discord as `user`, who consents to whatever app asks.
    pub fn consent_as(&self, user: &User) {
        self.shared.model().consenting = Some((user.id, user.name.clone()));
    }

    /// A code for `user`, as the authorize page would give it for `redirect_uri` (empty: as
    /// an Activity's `authorize` command gives it, for no redirect URI).
    pub fn oauth_code(&self, user: &User, redirect_uri: &str) -> String {
        let code = format!("code{}", self.snowflake());
        self.shared.model().oauth_codes.insert(
            code.clone(),
            ((user.id, user.name.clone()), redirect_uri.to_string()),
        );
        code
    }

    /// An Activity instance runs in `guild_id`'s channel `channel_id` with `users` in it.
    pub fn open_activity(&self, instance_id: &str, guild_id: u64, channel_id: u64, users: &[u64]) {
        let users: Vec<String> = users.iter().map(u64::to_string).collect();
        let instance = json!({
            "application_id": APP_ID.to_string(),
            "instance_id": instance_id,
            "launch_id": self.snowflake().to_string(),
            // A DM or a group DM (guild 0) is a private channel's location, without a guild.
            "location": if guild_id == 0 {
                json!({
                    "id": format!("pc-{channel_id}"),
                    "kind": "pc",
                    "channel_id": channel_id.to_string(),
                    "guild_id": null,
                })
            } else {
                json!({
                    "id": format!("gc-{guild_id}-{channel_id}"),
                    "kind": "gc",
                    "channel_id": channel_id.to_string(),
                    "guild_id": guild_id.to_string(),
                })
            },
            "users": users,
        });
        self.shared
            .model()
            .activity_instances
            .insert(instance_id.to_string(), instance);
    }

    /// How many OAuth2 and Activity requests (token trades, `users/@me`, `activity-instances`)
    /// reached the fake whose path contains `path_contains`: what the web pages cost Discord.
    pub fn visitor_calls(&self, path_contains: &str) -> usize {
        self.shared
            .model()
            .visitor_calls
            .iter()
            .filter(|(_, path)| path.contains(path_contains))
            .count()
    }

    /// The base of the browser-facing authorize page (`DISCORD_AUTHORIZE_URL`).
    pub fn authorize_url(&self) -> String {
        format!("{}/oauth2/authorize", self.api_base())
    }
}

/// Whether a request is one [`answer`] handles (what the web pages ask on visitors' behalf).
pub(super) fn handles(method: &str, path: &str) -> bool {
    matches!(
        (method, path),
        ("GET", "/oauth2/authorize")
            | ("POST", "/api/v10/oauth2/token")
            | ("GET", "/api/v10/users/@me")
    ) || (method == "GET" && path.contains("/activity-instances/"))
}

/// The answer to an OAuth2 request, or `None` for any other.
pub(super) fn answer(
    shared: &Shared,
    method: &str,
    path: &str,
    query: Option<&str>,
    auth: Option<&str>,
    body: &[u8],
) -> Option<Answer> {
    match (method, path) {
        ("GET", "/oauth2/authorize") => Some(authorize(shared, query.unwrap_or(""))),
        ("POST", "/api/v10/oauth2/token") => Some(token(shared, body)),
        ("GET", "/api/v10/users/@me") => {
            let bearer = auth?.strip_prefix("Bearer ")?;
            let model = shared.model();
            Some(match model.oauth_tokens.get(bearer) {
                Some((id, name)) => Answer::json(
                    200,
                    json!({"id": id.to_string(), "username": name, "global_name": name,
                        "discriminator": "0", "avatar": null}),
                ),
                None => Answer::error(401, 0, "401: Unauthorized"),
            })
        }
        ("GET", _) if path.contains("/activity-instances/") => {
            let rest = path.strip_prefix("/api/v10/applications/")?;
            let (app, instance) = rest.split_once("/activity-instances/")?;
            if auth != Some(format!("Bot {}", shared.config.token).as_str()) {
                return Some(Answer::error(401, 0, "401: Unauthorized"));
            }
            let model = shared.model();
            Some(match model.activity_instances.get(instance) {
                Some(found) if app == APP_ID.to_string() => Answer::json(200, found.clone()),
                _ => Answer::error(404, 0, "404: Not Found"),
            })
        }
        _ => None,
    }
}

fn authorize(shared: &Shared, query: &str) -> Answer {
    let params = form(query.as_bytes());
    let get = |k: &str| params.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let (Some(redirect), Some(state)) = (get("redirect_uri"), get("state")) else {
        return Answer::error(400, 0, "redirect_uri and state are required");
    };
    let right_app = get("client_id").as_deref() == Some(&APP_ID.to_string());
    if !right_app || get("response_type").as_deref() != Some("code") {
        return Answer::error(400, 0, "unknown client or response type");
    }
    let Some(user) = shared.model().consenting.clone() else {
        return Answer::error(403, 0, "nobody is signed in to Discord in this browser");
    };
    let code = format!("code{}", shared.snowflake());
    shared
        .model()
        .oauth_codes
        .insert(code.clone(), (user, redirect.clone()));
    let separator = if redirect.contains('?') { '&' } else { '?' };
    let location = format!("{redirect}{separator}code={code}&state={}", encode(&state));
    Answer {
        status: 302,
        body: None,
        headers: vec![("location", location)],
        raw: None,
    }
}

fn token(shared: &Shared, body: &[u8]) -> Answer {
    let params = form(body);
    let get = |k: &str| params.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let client_ok = get("client_id").as_deref() == Some(&APP_ID.to_string())
        && get("client_secret").as_deref() == Some(CLIENT_SECRET);
    if !client_ok {
        return Answer::json(401, json!({"error": "invalid_client"}));
    }
    if get("grant_type").as_deref() != Some("authorization_code") {
        return Answer::json(400, json!({"error": "unsupported_grant_type"}));
    }
    let mut model = shared.model();
    let code = get("code").unwrap_or_default();
    let Some((user, redirect)) = model.oauth_codes.remove(&code) else {
        return Answer::json(400, json!({"error": "invalid_grant"}));
    };
    // A code from an Activity's `authorize` was given for no redirect URI, and is traded
    // without one.
    if get("redirect_uri").unwrap_or_default() != redirect {
        return Answer::json(400, json!({"error": "invalid_grant"}));
    }
    let token = format!("token{}", shared.snowflake());
    model.oauth_tokens.insert(token.clone(), user);
    Answer::json(
        200,
        json!({"access_token": token, "token_type": "Bearer", "expires_in": 604800,
            "refresh_token": format!("refresh-{token}"), "scope": "identify"}),
    )
}

/// `application/x-www-form-urlencoded` pairs.
fn form(body: &[u8]) -> Vec<(String, String)> {
    String::from_utf8_lossy(body)
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
        .collect()
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match u8::from_str_radix(&text[i + 1..i + 3], 16) {
                Ok(b) => {
                    out.push(b);
                    i += 2;
                }
                Err(_) => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            b => format!("%{b:02X}"),
        })
        .collect()
}
