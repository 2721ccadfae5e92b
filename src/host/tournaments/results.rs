//! Results and standings: what the standings picture, `/tournament standings` and `pairings`
//! show, and the organizer's corrections (an adjusted result, with its reason) and an arena
//! player's pause.

use super::*;
use crate::store::TournamentWrite;

/// One game of the round on show.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundGame {
    pub pairing_id: i64,
    pub round: u32,
    pub players: [u64; 2],
    pub names: [String; 2],
    /// `None` while it is played.
    pub outcome: Option<GameOutcome>,
    pub game_id: Option<i64>,
    pub thread_id: Option<u64>,
    /// The organizer's reason when they set the result.
    pub adjust_reason: Option<String>,
}

/// The standings of a tournament and the games of its current round.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsView {
    pub tournament: TournamentView,
    /// Best first, with each player's name.
    pub rows: Vec<(pairing::StandingRow, String)>,
    /// The current round's games (an arena: the games in progress).
    pub games: Vec<RoundGame>,
    /// Who has the bye this round.
    pub bye: Option<String>,
    /// Rounds in all (Swiss and round robin).
    pub rounds: Option<u32>,
    /// A running arena's whole minutes left (by the host's clock).
    pub minutes_left: Option<u32>,
    /// The tournament's public web page, when the server has them.
    pub page_url: Option<String>,
}

/// One round of a tournament (in an arena, all its games as one), as its web page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicRound {
    pub round: u32,
    pub games: Vec<RoundGame>,
    pub bye: Option<String>,
}

/// A tournament's public page: the standings and every round.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicTournament {
    pub standings: StandingsView,
    /// Oldest first.
    pub rounds: Vec<PublicRound>,
}

fn round_game(entrants: &[EntrantRecord], p: &PairingRecord) -> Option<RoundGame> {
    let second = p.second?;
    Some(RoundGame {
        pairing_id: p.id,
        round: p.round,
        players: [p.first, second],
        names: [
            rounds::name_in(entrants, p.first),
            rounds::name_in(entrants, second),
        ],
        outcome: outcome_of(p),
        game_id: p.game_id,
        thread_id: p.thread_id,
        adjust_reason: p.adjust_reason.clone(),
    })
}

impl StandingsView {
    pub fn finished(&self) -> bool {
        self.tournament.record.status == TournamentStatus::Finished
    }

    /// The top three, for the final message.
    pub fn podium(&self) -> Vec<&str> {
        self.rows
            .iter()
            .take(3)
            .map(|(_, name)| name.as_str())
            .collect()
    }
}

impl Host {
    /// A tournament just finished: whoever shares first place has won it.
    pub(super) async fn award_tournament_winners(
        &self,
        t: &TournamentRecord,
        standings: &StandingsView,
    ) {
        for (row, _) in standings.rows.iter().filter(|(row, _)| row.rank == 1) {
            self.award(
                t.guild_id,
                row.player,
                crate::host::Achievement::TournamentWon,
                self.now(),
                None,
            )
            .await;
        }
    }

    pub(super) async fn standings_of(
        &self,
        t: &TournamentRecord,
        entrants: &[EntrantRecord],
        pairings: &[PairingRecord],
    ) -> StandingsView {
        let (field, games, byes) = field_of(entrants, pairings);
        let rows = pairing::standings(t.format, &field, &games, &byes)
            .into_iter()
            .map(|row| {
                let name = rounds::name_in(entrants, row.player);
                (row, name)
            })
            .collect();
        let on_show = |p: &&PairingRecord| match t.format {
            Format::Arena { .. } => outcome_of(p).is_none(),
            _ => p.round == t.round,
        };
        let shown: Vec<&PairingRecord> = pairings.iter().filter(on_show).collect();
        let round_games = shown
            .iter()
            .filter_map(|p| round_game(entrants, p))
            .collect();
        let bye = shown
            .iter()
            .find(|p| p.second.is_none())
            .map(|p| rounds::name_in(entrants, p.first));
        let rounds = match t.format {
            Format::Swiss { rounds } => Some(rounds),
            Format::RoundRobin { double } => {
                let n = entrants.len() as u32;
                let single = if n.is_multiple_of(2) {
                    n.saturating_sub(1)
                } else {
                    n
                };
                Some(if double { 2 * single } else { single })
            }
            Format::Arena { .. } => None,
        };
        let minutes_left = match (t.format, t.ends_at) {
            (Format::Arena { .. }, Some(end)) if t.status != TournamentStatus::Finished => {
                Some(((end - self.now()).max(0) / 60_000) as u32)
            }
            _ => None,
        };
        StandingsView {
            tournament: TournamentView::of(t, entrants, self.guild_lang(t.guild_id).await),
            rows,
            games: round_games,
            bye,
            rounds,
            minutes_left,
            page_url: self
                .public_links_for(t.guild_id)
                .await
                .map(|links| links.tournament(t.id)),
        }
    }

