//! What the public web pages may show, and to whom: a server's pages exist only once it has
//! opted in (`/settings public_pages:True`), and only finished games have pages, so nothing a
//! game in progress hides (a Cross Words Combat page, Super Seven's dice seed) is ever shown.
//! Every "no" is the same `None`: the web answers each with the same 404.
//!
//! The files: this one keeps the opt-ins and the links and makes the leaderboards' and
//! players' pages; `live.rs` the games being played and who may watch them, `finished.rs`
//! a finished game's page, `pictures.rs` the boards, charts and replays the pages show.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::games::{AnyGame, GameKind};
use crate::store::{ChampionRecord, GameRecord, SeasonRecord};

use super::EVERYWHERE;

use crate::store::RatingPoint;

use super::history::history_row;
use super::{HistoryRow, Host, HostError, HostResult, RatingView, Signer};

mod finished;
mod live;
mod pictures;

pub use finished::{MoveMark, PublicGame, PublicPly};
pub use live::{PublicLiveBoard, PublicLiveGame, PublicLiveGames, PUBLIC_LIVE_GAMES};

/// Rows on one page of a public leaderboard.
pub const PUBLIC_LEADERBOARD_PAGE: usize = 50;

/// One page of a server's public leaderboard of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicLeaderboard {
    pub kind: GameKind,
    /// From 0.
    pub page: usize,
    /// The place of the first row.
    pub first_place: usize,
    pub rows: Vec<RatingView>,
    pub has_next: bool,
    /// The season whose standings these are (`None`: the all-time ratings).
    pub season: Option<SeasonRecord>,
    /// The shown season's champion in this game, once it is closed.
    pub champion: Option<ChampionRecord>,
    /// The pool's seasons, newest first (the page links to each).
    pub seasons: Vec<SeasonRecord>,
}

/// Where the public pages are, for links in the bot's messages: `PUBLIC_URL` and the signer of
/// `WEB_SECRET` (the same the pages check).
#[derive(Clone, Debug)]
pub struct PublicLinks {
    base: String,
    ids: Signer,
}

impl PublicLinks {
    pub fn new(public_url: &str, ids: Signer) -> PublicLinks {
        PublicLinks {
            base: public_url.trim_end_matches('/').to_string(),
            ids,
        }
    }

    /// The boardbot-wide leaderboard of one game.
    pub fn everywhere(&self, kind: GameKind) -> String {
        format!("{}/everywhere?game={}", self.base, kind.id())
    }

    /// A server's leaderboard of one game.
    pub fn leaderboard(&self, guild_id: u64, kind: GameKind) -> String {
        format!(
            "{}/s/{}?game={}",
            self.base,
            self.ids.guild(guild_id),
            kind.id()
        )
    }

    pub fn player(&self, guild_id: u64, user_id: u64) -> String {
        format!(
            "{}/s/{}/p/{}",
            self.base,
            self.ids.guild(guild_id),
            self.ids.player(guild_id, user_id)
        )
    }

    pub fn game(&self, game_id: i64) -> String {
        format!("{}/g/{}", self.base, self.ids.game(game_id))
    }

    pub fn tournament(&self, tournament_id: i64) -> String {
        format!("{}/t/{}", self.base, self.ids.tournament(tournament_id))
    }
}

/// How long a process trusts what it read of a server's opt-in: every page asks, and most
/// would otherwise wait on the database for it. A change made by this process counts at once;
/// one made by another (the bot, beside `boardbot web`) within this time, plus a read.
pub const OPT_IN_FRESH: Duration = Duration::from_secs(5);

/// While one request reads an expired opt-in again, the others go on with the old one for at
/// most this long (rather than all reading it at once).
const OPT_IN_REREAD: Duration = Duration::from_secs(1);

/// Servers whose opt-in is remembered at most; past this the memory starts again empty.
const OPT_IN_ENTRIES: usize = 100_000;

/// The servers' opt-ins as last read or changed here.
#[derive(Default)]
pub(super) struct OptIns(Mutex<HashMap<u64, OptIn>>);

struct OptIn {
    on: bool,
    read: Instant,
    /// When a request set out to read it again, if one has.
    rereading: Option<Instant>,
}

impl OptIns {
    /// The opt-in if it may be trusted; `None` tells the caller to read it (and
    /// [`OptIns::note`] it), and the others to wait for that read a moment.
    fn fresh(&self, guild_id: u64) -> Option<bool> {
        let mut known = self.entries();
        let entry = known.get_mut(&guild_id)?;
        if entry.read.elapsed() < OPT_IN_FRESH {
            return Some(entry.on);
        }
        match entry.rereading {
            Some(since) if since.elapsed() < OPT_IN_REREAD => Some(entry.on),
            _ => {
                entry.rereading = Some(Instant::now());
                None
            }
        }
    }

