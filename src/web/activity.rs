//! The Discord Activity: the live board inside Discord. Discord frames `/activity/` (its URL
//! mapping sends the Activity's `/` to this site's `/activity`), so every path the framed page
//! asks for arrives under `/activity`: the page, its bundled script (`app.js`, the Embedded App
//! SDK, made by `scripts/build-activity` and read once at start), the sign-in (`POST token`),
//! the channel's game (`game`), a new game against the AI (`POST start`), and the live board's
//! own routes (`g/…`, `assets/…`, `logout`), the same handlers as at the site's root.
//!
//! Signing in: the page's script asks Discord to `authorize` (a code), posts the code here
//! (from this site's own pages only); the code is traded at Discord's token endpoint as "Log in
//! with Discord" does (without a redirect URI), Discord is asked who that is, and a host
//! session is opened whose token goes into a cookie of its own that a framed page may keep
//! (`SameSite=None; Partitioned`). The access token goes back to the script, for Discord's
//! `authenticate`.
//!
//! Only these paths may be framed, by Discord and this app's own Activity proxy only (see
//! `guards::framed_csp`).

use std::path::Path as FilePath;
use std::sync::Arc;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use tracing::{info, warn};

use super::discord_calls::{Asked, CallError, ClientAddr, Instance, Route};
use super::{live, pages, reader_lang, sign_in, Failure, Params, Web};
use crate::games::GameKind;
use crate::host::SignedIn;
use crate::i18n::{tr, Lang};

/// Where `scripts/build-activity` leaves the bundle, in this repository.
pub const DEFAULT_ACTIVITY_BUNDLE: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/activity/dist/app.js");

/// The Activity's script, read once at start (`None`: it was not built).
#[derive(Clone, Default)]
pub struct ActivityBundle(Option<Bytes>);

impl ActivityBundle {
    /// The bundle at `path`; a warning, and an Activity that answers 503, when it is missing.
    pub fn load(path: &FilePath) -> ActivityBundle {
        match std::fs::read(path) {
            Ok(bytes) => {
                info!(path = %path.display(), bytes = bytes.len(), "Activity bundle loaded");
                ActivityBundle(Some(Bytes::from(bytes)))
            }
            Err(e) => {
                warn!(path = %path.display(), error = %e,
                    "the Activity's script is missing: /activity answers 503 until \
                     scripts/build-activity has made it and the pages restart");
                ActivityBundle(None)
            }
        }
    }

    /// A bundle given as it is (tests).
    pub fn from_bytes(bytes: impl Into<Bytes>) -> ActivityBundle {
        ActivityBundle(Some(bytes.into()))
    }
}

/// The Activity's routes, all under `/activity/`.
pub(super) fn routes() -> Router<Arc<Web>> {
    Router::new()
        .route("/activity/", get(page))
        .route("/activity/app.js", get(script))
        .route("/activity/token", post(token))
        .route("/activity/game", get(channel_game))
        .route("/activity/start", post(start))
        // The live board's own requests, as the framed page makes them.
        .route("/activity/g/{game}", get(super::game_page))
        .route("/activity/g/{game}/events", get(live::events))
        .route("/activity/g/{game}/now/{file}", get(live::position_image))
        .route("/activity/g/{game}/mine.png", get(live::own_page_image))
        .route("/activity/g/{game}/move", post(live::play))
        .route("/activity/g/{game}/my-moves", get(live::my_moves))
        .route("/activity/logout", post(sign_in::logout))
        .route("/activity/assets/style.css", get(super::style))
        .route("/activity/assets/live.js", get(super::live_script))
}

/// `/activity` without its slash. Framed by Discord (`frame_id` in the query), the page is
/// the Activity's `/` whatever path Discord's proxy asks for here: it is served as it is.
/// Elsewhere its relative addresses need the slash: a redirect adds it.
pub(super) async fn to_slash(
    state: State<Arc<Web>>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    if super::param(&params, "frame_id").is_some() {
        return page(state, Query(params), headers).await;
    }
    let query = params
        .iter()
        .map(|(k, v)| format!("{}={}", pages::percent(k), pages::percent(v)))
        .collect::<Vec<_>>()
        .join("&");
    let query = if query.is_empty() {
        query
    } else {
        format!("?{query}")
    };
    Ok(sign_in::see_other(&format!("/activity/{query}")))
}

