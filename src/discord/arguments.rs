//! Typed command arguments read as players write them: game options (`width=9, clock:10+10`),
//! durations (`90m`, `2 days`) and time controls (`3d`, `clock=10+5`), for every command that
//! takes them.

use crate::games::Options;
use crate::i18n::Text;

/// Parse `key=value` pairs separated by spaces or commas.
pub fn parse_options(text: Option<&str>) -> Result<Options, Text> {
    let mut options = Options::new();
    for pair in text
        .unwrap_or("")
        .split([',', ' '])
        .filter(|s| !s.trim().is_empty())
    {
        let (k, v) = pair
            .split_once(['=', ':'])
            .ok_or_else(|| Text::new("play-bad-option-pair").arg("pair", pair))?;
        options.insert(k.trim().to_lowercase(), v.trim().to_string());
    }
    Ok(options)
}

/// Parse a duration like `90m`, `24h`, `2 days`, `1h 30m` (humantime's grammar) or a bare
/// `3600` (seconds) into whole seconds.
pub fn parse_duration(text: &str) -> Option<i64> {
    let t = text.trim().to_lowercase();
    if let Ok(seconds) = t.parse::<i64>() {
        return Some(seconds);
    }
    // humantime wants each unit right after its number: "2 days" is read as "2days".
    let mut joined = String::new();
    for word in t.split_whitespace() {
        let unit_of_previous =
            joined.ends_with(|c: char| c.is_ascii_digit()) && word.starts_with(char::is_alphabetic);
        if !(joined.is_empty() || unit_of_previous) {
            joined.push(' ');
        }
        joined.push_str(word);
    }
    let duration = humantime::parse_duration(&joined).ok()?;
    i64::try_from(duration.as_secs()).ok()
}

/// A time control as `/play time:` and `/tournament create time:` take it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// A turn timer: this many seconds a move.
    PerMove(i64),
    /// A clock, as the `clock` game option writes it (`10+5`: minutes and increment seconds).
    Clock(String),
}

/// Parse a time per move (`10m`, `3d`, `1d 12h`) or a clock (`clock=10+5`, `clock 10+5` or
/// just `10+5`); `None` when it is neither. The clock's own numbers are checked where the game
/// is set up, as the `clock` option's are.
pub fn parse_time_control(text: &str) -> Option<TimeControl> {
    let text = text.trim();
    let clock = match text.strip_prefix("clock") {
        Some(rest) => Some(rest.trim_start_matches([' ', '=', ':']).trim()),
        None => text.contains('+').then_some(text),
    };
    match clock {
        Some(clock) if !clock.is_empty() => Some(TimeControl::Clock(clock.to_string())),
        Some(_) => None,
        None => parse_duration(text)
            .filter(|seconds| *seconds > 0)
            .map(TimeControl::PerMove),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_options_parse() {
        assert_eq!(parse_duration("90m"), Some(5400));
        assert_eq!(parse_duration("24h"), Some(86400));
        assert_eq!(parse_duration("2 days"), Some(172800));
        assert_eq!(parse_duration("3600"), Some(3600));
        assert_eq!(parse_duration("soon"), None);
        // Weeks are understood too; the host refuses timers longer than 30 days.
        assert_eq!(parse_duration("5w"), Some(35 * 86400));
        assert_eq!(parse_duration("1h 30m"), Some(5400));
        let o = parse_options(Some("diamond=1, width=9")).unwrap();
        assert_eq!(o.get("diamond").map(String::as_str), Some("1"));
        assert_eq!(o.len(), 2);
        assert!(parse_options(Some("diamond")).is_err());
        let o = parse_options(Some("clock:10+10 turns=20")).unwrap();
        assert_eq!(o["clock"], "10+10");
        assert_eq!(o["turns"], "20");
        assert!(parse_options(None).unwrap().is_empty());
    }

    #[test]
    fn time_controls_are_a_time_per_move_or_a_clock() {
        assert_eq!(
            parse_time_control("3d"),
            Some(TimeControl::PerMove(3 * 86400))
        );
        assert_eq!(
            parse_time_control(" 30m "),
            Some(TimeControl::PerMove(1800))
        );
        assert_eq!(
            parse_time_control("1d 12h"),
            Some(TimeControl::PerMove(36 * 3600))
        );
        assert_eq!(
            parse_time_control("clock=10+5"),
            Some(TimeControl::Clock("10+5".into()))
        );
        assert_eq!(
            parse_time_control("clock 5+3"),
            Some(TimeControl::Clock("5+3".into()))
        );
        assert_eq!(
            parse_time_control("10+5"),
            Some(TimeControl::Clock("10+5".into()))
        );
        assert_eq!(parse_time_control("clock="), None);
        assert_eq!(parse_time_control("0"), None);
        assert_eq!(parse_time_control("soon"), None);
        assert_eq!(parse_time_control(""), None);
    }
}
