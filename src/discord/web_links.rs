//! Links from Discord's messages to the public web pages.

use poise::serenity_prelude::CreateButton;

use crate::host::{LiveLink, LiveWatchers};
use crate::i18n::{tr, Lang};

/// The longest address Discord takes for a Link button: a longer one makes it refuse the
/// whole message.
pub const MAX_LINK_URL: usize = 512;

/// A Link button to a public web page (Discord opens it; the bot hears nothing).
pub fn web_button(url: &str, lang: Lang) -> CreateButton {
    CreateButton::new_link(url).label(tr(lang, "button-web-page"))
}

/// A board's Link button to its game's live page, labelled by who may open it there; none
/// for an address too long for Discord (a very long `PUBLIC_URL`), which would cost the board.
pub fn live_button(link: &LiveLink, lang: Lang) -> Option<CreateButton> {
    if link.url.chars().count() > MAX_LINK_URL {
        return None;
    }
    let label = match link.watchers {
        LiveWatchers::Anyone => "button-watch-live",
        LiveWatchers::Players => "button-live-board-players",
    };
    Some(CreateButton::new_link(&link.url).label(tr(lang, label)))
}
