//! Takebacks in the host, on both backends: clocks go back to what they were (also across an
//! earlier takeback, which restarted the clock), a player with no move behind them has nothing
//! to take back, and the request and its answer reach the person's export. A misclick, asked
//! during the opponent's turn, takes back that one move, declined or accepted; a reply lapses
//! the request. Against the AI it goes at once, and the AI's move searched meanwhile is void.

use std::time::Duration;

use boardbot::ai::Level;
use boardbot::games::{GameKind, Options};
use boardbot::host::{GameTerms, Host, Place, Takeback, TakebackAnswer, TakebackReach, User};
use boardbot::store::EventKind;

use boardbot_testkit::db::{hosts, refused};

const GUILD: u64 = 100;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 200,
    }
}

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

async fn clocks(host_store: &boardbot::store::Store, game: i64) -> ([i64; 2], i64) {
    let record = host_store.game(game).await.unwrap().unwrap();
    let clock = record.clock.expect("a game with clocks");
    (clock.left_ms, clock.since)
}

/// Ann asks, Bob accepts.
async fn take_back(host: &Host) {
    let Takeback::Asked(request) = host.ask_takeback(place(), &ann()).await.unwrap() else {
        panic!("a game between people asks the opponent");
    };
    let answer = host
        .answer_takeback(place(), &bob(), request.game_id, request.version, true)
        .await
        .unwrap();
    assert!(matches!(answer, TakebackAnswer::Accepted(_)));
}

#[tokio::test]
async fn clocks_go_back_to_what_they_were() {
    for s in hosts().await {
        let h = &s.host;
        let options = Options::from([("clock".to_string(), "5+3".to_string())]);
        let terms = GameTerms {
            options,
            rated: false,
            turn_seconds: None,
        };
        let challenge = h
            .challenge(place(), &ann(), &bob(), GameKind::TwentySevens, terms)
            .await
            .unwrap();
        let game = challenge.game_id;
        h.accept(game, &bob()).await.unwrap();
        let nothing = refused(h.ask_takeback(place(), &ann()).await);
        assert!(nothing.contains("no move of yours"), "{nothing}");
        let store = &s.db.store;
        let play = |who: User, mv: &'static str, wait: i64| {
            let clock = s.clock.clone();
            async move {
                clock.advance_ms(wait);
                h.play(place(), &who, mv, None).await.unwrap();
            }
        };
        play(ann(), "b2", 10_000).await;
        play(bob(), "a1", 20_000).await;
        let (after_two, _) = clocks(store, game).await;
        assert_eq!(after_two, [293_000, 283_000]);
        play(ann(), "c3", 30_000).await;
        play(bob(), "a3", 40_000).await;
        assert_eq!(clocks(store, game).await.0, [266_000, 246_000]);
        // Ann thinks 5 s, asks; Bob accepts 5 s later: both clocks are as they were after the
        // first two moves, and Ann's runs from now.
        s.clock.advance_ms(5_000);
        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("asked");
        };
        s.clock.advance_ms(5_000);
        let now = h.now();
        h.answer_takeback(place(), &bob(), request.game_id, request.version, true)
            .await
            .unwrap();
        assert_eq!(clocks(store, game).await, (after_two, now));
        // Played again and taken back again: the time since the takeback is what Ann's move
        // took.
        play(ann(), "c1", 7_000).await;
        play(bob(), "a2", 1_000).await;
        assert_eq!(clocks(store, game).await.0, [289_000, 285_000]);
        take_back(h).await;
        assert_eq!(clocks(store, game).await.0, after_two);
        let moves: Vec<String> = store
            .moves(game)
            .await
            .unwrap()
            .into_iter()
            .map(|m| m.notation)
            .collect();
        assert_eq!(moves, ["b2", "a1"]);

        // Both requests and their answers are in Ann's export, and in Bob's.
        for who in [ann(), bob()] {
            let export = String::from_utf8(h.export_personal_data(&who).await.unwrap()).unwrap();
            assert_eq!(export.matches("takeback-asked").count(), 2, "{export}");
            assert_eq!(export.matches("takeback-accepted").count(), 2, "{export}");
        }
        // Erased, Ann's id is gone from the events too.
        h.erase_person(&ann()).await.unwrap();
        let events = store.game_events(game).await.unwrap();
        assert!(events.iter().all(|e| e.user_id != ann().id), "{events:?}");
    }
}

