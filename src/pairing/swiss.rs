//! Swiss pairing: one round as a minimum-cost perfect matching over the whole field.
//!
//! Every pair of players (and, in an odd field, every player with a "bye" vertex) gets a
//! cost made of lexicographic tiers: a lower tier can never outweigh one unit of a higher
//! one, because each tier's unit is larger than the most the lower tiers can add up to over
//! a whole matching. The absolute criteria are the highest tiers rather than missing edges,
//! so a pairing always exists and breaks them only when every pairing must.

use std::collections::HashMap;

use integer_blossom::min_weight_perfect_matching;

use super::{Bye, Entrant, GameOutcome, Pairing, PlayerId, RoundPairing};
use crate::games::Seat;

/// The cost tiers, most important first.
const REPEAT: usize = 0;
const SECOND_BYE: usize = 1;
const SEAT_RULE: usize = 2;
const BYE_RANK: usize = 3;
const SCORE_GAP: usize = 4;
const DUE_SEAT: usize = 5;
const GROUP_HALVES: usize = 6;
const TIERS: usize = 7;

/// What pairing needs to know of one player, in pairing order (best first).
#[derive(Clone, Debug)]
pub(super) struct SwissPlayer {
    pub id: PlayerId,
    pub rating: f64,
    /// Points times two (a draw is one half point), so that they compare exactly.
    pub half_points: i64,
    pub had_bye: bool,
    pub seats: SeatHistory,
}

/// Seats a player has taken, in round order.
#[derive(Clone, Debug, Default)]
pub(super) struct SeatHistory {
    pub firsts: i32,
    pub seconds: i32,
    /// The last two seats, the latest last.
    pub last_two: Vec<Seat>,
}

impl SeatHistory {
    fn take(&mut self, seat: Seat) {
        if seat == Seat::FIRST {
            self.firsts += 1;
        } else {
            self.seconds += 1;
        }
        self.last_two.push(seat);
        if self.last_two.len() > 2 {
            self.last_two.remove(0);
        }
    }

    /// Whether taking `seat` now breaks an absolute rule: the same seat three times in a row,
    /// or more than two games more in one seat than in the other.
    pub fn breaks_rule_with(&self, seat: Seat) -> bool {
        let step = if seat == Seat::FIRST { 1 } else { -1 };
        let three_in_a_row = self.last_two.len() == 2 && self.last_two.iter().all(|s| *s == seat);
        three_in_a_row || (self.firsts - self.seconds + step).abs() > 2
    }

    /// The seat that balances this player: the one played less, else the other of the last.
    fn due(&self) -> Option<Seat> {
        match self.firsts.cmp(&self.seconds) {
            std::cmp::Ordering::Greater => Some(Seat::SECOND),
            std::cmp::Ordering::Less => Some(Seat::FIRST),
            std::cmp::Ordering::Equal => self.last_two.last().map(|s| s.other()),
        }
    }
}

/// Times each pair of players has met (void games included), keyed smaller id first.
pub(super) fn meetings(pairings: &[Pairing]) -> HashMap<(PlayerId, PlayerId), u32> {
    let mut met = HashMap::new();
    for p in pairings {
        *met.entry(pair_key(p.first, p.second)).or_insert(0) += 1;
    }
    met
}

pub(super) fn pair_key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    (a.min(b), a.max(b))
}

