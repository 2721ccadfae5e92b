//! The public web pages through their router, on both backends: opt-in, signed ids and the
//! one 404, the game page and its cached ply images, languages, escaping, headers, a database
//! that does not answer, and no hidden information of a game in progress anywhere.

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use axum::Router;
use tower::ServiceExt;

use boardbot::games::{GameKind, Seat};
use boardbot::host::Signer;
use boardbot::host::{Host, Place, User};
use boardbot::i18n::Lang;
use boardbot::web::{ply_etag, router};

use boardbot_testkit::db::hosts;
use boardbot_testkit::web::{
    finished_game, front_end, set_public, tournament_first_round_played, SECRET,
};

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

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Answer {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

async fn request(app: &Router, method: Method, uri: &str, headers: &[(&str, &str)]) -> Answer {
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
    let body = axum::body::to_bytes(response.into_body(), 64 << 20)
        .await
        .unwrap()
        .to_vec();
    Answer {
        status,
        headers,
        body,
    }
}

async fn get(app: &Router, uri: &str) -> Answer {
    request(app, Method::GET, uri, &[]).await
}

fn ids() -> Signer {
    Signer::new(SECRET)
}

fn app(host: &Host) -> Router {
    router(front_end(host))
}

#[tokio::test]
async fn pages_exist_only_for_servers_that_opted_in_and_for_finished_games() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        let game = finished_game(h, place(1), &ann(), &bob()).await;
        let server_url = format!("/s/{}", ids().guild(GUILD));
        let game_url = format!("/g/{}", ids().game(game));
        let not_found = get(&app, "/s/1-000000000000").await;
        assert_eq!(not_found.status, StatusCode::NOT_FOUND);
        // Not opted in: the very same 404 as an id that never existed.
        for url in [&server_url, &game_url] {
            let a = get(&app, url).await;
            assert_eq!(a.status, StatusCode::NOT_FOUND, "{url}");
            assert_eq!(a.body, not_found.body, "{url}");
        }
        set_public(h, GUILD, true).await;
        let board = get(&app, &server_url).await;
        assert_eq!(board.status, StatusCode::OK);
        let html = board.text();
        assert!(html.contains("ann") && html.contains("bob"), "{html}");
        assert_eq!(get(&app, &game_url).await.status, StatusCode::OK);
        // Forged, unknown: 404; a game in progress has its live page, and nothing of record
        // yet.
        let live = h
            .challenge(
                place(2),
                &ann(),
                &bob(),
                GameKind::TwentySevens,
                boardbot::games::Options::new(),
            )
            .await
            .unwrap();
        h.accept(live.game_id, &bob()).await.unwrap();
        for url in [
            format!("/g/{game}-000000000000"),
            format!("/g/{}", Signer::new(b"another secret!!").game(game)),
            format!("/g/{}", ids().game(game + 1000)),
            format!("/g/{}/ply/0.png", ids().game(live.game_id)),
            format!("/g/{}/moves.txt", ids().game(live.game_id)),
            format!("/g/{}/replay.gif", ids().game(live.game_id)),
            format!("/g/{}/ply/28.png", ids().game(game)),
            format!("/g/{}/ply/x.png", ids().game(game)),
            format!("/s/{}", ids().guild(GUILD + 1)),
            format!("/s/{}?game=chess", ids().guild(GUILD)),
            "/".to_string(),
            "/nothing".to_string(),
        ] {
            let a = get(&app, &url).await;
            assert_eq!(a.status, StatusCode::NOT_FOUND, "{url}");
            assert_eq!(a.body, not_found.body, "{url}");
        }
        let watched = get(&app, &format!("/g/{}", ids().game(live.game_id))).await;
        assert_eq!(watched.status, StatusCode::OK);
        assert!(watched.text().contains("(live)"), "{}", watched.text());
        // Closed again: gone again.
        set_public(h, GUILD, false).await;
        assert_eq!(get(&app, &game_url).await.status, StatusCode::NOT_FOUND);
        let watched = get(&app, &format!("/g/{}", ids().game(live.game_id))).await;
        assert_eq!(watched.status, StatusCode::NOT_FOUND);
    }
}

