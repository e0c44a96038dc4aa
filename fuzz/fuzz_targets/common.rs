//! What the loaders' targets do with a scenario they accept: what `check`
//! does, then every algorithm at a few depths, its figures, text and
//! JSON; max^n on a tree of several players.

use gametree::record::search::json;
use gametree::scenario::Scenario;
use gametree::search::summary::Summary;
use gametree::search::{Algorithm, Rule, maxn};
use gametree::words::CutNames;
use gametree::words::search::text;

/// Trees bigger than this are loaded, not searched (the fuzzer is after
/// crashes, not after time).
const MOST_NODES: usize = 2000;

pub fn search_every_way(scenario: &Scenario) {
    if scenario.tree.len() > MOST_NODES {
        return;
    }
    if !scenario.players.is_empty() {
        for depth in [None, Some(0), Some(1), Some(2)] {
            if let Ok(t) = maxn::search(&scenario.tree, &scenario.players, depth.or(scenario.depth)) {
                let _ = gametree::words::maxn::render(&t);
            }
        }
        return;
    }
    let algorithms = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Expectimax,
        Algorithm::Negamax,
        Algorithm::IterativeDeepening,
    ];
    for algorithm in algorithms {
        for (depth, rule) in [(None, Rule::Equality), (Some(1), Rule::Strict), (Some(2), Rule::Equality)] {
            let setup = scenario.setup(algorithm, depth, rule);
            let _ = scenario.missing(&setup);
            if let Ok(t) = scenario.record(setup) {
                let _ = Summary::of_trace(&t);
                let _ = text::render(&t, CutNames::Chapters);
                let _ = text::render(&t, CutNames::Slides);
                let _ = json::render(&t);
            }
        }
    }
}
