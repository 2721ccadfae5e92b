//! Pictures in every language: every character of every picture message has a glyph in the
//! fonts, and every text of every board, page and replay frame stays inside its box, with the
//! longest names and status lines.

use ab_glyph::Font;

use super::fit::{layer_texts, overflows, take_drawn};
use super::{fonts, private_view, render, BoardInfo};
use crate::games::{AnyGame, GameKind, Options, Seat};
use crate::i18n::{has_message, Lang};

/// The `## Pictures` sections of a language's Fluent files: the boards' (boardbot.ftl) and the
/// tournament standings' (tournaments.ftl).
fn picture_section(lang: Lang) -> String {
    ["boardbot.ftl", "tournaments.ftl"]
        .iter()
        .map(|file| {
            let path = format!(
                "{}/locales/{}/{file}",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            );
            let source = std::fs::read_to_string(&path).unwrap();
            let start = source.find("## Pictures").expect("a Pictures section");
            let end = source.find("# end of pictures").expect("its end");
            source[start..end].to_string()
        })
        .collect()
}

#[test]
fn every_character_of_every_picture_message_has_a_glyph() {
    let f = fonts();
    let mut missing = Vec::new();
    for &lang in Lang::ALL {
        let section = picture_section(lang);
        assert!(section.contains("picture-"), "{}", lang.code());
        assert!(section.contains("tournament-picture-"), "{}", lang.code());
        for c in section.chars().filter(|c| !c.is_control()) {
            for (weight, font) in [("regular", &f.regular), ("bold", &f.bold)] {
                if font.glyph_id(c).0 == 0 {
                    missing.push(format!("{} {c:?} ({weight})", lang.code()));
                }
            }
        }
    }
    // The letters German and Spanish need, whether or not a message uses them yet.
    for c in "äöüÄÖÜßñÑáéíóúÁÉÍÓÚ¿¡·…".chars() {
        if fonts().regular.glyph_id(c).0 == 0 || fonts().bold.glyph_id(c).0 == 0 {
            missing.push(format!("{c:?}"));
        }
    }
    assert!(missing.is_empty(), "no glyph for {missing:?}");
}

/// Display names as long as Discord allows (32), in wide letters.
fn long_info(lang: Lang) -> BoardInfo {
    BoardInfo {
        players: [
            "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW".into(),
            "Maximiliane Schönberg-Wolkenkratz".into(),
        ],
        status: "Spielerin Maximiliane Schönberg-Wolkenkratz ist am Zug: ¿quién ganará? ".repeat(3),
        lang,
        palette: Default::default(),
    }
}

/// Positions of a game worth drawing: the start, a middle, and as far as a fixed pattern of
/// moves goes (the end for most games).
fn positions(kind: GameKind) -> Vec<AnyGame> {
    let mut game = AnyGame::new(kind, &Options::new(), "fit").expect("default options");
    let mut out = vec![game.clone()];
    for ply in 0..600 {
        let legal = game.legal_moves();
        if legal.is_empty() || game.to_move().is_none() {
            break;
        }
        let mv = legal[(ply * 7 + 3) % legal.len()].clone();
        let mv = game.resolve_chance(&mv, "fit").unwrap_or(mv);
        game.play(&mv).expect("a legal move");
        if ply == 14 {
            out.push(game.clone());
        }
    }
    out.push(game);
    out
}

#[test]
fn every_text_stays_inside_its_box_in_every_language() {
    take_drawn();
    let mut problems = Vec::new();
    let mut texts = Vec::new();
    for &kind in GameKind::ALL {
        for game in positions(kind) {
            for &lang in Lang::ALL {
                let info = long_info(lang);
                render(&game, &info);
                for seat in Seat::all() {
                    private_view(&game, seat, lang, super::Palette::Classic);
                }
                let drawn = take_drawn();
                assert!(!drawn.is_empty());
                problems.extend(
                    overflows(&drawn)
                        .into_iter()
                        .map(|p| format!("{} {}: {p}", kind.id(), lang.code())),
                );
                texts.extend(drawn.into_iter().map(|d| d.text));
            }
        }
    }
    // The static layers (drawn once per process, on whichever thread came first).
    let layers = layer_texts();
    problems.extend(
        overflows(&layers)
            .into_iter()
            .map(|p| format!("static layer: {p}")),
    );
    texts.extend(layers.into_iter().map(|d| d.text));
    assert!(problems.is_empty(), "{problems:#?}");
    // The words are the reader's: German and Spanish labels were drawn.
    for word in [
        "Gewonnene Blöcke",
        "Bloques ganados",
        "Der Stapel in 3D",
        "Durchgang",
    ] {
        assert!(texts.iter().any(|t| t == word), "{word} was not drawn");
    }
}

/// Labels (file letters, rank numbers, box numbers, grid names) are drawn in full in every game
/// and language, however long the names and status around them: none is cut with "…". The
/// static layers, drawn once per process, are checked wherever they were drawn.
#[test]
fn every_label_is_drawn_in_full() {
    take_drawn();
    let mut cut = Vec::new();
    for &kind in GameKind::ALL {
        for game in positions(kind) {
            for &lang in Lang::ALL {
                render(&game, &long_info(lang));
                cut.extend(
                    take_drawn()
                        .into_iter()
                        .filter(|d| d.cut && d.text.chars().count() <= 3)
                        .map(|d| format!("{} {}: {:?}", kind.id(), lang.code(), d.text)),
                );
            }
        }
    }
    let layers = layer_texts();
    cut.extend(
        layers
            .iter()
            .filter(|d| d.cut)
            .map(|d| format!("static layer: {:?}", d.text)),
    );
    assert!(cut.is_empty(), "cut labels: {cut:#?}");
    // CCC's file letters are among the layers checked, "g" (with its descender) included.
    for file in ["a", "g", "h", "10"] {
        assert!(
            layers.iter().any(|d| d.text == file),
            "{file} was not drawn"
        );
    }
}

#[test]
fn replay_frames_keep_their_text_inside_its_box() {
    for &kind in GameKind::ALL {
        let start = AnyGame::new(kind, &Options::new(), "fit").expect("default options");
        let mut game = start.clone();
        let mut log = Vec::new();
        for ply in 0..6 {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(ply * 7 + 3) % legal.len()].clone();
            let mv = game.resolve_chance(&mv, "fit").unwrap_or(mv);
            log.push(game.play(&mv).expect("a legal move"));
        }
        for &lang in Lang::ALL {
            let info = long_info(lang);
            take_drawn();
            super::replay::replay_gif(
                &start,
                &log,
                &info.players,
                &info.status,
                (lang, info.palette),
                super::replay::MAX_GIF_BYTES,
            )
            .expect("a replay");
            let drawn = take_drawn();
            let problems = overflows(&drawn);
            assert!(
                problems.is_empty(),
                "{} {}: {problems:#?}",
                kind.id(),
                lang.code()
            );
            let frame = crate::i18n::Text::new("picture-replay-status")
                .arg("plies", log.len())
                .get(lang);
            assert!(
                drawn.iter().any(|d| d.text == frame),
                "{frame} was not drawn"
            );
        }
    }
}

#[test]
fn message_ids_named_through_constants_exist() {
    for id in super::twenty_sevens::LEVELS {
        assert!(has_message(id), "{id}");
    }
}