fn casual_with_clock() -> GameTerms {
    GameTerms {
        options: Options::from([("clock".to_string(), "5+3".to_string())]),
        rated: false,
        turn_seconds: None,
    }
}

async fn log(store: &boardbot::store::Store, game: i64) -> Vec<String> {
    let moves = store.moves(game).await.unwrap();
    moves.into_iter().map(|m| m.notation).collect()
}

/// Right after her move, on Bob's turn, Ann asks to take it back: Bob declines (nothing
/// changes, he is still to move), Ann asks again and Bob accepts: that one move is gone, her
/// clock is as it was before it, and she is to move. Asked again after her next move, Bob
/// replies instead: the request lapses, and on her turn a takeback reaches back two moves.
#[tokio::test]
async fn a_misclick_is_taken_back_alone_declined_or_accepted_and_lapses_on_a_reply() {
    for s in hosts().await {
        let h = &s.host;
        let store = &s.db.store;
        let challenge = h
            .challenge(
                place(),
                &ann(),
                &bob(),
                GameKind::TwentySevens,
                casual_with_clock(),
            )
            .await
            .unwrap();
        let game = challenge.game_id;
        h.accept(game, &bob()).await.unwrap();
        let play = |who: User, mv: &'static str, wait: i64| {
            let clock = s.clock.clone();
            async move {
                clock.advance_ms(wait);
                h.play(place(), &who, mv, None).await.unwrap()
            }
        };
        // Nothing of Bob's to take back on Ann's turn.
        let nothing = refused(h.ask_takeback(place(), &bob()).await);
        assert!(nothing.contains("no move of yours"), "{nothing}");
        let board = play(ann(), "b2", 10_000).await;
        assert!(board.takeback, "Ann's first move may be taken back at once");
        play(bob(), "a1", 20_000).await;
        let (after_two, _) = clocks(store, game).await;
        let misclick = play(ann(), "c3", 30_000).await;
        assert!(misclick.takeback);
        assert_eq!(clocks(store, game).await.0, [266_000, 283_000]);

        s.clock.advance_ms(4_000);
        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("a game between people asks the opponent");
        };
        assert_eq!(request.reach, TakebackReach::LastMove);
        assert_eq!(request.opponent_id(), bob().id);
        let twice = refused(h.ask_takeback(place(), &ann()).await);
        assert!(twice.contains("already asked"), "{twice}");
        // Bob, on his turn, answers Ann's request before asking for his own.
        let pending = refused(h.ask_takeback(place(), &bob()).await);
        assert!(pending.contains("ann has asked"), "{pending}");
        let own = refused(
            h.answer_takeback(place(), &ann(), game, request.version, true)
                .await,
        );
        assert!(own.contains("your own request"), "{own}");
        let declined = h
            .answer_takeback(place(), &bob(), game, request.version, false)
            .await
            .unwrap();
        assert!(matches!(declined, TakebackAnswer::Declined(_)));
        assert_eq!(log(store, game).await, ["b2", "a1", "c3"]);

        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("asked again");
        };
        s.clock.advance_ms(3_000);
        let now = h.now();
        let TakebackAnswer::Accepted(view) = h
            .answer_takeback(place(), &bob(), game, request.version, true)
            .await
            .unwrap()
        else {
            panic!("accepted");
        };
        assert_eq!(
            view.to_move.map(|s| view.players[s.index()]),
            Some(ann().id)
        );
        assert_eq!(log(store, game).await, ["b2", "a1"]);
        // Ann's clock is as it was before her move, and runs from now; Bob's thinking while
        // asked is not counted.
        assert_eq!(clocks(store, game).await, (after_two, now));
        let events = store.game_events(game).await.unwrap();
        let kinds: Vec<EventKind> = events.iter().map(|e| e.kind).collect();
        use EventKind::*;
        assert_eq!(
            kinds,
            [
                TakebackAsked,
                TakebackDeclined,
                TakebackAsked,
                TakebackAccepted
            ]
        );
        assert_eq!(events[3].detail, "c3");

        // A reply before the answer: the request lapses, and Bob's move stands.
        play(ann(), "c1", 5_000).await;
        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("asked");
        };
        play(bob(), "a3", 5_000).await;
        let lapsed = refused(
            h.answer_takeback(place(), &bob(), game, request.version, true)
                .await,
        );
        assert!(lapsed.contains("lapsed"), "{lapsed}");
        assert_eq!(log(store, game).await, ["b2", "a1", "c1", "a3"]);
        // On her turn, Ann's takeback reaches back over Bob's reply too.
        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("asked on her turn");
        };
        assert_eq!(request.reach, TakebackReach::MoveAndReply);
        h.answer_takeback(place(), &bob(), game, request.version, true)
            .await
            .unwrap();
        assert_eq!(log(store, game).await, ["b2", "a1"]);
    }
}

