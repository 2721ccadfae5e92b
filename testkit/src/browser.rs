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
