//! A designed game's board, drawn from the [`View`] its rules file returns (issue 43): grids of
//! cells with pieces and highlights, and side panels of text, under the header and over the
//! footer every board shares. One [`Layout`] places everything, so the picture and its click
//! regions always agree.
//!
//! The view's own caps (`games::designed::view`) bound what a file may return; the picture has
//! budgets of its own ([`MAX_WIDTH`], [`MAX_HEIGHT`]): a view that would need a larger picture
//! is refused with a message that says why, and `design check` reports it.

use image::Rgb;

use super::{
    canvas, cross, disc, fill_polygon, fill_rect, frame_rect, player_header, ring, status_footer,
    text, text_centred, theme, Area, BoardInfo, Canvas, ClickRegion, Colour, Palette, TextStyle,
};
use crate::games::designed::view::{Grid, HighlightKind, Piece, Shape, View};
use crate::games::designed::{DesignError, DesignedGame};
use crate::games::{Outcome, Seat};
use crate::i18n::{Lang, Text};

/// The widest picture of a designed game, in pixels …
pub const MAX_WIDTH: u32 = 1_600;
/// … and the tallest.
pub const MAX_HEIGHT: u32 = 1_600;
/// A picture is at least as wide as the native boards, so the header has room for two names.
pub const MIN_WIDTH: u32 = 720;
/// A cell is never smaller than this (a piece must stay recognisable) …
pub const MIN_CELL: i32 = 20;
/// … nor larger than this.
pub const MAX_CELL: i32 = 64;
/// The longest side of the largest grid aims at this many pixels …
const GRID_TARGET: i32 = 480;
/// … and all the grids side by side at this many.
const GRIDS_TARGET: i32 = 1_100;

const HEADER: i32 = 56;
const FOOTER: i32 = 36;
const MARGIN: i32 = 24;
/// The strip left of a grid (rank numbers) and under it (file letters).
const LABEL: i32 = 22;
/// The strip above the grids when any of them has a title.
const TITLE: i32 = 30;
const PANEL_WIDTH: i32 = 240;
const PANEL_PAD: i32 = 10;
const PANEL_TITLE: i32 = 26;
const PANEL_LINE: i32 = 22;
const PANEL_GAP: i32 = 12;

/// A neutral piece (no seat) is drawn in this colour.
const NEUTRAL: Colour = Rgb([88, 86, 92]);

/// Where one grid's cells lie: the top-left pixel of its file a, top rank.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridBox {
    pub x: i32,
    pub y: i32,
    pub cols: u8,
    pub rows: u8,
}

/// Where everything of a view is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    /// The side of every cell of every grid, in pixels.
    pub cell: i32,
    pub grids: Vec<GridBox>,
    /// Each panel's top-left corner and height (all are [`PANEL_WIDTH`] wide).
    pub panels: Vec<(i32, i32, i32)>,
}

