//! Negamax (seed 004): "to simplify the algorithm, multiply the values on
//! odd levels by −1; then on every level the task is only to find the
//! maximum". The function works in the view of the player to move; the
//! trace records every value in MAX's view, like the other algorithms, so
//! that the tutor can show either view of the same search.

use super::Searcher;
use crate::game::{Game, Player};
use crate::record::search::{NodeId, Recorder};
use crate::value::Value;

/// The value of `state` for the player to move there.
pub fn negamax<G: Game, R: Recorder>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    node: NodeId,
    depth: u32,
) -> Value {
    let player = s.enter(node, state, depth, None);
    let sign = if player == Player::Min { -1.0 } else { 1.0 };
    if s.is_leaf(node, state, depth) {
        return sign * s.evaluate(node, state);
    }
    let mut v = f64::NEG_INFINITY;
    for mv in s.moves(state) {
        let (child, succ) = s.generate(node, state, depth, &mv);
        let child_value = -negamax(s, &succ, child, depth + 1);
        // v = max(v, -negamax(succ)), recorded in MAX's view.
        let mut in_max_view = sign * v;
        s.update(
            (node, depth),
            player,
            &mut in_max_view,
            sign * child_value,
            (child, mv.0),
        );
        v = sign * in_max_view;
    }
    sign * s.leave((node, depth), player, sign * v, false)
}
