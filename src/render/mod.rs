//! Board pictures. One file per game draws its board; this file holds what they share: the
//! canvas type, the colour theme, the fonts (decoded once), drawing helpers and PNG encoding.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use ab_glyph::FontRef;
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_polygon_mut};
use imageproc::point::Point;

use crate::games::{AnyGame, Seat};
use crate::i18n::{Lang, Text};

pub mod analysis;
pub mod area;
pub mod ccc;
pub mod cross_words_combat;
pub mod designed;
pub mod fit;
pub mod mega_tic_tac_toe;
pub mod palette;
pub mod replay;
pub mod super_seven;
pub mod text;
pub mod tournament;
pub mod twenty_sevens;

pub use fit::{Anchor, Area};
pub use palette::Palette;
pub use text::TextStyle;

/// Every board is drawn on an RGB canvas (no alpha: smaller PNGs, faster encoding).
pub type Canvas = RgbImage;
pub type Colour = Rgb<u8>;

/// What a picture shows besides the position: who plays and how things stand.
#[derive(Clone, Debug, Default)]
pub struct BoardInfo {
    /// Display names per seat, first seat first.
    pub players: [String; 2],
    /// One line under the board: whose turn it is, or the result.
    pub status: String,
    /// The language of every word drawn: the server's, as everyone in the channel reads it.
    pub lang: Lang,
    /// The sides' colours: the server's choice for its boards, a player's own for what only
    /// they see.
    pub palette: Palette,
}

/// The palette shared by every board.
pub mod theme {
    use super::Colour;
    use image::Rgb;

    pub const BACKGROUND: Colour = Rgb([250, 247, 240]);
    pub const PANEL: Colour = Rgb([236, 230, 218]);
    pub const INK: Colour = Rgb([40, 40, 48]);
    pub const MUTED: Colour = Rgb([130, 126, 120]);
    pub const GRID: Colour = Rgb([120, 110, 100]);
    pub const CELL: Colour = Rgb([255, 253, 248]);
    pub const CELL_DARK: Colour = Rgb([226, 219, 204]);
    pub const HIGHLIGHT: Colour = Rgb([255, 214, 92]);
    pub const OPEN: Colour = Rgb([214, 236, 214]);
    /// The first seat's colour (X, white, blue, red …) and its light tint.
    pub const SEAT: [Colour; 2] = [Rgb([200, 60, 50]), Rgb([40, 100, 200])];
    pub const SEAT_LIGHT: [Colour; 2] = [Rgb([245, 205, 200]), Rgb([200, 220, 248])];
}

/// The project's fonts, parsed once from the bytes embedded in the binary.
pub struct Fonts {
    pub regular: FontRef<'static>,
    pub bold: FontRef<'static>,
}

pub fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| Fonts {
        regular: FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans.ttf"))
            .expect("embedded font parses"),
        bold: FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans-Bold.ttf"))
            .expect("embedded font parses"),
    })
}

thread_local! {
    /// The canvas of the last picture made on this thread, for the next one to reuse: a board
    /// is megabytes of short-lived memory, and fresh pages from the operating system cost more
    /// than drawing the board (the allocator hands large blocks back after each use).
    static SPARE_PIXELS: RefCell<Vec<u8>> = RefCell::default();
}

/// A new canvas filled with the background colour.
pub fn canvas(width: u32, height: u32) -> Canvas {
    let len = width as usize * height as usize * 3;
    let mut raw = SPARE_PIXELS.with(|s| std::mem::take(&mut *s.borrow_mut()));
    raw.clear();
    raw.reserve(len);
    raw.extend_from_slice(&theme::BACKGROUND.0);
    // Copy in doubling blocks: far quicker than writing pixel by pixel.
    while raw.len() < len {
        raw.extend_from_within(..raw.len().min(len - raw.len()));
    }
    RgbImage::from_raw(width, height, raw).expect("buffer matches the size")
}

/// How many languages there are: static layers that carry words are cached once for each.
pub const LANGS: usize = Lang::ALL.len();

/// The cached picture for `lang` among one per language, drawn on first use.
pub fn per_language(
    cache: &'static [OnceLock<Canvas>; LANGS],
    lang: Lang,
    draw: impl FnOnce(Lang) -> Canvas,
) -> &'static Canvas {
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    drawn_once(&cache[index], || draw(lang))
}

