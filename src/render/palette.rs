//! The sides' colours. `Classic` is the boards' red and blue; `ColourBlind` takes vermillion
//! and blue from the Okabe–Ito palette (Okabe and Ito, "Color Universal Design", 2002), which
//! stay apart for readers with any kind of red-green colour blindness and differ in lightness
//! too. Either way the sides also differ by shape or pattern, never by colour alone.

use image::Rgb;

use super::{theme, Colour};

/// Which colours the sides are drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Palette {
    #[default]
    Classic,
    ColourBlind,
}

/// Okabe–Ito vermillion and blue.
const OKABE_ITO: [Colour; 2] = [Rgb([213, 94, 0]), Rgb([0, 114, 178])];
/// Their tints, a quarter of the colour over white.
const OKABE_ITO_LIGHT: [Colour; 2] = [Rgb([245, 215, 191]), Rgb([191, 220, 236])];

impl Palette {
    pub const ALL: [Palette; 2] = [Palette::Classic, Palette::ColourBlind];

    /// Its name in the store and in commands: `classic`, `colour-blind`.
    pub fn id(self) -> &'static str {
        match self {
            Palette::Classic => "classic",
            Palette::ColourBlind => "colour-blind",
        }
    }

    pub fn from_id(id: &str) -> Option<Palette> {
        Palette::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The first seat's colour (X, white, blue, red …) and the second's.
    pub fn seat(self, seat: usize) -> Colour {
        match self {
            Palette::Classic => theme::SEAT[seat],
            Palette::ColourBlind => OKABE_ITO[seat],
        }
    }

    /// A seat's light tint (covered grids, captured cells).
    pub fn seat_light(self, seat: usize) -> Colour {
        match self {
            Palette::Classic => theme::SEAT_LIGHT[seat],
            Palette::ColourBlind => OKABE_ITO_LIGHT[seat],
        }
    }

    /// Its index in [`Palette::ALL`], for caches kept per palette.
    pub fn index(self) -> usize {
        Palette::ALL.iter().position(|&p| p == self).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyGame, GameKind, Options};
    use crate::i18n::Lang;
    use crate::render::{encode_png, render, BoardInfo, Canvas};

    /// sRGB channel (0..=255) to linear light.
    fn linear(c: u8) -> f64 {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    /// Linear light to CIE L*a*b* (D65).
    fn lab(rgb: [f64; 3]) -> [f64; 3] {
        let [r, g, b] = rgb.map(|c| c.clamp(0.0, 1.0));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 0.008_856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// How a colour looks with full protanopia or deuteranopia (Machado, Oliveira and
    /// Fernandes 2009, severity 1), in L*a*b*; `None` for normal vision.
    fn seen(c: Colour, matrix: Option<[[f64; 3]; 3]>) -> [f64; 3] {
        let rgb = c.0.map(linear);
        let rgb = match matrix {
            None => rgb,
            Some(m) => [0, 1, 2].map(|i| (0..3).map(|j| m[i][j] * rgb[j]).sum()),
        };
        lab(rgb)
    }

    fn distance(a: [f64; 3], b: [f64; 3]) -> f64 {
        (0..3).map(|i| (a[i] - b[i]).powi(2)).sum::<f64>().sqrt()
    }

    const PROTANOPIA: [[f64; 3]; 3] = [
        [0.152_286, 1.052_583, -0.204_868],
        [0.114_503, 0.786_281, 0.099_216],
        [-0.003_882, -0.048_116, 1.051_998],
    ];
    const DEUTERANOPIA: [[f64; 3]; 3] = [
        [0.367_322, 0.860_646, -0.227_968],
        [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
    ];

    #[test]
    fn the_colour_blind_sides_stay_apart_under_simulated_protanopia_and_deuteranopia() {
        let palette = Palette::ColourBlind;
        for (vision, matrix) in [
            ("normal", None),
            ("protanopia", Some(PROTANOPIA)),
            ("deuteranopia", Some(DEUTERANOPIA)),
        ] {
            for (what, colours) in [
                ("seat", [palette.seat(0), palette.seat(1)]),
                ("tint", [palette.seat_light(0), palette.seat_light(1)]),
            ] {
                let [a, b] = colours.map(|c| seen(c, matrix));
                // ΔE*ab: 2.3 is a just noticeable difference; 40 is plainly two colours.
                let minimum = if what == "seat" { 40.0 } else { 10.0 };
                let apart = distance(a, b);
                assert!(apart > minimum, "{vision} {what}: ΔE {apart:.1}");
            }
            // Each side also stands apart from the board it is drawn on.
            for seat in 0..2 {
                let on_board =
                    distance(seen(palette.seat(seat), matrix), seen(theme::CELL, matrix));
                assert!(on_board > 40.0, "{vision} seat {seat}: ΔE {on_board:.1}");
            }
        }
        // The two sides differ in lightness too (a grey print, a dim screen).
        let lightness = |c| seen(c, None)[0];
        assert!((lightness(palette.seat(0)) - lightness(palette.seat(1))).abs() > 5.0);
    }

    /// A game some way in, by a fixed pattern of moves (dice from a fixed seed).
    fn some_way_in(kind: GameKind, plies: usize) -> AnyGame {
        let mut game = AnyGame::new(kind, &Options::new(), "palette").expect("default options");
        for ply in 0..plies {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(ply * 7 + 3) % legal.len()].clone();
            let mv = game.resolve_chance(&mv, "palette").unwrap_or(mv);
            game.play(&mv).expect("a legal move");
        }
        game
    }

    /// Every game in both palettes, saved in `target/palette-samples/` for a person to look
    /// at. The colour-blind pictures use the Okabe–Ito colours for the sides (CCC draws its
    /// sides light and dark, in neither palette's colours), the classic ones never do.
    #[test]
    fn every_game_is_drawn_in_both_palettes() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/target/palette-samples");
        std::fs::create_dir_all(dir).unwrap();
        for &kind in GameKind::ALL {
            let game = some_way_in(kind, 40);
            let pictures = Palette::ALL.map(|palette| {
                let info = BoardInfo {
                    players: ["ann".into(), "bob".into()],
                    status: kind.display_name().to_string(),
                    lang: Lang::EnUs,
                    palette,
                };
                let picture = render(&game, &info);
                let file = format!("{dir}/{}-{}.png", kind.id(), palette.id());
                std::fs::write(&file, encode_png(&picture)).unwrap();
                picture
            });
            let has = |picture: &Canvas, colour: Colour| picture.pixels().any(|p| *p == colour);
            let [classic, colour_blind] = &pictures;
            // Cross Words Combat's second side is black in both; CCC's sides are light and
            // dark pieces in either.
            let sides = match kind {
                GameKind::Ccc => 0,
                GameKind::CrossWordsCombat => 1,
                _ => 2,
            };
            for seat in 0..sides {
                let okabe_ito = Palette::ColourBlind.seat(seat);
                assert!(has(colour_blind, okabe_ito), "{kind} seat {seat}");
                assert!(!has(classic, okabe_ito), "{kind} seat {seat}");
            }
            assert_eq!(classic == colour_blind, sides == 0, "{kind}");
        }
    }

    #[test]
    fn palettes_are_named_for_the_store_and_commands() {
        for p in Palette::ALL {
            assert_eq!(Palette::from_id(p.id()), Some(p));
        }
        assert_eq!(Palette::from_id("neon"), None);
        assert_eq!(Palette::default().seat(0), theme::SEAT[0]);
    }
}
