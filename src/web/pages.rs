//! The pages as HTML (maud: checked when compiled, every value escaped).

use axum::http::StatusCode;
use maud::{html, Markup, DOCTYPE};

use super::Web;
use crate::games::GameKind;
use crate::host::tournaments::{format_text, PublicTournament, RoundGame};
use crate::host::{season_name, HistoryRow, PublicLeaderboard, PublicPlayer, Verdict};
use crate::i18n::{tr, Lang, Text};
use crate::pairing::{Format, GameOutcome};
use crate::store::{RatingPoint, SeasonRecord, TournamentStatus};

mod game;
mod live;

pub(super) use game::game;
pub(super) use live::{live, live_game, Viewer};

/// What every page knows: the language and where links point.
pub(super) struct Site<'a> {
    web: &'a Web,
    lang: Lang,
}

impl<'a> Site<'a> {
    pub(super) fn new(web: &'a Web, lang: Lang) -> Site<'a> {
        Site { web, lang }
    }

    fn t(&self, id: &str) -> String {
        tr(self.lang, id)
    }

    fn text(&self, text: Text) -> String {
        text.get(self.lang)
    }

    /// A player's page in the server `server` (signed), in this page's language.
    fn player_path(&self, guild_id: u64, server: &str, user_id: u64) -> String {
        format!(
            "/s/{server}/p/{}{}",
            self.web.ids.player(guild_id, user_id),
            query(self.lang, &[])
        )
    }

    pub(super) fn game_path(&self, game_id: i64) -> String {
        format!("/g/{}{}", self.web.ids.game(game_id), query(self.lang, &[]))
    }
}

/// `text` as a query value.
pub(super) fn percent(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => {
                (b as char).to_string()
            }
            b => format!("%{b:02X}"),
        })
        .collect()
}

/// A query string with the page's language, so links keep it.
pub(super) fn query(lang: Lang, pairs: &[(&str, String)]) -> String {
    let mut q = String::from("?");
    for (k, v) in pairs {
        q.push_str(&format!("{k}={v}&"));
    }
    q.push_str("lang=");
    q.push_str(lang.code());
    q
}

/// The frame of every page. `og_image`: an absolute picture URL for link previews.
fn layout(
    lang: Lang,
    title: &str,
    switch: impl Fn(Lang) -> String,
    og_image: Option<String>,
    script: bool,
    body: Markup,
) -> Markup {
    frame(lang, title, switch, og_image, script, None, body)
}

/// The frame of a page that is a game screen: its `main` fills the window under the header
/// (style.css's `.game`), and the Activity, which shows that `main`, takes its class.
fn screen_layout(lang: Lang, title: &str, switch: impl Fn(Lang) -> String, body: Markup) -> Markup {
    frame(lang, title, switch, None, false, Some("game"), body)
}

fn frame(
    lang: Lang,
    title: &str,
    switch: impl Fn(Lang) -> String,
    og_image: Option<String>,
    script: bool,
    class: Option<&str>,
    body: Markup,
) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                link rel="stylesheet" href="/assets/style.css";
                meta property="og:title" content=(title);
                meta property="og:site_name" content="boardbot";
                @if let Some(image) = og_image {
                    meta property="og:image" content=(image);
                    meta name="twitter:card" content="summary_large_image";
                }
                @if script {
                    script src="/assets/game.js" defer {}
                }
            }
            body class=[class] {
                header {
                    span.brand { "boardbot" }
                    nav aria-label=(tr(lang, "web-language")) {
                        ul.langs {
                            @for l in Lang::ALL {
                                li {
                                    @if *l == lang {
                                        a href=(switch(*l)) aria-current="true" { (language_name(*l)) }
                                    } @else {
                                        a href=(switch(*l)) hreflang=(l.code()) lang=(l.code()) { (language_name(*l)) }
                                    }
                                }
                            }
                        }
                    }
                }
                main id="main" class=[class] { (body) }
                footer {
                    a href=(format!("/privacy{}", query(lang, &[]))) { (tr(lang, "web-privacy-link")) }
                }
            }
        }
    }
}

