//! Designed games in the host, on both backends (issue 43's open list of games): a rules file's
//! game is challenged, played, refused, finished, rated, replayed and analysed like a native
//! one; its file is kept in the store; a game in progress keeps the version it began with when
//! a new version of its file is loaded, while new games take the new one.

use std::path::Path;
use std::sync::Arc;

use boardbot::games::designed::DesignedRules;
use boardbot::games::{GameKind, Options};
use boardbot::host::{GameTerms, Host, HostSettings, Place, SystemClock, User};
use boardbot::terminal::Terminal;

use boardbot_testkit::db::{self, hosts, refused};

const GUILD: u64 = 100;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 300,
    }
}

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

fn rated() -> GameTerms {
    GameTerms {
        options: Options::new(),
        rated: true,
        turn_seconds: None,
    }
}

fn hex() -> Arc<DesignedRules> {
    DesignedRules::load_file(Path::new("designs/hex.luau")).unwrap()
}

/// Ann (Red, first) joins the bottom and top rows along file a; Bob plays file b.
pub(crate) const RED_WINS: [&str; 13] = [
    "a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5", "b5", "a6", "b6", "a7",
];

async fn challenge(h: &Host, kind: GameKind) -> i64 {
    let challenge = h
        .challenge(place(), &ann(), &bob(), kind, rated())
        .await
        .unwrap();
    h.accept(challenge.game_id, &bob()).await.unwrap();
    challenge.game_id
}

#[tokio::test]
async fn a_designed_game_is_hosted_rated_replayed_and_analysed_like_any_other() {
    let rules = hex();
    let kind = GameKind::Designed(rules.key);
    for s in hosts().await {
        let h = &s.host;
        let id = challenge(h, kind).await;
        for (i, mv) in RED_WINS.iter().enumerate() {
            let who = if i % 2 == 0 { ann() } else { bob() };
            if i == 3 {
                // A taken cell is refused politely, in the player's words, and changes nothing.
                let before = h.board(place()).await.unwrap().version;
                let why = refused(h.play(place(), &who, "a1", None).await);
                assert!(why.contains("a1 is not a legal move now"), "{why}");
                assert_eq!(h.board(place()).await.unwrap().version, before);
                // As is a move out of turn.
                let why = refused(h.play(place(), &ann(), "c1", None).await);
                assert!(why.contains("turn"), "{why}");
            }
            let view = h.play(place(), &who, mv, None).await.unwrap();
            assert_eq!(view.kind, kind);
            assert_eq!(view.seat_names, ["Red", "Blue"]);
        }
        let end = h.ended_board(id).await.unwrap().expect("the game ended");
        assert!(end.finished);
        // The file's own achievement, earned with a win of 13 stones, in its own words.
        let earned = end.achievements.join("\n");
        assert!(
            earned.contains("Swift link: won Hex 7×7 within 15 stones"),
            "{earned}"
        );
        assert!(end.status.contains("ann"), "{}", end.status);

        // Rated under the file's id, like a native game.
        let board = h.leaderboard(Some(GUILD), kind, 10).await.unwrap();
        let names: Vec<&str> = board.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["ann", "bob"], "{board:?}");
        assert_eq!((board[0].wins, board[1].losses), (1, 1));
        assert_eq!(board[0].kind.id(), "hex-7");

        // The file is kept, and the stored game reads back with it.
        let files = s.db.store.rules_files().await.unwrap();
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].hash, rules.hash_hex());
        assert_eq!(files[0].design_id, "hex-7");
        let record = s.db.store.game(id).await.unwrap().unwrap();
        assert_eq!(
            record.kind.rules_file().map(|r| r.hash),
            Some(rules.hash),
            "the game names its file"
        );

        // The replay and the analysis replay its log through the file.
        let replay = h.replay_game(place(), &ann(), id).await.unwrap();
        assert_eq!(replay.plies, RED_WINS.len());
        // One frame a position, the start included, each drawn from the file's view.
        let mut gif = gif::DecodeOptions::new()
            .read_info(&replay.gif[..])
            .unwrap();
        let mut frames = 0;
        while gif.read_next_frame().unwrap().is_some() {
            frames += 1;
        }
        assert_eq!(frames, RED_WINS.len() + 1);
        let (tx, _rx) = tokio::sync::mpsc::channel(64);
        let analysis = h
            .analyze_stored_game(id, boardbot::i18n::Lang::EnUs, tx)
            .await
            .unwrap();
        assert_eq!(analysis.kind, kind);
        assert!(!analysis.chart.is_empty());
    }
}

