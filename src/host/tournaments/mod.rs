//! Tournaments: Swiss, round robin and arena events whose games the bot hosts, pairs and scores
//! itself. Pairing and scoring are pure code ([`crate::pairing`], below the host, where the
//! renderer and the store read its types too); this module is their life in the
//! host: sign-up ([`signup`]), the rounds and their games ([`rounds`]), and results, standings
//! and the organizer's tools ([`results`]).
//!
//! Every change to a tournament is one versioned transaction of the store
//! ([`Store::change_tournament`]): a round is paired once, however many processes or ticks try.
//! A tournament's games are ordinary games of the host, each in a thread of the tournament's
//! channel, rated when the tournament is.

use super::*;
use crate::pairing::{self, Format, GameOutcome};
use crate::store::{EntrantRecord, PairingRecord, TournamentRecord, TournamentStatus};

mod results;
mod rounds;
mod signup;

pub use results::{PublicRound, PublicTournament, RoundGame, StandingsView};
pub use rounds::{PendingGame, TournamentUpdate};

/// Fewest players a tournament starts with (a Swiss needs three: two would only meet again).
pub const MIN_PLAYERS: usize = 2;
pub const MIN_SWISS_PLAYERS: usize = 3;
/// The most players one tournament takes.
pub const MAX_PLAYERS: u32 = 500;
pub const DEFAULT_SWISS_ROUNDS: u32 = 5;
pub const MAX_SWISS_ROUNDS: u32 = 15;
pub const DEFAULT_ARENA_MINUTES: u32 = 60;
pub const MIN_ARENA_MINUTES: u32 = 10;
pub const MAX_ARENA_MINUTES: u32 = 24 * 60;
/// Sign-up lasts this long when the organizer names no start.
pub const DEFAULT_SIGNUP_MINUTES: i64 = 15;
/// The longest sign-up.
pub const MAX_SIGNUP_DAYS: i64 = 30;
/// A tournament game's turn timer when the organizer sets neither a timer nor a clock.
pub const DEFAULT_TOURNAMENT_TURN_SECONDS: i64 = 10 * 60;
/// An arena is played fast: a clock of at most 10+10, or a turn timer of at most 5 minutes.
pub const MAX_ARENA_CLOCK_MINUTES: i64 = 10;
pub const MAX_ARENA_CLOCK_INCREMENT_SECONDS: i64 = 10;
pub const MAX_ARENA_TURN_SECONDS: i64 = 5 * 60;
/// An arena's standings are posted again this often.
pub const ARENA_STANDINGS_EVERY_MS: i64 = 5 * 60 * 1000;

/// What an organizer asks for in `/tournament create`.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSpec {
    pub kind: GameKind,
    pub format: Format,
    /// Game options, a `clock` among them when the games are played on a clock.
    pub options: Options,
    /// The turn timer; `None` for the default (or the clock's alone).
    pub turn_seconds: Option<i64>,
    /// From now until the start; `None` for the default sign-up time.
    pub starts_in_ms: Option<i64>,
    pub rated: bool,
    pub max_players: Option<u32>,
    /// Points for a bye; `None` for 1.
    pub bye_points: Option<f64>,
}

/// A tournament as its sign-up message, `/tournament info` and the front ends show it.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentView {
    pub record: TournamentRecord,
    /// Entered players: id, name, still in.
    pub players: Vec<(u64, String, bool)>,
    /// The server's language: sign-up and standings are public.
    pub lang: Lang,
}

impl TournamentView {
    fn of(t: &TournamentRecord, entrants: &[EntrantRecord], lang: Lang) -> TournamentView {
        TournamentView {
            record: t.clone(),
            players: entrants
                .iter()
                .map(|e| (e.user_id, e.name.clone(), e.active))
                .collect(),
            lang,
        }
    }

    /// Whether sign-up is open (Join and Leave buttons make sense).
    pub fn taking_signups(&self) -> bool {
        self.record.status == TournamentStatus::SignUp
    }

    /// The format in words: "Swiss, 5 rounds", "Arena, 60 minutes".
    pub fn format_text(&self) -> Text {
        format_text(self.record.format)
    }

