//! The side panel beside the boxes: the throw, what it allows, the boxes won and the turn.

use super::{counter, draw_counter, BOARD_Y, PANEL_W, PANEL_X, WHITE};
use crate::games::super_seven::{box_number, SuperSeven, MAX_THROWS, TURN_LIMIT};
use crate::games::{Game, Outcome, Seat};
use crate::i18n::{tr, Lang, Text};
use crate::render::{
    fill_rect, frame_rect, text, text_centred, theme, Area, Canvas, Colour, Palette, TextStyle,
};

/// The side panel's right edge.
const PANEL_RIGHT: i32 = PANEL_X + PANEL_W;

/// A band of the side panel from `y0` to `y1`.
pub(super) fn panel_band(y0: i32, y1: i32) -> Area {
    Area::span(PANEL_X, y0, PANEL_RIGHT, y1)
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
pub(super) fn panel(img: &mut Canvas, game: &SuperSeven, palette: Palette, lang: Lang) {
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
