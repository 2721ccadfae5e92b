//! Channel against channel: a team game whose two seats are two channels' teams (see
//! `teams.rs` for how a team votes). One channel challenges another, of the same server or of
//! another whose moderators take such challenges (`/settings team_challenges:`); anyone in the
//! challenged channel may accept or decline, anyone in the challenging one may withdraw. The
//! game lives in the challenging channel (its record's `channel_id`, the first seat); the
//! store links the challenged one (the second seat), so that it finds the game as its own and
//! is busy with it until it ends. Each channel votes on its own team's turns only, and sees
//! only what its own seat may know.

use super::teams::{check_team_start, TEAM_PLAYER_ID};
use super::views::terms_note;
use super::*;

/// A channel as a team: where it is and what it is called ("#general").
#[derive(Clone, Debug)]
pub struct TeamChannel {
    pub place: Place,
    pub name: String,
}

/// A team match's challenge, as each of the two channels reads it.
#[derive(Clone, Debug)]
pub struct TeamChallengeView {
    pub game_id: i64,
    pub status: Status,
    /// The challenging channel, where the game lives.
    pub home_channel: u64,
    /// The challenged channel.
    pub away_channel: u64,
    /// For the challenging channel, in its server's language.
    pub home_text: String,
    pub home_lang: Lang,
    /// For the challenged channel (with Accept and Decline while open), in its server's
    /// language.
    pub away_text: String,
    pub away_lang: Lang,
}

/// What an answer to a team match's challenge came to.
#[derive(Debug)]
pub enum TeamAnswer {
    /// Accepted: the game's first board, for both channels.
    Started(Box<BoardView>),
    /// Declined or withdrawn.
    Closed(TeamChallengeView),
}

impl Host {
    /// The channel `home` challenges the channel `away` to a team game of `kind`, each of
    /// whose turns is open for votes for `vote_seconds`.
    pub async fn challenge_channel(
        &self,
        home: &TeamChannel,
        user: &User,
        away: &TeamChannel,
        kind: GameKind,
        options: Options,
        vote_seconds: i64,
    ) -> HostResult<TeamChallengeView> {
        check_team_start(user, vote_seconds)?;
        let (Some(home_guild), Some(away_guild)) = (home.place.guild_id, away.place.guild_id)
        else {
            return Err(HostError::refused(Text::new("team-match-servers-only")));
        };
        if home.place.channel_id == away.place.channel_id {
            return Err(HostError::refused(Text::new("team-match-same-channel")));
        }
        if away_guild != home_guild && !self.guild_settings(away_guild).await?.team_challenges {
            return Err(HostError::refused(
                Text::new("team-match-server-closed").arg("channel", &away.name),
            ));
        }
        check_options(kind, &options, Seat::FIRST)?;
        if self
            .store
            .live_game_in_channel(home.place.channel_id)
            .await?
            .is_some()
        {
            return Err(busy_channel());
        }
        if self
            .store
            .live_game_in_channel(away.place.channel_id)
            .await?
            .is_some()
        {
            return Err(rival_busy(&away.name));
        }
        let now = self.now();
        let record = GameRecord {
            id: 0,
            guild_id: home_guild,
            channel_id: home.place.channel_id,
            kind,
            options,
            seed: fresh_seed(),
            players: [TEAM_PLAYER_ID, TEAM_PLAYER_ID],
            names: [kept_name(&home.name), kept_name(&away.name)],
            ai_level: None,
            rated: false,
            status: Status::Challenge,
            result: None,
            version: 1,
            state: None,
            draw_offer: None,
            turn_seconds: vote_seconds,
            deadline: Some(now + self.settings.challenge_seconds * 1000),
            clock: None,
            recent_moves: Vec::new(),
            remind_at: None,
            created_at: now,
            updated_at: now,
        };
        let record = match self
            .store
            .insert_team_match(&record, (away_guild, away.place.channel_id))
            .await
        {
            Ok(record) => record,
            // Another game took one of the two channels meanwhile.
            Err(StoreError::ChannelBusy) => return Err(rival_busy(&away.name)),
            Err(e) => return Err(e.into()),
        };
        info!(
            game = record.id,
            kind = %kind,
            home = home.place.channel_id,
            away = away.place.channel_id,
            by = user.id,
            "team match challenge issued"
        );
        self.team_challenge_view(&record, (away_guild, away.place.channel_id))
            .await
    }

