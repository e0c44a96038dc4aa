//! The slides' `exp_value`: a chance node's value is the mean of its
//! children's values, each weighted by its probability. Minimax and
//! alpha-beta (which searches each child with the full window) both use it.

use super::searcher::{At, Searcher};
use crate::game::Game;
use crate::record::Recorder;
use crate::record::search::{Event, SearchNode};
use crate::value::Value;

/// `def exp_value(state)`; `value` searches a child.
pub fn exp_value<G, R>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
    value: impl Fn(&mut Searcher<G, R>, &G::Position, At) -> Value,
) -> Value
where
    G: Game,
    R: Recorder<Event, SearchNode>,
{
    let mut v = Value::ZERO;
    s.init(at);
    let moves = s.moves(state);
    for mv in &moves {
        let (child, succ) = s.generate(at, state, mv);
        let p = s.probability(state, &mv.1, moves.len());
        // v += p · value(succ), exactly
        let term = value(s, &succ, child);
        v = s.weighted(state, v, p, term);
        s.accumulate(at, p, v);
    }
    s.leave(at, v)
}
