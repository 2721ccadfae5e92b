//! The game clock option (`clock=10+10`: ten minutes per player plus ten seconds after each
//! of their moves), accepted by every game. The host keeps the time; the engine only hears of
//! a time-out and applies its rule book's clock rule: in Cross Words Combat the player out of
//! time stops and the other plays on; the other rule books say nothing about time, so there
//! the player whose clock runs out loses, as in chess ([`lose_on_time`]).

use crate::i18n::Text;

use super::{MoveError, OptionError, Options, Outcome, Seat};

/// The option key.
pub const CLOCK_OPTION: &str = "clock";

/// How a time-out is written in a game's log: not a move, and no move can be spelt like it
/// (every engine refuses the hyphen), so a replay can tell the two apart.
const TIME_OUT_ENTRY: &str = "time-out ";

/// Allowed ranges: 1 minute to 3 hours, and up to 10 minutes added per move.
const MAX_MINUTES: i64 = 180;
const MAX_INCREMENT_SECONDS: i64 = 600;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSpec {
    /// Each player's time at the start.
    pub initial_ms: i64,
    /// Added to a player's time after each of their moves.
    pub increment_ms: i64,
}

impl ClockSpec {
    /// The clock the options ask for, if any: `M` or `M+S` (minutes, then seconds a move).
    pub fn from_options(options: &Options) -> Result<Option<ClockSpec>, OptionError> {
        let Some(text) = options.get(CLOCK_OPTION) else {
            return Ok(None);
        };
        let bad = || {
            OptionError(
                Text::new("engine-option-clock")
                    .arg("value", text)
                    .arg("max_minutes", MAX_MINUTES)
                    .arg("max_seconds", MAX_INCREMENT_SECONDS),
            )
        };
        let (minutes, seconds) = match text.trim().split_once('+') {
            Some((m, s)) => (m.trim(), s.trim()),
            None => (text.trim(), "0"),
        };
        let minutes: i64 = minutes.parse().map_err(|_| bad())?;
        let seconds: i64 = seconds.parse().map_err(|_| bad())?;
        if !(1..=MAX_MINUTES).contains(&minutes) || !(0..=MAX_INCREMENT_SECONDS).contains(&seconds)
        {
            return Err(bad());
        }
        Ok(Some(ClockSpec {
            initial_ms: minutes * 60_000,
            increment_ms: seconds * 1_000,
        }))
    }
}

/// The clock rule of the games whose rule books say nothing about time: `seat`, the player to
/// move (only that clock runs), ran out of time and loses.
pub fn lose_on_time(to_move: Option<Seat>, seat: Seat) -> Result<Outcome, MoveError> {
    match to_move {
        None => Err(MoveError::GameOver),
        Some(mover) if mover != seat => {
            Err(MoveError::Illegal(Text::new("engine-clock-not-running")))
        }
        Some(_) => Ok(Outcome::Winner(seat.other())),
    }
}

/// The log entry recording that `seat_name` ran out of time.
pub fn time_out_entry(seat_name: &str) -> String {
    format!("{TIME_OUT_ENTRY}{seat_name}")
}

/// The seat a time-out log entry names, if `entry` is one.
pub fn parse_time_out_entry(entry: &str, seat_names: [&str; 2]) -> Option<Seat> {
    let name = entry.strip_prefix(TIME_OUT_ENTRY)?;
    seat_names
        .iter()
        .position(|s| *s == name)
        .map(|i| Seat(i as u8))
}

/// "9:05", "1:02:03", "0:00": a clock reading.
pub fn format_clock(ms: i64) -> String {
    let total = ms.max(0) / 1000;
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str) -> Result<Option<ClockSpec>, OptionError> {
        let mut o = Options::new();
        o.insert(CLOCK_OPTION.into(), text.into());
        ClockSpec::from_options(&o)
    }

    #[test]
    fn clock_option_reads_minutes_and_increment() {
        assert_eq!(ClockSpec::from_options(&Options::new()).unwrap(), None);
        assert_eq!(
            spec("10+10").unwrap(),
            Some(ClockSpec {
                initial_ms: 600_000,
                increment_ms: 10_000
            })
        );
        assert_eq!(spec(" 5 ").unwrap().unwrap().increment_ms, 0);
        for bad in [
            "", "0+5", "181", "10+601", "ten", "10+", "+10", "10+-1", "1.5",
        ] {
            assert!(spec(bad).is_err(), "{bad:?} should be refused");
        }
    }

    #[test]
    fn time_out_entries_round_trip_and_clocks_read_naturally() {
        let names = ["red", "black"];
        assert_eq!(
            parse_time_out_entry(&time_out_entry("black"), names),
            Some(Seat(1))
        );
        assert_eq!(parse_time_out_entry("time-out blue", names), None);
        assert_eq!(parse_time_out_entry("pass", names), None);
        assert_eq!(format_clock(545_400), "9:05");
        assert_eq!(format_clock(3_723_000), "1:02:03");
        assert_eq!(format_clock(-5), "0:00");
    }

    /// Every game takes a clock. Where the rule book is silent the player to move who runs out
    /// loses at once (and only the mover's clock can run out); Cross Words Combat plays on.
    /// A snapshot saved before games kept a time-out still loads.
    #[test]
    fn every_game_takes_a_clock_and_the_silent_rule_books_lose_on_time() {
        use crate::games::{AnyGame, GameKind};
        let mut options = Options::new();
        options.insert(CLOCK_OPTION.into(), "5+3".into());
        for &kind in GameKind::ALL {
            let mut game = AnyGame::new(kind, &options, "clock").expect("a clock is accepted");
            let first = game.legal_moves()[0].clone();
            let first = game.resolve_chance(&first, "clock").unwrap_or(first);
            game.play(&first).unwrap();
            let mover = game.to_move().unwrap();
            let before = serde_json::to_value(&game).unwrap();
            if kind != GameKind::CrossWordsCombat {
                assert!(game.time_out(mover.other()).is_err(), "{kind}");
                assert_eq!(serde_json::to_value(&game).unwrap(), before, "{kind}");
            }
            let ply = game.ply();
            game.time_out(mover).unwrap();
            assert_eq!(game.ply(), ply + 1, "{kind}");
            assert!(game.is_out_of_time(mover), "{kind}");
            if kind == GameKind::CrossWordsCombat {
                assert_eq!(game.to_move(), Some(mover.other()), "{kind} plays on");
                continue;
            }
            assert_eq!(
                game.outcome(),
                Some(Outcome::Winner(mover.other())),
                "{kind}"
            );
            assert_eq!(game.to_move(), None, "{kind}");
            assert!(game.legal_moves().is_empty(), "{kind}");
            assert!(game.play(&first).is_err(), "{kind}");
            let entry = time_out_entry(kind.seat_names()[mover.index()]);
            let replayed =
                AnyGame::replay(kind, &options, "clock", [first.as_str(), &entry]).unwrap();
            assert_eq!(replayed.outcome(), game.outcome(), "{kind}");
            // An older snapshot, without the field, is a game nobody lost on time.
            let mut old = before.clone();
            strip(&mut old, "lost_on_time");
            let old: AnyGame = serde_json::from_value(old).unwrap();
            assert_eq!(old.to_move(), Some(mover), "{kind}");
        }
    }

    fn strip(v: &mut serde_json::Value, key: &str) {
        match v {
            serde_json::Value::Object(map) => {
                map.remove(key);
                map.values_mut().for_each(|x| strip(x, key));
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(|x| strip(x, key)),
            _ => {}
        }
    }
}
