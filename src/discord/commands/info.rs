//! What to read before or beside a game: a game's rules, and the games being played.

use poise::CreateReply;

use super::super::invocation::{reader, refuse, GameArg};
use super::super::{Context, Error};

/// How to play a game.
#[poise::command(slash_command)]
pub(super) async fn rules(ctx: Context<'_>, game: GameArg) -> Result<(), Error> {
    let (embed, components) = super::super::components::rules_page(game.0, 0, reader(ctx));
    ctx.send(
        CreateReply::default()
            .embed(embed)
            .components(components)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Every game being played in this server, with links to their channels.
#[poise::command(slash_command)]
pub(super) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    match ctx
        .data()
        .host
        .live_games(ctx.guild_id().map(|g| g.get()), 0)
        .await
    {
        Ok(page) => {
            let (embed, components) = super::super::messages::live_games_page(&page, reader(ctx));
            ctx.send(
                CreateReply::default()
                    .embed(embed)
                    .components(components)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "games").await,
    }
}
