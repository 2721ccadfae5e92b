//! Live pages: a game in progress, watched move by move. The page holds one Server-Sent Events
//! stream (`/g/{game}/events`); each committed change of the game (the host's
//! [`crate::host::GameChange`]s, from any process) becomes one frame, built and serialized once
//! per game and language whatever the number of watchers, with the board's picture drawn
//! before the frame goes out, so that every watcher's request for it finds it made. A stream
//! that reconnects sends the version it saw last (`Last-Event-ID`) and gets the current board
//! only if it is newer. Only what the channel sees is shown (see
//! [`crate::host::PublicLiveBoard`]).
//!
//! Server-Sent Events rather than WebSockets: watching is one-way, EventSource reconnects and
//! resumes by itself, and the stream is plain HTTP under the pages' connection limits.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast;
use tracing::warn;

use super::discord_calls::ClientAddr;
pub(super) use super::live_moves::{my_moves, play, MoveLimit};
pub use super::live_streams::StreamLimits;
use super::live_streams::{admit_stream, OpenStreams, StreamSlot, RECONNECT_AFTER};
use super::{cache, pages, reader_lang, revalidated_page, sign_in, Failure, Params, Web};
use crate::host::PublicLiveBoard;
use crate::i18n::{tr, Lang, Text};

/// Frames a slow watcher may fall behind by (it then gets the current board).
const FRAME_BACKLOG: usize = 16;

/// A comment this often keeps a quiet stream's connection from counting as idle.
const KEEP_ALIVE: Duration = Duration::from_secs(10);

/// One change of a game as its watchers in one language receive it.
#[derive(Debug)]
pub(super) struct Frame {
    version: i64,
    over: bool,
    /// Anyone may watch it (its server has public pages); if not, only its players.
    public: bool,
    channel_id: u64,
    json: String,
}

/// What became of a game since its end (a rematch offered, the next game in the channel), as
/// its watchers in one language receive it.
#[derive(Debug)]
pub(super) struct News {
    /// [`crate::host::RematchNews::stamp`].
    stamp: (i64, i64),
    /// The next game has started: nothing more will come.
    last: bool,
    json: String,
}

/// What a game's watchers receive.
#[derive(Clone, Debug)]
enum Update {
    Board(Arc<Frame>),
    News(Arc<News>),
}

/// The games being watched in this process, by game and language.
#[derive(Default)]
pub(super) struct LiveHub {
    followed: Mutex<HashMap<(i64, Lang), Followed>>,
    streams: Arc<OpenStreams>,
}

struct Followed {
    sender: broadcast::Sender<Update>,
    latest: Option<Arc<Frame>>,
    news: Option<Arc<News>>,
}

impl LiveHub {
    fn followed(&self) -> std::sync::MutexGuard<'_, HashMap<(i64, Lang), Followed>> {
        self.followed.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Start watching: what is to come, and the latest board built, if any.
    fn watch(&self, game_id: i64, lang: Lang) -> (broadcast::Receiver<Update>, Option<Arc<Frame>>) {
        let mut followed = self.followed();
        // Games nobody watches any more (ended ones change no more) go as watchers come.
        followed.retain(|_, f| f.sender.receiver_count() > 0);
        let entry = followed.entry((game_id, lang)).or_insert_with(|| Followed {
            sender: broadcast::channel(FRAME_BACKLOG).0,
            latest: None,
            news: None,
        });
        (entry.sender.subscribe(), entry.latest.clone())
    }

    /// The latest frame built for `game_id` in `lang`, if any.
    fn latest(&self, game_id: i64, lang: Lang) -> Option<Arc<Frame>> {
        self.followed()
            .get(&(game_id, lang))
            .and_then(|f| f.latest.clone())
    }

    /// The latest news built for `game_id` in `lang`, if any.
    fn news(&self, game_id: i64, lang: Lang) -> Option<Arc<News>> {
        self.followed()
            .get(&(game_id, lang))
            .and_then(|f| f.news.clone())
    }

