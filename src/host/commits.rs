//! The one path every action takes: load a game (from this process's cache or the store),
//! check who acts, commit the result with the version check (ratings and all) and build the
//! view of what was committed.

use super::*;
use crate::store::{EndBookkeeping, MovesAhead, StreakRecord};

/// Players' streaks as [`Host::earners_streaks`] reads them.
pub(super) type StreakRead = StoreResult<Vec<(u64, Option<StreakRecord>)>>;

/// What a move that ends its game read while its ratings were read, in one statement (see
/// [`Host::end_reads`]): its players' streaks and its move rows (each `None`: read at the
/// commit).
#[derive(Default)]
pub(super) struct EndAhead {
    pub streaks: Option<StreakRead>,
    pub moves: Option<MovesAhead>,
}

impl Host {
    /// Store a new game (with its engine state, when it has one); the channel's unique index
    /// refuses a second live one.
    pub(super) async fn insert_game(
        &self,
        record: &GameRecord,
        game: Option<&AnyGame>,
    ) -> HostResult<GameRecord> {
        // The unique index keeps one live game per channel among the games' own channels; a
        // channel challenged to a team match is busy with it too (see `team_matches.rs`).
        if self
            .store
            .live_game_in_channel(record.channel_id)
            .await?
            .is_some()
        {
            return Err(busy_channel());
        }
        // A game started without a challenge (a rematch, a tournament's pairing) waits for
        // its first player to come back from vacation like any turn.
        let mut held = record.clone();
        if let (Status::Active, Some(game)) = (record.status, game) {
            self.hold_for_vacation(&mut held, game, record.updated_at)
                .await?;
        }
        let record = &held;
        match self.store.insert_game(record).await {
            Ok(r) => {
                self.committed(&r, game);
                Ok(r)
            }
            Err(StoreError::ChannelBusy) => Err(busy_channel()),
            Err(e) => Err(e.into()),
        }
    }

    /// Rebuild a game from its move log alone (ignoring the cached state).
    pub async fn replay(&self, record: &GameRecord) -> HostResult<AnyGame> {
        let moves = self.store.moves(record.id).await?;
        AnyGame::replay(
            record.kind,
            &record.options,
            &record.seed,
            moves.iter().map(|m| m.notation.as_str()),
        )
        .map_err(|e| HostError::Internal(format!("game {} does not replay: {e}", record.id)))
    }

    /// The engine state of a stored game: the cached snapshot when it is present and sound,
    /// otherwise a replay of the log.
    pub(super) async fn load(&self, record: &GameRecord) -> HostResult<AnyGame> {
        if let Some(game) = self.live.game(record) {
            return Ok(game);
        }
        if let Some(state) = &record.state {
            match serde_json::from_str::<AnyGame>(state) {
                Ok(g) if g.kind() == record.kind => return Ok(g),
                Ok(_) | Err(_) => warn!(game = record.id, "snapshot unreadable; replaying the log"),
            }
        }
        self.replay(record).await
    }

    pub(super) async fn live_record(&self, game_id: i64) -> HostResult<GameRecord> {
        let record = self
            .store
            .game(game_id)
            .await?
            .ok_or_else(|| HostError::refused(Text::new("host-game-gone")))?;
        if !record.status.is_live() {
            return Err(HostError::refused(Text::new("host-game-over")));
        }
        Ok(record)
    }

    pub(super) async fn active_in_channel(&self, place: Place) -> HostResult<GameRecord> {
        match self.store.live_game_in_channel(place.channel_id).await? {
            Some(r) if r.status == Status::Active => Ok(r),
            Some(_) => Err(HostError::refused(Text::new("host-not-accepted-yet"))),
            None => Err(no_game()),
        }
    }

    pub(super) fn seat_to_act(
        &self,
        record: &GameRecord,
        game: &AnyGame,
        user: &User,
    ) -> HostResult<Seat> {
        record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        match game.to_move() {
            Some(s) if record.players[s.index()] == user.id => Ok(s),
            Some(s) => Err(HostError::refused(
                Text::new("host-not-your-turn").arg("name", &record.names[s.index()]),
            )),
            None => Err(HostError::refused(Text::new("host-the-game-is-over"))),
        }
    }

    /// After a move or a time-out: finish the game if the board says it is over (returning
    /// the rating rows to write), otherwise start the next turn's deadline.
    pub(super) async fn after_action(
        &self,
        next: &mut GameRecord,
        game: &AnyGame,
        now: i64,
    ) -> HostResult<Vec<RatingRecord>> {
        match game.outcome() {
            Some(outcome) => {
                let winner = match outcome {
                    Outcome::Winner(s) => Some(s),
                    Outcome::Draw => None,
                };
                self.finish(next, winner, EndReason::Board).await
            }
            None => {
                clocks::start_turn(next, game, now);
                self.hold_for_vacation(next, game, now).await?;
                self.plan_reminders(next, game).await;
                Ok(Vec::new())
            }
        }
    }

