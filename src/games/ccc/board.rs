//! The 8×10 board, squares, directions, pieces, cells and the starting setup.

use serde::{Deserialize, Serialize};

use crate::i18n::Text;

pub const FILES: i8 = 8;
pub const RANKS: i8 = 10;
pub const SQUARES: usize = 80;

/// A square: `rank * 8 + file`, rank 0 = rank 1, file 0 = file a.
pub type Sq = u8;

/// A side: 0 = White, 1 = Black (the same numbers as the seats).
pub type Side = u8;
pub const WHITE: Side = 0;
pub const BLACK: Side = 1;

pub fn side_name(side: Side) -> &'static str {
    if side == WHITE {
        "White"
    } else {
        "Black"
    }
}

pub fn file_of(s: Sq) -> i8 {
    (s % 8) as i8
}

pub fn rank_of(s: Sq) -> i8 {
    (s / 8) as i8
}

pub fn at(file: i8, rank: i8) -> Option<Sq> {
    ((0..FILES).contains(&file) && (0..RANKS).contains(&rank)).then(|| (rank * 8 + file) as Sq)
}

pub fn offset(s: Sq, df: i8, dr: i8) -> Option<Sq> {
    at(file_of(s) + df, rank_of(s) + dr)
}

pub fn step(s: Sq, d: Dir) -> Option<Sq> {
    let (df, dr) = d.delta();
    offset(s, df, dr)
}

/// Square names, `a1` … `h10`.
const NAMES: [&str; SQUARES] = {
    const F: [&str; 80] = [
        "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2", "f2", "g2",
        "h2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4", "b4", "c4", "d4", "e4", "f4",
        "g4", "h4", "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a6", "b6", "c6", "d6", "e6",
        "f6", "g6", "h6", "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "a8", "b8", "c8", "d8",
        "e8", "f8", "g8", "h8", "a9", "b9", "c9", "d9", "e9", "f9", "g9", "h9", "a10", "b10",
        "c10", "d10", "e10", "f10", "g10", "h10",
    ];
    F
};

pub fn name(s: Sq) -> &'static str {
    NAMES[s as usize]
}

pub fn parse_square(text: &str) -> Option<Sq> {
    let b = text.as_bytes();
    if b.len() < 2 || b.len() > 3 || !(b'a'..=b'h').contains(&b[0]) {
        return None;
    }
    let digits = &text[1..];
    if digits.starts_with('0') || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let rank: i8 = digits.parse().ok()?;
    at((b[0] - b'a') as i8, rank - 1)
}

/// Compass directions seen from White's side: `n` is toward rank 10, `e` toward file h.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    Ne,
    E,
    Se,
    S,
    Sw,
    W,
    Nw,
}

impl Dir {
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::Ne,
        Dir::E,
        Dir::Se,
        Dir::S,
        Dir::Sw,
        Dir::W,
        Dir::Nw,
    ];
    pub const ORTHOGONAL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    pub const DIAGONAL: [Dir; 4] = [Dir::Ne, Dir::Se, Dir::Sw, Dir::Nw];

    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, 1),
            Dir::Ne => (1, 1),
            Dir::E => (1, 0),
            Dir::Se => (1, -1),
            Dir::S => (0, -1),
            Dir::Sw => (-1, -1),
            Dir::W => (-1, 0),
            Dir::Nw => (-1, 1),
        }
    }

    pub fn from_delta(df: i8, dr: i8) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.delta() == (df, dr))
    }

    pub fn name(self) -> &'static str {
        match self {
            Dir::N => "n",
            Dir::Ne => "ne",
            Dir::E => "e",
            Dir::Se => "se",
            Dir::S => "s",
            Dir::Sw => "sw",
            Dir::W => "w",
            Dir::Nw => "nw",
        }
    }

    pub fn parse(text: &str) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.name() == text)
    }

    pub fn is_diagonal(self) -> bool {
        let (df, dr) = self.delta();
        df != 0 && dr != 0
    }

    pub fn opposite(self) -> Dir {
        let (df, dr) = self.delta();
        Dir::from_delta(-df, -dr).expect("every direction has an opposite")
    }

    /// Forward for a side: north for White, south for Black.
    pub fn forward(side: Side) -> Dir {
        if side == WHITE {
            Dir::N
        } else {
            Dir::S
        }
    }

    /// The five directions a Flat may step in (west, east, forward, both forward diagonals).
    pub fn flat_steps(side: Side) -> [Dir; 5] {
        if side == WHITE {
            [Dir::W, Dir::E, Dir::N, Dir::Nw, Dir::Ne]
        } else {
            [Dir::W, Dir::E, Dir::S, Dir::Sw, Dir::Se]
        }
    }

    /// Forward, forward-left and forward-right: a Flat Stack's steps.
    pub fn stack_steps(side: Side) -> [Dir; 3] {
        if side == WHITE {
            [Dir::N, Dir::Nw, Dir::Ne]
        } else {
            [Dir::S, Dir::Sw, Dir::Se]
        }
    }
}

