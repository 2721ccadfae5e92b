//! Takebacks: a player asks to take back their last move; when the opponent accepts (at once
//! against the AI), the game goes back to before it. Asked right after the move, during the
//! opponent's turn (a misclick), only that move goes; asked on one's own turn, the opponent's
//! reply goes too, back to the asker's previous turn. The move log is shortened in one
//! transaction under the version check, and the request and its answer are kept in the game's
//! log of events. A takeback is a host action: the engines and the referee never see one, only
//! the shorter log.
//!
//! Allowed in casual and practice games; in rated games only where the server allows it; never
//! in tournament games.

use std::time::Duration;

use super::*;
use crate::games::clock::{parse_time_out_entry, ClockSpec};
use crate::store::{ClockState, EventKind, GameEvent, RECENT_MOVES};

/// What a takeback undoes, by whose turn it is when asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakebackReach {
    /// Asked during the opponent's turn, before their reply: the asker's move just made.
    LastMove,
    /// Asked on the asker's turn: their last move and the opponent's reply.
    MoveAndReply,
}

impl TakebackReach {
    /// The reach of a takeback `asker` asks for in `game` as it stands.
    fn of(game: &AnyGame, asker: Seat) -> TakebackReach {
        match game.to_move() == Some(asker) {
            true => TakebackReach::MoveAndReply,
            false => TakebackReach::LastMove,
        }
    }
}

/// A takeback asked for, waiting for the opponent's answer.
#[derive(Clone, Debug)]
pub struct TakebackRequest {
    pub game_id: i64,
    /// The game's version when asked: the answer must come at the same version.
    pub version: i64,
    pub asker: Seat,
    pub reach: TakebackReach,
    pub players: [u64; 2],
    pub names: [String; 2],
    /// The language of the server's messages.
    pub lang: Lang,
}

impl TakebackRequest {
    /// The player who is asked.
    pub fn opponent_id(&self) -> u64 {
        self.players[self.asker.other().index()]
    }
    pub fn asker_name(&self) -> &str {
        &self.names[self.asker.index()]
    }
}

/// What asking for a takeback did.
#[derive(Debug)]
pub enum Takeback {
    /// The opponent is asked.
    Asked(TakebackRequest),
    /// Taken back at once (a game against the AI): the board as it is now.
    Done(Box<BoardView>),
}

/// What the opponent's answer did.
#[derive(Debug)]
pub enum TakebackAnswer {
    /// Taken back: the board as it is now.
    Accepted(Box<BoardView>),
    Declined(TakebackRequest),
}

/// Where a takeback leads: the game with its first `kept` log entries.
#[derive(Debug)]
struct TakebackPlan {
    kept: usize,
    game: AnyGame,
    /// The entries taken back, oldest first.
    removed: Vec<String>,
    /// The last entries kept, for the board (see [`GameRecord::recent_moves`]).
    recent: Vec<String>,
    /// Each seat's clock as it was then (its `since` is set when the takeback lands).
    clock: Option<ClockState>,
    /// The AI's throws of its turn in progress, taken back with the move: each was a commit
    /// of its own made after the asker's board.
    ai_throws: usize,
}

