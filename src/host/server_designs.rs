//! Designed games on Discord (issue 44): a server's designers upload rules files, each upload a
//! version of its game; the server's new games use the version it chose; `/play` finds a
//! server's designed games by id or name after the five native ones. Who may upload is decided
//! here: members who manage the server, or who hold the server's designers' role.

use std::sync::Arc;

use super::{Host, HostError, HostResult, Resumed, User};
use crate::games::designed::DesignedRules;
use crate::games::designed::{check_file, CheckReport};
use crate::games::GameKind;
use crate::i18n::Text;
use crate::store::{DesignVersion, RulesFileRecord, ServerDesign, UploadOutcome};

/// The largest rules file a server may upload, in bytes.
pub const MAX_UPLOAD_BYTES: usize = 256 * 1024;

/// Seeded random games an upload is checked with: `boardbot design check`'s number.
pub const UPLOAD_CHECK_GAMES: usize = crate::games::designed::CHECK_GAMES;

/// How an upload went, for the designer alone.
#[derive(Clone, Debug)]
pub enum UploadReport {
    /// Kept as this version and used by the server's new games; `unchanged` when the same file
    /// was that version already.
    Accepted {
        version: DesignVersion,
        unchanged: bool,
        check: CheckReport,
        /// The server's games of it paused on a failing version, resumed on this one (or not).
        resumed: Box<Resumed>,
    },
    /// Not kept: every problem found, each with its line where the file has one.
    Refused { problems: Vec<String> },
}

impl Host {
    /// The server in which `user`, holding `roles`, may upload and manage designed games.
    pub async fn designer_guild(
        &self,
        guild_id: Option<u64>,
        user: &User,
        roles: &[u64],
    ) -> HostResult<u64> {
        let guild_id =
            guild_id.ok_or_else(|| HostError::refused(Text::new("design-need-server")))?;
        if user.manages_server {
            return Ok(guild_id);
        }
        match self.store.designer_role(guild_id).await? {
            Some(role) if roles.contains(&role) => Ok(guild_id),
            Some(_) => Err(HostError::refused(Text::new("design-designers-only-role"))),
            None => Err(HostError::refused(Text::new("design-designers-only"))),
        }
    }

    /// Moderators name the role whose members may upload rules files (or none).
    pub async fn set_designers_role(
        &self,
        guild_id: Option<u64>,
        user: &User,
        role: Option<u64>,
    ) -> HostResult<()> {
        let guild_id = super::settings::moderated_guild(guild_id, user)?;
        self.store.set_designer_role(guild_id, role).await?;
        Ok(())
    }

    /// The role a server named for its designers.
    pub async fn designers_role(&self, guild_id: u64) -> HostResult<Option<u64>> {
        Ok(self.store.designer_role(guild_id).await?)
    }

