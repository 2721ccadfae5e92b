//! A running tournament moves on by itself: the front end calls [`Host::tournament_tick`] every
//! few seconds (and at once when a game ends). Each tick starts tournaments that are due (or
//! cancels them for want of players), pairs the next round once every game of the round has
//! ended, pairs free arena players, ends what is over, and lists the games waiting for a
//! thread. Every step is one versioned commit, so a step taken twice (two ticks, a restart, two
//! processes) lands once.

use super::*;
use crate::store::{NewPairing, TournamentWrite};

/// What a tick changed, for the front end to post.
#[derive(Clone, Debug)]
pub enum TournamentUpdate {
    /// It started: its first games are among [`TournamentUpdate::GamesToStart`].
    Started(TournamentView),
    /// It could not start (too few players) and is cancelled.
    CancelledTooFew(TournamentView),
    /// A new round was paired, or an arena's standings are due: post the standings.
    Standings(Box<StandingsView>),
    /// Over: the final standings, the podium.
    Finished(Box<StandingsView>),
    /// Games paired and waiting for their thread.
    GamesToStart(Vec<PendingGame>),
}

/// A paired game waiting to be started in a thread of the tournament's channel.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingGame {
    pub tournament_id: i64,
    pub pairing_id: i64,
    pub channel_id: u64,
    /// The thread already opened for it (after a restart), if any.
    pub thread_id: Option<u64>,
    /// "Round 2: alice vs bob", in the server's language.
    pub thread_name: String,
    /// The server's language, for what is said about it in the channel.
    pub lang: Lang,
}

impl Host {
    /// Move every open tournament of this process's shards on (see the module's comment).
    pub async fn tournament_tick(&self) -> HostResult<Vec<TournamentUpdate>> {
        let mut updates = Vec::new();
        for t in self.store.open_tournaments().await? {
            if !self.shards.owns(t.guild_id) {
                continue;
            }
            let id = t.id;
            match self.tick_one(t, &mut updates).await {
                Ok(()) | Err(HostError::Refused(_)) => {}
                Err(e) => warn!(tournament = id, error = %e, "could not move a tournament on"),
            }
        }
        Ok(updates)
    }

