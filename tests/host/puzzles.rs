//! The daily puzzle in the host, on both backends: it comes from the server's own finished
//! game (or, where the server has none, from a game the AI played itself), its one winning
//! move is confirmed by an exact search of every other move and by the AI's own choice,
//! other moves count as tries and illegal ones are refused without counting, solvers are
//! listed, the source is named only once solved, and a solving streak runs day to day.

use boardbot::ai::puzzle::value_for;
use boardbot::ai::puzzle::{find_in_log, Budget};
use boardbot::ai::{choose_move_text, Level};
use boardbot::games::AnyGame;
use boardbot::games::{GameKind, Options};
use boardbot::host::HostSettings;
use boardbot::host::{Host, Place, PuzzleAnswer, PuzzleSource, User};
use boardbot_testkit::db::{hosts_with, refused};

const GUILD: u64 = 100;
const DAY: i64 = 24 * 60 * 60 * 1000;

fn place(guild: u64) -> Place {
    Place {
        guild_id: Some(guild),
        channel_id: 200 + guild,
    }
}
fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

/// A budget for unoptimized test builds: the near-end positions of Twenty-Sevens games.
const BUDGET: Budget = Budget {
    depth: 7,
    nodes_per_position: 20_000,
    positions_per_game: 8,
};

fn settings() -> HostSettings {
    HostSettings {
        puzzle_budget: BUDGET,
        ..HostSettings::default()
    }
}

/// A whole Twenty-Sevens game between Ann and Bob, its moves a walk over the squares chosen
/// (by `skip`) among those whose log holds a puzzle. The game's id.
async fn game_with_a_puzzle(host: &Host, skip: usize) -> i64 {
    let squares = ["b2", "a1", "c3", "a3", "c1", "b1", "a2", "c2", "b3"];
    let log = (0..9)
        .map(|shift| -> Vec<String> {
            (0..27)
                .map(|i| squares[(i * 4 + shift) % 9].to_string())
                .collect()
        })
        .filter(|log| {
            find_in_log(GameKind::TwentySevens, &Options::new(), "", log, BUDGET).is_some()
        })
        .nth(skip)
        .expect("walked games hold puzzles");
    let game = host
        .challenge(
            place(GUILD),
            &ann(),
            &bob(),
            GameKind::TwentySevens,
            Options::new(),
        )
        .await
        .unwrap()
        .game_id;
    let mut view = host.accept(game, &bob()).await.unwrap();
    let record = host.store().game(game).await.unwrap().unwrap();
    for mv in &log {
        let seat = view.to_move.expect("the game goes on");
        let mover = if record.players[seat.index()] == ann().id {
            ann()
        } else {
            bob()
        };
        view = host.play(place(GUILD), &mover, mv, None).await.unwrap();
    }
    assert!(view.to_move.is_none(), "the walk fills the cube");
    game
}

/// Today's puzzle position of a pool, as stored.
async fn position(host: &Host, guild: u64) -> (AnyGame, String) {
    let day = host.now().div_euclid(DAY);
    let puzzle = host
        .store()
        .puzzle(guild, day)
        .await
        .unwrap()
        .expect("kept");
    let game = AnyGame::replay(
        puzzle.kind,
        &puzzle.options,
        &puzzle.seed,
        puzzle.moves.iter().map(String::as_str),
    )
    .unwrap();
    (game, puzzle.answer)
}

/// The answer wins by force and every other move does not: the whole rest of the game,
/// searched exactly.
fn assert_unique_win(game: &AnyGame, answer: &str) {
    let me = game.to_move().unwrap();
    let mut winning = Vec::new();
    for mv in game.legal_moves() {
        let mut next = game.clone();
        next.play(&mv).unwrap();
        let mut nodes = 50_000_000;
        let value = boardbot::with_game!(&next, g => value_for(g, me, 400, &mut nodes))
            .expect("the rest of the game is searched");
        if value == 1 {
            winning.push(mv);
        }
    }
    assert_eq!(winning, vec![answer.to_string()]);
}

