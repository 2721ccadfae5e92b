//! Application command registration (`PUT`/`POST .../commands`).

use std::collections::HashSet;

use serde_json::{json, Value};

use crate::fake_discord::http::Answer;
use crate::fake_discord::limits::check_command;
use crate::fake_discord::model::Shared;
use crate::fake_discord::requests::Request;
use crate::fake_discord::APP_ID;

pub(super) fn put_commands(shared: &Shared, req: &mut Request, guild: Option<u64>) -> Answer {
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
    let entry_points = list.iter().filter(|c| is_entry_point(c)).count();
    if entry_points > 1 || (entry_points == 1 && guild.is_some()) {
        problems.push(
            "an app has at most one PRIMARY_ENTRY_POINT command, and only a global one".into(),
        );
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

pub(super) fn post_command(shared: &Shared, req: &mut Request, guild: Option<u64>) -> Answer {
    let Some(cmd) = req.json.clone() else {
        req.problems.push("no body".into());
        return Answer::invalid_form(&req.problems.clone());
    };
    let mut problems = check_command(&cmd);
    if is_entry_point(&cmd) {
        let other = shared.model().commands.get(&None).is_some_and(|list| {
            list.iter()
                .any(|c| is_entry_point(c) && c.get("name") != cmd.get("name"))
        });
        if guild.is_some() || other {
            problems.push(
                "an app has at most one PRIMARY_ENTRY_POINT command, and only a global one".into(),
            );
        }
    }
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

/// A command of type 4, `PRIMARY_ENTRY_POINT` (an Activity's launcher).
fn is_entry_point(cmd: &Value) -> bool {
    cmd.get("type").and_then(Value::as_u64) == Some(4)
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
