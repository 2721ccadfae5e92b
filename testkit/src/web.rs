//! The public web pages in tests and benches: a front end over a test host, a server that has
//! opted in, and finished games to show.

use std::net::SocketAddr;
use std::time::Duration;

use boardbot::games::GameKind;
use boardbot::host::Signer;
use boardbot::host::{Host, Place, User};
use boardbot::web::Web;

use futures_util::StreamExt as _;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

use crate::world::decisive_game;

/// The `WEB_SECRET` of the tests.
pub const SECRET: &[u8] = b"test-web-secret-0123456789";

/// The pages over `host`, links under `http://pages.test`.
pub fn front_end(host: &Host) -> Web {
    Web::new(
        host.clone(),
        Signer::new(SECRET),
        Some("http://pages.test".into()),
    )
}

/// A moderator of `guild_id` opens or closes its public pages.
pub async fn set_public(host: &Host, guild_id: u64, on: bool) {
    let moderator = User {
        manages_server: true,
        ..User::new(1, "mod")
    };
    host.set_public_pages(Some(guild_id), &moderator, on)
        .await
        .unwrap();
}

/// `first` challenges `second` to Twenty-Sevens in `place`, and they play a decisive game of
/// 27 moves to its end. The game's id.
pub async fn finished_game(host: &Host, place: Place, first: &User, second: &User) -> i64 {
    let challenge = host
        .challenge(
            place,
            first,
            second,
            GameKind::TwentySevens,
            boardbot::games::Options::new(),
        )
        .await
        .unwrap();
    let mut view = host.accept(challenge.game_id, second).await.unwrap();
    let record = host.store().game(challenge.game_id).await.unwrap().unwrap();
    for mv in decisive_game() {
        let seat = view.to_move.expect("the game goes on until the last move");
        let mover = if record.players[seat.index()] == first.id {
            first
        } else {
            second
        };
        view = host.play(place, mover, &mv, None).await.unwrap();
    }
    assert!(view.to_move.is_none(), "the scripted game ends");
    challenge.game_id
}

/// A Twenty-Sevens round robin of `players` in `place`'s server, started at once by an
/// organizer, with each game of its first round started in a thread of its own and won by its
/// first seat (the second resigns). The tournament's number and those games.
pub async fn tournament_first_round_played(
    host: &Host,
    place: Place,
    players: &[User],
    rated: bool,
) -> (i64, Vec<i64>) {
    use boardbot::host::tournaments::{TournamentSpec, TournamentUpdate};
    use boardbot::pairing::Format;
    let organizer = User {
        manages_events: true,
        ..User::new(1, "org")
    };
    let spec = TournamentSpec {
        kind: GameKind::TwentySevens,
        format: Format::RoundRobin { double: false },
        options: boardbot::games::Options::new(),
        turn_seconds: None,
        starts_in_ms: Some(0),
        rated,
        max_players: None,
        bye_points: None,
    };
    let t = host
        .create_tournament(place, &organizer, spec, true)
        .await
        .unwrap();
    for player in players {
        host.join_tournament(place, player, t.record.id)
            .await
            .unwrap();
    }
    let mut games = Vec::new();
    for update in host.tournament_tick().await.unwrap() {
        let TournamentUpdate::GamesToStart(pending) = update else {
            continue;
        };
        for g in pending {
            // Thread ids well away from the tests' channels.
            host.claim_tournament_thread(g.pairing_id, 9_000_000 + g.pairing_id as u64)
                .await
                .unwrap();
            let board = host
                .start_tournament_game(g.tournament_id, g.pairing_id)
                .await
                .unwrap()
                .unwrap();
            let thread = Place {
                guild_id: place.guild_id,
                channel_id: board.channel_id,
            };
            let loser = User::new(board.players[1], "x");
            host.resign(thread, &loser).await.unwrap();
            games.push(board.game_id);
        }
    }
    (t.record.id, games)
}

/// A connection to `server` from the loopback address `from` (127.0.0.1, 127.0.0.2, …: each
/// a client of its own to the server).
pub async fn connect_from(from: &str, server: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    socket.connect(server).await.unwrap()
}

/// An answer over HTTP/1.1: its status, headers (names in lower case) and body.
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Read one whole answer (the server closes after it: every request says `Connection: close`).
pub async fn read_reply(stream: &mut TcpStream) -> Reply {
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(15), stream.read_to_end(&mut raw))
        .await
        .expect("an answer within 15 s")
        .expect("an answer");
    let text_end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a whole head");
    let head = String::from_utf8_lossy(&raw[..text_end]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Reply {
        status,
        headers,
        body: raw[text_end + 4..].to_vec(),
    }
}