impl Layout {
    /// The layout of `view`, or why it cannot be drawn within the budgets.
    pub fn of(view: &View) -> Result<Layout, DesignError> {
        let largest_side = view
            .grids
            .iter()
            .map(|g| g.cols.max(g.rows) as i32)
            .max()
            .unwrap_or(1);
        let all_cols: i32 = view.grids.iter().map(|g| g.cols as i32).sum::<i32>().max(1);
        let cell = (GRID_TARGET / largest_side)
            .min(GRIDS_TARGET / all_cols)
            .clamp(MIN_CELL, MAX_CELL);
        let titled = view.grids.iter().any(|g| g.title.is_some());
        let top = HEADER + MARGIN / 2 + if titled { TITLE } else { 0 };
        let mut x = MARGIN;
        let mut grids = Vec::with_capacity(view.grids.len());
        let mut bottom = top;
        for grid in &view.grids {
            x += LABEL;
            grids.push(GridBox {
                x,
                y: top,
                cols: grid.cols,
                rows: grid.rows,
            });
            x += grid.cols as i32 * cell + MARGIN;
            bottom = bottom.max(top + grid.rows as i32 * cell + LABEL);
        }
        let mut panels = Vec::with_capacity(view.panels.len());
        if !view.panels.is_empty() {
            let mut y = HEADER + MARGIN / 2;
            for panel in &view.panels {
                let title = if panel.title.is_empty() {
                    0
                } else {
                    PANEL_TITLE
                };
                let height = 2 * PANEL_PAD + title + panel.lines.len() as i32 * PANEL_LINE;
                panels.push((x, y, height));
                y += height + PANEL_GAP;
            }
            bottom = bottom.max(y - PANEL_GAP);
            x += PANEL_WIDTH + MARGIN;
        }
        let (content_width, height) = (x, bottom + MARGIN / 2 + FOOTER);
        if content_width > MAX_WIDTH as i32 || height > MAX_HEIGHT as i32 {
            return Err(DesignError::shape(
                "view",
                format!(
                    "the view needs a picture of {content_width} × {height} pixels (with cells of \
                     {cell} pixels); at most {MAX_WIDTH} × {MAX_HEIGHT}: fewer or smaller grids, \
                     or fewer panel lines"
                ),
            ));
        }
        // Centre the content when the picture is wider than it.
        let width = (content_width as u32).max(MIN_WIDTH);
        let shift = (width as i32 - content_width) / 2;
        for grid in &mut grids {
            grid.x += shift;
        }
        for panel in &mut panels {
            panel.0 += shift;
        }
        Ok(Layout {
            width,
            height: height as u32,
            cell,
            grids,
            panels,
        })
    }

    /// The top-left pixel of cell (file, rank) of grid `index` (rank 0 at the bottom).
    pub fn cell_origin(&self, index: usize, (file, rank): (u8, u8)) -> (i32, i32) {
        let g = self.grids[index];
        (
            g.x + file as i32 * self.cell,
            g.y + (g.rows as i32 - 1 - rank as i32) * self.cell,
        )
    }

    /// The region of the cell a place names: `c3` on the first grid, `2:c3` on the second (as
    /// [`Layout::click_regions`] names them); `None` for a name of no cell.
    pub fn cell_region(&self, place: &str) -> Option<ClickRegion> {
        let (index, name) = match place.split_once(':') {
            Some((grid, name)) => (grid.parse::<usize>().ok()?.checked_sub(1)?, name),
            None => (0, place),
        };
        let grid = self.grids.get(index)?;
        let cell = crate::games::designed::view::parse_cell(name, grid.cols, grid.rows)?;
        let (x, y) = self.cell_origin(index, cell);
        let picture = (self.width, self.height);
        Some(ClickRegion::of_pixels(
            x,
            y,
            self.cell,
            self.cell,
            picture,
            place.to_string(),
        ))
    }

    /// One region per cell of every grid. Its token is the cell's name (`c3`) on the first
    /// grid and `2:c3` on the second, and so on, so that no two regions share a token.
    pub fn click_regions(&self) -> Vec<ClickRegion> {
        let picture = (self.width, self.height);
        let mut regions = Vec::new();
        for (index, grid) in self.grids.iter().enumerate() {
            for rank in 0..grid.rows {
                for file in 0..grid.cols {
                    let (x, y) = self.cell_origin(index, (file, rank));
                    let name = cell_name((file, rank));
                    let token = if index == 0 {
                        name
                    } else {
                        format!("{}:{name}", index + 1)
                    };
                    regions.push(ClickRegion::of_pixels(
                        x, y, self.cell, self.cell, picture, token,
                    ));
                }
            }
        }
        regions
    }
}

/// (2, 0) → `c1`.
pub fn cell_name((file, rank): (u8, u8)) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

/// The board picture of `game` as everyone sees it (its `view`), or the file's fault.
pub fn render_designed(game: &DesignedGame, info: &BoardInfo) -> Result<Canvas, DesignError> {
    let view = game.try_view(None)?;
    let facts = game.try_facts().map_err(Clone::clone)?;
    let labels = game.seat_names().map(seat_mark);
    let header = Header {
        labels: [labels[0].as_str(), labels[1].as_str()],
        scores: facts.scores,
        to_move: facts.to_move.map(Seat::index),
    };
    render_view(&view, &header, info)
}

