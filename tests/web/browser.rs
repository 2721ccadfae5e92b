//! The public pages in headless Chromium (Debian's `chromium`, found through `CHROMIUM` or
//! `PATH`; `scripts/with-chromium` installs it): a server's leaderboard, a finished game
//! stepped through with the arrow keys and, with JavaScript off, by its links; the 404s;
//! keyboard-only navigation, alt texts and heading order. Each step saves a screenshot under
//! `target/web-screenshots/`.
//!
//! Without Chromium the test is skipped with a note, unless `BOARDBOT_REQUIRE_BROWSER=1`
//! (`scripts/test` sets it), when it fails.

use std::time::Duration;

use chromiumoxide::browser::Browser;
use chromiumoxide::cdp::browser_protocol::input::{DispatchKeyEventParams, DispatchKeyEventType};
use chromiumoxide::cdp::browser_protocol::network::{
    CookieParam, EnableParams, Headers, SetBlockedUrLsParams, SetExtraHttpHeadersParams,
};
use chromiumoxide::cdp::browser_protocol::target::{
    CreateBrowserContextParams, CreateTargetParams,
};
use chromiumoxide::Page;

use boardbot::games::Options;
use boardbot::host::Signer;
use boardbot::host::{Place, Rematch, User};
use boardbot::web::serve;
use boardbot_testkit::browser::{
    assert_game_screen, became_true, board_shown, chromium, eval, launch, screenshot,
    screenshot_screen, set_screen, touch, wait_true,
};
use boardbot_testkit::db::hosts;
use boardbot_testkit::web::{
    finished_game, front_end, set_public, tournament_first_round_played, SECRET,
};

const GUILD: u64 = 700;

async fn press(page: &Page, key: &str, code: i64) {
    for kind in [
        DispatchKeyEventType::RawKeyDown,
        DispatchKeyEventType::KeyUp,
    ] {
        page.execute(
            DispatchKeyEventParams::builder()
                .r#type(kind)
                .key(key)
                .code(key)
                .windows_virtual_key_code(code)
                .native_virtual_key_code(code)
                .build()
                .unwrap(),
        )
        .await
        .unwrap();
    }
}

/// A board's choices to touch: its squares on the picture, then the buttons beside it.
pub(crate) const CHOICES: &str =
    "#board-targets button.target, #board-choices button.choice:not(.back)";

/// The version of the board a page shows.
async fn shown_version(page: &Page) -> i64 {
    eval::<String>(page, "document.getElementById('live').dataset.version")
        .await
        .parse()
        .unwrap()
}

/// Waits until `page`'s move list shows `count` moves.
async fn moves_listed(page: &Page, count: usize) {
    wait_true(
        page,
        &format!("document.querySelectorAll('#moves li').length === {count}"),
    )
    .await;
}

/// Plies `plies` of `script` played by touch: each move's cell touched on the page of the
/// player to move (`players` take turns, the first moving first), and the spectator's move list
/// followed to it before the next.
pub(crate) async fn touch_moves(
    players: &[Page],
    spectator: &Page,
    script: &[impl AsRef<str>],
    plies: std::ops::Range<usize>,
) {
    for i in plies {
        let page = &players[i % 2];
        let mv = script[i].as_ref();
        let target = format!("#board-targets button.target[data-move='{mv}']");
        wait_true(
            page,
            &format!("document.querySelector(\"{target}\") !== null"),
        )
        .await;
        touch(page, &target).await;
        moves_listed(spectator, i + 1).await;
    }
}

