//! Where players stand: a player's rank in each game (/stats) and the leaderboard page that
//! holds them (/leaderboard me:True). Both read along the leaderboard's index, so they cost
//! the same in a server of a hundred players or of a hundred thousand.

use super::{Host, HostError, HostResult, RatingView, EVERYWHERE};
use crate::games::GameKind;
use crate::i18n::Text;
use crate::store::RatingRecord;

/// A page of a server's leaderboard of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardPage {
    pub kind: GameKind,
    /// The place of the page's first row (1 on the first page).
    pub first_place: i64,
    /// Players on the whole leaderboard.
    pub players: i64,
    pub rows: Vec<RatingView>,
    /// The player the page was opened for, whose row it holds.
    pub you: Option<u64>,
}

impl Host {
    /// The page of `size` rows of the server's leaderboard of `kind` that holds `user_id`.
    /// Refused, privately, for a player without a rating in that game.
    pub async fn leaderboard_around(
        &self,
        guild_id: Option<u64>,
        kind: GameKind,
        user_id: u64,
        size: i64,
    ) -> HostResult<LeaderboardPage> {
        let guild_id = guild_id.unwrap_or(EVERYWHERE);
        let Some(own) = self.store.rating(guild_id, kind, user_id).await? else {
            return Err(HostError::refused(
                Text::new("leaderboard-unranked").arg("game", kind.display_name()),
            ));
        };
        let rank = self.store.rank_of(&own).await?;
        let size = size.max(1);
        let rows = self.store.leaderboard_page_of(&own, rank, size).await?;
        Ok(LeaderboardPage {
            kind,
            first_place: rank.place - (rank.place - 1) % size,
            players: rank.of,
            rows: rows.into_iter().map(RatingView::from).collect(),
            you: Some(user_id),
        })
    }

    /// Rating rows as views with each one's rank on its game's leaderboard.
    pub(super) async fn with_ranks(&self, rows: Vec<RatingRecord>) -> HostResult<Vec<RatingView>> {
        let mut views = Vec::with_capacity(rows.len());
        for row in rows {
            let rank = self.store.rank_of(&row).await?;
            views.push(RatingView {
                rank: Some(rank),
                ..RatingView::from(row)
            });
        }
        Ok(views)
    }
}
