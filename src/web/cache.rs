//! Finished games' pages, board pictures and what their pages are made of, kept in memory: a
//! finished game never changes, so the second reader of a page (or of another ply's page) gets
//! it without the database, the replay or the drawing.
//! Who may see it is still asked of the host on every request (it keeps the servers' opt-ins
//! fresh for a few seconds), so a server that closes its pages closes them here too.
//!
//! Bounded by bytes, least recently used out first. A page also shows the game's analysis,
//! which can be made after the game: pages are kept [`PAGE_FRESH`] at most (pictures for
//! good).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use hashlink::LruCache;

use crate::host::PublicGame;
use crate::i18n::Lang;
use crate::store::GameRecord;

/// Bytes of pages and pictures kept at most.
const MAX_BYTES: usize = 64 << 20;
/// Records of finished games kept at most (a few hundred bytes each).
const MAX_RECORDS: usize = 20_000;
/// Finished games read for their pages kept at most (their moves and texts, a few KB each):
/// the page of another ply of a game just read needs no database.
const MAX_GAMES: usize = 2_000;
/// How long a page is served from memory: an analysis made meanwhile shows after this.
pub const PAGE_FRESH: Duration = Duration::from_secs(60);

/// What is kept of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kept {
    /// Its page at a ply.
    Page {
        game_id: i64,
        ply: usize,
        lang: Lang,
    },
    /// Its board after a ply, as a PNG.
    Ply {
        game_id: i64,
        ply: usize,
        lang: Lang,
    },
    /// Its replay, as a GIF.
    Replay { game_id: i64, lang: Lang },
    /// The chart of its analysis, as a PNG (made once: an analysis never changes).
    Chart { game_id: i64, lang: Lang },
    /// The board of a game being watched at a version (see `live.rs`): a version never
    /// changes either.
    Position {
        game_id: i64,
        version: i64,
        lang: Lang,
    },
}

impl Kept {
    fn game_id(&self) -> i64 {
        match *self {
            Kept::Page { game_id, .. }
            | Kept::Ply { game_id, .. }
            | Kept::Replay { game_id, .. }
            | Kept::Chart { game_id, .. }
            | Kept::Position { game_id, .. } => game_id,
        }
    }
}

pub struct Cache {
    inner: Mutex<Inner>,
}

struct Inner {
    records: LruCache<i64, GameRecord>,
    /// Kept [`PAGE_FRESH`] at most, as pages are: they carry the game's analysis.
    games: LruCache<(i64, Lang), (Arc<PublicGame>, Instant)>,
    kept: LruCache<Kept, (Bytes, Instant)>,
    bytes: usize,
    /// The erasures counted when the above was kept: names in it may be of people erased
    /// since.
    erasures: i64,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            inner: Mutex::new(Inner {
                records: LruCache::new(MAX_RECORDS),
                games: LruCache::new(MAX_GAMES),
                kept: LruCache::new_unbounded(),
                bytes: 0,
                erasures: 0,
            }),
        }
    }
}

impl Cache {
    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        // Every change leaves the maps and the byte count agreeing before it can panic.
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Forget everything if people were erased since it was kept (`erasures` is the host's
    /// count): pages, pictures and records carry players' names.
    pub fn follow_erasures(&self, erasures: i64) {
        let mut inner = self.inner();
        if inner.erasures != erasures {
            inner.records.clear();
            inner.games.clear();
            inner.kept.clear();
            inner.bytes = 0;
            inner.erasures = erasures;
        }
    }

    /// Forget everything (what was kept may be out of date).
    pub fn forget_everything(&self) {
        let mut inner = self.inner();
        inner.records.clear();
        inner.games.clear();
        inner.kept.clear();
        inner.bytes = 0;
    }

    /// Forget what is kept of game `game_id` (it changed: a player was erased, say).
    pub fn forget_game(&self, game_id: i64) {
        let mut inner = self.inner();
        inner.records.remove(&game_id);
        for lang in Lang::ALL {
            inner.games.remove(&(game_id, *lang));
        }
        let gone: Vec<Kept> = inner
            .kept
            .iter()
            .map(|(k, _)| *k)
            .filter(|k| k.game_id() == game_id)
            .collect();
        for k in gone {
            if let Some((bytes, _)) = inner.kept.remove(&k) {
                inner.bytes -= bytes.len();
            }
        }
    }

    /// The record of a finished game, if kept.
    pub fn record(&self, game_id: i64) -> Option<GameRecord> {
        self.inner().records.get(&game_id).cloned()
    }

    /// Keep the record of a finished game.
    pub fn keep_record(&self, record: &GameRecord) {
        self.inner().records.insert(record.id, record.clone());
    }

    /// A finished game as read for its pages in `lang`, if kept and still fresh.
    pub fn game(&self, game_id: i64, lang: Lang) -> Option<Arc<PublicGame>> {
        let mut inner = self.inner();
        let (game, kept_at) = inner.games.get(&(game_id, lang))?.clone();
        if kept_at.elapsed() >= PAGE_FRESH {
            inner.games.remove(&(game_id, lang));
            return None;
        }
        Some(game)
    }

    /// Keep a finished game as read for its pages in `lang`.
    pub fn keep_game(&self, lang: Lang, game: Arc<PublicGame>) {
        let key = (game.record.id, lang);
        self.inner().games.insert(key, (game, Instant::now()));
    }

    /// A kept page or picture, if still fresh.
    pub fn get(&self, what: Kept) -> Option<Bytes> {
        let mut inner = self.inner();
        let (bytes, kept_at) = inner.kept.get(&what)?.clone();
        if matches!(what, Kept::Page { .. }) && kept_at.elapsed() >= PAGE_FRESH {
            if let Some((gone, _)) = inner.kept.remove(&what) {
                inner.bytes -= gone.len();
            }
            return None;
        }
        Some(bytes)
    }

    /// Keep a page or picture, making room by dropping the least recently used.
    pub fn keep(&self, what: Kept, bytes: Bytes) {
        if bytes.len() > MAX_BYTES / 8 {
            return;
        }
        let mut inner = self.inner();
        inner.bytes += bytes.len();
        if let Some((old, _)) = inner.kept.insert(what, (bytes, Instant::now())) {
            inner.bytes -= old.len();
        }
        while inner.bytes > MAX_BYTES {
            let Some((_, (gone, _))) = inner.kept.remove_lru() else {
                break;
            };
            inner.bytes -= gone.len();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_within_its_bytes_dropping_the_least_recently_used() {
        let cache = Cache::default();
        let kept = |game_id| Kept::Ply {
            game_id,
            ply: 0,
            lang: Lang::EnUs,
        };
        let chunk = MAX_BYTES / 8;
        for id in 0..8 {
            cache.keep(kept(id), Bytes::from(vec![0u8; chunk]));
        }
        assert!(cache.get(kept(0)).is_some());
        // Full: the next one drops the least recently used, now game 1 (0 was just read).
        cache.keep(kept(8), Bytes::from(vec![0u8; chunk]));
        assert!(cache.get(kept(1)).is_none());
        assert!(cache.get(kept(0)).is_some() && cache.get(kept(8)).is_some());
        assert_eq!(cache.inner().bytes, 8 * chunk);
        // Too big to keep at all.
        cache.keep(kept(9), Bytes::from(vec![0u8; chunk + 1]));
        assert!(cache.get(kept(9)).is_none());
        // The same again replaces, not adds.
        cache.keep(kept(0), Bytes::from(vec![0u8; 10]));
        assert_eq!(cache.inner().bytes, 7 * chunk + 10);
    }
}
