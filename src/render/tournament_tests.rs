//! The standings picture's tests: sizes, every text within its cell, the server's language,
//! numbers with halves, long fields, the podium and the winning streak's flame.

use super::*;
use crate::render::fit::{overflows, take_drawn};

/// Display names as long as Discord allows (32), in wide letters, among short ones.
const NAMES: [&str; 6] = [
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    "Maximiliane Schönberg-Wolkenkra",
    "ann",
    "José Ñúñez",
    "Bartholomew Fitzgerald the Third",
    "bo",
];

fn name(i: usize) -> String {
    format!("{} {i}", NAMES[i % NAMES.len()])
}

fn row(i: usize, arena: bool) -> StandingRow {
    let points = if arena {
        (40 - 2 * i as i32).max(0) as f64
    } else {
        (10.0 - i as f64 * 0.5).max(0.0)
    };
    StandingRow {
        player: i as u64 + 1,
        rank: i as u32 + 1,
        points,
        buchholz_cut1: if arena { 0.0 } else { 31.5 - i as f64 * 0.75 },
        sonneborn_berger: if arena { 0.0 } else { 52.25 - i as f64 * 1.3 },
        direct_encounter: if arena { 0.0 } else { (i % 3) as f64 * 0.5 },
        rating: 2012.4 - i as f64 * 23.6,
        games: 9 - (i % 4) as u32,
        byes: u32::from(i % 7 == 3),
        missed_rounds: if i % 5 == 4 { 2 } else { 0 },
        on_fire: arena && i.is_multiple_of(3),
        active: i % 6 != 5,
    }
}

fn picture(event: Event, players: usize, finished: bool, lang: Lang) -> StandingsPicture {
    let arena = matches!(event, Event::Tournament(Format::Arena { .. }));
    let season = matches!(event, Event::Season(_));
    let outcomes = [
        None,
        Some(GameOutcome::Win(Seat(0))),
        Some(GameOutcome::Draw),
        Some(GameOutcome::Win(Seat(1))),
        Some(GameOutcome::Void),
    ];
    let games = (0..players / 2)
        .map(|g| PairingLine {
            first: name(2 * g),
            second: name(2 * g + 1),
            outcome: if finished && !arena {
                outcomes[1 + g % 4]
            } else {
                outcomes[g % 5]
            },
        })
        .collect();
    let rounds = !arena && !season;
    StandingsPicture {
        game: GameKind::ALL[players % GameKind::ALL.len()],
        event,
        round: rounds.then_some((if finished { 5 } else { 3 }, 5)),
        minutes_left: (arena && !finished).then_some(12),
        finished,
        rows: (0..players).map(|i| (row(i, arena), name(i))).collect(),
        games: if season { Vec::new() } else { games },
        bye: (players % 2 == 1 && rounds).then(|| name(players - 1)),
        lang,
    }
}

fn events() -> [Event; 5] {
    [
        Event::Tournament(Format::Swiss { rounds: 5 }),
        Event::Tournament(Format::RoundRobin { double: false }),
        Event::Tournament(Format::RoundRobin { double: true }),
        Event::Tournament(Format::Arena { minutes: 60 }),
        Event::Season("Winterpokal der Nordsee-Bretterspieler 2026".to_string()),
    ]
}

/// Every format (and a season with a long name), language and stage, with fields from empty
/// to more than fit.
fn every_picture() -> Vec<StandingsPicture> {
    let mut all = Vec::new();
    for format in events() {
        for &lang in Lang::ALL {
            for players in [0, 1, 3, 11, 25, 40] {
                for finished in [false, true] {
                    all.push(picture(format.clone(), players, finished, lang));
                }
            }
        }
    }
    all
}

#[test]
fn every_format_and_language_renders_a_png_of_a_sensible_size() {
    for picture in every_picture() {
        let png = standings_png(&picture);
        let img = image::load_from_memory(&png).expect("a PNG").to_rgb8();
        assert_eq!(img.width(), WIDTH);
        assert!(
            (150..=2000).contains(&img.height()),
            "{} rows: {} px",
            picture.rows.len(),
            img.height()
        );
    }
}