    /// The server's opt-in is `on` as of now.
    pub(super) fn note(&self, guild_id: u64, on: bool) {
        let mut known = self.entries();
        if known.len() >= OPT_IN_ENTRIES && !known.contains_key(&guild_id) {
            known.clear();
        }
        known.insert(
            guild_id,
            OptIn {
                on,
                read: Instant::now(),
                rereading: None,
            },
        );
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, HashMap<u64, OptIn>> {
        // Each change is one insert, clear or field: a poisoned lock holds nothing half written.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Points of a rating history a player's page draws, the latest.
pub const PUBLIC_RATING_POINTS: i64 = 200;
/// Finished games a player's page lists, the latest.
pub const PUBLIC_RECENT_GAMES: usize = 20;

/// A player's rating at one game in a server, with their rank and how it came to be.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicRating {
    /// With its rank.
    pub view: RatingView,
    /// Oldest first; only rated games finished since the history is kept.
    pub history: Vec<RatingPoint>,
}

/// A player's page in a server.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicPlayer {
    pub user_id: u64,
    /// As Discord last sent it (their latest game, else their latest rating row).
    pub name: String,
    pub ratings: Vec<PublicRating>,
    /// Newest first.
    pub recent: Vec<HistoryRow>,
    /// The seasons they won, newest first, with when each ended.
    pub titles: Vec<(ChampionRecord, i64)>,
    /// Their streaks and achievements in the server.
    pub progress: super::ProgressView,
}

impl Host {
    /// Links from the bot's messages go to the public pages at `links`.
    pub fn with_public_links(mut self, links: PublicLinks) -> Host {
        self.public_links = Some(std::sync::Arc::new(links));
        self
    }

    /// The links to a server's pages, if the bot knows where they are and the server has
    /// them. A store that does not answer only costs the links.
    pub(super) async fn public_links_for(&self, guild_id: u64) -> Option<&PublicLinks> {
        let links = self.public_links.as_deref()?;
        match self.has_public_pages(guild_id).await {
            Ok(true) => Some(links),
            Ok(false) => None,
            Err(e) => {
                tracing::warn!(guild_id, error = %e, "could not read whether the server has pages");
                None
            }
        }
    }

    /// The server's public leaderboard of `kind`, if it has one to link to.
    pub async fn public_leaderboard_url(
        &self,
        guild_id: Option<u64>,
        kind: GameKind,
    ) -> Option<String> {
        let Some(guild_id) = guild_id else {
            return self.public_links.as_deref().map(|l| l.everywhere(kind));
        };
        self.public_links_for(guild_id)
            .await
            .map(|links| links.leaderboard(guild_id, kind))
    }

    /// Whether the server has opted in to public pages (as read at most [`OPT_IN_FRESH`] ago,
    /// or changed since by this process).
    pub async fn has_public_pages(&self, guild_id: u64) -> HostResult<bool> {
        if let Some(on) = self.opt_ins.fresh(guild_id) {
            return Ok(on);
        }
        let on = self
            .store
            .guild_settings(guild_id)
            .await?
            .is_some_and(|s| s.public_pages);
        self.opt_ins.note(guild_id, on);
        Ok(on)
    }

    /// Page `page` of the server's leaderboard of `kind`; `None` for a server without pages.
    pub async fn public_leaderboard(
        &self,
        guild_id: u64,
        kind: GameKind,
        page: usize,
        season: Option<i64>,
    ) -> HostResult<Option<PublicLeaderboard>> {
        if !self.has_public_pages(guild_id).await? {
            return Ok(None);
        }
        self.leaderboard_page(guild_id, kind, page, season).await
    }

    /// Page `page` of the boardbot-wide leaderboard of `kind` ([`EVERYWHERE`]): always public,
    /// names and ratings only (its players' pages and games are not).
    pub async fn everywhere_leaderboard(
        &self,
        kind: GameKind,
        page: usize,
        season: Option<i64>,
    ) -> HostResult<Option<PublicLeaderboard>> {
        self.leaderboard_page(EVERYWHERE, kind, page, season).await
    }

