//! Rules files for tests of designed games: the Hex of `designs/hex.luau`, and versions of it
//! with a bug that random games do not find (so `design check` accepts them) but a test's
//! game walks into.

/// The example Hex file (tests run from the crate's root).
pub fn hex() -> Vec<u8> {
    std::fs::read("designs/hex.luau").expect("designs/hex.luau")
}

/// Hex, with `guard` put at the top of its function `function` (`play`, `moves`, …).
pub fn hex_with(function: &str, guard: &str) -> Vec<u8> {
    let source = String::from_utf8(hex()).expect("hex.luau is text");
    let head = format!("\t{function} = function(state");
    let at = source.find(&head).expect("the function in hex.luau");
    let body = at + source[at..].find('\n').expect("a line after it") + 1;
    format!("{}\t\t{guard}\n{}", &source[..body], &source[body..]).into_bytes()
}

/// The position after a1 b1 a2 (Red, Blue, Red): Blue to move, ply 3. 200 random games reach
/// it with a chance of about one in 25,000.
pub const AFTER_A1_B1_A2: &str =
    "state.ply == 3 and state.cells[1] == 1 and state.cells[2] == 2 and state.cells[8] == 1";

/// Hex whose `play` fails on b2 after a1 b1 a2: "b2 is not handled yet".
pub fn hex_failing_on_b2() -> Vec<u8> {
    hex_with(
        "play",
        &format!(
            "if move == \"b2\" and {AFTER_A1_B1_A2} then error(\"b2 is not handled yet\") end"
        ),
    )
}

/// Hex whose `moves` fails after a1 b1 a2: a game there does not even replay.
pub fn hex_failing_after_a2() -> Vec<u8> {
    hex_with(
        "moves",
        &format!("if {AFTER_A1_B1_A2} then error(\"moves after a2 are broken\") end"),
    )
}

/// [`hex_failing_on_b2`] with a `private_view` (each seat sees the common view): a game with
/// hidden information as far as the host knows, whose failed move is named to nobody.
pub fn hex_with_secrets_failing_on_b2() -> Vec<u8> {
    let source = String::from_utf8(hex_failing_on_b2()).expect("text");
    let source = source.replacen("\nreturn {", "\nlocal api = {", 1);
    format!(
        "{source}\napi.private_view = function(state, _seat)\n\treturn api.view(state)\nend\n\nreturn api\n"
    )
    .into_bytes()
}
