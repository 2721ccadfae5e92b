//! The public web pages: a front end like `discord/`, over the host's public reads. Server
//! rendered HTML (maud, escaped by default) that works without JavaScript, one small script
//! for the arrow keys, every asset embedded. Who may see what is the host's
//! (`host::public_pages`); here URLs, languages, headers and caching.
//!
//! Routes (ids signed, see [`ids`]):
//! - `/s/{server}?game=KIND&page=N`: a server's leaderboard of one game;
//! - `/s/{server}/p/{player}`: a player's ratings, rating histories and latest games there;
//! - `/s/{server}/live`: the server's games in progress (public facts only);
//! - `/g/{game}?ply=N`: a finished game, its board at ply N, the moves, the downloads; a game
//!   in progress is its live page instead (see `live.rs`: `/g/{game}/events`,
//!   `/g/{game}/now/{VERSION}.png`, and for its signed-in players `/g/{game}/mine.png`,
//!   `/g/{game}/my-moves` and `POST /g/{game}/move`);
//! - `/g/{game}/ply/{N}.png`, `/g/{game}/replay.gif`, `/g/{game}/moves.txt`,
//!   `/g/{game}/page/{N}.txt`: its pictures and files;
//! - `/g/{game}/analysis.png`: the chart of its stored analysis, if it has one;
//! - `/privacy`: what is kept about people, why, for how long, and how to export or erase it;
//! - `/login`, `/login/done`, `POST /logout`: "Log in with Discord" (see `sign_in.rs`);
//! - `/activity/…`: the Discord Activity (see `activity.rs`), the only paths Discord may frame;
//! - `/assets/…`: the CSS and the scripts.
//!
//! `?lang=en-US|de|es-ES` overrides `Accept-Language`. Besides GET and HEAD only the two POSTs
//! above (and the Activity's sign-in and new game, `POST /activity/token|start`) are answered,
//! from this site's own pages; a bad MAC, an unknown id and a server that
//! has not opted in all get the same 404 page; a database that does not answer, a 503 page.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use sha2::{Digest, Sha256};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tracing::{error, info, warn};

use crate::games::GameKind;
use crate::host::{Host, HostError, Signer};
use crate::i18n::Lang;
use crate::store::GameRecord;

mod activity;
mod cache;
mod clients;
mod discord_calls;
mod guards;
pub mod lang;
mod live;
mod pages;
mod serve;
mod sign_in;

pub use activity::{ActivityBundle, DEFAULT_ACTIVITY_BUNDLE};
pub use clients::TrustedProxies;
pub use live::StreamLimits;
pub use serve::ConnectionLimits;
pub use sign_in::{SignInSettings, ACTIVITY_COOKIE, SESSION_COOKIE};

const STYLE_CSS: &str = include_str!("assets/style.css");
const GAME_JS: &str = include_str!("assets/game.js");
const LIVE_JS: &str = include_str!("assets/live.js");

/// What the pages need: the host's reads, the id signer and the public base URL.
#[derive(Clone)]
pub struct Web {
    host: Host,
    ids: Signer,
    public_url: Option<String>,
    /// Finished games' pages and pictures already made.
    cache: Arc<cache::Cache>,
    /// Pictures drawn at once (each a core's worth of work; [`render_slots`]); a request past
    /// them waits a moment in a short line ([`RENDER_LINE`], [`RENDER_WAIT`]), and past that is
    /// answered 503.
    renders: Arc<Semaphore>,
    /// Requests waiting for a render slot now.
    waiting: Arc<AtomicUsize>,
    /// The games watched live from this process.
    live: Arc<live::LiveHub>,
    /// "Log in with Discord", when the app's OAuth2 client is configured.
    sign_in: Option<SignInSettings>,
    /// For Discord's OAuth2 endpoints.
    http: reqwest::Client,
    /// Moves made on the web, per person.
    moves: Arc<live::MoveLimit>,
    /// The Discord Activity, when enabled: its script, if it was built.
    activity: Option<ActivityBundle>,
    /// The bot's token, with which the Activity asks Discord who is in an Activity instance
    /// (no `Debug`: [`Web`] has none).
    activity_bot_token: Option<String>,
    /// The Activity's page runs under the Embedded App SDK's mock outside Discord's frame: for
    /// local testing only, switched on by the operator ([`Web::with_activity_sdk_mock`]), never
    /// by a request.
    activity_sdk_mock: bool,
    /// Live streams' caps and lifetime.
    stream_limits: live::StreamLimits,
    /// The one gate of the calls to Discord made on visitors' behalf.
    discord: Arc<discord_calls::DiscordGate>,
    /// What each visitor may ask that costs a call to Discord.
    visitor_limits: Arc<discord_calls::VisitorLimits>,
    /// Who is in each Activity instance, as Discord said a moment ago.
    instances: Arc<discord_calls::InstanceMembers>,
}

