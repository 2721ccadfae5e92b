//! Vacations (`/vacation`): a player's, boardbot-wide. While one runs, the turn deadlines of
//! the player's games of a day or more per move (no clock) stop; live games (shorter timers,
//! clocks) go on. Exactly, on the host's clock:
//! - at its start, each such game where the player is to move has its deadline (and its
//!   reminder) pushed by the vacation's length;
//! - a turn of such a game that passes to the player during it ends `turn_seconds` after the
//!   vacation does (its reminder moves with it);
//! - an early end pulls the deadlines of the games where the player is to move back by the
//!   unused part, so that the time away never counts.
//!
//! The allowance: `HostSettings::vacation_days_per_year` days in any 365 days (rolling: a
//! vacation's days count for 365 days from its start), at least a day a vacation. Days are
//! charged when a vacation starts; an early end gives back the whole days left unused (a
//! vacation of 3 days ended after 1 day and 2 hours gives back 1 day).
//!
//! A deadline moved by a vacation keeps the game's version, so boards and their buttons stay
//! good; a move committed meanwhile starts its own turn anyway.

use super::*;
use crate::store::{VacationRecord, VacationStart};

const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// The allowance's window: the last 365 days.
const YEAR_MS: i64 = 365 * DAY_MS;

/// Whether vacations stop a game's turn deadlines: a day or more per move, and no clock.
pub(super) fn pauses(record: &GameRecord) -> bool {
    record.turn_seconds >= 24 * 60 * 60 && record.clock.is_none()
}

/// A player's vacation now, and their allowance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationStatus {
    /// The end of the vacation running now (unix ms), if one does.
    pub away_until: Option<i64>,
    /// Days of the allowance left in the last 365 days.
    pub days_left: i64,
    /// The allowance: days in any 365 days.
    pub days_per_year: i64,
    /// Games whose deadline the change just moved (0 for a status).
    pub games_moved: usize,
}

impl Host {
    /// `user`'s vacation now and the days of their allowance left.
    pub async fn vacation_status(&self, user: &User) -> HostResult<VacationStatus> {
        self.vacation_status_moved(user.id, 0).await
    }

    async fn vacation_status_moved(
        &self,
        user_id: u64,
        games_moved: usize,
    ) -> HostResult<VacationStatus> {
        let now = self.now();
        let vacations = self.store.vacations_of(user_id).await?;
        let charged: i64 = vacations
            .iter()
            .filter(|v| v.starts_at > now - YEAR_MS)
            .map(|v| v.days)
            .sum();
        let days_per_year = self.settings.vacation_days_per_year;
        Ok(VacationStatus {
            away_until: vacations.iter().find(|v| v.runs_at(now)).map(|v| v.ends_at),
            days_left: (days_per_year - charged).max(0),
            days_per_year,
            games_moved,
        })
    }

    /// Start a vacation of `days` days for `user` now. Refused, with nothing changed, when
    /// `days` is out of range, one already runs, or the allowance has not that many days left.
    pub async fn start_vacation(&self, user: &User, days: i64) -> HostResult<VacationStatus> {
        let per_year = self.settings.vacation_days_per_year;
        if !(1..=per_year).contains(&days) {
            return Err(HostError::refused(
                Text::new("vacation-days-out-of-range")
                    .arg("min", 1)
                    .arg("max", per_year),
            ));
        }
        let status = self.vacation_status(user).await?;
        if let Some(until) = status.away_until {
            return Err(away_already(until));
        }
        if days > status.days_left {
            return Err(no_allowance(status.days_left));
        }
        let now = self.now();
        let vacation = VacationRecord {
            id: 0,
            user_id: user.id,
            starts_at: now,
            ends_at: now + days * DAY_MS,
            days,
        };
        match self
            .store
            .start_vacation(&vacation, now - YEAR_MS, per_year)
            .await?
        {
            VacationStart::Started(_) => {}
            VacationStart::AlreadyAway(other) => return Err(away_already(other.ends_at)),
            VacationStart::NoAllowance => return Err(no_allowance(status.days_left)),
        }
        info!(user = user.id, days, "vacation started");
        let moved = self
            .shift_turns_of(user.id, days * DAY_MS, i64::MIN)
            .await?;
        self.vacation_status_moved(user.id, moved).await
    }

    /// End `user`'s vacation now: the whole days left unused are given back, and the games
    /// where they are to move get back the time not taken.
    pub async fn end_vacation(&self, user: &User) -> HostResult<VacationStatus> {
        let now = self.now();
        let running = self
            .store
            .vacations_of(user.id)
            .await?
            .into_iter()
            .find(|v| v.runs_at(now))
            .ok_or_else(|| HostError::refused(Text::new("vacation-not-away")))?;
        let unused = running.ends_at - now;
        let refund = (unused / DAY_MS).min(running.days);
        if !self.store.end_vacation(running.id, now, refund).await? {
            return Err(HostError::refused(Text::new("vacation-not-away")));
        }
        info!(user = user.id, refund, "vacation ended early");
        // Every deadline the vacation moved ends at or after its planned end; one that ends
        // before (a turn that came to them in the instant the vacation started) was not moved,
        // and is not moved back.
        let moved = self
            .shift_turns_of(user.id, -unused, running.ends_at)
            .await?;
        self.vacation_status_moved(user.id, moved).await
    }