    /// The time control in words: "clock 5+3" or "10 minutes a move".
    pub fn time_text(&self) -> Text {
        match self.record.options.get(crate::games::clock::CLOCK_OPTION) {
            Some(clock) => Text::new("tournament-time-clock").arg("clock", clock.as_str()),
            None => Text::new("tournament-time-turn")
                .arg("time", human_duration(self.record.turn_seconds)),
        }
    }
}

pub fn format_text(format: Format) -> Text {
    match format {
        Format::Swiss { rounds } => Text::new("tournament-format-swiss").arg("rounds", rounds),
        Format::RoundRobin { double: false } => Text::new("tournament-format-round-robin"),
        Format::RoundRobin { double: true } => Text::new("tournament-format-double-round-robin"),
        Format::Arena { minutes } => Text::new("tournament-format-arena").arg("minutes", minutes),
    }
}

/// How a pairing ended: the organizer's word first, then its game's; `None` while its game is
/// being played (or not yet started).
pub(crate) fn outcome_of(p: &PairingRecord) -> Option<GameOutcome> {
    if let Some(outcome) = p.adjusted {
        return Some(outcome);
    }
    match p.game_status? {
        Status::Finished => Some(
            p.game_result
                .and_then(|r| r.winner)
                .map_or(GameOutcome::Draw, GameOutcome::Win),
        ),
        Status::Aborted | Status::Declined | Status::Expired => Some(GameOutcome::Void),
        Status::Active | Status::Challenge => None,
    }
}

/// The pure pairing code's view of the stored field and games.
pub(crate) fn field_of(
    entrants: &[EntrantRecord],
    pairings: &[PairingRecord],
) -> (
    Vec<pairing::Entrant>,
    Vec<pairing::Pairing>,
    Vec<pairing::Bye>,
) {
    let field = entrants
        .iter()
        .map(|e| pairing::Entrant {
            id: e.user_id,
            rating: e.rating,
            joined_round: e.joined_round,
            active: e.active,
        })
        .collect();
    let mut games = Vec::new();
    let mut byes = Vec::new();
    for p in pairings {
        match p.second {
            Some(second) => games.push(pairing::Pairing {
                round: p.round,
                first: p.first,
                second,
                outcome: outcome_of(p),
            }),
            None => byes.push(pairing::Bye {
                round: p.round,
                player: p.first,
                points: p.bye_points.unwrap_or(0.0),
            }),
        }
    }
    (field, games, byes)
}

impl Host {
    /// A tournament, or a polite refusal when there is none of that number in this server.
    pub(super) async fn tournament_in(
        &self,
        guild_id: u64,
        id: i64,
    ) -> HostResult<TournamentRecord> {
        match self.store.tournament(id).await? {
            Some(t) if t.guild_id == guild_id => Ok(t),
            _ => Err(HostError::refused(
                Text::new("tournament-unknown").arg("number", id),
            )),
        }
    }

    /// The newest open tournament of a server, for commands given without a number.
    pub async fn current_tournament(&self, guild_id: u64) -> HostResult<Option<i64>> {
        let recent = self.store.guild_tournaments(guild_id, 20).await?;
        Ok(recent
            .iter()
            .find(|t| t.status.is_open())
            .or(recent.first())
            .map(|t| t.id))
    }

    pub async fn tournament_view(&self, place: Place, id: i64) -> HostResult<TournamentView> {
        let t = self.tournament_in(guild_of(place)?, id).await?;
        self.view_of_tournament(&t).await
    }

    pub(super) async fn view_of_tournament(
        &self,
        t: &TournamentRecord,
    ) -> HostResult<TournamentView> {
        let entrants = self.store.entrants(t.id).await?;
        Ok(TournamentView::of(
            t,
            &entrants,
            self.guild_lang(t.guild_id).await,
        ))
    }

    /// Whether `user` may run tournament `t`: its organizer, or anyone who may organize events.
    pub(super) fn check_organizer(&self, t: &TournamentRecord, user: &User) -> HostResult<()> {
        if user.id == t.organizer_id || user.manages_events || user.manages_server {
            Ok(())
        } else {
            Err(HostError::refused(Text::new("tournament-organizers-only")))
        }
    }

    /// Whether game `game_id` is a tournament's: its fair-play abort does not apply (the absent
    /// player loses).
    pub(super) async fn is_tournament_game(&self, game_id: i64) -> HostResult<bool> {
        Ok(self.store.tournament_of_game(game_id).await?.is_some())
    }
}
