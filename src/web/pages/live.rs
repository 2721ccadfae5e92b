//! A game in progress, watched live, laid out as a game screen: the board as large as the
//! screen allows, each player's card (name, seat, score, clock, whether it is their turn),
//! the status and the last move in view at once; the move list, the typed move box and a
//! player's own page are drawers (`<details>`, so they open without scripts too). In
//! landscape the cards sit beside the board, in portrait above and below it (style.css).
//! The script (`assets/live.js`) follows the game's stream and updates all of it; without it
//! the page is the board as it was when loaded. The Discord Activity shows this page's
//! `<main>` inside its own.

use maud::{html, Markup};

use super::{isolated, layout, name, percent, query, Site};
use crate::games::clock::format_clock;
use crate::games::Seat;
use crate::host::{PublicLiveBoard, PublicLiveGames};
use crate::i18n::Text;

/// Who reads a live page, signed in.
pub(in crate::web) struct Viewer {
    pub(in crate::web) name: String,
    /// They play in the game and have a page of their own to see.
    pub(in crate::web) own_page: bool,
    /// They hold a seat (not a channel team's): the page offers them a move box.
    pub(in crate::web) plays: bool,
    /// Their moves now (none off their turn).
    pub(in crate::web) moves: Vec<String>,
    /// The seat they hold, if any: the screen puts it nearest to them (below the board).
    pub(in crate::web) seat: Option<Seat>,
    /// Their own queued conditional moves, each line's moves still to come.
    pub(in crate::web) conditional_lines: Vec<Vec<String>>,
}

/// Time left on `seat`'s clock at `now`, or on the turn in progress for its mover in a game
/// without clocks; `None` for a seat with nothing to show.
fn time_left(board: &PublicLiveBoard, seat: Seat, now: i64) -> Option<i64> {
    let running = board.to_move == Some(seat);
    match &board.clock {
        Some(clock) => {
            Some(clock.left_ms[seat.index()] - if running { now - clock.since } else { 0 })
        }
        None => board.deadline.filter(|_| running).map(|until| until - now),
    }
}

/// Time left as players of a game of days read it: `2 d 23 h` from a day on (the units in
/// the reader's language, as `live.js` writes them too), else the clock's `h:mm:ss`.
fn format_left(day_unit: &str, hour_unit: &str, ms: i64) -> String {
    const HOUR: i64 = 3_600_000;
    if ms < 24 * HOUR {
        return format_clock(ms);
    }
    let hours = ms / HOUR;
    format!("{} {day_unit} {} {hour_unit}", hours / 24, hours % 24)
}

/// `YYYY-MM-DD HH:MM UTC` of a unix time in milliseconds.
fn utc_minute(ms: i64) -> String {
    let minutes = ms.div_euclid(60_000).rem_euclid(24 * 60);
    format!(
        "{} {:02}:{:02} UTC",
        crate::host::iso_date(ms),
        minutes / 60,
        minutes % 60
    )
}

/// One player's card: who, which seat, their points, their clock, and whether it is their
/// turn (shown, and said by the status line, which is the live region).
fn player_card(site: &Site, board: &PublicLiveBoard, seat: Seat, place: &str, now: i64) -> Markup {
    let i = seat.index();
    let seats = board.kind.seat_names();
    let to_move = board.to_move == Some(seat);
    let left = time_left(board, seat, now);
    let (clock_label, left_at_start) = match &board.clock {
        Some(clock) => (site.t("web-live-clock"), Some(clock.left_ms[i])),
        None => (site.t("web-live-turn-clock"), None),
    };
    let class = format!("player {place}{}", if to_move { " to-move" } else { "" });
    html! {
        div #(format!("player-{i}")) class=(class) data-seat=(i) {
            span.who {
                span.name { (name(&board.names[i])) }
                " "
                span.seat { "(" (seats[i]) ")" }
                " "
                span.turn-badge hidden[!to_move] { (site.t("web-live-to-move")) }
            }
            @if let Some(scores) = board.scores {
                span.score {
                    span.label { (site.t("web-live-score")) }
                    " "
                    span.value #(format!("score-{i}")) { (scores[i]) }
                }
            }
            span.clock #(format!("clock-{i}")) data-left=[left_at_start] hidden[left.is_none()] {
                span.label { (clock_label) }
                " "
                span.time {
                    (left.map(|ms| format_left(&site.t("web-live-unit-day"), &site.t("web-live-unit-hour"), ms)).unwrap_or_default())
                }
            }
            @if let Some(until) = board.away_until[i] {
                span.vacation { (site.text(Text::new("web-live-on-vacation").arg("until", utc_minute(until)))) }
            }
        }
    }
}