/// Requests that may wait for a render slot at once: a board is drawn in milliseconds, so a
/// reader stepping quickly through a game waits a little rather than gets a broken picture; a
/// flood finds the line full and gets 503 at once.
const RENDER_LINE: usize = 4;

/// The longest a request waits in that line before its 503.
const RENDER_WAIT: Duration = Duration::from_secs(2);

impl Web {
    pub fn new(host: Host, ids: Signer, public_url: Option<String>) -> Web {
        Web {
            host,
            ids,
            public_url: public_url.map(|u| u.trim_end_matches('/').to_string()),
            cache: Arc::default(),
            renders: Arc::new(Semaphore::new(render_slots())),
            waiting: Arc::default(),
            live: Arc::default(),
            sign_in: None,
            moves: Arc::default(),
            activity: None,
            activity_bot_token: None,
            activity_sdk_mock: false,
            stream_limits: live::StreamLimits::default(),
            discord: Arc::default(),
            visitor_limits: Arc::default(),
            instances: Arc::default(),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .build()
                .expect("an HTTP client with rustls"),
        }
    }

    /// The pages with "Log in with Discord".
    pub fn with_sign_in(mut self, settings: SignInSettings) -> Web {
        self.sign_in = Some(settings);
        self
    }

    /// The pages with the Discord Activity at `/activity` (it signs in through the OAuth2
    /// client of [`Web::with_sign_in`]); with the bot's token it may start games, in the
    /// channel of an Activity instance its player is in.
    pub fn with_activity(mut self, bundle: ActivityBundle, bot_token: Option<String>) -> Web {
        self.activity = Some(bundle);
        self.activity_bot_token = bot_token;
        self
    }

    /// The Activity's page, opened outside Discord's frame, runs under the Embedded App SDK's
    /// mock (local testing: `ACTIVITY_SDK_MOCK`). Off by default: a page anyone can open must
    /// not sign its reader in with a code from its address.
    pub fn with_activity_sdk_mock(mut self) -> Web {
        self.activity_sdk_mock = true;
        self
    }

    /// The pages with these caps and this lifetime for live streams.
    pub fn with_stream_limits(mut self, limits: live::StreamLimits) -> Web {
        self.stream_limits = limits;
        self
    }

    /// The pages drawing at most as many pictures at once as `slots` has permits (by default,
    /// one per core but one).
    pub fn with_render_slots(mut self, slots: Arc<Semaphore>) -> Web {
        self.renders = slots;
        self
    }

    /// A slot to draw a picture in, at once or after a short wait in line, or the 503 that says
    /// to come back.
    async fn render_slot(&self, lang: Lang) -> Result<OwnedSemaphorePermit, Failure> {
        if let Ok(slot) = self.renders.clone().try_acquire_owned() {
            return Ok(slot);
        }
        let in_line = InLine::join(&self.waiting);
        if in_line.ahead >= RENDER_LINE {
            return Err(Failure::Busy(lang));
        }
        match tokio::time::timeout(RENDER_WAIT, self.renders.clone().acquire_owned()).await {
            Ok(Ok(slot)) => Ok(slot),
            _ => Err(Failure::Busy(lang)),
        }
    }
}

/// A place in the line for a render slot, left when dropped.
struct InLine {
    waiting: Arc<AtomicUsize>,
    /// How many were waiting before this one.
    ahead: usize,
}

impl InLine {
    fn join(waiting: &Arc<AtomicUsize>) -> InLine {
        InLine {
            waiting: waiting.clone(),
            ahead: waiting.fetch_add(1, Ordering::Relaxed),
        }
    }
}

