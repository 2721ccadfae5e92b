//! "Log in with Discord": OAuth2's authorization code grant with the `identify` scope. `/login`
//! sends the browser to Discord with a fresh `state`, kept in a short cookie of its own;
//! `/login/done` checks that `state`, trades the code for a token at Discord's token endpoint
//! (with the client secret, from the environment), asks Discord who that is, and opens a host
//! session whose token goes into an HttpOnly, Secure cookie (the store keeps only its hash).
//! `POST /logout` ends it (`?everywhere=1`: every session of that person), only from this
//! site's own pages (the `Origin` is checked).

use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use tracing::warn;

use super::discord_calls::Route;
use super::{param, reader_lang, Failure, Params, Web};
use crate::host::SignedIn;

/// The session cookie.
pub const SESSION_COOKIE: &str = "bb_session";
/// The Activity's session cookie: a page framed by Discord keeps only a partitioned
/// `SameSite=None` one (see `activity.rs`).
pub const ACTIVITY_COOKIE: &str = "bb_activity";
/// The cookie that carries a sign-in's `state` to its return.
const STATE_COOKIE: &str = "bb_login";

/// How the pages sign people in with Discord (no `Debug`: it holds the client secret).
#[derive(Clone)]
pub struct SignInSettings {
    /// The Discord application's id, its OAuth2 client id.
    pub client_id: String,
    pub client_secret: String,
    /// Discord's authorize page (`https://discord.com/oauth2/authorize`).
    pub authorize_url: String,
    /// Discord's API (`https://discord.com/api/v10`).
    pub api_base: String,
    /// This site's address, as Discord's portal lists its redirect (`PUBLIC_URL`).
    pub public_url: String,
}

impl SignInSettings {
    fn redirect_uri(&self) -> String {
        format!("{}/login/done", self.public_url.trim_end_matches('/'))
    }
}

/// The value of the cookie `name` a request carries, if any.
fn cookie_in(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (key, value) = pair.trim().split_once('=')?;
            (key == name).then(|| value.to_string())
        })
}

/// The session token a request carries, if any: the site's cookie, else the Activity's.
pub(super) fn session_token(headers: &HeaderMap) -> Option<String> {
    cookie_in(headers, SESSION_COOKIE).or_else(|| cookie_in(headers, ACTIVITY_COOKIE))
}

/// Who is signed in, as the request's session cookie says.
pub(super) async fn signed_in(web: &Web, headers: &HeaderMap) -> Option<SignedIn> {
    let token = session_token(headers)?;
    match web.host.signed_in(&token).await {
        Ok(who) => who,
        Err(e) => {
            warn!(error = %e, "could not read a web session");
            None
        }
    }
}

/// A page to come back to: a path of this site, nothing else. The text is refused outright if
/// it holds a control character (browsers drop tabs and newlines, so `/\t/evil.example` would
/// become `//evil.example`), a backslash (read as a slash), or starts with anything but one
/// slash; otherwise it is parsed and normalised as a URL on this site, and the answer is built
/// from the parsed path and query, never copied from the request.
fn local_path(back: Option<&str>) -> String {
    const HOME: &str = "/";
    let Some(back) = back else {
        return HOME.to_string();
    };
    let suspicious = back.chars().any(|c| c.is_control() || c == '\\')
        || !back.starts_with('/')
        || back.starts_with("//")
        || back.len() > 2048;
    if suspicious {
        return HOME.to_string();
    }
    // Any fixed origin of our own: only the path and query of the result are kept.
    let base = reqwest::Url::parse("https://this-site.invalid/").expect("a fixed URL");
    let Ok(parsed) = base.join(back) else {
        return HOME.to_string();
    };
    if parsed.origin() != base.origin()
        || !parsed.username().is_empty()
        || parsed.password().is_some()
    {
        return HOME.to_string();
    }
    let path = parsed.path();
    // Normalising `/.//x` gives `//x`, which a browser reads as another host.
    if !path.starts_with('/') || path.starts_with("//") {
        return HOME.to_string();
    }
    match parsed.query() {
        Some(query) => format!("{path}?{query}"),
        None => path.to_string(),
    }
}

/// One of the site's cookies: HttpOnly, Secure, for the whole site, kept `max_age` seconds
/// (0: its removal), sent as `same_site` says.
fn cookie_with(name: &str, value: &str, max_age: i64, same_site: &str) -> HeaderValue {
    HeaderValue::from_str(&format!(
        "{name}={value}; Path=/; HttpOnly; Secure; {same_site}; Max-Age={max_age}"
    ))
    .expect("cookie values are hex and paths")
}

