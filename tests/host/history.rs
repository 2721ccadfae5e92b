//! A server's past games through the host, against both backends like tests/host/hosting.rs: each
//! player's rating change kept with the game, /history rows, and who may replay what.

use std::sync::Arc;

use boardbot::games::{AnyGame, GameKind, Options};
use boardbot::host::{Host, HostSettings, ManualClock, Place, User, Verdict};

use boardbot_testkit::db;

use db::refused;

const GUILD: u64 = 100;

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
fn cat() -> User {
    User::new(33, "cat")
}

async fn hosts() -> Vec<(Host, db::TestDb)> {
    let mut out = Vec::new();
    for test_db in db::all().await {
        let clock = Arc::new(ManualClock::new(1_700_000_000_000));
        let host = Host::new(test_db.store.clone(), clock, HostSettings::default());
        out.push((host, test_db));
    }
    out
}

/// Ann challenges Bob and Bob accepts; the game's id.
async fn start(host: &Host, kind: GameKind) -> i64 {
    let c = host
        .challenge(place(), &ann(), &bob(), kind, Options::new())
        .await
        .unwrap();
    host.accept(c.game_id, &bob()).await.unwrap();
    c.game_id
}

#[tokio::test]
async fn a_rated_game_keeps_each_players_rating_change() {
    for (h, _db) in hosts().await {
        let id = start(&h, GameKind::TwentySevens).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        h.play(place(), &bob(), "b1", None).await.unwrap();
        h.resign(place(), &bob()).await.unwrap();

        let start = skillratings::glicko2::Glicko2Rating::new().rating;
        for (user, verdict) in [(ann(), Verdict::Won), (bob(), Verdict::Lost)] {
            let page = h.history(place(), user.id, user.id, None, 0).await.unwrap();
            assert_eq!(page.rows.len(), 1);
            assert!(!page.has_next);
            let row = &page.rows[0];
            assert_eq!((row.game_id, row.verdict), (id, verdict));
            assert_eq!(row.how.id(), "history-by-resignation");
            assert_eq!(row.plies, 2);
            assert!(row.rated);
            let rating = h
                .store()
                .rating(GUILD, GameKind::TwentySevens, user.id)
                .await
                .unwrap()
                .unwrap()
                .rating;
            let change = row.rating_change.expect("a rated game keeps the change");
            assert!(
                (change - (rating - start)).abs() < 1e-6,
                "{change} vs {rating}"
            );
        }
        // Only that game's player list: another game filters it out.
        let none = h
            .history(place(), bob().id, ann().id, Some(GameKind::Ccc), 0)
            .await
            .unwrap();
        assert!(none.rows.is_empty());
    }
}

#[tokio::test]
async fn replays_reveal_secrets_only_once_the_game_is_over() {
    for (h, _db) in hosts().await {
        let id = start(&h, GameKind::CrossWordsCombat).await;
        h.play(place(), &ann(), "pass", None).await.unwrap();
        let record = h.store().game(id).await.unwrap().unwrap();

        // Live: its players only, without pages or seed; another server never.
        assert!(refused(h.replay_game(place(), &cat(), id).await).contains("only its two players"));
        let other_server = Place {
            guild_id: Some(GUILD + 1),
            channel_id: 999,
        };
        assert!(refused(h.replay_game(other_server, &ann(), id).await)
            .contains(&format!("don't know a game number {id}")));
        assert!(!h.replay_is_public(place(), &bob(), id).await.unwrap());
        let live = h.replay_game(place(), &bob(), id).await.unwrap();
        assert!(!live.finished);
        assert!(live.pages.is_empty());
        assert!(live.referee_command.is_none());
        assert!(!live.moves.text.contains(&record.seed));
        assert_eq!(live.plies, 1);

        // Over: everyone, with both pages as files the command line names, and the seed.
        // (Two passes in a row end the game.)
        let end = h.play(place(), &bob(), "pass", None).await.unwrap();
        if !end.finished {
            h.resign(place(), &ann()).await.unwrap();
        }
        assert!(h.replay_is_public(place(), &cat(), id).await.unwrap());
        let done = h.replay_game(place(), &cat(), id).await.unwrap();
        assert!(done.finished);
        let engine =
            AnyGame::new(GameKind::CrossWordsCombat, &record.options, &record.seed).unwrap();
        let AnyGame::CrossWordsCombat(engine) = engine else {
            unreachable!()
        };
        let command = done.referee_command.unwrap();
        for (page, seat) in done.pages.iter().zip(["red", "black"]) {
            let owner = boardbot::games::Seat(u8::from(seat == "black"));
            assert_eq!(page.text.trim_end(), engine.page_text(owner));
            assert!(
                command.contains(&format!("--set page.{seat}={}", page.name)),
                "{command}"
            );
        }
        assert!(
            command.contains(&format!("--seed {}", record.seed)),
            "{command}"
        );
        assert!(
            command.ends_with(&format!("< {}", done.moves.name)),
            "{command}"
        );
    }
}
