//! Slash commands. Each one reads its options, calls the host, and answers: boards and
//! results in public, refusals privately.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::arguments::{parse_duration, parse_options};
use super::board_messages::BoardMessage;
use super::invocation::{
    author, place, posts_here, public_lang, reader, refuse, reply_private, voice, GameArg,
};
use super::messages::{
    board_parts, challenge_components, challenge_content, leaderboard_embed, rank_text,
    takeback_request, voted_text,
};
use super::preferences::{palette_name, PaletteChoice};
use super::reach::Voice;
use super::web_links::web_button;
use super::{user_of, user_text, Context, Error};
use crate::ai::Level;
use crate::host::{at_most_chars, BoardView, GameTerms, LeaderboardPage, Takeback};
use crate::i18n::Text;

/// The slash commands of this file, as the code declares them.
pub(super) fn declared() -> Vec<poise::Command<super::Data, Error>> {
    vec![
        play(),
        move_(),
        board(),
        page(),
        hint(),
        resign(),
        draw(),
        takeback(),
        rules(),
        leaderboard(),
        games(),
        stats(),
        abort(),
        settings(),
    ]
}

/// Answer with a board. The host has already committed whatever it shows, so if Discord
/// refuses the answer (a 429 or a 500 on the callback) the board goes to the channel instead:
/// the players must see what happened.
async fn send_board(ctx: Context<'_>, view: &BoardView) -> Result<(), Error> {
    super::after_move(ctx.serenity_context(), ctx.data(), view, voice(ctx));
    let parts = board_parts(view);
    let reply = CreateReply::default()
        .content(parts.content.clone())
        .embed(parts.embed.clone())
        .attachment(parts.file.clone())
        .components(parts.components.clone())
        .allowed_mentions(parts.mentions.clone());
    match ctx.send(reply).await {
        Ok(answer) => {
            // Which message it became, so a move made on the web can edit it: where the bot
            // posts, its own message (read back: one request, after the players saw it);
            // elsewhere, the answer, through the interaction's token.
            let board = match voice(ctx) {
                Voice::Channel(_) => match answer.message().await {
                    Ok(message) => Some(BoardMessage::Posted(message.channel_id, message.id)),
                    Err(e) => {
                        tracing::warn!(command = %ctx.command().name, error = %e, "could not read back the board's message");
                        None
                    }
                },
                Voice::Followup(token) => Some(BoardMessage::Answered {
                    channel: ctx.channel_id(),
                    token,
                    message: None,
                    since: std::time::Instant::now(),
                }),
                Voice::Silent => None,
            };
            if let Some(board) = board {
                super::board_messages::note(view.game_id, board);
            }
        }
        Err(e) => {
            if !posts_here(ctx) {
                // Nowhere else to say it: the next command or click shows the board.
                tracing::warn!(command = %ctx.command().name, error = %e, "could not answer with the board");
                return Ok(());
            }
            tracing::warn!(
                command = %ctx.command().name,
                error = %e,
                "could not answer with the board; posting it to the channel"
            );
            let posted = ctx
                .channel_id()
                .send_message(ctx.http(), parts.into_message())
                .await?;
            super::board_messages::note(
                view.game_id,
                BoardMessage::Posted(posted.channel_id, posted.id),
            );
        }
    }
    Ok(())
}

/// Answer with a board, or privately with why not.
async fn board_or_refusal(
    ctx: Context<'_>,
    result: crate::host::HostResult<BoardView>,
) -> Result<(), Error> {
    match result {
        Ok(view) => send_board(ctx, &view).await,
        Err(e) => refuse(ctx, &e, &ctx.command().name).await,
    }
}

/// Whether the command came from the bot's own DM with its user.
fn in_bot_dm(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => {
            a.interaction.context == Some(serenity::InteractionContext::BotDm)
                || (a.interaction.context.is_none() && a.interaction.guild_id.is_none())
        }
        poise::Context::Prefix(_) => false,
    }
}

