//! The counts a lecturer compares between algorithms, derived from events.

use super::{Entry, Event, NodeId, NodeSpec, Recorder};
use crate::pseudocode::Line;

/// Counts over a trace (or a prefix of it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Nodes built below the root (seed 000 counts "17 nodes" this way).
    pub nodes_generated: u64,
    /// Calls of the static evaluation function.
    pub evaluations: u64,
    pub alpha_cutoffs: u64,
    pub beta_cutoffs: u64,
    /// Children that cut-offs left unexamined.
    pub unexamined_children: u64,
    /// Nodes in the subtrees cut-offs left unexamined (for explicit trees;
    /// for games that cannot count them, the unexamined children).
    pub unexamined_nodes: u64,
    /// Ids handed out so far (when used as a recorder).
    next_id: NodeId,
}

impl Counters {
    pub fn of(entries: &[Entry]) -> Counters {
        let mut c = Counters::default();
        for e in entries {
            c.count(&e.event);
        }
        c
    }

    pub fn count(&mut self, event: &Event) {
        match event {
            Event::Generate { .. } => self.nodes_generated += 1,
            Event::Evaluate { .. } => self.evaluations += 1,
            // A cut-off test that fires at the last child prunes nothing
            // and is not counted as a cut-off.
            Event::AlphaCutoff { unexamined, .. } if unexamined.children > 0 => {
                self.alpha_cutoffs += 1;
                self.add_unexamined(unexamined);
            }
            Event::BetaCutoff { unexamined, .. } if unexamined.children > 0 => {
                self.beta_cutoffs += 1;
                self.add_unexamined(unexamined);
            }
            _ => {}
        }
    }

    fn add_unexamined(&mut self, u: &super::Unexamined) {
        self.unexamined_children += u64::from(u.children);
        self.unexamined_nodes += u.nodes;
    }

    pub fn cutoffs(&self) -> u64 {
        self.alpha_cutoffs + self.beta_cutoffs
    }
}

impl Recorder for Counters {
    fn add_node(&mut self, _parent: Option<NodeId>, _describe: impl FnOnce() -> NodeSpec) -> NodeId {
        self.next_id += 1;
        self.next_id - 1
    }

    fn record(&mut self, _line: Line, event: Event) {
        self.count(&event);
    }
}
