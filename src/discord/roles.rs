//! `/roles`: a server's admins map Discord roles to rating tiers and season champions (the
//! rules are the host's, `host/roles.rs`), and the loop that gives and takes those roles on
//! Discord, off the move path: it works off the host's queue, and a refusal (no Manage Roles,
//! a role above the bot's) is noted for `/settings` and `/roles list` to say.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use tracing::{error, info, warn};

use super::invocation::{author, reader, refuse, GameArg};
use super::{Context, Error};
use crate::host::{Host, RoleGoal, RoleOutcome, RoleReach, RoleRule, RoleSync};
use crate::i18n::{Lang, Text};

/// Rating roles: give Discord roles for rating tiers and season titles.
#[poise::command(
    slash_command,
    subcommands("tier", "champion", "remove", "list"),
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn roles(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Give a role to players rated at least this much in a game (their highest tier only).
#[poise::command(slash_command)]
async fn tier(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::invocation::autocomplete_game"] game: GameArg,
    #[min = 100]
    #[max = 4000]
    rating: i64,
    role: serenity::Role,
) -> Result<(), Error> {
    let kind = match game.kind(ctx).await {
        Ok(kind) => kind,
        Err(e) => return refuse(ctx, &e, "roles").await,
    };
    let rule = RoleRule {
        role_id: role.id.get(),
        goal: RoleGoal::Tier {
            kind,
            min_rating: rating,
        },
    };
    set_rule(ctx, rule, &role).await
}

/// Give a role to the reigning season champion of a game (or of any game).
#[poise::command(slash_command)]
async fn champion(
    ctx: Context<'_>,
    role: serenity::Role,
    #[autocomplete = "crate::discord::invocation::autocomplete_game"] game: Option<GameArg>,
) -> Result<(), Error> {
    let kind = match game {
        Some(game) => match game.kind(ctx).await {
            Ok(kind) => Some(kind),
            Err(e) => return refuse(ctx, &e, "roles").await,
        },
        None => None,
    };
    let rule = RoleRule {
        role_id: role.id.get(),
        goal: RoleGoal::Champion { kind },
    };
    set_rule(ctx, rule, &role).await
}

/// Stop managing a role (members keep it as it is).
#[poise::command(slash_command)]
async fn remove(ctx: Context<'_>, role: serenity::Role) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx
        .data()
        .host
        .remove_role_rule(guild, &author(ctx), role.id.get())
        .await
    {
        Ok(rules) => answer_with_rules(ctx, Text::new("roles-removed"), &rules).await,
        Err(e) => refuse(ctx, &e, "roles remove").await,
    }
}

/// The server's rating roles and whether the bot can give them.
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx.data().host.role_rules(guild, &author(ctx)).await {
        Ok(rules) => answer_with_rules(ctx, Text::new("roles-list"), &rules).await,
        Err(e) => refuse(ctx, &e, "roles list").await,
    }
}

async fn set_rule(ctx: Context<'_>, rule: RoleRule, role: &serenity::Role) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return refuse(
            ctx,
            &crate::host::HostError::Refused(Text::new("host-settings-need-server")),
            "roles",
        )
        .await;
    };
    let reach = match BotStanding::read(ctx, guild).await {
        Ok(standing) => standing.reach(role),
        Err(e) => {
            warn!(guild = guild.get(), error = %e, "could not read the server's roles");
            return refuse(
                ctx,
                &crate::host::HostError::Internal(e.to_string()),
                "roles reach",
            )
            .await;
        }
    };
    match ctx
        .data()
        .host
        .set_role_rule(Some(guild.get()), &author(ctx), rule, reach)
        .await
    {
        Ok(rules) => {
            let done = Text::new("roles-set")
                .arg("role", format!("<@&{}>", rule.role_id))
                .arg("rule", rule.text());
            answer_with_rules(ctx, done, &rules).await
        }
        Err(e) => refuse(ctx, &e, "roles set").await,
    }
}

/// What the bot is in a server: its permissions in the interaction, and its highest role, as
/// Discord has them now; with the server's roles.
struct BotStanding {
    guild: serenity::GuildId,
    roles: Vec<serenity::Role>,
    position: i64,
    manage_roles: bool,
}

impl BotStanding {
    async fn read(
        ctx: Context<'_>,
        guild: serenity::GuildId,
    ) -> Result<BotStanding, serenity::Error> {
        let permissions = match ctx {
            poise::Context::Application(a) => a.interaction.app_permissions,
            _ => None,
        };
        let roles = ctx.http().get_guild_roles(guild).await?;
        let member = ctx
            .http()
            .get_member(guild, ctx.framework().bot_id())
            .await?;
        let position = roles
            .iter()
            .filter(|r| member.roles.contains(&r.id))
            .map(|r| r.position as i64)
            .max()
            .unwrap_or(0);
        Ok(BotStanding {
            guild,
            roles,
            position,
            manage_roles: permissions.is_some_and(|p| p.manage_roles() || p.administrator()),
        })
    }

    /// What the bot can do with `role`.
    fn reach(&self, role: &serenity::Role) -> RoleReach {
        RoleReach {
            manage_roles: self.manage_roles,
            bot_position: self.position,
            role_position: role.position as i64,
            integration_role: role.managed,
            everyone: role.id.get() == self.guild.get(),
        }
    }
}

