//! A recorded trace and a cursor over it. The state after step k is the
//! state after the first k events: the cursor moves by applying events
//! forward or taking them back, from where it is or from the start,
//! whichever is nearer, so one state is all it keeps, even for traces of
//! millions of events.

use crate::record::search::state::Status;
use crate::record::search::{Counters, Entry, Event, NodeId, SearchState, Trace};

pub struct Run {
    pub trace: Trace,
    /// The state after `state.step` events.
    pub state: SearchState,
    /// The counters of the whole run.
    pub whole: Counters,
    /// The trace nodes of each scenario node (by `origin`), in the order
    /// they were made: one per iteration under iterative deepening.
    by_origin: Vec<Vec<NodeId>>,
    /// The root of each search (one per iteration), in order.
    roots: Vec<NodeId>,
}

impl Run {
    pub fn new(trace: Trace) -> Run {
        let by_origin = origins(&trace);
        let roots = (0..trace.nodes.len() as NodeId)
            .filter(|&id| trace.node(id).parent.is_none())
            .collect();
        Run {
            state: SearchState::start(&trace),
            whole: trace.counters(usize::MAX),
            trace,
            by_origin,
            roots,
        }
    }

    pub fn step(&self) -> usize {
        self.state.step
    }

    /// The number of events: the last step.
    pub fn len(&self) -> usize {
        self.trace.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.trace.entries.is_empty()
    }

    /// The event that led to the current state (none at step 0).
    pub fn current(&self) -> Option<&Entry> {
        self.step().checked_sub(1).map(|k| &self.trace.entries[k])
    }

    /// Moves the cursor to step `k` (clamped to the trace).
    pub fn seek(&mut self, k: usize) {
        let k = k.min(self.len());
        if k < self.step() && self.step() - k > k {
            self.state = SearchState::start(&self.trace);
        }
        while self.step() > k {
            self.state.undo(&self.trace);
        }
        while self.step() < k {
            self.state.apply(&self.trace.entries[self.step()]);
        }
    }

    /// Moves to just after the next event from the cursor on that matches;
    /// false when there is none.
    pub fn next_where(&mut self, is: impl Fn(&Entry) -> bool) -> bool {
        let from = self.step();
        let found = self.trace.entries[from..].iter().position(is);
        found.map(|i| self.seek(from + i + 1)).is_some()
    }

    /// Moves to just after the last event before the current one that
    /// matches; false when there is none.
    pub fn prev_where(&mut self, is: impl Fn(&Entry) -> bool) -> bool {
        let before = self.step().saturating_sub(1);
        let found = self.trace.entries[..before].iter().rposition(is);
        found.map(|k| self.seek(k + 1)).is_some()
    }

    /// The event at which the search reaches a node.
    pub fn reached_at(&self, node: NodeId) -> Option<usize> {
        reached_at(&self.trace, node)
    }

    /// The trace node standing for a scenario node: the one of the
    /// iteration under way (the last one started).
    pub fn node_of_origin(&self, origin: u32) -> Option<NodeId> {
        let started = self
            .roots
            .iter()
            .rposition(|&r| self.state.node(r).status != Status::Unreached)
            .unwrap_or(0);
        let next = self.roots.get(started + 1).copied().unwrap_or(NodeId::MAX);
        let made = self.by_origin.get(origin as usize)?;
        made.iter().rev().find(|&&id| id < next).copied()
    }
}

/// The event at which the search reaches a node: enters it, or leaves it
/// out with a cut-off at its parent.
pub fn reached_at(trace: &Trace, node: NodeId) -> Option<usize> {
    let examined = trace.node(node).examined;
    trace.entries.iter().position(|e| match e.event {
        Event::Enter { node: n, .. } => examined && n == node,
        Event::BetaCutoff { unexamined: u, .. } | Event::AlphaCutoff { unexamined: u, .. } => {
            !examined && (u.first..u.first + u.children).contains(&node)
        }
        _ => false,
    })
}

fn origins(trace: &Trace) -> Vec<Vec<NodeId>> {
    let mut by: Vec<Vec<NodeId>> = Vec::new();
    for (id, n) in trace.nodes.iter().enumerate() {
        if let Some(o) = n.origin {
            if by.len() <= o as usize {
                by.resize(o as usize + 1, Vec::new());
            }
            by[o as usize].push(id as NodeId);
        }
    }
    by
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use crate::search::Algorithm;
    use crate::search::Setup;

    fn run(name: &str, algorithm: Algorithm) -> Run {
        let s = Scenario::resolve(name).unwrap();
        let setup = Setup::new(algorithm);
        Run::new(s.record(setup).unwrap())
    }

    /// Under iterative deepening a scenario node has a trace node in every
    /// iteration that reaches it; the tree pane shows the one under way.
    #[test]
    fn a_scenario_node_stands_for_its_node_in_the_iteration_under_way() {
        let mut r = run("ordering-deepening", Algorithm::IterativeDeepening);
        let second = r.roots[1];
        let k = r.reached_at(second).unwrap() + 1;
        r.seek(k + 10);
        let origin = r.trace.node(second + 1).origin.unwrap();
        let id = r.node_of_origin(origin).unwrap();
        assert!(id > second && id < r.roots[2], "{id} not in the second iteration");
        r.seek(r.len());
        let last = *r.roots.last().unwrap();
        assert!(r.node_of_origin(origin).unwrap() > last);
        r.seek(0);
        assert!(r.node_of_origin(origin).unwrap() < second);
    }

    #[test]
    fn forward_then_back_is_the_same_as_forward() {
        for algorithm in Algorithm::ALL {
            let mut r = run("bratko-fig2", algorithm);
            for k in 0..=r.len() {
                for j in 0..=k {
                    r.seek(k);
                    r.seek(j);
                    assert_eq!(r.state, SearchState::after(&r.trace, j), "{k} then {j}");
                }
            }
        }
    }

    #[test]
    fn every_seek_gives_the_replayed_state() {
        let mut r = run("uniform-worst-first", Algorithm::AlphaBeta);
        let n = r.len();
        // Back one by one, long jumps both ways, and jumps past the middle.
        let targets = (0..n).rev().chain([n, 3, n - 2, n / 2 + 1, n / 2 - 1, 0, n / 3]);
        for j in targets {
            r.seek(j);
            assert_eq!(r.state, SearchState::after(&r.trace, j), "to {j}");
        }
    }
}
