//! Interaction callbacks, followups and `@original`, with Discord's deadline and token rules:
//! - the first callback within [`Config::interaction_deadline`] (3 s, real time), else
//!   `404 Unknown interaction` (10062);
//! - every use of the token within [`Config::interaction_token_lifetime`] (15 min) on the fake
//!   clock ([`FakeDiscord::advance_clock`]), else `401 Invalid Webhook Token` (50027);
//! - at most [`MAX_USER_INSTALL_FOLLOWUPS`] followups for an interaction authorized by a user
//!   installation only (no `"0"` in `authorizing_integration_owners`), else `400` (40094);
//! - in a server without the bot that denies USE_EXTERNAL_APPS, responses and followups are
//!   stored as ephemeral whatever the body asked.
//!
//! Each refusal is also recorded as a problem.
//!
//! [`Config::interaction_deadline`]: crate::fake_discord::Config::interaction_deadline
//! [`Config::interaction_token_lifetime`]: crate::fake_discord::Config::interaction_token_lifetime
//! [`FakeDiscord::advance_clock`]: crate::fake_discord::FakeDiscord::advance_clock

use serde_json::{json, Value};

use crate::fake_discord::http::Answer;
use crate::fake_discord::limits::check_message;
use crate::fake_discord::model::{InteractionState, Message, Shared};
use crate::fake_discord::requests::Request;
use crate::fake_discord::rest::messages::{
    apply_body, create_message, ephemeral_of, message_request,
};
use crate::fake_discord::{EPHEMERAL, LOADING, MAX_USER_INSTALL_FOLLOWUPS};

/// `401 Invalid Webhook Token` if the interaction's token has expired on the fake clock.
fn expired(shared: &Shared, req: &mut Request, state: &InteractionState) -> Option<Answer> {
    let now = shared.model().fake_now(req.at);
    if now < state.expires {
        return None;
    }
    let lifetime = shared.config.interaction_token_lifetime;
    let age = now + lifetime - state.expires;
    req.problems.push(format!(
        "interaction token used {age:?} after the interaction (it lasts {lifetime:?})"
    ));
    Some(Answer::error(401, 50027, "Invalid Webhook Token"))
}

pub(super) fn callback(shared: &Shared, req: &mut Request, id: u64, token: &str) -> Answer {
    let state = shared.model().interactions.get(&id).cloned();
    let Some(state) = state.filter(|s| s.token == token) else {
        req.problems
            .push("callback for an unknown interaction".into());
        return Answer::error(404, 10062, "Unknown interaction");
    };
    if let Some(answer) = expired(shared, req, &state) {
        return answer;
    }
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
    // 12: LAUNCH_ACTIVITY, for commands and components (and modal submits, not modelled).
    let allowed: &[u64] = match state.kind {
        2 => &[4, 5, 9, 12],
        3 => &[4, 5, 6, 7, 9, 12],
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
            let eph = ephemeral_of(&data) || state.force_ephemeral;
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
            let eph = ephemeral_of(&data) || state.force_ephemeral;
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
            model
                .message_order
                .entry(message.channel_id)
                .or_default()
                .push(id);
            model.messages.insert(id, message);
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

fn interaction_by_token(shared: &Shared, token: &str) -> Option<(u64, InteractionState)> {
    let model = shared.model();
    let id = *model.tokens.get(token)?;
    Some((id, model.interactions.get(&id)?.clone()))
}

pub(super) fn followup(shared: &Shared, req: &mut Request, token: &str) -> Answer {
    let Some((id, state)) = interaction_by_token(shared, token) else {
        req.problems.push("followup with an unknown token".into());
        return Answer::error(404, 10015, "Unknown Webhook");
    };
    if let Some(answer) = expired(shared, req, &state) {
        return answer;
    }
    if state.acked.is_none() {
        req.problems
            .push("followup before the interaction was acknowledged".into());
        return Answer::error(404, 10015, "Unknown Webhook");
    }
    // Count it before making it (and give the slot back if it fails), so that followups sent
    // at the same time cannot pass the cap together.
    let number = {
        let mut model = shared.model();
        let Some(s) = model.interactions.get_mut(&id) else {
            return Answer::error(404, 10015, "Unknown Webhook");
        };
        s.followups += 1;
        s.followups
    };
    if !state.guild_installed && number > MAX_USER_INSTALL_FOLLOWUPS {
        give_back_followup(shared, id);
        req.problems.push(format!(
            "followup number {number} for an interaction of a user-installed app (Discord \
             allows {MAX_USER_INSTALL_FOLLOWUPS} when the app is not installed where it is used)"
        ));
        return Answer::error(
            400,
            40094,
            "This interaction has hit the maximum number of follow up messages",
        );
    }
    let answer = create_followup(shared, req, &state);
    if answer.status != 200 {
        give_back_followup(shared, id);
    }
    answer
}

fn give_back_followup(shared: &Shared, id: u64) {
    if let Some(s) = shared.model().interactions.get_mut(&id) {
        s.followups -= 1;
    }
}

fn create_followup(shared: &Shared, req: &mut Request, state: &InteractionState) -> Answer {
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
    let eph = ephemeral_of(&data) || state.force_ephemeral;
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

pub(super) fn webhook_message(
    shared: &Shared,
    req: &mut Request,
    method: &str,
    token: &str,
    which: &str,
) -> Answer {
    let Some((_, state)) = interaction_by_token(shared, token) else {
        req.problems
            .push("webhook call with an unknown token".into());
        return Answer::error(404, 10015, "Unknown Webhook");
    };
    if let Some(answer) = expired(shared, req, &state) {
        return answer;
    }
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
    message_request(shared, req, method, id)
}
