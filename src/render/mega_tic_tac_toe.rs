//! Mega Tic-Tac-Toe: the 9×9 board with a heavy outer grid. Grids still open in the current
//! string are shaded green, sections at positions the string has used are greyed, and a
//! small key repeats the used positions. Big markers are drawn over covered grids, the small
//! markers beneath still faintly visible.

use crate::i18n::{tr, Lang, Text};

use super::{
    cross, fill_rect, mix, player_header, status_footer, thick_line, Area, BoardInfo, Canvas,
    Colour, Render, TextStyle,
};
use crate::games::mega_tic_tac_toe::coords::{cell3_name, grid_of, mask_names, position_of};
use crate::games::mega_tic_tac_toe::MegaTicTacToe;
use crate::games::{Game, Seat};

pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 588;
/// One section of the board.
const CELL: i32 = 48;
const GRID: i32 = CELL * 3;
const BOARD: i32 = CELL * 9;
const LEFT: i32 = 34;
const TOP: i32 = 90;
/// The side panel, right of the board.
const PANEL_X: i32 = LEFT + BOARD + 30;
const HEAVY: i32 = 6;
/// Dash length of the thin lines.
const DOT: i32 = 2;

/// Colours of this board. PNG filters store a pixel as its difference from a neighbour, and
/// small differences (mod 256) compress best, fast deflate most of all: so the board keeps its
/// many vertical edges between colours whose channels sit near 0 or 255, and its text sharp.
mod palette {
    use super::Colour;
    use image::Rgb;

    pub const PAPER: Colour = Rgb([255, 255, 255]);
    pub const LINE: Colour = Rgb([0, 0, 0]);
    /// An open grid's section at a position this string has not used.
    pub const OPEN: Colour = Rgb([226, 255, 226]);
    /// An open grid's empty section at a position this string has used.
    pub const USED: Colour = Rgb([236, 236, 236]);
    pub const LAST: Colour = Rgb([255, 224, 80]);
    pub const SEAT: [Colour; 2] = [Rgb([255, 0, 0]), Rgb([0, 0, 255])];
    /// A covered grid, tinted with its owner's colour.
    pub const TINT: [Colour; 2] = [Rgb([255, 222, 222]), Rgb([222, 230, 255])];
    pub const LABEL: Colour = Rgb([0, 0, 0]);

    /// A seat's colour in the reader's palette: the classic one is pure red and blue here.
    pub fn seat(palette: crate::render::Palette, seat: usize) -> Colour {
        match palette {
            crate::render::Palette::Classic => SEAT[seat],
            other => other.seat(seat),
        }
    }

    /// A covered grid's tint in the reader's palette.
    pub fn tint(palette: crate::render::Palette, seat: usize) -> Colour {
        match palette {
            crate::render::Palette::Classic => TINT[seat],
            other => other.seat_light(seat),
        }
    }
}

/// Board text is sharp (no anti-aliasing): soft edges cost the PNG encoder dearly, and at
/// these sizes sharp text reads as well.
fn text(img: &mut Canvas, s: &str, x: i32, y: i32, within: Area, style: TextStyle) {
    super::text(img, s, x, y, within, style.sharp());
}

/// Sharp text centred on (cx, cy), placed like the shared `text_centred`.
fn text_centred(img: &mut Canvas, s: &str, cx: i32, cy: i32, within: Area, style: TextStyle) {
    super::text_centred(img, s, cx, cy, within, style.sharp());
}

/// A line of the side panel at (x, y), `h` pixels tall, reaching to the picture's edge.
fn panel_line(x: i32, y: i32, h: i32) -> Area {
    Area::span(x, y, WIDTH as i32 - 8, y + h)
}

/// Top-left corner of a square (0..81) in pixels.
fn square_xy(square: u8) -> (i32, i32) {
    let (file, rank) = ((square % 9) as i32, (square / 9) as i32);
    (LEFT + file * CELL, TOP + (8 - rank) * CELL)
}

