//! The web's new surfaces under attack (issue 42): each test is one attack that used to work.
//! - a return path after sign-in that leaves the site (`back=/%09/evil.example/`);
//! - login CSRF through the Activity's SDK mock and its cookie read on every page;
//! - Discord calls on demand (`/activity/token`, `/activity/game`, `/activity/start`), a
//!   channel's game told to anyone who names it, 429s not honoured;
//! - streams holding every connection, and never ending;
//! - a declared body that never comes (and one that is too large);
//! - erasure leaving earlier live pictures, first frames and kept pages with the old name;
//! - the Activity framed by any Discord app's proxy; logging out ending one session only.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use axum::http::{header, Method, StatusCode};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostSettings, Place, Signer, User};
use boardbot::store::{Backend, Store};
use boardbot::web::{
    router, serve, ActivityBundle, ConnectionLimits, ServeSettings, SignInSettings, StreamLimits,
    Web,
};
use boardbot_testkit::db::hosts;
use boardbot_testkit::fake_discord::{
    FakeDiscord, Fault, User as DiscordUser, APP_ID, CLIENT_SECRET,
};
use boardbot_testkit::web::{
    ask, connect_from, front_end, get_from, read_reply, set_public, EventStream, SECRET,
};

const GUILD: u64 = 700;
const SITE: &str = "http://pages.test";
const SAME_ORIGIN: (&str, &str) = ("sec-fetch-site", "same-origin");
const JSON: (&str, &str) = ("content-type", "application/json");

fn settings(fake: &FakeDiscord) -> SignInSettings {
    SignInSettings {
        client_id: APP_ID.to_string(),
        client_secret: CLIENT_SECRET.to_string(),
        authorize_url: fake.authorize_url(),
        api_base: format!("{}/api/v10", fake.api_base()),
        public_url: SITE.to_string(),
    }
}

fn with_activity(h: &Host, fake: &FakeDiscord) -> Web {
    front_end(h).with_sign_in(settings(fake)).with_activity(
        ActivityBundle::from_bytes("/* the bundle */"),
        Some(fake.token().to_string()),
    )
}

fn place(channel_id: u64) -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id,
    }
}

/// A game of Twenty-Sevens in progress between `first` and `second`.
async fn live_game(h: &Host, place: Place, first: &User, second: &User) -> i64 {
    let c = h
        .challenge(place, first, second, GameKind::TwentySevens, Options::new())
        .await
        .unwrap();
    h.accept(c.game_id, second).await.unwrap();
    c.game_id
}

/// `who` signs in through the Activity's token endpoint; the cookie (`bb_activity=…`).
async fn activity_sign_in(app: &axum::Router, fake: &FakeDiscord, who: &DiscordUser) -> String {
    let body = serde_json::json!({ "code": fake.oauth_code(who, "") }).to_string();
    let answer = ask(
        app,
        Method::POST,
        "/activity/token",
        &[SAME_ORIGIN, JSON],
        &body,
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.cookie("bb_activity").expect("the Activity's cookie")
}

/// `who` signs in through "Log in with Discord", asking to come back to `back` (as typed in
/// a query string); where the sign-in sent them, and the session cookie.
async fn site_sign_in(
    app: &axum::Router,
    fake: &FakeDiscord,
    who: &DiscordUser,
    back: &str,
) -> (String, String) {
    let login = ask(app, Method::GET, &format!("/login?back={back}"), &[], "").await;
    assert_eq!(login.status, StatusCode::SEE_OTHER);
    let to_discord = login.header(header::LOCATION);
    let state = to_discord
        .split(['?', '&'])
        .find_map(|pair| pair.strip_prefix("state="))
        .unwrap()
        .to_string();
    let kept = login.cookie("bb_login").unwrap();
    let code = fake.oauth_code(who, &format!("{SITE}/login/done"));
    let done = ask(
        app,
        Method::GET,
        &format!("/login/done?code={code}&state={state}"),
        &[("cookie", &kept)],
        "",
    )
    .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.text());
    (
        done.header(header::LOCATION),
        done.cookie("bb_session").unwrap(),
    )
}