/// A cookie of the site's own pages.
fn cookie(name: &str, value: &str, max_age: i64) -> HeaderValue {
    cookie_with(name, value, max_age, "SameSite=Lax")
}

/// The Activity's session cookie, which Discord's frame may keep.
pub(super) fn activity_cookie(value: &str, max_age: i64) -> HeaderValue {
    cookie_with(
        ACTIVITY_COOKIE,
        value,
        max_age,
        "SameSite=None; Partitioned",
    )
}

pub(super) fn see_other(location: &str) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    response.headers_mut().insert(
        header::LOCATION,
        HeaderValue::from_str(location).unwrap_or(HeaderValue::from_static("/")),
    );
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// `GET /login?back=PATH`: off to Discord.
pub(super) async fn login(
    State(web): State<Arc<Web>>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let settings = web.sign_in.as_ref().ok_or(Failure::NotFound(lang))?;
    let state = crate::host::fresh_seed();
    let back = local_path(param(&params, "back"));
    let url = reqwest::Url::parse_with_params(
        &settings.authorize_url,
        &[
            ("response_type", "code"),
            ("client_id", settings.client_id.as_str()),
            ("scope", "identify"),
            ("state", state.as_str()),
            ("redirect_uri", settings.redirect_uri().as_str()),
            ("prompt", "none"),
        ],
    )
    .map_err(|e| {
        warn!(error = %e, "DISCORD_AUTHORIZE_URL is not a URL");
        Failure::Unavailable(lang)
    })?;
    let mut response = see_other(url.as_str());
    // The state, and where to come back to (hex: any path fits a cookie).
    let value = format!("{state}.{}", hex::encode(back.as_bytes()));
    response
        .headers_mut()
        .append(header::SET_COOKIE, cookie(STATE_COOKIE, &value, 600));
    Ok(response)
}

/// `GET /login/done?code&state`: back from Discord.
pub(super) async fn login_done(
    State(web): State<Arc<Web>>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let settings = web.sign_in.as_ref().ok_or(Failure::NotFound(lang))?;
    let kept = cookie_in(&headers, STATE_COOKIE);
    let (Some(kept), Some(state), Some(code)) =
        (kept, param(&params, "state"), param(&params, "code"))
    else {
        return Err(Failure::SignIn(lang));
    };
    let (kept_state, back) = kept.split_once('.').ok_or(Failure::SignIn(lang))?;
    // Compared as digests: equal time whatever the guess.
    if Sha256::digest(kept_state.as_bytes()) != Sha256::digest(state.as_bytes()) {
        warn!("a sign-in came back with another state");
        return Err(Failure::SignIn(lang));
    }
    let back = hex::decode(back)
        .ok()
        .and_then(|b| String::from_utf8(b).ok());
    let back = local_path(back.as_deref());
    let redirect = settings.redirect_uri();
    let (user_id, name, _) = identify(&web, settings, code, Some(&redirect))
        .await
        .map_err(|e| {
            warn!(error = %e, "Discord did not say who signed in");
            Failure::SignIn(lang)
        })?;
    let token = web
        .host
        .sign_in(user_id, &name)
        .await
        .map_err(|e| Failure::from_host(lang, "opening a web session", e))?;
    let mut response = see_other(&back);
    let days = crate::host::SESSION_DAYS * 24 * 60 * 60;
    let h = response.headers_mut();
    h.append(header::SET_COOKIE, cookie(SESSION_COOKIE, &token, days));
    h.append(header::SET_COOKIE, cookie(STATE_COOKIE, "", 0));
    Ok(response)
}

