use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;

fn entrant(id: PlayerId, rating: f64) -> Entrant {
    Entrant {
        id,
        rating,
        joined_round: 1,
        active: true,
    }
}

/// A field of `n` players with distinct ratings (ids 1..=n).
fn field(n: usize) -> Vec<Entrant> {
    (1..=n as u64)
        .map(|id| entrant(id, 2000.0 - 7.0 * id as f64))
        .collect()
}

/// Plays `round` with random results (wins, draws and the odd void game).
fn play(
    round: u32,
    paired: &RoundPairing,
    rng: &mut ChaCha8Rng,
    pairings: &mut Vec<Pairing>,
    byes: &mut Vec<Bye>,
) {
    for &(first, second) in &paired.games {
        let outcome = match rng.gen_range(0..20) {
            0..=8 => GameOutcome::Win(Seat::FIRST),
            9..=16 => GameOutcome::Win(Seat::SECOND),
            17..=18 => GameOutcome::Draw,
            _ => GameOutcome::Void,
        };
        pairings.push(Pairing {
            round,
            first,
            second,
            outcome: Some(outcome),
        });
    }
    if let Some(player) = paired.bye {
        byes.push(Bye {
            round,
            player,
            points: 1.0,
        });
    }
}

/// Seat history of every player, in round order.
fn seat_histories(pairings: &[Pairing]) -> HashMap<PlayerId, Vec<Seat>> {
    let mut sorted: Vec<&Pairing> = pairings.iter().collect();
    sorted.sort_by_key(|p| p.round);
    let mut seats: HashMap<PlayerId, Vec<Seat>> = HashMap::new();
    for p in sorted {
        seats.entry(p.first).or_default().push(Seat::FIRST);
        seats.entry(p.second).or_default().push(Seat::SECOND);
    }
    seats
}

/// Whether `seat` next breaks the seat rules for a player who sat in `history`.
fn seat_rule_broken(history: &[Seat], seat: Seat) -> bool {
    let mut all = history.to_vec();
    all.push(seat);
    let firsts = all.iter().filter(|s| **s == Seat::FIRST).count() as i32;
    let imbalance = (2 * firsts - all.len() as i32).abs();
    let three = all.len() >= 3 && all[all.len() - 3..].iter().all(|s| *s == seat);
    three || imbalance > 2
}

/// How badly a round breaks the absolute criteria: (repeat games, second byes, seat breaks).
fn breaches(paired: &RoundPairing, pairings: &[Pairing], byes: &[Bye]) -> (usize, usize, usize) {
    let met: HashSet<(PlayerId, PlayerId)> = pairings
        .iter()
        .map(|p| (p.first.min(p.second), p.first.max(p.second)))
        .collect();
    let seats = seat_histories(pairings);
    let history = |id: PlayerId| seats.get(&id).cloned().unwrap_or_default();
    let repeats = paired
        .games
        .iter()
        .filter(|(a, b)| met.contains(&(*a.min(b), *a.max(b))))
        .count();
    let second_byes = paired
        .bye
        .map_or(0, |p| usize::from(byes.iter().any(|b| b.player == p)));
    let seat_breaks = paired
        .games
        .iter()
        .map(|&(a, b)| {
            usize::from(seat_rule_broken(&history(a), Seat::FIRST))
                + usize::from(seat_rule_broken(&history(b), Seat::SECOND))
        })
        .sum();
    (repeats, second_byes, seat_breaks)
}

