//! Conditional moves: "if they play this, I answer that". A player queues lines of moves in
//! the channel's game (`/conditional add`); each is checked by playing it out on a copy of the
//! position. After every move the game's lines are advanced: a line whose next move is the one
//! just played keeps its tail, any other is dropped; when the player to move then has a line,
//! its next move is played at once, through the same checks and commit as a typed move
//! (version check, clocks, everything), and marked on its board as a conditional reply.
//!
//! Lines are private: only the host (when a move is played), the player's own commands, their
//! own export and their own live page read them. Only in games whose engine allows them
//! ([`crate::games::Game::CONDITIONAL_MOVES`]: no dice, no hidden information), between two
//! people (not against the AI, which answers at once anyway, nor a channel team's game,
//! whose moves are votes). A takeback or the game's end clears them.

use serde::{Deserialize, Serialize};

use super::moves::{Committed, MoveRequest, Prepared};
use super::*;

/// Moves in one line at most: "up to 10 plies deep".
pub const MAX_LINE_PLIES: usize = 10;
/// Lines one player may keep queued in one game.
pub const MAX_LINES: usize = 20;
/// Between lines in `/conditional add`.
pub const LINE_SEPARATOR: char = ';';
/// Between the moves of a line. Moves may contain spaces (CCC's `build e4`) but never a comma;
/// a line without a comma is read as moves separated by spaces.
pub const PLY_SEPARATOR: char = ',';

/// One queued line: its moves in canonical notation, the first to be played at the game's
/// ply `from_ply` (a line queued before a move it did not foresee is thereby never matched).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConditionalLine {
    pub from_ply: usize,
    pub moves: Vec<String>,
}

/// A player's queued lines in one game, as the player alone may see them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueuedLines {
    pub game_id: i64,
    /// Each line's moves still to come, in canonical notation.
    pub lines: Vec<Vec<String>>,
}

/// A game's lines after a move: each player's, and whether they changed.
struct Advanced {
    by_player: Vec<(u64, Vec<ConditionalLine>, bool)>,
}

/// A conditional reply as its board's last move shows it, in `lang`: "b2 (conditional)".
pub(super) fn marked_move(applied: &str, lang: Lang) -> String {
    Text::new("conditional-marked-move")
        .arg("move", applied)
        .get(lang)
}

fn decode(lines: &str) -> Vec<ConditionalLine> {
    // Rows are written by this module only; an unreadable one is dropped, not fatal.
    serde_json::from_str(lines).unwrap_or_default()
}

fn encode(lines: &[ConditionalLine]) -> HostResult<Option<String>> {
    if lines.is_empty() {
        return Ok(None);
    }
    serde_json::to_string(lines)
        .map(Some)
        .map_err(|e| HostError::Internal(format!("conditional lines unwritable: {e}")))
}

/// Split `/conditional add`'s text into lines of move texts (not yet checked).
pub fn split_lines(text: &str) -> Vec<Vec<String>> {
    text.split(LINE_SEPARATOR)
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| {
            if line.contains(PLY_SEPARATOR) {
                line.split(PLY_SEPARATOR)
                    .map(|m| m.trim().to_string())
                    .collect()
            } else {
                line.split_whitespace().map(str::to_string).collect()
            }
        })
        .collect()
}

/// Whether `record`'s game may hold conditional lines at all.
fn allows_lines(record: &GameRecord) -> bool {
    record.kind.conditional_moves()
        && record.ai_level.is_none()
        && !record.players.contains(&teams::TEAM_PLAYER_ID)
}

impl Host {
    /// The channel's game, if `user` may queue lines in it; a polite refusal otherwise.
    async fn game_for_lines(&self, place: Place, user: &User) -> HostResult<(GameRecord, Seat)> {
        let record = self.active_in_channel(place).await?;
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        if record.ai_level.is_some() {
            return Err(HostError::refused(Text::new("conditional-not-against-ai")));
        }
        if record.players.contains(&teams::TEAM_PLAYER_ID) {
            return Err(HostError::refused(Text::new(
                "conditional-not-in-team-games",
            )));
        }
        if !record.kind.conditional_moves() {
            return Err(HostError::refused(
                Text::new("conditional-not-in-this-game").arg("game", record.kind.display_name()),
            ));
        }
        Ok((record, seat))
    }

    /// `user`'s lines in `game_id` that still start at ply `ply`.
    async fn own_lines(
        &self,
        game_id: i64,
        user_id: u64,
        ply: usize,
    ) -> HostResult<Vec<ConditionalLine>> {
        let rows = self.store.conditional_lines(game_id).await?;
        Ok(rows
            .into_iter()
            .filter(|(owner, _)| *owner == user_id)
            .flat_map(|(_, lines)| decode(&lines))
            .filter(|line| line.from_ply == ply)
            .collect())
    }