#[tokio::test]
async fn a_puzzle_from_the_servers_game_is_solved_once_with_tries_counted() {
    for s in hosts_with(settings()).await {
        let h = &s.host;
        let source = game_with_a_puzzle(h, 0).await;
        let view = h.puzzle(place(GUILD), &ann()).await.unwrap();
        assert!(!view.solved && view.source.is_none() && view.answer.is_none());
        assert!(
            !view.picker.is_empty(),
            "answered with the board's buttons too"
        );
        let (game, answer) = position(h, GUILD).await;
        assert_unique_win(&game, &answer);
        // The AI, thinking as hard as it does in play, agrees.
        assert_eq!(
            choose_move_text(&game, Level::Hard, 7).as_deref(),
            Some(answer.as_str())
        );
        // Illegal text: refused with the engine's reason, and not a try.
        let why = refused(h.answer_puzzle(place(GUILD), &ann(), "z9").await);
        assert!(!why.is_empty());
        let other = game
            .legal_moves()
            .into_iter()
            .find(|m| *m != answer)
            .expect("a puzzle has two moves or more");
        match h.answer_puzzle(place(GUILD), &ann(), &other).await.unwrap() {
            PuzzleAnswer::Wrong { mv, attempts } => assert_eq!((mv, attempts), (other, 1)),
            PuzzleAnswer::Solved(_) => panic!("{other} is not the answer"),
        }
        let PuzzleAnswer::Solved(solved) = h
            .answer_puzzle(place(GUILD), &ann(), &answer)
            .await
            .unwrap()
        else {
            panic!("{answer} solves it");
        };
        assert_eq!(solved.attempts, 2);
        assert_eq!(solved.answer.as_deref(), Some(answer.as_str()));
        assert_eq!(
            solved.source,
            Some(PuzzleSource::Game {
                game_id: source,
                url: None
            })
        );
        assert_eq!(solved.streak, 1);
        let again = refused(h.answer_puzzle(place(GUILD), &ann(), &answer).await);
        assert!(again.contains("already"), "{again}");
        let solvers = h.puzzle_solvers(place(GUILD)).await.unwrap();
        assert_eq!(solvers.len(), 1);
        assert_eq!((solvers[0].name.as_str(), solvers[0].attempts), ("ann", 2));
        // Bob sees it unsolved, his own tries at nought.
        let bob_view = h.puzzle(place(GUILD), &bob()).await.unwrap();
        assert!(!bob_view.solved && bob_view.attempts == 0);

        // Tomorrow: a new puzzle (the same game is not used twice); solving keeps the streak.
        game_with_a_puzzle(h, 1).await;
        s.clock.advance_ms(DAY);
        h.puzzle(place(GUILD), &ann()).await.unwrap();
        let (_, answer) = position(h, GUILD).await;
        let PuzzleAnswer::Solved(solved) = h
            .answer_puzzle(place(GUILD), &ann(), &answer)
            .await
            .unwrap()
        else {
            panic!("solved");
        };
        assert_eq!(solved.streak, 2);
        assert_ne!(
            solved.source,
            Some(PuzzleSource::Game {
                game_id: source,
                url: None
            })
        );
    }
}

#[tokio::test]
async fn a_server_without_games_gets_a_puzzle_from_the_ais_own_game() {
    for s in hosts_with(settings()).await {
        let h = &s.host;
        h.puzzle(place(7), &ann()).await.unwrap();
        let (game, answer) = position(h, 7).await;
        assert_unique_win(&game, &answer);
        let PuzzleAnswer::Solved(solved) =
            h.answer_puzzle(place(7), &ann(), &answer).await.unwrap()
        else {
            panic!("solved");
        };
        assert_eq!(solved.source, Some(PuzzleSource::Ai));
    }
}
