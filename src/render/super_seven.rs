//! Super Seven: the nine numbered boxes with every square's number, as on the original board,
//! and a side panel with the current throw, the boxes won and the turn count.
//!
//! Speed and size: everything that never changes (boxes, square numbers, coordinates, titles)
//! is drawn once into a cached background; a render copies it and paints only what the
//! position changes. Square numbers are pre-rasterised glyphs. The fast PNG encoder pays for
//! every colour change along a row, so the board avoids vertical lines: squares are told
//! apart by thin horizontal rules, dotted column rules and a tinted centre square.

use crate::i18n::{tr, Lang, Text};
use std::sync::OnceLock;

use ab_glyph::{point, Font, PxScale, ScaleFont};
use image::Rgb;

use super::{
    copy_of, disc, fill_rect, fonts, frame_rect, mix, per_language, status_footer, text,
    text_centred, theme, thick_line, Area, BoardInfo, Canvas, Colour, Palette, Render, TextStyle,
    LANGS,
};
use crate::games::super_seven::{
    box_number, squares, Mask, Square, SuperSeven, MAX_THROWS, TURN_LIMIT,
};
use crate::games::{Game, Outcome, Seat};

pub const WIDTH: u32 = 720;
const CELL: i32 = 52;
/// Space between boxes (holds the box labels).
const GAP: i32 = 16;
const BOX: i32 = 3 * CELL;
const BOARD: i32 = 3 * BOX + 2 * GAP;
const HEADER: i32 = 56;
const FOOTER: i32 = 36;
const BOARD_X: i32 = 30;
const BOARD_Y: i32 = HEADER + 26;
pub const HEIGHT: u32 = (BOARD_Y + BOARD + 28 + FOOTER) as u32;
const PANEL_X: i32 = BOARD_X + BOARD + 16;
const PANEL_W: i32 = WIDTH as i32 - PANEL_X - 8;

/// A seat's colour: blue moves first (seat 0), red second, so blue takes the palette's
/// second colour.
fn counter(palette: Palette, seat: Seat) -> Colour {
    palette.seat(seat.other().index())
}

fn counter_light(palette: Palette, seat: Seat) -> Colour {
    palette.seat_light(seat.other().index())
}

/// A seat's counter: blue's round, red's square, so that they differ by more than colour.
fn draw_counter(img: &mut Canvas, palette: Palette, seat: Seat, centre: (i32, i32), r: i32) {
    let colour = counter(palette, seat);
    if seat == Seat::FIRST {
        disc(img, centre, r, colour);
    } else {
        let side = 2 * r as u32;
        fill_rect(img, centre.0 - r, centre.1 - r, side, side, colour);
    }
}
const WHITE: Colour = Rgb([255, 255, 255]);
/// The page around the boxes, a shade darker than the boxes so they stand out.
const PAGE: Colour = theme::PANEL;
const TILE: Colour = theme::CELL;
const CENTRE_TILE: Colour = Rgb([240, 235, 224]);
const RULE: Colour = Rgb([200, 192, 180]);
const NUMBER: Colour = theme::MUTED;
/// Squares the current throw allows, and their edge.
pub const OPEN: Colour = theme::OPEN;
const OPEN_EDGE: Colour = Rgb([60, 150, 80]);

/// Top-left pixel of a square.
pub fn square_origin(sq: Square) -> (i32, i32) {
    let col = sq.file() as i32;
    let row = 8 - sq.rank() as i32;
    (
        BOARD_X + col * CELL + (col / 3) * GAP,
        BOARD_Y + row * CELL + (row / 3) * GAP,
    )
}

/// Top-left pixel of a box (0..9).
pub fn box_origin(bx: u8) -> (i32, i32) {
    let (col, row) = ((bx % 3) as i32, (bx / 3) as i32);
    (BOARD_X + col * (BOX + GAP), BOARD_Y + row * (BOX + GAP))
}

// ---------------------------------------------------------------- cached glyphs

/// A rasterised label: coverage 0..=255, tightly cropped.
struct Glyph {
    w: i32,
    h: i32,
    coverage: Vec<u8>,
}

/// How a square's number is drawn.
#[derive(Clone, Copy)]
enum NumberStyle {
    /// On an empty square.
    Plain = 0,
    /// On a counter or inside a won box.
    Bold = 1,
}

