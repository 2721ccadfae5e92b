//! Twenty-Sevens: noughts and crosses on three stacked 3×3 boards, scored by lines.
//! Rule book: `shared/rules/twenty-sevens.md`.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::clock::{self, ClockSpec, CLOCK_OPTION};
use super::geometry::{parse_square, BadSquare};
use super::{
    check_known_options, describe, int_option, Checked, Feat, Game, MoveError, OptionError,
    Options, Outcome, Puzzles, Seat, WinCondition,
};
use crate::i18n::{Lang, Text};

/// The feat of Twenty-Sevens, a landslide: a win by at least this many lines.
pub const LANDSLIDE_LINES: i64 = 3;

/// A cell of the cube: board (0 = bottom … 2 = top), file (0 = a), rank (0 = 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    pub board: u8,
    pub file: u8,
    pub rank: u8,
}

impl Cell {
    pub fn index(self) -> usize {
        (self.board as usize) * 9 + (self.rank as usize) * 3 + self.file as usize
    }
    pub fn from_index(i: usize) -> Cell {
        Cell {
            board: (i / 9) as u8,
            rank: ((i % 9) / 3) as u8,
            file: (i % 3) as u8,
        }
    }
    /// `1a1`: board number, then square.
    pub fn name(self) -> String {
        format!("{}{}", self.board + 1, square_name(self.square()))
    }
    /// The square (0..9) this cell stands on.
    pub fn square(self) -> u8 {
        self.rank * 3 + self.file
    }
}

/// Kinds of line, with their points under the default options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineKind {
    Flat,
    Pillar,
    Stairs,
    DiamondStairs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    pub cells: [Cell; 3],
    pub kind: LineKind,
}

/// The 49 lines of the cube, computed once.
pub fn lines() -> &'static [Line] {
    static LINES: OnceLock<Vec<Line>> = OnceLock::new();
    LINES.get_or_init(|| {
        let mut out = Vec::with_capacity(49);
        // 13 directions: one of each ± pair (first non-zero component positive).
        let mut dirs = Vec::new();
        for db in -1i8..=1 {
            for df in -1i8..=1 {
                for dr in -1i8..=1 {
                    let first = [db, df, dr].into_iter().find(|&c| c != 0);
                    if first == Some(1) {
                        dirs.push((db, df, dr));
                    }
                }
            }
        }
        let inside = |v: i8| (0..3).contains(&v);
        for (db, df, dr) in dirs {
            for start in 0..27 {
                let c = Cell::from_index(start);
                let (b, f, r) = (c.board as i8, c.file as i8, c.rank as i8);
                let starts_line = !(inside(b - db) && inside(f - df) && inside(r - dr));
                let fits = inside(b + 2 * db) && inside(f + 2 * df) && inside(r + 2 * dr);
                if !(starts_line && fits) {
                    continue;
                }
                let cell = |k: i8| Cell {
                    board: (b + k * db) as u8,
                    file: (f + k * df) as u8,
                    rank: (r + k * dr) as u8,
                };
                let kind = match (db != 0, df != 0, dr != 0) {
                    (false, _, _) => LineKind::Flat,
                    (true, false, false) => LineKind::Pillar,
                    (true, true, true) => LineKind::DiamondStairs,
                    _ => LineKind::Stairs,
                };
                out.push(Line {
                    cells: [cell(0), cell(1), cell(2)],
                    kind,
                });
            }
        }
        out
    })
}