    /// Queue the lines of `text` in the channel's game for `user`: every move of each is
    /// checked in turn on a copy of the position; one bad move refuses the whole text (nothing
    /// is queued), saying which line and move and why. Returns how many lines are queued now.
    pub async fn add_conditional_lines(
        &self,
        place: Place,
        user: &User,
        text: &str,
    ) -> HostResult<usize> {
        let (record, seat) = self.game_for_lines(place, user).await?;
        let game = self.load(&record).await?;
        let written = split_lines(text);
        if written.is_empty() {
            return Err(HostError::refused(Text::new("conditional-empty")));
        }
        let mut checked = Vec::with_capacity(written.len());
        for (n, moves) in written.iter().enumerate() {
            checked.push(check_line(&game, seat, n + 1, moves)?);
        }
        let mut lines = self.own_lines(record.id, user.id, game.ply()).await?;
        for moves in checked {
            if !lines.iter().any(|l| l.moves == moves) {
                lines.push(ConditionalLine {
                    from_ply: game.ply(),
                    moves,
                });
            }
        }
        if lines.len() > MAX_LINES {
            return Err(HostError::refused(
                Text::new("conditional-too-many").arg("max", MAX_LINES),
            ));
        }
        self.store
            .set_conditional_lines(record.id, user.id, encode(&lines)?.as_deref())
            .await?;
        Ok(lines.len())
    }

    /// `user`'s queued lines in the channel's game (theirs alone).
    pub async fn conditional_lines(&self, place: Place, user: &User) -> HostResult<QueuedLines> {
        let (record, _) = self.game_for_lines(place, user).await?;
        let game = self.load(&record).await?;
        let lines = self.own_lines(record.id, user.id, game.ply()).await?;
        Ok(QueuedLines {
            game_id: record.id,
            lines: lines.into_iter().map(|l| l.moves).collect(),
        })
    }

    /// Drop all of `user`'s lines in the channel's game; how many there were.
    pub async fn clear_conditional_lines(&self, place: Place, user: &User) -> HostResult<usize> {
        let (record, _) = self.game_for_lines(place, user).await?;
        let game = self.load(&record).await?;
        let had = self.own_lines(record.id, user.id, game.ply()).await?.len();
        self.store
            .set_conditional_lines(record.id, user.id, None)
            .await?;
        Ok(had)
    }

    /// The signed-in `user_id`'s own lines in game `game_id` (for their live page); empty for
    /// anyone else's.
    pub async fn own_conditional_lines(
        &self,
        game_id: i64,
        user_id: u64,
    ) -> HostResult<Vec<Vec<String>>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(Vec::new());
        };
        if record.seat_of(user_id).is_none() || !allows_lines(&record) {
            return Ok(Vec::new());
        }
        let game = self.load(&record).await?;
        let lines = self.own_lines(game_id, user_id, game.ply()).await?;
        Ok(lines.into_iter().map(|l| l.moves).collect())
    }

    /// Forget the lines of a game that a takeback changed or that ended (whatever ended it).
    pub(super) async fn forget_conditional_lines(&self, record: &GameRecord) {
        if !allows_lines(record) {
            return;
        }
        if let Err(e) = self.store.clear_conditional_lines(record.id).await {
            warn!(game = record.id, error = %e, "could not clear conditional moves");
        }
    }

    /// After `committed` (a move): advance the game's lines and play the replies they call
    /// for, each committed like any move. The replies hang on `committed`, in order. A failure
    /// here is logged: the move itself stands.
    pub(super) async fn answer_conditionally(&self, committed: Committed) -> Committed {
        if !allows_lines(&committed.record) {
            return committed;
        }
        let mut chain = vec![committed];
        // Each reply uses up a move of some line: no chain is longer than a line.
        for _ in 0..MAX_LINE_PLIES {
            let last = chain.last().expect("the move itself");
            match self.next_reply(last).await {
                Ok(Some(reply)) => chain.push(reply),
                Ok(None) => break,
                Err(e) => {
                    warn!(game = last.record.id, error = %e, "conditional moves not answered");
                    break;
                }
            }
        }
        let mut replies = chain.into_iter().rev();
        let mut head = replies.next().expect("the move itself");
        for mut earlier in replies {
            earlier.conditional_reply = Some(Box::new(head));
            head = earlier;
        }
        head
    }

    /// Advance the lines past `last`; if the player now to move has a line, play its next move.
    async fn next_reply(&self, last: &Committed) -> HostResult<Option<Committed>> {
        let record = &last.record;
        if record.status != Status::Active {
            // The game's end clears its lines (see `commits.rs`).
            return Ok(None);
        }
        let rows = self.store.conditional_lines(record.id).await?;
        if rows.is_empty() {
            return Ok(None);
        }
        let played_at = last.game.ply().saturating_sub(1);
        let mut advanced = advance(rows, played_at, &last.applied);
        let mover = last
            .game
            .to_move()
            .map(|seat| (seat, record.players[seat.index()]));
        let mut reply = None;
        if let Some((seat, owner)) = mover {
            if let Some((_, lines, changed)) =
                advanced.by_player.iter_mut().find(|(id, ..)| *id == owner)
            {
                // The first line queued decides; a reply the game no longer allows is dropped.
                while let Some(first) = lines.first() {
                    let mv = first.moves[0].clone();
                    let mut after = last.game.clone();
                    if after.play(&mv).is_ok() {
                        reply = Some((seat, owner, mv));
                        break;
                    }
                    lines.retain(|l| l.moves[0] != mv);
                    *changed = true;
                }
            }
        }
        for (owner, lines, changed) in &advanced.by_player {
            if *changed {
                self.store
                    .set_conditional_lines(record.id, *owner, encode(lines)?.as_deref())
                    .await?;
            }
        }
        let Some((seat, owner, mv)) = reply else {
            return Ok(None);
        };
        let user = User::new(owner, record.names[seat.index()].clone());
        let request = MoveRequest {
            user: &user,
            text: &mv,
            compliment: None,
            expected_version: Some(record.version),
        };
        match self
            .prepare_move_off_runtime(record, last.game.clone(), &request)
            .await?
        {
            Prepared::Move(prepared) => {
                let mut reply = self.commit_move(record, prepared, &request).await?;
                reply.by_condition = true;
                info!(game = record.id, mv = %mv, "conditional reply played");
                Ok(Some(reply))
            }
            // The deadline loop records the time-out; nothing is played.
            Prepared::TimedOut(..) => Ok(None),
            // Not played from the queue: the game pauses when its player makes the move.
            Prepared::RulesFailed(..) => Ok(None),
        }
    }
}

