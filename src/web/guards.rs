//! What every request passes through around its handler: its body read whole within a size
//! and a time limit, the Activity's session cookie kept to the Activity's own paths, and the
//! security headers on every answer.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tracing::warn;

use super::{sign_in, Failure};

/// The largest request body answered: the pages' forms and the Activity's JSON are a few
/// hundred bytes.
pub const MAX_BODY: usize = 16 * 1024;

/// A request body must have arrived whole within this (well within [`super::REQUEST_TIMEOUT`],
/// so that a client that stops sending is told so, not that the database is slow).
pub const BODY_TIMEOUT: Duration = Duration::from_secs(3);

/// The Content-Security-Policy of every page but the Activity's.
pub(super) const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; img-src 'self'; \
     style-src 'self'; script-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// The Activity's Content-Security-Policy: the site's own, but framed by Discord's client and
/// by this app's own Activity proxy (`https://{client id}.discordsays.com`), no other app's.
pub(super) fn framed_csp(client_id: Option<&str>) -> HeaderValue {
    let own_proxy = client_id
        .filter(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()))
        .map(|id| format!(" https://{id}.discordsays.com"))
        .unwrap_or_default();
    HeaderValue::from_str(&format!(
        "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; \
         connect-src 'self'; base-uri 'none'; form-action 'self'; \
         frame-ancestors https://discord.com https://*.discord.com{own_proxy}"
    ))
    .expect("a policy of ASCII text")
}

/// Whether a path is the Activity's (framed by Discord; its cookie is read there).
pub(super) fn is_activity_path(path: &str) -> bool {
    path == "/activity" || path.starts_with("/activity/")
}

/// What [`security_headers`] sends: the framed policy is the app's own.
#[derive(Clone)]
pub(super) struct Headers {
    pub framed_csp: HeaderValue,
}

/// The security headers of every answer; only the Activity's paths may be framed.
pub(super) async fn security_headers(
    State(sent): State<Arc<Headers>>,
    request: Request,
    next: Next,
) -> Response {
    let framed = is_activity_path(request.uri().path());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        if framed {
            sent.framed_csp.clone()
        } else {
            HeaderValue::from_static(CONTENT_SECURITY_POLICY)
        },
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    if !framed {
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    }
    // Pages, pictures and failures are in the reader's language, which comes from this header
    // unless the address names it.
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    response
}

/// The Activity's session is the Activity's: a page outside `/activity/` never reads its
/// cookie, so a session planted in the Activity's cookie (a code posted by a page someone was
/// sent to) cannot act on the site's own pages. Inside Discord every address the Activity asks
/// for is mapped under `/activity/` by Discord's proxy; only the operator's local test mode
/// (the SDK's mock, `sdk_mock`), which has no proxy, reaches the site's own addresses with it.
pub(super) async fn activity_cookie_stays_in_activity(
    State(sdk_mock): State<bool>,
    mut request: Request,
    next: Next,
) -> Response {
    if !sdk_mock && !is_activity_path(request.uri().path()) {
        let cookies: Vec<HeaderValue> = request
            .headers()
            .get_all(header::COOKIE)
            .iter()
            .cloned()
            .collect();
        if !cookies.is_empty() {
            let kept: Vec<String> = cookies
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(';'))
                .map(str::trim)
                .filter(|pair| {
                    pair.split_once('=')
                        .is_none_or(|(name, _)| name.trim() != sign_in::ACTIVITY_COOKIE)
                })
                .map(str::to_string)
                .collect();
            let headers = request.headers_mut();
            headers.remove(header::COOKIE);
            if let Ok(value) = HeaderValue::from_str(&kept.join("; ")) {
                if !kept.is_empty() {
                    headers.insert(header::COOKIE, value);
                }
            }
        }
    }
    next.run(request).await
}

/// A request's body, read whole before its handler runs: a declared length over [`MAX_BODY`]
/// is answered 413 at once, a body that grows past it 413 too, and one that has not arrived
/// within [`BODY_TIMEOUT`] 408 (the connection is closed: what is left of the body is never
/// read).
pub(super) async fn whole_body(request: Request, next: Next) -> Response {
    let lang = super::request_lang(&request);
    // Requests without a body (every GET a browser makes) pass as they are.
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let chunked = request.headers().contains_key(header::TRANSFER_ENCODING);
    if declared.unwrap_or(0) == 0 && !chunked {
        return next.run(request).await;
    }
    let path = request.uri().path().to_string();
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        warn!(%path, declared, "a request body over the limit was refused before reading it");
        return closing(Failure::TooLarge(lang).into_response());
    }
    let (parts, body) = request.into_parts();
    let method = parts.method.clone();
    match tokio::time::timeout(BODY_TIMEOUT, axum::body::to_bytes(body, MAX_BODY)).await {
        Ok(Ok(bytes)) => {
            next.run(Request::from_parts(parts, Body::from(bytes)))
                .await
        }
        Ok(Err(e)) => {
            warn!(%path, error = %e, "a request body could not be read whole (over the limit, or cut off)");
            closing(Failure::TooLarge(lang).into_response())
        }
        Err(_) => {
            warn!(%path, %method, timeout_seconds = BODY_TIMEOUT.as_secs(),
                "a request body stopped coming: cut off by the body timeout");
            closing(Failure::BodyTimeout(lang).into_response())
        }
    }
}

/// An answer after which the connection closes (the unread rest of a body is not read).
fn closing(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_this_apps_activity_proxy_may_frame_it() {
        let csp = framed_csp(Some("1234567890"));
        let csp = csp.to_str().unwrap();
        assert!(csp.contains("frame-ancestors https://discord.com https://*.discord.com https://1234567890.discordsays.com"), "{csp}");
        assert!(!csp.contains("*.discordsays.com"), "{csp}");
        // A client id that is not one is left out rather than written into the header.
        let odd = framed_csp(Some("1 https://evil.example"));
        assert!(!odd.to_str().unwrap().contains("evil"));
        assert!(!odd.to_str().unwrap().contains("discordsays"));
    }
}
