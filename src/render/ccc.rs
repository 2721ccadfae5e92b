//! CCC: the 8×10 board, White at the bottom. Stacks are drawn as towers (Flats as slabs,
//! Pyramids as triangles sized S/M/L) with their piece count in the corner; shields are blue
//! pips beside the piece that holds them; a Ring shows its Power in gold; laying sticks are
//! drawn across the squares they cover; frozen pieces are dimmed. Every square the last
//! action touched is highlighted.
//!
//! Speed: the squares and their labels are drawn once into a cached background.

use crate::i18n::{tr, Lang, Text};
use std::sync::OnceLock;

use image::Rgb;

use super::{
    copy_of, disc, drawn_once, fill_polygon, fill_rect, fit, mix, ring, status_footer, text,
    text_centred, theme, Anchor, Area, BoardInfo, Canvas, Colour, Render, TextStyle,
};
use crate::games::ccc::board::{at, Kind, Piece, Side, Sq, SqSet, BLACK, SQUARES, WHITE};
use crate::games::ccc::pieces::{unit, Unit};
use crate::games::ccc::Ccc;
use crate::games::{Game, Seat};

pub const WIDTH: u32 = 720;
pub const CELL: i32 = 72;
const HEADER: i32 = 56;
const FOOTER: i32 = 36;
pub const BOARD_X: i32 = (WIDTH as i32 - 8 * CELL) / 2;
pub const BOARD_Y: i32 = HEADER + 22;
const BOARD_H: i32 = 10 * CELL;
const LAST_Y: i32 = BOARD_Y + BOARD_H + 36;
pub const HEIGHT: u32 = (LAST_Y + 26 + FOOTER) as u32;

const LIGHT_SQUARE: Colour = theme::CELL;
const DARK_SQUARE: Colour = theme::CELL_DARK;
/// Piece fill and outline per side.
const FILL: [Colour; 2] = [Rgb([252, 251, 246]), Rgb([52, 52, 62])];
const EDGE: [Colour; 2] = [Rgb([40, 40, 48]), Rgb([12, 12, 16])];
/// Lettering on a piece.
const MARK: [Colour; 2] = [Rgb([40, 40, 48]), Rgb([240, 240, 235])];
const SHIELD: Colour = Rgb([36, 120, 220]);
const POWER: Colour = Rgb([222, 160, 20]);

/// Top-left pixel of a square.
pub fn square_origin(s: Sq) -> (i32, i32) {
    let file = (s % 8) as i32;
    let rank = (s / 8) as i32;
    (BOARD_X + file * CELL, BOARD_Y + (9 - rank) * CELL)
}

fn square_colour(s: Sq) -> Colour {
    if (s % 8 + s / 8).is_multiple_of(2) {
        DARK_SQUARE
    } else {
        LIGHT_SQUARE
    }
}

fn static_background() -> &'static Canvas {
    static BACKGROUND: OnceLock<Canvas> = OnceLock::new();
    drawn_once(&BACKGROUND, || {
        let mut img = Canvas::from_pixel(WIDTH, HEIGHT, theme::BACKGROUND);
        fill_rect(
            &mut img,
            BOARD_X - 3,
            BOARD_Y - 3,
            (8 * CELL + 6) as u32,
            (BOARD_H + 6) as u32,
            theme::INK,
        );
        for s in 0..SQUARES as Sq {
            let (x, y) = square_origin(s);
            fill_rect(&mut img, x, y, CELL as u32, CELL as u32, square_colour(s));
        }
        for f in 0..8 {
            let file = ((b'a' + f as u8) as char).to_string();
            let cx = BOARD_X + f * CELL + CELL / 2;
            let column = |y0, y1| Area::span(cx - CELL / 2, y0, cx + CELL / 2, y1);
            text_centred(
                &mut img,
                &file,
                cx,
                BOARD_Y - 13,
                column(HEADER, BOARD_Y - 3),
                TextStyle::bold(15.0, theme::MUTED),
            );
            text_centred(
                &mut img,
                &file,
                cx,
                BOARD_Y + BOARD_H + 13,
                column(BOARD_Y + BOARD_H + 3, LAST_Y - 12),
                TextStyle::bold(15.0, theme::MUTED),
            );
        }
        for r in 0..10 {
            let label = (r + 1).to_string();
            let cy = BOARD_Y + (9 - r) * CELL + CELL / 2;
            let row = |x0, x1| Area::span(x0, cy - CELL / 2, x1, cy + CELL / 2);
            text_centred(
                &mut img,
                &label,
                BOARD_X - 20,
                cy,
                row(BOARD_X - 40, BOARD_X - 3),
                TextStyle::bold(15.0, theme::MUTED),
            );
            text_centred(
                &mut img,
                &label,
                BOARD_X + 8 * CELL + 20,
                cy,
                row(BOARD_X + 8 * CELL + 3, BOARD_X + 8 * CELL + 40),
                TextStyle::bold(15.0, theme::MUTED),
            );
        }
        img
    })
}

