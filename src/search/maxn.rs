//! max^n, the multi-agent search of the slides: with n players every node
//! carries a vector of values, one per player; the player to move picks the
//! child whose vector is best in its own component (the first such child
//! on ties), and the node takes that child's vector.

use crate::game::tree::{GameTree, TreeIx};
use crate::record::maxn::{MaxnEvent, MaxnTrace};
use crate::value::Value;

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
