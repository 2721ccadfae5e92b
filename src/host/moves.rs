//! Moves: a typed move or a completed picker path is checked by the engine against the
//! stored board, committed, and only then shown; suggestions for autocomplete and pickers.

use super::commits::EndAhead;
use super::*;

/// Result of a click on a picker button.
#[derive(Debug)]
pub enum Picked {
    /// Show these choices privately to the clicker.
    Choose { prompt: String, rows: Vec<Row> },
    /// The path completed a move, which was played.
    Played(Box<BoardView>),
    /// The path completed a move, which the clicker asked to confirm first: shown, not played.
    Confirm(Box<MovePreview>),
}

/// A move shown before it is played (`/preferences confirm:True`): the board after it, with it
/// marked as the last move, privately to the player.
#[derive(Debug)]
pub struct MovePreview {
    /// The move as the game writes it.
    pub mv: String,
    pub png: Vec<u8>,
    pub alt_text: String,
}

/// How long a process trusts a player's confirm preference as last read (another process's
/// change reaches it within this; the player's own process knows at once).
pub(super) const CONFIRM_FRESH: std::time::Duration = std::time::Duration::from_secs(60);

/// A move as asked for, before any check.
pub(super) struct MoveRequest<'a> {
    pub(super) user: &'a User,
    pub(super) text: &'a str,
    pub(super) compliment: Option<&'a str>,
    /// The version of the board whose button was clicked (none for a typed move).
    pub(super) expected_version: Option<i64>,
}

/// What a move comes to before anything is written.
pub(super) enum Prepared {
    /// Checked and played on the engine.
    Move(PreparedMove),
    /// Not played: the mover's clock has run out (the game and that seat are handed back).
    TimedOut(AnyGame, Seat),
    /// Not played: a designed game's rules file failed on the move (the game as it stood,
    /// the move, and the fault); the game is to be paused (see `paused_designs.rs`).
    RulesFailed(AnyGame, String, String),
}

/// What playing a move came to: a move committed (its board not drawn yet), or a board
/// shown for something else (a channel team's vote, a time-out).
pub(super) enum Played {
    Move(Box<Committed>),
    Shown(Box<BoardView>),
}

/// A move committed, before its board is drawn: Discord's answers draw it; the web's do not
/// wait for it (their pages draw their own frame).
pub(super) struct Committed {
    pub(super) record: GameRecord,
    pub(super) game: AnyGame,
    pub(super) applied: String,
    compliment: Option<(Seat, String)>,
    /// The reply a queued conditional line played at once after this move (see
    /// `conditional.rs`), itself committed like any move.
    pub(super) conditional_reply: Option<Box<Committed>>,
    /// This move is such a reply.
    pub(super) by_condition: bool,
}

/// A move checked and played on the engine, not yet committed.
pub(super) struct PreparedMove {
    game: AnyGame,
    seat: Seat,
    applied: String,
    /// The move is one that carries the compliment (CCC's Nice Flag): it is shown with the
    /// board. A compliment typed with any other move is not posted.
    with_compliment: bool,
}

impl Host {
    /// Play a move in the channel's game. `expected_version` comes from a button on a board
    /// message; a move typed as a command plays against the current board.
    pub async fn play(
        &self,
        place: Place,
        user: &User,
        text: &str,
        expected_version: Option<i64>,
    ) -> HostResult<BoardView> {
        self.play_with_compliment(place, user, text, None, expected_version)
            .await
    }

    /// Play a move that may carry a compliment for the opponent (CCC's Nice Flag asks for
    /// one; other moves ignore it).
    pub async fn play_with_compliment(
        &self,
        place: Place,
        user: &User,
        text: &str,
        compliment: Option<&str>,
        expected_version: Option<i64>,
    ) -> HostResult<BoardView> {
        let request = MoveRequest {
            user,
            text,
            compliment: compliment.map(str::trim).filter(|c| !c.is_empty()),
            expected_version,
        };
        match self.play_request(place, &request).await? {
            Played::Move(committed) => Ok(self.view_of_committed(*committed).await),
            Played::Shown(view) => Ok(*view),
        }
    }

    /// The board of a committed move, drawn, with the boards of the conditional replies that
    /// followed it.
    pub(super) async fn view_of_committed(&self, committed: Committed) -> BoardView {
        let mut chain = Vec::new();
        let mut next = Some(Box::new(committed));
        while let Some(committed) = next {
            let Committed {
                record,
                game,
                applied,
                compliment,
                conditional_reply,
                by_condition,
            } = *committed;
            next = conditional_reply;
            let last_move = if by_condition {
                conditional::marked_move(&applied, self.guild_lang(record.guild_id).await)
            } else {
                applied
            };
            let mut view = self.view(&record, game, Some(last_move)).await;
            view.compliment = compliment;
            view.played_conditionally = by_condition;
            chain.push(view);
        }
        let mut views = chain.into_iter().rev();
        let mut head = views.next().expect("the move itself");
        for mut earlier in views {
            earlier.conditional_reply = Some(Box::new(head));
            head = earlier;
        }
        head
    }