/// Each player's lines after the move `applied` at ply `played_at`: those that foresaw it
/// keep their tail; the others are dropped.
fn advance(rows: Vec<(u64, String)>, played_at: usize, applied: &str) -> Advanced {
    let by_player = rows
        .into_iter()
        .map(|(owner, stored)| {
            let before = decode(&stored);
            let after: Vec<ConditionalLine> = before
                .iter()
                .filter(|l| {
                    l.from_ply == played_at && l.moves.first().map(String::as_str) == Some(applied)
                })
                .map(|l| ConditionalLine {
                    from_ply: played_at + 1,
                    moves: l.moves[1..].to_vec(),
                })
                .filter(|l| !l.moves.is_empty())
                .collect();
            // Every stored line changes with a move: advanced, or dropped.
            let changed = !before.is_empty();
            (owner, after, changed)
        })
        .collect();
    Advanced { by_player }
}

/// Check line number `n` (`moves` as typed) for the player in `seat`, by playing it out on a
/// copy of `game`: its moves in canonical notation, or which move is wrong and why.
fn check_line(game: &AnyGame, seat: Seat, n: usize, moves: &[String]) -> HostResult<Vec<String>> {
    let refuse = |ply: usize, why: Text| {
        HostError::refused(
            Text::new("conditional-bad-move")
                .arg("line", n)
                .arg("ply", ply)
                .arg("why", why),
        )
    };
    if moves.len() > MAX_LINE_PLIES {
        return Err(HostError::refused(
            Text::new("conditional-too-deep")
                .arg("line", n)
                .arg("max", MAX_LINE_PLIES),
        ));
    }
    let mut copy = game.clone();
    let mut canonical = Vec::with_capacity(moves.len());
    let mut last_mover = None;
    for (i, text) in moves.iter().enumerate() {
        let mover = copy.to_move();
        if mover == Some(seat) && copy.needs_compliment(text) {
            return Err(refuse(i + 1, Text::new("conditional-needs-compliment")));
        }
        match copy.play(text) {
            Ok(applied) => canonical.push(applied),
            Err(e) => {
                let why = match moves::refuse_move(text, e) {
                    HostError::Refused(why) => why,
                    other => return Err(other),
                };
                return Err(refuse(i + 1, why));
            }
        }
        last_mover = mover;
    }
    if last_mover != Some(seat) {
        return Err(HostError::refused(
            Text::new("conditional-ends-with-their-move").arg("line", n),
        ));
    }
    Ok(canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_on_semicolons_and_moves_on_commas_or_spaces() {
        assert_eq!(
            split_lines(" b2 a1 c3 ; build e4, build e5 ;; "),
            vec![
                vec!["b2".to_string(), "a1".into(), "c3".into()],
                vec!["build e4".to_string(), "build e5".into()],
            ]
        );
        assert!(split_lines(" ; ").is_empty());
    }

    #[test]
    fn a_move_advances_the_lines_that_foresaw_it_and_drops_the_others() {
        let line = |from_ply, moves: &[&str]| ConditionalLine {
            from_ply,
            moves: moves.iter().map(|m| m.to_string()).collect(),
        };
        let stored = serde_json::to_string(&vec![
            line(3, &["b2", "a1", "c3", "a2"]),
            line(3, &["c3", "a2"]),
            line(2, &["b2", "a1"]),
            line(3, &["b2"]),
        ])
        .unwrap();
        let advanced = advance(vec![(7, stored)], 3, "b2");
        let (owner, lines, changed) = &advanced.by_player[0];
        assert_eq!(*owner, 7);
        assert!(changed);
        assert_eq!(lines, &vec![line(4, &["a1", "c3", "a2"])]);
    }
}