/// Whether Discord forces every answer here to be private (see `reach`).
fn answers_forced_private(ctx: Context<'_>) -> bool {
    let poise::Context::Application(a) = ctx else {
        return false;
    };
    super::reach::answers_forced_private(
        posts_here(ctx),
        a.interaction.guild_id,
        a.interaction.app_permissions,
    )
}

/// The first permission the bot lacks in this channel to post boards, by Discord's name
/// (from the interaction's `app_permissions`; `None` when it has them all, or in a DM).
fn missing_bot_permissions(ctx: Context<'_>) -> Option<Text> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    a.interaction.guild_id?;
    let have = a.interaction.app_permissions?;
    let in_thread = a.interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    });
    let send = if in_thread {
        (
            serenity::Permissions::SEND_MESSAGES_IN_THREADS,
            Text::new("perm-send-messages-in-threads"),
        )
    } else {
        (
            serenity::Permissions::SEND_MESSAGES,
            Text::new("perm-send-messages"),
        )
    };
    [
        (
            serenity::Permissions::VIEW_CHANNEL,
            Text::new("perm-view-channel"),
        ),
        send,
        (
            serenity::Permissions::EMBED_LINKS,
            Text::new("perm-embed-links"),
        ),
        (
            serenity::Permissions::ATTACH_FILES,
            Text::new("perm-attach-files"),
        ),
    ]
    .into_iter()
    .find(|(needed, _)| !have.contains(*needed))
    .map(|(_, name)| name)
}

/// How strong the AI opponent plays.
#[derive(poise::ChoiceParameter, Clone, Copy)]
pub enum AiChoice {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
    Hard,
}

impl From<AiChoice> for Level {
    fn from(c: AiChoice) -> Level {
        match c {
            AiChoice::Easy => Level::Easy,
            AiChoice::Medium => Level::Medium,
            AiChoice::Hard => Level::Hard,
        }
    }
}

/// Challenge someone to a game in this channel, or practise against the AI.
// Poise makes each argument one of the command's options: the count is the command's.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
async fn play(
    ctx: Context<'_>,
    game: GameArg,
    opponent: Option<serenity::User>,
    ai: Option<AiChoice>,
    options: Option<String>,
    rated: Option<bool>,
    team: Option<bool>,
    vote_time: Option<String>,
    #[max_length = 200] rival_channel: Option<String>,
) -> Result<(), Error> {
    let posts = posts_here(ctx);
    if posts {
        if let Some(missing) = missing_bot_permissions(ctx) {
            return reply_private(
                ctx,
                Text::new("play-missing-permission").arg("permission", missing),
            )
            .await;
        }
    } else if answers_forced_private(ctx) {
        return reply_private(ctx, Text::new("play-answers-forced-private")).await;
    }
    // The deadline loop must know whether it may post here, even after a restart.
    if let Err(e) = ctx
        .data()
        .host
        .note_channel_reach(ctx.channel_id().get(), posts)
        .await
    {
        return refuse(ctx, &e, "play").await;
    }
    let options = match parse_options(options.as_deref()) {
        Ok(o) => o,
        Err(why) => return reply_private(ctx, why).await,
    };
    let terms = GameTerms {
        options,
        rated: rated.unwrap_or(true),
    };
    let challenger = author(ctx);
    if team == Some(true) || rival_channel.is_some() {
        // The channel plays together, against the AI or another channel.
        if opponent.is_some() || (ai.is_some() && rival_channel.is_some()) {
            return reply_private(ctx, Text::new("team-against-ai-only")).await;
        }
        let seconds = match vote_time.as_deref().map(parse_duration) {
            None => DEFAULT_VOTE_SECONDS,
            Some(Some(seconds)) => seconds,
            Some(None) => {
                let text = vote_time.unwrap_or_default();
                return reply_private(ctx, Text::new("settings-bad-timer").arg("text", text)).await;
            }
        };
        if let Some(rival) = rival_channel {
            return super::team_matches::challenge(ctx, game.0, terms.options, seconds, &rival)
                .await;
        }
        let level = ai.map_or(Level::Medium, Level::from);
        ctx.defer().await?;
        let result = ctx
            .data()
            .host
            .start_team_game(
                place(ctx),
                &challenger,
                game.0,
                terms.options,
                level,
                seconds,
            )
            .await;
        return board_or_refusal(ctx, result).await;
    }
    let bot_id = ctx.framework().bot_id();
    let opponent = match (opponent, ai) {
        (_, Some(level)) => Err(Level::from(level)),
        (Some(o), None) if o.id == bot_id => Err(Level::Medium),
        (Some(o), None) => Ok(o),
        (None, None) => return reply_private(ctx, Text::new("play-pick-opponent")).await,
    };
    let opponent = match opponent {
        Ok(o) => o,
        Err(level) => {
            // The AI may answer at once with its first search: think in public, not in silence.
            ctx.defer().await?;
            let result = ctx
                .data()
                .host
                .start_ai_game(place(ctx), &challenger, game.0, terms, level)
                .await;
            return board_or_refusal(ctx, result).await;
        }
    };
    // In the bot's own DM nobody else can see the challenge: people meet in a group DM, a DM
    // with each other, or a server.
    if in_bot_dm(ctx) {
        return reply_private(ctx, Text::new("play-bot-dm-needs-ai")).await;
    }
    // The opponent's language is unknown until they click; nothing private goes to them here.
    let opponent_user = user_of(&opponent, None, "");
    match ctx
        .data()
        .host
        .challenge(place(ctx), &challenger, &opponent_user, game.0, terms)
        .await
    {
        Ok(view) => {
            ctx.send(
                CreateReply::default()
                    .content(challenge_content(&view))
                    .components(challenge_components(&view))
                    .allowed_mentions(
                        serenity::CreateAllowedMentions::new()
                            .users(vec![serenity::UserId::new(view.players[1])]),
                    ),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "play").await,
    }
}

async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .host
        .suggest_moves(place(ctx), &author(ctx), partial, 25)
        .await
        .unwrap_or_else(|e| {
            user_text(&e, "autocomplete", reader(ctx));
            Vec::new()
        });
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
            .collect(),
    )
}

