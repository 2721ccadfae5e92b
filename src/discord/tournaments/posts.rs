//! What the bot posts about a tournament: the sign-up message (kept current) and the answer to
//! its Join / Leave buttons, and the standings picture with its caption and pairings.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateButton, CreateInteractionResponse, CreateInteractionResponseMessage,
};
use tracing::warn;

use super::alt_text::standings_alt_text;
use crate::discord::invocation::{click_public_lang, click_reader};
use crate::discord::{place_of, user_of, user_text, Data};
use crate::host::tournaments::{StandingsView, TournamentView};
use crate::host::HostError;
use crate::i18n::{tr, Lang, Text};
use crate::pairing::GameOutcome;
use crate::render::tournament::{standings_png, Event, PairingLine, StandingsPicture};
use crate::store::TournamentStatus;

/// Show the tournament as it is now on its sign-up message: the field, the state, and Join /
/// Leave only while sign-ups are open.
pub(super) async fn refresh_signup(http: &serenity::Http, view: &TournamentView) {
    let Some(message_id) = view.record.signup_message_id else {
        return;
    };
    let edit = serenity::EditMessage::new()
        .content(signup_text(view))
        .components(signup_buttons(view))
        .allowed_mentions(CreateAllowedMentions::new());
    let channel = serenity::ChannelId::new(view.record.channel_id);
    if let Err(e) = channel
        .edit_message(http, serenity::MessageId::new(message_id), edit)
        .await
    {
        warn!(tournament = view.record.id, error = %e, "could not update the sign-up message");
    }
}

/// The sign-up message: what, when, who so far.
pub fn signup_text(view: &TournamentView) -> String {
    let lang = view.lang;
    let players = if view.players.is_empty() {
        tr(lang, "tournament-no-players-yet")
    } else {
        view.players
            .iter()
            .filter(|(_, _, active)| *active)
            .map(|(_, name, _)| name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let state = match view.record.status {
        TournamentStatus::SignUp => Text::new("tournament-starts-at").arg(
            "when",
            format!(
                "<t:{}:F> (<t:{}:R>)",
                view.record.starts_at / 1000,
                view.record.starts_at / 1000
            ),
        ),
        TournamentStatus::Running => {
            Text::new("tournament-running").arg("round", view.record.round)
        }
        TournamentStatus::Finished => Text::new("tournament-finished-state"),
        TournamentStatus::Cancelled => Text::new("tournament-cancelled-state"),
    };
    Text::new("tournament-signup")
        .arg("number", view.record.id)
        .arg("game", view.record.kind.display_name())
        .arg("format", view.format_text())
        .arg("time", view.time_text())
        .arg(
            "rated",
            Text::new(if view.record.rated {
                "tournament-rated"
            } else {
                "tournament-casual"
            }),
        )
        .arg("state", state)
        .arg("count", view.players.iter().filter(|p| p.2).count())
        .arg("max", view.record.max_players)
        .arg("players", players)
        .get(lang)
}

/// Join and Leave, while sign-up is open.
pub fn signup_buttons(view: &TournamentView) -> Vec<CreateActionRow> {
    if !view.taking_signups() {
        return Vec::new();
    }
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(format!("tj:{}", view.record.id))
            .label(tr(view.lang, "button-tournament-join"))
            .style(ButtonStyle::Success),
        CreateButton::new(format!("tl:{}", view.record.id))
            .label(tr(view.lang, "button-tournament-leave"))
            .style(ButtonStyle::Secondary),
    ])]
}