    /// Someone in one of the two channels answers the challenge `game_id`: only the challenged
    /// channel may accept; either may call it off (a decline there, a withdrawal here).
    pub async fn answer_team_challenge(
        &self,
        game_id: i64,
        place: Place,
        user: &User,
        accept: bool,
    ) -> HostResult<TeamAnswer> {
        if user.is_bot {
            return Err(HostError::refused(Text::new("team-bots-cannot-vote")));
        }
        let record = self
            .store
            .game(game_id)
            .await?
            .ok_or_else(|| HostError::refused(Text::new("host-game-gone")))?;
        let Some(away) = self.store.team_match(game_id).await? else {
            return Err(HostError::refused(Text::new("host-game-gone")));
        };
        match record.status {
            Status::Challenge if record.deadline.is_some_and(|d| d <= self.now()) => {
                return Err(HostError::refused(Text::new("host-challenge-expired")))
            }
            Status::Challenge => {}
            Status::Expired => return Err(HostError::refused(Text::new("host-challenge-expired"))),
            _ => return Err(HostError::refused(Text::new("host-challenge-answered"))),
        }
        let in_home = place.channel_id == record.channel_id;
        let in_away = place.channel_id == away.1;
        if accept {
            if !in_away {
                return Err(HostError::refused(
                    Text::new("team-match-only-challenged-accepts")
                        .arg("channel", &record.names[1]),
                ));
            }
            let view = self.begin_game(&record, None).await?;
            info!(game = game_id, by = user.id, "team match accepted");
            return Ok(TeamAnswer::Started(Box::new(view)));
        }
        if !in_home && !in_away {
            return Err(HostError::refused(Text::new("host-only-players-answer")));
        }
        let mut next = self.declined(&record);
        if in_home {
            next.status = Status::Aborted;
        }
        self.commit(&next, None, &[], &[]).await?;
        info!(
            game = game_id,
            by = user.id,
            withdrawn = in_home,
            "team match called off"
        );
        Ok(TeamAnswer::Closed(
            self.team_challenge_view(&next, away).await?,
        ))
    }

    /// The seat a member in `place` plays for in a channel team's game: their channel's team
    /// (`None`: this channel has no team in it).
    pub(super) async fn team_seat_here(
        &self,
        record: &GameRecord,
        place: Place,
    ) -> HostResult<Option<Seat>> {
        let seats = self.team_places(record).await?;
        Ok(seats
            .into_iter()
            .find(|(_, team)| team.channel_id == place.channel_id)
            .map(|(seat, _)| seat))
    }

    /// Each team seat of a game and its channel: the game's own channel for a team against
    /// the AI; both channels of a team match.
    pub(super) async fn team_places(&self, record: &GameRecord) -> HostResult<Vec<(Seat, Place)>> {
        let home = Place {
            guild_id: Some(record.guild_id),
            channel_id: record.channel_id,
        };
        if record.players != [TEAM_PLAYER_ID, TEAM_PLAYER_ID] {
            return Ok(Seat::all()
                .into_iter()
                .filter(|s| record.players[s.index()] == TEAM_PLAYER_ID)
                .map(|s| (s, home))
                .collect());
        }
        let mut places = vec![(Seat::FIRST, home)];
        if let Some((guild_id, channel_id)) = self.store.team_match(record.id).await? {
            let away = Place {
                guild_id: Some(guild_id),
                channel_id,
            };
            places.push((Seat::FIRST.other(), away));
        }
        Ok(places)
    }

    /// The challenged channel of a team match (`None` for any other game).
    pub(super) async fn rival_channel(&self, record: &GameRecord) -> Option<u64> {
        if record.players != [TEAM_PLAYER_ID, TEAM_PLAYER_ID] {
            return None;
        }
        match self.store.team_match(record.id).await {
            Ok(away) => away.map(|(_, channel)| channel),
            Err(e) => {
                warn!(game = record.id, error = %e, "could not read a team match's channels");
                None
            }
        }
    }

    async fn team_challenge_view(
        &self,
        record: &GameRecord,
        (away_guild, away_channel): (u64, u64),
    ) -> HostResult<TeamChallengeView> {
        let home_lang = self.guild_lang(record.guild_id).await;
        let away_lang = self.guild_lang(away_guild).await;
        let text = |lang: Lang, here_is_home: bool| {
            let key = match (record.status, here_is_home) {
                (Status::Challenge, true) => "team-match-sent",
                (Status::Challenge, false) => "team-match-challenge",
                (Status::Declined, _) => "team-match-declined",
                (Status::Aborted, _) => "team-match-withdrawn",
                (Status::Expired, _) => "view-challenge-expired",
                (Status::Active | Status::Finished, _) => "team-match-accepted",
            };
            Text::new(key)
                .arg("home", &record.names[0])
                .arg("away", &record.names[1])
                .arg("challenger", &record.names[0])
                .arg("challenged", &record.names[1])
                .arg("game", record.kind.display_name())
                .arg("vote", human_duration(record.turn_seconds))
                .arg("terms", terms_note(record, lang))
                .get(lang)
        };
        Ok(TeamChallengeView {
            game_id: record.id,
            status: record.status,
            home_channel: record.channel_id,
            away_channel,
            home_text: text(home_lang, true),
            home_lang,
            away_text: text(away_lang, false),
            away_lang,
        })
    }
}

fn rival_busy(name: &str) -> HostError {
    HostError::refused(Text::new("team-match-rival-busy").arg("channel", name))
}