/// Make a move in this channel's game.
#[poise::command(slash_command, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_move"]
    #[max_length = 100]
    r#move: String,
    #[max_length = 300] compliment: Option<String>,
) -> Result<(), Error> {
    let result = ctx
        .data()
        .host
        .play_with_compliment(
            place(ctx),
            &author(ctx),
            &r#move,
            compliment.as_deref(),
            None,
        )
        .await;
    // On a channel team's turn the move is the author's vote: theirs alone to see.
    if let Ok(view) = &result {
        if let Some(vote) = &view.voted {
            return reply_private(ctx, voted_text(vote)).await;
        }
    }
    board_or_refusal(ctx, result).await
}

/// A channel team's turn stays open this long unless `/play vote_time:` says otherwise.
const DEFAULT_VOTE_SECONDS: i64 = 120;

/// Show this channel's game again; with `text:True`, privately as text.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>, text: Option<bool>) -> Result<(), Error> {
    if text == Some(true) {
        return match ctx.data().host.board_text(place(ctx), reader(ctx)).await {
            Ok(text) => {
                // An embed holds 4,096 characters: the largest board (Cross Words Combat's)
                // needs more than a message's 2,000.
                let body = at_most_chars(format!("```\n{text}```"), 4_096);
                ctx.send(
                    CreateReply::default()
                        .embed(serenity::CreateEmbed::new().description(body))
                        .ephemeral(true),
                )
                .await?;
                Ok(())
            }
            Err(e) => refuse(ctx, &e, "board").await,
        };
    }
    let host = &ctx.data().host;
    let result = host.board(place(ctx)).await;
    if result.is_err() && !posts_here(ctx) {
        // Where the bot may not post, a game that ended on time was not announced: its result
        // is the board to show.
        if let Ok(Some(ended)) = host.last_ended_board(place(ctx)).await {
            return send_board(ctx, &ended).await;
        }
    }
    board_or_refusal(ctx, result).await
}

