//! Streaks and achievements in the host, on both backends: those announced under each
//! finished board as games are played over several days are the ones a rebuild from the
//! stored games finds again (with the same days and games), a win against the hard AI and a
//! comeback (by a stored analysis) count, a server may turn the announcements off, the day
//! streak lapses after a day without a game, and a game's end writes its players' progress in
//! its own commit.

use boardbot::ai::analysis::{Analysis, Entry, PlyAnalysis, FORMAT};
use boardbot::games::{GameKind, Options, Seat};
use boardbot::i18n::Lang;
use std::sync::Arc;

use boardbot::host::{
    Achievement, Host, HostSettings, ManualClock, Place, RoleGoal, RoleReach, RoleRule, SignedIn,
    User,
};
use boardbot::store::{EndReason, GameResult, Status, StoredAnalysis};
use boardbot_testkit::db::{self, hosts, rated_win};
use boardbot_testkit::world::decisive_game;
use sqlx::{Connection, Row};

const GUILD: u64 = 100;
const DAY: i64 = 24 * 60 * 60 * 1000;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 200,
    }
}
fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

/// Every (user, code, day, game) the store holds for the two players.
async fn snapshot(host: &Host) -> Vec<(u64, String, i64, Option<i64>)> {
    let mut all = Vec::new();
    for user in [ann(), bob()] {
        for a in host.store().achievements(GUILD, user.id).await.unwrap() {
            all.push((a.user_id, a.code, a.achieved_at, a.game_id));
        }
    }
    all
}

#[tokio::test]
async fn achievements_announced_live_are_the_ones_rebuilt_from_history() {
    for s in hosts().await {
        let h = &s.host;
        let mut announced = Vec::new();
        // Seven days in a row; Ann wins every game but the third.
        for day in 0..7 {
            let board = if day == 2 {
                rated_win(h, place(), &bob(), &ann()).await
            } else {
                rated_win(h, place(), &ann(), &bob()).await
            };
            announced.extend(board.achievements.clone());
            s.clock.advance_ms(DAY);
        }
        assert!(
            announced.contains(&"🏅 ann: First win in Twenty-Sevens".to_string()),
            "{announced:?}"
        );
        assert!(announced.contains(&"🏅 bob: First win in Twenty-Sevens".to_string()));
        assert!(announced.contains(&"🏅 ann: Played 7 days in a row".to_string()));
        assert!(announced.contains(&"🏅 bob: Played 7 days in a row".to_string()));
        // Four wins in a row so far: no five-win streak yet.
        assert!(!announced.iter().any(|l| l.contains("wins in a row")));
        let board = rated_win(h, place(), &ann(), &bob()).await;
        assert_eq!(
            board.achievements,
            vec!["🏅 ann: 5 wins in a row".to_string()]
        );

        let progress = h.progress(Some(GUILD), ann().id).await.unwrap();
        assert_eq!(progress.streaks.win_streak, 5);
        assert_eq!(
            progress.streaks.best_day_streak, 8,
            "the eighth game was the next day"
        );
        assert_eq!(progress.streaks.games, 8);
        let codes: Vec<Achievement> = progress.achievements.iter().map(|(a, _)| *a).collect();
        assert_eq!(
            codes,
            vec![
                Achievement::FirstWin(GameKind::TwentySevens),
                Achievement::DaysInARow,
                Achievement::WinStreak,
            ]
        );

        // Rebuilt from the stored games: the very same achievements, days and games.
        let live = snapshot(h).await;
        for user in [ann(), bob()] {
            h.rebuild_progress(GUILD, user.id).await.unwrap();
        }
        assert_eq!(snapshot(h).await, live);
        assert_eq!(h.progress(Some(GUILD), ann().id).await.unwrap(), progress);

        // Two days without a game: the day streak lapses (the best stays).
        s.clock.advance_ms(2 * DAY);
        let later = h.progress(Some(GUILD), ann().id).await.unwrap();
        assert_eq!(
            (later.streaks.day_streak, later.streaks.best_day_streak),
            (0, 8)
        );
    }
}

