//! Cross Words Combat: words from torn-out pages written on grid paper, crossing and
//! enclosing to capture cells. Rule book: `shared/rules/cross-words-combat.md`.

pub mod board;
pub mod bundled;
pub mod moves;
pub mod page;
#[cfg(test)]
mod tests;

use std::collections::VecDeque;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::clock::{ClockSpec, CLOCK_OPTION};
use super::{
    check_known_options, int_option, Game, MoveError, OptionError, Options, Outcome, Seat,
};
use board::{Cell, Grid, NONE};
pub use moves::{Move, Placement, Word};
use page::{is_used, set_used, used_bits, Page, RowView};

/// The rules explained to players.
pub const RULES_TEXT: &str = include_str!("rules.md");

/// A queued extra turn, with its restriction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Extra {
    /// Combo 1: crossed exactly one opponent letter; a normal turn.
    Cross,
    /// Combo 2: crossed two or more; any unused word of the page may be played.
    AnyWord,
    /// Combo 3: enclosed an area; the word may have at most `max_letters` letters.
    Enclosure { max_letters: u16 },
    /// Combo 4: a number followed the word; the length must be one of these digits (bit set).
    Number { lengths: u16 },
    /// Combo 5: a single letter followed the word; the word must start with it.
    Letter { letter: char },
}

impl Extra {
    pub fn combo(self) -> u8 {
        match self {
            Extra::Cross => 1,
            Extra::AnyWord => 2,
            Extra::Enclosure { .. } => 3,
            Extra::Number { .. } => 4,
            Extra::Letter { .. } => 5,
        }
    }

    /// Whether a word meets this extra turn's restriction.
    pub fn allows(self, word: &[char]) -> bool {
        match self {
            Extra::Cross | Extra::AnyWord => true,
            Extra::Enclosure { max_letters } => word.len() <= max_letters as usize,
            Extra::Number { lengths } => word.len() < 10 && lengths >> word.len() & 1 == 1,
            Extra::Letter { letter } => word.first() == Some(&letter),
        }
    }

    /// The digits of a combo 4, ascending.
    pub fn lengths(lengths: u16) -> Vec<u8> {
        (0..10u8).filter(|d| lengths >> d & 1 == 1).collect()
    }

    /// What a word must be on this extra turn: "3 or 4 letters".
    pub fn requirement(self) -> String {
        match self {
            Extra::Cross => "any playable word".into(),
            Extra::AnyWord => "any unused word of the page".into(),
            Extra::Enclosure { max_letters } => format!("at most {max_letters} letters"),
            Extra::Number { lengths } => {
                format!("{} letters", or_list(&Extra::lengths(lengths)))
            }
            Extra::Letter { letter } => {
                format!("a word starting with {}", page::display(letter))
            }
        }
    }

    /// A short description for players: "combo 4: 3 or 4 letters".
    pub fn describe(self) -> String {
        format!("combo {}: {}", self.combo(), self.requirement())
    }

    fn json(self) -> serde_json::Value {
        match self {
            Extra::Enclosure { max_letters } => json!({"combo": 3, "max_letters": max_letters}),
            Extra::Number { lengths } => json!({"combo": 4, "lengths": Extra::lengths(lengths)}),
            Extra::Letter { letter } => json!({"combo": 5, "letter": letter.to_string()}),
            e => json!({"combo": e.combo()}),
        }
    }
}

fn or_list(items: &[u8]) -> String {
    match items {
        [] => "no".into(),
        [one] => one.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(|d| d.to_string()).collect();
            format!("{} or {last}", init.join(", "))
        }
    }
}

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

/// Why a placement fails rules 2–6 (cheap; turned into text only when shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fail {
    OffBoard,
    Captured(usize),
    Clash(usize),
    NoOwn,
    NothingNew,
    Touches { new: usize, other: usize },
}

/// What a legal placement does.
#[derive(Clone, Copy, Debug)]
struct Shape {
    crossed: u8,
    /// First cell of the word holding one of the mover's letters.
    first_own: usize,
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
            return Err(MoveError::Illegal(format!(
                "{} is already out of time",
                Self::SEATS[seat.index()]
            )));
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
                OptionError(format!(
                    "{}'s page has no word short enough to start on a board {w} cells wide",
                    Self::SEATS[s]
                ))
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