/// See your own page privately (Cross Words Combat).
#[poise::command(slash_command)]
async fn page(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().host.private_view(place(ctx), &author(ctx)).await {
        Ok(view) => {
            let (body, picture) = super::messages::private_page(view, reader(ctx));
            ctx.send(
                CreateReply::default()
                    .content(body)
                    .attachment(picture)
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "page").await,
    }
}

/// Practice games against the AI: suggest a move.
#[poise::command(slash_command)]
async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    // A search takes about a second: acknowledge at once (privately), answer when it is done.
    ctx.defer_ephemeral().await?;
    match ctx.data().host.hint(place(ctx), &author(ctx)).await {
        Ok(mv) => reply_private(ctx, Text::new("hint-try").arg("move", mv)).await,
        Err(e) => refuse(ctx, &e, "hint").await,
    }
}

/// Resign this channel's game.
#[poise::command(slash_command)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let result = ctx.data().host.resign(place(ctx), &author(ctx)).await;
    board_or_refusal(ctx, result).await
}

/// Offer a draw, or accept your opponent's offer.
#[poise::command(slash_command)]
async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let result = ctx.data().host.draw(place(ctx), &author(ctx)).await;
    board_or_refusal(ctx, result).await
}

/// Take back your last move: right after it, or on your turn with the reply (the AI always agrees)
#[poise::command(slash_command)]
async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().host.ask_takeback(place(ctx), &author(ctx)).await {
        Ok(Takeback::Done(view)) => send_board(ctx, &view).await,
        Ok(Takeback::Asked(request)) => {
            let (content, components, mentions) = takeback_request(&request);
            ctx.send(
                CreateReply::default()
                    .content(content)
                    .components(components)
                    .allowed_mentions(mentions),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "takeback").await,
    }
}

/// How to play a game.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>, game: GameArg) -> Result<(), Error> {
    let (embed, components) = super::components::rules_page(game.0, 0, reader(ctx));
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
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    match ctx
        .data()
        .host
        .live_games(ctx.guild_id().map(|g| g.get()), 0)
        .await
    {
        Ok(page) => {
            let (embed, components) = super::messages::live_games_page(&page, reader(ctx));
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

/// The best players of this server at a game, or (`me`) the page of it that holds you.
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    game: GameArg,
    me: Option<bool>,
    scope: Option<Scope>,
    #[min = 0] season: Option<i64>,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    // Outside servers, and when asked, the boardbot-wide pool.
    let guild_id = match scope {
        Some(Scope::Everywhere) => None,
        _ => ctx.guild_id().map(|g| g.get()),
    };
    if let Some(number) = season {
        return season_leaderboard(ctx, guild_id, game, number).await;
    }
    let page = if me == Some(true) {
        host.leaderboard_around(guild_id, game.0, ctx.author().id.get(), LEADERBOARD_ROWS)
            .await
    } else {
        host.leaderboard(guild_id, game.0, LEADERBOARD_ROWS)
            .await
            .map(|rows| LeaderboardPage {
                kind: game.0,
                first_place: 1,
                players: 0,
                rows,
                you: None,
            })
    };
    match page {
        Ok(page) => {
            let lang = public_lang(ctx);
            let title = match guild_id {
                Some(_) => Text::new("leaderboard-title"),
                None => Text::new("leaderboard-title-everywhere"),
            }
            .arg("game", game.0.display_name())
            .get(lang);
            let mut reply = CreateReply::default().embed(leaderboard_embed(&title, &page, lang));
            if let Some(url) = host.public_leaderboard_url(guild_id, game.0).await {
                reply =
                    reply.components(vec![serenity::CreateActionRow::Buttons(vec![web_button(
                        &url, lang,
                    )])]);
            }
            ctx.send(reply).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "leaderboard").await,
    }
}

/// `/leaderboard season:N`: a season's standings (0: the season now), with its picture.
async fn season_leaderboard(
    ctx: Context<'_>,
    guild_id: Option<u64>,
    game: GameArg,
    number: i64,
) -> Result<(), Error> {
    let number = (number > 0).then_some(number);
    match ctx
        .data()
        .host
        .season_standings(guild_id, game.0, number)
        .await
    {
        Ok(table) => {
            let lang = public_lang(ctx);
            let title = Text::new("season-leaderboard-title")
                .arg("game", game.0.display_name())
                .arg("season", crate::host::season_name(&table.season))
                .get(lang);
            let page = LeaderboardPage {
                kind: game.0,
                first_place: 1,
                players: table.players,
                rows: table.rows.clone(),
                you: None,
            };
            let mut reply = CreateReply::default().embed(leaderboard_embed(&title, &page, lang));
            if !table.rows.is_empty() {
                reply = reply.attachment(super::seasons::standings_picture(&table, lang));
            }
            ctx.send(reply).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "season leaderboard").await,
    }
}

/// `/stats`' streaks and achievements, each achievement with its day.
fn progress_lines(progress: &crate::host::ProgressView, lang: crate::i18n::Lang) -> Vec<String> {
    let s = &progress.streaks;
    let mut lines = Vec::new();
    if s.games > 0 {
        lines.push(
            Text::new("stats-streaks")
                .arg("wins", s.win_streak)
                .arg("best_wins", s.best_win_streak)
                .arg("days", s.day_streak)
                .arg("best_days", s.best_day_streak)
                .get(lang),
        );
    }
    lines.extend(progress.achievements.iter().map(|(achievement, at)| {
        Text::new("stats-achievement")
            .arg("achievement", achievement.text())
            .arg("date", format!("<t:{}:d>", at.div_euclid(1000)))
            .get(lang)
    }));
    lines
}

/// Whose ratings `/leaderboard` shows: the server's, or the boardbot-wide pool (games outside
/// servers, and servers that count theirs there too).
#[derive(poise::ChoiceParameter, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    #[name = "server"]
    Server,
    #[name = "everywhere"]
    Everywhere,
}