    /// Play `request` in the channel's game: committed, or a board shown for something else.
    pub(super) async fn play_request(
        &self,
        place: Place,
        request: &MoveRequest<'_>,
    ) -> HostResult<Played> {
        let (user, text) = (request.user, request.text);
        // First from what this host last committed in the channel. That copy is trusted only
        // as far as the store agrees: anything but a move that commits (a refusal, a conflict,
        // a time-out) is decided again from the store, so a stale copy costs a read, never a
        // wrong answer.
        if let Some((record, game)) = self.live.record_and_game(place.channel_id) {
            if record.status == Status::Active
                && teams::is_team_turn(&record, &game)
                && user.id != teams::TEAM_PLAYER_ID
            {
                return self
                    .vote(place, &record, game, user, text)
                    .await
                    .map(|v| Played::Shown(Box::new(v)));
            }
            if let Ok(Prepared::Move(prepared)) =
                self.prepare_move_off_runtime(&record, game, request).await
            {
                match self.commit_move(&record, prepared, request).await {
                    Err(HostError::Refused(_)) => {}
                    Ok(committed) => {
                        let committed = self.answer_conditionally(committed).await;
                        return Ok(Played::Move(Box::new(committed)));
                    }
                    Err(e) => return Err(e),
                }
            }
            self.live.forget(place.channel_id);
        }
        let record = self.active_in_channel(place).await?;
        self.refuse_if_paused(&record).await?;
        let game = self.load(&record).await?;
        if teams::is_team_turn(&record, &game) && user.id != teams::TEAM_PLAYER_ID {
            return self
                .vote(place, &record, game, user, text)
                .await
                .map(|v| Played::Shown(Box::new(v)));
        }
        match self
            .prepare_move_off_runtime(&record, game, request)
            .await?
        {
            Prepared::Move(prepared) => {
                let committed = self.commit_move(&record, prepared, request).await?;
                let committed = self.answer_conditionally(committed).await;
                Ok(Played::Move(Box::new(committed)))
            }
            // Too late: the move is not played; the channel learns of the time-out instead.
            Prepared::TimedOut(game, seat) => self
                .record_time_out(&record, game, seat)
                .await?
                .map(|v| Played::Shown(Box::new(v)))
                .ok_or_else(stale_board),
            Prepared::RulesFailed(game, mv, fault) => self
                .pause_on_fault(&record, game, user, &mv, fault)
                .await
                .map(|v| Played::Shown(Box::new(v))),
        }
    }

    /// [`Host::prepare_move`], on the blocking pool for a designed game, in its server's turn
    /// (see `designs.rs`): its rules file runs within its budgets (up to a quarter of a second
    /// a call), never on the async runtime.
    pub(super) async fn prepare_move_off_runtime(
        &self,
        record: &GameRecord,
        game: AnyGame,
        request: &MoveRequest<'_>,
    ) -> HostResult<Prepared> {
        if game.kind().rules_file().is_none() {
            return self.prepare_move(record, game, request);
        }
        let place = super::designs::DesignCalls::place_of(record);
        let (host, record) = (self.clone(), record.clone());
        let (user, text) = (request.user.clone(), request.text.to_string());
        let compliment = request.compliment.map(str::to_string);
        let expected_version = request.expected_version;
        self.design_calls
            .run(place, move || {
                let request = MoveRequest {
                    user: &user,
                    text: &text,
                    compliment: compliment.as_deref(),
                    expected_version,
                };
                host.prepare_move(&record, game, &request)
            })
            .await?
    }

    /// Check a move against the game and play it on the engine, without writing anything.
    pub(super) fn prepare_move(
        &self,
        record: &GameRecord,
        mut game: AnyGame,
        request: &MoveRequest<'_>,
    ) -> HostResult<Prepared> {
        if request
            .expected_version
            .is_some_and(|v| v != record.version)
        {
            return Err(stale_board());
        }
        if record.status != Status::Active {
            return Err(HostError::refused(Text::new("host-not-accepted-yet")));
        }
        let seat = self.seat_to_act(record, &game, request.user)?;
        if clocks::flag_fell(record, &game, self.now()).is_some() {
            return Ok(Prepared::TimedOut(game, seat));
        }
        let text = request.text;
        if game.is_chance_outcome(text) {
            return Err(HostError::refused(Text::new("host-bot-throws-dice")));
        }
        let with_compliment = game.needs_compliment(text);
        if with_compliment && request.compliment.is_none() {
            return Err(HostError::refused(Text::new("host-compliment-needed")));
        }
        if request
            .compliment
            .is_some_and(|c| c.chars().count() > MAX_COMPLIMENT_CHARS)
        {
            return Err(HostError::refused(
                Text::new("host-compliment-too-long").arg("max", MAX_COMPLIMENT_CHARS),
            ));
        }
        // A dice throw is resolved here, from the game's secret seed, never by the player.
        let action = game
            .resolve_chance(text, &record.seed)
            .unwrap_or_else(|| text.to_string());
        let applied = match game.play(&action) {
            Ok(applied) => applied,
            Err(MoveError::RulesFailed(fault)) => {
                return Ok(Prepared::RulesFailed(game, action, fault))
            }
            Err(e) => return Err(refuse_move(text, e)),
        };
        Ok(Prepared::Move(PreparedMove {
            game,
            seat,
            applied,
            with_compliment,
        }))
    }

