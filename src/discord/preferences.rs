//! `/preferences`: a player's own settings, kept by the host for every server. So far the
//! palette of the pictures only they see; a server's boards follow `/settings palette:`.

use super::invocation::{author, refuse, reply_private};
use super::{Context, Error};
use crate::i18n::Text;
use crate::render::Palette;

/// The palettes as a command option.
#[derive(poise::ChoiceParameter, Clone, Copy)]
pub enum PaletteChoice {
    #[name = "classic"]
    Classic,
    #[name = "colour-blind"]
    ColourBlind,
}

impl From<PaletteChoice> for Palette {
    fn from(c: PaletteChoice) -> Palette {
        match c {
            PaletteChoice::Classic => Palette::Classic,
            PaletteChoice::ColourBlind => Palette::ColourBlind,
        }
    }
}

/// The palette's name for readers: "classic red and blue".
pub fn palette_name(palette: Palette) -> Text {
    match palette {
        Palette::Classic => Text::new("palette-classic"),
        Palette::ColourBlind => Text::new("palette-colour-blind"),
    }
}

/// Your own settings: the colours of the pictures only you see.
#[poise::command(slash_command)]
pub async fn preferences(ctx: Context<'_>, palette: Option<PaletteChoice>) -> Result<(), Error> {
    let host = &ctx.data().host;
    let me = author(ctx);
    let result = match palette {
        Some(choice) => {
            let palette = Palette::from(choice);
            host.set_palette_preference(&me, palette)
                .await
                .map(|()| palette)
        }
        None => host.palette_preference(me.id).await,
    };
    match result {
        Ok(palette) => {
            let text = Text::new("preferences-palette").arg("palette", palette_name(palette));
            reply_private(ctx, text).await
        }
        Err(e) => refuse(ctx, &e, "preferences").await,
    }
}
