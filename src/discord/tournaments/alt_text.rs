//! The standings picture in words, for screen readers (its attachment's description): the
//! tournament, how far it is, the top of the table (rank, name, points) and the current
//! round's games, compactly, in the language the picture is drawn in.

use crate::host::tournaments::StandingsView;
use crate::host::{at_most_chars, MAX_ALT_TEXT};
use crate::i18n::Text;
use crate::pairing::{Format, GameOutcome};
use crate::render::tournament::points;

/// Rows of the table named; the rest are counted ("… and 5 more").
const ROWS_NAMED: usize = 10;
/// Games of the round named; the rest are counted.
const GAMES_NAMED: usize = 8;

/// The standings picture of `view` in words, at most [`MAX_ALT_TEXT`] characters.
pub(super) fn standings_alt_text(view: &StandingsView) -> String {
    let t = &view.tournament;
    let lang = t.lang;
    let arena = matches!(t.record.format, Format::Arena { .. });
    let progress = if view.finished() {
        Text::new("tournament-picture-final")
    } else {
        match (arena, view.rounds, view.minutes_left) {
            (true, _, Some(minutes)) => {
                Text::new("tournament-picture-minutes-left").arg("minutes", minutes)
            }
            (true, _, None) => Text::new("tournament-picture-time-up"),
            (false, Some(rounds), _) => Text::new("tournament-picture-round")
                .arg("round", t.record.round)
                .arg("rounds", rounds),
            (false, None, _) => Text::new("tournament-picture-standings"),
        }
    };
    let mut parts = vec![Text::new("tournament-standings-alt")
        .arg("number", t.record.id)
        .arg("game", t.record.kind.display_name())
        .arg("format", t.format_text())
        .arg("progress", progress)
        .get(lang)];

    if view.rows.is_empty() {
        parts.push(Text::new("tournament-standings-alt-nobody").get(lang));
    } else {
        let mut rows: Vec<String> = view
            .rows
            .iter()
            .take(ROWS_NAMED)
            .map(|(row, name)| {
                let state = if !row.active {
                    "withdrawn"
                } else if row.on_fire {
                    "on-fire"
                } else {
                    "in"
                };
                Text::new("tournament-standings-alt-row")
                    .arg("rank", row.rank)
                    .arg("name", name.as_str())
                    .arg(
                        "points",
                        Text::new("tournament-picture-podium-points")
                            .arg("points", points(row.points))
                            .arg("count", row.points.max(0.0).ceil() as u32),
                    )
                    .arg("state", state)
                    .get(lang)
            })
            .collect();
        if view.rows.len() > ROWS_NAMED {
            rows.push(more(view.rows.len() - ROWS_NAMED).get(lang));
        }
        parts.push(
            Text::new("tournament-standings-alt-ranking")
                .arg("rows", rows.join("; "))
                .get(lang),
        );
    }

    if !view.games.is_empty() {
        let mut games: Vec<String> = view
            .games
            .iter()
            .take(GAMES_NAMED)
            .map(|g| {
                let result = match g.outcome {
                    None => Text::new("tournament-picture-result-playing"),
                    Some(GameOutcome::Win(seat)) => Text::new("tournament-standings-alt-won")
                        .arg("name", g.names[seat.index()].as_str()),
                    Some(GameOutcome::Draw) => Text::new("tournament-standings-alt-draw"),
                    Some(GameOutcome::Void) => Text::new("tournament-result-void"),
                };
                Text::new("tournament-standings-alt-game")
                    .arg("first", g.names[0].as_str())
                    .arg("second", g.names[1].as_str())
                    .arg("result", result)
                    .get(lang)
            })
            .collect();
        if view.games.len() > GAMES_NAMED {
            games.push(more(view.games.len() - GAMES_NAMED).get(lang));
        }
        let heading = if arena {
            Text::new("tournament-picture-arena-games")
        } else {
            Text::new("tournament-picture-round-games").arg("round", t.record.round)
        };
        parts.push(
            Text::new("tournament-standings-alt-games")
                .arg("heading", heading)
                .arg("games", games.join("; "))
                .get(lang),
        );
    }
    if let Some(bye) = &view.bye {
        parts.push(
            Text::new("tournament-standings-alt-bye")
                .arg("name", bye.as_str())
                .get(lang),
        );
    }
    at_most_chars(parts.join(" "), MAX_ALT_TEXT)
}

/// "… and 3 more", as the picture ends a list cut short.
fn more(count: usize) -> Text {
    Text::new("tournament-picture-more").arg("count", count)
}
