//! The standings picture of a tournament: a title with the game, the format and how far it
//! is, the podium once it is over, the table (rank, player, points, the tie-breaks or the
//! arena's fire mark, games) and the current round's games with their results, in the
//! server's language. Posted after every round (every few minutes in an arena) and shown by
//! `/tournament standings`. A season's standings are the same picture with the season's
//! name, its ratings on the podium and the columns rank, player, rating and games.

use super::fit::{self, Anchor, Area};
use super::text::{self, TextStyle};
use super::{canvas, disc, encode_png, fill_polygon, fill_rect, measure, theme, Canvas, Colour};
use crate::games::{GameKind, Seat};
use crate::i18n::{Lang, Text};
use crate::pairing::{Format, GameOutcome, StandingRow};
use image::Rgb;

/// What a standings picture shows.
pub struct StandingsPicture {
    pub game: GameKind,
    pub event: Event,
    /// Swiss and round robin: (the current round, the number of rounds). Arena: None.
    pub round: Option<(u32, u32)>,
    /// Arena: minutes left to play (None once over, or in other formats).
    pub minutes_left: Option<u32>,
    /// The final standings: the podium (top three) is shown prominently.
    pub finished: bool,
    /// Best first, each with the player's display name.
    pub rows: Vec<(StandingRow, String)>,
    /// The current round's games (arena: games in progress): names of the first and second seat and the
    /// outcome when ended.
    pub games: Vec<PairingLine>,
    /// Who has the bye this round.
    pub bye: Option<String>,
    /// The language of every word drawn (the server's).
    pub lang: Lang,
}

/// Whose standings a picture shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Tournament(Format),
    /// A season, by its name in words ("Season 3").
    Season(String),
}

/// One game of the current round: who sits first, who second, and how it ended.
pub struct PairingLine {
    pub first: String,
    pub second: String,
    pub outcome: Option<GameOutcome>,
}

/// Wide enough to read in Discord's preview, narrow enough not to be scaled down much.
const WIDTH: u32 = 1000;
const MARGIN: i32 = 24;
const TITLE_H: i32 = 84;
const PODIUM_H: i32 = 196;
const HEADER_H: i32 = 38;
const ROW_H: i32 = 34;
const LINE_H: i32 = 34;
const LINE_GAP: i32 = 6;
/// Inner padding of a table cell.
const PAD: i32 = 10;
/// More rows or games than this end with an "… and N more" line, to keep the picture short.
const MAX_ROWS: usize = 20;
const MAX_GAMES: usize = 16;
/// Games that fit one column; more are laid out in two.
const GAMES_PER_COLUMN: usize = 8;

/// The podium's medal colours (first, second, third) and their light tints.
const MEDAL: [Colour; 3] = [
    Rgb([206, 156, 24]),
    Rgb([150, 156, 166]),
    Rgb([176, 104, 52]),
];
const MEDAL_LIGHT: [Colour; 3] = [
    Rgb([250, 233, 170]),
    Rgb([226, 229, 234]),
    Rgb([240, 212, 190]),
];
/// The arena's fire mark: an orange flame with a yellow heart.
const FLAME: Colour = Rgb([232, 106, 36]);
const FLAME_HEART: Colour = theme::HIGHLIGHT;

const HEADER_STYLE: TextStyle = TextStyle::bold(14.0, theme::MUTED);
const CELL_SIZE: f32 = 17.0;
const TAG_STYLE: TextStyle = TextStyle::regular(13.0, theme::MUTED);
/// The room the fire mark takes after a name.
const FIRE_W: i32 = 24;

/// What one column of the table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Column {
    Rank,
    /// The name, then the arena's fire mark and whether they withdrew or joined late.
    Player,
    Points,
    Buchholz,
    SonnebornBerger,
    DirectEncounter,
    Rating,
    Games,
}