impl Drop for InLine {
    fn drop(&mut self) {
        self.waiting.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Web {
    pub fn ids(&self) -> &Signer {
        &self.ids
    }

    /// The address of a server's leaderboard, from `PUBLIC_URL` (or a path without it).
    pub fn server_url(&self, guild_id: u64) -> String {
        format!("{}/s/{}", self.base(), self.ids.guild(guild_id))
    }

    /// The address of a player's page in a server.
    pub fn player_url(&self, guild_id: u64, user_id: u64) -> String {
        format!(
            "{}/s/{}/p/{}",
            self.base(),
            self.ids.guild(guild_id),
            self.ids.player(guild_id, user_id)
        )
    }

    /// The address of a finished game's page.
    pub fn game_url(&self, game_id: i64) -> String {
        format!("{}/g/{}", self.base(), self.ids.game(game_id))
    }

    fn base(&self) -> &str {
        self.public_url.as_deref().unwrap_or("")
    }
}

/// Pictures drawn at once by default: one per core but one, which is left to answer pages
/// (at least one).
fn render_slots() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
}

/// Every page, without the per-client limit (tests and the load bench call it in process).
pub fn router(web: Web) -> Router {
    let headers = headers_of(&web);
    pages(web).layer(axum::middleware::from_fn_with_state(
        headers,
        guards::security_headers,
    ))
}

/// The security headers `web` sends (the Activity's framing names its own app).
fn headers_of(web: &Web) -> Arc<guards::Headers> {
    Arc::new(guards::Headers {
        framed_csp: guards::framed_csp(web.sign_in.as_ref().map(|s| s.client_id.as_str())),
    })
}

/// The routes, each answered within [`REQUEST_TIMEOUT`] (a live stream's head, that is).
fn pages(web: Web) -> Router {
    let web = Arc::new(web);
    live::follow_changes(web.clone());
    let limits = Arc::downgrade(&web.visitor_limits);
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(60)).await;
            match limits.upgrade() {
                Some(limits) => limits.forget_idle(),
                None => return,
            }
        }
    });
    Router::new()
        .route("/s/{server}", get(leaderboard))
        .route("/everywhere", get(everywhere))
        .route("/s/{server}/p/{player}", get(player_page))
        .route("/s/{server}/live", get(live_page))
        .route("/t/{tournament}", get(tournament_page))
        .route("/g/{game}", get(game_page))
        .route("/g/{game}/ply/{file}", get(ply_image))
        .route("/g/{game}/events", get(live::events))
        .route("/g/{game}/now/{file}", get(live::position_image))
        .route("/g/{game}/mine.png", get(live::own_page_image))
        .route("/g/{game}/move", axum::routing::post(live::play))
        .route("/g/{game}/my-moves", get(live::my_moves))
        .route("/login", get(sign_in::login))
        .route("/login/done", get(sign_in::login_done))
        .route("/logout", axum::routing::post(sign_in::logout))
        .route("/g/{game}/replay.gif", get(replay_gif))
        .route("/g/{game}/analysis.png", get(analysis_chart))
        .route("/g/{game}/moves.txt", get(move_file))
        .route("/g/{game}/page/{file}", get(page_file))
        .route("/privacy", get(privacy_page))
        .route("/assets/style.css", get(style))
        .route("/assets/game.js", get(script))
        .route("/assets/live.js", get(live_script))
        .route("/activity", get(activity::to_slash))
        .merge(activity::routes())
        .fallback(not_found_anywhere)
        .layer(axum::middleware::from_fn(within_time))
        .layer(axum::middleware::from_fn_with_state(
            web.activity_sdk_mock,
            guards::activity_cookie_stays_in_activity,
        ))
        .layer(axum::middleware::from_fn(guards::whole_body))
        .with_state(web)
}

/// Every request is answered within this, whatever the database does: a read that has not
/// come back by then gets the 503 page. (The pages' pool waits [`crate::store`]'s web limits
/// for a connection, and PostgreSQL cancels a web read after its statement timeout.)
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(8);

