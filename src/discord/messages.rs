//! Host views turned into Discord message parts: the board embed with its picture, the
//! picker buttons, challenge buttons. Button ids carry the game and its version so a click on an
//! old board is recognised.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::host::{
    BoardView, ChallengeView, LeaderboardPage, LiveGamesPage, RematchOffer, TakebackReach,
    TakebackRequest, Update,
};
use crate::i18n::{tr, Lang, Text};
use crate::input::{Row, MAX_ROWS};
use crate::store::Rank;

use super::board_rows::with_buttons;
use super::web_links::{live_button, web_button};

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

    /// The board in place of the one a message showed (the old picture goes).
    pub fn into_edit(self) -> serenity::EditMessage {
        serenity::EditMessage::new()
            .content(self.content)
            .embed(self.embed)
            .remove_all_attachments()
            .new_attachment(self.file)
            .components(self.components)
            .allowed_mentions(self.mentions)
    }

    /// The board in place of the one an interaction's answer showed, through its token (the
    /// old picture goes).
    pub fn into_answer_edit(self) -> serenity::EditInteractionResponse {
        serenity::EditInteractionResponse::new()
            .content(self.content)
            .embed(self.embed)
            .clear_attachments()
            .new_attachment(self.file)
            .components(self.components)
            .allowed_mentions(self.mentions)
    }

    /// The board as a follow-up to an interaction (where the bot may not post: see `reach`).
    pub fn into_followup(self) -> CreateInteractionResponseFollowup {
        CreateInteractionResponseFollowup::new()
            .content(self.content)
            .embed(self.embed)
            .add_file(self.file)
            .components(self.components)
            .allowed_mentions(self.mentions)
    }
}

/// A Discord timestamp shown relative to now ("in 3 hours"), in each reader's own language.
pub(super) fn relative_time(unix_ms: i64) -> String {
    format!("<t:{}:R>", unix_ms / 1000)
}

/// A moment as Discord shows it to each reader, in their own time zone and words.
pub fn discord_time(unix_ms: i64) -> String {
    format!("<t:{}:f>", unix_ms / 1000)
}

