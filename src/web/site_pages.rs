//! The pages of a server and of the site: a server's leaderboard, its players' pages, its games
//! in progress, tournaments, the boardbot-wide pool's leaderboard, the privacy page and the
//! embedded assets.

use super::*;
pub(super) async fn leaderboard(
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
pub(super) async fn everywhere(
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

pub(super) async fn player_page(
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

pub(super) async fn live_page(
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

pub(super) async fn tournament_page(
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

pub(super) async fn privacy_page(Query(params): Params, headers: HeaderMap) -> Response {
    let lang = reader_lang(&params, &headers);
    revalidated_page(&headers, pages::privacy(lang))
}

pub(super) async fn style() -> Response {
    asset("text/css; charset=utf-8", STYLE_CSS)
}

pub(super) async fn script() -> Response {
    asset("text/javascript; charset=utf-8", GAME_JS)
}

pub(super) async fn live_script() -> Response {
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