/// Piece kinds. `Laying` is one section of its side's laying stick (see [`LayStick`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    Flat,
    Cube,
    Small,
    Medium,
    Large,
    Ring,
    TallStick,
    ShortStick,
    Rectangle,
    Flag,
    Laying,
}

impl Kind {
    /// Pyramid size: Small 1, Medium 2, Large 3; 0 for other kinds.
    pub fn pyramid_size(self) -> u8 {
        match self {
            Kind::Small => 1,
            Kind::Medium => 2,
            Kind::Large => 3,
            _ => 0,
        }
    }

    pub fn is_pyramid(self) -> bool {
        self.pyramid_size() > 0
    }

    /// Most shields a piece of this kind can hold (a laying stick: see [`LayStick::cap`]).
    pub fn cap(self) -> u8 {
        match self {
            Kind::Flat | Kind::Small | Kind::Rectangle => 1,
            Kind::Medium | Kind::ShortStick => 2,
            Kind::Large | Kind::TallStick => 3,
            Kind::Cube | Kind::Ring | Kind::Flag | Kind::Laying => 0,
        }
    }

    /// The rule book's English name.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Flat => "Flat",
            Kind::Cube => "Cube",
            Kind::Small => "Small Pyramid",
            Kind::Medium => "Medium Pyramid",
            Kind::Large => "Large Pyramid",
            Kind::Ring => "Ring",
            Kind::TallStick => "Tall Stick",
            Kind::ShortStick => "Short Stick",
            Kind::Rectangle => "Rectangle",
            Kind::Flag => "Nice Flag",
            Kind::Laying => "laying stick",
        }
    }

    /// The piece's name as a message, for refusals.
    pub fn name(self) -> Text {
        match self {
            Kind::Flat => Text::new("engine-ccc-piece-flat"),
            Kind::Cube => Text::new("engine-ccc-piece-cube"),
            Kind::Small => Text::new("engine-ccc-piece-small-pyramid"),
            Kind::Medium => Text::new("engine-ccc-piece-medium-pyramid"),
            Kind::Large => Text::new("engine-ccc-piece-large-pyramid"),
            Kind::Ring => Text::new("engine-ccc-piece-ring"),
            Kind::TallStick => Text::new("engine-ccc-piece-tall-stick"),
            Kind::ShortStick => Text::new("engine-ccc-piece-short-stick"),
            Kind::Rectangle => Text::new("engine-ccc-piece-rectangle"),
            Kind::Flag => Text::new("engine-ccc-piece-nice-flag"),
            Kind::Laying => Text::new("engine-ccc-piece-laying-stick"),
        }
    }
}

/// One piece. A Ring's `shields` is its stored Power.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub kind: Kind,
    pub side: Side,
    pub shields: u8,
}

impl Piece {
    pub const NONE: Piece = Piece {
        kind: Kind::Flat,
        side: 0,
        shields: 0,
    };

    pub fn new(kind: Kind, side: Side) -> Piece {
        Piece {
            kind,
            side,
            shields: 0,
        }
    }
}

/// A laying stick: `tall` (3 sections) or short (2), lying north–south (`ns`) or east–west,
/// named by its lowest square; `shields` is its one pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LayStick {
    pub tall: bool,
    pub ns: bool,
    pub at: Sq,
    pub shields: u8,
}

impl LayStick {
    /// Number of sections: 3 for a Tall Stick, 2 for a Short one.
    pub fn sections(self) -> u8 {
        if self.tall {
            3
        } else {
            2
        }
    }

    pub fn cap(self) -> u8 {
        if self.tall {
            3
        } else {
            2
        }
    }

    /// The direction from the named square along the stick.
    pub fn along(self) -> Dir {
        if self.ns {
            Dir::N
        } else {
            Dir::E
        }
    }

    /// Covered squares from the named square on (the stick is always on the board).
    pub fn squares(self) -> impl Iterator<Item = Sq> {
        let (df, dr) = self.along().delta();
        (0..self.sections() as i8).map(move |i| {
            offset(self.at, df * i, dr * i).expect("a laying stick lies on the board")
        })
    }

    pub fn covers(self, s: Sq) -> bool {
        self.squares().any(|q| q == s)
    }

    pub fn kind(self) -> Kind {
        if self.tall {
            Kind::TallStick
        } else {
            Kind::ShortStick
        }
    }
}

/// What stands on one square, bottom to top (at most 5 Flats under 3 Pyramids). All pieces
/// of a square always belong to one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    n: u8,
    p: [Piece; 8],
}

impl Default for Cell {
    fn default() -> Self {
        Cell::EMPTY
    }
}

impl Cell {
    pub const EMPTY: Cell = Cell {
        n: 0,
        p: [Piece::NONE; 8],
    };

    pub fn one(piece: Piece) -> Cell {
        let mut c = Cell::EMPTY;
        c.push(piece);
        c
    }

    pub fn pieces(&self) -> &[Piece] {
        &self.p[..self.n as usize]
    }

    pub fn pieces_mut(&mut self) -> &mut [Piece] {
        &mut self.p[..self.n as usize]
    }