/// The board message, in the language the host drew it in (the server's).
pub fn board_parts(view: &BoardView) -> BoardParts {
    let lang = view.lang;
    let names = |i: usize| format!("{} ({})", view.names[i], view.seat_names[i]);
    let mut description = view.status.clone();
    if let Some(votes) = view.team_votes {
        description.push('\n');
        description.push_str(&Text::new("team-votes-line").arg("votes", votes).get(lang));
    }
    if let Some(deadline) = view.deadline {
        description.push('\n');
        description.push_str(
            &Text::new("board-turn-ends")
                .arg("when", relative_time(deadline))
                .get(lang),
        );
    }
    for (name, until) in &view.vacations {
        description.push('\n');
        description.push_str(
            &Text::new("board-on-vacation")
                .arg("name", name.as_str())
                .arg("until", discord_time(*until))
                .get(lang),
        );
    }
    let mut embed = CreateEmbed::new()
        .title(
            Text::new("board-title")
                .arg("game", view.kind.display_name())
                .arg("first", names(0))
                .arg("second", names(1))
                .get(lang),
        )
        .description(description)
        .image(format!("attachment://{BOARD_FILE}"))
        .colour(match view.to_move {
            Some(s) => SEAT_COLOURS[s.index()],
            None => FINISHED_COLOUR,
        });
    if let Some(scores) = view.scores {
        embed = embed.field(
            tr(lang, "board-score"),
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
        embed = embed.field(tr(lang, "board-recent-moves"), moves.join("\n"), true);
    }
    embed = embed.field(tr(lang, "board-move-number"), view.ply.to_string(), true);
    if let Some(dice) = &view.dice {
        embed = embed.field(tr(lang, "board-fair-dice"), dice, false);
    }
    embed = embed.footer(serenity::CreateEmbedFooter::new(&view.terms));
    let mut content = match view.user_to_move() {
        Some(id) => Text::new("board-your-move").arg("mention", format!("<@{id}>")),
        None if view.team_votes.is_some() => match (view.rival_channel, view.to_move) {
            (Some(_), Some(seat)) => {
                Text::new("team-match-to-move").arg("team", &view.names[seat.index()])
            }
            _ => Text::new("team-your-move"),
        },
        None => Text::new("board-game-over").arg("status", &view.status),
    }
    .get(lang);
    if let Some((mover, compliment)) = &view.compliment {
        let line = Text::new("board-compliment")
            .arg("from", &view.names[mover.index()])
            .arg("to", &view.names[mover.other().index()])
            .arg("compliment", compliment)
            .get(lang);
        content = format!("{line}\n{content}");
    }
    if view.played_conditionally {
        let line = Text::new("conditional-board-line")
            .arg("move", view.last_move.clone().unwrap_or_default())
            .get(lang);
        content = format!("{line}\n{content}");
    }
    if !view.achievements.is_empty() {
        content = format!("{content}\n{}", view.achievements.join("\n"));
    }
    let mentions = match view.user_to_move() {
        // A queued reply already answered this board: its own board pings whoever is next.
        Some(_) if view.conditional_reply.is_some() => CreateAllowedMentions::new(),
        Some(id) => CreateAllowedMentions::new().users(vec![serenity::UserId::new(id)]),
        None => CreateAllowedMentions::new(),
    };
    BoardParts {
        content,
        embed,
        file: CreateAttachment::bytes(view.png.clone(), BOARD_FILE)
            .description(view.alt_text.clone()),
        components: board_components(view),
        mentions,
    }
}

fn board_components(view: &BoardView) -> Vec<CreateActionRow> {
    if view.finished {
        // Every ended game can be replayed and analysed; one with a result can also be played
        // again.
        let mut buttons = vec![
            replay_button(view.game_id, view.lang),
            analyze_button(view.game_id, view.lang),
        ];
        if view.rematch {
            buttons.push(rematch_button(view.game_id, view.lang));
        }
        if let Some(url) = &view.public_url {
            buttons.push(web_button(url, view.lang));
        }
        return vec![CreateActionRow::Buttons(buttons)];
    }
    let prefix = format!("mv:{}:{}:", view.game_id, view.version);
    let mut rows = picker_rows(&view.picker, &prefix);
    rows.truncate(MAX_ROWS);
    let draw_label = if view.draw_offer.is_some() {
        tr(view.lang, "button-accept-draw")
    } else {
        tr(view.lang, "button-offer-draw")
    };
    let live = view
        .live_link
        .as_ref()
        .and_then(|link| live_button(link, view.lang));
    // A channel team's game: its members vote on moves, nothing else (and may watch it).
    if view.is_team_game() {
        return with_buttons(rows, live.into_iter().collect());
    }
    let mut buttons = vec![
        CreateButton::new(format!("dr:{}:{}", view.game_id, view.version))
            .label(draw_label)
            .style(ButtonStyle::Secondary),
        CreateButton::new(format!("rs:{}:{}", view.game_id, view.version))
            .label(tr(view.lang, "button-resign"))
            .style(ButtonStyle::Danger),
    ];
    if view.private_pages {
        buttons.push(
            CreateButton::new(format!("pg:{}", view.game_id))
                .label(tr(view.lang, "button-your-page"))
                .style(ButtonStyle::Secondary),
        );
    }
    if view.takeback {
        buttons.push(
            CreateButton::new(format!("tb:{}:{}", view.game_id, view.version))
                .label(tr(view.lang, "button-takeback"))
                .style(ButtonStyle::Secondary),
        );
    }
    if super::activity::enabled() {
        buttons.push(super::activity::button(view.lang));
    }
    buttons.extend(live);
    if view.gives_time {
        buttons.push(
            CreateButton::new(format!("gt:{}", view.game_id))
                .label(tr(view.lang, "button-give-time"))
                .style(ButtonStyle::Secondary),
        );
    }
    with_buttons(rows, buttons)
}

/// A player's own page (`/page`, or the board's Your page button), for them alone: the text in
/// a code block when it fits a message, and the picture.
pub fn private_page(
    view: crate::host::PrivateView<Vec<u8>>,
    lang: Lang,
) -> (String, CreateAttachment) {
    let mut body = format!("```\n{}\n```", view.text);
    if body.len() > 1900 {
        body = tr(lang, "page-yours");
    }
    let picture = CreateAttachment::bytes(view.picture, "page.png").description(view.alt_text);
    (body, picture)
}

/// A takeback request, in public: the asked player is named (and pinged) and told what would
/// be taken back, with Accept and Decline (`tby:GAME:VERSION`, `tbn:GAME:VERSION`).
pub fn takeback_request(
    request: &TakebackRequest,
) -> (String, Vec<CreateActionRow>, CreateAllowedMentions) {
    let (game_id, version, lang) = (request.game_id, request.version, request.lang);
    let asked = match request.reach {
        TakebackReach::LastMove => "takeback-asked-last-move",
        TakebackReach::MoveAndReply => "takeback-asked",
    };
    let content = format!(
        "<@{}> — {}",
        request.opponent_id(),
        Text::new(asked).arg("name", request.asker_name()).get(lang)
    );
    let buttons = vec![
        CreateButton::new(format!("tby:{game_id}:{version}"))
            .label(tr(lang, "button-takeback-accept"))
            .style(ButtonStyle::Primary),
        CreateButton::new(format!("tbn:{game_id}:{version}"))
            .label(tr(lang, "button-takeback-decline"))
            .style(ButtonStyle::Secondary),
    ];
    let mentions =
        CreateAllowedMentions::new().users([serenity::UserId::new(request.opponent_id())]);
    (content, vec![CreateActionRow::Buttons(buttons)], mentions)
}

/// The picker path a click completes, from its id's path part (see [`picker_rows`]): a menu's
/// id ends in `~N`, and the chosen value is the path's last step.
pub fn clicked_path(click: &serenity::ComponentInteraction, path: &str) -> String {
    let mut path = path.to_string();
    if let Some(i) = path.rfind('~') {
        path.truncate(i);
        if let serenity::ComponentInteractionDataKind::StringSelect { values } = &click.data.kind {
            path.push_str(values.first().map(String::as_str).unwrap_or(""));
        }
    }
    path
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
    let lang = view.lang;
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(format!("ch:{}:a", view.game_id))
            .label(tr(lang, "button-accept"))
            .style(ButtonStyle::Success),
        CreateButton::new(format!("ch:{}:d", view.game_id))
            .label(tr(lang, "button-decline"))
            .style(ButtonStyle::Danger),
        CreateButton::new(format!("ch:{}:b", view.game_id))
            .label(tr(lang, "button-decline-block"))
            .style(ButtonStyle::Secondary),
    ])]
}