/// A rated game refuses a misclick takeback as any other until the server allows them.
#[tokio::test]
async fn a_misclick_in_a_rated_game_needs_the_servers_leave() {
    for s in hosts().await {
        let h = &s.host;
        let terms = GameTerms {
            options: Options::new(),
            rated: true,
            turn_seconds: None,
        };
        let challenge = h
            .challenge(place(), &ann(), &bob(), GameKind::TwentySevens, terms)
            .await
            .unwrap();
        h.accept(challenge.game_id, &bob()).await.unwrap();
        let board = h.play(place(), &ann(), "b2", None).await.unwrap();
        assert!(!board.takeback);
        let rated = refused(h.ask_takeback(place(), &ann()).await);
        assert!(rated.contains("rated"), "{rated}");
        assert!(s
            .db
            .store
            .game_events(challenge.game_id)
            .await
            .unwrap()
            .is_empty());
    }
}

/// Against the AI, a misclick asked while the AI has not moved goes at once. The AI's move
/// searched on the old position is then void (the version check), and `ai_turn` decides again
/// on the game as it is: nothing while it is Ann's turn, and its move once she has moved again.
#[tokio::test]
async fn against_the_ai_a_misclick_goes_at_once_and_the_ais_stale_move_is_void() {
    for s in hosts().await {
        let h = &s.host;
        let store = &s.db.store;
        let terms = GameTerms {
            options: Options::new(),
            rated: false,
            turn_seconds: None,
        };
        let start = h
            .start_ai_game(place(), &ann(), GameKind::TwentySevens, terms, Level::Hard)
            .await
            .unwrap();
        let game = start.game_id;
        let board = h.play(place(), &ann(), "b2", None).await.unwrap();
        assert!(board.ai_to_move);
        assert!(
            board.takeback,
            "the board while the AI thinks offers Take back"
        );
        let Takeback::Done(view) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("the AI agrees at once");
        };
        assert_eq!(
            view.to_move.map(|s| view.players[s.index()]),
            Some(ann().id)
        );
        assert!(log(store, game).await.is_empty());
        let events = store.game_events(game).await.unwrap();
        assert_eq!(events.len(), 2, "{events:?}");
        assert_eq!(events[1].kind, EventKind::TakebackAccepted);
        assert_eq!(events[1].user_id, start.players[1], "the AI accepted");
        assert_eq!(events[1].detail, "b2");
        // The AI's answer to b2, searched before the takeback, arrives too late.
        let ai = User::new(start.players[1], start.names[1].clone());
        let late = h
            .play_with_compliment(place(), &ai, "a1", None, Some(board.version))
            .await;
        assert!(refused(late).contains("out of date"));
        assert!(h.ai_turn(place()).await.unwrap().is_none());
        assert!(log(store, game).await.is_empty());

        // The same while the AI's search runs: the takeback lands first, Ann moves again,
        // and the search's move is void; the AI answers Ann's new move instead.
        h.play(place(), &ann(), "b2", None).await.unwrap();
        let searching = tokio::spawn({
            let h = h.clone();
            async move { h.ai_turn(place()).await }
        });
        // The hard AI searches for about a second; the search has begun well before this.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let Takeback::Done(_) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("the AI agrees at once");
        };
        let detail = store.game_events(game).await.unwrap().pop().unwrap().detail;
        assert_eq!(detail, "b2", "the AI had not moved yet");
        h.play(place(), &ann(), "c3", None).await.unwrap();
        let answered = searching.await.unwrap();
        let answered = match answered {
            Ok(Some(view)) => view,
            other => panic!("the AI answers the new position: {other:?}"),
        };
        assert_eq!(
            answered.to_move.map(|s| answered.players[s.index()]),
            Some(ann().id)
        );
        let moves = log(store, game).await;
        assert_eq!(moves.len(), 2, "{moves:?}");
        assert_eq!(moves[0], "c3");
        // Nothing more from the AI: it is Ann's turn.
        assert!(h.ai_turn(place()).await.unwrap().is_none());
        assert_eq!(log(store, game).await.len(), 2);
    }
}