/// A click on a sign-up message's Join or Leave: the message shows the new field; a refusal
/// is the clicker's alone.
pub async fn signup_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    joining: bool,
    id: &str,
) {
    let user = user_of(&click.user, click.member.as_ref(), &click.locale);
    let place = place_of(click.guild_id, click.channel_id);
    let result = match id.parse::<i64>() {
        Ok(id) if joining => data.host.join_tournament(place, &user, id).await,
        Ok(id) => data.host.leave_tournament(place, &user, id).await,
        Err(_) => Err(HostError::Refused(Text::new("click-old-button"))),
    };
    let response = match result {
        Ok(mut view) => {
            view.lang = click_public_lang(click);
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(signup_text(&view))
                    .components(signup_buttons(&view))
                    .allowed_mentions(CreateAllowedMentions::new()),
            )
        }
        Err(e) => CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(user_text(&e, "tournament sign-up", click_reader(click)))
                .ephemeral(true),
        ),
    };
    if let Err(e) = click.create_response(&ctx.http, response).await {
        warn!(error = %e, "could not answer a sign-up click");
    }
}

/// The picture's description of a standings view.
fn picture_of(view: &StandingsView) -> StandingsPicture {
    let t = &view.tournament;
    StandingsPicture {
        game: t.record.kind,
        event: Event::Tournament(t.record.format),
        round: view.rounds.map(|rounds| (t.record.round, rounds)),
        minutes_left: view.minutes_left,
        finished: view.finished(),
        rows: view.rows.clone(),
        games: view
            .games
            .iter()
            .map(|g| PairingLine {
                first: g.names[0].clone(),
                second: g.names[1].clone(),
                outcome: g.outcome,
            })
            .collect(),
        bye: view.bye.clone(),
        lang: t.lang,
    }
}

/// The standings picture, drawn on the blocking pool (a big table is many milliseconds of
/// text drawing), with its alt text.
pub(super) async fn standings_attachment(view: &StandingsView) -> CreateAttachment {
    let picture = picture_of(view);
    let png = tokio::task::spawn_blocking(move || standings_png(&picture))
        .await
        .unwrap_or_else(|e| {
            warn!(error = %e, "drawing the standings picture failed");
            Vec::new()
        });
    CreateAttachment::bytes(
        png,
        format!("tournament-{}-standings.png", view.tournament.record.id),
    )
    .description(standings_alt_text(view))
}

pub(super) fn standings_caption(view: &StandingsView) -> String {
    let t = &view.tournament;
    match view.rounds {
        Some(rounds) if !view.finished() => Text::new("tournament-standings-round")
            .arg("number", t.record.id)
            .arg("round", t.record.round)
            .arg("rounds", rounds),
        _ if view.finished() => Text::new("tournament-final-standings").arg("number", t.record.id),
        _ => Text::new("tournament-standings").arg("number", t.record.id),
    }
    .get(t.lang)
}

/// The current round's games, each with a link to its thread, and the adjusted results'
/// reasons.
pub(super) fn pairings_text(view: &StandingsView, lang: Lang) -> String {
    if view.games.is_empty() && view.bye.is_none() {
        return tr(lang, "tournament-no-pairings");
    }
    let mut lines: Vec<String> = view
        .games
        .iter()
        .map(|g| {
            let result = match g.outcome {
                None => tr(lang, "tournament-result-playing"),
                Some(GameOutcome::Win(s)) if s.index() == 0 => "1–0".to_string(),
                Some(GameOutcome::Win(_)) => "0–1".to_string(),
                Some(GameOutcome::Draw) => "½–½".to_string(),
                Some(GameOutcome::Void) => tr(lang, "tournament-result-void"),
            };
            let place = g
                .thread_id
                .map_or_else(String::new, |t| format!(" · <#{t}>"));
            let reason = g
                .adjust_reason
                .as_ref()
                .map_or_else(String::new, |r| format!(" ({r})"));
            format!("{} – {}: {result}{place}{reason}", g.names[0], g.names[1])
        })
        .collect();
    if let Some(bye) = &view.bye {
        lines.push(Text::new("tournament-bye").arg("name", bye).get(lang));
    }
    let mut text = lines.join("\n");
    if text.chars().count() > 1900 {
        text = text.chars().take(1900).collect::<String>() + "…";
    }
    text
}
