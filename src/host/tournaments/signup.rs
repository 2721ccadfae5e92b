//! A tournament before and around its start: creating it, joining and leaving, the organizer
//! starting it early or cancelling it.

use super::*;
use crate::games::clock::ClockSpec;
use crate::store::TournamentWrite;

impl Host {
    /// Create a tournament in this channel. Only members who may organize events (Manage Events
    /// or Manage Server) may; `may_open_threads` says whether the bot may open public threads in
    /// the channel, which every game of a tournament is played in.
    pub async fn create_tournament(
        &self,
        place: Place,
        organizer: &User,
        spec: TournamentSpec,
        may_open_threads: bool,
    ) -> HostResult<TournamentView> {
        let guild_id = guild_of(place)?;
        if !(organizer.manages_events || organizer.manages_server) {
            return Err(HostError::refused(Text::new(
                "tournament-create-organizers-only",
            )));
        }
        if !may_open_threads {
            return Err(HostError::refused(Text::new("tournament-needs-threads")));
        }
        let format = checked_format(spec.format)?;
        if let Some(key) = spec
            .options
            .keys()
            .find(|key| spec.kind.option_owner(key).is_some())
        {
            return Err(HostError::refused(
                Text::new("tournament-option-is-personal").arg("key", key.as_str()),
            ));
        }
        check_options(spec.kind, &spec.options, Seat::FIRST)?;
        let clock = ClockSpec::from_options(&spec.options)
            .map_err(|e| HostError::refused(Text::new("host-cannot-set-up").arg("why", e.0)))?;
        let turn_seconds = match (spec.turn_seconds, clock) {
            (Some(s), _) => s,
            // On a clock the clock decides; the turn timer only catches a game left alone.
            (None, Some(_)) => MAX_ARENA_TURN_SECONDS,
            (None, None) => DEFAULT_TOURNAMENT_TURN_SECONDS,
        };
        if !(MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&turn_seconds) {
            return Err(HostError::refused(Text::new("host-turn-timer-range")));
        }
        if matches!(format, Format::Arena { .. }) {
            let fast_clock = clock.is_some_and(|c| {
                c.initial_ms <= MAX_ARENA_CLOCK_MINUTES * 60_000
                    && c.increment_ms <= MAX_ARENA_CLOCK_INCREMENT_SECONDS * 1000
            });
            let fast_timer = clock.is_none() && turn_seconds <= MAX_ARENA_TURN_SECONDS;
            if !(fast_clock || fast_timer) {
                return Err(HostError::refused(
                    Text::new("tournament-arena-too-slow")
                        .arg(
                            "clock",
                            format!(
                                "{MAX_ARENA_CLOCK_MINUTES}+{MAX_ARENA_CLOCK_INCREMENT_SECONDS}"
                            ),
                        )
                        .arg("time", human_duration(MAX_ARENA_TURN_SECONDS)),
                ));
            }
        }
        let starts_in = spec.starts_in_ms.unwrap_or(DEFAULT_SIGNUP_MINUTES * 60_000);
        if !(0..=MAX_SIGNUP_DAYS * 24 * 3600 * 1000).contains(&starts_in) {
            return Err(HostError::refused(
                Text::new("tournament-start-range").arg("days", MAX_SIGNUP_DAYS),
            ));
        }
        let max_players = spec.max_players.unwrap_or(MAX_PLAYERS);
        if !(MIN_PLAYERS as u32..=MAX_PLAYERS).contains(&max_players) {
            return Err(HostError::refused(
                Text::new("tournament-max-players-range").arg("max", MAX_PLAYERS),
            ));
        }
        let bye_points = spec.bye_points.unwrap_or(1.0);
        if ![0.0, 0.5, 1.0].contains(&bye_points) {
            return Err(HostError::refused(Text::new("tournament-bye-points")));
        }
        let now = self.now();
        let record = TournamentRecord {
            id: 0,
            guild_id,
            channel_id: place.channel_id,
            organizer_id: organizer.id,
            kind: spec.kind,
            format,
            options: spec.options,
            turn_seconds,
            rated: spec.rated,
            max_players,
            bye_points,
            status: TournamentStatus::SignUp,
            round: 0,
            starts_at: now + starts_in,
            ends_at: None,
            standings_at: None,
            signup_message_id: None,
            version: 1,
            created_at: now,
            updated_at: now,
        };
        let t = self.store.insert_tournament(&record).await?;
        info!(tournament = t.id, guild = guild_id, kind = %t.kind, "tournament created");
        self.view_of_tournament(&t).await
    }