/// The boardbot-wide leaderboard (games outside servers) is public, names and ratings only:
/// its players' pages and its games are not.
#[tokio::test]
async fn the_boardbot_wide_leaderboard_is_public_but_its_games_are_not() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        let outside = Place {
            guild_id: None,
            channel_id: 77,
        };
        let game = finished_game(h, outside, &ann(), &bob()).await;
        let board = get(&app, "/everywhere?game=twenty-sevens").await;
        assert_eq!(board.status, StatusCode::OK);
        let html = board.text();
        assert!(html.contains("ann") && html.contains("bob"), "{html}");
        assert!(html.contains("everywhere"), "{html}");
        assert!(!html.contains("/p/"), "no player pages: {html}");
        let not_found = get(&app, "/nothing").await;
        for url in [
            format!("/g/{}", ids().game(game)),
            format!("/s/{}", ids().guild(boardbot::host::EVERYWHERE)),
            "/everywhere?game=chess".to_string(),
        ] {
            let a = get(&app, &url).await;
            assert_eq!(a.status, StatusCode::NOT_FOUND, "{url}");
            assert_eq!(a.body, not_found.body, "{url}");
        }
    }
}

#[tokio::test]
async fn a_game_page_steps_through_plies_with_links_and_cached_images() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        let game = finished_game(h, place(1), &ann(), &bob()).await;
        let signed = ids().game(game);
        let page = get(&app, &format!("/g/{signed}?ply=3")).await;
        assert_eq!(page.status, StatusCode::OK);
        let html = page.text();
        for needle in [
            &format!("src=\"/g/{signed}/ply/3.png?lang=en-US\""),
            &format!("href=\"/g/{signed}?ply=0&amp;lang=en-US\""),
            &format!("href=\"/g/{signed}?ply=2&amp;lang=en-US\""),
            &format!("href=\"/g/{signed}?ply=4&amp;lang=en-US\""),
            &format!("href=\"/g/{signed}?ply=27&amp;lang=en-US\""),
            "data-ply=\"3\"",
            "aria-current=\"step\"",
            "Ply 3 of 27",
            "boardbot referee twenty-sevens",
            "/assets/game.js",
            "og:image",
            // The board in words, as the bot's pictures carry it: after ply 3, O to move.
            "alt=\"Twenty-Sevens board. bob (O) to move. Last move: ",
            "Position: Board 1 · bottom: ",
        ] {
            assert!(html.contains(needle), "{needle} missing in {html}");
        }
        assert_eq!(html.matches("aria-current=\"step\"").count(), 1);
        // Without ?ply the page opens at the end; a ply past the end is the end.
        assert!(get(&app, &format!("/g/{signed}"))
            .await
            .text()
            .contains("27.png"));
        assert!(get(&app, &format!("/g/{signed}?ply=999"))
            .await
            .text()
            .contains("27.png"));

        let url = format!("/g/{signed}/ply/3.png?lang=en-US");
        let png = get(&app, &url).await;
        assert_eq!(png.status, StatusCode::OK);
        assert_eq!(png.headers[header::CONTENT_TYPE], "image/png");
        // Kept by caches, but asked for again each time: a server may close its pages.
        assert_eq!(png.headers[header::CACHE_CONTROL], "no-cache");
        assert_eq!(png.headers[header::VARY], "Accept-Language");
        let etag = png.headers[header::ETAG].to_str().unwrap().to_string();
        let version = h.store().game(game).await.unwrap().unwrap().version;
        assert_eq!(etag, ply_etag(game, version, 3, Lang::EnUs));
        assert!(image::load_from_memory(&png.body).is_ok());
        let again = request(&app, Method::GET, &url, &[("if-none-match", &etag)]).await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED);
        assert!(again.body.is_empty());
        // Another language draws another picture, under another tag.
        let de = get(&app, &format!("/g/{signed}/ply/3.png?lang=de")).await;
        assert_ne!(de.headers[header::ETAG].to_str().unwrap(), etag);

        let moves = get(&app, &format!("/g/{signed}/moves.txt")).await;
        assert_eq!(moves.status, StatusCode::OK);
        assert!(moves.headers[header::CONTENT_DISPOSITION]
            .to_str()
            .unwrap()
            .contains(&format!("game-{game}-moves.txt")));
        assert_eq!(
            moves.text().lines().filter(|l| !l.starts_with('#')).count(),
            27
        );
        let gif = get(&app, &format!("/g/{signed}/replay.gif")).await;
        assert_eq!(gif.status, StatusCode::OK);
        assert!(gif.body.starts_with(b"GIF89a"));

        // HEAD answers like GET without a body; anything else is not allowed.
        let head = request(&app, Method::HEAD, &format!("/g/{signed}"), &[]).await;
        assert_eq!(head.status, StatusCode::OK);
        assert!(head.body.is_empty());
        for method in [Method::POST, Method::PUT, Method::DELETE] {
            let a = request(&app, method.clone(), &format!("/g/{signed}"), &[]).await;
            assert_eq!(a.status, StatusCode::METHOD_NOT_ALLOWED, "{method}");
        }
    }
}