    /// Check an uploaded rules file as `boardbot design check` does, off the async runtime
    /// within the server's share of the CPU (`progress(done, games)` after each game), and keep
    /// it as the next version of its game in the server when it is sound.
    pub async fn upload_design(
        &self,
        guild_id: Option<u64>,
        user: &User,
        roles: &[u64],
        file_name: &str,
        bytes: &[u8],
        progress: impl FnMut(usize, usize) + Send + 'static,
    ) -> HostResult<UploadReport> {
        let guild_id = self.designer_guild(guild_id, user, roles).await?;
        let refused = |id: &'static str| Err(HostError::refused(Text::new(id)));
        if !file_name.to_ascii_lowercase().ends_with(".luau") {
            return refused("design-upload-not-luau");
        }
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(HostError::refused(
                Text::new("design-upload-too-big").arg("kb", (MAX_UPLOAD_BYTES / 1024) as i64),
            ));
        }
        let Ok(source) = std::str::from_utf8(bytes) else {
            return refused("design-upload-not-text");
        };
        let (name, source) = (file_name.to_string(), source.to_string());
        let checked = self
            .design_calls
            .run(guild_id, move || check_upload(&name, &source, progress))
            .await?;
        let (rules, check) = match checked {
            Ok(checked) => checked,
            Err(problems) => return Ok(UploadReport::Refused { problems }),
        };
        let now = self.now();
        self.store
            .save_rules_file(&RulesFileRecord::of(&rules, now))
            .await?;
        let outcome = self
            .store
            .add_design_upload(
                guild_id,
                &rules.declarations.id,
                &rules.hash_hex(),
                user.id,
                now,
                self.settings.max_designs_per_server,
            )
            .await?;
        let (version, unchanged) = match outcome {
            UploadOutcome::Added(version) => (version, false),
            UploadOutcome::Unchanged(version) => (version, true),
            UploadOutcome::IdTaken => {
                return Err(HostError::refused(
                    Text::new("design-id-taken").arg("id", rules.declarations.id.as_str()),
                ))
            }
            UploadOutcome::ServerFull => {
                return Err(HostError::refused(
                    Text::new("design-server-full")
                        .arg("max", self.settings.max_designs_per_server as i64),
                ))
            }
        };
        let resumed = self
            .resume_paused(guild_id, &version.design_id, &version.hash, !unchanged)
            .await?;
        Ok(UploadReport::Accepted {
            version,
            unchanged,
            check,
            resumed: Box::new(resumed),
        })
    }

    /// The designed games a server plays (none outside servers).
    pub async fn server_designs(&self, guild_id: Option<u64>) -> HostResult<Vec<ServerDesign>> {
        match guild_id {
            Some(guild_id) => Ok(self.store.server_designs(guild_id).await?),
            None => Ok(Vec::new()),
        }
    }

    /// One of the server's designed games, by id or name (any case).
    async fn server_design(&self, guild_id: u64, text: &str) -> HostResult<Option<ServerDesign>> {
        let text = text.trim();
        Ok(self
            .store
            .server_designs(guild_id)
            .await?
            .into_iter()
            .find(|d| {
                d.version.design_id.eq_ignore_ascii_case(text)
                    || d.version.name.eq_ignore_ascii_case(text)
            }))
    }

    /// Every version of one of the server's designed games, with the one in use.
    pub async fn design_versions(
        &self,
        guild_id: Option<u64>,
        game: &str,
    ) -> HostResult<(ServerDesign, Vec<DesignVersion>)> {
        let guild_id =
            guild_id.ok_or_else(|| HostError::refused(Text::new("design-need-server")))?;
        let design = self
            .server_design(guild_id, game)
            .await?
            .ok_or_else(|| unknown_design(game))?;
        let versions = self
            .store
            .design_versions(&design.version.design_id)
            .await?;
        Ok((design, versions))
    }

    /// A designer makes version `number` of a game the one the server's new games use (a
    /// rollback, or forward again); games in progress keep theirs, but for those paused on a
    /// failing version, which go on on this one where they can.
    pub async fn use_design_version(
        &self,
        guild_id: Option<u64>,
        user: &User,
        roles: &[u64],
        game: &str,
        number: i64,
    ) -> HostResult<(DesignVersion, Resumed)> {
        let guild_id = self.designer_guild(guild_id, user, roles).await?;
        let design = self
            .server_design(guild_id, game)
            .await?
            .ok_or_else(|| unknown_design(game))?;
        let id = design.version.design_id;
        if !self.store.use_design_version(guild_id, &id, number).await? {
            return Err(HostError::refused(
                Text::new("design-no-such-version")
                    .arg("name", design.version.name.as_str())
                    .arg("number", number),
            ));
        }
        let version = self
            .store
            .design_version(&id, number)
            .await?
            .ok_or_else(|| HostError::Internal(format!("version {number} of {id} vanished")))?;
        let resumed = self
            .resume_paused(guild_id, &id, &version.hash, false)
            .await?;
        Ok((version, resumed))
    }

    /// The game a player names where they play: a native game by id or name, else one of the
    /// server's designed games by id or name, else a designed game's share code (see
    /// `design_gallery`), each at the version its server uses.
    pub async fn game_named(&self, guild_id: Option<u64>, text: &str) -> HostResult<GameKind> {
        let wanted = text.trim();
        if let Some(kind) = GameKind::ALL.iter().copied().find(|k| {
            k.id().eq_ignore_ascii_case(wanted) || k.display_name().eq_ignore_ascii_case(wanted)
        }) {
            return Ok(kind);
        }
        let design = match guild_id {
            Some(guild_id) => self.server_design(guild_id, wanted).await?,
            None => None,
        };
        let hash = match design {
            Some(design) => design.version.hash,
            // A share code plays the sharing server's game anywhere.
            None => match self.shared_design(wanted).await? {
                Some(hash) => hash,
                None if guild_id.is_some() => return Err(unknown_design(wanted)),
                None => {
                    return Err(HostError::refused(
                        Text::new("design-unknown-game-here").arg("game", wanted),
                    ))
                }
            },
        };
        Ok(self.store.designed_kind(&hash).await?)
    }

    /// The games a player may name where they play, as (name, id): the five native games, then
    /// the server's designed games.
    pub async fn games_offered(&self, guild_id: Option<u64>) -> HostResult<Vec<(String, String)>> {
        let mut games: Vec<(String, String)> = GameKind::ALL
            .iter()
            .map(|k| (k.display_name().to_string(), k.id().to_string()))
            .collect();
        for design in self.server_designs(guild_id).await? {
            games.push((design.version.name, design.version.design_id));
        }
        Ok(games)
    }
}

fn unknown_design(game: &str) -> HostError {
    HostError::refused(Text::new("design-unknown-game").arg("game", game.trim()))
}

/// Load an upload without entering it in the catalog, check it, and enter it when sound: the
/// rules and their check, or every problem found.
fn check_upload(
    file_name: &str,
    source: &str,
    progress: impl FnMut(usize, usize),
) -> Result<(Arc<DesignedRules>, CheckReport), Vec<String>> {
    let trial = DesignedRules::trial(file_name, source).map_err(|e| vec![e.to_string()])?;
    let check = check_file(&trial, UPLOAD_CHECK_GAMES, progress);
    if !check.is_sound() {
        return Err(check.problems.iter().map(|p| p.message.clone()).collect());
    }
    let rules = DesignedRules::from_source(file_name, source).map_err(|e| vec![e.to_string()])?;
    Ok((rules, check))
}