/// The cached picture, drawn on first use (a game's static layer).
pub fn drawn_once(
    cache: &'static OnceLock<Canvas>,
    draw: impl FnOnce() -> Canvas,
) -> &'static Canvas {
    #[cfg(test)]
    return cache.get_or_init(|| fit::recording_layer(draw));
    #[cfg(not(test))]
    cache.get_or_init(draw)
}

/// A new canvas that starts as a copy of `background` (a game's static layer, drawn once).
pub fn copy_of(background: &Canvas) -> Canvas {
    let mut raw = SPARE_PIXELS.with(|s| std::mem::take(&mut *s.borrow_mut()));
    raw.clear();
    raw.extend_from_slice(background.as_raw());
    RgbImage::from_raw(background.width(), background.height(), raw).expect("same size")
}

/// A filled rectangle, clipped to the canvas. Rectangles are most of what a board is made
/// of, so this fills one row and copies it down rather than going pixel by pixel.
pub fn fill_rect(img: &mut Canvas, x: i32, y: i32, w: u32, h: u32, colour: Colour) {
    let (width, height) = (i64::from(img.width()), i64::from(img.height()));
    let x0 = i64::from(x).clamp(0, width) as usize;
    let x1 = (i64::from(x) + i64::from(w)).clamp(0, width) as usize;
    let y0 = i64::from(y).clamp(0, height) as usize;
    let y1 = (i64::from(y) + i64::from(h)).clamp(0, height) as usize;
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let stride = width as usize * 3;
    let buf: &mut [u8] = img;
    let first = y0 * stride + x0 * 3..y0 * stride + x1 * 3;
    for px in buf[first.clone()].chunks_exact_mut(3) {
        px.copy_from_slice(&colour.0);
    }
    for row in y0 + 1..y1 {
        buf.copy_within(first.clone(), row * stride + x0 * 3);
    }
}

/// A rectangle outline `thickness` pixels wide, drawn inside the rectangle.
pub fn frame_rect(
    img: &mut Canvas,
    x: i32,
    y: i32,
    w: u32,
    h: u32,
    thickness: u32,
    colour: Colour,
) {
    let t = thickness.min(w / 2).min(h / 2);
    fill_rect(img, x, y, w, t, colour);
    fill_rect(img, x, y + (h - t) as i32, w, t, colour);
    fill_rect(img, x, y, t, h, colour);
    fill_rect(img, x + (w - t) as i32, y, t, h, colour);
}

/// A straight line `width` pixels thick.
pub fn thick_line(img: &mut Canvas, from: (f32, f32), to: (f32, f32), width: f32, colour: Colour) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 0.5 {
        return;
    }
    let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
    let p = |x: f32, y: f32| Point::new(x.round() as i32, y.round() as i32);
    let poly = [
        p(from.0 + nx, from.1 + ny),
        p(to.0 + nx, to.1 + ny),
        p(to.0 - nx, to.1 - ny),
        p(from.0 - nx, from.1 - ny),
    ];
    if poly[0] != poly[3] {
        draw_polygon_mut(img, &poly, colour);
    }
}

/// A filled polygon; degenerate input is ignored rather than panicking.
pub fn fill_polygon(img: &mut Canvas, points: &[(f32, f32)], colour: Colour) {
    let mut poly: Vec<Point<i32>> = points
        .iter()
        .map(|&(x, y)| Point::new(x.round() as i32, y.round() as i32))
        .collect();
    poly.dedup();
    while poly.len() > 1 && poly.first() == poly.last() {
        poly.pop();
    }
    if poly.len() >= 3 {
        draw_polygon_mut(img, &poly, colour);
    }
}

/// `a` blended towards `b` by `t` (0: `a`, 1: `b`).
pub fn mix(a: Colour, b: Colour, t: f32) -> Colour {
    let m = |x: u8, y: u8| (x as f32 * (1.0 - t) + y as f32 * t).round() as u8;
    Rgb([m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])])
}

pub fn disc(img: &mut Canvas, centre: (i32, i32), radius: i32, colour: Colour) {
    draw_filled_circle_mut(img, centre, radius, colour);
}

/// A ring: a disc with a hole of the given background colour.
pub fn ring(
    img: &mut Canvas,
    centre: (i32, i32),
    radius: i32,
    thickness: i32,
    colour: Colour,
    inside: Colour,
) {
    draw_filled_circle_mut(img, centre, radius, colour);
    draw_filled_circle_mut(img, centre, (radius - thickness).max(0), inside);
}

