//! A designed game whose rules file fails mid-play (issue 44), in the host on both backends:
//! the move the file failed on is not played and the game pauses, its turn's time and clock
//! stopped, nothing played on it until a version that replays its moves comes; its designer is
//! told once; a version on which its moves do not replay leaves it paused and says why; a
//! fixed upload resumes it with the time its player had left, and the failed move is then
//! played like any other. In the terminal, whose user holds the file, the fault is shown at
//! once and the next run with the fixed file goes on. A rollback and a step forward with `/design use` pause and resume
//! the same way. A game resigned while paused simply ends.

use boardbot::games::{GameKind, Options};
use boardbot::host::{DesignerNews, GameTerms, Host, Notice, Place, UploadReport, User};

use boardbot_testkit::db::{hosts, refused};
use boardbot_testkit::designs::{
    hex, hex_failing_after_a2, hex_failing_on_b2, hex_with_secrets_failing_on_b2,
};

const GUILD: u64 = 100;
const HOUR_MS: i64 = 60 * 60 * 1000;

fn dana() -> User {
    User {
        manages_server: true,
        ..User::new(11, "dana")
    }
}

fn ann() -> User {
    User::new(31, "ann")
}

fn bob() -> User {
    User::new(32, "bob")
}

fn place(channel_id: u64) -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id,
    }
}

async fn upload(h: &Host, bytes: Vec<u8>) -> UploadReport {
    h.upload_design(Some(GUILD), &dana(), &[], "hex.luau", &bytes, |_, _| {})
        .await
        .unwrap()
}

fn resumed_of(report: &UploadReport) -> &boardbot::host::Resumed {
    match report {
        UploadReport::Accepted { resumed, .. } => resumed,
        UploadReport::Refused { problems } => panic!("refused: {problems:?}"),
    }
}

/// Ann (Red) against Bob in `channel`, on the server's Hex, with clocks; a1 b1 a2 played.
async fn game_at_b2(h: &Host, channel: u64) -> i64 {
    let kind: GameKind = h.game_named(Some(GUILD), "hex-7").await.unwrap();
    let terms = GameTerms {
        options: Options::from([("clock".to_string(), "30+0".to_string())]),
        rated: true,
        turn_seconds: Some(24 * 60 * 60),
    };
    let game = h
        .challenge(place(channel), &ann(), &bob(), kind, terms)
        .await
        .unwrap()
        .game_id;
    h.accept(game, &bob()).await.unwrap();
    for (who, mv) in [(ann(), "a1"), (bob(), "b1"), (ann(), "a2")] {
        h.play(place(channel), &who, mv, None).await.unwrap();
    }
    game
}

