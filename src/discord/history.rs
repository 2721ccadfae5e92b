//! `/replay`: a game shown again as an animated GIF with its move list and the referee command
//! line. Who may see what is the host's decision.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::commands::reply_private;
use super::{user_of, user_text, Context, Error};
use crate::host::{ReplayView, User};

fn author(ctx: Context<'_>) -> User {
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        _ => None,
    };
    user_of(ctx.author(), member)
}

/// Replay a game as an animated GIF, with its moves and how to check them.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (see /history)"]
    #[min = 1]
    number: i64,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let place = super::place_of(ctx.guild_id(), ctx.channel_id());
    let user = author(ctx);
    // Drawing a long game takes a moment: acknowledge first, privately unless the game is over
    // (a live game's replay is for its players only).
    let public = match host.replay_is_public(place, &user, number).await {
        Ok(public) => public,
        Err(e) => return reply_private(ctx, user_text(&e, "replay")).await,
    };
    if public {
        ctx.defer().await?;
    } else {
        ctx.defer_ephemeral().await?;
    }
    match host.replay_game(place, &user, number).await {
        Ok(view) => {
            let mut reply = CreateReply::default()
                .content(replay_text(&view))
                .attachment(serenity::CreateAttachment::bytes(
                    view.gif.clone(),
                    view.gif_name.clone(),
                ))
                .attachment(serenity::CreateAttachment::bytes(
                    view.moves.text.clone().into_bytes(),
                    view.moves.name.clone(),
                ))
                .allowed_mentions(serenity::CreateAllowedMentions::new())
                .ephemeral(!public);
            for page in &view.pages {
                reply = reply.attachment(serenity::CreateAttachment::bytes(
                    page.text.clone().into_bytes(),
                    page.name.clone(),
                ));
            }
            ctx.send(reply).await?;
            Ok(())
        }
        Err(e) => reply_private(ctx, user_text(&e, "replay")).await,
    }
}

/// The message that goes with the GIF.
fn replay_text(view: &ReplayView) -> String {
    let mut text = format!(
        "**Game {} · {}** — {} vs {}\n{} · {} plies",
        view.game_id,
        view.kind.display_name(),
        view.names[0],
        view.names[1],
        view.status,
        view.plies
    );
    if !view.finished {
        text.push_str(" so far (the game is still going; only its players see this)");
    }
    text.push('\n');
    if view.step > 1 {
        text.push_str(&format!(
            "This game is too long for one GIF under Discord's size limit: it shows every \
             {}th ply and the last one.\n",
            view.step
        ));
    }
    match &view.referee_command {
        Some(command) => {
            let files = if view.pages.is_empty() {
                format!("`{}`", view.moves.name)
            } else {
                let pages: Vec<String> =
                    view.pages.iter().map(|p| format!("`{}`", p.name)).collect();
                format!(
                    "`{}` and both pages ({})",
                    view.moves.name,
                    pages.join(", ")
                )
            };
            text.push_str(&format!(
                "Reproduce it with the attached {files}:\n`{command}`"
            ));
        }
        None => text.push_str(
            "The referee command line comes with the replay once the game is over: it needs \
             both pages, which stay secret until then.",
        ),
    }
    text
}