/// Where a takeback leads, by its reach (see [`TakebackReach::of`]). On the asker's turn: back
/// to their previous turn, taking back the entries of the asker's turn in progress, of the
/// opponent's turn before it, and of the asker's turn before that. During the opponent's turn:
/// back to the start of the asker's turn just played, if the opponent has not begun theirs
/// (the AI's throws of its turn in progress, which no board has shown yet, go too). Either way
/// the dice thrown at the start of the asker's turn stay (Super Seven keeps the throw).
/// `takebacks_at` are the times of earlier accepted takebacks (each restarted the clock of the
/// player to move). Refused, with why, when there is nothing of the asker's to take back, the
/// opponent has begun their reply, or a time-out stands in the way.
fn plan(
    record: &GameRecord,
    moves: &[MoveRecord],
    asker: Seat,
    takebacks_at: &[i64],
) -> Result<TakebackPlan, Text> {
    let replay_error = |e: &dyn std::fmt::Display| {
        warn!(game = record.id, error = %e, "a game's log does not replay for a takeback");
        Text::new("host-takeback-nothing")
    };
    // Which entries are dice throws, judged in the position each was made in.
    let mut game =
        AnyGame::new(record.kind, &record.options, &record.seed).map_err(|e| replay_error(&e))?;
    let mut thrown = Vec::with_capacity(moves.len());
    for m in moves {
        thrown.push(game.is_chance_outcome(&m.notation));
        game.apply_log_entry(&m.notation)
            .map_err(|e| replay_error(&e))?;
    }
    let mut start = moves.len();
    let step_back_over = |start: &mut usize, mine: bool| {
        let end = *start;
        while *start > 0 && (moves[*start - 1].seat == asker) == mine {
            *start -= 1;
        }
        *start < end
    };
    let mut ai_throws = 0;
    match TakebackReach::of(&game, asker) {
        TakebackReach::MoveAndReply => {
            // The asker's turn in progress (Super Seven's throw, a Mega Tic-Tac-Toe string
            // begun).
            step_back_over(&mut start, true);
            if !step_back_over(&mut start, false) {
                return Err(Text::new("host-takeback-nothing"));
            }
        }
        TakebackReach::LastMove => {
            let turn_begun = start;
            step_back_over(&mut start, false);
            let only_ai_throws =
                record.ai_level.is_some() && thrown[start..turn_begun].iter().all(|&t| t);
            if start < turn_begun && !only_ai_throws {
                return Err(Text::new("host-takeback-replied")
                    .arg("name", &record.names[asker.other().index()]));
            }
            ai_throws = turn_begun - start;
        }
    }
    let turn_end = start;
    if !step_back_over(&mut start, true) {
        return Err(Text::new("host-takeback-nothing"));
    }
    let mut kept = start;
    while kept < turn_end && thrown[kept] {
        kept += 1;
    }
    if kept == turn_end {
        // That turn was only throws: the dice passed it, and nothing of the player's is left.
        return Err(Text::new("host-takeback-dice-passed"));
    }
    let seat_names = record.kind.seat_names();
    if moves[kept..]
        .iter()
        .any(|m| parse_time_out_entry(&m.notation, seat_names).is_some())
    {
        return Err(Text::new("host-takeback-time-out"));
    }
    let game = AnyGame::replay(
        record.kind,
        &record.options,
        &record.seed,
        moves[..kept].iter().map(|m| m.notation.as_str()),
    )
    .map_err(|e| replay_error(&e))?;
    if game.to_move() != Some(asker) {
        return Err(Text::new("host-takeback-nothing"));
    }
    Ok(TakebackPlan {
        kept,
        game,
        removed: moves[kept..].iter().map(|m| m.notation.clone()).collect(),
        recent: moves[kept.saturating_sub(RECENT_MOVES)..kept]
            .iter()
            .map(|m| m.notation.clone())
            .collect(),
        clock: clock_at(record, moves, kept, takebacks_at),
        ai_throws,
    })
}

/// Each seat's clock when the game had its first `kept` entries, worked back from the clock
/// now: each entry taken back gives its mover the time it took and takes its increment away.
/// An entry's time ran from the entry before it, or from a later takeback (which restarted the
/// clock).
fn clock_at(
    record: &GameRecord,
    moves: &[MoveRecord],
    kept: usize,
    takebacks_at: &[i64],
) -> Option<ClockState> {
    let mut clock = record.clock?;
    let spec = ClockSpec::from_options(&record.options).ok().flatten()?;
    if kept == 0 {
        clock.left_ms = [spec.initial_ms; 2];
        return Some(clock);
    }
    for k in (kept..moves.len()).rev() {
        let m = &moves[k];
        let before = moves[k - 1].played_at;
        let started = takebacks_at
            .iter()
            .copied()
            .filter(|&at| at > before && at <= m.played_at)
            .max()
            .unwrap_or(before);
        let s = m.seat.index();
        clock.left_ms[s] = clock.left_ms[s] - spec.increment_ms + (m.played_at - started);
    }
    Some(clock)
}

/// How long a process trusts a server's rated-takeback setting for the boards' Take back
/// button (a takeback itself always reads the store).
pub(super) const TAKEBACK_SETTING_FRESH: Duration = Duration::from_secs(60);

impl Host {
    /// Ask to take back your last move (`/takeback`): the opponent is asked; against the AI
    /// it is taken back at once (the AI's answer too, on your turn).
    pub async fn ask_takeback(&self, place: Place, user: &User) -> HostResult<Takeback> {
        self.ask_takeback_on_the_latest(place, user, None).await
    }

    /// The same from a board's Take back button: only on the board it was clicked on.
    pub async fn ask_takeback_on_board(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
    ) -> HostResult<Takeback> {
        self.ask_takeback_on_the_latest(place, user, Some((game_id, version)))
            .await
    }

    /// The game may move on while a request is decided (the AI's throw or move landing
    /// between its reads, say; the version checks refuse what was decided on the old game):
    /// it is then decided once more on the game as it is now, a button's board checked again.
    /// Against the AI that leads to the same position: its answer is taken back too.
    async fn ask_takeback_on_the_latest(
        &self,
        place: Place,
        user: &User,
        board: Option<(i64, i64)>,
    ) -> HostResult<Takeback> {
        match self.ask_takeback_at(place, user, board).await {
            Err(e) if is_stale_board(&e) => self.ask_takeback_at(place, user, board).await,
            other => other,
        }
    }