/// Pages and pictures are revalidated, never kept unasked: once a server closes its pages, a
/// browser or proxy that asks again with its ETag gets the 404, not a 304.
#[tokio::test]
async fn after_an_opt_out_a_revalidating_client_gets_404() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        let game = finished_game(h, place(1), &ann(), &bob()).await;
        let signed = ids().game(game);
        let urls = [
            format!("/g/{signed}?ply=2"),
            format!("/g/{signed}/ply/2.png"),
            format!("/g/{signed}/replay.gif"),
            format!("/s/{}", ids().guild(GUILD)),
            format!(
                "/s/{}/p/{}",
                ids().guild(GUILD),
                ids().player(GUILD, ann().id)
            ),
        ];
        let mut tags = Vec::new();
        for url in &urls {
            let first = get(&app, url).await;
            assert_eq!(first.status, StatusCode::OK, "{url}");
            assert_eq!(first.headers[header::CACHE_CONTROL], "no-cache", "{url}");
            assert_eq!(first.headers[header::VARY], "Accept-Language", "{url}");
            let etag = first.headers[header::ETAG].to_str().unwrap().to_string();
            let again = request(&app, Method::GET, url, &[("if-none-match", &etag)]).await;
            assert_eq!(again.status, StatusCode::NOT_MODIFIED, "{url}");
            assert!(again.body.is_empty());
            tags.push(etag);
        }
        set_public(h, GUILD, false).await;
        for (url, etag) in urls.iter().zip(&tags) {
            let again = request(&app, Method::GET, url, &[("if-none-match", etag)]).await;
            assert_eq!(again.status, StatusCode::NOT_FOUND, "{url}");
            assert_eq!(again.headers[header::CACHE_CONTROL], "no-store", "{url}");
        }
    }
}

/// Pictures are drawn a core's worth at a time: past that a request waits a moment in a short
/// line, then gets 503 (with `Retry-After`) instead of waiting behind every drawing, and a
/// picture already drawn costs no drawing at all.
#[tokio::test]
async fn pictures_past_the_render_bound_get_503_and_drawn_ones_cost_no_render() {
    for s in hosts().await {
        let h = &s.host;
        set_public(h, GUILD, true).await;
        let game = finished_game(h, place(1), &ann(), &bob()).await;
        let signed = ids().game(game);
        let slots = std::sync::Arc::new(tokio::sync::Semaphore::new(1));
        let app = router(front_end(h).with_render_slots(slots.clone()));
        // Every slot is drawing (held here): nothing new is drawn.
        let busy = slots.clone().try_acquire_owned().unwrap();
        for url in [
            format!("/g/{signed}/replay.gif"),
            format!("/g/{signed}/ply/5.png"),
        ] {
            let started = std::time::Instant::now();
            let refused = get(&app, &url).await;
            assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE, "{url}");
            assert_eq!(refused.headers[header::RETRY_AFTER], "1");
            assert_eq!(refused.headers[header::CACHE_CONTROL], "no-store");
            // After a moment in line (two seconds at most), not behind every drawing.
            assert!(started.elapsed() < std::time::Duration::from_secs(3));
        }
        // The line is short: with it full, the next request is answered at once; those in it
        // are drawn as soon as a slot is free.
        let waiting: Vec<_> = (0..4)
            .map(|i| {
                let (app, url) = (app.clone(), format!("/g/{signed}/ply/{}.png", 10 + i));
                tokio::spawn(async move { get(&app, &url).await.status })
            })
            .collect();
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        let started = std::time::Instant::now();
        let refused = get(&app, &format!("/g/{signed}/ply/20.png")).await;
        assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(started.elapsed() < std::time::Duration::from_millis(500));
        drop(busy);
        for waited in waiting {
            assert_eq!(waited.await.unwrap(), StatusCode::OK);
        }
        let gif = get(&app, &format!("/g/{signed}/replay.gif")).await;
        assert_eq!(gif.status, StatusCode::OK);
        assert!(gif.body.starts_with(b"GIF89a"));
        // Drawn once, the same replay and picture are served while every slot is taken.
        assert_eq!(
            get(&app, &format!("/g/{signed}/ply/5.png")).await.status,
            StatusCode::OK
        );
        let _busy = slots.clone().try_acquire_owned().unwrap();
        let again = get(&app, &format!("/g/{signed}/replay.gif")).await;
        assert_eq!(again.status, StatusCode::OK);
        assert_eq!(again.body, gif.body);
        assert_eq!(
            get(&app, &format!("/g/{signed}/ply/5.png")).await.status,
            StatusCode::OK
        );
    }
}

