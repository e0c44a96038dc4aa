//! Iterative deepening (the chapter, §3.3): alpha-beta is run again and
//! again, first to depth 1, then 2, and so on, and after each iteration the
//! moves are re-ordered by the values just found, so that the next, deeper
//! iteration meets the strongest moves first and cuts more.

use super::alphabeta;
use super::searcher::{At, Searcher};
use crate::game::Game;
use crate::record::Recorder;
use crate::record::search::{Event, SearchNode};
use crate::value::Value;

/// Runs the iterations up to `limit` (or until no leaf was cut by the depth
/// limit, when there is none); returns the last iteration's root and value.
pub fn search<G: Game, R: Recorder<Event, SearchNode>>(
    s: &mut Searcher<G, R>,
    root: &G::Position,
    limit: Option<u32>,
) -> (At, Value) {
    let mut depth = 1;
    loop {
        s.iteration(depth);
        s.set_depth_limit(Some(depth));
        s.hit_depth_limit = false;
        let at = s.add_root(root);
        let value = alphabeta::value(s, root, at, Value::NEG_INFINITY, Value::INFINITY);
        if limit.is_some_and(|l| depth >= l) || !s.hit_depth_limit {
            return (at, value);
        }
        depth += 1;
    }
}