    async fn ask_takeback_at(
        &self,
        place: Place,
        user: &User,
        board: Option<(i64, i64)>,
    ) -> HostResult<Takeback> {
        let record = self.active_in_channel(place).await?;
        if board.is_some_and(|(game_id, _)| game_id != record.id) {
            return Err(stale_board());
        }
        self.refuse_if_paused(&record).await?;
        let game = self.load(&record).await?;
        let asker = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        if game.to_move().is_none() {
            return Err(HostError::refused(Text::new("host-the-game-is-over")));
        }
        if let Some(why) = self.takeback_refusal(&record).await? {
            return Err(HostError::refused(why));
        }
        let events = self.store.game_events(record.id).await?;
        if let Some(pending) = events
            .last()
            .filter(|e| e.kind == EventKind::TakebackAsked && e.version == record.version)
        {
            return Err(HostError::refused(match record.seat_of(pending.user_id) {
                Some(seat) if seat != asker => {
                    Text::new("host-takeback-pending").arg("name", &record.names[seat.index()])
                }
                _ => Text::new("host-takeback-already-asked"),
            }));
        }
        let moves = self.store.moves(record.id).await?;
        let plan =
            plan(&record, &moves, asker, &takeback_times(&events)).map_err(HostError::refused)?;
        // The AI's throws since the board leave it current: they are taken back with the move.
        let current = record.version - plan.ai_throws as i64..=record.version;
        if board.is_some_and(|(_, version)| !current.contains(&version)) {
            return Err(stale_board());
        }
        let asked = GameEvent {
            game_id: record.id,
            at: self.now(),
            user_id: user.id,
            kind: EventKind::TakebackAsked,
            version: record.version,
            detail: String::new(),
        };
        // Against the AI, a request whose taking back lost the race with the AI's throw or move
        // is decided again (see `ask_takeback_on_the_latest`): it is still the one request.
        let asked_already = record.ai_level.is_some()
            && events
                .last()
                .is_some_and(|e| e.kind == EventKind::TakebackAsked && e.user_id == user.id);
        if !asked_already {
            self.record_event(&asked, events.len()).await?;
        }
        let answer_at = events.len() + usize::from(!asked_already);
        let reach = TakebackReach::of(&game, asker);
        info!(game = record.id, by = user.id, ?reach, "takeback asked");
        if record.ai_level.is_some() {
            // The AI never minds: its answer goes back with the player's move. Its move made
            // meanwhile fails the version check of one or the other.
            let view = self
                .take_back(&record, plan, record.players[AI_SEAT.index()], answer_at)
                .await?;
            return Ok(Takeback::Done(Box::new(view)));
        }
        Ok(Takeback::Asked(TakebackRequest {
            game_id: record.id,
            version: record.version,
            asker,
            reach,
            players: record.players,
            names: record.names.clone(),
            lang: self.guild_lang(record.guild_id).await,
        }))
    }

    /// The opponent answers a takeback request (its Accept or Decline button).
    pub async fn answer_takeback(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
        version: i64,
        accept: bool,
    ) -> HostResult<TakebackAnswer> {
        let lapsed = || HostError::refused(Text::new("host-takeback-lapsed"));
        let record = match self.active_in_channel(place).await {
            Ok(record) if (record.id, record.version) == (game_id, version) => record,
            Ok(_) | Err(HostError::Refused(_)) => return Err(lapsed()),
            Err(e) => return Err(e),
        };
        let events = self.store.game_events(record.id).await?;
        let request = events
            .last()
            .filter(|e| e.kind == EventKind::TakebackAsked && e.version == version)
            .ok_or_else(|| HostError::refused(Text::new("host-takeback-answered")))?;
        let answerer = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        let asker = record
            .seat_of(request.user_id)
            .filter(|&s| s != answerer)
            .ok_or_else(|| HostError::refused(Text::new("host-takeback-own-request")))?;
        if !accept {
            let game = self.load(&record).await?;
            let declined = GameEvent {
                game_id: record.id,
                at: self.now(),
                user_id: user.id,
                kind: EventKind::TakebackDeclined,
                version,
                detail: String::new(),
            };
            self.record_event(&declined, events.len()).await?;
            info!(game = record.id, by = user.id, "takeback declined");
            return Ok(TakebackAnswer::Declined(TakebackRequest {
                game_id: record.id,
                version,
                asker,
                reach: TakebackReach::of(&game, asker),
                players: record.players,
                names: record.names.clone(),
                lang: self.guild_lang(record.guild_id).await,
            }));
        }
        // The server may have changed its mind since the request.
        if let Some(why) = self.takeback_refusal(&record).await? {
            return Err(HostError::refused(why));
        }
        // At the request's version the game is as it was when asked: the plan reaches as far.
        let moves = self.store.moves(record.id).await?;
        let plan =
            plan(&record, &moves, asker, &takeback_times(&events)).map_err(HostError::refused)?;
        let view = self.take_back(&record, plan, user.id, events.len()).await?;
        Ok(TakebackAnswer::Accepted(Box::new(view)))
    }

