//! Moderators' commands: `/abort` and `/settings`.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::super::arguments::parse_duration;
use super::super::invocation::{author, place, public_lang, reader, refuse, reply_private};
use super::super::preferences::{palette_name, PaletteChoice};
use super::super::{Context, Error};
use crate::i18n::Text;

/// Moderators: stop this channel's game or challenge (no result, no rating change).
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
pub(super) async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let user = author(ctx);
    match ctx.data().host.abort(place(ctx), &user).await {
        Ok(record) => {
            ctx.say(
                Text::new("abort-done")
                    .arg("moderator", &user.name)
                    .arg("game", record.kind.display_name())
                    .arg("first", &record.names[0])
                    .arg("second", &record.names[1])
                    .get(public_lang(ctx)),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "abort").await,
    }
}

/// Moderators: show or change this server's settings.
// Poise makes each argument one of the command's options: the count is the command's.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
pub(super) async fn settings(
    ctx: Context<'_>,
    turn_timer: Option<String>,
    rate_ai_games: Option<bool>,
    challenge_cooldown: Option<String>,
    threads: Option<bool>,
    public_pages: Option<bool>,
    palette: Option<PaletteChoice>,
    rated_takebacks: Option<bool>,
    everywhere: Option<bool>,
    achievements: Option<bool>,
    team_challenges: Option<bool>,
    designers: Option<serenity::Role>,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    if let Some(role) = &designers {
        // @everyone (the server's own id) names no role: it means "none".
        let role = Some(role.id.get()).filter(|&r| Some(r) != guild);
        if let Err(e) = host.set_designers_role(guild, &author(ctx), role).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(choice) = palette {
        if let Err(e) = host
            .set_server_palette(guild, &author(ctx), choice.into())
            .await
        {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = public_pages {
        if let Err(e) = host.set_public_pages(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = threads {
        if let Err(e) = host.set_game_threads(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(text) = challenge_cooldown {
        let Some(seconds) = parse_duration(&text) else {
            return reply_private(ctx, Text::new("settings-bad-cooldown").arg("text", text)).await;
        };
        if let Err(e) = host
            .set_challenge_cooldown(guild, &author(ctx), seconds)
            .await
        {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(rated) = rate_ai_games {
        if let Err(e) = host.set_rate_ai_games(guild, &author(ctx), rated).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = everywhere {
        if let Err(e) = host.set_count_everywhere(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = achievements {
        if let Err(e) = host
            .set_announce_achievements(guild, &author(ctx), on)
            .await
        {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = team_challenges {
        if let Err(e) = host.set_team_challenges(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = rated_takebacks {
        if let Err(e) = host.set_takebacks_rated(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    let result = match turn_timer {
        None => host.server_settings(guild).await,
        Some(text) => match parse_duration(&text) {
            Some(seconds) => host.set_turn_timer(guild, &author(ctx), seconds).await,
            None => {
                return reply_private(ctx, Text::new("settings-bad-timer").arg("text", text)).await
            }
        },
    };
    match result {
        Ok(s) => {
            let lang = reader(ctx);
            let palette = match guild {
                Some(guild) => host.server_palette(guild).await,
                None => Default::default(),
            };
            let lines = [
                Text::new("settings-timer")
                    .arg("duration", crate::host::human_duration(s.turn_seconds)),
                if s.rate_ai_games {
                    Text::new("settings-ai-rated")
                } else {
                    Text::new("settings-ai-unrated")
                },
                match s.challenge_cooldown_seconds {
                    0 => Text::new("settings-no-cooldown"),
                    c => Text::new("settings-cooldown")
                        .arg("duration", crate::host::human_duration(c)),
                },
                if s.game_threads {
                    Text::new("settings-threads-on")
                } else {
                    Text::new("settings-threads-off")
                },
                if s.public_pages {
                    Text::new("settings-public-pages-on")
                } else {
                    Text::new("settings-public-pages-off")
                },
                Text::new("settings-palette").arg("palette", palette_name(palette)),
                if s.takebacks_rated {
                    Text::new("settings-rated-takebacks-on")
                } else {
                    Text::new("settings-rated-takebacks-off")
                },
                if s.count_everywhere {
                    Text::new("settings-everywhere-on")
                } else {
                    Text::new("settings-everywhere-off")
                },
                if s.announce_achievements {
                    Text::new("settings-achievements-on")
                } else {
                    Text::new("settings-achievements-off")
                },
                if s.team_challenges {
                    Text::new("settings-team-challenges-on")
                } else {
                    Text::new("settings-team-challenges-off")
                },
            ];
            let mut text: Vec<String> = lines.iter().map(|t| t.get(lang)).collect();
            if let Some(guild) = guild {
                text.push(match host.designers_role(guild).await {
                    Ok(Some(role)) => Text::new("settings-designers")
                        .arg("role", format!("<@&{role}>"))
                        .get(lang),
                    _ => Text::new("settings-designers-none").get(lang),
                });
            }
            // Rating roles: each rule with whatever keeps the bot from applying it.
            if let Some(guild) = ctx.guild_id() {
                if let Ok(rules) = host.role_rules(Some(guild.get()), &author(ctx)).await {
                    if !rules.is_empty() {
                        text.push("\n".to_string() + &Text::new("settings-roles").get(lang));
                        text.push(
                            super::super::roles::rule_lines(ctx, guild, &rules, lang)
                                .await
                                .join("\n"),
                        );
                    }
                }
            }
            ctx.send(
                CreateReply::default()
                    .content(text.join(" "))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "settings").await,
    }
}
