//! The declarative drawing a rules file's `view(state)` returns, checked against its caps.
//! `render::designed` draws a [`View`] (with picture budgets of its own, which `design check`
//! also applies).
//!
//! ```lua
//! return {
//!   grids = { {
//!     cols = 7, rows = 7, title = "Board", checkered = false,
//!     pieces = { { cell = "d4", shape = "disc", seat = 1 }, { cell = "a1", shape = "text", text = "K" } },
//!     highlights = { { cell = "d4", kind = "last" } },
//!   } },
//!   panels = { { title = "Score", lines = { "X 3", "O 2" } } },
//! }
//! ```

use mlua::{Table, Value};
use serde::Serialize;

use super::convert::text;
use super::DesignError;

/// A grid has at most this many columns (files a–z) and rows.
pub const MAX_GRID_SIDE: usize = 26;
/// At most this many grids in one view …
pub const MAX_GRIDS: usize = 4;
/// … with at most this many pieces and highlights each.
pub const MAX_PIECES: usize = 1_024;
/// At most this many side panels …
pub const MAX_PANELS: usize = 8;
/// … of at most this many lines.
pub const MAX_PANEL_LINES: usize = 16;
/// A panel line or title is at most this many bytes; a piece's text at most [`MAX_PIECE_TEXT`].
pub const MAX_LINE: usize = 200;
pub const MAX_PIECE_TEXT: usize = 8;
/// How many pieces may be stacked on one cell (`count`).
pub const MAX_STACK: u32 = 99;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub grids: Vec<Grid>,
    pub panels: Vec<Panel>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Grid {
    pub title: Option<String>,
    pub cols: u8,
    pub rows: u8,
    pub checkered: bool,
    pub pieces: Vec<Piece>,
    pub highlights: Vec<Highlight>,
}

/// A cell: file (0 = a) and rank (0 = 1, the bottom row).
pub type CellAt = (u8, u8);

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Piece {
    pub cell: CellAt,
    pub shape: Shape,
    /// 1 or 2: drawn in that seat's colour; none for a neutral piece.
    pub seat: Option<u8>,
    pub text: Option<String>,
    /// A stack's height (1 for a single piece).
    pub count: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    Disc,
    Ring,
    Square,
    Cross,
    Triangle,
    Star,
    Text,
}

