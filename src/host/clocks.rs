//! Per-game clocks (the `clock` option): only the clock of the seat to move runs; a move
//! spends the time since the turn started and earns the increment; a clock that runs out
//! is a time-out (the engine's clock rule decides what that means: Cross Words Combat plays
//! on, the other games are lost on time), written in the log like a move.

use tracing::info;

use super::{snapshot, BoardView, Host, HostError, HostResult};
use crate::games::clock::{format_clock, time_out_entry, ClockSpec};
use crate::games::{AnyGame, Outcome, Seat};
use crate::i18n::{Lang, Text};
use crate::store::{ClockState, EndReason, GameRecord, MoveRecord, Status, StoreError};

/// The clocks of a game starting now, if its options ask for them.
pub(super) fn start_clocks(record: &GameRecord, now: i64) -> HostResult<Option<ClockState>> {
    let spec = ClockSpec::from_options(&record.options)
        .map_err(|e| HostError::Internal(format!("clock of game {}: {e}", record.id)))?;
    Ok(spec.map(|s| ClockState {
        left_ms: [s.initial_ms; 2],
        since: now,
    }))
}

/// Time left for `seat` at `now`.
pub(super) fn time_left(clock: &ClockState, game: &AnyGame, seat: Seat, now: i64) -> i64 {
    let running = game.to_move() == Some(seat);
    clock.left_ms[seat.index()] - if running { now - clock.since } else { 0 }
}

/// Whether the seat to move has used up its time at `now`.
pub(super) fn flag_fell(record: &GameRecord, game: &AnyGame, now: i64) -> Option<Seat> {
    let clock = record.clock.as_ref()?;
    let seat = game.to_move()?;
    (time_left(clock, game, seat, now) <= 0).then_some(seat)
}

/// The clocks after `seat` moved at `now`: its time spent, its increment earned, and the
/// next turn's clock started.
pub(super) fn after_move(record: &GameRecord, seat: Seat, now: i64) -> Option<ClockState> {
    let mut clock = record.clock?;
    let increment = ClockSpec::from_options(&record.options)
        .ok()
        .flatten()
        .map_or(0, |s| s.increment_ms);
    let s = seat.index();
    clock.left_ms[s] = (clock.left_ms[s] - (now - clock.since)).max(0) + increment;
    clock.since = now;
    Some(clock)
}

/// Turn timers at least this long (seconds) remind the player to move.
const REMINDED_TIMER_SECONDS: i64 = 60 * 60;

/// A turn begins at `now`: its deadline, and for turn timers of an hour or more a reminder
/// three quarters of the way into the timer (if the turn lasts that long; never on a channel
/// team's turn). The host then moves it to the first point its player chose
/// (`Host::plan_reminders`).
pub(super) fn start_turn(record: &mut GameRecord, game: &AnyGame, now: i64) {
    record.deadline = turn_deadline(record, game, now);
    record.remind_at = first_reminder(record, game, now + record.turn_seconds * 750);
}

/// The turn's first reminder at `at`, if its timer reminds (an hour or more, and not a channel
/// team's turn, whose board says how many voted) and `at` comes before its deadline.
pub(super) fn first_reminder(record: &GameRecord, game: &AnyGame, at: i64) -> Option<i64> {
    let team_turn = game
        .to_move()
        .is_some_and(|s| record.players[s.index()] == super::TEAM_PLAYER_ID);
    (record.turn_seconds >= REMINDED_TIMER_SECONDS && !team_turn)
        .then_some(at)
        .filter(|at| record.deadline.is_some_and(|deadline| *at < deadline))
}

/// When the turn in progress ends: the turn timer, or the mover's clock if it runs out first.
fn turn_deadline(record: &GameRecord, game: &AnyGame, now: i64) -> Option<i64> {
    let seat = game.to_move()?;
    let timer = now + record.turn_seconds * 1000;
    Some(match &record.clock {
        Some(clock) => timer.min(now + time_left(clock, game, seat, now)),
        None => timer,
    })
}

/// "clocks: ann 9:12, bob out of time", while a game with clocks goes on.
pub(super) fn clock_note(
    record: &GameRecord,
    game: &AnyGame,
    now: i64,
    lang: Lang,
) -> Option<String> {
    let clock = record.clock.as_ref()?;
    if record.status != Status::Active {
        return None;
    }
    let parts: Vec<String> = Seat::all()
        .into_iter()
        .map(|seat| {
            let name = record.names[seat.index()].as_str();
            if game.is_out_of_time(seat) {
                Text::new("view-clock-out").arg("name", name).get(lang)
            } else {
                Text::new("view-clock")
                    .arg("name", name)
                    .arg("time", format_clock(time_left(clock, game, seat, now)))
                    .get(lang)
            }
        })
        .collect();
    Some(
        Text::new("view-clocks")
            .arg("list", parts.join(", "))
            .get(lang),
    )
}

impl Host {
    /// `seat`'s clock ran out: record the time-out and let the game go on (or end) as its
    /// rules say. `None` when the game changed meanwhile (someone else recorded it).
    pub(super) async fn record_time_out(
        &self,
        record: &GameRecord,
        mut game: AnyGame,
        seat: Seat,
    ) -> HostResult<Option<BoardView>> {
        let now = self.now();
        game.time_out(seat)
            .map_err(|e| HostError::Internal(format!("time-out in game {}: {e}", record.id)))?;
        let entry = time_out_entry(record.kind.seat_names()[seat.index()]);
        let mut next = record.successor(now);
        next.draw_offer = None;
        next.state = Some(snapshot(&game)?);
        next.push_recent_move(&entry);
        if let Some(clock) = next.clock.as_mut() {
            clock.left_ms[seat.index()] = 0;
            clock.since = now;
        }
        // A game whose rule book has no clock rule of its own is lost on time (and, like a
        // turn timer's time-out, aborted if it ends before both players moved).
        let ratings = match game.outcome() {
            Some(Outcome::Winner(winner)) if winner == seat.other() => {
                self.finish(&mut next, Some(winner), EndReason::Timeout)
                    .await?
            }
            _ => self.after_action(&mut next, &game, now).await?,
        };
        let log = MoveRecord {
            game_id: record.id,
            ply: game.ply() as i64,
            seat,
            user_id: record.players[seat.index()],
            notation: entry.clone(),
            played_at: now,
        };
        match self
            .commit_rated(&next, Some(&game), &[log], &ratings)
            .await
        {
            Err(StoreError::Conflict) => return Ok(None),
            other => other?,
        }
        info!(game = record.id, seat = seat.0, "clock ran out");
        Ok(Some(self.view(&next, game, Some(entry)).await))
    }
}
