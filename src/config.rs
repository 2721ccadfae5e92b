//! Settings, from the command line or the environment (and `.env`, loaded by `main`), read by
//! clap. Secrets are kept out of `Debug` output and `--help` so they never reach a log.

use std::fmt;
use std::net::SocketAddr;
use std::ops::RangeInclusive;
use std::str::FromStr;

use clap::{Args, CommandFactory, Parser};

use crate::web::ConnectionLimits;

/// A secret string whose `Debug` prints nothing of it.
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

impl FromStr for Secret {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<Secret, Self::Err> {
        Ok(Secret(s.to_string()))
    }
}

/// How many gateway shards the bot runs as a whole (`SHARD_COUNT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardCount {
    /// Discord's recommendation (`GET /gateway/bot`), asked at start-up.
    Auto,
    Fixed(u32),
}

impl FromStr for ShardCount {
    type Err = String;
    fn from_str(s: &str) -> Result<ShardCount, String> {
        if s.trim().eq_ignore_ascii_case("auto") {
            return Ok(ShardCount::Auto);
        }
        match s.trim().parse::<u32>() {
            Ok(n) if n > 0 => Ok(ShardCount::Fixed(n)),
            _ => Err("expected a positive number of shards or `auto`".to_string()),
        }
    }
}

/// The shards this process runs (`SHARDS`): `3` or `0-3` (both ends included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardRange(RangeInclusive<u32>);

impl ShardRange {
    pub fn first(&self) -> u32 {
        *self.0.start()
    }
    pub fn last(&self) -> u32 {
        *self.0.end()
    }
}

impl FromStr for ShardRange {
    type Err = String;
    fn from_str(s: &str) -> Result<ShardRange, String> {
        let number = |t: &str| {
            t.trim()
                .parse::<u32>()
                .map_err(|_| format!("`{}` is not a shard number", t.trim()))
        };
        let (first, last) = match s.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(s)?, number(s)?),
        };
        if first > last {
            return Err(format!("the range {first}-{last} is empty"));
        }
        Ok(ShardRange(first..=last))
    }
}

