//! The Discord Activity's reads and its actions: which game a channel's Activity shows (a
//! game the web may show its reader: anyone's in a server with public pages, one's own
//! anywhere, a DM and a group DM included, and there someone else's to those Discord confirms
//! are in the Activity with it), the player's own games in progress there, and a game against
//! the AI started from the Activity, which the host starts exactly as `/play` does and
//! announces like a move made on the web.

use super::{pool_of, Host, HostError, HostResult, Place, SignedIn, User};
use crate::ai::Level;
use crate::games::{GameKind, Options};
use crate::i18n::{Lang, Text};
use crate::store::Status;

/// What an Activity in a channel may show.
#[derive(Debug, Default)]
pub struct ActivityGames {
    /// The game in progress in the channel.
    pub here: Option<i64>,
    /// The person's own games in progress elsewhere in the server: id and title.
    pub mine: Vec<(i64, String)>,
    /// Why the channel's game cannot be shown, if it cannot.
    pub refused: Option<Text>,
    /// The channel's game, someone else's outside a server: shown once Discord confirms that
    /// the reader is in the channel's Activity ([`Host::admit_activity_spectator`]).
    pub unlisted: Option<i64>,
}

impl Host {
    /// The games the Activity in `channel_id` (of `guild_id`, `None` outside servers) may
    /// show to `user_id`.
    pub async fn activity_games(
        &self,
        guild_id: Option<u64>,
        channel_id: u64,
        user_id: u64,
        lang: Lang,
    ) -> HostResult<ActivityGames> {
        let place = Place {
            guild_id,
            channel_id,
        };
        let pool = pool_of(place);
        let public = guild_id.is_some() && self.has_public_pages(pool).await?;
        let mut found = ActivityGames::default();
        if let Some(record) = self.store.live_game_in_channel(channel_id).await? {
            if record.guild_id == pool {
                if !public && !self.watches_unlisted(&record, Some(user_id)).await? {
                    // Someone else's game where the pages are not open to all.
                    found.refused = Some(Text::new(if guild_id.is_some() {
                        "web-activity-no-pages"
                    } else {
                        "web-activity-players-only"
                    }));
                    if guild_id.is_none() && record.status == Status::Active {
                        found.unlisted = Some(record.id);
                    }
                    return Ok(found);
                }
                if record.status == Status::Active {
                    found.here = Some(record.id);
                    return Ok(found);
                }
                found.refused = Some(Text::new("web-activity-challenge-waiting"));
                return Ok(found);
            }
        }
        for record in self.store.live_games_in_guild(pool).await? {
            if record.status == Status::Active && record.players.contains(&user_id) {
                let title = Text::new("web-live-game-title")
                    .arg("game", record.kind.display_name())
                    .arg("first", record.names[0].clone())
                    .arg("second", record.names[1].clone())
                    .get(lang);
                found.mine.push((record.id, title));
            }
        }
        Ok(found)
    }

    /// `user_id`, whom Discord confirmed is in the Activity of the channel of game `game_id`
    /// (someone else's, in progress outside a server), may watch it from now on: what the
    /// channel sees, no more.
    pub async fn admit_activity_spectator(&self, game_id: i64, user_id: u64) -> HostResult<()> {
        let record = self
            .store
            .game(game_id)
            .await?
            .ok_or_else(|| HostError::refused(Text::new("host-game-gone")))?;
        if record.guild_id != super::EVERYWHERE || record.status != Status::Active {
            return Err(HostError::refused(Text::new("web-activity-players-only")));
        }
        self.store.admit_spectator(game_id, user_id).await?;
        Ok(())
    }

    /// A game of `kind` against the AI (medium) for `user` in the Activity's channel (in a
    /// server, a DM or a group DM: the player's own game, theirs to watch anywhere): the
    /// host's own AI game, refused as `/play` refuses one (a game already there, …). Its id.
    pub async fn start_activity_ai_game(
        &self,
        guild_id: Option<u64>,
        channel_id: u64,
        user: &SignedIn,
        kind: GameKind,
        lang: Lang,
    ) -> HostResult<i64> {
        let place = Place {
            guild_id,
            channel_id,
        };
        let player = User {
            lang,
            ..User::new(user.user_id, user.name.clone())
        };
        let view = self
            .start_ai_game(place, &player, kind, Options::new(), Level::Medium)
            .await?;
        self.changed_on_web(&super::WebMove::from(&view));
        Ok(view.game_id)
    }
}