    /// How many watch `game_id`, in every language.
    fn watching(&self, game_id: i64) -> usize {
        let followed = self.followed();
        Lang::ALL
            .iter()
            .filter_map(|lang| followed.get(&(game_id, *lang)))
            .map(|f| f.sender.receiver_count())
            .sum()
    }

    /// A new frame for its watchers, unless one as new went out already.
    fn publish(&self, game_id: i64, lang: Lang, frame: Arc<Frame>) {
        let mut followed = self.followed();
        let Some(entry) = followed.get_mut(&(game_id, lang)) else {
            return;
        };
        if entry
            .latest
            .as_ref()
            .is_some_and(|l| l.version >= frame.version)
        {
            return;
        }
        entry.latest = Some(frame.clone());
        let _ = entry.sender.send(Update::Board(frame));
    }

    /// New news for its watchers, unless as new went out already.
    fn publish_news(&self, game_id: i64, lang: Lang, news: Arc<News>) {
        let mut followed = self.followed();
        let Some(entry) = followed.get_mut(&(game_id, lang)) else {
            return;
        };
        let seen = entry.news.as_ref().map_or((0, 0), |n| n.stamp);
        if news.stamp <= seen {
            return;
        }
        entry.news = Some(news.clone());
        let _ = entry.sender.send(Update::News(news));
    }

    /// The languages `game_id` is watched in now (forgetting those nobody watches any more),
    /// each with the board its watchers last got. Looks at this game's entries only: it runs
    /// at every change of any game.
    fn watched_in(&self, game_id: i64) -> Vec<(Lang, Option<Arc<Frame>>)> {
        let mut followed = self.followed();
        let mut watched = Vec::new();
        for lang in Lang::ALL {
            let key = (game_id, *lang);
            match followed.get(&key) {
                Some(f) if f.sender.receiver_count() > 0 => {
                    watched.push((*lang, f.latest.clone()));
                }
                Some(_) => {
                    followed.remove(&key);
                }
                None => {}
            }
        }
        watched
    }

    /// The games before `game_id` in `channel_id` watched after their end (a new game there
    /// is news for them).
    fn over_before(&self, channel_id: u64, game_id: i64) -> Vec<i64> {
        let mut games: Vec<i64> = self
            .followed()
            .iter()
            .filter(|((id, _), f)| {
                *id < game_id
                    && f.latest
                        .as_ref()
                        .is_some_and(|l| l.over && l.channel_id == channel_id)
            })
            .map(|((id, _), _)| *id)
            .collect();
        games.sort_unstable();
        games.dedup();
        games
    }

    /// Every game watched now.
    fn all_watched(&self) -> Vec<i64> {
        let mut games: Vec<i64> = self.followed().keys().map(|(id, _)| *id).collect();
        games.sort_unstable();
        games.dedup();
        games
    }
}

/// Follow the host's changes for as long as the pages are served: each change of a watched
/// game is built into frames (one per language watched) on a task of its own; a finished
/// game's change (a rematch offer), or a new game in its channel, into news.
pub(super) fn follow_changes(web: Arc<Web>) {
    let mut changes = web.host.game_changes();
    tokio::spawn(async move {
        loop {
            let games = match changes.recv().await {
                Ok(change) => {
                    // A finished game changes only when a player is erased (or a rematch is
                    // offered): what the pages keep of it is made again.
                    if !change.live {
                        web.cache.forget_game(change.game_id);
                    }
                    let mut games = vec![(change.game_id, change.version)];
                    let earlier = web.live.over_before(change.channel_id, change.game_id);
                    games.extend(earlier.into_iter().map(|game| (game, 0)));
                    games
                }
                // Fell behind: every watched game is read again, and nothing kept of
                // finished games is trusted.
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    web.cache.forget_everything();
                    web.live
                        .all_watched()
                        .into_iter()
                        .map(|game| (game, i64::MAX))
                        .collect()
                }
                Err(broadcast::error::RecvError::Closed) => return,
            };
            for (game_id, version) in games {
                for (lang, latest) in web.live.watched_in(game_id) {
                    let board = latest.as_ref().is_none_or(|f| f.version < version);
                    let over = latest.as_ref().is_some_and(|f| f.over);
                    if !board && !over {
                        continue;
                    }
                    let web = web.clone();
                    tokio::spawn(async move {
                        if let Err(e) = rebuild(&web, game_id, lang, board).await {
                            warn!(game = game_id, error = %e, "could not build a live frame");
                        }
                    });
                }
            }
        }
    });
}

