//! Monte Carlo tree search (UCT) over any [`Game`].
//!
//! One search serves every game; it knows nothing about any of them beyond the trait:
//! - **Hidden information**: every iteration starts from `determinize(me, seed)`, a copy in which
//!   whatever the searching seat may not see is replaced by a guess (a fresh guess every
//!   [`DETERMINIZE_EVERY`] iterations). Moves are matched across iterations by value, or by
//!   spelling once the guesses allow different moves at a node, and a move's exploration term
//!   counts only the iterations in which it was legal ("availability", as in single-observer
//!   information-set MCTS). For games without hidden information
//!   this is plain UCT.
//! - **Chance**: a listed move for which `chance_outcomes` answers `Some` (a dice throw) leads to
//!   a chance node. The search samples one outcome by weight there and never chooses an outcome.
//! - **Simulations** pick moves at random, weighted by the optional
//!   [`Heuristics::playout_weight`] hook. A game whose optional [`Heuristics::evaluate`] hook
//!   judges positions is judged by it after
//!   [`EVAL_HORIZON`] plies; any other runs to its end or [`PLAYOUT_CAP`] plies, and is then
//!   judged by the scores (the leader wins), else called even.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Heuristics;
use super::SearchLimits;
use crate::games::{Game, Outcome, Seat};

/// The exploration constant of UCB1 (rewards lie in 0..=1).
pub const EXPLORATION: f64 = 0.7;

/// Longest simulated game, in plies after the tree, before it is judged unfinished.
pub const PLAYOUT_CAP: usize = 400;

/// For games that can judge an unfinished position (`evaluate` answers `Some`), simulated
/// games stop after this many plies past the tree and are judged there.
pub const EVAL_HORIZON: usize = 6;

/// Iterations that share one guess of the hidden information (`determinize` can be costly).
pub const DETERMINIZE_EVERY: u64 = 8;

/// How often (in iterations) the search checks whether the best move can still be overtaken.
const EARLY_STOP_EVERY: u64 = 64;

/// A search stops early once its most visited move has this many visits and a mean reward of
/// at least [`DECIDED`] (or at most 1 − [`DECIDED`]): more time would not change the move.
const DECIDED_MIN_VISITS: u64 = 2_000;
const DECIDED: f64 = 0.995;

/// Memory for the tree's edges, beyond which it stops growing (simulations go on).
const MAX_TREE_BYTES: usize = 96 << 20;

const NO_NODE: u32 = u32::MAX;

/// What a search found: the move to play and how it got there.
#[derive(Clone, Debug)]
pub struct SearchReport<M> {
    /// The chosen move, exactly as `legal_moves` lists it (a chance move stays abstract).
    pub best: M,
    /// Completed iterations (one simulated game each).
    pub playouts: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// Each root move the search tried: (move, visits, mean reward for the searching seat).
    pub root: Vec<(M, u32, f64)>,
}

impl<M> SearchReport<M> {
    /// The searching seat's estimated chance of winning after the chosen move (0.5 if unknown).
    pub fn value(&self) -> f64 {
        self.root
            .iter()
            .max_by_key(|(_, visits, _)| *visits)
            .map_or(0.5, |(_, _, mean)| *mean)
    }
}

struct Edge<M> {
    mv: M,
    /// Seat index that plays this edge; its reward is credited to that seat.
    mover: u8,
    child: u32,
    visits: u32,
    /// Iterations in which this move was legal when its node was visited.
    avail: u32,
    reward: f64,
}

impl<M> Edge<M> {
    fn new(mv: M, mover: u8) -> Self {
        Edge {
            mv,
            mover,
            child: NO_NODE,
            visits: 0,
            avail: 0,
            reward: 0.0,
        }
    }
}

struct Node<M> {
    edges: Vec<Edge<M>>,
    /// Edges by the spelling of their move, built the first time the legal moves here differ
    /// from the edges (hidden information: each guess can allow other moves).
    index: Option<HashMap<String, u32>>,
}

impl<M> Node<M> {
    fn new() -> Self {
        Node {
            edges: Vec::new(),
            index: None,
        }
    }
}

struct Tree<M> {
    nodes: Vec<Node<M>>,
    /// Edges in the tree, and how many may be made (a memory bound).
    edge_count: usize,
    edge_cap: usize,
    /// At the node being visited: indices of its edges for legal moves, and the legal moves
    /// that have no edge yet, with their spelling (scratch space).
    avail: Vec<u32>,
    missing: Vec<(M, String)>,
}