/// The live page of `board`, its picture at `picture`; `sign_in`: the site offers "Log in
/// with Discord" to a reader who is not signed in.
pub(in crate::web) fn live_game(
    site: &Site,
    signed: &str,
    board: &PublicLiveBoard,
    picture: &str,
    sign_in: bool,
    viewer: Option<&Viewer>,
) -> Markup {
    let lang = site.lang;
    let now = site.web.host.now();
    let title = site.text(
        Text::new("web-live-game-title")
            .arg("game", board.kind.display_name())
            .arg("first", isolated(&board.names[0]))
            .arg("second", isolated(&board.names[1])),
    );
    let events = format!("/g/{signed}/events{}", query(lang, &[]));
    let here = format!("/g/{signed}{}", query(lang, &[]));
    let plays = viewer.is_some_and(|v| v.plays);
    // The seat nearest the reader (below the board) is their own, else the second.
    let near = viewer.and_then(|v| v.seat).unwrap_or(Seat::SECOND);
    let place = |seat: Seat| if seat == near { "near" } else { "far" };
    let last_move = board.moves.last();
    let body = html! {
        div #live .screen data-events=(events) data-version=(board.version)
            data-over-text=(site.t("web-live-over")) data-watching=(site.t("web-live-watching"))
            data-deadline=(board.deadline.unwrap_or(0)) data-now=(now)
            data-unit-day=(site.t("web-live-unit-day")) data-unit-hour=(site.t("web-live-unit-hour"))
            data-clock-since=[board.clock.map(|c| c.since)] {
            div.screen-head {
                h1 { (title) }
                p #watching aria-live="off" {}
            }
            // What happened after the end (the game is over, a rematch): the script adds it.
            div #notices {
                noscript { p { (site.t("web-live-noscript")) } }
            }
            @for seat in Seat::all() {
                (player_card(site, board, seat, place(seat), now))
            }
            figure.board {
                div.board-picture {
                    img #board src=(picture) alt=(board.alt_text) width="600";
                    // The player's touchable squares, laid on the picture by the script.
                    div #board-targets {}
                }
            }
            div.turn {
                p #status aria-live="polite" { (board.status) }
                p #last-move data-label=(site.t("web-live-last-move")) data-none=(site.t("web-live-no-move-yet")) {
                    @if let Some(mv) = last_move {
                        (site.t("web-live-last-move")) " " code { (mv) }
                    } @else {
                        (site.t("web-live-no-move-yet"))
                    }
                }
            }
            @if plays {
                // The step's prompt and its choices that have no place on the picture, and
                // why a move was refused (in view even with the move box closed).
                div #board-steps {
                    p #board-prompt aria-live="polite" {}
                    div #board-choices {}
                    p #move-error role="alert" {}
                }
            }
            div.drawers {
                details #moves-drawer {
                    summary { h2 { (site.t("web-moves")) " " span #move-count { "(" (board.moves.len()) ")" } } }
                    ol #moves {
                        @for mv in &board.moves {
                            li { code { (mv) } }
                        }
                    }
                }
                @if let Some(viewer) = viewer.filter(|v| v.plays) {
                    details #move-drawer {
                        summary { h2 { (site.t("web-live-type-move")) } }
                        form #move-form method="post" action=(format!("/g/{signed}/move{}", query(lang, &[])))
                            data-moves=(format!("/g/{signed}/my-moves{}", query(lang, &[])))
                            data-play-label=(site.t("web-play")) data-back-label=(site.t("web-back")) {
                            label for="move-input" { (site.t("web-move-label")) " " }
                            input #move-input name="move" list="legal-moves" autocomplete="off" required maxlength="100";
                            datalist #legal-moves {
                                @for mv in &viewer.moves {
                                    option value=(mv) {}
                                }
                            }
                            input #move-version type="hidden" name="version" value=(board.version);
                            " "
                            button type="submit" { (site.t("web-play")) }
                        }
                    }
                }
                @if let Some(viewer) = viewer.filter(|v| !v.conditional_lines.is_empty()) {
                    details #conditional-drawer {
                        summary { h2 { (site.t("conditional-web-title")) } }
                        ol #conditional-lines {
                            @for line in &viewer.conditional_lines {
                                li { code { (line.join(", ")) } }
                            }
                        }
                    }
                }
                @if viewer.is_some_and(|v| v.own_page) {
                    details #own-page-drawer {
                        summary { h2 { (site.t("web-your-page")) } }
                        div {
                            img #own-page src=(format!("/g/{signed}/mine.png{}", query(lang, &[]))) alt=(site.t("web-your-page-alt")) width="600";
                        }
                    }
                }
            }
            div.session-row {
                @if let Some(viewer) = viewer {
                    form.session method="post" action=(format!("/logout?back={}", percent(&here))) {
                        (site.text(Text::new("web-signed-in-as").arg("name", isolated(&viewer.name))))
                        " "
                        button type="submit" { (site.t("web-log-out")) }
                        " "
                        button type="submit" formaction=(format!("/logout?everywhere=1&back={}", percent(&here))) {
                            (site.t("web-log-out-everywhere"))
                        }
                    }
                } @else if sign_in {
                    p.session { a href=(format!("/login?back={}", percent(&here))) { (site.t("web-log-in")) } }
                }
            }
        }
        script src="/assets/live.js" defer {}
    };
    super::screen_layout(
        lang,
        &title,
        |l| format!("/g/{signed}{}", query(l, &[])),
        body,
    )
}

