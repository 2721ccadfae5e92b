//! The live board's link on a board in progress: whether a game's board links to its live page
//! on the web, and who may open it there. The pages themselves decide who may watch
//! ([`Host::watchable_record`]: anyone in a server with public pages, else the game's players
//! once signed in); this says the same ahead of time, so that no board offers a link that
//! nobody could open.

use tracing::warn;

use crate::store::{GameRecord, Status};

use super::{Host, TEAM_PLAYER_ID};

/// Who may open a game's live page from its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiveWatchers {
    /// Anyone: the game's server has public pages.
    Anyone,
    /// Its players, signed in with Discord: a DM, a group DM, a server without public pages.
    Players,
}

/// A board's link to its game's live page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveLink {
    pub url: String,
    pub watchers: LiveWatchers,
}

impl Host {
    /// The pages let people sign in with Discord ("Log in with Discord" is configured), so a
    /// game's players may watch it live where not everyone may.
    pub fn with_web_sign_in(mut self) -> Host {
        self.web_sign_in = true;
        self
    }

    /// The live page a board of `record` links to, and who may open it. `None` where nobody
    /// could open it from the board: the pages are not configured, the game is not in
    /// progress, or only its players may watch and they cannot sign in. A channel team's game
    /// links only where anyone may watch: its voters are not its players. A store that does
    /// not answer only costs the link.
    pub(super) async fn live_link(&self, record: &GameRecord) -> Option<LiveLink> {
        if record.status != Status::Active {
            return None;
        }
        let links = self.public_links.as_deref()?;
        let public = match self.has_public_pages(record.guild_id).await {
            Ok(public) => public,
            Err(e) => {
                warn!(guild_id = record.guild_id, error = %e, "could not read whether the server has pages");
                return None;
            }
        };
        let watchers = if public {
            LiveWatchers::Anyone
        } else if self.web_sign_in && !record.players.contains(&TEAM_PLAYER_ID) {
            LiveWatchers::Players
        } else {
            return None;
        };
        Some(LiveLink {
            url: links.game(record.id),
            watchers,
        })
    }
}