/// Build and publish `game_id`'s board (if `board`), then its news once it is over.
async fn rebuild(
    web: &Web,
    game_id: i64,
    lang: Lang,
    board: bool,
) -> Result<(), crate::host::HostError> {
    if board {
        let Some(frame) = build(web, game_id, lang).await? else {
            return Ok(());
        };
        let over = frame.over;
        web.live.publish(game_id, lang, frame);
        if !over {
            return Ok(());
        }
    }
    if let Some(news) = build_news(web, game_id, lang).await? {
        web.live.publish_news(game_id, lang, news);
    }
    Ok(())
}

/// The current board of `game_id` as a frame, its picture drawn and kept first; `None` when
/// the game may not be watched (any more).
async fn build(
    web: &Web,
    game_id: i64,
    lang: Lang,
) -> Result<Option<Arc<Frame>>, crate::host::HostError> {
    // One read and one replay for the board and its picture (a change is a new version: its
    // picture is not drawn yet).
    let Some((board, png, public)) = web.host.live_board_and_picture(game_id, lang).await? else {
        return Ok(None);
    };
    let picture = picture_path(web, game_id, board.version, lang);
    let kept = cache::Kept::Position {
        game_id,
        version: board.version,
        lang,
    };
    web.cache.keep(kept, Bytes::from(png));
    let json = frame_json(&board, &picture, web.live.watching(game_id));
    Ok(Some(Arc::new(Frame {
        version: board.version,
        over: board.over,
        public,
        channel_id: board.channel_id,
        json,
    })))
}

/// What became of `game_id` since its end, in `lang`; `None` while it is live, or when there
/// is nothing to tell yet.
async fn build_news(
    web: &Web,
    game_id: i64,
    lang: Lang,
) -> Result<Option<Arc<News>>, crate::host::HostError> {
    let Some(news) = web.host.rematch_news(game_id).await? else {
        return Ok(None);
    };
    if news.stamp() == (0, 0) {
        return Ok(None);
    }
    let site = pages::Site::new(web, lang);
    let offer = news.offer.as_ref().map(|o| {
        Text::new("web-live-rematch-offered")
            .arg("from", o.from_name.as_str())
            .arg("to", o.to_name.as_str())
            .get(lang)
    });
    let next = news.next.map(|n| {
        let said = if n.rematch {
            "web-live-rematch-started"
        } else {
            "web-live-next-game"
        };
        serde_json::json!({
            "game": web.ids.game(n.game_id),
            "url": site.game_path(n.game_id),
            "text": tr(lang, said),
            "link": tr(lang, "web-live-watch"),
        })
    });
    // How long the offer stands, from now: the reader's clock may not be the server's.
    let lapses_in = news.offer.as_ref().map(|o| o.until - web.host.now());
    let json = serde_json::json!({
        "offer": offer,
        "lapses_in": lapses_in,
        "next": next,
    })
    .to_string();
    Ok(Some(Arc::new(News {
        stamp: news.stamp(),
        last: news.next.is_some(),
        json,
    })))
}

fn picture_path(web: &Web, game_id: i64, version: i64, lang: Lang) -> String {
    format!(
        "/g/{}/now/{version}.png?lang={}",
        web.ids.game(game_id),
        lang.code()
    )
}