#[tokio::test]
async fn the_hard_ai_beaten_and_a_comeback_count_and_announcements_can_be_off() {
    for s in hosts().await {
        let h = &s.host;
        let store = h.store();
        // A game Ann won against the hard AI, as the store keeps it.
        let board = rated_win(h, place(), &ann(), &bob()).await;
        let mut record = store.game(board.game_id).await.unwrap().unwrap();
        let ai = boardbot::host::ai_player_id(boardbot::ai::Level::Hard);
        record.id = 0;
        record.players[1] = ai;
        record.names[1] = "AI".into();
        record.ai_level = Some("hard".into());
        record.status = Status::Active;
        record.result = None;
        record.channel_id = 201;
        let mut inserted = store.insert_game(&record).await.unwrap();
        inserted.version += 1;
        inserted.status = Status::Finished;
        inserted.result = Some(GameResult {
            winner: Some(Seat(0)),
            reason: EndReason::Resignation,
        });
        inserted.updated_at = h.now() + 1;
        store.commit(&inserted, &[], &[]).await.unwrap();
        // The first game: an analysis where Ann's chance fell to 15% before she won.
        let ann_seat = record_seat(h, board.game_id, ann().id).await;
        let chance = |ann_chance: f64| {
            if ann_seat == Seat(0) {
                ann_chance
            } else {
                1.0 - ann_chance
            }
        };
        let analysis = Analysis {
            kind: "twenty-sevens".into(),
            plies: vec![
                PlyAnalysis {
                    ply: 1,
                    seat: Seat(0),
                    played: "b2".into(),
                    best: Some("b2".into()),
                    before: chance(0.5),
                    after: chance(0.15),
                    entry: Entry::Move,
                    class: None,
                },
                PlyAnalysis {
                    ply: 2,
                    seat: Seat(1),
                    played: "a1".into(),
                    best: Some("a1".into()),
                    before: chance(0.15),
                    after: chance(0.6),
                    entry: Entry::Move,
                    class: None,
                },
            ],
            result: None,
            playouts: 10,
        };
        store
            .put_analysis(
                board.game_id,
                &StoredAnalysis {
                    format: FORMAT,
                    result: analysis.to_json(),
                    created_at: h.now(),
                },
            )
            .await
            .unwrap();
        h.rebuild_progress(GUILD, ann().id).await.unwrap();
        let codes: Vec<Achievement> = h
            .progress(Some(GUILD), ann().id)
            .await
            .unwrap()
            .achievements
            .iter()
            .map(|(a, _)| *a)
            .collect();
        assert!(codes.contains(&Achievement::BeatHardAi), "{codes:?}");
        assert!(codes.contains(&Achievement::Comeback), "{codes:?}");

        // Turned off, nothing is announced (and still counted).
        let admin = User {
            manages_server: true,
            ..User::new(99, "admin")
        };
        h.set_announce_achievements(Some(GUILD), &admin, false)
            .await
            .unwrap();
        let board = rated_win(h, place(), &bob(), &ann()).await;
        assert!(board.achievements.is_empty(), "{:?}", board.achievements);
        let bob_codes = h
            .progress(Some(GUILD), bob().id)
            .await
            .unwrap()
            .achievements;
        assert_eq!(bob_codes.len(), 1, "bob's first win is counted");
    }
}

/// A game's end writes its players' streaks and achievements, and queues their role checks,
/// in its own transaction (on PostgreSQL every row written keeps its transaction's id,
/// `xmin`): no restart between the game's commit and its bookkeeping can lose the latter, and
/// no round trip for it follows the commit.
#[tokio::test]
async fn a_games_end_writes_its_players_progress_and_role_checks_in_its_own_commit() {
    let Some(test_db) = db::postgres().await else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_700_000_000_000));
    let h = Host::new(test_db.store.clone(), clock, HostSettings::default());
    let admin = User {
        manages_server: true,
        ..User::new(99, "admin")
    };
    let tier = RoleRule {
        role_id: 700,
        goal: RoleGoal::Tier {
            kind: GameKind::TwentySevens,
            min_rating: 1600,
        },
    };
    let reach = RoleReach {
        manage_roles: true,
        bot_position: 5,
        role_position: 2,
        integration_role: false,
        everyone: false,
    };
    h.set_role_rule(Some(GUILD), &admin, tier, reach)
        .await
        .unwrap();
    let board = rated_win(&h, place(), &ann(), &bob()).await;
    assert_eq!(
        board.achievements,
        vec!["🏅 ann: First win in Twenty-Sevens".to_string()]
    );

    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&test_db.url).await.unwrap();
    let mut writers = Vec::new();
    for (what, sql) in [
        (
            "the game",
            "SELECT CAST(xmin AS TEXT) AS tx FROM games WHERE id = $1",
        ),
        (
            "the streaks",
            "SELECT CAST(xmin AS TEXT) AS tx FROM player_streaks WHERE guild_id = $2",
        ),
        (
            "the achievements",
            "SELECT CAST(xmin AS TEXT) AS tx FROM achievements WHERE game_id = $1",
        ),
        (
            "the role checks",
            "SELECT CAST(xmin AS TEXT) AS tx FROM role_syncs WHERE guild_id = $2",
        ),
    ] {
        let rows = sqlx::query(sql)
            .bind(board.game_id)
            .bind(GUILD as i64)
            .fetch_all(&mut conn)
            .await
            .unwrap();
        let txs: Vec<String> = rows.iter().map(|r| r.get("tx")).collect();
        assert!(!txs.is_empty(), "{what} were written");
        writers.extend(txs.into_iter().map(|tx| (what, tx)));
    }
    let game_tx = writers[0].1.clone();
    for (what, tx) in &writers {
        assert_eq!(tx, &game_tx, "{what} were written with the game's end");
    }
}

