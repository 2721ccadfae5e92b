//! The chart of an analysis (`/analyze`): the first seat's chance to win over the plies, the
//! 50 % line, each side's share of the picture in its seat colour (as the boards use them),
//! classified moves marked on the curve, the result at the end, axes and title, in the
//! reader's language.

use super::fit::{Anchor, Area};
use super::text::TextStyle;
use super::{canvas, disc, encode_png, fill_rect, ring, text, theme, thick_line, Canvas, Palette};
use crate::ai::analysis::{first_seat_score, Analysis, Class};
use crate::games::{GameKind, Outcome, Seat};
use crate::i18n::{Lang, Text};

const WIDTH: u32 = 860;
const HEIGHT: u32 = 440;
/// The plot's box.
const LEFT: i32 = 78;
const RIGHT: i32 = WIDTH as i32 - 24;
const TOP: i32 = 100;
const BOTTOM: i32 = HEIGHT as i32 - 84;

/// What the chart says besides the analysis.
#[derive(Clone, Debug)]
pub struct ChartInfo {
    pub kind: GameKind,
    pub game_id: i64,
    /// Display names per seat, first seat first.
    pub names: [String; 2],
    /// How the game ended: "ann (X) wins".
    pub status: String,
    /// The recorded result: `Some(None)` a draw, `None` no result (an aborted game).
    pub winner: Option<Option<Seat>>,
    pub lang: Lang,
    /// The sides' colours: the reader's own (the chart is private).
    pub palette: Palette,
}

fn x_of(ply: usize, plies: usize) -> f32 {
    let span = (RIGHT - LEFT) as f32;
    LEFT as f32 + span * ply as f32 / plies.max(1) as f32
}

fn y_of(chance: f64) -> f32 {
    let span = (BOTTOM - TOP) as f32;
    BOTTOM as f32 - span * chance.clamp(0.0, 1.0) as f32
}

/// The first seat's score at the end: the recorded result if there is one (a resignation or a
/// time-out too), else the board's.
fn final_score(analysis: &Analysis, info: &ChartInfo) -> Option<f64> {
    match info.winner {
        Some(Some(seat)) => Some(first_seat_score(Outcome::Winner(seat))),
        Some(None) => Some(0.5),
        None => analysis.result.map(first_seat_score),
    }
}

