//! The alpha-beta procedure (the slides' pseudocode; the chapter, §3.3;
//! Bratko's "good enough" value V(P, α, β)). A MAX node stops as soon as
//! its value reaches β (a β-cutoff), a MIN node as soon as its value falls
//! to α (an α-cutoff); the window is passed down and narrows on the way.
//! The strict rule cuts only on v > β / v < α. A chance node is never cut
//! and searches its children with the full window, since a bound on a mean
//! says nothing about each term.
//!
//! `max_value` and `min_value` mirror each other on purpose, as in the
//! slides: the one accepted twin, so that each reads like its listing.

use super::Rule;
use super::expectimax::exp_value;
use super::searcher::{At, Searcher};
use crate::game::{Game, Player};
use crate::record::Recorder;
use crate::record::search::{Bound, Event, SearchNode};
use crate::value::Value;

/// `def value(state, α, β)`.
pub fn value<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
    alpha: Value,
    beta: Value,
) -> Value {
    let player = s.enter(at, state);
    if s.is_leaf(at, state) {
        return s.evaluate(at, state);
    }
    match player {
        Player::Max => max_value(s, state, at, alpha, beta),
        Player::Min => min_value(s, state, at, alpha, beta),
        Player::Chance => exp_value(s, state, at, |s, succ, child| {
            value(s, succ, child, Value::NEG_INFINITY, Value::INFINITY)
        }),
    }
}

fn max_value<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
    mut alpha: Value,
    beta: Value,
) -> Value {
    let mut v = Value::NEG_INFINITY;
    s.init(at);
    let moves = s.moves(state);
    for (k, mv) in moves.iter().enumerate() {
        let (child, succ) = s.generate(at, state, mv);
        let u = value(s, &succ, child, alpha, beta);
        // v = max(v, value(succ, α, β))
        if k == 0 || u > v {
            v = u;
            s.provisional(at, child);
        }
        // if v ≥ β: return v   (strict rule: v > β)
        if v > beta || (v == beta && s.rule == Rule::Equality) {
            return s.cutoff(at, state, v, &moves[k + 1..]);
        }
        s.no_cutoff(at);
        // α = max(α, v)
        if v > alpha {
            s.narrow(at, Bound::Alpha, alpha);
            alpha = v;
        }
    }
    s.leave(at, v)
}

fn min_value<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
    alpha: Value,
    mut beta: Value,
) -> Value {
    let mut v = Value::INFINITY;
    s.init(at);
    let moves = s.moves(state);
    for (k, mv) in moves.iter().enumerate() {
        let (child, succ) = s.generate(at, state, mv);
        let u = value(s, &succ, child, alpha, beta);
        // v = min(v, value(succ, α, β))
        if k == 0 || u < v {
            v = u;
            s.provisional(at, child);
        }
        // if v ≤ α: return v   (strict rule: v < α)
        if v < alpha || (v == alpha && s.rule == Rule::Equality) {
            return s.cutoff(at, state, v, &moves[k + 1..]);
        }
        s.no_cutoff(at);
        // β = min(β, v)
        if v < beta {
            s.narrow(at, Bound::Beta, beta);
            beta = v;
        }
    }
    s.leave(at, v)
}
