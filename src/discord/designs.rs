//! `/design`: a server's designed games. Designers upload a rules file (checked as `boardbot
//! design check` checks it, with progress) and choose the version new games use; anyone lists
//! the server's designed games and their versions. The host decides who may do what.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::attachments::FetchError;
use super::design_gallery::{add, browse, publish, share};
use super::invocation::{author, member_roles, reader, refuse, reply_private};
use super::progress::{edit_with_progress, finish_private};
use super::reach::Voice;
use super::{Context, Error, MESSAGE_CHARS};
use crate::host::{at_most_chars, Resumed, UploadReport, MAX_UPLOAD_BYTES};
use crate::i18n::{Lang, Text};
use crate::store::{DesignVersion, ServerDesign};

/// This server's designed games: upload, list, versions; sharing, and the gallery.
#[poise::command(
    slash_command,
    subcommands(
        "upload",
        "list",
        "versions",
        "use_",
        "share",
        "publish",
        "browse",
        "add",
        "super::design_reports::report",
        "super::design_reports::compare"
    ),
    subcommand_required
)]
pub async fn design(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Designers: upload a rules file (.luau), a new game or a new version of one.
#[poise::command(slash_command)]
async fn upload(ctx: Context<'_>, file: serenity::Attachment) -> Result<(), Error> {
    // Discord's window for editing the answer runs from here (see `progress.rs`).
    let asked = std::time::Instant::now();
    let host = &ctx.data().host;
    let guild = ctx.guild_id().map(|g| g.get());
    let (user, roles) = (author(ctx), member_roles(ctx));
    // Who may upload is known before anything is fetched.
    if let Err(e) = host.designer_guild(guild, &user, &roles).await {
        return refuse(ctx, &e, "design upload").await;
    }
    if !file.filename.to_ascii_lowercase().ends_with(".luau") {
        return reply_private(ctx, Text::new("design-upload-not-luau")).await;
    }
    let too_big = Text::new("design-upload-too-big").arg("kb", (MAX_UPLOAD_BYTES / 1024) as i64);
    if file.size as usize > MAX_UPLOAD_BYTES {
        return reply_private(ctx, too_big).await;
    }
    let lang = reader(ctx);
    let checking = |done: usize, games: usize| {
        Text::new("design-checking")
            .arg("file", file.filename.as_str())
            .arg("done", done as i64)
            .arg("games", games as i64)
            .get(lang)
    };
    let answer = ctx
        .send(
            CreateReply::default()
                .content(checking(0, 0))
                .ephemeral(true),
        )
        .await?;
    let bytes = match ctx
        .data()
        .attachments
        .fetch(&file.url, MAX_UPLOAD_BYTES)
        .await
    {
        Ok(bytes) => bytes,
        Err(e) => {
            let text = match e {
                FetchError::TooBig => too_big,
                FetchError::Busy => Text::new("design-upload-fetch-busy"),
                FetchError::NotDiscord | FetchError::Failed => {
                    Text::new("design-upload-fetch-failed")
                }
            };
            answer
                .edit(ctx, CreateReply::default().content(text.get(lang)))
                .await?;
            return Ok(());
        }
    };
    let check = |progress: tokio::sync::watch::Sender<(usize, usize)>| {
        host.upload_design(guild, &user, &roles, &file.filename, &bytes, move |d, g| {
            let _ = progress.send((d, g));
        })
    };
    let report = edit_with_progress(ctx, (&answer, asked), check, checking).await;
    let text = match report {
        Ok(report) => {
            if let UploadReport::Accepted {
                version, resumed, ..
            } = &report
            {
                announce_resumed(ctx, version, resumed).await;
            }
            upload_text(&report, &file.filename, lang)
        }
        Err(e) => super::user_text(&e, "design upload", lang),
    };
    finish_private(
        ctx,
        (&answer, asked),
        at_most_chars(text, MESSAGE_CHARS),
        Vec::new(),
    )
    .await
}

/// The designer's report on an upload.
fn upload_text(report: &UploadReport, file: &str, lang: Lang) -> String {
    match report {
        UploadReport::Accepted {
            version,
            unchanged: true,
            resumed,
            ..
        } => with_resumed(
            version_text("design-unchanged", version).get(lang),
            resumed,
            lang,
        ),
        UploadReport::Accepted {
            version,
            check,
            resumed,
            ..
        } => {
            let accepted = version_text("design-accepted", version)
                .arg("games", check.games as i64)
                .arg("plies", check.plies as i64)
                .get(lang);
            with_resumed(accepted, resumed, lang)
        }
        UploadReport::Refused { problems } => {
            let mut lines = vec![Text::new("design-refused").arg("file", file).get(lang)];
            lines.extend(
                problems
                    .iter()
                    .map(|p| format!("- `{}`", p.replace('`', "'"))),
            );
            lines.join("\n")
        }
    }
}

/// A designer's answer, with what became of the server's paused games of the game.
fn with_resumed(text: String, resumed: &Resumed, lang: Lang) -> String {
    let mut lines = vec![text];
    if !resumed.boards.is_empty() {
        lines.push(
            Text::new("design-paused-resumed")
                .arg("count", resumed.boards.len() as i64)
                .get(lang),
        );
    }
    for (game, why) in &resumed.still_paused {
        lines.push(
            Text::new("design-paused-still")
                .arg("game", *game)
                .arg("why", why.clone())
                .get(lang),
        );
    }
    lines.join("\n")
}

/// Each paused game that goes on is told so in its channel, with its board.
async fn announce_resumed(ctx: Context<'_>, version: &DesignVersion, resumed: &Resumed) {
    let host = &ctx.data().host;
    for board in &resumed.boards {
        let voice = Voice::without_interaction(host, board.channel_id).await;
        if let Voice::Channel(channel) = &voice {
            let news = Text::new("design-game-resumed")
                .arg("name", version.name.as_str())
                .arg("number", version.number)
                .get(board.lang);
            let message = serenity::CreateMessage::new()
                .content(news)
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            if let Err(e) = channel.send_message(ctx.http(), message).await {
                tracing::warn!(game = board.game_id, error = %e, "could not announce a resumed game");
            }
        }
        if let Err(e) = voice.post_board(ctx.http(), board).await {
            tracing::warn!(game = board.game_id, error = %e, "could not show a resumed game");
        }
    }
    // Servers that added the game from the gallery keep their version: their paused games'
    // channels learn that a new one is out, and how their designers take it.
    for paused in &resumed.elsewhere {
        let Voice::Channel(channel) = Voice::without_interaction(host, paused.channel_id).await
        else {
            continue;
        };
        let news = version_text("design-fixed-elsewhere", version).get(paused.lang);
        let message = serenity::CreateMessage::new()
            .content(news)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        if let Err(e) = channel.send_message(ctx.http(), message).await {
            tracing::warn!(game = paused.game_id, error = %e, "could not tell a paused game of a new version");
        }
    }
}

fn version_text(id: &'static str, version: &DesignVersion) -> Text {
    Text::new(id)
        .arg("name", version.name.as_str())
        .arg("id", version.design_id.as_str())
        .arg("number", version.number)
}

/// The designed games this server plays.
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let lang = reader(ctx);
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx.data().host.server_designs(guild).await {
        Ok(designs) if designs.is_empty() => {
            reply_private(ctx, Text::new("design-list-none")).await
        }
        Ok(designs) => {
            let mut lines = vec![Text::new("design-list-heading").get(lang)];
            lines.extend(designs.iter().map(|d| design_line(d).get(lang)));
            let text = at_most_chars(lines.join("\n"), MESSAGE_CHARS);
            ctx.send(CreateReply::default().content(text).ephemeral(true))
                .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "design list").await,
    }
}

