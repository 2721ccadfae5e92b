//! Which games a process looks after on its own initiative (deadlines, challenge expiry, AI
//! turns): those in guilds of its own Discord gateway shards. Discord gives a guild to shard
//! `(guild_id >> 22) % shard_count`; the same formula selects the games in SQL, so changing the
//! shard count needs no migration, only an index for the new count (made at start-up).

use super::{Store, StoreError, StoreResult};

/// The shards `first..=last` of `count`. The default is the single shard of a bot that is not
/// sharded: every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardFilter {
    pub count: u32,
    pub first: u32,
    pub last: u32,
}

impl Default for ShardFilter {
    fn default() -> Self {
        ShardFilter::all()
    }
}

impl ShardFilter {
    /// Every guild (one process holding every shard).
    pub fn all() -> ShardFilter {
        ShardFilter {
            count: 1,
            first: 0,
            last: 0,
        }
    }

    /// Shards `first..=last` of `count`; `None` unless `first <= last < count`.
    pub fn range(count: u32, first: u32, last: u32) -> Option<ShardFilter> {
        (first <= last && last < count).then_some(ShardFilter { count, first, last })
    }

    /// Whether this filter selects every shard.
    pub fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.count
    }

    /// The shard Discord gives a guild to.
    pub fn shard_of(&self, guild_id: u64) -> u32 {
        ((guild_id >> 22) % u64::from(self.count)) as u32
    }

    pub fn owns(&self, guild_id: u64) -> bool {
        (self.first..=self.last).contains(&self.shard_of(guild_id))
    }

    /// The SQL condition selecting these shards' games (`$first`, `$last` are the numbers of
    /// the parameters to bind `first` and `last` to), or `None` for every game. The count is
    /// written into the statement, not bound, so that it matches the index on the expression.
    pub(super) fn condition(&self, first: usize, last: usize) -> Option<String> {
        (!self.is_all()).then(|| {
            format!(
                "(({}) BETWEEN ${first} AND ${last})",
                shard_expression(self.count)
            )
        })
    }
}

fn shard_expression(count: u32) -> String {
    format!("(guild_id >> 22) % {count}")
}

fn index_name(count: u32) -> String {
    format!("games_live_by_shard_of_{count}")
}

impl Store {
    /// Make sure the live games can be found by shard for this shard count (one index per
    /// count, on the same expression as [`ShardFilter::condition`]), so that a process's
    /// deadline scan reads only its own shards' games. Built once per count, the first time a
    /// process starts with it; until then writes to `games` wait for the build.
    pub async fn prepare_for_shards(&self, shards: &ShardFilter) -> StoreResult<()> {
        if shards.is_all() {
            return Ok(());
        }
        let sql = format!(
            "CREATE INDEX IF NOT EXISTS {} ON games (({}), deadline) \
             WHERE status IN ('challenge', 'active')",
            index_name(shards.count),
            shard_expression(shards.count)
        );
        match sqlx::query(&sql).execute(&self.pool).await {
            Ok(_) => Ok(()),
            // Two processes starting together: the other one created it first.
            Err(sqlx::Error::Database(e))
                if e.is_unique_violation() || e.code().as_deref() == Some("42P07") =>
            {
                Ok(())
            }
            Err(e) => Err(StoreError::Database(e)),
        }
    }

    /// How many challenges and games are live on these shards.
    pub async fn count_live_games(&self, shards: &ShardFilter) -> StoreResult<u64> {
        let on_shards = shards
            .condition(1, 2)
            .map_or(String::new(), |c| format!("AND {c}"));
        let sql = format!(
            "SELECT COUNT(*) AS n FROM games WHERE status IN ('challenge', 'active') {on_shards}"
        );
        let mut query = sqlx::query(&sql);
        if !shards.is_all() {
            query = query
                .bind(i64::from(shards.first))
                .bind(i64::from(shards.last));
        }
        let row = query.fetch_one(&self.pool).await?;
        Ok(sqlx::Row::try_get::<i64, _>(&row, "n")?.max(0) as u64)
    }

    /// Connections the pool holds open, and how many of them are idle.
    pub fn pool_usage(&self) -> (u32, u32) {
        (self.pool.size(), self.pool.num_idle() as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guilds_go_to_discords_shard() {
        // The guild id's timestamp part picks the shard: 41771983423143937 >> 22 is
        // 9959216934, so shard 0 of 2 and shard 4 of 10.
        let guild = 41_771_983_423_143_937u64;
        let first_of_two = ShardFilter::range(2, 0, 0).unwrap();
        assert_eq!(first_of_two.shard_of(guild), 0);
        assert!(first_of_two.owns(guild));
        assert!(!ShardFilter::range(2, 1, 1).unwrap().owns(guild));
        let ten = ShardFilter::range(10, 3, 5).unwrap();
        assert_eq!(ten.shard_of(guild), 4);
        assert!(ten.owns(guild));
        assert!(ShardFilter::all().owns(guild));
    }

    #[test]
    fn ranges_and_conditions() {
        assert!(ShardFilter::range(2, 2, 2).is_none());
        assert!(ShardFilter::range(4, 3, 1).is_none());
        assert!(ShardFilter::range(4, 0, 3).unwrap().is_all());
        assert_eq!(ShardFilter::range(4, 0, 3).unwrap().condition(2, 3), None);
        assert_eq!(
            ShardFilter::range(4, 1, 2)
                .unwrap()
                .condition(2, 3)
                .unwrap(),
            "(((guild_id >> 22) % 4) BETWEEN $2 AND $3)"
        );
    }
}