#[tokio::test]
async fn sign_in_returns_only_to_this_site_and_log_out_everywhere_ends_every_session() {
    let fake = FakeDiscord::start().await;
    for s in hosts().await {
        let app = router(front_end(&s.host).with_sign_in(settings(&fake)));
        let ann = DiscordUser::new(11, "ann");
        // Browsers drop the tab of `/\t/evil.example/`, and land on another site.
        for away in [
            "/%09/evil.example/",
            "/%0a/evil.example",
            "/.//evil.example",
            "/%5Cevil.example",
            "//evil.example",
            "https://evil.example",
        ] {
            let (location, _) = site_sign_in(&app, &fake, &ann, away).await;
            assert_eq!(location, "/", "{away}");
        }
        let (location, first) = site_sign_in(&app, &fake, &ann, "/privacy%3Flang%3Dde").await;
        assert_eq!(location, "/privacy?lang=de");

        // A second device; logging out everywhere from one ends both.
        let (_, second) = site_sign_in(&app, &fake, &ann, "/").await;
        set_public(&s.host, GUILD, true).await;
        let game = live_game(
            &s.host,
            place(4),
            &User::new(ann.id, "ann"),
            &User::new(99, "bob"),
        )
        .await;
        let live = format!("/g/{}", Signer::new(SECRET).game(game));
        let signed_in = |cookie: String| {
            let (app, live) = (app.clone(), live.clone());
            async move {
                let page = ask(&app, Method::GET, &live, &[("cookie", &cookie)], "").await;
                page.text().contains("Log out everywhere")
            }
        };
        assert!(signed_in(first.clone()).await && signed_in(second.clone()).await);
        let out = ask(
            &app,
            Method::POST,
            "/logout?everywhere=1&back=/privacy",
            &[SAME_ORIGIN, ("cookie", &first)],
            "",
        )
        .await;
        assert_eq!(out.status, StatusCode::SEE_OTHER, "{}", out.text());
        assert!(!signed_in(first).await, "this device");
        assert!(!signed_in(second).await, "the other device");

        // A game in a group DM is its players' alone: its address, opened by someone not
        // signed in, is a 404 that offers the way in (and says nothing of the game).
        let dm = live_game(
            &s.host,
            Place {
                guild_id: None,
                channel_id: 77,
            },
            &User::new(ann.id, "ann"),
            &User::new(99, "bob"),
        )
        .await;
        let path = format!("/g/{}", Signer::new(SECRET).game(dm));
        let stranger = ask(&app, Method::GET, &path, &[], "").await;
        assert_eq!(stranger.status, StatusCode::NOT_FOUND);
        assert!(
            stranger.text().contains("/login?back=/g/"),
            "{}",
            stranger.text()
        );
        assert!(!stranger.text().contains("ann"));
        let (back, player) = site_sign_in(&app, &fake, &ann, &path).await;
        assert_eq!(back, path);
        let shown = ask(&app, Method::GET, &path, &[("cookie", &player)], "").await;
        assert_eq!(shown.status, StatusCode::OK);
        assert!(shown.text().contains("Log out everywhere"));
    }
}