    /// Commit a prepared move (finishing the game if it ended); its board is drawn after, by
    /// whoever shows it.
    pub(super) async fn commit_move(
        &self,
        record: &GameRecord,
        prepared: PreparedMove,
        request: &MoveRequest<'_>,
    ) -> HostResult<Committed> {
        let PreparedMove {
            game,
            seat,
            applied,
            with_compliment,
        } = prepared;
        let now = self.now();
        let mut next = record.successor(now);
        next.draw_offer = None;
        // A game that ends keeps no cached state (its log is its state).
        let ends = game.outcome().is_some();
        if !ends {
            next.state = Some(snapshot(&game)?);
        }
        next.clock = clocks::after_move(record, seat, now);
        next.push_recent_move(&applied);
        let mv = MoveRecord {
            game_id: record.id,
            ply: game.ply() as i64,
            seat,
            user_id: request.user.id,
            notation: applied.clone(),
            played_at: now,
        };
        // A move that ends the game reads its players' streaks and its move rows while its
        // ratings are read.
        let ahead = async {
            match ends {
                true => self.end_reads(record).await,
                false => EndAhead::default(),
            }
        };
        let (ratings, ahead) = tokio::join!(self.after_action(&mut next, &game, now), ahead);
        self.commit_read_ahead(&next, Some(&game), &[mv], &ratings?, ahead)
            .await?;
        info!(game = record.id, ply = game.ply(), mv = %applied, "move played");
        Ok(Committed {
            record: next,
            game,
            applied,
            compliment: request
                .compliment
                .filter(|_| with_compliment)
                .map(|c| (seat, c.to_string())),
            conditional_reply: None,
            by_condition: false,
        })
    }

    /// Legal moves of the channel's game that start with `prefix` (at most `limit`), for
    /// autocomplete, offered to the player on turn only (on a channel team's turn, to anyone
    /// voting): the moves can reveal what only that player may know (the words of a Cross
    /// Words Combat page). Empty for anyone else and when
    /// there is no game.
    pub async fn suggest_moves(
        &self,
        place: Place,
        user: &User,
        prefix: &str,
        limit: usize,
    ) -> HostResult<Vec<String>> {
        // Suggestions come from what this host last committed in the channel when it has it:
        // three requests for each typed move would otherwise each read the store. A stale copy
        // can at worst suggest a move that `/move` then refuses from the store.
        let (record, game) = match self.live.record_and_game(place.channel_id) {
            Some(known) => known,
            None => {
                let Some(record) = self.store.live_game_in_channel(place.channel_id).await? else {
                    return Ok(Vec::new());
                };
                let may_vote = record.players.contains(&teams::TEAM_PLAYER_ID);
                if record.status != Status::Active
                    || (record.seat_of(user.id).is_none() && !may_vote)
                    || self.pause_of(&record).await?.is_some()
                {
                    return Ok(Vec::new());
                }
                let game = self.load(&record).await?;
                (record, game)
            }
        };
        // On a channel team's turn anyone of that team's channel may vote: the suggestions are
        // the team's.
        let may_move = self.seat_to_act(&record, &game, user).is_ok()
            || (teams::is_team_turn(&record, &game)
                && self.check_voter(&record, &game, place, user).await.is_ok());
        if record.status != Status::Active || !may_move {
            return Ok(Vec::new());
        }
        let prefix = crate::games::canonicalize(prefix);
        Ok(game
            .legal_moves()
            .into_iter()
            .filter(|m| m.starts_with(&prefix))
            .take(limit)
            .collect())
    }

    /// A click on a picker button of a board (`path` = the tokens chosen so far).
    pub async fn pick(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
        path: &[&str],
    ) -> HostResult<Picked> {
        self.pick_move(place, user, game_id, version, path, false)
            .await
    }

