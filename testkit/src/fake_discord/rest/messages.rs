//! Channel messages: creating and editing them, with their attachments.

use serde_json::{json, Value};

use crate::fake_discord::http::Answer;
use crate::fake_discord::limits::check_message;
use crate::fake_discord::model::{Attachment, Message, Shared};
use crate::fake_discord::requests::{FilePart, Request};
use crate::fake_discord::{EPHEMERAL, LOADING};

pub(super) fn ephemeral_of(data: &Value) -> bool {
    data.get("flags").and_then(Value::as_u64).unwrap_or(0) & EPHEMERAL != 0
}

/// Build a new message from a body, store it and answer with it.
pub(super) fn create_message(
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
    model
        .message_order
        .entry(message.channel_id)
        .or_default()
        .push(id);
    model.messages.insert(id, message);
    Answer::json(200, body)
}

/// Apply the fields present in a message body (create or edit).
pub(super) fn apply_body(shared: &Shared, message: &mut Message, data: &Value, files: &[FilePart]) {
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
        description: meta
            .and_then(|m| m.get("description"))
            .and_then(Value::as_str)
            .map(str::to_string),
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

pub(super) fn edit_message(shared: &Shared, req: &mut Request, id: u64) -> Answer {
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

pub(super) fn channel_message(
    shared: &Shared,
    req: &mut Request,
    method: &str,
    channel: u64,
    id: u64,
) -> Answer {
    let reachable = shared
        .model()
        .messages
        .get(&id)
        .is_some_and(|m| m.channel_id == channel && !m.deleted && !m.ephemeral);
    if !reachable {
        return Answer::error(404, 10008, "Unknown Message");
    }
    message_request(shared, req, method, id)
}

/// GET, PATCH or DELETE of message `id`, once the route has checked it may be reached.
pub(super) fn message_request(shared: &Shared, req: &mut Request, method: &str, id: u64) -> Answer {
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