    /// Mark `next` finished and compute the rating rows to write with it.
    pub(super) async fn finish(
        &self,
        next: &mut GameRecord,
        winner: Option<Seat>,
        reason: EndReason,
    ) -> HostResult<Vec<RatingRecord>> {
        next.deadline = None;
        next.remind_at = None;
        next.draw_offer = None;
        // As on chess servers: a game that ends by anything but the board before both players
        // have moved (a resignation, a time-out, a draw agreed at once) is aborted, so that
        // nobody gains or loses rating from a game that was never played.
        // In a tournament the absent player loses instead: the event needs a result.
        if reason != EndReason::Board
            && !self.both_have_moved(next).await?
            && !self.is_tournament_game(next.id).await?
        {
            next.status = Status::Aborted;
            next.result = Some(GameResult {
                winner: None,
                reason,
            });
            return Ok(Vec::new());
        }
        next.status = Status::Finished;
        next.result = Some(GameResult { winner, reason });
        Ok(self.ratings_after(next).await?)
    }

    /// Whether each seat has made at least one move in the game's log.
    async fn both_have_moved(&self, record: &GameRecord) -> HostResult<bool> {
        let moves = self.store.moves(record.id).await?;
        Ok(Seat::all()
            .iter()
            .all(|&seat| moves.iter().any(|m| m.seat == seat)))
    }

    /// The rating rows a finished, rated game writes: both players' current rows updated
    /// with its result (none for other games), in its server's pool, all-time and in the
    /// season now, and in the boardbot-wide pool too where the server counts its games
    /// there. One read a pool, unless its season is to begin.
    async fn ratings_after(&self, game: &GameRecord) -> StoreResult<Vec<RatingRecord>> {
        let Some(result) = game
            .result
            .as_ref()
            .filter(|_| game.rated && game.status == Status::Finished)
        else {
            return Ok(Vec::new());
        };
        let (read, counts_everywhere) = self
            .store
            .game_end_ratings(game.guild_id, game.kind, game.players)
            .await?;
        let mut pools = vec![read];
        if counts_everywhere && game.guild_id != EVERYWHERE {
            let (everywhere, _) = self
                .store
                .game_end_ratings(EVERYWHERE, game.kind, game.players)
                .await?;
            pools.push(everywhere);
        }
        let mut rows = Vec::new();
        for read in pools {
            let in_pool = GameRecord {
                guild_id: read.pool,
                ..game.clone()
            };
            let (season, current) = self.season_of_end(&in_pool, read).await?;
            rows.extend(ratings::rate(
                &in_pool,
                current.all_time.clone(),
                result.winner,
            ));
            if let Some(season) = season {
                rows.extend(seasons::season_ratings_after(
                    &in_pool,
                    &season,
                    current,
                    result.winner,
                ));
            }
        }
        Ok(rows)
    }

