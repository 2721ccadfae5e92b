//! Cross Words Combat: the grid paper with each player's letters in their colour, captured
//! cells filled, the last word outlined; and a player's page (`/page`).

use crate::i18n::{tr, Lang, Text};
use image::Rgb;

use super::{
    canvas, disc, fill_polygon, fill_rect, fit, frame_rect, player_header, status_footer, text,
    theme, Anchor, Area, BoardInfo, Canvas, Colour, Palette, PrivateView, Render, TextStyle,
};
use crate::games::cross_words_combat::board::NONE;
use crate::games::cross_words_combat::page::{display, RowView, TokenKind};
use crate::games::cross_words_combat::CrossWordsCombat;
use crate::games::cross_words_combat::Extra;
use crate::games::{Game, Seat};

pub const WIDTH: u32 = 720;
/// Room for the grid: the largest board (26) gets 25 px cells.
const GRID_SPACE: i32 = 650;
const MAX_CELL: i32 = 56;
const HEADER: i32 = 56;
const LABELS: i32 = 22;
const INFO: i32 = 30;
const FOOTER: i32 = 36;

/// Ink per seat: red in the palette's first colour, and black (the palettes' second colour
/// is blue; this game's seat is black, so its letters are drawn near-black).
fn ink(palette: Palette, seat: usize) -> Colour {
    match seat {
        0 => palette.seat(0),
        _ => Rgb([34, 34, 42]),
    }
}

/// Fill of captured cells per captor.
fn fill(palette: Palette, seat: usize) -> Colour {
    match seat {
        0 => palette.seat_light(0),
        _ => Rgb([192, 192, 200]),
    }
}
const PAPER: Colour = theme::CELL;
const RULING: Colour = Rgb([214, 222, 232]);

struct Layout {
    cell: i32,
    left: i32,
    top: i32,
    width: usize,
    height: usize,
}

impl Layout {
    fn of(game: &CrossWordsCombat) -> Layout {
        let (w, h) = (game.width(), game.height());
        let cell = (GRID_SPACE / w.max(h) as i32).min(MAX_CELL);
        Layout {
            cell,
            left: (WIDTH as i32 - cell * w as i32) / 2,
            top: HEADER + LABELS,
            width: w,
            height: h,
        }
    }

    /// Top-left pixel of (file, rank), rank 0 at the bottom.
    fn origin(&self, file: usize, rank: usize) -> (i32, i32) {
        (
            self.left + file as i32 * self.cell,
            self.top + (self.height - 1 - rank) as i32 * self.cell,
        )
    }

    fn image_height(&self) -> u32 {
        (self.top + self.cell * self.height as i32 + LABELS + INFO + FOOTER) as u32
    }
}

/// The seat-coloured discs of the shared header, redrawn in this game's colours.
fn header(img: &mut Canvas, game: &CrossWordsCombat, info: &BoardInfo) {
    player_header(
        img,
        info,
        ["R", "B"],
        game.scores(),
        game.to_move().map(|s| s.index()),
    );
    let half = WIDTH as i32 / 2;
    for seat in 0..2 {
        let x0 = if seat == 0 { 12 } else { half + 12 };
        disc(img, (x0 + 14, 28), 14, ink(info.palette, seat));
        super::text_centred(
            img,
            ["R", "B"][seat],
            x0 + 14,
            28,
            Area::new(x0, 14, 28, 28),
            TextStyle::bold(14.0, theme::BACKGROUND),
        );
    }
}

/// Short text (a letter, a label) centred on (cx, cy): capitals' height centred.
fn glyphs_centred(img: &mut Canvas, s: &str, cx: i32, cy: i32, within: Area, style: TextStyle) {
    fit::place(img, s, Anchor::CapCentre(cx, cy), within, style);
}