/// Plays a game to its end (or `cap` touches) by touching, on whichever player's page offers
/// choices, the first one; after each move, the spectator and both players see the new board
/// before anyone looks again. A screenshot of the touching player's page mid-game.
pub(crate) async fn play_first_choices(players: &[Page], spectator: &Page, cap: usize, name: &str) {
    let has_choices = format!("document.querySelector('{CHOICES}') !== null");
    let mut refused = 0;
    for touched in 0..cap {
        if eval::<bool>(spectator, "document.getElementById('over') !== null").await {
            return;
        }
        let mut on_turn = None;
        for _ in 0..200 {
            for page in players {
                if eval::<bool>(page, &has_choices).await {
                    on_turn = Some(page);
                }
            }
            if on_turn.is_some()
                || eval::<bool>(spectator, "document.getElementById('over') !== null").await
            {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let Some(page) = on_turn else { return };
        if touched == 12 {
            screenshot(page, &format!("live-touch-{name}-mid-game")).await;
        }
        let plays: bool = eval(
            page,
            &format!("document.querySelector('{CHOICES}').dataset.move !== undefined"),
        )
        .await;
        let before = shown_version(spectator).await;
        touch(page, CHOICES).await;
        if plays {
            let moved =
                format!("Number(document.getElementById('live').dataset.version) > {before}");
            if !became_true(spectator, &moved).await {
                // A move refused (faster than the per-person limit: the page says so), or a
                // touch that landed as its board was replaced: the choices come again.
                let said: String =
                    eval(page, "document.getElementById('move-error').textContent").await;
                refused += 1;
                assert!(refused <= 5, "{name}: a touched move never came ({said})");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
            let now = shown_version(spectator).await;
            for other in players {
                wait_true(
                    other,
                    &format!("Number(document.getElementById('live').dataset.version) >= {now}"),
                )
                .await;
            }
        }
    }
    panic!("{name}: not over after {cap} touches");
}

/// Plays `script` by touch, the players taking turns: a piece, then where it goes; the
/// spectator sees each move. A screenshot mid-game with a piece picked up.
async fn play_script_by_touch(players: &[Page], spectator: &Page, script: &[&str], name: &str) {
    for (i, mv) in script.iter().enumerate() {
        let page = &players[i % 2];
        let from = mv.split('-').next().unwrap();
        let piece = format!("#board-targets button[data-token='{from}']");
        wait_true(
            page,
            &format!("document.querySelector(\"{piece}\") !== null"),
        )
        .await;
        touch(page, &piece).await;
        let to = format!("#board-targets button.next[data-move='{mv}']");
        wait_true(page, &format!("document.querySelector(\"{to}\") !== null")).await;
        if i == 10 {
            screenshot(page, &format!("live-touch-{name}-mid-game")).await;
            accessible(page, &format!("live {name} game, a piece picked up")).await;
        }
        touch(page, &to).await;
        moves_listed(spectator, i + 1).await;
    }
}

/// A CCC game White wins in 30 plies (found by a search over the engine; the engine alone
/// says it is over).
const CCC_DECISIVE_GAME: &[&str] = &[
    "d2-d3", "g8-f7", "f2-e2", "e8-f8", "e3-d3", "f8-g7", "f3-g4", "c9-d9", "a3-b4", "a8-a7",
    "b2-a2", "a9-b9", "a1-a5", "e10-d9", "g3-h3", "b8-a7", "a5-e5", "d10-b8", "c2-b3", "b8-e5",
    "d1-b3", "f9-g8", "b4-c5", "f10-e9", "h3-g4", "g8-f8", "e5-e10", "d9-e10", "c5-b5", "e9-e10",
];

pub(crate) async fn open(browser: &Browser, url: &str, javascript: bool) -> Page {
    let page = browser.new_page("about:blank").await.unwrap();
    if !javascript {
        // The page's one script never arrives: the page is as without JavaScript, while the
        // test still reads it through DevTools (which `setScriptExecutionDisabled` stops).
        page.execute(EnableParams::default()).await.unwrap();
        page.execute(SetBlockedUrLsParams::new(vec!["*/assets/game.js".into()]))
            .await
            .unwrap();
    }
    page.goto(url).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    page
}

async fn follow(page: &Page, selector: &str) {
    let before = page.url().await.unwrap();
    let link = page.find_element(selector).await.unwrap();
    let clicked = tokio::time::timeout(Duration::from_secs(10), link.click()).await;
    assert!(
        matches!(clicked, Ok(Ok(_))),
        "clicking {selector} failed or took too long"
    );
    // The click starts a navigation: wait until the new page is there.
    for _ in 0..200 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        if page.url().await.unwrap() != before
            && eval::<String>(page, "document.readyState").await == "complete"
        {
            return;
        }
    }
    panic!("following {selector} from {before:?} leads nowhere");
}

/// The checks every page passes: alt text on every image, headings in order, and Tab reaches
/// every link.
async fn accessible(page: &Page, what: &str) {
    assert!(
        eval::<bool>(
            page,
            "Array.from(document.images).every(i => i.alt.trim().length > 0)"
        )
        .await,
        "{what}: an image without alt text"
    );
    let levels: Vec<u32> = eval(
        page,
        "Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6')).map(h => Number(h.tagName[1]))",
    )
    .await;
    assert_eq!(levels.first(), Some(&1), "{what}: {levels:?}");
    assert!(
        levels.windows(2).all(|w| w[1] <= w[0] + 1),
        "{what}: headings skip a level: {levels:?}"
    );
    let links: usize = eval(page, "document.querySelectorAll('a[href]').length").await;
    // Tab passes every control on the way (a live board's squares, its move box).
    let focusable: usize = eval(
        page,
        "document.querySelectorAll('a[href], button, input:not([type=hidden])').length",
    )
    .await;
    eval::<bool>(
        page,
        "window.__seen = new Set(); document.addEventListener('focusin', e => window.__seen.add(e.target)); document.activeElement.blur(); true",
    )
    .await;
    for _ in 0..focusable + 2 {
        press(page, "Tab", 9).await;
    }
    let reached: usize = eval(
        page,
        "Array.from(document.querySelectorAll('a[href]')).filter(a => window.__seen.has(a)).length",
    )
    .await;
    assert_eq!(
        reached, links,
        "{what}: Tab reaches {reached} of {links} links"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_in_a_real_browser() {
    let Some(chromium) = chromium() else {
        assert!(
            std::env::var("BOARDBOT_REQUIRE_BROWSER").as_deref() != Ok("1"),
            "BOARDBOT_REQUIRE_BROWSER=1 but no Chromium: install Debian's `chromium` \
             (scripts/with-chromium does as root) or set CHROMIUM to its path"
        );
        eprintln!("skipped: no Chromium (set CHROMIUM or install Debian's chromium)");
        return;
    };
    let setup = hosts().await.remove(0);
    let h = &setup.host;
    let place = Place {
        guild_id: Some(GUILD),
        channel_id: 1,
    };
    let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
    let game = finished_game(h, place, &ann, &bob).await;
    let closed = finished_game(
        h,
        Place {
            guild_id: Some(GUILD + 1),
            channel_id: 2,
        },
        &ann,
        &bob,
    )
    .await;
    // A game in a group DM: the boardbot-wide leaderboard.
    let outside = Place {
        guild_id: None,
        channel_id: 3,
    };
    finished_game(h, outside, &ann, &bob).await;
    set_public(h, GUILD, true).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    // Each player's browser stands for a person of their own, at an address of their own
    // (as a proxy in front of the site would say): the per-client limit is per person.
    let settings = boardbot::web::ServeSettings {
        connections: Default::default(),
        trusted_proxies: "127.0.0.1".parse().unwrap(),
    };
    tokio::spawn(serve(listener, front_end(h), settings));
    let ids = Signer::new(SECRET);

    let profile = tempfile::tempdir().unwrap();
    let (mut browser, events) = launch(chromium, profile.path(), (1200, 1000)).await;

    // The leaderboard.
    let page = open(&browser, &format!("{base}/s/{}", ids.guild(GUILD)), true).await;
    let rows: Vec<String> = eval(
        &page,
        "Array.from(document.querySelectorAll('table.leaderboard tbody tr')).map(r => r.innerText)",
    )
    .await;
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert!(
        rows[0].starts_with('1') && rows[1].starts_with('2'),
        "{rows:?}"
    );
    assert!(rows.iter().any(|r| r.contains("ann")) && rows.iter().any(|r| r.contains("bob")));
    screenshot(&page, "leaderboard").await;
    accessible(&page, "leaderboard").await;

    // The boardbot-wide leaderboard: names and ratings, no links to players' pages.
    let everywhere = open(
        &browser,
        &format!("{base}/everywhere?game=twenty-sevens"),
        true,
    )
    .await;
    let rows: Vec<String> = eval(
        &everywhere,
        "Array.from(document.querySelectorAll('table.leaderboard tbody tr')).map(r => r.innerText)",
    )
    .await;
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert!(rows.iter().any(|r| r.contains("ann")) && rows.iter().any(|r| r.contains("bob")));
    let player_links: usize = eval(
        &everywhere,
        "document.querySelectorAll('table.leaderboard a').length",
    )
    .await;
    assert_eq!(player_links, 0);
    screenshot(&everywhere, "everywhere").await;
    accessible(&everywhere, "everywhere").await;
    everywhere.close().await.unwrap();

    // The season now, by its tab on the leaderboard: its standings, and its dates.
    let season = open(&browser, &format!("{base}/s/{}", ids.guild(GUILD)), true).await;
    follow(&season, "nav a[href*='season=1']").await;
    let heading: String = eval(&season, "document.querySelector('h1').textContent").await;
    assert!(heading.contains("Season 1"), "{heading}");
    let current: String = eval(
        &season,
        "document.querySelector('nav[aria-label=Seasons] a[aria-current=page]').textContent",
    )
    .await;
    assert!(current.contains("Season 1"), "{current}");
    let season_rows: usize = eval(
        &season,
        "document.querySelectorAll('table.leaderboard tbody tr').length",
    )
    .await;
    assert_eq!(season_rows, 2);
    screenshot(&season, "season").await;
    accessible(&season, "season").await;
    season.close().await.unwrap();

    // Ann's page, from her row: her rating, its history (one rated game here) and the game.
    let ann_row = if rows[0].contains("ann") { 1 } else { 2 };
    follow(
        &page,
        &format!("table.leaderboard tbody tr:nth-child({ann_row}) a"),
    )
    .await;
    // The name is isolated from the sentence around it (first-strong isolate … pop).
    assert_eq!(
        eval::<String>(&page, "document.querySelector('h1').textContent").await,
        "\u{2068}ann\u{2069}"
    );
    let points: usize = eval(
        &page,
        "document.querySelectorAll('figure.chart svg circle').length",
    )
    .await;
    assert_eq!(points, 1);
    let label: String = eval(
        &page,
        "document.querySelector('figure.chart svg').getAttribute('aria-label')",
    )
    .await;
    assert!(label.contains("Twenty-Sevens"), "{label}");
    screenshot(&page, "player").await;
    accessible(&page, "player").await;
    follow(&page, "table.leaderboard tbody a").await;
    assert!(page.url().await.unwrap().unwrap().contains(&ids.game(game)));

    // The games in progress: one, whose first player's name holds a right-to-left override
    // that it never closes. The name is isolated: the rest of its cell still reads from left
    // to right ("…anna (X) · bob (O)", not "(O) bob · (X) …").
    let rtl = User::new(33, "\u{202E}anna");
    let challenge = h
        .challenge(
            Place {
                guild_id: Some(GUILD),
                channel_id: 3,
            },
            &rtl,
            &bob,
            boardbot::games::GameKind::TwentySevens,
            boardbot::games::Options::new(),
        )
        .await
        .unwrap();
    h.accept(challenge.game_id, &bob).await.unwrap();
    let page = open(
        &browser,
        &format!("{base}/s/{}/live", ids.guild(GUILD)),
        true,
    )
    .await;
    let [separator, second_name, second_seat]: [f64; 3] = eval(
        &page,
        "(() => {
            const cell = Array.from(document.querySelectorAll('td'))
                .find(td => td.textContent.includes('anna') && td.textContent.includes('bob'));
            const left = needle => {
                const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
                for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                    const i = n.data.indexOf(needle);
                    if (i >= 0) {
                        const r = document.createRange();
                        r.setStart(n, i);
                        r.setEnd(n, i + needle.length);
                        return r.getBoundingClientRect().left;
                    }
                }
                return -1;
            };
            return [left('·'), left('bob'), left('(O)')];
        })()",
    )
    .await;
    assert!(
        separator >= 0.0 && separator < second_name && second_name < second_seat,
        "the cell reads out of order: · at {separator}, bob at {second_name}, (O) at {second_seat}"
    );
    screenshot(&page, "live").await;
    accessible(&page, "live").await;

    // The privacy page, from the footer every page carries.
    follow(&page, "footer a").await;
    assert_eq!(
        eval::<String>(&page, "document.querySelector('h1').textContent").await,
        "Your data"
    );
    screenshot(&page, "privacy").await;
    accessible(&page, "privacy").await;

    // A finished game, stepped with the keys from its start.
    let signed = ids.game(game);
    let page = open(&browser, &format!("{base}/g/{signed}?ply=0"), true).await;
    accessible(&page, "game").await;
    for _ in 0..3 {
        press(&page, "ArrowRight", 39).await;
    }
    wait_true(
        &page,
        "document.getElementById('board').src.endsWith('/ply/3.png?lang=en-US')",
    )
    .await;
    wait_true(&page, "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 0").await;
    let current: String = eval(
        &page,
        "document.querySelector('a.move[aria-current]').dataset.ply",
    )
    .await;
    assert_eq!(current, "3");
    let address: String = eval(&page, "location.search").await;
    assert!(address.starts_with("?ply=3"), "{address}");
    assert!(
        eval::<String>(&page, "document.getElementById('caption').textContent")
            .await
            .contains("3")
    );
    screenshot(&page, "game-ply-3").await;
    press(&page, "End", 35).await;
    wait_true(
        &page,
        "document.getElementById('board').src.includes('/ply/27.png')",
    )
    .await;
    let caption: String = eval(&page, "document.getElementById('caption').textContent").await;
    assert!(caption.contains("wins"), "{caption}");
    let current: String = eval(
        &page,
        "document.querySelector('a.move[aria-current]').dataset.ply",
    )
    .await;
    assert_eq!(current, "27");
    screenshot(&page, "game-end").await;
    press(&page, "Home", 36).await;
    wait_true(
        &page,
        "document.getElementById('board').src.includes('/ply/0.png')",
    )
    .await;
    wait_true(
        &page,
        "document.querySelector('a.move[aria-current]') === null",
    )
    .await;

    // The same without JavaScript, by following the links.
    let page = open(&browser, &format!("{base}/g/{signed}?ply=0"), false).await;
    // No script: the keys do nothing.
    press(&page, "ArrowRight", 39).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let src: String = eval(
        &page,
        "document.getElementById('board').getAttribute('src')",
    )
    .await;
    assert!(src.contains("/ply/0.png"), "{src}");
    for _ in 0..3 {
        follow(&page, "a#forward").await;
    }
    let src: String = eval(
        &page,
        "document.getElementById('board').getAttribute('src')",
    )
    .await;
    assert!(src.contains("/ply/3.png"), "{src}");
    let current: String = eval(
        &page,
        "document.querySelector('a.move[aria-current]').dataset.ply",
    )
    .await;
    assert_eq!(current, "3");
    screenshot(&page, "game-no-js-ply-3").await;
    follow(&page, "a#last").await;
    let caption: String = eval(&page, "document.getElementById('caption').textContent").await;
    assert!(caption.contains("wins"), "{caption}");
    follow(&page, "a.move[data-ply='5']").await;
    let src: String = eval(
        &page,
        "document.getElementById('board').getAttribute('src')",
    )
    .await;
    assert!(src.contains("/ply/5.png"), "{src}");
    screenshot(&page, "game-no-js-ply-5").await;

    // 404s: a server that has not opted in, its game, and a made-up id.
    for (name, url) in [
        (
            "404-closed-server",
            format!("{base}/s/{}", ids.guild(GUILD + 1)),
        ),
        ("404-closed-game", format!("{base}/g/{}", ids.game(closed))),
        ("404-made-up", format!("{base}/g/12345-abcdefabcdef")),
    ] {
        let page = open(&browser, &url, true).await;
        let title: String = eval(&page, "document.title").await;
        assert_eq!(title, "Page not found", "{url}");
        screenshot(&page, name).await;
    }

    // A game in progress, watched live from the server's list: each move shows as it is made,
    // and the end says so.
    let live_place = Place {
        guild_id: Some(GUILD),
        channel_id: 9,
    };
    let challenge = h
        .challenge(
            live_place,
            &ann,
            &bob,
            boardbot::games::GameKind::TwentySevens,
            boardbot::games::Options::new(),
        )
        .await
        .unwrap();
    h.accept(challenge.game_id, &bob).await.unwrap();
    let page = open(
        &browser,
        &format!("{base}/s/{}/live", ids.guild(GUILD)),
        true,
    )
    .await;
    follow(
        &page,
        &format!(
            "table.leaderboard tbody a[href^='/g/{}?']",
            ids.game(challenge.game_id)
        ),
    )
    .await;
    let title: String = eval(&page, "document.title").await;
    assert!(title.contains("(live)"), "{title}");
    accessible(&page, "live game").await;
    screenshot(&page, "live-start").await;
    let first_src: String = eval(&page, "document.getElementById('board').src").await;

    for (who, mv, count) in [(&ann, "b2", 1), (&bob, "a1", 2), (&ann, "c3", 3)] {
        h.play(live_place, who, mv, None).await.unwrap();
        wait_true(
            &page,
            &format!("document.querySelectorAll('#moves li').length === {count}"),
        )
        .await;
    }
    let moves: Vec<String> = eval(
        &page,
        "Array.from(document.querySelectorAll('#moves li')).map(li => li.textContent)",
    )
    .await;
    assert_eq!(moves, ["b2", "a1", "c3"]);
    wait_true(
        &page,
        "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 0",
    )
    .await;
    let src: String = eval(&page, "document.getElementById('board').src").await;
    assert!(src != first_src && src.contains("/now/"), "{src}");
    let status: String = eval(&page, "document.getElementById('status').textContent").await;
    assert!(status.contains("bob"), "bob is to move: {status}");
    screenshot(&page, "live-three-moves").await;
    h.resign(live_place, &bob).await.unwrap();
    wait_true(&page, "document.getElementById('over') !== null").await;
    screenshot(&page, "live-over").await;

    // A whole game played by touching the board: two signed-in players, each in a browser
    // context of their own, click the squares laid over the picture; a spectator in a third
    // sees every move.
    let touched = Place {
        guild_id: Some(GUILD),
        channel_id: 10,
    };
    let challenge = h
        .challenge(
            touched,
            &ann,
            &bob,
            boardbot::games::GameKind::TwentySevens,
            boardbot::games::Options::new(),
        )
        .await
        .unwrap();
    h.accept(challenge.game_id, &bob).await.unwrap();
    let live_url = format!("{base}/g/{}", ids.game(challenge.game_id));
    let mut players = Vec::new();
    for who in [&ann, &bob] {
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
            serde_json::json!({
                "X-Forwarded-For": format!("10.0.0.{}", players.len() + 1)
            }),
        )))
        .await
        .unwrap();
        let token = h.sign_in(who.id, &who.name).await.unwrap();
        page.set_cookie(
            CookieParam::builder()
                .name("bb_session")
                .value(token)
                .url(base.clone())
                .http_only(true)
                .secure(true)
                .build()
                .unwrap(),
        )
        .await
        .unwrap();
        page.goto(&live_url).await.unwrap();
        page.wait_for_navigation().await.unwrap();
        let signed_in: String =
            eval(&page, "document.querySelector('form.session').textContent").await;
        assert!(signed_in.contains(&who.name), "{signed_in}");
        players.push(page);
    }
    let spectator = open(&browser, &live_url, true).await;
    let script = boardbot_testkit::world::decisive_game();
    touch_moves(&players, &spectator, &script, 0..9).await;
    screenshot(&players[0], "live-touch-mid-game").await;
    accessible(&players[0], "live game, signed in").await;
    touch_moves(&players, &spectator, &script, 9..script.len()).await;
    wait_true(&spectator, "document.getElementById('over') !== null").await;
    let played: Vec<String> = eval(
        &spectator,
        "Array.from(document.querySelectorAll('#moves li')).map(li => li.textContent)",
    )
    .await;
    assert_eq!(played, script);
    // The scores came with the frames (the page was loaded at 0–0).
    let scores: Vec<String> = eval(
        &spectator,
        "[0, 1].map(i => document.getElementById('score-' + i).textContent)",
    )
    .await;
    assert_eq!(scores, ["12", "0"]);
    screenshot(&spectator, "live-touch-over").await;

    // After the end the page follows the rematch: offered (in Discord, say), then started,
    // with a link to it that the spectator follows.
    h.rematch(challenge.game_id, &bob).await.unwrap();
    wait_true(
        &spectator,
        "(document.getElementById('news') || {}).textContent === 'bob offers ann a rematch.'",
    )
    .await;
    let Rematch::Started(rematch) = h.rematch(challenge.game_id, &ann).await.unwrap() else {
        panic!("the rematch starts");
    };
    wait_true(&spectator, "document.getElementById('next-game') !== null").await;
    screenshot(&spectator, "live-touch-rematch").await;
    follow(&spectator, "#next-game").await;
    let url = spectator.url().await.unwrap().unwrap();
    assert!(url.contains(&ids.game(rematch.game_id)), "{url}");
    wait_true(&spectator, "document.getElementById('live') !== null").await;

    // The other four games the same way, each to its end, the spectator seeing every move:
    // Mega Tic-Tac-Toe (a string can be several moves of one player), Super Seven (the throw
    // is touched on its panel, then a square), Cross Words Combat (Write, a word of one's
    // own page, then where: four turns each make a short game) by the first choice offered;
    // CCC by a scripted game, a piece then where it goes.
    let games = [
        (
            boardbot::games::GameKind::MegaTicTacToe,
            Options::new(),
            "mega",
        ),
        (
            boardbot::games::GameKind::SuperSeven,
            Options::new(),
            "super-seven",
        ),
        (
            boardbot::games::GameKind::CrossWordsCombat,
            [
                ("page.red", "text\nthe\nhex\nwords"),
                ("turns", "4"),
                ("width", "11"),
                ("height", "11"),
            ]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
            "cross-words-combat",
        ),
        (boardbot::games::GameKind::Ccc, Options::new(), "ccc"),
    ];
    for (channel, (kind, options, name)) in (11..).zip(games) {
        let game = h
            .challenge(
                Place {
                    guild_id: Some(GUILD),
                    channel_id: channel,
                },
                &ann,
                &bob,
                kind,
                options,
            )
            .await
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        h.accept(game.game_id, &bob).await.unwrap();
        let url = format!("{base}/g/{}", ids.game(game.game_id));
        for page in players.iter().chain([&spectator]) {
            page.goto(&url).await.unwrap();
            page.wait_for_navigation().await.unwrap();
        }
        if kind == boardbot::games::GameKind::Ccc {
            play_script_by_touch(&players, &spectator, CCC_DECISIVE_GAME, name).await;
        } else {
            play_first_choices(&players, &spectator, 400, name).await;
        }
        wait_true(&spectator, "document.getElementById('over') !== null").await;
        let record = h.store().game(game.game_id).await.unwrap().unwrap();
        assert_eq!(record.status, boardbot::store::Status::Finished, "{name}");
        screenshot(&spectator, &format!("live-touch-{name}-over")).await;
    }

    // A tournament's page: its standings and its round, whose finished game links to its page.
    let players = [User::new(44, "dee"), User::new(55, "eve")];
    let (tournament, _) = tournament_first_round_played(h, place, &players, false).await;
    let page = open(
        &browser,
        &format!("{base}/t/{}", ids.tournament(tournament)),
        true,
    )
    .await;
    let rows: usize = eval(
        &page,
        "document.querySelectorAll('table.leaderboard tbody tr').length",
    )
    .await;
    assert_eq!(rows, 2);
    screenshot(&page, "tournament").await;
    accessible(&page, "tournament").await;
    follow(&page, "ul.round li a").await;
    assert!(page.url().await.unwrap().unwrap().contains("/g/"));

    browser.close().await.unwrap();
    let _ = browser.wait().await;
    events.abort();
}

