//! Work in flight, for a clean stop: on SIGTERM the bot takes no new interactions, lets the
//! ones it is answering finish (each move is then committed and answered, or neither), and
//! only then leaves the gateway and closes the database.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::Notify;

#[derive(Default)]
pub struct InFlight {
    draining: AtomicBool,
    running: AtomicUsize,
    idle: Notify,
}

/// One piece of work in flight, until dropped.
pub struct Working(Arc<InFlight>);

impl InFlight {
    /// Start a piece of work; `None` once the bot is stopping.
    pub fn enter(self: &Arc<Self>) -> Option<Working> {
        // Counted before the check, so `drain` either sees this work or this sees the drain.
        self.running.fetch_add(1, Ordering::SeqCst);
        let working = Working(self.clone());
        (!self.draining.load(Ordering::SeqCst)).then_some(working)
    }

    /// Refuse new work and wait (at most `limit`) for the running work to end. `true` when
    /// everything finished.
    pub async fn drain(&self, limit: Duration) -> bool {
        self.draining.store(true, Ordering::SeqCst);
        tokio::time::timeout(limit, async {
            loop {
                let idle = self.idle.notified();
                if self.running.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        })
        .await
        .is_ok()
    }
}

impl Drop for Working {
    fn drop(&mut self) {
        if self.0.running.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// The poise framework, with every event it handles counted as work in flight; once the bot
/// is stopping, interactions are no longer taken (Discord tells their users it failed, and
/// nothing was changed).
pub struct Tracked<F> {
    inner: F,
    in_flight: Arc<InFlight>,
}

impl<F> Tracked<F> {
    pub fn new(inner: F, in_flight: Arc<InFlight>) -> Self {
        Tracked { inner, in_flight }
    }
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Tracked<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        match self.in_flight.enter() {
            Some(_working) => self.inner.dispatch(ctx, event).await,
            // Stopping: gateway housekeeping still flows, interactions are left unanswered.
            None if !matches!(event, serenity::FullEvent::InteractionCreate { .. }) => {
                self.inner.dispatch(ctx, event).await
            }
            None => {}
        }
    }
}
