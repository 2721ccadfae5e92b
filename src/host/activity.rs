//! The Discord Activity's reads and its one action: which game a channel's Activity shows
//! (a game the web may show its reader: anyone's in a server with public pages, one's own
//! anywhere, a DM and a group DM included), the player's own games in progress there, and a
//! game against the AI started from the Activity, which the host starts exactly as `/play`
//! does and announces like a move made on the web.

use super::{pool_of, Host, HostResult, Place, SignedIn, User};
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
                let plays = record.players.contains(&user_id);
                if !public && !plays {
                    // Someone else's game where the pages are not open to all.
                    found.refused = Some(Text::new(if guild_id.is_some() {
                        "web-activity-no-pages"
                    } else {
                        "web-activity-players-only"
                    }));
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