/// Every way to pair `players` (one of them sitting out when odd), seated the best way for
/// the seat rules, by brute force.
fn all_pairings(players: &[PlayerId], pairings: &[Pairing]) -> Vec<RoundPairing> {
    fn extend(rest: &[PlayerId], current: &mut RoundPairing, out: &mut Vec<RoundPairing>) {
        let Some((&head, tail)) = rest.split_first() else {
            out.push(current.clone());
            return;
        };
        if tail.len() % 2 == 0 && current.bye.is_none() {
            current.bye = Some(head);
            extend(tail, current, out);
            current.bye = None;
        }
        for (i, &other) in tail.iter().enumerate() {
            let remaining: Vec<PlayerId> = tail
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, p)| *p)
                .collect();
            current.games.push((head, other));
            extend(&remaining, current, out);
            current.games.pop();
        }
    }
    let mut out = Vec::new();
    extend(players, &mut RoundPairing::default(), &mut out);
    let seats = seat_histories(pairings);
    let history = |id: PlayerId| seats.get(&id).cloned().unwrap_or_default();
    let breaks = |a: PlayerId, b: PlayerId| {
        usize::from(seat_rule_broken(&history(a), Seat::FIRST))
            + usize::from(seat_rule_broken(&history(b), Seat::SECOND))
    };
    for pairing in &mut out {
        for game in &mut pairing.games {
            let (a, b) = *game;
            if breaks(b, a) < breaks(a, b) {
                *game = (b, a);
            }
        }
    }
    out
}

/// Asserts that `paired` pairs every present player exactly once.
fn assert_everyone_once(paired: &RoundPairing, present: &[PlayerId]) {
    let mut seen: Vec<PlayerId> = paired
        .games
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .chain(paired.bye)
        .collect();
    seen.sort_unstable();
    let mut expected = present.to_vec();
    expected.sort_unstable();
    assert_eq!(
        seen, expected,
        "every present player paired exactly once: {paired:?}"
    );
    assert_eq!(
        paired.bye.is_some(),
        present.len() % 2 == 1,
        "a bye exactly when the field is odd"
    );
}

