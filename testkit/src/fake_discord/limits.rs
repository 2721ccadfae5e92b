//! Discord's limits on commands, messages and components: a body that breaks one gets the
//! `400 Invalid Form Body` Discord would send.

use std::collections::HashSet;

use serde_json::Value;

use crate::fake_discord::requests::FilePart;

fn is_valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.chars().all(|c| !c.is_uppercase())
}

/// Discord's limits for an application command (chat input unless `type` says otherwise).
pub fn check_command(cmd: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let name = cmd.get("name").and_then(Value::as_str).unwrap_or("");
    let kind = cmd.get("type").and_then(Value::as_u64).unwrap_or(1);
    let desc = cmd.get("description").and_then(Value::as_str).unwrap_or("");
    if kind == 4 {
        // PRIMARY_ENTRY_POINT: an Activity's launcher, handled by the app (1) or by Discord
        // launching the Activity (2); no options.
        if !matches!(cmd.get("handler").and_then(Value::as_u64), Some(1 | 2)) {
            problems.push(format!(
                "entry point {name:?}: handler must be 1 (APP_HANDLER) or 2 (DISCORD_LAUNCH_ACTIVITY)"
            ));
        }
        if cmd
            .get("options")
            .is_some_and(|o| o.as_array().is_some_and(|a| !a.is_empty()))
        {
            problems.push(format!("entry point {name:?} takes no options"));
        }
    } else if cmd.get("handler").is_some_and(|h| !h.is_null()) {
        problems.push(format!(
            "{name:?}: handler is only for PRIMARY_ENTRY_POINT commands"
        ));
    }
    if kind == 1 || kind == 4 {
        if !is_valid_name(name) {
            problems.push(format!(
                "command name {name:?} must be 1-32 lower-case letters, digits, - or _"
            ));
        }
        let n = desc.chars().count();
        if !(1..=100).contains(&n) {
            problems.push(format!(
                "/{name}: description must be 1-100 characters, is {n}"
            ));
        }
    } else if name.is_empty() || name.chars().count() > 32 {
        problems.push(format!(
            "context menu name {name:?} must be 1-32 characters"
        ));
    }
    if let Some(perms) = cmd.get("default_member_permissions") {
        if !(perms.is_null() || perms.as_str().is_some_and(|s| s.parse::<u64>().is_ok())) {
            problems.push(format!(
                "/{name}: default_member_permissions must be a string of digits"
            ));
        }
    }
    let mut total = name.chars().count() + desc.chars().count();
    if let Some(options) = cmd.get("options") {
        check_options(&format!("/{name}"), options, 0, &mut problems, &mut total);
    }
    if total > 4000 {
        problems.push(format!(
            "/{name}: {total} characters in names, descriptions and choices (max 4000)"
        ));
    }
    problems
}

fn check_options(
    at: &str,
    options: &Value,
    depth: usize,
    problems: &mut Vec<String>,
    total: &mut usize,
) {
    let Some(list) = options.as_array() else {
        problems.push(format!("{at}: options must be an array"));
        return;
    };
    if list.len() > 25 {
        problems.push(format!("{at}: {} options (max 25)", list.len()));
    }
    let mut seen_optional = false;
    let mut names = HashSet::new();
    let has_sub = list
        .iter()
        .any(|o| matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2)));
    for o in list {
        let kind = o.get("type").and_then(Value::as_u64).unwrap_or(0);
        let name = o.get("name").and_then(Value::as_str).unwrap_or("");
        let here = format!("{at} {name}");
        if !is_valid_name(name) {
            problems.push(format!(
                "{here}: option name must be 1-32 lower-case letters, digits, - or _"
            ));
        }
        if !names.insert(name.to_string()) {
            problems.push(format!("{here}: duplicate option name"));
        }
        let desc = o.get("description").and_then(Value::as_str).unwrap_or("");
        let n = desc.chars().count();
        if !(1..=100).contains(&n) {
            problems.push(format!(
                "{here}: description must be 1-100 characters, is {n}"
            ));
        }
        *total += name.chars().count() + n;
        if !(1..=11).contains(&kind) {
            problems.push(format!("{here}: unknown option type {kind}"));
        }
        if has_sub && !matches!(kind, 1 | 2) {
            problems.push(format!(
                "{here}: subcommands cannot be mixed with other options"
            ));
        }
        match kind {
            1 | 2 => {
                if kind == 2 && depth > 0 || kind == 1 && depth > 1 {
                    problems.push(format!("{here}: subcommands nested too deep"));
                }
                if let Some(sub) = o.get("options") {
                    check_options(&here, sub, depth + 1, problems, total);
                }
            }
            _ => {
                let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
                if required && seen_optional {
                    problems.push(format!("{here}: required option after an optional one"));
                }
                seen_optional |= !required;
                let autocomplete = o
                    .get("autocomplete")
                    .and_then(Value::as_bool)
                    .unwrap_or(false);
                if let Some(choices) = o.get("choices").and_then(Value::as_array) {
                    if choices.len() > 25 {
                        problems.push(format!("{here}: {} choices (max 25)", choices.len()));
                    }
                    if autocomplete && !choices.is_empty() {
                        problems.push(format!(
                            "{here}: autocomplete cannot be combined with choices"
                        ));
                    }
                    if !choices.is_empty() && !matches!(kind, 3 | 4 | 10) {
                        problems.push(format!("{here}: choices on an option of type {kind}"));
                    }
                    for c in choices {
                        let cname = c.get("name").and_then(Value::as_str).unwrap_or("");
                        if !(1..=100).contains(&cname.chars().count()) {
                            problems.push(format!(
                                "{here}: choice name {cname:?} must be 1-100 characters"
                            ));
                        }
                        *total += cname.chars().count();
                        let value = c.get("value").unwrap_or(&Value::Null);
                        let ok = match kind {
                            3 => value
                                .as_str()
                                .is_some_and(|s| (1..=100).contains(&s.chars().count())),
                            4 => value.is_i64() || value.is_u64(),
                            _ => value.is_number(),
                        };
                        if !ok {
                            problems.push(format!(
                                "{here}: choice value {value} does not fit option type {kind}"
                            ));
                        }
                        if kind == 3 {
                            *total += value.as_str().map_or(0, |s| s.chars().count());
                        }
                    }
                }
                if autocomplete && !matches!(kind, 3 | 4 | 10) {
                    problems.push(format!("{here}: autocomplete on an option of type {kind}"));
                }
            }
        }
    }
}

