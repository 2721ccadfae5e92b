//! Values between Luau and Rust: a game's state (plain data, kept as JSON between calls so it
//! can be stored, cloned, compared and hashed) and the file's declarations.
//!
//! A state is `nil`-free plain data: booleans, finite numbers, UTF-8 strings, and tables that
//! are either lists (keys 1, 2, 3 …, holes allowed) or records (string keys). A list becomes a
//! JSON array (a hole is `null`), a record a JSON object, an empty table `[]`; reading it back
//! gives a table equal to the one the file returned.

use mlua::{Lua, Table, Value};
use serde_json::{Map, Number, Value as Json};

use super::sandbox::{Vm, OPTIONAL_FUNCTIONS, REQUIRED_FUNCTIONS};
use super::{
    Achievement, Declarations, DesignError, OptionValue, MAX_RULES_TEXT, MAX_STATE_DEPTH,
    MAX_STATE_VALUES, MAX_STRING,
};
use crate::games::WinCondition;

/// Plain data from Luau, as JSON, within the state caps. `function` names the rules function
/// that returned it, for the error.
pub fn to_json(value: &Value, function: &'static str) -> Result<Json, DesignError> {
    let mut count = 0usize;
    to_json_inner(value, function, 0, &mut count)
}

fn to_json_inner(
    value: &Value,
    function: &'static str,
    depth: usize,
    count: &mut usize,
) -> Result<Json, DesignError> {
    *count += 1;
    if *count > MAX_STATE_VALUES {
        return Err(DesignError::shape(
            function,
            format!("the state holds more than {MAX_STATE_VALUES} values"),
        ));
    }
    Ok(match value {
        Value::Boolean(b) => Json::Bool(*b),
        Value::Integer(i) => Json::Number((*i).into()),
        Value::Number(n) => Json::Number(Number::from_f64(*n).ok_or_else(|| {
            DesignError::shape(function, "the state holds a number that is NaN or infinite")
        })?),
        Value::String(s) => Json::String(text(s, function, "the state")?),
        Value::Table(t) => {
            if depth >= MAX_STATE_DEPTH {
                return Err(DesignError::shape(
                    function,
                    format!(
                        "the state's tables are nested more than {MAX_STATE_DEPTH} deep (a table inside itself?)"
                    ),
                ));
            }
            table_to_json(t, function, depth, count)?
        }
        other => {
            return Err(DesignError::shape(
                function,
                format!(
                    "a state holds only tables, numbers, strings and booleans, not a {}",
                    other.type_name()
                ),
            ))
        }
    })
}

fn table_to_json(
    table: &Table,
    function: &'static str,
    depth: usize,
    count: &mut usize,
) -> Result<Json, DesignError> {
    let mut list: Vec<(usize, Json)> = Vec::new();
    let mut record = Map::new();
    for pair in table.pairs::<Value, Value>() {
        let (key, value) = pair.map_err(|e| DesignError::from_lua(function, e))?;
        let converted = to_json_inner(&value, function, depth + 1, count)?;
        match key {
            Value::Integer(i) if i >= 1 => list.push((i as usize, converted)),
            Value::String(s) => {
                record.insert(text(&s, function, "a state's key")?, converted);
            }
            other => {
                return Err(DesignError::shape(
                    function,
                    format!(
                        "a state's table may have keys 1, 2, 3 … (a list) or names (a record), not the key {}",
                        shown_key(&other)
                    ),
                ))
            }
        }
    }
    match (list.is_empty(), record.is_empty()) {
        (true, true) => Ok(Json::Array(Vec::new())),
        (true, false) => Ok(Json::Object(record)),
        (false, true) => {
            let last = list.iter().map(|(i, _)| *i).max().unwrap_or(0);
            if last > list.len() * 2 + 16 {
                return Err(DesignError::shape(
                    function,
                    format!("a state's list has {} entries but a key as large as {last}: use a record (string keys) for sparse data", list.len()),
                ));
            }
            let mut array = vec![Json::Null; last];
            for (i, v) in list {
                array[i - 1] = v;
            }
            Ok(Json::Array(array))
        }
        (false, false) => Err(DesignError::shape(
            function,
            "a state's table mixes list keys (1, 2, 3 …) and names: use one or the other",
        )),
    }
}

