//! Local play in the terminal: a whole hot-seat game, refusals, and resuming a saved game.

use std::io::Cursor;
use std::sync::Arc;

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostSettings, SystemClock};
use boardbot::i18n::Lang;
use boardbot::terminal::Terminal;

use boardbot_testkit::db;

async fn session(store: &boardbot::store::Store, input: &str, png_dir: &std::path::Path) -> String {
    session_in(Lang::EnUs, store, input, png_dir).await
}

async fn session_in(
    lang: Lang,
    store: &boardbot::store::Store,
    input: &str,
    png_dir: &std::path::Path,
) -> String {
    let host = Host::new(
        store.clone(),
        Arc::new(SystemClock),
        HostSettings::default(),
    );
    let mut term = Terminal {
        host,
        input: Cursor::new(input.as_bytes().to_vec()),
        output: Vec::new(),
        png_dir: png_dir.to_path_buf(),
        lang,
    };
    term.play(GameKind::TwentySevens, Options::new(), None)
        .await
        .unwrap();
    String::from_utf8(term.output).unwrap()
}

#[tokio::test]
async fn the_terminal_speaks_the_players_language() {
    let db = db::sqlite().await;
    let pngs = tempfile::tempdir().unwrap();
    let german = session_in(Lang::De, &db.store, "zz\nmoves\n", pngs.path()).await;
    assert!(german.contains("`zz` ist hier kein Zug"), "{german}");
    assert!(german.contains("Erlaubte Züge: a1 a2"), "{german}");
    assert!(german.contains("Partie gespeichert"), "{german}");
    // The saved game resumes in another language: the notation is the same in all.
    let spanish = session_in(Lang::EsEs, &db.store, "b2\nmoves\n", pngs.path()).await;
    assert!(spanish.contains("Retomamos tu partida"), "{spanish}");
    assert!(spanish.contains("Jugadas válidas: a1 a2"), "{spanish}");
    assert!(!spanish.contains("Legal moves"), "{spanish}");
    assert!(spanish.contains("Partida guardada"), "{spanish}");
}

#[tokio::test]
async fn hot_seat_game_to_the_end_with_a_resume() {
    let db = db::sqlite().await;
    let pngs = tempfile::tempdir().unwrap();
    // Three moves, one illegal input, then the input ends: the game is saved.
    let first = session(&db.store, "b2\nb2\nzz\nmoves\nb2\n", pngs.path()).await;
    assert!(first.contains("isn't a move"), "{first}");
    assert!(
        first.contains("Legal moves: a1 a2 a3 b1 b2 b3 c1 c2 c3"),
        "{first}"
    );
    assert!(first.contains("Game saved"), "{first}");
    // The next session resumes and plays the remaining 24 moves.
    let rest: String = ["a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"]
        .iter()
        .flat_map(|sq| std::iter::repeat_n(format!("{sq}\n"), 3))
        .collect();
    let second = session(&db.store, &rest, pngs.path()).await;
    assert!(second.contains("Resuming"), "{second}");
    assert!(
        second.contains("wins") || second.contains("Draw"),
        "{second}"
    );
    let pictures: Vec<_> = std::fs::read_dir(pngs.path()).unwrap().collect();
    assert_eq!(
        pictures.len(),
        1,
        "one picture per game, rewritten after each move"
    );
}

#[tokio::test]
async fn a_takeback_at_the_hot_seat_is_answered_by_the_other_player() {
    let db = db::sqlite().await;
    let pngs = tempfile::tempdir().unwrap();
    // Declined first (the game goes on), then accepted: back to before X's b2.
    let out = session(
        &db.store,
        "b2\na1\ntakeback\nno\ntakeback\nyes\nquit\n",
        pngs.path(),
    )
    .await;
    assert_eq!(out.matches("asks to take back").count(), 2, "{out}");
    assert!(out.contains("Declined: the game goes on"), "{out}");
    let game = db.store.live_game_in_channel(1).await.unwrap().unwrap();
    assert!(db.store.moves(game.id).await.unwrap().is_empty());
}

#[tokio::test]
async fn a_game_against_the_ai_in_the_terminal() {
    let db = db::sqlite().await;
    let pngs = tempfile::tempdir().unwrap();
    let host = Host::new(
        db.store.clone(),
        Arc::new(SystemClock),
        HostSettings::default(),
    );
    let mut term = Terminal {
        host,
        input: Cursor::new(b"b2\nquit\n".to_vec()),
        output: Vec::new(),
        png_dir: pngs.path().to_path_buf(),
        lang: Lang::EnUs,
    };
    term.play(
        GameKind::TwentySevens,
        Options::new(),
        Some(boardbot::ai::Level::Easy),
    )
    .await
    .unwrap();
    let out = String::from_utf8(term.output).unwrap();
    assert!(out.contains("is thinking"), "{out}");
    // The human's move and the AI's answer are both in the log.
    let game = db.store.live_game_in_channel(1).await.unwrap().unwrap();
    assert_eq!(db.store.moves(game.id).await.unwrap().len(), 2);
}

