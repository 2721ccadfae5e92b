//! A Swiss tournament of a designed game, on both backends (issue 44): four players play three
//! rounds of Hex through real moves (wins either way and an agreed draw) to the end, and the
//! standings add up; every game starts on the version of the rules file the tournament was
//! created with, even after a newer version of the file is loaded in the middle of it.

use std::collections::HashMap;
use std::sync::Arc;

use boardbot::games::designed::DesignedRules;
use boardbot::games::{GameKind, Options};
use boardbot::host::tournaments::{TournamentSpec, TournamentUpdate};
use boardbot::host::{Host, Place, User};
use boardbot::pairing::Format;
use boardbot::store::{PairingRecord, Status, TournamentStatus};
use boardbot_testkit::db::hosts;

const GUILD: u64 = 110;
const CHANNEL: u64 = 210;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: CHANNEL,
    }
}

fn organizer() -> User {
    User {
        manages_events: true,
        ..User::new(1, "org")
    }
}

fn player(n: u64) -> User {
    User::new(2000 + n, format!("p{n}"))
}

/// Hex on 7×7 under an id of this test's own (other tests load versions of `hex-7`, and the
/// catalog is the process's), at `size` cells a side: version 1 is 7, version 2 is 5.
fn hex_version(size: u32) -> Arc<DesignedRules> {
    let source = std::fs::read_to_string("designs/hex.luau").unwrap();
    let changed = source
        .replace("id = \"hex-7\"", "id = \"hex-swiss\"")
        .replace("local SIZE = 7", &format!("local SIZE = {size}"));
    assert_ne!(changed, source);
    DesignedRules::from_source("hex-swiss.luau", &changed).unwrap()
}

/// Red (the first seat) joins rank 1 to rank 7 along file a.
const RED_WINS: [&str; 13] = [
    "a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5", "b5", "a6", "b6", "a7",
];
/// Blue (the second seat) joins file a to file g along rank 1, while Red fills rank 7.
const BLUE_WINS: [&str; 14] = [
    "a7", "a1", "b7", "b1", "c7", "c1", "d7", "d1", "e7", "e1", "f7", "f1", "g7", "g1",
];

/// Start every game waiting for a thread, each in a thread of its own.
async fn start_pending(host: &Host, updates: &[TournamentUpdate]) -> usize {
    let mut started = 0;
    for update in updates {
        if let TournamentUpdate::GamesToStart(games) = update {
            for g in games {
                host.claim_tournament_thread(g.pairing_id, 60_000 + g.pairing_id as u64)
                    .await
                    .unwrap();
                if host
                    .start_tournament_game(g.tournament_id, g.pairing_id)
                    .await
                    .unwrap()
                    .is_some()
                {
                    started += 1;
                }
            }
        }
    }
    started
}

/// How a game ends.
#[derive(Clone, Copy, Debug)]
enum Ending {
    FirstWins,
    SecondWins,
    Draw,
}

/// Play pairing `p`'s game to its end by moves (or an agreed draw); the points each seat won.
async fn play_out(host: &Host, p: &PairingRecord, ending: Ending) -> [f64; 2] {
    let thread = Place {
        guild_id: Some(GUILD),
        channel_id: p.thread_id.unwrap(),
    };
    let seats = [User::new(p.first, "x"), User::new(p.second.unwrap(), "y")];
    let script: &[&str] = match ending {
        Ending::FirstWins => &RED_WINS,
        Ending::SecondWins => &BLUE_WINS,
        Ending::Draw => {
            host.play(thread, &seats[0], "d4", None).await.unwrap();
            host.draw(thread, &seats[1]).await.unwrap();
            host.draw(thread, &seats[0]).await.unwrap();
            return [0.5, 0.5];
        }
    };
    for (i, mv) in script.iter().enumerate() {
        host.play(thread, &seats[i % 2], mv, None)
            .await
            .unwrap_or_else(|e| panic!("{mv} in {ending:?}: {e:?}"));
    }
    match ending {
        Ending::FirstWins => [1.0, 0.0],
        _ => [0.0, 1.0],
    }
}

/// A Swiss of three rounds of `kind`, starting in a minute.
fn swiss_of_three_rounds(kind: GameKind, rated: bool) -> TournamentSpec {
    TournamentSpec {
        kind,
        format: Format::Swiss { rounds: 3 },
        options: Options::new(),
        turn_seconds: None,
        starts_in_ms: Some(60_000),
        rated,
        max_players: None,
        bye_points: None,
    }
}

