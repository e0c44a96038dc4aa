//! The record of a max^n search (the slides' multi-agent search): with n
//! players every node carries a vector of values, one per player. A leaf's
//! vector is kept once, in `about`; a node's vector is always some leaf's,
//! so the state only says which.

pub mod state;

use super::Recording;
use super::cursor::Cursor;
use super::entries::stored_plain;
use super::tree::NodeId;
use crate::value::Value;
use state::MaxnState;

/// What max^n knows of each node besides the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxnNode {
    /// The index of the player to move.
    pub agent: u8,
}

/// One step of a max^n search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaxnEvent {
    Enter {
        node: NodeId,
    },
    Generate {
        child: NodeId,
    },
    /// A leaf of the search tree gets its static vector.
    Evaluate {
        node: NodeId,
    },
    /// The provisional vector of `node` becomes `child`'s: `child` is better
    /// for the player to move at `node` (or the first).
    Provisional {
        node: NodeId,
        child: NodeId,
    },
    /// `child` is no better for the player to move at `node` (worth less,
    /// or as much: the first is kept): the vector stays.
    Keep {
        node: NodeId,
        child: NodeId,
    },
    Leave {
        node: NodeId,
    },
    End {
        root: NodeId,
    },
}

impl MaxnEvent {
    /// The node the event is about (the child for `Generate`).
    pub fn node(&self) -> NodeId {
        match *self {
            MaxnEvent::Enter { node }
            | MaxnEvent::Evaluate { node }
            | MaxnEvent::Provisional { node, .. }
            | MaxnEvent::Keep { node, .. }
            | MaxnEvent::Leave { node } => node,
            MaxnEvent::Generate { child } => child,
            MaxnEvent::End { root } => root,
        }
    }
}

/// What max^n knows of its whole run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MaxnAbout {
    /// The players' names, in turn order.
    pub players: Vec<String>,
    /// Each evaluated node's static vector, by node (empty elsewhere).
    pub vectors: Vec<Vec<Value>>,
    /// The root's vector, once the search has ended.
    pub value: Vec<Value>,
    /// The line of play from the root.
    pub pv: Vec<NodeId>,
}

/// The record of a max^n search on an n-player scenario tree.
pub type MaxnTrace = Recording<MaxnEvent, MaxnNode, MaxnAbout>;

stored_plain!(MaxnEvent);

/// A max^n recording with a cursor over it.
pub type MaxnRun = Cursor<MaxnState>;

impl MaxnTrace {
    /// The root's vector, once the search has ended.
    pub fn value(&self) -> &[Value] {
        &self.about.value
    }

    pub fn agent(&self, id: NodeId) -> usize {
        usize::from(self.tree.data(id).agent)
    }

    pub fn nodes_generated(&self) -> usize {
        self.count(|e| matches!(e, MaxnEvent::Generate { .. }))
    }

    pub fn evaluations(&self) -> usize {
        self.count(|e| matches!(e, MaxnEvent::Evaluate { .. }))
    }

    fn count(&self, is: impl Fn(&MaxnEvent) -> bool) -> usize {
        self.entries.iter().filter(|e| is(&e.event)).count()
    }
}
