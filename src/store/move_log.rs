//! The compact move log of a game that is over: one text column instead of one row per move.
//!
//! A live game appends a row to `moves` for every move (one small insert on the hot path).
//! When the game ends, the commit that ends it folds those rows into `games.move_log`, one line
//! per move: the seat, the seconds since the previous move (the first: since the game was
//! created), `@user` only when someone other than the seat's player made the entry, a comma,
//! and the notation with `\` and line breaks escaped. A 60-ply game takes about 400 bytes
//! instead of 60 rows and their index entries. Nothing is lost but the milliseconds of each
//! move's time: the game still replays from its options, seed and this log.

use super::{MoveRecord, StoreError, StoreResult};
use crate::games::Seat;

/// The log line of every move, in ply order.
pub fn encode(moves: &[MoveRecord], players: [u64; 2], created_at: i64) -> String {
    let mut out = String::new();
    let mut previous = created_at.div_euclid(1000);
    for m in moves {
        if !out.is_empty() {
            out.push('\n');
        }
        let second = m.played_at.div_euclid(1000);
        out.push_str(&format!("{}{}", m.seat.0, second - previous));
        previous = second;
        if players.get(m.seat.index()) != Some(&m.user_id) {
            out.push_str(&format!("@{}", m.user_id));
        }
        out.push(',');
        for c in m.notation.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                c => out.push(c),
            }
        }
    }
    out
}

/// The moves of a log written by [`encode`].
pub fn decode(
    game_id: i64,
    log: &str,
    players: [u64; 2],
    created_at: i64,
) -> StoreResult<Vec<MoveRecord>> {
    let corrupt =
        |line: &str| StoreError::Corrupt(format!("game {game_id}: move log line `{line}`"));
    let mut second = created_at.div_euclid(1000);
    let mut moves = Vec::new();
    if log.is_empty() {
        return Ok(moves);
    }
    for (i, line) in log.split('\n').enumerate() {
        let (head, notation) = line.split_once(',').ok_or_else(|| corrupt(line))?;
        let (timing, user) = match head.split_once('@') {
            Some((timing, user)) => (
                timing,
                Some(user.parse::<u64>().map_err(|_| corrupt(line))?),
            ),
            None => (head, None),
        };
        let mut chars = timing.chars();
        let seat = match chars.next() {
            Some('0') => Seat(0),
            Some('1') => Seat(1),
            _ => return Err(corrupt(line)),
        };
        second += chars.as_str().parse::<i64>().map_err(|_| corrupt(line))?;
        moves.push(MoveRecord {
            game_id,
            ply: i as i64 + 1,
            seat,
            user_id: user.unwrap_or(players[seat.index()]),
            notation: unescape(notation).ok_or_else(|| corrupt(line))?,
            played_at: second * 1000,
        });
    }
    Ok(moves)
}

/// How many moves a log holds, without decoding it.
pub fn len(log: &str) -> i64 {
    if log.is_empty() {
        0
    } else {
        log.split('\n').count() as i64
    }
}

fn unescape(s: &str) -> Option<String> {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                '\\' => out.push('\\'),
                'n' => out.push('\n'),
                _ => return None,
            },
            c => out.push(c),
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(ply: i64, seat: u8, user_id: u64, notation: &str, played_at: i64) -> MoveRecord {
        MoveRecord {
            game_id: 9,
            ply,
            seat: Seat(seat),
            user_id,
            notation: notation.to_string(),
            played_at,
        }
    }

    #[test]
    fn a_log_decodes_to_its_moves_to_the_second() {
        let players = [11, 22];
        let created = 1_700_000_000_500;
        let moves = vec![
            mv(1, 0, 11, "b2", 1_700_000_004_900),
            mv(
                2,
                1,
                22,
                "h1-f4 | What, elegant\\pyramids\nreally",
                1_700_000_064_000,
            ),
            // A mover who is not the seat's player (a moderator's entry) is kept as such.
            mv(3, 1, 77, "resign", 1_700_000_064_999),
            mv(4, 0, 11, "", 1_700_003_664_000),
        ];
        let log = encode(&moves, players, created);
        assert_eq!(len(&log), 4);
        assert!(log.starts_with("04,b2\n160,h1-f4"), "{log}");
        let back = decode(9, &log, players, created).unwrap();
        for (a, b) in moves.iter().zip(&back) {
            assert_eq!(
                (a.ply, a.seat, a.user_id, &a.notation),
                (b.ply, b.seat, b.user_id, &b.notation)
            );
            assert_eq!(a.played_at / 1000 * 1000, b.played_at);
        }
        assert_eq!(back.len(), 4);
    }

    #[test]
    fn an_empty_log_has_no_moves_and_a_damaged_one_is_an_error() {
        assert!(decode(1, "", [1, 2], 0).unwrap().is_empty());
        assert_eq!(len(""), 0);
        for bad in ["0b2", "x1,b2", "0,b2", "01@x,b2", "01,b\\q"] {
            assert!(decode(1, bad, [1, 2], 0).is_err(), "{bad}");
        }
    }
}
