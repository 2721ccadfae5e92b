//! Every committed change of a game is published: in the process that commits it on both
//! backends, and on PostgreSQL to another process on the same database (its notifications),
//! even one that joined the game's database after the game started. A refused move publishes
//! nothing.

use std::time::Duration;

use boardbot::ai::Level;
use boardbot::games::{GameKind, Options};
use boardbot::host::{ChangeSource, GameChange, Host, HostSettings, Place, User};
use boardbot::store::{Backend, Store};
use boardbot_testkit::db::{hosts, refused};
use tokio::sync::broadcast::Receiver;

const GUILD: u64 = 100;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 200,
    }
}

/// The next change of game `game_id` (others are skipped), within a few seconds.
async fn next_of(changes: &mut Receiver<GameChange>, game_id: i64) -> GameChange {
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let change = changes.recv().await.expect("changes keep coming");
            if change.game_id == game_id {
                return change;
            }
        }
    })
    .await
    .expect("the change arrives")
}

#[tokio::test]
async fn each_commit_is_published_here_and_to_other_processes() {
    for s in hosts().await {
        let h = &s.host;
        let mut here = h.game_changes();
        // Another process on the same database (PostgreSQL only: SQLite is one process's).
        let (elsewhere, _following) = match h.store().backend() {
            Backend::Postgres => {
                let store = Store::connect(&s.db.url).await.unwrap();
                let other = Host::new(store, s.clock.clone(), HostSettings::default());
                let following = other.follow_other_processes().await.unwrap();
                (
                    Some(other.game_changes()),
                    Some(following.expect("PostgreSQL notifies")),
                )
            }
            Backend::Sqlite => {
                assert!(h.follow_other_processes().await.unwrap().is_none());
                (None, None)
            }
        };
        let ann = User::new(11, "ann");
        let board = h
            .start_ai_game(
                place(),
                &ann,
                GameKind::TwentySevens,
                Options::new(),
                Level::Easy,
            )
            .await
            .unwrap();
        let started = next_of(&mut here, board.game_id).await;
        assert_eq!((started.version, started.live), (board.version, true));

        refused(h.play(place(), &User::new(99, "eve"), "b2", None).await);
        let moved = h.play(place(), &ann, "b2", None).await.unwrap();
        let change = next_of(&mut here, board.game_id).await;
        assert_eq!(
            change,
            GameChange {
                game_id: board.game_id,
                guild_id: GUILD,
                version: moved.version,
                live: true,
                source: ChangeSource::Here,
            },
            "the refused move published nothing"
        );

        if let Some(mut elsewhere) = elsewhere {
            // The other process heard every commit since it listened: the start, the move, and
            // now the end.
            assert_eq!(
                next_of(&mut elsewhere, board.game_id).await,
                GameChange {
                    source: ChangeSource::Elsewhere,
                    ..started
                }
            );
            let resigned = h.resign(place(), &ann).await.unwrap();
            let mut seen = next_of(&mut elsewhere, board.game_id).await;
            while seen.version < resigned.version {
                seen = next_of(&mut elsewhere, board.game_id).await;
            }
            assert_eq!(seen.version, resigned.version);
            assert!(!seen.live, "the end is announced");
        }
    }
}
