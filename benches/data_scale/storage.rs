//! Bytes per finished game, by kind: games played to the end through the host with random
//! legal moves, then the games and moves tables (rows, indexes, TOAST) measured.

use std::sync::Arc;

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostSettings, ManualClock, Place, User};
use boardbot::store::Store;
use boardbot_testkit::db;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::Row;

/// Play `count` games of `kind` to their end in channels of one guild; the plies they took.
pub async fn play_games(store: &Store, kind: GameKind, count: usize, seed: u64) -> Vec<usize> {
    let clock = Arc::new(ManualClock::new(1_700_000_000_000));
    let host = Host::new(store.clone(), clock.clone(), HostSettings::default());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let players = [User::new(11, "ann"), User::new(22, "bob")];
    let mut plies = Vec::new();
    for i in 0..count {
        let place = Place {
            guild_id: Some(1),
            channel_id: 1_000 + i as u64,
        };
        let challenge = host
            .challenge(place, &players[0], &players[1], kind, Options::new())
            .await
            .expect("challenge");
        host.accept(challenge.game_id, &players[1])
            .await
            .expect("accept");
        loop {
            let record = store.game(challenge.game_id).await.unwrap().unwrap();
            let game = host.replay(&record).await.expect("replay");
            let Some(seat) = game.to_move().filter(|_| record.status.is_live()) else {
                plies.push(game.ply());
                break;
            };
            let moves = game.legal_moves();
            let text = &moves[rng.gen_range(0..moves.len())];
            let user = if record.players[0] == players[0].id {
                &players[seat.index()]
            } else {
                &players[1 - seat.index()]
            };
            clock.advance_ms(rng.gen_range(2_000..40_000));
            host.play_with_compliment(place, user, text, Some("What elegant pyramids"), None)
                .await
                .unwrap_or_else(|e| panic!("{kind} move {text}: {e:?}"));
        }
    }
    plies
}

/// Bytes of the games and moves tables (with their indexes and TOAST) on PostgreSQL.
async fn postgres_bytes(url: &str) -> i64 {
    let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(url)
        .await
        .unwrap();
    sqlx::query("VACUUM FULL games")
        .execute(&mut conn)
        .await
        .unwrap();
    sqlx::query("VACUUM FULL moves")
        .execute(&mut conn)
        .await
        .unwrap();
    sqlx::query(
        "SELECT (pg_total_relation_size('games') + pg_total_relation_size('moves'))::BIGINT AS b",
    )
    .fetch_one(&mut conn)
    .await
    .unwrap()
    .get("b")
}

/// Bytes per finished game of every kind on PostgreSQL: a fresh database per kind holding
/// `count` games, minus the same database empty.
pub async fn report(count: usize) {
    println!("bytes per finished game on PostgreSQL ({count} games a kind, random legal moves)");
    println!("| game | plies (mean) | bytes per game | bytes per ply |");
    println!("|---|---|---|---|");
    for &kind in GameKind::ALL {
        let Some(test_db) = db::postgres().await else {
            println!("(no TEST_DATABASE_URL: run under scripts/with-postgres)");
            return;
        };
        let empty = postgres_bytes(&test_db.url).await;
        let plies = play_games(&test_db.store, kind, count, 7).await;
        let full = postgres_bytes(&test_db.url).await;
        let per_game = (full - empty) as f64 / count as f64;
        let mean_plies = plies.iter().sum::<usize>() as f64 / count as f64;
        println!(
            "| {} | {mean_plies:.1} | {per_game:.0} | {:.1} |",
            kind.id(),
            per_game / mean_plies
        );
        test_db.store.close().await;
    }
}