#[tokio::test]
async fn a_game_in_progress_keeps_its_version_while_new_games_take_the_new_one() {
    let v1 = hex();
    // Version 2 of the same game: a smaller board (its rules text says so too).
    let source = std::fs::read_to_string("designs/hex.luau").unwrap();
    let smaller = source.replace("local SIZE = 7", "local SIZE = 5");
    assert_ne!(smaller, source);
    for s in hosts().await {
        let h = &s.host;
        let old = challenge(h, GameKind::Designed(v1.key)).await;
        h.play(place(), &ann(), "g7", None).await.unwrap();

        let v2 = DesignedRules::from_source("hex.luau", &smaller).unwrap();
        assert_eq!(
            GameKind::from_id(&v2.declarations.id)
                .unwrap()
                .rules_file()
                .unwrap()
                .hash,
            v2.hash
        );
        // The old game still plays on the 7×7 board of its own file.
        let view = h.play(place(), &bob(), "f6", None).await.unwrap();
        assert_eq!(view.game_id, old);
        let record = s.db.store.game(old).await.unwrap().unwrap();
        assert_eq!(record.kind.rules_file().unwrap().hash, v1.hash);
        h.resign(place(), &ann()).await.unwrap();

        // A new challenge of the game by its id takes version 2, where g7 is off the board.
        let latest = GameKind::from_id(&v1.declarations.id).unwrap();
        let new = challenge(h, latest).await;
        assert_ne!(new, old);
        let why = refused(h.play(place(), &ann(), "g7", None).await);
        assert!(why.contains("g7 is not a legal move now"), "{why}");
        h.play(place(), &ann(), "e5", None).await.unwrap();
        let record = s.db.store.game(new).await.unwrap().unwrap();
        assert_eq!(record.kind.rules_file().unwrap().hash, v2.hash);
        // Both files are kept; both games count for one game's ratings.
        assert_eq!(s.db.store.rules_files().await.unwrap().len(), 2);
        h.resign(place(), &bob()).await.unwrap();
    }
}

/// `play --rules` in the terminal: `input` typed at the keyboard, against the AI at `ai`.
pub(crate) async fn terminal(
    store: &boardbot::store::Store,
    kind: GameKind,
    ai: Option<boardbot::ai::Level>,
    input: &str,
    pictures: &Path,
) -> String {
    let host = Host::new(
        store.clone(),
        Arc::new(SystemClock),
        HostSettings::default(),
    );
    let mut term = Terminal {
        host,
        input: std::io::Cursor::new(input.as_bytes().to_vec()),
        output: Vec::new(),
        png_dir: pictures.to_path_buf(),
        lang: boardbot::i18n::Lang::EnUs,
    };
    term.play(kind, Options::new(), ai).await.unwrap();
    String::from_utf8(term.output).unwrap()
}

/// A hot-seat game of Hex to its end in the terminal, through the host and the store: a
/// refused move on the way, the game saved by `quit` and resumed by a later run, a picture of
/// every position.
#[tokio::test]
async fn a_designed_game_is_played_to_its_end_in_the_terminal_and_resumed() {
    let kind = GameKind::Designed(hex().key);
    let db = db::sqlite().await;
    let pictures = tempfile::tempdir().unwrap();
    let first = terminal(
        &db.store,
        kind,
        None,
        "a1\nb1\na2\na1\nquit\n",
        pictures.path(),
    )
    .await;
    assert!(first.contains("a1 is not a legal move now"), "{first}");
    let rest = RED_WINS[3..].join("\n");
    let second = terminal(&db.store, kind, None, &rest, pictures.path()).await;
    assert!(second.contains("Resuming"), "{second}");
    assert!(second.contains("wins"), "{second}");
    let pngs: Vec<_> = std::fs::read_dir(pictures.path())
        .unwrap()
        .flatten()
        .collect();
    assert!(!pngs.is_empty());
    for png in pngs {
        assert!(image::load_from_memory(&std::fs::read(png.path()).unwrap()).is_ok());
    }
}