impl Column {
    fn of(event: &Event) -> &'static [Column] {
        use Column::*;
        match event {
            Event::Season(_) => &[Rank, Player, Rating, Games],
            Event::Tournament(Format::Arena { .. }) => &[Rank, Player, Points, Games],
            Event::Tournament(Format::Swiss { .. } | Format::RoundRobin { .. }) => &[
                Rank,
                Player,
                Points,
                Buchholz,
                SonnebornBerger,
                DirectEncounter,
                Rating,
                Games,
            ],
        }
    }

    fn header(self, lang: Lang) -> String {
        let id = match self {
            Column::Rank => "tournament-picture-rank",
            Column::Player => "tournament-picture-player",
            Column::Points => "tournament-picture-points",
            Column::Buchholz => "tournament-picture-buchholz",
            Column::SonnebornBerger => "tournament-picture-sonneborn-berger",
            Column::DirectEncounter => "tournament-picture-direct-encounter",
            Column::Rating => "tournament-picture-rating",
            Column::Games => "tournament-picture-games",
        };
        Text::new(id).get(lang)
    }

    /// The cell's text for `row` (the player's is their name, drawn apart).
    fn value(self, row: &StandingRow, lang: Lang) -> String {
        match self {
            Column::Rank => row.rank.to_string(),
            Column::Player => String::new(),
            Column::Points => points(row.points),
            Column::Buchholz => decimal(row.buchholz_cut1, lang),
            Column::SonnebornBerger => decimal(row.sonneborn_berger, lang),
            Column::DirectEncounter => decimal(row.direct_encounter, lang),
            Column::Rating => format!("{:.0}", row.rating),
            Column::Games => row.games.to_string(),
        }
    }

    fn style(self, colour: Colour) -> TextStyle {
        TextStyle::regular(CELL_SIZE, colour).weight(self == Column::Points)
    }
}

/// Points with halves as "½": "2½", "½", "3" (also in the picture's alt text).
pub fn points(value: f64) -> String {
    let halves = (value.abs() * 2.0).round() as u64;
    let sign = if value < 0.0 && halves > 0 { "−" } else { "" };
    match (halves / 2, halves % 2 == 1) {
        (0, true) => format!("{sign}½"),
        (whole, true) => format!("{sign}{whole}½"),
        (whole, false) => format!("{sign}{whole}"),
    }
}

/// A tie-break with at most one decimal, in the language's notation ("7.3", "7,3", "12").
fn decimal(value: f64, lang: Lang) -> String {
    let tenths = (value.abs() * 10.0).round() as u64;
    let sign = if value < 0.0 && tenths > 0 { "−" } else { "" };
    if tenths.is_multiple_of(10) {
        return format!("{sign}{}", tenths / 10);
    }
    let number = Text::new("tournament-picture-decimal")
        .arg("whole", (tenths / 10).to_string())
        .arg("tenths", (tenths % 10).to_string())
        .get(lang);
    format!("{sign}{number}")
}

/// A game's result as the table of a chess event writes it.
fn result(outcome: Option<GameOutcome>, lang: Lang) -> String {
    match outcome {
        None => Text::new("tournament-picture-result-playing").get(lang),
        Some(GameOutcome::Win(Seat(0))) => "1–0".to_string(),
        Some(GameOutcome::Win(_)) => "0–1".to_string(),
        Some(GameOutcome::Draw) => "½–½".to_string(),
        Some(GameOutcome::Void) => Text::new("tournament-picture-result-void").get(lang),
    }
}

/// The "… and N more" line under a list cut short.
fn more(count: usize, lang: Lang) -> String {
    Text::new("tournament-picture-more")
        .arg("count", count)
        .get(lang)
}

#[derive(Clone, Copy)]
enum Align {
    Left,
    Centre,
    Right,
}

/// Where `s` is drawn in `cell`, centred on the capitals' height, its pen `PAD` in from the
/// side it leans on, and the box it may take: the cell but for half the padding (glyphs such
/// as "J" reach a little behind the pen).
fn in_cell(cell: Area, align: Align, style: TextStyle) -> (Anchor, Area) {
    let allowed = Area::new(cell.x + PAD / 2, cell.y, cell.w - PAD, cell.h);
    let cy = cell.y + cell.h / 2;
    let baseline = cy + text::cap_height(style.size, style.bold) / 2;
    let ascent = text::ascent_descent(style.size, style.bold).0.round() as i32;
    let anchor = match align {
        Align::Left => Anchor::Baseline(cell.x + PAD, baseline),
        Align::Centre => Anchor::CapCentre(cell.x + cell.w / 2, cy),
        Align::Right => Anchor::TopRight(cell.right() - PAD, baseline - ascent),
    };
    (anchor, allowed)
}