/// The Activity when it can run: enabled, with its sign-in and its script.
fn ready(web: &Web, lang: Lang) -> Result<(&sign_in::SignInSettings, Bytes), Failure> {
    let bundle = web.activity.as_ref().ok_or(Failure::NotFound(lang))?;
    match (&web.sign_in, &bundle.0) {
        (Some(settings), Some(bytes)) => Ok((settings, bytes.clone())),
        _ => Err(Failure::ActivityMissing(lang)),
    }
}

/// `GET /activity/`: the page the Activity's script runs in.
async fn page(
    State(web): State<Arc<Web>>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let (settings, _) = ready(&web, lang)?;
    let mut response = super::html(pages::activity(
        lang,
        &settings.client_id,
        web.activity_sdk_mock,
    ))
    .into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Ok(response)
}

/// `GET /activity/app.js`: the bundle.
async fn script(
    State(web): State<Arc<Web>>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let (_, bundle) = ready(&web, lang)?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/javascript; charset=utf-8"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ],
        bundle,
    )
        .into_response())
}

/// A JSON answer, never kept by a cache.
fn json(status: StatusCode, body: serde_json::Value) -> Response {
    (
        status,
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        body.to_string(),
    )
        .into_response()
}

/// A refusal the script shows as it is: `{"error": "…"}` in the reader's language.
fn refusal(status: StatusCode, lang: Lang, id: &str) -> Response {
    json(status, serde_json::json!({ "error": tr(lang, id) }))
}

/// `POST /activity/token` `{"code": "…"}`: the code from Discord's `authorize` traded for a
/// session here and the access token the script hands to `authenticate`.
async fn token(
    State(web): State<Arc<Web>>,
    ClientAddr(client): ClientAddr,
    Query(params): Params,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let (settings, _) = ready(&web, lang)?;
    if !sign_in::same_site(&web, &headers) {
        warn!("an Activity sign-in from another site was refused");
        return Ok(refusal(StatusCode::FORBIDDEN, lang, "web-forbidden"));
    }
    if !web.visitor_limits.allow(Asked::SignIn, client, None) {
        return Ok(slow_down(lang));
    }
    let code = serde_json::from_slice::<serde_json::Value>(&body)
        .ok()
        .and_then(|v| v["code"].as_str().map(str::to_string))
        .filter(|c| !c.is_empty() && c.len() <= 200);
    let Some(code) = code else {
        return Ok(refusal(
            StatusCode::BAD_REQUEST,
            lang,
            "web-activity-sign-in-failed",
        ));
    };
    let (user_id, name, access_token) = match sign_in::identify(&web, settings, &code, None).await {
        Ok(who) => who,
        Err(e) => {
            warn!(error = %e, "Discord did not say who opened the Activity");
            return Ok(refusal(
                StatusCode::BAD_REQUEST,
                lang,
                "web-activity-sign-in-failed",
            ));
        }
    };
    let token = web
        .host
        .sign_in(user_id, &name)
        .await
        .map_err(|e| Failure::from_host(lang, "opening an Activity session", e))?;
    let mut response = json(
        StatusCode::OK,
        serde_json::json!({ "access_token": access_token }),
    );
    let days = crate::host::SESSION_DAYS * 24 * 60 * 60;
    response
        .headers_mut()
        .append(header::SET_COOKIE, sign_in::activity_cookie(&token, days));
    Ok(response)
}

/// The answer to a visitor past their limit: 429, and when to come back.
fn slow_down(lang: Lang) -> Response {
    let mut response = refusal(
        StatusCode::TOO_MANY_REQUESTS,
        lang,
        "web-activity-slow-down",
    );
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
    response
}

/// The answer when Discord could not be asked who is in an Activity (the budget of calls is
/// spent, Discord asked us to wait, or it did not answer): 503, come back in a moment.
fn discord_busy(lang: Lang, e: &CallError) -> Response {
    warn!(error = %e, "could not ask Discord about an Activity instance");
    let mut response = refusal(
        StatusCode::SERVICE_UNAVAILABLE,
        lang,
        "web-activity-discord-busy",
    );
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
    response
}

/// A Discord id in the query.
fn id_param(params: &[(String, String)], name: &str) -> Option<u64> {
    super::param(params, name)
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|&id| id > 0)
}

