//! Committed versions of games as PostgreSQL announces them to every process (the trigger of
//! `migrations/postgres/0028_game_changes.sql`, and after the end each rematch offer's, from
//! `0030_rematch_changes.sql`).

use sqlx::postgres::PgListener;

use super::{Backend, Status, Store, StoreResult};

/// The notification channel the trigger speaks on.
const CHANNEL: &str = "boardbot_game_changes";

/// A game reached `version`, as announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotifiedChange {
    pub game_id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub version: i64,
    pub live: bool,
}

impl Store {
    /// The database's address, on PostgreSQL (whose notifications other processes follow).
    pub fn postgres_url(&self) -> Option<String> {
        (self.backend == Backend::Postgres)
            .then(|| self.pool.connect_options().database_url.to_string())
    }
}

/// The changes announced from its connection on, on a connection of its own.
pub struct ChangeListener {
    listener: PgListener,
}

impl ChangeListener {
    /// Listening once this returns: every change committed after it is heard.
    pub async fn connect(url: &str) -> StoreResult<ChangeListener> {
        let mut listener = PgListener::connect(url).await?;
        listener.listen(CHANNEL).await?;
        Ok(ChangeListener { listener })
    }

    /// The next change. After an error the next call connects again (what was announced
    /// meanwhile is not heard).
    pub async fn next(&mut self) -> StoreResult<NotifiedChange> {
        loop {
            let notification = self.listener.recv().await?;
            match parse(notification.payload()) {
                Some(change) => return Ok(change),
                None => tracing::warn!(
                    payload = notification.payload(),
                    "an unreadable game notification"
                ),
            }
        }
    }
}

fn parse(payload: &str) -> Option<NotifiedChange> {
    let mut parts = payload.split(' ');
    let game_id = parts.next()?.parse().ok()?;
    let version = parts.next()?.parse().ok()?;
    let guild_id = parts.next()?.parse::<i64>().ok()? as u64;
    let status: Status = parts.next()?.parse().ok()?;
    let channel_id = parts.next()?.parse::<i64>().ok()? as u64;
    Some(NotifiedChange {
        game_id,
        guild_id,
        channel_id,
        version,
        live: status.is_live(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notification_reads_back() {
        assert_eq!(
            parse("12 5 100 active 300"),
            Some(NotifiedChange {
                game_id: 12,
                guild_id: 100,
                channel_id: 300,
                version: 5,
                live: true
            })
        );
        assert_eq!(parse("12 6 100 finished 300").map(|c| c.live), Some(false));
        assert_eq!(parse("12 x 100 active 300"), None);
        assert_eq!(parse("12 6 100 active"), None);
    }
}
