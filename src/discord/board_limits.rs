//! The largest board message of every game keeps to Discord's limits (checked by the fake
//! Discord's own checker, which answers 400 as Discord does): the picker's first step of each
//! position of several games, in every language, under every button a board in progress may
//! carry at once (Accept draw, Resign, Your page, Take back, Play in Discord, the live board's
//! link, Give time), with ids as long as game numbers make them and a link as long as Discord takes.

use boardbot_testkit::fake_discord::check_components;
use serde_json::Value;

use crate::games::{AnyGame, GameKind, Options, Seat};
use crate::host::{BoardView, LiveLink, LiveWatchers, Signer};
use crate::i18n::Lang;
use crate::input::{self, Row, Step};

use super::messages::board_parts;
use super::web_links::MAX_LINK_URL;

/// A live link of exactly Discord's longest address: `PUBLIC_URL` padded out.
fn longest_live_link(game_id: i64, watchers: LiveWatchers) -> LiveLink {
    let path = format!(
        "/g/{}",
        Signer::new(b"a key of sixteen or more").game(game_id)
    );
    let base = "https://boards.example.org/";
    let padding = "p".repeat(MAX_LINK_URL - base.len() - path.len());
    LiveLink {
        url: format!("{base}{padding}{path}"),
        watchers,
    }
}

/// A board in progress at `game`, showing `picker`, with every optional button on.
fn fullest_board(game: &AnyGame, picker: Vec<Row>, lang: Lang) -> BoardView {
    let kind = game.kind();
    let (game_id, version) = (i64::MAX, i64::MAX);
    BoardView {
        game_id,
        version,
        kind,
        guild_id: u64::MAX,
        channel_id: u64::MAX,
        players: [u64::MAX - 1, u64::MAX],
        names: ["A".repeat(32), "B".repeat(32)],
        seat_names: kind.seat_names(),
        scores: game.scores(),
        to_move: game.to_move(),
        deadline: Some(i64::MAX / 2),
        finished: false,
        paused: false,
        status: "status".into(),
        last_move: None,
        recent_moves: Vec::new(),
        draw_offer: Some(Seat::FIRST),
        takeback: true,
        private_pages: true,
        ai_to_move: false,
        rematch: false,
        picker,
        text: String::new(),
        compliment: None,
        dice: None,
        rated: true,
        terms: "terms".into(),
        ply: game.ply(),
        png: Vec::new(),
        alt_text: "alt".into(),
        lang,
        public_url: None,
        live_link: Some(longest_live_link(game_id, LiveWatchers::Players)),
        achievements: Vec::new(),
        team_votes: None,
        voted: None,
        rival_channel: None,
        vacations: vec![
            ("A".repeat(32), i64::MAX / 2),
            ("B".repeat(32), i64::MAX / 2),
        ],
        gives_time: true,
        conditional_reply: None,
        played_conditionally: false,
    }
}

/// Buttons and menus in `rows` (Discord's JSON).
fn controls(rows: &Value) -> usize {
    rows.as_array()
        .unwrap()
        .iter()
        .map(|row| row["components"].as_array().map_or(0, Vec::len))
        .sum()
}

fn picker_controls(picker: &[Row]) -> usize {
    picker
        .iter()
        .map(|row| match row {
            Row::Buttons(buttons) => buttons.len(),
            Row::Menu { .. } => 1,
        })
        .sum()
}

/// The board's own buttons in [`fullest_board`]: Accept draw, Resign, Your page, Take back,
/// Play in Discord and the live link.
const OWN_BUTTONS: usize = 7;

#[test]
fn the_largest_board_message_of_every_game_fits_discord() {
    // The Play in Discord button is on for this test binary (no other test draws boards).
    super::activity::enable(true);
    for &kind in GameKind::ALL {
        // (picker controls, rows, language, ply) of the largest message seen.
        let mut largest = (0, 0, Lang::EnUs, 0);
        for walk in 0..4 {
            let seed = format!("limits-{walk}");
            let mut game = AnyGame::new(kind, &Options::new(), &seed).expect("default options");
            for ply in 0..150 {
                if game.to_move().is_none() {
                    break;
                }
                for &lang in Lang::ALL {
                    let Step::Choose { rows: picker, .. } = input::step(&game, &[], lang) else {
                        continue;
                    };
                    let size = picker_controls(&picker);
                    let picker_rows = picker.len();
                    let parts = board_parts(&fullest_board(&game, picker, lang));
                    let rows = serde_json::to_value(&parts.components).unwrap();
                    let problems = check_components(&rows);
                    assert!(
                        problems.is_empty(),
                        "{kind} at ply {ply} in {lang:?}: Discord would refuse the board: \
                         {problems:?}\n{rows:#}"
                    );
                    assert_eq!(
                        controls(&rows),
                        size + OWN_BUTTONS,
                        "{kind} at ply {ply} in {lang:?}: a control was left off\n{rows:#}"
                    );
                    let links: Vec<&Value> = rows
                        .as_array()
                        .unwrap()
                        .iter()
                        .flat_map(|row| row["components"].as_array().unwrap())
                        .filter(|c| c["style"] == 5)
                        .collect();
                    assert_eq!(links.len(), 1, "{kind}: the live link\n{rows:#}");
                    assert_eq!(links[0]["url"].as_str().unwrap().len(), MAX_LINK_URL);
                    if (size, picker_rows) > (largest.0, largest.1) {
                        largest = (size, picker_rows, lang, ply);
                    }
                }
                let legal = game.legal_moves();
                let mv = legal[(ply * (2 * walk + 5) + walk) % legal.len()].clone();
                let mv = game.resolve_chance(&mv, &seed).unwrap_or(mv);
                game.play(&mv).expect("a legal move");
            }
        }
        assert!(largest.0 > 0, "{kind}: no picker seen");
        eprintln!(
            "{kind}: largest board, {} picker controls in {} rows ({:?}, ply {}), fits",
            largest.0, largest.1, largest.2, largest.3
        );
    }
}

#[test]
fn a_link_longer_than_discord_takes_is_left_off_the_board() {
    let mut link = longest_live_link(1, LiveWatchers::Anyone);
    assert!(super::web_links::live_button(&link, Lang::EnUs).is_some());
    link.url.push('p');
    assert!(super::web_links::live_button(&link, Lang::EnUs).is_none());
}
