//! Designed games beyond their server (issue 44): share codes, to play a server's game in DMs
//! and group DMs, and the gallery of games the operator approved, which other servers add.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{id_in, id_out, Store, StoreResult};

/// A game offered to the gallery, and what became of the offer.
#[derive(Clone, Debug, PartialEq)]
pub struct GalleryEntry {
    pub design_id: String,
    /// The server that offered it (the game's owner).
    pub guild_id: u64,
    /// The version offered, listed once approved.
    pub number: i64,
    pub state: GalleryState,
    /// Why it was rejected or withdrawn, as the operator wrote it.
    pub reason: Option<String>,
    pub offered_by: u64,
    pub offered_at: i64,
    /// The game's name and rules text, from the version's file.
    pub name: String,
    pub hash: String,
}

/// Where an offer stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GalleryState {
    /// Waiting for the operator.
    Offered,
    /// Approved: every server sees it in `/design browse`.
    Listed,
    Rejected,
    /// Taken off the list by the operator; servers that added it keep their copy.
    Withdrawn,
}

impl GalleryState {
    fn as_str(self) -> &'static str {
        match self {
            GalleryState::Offered => "offered",
            GalleryState::Listed => "listed",
            GalleryState::Rejected => "rejected",
            GalleryState::Withdrawn => "withdrawn",
        }
    }

    fn parse(text: &str) -> StoreResult<GalleryState> {
        Ok(match text {
            "offered" => GalleryState::Offered,
            "listed" => GalleryState::Listed,
            "rejected" => GalleryState::Rejected,
            "withdrawn" => GalleryState::Withdrawn,
            other => {
                return Err(super::StoreError::Corrupt(format!(
                    "gallery state `{other}`"
                )))
            }
        })
    }
}

const ENTRY_COLUMNS: &str = "g.design_id, g.guild_id, g.number, g.state, g.reason, g.offered_by, \
     g.offered_at, f.name, u.hash";
const ENTRY_FROM: &str = "design_gallery g \
     JOIN design_uploads u ON u.design_id = g.design_id AND u.number = g.number \
     JOIN rules_files f ON f.hash = u.hash";

fn entry_of(r: &AnyRow) -> StoreResult<GalleryEntry> {
    Ok(GalleryEntry {
        design_id: r.try_get("design_id")?,
        guild_id: id_out(r.try_get("guild_id")?),
        number: r.try_get("number")?,
        state: GalleryState::parse(&r.try_get::<String, _>("state")?)?,
        reason: r.try_get("reason")?,
        offered_by: id_out(r.try_get("offered_by")?),
        offered_at: r.try_get("offered_at")?,
        name: r.try_get("name")?,
        hash: r.try_get("hash")?,
    })
}

impl Store {
    /// The share code of a server's game: the one it has, or `code` kept as its new one.
    pub async fn share_code(
        &self,
        guild_id: u64,
        design_id: &str,
        code: &str,
        by: u64,
        at: i64,
    ) -> StoreResult<String> {
        sqlx::query(
            "INSERT INTO design_shares (code, design_id, guild_id, created_by, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, design_id) DO NOTHING",
        )
        .bind(code)
        .bind(design_id)
        .bind(id_in(guild_id))
        .bind(id_in(by))
        .bind(at)
        .execute(&self.pool)
        .await?;
        let row =
            sqlx::query("SELECT code FROM design_shares WHERE guild_id = $1 AND design_id = $2")
                .bind(id_in(guild_id))
                .bind(design_id)
                .fetch_one(&self.pool)
                .await?;
        Ok(row.try_get("code")?)
    }

    /// The game a share code names: the rules file (hash) its server's new games use.
    pub async fn shared_design(&self, code: &str) -> StoreResult<Option<String>> {
        let row = sqlx::query(
            "SELECT u.hash FROM design_shares s \
             JOIN server_designs d ON d.guild_id = s.guild_id AND d.design_id = s.design_id \
             JOIN design_uploads u ON u.design_id = d.design_id AND u.number = d.number \
             WHERE s.code = $1",
        )
        .bind(code)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| Ok(r.try_get("hash")?)).transpose()
    }

    /// Offer version `number` of a server's game to the gallery (again, if it was offered
    /// before: the operator decides anew).
    pub async fn offer_to_gallery(
        &self,
        guild_id: u64,
        design_id: &str,
        number: i64,
        by: u64,
        at: i64,
    ) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO design_gallery (design_id, guild_id, number, state, reason, offered_by, \
             offered_at, decided_at) VALUES ($1, $2, $3, 'offered', NULL, $4, $5, NULL) \
             ON CONFLICT (design_id) DO UPDATE SET number = excluded.number, state = 'offered', \
             reason = NULL, offered_by = excluded.offered_by, offered_at = excluded.offered_at, \
             decided_at = NULL",
        )
        .bind(design_id)
        .bind(id_in(guild_id))
        .bind(number)
        .bind(id_in(by))
        .bind(at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The operator's decision on a game of the gallery: false when it is not in the state
    /// the decision needs (`from`).
    pub async fn decide_gallery(
        &self,
        design_id: &str,
        from: &[GalleryState],
        to: GalleryState,
        reason: Option<&str>,
        at: i64,
    ) -> StoreResult<bool> {
        let from: Vec<String> = from.iter().map(|s| format!("'{}'", s.as_str())).collect();
        let done = sqlx::query(&format!(
            "UPDATE design_gallery SET state = $2, reason = $3, decided_at = $4 \
             WHERE design_id = $1 AND state IN ({})",
            from.join(", ")
        ))
        .bind(design_id)
        .bind(to.as_str())
        .bind(reason)
        .bind(at)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// One game of the gallery, whatever its state.
    pub async fn gallery_entry(&self, design_id: &str) -> StoreResult<Option<GalleryEntry>> {
        let row = sqlx::query(&format!(
            "SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} WHERE g.design_id = $1"
        ))
        .bind(design_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(entry_of).transpose()
    }

    /// The gallery's games in one state, by name.
    pub async fn gallery(&self, state: GalleryState) -> StoreResult<Vec<GalleryEntry>> {
        let rows = sqlx::query(&format!(
            "SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} WHERE g.state = $1 \
             ORDER BY f.name, g.design_id"
        ))
        .bind(state.as_str())
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(entry_of).collect()
    }

    /// A server adds a game at `number` (from the gallery); false when it plays it already or
    /// already plays `max_per_server` designed games.
    pub async fn add_server_design(
        &self,
        guild_id: u64,
        design_id: &str,
        number: i64,
        at: i64,
        max_per_server: usize,
    ) -> StoreResult<bool> {
        let done = sqlx::query(
            "INSERT INTO server_designs (guild_id, design_id, number, added_at) \
             SELECT $1, $2, $3, $4 WHERE (SELECT COUNT(*) FROM server_designs \
             WHERE guild_id = $1) < $5 ON CONFLICT (guild_id, design_id) DO NOTHING",
        )
        .bind(id_in(guild_id))
        .bind(design_id)
        .bind(number)
        .bind(at)
        .bind(max_per_server as i64)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }
}