/// Colours for drawing one side's piece on a square, dimmed when frozen.
#[derive(Clone, Copy)]
struct Ink {
    fill: Colour,
    edge: Colour,
    mark: Colour,
    shield: Colour,
    power: Colour,
    ground: Colour,
}

impl Ink {
    fn new(side: Side, ground: Colour, frozen: bool) -> Ink {
        let t = if frozen { 0.6 } else { 0.0 };
        let s = side as usize;
        Ink {
            fill: mix(FILL[s], ground, t),
            edge: mix(EDGE[s], ground, t),
            mark: mix(MARK[s], ground, t),
            shield: mix(SHIELD, ground, t),
            power: mix(POWER, ground, t),
            ground,
        }
    }
}

pub fn render(game: &Ccc, info: &BoardInfo) -> Canvas {
    let mut img = copy_of(static_background());
    header(&mut img, info, game.to_move());
    let last = game.last_action();
    let touched = last.map(|l| l.touched).unwrap_or_default();
    for s in touched.iter() {
        let (x, y) = square_origin(s);
        fill_rect(&mut img, x, y, CELL as u32, CELL as u32, theme::HIGHLIGHT);
    }
    let frozen = game.frozen_pieces();
    for s in 0..SQUARES as Sq {
        draw_square(&mut img, game, s, touched, frozen);
    }
    for side in [WHITE, BLACK] {
        if let Some(st) = game.laying_stick(side) {
            draw_laying_stick(&mut img, game, side, touched, frozen.contains(st.at));
        }
    }
    let lang = info.lang;
    let line = match last {
        Some(l) => Text::new("picture-ccc-last")
            .arg("side", side_name(l.side))
            .arg("move", game.format_move(&l.mv))
            .get(lang),
        None => tr(lang, "picture-ccc-no-moves"),
    };
    let quiet = Text::new("picture-ccc-quiet")
        .arg("plies", game.quiet_plies())
        .get(lang);
    // The last action takes the left of the line, the quiet plies the right.
    let (left, right) = (BOARD_X - 40, BOARD_X + 8 * CELL + 40);
    let split = left + (right - left) * 5 / 8;
    let (top, bottom) = (LAST_Y - 12, HEIGHT as i32 - FOOTER);
    text(
        &mut img,
        &line,
        left,
        LAST_Y - 12,
        Area::span(left, top, split - 8, bottom),
        TextStyle::regular(17.0, theme::INK),
    );
    fit::place(
        &mut img,
        &quiet,
        Anchor::TopRight(right, LAST_Y - 10),
        Area::span(split, top, right, bottom),
        TextStyle::regular(14.0, theme::MUTED),
    );
    status_footer(&mut img, info);
    img
}

fn header(img: &mut Canvas, info: &BoardInfo, to_move: Option<Seat>) {
    fill_rect(img, 0, 0, WIDTH, HEADER as u32, theme::PANEL);
    let half = WIDTH as i32 / 2;
    for seat in Seat::all() {
        let x0 = if seat == Seat::FIRST { 12 } else { half + 12 };
        if to_move == Some(seat) {
            fill_rect(img, x0 - 8, 4, (half - 8) as u32, 48, theme::HIGHLIGHT);
        }
        let i = seat.index();
        disc(img, (x0 + 14, 28), 15, EDGE[i]);
        disc(img, (x0 + 14, 28), 13, FILL[i]);
        let tag = format!("({})", Ccc::SEATS[i]);
        super::name_and_tag(img, &info.players[i], &tag, x0 + 36, half, false);
    }
}

/// A side's seat name, as players type and read it (`white`, `black`).
fn side_name(side: Side) -> &'static str {
    Ccc::SEATS[usize::from(side)]
}