/// Local play keeps the terminal for the board and the prompt: the log goes to
/// `data/boardbot.log`, and only warnings would show between the boards.
#[test]
fn local_play_writes_its_log_to_a_file_not_between_the_boards() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .args(["play", "twenty-sevens"])
        .current_dir(dir.path())
        .env_remove("RUST_LOG")
        .env_remove("DISCORD_TOKEN")
        .env("DATABASE_URL", "sqlite://data/boardbot.db")
        .env("LC_ALL", "en_US.UTF-8")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"b2\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("saved"), "{stdout}");
    for shown in [&stdout, &stderr] {
        assert!(
            !shown.contains("INFO"),
            "a log line reached the terminal: {shown}"
        );
    }
    let log = std::fs::read_to_string(dir.path().join("data/boardbot.log")).unwrap();
    assert!(log.contains("INFO"), "{log}");
}

#[tokio::test]
async fn after_a_game_analyze_shows_every_ply_and_the_costliest_moves() {
    let db = db::sqlite().await;
    let pngs = tempfile::tempdir().unwrap();
    let settings = HostSettings {
        analysis_budget: boardbot::ai::analysis::Budget {
            playouts: 200,
            per_position: std::time::Duration::from_secs(600),
        },
        ..HostSettings::default()
    };
    let mut input: String = ["b2", "a1", "c1", "a2", "c2", "a3", "b3", "c3", "b1"]
        .iter()
        .flat_map(|sq| std::iter::repeat_n(format!("{sq}\n"), 3))
        .collect();
    input.push_str("analyze\n");
    let mut term = Terminal {
        host: Host::new(db.store.clone(), Arc::new(SystemClock), settings),
        input: Cursor::new(input.into_bytes()),
        output: Vec::new(),
        png_dir: pngs.path().to_path_buf(),
        lang: Lang::EnUs,
    };
    term.play(GameKind::TwentySevens, Options::new(), None)
        .await
        .unwrap();
    let out = String::from_utf8(term.output).unwrap();
    assert!(out.contains("Type `analyze`"), "{out}");
    assert!(out.contains("Analysing game 1… 27 of 27 moves"), "{out}");
    let plies: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(" % → "))
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|n| n.parse::<usize>().is_ok())
        })
        .collect();
    assert_eq!(plies.len(), 27, "{out}");
    assert!(out.contains("The moves that cost the most"), "{out}");
    assert!(out.contains("the AI: "), "{out}");
    // The chart is saved beside the boards, and the terminal says where.
    let chart = pngs.path().join("twenty-sevens-1-analysis.png");
    assert!(out.contains(&chart.display().to_string()), "{out}");
    assert!(std::fs::read(&chart).unwrap().starts_with(b"\x89PNG"));
}

#[tokio::test]
async fn boardbot_analyze_prints_a_stored_games_analysis() {
    let db = db::sqlite().await;
    let pngs = tempfile::tempdir().unwrap();
    // A finished local game, not analysed (the input ends after it).
    let input: String = ["b2", "a1", "c1", "a2", "c2", "a3", "b3", "c3", "b1"]
        .iter()
        .flat_map(|sq| std::iter::repeat_n(format!("{sq}\n"), 3))
        .collect();
    session(&db.store, &input, pngs.path()).await;
    assert!(db.store.analysis(1).await.unwrap().is_none());
    let run = |game: &str| {
        std::process::Command::new(boardbot_testkit::world::bot_binary())
            .args(["analyze", game])
            .env("DATABASE_URL", &db.url)
            .env("ANALYSIS_PLAYOUTS", "100")
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .unwrap()
    };
    let out = run("1");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    let plies = stdout.lines().filter(|l| l.contains(" % → ")).count();
    // 27 plies and up to three costliest moves.
    assert!((27..=30).contains(&plies), "{stdout}");
    assert!(stdout.contains("Twenty-Sevens"), "{stdout}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("27 of 27 moves"));
    assert!(db.store.analysis(1).await.unwrap().is_some());
    // A game that does not exist.
    let missing = run("99");
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("99"));
}
