//! The commands that protect players from unwanted challenges (`/blocks`, `/challenges`) and
//! the private block list with its Unblock buttons (`ub:USER`). The rules live in the host.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::commands::reply_private;
use super::{user_of, user_text, Context, Error};
use crate::host::BlockView;

/// Blocks shown on one list, each with its Unblock button: Discord allows five rows of five,
/// and 25 lines fit a message's 2000 characters whatever the names.
const MAX_LISTED: usize = 25;

/// The private block list: who may not challenge you here, with a button to lift each block.
pub fn block_list(lead: Option<String>, blocks: &[BlockView]) -> (String, Vec<CreateActionRow>) {
    let mut text = lead.map(|l| format!("{l}\n")).unwrap_or_default();
    if blocks.is_empty() {
        text.push_str("You haven't blocked anyone in this server.");
        return (text, Vec::new());
    }
    text.push_str("These players can't challenge you in this server:\n");
    let listed = &blocks[..blocks.len().min(MAX_LISTED)];
    for b in listed {
        text.push_str(&format!("• {} (<@{}>)\n", b.blocked_name, b.blocked_id));
    }
    if blocks.len() > listed.len() {
        text.push_str(&format!(
            "…and {} more, shown as you lift these.\n",
            blocks.len() - listed.len()
        ));
    }
    text.push_str("Lift a block with its button, or with `/blocks unblock:`.");
    let buttons: Vec<CreateButton> = listed
        .iter()
        .map(|b| {
            let label: String = format!("Unblock {}", b.blocked_name)
                .chars()
                .take(80)
                .collect();
            CreateButton::new(format!("ub:{}", b.blocked_id))
                .label(label)
                .style(ButtonStyle::Secondary)
        })
        .collect();
    let rows = buttons
        .chunks(5)
        .map(|row| CreateActionRow::Buttons(row.to_vec()))
        .collect();
    (text, rows)
}

/// The players you have blocked from challenging you here; lift a block.
#[poise::command(slash_command)]
pub async fn blocks(
    ctx: Context<'_>,
    #[description = "Let this player challenge you again"] unblock: Option<serenity::User>,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    let me = user_of(ctx.author(), None);
    let lead = match unblock {
        None => None,
        Some(other) => match host.unblock(guild, &me, other.id.get()).await {
            Ok(lifted) => Some(format!("{} can challenge you again.", lifted.blocked_name)),
            Err(e) => return reply_private(ctx, user_text(&e, "blocks")).await,
        },
    };
    match host.blocks(guild, &me).await {
        Ok(list) => {
            let (text, rows) = block_list(lead, &list);
            ctx.send(
                CreateReply::default()
                    .content(text)
                    .components(rows)
                    .allowed_mentions(serenity::CreateAllowedMentions::new())
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => reply_private(ctx, user_text(&e, "blocks")).await,
    }
}

/// Take challenges in this server, or stop all of them.
#[poise::command(slash_command)]
pub async fn challenges(
    ctx: Context<'_>,
    #[description = "false: nobody can challenge you here; true: challenges are welcome again"]
    accept: Option<bool>,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    let me = user_of(ctx.author(), None);
    let result = match accept {
        Some(takes) => host
            .set_takes_challenges(guild, &me, takes)
            .await
            .map(|()| takes),
        None => host.takes_challenges(guild, &me).await,
    };
    let text = match result {
        Ok(true) => "You take challenges in this server. To stop all of them, use \
                     `/challenges accept:False`."
            .to_string(),
        Ok(false) => "Nobody can challenge you in this server now; challengers are told you \
                      aren't taking challenges. Turn them back on with `/challenges accept:True`."
            .to_string(),
        Err(e) => user_text(&e, "challenges"),
    };
    reply_private(ctx, text).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_block_list_fits_one_message() {
        let blocks: Vec<BlockView> = (0..40u64)
            .map(|i| BlockView {
                blocked_id: 900_000_000_000_000_000 + i,
                blocked_name: format!("{i:0>32}"),
            })
            .collect();
        let (text, rows) = block_list(Some("x".repeat(50)), &blocks);
        assert!(text.chars().count() <= 2000, "{} characters", text.len());
        assert!(text.contains("and 15 more"), "{text}");
        assert_eq!(rows.len(), 5);
    }
}
