//! What the host hands to front ends: plain descriptions of a board or a challenge, with the
//! picture already drawn. Front ends decide how to show them (an embed, terminal text).

use crate::games::{AnyGame, GameKind, Outcome, Seat};
use crate::input::{self, Row, Step};
use crate::render::{self, BoardInfo};
use crate::store::{EndReason, GameRecord, Status};

/// A challenge waiting for an answer (or its end).
#[derive(Clone, Debug)]
pub struct ChallengeView {
    pub game_id: i64,
    pub version: i64,
    pub kind: GameKind,
    pub channel_id: u64,
    pub players: [u64; 2],
    pub names: [String; 2],
    pub status: Status,
    /// When an unanswered challenge lapses (unix ms).
    pub expires_at: Option<i64>,
    pub text: String,
}

impl ChallengeView {
    pub fn of(record: &GameRecord) -> ChallengeView {
        let game = record.kind.display_name();
        let text = match record.status {
            Status::Challenge => format!(
                "{} challenges {} to a game of {game}. {}, will you play?",
                record.names[0], record.names[1], record.names[1]
            ),
            Status::Declined => format!("The {game} challenge was declined."),
            Status::Expired => format!(
                "The {game} challenge to {} expired unanswered.",
                record.names[1]
            ),
            Status::Aborted => format!("The {game} challenge was withdrawn by a moderator."),
            Status::Active | Status::Finished => {
                format!("{} accepted the {game} challenge.", record.names[1])
            }
        };
        ChallengeView {
            game_id: record.id,
            version: record.version,
            kind: record.kind,
            channel_id: record.channel_id,
            players: record.players,
            names: record.names.clone(),
            status: record.status,
            expires_at: record.deadline,
            text,
        }
    }
}

/// A board to show: the picture plus everything a front end needs around it.
#[derive(Clone, Debug)]
pub struct BoardView {
    pub game_id: i64,
    pub version: i64,
    pub kind: GameKind,
    pub guild_id: u64,
    pub channel_id: u64,
    pub players: [u64; 2],
    pub names: [String; 2],
    pub seat_names: [&'static str; 2],
    pub scores: Option<[i64; 2]>,
    /// The seat to move, while the game goes on.
    pub to_move: Option<Seat>,
    /// When the turn in progress ends (unix ms): by the turn timer (the player to move loses)
    /// or, in a game with clocks, by the mover's clock (a time-out), whichever comes first.
    pub deadline: Option<i64>,
    pub finished: bool,
    /// One line: whose turn it is, or how the game ended.
    pub status: String,
    pub last_move: Option<String>,
    /// A standing draw offer, by seat.
    pub draw_offer: Option<Seat>,
    /// The AI holds the seat to move: the front end should let it play (`Host::ai_turn`).
    pub ai_to_move: bool,
    /// The first step of the move picker (empty when the game is over).
    pub picker: Vec<Row>,
    /// Legal moves now, in canonical notation (for the terminal and hints).
    pub legal_moves: Vec<String>,
    /// The position as text, for the terminal.
    pub text: String,
    /// The compliment that came with this move (CCC's Nice Flag), by the seat that made it.
    pub compliment: Option<(Seat, String)>,
    /// Public notes about fairness: the dice commitment while Super Seven is played, the seed
    /// once it is over.
    pub dice: Option<String>,
    pub ply: usize,
    pub png: Vec<u8>,
}

impl BoardView {
    /// Everything about the board at `now` (unix ms; clocks read from it).
    pub fn build(
        record: &GameRecord,
        game: &AnyGame,
        last_move: Option<String>,
        now: i64,
    ) -> BoardView {
        let finished = record.status != Status::Active;
        let status = match super::clocks::clock_note(record, game, now) {
            Some(clocks) => format!("{} · {clocks}", status_line(record, game)),
            None => status_line(record, game),
        };
        let png = render::render_png(
            game,
            &BoardInfo {
                players: record.names.clone(),
                status: status.clone(),
            },
        );
        let picker = if finished {
            Vec::new()
        } else {
            match input::step(game, &[]) {
                Step::Choose { rows, .. } => rows,
                Step::Move(_) | Step::Invalid => Vec::new(),
            }
        };
        BoardView {
            game_id: record.id,
            version: record.version,
            kind: record.kind,
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            players: record.players,
            names: record.names.clone(),
            seat_names: record.kind.seat_names(),
            scores: game.scores(),
            to_move: if finished { None } else { game.to_move() },
            deadline: if finished { None } else { record.deadline },
            finished,
            status,
            last_move,
            draw_offer: record.draw_offer,
            ai_to_move: !finished
                && record.ai_level.is_some()
                && game.to_move() == Some(super::AI_SEAT),
            picker,
            legal_moves: if finished {
                Vec::new()
            } else {
                game.legal_moves()
            },
            text: crate::render::text_board(game),
            compliment: None,
            dice: dice_note(record, finished),
            ply: game.ply(),
            png,
        }
    }

