//! Long work behind a private answer (an upload's check, a balance report): the answer is
//! edited with the work's progress while it runs, at most once a second.

use std::future::Future;
use std::time::Duration;

use poise::CreateReply;
use tokio::sync::watch;

use super::Context;

/// How often the answer shows the progress, at most.
const PROGRESS_EVERY: Duration = Duration::from_millis(1_000);

/// Run the work `start` makes, handing it a sender of its progress `(done, of)`, and edit
/// `answer` with `show(done, of)` whenever the progress moved in the last second. The work's
/// result; a lost edit of progress is ignored (it is a courtesy).
pub async fn edit_with_progress<T, Fut>(
    ctx: Context<'_>,
    answer: &poise::ReplyHandle<'_>,
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
                if seen.has_changed().unwrap_or(false) {
                    let (done, of) = *seen.borrow_and_update();
                    let _ = answer.edit(ctx, CreateReply::default().content(show(done, of))).await;
                }
            }
        }
    }
}