/// Draw a label or a number in `cell` (see [`in_cell`]), shrunk or cut to stay inside.
/// Returns its ink.
fn cell_text(
    img: &mut Canvas,
    s: &str,
    cell: Area,
    align: Align,
    style: TextStyle,
) -> Option<Area> {
    let (anchor, allowed) = in_cell(cell, align, style);
    fit::place(img, s, anchor, allowed, style)
}

/// Draw a player's name in `cell` at its own size, cut with "…" if it is too long: names of
/// one size line up in a table. Returns its ink.
fn cell_name(
    img: &mut Canvas,
    name: &str,
    cell: Area,
    align: Align,
    style: TextStyle,
) -> Option<Area> {
    let (anchor, allowed) = in_cell(cell, align, style);
    fit::place_unshrunk(img, name, anchor, allowed, style)
}

/// Text width in pixels.
fn width_of(s: &str, style: TextStyle) -> i32 {
    measure(s, style.size, style.bold).0 as i32
}

/// A small flame centred on (cx, cy), `size` pixels tall: the arena's "on fire" mark (the
/// fonts have no flame glyph).
fn flame(img: &mut Canvas, cx: f32, cy: f32, size: f32) {
    let outline = |scale: f32, lift: f32| -> Vec<(f32, f32)> {
        let r = size * 0.3 * scale;
        let base = cy + size * 0.5 - r - lift;
        let tip = (
            cx + size * 0.06 * scale,
            cy - size * 0.5 * scale + lift * 0.2,
        );
        let mut points = Vec::new();
        // The round bottom, from the right side under to the left.
        for step in 0..=12 {
            let a = std::f32::consts::PI * step as f32 / 12.0;
            points.push((cx + r * a.cos(), base + r * a.sin()));
        }
        // Up the left side to the tip and down the right, bowed outwards.
        let bezier = |from: (f32, f32), control: (f32, f32), to: (f32, f32), t: f32| {
            let u = 1.0 - t;
            (
                u * u * from.0 + 2.0 * u * t * control.0 + t * t * to.0,
                u * u * from.1 + 2.0 * u * t * control.1 + t * t * to.1,
            )
        };
        let left = (cx - r, base);
        let right = (cx + r, base);
        for step in 1..=8 {
            let t = step as f32 / 8.0;
            points.push(bezier(left, (cx - r * 1.1, base - r * 1.6), tip, t));
        }
        for step in 1..8 {
            let t = step as f32 / 8.0;
            points.push(bezier(tip, (cx + r * 1.2, base - r * 1.2), right, t));
        }
        points
    };
    fill_polygon(img, &outline(1.0, 0.0), FLAME);
    fill_polygon(img, &outline(0.5, -size * 0.02), FLAME_HEART);
}

/// The title bar: game and format, then how far the tournament is. Returns its height.
fn title(img: &mut Canvas, picture: &StandingsPicture) -> i32 {
    let lang = picture.lang;
    let w = WIDTH as i32;
    fill_rect(img, 0, 0, WIDTH, TITLE_H as u32, theme::PANEL);
    let accent = if picture.finished {
        MEDAL[0]
    } else {
        theme::HIGHLIGHT
    };
    fill_rect(img, 0, TITLE_H - 5, WIDTH, 5, accent);
    let event = match &picture.event {
        Event::Tournament(format) => Text::new(match format {
            Format::Swiss { .. } => "tournament-picture-format-swiss",
            Format::RoundRobin { double: false } => "tournament-picture-format-round-robin",
            Format::RoundRobin { double: true } => "tournament-picture-format-double-round-robin",
            Format::Arena { .. } => "tournament-picture-format-arena",
        }),
        Event::Season(name) => Text::new("season-picture-event").arg("season", name.as_str()),
    };
    let heading = Text::new("tournament-picture-title")
        .arg("game", picture.game.display_name())
        .arg("format", event)
        .get(lang);
    super::text(
        img,
        &heading,
        MARGIN,
        10,
        Area::span(MARGIN, 6, w - MARGIN, 44),
        TextStyle::bold(28.0, theme::INK),
    );
    let progress = if picture.finished {
        Text::new("tournament-picture-final")
    } else {
        let arena = matches!(picture.event, Event::Tournament(Format::Arena { .. }));
        match (arena, picture.round, picture.minutes_left) {
            (true, _, Some(minutes)) => {
                Text::new("tournament-picture-minutes-left").arg("minutes", minutes)
            }
            (true, _, None) => Text::new("tournament-picture-time-up"),
            (_, Some((round, rounds)), _) => Text::new("tournament-picture-round")
                .arg("round", round)
                .arg("rounds", rounds),
            (_, None, _) => Text::new("tournament-picture-standings"),
        }
    };
    super::text(
        img,
        &progress.get(lang),
        MARGIN,
        48,
        // Some capitals ("T") reach a pixel behind the pen.
        Area::span(MARGIN - PAD / 2, 44, w - MARGIN, TITLE_H - 6),
        TextStyle::regular(19.0, theme::INK),
    );
    TITLE_H
}