/// The privacy page says what is kept, why, for how long and how to take or erase it, in the
/// reader's language, and every page links to it.
#[tokio::test]
async fn the_privacy_page_is_linked_from_every_page_in_every_language() {
    let s = hosts().await.remove(0);
    let app = app(&s.host);
    for (lang, title, erase) in [
        ("en-US", "Your data", "/privacy delete"),
        ("de", "Deine Daten", "/privacy delete"),
        ("es-ES", "Tus datos", "/privacy delete"),
    ] {
        let page = get(&app, &format!("/privacy?lang={lang}")).await;
        assert_eq!(page.status, StatusCode::OK);
        let html = page.text();
        assert!(html.contains(&format!("<h1>{title}</h1>")), "{html}");
        assert!(html.contains("/privacy export") && html.contains(erase));
        assert_eq!(html.matches("<h2>").count(), 5);
    }
    let missing = get(&app, "/s/1-000000000000").await;
    assert!(missing.text().contains("href=\"/privacy?lang=en-US\""));
}

#[tokio::test]
async fn every_answer_carries_the_security_headers_and_assets_are_served() {
    let s = hosts().await.remove(0);
    let app = app(&s.host);
    for url in ["/nothing", "/assets/style.css", "/assets/game.js"] {
        let a = get(&app, url).await;
        assert_eq!(
            a.headers[header::CONTENT_SECURITY_POLICY]
                .to_str()
                .unwrap()
                .split("; ")
                .take(4)
                .collect::<Vec<_>>(),
            [
                "default-src 'none'",
                "img-src 'self'",
                "style-src 'self'",
                "script-src 'self'"
            ]
        );
        assert_eq!(a.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        assert_eq!(a.headers[header::REFERRER_POLICY], "no-referrer");
        assert!(a.headers.get(header::SET_COOKIE).is_none());
    }
    let js = get(&app, "/assets/game.js").await;
    assert!(js.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/javascript"));
    assert!(js.text().contains("ArrowRight"));
}

#[tokio::test]
async fn the_language_comes_from_the_browser_unless_the_link_names_one() {
    let s = hosts().await.remove(0);
    let h = &s.host;
    let app = app(h);
    set_public(h, GUILD, true).await;
    finished_game(h, place(1), &ann(), &bob()).await;
    let url = format!("/s/{}", ids().guild(GUILD));
    let german = request(
        &app,
        Method::GET,
        &url,
        &[("accept-language", "fr, de-AT;q=0.8")],
    )
    .await;
    assert!(german.text().contains("<html lang=\"de\""));
    assert!(german.text().contains("Rangliste"));
    let spanish = request(
        &app,
        Method::GET,
        &format!("{url}?lang=es-ES"),
        &[("accept-language", "de")],
    )
    .await;
    assert!(spanish.text().contains("Clasificación"));
    let english = get(&app, &url).await;
    assert!(english.text().contains("leaderboard"));
    // The 404 speaks the reader's language too.
    let missing = request(&app, Method::GET, "/x", &[("accept-language", "es")]).await;
    assert!(missing.text().contains("Página no encontrada"));
}

#[tokio::test]
async fn names_are_shown_as_text_never_as_markup() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        let evil = User::new(66, "<img src=x onerror=alert(1)>");
        let game = finished_game(h, place(1), &evil, &bob()).await;
        for url in [
            format!("/s/{}", ids().guild(GUILD)),
            format!("/g/{}", ids().game(game)),
            format!(
                "/s/{}/p/{}",
                ids().guild(GUILD),
                ids().player(GUILD, evil.id)
            ),
            format!(
                "/s/{}/p/{}",
                ids().guild(GUILD),
                ids().player(GUILD, bob().id)
            ),
        ] {
            let html = get(&app, &url).await.text();
            assert!(
                html.contains("&lt;img src=x onerror=alert(1)&gt;"),
                "{url}: {html}"
            );
            assert!(!html.contains("<img src=x"), "{url}");
        }
    }
}

