//! Standings: points and tie-breaks.
//!
//! Swiss and round robin, in this order: points (win 1, draw ½, loss 0, a bye its points, a
//! void game 0); Buchholz cut 1; Sonneborn-Berger; direct encounter; rating.
//! - **Buchholz cut 1**: the opponents' points, one entry per game finished with a result,
//!   minus the lowest entry. A round without such a game (a bye, a void game, a round missed
//!   by joining late or after withdrawing, a game still being played) enters as an opponent
//!   with the player's own points: sitting out neither lifts nor sinks the tie-break much
//!   (the simple form of FIDE's "dummy opponent" for unplayed rounds).
//! - **Sonneborn-Berger**: the points of every opponent beaten plus half the points of every
//!   opponent drawn; byes, void and unplayed games add nothing.
//! - **Direct encounter**: the points a player scored in games against the players with the
//!   same points. It is always shown, but orders the players only when every two of those
//!   tied players have played each other (a complete mini-tournament); otherwise it is
//!   skipped as a criterion, as in FIDE's rules.
//!
//! Arena: win 2, draw 1, loss 0; from the third win in a row a win is 4 until a draw or a
//! loss ends the streak (a void game does not). Ranked by points, then rating.

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

use super::{Bye, Entrant, Format, GameOutcome, Pairing, PlayerId, StandingRow};
use crate::games::Seat;

/// Points `first` and `second` scored in a game finished with a result (`None` otherwise).
fn result_points(p: &Pairing) -> Option<(f64, f64)> {
    match p.outcome? {
        GameOutcome::Win(seat) if seat == Seat::FIRST => Some((1.0, 0.0)),
        GameOutcome::Win(_) => Some((0.0, 1.0)),
        GameOutcome::Draw => Some((0.5, 0.5)),
        GameOutcome::Void => None,
    }
}

pub(super) fn standings(
    format: Format,
    entrants: &[Entrant],
    pairings: &[Pairing],
    byes: &[Bye],
) -> Vec<StandingRow> {
    let mut rows = match format {
        Format::Arena { .. } => arena_rows(entrants, pairings),
        Format::Swiss { .. } | Format::RoundRobin { .. } => {
            classic_rows(format, entrants, pairings, byes)
        }
    };
    rank(format, rows.as_mut_slice(), pairings);
    rows
}

fn blank_row(e: &Entrant) -> StandingRow {
    StandingRow {
        player: e.id,
        rank: 0,
        points: 0.0,
        buchholz_cut1: 0.0,
        sonneborn_berger: 0.0,
        direct_encounter: 0.0,
        rating: e.rating,
        games: 0,
        byes: 0,
        missed_rounds: 0,
        on_fire: false,
        active: e.active,
    }
}

fn classic_rows(
    format: Format,
    entrants: &[Entrant],
    pairings: &[Pairing],
    byes: &[Bye],
) -> Vec<StandingRow> {
    let rounds = pairings
        .iter()
        .map(|p| p.round)
        .chain(byes.iter().map(|b| b.round))
        .max()
        .unwrap_or(0);
    let mut points: HashMap<PlayerId, f64> = HashMap::new();
    for p in pairings {
        if let Some((first, second)) = result_points(p) {
            *points.entry(p.first).or_default() += first;
            *points.entry(p.second).or_default() += second;
        }
    }
    for bye in byes {
        *points.entry(bye.player).or_default() += bye.points;
    }
    let points_of = |id: PlayerId| points.get(&id).copied().unwrap_or(0.0);

    let mut rows: Vec<StandingRow> = entrants.iter().map(blank_row).collect();
    for row in &mut rows {
        let id = row.player;
        row.points = points_of(id);
        row.byes = byes.iter().filter(|b| b.player == id).count() as u32;
        let mut opponents_points = Vec::new();
        for p in pairings {
            let Some((first, second)) = result_points(p) else {
                continue;
            };
            let (scored, opponent) = if p.first == id {
                (first, p.second)
            } else if p.second == id {
                (second, p.first)
            } else {
                continue;
            };
            let theirs = points_of(opponent);
            opponents_points.push(theirs);
            row.sonneborn_berger += scored * theirs;
        }
        row.games = opponents_points.len() as u32;
        let unplayed = rounds.saturating_sub(row.games) as usize;
        opponents_points.extend(std::iter::repeat_n(row.points, unplayed));
        if let Some(lowest) = opponents_points.iter().copied().min_by(f64::total_cmp) {
            row.buchholz_cut1 = opponents_points.iter().sum::<f64>() - lowest;
        }
        if let Format::Swiss { .. } = format {
            let joined = entrants
                .iter()
                .find(|e| e.id == id)
                .map_or(1, |e| e.joined_round);
            row.missed_rounds = joined.saturating_sub(1).min(rounds);
        }
    }
    for row in &mut rows {
        let tied = |other: PlayerId| other != row.player && points_of(other) == row.points;
        row.direct_encounter = pairings
            .iter()
            .filter_map(|p| {
                let (first, second) = result_points(p)?;
                if p.first == row.player && tied(p.second) {
                    Some(first)
                } else if p.second == row.player && tied(p.first) {
                    Some(second)
                } else {
                    None
                }
            })
            .sum::<f64>()
            // An empty sum is -0.0, which would be shown as "-0".
            + 0.0;
    }
    rows
}

