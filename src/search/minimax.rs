//! The minimax procedure (seed 003's `value / max_value / min_value`; seed
//! 000 §3.2): leaves get their static value, a MAX node the largest value
//! of its children, a MIN node the smallest, and a chance node (seed 003's
//! expectimax `exp_value`) the mean weighted by probability.

use super::Searcher;
use crate::game::{Game, Player};
use crate::record::search::{NodeId, Recorder};
use crate::value::Value;

pub fn value<G: Game, R: Recorder>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    node: NodeId,
    depth: u32,
) -> Value {
    let player = s.enter(node, state, depth, None);
    if s.is_leaf(node, state, depth) {
        return s.evaluate(node, state);
    }
    let moves = s.moves(state);
    let mut v = player.initial_value();
    for mv in &moves {
        let (child, succ) = s.generate(node, state, depth, mv);
        let child_value = value(s, &succ, child, depth + 1);
        match player {
            Player::Chance => {
                let p = s.probability(state, &mv.1, moves.len());
                s.accumulate(node, &mut v, p, child_value, child)
            }
            _ => s.update((node, depth), player, &mut v, child_value, (child, mv.0)),
        }
    }
    s.leave((node, depth), player, v, false)
}
