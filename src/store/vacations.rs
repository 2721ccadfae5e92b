//! Players' vacations (`/vacation`): one row a vacation, boardbot-wide. The host decides what
//! a vacation does to games (`host/vacations.rs`); the store keeps the rows and refuses, in the
//! statement that writes one, a second vacation at once or one past the allowance.

use sqlx::Row;

use super::{id_in, id_out, Store, StoreResult};

/// One vacation of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationRecord {
    /// 0 until stored.
    pub id: i64,
    pub user_id: u64,
    /// Unix ms.
    pub starts_at: i64,
    /// Unix ms: the planned end, or the moment it was ended early.
    pub ends_at: i64,
    /// Whole days it charged to the allowance (after any refund).
    pub days: i64,
}

impl VacationRecord {
    /// Whether it runs at `now`.
    pub fn runs_at(&self, now: i64) -> bool {
        self.starts_at <= now && now < self.ends_at
    }
}

/// Why a vacation was not stored, or that it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationStart {
    Started(VacationRecord),
    /// Another of the player's vacations runs now.
    AlreadyAway(VacationRecord),
    /// It would charge more days than the allowance has left.
    NoAllowance,
}

const VACATION_COLUMNS: &str = "id, user_id, starts_at, ends_at, days";

fn vacation_from_row(row: &sqlx::any::AnyRow) -> StoreResult<VacationRecord> {
    Ok(VacationRecord {
        id: row.try_get("id")?,
        user_id: id_out(row.try_get("user_id")?),
        starts_at: row.try_get("starts_at")?,
        ends_at: row.try_get("ends_at")?,
        days: row.try_get("days")?,
    })
}

impl Store {
    /// Every vacation of `user_id`, oldest first.
    pub async fn vacations_of(&self, user_id: u64) -> StoreResult<Vec<VacationRecord>> {
        self.on_live_connection("read a player's vacations", |_| async move {
            sqlx::query(&format!(
                "SELECT {VACATION_COLUMNS} FROM vacations WHERE user_id = $1 ORDER BY id"
            ))
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(vacation_from_row)
            .collect()
        })
        .await
    }

    /// The vacations running at `now` of any of `user_ids` (at most one each).
    pub async fn vacations_running(
        &self,
        user_ids: [u64; 2],
        now: i64,
    ) -> StoreResult<Vec<VacationRecord>> {
        self.on_live_connection("read running vacations", |_| async move {
            sqlx::query(&format!(
                "SELECT {VACATION_COLUMNS} FROM vacations \
                 WHERE user_id IN ($1, $2) AND ends_at > $3 AND starts_at <= $3 ORDER BY id"
            ))
            .bind(id_in(user_ids[0]))
            .bind(id_in(user_ids[1]))
            .bind(now)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(vacation_from_row)
            .collect()
        })
        .await
    }

    /// Store `vacation` unless another of the player's runs at its start, or the days it
    /// charges and those charged by the player's vacations started after `since` together pass
    /// `allowance_days`. Checked in the statement that writes it, so two starts at once store
    /// one.
    pub async fn start_vacation(
        &self,
        vacation: &VacationRecord,
        since: i64,
        allowance_days: i64,
    ) -> StoreResult<VacationStart> {
        self.on_live_connection("start a vacation", |after_loss| async move {
            let inserted = sqlx::query(&format!(
                "INSERT INTO vacations (user_id, starts_at, ends_at, days) \
                 SELECT $1, $2, $3, $4 \
                 WHERE NOT EXISTS (SELECT 1 FROM vacations WHERE user_id = $1 AND ends_at > $2) \
                 AND (SELECT COALESCE(SUM(days), 0) FROM vacations \
                      WHERE user_id = $1 AND starts_at > $5) + $4 <= $6 \
                 RETURNING {VACATION_COLUMNS}"
            ))
            .bind(id_in(vacation.user_id))
            .bind(vacation.starts_at)
            .bind(vacation.ends_at)
            .bind(vacation.days)
            .bind(since)
            .bind(allowance_days)
            .fetch_optional(&self.pool)
            .await?;
            if let Some(row) = inserted {
                return Ok(VacationStart::Started(vacation_from_row(&row)?));
            }
            let running = self
                .vacations_of(vacation.user_id)
                .await?
                .into_iter()
                .find(|v| v.ends_at > vacation.starts_at);
            Ok(match running {
                // A lost answer may have been this very vacation's.
                Some(v)
                    if after_loss
                        && (v.starts_at, v.ends_at, v.days)
                            == (vacation.starts_at, vacation.ends_at, vacation.days) =>
                {
                    VacationStart::Started(v)
                }
                Some(v) => VacationStart::AlreadyAway(v),
                None => VacationStart::NoAllowance,
            })
        })
        .await
    }

    /// End vacation `id` at `now`, giving back `refund_days` of what it charged; `false` when
    /// it had already ended.
    pub async fn end_vacation(&self, id: i64, now: i64, refund_days: i64) -> StoreResult<bool> {
        self.on_live_connection("end a vacation", |after_loss| async move {
            let updated = sqlx::query(
                "UPDATE vacations SET ends_at = $2, days = days - $3 WHERE id = $1 AND ends_at > $2",
            )
            .bind(id)
            .bind(now)
            .bind(refund_days)
            .execute(&self.pool)
            .await?
            .rows_affected();
            if updated == 1 {
                return Ok(true);
            }
            // A lost answer may have been this very end.
            Ok(after_loss
                && sqlx::query("SELECT id FROM vacations WHERE id = $1 AND ends_at = $2")
                    .bind(id)
                    .bind(now)
                    .fetch_optional(&self.pool)
                    .await?
                    .is_some())
        })
        .await
    }

    /// Move game `game_id`'s turn deadline from `deadline` by `by_ms`, and its reminder with
    /// it, if it is still at `version` with that deadline; its version stays, so that its
    /// boards' buttons stay good (a change of its own meanwhile sets its deadline anyway).
    /// Whether it moved.
    pub async fn shift_deadline(
        &self,
        game_id: i64,
        version: i64,
        deadline: i64,
        by_ms: i64,
    ) -> StoreResult<bool> {
        self.on_live_connection("move a game's deadline", |after_loss| async move {
            let moved = sqlx::query(
                "UPDATE games SET deadline = $4, remind_at = remind_at + $5 \
                 WHERE id = $1 AND version = $2 AND status = 'active' AND deadline = $3",
            )
            .bind(game_id)
            .bind(version)
            .bind(deadline)
            .bind(deadline + by_ms)
            .bind(by_ms)
            .execute(&self.pool)
            .await?
            .rows_affected()
                == 1;
            if moved || !after_loss {
                return Ok(moved);
            }
            // A lost answer may have been this very change.
            Ok(
                sqlx::query(
                    "SELECT id FROM games WHERE id = $1 AND version = $2 AND deadline = $3",
                )
                .bind(game_id)
                .bind(version)
                .bind(deadline + by_ms)
                .fetch_optional(&self.pool)
                .await?
                .is_some(),
            )
        })
        .await
    }
}