/// An X mark centred on `centre` with arms reaching `radius`.
pub fn cross(img: &mut Canvas, centre: (f32, f32), radius: f32, width: f32, colour: Colour) {
    let (x, y) = centre;
    thick_line(
        img,
        (x - radius, y - radius),
        (x + radius, y + radius),
        width,
        colour,
    );
    thick_line(
        img,
        (x - radius, y + radius),
        (x + radius, y - radius),
        width,
        colour,
    );
}

/// Text size in pixels at `size` px.
pub fn measure(s: &str, size: f32, bold: bool) -> (u32, u32) {
    let (ascent, descent) = text::ascent_descent(size, bold);
    (
        text::width(s, size, bold).ceil() as u32,
        (ascent - descent).ceil() as u32,
    )
}

/// Draw text with its top-left corner at (x, y), fitted into `within`; returns its ink.
pub fn text(
    img: &mut Canvas,
    s: &str,
    x: i32,
    y: i32,
    within: Area,
    style: TextStyle,
) -> Option<Area> {
    fit::place(img, s, Anchor::TopLeft(x, y), within, style)
}

/// Draw text centred on (cx, cy), fitted into `within`.
pub fn text_centred(img: &mut Canvas, s: &str, cx: i32, cy: i32, within: Area, style: TextStyle) {
    // Centre on the font's cap height rather than the measured box, so labels line up.
    fit::place(img, s, Anchor::Centre(cx, cy), within, style);
}

/// The part of the shared header that belongs to the seat whose half starts at `x0`.
fn seat_area(x0: i32, half: i32) -> Area {
    Area::span(x0 - 8, 4, x0 - 16 + half, 52)
}

/// The header every board shares: both players with their seat colours and (optionally)
/// their points, and the turn marker. Returns the height used.
pub fn player_header(
    img: &mut Canvas,
    info: &BoardInfo,
    seat_labels: [&str; 2],
    scores: Option<[i64; 2]>,
    to_move: Option<usize>,
) -> i32 {
    let width = img.width() as i32;
    let half = width / 2;
    fill_rect(img, 0, 0, width as u32, 56, theme::PANEL);
    for seat in 0..2 {
        let x0 = if seat == 0 { 12 } else { half + 12 };
        if to_move == Some(seat) {
            fill_rect(img, x0 - 8, 4, (half - 8) as u32, 48, theme::HIGHLIGHT);
        }
        disc(img, (x0 + 14, 28), 14, info.palette.seat(seat));
        text_centred(
            img,
            seat_labels[seat],
            x0 + 14,
            28,
            Area::new(x0, 14, 28, 28),
            TextStyle::bold(14.0, theme::BACKGROUND),
        );
        let score = scores
            .map(|s| {
                Text::new("picture-points")
                    .arg("points", s[seat])
                    .get(info.lang)
            })
            .unwrap_or_default();
        name_and_tag(img, &info.players[seat], &score, x0 + 36, half, true);
    }
    56
}

/// A player's name in bold followed by a tag such as "  (white)" or "  12 pts" (bold with
/// `bold_tag`, else muted), in the half of the header that starts at `x` (games with their
/// own seat marks draw headers with this). The tag keeps its size; the name gives way.
pub fn name_and_tag(img: &mut Canvas, name: &str, tag: &str, x: i32, half: i32, bold_tag: bool) {
    let area = seat_area(x - 36, half);
    let tag_style = if bold_tag {
        TextStyle::bold(20.0, theme::INK)
    } else {
        TextStyle::regular(16.0, theme::MUTED)
    };
    let tag = format!("  {tag}");
    let (tw, _) = measure(&tag, tag_style.size, tag_style.bold);
    let name_area = Area::span(
        x,
        area.y,
        (area.right() - tw as i32).max(x + 20),
        area.bottom(),
    );
    let name_end = text(
        img,
        name,
        x,
        16,
        name_area,
        TextStyle::bold(20.0, theme::INK),
    )
    .map_or(x, |ink| ink.right());
    if tag.trim().is_empty() {
        return;
    }
    let tag_y = if bold_tag { 16 } else { 19 };
    text(
        img,
        &tag,
        name_end,
        tag_y,
        Area::span(name_end, area.y, area.right(), area.bottom()),
        tag_style,
    );
}