fn shown_key(key: &Value) -> String {
    match key {
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => n.to_string(),
        other => format!("of type {}", other.type_name()),
    }
}

/// A Luau string as UTF-8 of at most [`MAX_STRING`] bytes.
pub fn text(
    s: &mlua::LuaString,
    function: &'static str,
    what: &str,
) -> Result<String, DesignError> {
    let bytes = s.as_bytes();
    if bytes.len() > MAX_STRING {
        return Err(DesignError::shape(
            function,
            format!("{what} holds a string longer than {MAX_STRING} bytes"),
        ));
    }
    String::from_utf8(bytes.to_vec()).map_err(|_| {
        DesignError::shape(function, format!("{what} holds a string that is not UTF-8"))
    })
}

/// A state (or any plain data) into Luau: a fresh table tree. `frozen` makes every table
/// read-only, for the functions that only look at a position.
pub fn to_lua(lua: &Lua, json: &Json, frozen: bool) -> mlua::Result<Value> {
    Ok(match json {
        Json::Null => Value::Nil,
        Json::Bool(b) => Value::Boolean(*b),
        Json::Number(n) => Value::Number(n.as_f64().unwrap_or(0.0)),
        Json::String(s) => Value::String(lua.create_string(s)?),
        Json::Array(items) => {
            let table = lua.create_table_with_capacity(items.len(), 0)?;
            for (i, item) in items.iter().enumerate() {
                if !item.is_null() {
                    table.raw_set(i + 1, to_lua(lua, item, frozen)?)?;
                }
            }
            table.set_readonly(frozen);
            Value::Table(table)
        }
        Json::Object(fields) => {
            let table = lua.create_table_with_capacity(0, fields.len())?;
            for (key, item) in fields {
                table.raw_set(key.as_str(), to_lua(lua, item, frozen)?)?;
            }
            table.set_readonly(frozen);
            Value::Table(table)
        }
    })
}

/// The declarations of the file a VM loaded, checked.
pub fn declarations(vm: &Vm, file_name: &str) -> Result<Declarations, DesignError> {
    let api = &vm.api;
    let field = |name: &'static str| -> Result<Value, DesignError> {
        api.raw_get::<Value>(name)
            .map_err(|e| DesignError::from_lua("load", e))
    };
    let string = |name: &'static str, max: usize| -> Result<String, DesignError> {
        match field(name)? {
            Value::String(s) if s.as_bytes().len() <= max => {
                let t = String::from_utf8(s.as_bytes().to_vec())
                    .map_err(|_| DesignError::shape("load", format!("`{name}` is not UTF-8")))?;
                if t.trim().is_empty() {
                    return Err(DesignError::shape("load", format!("`{name}` is empty")));
                }
                Ok(t)
            }
            Value::String(_) => Err(DesignError::shape(
                "load",
                format!("`{name}` is longer than {max} bytes"),
            )),
            Value::Nil => Err(DesignError::shape(
                "load",
                format!("{file_name} declares no `{name}` (a string)"),
            )),
            other => Err(DesignError::shape(
                "load",
                format!("`{name}` must be a string, not a {}", other.type_name()),
            )),
        }
    };
    let id = string("id", 40)?;
    if !id
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(DesignError::shape(
            "load",
            format!("`id` may hold only a-z, 0-9 and '-', not `{id}`"),
        ));
    }
    if crate::games::GameKind::native_from_id(&id).is_some() {
        return Err(DesignError::shape(
            "load",
            format!("`id` `{id}` is a native game's: choose another"),
        ));
    }
    let name = string("name", 60)?;
    let version = match field("version")? {
        Value::Integer(n) => n.to_string(),
        Value::Number(n) => n.to_string(),
        _ => string("version", 40)?,
    };
    let rules = string("rules", MAX_RULES_TEXT)?;
    let seats = match field("seats")? {
        Value::Table(t) if t.raw_len() == 2 => {
            let seat = |i: usize| -> Result<String, DesignError> {
                match t.raw_get::<Value>(i) {
                    Ok(Value::String(s))
                        if !s.as_bytes().is_empty() && s.as_bytes().len() <= 20 =>
                    {
                        text(&s, "load", "`seats`")
                    }
                    _ => Err(DesignError::shape(
                        "load",
                        "`seats` must be two names of 1 to 20 bytes: { \"X\", \"O\" }",
                    )),
                }
            };
            [seat(1)?, seat(2)?]
        }
        _ => {
            return Err(DesignError::shape(
                "load",
                "`seats` must be a list of two names: { \"X\", \"O\" }",
            ))
        }
    };
    if seats[0] == seats[1] {
        return Err(DesignError::shape(
            "load",
            "the two `seats` need different names",
        ));
    }
    let options = options(field("options")?)?;
    let achievements = achievements(field("achievements")?)?;
    let puzzles = match field("puzzles")? {
        Value::Nil => false,
        Value::Boolean(b) => b,
        other => {
            return Err(DesignError::shape(
                "load",
                format!(
                    "`puzzles` must be true or false, not a {}",
                    other.type_name()
                ),
            ))
        }
    };
    for name in REQUIRED_FUNCTIONS {
        if vm.function(name)?.is_none() {
            return Err(DesignError::shape(
                "load",
                format!("{file_name} defines no function `{name}`"),
            ));
        }
    }
    let mut has = [false; OPTIONAL_FUNCTIONS.len()];
    for (i, name) in OPTIONAL_FUNCTIONS.iter().enumerate() {
        has[i] = vm.function(name)?.is_some();
    }
    if has[4] && !has[3] {
        return Err(DesignError::shape(
            "load",
            format!("{file_name} defines `resolve` but no `chance`: `resolve` throws the dice of the chance moves `chance` names"),
        ));
    }
    Ok(Declarations {
        id,
        name,
        version,
        seats,
        options,
        rules,
        achievements,
        puzzles,
        has_private_view: has[0],
        has_evaluate: has[1],
        has_scores: has[2],
        has_chance: has[3],
        has_resolve: has[4],
    })
}

