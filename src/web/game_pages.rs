//! A finished game's page and everything made of it: its board at each ply, its replay GIF,
//! its analysis chart, its move file and pages, with their ETags and the memory that keeps
//! what was made (a game in progress is its live page instead, `live.rs`).

use super::*;

/// `/g/{game}`: a game in progress is its live page, a finished one its page of record. To
/// someone not signed in who finds none there, the 404 offers "Log in with Discord" (a
/// player's link to a game only its players may watch leads here).
pub(super) async fn game_page(
    state: State<Arc<Web>>,
    path: Path<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Answer {
    let lang = reader_lang(&params, &headers);
    let signs_in = state.sign_in.is_some() && sign_in::session_token(&headers).is_none();
    let back = format!("/g/{}{}", path.0, pages::query(lang, &[]));
    match game_or_live_page(state, path, Query(params), headers).await {
        Err(Failure::NotFound(lang)) if signs_in => {
            let mut response = (
                StatusCode::NOT_FOUND,
                html(pages::not_found_sign_in(lang, &back)),
            )
                .into_response();
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            Ok(response)
        }
        answer => answer,
    }
}

async fn game_or_live_page(
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

pub(super) fn revalidated_page(request: &HeaderMap, markup: maud::Markup) -> Response {
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
pub(super) const REVALIDATE: &str = "no-cache";

/// A strong ETag naming exactly these bytes.
pub(super) fn content_etag(bytes: &[u8]) -> String {
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

pub(super) async fn ply_image(
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

pub(super) async fn analysis_chart(
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
pub(super) fn tagged(
    cache_control: &'static str,
    etag: &str,
) -> [(header::HeaderName, HeaderValue); 2] {
    [
        (
            header::CACHE_CONTROL,
            HeaderValue::from_static(cache_control),
        ),
        (header::ETAG, HeaderValue::from_str(etag).expect("hex")),
    ]
}

/// A PNG with its caching headers.
pub(super) fn png_answer(
    tags: [(header::HeaderName, HeaderValue); 2],
    png: impl IntoResponse,
) -> Response {
    (
        tags,
        [(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))],
        png,
    )
        .into_response()
}

pub(super) async fn replay_gif(
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
pub(super) async fn kept_or_drawn<Draw, Drawing>(
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

pub(super) async fn move_file(
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

pub(super) async fn page_file(
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