    /// The user id of the player to move.
    pub fn user_to_move(&self) -> Option<u64> {
        self.to_move.map(|s| self.players[s.index()])
    }
}

/// Games with committed dice (Super Seven) publish the commitment before the first throw and
/// reveal the seed at the end, so anyone can check every throw. The seed itself is never
/// shown while the game is live.
fn dice_note(record: &GameRecord, finished: bool) -> Option<String> {
    let commitment = record.kind.dice_commitment(&record.seed)?;
    Some(if finished {
        format!(
            "Dice seed: `{}` (its SHA-256 is `{}`). Check every throw with any SHA-256 tool, or \
             feed this game's moves with plain `roll` lines to \
             `boardbot referee {} --seed {}`.",
            record.seed,
            commitment,
            record.kind.id(),
            record.seed
        )
    } else {
        format!(
            "Dice commitment (SHA-256 of the secret seed): `{commitment}`. The seed is revealed \
             when the game ends."
        )
    })
}

/// Something that happened without a user asking (a deadline passed).
#[derive(Clone, Debug)]
pub enum Update {
    ChallengeExpired(ChallengeView),
    Board(Box<BoardView>),
}

/// "bob (O) to move", "ann (X) wins by resignation", "Draw, 20–20".
pub fn status_line(record: &GameRecord, game: &AnyGame) -> String {
    let seats = record.kind.seat_names();
    let who = |s: Seat| format!("{} ({})", record.names[s.index()], seats[s.index()]);
    let score = game
        .scores()
        .map(|s| format!(", {}–{}", s[0], s[1]))
        .unwrap_or_default();
    match (record.status, record.result) {
        (Status::Active, _) => match game.to_move() {
            Some(s) => {
                let offer = match record.draw_offer {
                    Some(o) => format!(" · {} offers a draw", record.names[o.index()]),
                    None => String::new(),
                };
                format!("{} to move{offer}", who(s))
            }
            None => "Game over".to_string(),
        },
        (Status::Finished, Some(result)) => match (result.winner, result.reason) {
            (Some(w), EndReason::Board) => format!("{} wins{score}", who(w)),
            (Some(w), EndReason::Resignation) => {
                format!("{} resigned · {} wins", who(w.other()), who(w))
            }
            (Some(w), EndReason::Timeout) => {
                format!("{} ran out of time · {} wins", who(w.other()), who(w))
            }
            (None, EndReason::Agreement) => format!("Draw agreed{score}"),
            (None, _) | (Some(_), EndReason::Agreement) => match game.outcome() {
                Some(Outcome::Draw) | None => format!("Draw{score}"),
                Some(Outcome::Winner(w)) => format!("{} wins{score}", who(w)),
            },
        },
        (Status::Aborted, _) => "Aborted by a moderator · no result".to_string(),
        (status, _) => format!("Game {}", status.as_str()),
    }
}

/// "1 day", "3 hours", "90 minutes", "45 seconds": the largest unit that divides evenly.
pub fn human_duration(seconds: i64) -> String {
    let units = [
        (86400, "day"),
        (3600, "hour"),
        (60, "minute"),
        (1, "second"),
    ];
    let (size, name) = units
        .iter()
        .copied()
        .find(|(size, _)| seconds % size == 0 && seconds >= *size)
        .unwrap_or((1, "second"));
    let n = seconds / size;
    format!("{n} {name}{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::human_duration;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(human_duration(86400), "1 day");
        assert_eq!(human_duration(5400), "90 minutes");
        assert_eq!(human_duration(7200), "2 hours");
        assert_eq!(human_duration(61), "61 seconds");
    }
}
