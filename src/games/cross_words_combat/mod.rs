//! Cross Words Combat: words from torn-out pages written on grid paper, crossing and
//! enclosing to capture cells. Rule book: `shared/rules/cross-words-combat.md`.

pub mod board;
pub mod bundled;
mod combos;
pub mod moves;
pub mod page;
mod placement;
#[cfg(test)]
mod tests;

use std::collections::VecDeque;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::clock::{ClockSpec, CLOCK_OPTION};
use super::{
    check_known_options, describe, int_option, Checked, Feat, Game, MoveError, OptionError,
    Options, Outcome, Seat, WinCondition,
};
use crate::i18n::{Lang, Text};
use board::{Cell, Grid, NONE};
pub use combos::Extra;
pub use moves::{Move, Placement, Word};
use page::{set_used, used_bits, Page, RowView};

/// The last word written, for the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastWord {
    pub seat: Seat,
    pub file: u8,
    pub rank: u8,
    pub down: bool,
    pub len: u8,
    /// Cells it captured (crossed and enclosed).
    pub points: u16,
    /// The combos it triggered, bit `n` for combo `n`.
    pub combos: u8,
}

impl LastWord {
    /// The combos it triggered, ascending.
    pub fn combo_list(&self) -> Vec<u8> {
        (1..=5).filter(|n| self.combos >> n & 1 == 1).collect()
    }