/// Centre of a grid (0..9) in pixels.
fn grid_centre(grid: u8) -> (f32, f32) {
    let (gf, gr) = ((grid % 3) as f32, (grid / 3) as f32);
    (
        LEFT as f32 + (gf + 0.5) * GRID as f32,
        TOP as f32 + (2.5 - gr) * GRID as f32,
    )
}

/// A ring outline (hard edges, inside untouched).
fn ring_outline(img: &mut Canvas, centre: (f32, f32), radius: f32, thickness: f32, colour: Colour) {
    let (cx, cy) = centre;
    let (outer2, inner2) = (radius * radius, (radius - thickness).powi(2));
    let y0 = (cy - radius).floor().max(0.0) as u32;
    let y1 = ((cy + radius).ceil() as u32).min(img.height() - 1);
    for y in y0..=y1 {
        let dy = y as f32 + 0.5 - cy;
        let dy2 = dy * dy;
        if dy2 > outer2 {
            continue;
        }
        // The band on this row: between the inner and the outer circle, both sides.
        let half_out = (outer2 - dy2).sqrt();
        let half_in = if dy2 < inner2 {
            (inner2 - dy2).sqrt()
        } else {
            0.0
        };
        let span = |a: f32, b: f32, img: &mut Canvas| {
            let (a, b) = ((a - 0.5).round() as i32, (b - 0.5).round() as i32);
            let xmax = img.width() as i32 - 1;
            for x in a.max(0)..=b.min(xmax) {
                img.put_pixel(x as u32, y, colour);
            }
        };
        span(cx - half_out, cx - half_in, img);
        span(cx + half_in, cx + half_out, img);
    }
}

/// A marker of `seat` centred in a box `size` pixels wide.
fn marker(img: &mut Canvas, seat: Seat, centre: (f32, f32), size: f32, colour: Colour) {
    if seat == Seat::FIRST {
        cross(img, centre, size * 0.26, size * 0.13, colour);
    } else {
        ring_outline(img, centre, size * 0.31, size * 0.12, colour);
    }
}

pub fn render(game: &MegaTicTacToe, info: &BoardInfo) -> Canvas {
    // Header and footer paint their own bands; everything else stands on white paper.
    let mut img = Canvas::from_pixel(WIDTH, HEIGHT, palette::PAPER);
    player_header(
        &mut img,
        info,
        MegaTicTacToe::SEATS,
        None,
        game.to_move().map(|s| s.index()),
    );
    let ongoing = game.outcome().is_none();
    let open = if ongoing { game.open_grids() } else { 0 };
    // Under rule 8 every empty section of an open grid is playable: nothing is greyed.
    let used = if game.rule_8_applies() {
        0
    } else {
        game.string().positions_used()
    };

    // Sections: background by state, then the last move, then the markers.
    for square in 0..81u8 {
        let (g, p) = (grid_of(square), position_of(square));
        let (x, y) = square_xy(square);
        let owner = game.big_marker(g);
        let mut fill = match owner {
            Some(s) => palette::tint(info.palette, s.index()),
            None if open & (1 << g) == 0 => palette::PAPER,
            None if used & (1 << p) != 0 && game.cell(square).is_none() => palette::USED,
            None => palette::OPEN,
        };
        if game.last_move() == Some(square) {
            fill = palette::LAST;
        }
        fill_rect(&mut img, x, y, CELL as u32, CELL as u32, fill);
        if let Some(seat) = game.cell(square) {
            let colour = match owner {
                Some(_) => mix(palette::seat(info.palette, seat.index()), fill, 0.6),
                None => palette::seat(info.palette, seat.index()),
            };
            let centre = ((x + CELL / 2) as f32, (y + CELL / 2) as f32);
            marker(&mut img, seat, centre, CELL as f32, colour);
        }
    }

    // Thin dotted lines between sections (cheap to encode), heavy lines between grids.
    for k in 0..=9 {
        let p = k * CELL;
        if k % 3 == 0 {
            let (a, len) = (p - HEAVY / 2, (BOARD + HEAVY) as u32);
            fill_rect(
                &mut img,
                LEFT + a,
                TOP - HEAVY / 2,
                HEAVY as u32,
                len,
                palette::LINE,
            );
            fill_rect(
                &mut img,
                LEFT - HEAVY / 2,
                TOP + a,
                len,
                HEAVY as u32,
                palette::LINE,
            );
        } else {
            for d in (0..BOARD).step_by(DOT as usize * 3) {
                fill_rect(&mut img, LEFT + p, TOP + d, 1, DOT as u32, palette::LINE);
                fill_rect(&mut img, LEFT + d, TOP + p, DOT as u32, 1, palette::LINE);
            }
        }
    }

    // Big markers over covered grids.
    for g in 0..9u8 {
        if let Some(seat) = game.big_marker(g) {
            let colour = palette::seat(info.palette, seat.index());
            let c = grid_centre(g);
            if seat == Seat::FIRST {
                cross(&mut img, c, GRID as f32 * 0.33, GRID as f32 * 0.09, colour);
            } else {
                ring_outline(&mut img, c, GRID as f32 * 0.4, GRID as f32 * 0.09, colour);
            }
        }
    }
    if let Some(line) = game.winning_line() {
        let (a, b) = (grid_centre(line[0]), grid_centre(line[2]));
        thick_line(&mut img, a, b, 10.0, palette::LINE);
    }

    draw_labels(&mut img, info.lang);
    draw_panel(&mut img, game, ongoing, info.lang);
    status_footer(&mut img, info);
    img
}

