//! Tournaments in the host, on both backends: who may create and join, a Swiss played to the
//! end through real games, a round robin, an arena on a manual clock, and a restart (a second
//! host on the same database, and two hosts ticking at once) that pairs nothing twice.

use std::collections::{HashMap, HashSet};

use boardbot::games::{GameKind, Options, Seat};
use boardbot::host::tournaments::{TournamentSpec, TournamentUpdate};
use boardbot::host::{Host, HostSettings, Place, User};
use boardbot::pairing::{Format, GameOutcome};
use boardbot::store::{PairingRecord, TournamentStatus};
use boardbot_testkit::db::{hosts, refused};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const GUILD: u64 = 100;
const CHANNEL: u64 = 200;

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
    User::new(1000 + n, format!("p{n}"))
}

fn spec(format: Format) -> TournamentSpec {
    TournamentSpec {
        kind: GameKind::TwentySevens,
        format,
        options: Options::new(),
        turn_seconds: None,
        starts_in_ms: Some(60_000),
        rated: true,
        max_players: None,
        bye_points: None,
    }
}

/// Start every game waiting for a thread (each in a thread of its own, as the front end
/// does); returns how many started.
async fn start_pending(host: &Host, updates: &[TournamentUpdate]) -> usize {
    let mut started = 0;
    for update in updates {
        if let TournamentUpdate::GamesToStart(games) = update {
            for g in games {
                let thread = g.thread_id.unwrap_or(50_000 + g.pairing_id as u64);
                host.claim_tournament_thread(g.pairing_id, thread)
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

/// End a live tournament game: the first seat wins, the second wins, or a draw is agreed.
async fn end_game(host: &Host, p: &PairingRecord, how: u8) {
    let thread = Place {
        guild_id: Some(GUILD),
        channel_id: p.thread_id.unwrap(),
    };
    let seated = |id: u64| User::new(id, "x");
    let (first, second) = (seated(p.first), seated(p.second.unwrap()));
    match how {
        0 => host.resign(thread, &second).await.map(|_| ()).unwrap(),
        1 => host.resign(thread, &first).await.map(|_| ()).unwrap(),
        _ => {
            host.draw(thread, &first).await.unwrap();
            host.draw(thread, &second).await.unwrap();
        }
    }
}

async fn create_with(host: &Host, format: Format, players: u64) -> i64 {
    let t = host
        .create_tournament(place(), &organizer(), spec(format), true)
        .await
        .unwrap();
    for n in 0..players {
        host.join_tournament(place(), &player(n), t.record.id)
            .await
            .unwrap();
    }
    t.record.id
}

#[tokio::test]
async fn only_organizers_create_and_start_and_refusals_change_nothing() {
    for s in hosts().await {
        let h = &s.host;
        let swiss = Format::Swiss { rounds: 3 };
        assert!(refused(
            h.create_tournament(place(), &player(1), spec(swiss), true)
                .await
        )
        .contains("Manage Events"));
        assert!(refused(
            h.create_tournament(place(), &organizer(), spec(swiss), false)
                .await
        )
        .contains("Create Public Threads"));
        let slow_arena = TournamentSpec {
            turn_seconds: Some(3600),
            ..spec(Format::Arena { minutes: 30 })
        };
        assert!(refused(
            h.create_tournament(place(), &organizer(), slow_arena, true)
                .await
        )
        .contains("arena"));
        let personal = TournamentSpec {
            kind: GameKind::CrossWordsCombat,
            options: Options::from([("page1".to_string(), "x".to_string())]),
            ..spec(swiss)
        };
        let refusal = refused(
            h.create_tournament(place(), &organizer(), personal, true)
                .await,
        );
        assert!(refusal.contains("page1"), "{refusal}");

        let small = TournamentSpec {
            max_players: Some(2),
            ..spec(Format::RoundRobin { double: false })
        };
        let t = h
            .create_tournament(place(), &organizer(), small, true)
            .await
            .unwrap();
        h.join_tournament(place(), &player(1), t.record.id)
            .await
            .unwrap();
        assert!(
            refused(h.join_tournament(place(), &player(1), t.record.id).await).contains("already")
        );
        h.join_tournament(place(), &player(2), t.record.id)
            .await
            .unwrap();
        assert!(
            refused(h.join_tournament(place(), &player(3), t.record.id).await).contains("full")
        );
        assert!(refused(
            h.start_tournament_now(place(), &player(1), t.record.id, true)
                .await
        )
        .contains("organizer"));
        let view = h.tournament_view(place(), t.record.id).await.unwrap();
        assert_eq!(view.players.len(), 2);
        assert_eq!(view.record.status, TournamentStatus::SignUp);
        // Another server cannot see or touch it.
        let elsewhere = Place {
            guild_id: Some(999),
            channel_id: 5,
        };
        assert!(
            refused(h.join_tournament(elsewhere, &player(4), t.record.id).await)
                .contains("no tournament")
        );

        // The organizer starts it; a round robin takes nobody once it runs.
        h.start_tournament_now(place(), &organizer(), t.record.id, true)
            .await
            .unwrap();
        let updates = h.tournament_tick().await.unwrap();
        assert!(matches!(updates[0], TournamentUpdate::Started(_)));
        assert!(
            refused(h.join_tournament(place(), &player(3), t.record.id).await).contains("started")
        );
        assert_eq!(start_pending(h, &updates).await, 1);
    }
}

#[tokio::test]
async fn too_few_players_cancel_the_start() {
    for s in hosts().await {
        let h = &s.host;
        let id = create_with(h, Format::Swiss { rounds: 3 }, 2).await;
        assert!(h.tournament_tick().await.unwrap().is_empty(), "not due yet");
        s.clock.advance_ms(61_000);
        let updates = h.tournament_tick().await.unwrap();
        assert!(
            matches!(&updates[..], [TournamentUpdate::CancelledTooFew(v)] if v.record.id == id)
        );
        assert!(
            h.tournament_tick().await.unwrap().is_empty(),
            "cancelled once"
        );
    }
}

/// An 11-player, 5-round Swiss played to the end through real games with seeded random
/// results; after every round the absolute criteria hold.
#[tokio::test]
async fn an_eleven_player_swiss_is_played_to_the_end() {
    for s in hosts().await {
        let h = &s.host;
        let id = create_with(h, Format::Swiss { rounds: 5 }, 11).await;
        s.clock.advance_ms(61_000);
        let mut rng = ChaCha8Rng::seed_from_u64(24);
        let mut finished = false;
        for round in 1..=6u32 {
            let updates = h.tournament_tick().await.unwrap();
            if updates
                .iter()
                .any(|u| matches!(u, TournamentUpdate::Finished(_)))
            {
                assert_eq!(round, 6, "finished after the fifth round");
                finished = true;
                break;
            }
            assert!(
                updates
                    .iter()
                    .any(|u| matches!(u, TournamentUpdate::Standings(_))),
                "round {round} is announced"
            );
            assert_eq!(start_pending(h, &updates).await, 5, "round {round}");
            // A second tick in the middle of the round pairs nothing.
            assert!(h.tournament_tick().await.unwrap().is_empty());
            let pairings = h.store().tournament_pairings(id).await.unwrap();
            check_swiss_criteria(&pairings, round);
            for p in pairings
                .iter()
                .filter(|p| p.round == round && p.second.is_some())
            {
                end_game(h, p, rng.gen_range(0..3)).await;
            }
            s.clock.advance_ms(1_000);
        }
        assert!(finished);
        let view = h.tournament_standings(place(), id).await.unwrap();
        assert_eq!(view.tournament.record.status, TournamentStatus::Finished);
        assert_eq!(view.rows.len(), 11);
        let total: f64 = view.rows.iter().map(|(r, _)| r.points).sum();
        // 5 rounds of 5 games (1 point each) and 5 byes of 1 point.
        assert_eq!(total, 30.0);
        assert!(h.tournament_tick().await.unwrap().is_empty(), "over once");
    }
}

/// No repeated opponent, at most one bye a round and none twice, no seat three times in a row
/// and no seat imbalance above 2 (all reachable with 11 players over 5 rounds).
fn check_swiss_criteria(pairings: &[PairingRecord], upto: u32) {
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    let mut seats: HashMap<u64, Vec<Seat>> = HashMap::new();
    for round in 1..=upto {
        let this: Vec<&PairingRecord> = pairings.iter().filter(|p| p.round == round).collect();
        let mut seen = HashSet::new();
        let mut round_byes = 0;
        for p in &this {
            assert!(seen.insert(p.first), "paired twice in round {round}");
            match p.second {
                Some(second) => {
                    assert!(seen.insert(second), "paired twice in round {round}");
                    let pair = (p.first.min(second), p.first.max(second));
                    assert!(met.insert(pair), "{pair:?} met twice");
                    seats.entry(p.first).or_default().push(Seat::FIRST);
                    seats.entry(second).or_default().push(Seat::SECOND);
                }
                None => {
                    round_byes += 1;
                    assert!(byes.insert(p.first), "a second bye in round {round}");
                }
            }
        }
        assert!(round_byes <= 1);
        assert_eq!(seen.len(), 11, "everyone plays or has the bye");
    }
    for (player, list) in seats {
        let firsts = list.iter().filter(|s| **s == Seat::FIRST).count() as i64;
        let balance = firsts - (list.len() as i64 - firsts);
        assert!(balance.abs() <= 2, "{player}: seat imbalance {balance}");
        assert!(
            list.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])),
            "{player}: the same seat three times in a row: {list:?}"
        );
    }
}

#[tokio::test]
async fn a_round_robin_meets_everyone_once_and_a_withdrawal_forfeits() {
    for s in hosts().await {
        let h = &s.host;
        let id = create_with(h, Format::RoundRobin { double: false }, 4).await;
        s.clock.advance_ms(61_000);
        for round in 1..=3u32 {
            let updates = h.tournament_tick().await.unwrap();
            assert_eq!(start_pending(h, &updates).await, 2, "round {round}");
            let pairings = h.store().tournament_pairings(id).await.unwrap();
            for p in pairings.iter().filter(|p| p.round == round) {
                end_game(h, p, 0).await;
            }
        }
        let updates = h.tournament_tick().await.unwrap();
        assert!(matches!(&updates[..], [TournamentUpdate::Finished(_)]));
        let pairings = h.store().tournament_pairings(id).await.unwrap();
        let pairs: HashSet<(u64, u64)> = pairings
            .iter()
            .map(|p| {
                let second = p.second.unwrap();
                (p.first.min(second), p.first.max(second))
            })
            .collect();
        assert_eq!(pairs.len(), 6, "every pair of four exactly once");

        // Another round robin: a player who leaves in the middle loses the game they play.
        let id = create_with(h, Format::RoundRobin { double: false }, 3).await;
        s.clock.advance_ms(61_000);
        let updates = h.tournament_tick().await.unwrap();
        assert_eq!(start_pending(h, &updates).await, 1);
        let pairings = h.store().tournament_pairings(id).await.unwrap();
        let game = pairings.iter().find(|p| p.second.is_some()).unwrap();
        let leaver = User::new(game.first, "x");
        h.leave_tournament(place(), &leaver, id).await.unwrap();
        let pairings = h.store().tournament_pairings(id).await.unwrap();
        let game = pairings.iter().find(|p| p.id == game.id).unwrap();
        let record = h
            .store()
            .game(game.game_id.unwrap())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(record.status, boardbot::store::Status::Finished);
        assert_eq!(record.result.unwrap().winner, Some(Seat::SECOND));
    }
}

#[tokio::test]
async fn an_arena_repairs_free_players_at_once_and_stops_pairing_at_the_end() {
    for s in hosts().await {
        let h = &s.host;
        let arena = TournamentSpec {
            options: Options::from([("clock".to_string(), "3+2".to_string())]),
            ..spec(Format::Arena { minutes: 10 })
        };
        let t = h
            .create_tournament(place(), &organizer(), arena, true)
            .await
            .unwrap();
        for n in 0..4 {
            h.join_tournament(place(), &player(n), t.record.id)
                .await
                .unwrap();
        }
        s.clock.advance_ms(61_000);
        let updates = h.tournament_tick().await.unwrap();
        assert_eq!(start_pending(h, &updates).await, 2);
        // Its minutes left, by the host's clock.
        s.clock.advance_ms(2 * 60_000 + 30_000);
        let standings = h.tournament_standings(place(), t.record.id).await.unwrap();
        assert_eq!(standings.minutes_left, Some(7));
        let first_games = h.store().tournament_pairings(t.record.id).await.unwrap();
        // The first game ends: its two players are free, but only with each other, whom they
        // just played: they wait.
        end_game(h, &first_games[0], 0).await;
        let updates = h.tournament_tick().await.unwrap();
        assert_eq!(start_pending(h, &updates).await, 0);
        // The second ends too: all four are free and paired across at once.
        end_game(h, &first_games[1], 0).await;
        let updates = h.tournament_tick().await.unwrap();
        assert_eq!(start_pending(h, &updates).await, 2);
        let pairings = h.store().tournament_pairings(t.record.id).await.unwrap();
        for p in &pairings[2..] {
            let pair = [p.first, p.second.unwrap()];
            for old in &first_games {
                let old_pair = [old.first, old.second.unwrap()];
                assert!(!(old_pair.contains(&pair[0]) && old_pair.contains(&pair[1])));
            }
        }
        // A player may join late in an arena.
        h.join_tournament(place(), &player(9), t.record.id)
            .await
            .unwrap();
        // Past the end: nothing new is paired; the games in progress still count.
        s.clock.advance_ms(10 * 60_000);
        end_game(h, &pairings[2], 2).await;
        let updates = h.tournament_tick().await.unwrap();
        assert_eq!(start_pending(h, &updates).await, 0);
        assert_eq!(
            h.store()
                .tournament_pairings(t.record.id)
                .await
                .unwrap()
                .len(),
            4
        );
        end_game(h, &pairings[3], 0).await;
        let updates = h.tournament_tick().await.unwrap();
        let finished = updates.iter().find_map(|u| match u {
            TournamentUpdate::Finished(v) => Some(v),
            _ => None,
        });
        let view = finished.expect("the arena finishes once its last game ended");
        let total: f64 = view.rows.iter().map(|(r, _)| r.points).sum();
        // Three decisive games (2 points to the winner) and a draw (1 each).
        assert_eq!(total, 3.0 * 2.0 + 2.0);
        assert!(view
            .games
            .iter()
            .all(|g| g.outcome.is_some_and(|o| o != GameOutcome::Void)));
    }
}

/// A second process (another host on the same database) ticking at the same time, and a
/// restart in the middle of a round: the round is paired once.
#[tokio::test]
async fn a_round_is_paired_once_across_restarts_and_processes() {
    for s in hosts().await {
        let h = &s.host;
        let id = create_with(h, Format::Swiss { rounds: 3 }, 6).await;
        s.clock.advance_ms(61_000);
        let other = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        let (a, b) = tokio::join!(h.tournament_tick(), other.tournament_tick());
        let (a, b) = (a.unwrap(), b.unwrap());
        let started = a
            .iter()
            .chain(&b)
            .filter(|u| matches!(u, TournamentUpdate::Started(_)))
            .count();
        assert_eq!(started, 1, "started once");
        let pairings = h.store().tournament_pairings(id).await.unwrap();
        assert_eq!(pairings.len(), 3, "round 1 paired once");
        // Both processes try to start the games; each starts once.
        let started = start_pending(h, &a).await
            + start_pending(&other, &b).await
            + start_pending(&other, &a).await;
        assert_eq!(started, 3);
        // A restart in the middle of the round pairs nothing.
        let restarted = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        assert!(restarted.tournament_tick().await.unwrap().is_empty());
        // A restart at the round boundary: a fresh host pairs round 2 once.
        for p in h.store().tournament_pairings(id).await.unwrap() {
            end_game(h, &p, 0).await;
        }
        let restarted = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        let (a, b) = tokio::join!(restarted.tournament_tick(), other.tournament_tick());
        let standings = a
            .unwrap()
            .into_iter()
            .chain(b.unwrap())
            .filter(|u| matches!(u, TournamentUpdate::Standings(_)))
            .count();
        assert_eq!(standings, 1, "round 2 announced once");
        let pairings = h.store().tournament_pairings(id).await.unwrap();
        assert_eq!(pairings.iter().filter(|p| p.round == 2).count(), 3);
    }
}

/// The organizer's tools: a removed player's game is lost, a result is set with its reason
/// (kept and shown), and none of it is anyone else's to do. A Swiss takes a late player until
/// its second round is paired, who misses the first.
#[tokio::test]
async fn organizers_remove_and_adjust_and_late_players_miss_rounds() {
    for s in hosts().await {
        let h = &s.host;
        let id = create_with(h, Format::Swiss { rounds: 3 }, 4).await;
        s.clock.advance_ms(61_000);
        let updates = h.tournament_tick().await.unwrap();
        assert_eq!(start_pending(h, &updates).await, 2);
        // Round 1 is being played: a late player joins and waits for round 2.
        h.join_tournament(place(), &player(7), id).await.unwrap();
        let pairings = h.store().tournament_pairings(id).await.unwrap();
        let (a, b) = (&pairings[0], &pairings[1]);
        assert!(refused(
            h.remove_from_tournament(place(), &player(0), id, a.first)
                .await
        )
        .contains("organizer"));
        h.remove_from_tournament(place(), &organizer(), id, a.first)
            .await
            .unwrap();
        let lost = h.store().game(a.game_id.unwrap()).await.unwrap().unwrap();
        assert_eq!(lost.result.unwrap().winner, Some(Seat::SECOND));
        // The other game ends; the organizer turns it into a draw, with a reason.
        end_game(h, b, 0).await;
        let game = b.game_id.unwrap();
        assert!(refused(
            h.adjust_tournament_result(place(), &player(1), id, game, GameOutcome::Draw, "x")
                .await
        )
        .contains("organizer"));
        assert!(refused(
            h.adjust_tournament_result(place(), &organizer(), id, game, GameOutcome::Draw, " ")
                .await
        )
        .contains("reason"));
        let view = h
            .adjust_tournament_result(
                place(),
                &organizer(),
                id,
                game,
                GameOutcome::Draw,
                "both agreed in chat",
            )
            .await
            .unwrap();
        let shown = view.games.iter().find(|g| g.game_id == Some(game)).unwrap();
        assert_eq!(shown.outcome, Some(GameOutcome::Draw));
        assert_eq!(shown.adjust_reason.as_deref(), Some("both agreed in chat"));
        // Round 2 pairs the late player and leaves the removed one out; nobody joins after.
        let updates = h.tournament_tick().await.unwrap();
        assert_eq!(start_pending(h, &updates).await, 2);
        let round2: Vec<PairingRecord> = h
            .store()
            .tournament_pairings(id)
            .await
            .unwrap()
            .into_iter()
            .filter(|p| p.round == 2)
            .collect();
        let late = player(7).id;
        assert!(round2
            .iter()
            .any(|p| p.first == late || p.second == Some(late)));
        assert!(round2
            .iter()
            .all(|p| p.first != a.first && p.second != Some(a.first)));
        assert!(refused(h.join_tournament(place(), &player(8), id).await).contains("started"));
        let standings = h.tournament_standings(place(), id).await.unwrap();
        let late_row = standings
            .rows
            .iter()
            .find(|(r, _)| r.player == late)
            .unwrap();
        assert_eq!(late_row.0.missed_rounds, 1);
        let removed = standings
            .rows
            .iter()
            .find(|(r, _)| r.player == a.first)
            .unwrap();
        assert!(!removed.0.active);
    }
}