fn rasterise(label: &str, size: f32, bold: bool) -> Glyph {
    let f = fonts();
    let font = if bold { &f.bold } else { &f.regular };
    let scaled = font.as_scaled(PxScale::from(size));
    let (mut x, mut outlines) = (0.0, Vec::new());
    for c in label.chars() {
        let mut g = scaled.scaled_glyph(c);
        let advance = scaled.h_advance(g.id);
        g.position = point(x, scaled.ascent());
        outlines.extend(font.outline_glyph(g));
        x += advance;
    }
    let (w, h) = (
        x.ceil() as i32 + 2,
        (scaled.ascent() - scaled.descent()).ceil() as i32 + 2,
    );
    let mut full = vec![0u8; (w * h) as usize];
    for o in outlines {
        let b = o.px_bounds();
        o.draw(|gx, gy, c| {
            let (px, py) = (b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32);
            if (0..w).contains(&px) && (0..h).contains(&py) {
                let v = &mut full[(py * w + px) as usize];
                *v = (*v).max(text::coverage_step(c));
            }
        });
    }
    // Crop to the inked pixels so the label centres exactly.
    let inked = |x: i32, y: i32| full[(y * w + x) as usize] > 0;
    let rows: Vec<i32> = (0..h).filter(|&y| (0..w).any(|x| inked(x, y))).collect();
    let cols: Vec<i32> = (0..w).filter(|&x| (0..h).any(|y| inked(x, y))).collect();
    let (x0, x1) = (cols[0], cols[cols.len() - 1]);
    let (y0, y1) = (rows[0], rows[rows.len() - 1]);
    let (cw, ch) = (x1 - x0 + 1, y1 - y0 + 1);
    let coverage = (y0..=y1)
        .flat_map(|y| (x0..=x1).map(move |x| (x, y)))
        .map(|(x, y)| full[(y * w + x) as usize])
        .collect();
    Glyph {
        w: cw,
        h: ch,
        coverage,
    }
}

/// The labels `3` … `11` and `*`, in both styles, indexed by style × 9 + place.
fn number_glyphs() -> &'static [Glyph] {
    static GLYPHS: OnceLock<Vec<Glyph>> = OnceLock::new();
    GLYPHS.get_or_init(|| {
        [(16.0, false), (16.0, true)]
            .into_iter()
            .flat_map(|(size, bold)| {
                (0..9u8).map(move |place| {
                    let label = Square(place).number().map_or("*".into(), |n| n.to_string());
                    // The star sits high in the font: draw it larger so it reads as a mark.
                    let size = if place == 4 { size * 1.4 } else { size };
                    rasterise(&label, size, bold)
                })
            })
            .collect()
    })
}

/// Blend a glyph centred on (cx, cy) in `colour` over whatever is there.
fn draw_glyph(img: &mut Canvas, g: &Glyph, cx: i32, cy: i32, colour: Colour) {
    let (x0, y0) = (cx - g.w / 2, cy - g.h / 2);
    for y in 0..g.h {
        for x in 0..g.w {
            let c = g.coverage[(y * g.w + x) as usize] as u32;
            if c == 0 {
                continue;
            }
            let p = img.get_pixel_mut((x0 + x) as u32, (y0 + y) as u32);
            for k in 0..3 {
                p.0[k] = ((p.0[k] as u32 * (255 - c) + colour.0[k] as u32 * c + 127) / 255) as u8;
            }
        }
    }
}

fn draw_number(img: &mut Canvas, sq: Square, style: NumberStyle, colour: Colour) {
    let (x, y) = square_origin(sq);
    let g = &number_glyphs()[style as usize * 9 + sq.place() as usize];
    draw_glyph(img, g, x + CELL / 2, y + CELL / 2, colour);
}

// ---------------------------------------------------------------- the empty board

/// The background colour of a square in an open box.
fn tile_colour(sq: Square) -> Colour {
    if sq.is_centre() {
        CENTRE_TILE
    } else {
        TILE
    }
}

/// Paint an open square from scratch: its tile, its share of the rules, its number.
fn draw_open_square(img: &mut Canvas, sq: Square, background: Colour) {
    let (x, y) = square_origin(sq);
    fill_rect(img, x, y, CELL as u32, CELL as u32, background);
    let (row, col) = (sq.place() / 3, sq.place() % 3);
    if row > 0 {
        fill_rect(img, x, y, CELL as u32, 1, RULE);
    }
    if col > 0 {
        fill_rect(img, x, y, 1, CELL as u32, RULE);
    }
}