/// The status line at the bottom of every board.
pub fn status_footer(img: &mut Canvas, info: &BoardInfo) {
    let (w, h) = (img.width(), img.height() as i32);
    fill_rect(img, 0, h - 36, w, 36, theme::PANEL);
    text(
        img,
        &info.status,
        12,
        h - 28,
        Area::span(12, h - 36, w as i32 - 12, h),
        TextStyle::regular(18.0, theme::INK),
    );
}

/// A part of the board picture that plays a move when touched: `token` is the move as the
/// game writes it. Given as fractions of the picture's width and height, from the geometry
/// that draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct ClickRegion {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    pub token: String,
}

impl ClickRegion {
    /// The region of a rectangle of a `width` × `height` picture, in pixels.
    pub fn of_pixels(x: i32, y: i32, w: i32, h: i32, picture: (u32, u32), token: String) -> Self {
        let (pw, ph) = (picture.0 as f32, picture.1 as f32);
        ClickRegion {
            x: x as f32 / pw,
            y: y as f32 / ph,
            w: w as f32 / pw,
            h: h as f32 / ph,
            token,
        }
    }
}

/// How a game is drawn: each game's renderer (`src/render/<game>.rs`) implements it for the
/// engine, and the functions below reach it through [`with_game!`](crate::with_game).
pub trait Render {
    /// The board picture.
    fn render(&self, info: &BoardInfo) -> Canvas;

    /// The parts of the picture a player may touch to play a move (none, the default, where
    /// the picture has no such map yet: the move is typed or picked). The host offers only
    /// those whose move is legal.
    fn click_regions(&self) -> Vec<ClickRegion> {
        Vec::new()
    }

    /// Where the picture draws `place`: a square or cell by the name moves give it (`e4`),
    /// or a part such as Super Seven's throw (`roll`). `None` where the picture has no such
    /// place; the touchable board then offers that step as a labelled button beside it.
    fn place_region(&self, _place: &str) -> Option<ClickRegion> {
        None
    }

    /// The position as text (the terminal shows this after every move).
    fn text_board(&self, lang: Lang) -> String;

    /// What only `seat` may see (a Cross Words Combat page). `None`, the default, for games
    /// without hidden information.
    fn private_view(
        &self,
        _seat: Seat,
        _lang: Lang,
        _palette: Palette,
    ) -> Option<PrivateView<Canvas>> {
        None
    }
}

/// What only one seat may see (a Cross Words Combat page): as text, in words for a screen
/// reader (the picture's alt text), and as a picture (`P`: drawn, or encoded as PNG).
#[derive(Clone, Debug)]
pub struct PrivateView<P> {
    pub text: String,
    pub alt_text: String,
    pub picture: P,
}

/// Draw any game's board.
pub fn render(game: &AnyGame, info: &BoardInfo) -> Canvas {
    crate::with_game!(game, g => Render::render(g, info))
}

/// The touchable parts of any game's board picture (see [`Render::click_regions`]).
pub fn click_regions(game: &AnyGame) -> Vec<ClickRegion> {
    crate::with_game!(game, g => g.click_regions())
}

/// Where any game's picture draws `place` (see [`Render::place_region`]).
pub fn place_region(game: &AnyGame, place: &str) -> Option<ClickRegion> {
    crate::with_game!(game, g => g.place_region(place))
}

/// What only `seat` may see, with its picture as a PNG: their page in Cross Words Combat.
/// `None` for games without hidden information.
pub fn private_view(
    game: &AnyGame,
    seat: Seat,
    lang: Lang,
    palette: Palette,
) -> Option<PrivateView<Vec<u8>>> {
    crate::with_game!(game, g => g.private_view(seat, lang, palette)).map(|view| PrivateView {
        text: view.text,
        alt_text: view.alt_text,
        picture: encode_png(&view.picture),
    })
}

/// The position as text (the terminal shows this after every move).
pub fn text_board(game: &AnyGame, lang: Lang) -> String {
    crate::with_game!(game, g => g.text_board(lang))
}

/// Encode a picture as PNG. Boards are flat colours plus anti-aliased edges: mapped onto a
/// palette of at most 256 colours, an indexed PNG is a third of the data of RGB, so it is both
/// smaller and faster to compress. Busier pictures (lots of anti-aliased text) first drop the
/// fewest low bits per channel that bring them under 256 colours, invisible at these sizes.
pub fn encode_png(img: &Canvas) -> Vec<u8> {
    encode_indexed(img, None)
        .or_else(|| encode_indexed(img, Some(shift_for_256_colours(img))))
        .expect("at most 256 colours once cut to the shift that leaves at most 256")
}