#[derive(Clone, Debug, Args)]
pub struct Config {
    /// A postgres:// URL, or an SQLite URL/path.
    #[arg(long, env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL, hide_env_values = true)]
    pub database_url: Secret,
    /// The bot's token; without it the bot cannot connect to Discord.
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub discord_token: Option<Secret>,
    /// Register slash commands in this guild only (instant), not globally.
    #[arg(long, env = "DEV_GUILD_ID")]
    pub dev_guild_id: Option<u64>,
    /// Send Discord HTTP requests to this base URL instead of discord.com (a rate-limit
    /// proxy, or the fake Discord of the tests).
    #[arg(long, env = "DISCORD_API_BASE")]
    pub discord_api_base: Option<String>,
    /// How long a challenge waits for an answer, in minutes.
    #[arg(long, env = "CHALLENGE_MINUTES", default_value_t = 10, value_parser = clap::value_parser!(i64).range(1..))]
    pub challenge_minutes: i64,
    /// Default time per move in hours, for guilds without their own setting.
    #[arg(long, env = "TURN_HOURS", default_value_t = 24, value_parser = clap::value_parser!(i64).range(1..))]
    pub turn_hours: i64,
    /// How often deadlines are enforced, in seconds.
    #[arg(long, env = "DEADLINE_CHECK_SECONDS", default_value_t = 15, value_parser = clap::value_parser!(u64).range(1..))]
    pub deadline_check_seconds: u64,
    /// Gateway shards of the whole bot, over all its processes: a number, or `auto` for
    /// Discord's recommendation.
    #[arg(long, env = "SHARD_COUNT", default_value = "1")]
    pub shard_count: ShardCount,
    /// The shards this process runs, e.g. `0-3` (default: all of them).
    #[arg(long, env = "SHARDS")]
    pub shards: Option<ShardRange>,
    /// Serve `/healthz` and Prometheus `/metrics` on this address (off unless set).
    #[arg(long, env = "METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,
    /// Analyses (`/analyze`) that search at once in this process; more wait in line.
    #[arg(long, env = "ANALYSES_AT_ONCE", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    pub analyses_at_once: u64,
    /// Simulated games per position of an analysis: fewer is quicker and rougher.
    #[arg(long, env = "ANALYSIS_PLAYOUTS", default_value_t = crate::ai::analysis::Budget::DEFAULT.playouts, value_parser = clap::value_parser!(u64).range(1..))]
    pub analysis_playouts: u64,
    /// Days a server's settings are kept after the bot leaves it (its games stay).
    #[arg(long, env = "SERVER_SETTINGS_KEPT_DAYS", default_value_t = 30, value_parser = clap::value_parser!(i64).range(0..))]
    pub server_settings_kept_days: i64,
    /// Seconds after a season's end before it is closed (games that ended just before it are
    /// committed first).
    #[arg(long, env = "SEASON_CLOSE_GRACE_SECONDS", default_value_t = 60, value_parser = clap::value_parser!(i64).range(0..))]
    pub season_close_grace_seconds: i64,
    /// Positions the daily puzzle's search may look at for one candidate position.
    #[arg(long, env = "PUZZLE_NODES", default_value_t = crate::ai::puzzle::Budget::DAILY.nodes_per_position, value_parser = clap::value_parser!(u64).range(1..))]
    pub puzzle_nodes: u64,
    /// Days of vacation (`/vacation`) a player may take in any 365 days (at least a day a
    /// vacation).
    #[arg(long, env = "VACATION_DAYS_PER_YEAR", default_value_t = 30, value_parser = clap::value_parser!(i64).range(1..))]
    pub vacation_days_per_year: i64,
    /// Designed games a server may play at once (uploaded or added from the gallery).
    #[arg(long, env = "MAX_DESIGNS_PER_SERVER", default_value_t = 25, value_parser = clap::value_parser!(u64).range(1..))]
    pub max_designs_per_server: u64,
    /// Serve the public web pages here (off when unset); `boardbot web` needs it.
    #[arg(long, env = "WEB_ADDR")]
    pub web_addr: Option<SocketAddr>,
    /// The address the pages are reached at from outside (links in Discord, link previews).
    #[arg(long, env = "PUBLIC_URL")]
    pub public_url: Option<String>,
    /// The key that signs the ids in the pages' URLs; at least 16 characters, the same in every
    /// process and across restarts (links made with another key answer 404).
    #[arg(long, env = "WEB_SECRET", hide_env_values = true)]
    pub web_secret: Option<Secret>,
    /// The Discord application's OAuth2 client id (its application id) and secret: with both
    /// and `PUBLIC_URL`, the pages offer "Log in with Discord" (the portal must list
    /// `PUBLIC_URL/login/done` as a redirect).
    #[arg(long, env = "DISCORD_CLIENT_ID")]
    pub discord_client_id: Option<String>,
    #[arg(long, env = "DISCORD_CLIENT_SECRET", hide_env_values = true)]
    pub discord_client_secret: Option<Secret>,
    /// Where browsers are sent to authorize (Discord's own page, unless testing).
    #[arg(
        long,
        env = "DISCORD_AUTHORIZE_URL",
        default_value = "https://discord.com/oauth2/authorize"
    )]
    pub discord_authorize_url: String,
    /// The Discord Activity (the live board inside Discord, at `/activity`): registers the
    /// Entry Point command and shows a "Play in Discord" button on live boards. Needs an app
    /// with Activities enabled, and the OAuth2 client (`DISCORD_CLIENT_ID`, …) for its sign-in.
    #[arg(long, env = "DISCORD_ACTIVITY", default_value_t = false, action = clap::ArgAction::Set)]
    pub discord_activity: bool,
    /// Local testing only: the Activity's page, opened outside Discord's frame, runs under the
    /// Embedded App SDK's mock (its `mock_code` signs in whoever the code is for). Never on a
    /// public site.
    #[arg(long, env = "ACTIVITY_SDK_MOCK", default_value_t = false, action = clap::ArgAction::Set)]
    pub activity_sdk_mock: bool,
    /// The Activity's bundled script (`scripts/build-activity` makes it), read once at start.
    #[arg(long, env = "ACTIVITY_BUNDLE", default_value = crate::web::DEFAULT_ACTIVITY_BUNDLE)]
    pub activity_bundle: std::path::PathBuf,
    /// Proxies in front of the pages (addresses or CIDR blocks, comma-separated) whose
    /// `Forwarded` / `X-Forwarded-For` name the client; nobody else's are believed.
    #[arg(long, env = "WEB_TRUSTED_PROXIES", default_value = "")]
    pub web_trusted_proxies: crate::web::TrustedProxies,
    /// Connections the pages hold open at once, in all (more are answered 503).
    #[arg(long, env = "WEB_MAX_CONNECTIONS", default_value_t = ConnectionLimits::default().total, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub web_max_connections: usize,
    /// Connections the pages hold open at once from one address (a trusted proxy counts only
    /// towards the total).
    #[arg(long, env = "WEB_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = ConnectionLimits::default().per_address, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub web_max_connections_per_address: usize,
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/boardbot.db";

/// The settings alone: their variables' names, and the tests.
#[derive(Parser)]
struct SettingsOnly {
    #[command(flatten)]
    config: Config,
}

