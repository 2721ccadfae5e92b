//! What players asked to be told of their games, and the marks that make each notice go out
//! once: the turn reminder's next point on the game row, the daily digest's next time on the
//! player's row, one "about to lose on time" row per game and deadline. Every mark is a
//! conditional write that one process wins, so a restart neither repeats nor loses a notice.

use sqlx::Row;

use super::{id_in, id_out, GameRecord, ShardFilter, Store, StoreResult};

/// A player's notification choices as stored (see `migrations/*/0033_notifications.sql`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotificationRow {
    pub user_id: u64,
    /// Bits of the reminder points (the host knows their meaning).
    pub reminder_points: i64,
    pub about_to_lose: bool,
    /// The digest's local hour, 0–23; `None`: no digest.
    pub digest_hour: Option<i64>,
    /// A UTC offset (`+02:00`) or an IANA name (`Europe/Berlin`).
    pub timezone: String,
    /// The language code of the player's direct messages.
    pub lang: String,
    /// When the next digest is due (unix ms).
    pub next_digest_at: Option<i64>,
    /// When the bot found the player's DMs closed (unix ms); `None`: not known to be.
    pub dms_closed_at: Option<i64>,
}

const NOTIFICATION_COLUMNS: &str = "user_id, reminder_points, about_to_lose, digest_hour, \
    timezone, lang, next_digest_at, dms_closed_at";

fn notification_from_row(r: &sqlx::any::AnyRow) -> StoreResult<NotificationRow> {
    Ok(NotificationRow {
        user_id: id_out(r.try_get("user_id")?),
        reminder_points: r.try_get("reminder_points")?,
        about_to_lose: r.try_get::<i64, _>("about_to_lose")? != 0,
        digest_hour: r.try_get("digest_hour")?,
        timezone: r.try_get("timezone")?,
        lang: r.try_get("lang")?,
        next_digest_at: r.try_get("next_digest_at")?,
        dms_closed_at: r.try_get("dms_closed_at")?,
    })
}

