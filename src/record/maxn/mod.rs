//! The record of a max^n search (the slides' multi-agent search): with n
//! players every node carries a vector of values, one per player.

pub mod state;

use crate::game::tree::TreeIx;
use crate::value::Value;

/// One step of a max^n search.
#[derive(Clone, Debug, PartialEq)]
pub enum MaxnEvent {
    Enter {
        node: TreeIx,
        agent: u8,
    },
    Generate {
        parent: TreeIx,
        child: TreeIx,
    },
    Evaluate {
        node: TreeIx,
        values: Vec<Value>,
    },
    /// The provisional vector of `node` changes: `child` is better for the
    /// player to move there.
    Provisional {
        node: TreeIx,
        values: Vec<Value>,
        child: TreeIx,
    },
    Leave {
        node: TreeIx,
        values: Vec<Value>,
    },
    End {
        values: Vec<Value>,
        best_child: Option<TreeIx>,
    },
}

/// The record of a max^n search on an n-player scenario tree.
#[derive(Clone, Debug)]
pub struct MaxnTrace {
    pub players: Vec<String>,
    pub events: Vec<MaxnEvent>,
    /// The line of play from the root (tree indices).
    pub pv: Vec<TreeIx>,
}

impl MaxnTrace {
    pub fn value(&self) -> Option<&[Value]> {
        self.events.iter().rev().find_map(|e| match e {
            MaxnEvent::End { values, .. } => Some(values.as_slice()),
            _ => None,
        })
    }

    pub fn nodes_generated(&self) -> usize {
        self.events
            .iter()
            .filter(|e| matches!(e, MaxnEvent::Generate { .. }))
            .count()
    }

    pub fn evaluations(&self) -> usize {
        self.events
            .iter()
            .filter(|e| matches!(e, MaxnEvent::Evaluate { .. }))
            .count()
    }
}