fn frame_json(board: &PublicLiveBoard, picture: &str, watching: usize) -> String {
    serde_json::json!({
        "version": board.version,
        "moves": board.moves,
        "status": board.status,
        "to_move": board.to_move.map(|s| s.index()),
        "deadline": board.deadline,
        "over": board.over,
        "alt": board.alt_text,
        "picture": picture,
        "watching": watching,
        "scores": board.scores,
        "clock": board.clock.map(|c| serde_json::json!({ "left": c.left_ms, "since": c.since })),
    })
    .to_string()
}

/// Where a reconnecting watcher was: the last board's version, and the news it saw after the
/// game's end (`Last-Event-ID` is `VERSION` after a board, `VERSION:NEXT:UNTIL` after news).
fn last_seen(headers: &HeaderMap) -> (i64, (i64, i64)) {
    let id = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let mut parts = id.split(':').map(|p| p.parse::<i64>().ok());
    let version = parts.next().flatten().unwrap_or(0);
    let news = match (parts.next().flatten(), parts.next().flatten()) {
        (Some(next), Some(until)) => (next, until),
        _ => (0, 0),
    };
    (version, news)
}

/// `/g/{game}/events`: the game's frames from now on, starting with the current board unless
/// the watcher saw it (`Last-Event-ID`); once it is over, its news until the next game starts.
pub(super) async fn events(
    State(web): State<Arc<Web>>,
    ClientAddr(client): ClientAddr,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    // Another site's page may not follow a game through its reader's cookies.
    if sign_in::cross_site(&web, &headers) {
        warn!("a live stream asked from another site was refused");
        return Err(Failure::Forbidden(lang));
    }
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    // Anyone may watch a game of a server with public pages; its players may watch it
    // anywhere (signed in here or in the Activity), and so may those admitted from its
    // channel's Activity outside servers.
    let (viewer, record) = watched(&web, &headers, game_id, lang).await?;
    let unlisted = web
        .host
        .watches_unlisted(&record, viewer)
        .await
        .map_err(|e| Failure::from_host(lang, "reading who may watch a game", e))?;
    let (seen, seen_news) = last_seen(&headers);
    let Some(slot) = admit_stream(&web.live.streams, client, &web.stream_limits) else {
        // The connection is given back at once: a refused stream must not hold it.
        let mut refused = Failure::Busy(lang).into_response();
        refused
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        return Ok(refused);
    };
    let (updates, latest) = web.live.watch(game_id, lang);
    // A frame built before the record's latest version (an erasure renamed a player since,
    // say) is not shown: the first frame is always as new as the record.
    let first = match latest.filter(|f| f.version >= record.version) {
        Some(frame) => frame,
        None => {
            let frame = build(&web, game_id, lang)
                .await
                .map_err(|e| Failure::from_host(lang, "building a live frame", e))?
                .ok_or(Failure::NotFound(lang))?;
            web.live.publish(game_id, lang, frame.clone());
            frame
        }
    };
    if !first.public && !unlisted {
        return Err(Failure::NotFound(lang));
    }
    let mut pending = vec![Update::Board(first.clone())];
    if first.over {
        // Built afresh (a few small reads, once per connection to a game that is over): the
        // offer's time left is counted from now.
        let news = build_news(&web, game_id, lang)
            .await
            .map_err(|e| Failure::from_host(lang, "building a game's news", e))?;
        if let Some(news) = news {
            web.live.publish_news(game_id, lang, news.clone());
            pending.push(Update::News(news));
        }
    }
    let stream = Watcher {
        web: web.clone(),
        game_id,
        lang,
        updates,
        seen,
        seen_news,
        over: false,
        pending,
        done: false,
        unlisted,
        ends_at: tokio::time::Instant::now() + web.stream_limits.lifetime,
        retry_sent: false,
        _slot: slot,
    }
    .into_stream();
    let mut response = Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response();
    let h = response.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    // Proxies that buffer answers would hold the frames back.
    h.insert("x-accel-buffering", HeaderValue::from_static("no"));
    Ok(response)
}

