//! Host views turned into Discord message parts: the board embed with its picture, the
//! picker buttons, challenge buttons. Button ids carry the game and its version so a click on an
//! old board is recognised.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::host::{BoardView, ChallengeView, LiveGamesPage, RatingView, RematchOffer, Update};
use crate::input::{Row, MAX_ROWS};

pub const BOARD_FILE: &str = "board.png";

/// Seat colours as embed accents (match the picture's theme).
const SEAT_COLOURS: [u32; 2] = [0xC83C32, 0x2864C8];
const FINISHED_COLOUR: u32 = 0x7A746C;

/// Everything a board message is made of.
pub struct BoardParts {
    pub content: String,
    pub embed: CreateEmbed,
    pub file: CreateAttachment,
    pub components: Vec<CreateActionRow>,
    pub mentions: CreateAllowedMentions,
}

impl BoardParts {
    /// The board as a message posted to a channel (not an interaction answer).
    pub fn into_message(self) -> CreateMessage {
        CreateMessage::new()
            .content(self.content)
            .embed(self.embed)
            .add_file(self.file)
            .components(self.components)
            .allowed_mentions(self.mentions)
    }
}

pub fn board_parts(view: &BoardView) -> BoardParts {
    let names = |i: usize| format!("{} ({})", view.names[i], view.seat_names[i]);
    let mut description = view.status.clone();
    if let Some(deadline) = view.deadline {
        description.push_str(&format!("\nTurn ends <t:{}:R>", deadline / 1000));
    }
    let mut embed = CreateEmbed::new()
        .title(format!(
            "{} · {} vs {}",
            view.kind.display_name(),
            names(0),
            names(1)
        ))
        .description(description)
        .image(format!("attachment://{BOARD_FILE}"))
        .colour(match view.to_move {
            Some(s) => SEAT_COLOURS[s.index()],
            None => FINISHED_COLOUR,
        });
    if let Some(scores) = view.scores {
        embed = embed.field(
            "Score",
            format!(
                "{} {} – {} {}",
                view.seat_names[0], scores[0], scores[1], view.seat_names[1]
            ),
            true,
        );
    }
    if !view.recent_moves.is_empty() {
        let moves: Vec<String> = view
            .recent_moves
            .iter()
            .map(|(ply, mv)| format!("{ply}. `{mv}`"))
            .collect();
        embed = embed.field("Recent moves", moves.join("\n"), true);
    }
    embed = embed.field("Move", view.ply.to_string(), true);
    if let Some(dice) = &view.dice {
        embed = embed.field("Fair dice", dice, false);
    }
    embed = embed.footer(serenity::CreateEmbedFooter::new(&view.terms));
    let mut content = match view.user_to_move() {
        Some(id) => format!("<@{id}>, your move."),
        None => format!("Game over: {}", view.status),
    };
    if let Some((mover, compliment)) = &view.compliment {
        content = format!(
            "💐 {} to {}: “{}”\n{content}",
            view.names[mover.index()],
            view.names[mover.other().index()],
            compliment
        );
    }
    let mentions = match view.user_to_move() {
        Some(id) => CreateAllowedMentions::new().users(vec![serenity::UserId::new(id)]),
        None => CreateAllowedMentions::new(),
    };
    BoardParts {
        content,
        embed,
        file: CreateAttachment::bytes(view.png.clone(), BOARD_FILE),
        components: board_components(view),
        mentions,
    }
}

fn board_components(view: &BoardView) -> Vec<CreateActionRow> {
    if view.finished {
        // Every ended game can be replayed; one with a result can also be played again.
        let mut buttons = vec![super::history::replay_button(view.game_id)];
        if view.rematch {
            buttons.push(
                CreateButton::new(format!("rm:{}", view.game_id))
                    .label("Rematch")
                    .style(ButtonStyle::Primary),
            );
        }
        return vec![CreateActionRow::Buttons(buttons)];
    }
    let prefix = format!("mv:{}:{}:", view.game_id, view.version);
    let mut rows = picker_rows(&view.picker, &prefix);
    rows.truncate(MAX_ROWS);
    let draw_label = if view.draw_offer.is_some() {
        "Accept draw"
    } else {
        "Offer draw"
    };
    rows.push(CreateActionRow::Buttons(vec![
        CreateButton::new(format!("dr:{}:{}", view.game_id, view.version))
            .label(draw_label)
            .style(ButtonStyle::Secondary),
        CreateButton::new(format!("rs:{}:{}", view.game_id, view.version))
            .label("Resign")
            .style(ButtonStyle::Danger),
    ]));
    rows
}

/// Picker rows as Discord components; each control's id is `prefix` + the path to it.
pub fn picker_rows(rows: &[Row], prefix: &str) -> Vec<CreateActionRow> {
    rows.iter()
        .enumerate()
        .map(|(i, row)| match row {
            Row::Buttons(buttons) => CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        CreateButton::new(format!("{prefix}{}", b.token))
                            .label(&b.label)
                            .disabled(!b.enabled)
                            .style(if b.primary {
                                ButtonStyle::Primary
                            } else {
                                ButtonStyle::Secondary
                            })
                    })
                    .collect(),
            ),
            Row::Menu {
                placeholder,
                options,
            } => {
                // The chosen value completes the path; `~i` only keeps ids unique.
                let id = format!("{prefix}~{i}");
                CreateActionRow::SelectMenu(
                    CreateSelectMenu::new(
                        id,
                        CreateSelectMenuKind::String {
                            options: options
                                .iter()
                                .map(|o| {
                                    let opt = CreateSelectMenuOption::new(&o.label, &o.token);
                                    match &o.description {
                                        Some(d) => opt.description(d),
                                        None => opt,
                                    }
                                })
                                .collect(),
                        },
                    )
                    .placeholder(placeholder),
                )
            }
        })
        .collect()
}

