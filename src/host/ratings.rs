//! Glicko-2 ratings per guild per game (skillratings), updated once when a rated game ends.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::games::Seat;
use crate::store::{GameRecord, RatingRecord};

/// The rating rows both players have after `game` ended with `winner` (`None`: a draw).
/// `current` holds each seat's row before the game, if they had one.
pub fn rate(
    game: &GameRecord,
    current: [Option<RatingRecord>; 2],
    winner: Option<Seat>,
) -> Vec<RatingRecord> {
    let row = |seat: usize| {
        current[seat].clone().unwrap_or(RatingRecord {
            guild_id: game.guild_id,
            kind: game.kind,
            user_id: game.players[seat],
            name: game.names[seat].clone(),
            rating: Glicko2Rating::new().rating,
            deviation: Glicko2Rating::new().deviation,
            volatility: Glicko2Rating::new().volatility,
            wins: 0,
            losses: 0,
            draws: 0,
        })
    };
    let (mut a, mut b) = (row(0), row(1));
    let to_glicko = |r: &RatingRecord| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let outcome = match winner {
        Some(Seat(0)) => Outcomes::WIN,
        Some(_) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (na, nb) = glicko2(
        &to_glicko(&a),
        &to_glicko(&b),
        &outcome,
        &Glicko2Config::new(),
    );
    for (r, n, seat) in [(&mut a, na, 0u8), (&mut b, nb, 1u8)] {
        r.rating = n.rating;
        r.deviation = n.deviation;
        r.volatility = n.volatility;
        r.name = game.names[seat as usize].clone();
        match winner {
            None => r.draws += 1,
            Some(w) if w == Seat(seat) => r.wins += 1,
            Some(_) => r.losses += 1,
        }
    }
    vec![a, b]
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::store::Status;

    /// A finished rated Twenty-Sevens game of two players (other host tests use it too).
    pub(in crate::host) fn record() -> GameRecord {
        GameRecord {
            id: 1,
            guild_id: 7,
            channel_id: 8,
            kind: GameKind::TwentySevens,
            options: Default::default(),
            seed: String::new(),
            players: [10, 20],
            names: ["ann".into(), "bo".into()],
            ai_level: None,
            rated: true,
            status: Status::Finished,
            result: None,
            version: 5,
            state: None,
            draw_offer: None,
            turn_seconds: 60,
            deadline: None,
            created_at: 0,
            clock: None,
            recent_moves: Vec::new(),
            remind_at: None,
            updated_at: 0,
        }
    }

    #[test]
    fn winner_gains_loser_loses_and_counts_move() {
        let rows = rate(&record(), [None, None], Some(Seat(1)));
        assert!(rows[1].rating > 1500.0 && rows[0].rating < 1500.0);
        assert_eq!((rows[0].losses, rows[1].wins, rows[0].wins), (1, 1, 0));
        let again = rate(
            &record(),
            [Some(rows[0].clone()), Some(rows[1].clone())],
            None,
        );
        assert_eq!((again[0].draws, again[1].draws, again[1].wins), (1, 1, 1));
        // A draw between a weaker and a stronger player helps the weaker one.
        assert!(again[0].rating > rows[0].rating);
    }
}
