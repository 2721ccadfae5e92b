//! Ratings and results: `/leaderboard` (all-time or a season's) and `/stats`.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::super::invocation::{public_lang, refuse, GameArg};
use super::super::messages::{leaderboard_embed, rank_text};
use super::super::web_links::web_button;
use super::super::{user_text, Context, Error};
use crate::games::GameKind;
use crate::host::LeaderboardPage;
use crate::i18n::Text;

/// The best players of this server at a game, or (`me`) the page of it that holds you.
#[poise::command(slash_command)]
pub(super) async fn leaderboard(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::invocation::autocomplete_game"] game: GameArg,
    me: Option<bool>,
    scope: Option<Scope>,
    #[min = 0] season: Option<i64>,
) -> Result<(), Error> {
    let game = match game.kind(ctx).await {
        Ok(kind) => kind,
        Err(e) => return refuse(ctx, &e, "leaderboard").await,
    };
    let host = &ctx.data().host;
    // Outside servers, and when asked, the boardbot-wide pool.
    let guild_id = match scope {
        Some(Scope::Everywhere) => None,
        _ => ctx.guild_id().map(|g| g.get()),
    };
    if let Some(number) = season {
        return season_leaderboard(ctx, guild_id, game, number).await;
    }
    let page = if me == Some(true) {
        host.leaderboard_around(guild_id, game, ctx.author().id.get(), LEADERBOARD_ROWS)
            .await
    } else {
        host.leaderboard(guild_id, game, LEADERBOARD_ROWS)
            .await
            .map(|rows| LeaderboardPage {
                kind: game,
                first_place: 1,
                players: 0,
                rows,
                you: None,
            })
    };
    match page {
        Ok(page) => {
            let lang = public_lang(ctx);
            let title = match guild_id {
                Some(_) => Text::new("leaderboard-title"),
                None => Text::new("leaderboard-title-everywhere"),
            }
            .arg("game", game.display_name())
            .get(lang);
            let mut reply = CreateReply::default().embed(leaderboard_embed(&title, &page, lang));
            if let Some(url) = host.public_leaderboard_url(guild_id, game).await {
                reply =
                    reply.components(vec![serenity::CreateActionRow::Buttons(vec![web_button(
                        &url, lang,
                    )])]);
            }
            ctx.send(reply).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "leaderboard").await,
    }
}

/// `/leaderboard season:N`: a season's standings (0: the season now), with its picture.
async fn season_leaderboard(
    ctx: Context<'_>,
    guild_id: Option<u64>,
    game: GameKind,
    number: i64,
) -> Result<(), Error> {
    let number = (number > 0).then_some(number);
    match ctx
        .data()
        .host
        .season_standings(guild_id, game, number)
        .await
    {
        Ok(table) => {
            let lang = public_lang(ctx);
            let title = Text::new("season-leaderboard-title")
                .arg("game", game.display_name())
                .arg("season", crate::host::season_name(&table.season))
                .get(lang);
            let page = LeaderboardPage {
                kind: game,
                first_place: 1,
                players: table.players,
                rows: table.rows.clone(),
                you: None,
            };
            let mut reply = CreateReply::default().embed(leaderboard_embed(&title, &page, lang));
            if !table.rows.is_empty() {
                reply = reply.attachment(super::super::seasons::standings_picture(&table, lang));
            }
            ctx.send(reply).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "season leaderboard").await,
    }
}

/// `/stats`' streaks and achievements, each achievement with its day.
fn progress_lines(progress: &crate::host::ProgressView, lang: crate::i18n::Lang) -> Vec<String> {
    let s = &progress.streaks;
    let mut lines = Vec::new();
    if s.games > 0 {
        lines.push(
            Text::new("stats-streaks")
                .arg("wins", s.win_streak)
                .arg("best_wins", s.best_win_streak)
                .arg("days", s.day_streak)
                .arg("best_days", s.best_day_streak)
                .get(lang),
        );
    }
    lines.extend(progress.achievements.iter().map(|(achievement, at)| {
        Text::new("stats-achievement")
            .arg("achievement", achievement.text())
            .arg("date", format!("<t:{}:d>", at.div_euclid(1000)))
            .get(lang)
    }));
    lines
}

/// Whose ratings `/leaderboard` shows: the server's, or the boardbot-wide pool (games outside
/// servers, and servers that count theirs there too).
#[derive(poise::ChoiceParameter, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    #[name = "server"]
    Server,
    #[name = "everywhere"]
    Everywhere,
}

/// Rows on a page of `/leaderboard`.
const LEADERBOARD_ROWS: i64 = 10;

/// A player's ratings and results in this server.
#[poise::command(slash_command)]
pub(super) async fn stats(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    match ctx
        .data()
        .host
        .stats(ctx.guild_id().map(|g| g.get()), who.id.get())
        .await
    {
        Ok(rows) => {
            let lang = public_lang(ctx);
            let titles = ctx
                .data()
                .host
                .titles(ctx.guild_id().map(|g| g.get()), who.id.get())
                .await
                .unwrap_or_else(|e| {
                    user_text(&e, "stats titles", lang);
                    Vec::new()
                });
            let titles = titles.iter().map(|t| {
                Text::new("stats-title-line")
                    .arg("number", t.season)
                    .arg("game", t.kind.display_name())
                    .get(lang)
            });
            let body = if rows.is_empty() {
                Text::new("stats-none")
                    .arg("name", who.display_name())
                    .get(lang)
            } else {
                rows.iter()
                    .map(|r| {
                        let row = Text::new("stats-row")
                            .arg("game", r.kind.display_name())
                            .arg("rating", format!("{:.0}", r.rating))
                            .arg("deviation", format!("{:.0}", r.deviation))
                            .arg("wins", r.wins)
                            .arg("losses", r.losses)
                            .arg("draws", r.draws)
                            .get(lang);
                        match r.rank {
                            Some(rank) => format!("{row} — {}", rank_text(rank, lang)),
                            None => row,
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            let progress = ctx
                .data()
                .host
                .progress(ctx.guild_id().map(|g| g.get()), who.id.get())
                .await
                .map(|p| progress_lines(&p, lang))
                .unwrap_or_else(|e| {
                    user_text(&e, "stats progress", lang);
                    Vec::new()
                });
            let body = std::iter::once(body)
                .chain(titles)
                .chain(progress)
                .collect::<Vec<_>>()
                .join("\n");
            let embed = serenity::CreateEmbed::new()
                .title(
                    Text::new("stats-title")
                        .arg("name", who.display_name())
                        .get(lang),
                )
                .description(body);
            ctx.send(CreateReply::default().embed(embed)).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "stats").await,
    }
}
