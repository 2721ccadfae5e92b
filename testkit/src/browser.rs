//! Headless Chromium for the pages' tests: finding it, launching it, and what every browser
//! test does with a page (evaluate, wait for, touch a square of the board, take a picture).

use std::path::PathBuf;
use std::time::Duration;

use chromiumoxide::browser::{Browser, BrowserConfig};
use chromiumoxide::page::ScreenshotParams;
use chromiumoxide::Page;
use futures_util::StreamExt;

/// The Chromium to drive: `CHROMIUM`, else `chromium` or `chromium-browser` on `PATH`.
pub fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CHROMIUM").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).find_map(|dir| {
        ["chromium", "chromium-browser"]
            .iter()
            .map(|name| dir.join(name))
            .find(|p| p.is_file())
    })
}

/// A headless Chromium (`executable`) with a window of `size`, its profile in `profile`, and
/// the task that carries its DevTools events (abort it once the browser is closed).
pub async fn launch(
    executable: PathBuf,
    profile: &std::path::Path,
    size: (u32, u32),
) -> (Browser, tokio::task::JoinHandle<()>) {
    let mut config = BrowserConfig::builder()
        .chrome_executable(executable)
        .new_headless_mode()
        .user_data_dir(profile)
        .window_size(size.0, size.1)
        .args(["--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US"]);
    // Chromium refuses to run as root inside its sandbox.
    if std::env::var("USER").as_deref() == Ok("root") || is_root() {
        config = config.no_sandbox();
    }
    let (browser, mut handler) = Browser::launch(config.build().unwrap()).await.unwrap();
    let events = tokio::spawn(async move { while handler.next().await.is_some() {} });
    (browser, events)
}