fn language_name(lang: Lang) -> &'static str {
    match lang {
        Lang::EnUs => "English",
        Lang::De => "Deutsch",
        Lang::EsEs => "Español",
    }
}

/// A person's name in markup: isolated from the text around it, so that right-to-left letters
/// or an unclosed direction override in it cannot reorder the rest of the line.
fn name(name: &str) -> Markup {
    html! { bdi { (name) } }
}

/// A person's name inside a translated sentence or a title (where no markup goes), between
/// Unicode's first-strong isolate and its closing mark: what `<bdi>` does, as text.
fn isolated(name: &str) -> String {
    format!("\u{2068}{name}\u{2069}")
}

/// The 404, 429 and 503 pages.
pub(super) fn failure(lang: Lang, status: StatusCode) -> Markup {
    let (title, body) = match status {
        StatusCode::NOT_FOUND => ("web-not-found-title", "web-not-found"),
        StatusCode::TOO_MANY_REQUESTS => ("web-too-many-title", "web-too-many"),
        StatusCode::BAD_REQUEST => ("web-sign-in-failed-title", "web-sign-in-failed"),
        StatusCode::FORBIDDEN => ("web-forbidden-title", "web-forbidden"),
        StatusCode::PAYLOAD_TOO_LARGE => ("web-too-large-title", "web-too-large"),
        StatusCode::REQUEST_TIMEOUT => ("web-body-timeout-title", "web-body-timeout"),
        _ => ("web-unavailable-title", "web-unavailable"),
    };
    let title = tr(lang, title);
    layout(
        lang,
        &title,
        |l| query(l, &[]),
        None,
        false,
        html! {
            h1 { (title) }
            p { (tr(lang, body)) }
        },
    )
}

/// The 404 of a game's address to someone not signed in, where signing in is possible: a
/// game in a DM, a group DM or a server without public pages is its players' alone, so the
/// page offers them the way in (`back`: this address). It says nothing of whether the game
/// exists.
pub(super) fn not_found_sign_in(lang: Lang, back: &str) -> Markup {
    let title = tr(lang, "web-not-found-title");
    layout(
        lang,
        &title,
        |l| query(l, &[]),
        None,
        false,
        html! {
            h1 { (title) }
            p { (tr(lang, "web-not-found")) }
            p { (tr(lang, "web-not-found-players")) }
            p.session { a href=(format!("/login?back={}", percent(back))) { (tr(lang, "web-log-in")) } }
        },
    )
}

/// The Discord Activity's page: its script signs in and shows the channel's game in `main`.
/// Its addresses are relative: framed by Discord, the page is the Activity's `/`, which
/// Discord's proxy maps to this site's `/activity/`.
/// `sdk_mock`: outside Discord's frame the script runs under the SDK's mock (the operator's
/// local testing), else it refuses to run there.
pub(super) fn activity(lang: Lang, client_id: &str, sdk_mock: bool) -> Markup {
    let title = tr(lang, "web-activity-title");
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                link rel="stylesheet" href="assets/style.css";
                script src="app.js" defer {}
            }
            body {
                main #activity data-client-id=(client_id) data-lang=(lang.code())
                    data-failed=(tr(lang, "web-activity-failed"))
                    data-outside=(tr(lang, "web-activity-outside-discord"))
                    data-sdk-mock=[sdk_mock.then_some("on")] {
                    h1 { (title) }
                    p #activity-status role="status" { (tr(lang, "web-activity-loading")) }
                    noscript { p { (tr(lang, "web-activity-noscript")) } }
                }
            }
        }
    }
}

/// The Activity's 503: enabled, but its script was not built (or its sign-in not configured).
pub(super) fn activity_missing(lang: Lang) -> Markup {
    let title = tr(lang, "web-activity-missing-title");
    layout(
        lang,
        &title,
        |l| query(l, &[]),
        None,
        false,
        html! {
            h1 { (title) }
            p { (tr(lang, "web-activity-missing")) }
        },
    )
}