#[tokio::test]
async fn the_activitys_test_mode_and_cookie_stay_in_the_activity() {
    let fake = FakeDiscord::start().await;
    for s in hosts().await {
        let h = &s.host;
        set_public(h, GUILD, true).await;
        let app = router(with_activity(h, &fake));
        let (ann, bob) = (DiscordUser::new(11, "ann"), DiscordUser::new(22, "bob"));
        let game = live_game(
            h,
            place(5),
            &User::new(ann.id, "ann"),
            &User::new(bob.id, "bob"),
        )
        .await;
        let signed = Signer::new(SECRET).game(game);

        // The SDK's mock is the operator's to switch on, never a query string's.
        let page = ask(&app, Method::GET, "/activity/?mock_code=CODE", &[], "").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(!page.text().contains("data-sdk-mock"), "{}", page.text());
        let testing = router(with_activity(h, &fake).with_activity_sdk_mock());
        let page = ask(&testing, Method::GET, "/activity/", &[], "").await;
        assert!(page.text().contains("data-sdk-mock=\"on\""));

        // A session in the Activity's cookie acts in the Activity only: the site's own pages
        // do not read it (a planted code cannot sign a visitor in there).
        let cookie = activity_sign_in(&app, &fake, &ann).await;
        let inside = ask(
            &app,
            Method::GET,
            &format!("/activity/g/{signed}"),
            &[("cookie", &cookie)],
            "",
        )
        .await;
        assert!(inside.text().contains("Signed in as"), "{}", inside.text());
        let outside = ask(
            &app,
            Method::GET,
            &format!("/g/{signed}"),
            &[("cookie", &format!("a=1; {cookie}; b=2"))],
            "",
        )
        .await;
        assert_eq!(outside.status, StatusCode::OK);
        assert!(
            !outside.text().contains("Signed in as"),
            "{}",
            outside.text()
        );
        let version = h.store().game(game).await.unwrap().unwrap().version;
        let moved = ask(
            &app,
            Method::POST,
            &format!("/g/{signed}/move"),
            &[
                SAME_ORIGIN,
                ("cookie", &cookie),
                ("content-type", "application/x-www-form-urlencoded"),
            ],
            &format!("version={version}&move=b2"),
        )
        .await;
        assert!(
            matches!(
                moved.status,
                StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN
            ),
            "{}: {}",
            moved.status,
            moved.text()
        );
        assert!(h.store().moves(game).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn discord_calls_on_a_visitors_behalf_are_a_budget() {
    let fake = FakeDiscord::start().await;
    let s = hosts().await.remove(0);
    let h = &s.host;
    let app = router(with_activity(h, &fake));
    let (ann, bob, carol) = (
        DiscordUser::new(11, "ann"),
        DiscordUser::new(22, "bob"),
        DiscordUser::new(33, "carol"),
    );
    let game = live_game(
        h,
        place(5),
        &User::new(bob.id, "bob"),
        &User::new(carol.id, "carol"),
    )
    .await;
    let ann_cookie = activity_sign_in(&app, &fake, &ann).await;
    let bob_cookie = activity_sign_in(&app, &fake, &bob).await;
    let carol_cookie = activity_sign_in(&app, &fake, &carol).await;

    // Anonymous sign-ins: a few per address reach Discord, the rest are told to wait.
    let before = fake.visitor_calls("/oauth2/token");
    let mut waited = 0;
    for i in 0..200 {
        let body = serde_json::json!({ "code": format!("forged{i}") }).to_string();
        let answer = ask(
            &app,
            Method::POST,
            "/activity/token",
            &[SAME_ORIGIN, JSON],
            &body,
        )
        .await;
        if answer.status == StatusCode::TOO_MANY_REQUESTS {
            assert!(!answer.header(header::RETRY_AFTER).is_empty());
            waited += 1;
        }
    }
    let traded = fake.visitor_calls("/oauth2/token") - before;
    assert!(traded <= 20, "200 sign-ins made {traded} calls to Discord");
    assert!(waited >= 175, "{waited} told to wait");

    // Whether a channel has a game is told only to someone Discord places in its Activity.
    fake.open_activity("i-5", GUILD, 5, &[bob.id, ann.id]);
    let asked = format!("/activity/game?channel=5&guild={GUILD}&instance=i-5");
    let stranger = ask(
        &app,
        Method::GET,
        &format!("/activity/game?channel=5&guild={GUILD}"),
        &[("cookie", &carol_cookie)],
        "",
    )
    .await;
    assert_eq!(
        stranger.status,
        StatusCode::FORBIDDEN,
        "{}",
        stranger.text()
    );
    assert!(stranger.json()["game"].is_null() && !stranger.text().contains("mine"));
    // Bob, in it, finds his game; 200 looks cost Discord one call, and past his burst he is
    // told to wait.
    let before = fake.visitor_calls("/activity-instances/");
    let mut found = 0;
    let mut limited = 0;
    for _ in 0..200 {
        let answer = ask(&app, Method::GET, &asked, &[("cookie", &bob_cookie)], "").await;
        match answer.status {
            StatusCode::OK => {
                assert_eq!(answer.json()["game"], Signer::new(SECRET).game(game));
                found += 1;
            }
            StatusCode::TOO_MANY_REQUESTS => limited += 1,
            other => panic!("{other}: {}", answer.text()),
        }
    }
    assert_eq!(fake.visitor_calls("/activity-instances/") - before, 1);
    assert!(
        found >= 1 && limited >= 150,
        "{found} found, {limited} limited"
    );

    // Discord says 429 for the route: the gate waits it out, for everyone, without asking
    // (after a moment, so that the process's own budget of calls is whole again).
    tokio::time::sleep(Duration::from_millis(2100)).await;
    fake.inject(
        Some("GET"),
        "/activity-instances/",
        Fault::RateLimited { retry_after: 30.0 },
        1,
    );
    fake.open_activity("i-6", GUILD, 6, &[ann.id]);
    fake.open_activity("i-7", GUILD, 7, &[carol.id]);
    let before = fake.visitor_calls("/activity-instances/");
    let first = ask(
        &app,
        Method::GET,
        &format!("/activity/game?channel=6&guild={GUILD}&instance=i-6"),
        &[("cookie", &ann_cookie)],
        "",
    )
    .await;
    assert_eq!(
        first.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{}",
        first.text()
    );
    let second = ask(
        &app,
        Method::POST,
        &format!("/activity/start?channel=7&guild={GUILD}&instance=i-7&game=twenty-sevens"),
        &[SAME_ORIGIN, ("cookie", &carol_cookie)],
        "",
    )
    .await;
    assert_eq!(
        second.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{}",
        second.text()
    );
    assert!(second.json()["error"]
        .as_str()
        .unwrap()
        .contains("Discord is busy"));
    assert_eq!(
        fake.visitor_calls("/activity-instances/") - before,
        1,
        "after the 429 nobody's request reached Discord"
    );
    assert!(h.store().live_game_in_channel(7).await.unwrap().is_none());
}

/// A server for `web`, on 127.0.0.1.
async fn served(web: Web, settings: ServeSettings) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(serve(listener, web, settings));
    addr
}

/// Open a live stream over a connection of its own from `from`: the connection, if the
/// answer's head says 200 (a refused one is read to its end).
async fn open_stream(from: &str, server: SocketAddr, path: &str) -> Option<tokio::net::TcpStream> {
    let mut stream = connect_from(from, server).await;
    let request = format!("GET {path} HTTP/1.1\r\nHost: pages.test\r\n\r\n");
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        match tokio::time::timeout(Duration::from_secs(5), stream.read(&mut byte)).await {
            Ok(Ok(1)) => head.push(byte[0]),
            _ => return None,
        }
    }
    String::from_utf8_lossy(&head)
        .starts_with("HTTP/1.1 200")
        .then_some(stream)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crowd_of_streams_leaves_pages_room_and_streams_end_by_themselves() {
    let s = hosts().await.remove(0);
    let h = &s.host;
    set_public(h, GUILD, true).await;
    let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
    let game = live_game(h, place(9), &ann, &bob).await;
    let signed = Signer::new(SECRET).game(game);
    let limits = ConnectionLimits {
        total: 128,
        per_address: 16,
        ..ConnectionLimits::default()
    };
    let server = served(
        front_end(h),
        ServeSettings {
            connections: limits,
            ..ServeSettings::default()
        },
    )
    .await;
    // 40 addresses each open every stream they can (as many as their connections allow).
    let events = format!("/g/{signed}/events");
    let mut held = Vec::new();
    for a in 1..=40 {
        let from = format!("127.0.3.{a}");
        let mut mine = 0;
        for _ in 0..16 {
            if let Some(stream) = open_stream(&from, server, &events).await {
                held.push(stream);
                mine += 1;
            }
        }
        assert!(
            mine <= StreamLimits::default().per_address,
            "{from}: {mine}"
        );
    }
    assert!(
        held.len() <= 64,
        "{} streams: at most half the connections",
        held.len()
    );
    assert!(held.len() >= 40, "{} streams", held.len());
    // An ordinary visitor's page still answers, at once.
    let started = Instant::now();
    let page = get_from("127.0.4.1", server, &format!("/g/{signed}"), &[]).await;
    assert_eq!(page.status, 200, "{}", page.text());
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "{:?}",
        started.elapsed()
    );
    drop(held);

    // A stream ends after its lifetime, having told the page to come back within a second;
    // the page reconnects with the last version it saw and gets what came meanwhile.
    let app = router(front_end(h).with_stream_limits(StreamLimits {
        lifetime: Duration::from_secs(1),
        ..StreamLimits::default()
    }));
    let mut stream = EventStream::open(&app, &events, None).await.unwrap();
    let (seen, _) = stream.next(Duration::from_secs(5)).await.unwrap().unwrap();
    assert_eq!(stream.next(Duration::from_secs(5)).await, Ok(None), "ended");
    h.play(place(9), &ann, "b2", None).await.unwrap();
    let mut again = EventStream::open(&app, &events, Some(&seen.to_string()))
        .await
        .unwrap();
    let (version, frame) = again.next(Duration::from_secs(5)).await.unwrap().unwrap();
    assert!(version > seen);
    assert_eq!(frame["moves"][0], "b2");
}

/// Send `head` and then `body` over a connection from 127.0.0.1; the answer and how long it
/// took.
async fn post_raw(server: SocketAddr, head: &str, body: &[u8]) -> (u16, Duration) {
    let mut stream = connect_from("127.0.0.1", server).await;
    let started = Instant::now();
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body).await.unwrap();
    let reply = read_reply(&mut stream).await;
    (reply.status, started.elapsed())
}