/// Reward per seat of a finished game.
fn outcome_reward(outcome: Outcome) -> [f64; 2] {
    match outcome {
        Outcome::Winner(seat) if seat.index() == 0 => [1.0, 0.0],
        Outcome::Winner(_) => [0.0, 1.0],
        Outcome::Draw => [0.5, 0.5],
    }
}

/// Reward per seat of a simulated game cut short, as seen by `me`.
fn cut_reward<G: Heuristics>(state: &G, me: Seat) -> [f64; 2] {
    if let Some(outcome) = state.outcome() {
        return outcome_reward(outcome);
    }
    if let Some(v) = state.evaluate(me) {
        return seat_reward(v, me);
    }
    match state.scores() {
        Some([a, b]) if a > b => [1.0, 0.0],
        Some([a, b]) if a < b => [0.0, 1.0],
        _ => [0.5, 0.5],
    }
}

/// Reward per seat when `me` wins with probability `v`.
fn seat_reward(v: f64, me: Seat) -> [f64; 2] {
    let v = if v.is_nan() { 0.5 } else { v.clamp(0.0, 1.0) };
    let mut r = [1.0 - v; 2];
    r[me.index()] = v;
    r
}

/// A reward that punishes `mover` (for a listed move the engine refused: never expected).
fn refused_reward(mover: u8) -> [f64; 2] {
    let mut r = [1.0; 2];
    r[mover as usize] = 0.0;
    r
}

/// Pick an index from weights by chance; uniform when every weight is 0.
pub(crate) fn pick_weighted<R: Rng>(
    weights: impl Iterator<Item = u64> + Clone,
    rng: &mut R,
) -> usize {
    let total: u64 = weights.clone().sum();
    let count = weights.clone().count();
    if total == 0 {
        return rng.gen_range(0..count);
    }
    let mut r = rng.gen_range(0..total);
    for (i, w) in weights.enumerate() {
        if r < w {
            return i;
        }
        r -= w;
    }
    count - 1
}

/// Draw one concrete outcome of a chance move, by weight.
pub(crate) fn sample_outcome<M: Clone, R: Rng>(outcomes: &[(M, u32)], rng: &mut R) -> M {
    let i = pick_weighted(outcomes.iter().map(|(_, w)| u64::from(*w)), rng);
    outcomes[i].0.clone()
}

/// One simulated game from `state` to its end (or the cap); returns the reward per seat.
fn playout<G: Heuristics, R: Rng>(state: &mut G, me: Seat, rng: &mut R) -> [f64; 2] {
    for ply in 0..PLAYOUT_CAP {
        if let Some(outcome) = state.outcome() {
            return outcome_reward(outcome);
        }
        if ply == EVAL_HORIZON {
            if let Some(v) = state.evaluate(me) {
                return seat_reward(v, me);
            }
        }
        if state.to_move().is_none() {
            break;
        }
        let moves = state.legal_moves();
        if moves.is_empty() {
            break;
        }
        let i = pick_weighted(
            moves.iter().map(|m| u64::from(state.playout_weight(m))),
            rng,
        );
        let applied = match state.chance_outcomes(&moves[i]) {
            Some(outcomes) if !outcomes.is_empty() => {
                let o = sample_outcome(&outcomes, rng);
                state.play(&o)
            }
            _ => state.play(&moves[i]),
        };
        if applied.is_err() {
            break;
        }
    }
    cut_reward(state, me)
}

impl<M: Clone + PartialEq> Tree<M> {
    fn new() -> Self {
        Tree {
            nodes: vec![Node::new()],
            edge_count: 0,
            edge_cap: (MAX_TREE_BYTES / std::mem::size_of::<Edge<M>>().max(1)).max(1_000),
            avail: Vec::new(),
            missing: Vec::new(),
        }
    }

    fn full(&self) -> bool {
        self.edge_count >= self.edge_cap
    }

    /// The node an edge leads to, created on first use.
    fn child(&mut self, node: u32, edge: u32) -> u32 {
        let c = self.nodes[node as usize].edges[edge as usize].child;
        if c != NO_NODE {
            return c;
        }
        let c = self.nodes.len() as u32;
        self.nodes.push(Node::new());
        self.nodes[node as usize].edges[edge as usize].child = c;
        c
    }