/// The side panel's right edge.
const PANEL_RIGHT: i32 = PANEL_X + PANEL_W;

/// A band of the side panel from `y0` to `y1`.
fn panel_band(y0: i32, y1: i32) -> Area {
    Area::span(PANEL_X, y0, PANEL_RIGHT, y1)
}

fn static_background(lang: Lang) -> &'static Canvas {
    static BACKGROUND: [OnceLock<Canvas>; LANGS] = [const { OnceLock::new() }; LANGS];
    per_language(&BACKGROUND, lang, |lang| {
        let mut img = Canvas::from_pixel(WIDTH, HEIGHT, PAGE);
        fill_rect(&mut img, 0, 0, WIDTH, HEADER as u32, theme::BACKGROUND);
        for bx in 0..9u8 {
            let (x, y) = box_origin(bx);
            let label = Text::new("picture-super-seven-box").arg("box", box_number(bx));
            text(
                &mut img,
                &label.get(lang),
                x + 1,
                y - 16,
                Area::span(x, y - GAP, x + BOX, y),
                TextStyle::bold(13.0, theme::MUTED),
            );
            for place in 0..9u8 {
                let sq = Square(bx * 9 + place);
                draw_open_square(&mut img, sq, tile_colour(sq));
                draw_number(&mut img, sq, NumberStyle::Plain, NUMBER);
            }
        }
        for k in 0..9u8 {
            let (x, y) = square_origin(Square::from_file_rank(k, k));
            let file = ((b'a' + k) as char).to_string();
            text_centred(
                &mut img,
                &file,
                x + CELL / 2,
                BOARD_Y + BOARD + 13,
                Area::span(x, BOARD_Y + BOARD + 2, x + CELL, HEIGHT as i32 - FOOTER),
                TextStyle::regular(15.0, theme::INK),
            );
            text_centred(
                &mut img,
                &(k + 1).to_string(),
                BOARD_X - 14,
                y + CELL / 2,
                Area::span(0, y, BOARD_X - 2, y + CELL),
                TextStyle::regular(15.0, theme::INK),
            );
        }
        let cx = PANEL_X + PANEL_W / 2;
        let headings = [
            (
                "picture-super-seven-throw",
                8,
                panel_band(HEADER + 4, BOARD_Y + 25),
            ),
            (
                "picture-super-seven-boxes-won",
                226,
                panel_band(BOARD_Y + 210, BOARD_Y + 244),
            ),
            (
                "picture-super-seven-turn",
                330,
                panel_band(BOARD_Y + 312, BOARD_Y + 342),
            ),
        ];
        for (id, dy, band) in headings {
            text_centred(
                &mut img,
                &tr(lang, id),
                cx,
                BOARD_Y + dy,
                band,
                TextStyle::bold(16.0, theme::INK),
            );
        }
        img
    })
}

// ---------------------------------------------------------------- the picture

pub fn render(game: &SuperSeven, info: &BoardInfo) -> Canvas {
    let mut img = copy_of(static_background(info.lang));
    header(&mut img, info, game.to_move());
    let targets = game.targets();
    let last = game.last_placement().map(|p| p.square);

    for bx in 0..9u8 {
        if let Some(owner) = game.box_owner(bx) {
            draw_won_box(&mut img, info.palette, bx, owner);
            continue;
        }
        for place in 0..9u8 {
            let sq = Square(bx * 9 + place);
            let target = targets & sq.bit() != 0;
            let seat = game.cell(sq);
            if !target && seat.is_none() && last != Some(sq) {
                continue; // as in the background
            }
            let background = if target {
                OPEN
            } else if last == Some(sq) {
                theme::HIGHLIGHT
            } else {
                tile_colour(sq)
            };
            draw_open_square(&mut img, sq, background);
            match seat {
                Some(s) => {
                    let (x, y) = square_origin(sq);
                    let centre = (x + CELL / 2, y + CELL / 2);
                    if target {
                        // A 12 may take this counter: ring it in the open colour.
                        disc(&mut img, centre, CELL * 2 / 5 + 4, OPEN_EDGE);
                    }
                    draw_counter(&mut img, info.palette, s, centre, CELL * 2 / 5);
                    draw_number(&mut img, sq, NumberStyle::Bold, WHITE);
                }
                None => draw_number(&mut img, sq, NumberStyle::Plain, NUMBER),
            }
        }
    }
    mark_squares(&mut img, targets, last);
    let winning = game.winning_boxes();
    for bx in (0..9u8).filter(|b| winning & (1 << b) != 0) {
        let (x, y) = box_origin(bx);
        let side = BOX as u32 - 4;
        frame_rect(&mut img, x + 2, y + 2, side, side, 4, theme::HIGHLIGHT);
    }
    panel(&mut img, game, info.palette, info.lang);
    status_footer(&mut img, info);
    img
}

