//! Test databases: a fresh SQLite file always, and a fresh PostgreSQL database when
//! `TEST_DATABASE_URL` is set (scripts/test starts a server and sets it). With
//! `BOARDBOT_REQUIRE_POSTGRES=1` a missing PostgreSQL is an error, not a skip.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use boardbot::host::{Host, HostError, HostSettings, ManualClock};
use boardbot::store::Store;
use sqlx::Connection;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

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

/// A TCP relay to the test's PostgreSQL server that can let one chosen statement through and
/// then cut the connection before the answer comes back (the server did the work, the client
/// saw its connection die), refuse new connections (a server that is down), or hold every
/// byte (a server that hangs, as under SIGSTOP) for one test, while the shared server goes on
/// for the others.
pub struct CuttingRelay {
    /// The database's URL through the relay.
    pub url: String,
    cut: Arc<Cut>,
}

#[derive(Default)]
struct Cut {
    /// Bytes that mark the statement to cut after (in its query text or its bound values).
    marker: std::sync::Mutex<Option<&'static [u8]>>,
    done: AtomicUsize,
    /// New connections are closed at once, as by a server that is down.
    refusing: AtomicBool,
    /// Bytes are held both ways, and new connections get no answer, as from a hung server.
    paused: AtomicBool,
}

impl Cut {
    /// Wait while the relay is paused.
    async fn while_paused(&self) {
        while self.paused.load(Ordering::SeqCst) {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    }
}

impl Cut {
    /// Whether this request from the client is the one to cut after (and if so, disarm).
    fn take(&self, request: &[u8]) -> bool {
        let mut marker = self.marker.lock().unwrap();
        let hit = marker
            .is_some_and(|m| runs_statement(request) && request.windows(m.len()).any(|w| w == m));
        if hit {
            *marker = None;
            self.done.fetch_add(1, Ordering::SeqCst);
        }
        hit
    }
}

/// Whether a request carries an Execute (`E`) or a simple Query (`Q`) message: the wire
/// protocol's messages are a type byte and a big-endian length that counts itself.
fn runs_statement(mut request: &[u8]) -> bool {
    while request.len() >= 5 {
        if matches!(request[0], b'E' | b'Q') {
            return true;
        }
        let len = u32::from_be_bytes(request[1..5].try_into().unwrap()) as usize;
        request = request.get(1 + len..).unwrap_or_default();
    }
    false
}

impl CuttingRelay {
    pub async fn start(db_url: &str) -> CuttingRelay {
        let (user, rest) = db_url.split_once('@').unwrap();
        let (server, name) = rest.split_once('/').unwrap();
        let server = server.to_string();
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("{user}@{}/{name}", listener.local_addr().unwrap());
        let cut = Arc::new(Cut::default());
        let relay_cut = cut.clone();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if relay_cut.refusing.load(Ordering::SeqCst) {
                    continue;
                }
                let server = TcpStream::connect(&server).await.unwrap();
                tokio::spawn(relay(client, server, relay_cut.clone()));
            }
        });
        CuttingRelay { url, cut }
    }

    /// The next statement whose request holds `marker` reaches the server; its answer never
    /// comes back.
    pub fn cut_after_statement_with(&self, marker: &'static [u8]) {
        *self.cut.marker.lock().unwrap() = Some(marker);
    }

    /// While `down`, new connections are closed at once, as by a server that is down.
    pub fn set_down(&self, down: bool) {
        self.cut.refusing.store(down, Ordering::SeqCst);
    }

    /// While `paused`, no byte passes either way: every statement and every new connection
    /// hangs, as with a server that stopped answering.
    pub fn set_paused(&self, paused: bool) {
        self.cut.paused.store(paused, Ordering::SeqCst);
    }

    /// How many connections have been cut so far.
    pub fn cuts(&self) -> usize {
        self.cut.done.load(Ordering::SeqCst)
    }
}

async fn relay(client: TcpStream, server: TcpStream, cut: Arc<Cut>) {
    let (mut from_client, mut to_client) = client.into_split();
    let (mut from_server, mut to_server) = server.into_split();
    let cutting = AtomicBool::new(false);
    let up = async {
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            let n = from_client.read(&mut buf).await.unwrap_or(0);
            if n == 0 {
                return;
            }
            cut.while_paused().await;
            let last = cut.take(&buf[..n]);
            if last {
                cutting.store(true, Ordering::SeqCst);
            }
            if to_server.write_all(&buf[..n]).await.is_err() {
                return;
            }
            if last {
                // Time for the server to finish the work before the connection goes.
                tokio::time::sleep(std::time::Duration::from_millis(300)).await;
                return;
            }
        }
    };
    let down = async {
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            let n = from_server.read(&mut buf).await.unwrap_or(0);
            cut.while_paused().await;
            if cutting.load(Ordering::SeqCst) {
                // Swallow the answer; the relay ends when `up` has waited.
                return std::future::pending::<()>().await;
            }
            if n == 0 || to_client.write_all(&buf[..n]).await.is_err() {
                return;
            }
        }
    };
    // Whichever side ends first ends the relay; dropping the halves closes both sockets.
    tokio::select! {
        () = up => {}
        () = down => {}
    }
}

/// Close every connection to the PostgreSQL database at `url` from the server's side, as a
/// restart does.
pub async fn drop_every_connection(url: &str) {
    let (server, name) = url.rsplit_once('/').unwrap();
    let mut admin = sqlx::postgres::PgConnection::connect(&format!("{server}/postgres"))
        .await
        .unwrap();
    sqlx::query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1")
        .bind(name)
        .execute(&mut admin)
        .await
        .unwrap();
}

/// A host on one backend, with a clock the test moves.
pub struct HostSetup {
    pub host: Host,
    pub clock: Arc<ManualClock>,
    /// The database under the host (kept alive as long as the host).
    pub db: TestDb,
}

/// A host on every backend available here, each on its own fresh database.
pub async fn hosts() -> Vec<HostSetup> {
    hosts_with(HostSettings::default()).await
}

/// [`hosts`] with settings of the test's own.
pub async fn hosts_with(settings: HostSettings) -> Vec<HostSetup> {
    let mut out = Vec::new();
    for test_db in all().await {
        let clock = Arc::new(ManualClock::new(1_700_000_000_000));
        let host = Host::new(test_db.store.clone(), clock.clone(), settings);
        out.push(HostSetup {
            host,
            clock,
            db: test_db,
        });
    }
    out
}

/// The text of a refusal; anything else fails the test.
pub fn refused<T: std::fmt::Debug>(r: Result<T, HostError>) -> String {
    match r {
        Err(HostError::Refused(text)) => text.get(boardbot::i18n::Lang::EnUs),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// `winner` beats `loser` in a rated Twenty-Sevens game in `place`: one move each, then
/// `loser` resigns. The final board.
pub async fn rated_win(
    host: &Host,
    place: boardbot::host::Place,
    winner: &boardbot::host::User,
    loser: &boardbot::host::User,
) -> boardbot::host::BoardView {
    let game = host
        .challenge(
            place,
            winner,
            loser,
            boardbot::games::GameKind::TwentySevens,
            boardbot::games::Options::new(),
        )
        .await
        .unwrap()
        .game_id;
    host.accept(game, loser).await.unwrap();
    host.play(place, winner, "b2", None).await.unwrap();
    host.play(place, loser, "a1", None).await.unwrap();
    host.resign(place, loser).await.unwrap()
}
