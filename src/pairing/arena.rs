//! Arena pairing, lichess-like: whoever is free meets the free player nearest in score.

use super::{ArenaWaiting, PlayerId};

pub(super) fn pair(waiting: &[ArenaWaiting]) -> Vec<(PlayerId, PlayerId)> {
    // Best first: by points, then rating, then id (so that equal inputs pair alike).
    let mut queue: Vec<&ArenaWaiting> = waiting.iter().collect();
    queue.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    let mut taken = vec![false; queue.len()];
    let mut games = Vec::new();
    for i in 0..queue.len() {
        if taken[i] {
            continue;
        }
        let player = queue[i];
        // The nearest free player in points, then in rating; the earlier in the queue on a tie.
        let opponent = (i + 1..queue.len())
            .filter(|&j| !taken[j] && !just_met(player, queue[j]))
            .min_by(|&j, &k| {
                let distance = |w: &ArenaWaiting| {
                    (
                        player.points.abs_diff(w.points),
                        (player.rating - w.rating).abs(),
                    )
                };
                let (dj, dk) = (distance(queue[j]), distance(queue[k]));
                dj.0.cmp(&dk.0).then(dj.1.total_cmp(&dk.1)).then(j.cmp(&k))
            });
        // Nobody fits (only the last opponent is free): this player waits for the next call.
        let Some(j) = opponent else { continue };
        taken[i] = true;
        taken[j] = true;
        games.push(seat(player, queue[j]));
    }
    games
}

fn just_met(a: &ArenaWaiting, b: &ArenaWaiting) -> bool {
    a.last_opponent == Some(b.id) || b.last_opponent == Some(a.id)
}

/// The first seat to whoever has sat there less; on a tie, to the higher-rated (then lower id).
fn seat(a: &ArenaWaiting, b: &ArenaWaiting) -> (PlayerId, PlayerId) {
    let a_first = a
        .seat_balance
        .cmp(&b.seat_balance)
        .then(b.rating.total_cmp(&a.rating))
        .then(a.id.cmp(&b.id))
        .is_le();
    if a_first {
        (a.id, b.id)
    } else {
        (b.id, a.id)
    }
}