#[tokio::test]
async fn a_database_that_does_not_answer_gives_a_503_page() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        let game = finished_game(h, place(1), &ann(), &bob()).await;
        h.store().close().await;
        for url in [
            format!("/s/{}", ids().guild(GUILD)),
            format!(
                "/s/{}/p/{}",
                ids().guild(GUILD),
                ids().player(GUILD, ann().id)
            ),
            format!("/s/{}/live", ids().guild(GUILD)),
            format!("/g/{}", ids().game(game)),
            format!("/g/{}/ply/1.png", ids().game(game)),
        ] {
            let a = get(&app, &url).await;
            assert_eq!(a.status, StatusCode::SERVICE_UNAVAILABLE, "{url}");
            assert!(a.text().contains("Temporarily unavailable"));
        }
    }
}

/// A game read for one ply's page is kept a while: the page of another ply needs no database
/// (stepping through a game without JavaScript), while a game not read yet still does.
#[tokio::test]
async fn another_ply_of_a_game_just_read_needs_no_database() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        let game = finished_game(h, place(1), &ann(), &bob()).await;
        let other = finished_game(h, place(2), &ann(), &bob()).await;
        let signed = ids().game(game);
        assert_eq!(
            get(&app, &format!("/g/{signed}?ply=1")).await.status,
            StatusCode::OK
        );
        h.store().close().await;
        let page = get(&app, &format!("/g/{signed}?ply=2")).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.text().contains("Ply 2 of 27"), "{}", page.text());
        let unread = get(&app, &format!("/g/{}?ply=2", ids().game(other))).await;
        assert_eq!(unread.status, StatusCode::SERVICE_UNAVAILABLE);
    }
}

/// Every page, picture and file the site serves for a server, followed from its leaderboards;
/// none holds a live Cross Words Combat page's words or a live Super Seven game's seed.
#[tokio::test]
async fn no_answer_shows_hidden_information_of_a_game_in_progress() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        let finished = finished_game(h, place(1), &ann(), &bob()).await;
        let mut live = Vec::new();
        for (channel, kind) in [(2, GameKind::CrossWordsCombat), (3, GameKind::SuperSeven)] {
            let c = h
                .challenge(
                    place(channel),
                    &ann(),
                    &bob(),
                    kind,
                    boardbot::games::Options::new(),
                )
                .await
                .unwrap();
            h.accept(c.game_id, &bob()).await.unwrap();
            live.push(c.game_id);
        }
        // The secrets: both pages' text, both seeds.
        let mut secrets = Vec::new();
        for &id in &live {
            let record = h.store().game(id).await.unwrap().unwrap();
            secrets.push(record.seed.clone());
            let game = h.replay(&record).await.unwrap();
            for seat in Seat::all() {
                if let Some(page) = game.secret(seat) {
                    // The page is prose: every run of four of its words, as it would show.
                    let words: Vec<&str> = page.split_whitespace().collect();
                    secrets.extend(words.windows(4).map(|w| w.join(" ")));
                }
            }
        }
        assert!(
            secrets.len() > 4,
            "the live games have secrets: {secrets:?}"
        );
        // The live list names both games, their players and whose turn it is, and nothing else.
        let listed = get(&app, &format!("/s/{}/live", ids().guild(GUILD))).await;
        assert_eq!(listed.status, StatusCode::OK);
        let html = listed.text();
        for kind in [GameKind::CrossWordsCombat, GameKind::SuperSeven] {
            assert!(html.contains(kind.display_name()), "{html}");
        }
        assert_eq!(
            html.matches("<tr>").count(),
            3,
            "a header and two games: {html}"
        );
        assert!(!html.contains("<img"), "no board on the live list: {html}");
        // Each game in progress is watched on its live page, board and all.
        let mut urls_now = Vec::new();
        for &id in &live {
            let version = h.store().game(id).await.unwrap().unwrap().version;
            assert!(
                html.contains(&format!("/g/{}?lang=", ids().game(id))),
                "{html}"
            );
            urls_now.push(format!("/g/{}/now/{version}.png", ids().game(id)));
        }
        let mut urls: Vec<String> = vec![
            format!("/s/{}", ids().guild(GUILD)),
            format!("/s/{}/live", ids().guild(GUILD)),
            format!(
                "/s/{}/p/{}",
                ids().guild(GUILD),
                ids().player(GUILD, ann().id)
            ),
            format!(
                "/s/{}/p/{}",
                ids().guild(GUILD),
                ids().player(GUILD, bob().id)
            ),
        ];
        urls.extend(urls_now);
        for kind in GameKind::ALL {
            urls.push(format!("/s/{}?game={}", ids().guild(GUILD), kind.id()));
        }
        let signed = ids().game(finished);
        urls.push(format!("/g/{signed}"));
        urls.push(format!("/g/{signed}/moves.txt"));
        urls.push(format!("/g/{signed}/replay.gif"));
        for ply in 0..=27 {
            urls.push(format!("/g/{signed}/ply/{ply}.png"));
        }
        for &id in &live {
            let signed = ids().game(id);
            for suffix in [
                "",
                "/moves.txt",
                "/replay.gif",
                "/ply/0.png",
                "/ply/1.png",
                "/page/0.txt",
            ] {
                urls.push(format!("/g/{signed}{suffix}"));
            }
        }
        for url in &urls {
            let a = get(&app, url).await;
            assert!(
                a.status == StatusCode::OK || a.status == StatusCode::NOT_FOUND,
                "{url}"
            );
            let text = String::from_utf8_lossy(&a.body);
            for secret in &secrets {
                assert!(!text.contains(secret.as_str()), "{url} shows {secret}");
            }
        }
    }
}

