//! The game clock option (`clock=10+10`: ten minutes per player plus ten seconds after each
//! of their moves). Only games whose rules say what happens when a clock runs out accept it
//! (Cross Words Combat: the player out of time stops and the other plays on); the host keeps
//! the time, the engine only hears of a time-out.

use crate::i18n::Text;

use super::{OptionError, Options, Seat};

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
}