    /// Tournament `id`'s public page, if its server has public pages: the standings and every
    /// round's games (names and results only; no game in progress shows anything more).
    pub async fn public_tournament(&self, id: i64) -> HostResult<Option<PublicTournament>> {
        let Some(t) = self.store.tournament(id).await? else {
            return Ok(None);
        };
        if !self.has_public_pages(t.guild_id).await? {
            return Ok(None);
        }
        let entrants = self.store.entrants(t.id).await?;
        let pairings = self.store.tournament_pairings(t.id).await?;
        let standings = self.standings_of(&t, &entrants, &pairings).await;
        let mut rounds: Vec<PublicRound> = Vec::new();
        for p in &pairings {
            // An arena's games are one list; other formats are listed round by round.
            let number = match t.format {
                Format::Arena { .. } => 1,
                _ => p.round,
            };
            if rounds.last().is_none_or(|r| r.round != number) {
                rounds.push(PublicRound {
                    round: number,
                    games: Vec::new(),
                    bye: None,
                });
            }
            let round = rounds.last_mut().expect("pushed above");
            match round_game(&entrants, p) {
                Some(game) => round.games.push(game),
                None => round.bye = Some(rounds::name_in(&entrants, p.first)),
            }
        }
        Ok(Some(PublicTournament { standings, rounds }))
    }

    /// The standings of tournament `id` now (`/tournament standings`, `pairings`).
    pub async fn tournament_standings(&self, place: Place, id: i64) -> HostResult<StandingsView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        let entrants = self.store.entrants(t.id).await?;
        let pairings = self.store.tournament_pairings(t.id).await?;
        Ok(self.standings_of(&t, &entrants, &pairings).await)
    }

    /// The organizer sets the result of a pairing of the tournament (by its game's number, or
    /// the pairing's when no game was played), with a reason kept and shown.
    pub async fn adjust_tournament_result(
        &self,
        place: Place,
        organizer: &User,
        id: i64,
        game_number: i64,
        outcome: GameOutcome,
        reason: &str,
    ) -> HostResult<StandingsView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        self.check_organizer(&t, organizer)?;
        if t.status == TournamentStatus::Cancelled {
            return Err(HostError::refused(Text::new("tournament-over")));
        }
        let reason = reason.trim();
        if reason.is_empty() || reason.chars().count() > 200 {
            return Err(HostError::refused(Text::new("tournament-adjust-reason")));
        }
        let pairings = self.store.tournament_pairings(t.id).await?;
        let Some(p) = pairings
            .iter()
            .find(|p| p.second.is_some() && p.game_id == Some(game_number))
        else {
            return Err(HostError::refused(
                Text::new("tournament-no-such-game").arg("number", game_number),
            ));
        };
        if p.game_status.is_some_and(|s| s.is_live()) {
            return Err(HostError::refused(Text::new(
                "tournament-game-still-played",
            )));
        }
        let next = t.successor(self.now());
        self.change(
            &next,
            &[TournamentWrite::Adjust {
                pairing_id: p.id,
                outcome,
                reason: reason.to_string(),
            }],
        )
        .await?;
        info!(
            tournament = id,
            game = game_number,
            by = organizer.id,
            ?outcome,
            "result adjusted"
        );
        let entrants = self.store.entrants(t.id).await?;
        let pairings = self.store.tournament_pairings(t.id).await?;
        Ok(self.standings_of(&next, &entrants, &pairings).await)
    }

    /// An arena player pauses (not paired until they resume) or resumes.
    pub async fn pause_in_arena(
        &self,
        place: Place,
        user: &User,
        id: i64,
        paused: bool,
    ) -> HostResult<TournamentView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        if !matches!(t.format, Format::Arena { .. }) {
            return Err(HostError::refused(Text::new("tournament-pause-arena-only")));
        }
        if !t.status.is_open() {
            return Err(HostError::refused(Text::new("tournament-over")));
        }
        let entrants = self.store.entrants(t.id).await?;
        let Some(entry) = entrants.iter().find(|e| e.user_id == user.id && e.active) else {
            return Err(HostError::refused(Text::new("tournament-not-in")));
        };
        let next = t.successor(self.now());
        self.change(
            &next,
            &[TournamentWrite::Entrant(EntrantRecord {
                paused,
                ..entry.clone()
            })],
        )
        .await?;
        self.view_of_tournament(&next).await
    }
}
