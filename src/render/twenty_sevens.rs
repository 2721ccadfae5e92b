//! Twenty-Sevens: the three boards side by side (bottom, middle, top) and the cube in an
//! isometric, exploded view beneath them.

use crate::i18n::{tr, Lang, Text};
use std::sync::OnceLock;

use super::{
    canvas, copy_of, cross, fill_polygon, fill_rect, frame_rect, per_language, player_header, ring,
    status_footer, text, text_centred, theme, Area, BoardInfo, Canvas, Palette, Render, TextStyle,
    LANGS,
};
use crate::games::twenty_sevens::{square_name, Cell, TwentySevens};
use crate::games::{Game, Seat};

pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 680;
const CELL: i32 = 56;
const BOARD: i32 = CELL * 3;
const BOARDS_TOP: i32 = 96;
const ISO_DX: f32 = 32.0;
const ISO_DY: f32 = 15.0;
const ISO_LEVEL_GAP: f32 = 96.0;

/// The boards' names, bottom first.
pub(crate) const LEVELS: [&str; 3] = [
    "picture-twenty-sevens-bottom",
    "picture-twenty-sevens-middle",
    "picture-twenty-sevens-top",
];

fn board_left(board: u8) -> i32 {
    let gap = (WIDTH as i32 - 3 * BOARD) / 4;
    gap + board as i32 * (BOARD + gap)
}

fn draw_piece(
    img: &mut Canvas,
    palette: Palette,
    seat: Seat,
    centre: (i32, i32),
    size: i32,
    inside: super::Colour,
) {
    let colour = palette.seat(seat.index());
    if seat == Seat::FIRST {
        let r = size as f32 * 0.32;
        cross(
            img,
            (centre.0 as f32, centre.1 as f32),
            r,
            size as f32 * 0.12,
            colour,
        );
    } else {
        ring(img, centre, size * 36 / 100, size / 9, colour, inside);
    }
}

pub fn render(game: &TwentySevens, info: &BoardInfo) -> Canvas {
    let mut img = copy_of(static_layer(info.lang));
    player_header(
        &mut img,
        info,
        TwentySevens::SEATS,
        game.scores(),
        game.to_move().map(|s| s.index()),
    );
    let last = game.last_cell();
    let cube = Cube::new();
    for cell in all_cells() {
        let (x, y) = flat_cell_origin(cell);
        let inside = if last == Some(cell) {
            // The cell inside its grid lines.
            fill_rect(
                &mut img,
                x + 1,
                y + 1,
                CELL as u32 - 2,
                CELL as u32 - 2,
                theme::HIGHLIGHT,
            );
            theme::HIGHLIGHT
        } else {
            theme::CELL
        };
        if let Some(seat) = game.cell(cell) {
            draw_piece(
                &mut img,
                info.palette,
                seat,
                (x + CELL / 2, y + CELL / 2),
                CELL,
                inside,
            );
        }
        if last == Some(cell) {
            fill_polygon(&mut img, &cube.cell(cell, -0.05), theme::HIGHLIGHT);
        }
        if let Some(seat) = game.cell(cell) {
            let colour = info.palette.seat(seat.index());
            fill_polygon(&mut img, &cube.cell(cell, CUBE_INSET), colour);
            // Not by colour alone: O's cells in the cube are hollow, as its rings are.
            if seat == Seat::SECOND {
                let hole = info.palette.seat_light(seat.index());
                fill_polygon(&mut img, &cube.cell(cell, CUBE_HOLE), hole);
            }
        } else if last == Some(cell) {
            fill_polygon(&mut img, &cube.cell(cell, CUBE_INSET), theme::CELL);
        }
    }
    status_footer(&mut img, info);
    img
}

/// Every cell, board by board from the bottom, rank by rank, file by file: the order in which
/// the cube is drawn, so that higher pieces sit in front.
fn all_cells() -> impl Iterator<Item = Cell> {
    (0..27u8).map(|i| Cell {
        board: i / 9,
        file: i % 3,
        rank: i / 3 % 3,
    })
}

/// Top-left pixel of a cell on its flat board.
fn flat_cell_origin(cell: Cell) -> (i32, i32) {
    (
        board_left(cell.board) + cell.file as i32 * CELL,
        BOARDS_TOP + (2 - cell.rank as i32) * CELL,
    )
}

/// How far a cell of the cube stays inside its square, in cells.
const CUBE_INSET: f32 = 0.08;
/// How far in from a cell's edges the hole of an O in the cube starts.
const CUBE_HOLE: f32 = 0.3;

/// The isometric, exploded view of the stack: each board a rhombus, bottom board lowest.
struct Cube {
    x0: f32,
    bottom_mid: f32,
}

