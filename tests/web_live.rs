//! A game in progress watched live through the pages' router, on both backends: the stream
//! opens with the current board, each move arrives as a frame (with its picture made), a
//! watcher that reconnects with the version it saw gets nothing it has seen, the end closes the
//! stream, a server without pages has none, and no frame carries a hidden page's words.

use std::time::Duration;

use axum::body::{Body, BodyDataStream};
use axum::http::{Request, StatusCode};
use axum::Router;
use futures_util::StreamExt;
use serde_json::Value;
use tower::ServiceExt;

use boardbot::games::{GameKind, Options, Seat};
use boardbot::host::{Host, Place, Signer, User};
use boardbot::web::router;
use boardbot_testkit::db::hosts;
use boardbot_testkit::web::{front_end, set_public, SECRET};

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

/// A stream of frames, read as a browser's EventSource would.
struct Stream {
    body: BodyDataStream,
    buffer: String,
}

impl Stream {
    async fn open(app: &Router, uri: &str, last_seen: Option<i64>) -> Result<Stream, StatusCode> {
        let mut request = Request::builder().uri(uri);
        if let Some(version) = last_seen {
            request = request.header("last-event-id", version.to_string());
        }
        let response = app
            .clone()
            .oneshot(request.body(Body::empty()).unwrap())
            .await
            .unwrap();
        if response.status() != StatusCode::OK {
            return Err(response.status());
        }
        assert_eq!(
            response.headers()["content-type"],
            "text/event-stream",
            "an event stream"
        );
        Ok(Stream {
            body: response.into_body().into_data_stream(),
            buffer: String::new(),
        })
    }

    /// The next frame's id and data within `wait`: `Ok(None)` when the stream ended, `Err` when
    /// nothing came.
    async fn next(&mut self, wait: Duration) -> Result<Option<(i64, Value)>, ()> {
        tokio::time::timeout(wait, async {
            loop {
                if let Some(end) = self.buffer.find("\n\n") {
                    let block: String = self.buffer.drain(..end + 2).collect();
                    let (mut id, mut data) = (None, None);
                    for line in block.lines() {
                        if let Some(v) = line.strip_prefix("id:") {
                            id = v.trim().parse().ok();
                        } else if let Some(v) = line.strip_prefix("data:") {
                            data = serde_json::from_str(v.trim()).ok();
                        }
                    }
                    // A comment (the keep-alive) is no frame.
                    if let (Some(id), Some(data)) = (id, data) {
                        return Some((id, data));
                    }
                    continue;
                }
                match self.body.next().await {
                    Some(Ok(bytes)) => self.buffer.push_str(&String::from_utf8_lossy(&bytes)),
                    _ => return None,
                }
            }
        })
        .await
        .map_err(|_| ())
    }
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
        let mut back = Stream::open(&app, &events, Some(second)).await.unwrap();
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

        // The end: a last frame, then the stream closes.
        h.resign(place(1), &ann()).await.unwrap();
        let (_, last) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        assert_eq!(last["over"], true);
        assert_eq!(watcher.next(Duration::from_secs(5)).await, Ok(None));
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