async fn within_time(request: Request, next: Next) -> Response {
    let lang = lang::pick(
        request
            .uri()
            .query()
            .and_then(|q| q.split('&').find_map(|pair| pair.strip_prefix("lang="))),
        request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    let path = request.uri().path().to_string();
    match tokio::time::timeout(REQUEST_TIMEOUT, next.run(request)).await {
        Ok(response) => response,
        Err(_) => {
            warn!(%path, "a web request ran out of time (is the database answering?)");
            Failure::Unavailable(lang).into_response()
        }
    }
}

/// Requests one client may make: a burst of 60, then 20 a second.
const BURST: u32 = 60;
const REFILL_EVERY: Duration = Duration::from_millis(50);

/// How the pages are served: the connections' limits and the proxies trusted to name clients.
#[derive(Clone, Debug, Default)]
pub struct ServeSettings {
    pub connections: ConnectionLimits,
    pub trusted_proxies: TrustedProxies,
}

/// What the request limit needs: the buckets, and who may name a client.
struct Limiting {
    limit: clients::RequestLimit,
    proxies: Arc<TrustedProxies>,
}

/// Serve the pages on `listener` until the process ends, with the connections' limits and a
/// per-client request limit.
pub async fn serve(
    listener: tokio::net::TcpListener,
    web: Web,
    settings: ServeSettings,
) -> anyhow::Result<()> {
    let proxies = Arc::new(settings.trusted_proxies);
    let limiting = Arc::new(Limiting {
        limit: clients::RequestLimit::new(BURST, REFILL_EVERY),
        proxies: proxies.clone(),
    });
    let forgetting = limiting.clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(60)).await;
            forgetting.limit.forget_idle();
        }
    });
    let headers = headers_of(&web);
    // Streams hold their connections: at most half of them, so that pages keep room.
    let mut limits = web.stream_limits;
    limits.total = limits.total.min(settings.connections.total / 2).max(1);
    let web = web.with_stream_limits(limits);
    let app = pages(web)
        .layer(axum::middleware::from_fn_with_state(limiting, per_client))
        .layer(axum::middleware::from_fn_with_state(
            headers,
            guards::security_headers,
        ));
    info!(addr = %listener.local_addr()?, "web pages served");
    serve::serve_connections(listener, app, settings.connections, proxies).await;
    Ok(())
}