    /// Cells (file, rank) of the word, first letter first.
    pub fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.len as usize).map(move |k| {
            if self.down {
                (self.file as usize, self.rank as usize - k)
            } else {
                (self.file as usize + k, self.rank as usize)
            }
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrossWordsCombat {
    /// Regular turns per player, 0 = no limit.
    turns: u16,
    #[serde(with = "pages_serde")]
    pages: [Arc<Page>; 2],
    /// Per seat: which tokens of the page are struck (bit set over token indices).
    used: [Vec<u64>; 2],
    /// Per seat: struck tokens in the order they were used.
    struck: [Vec<u32>; 2],
    grid: Grid,
    /// Extra turns of the player to move; the front one is being played now.
    extra: VecDeque<Extra>,
    /// `None` once the game is over.
    to_move: Option<Seat>,
    turns_used: [u16; 2],
    /// Whether each seat passed its last regular turn with no word written since.
    passed: [bool; 2],
    out_of_time: [bool; 2],
    /// Cells captured per seat (the score).
    captured: [u16; 2],
    last: Option<LastWord>,
    ply: u32,
}

impl CrossWordsCombat {
    pub fn width(&self) -> usize {
        self.grid.width as usize
    }

    pub fn height(&self) -> usize {
        self.grid.height as usize
    }

    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The cell at (file, rank), both from 0.
    pub fn cell(&self, file: usize, rank: usize) -> Cell {
        self.grid.get(self.grid.index(file, rank))
    }

    pub fn last_word(&self) -> Option<LastWord> {
        self.last
    }

    /// `seat`'s page as text, in the form a `page.<seat>` option takes (secret while the game
    /// is live).
    pub fn page_text(&self, seat: Seat) -> &str {
        self.pages[seat.index()].text()
    }

    /// Regular turns left, `None` without a limit.
    pub fn turns_left(&self, seat: Seat) -> Option<u16> {
        (self.turns > 0).then(|| self.turns - self.turns_used[seat.index()])
    }

    /// Queued extra turns of the player to move; the first is the one being played.
    pub fn extra_turns(&self) -> impl Iterator<Item = Extra> + '_ {
        self.extra.iter().copied()
    }

    pub fn is_out_of_time(&self, seat: Seat) -> bool {
        self.out_of_time[seat.index()]
    }

    /// A seat's page: each row with its struck words and playable word (the `/page` view).
    pub fn page_rows(&self, seat: Seat) -> Vec<RowView> {
        page::view(&self.pages[seat.index()], &self.used[seat.index()])
    }

    /// The playable word of each row (rows with none left omitted), in row order.
    pub fn playable_words(&self, seat: Seat) -> Vec<String> {
        let p = &self.pages[seat.index()];
        let used = &self.used[seat.index()];
        (0..p.row_count())
            .filter_map(|r| p.playable(r, used))
            .map(|t| p.letters(t).iter().collect())
            .collect()
    }

    /// Words the seat has used, in order (its starting word first).
    pub fn used_words(&self, seat: Seat) -> Vec<String> {
        let p = &self.pages[seat.index()];
        self.struck[seat.index()]
            .iter()
            .map(|&t| p.letters(t as usize).iter().collect())
            .collect()
    }

    /// The clock rule: `seat` ran out of time. They take no more turns (their current turn
    /// and extra turns end at once); the other plays on alone. The host calls this when a
    /// clock runs out; it is not a move and uses no turn, but it is an entry in the log.
    pub fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        if self.to_move.is_none() {
            return Err(MoveError::GameOver);
        }
        if self.out_of_time[seat.index()] {
            return Err(MoveError::Illegal(
                Text::new("engine-cwc-out-of-time").arg("seat", Self::SEATS[seat.index()]),
            ));
        }
        self.out_of_time[seat.index()] = true;
        self.ply += 1;
        self.passed = [false; 2];
        if self.to_move == Some(seat) {
            self.extra.clear();
            self.start_regular_turn(seat.other());
        }
        Ok(())
    }

    fn new_game(
        width: u8,
        height: u8,
        turns: u16,
        pages: [Arc<Page>; 2],
    ) -> Result<Self, OptionError> {
        let used = [used_bits(&pages[0]), used_bits(&pages[1])];
        let mut g = CrossWordsCombat {
            turns,
            pages,
            used,
            struck: [Vec::new(), Vec::new()],
            grid: Grid::new(width, height),
            extra: VecDeque::new(),
            to_move: None,
            turns_used: [0; 2],
            passed: [false; 2],
            out_of_time: [false; 2],
            captured: [0; 2],
            last: None,
            ply: 0,
        };
        let (w, h) = (width as usize, height as usize);
        for seat in Seat::all() {
            let s = seat.index();
            let t = g.pages[s].first_word_within(w).ok_or_else(|| {
                OptionError(
                    Text::new("engine-cwc-no-start-word")
                        .arg("seat", Self::SEATS[s])
                        .arg("width", w),
                )
            })?;
            // Red (seat 0) at rank h − ⌊2h/3⌋, black at h − ⌊h/3⌋ (both counted from 1).
            let rank = if s == 0 { h - 2 * h / 3 } else { h - h / 3 } - 1;
            let letters = g.pages[s].letters(t).to_vec();
            let file = (w / 3).min(w - letters.len());
            for (k, &c) in letters.iter().enumerate() {
                let i = g.grid.index(file + k, rank);
                g.grid.set(
                    i,
                    Cell {
                        letter: c,
                        writer: s as u8,
                        captor: NONE,
                    },
                );
            }
            set_used(&mut g.used[s], t);
            g.struck[s].push(t as u32);
        }
        g.start_regular_turn(Seat::FIRST);
        Ok(g)
    }

    fn active(&self, s: usize) -> bool {
        !self.out_of_time[s] && (self.turns == 0 || self.turns_used[s] < self.turns)
    }

    /// After a turn of `seat`: its next playable extra turn, or the next regular turn.
    fn next_turn(&mut self, seat: Seat) {
        while let Some(&e) = self.extra.front() {
            if self.has_any_legal(seat, Some(e)) {
                self.to_move = Some(seat);
                return;
            }
            self.extra.pop_front();
        }
        self.start_regular_turn(seat.other());
    }

    /// Start a regular turn, for `preferred` if it may still play, else for the other; or
    /// end the game.
    fn start_regular_turn(&mut self, preferred: Seat) {
        self.extra.clear();
        let order = [preferred, preferred.other()];
        let active: Vec<Seat> = order
            .into_iter()
            .filter(|s| self.active(s.index()))
            .collect();
        let over = active.is_empty()
            || active.iter().all(|s| self.passed[s.index()])
            || !active.iter().any(|&s| self.has_any_legal(s, None));
        self.to_move = if over { None } else { Some(active[0]) };
    }
}

impl Game for CrossWordsCombat {
    type Move = Move;