/// The podium of a finished tournament, second, first and third from left to right, from
/// `top`. Returns its height.
fn podium(img: &mut Canvas, picture: &StandingsPicture, top: i32) -> i32 {
    let lang = picture.lang;
    let centre = WIDTH as i32 / 2;
    let column = 290;
    let bottom = top + PODIUM_H - 12;
    for (place, dx, height) in [(1, -column, 76), (0, 0, 100), (2, column, 60)] {
        let Some((row, name)) = picture.rows.get(place) else {
            continue;
        };
        let medal = (row.rank.clamp(1, 3) - 1) as usize;
        let cx = centre + dx;
        let half = column / 2 - 10;
        let block_top = bottom - height;
        fill_rect(
            img,
            cx - half,
            block_top,
            (2 * half) as u32,
            height as u32,
            MEDAL_LIGHT[medal],
        );
        fill_rect(
            img,
            cx - half,
            block_top,
            (2 * half) as u32,
            6,
            MEDAL[medal],
        );
        disc(
            img,
            (cx, block_top + 6 + (height - 6) / 2),
            22,
            MEDAL[medal],
        );
        cell_text(
            img,
            &row.rank.to_string(),
            Area::new(cx - 30, block_top + 6, 60, height - 6),
            Align::Centre,
            TextStyle::bold(24.0, theme::BACKGROUND),
        );
        let points = match picture.event {
            Event::Tournament(_) => Text::new("tournament-picture-podium-points")
                .arg("points", points(row.points))
                .arg("count", row.points.max(0.0).ceil() as u32),
            Event::Season(_) => Text::new("season-picture-podium-rating")
                .arg("rating", format!("{:.0}", row.rating)),
        }
        .get(lang);
        cell_text(
            img,
            &points,
            Area::new(cx - half, block_top - 32, 2 * half, 28),
            Align::Centre,
            TextStyle::regular(17.0, theme::MUTED),
        );
        let size = if place == 0 { 24.0 } else { 21.0 };
        cell_name(
            img,
            name,
            Area::new(cx - half, block_top - 68, 2 * half, 38),
            Align::Centre,
            TextStyle::bold(size, theme::INK),
        );
    }
    PODIUM_H
}

