//! Button and menu clicks. Ids (see `messages`):
//! `ch:GAME:a|d|b` challenge answers (accept, decline, decline and block); `mv:GAME:VERSION:PATH` picker steps (PATH = tokens joined
//! by `/`; a menu's id ends in `~N` and its chosen value completes the path);
//! `dr:GAME:VERSION` draw; `rs:GAME:VERSION` resign (asks to confirm); `rsy:GAME:VERSION` the
//! confirmation; `pg:GAME` shows the clicker their own page; `tb:GAME:VERSION` asks to take back, `tby:`/`tbn:GAME:VERSION` accept or
//! decline the request; `gt:GAME` gives the opponent more time (see `extra_time.rs`); `ru:GAME-ID:PAGE` rules pages; `ub:USER` lifts a block (on the private
//! `/blocks` list); `hi:USER:GAME-ID|all:PAGE` history pages and `rp:GAME` a finished
//! board's replay (see `history`); `an:GAME` its analysis (see `analysis`); `tj:ID` / `tl:ID`
//! join or leave a tournament (see `tournaments`); `pz:DAY:PATH` the daily puzzle's picker
//! (see `puzzles`); `tm:GAME:y|n` answers a channel's team challenge (see `team_matches`).
//!
//! `handle` reads the id and hands the click to the file of its concern: in this folder
//! `challenges.rs`, `picker.rs`, `board_buttons.rs` (draw, resign, Your page, rematch),
//! `takebacks.rs` and `paged_lists.rs` (rules and `/games` pages); elsewhere the files named
//! above. `answers.rs` has how a click is answered.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};
use tracing::warn;

use super::invocation::{click_posts_here, click_reader};
use super::{user_text, Data};
use crate::host::HostError;
use crate::i18n::{tr, Text};

mod answers;
mod board_buttons;
mod challenges;
mod extra_time;
mod paged_lists;
mod picker;
mod takebacks;

use answers::{
    board_update, clicked_board, close_private_step, private, respond, ClickResult, Failure,
};
use board_buttons::{confirm_resign, draw, private_page, rematch, resign};
use challenges::{challenge, unblock};
use extra_time::give_time;
use paged_lists::{live_games, my_games, rules};
use picker::pick;
use takebacks::{answer_takeback, ask_takeback};

pub(super) use paged_lists::{guild_name, my_game_row, my_games_page, rules_page};

