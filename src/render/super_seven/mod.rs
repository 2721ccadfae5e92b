//! Super Seven: the nine numbered boxes with every square's number, as on the original board,
//! and a side panel with the current throw, the boxes won and the turn count.
//!
//! Speed and size: everything that never changes (boxes, square numbers, coordinates, titles)
//! is drawn once into a cached background; a render copies it and paints only what the
//! position changes. Square numbers are pre-rasterised glyphs. The fast PNG encoder pays for
//! every colour change along a row, so the board avoids vertical lines: squares are told
//! apart by thin horizontal rules, dotted column rules and a tinted centre square.
//!
//! The files: this one lays out the board and draws the picture; `glyphs.rs` the square
//! numbers, `panel.rs` the side panel, `text_board.rs` the board for the terminal.

use crate::i18n::{tr, Lang, Text};
use std::sync::OnceLock;

use image::Rgb;

use super::{
    copy_of, disc, fill_rect, frame_rect, mix, per_language, status_footer, text, text_centred,
    theme, thick_line, Area, BoardInfo, Canvas, Colour, Palette, Render, TextStyle, LANGS,
};
use crate::games::super_seven::{box_number, squares, Mask, Square, SuperSeven};
use crate::games::{Game, Seat};
use glyphs::{draw_number, NumberStyle};
use panel::{panel, panel_band};
pub use text_board::text_board;

mod glyphs;
mod panel;
#[cfg(test)]
mod tests;
mod text_board;

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