    pub fn len(&self) -> usize {
        self.n as usize
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    pub fn top(&self) -> Option<Piece> {
        self.pieces().last().copied()
    }

    pub fn bottom(&self) -> Option<Piece> {
        self.pieces().first().copied()
    }

    pub fn top_mut(&mut self) -> Option<&mut Piece> {
        self.pieces_mut().last_mut()
    }

    /// The side owning this square's pieces.
    pub fn side(&self) -> Option<Side> {
        self.bottom().map(|p| p.side)
    }

    pub fn push(&mut self, piece: Piece) {
        self.p[self.n as usize] = piece;
        self.n += 1;
    }

    pub fn pop(&mut self) -> Option<Piece> {
        if self.n == 0 {
            return None;
        }
        self.n -= 1;
        let p = self.p[self.n as usize];
        self.p[self.n as usize] = Piece::NONE;
        Some(p)
    }

    pub fn clear(&mut self) {
        *self = Cell::EMPTY;
    }

    /// Lift every piece above the bottom one, bottom to top.
    pub fn lift_above_bottom(&mut self) -> Cell {
        let mut lifted = Cell::EMPTY;
        for &p in &self.p[1..self.n as usize] {
            lifted.push(p);
        }
        let bottom = self.p[0];
        *self = Cell::one(bottom);
        lifted
    }

    pub fn count(&self, kind: Kind) -> usize {
        self.pieces().iter().filter(|p| p.kind == kind).count()
    }

    pub fn flats(&self) -> usize {
        self.count(Kind::Flat)
    }

    pub fn pyramids(&self) -> usize {
        self.pieces().iter().filter(|p| p.kind.is_pyramid()).count()
    }

    /// Only Flats (one or a Flat Stack).
    pub fn all_flats(&self) -> bool {
        self.n > 0 && self.flats() == self.len()
    }

    /// Size of the top piece if it is a Pyramid, else 0.
    pub fn top_pyramid(&self) -> u8 {
        self.top().map_or(0, |p| p.kind.pyramid_size())
    }

    /// Size of the lowest Pyramid, 0 if none.
    pub fn bottom_pyramid(&self) -> u8 {
        self.pieces()
            .iter()
            .find(|p| p.kind.is_pyramid())
            .map_or(0, |p| p.kind.pyramid_size())
    }

    /// Height for the unstacking rule.
    pub fn height(&self) -> usize {
        match self.top().map(|p| p.kind) {
            None => 0,
            Some(Kind::TallStick) => 3,
            Some(Kind::ShortStick) | Some(Kind::Flag) => 2,
            Some(_) => self.len(),
        }
    }
}

impl Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.pieces().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<Piece> = Vec::deserialize(d)?;
        if v.len() > 8 {
            return Err(serde::de::Error::custom("too many pieces on a square"));
        }
        let mut c = Cell::EMPTY;
        for p in v {
            c.push(p);
        }
        Ok(c)
    }
}

/// Serde for the 80 cells (arrays that long have no derived serde).
pub mod cells_serde {
    use super::{Cell, SQUARES};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(cells: &[Cell; SQUARES], s: S) -> Result<S::Ok, S::Error> {
        cells.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Cell; SQUARES], D::Error> {
        let v: Vec<Cell> = Vec::deserialize(d)?;
        v.try_into()
            .map_err(|_| serde::de::Error::custom("the board has 80 squares"))
    }
}

/// The starting position.
pub fn setup() -> [Cell; SQUARES] {
    let mut cells = [Cell::EMPTY; SQUARES];
    let back = [
        Some(Kind::Cube),
        Some(Kind::Ring),
        Some(Kind::TallStick),
        Some(Kind::Small),
        Some(Kind::Large),
        Some(Kind::Medium),
        None,
        Some(Kind::Flag),
    ];
    for side in [WHITE, BLACK] {
        let (back_rank, flat_ranks) = if side == WHITE {
            (0, [1, 2])
        } else {
            (9, [8, 7])
        };
        for file in 0..FILES {
            if let Some(kind) = back[file as usize] {
                cells[at(file, back_rank).unwrap() as usize] = Cell::one(Piece::new(kind, side));
            }
            for r in flat_ranks {
                cells[at(file, r).unwrap() as usize] = Cell::one(Piece::new(Kind::Flat, side));
            }
        }
    }
    cells
}

/// Where each side's Nice Flag starts (and is restored).
pub fn flag_home(side: Side) -> Sq {
    if side == WHITE {
        7
    } else {
        79
    }
}

/// A set of squares as a bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SqSet(pub [u64; 2]);

impl SqSet {
    pub fn insert(&mut self, s: Sq) {
        self.0[(s / 64) as usize] |= 1 << (s % 64);
    }
    pub fn contains(self, s: Sq) -> bool {
        self.0[(s / 64) as usize] & (1 << (s % 64)) != 0
    }
    pub fn iter(self) -> impl Iterator<Item = Sq> {
        (0..SQUARES as u8).filter(move |&s| self.contains(s))
    }
    pub fn is_empty(self) -> bool {
        self.0 == [0, 0]
    }
}
