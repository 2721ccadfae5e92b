//! Conditional moves in the host, on both backends: a queued line is played when the opponent
//! moves (the reply committed like any move, the tail kept), then dropped on a mismatch; a bad
//! line is refused saying which move and why; games with dice or hidden information and games
//! against the AI refuse them; a takeback clears them; nothing of them reaches the opponent's
//! views or export, and one's own export has them.

use boardbot::ai::Level;
use boardbot::games::{GameKind, Options};
use boardbot::host::{GameTerms, Host, Place, Takeback, TakebackAnswer, User};

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

fn casual() -> GameTerms {
    GameTerms {
        options: Options::new(),
        rated: false,
        turn_seconds: None,
    }
}

/// Ann challenges Bob to a casual game of `kind`; Bob accepts. Ann moves first.
async fn game(h: &Host, kind: GameKind) -> i64 {
    let challenge = h
        .challenge(place(), &ann(), &bob(), kind, casual())
        .await
        .unwrap();
    h.accept(challenge.game_id, &bob()).await.unwrap();
    challenge.game_id
}

async fn lines(h: &Host, who: &User) -> Vec<Vec<String>> {
    h.conditional_lines(place(), who).await.unwrap().lines
}

fn strings(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

#[tokio::test]
async fn a_line_is_played_when_the_opponent_moves_then_dropped_on_a_mismatch() {
    for s in hosts().await {
        let h = &s.host;
        let store = &s.db.store;
        let id = game(h, GameKind::TwentySevens).await;
        h.play(place(), &ann(), "b2", None).await.unwrap();
        // After her move, Ann queues two lines: Bob's a1 is answered by c3, his a3 by c2.
        let queued = h
            .add_conditional_lines(place(), &ann(), "a1, c3, a2, c1; a3 c2")
            .await
            .unwrap();
        assert_eq!(queued, 2);
        assert_eq!(
            lines(h, &ann()).await,
            vec![strings(&["a1", "c3", "a2", "c1"]), strings(&["a3", "c2"])]
        );

        let view = h.play(place(), &bob(), "a1", None).await.unwrap();
        // Bob's own board, then the reply's, committed like any move and marked.
        assert_eq!(view.last_move.as_deref(), Some("a1"));
        let reply = view.conditional_reply.as_deref().expect("Ann's reply");
        assert!(reply.played_conditionally);
        assert_eq!(reply.last_move.as_deref(), Some("c3 (conditional reply)"));
        assert_eq!(reply.version, view.version + 1);
        assert_eq!(reply.to_move, view.to_move.map(|s| s.other()));
        let log: Vec<(String, u64)> = store
            .moves(id)
            .await
            .unwrap()
            .into_iter()
            .map(|m| (m.notation, m.user_id))
            .collect();
        assert_eq!(
            log,
            vec![
                ("b2".to_string(), ann().id),
                ("a1".to_string(), bob().id),
                ("c3".to_string(), ann().id),
            ]
        );
        let record = store.game(id).await.unwrap().unwrap();
        assert_eq!(record.version, reply.version);
        // The line's tail stays; the line that foresaw a3 is gone.
        assert_eq!(lines(h, &ann()).await, vec![strings(&["a2", "c1"])]);

        // Bob plays something Ann did not foresee: nothing is played for her, her line drops.
        let view = h.play(place(), &bob(), "b1", None).await.unwrap();
        assert!(view.conditional_reply.is_none());
        assert!(lines(h, &ann()).await.is_empty());
        assert_eq!(store.moves(id).await.unwrap().len(), 4);
        assert!(store.conditional_lines(id).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn on_ones_own_turn_a_line_starts_with_ones_own_move() {
    for s in hosts().await {
        let h = &s.host;
        game(h, GameKind::TwentySevens).await;
        h.add_conditional_lines(place(), &ann(), "b2 a1 c3; b1 a1 c1")
            .await
            .unwrap();
        // Ann plays b2 herself: the first line goes on, the second drops.
        let view = h.play(place(), &ann(), "b2", None).await.unwrap();
        assert!(view.conditional_reply.is_none());
        assert_eq!(lines(h, &ann()).await, vec![strings(&["a1", "c3"])]);
        let view = h.play(place(), &bob(), "a1", None).await.unwrap();
        let reply = view.conditional_reply.expect("Ann's reply");
        assert!(reply.last_move.unwrap().starts_with("c3"));
        assert!(lines(h, &ann()).await.is_empty());
    }
}

#[tokio::test]
async fn a_bad_line_is_refused_with_the_move_and_why_and_nothing_is_queued() {
    for s in hosts().await {
        let h = &s.host;
        game(h, GameKind::TwentySevens).await;
        h.play(place(), &ann(), "b2", None).await.unwrap();
        // The second line's third move is a fourth counter on b2 (Ann's is there already).
        let why = refused(
            h.add_conditional_lines(place(), &ann(), "a1, c3; b2, b2, b2, c1")
                .await,
        );
        assert!(why.contains("Line 2, move 3"), "{why}");
        assert!(why.contains("`b2` isn't legal"), "{why}");
        let why = refused(h.add_conditional_lines(place(), &ann(), "a1, zz9").await);
        assert!(why.contains("Line 1, move 2"), "{why}");
        assert!(why.contains("`zz9` isn't a move"), "{why}");
        let why = refused(h.add_conditional_lines(place(), &ann(), "a1").await);
        assert!(why.contains("ends with your opponent's move"), "{why}");
        let too_deep = "a1 c3 a2 c1 a3 c2 b1 b3 a4 b4 c4";
        let why = refused(h.add_conditional_lines(place(), &ann(), too_deep).await);
        assert!(why.contains("at most 10 moves"), "{why}");
        let why = refused(h.add_conditional_lines(place(), &ann(), " ; ").await);
        assert!(why.contains("at least one line"), "{why}");
        assert!(lines(h, &ann()).await.is_empty());
        // Someone who does not play here has no lines to queue.
        let carl = User::new(33, "carl");
        let why = refused(h.add_conditional_lines(place(), &carl, "a1, c3").await);
        assert!(!why.is_empty());
    }
}

#[tokio::test]
async fn games_with_dice_or_hidden_information_and_ai_games_refuse_them() {
    for s in hosts().await {
        let h = &s.host;
        for kind in [GameKind::SuperSeven, GameKind::CrossWordsCombat] {
            let id = game(h, kind).await;
            let why = refused(h.add_conditional_lines(place(), &bob(), "a1, b2").await);
            assert!(
                why.contains("dice or hidden information"),
                "{kind:?}: {why}"
            );
            assert!(s.db.store.conditional_lines(id).await.unwrap().is_empty());
            h.resign(place(), &ann()).await.unwrap();
        }
        h.start_ai_game(
            place(),
            &ann(),
            GameKind::TwentySevens,
            casual(),
            Level::Easy,
        )
        .await
        .unwrap();
        let why = refused(h.add_conditional_lines(place(), &ann(), "b2, a1, c3").await);
        assert!(why.contains("The AI answers at once"), "{why}");
    }
}

#[tokio::test]
async fn a_takeback_or_a_resignation_clears_the_lines() {
    for s in hosts().await {
        let h = &s.host;
        let id = game(h, GameKind::TwentySevens).await;
        h.play(place(), &ann(), "b2", None).await.unwrap();
        h.play(place(), &bob(), "a1", None).await.unwrap();
        h.play(place(), &ann(), "c3", None).await.unwrap();
        h.add_conditional_lines(place(), &ann(), "a2, c1")
            .await
            .unwrap();
        h.add_conditional_lines(place(), &bob(), "a2, c1, a3")
            .await
            .unwrap();
        assert_eq!(s.db.store.conditional_lines(id).await.unwrap().len(), 2);
        // Ann takes back her c3 before Bob replies; Bob accepts.
        let Takeback::Asked(request) = h.ask_takeback(place(), &ann()).await.unwrap() else {
            panic!("a game between people asks the opponent");
        };
        let answer = h
            .answer_takeback(place(), &bob(), request.game_id, request.version, true)
            .await
            .unwrap();
        assert!(matches!(answer, TakebackAnswer::Accepted(_)));
        assert!(s.db.store.conditional_lines(id).await.unwrap().is_empty());
        assert!(lines(h, &ann()).await.is_empty());

        // Queued again, then the game ends by resignation: nothing is left.
        h.play(place(), &ann(), "c3", None).await.unwrap();
        h.add_conditional_lines(place(), &ann(), "a2, c1")
            .await
            .unwrap();
        h.resign(place(), &bob()).await.unwrap();
        assert!(s.db.store.conditional_lines(id).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn the_opponent_sees_nothing_of_them_and_the_owner_exports_them() {
    for s in hosts().await {
        let h = &s.host;
        let id = game(h, GameKind::TwentySevens).await;
        h.play(place(), &ann(), "b2", None).await.unwrap();
        h.add_conditional_lines(place(), &ann(), "a1, c3, a2, c1; a3, c2")
            .await
            .unwrap();
        // Bob's views while Ann's lines wait: his own lines (none), his board, his export,
        // the web's list of his lines in the game.
        assert!(lines(h, &bob()).await.is_empty());
        assert!(h
            .own_conditional_lines(id, bob().id)
            .await
            .unwrap()
            .is_empty());
        assert_eq!(
            h.own_conditional_lines(id, ann().id).await.unwrap(),
            vec![strings(&["a1", "c3", "a2", "c1"]), strings(&["a3", "c2"])]
        );
        let board = h.board(place()).await.unwrap();
        assert!(board.conditional_reply.is_none());
        for shown in [&board.status, &board.alt_text] {
            assert!(!shown.contains("c1") && !shown.contains("a3"), "{shown}");
        }
        let bobs = String::from_utf8(h.export_personal_data(&bob()).await.unwrap()).unwrap();
        let bobs: serde_json::Value = serde_json::from_str(&bobs).unwrap();
        assert_eq!(bobs["conditional_moves"], serde_json::json!([]));
        assert!(!bobs.to_string().contains("c1"), "{bobs}");
        let anns = String::from_utf8(h.export_personal_data(&ann()).await.unwrap()).unwrap();
        let anns: serde_json::Value = serde_json::from_str(&anns).unwrap();
        assert_eq!(anns["conditional_moves"][0]["game_id"], id);
        assert_eq!(
            anns["conditional_moves"][0]["lines"][0]["moves"],
            serde_json::json!(["a1", "c3", "a2", "c1"])
        );
        // Bob moves into the line: his board carries Ann's reply (a move now played, public)
        // and nothing of her tail.
        let view = h.play(place(), &bob(), "a1", None).await.unwrap();
        let reply = view.conditional_reply.as_deref().expect("Ann's reply");
        assert_eq!(reply.last_move.as_deref(), Some("c3 (conditional reply)"));
        for board in [&view, reply] {
            let moves: Vec<&str> = board.recent_moves.iter().map(|(_, m)| m.as_str()).collect();
            assert!(
                !moves.contains(&"a2") && !moves.contains(&"c1"),
                "{moves:?}"
            );
            assert!(
                !board.alt_text.contains("c1"),
                "the tail a2, c1 stays Ann's"
            );
        }
        // Ann's erasure takes her lines with her.
        h.erase_person(&ann()).await.unwrap();
        assert!(s.db.store.conditional_lines(id).await.unwrap().is_empty());
    }
}