/// The code traded for a token, and the token for who it is: their id and name, and the
/// access token. `redirect`: the redirect URI the code was given for (none for the Activity's
/// codes, which Discord's `authorize` command gives without one).
pub(super) async fn identify(
    web: &Web,
    settings: &SignInSettings,
    code: &str,
    redirect: Option<&str>,
) -> Result<(u64, String, String), String> {
    let api = settings.api_base.trim_end_matches('/');
    let mut form = vec![
        ("grant_type", "authorization_code"),
        ("code", code),
        ("client_id", settings.client_id.as_str()),
        ("client_secret", settings.client_secret.as_str()),
    ];
    if let Some(redirect) = redirect {
        form.push(("redirect_uri", redirect));
    }
    let answer = web
        .discord
        .send(
            Route::Token,
            web.http.post(format!("{api}/oauth2/token")).form(&form),
        )
        .await
        .map_err(|e| format!("token endpoint: {e}"))?;
    if !answer.status().is_success() {
        return Err(format!("token endpoint answered {}", answer.status()));
    }
    let body: serde_json::Value = serde_json::from_slice(
        &answer
            .bytes()
            .await
            .map_err(|e| format!("token endpoint: {e}"))?,
    )
    .map_err(|e| format!("token endpoint: {e}"))?;
    let token = body["access_token"]
        .as_str()
        .ok_or("no access token in the answer")?;
    let me = web
        .discord
        .send(
            Route::Me,
            web.http.get(format!("{api}/users/@me")).bearer_auth(token),
        )
        .await
        .map_err(|e| format!("users/@me: {e}"))?;
    if !me.status().is_success() {
        return Err(format!("users/@me answered {}", me.status()));
    }
    let me: serde_json::Value =
        serde_json::from_slice(&me.bytes().await.map_err(|e| format!("users/@me: {e}"))?)
            .map_err(|e| format!("users/@me: {e}"))?;
    let id = me["id"]
        .as_str()
        .and_then(|id| id.parse::<u64>().ok())
        .ok_or("no user id")?;
    let name = me["global_name"]
        .as_str()
        .or(me["username"].as_str())
        .unwrap_or("?")
        .to_string();
    Ok((id, name, token.to_string()))
}

/// `POST /logout`: from this site's own pages only.
pub(super) async fn logout(
    State(web): State<Arc<Web>>,
    Query(params): Params,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    if !same_site(&web, &headers) {
        warn!("a logout from another site was refused");
        return Err(Failure::Forbidden(lang));
    }
    // The site's session and the Activity's, whichever the browser holds; with
    // `everywhere=1`, every session of the person who holds them, on every device.
    let everywhere = param(&params, "everywhere") == Some("1");
    for name in [SESSION_COOKIE, ACTIVITY_COOKIE] {
        if let Some(token) = cookie_in(&headers, name) {
            let ended = if everywhere {
                web.host.sign_out_everywhere(&token).await
            } else {
                web.host.sign_out(&token).await
            };
            ended.map_err(|e| Failure::from_host(lang, "ending a web session", e))?;
        }
    }
    let mut response = see_other(&local_path(param(&params, "back")));
    let h = response.headers_mut();
    h.append(header::SET_COOKIE, cookie(SESSION_COOKIE, "", 0));
    h.append(header::SET_COOKIE, activity_cookie("", 0));
    Ok(response)
}

/// A state-changing request came from this site's own pages: the browser's `Sec-Fetch-Site`
/// says so, or its `Origin` is this site's.
pub(super) fn same_site(web: &Web, headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        return site == "same-origin";
    }
    let origin = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok());
    let own = web
        .public_url
        .as_deref()
        .or_else(|| web.sign_in.as_ref().map(|s| s.public_url.as_str()));
    match (origin, own) {
        (Some(origin), Some(own)) => origin == own.trim_end_matches('/'),
        _ => false,
    }
}

/// A request was made by another site's page (its `Sec-Fetch-Site`, else its `Origin`, says
/// so). Requests that say nothing (no browser) are not.
pub(super) fn cross_site(web: &Web, headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        return matches!(site, "cross-site" | "same-site");
    }
    headers.contains_key(header::ORIGIN) && !same_site(web, headers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_local_paths_are_returned_to() {
        assert_eq!(local_path(Some("/g/1-abc?lang=de")), "/g/1-abc?lang=de");
        let away = [
            "https://evil.example",
            "//evil.example",
            "/\\evil",
            "evil",
            // `back=/%09/evil.example/` arrives decoded: browsers drop the tab.
            "/\t/evil.example/",
            "/\n/evil.example",
            "/\r\n//evil.example",
            "/\u{7f}/evil.example",
            "/.//evil.example",
            "/%2e//evil.example",
            "/..//evil.example",
            "///evil.example",
            "/\u{85}/evil.example",
        ];
        for away in away {
            assert_eq!(local_path(Some(away)), "/", "{away:?}");
        }
        // Normalised, and rebuilt from its parts.
        assert_eq!(local_path(Some("/a/../g/1?x=1#frag")), "/g/1?x=1");
        assert_eq!(local_path(Some("/g/ä b")), "/g/%C3%A4%20b");
        assert_eq!(local_path(None), "/");
    }

    #[test]
    fn the_session_cookie_is_read_among_others() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; bb_session=abc; b=2"),
        );
        assert_eq!(session_token(&headers).as_deref(), Some("abc"));
        assert_eq!(session_token(&HeaderMap::new()), None);
    }
}
