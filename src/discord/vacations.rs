//! `/vacation start|end|status`: a player's vacation, boardbot-wide (see `host/vacations.rs`
//! for what it does to games). Every answer is private, in the reader's language; it works in
//! servers, the bot's DM and group DMs alike.

use super::invocation::{author, refuse, reply_private};
use super::messages::discord_time;
use super::{Context, Error};
use crate::host::VacationStatus;
use crate::i18n::Text;

/// Your vacation: your games of a day or more per move wait for you.
#[poise::command(slash_command, subcommands("start", "end", "status"))]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Go on vacation for some days, from now.
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>, days: i64) -> Result<(), Error> {
    match ctx.data().host.start_vacation(&author(ctx), days).await {
        Ok(status) => reply_private(ctx, started(status)).await,
        Err(e) => refuse(ctx, &e, "vacation start").await,
    }
}

/// Come back from vacation now (unused whole days are given back).
#[poise::command(slash_command)]
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().host.end_vacation(&author(ctx)).await {
        Ok(status) => {
            reply_private(
                ctx,
                Text::new("vacation-ended")
                    .arg("games", status.games_moved as i64)
                    .arg("left", allowance(status)),
            )
            .await
        }
        Err(e) => refuse(ctx, &e, "vacation end").await,
    }
}

/// Whether you are on vacation, until when, and the days you have left.
#[poise::command(slash_command)]
async fn status(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().host.vacation_status(&author(ctx)).await {
        Ok(status) => {
            let now = match status.away_until {
                Some(until) => Text::new("vacation-status-away").arg("until", discord_time(until)),
                None => Text::new("vacation-status-here"),
            };
            reply_private(
                ctx,
                Text::new("vacation-status")
                    .arg("now", now)
                    .arg("left", allowance(status)),
            )
            .await
        }
        Err(e) => refuse(ctx, &e, "vacation status").await,
    }
}

fn started(status: VacationStatus) -> Text {
    Text::new("vacation-started")
        .arg("until", discord_time(status.away_until.unwrap_or_default()))
        .arg("games", status.games_moved as i64)
        .arg("left", allowance(status))
}

/// "12 of 30 days left in the last 365 days".
fn allowance(status: VacationStatus) -> Text {
    Text::new("vacation-allowance")
        .arg("left", status.days_left)
        .arg("total", status.days_per_year)
}
