//! The grid: letters with their writers, captured cells, enclosures.

use serde::{Deserialize, Serialize};

/// Largest width or height.
pub const MAX_SIDE: usize = 26;
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// "Nobody" in the owner fields.
pub const NONE: u8 = 2;

/// One square of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Folded letter, `'\0'` when empty.
    pub letter: char,
    /// Seat index that wrote the letter, or [`NONE`].
    pub writer: u8,
    /// Seat index that captured the cell, or [`NONE`].
    pub captor: u8,
}

impl Cell {
    pub const EMPTY: Cell = Cell {
        letter: '\0',
        writer: NONE,
        captor: NONE,
    };

    /// Whose colour the cell shows: its captor, else its writer, else [`NONE`].
    #[inline]
    pub fn colour(self) -> u8 {
        if self.captor != NONE {
            self.captor
        } else {
            self.writer
        }
    }

    #[inline]
    pub fn is_free(self) -> bool {
        self.writer == NONE && self.captor == NONE
    }
}

/// The board, `cells[rank * width + file]`, rank 0 at the bottom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GridRepr", into = "GridRepr")]
pub struct Grid {
    pub width: u8,
    pub height: u8,
    cells: Vec<Cell>,
}

impl Grid {
    pub fn new(width: u8, height: u8) -> Grid {
        Grid {
            width,
            height,
            cells: vec![Cell::EMPTY; width as usize * height as usize],
        }
    }

    #[inline]
    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    #[inline]
    pub fn index(&self, file: usize, rank: usize) -> usize {
        rank * self.width as usize + file
    }

    #[inline]
    pub fn file_rank(&self, i: usize) -> (usize, usize) {
        (i % self.width as usize, i / self.width as usize)
    }

    #[inline]
    pub fn get(&self, i: usize) -> Cell {
        self.cells[i]
    }

    #[inline]
    pub fn set(&mut self, i: usize, c: Cell) {
        self.cells[i] = c;
    }

    /// `e7`.
    pub fn square_name(&self, i: usize) -> String {
        let (f, r) = self.file_rank(i);
        square_name(f, r)
    }

    /// Calls `f` with each orthogonal neighbour of `i`.
    #[inline]
    pub fn for_neighbours(&self, i: usize, mut f: impl FnMut(usize)) {
        let w = self.width as usize;
        let (file, rank) = self.file_rank(i);
        if file > 0 {
            f(i - 1);
        }
        if file + 1 < w {
            f(i + 1);
        }
        if rank > 0 {
            f(i - w);
        }
        if rank + 1 < self.height as usize {
            f(i + w);
        }
    }

    /// Capture for `seat` every group of free cells that does not touch the edge and whose
    /// outside neighbours all show `seat`'s colour. Returns the number of cells captured.
    pub fn enclose(&mut self, seat: u8) -> usize {
        let n = self.cells.len();
        let w = self.width as usize;
        let h = self.height as usize;
        let mut seen = [false; MAX_CELLS];
        let mut group = [0u16; MAX_CELLS];
        let mut total = 0;
        for start in 0..n {
            if seen[start] || !self.cells[start].is_free() {
                continue;
            }
            // Flood fill the group from `start`, using `group` as the stack and the list.
            seen[start] = true;
            group[0] = start as u16;
            let mut len = 1;
            let mut head = 0;
            let mut closed = true;
            while head < len {
                let i = group[head] as usize;
                head += 1;
                let (file, rank) = (i % w, i / w);
                if file == 0 || rank == 0 || file + 1 == w || rank + 1 == h {
                    closed = false;
                }
                self.for_neighbours(i, |j| {
                    let c = self.cells[j];
                    if c.is_free() {
                        if !seen[j] {
                            seen[j] = true;
                            group[len] = j as u16;
                            len += 1;
                        }
                    } else if c.colour() != seat {
                        closed = false;
                    }
                });
            }
            if closed {
                for &i in &group[..len] {
                    self.cells[i as usize].captor = seat;
                }
                total += len;
            }
        }
        total
    }
}

pub fn square_name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// Compact stored form: one character per cell in each string, rows from rank 1 up.
/// `letters`: the letter or `.`; `writers` and `captors`: `r`, `b` or `.`.
#[derive(Serialize, Deserialize)]
struct GridRepr {
    width: u8,
    height: u8,
    letters: String,
    writers: String,
    captors: String,
}

fn owner_char(o: u8) -> char {
    match o {
        0 => 'r',
        1 => 'b',
        _ => '.',
    }
}

fn owner_from(c: char) -> Result<u8, String> {
    match c {
        'r' => Ok(0),
        'b' => Ok(1),
        '.' => Ok(NONE),
        _ => Err(format!("bad owner `{c}` in stored grid")),
    }
}

impl From<Grid> for GridRepr {
    fn from(g: Grid) -> GridRepr {
        GridRepr {
            width: g.width,
            height: g.height,
            letters: g
                .cells
                .iter()
                .map(|c| if c.letter == '\0' { '.' } else { c.letter })
                .collect(),
            writers: g.cells.iter().map(|c| owner_char(c.writer)).collect(),
            captors: g.cells.iter().map(|c| owner_char(c.captor)).collect(),
        }
    }
}

impl TryFrom<GridRepr> for Grid {
    type Error = String;
    fn try_from(r: GridRepr) -> Result<Grid, String> {
        let n = r.width as usize * r.height as usize;
        if !(1..=MAX_SIDE).contains(&(r.width as usize))
            || !(1..=MAX_SIDE).contains(&(r.height as usize))
        {
            return Err("bad stored grid size".into());
        }
        let letters: Vec<char> = r.letters.chars().collect();
        let writers: Vec<char> = r.writers.chars().collect();
        let captors: Vec<char> = r.captors.chars().collect();
        if letters.len() != n || writers.len() != n || captors.len() != n {
            return Err("stored grid has the wrong number of cells".into());
        }
        let mut cells = Vec::with_capacity(n);
        for i in 0..n {
            cells.push(Cell {
                letter: if letters[i] == '.' { '\0' } else { letters[i] },
                writer: owner_from(writers[i])?,
                captor: owner_from(captors[i])?,
            });
        }
        Ok(Grid {
            width: r.width,
            height: r.height,
            cells,
        })
    }
}
