//! Iterative deepening (seed 000 §3.3): alpha-beta is run again and again,
//! first to depth 1, then 2, and so on, and after each iteration the moves
//! are re-ordered by the values just found, so that the next, deeper
//! iteration meets the strongest moves first and cuts more.

use super::{Searcher, alphabeta};
use crate::game::Game;
use crate::record::search::{Event, Recorder, Window};
use crate::value::Value;

/// Runs the iterations up to `limit` (or until no leaf was cut by the depth
/// limit, when there is none); returns the last iteration's value.
pub fn search<G: Game, R: Recorder>(s: &mut Searcher<G, R>, root: &G::Position, limit: Option<u32>) -> Value {
    let mut value = 0.0;
    for depth in 1.. {
        s.record(Event::Iteration { depth });
        s.set_depth_limit(Some(depth));
        s.hit_depth_limit = false;
        let node = s.add_root(root);
        value = alphabeta::value(s, root, node, 0, Window::FULL);
        if limit.is_some_and(|l| depth >= l) || !s.hit_depth_limit {
            break;
        }
    }
    value
}