    /// A turn of `next` just started at `now` (its deadline set): if the game is one that
    /// vacations stop and its player to move is away, the turn's full time starts when they
    /// are back.
    pub(super) async fn hold_for_vacation(
        &self,
        next: &mut GameRecord,
        game: &AnyGame,
        now: i64,
    ) -> HostResult<()> {
        if !pauses(next) || next.deadline.is_none() {
            return Ok(());
        }
        let Some(seat) = game.to_move() else {
            return Ok(());
        };
        let player = next.players[seat.index()];
        let back = self
            .store
            .vacations_running([player, player], now)
            .await?
            .into_iter()
            .map(|v| v.ends_at)
            .max();
        if let Some(back) = back.filter(|back| *back > now) {
            let by = back - now;
            next.deadline = next.deadline.map(|d| d + by);
            next.remind_at = next.remind_at.map(|at| at + by);
        }
        Ok(())
    }

    /// The players of `record` away now, by name, with the end of their vacations, for its
    /// board (only in games vacations stop, where it matters).
    pub(super) async fn vacations_in(&self, record: &GameRecord) -> Vec<(String, i64)> {
        self.seats_away(record)
            .await
            .iter()
            .enumerate()
            .filter_map(|(i, until)| Some((record.names[i].clone(), (*until)?)))
            .collect()
    }

    /// The end of each seat's player's vacation running now, in a game vacations stop.
    pub(super) async fn seats_away(&self, record: &GameRecord) -> [Option<i64>; 2] {
        let mut away = [None, None];
        if record.status != Status::Active || !pauses(record) {
            return away;
        }
        match self
            .store
            .vacations_running(record.players, self.now())
            .await
        {
            Ok(running) => {
                for v in running {
                    if let Some(seat) = record.seat_of(v.user_id) {
                        away[seat.index()] = Some(v.ends_at);
                    }
                }
            }
            Err(e) => warn!(game = record.id, error = %e, "could not read the players' vacations"),
        }
        away
    }

    /// The end of `user_id`'s vacation running now, if one does.
    pub(super) async fn away_until(&self, user_id: u64) -> HostResult<Option<i64>> {
        Ok(self
            .store
            .vacations_running([user_id, user_id], self.now())
            .await?
            .into_iter()
            .map(|v| v.ends_at)
            .max())
    }

    /// Move by `by_ms` the deadline of each game vacations stop where `user_id` is to move and
    /// the deadline is `not_before` or later; how many moved.
    async fn shift_turns_of(&self, user_id: u64, by_ms: i64, not_before: i64) -> HostResult<usize> {
        let mut moved = 0;
        for record in self.store.active_games_of(user_id).await? {
            match self.shift_turn(record, user_id, by_ms, not_before).await {
                Ok(true) => moved += 1,
                Ok(false) => {}
                Err(e) => warn!(user = user_id, error = %e, "could not move a game's deadline"),
            }
        }
        Ok(moved)
    }

    /// Move `record`'s deadline (and reminder) by `by_ms` if `user_id` is to move in it and it
    /// ends `not_before` or later, reading it again if it changed meanwhile.
    async fn shift_turn(
        &self,
        record: GameRecord,
        user_id: u64,
        by_ms: i64,
        not_before: i64,
    ) -> HostResult<bool> {
        const ATTEMPTS: usize = 3;
        let mut record = record;
        for _ in 0..ATTEMPTS {
            if record.status != Status::Active || !pauses(&record) {
                return Ok(false);
            }
            let game = self.load(&record).await?;
            let to_move = game.to_move().map(|s| record.players[s.index()]);
            let Some(deadline) = record
                .deadline
                .filter(|d| to_move == Some(user_id) && *d >= not_before)
            else {
                return Ok(false);
            };
            if self
                .store
                .shift_deadline(record.id, record.version, deadline, by_ms)
                .await?
            {
                let moved = GameRecord {
                    deadline: Some(deadline + by_ms),
                    remind_at: record.remind_at.map(|at| at + by_ms),
                    ..record
                };
                self.committed(&moved, Some(&game));
                return Ok(true);
            }
            record = match self.store.game(record.id).await? {
                Some(r) => r,
                None => return Ok(false),
            };
        }
        Ok(false)
    }
}

fn away_already(until: i64) -> HostError {
    HostError::refused(Text::new("vacation-already-away").arg("until", (until / 1000).to_string()))
}

fn no_allowance(days_left: i64) -> HostError {
    HostError::refused(Text::new("vacation-no-allowance").arg("left", days_left))
}