const SHAPES: [(&str, Shape); 7] = [
    ("disc", Shape::Disc),
    ("ring", Shape::Ring),
    ("square", Shape::Square),
    ("cross", Shape::Cross),
    ("triangle", Shape::Triangle),
    ("star", Shape::Star),
    ("text", Shape::Text),
];

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Highlight {
    pub cell: CellAt,
    pub kind: HighlightKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HighlightKind {
    Last,
    Selected,
    Target,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Panel {
    pub title: String,
    pub lines: Vec<String>,
}

/// Read and check what `view` (or `private_view`, named by `function`) returned.
pub fn read_view(value: &Value, function: &'static str) -> Result<View, DesignError> {
    let err = |m: String| DesignError::shape(function, m);
    let Value::Table(view) = value else {
        return Err(err(format!(
            "must return a table {{ grids = {{...}}, panels = {{...}} }}, not a {}",
            value.type_name()
        )));
    };
    let grids = list(view, "grids", MAX_GRIDS, function)?
        .iter()
        .map(|g| read_grid(g, function))
        .collect::<Result<Vec<_>, _>>()?;
    if grids.is_empty() {
        return Err(err("a view needs at least one grid".to_string()));
    }
    let panels = list(view, "panels", MAX_PANELS, function)?
        .iter()
        .map(|p| {
            let title = string(p, "title", MAX_LINE, function)?.unwrap_or_default();
            let lines = strings(p, "lines", function)?;
            Ok(Panel { title, lines })
        })
        .collect::<Result<Vec<_>, DesignError>>()?;
    Ok(View { grids, panels })
}

fn read_grid(grid: &Table, function: &'static str) -> Result<Grid, DesignError> {
    let err = |m: String| DesignError::shape(function, m);
    let side = |key: &str| -> Result<u8, DesignError> {
        match grid.raw_get::<Value>(key) {
            Ok(Value::Integer(n)) if (1..=MAX_GRID_SIDE as i64).contains(&n) => Ok(n as u8),
            Ok(Value::Integer(n)) => Err(err(format!(
                "a grid's `{key}` is {n}; it must be 1 to {MAX_GRID_SIDE}"
            ))),
            _ => Err(err(format!("a grid needs `{key}`, a whole number"))),
        }
    };
    let (cols, rows) = (side("cols")?, side("rows")?);
    let checkered = matches!(grid.raw_get::<Value>("checkered"), Ok(Value::Boolean(true)));
    let title = string(grid, "title", MAX_LINE, function)?;
    let cell = |t: &Table| -> Result<CellAt, DesignError> {
        let name = string(t, "cell", 4, function)?
            .ok_or_else(|| err("each piece and highlight needs a `cell` such as \"a1\"".into()))?;
        parse_cell(&name, cols, rows).ok_or_else(|| {
            err(format!(
                "cell `{name}` is not on a grid of {cols} columns and {rows} rows"
            ))
        })
    };
    let mut pieces = Vec::new();
    for p in list(grid, "pieces", MAX_PIECES, function)? {
        let shape_name = string(&p, "shape", 10, function)?.unwrap_or_else(|| "disc".into());
        let shape = SHAPES
            .iter()
            .find(|(n, _)| *n == shape_name)
            .map(|(_, s)| *s)
            .ok_or_else(|| {
                err(format!(
                    "unknown shape `{shape_name}` (disc, ring, square, cross, triangle, star, text)"
                ))
            })?;
        let seat = match p.raw_get::<Value>("seat") {
            Ok(Value::Nil) => None,
            Ok(Value::Integer(n @ 1..=2)) => Some(n as u8),
            _ => return Err(err("a piece's `seat` must be 1, 2 or nil".into())),
        };
        let text = string(&p, "text", MAX_PIECE_TEXT, function)?;
        if shape == Shape::Text && text.is_none() {
            return Err(err("a piece of shape \"text\" needs a `text`".into()));
        }
        let count = match p.raw_get::<Value>("count") {
            Ok(Value::Nil) => 1,
            Ok(Value::Integer(n)) if (1..=MAX_STACK as i64).contains(&n) => n as u32,
            _ => return Err(err(format!("a piece's `count` must be 1 to {MAX_STACK}"))),
        };
        pieces.push(Piece {
            cell: cell(&p)?,
            shape,
            seat,
            text,
            count,
        });
    }
    let mut highlights = Vec::new();
    for h in list(grid, "highlights", MAX_PIECES, function)? {
        let kind = match string(&h, "kind", 10, function)?.as_deref() {
            Some("last") | None => HighlightKind::Last,
            Some("selected") => HighlightKind::Selected,
            Some("target") => HighlightKind::Target,
            Some(other) => {
                return Err(err(format!(
                    "unknown highlight `{other}` (last, selected, target)"
                )))
            }
        };
        highlights.push(Highlight {
            cell: cell(&h)?,
            kind,
        });
    }
    Ok(Grid {
        title,
        cols,
        rows,
        checkered,
        pieces,
        highlights,
    })
}

/// `a1` → (0, 0) on a grid of `cols` × `rows`.
pub fn parse_cell(name: &str, cols: u8, rows: u8) -> Option<CellAt> {
    let mut chars = name.chars();
    let file = chars.next()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let rank: u8 = chars.as_str().parse().ok()?;
    let file = file as u8 - b'a';
    (file < cols && rank >= 1 && rank <= rows).then_some((file, rank - 1))
}

/// The tables listed under `key` (none when absent), at most `max`.
fn list(
    table: &Table,
    key: &str,
    max: usize,
    function: &'static str,
) -> Result<Vec<Table>, DesignError> {
    let inner = match table.raw_get::<Value>(key) {
        Ok(Value::Nil) => return Ok(Vec::new()),
        Ok(Value::Table(t)) => t,
        _ => {
            return Err(DesignError::shape(
                function,
                format!("`{key}` must be a list"),
            ))
        }
    };
    if inner.raw_len() > max {
        return Err(DesignError::shape(
            function,
            format!("`{key}` lists {} entries; at most {max}", inner.raw_len()),
        ));
    }
    let mut out = Vec::new();
    for i in 1..=inner.raw_len() {
        match inner.raw_get::<Value>(i) {
            Ok(Value::Table(t)) => out.push(t),
            _ => {
                return Err(DesignError::shape(
                    function,
                    format!("entry {i} of `{key}` must be a table"),
                ))
            }
        }
    }
    Ok(out)
}

fn strings(table: &Table, key: &str, function: &'static str) -> Result<Vec<String>, DesignError> {
    let inner = match table.raw_get::<Value>(key) {
        Ok(Value::Nil) => return Ok(Vec::new()),
        Ok(Value::Table(t)) if t.raw_len() <= MAX_PANEL_LINES => t,
        _ => {
            return Err(DesignError::shape(
                function,
                format!("`{key}` must be a list of at most {MAX_PANEL_LINES} strings"),
            ))
        }
    };
    let mut out = Vec::new();
    for i in 1..=inner.raw_len() {
        match inner.raw_get::<Value>(i) {
            Ok(Value::String(s)) if s.as_bytes().len() <= MAX_LINE => {
                out.push(text(&s, function, "a panel")?)
            }
            _ => {
                return Err(DesignError::shape(
                    function,
                    format!("each of `{key}` must be a string of at most {MAX_LINE} bytes"),
                ))
            }
        }
    }
    Ok(out)
}

fn string(
    table: &Table,
    key: &str,
    max: usize,
    function: &'static str,
) -> Result<Option<String>, DesignError> {
    match table.raw_get::<Value>(key) {
        Ok(Value::Nil) => Ok(None),
        Ok(Value::String(s)) if s.as_bytes().len() <= max => {
            Ok(Some(text(&s, function, "a view")?))
        }
        _ => Err(DesignError::shape(
            function,
            format!("`{key}` must be a string of at most {max} bytes"),
        )),
    }
}