fn is_root() -> bool {
    std::process::Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// Where the tests' screenshots go: `target/web-screenshots` of the workspace.
pub fn screenshot_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A picture of the whole page, as `name.png` in [`screenshot_dir`].
pub async fn screenshot(page: &Page, name: &str) {
    page.save_screenshot(
        ScreenshotParams::builder().full_page(true).build(),
        screenshot_dir().join(format!("{name}.png")),
    )
    .await
    .unwrap();
}

/// The value of `js` in the page.
pub async fn eval<T: serde::de::DeserializeOwned>(page: &Page, js: &str) -> T {
    page.evaluate(js)
        .await
        .unwrap_or_else(|e| panic!("{js}: {e}"))
        .into_value()
        .unwrap_or_else(|e| panic!("{js}: {e}"))
}

/// Polls `js` until it is true. Ten seconds: CI machines are slow and noisy.
pub async fn wait_true(page: &Page, js: &str) {
    if !became_true(page, js).await {
        let text: String = eval(page, "document.body.innerText").await;
        panic!("never true: {js}\n{text}");
    }
}

/// Whether `js` becomes true within ten seconds.
pub async fn became_true(page: &Page, js: &str) -> bool {
    for _ in 0..200 {
        if eval::<bool>(page, js).await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

/// A real click at a square's place on the board picture, once the picture is there: the
/// squares are laid out in fractions of its size, so a click before it has loaded lands
/// elsewhere.
pub async fn touch(page: &Page, selector: &str) {
    wait_true(
        page,
        "(() => { const b = document.getElementById('board'); \
          return b.complete && b.naturalWidth > 0 && b.getBoundingClientRect().height > 0; })()",
    )
    .await;
    page.find_element(selector)
        .await
        .unwrap_or_else(|e| panic!("{selector}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("{selector}: {e}"));
}

/// Lays `page` out as a screen of `width`×`height` CSS pixels; `mobile`: a phone's (its
/// viewport meta tag applies, two device pixels to one).
pub async fn set_screen(page: &Page, width: i64, height: i64, mobile: bool) {
    use chromiumoxide::cdp::browser_protocol::emulation::SetDeviceMetricsOverrideParams;
    page.execute(
        SetDeviceMetricsOverrideParams::builder()
            .width(width)
            .height(height)
            .device_scale_factor(if mobile { 2.0 } else { 1.0 })
            .mobile(mobile)
            .build()
            .unwrap(),
    )
    .await
    .unwrap();
}

/// A picture of what the screen shows without scrolling, as `name.png` in
/// [`screenshot_dir`] (a whole-page picture would lay the page out again at its full height).
pub async fn screenshot_screen(page: &Page, name: &str) {
    page.save_screenshot(
        ScreenshotParams::builder().build(),
        screenshot_dir().join(format!("{name}.png")),
    )
    .await
    .unwrap();
}

/// Waits until a live page's board picture is loaded and the layer of its touchable squares
/// is laid over it.
pub async fn board_shown(page: &Page) {
    wait_true(
        page,
        "(() => { const b = document.getElementById('board'); \
          const l = document.getElementById('board-targets'); \
          return b.complete && b.naturalWidth > 0 && l.getBoundingClientRect().width > 0; })()",
    )
    .await;
}

/// What a game screen must show without scrolling: the board picture, both players' name,
/// seat, score and clock, whose turn it is, the status and the last move.
pub const GAME_SCREEN_PARTS: &[&str] = &[
    "#board",
    "#status",
    "#last-move",
    ".player.to-move .turn-badge",
    "#player-0 .name",
    "#player-0 .seat",
    "#score-0",
    "#clock-0 .time",
    "#player-1 .name",
    "#player-1 .seat",
    "#score-1",
    "#clock-1 .time",
];

/// Checks a live game's screen as shown (call [`board_shown`] first): every part of
/// [`GAME_SCREEN_PARTS`] lies inside the viewport, unscrolled and uncovered; the board
/// picture as drawn (scaled to fit, see live.js) is at least `min_share` of the screen, and
/// the layer of touchable squares lies exactly on it with every square inside it. Panics
/// with each problem found, `what` naming the screen.
pub async fn assert_game_screen(page: &Page, what: &str, min_share: f64) {
    let parts = serde_json::to_string(GAME_SCREEN_PARTS).unwrap();
    let problems: Vec<String> = eval(
        page,
        &format!(
            r#"(() => {{
    const W = window.innerWidth, H = window.innerHeight, problems = [];
    if (window.scrollX !== 0 || window.scrollY !== 0) problems.push(`scrolled to ${{window.scrollX}},${{window.scrollY}}`);
    const show = r => `${{Math.round(r.left)}},${{Math.round(r.top)}} ${{Math.round(r.width)}}x${{Math.round(r.height)}}`;
    const inside = (r, o) => r.left >= o.left - 0.5 && r.top >= o.top - 0.5 && r.right <= o.right + 0.5 && r.bottom <= o.bottom + 0.5;
    const screen = {{ left: 0, top: 0, right: W, bottom: H }};
    for (const sel of {parts}) {{
        const el = document.querySelector(sel);
        if (!el) {{ problems.push(`${{sel}}: missing`); continue; }}
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) {{ problems.push(`${{sel}}: not shown`); continue; }}
        if (!inside(r, screen)) {{ problems.push(`${{sel}}: at ${{show(r)}}, outside the ${{W}}x${{H}} screen`); continue; }}
        if (sel === '#board') continue;
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!top || !(el === top || el.contains(top))) problems.push(`${{sel}}: covered by ${{top && top.outerHTML.slice(0, 80)}}`);
    }}
    const img = document.getElementById('board');
    const layer = document.getElementById('board-targets');
    if (img && layer && img.naturalWidth) {{
        const box = img.getBoundingClientRect();
        const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
        const w = img.naturalWidth * scale, h = img.naturalHeight * scale;
        const drawn = {{ left: box.left + (box.width - w) / 2, top: box.top + (box.height - h) / 2, width: w, height: h }};
        const l = layer.getBoundingClientRect();
        const off = Math.max(Math.abs(l.left - drawn.left), Math.abs(l.top - drawn.top), Math.abs(l.width - w), Math.abs(l.height - h));
        if (off > 1) problems.push(`the squares' layer at ${{show(l)}} is not the picture as drawn at ${{show(drawn)}}`);
        if (w * h < {min_share} * W * H) problems.push(`the picture is small: ${{Math.round(w)}}x${{Math.round(h)}} on a ${{W}}x${{H}} screen`);
        for (const b of layer.querySelectorAll('button.target')) {{
            if (!inside(b.getBoundingClientRect(), l)) problems.push(`a square off the picture: ${{show(b.getBoundingClientRect())}}`);
        }}
    }}
    return problems;
}})()"#
        ),
    )
    .await;
    assert!(problems.is_empty(), "{what}: {problems:#?}");
}