// ---- messages ---------------------------------------------------------------------------

/// Discord's limits for a message body; `is_edit` relaxes the "not empty" rule.
pub fn check_message(data: &Value, files: &[FilePart], is_edit: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let content = data.get("content").and_then(Value::as_str).unwrap_or("");
    if content.chars().count() > 2000 {
        problems.push(format!(
            "content has {} characters (max 2000)",
            content.chars().count()
        ));
    }
    let embeds = data
        .get("embeds")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if embeds.len() > 10 {
        problems.push(format!("{} embeds (max 10)", embeds.len()));
    }
    let mut embed_total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let len = |p: &str| {
            e.pointer(p)
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count())
        };
        for (p, max) in [
            ("/title", 256),
            ("/description", 4096),
            ("/footer/text", 2048),
            ("/author/name", 256),
        ] {
            let n = len(p);
            embed_total += n;
            if n > max {
                problems.push(format!("embeds[{i}]{p} has {n} characters (max {max})"));
            }
        }
        let fields = e
            .get("fields")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if fields.len() > 25 {
            problems.push(format!("embeds[{i}] has {} fields (max 25)", fields.len()));
        }
        for (j, f) in fields.iter().enumerate() {
            let name = f
                .get("name")
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count());
            let value = f
                .get("value")
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count());
            embed_total += name + value;
            if !(1..=256).contains(&name) || !(1..=1024).contains(&value) {
                problems.push(format!(
                    "embeds[{i}].fields[{j}] name 1-256 and value 1-1024 characters"
                ));
            }
        }
        for key in ["image", "thumbnail"] {
            if let Some(url) = e.pointer(&format!("/{key}/url")).and_then(Value::as_str) {
                if let Some(name) = url.strip_prefix("attachment://") {
                    let attached = files.iter().any(|f| f.filename.as_deref() == Some(name))
                        || data
                            .get("attachments")
                            .and_then(Value::as_array)
                            .into_iter()
                            .flatten()
                            .any(|a| a.get("filename").and_then(Value::as_str) == Some(name));
                    if !attached && !is_edit {
                        problems.push(format!(
                            "embeds[{i}].{key} refers to {url}, which is not attached"
                        ));
                    }
                }
            }
        }
    }
    if embed_total > 6000 {
        problems.push(format!(
            "embeds have {embed_total} characters in all (max 6000)"
        ));
    }
    if let Some(rows) = data.get("components") {
        problems.extend(check_components(rows));
    }
    let mut total = 0;
    for f in files {
        total += f.size;
        if !f.field.starts_with("files[") {
            problems.push(format!("file part named {:?} (expected files[n])", f.field));
        }
        if f.filename.as_deref().unwrap_or("").is_empty() {
            problems.push(format!("file part {} has no filename", f.field));
        }
    }
    if total > 10 * 1024 * 1024 {
        problems.push(format!("files total {total} bytes (max 10 MiB)"));
    }
    if files.len() > 10 {
        problems.push(format!("{} files (max 10)", files.len()));
    }
    // payload_json.attachments[].id must name the files[n] parts (new files) by index.
    for a in data
        .get("attachments")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if let Some(n) = a.get("id").and_then(Value::as_u64) {
            if n < 1_000_000 && !files.iter().any(|f| f.field == format!("files[{n}]")) {
                problems.push(format!("attachments id {n} has no files[{n}] part"));
            }
        }
        // An attachment's description (its alt text) is at most 1,024 characters.
        if let Some(description) = a.get("description").and_then(Value::as_str) {
            let length = description.chars().count();
            if length > 1024 {
                problems.push(format!(
                    "attachment description has {length} characters (max 1024)"
                ));
            }
        }
    }
    if !is_edit
        && content.is_empty()
        && embeds.is_empty()
        && files.is_empty()
        && data
            .get("components")
            .and_then(Value::as_array)
            .is_none_or(|c| c.is_empty())
        && data.get("poll").is_none()
    {
        problems.push("Cannot send an empty message (50006)".into());
    }
    problems
}

