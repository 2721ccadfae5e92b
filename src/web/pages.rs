//! The pages as HTML (maud: checked when compiled, every value escaped).

use axum::http::StatusCode;
use maud::{html, Markup, DOCTYPE};

use super::Web;
use crate::games::GameKind;
use crate::host::{PublicGame, PublicLeaderboard};
use crate::i18n::{tr, Lang, Text};

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
}

/// A query string with the page's language, so links keep it.
fn query(lang: Lang, pairs: &[(&str, String)]) -> String {
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
            body {
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
                main id="main" { (body) }
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

/// The 404 and 503 pages.
pub(super) fn failure(lang: Lang, status: StatusCode) -> Markup {
    let (title, body) = if status == StatusCode::NOT_FOUND {
        ("web-not-found-title", "web-not-found")
    } else {
        ("web-unavailable-title", "web-unavailable")
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

pub(super) fn leaderboard(site: &Site, server: &str, board: &PublicLeaderboard) -> Markup {
    let lang = site.lang;
    let game = board.kind.display_name();
    let title = site.text(Text::new("web-leaderboard-title").arg("game", game));
    let link = |kind: GameKind, page: usize, lang: Lang| {
        let mut pairs = vec![("game", kind.id().to_string())];
        if page > 0 {
            pairs.push(("page", page.to_string()));
        }
        format!("/s/{server}{}", query(lang, &pairs))
    };
    let body = html! {
        h1 { (title) }
        nav aria-label=(site.t("web-games")) {
            ul.tabs {
                @for kind in GameKind::ALL {
                    li {
                        @if *kind == board.kind {
                            a href=(link(*kind, 0, lang)) aria-current="page" { (kind.display_name()) }
                        } @else {
                            a href=(link(*kind, 0, lang)) { (kind.display_name()) }
                        }
                    }
                }
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
                            th scope="row" { (row.name) }
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

/// `YYYY-MM-DD` (UTC) of a unix time in milliseconds.
fn date(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

pub(super) fn game(site: &Site, signed: &str, game: &PublicGame, ply: usize) -> Markup {
    let lang = site.lang;
    let record = &game.record;
    let plies = game.plies.len();
    let kind = record.kind.display_name();
    let seats = record.kind.seat_names();
    let title = site.text(
        Text::new("web-game-title")
            .arg("game", kind)
            .arg("number", record.id)
            .arg("first", &record.names[0])
            .arg("second", &record.names[1]),
    );
    let at =
        |n: usize, lang: Lang| format!("/g/{signed}{}", query(lang, &[("ply", n.to_string())]));
    let image = |n: usize| format!("/g/{signed}/ply/{n}.png{}", query(lang, &[]));
    let caption = |n: usize| {
        if n == plies {
            game.status.clone()
        } else if n == 0 {
            site.text(Text::new("picture-replay-status").arg("plies", plies))
        } else {
            site.text(
                Text::new("picture-replay-ply")
                    .arg("ply", n)
                    .arg("plies", plies)
                    .arg("move", game.plies[n - 1].notation.as_str()),
            )
        }
    };
    let alt = |n: usize| {
        site.text(
            Text::new("web-board-alt")
                .arg("game", kind)
                .arg("ply", n)
                .arg("plies", plies),
        ) + " — "
            + &caption(n)
    };
    let og_image = site
        .web
        .public_url
        .as_ref()
        .map(|base| format!("{base}/g/{signed}/ply/{plies}.png{}", query(lang, &[])));
    let files = format!("/g/{signed}");
    let body = html! {
        h1 { (title) }
        p.result { strong { (game.status) } " (" (site.text(game.how.clone())) ")" }
        p.meta {
            (site.text(Text::new("web-game-meta")
                .arg("date", date(record.updated_at))
                .arg("plies", plies)))
            " · "
            @if record.rated { (site.t("web-rated")) } @else { (site.t("web-casual")) }
        }
        ul.players {
            @for (i, name) in record.names.iter().enumerate() {
                li { (seats[i]) ": " strong { (name) } }
            }
        }
        div #game data-plies=(plies) data-ply=(ply) data-image=(format!("/g/{signed}/ply/")) data-lang=(lang.code())
            data-caption=(caption(0)) data-alt=(alt(0)) {
            figure.board {
                img #board src=(image(ply)) alt=(alt(ply)) width="600";
                figcaption #caption aria-live="polite" { (caption(ply)) }
            }
            nav.stepper aria-label=(site.t("web-stepper")) {
                a #first href=(at(0, lang)) { (site.t("web-first")) }
                a #back href=(at(ply.saturating_sub(1), lang)) rel="prev" { "◀ " (site.t("web-back")) }
                a #forward href=(at((ply + 1).min(plies), lang)) rel="next" { (site.t("web-forward")) " ▶" }
                a #last href=(at(plies, lang)) { (site.t("web-last")) }
            }
            p.hint { (site.t("web-keys-hint")) }
            section aria-labelledby="moves-heading" {
                h2 #moves-heading { (site.t("web-moves")) }
                ol.moves {
                    @for p in &game.plies {
                        li {
                            @if p.ply == ply {
                                a.move href=(at(p.ply, lang)) data-ply=(p.ply) data-caption=(caption(p.ply)) data-alt=(alt(p.ply)) aria-current="step" {
                                    span.seat { (seats[p.seat.index()]) } " " (p.notation)
                                }
                            } @else {
                                a.move href=(at(p.ply, lang)) data-ply=(p.ply) data-caption=(caption(p.ply)) data-alt=(alt(p.ply)) {
                                    span.seat { (seats[p.seat.index()]) } " " (p.notation)
                                }
                            }
                        }
                    }
                }
            }
        }
        section aria-labelledby="downloads-heading" {
            h2 #downloads-heading { (site.t("web-downloads")) }
            ul.downloads {
                li { a href=(format!("{files}/replay.gif{}", query(lang, &[]))) { (site.t("web-download-gif")) } }
                li { a href=(format!("{files}/moves.txt{}", query(lang, &[]))) download=(game.move_file.name) { (site.t("web-download-moves")) } }
                @for (i, page) in game.page_files.iter().enumerate() {
                    li { a href=(format!("{files}/page/{i}.txt")) download=(page.name) { (site.text(Text::new("web-download-page").arg("seat", seats[i]))) } }
                }
            }
            p { (site.t("web-referee")) }
            pre { code { (game.referee_command) } }
        }
    };
    layout(lang, &title, |l| at(ply, l), og_image, true, body)
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates() {
        assert_eq!(super::date(0), "1970-01-01");
        assert_eq!(super::date(1_764_028_800_000), "2025-11-25");
        assert_eq!(super::date(951_782_400_000), "2000-02-29");
    }
}