/// Edge the squares the throw allows, and the last move (outside that edge).
fn mark_squares(img: &mut Canvas, targets: Mask, last: Option<Square>) {
    let side = CELL as u32;
    for sq in squares(targets) {
        let (x, y) = square_origin(sq);
        frame_rect(img, x + 3, y + 3, side - 6, side - 6, 2, OPEN_EDGE);
    }
    if let Some(sq) = last {
        let (x, y) = square_origin(sq);
        frame_rect(img, x, y, side, side, 3, theme::HIGHLIGHT);
    }
}

fn draw_won_box(img: &mut Canvas, palette: Palette, bx: u8, owner: Seat) {
    let (x0, y0) = box_origin(bx);
    let (colour, light) = (counter(palette, owner), counter_light(palette, owner));
    fill_rect(img, x0, y0, BOX as u32, BOX as u32, colour);
    if owner == Seat::SECOND {
        // Red's boxes are striped, blue's plain: not by colour alone.
        let stripe = mix(colour, light, 0.5);
        let (x0, y0, side) = (x0 as f32, y0 as f32, BOX as f32);
        for t in (0..2 * BOX).step_by(18).skip(1) {
            let t = t as f32;
            let from = (x0 + t.min(side), y0 + (t - side).max(0.0));
            let to = (x0 + (t - side).max(0.0), y0 + t.min(side));
            thick_line(img, from, to, 4.0, stripe);
        }
    }
    for k in 1..3 {
        fill_rect(img, x0 + 6, y0 + k * CELL, BOX as u32 - 12, 1, light);
    }
    for place in 0..9u8 {
        draw_number(img, Square(bx * 9 + place), NumberStyle::Bold, light);
    }
}

/// Both players in their colours; the one to act is highlighted.
fn header(img: &mut Canvas, info: &BoardInfo, to_move: Option<Seat>) {
    let palette = info.palette;
    let half = WIDTH as i32 / 2;
    for seat in Seat::all() {
        let x0 = if seat == Seat::FIRST { 12 } else { half + 12 };
        if to_move == Some(seat) {
            fill_rect(img, x0 - 8, 4, (half - 8) as u32, 48, theme::HIGHLIGHT);
        }
        draw_counter(img, palette, seat, (x0 + 14, 28), 14);
        let seat_name = SuperSeven::SEATS[seat.index()];
        let tag = format!("({seat_name})");
        super::name_and_tag(img, &info.players[seat.index()], &tag, x0 + 36, half, false);
    }
}

/// What the throw badge shows: the total (if any), its ink, its edge, and the lines below.
fn throw_summary(
    game: &SuperSeven,
    palette: Palette,
    lang: Lang,
) -> (Option<u8>, Colour, Colour, Vec<String>) {
    let name = |s: Seat| SuperSeven::SEATS[s.index()];
    let earlier = game.last_throw().map(|t| t.total);
    let seat_line = |id: &'static str, s: Seat| Text::new(id).arg("seat", name(s)).get(lang);
    match (game.current_roll(), game.to_move()) {
        (_, None) => (
            None,
            theme::MUTED,
            theme::GRID,
            vec![tr(lang, "picture-super-seven-game-over")],
        ),
        (Some(t), Some(s)) => {
            let what = if t == 12 {
                "picture-super-seven-takes"
            } else {
                "picture-super-seven-places"
            };
            (
                Some(t),
                theme::INK,
                counter(palette, s),
                vec![name(s).into(), tr(lang, what)],
            )
        }
        (None, Some(s)) if game.throws_this_turn() > 0 => (
            earlier,
            theme::MUTED,
            theme::GRID,
            vec![
                tr(lang, "picture-super-seven-no-move"),
                Text::new("picture-super-seven-throw-count")
                    .arg("throw", game.throws_this_turn() + 1)
                    .arg("max", MAX_THROWS)
                    .arg("seat", name(s))
                    .get(lang),
            ],
        ),
        (None, Some(s)) => match game.last_pass() {
            Some(p) => (
                earlier,
                theme::MUTED,
                theme::GRID,
                vec![
                    seat_line("picture-super-seven-passed", p),
                    seat_line("picture-super-seven-to-roll", s),
                ],
            ),
            None => (
                None,
                theme::MUTED,
                counter(palette, s),
                vec![seat_line("picture-super-seven-to-roll", s)],
            ),
        },
    }
}

