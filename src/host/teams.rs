//! Games a channel plays together against the AI (`/play … team:True`). The team's seat holds
//! [`TEAM_PLAYER_ID`]; on each of its turns everyone in the channel may vote, privately, with
//! the inputs of a move, and change their vote until the turn's time is up. Then the deadline
//! loop plays the move with the most votes (ties: the one voted first), through the same
//! host call as any move. A turn nobody voted on is lost on time, as any player's. Every vote
//! is stored, so a restart mid-turn loses nothing. The board shows how many voted, not for
//! what. Team games are never rated; each channel team's record is kept.

use super::*;
use crate::ai::Level;
use crate::store::{TeamRecord, VoteRecord};

/// The player id of a channel team's seat.
pub const TEAM_PLAYER_ID: u64 = 0;

/// The shortest and longest time a team's turn may be open for votes.
pub const MIN_VOTE_SECONDS: i64 = 15;
pub const MAX_VOTE_SECONDS: i64 = 24 * 60 * 60;

/// A vote as its voter sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamVote {
    /// The move voted for, as the game writes it.
    pub mv: String,
    /// Votes on the turn so far, this one included.
    pub votes: usize,
    /// When the turn closes, unix ms.
    pub closes_at: Option<i64>,
}

/// The move a turn's votes choose: the most votes; of equals, the one whose first vote came
/// first. `votes` is earliest first.
pub fn tally(votes: &[VoteRecord]) -> Option<String> {
    let mut counts: Vec<(&str, usize, usize)> = Vec::new();
    for (order, vote) in votes.iter().enumerate() {
        match counts.iter_mut().find(|(mv, _, _)| *mv == vote.mv) {
            Some((_, count, _)) => *count += 1,
            None => counts.push((&vote.mv, 1, order)),
        }
    }
    counts
        .into_iter()
        .max_by(|a, b| a.1.cmp(&b.1).then(b.2.cmp(&a.2)))
        .map(|(mv, _, _)| mv.to_string())
}

/// Whether it is the channel team's turn in `game`.
pub(super) fn is_team_turn(record: &GameRecord, game: &AnyGame) -> bool {
    game.to_move()
        .is_some_and(|s| record.players[s.index()] == TEAM_PLAYER_ID)
}

/// A team game is started by a person, with a turn between the shortest and longest allowed.
pub(super) fn check_team_start(user: &User, vote_seconds: i64) -> HostResult<()> {
    if !(MIN_VOTE_SECONDS..=MAX_VOTE_SECONDS).contains(&vote_seconds) {
        return Err(HostError::refused(
            Text::new("team-vote-range")
                .arg("min", human_duration(MIN_VOTE_SECONDS))
                .arg("max", human_duration(MAX_VOTE_SECONDS)),
        ));
    }
    if user.is_bot {
        return Err(HostError::refused(Text::new("team-bots-cannot-vote")));
    }
    Ok(())
}

impl Host {
    /// The channel plays `kind` together against the AI at `level`: each of the team's turns
    /// is open for votes for `vote_seconds`.
    pub async fn start_team_game(
        &self,
        place: Place,
        user: &User,
        kind: GameKind,
        options: Options,
        level: Level,
        vote_seconds: i64,
    ) -> HostResult<BoardView> {
        check_team_start(user, vote_seconds)?;
        let guild_id = super::pool_of(place);
        super::check_options(kind, &options, Seat::FIRST)?;
        let lang = self.guild_lang(guild_id).await;
        let new = super::NewGame {
            guild_id,
            channel_id: place.channel_id,
            kind,
            options,
            players: [TEAM_PLAYER_ID, ai_player_id(level)],
            names: [
                Text::new("team-name").get(lang),
                ai_games::ai_name(level, lang),
            ],
            ai_level: Some(level.name().to_string()),
            rated: false,
            turn_seconds: vote_seconds,
        };
        let (record, game) = new.start(self.now(), |e| {
            HostError::refused(Text::new("host-cannot-set-up").arg("why", e.0))
        })?;
        let record = self.insert_game(&record, Some(&game)).await?;
        info!(game = record.id, kind = %kind, %level, by = user.id, "team game started");
        Ok(self.view(&record, game, None).await)
    }

    /// Whether someone in `place` may vote now: it is the turn of their channel's team (in a
    /// team match, the other channel's turn is not theirs, nor what its seat may know).
    pub(super) async fn check_voter(
        &self,
        record: &GameRecord,
        game: &AnyGame,
        place: Place,
        user: &User,
    ) -> HostResult<()> {
        if user.is_bot || user.id == TEAM_PLAYER_ID {
            return Err(HostError::refused(Text::new("team-bots-cannot-vote")));
        }
        let Some(to_move) = game.to_move() else {
            return Err(HostError::refused(Text::new("host-the-game-is-over")));
        };
        if self.team_seat_here(record, place).await? != Some(to_move) {
            return Err(HostError::refused(
                Text::new("team-match-not-your-turn").arg("name", &record.names[to_move.index()]),
            ));
        }
        Ok(())
    }

