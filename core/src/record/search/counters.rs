//! The counts a lecturer compares between algorithms, derived from events.

use super::{CutKind, Event, NodeId, SearchNode};
use crate::record::{Entry, Line, NodeSpec, Recorder};

/// Counts over a trace (or a prefix of it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Nodes built below the root (the chapter counts "17 nodes" this way).
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
    next_id: u32,
}

impl Counters {
    pub fn of(entries: impl IntoIterator<Item = Entry<Event>>) -> Counters {
        let mut c = Counters::default();
        for e in entries {
            c.count(&e.event);
        }
        c
    }

    #[inline]
    pub fn count(&mut self, event: &Event) {
        self.tally(event, true);
    }

    /// Takes an event's count back (stepping back in the tutor).
    pub fn uncount(&mut self, event: &Event) {
        self.tally(event, false);
    }

    #[inline]
    fn tally(&mut self, event: &Event, add: bool) {
        let by = |n: &mut u64, k: u64| *n = if add { *n + k } else { *n - k };
        match *event {
            Event::Generate { .. } => by(&mut self.nodes_generated, 1),
            Event::Evaluate { .. } => by(&mut self.evaluations, 1),
            // A cut-off test that fires at the last child prunes nothing
            // and is not counted as a cut-off.
            Event::Cutoff {
                kind,
                children,
                nodes,
                ..
            } if children > 0 => {
                let count = match kind {
                    CutKind::Alpha => &mut self.alpha_cutoffs,
                    CutKind::Beta => &mut self.beta_cutoffs,
                };
                by(count, 1);
                by(&mut self.unexamined_children, u64::from(children));
                by(&mut self.unexamined_nodes, nodes);
            }
            _ => {}
        }
    }

    pub fn cutoffs(&self) -> u64 {
        self.alpha_cutoffs + self.beta_cutoffs
    }
}

impl Recorder<Event, SearchNode> for Counters {
    fn add_node<'l>(
        &mut self,
        _parent: Option<NodeId>,
        _describe: impl FnOnce() -> NodeSpec<'l, SearchNode>,
    ) -> NodeId {
        self.next_id += 1;
        NodeId(self.next_id - 1)
    }

    fn record(&mut self, _line: Line, event: Event) {
        self.count(&event);
    }
}
