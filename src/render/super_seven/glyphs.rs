//! The square numbers, rasterised once at their two sizes and kept: drawing a number is a
//! blend of its stored coverage, not a layout of text.

use std::sync::OnceLock;

use ab_glyph::{point, Font, PxScale, ScaleFont};

use super::{square_origin, CELL};
use crate::games::super_seven::Square;
use crate::render::{fonts, text, Canvas, Colour};

/// A rasterised label: coverage 0..=255, tightly cropped.
pub(super) struct Glyph {
    pub(super) w: i32,
    pub(super) h: i32,
    coverage: Vec<u8>,
}

/// How a square's number is drawn.
#[derive(Clone, Copy)]
pub(super) enum NumberStyle {
    /// On an empty square.
    Plain = 0,
    /// On a counter or inside a won box.
    Bold = 1,
}

fn rasterise(label: &str, size: f32, bold: bool) -> Glyph {
    let f = fonts();
    let font = if bold { &f.bold } else { &f.regular };
    let scaled = font.as_scaled(PxScale::from(size));
    let (mut x, mut outlines) = (0.0, Vec::new());
    for c in label.chars() {
        let mut g = scaled.scaled_glyph(c);
        let advance = scaled.h_advance(g.id);
        g.position = point(x, scaled.ascent());
        outlines.extend(font.outline_glyph(g));
        x += advance;
    }
    let (w, h) = (
        x.ceil() as i32 + 2,
        (scaled.ascent() - scaled.descent()).ceil() as i32 + 2,
    );
    let mut full = vec![0u8; (w * h) as usize];
    for o in outlines {
        let b = o.px_bounds();
        o.draw(|gx, gy, c| {
            let (px, py) = (b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32);
            if (0..w).contains(&px) && (0..h).contains(&py) {
                let v = &mut full[(py * w + px) as usize];
                *v = (*v).max(text::coverage_step(c));
            }
        });
    }
    // Crop to the inked pixels so the label centres exactly.
    let inked = |x: i32, y: i32| full[(y * w + x) as usize] > 0;
    let rows: Vec<i32> = (0..h).filter(|&y| (0..w).any(|x| inked(x, y))).collect();
    let cols: Vec<i32> = (0..w).filter(|&x| (0..h).any(|y| inked(x, y))).collect();
    let (x0, x1) = (cols[0], cols[cols.len() - 1]);
    let (y0, y1) = (rows[0], rows[rows.len() - 1]);
    let (cw, ch) = (x1 - x0 + 1, y1 - y0 + 1);
    let coverage = (y0..=y1)
        .flat_map(|y| (x0..=x1).map(move |x| (x, y)))
        .map(|(x, y)| full[(y * w + x) as usize])
        .collect();
    Glyph {
        w: cw,
        h: ch,
        coverage,
    }
}

/// The labels `3` … `11` and `*`, in both styles, indexed by style × 9 + place.
pub(super) fn number_glyphs() -> &'static [Glyph] {
    static GLYPHS: OnceLock<Vec<Glyph>> = OnceLock::new();
    GLYPHS.get_or_init(|| {
        [(16.0, false), (16.0, true)]
            .into_iter()
            .flat_map(|(size, bold)| {
                (0..9u8).map(move |place| {
                    let label = Square(place).number().map_or("*".into(), |n| n.to_string());
                    // The star sits high in the font: draw it larger so it reads as a mark.
                    let size = if place == 4 { size * 1.4 } else { size };
                    rasterise(&label, size, bold)
                })
            })
            .collect()
    })
}

/// Blend a glyph centred on (cx, cy) in `colour` over whatever is there.
fn draw_glyph(img: &mut Canvas, g: &Glyph, cx: i32, cy: i32, colour: Colour) {
    let (x0, y0) = (cx - g.w / 2, cy - g.h / 2);
    for y in 0..g.h {
        for x in 0..g.w {
            let c = g.coverage[(y * g.w + x) as usize] as u32;
            if c == 0 {
                continue;
            }
            let p = img.get_pixel_mut((x0 + x) as u32, (y0 + y) as u32);
            for k in 0..3 {
                p.0[k] = ((p.0[k] as u32 * (255 - c) + colour.0[k] as u32 * c + 127) / 255) as u8;
            }
        }
    }
}

pub(super) fn draw_number(img: &mut Canvas, sq: Square, style: NumberStyle, colour: Colour) {
    let (x, y) = square_origin(sq);
    let g = &number_glyphs()[style as usize * 9 + sq.place() as usize];
    draw_glyph(img, g, x + CELL / 2, y + CELL / 2, colour);
}