/// The players to pair in `round`, best first: by points, then rating, then id.
pub(super) fn field(
    round: u32,
    entrants: &[Entrant],
    pairings: &[Pairing],
    byes: &[Bye],
) -> Vec<SwissPlayer> {
    let mut half_points: HashMap<PlayerId, i64> = HashMap::new();
    let mut seats: HashMap<PlayerId, SeatHistory> = HashMap::new();
    let mut in_round_order: Vec<&Pairing> = pairings.iter().collect();
    in_round_order.sort_by_key(|p| p.round);
    for p in in_round_order {
        seats.entry(p.first).or_default().take(Seat::FIRST);
        seats.entry(p.second).or_default().take(Seat::SECOND);
        let (first, second) = match p.outcome {
            Some(GameOutcome::Win(seat)) if seat == Seat::FIRST => (2, 0),
            Some(GameOutcome::Win(_)) => (0, 2),
            Some(GameOutcome::Draw) => (1, 1),
            Some(GameOutcome::Void) | None => (0, 0),
        };
        *half_points.entry(p.first).or_insert(0) += first;
        *half_points.entry(p.second).or_insert(0) += second;
    }
    for bye in byes {
        *half_points.entry(bye.player).or_insert(0) += (bye.points * 2.0).round() as i64;
    }
    let mut players: Vec<SwissPlayer> = entrants
        .iter()
        .filter(|e| e.active && e.joined_round <= round)
        .map(|e| SwissPlayer {
            id: e.id,
            rating: e.rating,
            half_points: half_points.get(&e.id).copied().unwrap_or(0),
            had_bye: byes.iter().any(|b| b.player == e.id),
            seats: seats.remove(&e.id).unwrap_or_default(),
        })
        .collect();
    players.sort_by(|a, b| {
        b.half_points
            .cmp(&a.half_points)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    players
}

/// How a pair sits: `true` when the better-ranked of the two takes the first seat.
struct Seating {
    better_first: bool,
    rule_breaks: u64,
    due_misses: u64,
}

/// The best seating of `better` (ranked higher) against `worse`: fewest absolute seat rule
/// breaks, then fewest players away from their due seat, then the better-ranked player gets
/// the seat they are due (the first when nothing is due).
fn seating(better: &SwissPlayer, worse: &SwissPlayer) -> Seating {
    let evaluate = |better_seat: Seat| {
        let worse_seat = better_seat.other();
        let breaks = u64::from(better.seats.breaks_rule_with(better_seat))
            + u64::from(worse.seats.breaks_rule_with(worse_seat));
        let misses = u64::from(better.seats.due().is_some_and(|d| d != better_seat))
            + u64::from(worse.seats.due().is_some_and(|d| d != worse_seat));
        let better_pleased = better.seats.due().unwrap_or(Seat::FIRST) == better_seat;
        (breaks, misses, !better_pleased)
    };
    let first = evaluate(Seat::FIRST);
    let second = evaluate(Seat::SECOND);
    let better_first = first <= second;
    let (rule_breaks, due_misses, _) = if better_first { first } else { second };
    Seating {
        better_first,
        rule_breaks,
        due_misses,
    }
}

/// Each player's position inside their score group and that group's size.
fn group_positions(players: &[SwissPlayer]) -> Vec<(usize, usize)> {
    let mut positions = vec![(0, 0); players.len()];
    let mut start = 0;
    while start < players.len() {
        let end = players[start..]
            .iter()
            .position(|p| p.half_points != players[start].half_points)
            .map_or(players.len(), |len| start + len);
        for (offset, slot) in positions[start..end].iter_mut().enumerate() {
            *slot = (offset, end - start);
        }
        start = end;
    }
    positions
}

/// The tier penalties of pairing `players[i]` with `players[j]` (`i < j`).
fn pair_penalties(
    players: &[SwissPlayer],
    groups: &[(usize, usize)],
    met: &HashMap<(PlayerId, PlayerId), u32>,
    i: usize,
    j: usize,
) -> [u64; TIERS] {
    let (a, b) = (&players[i], &players[j]);
    let seats = seating(a, b);
    let mut tiers = [0; TIERS];
    tiers[REPEAT] = u64::from(met.get(&pair_key(a.id, b.id)).copied().unwrap_or(0));
    tiers[SEAT_RULE] = seats.rule_breaks;
    tiers[SCORE_GAP] = (a.half_points - b.half_points).unsigned_abs().pow(2);
    tiers[DUE_SEAT] = seats.due_misses;
    // Inside a score group, the top half meets the bottom half (1 against n/2 + 1, ...).
    let ((pos_a, size), (pos_b, _)) = (groups[i], groups[j]);
    if a.half_points == b.half_points {
        tiers[GROUP_HALVES] = ((pos_b - pos_a) as i64 - (size / 2) as i64).unsigned_abs();
    }
    tiers
}

/// The tier penalties of giving `players[i]` the bye: lower-ranked and bye-less is better.
fn bye_penalties(players: &[SwissPlayer], i: usize) -> [u64; TIERS] {
    let mut tiers = [0; TIERS];
    tiers[SECOND_BYE] = u64::from(players[i].had_bye);
    tiers[BYE_RANK] = (players.len() - 1 - i) as u64;
    tiers
}

pub(super) fn pair_round(
    round: u32,
    entrants: &[Entrant],
    pairings: &[Pairing],
    byes: &[Bye],
) -> RoundPairing {
    let players = field(round, entrants, pairings, byes);
    let n = players.len();
    if n == 0 {
        return RoundPairing::default();
    }
    let met = meetings(pairings);
    let groups = group_positions(&players);
    // An odd field gets one more vertex: whoever is matched with it has the bye.
    let vertices = n + n % 2;
    let mut penalties = vec![[0u64; TIERS]; vertices * vertices];
    for i in 0..vertices {
        for j in (i + 1)..vertices {
            penalties[i * vertices + j] = if j == n {
                bye_penalties(&players, i)
            } else {
                pair_penalties(&players, &groups, &met, i, j)
            };
        }
    }
    let units = tier_units(&penalties, vertices / 2);
    let cost: Vec<i128> = penalties
        .iter()
        .map(|tiers| {
            tiers
                .iter()
                .zip(&units)
                .map(|(&penalty, &unit)| i128::from(penalty) * unit)
                .sum()
        })
        .collect();
    let mates = min_weight_perfect_matching(&cost, vertices);

    let mut pairing = RoundPairing::default();
    // Boards in ranking order: the pair with the best-ranked player first.
    for (i, &j) in mates.iter().enumerate() {
        if j < i {
            continue;
        }
        if j == n {
            pairing.bye = Some(players[i].id);
        } else if seating(&players[i], &players[j]).better_first {
            pairing.games.push((players[i].id, players[j].id));
        } else {
            pairing.games.push((players[j].id, players[i].id));
        }
    }
    pairing
}

/// The weight of one unit of each tier: more than the lower tiers can add up to over the
/// `pairs` pairs of a matching.
fn tier_units(penalties: &[[u64; TIERS]], pairs: usize) -> [i128; TIERS] {
    let mut largest = [0u64; TIERS];
    for tiers in penalties {
        for (max, &penalty) in largest.iter_mut().zip(tiers) {
            *max = (*max).max(penalty);
        }
    }
    let mut units = [1i128; TIERS];
    for tier in (0..TIERS - 1).rev() {
        let below = i128::from(largest[tier + 1]) * pairs as i128 + 1;
        units[tier] = units[tier + 1]
            .checked_mul(below)
            .expect("a Swiss field small enough for 128-bit pairing costs");
    }
    units
}
