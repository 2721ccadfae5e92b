//! Designed games in the host (issue 43): the rules files games were started from are kept in
//! the store, and loaded into this process's catalog when the host starts, so that every stored
//! game of a designed game reads back with the file it began with. And every call the host
//! makes into a file runs on the blocking pool, within a share of the process's CPU
//! ([`DesignCalls`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::Semaphore;
use tracing::{info, warn};

use super::{Host, HostError, HostResult};
use crate::games::designed::DesignedRules;
use crate::store::GameRecord;

/// Calls into rules files of one server (or one DM channel) running at once: a server's
/// runaway file costs at most one core, however many of its games are played at once.
pub const CALLS_PER_SERVER: usize = 1;

/// Where calls into rules files run: on the blocking pool, at most [`CALLS_PER_SERVER`] of
/// one server and at most `global` in all at once (see [`DesignCalls::for_this_machine`]); more wait their turn, in order (tokio's
/// semaphores are fair). A server's calls wait for their server's turn before they take one of
/// the process's, so one server's queue never holds the others' places.
pub struct DesignCalls {
    global: Arc<Semaphore>,
    servers: Mutex<HashMap<u64, Arc<Semaphore>>>,
}

impl DesignCalls {
    pub fn new(global: usize) -> DesignCalls {
        DesignCalls {
            global: Arc::new(Semaphore::new(global.max(1))),
            servers: Mutex::new(HashMap::new()),
        }
    }

    /// One call at once fewer than the machine has cores (at least one): a core is always left
    /// to the async runtime, where native games' moves run. A server's queue holds at most one
    /// of these places (its calls wait for their server's turn first), so another server waits
    /// for at most one call of it.
    pub fn for_this_machine() -> DesignCalls {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        DesignCalls::new(cores.saturating_sub(1).max(1))
    }

    /// The place whose calls share one server's turn: a server, or a DM channel by itself.
    pub fn place_of(record: &GameRecord) -> u64 {
        if record.guild_id != 0 {
            record.guild_id
        } else {
            record.channel_id | 1 << 63
        }
    }

    fn server(&self, place: u64) -> Arc<Semaphore> {
        let mut servers = self.servers.lock().unwrap_or_else(|e| e.into_inner());
        if servers.len() > 1_024 {
            // Forget the places nobody is waiting in.
            servers.retain(|_, s| Arc::strong_count(s) > 1);
        }
        servers
            .entry(place)
            .or_insert_with(|| Arc::new(Semaphore::new(CALLS_PER_SERVER)))
            .clone()
    }

    /// Run `work` (which calls into rules files) on the blocking pool, in `place`'s turn.
    pub async fn run<T: Send + 'static>(
        &self,
        place: u64,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> HostResult<T> {
        let closed = |_| HostError::Internal("the designed games' calls are closed".into());
        let _server = self.server(place).acquire_owned().await.map_err(closed)?;
        let _global = self.global.clone().acquire_owned().await.map_err(closed)?;
        match tokio::task::spawn_blocking(work).await {
            Ok(done) => Ok(done),
            Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
            Err(e) => Err(HostError::Internal(format!("a designed game's call: {e}"))),
        }
    }
}

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

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use super::*;

    /// Calls that record how many of them run at once, per place and in all.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_server_runs_one_call_at_a_time_and_all_at_most_the_global_number() {
        let calls = Arc::new(DesignCalls::new(2));
        let running = Arc::new([
            AtomicUsize::new(0),
            AtomicUsize::new(0),
            AtomicUsize::new(0),
        ]);
        let most = Arc::new([
            AtomicUsize::new(0),
            AtomicUsize::new(0),
            AtomicUsize::new(0),
        ]);
        let total = Arc::new(AtomicUsize::new(0));
        let most_total = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for i in 0..18 {
            let place = i % 3;
            let (calls, running, most) = (calls.clone(), running.clone(), most.clone());
            let (total, most_total) = (total.clone(), most_total.clone());
            tasks.push(tokio::spawn(async move {
                calls
                    .run(place as u64, move || {
                        let now = running[place].fetch_add(1, Ordering::SeqCst) + 1;
                        most[place].fetch_max(now, Ordering::SeqCst);
                        let all = total.fetch_add(1, Ordering::SeqCst) + 1;
                        most_total.fetch_max(all, Ordering::SeqCst);
                        std::thread::sleep(Duration::from_millis(15));
                        total.fetch_sub(1, Ordering::SeqCst);
                        running[place].fetch_sub(1, Ordering::SeqCst);
                    })
                    .await
                    .unwrap();
            }));
        }
        for task in tasks {
            task.await.unwrap();
        }
        for place in most.iter() {
            assert_eq!(place.load(Ordering::SeqCst), CALLS_PER_SERVER);
        }
        assert_eq!(
            most_total.load(Ordering::SeqCst),
            2,
            "two places ran at once"
        );
    }

    /// A server with a long queue does not hold another server's turn: the other's one call
    /// ends long before the queue does.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_long_queue_of_one_server_does_not_delay_another() {
        let calls = Arc::new(DesignCalls::new(2));
        let busy: Vec<_> = (0..6)
            .map(|_| {
                let calls = calls.clone();
                tokio::spawn(async move {
                    calls
                        .run(1, || std::thread::sleep(Duration::from_millis(60)))
                        .await
                        .unwrap();
                    std::time::Instant::now()
                })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(20)).await;
        let other = calls.run(2, std::time::Instant::now).await.unwrap();
        let mut ends = Vec::new();
        for task in busy {
            ends.push(task.await.unwrap());
        }
        let last = ends.into_iter().max().unwrap();
        // Server 1's six calls take 360 ms one after another; server 2's came in at 20 ms.
        assert!(last.duration_since(other) > Duration::from_millis(200));
    }
}
