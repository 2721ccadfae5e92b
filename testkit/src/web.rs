//! The public web pages in tests and benches: a front end over a test host, a server that has
//! opted in, and finished games to show.

use std::net::SocketAddr;
use std::time::Duration;

use boardbot::games::GameKind;
use boardbot::host::Signer;
use boardbot::host::{Host, Place, User};
use boardbot::web::Web;

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
