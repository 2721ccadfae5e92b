//! Ending a game by a player's word or by moderation: resignation, draw offers and
//! agreement, aborts, and games whose channel or server vanished.

use super::*;

impl Host {
    /// Resign: the other player wins, whatever the score.
    pub async fn resign(&self, place: Place, user: &User) -> HostResult<BoardView> {
        self.resign_game(place, user, None).await
    }

    /// Resign from a board's button: moves made since the board was posted don't matter, but
    /// it must still be the same game.
    pub async fn resign_on_board(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
    ) -> HostResult<BoardView> {
        self.resign_game(place, user, Some(game_id)).await
    }

    async fn resign_game(
        &self,
        place: Place,
        user: &User,
        game_id: Option<i64>,
    ) -> HostResult<BoardView> {
        let record = self.active_in_channel(place).await?;
        if game_id.is_some_and(|id| id != record.id) {
            return Err(HostError::refused(Text::new("host-game-over")));
        }
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        let game = self.load(&record).await?;
        let mut next = record.successor(self.now());
        let ratings = self
            .finish(&mut next, Some(seat.other()), EndReason::Resignation)
            .await?;
        self.commit(&next, None, &[], &ratings).await?;
        Ok(self.view(&next, game, None).await)
    }

    /// Offer a draw, or accept the opponent's standing offer. An offer lapses with the next
    /// move.
    pub async fn draw(&self, place: Place, user: &User) -> HostResult<BoardView> {
        self.draw_at(place, user, None).await
    }

    /// Offer or accept a draw from a board's button: only on the board it was clicked on.
    pub async fn draw_on_board(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
    ) -> HostResult<BoardView> {
        self.draw_at(place, user, Some((game_id, version))).await
    }

    async fn draw_at(
        &self,
        place: Place,
        user: &User,
        board: Option<(i64, i64)>,
    ) -> HostResult<BoardView> {
        let record = self.active_in_channel(place).await?;
        if board.is_some_and(|b| b != (record.id, record.version)) {
            return Err(stale_board());
        }
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        if record.draw_offer == Some(seat) {
            return Err(HostError::refused(Text::new("host-draw-already-offered")));
        }
        let game = self.load(&record).await?;
        let mut next = record.successor(self.now());
        let ratings = if record.draw_offer == Some(seat.other()) {
            self.finish(&mut next, None, EndReason::Agreement).await?
        } else {
            next.draw_offer = Some(seat);
            Vec::new()
        };
        self.commit(&next, Some(&game), &[], &ratings).await?;
        Ok(self.view(&next, game, None).await)
    }

    /// A moderator stops the channel's game or challenge: no result, no rating change.
    pub async fn abort(&self, place: Place, user: &User) -> HostResult<GameRecord> {
        if !user.manages_server {
            return Err(HostError::refused(Text::new("host-abort-moderators-only")));
        }
        let record = self
            .store
            .live_game_in_channel(place.channel_id)
            .await?
            .ok_or_else(no_game)?;
        let next = self.aborted(&record, EndReason::Moderator);
        self.commit(&next, None, &[], &[]).await?;
        info!(game = record.id, by = user.id, "game aborted");
        Ok(next)
    }

    /// The channel (or thread) is gone: its game or challenge ends with no result and no
    /// rating change. Returns the game ended, if there was one.
    pub async fn channel_vanished(&self, channel_id: u64) -> HostResult<Option<GameRecord>> {
        let Some(record) = self.store.live_game_in_channel(channel_id).await? else {
            return Ok(None);
        };
        self.end_vanished(record).await.map(Some)
    }

    /// The bot left the server (or the server was deleted): every game there ends with no
    /// result and no rating change, and the server's settings are deleted after
    /// [`HostSettings::server_settings_kept_days`] unless it comes back
    /// ([`Host::guild_present`]). Returns how many games ended.
    pub async fn guild_vanished(&self, guild_id: u64) -> HostResult<usize> {
        let mut ended = 0;
        for record in self.store.live_games_in_guild(guild_id).await? {
            match self.end_vanished(record).await {
                Ok(_) => ended += 1,
                // Ended meanwhile by a move or a deadline: nothing left to do.
                Err(HostError::Refused(_)) => {}
                Err(e) => return Err(e),
            }
        }
        // Its settings go once the bot has been away long enough; its games stay.
        self.store.note_departure(guild_id, self.now()).await?;
        Ok(ended)
    }

    pub(super) async fn end_vanished(&self, record: GameRecord) -> HostResult<GameRecord> {
        let next = self.aborted(&record, EndReason::Vanished);
        self.commit(&next, None, &[], &[]).await?;
        info!(
            game = record.id,
            channel = record.channel_id,
            "game ended: its place is gone"
        );
        Ok(next)
    }

    /// `record` ended with no result, for `reason`.
    pub(super) fn aborted(&self, record: &GameRecord, reason: EndReason) -> GameRecord {
        let mut next = record.successor(self.now());
        next.status = Status::Aborted;
        next.result = Some(GameResult {
            winner: None,
            reason,
        });
        next.deadline = None;
        next.draw_offer = None;
        next
    }
}
