//! Designed games' rules files, by the SHA-256 of their text (issue 43). A file is written
//! once, when the first game of it is inserted, and never changed or removed: stored games name
//! it by hash and are read back with it forever.

use sqlx::Row;

use super::{Store, StoreResult};
use crate::games::designed::DesignedRules;

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