async fn record_seat(host: &Host, game: i64, user: u64) -> Seat {
    let record = host.store().game(game).await.unwrap().unwrap();
    record.seat_of(user).unwrap()
}

/// A move that ends a rated game sends three statements on PostgreSQL before its answer: the
/// read of its ratings beside the read of its players' streaks and its move rows, then one
/// write that is a transaction of its own (no BEGIN or COMMIT, no statement of its own to take
/// the move rows back), which writes everything the end writes.
#[tokio::test]
async fn a_games_end_is_two_reads_side_by_side_then_one_write() {
    let Some(test_db) = db::postgres().await else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_700_000_000_000));
    let h = Host::new(test_db.store.clone(), clock, HostSettings::default());
    let players = [ann(), bob()].map(|user| SignedIn {
        user_id: user.id,
        name: user.name.clone(),
    });
    let moves = decisive_game();
    // The first game begins the pool's season; the second one's end is counted.
    for round in 0..2 {
        let game = h
            .challenge(
                place(),
                &ann(),
                &bob(),
                GameKind::TwentySevens,
                Options::new(),
            )
            .await
            .unwrap()
            .game_id;
        h.accept(game, &bob()).await.unwrap();
        let mut version = h.store().game(game).await.unwrap().unwrap().version;
        for (i, mv) in moves.iter().enumerate() {
            let counted = round == 1 && i + 1 == moves.len();
            statements::counting(counted);
            let played = h
                .play_from_web(game, version, &players[i % 2], mv, Lang::EnUs)
                .await
                .unwrap();
            version = played.version;
            if !counted {
                continue;
            }
            assert!(played.finished);
            // A connection the end's pool opens meanwhile sets itself up first: not the end's.
            let statements: Vec<String> = statements::counted()
                .into_iter()
                .filter(|s| !s.starts_with("SET "))
                .collect();
            assert_eq!(statements.len(), 3, "{statements:#?}");
            assert!(
                !statements
                    .iter()
                    .any(|s| s.starts_with("BEGIN") || s.starts_with("COMMIT")),
                "{statements:#?}"
            );
            let record = h.store().game(game).await.unwrap().unwrap();
            assert_eq!(record.status, Status::Finished);
            assert_eq!(
                h.store().moves(game).await.unwrap().len(),
                moves.len(),
                "the log holds every move"
            );
            let ratings = h.store().player_ratings(GUILD, ann().id).await.unwrap();
            assert_eq!(ratings[0].wins + ratings[0].losses, 2, "both games rated");
        }
    }
}

/// The statements sqlx sends on this thread while counting (its `sqlx::query` events), by
/// their first words. The subscriber is the process's, installed once: a subscriber of one
/// thread's alone misses events whose places other tests' threads reached first.
mod statements {
    use std::cell::RefCell;
    use std::sync::Once;

    use tracing_subscriber::layer::{Context, SubscriberExt};

    thread_local! {
        static COUNTED: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
    }

    /// From now on, on this thread, count (`on`) or not.
    pub fn counting(on: bool) {
        static INSTALLED: Once = Once::new();
        INSTALLED.call_once(|| {
            let subscriber = tracing_subscriber::registry().with(Listener);
            tracing::subscriber::set_global_default(subscriber).unwrap();
        });
        COUNTED.with(|c| *c.borrow_mut() = on.then(Vec::new));
    }

    /// What was counted on this thread, and counting stops.
    pub fn counted() -> Vec<String> {
        COUNTED.with(|c| c.borrow_mut().take()).unwrap_or_default()
    }

    struct Listener;

    impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for Listener {
        fn enabled(&self, metadata: &tracing::Metadata<'_>, _: Context<'_, S>) -> bool {
            metadata.target() == "sqlx::query"
        }

        fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
            struct Summary(String);
            impl tracing::field::Visit for Summary {
                fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
                    if field.name() == "summary" {
                        self.0 = value.to_string();
                    }
                }
                fn record_debug(&mut self, _: &tracing::field::Field, _: &dyn std::fmt::Debug) {}
            }
            let mut summary = Summary(String::new());
            event.record(&mut summary);
            COUNTED.with(|c| {
                if let Some(counted) = c.borrow_mut().as_mut() {
                    counted.push(summary.0);
                }
            });
        }
    }
}