/// The signed-in person, or the refusal that asks them to sign in.
async fn who(web: &Web, headers: &HeaderMap, lang: Lang) -> Result<SignedIn, Response> {
    sign_in::signed_in(web, headers)
        .await
        .ok_or_else(|| refusal(StatusCode::UNAUTHORIZED, lang, "web-activity-sign-in-first"))
}

/// `GET /activity/game?channel=ID&guild=ID&instance=ID`: for a signed-in person whom Discord
/// places in that Activity instance in that channel (anyone else learns nothing of the
/// channel), the game in progress there (`{"game": signed id}`; outside servers someone
/// else's too, which they may then watch), or else their own games in progress in that server
/// and the games they may start against the AI here (`{"game": null, "mine": […], "kinds":
/// […]}`).
async fn channel_game(
    State(web): State<Arc<Web>>,
    ClientAddr(client): ClientAddr,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    ready(&web, lang)?;
    let who = match who(&web, &headers, lang).await {
        Ok(who) => who,
        Err(refused) => return Ok(refused),
    };
    let Some(channel_id) = id_param(&params, "channel") else {
        return Ok(refusal(
            StatusCode::BAD_REQUEST,
            lang,
            "web-activity-no-channel",
        ));
    };
    if !web
        .visitor_limits
        .allow(Asked::ChannelGame, client, Some(who.user_id))
    {
        return Ok(slow_down(lang));
    }
    let guild_id = id_param(&params, "guild");
    if let Err(refused) = confirm_in_instance(
        &web,
        &params,
        (guild_id, channel_id),
        who.user_id,
        lang,
        "web-activity-not-in-instance",
    )
    .await
    {
        return Ok(refused);
    }
    let found = web
        .host
        .activity_games(guild_id, channel_id, who.user_id, lang)
        .await
        .map_err(|e| Failure::from_host(lang, "reading an Activity's games", e))?;
    if let Some(game_id) = found.unlisted {
        // Someone else's game in a DM or group DM: theirs to watch too, since Discord says
        // they are in this channel's Activity (with the players, say).
        match web
            .host
            .admit_activity_spectator(game_id, who.user_id)
            .await
        {
            Ok(()) => {
                return Ok(json(
                    StatusCode::OK,
                    serde_json::json!({ "game": web.ids.game(game_id) }),
                ))
            }
            Err(crate::host::HostError::Refused(_)) => {}
            Err(e) => {
                return Err(Failure::from_host(lang, "admitting a spectator", e));
            }
        }
    }
    if let Some(refused) = found.refused {
        return Ok(json(
            StatusCode::CONFLICT,
            serde_json::json!({ "error": refused.get(lang) }),
        ));
    }
    if let Some(game_id) = found.here {
        return Ok(json(
            StatusCode::OK,
            serde_json::json!({ "game": web.ids.game(game_id) }),
        ));
    }
    let mine: Vec<serde_json::Value> = found
        .mine
        .iter()
        .map(|(game_id, title)| serde_json::json!({ "game": web.ids.game(*game_id), "title": title }))
        .collect();
    let kinds: Vec<serde_json::Value> = GameKind::ALL
        .iter()
        .map(|k| serde_json::json!({ "id": k.id(), "name": k.display_name() }))
        .collect();
    Ok(json(
        StatusCode::OK,
        serde_json::json!({
            "game": null,
            "none": tr(lang, "web-activity-no-game"),
            "mine": mine,
            "kinds": kinds,
            "start": tr(lang, "web-activity-start"),
            "open": tr(lang, "web-activity-open"),
        }),
    ))
}

/// Go on only if Discord places `user_id` in the Activity instance the query names (`instance`)
/// in `place` (server, channel); else the refusal to answer (`not_here`: the message id of
/// the 403).
async fn confirm_in_instance(
    web: &Web,
    params: &[(String, String)],
    (guild_id, channel_id): (Option<u64>, u64),
    user_id: u64,
    lang: Lang,
    not_here: &str,
) -> Result<(), Response> {
    let instance = super::param(params, "instance").unwrap_or("");
    match in_instance(web, instance, guild_id, channel_id, user_id).await {
        Ok(true) => Ok(()),
        Ok(false) => {
            warn!(
                channel = channel_id,
                "an Activity's request for a channel its reader is not in was refused"
            );
            Err(refusal(StatusCode::FORBIDDEN, lang, not_here))
        }
        Err(e) => Err(discord_busy(lang, &e)),
    }
}

