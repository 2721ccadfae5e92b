//! Rematches: every finished board (not an aborted one) offers its two players another game
//! in the same channel, seats swapped, with the same options, the same rated or casual terms
//! and the same time per move. The first click offers; the other player's click starts the
//! game. An offer lapses after the challenge timeout or once another game has started in the
//! channel. Against the AI one click starts the rematch at once (the AI keeps the second seat
//! it always plays). Those still watching the finished game live learn of the offer and of
//! the next game ([`RematchNews`]).

use tracing::info;

use super::{BoardView, GameTerms, Host, HostError, HostResult, Place, User};
use crate::ai::Level;
use crate::games::Seat;
use crate::i18n::Text;
use crate::store::{GameRecord, Status};

/// What a click on Rematch did.
#[derive(Debug)]
pub enum Rematch {
    /// The clicker offered a rematch to the other player.
    Offered(RematchOffer),
    /// The new game started.
    Started(Box<BoardView>),
}

/// A standing rematch offer, for the channel to see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RematchOffer {
    pub game_id: i64,
    pub channel_id: u64,
    pub from_name: String,
    /// The player who may accept by clicking Rematch too.
    pub to_user: u64,
    pub to_name: String,
    /// When the offer lapses (unix ms).
    pub until: i64,
}

/// What became of a finished (or aborted) game since its end, for those still watching it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RematchNews {
    /// A rematch offer standing now.
    pub offer: Option<RematchOffer>,
    /// The next game (or challenge) in the channel, which ends the offer.
    pub next: Option<NextGame>,
}

/// The game that followed another in its channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextGame {
    pub game_id: i64,
    /// Between the same two players: the rematch itself.
    pub rematch: bool,
}

impl RematchNews {
    /// Grows with each piece of news (a later offer lapses later; the next game comes last):
    /// a follower that saw a stamp has seen what it stands for.
    pub fn stamp(&self) -> (i64, i64) {
        (
            self.next.map_or(0, |n| n.game_id),
            self.offer.as_ref().map_or(0, |o| o.until),
        )
    }
}

impl Host {
    /// The news of finished game `game_id` since its end; `None` while it is live (or gone).
    pub async fn rematch_news(&self, game_id: i64) -> HostResult<Option<RematchNews>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if record.status.is_live() {
            return Ok(None);
        }
        let next = match self.store.newest_game_in_channel(record.channel_id).await? {
            Some(newest) if newest > game_id => {
                let rematch = self.store.game(newest).await?.is_some_and(|new| {
                    let mut players = new.players;
                    players.sort_unstable();
                    let mut old = record.players;
                    old.sort_unstable();
                    players == old
                });
                Some(NextGame {
                    game_id: newest,
                    rematch,
                })
            }
            _ => None,
        };
        let offer = match (next, self.store.rematch_offer(game_id).await?) {
            (None, Some((by, until))) if until > self.now() => Some(offer_of(&record, by, until)),
            _ => None,
        };
        Ok(Some(RematchNews { offer, next }))
    }

    /// `user` clicked Rematch on the board of finished game `game_id`.
    pub async fn rematch(&self, game_id: i64, user: &User) -> HostResult<Rematch> {
        let record = self
            .store
            .game(game_id)
            .await?
            .ok_or_else(|| HostError::refused(Text::new("host-game-gone")))?;
        if record.status != Status::Finished {
            return Err(HostError::refused(Text::new("host-rematch-finished-only")));
        }
        let seat = record
            .seat_of(user.id)
            .ok_or_else(|| HostError::refused(Text::new("host-rematch-players-only")))?;
        if self.store.newest_game_in_channel(record.channel_id).await? != Some(record.id) {
            return Err(lapsed());
        }
        let place = Place {
            guild_id: Some(record.guild_id),
            channel_id: record.channel_id,
        };
        if let Some(level) = record.ai_level.as_deref() {
            let level: Level = level
                .parse()
                .map_err(|_| HostError::Internal(format!("game {game_id}: AI level {level}")))?;
            let terms = GameTerms {
                options: record.options.clone(),
                rated: record.rated,
                turn_seconds: Some(record.turn_seconds),
            };
            let view = self
                .start_ai_game_on_terms(place, user, record.kind, terms, level)
                .await?;
            return Ok(Rematch::Started(Box::new(view)));
        }
        let now = self.now();
        match self.store.rematch_offer(game_id).await? {
            Some((by, until)) if by == seat.other() && until > now => {
                let view = self.start_rematch(&record, now).await?;
                info!(game = view.game_id, after = game_id, "rematch started");
                Ok(Rematch::Started(Box::new(view)))
            }
            _ => {
                let until = now + self.settings.challenge_seconds * 1000;
                self.store.offer_rematch(game_id, seat, until).await?;
                // News for those still watching the game (on PostgreSQL the offer's trigger
                // tells other processes).
                self.changes
                    .publish(super::GameChange::of(&record, super::ChangeSource::Here));
                Ok(Rematch::Offered(offer_of(&record, seat, until)))
            }
        }
    }

    /// The accepted rematch of `old`: seats swapped, same options and terms, a fresh seed.
    async fn start_rematch(&self, old: &GameRecord, now: i64) -> HostResult<BoardView> {
        let new = super::NewGame {
            guild_id: old.guild_id,
            channel_id: old.channel_id,
            kind: old.kind,
            options: old.options.clone(),
            players: [old.players[1], old.players[0]],
            names: [old.names[1].clone(), old.names[0].clone()],
            ai_level: old.ai_level.clone(),
            rated: old.rated,
            turn_seconds: old.turn_seconds,
        };
        let (record, game) = new.start(now, |e| {
            HostError::Internal(format!("options of game {}: {e}", old.id))
        })?;
        let record = self.insert_game(&record, Some(&game)).await?;
        Ok(self.view(&record, game, None).await)
    }
}

/// The offer `by` made on finished game `record`, standing until `until`.
fn offer_of(record: &GameRecord, by: Seat, until: i64) -> RematchOffer {
    let other = by.other().index();
    RematchOffer {
        game_id: record.id,
        channel_id: record.channel_id,
        from_name: record.names[by.index()].clone(),
        to_user: record.players[other],
        to_name: record.names[other].clone(),
        until,
    }
}

fn lapsed() -> HostError {
    HostError::refused(Text::new("host-rematch-lapsed"))
}