    /// Commit through the store; a stale board is a polite refusal.
    pub(super) async fn commit(
        &self,
        next: &GameRecord,
        game: Option<&AnyGame>,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> HostResult<()> {
        self.commit_read_ahead(next, game, moves, ratings, EndAhead::default())
            .await
    }

    /// [`Host::commit`], with what a move that ends the game prepared ahead (see
    /// [`EndAhead`] and [`Host::earners_streaks`]).
    pub(super) async fn commit_read_ahead(
        &self,
        next: &GameRecord,
        game: Option<&AnyGame>,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
        ahead: EndAhead,
    ) -> HostResult<()> {
        match self
            .commit_rated_read_ahead(next, game, moves, ratings, ahead)
            .await
        {
            Ok(()) => Ok(()),
            Err(StoreError::Conflict) => Err(stale_board()),
            Err(e) => Err(e.into()),
        }
    }

    /// [`Store::commit`], computing the rating rows again while another game's end changes
    /// them first (the same players finishing two games at once): each refusal means that
    /// other commit landed, so this settles. `game` is `next`'s engine state, when at hand,
    /// for the next move in the channel to start from. A game's end writes its players'
    /// progress and their role checks with it.
    pub(super) async fn commit_rated(
        &self,
        next: &GameRecord,
        game: Option<&AnyGame>,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> StoreResult<()> {
        self.commit_rated_read_ahead(next, game, moves, ratings, EndAhead::default())
            .await
    }

    /// [`Host::commit_rated`], with what the end prepared ahead (see
    /// [`Host::commit_read_ahead`]).
    async fn commit_rated_read_ahead(
        &self,
        next: &GameRecord,
        game: Option<&AnyGame>,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
        ahead: EndAhead,
    ) -> StoreResult<()> {
        const ATTEMPTS: usize = 20;
        let mut ratings = ratings.to_vec();
        let mut bookkeeping = self
            .end_bookkeeping(next, game, &ratings, ahead.streaks)
            .await;
        let mut result = self
            .store
            .commit_read_ahead(next, moves, &ratings, &bookkeeping, ahead.moves)
            .await;
        for _ in 1..ATTEMPTS {
            if !matches!(result, Err(StoreError::RatingsChanged)) {
                break;
            }
            ratings = self.ratings_after(next).await?;
            bookkeeping.role_checks = self.role_checks_after(next, &ratings);
            result = self
                .store
                .commit_with(next, moves, &ratings, &bookkeeping)
                .await;
        }
        match &result {
            Ok(folded) => {
                for _ in moves {
                    crate::metrics::move_committed(next.kind.id());
                }
                self.committed(next, game);
                // A player whose progress did not go with the game (another game of theirs
                // came between, or a lost answer left it unknown) is folded from the store.
                self.note_progress(next, game, folded).await;
                // A game's end cleared its conditional lines in its own commit.
                if !next.status.is_live() {
                    self.note_team_result(next).await;
                }
            }
            // The game changed elsewhere, or the write's fate is unknown.
            Err(_) => self.live.forget(next.channel_id),
        }
        result.map(drop)
    }

    /// What `next`'s commit writes besides the game and its ratings: if it ends the game,
    /// its players' progress folded on over it and, if it was rated, their role checks.
    async fn end_bookkeeping(
        &self,
        next: &GameRecord,
        game: Option<&AnyGame>,
        ratings: &[RatingRecord],
        streaks: Option<StreakRead>,
    ) -> EndBookkeeping {
        if next.status.is_live() {
            return EndBookkeeping::default();
        }
        let streaks = match streaks {
            Some(read) => read,
            None => self.earners_streaks(next).await,
        };
        EndBookkeeping {
            progress: self.progress_ahead(next, game, streaks).await,
            role_checks: self.role_checks_after(next, ratings),
            roles_due_at: self.now(),
        }
    }

    /// Draw the board view. Drawing takes about a millisecond (`cargo bench --bench render`:
    /// 0.6-1.2 ms a board), so it runs right here on the async worker: handing it to the
    /// blocking pool cost more in thread wake-ups than it spared (bot CPU a move at 500 moves/s
    /// 1.8 -> 1.5 ms, p99 latency 38 -> 5 ms in `discord_load`), and at most one picture per
    /// worker thread, that is per core, is drawn at once. A designed game's board is the
    /// exception: its file's calls may each take their whole budget.
    pub(super) async fn view(
        &self,
        record: &GameRecord,
        game: AnyGame,
        last_move: Option<String>,
    ) -> BoardView {
        let lang = self.guild_lang(record.guild_id).await;
        let palette = self.server_palette(record.guild_id).await;
        let team_votes = self.team_votes(record, &game).await;
        let started = std::time::Instant::now();
        let now = self.now();
        let mut view = if record.kind.rules_file().is_some() {
            let paused = match self.pause_of(record).await {
                Ok(pause) => {
                    pause.map(|pause| super::paused_designs::paused_status(record, &pause))
                }
                Err(e) => {
                    warn!(game = record.id, error = %e, "could not read whether a game is paused");
                    None
                }
            };
            // A designed game's picture, words and picker come from its rules file: on the
            // blocking pool, like every call into a file.
            let place = super::designs::DesignCalls::place_of(record);
            let (record, pictures, game) = (record.clone(), self.pictures.clone(), game.clone());
            let build = move || {
                let look = (lang, palette);
                BoardView::build(&record, &game, last_move, now, look, &pictures, paused)
            };
            match self.design_calls.run(place, build).await {
                Ok(view) => view,
                // Only a closed semaphore, which this host never closes.
                Err(e) => unreachable!("{e:?}"),
            }
        } else {
            BoardView::build(
                record,
                &game,
                last_move,
                now,
                (lang, palette),
                &self.pictures,
                None,
            )
        };
        crate::metrics::board_rendered(record.kind.id(), started.elapsed());
        view.takeback = !view.paused && self.offers_takeback(record, &game).await;
        view.achievements = self.achievement_lines(record, lang).await;
        view.achievements
            .extend(self.team_record_lines(record, lang).await);
        view.rival_channel = self.rival_channel(record).await;
        view.team_votes = team_votes;
        view.vacations = self.vacations_in(record).await;
        if view.is_team_game() {
            view.takeback = false;
            view.rematch = false;
        }
        if record.status == Status::Finished {
            view.public_url = self
                .public_links_for(record.guild_id)
                .await
                .map(|links| links.game(record.id));
        }
        view.live_link = self.live_link(record).await;
        view
    }
}