/// The side panel: the throw as a die-shaped badge with its total (the game keeps only the
/// total), what it means, the boxes won and the turn count.
fn panel(img: &mut Canvas, game: &SuperSeven, palette: Palette, lang: Lang) {
    let x = PANEL_X;
    let cx = x + PANEL_W / 2;
    let (total, ink, edge, lines) = throw_summary(game, palette, lang);
    let side = 76;
    let y = BOARD_Y + 26;
    fill_rect(img, cx - side / 2, y, side as u32, side as u32, WHITE);
    frame_rect(img, cx - side / 2, y, side as u32, side as u32, 4, edge);
    let label = total.map_or("?".to_string(), |t| t.to_string());
    text_centred(
        img,
        &label,
        cx,
        y + side / 2 + 4,
        Area::new(cx - side / 2, y, side, side),
        TextStyle::bold(40.0, ink),
    );
    for (i, line) in lines.iter().enumerate() {
        let cy = y + side + 22 + 20 * i as i32;
        text_centred(
            img,
            line,
            cx,
            cy,
            panel_band(cy - 10, cy + 10),
            TextStyle::regular(15.0, theme::INK),
        );
    }

    let mut y = BOARD_Y + 246;
    for seat in Seat::all() {
        draw_counter(img, palette, seat, (x + 20, y + 12), 10);
        let won = game.boxes_of(seat);
        text(
            img,
            &won.count_ones().to_string(),
            x + 38,
            y + 2,
            Area::span(x + 32, y, x + 56, y + 28),
            TextStyle::bold(18.0, theme::INK),
        );
        let numbers: Vec<String> = (0..9u8)
            .filter(|b| won & (1 << b) != 0)
            .map(|b| box_number(b).to_string())
            .collect();
        text(
            img,
            &numbers.join(" "),
            x + 58,
            y + 5,
            Area::span(x + 56, y, PANEL_RIGHT, y + 28),
            TextStyle::regular(13.0, theme::MUTED),
        );
        y += 30;
    }

    let turn = (game.turns() + u16::from(game.outcome().is_none())).min(TURN_LIMIT);
    let y = BOARD_Y + 352;
    text_centred(
        img,
        &format!("{turn} / {TURN_LIMIT}"),
        cx,
        y,
        panel_band(y - 10, y + 12),
        TextStyle::regular(15.0, theme::INK),
    );
    if let Some(outcome) = game.outcome() {
        let result = match outcome {
            Outcome::Winner(s) => Text::new("picture-super-seven-wins")
                .arg("seat", SuperSeven::SEATS[s.index()])
                .get(lang),
            Outcome::Draw => tr(lang, "picture-super-seven-draw"),
        };
        text_centred(
            img,
            &result,
            cx,
            y + 40,
            panel_band(y + 20, y + 64),
            TextStyle::bold(20.0, theme::INK),
        );
    }
}

