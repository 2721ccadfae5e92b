//! The chart of `design report` (`report.png`), in the style of the analysis chart: on the
//! left the results of both pairings as bars (first seat's wins, draws, second seat's wins in
//! the seat colours), on the right a histogram of game lengths (the AI's games in ink, the
//! random games in a lighter colour beside them). Like the rest of the designer's tools it is
//! in English, the language of the rules files.

use crate::render::{
    canvas, encode_png, fill_rect, fit, text, theme, Anchor, Area, Canvas, TextStyle,
};

use super::report::{PairingStats, Report};

const WIDTH: u32 = 860;
const HEIGHT: u32 = 440;
const TOP: i32 = 110;
const BOTTOM: i32 = HEIGHT as i32 - 64;
/// The bars' box.
const BARS_LEFT: i32 = 130;
const BARS_RIGHT: i32 = 400;
/// The histogram's box.
const HIST_LEFT: i32 = 470;
const HIST_RIGHT: i32 = WIDTH as i32 - 24;
/// Bins of the histogram.
const BINS: usize = 16;
const RANDOM_COLOUR: crate::render::Colour = theme::CELL_DARK;

fn label(img: &mut Canvas, s: &str, anchor: Anchor, within: Area, style: TextStyle) {
    fit::place(img, s, anchor, within, style);
}

fn result_bar(img: &mut Canvas, y: i32, name: &str, stats: &PairingStats) {
    let height = 44;
    label(
        img,
        name,
        Anchor::TopRight(BARS_LEFT - 8, y + 12),
        Area::span(8, y, BARS_LEFT - 4, y + height),
        TextStyle::regular(14.0, theme::INK),
    );
    let span = (BARS_RIGHT - BARS_LEFT) as f64;
    let games = stats.games.max(1) as f64;
    let parts = [
        (stats.wins[0], theme::SEAT[0]),
        (stats.draws, theme::MUTED),
        (stats.wins[1], theme::SEAT[1]),
    ];
    let mut x = BARS_LEFT;
    let mut done = 0usize;
    for (count, colour) in parts {
        done += count;
        // Each part ends where the running total ends, so the bar is exactly full.
        let end = BARS_LEFT + (span * done as f64 / games).round() as i32;
        fill_rect(img, x, y, (end - x).max(0) as u32, height as u32, colour);
        if end - x >= 40 {
            label(
                img,
                &format!("{:.0} %", 100.0 * count as f64 / games),
                Anchor::Centre((x + end) / 2, y + height / 2),
                Area::span(x, y, end, y + height),
                TextStyle::bold(14.0, theme::CELL),
            );
        }
        x = end;
    }
}

fn histogram(img: &mut Canvas, report: &Report) {
    fill_rect(
        img,
        HIST_LEFT,
        TOP,
        (HIST_RIGHT - HIST_LEFT) as u32,
        (BOTTOM - TOP) as u32,
        theme::CELL,
    );
    let longest = report
        .ai
        .lengths
        .iter()
        .chain(&report.random.lengths)
        .copied()
        .max()
        .unwrap_or(1)
        .max(1);
    let width = longest.div_ceil(BINS).max(1);
    let count = |lengths: &[usize]| {
        let mut bins = [0usize; BINS];
        for &l in lengths {
            bins[(l / width).min(BINS - 1)] += 1;
        }
        bins
    };
    let (ai, random) = (count(&report.ai.lengths), count(&report.random.lengths));
    let tallest = ai.iter().chain(&random).copied().max().unwrap_or(1).max(1);
    let slot = (HIST_RIGHT - HIST_LEFT) / BINS as i32;
    let span = (BOTTOM - TOP - 8) as f64;
    for bin in 0..BINS {
        let x = HIST_LEFT + slot * bin as i32;
        for (n, (bins, colour)) in [(ai, theme::INK), (random, RANDOM_COLOUR)]
            .into_iter()
            .enumerate()
        {
            let h = (span * bins[bin] as f64 / tallest as f64).round() as i32;
            let bar_x = x + 2 + n as i32 * (slot - 4) / 2;
            fill_rect(
                img,
                bar_x,
                BOTTOM - h,
                ((slot - 4) / 2) as u32,
                h as u32,
                colour,
            );
        }
        if bin % 4 == 0 {
            label(
                img,
                &(bin * width).to_string(),
                Anchor::Centre(x, BOTTOM + 14),
                Area::span(x - 24, BOTTOM + 4, x + 24, BOTTOM + 26),
                TextStyle::regular(13.0, theme::MUTED),
            );
        }
    }
    label(
        img,
        &format!("plies (tallest bar: {tallest} games)"),
        Anchor::Centre((HIST_LEFT + HIST_RIGHT) / 2, BOTTOM + 40),
        Area::span(HIST_LEFT, BOTTOM + 28, HIST_RIGHT, BOTTOM + 54),
        TextStyle::regular(14.0, theme::INK),
    );
}

/// The chart as a canvas.
pub fn chart(report: &Report) -> Canvas {
    let mut img = canvas(WIDTH, HEIGHT);
    let w = WIDTH as i32;
    text(
        &mut img,
        &report.title,
        16,
        12,
        Area::span(12, 6, w - 12, 40),
        TextStyle::bold(20.0, theme::INK),
    );
    let legend = format!(
        "wins of {} (first seat) · draws · wins of {} (second seat)",
        report.seats[0], report.seats[1]
    );
    text(
        &mut img,
        &legend,
        16,
        46,
        Area::span(12, 42, w - 12, 68),
        TextStyle::regular(15.0, theme::INK),
    );
    for (x, heading) in [
        (BARS_LEFT, "results of each pairing"),
        (HIST_LEFT, "game lengths: AI (dark), random (light)"),
    ] {
        text(
            &mut img,
            heading,
            x,
            TOP - 30,
            Area::span(x - 4, TOP - 34, x + 380, TOP - 6),
            TextStyle::bold(15.0, theme::INK),
        );
    }
    result_bar(
        &mut img,
        TOP + 30,
        &format!("AI ({})", report.level),
        &report.ai,
    );
    result_bar(&mut img, TOP + 130, "random", &report.random);
    histogram(&mut img, report);
    img
}

/// The chart as PNG bytes.
pub fn png(report: &Report) -> Vec<u8> {
    encode_png(&chart(report))
}