/// A player's page: a rating per game with its rank and its history as a chart of one point
/// per rated game, the latest games linking to their pages, reached from the leaderboard;
/// the same 404 as everywhere for a stranger, a forged id or a server without pages.
#[tokio::test]
async fn a_player_page_shows_ratings_with_their_history_and_recent_games() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        let first = finished_game(h, place(1), &ann(), &bob()).await;
        let second = finished_game(h, place(1), &bob(), &ann()).await;
        let server = ids().guild(GUILD);
        let ann_url = format!("/s/{server}/p/{}", ids().player(GUILD, ann().id));
        let not_found = get(&app, "/nothing").await;
        assert_eq!(get(&app, &ann_url).await.body, not_found.body);
        set_public(h, GUILD, true).await;
        let board = get(&app, &format!("/s/{server}")).await.text();
        assert!(
            board.contains(&format!("href=\"{ann_url}?lang=en-US\"")),
            "{board}"
        );
        let page = get(&app, &ann_url).await;
        assert_eq!(page.status, StatusCode::OK);
        let html = page.text();
        let rating = h
            .store()
            .rating(GUILD, GameKind::TwentySevens, ann().id)
            .await
            .unwrap()
            .unwrap();
        assert!(
            html.contains(&format!("{:.0} ± {:.0}", rating.rating, rating.deviation)),
            "{html}"
        );
        let place_of_ann = if rating.wins > rating.losses { 1 } else { 2 };
        assert!(html.contains(&format!("#{place_of_ann} of 2")), "{html}");
        // One point per rated game, the last at the rating now.
        let history = h
            .store()
            .rating_history(GUILD, GameKind::TwentySevens, ann().id, 10)
            .await
            .unwrap();
        assert_eq!(history.len(), 2);
        assert_eq!(
            history.iter().map(|p| p.game_id).collect::<Vec<_>>(),
            [first, second]
        );
        assert_eq!(history[1].rating, rating.rating);
        assert_eq!(html.matches("<circle").count(), 2, "{html}");
        assert!(html.contains("<svg"), "{html}");
        for game in [first, second] {
            assert!(
                html.contains(&format!("href=\"/g/{}?lang=en-US\"", ids().game(game))),
                "{html}"
            );
        }
        for url in [
            format!("/s/{server}/p/{}", ids().player(GUILD, 999)),
            format!("/s/{server}/p/{}", ids().player(GUILD + 1, ann().id)),
            format!(
                "/s/{}/p/{}",
                ids().guild(GUILD + 1),
                ids().player(GUILD + 1, ann().id)
            ),
            format!("/s/{server}/p/{}-000000000000", ann().id),
            format!("/s/{server}/p/{}", ids().game(first)),
        ] {
            let a = get(&app, &url).await;
            assert_eq!(a.status, StatusCode::NOT_FOUND, "{url}");
            assert_eq!(a.body, not_found.body, "{url}");
        }
        set_public(h, GUILD, false).await;
        assert_eq!(get(&app, &ann_url).await.status, StatusCode::NOT_FOUND);
        assert_eq!(
            get(&app, &format!("/s/{server}/live")).await.status,
            StatusCode::NOT_FOUND
        );
    }
}

