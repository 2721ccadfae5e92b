//! Where it is your turn, everywhere (`/games mine`): every game a player is playing, in
//! every server, DM and group DM, the ones waiting for their move first. Each says whom they
//! play, where, how long the turn has left, and where to watch it live. Plain data: the front
//! end makes the links and the words. Nothing secret is read out (no hand, no page, no dice to
//! come): a name, a place, a deadline and a link.

use std::cmp::Ordering;

use tracing::warn;

use crate::games::GameKind;
use crate::store::GameRecord;

use super::{Host, HostResult, LiveLink, EVERYWHERE};

/// Games to a page of `/games mine`.
pub const MY_GAMES_PER_PAGE: usize = 8;

/// Where a game of `/games mine` is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameVenue {
    /// A server (its name is the front end's to find).
    Server(u64),
    /// The bot's own DM with the player, where it posts.
    BotDm,
    /// A conversation the bot is no member of: a group DM or a DM between two people.
    PrivateChat,
}

/// One game of a player, as `/games mine` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MyGameView {
    pub game_id: i64,
    pub kind: GameKind,
    pub venue: GameVenue,
    pub channel_id: u64,
    /// The other seat's name (the AI's, in a game against it).
    pub opponent: String,
    /// The player is the one to move.
    pub my_turn: bool,
    /// When the turn in progress ends (unix ms); `None`: no time limit.
    pub deadline: Option<i64>,
    /// The end of the opponent's vacation (unix ms), in a game vacations stop while they are
    /// away (`vacations.rs`).
    pub opponent_away_until: Option<i64>,
    /// Its live page, where one may be opened from a board.
    pub live_link: Option<LiveLink>,
    /// A designed game paused on a fault of its rules file: nobody's turn until its fixed
    /// version comes (see `paused_designs.rs`).
    pub paused: bool,
}

/// One page of a player's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MyGamesPage {
    pub games: Vec<MyGameView>,
    /// 0-based.
    pub page: usize,
    pub pages: usize,
    /// Games in all.
    pub total: usize,
    /// Of which it is the player's turn.
    pub my_turn: usize,
}

impl Host {
    /// Page `page` (0-based, clamped) of the games `user_id` is playing anywhere: those where
    /// it is their turn first, then the others; within each, the turn ending soonest first
    /// and games without a time limit last.
    pub async fn my_games(&self, user_id: u64, page: usize) -> HostResult<MyGamesPage> {
        let records = self.store.active_games_of(user_id).await?;
        let mut listed = Vec::with_capacity(records.len());
        for record in records {
            let Some(seat) = record.seat_of(user_id) else {
                continue;
            };
            let paused = self.pause_of(&record).await?.is_some();
            let my_turn = match self.load(&record).await {
                Ok(game) => {
                    !paused
                        && game
                            .to_move()
                            .is_some_and(|s| record.players[s.index()] == user_id)
                }
                Err(e) => {
                    warn!(game = record.id, error = %e, "listing a game that cannot be loaded");
                    false
                }
            };
            let opponent = record.names[1 - seat.index()].clone();
            listed.push((record, my_turn, opponent, paused));
        }
        listed.sort_by(|a, b| {
            b.1.cmp(&a.1)
                .then_with(|| soonest_first(a.0.deadline, b.0.deadline))
                .then(a.0.id.cmp(&b.0.id))
        });
        let total = listed.len();
        let my_turn = listed.iter().filter(|(_, mine, _, _)| *mine).count();
        let pages = total.div_ceil(MY_GAMES_PER_PAGE).max(1);
        let page = page.min(pages - 1);
        let mut games = Vec::new();
        for (record, my_turn, opponent, paused) in listed
            .into_iter()
            .skip(page * MY_GAMES_PER_PAGE)
            .take(MY_GAMES_PER_PAGE)
        {
            games.push(MyGameView {
                game_id: record.id,
                kind: record.kind,
                venue: self.venue(&record).await,
                channel_id: record.channel_id,
                opponent,
                my_turn,
                deadline: record.deadline,
                opponent_away_until: self.opponent_away(&record, user_id).await?,
                live_link: self.live_link(&record).await,
                paused,
            });
        }
        Ok(MyGamesPage {
            games,
            page,
            pages,
            total,
            my_turn,
        })
    }

    /// The end of the vacation of `user_id`'s opponent in `record`, where it stops the game.
    async fn opponent_away(&self, record: &GameRecord, user_id: u64) -> HostResult<Option<i64>> {
        let Some(seat) = record.seat_of(user_id) else {
            return Ok(None);
        };
        if !super::vacations::pauses(record) {
            return Ok(None);
        }
        self.away_until(record.players[seat.other().index()]).await
    }

    /// Where `record` is played: outside servers, the bot's own DM is where it may post.
    async fn venue(&self, record: &GameRecord) -> GameVenue {
        if record.guild_id != EVERYWHERE {
            GameVenue::Server(record.guild_id)
        } else if self.posts_in(record.channel_id).await {
            GameVenue::BotDm
        } else {
            GameVenue::PrivateChat
        }
    }
}

/// Deadlines in order, the soonest first and none (no time limit) last.
fn soonest_first(a: Option<i64>, b: Option<i64>) -> Ordering {
    match (a, b) {
        (Some(a), Some(b)) => a.cmp(&b),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_come_soonest_first_and_none_last() {
        let mut deadlines = vec![None, Some(30), Some(10), None, Some(20)];
        deadlines.sort_by(|a, b| soonest_first(*a, *b));
        assert_eq!(deadlines, vec![Some(10), Some(20), Some(30), None, None]);
    }
}