    /// Check rules 2–6 for `word` written from (file, rank).
    fn examine(
        &self,
        s: u8,
        word: &[char],
        file: usize,
        rank: usize,
        down: bool,
    ) -> Result<Shape, Fail> {
        let (w, h) = (self.width(), self.height());
        let n = word.len();
        if file >= w || rank >= h || (down && n > rank + 1) || (!down && file + n > w) {
            return Err(Fail::OffBoard);
        }
        let start = self.grid.index(file, rank);
        let at = |k: usize| if down { start - k * w } else { start + k };
        let mut first_own = usize::MAX;
        let mut crossed = 0u8;
        let mut added = 0u8;
        for (k, &c) in word.iter().enumerate() {
            let i = at(k);
            let cell = self.grid.get(i);
            if cell.captor != NONE {
                return Err(Fail::Captured(i));
            }
            if cell.writer == NONE {
                added += 1;
            } else if cell.letter != c {
                return Err(Fail::Clash(i));
            } else if cell.writer == s {
                if first_own == usize::MAX {
                    first_own = i;
                }
            } else {
                crossed += 1;
            }
        }
        if first_own == usize::MAX {
            return Err(Fail::NoOwn);
        }
        if added == 0 {
            return Err(Fail::NothingNew);
        }
        if crossed == 0 {
            let opp = 1 - s;
            for k in 0..n {
                let i = at(k);
                if self.grid.get(i).writer != NONE {
                    continue;
                }
                let mut touch = None;
                self.grid.for_neighbours(i, |j| {
                    if touch.is_none() && self.grid.get(j).colour() == opp {
                        touch = Some(j);
                    }
                });
                if let Some(other) = touch {
                    return Err(Fail::Touches { new: i, other });
                }
            }
        }
        Ok(Shape { crossed, first_own })
    }

    fn fail_message(&self, f: Fail, p: &Placement) -> String {
        let sq = |i: usize| self.grid.square_name(i);
        match f {
            Fail::OffBoard => format!(
                "“{}” from {} {} does not fit on the board",
                p.word,
                board::square_name(p.file as usize, p.rank as usize),
                moves::direction_name(p.down)
            ),
            Fail::Captured(i) => {
                format!("{} is captured: no word may enter a captured cell", sq(i))
            }
            Fail::Clash(i) => format!(
                "{} already holds {}",
                sq(i),
                page::display(self.grid.get(i).letter)
            ),
            Fail::NoOwn => "the word must cross one of your own letters".into(),
            Fail::NothingNew => "the word must add at least one new letter".into(),
            Fail::Touches { new, other } => {
                let c = self.grid.get(other);
                let owner = Self::SEATS[c.colour() as usize];
                let what = if c.captor != NONE {
                    "captured cell"
                } else {
                    "letter"
                };
                format!(
                    "the new letter at {} would touch {owner}'s {what} at {}; only a word that crosses an opponent's letter may touch them",
                    sq(new),
                    sq(other)
                )
            }
        }
    }

    /// Distinct candidate words (as token indices) for `seat` under `extra`.
    fn candidates(&self, s: usize, extra: Option<Extra>) -> Vec<usize> {
        let page = &self.pages[s];
        let used = &self.used[s];
        let longest = self.width().max(self.height());
        let fits = |t: usize| {
            let w = page.letters(t);
            w.len() <= longest && extra.is_none_or(|e| e.allows(w))
        };
        let mut out: Vec<usize> = if extra == Some(Extra::AnyWord) {
            (0..page.token_count())
                .filter(|&t| {
                    page.token(t).kind == page::TokenKind::Word && !is_used(used, t) && fits(t)
                })
                .collect()
        } else {
            (0..page.row_count())
                .filter_map(|r| page.playable(r, used))
                .filter(|&t| fits(t))
                .collect()
        };
        out.sort_by(|&a, &b| page.letters(a).cmp(page.letters(b)));
        out.dedup_by(|a, b| page.letters(*a) == page.letters(*b));
        out
    }