impl Config {
    /// Remove the settings' variables that are set but empty (or blank) from the
    /// environment: `.env.example` leaves them empty, and empty means "the default". Call it
    /// before any thread starts (it changes the process environment).
    pub fn forget_empty_variables() {
        let command = SettingsOnly::command();
        for arg in command.get_arguments() {
            let Some(name) = arg.get_env() else { continue };
            if std::env::var_os(name).is_some_and(|v| v.to_string_lossy().trim().is_empty()) {
                std::env::remove_var(name);
            }
        }
    }

    /// "Log in with Discord", when the OAuth2 client and `PUBLIC_URL` are configured.
    pub fn web_sign_in(&self) -> Option<crate::web::SignInSettings> {
        let (Some(client_id), Some(secret), Some(public_url)) = (
            &self.discord_client_id,
            &self.discord_client_secret,
            &self.public_url,
        ) else {
            return None;
        };
        let api = self
            .discord_api_base
            .as_deref()
            .unwrap_or("https://discord.com")
            .trim_end_matches('/');
        Some(crate::web::SignInSettings {
            client_id: client_id.clone(),
            client_secret: secret.expose().to_string(),
            authorize_url: self.discord_authorize_url.clone(),
            api_base: format!("{api}/api/v10"),
            public_url: public_url.clone(),
        })
    }

    /// How the web pages are served: these caps and proxies, the other limits as they are.
    pub fn web_serve_settings(&self) -> crate::web::ServeSettings {
        crate::web::ServeSettings {
            connections: ConnectionLimits {
                total: self.web_max_connections,
                per_address: self.web_max_connections_per_address,
                ..ConnectionLimits::default()
            },
            trusted_proxies: self.web_trusted_proxies.clone(),
        }
    }

    pub fn host_settings(&self) -> crate::host::HostSettings {
        crate::host::HostSettings {
            challenge_seconds: self.challenge_minutes * 60,
            default_turn_seconds: self.turn_hours * 3600,
            analyses_at_once: self.analyses_at_once as usize,
            analysis_budget: crate::ai::analysis::Budget {
                playouts: self.analysis_playouts,
                ..crate::ai::analysis::Budget::DEFAULT
            },
            server_settings_kept_days: self.server_settings_kept_days,
            season_close_grace_ms: self.season_close_grace_seconds * 1000,
            puzzle_budget: crate::ai::puzzle::Budget {
                nodes_per_position: self.puzzle_nodes,
                ..crate::ai::puzzle::Budget::DAILY
            },
            vacation_days_per_year: self.vacation_days_per_year,
            max_designs_per_server: self.max_designs_per_server as usize,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Config, clap::Error> {
        SettingsOnly::try_parse_from(std::iter::once("boardbot").chain(args.iter().copied()))
            .map(|s| s.config)
    }

    #[test]
    fn defaults_and_errors() {
        let c = parse(&[]).unwrap();
        // The test's own environment may set DATABASE_URL; the default is what clap falls
        // back to without it.
        if std::env::var_os("DATABASE_URL").is_none() {
            assert_eq!(c.database_url.expose(), DEFAULT_DATABASE_URL);
        }
        assert_eq!((c.challenge_minutes, c.turn_hours), (10, 24));
        assert_eq!(c.shard_count, ShardCount::Fixed(1));
        assert!(parse(&["--turn-hours", "soon"]).is_err());
        assert!(parse(&["--turn-hours", "0"]).is_err());
        let c = parse(&["--discord-token", "abc.def.ghi"]).unwrap();
        assert!(!format!("{c:?}").contains("abc.def.ghi"));
    }

    #[test]
    fn shard_settings() {
        let c = parse(&["--shard-count", "auto", "--shards", "2-5"]).unwrap();
        assert_eq!(c.shard_count, ShardCount::Auto);
        let range = c.shards.unwrap();
        assert_eq!((range.first(), range.last()), (2, 5));
        let c = parse(&["--shard-count", "4", "--shards", "3"]).unwrap();
        assert_eq!(c.shard_count, ShardCount::Fixed(4));
        assert_eq!(c.shards.unwrap(), ShardRange(3..=3));
        assert!(parse(&["--shard-count", "0"]).is_err());
        assert!(parse(&["--shards", "5-2"]).is_err());
        assert!(parse(&["--shards", "a-b"]).is_err());
        let c = parse(&["--metrics-addr", "127.0.0.1:9100"]).unwrap();
        assert_eq!(c.metrics_addr.unwrap().port(), 9100);
        assert!(parse(&["--metrics-addr", "nowhere"]).is_err());
    }

    #[test]
    fn secret_values_stay_out_of_help() {
        let command = SettingsOnly::command();
        for name in ["database_url", "discord_token"] {
            let arg = command
                .get_arguments()
                .find(|a| a.get_id() == name)
                .unwrap();
            assert!(arg.is_hide_env_values_set(), "{name} would show in --help");
        }
    }
}