    /// A page of a pool's all-time leaderboard, or of a season's standings (`None` for a
    /// season it never had).
    async fn leaderboard_page(
        &self,
        guild_id: u64,
        kind: GameKind,
        page: usize,
        season: Option<i64>,
    ) -> HostResult<Option<PublicLeaderboard>> {
        let size = PUBLIC_LEADERBOARD_PAGE;
        // Pages past any real leaderboard are refused before they cost an OFFSET scan.
        let page = page.min(100_000);
        let (limit, offset) = (size as i64 + 1, (page * size) as i64);
        let seasons = self.store.seasons(guild_id).await?;
        let (mut rows, season, champion) = match season {
            None => (
                self.store
                    .leaderboard(guild_id, kind, limit, offset)
                    .await?,
                None,
                None,
            ),
            Some(number) => {
                let Some(season) = seasons.iter().find(|s| s.number == number).cloned() else {
                    return Ok(None);
                };
                let rows = self
                    .store
                    .season_leaderboard(guild_id, number, kind, limit, offset)
                    .await?;
                let champion = self
                    .store
                    .season_champions(guild_id, number)
                    .await?
                    .into_iter()
                    .find(|c| c.kind == kind);
                (rows, Some(season), champion)
            }
        };
        let has_next = rows.len() > size;
        rows.truncate(size);
        Ok(Some(PublicLeaderboard {
            kind,
            page,
            first_place: page * size + 1,
            rows: rows.into_iter().map(RatingView::from).collect(),
            has_next,
            season,
            champion,
            seasons,
        }))
    }

    /// `user_id`'s page in the server; `None` for a server without pages or a player who has
    /// neither a rating nor a finished game there.
    pub async fn public_player(
        &self,
        guild_id: u64,
        user_id: u64,
    ) -> HostResult<Option<PublicPlayer>> {
        if !self.has_public_pages(guild_id).await? {
            return Ok(None);
        }
        let games = self
            .store
            .finished_games(guild_id, user_id, None, PUBLIC_RECENT_GAMES as i64, 0)
            .await?;
        let rows = self.store.player_ratings(guild_id, user_id).await?;
        let latest_name = games
            .first()
            .and_then(|g| Some(g.record.names[g.record.seat_of(user_id)?.index()].clone()));
        let Some(name) = latest_name.or_else(|| rows.first().map(|r| r.name.clone())) else {
            return Ok(None);
        };
        let mut ratings = Vec::with_capacity(rows.len());
        for view in self.with_ranks(rows).await? {
            let history = self
                .store
                .rating_history(guild_id, view.kind, user_id, PUBLIC_RATING_POINTS)
                .await?;
            ratings.push(PublicRating { view, history });
        }
        let recent = games
            .into_iter()
            .filter_map(|g| history_row(g, user_id))
            .collect();
        let mut titles = Vec::new();
        for title in self.store.titles(guild_id, user_id).await? {
            let ended = self
                .store
                .season(guild_id, title.season)
                .await?
                .map_or(0, |s| s.ends_at);
            titles.push((title, ended));
        }
        let progress = self.progress(Some(guild_id), user_id).await?;
        Ok(Some(PublicPlayer {
            user_id,
            name,
            ratings,
            recent,
            titles,
            progress,
        }))
    }

    async fn log_of(&self, record: &GameRecord) -> HostResult<Vec<String>> {
        Ok(self
            .store
            .moves(record.id)
            .await?
            .into_iter()
            .map(|m| m.notation)
            .collect())
    }
}

/// The game as it started, from its options and seed.
fn start_of(record: &GameRecord) -> HostResult<AnyGame> {
    AnyGame::new(record.kind, &record.options, &record.seed).map_err(|e| {
        HostError::Internal(format!("game {} does not start again: {}", record.id, e.0))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_expired_opt_in_is_read_again_by_one_request_while_the_others_wait() {
        let opt_ins = OptIns::default();
        assert_eq!(opt_ins.fresh(7), None);
        opt_ins.note(7, true);
        assert_eq!(opt_ins.fresh(7), Some(true));
        opt_ins.entries().get_mut(&7).unwrap().read -= OPT_IN_FRESH;
        // The first to find it old reads it; the rest keep the old answer meanwhile.
        assert_eq!(opt_ins.fresh(7), None);
        assert_eq!(opt_ins.fresh(7), Some(true));
        // A read that never came back: after a moment, the next request tries.
        opt_ins.entries().get_mut(&7).unwrap().rereading = Some(Instant::now() - OPT_IN_REREAD);
        assert_eq!(opt_ins.fresh(7), None);
        opt_ins.note(7, false);
        assert_eq!(opt_ins.fresh(7), Some(false));
    }
}
