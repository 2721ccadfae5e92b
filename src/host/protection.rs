//! Players are protected from unwanted challenges. After a player declines, the same challenger
//! may not challenge them again for a while (the server's cooldown); a challenger has at most
//! [`MAX_OPEN_CHALLENGES`] challenges waiting at once; a player may decline and block a
//! challenger for good, and lift the block later; a player may stop all incoming challenges.
//!
//! All of it is per server (guild), like ratings and settings: the bot sees players through
//! the servers they share with it, and whoever spams in one server may be a welcome opponent
//! in another; a block holds in every channel and thread of its server. A blocked challenger
//! is told exactly what a challenger of a player who takes no challenges is told, so a block
//! is never revealed.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::OwnedMutexGuard;
use tracing::info;

use super::{guild_of_id, moderated_guild, stale_board, Host, HostError, HostResult, User};
use crate::host::{BlockView, ChallengeView};
use crate::i18n::Text;
use crate::store::{BlockRecord, GameRecord, GuildSettings, Status, StoreError};

/// Challenges one player may have waiting for an answer in a server at once.
pub const MAX_OPEN_CHALLENGES: i64 = 3;

/// How long a challenger waits after a decline, in servers that have not set their own.
pub const DEFAULT_CHALLENGE_COOLDOWN_SECONDS: i64 = 10 * 60;

/// The longest cooldown a moderator may set (0 turns it off).
pub const MAX_CHALLENGE_COOLDOWN_SECONDS: i64 = 30 * 24 * 60 * 60;

/// One lock per challenger and server, held from the protection check to the new challenge's
/// insert: the limit is a count, so two challenges sent at once could otherwise both see room
/// for one more. A server is served by one process (its shard's), so a lock in memory is enough.
#[derive(Default)]
pub(super) struct ChallengeLocks(Mutex<LocksByChallenger>);

/// A lock for each (server, challenger) with a challenge being checked or sent.
type LocksByChallenger = HashMap<(u64, u64), Arc<tokio::sync::Mutex<()>>>;

/// Holds a challenger's lock until dropped; the last holder removes the entry.
pub(super) struct ChallengeLock<'a> {
    locks: &'a ChallengeLocks,
    key: (u64, u64),
    held: Option<OwnedMutexGuard<()>>,
}

impl ChallengeLocks {
    fn entries(&self) -> std::sync::MutexGuard<'_, LocksByChallenger> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Wait until no other challenge of `challenger` in `guild_id` is being checked or sent.
    pub(super) async fn lock(&self, guild_id: u64, challenger: u64) -> ChallengeLock<'_> {
        let key = (guild_id, challenger);
        let mutex = self.entries().entry(key).or_default().clone();
        ChallengeLock {
            locks: self,
            key,
            held: Some(mutex.lock_owned().await),
        }
    }
}

impl Drop for ChallengeLock<'_> {
    fn drop(&mut self) {
        drop(self.held.take());
        let mut entries = self.locks.entries();
        // Clones are made under this map's lock, so a count of one means nobody waits.
        if entries
            .get(&self.key)
            .is_some_and(|m| Arc::strong_count(m) == 1)
        {
            entries.remove(&self.key);
        }
    }
}

impl Host {
    /// Refuse a challenge the opponent is protected from. Nothing is written.
    pub(super) async fn check_protection(
        &self,
        guild_id: u64,
        challenger: &User,
        opponent: &User,
    ) -> HostResult<()> {
        let now = self.now();
        let gate = self
            .store
            .challenge_gate(guild_id, challenger.id, opponent.id, now)
            .await?;
        if gate.blocked || gate.opted_out {
            return Err(not_taking_challenges(&opponent.name));
        }
        if let Some(declined_at) = gate.declined_at {
            let cooldown = self
                .guild_settings(guild_id)
                .await?
                .challenge_cooldown_seconds;
            let until = declined_at + cooldown * 1000;
            if now < until {
                return Err(HostError::refused(
                    Text::new("host-cooldown")
                        .arg("name", &opponent.name)
                        .arg("wait", wait_text(until - now)),
                ));
            }
        }
        if gate.open_challenges >= MAX_OPEN_CHALLENGES {
            return Err(HostError::refused(
                Text::new("host-too-many-challenges").arg("max", MAX_OPEN_CHALLENGES),
            ));
        }
        Ok(())
    }

    /// The challenged player declines the challenge and blocks the challenger in this server
    /// for good. The challenge ends just as with a plain decline, so the channel sees no
    /// difference.
    pub async fn decline_and_block(&self, game_id: i64, user: &User) -> HostResult<ChallengeView> {
        let record = self.live_record(game_id).await?;
        if record.status != Status::Challenge {
            return Err(HostError::refused(Text::new("host-challenge-answered")));
        }
        if user.id != record.players[1] {
            return Err(HostError::refused(if user.id == record.players[0] {
                Text::new("host-own-challenge-block")
            } else {
                Text::new("host-only-challenged-blocks").arg("name", &record.names[1])
            }));
        }
        let next = self.declined(&record);
        let block = BlockRecord {
            guild_id: record.guild_id,
            blocker_id: user.id,
            blocked_id: record.players[0],
            blocked_name: record.names[0].clone(),
            created_at: next.updated_at,
        };
        self.commit_decline(&next, user, Some(&block)).await?;
        info!(
            game = game_id,
            "challenge declined and its challenger blocked"
        );
        Ok(ChallengeView::of(
            &next,
            self.guild_lang(next.guild_id).await,
        ))
    }