/// The click regions of `game`'s picture: one per cell of each grid (none when the file
/// fails in this position, as then there is no picture either).
pub fn designed_click_regions(game: &DesignedGame) -> Vec<ClickRegion> {
    game.try_view(None)
        .and_then(|view| Layout::of(&view))
        .map(|layout| layout.click_regions())
        .unwrap_or_default()
}

/// The footer's line for `game`: whose move it is, or how it ended.
pub fn designed_status(game: &DesignedGame, lang: Lang) -> String {
    let seats = game.seat_names();
    let Ok(facts) = game.try_facts() else {
        return Text::new("view-game-over").get(lang);
    };
    let text = match (facts.to_move, facts.outcome) {
        (Some(seat), _) => Text::new("view-to-move").arg("who", seats[seat.index()].to_string()),
        (None, Some(Outcome::Winner(seat))) => {
            Text::new("design-play-winner").arg("seat", seats[seat.index()].to_string())
        }
        (None, _) => Text::new("design-play-draw"),
    };
    text.get(lang)
}

/// The mark in a seat's disc in the header: the first letter of its name.
fn seat_mark(name: &str) -> String {
    name.chars()
        .find(|c| c.is_alphanumeric())
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default()
}

/// What the header shows besides the players' names.
pub struct Header<'a> {
    pub labels: [&'a str; 2],
    pub scores: Option<[i64; 2]>,
    pub to_move: Option<usize>,
}

/// Draw `view` (checked by [`Layout::of`]).
pub fn render_view(view: &View, header: &Header, info: &BoardInfo) -> Result<Canvas, DesignError> {
    let layout = Layout::of(view)?;
    let mut img = canvas(layout.width, layout.height);
    player_header(&mut img, info, header.labels, header.scores, header.to_move);
    for (index, grid) in view.grids.iter().enumerate() {
        draw_grid(&mut img, &layout, index, grid, info.palette);
    }
    for (panel, &(x, y, h)) in view.panels.iter().zip(&layout.panels) {
        fill_rect(&mut img, x, y, PANEL_WIDTH as u32, h as u32, theme::PANEL);
        let inner = Area::new(x + PANEL_PAD, y, PANEL_WIDTH - 2 * PANEL_PAD, h);
        let mut line_y = y + PANEL_PAD;
        if !panel.title.is_empty() {
            text(
                &mut img,
                &panel.title,
                x + PANEL_PAD,
                line_y + 2,
                inner,
                TextStyle::bold(17.0, theme::INK),
            );
            line_y += PANEL_TITLE;
        }
        for line in &panel.lines {
            text(
                &mut img,
                line,
                x + PANEL_PAD,
                line_y + 2,
                inner,
                TextStyle::regular(16.0, theme::INK),
            );
            line_y += PANEL_LINE;
        }
    }
    status_footer(&mut img, info);
    Ok(img)
}

