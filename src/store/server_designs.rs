//! Designed games on Discord (issue 44): each upload of a rules file to a server is a numbered
//! version of its game; a server plays its games at the version it chose; a role may upload.
//! The files themselves are in `rules_files`. A game's id belongs to the server that first
//! uploaded it, so that a name means one game boardbot-wide (ratings, pages, share codes).

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{id_in, id_out, Store, StoreResult};

/// One version of a designed game: an upload.
#[derive(Clone, Debug, PartialEq)]
pub struct DesignVersion {
    pub design_id: String,
    /// 1 for the first upload of the game, then 2, 3, …
    pub number: i64,
    /// The server that uploaded it (the game's owner).
    pub guild_id: u64,
    pub hash: String,
    /// The game's name and version string as the file declares them.
    pub name: String,
    pub declared_version: String,
    pub author_id: u64,
    pub uploaded_at: i64,
}

/// A designed game a server plays, at the version its new games use.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerDesign {
    pub version: DesignVersion,
    /// The newest version uploaded (the one in use may be older: rolled back).
    pub latest_number: i64,
}

/// What became of an upload.
#[derive(Clone, Debug, PartialEq)]
pub enum UploadOutcome {
    /// Kept as this new version, now used by the server's new games.
    Added(DesignVersion),
    /// The very same file is already this version of the game; it is now in use again.
    Unchanged(DesignVersion),
    /// The game's id belongs to another server's game.
    IdTaken,
    /// The server plays as many designed games as it may.
    ServerFull,
}

const VERSION_COLUMNS: &str = "u.design_id, u.number, u.guild_id, u.hash, f.name, \
     f.version AS declared_version, u.author_id, u.uploaded_at";

fn version_of(r: &AnyRow) -> StoreResult<DesignVersion> {
    Ok(DesignVersion {
        design_id: r.try_get("design_id")?,
        number: r.try_get("number")?,
        guild_id: id_out(r.try_get("guild_id")?),
        hash: r.try_get("hash")?,
        name: r.try_get("name")?,
        declared_version: r.try_get("declared_version")?,
        author_id: id_out(r.try_get("author_id")?),
        uploaded_at: r.try_get("uploaded_at")?,
    })
}

impl Store {
    /// Keep an upload of `hash` (whose rules file is kept already) by `author_id` in
    /// `guild_id` as the next version of `design_id`, used by the server's new games from now
    /// on; refused when another server owns the id, or when the server already plays
    /// `max_per_server` other designed games.
    pub async fn add_design_upload(
        &self,
        guild_id: u64,
        design_id: &str,
        hash: &str,
        author_id: u64,
        at: i64,
        max_per_server: usize,
    ) -> StoreResult<UploadOutcome> {
        self.on_live_connection("keep an upload", |_| async move {
            let mut tx = self.pool.begin().await?;
            let owner: Option<i64> =
                sqlx::query("SELECT guild_id FROM design_uploads WHERE design_id = $1 LIMIT 1")
                    .bind(design_id)
                    .fetch_optional(&mut *tx)
                    .await?
                    .map(|r| r.try_get("guild_id"))
                    .transpose()?;
            if owner.is_some_and(|g| id_out(g) != guild_id) {
                return Ok(UploadOutcome::IdTaken);
            }
            let others: i64 = sqlx::query(
                "SELECT COUNT(*) AS n FROM server_designs WHERE guild_id = $1 AND design_id <> $2",
            )
            .bind(id_in(guild_id))
            .bind(design_id)
            .fetch_one(&mut *tx)
            .await?
            .try_get("n")?;
            if others as usize >= max_per_server {
                return Ok(UploadOutcome::ServerFull);
            }
            let same: Option<i64> = sqlx::query(
                "SELECT number FROM design_uploads WHERE design_id = $1 AND hash = $2 \
                 ORDER BY number DESC LIMIT 1",
            )
            .bind(design_id)
            .bind(hash)
            .fetch_optional(&mut *tx)
            .await?
            .map(|r| r.try_get("number"))
            .transpose()?;
            let number = match same {
                Some(n) => n,
                None => {
                    let n: i64 = sqlx::query(
                        "SELECT COALESCE(MAX(number), 0) + 1 AS n FROM design_uploads \
                         WHERE design_id = $1",
                    )
                    .bind(design_id)
                    .fetch_one(&mut *tx)
                    .await?
                    .try_get("n")?;
                    sqlx::query(
                        "INSERT INTO design_uploads (design_id, number, guild_id, hash, \
                         author_id, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6)",
                    )
                    .bind(design_id)
                    .bind(n)
                    .bind(id_in(guild_id))
                    .bind(hash)
                    .bind(id_in(author_id))
                    .bind(at)
                    .execute(&mut *tx)
                    .await?;
                    n
                }
            };
            sqlx::query(
                "INSERT INTO server_designs (guild_id, design_id, number, added_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, design_id) \
                 DO UPDATE SET number = excluded.number",
            )
            .bind(id_in(guild_id))
            .bind(design_id)
            .bind(number)
            .bind(at)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            let version = self
                .design_version(design_id, number)
                .await?
                .ok_or_else(|| super::StoreError::Corrupt(format!("upload {design_id} lost")))?;
            Ok(match same {
                Some(_) => UploadOutcome::Unchanged(version),
                None => UploadOutcome::Added(version),
            })
        })
        .await
    }

