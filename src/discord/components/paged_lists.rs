//! Paged lists turned by buttons: a game's rules (`/rules`), the games being played
//! (`/games`) and a player's own games everywhere (`/games mine`).

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage,
};

use super::super::board_messages;
use super::super::invocation::click_reader;
use super::super::Data;
use super::answers::{number, respond, ClickResult, Failure};
use crate::games::GameKind;
use crate::host::{GameVenue, MyGameView, MyGamesPage};
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

/// Another page of `/games mine`: the clicker's own games (the list is private, so whoever
/// clicks is the one who asked).
pub(super) async fn my_games(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    page: &str,
) -> ClickResult {
    let page = data
        .host
        .my_games(click.user.id.get(), number(page)? as usize)
        .await?;
    let (embed, components) =
        my_games_page(&page, click_reader(click), |guild| guild_name(ctx, guild));
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

/// The name of a server the bot is in (from its cache); `None` for one it never joined.
pub fn guild_name(ctx: &serenity::Context, guild_id: u64) -> Option<String> {
    if guild_id == 0 {
        return None;
    }
    ctx.cache
        .guild(serenity::GuildId::new(guild_id))
        .map(|guild| guild.name.clone())
}

/// A page of `/games mine`: the games where it is the reader's turn under one heading, the
/// others under another, each with its opponent, place, time left and links. `guild_name`
/// names a server where the bot knows it.
pub fn my_games_page(
    page: &MyGamesPage,
    lang: Lang,
    guild_name: impl Fn(u64) -> Option<String>,
) -> (CreateEmbed, Vec<CreateActionRow>) {
    let body = if page.games.is_empty() {
        tr(lang, "games-mine-none")
    } else {
        let mut lines = Vec::new();
        for (index, game) in page.games.iter().enumerate() {
            let heading_due = match index {
                0 => true,
                _ => page.games[index - 1].my_turn != game.my_turn,
            };
            if heading_due {
                lines.push(tr(
                    lang,
                    if game.my_turn {
                        "games-mine-your-turn"
                    } else {
                        "games-mine-their-turn"
                    },
                ));
            }
            lines.push(my_game_row(game, lang, &guild_name));
        }
        lines.join("\n")
    };
    let embed = CreateEmbed::new()
        .title(
            Text::new("games-mine-title")
                .arg("count", page.total)
                .arg("mine", page.my_turn)
                .get(lang),
        )
        .description(body)
        .footer(serenity::CreateEmbedFooter::new(
            Text::new("games-page")
                .arg("page", page.page + 1)
                .arg("pages", page.pages)
                .get(lang),
        ));
    let components = if page.pages > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(format!("gm:{}", page.page.saturating_sub(1)))
                .label(tr(lang, "button-previous"))
                .disabled(page.page == 0)
                .style(ButtonStyle::Secondary),
            CreateButton::new(format!("gm:{}", page.page + 1))
                .label(tr(lang, "button-next"))
                .disabled(page.page + 1 >= page.pages)
                .style(ButtonStyle::Secondary),
        ])]
    } else {
        Vec::new()
    };
    (embed, components)
}