/// The chart as a canvas.
pub fn chart(analysis: &Analysis, info: &ChartInfo) -> Canvas {
    let lang = info.lang;
    let mut img = canvas(WIDTH, HEIGHT);
    let title = Text::new("analysis-chart-title")
        .arg("game", info.game_id)
        .arg("kind", info.kind.display_name())
        .get(lang);
    let w = WIDTH as i32;
    text(
        &mut img,
        &title,
        16,
        12,
        Area::span(12, 6, w - 12, 40),
        TextStyle::bold(22.0, theme::INK),
    );
    // Who is who: each name in its seat colour.
    let seats = info.kind.seat_names();
    let mut x = 16;
    for seat in Seat::all() {
        let i = seat.index();
        disc(&mut img, (x + 7, 56), 7, info.palette.seat(i));
        let label = Text::new("view-seat")
            .arg("name", &info.names[i])
            .arg("seat", seats[i])
            .get(lang);
        let half = (w - 32) / 2;
        let ink = text(
            &mut img,
            &label,
            x + 20,
            46,
            Area::span(x + 18, 42, x + half - 8, 72),
            TextStyle::regular(16.0, theme::INK),
        );
        x = ink.map_or(x + half, |a| a.right() + 28).min(16 + half);
    }
    // The plot: the first seat's share above the curve's 50 % line, the second's below.
    fill_rect(
        &mut img,
        LEFT,
        TOP,
        (RIGHT - LEFT) as u32,
        (BOTTOM - TOP) as u32,
        theme::CELL,
    );
    let chances = analysis.chances();
    let plies = chances.len() - 1;
    let mid = y_of(0.5);
    for px in LEFT..RIGHT {
        let t = (px - LEFT) as f32 / (RIGHT - LEFT) as f32 * plies as f32;
        let i = (t.floor() as usize).min(plies.saturating_sub(1));
        let frac = (t - i as f32).clamp(0.0, 1.0) as f64;
        let c = match (chances.get(i), chances.get(i + 1)) {
            (Some(a), Some(b)) => a + (b - a) * frac,
            (Some(a), None) => *a,
            _ => 0.5,
        };
        let y = y_of(c);
        let (from, to, seat) = if y < mid { (y, mid, 0) } else { (mid, y, 1) };
        fill_rect(
            &mut img,
            px,
            from.round() as i32,
            1,
            (to - from).round().max(0.0) as u32,
            info.palette.seat_light(seat),
        );
    }
    // Grid lines every 25 %, the 50 % line stronger, with their labels.
    for quarter in 0..=4 {
        let chance = quarter as f64 / 4.0;
        let y = y_of(chance).round() as i32;
        let (thickness, colour) = if quarter == 2 {
            (2, theme::GRID)
        } else {
            (1, theme::CELL_DARK)
        };
        fill_rect(
            &mut img,
            LEFT,
            y - thickness / 2,
            (RIGHT - LEFT) as u32,
            thickness as u32,
            colour,
        );
        let label = Text::new("analysis-percent")
            .arg("value", quarter * 25)
            .get(lang);
        super::fit::place(
            &mut img,
            &label,
            Anchor::TopRight(LEFT - 8, y - 9),
            Area::span(4, y - 12, LEFT - 4, y + 12),
            TextStyle::regular(13.0, theme::MUTED),
        );
    }
    // Ply labels along the bottom, about every 50 pixels.
    let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000]
        .into_iter()
        .find(|s| (RIGHT - LEFT) as usize / (plies / s).max(1) >= 50)
        .unwrap_or(1000);
    let mut ply = 0;
    while ply <= plies {
        let x = x_of(ply, plies).round() as i32;
        fill_rect(&mut img, x, BOTTOM, 1, 5, theme::GRID);
        super::fit::place(
            &mut img,
            &ply.to_string(),
            Anchor::Centre(x, BOTTOM + 16),
            Area::span(x - 24, BOTTOM + 5, x + 24, BOTTOM + 28),
            TextStyle::regular(13.0, theme::MUTED),
        );
        ply += step;
    }
    let axis_x = Text::new("analysis-chart-axis-plies").get(lang);
    super::fit::place(
        &mut img,
        &axis_x,
        Anchor::Centre((LEFT + RIGHT) / 2, BOTTOM + 40),
        Area::span(LEFT, BOTTOM + 28, RIGHT, BOTTOM + 52),
        TextStyle::regular(14.0, theme::INK),
    );
    let axis_y = Text::new("analysis-chart-axis-chance")
        .arg("name", &info.names[0])
        .get(lang);
    text(
        &mut img,
        &axis_y,
        LEFT,
        TOP - 22,
        Area::span(LEFT, TOP - 26, RIGHT, TOP - 2),
        TextStyle::regular(14.0, info.palette.seat(0)),
    );
    // The curve.
    for i in 0..plies {
        thick_line(
            &mut img,
            (x_of(i, plies), y_of(chances[i])),
            (x_of(i + 1, plies), y_of(chances[i + 1])),
            2.5,
            theme::INK,
        );
    }
    // Classified moves: a ring in the mover's colour, larger for worse.
    for p in &analysis.plies {
        let Some(class) = p.class else { continue };
        let radius = match class {
            Class::Inaccuracy => 4,
            Class::Mistake => 6,
            Class::Blunder => 8,
        };
        let centre = (
            x_of(p.ply, plies).round() as i32,
            y_of(p.after).round() as i32,
        );
        ring(
            &mut img,
            centre,
            radius,
            3,
            info.palette.seat(p.seat.index()),
            theme::CELL,
        );
    }
    // The result at the end: a disc at the first seat's final score, in the winner's colour.
    if let Some(score) = final_score(analysis, info) {
        let colour = if score > 0.5 {
            info.palette.seat(0)
        } else if score < 0.5 {
            info.palette.seat(1)
        } else {
            theme::GRID
        };
        let centre = (RIGHT, y_of(score).round() as i32);
        disc(&mut img, centre, 7, theme::INK);
        disc(&mut img, centre, 5, colour);
    }
    // The status line: how it ended, and the legend of the marks.
    let h = HEIGHT as i32;
    fill_rect(&mut img, 0, h - 30, WIDTH, 30, theme::PANEL);
    let legend = Text::new("analysis-chart-footer")
        .arg("status", &info.status)
        .get(lang);
    text(
        &mut img,
        &legend,
        12,
        h - 25,
        Area::span(12, h - 30, w - 12, h),
        TextStyle::regular(15.0, theme::INK),
    );
    img
}