/// The board as text for the terminal: `b`/`r` counters, `B`/`R` won boxes, `.` empty.
pub fn text_board(game: &SuperSeven, lang: Lang) -> String {
    let mut out = String::new();
    for rank in (0..9u8).rev() {
        if rank % 3 == 2 && rank != 8 {
            out.push_str("   ------+-------+------\n");
        }
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..9u8 {
            if file % 3 == 0 && file != 0 {
                out.push_str(" |");
            }
            let sq = Square::from_file_rank(file, rank);
            let won = game.box_owner(sq.box_index()).is_some();
            let mark = match (game.cell(sq), won) {
                (Some(Seat(0)), false) => 'b',
                (Some(_), false) => 'r',
                (Some(Seat(0)), true) => 'B',
                (Some(_), true) => 'R',
                (None, _) => '.',
            };
            out.push(' ');
            out.push(mark);
        }
        out.push('\n');
    }
    out.push_str("   a b c   d e f   g h i\n");
    match (game.current_roll(), game.to_move()) {
        (Some(t), Some(s)) => {
            let targets: Vec<String> = squares(game.targets()).map(|s| s.name()).collect();
            let line = Text::new("picture-super-seven-text-threw")
                .arg("seat", SuperSeven::SEATS[s.index()])
                .arg("total", t)
                .arg("squares", targets.join(" "));
            out.push_str(&line.get(lang));
            out.push('\n');
        }
        (None, Some(s)) => {
            let line = Text::new("picture-super-seven-text-to-roll")
                .arg("seat", SuperSeven::SEATS[s.index()])
                .arg("throw", game.throws_this_turn() + 1)
                .arg("max", MAX_THROWS);
            out.push_str(&line.get(lang));
            out.push('\n');
        }
        (_, None) => {}
    }
    out
}

impl Render for SuperSeven {
    fn render(&self, info: &BoardInfo) -> Canvas {
        render(self, info)
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }

    /// The throw: its panel beside the boxes (`roll`).
    fn place_region(&self, place: &str) -> Option<super::ClickRegion> {
        (place == "roll").then(|| {
            super::ClickRegion::of_pixels(
                PANEL_X,
                BOARD_Y,
                PANEL_W,
                BOARD,
                (WIDTH, HEIGHT),
                place.to_string(),
            )
        })
    }