    /// One version of a designed game.
    pub async fn design_version(
        &self,
        design_id: &str,
        number: i64,
    ) -> StoreResult<Option<DesignVersion>> {
        let row = sqlx::query(&format!(
            "SELECT {VERSION_COLUMNS} FROM design_uploads u JOIN rules_files f ON f.hash = u.hash \
             WHERE u.design_id = $1 AND u.number = $2"
        ))
        .bind(design_id)
        .bind(number)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(version_of).transpose()
    }

    /// Every version of a designed game, oldest first.
    pub async fn design_versions(&self, design_id: &str) -> StoreResult<Vec<DesignVersion>> {
        let rows = sqlx::query(&format!(
            "SELECT {VERSION_COLUMNS} FROM design_uploads u JOIN rules_files f ON f.hash = u.hash \
             WHERE u.design_id = $1 ORDER BY u.number"
        ))
        .bind(design_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(version_of).collect()
    }

    /// The designed games a server plays, by name.
    pub async fn server_designs(&self, guild_id: u64) -> StoreResult<Vec<ServerDesign>> {
        let rows = sqlx::query(&format!(
            "SELECT {VERSION_COLUMNS}, (SELECT MAX(l.number) FROM design_uploads l \
             WHERE l.design_id = u.design_id) AS latest_number \
             FROM server_designs s \
             JOIN design_uploads u ON u.design_id = s.design_id AND u.number = s.number \
             JOIN rules_files f ON f.hash = u.hash \
             WHERE s.guild_id = $1 ORDER BY f.name, u.design_id"
        ))
        .bind(id_in(guild_id))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(ServerDesign {
                    version: version_of(r)?,
                    latest_number: r.try_get("latest_number")?,
                })
            })
            .collect()
    }

    /// Make version `number` of `design_id` the one the server's new games use; false when
    /// the server does not play the game or there is no such version.
    pub async fn use_design_version(
        &self,
        guild_id: u64,
        design_id: &str,
        number: i64,
    ) -> StoreResult<bool> {
        let done = sqlx::query(
            "UPDATE server_designs SET number = $3 WHERE guild_id = $1 AND design_id = $2 \
             AND EXISTS (SELECT 1 FROM design_uploads WHERE design_id = $2 AND number = $3)",
        )
        .bind(id_in(guild_id))
        .bind(design_id)
        .bind(number)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// The uploads of one person: (game id, version number, server, when), oldest first.
    pub(super) async fn uploads_by(
        &self,
        author_id: u64,
    ) -> StoreResult<Vec<(String, i64, u64, i64)>> {
        let rows = sqlx::query(
            "SELECT design_id, number, guild_id, uploaded_at FROM design_uploads \
             WHERE author_id = $1 ORDER BY uploaded_at, design_id, number",
        )
        .bind(id_in(author_id))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get("design_id")?,
                    r.try_get("number")?,
                    id_out(r.try_get("guild_id")?),
                    r.try_get("uploaded_at")?,
                ))
            })
            .collect()
    }

    /// The role whose members may upload rules files in the server, if it named one.
    pub async fn designer_role(&self, guild_id: u64) -> StoreResult<Option<u64>> {
        let row = sqlx::query("SELECT role_id FROM designer_roles WHERE guild_id = $1")
            .bind(id_in(guild_id))
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| Ok(id_out(r.try_get("role_id")?))).transpose()
    }

    /// Name the server's designers' role, or none.
    pub async fn set_designer_role(&self, guild_id: u64, role: Option<u64>) -> StoreResult<()> {
        match role {
            Some(role) => sqlx::query(
                "INSERT INTO designer_roles (guild_id, role_id) VALUES ($1, $2) \
                 ON CONFLICT (guild_id) DO UPDATE SET role_id = excluded.role_id",
            )
            .bind(id_in(guild_id))
            .bind(id_in(role)),
            None => {
                sqlx::query("DELETE FROM designer_roles WHERE guild_id = $1").bind(id_in(guild_id))
            }
        }
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
