//! The touchable board: the pickers' steps laid on the board picture. A choice whose place
//! the picture draws (a square, a cell, Super Seven's throw) is touched there, from the
//! renderer's own geometry; any other choice (a power, Pass, a word of a Cross Words Combat
//! page) is a labelled button beside the picture. Where the picture already maps whole moves
//! ([`render::click_regions`]: Twenty-Sevens, Mega Tic-Tac-Toe, Super Seven after a throw),
//! the first step is those moves, one touch each.

use super::{touch_step, Row, Step};
use crate::games::AnyGame;
use crate::i18n::Lang;
use crate::render::{self, ClickRegion};

/// One choice of a step.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardChoice {
    /// What the path gains when it is chosen.
    pub token: String,
    pub label: String,
    /// More about it (what a hop captures, what a word would earn).
    pub detail: Option<String>,
    /// Where it is touched on the picture; `None`: a button beside it.
    pub region: Option<ClickRegion>,
    /// The move it plays, when choosing it completes one.
    pub plays: Option<String>,
}

/// A step of the touchable board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardStep {
    /// What to choose.
    pub prompt: String,
    pub choices: Vec<BoardChoice>,
    /// Where the path's last pick is on the picture (the piece picked up), to mark it.
    pub chosen: Option<ClickRegion>,
}

/// The step `path` reaches in `game` for the player on turn, or `None` where it leads
/// nowhere (an old path, a game over). `moves` are that player's legal moves now.
pub fn board_step(
    game: &AnyGame,
    moves: &[String],
    path: &[&str],
    lang: Lang,
) -> Option<BoardStep> {
    let picked = picker_choices(game, path, lang);
    // Whole moves where the picture maps some legal move; else (a designed game whose moves go
    // from a cell to another, Super Seven before its throw) the picker's steps.
    let mapped: Vec<ClickRegion> = match path {
        [] => render::click_regions(game)
            .into_iter()
            .filter(|r| moves.contains(&r.token))
            .collect(),
        _ => Vec::new(),
    };
    let mut board = if !mapped.is_empty() {
        whole_moves(game, moves, mapped, picked)
    } else {
        picked?
    };
    board.chosen = match path {
        [before @ .., last] => place_of(game, before, last),
        [] => None,
    };
    split_shared_regions(&mut board.choices);
    Some(board)
}

/// The picker's step at `path`, each choice placed on the picture where it can be.
fn picker_choices(game: &AnyGame, path: &[&str], lang: Lang) -> Option<BoardStep> {
    let Step::Choose { prompt, rows } = touch_step(game, path, lang) else {
        return None;
    };
    let offered = rows.into_iter().flat_map(|row| match row {
        Row::Buttons(buttons) => buttons
            .into_iter()
            .filter(|b| b.enabled)
            .map(|b| (b.token, b.label, None))
            .collect::<Vec<_>>(),
        Row::Menu { options, .. } => options
            .into_iter()
            .map(|o| (o.token, o.label, o.description))
            .collect(),
    });
    let choices = offered
        .map(|(token, label, detail)| {
            let mut longer = path.to_vec();
            longer.push(&token);
            let plays = match touch_step(game, &longer, lang) {
                Step::Move(m) => Some(m),
                _ => None,
            };
            BoardChoice {
                region: place_of(game, path, &token),
                token,
                label,
                detail,
                plays,
            }
        })
        .collect();
    Some(BoardStep {
        prompt,
        choices,
        chosen: None,
    })
}

/// The first step where the picture maps whole moves: each legal one at its place, one
/// touch; a legal move the map lacks (Super Seven's throw) as the picker offers it.
/// `mapped` are the picture's regions of legal moves.
fn whole_moves(
    game: &AnyGame,
    moves: &[String],
    mapped: Vec<ClickRegion>,
    picked: Option<BoardStep>,
) -> BoardStep {
    let mut choices: Vec<BoardChoice> = mapped
        .into_iter()
        .map(|r| BoardChoice {
            token: r.token.clone(),
            label: r.token.clone(),
            detail: None,
            plays: Some(r.token.clone()),
            region: Some(r),
        })
        .collect();
    let picked = picked.unwrap_or_default();
    for mv in moves {
        if choices.iter().any(|c| c.plays.as_ref() == Some(mv)) {
            continue;
        }
        let offered = picked.choices.iter().find(|c| c.plays.as_ref() == Some(mv));
        choices.push(BoardChoice {
            token: offered.map_or_else(|| mv.clone(), |c| c.token.clone()),
            label: offered.map_or_else(|| mv.clone(), |c| c.label.clone()),
            detail: None,
            region: render::place_region(game, mv),
            plays: Some(mv.clone()),
        });
    }
    BoardStep {
        prompt: picked.prompt,
        choices,
        chosen: None,
    }
}

