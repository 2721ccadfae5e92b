//! Moves, their canonical spelling, and the referee `board` JSON.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::board::{name, parse_square, Cell, Dir, Kind, LayStick, Sq, SQUARES, WHITE};
use super::Ccc;
use crate::games::MoveError;
use crate::i18n::Text;

/// Longest list of squares in a move: a hop chain over all 16 opponent Flats.
pub const MAX_PATH: usize = 17;
/// A Ring stores at most 5 Power, so at most 5 shields are cast at once.
pub const MAX_SHIELDS: usize = 5;

/// Squares visited by a move: `from-to`, or every landing square of a hop chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Path {
    len: u8,
    sq: [Sq; MAX_PATH],
}

impl Path {
    pub fn new(from: Sq, to: Sq) -> Path {
        let mut p = Path::start(from);
        p.push(to);
        p
    }

    /// A path holding only its first square (while a hop chain is being built).
    pub fn start(from: Sq) -> Path {
        let mut p = Path {
            len: 1,
            sq: [0; MAX_PATH],
        };
        p.sq[0] = from;
        p
    }

    pub fn push(&mut self, s: Sq) {
        self.sq[self.len as usize] = s;
        self.len += 1;
    }

    pub fn pop(&mut self) {
        self.len -= 1;
        self.sq[self.len as usize] = 0;
    }

    pub fn squares(&self) -> &[Sq] {
        &self.sq[..self.len as usize]
    }

    pub fn from(&self) -> Sq {
        self.sq[0]
    }

    pub fn to(&self) -> Sq {
        self.sq[self.len as usize - 1]
    }
}

/// Shield targets, kept sorted in plain string order of their names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Targets {
    len: u8,
    sq: [Sq; MAX_SHIELDS],
}

impl Targets {
    /// Targets from any order; `None` for none or more than [`MAX_SHIELDS`].
    pub fn new(list: &[Sq]) -> Option<Targets> {
        if list.is_empty() || list.len() > MAX_SHIELDS {
            return None;
        }
        let mut t = Targets {
            len: list.len() as u8,
            sq: [0; MAX_SHIELDS],
        };
        t.sq[..list.len()].copy_from_slice(list);
        t.sq[..list.len()].sort_by_key(|&s| name(s));
        Some(t)
    }

    pub fn squares(&self) -> &[Sq] {
        &self.sq[..self.len as usize]
    }
}

/// One action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Move, slide, leap, join, attack, crush (two squares) or a hop chain (every square).
    Go(Path),
    Unstack(Sq, Dir),
    Fall(Sq, Dir),
    /// A laying stick named by its named square.
    Roll(Sq, Dir),
    Stand(Sq, Sq),
    Build(Sq),
    Shield(Sq, Targets),
    Restore,
    Pass,
}

impl Move {
    pub fn go(from: Sq, to: Sq) -> Move {
        Move::Go(Path::new(from, to))
    }

    /// The square of the piece that acts, if any.
    pub fn origin(&self) -> Option<Sq> {
        match *self {
            Move::Go(p) => Some(p.from()),
            Move::Unstack(s, _)
            | Move::Fall(s, _)
            | Move::Roll(s, _)
            | Move::Stand(s, _)
            | Move::Build(s)
            | Move::Shield(s, _) => Some(s),
            Move::Restore | Move::Pass => None,
        }
    }
}

pub fn format(mv: &Move) -> String {
    match mv {
        Move::Go(p) => p
            .squares()
            .iter()
            .map(|&s| name(s))
            .collect::<Vec<_>>()
            .join("-"),
        Move::Unstack(s, d) => format!("unstack {} {}", name(*s), d.name()),
        Move::Fall(s, d) => format!("fall {} {}", name(*s), d.name()),
        Move::Roll(s, d) => format!("roll {} {}", name(*s), d.name()),
        Move::Stand(s, t) => format!("stand {} {}", name(*s), name(*t)),
        Move::Build(s) => format!("build {}", name(*s)),
        Move::Shield(s, t) => {
            let mut out = format!("shield {}", name(*s));
            for &q in t.squares() {
                out.push(' ');
                out.push_str(name(q));
            }
            out
        }
        Move::Restore => "restore".into(),
        Move::Pass => "pass".into(),
    }
}

