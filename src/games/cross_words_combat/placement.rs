//! Where a word may go: rules 1–6 for one placement, with the reason for a refusal, and
//! the search for every legal placement (legal moves, and whether a turn can be played).

use super::board::{self, NONE};
use super::moves::{self, Placement};
use super::page::{self, is_used};
use super::{CrossWordsCombat, Extra};
use crate::games::{Game, MoveError, Seat};
use crate::i18n::Text;

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
pub(super) struct Shape {
    pub(super) crossed: u8,
    /// First cell of the word holding one of the mover's letters.
    first_own: usize,
}

impl CrossWordsCombat {
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

    fn fail_message(&self, f: Fail, p: &Placement) -> Text {
        let sq = |i: usize| self.grid.square_name(i);
        match f {
            Fail::OffBoard => Text::new("engine-cwc-off-board")
                .arg("word", p.word.to_string())
                .arg(
                    "square",
                    board::square_name(p.file as usize, p.rank as usize),
                )
                .arg("direction", moves::direction_name(p.down)),
            Fail::Captured(i) => Text::new("engine-cwc-captured").arg("square", sq(i)),
            Fail::Clash(i) => Text::new("engine-cwc-clash")
                .arg("square", sq(i))
                .arg("letter", page::display(self.grid.get(i).letter).to_string()),
            Fail::NoOwn => Text::new("engine-cwc-no-own"),
            Fail::NothingNew => Text::new("engine-cwc-nothing-new"),
            Fail::Touches { new, other } => {
                let c = self.grid.get(other);
                let text = if c.captor != NONE {
                    Text::new("engine-cwc-touches-captured")
                } else {
                    Text::new("engine-cwc-touches-letter")
                };
                text.arg("square", sq(new))
                    .arg("seat", Self::SEATS[c.colour() as usize])
                    .arg("other", sq(other))
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
    pub(super) fn each_placement(
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

    /// Check a placement by `seat` against rules 1–6: the page token it strikes and what it
    /// does, or why it is refused.
    pub(super) fn plan(&self, seat: Seat, p: &Placement) -> Result<(usize, Shape), MoveError> {
        let s = seat.index();
        let word = p.word.letters();
        if word.len() < 2 {
            return Err(MoveError::Illegal(Text::new("engine-cwc-single-letter")));
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
            let why = if !page.contains(word) {
                Text::new("engine-cwc-not-on-page")
            } else if page.first_unused(word, used).is_none() {
                Text::new("engine-cwc-used")
            } else {
                Text::new("engine-cwc-not-playable")
            };
            return Err(MoveError::Illegal(why.arg("word", p.word.to_string())));
        };
        if let Some(e) = extra.filter(|e| !e.allows(word)) {
            return Err(MoveError::Illegal(
                Text::new("engine-cwc-extra-only")
                    .arg("combo", e.combo())
                    .arg("requirement", e.requirement()),
            ));
        }
        // Rules 2–6.
        let (file, rank) = (p.file as usize, p.rank as usize);
        let shape = self
            .examine(s as u8, word, file, rank, p.down)
            .map_err(|f| MoveError::Illegal(self.fail_message(f, p)))?;
        Ok((token, shape))
    }

    pub(super) fn has_any_legal(&self, seat: Seat, extra: Option<Extra>) -> bool {
        self.each_placement(seat, extra, |_, _, _, _| true)
    }
}
