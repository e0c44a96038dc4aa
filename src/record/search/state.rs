//! The state of a search after its first k events: what the tutor shows.
//! It is built by replaying a prefix, and stepped back by taking events
//! back one by one (see `undo.rs`), so no copies of it need to be kept.

use super::{Counters, CutKind, Entry, Event, Exactness, NodeId, Trace, Window};
use crate::value::Value;

/// Where a node stands in the search so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Not generated yet.
    Unreached,
    /// Generated but not entered yet.
    Generated,
    /// On the current path: entered and not left.
    Open,
    /// Left with its value.
    Done,
    /// Left out by a cut-off at its parent.
    Unexamined,
}

/// What is known about one node after k events.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeState {
    pub status: Status,
    pub static_value: Option<Value>,
    /// The provisional value v once a child has reported.
    pub provisional: Option<Value>,
    /// The value the node was left with, and whether it is exact.
    pub final_value: Option<(Value, Exactness)>,
    /// The window the node is searched in (alpha-beta), as it narrows.
    pub window: Option<Window>,
    /// The cut-off this node made.
    pub cut: Option<CutKind>,
    /// For unexamined nodes: the kind of cut that left them out.
    pub pruned_by: Option<CutKind>,
    /// The child the provisional value came from.
    pub best_child: Option<NodeId>,
    /// Active at the depth limit: quiescence searched on below it.
    pub extended: bool,
}

impl NodeState {
    const UNREACHED: NodeState = NodeState {
        status: Status::Unreached,
        static_value: None,
        provisional: None,
        final_value: None,
        window: None,
        cut: None,
        pruned_by: None,
        best_child: None,
        extended: false,
    };
}

/// The state of the search after `step` events.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchState {
    pub step: usize,
    pub nodes: Vec<NodeState>,
    /// The current path from the root (the recursion stack).
    pub path: Vec<NodeId>,
    pub counters: Counters,
    /// The root value and best child once the search has ended.
    pub finished: Option<(Value, Option<NodeId>)>,
    /// The depth limit of the current iteration (iterative deepening).
    pub iteration: Option<u32>,
}

impl SearchState {
    /// The state before the first event.
    pub fn start(trace: &Trace) -> SearchState {
        SearchState {
            step: 0,
            nodes: vec![NodeState::UNREACHED; trace.nodes.len()],
            path: Vec::new(),
            counters: Counters::default(),
            finished: None,
            iteration: None,
        }
    }

    /// The state after the first `k` events of `trace`.
    pub fn after(trace: &Trace, k: usize) -> SearchState {
        let mut s = SearchState::start(trace);
        for e in &trace.entries[..k.min(trace.entries.len())] {
            s.apply(e);
        }
        s
    }

    pub fn node(&self, id: NodeId) -> &NodeState {
        &self.nodes[id as usize]
    }

    /// The node being worked on: the top of the path.
    pub fn current(&self) -> Option<NodeId> {
        self.path.last().copied()
    }

    /// Applies one more event.
    pub fn apply(&mut self, entry: &Entry) {
        self.step += 1;
        self.counters.count(&entry.event);
        match entry.event {
            Event::Enter { node, window, .. } => {
                self.path.push(node);
                let n = &mut self.nodes[node as usize];
                n.status = Status::Open;
                n.window = window;
            }
            Event::Generate { child, .. } => self.nodes[child as usize].status = Status::Generated,
            Event::Evaluate { node, value } => self.nodes[node as usize].static_value = Some(value),
            Event::Provisional { node, new, child, .. } => {
                let n = &mut self.nodes[node as usize];
                n.provisional = Some(new);
                n.best_child = Some(child);
            }
            Event::WindowChange { node, bound, new, .. } => {
                if let Some(w) = self.nodes[node as usize].window.as_mut() {
                    match bound {
                        super::Bound::Alpha => (w.alpha, w.alpha_from) = (new, Some(node)),
                        super::Bound::Beta => (w.beta, w.beta_from) = (new, Some(node)),
                    }
                }
            }
            Event::BetaCutoff { at, unexamined, .. } => self.cut(at, CutKind::Beta, unexamined),
            Event::AlphaCutoff { at, unexamined, .. } => self.cut(at, CutKind::Alpha, unexamined),
            Event::Leave {
                node,
                value,
                exactness,
            } => {
                let n = &mut self.nodes[node as usize];
                n.final_value = Some((value, exactness));
                n.status = Status::Done;
                self.path.pop();
            }
            Event::Quiescence { node, .. } => self.nodes[node as usize].extended = true,
            Event::Iteration { depth } => self.iteration = Some(depth),
            Event::End { value, best_child } => self.finished = Some((value, best_child)),
        }
    }

    fn cut(&mut self, at: NodeId, kind: CutKind, u: super::Unexamined) {
        self.nodes[at as usize].cut = Some(kind);
        for id in u.first..u.first + u.children {
            let n = &mut self.nodes[id as usize];
            n.status = Status::Unexamined;
            n.pruned_by = Some(kind);
        }
    }
}
