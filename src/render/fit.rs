//! Every word drawn into a picture goes through [`place`]: it knows the box the text may use,
//! shrinks the text (down to three quarters of its size) and then cuts it with "…" until its
//! ink fits that box. Translations and display names vary in length, so no label can be
//! trusted to fit by its position alone. Test builds record every drawn box with its allowed
//! box, so that tests can check containment for every game, language and long name.

use std::sync::Arc;

pub use super::area::Area;
use super::text::{self, Glyph, TextStyle};
use super::Canvas;

/// Where text sits relative to the point given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The line's top-left corner (the font's ascent below `y`).
    TopLeft(i32, i32),
    /// The line's top-right corner.
    TopRight(i32, i32),
    /// Centred on (x, y), the capitals' middle a little above `y` (board labels).
    Centre(i32, i32),
    /// Centred on (x, y) with the capitals' height exactly centred (letters in cells).
    CapCentre(i32, i32),
    /// The pen at (x, baseline).
    Baseline(i32, i32),
}

/// The smallest a text shrinks to, as a share of its size, before it is cut.
const MIN_SCALE: f32 = 0.75;

/// One text drawn in a test build: its ink, the box it was allowed, and the canvas size.
#[cfg(test)]
#[derive(Clone, Debug)]
pub struct Drawn {
    /// The text asked for.
    pub text: String,
    /// Whether it had to be cut with "…" to fit.
    pub cut: bool,
    pub ink: Area,
    pub allowed: Area,
    pub canvas: (u32, u32),
}