pub fn render(game: &CrossWordsCombat, info: &BoardInfo) -> Canvas {
    let l = Layout::of(game);
    let mut img = canvas(WIDTH, l.image_height());
    header(&mut img, game, info);
    let (gw, gh) = (l.cell * l.width as i32, l.cell * l.height as i32);
    fill_rect(&mut img, l.left, l.top, gw as u32, gh as u32, PAPER);

    // Cells: captured fills, then the last word's highlight.
    let last: Vec<(usize, usize)> = game.last_word().map_or(Vec::new(), |w| w.cells().collect());
    for rank in 0..l.height {
        for file in 0..l.width {
            let c = game.cell(file, rank);
            let (x, y) = l.origin(file, rank);
            let colour = if c.captor != NONE {
                fill(info.palette, c.captor as usize)
            } else if last.contains(&(file, rank)) {
                theme::HIGHLIGHT
            } else {
                continue;
            };
            fill_rect(&mut img, x, y, l.cell as u32, l.cell as u32, colour);
            if c.captor == 1 {
                // Not by colour alone: black's cells carry a dark corner.
                let (x1, y1, k) = (
                    (x + l.cell) as f32,
                    (y + l.cell) as f32,
                    l.cell as f32 / 3.0,
                );
                fill_polygon(
                    &mut img,
                    &[(x1, y1 - k), (x1, y1), (x1 - k, y1)],
                    ink(info.palette, 1),
                );
            }
        }
    }
    // Ruling, like grid paper.
    for k in 1..l.width as i32 {
        fill_rect(&mut img, l.left + k * l.cell, l.top, 1, gh as u32, RULING);
    }
    for k in 1..l.height as i32 {
        fill_rect(&mut img, l.left, l.top + k * l.cell, gw as u32, 1, RULING);
    }
    frame_rect(
        &mut img,
        l.left - 2,
        l.top - 2,
        gw as u32 + 4,
        gh as u32 + 4,
        2,
        theme::INK,
    );
    // Letters in their writer's colour (also on captured cells).
    let size = l.cell as f32 * 0.66;
    let mut buf = [0u8; 4];
    for rank in 0..l.height {
        for file in 0..l.width {
            let c = game.cell(file, rank);
            if c.writer == NONE {
                continue;
            }
            let (x, y) = l.origin(file, rank);
            let s = display(c.letter).encode_utf8(&mut buf);
            glyphs_centred(
                &mut img,
                s,
                x + l.cell / 2,
                y + l.cell / 2,
                Area::new(x, y, l.cell, l.cell),
                TextStyle::bold(size, ink(info.palette, c.writer as usize)),
            );
        }
    }
    // The last word, outlined.
    if let (Some(w), Some(&first), Some(&end)) = (game.last_word(), last.first(), last.last()) {
        let (x0, y0) = l.origin(first.0, first.1);
        let (x1, y1) = l.origin(end.0, end.1);
        let (x, y) = (x0.min(x1), y0.min(y1));
        let (ww, hh) = ((x0 - x1).abs() + l.cell, (y0 - y1).abs() + l.cell);
        frame_rect(
            &mut img,
            x - 1,
            y - 1,
            ww as u32 + 2,
            hh as u32 + 2,
            3,
            ink(info.palette, w.seat.index()),
        );
    }
    // File and rank labels on all four sides.
    let label = (l.cell as f32 * 0.5).clamp(11.0, 16.0);
    for file in 0..l.width {
        let name = ((b'a' + file as u8) as char).to_string();
        let cx = l.left + file as i32 * l.cell + l.cell / 2;
        let column = |y0, y1| Area::span(cx - l.cell / 2, y0, cx + l.cell / 2, y1);
        glyphs_centred(
            &mut img,
            &name,
            cx,
            l.top - 11,
            column(HEADER, l.top - 2),
            TextStyle::regular(label, theme::MUTED),
        );
        glyphs_centred(
            &mut img,
            &name,
            cx,
            l.top + gh + 11,
            column(l.top + gh + 2, l.top + gh + LABELS),
            TextStyle::regular(label, theme::MUTED),
        );
    }
    for rank in 0..l.height {
        let name = (rank + 1).to_string();
        let cy = l.origin(0, rank).1 + l.cell / 2;
        let side = (l.left / 2).max(12);
        let row = |x0, x1| Area::span(x0, cy - l.cell / 2, x1, cy + l.cell / 2);
        glyphs_centred(
            &mut img,
            &name,
            l.left - side,
            cy,
            row(0, l.left - 2),
            TextStyle::regular(label, theme::MUTED),
        );
        glyphs_centred(
            &mut img,
            &name,
            l.left + gw + side,
            cy,
            row(l.left + gw + 2, WIDTH as i32),
            TextStyle::regular(label, theme::MUTED),
        );
    }
    // Extra turns and turns left.
    let line = info_line(game, info.lang);
    let y = l.top + gh + LABELS + 4;
    let bottom = l.image_height() as i32 - FOOTER;
    text(
        &mut img,
        &line,
        12,
        y,
        Area::span(12, l.top + gh + LABELS, WIDTH as i32 - 12, bottom),
        TextStyle::regular(16.0, theme::INK),
    );
    status_footer(&mut img, info);
    img
}