impl Cube {
    fn new() -> Self {
        Cube {
            x0: WIDTH as f32 / 2.0 - 3.0 * ISO_DX,
            bottom_mid: BOARDS_TOP as f32
                + BOARD as f32
                + 52.0
                + 3.0 * ISO_DY
                + 2.0 * ISO_LEVEL_GAP,
        }
    }

    /// The picture point of board position (u, v), in cells from the board's corner.
    fn point(&self, board: u8, u: f32, v: f32) -> (f32, f32) {
        let y_mid = self.bottom_mid - board as f32 * ISO_LEVEL_GAP;
        (self.x0 + (u + v) * ISO_DX, y_mid + (u - v) * ISO_DY)
    }

    /// A cell's square shrunk by `inset` cells on every side (grown when negative).
    fn cell(&self, cell: Cell, inset: f32) -> [(f32, f32); 4] {
        let (u, v) = (cell.file as f32, cell.rank as f32);
        [
            self.point(cell.board, u + inset, v + inset),
            self.point(cell.board, u + 1.0 - inset, v + inset),
            self.point(cell.board, u + 1.0 - inset, v + 1.0 - inset),
            self.point(cell.board, u + inset, v + 1.0 - inset),
        ]
    }
}

/// Everything that does not depend on the position, drawn once: the empty flat boards with
/// their labels, and the empty cube.
fn static_layer(lang: Lang) -> &'static Canvas {
    static LAYER: [OnceLock<Canvas>; LANGS] = [const { OnceLock::new() }; LANGS];
    per_language(&LAYER, lang, |lang| {
        let mut img = canvas(WIDTH, HEIGHT);
        let gap = board_left(0);
        for board in 0..3u8 {
            let left = board_left(board);
            let label = Text::new("picture-twenty-sevens-board")
                .arg("board", board + 1)
                .arg("level", Text::new(LEVELS[board as usize]));
            text_centred(
                &mut img,
                &label.get(lang),
                left + BOARD / 2,
                BOARDS_TOP - 16,
                Area::span(
                    left - gap / 2 + 2,
                    56,
                    left + BOARD + gap / 2 - 2,
                    BOARDS_TOP - 3,
                ),
                TextStyle::bold(16.0, theme::INK),
            );
            fill_rect(
                &mut img,
                left,
                BOARDS_TOP,
                BOARD as u32,
                BOARD as u32,
                theme::CELL,
            );
            for k in 0..=3 {
                let p = k * CELL;
                fill_rect(
                    &mut img,
                    left + p - 1,
                    BOARDS_TOP,
                    2,
                    BOARD as u32,
                    theme::GRID,
                );
                fill_rect(
                    &mut img,
                    left,
                    BOARDS_TOP + p - 1,
                    BOARD as u32,
                    2,
                    theme::GRID,
                );
            }
            frame_rect(
                &mut img,
                left - 2,
                BOARDS_TOP - 2,
                BOARD as u32 + 4,
                BOARD as u32 + 4,
                3,
                theme::INK,
            );
            for k in 0..3 {
                let file = ((b'a' + k as u8) as char).to_string();
                let cx = left + k * CELL + CELL / 2;
                let below = BOARDS_TOP + BOARD;
                text_centred(
                    &mut img,
                    &file,
                    cx,
                    below + 14,
                    Area::span(cx - CELL / 2, below + 3, cx + CELL / 2, below + 28),
                    TextStyle::regular(15.0, theme::MUTED),
                );
                let rank = (3 - k).to_string();
                let y = BOARDS_TOP + k * CELL;
                text_centred(
                    &mut img,
                    &rank,
                    left - 12,
                    y + CELL / 2,
                    Area::span(left - gap / 2, y, left - 3, y + CELL),
                    TextStyle::regular(15.0, theme::MUTED),
                );
            }
        }

        let cube = Cube::new();
        let y = BOARDS_TOP + BOARD + 44;
        text(
            &mut img,
            &tr(lang, "picture-twenty-sevens-stack"),
            24,
            y,
            Area::span(16, y - 14, cube.x0 as i32 - 28, y + 26),
            TextStyle::bold(16.0, theme::INK),
        );
        for board in 0..3u8 {
            // The plane, lightly shaded so that the stack reads as three floors.
            let plane = [
                cube.point(board, 0.0, 0.0),
                cube.point(board, 3.0, 0.0),
                cube.point(board, 3.0, 3.0),
                cube.point(board, 0.0, 3.0),
            ];
            fill_polygon(&mut img, &plane, theme::CELL_DARK);
            let (lx, ly) = cube.point(board, 0.0, 0.0);
            let (lx, ly) = (lx as i32, ly as i32);
            text_centred(
                &mut img,
                &(board + 1).to_string(),
                lx - 18,
                ly,
                Area::span(lx - 30, ly - 14, lx - 4, ly + 14),
                TextStyle::bold(16.0, theme::MUTED),
            );
        }
        for cell in all_cells() {
            fill_polygon(&mut img, &cube.cell(cell, CUBE_INSET), theme::CELL);
        }
        img
    })
}

