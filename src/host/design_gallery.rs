//! Designed games beyond their server (issue 44). A designer shares a game by a code, which
//! anyone plays with `/play game:<code>` in a DM or group DM (rated in the boardbot-wide pool
//! under the game's own name). A designer offers a game to the gallery; the bot's operator
//! approves or rejects it (names and rules texts are shown to strangers), and may withdraw it;
//! other servers add listed games and keep their copy whatever happens to the listing.

use super::{fresh_seed, Host, HostError, HostResult, User};
use crate::i18n::Text;
use crate::store::{GalleryEntry, GalleryState};

/// How much of a listed game's rules text `/design browse` shows.
const RULES_EXCERPT_CHARS: usize = 160;

impl Host {
    /// One of the server's own games (uploaded here, not added from the gallery), for its
    /// designers: its id and the version the server uses.
    async fn own_design(
        &self,
        guild_id: Option<u64>,
        user: &User,
        roles: &[u64],
        game: &str,
    ) -> HostResult<(u64, String, i64)> {
        let guild_id = self.designer_guild(guild_id, user, roles).await?;
        let (design, _) = self.design_versions(Some(guild_id), game).await?;
        if design.version.guild_id != guild_id {
            return Err(HostError::refused(
                Text::new("design-not-own").arg("name", design.version.name.as_str()),
            ));
        }
        Ok((guild_id, design.version.design_id, design.version.number))
    }

    /// A designer's share code for one of the server's own games (the same code each time).
    pub async fn share_design(
        &self,
        guild_id: Option<u64>,
        user: &User,
        roles: &[u64],
        game: &str,
    ) -> HostResult<String> {
        let (guild_id, design_id, _) = self.own_design(guild_id, user, roles, game).await?;
        let code = format!("{design_id}-{}", &fresh_seed()[..8]).to_lowercase();
        Ok(self
            .store
            .share_code(guild_id, &design_id, &code, user.id, self.now())
            .await?)
    }

    /// The rules file (hash) a share code names, if it names one.
    pub(super) async fn shared_design(&self, code: &str) -> HostResult<Option<String>> {
        Ok(self
            .store
            .shared_design(&code.trim().to_lowercase())
            .await?)
    }

    /// A designer offers the version of a game the server uses to the gallery; the operator
    /// decides.
    pub async fn publish_design(
        &self,
        guild_id: Option<u64>,
        user: &User,
        roles: &[u64],
        game: &str,
    ) -> HostResult<GalleryEntry> {
        let (guild_id, design_id, number) = self.own_design(guild_id, user, roles, game).await?;
        if let Some(entry) = self.store.gallery_entry(&design_id).await? {
            if entry.state == GalleryState::Listed && entry.number == number {
                return Err(HostError::refused(
                    Text::new("design-already-listed").arg("name", entry.name.as_str()),
                ));
            }
        }
        self.store
            .offer_to_gallery(guild_id, &design_id, number, user.id, self.now())
            .await?;
        self.gallery_entry(&design_id).await
    }

    async fn gallery_entry(&self, design_id: &str) -> HostResult<GalleryEntry> {
        self.store.gallery_entry(design_id).await?.ok_or_else(|| {
            HostError::refused(Text::new("design-not-in-gallery").arg("id", design_id))
        })
    }

    /// The gallery's games in one state (the operator's `design offers`, `/design browse`).
    pub async fn gallery(&self, state: GalleryState) -> HostResult<Vec<GalleryEntry>> {
        Ok(self.store.gallery(state).await?)
    }