/// "Extra turn, combo 4: 3 or 4 letters (then combo 5)  ·  Turns left: red 12, black 13".
fn info_line(game: &CrossWordsCombat, lang: Lang) -> String {
    let mut parts = Vec::new();
    let mut extras = game.extra_turns();
    if let Some(e) = extras.next() {
        let rest: Vec<String> = extras.map(|e| e.combo().to_string()).collect();
        let text = if rest.is_empty() {
            Text::new("picture-cwc-extra-turn")
        } else {
            Text::new("picture-cwc-extra-turn-then").arg("combos", rest.join(", "))
        };
        parts.push(text.arg("extra", describe_extra(e, lang)).get(lang));
    }
    if let Some(last) = game.last_word() {
        let combos: Vec<String> = last.combo_list().iter().map(|c| c.to_string()).collect();
        let text = if combos.is_empty() {
            Text::new("picture-cwc-last-word")
        } else {
            Text::new("picture-cwc-last-word-combo").arg("combos", combos.join(", "))
        };
        let text = text
            .arg("seat", CrossWordsCombat::SEATS[last.seat.index()])
            .arg("points", last.points);
        parts.push(text.get(lang));
    }
    if let (Some(r), Some(b)) = (game.turns_left(Seat(0)), game.turns_left(Seat(1))) {
        let text = Text::new("picture-cwc-turns-left")
            .arg("red", r)
            .arg("black", b);
        parts.push(text.get(lang));
    }
    for seat in Seat::all() {
        if game.is_out_of_time(seat) {
            let text = Text::new("picture-cwc-out-of-time")
                .arg("seat", CrossWordsCombat::SEATS[seat.index()]);
            parts.push(text.get(lang));
        }
    }
    if parts.is_empty() {
        tr(lang, "picture-cwc-no-turn-limit")
    } else {
        parts.join("  ·  ")
    }
}

/// An extra turn and what it asks of the next word: "combo 4: 3 or 4 letters".
pub(crate) fn describe_extra(extra: Extra, lang: Lang) -> String {
    let requirement = match extra {
        Extra::Cross => Text::new("picture-cwc-needs-playable-word"),
        Extra::AnyWord => Text::new("picture-cwc-needs-unused-word"),
        Extra::Enclosure { max_letters } => {
            Text::new("picture-cwc-needs-at-most").arg("letters", max_letters)
        }
        Extra::Number { lengths } => {
            let lengths = Extra::lengths(lengths);
            match lengths.split_last() {
                Some((last, init)) if !init.is_empty() => {
                    let init: Vec<String> = init.iter().map(|d| d.to_string()).collect();
                    Text::new("picture-cwc-needs-lengths")
                        .arg("lengths", init.join(", "))
                        .arg("last", *last)
                }
                Some((only, _)) => Text::new("picture-cwc-needs-length").arg("letters", *only),
                None => Text::new("picture-cwc-needs-no-length"),
            }
        }
        Extra::Letter { letter } => {
            Text::new("picture-cwc-needs-letter").arg("letter", display(letter).to_string())
        }
    };
    Text::new("picture-cwc-combo")
        .arg("combo", extra.combo())
        .arg("requirement", requirement)
        .get(lang)
}

const PAGE_FONT: f32 = 16.0;
const PAGE_LINE: i32 = 22;
const PAGE_LEFT: i32 = 46;
const PAGE_TOP: i32 = 64;
/// Tall pages stop here (Discord shows very tall pictures badly).
const PAGE_MAX_HEIGHT: i32 = 6000;

/// A piece of a row: a token or the separator text between tokens.
struct Piece<'a> {
    text: &'a str,
    width: i32,
    kind: Option<TokenKind>,
    used: bool,
    playable: bool,
}

/// Lay out a page's rows into lines that fit the width: (row number on the first line of a
/// row, pieces with their x positions).
type Line<'a> = (Option<usize>, Vec<(i32, Piece<'a>)>);

