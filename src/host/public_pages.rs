//! What the public web pages may show, and to whom: a server's pages exist only once it has
//! opted in (`/settings public_pages:True`), and only finished games have pages, so nothing a
//! game in progress hides (a Cross Words Combat page, Super Seven's dice seed) is ever shown.
//! Every "no" is the same `None`: the web answers each with the same 404.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::ai::analysis::Class;
use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::{Lang, Text};
use crate::render::replay::{replay_gif_until, MAX_GIF_BYTES};
use crate::render::{render_png, BoardInfo};
use crate::store::{ChampionRecord, ClockState, GameRecord, SeasonRecord, Status};

use super::EVERYWHERE;

use crate::store::RatingPoint;

use super::history::{history_row, how_it_ended, move_file, page_files, referee_command};
use super::views::{alt_text, status_line};
use super::{HistoryRow, Host, HostError, HostResult, RatingView, Signer};

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
/// Games a server's live list shows at most, the oldest first.
pub const PUBLIC_LIVE_GAMES: usize = 100;

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

/// A game in progress as the server's list shows it: no page, no seed.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicLiveGame {
    /// Its live page follows it move by move (see [`Host::public_live_board`]).
    pub game_id: i64,
    pub kind: GameKind,
    pub names: [String; 2],
    /// Moves played so far.
    pub moves: usize,
    /// The seat to move (none while the game waits on nobody, e.g. between rounds).
    pub to_move: Option<Seat>,
}

/// A server's games in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicLiveGames {
    /// At most [`PUBLIC_LIVE_GAMES`], oldest first.
    pub games: Vec<PublicLiveGame>,
    /// All of them, shown or not.
    pub total: usize,
}

/// A game being played, as its live page shows it to anyone: what the channel sees (the board,
/// the moves, whose turn and until when), never a page or a seed.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicLiveBoard {
    pub game_id: i64,
    pub channel_id: u64,
    /// Each change raises it by one: a watcher that saw it has seen everything before.
    pub version: i64,
    pub kind: GameKind,
    pub names: [String; 2],
    /// The moves so far, as the game writes them.
    pub moves: Vec<String>,
    /// "ann (X) to move", or how it ended, in the language asked for.
    pub status: String,
    pub to_move: Option<Seat>,
    /// When the turn in progress ends (unix ms).
    pub deadline: Option<i64>,
    /// The game is over (its finished page has everything).
    pub over: bool,
    /// The board in words.
    pub alt_text: String,
    /// Who plays (their user ids), and whether each has something only they may see (a
    /// Cross Words Combat page, shown to them alone once signed in).
    pub players: [u64; 2],
    pub secrets: bool,
    /// Each seat's points, in games that keep them.
    pub scores: Option<[i64; 2]>,
    /// Each seat's clock (games with a `clock` option) as of the turn's start; only the
    /// clock of [`PublicLiveBoard::to_move`] runs. `None` once the game is over.
    pub clock: Option<ClockState>,
}

impl PublicLiveBoard {
    /// Whether `user_id` holds a seat played from the web (a channel team's is voted in its
    /// channel only).
    pub fn plays_on_web(&self, user_id: u64) -> bool {
        self.players.contains(&user_id) && !self.players.contains(&super::TEAM_PLAYER_ID)
    }

    /// Whether `user_id` has something of their own to see here (their Cross Words Combat
    /// page).
    pub fn has_own_page(&self, user_id: u64) -> bool {
        self.secrets && self.players.contains(&user_id)
    }
}

/// One ply of a finished game, as its page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicPly {
    /// 1 for the first move.
    pub ply: usize,
    pub seat: Seat,
    /// The move as the game names it ("b2", "pass").
    pub notation: String,
}

/// A finished game, everything revealed.
#[derive(Clone, Debug)]
pub struct PublicGame {
    pub record: GameRecord,
    pub plies: Vec<PublicPly>,
    /// The board after each ply in words (0: the start), as the bot's pictures carry them.
    pub alt_texts: Vec<String>,
    /// "ann (X) wins", in the language asked for.
    pub status: String,
    /// How it ended: "on the board", "by resignation"…
    pub how: Text,
    /// The move log as the referee reads it, and both pages of a Cross Words Combat game.
    pub move_file: super::ReplayFile,
    pub page_files: Vec<super::ReplayFile>,
    pub referee_command: String,
    /// The moves a stored analysis classified, by ply; `None` when the game has no analysis
    /// (the pages never start one).
    pub analysis: Option<Vec<MoveMark>>,
}

