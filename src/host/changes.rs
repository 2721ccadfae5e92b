//! Every committed change of a game, published for the surfaces that follow games live (the
//! web's live pages): a move, a clock's turn, a draw offer, the end, an accepted challenge, and
//! after the end a rematch offered (the finished game's version stays: the change says it
//! again). A change names the game, its channel and its version only; a follower reads what it
//! shows from the host, once per change whatever the number of its viewers.
//!
//! In one process the host publishes each change as it commits it. Across processes (shards, a
//! separate `boardbot web`) PostgreSQL carries them: a trigger on `games` notifies every
//! committed version and every rematch offer (`migrations/postgres/0028_game_changes.sql`,
//! `0030_rematch_changes.sql`), and
//! [`Host::follow_other_processes`] republishes them here. A change can so arrive twice (its
//! own process, then the database); followers keep the highest version they saw.

use tokio::sync::broadcast;

use super::*;

/// Changes a slow follower may fall behind by before it is told it lagged (and reads every
/// game it follows again).
const BACKLOG: usize = 4_096;

/// A game reached a new version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameChange {
    pub game_id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub version: i64,
    /// Whether the game is still a challenge or in progress.
    pub live: bool,
    pub source: ChangeSource,
}

/// Where a change was made, as this process knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangeSource {
    /// Committed by this process.
    Here,
    /// Committed by this process for a move made on the web pages (published again, after
    /// the commit's own `Here`): Discord has not seen it.
    Web,
    /// Announced by the database: another process's commit, or this process's own heard
    /// back (a follower that cares tells them apart by version).
    Elsewhere,
}

impl GameChange {
    pub(super) fn of(record: &GameRecord, source: ChangeSource) -> GameChange {
        GameChange {
            game_id: record.id,
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            version: record.version,
            live: record.status.is_live(),
            source,
        }
    }
}

pub(super) struct GameChanges {
    sender: broadcast::Sender<GameChange>,
    /// The database's announcements are followed (by one listener).
    following: std::sync::atomic::AtomicBool,
}

impl Default for GameChanges {
    fn default() -> Self {
        GameChanges {
            sender: broadcast::channel(BACKLOG).0,
            following: Default::default(),
        }
    }
}

impl GameChanges {
    pub(super) fn publish(&self, change: GameChange) {
        // Nobody following is fine: there is nothing to tell.
        let _ = self.sender.send(change);
    }
}

impl Host {
    /// A move made on the web was committed (`played`): its followers learn that Discord has
    /// not seen it.
    pub(super) fn changed_on_web(&self, played: &super::WebMove) {
        self.changes.publish(GameChange {
            game_id: played.game_id,
            guild_id: played.guild_id,
            channel_id: played.channel_id,
            version: played.version,
            live: !played.finished,
            source: ChangeSource::Web,
        });
    }

    /// The board of game `game_id` as it stands now (in progress, or as it ended), for a
    /// channel that has not seen its latest change; `None` for a challenge or no game.
    pub async fn current_board(&self, game_id: i64) -> HostResult<Option<BoardView>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        match record.status {
            Status::Active => {
                let game = self.load(&record).await?;
                Ok(Some(self.view(&record, game, None).await))
            }
            Status::Challenge => Ok(None),
            _ => self.final_board(record).await,
        }
    }

    /// Follow every game's committed changes (this process's, and on PostgreSQL every other
    /// process's once [`Host::follow_other_processes`] runs).
    pub fn game_changes(&self) -> broadcast::Receiver<GameChange> {
        self.changes.sender.subscribe()
    }

    /// `record` (with `game`, its engine state, if at hand) was just committed: this host's
    /// copy and the game's followers learn of it.
    pub(super) fn committed(&self, record: &GameRecord, game: Option<&AnyGame>) {
        self.live.committed(record, game);
        self.changes
            .publish(GameChange::of(record, ChangeSource::Here));
    }

    /// Republish the changes other processes commit (PostgreSQL's notifications) from now
    /// on, until the process stops: listening has begun when this returns. `None` on SQLite,
    /// where one process holds the database, and when this process already listens. A lost
    /// connection is reopened a second later; followers miss what was announced meanwhile
    /// until the game's next change (the stream is news; the store stays the truth).
    pub async fn follow_other_processes(&self) -> HostResult<Option<tokio::task::JoinHandle<()>>> {
        let Some(url) = self.store.postgres_url() else {
            return Ok(None);
        };
        // One listener a process: a second would announce every change twice.
        if self
            .changes
            .following
            .swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            return Ok(None);
        }
        let mut listener = crate::store::ChangeListener::connect(&url).await?;
        let changes = self.changes.clone();
        Ok(Some(tokio::spawn(async move {
            loop {
                match listener.next().await {
                    Ok(c) => changes.publish(GameChange {
                        game_id: c.game_id,
                        guild_id: c.guild_id,
                        channel_id: c.channel_id,
                        version: c.version,
                        live: c.live,
                        source: ChangeSource::Elsewhere,
                    }),
                    Err(e) => {
                        warn!(error = %e, "lost the database's game notifications; listening again");
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    }
                }
            }
        })))
    }
}