    /// Sort the legal `moves` into `self.avail` (edges there are) and `self.missing` (moves
    /// without an edge). A node seen for the first time gets an edge for every move, unless the
    /// tree is full.
    fn match_edges<G: Game<Move = M>>(&mut self, state: &G, node: u32, moves: Vec<M>, mover: u8) {
        self.avail.clear();
        self.missing.clear();
        let full = self.full();
        let n = &mut self.nodes[node as usize];
        if n.edges.is_empty() && n.index.is_none() {
            if full {
                return;
            }
            self.edge_count += moves.len();
            n.edges
                .extend(moves.into_iter().map(|mv| Edge::new(mv, mover)));
            self.avail.extend(0..n.edges.len() as u32);
            return;
        }
        if n.index.is_none()
            && n.edges.len() == moves.len()
            && n.edges.iter().zip(&moves).all(|(e, m)| e.mv == *m)
        {
            self.avail.extend(0..n.edges.len() as u32);
            return;
        }
        let edges = &n.edges;
        let index = n.index.get_or_insert_with(|| {
            edges
                .iter()
                .enumerate()
                .map(|(i, e)| (state.format_move(&e.mv), i as u32))
                .collect()
        });
        for mv in moves {
            let key = state.format_move(&mv);
            match index.get(&key) {
                Some(&i) => self.avail.push(i),
                None => self.missing.push((mv, key)),
            }
        }
    }

    /// Choose among the legal moves: an untried one at random (making its edge if needed),
    /// else the edge with the best UCB1 score. `None` when nothing can be chosen (the tree is
    /// full and no legal move has an edge here).
    fn select<R: Rng>(&mut self, node: u32, mover: u8, rng: &mut R) -> Option<u32> {
        let can_grow = !self.full();
        let edges = &mut self.nodes[node as usize].edges;
        let mut untried = 0u32;
        let mut pick = None;
        for &i in &self.avail {
            let e = &mut edges[i as usize];
            e.avail += 1;
            if e.visits == 0 {
                untried += 1;
                if rng.gen_range(0..untried) == 0 {
                    pick = Some(Ok(i));
                }
            }
        }
        if can_grow {
            for k in 0..self.missing.len() {
                untried += 1;
                if rng.gen_range(0..untried) == 0 {
                    pick = Some(Err(k));
                }
            }
        }
        match pick {
            Some(Ok(i)) => return Some(i),
            Some(Err(k)) => {
                let (mv, key) = self.missing.swap_remove(k);
                let mut edge = Edge::new(mv, mover);
                edge.avail = 1;
                edges.push(edge);
                self.edge_count += 1;
                let i = edges.len() as u32 - 1;
                if let Some(index) = self.nodes[node as usize].index.as_mut() {
                    index.insert(key, i);
                }
                return Some(i);
            }
            None => {}
        }
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for &i in &self.avail {
            let e = &edges[i as usize];
            let n = f64::from(e.visits);
            let score = e.reward / n + EXPLORATION * (f64::from(e.avail).ln() / n).sqrt();
            if score > best_score {
                best_score = score;
                best = Some(i);
            }
        }
        best
    }

    /// The edge of a chance node for `outcome`; true when it is new.
    fn outcome_edge(&mut self, node: u32, outcome: M, mover: u8) -> (u32, bool) {
        let edges = &mut self.nodes[node as usize].edges;
        match edges.iter().position(|e| e.mv == outcome) {
            Some(i) => (i as u32, edges[i].visits == 0),
            None => {
                edges.push(Edge::new(outcome, mover));
                self.edge_count += 1;
                (edges.len() as u32 - 1, true)
            }
        }
    }

    /// One iteration's way down: selection, expansion and simulation. Records the edges taken
    /// in `path` and returns the reward per seat.
    fn descend<G, R>(
        &mut self,
        state: &mut G,
        me: Seat,
        path: &mut Vec<(u32, u32)>,
        rng: &mut R,
    ) -> [f64; 2]
    where
        G: Heuristics<Move = M>,
        R: Rng,
    {
        let mut node = 0u32;
        loop {
            if let Some(outcome) = state.outcome() {
                return outcome_reward(outcome);
            }
            let Some(seat) = state.to_move() else {
                return cut_reward(state, me);
            };
            let moves = state.legal_moves();
            if moves.is_empty() {
                return cut_reward(state, me);
            }
            let mover = seat.0;
            self.match_edges(state, node, moves, mover);
            let Some(edge) = self.select(node, mover, rng) else {
                return playout(state, me, rng);
            };
            path.push((node, edge));
            let e = &self.nodes[node as usize].edges[edge as usize];
            let mut fresh = e.visits == 0;
            let mv = e.mv.clone();
            let next = match state.chance_outcomes(&mv) {
                Some(outcomes) if !outcomes.is_empty() => {
                    let chance = self.child(node, edge);
                    let outcome = sample_outcome(&outcomes, rng);
                    if state.play(&outcome).is_err() {
                        return refused_reward(mover);
                    }
                    let (o, new) = self.outcome_edge(chance, outcome, mover);
                    path.push((chance, o));
                    fresh |= new;
                    (chance, o)
                }
                _ => {
                    if state.play(&mv).is_err() {
                        return refused_reward(mover);
                    }
                    (node, edge)
                }
            };
            if fresh {
                return playout(state, me, rng);
            }
            node = self.child(next.0, next.1);
        }
    }

