//! A search's static evaluations counted by the depth of the node
//! evaluated (the root at 0), beside its counts: what `stats --by-depth`
//! and the tutor's chart compare between orders.

use crate::game::Game;
use crate::record::search::{Counters, Event, NodeId, SearchNode, Trace};
use crate::record::{Line, NodeSpec, Recorder};
use crate::search::{Setup, search};

/// The counts of a search and its evaluations at each depth.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ByDepth {
    pub counters: Counters,
    /// Evaluations at depth 0, 1, … up to the deepest one.
    pub evaluations: Vec<u64>,
    /// The depth of every node made so far.
    depth: Vec<u32>,
}

impl ByDepth {
    /// Searches `game` from `root` keeping only the counts.
    pub fn search<G: Game>(game: &G, root: &G::Position, setup: Setup) -> ByDepth {
        let mut b = ByDepth::default();
        search(game, root, setup, &mut b);
        b.depth = Vec::new();
        b
    }

    /// The same counts read off a recorded search.
    pub fn of_trace(trace: &Trace) -> ByDepth {
        let mut b = ByDepth {
            counters: trace.counters(usize::MAX),
            ..ByDepth::default()
        };
        for e in &trace.entries {
            if let Event::Evaluate { node, .. } = e.event {
                b.add(trace.tree.depth(node));
            }
        }
        b
    }

    fn add(&mut self, depth: u32) {
        let d = depth as usize;
        if self.evaluations.len() <= d {
            self.evaluations.resize(d + 1, 0);
        }
        self.evaluations[d] += 1;
    }

    /// The evaluations at `depth` (none past the deepest).
    pub fn at(&self, depth: usize) -> u64 {
        self.evaluations.get(depth).copied().unwrap_or(0)
    }
}

impl Recorder<Event, SearchNode> for ByDepth {
    fn add_node<'l>(
        &mut self,
        parent: Option<NodeId>,
        _describe: impl FnOnce() -> NodeSpec<'l, SearchNode>,
    ) -> NodeId {
        let depth = parent.map_or(0, |p| self.depth[p.index()] + 1);
        self.depth.push(depth);
        NodeId::at(self.depth.len() - 1)
    }

    fn record(&mut self, _line: Line, event: Event) {
        if let Event::Evaluate { node, .. } = event {
            let depth = self.depth[node.index()];
            self.add(depth);
        }
        self.counters.count(&event);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use crate::search::Algorithm;

    #[test]
    fn counted_without_a_trace_as_read_off_one() {
        let s = Scenario::resolve("ordering-deepening").unwrap();
        for algorithm in [
            Algorithm::Minimax,
            Algorithm::AlphaBeta,
            Algorithm::IterativeDeepening,
        ] {
            let setup = s.setup(algorithm, None, crate::search::Rule::Equality);
            let counted = ByDepth::search(&s.tree, &s.tree.root(), setup);
            let read = ByDepth::of_trace(&s.record(setup).unwrap());
            assert_eq!(counted, read, "{algorithm}");
            assert_eq!(
                counted.evaluations.iter().sum::<u64>(),
                counted.counters.evaluations
            );
        }
    }
}