#[tokio::test]
async fn a_body_too_large_or_that_never_comes_is_refused_in_time() {
    let s = hosts().await.remove(0);
    let server = served(front_end(&s.host), ServeSettings::default()).await;
    let (status, took) = post_raw(
        server,
        "POST /logout HTTP/1.1\r\nHost: pages.test\r\nContent-Length: 1000000000\r\n\r\n",
        b"",
    )
    .await;
    assert_eq!(status, 413);
    assert!(took < Duration::from_secs(1), "{took:?}");
    // Ten bytes of a hundred, then nothing: cut off by the body timeout, not answered as a
    // database that did not answer.
    let (status, took) = post_raw(
        server,
        "POST /activity/token HTTP/1.1\r\nHost: pages.test\r\nContent-Length: 100\r\n\r\n",
        b"{\"code\": \"",
    )
    .await;
    assert_eq!(status, 408);
    assert!(took < Duration::from_secs(6), "{took:?}");
}

#[tokio::test]
async fn an_erasure_renames_every_picture_frame_and_page_at_once() {
    for s in hosts().await {
        let h = &s.host;
        set_public(h, GUILD, true).await;
        // The pages' process: on PostgreSQL another one, hearing the erasure from the database.
        let (pages_host, _following) = match h.store().backend() {
            Backend::Postgres => {
                let store = Store::connect(&s.db.url).await.unwrap();
                let other = Host::new(store, s.clock.clone(), HostSettings::default());
                let following = other.follow_other_processes().await.unwrap();
                (other, following)
            }
            Backend::Sqlite => (h.clone(), None),
        };
        let app = router(front_end(&pages_host));
        let (ann, carol) = (User::new(11, "ann"), User::new(33, "Carol"));
        let game = live_game(h, place(12), &ann, &carol).await;
        for (i, mv) in boardbot_testkit::world::decisive_game()
            .iter()
            .take(6)
            .enumerate()
        {
            let mover = if i % 2 == 0 { &ann } else { &carol };
            h.play(place(12), mover, mv, None).await.unwrap();
        }
        let signed = Signer::new(SECRET).game(game);
        let events = format!("/g/{signed}/events");
        // Watched, its picture seen, before the erasure.
        let mut watcher = EventStream::open(&app, &events, None).await.unwrap();
        let (version, _) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        let picture = format!("/g/{signed}/now/{version}.png");
        let before = ask(&app, Method::GET, &picture, &[], "").await;
        assert_eq!(before.status, StatusCode::OK);
        // Carol resigns; the finished game's page is read (and kept) with her name.
        h.resign(place(12), &carol).await.unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let page = ask(&app, Method::GET, &format!("/g/{signed}"), &[], "").await;
            if page.text().contains("Carol") && !page.text().contains("id=\"live\"") {
                break;
            }
            assert!(Instant::now() < deadline, "{}", page.text());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }

        h.erase_person(&carol).await.unwrap();
        let record = h.store().game(game).await.unwrap().unwrap();
        assert!(!record.names.contains(&"Carol".to_string()));

        // The earlier picture is not served with the old name: it leads to the current one.
        let mut after = ask(&app, Method::GET, &picture, &[], "").await;
        if after.status == StatusCode::SEE_OTHER {
            let current = after.header(header::LOCATION);
            assert!(
                current.starts_with(&format!("/g/{signed}/now/")),
                "{current}"
            );
            after = ask(&app, Method::GET, &current, &[], "").await;
        }
        assert_eq!(after.status, StatusCode::OK);
        assert_ne!(
            after.body, before.body,
            "the earlier picture, byte for byte"
        );
        assert_ne!(after.header(header::ETAG), before.header(header::ETAG));
        // A stream opened now starts with the pseudonym, in every process, at once.
        let mut fresh = EventStream::open(&app, &events, None).await.unwrap();
        let (_, first) = fresh.next(Duration::from_secs(5)).await.unwrap().unwrap();
        let text = first.to_string();
        assert!(!text.contains("Carol"), "{text}");
        // The finished game's page too, within moments in another process.
        let deadline = Instant::now() + Duration::from_secs(3);
        loop {
            let page = ask(&app, Method::GET, &format!("/g/{signed}"), &[], "").await;
            assert_eq!(page.status, StatusCode::OK);
            if !page.text().contains("Carol") {
                break;
            }
            assert!(Instant::now() < deadline, "the page still names her");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