    /// Enter `user` in tournament `id` (their own click or command: nobody is entered by
    /// another). Sign-up is open until the start; a Swiss takes late players until its second
    /// round is paired (they miss the rounds before, with no points), an arena until its end; a
    /// round robin never after the start.
    pub async fn join_tournament(
        &self,
        place: Place,
        user: &User,
        id: i64,
    ) -> HostResult<TournamentView> {
        let guild_id = guild_of(place)?;
        if user.is_bot {
            return Err(HostError::refused(Text::new("tournament-no-bots")));
        }
        let t = self.tournament_in(guild_id, id).await?;
        let entrants = self.store.entrants(t.id).await?;
        let now = self.now();
        let joined_round = match (t.status, t.format) {
            (TournamentStatus::SignUp, _) => 1,
            (TournamentStatus::Running, Format::Swiss { .. }) if t.round <= 1 => t.round + 1,
            (TournamentStatus::Running, Format::Arena { .. })
                if t.ends_at.is_some_and(|end| now < end) =>
            {
                t.round + 1
            }
            (TournamentStatus::Running, _) => {
                return Err(HostError::refused(Text::new("tournament-join-closed")))
            }
            _ => return Err(HostError::refused(Text::new("tournament-over"))),
        };
        let entry = match entrants.iter().find(|e| e.user_id == user.id) {
            Some(e) if e.active => {
                return Err(HostError::refused(Text::new("tournament-already-in")))
            }
            // Back after leaving: an arena takes them again; elsewhere a withdrawal is final.
            Some(e) if matches!(t.format, Format::Arena { .. }) => EntrantRecord {
                active: true,
                paused: false,
                name: crate::host::kept_name(&user.name),
                ..e.clone()
            },
            Some(_) => return Err(HostError::refused(Text::new("tournament-withdrawn"))),
            None => {
                let in_field = entrants.iter().filter(|e| e.active).count();
                if in_field >= t.max_players as usize {
                    return Err(HostError::refused(
                        Text::new("tournament-full").arg("max", t.max_players),
                    ));
                }
                let rating = self
                    .store
                    .rating(guild_id, t.kind, user.id)
                    .await?
                    .map_or(skillratings::glicko2::Glicko2Rating::new().rating, |r| {
                        r.rating
                    });
                EntrantRecord {
                    user_id: user.id,
                    name: crate::host::kept_name(&user.name),
                    rating,
                    joined_round,
                    joined_at: now,
                    active: true,
                    paused: false,
                }
            }
        };
        let next = t.successor(now);
        self.change(&next, &[TournamentWrite::Entrant(entry)])
            .await?;
        info!(tournament = t.id, user = user.id, "joined a tournament");
        self.view_of_tournament(&next).await
    }