/// The signed-in reader, if any, and game `game_id`'s record if they may watch it (404 if
/// not: as if there were no such game).
async fn watched(
    web: &Web,
    headers: &HeaderMap,
    game_id: i64,
    lang: Lang,
) -> Result<(Option<u64>, crate::store::GameRecord), Failure> {
    let viewer = sign_in::signed_in(web, headers).await.map(|w| w.user_id);
    let record = web
        .host
        .watchable_record(game_id, viewer)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a watched game", e))?
        .ok_or(Failure::NotFound(lang))?;
    Ok((viewer, record))
}

/// One watcher's stream.
struct Watcher {
    web: Arc<Web>,
    game_id: i64,
    lang: Lang,
    updates: broadcast::Receiver<Update>,
    /// The newest version sent (or seen before a reconnection).
    seen: i64,
    /// The newest news sent (or seen before a reconnection).
    seen_news: (i64, i64),
    /// The game is over (its last board was sent, or seen before a reconnection).
    over: bool,
    /// To consider before what comes (oldest first).
    pending: Vec<Update>,
    /// Nothing more will come.
    done: bool,
    /// The watcher may see the game also where not everyone may (its players; outside
    /// servers, those admitted from its channel's Activity).
    unlisted: bool,
    /// When the stream ends by itself ([`StreamLimits::lifetime`]).
    ends_at: tokio::time::Instant,
    /// The first event told the page how soon to reconnect.
    retry_sent: bool,
    _slot: StreamSlot,
}

impl Watcher {
    fn into_stream(self) -> impl futures_util::Stream<Item = Result<Event, Infallible>> {
        futures_util::stream::unfold(self, |mut w| async move {
            // Past its lifetime the stream ends, wherever it is: the page reconnects.
            let update = tokio::time::timeout_at(w.ends_at, w.next_update())
                .await
                .ok()??;
            let event = match update {
                Update::Board(frame) => {
                    w.seen = frame.version;
                    w.over = frame.over;
                    Event::default()
                        .event("board")
                        .id(frame.version.to_string())
                        .data(frame.json.as_str())
                }
                Update::News(news) => {
                    w.seen_news = news.stamp;
                    w.done = news.last;
                    let (next, until) = news.stamp;
                    Event::default()
                        .event("news")
                        .id(format!("{}:{next}:{until}", w.seen))
                        .data(news.json.as_str())
                }
            };
            let event = if w.retry_sent {
                event
            } else {
                w.retry_sent = true;
                event.retry(RECONNECT_AFTER)
            };
            Some((Ok(event), w))
        })
    }

    /// The next board newer than what was sent, or once the game is over news newer than
    /// what was sent; `None` once the next game started (or the process stops).
    async fn next_update(&mut self) -> Option<Update> {
        loop {
            if self.done {
                return None;
            }
            let update = if self.pending.is_empty() {
                match self.updates.recv().await {
                    Ok(update) => update,
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        let (web, game, lang) = (&self.web, self.game_id, self.lang);
                        self.pending
                            .extend(web.live.latest(game, lang).map(Update::Board));
                        self.pending
                            .extend(web.live.news(game, lang).map(Update::News));
                        continue;
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            } else {
                self.pending.remove(0)
            };
            match update {
                Update::Board(frame) if frame.version > self.seen => {
                    // A server that closed its pages takes the game back from all but its
                    // players.
                    if !(frame.public || self.unlisted) {
                        return None;
                    }
                    return Some(Update::Board(frame));
                }
                Update::Board(frame) => self.over |= frame.over,
                Update::News(news) if self.over && news.stamp > self.seen_news => {
                    return Some(Update::News(news));
                }
                Update::News(_) => {}
            }
        }
    }
}

/// `/g/{game}/now/{version}.png`: the board of a watched game at `version`, made before its
/// frame went out (or drawn now, if that is the game's current version).
pub(super) async fn position_image(
    State(web): State<Arc<Web>>,
    Path((signed, file)): Path<(String, String)>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    let version = file
        .strip_suffix(".png")
        .and_then(|v| v.parse::<i64>().ok())
        .ok_or(Failure::NotFound(lang))?;
    // Whether it may still be watched is asked every time (a server may close its pages).
    let (viewer, record) = watched(&web, &headers, game_id, lang).await?;
    if version != record.version {
        // An earlier board: the game has moved on, or its players' names changed (an erasure
        // is a new version). Its picture is the current one, never one kept from before.
        return Ok(sign_in::see_other(&picture_path(
            &web,
            game_id,
            record.version,
            lang,
        )));
    }
    let public = web
        .host
        .has_public_pages(record.guild_id)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a watched game", e))?;
    let kept = cache::Kept::Position {
        game_id,
        version,
        lang,
    };
    let png = super::kept_or_drawn(&web, kept, lang, || async {
        web.host
            .position_png(game_id, viewer, version, lang)
            .await
            .map_err(|e| Failure::from_host(lang, "drawing a watched board", e))?
            .ok_or(Failure::NotFound(lang))
    })
    .await?;
    // A version's board never changes.
    let etag = super::content_etag(&png);
    let mut answer = super::png_answer(super::tagged(super::REVALIDATE, &etag), png);
    if !public {
        // A game only its players may watch: no shared cache keeps it.
        answer.headers_mut().insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("private, no-store"),
        );
    }
    Ok(answer)
}

