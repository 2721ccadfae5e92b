//! The sides' colours in board pictures: each player's own palette for the pictures only
//! they see (their Cross Words Combat page), each server's for the boards posted there,
//! chosen by its moderators. Classic until chosen.

use std::time::Duration;

use super::*;
use crate::render::Palette;
use crate::store::PaletteOwner;

/// How long a server's palette, once read, is used without reading it again: every board
/// needs it, and another process may have changed it.
pub const PALETTE_FRESH: Duration = Duration::from_secs(60);

impl Host {
    /// The palette `user` chose for the pictures only they see.
    pub async fn palette_preference(&self, user_id: u64) -> HostResult<Palette> {
        Ok(self.stored_palette(PaletteOwner::User(user_id)).await?)
    }

    /// A player chooses the palette of the pictures only they see.
    pub async fn set_palette_preference(&self, user: &User, palette: Palette) -> HostResult<()> {
        self.store
            .set_palette(PaletteOwner::User(user.id), palette.id())
            .await?;
        Ok(())
    }

    /// Moderators choose the palette of the server's boards; boards drawn from now on use it.
    pub async fn set_server_palette(
        &self,
        guild_id: Option<u64>,
        user: &User,
        palette: Palette,
    ) -> HostResult<()> {
        let guild_id = moderated_guild(guild_id, user)?;
        self.store
            .set_palette(PaletteOwner::Guild(guild_id), palette.id())
            .await?;
        self.palettes.keep(guild_id, palette);
        Ok(())
    }

    /// The palette of a server's boards, as read at most [`PALETTE_FRESH`] ago. A board is
    /// never refused for its colours: when the store cannot say, it is drawn in the classic
    /// palette.
    pub async fn server_palette(&self, guild_id: u64) -> Palette {
        if let Some(palette) = self.palettes.get(&guild_id) {
            return palette;
        }
        match self.stored_palette(PaletteOwner::Guild(guild_id)).await {
            Ok(palette) => {
                self.palettes.keep(guild_id, palette);
                palette
            }
            Err(e) => {
                warn!(guild_id, error = %e, "could not read the server's palette");
                Palette::default()
            }
        }
    }

    async fn stored_palette(&self, owner: PaletteOwner) -> StoreResult<Palette> {
        let id = self.store.palette(owner).await?;
        Ok(id.and_then(|id| Palette::from_id(&id)).unwrap_or_default())
    }
}