fn ground_of(s: Sq, touched: SqSet) -> Colour {
    if touched.contains(s) {
        theme::HIGHLIGHT
    } else {
        square_colour(s)
    }
}

fn draw_square(img: &mut Canvas, game: &Ccc, s: Sq, touched: SqSet, frozen: SqSet) {
    let cell = game.cell(s);
    let Some(side) = cell.side() else { return };
    let ground = ground_of(s, touched);
    let ink = Ink::new(side, ground, frozen.contains(s));
    let (x, y) = square_origin(s);
    let cx = x + CELL / 2;
    let cy = y + CELL / 2;
    match unit(cell) {
        Unit::Empty | Unit::Laying => {}
        Unit::Flat | Unit::FlatStack | Unit::Pyramids | Unit::PyramidStack => {
            draw_tower(img, cell.pieces(), x, y, ink);
        }
        Unit::Cube => draw_cube(img, cx, cy, ink),
        Unit::Ring => {
            let power = cell.top().map_or(0, |p| p.shields);
            ring(img, (cx, cy), 23, 8, ink.edge, ink.ground);
            ring(img, (cx, cy), 21, 4, ink.fill, ink.ground);
            if power > 0 {
                text_centred(
                    img,
                    &power.to_string(),
                    cx,
                    cy,
                    Area::new(x, y, CELL, CELL),
                    TextStyle::bold(17.0, ink.power),
                );
            }
        }
        Unit::Standing => {
            let p = cell.top().expect("a stick");
            let h = if p.kind == Kind::TallStick { 58 } else { 40 };
            bar(img, cx - 7, y + CELL - 7 - h, 14, h, ink);
            if p.kind == Kind::ShortStick {
                // A notch shows it was cut down.
                fill_rect(img, cx - 7, y + CELL - 7 - h + 8, 14, 2, ink.edge);
            }
            corner_pips(img, x, y, p.shields, ink);
        }
        Unit::Rectangle => {
            let p = cell.top().expect("a Rectangle");
            bar(img, cx - 8, cy - 10, 16, 22, ink);
            corner_pips(img, x, y, p.shields, ink);
        }
        Unit::Flag => draw_flag(img, cx, cy, ink),
    }
}

/// A filled box with an outline.
fn bar(img: &mut Canvas, x: i32, y: i32, w: i32, h: i32, ink: Ink) {
    fill_rect(img, x, y, w as u32, h as u32, ink.edge);
    fill_rect(
        img,
        x + 2,
        y + 2,
        (w - 4).max(1) as u32,
        (h - 4).max(1) as u32,
        ink.fill,
    );
}

fn pip(img: &mut Canvas, cx: i32, cy: i32, colour: Colour) {
    disc(img, (cx, cy), 4, Rgb([255, 255, 255]));
    disc(img, (cx, cy), 3, colour);
}

/// Shields of a single piece: a row of pips in the square's top-right corner.
fn corner_pips(img: &mut Canvas, x: i32, y: i32, n: u8, ink: Ink) {
    for i in 0..n as i32 {
        pip(img, x + CELL - 8 - i * 9, y + 8, ink.shield);
    }
}

