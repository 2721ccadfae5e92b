//! "Log in with Discord" through the pages' router against the fake Discord's OAuth2, on both
//! backends: the state is checked, the code traded once, the session cookie is HttpOnly and
//! Secure and the store keeps only its hash; a signed-in player of a Cross Words Combat game
//! sees their own page and never the opponent's, a spectator and a forged session see none;
//! logging out is refused from another site and revokes the session.

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use axum::Router;
use sha2::{Digest, Sha256};
use tower::ServiceExt;

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, Place, Signer, User};
use boardbot::web::{router, SignInSettings};
use boardbot_testkit::db::hosts;
use boardbot_testkit::fake_discord::{FakeDiscord, User as DiscordUser, APP_ID, CLIENT_SECRET};
use boardbot_testkit::web::{front_end, set_public, SECRET};

const GUILD: u64 = 500;
const SITE: &str = "http://pages.test";

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Answer {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    fn location(&self) -> String {
        self.headers[header::LOCATION].to_str().unwrap().to_string()
    }
    /// The value a `Set-Cookie` gives `name`, with the cookie's attributes.
    fn cookie(&self, name: &str) -> Option<String> {
        self.headers
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .find(|c| c.starts_with(&format!("{name}=")))
    }
}

async fn send(app: &Router, method: Method, uri: &str, headers: &[(&str, &str)]) -> Answer {
    let mut builder = Request::builder().method(method).uri(uri);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    let response = app
        .clone()
        .oneshot(builder.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), 16 << 20)
        .await
        .unwrap()
        .to_vec();
    Answer {
        status,
        headers,
        body,
    }
}

fn query_value(url: &str, name: &str) -> String {
    url.split(['?', '&'])
        .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
        .unwrap()
        .to_string()
}

/// Signs `who` in through `/login` and `/login/done`; the session cookie (`bb_session=…`).
async fn sign_in(app: &Router, fake: &FakeDiscord, who: &DiscordUser, back: &str) -> String {
    let login = send(app, Method::GET, &format!("/login?back={back}"), &[]).await;
    assert_eq!(login.status, StatusCode::SEE_OTHER);
    let to_discord = login.location();
    assert!(
        to_discord.starts_with(&fake.authorize_url()),
        "{to_discord}"
    );
    assert!(to_discord.contains("scope=identify"), "{to_discord}");
    let state = query_value(&to_discord, "state");
    let kept = login.cookie("bb_login").expect("the state's cookie");
    for attribute in ["HttpOnly", "Secure", "SameSite=Lax"] {
        assert!(kept.contains(attribute), "{kept}");
    }
    let kept = kept.split(';').next().unwrap().to_string();
    let code = fake.oauth_code(who, &format!("{SITE}/login/done"));
    let done = send(
        app,
        Method::GET,
        &format!("/login/done?code={code}&state={state}"),
        &[("cookie", &kept)],
    )
    .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.text());
    assert_eq!(done.location(), back);
    let session = done.cookie("bb_session").expect("a session cookie");
    for attribute in ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"] {
        assert!(session.contains(attribute), "{session}");
    }
    // Discord gives a code once.
    let again = send(
        app,
        Method::GET,
        &format!("/login/done?code={code}&state={state}"),
        &[("cookie", &kept)],
    )
    .await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    session.split(';').next().unwrap().to_string()
}

