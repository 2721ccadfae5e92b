//! `/preferences`: a player's own settings, kept by the host for every server: the palette of
//! the pictures only they see (a server's boards follow `/settings palette:`), and the confirm
//! step for moves made with the board's buttons.

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

/// Your own settings: your pictures' colours; a confirm step for board buttons.
#[poise::command(slash_command)]
pub async fn preferences(
    ctx: Context<'_>,
    palette: Option<PaletteChoice>,
    confirm: Option<bool>,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let me = author(ctx);
    let result = async {
        let palette = match palette {
            Some(choice) => {
                let palette = Palette::from(choice);
                host.set_palette_preference(&me, palette).await?;
                palette
            }
            None => host.palette_preference(me.id).await?,
        };
        let confirm = match confirm {
            Some(on) => {
                host.set_confirms_moves(&me, on).await?;
                on
            }
            None => host.confirms_moves(me.id).await?,
        };
        Ok::<_, crate::host::HostError>((palette, confirm))
    }
    .await;
    match result {
        Ok((palette, confirm)) => {
            let text = Text::new("preferences-both")
                .arg(
                    "palette",
                    Text::new("preferences-palette").arg("palette", palette_name(palette)),
                )
                .arg(
                    "confirm",
                    Text::new(if confirm {
                        "preferences-confirm-on"
                    } else {
                        "preferences-confirm-off"
                    }),
                );
            reply_private(ctx, text).await
        }
        Err(e) => refuse(ctx, &e, "preferences").await,
    }
}