/// A move that cost its player: its class and the move the AI preferred.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveMark {
    pub ply: usize,
    pub class: Class,
    pub best: Option<String>,
}

/// The alt text of a finished game's board before its last ply: whose turn it was then.
fn ply_alt_text(
    record: &GameRecord,
    game: &AnyGame,
    last: Option<&PublicPly>,
    lang: Lang,
) -> String {
    let seats = record.kind.seat_names();
    let status = match game.to_move() {
        Some(s) => Text::new("view-to-move").arg(
            "who",
            Text::new("view-seat")
                .arg("name", &record.names[s.index()])
                .arg("seat", seats[s.index()]),
        ),
        None => Text::new("view-game-over"),
    };
    let last = last.map(|p| p.notation.as_str());
    alt_text(record, game, &status.get(lang), last, lang)
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

    /// The server's games in progress as anyone may see them; `None` for a server without
    /// pages. Open challenges are not games yet and are left out.
    pub async fn public_live_games(&self, guild_id: u64) -> HostResult<Option<PublicLiveGames>> {
        if !self.has_public_pages(guild_id).await? {
            return Ok(None);
        }
        let active: Vec<GameRecord> = self
            .store
            .live_games_in_guild(guild_id)
            .await?
            .into_iter()
            .filter(|r| r.status == Status::Active)
            .collect();
        let mut games = Vec::new();
        for record in active.iter().take(PUBLIC_LIVE_GAMES) {
            let game = self.load(record).await?;
            games.push(PublicLiveGame {
                game_id: record.id,
                kind: record.kind,
                names: record.names.clone(),
                moves: game.ply(),
                to_move: game.to_move(),
            });
        }
        Ok(Some(PublicLiveGames {
            games,
            total: active.len(),
        }))
    }

    /// The record of game `game_id` if it may be watched by anyone: accepted (in progress or
    /// over), in a server that has opted in to public pages.
    pub async fn public_watchable_record(&self, game_id: i64) -> HostResult<Option<GameRecord>> {
        self.watchable_record(game_id, None).await
    }

    /// The record of game `game_id` if `viewer` (a signed-in person, or nobody) may watch it:
    /// anyone in a server that has opted in to public pages; its own players anywhere (a DM,
    /// a group DM, a server without pages), as they see it in Discord; and outside servers,
    /// those admitted from the channel's Activity ([`Host::watches_unlisted`]).
    pub async fn watchable_record(
        &self,
        game_id: i64,
        viewer: Option<u64>,
    ) -> HostResult<Option<GameRecord>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if !watchable(record.status) {
            return Ok(None);
        }
        if !self.has_public_pages(record.guild_id).await?
            && !self.watches_unlisted(&record, viewer).await?
        {
            return Ok(None);
        }
        Ok(Some(record))
    }

    /// Whether `viewer` may watch `record` where not everyone may (a DM, a group DM, a server
    /// without pages): its players, and outside servers those Discord confirmed were in the
    /// channel's Activity with it.
    pub async fn watches_unlisted(
        &self,
        record: &GameRecord,
        viewer: Option<u64>,
    ) -> HostResult<bool> {
        let Some(viewer) = viewer else {
            return Ok(false);
        };
        if record.seat_of(viewer).is_some() {
            return Ok(true);
        }
        Ok(record.guild_id == super::EVERYWHERE
            && self.store.is_spectator(record.id, viewer).await?)
    }

    /// Game `game_id` as its live page shows it now to `viewer`, texts in `lang`; `None`
    /// unless they may watch it ([`Host::watchable_record`]).
    pub async fn live_board(
        &self,
        game_id: i64,
        viewer: Option<u64>,
        lang: Lang,
    ) -> HostResult<Option<PublicLiveBoard>> {
        let Some(record) = self.watchable_record(game_id, viewer).await? else {
            return Ok(None);
        };
        Ok(Some(self.live_board_of(&record, lang).await?.0))
    }

    /// Game `game_id`'s live board with its picture, drawn (off the async workers) from the
    /// same read and replay: what a live page's frame needs at each change. With whether
    /// anyone may watch it (its server has public pages): if not, only its players get the
    /// frame. `None` for a game not (or no longer) to be watched at all.
    pub async fn live_board_and_picture(
        &self,
        game_id: i64,
        lang: Lang,
    ) -> HostResult<Option<(PublicLiveBoard, Vec<u8>, bool)>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if !watchable(record.status) {
            return Ok(None);
        }
        let public = self.has_public_pages(record.guild_id).await?;
        let (board, game) = self.live_board_of(&record, lang).await?;
        let info = BoardInfo {
            players: record.names.clone(),
            status: board.status.clone(),
            lang,
            palette: Default::default(),
        };
        let png = tokio::task::spawn_blocking(move || render_png(&game, &info))
            .await
            .map_err(|e| HostError::Internal(format!("drawing a watched board: {e}")))?;
        Ok(Some((board, png, public)))
    }

    /// A watchable `record` as its live page shows it, and the game as it stands.
    async fn live_board_of(
        &self,
        record: &GameRecord,
        lang: Lang,
    ) -> HostResult<(PublicLiveBoard, AnyGame)> {
        let game_id = record.id;
        let log = self.log_of(record).await?;
        let mut game = start_of(record)?;
        let mut moves = Vec::with_capacity(log.len());
        for (i, entry) in log.iter().enumerate() {
            moves.push(game.apply_log_entry(entry).map_err(|e| {
                HostError::Internal(format!("game {} ply {}: {e}", record.id, i + 1))
            })?);
        }
        let status = status_line(record, &game).get(lang);
        let over = !record.status.is_live();
        let alt_text = alt_text(
            record,
            &game,
            &status,
            moves.last().map(String::as_str),
            lang,
        );
        let board = PublicLiveBoard {
            game_id,
            channel_id: record.channel_id,
            version: record.version,
            kind: record.kind,
            names: record.names.clone(),
            status,
            to_move: if over { None } else { game.to_move() },
            deadline: if over { None } else { record.deadline },
            over,
            alt_text,
            players: record.players,
            secrets: !over && game.secret(Seat::FIRST).is_some(),
            scores: game.scores(),
            clock: if over { None } else { record.clock },
            moves,
        };
        Ok((board, game))
    }

    /// The record of game `game_id` if it has a public page: finished, in a server that has
    /// opted in. Cheap (two reads), for answers that need no replay (a cached image).
    pub async fn public_game_record(&self, game_id: i64) -> HostResult<Option<GameRecord>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if record.status != Status::Finished || !self.has_public_pages(record.guild_id).await? {
            return Ok(None);
        }
        Ok(Some(record))
    }

    /// Game `game_id`'s page, texts in `lang`; `None` unless it has one (see
    /// [`Host::public_game_record`]).
    pub async fn public_game(&self, game_id: i64, lang: Lang) -> HostResult<Option<PublicGame>> {
        let Some(record) = self.public_game_record(game_id).await? else {
            return Ok(None);
        };
        // The two reads at once: a page read for the first time waits for one round trip.
        let (moves, analysis) =
            tokio::join!(self.store.moves(record.id), self.stored_analysis(record.id));
        let (moves, analysis) = (moves?, analysis?);
        let mut game = start_of(&record)?;
        let mut plies = Vec::with_capacity(moves.len());
        let mut alt_texts = Vec::with_capacity(moves.len() + 1);
        for (i, m) in moves.iter().enumerate() {
            alt_texts.push(ply_alt_text(&record, &game, plies.last(), lang));
            let notation = game.apply_log_entry(&m.notation).map_err(|e| {
                HostError::Internal(format!("game {} ply {}: {e}", record.id, i + 1))
            })?;
            plies.push(PublicPly {
                ply: i + 1,
                seat: m.seat,
                notation,
            });
        }
        let log: Vec<String> = moves.into_iter().map(|m| m.notation).collect();
        let status = status_line(&record, &game).get(lang);
        let last = plies.last().map(|p| p.notation.as_str());
        alt_texts.push(alt_text(&record, &game, &status, last, lang));
        let move_file = move_file(&record, &log, &status, lang);
        let page_files = page_files(&record, &game);
        let referee_command = referee_command(&record, true, &move_file, &page_files);
        let how = record
            .result
            .map(|r| how_it_ended(r.reason))
            .unwrap_or_else(|| Text::new("history-on-board"));
        let analysis = analysis.map(|analysis| {
            analysis
                .plies
                .into_iter()
                .filter_map(|p| {
                    Some(MoveMark {
                        ply: p.ply,
                        class: p.class?,
                        best: p.best,
                    })
                })
                .collect()
        });
        Ok(Some(PublicGame {
            record,
            plies,
            alt_texts,
            status,
            how,
            move_file,
            page_files,
            referee_command,
            analysis,
        }))
    }

    /// The board of a game `viewer` may watch ([`Host::watchable_record`]) at `version`, as a
    /// PNG with its texts in `lang`; `None` unless that is its current version (an older one
    /// is not kept: a takeback can change what a ply showed).
    pub async fn position_png(
        &self,
        game_id: i64,
        viewer: Option<u64>,
        version: i64,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        let Some(record) = self.watchable_record(game_id, viewer).await? else {
            return Ok(None);
        };
        if record.version != version {
            return Ok(None);
        }
        let log = self.log_of(&record).await?;
        let plies = log.len();
        self.draw_ply(&record, log, plies, lang).await
    }

    /// The board of a public game after `ply` moves, as a PNG with its texts in `lang`; `None`
    /// past the last ply. Drawn off the async workers.
    pub async fn public_ply_png(
        &self,
        record: &GameRecord,
        ply: usize,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        let log = self.log_of(record).await?;
        self.draw_ply(record, log, ply, lang).await
    }

    /// The board of `record` after `ply` of the moves `log`; `None` past the last one.
    async fn draw_ply(
        &self,
        record: &GameRecord,
        log: Vec<String>,
        ply: usize,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        if ply > log.len() {
            return Ok(None);
        }
        let record = record.clone();
        tokio::task::spawn_blocking(move || {
            let mut game = start_of(&record)?;
            let mut last_move = String::new();
            for entry in &log[..ply] {
                last_move = game
                    .apply_log_entry(entry)
                    .map_err(|e| HostError::Internal(format!("game {}: {e}", record.id)))?;
            }
            let status = if ply == log.len() {
                status_line(&record, &game).get(lang)
            } else if ply == 0 {
                Text::new("picture-replay-status")
                    .arg("plies", log.len())
                    .get(lang)
            } else {
                Text::new("picture-replay-ply")
                    .arg("ply", ply)
                    .arg("plies", log.len())
                    .arg("move", last_move)
                    .get(lang)
            };
            let info = BoardInfo {
                players: record.names.clone(),
                status,
                lang,
                palette: Default::default(),
            };
            Ok(Some(render_png(&game, &info)))
        })
        .await
        .map_err(|e| HostError::Internal(format!("drawing a ply: {e}")))?
    }

    /// The chart of a public game's stored analysis, a PNG with its texts in `lang`; `None`
    /// when it has none.
    pub async fn public_analysis_chart(
        &self,
        record: &GameRecord,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        let Some(analysis) = self.stored_analysis(record.id).await? else {
            return Ok(None);
        };
        let log = self.log_of(record).await?;
        let view = self
            .analysis_view(record.clone(), &log, analysis, (lang, Default::default()))
            .await?;
        Ok(Some(view.chart))
    }

    /// The replay GIF of a public game, its texts in `lang`. Drawing stops, with an error, once
    /// `stop` is raised (nobody waits for it any more).
    pub async fn public_replay_gif(
        &self,
        record: &GameRecord,
        lang: Lang,
        stop: Arc<AtomicBool>,
    ) -> HostResult<Vec<u8>> {
        let log = self.log_of(record).await?;
        let record = record.clone();
        tokio::task::spawn_blocking(move || {
            let start = start_of(&record)?;
            let mut end = start.clone();
            for entry in &log {
                end.apply_log_entry(entry)
                    .map_err(|e| HostError::Internal(format!("game {}: {e}", record.id)))?;
            }
            let status = status_line(&record, &end).get(lang);
            // The web's pictures are drawn in the classic palette.
            let look = (lang, Default::default());
            replay_gif_until(
                &start,
                &log,
                &record.names,
                &status,
                look,
                MAX_GIF_BYTES,
                &stop,
            )
            .map_err(|e| HostError::Internal(format!("replay of game {}: {e}", record.id)))?
            .map(|gif| gif.bytes)
            .ok_or_else(|| HostError::Internal(format!("replay of game {}: stopped", record.id)))
        })
        .await
        .map_err(|e| HostError::Internal(format!("drawing a replay: {e}")))?
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

/// Whether a game in `status` may be watched at all: accepted (in progress or over), not a
/// challenge still waiting.
fn watchable(status: Status) -> bool {
    matches!(status, Status::Active | Status::Finished | Status::Aborted)
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
