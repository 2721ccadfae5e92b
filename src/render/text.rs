//! Text on boards. Each glyph is rasterised once per (character, size, weight) and kept for
//! every later render: outlining and rasterising glyphs was a third of the drawing time, and
//! boards repeat the same few labels, digits and letters.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};

use super::{fonts, Canvas, Colour};

/// A glyph's coverage in 9 steps ([`coverage_step`]), placed relative to the pen
/// on the baseline.
pub struct Glyph {
    left: i32,
    /// Rows above the baseline are negative.
    pub top: i32,
    width: usize,
    coverage: Vec<u8>,
    pub advance: f32,
}

/// How glyph edges meet the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edges {
    /// Anti-aliased.
    Smooth,
    /// Each pixel is the text colour or left alone (Mega Tic-Tac-Toe's crisp look).
    Sharp,
}

/// How text is drawn: size in pixels, weight, colour and edges.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextStyle {
    pub size: f32,
    pub bold: bool,
    pub colour: Colour,
    pub edges: Edges,
}

impl TextStyle {
    /// Regular weight, smooth edges.
    pub const fn regular(size: f32, colour: Colour) -> TextStyle {
        TextStyle {
            size,
            bold: false,
            colour,
            edges: Edges::Smooth,
        }
    }

    /// Bold, smooth edges.
    pub const fn bold(size: f32, colour: Colour) -> TextStyle {
        TextStyle {
            bold: true,
            ..TextStyle::regular(size, colour)
        }
    }

    /// This style, bold or not.
    pub const fn weight(self, bold: bool) -> TextStyle {
        TextStyle { bold, ..self }
    }

    /// This style with sharp edges.
    pub const fn sharp(self) -> TextStyle {
        TextStyle {
            edges: Edges::Sharp,
            ..self
        }
    }
}

type GlyphKey = (char, bool, u32);

/// A rasteriser's coverage (0.0–1.0) in 9 steps, 0–255: more shades are invisible at board
/// sizes but multiply the colours of a picture (each colour pair gets up to 7 blends), and a
/// picture needs at most 256 to keep its exact colours in an indexed PNG.
pub fn coverage_step(v: f32) -> u8 {
    ((v.clamp(0.0, 1.0) * 8.0).round() as u32 * 255 / 8) as u8
}

/// Characters beyond which the cache starts afresh (pages may bring any characters).
const MAX_CACHED: usize = 4096;

fn font(bold: bool) -> &'static FontRef<'static> {
    let f = fonts();
    if bold {
        &f.bold
    } else {
        &f.regular
    }
}

fn rasterise(c: char, size: f32, bold: bool) -> Glyph {
    let font = font(bold);
    let id = font.glyph_id(c);
    let advance = font.as_scaled(PxScale::from(size)).h_advance(id);
    match font.outline_glyph(id.with_scale(size)) {
        Some(outline) => {
            let b = outline.px_bounds();
            let width = b.width() as usize;
            let mut coverage = vec![0u8; width * b.height() as usize];
            outline.draw(|x, y, v| coverage[y as usize * width + x as usize] = coverage_step(v));
            Glyph {
                left: b.min.x as i32,
                top: b.min.y as i32,
                width,
                coverage,
                advance,
            }
        }
        None => Glyph {
            left: 0,
            top: 0,
            width: 0,
            coverage: Vec::new(),
            advance,
        },
    }
}

/// The glyphs of `s`, from the shared cache (one lock per text). Bidirectional controls are
/// left out: text is drawn in the order it is written, so an unclosed right-to-left override
/// in a name must not turn what follows it around (nor draw as a missing glyph's box).
pub fn glyphs(s: &str, size: f32, bold: bool) -> Vec<Arc<Glyph>> {
    static CACHE: OnceLock<Mutex<HashMap<GlyphKey, Arc<Glyph>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() >= MAX_CACHED {
        cache.clear();
    }
    s.chars()
        .filter(|&c| !is_bidi_control(c))
        .map(|c| {
            cache
                .entry((c, bold, (size * 8.0) as u32))
                .or_insert_with(|| Arc::new(rasterise(c, size, bold)))
                .clone()
        })
        .collect()
}

/// Unicode's explicit directional marks, embeddings, overrides and isolates.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The advance width of `s`.
pub fn width(s: &str, size: f32, bold: bool) -> f32 {
    glyphs(s, size, bold).iter().map(|g| g.advance).sum()
}

/// How far the font reaches above and below the baseline.
pub fn ascent_descent(size: f32, bold: bool) -> (f32, f32) {
    let scaled = font(bold).as_scaled(PxScale::from(size));
    (scaled.ascent(), scaled.descent())
}

/// Height of a capital letter above the baseline.
pub fn cap_height(size: f32, bold: bool) -> i32 {
    -glyphs("H", size, bold)[0].top
}

impl Glyph {
    /// The box of the glyph's pixels with its pen at (x, baseline); `None` for blank glyphs.
    pub fn ink(&self, x: i32, baseline: i32) -> Option<super::area::Area> {
        if self.width == 0 {
            return None;
        }
        let height = (self.coverage.len() / self.width) as i32;
        Some(super::area::Area::new(
            x + self.left,
            baseline + self.top,
            self.width as i32,
            height,
        ))
    }
}

/// Blend one glyph with its pen at (x, baseline).
pub fn blit(img: &mut Canvas, g: &Glyph, x: i32, baseline: i32, colour: Colour, edges: Edges) {
    if g.width == 0 {
        return;
    }
    let (iw, ih) = (img.width() as i32, img.height() as i32);
    for (row, line) in g.coverage.chunks(g.width).enumerate() {
        let py = baseline + g.top + row as i32;
        if py < 0 || py >= ih {
            continue;
        }
        for (col, &a) in line.iter().enumerate() {
            let px = x + g.left + col as i32;
            if a == 0 || px < 0 || px >= iw {
                continue;
            }
            let p = img.get_pixel_mut(px as u32, py as u32);
            match edges {
                Edges::Sharp if a >= 115 => *p = colour,
                Edges::Sharp => {}
                Edges::Smooth if a == 255 => *p = colour,
                Edges::Smooth => {
                    let a = u32::from(a);
                    for k in 0..3 {
                        p.0[k] = ((u32::from(colour.0[k]) * a + u32::from(p.0[k]) * (255 - a))
                            / 255) as u8;
                    }
                }
            }
        }
    }
}