/// The panel right of the board: where the string stands, a key of the used positions and
/// the names of the open grids.
fn draw_panel(img: &mut Canvas, game: &MegaTicTacToe, ongoing: bool, lang: Lang) {
    let x = PANEL_X;
    let mut y = TOP;
    let s = game.string();
    text(
        img,
        &tr(lang, "picture-mega-string"),
        x,
        y,
        panel_line(x, y, 28),
        TextStyle::bold(18.0, palette::LINE),
    );
    y += 28;
    if !ongoing {
        text(
            img,
            &tr(lang, "picture-mega-game-over"),
            x,
            y,
            panel_line(x, y, 28),
            TextStyle::regular(15.0, palette::LINE),
        );
        return;
    }
    let progress = Text::new("picture-mega-progress")
        .arg("move", s.played() + 1)
        .arg("length", s.length());
    text(
        img,
        &progress.get(lang),
        x,
        y,
        panel_line(x, y, 34),
        TextStyle::regular(15.0, palette::LINE),
    );
    y += 34;
    text(
        img,
        &tr(lang, "picture-mega-positions-used"),
        x,
        y,
        panel_line(x, y, 22),
        TextStyle::regular(13.0, palette::LINE),
    );
    y += 22;
    // The nine positions of a grid: used ones grey, free ones green.
    let k = 28;
    for p in 0..9u8 {
        let (px, py) = (x + (p % 3) as i32 * k, y + (2 - (p / 3) as i32) * k);
        let fill = if s.positions_used() & (1 << p) != 0 {
            palette::USED
        } else {
            palette::OPEN
        };
        fill_rect(img, px, py, k as u32, k as u32, fill);
    }
    for i in 0..=3 {
        fill_rect(img, x + i * k, y, 1, 3 * k as u32 + 1, palette::LINE);
        fill_rect(img, x, y + i * k, 3 * k as u32 + 1, 1, palette::LINE);
    }
    y += 3 * k + 16;
    text(
        img,
        &tr(lang, "picture-mega-open-grids"),
        x,
        y,
        panel_line(x, y, 20),
        TextStyle::regular(13.0, palette::LINE),
    );
    let open = mask_names(game.open_grids()).join(" ");
    text(
        img,
        &open,
        x,
        y + 20,
        panel_line(x, y + 20, 24),
        TextStyle::bold(15.0, palette::LINE),
    );
    y += 44;
    if game.rule_8_applies() {
        y += 12;
        let lines = [
            (
                "picture-mega-rule-8",
                0,
                20,
                TextStyle::bold(15.0, palette::SEAT[0]),
            ),
            (
                "picture-mega-rule-8-used",
                20,
                18,
                TextStyle::regular(13.0, palette::LINE),
            ),
            (
                "picture-mega-rule-8-allowed",
                38,
                20,
                TextStyle::regular(13.0, palette::LINE),
            ),
        ];
        for (id, dy, h, style) in lines {
            text(
                img,
                &tr(lang, id),
                x,
                y + dy,
                panel_line(x, y + dy, h),
                style,
            );
        }
    }
}

