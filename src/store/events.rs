//! A game's log of events besides its moves: takebacks asked for, accepted and declined, and
//! extra time given (`extra_time.rs`). A
//! takeback shortens the move log itself (the game as finally played) in the transaction that
//! records its acceptance.

use sqlx::Row;

use super::games::{bind_game_update, GAME_UPDATE};
use super::{id_in, id_out, GameRecord, Store, StoreError, StoreResult};

/// What happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    TakebackAsked,
    TakebackAccepted,
    TakebackDeclined,
    /// A player gave their opponent more time (`detail`: the milliseconds given).
    ExtraTime,
}

impl EventKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::TakebackAsked => "takeback-asked",
            EventKind::TakebackAccepted => "takeback-accepted",
            EventKind::TakebackDeclined => "takeback-declined",
            EventKind::ExtraTime => "extra-time",
        }
    }

    fn from_str(text: &str) -> StoreResult<EventKind> {
        Ok(match text {
            "takeback-asked" => EventKind::TakebackAsked,
            "takeback-accepted" => EventKind::TakebackAccepted,
            "takeback-declined" => EventKind::TakebackDeclined,
            "extra-time" => EventKind::ExtraTime,
            other => return Err(StoreError::Corrupt(format!("game event kind `{other}`"))),
        })
    }
}

/// One event of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEvent {
    pub game_id: i64,
    /// Unix ms.
    pub at: i64,
    /// Who made it.
    pub user_id: u64,
    pub kind: EventKind,
    /// The game's version it was made at: a request is answered at the same version.
    pub version: i64,
    /// What it changed, for reading (a takeback: the entries it removed, one per line).
    pub detail: String,
}

const EVENT_COLUMNS: &str = "game_id, at, user_id, kind, version, detail";

fn event_from_row(row: &sqlx::any::AnyRow) -> StoreResult<GameEvent> {
    Ok(GameEvent {
        game_id: row.try_get("game_id")?,
        at: row.try_get("at")?,
        user_id: id_out(row.try_get("user_id")?),
        kind: EventKind::from_str(row.try_get("kind")?)?,
        version: row.try_get("version")?,
        detail: row.try_get("detail")?,
    })
}

impl Store {
    /// A game's events, oldest first.
    pub async fn game_events(&self, game_id: i64) -> StoreResult<Vec<GameEvent>> {
        self.on_live_connection("read a game's events", |_| async move {
            sqlx::query(&format!(
                "SELECT {EVENT_COLUMNS} FROM game_events WHERE game_id = $1 ORDER BY id"
            ))
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(event_from_row)
            .collect()
        })
        .await
    }

    /// Record `event` if the game is still at the event's version and nothing has been
    /// recorded since the game's latest event was read (`after` events, as counted then): a
    /// request or an answer made against what its maker saw, or [`StoreError::Conflict`].
    pub async fn add_game_event(&self, event: &GameEvent, after: usize) -> StoreResult<()> {
        self.on_live_connection("record a game event", |after_loss| async move {
            let mut tx = self.pool.begin().await?;
            let added = insert_event_once(&mut tx, event, after).await?;
            if !added {
                tx.rollback().await?;
                // A lost answer may have been this very event.
                return match after_loss && self.holds_event(event).await? {
                    true => Ok(()),
                    false => Err(StoreError::Conflict),
                };
            }
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// A takeback accepted: in one transaction, `event` is recorded (checked like
    /// [`Store::add_game_event`]), the game becomes `next` (checked against its version), its
    /// log keeps its first `kept` entries.
    pub async fn commit_takeback(
        &self,
        next: &GameRecord,
        kept: i64,
        event: &GameEvent,
        after: usize,
    ) -> StoreResult<()> {
        self.commit_event_and_game("take back moves", next, event, after, Some(kept))
            .await
    }

    /// In one transaction: `event` is recorded (checked like [`Store::add_game_event`]), the
    /// game becomes `next` (checked against its version) and, with `kept`, its log keeps its
    /// first `kept` entries; else [`StoreError::Conflict`].
    pub(super) async fn commit_event_and_game(
        &self,
        what: &'static str,
        next: &GameRecord,
        event: &GameEvent,
        after: usize,
        kept: Option<i64>,
    ) -> StoreResult<()> {
        self.on_live_connection(what, |after_loss| async move {
            let mut tx = self.pool.begin().await?;
            let added = insert_event_once(&mut tx, event, after).await?;
            let updated = match added {
                true => bind_game_update(sqlx::query(GAME_UPDATE), next)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected(),
                false => 0,
            };
            if updated != 1 {
                tx.rollback().await?;
                return match after_loss && self.holds(next, None).await? {
                    true => Ok(()),
                    false => Err(StoreError::Conflict),
                };
            }
            if let Some(kept) = kept {
                sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
                    .bind(next.id)
                    .bind(kept)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    async fn holds_event(&self, event: &GameEvent) -> StoreResult<bool> {
        Ok(self.game_events(event.game_id).await?.last() == Some(event))
    }
}

/// Insert `event` only while the game has exactly `after` events and is at the event's
/// version; whether it was inserted.
async fn insert_event_once(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    event: &GameEvent,
    after: usize,
) -> StoreResult<bool> {
    // The game's row, locked first, lines up two events made at once (PostgreSQL): the second
    // counts the first's (SQLite has one writer anyway).
    let locked = sqlx::query("UPDATE games SET version = version WHERE id = $1 AND version = $2")
        .bind(event.game_id)
        .bind(event.version)
        .execute(&mut **tx)
        .await?;
    if locked.rows_affected() != 1 {
        return Ok(false);
    }
    let inserted = sqlx::query(&format!(
        "INSERT INTO game_events ({EVENT_COLUMNS}) SELECT $1, $2, $3, $4, $5, $6 \
         WHERE (SELECT COUNT(*) FROM game_events WHERE game_id = $1) = $7"
    ))
    .bind(event.game_id)
    .bind(event.at)
    .bind(id_in(event.user_id))
    .bind(event.kind.as_str())
    .bind(event.version)
    .bind(&event.detail)
    .bind(after as i64)
    .execute(&mut **tx)
    .await?;
    Ok(inserted.rows_affected() == 1)
}