/// A game with a stored analysis shows its chart (a PNG under a strong ETag) and marks the
/// classified moves in the move list with a sign, explained by a legend; a game without one
/// shows nothing of it and its chart is a 404 (the pages never start an analysis).
#[tokio::test]
async fn a_game_page_shows_its_stored_analysis_and_marks_costly_moves() {
    use boardbot::ai::analysis::{Analysis, Class, Entry, PlyAnalysis, FORMAT};
    use boardbot::store::StoredAnalysis;
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        let mut changes = h.game_changes();
        let game = finished_game(h, place(1), &ann(), &bob()).await;
        // The game's last changes reach the pages (on PostgreSQL, also as the database's echo
        // of them), each making the pages forget what they kept of it: they are all in before
        // the page is kept below.
        while let Ok(Ok(_)) =
            tokio::time::timeout(std::time::Duration::from_millis(500), changes.recv()).await
        {
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        let signed = ids().game(game);
        let chart_url = format!("/g/{signed}/analysis.png");
        let html = get(&app, &format!("/g/{signed}")).await.text();
        assert!(
            !html.contains("analysis.png") && !html.contains("<abbr"),
            "{html}"
        );
        assert_eq!(get(&app, &chart_url).await.status, StatusCode::NOT_FOUND);
        assert!(h.store().analysis(game).await.unwrap().is_none());

        // An analysis as /analyze keeps it: a blunder at ply 5, a mistake at ply 8.
        let moves = h.store().moves(game).await.unwrap();
        let plies = moves
            .iter()
            .enumerate()
            .map(|(i, m)| PlyAnalysis {
                ply: i + 1,
                seat: m.seat,
                played: m.notation.clone(),
                best: Some(format!("better{}", i + 1)),
                before: 0.5,
                after: 0.5,
                entry: Entry::Move,
                class: match i + 1 {
                    5 => Some(Class::Blunder),
                    8 => Some(Class::Mistake),
                    _ => None,
                },
            })
            .collect();
        let analysis = Analysis {
            kind: GameKind::TwentySevens.id().to_string(),
            plies,
            result: None,
            playouts: 10,
        };
        h.store()
            .put_analysis(
                game,
                &StoredAnalysis {
                    format: FORMAT,
                    result: analysis.to_json(),
                    created_at: 0,
                },
            )
            .await
            .unwrap();
        // The page made before is kept a while (PAGE_FRESH) by the pages that made it; pages
        // started now (another process, or after a restart) show the analysis at once.
        let cached = get(&app, &format!("/g/{signed}")).await.text();
        assert!(!cached.contains("analysis.png"));
        let app = self::app(h);
        let html = get(&app, &format!("/g/{signed}")).await.text();
        assert!(
            html.contains(&format!("src=\"{chart_url}?lang=en-US\"")),
            "{html}"
        );
        assert_eq!(html.matches("<abbr").count(), 2, "{html}");
        assert!(
            html.contains("title=\"blunder; the AI would have played better5\""),
            "{html}"
        );
        assert!(html.contains("title=\"mistake; the AI would have played better8\""));
        // The sign follows its move: the blunder's is in the fifth item of the list.
        let fifth = html
            .split("<li>")
            .find(|item| item.contains("data-ply=\"5\""))
            .unwrap();
        assert!(fifth.contains(">??</abbr>"), "{fifth}");
        for class in ["inaccuracy", "mistake", "blunder"] {
            assert!(
                html.contains(&format!("class=\"mark {class}\"")),
                "legend: {class}"
            );
        }
        let chart = get(&app, &chart_url).await;
        assert_eq!(chart.status, StatusCode::OK);
        assert_eq!(chart.headers[header::CONTENT_TYPE], "image/png");
        assert!(chart.body.starts_with(b"\x89PNG"));
        let etag = chart.headers[header::ETAG].to_str().unwrap().to_string();
        assert!(etag.starts_with('"'), "a strong tag: {etag}");
        let again = request(&app, Method::GET, &chart_url, &[("if-none-match", &etag)]).await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED);
        assert!(again.body.is_empty());
    }
}