/// A server's games in progress: players, game, moves played and whose turn, nothing more.
pub(in crate::web) fn live(site: &Site, server: &str, live: &PublicLiveGames) -> Markup {
    let lang = site.lang;
    let title = site.t("web-live-title");
    let body = html! {
        h1 { (title) }
        @if live.games.is_empty() {
            p { (site.t("web-live-empty")) }
        } @else {
            table.leaderboard {
                thead {
                    tr {
                        th scope="col" { (site.t("web-game-column")) }
                        th scope="col" { (site.t("web-players")) }
                        th scope="col" { (site.t("web-moves-played")) }
                        th scope="col" { (site.t("web-to-move")) }
                        th scope="col" { (site.t("web-live-watch-column")) }
                    }
                }
                tbody {
                    @for game in &live.games {
                        @let seats = game.kind.seat_names();
                        tr {
                            th scope="row" { (game.kind.display_name()) }
                            td { (name(&game.names[0])) " (" (seats[0]) ") · " (name(&game.names[1])) " (" (seats[1]) ")" }
                            td.num { (game.moves) }
                            td {
                                @if let Some(seat) = game.to_move {
                                    (name(&game.names[seat.index()])) " (" (seats[seat.index()]) ")"
                                } @else {
                                    "—"
                                }
                            }
                            td { a href=(site.game_path(game.game_id)) { (site.t("web-live-watch")) } }
                        }
                    }
                }
            }
            @if live.total > live.games.len() {
                p { (site.text(Text::new("web-live-more").arg("shown", live.games.len()).arg("total", live.total))) }
            }
        }
        p { a href=(format!("/s/{server}{}", query(lang, &[]))) { (site.t("web-back-to-leaderboard")) } }
    };
    layout(
        lang,
        &title,
        |l| format!("/s/{server}/live{}", query(l, &[])),
        None,
        false,
        body,
    )
}

#[cfg(test)]
mod tests {
    use super::{format_left, utc_minute};

    #[test]
    fn a_vacations_end_reads_to_the_minute_in_utc() {
        assert_eq!(utc_minute(1_764_162_480_000), "2025-11-26 13:08 UTC");
        assert_eq!(
            utc_minute(1_764_162_480_000 + 59_999),
            "2025-11-26 13:08 UTC"
        );
    }

    #[test]
    fn time_left_reads_in_days_and_hours_from_a_day_on() {
        const HOUR: i64 = 3_600_000;
        assert_eq!(format_left("d", "h", 3 * 24 * HOUR - 1), "2 d 23 h");
        assert_eq!(format_left("T", "Std.", 24 * HOUR), "1 T 0 Std.");
        assert_eq!(format_left("d", "h", 24 * HOUR - 1_000), "23:59:59");
        assert_eq!(format_left("d", "h", 65_000), "1:05");
    }
}
