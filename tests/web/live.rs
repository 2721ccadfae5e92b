//! A game in progress watched live through the pages' router, on both backends: the stream
//! opens with the current board, each move arrives as a frame (with its picture made), a
//! watcher that reconnects with the version it saw gets nothing it has seen, after the end the
//! stream says a rematch offered and then the rematch itself, and closes; a server without
//! pages has none, and no frame carries a hidden page's words.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::Value;
use tower::ServiceExt;

use boardbot::games::{GameKind, Options, Seat};
use boardbot::host::{Host, Place, Rematch, Signer, User};
use boardbot::web::router;
use boardbot_testkit::db::hosts;
use boardbot_testkit::web::{front_end, set_public, EventStream as Stream, SECRET};

const GUILD: u64 = 500;

fn place(channel_id: u64) -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id,
    }
}
fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

fn moves(frame: &Value) -> Vec<String> {
    frame["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

async fn started(h: &Host, channel: u64, kind: GameKind) -> i64 {
    let c = h
        .challenge(place(channel), &ann(), &bob(), kind, Options::new())
        .await
        .unwrap();
    h.accept(c.game_id, &bob()).await.unwrap();
    c.game_id
}

#[tokio::test]
async fn watchers_see_each_move_as_it_is_played() {
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        let ids = Signer::new(SECRET);
        let game = started(h, 1, GameKind::TwentySevens).await;
        let events = format!("/g/{}/events", ids.game(game));
        assert_eq!(
            Stream::open(&app, &events, None).await.err(),
            Some(StatusCode::NOT_FOUND),
            "no pages, no stream"
        );
        set_public(h, GUILD, true).await;
        // Another site's page may not follow it (EventSource's word for the WebSocket origin
        // check); this site's own may.
        for cross_site in [
            [("sec-fetch-site", "cross-site")],
            [("origin", "https://elsewhere.example")],
        ] {
            assert_eq!(
                Stream::open_with(&app, &events, &cross_site).await.err(),
                Some(StatusCode::FORBIDDEN),
                "{cross_site:?}"
            );
        }
        let own = [("sec-fetch-site", "same-origin")];
        assert!(Stream::open_with(&app, &events, &own).await.is_ok());
        let mut watcher = Stream::open(&app, &events, None).await.unwrap();
        let (first, frame) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        let version = h.store().game(game).await.unwrap().unwrap().version;
        assert_eq!(first, version);
        assert!(moves(&frame).is_empty());
        assert_eq!(frame["over"], false);

        // A move: the frame carries it, and its picture is ready.
        let view = h.play(place(1), &ann(), "b2", None).await.unwrap();
        let mover = view.to_move.unwrap();
        let (second, frame) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        assert_eq!(second, version + 1);
        assert_eq!(moves(&frame), vec!["b2".to_string()]);
        let picture = frame["picture"].as_str().unwrap().to_string();
        let png = app
            .clone()
            .oneshot(
                Request::builder()
                    .uri(&picture)
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(png.status(), StatusCode::OK, "{picture}");
        assert_eq!(png.headers()["content-type"], "image/png");
        assert!(frame["watching"].as_u64().unwrap() >= 1);

        // A watcher back after a lost connection gets nothing it saw, then the next move.
        let mut back = Stream::open(&app, &events, Some(&second.to_string()))
            .await
            .unwrap();
        assert_eq!(
            back.next(Duration::from_millis(300)).await,
            Err(()),
            "nothing new"
        );
        let whose = if mover == Seat::FIRST { ann() } else { bob() };
        h.play(place(1), &whose, "a1", None).await.unwrap();
        for stream in [&mut watcher, &mut back] {
            let (third, frame) = stream.next(Duration::from_secs(5)).await.unwrap().unwrap();
            assert_eq!(third, second + 1);
            assert_eq!(moves(&frame), vec!["b2".to_string(), "a1".to_string()]);
        }

        // The end: a last board; the stream stays open for what comes after.
        h.resign(place(1), &ann()).await.unwrap();
        let (end, last) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        assert_eq!(last["over"], true);
        assert_eq!(
            watcher.next_event(Duration::from_millis(300)).await,
            Err(()),
            "nothing more yet"
        );

        // Bob offers a rematch: those watching are told, and so is one who comes back.
        assert!(matches!(
            h.rematch(game, &bob()).await.unwrap(),
            Rematch::Offered(_)
        ));
        let (event, offered, news) = watcher
            .next_event(Duration::from_secs(5))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(event, "news");
        assert_eq!(news["offer"], "bob offers ann a rematch.");
        assert!(news["next"].is_null());
        assert!(offered.starts_with(&format!("{end}:0:")), "{offered}");
        let mut back = Stream::open(&app, &events, Some(&end.to_string()))
            .await
            .unwrap();
        let (event, id, _) = back
            .next_event(Duration::from_secs(5))
            .await
            .unwrap()
            .unwrap();
        assert_eq!((event.as_str(), id.as_str()), ("news", offered.as_str()));
        let mut after_offer = Stream::open(&app, &events, Some(&offered)).await.unwrap();
        assert_eq!(
            after_offer.next_event(Duration::from_millis(300)).await,
            Err(()),
            "the offer was seen"
        );

        // Ann accepts: the news names the rematch, and the streams end.
        let Rematch::Started(rematch) = h.rematch(game, &ann()).await.unwrap() else {
            panic!("the rematch starts");
        };
        for stream in [&mut watcher, &mut back, &mut after_offer] {
            let (event, _, news) = stream
                .next_event(Duration::from_secs(5))
                .await
                .unwrap()
                .unwrap();
            assert_eq!(event, "news");
            assert!(news["offer"].is_null(), "the offer was taken up: {news}");
            assert_eq!(news["next"]["game"], ids.game(rematch.game_id));
            assert_eq!(news["next"]["text"], "The rematch has started.");
            assert_eq!(
                news["next"]["url"],
                format!("/g/{}?lang=en-US", ids.game(rematch.game_id))
            );
            assert_eq!(stream.next_event(Duration::from_secs(5)).await, Ok(None));
        }
    }
}

/// A new game in the channel (not a rematch) is news for those still watching its last one.
#[tokio::test]
async fn the_next_game_in_the_channel_is_news() {
    for s in hosts().await {
        let h = &s.host;
        set_public(h, GUILD, true).await;
        let app = router(front_end(h));
        let ids = Signer::new(SECRET);
        let game = started(h, 3, GameKind::TwentySevens).await;
        let events = format!("/g/{}/events", ids.game(game));
        let mut watcher = Stream::open(&app, &events, None).await.unwrap();
        watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        h.resign(place(3), &bob()).await.unwrap();
        let (_, last) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        assert_eq!(last["over"], true);

        let carol = User::new(33, "carol");
        let next = h
            .challenge(
                place(3),
                &carol,
                &ann(),
                GameKind::MegaTicTacToe,
                Options::new(),
            )
            .await
            .unwrap();
        let (event, _, news) = watcher
            .next_event(Duration::from_secs(5))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(event, "news");
        assert_eq!(news["next"]["game"], ids.game(next.game_id));
        assert_eq!(
            news["next"]["text"],
            "A new game has started in this channel."
        );
        assert_eq!(watcher.next_event(Duration::from_secs(5)).await, Ok(None));
    }
}

#[tokio::test]
async fn no_frame_shows_a_hidden_page() {
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        set_public(h, GUILD, true).await;
        let game = started(h, 2, GameKind::CrossWordsCombat).await;
        let record = h.store().game(game).await.unwrap().unwrap();
        let engine = h.replay(&record).await.unwrap();
        let mut secrets = vec![record.seed.clone()];
        for seat in Seat::all() {
            let page = engine.secret(seat).expect("each player has a page");
            let words: Vec<&str> = page.split_whitespace().collect();
            secrets.extend(words.windows(4).map(|w| w.join(" ")));
        }
        let ids = Signer::new(SECRET);
        let mut watcher = Stream::open(&app, &format!("/g/{}/events", ids.game(game)), None)
            .await
            .unwrap();
        let (_, frame) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        let text = frame.to_string();
        for secret in &secrets {
            assert!(!text.contains(secret.as_str()), "the frame shows {secret}");
        }
    }
}