    /// `user` leaves tournament `id`: before the start their sign-up is taken back; once it
    /// runs they withdraw, and a game they are playing is lost.
    pub async fn leave_tournament(
        &self,
        place: Place,
        user: &User,
        id: i64,
    ) -> HostResult<TournamentView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        self.withdraw(t, user.id, "tournament-not-in").await
    }

    /// The organizer removes `player`: their game in progress is forfeited.
    pub async fn remove_from_tournament(
        &self,
        place: Place,
        organizer: &User,
        id: i64,
        player: u64,
    ) -> HostResult<TournamentView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        self.check_organizer(&t, organizer)?;
        let view = self.withdraw(t, player, "tournament-player-not-in").await?;
        info!(tournament = id, player, by = organizer.id, "player removed");
        Ok(view)
    }

    async fn withdraw(
        &self,
        t: TournamentRecord,
        player: u64,
        not_in: &'static str,
    ) -> HostResult<TournamentView> {
        if !t.status.is_open() {
            return Err(HostError::refused(Text::new("tournament-over")));
        }
        let entrants = self.store.entrants(t.id).await?;
        let Some(entry) = entrants.iter().find(|e| e.user_id == player && e.active) else {
            return Err(HostError::refused(Text::new(not_in)));
        };
        let write = if t.status == TournamentStatus::SignUp {
            TournamentWrite::RemoveEntrant(player)
        } else {
            TournamentWrite::Entrant(EntrantRecord {
                active: false,
                ..entry.clone()
            })
        };
        let next = t.successor(self.now());
        self.change(&next, &[write]).await?;
        self.forfeit_games_of(&next, player).await?;
        self.view_of_tournament(&next).await
    }

    /// The organizer starts tournament `id` now rather than at its start time.
    pub async fn start_tournament_now(
        &self,
        place: Place,
        user: &User,
        id: i64,
        may_open_threads: bool,
    ) -> HostResult<TournamentView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        self.check_organizer(&t, user)?;
        if t.status != TournamentStatus::SignUp {
            return Err(HostError::refused(Text::new("tournament-already-started")));
        }
        if !may_open_threads {
            return Err(HostError::refused(Text::new("tournament-needs-threads")));
        }
        let entrants = self.store.entrants(t.id).await?;
        let needed = min_players(t.format);
        if entrants.len() < needed {
            return Err(HostError::refused(
                Text::new("tournament-too-few-to-start").arg("min", needed),
            ));
        }
        let mut next = t.successor(self.now());
        next.starts_at = self.now();
        self.change(&next, &[]).await?;
        info!(tournament = id, by = user.id, "tournament to start now");
        self.view_of_tournament(&next).await
    }

    /// The organizer cancels tournament `id`: its games in progress end without result.
    pub async fn cancel_tournament(
        &self,
        place: Place,
        user: &User,
        id: i64,
    ) -> HostResult<TournamentView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        self.check_organizer(&t, user)?;
        if !t.status.is_open() {
            return Err(HostError::refused(Text::new("tournament-over")));
        }
        let mut next = t.successor(self.now());
        next.status = TournamentStatus::Cancelled;
        self.change(&next, &[]).await?;
        for p in self.store.tournament_pairings(t.id).await? {
            if let (Some(game_id), None) = (p.game_id, outcome_of(&p)) {
                if let Some(record) = self.store.game(game_id).await? {
                    match self
                        .commit(&self.aborted(&record, EndReason::Moderator), None, &[], &[])
                        .await
                    {
                        Ok(()) | Err(HostError::Refused(_)) => {}
                        Err(e) => return Err(e),
                    }
                }
            }
        }
        info!(tournament = id, by = user.id, "tournament cancelled");
        self.view_of_tournament(&next).await
    }

    /// The sign-up of tournament `id` was posted as `message_id`: remember it, so that what
    /// changes the field (joining by command, a removal, the start) can update that message.
    pub async fn set_tournament_signup_message(&self, id: i64, message_id: u64) -> HostResult<()> {
        Ok(self
            .store
            .set_tournament_signup_message(id, message_id)
            .await?)
    }

    /// Commit a change of a tournament; one made meanwhile elsewhere is a polite "try again".
    pub(super) async fn change(
        &self,
        next: &TournamentRecord,
        writes: &[TournamentWrite],
    ) -> HostResult<()> {
        match self.store.change_tournament(next, writes).await {
            Ok(()) => Ok(()),
            Err(StoreError::Conflict) => Err(HostError::refused(Text::new(
                "tournament-changed-meanwhile",
            ))),
            Err(e) => Err(e.into()),
        }
    }
}

/// The fewest players `format` starts with.
pub(super) fn min_players(format: Format) -> usize {
    match format {
        Format::Swiss { .. } => MIN_SWISS_PLAYERS,
        _ => MIN_PLAYERS,
    }
}

fn checked_format(format: Format) -> HostResult<Format> {
    match format {
        Format::Swiss { rounds } if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) => Err(
            HostError::refused(Text::new("tournament-rounds-range").arg("max", MAX_SWISS_ROUNDS)),
        ),
        Format::Arena { minutes }
            if !(MIN_ARENA_MINUTES..=MAX_ARENA_MINUTES).contains(&minutes) =>
        {
            Err(HostError::refused(
                Text::new("tournament-minutes-range")
                    .arg("min", MIN_ARENA_MINUTES)
                    .arg("max", MAX_ARENA_MINUTES),
            ))
        }
        ok => Ok(ok),
    }
}
