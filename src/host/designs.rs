//! Designed games in the host (issue 43): the rules files games were started from are kept in
//! the store, and loaded into this process's catalog when the host starts, so that every stored
//! game of a designed game reads back with the file it began with.

use tracing::{info, warn};

use super::{Host, HostError, HostResult};
use crate::games::designed::DesignedRules;

impl Host {
    /// Load every kept rules file (on the blocking pool: each runs its top level, within the
    /// load budget). A file that no longer loads is logged and skipped; its games then cannot
    /// be read back, which the store reports as it reads them. Returns how many loaded.
    pub async fn load_designs(&self) -> HostResult<usize> {
        let files = self.store.rules_files().await?;
        if files.is_empty() {
            return Ok(0);
        }
        let loaded = tokio::task::spawn_blocking(move || {
            files
                .iter()
                .filter(
                    |file| match DesignedRules::from_source(&file.file_name, &file.source) {
                        Ok(_) => true,
                        Err(e) => {
                            warn!(hash = %file.hash, design = %file.design_id, error = %e,
                                "a kept rules file does not load");
                            false
                        }
                    },
                )
                .count()
        })
        .await
        .map_err(|e| HostError::Internal(format!("loading rules files: {e}")))?;
        info!(loaded, "designed games' rules files loaded");
        Ok(loaded)
    }
}
