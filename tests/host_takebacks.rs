//! Takebacks in the host, on both backends: clocks go back to what they were (also across an
//! earlier takeback, which restarted the clock), a player with no move behind them has nothing
//! to take back, and the request and its answer reach the person's export.

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