/// What the bot keeps about people, why, for how long, and how to take it or erase it.
pub(super) fn privacy(lang: Lang) -> Markup {
    let title = tr(lang, "web-privacy-title");
    layout(
        lang,
        &title,
        |l| format!("/privacy{}", query(l, &[])),
        None,
        false,
        html! {
            h1 { (title) }
            @for (heading, text) in [
                ("web-privacy-what-heading", "web-privacy-what"),
                ("web-privacy-why-heading", "web-privacy-why"),
                ("web-privacy-how-long-heading", "web-privacy-how-long"),
                ("web-privacy-yours-heading", "web-privacy-yours"),
                ("web-privacy-pages-heading", "web-privacy-pages"),
            ] {
                h2 { (tr(lang, heading)) }
                p { (tr(lang, text)) }
            }
        },
    )
}

/// Whose leaderboard a page shows.
#[derive(Clone, Copy)]
pub(super) enum Pool<'a> {
    /// A server that opted in: `server` is its id as the pages write it.
    Server { guild_id: u64, server: &'a str },
    /// The boardbot-wide pool (games outside servers): names and ratings, no player pages.
    Everywhere,
}

pub(super) fn leaderboard(site: &Site, pool: Pool<'_>, board: &PublicLeaderboard) -> Markup {
    let lang = site.lang;
    let game = board.kind.display_name();
    let title = match (&board.season, pool) {
        (Some(season), _) => site.text(
            Text::new("web-season-title")
                .arg("game", game)
                .arg("season", season_name(season)),
        ),
        (None, Pool::Server { .. }) => {
            site.text(Text::new("web-leaderboard-title").arg("game", game))
        }
        (None, Pool::Everywhere) => site.text(Text::new("web-everywhere-title").arg("game", game)),
    };
    let shown_season = board.season.as_ref().map(|s| s.number);
    let season_link = |kind: GameKind, page: usize, season: Option<i64>, lang: Lang| {
        let mut pairs = vec![("game", kind.id().to_string())];
        if page > 0 {
            pairs.push(("page", page.to_string()));
        }
        if let Some(number) = season {
            pairs.push(("season", number.to_string()));
        }
        match pool {
            Pool::Server { server, .. } => format!("/s/{server}{}", query(lang, &pairs)),
            Pool::Everywhere => format!("/everywhere{}", query(lang, &pairs)),
        }
    };
    let link =
        |kind: GameKind, page: usize, lang: Lang| season_link(kind, page, shown_season, lang);
    let body = html! {
        h1 { (title) }
        @if let Pool::Server { server, .. } = pool {
            p { a href=(format!("/s/{server}/live{}", query(lang, &[]))) { (site.t("web-live-link")) } }
        } @else {
            p { (site.t("web-everywhere-about")) }
        }
        nav aria-label=(site.t("web-games")) {
            ul.tabs {
                @for kind in leaderboard_tabs(board.kind) {
                    li {
                        @if kind == board.kind {
                            a href=(link(kind, 0, lang)) aria-current="page" { (kind.display_name()) }
                        } @else {
                            a href=(link(kind, 0, lang)) { (kind.display_name()) }
                        }
                    }
                }
            }
        }
        @if !board.seasons.is_empty() {
            nav aria-label=(site.t("web-seasons")) {
                ul.tabs {
                    li {
                        @if shown_season.is_none() {
                            a href=(season_link(board.kind, 0, None, lang)) aria-current="page" { (site.t("web-all-time")) }
                        } @else {
                            a href=(season_link(board.kind, 0, None, lang)) { (site.t("web-all-time")) }
                        }
                    }
                    @for season in &board.seasons {
                        li {
                            @let label = site.text(season_name(season));
                            @let href = season_link(board.kind, 0, Some(season.number), lang);
                            @if shown_season == Some(season.number) {
                                a href=(href) aria-current="page" title=(season_dates(season)) { (label) }
                            } @else {
                                a href=(href) title=(season_dates(season)) { (label) }
                            }
                        }
                    }
                }
            }
        }
        @if let Some(season) = &board.season {
            p { (season_dates(season)) }
            @if let Some(champion) = &board.champion {
                p.champion { "🏆 " (site.text(Text::new("web-season-champion").arg("name", isolated(&champion.name)).arg("rating", format!("{:.0}", champion.rating)))) }
            }
        }
        @if board.rows.is_empty() {
            p { (site.text(Text::new("web-leaderboard-empty").arg("game", game))) }
        } @else {
            table.leaderboard {
                caption { (site.text(Text::new("web-leaderboard-caption").arg("game", game).arg("page", board.page + 1))) }
                thead {
                    tr {
                        th scope="col" { (site.t("web-rank")) }
                        th scope="col" { (site.t("web-player")) }
                        th scope="col" { (site.t("web-rating")) }
                        th scope="col" { (site.t("web-wins")) }
                        th scope="col" { (site.t("web-losses")) }
                        th scope="col" { (site.t("web-draws")) }
                        th scope="col" { (site.t("web-games-played")) }
                    }
                }
                tbody {
                    @for (i, row) in board.rows.iter().enumerate() {
                        tr {
                            td.num { (board.first_place + i) }
                            @if let Pool::Server { guild_id, server } = pool {
                                th scope="row" { a href=(site.player_path(guild_id, server, row.user_id)) { (name(&row.name)) } }
                            } @else {
                                th scope="row" { (name(&row.name)) }
                            }
                            td.num { (format!("{:.0}", row.rating)) " ± " (format!("{:.0}", row.deviation)) }
                            td.num { (row.wins) }
                            td.num { (row.losses) }
                            td.num { (row.draws) }
                            td.num { (row.wins + row.losses + row.draws) }
                        }
                    }
                }
            }
        }
        @if board.page > 0 || board.has_next {
            nav.pager aria-label=(site.t("web-pages")) {
                @if board.page > 0 {
                    a rel="prev" href=(link(board.kind, board.page - 1, lang)) { (site.t("web-previous")) }
                }
                @if board.has_next {
                    a rel="next" href=(link(board.kind, board.page + 1, lang)) { (site.t("web-next")) }
                }
            }
        }
    };
    layout(
        lang,
        &title,
        |l| link(board.kind, board.page, l),
        None,
        false,
        body,
    )
}