/// A reply begun lapses the request too: once Bob has thrown the dice (Super Seven), Ann's
/// request lapses, and a new one is refused until Bob's turn is over, when her takeback
/// reaches over his reply.
#[tokio::test]
async fn once_the_opponent_has_thrown_the_misclick_waits_for_their_turn_to_end() {
    for s in hosts().await {
        let h = &s.host;
        let store = &s.db.store;
        let terms = GameTerms {
            options: Options::new(),
            rated: false,
            turn_seconds: None,
        };
        let challenge = h
            .challenge(place(), &ann(), &bob(), GameKind::SuperSeven, terms)
            .await
            .unwrap();
        let game = challenge.game_id;
        h.accept(game, &bob()).await.unwrap();
        // Ann throws until the dice allow a placement (a 12 needs a counter of Bob's), and
        // places.
        let mut placements = Vec::new();
        while placements.iter().all(|p: &String| p == "roll") {
            h.play(place(), &ann(), "roll", None).await.unwrap();
            placements = h
                .suggest_moves(place(), &ann(), "", usize::MAX)
                .await
                .unwrap();
        }
        let throws = log(store, game).await;
        h.play(place(), &ann(), &placements[0], None).await.unwrap();
        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("asked");
        };
        h.play(place(), &bob(), "roll", None).await.unwrap();
        let lapsed = refused(
            h.answer_takeback(place(), &bob(), game, request.version, true)
                .await,
        );
        assert!(lapsed.contains("lapsed"), "{lapsed}");
        let begun = refused(h.ask_takeback(place(), &ann()).await);
        assert!(begun.contains("bob has already begun"), "{begun}");
        assert_eq!(log(store, game).await.len(), throws.len() + 2);
        let placements = h
            .suggest_moves(place(), &bob(), "", usize::MAX)
            .await
            .unwrap();
        h.play(place(), &bob(), &placements[0], None).await.unwrap();
        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("asked on her turn");
        };
        assert_eq!(request.reach, TakebackReach::MoveAndReply);
        h.answer_takeback(place(), &bob(), game, request.version, true)
            .await
            .unwrap();
        // Her throws stay; her placement and Bob's turn are gone.
        assert_eq!(log(store, game).await, throws);
    }
}