/// One game of `/games mine`, on one line.
pub fn my_game_row(
    game: &MyGameView,
    lang: Lang,
    guild_name: &impl Fn(u64) -> Option<String>,
) -> String {
    let (place, guild_in_link) = match game.venue {
        GameVenue::Server(guild) => (
            guild_name(guild).unwrap_or_else(|| tr(lang, "games-mine-other-server")),
            guild.to_string(),
        ),
        GameVenue::BotDm => (tr(lang, "games-mine-bot-dm"), "@me".to_string()),
        GameVenue::PrivateChat => (tr(lang, "games-mine-private-chat"), "@me".to_string()),
    };
    let channel = serenity::ChannelId::new(game.channel_id);
    // The board's own message where this process knows it; else the conversation, where the
    // board is the latest the bot showed.
    let link = match board_messages::message_id(game.game_id, channel) {
        Some(message) => format!(
            "https://discord.com/channels/{guild_in_link}/{}/{message}",
            game.channel_id
        ),
        None => format!(
            "https://discord.com/channels/{guild_in_link}/{}",
            game.channel_id
        ),
    };
    let until = match game.deadline {
        Some(deadline) => Text::new("games-mine-turn-ends")
            .arg("when", format!("<t:{}:R>", deadline / 1000))
            .get(lang),
        None => tr(lang, "games-mine-no-limit"),
    };
    let until = match game.opponent_away_until {
        _ if game.paused => tr(lang, "games-mine-paused"),
        Some(back) => Text::new("games-mine-away")
            .arg("until", until)
            .arg("opponent", &game.opponent)
            .arg("when", super::super::messages::discord_time(back))
            .get(lang),
        None => until,
    };
    let live = match &game.live_link {
        Some(live) => Text::new("games-mine-live").arg("url", &live.url).get(lang),
        None => String::new(),
    };
    Text::new("games-mine-row")
        .arg("game", game.kind.display_name())
        .arg("opponent", &game.opponent)
        .arg("where", place)
        .arg("until", until)
        .arg("link", link)
        .arg("live", live)
        .get(lang)
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

    fn my_game(game_id: i64, my_turn: bool, venue: GameVenue) -> MyGameView {
        MyGameView {
            game_id,
            kind: GameKind::ALL[0],
            venue,
            channel_id: 4_000 + game_id as u64,
            opponent: "w".repeat(crate::host::NAME_MAX_CHARS),
            my_turn,
            deadline: (game_id % 2 == 0).then_some(1_800_000_000_000),
            opponent_away_until: Some(1_800_000_000_000),
            live_link: Some(crate::host::LiveLink {
                url: format!("https://boardbot.example/g/{}", "x".repeat(60)),
                watchers: crate::host::LiveWatchers::Players,
            }),
            paused: false,
        }
    }

    fn page(games: Vec<MyGameView>) -> MyGamesPage {
        MyGamesPage {
            total: 12,
            my_turn: games.iter().filter(|g| g.my_turn).count(),
            games,
            page: 1,
            pages: 2,
        }
    }

    #[test]
    fn a_paused_game_says_so_in_place_of_its_time() {
        let paused = MyGameView {
            paused: true,
            ..my_game(5, false, GameVenue::Server(77))
        };
        let row = my_game_row(&paused, Lang::EnUs, &|_| None);
        assert!(row.contains("paused: its rules file failed"), "{row}");
        assert!(!row.contains("turn ends") && !row.contains("away"), "{row}");
    }

    #[test]
    fn my_games_page_heads_each_group_once_and_links_each_game() {
        let games = vec![
            my_game(1, true, GameVenue::Server(77)),
            my_game(2, true, GameVenue::BotDm),
            my_game(3, false, GameVenue::PrivateChat),
            my_game(4, false, GameVenue::Server(88)),
        ];
        let named = |guild: u64| (guild == 77).then(|| "Chess Club".to_string());
        let (embed, components) = my_games_page(&page(games), Lang::EnUs, named);
        let embed = serde_json::to_value(&embed).unwrap();
        let text = embed["description"].as_str().unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 6, "{text}");
        assert_eq!(lines[0], tr(Lang::EnUs, "games-mine-your-turn"));
        assert_eq!(lines[3], tr(Lang::EnUs, "games-mine-their-turn"));
        assert!(lines[1].contains("Chess Club"), "{text}");
        assert!(lines[1].contains("(https://discord.com/channels/77/4001)"));
        assert!(lines[2].contains("DM with the bot") && lines[2].contains("/channels/@me/4002)"));
        assert!(lines[2].contains("turn ends <t:1800000000:R>"), "{text}");
        assert!(lines[1].contains("no time limit"), "{text}");
        assert!(lines[4].contains("group DM or DM") && lines[4].contains("/channels/@me/4003)"));
        assert!(lines[5].contains("another server"), "{text}");
        for row in [1, 2, 4, 5] {
            assert!(
                lines[row].ends_with(" · [live board](https://boardbot.example/g/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx)"),
                "{text}"
            );
        }
        assert!(embed["title"].as_str().unwrap().contains("(12)"));
        let buttons = serde_json::to_value(&components).unwrap();
        let ids: Vec<&str> = buttons[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap())
            .collect();
        assert_eq!(ids, ["gm:0", "gm:2"]);
    }

    #[test]
    fn a_full_page_of_my_games_fits_an_embed_in_every_language() {
        let games = (0..crate::host::MY_GAMES_PER_PAGE as i64)
            .map(|i| my_game(i, i < 3, GameVenue::Server(u64::MAX >> 1)))
            .collect();
        let page = page(games);
        for &lang in Lang::ALL {
            let long_name = |_| Some("s".repeat(100));
            let (embed, _) = my_games_page(&page, lang, long_name);
            let embed = serde_json::to_value(&embed).unwrap();
            let chars = embed["description"].as_str().unwrap().chars().count();
            assert!(chars <= 4096, "{lang:?}: {chars} characters");
        }
    }
}
