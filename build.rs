//! Builds the Discord Activity's script (`scripts/build-activity`: `npm ci` when needed, then
//! esbuild) so that `cargo run` sets everything up on a fresh machine. The web server reads
//! the bundle at start; without Node.js the build goes on with a warning, and `/activity`
//! answers 503 until the script is built.

use std::process::Command;

fn main() {
    for input in [
        "activity/src/activity.js",
        "activity/package.json",
        "activity/package-lock.json",
        "activity/dist/app.js",
        "scripts/build-activity",
    ] {
        println!("cargo:rerun-if-changed={input}");
    }
    match Command::new("scripts/build-activity").status() {
        Ok(status) if status.success() => {}
        Ok(status) => println!(
            "cargo:warning=scripts/build-activity failed ({status}): the Discord Activity \
             answers 503 until it is built"
        ),
        Err(e) => println!(
            "cargo:warning=could not run scripts/build-activity ({e}): the Discord Activity \
             answers 503 until it is built"
        ),
    }
}