#[tokio::test]
async fn a_swiss_of_four_plays_a_designed_game_to_its_end_on_the_version_it_was_created_with() {
    let v1 = hex_version(7);
    for s in hosts().await {
        let h = &s.host;
        let spec = swiss_of_three_rounds(GameKind::Designed(v1.key), true);
        let t = h
            .create_tournament(place(), &organizer(), spec, true)
            .await
            .unwrap();
        let id = t.record.id;
        for n in 0..4 {
            h.join_tournament(place(), &player(n), id).await.unwrap();
        }
        s.clock.advance_ms(61_000);

        let mut points: HashMap<u64, f64> = HashMap::new();
        let mut finished = false;
        for round in 1..=4u32 {
            let updates = h.tournament_tick().await.unwrap();
            if updates
                .iter()
                .any(|u| matches!(u, TournamentUpdate::Finished(_)))
            {
                assert_eq!(round, 4, "finished after the third round");
                finished = true;
                break;
            }
            assert_eq!(start_pending(h, &updates).await, 2, "round {round}");
            if round == 2 {
                // A newer version of the file is loaded in the middle of the tournament: a new
                // game of the game's id would take it, the tournament keeps its own.
                let v2 = hex_version(5);
                assert_ne!(v2.hash, v1.hash);
                let latest = GameKind::from_id("hex-swiss").unwrap();
                assert_eq!(latest.rules_file().unwrap().hash, v2.hash);
                let stored = h.store().tournament(id).await.unwrap().unwrap();
                assert_eq!(stored.kind.rules_file().unwrap().hash, v1.hash);
            }
            let pairings = h.store().tournament_pairings(id).await.unwrap();
            let this_round: Vec<&PairingRecord> =
                pairings.iter().filter(|p| p.round == round).collect();
            assert_eq!(this_round.len(), 2, "four players, no bye");
            for (i, p) in this_round.into_iter().enumerate() {
                let game = h.store().game(p.game_id.unwrap()).await.unwrap().unwrap();
                assert_eq!(
                    game.kind.rules_file().unwrap().hash,
                    v1.hash,
                    "round {round}'s game starts on the tournament's version"
                );
                let ending = match (round, i) {
                    (2, 0) => Ending::Draw,
                    (_, 0) => Ending::FirstWins,
                    _ => Ending::SecondWins,
                };
                let won = play_out(h, p, ending).await;
                *points.entry(p.first).or_default() += won[0];
                *points.entry(p.second.unwrap()).or_default() += won[1];
                let game = h.store().game(game.id).await.unwrap().unwrap();
                assert_eq!(game.status, Status::Finished);
            }
            s.clock.advance_ms(1_000);
        }
        assert!(finished);

        let view = h.tournament_standings(place(), id).await.unwrap();
        assert_eq!(view.tournament.record.status, TournamentStatus::Finished);
        assert_eq!(view.rows.len(), 4);
        for (row, name) in &view.rows {
            assert_eq!(
                row.points, points[&row.player],
                "{name}'s points: {:?}",
                view.rows
            );
            assert_eq!(row.games, 3, "{name} played every round");
        }
        // Best first: points never rise down the table, and the ranks follow them.
        assert!(view.rows.windows(2).all(|w| w[0].0.points >= w[1].0.points));
        assert_eq!(view.rows[0].0.rank, 1);
        let total: f64 = view.rows.iter().map(|(r, _)| r.points).sum();
        assert_eq!(total, 6.0, "three rounds of two games");
        assert!(h.tournament_tick().await.unwrap().is_empty(), "over once");
    }
}

/// Another process may have created a tournament of a file this one never loaded: reading the
/// tournament loads the file from the store, the exact version it names.
#[tokio::test]
async fn a_tournament_of_a_file_this_process_never_loaded_reads_back_with_it() {
    use sha2::{Digest, Sha256};
    use sqlx::Connection;
    let v1 = hex_version(7);
    for s in hosts().await {
        let h = &s.host;
        let spec = swiss_of_three_rounds(GameKind::Designed(v1.key), false);
        let t = h
            .create_tournament(place(), &organizer(), spec, true)
            .await
            .unwrap();
        assert_eq!(
            s.db.store.rules_files().await.unwrap()[0].hash,
            v1.hash_hex(),
            "the tournament's file is kept when it is created"
        );
        // A file no process here has loaded, kept and named as another process would (under
        // an id of its own: the other test here asks which version of `hex-swiss` is latest).
        let source = format!(
            "{}\n-- kept by another process {}\n",
            v1.source
                .replace("id = \"hex-swiss\"", "id = \"hex-elsewhere\""),
            s.db.url
        );
        let bytes: [u8; 32] = Sha256::digest(source.as_bytes()).into();
        assert!(GameKind::designed_by_hash(&bytes).is_none());
        let file = boardbot::store::RulesFileRecord {
            hash: hex::encode(bytes),
            design_id: "hex-elsewhere".into(),
            version: "1".into(),
            name: "Hex 7×7".into(),
            file_name: "hex-swiss.luau".into(),
            source,
            added_at: 0,
        };
        s.db.store.save_rules_file(&file).await.unwrap();
        sqlx::any::install_default_drivers();
        let mut conn = sqlx::AnyConnection::connect(&s.db.url).await.unwrap();
        sqlx::query("UPDATE tournaments SET rules_hash = $1 WHERE id = $2")
            .bind(&file.hash)
            .bind(t.record.id)
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();

        let read = s.db.store.tournament(t.record.id).await.unwrap().unwrap();
        assert_eq!(read.kind.rules_file().unwrap().hash, bytes);
        let open = s.db.store.open_tournaments().await.unwrap();
        assert!(open
            .iter()
            .any(|o| o.id == t.record.id && o.kind == read.kind));
    }
}