/// A tournament's page: only where the server opted in, the standings with their tie-break
/// columns, each round's games with links to the finished ones, names escaped.
#[tokio::test]
async fn a_tournament_has_a_page_with_its_standings_and_rounds() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        let villain = User::new(33, "<img src=x onerror=alert(1)>");
        let players = [ann(), bob(), villain];
        let (t, games) = tournament_first_round_played(h, place(1), &players, true).await;
        let url = format!("/t/{}", ids().tournament(t));
        assert_eq!(get(&app, &url).await.status, StatusCode::NOT_FOUND);
        set_public(h, GUILD, true).await;
        let page = get(&app, &url).await;
        assert_eq!(page.status, StatusCode::OK);
        let html = page.text();
        assert!(html.contains("Buchholz cut 1") && html.contains("Sonneborn-Berger"));
        assert!(html.contains("Round 1"), "{html}");
        assert!(html.contains(&format!("/g/{}", ids().game(games[0]))));
        assert!(html.contains("has the bye"), "{html}");
        assert!(!html.contains("<img src=x"), "names are escaped");
        assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
        let forged = format!("/t/{}", Signer::new(b"another secret!!").tournament(t));
        assert_eq!(get(&app, &forged).await.status, StatusCode::NOT_FOUND);
        // Where the bot knows its public address, its tournament posts link to the page.
        let linked = h
            .clone()
            .with_public_links(boardbot::host::PublicLinks::new(
                "https://boardbot.example",
                ids(),
            ));
        let standings = linked.tournament_standings(place(1), t).await.unwrap();
        assert_eq!(
            standings.page_url,
            Some(format!("https://boardbot.example{url}"))
        );
    }
}

/// A server's seasons on its leaderboard page: a tab per season beside the all-time ratings,
/// each season's standings with its champion once it is over, and the title on the
/// champion's page. A season the server never had, or no number, is no page.
#[tokio::test]
async fn seasons_have_their_standings_and_champions_have_their_titles() {
    for s in hosts().await {
        let h = &s.host;
        let app = app(h);
        set_public(h, GUILD, true).await;
        for _ in 0..boardbot::host::SEASON_MIN_GAMES {
            finished_game(h, place(1), &ann(), &bob()).await;
        }
        let server = ids().guild(GUILD);
        let season = get(&app, &format!("/s/{server}?season=1&lang=en-US")).await;
        assert_eq!(season.status, StatusCode::OK);
        let html = season.text();
        assert!(html.contains("Twenty-Sevens — Season 1"), "{html}");
        assert!(html.contains("ann") && html.contains("bob"), "{html}");
        assert!(!html.contains("Season champion"), "not over yet: {html}");
        let all_time = get(&app, &format!("/s/{server}?lang=en-US")).await.text();
        assert!(
            all_time.contains("season=1"),
            "a tab for season 1: {all_time}"
        );
        for url in [
            format!("/s/{server}?season=2"),
            format!("/s/{server}?season=0"),
            format!("/s/{server}?season=first"),
        ] {
            assert_eq!(get(&app, &url).await.status, StatusCode::NOT_FOUND, "{url}");
        }
        // The season ends: its champion is named, and their page holds the title.
        let first = h.season_info(Some(GUILD)).await.unwrap().current.unwrap();
        s.clock.advance_ms(first.ends_at - h.now() + 120_000);
        h.close_due_seasons().await.unwrap();
        let html = get(&app, &format!("/s/{server}?season=1&lang=en-US"))
            .await
            .text();
        let winner =
            s.db.store
                .season_champions(GUILD, 1)
                .await
                .unwrap()
                .pop()
                .expect("a champion");
        assert!(html.contains("Season champion: \u{2068}"), "{html}");
        let page = get(
            &app,
            &format!(
                "/s/{server}/p/{}?lang=en-US",
                ids().player(GUILD, winner.user_id)
            ),
        )
        .await
        .text();
        assert!(
            page.contains("Champion of season 1 in Twenty-Sevens"),
            "{page}"
        );
    }
}
