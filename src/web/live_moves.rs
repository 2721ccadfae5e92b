//! A player's moves on the live page: the moves they may make now and the touchable board's
//! next step (`/g/{game}/my-moves`), and a move sent from the page (`POST /g/{game}/move`),
//! limited per person.

use super::*;
/// `/g/{game}/my-moves?path=e3,e5`: the moves the signed-in player may make now (none off
/// their turn), for the live page's move box, and the touchable board's step after the
/// picks in `path` (comma-separated tokens, as the pickers name them):
/// `{"moves": [...], "prompt", "choices": [{"token", "label", "detail", "plays",
/// "region": {"x","y","w","h"} | null}], "chosen": region | null}`, regions in fractions of
/// the picture. A path that leads nowhere now answers no choices.
pub(super) async fn my_moves(
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
    let path: Vec<&str> = super::param(&params, "path")
        .map(|p| p.split(',').filter(|t| !t.is_empty()).collect())
        .unwrap_or_default();
    let too_long = path.len() > crate::input::MAX_PATH_LEN
        || path.iter().any(|t| t.len() > crate::input::MAX_TOKEN_LEN);
    let moves = if too_long {
        Default::default()
    } else {
        web.host
            .web_moves(game_id, &who, &path, lang)
            .await
            .map_err(|e| Failure::from_host(lang, "reading a player's moves", e))?
    };
    let area = |r: &crate::render::ClickRegion| serde_json::json!({"x": r.x, "y": r.y, "w": r.w, "h": r.h});
    let step = moves.step.unwrap_or_default();
    let choices: Vec<serde_json::Value> = step
        .choices
        .iter()
        .map(|c| {
            serde_json::json!({
                "token": c.token,
                "label": c.label,
                "detail": c.detail,
                "plays": c.plays,
                "region": c.region.as_ref().map(area),
            })
        })
        .collect();
    let body = serde_json::json!({
        "moves": moves.moves,
        "prompt": step.prompt,
        "choices": choices,
        "chosen": step.chosen.as_ref().map(area),
    });
    let mut response = (
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    Ok(response)
}

/// Moves one person may make on the web: ten at once, then three a second (faster than any
/// hand on a board, slower than a script flooding the host).
pub(super) struct MoveLimit {
    limiter: governor::DefaultKeyedRateLimiter<u64>,
}

impl Default for MoveLimit {
    fn default() -> MoveLimit {
        let quota = governor::Quota::per_second(std::num::NonZeroU32::new(3).expect("three"))
            .allow_burst(std::num::NonZeroU32::new(10).expect("ten"));
        MoveLimit {
            limiter: governor::RateLimiter::keyed(quota),
        }
    }
}

/// A move sent from the live page.
#[derive(serde::Deserialize)]
pub(super) struct MoveForm {
    version: i64,
    r#move: String,
}

/// `POST /g/{game}/move`: the signed-in player on turn plays, from this site's own page only,
/// through the same host call (and version check) as a move from Discord. Answers JSON to
/// the page's script (`{"ok":true,"version":N}` or `{"ok":false,"error":"…"}`), and a
/// redirect back to the page to a plain form.
pub(super) async fn play(
    State(web): State<Arc<Web>>,
    Path(signed): Path<String>,
    Query(params): Params,
    headers: HeaderMap,
    axum::Form(form): axum::Form<MoveForm>,
) -> Result<Response, Failure> {
    let lang = reader_lang(&params, &headers);
    let game_id = web.ids.open_game(&signed).ok_or(Failure::NotFound(lang))?;
    let wants_json = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("application/json"));
    let refuse = |status: axum::http::StatusCode, text: String| -> Response {
        let body = serde_json::json!({ "ok": false, "error": text }).to_string();
        (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
    };
    if !sign_in::same_site(&web, &headers) {
        warn!(game = game_id, "a move from another site was refused");
        return Err(Failure::Forbidden(lang));
    }
    let Some(who) = sign_in::signed_in(&web, &headers).await else {
        let text = crate::i18n::tr(lang, "web-forbidden");
        return Ok(refuse(axum::http::StatusCode::UNAUTHORIZED, text));
    };
    if web.moves.limiter.check_key(&who.user_id).is_err() {
        let text = crate::i18n::tr(lang, "web-move-too-fast");
        return Ok(refuse(axum::http::StatusCode::TOO_MANY_REQUESTS, text));
    }
    let text: String = form.r#move.chars().take(100).collect();
    let played = web
        .host
        .play_from_web(game_id, form.version, &who, &text, lang)
        .await;
    if let Some(view) = played.as_ref().ok().filter(|v| v.ai_to_move) {
        // The AI answers at once, without holding up this answer.
        let (host, view) = (web.host.clone(), view.clone());
        tokio::spawn(async move {
            if let Err(e) = host.ai_after_web_move(&view).await {
                warn!(game = view.game_id, error = %e, "the AI could not answer a web move");
            }
        });
    }
    match played {
        Ok(view) if wants_json => {
            let body = serde_json::json!({ "ok": true, "version": view.version }).to_string();
            Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
        }
        Ok(_) => Ok(super::sign_in::see_other(&format!(
            "/g/{signed}?lang={}",
            lang.code()
        ))),
        Err(crate::host::HostError::Refused(why)) => {
            let status = axum::http::StatusCode::CONFLICT;
            Ok(refuse(status, why.get(lang)))
        }
        Err(e) => Err(Failure::from_host(lang, "playing a move from the web", e)),
    }
}
