//! The referee contract (shared/rules/README.md), through the built binary.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

fn referee(args: &[&str], stdin: &str) -> (i32, Value, String) {
    referee_bytes(args, stdin.as_bytes())
}

fn referee_bytes(args: &[&str], stdin: &[u8]) -> (i32, Value, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .arg("referee")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    let code = out.status.code().unwrap();
    let json = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (
        code,
        json,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn twenty_sevens_moves_and_report() {
    let (code, j, _) = referee(&["twenty-sevens"], "# opening\nB2\n\n  b2 \na1\n");
    assert_eq!(code, 0);
    assert_eq!(j["game"], "twenty-sevens");
    assert_eq!(j["ply"], 3);
    assert_eq!(j["status"], "ongoing");
    assert_eq!(j["to_move"], "O");
    assert_eq!(j["winner"], Value::Null);
    assert_eq!(j["scores"], serde_json::json!({"X": 0, "O": 0}));
    assert_eq!(j["board"]["cells"]["1b2"], "X");
    assert_eq!(j["board"]["cells"]["2b2"], "O");
    assert_eq!(j["board"]["cells"]["1a1"], "X");
    assert_eq!(j["error"], Value::Null);
    let legal: Vec<&str> = j["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(
        legal,
        ["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"]
    );
}

#[test]
fn rejected_line_stops_with_exit_2_and_the_position_before() {
    let (code, j, _) = referee(&["twenty-sevens"], "b2\nb2\nb2\n# full now\nb2\na1\n");
    assert_eq!(code, 2);
    assert_eq!(j["ply"], 3);
    assert_eq!(j["error"]["line"], 5);
    assert_eq!(j["error"]["move"], "b2");
    assert!(j["error"]["message"].as_str().unwrap().contains("full"));
    assert!(!j["legal_moves"]
        .as_array()
        .unwrap()
        .contains(&Value::from("b2")));
    assert_eq!(j["board"]["cells"].as_object().unwrap().len(), 3);
    let (code, j, _) = referee(&["twenty-sevens"], "hello\n");
    assert_eq!((code, j["ply"].as_i64()), (2, Some(0)));
}

#[test]
fn known_position_finishes_x_20_o_15() {
    // Board 1 xox/xxo/oox, board 2 xxx/ooo/ooo, board 3 xox/xox/xox (rank 3 first), built with
    // X and O alternating, each taking the lowest free cell of its own.
    let moves = "a3\nb3\nc3\nc2\na2\na1\nb2\nb1\nc1\na2\na3\nb2\nb3\nc2\nc3\na1\na3\nb1\nc3\nc1\na2\nb3\nc2\nb2\na1\nb1\nc1\n";
    let (code, j, stderr) = referee(
        &["twenty-sevens", "--png", "/tmp/boardbot-referee-test.png"],
        moves,
    );
    assert_eq!(code, 0, "{j} {stderr}");
    assert_eq!(j["status"], "finished");
    assert_eq!(j["scores"], serde_json::json!({"X": 20, "O": 15}));
    assert_eq!(j["winner"], "X");
    assert_eq!(j["to_move"], Value::Null);
    assert_eq!(j["legal_moves"], serde_json::json!([]));
    let png = std::fs::read("/tmp/boardbot-referee-test.png").unwrap();
    assert!(image::load_from_memory(&png).is_ok());
}

#[test]
fn usage_errors_exit_1() {
    let (code, _, err) = referee(&["chess"], "");
    assert_eq!(code, 1);
    assert!(err.contains("unknown game"));
    let (code, _, err) = referee(&["twenty-sevens", "--set", "diamond=5"], "");
    assert_eq!(code, 1);
    assert!(err.contains("diamond"));
    let (code, _, _) = referee(&["twenty-sevens", "--set", "nonsense"], "");
    assert_eq!(code, 1);
    let (code, j, _) = referee(&["twenty-sevens", "--set", "diamond=1"], "a1\n");
    assert_eq!((code, j["ply"].as_i64()), (0, Some(1)));
}

#[test]
fn suggest_reports_a_legal_ai_move() {
    let (code, j, _) = referee(&["twenty-sevens", "--suggest", "easy"], "b2\n");
    assert_eq!(code, 0);
    let legal = j["legal_moves"].as_array().unwrap();
    assert!(legal.contains(&j["suggestion"]), "{j}");
    let moves = "a3\nb3\nc3\nc2\na2\na1\nb2\nb1\nc1\na2\na3\nb2\nb3\nc2\nc3\na1\na3\nb1\nc3\nc1\na2\nb3\nc2\nb2\na1\nb1\nc1\n";
    let (_, j, _) = referee(&["twenty-sevens", "--suggest", "hard"], moves);
    assert_eq!(j["suggestion"], Value::Null);
    let (code, _, err) = referee(&["twenty-sevens", "--suggest", "genius"], "");
    assert_eq!(code, 1, "{err}");
}

#[test]
fn a_line_that_is_not_utf8_is_a_rejected_move() {
    let (code, j, stderr) = referee_bytes(&["twenty-sevens"], b"b2\n# note\na\xff1\nc3\n");
    assert_eq!(code, 2, "stderr: {stderr}");
    assert_eq!(j["ply"], 1, "{j}");
    assert_eq!(j["error"]["line"], 3, "{j}");
    assert_eq!(j["to_move"], "O", "the position before the bad line: {j}");
    assert!(
        j["error"]["message"].as_str().unwrap().contains("UTF-8"),
        "{j}"
    );
}
