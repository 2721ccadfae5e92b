//! Puzzles from finished games: pure computation, no I/O.
//!
//! A puzzle is a position of a real game (or of a game the AI played itself) where the player
//! to move has exactly one move that wins by force, and every other move lets the win go:
//! proved, not guessed, by an exact search of the game tree ([`value_for`]) to a depth and
//! within a budget of positions. A position whose search runs out of either is no puzzle.
//! Only games that declare they make puzzles ([`Game::PUZZLES`], [`GameKind::puzzle_kinds`])
//! are used, games without chance or hidden information: dice or a secret page would make
//! "the one winning move" depend on what the solver cannot know.

use crate::games::{AnyGame, Game, GameKind, Outcome, Seat};

/// How hard the finder looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Plies the search looks ahead of a candidate position.
    pub depth: u32,
    /// Positions searched for one candidate position, at most.
    pub nodes_per_position: u64,
    /// Positions of one game tried, from its end backwards.
    pub positions_per_game: usize,
}

impl Budget {
    /// What the daily puzzle spends (see `cargo run --release --bin puzzle-budget`).
    pub const DAILY: Budget = Budget {
        depth: 9,
        nodes_per_position: 400_000,
        positions_per_game: 14,
    };
}

/// A puzzle found in a game's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The position after this many entries of the log.
    pub ply: usize,
    /// The one winning move, as `legal_moves` lists it.
    pub answer: String,
    /// Legal moves in the position (the answer and the ones that let the win go).
    pub choices: usize,
}

/// The value of `game` for `me` under best play from both sides within `depth` plies and
/// `nodes` positions: 1 a win, 0 a draw, -1 a loss; `None` when the search ran out first.
pub fn value_for<G: Game>(game: &G, me: Seat, depth: u32, nodes: &mut u64) -> Option<i8> {
    if let Some(outcome) = game.outcome() {
        return Some(match outcome {
            Outcome::Winner(s) if s == me => 1,
            Outcome::Winner(_) => -1,
            Outcome::Draw => 0,
        });
    }
    if depth == 0 || *nodes == 0 {
        return None;
    }
    *nodes -= 1;
    let mover = game.to_move()?;
    let maximizing = mover == me;
    let (best, worst) = if maximizing { (1, -1) } else { (-1, 1) };
    let mut known = Some(worst);
    for mv in game.legal_moves() {
        let Ok(checked) = game.check(&mv) else {
            continue;
        };
        let mut next = game.clone();
        next.apply(checked);
        match value_for(&next, me, depth - 1, nodes) {
            // The mover takes a best result at once.
            Some(v) if v == best => return Some(v),
            Some(v) => {
                known = known.map(|k| if maximizing { k.max(v) } else { k.min(v) });
            }
            None => known = None,
        }
    }
    known
}

/// Whether the position is a puzzle: the player to move has two or more moves, exactly one of
/// which wins by force, and each other one provably does not.
pub fn unique_win<G: Game>(game: &G, depth: u32, nodes: u64) -> Option<(G::Move, usize)> {
    let me = game.to_move()?;
    let moves = game.legal_moves();
    if moves.len() < 2 || game.outcome().is_some() {
        return None;
    }
    let mut nodes = nodes;
    let mut winner = None;
    for mv in &moves {
        let mut next = game.clone();
        next.apply(game.check(mv).ok()?);
        match value_for(&next, me, depth.saturating_sub(1), &mut nodes)? {
            1 if winner.is_none() => winner = Some(mv.clone()),
            1 => return None,
            _ => {}
        }
    }
    winner.map(|mv| (mv, moves.len()))
}

/// A puzzle needs at least this many legal moves: one of two is a coin toss.
pub const MIN_CHOICES: usize = 3;

/// The position of a game's log with the richest puzzle (the most moves to choose from; the
/// earliest of equals), looking back at most `budget.positions_per_game` positions from its
/// end. `None` for games of other kinds, a log that does not replay, or no puzzle.
pub fn find_in_log(
    kind: GameKind,
    options: &crate::games::Options,
    seed: &str,
    log: &[String],
    budget: Budget,
) -> Option<Found> {
    kind.puzzles()?;
    let mut positions = Vec::with_capacity(log.len() + 1);
    let mut game = AnyGame::new(kind, options, seed).ok()?;
    positions.push(game.clone());
    for entry in log {
        game.apply_log_entry(entry).ok()?;
        positions.push(game.clone());
    }
    positions
        .iter()
        .enumerate()
        .rev()
        .take(budget.positions_per_game)
        .filter_map(|(ply, position)| {
            crate::with_game!(position, g => unique_win(g, budget.depth, budget.nodes_per_position)
                .map(|(mv, choices)| Found { ply, answer: g.format_move(&mv), choices }))
        })
        .filter(|found| found.choices >= MIN_CHOICES)
        // Scanned from the end: on equal choices the later-seen (earlier) position wins.
        .max_by_key(|found| found.choices)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::twenty_sevens::TwentySevens;
    use crate::games::Options;

    /// Twenty-Sevens games played to the end by a fixed walk over the squares.
    fn walked_game(shift: usize) -> Vec<String> {
        let squares = ["b2", "a1", "c3", "a3", "c1", "b1", "a2", "c2", "b3"];
        (0..27)
            .map(|i| squares[(i * 4 + shift) % 9].to_string())
            .collect()
    }

    /// A small budget: the tests run unoptimized.
    const SMALL: Budget = Budget {
        depth: 8,
        nodes_per_position: 40_000,
        positions_per_game: 8,
    };

    #[test]
    fn a_found_puzzle_has_one_winning_move_and_every_other_lets_the_win_go() {
        let mut found_any = false;
        for shift in 0..9 {
            let log = walked_game(shift);
            let Some(found) = find_in_log(GameKind::TwentySevens, &Options::new(), "", &log, SMALL)
            else {
                continue;
            };
            found_any = true;
            let mut game = TwentySevens::new(&Options::new(), "").unwrap();
            for entry in &log[..found.ply] {
                let mv = game.parse_move(entry).unwrap();
                game.play(&mv).unwrap();
            }
            let me = game.to_move().unwrap();
            let mut winners = Vec::new();
            for mv in game.legal_moves() {
                let mut next = game.clone();
                next.play(&mv).unwrap();
                let mut nodes = u64::MAX;
                // The whole remaining game, searched without limits.
                let value = value_for(&next, me, 27, &mut nodes).unwrap();
                if value == 1 {
                    winners.push(game.format_move(&mv));
                }
            }
            assert_eq!(winners, vec![found.answer.clone()], "shift {shift}");
            assert_eq!(found.choices, game.legal_moves().len());
        }
        assert!(found_any, "some walked game holds a puzzle");
    }

    #[test]
    fn games_with_chance_or_secrets_give_none() {
        let log = vec!["roll".to_string()];
        for kind in [GameKind::SuperSeven, GameKind::CrossWordsCombat] {
            assert_eq!(find_in_log(kind, &Options::new(), "1", &log, SMALL), None);
        }
    }
}
