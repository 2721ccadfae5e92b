//! Bundled pages, written for this project, and the deterministic choices made from them.

use std::sync::OnceLock;

use super::page::{is_used, Page};

/// The bundled pages (original prose; numbers and lone letters feed combos 4 and 5).
pub const PAGES: &[&str] = &[
    include_str!("pages/01.txt"),
    include_str!("pages/02.txt"),
    include_str!("pages/03.txt"),
    include_str!("pages/04.txt"),
    include_str!("pages/05.txt"),
    include_str!("pages/06.txt"),
    include_str!("pages/07.txt"),
    include_str!("pages/08.txt"),
    include_str!("pages/09.txt"),
    include_str!("pages/10.txt"),
    include_str!("pages/11.txt"),
    include_str!("pages/12.txt"),
    include_str!("pages/13.txt"),
    include_str!("pages/14.txt"),
    include_str!("pages/15.txt"),
    include_str!("pages/16.txt"),
    include_str!("pages/17.txt"),
    include_str!("pages/18.txt"),
    include_str!("pages/19.txt"),
    include_str!("pages/20.txt"),
    include_str!("pages/21.txt"),
    include_str!("pages/22.txt"),
];

/// A stable hash of the seed text.
fn hash(text: &str) -> u64 {
    crate::games::stable_hash(text)
}

/// The bundled pages dealt to red and black for a seed: always two different pages.
pub fn deal(seed: &str) -> [usize; 2] {
    let h = hash(seed);
    let n = PAGES.len() as u64;
    let red = h % n;
    let black = (red + 1 + (h >> 32) % (n - 1)) % n;
    [red as usize, black as usize]
}

/// SplitMix64: a small deterministic generator for guesses.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Every token of every bundled page, in order.
fn corpus() -> &'static [String] {
    static CORPUS: OnceLock<Vec<String>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        PAGES
            .iter()
            .flat_map(|text| {
                let p = Page::parse(text);
                (0..p.token_count())
                    .map(|t| p.token_text(t).to_string())
                    .collect::<Vec<_>>()
            })
            .collect()
    })
}

/// A plausible guess at a hidden page: the same rows with the same number of tokens, its
/// used words kept where they were, every other token replaced by a run of tokens taken
/// from the bundled pages.
pub fn guess_page(page: &Page, used: &[u64], rng_seed: u64) -> Page {
    let corpus = corpus();
    let mut rng = SplitMix(rng_seed);
    let mut text = String::new();
    for r in 0..page.row_count() {
        if r > 0 {
            text.push('\n');
        }
        let tokens = page.row_tokens(r);
        if tokens.is_empty() {
            text.push('-');
            continue;
        }
        let mut pos = (rng.next() % corpus.len() as u64) as usize;
        for (k, t) in tokens.enumerate() {
            if k > 0 {
                text.push(' ');
            }
            if is_used(used, t) {
                text.push_str(page.token_text(t));
            } else {
                text.push_str(&corpus[pos]);
                pos = (pos + 1) % corpus.len();
            }
        }
    }
    Page::parse(&text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cross_words_combat::page::{set_used, used_bits};

    #[test]
    fn bundled_pages_are_valid_and_long_enough() {
        assert!(PAGES.len() >= 20);
        for (i, text) in PAGES.iter().enumerate() {
            let p = Page::check_supplied(text, "red").unwrap();
            assert!((15..=30).contains(&p.row_count()), "page {}", i + 1);
            assert!(p.first_word_within(9).is_some());
        }
    }

    #[test]
    fn deal_is_deterministic_and_gives_different_pages() {
        for seed in ["0", "1", "hello", "", "a much longer seed text 12345"] {
            let d = deal(seed);
            assert_eq!(d, deal(seed));
            assert_ne!(d[0], d[1]);
            assert!(d.iter().all(|&i| i < PAGES.len()));
        }
        let dealt: std::collections::HashSet<[usize; 2]> =
            (0..50).map(|i| deal(&i.to_string())).collect();
        assert!(dealt.len() > 10, "seeds spread over the pages");
    }

    #[test]
    fn guess_keeps_shape_and_used_words() {
        let page = Page::parse("Alpha beta 3 x\n---\n\ngamma delta");
        let mut used = used_bits(&page);
        set_used(&mut used, 1);
        let g = guess_page(&page, &used, 7);
        assert_eq!(g.row_count(), page.row_count());
        for r in 0..page.row_count() {
            assert_eq!(g.row_tokens(r), page.row_tokens(r));
        }
        assert_eq!(g.token_text(1), "beta");
        assert_ne!(
            (0..4).map(|t| g.token_text(t)).collect::<Vec<_>>(),
            (0..4).map(|t| page.token_text(t)).collect::<Vec<_>>()
        );
        assert_eq!(g, guess_page(&page, &used, 7));
    }
}
