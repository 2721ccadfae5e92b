//! `/season`: the season now and, for admins, starting, ending and planning seasons (the
//! rules are the host's, `host/seasons.rs`); and the post of a season's final standings, with
//! a podium picture per game, when the periodic tick closes it.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use tracing::warn;

use super::invocation::{author, public_lang, reader, refuse};
use super::{Context, Error};
use crate::host::{season_name, ClosedSeason, Host, SeasonInfo, SeasonStandings};
use crate::i18n::{Lang, Text};
use crate::pairing::StandingRow;
use crate::render::tournament::{standings_png, Event, StandingsPicture};

/// Seasons: the season now, and (admins) starting, ending and planning them.
#[poise::command(slash_command, subcommands("show", "start", "end", "settings"))]
pub async fn season(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The season now: when it ends, and how seasons run here.
#[poise::command(slash_command)]
async fn show(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx.data().host.season_info(guild).await {
        Ok(info) => {
            let text = info_text(&info, public_lang(ctx));
            ctx.send(CreateReply::default().content(text)).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "season show").await,
    }
}

/// Admins: start a season now (the season running ends and its standings are posted).
#[poise::command(slash_command)]
async fn start(
    ctx: Context<'_>,
    name: Option<String>,
    #[min = 0]
    #[max = 365]
    days: Option<i64>,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx
        .data()
        .host
        .start_season(guild, &author(ctx), name, days)
        .await
    {
        Ok(season) => {
            let text = Text::new("season-started")
                .arg("season", season_name(&season))
                .arg("ends", timestamp(season.ends_at, 'f'))
                .get(public_lang(ctx));
            ctx.send(CreateReply::default().content(text)).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "season start").await,
    }
}

/// Admins: end the season now; no other starts until /season start.
#[poise::command(slash_command)]
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx.data().host.end_season(guild, &author(ctx)).await {
        Ok(season) => {
            let text = Text::new("season-ended")
                .arg("season", season_name(&season))
                .get(public_lang(ctx));
            ctx.send(CreateReply::default().content(text)).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "season end").await,
    }
}

/// Admins: how long seasons last, and where their final standings are posted.
#[poise::command(slash_command)]
async fn settings(
    ctx: Context<'_>,
    #[min = 0]
    #[max = 365]
    days: Option<i64>,
    #[channel_types("Text")] channel: Option<serenity::ChannelId>,
    post: Option<bool>,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    let channel = match (post, channel) {
        (Some(false), _) => Some(None),
        (_, Some(c)) => Some(Some(c.get())),
        (_, None) => None,
    };
    if let Err(e) = host
        .set_season_plan(guild, &author(ctx), days, channel)
        .await
    {
        return refuse(ctx, &e, "season settings").await;
    }
    match host.season_info(guild).await {
        Ok(info) => {
            let text = info_text(&info, reader(ctx));
            ctx.send(CreateReply::default().content(text).ephemeral(true))
                .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "season settings").await,
    }
}