/// The table from `top`: the header and at most [`MAX_ROWS`] rows. Returns its height.
fn table(img: &mut Canvas, picture: &StandingsPicture, top: i32) -> i32 {
    let lang = picture.lang;
    let columns = Column::of(&picture.event);
    let shown = &picture.rows[..picture.rows.len().min(MAX_ROWS)];
    // Every column but the player's is as wide as its header or widest value; the player's
    // takes the rest, and names give way.
    let widths: Vec<i32> = columns
        .iter()
        .map(|&column| match column {
            Column::Player => 0,
            _ => {
                let values = shown
                    .iter()
                    .map(|(row, _)| width_of(&column.value(row, lang), column.style(theme::INK)));
                let header = width_of(&column.header(lang), HEADER_STYLE);
                values.fold(header, i32::max) + 2 * PAD + 4
            }
        })
        .collect();
    let table_w = WIDTH as i32 - 2 * MARGIN;
    let player_w = table_w - widths.iter().sum::<i32>();
    let widths: Vec<i32> = columns
        .iter()
        .zip(widths)
        .map(|(&c, w)| if c == Column::Player { player_w } else { w })
        .collect();
    let xs: Vec<i32> = widths
        .iter()
        .scan(MARGIN, |x, w| {
            let left = *x;
            *x += w;
            Some(left)
        })
        .collect();
    let align = |column: Column| match column {
        Column::Player => Align::Left,
        Column::Rank => Align::Centre,
        _ => Align::Right,
    };

    fill_rect(
        img,
        MARGIN,
        top,
        table_w as u32,
        HEADER_H as u32,
        theme::PANEL,
    );
    for ((&column, &x), &w) in columns.iter().zip(&xs).zip(&widths) {
        let header = column.header(lang);
        if !header.is_empty() {
            let cell = Area::new(x, top, w, HEADER_H);
            cell_text(img, &header, cell, align(column), HEADER_STYLE);
        }
    }
    fill_rect(
        img,
        MARGIN,
        top + HEADER_H - 2,
        table_w as u32,
        2,
        theme::GRID,
    );

    let mut y = top + HEADER_H;
    for (i, (row, name)) in shown.iter().enumerate() {
        let stripe = if i.is_multiple_of(2) {
            theme::CELL
        } else {
            theme::BACKGROUND
        };
        fill_rect(img, MARGIN, y, table_w as u32, ROW_H as u32, stripe);
        let colour = if row.active { theme::INK } else { theme::MUTED };
        for ((&column, &x), &w) in columns.iter().zip(&xs).zip(&widths) {
            let cell = Area::new(x, y, w, ROW_H);
            match column {
                Column::Player => {
                    let fire = row.on_fire && !picture.finished;
                    player_cell(img, row, name, fire, cell, colour, lang)
                }
                Column::Rank if picture.finished && row.rank <= 3 => {
                    let medal = (row.rank - 1) as usize;
                    disc(img, (x + w / 2, y + ROW_H / 2), 13, MEDAL[medal]);
                    let style = TextStyle::bold(CELL_SIZE, theme::BACKGROUND);
                    cell_text(img, &row.rank.to_string(), cell, Align::Centre, style);
                }
                _ => {
                    let value = column.value(row, lang);
                    cell_text(img, &value, cell, align(column), column.style(colour));
                }
            }
        }
        y += ROW_H;
    }
    if picture.rows.len() > shown.len() {
        let cell = Area::new(MARGIN, y, table_w, ROW_H);
        let left = more(picture.rows.len() - shown.len(), lang);
        let style = TextStyle::regular(CELL_SIZE, theme::MUTED);
        cell_text(img, &left, cell, Align::Left, style);
        y += ROW_H;
    }
    fill_rect(img, MARGIN, y, table_w as u32, 1, theme::CELL_DARK);
    y - top
}

/// The player's name, the fire mark after it when `fire`, then in small muted letters whether
/// they withdrew and how many rounds they missed by joining late. The marks keep their size;
/// the name gives way.
fn player_cell(
    img: &mut Canvas,
    row: &StandingRow,
    name: &str,
    fire: bool,
    cell: Area,
    colour: Colour,
    lang: Lang,
) {
    let mut marks = Vec::new();
    if !row.active {
        marks.push(Text::new("tournament-picture-withdrawn").get(lang));
    }
    if row.missed_rounds > 0 {
        marks.push(
            Text::new("tournament-picture-missed-rounds")
                .arg("rounds", row.missed_rounds)
                .get(lang),
        );
    }
    let marks = marks.join(" · ");
    let fire_w = if fire { FIRE_W } else { 0 };
    let marks_w = if marks.is_empty() {
        0
    } else {
        width_of(&marks, TAG_STYLE) + 8
    };
    let name_cell = Area::span(
        cell.x,
        cell.y,
        (cell.right() - fire_w - marks_w).max(cell.x + 2 * PAD + 40),
        cell.bottom(),
    );
    let style = TextStyle::regular(CELL_SIZE, colour);
    let end =
        cell_name(img, name, name_cell, Align::Left, style).map_or(cell.x + PAD, |a| a.right());
    if fire {
        flame(
            img,
            (end + FIRE_W / 2 + 2) as f32,
            (cell.y + cell.h / 2) as f32,
            20.0,
        );
    }
    if !marks.is_empty() {
        let at = end + fire_w + 8 - PAD;
        let marks_cell = Area::span(at, cell.y, cell.right(), cell.bottom());
        cell_text(img, &marks, marks_cell, Align::Left, TAG_STYLE);
    }
}

