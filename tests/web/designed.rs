//! Designed games on the web (issue 44): a rules file's game has every page a native game has
//! (its live stream, its finished page, pictures, replay and move file, the server's and the
//! boardbot-wide leaderboards, the player's page), named as its file names it; its board is
//! touched on its cells, a move from a cell to another as two touches (through the router on
//! both backends, and in headless Chromium, two players playing games to their end).

use std::path::Path;
use std::time::Duration;

use axum::http::{Method, StatusCode};
use axum::Router;
use serde_json::Value;

use boardbot::games::designed::DesignedRules;
use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, Place, Signer, User};
use boardbot::web::router;
use boardbot_testkit::db::hosts;
use boardbot_testkit::web::{ask, front_end, set_public, Answer, EventStream, SECRET};

const GUILD: u64 = 800;

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

fn place(channel_id: u64) -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id,
    }
}

fn designed(file: &str) -> GameKind {
    GameKind::Designed(DesignedRules::load_file(Path::new(file)).unwrap().key)
}

fn hex() -> GameKind {
    designed("designs/hex.luau")
}

fn draughts() -> GameKind {
    designed("designs/little-draughts.luau")
}

/// Ann (Red, first) joins rank 1 to rank 7 along file a; Bob plays file b.
const RED_WINS: [&str; 13] = [
    "a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5", "b5", "a6", "b6", "a7",
];

/// Ann challenges Bob to `kind` in `place`; the game's id.
async fn started(h: &Host, place: Place, kind: GameKind) -> i64 {
    let c = h
        .challenge(place, &ann(), &bob(), kind, Options::new())
        .await
        .unwrap();
    h.accept(c.game_id, &bob()).await.unwrap();
    c.game_id
}

/// `moves` played in turn, the first at ply `from` (Ann plays the even plies).
async fn play(h: &Host, place: Place, moves: &[&str], from: usize) {
    for (i, mv) in (from..).zip(moves) {
        let who = if i % 2 == 0 { ann() } else { bob() };
        h.play(place, &who, mv, None).await.unwrap();
    }
}

async fn get(app: &Router, uri: &str, headers: &[(&str, &str)]) -> Answer {
    let answer = ask(app, Method::GET, uri, headers, "").await;
    assert_eq!(answer.status, StatusCode::OK, "{uri}: {}", answer.text());
    answer
}

/// `mv` sent from the live page of game `signed`, on the board of `version`, by the player
/// signed in with `cookie`, as the page's script sends it.
async fn web_move(app: &Router, signed: &str, cookie: &str, version: i64, mv: &str) -> Answer {
    ask(
        app,
        Method::POST,
        &format!("/g/{signed}/move"),
        &[
            ("cookie", cookie),
            ("sec-fetch-site", "same-origin"),
            ("accept", "application/json"),
            ("content-type", "application/x-www-form-urlencoded"),
        ],
        &format!("version={version}&move={mv}"),
    )
    .await
}