/// The PNG of a picture with at most 256 colours (`None` for more), in one pass: each row is
/// mapped to palette indices, Up-filtered and handed to the fast deflater as it goes. With
/// `shift`, colours are first cut to their top `8 - shift` bits a channel.
///
/// With the Up filter a pixel equal to the one above encodes as 0 whatever its index, and
/// boards are mostly such pixels, so only the others (see [`changed_pixels`]) need a palette
/// index; `column` keeps the index of the latest pixel of every column, which is what the
/// next row's differences are taken against. (The fast deflater packs runs of zeros; Adaptive
/// filtering would cost twice the time for 30 % fewer bytes.)
fn encode_indexed(img: &Canvas, shift: Option<u32>) -> Option<Vec<u8>> {
    const UP: u8 = 2;
    let width = img.width() as usize;
    let stride = width * 3;
    let raw = img.as_raw();
    let mut slots: ColourMap<u8> = ColourMap::default();
    let mut palette: Vec<u8> = Vec::with_capacity(256 * 3);
    let mut column = vec![0u8; width];
    let mut filtered = vec![0u8; width + 1];
    filtered[0] = UP;
    let mut deflater = fdeflate::Compressor::new(Vec::with_capacity(64 * 1024)).ok()?;
    let (mut run_colour, mut run_index) = (None, 0u8);
    for y in 0..img.height() as usize {
        let row = &raw[y * stride..(y + 1) * stride];
        let above = (y > 0).then(|| &raw[(y - 1) * stride..y * stride]);
        let out = &mut filtered[1..];
        out.fill(0);
        let complete = changed_pixels(row, above, |x, px| {
            if run_colour != Some(*px) {
                let key = match shift {
                    Some(shift) => quantize(*px, shift),
                    None => u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2]),
                };
                run_index = match slots.get(&key) {
                    Some(&index) => index,
                    None if slots.len() == 256 => return false,
                    None => {
                        let index = slots.len() as u8;
                        slots.insert(key, index);
                        palette.extend_from_slice(&key.to_be_bytes()[1..]);
                        index
                    }
                };
                run_colour = Some(*px);
            }
            out[x] = run_index.wrapping_sub(column[x]);
            column[x] = run_index;
            true
        });
        if !complete {
            return None;
        }
        deflater.write_data(&filtered).ok()?;
    }
    let idat = deflater.finish().ok()?;

    let mut png = Vec::with_capacity(idat.len() + palette.len() + 128);
    let mut encoder = png::Encoder::new(&mut png, img.width(), img.height());
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_palette(palette);
    let mut writer = encoder.write_header().ok()?;
    writer.write_chunk(png::chunk::IDAT, &idat).ok()?;
    writer.finish().ok()?;
    Some(png)
}

/// Calls `visit(x, colour)` for every pixel of `row` that differs from the one above it
/// (every pixel when there is no row above), left to right, until `visit` returns false;
/// returns whether it went through the whole row. Rows and runs of pixels equal to the ones
/// above are skipped by comparing 32 pixels, then 8, at a time.
fn changed_pixels(
    row: &[u8],
    above: Option<&[u8]>,
    mut visit: impl FnMut(usize, &[u8; 3]) -> bool,
) -> bool {
    let (pixels, _) = row.as_chunks::<3>();
    let Some(above) = above else {
        return pixels.iter().enumerate().all(|(x, px)| visit(x, px));
    };
    if row == above {
        return true;
    }
    let (pixels_above, _) = above.as_chunks::<3>();
    let mut visit_range = |from: usize, to: usize| {
        (from..to).all(|x| pixels[x] == pixels_above[x] || visit(x, &pixels[x]))
    };
    let (wide, _) = row.as_chunks::<96>();
    let (wide_above, _) = above.as_chunks::<96>();
    for (w, (wide, wide_above)) in wide.iter().zip(wide_above).enumerate() {
        if wide == wide_above {
            continue;
        }
        let (blocks, _) = wide.as_chunks::<24>();
        let (blocks_above, _) = wide_above.as_chunks::<24>();
        for (b, (block, block_above)) in blocks.iter().zip(blocks_above).enumerate() {
            let x = w * 32 + b * 8;
            if block != block_above && !visit_range(x, x + 8) {
                return false;
            }
        }
    }
    visit_range(wide.len() * 32, pixels.len())
}