#[tokio::test]
async fn players_sign_in_and_see_their_own_page_only() {
    let fake = FakeDiscord::start().await;
    for s in hosts().await {
        let h = &s.host;
        let settings = SignInSettings {
            client_id: APP_ID.to_string(),
            client_secret: CLIENT_SECRET.to_string(),
            authorize_url: fake.authorize_url(),
            api_base: format!("{}/api/v10", fake.api_base()),
            public_url: SITE.to_string(),
        };
        let app = router(front_end(h).with_sign_in(settings));
        set_public(h, GUILD, true).await;
        let (ann, bob, cat) = (
            DiscordUser::new(11, "ann"),
            DiscordUser::new(22, "bob"),
            DiscordUser::new(33, "cat"),
        );
        let place = Place {
            guild_id: Some(GUILD),
            channel_id: 1,
        };
        let c = h
            .challenge(
                place,
                &User::new(ann.id, "ann"),
                &User::new(bob.id, "bob"),
                GameKind::CrossWordsCombat,
                Options::new(),
            )
            .await
            .unwrap();
        h.accept(c.game_id, &User::new(bob.id, "bob"))
            .await
            .unwrap();
        let signed = Signer::new(SECRET).game(c.game_id);
        let page = format!("/g/{signed}");
        let mine = format!("/g/{signed}/mine.png");

        // Not signed in: a link to sign in, no page of anyone's.
        let anonymous = send(&app, Method::GET, &page, &[]).await;
        assert!(anonymous.text().contains("Log in with Discord"));
        assert!(!anonymous.text().contains("own-page"));
        assert_eq!(
            send(&app, Method::GET, &mine, &[]).await.status,
            StatusCode::FORBIDDEN
        );

        // A forged state is refused, and opens no session.
        let forged = send(
            &app,
            Method::GET,
            "/login/done?code=x&state=forged",
            &[("cookie", "bb_login=real.2f")],
        )
        .await;
        assert_eq!(forged.status, StatusCode::BAD_REQUEST);
        assert!(forged.cookie("bb_session").is_none());

        let ann_cookie = sign_in(&app, &fake, &ann, &page).await;
        let bob_cookie = sign_in(&app, &fake, &bob, &page).await;
        let cat_cookie = sign_in(&app, &fake, &cat, &page).await;
        // The store keeps the token's hash, never the token.
        let token = ann_cookie.trim_start_matches("bb_session=");
        let hash = hex::encode(Sha256::digest(token.as_bytes()));
        sqlx::any::install_default_drivers();
        let rows: Vec<(String,)> = sqlx::query_as("SELECT token_hash FROM web_sessions")
            .fetch_all(&sqlx::AnyPool::connect(&s.db.url).await.unwrap())
            .await
            .unwrap();
        assert_eq!(rows.len(), 3, "three sessions");
        assert!(rows.iter().any(|(h,)| *h == hash));
        assert!(rows.iter().all(|(h,)| h != token));

        // Each player sees their own page, and it differs from the other's; the spectator
        // sees none.
        let seen = send(&app, Method::GET, &page, &[("cookie", &ann_cookie)]).await;
        assert!(seen.text().contains("Signed in as"), "{}", seen.text());
        assert!(seen.text().contains("own-page"));
        assert_eq!(seen.headers[header::CACHE_CONTROL], "private, no-cache");
        let ann_page = send(&app, Method::GET, &mine, &[("cookie", &ann_cookie)]).await;
        let bob_page = send(&app, Method::GET, &mine, &[("cookie", &bob_cookie)]).await;
        assert_eq!(ann_page.status, StatusCode::OK);
        assert_eq!(bob_page.status, StatusCode::OK);
        assert_ne!(ann_page.body, bob_page.body, "each their own page");
        let spectator = send(&app, Method::GET, &page, &[("cookie", &cat_cookie)]).await;
        assert!(!spectator.text().contains("own-page"));
        assert_eq!(
            send(&app, Method::GET, &mine, &[("cookie", &cat_cookie)])
                .await
                .status,
            StatusCode::FORBIDDEN
        );
        let forged = format!("bb_session={}", "ab".repeat(32));
        assert_eq!(
            send(&app, Method::GET, &mine, &[("cookie", &forged)])
                .await
                .status,
            StatusCode::FORBIDDEN
        );

        // Logging out: refused from another site; from this one it revokes the session.
        let cross = send(
            &app,
            Method::POST,
            "/logout",
            &[("cookie", &ann_cookie), ("origin", "http://evil.example")],
        )
        .await;
        assert_eq!(cross.status, StatusCode::FORBIDDEN);
        assert_eq!(
            send(&app, Method::GET, &mine, &[("cookie", &ann_cookie)])
                .await
                .status,
            StatusCode::OK,
            "still signed in"
        );
        let out = send(
            &app,
            Method::POST,
            &format!("/logout?back={page}"),
            &[("cookie", &ann_cookie), ("sec-fetch-site", "same-origin")],
        )
        .await;
        assert_eq!(out.status, StatusCode::SEE_OTHER);
        assert!(out.cookie("bb_session").unwrap().contains("Max-Age=0"));
        assert_eq!(
            send(&app, Method::GET, &mine, &[("cookie", &ann_cookie)])
                .await
                .status,
            StatusCode::FORBIDDEN,
            "the session is gone"
        );
    }
}