/// Flats as slabs, Pyramids as triangles, bottom to top, scaled to fit; piece count in the
/// corner; each piece's shields as pips beside it.
fn draw_tower(img: &mut Canvas, pieces: &[Piece], x: i32, y: i32, ink: Ink) {
    let layer = |k: Kind| -> f32 {
        match k {
            Kind::Flat => 10.0,
            Kind::Small => 18.0,
            Kind::Medium => 23.0,
            Kind::Large => 28.0,
            _ => 10.0,
        }
    };
    let total: f32 = pieces.iter().map(|p| layer(p.kind) + 1.0).sum();
    let room = (CELL - 12) as f32;
    // Short towers are drawn larger and centred; tall ones shrink to fit.
    let scale = (room / total).min(1.5);
    let cx = x + CELL / 2;
    let height = total * scale;
    let mut bottom = (y + CELL / 2) as f32 + height / 2.0 + 2.0;
    for p in pieces {
        let h = layer(p.kind) * scale;
        let top = bottom - h;
        let mid = ((top + bottom) / 2.0) as i32;
        let half_w = match p.kind {
            Kind::Flat => {
                let hw = 23;
                fill_rect(
                    img,
                    cx - hw,
                    top as i32,
                    (2 * hw) as u32,
                    h.max(3.0) as u32,
                    ink.edge,
                );
                fill_rect(
                    img,
                    cx - hw + 2,
                    top as i32 + 2,
                    (2 * hw - 4) as u32,
                    (h - 4.0).max(1.0) as u32,
                    ink.fill,
                );
                hw
            }
            k => {
                let hw = match k {
                    Kind::Small => 12.0,
                    Kind::Medium => 16.0,
                    _ => 21.0,
                };
                let (l, r) = (cx as f32 - hw, cx as f32 + hw);
                fill_polygon(img, &[(l, bottom), (r, bottom), (cx as f32, top)], ink.edge);
                fill_polygon(
                    img,
                    &[
                        (l + 3.5, bottom - 2.0),
                        (r - 3.5, bottom - 2.0),
                        (cx as f32, top + 4.0),
                    ],
                    ink.fill,
                );
                if h >= 13.0 {
                    let letter = match k {
                        Kind::Small => "S",
                        Kind::Medium => "M",
                        _ => "L",
                    };
                    text_centred(
                        img,
                        letter,
                        cx,
                        (bottom - h * 0.32) as i32,
                        Area::new(x, y, CELL, CELL),
                        TextStyle::bold((h * 0.5).clamp(9.0, 13.0), ink.mark),
                    );
                }
                hw as i32
            }
        };
        if p.shields > 0 {
            let n = p.shields as i32;
            let start = (cx + half_w + 6).min(x + CELL - 5 - (n - 1) * 7);
            for i in 0..n {
                pip(img, start + i * 7, mid, ink.shield);
            }
        }
        bottom = top - 1.0;
    }
    if pieces.len() > 1 {
        disc(img, (x + 11, y + 11), 9, ink.edge);
        text_centred(
            img,
            &pieces.len().to_string(),
            x + 11,
            y + 12,
            Area::new(x, y, CELL, CELL),
            TextStyle::bold(12.0, FILL[0]),
        );
    }
}

fn draw_cube(img: &mut Canvas, cx: i32, cy: i32, ink: Ink) {
    let (s, d) = (30.0, 9.0);
    let (x0, y0) = (cx as f32 - s / 2.0 - d / 2.0, cy as f32 - s / 2.0 + d / 2.0);
    let front = [(x0, y0), (x0 + s, y0), (x0 + s, y0 + s), (x0, y0 + s)];
    let top = [
        (x0, y0),
        (x0 + d, y0 - d),
        (x0 + s + d, y0 - d),
        (x0 + s, y0),
    ];
    let side = [
        (x0 + s, y0),
        (x0 + s + d, y0 - d),
        (x0 + s + d, y0 + s - d),
        (x0 + s, y0 + s),
    ];
    let grow = |pts: &[(f32, f32)]| -> Vec<(f32, f32)> {
        let (mx, my) = (cx as f32, cy as f32);
        pts.iter()
            .map(|&(px, py)| (px + (px - mx).signum() * 2.0, py + (py - my).signum() * 2.0))
            .collect()
    };
    let outline: Vec<(f32, f32)> = grow(&[front[0], top[1], top[2], side[2], front[2], front[3]]);
    fill_polygon(img, &outline, ink.edge);
    fill_polygon(img, &top, mix(ink.fill, ink.edge, 0.15));
    fill_polygon(img, &side, mix(ink.fill, ink.edge, 0.35));
    fill_polygon(
        img,
        &[
            (front[0].0 + 1.5, front[0].1 + 1.5),
            (front[1].0 - 1.0, front[1].1 + 1.5),
            (front[2].0 - 1.0, front[2].1 - 1.0),
            (front[3].0 + 1.5, front[3].1 - 1.0),
        ],
        ink.fill,
    );
}

fn draw_flag(img: &mut Canvas, cx: i32, cy: i32, ink: Ink) {
    let pole_x = cx - 12;
    fill_rect(img, pole_x - 1, cy - 24, 5, 50, ink.edge);
    fill_rect(img, pole_x - 8, cy + 22, 19, 5, ink.edge);
    let (px, py) = (pole_x as f32 + 4.0, cy as f32 - 24.0);
    fill_polygon(
        img,
        &[(px, py), (px + 30.0, py + 10.0), (px, py + 21.0)],
        ink.edge,
    );
    fill_polygon(
        img,
        &[(px, py + 3.5), (px + 23.0, py + 10.5), (px, py + 17.5)],
        ink.fill,
    );
    // A smile: it is a nice flag.
    disc(img, (px as i32 + 7, py as i32 + 8), 1, ink.mark);
    fill_rect(img, px as i32 + 5, py as i32 + 12, 6, 1, ink.mark);
}