/// Keep the top `8 - shift` bits of each channel (rounded to the middle of the dropped
/// range), packed as 0x00RRGGBB.
pub(crate) fn quantize(c: [u8; 3], shift: u32) -> u32 {
    let middle = (1u8 << shift) >> 1;
    let [r, g, b] = c.map(|v| u32::from(((v >> shift) << shift) | middle));
    r << 16 | g << 8 | b
}

/// Hashes a packed colour (one `u32`) with one multiplication: the palette pass looks up a
/// colour at every change of colour along a row, and SipHash would be most of its time.
#[derive(Default)]
pub(crate) struct ColourHasher(u64);

impl std::hash::Hasher for ColourHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        let h = u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 29);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type ColourMap<V> = HashMap<u32, V, BuildHasherDefault<ColourHasher>>;

/// The fewest low bits to drop from each channel of a picture for at most 256 colours to be
/// left.
fn shift_for_256_colours(img: &Canvas) -> u32 {
    let width = img.width() as usize;
    let stride = width * 3;
    let raw = img.as_raw();
    // Every colour of the picture is in its first row or at a pixel unlike the one above.
    let mut distinct: HashSet<u32, BuildHasherDefault<ColourHasher>> = HashSet::default();
    for y in 0..img.height() as usize {
        let above = (y > 0).then(|| &raw[(y - 1) * stride..y * stride]);
        changed_pixels(&raw[y * stride..(y + 1) * stride], above, |_, px| {
            distinct.insert(quantize(*px, 0));
            true
        });
    }
    // Six bits dropped leave two a channel: 64 colours at most.
    (1..6)
        .find(|&s| {
            distinct
                .iter()
                .map(|&c| quantize(c.to_be_bytes()[1..].try_into().expect("3 bytes"), s))
                .collect::<HashSet<_, BuildHasherDefault<ColourHasher>>>()
                .len()
                <= 256
        })
        .unwrap_or(6)
}

/// Draw and encode: the bytes the bot posts.
pub fn render_png(game: &AnyGame, info: &BoardInfo) -> Vec<u8> {
    let picture = render(game, info);
    let png = encode_png(&picture);
    SPARE_PIXELS.with(|s| *s.borrow_mut() = picture.into_raw());
    png
}

#[cfg(test)]
mod language_tests;

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(img: &Canvas) -> Canvas {
        image::load_from_memory(&encode_png(img))
            .expect("a valid PNG")
            .to_rgb8()
    }

    #[test]
    fn odd_widths_scattered_pixels_and_repeated_rows_stay_exact() {
        // Widths that are not a multiple of the 8-pixel blocks, pixels that differ from the
        // one above in some places only, rows repeating the one above, up to 256 colours.
        let mut state = 12345u32;
        let mut next = move || {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            state >> 16
        };
        for width in [1, 7, 9, 37] {
            let mut img = canvas(width, 50);
            for y in 0..50 {
                for x in 0..width {
                    let n = next();
                    if y > 0 && (y % 5 == 0 || n % 3 > 0) {
                        let above = *img.get_pixel(x, y - 1);
                        img.put_pixel(x, y, above);
                    } else {
                        img.put_pixel(x, y, Rgb([(n % 16) as u8 * 16, (n / 16 % 16) as u8, 9]));
                    }
                }
            }
            assert_eq!(round_trip(&img), img, "width {width}");
        }
    }

    #[test]
    fn few_colours_stay_exact_and_many_stay_close() {
        let mut flat = canvas(40, 30);
        fill_rect(&mut flat, 5, 5, 10, 10, theme::SEAT[0]);
        text(
            &mut flat,
            "Hi",
            20,
            5,
            Area::new(0, 0, 40, 30),
            TextStyle::bold(14.0, theme::INK),
        );
        assert_eq!(round_trip(&flat), flat);

        let mut busy = canvas(64, 64);
        for (x, y, p) in busy.enumerate_pixels_mut() {
            *p = Rgb([(x * 4) as u8, (y * 4) as u8, ((x ^ y) * 4) as u8]);
        }
        let back = round_trip(&busy);
        assert!(back.pixels().collect::<HashSet<_>>().len() <= 256);
        for (a, b) in busy.pixels().zip(back.pixels()) {
            for k in 0..3 {
                assert!(
                    (a.0[k] as i32 - b.0[k] as i32).abs() <= 16,
                    "{a:?} vs {b:?}"
                );
            }
        }
    }
}