/// Where the picture draws the choice `token` after `path`.
fn place_of(game: &AnyGame, path: &[&str], token: &str) -> Option<ClickRegion> {
    let place = crate::with_game!(game, g => super::Picker::place_of(g, path, token))?;
    render::place_region(game, &place)
}

/// Choices at one place (a word written down or across from one cell) share it: each gets
/// an equal band of it, top to bottom, so each can be touched.
fn split_shared_regions(choices: &mut [BoardChoice]) {
    let areas: Vec<Option<(u32, u32)>> = choices
        .iter()
        .map(|c| c.region.as_ref().map(|r| (r.x.to_bits(), r.y.to_bits())))
        .collect();
    for (i, choice) in choices.iter_mut().enumerate() {
        let Some(area) = areas[i] else { continue };
        let sharing = areas.iter().filter(|a| **a == Some(area)).count();
        let before = areas[..i].iter().filter(|a| **a == Some(area)).count();
        if let Some(r) = choice.region.as_mut().filter(|_| sharing > 1) {
            r.h /= sharing as f32;
            r.y += r.h * before as f32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, Options};

    fn legal(game: &AnyGame) -> Vec<String> {
        game.legal_moves()
            .into_iter()
            .filter(|m| !game.is_chance_outcome(m))
            .collect()
    }

    fn new(kind: GameKind, options: &[(&str, &str)]) -> AnyGame {
        let options: Options = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        AnyGame::new(kind, &options, "7").unwrap()
    }

    fn inside(r: &ClickRegion) -> bool {
        r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= 1.0 && r.y + r.h <= 1.0 && r.w > 0.0
    }

    #[test]
    fn a_whole_move_is_one_touch_where_the_picture_maps_moves() {
        let game = new(GameKind::TwentySevens, &[]);
        let moves = legal(&game);
        let step = board_step(&game, &moves, &[], Lang::EnUs).unwrap();
        // Each level of a square plays it: 27 cells, the nine squares' moves.
        assert_eq!(step.choices.len(), 27);
        for c in &step.choices {
            assert_eq!(c.plays.as_ref(), Some(&c.token));
            assert!(moves.contains(&c.token));
            assert!(c.region.as_ref().is_some_and(inside), "{c:?}");
        }
        assert!(moves
            .iter()
            .all(|m| step.choices.iter().any(|c| &c.token == m)));
        assert_eq!(step.chosen, None);
    }

    #[test]
    fn super_seven_throws_on_its_panel_then_places_on_a_square() {
        let mut game = new(GameKind::SuperSeven, &[]);
        let step = board_step(&game, &legal(&game), &[], Lang::EnUs).unwrap();
        let [roll] = step.choices.as_slice() else {
            panic!("only the throw: {step:?}")
        };
        assert_eq!(roll.plays.as_deref(), Some("roll"));
        assert_eq!(roll.label, "Roll the dice", "the picker's own words");
        assert!(roll.region.as_ref().is_some_and(|r| inside(r) && r.x > 0.5));
        let thrown = game.resolve_chance("roll", "seed").unwrap();
        game.play(&thrown).unwrap();
        let moves = legal(&game);
        let step = board_step(&game, &moves, &[], Lang::EnUs).unwrap();
        assert_eq!(step.choices.len(), moves.len());
        assert!(step.choices.iter().all(|c| c.region.is_some()));
    }

    #[test]
    fn a_ccc_piece_is_picked_up_then_its_moves_light_up() {
        let game = new(GameKind::Ccc, &[]);
        let moves = legal(&game);
        let first = board_step(&game, &moves, &[], Lang::EnUs).unwrap();
        // Every piece that can act, on its square; none plays by itself.
        assert!(first.choices.len() > 5);
        assert!(first
            .choices
            .iter()
            .all(|c| c.plays.is_none() && c.region.as_ref().is_some_and(inside)));
        let piece = first.choices.iter().find(|c| c.token == "b2").unwrap();
        let next = board_step(&game, &moves, &["b2"], Lang::EnUs).unwrap();
        assert_eq!(next.chosen, piece.region, "the piece picked up is marked");
        let to = next
            .choices
            .iter()
            .find(|c| c.plays.as_deref() == Some("b2-b3"))
            .expect("b2-b3 is offered");
        assert!(to.region.as_ref().is_some_and(inside));
        // Every move it offers is legal; a square of the board is where it goes.
        assert!(next
            .choices
            .iter()
            .filter_map(|c| c.plays.as_ref())
            .all(|m| moves.contains(m)));
        // A path that leads nowhere now has no step.
        assert_eq!(board_step(&game, &moves, &["e5"], Lang::EnUs), None);
    }

    fn designed(file: &str) -> AnyGame {
        let rules =
            crate::games::designed::DesignedRules::load_file(std::path::Path::new(file)).unwrap();
        new(GameKind::Designed(rules.key), &[])
    }

    #[test]
    fn a_designed_game_is_touched_on_its_cells() {
        // Hex: every empty cell is one touch, where the picture draws it.
        let hex = designed("designs/hex.luau");
        let moves = legal(&hex);
        let step = board_step(&hex, &moves, &[], Lang::EnUs).unwrap();
        assert_eq!(step.choices.len(), 49);
        assert!(step
            .choices
            .iter()
            .all(|c| c.plays.as_ref() == Some(&c.token) && c.region.as_ref().is_some_and(inside)));
        // Little draughts: the cell a man starts from, then where it lands, both on the picture.
        let draughts = designed("designs/little-draughts.luau");
        let moves = legal(&draughts);
        let first = board_step(&draughts, &moves, &[], Lang::EnUs).unwrap();
        let starts: Vec<&str> = first.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(starts, ["b2", "d2", "f2"]);
        assert!(first
            .choices
            .iter()
            .all(|c| c.plays.is_none() && c.region.as_ref().is_some_and(inside)));
        let d2 = &first.choices[1];
        let next = board_step(&draughts, &moves, &[d2.token.as_str()], Lang::EnUs).unwrap();
        assert_eq!(next.chosen, d2.region, "the man picked up is marked");
        let plays: Vec<&str> = next
            .choices
            .iter()
            .filter_map(|c| c.plays.as_deref())
            .collect();
        assert_eq!(plays, ["d2-c3", "d2-e3"]);
        let (c3, e3) = (&next.choices[0], &next.choices[1]);
        let (c3, e3) = (c3.region.as_ref().unwrap(), e3.region.as_ref().unwrap());
        assert!(inside(c3) && inside(e3));
        // e3 is right of c3 on the same rank, d2's cell below and between them.
        assert!(e3.x > c3.x && e3.y == c3.y);
        let from = d2.region.as_ref().unwrap();
        assert!(from.x > c3.x && from.x < e3.x && from.y > c3.y);
    }

    #[test]
    fn a_cross_words_combat_word_is_picked_beside_the_board_then_placed_on_it() {
        let game = new(
            GameKind::CrossWordsCombat,
            &[("page.red", "text\nthe\nhex"), ("page.black", "word\nrow")],
        );
        let moves = legal(&game);
        let first = board_step(&game, &moves, &[], Lang::EnUs).unwrap();
        let tokens: Vec<&str> = first.choices.iter().map(|c| c.token.as_str()).collect();
        assert_eq!(tokens, ["w", "pass"]);
        assert!(first.choices.iter().all(|c| c.region.is_none()));
        let words = board_step(&game, &moves, &["w"], Lang::EnUs).unwrap();
        assert!(words
            .choices
            .iter()
            .all(|c| c.region.is_none() && c.plays.is_none()));
        let places = board_step(&game, &moves, &["w", "0"], Lang::EnUs).unwrap();
        assert!(!places.choices.is_empty());
        for c in &places.choices {
            let plays = c.plays.as_ref().expect("a place completes the move");
            assert!(moves.contains(plays));
            assert!(c.region.as_ref().is_some_and(inside), "{c:?}");
        }
        // Two places that start on one cell (down and across) each get a part of it.
        let mut regions: Vec<(u32, u32)> = places
            .choices
            .iter()
            .map(|c| {
                let r = c.region.as_ref().unwrap();
                (r.x.to_bits(), r.y.to_bits())
            })
            .collect();
        regions.sort_unstable();
        regions.dedup();
        assert_eq!(
            regions.len(),
            places.choices.len(),
            "no two overlap exactly"
        );
    }
}