impl Store {
    /// `user_id`'s stored choices; `None`: never chosen (the defaults).
    pub async fn notification_row(&self, user_id: u64) -> StoreResult<Option<NotificationRow>> {
        self.on_live_connection("read notification choices", |_| async move {
            sqlx::query(&format!(
                "SELECT {NOTIFICATION_COLUMNS} FROM user_notifications WHERE user_id = $1"
            ))
            .bind(id_in(user_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| notification_from_row(&r))
            .transpose()
        })
        .await
    }

    /// Write `row` whole (a player's new choices).
    pub async fn set_notification_row(&self, row: &NotificationRow) -> StoreResult<()> {
        self.on_live_connection("write notification choices", |_| async move {
            sqlx::query(&format!(
                "INSERT INTO user_notifications ({NOTIFICATION_COLUMNS}) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO UPDATE SET \
                 reminder_points = excluded.reminder_points, \
                 about_to_lose = excluded.about_to_lose, digest_hour = excluded.digest_hour, \
                 timezone = excluded.timezone, lang = excluded.lang, \
                 next_digest_at = excluded.next_digest_at, dms_closed_at = excluded.dms_closed_at"
            ))
            .bind(id_in(row.user_id))
            .bind(row.reminder_points)
            .bind(i64::from(row.about_to_lose))
            .bind(row.digest_hour)
            .bind(&row.timezone)
            .bind(&row.lang)
            .bind(row.next_digest_at)
            .bind(row.dms_closed_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// The players whose digest is due at `now` (unix ms), the longest waiting first.
    pub async fn digests_due(&self, now: i64) -> StoreResult<Vec<NotificationRow>> {
        self.on_live_connection("read the digests due", |_| async move {
            sqlx::query(&format!(
                "SELECT {NOTIFICATION_COLUMNS} FROM user_notifications \
                 WHERE next_digest_at IS NOT NULL AND next_digest_at <= $1 ORDER BY next_digest_at"
            ))
            .bind(now)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(notification_from_row)
            .collect()
        })
        .await
    }

    /// Move `user_id`'s digest from `due` to `next`: `true` for the one process that does
    /// (it sends the digest of `due`), `false` when another did or the player chose anew.
    pub async fn advance_digest(&self, user_id: u64, due: i64, next: i64) -> StoreResult<bool> {
        self.on_live_connection("mark a digest sent", |_| async move {
            let done = sqlx::query(
                "UPDATE user_notifications SET next_digest_at = $3 \
                 WHERE user_id = $1 AND next_digest_at = $2",
            )
            .bind(id_in(user_id))
            .bind(due)
            .bind(next)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// Note that `user_id`'s DMs are closed, at `now`: `true` the first time (a row with the
    /// defaults is made if they never chose), `false` when it was already noted.
    pub async fn note_dms_closed(
        &self,
        user_id: u64,
        defaults: &NotificationRow,
        now: i64,
    ) -> StoreResult<bool> {
        self.on_live_connection("note closed DMs", |_| async move {
            let done = sqlx::query(&format!(
                "INSERT INTO user_notifications ({NOTIFICATION_COLUMNS}) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO UPDATE \
                 SET dms_closed_at = excluded.dms_closed_at \
                 WHERE user_notifications.dms_closed_at IS NULL"
            ))
            .bind(id_in(user_id))
            .bind(defaults.reminder_points)
            .bind(i64::from(defaults.about_to_lose))
            .bind(defaults.digest_hour)
            .bind(&defaults.timezone)
            .bind(&defaults.lang)
            .bind(defaults.next_digest_at)
            .bind(now)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// Move game `id`'s turn reminder from `from` to `to` (the turn's next point, or none):
    /// `true` for the one process that does, `false` when another did or the turn moved on.
    /// Not a new version of the game: the board the players see stays current.
    pub async fn advance_reminder(&self, id: i64, from: i64, to: Option<i64>) -> StoreResult<bool> {
        self.on_live_connection("mark a reminder sent", |_| async move {
            let done = sqlx::query(
                "UPDATE games SET remind_at = $3 WHERE id = $1 AND remind_at = $2 \
                 AND status = 'active'",
            )
            .bind(id)
            .bind(from)
            .bind(to)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// Active games on `shards` with a turn timer over an hour whose deadline comes within
    /// `window_ms` after `now` and whose "about to lose" notice is not handled yet.
    pub async fn lose_warnings_due(
        &self,
        now: i64,
        window_ms: i64,
        shards: &ShardFilter,
    ) -> StoreResult<Vec<GameRecord>> {
        // `status IN (…)` as in the live deadline index, which the scan walks.
        let condition = format!(
            "status IN ('challenge', 'active') AND status = 'active' AND deadline IS NOT NULL \
             AND deadline > $1 AND deadline <= $1 + {window_ms} AND turn_seconds > 3600 \
             AND NOT EXISTS (SELECT 1 FROM lose_warnings w \
             WHERE w.game_id = games.id AND w.deadline = games.deadline)"
        );
        self.games_on_shards(
            "read the lose warnings due",
            &condition,
            Some(now),
            shards,
            "deadline",
        )
        .await
    }

    /// Mark game `id`'s notice for `deadline` handled: `true` for the one process that does.
    /// Older marks of the game go (only the current deadline's matters).
    pub async fn mark_lose_warning(&self, id: i64, deadline: i64) -> StoreResult<bool> {
        self.on_live_connection("mark a lose warning", |_| async move {
            let mut tx = self.pool.begin().await?;
            sqlx::query("DELETE FROM lose_warnings WHERE game_id = $1 AND deadline <> $2")
                .bind(id)
                .bind(deadline)
                .execute(&mut *tx)
                .await?;
            let done = sqlx::query(
                "INSERT INTO lose_warnings (game_id, deadline) VALUES ($1, $2) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(id)
            .bind(deadline)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }
}