/// The per-client limit: past it, 429 with the true wait in `Retry-After`.
async fn per_client(
    State(limiting): State<Arc<Limiting>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let client = limiting.proxies.client(peer.ip(), request.headers());
    let mut request = request;
    // The handlers that limit visitors further count them under the same client.
    request
        .extensions_mut()
        .insert(discord_calls::ClientAddr(client));
    match limiting.limit.check(client) {
        Ok(()) => next.run(request).await,
        Err(wait_seconds) => {
            let lang = lang::pick(
                None,
                request
                    .headers()
                    .get(header::ACCEPT_LANGUAGE)
                    .and_then(|v| v.to_str().ok()),
            );
            let mut response = (
                StatusCode::TOO_MANY_REQUESTS,
                html(pages::failure(lang, StatusCode::TOO_MANY_REQUESTS)),
            )
                .into_response();
            let headers = response.headers_mut();
            headers.insert(header::RETRY_AFTER, HeaderValue::from(wait_seconds));
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
    }
}

/// `WEB_SECRET` as a signer: refused when unset or short, since every link depends on it.
pub fn signer_from(secret: Option<&str>) -> anyhow::Result<Signer> {
    match secret {
        Some(s) if s.len() >= 16 => Ok(Signer::new(s.as_bytes())),
        Some(_) => Err(anyhow::anyhow!(
            "WEB_SECRET is too short: give it at least 16 characters (e.g. `openssl rand -hex 32`)"
        )),
        None => Err(anyhow::anyhow!(
            "the web pages need WEB_SECRET, the key that signs the ids in their links (keep it \
             the same across restarts and processes); set it, e.g. to `openssl rand -hex 32`"
        )),
    }
}

/// What went wrong with a request, as a page in the reader's language.
enum Failure {
    NotFound(Lang),
    /// The database did not answer (in time).
    Unavailable(Lang),
    /// Every picture slot is drawing.
    Busy(Lang),
    /// Signing in with Discord did not work out (a stale or forged state, a refused code).
    SignIn(Lang),
    /// A state-changing request from another site, or an action the session may not take.
    Forbidden(Lang),
    /// The Activity is enabled but cannot run: its script was not built, or the OAuth2 client
    /// it signs in with is not configured.
    ActivityMissing(Lang),
    /// A request body over [`guards::MAX_BODY`].
    TooLarge(Lang),
    /// A request body that stopped coming ([`guards::BODY_TIMEOUT`]).
    BodyTimeout(Lang),
}

impl Failure {
    fn from_host(lang: Lang, what: &str, e: HostError) -> Failure {
        error!(error = %e, "{what}");
        Failure::Unavailable(lang)
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let (status, lang, retry_after) = match self {
            Failure::NotFound(lang) => (StatusCode::NOT_FOUND, lang, None),
            Failure::Unavailable(lang) => (StatusCode::SERVICE_UNAVAILABLE, lang, Some(5u32)),
            Failure::Busy(lang) => (StatusCode::SERVICE_UNAVAILABLE, lang, Some(1)),
            Failure::SignIn(lang) => (StatusCode::BAD_REQUEST, lang, None),
            Failure::Forbidden(lang) => (StatusCode::FORBIDDEN, lang, None),
            Failure::TooLarge(lang) => (StatusCode::PAYLOAD_TOO_LARGE, lang, None),
            Failure::BodyTimeout(lang) => (StatusCode::REQUEST_TIMEOUT, lang, None),
            Failure::ActivityMissing(lang) => {
                let page = html(pages::activity_missing(lang));
                let mut response = (StatusCode::SERVICE_UNAVAILABLE, page).into_response();
                response
                    .headers_mut()
                    .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
                return response;
            }
        };
        let mut response = (status, html(pages::failure(lang, status))).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        if let Some(seconds) = retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

type Answer = Result<Response, Failure>;

/// The query string as pairs (never refused: a bad value is treated as absent).
type Params = Query<Vec<(String, String)>>;

fn param<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn reader_lang(params: &[(String, String)], headers: &HeaderMap) -> Lang {
    lang::pick(
        param(params, "lang"),
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

fn html(markup: maud::Markup) -> impl IntoResponse {
    html_bytes(Bytes::from(markup.into_string()))
}

fn html_bytes(page: Bytes) -> impl IntoResponse {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        )],
        page,
    )
}

/// The headers of every answer; only the Activity's paths may be framed, and by Discord only.
async fn not_found_anywhere(Query(params): Params, headers: HeaderMap) -> Response {
    Failure::NotFound(reader_lang(&params, &headers)).into_response()
}

async fn leaderboard(
    State(web): State<Arc<Web>>,
    Path(server): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let guild_id = web.ids.open_guild(&server).ok_or(Failure::NotFound(lang))?;
    let kind = match param(&params, "game") {
        None => GameKind::ALL[0],
        Some(id) => GameKind::from_id(id).ok_or(Failure::NotFound(lang))?,
    };
    let page = param(&params, "page")
        .and_then(|p| p.parse::<usize>().ok())
        .unwrap_or(0);
    let season = season_param(&params, lang)?;
    let board = web
        .host
        .public_leaderboard(guild_id, kind, page, season)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a public leaderboard", e))?
        .ok_or(Failure::NotFound(lang))?;
    let pool = pages::Pool::Server {
        guild_id,
        server: &server,
    };
    let page = pages::leaderboard(&pages::Site::new(&web, lang), pool, &board);
    Ok(revalidated_page(&headers, page))
}

/// The boardbot-wide leaderboard: games outside servers, and servers that count theirs there.
async fn everywhere(
    State(web): State<Arc<Web>>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let kind = match param(&params, "game") {
        None => GameKind::ALL[0],
        Some(id) => GameKind::from_id(id).ok_or(Failure::NotFound(lang))?,
    };
    let page = param(&params, "page")
        .and_then(|p| p.parse::<usize>().ok())
        .unwrap_or(0);
    let season = season_param(&params, lang)?;
    let board = web
        .host
        .everywhere_leaderboard(kind, page, season)
        .await
        .map_err(|e| Failure::from_host(lang, "reading the boardbot-wide leaderboard", e))?
        .ok_or(Failure::NotFound(lang))?;
    let page = pages::leaderboard(
        &pages::Site::new(&web, lang),
        pages::Pool::Everywhere,
        &board,
    );
    Ok(revalidated_page(&headers, page))
}

/// A leaderboard's `season=N` (absent: the all-time ratings); anything else is no page.
fn season_param(params: &[(String, String)], lang: Lang) -> Result<Option<i64>, Failure> {
    match param(params, "season") {
        None => Ok(None),
        Some(text) => match text.parse::<i64>() {
            Ok(n) if n > 0 => Ok(Some(n)),
            _ => Err(Failure::NotFound(lang)),
        },
    }
}

async fn player_page(
    State(web): State<Arc<Web>>,
    Path((server, player)): Path<(String, String)>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let guild_id = web.ids.open_guild(&server).ok_or(Failure::NotFound(lang))?;
    let user_id = web
        .ids
        .open_player(guild_id, &player)
        .ok_or(Failure::NotFound(lang))?;
    let found = web
        .host
        .public_player(guild_id, user_id)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a public player", e))?
        .ok_or(Failure::NotFound(lang))?;
    let page = pages::player(&pages::Site::new(&web, lang), &server, &player, &found);
    Ok(revalidated_page(&headers, page))
}

async fn live_page(
    State(web): State<Arc<Web>>,
    Path(server): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let guild_id = web.ids.open_guild(&server).ok_or(Failure::NotFound(lang))?;
    let live = web
        .host
        .public_live_games(guild_id)
        .await
        .map_err(|e| Failure::from_host(lang, "reading public live games", e))?
        .ok_or(Failure::NotFound(lang))?;
    let page = pages::live(&pages::Site::new(&web, lang), &server, &live);
    Ok(revalidated_page(&headers, page))
}

async fn tournament_page(
    State(web): State<Arc<Web>>,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let id = web
        .ids
        .open_tournament(&signed)
        .ok_or(Failure::NotFound(lang))?;
    let tournament = web
        .host
        .public_tournament(id)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a public tournament", e))?
        .ok_or(Failure::NotFound(lang))?;
    let page = pages::tournament(&pages::Site::new(&web, lang), &signed, &tournament);
    Ok(revalidated_page(&headers, page))
}

async fn game_page(
    State(web): State<Arc<Web>>,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    let asked = param(&params, "ply").and_then(|p| p.parse::<usize>().ok());
    // A game in progress is watched live; its page of record comes once it is over (a game
    // kept here is over).
    let kept_page = cache::Kept::Page {
        game_id,
        ply: asked.unwrap_or(usize::MAX),
        lang,
    };
    if web.cache.get(kept_page).is_none() && web.cache.game(game_id, lang).is_none() {
        // A game in progress is its players' to watch anywhere, everyone's where the server
        // has public pages.
        let who = sign_in::signed_in(&web, &headers).await;
        let watched = web
            .host
            .watchable_record(game_id, who.as_ref().map(|w| w.user_id))
            .await
            .map_err(|e| Failure::from_host(lang, "reading a watched game", e))?;
        if watched.is_some_and(|r| r.status == crate::store::Status::Active) {
            return live::page(&web, &signed, game_id, lang, &headers, who).await;
        }
    }
    // Kept under the ply asked for; "the last" (no ply) is a ply of its own.
    let kept = cache::Kept::Page {
        game_id,
        ply: asked.unwrap_or(usize::MAX),
        lang,
    };
    follow_erasures(&web, lang).await?;
    if let Some(page) = web.cache.get(kept) {
        public_record(&web, game_id, lang).await?;
        return Ok(revalidated(&headers, page));
    }
    let game = match web.cache.game(game_id, lang) {
        // Read for another ply's page a moment ago: only whether the server still has pages
        // is asked again.
        Some(game) => {
            public_record(&web, game_id, lang).await?;
            game
        }
        None => {
            let game = Arc::new(public_game(&web, &signed, lang).await?);
            web.cache.keep_game(lang, game.clone());
            game
        }
    };
    let plies = game.plies.len();
    let ply = asked.map_or(plies, |p| p.min(plies));
    let page =
        Bytes::from(pages::game(&pages::Site::new(&web, lang), &signed, &game, ply).into_string());
    // Plies past the end are the last page, not kept once per number.
    if asked.is_none_or(|p| p == ply) {
        web.cache.keep_record(&game.record);
        web.cache.keep(kept, page.clone());
    }
    Ok(revalidated(&headers, page))
}

fn revalidated_page(request: &HeaderMap, markup: maud::Markup) -> Response {
    revalidated(request, Bytes::from(markup.into_string()))
}

/// A page, to be asked for again each time it is shown (`no-cache`) but answered 304 while it
/// has not changed: a server that closes its pages must be able to take them back from every
/// cache, so no page is kept unasked.
fn revalidated(request: &HeaderMap, page: Bytes) -> Response {
    let etag = content_etag(&page);
    let tags = tagged(REVALIDATE, &etag);
    if matches_etag(request, &etag) {
        return (StatusCode::NOT_MODIFIED, tags).into_response();
    }
    (tags, html_bytes(page)).into_response()
}

/// What every answer that an opt-out must withdraw is sent with: caches may keep it, but must
/// ask again (cheaply, with its ETag) before they show it.
const REVALIDATE: &str = "no-cache";

/// A strong ETag naming exactly these bytes.
fn content_etag(bytes: &[u8]) -> String {
    format!("\"{}\"", &hex::encode(Sha256::digest(bytes))[..20])
}

/// The strong ETag of a ply's picture: the same game (at the same version: an erased player's
/// new name changes it), ply, language and software draw the same bytes.
pub fn ply_etag(game_id: i64, version: i64, ply: usize, lang: Lang) -> String {
    let digest = Sha256::digest(format!(
        "{}:{game_id}:{version}:{ply}:{}",
        env!("CARGO_PKG_VERSION"),
        lang.code()
    ));
    format!("\"{}\"", &hex::encode(digest)[..20])
}

fn matches_etag(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| {
            let tag = tag.trim();
            tag == "*" || tag == etag || tag.strip_prefix("W/") == Some(etag)
        })
}

async fn ply_image(
    State(web): State<Arc<Web>>,
    Path((signed, file)): Path<(String, String)>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    let ply = file
        .strip_suffix(".png")
        .filter(|n| !n.starts_with('+'))
        .and_then(|n| n.parse::<usize>().ok())
        .ok_or(Failure::NotFound(lang))?;
    let record = public_record(&web, game_id, lang).await?;
    let etag = ply_etag(game_id, record.version, ply, lang);
    let tags = tagged(REVALIDATE, &etag);
    if matches_etag(&headers, &etag) {
        return Ok((StatusCode::NOT_MODIFIED, tags).into_response());
    }
    let kept = cache::Kept::Ply { game_id, ply, lang };
    let png = kept_or_drawn(&web, kept, lang, || async {
        web.host
            .public_ply_png(&record, ply, lang)
            .await
            .map_err(|e| Failure::from_host(lang, "drawing a ply", e))?
            .ok_or(Failure::NotFound(lang))
    })
    .await?;
    Ok(png_answer(tags, png))
}

async fn analysis_chart(
    State(web): State<Arc<Web>>,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    let record = public_record(&web, game_id, lang).await?;
    let kept = cache::Kept::Chart { game_id, lang };
    let png = kept_or_drawn(&web, kept, lang, || async {
        web.host
            .public_analysis_chart(&record, lang)
            .await
            .map_err(|e| Failure::from_host(lang, "drawing an analysis chart", e))?
            .ok_or(Failure::NotFound(lang))
    })
    .await?;
    // An analysis once made stays as it is: the tag is the picture's own.
    let etag = content_etag(&png);
    let tags = tagged(REVALIDATE, &etag);
    if matches_etag(&headers, &etag) {
        return Ok((StatusCode::NOT_MODIFIED, tags).into_response());
    }
    Ok(png_answer(tags, png))
}

/// A picture's caching headers: how long to keep it, and its tag (hex, quoted).
fn tagged(cache_control: &'static str, etag: &str) -> [(header::HeaderName, HeaderValue); 2] {
    [
        (
            header::CACHE_CONTROL,
            HeaderValue::from_static(cache_control),
        ),
        (header::ETAG, HeaderValue::from_str(etag).expect("hex")),
    ]
}

/// A PNG with its caching headers.
fn png_answer(tags: [(header::HeaderName, HeaderValue); 2], png: impl IntoResponse) -> Response {
    (
        tags,
        [(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))],
        png,
    )
        .into_response()
}

