//! `boardbot design report`: a short report of the example Hex writes its text and its chart,
//! its figures add up, and the same seeds give the same report.

use std::path::Path;

use boardbot::ai::Level;
use boardbot::designer::report::ReportArgs;
use boardbot::designer::report_command::report_command;

const GAMES: usize = 10;

fn report_in(dir: &Path) -> (String, Vec<u8>) {
    let args = ReportArgs {
        file: "designs/hex.luau".into(),
        games: GAMES,
        level: Level::Easy,
        out: dir.to_path_buf(),
        hard_vs_random: false,
    };
    let (mut out, mut progress) = (Vec::new(), Vec::new());
    let status = report_command(&args, &mut out, &mut progress);
    let out = String::from_utf8(out).unwrap();
    assert_eq!(status, 0, "{out}");
    let text = std::fs::read_to_string(dir.join("report.txt")).unwrap();
    assert_eq!(text, out, "report.txt is what stdout said");
    let png = std::fs::read(dir.join("report.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG"), "report.png is a PNG");
    let progress = String::from_utf8(progress).unwrap();
    assert!(
        progress.contains(&format!("game {0}/{0}", 2 * GAMES)),
        "{progress}"
    );
    (text, png)
}

/// The numbers on the line that starts with `first seat`, in order (percentages).
fn percentages(line: &str) -> Vec<f64> {
    line.split_whitespace()
        .filter_map(|w| w.trim_end_matches([';', ')', ',']).parse::<f64>().ok())
        .collect()
}

/// About two minutes in a debug build on a busy machine (two reports of 2 × 10 games).
#[test]
fn a_short_report_of_hex_adds_up_and_repeats() {
    let (first, second) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (text, png) = report_in(first.path());
    let seat_lines: Vec<&str> = text
        .lines()
        .filter(|l| l.trim_start().starts_with("first seat"))
        .collect();
    assert_eq!(seat_lines.len(), 2, "{text}");
    for line in seat_lines {
        // first-seat rate, interval low, interval high, second-seat rate, draws
        let p = percentages(line);
        assert_eq!(p.len(), 5, "{line}");
        let (rate, low, high, second, draws) = (p[0], p[1], p[2], p[3], p[4]);
        assert!((rate + second + draws - 100.0).abs() < 0.05, "{line}");
        assert!(low <= rate && rate <= high && high - low > 10.0, "{line}");
        assert_eq!(draws, 0.0, "Hex has no draws: {line}");
    }
    assert!(text.contains("late reversals"), "{text}");
    let (again, png_again) = report_in(second.path());
    assert_eq!(text, again, "the same seeds give the same report");
    assert_eq!(png, png_again, "and the same chart");
}

#[test]
fn a_missing_file_is_refused_politely_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let args = ReportArgs {
        file: "designs/no-such-game.luau".into(),
        games: 2,
        level: Level::Easy,
        out: dir.path().to_path_buf(),
        hard_vs_random: false,
    };
    let mut out = Vec::new();
    assert_eq!(report_command(&args, &mut out, &mut Vec::new()), 1);
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("cannot read"), "{out}");
    assert!(!dir.path().join("report.txt").exists());
}