fn moves_of(frame: &Value) -> Vec<&str> {
    frame["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn a_designed_game_has_every_page_a_native_game_has() {
    let kind = hex();
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        let ids = Signer::new(SECRET);
        set_public(h, GUILD, true).await;
        let game = started(h, place(1), kind).await;
        let signed = ids.game(game);

        // Live: the stream opens with the board, and each move comes as a frame whose picture
        // is the file's view.
        let mut watcher = EventStream::open(&app, &format!("/g/{signed}/events"), None)
            .await
            .unwrap();
        let (first, frame) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        assert!(moves_of(&frame).is_empty());
        play(h, place(1), &RED_WINS[..1], 0).await;
        let (second, frame) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        assert_eq!(second, first + 1);
        assert_eq!(moves_of(&frame), ["a1"]);
        let picture = get(&app, frame["picture"].as_str().unwrap(), &[]).await;
        assert_eq!(
            picture.header(axum::http::header::CONTENT_TYPE),
            "image/png"
        );
        image::load_from_memory(&picture.body).unwrap();
        let live = get(&app, &format!("/g/{signed}"), &[]).await.text();
        assert!(live.contains("Hex 7×7"), "{live}");

        play(h, place(1), &RED_WINS[1..], 1).await;
        let mut last = None;
        while let Ok(Some((_, frame))) = watcher.next(Duration::from_secs(5)).await {
            let over = frame["over"] == true;
            last = Some(frame);
            if over {
                break;
            }
        }
        let last = last.expect("frames to the end");
        assert_eq!(last["over"], true, "{last}");
        assert_eq!(moves_of(&last), RED_WINS);

        // Finished: its page, named as the file names it, every ply's picture, the replay and
        // the move file.
        let page = get(&app, &format!("/g/{signed}"), &[]).await.text();
        for words in ["Hex 7×7", "Red", "Blue", "ann", "bob", "a7"] {
            assert!(page.contains(words), "{words}: {page}");
        }
        for ply in [0, 5, RED_WINS.len()] {
            let png = get(&app, &format!("/g/{signed}/ply/{ply}.png"), &[]).await;
            image::load_from_memory(&png.body).unwrap();
        }
        let gif = get(&app, &format!("/g/{signed}/replay.gif"), &[]).await;
        assert_eq!(gif.header(axum::http::header::CONTENT_TYPE), "image/gif");
        let file = get(&app, &format!("/g/{signed}/moves.txt"), &[])
            .await
            .text();
        assert!(file.contains("a7"), "{file}");

        // The server's leaderboard of the game, with its own tab among the games'.
        let server = ids.guild(GUILD);
        let board = get(&app, &format!("/s/{server}?game=hex-7"), &[])
            .await
            .text();
        assert!(board.contains("ann") && board.contains("bob"), "{board}");
        assert!(
            board.contains(r#"aria-current="page">Hex 7×7</a>"#),
            "the game's tab: {board}"
        );
        // The player's page: the rating and the game, by name.
        let player = get(
            &app,
            &format!("/s/{server}/p/{}", ids.player(GUILD, 11)),
            &[],
        )
        .await
        .text();
        assert!(player.contains("Hex 7×7 #"), "{player}");
        assert!(player.contains("?game=hex-7"), "{player}");

        // A game outside servers counts on the boardbot-wide leaderboard.
        let outside = Place {
            guild_id: None,
            channel_id: 9,
        };
        started(h, outside, kind).await;
        play(h, outside, &RED_WINS, 0).await;
        let everywhere = get(&app, "/everywhere?game=hex-7", &[]).await.text();
        assert!(
            everywhere.contains("ann") && everywhere.contains("Hex 7×7"),
            "{everywhere}"
        );
        // A designed game nobody loaded is no page.
        let unknown = ask(&app, Method::GET, "/everywhere?game=no-such-game", &[], "").await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    }
}

/// The touchable board's step after `path`, as the signed-in holder of `cookie` asks it.
async fn step(app: &Router, signed: &str, cookie: &str, path: &str) -> Value {
    get(
        app,
        &format!("/g/{signed}/my-moves?path={path}"),
        &[("cookie", cookie)],
    )
    .await
    .json()
}

#[tokio::test]
async fn a_designed_move_from_a_cell_is_two_touches_then_played() {
    let kind = draughts();
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        set_public(h, GUILD, true).await;
        let game = started(h, place(2), kind).await;
        let signed = Signer::new(SECRET).game(game);
        let cookie = format!("bb_session={}", h.sign_in(11, "ann").await.unwrap());

        let first = step(&app, &signed, &cookie, "").await;
        let starts: Vec<&str> = first["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                assert!(c["plays"].is_null() && c["region"].is_object(), "{c}");
                c["label"].as_str().unwrap()
            })
            .collect();
        assert_eq!(starts, ["b2", "d2", "f2"]);
        let d2 = first["choices"][1]["token"].as_str().unwrap().to_string();
        let second = step(&app, &signed, &cookie, &d2).await;
        assert_eq!(second["chosen"], first["choices"][1]["region"]);
        let targets = second["choices"].as_array().unwrap();
        let plays: Vec<&str> = targets
            .iter()
            .map(|c| c["plays"].as_str().unwrap())
            .collect();
        assert_eq!(plays, ["d2-c3", "d2-e3"]);
        assert!(targets.iter().all(|c| c["region"].is_object()));

        // The move the second touch plays is committed through the host.
        let version = h.store().game(game).await.unwrap().unwrap().version;
        let played = web_move(&app, &signed, &cookie, version, "d2-e3").await;
        assert_eq!(played.status, StatusCode::OK, "{}", played.text());
        assert_eq!(played.json()["ok"], true);
        let log = h.store().moves(game).await.unwrap();
        assert_eq!(log.last().unwrap().notation, "d2-e3");
        // Not her turn now: nothing to touch.
        let after = step(&app, &signed, &cookie, "").await;
        assert_eq!(after["choices"], serde_json::json!([]));
    }
}