/// A form body for `POST /g/{game}/move`.
async fn post_move(
    app: &Router,
    uri: &str,
    version: i64,
    mv: &str,
    headers: &[(&str, &str)],
) -> Answer {
    let mut builder = Request::builder()
        .method(Method::POST)
        .uri(uri)
        .header("content-type", "application/x-www-form-urlencoded");
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    let response = app
        .clone()
        .oneshot(
            builder
                .body(Body::from(format!("version={version}&move={mv}")))
                .unwrap(),
        )
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .unwrap()
        .to_vec();
    Answer {
        status,
        headers,
        body,
    }
}

#[tokio::test]
async fn the_player_on_turn_moves_on_the_web_and_everyone_else_is_refused() {
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
        let version = h.store().game(c.game_id).await.unwrap().unwrap().version;
        let signed = Signer::new(SECRET).game(c.game_id);
        let uri = format!("/g/{signed}/move");
        let cookie = |token: String| format!("bb_session={token}");
        let ann_cookie = cookie(h.sign_in(ann.id, "ann").await.unwrap());
        let bob_cookie = cookie(h.sign_in(bob.id, "bob").await.unwrap());
        let cat_cookie = cookie(h.sign_in(33, "cat").await.unwrap());
        let json = ("accept", "application/json");
        let same = ("sec-fetch-site", "same-origin");

        // The page offers the player a move box with their moves; the spectator none.
        let page = send(
            &app,
            Method::GET,
            &format!("/g/{signed}"),
            &[("cookie", &ann_cookie)],
        )
        .await;
        assert!(page.text().contains("move-form") && page.text().contains("value=\"b2\""));
        let page = send(
            &app,
            Method::GET,
            &format!("/g/{signed}"),
            &[("cookie", &cat_cookie)],
        )
        .await;
        assert!(!page.text().contains("move-form"));

        // Not signed in, another site, not your turn, not playing, a stale board, an illegal
        // move: refused with the host's reasons, and nothing is played.
        let anonymous = post_move(&app, &uri, version, "b2", &[json, same]).await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
        let cross = post_move(
            &app,
            &uri,
            version,
            "b2",
            &[
                json,
                ("cookie", &ann_cookie),
                ("origin", "http://evil.example"),
            ],
        )
        .await;
        assert_eq!(cross.status, StatusCode::FORBIDDEN);
        let cases = [
            (&bob_cookie, version, "b2", "turn"),
            (&cat_cookie, version, "b2", "not playing"),
            (&ann_cookie, version - 1, "b2", "out of date"),
            (&ann_cookie, version, "z9", "z9"),
        ];
        for (who, at, mv, reason) in cases {
            let refused = post_move(&app, &uri, at, mv, &[json, same, ("cookie", who)]).await;
            assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text());
            let answer: serde_json::Value = serde_json::from_slice(&refused.body).unwrap();
            assert_eq!(answer["ok"], false);
            assert!(
                answer["error"].as_str().unwrap().contains(reason),
                "{reason}: {answer}"
            );
        }
        assert!(h.store().moves(c.game_id).await.unwrap().is_empty());

        // Her move is played, through the host, and the turn passes.
        let played = post_move(
            &app,
            &uri,
            version,
            "b2",
            &[json, same, ("cookie", &ann_cookie)],
        )
        .await;
        assert_eq!(played.status, StatusCode::OK, "{}", played.text());
        let answer: serde_json::Value = serde_json::from_slice(&played.body).unwrap();
        assert_eq!(answer["version"], version + 1);
        let log = h.store().moves(c.game_id).await.unwrap();
        assert_eq!((log[0].user_id, log[0].notation.as_str()), (ann.id, "b2"));
        let mine = |c: &str| {
            let c = c.to_string();
            let app = app.clone();
            let uri = format!("/g/{signed}/my-moves");
            async move {
                let a = send(&app, Method::GET, &uri, &[("cookie", &c)]).await;
                serde_json::from_slice::<serde_json::Value>(&a.body).unwrap()
            }
        };
        let hers = mine(&ann_cookie).await;
        assert_eq!(hers["moves"], serde_json::json!([]), "not her turn now");
        assert_eq!(hers["choices"], serde_json::json!([]));
        let his = mine(&bob_cookie).await;
        assert!(his["moves"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!("a1")));
        // The board's cells that play his moves: each level of every open square (all nine
        // are open after one move).
        let choices = his["choices"].as_array().unwrap();
        assert_eq!(choices.len(), 27, "every square is open: {choices:?}");
        assert!(choices
            .iter()
            .all(|c| c["region"]["x"].as_f64().unwrap() < 1.0 && c["plays"] == c["token"]));
        // A plain form (no script) is sent back to the page.
        let plain = post_move(
            &app,
            &uri,
            version + 1,
            "a1",
            &[same, ("cookie", &bob_cookie)],
        )
        .await;
        assert_eq!(plain.status, StatusCode::SEE_OTHER);

        // Too many at once: a person is slowed down.
        let mut statuses = Vec::new();
        for _ in 0..16 {
            let a = post_move(&app, &uri, 0, "b2", &[json, same, ("cookie", &cat_cookie)]).await;
            statuses.push(a.status);
        }
        assert!(
            statuses.contains(&StatusCode::TOO_MANY_REQUESTS),
            "{statuses:?}"
        );
    }
}