/// The answer: what was done, then every rule with what keeps the bot from applying it, and
/// the last problem the bot met. Private, for the admin.
async fn answer_with_rules(ctx: Context<'_>, done: Text, rules: &[RoleRule]) -> Result<(), Error> {
    let lang = reader(ctx);
    let mut lines = vec![done.get(lang)];
    if let Some(guild) = ctx.guild_id() {
        lines.extend(rule_lines(ctx, guild, rules, lang).await);
    }
    ctx.send(
        CreateReply::default()
            .content(lines.join("\n"))
            .allowed_mentions(serenity::CreateAllowedMentions::new())
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A line per rule (with what is missing to apply it, checked now), then the last problem
/// the role loop met. `/settings` shows the same.
pub async fn rule_lines(
    ctx: Context<'_>,
    guild: serenity::GuildId,
    rules: &[RoleRule],
    lang: Lang,
) -> Vec<String> {
    let host = &ctx.data().host;
    if rules.is_empty() {
        return vec![Text::new("roles-none").get(lang)];
    }
    let standing = match BotStanding::read(ctx, guild).await {
        Ok(standing) => Some(standing),
        Err(e) => {
            warn!(guild = guild.get(), error = %e, "could not read the server's roles");
            None
        }
    };
    let mut lines = Vec::new();
    for rule in rules {
        let mut line = Text::new("roles-rule-line")
            .arg("role", format!("<@&{}>", rule.role_id))
            .arg("rule", rule.text())
            .get(lang);
        if let Some(standing) = &standing {
            match standing.roles.iter().find(|r| r.id.get() == rule.role_id) {
                None => line.push_str(&format!(" — {}", Text::new("roles-role-gone").get(lang))),
                Some(role) => {
                    for missing in standing.reach(role).missing() {
                        line.push_str(&format!(" — {}", missing.get(lang)));
                    }
                }
            }
        }
        lines.push(line);
    }
    match host.role_problem(guild.get()).await {
        Ok(Some(problem)) => lines.push(
            Text::new("roles-last-problem")
                .arg("problem", problem)
                .get(lang),
        ),
        Ok(None) => {}
        Err(e) => warn!(guild = guild.get(), error = %e, "could not read the role problem"),
    }
    lines
}

/// How often the role loop looks for members to check, and how many at a time.
const ROLE_LOOP_EVERY: Duration = Duration::from_secs(2);
const ROLES_AT_ONCE: i64 = 20;

/// The loop that gives and takes rating roles, for the life of the bot.
pub async fn keep_roles(http: Arc<serenity::Http>, host: Host) {
    let mut tick = tokio::time::interval(ROLE_LOOP_EVERY);
    loop {
        tick.tick().await;
        let due = match host.due_role_syncs(ROLES_AT_ONCE).await {
            Ok(due) => due,
            Err(e) => {
                error!(error = %e, "could not read the members whose roles are due");
                continue;
            }
        };
        for sync in due {
            let outcome = apply(&http, &sync).await;
            if let RoleOutcome::Refused { problem } = &outcome {
                info!(
                    guild = sync.record.guild_id,
                    problem, "Discord refused a role change"
                );
            }
            if let Err(e) = host.role_sync_outcome(&sync, outcome).await {
                error!(guild = sync.record.guild_id, error = %e, "could not note a role check");
            }
        }
    }
}

/// Bring one member's managed roles in line on Discord.
async fn apply(http: &serenity::Http, sync: &RoleSync) -> RoleOutcome {
    let guild = serenity::GuildId::new(sync.record.guild_id);
    let user = serenity::UserId::new(sync.record.user_id);
    let member = match http.get_member(guild, user).await {
        Ok(member) => member,
        Err(e) => return outcome_of(&e),
    };
    let holds = |role: u64| member.roles.iter().any(|r| r.get() == role);
    for &role in &sync.managed {
        let wanted = sync.wanted.contains(&role);
        let role_id = serenity::RoleId::new(role);
        let change = match (wanted, holds(role)) {
            (true, false) => {
                http.add_member_role(guild, user, role_id, Some("boardbot rating roles"))
                    .await
            }
            (false, true) => {
                http.remove_member_role(guild, user, role_id, Some("boardbot rating roles"))
                    .await
            }
            _ => continue,
        };
        if let Err(e) = change {
            return outcome_of(&e);
        }
    }
    RoleOutcome::Done
}

/// Discord's JSON error codes a role change meets.
const UNKNOWN_MEMBER: isize = 10007;
const UNKNOWN_ROLE: isize = 10011;

fn outcome_of(e: &serenity::Error) -> RoleOutcome {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            match (response.status_code.as_u16(), response.error.code) {
                (404, UNKNOWN_MEMBER) => RoleOutcome::NotAMember,
                (404, UNKNOWN_ROLE) => RoleOutcome::Refused {
                    problem: "roles-problem-role-gone",
                },
                (403, _) => RoleOutcome::Refused {
                    problem: "roles-problem-permissions",
                },
                _ => RoleOutcome::Failed,
            }
        }
        _ => RoleOutcome::Failed,
    }
}