/// The games a leaderboard's tabs name: the native games, and the designed game shown (its
/// tab is there while it is read; which designed games a server plays is Discord's to say).
fn leaderboard_tabs(shown: GameKind) -> Vec<GameKind> {
    let mut tabs = GameKind::ALL.to_vec();
    if !tabs.contains(&shown) {
        tabs.push(shown);
    }
    tabs
}

/// A season's first and last day ("2026-11-01 – 2026-11-30").
fn season_dates(season: &SeasonRecord) -> String {
    format!("{} – {}", date(season.starts_at), date(season.ends_at - 1))
}

/// `YYYY-MM-DD` (UTC) of a unix time in milliseconds.
fn date(ms: i64) -> String {
    crate::host::iso_date(ms)
}

/// A player's page: their rating per game with its history, and their latest games.
pub(super) fn player(site: &Site, server: &str, player_id: &str, player: &PublicPlayer) -> Markup {
    let lang = site.lang;
    let title = site.text(Text::new("web-player-title").arg("name", isolated(&player.name)));
    let here = |l: Lang| format!("/s/{server}/p/{player_id}{}", query(l, &[]));
    let board = |kind: GameKind| {
        format!(
            "/s/{server}{}",
            query(lang, &[("game", kind.id().to_string())])
        )
    };
    let body = html! {
        h1 { (title) }
        section aria-labelledby="ratings-heading" {
            h2 #ratings-heading { (site.t("web-player-ratings")) }
            @if player.ratings.is_empty() {
                p { (site.t("web-player-no-ratings")) }
            }
            @for rating in &player.ratings {
                @let view = &rating.view;
                @let game = view.kind.display_name();
                section.rating aria-labelledby=(format!("rating-{}", view.kind.id())) {
                    h3 id=(format!("rating-{}", view.kind.id())) { a href=(board(view.kind)) { (game) } }
                    dl.figures {
                        dt { (site.t("web-rating")) }
                        dd { (format!("{:.0}", view.rating)) " ± " (format!("{:.0}", view.deviation)) }
                        @if let Some(rank) = view.rank {
                            dt { (site.t("web-rank")) }
                            dd { (site.text(Text::new("web-player-rank").arg("place", rank.place).arg("players", rank.of))) }
                        }
                        dt { (site.t("web-player-record")) }
                        dd { (site.text(Text::new("web-player-wld").arg("wins", view.wins).arg("losses", view.losses).arg("draws", view.draws))) }
                    }
                    (rating_chart(site, game, &rating.history))
                }
            }
        }
        @if !player.titles.is_empty() {
            section aria-labelledby="titles-heading" {
                h2 #titles-heading { (site.t("web-player-titles")) }
                ul {
                    @for (title, ended) in &player.titles {
                        li { "🏆 " (site.text(Text::new("web-player-title-line").arg("number", title.season).arg("game", title.kind.display_name()).arg("date", date(*ended - 1)))) }
                    }
                }
            }
        }
        @if !player.progress.achievements.is_empty() || player.progress.streaks.games > 0 {
            section aria-labelledby="achievements-heading" {
                h2 #achievements-heading { (site.t("web-player-achievements")) }
                @let streaks = &player.progress.streaks;
                p { (site.text(Text::new("stats-streaks").arg("wins", streaks.win_streak).arg("best_wins", streaks.best_win_streak).arg("days", streaks.day_streak).arg("best_days", streaks.best_day_streak))) }
                ul {
                    @for (achievement, at) in &player.progress.achievements {
                        li { "🏅 " (site.text(achievement.text())) " (" (date(*at)) ")" }
                    }
                }
            }
        }
        section aria-labelledby="recent-heading" {
            h2 #recent-heading { (site.t("web-player-recent")) }
            @if player.recent.is_empty() {
                p { (site.t("web-player-no-games")) }
            } @else {
                table.leaderboard {
                    thead {
                        tr {
                            th scope="col" { (site.t("web-game-column")) }
                            th scope="col" { (site.t("web-opponent")) }
                            th scope="col" { (site.t("web-result")) }
                            th scope="col" { (site.t("web-date")) }
                        }
                    }
                    tbody {
                        @for row in &player.recent {
                            tr {
                                th scope="row" { a href=(site.game_path(row.game_id)) { (row.kind.display_name()) " #" (row.game_id) } }
                                td { (opponent(site, row)) }
                                td { (site.t(verdict_id(row.verdict))) " " (site.text(row.how.clone())) (rating_change(row)) }
                                td { (date(row.ended_at)) }
                            }
                        }
                    }
                }
            }
        }
        p { a href=(format!("/s/{server}{}", query(lang, &[]))) { (site.t("web-back-to-leaderboard")) } }
    };
    layout(lang, &title, here, None, false, body)
}