/// A Twenty-Sevens game on a clock (`clock=10+5`: both players' clocks show), accepted in
/// `place`, with `ann` and `bob` having played `b2` and `a1`: ann is to move, and each has
/// a score and a last move to show.
async fn clocked_game_under_way(
    h: &boardbot::host::Host,
    place: Place,
    ann: &User,
    bob: &User,
) -> i64 {
    let options: Options = [("clock".to_string(), "10+5".to_string())].into();
    let challenge = h
        .challenge(
            place,
            ann,
            bob,
            boardbot::games::GameKind::TwentySevens,
            options,
        )
        .await
        .unwrap();
    h.accept(challenge.game_id, bob).await.unwrap();
    h.play(place, ann, "b2", None).await.unwrap();
    h.play(place, bob, "a1", None).await.unwrap();
    challenge.game_id
}

/// The live page is a game screen (issue 42): on a phone (390×844) and on a wide screen
/// (1280×720), the board, both players' name, seat, score and clock, whose turn it is and the
/// last move are all in view without scrolling, for a spectator, for a signed-in player
/// (whose touchable squares lie on the scaled picture, and play) and without JavaScript
/// (where the move list is a drawer that still opens). Screenshots of each screen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_live_page_is_a_game_screen() {
    let Some(chromium) = chromium() else {
        assert!(
            std::env::var("BOARDBOT_REQUIRE_BROWSER").as_deref() != Ok("1"),
            "BOARDBOT_REQUIRE_BROWSER=1 but no Chromium: install Debian's `chromium` \
             (scripts/with-chromium does as root) or set CHROMIUM to its path"
        );
        eprintln!("skipped: no Chromium (set CHROMIUM or install Debian's chromium)");
        return;
    };
    let setup = hosts().await.remove(0);
    let h = &setup.host;
    set_public(h, GUILD, true).await;
    let place = Place {
        guild_id: Some(GUILD),
        channel_id: 40,
    };
    let (ann, bob) = (User::new(11, "ann"), User::new(22, "bob"));
    let game = clocked_game_under_way(h, place, &ann, &bob).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(serve(listener, front_end(h), Default::default()));
    let ids = Signer::new(SECRET);
    let url = format!("{base}/g/{}", ids.game(game));

    let profile = tempfile::tempdir().unwrap();
    let (mut browser, events) = launch(chromium, profile.path(), (1280, 720)).await;

    // A spectator, on a phone and on a wide screen.
    for (name, width, height, mobile, share) in [
        ("live-screen-phone", 390, 844, true, 0.35),
        ("live-screen-wide", 1280, 720, false, 0.35),
    ] {
        let page = browser.new_page("about:blank").await.unwrap();
        set_screen(&page, width, height, mobile).await;
        page.goto(&url).await.unwrap();
        page.wait_for_navigation().await.unwrap();
        board_shown(&page).await;
        // The stream's first frame has come (the number watching is its).
        wait_true(
            &page,
            "document.getElementById('watching').textContent !== ''",
        )
        .await;
        assert_game_screen(&page, name, share).await;
        let last: String = eval(&page, "document.getElementById('last-move').textContent").await;
        assert!(last.contains("a1"), "{name}: {last}");
        let turn: String = eval(
            &page,
            "document.querySelector('.player.to-move .name').textContent",
        )
        .await;
        assert_eq!(turn, "ann", "{name}");
        let clock: String = eval(
            &page,
            "document.querySelector('#clock-1 .time').textContent",
        )
        .await;
        assert!(
            clock.starts_with("10:0"),
            "{name}: bob's clock, stopped: {clock}"
        );
        screenshot_screen(&page, name).await;
        accessible(&page, name).await;
        page.close().await.unwrap();
    }

    // Ann, signed in on her phone: her squares lie on the scaled picture, and touching one
    // plays it; then it is bob's turn, which her screen shows.
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
    set_screen(&page, 390, 844, true).await;
    let token = h.sign_in(ann.id, &ann.name).await.unwrap();
    page.set_cookie(
        CookieParam::builder()
            .name("bb_session")
            .value(token)
            .url(base.clone())
            .http_only(true)
            .secure(true)
            .build()
            .unwrap(),
    )
    .await
    .unwrap();
    page.goto(&url).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    board_shown(&page).await;
    wait_true(
        &page,
        "document.querySelector(\"#board-targets button.target[data-move='c3']\") !== null",
    )
    .await;
    assert_game_screen(&page, "live-screen-phone-player", 0.3).await;
    screenshot_screen(&page, "live-screen-phone-player").await;
    accessible(&page, "live-screen-phone-player").await;
    touch(&page, "#board-targets button.target[data-move='c3']").await;
    wait_true(&page, "document.querySelectorAll('#moves li').length === 3").await;
    wait_true(
        &page,
        "document.querySelector('.player.to-move .name').textContent === 'bob'",
    )
    .await;
    let last: String = eval(&page, "document.getElementById('last-move').textContent").await;
    assert!(last.contains("c3"), "{last}");
    // Her clock stopped with her move and earned its increment (the test's host clock stands
    // still): 10:05 + 5 s. It came with the frame.
    wait_true(
        &page,
        "document.querySelector('#clock-0 .time').textContent === '10:10'",
    )
    .await;
    assert_game_screen(&page, "live-screen-phone-player, after her move", 0.3).await;
    screenshot_screen(&page, "live-screen-phone-player-moved").await;
    page.close().await.unwrap();

    // Without JavaScript: the board as it was, in view all the same (the clocks as the
    // server counted them), and the move list a drawer that opens.
    let page = browser.new_page("about:blank").await.unwrap();
    set_screen(&page, 390, 844, true).await;
    page.execute(EnableParams::default()).await.unwrap();
    page.execute(SetBlockedUrLsParams::new(vec!["*/assets/live.js".into()]))
        .await
        .unwrap();
    page.goto(&url).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    wait_true(
        &page,
        "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 0",
    )
    .await;
    let problems: Vec<String> = eval(
        &page,
        "(() => { const W = innerWidth, H = innerHeight; \
           return ['#board', '#status', '#last-move', '.player.to-move .turn-badge', \
                   '#score-0', '#score-1', '#clock-0 .time', '#clock-1 .time'] \
             .filter(s => { const e = document.querySelector(s); if (!e) return true; \
               const r = e.getBoundingClientRect(); \
               return r.width < 1 || r.top < 0 || r.left < 0 || r.bottom > H || r.right > W; }); })()",
    )
    .await;
    assert!(problems.is_empty(), "without JavaScript: {problems:?}");
    let clocks: Vec<String> = eval(
        &page,
        "Array.from(document.querySelectorAll('.player .clock .time')).map(t => t.textContent)",
    )
    .await;
    assert!(
        clocks.len() == 2 && clocks.iter().all(|c| c.contains(':')),
        "{clocks:?}"
    );
    assert!(
        !eval::<bool>(&page, "document.getElementById('moves').checkVisibility()").await,
        "the move list starts closed"
    );
    page.find_element("#moves-drawer summary")
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_true(
        &page,
        "document.querySelector('#moves li:last-child').checkVisibility() \
         && document.querySelector('#moves li:last-child').getBoundingClientRect().bottom <= innerHeight",
    )
    .await;
    screenshot_screen(&page, "live-screen-phone-no-js-moves").await;

    browser.close().await.unwrap();
    let _ = browser.wait().await;
    events.abort();
}