/// What `/season show` says.
fn info_text(info: &SeasonInfo, lang: Lang) -> String {
    let now = match &info.current {
        Some(season) => Text::new("season-show-running")
            .arg("season", season_name(season))
            .arg("ends", timestamp(season.ends_at, 'f'))
            .arg("left", timestamp(season.ends_at, 'R')),
        None => Text::new("season-show-none"),
    };
    let length = match info.plan.length_days {
        0 => Text::new("season-show-monthly"),
        days => Text::new("season-show-days").arg("days", days),
    };
    let channel = match info.plan.channel_id {
        Some(channel) => Text::new("season-show-channel").arg("channel", format!("<#{channel}>")),
        None => Text::new("season-show-no-channel"),
    };
    [now, length, channel]
        .iter()
        .map(|t| t.get(lang))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Discord's own timestamp markup, shown in each reader's time zone (`f`: date and time,
/// `R`: relative).
fn timestamp(ms: i64, style: char) -> String {
    format!("<t:{}:{style}>", ms.div_euclid(1000))
}

/// The periodic tick: close the seasons that ended and post each one's final standings in
/// its admin's channel, with a picture per game.
pub async fn close_seasons(http: Arc<serenity::Http>, host: Host) {
    let closed = match host.close_due_seasons().await {
        Ok(closed) => closed,
        Err(e) => {
            tracing::error!(error = %e, "could not close the seasons that ended");
            return;
        }
    };
    for season in closed {
        let Some(channel) = season.channel_id else {
            continue;
        };
        if !host.posts_in(channel).await {
            continue;
        }
        if let Err(e) = post_final_standings(&http, channel, &season).await {
            warn!(
                channel,
                pool = season.season.guild_id,
                number = season.season.number,
                error = %e,
                "could not post a season's final standings"
            );
        }
    }
}

async fn post_final_standings(
    http: &serenity::Http,
    channel: u64,
    closed: &ClosedSeason,
) -> Result<(), Error> {
    let lang = closed.lang;
    let mut lines = vec![Text::new("season-over")
        .arg("season", season_name(&closed.season))
        .get(lang)];
    for table in &closed.standings {
        lines.push(
            match &table.champion {
                Some(c) => Text::new("season-champion-line")
                    .arg("game", table.kind.display_name())
                    .arg("name", c.name.as_str())
                    .arg("rating", format!("{:.0}", c.rating)),
                None => Text::new("season-no-champion-line")
                    .arg("game", table.kind.display_name())
                    .arg("games", crate::host::SEASON_MIN_GAMES),
            }
            .get(lang),
        );
    }
    if closed.standings.is_empty() {
        lines.push(Text::new("season-nobody-played").get(lang));
    }
    let mut message = serenity::CreateMessage::new()
        .content(lines.join("\n"))
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    for table in &closed.standings {
        let picture = picture_of(table, lang);
        let png = tokio::task::spawn_blocking(move || standings_png(&picture)).await?;
        message = message.add_file(
            serenity::CreateAttachment::bytes(
                png,
                format!("season-{}-{}.png", closed.season.number, table.kind.id()),
            )
            .description(alt_text(table, lang)),
        );
    }
    serenity::ChannelId::new(channel)
        .send_message(http, message)
        .await?;
    Ok(())
}

/// A season's standings as the standings picture draws them: rank by rating (ties share
/// one), rating and games.
fn picture_of(table: &SeasonStandings, lang: Lang) -> StandingsPicture {
    let mut rank = 0;
    let mut previous = None;
    let rows = table
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            if previous != Some(r.rating) {
                rank = i as u32 + 1;
                previous = Some(r.rating);
            }
            let row = StandingRow {
                player: r.user_id,
                rank,
                points: r.wins as f64 + r.draws as f64 / 2.0,
                buchholz_cut1: 0.0,
                sonneborn_berger: 0.0,
                direct_encounter: 0.0,
                rating: r.rating,
                games: (r.wins + r.losses + r.draws) as u32,
                byes: 0,
                missed_rounds: 0,
                on_fire: false,
                active: true,
            };
            (row, r.name.clone())
        })
        .collect();
    StandingsPicture {
        game: table.kind,
        event: Event::Season(season_name(&table.season).get(lang)),
        round: None,
        minutes_left: None,
        finished: table.season.closed_at.is_some(),
        rows,
        games: Vec::new(),
        bye: None,
        lang,
    }
}

/// The picture's alt text: the season, the game and the top of the table.
fn alt_text(table: &SeasonStandings, lang: Lang) -> String {
    let top = table
        .rows
        .iter()
        .take(3)
        .enumerate()
        .map(|(i, r)| format!("{}. {} ({:.0})", i + 1, r.name, r.rating))
        .collect::<Vec<_>>()
        .join(", ");
    let text = Text::new("season-picture-alt")
        .arg("season", season_name(&table.season))
        .arg("game", table.kind.display_name())
        .arg("players", table.players)
        .arg("top", top)
        .get(lang);
    crate::host::at_most_chars(text, crate::host::MAX_ALT_TEXT)
}

/// A season's picture, for `/leaderboard season:N` (the standings so far, or final).
pub fn standings_picture(table: &SeasonStandings, lang: Lang) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(
        standings_png(&picture_of(table, lang)),
        format!("season-{}-{}.png", table.season.number, table.kind.id()),
    )
    .description(alt_text(table, lang))
}
