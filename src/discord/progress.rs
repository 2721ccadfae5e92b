//! Long work behind a private answer (an upload's check, a balance report): the answer is
//! edited with the work's progress while it runs, at most once a second, and with its result
//! at the end. Discord accepts edits of an interaction's answer (and follow-ups on it) for 15
//! minutes only: a result that comes later goes to its reader by direct message instead.

use std::future::Future;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use tokio::sync::watch;

use super::{Context, Error};
use crate::i18n::Text;

/// How long after its command the bot still edits an answer: Discord's 15 minutes, less one in
/// hand for the edit's own way there.
pub const ANSWER_WINDOW: Duration = Duration::from_secs(14 * 60);

/// How often the answer shows the progress, at most.
const PROGRESS_EVERY: Duration = Duration::from_millis(1_000);

/// Run the work `start` makes, handing it a sender of its progress `(done, of)`, and edit
/// `answer` with `show(done, of)` whenever the progress moved in the last second. The work's
/// result; a lost edit of progress is ignored (it is a courtesy).
pub async fn edit_with_progress<T, Fut>(
    ctx: Context<'_>,
    (answer, asked): (&poise::ReplyHandle<'_>, Instant),
    start: impl FnOnce(watch::Sender<(usize, usize)>) -> Fut,
    show: impl Fn(usize, usize) -> String,
) -> T
where
    Fut: Future<Output = T>,
{
    let (progress, mut seen) = watch::channel((0, 0));
    let work = start(progress);
    tokio::pin!(work);
    loop {
        tokio::select! {
            done = &mut work => return done,
            _ = tokio::time::sleep(PROGRESS_EVERY) => {
                if seen.has_changed().unwrap_or(false) && !answer_window_passed(asked) {
                    let (done, of) = *seen.borrow_and_update();
                    let _ = answer.edit(ctx, CreateReply::default().content(show(done, of))).await;
                }
            }
        }
    }
}

/// Whether the command answered at `asked` (the handler's first moment, within Discord's three
/// seconds of the command) is too old for its answer to be edited.
fn answer_window_passed(asked: Instant) -> bool {
    past_window(asked.elapsed(), ANSWER_WINDOW)
}

/// Whether `elapsed` since the command reaches `window`.
fn past_window(elapsed: Duration, window: Duration) -> bool {
    elapsed >= window
}

/// Show long work's result: in the private answer while Discord still takes its edits, else by
/// direct message to the one who asked (with a line that says why it comes there).
pub async fn finish_private(
    ctx: Context<'_>,
    (answer, asked): (&poise::ReplyHandle<'_>, Instant),
    content: String,
    files: Vec<serenity::CreateAttachment>,
) -> Result<(), Error> {
    if !answer_window_passed(asked) {
        let mut edit = CreateReply::default().content(content);
        for file in files {
            edit = edit.attachment(file);
        }
        answer.edit(ctx, edit).await?;
        return Ok(());
    }
    let late = Text::new("long-work-by-dm").get(super::invocation::reader(ctx));
    let text = crate::host::at_most_chars(format!("{late}\n{content}"), super::MESSAGE_CHARS);
    let message = serenity::CreateMessage::new()
        .content(text)
        .add_files(files)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = ctx.author().direct_message(ctx, message).await {
        tracing::warn!(user = ctx.author().id.get(), error = %e,
            "long work ended after Discord's answer window, and its DM was refused");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_edited_for_fourteen_minutes_then_the_result_goes_by_dm() {
        let minute = Duration::from_secs(60);
        assert!(!past_window(Duration::ZERO, ANSWER_WINDOW));
        assert!(!past_window(
            14 * minute - Duration::from_millis(1),
            ANSWER_WINDOW
        ));
        assert!(past_window(14 * minute, ANSWER_WINDOW));
        assert!(past_window(60 * minute, ANSWER_WINDOW));
    }
}