pub fn square_name(square: u8) -> String {
    format!("{}{}", (b'a' + square % 3) as char, square / 3 + 1)
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwentySevens {
    /// 27 cells, indexed by [`Cell::index`].
    cells: Vec<Option<Seat>>,
    /// Points per seat.
    scores: [i64; 2],
    /// Points a diamond stairs line is worth (option `diamond`).
    diamond_points: i64,
    /// Lines scored so far, in order: (index into [`lines`], owner).
    scored: Vec<(u8, Seat)>,
    /// Cells filled, in order (index into `cells`).
    history: Vec<u8>,
    /// The player whose clock ran out and who lost on time (`clock` option).
    #[serde(default)]
    lost_on_time: Option<Seat>,
}

impl TwentySevens {
    pub fn cell(&self, cell: Cell) -> Option<Seat> {
        self.cells[cell.index()]
    }

    /// How many cells of a square's stack are filled (0..=3).
    pub fn stack_height(&self, square: u8) -> u8 {
        (0..3)
            .filter(|&b| self.cells[b * 9 + square as usize].is_some())
            .count() as u8
    }

    pub fn last_cell(&self) -> Option<Cell> {
        self.history.last().map(|&i| Cell::from_index(i as usize))
    }

    /// Lines scored so far, with their owners.
    pub fn scored_lines(&self) -> impl Iterator<Item = (&'static Line, Seat)> + '_ {
        self.scored.iter().map(|&(i, s)| (&lines()[i as usize], s))
    }

    pub fn points(&self, kind: LineKind) -> i64 {
        match kind {
            LineKind::Flat => 3,
            LineKind::Pillar | LineKind::Stairs => 2,
            LineKind::DiamondStairs => self.diamond_points,
        }
    }

    fn seat_to_move(&self) -> Seat {
        Seat((self.history.len() % 2) as u8)
    }
}

impl Game for TwentySevens {
    /// The square (0..9: a1, b1, c1, a2 …) to drop a piece on.
    type Move = u8;

    const ID: &'static str = "twenty-sevens";
    const NAME: &'static str = "Twenty-Sevens";
    const SEATS: [&'static str; 2] = ["X", "O"];
    const FEATS: &'static [Feat] = &[Feat {
        id: "feat-twenty-sevens",
        name: "achievement-feat-twenty-sevens",
        condition: WinCondition::ScoreMargin(LANDSLIDE_LINES),
    }];
    // Short games with few moves: the quickest puzzles to find.
    const PUZZLES: Option<Puzzles> = Some(Puzzles { quick: true });
    // No dice, no hidden information: a reply queued in advance is a move like any other.
    const CONDITIONAL_MOVES: bool = true;

    fn new(options: &Options, _seed: &str) -> Result<Self, OptionError> {
        check_known_options(options, &["diamond", CLOCK_OPTION])?;
        ClockSpec::from_options(options)?;
        let diamond_points = int_option(options, "diamond", 2, |n| n == 1 || n == 2)?;
        Ok(TwentySevens {
            cells: vec![None; 27],
            scores: [0, 0],
            diamond_points,
            scored: Vec::new(),
            history: Vec::new(),
            lost_on_time: None,
        })
    }

    fn to_move(&self) -> Option<Seat> {
        (self.history.len() < 27 && self.lost_on_time.is_none()).then(|| self.seat_to_move())
    }

    fn legal_moves(&self) -> Vec<u8> {
        if self.to_move().is_none() {
            return Vec::new();
        }
        (0..9).filter(|&s| self.stack_height(s) < 3).collect()
    }

    fn legality(&self, &square: &u8) -> Result<(), MoveError> {
        if self.to_move().is_none() {
            return Err(MoveError::GameOver);
        }
        if square >= 9 {
            return Err(MoveError::Illegal(Text::new("engine-no-such-square")));
        }
        if self.stack_height(square) >= 3 {
            return Err(MoveError::Illegal(
                Text::new("engine-27-full").arg("square", square_name(square)),
            ));
        }
        Ok(())
    }

    fn apply(&mut self, mv: Checked<u8>) {
        let square = mv.into_inner();
        let seat = self.seat_to_move();
        let placed = Cell {
            board: self.stack_height(square),
            file: square % 3,
            rank: square / 3,
        };
        self.cells[placed.index()] = Some(seat);
        self.history.push(placed.index() as u8);
        for (i, line) in lines().iter().enumerate() {
            if line.cells.contains(&placed)
                && line
                    .cells
                    .iter()
                    .all(|&c| self.cells[c.index()] == Some(seat))
            {
                self.scores[seat.index()] += self.points(line.kind);
                self.scored.push((i as u8, seat));
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(seat) = self.lost_on_time {
            return Some(Outcome::Winner(seat.other()));
        }
        if self.history.len() < 27 {
            return None;
        }
        Some(match self.scores[0].cmp(&self.scores[1]) {
            std::cmp::Ordering::Greater => Outcome::Winner(Seat(0)),
            std::cmp::Ordering::Less => Outcome::Winner(Seat(1)),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    fn scores(&self) -> Option<[i64; 2]> {
        Some(self.scores)
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        let syntax = |reason| MoveError::syntax(text, reason);
        match parse_square(text, 3) {
            Ok((file, rank)) => Ok(rank * 3 + file),
            Err(BadSquare::NotASquare) => Err(syntax(Text::new("engine-27-not-a-square"))),
            Err(BadSquare::OffBoard) => Err(syntax(Text::new("engine-27-off-board"))),
        }
    }

    fn format_move(&self, &square: &u8) -> String {
        square_name(square)
    }

    /// Each board, bottom first, with its cells by seat: "Board 1 · bottom: X on a1 b2, O on
    /// c3; Board 2 · middle: empty; …".
    fn describe(&self, lang: Lang) -> String {
        const LEVELS: [&str; 3] = [
            "picture-twenty-sevens-bottom",
            "picture-twenty-sevens-middle",
            "picture-twenty-sevens-top",
        ];
        describe::parts((0..3u8).map(|board| {
            let mut cells = [Vec::new(), Vec::new()];
            for square in 0..9u8 {
                let cell = Cell {
                    board,
                    file: square % 3,
                    rank: square / 3,
                };
                if let Some(seat) = self.cell(cell) {
                    cells[seat.index()].push(square_name(square));
                }
            }
            let label = Text::new("picture-twenty-sevens-board")
                .arg("board", board + 1)
                .arg("level", Text::new(LEVELS[board as usize]));
            describe::part(label, &describe::held(Self::SEATS, &cells, lang), lang)
        }))
    }

    fn board_json(&self) -> serde_json::Value {
        let cells: serde_json::Map<String, serde_json::Value> = (0..27)
            .filter_map(|i| {
                self.cells[i].map(|s| (Cell::from_index(i).name(), json!(Self::SEATS[s.index()])))
            })
            .collect();
        json!({ "cells": cells })
    }

    fn ply(&self) -> usize {
        self.history.len() + usize::from(self.lost_on_time.is_some())
    }

    fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        clock::lose_on_time(self.to_move(), seat)?;
        self.lost_on_time = Some(seat);
        Ok(())
    }

    fn is_out_of_time(&self, seat: Seat) -> bool {
        self.lost_on_time == Some(seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_in_words_lists_each_board_by_seat() {
        let mut g = TwentySevens::new(&Default::default(), "0").unwrap();
        for square in ["b2", "a1", "b2", "c3"] {
            let mv = g.parse_move(square).unwrap();
            g.play(&mv).unwrap();
        }
        assert_eq!(
            g.describe(Lang::EnUs),
            "Board 1 · bottom: X on b2, O on a1 c3; Board 2 · middle: X on b2; Board 3 · top: empty"
        );
        assert_eq!(
            g.describe(Lang::De),
            "Brett 1 · unten: X auf b2, O auf a1 c3; Brett 2 · Mitte: X auf b2; Brett 3 · oben: leer"
        );
        assert_eq!(
            g.describe(Lang::EsEs),
            "Tablero 1 · abajo: X en b2, O en a1 c3; Tablero 2 · medio: X en b2; Tablero 3 · arriba: vacío"
        );
    }

    fn new_game(options: &[(&str, &str)]) -> TwentySevens {
        let opts: Options = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        TwentySevens::new(&opts, "0").unwrap()
    }

    #[test]
    fn there_are_49_lines_of_the_right_kinds() {
        let count = |k| lines().iter().filter(|l| l.kind == k).count();
        assert_eq!(lines().len(), 49);
        assert_eq!(count(LineKind::Flat), 24);
        assert_eq!(count(LineKind::Pillar), 9);
        assert_eq!(count(LineKind::Stairs), 12);
        assert_eq!(count(LineKind::DiamondStairs), 4);
        // Diamond stairs run corner to corner through the centre of board 2.
        for l in lines().iter().filter(|l| l.kind == LineKind::DiamondStairs) {
            assert_eq!(l.cells[1].name(), "2b2");
        }
        // Every line is distinct.
        let mut names: Vec<String> = lines()
            .iter()
            .map(|l| {
                let mut n: Vec<String> = l.cells.iter().map(|c| c.name()).collect();
                n.sort();
                n.join(",")
            })
            .collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 49);
    }

    #[test]
    fn line_points_follow_options() {
        let g = new_game(&[]);
        let total: i64 = lines().iter().map(|l| g.points(l.kind)).sum();
        assert_eq!(total, 24 * 3 + 9 * 2 + 12 * 2 + 4 * 2);
        let g1 = new_game(&[("diamond", "1")]);
        assert_eq!(g1.points(LineKind::DiamondStairs), 1);
        assert_eq!(g1.points(LineKind::Stairs), 2);
        assert!(
            TwentySevens::new(&[("diamond".to_string(), "3".to_string())].into(), "0").is_err()
        );
        assert!(TwentySevens::new(&[("size".to_string(), "3".to_string())].into(), "0").is_err());
    }

    /// Play moves so that the given cells end up owned as listed. `boards` are written rank 3
    /// first, files a→c, as in the rule book.
    fn known_position_moves(boards: [&str; 3]) -> Vec<u8> {
        // Cells owned by each seat, bottom board first so stacking is respected.
        let mut xs = Vec::new();
        let mut os = Vec::new();
        for (b, text) in boards.iter().enumerate() {
            let rows: Vec<&str> = text.split('/').collect();
            for (i, row) in rows.iter().enumerate() {
                let rank = 2 - i as u8;
                for (file, ch) in row.chars().enumerate() {
                    let square = rank * 3 + file as u8;
                    match ch {
                        'x' => xs.push((b, square)),
                        'o' => os.push((b, square)),
                        _ => panic!("bad cell"),
                    }
                }
            }
        }
        assert_eq!((xs.len(), os.len()), (14, 13));
        // Interleave X and O, always taking the lowest-board cell available.
        let mut g = new_game(&[]);
        let mut moves = Vec::new();
        for ply in 0..27 {
            let pool = if ply % 2 == 0 { &mut xs } else { &mut os };
            let pos = pool
                .iter()
                .position(|&(b, sq)| g.stack_height(sq) == b as u8)
                .expect("an available cell");
            let (_, sq) = pool.remove(pos);
            g.play(&sq).unwrap();
            moves.push(sq);
        }
        moves
    }

    #[test]
    fn known_position_scores_x20_o15() {
        let moves = known_position_moves(["xox/xxo/oox", "xxx/ooo/ooo", "xox/xox/xox"]);
        let mut g = new_game(&[]);
        for m in &moves {
            g.play(m).unwrap();
        }
        assert_eq!(g.scores(), Some([20, 15]));
        assert_eq!(g.outcome(), Some(Outcome::Winner(Seat(0))));
        assert!(g.legal_moves().is_empty());
        assert_eq!(g.to_move(), None);
    }

    #[test]
    fn stacking_and_full_square() {
        let mut g = new_game(&[]);
        let b2 = g.parse_move("b2").unwrap();
        for expected_board in 0..3 {
            g.play(&b2).unwrap();
            assert_eq!(g.last_cell().unwrap().board, expected_board);
        }
        let before = g.clone();
        assert!(matches!(g.play(&b2), Err(MoveError::Illegal(_))));
        assert_eq!(g, before);
        assert!(!g.legal_moves().contains(&b2));
        assert_eq!(g.board_json()["cells"]["3b2"], "X");
        assert_eq!(g.board_json()["cells"]["2b2"], "O");
    }

    fn play_all(g: &mut TwentySevens, moves: &[&str]) {
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.play(&mv).unwrap();
        }
    }

    #[test]
    fn flat_line_scores_three() {
        let mut g = new_game(&[]);
        // X: 1c1, 1c3, then 1c2 completes the c file on board 1.
        play_all(&mut g, &["c1", "a1", "c3", "b1"]);
        assert_eq!(g.scores(), Some([0, 0]));
        play_all(&mut g, &["c2"]);
        assert_eq!(g.scores(), Some([3, 0]));
    }

    #[test]
    fn pillar_scores_two() {
        let mut g = new_game(&[]);
        // O a1 each time X stacks b2: X 1b2, O 1a1, X 2b2, O 2a1, X 3b2.
        play_all(&mut g, &["b2", "a1", "b2", "a1", "b2"]);
        assert_eq!(g.scores(), Some([2, 0]));
        // O 3a1 completes O's pillar on a1.
        play_all(&mut g, &["a1"]);
        assert_eq!(g.scores(), Some([2, 2]));
    }

    #[test]
    fn diamond_stairs_score_by_option() {
        // X 1c1, O 1b2, X 2b2, O 1a3, X 1a1, O 2a3, X 3a3: X completes 1c1-2b2-3a3.
        let moves = ["c1", "b2", "b2", "a3", "a1", "a3", "a3"];
        for (opt, points) in [("1", 1), ("2", 2)] {
            let mut g = new_game(&[("diamond", opt)]);
            play_all(&mut g, &moves);
            assert_eq!(g.scores(), Some([points, 0]));
            let (line, seat) = g.scored_lines().next().unwrap();
            assert_eq!((line.kind, seat), (LineKind::DiamondStairs, Seat(0)));
        }
    }

    #[test]
    fn one_move_can_score_several_lines() {
        let mut g = new_game(&[]);
        // X holds 1a1, 1c1, 1b2, 1b3; then X 1b1 completes rank 1 and file b at once.
        play_all(&mut g, &["a1", "a2", "c1", "a3", "b2", "c2", "b3", "c3"]);
        assert_eq!(g.scores(), Some([0, 0]));
        play_all(&mut g, &["b1"]);
        assert_eq!(g.scores(), Some([6, 0]));
        assert_eq!(g.scored_lines().count(), 2);
    }

    #[test]
    fn parse_rejects_bad_syntax() {
        let g = new_game(&[]);
        for bad in ["", "d1", "a4", "a", "a11", "1a"] {
            assert!(
                matches!(g.parse_move(bad), Err(MoveError::Syntax { .. })),
                "{bad}"
            );
        }
    }

    /// The landslide is the winner's lead of [`LANDSLIDE_LINES`] lines or more, in a game
    /// played to its end; the loser never has it.
    #[test]
    fn a_landslide_is_a_win_by_three_lines_or_more() {
        let [landslide] = TwentySevens::FEATS else {
            panic!("one feat");
        };
        let mut seen = [false; 2];
        for shift in 0..9 {
            let mut game = crate::games::AnyGame::new(
                crate::games::GameKind::TwentySevens,
                &Options::new(),
                "1",
            )
            .unwrap();
            let mut i = 0;
            while game.outcome().is_none() {
                let moves = game.legal_moves();
                game.play(&moves[(i * 5 + shift) % moves.len()].clone())
                    .unwrap();
                i += 1;
            }
            let scores = game.scores().unwrap();
            let Some(Outcome::Winner(winner)) = game.outcome() else {
                continue;
            };
            let lead = scores[winner.index()] - scores[winner.other().index()];
            assert_eq!(landslide.earned_in(&game, winner), lead >= LANDSLIDE_LINES);
            assert!(!landslide.earned_in(&game, winner.other()));
            seen[usize::from(lead >= LANDSLIDE_LINES)] = true;
        }
        assert_eq!(seen, [true, true], "games with and without a landslide");
    }
}