fn draw_laying_stick(img: &mut Canvas, game: &Ccc, side: Side, touched: SqSet, frozen: bool) {
    let Some(st) = game.laying_stick(side) else {
        return;
    };
    let squares: Vec<Sq> = st.squares().collect();
    let first = squares[0];
    let last = *squares.last().expect("sections");
    let (x1, y1) = square_origin(first);
    let (x2, y2) = square_origin(last);
    let ink = Ink::new(side, ground_of(first, touched), frozen);
    let thick = 18;
    if st.ns {
        // `last` is the top square on the picture.
        let (top, bottom) = (y2 + 8, y1 + CELL - 8);
        bar(
            img,
            x1 + CELL / 2 - thick / 2,
            top,
            thick,
            bottom - top,
            ink,
        );
        for q in &squares[1..] {
            let (_, qy) = square_origin(*q);
            fill_rect(
                img,
                x1 + CELL / 2 - thick / 2,
                qy + CELL - 1,
                thick as u32,
                2,
                ink.edge,
            );
        }
    } else {
        let (left, right) = (x1 + 8, x2 + CELL - 8);
        bar(
            img,
            left,
            y1 + CELL / 2 - thick / 2,
            right - left,
            thick,
            ink,
        );
        for q in &squares[1..] {
            let (qx, _) = square_origin(*q);
            fill_rect(
                img,
                qx - 1,
                y1 + CELL / 2 - thick / 2,
                2,
                thick as u32,
                ink.edge,
            );
        }
    }
    let (nx, ny) = square_origin(st.at);
    corner_pips(img, nx, ny, st.shields, ink);
}

/// The board as text for the terminal: one column per file, White (upper case) at the bottom.
/// `F3` a stack of 3 Flats, `S`/`M`/`L` Pyramids (a stack lists its pieces bottom to top,
/// e.g. `F2LS`), `C` Cube, `R2` Ring with 2 Power, `T`/`H` standing Tall/Short Stick, `T|`
/// `T-` laying sticks (`|` north–south, `-` east–west), `X` Rectangle, `G` Nice Flag; `+n`
/// shields on the top piece, `*` frozen.
pub fn text_board(game: &Ccc, lang: Lang) -> String {
    let frozen = game.frozen_pieces();
    let mut out = String::new();
    for rank in (0..10i8).rev() {
        out.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..8i8 {
            let s = at(file, rank).expect("on the board");
            let mut code = cell_code(game, s);
            if frozen.contains(s) {
                code.push('*');
            }
            out.push_str(&format!("{code:<8}"));
        }
        out.push('\n');
    }
    out.push_str("   ");
    for f in 0..8u8 {
        out.push_str(&format!("{:<8}", (b'a' + f) as char));
    }
    out.push('\n');
    if let Some(l) = game.last_action() {
        let last = Text::new("picture-ccc-text-last")
            .arg("side", side_name(l.side))
            .arg("move", game.format_move(&l.mv));
        out.push_str(&last.get(lang));
        out.push('\n');
    }
    out
}

fn cell_code(game: &Ccc, s: Sq) -> String {
    let cell = game.cell(s);
    let Some(top) = cell.top() else {
        return ".".into();
    };
    let mut code = String::new();
    let flats = cell.flats();
    if flats > 0 {
        code.push('F');
        if flats > 1 {
            code.push_str(&flats.to_string());
        }
    }
    let mut shields = top.shields;
    for p in cell.pieces() {
        match p.kind {
            Kind::Flat => {}
            Kind::Small => code.push('S'),
            Kind::Medium => code.push('M'),
            Kind::Large => code.push('L'),
            Kind::Cube => code.push('C'),
            Kind::Ring => {
                code.push('R');
                code.push_str(&p.shields.to_string());
                shields = 0;
            }
            Kind::TallStick => code.push('T'),
            Kind::ShortStick => code.push('H'),
            Kind::Rectangle => code.push('X'),
            Kind::Flag => code.push('G'),
            Kind::Laying => {
                if let Some(st) = game.laying_stick(p.side) {
                    code.push(if st.tall { 'T' } else { 'H' });
                    code.push(if st.ns { '|' } else { '-' });
                    shields = if st.at == s { st.shields } else { 0 };
                }
            }
        }
    }
    if shields > 0 {
        code.push_str(&format!("+{shields}"));
    }
    if top.side == BLACK {
        code = code.to_lowercase();
    }
    code
}