    fn backpropagate(&mut self, path: &[(u32, u32)], reward: [f64; 2]) {
        for &(node, edge) in path {
            let e = &mut self.nodes[node as usize].edges[edge as usize];
            e.visits += 1;
            e.reward += reward[e.mover as usize];
        }
    }

    /// Visits of the two most visited root edges, and the mean reward of the first.
    fn top_two(&self) -> (u32, u32, f64) {
        let mut top = (0, 0, 0.5);
        for e in &self.nodes[0].edges {
            if e.visits > top.0 {
                top = (e.visits, top.0, e.reward / f64::from(e.visits));
            } else if e.visits > top.1 {
                top.1 = e.visits;
            }
        }
        top
    }
}

/// Search the position for the seat to move, within `limits`. `None` when the game is over or
/// has no legal move. Deterministic for a given `seed` unless the time budget cuts it short.
pub fn search<G: Heuristics>(
    game: &G,
    limits: SearchLimits,
    seed: u64,
) -> Option<SearchReport<G::Move>> {
    run(game, limits, seed, false)
}

/// [`search`] for an analysis, where the value of the position matters as much as the move:
/// a position with a single legal move (a throw of the dice) is searched too, and the search
/// is not cut short once the best move can no longer be overtaken (its value would rest on a
/// few simulated games). It still stops in a decided position.
pub fn search_position<G: Heuristics>(
    game: &G,
    limits: SearchLimits,
    seed: u64,
) -> Option<SearchReport<G::Move>> {
    run(game, limits, seed, true)
}

fn run<G: Heuristics>(
    game: &G,
    limits: SearchLimits,
    seed: u64,
    for_value: bool,
) -> Option<SearchReport<G::Move>> {
    let start = Instant::now();
    let me = game.to_move()?;
    if game.outcome().is_some() {
        return None;
    }
    let legal = game.legal_moves();
    if legal.is_empty() || (legal.len() == 1 && !for_value) {
        return legal.into_iter().next().map(|best| SearchReport {
            best,
            playouts: 0,
            elapsed: start.elapsed(),
            root: Vec::new(),
        });
    }
    let deadline = start + limits.budget;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tree: Tree<G::Move> = Tree::new();
    let mut path = Vec::new();
    let mut playouts = 0u64;
    let mut guess = game.clone();
    while playouts < limits.max_playouts {
        let now = Instant::now();
        if now >= deadline {
            break;
        }
        if playouts.is_multiple_of(DETERMINIZE_EVERY) {
            guess = game.determinize(me, rng.gen());
        }
        let mut state = guess.clone();
        path.clear();
        let reward = tree.descend(&mut state, me, &mut path, &mut rng);
        tree.backpropagate(&path, reward);
        playouts += 1;
        if playouts.is_multiple_of(EARLY_STOP_EVERY) {
            // Stop once no other move can catch up with the most visited one.
            let spent = now.duration_since(start).as_secs_f64().max(1e-9);
            let left_time = deadline.saturating_duration_since(now).as_secs_f64();
            let by_time = (playouts as f64 * left_time / spent).ceil() as u64;
            let remaining = by_time.min(limits.max_playouts - playouts);
            let (first, second, mean) = tree.top_two();
            if !for_value && u64::from(first - second) > remaining {
                break;
            }
            // A decided position: the favourite wins (or loses) nearly every simulated game.
            if u64::from(first) >= DECIDED_MIN_VISITS && (mean >= DECIDED || mean <= 1.0 - DECIDED)
            {
                break;
            }
        }
    }
    let root: Vec<(G::Move, u32, f64)> = tree.nodes[0]
        .edges
        .iter()
        .filter(|e| e.visits > 0 && legal.contains(&e.mv))
        .map(|e| (e.mv.clone(), e.visits, e.reward / f64::from(e.visits)))
        .collect();
    let best = root
        .iter()
        .max_by(|a, b| a.1.cmp(&b.1).then(a.2.total_cmp(&b.2)))
        .map(|(mv, _, _)| mv.clone())
        .unwrap_or_else(|| legal[rng.gen_range(0..legal.len())].clone());
    Some(SearchReport {
        best,
        playouts,
        elapsed: start.elapsed(),
        root,
    })
}