/// Square labels (a–i below, 1–9 left) and grid labels (a–c above, 1–3 right).
fn draw_labels(img: &mut Canvas, lang: Lang) {
    for k in 0..9 {
        let file = ((b'a' + k as u8) as char).to_string();
        let cx = LEFT + k * CELL + CELL / 2;
        text_centred(
            img,
            &file,
            cx,
            TOP + BOARD + 16,
            Area::span(
                cx - CELL / 2,
                TOP + BOARD + 2,
                cx + CELL / 2,
                HEIGHT as i32 - 36,
            ),
            TextStyle::regular(16.0, palette::LABEL),
        );
        let rank = (9 - k).to_string();
        let cy = TOP + k * CELL + CELL / 2;
        text_centred(
            img,
            &rank,
            LEFT / 2 - 2,
            cy,
            Area::span(0, cy - CELL / 2, LEFT - 4, cy + CELL / 2),
            TextStyle::regular(16.0, palette::LABEL),
        );
    }
    for k in 0..3u8 {
        let cx = LEFT + k as i32 * GRID + GRID / 2;
        let name = Text::new("picture-mega-grid").arg("grid", &cell3_name(k)[..1]);
        text_centred(
            img,
            &name.get(lang),
            cx,
            TOP - 16,
            Area::span(cx - GRID / 2, 56, cx + GRID / 2, TOP - 4),
            TextStyle::regular(13.0, palette::LABEL),
        );
    }
    for k in 0..3u8 {
        let cy = TOP + (2 - k as i32) * GRID + GRID / 2;
        text_centred(
            img,
            &(k + 1).to_string(),
            LEFT + BOARD + 12,
            cy,
            Area::span(LEFT + BOARD + 4, cy - GRID / 2, PANEL_X - 4, cy + GRID / 2),
            TextStyle::regular(13.0, palette::LABEL),
        );
    }
}

/// The board as text for the terminal: `X`/`O` markers, `.` a playable section, `-` an empty
/// section of an open grid at a used position (unless rule 8 applies), `#` a covered grid's
/// empty section.
pub fn text_board(game: &MegaTicTacToe, lang: Lang) -> String {
    let ongoing = game.outcome().is_none();
    let open = if ongoing { game.open_grids() } else { 0 };
    let used = game.string().positions_used();
    let blocked = if game.rule_8_applies() { 0 } else { used };
    let mut out = String::from("    a b c   d e f   g h i\n");
    for rank in (0..9u8).rev() {
        if rank % 3 == 2 && rank < 8 {
            out.push_str("   -------+-------+-------\n");
        }
        out.push_str(&format!("{}  ", rank + 1));
        for file in 0..9u8 {
            let square = rank * 9 + file;
            let (g, p) = (grid_of(square), position_of(square));
            if file % 3 == 0 && file > 0 {
                out.push_str(" |");
            }
            let ch = match (game.cell(square), game.big_marker(g)) {
                (Some(s), _) => MegaTicTacToe::SEATS[s.index()],
                (None, Some(_)) => "#",
                (None, None) if open & (1 << g) != 0 && blocked & (1 << p) != 0 => "-",
                (None, None) if open & (1 << g) != 0 => ".",
                (None, None) => " ",
            };
            out.push(' ');
            out.push_str(ch);
        }
        out.push('\n');
    }
    let big: Vec<String> = (0..9u8)
        .filter_map(|g| {
            game.big_marker(g)
                .map(|s| format!("{} {}", cell3_name(g), MegaTicTacToe::SEATS[s.index()]))
        })
        .collect();
    if !big.is_empty() {
        let markers = Text::new("picture-mega-text-big-markers").arg("markers", big.join(", "));
        out.push_str(&markers.get(lang));
        out.push('\n');
    }
    if ongoing {
        let s = game.string();
        let used = if used == 0 {
            tr(lang, "picture-mega-text-none")
        } else {
            mask_names(used).join(" ")
        };
        let id = if game.rule_8_applies() {
            "picture-mega-text-string-rule-8"
        } else {
            "picture-mega-text-string"
        };
        let line = Text::new(id)
            .arg("move", s.played() + 1)
            .arg("length", s.length())
            .arg("open", mask_names(game.open_grids()).join(" "))
            .arg("used", used);
        out.push_str(&line.get(lang));
        out.push('\n');
    }
    out
}

