//! Where the bot may speak of its own accord. In a server that invited it, and in its own DM
//! with a player, it posts boards, time-outs and reminders to the channel. Where a player
//! installed the app to their account and the bot is no member (a group DM, a DM between two
//! people, a server that never invited it), it may only answer interactions: the conversation
//! learns of a time-out at its next click or command, and reminders go by direct message.
//! The front end tells the host which kind of channel a game is in; the host remembers it for
//! the deadline loop, across restarts.

use super::*;

impl Host {
    /// Note whether the bot may post in `channel_id` of its own accord (from an interaction
    /// there). Written only when it changes.
    pub async fn note_channel_reach(&self, channel_id: u64, posts: bool) -> HostResult<()> {
        if self.reach.get(&channel_id) == Some(posts) {
            return Ok(());
        }
        self.store
            .note_channel_reach(channel_id, posts, self.now())
            .await?;
        self.reach.keep(channel_id, posts);
        Ok(())
    }

    /// Whether the bot may post in `channel_id` of its own accord: yes unless an interaction
    /// there said otherwise. When the store cannot say, no (silence is safe; a post where the
    /// bot may not is an error at Discord).
    pub async fn posts_in(&self, channel_id: u64) -> bool {
        if let Some(posts) = self.reach.get(&channel_id) {
            return posts;
        }
        match self.store.is_interaction_only(channel_id).await {
            Ok(only) => {
                self.reach.keep(channel_id, !only);
                !only
            }
            Err(e) => {
                warn!(channel_id, error = %e, "could not read where the bot may post");
                false
            }
        }
    }
}
