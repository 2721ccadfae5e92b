//! Settings from the environment (and `.env`, loaded by `main`). Secrets are kept out of
//! `Debug` output so they never reach a log.

use std::fmt;

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{name} must be {what}, not `{value}`")]
    Invalid {
        name: &'static str,
        what: &'static str,
        value: String,
    },
}

/// A secret string whose `Debug` and `Display` print nothing of it.
#[derive(Clone)]
pub struct Secret(String);

impl Secret {
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    /// `DATABASE_URL`: a postgres:// URL, or an SQLite URL/path. Default `sqlite://data/boardbot.db`.
    pub database_url: Secret,
    /// `DISCORD_TOKEN`: the bot's token; without it the bot cannot connect to Discord.
    pub discord_token: Option<Secret>,
    /// `DEV_GUILD_ID`: register slash commands in this guild only (instant), not globally.
    pub dev_guild_id: Option<u64>,
    /// `DISCORD_API_BASE`: send Discord HTTP requests to this base URL instead of discord.com
    /// (a rate-limit proxy, or the fake Discord of the tests).
    pub discord_api_base: Option<String>,
    /// `CHALLENGE_MINUTES`: how long a challenge waits for an answer (default 10).
    pub challenge_minutes: i64,
    /// `TURN_HOURS`: default time per move for guilds without their own setting (default 24).
    pub turn_hours: i64,
    /// `DEADLINE_CHECK_SECONDS`: how often deadlines are enforced (default 15).
    pub deadline_check_seconds: u64,
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/boardbot.db";

impl Config {
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|k| std::env::var(k).ok())
    }

    /// Build from any key lookup (tests pass a map).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let nonempty = |k: &str| {
            get(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let number =
            |name: &'static str, default: i64, what: &'static str| -> Result<i64, ConfigError> {
                match nonempty(name) {
                    None => Ok(default),
                    Some(v) => {
                        v.parse::<i64>()
                            .ok()
                            .filter(|n| *n > 0)
                            .ok_or(ConfigError::Invalid {
                                name,
                                what,
                                value: v,
                            })
                    }
                }
            };
        let dev_guild_id = match nonempty("DEV_GUILD_ID") {
            None => None,
            Some(v) => Some(v.parse::<u64>().map_err(|_| ConfigError::Invalid {
                name: "DEV_GUILD_ID",
                what: "a numeric guild id",
                value: v,
            })?),
        };
        Ok(Config {
            database_url: Secret(
                nonempty("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            ),
            discord_token: nonempty("DISCORD_TOKEN").map(Secret),
            dev_guild_id,
            discord_api_base: nonempty("DISCORD_API_BASE"),
            challenge_minutes: number("CHALLENGE_MINUTES", 10, "a positive number of minutes")?,
            turn_hours: number("TURN_HOURS", 24, "a positive number of hours")?,
            deadline_check_seconds: number(
                "DEADLINE_CHECK_SECONDS",
                15,
                "a positive number of seconds",
            )? as u64,
        })
    }

    pub fn host_settings(&self) -> crate::host::HostSettings {
        crate::host::HostSettings {
            challenge_seconds: self.challenge_minutes * 60,
            default_turn_seconds: self.turn_hours * 3600,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn defaults_and_errors() {
        let empty: HashMap<&str, &str> = HashMap::new();
        let c = Config::from_lookup(|k| empty.get(k).map(|v| v.to_string())).unwrap();
        assert_eq!(c.database_url.expose(), DEFAULT_DATABASE_URL);
        assert!(c.discord_token.is_none());
        assert_eq!((c.challenge_minutes, c.turn_hours), (10, 24));
        let bad: HashMap<&str, &str> = [("TURN_HOURS", "soon")].into();
        assert!(Config::from_lookup(|k| bad.get(k).map(|v| v.to_string())).is_err());
        let token: HashMap<&str, &str> = [("DISCORD_TOKEN", "abc.def.ghi")].into();
        let c = Config::from_lookup(|k| token.get(k).map(|v| v.to_string())).unwrap();
        assert!(!format!("{c:?}").contains("abc.def.ghi"));
    }
}
