//! Which of Discord's gateway shards this process runs (`SHARD_COUNT`, `SHARDS`), running them
//! with serenity's shard manager, and how they stand for `/healthz` and `/metrics`.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::gateway::ConnectionStage;
use tracing::info;

use crate::config::{Config, ShardCount};
use crate::metrics::{Health, Probe};
use crate::store::{ShardFilter, Store};

/// The shards `first..=last` of `count` that this process runs.
#[derive(Clone, Copy, Debug)]
pub(super) struct ShardPlan {
    pub filter: ShardFilter,
}

impl ShardPlan {
    /// From the settings; `SHARD_COUNT=auto` asks Discord (`GET /gateway/bot`) for its
    /// recommendation.
    pub async fn resolve(config: &Config, http: &serenity::Http) -> anyhow::Result<ShardPlan> {
        let count = match config.shard_count {
            ShardCount::Fixed(n) => n,
            ShardCount::Auto => {
                let recommended = http.get_bot_gateway().await?.shards;
                info!(shards = recommended, "Discord recommends this many shards");
                recommended.max(1)
            }
        };
        let (first, last) = match &config.shards {
            Some(range) => (range.first(), range.last()),
            None => (0, count - 1),
        };
        let filter = ShardFilter::range(count, first, last).ok_or_else(|| {
            let shards = match first == last {
                true => first.to_string(),
                false => format!("{first}-{last}"),
            };
            anyhow::anyhow!(
                "SHARDS={shards} is not within the {count} shards of SHARD_COUNT \
                 (shards are numbered 0 to {})",
                count - 1
            )
        })?;
        Ok(ShardPlan { filter })
    }

    /// Connect this process's shards and serve until they stop.
    pub async fn run(&self, client: &mut serenity::Client) -> serenity::Result<()> {
        let ShardFilter { count, first, last } = self.filter;
        info!(shards = %format!("{first}-{last}"), of = count, "starting gateway shards");
        // serenity takes the range's end as the last shard to start (inclusive).
        client.start_shard_range(first..last, count).await
    }
}

/// The readiness check: every shard of the plan connected, and the database answering.
pub(super) struct ShardProbe {
    pub plan: ShardPlan,
    pub manager: Arc<serenity::ShardManager>,
    pub store: Store,
}

impl Probe for ShardProbe {
    fn check(&self) -> Pin<Box<dyn Future<Output = Health> + Send + '_>> {
        Box::pin(async move {
            let stages: Vec<(u32, bool)> = {
                let runners = self.manager.runners.lock().await;
                (self.plan.filter.first..=self.plan.filter.last)
                    .map(|shard| {
                        let connected = runners
                            .get(&serenity::ShardId(shard))
                            .is_some_and(|r| r.stage == ConnectionStage::Connected);
                        (shard, connected)
                    })
                    .collect()
            };
            // A database that hangs is as good as down for readiness.
            let counted = tokio::time::timeout(
                std::time::Duration::from_secs(2),
                self.store.count_live_games(&self.plan.filter),
            )
            .await;
            let live_games = counted.ok().and_then(Result::ok);
            Health {
                shards: stages,
                database_answers: live_games.is_some(),
                live_games,
                pool: self.store.pool_usage(),
            }
        })
    }
}
