//! Pages: rows of text split into words, numbers and single letters.

use std::ops::Range;

use super::Extra;
use crate::i18n::Text;

/// At most this many rows (lines) in a page.
pub const MAX_ROWS: usize = 200;
/// At most this many characters in a page.
pub const MAX_CHARS: usize = 20_000;

/// Fold a letter for comparison without case: its lower case (the first character when that
/// is several, so `İ` folds to `i`), with the final sigma folded to `σ`.
pub fn fold(c: char) -> char {
    let l = c.to_lowercase().next().unwrap_or(c);
    if l == 'ς' {
        'σ'
    } else {
        l
    }
}

/// How a folded letter is written on the board: its upper case when that is one character.
pub fn display(c: char) -> char {
    let mut up = c.to_uppercase();
    match (up.next(), up.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// A letter for the purpose of pages and moves.
pub fn is_letter(c: char) -> bool {
    c.is_alphabetic()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// A word of two or more letters: the only thing that can be played.
    Word,
    /// A word of a single letter (feeds combo 5).
    Letter,
    /// A run of digits (feeds combo 4).
    Number,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    /// Row (0 = first line of the page).
    pub row: u16,
    /// Byte range in the page text.
    pub start: u32,
    pub end: u32,
    /// Range of its folded letters in [`Page::letters`] (empty for numbers).
    lstart: u32,
    len: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Row {
    /// Byte range of the row in the page text.
    start: u32,
    end: u32,
    /// Range of the row's tokens.
    tok_start: u32,
    tok_end: u32,
}

/// A page, tokenized once. Immutable during a game: what has been used lives in the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    text: String,
    rows: Vec<Row>,
    tokens: Vec<Token>,
    letters: Vec<char>,
}

impl Page {
    /// Tokenize a page. Carriage returns and other control characters become spaces; blank
    /// lines before the first and after the last line with text are dropped.
    pub fn parse(raw: &str) -> Page {
        let lines: Vec<String> = raw
            .split('\n')
            .map(|l| {
                l.chars()
                    .map(|c| if c.is_control() { ' ' } else { c })
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect();
        let first = lines.iter().position(|l| !l.trim().is_empty());
        let last = lines.iter().rposition(|l| !l.trim().is_empty());
        let kept: &[String] = match (first, last) {
            (Some(a), Some(b)) => &lines[a..=b],
            _ => &[],
        };
        let text = kept.join("\n");
        let mut page = Page {
            text: String::new(),
            rows: Vec::with_capacity(kept.len()),
            tokens: Vec::new(),
            letters: Vec::new(),
        };
        let mut offset = 0usize;
        for (r, line) in kept.iter().enumerate() {
            let tok_start = page.tokens.len() as u32;
            page.tokenize_row(r as u16, line, offset);
            page.rows.push(Row {
                start: offset as u32,
                end: (offset + line.len()) as u32,
                tok_start,
                tok_end: page.tokens.len() as u32,
            });
            offset += line.len() + 1;
        }
        page.text = text;
        page
    }

    fn tokenize_row(&mut self, row: u16, line: &str, offset: usize) {
        let mut iter = line.char_indices().peekable();
        while let Some((i, c)) = iter.next() {
            if is_letter(c) {
                let lstart = self.letters.len() as u32;
                self.letters.push(fold(c));
                let mut end = i + c.len_utf8();
                while let Some(&(j, d)) = iter.peek() {
                    if !is_letter(d) {
                        break;
                    }
                    self.letters.push(fold(d));
                    end = j + d.len_utf8();
                    iter.next();
                }
                let len = (self.letters.len() as u32 - lstart) as u16;
                self.tokens.push(Token {
                    kind: if len == 1 {
                        TokenKind::Letter
                    } else {
                        TokenKind::Word
                    },
                    row,
                    start: (offset + i) as u32,
                    end: (offset + end) as u32,
                    lstart,
                    len,
                });
            } else if c.is_ascii_digit() {
                let mut end = i + 1;
                while let Some(&(j, d)) = iter.peek() {
                    if !d.is_ascii_digit() {
                        break;
                    }
                    end = j + 1;
                    iter.next();
                }
                self.tokens.push(Token {
                    kind: TokenKind::Number,
                    row,
                    start: (offset + i) as u32,
                    end: (offset + end) as u32,
                    lstart: self.letters.len() as u32,
                    len: 0,
                });
            }
        }
    }

    /// Check a page supplied by a player (limits and content). `who` names it in messages.
    pub fn check_supplied(raw: &str, who: &str) -> Result<Page, Text> {
        let chars = raw.chars().count();
        if chars > MAX_CHARS {
            return Err(Text::new("engine-cwc-page-too-long")
                .arg("seat", who)
                .arg("chars", chars)
                .arg("max", MAX_CHARS));
        }
        let page = Page::parse(raw);
        if page.rows.is_empty() {
            return Err(Text::new("engine-cwc-page-empty").arg("seat", who));
        }
        if page.rows.len() > MAX_ROWS {
            return Err(Text::new("engine-cwc-page-rows")
                .arg("seat", who)
                .arg("rows", page.rows.len())
                .arg("max", MAX_ROWS));
        }
        if !page.tokens.iter().any(|t| t.kind == TokenKind::Word) {
            return Err(Text::new("engine-cwc-page-no-word").arg("seat", who));
        }
        Ok(page)
    }

    /// The normalised text (rows joined by `\n`).
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn row_count(&self) -> usize {
        self.rows.len()
    }

    pub fn token_count(&self) -> usize {
        self.tokens.len()
    }

    pub fn row_text(&self, row: usize) -> &str {
        let r = self.rows[row];
        &self.text[r.start as usize..r.end as usize]
    }

    /// Token indices of a row.
    pub fn row_tokens(&self, row: usize) -> Range<usize> {
        let r = self.rows[row];
        r.tok_start as usize..r.tok_end as usize
    }

    pub fn token(&self, t: usize) -> &Token {
        &self.tokens[t]
    }

    /// The token's text as written on the page.
    pub fn token_text(&self, t: usize) -> &str {
        let tok = &self.tokens[t];
        &self.text[tok.start as usize..tok.end as usize]
    }

    /// The folded letters of a word or letter token.
    pub fn letters(&self, t: usize) -> &[char] {
        let tok = &self.tokens[t];
        &self.letters[tok.lstart as usize..tok.lstart as usize + tok.len as usize]
    }

    /// A row's playable word: its first unused word of two or more letters.
    pub fn playable(&self, row: usize, used: &[u64]) -> Option<usize> {
        self.row_tokens(row)
            .find(|&t| self.tokens[t].kind == TokenKind::Word && !is_used(used, t))
    }

    /// The first row (top down) whose playable word is `word`.
    pub fn topmost_playable(&self, word: &[char], used: &[u64]) -> Option<usize> {
        (0..self.rows.len())
            .filter_map(|r| self.playable(r, used))
            .find(|&t| self.letters(t) == word)
    }

    /// The first unused occurrence of `word`, in page order.
    pub fn first_unused(&self, word: &[char], used: &[u64]) -> Option<usize> {
        (0..self.tokens.len()).find(|&t| {
            self.tokens[t].kind == TokenKind::Word && !is_used(used, t) && self.letters(t) == word
        })
    }

    /// Whether the word occurs on the page at all (used or not).
    pub fn contains(&self, word: &[char]) -> bool {
        (0..self.tokens.len())
            .any(|t| self.tokens[t].kind == TokenKind::Word && self.letters(t) == word)
    }

    /// The first word (page order) that is at most `max_len` letters long.
    pub fn first_word_within(&self, max_len: usize) -> Option<usize> {
        (0..self.tokens.len()).find(|&t| {
            self.tokens[t].kind == TokenKind::Word && self.tokens[t].len as usize <= max_len
        })
    }

    /// The combo 4 or 5 triggered by playing token `t`: what follows it on its row.
    pub fn follow_combo(&self, t: usize) -> Option<Extra> {
        let row = self.tokens[t].row as usize;
        let end = self.row_tokens(row).end;
        let next = t + 1;
        if next >= end {
            return None;
        }
        match self.tokens[next].kind {
            TokenKind::Letter => Some(Extra::Letter {
                letter: self.letters(next)[0],
            }),
            TokenKind::Number => {
                let mut mask = 0u16;
                for u in next..end {
                    if self.tokens[u].kind != TokenKind::Number {
                        break;
                    }
                    for b in self.token_text(u).bytes() {
                        mask |= 1 << (b - b'0');
                    }
                }
                Some(Extra::Number { lengths: mask })
            }
            TokenKind::Word => None,
        }
    }
}

/// Whether bit `t` is set.
pub fn is_used(used: &[u64], t: usize) -> bool {
    used.get(t / 64).is_some_and(|w| w >> (t % 64) & 1 == 1)
}

pub fn set_used(used: &mut [u64], t: usize) {
    used[t / 64] |= 1 << (t % 64);
}

/// An empty "used" bit set for a page.
pub fn used_bits(page: &Page) -> Vec<u64> {
    vec![0; page.token_count().div_ceil(64)]
}

/// One row of a page as a player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowView {
    /// The row as written.
    pub text: String,
    pub tokens: Vec<TokenView>,
    /// Index into `tokens` of the row's playable word.
    pub playable: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenView {
    pub kind: TokenKind,
    /// Byte range in the row's `text`.
    pub range: Range<usize>,
    /// Struck out (already played).
    pub used: bool,
}

/// A seat's page with struck words and each row's playable word.
pub fn view(page: &Page, used: &[u64]) -> Vec<RowView> {
    (0..page.row_count())
        .map(|r| {
            let row = page.rows[r];
            let playable = page.playable(r, used);
            let range = page.row_tokens(r);
            RowView {
                text: page.row_text(r).to_string(),
                playable: playable.map(|p| p - range.start),
                tokens: range
                    .map(|t| {
                        let tok = page.tokens[t];
                        TokenView {
                            kind: tok.kind,
                            range: (tok.start - row.start) as usize..(tok.end - row.start) as usize,
                            used: is_used(used, t),
                        }
                    })
                    .collect(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokenizes_words_numbers_and_letters() {
        let p = Page::parse("\r\n  Chapter 12: the old-man's 3rd a\tB!\r\n\n");
        assert_eq!(p.row_count(), 1);
        let kinds: Vec<(TokenKind, &str)> = (0..p.token_count())
            .map(|t| (p.token(t).kind, p.token_text(t)))
            .collect();
        use TokenKind::*;
        assert_eq!(
            kinds,
            vec![
                (Word, "Chapter"),
                (Number, "12"),
                (Word, "the"),
                (Word, "old"),
                (Word, "man"),
                (Letter, "s"),
                (Number, "3"),
                (Word, "rd"),
                (Letter, "a"),
                (Letter, "B")
            ]
        );
        assert_eq!(p.letters(0), &['c', 'h', 'a', 'p', 't', 'e', 'r']);
        assert_eq!(p.letters(9), &['b']);
        assert_eq!(p.row_text(0), "  Chapter 12: the old-man's 3rd a B!");
    }

    #[test]
    fn folding_is_stable_under_lowercase() {
        for c in ['A', 'é', 'É', 'ß', 'Σ', 'ς', 'İ', 'Ж', 'ǅ'] {
            let f = fold(c);
            assert_eq!(f.to_string().to_lowercase(), f.to_string(), "{c}");
            assert!(is_letter(f));
        }
        assert_eq!(display('ß'), 'ß');
        assert_eq!(display('e'), 'E');
        assert_eq!(fold('ς'), fold('Σ'));
    }

    #[test]
    fn supplied_pages_are_checked() {
        assert!(Page::check_supplied("", "red")
            .unwrap_err()
            .to_string()
            .contains("empty"));
        assert!(Page::check_supplied("  \n \n", "red")
            .unwrap_err()
            .to_string()
            .contains("empty"));
        let e = Page::check_supplied("a 1 2 b\nI", "black").unwrap_err();
        assert!(e.to_string().contains("black's page has no word"), "{e}");
        let long = "word ".repeat(4001);
        assert!(Page::check_supplied(&long, "red")
            .unwrap_err()
            .to_string()
            .contains("too long"));
        let rows = "ab\n".repeat(201);
        assert!(Page::check_supplied(&rows, "red")
            .unwrap_err()
            .to_string()
            .contains("201 rows"));
        assert!(Page::check_supplied("ok then", "red").is_ok());
    }

    #[test]
    fn playable_word_skips_single_letters_and_used_words() {
        let p = Page::parse("I am here\nthe end");
        let mut used = used_bits(&p);
        assert_eq!(p.token_text(p.playable(0, &used).unwrap()), "am");
        set_used(&mut used, 1);
        assert_eq!(p.token_text(p.playable(0, &used).unwrap()), "here");
        set_used(&mut used, 2);
        assert_eq!(p.playable(0, &used), None);
        let v = view(&p, &used);
        assert_eq!(v[0].playable, None);
        assert!(v[0].tokens[1].used && !v[0].tokens[0].used);
        assert_eq!(v[1].playable, Some(0));
        assert_eq!(&v[1].text[v[1].tokens[1].range.clone()], "end");
    }

    #[test]
    fn follow_combos() {
        let p = Page::parse("go 12 3 x\nrun a far\nend\nup 0");
        assert_eq!(
            p.follow_combo(0),
            Some(Extra::Number {
                lengths: (1 << 1) | (1 << 2) | (1 << 3)
            })
        );
        assert_eq!(p.follow_combo(4), Some(Extra::Letter { letter: 'a' }));
        assert_eq!(p.follow_combo(6), None, "end of row");
        assert_eq!(p.follow_combo(5), None, "a word follows");
        assert_eq!(p.follow_combo(8), Some(Extra::Number { lengths: 1 }));
    }
}