    /// Calls `f(word, file, rank, down)` once for each legal placement; stops when it
    /// returns `true`. Returns whether it was stopped.
    fn each_placement(
        &self,
        seat: Seat,
        extra: Option<Extra>,
        mut f: impl FnMut(&[char], usize, usize, bool) -> bool,
    ) -> bool {
        let s = seat.index();
        let cands = self.candidates(s, extra);
        if cands.is_empty() {
            return false;
        }
        let page = &self.pages[s];
        let h = self.height();
        let own: Vec<(usize, char)> = (0..self.grid.cell_count())
            .filter_map(|i| {
                let c = self.grid.get(i);
                (c.writer == s as u8 && c.captor == NONE).then_some((i, c.letter))
            })
            .collect();
        for &t in &cands {
            let word = page.letters(t);
            for &(cell, letter) in &own {
                let (file, rank) = self.grid.file_rank(cell);
                for (k, &c) in word.iter().enumerate() {
                    if c != letter {
                        continue;
                    }
                    if k <= file {
                        if let Ok(shape) = self.examine(s as u8, word, file - k, rank, false) {
                            if shape.first_own == cell && f(word, file - k, rank, false) {
                                return true;
                            }
                        }
                    }
                    if rank + k < h {
                        if let Ok(shape) = self.examine(s as u8, word, file, rank + k, true) {
                            if shape.first_own == cell && f(word, file, rank + k, true) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        false
    }

    fn has_any_legal(&self, seat: Seat, extra: Option<Extra>) -> bool {
        self.each_placement(seat, extra, |_, _, _, _| true)
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
    /// The AI's quick judgement: the lead in captured cells, on a logistic scale (simulated
    /// games of this game are long; cutting them short keeps the search fast enough).
    fn ai_evaluate(&self, seat: Seat) -> Option<f64> {
        let scores = self.scores()?;
        let lead = (scores[seat.index()] - scores[seat.other().index()]) as f64;
        Some(1.0 / (1.0 + (-lead / 3.0).exp()))
    }

    type Move = Move;

    const ID: &'static str = "cross-words-combat";
    const SEATS: [&'static str; 2] = ["red", "black"];

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

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        let seat = self.to_move.ok_or(MoveError::GameOver)?;
        let s = seat.index();
        let p = match mv {
            Move::Pass => {
                if self.extra.pop_front().is_none() {
                    self.turns_used[s] += 1;
                    self.passed[s] = true;
                }
                self.ply += 1;
                self.next_turn(seat);
                return Ok(());
            }
            Move::Place(p) => p,
        };
        let word = p.word.letters();
        if word.len() < 2 {
            return Err(MoveError::Illegal(
                "single letters can never be played: a word needs two or more letters".into(),
            ));
        }
        // Rule 1: the word comes from the page, and meets the extra turn's restriction.
        let extra = self.extra.front().copied();
        let page = &self.pages[s];
        let used = &self.used[s];
        let token = if extra == Some(Extra::AnyWord) {
            page.first_unused(word, used)
        } else {
            page.topmost_playable(word, used)
        };
        let Some(token) = token else {
            return Err(MoveError::Illegal(if !page.contains(word) {
                format!("“{}” is not on your page", p.word)
            } else if page.first_unused(word, used).is_none() {
                format!("“{}” has already been used", p.word)
            } else {
                format!(
                    "“{}” is not the playable word of any row: each row offers only its first unused word of two or more letters",
                    p.word
                )
            }));
        };
        if let Some(e) = extra.filter(|e| !e.allows(word)) {
            return Err(MoveError::Illegal(format!(
                "this extra turn (combo {}) allows only {}",
                e.combo(),
                e.requirement()
            )));
        }
        // Rules 2–6.
        let (file, rank) = (p.file as usize, p.rank as usize);
        let shape = self
            .examine(s as u8, word, file, rank, p.down)
            .map_err(|f| MoveError::Illegal(self.fail_message(f, p)))?;

        // Valid: write it.
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
        Ok(())
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
