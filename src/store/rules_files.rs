//! Designed games' rules files, by the SHA-256 of their text (issue 43). A file is written
//! once, when the first game of it is inserted, and never changed or removed: stored games name
//! it by hash and are read back with it forever.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::games::game_from_row;
use super::{GameRecord, Store, StoreError, StoreResult};
use crate::games::designed::DesignedRules;
use crate::games::GameKind;

/// A stored rules file: its text and what it declares, to list without loading it.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesFileRecord {
    pub hash: String,
    pub design_id: String,
    pub version: String,
    pub name: String,
    pub file_name: String,
    pub source: String,
    pub added_at: i64,
}

impl RulesFileRecord {
    pub fn of(rules: &DesignedRules, added_at: i64) -> RulesFileRecord {
        RulesFileRecord {
            hash: rules.hash_hex(),
            design_id: rules.declarations.id.clone(),
            version: rules.declarations.version.clone(),
            name: rules.declarations.name.clone(),
            file_name: rules.file_name.clone(),
            source: rules.source.clone(),
            added_at,
        }
    }
}

impl Store {
    /// Keep `file` (nothing happens if a file of its hash is kept already).
    pub async fn save_rules_file(&self, file: &RulesFileRecord) -> StoreResult<()> {
        self.on_live_connection("save a rules file", |_| async move {
            sqlx::query(
                "INSERT INTO rules_files (hash, design_id, version, name, file_name, source, \
                 added_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (hash) DO NOTHING",
            )
            .bind(&file.hash)
            .bind(&file.design_id)
            .bind(&file.version)
            .bind(&file.name)
            .bind(&file.file_name)
            .bind(&file.source)
            .bind(file.added_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Load the rules files of these rows of `games` that this process has not loaded yet
    /// (another process started their games after this one loaded the files it knew): read
    /// from the store and loaded on the blocking pool, once each.
    pub(super) async fn load_rules_of(&self, rows: &[AnyRow]) -> StoreResult<()> {
        let mut missing: Vec<String> = Vec::new();
        for row in rows {
            let Some(hash) = row.try_get::<Option<String>, _>("rules_hash")? else {
                continue;
            };
            let loaded = hex::decode(&hash)
                .ok()
                .and_then(|b| <[u8; 32]>::try_from(b).ok())
                .is_some_and(|b| GameKind::designed_by_hash(&b).is_some());
            if !loaded && !missing.contains(&hash) {
                missing.push(hash);
            }
        }
        for hash in missing {
            self.load_rules_file(&hash).await?;
        }
        Ok(())
    }

    /// Load the kept rules file `hash` (on the blocking pool), whether or not this process has
    /// loaded it already: its game.
    async fn load_rules_file(&self, hash: &str) -> StoreResult<GameKind> {
        let row = sqlx::query("SELECT file_name, source FROM rules_files WHERE hash = $1")
            .bind(hash)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("no rules file {hash}")))?;
        let (name, source): (String, String) = (row.try_get("file_name")?, row.try_get("source")?);
        let loaded =
            tokio::task::spawn_blocking(move || DesignedRules::from_source(&name, &source))
                .await
                .map_err(|e| StoreError::Corrupt(format!("loading rules file {hash}: {e}")))?;
        let rules = loaded.map_err(|e| StoreError::Corrupt(format!("rules file {hash}: {e}")))?;
        Ok(GameKind::Designed(rules.key))
    }

    /// The game of the kept rules file `hash` (hex), loaded first if this process has not
    /// loaded it yet.
    pub async fn designed_kind(&self, hash: &str) -> StoreResult<GameKind> {
        let loaded = hex::decode(hash)
            .ok()
            .and_then(|b| <[u8; 32]>::try_from(b).ok())
            .and_then(|b| GameKind::designed_by_hash(&b));
        match loaded {
            Some(kind) => Ok(kind),
            None => self.load_rules_file(hash).await,
        }
    }

    /// The game of a row, its rules file loaded first.
    pub(super) async fn game_of(&self, row: Option<AnyRow>) -> StoreResult<Option<GameRecord>> {
        let Some(row) = row else {
            return Ok(None);
        };
        self.load_rules_of(std::slice::from_ref(&row)).await?;
        game_from_row(&row).map(Some)
    }

    /// The games of rows, their rules files loaded first.
    pub(super) async fn games_of(&self, rows: Vec<AnyRow>) -> StoreResult<Vec<GameRecord>> {
        self.load_rules_of(&rows).await?;
        rows.iter().map(game_from_row).collect()
    }

    /// Every kept rules file, oldest first.
    pub async fn rules_files(&self) -> StoreResult<Vec<RulesFileRecord>> {
        let rows = sqlx::query(
            "SELECT hash, design_id, version, name, file_name, source, added_at \
             FROM rules_files ORDER BY added_at, hash",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(RulesFileRecord {
                    hash: r.try_get("hash")?,
                    design_id: r.try_get("design_id")?,
                    version: r.try_get("version")?,
                    name: r.try_get("name")?,
                    file_name: r.try_get("file_name")?,
                    source: r.try_get("source")?,
                    added_at: r.try_get("added_at")?,
                })
            })
            .collect()
    }
}
