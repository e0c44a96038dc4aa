//! Light marks: no event changes a node once its parent is
//! off the path (it was left, or left out, or never entered), so the
//! state after any step is the state at the run's end for the nodes made
//! by then, but for the nodes on the path and their children, and the
//! fresh state for the nodes made later (nodes are made in order). A mark
//! keeps only that: the nodes made, and the path's nodes and children.
//! The cursor then keeps the state at the end whole and a mark every few
//! thousand events, and a jump changes only the nodes made between the
//! two steps (a copy or a fill) and the two paths' few nodes.

use super::{Kept, NodeState, SearchState, Status};
use crate::record::search::{NodeId, Trace};

/// What a light mark keeps besides the path and the counts.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Light {
    /// The nodes made by its step.
    made: u32,
    /// The path's nodes and their children, as they stand at its step
    /// (their windows too under alpha-beta).
    kept: Vec<(NodeId, NodeState, Option<Kept>)>,
}

impl SearchState {
    /// How many nodes are made by this state's step: every node made has
    /// a status (a root not entered yet, the last node made, counts as
    /// not made: its state is the fresh one either way).
    pub(super) fn made(&self) -> usize {
        match &self.light {
            Some(l) => l.made as usize,
            None => self.nodes.partition_point(|n| n.status != Status::Unreached),
        }
    }

    /// The nodes whose state may still change: the path's and their
    /// children.
    fn unsettled<'a>(&'a self, trace: &'a Trace) -> impl Iterator<Item = NodeId> + 'a {
        self.path
            .iter()
            .flat_map(|&p| std::iter::once(p).chain(trace.children(p)))
    }

    /// This state (a whole one) as a light mark.
    pub(super) fn lighten(&self, trace: &Trace) -> SearchState {
        let kept = self
            .unsettled(trace)
            .map(|id| (id, self.nodes[id.index()], self.windows.get(id.index()).copied()))
            .collect();
        SearchState {
            step: self.step,
            nodes: Vec::new(),
            windows: Vec::new(),
            path: self.path.clone(),
            counters: self.counters,
            ended: self.ended,
            iteration: self.iteration,
            light: Some(Box::new(Light {
                made: self.made() as u32,
                kept,
            })),
        }
    }

    /// Makes this state (a whole one) the one `mark` stands for, light or
    /// whole; `end` is the state at the run's end. Only the nodes made
    /// between the two steps and the two paths' nodes and children are
    /// written.
    pub(super) fn restore(&mut self, mark: &SearchState, end: &SearchState, trace: &Trace) {
        // The nodes settled at the mark's step are the end's, or a whole
        // mark's own.
        let settled = match mark.light {
            Some(_) => end,
            None => mark,
        };
        let (here, there) = (self.made(), mark.made());
        let unsettled: Vec<NodeId> = self.unsettled(trace).collect();
        for id in unsettled {
            self.set_as(id, settled, id.index() < there);
        }
        if there > here {
            self.nodes[here..there].copy_from_slice(&settled.nodes[here..there]);
            if !self.windows.is_empty() {
                self.windows[here..there].copy_from_slice(&settled.windows[here..there]);
            }
        } else {
            self.nodes[there..here].fill(NodeState::UNREACHED);
            if !self.windows.is_empty() {
                self.windows[there..here].fill(Kept::FULL);
            }
        }
        match &mark.light {
            Some(l) => {
                for &(id, node, window) in &l.kept {
                    self.nodes[id.index()] = node;
                    if let Some(w) = window {
                        self.windows[id.index()] = w;
                    }
                }
            }
            None => {
                let unsettled: Vec<NodeId> = mark.unsettled(trace).collect();
                for id in unsettled {
                    self.set_as(id, mark, true);
                }
            }
        }
        self.path.clone_from(&mark.path);
        (self.step, self.counters, self.ended, self.iteration) =
            (mark.step, mark.counters, mark.ended, mark.iteration);
    }

    /// Node `id` as `from` has it (`made`), or fresh.
    fn set_as(&mut self, id: NodeId, from: &SearchState, made: bool) {
        let i = id.index();
        self.nodes[i] = match made {
            true => from.nodes[i],
            false => NodeState::UNREACHED,
        };
        if let Some(w) = self.windows.get_mut(i) {
            *w = match made {
                true => from.windows[i],
                false => Kept::FULL,
            };
        }
    }

    /// What `restore` writes, in bytes: the nodes made between the two
    /// steps, and about the two paths' (so that a step or two is never
    /// taken from a mark).
    pub(super) fn restore_bytes(&self, mark: &SearchState) -> usize {
        let node = std::mem::size_of::<NodeState>()
            + std::mem::size_of::<Kept>() * usize::from(!self.windows.is_empty());
        let kept = mark.light.as_ref().map_or(mark.path.len(), |l| l.kept.len());
        (self.made().abs_diff(mark.made()) + kept + self.path.len()) * node
    }

    /// A node's status at a mark's step, light or whole (`end`: the state
    /// at the run's end).
    pub fn status_at_mark(&self, end: &SearchState, id: NodeId) -> Status {
        let Some(l) = &self.light else {
            return self.nodes[id.index()].status;
        };
        if let Some((_, node, _)) = l.kept.iter().find(|k| k.0 == id) {
            return node.status;
        }
        match id.index() < l.made as usize {
            true => end.nodes[id.index()].status,
            false => Status::Unreached,
        }
    }

    pub(super) fn light_bytes(&self) -> usize {
        self.light.as_ref().map_or(0, |l| {
            std::mem::size_of::<Light>()
                + l.kept.capacity() * std::mem::size_of::<(NodeId, NodeState, Option<Kept>)>()
        })
    }
}