fn arena_rows(entrants: &[Entrant], pairings: &[Pairing]) -> Vec<StandingRow> {
    let mut in_order: Vec<&Pairing> = pairings.iter().collect();
    in_order.sort_by_key(|p| p.round);
    let mut streaks: HashMap<PlayerId, u32> = HashMap::new();
    let mut rows: Vec<StandingRow> = entrants.iter().map(blank_row).collect();
    let index: HashMap<PlayerId, usize> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.player, i))
        .collect();
    for p in in_order {
        let Some((first, second)) = result_points(p) else {
            continue;
        };
        for (player, scored) in [(p.first, first), (p.second, second)] {
            let streak = streaks.entry(player).or_insert(0);
            let gained = if scored == 1.0 {
                *streak += 1;
                if *streak >= 3 {
                    4.0
                } else {
                    2.0
                }
            } else {
                *streak = 0;
                scored * 2.0
            };
            if let Some(&i) = index.get(&player) {
                rows[i].points += gained;
                rows[i].games += 1;
            }
        }
    }
    for row in &mut rows {
        row.on_fire = streaks.get(&row.player).is_some_and(|s| *s >= 2);
    }
    rows
}

/// For each row, whether the players with its points have all played each other with a
/// result, so that the direct encounter between them decides.
fn tied_groups_complete(rows: &[StandingRow], pairings: &[Pairing]) -> Vec<bool> {
    let played: HashSet<(PlayerId, PlayerId)> = pairings
        .iter()
        .filter(|p| result_points(p).is_some())
        .map(|p| (p.first.min(p.second), p.first.max(p.second)))
        .collect();
    let mut groups: HashMap<u64, Vec<PlayerId>> = HashMap::new();
    for row in rows {
        groups
            .entry(row.points.to_bits())
            .or_default()
            .push(row.player);
    }
    let complete: HashMap<u64, bool> = groups
        .into_iter()
        .map(|(points, group)| {
            let all_met = group.iter().enumerate().all(|(i, &a)| {
                group[i + 1..]
                    .iter()
                    .all(|&b| played.contains(&(a.min(b), a.max(b))))
            });
            (points, all_met)
        })
        .collect();
    rows.iter().map(|r| complete[&r.points.to_bits()]).collect()
}

/// Sorts `rows` best first and numbers them; rows equal on every criterion share a rank.
fn rank(format: Format, rows: &mut [StandingRow], pairings: &[Pairing]) {
    let arena = matches!(format, Format::Arena { .. });
    let complete = tied_groups_complete(rows, pairings);
    let deciding_encounter: Vec<f64> = rows
        .iter()
        .zip(complete)
        .map(|(r, complete)| {
            if complete && !arena {
                r.direct_encounter
            } else {
                0.0
            }
        })
        .collect();
    let mut order: Vec<(StandingRow, f64)> = rows.iter().cloned().zip(deciding_encounter).collect();
    let criteria = |a: &(StandingRow, f64), b: &(StandingRow, f64)| -> Ordering {
        let (a, a_encounter) = a;
        let (b, b_encounter) = b;
        b.points
            .total_cmp(&a.points)
            .then(b.buchholz_cut1.total_cmp(&a.buchholz_cut1))
            .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
            .then(b_encounter.total_cmp(a_encounter))
            .then(b.rating.total_cmp(&a.rating))
    };
    order.sort_by(|a, b| criteria(a, b).then(a.0.player.cmp(&b.0.player)));
    for i in 0..order.len() {
        order[i].0.rank = if i > 0 && criteria(&order[i - 1], &order[i]).is_eq() {
            order[i - 1].0.rank
        } else {
            i as u32 + 1
        };
    }
    for (slot, (row, _)) in rows.iter_mut().zip(order) {
        *slot = row;
    }
}
