//! Designed games paused because their rules file failed mid-play (issue 44), and the direct
//! messages owed to designers. A pause is written with the game's change in one transaction,
//! so a game is never paused without its row, nor left with a row and its clock running.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::games::{bind_game_update, AnyQuery, GAME_UPDATE};
use super::{id_in, id_out, GameRecord, Store, StoreError, StoreResult};

/// A paused game: where and why its file failed, and how much of the turn was left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PauseRecord {
    pub game_id: i64,
    pub design_id: String,
    /// The version (SHA-256 of its file, hex) that failed.
    pub rules_hash: String,
    /// The move the file failed on, as the player gave it; it was not played.
    pub failed_move: String,
    pub failed_by: u64,
    /// What failed, and where in the file.
    pub fault: String,
    /// Time left of the turn's deadline when the game paused (none: it had none).
    pub deadline_left_ms: Option<i64>,
    pub paused_at: i64,
}

/// A direct message to a designer, queued until the bot's front end sends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DesignerNoticeRecord {
    pub id: i64,
    pub user_id: u64,
    /// `paused` (a game of theirs), `approved`, `rejected` or `withdrawn` (the gallery).
    pub kind: String,
    /// The game's name.
    pub design: String,
    /// The channel of the game concerned, if any.
    pub channel_id: Option<u64>,
    /// The fault, or the operator's reason.
    pub detail: String,
    pub created_at: i64,
}

const PAUSE_COLUMNS: &str = "game_id, design_id, rules_hash, failed_move, failed_by, fault, \
     deadline_left_ms, paused_at";

fn pause_of(r: &AnyRow) -> StoreResult<PauseRecord> {
    Ok(PauseRecord {
        game_id: r.try_get("game_id")?,
        design_id: r.try_get("design_id")?,
        rules_hash: r.try_get("rules_hash")?,
        failed_move: r.try_get("failed_move")?,
        failed_by: id_out(r.try_get("failed_by")?),
        fault: r.try_get("fault")?,
        deadline_left_ms: r.try_get("deadline_left_ms")?,
        paused_at: r.try_get("paused_at")?,
    })
}

impl Store {
    /// Pause a game: `next` (its successor, with no deadline) is written over the version it
    /// came from, with the pause and the designer's notice; `Conflict` and nothing written if
    /// the game moved on meanwhile.
    pub async fn pause_game(
        &self,
        next: &GameRecord,
        pause: &PauseRecord,
        notice: Option<&DesignerNoticeRecord>,
    ) -> StoreResult<()> {
        self.on_live_connection("pause a game", |_| async move {
            let mut tx = self.pool.begin().await?;
            update_over_version(&mut tx, next).await?;
            sqlx::query(&format!(
                "INSERT INTO paused_games ({PAUSE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
            ))
            .bind(pause.game_id)
            .bind(&pause.design_id)
            .bind(&pause.rules_hash)
            .bind(&pause.failed_move)
            .bind(id_in(pause.failed_by))
            .bind(&pause.fault)
            .bind(pause.deadline_left_ms)
            .bind(pause.paused_at)
            .execute(&mut *tx)
            .await?;
            if let Some(notice) = notice {
                insert_notice(notice).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// The pause of a game, if it is paused.
    pub async fn pause_of(&self, game_id: i64) -> StoreResult<Option<PauseRecord>> {
        let row = sqlx::query(&format!(
            "SELECT {PAUSE_COLUMNS} FROM paused_games WHERE game_id = $1"
        ))
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(pause_of).transpose()
    }

    /// The paused games of a designed game, oldest pause first.
    pub async fn pauses_of_design(&self, design_id: &str) -> StoreResult<Vec<PauseRecord>> {
        let rows = sqlx::query(&format!(
            "SELECT {PAUSE_COLUMNS} FROM paused_games WHERE design_id = $1 \
             ORDER BY paused_at, game_id"
        ))
        .bind(design_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(pause_of).collect()
    }

    /// Resume a paused game: `next` (its successor, on the rules file `rules_hash`) is written
    /// over the version it came from and the pause is lifted; `Conflict` if it moved on.
    pub async fn resume_game(&self, next: &GameRecord, rules_hash: &str) -> StoreResult<()> {
        self.on_live_connection("resume a game", |_| async move {
            let mut tx = self.pool.begin().await?;
            update_over_version(&mut tx, next).await?;
            sqlx::query("UPDATE games SET rules_hash = $2 WHERE id = $1")
                .bind(next.id)
                .bind(rules_hash)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM paused_games WHERE game_id = $1")
                .bind(next.id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// A game that ended (resigned, drawn, aborted) while paused is paused no more.
    pub async fn forget_pause(&self, game_id: i64) -> StoreResult<()> {
        sqlx::query("DELETE FROM paused_games WHERE game_id = $1")
            .bind(game_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Queue a direct message to a designer.
    pub async fn add_designer_notice(&self, notice: &DesignerNoticeRecord) -> StoreResult<()> {
        insert_notice(notice).execute(&self.pool).await?;
        Ok(())
    }

    /// The designers' messages waiting, oldest first (at most `limit`), each taken off the
    /// queue as it is returned: one process sends each, once, and none is kept after.
    pub async fn claim_designer_notices(
        &self,
        limit: i64,
    ) -> StoreResult<Vec<DesignerNoticeRecord>> {
        let rows = sqlx::query(
            "SELECT id, user_id, kind, design, channel_id, detail, created_at \
             FROM designer_notices ORDER BY id LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut claimed = Vec::new();
        for r in rows {
            let id: i64 = r.try_get("id")?;
            let taken = sqlx::query("DELETE FROM designer_notices WHERE id = $1")
                .bind(id)
                .execute(&self.pool)
                .await?;
            if taken.rows_affected() != 1 {
                continue;
            }
            claimed.push(DesignerNoticeRecord {
                id,
                user_id: id_out(r.try_get("user_id")?),
                kind: r.try_get("kind")?,
                design: r.try_get("design")?,
                channel_id: r.try_get::<Option<i64>, _>("channel_id")?.map(id_out),
                detail: r.try_get("detail")?,
                created_at: r.try_get("created_at")?,
            });
        }
        Ok(claimed)
    }
}

/// Write `next` over the version it came from, in `tx`; `Conflict` (and `tx` rolled back when
/// dropped) if the game moved on.
async fn update_over_version(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    next: &GameRecord,
) -> StoreResult<()> {
    let updated = bind_game_update(sqlx::query(GAME_UPDATE), next)
        .execute(&mut **tx)
        .await?;
    match updated.rows_affected() {
        1 => Ok(()),
        _ => Err(StoreError::Conflict),
    }
}

fn insert_notice(notice: &DesignerNoticeRecord) -> AnyQuery<'_> {
    sqlx::query(
        "INSERT INTO designer_notices (user_id, kind, design, channel_id, detail, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id_in(notice.user_id))
    .bind(&notice.kind)
    .bind(&notice.design)
    .bind(notice.channel_id.map(id_in))
    .bind(&notice.detail)
    .bind(notice.created_at)
}