fn opponent(site: &Site, row: &HistoryRow) -> Markup {
    if row.against_ai {
        html! { (site.text(Text::new("history-ai-opponent").arg("name", isolated(&row.opponent_name)))) }
    } else {
        name(&row.opponent_name)
    }
}

fn verdict_id(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Won => "history-won",
        Verdict::Lost => "history-lost",
        Verdict::Drew => "history-drew",
    }
}

fn rating_change(row: &HistoryRow) -> String {
    row.rating_change
        .map(|c| format!(" ({c:+.0})"))
        .unwrap_or_default()
}

/// Size of a rating chart, in SVG units.
const CHART_WIDTH: f64 = 600.0;
const CHART_HEIGHT: f64 = 180.0;
const CHART_MARGIN: f64 = 40.0;

/// A rating history as an inline SVG line, one point per rated game (evenly spaced: a game is
/// a step), each with its rating and date as a tooltip; a sentence when there is none.
fn rating_chart(site: &Site, game: &str, history: &[RatingPoint]) -> Markup {
    let (Some(first), Some(last)) = (history.first(), history.last()) else {
        return html! { p.hint { (site.t("web-player-no-history")) } };
    };
    let label = site.text(
        Text::new("web-player-chart")
            .arg("game", game)
            .arg("games", history.len())
            .arg("first", format!("{:.0}", first.rating))
            .arg("last", format!("{:.0}", last.rating))
            .arg("from", date(first.at))
            .arg("to", date(last.at)),
    );
    let low = history
        .iter()
        .map(|p| p.rating)
        .fold(f64::INFINITY, f64::min);
    let high = history
        .iter()
        .map(|p| p.rating)
        .fold(f64::NEG_INFINITY, f64::max);
    // At least 100 points of rating tall, so that small changes do not look like cliffs.
    let middle = (low + high) / 2.0;
    let half = ((high - low) / 2.0).max(50.0);
    let (low, high) = (middle - half, middle + half);
    let plot_width = CHART_WIDTH - 2.0 * CHART_MARGIN;
    let plot_height = CHART_HEIGHT - CHART_MARGIN;
    let x = |i: usize| {
        if history.len() == 1 {
            CHART_MARGIN + plot_width / 2.0
        } else {
            CHART_MARGIN + plot_width * i as f64 / (history.len() - 1) as f64
        }
    };
    let y = |rating: f64| CHART_MARGIN / 2.0 + plot_height * (high - rating) / (high - low);
    let line = history
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.rating)))
        .collect::<Vec<_>>()
        .join(" ");
    html! {
        figure.chart {
            svg viewBox=(format!("0 0 {CHART_WIDTH} {CHART_HEIGHT}")) role="img" aria-label=(label) {
                line.axis x1=(CHART_MARGIN) y1=(y(high)) x2=(CHART_MARGIN) y2=(y(low)) {}
                line.axis x1=(CHART_MARGIN) y1=(y(low)) x2=(CHART_WIDTH - CHART_MARGIN) y2=(y(low)) {}
                text.tick x=(CHART_MARGIN - 4.0) y=(y(high) + 4.0) text-anchor="end" { (format!("{high:.0}")) }
                text.tick x=(CHART_MARGIN - 4.0) y=(y(low)) text-anchor="end" { (format!("{low:.0}")) }
                polyline.rating points=(line) {}
                @for (i, p) in history.iter().enumerate() {
                    circle.point cx=(format!("{:.1}", x(i))) cy=(format!("{:.1}", y(p.rating))) r="3" {
                        title { (format!("{:.0}", p.rating)) " · " (date(p.at)) }
                    }
                }
            }
            figcaption { (label) }
        }
    }
}

