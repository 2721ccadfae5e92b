//! Data-scale benchmark (not a test): how the bot answers after a year of a big server.
//!
//! `--storage N`: bytes per finished game by kind on PostgreSQL (N games a kind).
//!
//! Run: `scripts/with-postgres cargo bench --bench data_scale -- --storage 200`.

mod storage;

fn arg(name: &str) -> Option<usize> {
    let argv: Vec<String> = std::env::args().collect();
    let i = argv.iter().position(|a| a == name)?;
    argv.get(i + 1)?.parse().ok()
}

#[tokio::main]
async fn main() {
    if let Some(count) = arg("--storage") {
        storage::report(count).await;
    }
}