pub async fn handle(ctx: &serenity::Context, click: &ComponentInteraction, data: &Data) {
    let started = std::time::Instant::now();
    let id = click.data.custom_id.as_str();
    if let (Some(guild), Some(locale)) = (click.guild_id, &click.guild_locale) {
        super::note_guild_locale(&data.host, guild.get(), locale).await;
    }
    let parts: Vec<&str> = id.splitn(4, ':').collect();
    let outcome = match parts.as_slice() {
        ["ch", game, answer] => challenge(ctx, click, data, game, answer).await,
        ["mv", game, version, path] => pick(ctx, click, data, (game, version, path), false).await,
        ["mc", game, version, path] => pick(ctx, click, data, (game, version, path), true).await,
        ["mx"] => {
            close_private_step(ctx, click, tr(click_reader(click), "confirm-cancelled")).await;
            Ok(())
        }
        ["dr", game, version] => draw(ctx, click, data, game, version).await,
        ["rs", game, version] => confirm_resign(ctx, click, game, version).await,
        ["rsy", game, version] => resign(ctx, click, data, game, version).await,
        ["pg", game] => private_page(ctx, click, data, game).await,
        ["tb", game, version] => ask_takeback(ctx, click, data, game, version).await,
        ["tby", game, version] => answer_takeback(ctx, click, data, (game, version), true).await,
        ["tbn", game, version] => answer_takeback(ctx, click, data, (game, version), false).await,
        ["gt", game] => give_time(ctx, click, data, game).await,
        ["ru", game, page] => rules(ctx, click, game, page).await,
        ["gs", page] => live_games(ctx, click, data, page).await,
        ["gm", page] => my_games(ctx, click, data, page).await,
        ["rm", game] => rematch(ctx, click, data, game).await,
        ["ub", blocked] => unblock(ctx, click, data, blocked).await,
        ["rp", game] => {
            super::history::replay_click(ctx, click, data, game).await;
            Ok(())
        }
        ["tj", tournament] => {
            super::tournaments::signup_click(ctx, click, data, true, tournament).await;
            Ok(())
        }
        ["tl", tournament] => {
            super::tournaments::signup_click(ctx, click, data, false, tournament).await;
            Ok(())
        }
        ["an", game] => {
            super::analysis::analyze_click(ctx, click, data, game).await;
            Ok(())
        }
        ["pz", day, path] => {
            super::puzzles::pick_click(ctx, click, data, day, path).await;
            Ok(())
        }
        ["tm", game, answer] => {
            super::team_matches::answer_click(ctx, click, data, game, answer).await;
            Ok(())
        }
        ["pd", owner, answer] => {
            super::privacy::delete_click(ctx, click, data, owner, answer).await;
            Ok(())
        }
        [super::activity::BUTTON_ID] => super::activity::launch(ctx, click)
            .await
            .map_err(|e| Failure::Discord(Box::new(e))),
        ["hi", user, game, page] => {
            super::history::page_click(ctx, click, data, user, game, page).await;
            Ok(())
        }
        _ => Err(Failure::Refused(Text::new("click-old-button"))),
    };
    let outcome = match outcome {
        Err(Failure::Host(HostError::Refused(why))) => show_ended_board(ctx, click, data, &parts)
            .await
            .unwrap_or(Err(Failure::Host(HostError::Refused(why)))),
        other => other,
    };
    let lang = click_reader(click);
    let (label, text) = match outcome {
        Ok(()) => ("ok", None),
        Err(Failure::Refused(text)) => ("refused", Some(text.get(lang))),
        Err(Failure::Host(e)) => match &e {
            HostError::Refused(_) => ("refused", Some(user_text(&e, id, lang))),
            HostError::Internal(_) => ("error", Some(user_text(&e, id, lang))),
        },
        Err(Failure::Discord(e)) => {
            warn!(custom_id = id, error = %e, "could not answer a click");
            ("unanswered", None)
        }
    };
    let label = match text {
        Some(text) => match respond(ctx, click, private(text)).await {
            Ok(()) => label,
            Err(e) => {
                warn!(custom_id = id, error = %e, "could not send a refusal");
                "unanswered"
            }
        },
        None => label,
    };
    crate::metrics::interaction("component", label, started.elapsed());
}

/// A click on a board of a game that has ended where the bot may not post (it could not say so
/// when the game ended on time): the stale board is replaced by the result; a challenge that
/// lapsed says so. `None` when that is not the case, and the refusal stands.
async fn show_ended_board(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    parts: &[&str],
) -> Option<ClickResult> {
    let [kind, game, ..] = parts else {
        return None;
    };
    if click_posts_here(click) {
        return None;
    }
    if *kind == "ch" {
        // A challenge that lapsed unanswered: it says so, and its buttons go.
        let view = match data.host.lapsed_challenge(game.parse().ok()?).await {
            Ok(Some(view)) if view.channel_id == click.channel_id.get() => view,
            Ok(_) => return None,
            Err(e) => return Some(Err(e.into())),
        };
        let closed = CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(view.text)
                .components(Vec::new())
                .allowed_mentions(serenity::CreateAllowedMentions::new()),
        );
        return Some(respond(ctx, click, closed).await.map_err(Failure::from));
    }
    let on_board = [
        "mv", "mc", "dr", "rs", "rsy", "tb", "tby", "tbn", "pg", "gt",
    ];
    if !on_board.contains(kind) {
        return None;
    }
    let view = match data.host.ended_board(game.parse().ok()?).await {
        Ok(Some(view)) if view.channel_id == click.channel_id.get() => view,
        Ok(_) => return None,
        Err(e) => return Some(Err(e.into())),
    };
    let update = CreateInteractionResponse::UpdateMessage(board_update(&view));
    let answered = respond(ctx, click, update).await;
    if answered.is_ok() {
        super::board_messages::note(view.game_id, clicked_board(click));
    }
    Some(answered.map_err(Failure::from))
}
