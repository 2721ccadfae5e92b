//! The REST requests the bot made, as recorded, with accessors for what tests check.

use std::fmt;
use std::sync::Arc;
use std::time::Instant;

use serde_json::Value;

use crate::fake_discord::config::Fault;
use crate::fake_discord::interactions::Sent;
use crate::fake_discord::EPHEMERAL;

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
    /// The JSON error code of the answer (`50001`, `10062`, …), if any.
    pub fn error_code(&self) -> Option<u64> {
        self.response.as_ref()?.get("code")?.as_u64()
    }
    /// A request to the bot's own endpoints of a channel it cannot see (a group DM, a server
    /// without the bot), refused with `403 Missing Access` (50001).
    pub fn is_unseen_channel_refusal(&self) -> bool {
        self.segments().first() == Some(&"channels")
            && self.status == 403
            && self.error_code() == Some(50001)
            && self.fault.is_none()
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
    /// The body asks for an ephemeral message (flag 64). See also
    /// [`Message::ephemeral`](super::Message::ephemeral), which knows that a followup after a
    /// defer keeps the defer's flag.
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

pub(super) fn collect_custom_ids(value: &Value, out: &mut Vec<String>) {
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

pub(super) fn message_text(data: &Value) -> String {
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
