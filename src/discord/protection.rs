//! The commands that protect players from unwanted challenges (`/blocks`, `/challenges`) and
//! the private block list with its Unblock buttons (`ub:USER`). The rules live in the host.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::invocation::{reader, refuse, reply_private};
use super::{user_of, Context, Error};
use crate::host::BlockView;
use crate::i18n::{tr, Lang, Text};

/// Blocks shown on one list, each with its Unblock button: Discord allows five rows of five,
/// and 25 lines fit a message's 2000 characters whatever the names.
const MAX_LISTED: usize = 25;

/// The private block list: who may not challenge you here, with a button to lift each block.
pub fn block_list(
    lead: Option<Text>,
    blocks: &[BlockView],
    lang: Lang,
) -> (String, Vec<CreateActionRow>) {
    let mut text = lead
        .map(|l| format!("{}\n", l.get(lang)))
        .unwrap_or_default();
    if blocks.is_empty() {
        text.push_str(&tr(lang, "blocks-none"));
        return (text, Vec::new());
    }
    text.push_str(&tr(lang, "blocks-header"));
    text.push('\n');
    let listed = &blocks[..blocks.len().min(MAX_LISTED)];
    for b in listed {
        text.push_str(&format!("• {} (<@{}>)\n", b.blocked_name, b.blocked_id));
    }
    if blocks.len() > listed.len() {
        let more = Text::new("blocks-more").arg("count", blocks.len() - listed.len());
        text.push_str(&more.get(lang));
        text.push('\n');
    }
    text.push_str(&tr(lang, "blocks-how-to-lift"));
    let buttons: Vec<CreateButton> = listed
        .iter()
        .map(|b| {
            let label: String = Text::new("blocks-unblock-button")
                .arg("name", &b.blocked_name)
                .get(lang)
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
pub async fn blocks(ctx: Context<'_>, unblock: Option<serenity::User>) -> Result<(), Error> {
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    let me = user_of(ctx.author(), None, ctx.locale().unwrap_or_default());
    let lead = match unblock {
        None => None,
        Some(other) => match host.unblock(guild, &me, other.id.get()).await {
            Ok(lifted) => Some(Text::new("unblocked").arg("name", &lifted.blocked_name)),
            Err(e) => return refuse(ctx, &e, "blocks").await,
        },
    };
    match host.blocks(guild, &me).await {
        Ok(list) => {
            let (text, rows) = block_list(lead, &list, reader(ctx));
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
        Err(e) => refuse(ctx, &e, "blocks").await,
    }
}

/// Take challenges in this server, or stop all of them.
#[poise::command(slash_command)]
pub async fn challenges(ctx: Context<'_>, accept: Option<bool>) -> Result<(), Error> {
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    let me = user_of(ctx.author(), None, ctx.locale().unwrap_or_default());
    let result = match accept {
        Some(takes) => host
            .set_takes_challenges(guild, &me, takes)
            .await
            .map(|()| takes),
        None => host.takes_challenges(guild, &me).await,
    };
    match result {
        Ok(true) => reply_private(ctx, Text::new("challenges-on")).await,
        Ok(false) => reply_private(ctx, Text::new("challenges-off")).await,
        Err(e) => refuse(ctx, &e, "challenges").await,
    }
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
        let lead = Text::new("unblocked").arg("name", "x".repeat(50));
        for &lang in Lang::ALL {
            let (text, rows) = block_list(Some(lead.clone()), &blocks, lang);
            assert!(text.chars().count() <= 2000, "{} characters", text.len());
            assert!(text.contains("15"), "{text}");
            assert_eq!(rows.len(), 5);
        }
        let (text, _) = block_list(None, &blocks, Lang::EnUs);
        assert!(text.contains("and 15 more"), "{text}");
    }
}