fn page_lines(rows: &[RowView]) -> Vec<Line<'_>> {
    let right = WIDTH as i32 - 16;
    let mut lines = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let mut pieces = Vec::new();
        let mut at = 0;
        for (k, t) in row.tokens.iter().enumerate() {
            if t.range.start > at {
                pieces.push(Piece {
                    width: 0,
                    text: &row.text[at..t.range.start],
                    kind: None,
                    used: false,
                    playable: false,
                });
            }
            pieces.push(Piece {
                width: 0,
                text: &row.text[t.range.clone()],
                kind: Some(t.kind),
                used: t.used,
                playable: row.playable == Some(k),
            });
            at = t.range.end;
        }
        if at < row.text.len() {
            pieces.push(Piece {
                width: 0,
                text: &row.text[at..],
                kind: None,
                used: false,
                playable: false,
            });
        }
        let mut line: Vec<(i32, Piece)> = Vec::new();
        let mut x = PAGE_LEFT;
        let mut number = Some(r + 1);
        for mut p in pieces {
            p.width = text::width(p.text, PAGE_FONT, p.playable).ceil() as i32;
            if x + p.width > right && x > PAGE_LEFT {
                lines.push((number.take(), std::mem::take(&mut line)));
                x = PAGE_LEFT;
                if p.kind.is_none() && p.text.trim().is_empty() {
                    continue;
                }
            }
            let w = p.width;
            line.push((x, p));
            x += w;
        }
        lines.push((number, line));
    }
    lines
}