    /// Every square of the nine boxes: after a throw, touching one the throw allows places
    /// there (before it, the panel throws).
    fn click_regions(&self) -> Vec<super::ClickRegion> {
        crate::games::super_seven::Square::all()
            .map(|square| {
                let (x, y) = square_origin(square);
                super::ClickRegion::of_pixels(x, y, CELL, CELL, (WIDTH, HEIGHT), square.name())
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_a_throw_every_placement_has_its_square_to_touch() {
        use crate::games::{AnyGame, GameKind};
        let mut game = AnyGame::new(GameKind::SuperSeven, &Default::default(), "0").unwrap();
        let throw = game.resolve_chance("roll", "0").expect("a throw");
        game.play(&throw).unwrap();
        let regions = crate::render::click_regions(&game);
        assert_eq!(regions.len(), 81);
        let legal = game.legal_moves();
        assert!(!legal.is_empty());
        for mv in legal {
            let r = regions
                .iter()
                .find(|r| r.token == mv)
                .expect("a square for each placement");
            assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= 1.0 && r.y + r.h <= 1.0);
        }
    }
    use crate::games::super_seven::{dice, parse_square, Move};
    use crate::render::encode_png;

    fn play(g: &mut SuperSeven, moves: &[&str]) {
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    /// Blue wins box 3 with a9 b9 c9; red has d6, e5, f5; blue has a6; red has thrown a 5.
    fn mid_game() -> SuperSeven {
        let mut g = SuperSeven::new(&Default::default(), "0").unwrap();
        play(
            &mut g,
            &[
                "roll 3", "a9", "roll 3", "d6", "roll 4", "b9", "roll 7", "e5", "roll 5", "c9",
                "roll 8", "f5", "roll 6", "a6", "roll 5",
            ],
        );
        g
    }

    fn pixel(img: &Canvas, sq: &str, dx: i32, dy: i32) -> Colour {
        let (x, y) = square_origin(parse_square(sq).unwrap());
        *img.get_pixel((x + dx) as u32, (y + dy) as u32)
    }

    #[test]
    fn mid_game_board_is_small_and_shows_the_position() {
        let g = mid_game();
        assert_eq!(g.box_owner(0), Some(Seat(0)));
        assert_eq!(g.current_roll(), Some(5));
        let info = BoardInfo {
            players: [
                "alice".into(),
                "a very long display name indeed, far too long".into(),
            ],
            status: "red threw 5: place a counter".into(),
            lang: Lang::EnUs,
            palette: Default::default(),
        };
        let img = render(&g, &info);
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
        // The won box is filled with blue.
        assert_eq!(
            pixel(&img, "a9", 3, 3),
            counter(Palette::Classic, Seat::FIRST)
        );
        // A legal target of the 5 (i9: square 5 of box 5) is shaded as open …
        assert!(g.targets() & parse_square("i9").unwrap().bit() != 0);
        assert_eq!(pixel(&img, "i9", 8, 8), OPEN);
        // … a square it does not allow (a1: square 9 of box 9) is plain.
        assert_eq!(pixel(&img, "a1", 8, 8), TILE);
        // The last counter (blue's a6) is framed, and so is a target.
        assert_eq!(g.last_placement().unwrap().square.name(), "a6");
        assert_eq!(pixel(&img, "a6", 1, 1), theme::HIGHLIGHT);
        assert_eq!(pixel(&img, "i9", 4, 4), OPEN_EDGE);
        // Red's counter on d6 is red (left of its number), blue's on a6 is blue.
        assert_eq!(
            pixel(&img, "d6", CELL / 2 - 15, CELL / 2),
            counter(Palette::Classic, Seat::SECOND)
        );
        assert_eq!(
            pixel(&img, "a6", CELL / 2 - 15, CELL / 2),
            counter(Palette::Classic, Seat::FIRST)
        );
        // Not by colour alone: red's counters are square (a corner is red), blue's round.
        let corner = CELL / 2 - CELL * 2 / 5 + 1;
        assert_eq!(
            pixel(&img, "d6", corner, corner),
            counter(Palette::Classic, Seat::SECOND)
        );
        assert_ne!(
            pixel(&img, "b4", corner, corner),
            counter(Palette::Classic, Seat::FIRST)
        );
        let png = encode_png(&img);
        assert!(png.len() < 60 * 1024, "PNG is {} bytes", png.len());
        let decoded = image::load_from_memory(&png).unwrap();
        assert_eq!(decoded.width(), WIDTH);
    }

    #[test]
    fn squares_and_boxes_line_up() {
        for bx in 0..9u8 {
            assert_eq!(box_origin(bx), square_origin(Square(bx * 9)));
        }
        let (x, y) = square_origin(parse_square("i1").unwrap());
        assert_eq!((x + CELL, y + CELL), (BOARD_X + BOARD, BOARD_Y + BOARD));
        assert!(PANEL_X + PANEL_W <= WIDTH as i32);
        // Every number glyph fits inside its square.
        for g in number_glyphs() {
            assert!(g.w < CELL - 8 && g.h < CELL - 8);
        }
    }

    #[test]
    fn passes_won_boxes_and_finished_games_render() {
        let mut g = SuperSeven::new(&Default::default(), "0").unwrap();
        play(&mut g, &["roll 12", "roll 12", "roll 12"]);
        assert_eq!(g.last_pass(), Some(Seat(0)));
        let img = render(&g, &BoardInfo::default());
        assert_eq!(img.width(), WIDTH);
        for (b, r) in [("a9", "d3"), ("b9", "e3"), ("c9", "f3")] {
            play(&mut g, &["roll 2", r, "roll 2", b]);
        }
        assert_eq!(g.box_owner(0), Some(Seat(0)));
        let board = text_board(&g, Lang::EnUs);
        assert!(board.starts_with("9  B B B |"), "{board}");

        // Play on to the end with the first target each time; the winning boxes are framed.
        let seed = "render";
        while g.to_move().is_some() {
            let mv = match g.legal_moves()[0] {
                Move::Roll(None) => Move::Roll(Some(dice::throw_total(seed, g.throws_so_far()))),
                m => m,
            };
            g.play(&mv).unwrap();
        }
        let Some(Outcome::Winner(_)) = g.outcome() else {
            panic!("expected a winner")
        };
        let img = render(&g, &BoardInfo::default());
        let first = (0..9u8)
            .find(|b| g.winning_boxes() & (1 << b) != 0)
            .unwrap();
        let (x, y) = box_origin(first);
        assert_eq!(
            *img.get_pixel((x + 3) as u32, (y + 3) as u32),
            theme::HIGHLIGHT
        );
        assert!(encode_png(&img).len() < 60 * 1024);
    }

    #[test]
    fn text_board_marks_counters_and_the_throw() {
        let g = mid_game();
        let board = text_board(&g, Lang::EnUs);
        assert!(board.contains("9  B B B | . . . | . . .\n"), "{board}");
        assert!(board.contains("6  b . . | r . . | . . .\n"), "{board}");
        assert!(board.contains("red threw 5: place on one of"), "{board}");
    }
}
