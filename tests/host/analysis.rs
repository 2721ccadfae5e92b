//! The AI's analysis of finished games through the host, on both backends like tests/host/hosting.rs:
//! who may ask, stored analyses answered without a search, and the queue.

use std::sync::Arc;
use std::time::Duration;

use boardbot::ai::analysis::{Budget, Entry};
use boardbot::games::{GameKind, Options};
use boardbot::host::{AnalysisProgress, Host, HostError, HostSettings, ManualClock, Place, User};
use tokio::sync::mpsc;

use boardbot_testkit::db;

const GUILD: u64 = 100;

fn place(channel_id: u64) -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id,
    }
}

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}
fn cat() -> User {
    User::new(33, "cat")
}

/// A host on every backend, analysing one game at a time with a small budget (by simulated
/// games only, so that every run is the same).
async fn hosts() -> Vec<(Host, db::TestDb)> {
    let mut out = Vec::new();
    for test_db in db::all().await {
        let clock = Arc::new(ManualClock::new(1_700_000_000_000));
        let settings = HostSettings {
            analyses_at_once: 1,
            analysis_budget: Budget {
                playouts: 200,
                per_position: Duration::from_secs(600),
            },
            ..HostSettings::default()
        };
        out.push((Host::new(test_db.store.clone(), clock, settings), test_db));
    }
    out
}

/// Ann (X) and Bob (O) play a few moves of Twenty-Sevens in `channel`; the game's id.
async fn start(host: &Host, channel: u64, moves: &[&str]) -> i64 {
    let c = host
        .challenge(
            place(channel),
            &ann(),
            &bob(),
            GameKind::TwentySevens,
            Options::new(),
        )
        .await
        .unwrap();
    host.accept(c.game_id, &bob()).await.unwrap();
    for (i, mv) in moves.iter().enumerate() {
        let player = if i % 2 == 0 { ann() } else { bob() };
        host.play(place(channel), &player, mv, None).await.unwrap();
    }
    c.game_id
}

/// A finished game: a few moves, then Bob resigns.
async fn finished(host: &Host, channel: u64) -> i64 {
    let id = start(host, channel, &["b2", "a1", "b2", "c3", "b2", "a3"]).await;
    host.resign(place(channel), &bob()).await.unwrap();
    id
}

/// Every report a request has made so far.
fn drain(rx: &mut mpsc::Receiver<AnalysisProgress>) -> Vec<AnalysisProgress> {
    let mut out = Vec::new();
    while let Ok(r) = rx.try_recv() {
        out.push(r);
    }
    out
}

