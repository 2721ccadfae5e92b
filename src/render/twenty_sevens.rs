//! Twenty-Sevens: the three boards side by side (bottom, middle, top) and the cube in an
//! isometric, exploded view beneath them.

use super::{
    canvas, cross, fill_polygon, fill_rect, frame_rect, player_header, ring, status_footer, text,
    text_centred, theme, BoardInfo, Canvas,
};
use crate::games::twenty_sevens::{Cell, TwentySevens};
use crate::games::{Game, Seat};

pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 680;
const CELL: i32 = 56;
const BOARD: i32 = CELL * 3;
const BOARDS_TOP: i32 = 96;
const ISO_DX: f32 = 32.0;
const ISO_DY: f32 = 15.0;
const ISO_LEVEL_GAP: f32 = 96.0;

fn board_left(board: u8) -> i32 {
    let gap = (WIDTH as i32 - 3 * BOARD) / 4;
    gap + board as i32 * (BOARD + gap)
}

fn draw_piece(img: &mut Canvas, seat: Seat, centre: (i32, i32), size: i32, inside: super::Colour) {
    let colour = theme::SEAT[seat.index()];
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
    let mut img = canvas(WIDTH, HEIGHT);
    let seats = TwentySevens::SEATS;
    player_header(
        &mut img,
        info,
        seats,
        game.scores(),
        game.to_move().map(|s| s.index()),
    );
    let last = game.last_cell();

    // The three flat boards.
    for board in 0..3u8 {
        let left = board_left(board);
        let label = ["Board 1 · bottom", "Board 2 · middle", "Board 3 · top"][board as usize];
        text_centred(
            &mut img,
            label,
            left + BOARD / 2,
            BOARDS_TOP - 16,
            16.0,
            true,
            theme::INK,
        );
        fill_rect(
            &mut img,
            left,
            BOARDS_TOP,
            BOARD as u32,
            BOARD as u32,
            theme::CELL,
        );
        for square in 0..9u8 {
            let (file, rank) = (square % 3, square / 3);
            let x = left + file as i32 * CELL;
            let y = BOARDS_TOP + (2 - rank as i32) * CELL;
            let cell = Cell { board, file, rank };
            let inside = if last == Some(cell) {
                fill_rect(&mut img, x, y, CELL as u32, CELL as u32, theme::HIGHLIGHT);
                theme::HIGHLIGHT
            } else {
                theme::CELL
            };
            if let Some(seat) = game.cell(cell) {
                draw_piece(&mut img, seat, (x + CELL / 2, y + CELL / 2), CELL, inside);
            }
        }
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
            text_centred(
                &mut img,
                &file,
                cx,
                BOARDS_TOP + BOARD + 14,
                15.0,
                false,
                theme::MUTED,
            );
            let rank = (3 - k).to_string();
            text_centred(
                &mut img,
                &rank,
                left - 12,
                BOARDS_TOP + k * CELL + CELL / 2,
                15.0,
                false,
                theme::MUTED,
            );
        }
    }

    draw_cube(&mut img, game, last);
    status_footer(&mut img, info);
    img
}

/// The isometric, exploded view: each board a rhombus, bottom board lowest, drawn bottom up so
/// higher pieces sit in front.
fn draw_cube(img: &mut Canvas, game: &TwentySevens, last: Option<Cell>) {
    let x0 = WIDTH as f32 / 2.0 - 3.0 * ISO_DX;
    let bottom_mid = BOARDS_TOP as f32 + BOARD as f32 + 52.0 + 3.0 * ISO_DY + 2.0 * ISO_LEVEL_GAP;
    let point = |board: u8, u: f32, v: f32| {
        let y_mid = bottom_mid - board as f32 * ISO_LEVEL_GAP;
        (x0 + (u + v) * ISO_DX, y_mid + (u - v) * ISO_DY)
    };
    text(
        img,
        "The stack in 3D",
        24,
        BOARDS_TOP + BOARD + 44,
        16.0,
        true,
        theme::INK,
    );
    for board in 0..3u8 {
        // The plane, lightly shaded so that the stack reads as three floors.
        let plane = [
            point(board, 0.0, 0.0),
            point(board, 3.0, 0.0),
            point(board, 3.0, 3.0),
            point(board, 0.0, 3.0),
        ];
        fill_polygon(img, &plane, theme::CELL_DARK);
        let (lx, ly) = point(board, 0.0, 0.0);
        text_centred(
            img,
            &(board + 1).to_string(),
            lx as i32 - 18,
            ly as i32,
            16.0,
            true,
            theme::MUTED,
        );
        for square in 0..9u8 {
            let (u, v) = ((square % 3) as f32, (square / 3) as f32);
            let cell = Cell {
                board,
                file: square % 3,
                rank: square / 3,
            };
            let inset = 0.08;
            let corners = [
                point(board, u + inset, v + inset),
                point(board, u + 1.0 - inset, v + inset),
                point(board, u + 1.0 - inset, v + 1.0 - inset),
                point(board, u + inset, v + 1.0 - inset),
            ];
            let colour = match game.cell(cell) {
                Some(seat) => theme::SEAT[seat.index()],
                None => theme::CELL,
            };
            if last == Some(cell) {
                let halo = [
                    point(board, u - 0.05, v - 0.05),
                    point(board, u + 1.05, v - 0.05),
                    point(board, u + 1.05, v + 1.05),
                    point(board, u - 0.05, v + 1.05),
                ];
                fill_polygon(img, &halo, theme::HIGHLIGHT);
            }
            fill_polygon(img, &corners, colour);
        }
    }
}

/// The three boards as text, side by side, for the terminal.
pub fn text_board(game: &TwentySevens) -> String {
    let mut out = String::from("   bottom (1)    middle (2)    top (3)\n");
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::encode_png;

    #[test]
    fn mid_game_board_is_small_and_wide_enough() {
        let mut g = TwentySevens::new(&Default::default(), "0").unwrap();
        for m in ["b2", "a1", "b2", "c3", "a1", "b2", "c1", "a3", "c3"] {
            let mv = g.parse_move(m).unwrap();
            g.apply(&mv).unwrap();
        }
        let info = BoardInfo {
            players: [
                "alice".into(),
                "a very long display name indeed, far too long".into(),
            ],
            status: "O to move".into(),
        };
        let img = render(&g, &info);
        assert_eq!(img.width(), 720);
        // The last move (c3, landing on board 2) is highlighted on the flat board.
        let last = g.last_cell().unwrap();
        let x = board_left(last.board) + last.file as i32 * CELL + 3;
        let y = BOARDS_TOP + (2 - last.rank as i32) * CELL + 3;
        assert_eq!(*img.get_pixel(x as u32, y as u32), theme::HIGHLIGHT);
        let png = encode_png(&img);
        assert!(png.len() < 60 * 1024, "PNG is {} bytes", png.len());
        let decoded = image::load_from_memory(&png).unwrap();
        assert_eq!(decoded.width(), 720);
    }
}
