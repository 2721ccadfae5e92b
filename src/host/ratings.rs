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
            season: None,
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

/// A season rating's deviation starts at least this high, so that it moves faster than the
/// all-time rating.
pub const SEASON_START_DEVIATION: f64 = 200.0;

/// The row a player's season `season` starts from, at their first rated game of it in a
/// game: their all-time rating before that game (or a new player's), with the deviation raised
/// to [`SEASON_START_DEVIATION`], and no games.
pub fn season_start(
    game: &GameRecord,
    seat: Seat,
    all_time: Option<&RatingRecord>,
    season: i64,
) -> RatingRecord {
    let new = Glicko2Rating::new();
    let (rating, deviation, volatility) = match all_time {
        Some(r) => (r.rating, r.deviation, r.volatility),
        None => (new.rating, new.deviation, new.volatility),
    };
    RatingRecord {
        guild_id: game.guild_id,
        kind: game.kind,
        user_id: game.players[seat.index()],
        name: game.names[seat.index()].clone(),
        rating,
        deviation: deviation.max(SEASON_START_DEVIATION),
        volatility,
        wins: 0,
        losses: 0,
        draws: 0,
        season: Some(season),
    }
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

    #[test]
    fn a_season_starts_from_the_all_time_rating_with_a_raised_deviation() {
        let game = record();
        let all_time = rate(&game, [None, None], Some(Seat(1)));
        let start = season_start(&game, Seat(1), Some(&all_time[1]), 4);
        assert_eq!(start.rating, all_time[1].rating);
        assert_eq!(
            start.deviation,
            SEASON_START_DEVIATION.max(all_time[1].deviation)
        );
        assert_eq!((start.wins, start.season, start.user_id), (0, Some(4), 20));
        // The season's rows move further than the all-time rows for the same result.
        let mut settled = all_time[1].clone();
        settled.deviation = 60.0;
        let season = rate(
            &game,
            [
                Some(season_start(&game, Seat(0), None, 4)),
                Some(season_start(&game, Seat(1), Some(&settled), 4)),
            ],
            Some(Seat(1)),
        );
        let lifetime = rate(&game, [None, Some(settled.clone())], Some(Seat(1)));
        assert!(season[1].rating - settled.rating > lifetime[1].rating - settled.rating);
        assert_eq!(season[1].season, Some(4));
    }
}
