//! A move with conditional lines queued against one without, on SQLite (a file, as the bot
//! keeps it): each sample is a fresh Twenty-Sevens game where Alice has moved, and Bob's reply
//! `Host::play` is timed with none of Alice's lines queued, with 10 lines that do not foresee
//! it (all read, all dropped), and with 10 lines one of which foresees it (Alice's reply is
//! then played and committed within the same call: two moves). Samples of the three kinds
//! alternate, so that drift in the machine's load falls on all alike. Prints the medians and
//! their ratios.
//!
//! `cargo bench --bench conditional_moves [-- --samples N]` (200 by default).

use std::sync::Arc;
use std::time::{Duration, Instant};

use boardbot::games::{GameKind, Options};
use boardbot::host::{GameTerms, Host, HostSettings, ManualClock, Place, User};
use boardbot::store::Store;

/// Ten lines of four moves after Alice's b2, none of which starts with Bob's a1.
const MISSING: &str = "a2, c1, c3, a3; a2, c2, c3, a3; a3, c1, c3, a3; a3, c2, c3, a3; b1, c1, c3, a3; b1, c2, c3, a3; b3, c1, c3, a3; b3, c2, c3, a3; c1, c2, c3, a3; c2, c1, c3, a3";
/// Ten lines, the last of which foresees Bob's a1.
const MATCHING: &str = "a2, c1, c3, a3; a2, c2, c3, a3; a3, c1, c3, a3; a3, c2, c3, a3; b1, c1, c3, a3; b1, c2, c3, a3; b3, c1, c3, a3; b3, c2, c3, a3; c1, c2, c3, a3; a1, c1, c3, a3";

#[derive(Clone, Copy)]
enum Queued {
    Nothing,
    TenMissing,
    TenOneMatching,
}

async fn sample(host: &Host, channel_id: u64, queued: Queued) -> Duration {
    let place = Place {
        guild_id: Some(900),
        channel_id,
    };
    let (alice, bob) = (User::new(11, "alice"), User::new(22, "bob"));
    let terms = GameTerms {
        options: Options::new(),
        rated: false,
        turn_seconds: None,
    };
    let challenge = host
        .challenge(place, &alice, &bob, GameKind::TwentySevens, terms)
        .await
        .expect("challenge");
    host.accept(challenge.game_id, &bob).await.expect("accept");
    host.play(place, &alice, "b2", None).await.expect("b2");
    let lines = match queued {
        Queued::Nothing => None,
        Queued::TenMissing => Some(MISSING),
        Queued::TenOneMatching => Some(MATCHING),
    };
    if let Some(lines) = lines {
        let n = host
            .add_conditional_lines(place, &alice, lines)
            .await
            .expect("lines");
        assert_eq!(n, 10);
    }
    let started = Instant::now();
    let view = host.play(place, &bob, "a1", None).await.expect("a1");
    let took = started.elapsed();
    host.resign(place, &bob).await.expect("resign");
    assert_eq!(
        view.conditional_reply.is_some(),
        matches!(queued, Queued::TenOneMatching)
    );
    took
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let samples = args
        .iter()
        .position(|a| a == "--samples")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(200usize);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let store = Store::connect(&url).await.expect("database");
    let host = Host::new(
        store,
        Arc::new(ManualClock::new(1_700_000_000_000)),
        HostSettings::default(),
    );
    let kinds = [Queued::Nothing, Queued::TenMissing, Queued::TenOneMatching];
    let mut times: [Vec<Duration>; 3] = Default::default();
    let mut channel = 1_000;
    // A few rounds first to warm the caches and the database file.
    for round in 0..samples + 10 {
        for (i, kind) in kinds.iter().enumerate() {
            channel += 1;
            let took = sample(&host, channel, *kind).await;
            if round >= 10 {
                times[i].push(took);
            }
        }
    }
    let [none, missing, matching] = times.map(median);
    println!("conditional_moves on SQLite, {samples} samples each (median of Bob's host move):");
    println!("  no lines queued:                      {:.3} ms", ms(none));
    println!(
        "  10 lines queued, none foresees it:    {:.3} ms  (x{:.2})",
        ms(missing),
        ms(missing) / ms(none)
    );
    println!(
        "  10 lines queued, one answers at once: {:.3} ms  (x{:.2}; two moves committed)",
        ms(matching),
        ms(matching) / ms(none)
    );
}