/// How many lines the games take: one per game shown, one for "… and N more", one for the bye.
fn pairing_lines(picture: &StandingsPicture) -> i32 {
    let shown = picture.games.len().min(MAX_GAMES);
    let columns = if shown > GAMES_PER_COLUMN { 2 } else { 1 };
    let rows = shown.div_ceil(columns);
    let more = usize::from(picture.games.len() > shown);
    let bye = usize::from(picture.bye.is_some());
    (rows + more + bye) as i32
}

/// The current round's games from `top`, in two columns when there are many, then the bye.
/// Returns the height used.
fn pairings(img: &mut Canvas, picture: &StandingsPicture, top: i32) -> i32 {
    let lang = picture.lang;
    let arena = matches!(picture.event, Event::Tournament(Format::Arena { .. }));
    let heading = match (arena, picture.round) {
        (true, _) | (_, None) => Text::new("tournament-picture-arena-games"),
        (_, Some((round, _))) => Text::new("tournament-picture-round-games").arg("round", round),
    };
    let full = WIDTH as i32 - 2 * MARGIN;
    cell_text(
        img,
        &heading.get(lang),
        Area::new(MARGIN - PAD, top, full + 2 * PAD, 36),
        Align::Left,
        TextStyle::bold(20.0, theme::INK),
    );
    let mut y = top + 40;
    let shown = &picture.games[..picture.games.len().min(MAX_GAMES)];
    let columns = if shown.len() > GAMES_PER_COLUMN { 2 } else { 1 };
    let per_column = shown.len().div_ceil(columns);
    let gap = 16;
    let column_w = (full - gap * (columns as i32 - 1)) / columns as i32;
    // One width for every result pill, the widest result of the language.
    let result_style = TextStyle::bold(15.0, theme::INK);
    let pill_w = [None, Some(GameOutcome::Void), Some(GameOutcome::Draw)]
        .into_iter()
        .map(|o| width_of(&result(o, lang), result_style))
        .max()
        .unwrap_or(0)
        + 24;
    for (i, line) in shown.iter().enumerate() {
        let (col, r) = (i / per_column.max(1), i % per_column.max(1));
        let x = MARGIN + col as i32 * (column_w + gap);
        let area = Area::new(x, y + r as i32 * (LINE_H + LINE_GAP), column_w, LINE_H);
        pairing(img, line, area, pill_w, lang);
    }
    y += per_column as i32 * (LINE_H + LINE_GAP);
    if picture.games.len() > shown.len() {
        let left = more(picture.games.len() - shown.len(), lang);
        let cell = Area::new(MARGIN, y, full, LINE_H);
        let style = TextStyle::regular(CELL_SIZE, theme::MUTED);
        cell_text(img, &left, cell, Align::Left, style);
        y += LINE_H + LINE_GAP;
    }
    if let Some(name) = &picture.bye {
        let label = Text::new("tournament-picture-bye").get(lang);
        let label_style = TextStyle::regular(CELL_SIZE, theme::MUTED);
        let cell = Area::new(MARGIN, y, full, LINE_H);
        let end = cell_text(img, &label, cell, Align::Left, label_style)
            .map_or(MARGIN + PAD, |a| a.right());
        let name_cell = Area::span(end + 6 - PAD, y, MARGIN + full, y + LINE_H);
        let style = TextStyle::regular(CELL_SIZE, theme::INK);
        cell_name(img, name, name_cell, Align::Left, style);
        y += LINE_H + LINE_GAP;
    }
    y - top
}

