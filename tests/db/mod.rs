#![allow(dead_code)] // each test binary uses the part it needs
//! Test databases: a fresh SQLite file always, and a fresh PostgreSQL database when
//! `TEST_DATABASE_URL` is set (scripts/test starts a server and sets it). With
//! `BOARDBOT_REQUIRE_POSTGRES=1` a missing PostgreSQL is an error, not a skip.

use boardbot::store::Store;
use sqlx::Connection;

pub struct TestDb {
    pub store: Store,
    pub url: String,
    // Keeps the SQLite file alive for the test.
    _dir: Option<tempfile::TempDir>,
}

pub async fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/test.db", dir.path().display());
    TestDb {
        store: Store::connect(&url).await.unwrap(),
        url,
        _dir: Some(dir),
    }
}

/// A URL of a new, empty PostgreSQL database, if a server is available.
pub async fn postgres_url() -> Option<String> {
    let base = match std::env::var("TEST_DATABASE_URL") {
        Ok(url) if !url.is_empty() => url,
        _ => {
            assert!(
                std::env::var("BOARDBOT_REQUIRE_POSTGRES").is_err(),
                "BOARDBOT_REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not"
            );
            return None;
        }
    };
    let name = format!("bb_test_{}", &boardbot::host::fresh_seed()[..16]);
    let mut admin = sqlx::postgres::PgConnection::connect(&base).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    let (prefix, _) = base.rsplit_once('/').unwrap();
    Some(format!("{prefix}/{name}"))
}

pub async fn postgres() -> Option<TestDb> {
    let url = postgres_url().await?;
    Some(TestDb {
        store: Store::connect(&url).await.unwrap(),
        url,
        _dir: None,
    })
}

/// Every backend available here.
pub async fn all() -> Vec<TestDb> {
    let mut dbs = vec![sqlite().await];
    dbs.extend(postgres().await);
    dbs
}
