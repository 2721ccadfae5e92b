//! What to read before or beside a game: a game's rules, and the games being played.

use poise::CreateReply;

use super::super::invocation::{reader, refuse, GameArg};
use super::super::{Context, Error};

/// How to play a game.
#[poise::command(slash_command)]
pub(super) async fn rules(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::invocation::autocomplete_game"] game: GameArg,
) -> Result<(), Error> {
    let game = match game.kind(ctx).await {
        Ok(kind) => kind,
        Err(e) => return refuse(ctx, &e, "rules").await,
    };
    let (embed, components) = super::super::components::rules_page(game, 0, reader(ctx));
    ctx.send(
        CreateReply::default()
            .embed(embed)
            .components(components)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The games being played in this server, or (`mine`) your own games everywhere.
#[poise::command(slash_command)]
pub(super) async fn games(ctx: Context<'_>, mine: Option<bool>) -> Result<(), Error> {
    // Outside servers there is no server's list to show: the player's own games are.
    if mine == Some(true) || ctx.guild_id().is_none() {
        return my_games(ctx).await;
    }
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

/// `/games mine:True`: the first page of the invoker's games in every server and DM, privately.
async fn my_games(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().host.my_games(ctx.author().id.get(), 0).await {
        Ok(page) => {
            let (embed, components) =
                super::super::components::my_games_page(&page, reader(ctx), |guild| {
                    super::super::components::guild_name(ctx.serenity_context(), guild)
                });
            ctx.send(
                CreateReply::default()
                    .embed(embed)
                    .components(components)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "games mine").await,
    }
}