    /// Why the game allows no takeback, if it does not.
    async fn takeback_refusal(&self, record: &GameRecord) -> HostResult<Option<Text>> {
        let in_tournament = self.is_tournament_game(record.id).await?;
        self.tournament_games.keep(record.id, in_tournament);
        if in_tournament {
            return Ok(Some(Text::new("host-takeback-tournament")));
        }
        if record.rated {
            let allowed = self.guild_settings(record.guild_id).await?.takebacks_rated;
            self.takebacks_rated.keep(record.guild_id, allowed);
            if !allowed {
                return Ok(Some(Text::new("host-takeback-rated")));
            }
        }
        Ok(None)
    }

    /// Whether a board of `record` shows the Take back button: a game that allows takebacks,
    /// with a move behind it (the player who made it may take it back until the reply, also
    /// while the AI thinks; the player to move, with the reply). Read mostly from memory (see
    /// the host's memory of tournament games and settings); a takeback asked for is checked again against the store.
    pub(super) async fn offers_takeback(&self, record: &GameRecord, game: &AnyGame) -> bool {
        if record.status != Status::Active {
            self.tournament_games.forget(&record.id);
            return false;
        }
        if game.to_move().is_none() || game.ply() == 0 {
            return false;
        }
        let in_tournament = match self.tournament_games.get(&record.id) {
            Some(known) => known,
            None => match self.is_tournament_game(record.id).await {
                Ok(known) => {
                    self.tournament_games.keep(record.id, known);
                    known
                }
                Err(e) => {
                    warn!(game = record.id, error = %e, "could not tell a tournament game");
                    return false;
                }
            },
        };
        if in_tournament {
            return false;
        }
        if !record.rated {
            return true;
        }
        match self.takebacks_rated.get(&record.guild_id) {
            Some(allowed) => allowed,
            None => match self.guild_settings(record.guild_id).await {
                Ok(s) => {
                    self.takebacks_rated
                        .keep(record.guild_id, s.takebacks_rated);
                    s.takebacks_rated
                }
                Err(e) => {
                    warn!(guild = record.guild_id, error = %e, "could not read the settings");
                    false
                }
            },
        }
    }

    async fn record_event(&self, event: &GameEvent, after: usize) -> HostResult<()> {
        match self.store.add_game_event(event, after).await {
            Err(StoreError::Conflict) => Err(stale_board()),
            other => Ok(other?),
        }
    }

    /// Commit `plan` for `record` (accepted by `by`, with `after` events before the answer)
    /// and draw the board.
    async fn take_back(
        &self,
        record: &GameRecord,
        plan: TakebackPlan,
        by: u64,
        after: usize,
    ) -> HostResult<BoardView> {
        let TakebackPlan {
            kept,
            game,
            removed,
            recent,
            clock,
            ai_throws: _,
        } = plan;
        let now = self.now();
        let mut next = record.successor(now);
        next.draw_offer = None;
        next.state = Some(snapshot(&game)?);
        next.clock = clock.map(|c| ClockState { since: now, ..c });
        next.recent_moves = recent;
        clocks::start_turn(&mut next, &game, now);
        self.hold_for_vacation(&mut next, &game, now).await?;
        self.plan_reminders(&mut next, &game).await;
        let accepted = GameEvent {
            game_id: record.id,
            at: now,
            user_id: by,
            kind: EventKind::TakebackAccepted,
            version: record.version,
            detail: removed.join("\n"),
        };
        match self
            .store
            .commit_takeback(&next, kept as i64, &accepted, after)
            .await
        {
            Ok(()) => {
                self.committed(&next, Some(&game));
                // Lines foresaw the game as it was: a takeback leaves none standing.
                self.forget_conditional_lines(&next).await;
            }
            Err(e) => {
                self.live.forget(record.channel_id);
                return Err(match e {
                    StoreError::Conflict => stale_board(),
                    e => e.into(),
                });
            }
        }
        info!(
            game = record.id,
            by,
            taken_back = removed.len(),
            "takeback accepted"
        );
        Ok(self.view(&next, game, None).await)
    }
}

/// When earlier takebacks of a game landed.
fn takeback_times(events: &[GameEvent]) -> Vec<i64> {
    events
        .iter()
        .filter(|e| e.kind == EventKind::TakebackAccepted)
        .map(|e| e.at)
        .collect()
}
