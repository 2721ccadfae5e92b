//! Discord's REST API as the bot uses it: fault injection, recording, and routing to the
//! endpoints for commands, messages and interactions.
//!
//! Channels the bot cannot see (group DMs, servers that never invited it: see
//! [`Place::bot_sees`]) answer every `/channels/{id}/…` request — messages, edits, threads,
//! `GET`, typing, reactions — with `403 Missing Access` (50001), recorded as a problem: only the
//! interaction token reaches them. `POST /users/@me/channels` opens (or finds) the bot's DM
//! with a user; a message to it from a user who refuses DMs ([`FakeDiscord::refuse_dms`]) gets
//! `403 Cannot send messages to this user` (50007), which is no problem: Discord does that.
//!
//! [`FakeDiscord::refuse_dms`]: crate::fake_discord::FakeDiscord::refuse_dms

mod commands;
mod interactions;
mod messages;

use std::sync::Arc;
use std::time::Instant;

use serde_json::{json, Value};

use crate::fake_discord::alt_text::missing_alt_texts;
use crate::fake_discord::config::Fault;
use crate::fake_discord::http::{Answer, HttpRequest};
use crate::fake_discord::interactions::Place;
use crate::fake_discord::model::{bot_user_json, Shared};
use crate::fake_discord::multipart::parse_multipart;
use crate::fake_discord::requests::{FilePart, Request};
use crate::fake_discord::{APP_ID, APP_PERMISSIONS, BOT_ID, OWNER_ID, TIMESTAMP};
use commands::{post_command, put_commands};
use interactions::{callback, followup, webhook_message};
use messages::{channel_message, create_message};

