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
        let (mut elsewhere, _following) = match h.store().backend() {
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
                channel_id: 200,
                version: moved.version,
                live: true,
                source: ChangeSource::Here,
            },
            "the refused move published nothing"
        );

        if let Some(elsewhere) = elsewhere.as_mut() {
            // The other process heard every commit since it listened: the start, the move, and
            // now the end.
            assert_eq!(
                next_of(elsewhere, board.game_id).await,
                GameChange {
                    source: ChangeSource::Elsewhere,
                    ..started
                }
            );
            let resigned = h.resign(place(), &ann).await.unwrap();
            let mut seen = next_of(elsewhere, board.game_id).await;
            while seen.version < resigned.version {
                seen = next_of(elsewhere, board.game_id).await;
            }
            assert_eq!(seen.version, resigned.version);
            assert!(!seen.live, "the end is announced");
        }
        // A rematch offer after the end is news at the game's last version, here (and to the
        // other process, below); against the AI a click starts the rematch at once, so a
        // game between two people is used.
        let bob = User::new(2, "bob");
        let duel_place = Place {
            guild_id: Some(GUILD),
            channel_id: 201,
        };
        let duel = h
            .challenge(
                duel_place,
                &ann,
                &bob,
                GameKind::TwentySevens,
                Options::new(),
            )
            .await
            .unwrap();
        let accepted = h.accept(duel.game_id, &bob).await.unwrap();
        // A game resigned before both have moved is aborted, and offers no rematch.
        let (first, second) = if accepted.to_move == Some(boardbot::games::Seat::FIRST) {
            (&ann, &bob)
        } else {
            (&bob, &ann)
        };
        h.play(duel_place, first, "b2", None).await.unwrap();
        h.play(duel_place, second, "a1", None).await.unwrap();
        let ended = h.resign(duel_place, &bob).await.unwrap();
        let mut seen = next_of(&mut here, duel.game_id).await;
        while seen.version < ended.version {
            seen = next_of(&mut here, duel.game_id).await;
        }
        h.rematch(duel.game_id, &ann).await.unwrap();
        assert_eq!(
            next_of(&mut here, duel.game_id).await,
            GameChange {
                game_id: duel.game_id,
                guild_id: GUILD,
                channel_id: 201,
                version: ended.version,
                live: false,
                source: ChangeSource::Here,
            },
            "the offer is news"
        );
        if let Some(elsewhere) = elsewhere.as_mut() {
            // Heard there: the end, then the offer, both at the last version.
            let mut at_end = 0;
            while at_end < 2 {
                let change = next_of(elsewhere, duel.game_id).await;
                if change.version == ended.version {
                    assert!(!change.live);
                    assert_eq!(change.channel_id, 201);
                    at_end += 1;
                }
            }
        }
    }
}
