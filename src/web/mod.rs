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
mod game_pages;
mod guards;
pub mod lang;
mod live;
mod live_moves;
mod live_streams;
mod pages;
mod serve;
mod sign_in;
mod site_pages;

pub use activity::{ActivityBundle, DEFAULT_ACTIVITY_BUNDLE};
pub use clients::TrustedProxies;
pub use live::StreamLimits;
pub use serve::ConnectionLimits;
pub use sign_in::{SignInSettings, ACTIVITY_COOKIE, SESSION_COOKIE};

pub use game_pages::ply_etag;
use game_pages::{
    analysis_chart, content_etag, game_page, kept_or_drawn, move_file, page_file, ply_image,
    png_answer, replay_gif, revalidated_page, tagged, REVALIDATE,
};
use site_pages::{
    everywhere, leaderboard, live_page, live_script, player_page, privacy_page, script, style,
    tournament_page,
};

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

/// The language of a request's answer, before its handler reads its query: `?lang=`, else
/// `Accept-Language`.
fn request_lang(request: &Request) -> Lang {
    lang::pick(
        request
            .uri()
            .query()
            .and_then(|q| q.split('&').find_map(|pair| pair.strip_prefix("lang="))),
        request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

async fn within_time(request: Request, next: Next) -> Response {
    let lang = request_lang(&request);
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