/// The real program, `boardbot play --rules FILE --ai easy`, played to its end by a script that
/// asks for the legal moves and plays the first each turn: the AI answers every move, the game
/// ends, and the database keeps the file and the finished game.
#[test]
fn the_program_plays_a_rules_file_against_the_ai_to_its_end() {
    use std::io::{BufRead, BufReader, Write};
    let dir = tempfile::tempdir().unwrap();
    let file = std::fs::canonicalize("designs/little-draughts.luau").unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .args(["play", "--rules"])
        .arg(&file)
        .args(["--ai", "easy"])
        .current_dir(dir.path())
        .env_remove("RUST_LOG")
        .env_remove("DISCORD_TOKEN")
        .env("DATABASE_URL", "sqlite://data/boardbot.db")
        .env("LC_ALL", "en_US.UTF-8")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // A program that stops answering fails the test instead of hanging it.
    let pid = child.id();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(300));
        let _ = std::process::Command::new("kill")
            .arg(pid.to_string())
            .status();
    });
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut transcript = String::new();
    let mut turns = 0;
    writeln!(stdin, "moves").unwrap();
    while let Some(Ok(line)) = lines.next() {
        transcript.push_str(&line);
        transcript.push('\n');
        // The list follows the prompt (`Player White > `) on its line.
        if let Some((_, list)) = line.split_once("Legal moves: ") {
            let first = list.split_whitespace().next().expect("a legal move");
            turns += 1;
            assert!(turns < 400, "the game never ended:\n{transcript}");
            // The process may end with the game; a closed pipe is then no failure.
            let _ = writeln!(stdin, "{first}\nmoves");
        }
    }
    let status = child.wait().unwrap();
    assert!(status.success(), "{transcript}");
    assert!(turns > 3, "{transcript}");
    assert!(transcript.contains("is thinking"), "{transcript}");
    assert!(
        transcript.contains("wins") || transcript.contains("Draw"),
        "{transcript}"
    );
    assert!(dir.path().join("data/boardbot.db").exists());
}

/// Puzzles are generic over the trait too: the rules-file Twenty-Sevens (which says its
/// positions make puzzles) gives the same puzzle as the native engine in the same game.
#[test]
fn a_designed_game_gives_the_same_puzzle_as_the_native_one() {
    use boardbot::ai::puzzle::{find_in_log, Budget};
    let rules = DesignedRules::load_file(Path::new("designs/twenty-sevens.luau")).unwrap();
    let designed = GameKind::Designed(rules.key);
    assert!(designed.puzzles().is_some());
    let budget = Budget {
        depth: 6,
        nodes_per_position: 5_000,
        positions_per_game: 4,
    };
    // Games walked over the squares in a fixed order, as the native puzzle tests do.
    let squares = ["b2", "a1", "c3", "a3", "c1", "b1", "a2", "c2", "b3"];
    let mut compared = 0;
    for shift in 0..9 {
        let log: Vec<String> = (0..27)
            .map(|i| squares[(i * 4 + shift) % 9].to_string())
            .collect();
        let native = find_in_log(GameKind::TwentySevens, &Options::new(), "", &log, budget);
        let Some(native) = native else { continue };
        let from_file = find_in_log(designed, &Options::new(), "", &log, budget);
        assert_eq!(from_file, Some(native), "shift {shift}");
        compared += 1;
        if compared == 2 {
            break;
        }
    }
    assert!(compared > 0, "some walked game holds a puzzle");
}

