//! The Discord Activity from the bot's side (with `DISCORD_ACTIVITY=true`): the Entry Point
//! command, registered with the slash commands (Discord launches the Activity itself:
//! handler `DISCORD_LAUNCH_ACTIVITY`), and the live board's "Play in Discord" button, whose
//! click is answered `LAUNCH_ACTIVITY` (type 12). The Activity itself is the web pages'
//! (`/activity`).

use std::sync::atomic::{AtomicBool, Ordering};

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CommandType, ComponentInteraction, CreateButton, CreateCommand,
    CreateInteractionResponse, EntryPointHandlerType,
};

use crate::i18n::{tr, Lang};

/// Whether this process offers the Activity: set once at start, read when boards are drawn.
static ENABLED: AtomicBool = AtomicBool::new(false);

/// The button's custom id.
pub const BUTTON_ID: &str = "la";

/// The Entry Point command's name.
pub const ENTRY_POINT: &str = "launch";

pub fn enable(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// The Entry Point command (type 4, global only), described in every language.
pub fn entry_point() -> CreateCommand {
    let mut command = CreateCommand::new(ENTRY_POINT)
        .kind(CommandType::PrimaryEntryPoint)
        .handler(EntryPointHandlerType::DiscordLaunchActivity)
        .description(tr(Lang::EnUs, "cmd-launch-description"));
    for &lang in Lang::ALL {
        for &locale in lang.discord_locales() {
            command = command.description_localized(locale, tr(lang, "cmd-launch-description"));
        }
    }
    command
}

/// The live board's "Play in Discord" button.
pub fn button(lang: Lang) -> CreateButton {
    CreateButton::new(BUTTON_ID)
        .label(tr(lang, "button-play-in-discord"))
        .style(ButtonStyle::Primary)
}

/// A click on "Play in Discord": Discord opens the Activity in the click's channel.
pub async fn launch(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
) -> Result<(), serenity::Error> {
    click
        .create_response(&ctx.http, CreateInteractionResponse::LaunchActivity)
        .await
}
