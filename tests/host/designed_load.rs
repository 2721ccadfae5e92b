//! A thousand moves of designed games never delay a native game's move beyond its usual
//! latency (issue 44), on both backends: native Twenty-Sevens moves are timed alone, then
//! while 1,000 Hex moves (a rules file's game) are played at once in channels of other
//! servers. A designed game's calls wait for their server's turn and the process's share of
//! the blocking pool (`host::designs::DesignCalls`); a native move waits for neither, so its
//! median stays near its median alone (within 3× plus 2 ms: the machine is shared and noisy,
//! and the designed games' own work takes a share of its CPU). Alone is timed before and after
//! the load, and the slower of the two is the usual latency: other work on a shared machine
//! comes and goes over the tens of seconds the test takes.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use boardbot::games::designed::DesignedRules;
use boardbot::games::{GameKind, Options};
use boardbot::host::{BoardView, GameTerms, Host, Place, User};

use boardbot_testkit::db::hosts;
use boardbot_testkit::world::decisive_game;

/// Designed-game moves played while the native moves are timed.
const DESIGNED_MOVES: usize = 1_000;
/// Channels playing Hex at once, two to a server.
const DESIGNED_CHANNELS: usize = 20;
/// Native moves timed alone, before and again after the load.
const NATIVE_ALONE: usize = 40;
/// Under the load, a native move every so often rather than back to back: a player's pace,
/// which leaves the designed games the CPU they would have.
const NATIVE_PAUSE: Duration = Duration::from_millis(10);
/// Native moves timed under the load, at least.
const NATIVE_UNDER_LOAD: usize = 20;

/// Ann (Red, first) joins the bottom and top rows along file a; Bob plays file b.
const RED_WINS: [&str; 13] = [
    "a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5", "b5", "a6", "b6", "a7",
];

fn players(channel: u64) -> [User; 2] {
    [
        User::new(1_000 + 2 * channel, format!("red{channel}")),
        User::new(1_001 + 2 * channel, format!("blue{channel}")),
    ]
}

fn casual() -> GameTerms {
    GameTerms {
        options: Options::new(),
        rated: false,
        turn_seconds: None,
    }
}

/// The player whose turn it is on `view` (a game of two of `seats`).
fn mover<'a>(view: &BoardView, seats: &'a [User; 2]) -> &'a User {
    let seat = view.to_move.expect("a game in progress");
    let id = view.players[seat.index()];
    seats
        .iter()
        .find(|u| u.id == id)
        .expect("one of the players")
}

async fn start(h: &Host, place: Place, kind: GameKind, players: &[User; 2]) {
    let challenge = h
        .challenge(place, &players[0], &players[1], kind, casual())
        .await
        .unwrap();
    h.accept(challenge.game_id, &players[1]).await.unwrap();
}

/// Plays `moves` moves of Hex in `place`, a new game whenever one ends.
async fn designed_channel(h: Host, kind: GameKind, place: Place, moves: usize) {
    let seats = players(place.channel_id);
    let mut played = 0;
    while played < moves {
        start(&h, place, kind, &seats).await;
        let mut view = h.board(place).await.unwrap();
        for mv in RED_WINS.iter().take(moves - played) {
            view = h.play(place, mover(&view, &seats), mv, None).await.unwrap();
            played += 1;
        }
    }
}

/// Native Twenty-Sevens moves in `place`, one after another (a new game whenever one ends),
/// until `count` are played and `keep_going` is false, `pause` after each: each move's time in
/// milliseconds.
async fn timed_native_moves(
    h: &Host,
    place: Place,
    count: usize,
    keep_going: &AtomicBool,
    pause: Duration,
) -> Vec<f64> {
    let seats = players(place.channel_id);
    let moves = decisive_game();
    // Who moves first is drawn per game: the seat to move is whoever the board names.
    let mut times = Vec::new();
    while times.len() < count || keep_going.load(Ordering::SeqCst) {
        start(h, place, GameKind::TwentySevens, &seats).await;
        let mut view = h.board(place).await.unwrap();
        for mv in &moves {
            let user = mover(&view, &seats);
            let started = Instant::now();
            view = h.play(place, user, mv, None).await.unwrap();
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            tokio::time::sleep(pause).await;
        }
    }
    times
}

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_designed_moves_never_delay_a_native_move_beyond_its_usual_latency() {
    let rules = DesignedRules::load_file(Path::new("designs/hex.luau")).unwrap();
    let hex = GameKind::Designed(rules.key);
    for s in hosts().await {
        let h = &s.host;
        let native = Place {
            guild_id: Some(1),
            channel_id: 1,
        };
        // Warm up (the first moves open connections and caches), then time the moves alone.
        let alone = || async {
            let still = AtomicBool::new(false);
            median(timed_native_moves(h, native, NATIVE_ALONE, &still, NATIVE_PAUSE).await)
        };
        timed_native_moves(h, native, 5, &AtomicBool::new(false), Duration::ZERO).await;
        let before = alone().await;

        let loading = Arc::new(AtomicBool::new(true));
        let started = Instant::now();
        let load: Vec<_> = (0..DESIGNED_CHANNELS as u64)
            .map(|c| {
                let place = Place {
                    guild_id: Some(100 + c / 2),
                    channel_id: 100 + c,
                };
                let h = h.clone();
                tokio::spawn(designed_channel(
                    h,
                    hex,
                    place,
                    DESIGNED_MOVES / DESIGNED_CHANNELS,
                ))
            })
            .collect();
        let stop = {
            let loading = loading.clone();
            tokio::spawn(async move {
                for task in load {
                    task.await.unwrap();
                }
                loading.store(false, Ordering::SeqCst);
            })
        };
        // Let the designed games get under way before timing.
        tokio::time::sleep(Duration::from_millis(200)).await;
        let under_load =
            timed_native_moves(h, native, NATIVE_UNDER_LOAD, &loading, NATIVE_PAUSE).await;
        stop.await.unwrap();
        let load_seconds = started.elapsed().as_secs_f64();
        let after = alone().await;
        let alone = before.max(after);
        let (n, loaded) = (under_load.len(), median(under_load));
        eprintln!(
            "{}: native move median alone {before:.1} ms before, {after:.1} ms after; with \
             {DESIGNED_MOVES} designed moves in {load_seconds:.1} s at once {loaded:.1} ms \
             ({n} moves)",
            s.db.url.split(':').next().unwrap_or("?")
        );
        assert!(
            loaded <= 3.0 * alone + 2.0,
            "native moves slowed by the designed games: median {loaded:.1} ms under load, \
             {alone:.1} ms alone"
        );
    }
}
