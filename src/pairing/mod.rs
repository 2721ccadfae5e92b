//! Pairing and scoring of tournaments, as pure code: a plain description of the field and of
//! the games so far goes in, the next round's pairings (or the standings) come out. No I/O,
//! no clock, no randomness: the host stores what this decides.
//!
//! - [`pair_swiss_round`]: Swiss, by maximum-weight matching over the whole field.
//! - [`round_robin_schedule`]: Berger tables.
//! - [`pair_arena`]: whoever is free, by nearest score then rating.
//! - [`standings`]: points and tie-breaks (Buchholz cut 1, Sonneborn-Berger, direct encounter,
//!   rating) or, in an arena, points with win streaks.

use serde::{Deserialize, Serialize};

mod arena;
mod round_robin;
mod standings;
mod swiss;
#[cfg(test)]
mod tests;

use crate::games::Seat;

/// A player: their Discord id.
pub type PlayerId = u64;

/// The shape of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    Swiss {
        rounds: u32,
    },
    /// `double`: every pair meets twice, seats swapped.
    RoundRobin {
        double: bool,
    },
    /// Runs for `minutes`; players are paired as they become free.
    Arena {
        minutes: u32,
    },
}

/// How a tournament game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameOutcome {
    Win(Seat),
    Draw,
    /// Ended without result (a moderator's abort, a cancelled tournament): nobody scores, but
    /// the two have met.
    Void,
}

/// One game of the tournament: who sat first, who second, and how it ended (`None` while it
/// is being played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// 1-based; in an arena, the order in which games were paired.
    pub round: u32,
    pub first: PlayerId,
    pub second: PlayerId,
    pub outcome: Option<GameOutcome>,
}

/// A round a player sat out with points: the bye of an odd field (Swiss, round robin).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bye {
    pub round: u32,
    pub player: PlayerId,
    /// Points it gave (1 by default; the organizer may set ½ or 0).
    pub points: f64,
}

/// A player entered in the tournament.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub id: PlayerId,
    /// Rating in the tournament's game when they joined (Glicko-2; 1500 for a newcomer).
    pub rating: f64,
    /// The first round they can be paired in (1 for everyone who joined before the start; a
    /// late Swiss joiner misses the rounds before, with zero points).
    pub joined_round: u32,
    /// `false` once withdrawn or removed: never paired again, still in the standings.
    pub active: bool,
}

/// One round's pairings: games (first seat, second seat) and the bye, if the field is odd.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundPairing {
    pub games: Vec<(PlayerId, PlayerId)>,
    pub bye: Option<PlayerId>,
}

/// Pair Swiss round `round` (1-based) of the active entrants whose `joined_round <= round`,
/// given every earlier pairing (all ended) and bye.
///
/// Absolute criteria (broken only when no pairing keeps them): no two players meet twice;
/// nobody gets a second bye; nobody plays the same seat three times in a row or reaches a
/// seat imbalance above 2. Then the bye goes to the lowest-ranked player without one; then
/// the smallest score differences within pairs (the sum of squared differences, so pairs stay
/// inside their score group); then as few players as possible away from their due seat (the
/// one played less, else the other of the last), the higher-ranked getting it when both are
/// due the same; then, inside a score group, the top half meets the bottom half. Ranking for
/// pairing is points (a void game 0, a bye its points), then rating, then id. Seats: the
/// first player of each game sits first; games come in board order (best-ranked first).
pub fn pair_swiss_round(
    round: u32,
    entrants: &[Entrant],
    pairings: &[Pairing],
    byes: &[Bye],
) -> RoundPairing {
    swiss::pair_round(round, entrants, pairings, byes)
}

/// Every round of a round robin among `players` (in seed order: the first is seed 1) by the
/// Berger tables: `n - 1` rounds for an even field, `n` for an odd one (each round one player
/// has the bye), twice as many with seats swapped when `double`.
pub fn round_robin_schedule(players: &[PlayerId], double: bool) -> Vec<RoundPairing> {
    round_robin::schedule(players, double)
}

/// A player free for a new arena game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaWaiting {
    pub id: PlayerId,
    pub points: u32,
    pub rating: f64,
    /// Whom they played last: never paired with them again at once.
    pub last_opponent: Option<PlayerId>,
    /// Games played in the first seat minus games played in the second.
    pub seat_balance: i32,
}

/// Pair the free arena players: each with the free player of the nearest score (then
/// rating), never their last opponent; seats to whoever is due the first seat (lower
/// `seat_balance`). A player left over waits for the next call.
pub fn pair_arena(waiting: &[ArenaWaiting]) -> Vec<(PlayerId, PlayerId)> {
    arena::pair(waiting)
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingRow {
    pub player: PlayerId,
    /// 1-based; players equal on every criterion share a rank.
    pub rank: u32,
    /// Swiss and round robin: 1 a win (and a bye), ½ a draw. Arena: 2 a win (4 on a streak),
    /// 1 a draw.
    pub points: f64,
    /// Swiss and round robin tie-breaks (0 in an arena).
    pub buchholz_cut1: f64,
    pub sonneborn_berger: f64,
    /// Points scored against the players tied with this one on points.
    pub direct_encounter: f64,
    pub rating: f64,
    /// Games finished with a result (byes and void games not counted).
    pub games: u32,
    pub byes: u32,
    /// Rounds missed by joining late (Swiss).
    pub missed_rounds: u32,
    /// Arena: on a streak of two wins or more, so that the next win counts double ("on fire").
    pub on_fire: bool,
    pub active: bool,
}

/// The standings of a tournament of `format` after `pairings` (in the order they were paired;
/// unfinished ones are ignored) and `byes`, best first. How byes, void games and unplayed
/// rounds enter the tie-breaks is written at the head of `standings.rs`: a round without a
/// played game counts in Buchholz as an opponent with the player's own points.
pub fn standings(
    format: Format,
    entrants: &[Entrant],
    pairings: &[Pairing],
    byes: &[Bye],
) -> Vec<StandingRow> {
    standings::standings(format, entrants, pairings, byes)
}