fn design_line(design: &ServerDesign) -> Text {
    version_text("design-list-line", &design.version).arg("latest", design.latest_number)
}

/// Every version of one of this server's designed games.
#[poise::command(slash_command)]
async fn versions(
    ctx: Context<'_>,
    #[autocomplete = "super::invocation::autocomplete_game"]
    #[max_length = 100]
    game: String,
) -> Result<(), Error> {
    let lang = reader(ctx);
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx.data().host.design_versions(guild, &game).await {
        Ok((design, versions)) => {
            let mut lines =
                vec![version_text("design-versions-heading", &design.version).get(lang)];
            lines.extend(versions.iter().map(|v| {
                let line = Text::new("design-version-line")
                    .arg("number", v.number)
                    .arg("declared", v.declared_version.as_str())
                    .arg("author", format!("<@{}>", v.author_id))
                    .arg("at", v.uploaded_at / 1000)
                    .arg("hash", &v.hash[..12])
                    .get(lang);
                match v.number == design.version.number {
                    true => format!("{line} {}", Text::new("design-version-in-use").get(lang)),
                    false => line,
                }
            }));
            let text = at_most_chars(lines.join("\n"), MESSAGE_CHARS);
            ctx.send(
                CreateReply::default()
                    .content(text)
                    .allowed_mentions(serenity::CreateAllowedMentions::new())
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "design versions").await,
    }
}

/// Designers: choose the version of a game that new games here use (games in progress keep
/// theirs).
#[poise::command(slash_command, rename = "use")]
async fn use_(
    ctx: Context<'_>,
    #[autocomplete = "super::invocation::autocomplete_game"]
    #[max_length = 100]
    game: String,
    #[min = 1] version: i64,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    let (user, roles) = (author(ctx), member_roles(ctx));
    match ctx
        .data()
        .host
        .use_design_version(guild, &user, &roles, &game, version)
        .await
    {
        Ok((version, resumed)) => {
            announce_resumed(ctx, &version, &resumed).await;
            let used = version_text("design-version-used", &version).get(reader(ctx));
            let text = with_resumed(used, &resumed, reader(ctx));
            ctx.send(
                CreateReply::default()
                    .content(at_most_chars(text, MESSAGE_CHARS))
                    .ephemeral(true),
            )
            .await?;
            Ok(())
        }
        Err(e) => refuse(ctx, &e, "design use").await,
    }
}