/// Rows on a page of `/leaderboard`.
const LEADERBOARD_ROWS: i64 = 10;

/// A player's ratings and results in this server.
#[poise::command(slash_command)]
async fn stats(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    match ctx
        .data()
        .host
        .stats(ctx.guild_id().map(|g| g.get()), who.id.get())
        .await
    {
        Ok(rows) => {
            let lang = public_lang(ctx);
            let titles = ctx
                .data()
                .host
                .titles(ctx.guild_id().map(|g| g.get()), who.id.get())
                .await
                .unwrap_or_else(|e| {
                    user_text(&e, "stats titles", lang);
                    Vec::new()
                });
            let titles = titles.iter().map(|t| {
                Text::new("stats-title-line")
                    .arg("number", t.season)
                    .arg("game", t.kind.display_name())
                    .get(lang)
            });
            let body = if rows.is_empty() {
                Text::new("stats-none")
                    .arg("name", who.display_name())
                    .get(lang)
            } else {
                rows.iter()
                    .map(|r| {
                        let row = Text::new("stats-row")
                            .arg("game", r.kind.display_name())
                            .arg("rating", format!("{:.0}", r.rating))
                            .arg("deviation", format!("{:.0}", r.deviation))
                            .arg("wins", r.wins)
                            .arg("losses", r.losses)
                            .arg("draws", r.draws)
                            .get(lang);
                        match r.rank {
                            Some(rank) => format!("{row} — {}", rank_text(rank, lang)),
                            None => row,
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            let progress = ctx
                .data()
                .host
                .progress(ctx.guild_id().map(|g| g.get()), who.id.get())
                .await
                .map(|p| progress_lines(&p, lang))
                .unwrap_or_else(|e| {
                    user_text(&e, "stats progress", lang);
                    Vec::new()
                });
            let body = std::iter::once(body)
                .chain(titles)
                .chain(progress)
                .collect::<Vec<_>>()
                .join("\n");
            let embed = serenity::CreateEmbed::new()
                .title(
                    Text::new("stats-title")
                        .arg("name", who.display_name())
                        .get(lang),
                )
                .description(body);
            ctx.send(CreateReply::default().embed(embed)).await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "stats").await,
    }
}

/// Moderators: stop this channel's game or challenge (no result, no rating change).
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let user = author(ctx);
    match ctx.data().host.abort(place(ctx), &user).await {
        Ok(record) => {
            ctx.say(
                Text::new("abort-done")
                    .arg("moderator", &user.name)
                    .arg("game", record.kind.display_name())
                    .arg("first", &record.names[0])
                    .arg("second", &record.names[1])
                    .get(public_lang(ctx)),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "abort").await,
    }
}

/// Moderators: show or change this server's settings.
// Poise makes each argument one of the command's options: the count is the command's.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
async fn settings(
    ctx: Context<'_>,
    turn_timer: Option<String>,
    rate_ai_games: Option<bool>,
    challenge_cooldown: Option<String>,
    threads: Option<bool>,
    public_pages: Option<bool>,
    palette: Option<PaletteChoice>,
    rated_takebacks: Option<bool>,
    everywhere: Option<bool>,
    achievements: Option<bool>,
    team_challenges: Option<bool>,
) -> Result<(), Error> {
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    if let Some(choice) = palette {
        if let Err(e) = host
            .set_server_palette(guild, &author(ctx), choice.into())
            .await
        {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = public_pages {
        if let Err(e) = host.set_public_pages(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = threads {
        if let Err(e) = host.set_game_threads(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(text) = challenge_cooldown {
        let Some(seconds) = parse_duration(&text) else {
            return reply_private(ctx, Text::new("settings-bad-cooldown").arg("text", text)).await;
        };
        if let Err(e) = host
            .set_challenge_cooldown(guild, &author(ctx), seconds)
            .await
        {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(rated) = rate_ai_games {
        if let Err(e) = host.set_rate_ai_games(guild, &author(ctx), rated).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = everywhere {
        if let Err(e) = host.set_count_everywhere(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = achievements {
        if let Err(e) = host
            .set_announce_achievements(guild, &author(ctx), on)
            .await
        {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = team_challenges {
        if let Err(e) = host.set_team_challenges(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    if let Some(on) = rated_takebacks {
        if let Err(e) = host.set_takebacks_rated(guild, &author(ctx), on).await {
            return refuse(ctx, &e, "settings").await;
        }
    }
    let result = match turn_timer {
        None => host.server_settings(guild).await,
        Some(text) => match parse_duration(&text) {
            Some(seconds) => host.set_turn_timer(guild, &author(ctx), seconds).await,
            None => {
                return reply_private(ctx, Text::new("settings-bad-timer").arg("text", text)).await
            }
        },
    };
    match result {
        Ok(s) => {
            let lang = reader(ctx);
            let palette = match guild {
                Some(guild) => host.server_palette(guild).await,
                None => Default::default(),
            };
            let lines = [
                Text::new("settings-timer")
                    .arg("duration", crate::host::human_duration(s.turn_seconds)),
                if s.rate_ai_games {
                    Text::new("settings-ai-rated")
                } else {
                    Text::new("settings-ai-unrated")
                },
                match s.challenge_cooldown_seconds {
                    0 => Text::new("settings-no-cooldown"),
                    c => Text::new("settings-cooldown")
                        .arg("duration", crate::host::human_duration(c)),
                },
                if s.game_threads {
                    Text::new("settings-threads-on")
                } else {
                    Text::new("settings-threads-off")
                },
                if s.public_pages {
                    Text::new("settings-public-pages-on")
                } else {
                    Text::new("settings-public-pages-off")
                },
                Text::new("settings-palette").arg("palette", palette_name(palette)),
                if s.takebacks_rated {
                    Text::new("settings-rated-takebacks-on")
                } else {
                    Text::new("settings-rated-takebacks-off")
                },
                if s.count_everywhere {
                    Text::new("settings-everywhere-on")
                } else {
                    Text::new("settings-everywhere-off")
                },
                if s.announce_achievements {
                    Text::new("settings-achievements-on")
                } else {
                    Text::new("settings-achievements-off")
                },
                if s.team_challenges {
                    Text::new("settings-team-challenges-on")
                } else {
                    Text::new("settings-team-challenges-off")
                },
            ];
            let mut text: Vec<String> = lines.iter().map(|t| t.get(lang)).collect();
            // Rating roles: each rule with whatever keeps the bot from applying it.
            if let Some(guild) = ctx.guild_id() {
                if let Ok(rules) = host.role_rules(Some(guild.get()), &author(ctx)).await {
                    if !rules.is_empty() {
                        text.push("\n".to_string() + &Text::new("settings-roles").get(lang));
                        text.push(
                            super::roles::rule_lines(ctx, guild, &rules, lang)
                                .await
                                .join("\n"),
                        );
                    }
                }
            }
            ctx.send(
                CreateReply::default()
                    .content(text.join(" "))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "settings").await,
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;

    /// What poise registers fits Discord's limits in every language: names (English
    /// everywhere) 1-32 lower-case characters; descriptions and fixed choices' names 1-100
    /// characters, in the source and under every Discord locale of every language; at most 4000
    /// characters a command, counting each field's longest translation as Discord does.
    #[test]
    fn commands_fit_discord_limits() {
        use serde_json::Value;
        let commands = super::super::all_commands();
        let registered =
            serde_json::to_value(poise::builtins::create_application_commands(&commands)).unwrap();
        let registered = registered.as_array().unwrap();
        assert_eq!(registered.len(), commands.len());
        let locales: Vec<&str> = Lang::ALL
            .iter()
            .flat_map(|l| l.discord_locales())
            .copied()
            .collect();
        assert!(locales.contains(&"de") && locales.contains(&"es-ES"));
        // A text and its translations, each 1..=100 characters: the longest one's length.
        let localized = |what: &str, v: &Value, field: &str, translations: &str| {
            let text = v[field].as_str().unwrap_or_default();
            let mut longest = text.chars().count();
            assert!((1..=100).contains(&longest), "{what}: {text:?}");
            for locale in &locales {
                let text = v[translations][locale]
                    .as_str()
                    .unwrap_or_else(|| panic!("{what}: no {translations} for {locale}: {v}"));
                let n = text.chars().count();
                assert!((1..=100).contains(&n), "{what} in {locale}: {n}: {text:?}");
                longest = longest.max(n);
            }
            longest
        };
        let english_name = |what: &str, v: &Value| {
            let name = v["name"].as_str().unwrap_or_default();
            assert!((1..=32).contains(&name.chars().count()), "{what}: {name:?}");
            assert_eq!(name, name.to_lowercase(), "{what}");
            assert!(
                v["name_localizations"]
                    .as_object()
                    .is_none_or(|m| m.is_empty()),
                "{what}: names stay English: {v}"
            );
            name.len()
        };
        for c in registered {
            let name = c["name"].as_str().unwrap();
            let mut total = english_name(name, c)
                + localized(name, c, "description", "description_localizations");
            let options = c["options"].as_array().cloned().unwrap_or_default();
            assert!(options.len() <= 25, "{name}");
            for o in &options {
                let what = format!("/{name} {}", o["name"]);
                total += english_name(&what, o)
                    + localized(&what, o, "description", "description_localizations");
                for choice in o["choices"].as_array().into_iter().flatten() {
                    let what = format!("{what} {}", choice["name"]);
                    total += choice["value"].to_string().trim_matches('"').len();
                    if choice["value"].is_string() {
                        // A game: its name is the same in every language.
                        let n = choice["name"].as_str().unwrap_or_default().chars().count();
                        assert!((1..=100).contains(&n), "{what}");
                        total += n;
                    } else {
                        total += localized(&what, choice, "name", "name_localizations");
                    }
                }
            }
            assert!(total <= 4000, "/{name}: {total} characters");
        }
    }
}
