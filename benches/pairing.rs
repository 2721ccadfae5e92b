//! Swiss pairing of a large field: one round of 500 players after four rounds of seeded
//! random results. `cargo bench --bench pairing` (target: median ≤ 1 s).

use boardbot::games::Seat;
use boardbot::pairing::{pair_swiss_round, Bye, Entrant, GameOutcome, Pairing};
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PLAYERS: u64 = 500;
const ROUNDS_PLAYED: u32 = 4;

/// The field and the pairings and byes of the rounds played so far.
fn field_after_rounds() -> (Vec<Entrant>, Vec<Pairing>, Vec<Bye>) {
    let mut rng = ChaCha8Rng::seed_from_u64(500);
    let entrants: Vec<Entrant> = (1..=PLAYERS)
        .map(|id| Entrant {
            id,
            rating: rng.gen_range(900.0..2300.0),
            joined_round: 1,
            active: true,
        })
        .collect();
    let (mut pairings, mut byes) = (Vec::new(), Vec::new());
    for round in 1..=ROUNDS_PLAYED {
        let paired = pair_swiss_round(round, &entrants, &pairings, &byes);
        for (first, second) in paired.games {
            let outcome = match rng.gen_range(0..10) {
                0..=4 => GameOutcome::Win(Seat::FIRST),
                5..=8 => GameOutcome::Win(Seat::SECOND),
                _ => GameOutcome::Draw,
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
    (entrants, pairings, byes)
}

fn swiss_round(c: &mut Criterion) {
    let (entrants, pairings, byes) = field_after_rounds();
    let mut group = c.benchmark_group("pairing");
    group.sample_size(10);
    group.bench_function("swiss_500_players_round_5", |b| {
        b.iter(|| pair_swiss_round(ROUNDS_PLAYED + 1, &entrants, &pairings, &byes))
    });
    group.finish();
}

criterion_group!(benches, swiss_round);
criterion_main!(benches);
