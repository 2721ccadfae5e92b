//! Web sign-in sessions, kept by the hash of their token (see `host/sessions.rs`).

use sqlx::Row;

use super::{id_in, id_out, Store, StoreResult};

/// Who a live session belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    pub user_id: u64,
    pub name: String,
    pub expires_at: i64,
}

impl Store {
    pub async fn create_session(
        &self,
        token_hash: &str,
        user_id: u64,
        name: &str,
        now: i64,
        expires_at: i64,
    ) -> StoreResult<()> {
        self.on_live_connection("create a web session", |_| async move {
            // Expired sessions go as new ones come: the table holds live ones only.
            sqlx::query("DELETE FROM web_sessions WHERE expires_at <= $1")
                .bind(now)
                .execute(&self.pool)
                .await?;
            sqlx::query(
                "INSERT INTO web_sessions (token_hash, user_id, name, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(token_hash)
            .bind(id_in(user_id))
            .bind(name)
            .bind(now)
            .bind(expires_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// The session with this token hash, unless it expired by `now`.
    pub async fn session(&self, token_hash: &str, now: i64) -> StoreResult<Option<SessionRecord>> {
        self.on_live_connection("read a web session", |_| async move {
            sqlx::query(
                "SELECT user_id, name, expires_at FROM web_sessions \
                 WHERE token_hash = $1 AND expires_at > $2",
            )
            .bind(token_hash)
            .bind(now)
            .fetch_optional(&self.pool)
            .await?
            .map(|r| {
                Ok(SessionRecord {
                    user_id: id_out(r.try_get("user_id")?),
                    name: r.try_get("name")?,
                    expires_at: r.try_get("expires_at")?,
                })
            })
            .transpose()
        })
        .await
    }

    /// Ends a session (logging out). Whether there was one.
    pub async fn delete_session(&self, token_hash: &str) -> StoreResult<bool> {
        self.on_live_connection("delete a web session", |_| async move {
            let deleted = sqlx::query("DELETE FROM web_sessions WHERE token_hash = $1")
                .bind(token_hash)
                .execute(&self.pool)
                .await?;
            Ok(deleted.rows_affected() > 0)
        })
        .await
    }

    /// Ends every session of the person whose session `token_hash` is ("log out
    /// everywhere"). How many ended; none for a token that is no session.
    pub async fn delete_sessions_of_holder(&self, token_hash: &str) -> StoreResult<u64> {
        self.on_live_connection("delete a person's web sessions", |_| async move {
            let deleted = sqlx::query(
                "DELETE FROM web_sessions WHERE user_id = \
                 (SELECT user_id FROM web_sessions WHERE token_hash = $1)",
            )
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
            Ok(deleted.rows_affected())
        })
        .await
    }
}