#[tokio::test]
async fn a_game_whose_rules_fail_pauses_with_its_time_and_resumes_on_a_fixed_version() {
    for setup in hosts().await {
        let (h, clock) = (&setup.host, &setup.clock);
        let _ = upload(h, hex_failing_on_b2()).await;
        let game = game_at_b2(h, 1).await;
        clock.advance_ms(5 * 60 * 1000);
        let before = stored(h, game).await;
        let left_before = before.deadline.unwrap() - clock_now(h);

        // Bob's b2 makes the file fail: the game pauses, b2 is not played.
        let board = h.play(place(1), &bob(), "b2", None).await.unwrap();
        assert!(board.paused, "{}", board.status);
        assert!(board.status.starts_with("Paused"), "{}", board.status);
        assert!(board.status.contains("bob's move b2"), "{}", board.status);
        assert!(board.picker.is_empty() && board.deadline.is_none());
        assert!(!board.takeback && !board.gives_time);
        let paused = stored(h, game).await;
        assert_eq!(paused.deadline, None, "no deadline runs");
        assert_eq!(h.store().moves(game).await.unwrap().len(), 3);
        let clock_at_pause = paused.clock.unwrap();

        // Nothing that needs the file is played; the board says so whoever asks.
        let why = refused(h.play(place(1), &bob(), "b3", None).await);
        assert!(why.contains("This game is paused"), "{why}");
        assert!(why.contains("b2"), "{why}");
        let why = refused(h.ask_takeback(place(1), &ann()).await);
        assert!(why.contains("This game is paused"), "{why}");
        let why = refused(h.give_time(&ann(), game).await);
        assert!(why.contains("This game is paused"), "{why}");
        assert!(h.board(place(1)).await.unwrap().paused);
        let offered = h.suggest_moves(place(1), &bob(), "", 10).await.unwrap();
        assert!(offered.is_empty(), "no move is suggested: {offered:?}");
        // Nobody's turn: Bob's own list and the server's list say it is paused.
        let mine = h.my_games(bob().id, 0).await.unwrap();
        assert_eq!(mine.my_turn, 0, "{mine:?}");
        assert!(mine.games[0].paused && !mine.games[0].my_turn);
        let here = h.live_games(Some(GUILD), 0).await.unwrap();
        assert!(here.games.iter().any(|g| g.game_id == game && g.paused));

        // Days pass: no deadline ends it, and nothing is due.
        clock.advance_ms(72 * HOUR_MS);
        let updates = h.enforce_deadlines().await.unwrap();
        assert!(updates.is_empty(), "{updates:?}");
        assert!(stored(h, game).await.result.is_none());

        // The designer is told, once, what failed and where.
        let news: Vec<Notice> = h.due_notices().await.unwrap();
        let told = news
            .iter()
            .find_map(|n| match n {
                Notice::Designer {
                    user_id,
                    news: DesignerNews::Paused,
                    detail,
                    channel_id,
                    ..
                } => Some((*user_id, detail.clone(), *channel_id)),
                _ => None,
            })
            .expect("the designer's news");
        assert_eq!(told.0, dana().id);
        assert_eq!(told.2, Some(1));
        assert!(told.1.starts_with("b2: "), "{}", told.1);
        assert!(
            told.1.contains("b2 is not handled yet") && told.1.contains("hex.luau:"),
            "the fault and its line: {}",
            told.1
        );
        assert!(h.due_notices().await.unwrap().is_empty(), "told once");

        // A version on which the game's moves do not replay leaves it paused, and says why.
        let report = upload(h, hex_failing_after_a2()).await;
        let resumed = resumed_of(&report);
        assert!(resumed.boards.is_empty());
        assert_eq!(resumed.still_paused.len(), 1);
        let why = resumed.still_paused[0].1.get(boardbot::i18n::Lang::EnUs);
        assert!(why.contains("moves after a2 are broken"), "{why}");
        assert!(h.board(place(1)).await.unwrap().paused);

        // The fixed file resumes it where it stopped, with the time Bob had left.
        let report = upload(h, hex()).await;
        let (version, resumed) = match &report {
            UploadReport::Accepted {
                version, resumed, ..
            } => (version, resumed),
            UploadReport::Refused { problems } => panic!("{problems:?}"),
        };
        assert_eq!(version.number, 3);
        assert_eq!(resumed.boards.len(), 1, "{:?}", resumed.still_paused);
        let board = &resumed.boards[0];
        assert!(!board.paused);
        assert_eq!(board.user_to_move(), Some(bob().id));
        let going = stored(h, game).await;
        assert_eq!(
            going.kind.rules_file().unwrap().hash_hex(),
            version.hash,
            "the game is on the new version"
        );
        assert_eq!(going.deadline, Some(clock_now(h) + left_before));
        let going_clock = going.clock.unwrap();
        assert_eq!(going_clock.left_ms, clock_at_pause.left_ms);
        assert_eq!(going_clock.since, clock_now(h));

        // b2 is now a move like any other.
        let board = h.play(place(1), &bob(), "b2", None).await.unwrap();
        assert!(!board.paused);
        assert_eq!(h.store().moves(game).await.unwrap().len(), 4);

        // A designer's rollback (`/design use`) goes back to version 1; a game of it pauses
        // on b2, and going forward to version 3 again resumes it.
        let use_version = |number: i64| async move {
            h.use_design_version(Some(GUILD), &dana(), &[], "hex-7", number)
                .await
                .unwrap()
                .1
        };
        let resumed = use_version(1).await;
        assert!(resumed.boards.is_empty() && resumed.still_paused.is_empty());
        let second = game_at_b2(h, 2).await;
        assert!(h.play(place(2), &bob(), "b2", None).await.unwrap().paused);
        let resumed = use_version(3).await;
        assert_eq!(resumed.boards.len(), 1, "{:?}", resumed.still_paused);
        assert_eq!(resumed.boards[0].game_id, second);

        // A game resigned while paused ends, and a later version leaves it be.
        let _ = use_version(1).await;
        let third = game_at_b2(h, 3).await;
        assert!(h.play(place(3), &bob(), "b2", None).await.unwrap().paused);
        let ended = h.resign(place(3), &ann()).await.unwrap();
        assert!(ended.finished);
        let resumed = use_version(3).await;
        assert!(resumed.boards.is_empty() && resumed.still_paused.is_empty());
        let record = stored(h, third).await;
        assert!(record.result.is_some());
        assert_eq!(h.store().pause_of(third).await.unwrap(), None);
    }
}

