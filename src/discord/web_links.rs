//! Links from Discord's messages to the public web pages.

use poise::serenity_prelude::CreateButton;

use crate::i18n::{tr, Lang};

/// A Link button to a public web page (Discord opens it; the bot hears nothing).
pub fn web_button(url: &str, lang: Lang) -> CreateButton {
    CreateButton::new_link(url).label(tr(lang, "button-web-page"))
}
