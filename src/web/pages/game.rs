//! A finished game's page: the board at any ply, stepped through by links (and the keys, with
//! `assets/game.js`), its moves with the analysis's marks, and its files to download.

use maud::{html, Markup};

use super::{date, isolated, layout, name, query, Site};
use crate::ai::analysis::Class;
use crate::host::{MoveMark, PublicGame};
use crate::i18n::{Lang, Text};

pub(in crate::web) fn game(site: &Site, signed: &str, game: &PublicGame, ply: usize) -> Markup {
    let lang = site.lang;
    let record = &game.record;
    let plies = game.plies.len();
    let kind = record.kind.display_name();
    let seats = record.kind.seat_names();
    let title = site.text(
        Text::new("web-game-title")
            .arg("game", kind)
            .arg("number", record.id)
            .arg("first", isolated(&record.names[0]))
            .arg("second", isolated(&record.names[1])),
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
    // The board in words, as the bot's pictures carry it.
    let alt = |n: usize| game.alt_texts.get(n).cloned().unwrap_or_default();
    let og_image = site
        .web
        .public_url
        .as_ref()
        .map(|base| format!("{base}/g/{signed}/ply/{plies}.png{}", query(lang, &[])));
    let files = format!("/g/{signed}");
    let marks = game.analysis.as_deref().unwrap_or_default();
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
                li { (seats[i]) ": " strong { (self::name(name)) } }
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
                            @if let Some(mark) = marks.iter().find(|m| m.ply == p.ply) {
                                " " (move_mark(site, mark))
                            }
                        }
                    }
                }
            }
        }
        @if game.analysis.is_some() {
            section aria-labelledby="analysis-heading" {
                h2 #analysis-heading { (site.t("web-analysis")) }
                img.chart src=(format!("{files}/analysis.png{}", query(lang, &[]))) alt=(site.t("web-analysis-alt")) width="800";
                p { (site.t("web-analysis-legend")) }
                ul.legend {
                    @for class in [Class::Inaccuracy, Class::Mistake, Class::Blunder] {
                        li { span class=(format!("mark {}", class.name())) { (mark_symbol(class)) } " " (site.t(class_id(class))) }
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

/// The chess sign of a move's class.
fn mark_symbol(class: Class) -> &'static str {
    match class {
        Class::Inaccuracy => "?!",
        Class::Mistake => "?",
        Class::Blunder => "??",
    }
}

fn class_id(class: Class) -> &'static str {
    match class {
        Class::Inaccuracy => "web-inaccuracy",
        Class::Mistake => "web-mistake",
        Class::Blunder => "web-blunder",
    }
}

/// A classified move's sign, its class and the AI's move spelled out for screen readers and
/// as a tooltip.
fn move_mark(site: &Site, mark: &MoveMark) -> Markup {
    let class = site.t(class_id(mark.class));
    let said = match &mark.best {
        Some(best) => site.text(
            Text::new("web-mark-best")
                .arg("class", class.as_str())
                .arg("best", best.as_str()),
        ),
        None => class,
    };
    html! {
        abbr class=(format!("mark {}", mark.class.name())) title=(said) aria-label=(said) { (mark_symbol(mark.class)) }
    }
}
