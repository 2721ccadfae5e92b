//! Every rules file this process has loaded, by content: the open list's designed half. A
//! [`DesignKey`] names one file (one version of one designed game) and is `Copy`, so that
//! `GameKind` stays a plain value for native and designed games alike.
//!
//! The catalog only grows: a stored game names its rules by hash and may be read back at any
//! time, so a file once loaded stays loaded for the life of the process. Its size is bounded by
//! the files the store holds (each at most a rules file's size), not by games or moves.

use std::sync::{Arc, RwLock};

use super::DesignedRules;

/// One loaded rules file: an index into the catalog, never reused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DesignKey(u32);

/// The loaded files, in the order they were loaded; a key is its file's index. Each entry is
/// leaked on purpose (see the module's comment): `GameKind::id()` and the other names of a game
/// are `&'static str`, for designed games too.
static CATALOG: RwLock<Vec<&'static Arc<DesignedRules>>> = RwLock::new(Vec::new());

fn read() -> std::sync::RwLockReadGuard<'static, Vec<&'static Arc<DesignedRules>>> {
    CATALOG.read().unwrap_or_else(|e| e.into_inner())
}

impl DesignKey {
    /// The rules file this key names.
    pub fn rules(self) -> &'static Arc<DesignedRules> {
        read()[self.0 as usize]
    }

    /// The file with this SHA-256, if this process has loaded it.
    pub fn by_hash(hash: &[u8; 32]) -> Option<DesignKey> {
        read()
            .iter()
            .position(|rules| &rules.hash == hash)
            .map(|i| DesignKey(i as u32))
    }

    /// The designed game `id`: the most recently loaded version of it.
    pub fn latest(id: &str) -> Option<DesignKey> {
        read()
            .iter()
            .rposition(|rules| rules.declarations.id == id)
            .map(|i| DesignKey(i as u32))
    }

    /// Every loaded file, oldest first.
    pub fn all() -> Vec<DesignKey> {
        (0..read().len() as u32).map(DesignKey).collect()
    }
}

/// The catalog's entry for `hash`, or the one `make` builds, entered under the write lock so
/// that one file is never entered twice. `make` runs outside the lock (loading a file runs its
/// top level, which may take its whole budget), so readers never wait for a load; the key it
/// sets is replaced by the entry's own.
pub(super) fn intern<E>(
    hash: [u8; 32],
    make: impl FnOnce() -> Result<DesignedRules, E>,
) -> Result<Arc<DesignedRules>, E> {
    if let Some(key) = DesignKey::by_hash(&hash) {
        return Ok(key.rules().clone());
    }
    let mut rules = make()?;
    let mut catalog = CATALOG.write().unwrap_or_else(|e| e.into_inner());
    if let Some(entered) = catalog.iter().find(|entered| entered.hash == hash) {
        return Ok(Arc::clone(entered));
    }
    rules.key = DesignKey(catalog.len() as u32);
    let rules: &'static Arc<DesignedRules> = Box::leak(Box::new(Arc::new(rules)));
    catalog.push(rules);
    Ok(Arc::clone(rules))
}

impl DesignKey {
    /// The key of a file not entered yet (replaced when it is).
    pub(super) const PENDING: DesignKey = DesignKey(u32::MAX);
}