pub fn challenge_components(view: &ChallengeView) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(format!("ch:{}:a", view.game_id))
            .label("Accept")
            .style(ButtonStyle::Success),
        CreateButton::new(format!("ch:{}:d", view.game_id))
            .label("Decline")
            .style(ButtonStyle::Danger),
        CreateButton::new(format!("ch:{}:b", view.game_id))
            .label("Decline and block")
            .style(ButtonStyle::Secondary),
    ])]
}

pub fn challenge_content(view: &ChallengeView) -> String {
    let mut text = format!("<@{}> — {}", view.players[1], view.text);
    if let Some(expiry) = view.expires_at {
        text.push_str(&format!(" The challenge lapses <t:{}:R>.", expiry / 1000));
    }
    text
}

/// A message for the channel when a deadline passed.
pub fn update_message(update: &Update) -> (u64, CreateMessage) {
    match update {
        Update::ChallengeExpired(view) => (
            view.channel_id,
            CreateMessage::new()
                .content(view.text.clone())
                .allowed_mentions(CreateAllowedMentions::new()),
        ),
        Update::Board(view) => (view.channel_id, board_parts(view).into_message()),
        Update::Reminder(reminder) => (
            reminder.channel_id,
            CreateMessage::new()
                .content(format!(
                    "<@{}>, a reminder: your {} turn ends <t:{}:R>. Use /board to see the game.",
                    reminder.user_id,
                    reminder.kind.display_name(),
                    reminder.deadline / 1000
                ))
                .allowed_mentions(
                    CreateAllowedMentions::new()
                        .users(vec![serenity::UserId::new(reminder.user_id)]),
                ),
        ),
    }
}

pub fn leaderboard_embed(title: &str, rows: &[RatingView]) -> CreateEmbed {
    let body = if rows.is_empty() {
        "No rated games yet. Be the first: /play".to_string()
    } else {
        rows.iter()
            .enumerate()
            .map(|(i, r)| {
                format!(
                    "**{}.** {} — {:.0} ({}W {}L {}D)",
                    i + 1,
                    r.name,
                    r.rating,
                    r.wins,
                    r.losses,
                    r.draws
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    CreateEmbed::new().title(title).description(body)
}

/// A page of `/games`: each live game with its players, whose turn it is, when the turn ends,
/// and a link to its channel; Previous / Next buttons when there are more pages.
pub fn live_games_page(page: &LiveGamesPage) -> (CreateEmbed, Vec<CreateActionRow>) {
    let body = if page.games.is_empty() {
        "No games are being played here right now. Start one with /play.".to_string()
    } else {
        page.games
            .iter()
            .map(|g| {
                let state = if g.is_challenge {
                    format!("waiting for {} to accept", g.names[1])
                } else {
                    match &g.to_move {
                        Some(name) => format!("{name} to move"),
                        None => "finishing".to_string(),
                    }
                };
                let until = match g.deadline {
                    Some(d) if g.is_challenge => format!(" · lapses <t:{}:R>", d / 1000),
                    Some(d) => format!(" · turn ends <t:{}:R>", d / 1000),
                    None => String::new(),
                };
                format!(
                    "**{}** #{} · {} vs {} · {state}{until} · <#{}>",
                    g.kind.display_name(),
                    g.game_id,
                    g.names[0],
                    g.names[1],
                    g.channel_id
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let embed = CreateEmbed::new()
        .title(format!("Live games in this server ({})", page.total))
        .description(body)
        .footer(serenity::CreateEmbedFooter::new(format!(
            "Page {} of {}",
            page.page + 1,
            page.pages
        )));
    let components = if page.pages > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(format!("gs:{}", page.page.saturating_sub(1)))
                .label("◀ Previous")
                .disabled(page.page == 0)
                .style(ButtonStyle::Secondary),
            CreateButton::new(format!("gs:{}", page.page + 1))
                .label("Next ▶")
                .disabled(page.page + 1 >= page.pages)
                .style(ButtonStyle::Secondary),
        ])]
    } else {
        Vec::new()
    };
    (embed, components)
}

/// A rematch offer, for the channel: the other player accepts with the same button.
pub fn rematch_offer_message(offer: &RematchOffer) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(format!(
            "{} offers a rematch. <@{}>, click Rematch to play again, seats swapped (the offer \
             lapses <t:{}:R>).",
            offer.from_name,
            offer.to_user,
            offer.until / 1000
        ))
        .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
            format!("rm:{}", offer.game_id),
        )
        .label("Rematch")
        .style(ButtonStyle::Primary)])])
        .allowed_mentions(
            CreateAllowedMentions::new().users(vec![serenity::UserId::new(offer.to_user)]),
        )
}
