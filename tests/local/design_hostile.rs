//! Hostile rules files: each is refused by `design check` with a clear message, within its
//! budget — no panic, no hang. Each case is a small sound game (Nim) with one part replaced.

use std::path::Path;
use std::time::{Duration, Instant};

use boardbot::designer;

/// A sound file: seven counters, take one or two, whoever takes the last wins.
const NIM: &str = r#"
local game = {
    id = "nim", name = "Nim", version = "1", seats = { "A", "B" }, options = {},
    rules = "Seven counters; take 1 or 2 in turn; whoever takes the last wins.",
}
function game.start(options, random) return { left = 7, ply = 0 } end
function game.moves(state) if state.left >= 2 then return { "1", "2" } end return { "1" } end
function game.play(state, move) state.left -= tonumber(move); state.ply += 1; return state end
function game.to_move(state) if state.left > 0 then return state.ply % 2 + 1 end return nil end
function game.result(state)
    if state.left == 0 then return { winner = (state.ply - 1) % 2 + 1 } end
    return nil
end
function game.view(state) return { grids = { { cols = 7, rows = 1 } } } end
function game.describe(state) return state.left .. " left" end
--HOSTILE--
return game
"#;

/// `design check` of NIM with `hostile` added before its `return` (or replacing the whole
/// file when `whole`): the exit status and report, within `bound`.
fn check(hostile: &str, bound: Duration) -> (i32, String) {
    check_source(&NIM.replace("--HOSTILE--", hostile), bound)
}

fn check_source(source: &str, bound: Duration) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hostile.luau");
    std::fs::write(&path, source).unwrap();
    let began = Instant::now();
    let mut out = Vec::new();
    let code = designer::check_command(&path, &mut out, &mut std::io::sink());
    let elapsed = began.elapsed();
    let text = String::from_utf8(out).unwrap();
    assert!(
        elapsed < bound,
        "took {elapsed:?} (bound {bound:?}): {text}"
    );
    (code, text)
}

/// Refused, and the report says `expected`.
fn refused(hostile: &str, expected: &str) {
    let (code, text) = check(hostile, Duration::from_secs(8));
    assert_eq!(code, 1, "{text}");
    assert!(text.contains(expected), "wanted `{expected}` in:\n{text}");
    // The designer reads the line the message names, not Luau's traceback.
    assert!(!text.contains("stack traceback"), "{text}");
}

#[test]
fn the_sound_base_passes() {
    let (code, text) = check("", Duration::from_secs(30));
    assert_eq!(code, 0, "{text}");
}

#[test]
fn an_endless_loop_at_load_is_stopped() {
    let (code, text) = check_source("while true do end\nreturn {}", Duration::from_secs(5));
    assert_eq!(code, 1);
    assert!(text.contains("hostile.luau:1: the time budget"), "{text}");
}

#[test]
fn an_endless_loop_in_any_function_is_stopped() {
    for function in [
        "start", "moves", "play", "to_move", "result", "view", "describe",
    ] {
        let args = match function {
            "start" => "options, random",
            "play" => "state, move",
            _ => "state",
        };
        let hostile = format!("function game.{function}({args})\n    while true do end\nend");
        refused(&hostile, "the time budget of this call ran out");
        refused(&hostile, &format!("in `{function}`"));
    }
}

#[test]
fn an_endless_loop_that_catches_its_own_errors_is_stopped() {
    refused(
        "function game.moves(state)\n    while true do pcall(function() while true do end end) end\nend",
        "the time budget of this call ran out",
    );
}

#[test]
fn memory_bombs_are_stopped() {
    refused(
        "function game.start() local s = string.rep(\"x\", 1e9) return { left = 7, ply = 0 } end",
        "in `start`",
    );
    refused(
        // Big strings, so that the limit comes within a few hundred steps even on a busy
        // machine (small ones took ~30,000 steps and sometimes met the time budget first).
        "function game.start() local t = {} for i = 1, 1e9 do t[i] = string.rep(\"x\", 100000) .. i end return t end",
        "out of memory: a rules file may hold at most 32 MB",
    );
    refused(
        "function game.view() local s = \"x\" while true do s = s .. s end end",
        "in `view`",
    );
}

#[test]
fn deep_recursion_is_stopped() {
    refused(
        "local function deeper(n) return deeper(n + 1) + 1 end\nfunction game.moves(state) return deeper(1) end",
        "stack overflow",
    );
}

#[test]
fn a_million_moves_are_refused() {
    refused(
        "function game.moves(state) return table.create(1000000, \"1\") end",
        "lists 1000000 moves; at most 10000",
    );
}

