//! max^n, the multi-agent search of seed 003: with n players every node
//! carries a vector of values, one per player; the player to move picks the
//! child whose vector is best in its own component (the first such child
//! on ties), and the node takes that child's vector.

pub mod replay;
pub mod text;

pub use text::{render, show_vector};

use crate::game::tree::{GameTree, TreeIx};
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

/// Runs max^n on an n-player tree to `depth` (inner nodes at the limit
/// need a value vector).
pub fn search(tree: &GameTree, players: &[String], depth: Option<u32>) -> MaxnTrace {
    let mut s = Maxn {
        tree,
        depth,
        events: Vec::new(),
        best: vec![None; tree.len()],
    };
    let values = max_n_value(&mut s, tree.root());
    let mut pv = vec![tree.root()];
    while let Some(next) = s.best[*pv.last().unwrap_or(&0) as usize] {
        pv.push(next);
    }
    s.events.push(MaxnEvent::End {
        values,
        best_child: pv.get(1).copied(),
    });
    MaxnTrace {
        players: players.to_vec(),
        events: s.events,
        pv,
    }
}

struct Maxn<'a> {
    tree: &'a GameTree,
    depth: Option<u32>,
    events: Vec<MaxnEvent>,
    /// The child each node took its vector from.
    best: Vec<Option<TreeIx>>,
}

fn max_n_value(s: &mut Maxn, state: TreeIx) -> Vec<Value> {
    let node = s.tree.node(state);
    let agent = node.agent.unwrap_or(0);
    s.events.push(MaxnEvent::Enter { node: state, agent });
    if node.children.is_empty() || s.depth == Some(node.depth) {
        let values = node.values.clone().unwrap_or_default();
        s.events.push(MaxnEvent::Evaluate {
            node: state,
            values: values.clone(),
        });
        s.events.push(MaxnEvent::Leave {
            node: state,
            values: values.clone(),
        });
        return values;
    }
    let i = agent as usize;
    let mut v: Option<Vec<Value>> = None;
    for &succ in &node.children {
        s.events.push(MaxnEvent::Generate {
            parent: state,
            child: succ,
        });
        let u = max_n_value(s, succ);
        if v.as_ref().is_none_or(|v| u[i] > v[i]) {
            s.events.push(MaxnEvent::Provisional {
                node: state,
                values: u.clone(),
                child: succ,
            });
            s.best[state as usize] = Some(succ);
            v = Some(u);
        }
    }
    let values = v.unwrap_or_default();
    s.events.push(MaxnEvent::Leave {
        node: state,
        values: values.clone(),
    });
    values
}