/// Game `game` as the store holds it.
async fn stored(h: &Host, game: i64) -> boardbot::store::GameRecord {
    h.store().game(game).await.unwrap().unwrap()
}

fn clock_now(h: &Host) -> i64 {
    h.now()
}

/// `boardbot play --rules`: the fault is shown where the designer plays; the same command with
/// the fixed file goes on where the game stopped, to its end.
#[tokio::test]
async fn in_the_terminal_the_fault_is_shown_and_the_fixed_file_goes_on() {
    use boardbot::games::designed::DesignedRules;

    use super::designed::{terminal, RED_WINS};

    let db = boardbot_testkit::db::sqlite().await;
    let pictures = tempfile::tempdir().unwrap();
    let buggy = std::str::from_utf8(&hex_failing_on_b2())
        .unwrap()
        .to_string();
    let buggy = DesignedRules::from_source("hex.luau", &buggy).unwrap();
    let first = terminal(
        &db.store,
        GameKind::Designed(buggy.key),
        None,
        "a1\nb1\na2\nb2\nb3\nquit\n",
        pictures.path(),
    )
    .await;
    assert!(
        first.contains("The rules file failed: in `play`: hex.luau:")
            && first.contains("b2 is not handled yet"),
        "{first}"
    );
    assert!(first.contains("This game is paused"), "{first}");

    let fixed = std::str::from_utf8(&hex()).unwrap().to_string();
    let fixed = DesignedRules::from_source("hex.luau", &fixed).unwrap();
    let rest = RED_WINS[3..].join("\n");
    let second = terminal(
        &db.store,
        GameKind::Designed(fixed.key),
        None,
        &rest,
        pictures.path(),
    )
    .await;
    assert!(
        second.contains("it goes on with the file as it is now"),
        "{second}"
    );
    assert!(second.contains("wins"), "{second}");
}

/// In a game with hidden information (its file has a `private_view`), the move the file failed
/// on may give away what only its player sees: the board, the refusals and the designer's news
/// name no move.
#[tokio::test]
async fn a_paused_game_with_secrets_names_no_move() {
    for setup in hosts().await {
        let h = &setup.host;
        let _ = upload(h, hex_with_secrets_failing_on_b2()).await;
        let _game = game_at_b2(h, 1).await;
        let board = h.play(place(1), &bob(), "b2", None).await.unwrap();
        assert!(board.paused);
        assert!(
            board.status.contains("failed on bob's move;") && !board.status.contains("b2"),
            "{}",
            board.status
        );
        let why = refused(h.play(place(1), &bob(), "b3", None).await);
        assert!(
            why.contains("failed on a move.") && !why.contains("b2"),
            "{why}"
        );
        let detail = h
            .due_notices()
            .await
            .unwrap()
            .into_iter()
            .find_map(|n| match n {
                Notice::Designer { detail, .. } => Some(detail),
                _ => None,
            })
            .expect("the designer's news");
        assert!(
            detail.starts_with("in `play`: hex.luau:"),
            "the fault alone: {detail}"
        );
    }
}

