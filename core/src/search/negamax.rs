//! Negamax (section 6.3): "to simplify the algorithm, multiply the values
//! on odd levels by −1; then on every level the task is only to find the
//! maximum". The function works in the view of the player to move: a
//! successor's value is negated where the other player moves there, and
//! kept where the same player moves again (one player may move twice in a
//! row). The record keeps every value in MAX's view, like the other
//! algorithms, so that the tutor can show either view of the same search.

use super::searcher::{At, Searcher};
use crate::game::{Game, Player};
use crate::record::Recorder;
use crate::record::search::{Event, SearchNode};
use crate::value::Value;

/// +1 where MAX moves, -1 where MIN moves.
pub fn sign(player: Player) -> Value {
    if player == Player::Min {
        Value::int(-1)
    } else {
        Value::int(1)
    }
}

/// `def negamax(state)`: the value of `state` for the player to move there.
pub fn negamax<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    state: &G::Position,
    at: At,
) -> Value {
    let player = s.enter(at, state);
    if s.is_leaf(at, state) {
        // return sign · eval(state)
        return sign(player) * s.evaluate(at, state);
    }
    let mut v = Value::NEG_INFINITY;
    s.init(at);
    for (k, mv) in s.moves(state).iter().enumerate() {
        let (child, succ) = s.generate(at, state, mv);
        let mut u = negamax(s, &succ, child);
        if s.player(&succ) != player {
            u = -u;
        }
        // v = max(v, ±negamax(succ))
        if k == 0 || u > v {
            v = u;
            s.provisional(at, child);
        }
    }
    s.leave(at, sign(player) * v);
    v
}