#[test]
fn a_huge_grid_is_refused() {
    refused(
        "function game.view(state) return { grids = { { cols = 10000, rows = 10000 } } } end",
        "a grid's `cols` is 10000; it must be 1 to 26",
    );
}

#[test]
fn the_outside_world_is_out_of_reach() {
    for reach in [
        "os.time()",
        "os.clock()",
        "io.open(\"/etc/passwd\")",
        "require(\"socket\")",
        "load(\"return 1\")",
        "loadstring(\"return 1\")",
        "debug.traceback()",
        "getfenv(1)",
        "setfenv(1, {})",
        "dofile(\"/etc/passwd\")",
        "collectgarbage(\"collect\")",
        "print(\"hello\")",
    ] {
        let hostile =
            format!("function game.start() local _ = {reach} return {{ left = 7, ply = 0 }} end");
        refused(&hostile, "hostile.luau:");
        refused(&hostile, "in `start`");
    }
}

#[test]
fn randomness_of_its_own_is_refused() {
    // No random library at all …
    refused(
        "function game.start() return { left = math.random(5, 9), ply = 0 } end",
        "in `start`",
    );
    // … and randomness made from state kept between calls shows as non-determinism.
    refused(
        "local calls = 0\nfunction game.start() calls += 1 return { left = 7 + calls % 2, ply = 0 } end",
        "`start` gave two different states",
    );
    refused(
        "local calls = 0\nlocal play = game.play\nfunction game.play(state, move) calls += 1 state = play(state, move) state.noise = calls return state end",
        "the same seed and moves gave two different states",
    );
}

#[test]
fn wrong_return_types_name_the_function() {
    for (hostile, expected) in [
        (
            "function game.to_move(state) return \"A\" end",
            "in `to_move`: must return 1, 2 or nil",
        ),
        (
            "function game.moves(state) return 3 end",
            "in `moves`: must return a list of strings",
        ),
        (
            "function game.moves(state) return { 1, 2 } end",
            "move 1 is 1, not a string",
        ),
        (
            "function game.moves(state) return { \"One\" } end",
            "is not written canonically",
        ),
        (
            "function game.moves(state) return { \"1\", \"1\" } end",
            "lists `1` twice",
        ),
        (
            "function game.result(state) return \"won\" end",
            "in `result`: must return nil",
        ),
        (
            "function game.play(state, move) end",
            "in `play`: returned nothing",
        ),
        (
            "function game.play(state, move) state.left -= 1 state.ply += 1 state.f = function() end return state end",
            "not a function",
        ),
        (
            "function game.describe(state) return {} end",
            "in `describe`: must return a string",
        ),
        (
            "function game.view(state) return 1 end",
            "in `view`: must return a table",
        ),
        (
            "function game.start() return { [0.5] = 1 } end",
            "in `start`: a state's table may have keys",
        ),
        (
            "function game.to_move(state) return 1 end",
            "names a seat to move although `result` says the game is over",
        ),
        ("game.moves = 5", "`moves` must be a function"),
    ] {
        refused(hostile, expected);
    }
}

#[test]
fn a_game_that_never_ends_is_refused() {
    refused(
        "function game.play(state, move) state.ply += 1 return state end",
        "a game never ended: still going after 2000 random plies",
    );
}

#[test]
fn a_listed_move_that_play_refuses_is_reported_with_its_line() {
    refused(
        "function game.play(state, move)\n    if move == \"2\" then error(\"no twos\") end\n    state.left -= 1 state.ply += 1 return state\nend",
        "the listed move `2` was refused: in `play`: hostile.luau:",
    );
}

#[test]
fn a_file_that_is_not_luau_is_refused_with_its_line() {
    let (code, text) = check_source("local x = = 1\nreturn {}", Duration::from_secs(5));
    assert_eq!(code, 1);
    assert!(text.contains("hostile.luau:1:"), "{text}");
}

#[test]
fn a_file_without_its_declarations_is_refused() {
    let (code, text) = check_source("return { id = \"x\" }", Duration::from_secs(5));
    assert_eq!(code, 1);
    assert!(text.contains("declares no `name`"), "{text}");
}

/// The referee refuses a broken file as a usage error, not a panic.
#[test]
fn the_referee_refuses_a_broken_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.luau");
    std::fs::write(&path, "return 5").unwrap();
    let args = boardbot::referee::RefereeArgs {
        game: String::new(),
        rules: Some(path.clone()),
        set: Vec::new(),
        seed: "0".into(),
        png: None,
        suggest: None,
    };
    let err = boardbot::referee::run(&args, std::io::Cursor::new(""))
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("must end with `return { ... }`"),
        "{err}"
    );
    let _ = Path::new(&path);
}
