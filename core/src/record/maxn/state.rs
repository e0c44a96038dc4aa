//! The state of a max^n search after its first k events, stepped forward
//! and back one event at a time.

use super::{MaxnEvent, MaxnTrace};
use crate::record::search::Status;
use crate::record::{NodeId, Replay};
use crate::value::Value;

#[derive(Clone, Debug, PartialEq)]
pub struct MaxnState {
    step: usize,
    status: Vec<Status>,
    /// The leaf whose vector a node holds: its own static one, an open
    /// node's provisional one, a finished node's final one.
    source: Vec<Option<NodeId>>,
    path: Vec<NodeId>,
    generated: u64,
    evaluations: u64,
    finished: bool,
}

impl MaxnState {
    pub fn status(&self, id: NodeId) -> Status {
        self.status[id.index()]
    }

    /// The vector a node holds so far.
    pub fn vector<'t>(&self, t: &'t MaxnTrace, id: NodeId) -> Option<&'t [Value]> {
        self.source[id.index()].map(|leaf| t.about.vectors[leaf.index()].as_slice())
    }

    /// The current path from the root (the recursion stack).
    pub fn path(&self) -> &[NodeId] {
        &self.path
    }

    pub fn generated(&self) -> u64 {
        self.generated
    }

    pub fn evaluations(&self) -> u64 {
        self.evaluations
    }

    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The leaf whose vector `node` held before `child` came back: the
    /// best for its player among the children before it, the first counting.
    fn before(&self, t: &MaxnTrace, node: NodeId, child: NodeId) -> Option<NodeId> {
        let i = t.agent(node);
        let component = |leaf: NodeId| t.about.vectors[leaf.index()][i];
        let earlier = t.tree.children(node).take_while(|&c| c != child);
        earlier.fold(None, |best, c| {
            let leaf = self.source[c.index()];
            match (best, leaf) {
                (Some(b), Some(l)) if component(l) <= component(b) => Some(b),
                (_, l) => l.or(best),
            }
        })
    }
}

impl Replay for MaxnState {
    type Recording = MaxnTrace;

    fn start(t: &MaxnTrace) -> MaxnState {
        MaxnState {
            step: 0,
            status: vec![Status::Unreached; t.tree.len()],
            source: vec![None; t.tree.len()],
            path: Vec::new(),
            generated: 0,
            evaluations: 0,
            finished: false,
        }
    }

    fn step(&self) -> usize {
        self.step
    }

    fn len(t: &MaxnTrace) -> usize {
        t.entries.len()
    }

    fn apply(&mut self, t: &MaxnTrace) {
        let event = t.event(self.step);
        self.step += 1;
        match event {
            MaxnEvent::Enter { node } => {
                self.path.push(node);
                self.status[node.index()] = Status::Open;
            }
            MaxnEvent::Generate { child } => {
                self.generated += 1;
                self.status[child.index()] = Status::Generated;
            }
            MaxnEvent::Evaluate { node } => {
                self.evaluations += 1;
                self.source[node.index()] = Some(node);
            }
            MaxnEvent::Provisional { node, child } => self.source[node.index()] = self.source[child.index()],
            MaxnEvent::Keep { .. } => {}
            MaxnEvent::Leave { node } => {
                self.status[node.index()] = Status::Done;
                self.path.pop();
            }
            MaxnEvent::End { .. } => self.finished = true,
        }
    }

    fn undo(&mut self, t: &MaxnTrace) {
        let Some(k) = self.step.checked_sub(1) else {
            return;
        };
        self.step = k;
        match t.event(k) {
            MaxnEvent::Enter { node } => {
                self.path.pop();
                self.status[node.index()] = match t.tree.parent(node) {
                    Some(_) => Status::Generated,
                    None => Status::Unreached,
                };
            }
            MaxnEvent::Generate { child } => {
                self.generated -= 1;
                self.status[child.index()] = Status::Unreached;
            }
            MaxnEvent::Evaluate { node } => {
                self.evaluations -= 1;
                self.source[node.index()] = None;
            }
            MaxnEvent::Provisional { node, child } => self.source[node.index()] = self.before(t, node, child),
            MaxnEvent::Keep { .. } => {}
            MaxnEvent::Leave { node } => {
                self.status[node.index()] = Status::Open;
                self.path.push(node);
            }
            MaxnEvent::End { .. } => self.finished = false,
        }
    }
}