/// Another process may start a game of a file this one has never loaded (the bot and a
/// separate `boardbot web`, or a second bot): reading that game loads its file from the store,
/// the exact version it names.
#[tokio::test]
async fn a_game_of_a_file_this_process_never_loaded_reads_back_with_it() {
    use sha2::{Digest, Sha256};
    use sqlx::Connection;
    let v1 = hex();
    for s in hosts().await {
        let h = &s.host;
        let id = challenge(h, GameKind::Designed(v1.key)).await;
        h.play(place(), &ann(), "d4", None).await.unwrap();
        // A version no process here has loaded: kept by "another process", and named by the
        // game's row as that process would have written it.
        let source = format!(
            "{}\n-- kept by another process {}\n",
            std::fs::read_to_string("designs/hex.luau").unwrap(),
            s.db.url
        );
        let hash = hex::encode(Sha256::digest(source.as_bytes()));
        let bytes: [u8; 32] = Sha256::digest(source.as_bytes()).into();
        assert!(GameKind::designed_by_hash(&bytes).is_none());
        let file = boardbot::store::RulesFileRecord {
            hash: hash.clone(),
            design_id: "hex-7".into(),
            version: "1".into(),
            name: "Hex 7×7".into(),
            file_name: "hex.luau".into(),
            source,
            added_at: 0,
        };
        s.db.store.save_rules_file(&file).await.unwrap();
        sqlx::any::install_default_drivers();
        let mut conn = sqlx::AnyConnection::connect(&s.db.url).await.unwrap();
        sqlx::query("UPDATE games SET rules_hash = $1 WHERE id = $2")
            .bind(&hash)
            .bind(id)
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();

        let record = s.db.store.game(id).await.unwrap().unwrap();
        assert_eq!(record.kind.rules_file().unwrap().hash, bytes);
        assert!(GameKind::designed_by_hash(&bytes).is_some());
        // And the game plays on.
        h.play(place(), &bob(), "e4", None).await.unwrap();
    }
}

/// A designed game with dice in the terminal, through the host: a plain `roll` is thrown from
/// the game's seed, a named throw is refused (only the host throws), and the AI's own throws
/// are thrown for it.
#[tokio::test]
async fn the_host_throws_the_dice_of_a_designed_game() {
    let rules = DesignedRules::load_file(Path::new("designs/super-seven.luau")).unwrap();
    let kind = GameKind::Designed(rules.key);
    let db = db::sqlite().await;
    let pictures = tempfile::tempdir().unwrap();
    // A named throw first (refused), then a throw and every square in turn, throwing again
    // whenever no throw is pending (a placement ends the turn; then the AI throws and places).
    let mut input = String::from("roll 7\n");
    for file in "abcdefghi".chars() {
        for rank in 1..=9 {
            input.push_str(&format!("roll\n{file}{rank}\n"));
        }
    }
    input.push_str("quit\n");
    let out = terminal(
        &db.store,
        kind,
        Some(boardbot::ai::Level::Easy),
        &input,
        pictures.path(),
    )
    .await;
    assert!(out.contains("The bot throws the dice"), "{out}");
    // The game's log: the throws of both seats, each a concrete outcome the host drew. (The
    // game's seed is the host's own draw: some seeds end the game before the input does.)
    let games = db.store.person_rows(1).await.unwrap().games;
    let game = games.iter().find(|g| g.kind == kind).expect("the game");
    let log = db.store.moves(game.id).await.unwrap();
    for seat in [0, 1] {
        let throws: Vec<&str> = log
            .iter()
            .filter(|m| m.seat.0 == seat && m.notation.starts_with("roll "))
            .map(|m| m.notation.as_str())
            .collect();
        assert!(!throws.is_empty(), "seat {seat} threw: {log:?}");
    }
    // The dice are committed as the native game's are: SHA-256 of the seed, published while
    // the game is live; a game without chance has no commitment.
    use sha2::{Digest, Sha256};
    let commitment = hex::encode(Sha256::digest(game.seed.as_bytes()));
    assert_eq!(kind.dice_commitment(&game.seed), Some(commitment));
    assert_eq!(
        GameKind::Designed(hex().key).dice_commitment(&game.seed),
        None
    );
    // The log, throws included, replays through the file from the game's seed.
    let replayed = boardbot::games::AnyGame::replay(
        kind,
        &game.options,
        &game.seed,
        log.iter().map(|m| m.notation.as_str()),
    )
    .unwrap();
    assert_eq!(replayed.ply(), log.len());
}