fn draw_grid(img: &mut Canvas, layout: &Layout, index: usize, grid: &Grid, palette: Palette) {
    let c = layout.cell;
    let g = layout.grids[index];
    let (w, h) = (grid.cols as i32 * c, grid.rows as i32 * c);
    if let Some(title) = &grid.title {
        text_centred(
            img,
            title,
            g.x + w / 2,
            g.y - TITLE / 2,
            Area::span(g.x - LABEL, g.y - TITLE, g.x + w + MARGIN / 2, g.y - 2),
            TextStyle::bold(16.0, theme::INK),
        );
    }
    // The cells, each with what lies under its piece.
    let mut ground = vec![theme::CELL; grid.cols as usize * grid.rows as usize];
    let at = |(file, rank): (u8, u8)| rank as usize * grid.cols as usize + file as usize;
    if grid.checkered {
        for rank in 0..grid.rows {
            for file in 0..grid.cols {
                // a1 is dark, as on a chessboard.
                if (file + rank) % 2 == 0 {
                    ground[at((file, rank))] = theme::CELL_DARK;
                }
            }
        }
    }
    for hl in &grid.highlights {
        match hl.kind {
            HighlightKind::Last => ground[at(hl.cell)] = theme::HIGHLIGHT,
            HighlightKind::Target => ground[at(hl.cell)] = theme::OPEN,
            HighlightKind::Selected => {}
        }
    }
    fill_rect(
        img,
        g.x - 2,
        g.y - 2,
        (w + 4) as u32,
        (h + 4) as u32,
        theme::GRID,
    );
    for rank in 0..grid.rows {
        for file in 0..grid.cols {
            let (x, y) = layout.cell_origin(index, (file, rank));
            // One pixel of grid line between plain cells; checkered cells touch.
            let inset = if grid.checkered { 0 } else { 1 };
            let side = (c - 2 * inset) as u32;
            fill_rect(
                img,
                x + inset,
                y + inset,
                side,
                side,
                ground[at((file, rank))],
            );
        }
    }
    let label_style = TextStyle::regular(14.0, theme::MUTED);
    for file in 0..grid.cols {
        let x = g.x + file as i32 * c + c / 2;
        let letter = ((b'a' + file) as char).to_string();
        let within = Area::new(x - c / 2, g.y + h + 2, c, LABEL - 2);
        text_centred(
            img,
            &letter,
            x,
            g.y + h + LABEL / 2 + 1,
            within,
            label_style,
        );
    }
    for rank in 0..grid.rows {
        let y = g.y + (grid.rows - 1 - rank) as i32 * c + c / 2;
        let within = Area::new(g.x - LABEL, y - c / 2, LABEL - 3, c);
        let number = (rank + 1).to_string();
        text_centred(img, &number, g.x - LABEL / 2 - 1, y, within, label_style);
    }
    let mut occupied = vec![false; ground.len()];
    for piece in &grid.pieces {
        let (x, y) = layout.cell_origin(index, piece.cell);
        draw_piece(img, piece, (x, y), c, ground[at(piece.cell)], palette);
        occupied[at(piece.cell)] = true;
    }
    for hl in &grid.highlights {
        let (x, y) = layout.cell_origin(index, hl.cell);
        match hl.kind {
            HighlightKind::Selected => frame_rect(
                img,
                x + 1,
                y + 1,
                (c - 2) as u32,
                (c - 2) as u32,
                (c / 12).max(2) as u32,
                theme::INK,
            ),
            // A free target shows a dot, an occupied one its ground only.
            HighlightKind::Target if !occupied[at(hl.cell)] => {
                disc(img, (x + c / 2, y + c / 2), (c / 8).max(2), theme::GRID)
            }
            _ => {}
        }
    }
}

/// A piece in the cell whose top-left pixel is `origin`, on a cell of colour `ground`. The
/// second seat's filled shapes carry a light centre, so the seats differ by more than colour
/// even when a file gives both the same shape.
fn draw_piece(
    img: &mut Canvas,
    piece: &Piece,
    origin: (i32, i32),
    c: i32,
    ground: Colour,
    palette: Palette,
) {
    let colour = piece.seat.map_or(NEUTRAL, |s| palette.seat(s as usize - 1));
    let (cx, cy) = (origin.0 + c / 2, origin.1 + c / 2);
    let (fx, fy, fc) = (cx as f32, cy as f32, c as f32);
    let filled = match piece.shape {
        Shape::Disc => {
            disc(img, (cx, cy), c * 38 / 100, colour);
            true
        }
        Shape::Ring => {
            ring(img, (cx, cy), c * 36 / 100, (c / 9).max(2), colour, ground);
            false
        }
        Shape::Square => {
            let side = c * 64 / 100;
            fill_rect(
                img,
                cx - side / 2,
                cy - side / 2,
                side as u32,
                side as u32,
                colour,
            );
            true
        }
        Shape::Cross => {
            cross(img, (fx, fy), fc * 0.3, (fc * 0.12).max(2.0), colour);
            false
        }
        Shape::Triangle => {
            let r = fc * 0.4;
            let points = [
                (fx, fy - r),
                (fx + r * 0.866, fy + r * 0.5),
                (fx - r * 0.866, fy + r * 0.5),
            ];
            fill_polygon(img, &points, colour);
            true
        }
        Shape::Star => {
            fill_polygon(img, &star((fx, fy), fc * 0.42, fc * 0.18), colour);
            true
        }
        Shape::Text => false,
    };
    if filled && piece.seat == Some(2) {
        disc(img, (cx, cy), (c / 9).max(2), palette.seat_light(1));
    }
    if let Some(word) = &piece.text {
        let (size, ink) = if piece.shape == Shape::Text {
            (fc * 0.5, colour)
        } else if filled {
            (fc * 0.34, theme::BACKGROUND)
        } else {
            (fc * 0.3, theme::INK)
        };
        let within = Area::new(origin.0 + 2, origin.1 + 2, c - 4, c - 4);
        text_centred(
            img,
            word,
            cx,
            cy,
            within,
            TextStyle::bold(size.max(9.0), ink),
        );
    }
    if piece.count > 1 {
        // A stack: its height in a badge in the cell's top-right corner.
        let r = (c * 18 / 100).max(7);
        let (bx, by) = (origin.0 + c - r - 1, origin.1 + r + 1);
        disc(img, (bx, by), r, theme::INK);
        let within = Area::new(bx - r, by - r, 2 * r, 2 * r);
        let style = TextStyle::bold((r as f32 * 1.2).max(9.0), theme::BACKGROUND);
        text_centred(img, &piece.count.to_string(), bx, by, within, style);
    }
}

