//! Conditional moves on the live page, on both backends: the signed-in player who queued
//! lines sees them there; their opponent, a spectator and a reader not signed in see none.

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use axum::Router;
use tower::ServiceExt;

use boardbot::games::{GameKind, Options};
use boardbot::host::{Place, Signer, User};
use boardbot::web::router;
use boardbot_testkit::db::hosts;
use boardbot_testkit::web::{front_end, set_public, SECRET};

const GUILD: u64 = 500;

/// The page at `uri` as the holder of `cookie` (if any) reads it.
async fn page(app: &Router, uri: &str, cookie: Option<&str>) -> String {
    let mut request = Request::builder().method(Method::GET).uri(uri);
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    let response = app
        .clone()
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{uri}");
    let body = axum::body::to_bytes(response.into_body(), 16 << 20)
        .await
        .unwrap();
    String::from_utf8_lossy(&body).into_owned()
}

#[tokio::test]
async fn only_the_owner_sees_their_queued_lines_on_the_live_page() {
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        set_public(h, GUILD, true).await;
        let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
        let place = Place {
            guild_id: Some(GUILD),
            channel_id: 2,
        };
        let c = h
            .challenge(place, &ann, &bob, GameKind::TwentySevens, Options::new())
            .await
            .unwrap();
        h.accept(c.game_id, &bob).await.unwrap();
        h.play(place, &ann, "b2", None).await.unwrap();
        h.add_conditional_lines(place, &ann, "a1, c3, a2, c1; a3, c2")
            .await
            .unwrap();
        let uri = format!("/g/{}", Signer::new(SECRET).game(c.game_id));
        let cookie = |token: String| format!("bb_session={token}");
        let ann_cookie = cookie(h.sign_in(ann.id, "ann").await.unwrap());
        let bob_cookie = cookie(h.sign_in(bob.id, "bob").await.unwrap());
        let cat_cookie = cookie(h.sign_in(33, "cat").await.unwrap());

        let anns = page(&app, &uri, Some(&ann_cookie)).await;
        assert!(anns.contains("conditional-lines"), "{anns}");
        assert!(anns.contains("<code>a1, c3, a2, c1</code>"), "{anns}");
        assert!(anns.contains("<code>a3, c2</code>"), "{anns}");
        for (who, cookie) in [
            ("bob", Some(&bob_cookie)),
            ("cat", Some(&cat_cookie)),
            ("nobody", None),
        ] {
            let seen = page(&app, &uri, cookie.map(String::as_str)).await;
            assert!(!seen.contains("conditional-lines"), "{who}: {seen}");
            assert!(
                !seen.contains("a1, c3") && !seen.contains("a3, c2"),
                "{who}"
            );
        }
    }
}