/// `/g/{game}` of a game in progress, as `who` (signed in, or nobody) sees it: the live
/// page; for a signed-in player of a game with secrets, with their own page too.
pub(super) async fn page(
    web: &Web,
    signed: &str,
    game_id: i64,
    lang: Lang,
    headers: &HeaderMap,
    who: Option<crate::host::SignedIn>,
) -> Result<Response, Failure> {
    let board = build_page_board(web, game_id, who.as_ref().map(|w| w.user_id), lang).await?;
    let picture = picture_path(web, game_id, board.version, lang);
    let viewer = match &who {
        Some(who) => Some(pages::Viewer {
            name: who.name.clone(),
            own_page: board.has_own_page(who.user_id),
            plays: board.plays_on_web(who.user_id),
            seat: board
                .players
                .iter()
                .position(|p| *p == who.user_id)
                .map(|i| crate::games::Seat(i as u8)),
            moves: web
                .host
                .web_moves(game_id, who, &[], lang)
                .await
                .map_err(|e| Failure::from_host(lang, "reading a player's moves", e))?
                .moves,
            // Their own queued replies: the host gives anyone else's none.
            conditional_lines: web
                .host
                .own_conditional_lines(game_id, who.user_id)
                .await
                .map_err(|e| Failure::from_host(lang, "reading conditional moves", e))?,
        }),
        None => None,
    };
    let markup = pages::live_game(
        &pages::Site::new(web, lang),
        signed,
        &board,
        &picture,
        web.sign_in.is_some(),
        viewer.as_ref(),
    );
    let mut response = revalidated_page(headers, markup);
    if who.is_some() {
        // Someone's own page: no shared cache keeps it.
        response.headers_mut().insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("private, no-cache"),
        );
    }
    Ok(response)
}

/// `/g/{game}/mine.png`: what only the signed-in player's seat may see (their Cross Words
/// Combat page); 403 for anyone else, signed in or not.
pub(super) async fn own_page_image(
    State(web): State<Arc<Web>>,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    let who = sign_in::signed_in(&web, &headers)
        .await
        .ok_or(Failure::Forbidden(lang))?;
    let view = match web.host.own_view_of(game_id, &who, lang).await {
        Ok(view) => view,
        Err(crate::host::HostError::Refused(_)) => return Err(Failure::Forbidden(lang)),
        Err(e) => return Err(Failure::from_host(lang, "drawing a player's own page", e)),
    };
    let mut response = (
        [(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))],
        view.picture,
    )
        .into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    Ok(response)
}

async fn build_page_board(
    web: &Web,
    game_id: i64,
    viewer: Option<u64>,
    lang: Lang,
) -> Result<PublicLiveBoard, Failure> {
    web.host
        .live_board(game_id, viewer, lang)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a watched game", e))?
        .ok_or(Failure::NotFound(lang))
}