/// A resumed turn reminds its player again: the pause stops the turn's reminder with its
/// deadline, and once the fixed version comes the turn has a reminder still to come, before
/// its end.
#[tokio::test]
async fn a_resumed_turn_reminds_its_player_again() {
    for setup in hosts().await {
        let (h, clock) = (&setup.host, &setup.clock);
        let _ = upload(h, hex_failing_on_b2()).await;
        let kind: GameKind = h.game_named(Some(GUILD), "hex-7").await.unwrap();
        let terms = GameTerms {
            options: Options::new(),
            rated: false,
            turn_seconds: Some(24 * 60 * 60),
        };
        let game = h
            .challenge(place(4), &ann(), &bob(), kind, terms)
            .await
            .unwrap()
            .game_id;
        h.accept(game, &bob()).await.unwrap();
        for (who, mv) in [(ann(), "a1"), (bob(), "b1"), (ann(), "a2")] {
            h.play(place(4), &who, mv, None).await.unwrap();
        }
        assert!(stored(h, game).await.remind_at.is_some());
        assert!(h.play(place(4), &bob(), "b2", None).await.unwrap().paused);
        assert_eq!(stored(h, game).await.remind_at, None);

        clock.advance_ms(3 * HOUR_MS);
        let report = upload(h, hex()).await;
        assert_eq!(resumed_of(&report).boards.len(), 1);
        let going = stored(h, game).await;
        let deadline = going.deadline.expect("the turn's end");
        let remind_at = going.remind_at.expect("a reminder to come");
        assert!(
            clock_now(h) < remind_at && remind_at < deadline,
            "now {} < reminder {remind_at} < deadline {deadline}",
            clock_now(h)
        );
    }
}

/// A game paused in a server that added the game from the gallery keeps that server's
/// version: the owner's fixed upload does not move it, but names its channel to be told a new
/// version is out; that server's own `/design use` of the new version resumes it.
#[tokio::test]
async fn a_game_paused_in_a_gallery_server_is_told_of_the_fix_and_resumes_on_its_choice() {
    const OTHER: u64 = 200;
    for setup in hosts().await {
        let h = &setup.host;
        let _ = upload(h, hex_failing_on_b2()).await;
        h.publish_design(Some(GUILD), &dana(), &[], "hex-7")
            .await
            .unwrap();
        h.approve_design("hex-7").await.unwrap();
        let olga = User {
            manages_server: true,
            ..User::new(12, "olga")
        };
        h.add_gallery_design(Some(OTHER), &olga, &[], "hex-7")
            .await
            .unwrap();
        let there = Place {
            guild_id: Some(OTHER),
            channel_id: 50,
        };
        let kind: GameKind = h.game_named(Some(OTHER), "hex-7").await.unwrap();
        let game = h
            .challenge(there, &ann(), &bob(), kind, Options::new())
            .await
            .unwrap()
            .game_id;
        h.accept(game, &bob()).await.unwrap();
        for (who, mv) in [(ann(), "a1"), (bob(), "b1"), (ann(), "a2")] {
            h.play(there, &who, mv, None).await.unwrap();
        }
        assert!(h.play(there, &bob(), "b2", None).await.unwrap().paused);

        let report = upload(h, hex()).await;
        let resumed = resumed_of(&report);
        assert!(
            resumed.boards.is_empty(),
            "the other server keeps its version"
        );
        assert_eq!(resumed.elsewhere.len(), 1, "{:?}", resumed.elsewhere);
        assert_eq!(
            (
                resumed.elsewhere[0].game_id,
                resumed.elsewhere[0].channel_id
            ),
            (game, 50)
        );
        assert!(h.board(there).await.unwrap().paused);
        // The same file again is no news.
        assert!(resumed_of(&upload(h, hex()).await).elsewhere.is_empty());

        let (_, resumed) = h
            .use_design_version(Some(OTHER), &olga, &[], "hex-7", 2)
            .await
            .unwrap();
        assert_eq!(resumed.boards.len(), 1, "{:?}", resumed.still_paused);
        assert!(!h.board(there).await.unwrap().paused);
    }
}