    /// A member's vote on the team's turn: checked like a move (a refused move is no vote),
    /// kept, and shown with the board as it stands.
    pub(super) async fn vote(
        &self,
        place: Place,
        record: &GameRecord,
        game: AnyGame,
        user: &User,
        text: &str,
    ) -> HostResult<BoardView> {
        self.check_voter(record, &game, place, user).await?;
        if game.is_chance_outcome(text) {
            return Err(HostError::refused(Text::new("host-bot-throws-dice")));
        }
        let mut after = game.clone();
        let mv = after.play(text).map_err(|e| moves::refuse_move(text, e))?;
        let vote = VoteRecord {
            user_id: user.id,
            name: kept_name(&user.name),
            mv: mv.clone(),
            voted_at: self.now(),
        };
        self.store
            .cast_vote(record.id, record.version, &vote)
            .await?;
        let mut view = self.view(record, game, None).await;
        view.voted = Some(TeamVote {
            mv,
            votes: view.team_votes.unwrap_or(1),
            closes_at: record.deadline,
        });
        Ok(view)
    }

    /// How many voted on the team's turn now (`None`: not a team's turn).
    pub(super) async fn team_votes(&self, record: &GameRecord, game: &AnyGame) -> Option<usize> {
        if !is_team_turn(record, game) {
            return None;
        }
        match self.store.votes(record.id, record.version).await {
            Ok(votes) => Some(votes.len()),
            Err(e) => {
                warn!(game = record.id, error = %e, "could not count a team's votes");
                None
            }
        }
    }

    /// The team's turn is up: play the move its votes chose. `None` when nobody voted (the
    /// turn is then lost on time like any other).
    pub(super) async fn close_team_turn(
        &self,
        record: &GameRecord,
    ) -> HostResult<Option<BoardView>> {
        let votes = self.store.votes(record.id, record.version).await?;
        let Some(mv) = tally(&votes) else {
            return Ok(None);
        };
        let team = User::new(TEAM_PLAYER_ID, record.names[0].clone());
        let place = Place {
            guild_id: Some(record.guild_id),
            channel_id: record.channel_id,
        };
        info!(game = record.id, votes = votes.len(), mv = %mv, "the team's vote is played");
        let view = self.play(place, &team, &mv, Some(record.version)).await?;
        Ok(Some(view))
    }

    /// A finished team game joins the record of each channel team in it.
    pub(super) async fn note_team_result(&self, record: &GameRecord) {
        if record.status != Status::Finished || !record.players.contains(&TEAM_PLAYER_ID) {
            return;
        }
        let teams = match self.team_places(record).await {
            Ok(teams) => teams,
            Err(e) => {
                warn!(game = record.id, error = %e, "could not find a game's teams");
                return;
            }
        };
        for (seat, place) in teams {
            let result = match record.result.as_ref().and_then(|r| r.winner) {
                None => TeamRecord {
                    draws: 1,
                    ..TeamRecord::default()
                },
                Some(w) if w == seat => TeamRecord {
                    wins: 1,
                    ..TeamRecord::default()
                },
                Some(_) => TeamRecord {
                    losses: 1,
                    ..TeamRecord::default()
                },
            };
            if let Err(e) = self
                .store
                .add_team_result(pool_of(place), place.channel_id, record.kind, result)
                .await
            {
                warn!(game = record.id, error = %e, "could not keep a team's result");
            }
        }
    }

    /// Under a finished team game's board: each channel team's record in that game now.
    pub(super) async fn team_record_lines(&self, record: &GameRecord, lang: Lang) -> Vec<String> {
        if record.status != Status::Finished || !record.players.contains(&TEAM_PLAYER_ID) {
            return Vec::new();
        }
        let teams = self
            .team_places(record)
            .await
            .inspect_err(|e| warn!(game = record.id, error = %e, "could not find a game's teams"))
            .unwrap_or_default();
        let is_match = teams.len() == 2;
        let mut lines = Vec::new();
        for (seat, place) in teams {
            let Ok(team) = self
                .store
                .team_record(pool_of(place), place.channel_id, record.kind)
                .await
                .inspect_err(
                    |e| warn!(game = record.id, error = %e, "could not read a team's record"),
                )
            else {
                continue;
            };
            let text = match is_match {
                true => Text::new("team-match-record").arg("team", &record.names[seat.index()]),
                false => Text::new("team-record"),
            };
            lines.push(
                text.arg("game", record.kind.display_name())
                    .arg("wins", team.wins)
                    .arg("losses", team.losses)
                    .arg("draws", team.draws)
                    .get(lang),
            );
        }
        lines
    }

    /// A channel team's record in a game.
    pub async fn team_record(&self, place: Place, kind: GameKind) -> HostResult<TeamRecord> {
        Ok(self
            .store
            .team_record(super::pool_of(place), place.channel_id, kind)
            .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vote(user_id: u64, mv: &str, at: i64) -> VoteRecord {
        VoteRecord {
            user_id,
            name: format!("u{user_id}"),
            mv: mv.into(),
            voted_at: at,
        }
    }

    #[test]
    fn the_most_votes_win_and_the_earliest_breaks_a_tie() {
        assert_eq!(tally(&[]), None);
        let two_to_one = [vote(1, "a1", 1), vote(2, "b2", 2), vote(3, "b2", 3)];
        assert_eq!(tally(&two_to_one).as_deref(), Some("b2"));
        let tie = [
            vote(1, "c3", 1),
            vote(2, "b2", 2),
            vote(3, "b2", 3),
            vote(4, "c3", 4),
        ];
        assert_eq!(tally(&tie).as_deref(), Some("c3"));
    }
}
