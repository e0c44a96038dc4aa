//! The alpha-beta procedure (seed 003's pseudocode; seed 000 §3.3; seed
//! 002's "good enough" value V(P, α, β)). A MAX node stops as soon as its
//! value reaches β (β-cutoff), a MIN node as soon as its value falls to α
//! (α-cutoff); the window is passed down and narrows on the way. A chance
//! node is never cut and searches its children with the full window, since
//! a bound on a mean says nothing about each term.

use super::Searcher;
use crate::game::{Game, Player};
use crate::record::search::{NodeId, Recorder, Window};
use crate::value::Value;

pub fn value<G: Game, R: Recorder>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    node: NodeId,
    depth: u32,
    mut w: Window,
) -> Value {
    let player = s.enter(node, state, depth, Some(w));
    if s.is_leaf(node, state, depth) {
        return s.evaluate(node, state);
    }
    let moves = s.moves(state);
    let mut v = player.initial_value();
    for (k, mv) in moves.iter().enumerate() {
        let (child, succ) = s.generate(node, state, depth, mv);
        if player == Player::Chance {
            let child_value = value(s, &succ, child, depth + 1, Window::FULL);
            let p = s.probability(state, &mv.1, moves.len());
            s.accumulate(node, &mut v, p, child_value, child);
            continue;
        }
        let child_value = value(s, &succ, child, depth + 1, w);
        s.update((node, depth), player, &mut v, child_value, (child, mv.0));
        if s.cuts(player, v, &w) {
            s.cutoff((node, depth), state, v, &w, &moves[k + 1..]);
            return s.leave((node, depth), player, v, true);
        }
        s.narrow(node, player, v, &mut w);
    }
    s.leave((node, depth), player, v, false)
}