/// Points as players write them: 2½, ½, 3.
fn points(value: f64) -> String {
    let whole = value.trunc();
    let half = (value - whole - 0.5).abs() < 1e-9;
    match (whole as i64, half) {
        (0, true) => "½".to_string(),
        (w, true) => format!("{w}½"),
        (w, false) if (value - whole).abs() < 1e-9 => w.to_string(),
        _ => format!("{value:.2}"),
    }
}

/// A tie-break figure: whole, or with one decimal.
fn figure(value: f64) -> String {
    // Never "-0".
    let value = value + 0.0;
    if (value - value.round()).abs() < 1e-9 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    }
}

fn result_text(site: &Site, game: &RoundGame) -> String {
    match game.outcome {
        None => site.t("tournament-result-playing"),
        Some(GameOutcome::Win(seat)) if seat.index() == 0 => "1–0".to_string(),
        Some(GameOutcome::Win(_)) => "0–1".to_string(),
        Some(GameOutcome::Draw) => "½–½".to_string(),
        Some(GameOutcome::Void) => site.t("tournament-result-void"),
    }
}

/// A tournament's page: what it is, the standings with every tie-break, and each round's games
/// with links to the finished ones.
pub(super) fn tournament(site: &Site, signed: &str, page: &PublicTournament) -> Markup {
    let lang = site.lang;
    let view = &page.standings;
    let t = &view.tournament;
    let title = site.text(
        Text::new("web-tournament-title")
            .arg("number", t.record.id)
            .arg("game", t.record.kind.display_name()),
    );
    let tie_breaks = !matches!(t.record.format, Format::Arena { .. });
    let state = match t.record.status {
        TournamentStatus::SignUp => site.t("web-tournament-signup"),
        TournamentStatus::Running => site.t("web-tournament-running"),
        TournamentStatus::Finished => site.t("tournament-finished-state"),
        TournamentStatus::Cancelled => site.t("tournament-cancelled-state"),
    };
    let body = html! {
        h1 { (title) }
        p { (site.text(format_text(t.record.format))) " · " (site.text(t.time_text())) " · " (state) }
        h2 { (site.t("web-tournament-standings")) }
        @if view.rows.is_empty() {
            p { (site.t("tournament-no-players-yet")) }
        } @else {
            table.leaderboard {
                thead {
                    tr {
                        th scope="col" { (site.t("web-rank")) }
                        th scope="col" { (site.t("web-player")) }
                        th scope="col" { (site.t("web-tournament-points")) }
                        @if tie_breaks {
                            th scope="col" { (site.t("web-tournament-buchholz")) }
                            th scope="col" { (site.t("web-tournament-sonneborn-berger")) }
                            th scope="col" { (site.t("web-tournament-direct")) }
                        }
                        th scope="col" { (site.t("web-rating")) }
                        th scope="col" { (site.t("web-games")) }
                    }
                }
                tbody {
                    @for (row, name) in &view.rows {
                        tr {
                            td.num { (row.rank) }
                            th scope="row" {
                                (self::name(name))
                                @if row.on_fire { " 🔥" }
                                @if !row.active { " (" (site.t("web-tournament-withdrawn")) ")" }
                            }
                            td.num { (points(row.points)) }
                            @if tie_breaks {
                                td.num { (figure(row.buchholz_cut1)) }
                                td.num { (figure(row.sonneborn_berger)) }
                                td.num { (figure(row.direct_encounter)) }
                            }
                            td.num { (format!("{:.0}", row.rating)) }
                            td.num { (row.games) }
                        }
                    }
                }
            }
        }
        @for round in &page.rounds {
            h2 {
                @if tie_breaks {
                    (site.text(Text::new("web-tournament-round").arg("round", round.round)))
                } @else {
                    (site.t("web-tournament-games"))
                }
            }
            ul.round {
                @for game in &round.games {
                    li {
                        (name(&game.names[0])) " – " (name(&game.names[1])) ": "
                        @match (game.game_id, game.outcome) {
                            (Some(id), Some(GameOutcome::Win(_) | GameOutcome::Draw)) => {
                                a href=(site.game_path(id)) { (result_text(site, game)) }
                            }
                            _ => { (result_text(site, game)) }
                        }
                        @if let Some(reason) = &game.adjust_reason {
                            " (" (reason) ")"
                        }
                    }
                }
                @if let Some(bye) = &round.bye {
                    li { (site.text(Text::new("tournament-bye").arg("name", isolated(bye)))) }
                }
            }
        }
    };
    layout(
        lang,
        &title,
        |l| format!("/t/{signed}{}", query(l, &[])),
        None,
        false,
        body,
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn points_are_written_with_halves() {
        assert_eq!(super::points(0.5), "½");
        assert_eq!(super::points(2.5), "2½");
        assert_eq!(super::points(3.0), "3");
        assert_eq!(super::figure(7.25), "7.2");
        assert_eq!(super::figure(6.0), "6");
        assert_eq!(super::figure(-0.0), "0");
    }

    #[test]
    fn dates() {
        assert_eq!(super::date(0), "1970-01-01");
        assert_eq!(super::date(1_764_028_800_000), "2025-11-25");
        assert_eq!(super::date(951_782_400_000), "2000-02-29");
    }
}
