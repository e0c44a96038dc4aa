//! The state of a max^n search after its first k events: what the tutor
//! shows. Rebuilt by replaying a prefix, like the search's `SearchState`.

use super::{MaxnEvent, MaxnTrace};
use crate::game::tree::TreeIx;
use crate::record::search::state::Status;
use crate::value::Value;

#[derive(Clone, Debug, PartialEq)]
pub struct MaxnState {
    pub step: usize,
    /// By tree index.
    pub status: Vec<Status>,
    /// A leaf's static vector, an open node's provisional one, a finished
    /// node's final one.
    pub vector: Vec<Option<Vec<Value>>>,
    /// The current path from the root (the recursion stack).
    pub path: Vec<TreeIx>,
    pub generated: u64,
    pub evaluations: u64,
    pub finished: bool,
}

impl MaxnState {
    /// The state after the first `k` events, on a tree of `nodes` nodes.
    pub fn after(trace: &MaxnTrace, nodes: usize, k: usize) -> MaxnState {
        let mut s = MaxnState {
            step: 0,
            status: vec![Status::Unreached; nodes],
            vector: vec![None; nodes],
            path: Vec::new(),
            generated: 0,
            evaluations: 0,
            finished: false,
        };
        for e in &trace.events[..k.min(trace.events.len())] {
            s.apply(e);
        }
        s
    }

    pub fn apply(&mut self, e: &MaxnEvent) {
        self.step += 1;
        match e {
            MaxnEvent::Enter { node, .. } => {
                self.path.push(*node);
                self.status[*node as usize] = Status::Open;
            }
            MaxnEvent::Generate { child, .. } => {
                self.generated += 1;
                self.status[*child as usize] = Status::Generated;
            }
            MaxnEvent::Evaluate { node, values } => {
                self.evaluations += 1;
                self.vector[*node as usize] = Some(values.clone());
            }
            MaxnEvent::Provisional { node, values, .. } => self.vector[*node as usize] = Some(values.clone()),
            MaxnEvent::Leave { node, values } => {
                self.vector[*node as usize] = Some(values.clone());
                self.status[*node as usize] = Status::Done;
                self.path.pop();
            }
            MaxnEvent::End { .. } => self.finished = true,
        }
    }
}