/// Every text stays inside its cell, and only player names are ever shortened: never a
/// header, a number, a result or a mark.
#[test]
fn every_text_fits_its_cell_and_only_names_are_shortened() {
    take_drawn();
    let mut problems = Vec::new();
    let mut shortened = 0;
    for picture in every_picture() {
        standings(&picture);
        let drawn = take_drawn();
        problems.extend(overflows(&drawn));
        let names: Vec<&String> = picture
            .rows
            .iter()
            .map(|(_, name)| name)
            .chain(picture.games.iter().flat_map(|g| [&g.first, &g.second]))
            .chain(&picture.bye)
            .collect();
        for d in drawn.iter().filter(|d| d.cut) {
            if names.contains(&&d.text) {
                shortened += 1;
            } else {
                problems.push(format!(
                    "{} was shortened: {:?}",
                    picture.lang.code(),
                    d.text
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(shortened > 0, "the longest names are shortened on purpose");
}

/// The words are the reader's, the tie-breaks in their notation.
#[test]
fn headers_numbers_and_results_are_drawn_in_the_servers_language() {
    take_drawn();
    standings(&picture(
        Event::Tournament(Format::Swiss { rounds: 5 }),
        11,
        false,
        Lang::De,
    ));
    let texts: Vec<String> = take_drawn().into_iter().map(|d| d.text).collect();
    for word in [
        "Schweizer System",
        "Runde 3 von 5",
        "Direkter Vergleich",
        "Sonneborn-Berger",
        "Paarungen der Runde 3",
        "läuft",
        "Freilos:",
        "10",
        "9½",
        "31,5",
        "52,3",
        "1–0",
        "½–½",
        "0–1",
        "annulliert",
        "zurückgezogen",
        "2 Runden verpasst",
    ] {
        assert!(
            texts.iter().any(|t| t.contains(word)),
            "{word} not in {texts:?}"
        );
    }
    standings(&picture(
        Event::Tournament(Format::Arena { minutes: 60 }),
        11,
        false,
        Lang::EsEs,
    ));
    let texts: Vec<String> = take_drawn().into_iter().map(|d| d.text).collect();
    for word in [
        "Arena",
        "quedan 12 minutos",
        "Partidas en juego",
        "en racha",
    ] {
        assert!(
            texts.iter().any(|t| t.contains(word)),
            "{word} not in {texts:?}"
        );
    }
    assert!(!texts.iter().any(|t| t.contains("Buchholz")));
}

#[test]
fn points_and_tie_breaks_are_written_with_halves_and_one_decimal() {
    assert_eq!(points(0.0), "0");
    assert_eq!(points(0.5), "½");
    assert_eq!(points(2.5), "2½");
    assert_eq!(points(7.0), "7");
    assert_eq!(decimal(12.0, Lang::EnUs), "12");
    assert_eq!(decimal(12.5, Lang::EnUs), "12.5");
    assert_eq!(decimal(7.25, Lang::De), "7,3");
    assert_eq!(decimal(0.04, Lang::EsEs), "0");
}

#[test]
fn twenty_rows_at_most_then_how_many_more() {
    take_drawn();
    let mut picture = picture(
        Event::Tournament(Format::Swiss { rounds: 5 }),
        25,
        false,
        Lang::EnUs,
    );
    // Names only in the table.
    let (games, bye) = (std::mem::take(&mut picture.games), picture.bye.take());
    standings(&picture);
    let texts: Vec<String> = take_drawn().into_iter().map(|d| d.text).collect();
    let drawn_rows = picture
        .rows
        .iter()
        .filter(|(_, name)| texts.contains(name))
        .count();
    assert_eq!(drawn_rows, 20);
    assert!(texts.iter().any(|t| t == "… and 5 more"), "{texts:?}");
    // 12 games fit without a "more" line; 40 players' 20 games do not.
    picture.games = games;
    picture.bye = bye;
    standings(&picture);
    let texts: Vec<String> = take_drawn().into_iter().map(|d| d.text).collect();
    assert_eq!(texts.iter().filter(|t| t.starts_with("… and")).count(), 1);
    standings(&super::tests::picture(
        Event::Tournament(Format::Swiss { rounds: 5 }),
        40,
        false,
        Lang::EnUs,
    ));
    let texts: Vec<String> = take_drawn().into_iter().map(|d| d.text).collect();
    assert!(texts.iter().any(|t| t == "… and 20 more"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "… and 4 more"), "{texts:?}");
}

#[test]
fn a_finished_tournament_shows_its_podium() {
    let mut final_ = picture(
        Event::Tournament(Format::Swiss { rounds: 5 }),
        11,
        true,
        Lang::EnUs,
    );
    final_.rows[0].1 = "Winnie".into();
    final_.rows[1].1 = "Silvia".into();
    final_.rows[2].1 = "Bronwyn".into();
    take_drawn();
    let img = standings(&final_);
    let drawn = take_drawn();
    for (name, points) in [
        ("Winnie", "10 points"),
        ("Silvia", "9½ points"),
        ("Bronwyn", "9 points"),
    ] {
        // On the podium (above the table) and in the table.
        let at: Vec<i32> = drawn
            .iter()
            .filter(|d| d.text == name)
            .map(|d| d.ink.y)
            .collect();
        assert_eq!(at.len(), 2, "{name}: {at:?}");
        assert!(drawn.iter().any(|d| d.text == points), "{points}");
    }
    let podium_top = drawn.iter().find(|d| d.text == "Winnie").unwrap().ink.y;
    let header = drawn.iter().find(|d| d.text == "Rank").unwrap().ink.y;
    assert!(podium_top < header);
    assert!(drawn.iter().any(|d| d.text == "Final standings"));
    let gold = img.pixels().filter(|p| **p == MEDAL[0]).count();
    assert!(gold > 500, "{gold} gold pixels");
    // While it runs there is no podium.
    let running = picture(
        Event::Tournament(Format::Swiss { rounds: 5 }),
        11,
        false,
        Lang::EnUs,
    );
    take_drawn();
    let img = standings(&running);
    assert_eq!(img.pixels().filter(|p| **p == MEDAL[0]).count(), 0);
    assert!(!take_drawn().iter().any(|d| d.text.contains("points")));
}

#[test]
fn players_on_fire_get_the_flame() {
    let mut arena = picture(
        Event::Tournament(Format::Arena { minutes: 60 }),
        6,
        false,
        Lang::EnUs,
    );
    for (row, _) in &mut arena.rows {
        row.on_fire = false;
    }
    let cold = standings(&arena);
    let flames = |img: &Canvas| img.pixels().filter(|p| **p == FLAME).count();
    assert_eq!(flames(&cold), 0);
    arena.rows[1].0.on_fire = true;
    let hot = standings(&arena);
    assert!(flames(&hot) > 100, "{}", flames(&hot));
}

/// Pictures for a person to look at, in `target/standings-samples/`.
#[test]
fn samples_are_saved_for_a_person_to_look_at() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/target/standings-samples");
    std::fs::create_dir_all(dir).unwrap();
    for (file, picture) in [
        (
            "swiss-round-3-en.png",
            picture(
                Event::Tournament(Format::Swiss { rounds: 5 }),
                11,
                false,
                Lang::EnUs,
            ),
        ),
        (
            "swiss-final-de.png",
            picture(
                Event::Tournament(Format::Swiss { rounds: 5 }),
                11,
                true,
                Lang::De,
            ),
        ),
        (
            "round-robin-25-es.png",
            picture(
                Event::Tournament(Format::RoundRobin { double: true }),
                25,
                false,
                Lang::EsEs,
            ),
        ),
        (
            "arena-en.png",
            picture(
                Event::Tournament(Format::Arena { minutes: 60 }),
                40,
                false,
                Lang::EnUs,
            ),
        ),
        (
            "season-final-es.png",
            picture(
                Event::Season("Temporada 3".to_string()),
                12,
                true,
                Lang::EsEs,
            ),
        ),
        (
            "arena-final-de.png",
            picture(
                Event::Tournament(Format::Arena { minutes: 60 }),
                7,
                true,
                Lang::De,
            ),
        ),
    ] {
        let png = standings_png(&picture);
        std::fs::write(format!("{dir}/{file}"), &png).unwrap();
        assert!(std::fs::metadata(format!("{dir}/{file}")).unwrap().len() > 1000);
    }
}