/// A page of its own browser context for `who`, signed in, at `url`, from an address of their
/// own (the per-client limit is per person).
async fn signed_in_page(
    browser: &chromiumoxide::Browser,
    h: &Host,
    base: &str,
    who: &User,
    address: u8,
    url: &str,
) -> chromiumoxide::Page {
    use chromiumoxide::cdp::browser_protocol::network::{
        CookieParam, EnableParams, Headers, SetExtraHttpHeadersParams,
    };
    use chromiumoxide::cdp::browser_protocol::target::{
        CreateBrowserContextParams, CreateTargetParams,
    };
    let context = browser
        .create_browser_context(CreateBrowserContextParams::default())
        .await
        .unwrap();
    let page = browser
        .new_page(
            CreateTargetParams::builder()
                .url("about:blank")
                .browser_context_id(context)
                .build()
                .unwrap(),
        )
        .await
        .unwrap();
    page.execute(EnableParams::default()).await.unwrap();
    page.execute(SetExtraHttpHeadersParams::new(Headers::new(
        serde_json::json!({ "X-Forwarded-For": format!("10.0.1.{address}") }),
    )))
    .await
    .unwrap();
    let token = h.sign_in(who.id, &who.name).await.unwrap();
    page.set_cookie(
        CookieParam::builder()
            .name("bb_session")
            .value(token)
            .url(base.to_string())
            .http_only(true)
            .secure(true)
            .build()
            .unwrap(),
    )
    .await
    .unwrap();
    page.goto(url).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    page
}

/// Two signed-in players play Hex to its end by touching its cells, then Little draughts by
/// touching a man and then where it goes (the first choice each time); a spectator sees every
/// move and the end, and the finished game's page shows it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn designed_games_are_played_to_their_end_by_touch_in_a_real_browser() {
    use boardbot_testkit::browser::{chromium, eval, launch, screenshot, wait_true};
    let Some(chromium) = chromium() else {
        assert!(
            std::env::var("BOARDBOT_REQUIRE_BROWSER").as_deref() != Ok("1"),
            "BOARDBOT_REQUIRE_BROWSER=1 but no Chromium"
        );
        eprintln!("skipped: no Chromium (set CHROMIUM or install Debian's chromium)");
        return;
    };
    let setup = hosts().await.remove(0);
    let h = &setup.host;
    set_public(h, GUILD, true).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let settings = boardbot::web::ServeSettings {
        connections: Default::default(),
        trusted_proxies: "127.0.0.1".parse().unwrap(),
    };
    tokio::spawn(boardbot::web::serve(listener, front_end(h), settings));
    let ids = Signer::new(SECRET);
    let profile = tempfile::tempdir().unwrap();
    let (mut browser, events) = launch(chromium, profile.path(), (1200, 1000)).await;

    // Hex: each move one touch on its cell.
    let game = started(h, place(20), hex()).await;
    let url = format!("{base}/g/{}", ids.game(game));
    let mut players = Vec::new();
    for (n, who) in [ann(), bob()].iter().enumerate() {
        players.push(signed_in_page(&browser, h, &base, who, n as u8 + 1, &url).await);
    }
    let spectator = super::browser::open(&browser, &url, true).await;
    super::browser::touch_moves(&players, &spectator, &RED_WINS, 0..7).await;
    screenshot(&players[0], "live-touch-hex-mid-game").await;
    super::browser::touch_moves(&players, &spectator, &RED_WINS, 7..RED_WINS.len()).await;
    wait_true(&spectator, "document.getElementById('over') !== null").await;
    let played: Vec<String> = eval(
        &spectator,
        "Array.from(document.querySelectorAll('#moves li')).map(li => li.textContent)",
    )
    .await;
    assert_eq!(played, RED_WINS);
    screenshot(&spectator, "live-touch-hex-over").await;
    let record = h.store().game(game).await.unwrap().unwrap();
    assert_eq!(record.status, boardbot::store::Status::Finished);
    // The finished game's page, read again, is its page: the file's name, every ply.
    spectator.goto(&url).await.unwrap();
    spectator.wait_for_navigation().await.unwrap();
    let title: String = eval(&spectator, "document.querySelector('h1').textContent").await;
    assert!(title.contains("Hex 7×7"), "{title}");
    let plies: String = eval(&spectator, "document.getElementById('game').dataset.plies").await;
    assert_eq!(plies, RED_WINS.len().to_string());

    // Little draughts: a man, then where it goes, to the game's end.
    let game = started(h, place(21), draughts()).await;
    let url = format!("{base}/g/{}", ids.game(game));
    for page in players.iter().chain([&spectator]) {
        page.goto(&url).await.unwrap();
        page.wait_for_navigation().await.unwrap();
    }
    // The first step offers the men that can move, on their cells, none of them a move yet.
    wait_true(
        &players[0],
        "document.querySelector('#board-targets button.target') !== null",
    )
    .await;
    let first: Vec<(String, bool)> = eval(
        &players[0],
        "Array.from(document.querySelectorAll('#board-targets button.target')).map(b => [b.title, b.dataset.move !== undefined])",
    )
    .await;
    assert_eq!(
        first,
        [("b2", false), ("d2", false), ("f2", false)].map(|(c, m)| (c.to_string(), m))
    );
    super::browser::play_first_choices(&players, &spectator, 600, "little-draughts").await;
    wait_true(&spectator, "document.getElementById('over') !== null").await;
    let record = h.store().game(game).await.unwrap().unwrap();
    assert_eq!(record.status, boardbot::store::Status::Finished);
    let log = h.store().moves(game).await.unwrap();
    assert!(
        log.iter()
            .all(|m| m.notation.contains('-') || m.notation.contains('x')),
        "every move went from a cell to another: {log:?}"
    );
    screenshot(&spectator, "live-touch-little-draughts-over").await;

    browser.close().await.unwrap();
    let _ = browser.wait().await;
    events.abort();
}