/// The chart as a PNG.
pub fn chart_png(analysis: &Analysis, info: &ChartInfo) -> Vec<u8> {
    encode_png(&chart(analysis, info))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::{Entry, PlyAnalysis};
    use crate::render::fit::{overflows, take_drawn};

    fn sample(plies: usize) -> Analysis {
        let mut before = 0.5;
        let plies = (1..=plies)
            .map(|ply| {
                let after = ((ply as f64 * 0.7).sin() * 0.45 + 0.5).clamp(0.0, 1.0);
                let seat = Seat(((ply - 1) % 2) as u8);
                let p = PlyAnalysis {
                    ply,
                    seat,
                    played: format!("m{ply}"),
                    best: Some("b".into()),
                    before,
                    after,
                    entry: Entry::Move,
                    class: None,
                };
                before = after;
                PlyAnalysis {
                    class: Class::of_drop(p.drop()),
                    ..p
                }
            })
            .collect();
        Analysis {
            kind: "twenty-sevens".into(),
            plies,
            result: Some(Outcome::Winner(Seat(1))),
            playouts: 10,
        }
    }

    #[test]
    fn every_text_fits_in_every_language_with_long_names() {
        for &lang in Lang::ALL {
            for plies in [0, 1, 27, 140] {
                take_drawn();
                let info = ChartInfo {
                    kind: GameKind::TwentySevens,
                    game_id: 123_456,
                    names: [
                        "Alexandra Konstantinopoulou".into(),
                        "Bartholomew Fitzgerald".into(),
                    ],
                    status: "Bartholomew Fitzgerald (O) wins by resignation".into(),
                    winner: Some(Some(Seat(1))),
                    lang,
                    palette: Default::default(),
                };
                let img = chart(&sample(plies), &info);
                assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
                let drawn = take_drawn();
                assert!(overflows(&drawn).is_empty(), "{:?}", overflows(&drawn));
                assert!(drawn.len() > 8);
            }
        }
    }

    #[test]
    fn the_curve_and_the_marks_are_drawn_in_the_seat_colours() {
        let analysis = sample(27);
        let info = ChartInfo {
            kind: GameKind::TwentySevens,
            game_id: 1,
            names: ["ann".into(), "bob".into()],
            status: "bob (O) wins".into(),
            winner: Some(Some(Seat(1))),
            lang: Lang::EnUs,
            palette: Default::default(),
        };
        let img = chart(&analysis, &info);
        let count = |c: super::super::Colour| img.pixels().filter(|p| **p == c).count();
        assert!(count(theme::SEAT_LIGHT[0]) > 1000);
        assert!(count(theme::SEAT_LIGHT[1]) > 1000);
        assert!(count(theme::SEAT[0]) > 50);
        assert!(count(theme::SEAT[1]) > 50);
        assert!(analysis.plies.iter().any(|p| p.class.is_some()));
        // In the reader's own palette when they chose one.
        let colour_blind = ChartInfo {
            palette: Palette::ColourBlind,
            ..info.clone()
        };
        let img = chart(&analysis, &colour_blind);
        for seat in 0..2 {
            let shown = |c| img.pixels().filter(|p| **p == c).count();
            assert!(shown(Palette::ColourBlind.seat_light(seat)) > 1000);
            assert!(shown(Palette::ColourBlind.seat(seat)) > 50);
        }
        let png = chart_png(&analysis, &info);
        assert_eq!(&png[1..4], b"PNG");
    }
}
