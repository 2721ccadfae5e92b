//! Extra time (the board's Give time button): a player of a live game gives their opponent
//! more time, a day in a game of a day or more per move, five minutes otherwise. In a game
//! with clocks it goes on the opponent's clock (whoever is to move); on a turn timer, on the
//! opponent's turn deadline, so only while they are to move (the giver's own turn has no
//! deadline of theirs to move). At most [`GIFTS_PER_GAME`] gifts by each player in a game.
//! Each gift is an `extra-time` event in the game's log, written with the game's new deadline.

use super::*;
use crate::store::{EventKind, GameEvent};

/// Gifts of time each player may make in one game.
pub const GIFTS_PER_GAME: usize = 3;

const DAY_GIFT_MS: i64 = 24 * 60 * 60 * 1000;
const LIVE_GIFT_MS: i64 = 5 * 60 * 1000;

/// Time given, with the board that shows it.
#[derive(Clone, Debug)]
pub struct ExtraTime {
    pub board: BoardView,
    pub giver: String,
    pub receiver: String,
    /// How much, in ms.
    pub given_ms: i64,
    /// Gifts the giver has left in this game.
    pub gifts_left: usize,
}

impl ExtraTime {
    /// The public line saying so, in the board's language.
    pub fn line(&self) -> Text {
        let id = if self.given_ms >= DAY_GIFT_MS {
            "extra-time-given-day"
        } else {
            "extra-time-given-minutes"
        };
        Text::new(id)
            .arg("giver", self.giver.as_str())
            .arg("receiver", self.receiver.as_str())
            .arg("minutes", self.given_ms / 60_000)
    }
}

impl Host {
    /// `user` gives their opponent in game `game_id` more time.
    pub async fn give_time(&self, user: &User, game_id: i64) -> HostResult<ExtraTime> {
        let record = self.live_record(game_id).await?;
        if record.status != Status::Active {
            return Err(HostError::refused(Text::new("host-not-accepted-yet")));
        }
        self.refuse_if_paused(&record).await?;
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        let receiver = seat.other();
        if record.ai_level.is_some() || record.players[receiver.index()] == user.id {
            return Err(HostError::refused(Text::new("extra-time-no-opponent")));
        }
        let events = self.store.game_events(record.id).await?;
        let given = events
            .iter()
            .filter(|e| e.kind == EventKind::ExtraTime && e.user_id == user.id)
            .count();
        if given >= GIFTS_PER_GAME {
            return Err(HostError::refused(
                Text::new("extra-time-limit").arg("limit", GIFTS_PER_GAME as i64),
            ));
        }
        let game = self.load(&record).await?;
        let now = self.now();
        let gift = if super::vacations::pauses(&record) {
            DAY_GIFT_MS
        } else {
            LIVE_GIFT_MS
        };
        let receiver_to_move = game.to_move() == Some(receiver);
        let mut next = record.successor(now);
        match next.clock.as_mut() {
            Some(clock) => {
                clock.left_ms[receiver.index()] += gift;
                if receiver_to_move {
                    // The turn's deadline as its start set it, with the clock's new time.
                    let timer = clock.since + record.turn_seconds * 1000;
                    next.deadline = Some(timer.min(clock.since + clock.left_ms[receiver.index()]));
                }
            }
            None if receiver_to_move => {
                next.deadline = record.deadline.map(|d| d + gift);
                next.remind_at = record.remind_at.map(|at| at + gift);
            }
            None => {
                return Err(HostError::refused(
                    Text::new("extra-time-not-their-turn")
                        .arg("name", record.names[receiver.index()].as_str()),
                ))
            }
        }
        let event = GameEvent {
            game_id: record.id,
            at: now,
            user_id: user.id,
            kind: EventKind::ExtraTime,
            version: record.version,
            detail: gift.to_string(),
        };
        match self
            .store
            .commit_extra_time(&next, &event, events.len())
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                self.live.forget(record.channel_id);
                return Err(HostError::refused(Text::new("extra-time-game-changed")));
            }
            Err(e) => {
                self.live.forget(record.channel_id);
                return Err(e.into());
            }
        }
        self.committed(&next, Some(&game));
        info!(game = record.id, by = user.id, gift, "extra time given");
        Ok(ExtraTime {
            board: self.view(&next, game, None).await,
            giver: record.names[seat.index()].clone(),
            receiver: record.names[receiver.index()].clone(),
            given_ms: gift,
            gifts_left: GIFTS_PER_GAME - given - 1,
        })
    }
}