/// Plays `rounds` Swiss rounds among `n` players with results from `seed`, checking each.
fn run_swiss(n: usize, rounds: u32, seed: u64) {
    let entrants = field(n);
    let ids: Vec<PlayerId> = entrants.iter().map(|e| e.id).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut pairings, mut byes) = (Vec::new(), Vec::new());
    for round in 1..=rounds {
        let paired = pair_swiss_round(round, &entrants, &pairings, &byes);
        assert_everyone_once(&paired, &ids);
        let found = breaches(&paired, &pairings, &byes);
        if n <= 10 {
            // Lexicographically the least breach any pairing of the field has.
            let best = all_pairings(&ids, &pairings)
                .iter()
                .map(|p| breaches(p, &pairings, &byes))
                .min()
                .expect("a field has a pairing");
            assert_eq!(found, best, "round {round} of {n}: {paired:?}");
        } else {
            // Large enough that any bye leaves a repeat-free pairing (Dirac's theorem).
            assert_eq!(
                (found.0, found.1),
                (0, 0),
                "round {round} of {n}: {paired:?}"
            );
        }
        play(round, &paired, &mut rng, &mut pairings, &mut byes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn swiss_rounds_keep_the_absolute_criteria(n in 2usize..=64, seed in any::<u64>()) {
        // Fields up to 10 are checked against brute force for as many rounds as make sense.
        let rounds = if n <= 10 { n as u32 } else { 4 };
        run_swiss(n, rounds, seed);
    }
}

#[test]
fn eleven_players_five_rounds_keep_every_absolute_criterion() {
    let entrants = field(11);
    let ids: Vec<PlayerId> = entrants.iter().map(|e| e.id).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(24);
    let (mut pairings, mut byes) = (Vec::new(), Vec::new());
    for round in 1..=5 {
        let paired = pair_swiss_round(round, &entrants, &pairings, &byes);
        assert_everyone_once(&paired, &ids);
        assert_eq!(
            breaches(&paired, &pairings, &byes),
            (0, 0, 0),
            "round {round}: {paired:?}"
        );
        play(round, &paired, &mut rng, &mut pairings, &mut byes);
        assert_eq!(byes.iter().filter(|b| b.round == round).count(), 1);
    }
    let byed: HashSet<PlayerId> = byes.iter().map(|b| b.player).collect();
    assert_eq!(byed.len(), 5, "five different players had the five byes");
}

#[test]
fn swiss_first_round_pairs_top_half_against_bottom_half() {
    let paired = pair_swiss_round(1, &field(8), &[], &[]);
    // Boards in rank order; nothing is due yet, so the better-ranked player sits first.
    assert_eq!(paired.games, vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
    assert_eq!(paired.bye, None);
}

#[test]
fn swiss_bye_goes_to_the_lowest_ranked_player_without_one() {
    let entrants = field(5);
    let paired = pair_swiss_round(1, &entrants, &[], &[]);
    assert_eq!(paired.bye, Some(5));
    let byes = [Bye {
        round: 1,
        player: 5,
        points: 1.0,
    }];
    let pairings: Vec<Pairing> = paired
        .games
        .iter()
        .map(|&(first, second)| Pairing {
            round: 1,
            first,
            second,
            outcome: Some(GameOutcome::Draw),
        })
        .collect();
    let second = pair_swiss_round(2, &entrants, &pairings, &byes);
    // Everyone who played has 1/2, the bye 1: the lowest ranked without a bye is player 4.
    assert_eq!(second.bye, Some(4));
}

#[test]
fn swiss_pairs_within_score_groups_and_balances_seats() {
    let entrants = field(4);
    let pairings = vec![
        Pairing {
            round: 1,
            first: 1,
            second: 3,
            outcome: Some(GameOutcome::Win(Seat::FIRST)),
        },
        Pairing {
            round: 1,
            first: 4,
            second: 2,
            outcome: Some(GameOutcome::Win(Seat::SECOND)),
        },
    ];
    let paired = pair_swiss_round(2, &entrants, &pairings, &[]);
    // The two winners meet, the two losers meet; each gets the seat they did not have.
    assert_eq!(paired.games, vec![(2, 1), (3, 4)]);
}

#[test]
fn swiss_pairs_only_active_entrants_who_have_joined() {
    let mut entrants = field(5);
    entrants[0].active = false;
    entrants[4].joined_round = 2;
    let paired = pair_swiss_round(1, &entrants, &[], &[]);
    assert_everyone_once(&paired, &[2, 3, 4]);
    let paired = pair_swiss_round(2, &entrants, &[], &[]);
    assert_everyone_once(&paired, &[2, 3, 4, 5]);
}

#[test]
fn swiss_pairing_is_deterministic() {
    let entrants = field(21);
    let mut shuffled = entrants.clone();
    shuffled.reverse();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut pairings, mut byes) = (Vec::new(), Vec::new());
    for round in 1..=4 {
        let paired = pair_swiss_round(round, &entrants, &pairings, &byes);
        assert_eq!(paired, pair_swiss_round(round, &shuffled, &pairings, &byes));
        play(round, &paired, &mut rng, &mut pairings, &mut byes);
    }
}

/// Sensei's Library, "Sonneborn-Berger" (senseis.xmp.net/?SonnebornBerger): a double round
/// robin of A, B, C, D without draws. Crosstable (row beat column = 1), cycle 1 | cycle 2:
/// A: - 1 1 1 | - 0 1 0;  B: 0 - 1 1 | 1 - 0 1;  C: 0 0 - 1 | 0 1 - 1;  D: 0 0 0 - | 1 0 0 -.
/// Published: points 4, 4, 3, 1; Sonneborn-Berger 11, 9, 6, 4.
/// Buchholz cut 1 by hand: A 4+4+3+3+1+1 - 1 = 15, B the same 15, C 4+4+4+4+1+1 - 1 = 17,
/// D 4+4+4+4+3+3 - 3 = 19. Direct encounter between the tied A and B: one win each, 1 and 1.
#[test]
fn tie_breaks_match_the_published_sonneborn_berger_example() {
    let (a, b, c, d) = (1, 2, 3, 4);
    let entrants: Vec<Entrant> = [a, b, c, d].iter().map(|&id| entrant(id, 1500.0)).collect();
    let schedule = round_robin_schedule(&[a, b, c, d], true);
    // Who won each pairing, per cycle (the crosstable above).
    let winner = |x: PlayerId, y: PlayerId, cycle: usize| -> PlayerId {
        let beats: [&[(PlayerId, PlayerId)]; 2] = [
            &[(a, b), (a, c), (a, d), (b, c), (b, d), (c, d)],
            &[(b, a), (a, c), (d, a), (b, d), (c, b), (c, d)],
        ];
        let cycle_beats = beats[cycle];
        *cycle_beats
            .iter()
            .find(|(w, l)| (*w == x && *l == y) || (*w == y && *l == x))
            .map(|(w, _)| w)
            .expect("every pair has a result in each cycle")
    };
    let mut pairings = Vec::new();
    for (index, round) in schedule.iter().enumerate() {
        let cycle = index / 3;
        for &(first, second) in &round.games {
            let seat = if winner(first, second, cycle) == first {
                Seat::FIRST
            } else {
                Seat::SECOND
            };
            pairings.push(Pairing {
                round: index as u32 + 1,
                first,
                second,
                outcome: Some(GameOutcome::Win(seat)),
            });
        }
    }
    let rows = standings(
        Format::RoundRobin { double: true },
        &entrants,
        &pairings,
        &[],
    );
    let table: Vec<(PlayerId, u32, f64, f64, f64, f64)> = rows
        .iter()
        .map(|r| {
            (
                r.player,
                r.rank,
                r.points,
                r.buchholz_cut1,
                r.sonneborn_berger,
                r.direct_encounter,
            )
        })
        .collect();
    assert_eq!(
        table,
        vec![
            (a, 1, 4.0, 15.0, 11.0, 1.0),
            (b, 2, 4.0, 15.0, 9.0, 1.0),
            (c, 3, 3.0, 17.0, 6.0, 0.0),
            (d, 4, 1.0, 19.0, 4.0, 0.0),
        ]
    );
    assert!(rows
        .iter()
        .all(|r| r.games == 6 && r.byes == 0 && r.missed_rounds == 0));
}

#[test]
fn standings_count_byes_void_games_and_missed_rounds() {
    let mut entrants = field(4);
    entrants[3].joined_round = 2;
    let pairings = vec![
        Pairing {
            round: 1,
            first: 1,
            second: 2,
            outcome: Some(GameOutcome::Win(Seat::FIRST)),
        },
        Pairing {
            round: 2,
            first: 3,
            second: 1,
            outcome: Some(GameOutcome::Void),
        },
        Pairing {
            round: 2,
            first: 2,
            second: 4,
            outcome: Some(GameOutcome::Draw),
        },
    ];
    let byes = [Bye {
        round: 1,
        player: 3,
        points: 1.0,
    }];
    let rows = standings(Format::Swiss { rounds: 3 }, &entrants, &pairings, &byes);
    let by_id = |id: PlayerId| {
        rows.iter()
            .find(|r| r.player == id)
            .expect("every entrant has a row")
    };
    // Player 1: beat 2 (½ points), void round 2 counts as an opponent with 1's own 1 point.
    assert_eq!(
        (
            by_id(1).points,
            by_id(1).games,
            by_id(1).buchholz_cut1,
            by_id(1).sonneborn_berger
        ),
        (1.0, 1, 1.0, 0.5)
    );
    // Player 3: a bye and a void game: two unplayed rounds worth its own 1 point each.
    assert_eq!(
        (
            by_id(3).points,
            by_id(3).games,
            by_id(3).byes,
            by_id(3).buchholz_cut1
        ),
        (1.0, 0, 1, 1.0)
    );
    // Player 4 joined in round 2: one missed round, a draw against 2.
    assert_eq!(
        (by_id(4).points, by_id(4).missed_rounds, by_id(4).games),
        (0.5, 1, 1)
    );
    // 1 and 3 are tied on 1 point and never finished a game against each other: the direct
    // encounter is 0 and does not decide; 1 is ahead on Sonneborn-Berger.
    assert_eq!(
        rows.iter().map(|r| (r.player, r.rank)).collect::<Vec<_>>(),
        vec![(1, 1), (3, 2), (2, 3), (4, 4)]
    );
}

#[test]
fn players_equal_on_every_criterion_share_a_rank() {
    let entrants: Vec<Entrant> = (1..=4).map(|id| entrant(id, 1500.0)).collect();
    let pairings = vec![
        Pairing {
            round: 1,
            first: 1,
            second: 2,
            outcome: Some(GameOutcome::Draw),
        },
        Pairing {
            round: 1,
            first: 3,
            second: 4,
            outcome: Some(GameOutcome::Draw),
        },
    ];
    let rows = standings(Format::Swiss { rounds: 3 }, &entrants, &pairings, &[]);
    assert!(rows.iter().all(|r| r.rank == 1), "{rows:?}");
}

#[test]
fn round_robin_meets_every_pair_once_with_balanced_seats() {
    for n in 3..=16usize {
        let players: Vec<PlayerId> = (100..100 + n as u64).collect();
        for double in [false, true] {
            let rounds = round_robin_schedule(&players, double);
            let cycle = if n % 2 == 0 { n - 1 } else { n };
            assert_eq!(rounds.len(), cycle * if double { 2 } else { 1 }, "n={n}");
            let mut games: HashMap<(PlayerId, PlayerId), u32> = HashMap::new();
            for round in &rounds {
                assert_everyone_once(round, &players);
                for &game in &round.games {
                    *games.entry(game).or_default() += 1;
                }
            }
            for (i, &a) in players.iter().enumerate() {
                for &b in &players[i + 1..] {
                    let (ab, ba) = (
                        games.get(&(a, b)).copied().unwrap_or(0),
                        games.get(&(b, a)).copied().unwrap_or(0),
                    );
                    if double {
                        assert_eq!(
                            (ab, ba),
                            (1, 1),
                            "n={n}: {a} and {b} meet twice, seats swapped"
                        );
                    } else {
                        assert_eq!(ab + ba, 1, "n={n}: {a} and {b} meet once");
                    }
                }
            }
            // Seats within 1 for each player over the single cycle.
            for &p in &players {
                let balance: i32 = rounds[..cycle]
                    .iter()
                    .flat_map(|r| &r.games)
                    .map(|&(first, second)| i32::from(first == p) - i32::from(second == p))
                    .sum();
                assert!(
                    balance.abs() <= 1,
                    "n={n}: player {p} seat balance {balance}"
                );
            }
        }
    }
}

#[test]
fn round_robin_follows_the_berger_table() {
    // FIDE Handbook C.05 annex 1, six players.
    let rounds = round_robin_schedule(&[1, 2, 3, 4, 5, 6], false);
    let games: Vec<Vec<(PlayerId, PlayerId)>> = rounds.into_iter().map(|r| r.games).collect();
    assert_eq!(
        games,
        vec![
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ]
    );
}

fn waiting(
    id: PlayerId,
    points: u32,
    rating: f64,
    last_opponent: Option<PlayerId>,
    seat_balance: i32,
) -> ArenaWaiting {
    ArenaWaiting {
        id,
        points,
        rating,
        last_opponent,
        seat_balance,
    }
}

#[test]
fn arena_pairs_nearest_score_never_the_last_opponent() {
    let free = [
        waiting(1, 10, 1500.0, Some(2), 0),
        waiting(2, 9, 1500.0, Some(1), 0),
        waiting(3, 4, 1500.0, None, 0),
        waiting(4, 3, 1500.0, None, 0),
    ];
    let games = pair_arena(&free);
    // 1's nearest is 2, its last opponent: 1 meets 3 instead; 2 meets 4.
    let pairs: Vec<(PlayerId, PlayerId)> =
        games.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    assert_eq!(pairs, vec![(1, 3), (2, 4)]);
}

#[test]
fn arena_player_whose_only_candidate_is_the_last_opponent_waits() {
    let free = [
        waiting(1, 2, 1500.0, Some(2), 0),
        waiting(2, 0, 1500.0, Some(1), 0),
    ];
    assert!(pair_arena(&free).is_empty());
    let free = [
        waiting(1, 2, 1500.0, Some(2), 0),
        waiting(2, 0, 1500.0, Some(1), 0),
        waiting(3, 0, 1400.0, Some(9), 0),
    ];
    assert_eq!(pair_arena(&free), vec![(1, 3)]);
}

#[test]
fn arena_seats_go_to_lower_seat_balance_then_higher_rating() {
    let free = [
        waiting(1, 0, 1600.0, None, 1),
        waiting(2, 0, 1500.0, None, 0),
    ];
    assert_eq!(pair_arena(&free), vec![(2, 1)]);
    let free = [
        waiting(1, 0, 1400.0, None, 0),
        waiting(2, 0, 1500.0, None, 0),
    ];
    assert_eq!(pair_arena(&free), vec![(2, 1)]);
}

#[test]
fn arena_nearest_score_uses_rating_on_equal_points() {
    let free = [
        waiting(1, 6, 1500.0, None, 0),
        waiting(2, 4, 1900.0, None, 0),
        waiting(3, 4, 1550.0, None, 0),
    ];
    let games = pair_arena(&free);
    assert_eq!(games.len(), 1);
    let (a, b) = games[0];
    assert_eq!((a.min(b), a.max(b)), (1, 3));
}

/// Arena games of player 1 against a rotating field, 1 winning or drawing as `results` say.
fn arena_games(results: &[Option<Seat>]) -> Vec<Pairing> {
    results
        .iter()
        .enumerate()
        .map(|(i, result)| Pairing {
            round: i as u32 + 1,
            first: 1,
            second: 2 + (i as u64 % 3),
            outcome: Some(result.map_or(GameOutcome::Draw, GameOutcome::Win)),
        })
        .collect()
}

#[test]
fn arena_streaks_double_from_the_third_win() {
    let entrants: Vec<Entrant> = (1..=4).map(|id| entrant(id, 1500.0)).collect();
    let win = Some(Seat::FIRST);
    // W W W W D W: 2 + 2 + 4 + 4 + 1 + 2.
    let rows = standings(
        Format::Arena { minutes: 60 },
        &entrants,
        &arena_games(&[win, win, win, win, None, win]),
        &[],
    );
    let one = rows
        .iter()
        .find(|r| r.player == 1)
        .expect("player 1 ranked");
    assert_eq!(
        (one.points, one.games, one.rank, one.on_fire),
        (15.0, 6, 1, false)
    );
    assert_eq!(
        (
            one.buchholz_cut1,
            one.sonneborn_berger,
            one.direct_encounter
        ),
        (0.0, 0.0, 0.0)
    );
    // Two wins in a row: the next one doubles.
    let rows = standings(
        Format::Arena { minutes: 60 },
        &entrants,
        &arena_games(&[None, win, win]),
        &[],
    );
    let one = rows
        .iter()
        .find(|r| r.player == 1)
        .expect("player 1 ranked");
    assert_eq!((one.points, one.on_fire), (5.0, true));
    // A loss breaks the streak: W W L W is 2 + 2 + 0 + 2, not on fire.
    let mut games = arena_games(&[win, win, win, win]);
    games[2].outcome = Some(GameOutcome::Win(Seat::SECOND));
    let rows = standings(Format::Arena { minutes: 60 }, &entrants, &games, &[]);
    let one = rows
        .iter()
        .find(|r| r.player == 1)
        .expect("player 1 ranked");
    assert_eq!((one.points, one.on_fire), (6.0, false));
    let four = rows
        .iter()
        .find(|r| r.player == 4)
        .expect("player 4 ranked");
    assert_eq!(four.points, 2.0, "player 4 won game 3");
}

/// Players tied with nobody score a plain 0 in direct encounter (not -0, which a page would
/// print as "-0").
#[test]
fn direct_encounter_without_ties_is_a_plain_zero() {
    let entrants = [entrant(1, 1500.0), entrant(2, 1500.0)];
    let games = [Pairing {
        round: 1,
        first: 1,
        second: 2,
        outcome: Some(GameOutcome::Win(Seat::FIRST)),
    }];
    for row in standings(Format::RoundRobin { double: false }, &entrants, &games, &[]) {
        assert_eq!(row.direct_encounter, 0.0);
        assert!(row.direct_encounter.is_sign_positive(), "{row:?}");
    }
}
