//! Deadlines and reminders: the periodic scans that end games whose turn timer or clock ran
//! out, and remind players whose turn is waiting.

use super::*;

impl Host {
    /// Enforce deadlines: expire unanswered challenges and end games whose player to move ran
    /// out of time. Returns what changed, for the front ends to announce. Safe to call from
    /// several places: each change is a versioned commit, so it lands once.
    pub async fn enforce_deadlines(&self) -> HostResult<Vec<Update>> {
        self.enforce_deadlines_where(|_| std::future::ready(true))
            .await
    }

    /// [`Host::enforce_deadlines`], asking first whether each game's channel still exists
    /// (`place_exists(channel_id)`; a front end answers `false` only when it knows the channel
    /// is gone): a game whose channel vanished unnoticed ends with no result, never with a
    /// rated time loss for a player who could no longer move.
    pub async fn enforce_deadlines_where<F, Fut>(&self, place_exists: F) -> HostResult<Vec<Update>>
    where
        F: Fn(u64) -> Fut,
        Fut: std::future::Future<Output = bool>,
    {
        let now = self.now();
        let mut updates = Vec::new();
        for record in self.store.games_due(now, &self.shards).await? {
            if !place_exists(record.channel_id).await {
                match self.end_vanished(record.clone()).await {
                    Ok(_) | Err(HostError::Refused(_)) => {}
                    Err(e) => warn!(game = record.id, error = %e, "could not end a vanished game"),
                }
                continue;
            }
            match self.enforce_one(&record).await {
                Ok(Some(u)) => updates.push(u),
                Ok(None) => {}
                Err(e) => warn!(game = record.id, error = %e, "could not enforce a deadline"),
            }
        }
        Ok(updates)
    }

    /// Turns at a reminder point their player chose (by default a quarter of a timer of an
    /// hour or more left): each point is marked passed (once, whichever process gets there
    /// first; a restart neither repeats nor forgets one) and returned for the front end to
    /// ping the player to move. Points passed while the bot was down come as one reminder.
    pub async fn due_reminders(&self) -> HostResult<Vec<Update>> {
        let mut reminders = Vec::new();
        for record in self.store.reminders_due(self.now(), &self.shards).await? {
            let Some(deadline) = record.deadline else {
                continue;
            };
            let to_move = match self.load(&record).await {
                Ok(game) => game.to_move(),
                Err(e) => {
                    warn!(game = record.id, error = %e, "skipping the reminder of a game that cannot be loaded");
                    continue;
                }
            };
            let Some(seat) = to_move else { continue };
            let user_id = record.players[seat.index()];
            if self.advance_turn_reminder(&record, user_id).await? == Some(true) {
                reminders.push(Update::Reminder(TurnReminder {
                    game_id: record.id,
                    kind: record.kind,
                    channel_id: record.channel_id,
                    user_id,
                    deadline,
                    lang: self.guild_lang(record.guild_id).await,
                }));
            }
        }
        Ok(reminders)
    }

    async fn enforce_one(&self, record: &GameRecord) -> HostResult<Option<Update>> {
        let mut next = record.successor(self.now());
        next.deadline = None;
        let update = match record.status {
            Status::Challenge => {
                next.status = Status::Expired;
                match self.commit_rated(&next, None, &[], &[]).await {
                    Err(StoreError::Conflict) => return Ok(None),
                    other => other?,
                }
                Update::ChallengeExpired(ChallengeView::of(
                    &next,
                    self.guild_lang(next.guild_id).await,
                ))
            }
            Status::Active => {
                let game = self.load(record).await?;
                let Some(late) = game.to_move() else {
                    return Ok(None);
                };
                if let Some(seat) = clocks::flag_fell(record, &game, self.now()) {
                    let view = self.record_time_out(record, game, seat).await?;
                    return Ok(view.map(|v| Update::Board(Box::new(v))));
                }
                // A channel team's turn is up: its vote is played (unless nobody voted).
                if teams::is_team_turn(record, &game) {
                    match self.close_team_turn(record).await {
                        Ok(Some(view)) => return Ok(Some(Update::Board(Box::new(view)))),
                        Ok(None) => {}
                        Err(HostError::Refused(_)) => return Ok(None),
                        Err(e) => return Err(e),
                    }
                }
                let ratings = self
                    .finish(&mut next, Some(late.other()), EndReason::Timeout)
                    .await?;
                match self.commit_rated(&next, None, &[], &ratings).await {
                    Err(StoreError::Conflict) => return Ok(None),
                    other => other?,
                }
                info!(game = record.id, "lost on time");
                Update::Board(Box::new(self.view(&next, game, None).await))
            }
            _ => return Ok(None),
        };
        Ok(Some(update))
    }
}
