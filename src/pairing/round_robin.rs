//! Round robin by the Berger tables (FIDE Handbook C.05, annex 1).
//!
//! Seeds 1..n-1 turn around a fixed seed n: round r starts with seed `1 + (r-1)·n/2`
//! (counting around 1..n-1), which meets seed n on board 1 (seed n sits first in even
//! rounds); board k pairs the k-th seed of that order with the k-th from its end. So for six
//! players round 1 is 1–6, 2–5, 3–4 and round 2 is 6–4, 5–3, 1–2. An odd field gets a dummy
//! as seed n; whoever meets it has the bye.

use super::{PlayerId, RoundPairing};

pub(super) fn schedule(players: &[PlayerId], double: bool) -> Vec<RoundPairing> {
    // `None` is the dummy of an odd field.
    let mut seeds: Vec<Option<PlayerId>> = players.iter().copied().map(Some).collect();
    if seeds.len() % 2 == 1 {
        seeds.push(None);
    }
    let size = seeds.len();
    if size == 0 {
        return Vec::new();
    }
    let fixed = seeds[size - 1];
    let turning = size - 1;
    let mut rounds: Vec<RoundPairing> = (0..turning)
        .map(|round| {
            let start = round * size / 2 % turning;
            let order: Vec<Option<PlayerId>> =
                (0..turning).map(|k| seeds[(start + k) % turning]).collect();
            let mut pairing = RoundPairing::default();
            let first_board = if round % 2 == 0 {
                (order[0], fixed)
            } else {
                (fixed, order[0])
            };
            let boards = std::iter::once(first_board)
                .chain((1..size / 2).map(|k| (order[k], order[turning - k])));
            for board in boards {
                match board {
                    (Some(first), Some(second)) => pairing.games.push((first, second)),
                    (Some(player), None) | (None, Some(player)) => pairing.bye = Some(player),
                    (None, None) => unreachable!("a field has one dummy at most"),
                }
            }
            pairing
        })
        .collect();
    if double {
        let returns: Vec<RoundPairing> = rounds
            .iter()
            .map(|r| RoundPairing {
                games: r.games.iter().map(|&(a, b)| (b, a)).collect(),
                bye: r.bye,
            })
            .collect();
        rounds.extend(returns);
    }
    rounds
}