pub(super) async fn handle(shared: &Shared, req: HttpRequest) -> Answer {
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
    if super::oauth::handles(&method, &path) {
        // The surface the web pages call on visitors' behalf: counted, and faults apply.
        shared
            .model()
            .visitor_calls
            .push((method.clone(), path.clone()));
        if let Some(fault) = take_fault(shared, &method, &path) {
            if let Fault::Delay(delay) = fault {
                tokio::time::sleep(delay).await;
            } else {
                return fault_answer(&fault);
            }
        }
    }
    if let Some(answer) = super::oauth::answer(
        shared,
        &method,
        &path,
        query.as_deref(),
        auth.as_deref(),
        &body,
    ) {
        return answer;
    }

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
    // Discord takes a picture without alt text; the fake does too, but notes it.
    let missing = missing_alt_texts(request.message_data(), &request.files);
    request.problems.extend(missing.iter().cloned());
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
        for problem in missing {
            let line = format!("#{} {} {}: {problem}", request.seq, method, path);
            model.pictures_without_alt_text.push(line);
        }
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
        let mut model = shared.model();
        if let Some(a) = model.uploads.get(&id).cloned() {
            *model.upload_fetches.entry(id).or_default() += 1;
            return Answer {
                status: 200,
                body: None,
                headers: vec![],
                raw: Some(("text/plain; charset=utf-8".into(), a.bytes.to_vec())),
            };
        }
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
    if let ["channels", c, ..] = seg.as_slice() {
        let channel: u64 = c.parse().unwrap_or(0);
        let unseen = shared.model().unseen(channel);
        if let Some(place) = unseen {
            req.problems.push(format!(
                "the bot's own request to channel {channel}, which it cannot see ({place:?}): \
                 only the interaction token reaches it"
            ));
            return Answer::error(403, 50001, "Missing Access");
        }
    }
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
        ("GET", ["users", "@me"]) => Answer::json(200, bot_user_json()),
        ("POST", ["users", "@me", "channels"]) => open_dm(shared, req),
        ("POST", ["channels", c, "messages"]) => {
            let channel: u64 = c.parse().unwrap_or(0);
            let (guild, refused) = {
                let model = shared.model();
                let guild = model.channels.get(&channel).and_then(Place::guild_id);
                let refused = model
                    .dm_recipients
                    .get(&channel)
                    .is_some_and(|u| model.refused_dms.contains(u));
                (guild, refused)
            };
            if refused {
                return Answer::error(403, 50007, "Cannot send messages to this user");
            }
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
        ("POST", ["channels", c, "messages", _, "threads"] | ["channels", c, "threads"]) => {
            // A public thread, started from a message or on its own (a tournament's game): a
            // new channel of the same guild, if the bot may create public threads.
            const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
            let permissions = shared.model().app_permissions.unwrap_or(APP_PERMISSIONS);
            if permissions & CREATE_PUBLIC_THREADS == 0 {
                return Answer::error(403, 50013, "Missing Permissions");
            }
            let parent: u64 = c.parse().unwrap_or(0);
            let id = shared.snowflake();
            let guild = {
                let mut model = shared.model();
                let guild = model.channels.get(&parent).and_then(Place::guild_id);
                let place = match guild {
                    Some(guild_id) => Place::Guild {
                        guild_id,
                        channel_id: id,
                    },
                    None => Place::Dm { channel_id: id },
                };
                model.channels.insert(id, place);
                guild
            };
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
            let model = shared.model();
            match model.channels.get(&channel).copied() {
                Some(place) => match place.guild_id() {
                    Some(g) => Answer::json(
                        200,
                        json!({"id": c, "type": 0, "guild_id": g.to_string(),
                            "name": format!("channel-{c}"), "position": 0,
                            "permission_overwrites": [], "nsfw": false}),
                    ),
                    None => {
                        let recipients: Vec<Value> = model
                            .dm_recipients
                            .get(&channel)
                            .map(|u| model.user_json(*u))
                            .into_iter()
                            .collect();
                        Answer::json(
                            200,
                            json!({"id": c, "type": 1, "recipients": recipients,
                                "last_message_id": null}),
                        )
                    }
                },
                None => Answer::error(404, 10003, "Unknown Channel"),
            }
        }
        ("GET", ["guilds", g, "roles"]) => {
            let guild: u64 = g.parse().unwrap_or(0);
            Answer::json(200, Value::Array(shared.model().roles_json(guild)))
        }
        ("GET", ["guilds", g, "members", u]) => {
            let (guild, user): (u64, u64) = (g.parse().unwrap_or(0), u.parse().unwrap_or(0));
            let model = shared.model();
            if user != BOT_ID && !model.users.contains_key(&user) {
                return Answer::error(404, 10007, "Unknown Member");
            }
            let roles: Vec<String> = model
                .member_roles
                .get(&(guild, user))
                .map(|r| r.iter().map(u64::to_string).collect())
                .unwrap_or_default();
            Answer::json(
                200,
                json!({"user": model.user_json(user), "roles": roles, "joined_at": TIMESTAMP,
                    "deaf": false, "mute": false, "flags": 0}),
            )
        }
        (m @ ("PUT" | "DELETE"), ["guilds", g, "members", u, "roles", r]) => {
            let (guild, user, role): (u64, u64, u64) = (
                g.parse().unwrap_or(0),
                u.parse().unwrap_or(0),
                r.parse().unwrap_or(0),
            );
            let mut model = shared.model();
            // Discord's checks: Manage Roles, and a role of the bot's above this one.
            let permissions = model.app_permissions.unwrap_or(APP_PERMISSIONS);
            let manage_roles = permissions & (1 << 28 | 1 << 3) != 0;
            let Some(position) = model.role_position(guild, role) else {
                return Answer::error(404, 10011, "Unknown Role");
            };
            let bot_position = model
                .member_roles
                .get(&(guild, BOT_ID))
                .into_iter()
                .flatten()
                .filter_map(|&r| model.role_position(guild, r))
                .max()
                .unwrap_or(0);
            if !manage_roles || bot_position <= position {
                return Answer::error(403, 50013, "Missing Permissions");
            }
            if !model.users.contains_key(&user) {
                return Answer::error(404, 10007, "Unknown Member");
            }
            let held = model.member_roles.entry((guild, user)).or_default();
            held.retain(|&h| h != role);
            if m == "PUT" {
                held.push(role);
            }
            Answer::empty()
        }
        ("POST", ["channels", _, "typing"]) => Answer::empty(),
        ("PUT" | "DELETE", ["channels", _, "messages", _, "reactions", ..]) => Answer::empty(),
        _ => Answer::not_found(),
    }
}

/// `POST /users/@me/channels` with `{"recipient_id": …}`: the bot's DM channel with that user
/// (the same id every time), as a DM channel object.
fn open_dm(shared: &Shared, req: &mut Request) -> Answer {
    let recipient = req.json.as_ref().and_then(|j| j.get("recipient_id"));
    let Some(user_id) = recipient
        .and_then(|v| v.as_str().and_then(|s| s.parse().ok()).or(v.as_u64()))
        .filter(|id| *id != 0)
    else {
        req.problems.push(format!(
            "recipient_id must be a snowflake, is {recipient:?}"
        ));
        return Answer::invalid_form(&req.problems.clone());
    };
    if user_id == BOT_ID {
        req.problems
            .push("the bot cannot open a DM with itself".into());
        return Answer::error(400, 50007, "Cannot send messages to this user");
    }
    let mut model = shared.model();
    let channel_id = *model
        .dm_channels
        .entry(user_id)
        .or_insert_with(|| shared.snowflake());
    model.dm_recipients.insert(channel_id, user_id);
    model
        .channels
        .entry(channel_id)
        .or_insert(Place::Dm { channel_id });
    let recipient = model.user_json(user_id);
    Answer::json(
        200,
        json!({
            "id": channel_id.to_string(), "type": 1, "last_message_id": null, "flags": 0,
            "recipients": [recipient],
        }),
    )
}