impl Render for Ccc {
    fn render(&self, info: &BoardInfo) -> Canvas {
        render(self, info)
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }

    /// A square, by its name.
    fn place_region(&self, place: &str) -> Option<super::ClickRegion> {
        let s = crate::games::ccc::board::parse_square(place)
            .filter(|&s| crate::games::ccc::board::name(s) == place)?;
        let (x, y) = square_origin(s);
        Some(super::ClickRegion::of_pixels(
            x,
            y,
            CELL,
            CELL,
            (WIDTH, HEIGHT),
            place.to_string(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::render::encode_png;

    fn mid_game() -> Ccc {
        let mut g = Ccc::new(&Default::default(), "0").unwrap();
        for m in [
            "build b1",
            "e8-e7",
            "build b1",
            "d8-d7",
            "build b1",
            "f10-e9",
            "shield b1 c1 c1 c1",
            "c8-c7",
            "fall c1 n",
            "h10-f7",
            "e3-e4",
            "d7-d6",
            "build b1",
            "c7-c6",
            "shield b1 e4",
            "d9-d8",
            "e4-e5",
            "d8-d7",
        ] {
            let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
            g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        g
    }

    fn info() -> BoardInfo {
        BoardInfo {
            players: [
                "alice".into(),
                "a very long display name, far too long".into(),
            ],
            status: "White to move".into(),
            lang: Lang::EnUs,
            palette: Default::default(),
        }
    }

    #[test]
    fn mid_game_board_is_small_and_wide_enough() {
        let g = mid_game();
        let img = render(&g, &info());
        assert_eq!(img.width(), WIDTH);
        assert_eq!(img.height(), HEIGHT);
        let png = encode_png(&img);
        assert!(png.len() < 60 * 1024, "PNG is {} bytes", png.len());
        let decoded = image::load_from_memory(&png).unwrap();
        assert_eq!(decoded.width(), 720);
    }

    #[test]
    fn last_action_squares_are_highlighted() {
        let mut g = Ccc::new(&Default::default(), "0").unwrap();
        for m in ["e3-e4", "e8-e7", "fall c1 n"] {
            g.play(&g.parse_move(m).unwrap()).unwrap();
        }
        let img = render(&g, &info());
        // The fall touched c1 (now empty) and c2–c4: corners show the highlight.
        for s in ["c1", "c2", "c3", "c4"] {
            let (x, y) = square_origin(crate::games::ccc::board::parse_square(s).unwrap());
            assert_eq!(
                *img.get_pixel(x as u32 + 2, y as u32 + 2),
                theme::HIGHLIGHT,
                "{s}"
            );
        }
        let (x, y) = square_origin(crate::games::ccc::board::parse_square("c5").unwrap());
        assert_ne!(*img.get_pixel(x as u32 + 2, y as u32 + 2), theme::HIGHLIGHT);
    }

    #[test]
    fn white_is_at_the_bottom_and_frozen_pieces_are_dimmed() {
        let g = Ccc::new(&Default::default(), "0").unwrap();
        let img = render(&g, &info());
        let centre = |s: &str| {
            let (x, y) = square_origin(crate::games::ccc::board::parse_square(s).unwrap());
            // The middle of a Flat slab.
            *img.get_pixel((x + CELL / 2) as u32, (y + CELL / 2 + 3) as u32)
        };
        assert_eq!(centre("e2"), FILL[0]);
        assert_eq!(centre("e9"), FILL[1]);
        // g2 stands next to White's Flag: drawn dimmed.
        assert_ne!(centre("g2"), FILL[0]);
        assert_ne!(
            centre("g2"),
            square_colour(crate::games::ccc::board::parse_square("g2").unwrap())
        );
    }

    #[test]
    fn text_board_shows_pieces() {
        let g = mid_game();
        let t = text_board(&g, Lang::EnUs);
        assert!(t.contains("T|"), "{t}");
        assert!(t.lines().next().unwrap().starts_with("10 c"));
        assert!(t.contains("R0") || t.contains("R1") || t.contains("R2"));
        assert!(t.contains("last: black d8-d7"));
    }
}