impl Render for MegaTicTacToe {
    fn render(&self, info: &BoardInfo) -> Canvas {
        render(self, info)
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }

    /// Every section of the big board: touching one plays it.
    fn click_regions(&self) -> Vec<super::ClickRegion> {
        (0..81u8)
            .map(|square| {
                let (x, y) = square_xy(square);
                super::ClickRegion::of_pixels(
                    x,
                    y,
                    CELL,
                    CELL,
                    (WIDTH, HEIGHT),
                    crate::games::mega_tic_tac_toe::coords::square_name(square),
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_touchable_sections_tile_the_board_and_name_its_moves() {
        let game = MegaTicTacToe::new(&Default::default(), "0").unwrap();
        let regions = game.click_regions();
        assert_eq!(regions.len(), 81);
        // The board's corners: a1 bottom left, i9 top right, each a section's size.
        let at = |token: &str| regions.iter().find(|r| r.token == token).unwrap().clone();
        let (a1, i9) = (at("a1"), at("i9"));
        assert!(a1.x < i9.x && a1.y > i9.y);
        let width = (i9.x + i9.w - a1.x) * WIDTH as f32;
        assert!((width - BOARD as f32).abs() < 0.5, "{width}");
        // Every legal first move has its section.
        let any = crate::games::AnyGame::new(
            crate::games::GameKind::MegaTicTacToe,
            &Default::default(),
            "0",
        )
        .unwrap();
        for mv in any.legal_moves() {
            assert!(regions.iter().any(|r| r.token == mv), "{mv}");
        }
    }
    use crate::render::encode_png;

    fn play(moves: &str) -> MegaTicTacToe {
        let mut g = MegaTicTacToe::new(&Default::default(), "0").unwrap();
        for m in moves.split_whitespace() {
            let mv = g.parse_move(m).unwrap();
            g.play(&mv).unwrap();
        }
        g
    }

    /// 24 moves: O covers c3 with move 22 (h8); string 3 has made four moves.
    const MID_GAME: &str = "h3 d2 e7 i6 b2 i8 c7 a4 d6 h1 d9 i5 b8 g8 c3 f4 b6 d1 \
                            f5 a6 i1 h8 b9 f9";

    /// Rule 8 applies to move 26 (see the engine's tests).
    const RULE_8: &str = "i5 f9 h7 g3 e3 b8 c1 a5 d4 d2 e4 h5 a9 a1 b6 i7 i3 f8 \
                          i8 e5 i1 d9 c9 g4 b1";

    /// X wins with big markers on a3, b2, c1.
    const DIAGONAL_WIN: &str = "a1 b4 e3 e8 f6 g5 c7 i8 g3 a5 i5 b1 a7 g9 f4 h3 f3 d7 \
                                g2 c6 b7 i7 f5 h5 a3 e9 d1 e1 g1";

    fn info() -> BoardInfo {
        BoardInfo {
            players: [
                "alice".into(),
                "a very long display name indeed, far too long".into(),
            ],
            status: "X to move".into(),
            lang: Lang::EnUs,
            palette: Default::default(),
        }
    }

    fn pixel(img: &Canvas, g: &MegaTicTacToe, square: &str, dx: i32, dy: i32) -> Colour {
        let (x, y) = square_xy(g.parse_move(square).unwrap());
        *img.get_pixel((x + dx) as u32, (y + dy) as u32)
    }

    #[test]
    fn mid_game_board_is_small_and_wide_enough() {
        let g = play(MID_GAME);
        let img = render(&g, &info());
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
        let at = |square: &str| pixel(&img, &g, square, 4, 4);
        // The last move (f9) is highlighted.
        assert_eq!(at("f9"), palette::LAST);
        // Grids a1, b1 and c2 are open; positions a3 b2 b3 c1 c2 c3 are used.
        assert_eq!(g.open_grids(), 0b000_100_011);
        assert_eq!(at("a1"), palette::OPEN);
        assert_eq!(at("a3"), palette::USED);
        assert_eq!(at("c2"), palette::USED);
        assert_eq!(at("d1"), palette::OPEN);
        // Grid c1 had its move (i1) in this string: not shaded.
        assert_eq!(at("g1"), palette::PAPER);
        // Grid c3 is covered by O: tinted, with O's big ring across it.
        assert_eq!(at("g7"), palette::TINT[1]);
        let (cx, cy) = grid_centre(8);
        let r = GRID as f32 * 0.36;
        assert_eq!(*img.get_pixel((cx + r) as u32, cy as u32), palette::SEAT[1]);
        // The markers beneath stay, faded: h8's small ring, left of the centre.
        let faint = mix(palette::SEAT[1], palette::TINT[1], 0.6);
        let small_r = CELL as f32 * 0.25;
        assert_eq!(*img.get_pixel((cx - small_r) as u32, cy as u32), faint);
        let png = encode_png(&img);
        assert!(png.len() < 60 * 1024, "PNG is {} bytes", png.len());
        let decoded = image::load_from_memory(&png).unwrap();
        assert_eq!(decoded.width(), 720);
    }

    #[test]
    fn under_rule_8_used_positions_are_not_greyed() {
        let g = play(RULE_8);
        assert!(g.rule_8_applies());
        let img = render(&g, &info());
        // a4 (grid a2, position a1) was used but is now playable.
        assert_eq!(pixel(&img, &g, "a4", 4, 4), palette::OPEN);
        assert_eq!(pixel(&img, &g, "d1", 4, 4), palette::OPEN);
        let t = text_board(&g, Lang::EnUs);
        assert!(t.contains("(rule 8: used positions allowed)"), "{t}");
        let rank4 = t.lines().find(|l| l.starts_with("4 ")).unwrap();
        assert!(rank4.starts_with("4   . . . |"), "{rank4}");
    }

    #[test]
    fn finished_game_shows_the_winning_line_and_no_shading() {
        let g = play(DIAGONAL_WIN);
        let img = render(&g, &info());
        // The line through a3, b2, c1 passes the centre of the board.
        let (cx, cy) = grid_centre(4);
        assert_eq!(*img.get_pixel(cx as u32, cy as u32), palette::LINE);
        // Grid a1 is not covered and no longer shaded.
        assert_eq!(pixel(&img, &g, "b2", 4, 4), palette::PAPER);
        assert_eq!(pixel(&img, &g, "a9", 4, 4), palette::TINT[0]);
    }

    #[test]
    fn text_board_shows_markers_and_the_string() {
        let g = play(MID_GAME);
        let t = text_board(&g, Lang::EnUs);
        assert!(t.contains("big markers: c3 O"), "{t}");
        assert!(
            t.contains("string: move 7 of 9; open grids a1 b1 c2"),
            "{t}"
        );
        assert_eq!(t.lines().count(), 1 + 9 + 2 + 2);
        // Grid a1's a3 section is at a used position; its a1 section is open.
        let rank3 = t.lines().find(|l| l.starts_with("3 ")).unwrap();
        assert!(rank3.starts_with("3   - - X |"), "{rank3}");
        // Rank 8 holds O's h8 and i8 on the right.
        let rank8 = t.lines().find(|l| l.starts_with("8 ")).unwrap();
        assert!(rank8.ends_with("O O"), "{rank8}");
    }
}