fn options(value: Value) -> Result<Vec<(String, OptionValue)>, DesignError> {
    let table = match value {
        Value::Nil => return Ok(Vec::new()),
        Value::Table(t) => t,
        other => {
            return Err(DesignError::shape(
                "load",
                format!(
                    "`options` must be a table of defaults, not a {}",
                    other.type_name()
                ),
            ))
        }
    };
    let mut out = Vec::new();
    for pair in table.pairs::<Value, Value>() {
        let (key, value) = pair.map_err(|e| DesignError::from_lua("load", e))?;
        let Value::String(key) = key else {
            return Err(DesignError::shape("load", "`options` keys must be names"));
        };
        let key = text(&key, "load", "`options`")?;
        let value = match value {
            Value::Integer(n) => OptionValue::Number(n as f64),
            Value::Number(n) if n.is_finite() => OptionValue::Number(n),
            Value::Boolean(b) => OptionValue::Flag(b),
            Value::String(s) => OptionValue::Text(text(&s, "load", "`options`")?),
            other => {
                return Err(DesignError::shape(
                    "load",
                    format!(
                    "option `{key}`'s default must be a number, a string or a boolean, not a {}",
                    other.type_name()
                ),
                ))
            }
        };
        out.push((key, value));
        if out.len() > 64 {
            return Err(DesignError::shape("load", "at most 64 `options`"));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}

fn achievements(value: Value) -> Result<Vec<Achievement>, DesignError> {
    let table = match value {
        Value::Nil => return Ok(Vec::new()),
        Value::Table(t) => t,
        other => {
            return Err(DesignError::shape(
                "load",
                format!("`achievements` must be a list, not a {}", other.type_name()),
            ))
        }
    };
    let bad = || {
        DesignError::shape(
            "load",
            "each of `achievements` must be { id = \"...\", name = \"...\", description = \"...\", \
             and one condition: margin = n, within = n or times = n }",
        )
    };
    let mut out = Vec::new();
    for entry in table.sequence_values::<Value>() {
        let Value::Table(entry) = entry.map_err(|e| DesignError::from_lua("load", e))? else {
            return Err(bad());
        };
        let get = |k: &str| match entry.raw_get::<Value>(k) {
            Ok(Value::String(s)) => text(&s, "load", "`achievements`"),
            _ => Err(bad()),
        };
        // One condition, the host's own (`WinCondition`): a win by a score margin, within a
        // number of plies, or with a multiple of the loser's score.
        let number = |k: &str| match entry.raw_get::<Value>(k) {
            Ok(Value::Nil) => Ok(None),
            Ok(Value::Integer(n)) if n >= 1 => Ok(Some(n)),
            Ok(Value::Number(n)) if n >= 1.0 && n.fract() == 0.0 && n <= 1e9 => Ok(Some(n as i64)),
            _ => Err(bad()),
        };
        let condition = match (number("margin")?, number("within")?, number("times")?) {
            (Some(n), None, None) => WinCondition::ScoreMargin(n),
            (None, Some(n), None) => WinCondition::WithinPlies(n as usize),
            (None, None, Some(n)) => WinCondition::ScoreMultiple(n),
            _ => return Err(bad()),
        };
        let id = get("id")?;
        if id.is_empty()
            || id.len() > 40
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(DesignError::shape(
                "load",
                format!("an achievement's `id` is 1 to 40 of a-z, 0-9 and '-', not `{id}`"),
            ));
        }
        if out.iter().any(|a: &Achievement| a.id == id) {
            return Err(DesignError::shape(
                "load",
                format!("two achievements are `{id}`"),
            ));
        }
        out.push(Achievement {
            id,
            name: get("name")?,
            description: get("description")?,
            condition,
        });
        if out.len() > 32 {
            return Err(DesignError::shape("load", "at most 32 `achievements`"));
        }
    }
    Ok(out)
}

/// Options as the table `start` receives.
pub fn options_table(lua: &Lua, options: &[(String, OptionValue)]) -> mlua::Result<Table> {
    let table = lua.create_table()?;
    for (key, value) in options {
        match value {
            OptionValue::Number(n) => table.raw_set(key.as_str(), *n)?,
            OptionValue::Text(t) => table.raw_set(key.as_str(), t.as_str())?,
            OptionValue::Flag(b) => table.raw_set(key.as_str(), *b)?,
        }
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn from_lua(source: &str) -> Result<Json, DesignError> {
        let lua = Lua::new();
        let value: Value = lua.load(source).eval().unwrap();
        to_json(&value, "play")
    }

    /// Lists (holes included) and records come back from JSON as the tables they were.
    #[test]
    fn lists_with_holes_and_records_survive_the_round_trip() {
        let state =
            from_lua("{ cells = { 1, nil, 3 }, name = 'x', on = true, empty = {}, n = 2.5 }")
                .unwrap();
        assert_eq!(
            state,
            json!({"cells": [1, null, 3], "name": "x", "on": true, "empty": [], "n": 2.5})
        );
        let lua = Lua::new();
        let table = to_lua(&lua, &state, true).unwrap();
        lua.globals().set("t", table).unwrap();
        let checks: bool = lua
            .load("t.cells[1] == 1 and t.cells[2] == nil and t.cells[3] == 3 and #t.empty == 0 and t.n == 2.5 and t.on")
            .eval()
            .unwrap();
        assert!(checks);
        let again = to_json(&lua.globals().get::<Value>("t").unwrap(), "play").unwrap();
        assert_eq!(again, state);
        // Frozen tables refuse changes.
        assert!(lua.load("t.cells[1] = 5").exec().is_err());
    }

    #[test]
    fn tables_that_are_neither_lists_nor_records_are_refused() {
        for (source, expected) in [
            ("{ 1, 2, x = 3 }", "mixes list keys"),
            ("{ [0] = 1 }", "not the key 0"),
            ("{ [1000] = 1 }", "use a record"),
            ("{ f = print }", "not a function"),
            ("{ n = 0/0 }", "NaN or infinite"),
        ] {
            let error = from_lua(source).unwrap_err();
            assert!(error.message.contains(expected), "{source}: {error}");
            assert_eq!(error.function, "play");
        }
        let deep = from_lua("local t = {} t.t = t return t").unwrap_err();
        assert!(deep.message.contains("nested more than"), "{deep}");
    }
}
