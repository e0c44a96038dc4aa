//! Search algorithms. Each algorithm is one short recursive function that
//! reads like the texts' pseudocode; the bookkeeping they share (recording
//! events, the principal variation) lives in [`Searcher`].

pub mod alphabeta;
pub mod choose;
pub mod deepening;
pub mod expectimax;
pub mod maxn;
pub mod minimax;
pub mod negamax;
pub mod proof;
mod searcher;
pub mod setup;
pub mod summary;

pub use searcher::{At, Searcher};
pub use setup::{Algorithm, Order, Setup};

use crate::game::Game;
use crate::record::Recorder;
use crate::record::search::{Event, NodeId, SearchNode, Trace};
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
pub fn search<G, R>(game: &G, root: &G::Position, setup: Setup, rec: &mut R) -> Outcome
where
    G: Game,
    R: Recorder<Event, SearchNode>,
{
    let mut s = Searcher::new(game, setup, rec);
    let (at, value) = match setup.algorithm {
        Algorithm::IterativeDeepening => deepening::search(&mut s, root, setup.depth),
        algorithm => {
            let at = s.add_root(root);
            let value = match algorithm {
                Algorithm::AlphaBeta => alphabeta::value(&mut s, root, at, f64::NEG_INFINITY, f64::INFINITY),
                Algorithm::Negamax => negamax::negamax(&mut s, root, at) * negamax::sign(s.player(root)),
                _ => minimax::value(&mut s, root, at),
            };
            (at, value)
        }
    };
    s.finish(at, value)
}

/// Runs a search and keeps its full record.
pub fn record<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Trace {
    let mut trace = Trace::default();
    trace.about.windowed = matches!(
        setup.algorithm,
        Algorithm::AlphaBeta | Algorithm::IterativeDeepening
    );
    let outcome = search(game, root, setup, &mut trace);
    let root = trace.tree.ids().rev().find(|&id| trace.parent(id).is_none());
    trace.about.value = Some(outcome.value);
    trace.about.pv = root
        .into_iter()
        .chain(outcome.pv.iter().map(|s| s.node))
        .collect();
    trace.finish();
    trace
}