#[cfg(test)]
thread_local! {
    static DRAWN: std::cell::RefCell<Vec<Drawn>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The texts drawn on this thread since the last call.
#[cfg(test)]
pub fn take_drawn() -> Vec<Drawn> {
    DRAWN.with(|d| std::mem::take(&mut *d.borrow_mut()))
}

/// Texts of the layers drawn once and cached ([`super::drawn_once`]), on whichever thread drew
/// them first: a test cannot see them on its own thread.
#[cfg(test)]
static LAYERS: std::sync::Mutex<Vec<Drawn>> = std::sync::Mutex::new(Vec::new());

/// Draw a cached layer, keeping its texts in [`LAYERS`] rather than in this thread's record.
#[cfg(test)]
pub fn recording_layer<T>(draw: impl FnOnce() -> T) -> T {
    let before = take_drawn();
    let layer = draw();
    let texts = take_drawn();
    DRAWN.with(|d| *d.borrow_mut() = before);
    LAYERS.lock().expect("not poisoned").extend(texts);
    layer
}

/// Every text of every cached layer drawn so far in this process.
#[cfg(test)]
pub fn layer_texts() -> Vec<Drawn> {
    LAYERS.lock().expect("not poisoned").clone()
}

/// What is wrong with the drawn texts: each one whose ink leaves its box or the canvas, or
/// whose box leaves the canvas.
#[cfg(test)]
pub fn overflows(drawn: &[Drawn]) -> Vec<String> {
    drawn
        .iter()
        .filter_map(|d| {
            let canvas = Area::new(0, 0, d.canvas.0 as i32, d.canvas.1 as i32);
            let problem = if !d.allowed.contains(d.ink) {
                "leaves its box"
            } else if !canvas.contains(d.allowed) {
                "has a box outside the canvas"
            } else {
                return None;
            };
            Some(format!(
                "{:?} {problem}: ink {:?}, box {:?}, canvas {:?}",
                d.text, d.ink, d.allowed, d.canvas
            ))
        })
        .collect()
}

/// A text laid out at one size: its glyphs, pen position and ink.
struct Layout {
    glyphs: Vec<Arc<Glyph>>,
    pen: (f32, i32),
    ink: Option<Area>,
}

fn layout(s: &str, anchor: Anchor, style: TextStyle) -> Layout {
    let glyphs = text::glyphs(s, style.size, style.bold);
    let width: f32 = glyphs.iter().map(|g| g.advance).sum();
    let ascent = || text::ascent_descent(style.size, style.bold).0.round() as i32;
    let pen = match anchor {
        Anchor::TopLeft(x, y) => (x as f32, y + ascent()),
        Anchor::TopRight(x, y) => ((x - width.ceil() as i32) as f32, y + ascent()),
        Anchor::Centre(cx, cy) => (
            (cx - width.ceil() as i32 / 2) as f32,
            cy - (style.size * 0.6) as i32 + ascent(),
        ),
        Anchor::CapCentre(cx, cy) => (
            cx as f32 - width / 2.0,
            cy + text::cap_height(style.size, style.bold) / 2,
        ),
        Anchor::Baseline(x, baseline) => (x as f32, baseline),
    };
    let mut ink: Option<Area> = None;
    let mut x = pen.0;
    for g in &glyphs {
        if let Some(b) = g.ink(x.round() as i32, pen.1) {
            ink = Some(match ink {
                None => b,
                Some(a) => Area::span(
                    a.x.min(b.x),
                    a.y.min(b.y),
                    a.right().max(b.right()),
                    a.bottom().max(b.bottom()),
                ),
            });
        }
        x += g.advance;
    }
    Layout { glyphs, pen, ink }
}

fn fits(l: &Layout, allowed: Area) -> bool {
    l.ink.is_none_or(|ink| allowed.contains(ink))
}

/// Draw `s` at `anchor`, fitted into `allowed`: shrunk, then cut with "…", as needed.
/// Returns the ink's box (`None` for blank text).
pub fn place(
    img: &mut Canvas,
    s: &str,
    anchor: Anchor,
    allowed: Area,
    style: TextStyle,
) -> Option<Area> {
    place_shrinking_to(img, s, anchor, allowed, style, MIN_SCALE)
}

/// Draw `s` at `anchor` at its own size, cut with "…" if it does not fit `allowed`: for
/// names in a table's column, where names of mixed sizes would look untidy.
pub fn place_unshrunk(
    img: &mut Canvas,
    s: &str,
    anchor: Anchor,
    allowed: Area,
    style: TextStyle,
) -> Option<Area> {
    place_shrinking_to(img, s, anchor, allowed, style, 1.0)
}

/// The longest start of `s` that fits `allowed` with "…" after it (just "…" if none does),
/// found by bisection: a long name costs a few layouts, not one per character. Only the
/// characters whose advances could reach across the box are ever laid out.
fn cut_to_fit(s: &str, anchor: Anchor, allowed: Area, style: TextStyle) -> Layout {
    let chars: Vec<char> = s.chars().filter(|&c| !text::is_bidi_control(c)).collect();
    let reach = allowed.w as f32 + 2.0 * style.size;
    let mut width = 0.0;
    let longest = text::glyphs(s, style.size, style.bold)
        .iter()
        .take_while(|g| {
            width += g.advance;
            width <= reach
        })
        .count()
        .min(chars.len().saturating_sub(1));
    let cut = |n: usize| {
        let kept: String = chars[..n].iter().collect();
        layout(&format!("{}…", kept.trim_end()), anchor, style)
    };
    // Invariant: `lo` characters fit (0 is the bare ellipsis, kept even if it does not), and
    // more than `hi` do not.
    let (mut lo, mut hi) = (0, longest);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(&cut(mid), allowed) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    cut(lo)
}

/// [`place`], shrinking to at least `min_scale` of the size before cutting.
fn place_shrinking_to(
    img: &mut Canvas,
    s: &str,
    anchor: Anchor,
    allowed: Area,
    style: TextStyle,
    min_scale: f32,
) -> Option<Area> {
    let mut style = style;
    let mut l = layout(s, anchor, style);
    #[cfg(test)]
    let mut cut = false;
    if !fits(&l, allowed) {
        let min = style.size * min_scale;
        while !fits(&l, allowed) && style.size > min {
            style.size = (style.size * 0.9).max(min);
            l = layout(s, anchor, style);
        }
        if !fits(&l, allowed) {
            l = cut_to_fit(s, anchor, allowed, style);
            #[cfg(test)]
            {
                cut = true;
            }
        }
    }
    let mut x = l.pen.0;
    for g in &l.glyphs {
        text::blit(img, g, x.round() as i32, l.pen.1, style.colour, style.edges);
        x += g.advance;
    }
    #[cfg(test)]
    if let Some(ink) = l.ink {
        DRAWN.with(|d| {
            d.borrow_mut().push(Drawn {
                text: s.to_string(),
                cut,
                ink,
                allowed,
                canvas: (img.width(), img.height()),
            })
        });
    }
    l.ink
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{canvas, theme};

    #[test]
    fn long_text_is_shrunk_then_cut_into_its_box() {
        let mut img = canvas(300, 60);
        take_drawn();
        let style = TextStyle::bold(20.0, theme::INK);
        let box_ = Area::new(10, 10, 120, 30);
        let long = "Spielerin mit einem sehr langen Namen";
        let ink = place(&mut img, long, Anchor::TopLeft(10, 12), box_, style).unwrap();
        assert!(box_.contains(ink), "{ink:?}");
        let short = place(&mut img, "Ann", Anchor::TopLeft(10, 12), box_, style).unwrap();
        assert!(short.w < 60, "short text keeps its size");
        let drawn = take_drawn();
        assert_eq!(drawn.len(), 2);
        assert!(overflows(&drawn).is_empty(), "{:?}", overflows(&drawn));
    }

    #[test]
    fn a_very_long_name_is_cut_to_the_longest_start_that_fits() {
        let mut img = canvas(300, 60);
        take_drawn();
        let style = TextStyle::bold(20.0, theme::INK);
        let box_ = Area::new(10, 10, 150, 30);
        let name = "Wolfgang-".repeat(2_500);
        place(&mut img, &name, Anchor::TopLeft(10, 12), box_, style).unwrap();
        let drawn = take_drawn();
        assert!(drawn[0].cut && overflows(&drawn).is_empty());
        // One character more than was kept would not fit.
        let shrunk = TextStyle {
            size: 20.0 * MIN_SCALE,
            ..style
        };
        let kept = cut_to_fit(&name, Anchor::TopLeft(10, 12), box_, shrunk);
        let shown = kept.glyphs.len() - 1;
        let longer: String = name.chars().take(shown + 1).collect();
        let one_more = layout(
            &format!("{}…", longer.trim_end()),
            Anchor::TopLeft(10, 12),
            shrunk,
        );
        assert!(
            fits(&kept, box_) && !fits(&one_more, box_),
            "{shown} characters kept"
        );
    }

    #[test]
    fn bidirectional_controls_are_not_drawn() {
        let plain = text::glyphs("ann", 20.0, false).len();
        assert_eq!(
            text::glyphs("\u{202E}ann\u{2066}", 20.0, false).len(),
            plain
        );
    }

    #[test]
    fn a_box_too_small_for_even_an_ellipsis_is_reported() {
        let mut img = canvas(100, 40);
        take_drawn();
        let style = TextStyle::regular(16.0, theme::INK);
        place(
            &mut img,
            "grid a",
            Anchor::Centre(50, 20),
            Area::new(48, 18, 4, 4),
            style,
        );
        let problems = overflows(&take_drawn());
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("leaves its box"));
        // A box reaching past the canvas is reported even when the ink fits it.
        place(
            &mut img,
            "a",
            Anchor::TopLeft(2, 2),
            Area::new(0, 0, 200, 40),
            style,
        );
        let problems = overflows(&take_drawn());
        assert!(problems[0].contains("outside the canvas"), "{problems:?}");
    }
}
