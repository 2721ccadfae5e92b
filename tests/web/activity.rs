//! The Discord Activity's pages (`/activity`), against the fake Discord's OAuth2, on both
//! backends: only the Activity may be framed (by Discord), its sign-in trades the code of
//! Discord's `authorize` (no redirect URI) for a session in a partitioned `SameSite=None`
//! cookie, refuses other sites and bad codes, and logging out revokes it; it finds the
//! channel's game, or offers the player's own games and a game against the AI. Then, in
//! headless Chromium, the Activity's real script runs under the SDK's `DiscordSDKMock`
//! (given a real code of the fake Discord), signs in, opens the channel's game and plays it to
//! its end by touching the board's squares.
//!
//! Without Chromium the browser part is skipped with a note, unless
//! `BOARDBOT_REQUIRE_BROWSER=1` (`scripts/test` sets it), when it fails.

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use axum::Router;
use tower::ServiceExt;

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, Place, Signer, User};
use boardbot::web::{router, serve, ActivityBundle, SignInSettings, Web, DEFAULT_ACTIVITY_BUNDLE};
use boardbot_testkit::browser::{
    assert_game_screen, board_shown, chromium, eval, launch, screenshot, screenshot_screen,
    set_screen, touch, wait_true,
};
use boardbot_testkit::db::hosts;
use boardbot_testkit::fake_discord::{FakeDiscord, User as DiscordUser, APP_ID, CLIENT_SECRET};
use boardbot_testkit::web::{front_end, set_public, SECRET};

const GUILD: u64 = 900;
const SITE: &str = "http://pages.test";
/// What the Activity may be framed by: Discord, and this app's own Activity proxy.
fn discord_frames() -> String {
    format!("frame-ancestors https://discord.com https://*.discord.com https://{APP_ID}.discordsays.com")
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Answer {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.text()))
    }
    fn header(&self, name: header::HeaderName) -> String {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default()
    }
    fn cookie(&self, name: &str) -> Option<String> {
        self.headers
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .find(|c| c.starts_with(&format!("{name}=")))
    }
}