/// The three boards as text, side by side, for the terminal.
pub fn text_board(game: &TwentySevens, lang: Lang) -> String {
    let mut out = String::from("   ");
    for (k, level) in LEVELS.iter().enumerate() {
        // Columns 14 characters apart, as the boards below.
        let heading = format!("{} ({})", tr(lang, level), k + 1);
        out.push_str(&format!("{heading:<14}"));
    }
    let mut out = out.trim_end().to_string();
    out.push('\n');
    for rank in (0..3u8).rev() {
        for board in 0..3u8 {
            out.push_str(&format!("{}  ", rank + 1));
            for file in 0..3u8 {
                let mark = match game.cell(Cell { board, file, rank }) {
                    Some(s) => TwentySevens::SEATS[s.index()],
                    None => ".",
                };
                out.push_str(mark);
                out.push(' ');
            }
            out.push_str("    ");
        }
        out.push('\n');
    }
    out.push_str("   a b c         a b c         a b c\n");
    out
}

impl Render for TwentySevens {
    fn render(&self, info: &BoardInfo) -> Canvas {
        render(self, info)
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }

    /// Every cell of the three flat boards: touching any level of a stack plays its square
    /// (the piece goes to the stack's lowest free level).
    fn click_regions(&self) -> Vec<super::ClickRegion> {
        all_cells()
            .map(|cell| {
                let (x, y) = flat_cell_origin(cell);
                super::ClickRegion::of_pixels(
                    x,
                    y,
                    CELL,
                    CELL,
                    (WIDTH, HEIGHT),
                    square_name(cell.square()),
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::encode_png;

    #[test]
    fn the_touchable_cells_lie_on_the_drawn_squares() {
        let g = TwentySevens::new(&Default::default(), "0").unwrap();
        let regions = g.click_regions();
        assert_eq!(regions.len(), 27);
        let picture = render(
            &g,
            &BoardInfo {
                players: ["ann".into(), "bob".into()],
                status: "X to move".into(),
                lang: Lang::EnUs,
                palette: Default::default(),
            },
        );
        for r in &regions {
            assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= 1.0 && r.y + r.h <= 1.0);
            // The centre of a touchable cell is the empty cell's colour, not a border.
            let cx = ((r.x + r.w / 2.0) * picture.width() as f32) as u32;
            let cy = ((r.y + r.h / 2.0) * picture.height() as f32) as u32;
            let centre = picture.get_pixel(cx, cy);
            let border = picture.get_pixel((r.x * picture.width() as f32) as u32, cy);
            assert_ne!(centre, border, "{r:?}");
        }
        // Each square is touchable on each of the three boards.
        for square in ["a1", "b2", "c3"] {
            assert_eq!(regions.iter().filter(|r| r.token == square).count(), 3);
        }
    }

    #[test]
    fn mid_game_board_is_small_and_wide_enough() {
        let mut g = TwentySevens::new(&Default::default(), "0").unwrap();
        for m in ["b2", "a1", "b2", "c3", "a1", "b2", "c1", "a3", "c3"] {
            let mv = g.parse_move(m).unwrap();
            g.play(&mv).unwrap();
        }
        let info = BoardInfo {
            players: [
                "alice".into(),
                "a very long display name indeed, far too long".into(),
            ],
            status: "O to move".into(),
            lang: Lang::EnUs,
            palette: Default::default(),
        };
        let img = render(&g, &info);
        assert_eq!(img.width(), 720);
        // The last move (c3, landing on board 2) is highlighted on the flat board.
        let last = g.last_cell().unwrap();
        let x = board_left(last.board) + last.file as i32 * CELL + 3;
        let y = BOARDS_TOP + (2 - last.rank as i32) * CELL + 3;
        assert_eq!(*img.get_pixel(x as u32, y as u32), theme::HIGHLIGHT);
        // The cube, drawn over its empty layer, shows every piece and the empty cells; an O
        // is hollow (its centre in the light tint), not only another colour.
        let cube = Cube::new();
        for cell in all_cells() {
            let corners = cube.cell(cell, CUBE_INSET);
            let centre = corners
                .iter()
                .fold((0.0, 0.0), |(x, y), p| (x + p.0 / 4.0, y + p.1 / 4.0));
            let expected = match g.cell(cell) {
                Some(Seat::FIRST) => theme::SEAT[0],
                Some(_) => theme::SEAT_LIGHT[1],
                None => theme::CELL,
            };
            assert_eq!(
                *img.get_pixel(centre.0 as u32, centre.1 as u32),
                expected,
                "{cell:?}"
            );
        }
        let png = encode_png(&img);
        assert!(png.len() < 60 * 1024, "PNG is {} bytes", png.len());
        let decoded = image::load_from_memory(&png).unwrap();
        assert_eq!(decoded.width(), 720);
    }
}
