//! Paged lists turned by buttons: a game's rules (`/rules`) and the games being played
//! (`/games`).

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage,
};

use super::super::invocation::click_reader;
use super::super::Data;
use super::answers::{number, respond, ClickResult, Failure};
use crate::games::GameKind;
use crate::i18n::{tr, Lang, Text};

/// Another page of `/games`.
pub(super) async fn live_games(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    page: &str,
) -> ClickResult {
    let page = data
        .host
        .live_games(click.guild_id.map(|g| g.get()), number(page)? as usize)
        .await?;
    let (embed, components) = super::super::messages::live_games_page(&page, click_reader(click));
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .embed(embed)
                .components(components),
        ),
    )
    .await?;
    Ok(())
}

/// Split a game's rules into pages that fit an embed, at section boundaries.
pub fn rules_pages(kind: GameKind, lang: Lang) -> Vec<String> {
    const LIMIT: usize = 3800;
    let mut pages: Vec<String> = Vec::new();
    let text = format!(
        "{}\n{}\n{}",
        kind.rules_text(lang),
        tr(lang, "rules-hosting"),
        tr(lang, "rules-tournaments")
    );
    for section in text.split("\n## ") {
        let section = if pages.is_empty() && section.starts_with("# ") {
            section.to_string()
        } else {
            format!("## {section}")
        };
        match pages.last_mut() {
            Some(last) if last.len() + section.len() < LIMIT => {
                last.push('\n');
                last.push_str(&section);
            }
            _ => {
                // A section longer than a page is cut at line breaks.
                let mut current = String::new();
                for line in section.lines() {
                    if current.len() + line.len() + 1 > LIMIT && !current.is_empty() {
                        pages.push(std::mem::take(&mut current));
                    }
                    current.push_str(line);
                    current.push('\n');
                }
                pages.push(current);
            }
        }
    }
    pages
}

pub fn rules_page(kind: GameKind, page: usize, lang: Lang) -> (CreateEmbed, Vec<CreateActionRow>) {
    let pages = rules_pages(kind, lang);
    let page = page.min(pages.len().saturating_sub(1));
    let embed = CreateEmbed::new()
        .title(
            Text::new("rules-title")
                .arg("game", kind.display_name())
                .get(lang),
        )
        .description(pages.get(page).cloned().unwrap_or_default())
        .footer(serenity::CreateEmbedFooter::new(
            Text::new("rules-page")
                .arg("page", page + 1)
                .arg("pages", pages.len())
                .get(lang),
        ));
    let components = if pages.len() > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(format!("ru:{}:{}", kind.id(), page.saturating_sub(1)))
                .label(tr(lang, "button-previous"))
                .disabled(page == 0)
                .style(ButtonStyle::Secondary),
            CreateButton::new(format!("ru:{}:{}", kind.id(), page + 1))
                .label(tr(lang, "button-next"))
                .disabled(page + 1 >= pages.len())
                .style(ButtonStyle::Secondary),
        ])]
    } else {
        Vec::new()
    };
    (embed, components)
}

pub(super) async fn rules(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    game: &str,
    page: &str,
) -> ClickResult {
    let kind =
        GameKind::from_id(game).ok_or_else(|| Failure::Refused(Text::new("click-unknown-game")))?;
    let (embed, components) = rules_page(kind, number(page)? as usize, click_reader(click));
    respond(
        ctx,
        click,
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .embed(embed)
                .components(components),
        ),
    )
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_pages_fit_embeds() {
        for &lang in Lang::ALL {
            let tournaments = tr(lang, "rules-tournaments");
            assert!(tournaments.starts_with("## "), "{lang:?}");
            let closing = tournaments.lines().last().unwrap();
            for &kind in GameKind::ALL {
                let pages = rules_pages(kind, lang);
                assert!(!pages.is_empty());
                for p in &pages {
                    let chars = p.chars().count();
                    assert!(chars <= 4096, "{kind} {lang:?}: page of {chars} chars");
                }
                assert!(
                    pages.last().unwrap().contains(closing),
                    "{kind} {lang:?}: the tournament rules close the book"
                );
            }
        }
    }
}
