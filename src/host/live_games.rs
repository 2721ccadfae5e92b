//! The live game of every channel as this host last committed it, so that a move needs no
//! read from the store and no parse of the stored snapshot: on the hottest path that is a
//! round trip to the database and its work saved per move.
//!
//! The store stays the truth. An entry is written only after its record was committed (or
//! inserted), and only over an older version of the same game, so tasks finishing out of
//! order cannot put an old position back. Every commit names the version it was made from,
//! so if anything else changed the game (another process on the same database), the next
//! commit from a stale entry is refused as a conflict, and a conflict or a failed write drops
//! the entry: the next request reads the store again.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::games::AnyGame;
use crate::store::{GameRecord, ShardFilter};

/// Entries kept at most; past this the cache starts again empty (a bot with this many live
/// games reads some from the store again, which is always correct).
const MAX_ENTRIES: usize = 50_000;

#[derive(Default)]
pub(super) struct LiveGames {
    entries: Mutex<Entries>,
    /// Only games of these shards are kept: another process looks after the others.
    shards: ShardFilter,
}

/// The entries by channel, and each entry's channel by game id (a web move names its game).
#[derive(Default)]
struct Entries {
    by_channel: HashMap<u64, Entry>,
    channel_of_game: HashMap<i64, u64>,
}

impl Entries {
    fn get(&self, channel_id: &u64) -> Option<&Entry> {
        self.by_channel.get(channel_id)
    }

    fn insert(&mut self, channel_id: u64, entry: Entry) {
        self.channel_of_game.insert(entry.record.id, channel_id);
        if let Some(old) = self.by_channel.insert(channel_id, entry) {
            self.forget_game_of(&old, channel_id);
        }
    }

    fn remove(&mut self, channel_id: &u64) {
        if let Some(old) = self.by_channel.remove(channel_id) {
            self.forget_game_of(&old, *channel_id);
        }
    }

    /// Drop `old`'s game id unless it now points at a newer entry of the same game elsewhere.
    fn forget_game_of(&mut self, old: &Entry, channel_id: u64) {
        let id = old.record.id;
        let kept = self
            .by_channel
            .get(&channel_id)
            .is_some_and(|entry| entry.record.id == id);
        if !kept && self.channel_of_game.get(&id) == Some(&channel_id) {
            self.channel_of_game.remove(&id);
        }
    }
}

struct Entry {
    record: GameRecord,
    /// The engine state of `record`, when the host had it at hand.
    game: Option<AnyGame>,
}

impl LiveGames {
    pub(super) fn for_shards(shards: ShardFilter) -> LiveGames {
        LiveGames {
            entries: Mutex::default(),
            shards,
        }
    }

    /// The live record of game `game_id` as this host last committed it, if it has one.
    pub(super) fn record_of_game(&self, game_id: i64) -> Option<GameRecord> {
        let entries = self.entries();
        let channel_id = entries.channel_of_game.get(&game_id)?;
        let entry = entries.get(channel_id)?;
        (entry.record.id == game_id).then(|| entry.record.clone())
    }

    /// The channel's live game record and its engine state, if this host knows both.
    pub(super) fn record_and_game(&self, channel_id: u64) -> Option<(GameRecord, AnyGame)> {
        let entries = self.entries();
        let entry = entries.get(&channel_id)?;
        Some((entry.record.clone(), entry.game.clone()?))
    }

    /// The engine state of this exact version of a game, if known.
    pub(super) fn game(&self, record: &GameRecord) -> Option<AnyGame> {
        let entries = self.entries();
        let entry = entries.get(&record.channel_id)?;
        let same = entry.record.id == record.id && entry.record.version == record.version;
        same.then(|| entry.game.clone()).flatten()
    }

    /// `record` (with `game`, its engine state, if at hand) was just committed: remember it
    /// while the game is live, forget it once over. An entry for a newer version stays.
    pub(super) fn committed(&self, record: &GameRecord, game: Option<&AnyGame>) {
        if !self.shards.owns(record.guild_id) {
            return;
        }
        let mut entries = self.entries();
        let newer_known = entries.get(&record.channel_id).is_some_and(|entry| {
            entry.record.id == record.id && entry.record.version > record.version
        });
        if newer_known {
            return;
        }
        if !record.status.is_live() {
            if entries
                .get(&record.channel_id)
                .is_some_and(|entry| entry.record.id == record.id)
            {
                entries.remove(&record.channel_id);
            }
            return;
        }
        if entries.by_channel.len() >= MAX_ENTRIES
            && !entries.by_channel.contains_key(&record.channel_id)
        {
            *entries = Entries::default();
        }
        entries.insert(
            record.channel_id,
            Entry {
                record: record.clone(),
                game: game.cloned(),
            },
        );
    }

    /// What this host knows of the channel may be out of date: read the store next time.
    pub(super) fn forget(&self, channel_id: u64) {
        self.entries().remove(&channel_id);
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, Entries> {
        // A panic while the lock was held cannot leave an entry half written (each change is
        // one insert or remove), so a poisoned lock is still sound to use.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}