/// One game: the first seat's name on the left after its seat colour, the second's on the
/// right before its own, the result between them; the winner in bold.
fn pairing(img: &mut Canvas, line: &PairingLine, area: Area, pill_w: i32, lang: Lang) {
    fill_rect(
        img,
        area.x,
        area.y,
        area.w as u32,
        area.h as u32,
        theme::CELL,
    );
    let cy = area.y + area.h / 2;
    disc(img, (area.x + 12, cy), 6, theme::SEAT[0]);
    disc(img, (area.right() - 12, cy), 6, theme::SEAT[1]);
    let pill = Area::new(
        area.x + (area.w - pill_w) / 2,
        area.y + 4,
        pill_w,
        area.h - 8,
    );
    let (fill, ink) = match line.outcome {
        None => (theme::OPEN, theme::INK),
        Some(GameOutcome::Void) => (theme::PANEL, theme::MUTED),
        Some(_) => (theme::CELL_DARK, theme::INK),
    };
    fill_rect(img, pill.x, pill.y, pill.w as u32, pill.h as u32, fill);
    let result_cell = Area::new(pill.x - PAD + 2, pill.y, pill.w + 2 * PAD - 4, pill.h);
    let style = TextStyle::bold(15.0, ink);
    cell_text(
        img,
        &result(line.outcome, lang),
        result_cell,
        Align::Centre,
        style,
    );
    let winner = match line.outcome {
        Some(GameOutcome::Win(seat)) => Some(seat.index()),
        _ => None,
    };
    let style =
        |seat: usize| TextStyle::regular(CELL_SIZE, theme::INK).weight(winner == Some(seat));
    let first = Area::span(area.x + 16, area.y, pill.x, area.bottom());
    cell_name(img, &line.first, first, Align::Left, style(0));
    let second = Area::span(pill.right(), area.y, area.right() - 16, area.bottom());
    cell_name(img, &line.second, second, Align::Right, style(1));
}

/// The legend of the fire mark, at `top`. Returns its height.
fn fire_legend(img: &mut Canvas, lang: Lang, top: i32) -> i32 {
    flame(img, (MARGIN + 10) as f32, (top + 17) as f32, 20.0);
    let legend = Text::new("tournament-picture-on-fire").get(lang);
    let cell = Area::span(MARGIN + 14, top, WIDTH as i32 - MARGIN, top + 34);
    cell_text(
        img,
        &legend,
        cell,
        Align::Left,
        TextStyle::regular(15.0, theme::MUTED),
    );
    34
}

fn has_podium(picture: &StandingsPicture) -> bool {
    picture.finished && !picture.rows.is_empty()
}

fn has_pairings(picture: &StandingsPicture) -> bool {
    !picture.games.is_empty() || picture.bye.is_some()
}

/// The fire mark is explained while it means something: until the arena ends.
fn has_fire_legend(picture: &StandingsPicture) -> bool {
    matches!(picture.event, Event::Tournament(Format::Arena { .. }))
        && !picture.finished
        && picture
            .rows
            .iter()
            .take(MAX_ROWS)
            .any(|(row, _)| row.on_fire)
}

/// The picture's height: every part that is drawn, one under the other.
fn height(picture: &StandingsPicture) -> i32 {
    let rows = picture.rows.len().min(MAX_ROWS) + usize::from(picture.rows.len() > MAX_ROWS);
    let mut h = TITLE_H + 16;
    if has_podium(picture) {
        h += PODIUM_H;
    }
    h += HEADER_H + rows as i32 * ROW_H + 1;
    if has_pairings(picture) {
        h += 20 + 40 + pairing_lines(picture) * (LINE_H + LINE_GAP);
    }
    if has_fire_legend(picture) {
        h += 8 + 34;
    }
    h + 20
}

/// The standings picture as a canvas.
pub fn standings(picture: &StandingsPicture) -> Canvas {
    let mut img = canvas(WIDTH, height(picture) as u32);
    let mut y = title(&mut img, picture) + 16;
    if has_podium(picture) {
        y += podium(&mut img, picture, y);
    }
    y += table(&mut img, picture, y);
    if has_pairings(picture) {
        y += 20;
        y += pairings(&mut img, picture, y);
    }
    if has_fire_legend(picture) {
        fire_legend(&mut img, picture.lang, y + 8);
    }
    img
}

/// The picture as PNG bytes.
pub fn standings_png(picture: &StandingsPicture) -> Vec<u8> {
    encode_png(&standings(picture))
}

#[cfg(test)]
#[path = "tournament_tests.rs"]
mod tests;