pub fn challenge_content(view: &ChallengeView) -> String {
    let mut text = format!("<@{}> — {}", view.players[1], view.text);
    if let Some(expiry) = view.expires_at {
        text.push(' ');
        text.push_str(
            &Text::new("challenge-lapses")
                .arg("when", relative_time(expiry))
                .get(view.lang),
        );
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
                .content(
                    Text::new("reminder")
                        .arg("mention", format!("<@{}>", reminder.user_id))
                        .arg("game", reminder.kind.display_name())
                        .arg("when", relative_time(reminder.deadline))
                        .get(reminder.lang),
                )
                .allowed_mentions(
                    CreateAllowedMentions::new()
                        .users(vec![serenity::UserId::new(reminder.user_id)]),
                ),
        ),
    }
}

/// A turn reminder sent as a direct message, where the bot may not post in the game's channel.
pub fn reminder_by_dm(reminder: &crate::host::TurnReminder) -> CreateMessage {
    CreateMessage::new()
        .content(
            Text::new("reminder-dm")
                .arg("game", reminder.kind.display_name())
                .arg("when", relative_time(reminder.deadline))
                .get(reminder.lang),
        )
        .allowed_mentions(CreateAllowedMentions::new())
}

pub fn leaderboard_embed(title: &str, page: &LeaderboardPage, lang: Lang) -> CreateEmbed {
    let body = if page.rows.is_empty() {
        tr(lang, "leaderboard-empty")
    } else {
        page.rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let row = Text::new("leaderboard-row")
                    .arg("rank", group_digits(page.first_place + i as i64, lang))
                    .arg("name", &r.name)
                    .arg("rating", format!("{:.0}", r.rating))
                    .arg("wins", r.wins)
                    .arg("losses", r.losses)
                    .arg("draws", r.draws)
                    .get(lang);
                // The row of the player who asked for the page stands out.
                if page.you == Some(r.user_id) {
                    format!("__{row}__")
                } else {
                    row
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let embed = CreateEmbed::new().title(title).description(body);
    match page.rows.iter().position(|r| Some(r.user_id) == page.you) {
        Some(i) => embed.footer(serenity::CreateEmbedFooter::new(
            Text::new("leaderboard-you")
                .arg(
                    "rank",
                    rank_text(
                        Rank {
                            place: page.first_place + i as i64,
                            of: page.players,
                        },
                        lang,
                    ),
                )
                .get(lang),
        )),
        None => embed,
    }
}

/// "#1,234 of 98,311" in the reader's language.
pub fn rank_text(rank: Rank, lang: Lang) -> String {
    Text::new("rank")
        .arg("place", group_digits(rank.place, lang))
        .arg("players", group_digits(rank.of, lang))
        .get(lang)
}

/// A whole number with its digits grouped in threes by the language's separator.
fn group_digits(n: i64, lang: Lang) -> String {
    let digits = n.unsigned_abs().to_string();
    let separator = tr(lang, "digit-group-separator");
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(d);
    }
    if n < 0 {
        out.insert(0, '-');
    }
    out
}

/// A page of `/games`: each live game with its players, whose turn it is, when the turn ends,
/// and a link to its channel; Previous / Next buttons when there are more pages.
pub fn live_games_page(page: &LiveGamesPage, lang: Lang) -> (CreateEmbed, Vec<CreateActionRow>) {
    let body = if page.games.is_empty() {
        tr(lang, "games-none")
    } else {
        page.games
            .iter()
            .map(|g| {
                let state = if g.is_challenge {
                    Text::new("games-waiting").arg("name", &g.names[1])
                } else if g.paused {
                    Text::new("games-paused")
                } else {
                    match &g.to_move {
                        Some(name) => Text::new("games-to-move").arg("name", name),
                        None => Text::new("games-finishing"),
                    }
                };
                let until = match g.deadline {
                    Some(d) if g.is_challenge => Text::new("games-lapses")
                        .arg("when", relative_time(d))
                        .get(lang),
                    Some(d) => Text::new("games-turn-ends")
                        .arg("when", relative_time(d))
                        .get(lang),
                    None => String::new(),
                };
                Text::new("games-row")
                    .arg("game", g.kind.display_name())
                    .arg("number", g.game_id.to_string())
                    .arg("first", &g.names[0])
                    .arg("second", &g.names[1])
                    .arg("state", state)
                    .arg("until", until)
                    .arg("channel", format!("<#{}>", g.channel_id))
                    .get(lang)
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let embed = CreateEmbed::new()
        .title(Text::new("games-title").arg("count", page.total).get(lang))
        .description(body)
        .footer(serenity::CreateEmbedFooter::new(
            Text::new("games-page")
                .arg("page", page.page + 1)
                .arg("pages", page.pages)
                .get(lang),
        ));
    let components = if page.pages > 1 {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(format!("gs:{}", page.page.saturating_sub(1)))
                .label(tr(lang, "button-previous"))
                .disabled(page.page == 0)
                .style(ButtonStyle::Secondary),
            CreateButton::new(format!("gs:{}", page.page + 1))
                .label(tr(lang, "button-next"))
                .disabled(page.page + 1 >= page.pages)
                .style(ButtonStyle::Secondary),
        ])]
    } else {
        Vec::new()
    };
    (embed, components)
}

/// A rematch offer, for the channel: the other player accepts with the same button.
pub fn rematch_offer_message(offer: &RematchOffer, lang: Lang) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(
            Text::new("rematch-offer")
                .arg("name", &offer.from_name)
                .arg("mention", format!("<@{}>", offer.to_user))
                .arg("when", relative_time(offer.until))
                .get(lang),
        )
        .components(vec![CreateActionRow::Buttons(vec![rematch_button(
            offer.game_id,
            lang,
        )])])
        .allowed_mentions(
            CreateAllowedMentions::new().users(vec![serenity::UserId::new(offer.to_user)]),
        )
}

fn rematch_button(game_id: i64, lang: Lang) -> CreateButton {
    CreateButton::new(format!("rm:{game_id}"))
        .label(tr(lang, "button-rematch"))
        .style(ButtonStyle::Primary)
}

/// What a voter sees of their vote.
pub fn voted_text(vote: &crate::host::TeamVote) -> Text {
    Text::new("team-voted")
        .arg("move", vote.mv.as_str())
        .arg("votes", vote.votes)
        .arg(
            "closes",
            vote.closes_at.map_or_else(String::new, relative_time),
        )
}

/// The Replay button of a finished board.
pub fn replay_button(game_id: i64, lang: Lang) -> CreateButton {
    CreateButton::new(format!("rp:{game_id}"))
        .label(tr(lang, "button-replay"))
        .style(ButtonStyle::Secondary)
}

/// A finished board's Analyze button.
pub fn analyze_button(game_id: i64, lang: Lang) -> CreateButton {
    CreateButton::new(format!("an:{game_id}"))
        .label(tr(lang, "button-analyze"))
        .style(ButtonStyle::Secondary)
}
