//! The state of a proof after its first k events: OR/AND nodes, the marks
//! settled so far, the current path. Stepped forward and back one event at
//! a time, like every kind of run.

use super::{ProofCounts, ProofEvent, ProofTrace, Reason};
use crate::record::{NodeId, Replay};

/// Where a node stands in the proof so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofStatus {
    /// Not generated yet.
    Unreached,
    /// Generated but not entered yet.
    Generated,
    /// On the current path: entered and not settled.
    Open,
    /// Marked solved.
    Solved,
    /// Marked unsolvable.
    Unsolvable,
}

/// The state of the proof after `step` events.
#[derive(Clone, Debug, PartialEq)]
pub struct ProofState {
    step: usize,
    status: Vec<ProofStatus>,
    reasons: Vec<Option<Reason>>,
    path: Vec<NodeId>,
    counts: ProofCounts,
    finished: Option<bool>,
}

impl ProofState {
    pub fn status(&self, id: NodeId) -> ProofStatus {
        self.status[id.index()]
    }

    /// Why a node got its mark, once it has one.
    pub fn reason(&self, id: NodeId) -> Option<Reason> {
        self.reasons[id.index()]
    }

    /// The current path from the root (the recursion stack).
    pub fn path(&self) -> &[NodeId] {
        &self.path
    }

    pub fn counts(&self) -> ProofCounts {
        self.counts
    }

    /// Whether the root is solved, once the proof has ended.
    pub fn finished(&self) -> Option<bool> {
        self.finished
    }
}

impl Replay for ProofState {
    type Recording = ProofTrace;

    fn start(t: &ProofTrace) -> ProofState {
        ProofState {
            step: 0,
            status: vec![ProofStatus::Unreached; t.tree.len()],
            reasons: vec![None; t.tree.len()],
            path: Vec::new(),
            counts: ProofCounts::default(),
            finished: None,
        }
    }

    fn step(&self) -> usize {
        self.step
    }

    fn len(t: &ProofTrace) -> usize {
        t.entries.len()
    }

    fn apply(&mut self, t: &ProofTrace) {
        let event = t.event(self.step);
        self.step += 1;
        self.counts.count(t, &event);
        match event {
            ProofEvent::Enter { node } => {
                self.path.push(node);
                self.status[node.index()] = ProofStatus::Open;
            }
            ProofEvent::Generate { child } => self.status[child.index()] = ProofStatus::Generated,
            ProofEvent::Settle { node, solved, reason } => {
                self.status[node.index()] = match solved {
                    true => ProofStatus::Solved,
                    false => ProofStatus::Unsolvable,
                };
                self.reasons[node.index()] = Some(reason);
                self.path.pop();
            }
            ProofEvent::End { solved } => self.finished = Some(solved),
        }
    }

    fn undo(&mut self, t: &ProofTrace) {
        let Some(k) = self.step.checked_sub(1) else {
            return;
        };
        let event = t.event(k);
        self.step = k;
        self.counts.uncount(t, &event);
        match event {
            ProofEvent::Enter { node } => {
                self.path.pop();
                self.status[node.index()] = match t.tree.parent(node) {
                    Some(_) => ProofStatus::Generated,
                    None => ProofStatus::Unreached,
                };
            }
            ProofEvent::Generate { child } => self.status[child.index()] = ProofStatus::Unreached,
            ProofEvent::Settle { node, .. } => {
                self.status[node.index()] = ProofStatus::Open;
                self.reasons[node.index()] = None;
                self.path.push(node);
            }
            ProofEvent::End { .. } => self.finished = None,
        }
    }
}