fn refusal_id<T: std::fmt::Debug>(r: Result<T, HostError>) -> String {
    match r {
        Err(HostError::Refused(text)) => text.id().to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[tokio::test]
async fn a_game_in_progress_is_refused_for_everyone() {
    for (h, _db) in hosts().await {
        let id = start(&h, 200, &["b2", "a1"]).await;
        for user in [ann(), bob(), cat()] {
            let (tx, _rx) = mpsc::channel(64);
            let asked = h.analyze(place(200), &user, id, tx).await;
            let check = h.check_analysis(place(200), &user, id).await;
            assert_eq!(refusal_id(asked), "host-analysis-not-finished");
            assert_eq!(refusal_id(check), "host-analysis-not-finished");
        }
        // From another server the game is unknown; a challenge never started has nothing.
        let elsewhere = Place {
            guild_id: Some(GUILD + 1),
            channel_id: 1,
        };
        let (tx, _rx) = mpsc::channel(64);
        assert!(db::refused(h.analyze(elsewhere, &ann(), id, tx).await).contains("don't know"));
        assert_eq!(h.analyses_searched(), 0);
        assert!(h.store().analysis(id).await.unwrap().is_none());
    }
}

#[tokio::test]
async fn an_analysis_is_made_once_then_read_from_the_store() {
    for (h, db) in hosts().await {
        let id = finished(&h, 200).await;
        let (tx, mut rx) = mpsc::channel(64);
        let first = h.analyze(place(200), &ann(), id, tx).await.unwrap();
        assert_eq!(h.analyses_searched(), 1);
        let reports = drain(&mut rx);
        assert_eq!(
            reports.first(),
            Some(&AnalysisProgress::Running { done: 0, total: 6 })
        );
        assert_eq!(
            reports.last(),
            Some(&AnalysisProgress::Running { done: 6, total: 6 })
        );
        assert_eq!(first.analysis.plies.len(), 6);
        assert!(first
            .analysis
            .plies
            .iter()
            .all(|p| p.entry == Entry::Move || p.entry == Entry::Forced));
        assert_eq!(&first.chart[1..4], b"PNG");
        assert!(first.status.contains("ann"), "{}", first.status);
        let stored = h.store().analysis(id).await.unwrap().expect("stored");
        assert_eq!(stored.format, boardbot::ai::analysis::FORMAT);

        // Anyone in the server may ask; the stored analysis answers, with no search and no
        // progress, in the asker's language.
        let (tx, mut rx) = mpsc::channel(64);
        let german = User {
            lang: boardbot::i18n::Lang::De,
            ..cat()
        };
        let again = h.analyze(place(201), &german, id, tx).await.unwrap();
        assert_eq!(h.analyses_searched(), 1);
        assert!(drain(&mut rx).is_empty());
        assert_eq!(again.analysis, first.analysis);
        assert_eq!(again.lang, boardbot::i18n::Lang::De);

        // So does a new process on the same database.
        let other = Host::new(
            db.store.clone(),
            Arc::new(ManualClock::new(1_700_000_000_000)),
            HostSettings::default(),
        );
        let (tx, _rx) = mpsc::channel(64);
        let third = other.analyze(place(200), &bob(), id, tx).await.unwrap();
        assert_eq!(other.analyses_searched(), 0);
        assert_eq!(third.analysis, first.analysis);
    }
}

#[tokio::test]
async fn with_one_at_a_time_a_second_request_waits_its_turn_then_completes() {
    for (h, _db) in hosts().await {
        let first_game = finished(&h, 200).await;
        let second_game = finished(&h, 201).await;
        // The first request holds its place until its reports are read: capacity 1, unread.
        let (tx_a, mut rx_a) = mpsc::channel(1);
        let a = {
            let h = h.clone();
            tokio::spawn(async move { h.analyze(place(200), &ann(), first_game, tx_a).await })
        };
        assert!(matches!(
            rx_a.recv().await,
            Some(AnalysisProgress::Running { done: 0, .. })
        ));
        // The second, and the same game asked for again at once.
        let (tx_b, mut rx_b) = mpsc::channel(64);
        let b = {
            let h = h.clone();
            tokio::spawn(async move { h.analyze(place(201), &bob(), second_game, tx_b).await })
        };
        assert_eq!(
            rx_b.recv().await,
            Some(AnalysisProgress::Queued { place: 1 })
        );
        let (tx_c, mut rx_c) = mpsc::channel(64);
        let c = {
            let h = h.clone();
            tokio::spawn(async move { h.analyze(place(201), &cat(), second_game, tx_c).await })
        };
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(!b.is_finished() && !c.is_finished());
        assert!(drain(&mut rx_b).is_empty(), "still waiting");
        assert_eq!(h.analyses_searched(), 1);

        // The first goes on once read, and ends; then the second runs.
        let mut last = None;
        while let Some(r) = rx_a.recv().await {
            last = Some(r);
        }
        assert_eq!(last, Some(AnalysisProgress::Running { done: 6, total: 6 }));
        let a = a.await.unwrap().unwrap();
        let b = b.await.unwrap().unwrap();
        let c = c.await.unwrap().unwrap();
        assert_eq!(a.game_id, first_game);
        assert_eq!(b.game_id, second_game);
        assert_eq!(c.analysis, b.analysis);
        let reports = drain(&mut rx_b);
        assert_eq!(
            reports.last(),
            Some(&AnalysisProgress::Running { done: 6, total: 6 })
        );
        // The same game asked for twice was searched once: the second read what was stored.
        assert_eq!(h.analyses_searched(), 2);
        assert!(drain(&mut rx_c).is_empty());
    }
}