async fn replay_gif(
    State(web): State<Arc<Web>>,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    let record = public_record(&web, game_id, lang).await?;
    let etag = replay_etag(&record, lang);
    let tags = tagged(REVALIDATE, &etag);
    if matches_etag(&headers, &etag) {
        return Ok((StatusCode::NOT_MODIFIED, tags).into_response());
    }
    let kept = cache::Kept::Replay { game_id, lang };
    let gif = kept_or_drawn(&web, kept, lang, || async {
        // Dropped with this request when its client goes: the drawing stops too.
        let stop = StopWhenDropped::default();
        web.host
            .public_replay_gif(&record, lang, stop.0.clone())
            .await
            .map_err(|e| Failure::from_host(lang, "drawing a replay", e))
    })
    .await?;
    let mut answer = download("image/gif", &format!("game-{game_id}.gif"), gif, false);
    let [_, etag] = tags;
    answer.headers_mut().insert(etag.0, etag.1);
    Ok(answer)
}

/// A picture the pages keep in memory, or else drawn now in a render slot (the 503 when none is
/// free) and kept.
async fn kept_or_drawn<Draw, Drawing>(
    web: &Web,
    kept: cache::Kept,
    lang: Lang,
    draw: Draw,
) -> Result<Bytes, Failure>
where
    Draw: FnOnce() -> Drawing,
    Drawing: std::future::Future<Output = Result<Vec<u8>, Failure>>,
{
    if let Some(bytes) = web.cache.get(kept) {
        return Ok(bytes);
    }
    let _slot = web.render_slot(lang).await?;
    let bytes = Bytes::from(draw().await?);
    web.cache.keep(kept, bytes.clone());
    Ok(bytes)
}