    const ID: &'static str = "cross-words-combat";
    const NAME: &'static str = "Cross Words Combat";
    const SEATS: [&'static str; 2] = ["red", "black"];
    const FEATS: &'static [Feat] = &[Feat {
        id: "feat-cross-words-combat",
        name: "achievement-feat-cross-words-combat",
        // A conquest: at least twice the opponent's captured cells.
        condition: WinCondition::ScoreMultiple(2),
    }];

    fn new(options: &Options, seed: &str) -> Result<Self, OptionError> {
        check_known_options(
            options,
            &[
                "width",
                "height",
                "turns",
                "page.red",
                "page.black",
                CLOCK_OPTION,
            ],
        )?;
        // The host keeps the time; the engine only checks the option is well formed.
        ClockSpec::from_options(options)?;
        let side = |n: i64| (9..=26).contains(&n);
        let width = int_option(options, "width", 25, side)? as u8;
        let height = int_option(options, "height", 25, side)? as u8;
        let turns = int_option(options, "turns", 30, |n| (0..=1000).contains(&n))? as u16;
        let dealt = bundled::deal(seed);
        let mut pages = Vec::with_capacity(2);
        for (s, name) in Self::SEATS.iter().enumerate() {
            let page = match options.get(&format!("page.{name}")) {
                Some(text) => Page::check_supplied(text, name).map_err(OptionError)?,
                None => Page::parse(bundled::PAGES[dealt[s]]),
            };
            pages.push(Arc::new(page));
        }
        let black = pages.pop().expect("two pages");
        let red = pages.pop().expect("two pages");
        Self::new_game(width, height, turns, [red, black])
    }

    fn file_options() -> &'static [&'static str] {
        &["page.red", "page.black"]
    }

    fn option_owner(key: &str) -> Option<Seat> {
        let name = key.strip_prefix("page.")?;
        Self::SEATS
            .iter()
            .position(|&seat| seat == name)
            .map(|i| Seat(i as u8))
    }

    fn to_move(&self) -> Option<Seat> {
        self.to_move
    }

    fn legal_moves(&self) -> Vec<Move> {
        let Some(seat) = self.to_move else {
            return Vec::new();
        };
        let mut out = vec![Move::Pass];
        self.each_placement(
            seat,
            self.extra.front().copied(),
            |word, file, rank, down| {
                out.push(Move::Place(Placement {
                    word: Word::new(word).expect("placed words fit the board"),
                    file: file as u8,
                    rank: rank as u8,
                    down,
                }));
                false
            },
        );
        out
    }

    fn legality(&self, mv: &Move) -> Result<(), MoveError> {
        let seat = self.to_move.ok_or(MoveError::GameOver)?;
        match mv {
            Move::Pass => Ok(()),
            Move::Place(p) => self.plan(seat, p).map(|_| ()),
        }
    }

    fn apply(&mut self, mv: Checked<Move>) {
        let seat = self.to_move.expect("a checked move has a player to move");
        let s = seat.index();
        let p = match mv.into_inner() {
            Move::Pass => {
                if self.extra.pop_front().is_none() {
                    self.turns_used[s] += 1;
                    self.passed[s] = true;
                }
                self.ply += 1;
                self.next_turn(seat);
                return;
            }
            Move::Place(p) => p,
        };
        let (token, shape) = self.plan(seat, &p).expect("a checked placement is legal");
        let word = p.word.letters();
        let (file, rank) = (p.file as usize, p.rank as usize);
        let page = &self.pages[s];
        let follow = page.follow_combo(token);
        set_used(&mut self.used[s], token);
        self.struck[s].push(token as u32);
        let w = self.width();
        let start = self.grid.index(file, rank);
        for (k, &c) in word.iter().enumerate() {
            let i = if p.down { start - k * w } else { start + k };
            let mut cell = self.grid.get(i);
            if cell.writer == NONE {
                cell = Cell {
                    letter: c,
                    writer: s as u8,
                    captor: NONE,
                };
            } else if cell.writer != s as u8 {
                cell.captor = s as u8;
                self.captured[s] += 1;
            }
            self.grid.set(i, cell);
        }
        let enclosed = self.grid.enclose(s as u8);
        self.captured[s] += enclosed as u16;

        if self.extra.pop_front().is_none() {
            self.turns_used[s] += 1;
        }
        self.passed = [false; 2];
        let mut combos = 0u8;
        let mut earn = |e: Extra| {
            combos |= 1 << e.combo();
            self.extra.push_back(e);
        };
        match shape.crossed {
            0 => {}
            1 => earn(Extra::Cross),
            _ => earn(Extra::AnyWord),
        }
        if enclosed > 0 {
            earn(Extra::Enclosure {
                max_letters: enclosed as u16 - 1,
            });
        }
        if let Some(e) = follow {
            earn(e);
        }
        self.last = Some(LastWord {
            seat,
            file: p.file,
            rank: p.rank,
            down: p.down,
            len: word.len() as u8,
            points: shape.crossed as u16 + enclosed as u16,
            combos,
        });
        self.ply += 1;
        self.next_turn(seat);
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.to_move.is_some() {
            return None;
        }
        Some(match self.captured[0].cmp(&self.captured[1]) {
            std::cmp::Ordering::Greater => Outcome::Winner(Seat(0)),
            std::cmp::Ordering::Less => Outcome::Winner(Seat(1)),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    fn scores(&self) -> Option<[i64; 2]> {
        Some([self.captured[0] as i64, self.captured[1] as i64])
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        moves::parse(text)
    }

    fn format_move(&self, mv: &Move) -> String {
        moves::format(mv)
    }

    /// Each row that holds anything, top first, as runs of cells in one colour (the captor's,
    /// else the writer's) with their letters: "row 12: red c12–f12 SWAN, h12 O, black k12 B;
    /// …" (the seat named where the colour changes).
    /// Only the grid: the pages stay secret.
    fn describe(&self, lang: Lang) -> String {
        let rows = (0..self.height()).rev().filter_map(|rank| {
            let mut runs = Vec::new();
            let mut previous = None;
            let mut file = 0;
            while file < self.width() {
                let colour = self.cell(file, rank).colour();
                if colour == NONE {
                    file += 1;
                    continue;
                }
                let start = file;
                let mut letters = String::new();
                while file < self.width() && self.cell(file, rank).colour() == colour {
                    let letter = self.cell(file, rank).letter;
                    if letter != '\0' {
                        letters.extend(letter.to_uppercase());
                    }
                    file += 1;
                }
                // The seat is named where the colour changes along the row.
                let mut run = if previous == Some(colour) {
                    String::new()
                } else {
                    format!("{} ", Self::SEATS[colour as usize])
                };
                previous = Some(colour);
                run.push_str(&board::square_name(start, rank));
                if file - 1 > start {
                    run.push('–');
                    run.push_str(&board::square_name(file - 1, rank));
                }
                if !letters.is_empty() {
                    run.push(' ');
                    run.push_str(&letters);
                }
                runs.push(run);
            }
            (!runs.is_empty()).then(|| {
                describe::part(
                    Text::new("describe-row").arg("row", rank + 1),
                    &runs.join(", "),
                    lang,
                )
            })
        });
        let text = describe::parts(rows);
        if text.is_empty() {
            Text::new("describe-empty").get(lang)
        } else {
            text
        }
    }

    fn board_json(&self) -> serde_json::Value {
        let mut cells = serde_json::Map::new();
        let mut captured = serde_json::Map::new();
        for i in 0..self.grid.cell_count() {
            let c = self.grid.get(i);
            if c.writer != NONE {
                cells.insert(
                    self.grid.square_name(i),
                    json!({
                        "letter": page::display(c.letter).to_string(),
                        "owner": Self::SEATS[c.writer as usize],
                    }),
                );
            }
            if c.captor != NONE {
                captured.insert(
                    self.grid.square_name(i),
                    json!(Self::SEATS[c.captor as usize]),
                );
            }
        }
        let pages: serde_json::Map<String, serde_json::Value> = Seat::all()
            .into_iter()
            .map(|seat| {
                (
                    Self::SEATS[seat.index()].to_string(),
                    json!({"used": self.used_words(seat), "playable": self.playable_words(seat)}),
                )
            })
            .collect();
        let extra: Vec<serde_json::Value> = self.extra.iter().map(|e| e.json()).collect();
        let turns_left = if self.turns == 0 {
            serde_json::Value::Null
        } else {
            json!({"red": self.turns_left(Seat(0)), "black": self.turns_left(Seat(1))})
        };
        json!({
            "cells": cells,
            "captured": captured,
            "pages": pages,
            "extra_turns": extra,
            "turns_left": turns_left,
        })
    }

    fn time_out(&mut self, seat: Seat) -> Result<(), MoveError> {
        CrossWordsCombat::time_out(self, seat)
    }

    fn is_out_of_time(&self, seat: Seat) -> bool {
        CrossWordsCombat::is_out_of_time(self, seat)
    }

    fn secret(&self, seat: Seat) -> Option<&str> {
        Some(self.page_text(seat))
    }

    fn determinize(&self, seat: Seat, rng_seed: u64) -> Self {
        let mut g = self.clone();
        let o = seat.other().index();
        let guess = bundled::guess_page(&self.pages[o], &self.used[o], rng_seed);
        g.pages[o] = Arc::new(guess);
        g
    }

    fn ply(&self) -> usize {
        self.ply as usize
    }
}

/// Pages are stored as their text and tokenized again when loaded.
mod pages_serde {
    use std::sync::Arc;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Page;

    pub fn serialize<S: Serializer>(pages: &[Arc<Page>; 2], s: S) -> Result<S::Ok, S::Error> {
        [pages[0].text(), pages[1].text()].serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Arc<Page>; 2], D::Error> {
        let [a, b] = <[String; 2]>::deserialize(d)?;
        Ok([Arc::new(Page::parse(&a)), Arc::new(Page::parse(&b))])
    }
}