    /// `record`, a challenge, as declined now.
    pub(super) fn declined(&self, record: &GameRecord) -> GameRecord {
        let mut next = record.successor(self.now());
        next.status = Status::Declined;
        next.deadline = None;
        next
    }

    /// Commit a decline by `by`: when the challenged player declines, the cooldown starts;
    /// `block` is written with it.
    pub(super) async fn commit_decline(
        &self,
        next: &GameRecord,
        by: &User,
        block: Option<&BlockRecord>,
    ) -> HostResult<()> {
        let by_opponent = by.id == next.players[1];
        match self.store.commit_decline(next, by_opponent, block).await {
            Ok(()) => {
                self.committed(next, None);
                Ok(())
            }
            Err(e) => {
                self.live.forget(next.channel_id);
                match e {
                    StoreError::Conflict => Err(stale_board()),
                    e => Err(e.into()),
                }
            }
        }
    }

    /// The players `user` has blocked in this server, oldest block first.
    pub async fn blocks(&self, guild_id: Option<u64>, user: &User) -> HostResult<Vec<BlockView>> {
        let guild_id = server_of(guild_id)?;
        let blocks = self.store.blocks(guild_id, user.id).await?;
        Ok(blocks.into_iter().map(BlockView::from).collect())
    }

    /// Lift `user`'s block of `blocked_id` in this server; the block lifted.
    pub async fn unblock(
        &self,
        guild_id: Option<u64>,
        user: &User,
        blocked_id: u64,
    ) -> HostResult<BlockView> {
        let guild_id = server_of(guild_id)?;
        let lifted = self
            .store
            .unblock(guild_id, user.id, blocked_id)
            .await?
            .ok_or_else(|| HostError::refused(Text::new("host-not-blocked")))?;
        info!(guild = guild_id, "a block was lifted");
        Ok(lifted.into())
    }

    /// Whether `user` takes challenges in this server.
    pub async fn takes_challenges(&self, guild_id: Option<u64>, user: &User) -> HostResult<bool> {
        let guild_id = server_of(guild_id)?;
        Ok(self.store.takes_challenges(guild_id, user.id).await?)
    }

    /// `user` stops (`takes` false) or resumes taking challenges in this server.
    pub async fn set_takes_challenges(
        &self,
        guild_id: Option<u64>,
        user: &User,
        takes: bool,
    ) -> HostResult<()> {
        let guild_id = server_of(guild_id)?;
        self.store
            .set_takes_challenges(guild_id, user.id, takes, self.now())
            .await?;
        Ok(())
    }

    /// Moderators set how long a challenger waits after a decline (0: no wait).
    pub async fn set_challenge_cooldown(
        &self,
        guild_id: Option<u64>,
        user: &User,
        seconds: i64,
    ) -> HostResult<GuildSettings> {
        let guild_id = moderated_guild(guild_id, user)?;
        if !(0..=MAX_CHALLENGE_COOLDOWN_SECONDS).contains(&seconds) {
            return Err(HostError::refused(Text::new("host-cooldown-range")));
        }
        self.change_settings(guild_id, |s| s.challenge_cooldown_seconds = seconds)
            .await
    }
}

/// The answer to a challenge the opponent does not take: the same whether they blocked the
/// challenger or take no challenges at all, so a block is never revealed.
fn not_taking_challenges(name: &str) -> HostError {
    HostError::refused(Text::new("host-not-taking-challenges").arg("name", name))
}

fn server_of(guild_id: Option<u64>) -> HostResult<u64> {
    guild_of_id(guild_id).map_err(|_| HostError::refused(Text::new("host-blocks-need-server")))
}

/// A wait as people say it, rounded up: "45 seconds", "9 minutes", "3 hours", "2 days".
fn wait_text(ms: i64) -> Text {
    let seconds = (ms.max(0) + 999) / 1000;
    let (n, unit) = match seconds {
        s if s < 60 => (s, Text::new("duration-seconds")),
        s if s < 2 * 3600 => ((s + 59) / 60, Text::new("duration-minutes")),
        s if s < 2 * 86400 => ((s + 3599) / 3600, Text::new("duration-hours")),
        s => ((s + 86399) / 86400, Text::new("duration-days")),
    };
    unit.arg("n", n)
}

#[cfg(test)]
mod tests {
    use super::{wait_text, ChallengeLocks};
    use crate::i18n::Lang;

    fn wait(ms: i64) -> String {
        wait_text(ms).get(Lang::EnUs)
    }

    #[test]
    fn waits_are_rounded_up() {
        assert_eq!(wait(1), "1 second");
        assert_eq!(wait(45_000), "45 seconds");
        assert_eq!(wait(60_000), "1 minute");
        assert_eq!(wait(9 * 60_000 + 1), "10 minutes");
        assert_eq!(wait(3 * 3_600_000), "3 hours");
        assert_eq!(wait(3 * 86_400_000 - 5), "3 days");
    }

    #[tokio::test]
    async fn a_challengers_lock_is_forgotten_once_nobody_holds_or_waits_for_it() {
        let locks = ChallengeLocks::default();
        let first = locks.lock(1, 2).await;
        let other = locks.lock(1, 3).await;
        assert_eq!(locks.entries().len(), 2);
        drop(first);
        assert_eq!(locks.entries().len(), 1);
        drop(other);
        assert!(locks.entries().is_empty());
    }
}