/// A player's page: struck words crossed out, each row's playable word highlighted, numbers
/// and single letters (which feed combos 4 and 5) in the seat's colour.
pub fn render_page(game: &CrossWordsCombat, seat: Seat, lang: Lang, palette: Palette) -> Canvas {
    let rows = game.page_rows(seat);
    let lines = page_lines(&rows);
    let body = (lines.len() as i32 * PAGE_LINE).min(PAGE_MAX_HEIGHT);
    let height = PAGE_TOP + body + 16;
    let mut img = canvas(WIDTH, height as u32);
    let name = CrossWordsCombat::SEATS[seat.index()];
    fill_rect(&mut img, 0, 0, WIDTH, 48, theme::PANEL);
    disc(&mut img, (26, 24), 14, ink(palette, seat.index()));
    let initial = ["R", "B"][seat.index()];
    glyphs_centred(
        &mut img,
        initial,
        26,
        24,
        Area::new(12, 10, 28, 28),
        TextStyle::bold(14.0, theme::BACKGROUND),
    );
    let title = Text::new("picture-cwc-page-title")
        .arg("seat", capitalise(name))
        .get(lang);
    let right = WIDTH as i32 - 12;
    let title_end = text(
        &mut img,
        &title,
        48,
        12,
        Area::span(48, 0, right - 160, 48),
        TextStyle::bold(20.0, theme::INK),
    )
    .map_or(48, |ink| ink.right());
    fit::place(
        &mut img,
        &tr(lang, "picture-cwc-page-legend"),
        Anchor::TopRight(right, 18),
        Area::span(title_end + 16, 0, right, 48),
        TextStyle::regular(13.0, theme::MUTED),
    );
    let cap = text::cap_height(PAGE_FONT, false);
    for (i, (number, pieces)) in lines.iter().enumerate() {
        let y = PAGE_TOP + i as i32 * PAGE_LINE;
        let baseline = y + (PAGE_LINE + cap) / 2 - 1;
        let line = |x0, x1| Area::span(x0, y - 2, x1, y + PAGE_LINE);
        if y + PAGE_LINE > PAGE_TOP + body {
            fit::place(
                &mut img,
                "…",
                Anchor::Baseline(PAGE_LEFT, baseline),
                line(PAGE_LEFT, WIDTH as i32 - 8),
                TextStyle::bold(PAGE_FONT, theme::MUTED),
            );
            break;
        }
        if let Some(n) = number {
            let s = n.to_string();
            let w = text::width(&s, 12.0, false);
            let x = (PAGE_LEFT - 10) as f32 - w;
            fit::place(
                &mut img,
                &s,
                Anchor::Baseline(x as i32, baseline),
                line(0, PAGE_LEFT - 4),
                TextStyle::regular(12.0, theme::MUTED),
            );
        }
        for (x, p) in pieces {
            let w = p.width;
            let colour = match p.kind {
                None => theme::MUTED,
                Some(_) if p.used => theme::MUTED,
                Some(TokenKind::Word) => theme::INK,
                Some(_) => ink(palette, seat.index()),
            };
            if p.playable {
                fill_rect(
                    &mut img,
                    x - 2,
                    y - 1,
                    w as u32 + 4,
                    PAGE_LINE as u32 - 2,
                    theme::HIGHLIGHT,
                );
            }
            fit::place(
                &mut img,
                p.text,
                Anchor::Baseline(*x, baseline),
                line(*x - 2, WIDTH as i32 - 8),
                TextStyle::regular(PAGE_FONT, colour).weight(p.playable),
            );
            if p.used {
                fill_rect(
                    &mut img,
                    *x - 1,
                    y + PAGE_LINE / 2 - 1,
                    w as u32 + 2,
                    2,
                    theme::INK,
                );
            }
        }
    }
    img
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or(String::new(), |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

/// The grid as text, for the terminal: red letters upper case, black lower case; a captured
/// cell is shown in brackets, `[ ]` for red and `( )` for black.
pub fn text_board(game: &CrossWordsCombat, lang: Lang) -> String {
    let (w, h) = (game.width(), game.height());
    let mut out = String::new();
    for rank in (0..h).rev() {
        out.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..w {
            let c = game.cell(file, rank);
            let letter = match c.writer {
                0 => display(c.letter).to_string(),
                1 => c.letter.to_string(),
                _ if c.captor == NONE => "·".to_string(),
                _ => " ".to_string(),
            };
            let (open, close) = match c.captor {
                0 => ('[', ']'),
                1 => ('(', ')'),
                _ => (' ', ' '),
            };
            out.push(open);
            out.push_str(&letter);
            out.push(close);
        }
        out.push('\n');
    }
    out.push_str("   ");
    for file in 0..w {
        out.push_str(&format!(" {} ", (b'a' + file as u8) as char));
    }
    out.push('\n');
    out.push_str(&info_line(game, lang));
    out.push('\n');
    out
}

/// A page as text, for the terminal: struck words in `~~`, playable words in `[ ]`.
pub fn text_page(game: &CrossWordsCombat, seat: Seat) -> String {
    let mut out = String::new();
    for (r, row) in game.page_rows(seat).iter().enumerate() {
        out.push_str(&format!("{:>3}  ", r + 1));
        let mut at = 0;
        for (k, t) in row.tokens.iter().enumerate() {
            out.push_str(&row.text[at..t.range.start]);
            let word = &row.text[t.range.clone()];
            if t.used {
                out.push_str(&format!("~~{word}~~"));
            } else if row.playable == Some(k) {
                out.push_str(&format!("[{word}]"));
            } else {
                out.push_str(word);
            }
            at = t.range.end;
        }
        out.push_str(&row.text[at..]);
        out.push('\n');
    }
    out
}

impl Render for CrossWordsCombat {
    fn render(&self, info: &BoardInfo) -> Canvas {
        render(self, info)
    }

    /// A cell, by its name (`i9`: file letter, rank from 1 at the bottom).
    fn place_region(&self, place: &str) -> Option<super::ClickRegion> {
        let mut chars = place.chars();
        let file = (chars.next()? as u32).checked_sub('a' as u32)? as usize;
        let rank = chars.as_str().parse::<usize>().ok()?.checked_sub(1)?;
        if file >= self.width() || rank >= self.height() {
            return None;
        }
        let layout = Layout::of(self);
        let (x, y) = layout.origin(file, rank);
        Some(super::ClickRegion::of_pixels(
            x,
            y,
            layout.cell,
            layout.cell,
            (WIDTH, layout.image_height()),
            place.to_string(),
        ))
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }

    /// The seat's page; in words, its playable words.
    fn private_view(
        &self,
        seat: Seat,
        lang: Lang,
        palette: Palette,
    ) -> Option<PrivateView<Canvas>> {
        Some(PrivateView {
            text: text_page(self, seat),
            alt_text: Text::new("alt-page")
                .arg("words", self.playable_words(seat).join(", "))
                .get(lang),
            picture: render_page(self, seat, lang, palette),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;
    use crate::render::encode_png;

    /// A mid-game position from the bundled pages: spread-out legal words, few passes.
    pub(crate) fn mid_game(plies: usize) -> CrossWordsCombat {
        let mut g = CrossWordsCombat::new(&Options::new(), "render").unwrap();
        for i in 0..plies {
            let moves = g.legal_moves();
            if g.to_move().is_none() {
                break;
            }
            let mv = if moves.len() > 1 {
                moves[1 + (i * 7 + 3) % (moves.len() - 1)]
            } else {
                moves[0]
            };
            g.play(&mv).unwrap();
        }
        g
    }

    fn info() -> BoardInfo {
        BoardInfo {
            players: ["Ann the Bold".into(), "Bob".into()],
            status: "Bob to move".into(),
            lang: Lang::EnUs,
            palette: Default::default(),
        }
    }

    #[test]
    fn mid_game_board_is_small_and_wide_enough() {
        let g = mid_game(40);
        assert!(
            g.scores().unwrap().iter().sum::<i64>() > 0,
            "something captured"
        );
        let img = render(&g, &info());
        assert_eq!(img.width(), WIDTH);
        let l = Layout::of(&g);
        assert_eq!(l.cell, 26);
        assert_eq!(img.height(), l.image_height());
        // Captured cells are filled with the captor's colour (at a corner, away from letters).
        let mut seen = 0;
        for rank in 0..g.height() {
            for file in 0..g.width() {
                let c = g.cell(file, rank);
                let (x, y) = l.origin(file, rank);
                let px = *img.get_pixel(x as u32 + 4, y as u32 + 4);
                if c.captor != NONE {
                    assert_eq!(
                        px,
                        fill(Palette::Classic, c.captor as usize),
                        "{file},{rank}"
                    );
                    seen += 1;
                } else if c.writer == NONE && px != theme::HIGHLIGHT {
                    assert_eq!(px, PAPER);
                }
            }
        }
        assert!(seen > 0);
        // The last word is outlined in its writer's colour.
        let w = g.last_word().unwrap();
        let (x, y) = l.origin(w.file as usize, w.rank as usize);
        assert_eq!(
            *img.get_pixel(x as u32, y as u32),
            ink(Palette::Classic, w.seat.index())
        );
        let png = encode_png(&img);
        assert!(png.len() < 60 * 1024, "PNG is {} bytes", png.len());
        let decoded = image::load_from_memory(&png).unwrap();
        assert_eq!(decoded.width(), WIDTH);
    }

    #[test]
    fn small_boards_get_bigger_cells() {
        let o: Options = [("width", "9"), ("height", "12")]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let g = CrossWordsCombat::new(&o, "x").unwrap();
        let l = Layout::of(&g);
        assert_eq!(l.cell, 54);
        let img = render(&g, &info());
        assert_eq!(img.width(), WIDTH);
        assert!(encode_png(&img).len() < 60 * 1024);
    }

    #[test]
    fn page_shows_struck_and_playable_words() {
        let o: Options = [
            (
                "page.red",
                "Text, the end.\nhex 24 a\n\n".to_string() + &"long row of words ".repeat(12),
            ),
            ("page.black", "word".to_string()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        let mut g = CrossWordsCombat::new(&o, "x").unwrap();
        g.play(&g.parse_move("the i9 down").unwrap()).unwrap();
        let img = render_page(&g, Seat(0), Lang::EnUs, Palette::Classic);
        assert_eq!(img.width(), WIDTH);
        let rows = g.page_rows(Seat(0));
        let lines = page_lines(&rows);
        assert!(lines.len() > rows.len(), "the long row wraps");
        assert_eq!(lines.iter().filter(|l| l.0.is_some()).count(), rows.len());
        assert_eq!(
            img.height() as i32,
            PAGE_TOP + lines.len() as i32 * PAGE_LINE + 16
        );
        // Row 1: `Text` and `the` struck, `end` highlighted.
        let (_, first) = &lines[0];
        let end = first.iter().find(|(_, p)| p.text == "end").unwrap();
        assert!(end.1.playable);
        assert_eq!(
            *img.get_pixel(end.0 as u32 - 1, PAGE_TOP as u32 + 1),
            theme::HIGHLIGHT
        );
        let the = first.iter().find(|(_, p)| p.text == "the").unwrap();
        assert!(the.1.used);
        let y = PAGE_TOP + PAGE_LINE / 2 - 1;
        assert_eq!(*img.get_pixel(the.0 as u32 + 1, y as u32), theme::INK);
        assert!(encode_png(&img).len() < 60 * 1024);
        let t = text_page(&g, Seat(0));
        assert!(t.starts_with("  1  ~~Text~~, ~~the~~ [end]."), "{t}");
    }

    #[test]
    fn text_board_shows_letters_and_captures() {
        let g = mid_game(40);
        let t = text_board(&g, Lang::EnUs);
        assert_eq!(t.lines().count(), g.height() + 2);
        assert!(t.contains('[') || t.contains('('));
        assert!(t.lines().next().unwrap().starts_with("25 "));
    }
}