    /// Game `game_id` ended: if it was a tournament's, move that tournament on now (its next
    /// round, or new arena games) rather than at the next tick. Nothing for other games.
    pub async fn tournament_after_game(&self, game_id: i64) -> HostResult<Vec<TournamentUpdate>> {
        let mut updates = Vec::new();
        let Some((tournament_id, _)) = self.store.tournament_of_game(game_id).await? else {
            return Ok(updates);
        };
        let Some(t) = self.store.tournament(tournament_id).await? else {
            return Ok(updates);
        };
        if t.status.is_open() && self.shards.owns(t.guild_id) {
            match self.tick_one(t, &mut updates).await {
                Ok(()) | Err(HostError::Refused(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(updates)
    }

    async fn tick_one(
        &self,
        mut t: TournamentRecord,
        updates: &mut Vec<TournamentUpdate>,
    ) -> HostResult<()> {
        let now = self.now();
        if t.status == TournamentStatus::SignUp {
            if t.starts_at > now {
                return Ok(());
            }
            let entrants = self.store.entrants(t.id).await?;
            let mut next = t.successor(now);
            if entrants.len() < signup::min_players(t.format) {
                next.status = TournamentStatus::Cancelled;
                self.change(&next, &[]).await?;
                info!(tournament = t.id, "cancelled: too few players");
                updates.push(TournamentUpdate::CancelledTooFew(
                    self.view_of_tournament(&next).await?,
                ));
                return Ok(());
            }
            next.status = TournamentStatus::Running;
            if let Format::Arena { minutes } = t.format {
                next.ends_at = Some(now + minutes as i64 * 60_000);
                next.standings_at = Some(now);
            }
            self.change(&next, &[]).await?;
            info!(
                tournament = t.id,
                players = entrants.len(),
                "tournament started"
            );
            updates.push(TournamentUpdate::Started(
                self.view_of_tournament(&next).await?,
            ));
            t = next;
        }
        let entrants = self.store.entrants(t.id).await?;
        let pairings = self.store.tournament_pairings(t.id).await?;
        let changed = match t.format {
            Format::Arena { .. } => self.arena_step(&t, &entrants, &pairings, now).await?,
            _ => self
                .round_step(&t, &entrants, &pairings, now)
                .await?
                .map(|step| (step, true)),
        };
        let (t, pairings) = match changed {
            Some((step, announce)) => {
                let pairings = self.store.tournament_pairings(step.id).await?;
                if announce {
                    let standings = self.standings_of(&step, &entrants, &pairings).await;
                    updates.push(match step.status {
                        TournamentStatus::Finished => {
                            self.award_tournament_winners(&step, &standings).await;
                            TournamentUpdate::Finished(Box::new(standings))
                        }
                        _ => TournamentUpdate::Standings(Box::new(standings)),
                    });
                }
                (step, pairings)
            }
            None => (t, pairings),
        };
        if t.status == TournamentStatus::Running {
            let pending = self.pending_games(&t, &entrants, &pairings).await;
            if !pending.is_empty() {
                updates.push(TournamentUpdate::GamesToStart(pending));
            }
        }
        Ok(())
    }

    /// Swiss and round robin: once every game of the round has ended, pair the next round or,
    /// after the last, finish. Returns the tournament as changed.
    async fn round_step(
        &self,
        t: &TournamentRecord,
        entrants: &[EntrantRecord],
        pairings: &[PairingRecord],
        now: i64,
    ) -> HostResult<Option<TournamentRecord>> {
        let round_over = pairings
            .iter()
            .filter(|p| p.round == t.round && p.second.is_some())
            .all(|p| outcome_of(p).is_some());
        if !round_over {
            return Ok(None);
        }
        let (field, games, byes) = field_of(entrants, pairings);
        let next_round = t.round + 1;
        let format = t.format;
        let seeds = seed_order(entrants);
        // A big Swiss takes a tenth of a second to pair (`cargo bench --bench pairing`): off
        // the async workers.
        let round = tokio::task::spawn_blocking(move || match format {
            Format::Swiss { rounds } => {
                let in_play = field
                    .iter()
                    .filter(|e| e.active && e.joined_round <= next_round)
                    .count();
                (next_round <= rounds && in_play >= 2)
                    .then(|| pairing::pair_swiss_round(next_round, &field, &games, &byes))
            }
            Format::RoundRobin { double } => pairing::round_robin_schedule(&seeds, double)
                .into_iter()
                .nth(next_round as usize - 1),
            Format::Arena { .. } => None,
        })
        .await
        .map_err(|e| HostError::Internal(format!("pairing tournament {}: {e}", t.id)))?;
        let new_pairings = round.map(|round| self.new_pairings(t, next_round, round, entrants));
        let mut next = t.successor(now);
        let writes = match new_pairings {
            Some(pairs) => {
                next.round = next_round;
                vec![TournamentWrite::Pairings(pairs)]
            }
            None => {
                next.status = TournamentStatus::Finished;
                Vec::new()
            }
        };
        match self.store.change_tournament(&next, &writes).await {
            Ok(()) => {
                info!(tournament = t.id, round = next.round, status = ?next.status, "round paired");
                Ok(Some(next))
            }
            // Another tick or process paired it first.
            Err(StoreError::Conflict) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The pairings to store for `round`: a game for each pair (decided at once when a player
    /// has withdrawn: the other wins), and the bye.
    fn new_pairings(
        &self,
        t: &TournamentRecord,
        round_number: u32,
        round: pairing::RoundPairing,
        entrants: &[EntrantRecord],
    ) -> Vec<NewPairing> {
        let active = |id: u64| entrants.iter().any(|e| e.user_id == id && e.active);
        let mut out: Vec<NewPairing> = round
            .games
            .into_iter()
            .map(|(first, second)| {
                let decided = match (active(first), active(second)) {
                    (true, true) => None,
                    (true, false) => Some(GameOutcome::Win(Seat::FIRST)),
                    (false, true) => Some(GameOutcome::Win(Seat::SECOND)),
                    (false, false) => Some(GameOutcome::Void),
                };
                NewPairing {
                    round: round_number,
                    first,
                    second: Some(second),
                    bye_points: None,
                    decided: decided.map(|o| (o, "withdrawn".to_string())),
                }
            })
            .collect();
        if let Some(player) = round.bye {
            out.push(NewPairing {
                round: round_number,
                first: player,
                second: None,
                bye_points: Some(if active(player) { t.bye_points } else { 0.0 }),
                decided: None,
            });
        }
        out
    }

    /// Arena: pair the free players while it runs; once it is over and its last games have
    /// ended, finish; post the standings every few minutes. Returns the tournament as changed
    /// and whether its standings are to be posted.
    async fn arena_step(
        &self,
        t: &TournamentRecord,
        entrants: &[EntrantRecord],
        pairings: &[PairingRecord],
        now: i64,
    ) -> HostResult<Option<(TournamentRecord, bool)>> {
        let running = t.ends_at.is_some_and(|end| now < end);
        let playing: Vec<u64> = pairings
            .iter()
            .filter(|p| p.second.is_some() && outcome_of(p).is_none())
            .flat_map(|p| [p.first, p.second.unwrap_or(p.first)])
            .collect();
        let mut next = t.successor(now);
        let mut writes = Vec::new();
        if running {
            let (field, games, byes) = field_of(entrants, pairings);
            let table = pairing::standings(t.format, &field, &games, &byes);
            let waiting: Vec<pairing::ArenaWaiting> = entrants
                .iter()
                .filter(|e| e.active && !e.paused && !playing.contains(&e.user_id))
                .map(|e| arena_waiting(e, &table, &games))
                .collect();
            let pairs = pairing::pair_arena(&waiting);
            if !pairs.is_empty() {
                let mut new = Vec::new();
                for (first, second) in pairs {
                    next.round += 1;
                    new.push(NewPairing {
                        round: next.round,
                        first,
                        second: Some(second),
                        bye_points: None,
                        decided: None,
                    });
                }
                writes.push(TournamentWrite::Pairings(new));
            }
        } else if playing.is_empty() {
            next.status = TournamentStatus::Finished;
        }
        let standings_due = t
            .standings_at
            .is_some_and(|at| now - at >= ARENA_STANDINGS_EVERY_MS);
        if standings_due {
            next.standings_at = Some(now);
        }
        if writes.is_empty() && next.status == t.status && !standings_due {
            return Ok(None);
        }
        match self.store.change_tournament(&next, &writes).await {
            Ok(()) => {
                let announce = standings_due || next.status == TournamentStatus::Finished;
                Ok(Some((next, announce)))
            }
            Err(StoreError::Conflict) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Paired games not started yet.
    async fn pending_games(
        &self,
        t: &TournamentRecord,
        entrants: &[EntrantRecord],
        pairings: &[PairingRecord],
    ) -> Vec<PendingGame> {
        let lang = self.guild_lang(t.guild_id).await;
        pairings
            .iter()
            .filter(|p| p.game_id.is_none() && p.adjusted.is_none())
            .filter_map(|p| {
                let second = p.second?;
                Some(PendingGame {
                    tournament_id: t.id,
                    pairing_id: p.id,
                    channel_id: t.channel_id,
                    thread_id: p.thread_id,
                    thread_name: Text::new("tournament-thread-name")
                        .arg("round", p.round)
                        .arg("first", name_in(entrants, p.first))
                        .arg("second", name_in(entrants, second))
                        .get(lang),
                    lang,
                })
            })
            .collect()
    }

    /// The front end opened `thread_id` for a pending game: remember it (so a restart uses it
    /// rather than opening another). `false` when the pairing already has a thread.
    pub async fn claim_tournament_thread(
        &self,
        pairing_id: i64,
        thread_id: u64,
    ) -> HostResult<bool> {
        Ok(self
            .store
            .claim_pairing_thread(pairing_id, thread_id)
            .await?)
    }

    /// Start the game of a pending pairing in its thread: both players are seated, the first
    /// seat to move. `None` when it was started already.
    pub async fn start_tournament_game(
        &self,
        tournament_id: i64,
        pairing_id: i64,
    ) -> HostResult<Option<BoardView>> {
        let Some(t) = self.store.tournament(tournament_id).await? else {
            return Err(HostError::Internal(format!(
                "tournament {tournament_id} is gone"
            )));
        };
        if t.status != TournamentStatus::Running {
            return Ok(None);
        }
        let pairings = self.store.tournament_pairings(t.id).await?;
        let Some(p) = pairings.iter().find(|p| p.id == pairing_id) else {
            return Err(HostError::Internal(format!(
                "pairing {pairing_id} is not in tournament {tournament_id}"
            )));
        };
        let (Some(second), Some(thread), None) = (p.second, p.thread_id, p.game_id) else {
            return Ok(None);
        };
        let entrants = self.store.entrants(t.id).await?;
        let now = self.now();
        let new = NewGame {
            guild_id: t.guild_id,
            channel_id: thread,
            kind: t.kind,
            options: t.options.clone(),
            players: [p.first, second],
            names: [name_in(&entrants, p.first), name_in(&entrants, second)],
            ai_level: None,
            rated: t.rated,
            turn_seconds: t.turn_seconds,
        };
        let (record, game) = new.start(now, |e| {
            HostError::Internal(format!("options of tournament {}: {e}", t.id))
        })?;
        let stored = match self.store.insert_game(&record).await {
            Ok(stored) => stored,
            // Started by an earlier try whose link was lost: that game is the pairing's.
            Err(StoreError::ChannelBusy) => match self.store.live_game_in_channel(thread).await? {
                Some(live) if live.players == record.players => live,
                _ => {
                    return Err(HostError::Internal(format!(
                        "thread {thread} of pairing {pairing_id} holds another game"
                    )))
                }
            },
            Err(e) => return Err(e.into()),
        };
        if !self.store.link_pairing_game(pairing_id, stored.id).await? {
            return Ok(None);
        }
        self.committed(&stored, Some(&game));
        info!(
            tournament = t.id,
            pairing = pairing_id,
            game = stored.id,
            "tournament game started"
        );
        Ok(Some(self.view(&stored, game, None).await))
    }

    /// `player` left or was removed: a game of theirs in progress is lost (by resignation).
    pub(super) async fn forfeit_games_of(
        &self,
        t: &TournamentRecord,
        player: u64,
    ) -> HostResult<()> {
        for p in self.store.tournament_pairings(t.id).await? {
            let (Some(game_id), None) = (p.game_id, outcome_of(&p)) else {
                continue;
            };
            if p.first != player && p.second != Some(player) {
                continue;
            }
            let Some(record) = self.store.game(game_id).await? else {
                continue;
            };
            let Some(seat) = record.seat_of(player) else {
                continue;
            };
            let mut next = record.successor(self.now());
            let ratings = self
                .finish(&mut next, Some(seat.other()), EndReason::Resignation)
                .await?;
            match self.commit(&next, None, &[], &ratings).await {
                Ok(()) | Err(HostError::Refused(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}

/// A player's name as entered.
pub(super) fn name_in(entrants: &[EntrantRecord], id: u64) -> String {
    entrants
        .iter()
        .find(|e| e.user_id == id)
        .map_or_else(|| id.to_string(), |e| e.name.clone())
}

/// A round robin's seeds: by rating at entry (highest first), then by who joined first.
fn seed_order(entrants: &[EntrantRecord]) -> Vec<u64> {
    let mut seeds: Vec<&EntrantRecord> = entrants.iter().collect();
    seeds.sort_by(|a, b| {
        b.rating
            .total_cmp(&a.rating)
            .then(a.joined_at.cmp(&b.joined_at))
            .then(a.user_id.cmp(&b.user_id))
    });
    seeds.iter().map(|e| e.user_id).collect()
}

/// A free arena player as the pairing code sees them.
fn arena_waiting(
    e: &EntrantRecord,
    table: &[pairing::StandingRow],
    games: &[pairing::Pairing],
) -> pairing::ArenaWaiting {
    let points = table
        .iter()
        .find(|row| row.player == e.user_id)
        .map_or(0, |row| row.points as u32);
    let mine = games
        .iter()
        .filter(|g| g.first == e.user_id || g.second == e.user_id);
    let seat_balance = mine
        .clone()
        .map(|g| if g.first == e.user_id { 1 } else { -1 })
        .sum();
    let last_opponent = mine.max_by_key(|g| g.round).map(|g| {
        if g.first == e.user_id {
            g.second
        } else {
            g.first
        }
    });
    pairing::ArenaWaiting {
        id: e.user_id,
        points,
        rating: e.rating,
        last_opponent,
        seat_balance,
    }
}
