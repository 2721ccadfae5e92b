//! A server's settings: turn timer, game threads, rated AI games. Moderators change them.

use super::*;

impl Host {
    /// Moderators set the guild's turn timer; it applies to games started afterwards.
    pub async fn set_turn_timer(
        &self,
        guild_id: Option<u64>,
        user: &User,
        seconds: i64,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        if !(MIN_TURN_SECONDS..=MAX_TURN_SECONDS).contains(&seconds) {
            return Err(HostError::refused(Text::new("host-turn-timer-range")));
        }
        self.change_settings(guild_id, |s| s.turn_seconds = seconds)
            .await
    }

    /// Moderators choose whether accepted challenges open a thread for their game.
    pub async fn set_game_threads(
        &self,
        guild_id: Option<u64>,
        user: &User,
        on: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.game_threads = on)
            .await
    }

    /// Moderators open or close the server's public web pages.
    pub async fn set_public_pages(
        &self,
        guild_id: Option<u64>,
        user: &User,
        on: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.public_pages = on)
            .await
    }

    /// Moderators choose whether games against the AI count for ratings (off by default).
    pub async fn set_rate_ai_games(
        &self,
        guild_id: Option<u64>,
        user: &User,
        rated: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.rate_ai_games = rated)
            .await
    }

    /// Moderators choose whether players may take moves back in rated games (off by
    /// default; tournament games never allow it).
    pub async fn set_takebacks_rated(
        &self,
        guild_id: Option<u64>,
        user: &User,
        on: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        let settings = self
            .change_settings(guild_id, |s| s.takebacks_rated = on)
            .await?;
        self.takebacks_rated.keep(guild_id, on);
        Ok(settings)
    }

    /// Moderators choose whether the server's rated games also count in the boardbot-wide
    /// pool (off by default): games from now on.
    pub async fn set_count_everywhere(
        &self,
        guild_id: Option<u64>,
        user: &User,
        on: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.count_everywhere = on)
            .await
    }

    /// Moderators choose whether achievements are announced under finished games (on by
    /// default).
    pub async fn set_announce_achievements(
        &self,
        guild_id: Option<u64>,
        user: &User,
        on: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.announce_achievements = on)
            .await
    }

    /// Moderators choose whether channels of other servers may challenge this server's
    /// channels to team games (off by default).
    pub async fn set_team_challenges(
        &self,
        guild_id: Option<u64>,
        user: &User,
        on: bool,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.change_settings(guild_id, |s| s.team_challenges = on)
            .await
    }

    pub(super) async fn change_settings(
        &self,
        guild_id: u64,
        change: impl FnOnce(&mut GuildSettings),
    ) -> HostResult<GuildSettings> {
        let mut settings = self.guild_settings(guild_id).await?;
        change(&mut settings);
        self.store.set_guild_settings(guild_id, settings).await?;
        self.opt_ins.note(guild_id, settings.public_pages);
        Ok(settings)
    }

    /// The settings of the server a command came from (refused outside servers).
    pub async fn server_settings(&self, guild_id: Option<u64>) -> HostResult<GuildSettings> {
        self.guild_settings(settings_guild(guild_id)?).await
    }

    pub async fn guild_settings(&self, guild_id: u64) -> HostResult<GuildSettings> {
        Ok(self
            .store
            .guild_settings(guild_id)
            .await?
            .unwrap_or(GuildSettings {
                turn_seconds: self.settings.default_turn_seconds,
                rate_ai_games: false,
                challenge_cooldown_seconds: DEFAULT_CHALLENGE_COOLDOWN_SECONDS,
                game_threads: false,
                public_pages: false,
                takebacks_rated: false,
                count_everywhere: false,
                announce_achievements: true,
                team_challenges: false,
            }))
    }
}

/// The server whose settings a command reads or changes.
fn settings_guild(guild_id: Option<u64>) -> HostResult<u64> {
    guild_id.ok_or_else(|| HostError::refused(Text::new("host-settings-need-server")))
}

/// The guild whose settings a moderator may change.
pub(super) fn moderated_guild(guild_id: Option<u64>, user: &User) -> HostResult<u64> {
    let guild_id = settings_guild(guild_id)?;
    if !user.manages_server {
        return Err(HostError::refused(Text::new(
            "host-settings-moderators-only",
        )));
    }
    Ok(guild_id)
}