/// What Discord says of a Link button's address: at most 512 characters, http, https or
/// discord.
fn link_url_problem(url: &str) -> Option<String> {
    let length = url.chars().count();
    if length > 512 {
        return Some(format!("link button url of {length} characters (max 512)"));
    }
    let scheme = url.split_once("://").map(|(scheme, _)| scheme);
    if !matches!(scheme, Some("http" | "https" | "discord")) {
        return Some(format!(
            "link button url {url:?}: scheme must be one of http, https, discord"
        ));
    }
    None
}

/// Discord's limits for message components.
pub fn check_components(rows: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(rows) = rows.as_array() else {
        return vec!["components must be an array".into()];
    };
    if rows.len() > 5 {
        problems.push(format!("{} action rows (max 5)", rows.len()));
    }
    let mut ids = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            problems.push(format!("components[{i}] is not an action row"));
            continue;
        }
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if items.is_empty() || items.len() > 5 {
            problems.push(format!("row {i} has {} components (1-5)", items.len()));
        }
        let selects = items
            .iter()
            .filter(|c| c.get("type").and_then(Value::as_u64) != Some(2))
            .count();
        if selects > 0 && items.len() > 1 {
            problems.push(format!("row {i}: a select menu must be alone in its row"));
        }
        for c in &items {
            let kind = c.get("type").and_then(Value::as_u64).unwrap_or(0);
            let custom_id = c.get("custom_id").and_then(Value::as_str);
            if let Some(id) = custom_id {
                if id.is_empty() || id.chars().count() > 100 {
                    problems.push(format!("custom_id {id:?} must be 1-100 characters"));
                }
                if !ids.insert(id.to_string()) {
                    problems.push(format!("duplicate custom_id {id:?}"));
                }
            }
            match kind {
                2 => {
                    let style = c.get("style").and_then(Value::as_u64).unwrap_or(0);
                    if !(1..=6).contains(&style) {
                        problems.push(format!("button style {style}"));
                    }
                    let url = c.get("url").and_then(Value::as_str);
                    match style {
                        5 => match url {
                            None => problems.push("link button without url".into()),
                            Some(url) => problems.extend(link_url_problem(url)),
                        },
                        1..=4 if custom_id.is_none() => {
                            problems.push("button without custom_id".into())
                        }
                        _ => {}
                    }
                    if style == 5 && custom_id.is_some() {
                        problems.push("a link button cannot have a custom_id".into());
                    }
                    if style != 5 && url.is_some() {
                        problems.push(format!("a button of style {style} cannot have a url"));
                    }
                    let label = c
                        .get("label")
                        .and_then(Value::as_str)
                        .map_or(0, |s| s.chars().count());
                    if label > 80 {
                        problems.push(format!("button label of {label} characters (max 80)"));
                    }
                    if label == 0 && c.get("emoji").is_none() {
                        problems.push("button needs a label or an emoji".into());
                    }
                }
                3 | 5 | 6 | 7 | 8 => {
                    if custom_id.is_none() {
                        problems.push("select menu without custom_id".into());
                    }
                    if kind == 3 {
                        let options = c
                            .get("options")
                            .and_then(Value::as_array)
                            .cloned()
                            .unwrap_or_default();
                        if options.is_empty() || options.len() > 25 {
                            problems
                                .push(format!("select menu with {} options (1-25)", options.len()));
                        }
                        let mut values = HashSet::new();
                        for o in &options {
                            let label = o
                                .get("label")
                                .and_then(Value::as_str)
                                .map_or(0, |s| s.chars().count());
                            let value = o.get("value").and_then(Value::as_str).unwrap_or("");
                            if !(1..=100).contains(&label)
                                || !(1..=100).contains(&value.chars().count())
                            {
                                problems.push(
                                    "select option label and value must be 1-100 characters".into(),
                                );
                            }
                            if !values.insert(value.to_string()) {
                                problems.push(format!("duplicate select option value {value:?}"));
                            }
                        }
                    }
                    let placeholder = c
                        .get("placeholder")
                        .and_then(Value::as_str)
                        .map_or(0, |s| s.chars().count());
                    if placeholder > 150 {
                        problems.push("select placeholder over 150 characters".into());
                    }
                }
                _ => problems.push(format!("component type {kind} in an action row")),
            }
        }
    }
    problems
}