    /// A click on Confirm under a [`MovePreview`]: the same path, played without asking again
    /// (if the board has not moved on meanwhile).
    pub async fn pick_confirmed(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
        path: &[&str],
    ) -> HostResult<Picked> {
        self.pick_move(place, user, game_id, version, path, true)
            .await
    }

    /// Whether `user_id` asked to confirm moves made by board buttons (off unless asked).
    pub async fn confirms_moves(&self, user_id: u64) -> HostResult<bool> {
        if let Some(on) = self.confirm_preferences.get(&user_id) {
            return Ok(on);
        }
        let on = self.store.confirms_moves(user_id).await?;
        self.confirm_preferences.keep(user_id, on);
        Ok(on)
    }

    /// A player turns their confirm step on or off, for every server.
    pub async fn set_confirms_moves(&self, user: &User, on: bool) -> HostResult<()> {
        self.store.set_confirms_moves(user.id, on).await?;
        self.confirm_preferences.keep(user.id, on);
        Ok(())
    }

    async fn pick_move(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
        path: &[&str],
        confirmed: bool,
    ) -> HostResult<Picked> {
        // The board clicked is the one this host last committed: no read needed. Otherwise
        // (a stale copy, another process's commit, a restart) the store decides.
        let (record, game) = match self.live.record_and_game(place.channel_id) {
            Some((record, game)) if record.id == game_id && record.version == version => {
                (record, game)
            }
            _ => {
                let record = self.active_in_channel(place).await?;
                if record.id != game_id || record.version != version {
                    return Err(stale_board());
                }
                let game = self.load(&record).await?;
                (record, game)
            }
        };
        if record.status != Status::Active {
            return Err(HostError::refused(Text::new("host-not-accepted-yet")));
        }
        // On a channel team's turn, a picked move is a vote: by the team on turn only, whose
        // choices may show what only its seat knows.
        if teams::is_team_turn(&record, &game) {
            self.check_voter(&record, &game, place, user).await?;
            return match input::step(&game, path, user.lang) {
                Step::Choose { prompt, rows } => Ok(Picked::Choose { prompt, rows }),
                Step::Move(mv) => Ok(Picked::Played(Box::new(
                    self.vote(place, &record, game, user, &mv).await?,
                ))),
                Step::Invalid => Err(stale_board()),
            };
        }
        self.seat_to_act(&record, &game, user)?;
        match input::step(&game, path, user.lang) {
            Step::Choose { prompt, rows } => Ok(Picked::Choose { prompt, rows }),
            // A throw of the dice is never shown first: its outcome is the game's secret until
            // it is made.
            Step::Move(mv)
                if !confirmed && !game.is_chance(&mv) && self.confirms_moves(user.id).await? =>
            {
                match self.move_preview(&record, &game, user, &mv).await? {
                    Some(preview) => Ok(Picked::Confirm(Box::new(preview))),
                    None => Ok(Picked::Played(Box::new(
                        self.play(place, user, &mv, Some(version)).await?,
                    ))),
                }
            }
            Step::Move(mv) => Ok(Picked::Played(Box::new(
                self.play(place, user, &mv, Some(version)).await?,
            ))),
            Step::Invalid => Err(stale_board()),
        }
    }
}

pub(super) fn refuse_move(text: &str, e: MoveError) -> HostError {
    match e {
        MoveError::Syntax { reason, .. } => HostError::refused(
            Text::new("host-not-a-move")
                .arg("input", text.trim())
                .arg("reason", reason),
        ),
        MoveError::Illegal(why) => HostError::refused(
            Text::new("host-illegal-move")
                .arg("input", text.trim())
                .arg("reason", why),
        ),
        MoveError::GameOver => HostError::refused(Text::new("host-the-game-is-over")),
        fault @ MoveError::RulesFailed(_) => HostError::refused(
            Text::new("host-illegal-move")
                .arg("input", text.trim())
                .arg("reason", fault.text()),
        ),
    }
}

impl Host {
    /// The board after `mv`, drawn for `user` alone (their language and palette), or `None`
    /// when the engine refuses it as it stands (the move is then played, to be refused with
    /// the usual reason).
    async fn move_preview(
        &self,
        record: &GameRecord,
        game: &AnyGame,
        user: &User,
        mv: &str,
    ) -> HostResult<Option<MovePreview>> {
        let mut after = game.clone();
        let Ok(written) = after.play(mv) else {
            return Ok(None);
        };
        let status = Text::new("confirm-status")
            .arg("move", written.as_str())
            .get(user.lang);
        let info = render::BoardInfo {
            players: record.names.clone(),
            status: status.clone(),
            lang: user.lang,
            palette: self.palette_preference(user.id).await?,
        };
        let alt_text = views::alt_text(record, &after, &status, Some(&written), user.lang);
        Ok(Some(MovePreview {
            png: render::render_png(&after, &info),
            alt_text,
            mv: written,
        }))
    }
}
