//! The minimax procedure (the slides' `value / max_value / min_value`; the
//! chapter, §3.2): leaves get their static value, a MAX node the largest
//! value of its children, a MIN node the smallest, and a chance node (the
//! slides' expectimax `exp_value`) the mean weighted by probability.
//!
//! `max_value` and `min_value` mirror each other on purpose, as in the
//! slides: the one accepted twin, so that each reads like its listing.

use super::expectimax::exp_value;
use super::searcher::{At, Searcher};
use crate::game::{Game, Player};
use crate::record::Recorder;
use crate::record::search::{Event, SearchNode};
use crate::value::Value;

/// `def value(state)`.
pub fn value<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
) -> Value {
    let player = s.enter(at, state);
    if s.is_leaf(at, state) {
        return s.evaluate(at, state);
    }
    match player {
        Player::Max => max_value(s, state, at),
        Player::Min => min_value(s, state, at),
        Player::Chance => exp_value(s, state, at, value),
    }
}

fn max_value<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
) -> Value {
    let mut v = Value::NEG_INFINITY;
    s.init(at);
    for (k, mv) in s.moves(state).iter().enumerate() {
        let (child, succ) = s.generate(at, state, mv);
        let u = value(s, &succ, child);
        // v = max(v, value(succ)); the first child is the best move so far
        // even when it is worth -∞.
        if k == 0 || u > v {
            v = u;
            s.provisional(at, child);
        }
    }
    s.leave(at, v)
}

fn min_value<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
) -> Value {
    let mut v = Value::INFINITY;
    s.init(at);
    for (k, mv) in s.moves(state).iter().enumerate() {
        let (child, succ) = s.generate(at, state, mv);
        let u = value(s, &succ, child);
        // v = min(v, value(succ))
        if k == 0 || u < v {
            v = u;
            s.provisional(at, child);
        }
    }
    s.leave(at, v)
}
