//! Baseline players to measure the AI against, and the host's dice: all through the trait.

use rand::Rng;

use super::mcts::sample_outcome;
use crate::games::{Game, Outcome};

/// What the host does with a chosen move: a chance move (a dice throw) is replaced by one of
/// its outcomes drawn by weight; any other move is returned as it is.
pub fn resolve_chance<G: Game, R: Rng>(game: &G, mv: G::Move, rng: &mut R) -> G::Move {
    match game.chance_outcomes(&mv) {
        Some(outcomes) if !outcomes.is_empty() => sample_outcome(&outcomes, rng),
        _ => mv,
    }
}

/// A uniformly random legal move (as listed: chance moves stay abstract).
pub fn random_move<G: Game, R: Rng>(game: &G, rng: &mut R) -> Option<G::Move> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.gen_range(0..moves.len())].clone())
}

/// A one-move-lookahead player: a move that wins at once if there is one; otherwise, where the
/// game keeps scores, a move with the best immediate score margin; otherwise a random move. Ties
/// are broken at random. A chance move counts by its outcomes' weighted average.
pub fn greedy_move<G: Game, R: Rng>(game: &G, rng: &mut R) -> Option<G::Move> {
    let me = game.to_move()?;
    let moves = game.legal_moves();
    let mut best: Vec<usize> = Vec::new();
    let mut best_key = (f64::NEG_INFINITY, f64::NEG_INFINITY);
    for (i, mv) in moves.iter().enumerate() {
        let outcomes = game
            .chance_outcomes(mv)
            .filter(|o| !o.is_empty())
            .unwrap_or_else(|| vec![(mv.clone(), 1)]);
        let total: f64 = outcomes
            .iter()
            .map(|(_, w)| f64::from(*w))
            .sum::<f64>()
            .max(1.0);
        let (mut win, mut margin) = (0.0, 0.0);
        for (o, w) in &outcomes {
            let mut after = game.clone();
            if after.play(o).is_err() {
                continue;
            }
            let p = f64::from(*w) / total;
            if after.outcome() == Some(Outcome::Winner(me)) {
                win += p;
            }
            if let Some(s) = after.scores() {
                margin += p * (s[me.index()] - s[me.other().index()]) as f64;
            }
        }
        let key = (win, margin);
        if key > best_key {
            best_key = key;
            best.clear();
        }
        if key == best_key {
            best.push(i);
        }
    }
    if best.is_empty() {
        return None;
    }
    Some(moves[best[rng.gen_range(0..best.len())]].clone())
}
