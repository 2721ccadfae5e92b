//! A fresh PostgreSQL database per test.
//!
//! Set `TEST_DATABASE_URL` to a server URL whose user may create databases, e.g.
//! `postgres://postgres@127.0.0.1:5432/postgres`. `scripts/test` (through
//! `scripts/with-postgres`) starts a throw-away PostgreSQL server on loopback, sets
//! `TEST_DATABASE_URL` and `BOARDBOT_REQUIRE_POSTGRES=1`, and runs `cargo test`; `.ci/run`
//! calls `scripts/test`. Each test gets its own database `bb_test_<random>` on that server, so
//! tests run in parallel without seeing each other's data.
//!
//! Without `TEST_DATABASE_URL` (a plain `cargo test`), [`bot_database`] falls back to a fresh
//! SQLite file, so the end-to-end tests still run; with `BOARDBOT_REQUIRE_POSTGRES` set, a
//! missing `TEST_DATABASE_URL` is an error instead.

use sqlx::{Connection, Executor};

/// The environment variable naming the server (any database on it) to create test databases on.
pub const ENV: &str = "TEST_DATABASE_URL";

/// A database created for one test.
#[derive(Clone, Debug)]
pub struct TestDb {
    /// URL of the new database (pass it to the bot as `DATABASE_URL`).
    pub url: String,
    /// Its name, `bb_test_…`.
    pub name: String,
    admin_url: String,
}

/// Replace the database name in a `postgres://user:pass@host:port/db?params` URL.
pub fn with_database(url: &str, db: &str) -> String {
    let (head, query) = match url.split_once('?') {
        Some((h, q)) => (h, Some(q)),
        None => (url, None),
    };
    let scheme_end = head.find("://").map_or(0, |i| i + 3);
    let base = match head[scheme_end..].find('/') {
        Some(i) => &head[..scheme_end + i],
        None => head,
    };
    match query {
        Some(q) => format!("{base}/{db}?{q}"),
        None => format!("{base}/{db}"),
    }
}

/// Set by scripts/test: a missing `TEST_DATABASE_URL` is then an error, not a fallback.
pub const REQUIRE_ENV: &str = "BOARDBOT_REQUIRE_POSTGRES";

/// A fresh database on the `TEST_DATABASE_URL` server, or None when the variable is unset
/// (panics instead when `BOARDBOT_REQUIRE_POSTGRES` is set).
pub async fn test_database() -> Option<TestDb> {
    let Some(admin_url) = std::env::var(ENV).ok().filter(|s| !s.trim().is_empty()) else {
        assert!(
            std::env::var(REQUIRE_ENV).is_err(),
            "{REQUIRE_ENV} is set but {ENV} is not"
        );
        return None;
    };
    let name = format!(
        "bb_test_{}_{:08x}",
        std::process::id(),
        rand::random::<u32>()
    );
    let mut conn = sqlx::PgConnection::connect(&admin_url)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to {ENV}={admin_url}: {e}"));
    conn.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .unwrap_or_else(|e| panic!("CREATE DATABASE {name} failed: {e}"));
    let _ = conn.close().await;
    Some(TestDb {
        url: with_database(&admin_url, &name),
        name,
        admin_url,
    })
}

/// A database for the bot under test: a fresh PostgreSQL database when `TEST_DATABASE_URL` is
/// set, otherwise a fresh SQLite file (kept while the value lives).
pub struct BotDb {
    /// The `DATABASE_URL` to give the bot.
    pub url: String,
    pub postgres: Option<TestDb>,
    _dir: Option<tempfile::TempDir>,
}

pub async fn bot_database() -> BotDb {
    if let Some(db) = test_database().await {
        return BotDb {
            url: db.url.clone(),
            postgres: Some(db),
            _dir: None,
        };
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/bot.db?mode=rwc", dir.path().display());
    BotDb {
        url,
        postgres: None,
        _dir: Some(dir),
    }
}

impl TestDb {
    /// Drop the database (closing any connection still open to it). Optional: the server of
    /// scripts/test is thrown away after the run.
    pub async fn drop_db(self) {
        if let Ok(mut conn) = sqlx::PgConnection::connect(&self.admin_url).await {
            let _ = conn
                .execute(format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name).as_str())
                .await;
            let _ = conn.close().await;
        }
    }
}

#[cfg(test)]
#[test]
fn replaces_the_database_name() {
    assert_eq!(
        with_database("postgres://u:p@h:5432/postgres", "x"),
        "postgres://u:p@h:5432/x"
    );
    assert_eq!(
        with_database("postgres://u@h/db?sslmode=disable", "x"),
        "postgres://u@h/x?sslmode=disable"
    );
    assert_eq!(with_database("postgres://h:1", "x"), "postgres://h:1/x");
}
