//! The state of a proof after its first k events: what the tutor shows
//! (OR/AND nodes, the marks settled so far, the current path). Rebuilt by
//! replaying a prefix, like the search's `SearchState`.

use super::{ProofCounts, ProofEntry, ProofEvent, ProofTrace, Reason};
use crate::record::search::NodeId;

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
    pub step: usize,
    pub status: Vec<ProofStatus>,
    reasons: Vec<Option<Reason>>,
    /// The current path from the root (the recursion stack).
    pub path: Vec<NodeId>,
    pub counts: ProofCounts,
    /// Whether the root is solved, once the proof has ended.
    pub finished: Option<bool>,
}

impl ProofState {
    /// The state after the first `k` events of `trace`.
    pub fn after(trace: &ProofTrace, k: usize) -> ProofState {
        let mut s = ProofState {
            step: 0,
            status: vec![ProofStatus::Unreached; trace.nodes.len()],
            reasons: vec![None; trace.nodes.len()],
            path: Vec::new(),
            counts: ProofCounts::default(),
            finished: None,
        };
        for e in &trace.entries[..k.min(trace.entries.len())] {
            s.apply(e);
        }
        s
    }

    /// Why a node got its mark, once it has one.
    pub fn reason(&self, id: NodeId) -> Option<Reason> {
        self.reasons[id as usize]
    }

    /// Applies one more event.
    pub fn apply(&mut self, entry: &ProofEntry) {
        self.step += 1;
        self.counts.count(&entry.event);
        match entry.event {
            ProofEvent::Enter { node, .. } => {
                self.path.push(node);
                self.status[node as usize] = ProofStatus::Open;
            }
            ProofEvent::Generate { child, .. } => self.status[child as usize] = ProofStatus::Generated,
            ProofEvent::Settle { node, solved, reason } => {
                self.status[node as usize] = if solved {
                    ProofStatus::Solved
                } else {
                    ProofStatus::Unsolvable
                };
                self.reasons[node as usize] = Some(reason);
                self.path.pop();
            }
            ProofEvent::End { solved } => self.finished = Some(solved),
        }
    }
}