/// The Activity starts only the native games it lists: asked for a designed game, it says
/// where one is started instead, and starts nothing.
#[tokio::test]
async fn the_activity_says_a_designed_game_is_started_in_discord() {
    use boardbot_testkit::fake_discord::{FakeDiscord, User as DiscordUser};
    let id = hex().id();
    let fake = FakeDiscord::start().await;
    for s in hosts().await {
        let h = &s.host;
        set_public(h, GUILD, true).await;
        let app = router(super::activity::with_activity(
            h,
            &fake,
            boardbot::web::ActivityBundle::from_bytes("/* the bundle */"),
        ));
        let ann = DiscordUser::new(11, "ann");
        let cookie = super::activity::activity_sign_in(&app, &fake, &ann).await;
        fake.open_activity("i-7", GUILD, 7, &[ann.id]);
        let answer = ask(
            &app,
            Method::POST,
            &format!("/activity/start?channel=7&guild={GUILD}&instance=i-7&game={id}"),
            &[("sec-fetch-site", "same-origin"), ("cookie", &cookie)],
            "",
        )
        .await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text());
        let said = answer.json()["error"].as_str().unwrap().to_string();
        assert!(said.contains("/play"), "{said}");
        assert!(h.store().live_game_in_channel(7).await.unwrap().is_none());
    }
}

/// A web move the rules file fails on is not played: the mover is told privately that the
/// game is paused and why, the live page says so to everyone, nothing is offered to touch, and
/// every later move from the web gets the same answer and changes nothing.
#[tokio::test]
async fn a_web_move_the_rules_file_fails_on_pauses_the_game_and_says_so() {
    use boardbot_testkit::designs::hex_failing_on_b2;
    for s in hosts().await {
        let h = &s.host;
        let app = router(front_end(h));
        set_public(h, GUILD, true).await;
        let dana = User {
            manages_server: true,
            ..User::new(5, "dana")
        };
        h.upload_design(
            Some(GUILD),
            &dana,
            &[],
            "hex.luau",
            &hex_failing_on_b2(),
            |_, _| {},
        )
        .await
        .unwrap();
        let kind = h.game_named(Some(GUILD), "hex-7").await.unwrap();
        let game = started(h, place(9), kind).await;
        play(h, place(9), &["a1", "b1", "a2"], 0).await;
        let signed = Signer::new(SECRET).game(game);
        let cookie = format!("bb_session={}", h.sign_in(22, "bob").await.unwrap());

        let version = h.store().game(game).await.unwrap().unwrap().version;
        let failed = web_move(&app, &signed, &cookie, version, "b2").await;
        assert_eq!(failed.status, StatusCode::CONFLICT, "{}", failed.text());
        let said = failed.json()["error"].as_str().unwrap().to_string();
        assert!(said.contains("paused") && said.contains("b2"), "{said}");
        let log = h.store().moves(game).await.unwrap();
        let log: Vec<&str> = log.iter().map(|m| m.notation.as_str()).collect();
        assert_eq!(log, ["a1", "b1", "a2"]);
        assert!(h.store().pause_of(game).await.unwrap().is_some());

        let page = get(&app, &format!("/g/{signed}"), &[]).await.text();
        assert!(page.contains("Paused") && page.contains("bob"), "{page}");
        // Nobody's turn: no clock counts down on the page.
        let mut watcher = EventStream::open(&app, &format!("/g/{signed}/events"), None)
            .await
            .unwrap();
        let (_, frame) = watcher.next(Duration::from_secs(5)).await.unwrap().unwrap();
        assert!(frame["to_move"].is_null(), "{frame}");
        assert!(
            frame["status"].as_str().unwrap().starts_with("Paused"),
            "{frame}"
        );
        let offered = step(&app, &signed, &cookie, "").await;
        assert_eq!(offered["choices"], serde_json::json!([]), "{offered}");

        let paused_at = h.store().game(game).await.unwrap().unwrap().version;
        let again = web_move(&app, &signed, &cookie, paused_at, "b3").await;
        assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text());
        assert!(again.json()["error"].as_str().unwrap().contains("paused"));
        assert_eq!(h.store().moves(game).await.unwrap().len(), 3);
        assert_eq!(
            h.store().game(game).await.unwrap().unwrap().version,
            paused_at
        );
    }
}
