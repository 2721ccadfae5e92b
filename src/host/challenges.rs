//! Challenges: who may challenge whom with which options, accepting (in the channel or a
//! thread of its own) and declining.

use super::*;

impl Host {
    /// Challenge `opponent` to a game in this channel.
    pub async fn challenge(
        &self,
        place: Place,
        challenger: &User,
        opponent: &User,
        kind: GameKind,
        terms: impl Into<GameTerms>,
    ) -> HostResult<ChallengeView> {
        let GameTerms {
            options,
            rated,
            turn_seconds,
        } = terms.into();
        let guild_id = pool_of(place);
        if opponent.id == challenger.id {
            return Err(HostError::refused(Text::new("host-challenge-yourself")));
        }
        if opponent.is_bot {
            return Err(HostError::refused(Text::new("host-challenge-bot")));
        }
        // Validate the options and the time now, so bad ones are refused before anyone is
        // pinged.
        check_options(kind, &options, Seat::FIRST)?;
        let server_seconds = self.guild_settings(guild_id).await?.turn_seconds;
        let turn_seconds = chosen_turn_seconds(turn_seconds, server_seconds)?;
        // Held until the challenge is stored: see `ChallengeLocks`.
        let _sending = self.challenge_locks.lock(guild_id, challenger.id).await;
        self.check_protection(guild_id, challenger, opponent)
            .await?;
        if self
            .store
            .live_game_in_channel(place.channel_id)
            .await?
            .is_some()
        {
            return Err(busy_channel());
        }
        let now = self.now();
        let record = GameRecord {
            id: 0,
            guild_id,
            channel_id: place.channel_id,
            kind,
            options,
            seed: fresh_seed(),
            players: [challenger.id, opponent.id],
            names: [kept_name(&challenger.name), kept_name(&opponent.name)],
            ai_level: None,
            rated,
            status: Status::Challenge,
            result: None,
            version: 1,
            state: None,
            draw_offer: None,
            turn_seconds,
            deadline: Some(now + self.settings.challenge_seconds * 1000),
            clock: None,
            recent_moves: Vec::new(),
            remind_at: None,
            created_at: now,
            updated_at: now,
        };
        let record = self.insert_game(&record, None).await?;
        info!(game = record.id, kind = %kind, channel = place.channel_id, "challenge issued");
        Ok(ChallengeView::of(
            &record,
            self.guild_lang(record.guild_id).await,
        ))
    }

    /// The challenged player accepts: the game starts.
    pub async fn accept(&self, game_id: i64, user: &User) -> HostResult<BoardView> {
        self.accept_into(game_id, user, None).await
    }

    /// The name of the thread the game of challenge `game_id` should be played in, if `user`
    /// may accept it and the server plays its games in threads ("alice vs bob · CCC");
    /// `None` when the game stays in the challenge's channel.
    pub async fn thread_for_accept(&self, game_id: i64, user: &User) -> HostResult<Option<String>> {
        let record = self.acceptable(game_id, user).await?;
        let settings = self.guild_settings(record.guild_id).await?;
        if !settings.game_threads {
            return Ok(None);
        }
        let name = Text::new("thread-name")
            .arg("first", &record.names[0])
            .arg("second", &record.names[1])
            .arg("game", record.kind.display_name());
        Ok(Some(name.get(self.guild_lang(record.guild_id).await)))
    }

    /// Accept, and play the game in the thread `thread_id` opened for it (from the
    /// challenge's channel): the channel is free again for other games.
    pub async fn accept_in_thread(
        &self,
        game_id: i64,
        user: &User,
        thread_id: u64,
    ) -> HostResult<BoardView> {
        self.accept_into(game_id, user, Some(thread_id)).await
    }

    /// The challenge `game_id`, if `user` may accept it now.
    async fn acceptable(&self, game_id: i64, user: &User) -> HostResult<GameRecord> {
        let record = self.live_record(game_id).await?;
        if record.status != Status::Challenge {
            return Err(HostError::refused(Text::new("host-challenge-answered")));
        }
        if user.id != record.players[1] {
            return Err(HostError::refused(
                Text::new("host-only-challenged-accepts").arg("name", &record.names[1]),
            ));
        }
        if record.deadline.is_some_and(|d| d <= self.now()) {
            return Err(HostError::refused(Text::new("host-challenge-expired")));
        }
        Ok(record)
    }

    async fn accept_into(
        &self,
        game_id: i64,
        user: &User,
        thread_id: Option<u64>,
    ) -> HostResult<BoardView> {
        let record = self.acceptable(game_id, user).await?;
        self.begin_game(&record, thread_id).await
    }

    /// The accepted challenge `record` becomes a game (played in `thread_id`, if given).
    pub(super) async fn begin_game(
        &self,
        record: &GameRecord,
        thread_id: Option<u64>,
    ) -> HostResult<BoardView> {
        let game_id = record.id;
        let now = self.now();
        let game = AnyGame::new(record.kind, &record.options, &record.seed)
            .map_err(|e| HostError::Internal(format!("options of game {game_id}: {e}")))?;
        let mut next = record.successor(now);
        if let Some(thread) = thread_id {
            // The challenge's channel forgets it: its next game is not this one.
            self.live.forget(record.channel_id);
            next.channel_id = thread;
        }
        next.status = Status::Active;
        next.state = Some(snapshot(&game)?);
        next.clock = clocks::start_clocks(record, now)?;
        clocks::start_turn(&mut next, &game, now);
        self.hold_for_vacation(&mut next, &game, now).await?;
        self.plan_reminders(&mut next, &game).await;
        self.commit(&next, Some(&game), &[], &[]).await?;
        info!(game = game_id, "challenge accepted");
        Ok(self.view(&next, game, None).await)
    }

    /// The challenged player declines, or the challenger withdraws.
    pub async fn decline(&self, game_id: i64, user: &User) -> HostResult<ChallengeView> {
        let record = self.live_record(game_id).await?;
        if record.status != Status::Challenge {
            return Err(HostError::refused(Text::new("host-challenge-answered")));
        }
        if record.seat_of(user.id).is_none() {
            return Err(HostError::refused(Text::new("host-only-players-answer")));
        }
        let next = self.declined(&record);
        self.commit_decline(&next, user, None).await?;
        Ok(ChallengeView::of(
            &next,
            self.guild_lang(next.guild_id).await,
        ))
    }
}