/// A flag raised when the request that holds it is dropped (its client went away).
#[derive(Default)]
struct StopWhenDropped(Arc<AtomicBool>);

impl Drop for StopWhenDropped {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The strong ETag of a replay: the same game (at the same version), language and software
/// draw the same bytes.
fn replay_etag(record: &GameRecord, lang: Lang) -> String {
    ply_etag(record.id, record.version, usize::MAX, lang)
}

async fn move_file(
    State(web): State<Arc<Web>>,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let game = public_game(&web, &signed, lang).await?;
    let file = game.move_file;
    Ok(download(
        "text/plain; charset=utf-8",
        &file.name,
        file.text.into_bytes(),
        true,
    ))
}

async fn page_file(
    State(web): State<Arc<Web>>,
    Path((signed, file)): Path<(String, String)>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let index = file
        .strip_suffix(".txt")
        .and_then(|n| n.parse::<usize>().ok())
        .ok_or(Failure::NotFound(lang))?;
    let game = public_game(&web, &signed, lang).await?;
    let file = game
        .page_files
        .into_iter()
        .nth(index)
        .ok_or(Failure::NotFound(lang))?;
    Ok(download(
        "text/plain; charset=utf-8",
        &file.name,
        file.text.into_bytes(),
        true,
    ))
}

async fn public_game(
    web: &Web,
    signed: &str,
    lang: Lang,
) -> Result<crate::host::PublicGame, Failure> {
    let game_id = web.ids.open_game(signed).ok_or(Failure::NotFound(lang))?;
    web.host
        .public_game(game_id, lang)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a public game", e))?
        .ok_or(Failure::NotFound(lang))
}

/// Drop what the pages keep in memory if someone was erased since (the host counts them).
async fn follow_erasures(web: &Web, lang: Lang) -> Result<(), Failure> {
    let erasures = web
        .host
        .erasures()
        .await
        .map_err(|e| Failure::from_host(lang, "counting erasures", e))?;
    web.cache.follow_erasures(erasures);
    Ok(())
}

/// The record of a public finished game, or the 404. A finished game's record changes only
/// when a player is erased, so it is kept until then; whether its server still has pages is
/// asked every time.
async fn public_record(web: &Web, game_id: i64, lang: Lang) -> Result<GameRecord, Failure> {
    follow_erasures(web, lang).await?;
    if let Some(record) = web.cache.record(game_id) {
        let open = web
            .host
            .has_public_pages(record.guild_id)
            .await
            .map_err(|e| Failure::from_host(lang, "reading a public game", e))?;
        return if open {
            Ok(record)
        } else {
            Err(Failure::NotFound(lang))
        };
    }
    let record = web
        .host
        .public_game_record(game_id)
        .await
        .map_err(|e| Failure::from_host(lang, "reading a public game", e))?
        .ok_or(Failure::NotFound(lang))?;
    web.cache.keep_record(&record);
    Ok(record)
}

/// A file to save, named `name` (names are made here from numbers and seat names).
fn download(
    content_type: &'static str,
    name: &str,
    bytes: impl Into<Bytes>,
    attachment: bool,
) -> Response {
    let disposition = format!(
        "{}; filename=\"{}\"",
        if attachment { "attachment" } else { "inline" },
        name.replace(['"', '\\'], "_")
    );
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE)),
        ],
        [(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_str(&disposition)
                .unwrap_or_else(|_| HeaderValue::from_static("attachment")),
        )],
        bytes.into(),
    )
        .into_response()
}

async fn privacy_page(Query(params): Params, headers: HeaderMap) -> Response {
    let lang = reader_lang(&params, &headers);
    revalidated_page(&headers, pages::privacy(lang))
}

async fn style() -> Response {
    asset("text/css; charset=utf-8", STYLE_CSS)
}

async fn script() -> Response {
    asset("text/javascript; charset=utf-8", GAME_JS)
}

async fn live_script() -> Response {
    asset("text/javascript; charset=utf-8", LIVE_JS)
}

fn asset(content_type: &'static str, text: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=3600"),
            ),
        ],
        text,
    )
        .into_response()
}