/// A game of `kind` in channel `channel_id` of a server with public pages, ann to move and
/// signed in: its signed id and her session cookie.
async fn ann_to_move(h: &Host, kind: GameKind, channel_id: u64) -> (String, String) {
    set_public(h, GUILD, true).await;
    let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
    let place = Place {
        guild_id: Some(GUILD),
        channel_id,
    };
    let c = h
        .challenge(place, &ann, &bob, kind, Options::new())
        .await
        .unwrap();
    h.accept(c.game_id, &bob).await.unwrap();
    let cookie = format!("bb_session={}", h.sign_in(ann.id, "ann").await.unwrap());
    (Signer::new(SECRET).game(c.game_id), cookie)
}

#[tokio::test]
async fn the_board_offers_its_squares_to_touch_in_mega_tic_tac_toe_too() {
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        let (signed, cookie) = ann_to_move(h, GameKind::MegaTicTacToe, 3).await;
        let mine = send(
            &app,
            Method::GET,
            &format!("/g/{signed}/my-moves"),
            &[("cookie", &cookie)],
        )
        .await;
        let mine: serde_json::Value = serde_json::from_slice(&mine.body).unwrap();
        let moves = mine["moves"].as_array().unwrap();
        let choices = mine["choices"].as_array().unwrap();
        assert!(!moves.is_empty());
        assert_eq!(
            choices.len(),
            moves.len(),
            "one section for each legal move"
        );
        assert!(choices
            .iter()
            .all(|c| moves.contains(&c["plays"]) && c["region"].is_object()));
    }
}

#[tokio::test]
async fn a_ccc_piece_is_picked_up_on_the_board_then_moved_in_a_second_touch() {
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        let (signed, cookie) = ann_to_move(h, GameKind::Ccc, 4).await;
        let step = |path: &str| {
            let app = app.clone();
            let uri = format!("/g/{signed}/my-moves?path={path}");
            let cookie = cookie.clone();
            async move {
                let a = send(&app, Method::GET, &uri, &[("cookie", &cookie)]).await;
                assert_eq!(a.status, StatusCode::OK);
                serde_json::from_slice::<serde_json::Value>(&a.body).unwrap()
            }
        };
        let first = step("").await;
        let pieces = first["choices"].as_array().unwrap();
        assert!(pieces
            .iter()
            .any(|c| c["token"] == "b2" && c["plays"].is_null() && c["region"].is_object()));
        assert!(first["chosen"].is_null());
        let picked = step("b2").await;
        assert!(picked["chosen"].is_object(), "the piece is marked");
        assert!(picked["prompt"].as_str().unwrap().contains("b2"));
        assert!(picked["choices"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["plays"] == "b2-b3" && c["region"].is_object()));
        // A path that leads nowhere, or too long a one: nothing to touch.
        for nowhere in ["e5", "b2,b3,b4,b5,b6", "b2,xxxxxxxxxxxxxxxxxxxxxxxx"] {
            assert_eq!(
                step(nowhere).await["choices"],
                serde_json::json!([]),
                "{nowhere}"
            );
        }
    }
}