    /// The listed games, each with the start of its rules text, for `/design browse`.
    pub async fn browse_gallery(&self) -> HostResult<Vec<(GalleryEntry, String)>> {
        let mut listed = Vec::new();
        for entry in self.store.gallery(GalleryState::Listed).await? {
            let kind = self.store.designed_kind(&entry.hash).await?;
            let rules = kind
                .rules_file()
                .map(|r| {
                    r.declarations
                        .rules
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .unwrap_or_default();
            listed.push((entry, super::at_most_chars(rules, RULES_EXCERPT_CHARS)));
        }
        Ok(listed)
    }

    /// The operator approves an offered game: every server now sees it.
    pub async fn approve_design(&self, design_id: &str) -> HostResult<GalleryEntry> {
        self.decide(
            design_id,
            &[GalleryState::Offered, GalleryState::Rejected],
            GalleryState::Listed,
            None,
        )
        .await
    }

    /// The operator rejects an offered game, saying why (the designer reads it).
    pub async fn reject_design(&self, design_id: &str, reason: &str) -> HostResult<GalleryEntry> {
        self.decide(
            design_id,
            &[GalleryState::Offered],
            GalleryState::Rejected,
            Some(reason),
        )
        .await
    }

    /// The operator takes a listed game off the gallery; servers that added it keep it.
    pub async fn withdraw_design(&self, design_id: &str, reason: &str) -> HostResult<GalleryEntry> {
        self.decide(
            design_id,
            &[GalleryState::Listed],
            GalleryState::Withdrawn,
            Some(reason),
        )
        .await
    }

    async fn decide(
        &self,
        design_id: &str,
        from: &[GalleryState],
        to: GalleryState,
        reason: Option<&str>,
    ) -> HostResult<GalleryEntry> {
        let entry = self.gallery_entry(design_id).await?;
        if !self
            .store
            .decide_gallery(design_id, from, to, reason, self.now())
            .await?
        {
            return Err(HostError::refused(
                Text::new("design-gallery-state")
                    .arg("id", design_id)
                    .arg("state", format!("{:?}", entry.state).to_lowercase()),
            ));
        }
        let decided = self.gallery_entry(design_id).await?;
        // The designer who offered it hears of the decision by DM (sent by the bot, which may
        // be another process than the operator's command).
        let news = match to {
            GalleryState::Listed => Some(super::DesignerNews::Approved),
            GalleryState::Rejected => Some(super::DesignerNews::Rejected),
            GalleryState::Withdrawn => Some(super::DesignerNews::Withdrawn),
            GalleryState::Offered => None,
        };
        if let Some(news) = news {
            let notice = crate::store::DesignerNoticeRecord {
                id: 0,
                user_id: decided.offered_by,
                kind: news.as_str().into(),
                design: decided.name.clone(),
                channel_id: None,
                detail: reason.unwrap_or_default().to_string(),
                created_at: self.now(),
            };
            if let Err(e) = self.store.add_designer_notice(&notice).await {
                tracing::warn!(design = design_id, error = %e, "could not queue the designer's news");
            }
        }
        Ok(decided)
    }

    /// A designer adds a listed game (by id or name) to the server, at its listed version.
    pub async fn add_gallery_design(
        &self,
        guild_id: Option<u64>,
        user: &User,
        roles: &[u64],
        game: &str,
    ) -> HostResult<GalleryEntry> {
        let guild_id = self.designer_guild(guild_id, user, roles).await?;
        let wanted = game.trim();
        let entry = self
            .store
            .gallery(GalleryState::Listed)
            .await?
            .into_iter()
            .find(|e| {
                e.design_id.eq_ignore_ascii_case(wanted) || e.name.eq_ignore_ascii_case(wanted)
            })
            .ok_or_else(|| {
                HostError::refused(Text::new("design-not-listed").arg("game", wanted))
            })?;
        let max = self.settings.max_designs_per_server;
        if self
            .server_designs(Some(guild_id))
            .await?
            .iter()
            .any(|d| d.version.design_id == entry.design_id)
        {
            return Err(HostError::refused(
                Text::new("design-already-here").arg("name", entry.name.as_str()),
            ));
        }
        if !self
            .store
            .add_server_design(guild_id, &entry.design_id, entry.number, self.now(), max)
            .await?
        {
            return Err(HostError::refused(
                Text::new("design-server-full").arg("max", max as i64),
            ));
        }
        Ok(entry)
    }
}
