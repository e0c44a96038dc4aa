//! Search algorithms. Each algorithm is one short recursive function that
//! reads like the texts' pseudocode; the bookkeeping they share (recording
//! events, the principal variation) lives in [`Searcher`].

pub mod alphabeta;
pub mod choose;
pub mod deepening;
pub mod maxn;
pub mod minimax;
pub mod negamax;
pub mod proof;
mod searcher;
pub mod setup;
pub mod summary;

pub use searcher::Searcher;
pub use setup::{Algorithm, Order, Setup};

use crate::game::{Game, Player};
use crate::record::search::{Exactness, NodeId, Recorder, Trace, Window};
use crate::value::Value;

/// One step of the principal variation: the node and the index of the move
/// that leads to it from its parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PvStep {
    pub node: NodeId,
    pub move_index: u32,
}

/// What a search reports: the root value and the principal variation
/// (the moves of best play from the root; its first move is the best move).
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub value: Value,
    pub pv: Vec<PvStep>,
}

/// Runs a search, reporting every step to `rec`.
pub fn search<G: Game, R: Recorder>(game: &G, root: &G::Position, setup: Setup, rec: &mut R) -> Outcome {
    let mut s = Searcher::new(game, setup, rec);
    let value = match setup.algorithm {
        Algorithm::IterativeDeepening => deepening::search(&mut s, root, setup.depth),
        algorithm => {
            let node = s.add_root(root);
            match algorithm {
                Algorithm::AlphaBeta => alphabeta::value(&mut s, root, node, 0, Window::FULL),
                Algorithm::Negamax => negamax::negamax(&mut s, root, node, 0) * root_sign(&s, root),
                _ => minimax::value(&mut s, root, node, 0),
            }
        }
    };
    s.finish(value)
}

/// Negamax returns the value for the player to move; MIN's is negated.
fn root_sign<G: Game, R: Recorder>(s: &Searcher<G, R>, root: &G::Position) -> Value {
    if s.player(root) == Player::Min { -1.0 } else { 1.0 }
}

/// Runs a search and keeps its full trace.
pub fn record<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Trace {
    let mut trace = Trace::default();
    let outcome = search(game, root, setup, &mut trace);
    let root_node = trace.nodes.iter().rposition(|n| n.parent.is_none()).unwrap_or(0) as NodeId;
    trace.pv = std::iter::once(root_node)
        .chain(outcome.pv.iter().map(|s| s.node))
        .collect();
    // The tables grew by doubling; big live traces are kept for a while.
    trace.entries.shrink_to_fit();
    trace.nodes.shrink_to_fit();
    trace
}

/// What the value of a node cut off says: at least v at MAX, at most v at MIN.
pub fn cut_bound(player: Player) -> Exactness {
    match player {
        Player::Max => Exactness::LowerBound,
        Player::Min => Exactness::UpperBound,
        Player::Chance => Exactness::Exact,
    }
}