async fn send(
    app: &Router,
    method: Method,
    uri: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Answer {
    let mut builder = Request::builder().method(method).uri(uri);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    let response = app
        .clone()
        .oneshot(builder.body(Body::from(body.to_string())).unwrap())
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

fn settings(fake: &FakeDiscord) -> SignInSettings {
    SignInSettings {
        client_id: APP_ID.to_string(),
        client_secret: CLIENT_SECRET.to_string(),
        authorize_url: fake.authorize_url(),
        api_base: format!("{}/api/v10", fake.api_base()),
        public_url: SITE.to_string(),
    }
}

pub(crate) fn with_activity(h: &Host, fake: &FakeDiscord, bundle: ActivityBundle) -> Web {
    front_end(h)
        .with_sign_in(settings(fake))
        .with_activity(bundle, Some(fake.token().to_string()))
}

/// A game of Twenty-Sevens, accepted, between `first` and `second` in `place`.
async fn live_game(h: &Host, place: Place, first: &User, second: &User) -> i64 {
    let c = h
        .challenge(place, first, second, GameKind::TwentySevens, Options::new())
        .await
        .unwrap();
    h.accept(c.game_id, second).await.unwrap();
    c.game_id
}

const SAME_ORIGIN: (&str, &str) = ("sec-fetch-site", "same-origin");

/// The Activity instance id of the Embedded App SDK's `DiscordSDKMock`.
const MOCK_INSTANCE: &str = "123456789012345678";

/// `who` signs in through the Activity's token endpoint, with a code the fake Discord gave
/// as `authorize` does (no redirect URI); the cookie (`bb_activity=…`).
pub(crate) async fn activity_sign_in(
    app: &Router,
    fake: &FakeDiscord,
    who: &DiscordUser,
) -> String {
    let code = fake.oauth_code(who, "");
    let body = serde_json::json!({ "code": code }).to_string();
    let json = ("content-type", "application/json");
    let answer = send(
        app,
        Method::POST,
        "/activity/token",
        &[SAME_ORIGIN, json],
        &body,
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let token = answer.json()["access_token"].as_str().unwrap().to_string();
    assert!(
        token.starts_with("token"),
        "Discord's access token: {token}"
    );
    let cookie = answer.cookie("bb_activity").expect("the Activity's cookie");
    for attribute in [
        "HttpOnly",
        "Secure",
        "SameSite=None",
        "Partitioned",
        "Path=/",
    ] {
        assert!(cookie.contains(attribute), "{cookie}");
    }
    // Discord gives a code once.
    let again = send(
        app,
        Method::POST,
        "/activity/token",
        &[SAME_ORIGIN, json],
        &body,
    )
    .await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    cookie.split(';').next().unwrap().to_string()
}

#[tokio::test]
async fn the_activity_signs_in_finds_the_game_and_refuses_politely() {
    let fake = FakeDiscord::start().await;
    for s in hosts().await {
        let h = &s.host;
        set_public(h, GUILD, true).await;
        let app = router(with_activity(
            h,
            &fake,
            ActivityBundle::from_bytes("/* the bundle */"),
        ));
        let (ann, bob) = (DiscordUser::new(11, "ann"), DiscordUser::new(22, "bob"));
        let (ann_user, bob_user) = (User::new(ann.id, "ann"), User::new(bob.id, "bob"));
        let here = Place {
            guild_id: Some(GUILD),
            channel_id: 5,
        };
        let game = live_game(h, here, &ann_user, &bob_user).await;

        // Only the Activity may be framed, and only by Discord.
        let page = send(&app, Method::GET, "/activity/", &[], "").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page
            .text()
            .contains(&format!("data-client-id=\"{APP_ID}\"")));
        let csp = page.header(header::CONTENT_SECURITY_POLICY);
        assert!(csp.contains(&discord_frames()), "{csp}");
        assert!(
            !csp.contains("*.discordsays.com"),
            "no other app's Activity: {csp}"
        );
        assert!(!csp.contains("frame-ancestors 'none'"), "{csp}");
        assert!(page.headers.get(header::X_FRAME_OPTIONS).is_none());
        let script = send(&app, Method::GET, "/activity/app.js", &[], "").await;
        assert_eq!(script.text(), "/* the bundle */");
        assert!(script
            .header(header::CONTENT_SECURITY_POLICY)
            .contains(&discord_frames()));
        // Without its slash: in Discord the page as it is, elsewhere the slash its relative
        // addresses need.
        let framed = send(&app, Method::GET, "/activity?frame_id=f", &[], "").await;
        assert_eq!(framed.status, StatusCode::OK);
        assert!(framed.text().contains("data-client-id"));
        let bare = send(&app, Method::GET, "/activity?channel_id=5", &[], "").await;
        assert_eq!(bare.status, StatusCode::SEE_OTHER);
        assert_eq!(bare.header(header::LOCATION), "/activity/?channel_id=5");
        for other in [
            "/privacy",
            &format!("/g/{}", Signer::new(SECRET).game(game)),
        ] {
            let answer = send(&app, Method::GET, other, &[], "").await;
            assert_eq!(answer.status, StatusCode::OK, "{other}");
            let csp = answer.header(header::CONTENT_SECURITY_POLICY);
            assert!(csp.contains("frame-ancestors 'none'"), "{other}: {csp}");
            assert_eq!(answer.header(header::X_FRAME_OPTIONS), "DENY");
        }

        // Refusals: another site, a bad code, no code; nobody signed in.
        let json = ("content-type", "application/json");
        let good = serde_json::json!({ "code": fake.oauth_code(&ann, "") }).to_string();
        let cross = send(
            &app,
            Method::POST,
            "/activity/token",
            &[("sec-fetch-site", "cross-site"), json],
            &good,
        )
        .await;
        assert_eq!(cross.status, StatusCode::FORBIDDEN);
        assert!(cross.cookie("bb_activity").is_none());
        assert!(cross.json()["error"]
            .as_str()
            .unwrap()
            .contains("not yours"));
        let forged_origin = send(
            &app,
            Method::POST,
            "/activity/token",
            &[("origin", "https://evil.example"), json],
            &good,
        )
        .await;
        assert_eq!(forged_origin.status, StatusCode::FORBIDDEN);
        let bad = send(
            &app,
            Method::POST,
            "/activity/token",
            &[SAME_ORIGIN, json],
            r#"{"code": "mock_code"}"#,
        )
        .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);
        assert!(bad.cookie("bb_activity").is_none());
        assert!(
            bad.json()["error"]
                .as_str()
                .unwrap()
                .contains("did not confirm who you are"),
            "{}",
            bad.text()
        );
        let empty = send(&app, Method::POST, "/activity/token", &[SAME_ORIGIN], "").await;
        assert_eq!(empty.status, StatusCode::BAD_REQUEST);
        // Discord places ann in the Activity of each channel she asks about below.
        fake.open_activity("i-5", GUILD, 5, &[ann.id]);
        fake.open_activity("i-6", GUILD, 6, &[ann.id]);
        fake.open_activity("i-c7", GUILD + 1, 7, &[ann.id]);
        fake.open_activity("i-c8", GUILD + 1, 8, &[ann.id]);
        let where_query = format!("/activity/game?channel=5&guild={GUILD}&instance=i-5");
        let anonymous = send(&app, Method::GET, &where_query, &[], "").await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
        assert!(anonymous.json()["error"]
            .as_str()
            .unwrap()
            .contains("sign in with Discord first"));
        // In German too.
        let german = send(
            &app,
            Method::GET,
            &format!("{where_query}&lang=de"),
            &[],
            "",
        )
        .await;
        assert!(german.json()["error"]
            .as_str()
            .unwrap()
            .contains("melde dich zuerst"));

        // Signed in: the channel's game.
        let ann_cookie = activity_sign_in(&app, &fake, &ann).await;
        let cookie = ("cookie", ann_cookie.as_str());
        let found = send(&app, Method::GET, &where_query, &[cookie], "").await;
        assert_eq!(found.status, StatusCode::OK, "{}", found.text());
        assert_eq!(found.json()["game"], Signer::new(SECRET).game(game));
        // The live page knows who it is, through the Activity's cookie.
        let live = send(
            &app,
            Method::GET,
            &format!("/activity/g/{}", Signer::new(SECRET).game(game)),
            &[cookie],
            "",
        )
        .await;
        assert!(live.text().contains("Signed in as"), "{}", live.text());
        assert!(live.text().contains("move-form"));

        // No game in another channel: ann's own game, and the games to start.
        let elsewhere = format!("/activity/game?channel=6&guild={GUILD}&instance=i-6");
        let none = send(&app, Method::GET, &elsewhere, &[cookie], "").await;
        let none = none.json();
        assert!(none["game"].is_null(), "{none}");
        assert_eq!(none["none"], "No game is in progress in this channel.");
        assert_eq!(none["mine"][0]["game"], Signer::new(SECRET).game(game));
        assert!(none["kinds"]
            .as_array()
            .unwrap()
            .iter()
            .any(|k| k["id"] == "twenty-sevens"));
        // A server without pages: someone else's game there is a polite no; an empty
        // channel there offers a game of one's own.
        let closed_place = Place {
            guild_id: Some(GUILD + 1),
            channel_id: 7,
        };
        let cat = User::new(33, "cat");
        let theirs = h
            .challenge(
                closed_place,
                &bob_user,
                &cat,
                GameKind::TwentySevens,
                Options::new(),
            )
            .await
            .unwrap();
        h.accept(theirs.game_id, &cat).await.unwrap();
        let closed = send(
            &app,
            Method::GET,
            &format!("/activity/game?channel=7&guild={}&instance=i-c7", GUILD + 1),
            &[cookie],
            "",
        )
        .await;
        assert_eq!(closed.status, StatusCode::CONFLICT);
        assert!(closed.json()["error"]
            .as_str()
            .unwrap()
            .contains("public_pages:True"));
        let empty = send(
            &app,
            Method::GET,
            &format!("/activity/game?channel=8&guild={}&instance=i-c8", GUILD + 1),
            &[cookie],
            "",
        )
        .await;
        assert_eq!(empty.status, StatusCode::OK, "{}", empty.text());
        assert!(empty.json()["game"].is_null());

        // A game against the AI in the empty channel, through the host, for a player Discord
        // says is in an Activity instance there; a second one there is refused as /play
        // refuses it.
        let start = format!("/activity/start?channel=6&guild={GUILD}&game=twenty-sevens");
        fake.open_activity("i-elsewhere", GUILD, 8, &[ann.id]);
        fake.open_activity("i-bob", GUILD, 6, &[bob.id]);
        for instance in [
            "",
            "&instance=i-elsewhere",
            "&instance=i-bob",
            "&instance=i-none",
        ] {
            let answer = send(
                &app,
                Method::POST,
                &format!("{start}{instance}"),
                &[SAME_ORIGIN, cookie],
                "",
            )
            .await;
            assert_eq!(answer.status, StatusCode::FORBIDDEN, "{instance}");
            assert!(answer.json()["error"]
                .as_str()
                .unwrap()
                .contains("did not confirm that you are in this Activity"));
        }
        assert!(h.store().live_game_in_channel(6).await.unwrap().is_none());
        let start = format!("{start}&instance=i-6");
        let cross = send(
            &app,
            Method::POST,
            &start,
            &[("sec-fetch-site", "cross-site"), cookie],
            "",
        )
        .await;
        assert_eq!(cross.status, StatusCode::FORBIDDEN);
        let started = send(&app, Method::POST, &start, &[SAME_ORIGIN, cookie], "").await;
        assert_eq!(started.status, StatusCode::OK, "{}", started.text());
        let ai_game = h
            .store()
            .live_game_in_channel(6)
            .await
            .unwrap()
            .expect("a game in the channel");
        assert_eq!(started.json()["game"], Signer::new(SECRET).game(ai_game.id));
        assert_eq!(ai_game.players[0], ann.id);
        assert!(ai_game.ai_level.is_some());
        let again = send(&app, Method::POST, &start, &[SAME_ORIGIN, cookie], "").await;
        assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text());
        assert!(!again.json()["error"].as_str().unwrap().is_empty());

        // Her move there, and the AI answers at once (not at the next deadline check).
        let played = send(
            &app,
            Method::POST,
            &format!("/activity/g/{}/move", Signer::new(SECRET).game(ai_game.id)),
            &[
                SAME_ORIGIN,
                cookie,
                ("accept", "application/json"),
                ("content-type", "application/x-www-form-urlencoded"),
            ],
            &format!("version={}&move=b2", ai_game.version),
        )
        .await;
        assert_eq!(played.status, StatusCode::OK, "{}", played.text());
        let mut answered = Vec::new();
        for _ in 0..200 {
            answered = h.store().moves(ai_game.id).await.unwrap();
            if answered.len() >= 2 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        assert_eq!(answered.len(), 2, "the AI's move follows hers");
        assert_ne!(answered[1].user_id, ann.id, "the AI played it");

        // In a DM (no server, so no public pages): ann's own game against the AI, started
        // and played there, hers alone to watch.
        const DM: u64 = 5_000;
        fake.open_activity("i-dm", 0, DM, &[ann.id]);
        let started = send(
            &app,
            Method::POST,
            &format!("/activity/start?channel={DM}&instance=i-dm&game=twenty-sevens"),
            &[SAME_ORIGIN, cookie],
            "",
        )
        .await;
        assert_eq!(started.status, StatusCode::OK, "{}", started.text());
        let dm_game = started.json()["game"].as_str().unwrap().to_string();
        let found = send(
            &app,
            Method::GET,
            &format!("/activity/game?channel={DM}&instance=i-dm"),
            &[cookie],
            "",
        )
        .await;
        assert_eq!(found.json()["game"], dm_game.as_str(), "{}", found.text());
        let live = send(
            &app,
            Method::GET,
            &format!("/activity/g/{dm_game}"),
            &[cookie],
            "",
        )
        .await;
        assert_eq!(live.status, StatusCode::OK);
        assert!(live.text().contains("move-form"));
        let version: i64 = live
            .text()
            .split("data-version=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .and_then(|v| v.parse().ok())
            .unwrap();
        let picture = format!("/activity/g/{dm_game}/now/{version}.png");
        let shown = send(&app, Method::GET, &picture, &[cookie], "").await;
        assert_eq!(shown.status, StatusCode::OK);
        assert_eq!(shown.header(header::CACHE_CONTROL), "private, no-store");
        // Anyone else: as if there were no such game.
        let bob_cookie = activity_sign_in(&app, &fake, &bob).await;
        for (who, path) in [
            ("", format!("/activity/g/{dm_game}")),
            ("", picture.clone()),
            ("", format!("/activity/g/{dm_game}/events")),
            (bob_cookie.as_str(), format!("/g/{dm_game}/events")),
            (bob_cookie.as_str(), picture.clone()),
        ] {
            let headers = if who.is_empty() {
                vec![]
            } else {
                vec![("cookie", who)]
            };
            let refused = send(&app, Method::GET, &path, &headers, "").await;
            assert_eq!(refused.status, StatusCode::NOT_FOUND, "{path}");
        }
        // Bob, whom Discord does not place in that channel's Activity, learns nothing of it:
        // not even whether it has a game.
        for instance in ["", "&instance=i-dm", "&instance=i-none"] {
            let not_his = send(
                &app,
                Method::GET,
                &format!("/activity/game?channel={DM}{instance}"),
                &[("cookie", bob_cookie.as_str())],
                "",
            )
            .await;
            assert_eq!(not_his.status, StatusCode::FORBIDDEN, "{instance}");
            assert!(not_his.json()["error"]
                .as_str()
                .unwrap()
                .contains("did not confirm that you are in this Activity"));
        }

        // Once Discord says bob is in the channel's Activity with her, he may watch her game
        // there (what the channel sees: no move box), and the stream and pictures answer him;
        // someone Discord does not name in it still may not.
        let carol = DiscordUser::new(33, "carol");
        fake.open_activity("i-dm", 0, DM, &[ann.id, bob.id]);
        let carol_cookie = activity_sign_in(&app, &fake, &carol).await;
        let not_in_it = send(
            &app,
            Method::GET,
            &format!("/activity/game?channel={DM}&instance=i-dm"),
            &[("cookie", carol_cookie.as_str())],
            "",
        )
        .await;
        assert_eq!(
            not_in_it.status,
            StatusCode::FORBIDDEN,
            "{}",
            not_in_it.text()
        );
        let wrong_channel = send(
            &app,
            Method::GET,
            &format!("/activity/game?channel={DM}&instance=i-6"),
            &[("cookie", bob_cookie.as_str())],
            "",
        )
        .await;
        assert_eq!(wrong_channel.status, StatusCode::FORBIDDEN);
        let watching = send(
            &app,
            Method::GET,
            &format!("/activity/game?channel={DM}&instance=i-dm"),
            &[("cookie", bob_cookie.as_str())],
            "",
        )
        .await;
        assert_eq!(watching.status, StatusCode::OK, "{}", watching.text());
        assert_eq!(watching.json()["game"], dm_game.as_str());
        let his_view = send(
            &app,
            Method::GET,
            &format!("/activity/g/{dm_game}"),
            &[("cookie", bob_cookie.as_str())],
            "",
        )
        .await;
        assert_eq!(his_view.status, StatusCode::OK);
        assert!(!his_view.text().contains("move-form"), "a spectator");
        let noted = h.store().person_rows(bob.id).await.unwrap().spectated;
        assert_eq!(noted.len(), 1, "his /privacy export names the game");
        let shown = send(
            &app,
            Method::GET,
            &picture,
            &[("cookie", bob_cookie.as_str())],
            "",
        )
        .await;
        assert_eq!(shown.status, StatusCode::OK, "{picture}");
        // The stream stays open: its answer's status is enough. (The Activity's cookie is
        // read under `/activity/` only, where Discord's proxy maps every address.)
        let stream = app
            .clone()
            .oneshot(
                Request::builder()
                    .uri(format!("/activity/g/{dm_game}/events"))
                    .header("cookie", bob_cookie.as_str())
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(stream.status(), StatusCode::OK);
        let still_not = send(
            &app,
            Method::GET,
            &format!("/activity/g/{dm_game}"),
            &[("cookie", carol_cookie.as_str())],
            "",
        )
        .await;
        assert_eq!(still_not.status, StatusCode::NOT_FOUND);

        // Logging out revokes the Activity's session and removes its cookie.
        let out = send(
            &app,
            Method::POST,
            "/activity/logout?back=/activity/",
            &[SAME_ORIGIN, cookie],
            "",
        )
        .await;
        assert_eq!(out.status, StatusCode::SEE_OTHER);
        let gone = out.cookie("bb_activity").unwrap();
        assert!(
            gone.contains("Max-Age=0") && gone.contains("Partitioned"),
            "{gone}"
        );
        let after = send(&app, Method::GET, &where_query, &[cookie], "").await;
        assert_eq!(after.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn the_activity_says_when_it_is_not_ready() {
    let fake = FakeDiscord::start().await;
    let s = hosts().await.remove(0);
    // Enabled, but its script was never built: a clear 503 page.
    let missing = ActivityBundle::load(std::path::Path::new("/nonexistent/app.js"));
    let app = router(with_activity(&s.host, &fake, missing));
    let page = send(&app, Method::GET, "/activity/", &[], "").await;
    assert_eq!(page.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        page.text().contains("its script has not been built"),
        "{}",
        page.text()
    );
    // Not enabled: nothing there.
    let app = router(front_end(&s.host).with_sign_in(settings(&fake)));
    let page = send(&app, Method::GET, "/activity/", &[], "").await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_played_in_the_activity() {
    let Some(chromium) = chromium() else {
        assert!(
            std::env::var("BOARDBOT_REQUIRE_BROWSER").as_deref() != Ok("1"),
            "BOARDBOT_REQUIRE_BROWSER=1 but no Chromium: install Debian's `chromium` \
             (scripts/with-chromium does as root) or set CHROMIUM to its path"
        );
        eprintln!("skipped: no Chromium (set CHROMIUM or install Debian's chromium)");
        return;
    };
    let bundle = std::path::Path::new(DEFAULT_ACTIVITY_BUNDLE);
    assert!(
        bundle.is_file(),
        "no {DEFAULT_ACTIVITY_BUNDLE}: run scripts/build-activity (cargo's build script runs it)"
    );
    let fake = FakeDiscord::start().await;
    let setup = hosts().await.remove(0);
    let h = &setup.host;
    set_public(h, GUILD, true).await;
    let place = Place {
        guild_id: Some(GUILD),
        channel_id: 31,
    };
    // The fake Discord's ids for them.
    let (ann_id, bob_id) = (
        DiscordUser::new(11, "ann").id,
        DiscordUser::new(22, "bob").id,
    );
    let (ann, bob) = (User::new(ann_id, "ann"), User::new(bob_id, "bob"));
    let game = live_game(h, place, &ann, &bob).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    // Outside Discord's frame the page runs under the SDK's mock only when the operator
    // switched it on (local testing); its instance is the mock's own id.
    let web = with_activity(h, &fake, ActivityBundle::load(bundle)).with_activity_sdk_mock();
    fake.open_activity(MOCK_INSTANCE, GUILD, place.channel_id, &[ann_id]);
    tokio::spawn(serve(listener, web, Default::default()));

    let profile = tempfile::tempdir().unwrap();
    let (mut browser, events) = launch(chromium, profile.path(), (1000, 1200)).await;

    // The mock's `authorize` answers a real code of the fake Discord, for ann.
    let code = fake.oauth_code(&DiscordUser::new(11, "ann"), "");
    let url = format!(
        "{base}/activity/?guild_id={GUILD}&channel_id={}&mock_code={code}",
        place.channel_id
    );
    let page = browser.new_page("about:blank").await.unwrap();
    page.goto(&url).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    wait_true(&page, "document.getElementById('live') !== null").await;
    let signed_in: String = eval(&page, "document.querySelector('form.session').textContent").await;
    assert!(signed_in.contains("ann"), "{signed_in}");
    screenshot(&page, "activity-opened").await;

    // Ann touches her squares in the Activity; Bob plays his moves from Discord.
    let script = boardbot_testkit::world::decisive_game();
    for (i, mv) in script.iter().enumerate() {
        if i % 2 == 0 {
            let target = format!("#board-targets button[data-move='{mv}']");
            wait_true(
                &page,
                &format!("document.querySelector(\"{target}\") !== null"),
            )
            .await;
            touch(&page, &target).await;
        } else {
            wait_true(
                &page,
                &format!("document.querySelectorAll('#moves li').length === {i}"),
            )
            .await;
            h.play(place, &bob, mv, None).await.unwrap();
        }
        wait_true(
            &page,
            &format!(
                "document.querySelectorAll('#moves li').length === {}",
                i + 1
            ),
        )
        .await;
    }
    wait_true(&page, "document.getElementById('over') !== null").await;
    assert_eq!(
        h.store().moves(game).await.unwrap().len(),
        script.len(),
        "every move was played"
    );
    screenshot(&page, "activity-over").await;

    browser.close().await.unwrap();
    let _ = browser.wait().await;
    events.abort();
}

/// The Activity is a game screen (issue 42): in Discord's frame on a wide screen (1280×720)
/// and on a phone (390×844), the board, both players' name, seat, score and clock, whose turn
/// it is and the last move are all in view without scrolling; on the phone, the player's
/// squares lie on the scaled picture and touching one plays it. Screenshots of both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_is_a_game_screen() {
    let Some(chromium) = chromium() else {
        assert!(
            std::env::var("BOARDBOT_REQUIRE_BROWSER").as_deref() != Ok("1"),
            "BOARDBOT_REQUIRE_BROWSER=1 but no Chromium: install Debian's `chromium` \
             (scripts/with-chromium does as root) or set CHROMIUM to its path"
        );
        eprintln!("skipped: no Chromium (set CHROMIUM or install Debian's chromium)");
        return;
    };
    let bundle = std::path::Path::new(DEFAULT_ACTIVITY_BUNDLE);
    assert!(
        bundle.is_file(),
        "no {DEFAULT_ACTIVITY_BUNDLE}: run scripts/build-activity (cargo's build script runs it)"
    );
    let fake = FakeDiscord::start().await;
    let setup = hosts().await.remove(0);
    let h = &setup.host;
    set_public(h, GUILD, true).await;
    let place = Place {
        guild_id: Some(GUILD),
        channel_id: 32,
    };
    let (ann_id, bob_id) = (
        DiscordUser::new(11, "ann").id,
        DiscordUser::new(22, "bob").id,
    );
    let (ann, bob) = (User::new(ann_id, "ann"), User::new(bob_id, "bob"));
    // On a clock, so that both players' clocks show; two moves played, ann to move.
    let options: Options = [("clock".to_string(), "10+5".to_string())].into();
    let c = h
        .challenge(place, &ann, &bob, GameKind::TwentySevens, options)
        .await
        .unwrap();
    h.accept(c.game_id, &bob).await.unwrap();
    h.play(place, &ann, "b2", None).await.unwrap();
    h.play(place, &bob, "a1", None).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let web = with_activity(h, &fake, ActivityBundle::load(bundle)).with_activity_sdk_mock();
    fake.open_activity(MOCK_INSTANCE, GUILD, place.channel_id, &[ann_id]);
    tokio::spawn(serve(listener, web, Default::default()));

    let profile = tempfile::tempdir().unwrap();
    let (mut browser, events) = launch(chromium, profile.path(), (1280, 720)).await;
    for (name, width, height, mobile) in [
        ("activity-screen-wide", 1280, 720, false),
        ("activity-screen-phone", 390, 844, true),
    ] {
        let code = fake.oauth_code(&DiscordUser::new(11, "ann"), "");
        let url = format!(
            "{base}/activity/?guild_id={GUILD}&channel_id={}&mock_code={code}",
            place.channel_id
        );
        let page = browser.new_page("about:blank").await.unwrap();
        set_screen(&page, width, height, mobile).await;
        page.goto(&url).await.unwrap();
        page.wait_for_navigation().await.unwrap();
        wait_true(&page, "document.getElementById('live') !== null").await;
        board_shown(&page).await;
        wait_true(
            &page,
            "document.getElementById('watching').textContent !== ''",
        )
        .await;
        wait_true(
            &page,
            "document.querySelector('#board-targets button.target') !== null",
        )
        .await;
        assert_game_screen(&page, name, 0.3).await;
        screenshot_screen(&page, name).await;
        if mobile {
            let before: usize = eval(&page, "document.querySelectorAll('#moves li').length").await;
            touch(&page, "#board-targets button.target").await;
            wait_true(
                &page,
                &format!(
                    "document.querySelectorAll('#moves li').length === {}",
                    before + 1
                ),
            )
            .await;
            wait_true(
                &page,
                "document.querySelector('.player.to-move .name').textContent === 'bob'",
            )
            .await;
            assert_game_screen(&page, "activity-screen-phone, after her move", 0.3).await;
            screenshot_screen(&page, "activity-screen-phone-moved").await;
        }
        page.close().await.unwrap();
    }

    browser.close().await.unwrap();
    let _ = browser.wait().await;
    events.abort();
}