/// GET `path` from `server` over a connection of its own from `from`, with extra headers.
pub async fn get_from(from: &str, server: SocketAddr, path: &str, extra: &[(&str, &str)]) -> Reply {
    let mut stream = connect_from(from, server).await;
    let mut request = format!("GET {path} HTTP/1.1\r\nHost: pages.test\r\nConnection: close\r\n");
    for (name, value) in extra {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    read_reply(&mut stream).await
}

/// An answer of the pages' router, asked in process.
pub struct Answer {
    pub status: axum::http::StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.text()))
    }

    /// A header's value ("" when absent).
    pub fn header(&self, name: axum::http::header::HeaderName) -> String {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default()
    }

    /// The `name=value` a `Set-Cookie` gives `name`, without its attributes.
    pub fn cookie(&self, name: &str) -> Option<String> {
        self.headers
            .get_all(axum::http::header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .find(|c| c.starts_with(&format!("{name}=")))
            .map(|c| c.split(';').next().unwrap().to_string())
    }
}

/// Ask `app` (the pages' router) `method uri` with `headers` and `body`, in process.
pub async fn ask(
    app: &axum::Router,
    method: axum::http::Method,
    uri: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Answer {
    use tower::ServiceExt;
    let mut builder = axum::http::Request::builder().method(method).uri(uri);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    let response = app
        .clone()
        .oneshot(
            builder
                .body(axum::body::Body::from(body.to_string()))
                .unwrap(),
        )
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), 16 << 20)
        .await
        .unwrap()
        .to_vec();
    Answer {
        status,
        headers,
        body,
    }
}

/// A stream of frames, read as a browser's EventSource would.
pub struct EventStream {
    body: axum::body::BodyDataStream,
    buffer: String,
}

impl EventStream {
    pub async fn open(
        app: &axum::Router,
        uri: &str,
        last_seen: Option<&str>,
    ) -> Result<EventStream, axum::http::StatusCode> {
        let headers: &[(&str, &str)] = match last_seen {
            Some(id) => &[("last-event-id", id)],
            None => &[],
        };
        EventStream::open_with(app, uri, headers).await
    }

    pub async fn open_with(
        app: &axum::Router,
        uri: &str,
        headers: &[(&str, &str)],
    ) -> Result<EventStream, axum::http::StatusCode> {
        let mut request = axum::http::Request::builder().uri(uri);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        use tower::ServiceExt as _;
        let response = app
            .clone()
            .oneshot(request.body(axum::body::Body::empty()).unwrap())
            .await
            .unwrap();
        if response.status() != axum::http::StatusCode::OK {
            return Err(response.status());
        }
        assert_eq!(
            response.headers()["content-type"],
            "text/event-stream",
            "an event stream"
        );
        Ok(EventStream {
            body: response.into_body().into_data_stream(),
            buffer: String::new(),
        })
    }

    /// The next board's version and data within `wait`: `Ok(None)` when the stream ended, `Err`
    /// when nothing came.
    pub async fn next(&mut self, wait: Duration) -> Result<Option<(i64, serde_json::Value)>, ()> {
        Ok(self.next_event(wait).await?.map(|(event, id, data)| {
            assert_eq!(event, "board", "{data}");
            (id.parse().unwrap(), data)
        }))
    }

    /// The next event's name, id and data within `wait`, as [`EventStream::next`].
    pub async fn next_event(
        &mut self,
        wait: Duration,
    ) -> Result<Option<(String, String, serde_json::Value)>, ()> {
        tokio::time::timeout(wait, async {
            loop {
                if let Some(end) = self.buffer.find("\n\n") {
                    let block: String = self.buffer.drain(..end + 2).collect();
                    let (mut event, mut id, mut data) = (None, None, None);
                    for line in block.lines() {
                        if let Some(v) = line.strip_prefix("event:") {
                            event = Some(v.trim().to_string());
                        } else if let Some(v) = line.strip_prefix("id:") {
                            id = Some(v.trim().to_string());
                        } else if let Some(v) = line.strip_prefix("data:") {
                            data = serde_json::from_str(v.trim()).ok();
                        }
                    }
                    // A comment (the keep-alive) is no frame.
                    if let (Some(event), Some(id), Some(data)) = (event, id, data) {
                        return Some((event, id, data));
                    }
                    continue;
                }
                match self.body.next().await {
                    Some(Ok(bytes)) => self.buffer.push_str(&String::from_utf8_lossy(&bytes)),
                    _ => return None,
                }
            }
        })
        .await
        .map_err(|_| ())
    }
}