/// Whether Discord runs the Activity instance `instance` in `channel_id` (of `guild_id`) with
/// `user_id` in it: asked with the bot's token (`GET
/// /applications/{app}/activity-instances/{instance}`), since the page's own word for its
/// channel could be anyone's, through the gate of calls on visitors' behalf; Discord's answer
/// is kept a short while. No instance, or no bot token: no.
async fn in_instance(
    web: &Web,
    instance: &str,
    guild_id: Option<u64>,
    channel_id: u64,
    user_id: u64,
) -> Result<bool, CallError> {
    let (Some(settings), Some(token)) = (&web.sign_in, &web.activity_bot_token) else {
        return Ok(false);
    };
    let well_formed = !instance.is_empty()
        && instance.len() <= 100
        && instance
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !well_formed {
        return Ok(false);
    }
    let found = match web.instances.known(instance, user_id, Instant::now()) {
        Some(found) => Some(found),
        None => {
            let api = settings.api_base.trim_end_matches('/');
            let request = web
                .http
                .get(format!(
                    "{api}/applications/{}/activity-instances/{instance}",
                    settings.client_id
                ))
                .header(header::AUTHORIZATION, format!("Bot {token}"));
            let answer = web.discord.send(Route::ActivityInstance, request).await?;
            let found = match answer.status() {
                reqwest::StatusCode::NOT_FOUND => None,
                status if status.is_success() => {
                    let bytes = answer
                        .bytes()
                        .await
                        .map_err(|e| CallError::Failed(e.to_string()))?;
                    let json: serde_json::Value = serde_json::from_slice(&bytes)
                        .map_err(|e| CallError::Failed(e.to_string()))?;
                    Instance::from_json(&json)
                }
                status => {
                    return Err(CallError::Failed(format!(
                        "activity-instances answered {status}"
                    )))
                }
            };
            web.instances.keep(instance, found.clone(), Instant::now());
            found
        }
    };
    Ok(found.is_some_and(|found| {
        found.guild_id == guild_id
            && found.channel_id == channel_id
            && found.users.contains(&user_id)
    }))
}

/// `POST /activity/start?channel=ID&guild=ID&instance=ID&game=KIND`: a game against the AI in
/// the Activity's channel, started by the host as `/play` starts one (`{"game": signed id}`),
/// for a player Discord says is in that Activity instance there.
async fn start(
    State(web): State<Arc<Web>>,
    ClientAddr(client): ClientAddr,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    ready(&web, lang)?;
    if !sign_in::same_site(&web, &headers) {
        warn!("an Activity's game from another site was refused");
        return Ok(refusal(StatusCode::FORBIDDEN, lang, "web-forbidden"));
    }
    let who = match who(&web, &headers, lang).await {
        Ok(who) => who,
        Err(refused) => return Ok(refused),
    };
    let asked = super::param(&params, "game");
    if asked
        .is_some_and(|id| GameKind::native_from_id(id).is_none() && GameKind::from_id(id).is_some())
    {
        // A designed game is a server's choice, made in Discord (`/play`); the Activity starts
        // only the native games it lists.
        return Ok(refusal(
            StatusCode::BAD_REQUEST,
            lang,
            "web-activity-designed-elsewhere",
        ));
    }
    let (Some(channel_id), Some(kind)) = (
        id_param(&params, "channel"),
        asked.and_then(GameKind::native_from_id),
    ) else {
        return Ok(refusal(
            StatusCode::BAD_REQUEST,
            lang,
            "web-activity-no-channel",
        ));
    };
    if !web
        .visitor_limits
        .allow(Asked::NewGame, client, Some(who.user_id))
    {
        return Ok(slow_down(lang));
    }
    let guild_id = id_param(&params, "guild");
    if let Err(refused) = confirm_in_instance(
        &web,
        &params,
        (guild_id, channel_id),
        who.user_id,
        lang,
        "web-activity-not-here",
    )
    .await
    {
        return Ok(refused);
    }
    match web
        .host
        .start_activity_ai_game(guild_id, channel_id, &who, kind, lang)
        .await
    {
        Ok(game_id) => Ok(json(
            StatusCode::OK,
            serde_json::json!({ "game": web.ids.game(game_id) }),
        )),
        Err(crate::host::HostError::Refused(why)) => Ok(json(
            StatusCode::CONFLICT,
            serde_json::json!({ "error": why.get(lang) }),
        )),
        Err(e) => Err(Failure::from_host(lang, "starting an Activity's game", e)),
    }
}