/// A five-pointed star's outline, point up.
fn star(centre: (f32, f32), outer: f32, inner: f32) -> [(f32, f32); 10] {
    let mut points = [(0.0, 0.0); 10];
    for (i, p) in points.iter_mut().enumerate() {
        let r = if i % 2 == 0 { outer } else { inner };
        let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
        *p = (centre.0 + r * angle.cos(), centre.1 + r * angle.sin());
    }
    points
}

/// The PNG of `game` with its seats' names as the players, in the classic palette (the
/// referee's and the terminal's picture).
pub fn designed_png(game: &DesignedGame, lang: Lang) -> Result<Vec<u8>, DesignError> {
    let seats = game.seat_names();
    let info = BoardInfo {
        players: [seats[0].to_string(), seats[1].to_string()],
        status: designed_status(game, lang),
        lang,
        palette: Palette::Classic,
    };
    Ok(super::encode_png(&render_designed(game, &info)?))
}

/// A picture that says the rules file failed, for the rare position where the host must show
/// a board the file cannot draw (the fault is also what the players read).
fn fault_picture(info: &BoardInfo, fault: &DesignError) -> Canvas {
    let (width, height) = (MIN_WIDTH, 240);
    let mut img = canvas(width, height);
    player_header(&mut img, info, ["1", "2"], None, None);
    let message = Text::new("design-rules-failed")
        .arg("error", fault.to_string())
        .get(info.lang);
    let area = Area::new(
        MARGIN,
        HEADER + MARGIN,
        width as i32 - 2 * MARGIN,
        height as i32 - HEADER - FOOTER - 2 * MARGIN,
    );
    text(
        &mut img,
        &message,
        MARGIN,
        HEADER + MARGIN,
        area,
        TextStyle::regular(16.0, theme::INK),
    );
    status_footer(&mut img, info);
    img
}

/// A designed game drawn like any other: the host, the web and Discord reach it through
/// [`super::Render`].
impl super::Render for DesignedGame {
    fn render(&self, info: &BoardInfo) -> Canvas {
        render_designed(self, info).unwrap_or_else(|fault| fault_picture(info, &fault))
    }

    fn click_regions(&self) -> Vec<ClickRegion> {
        designed_click_regions(self)
    }

    /// A cell of the view (a move's from-cell or target, as the picker names them).
    fn place_region(&self, place: &str) -> Option<ClickRegion> {
        let view = self.try_view(None).ok()?;
        Layout::of(&view).ok()?.cell_region(place)
    }

    /// The file's own words for the position (its alt text); whose move it is, the host says.
    fn text_board(&self, lang: Lang) -> String {
        self.try_describe().unwrap_or_else(|fault| {
            Text::new("design-rules-failed")
                .arg("error", fault.to_string())
                .get(lang)
        })
    }
}