pub fn parse(text: &str) -> Result<Move, MoveError> {
    let syntax = |reason| MoveError::syntax(text, reason);
    let square = |w: &str| {
        parse_square(w).ok_or_else(|| syntax(Text::new("engine-ccc-not-a-square").arg("word", w)))
    };
    let dir = |w: &str| {
        Dir::parse(w).ok_or_else(|| syntax(Text::new("engine-ccc-not-a-direction").arg("word", w)))
    };
    let words: Vec<&str> = text.split(' ').collect();
    match words.as_slice() {
        ["pass"] => Ok(Move::Pass),
        ["restore"] => Ok(Move::Restore),
        ["build", s] => Ok(Move::Build(square(s)?)),
        ["unstack", s, d] => Ok(Move::Unstack(square(s)?, dir(d)?)),
        ["fall", s, d] => Ok(Move::Fall(square(s)?, dir(d)?)),
        ["roll", s, d] => Ok(Move::Roll(square(s)?, dir(d)?)),
        ["stand", s, t] => Ok(Move::Stand(square(s)?, square(t)?)),
        ["shield", s, targets @ ..] => {
            if targets.is_empty() {
                return Err(syntax(Text::new("engine-ccc-shield-none")));
            }
            if targets.len() > MAX_SHIELDS {
                return Err(syntax(Text::new("engine-ccc-shield-many")));
            }
            let list = targets
                .iter()
                .map(|w| square(w))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Move::Shield(
                square(s)?,
                Targets::new(&list).expect("1 to 5 targets"),
            ))
        }
        [one] if one.contains('-') => {
            let parts: Vec<&str> = one.split('-').collect();
            if parts.len() > MAX_PATH {
                return Err(syntax(Text::new("engine-ccc-hop-long")));
            }
            let mut path = Path::new(square(parts[0])?, square(parts[1])?);
            for w in &parts[2..] {
                path.push(square(w)?);
            }
            Ok(Move::Go(path))
        }
        _ => Err(syntax(Text::new("engine-ccc-syntax"))),
    }
}

fn piece_name(kind: Kind, stick: Option<LayStick>) -> &'static str {
    match kind {
        Kind::Flat => "flat",
        Kind::Cube => "cube",
        Kind::Small => "small-pyramid",
        Kind::Medium => "medium-pyramid",
        Kind::Large => "large-pyramid",
        Kind::Ring => "ring",
        Kind::TallStick => "tall-stick",
        Kind::ShortStick => "short-stick",
        Kind::Rectangle => "rectangle",
        Kind::Flag => "flag",
        Kind::Laying => match stick {
            Some(s) if s.tall => "tall-stick",
            _ => "short-stick",
        },
    }
}

pub fn board_json(game: &Ccc) -> Value {
    let mut squares = Map::new();
    let mut power = Map::new();
    for s in 0..SQUARES as Sq {
        let cell: &Cell = game.cell(s);
        if cell.is_empty() {
            continue;
        }
        let list: Vec<Value> = cell
            .pieces()
            .iter()
            .map(|p| {
                let color = if p.side == WHITE { "white" } else { "black" };
                match p.kind {
                    Kind::Laying => {
                        let stick = game.laying_stick(p.side);
                        let st = stick.expect("a laying section belongs to a laying stick");
                        json!({
                            "color": color,
                            "piece": piece_name(p.kind, stick),
                            "laying": if st.ns { "ns" } else { "ew" },
                            "at": name(st.at),
                            "shields": st.shields,
                        })
                    }
                    Kind::Ring => {
                        power.insert(name(s).to_string(), json!(p.shields));
                        json!({"color": color, "piece": "ring", "shields": 0})
                    }
                    k => {
                        json!({"color": color, "piece": piece_name(k, None), "shields": p.shields})
                    }
                }
            })
            .collect();
        squares.insert(name(s).to_string(), Value::Array(list));
    }
    json!({"squares": squares, "power": power})
}

/// The referee contract's canonical spelling of an input line: on top of the common rules
/// (lower case, single spaces), a `shield` action's targets are sorted.
pub fn canonical_input(text: &str) -> String {
    let mut words: Vec<&str> = text.split(' ').collect();
    if words.len() > 2 && words[0] == "shield" {
        words[2..].sort_unstable();
    }
    words.join(" ")
}
