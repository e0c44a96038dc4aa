//! max^n, the multi-agent search of the slides: with n players every node
//! carries a vector of values, one per player; the player to move picks the
//! child whose vector is best in its own component (the first such child
//! on ties), and the node takes that child's vector.

use super::At;
use crate::game::tree::{GameTree, NodeId};
use crate::record::line::{Func, Line, Step};
use crate::record::maxn::{MaxnEvent, MaxnNode, MaxnTrace};
use crate::record::{NodeSpec, Recorder};
use crate::value::Value;

/// A node the search would evaluate but that has no vector of values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingVector {
    pub node: String,
    pub depth: u32,
}

/// The first node (in the search's order) that max^n to `depth` would
/// evaluate but that has no vector of values: a leaf, or a node at the
/// depth limit.
pub fn missing(tree: &GameTree, depth: Option<u32>) -> Option<MissingVector> {
    let mut stack = vec![tree.root()];
    while let Some(ix) = stack.pop() {
        let node = tree.node(ix);
        let leaf = node.children.is_empty() || depth == Some(node.depth);
        if leaf && node.values().is_none() {
            return Some(MissingVector {
                node: node.name.to_string(),
                depth: node.depth,
            });
        }
        if !leaf {
            stack.extend(node.children.iter().rev());
        }
    }
    None
}

/// Runs max^n on an n-player tree to `depth`; every node the depth limit
/// makes a leaf needs a value vector (refused before the search starts).
pub fn search(tree: &GameTree, players: &[String], depth: Option<u32>) -> Result<MaxnTrace, MissingVector> {
    if let Some(m) = missing(tree, depth) {
        return Err(m);
    }
    let mut s = Maxn {
        tree,
        depth,
        trace: MaxnTrace::default(),
        best: Default::default(),
    };
    s.trace.about.players = players.to_vec();
    let root = s.add(None, tree.root(), 0);
    let value = max_n_value(&mut s, root, tree.root())?;
    s.trace
        .record(line(Step::Call), MaxnEvent::End { root: root.node });
    let mut pv = vec![root.node];
    while let Some(&next) = s.best.get(&pv[pv.len() - 1]) {
        pv.push(next);
    }
    s.trace.about.value = value;
    s.trace.about.pv = pv;
    s.trace.finish();
    Ok(s.trace)
}

fn line(step: Step) -> Line {
    Line::new(Func::MaxN, step)
}

struct Maxn<'a> {
    tree: &'a GameTree,
    depth: Option<u32>,
    trace: MaxnTrace,
    /// The child each node took its vector from.
    best: std::collections::HashMap<NodeId, NodeId>,
}

impl Maxn<'_> {
    /// Records the node of the scenario's tree `ix`, below `parent`.
    fn add(&mut self, parent: Option<NodeId>, ix: NodeId, move_index: usize) -> At {
        let n = self.tree.node(ix);
        let node = self.trace.add_node(parent, || NodeSpec {
            move_index: move_index as u32,
            depth: n.depth,
            origin: Some(ix),
            label: self.tree.label(ix).into(),
            name: Some(n.name.as_str().into()),
            data: MaxnNode {
                agent: n.agent.unwrap_or(0),
            },
        });
        self.trace.about.vectors.push(Vec::new());
        At { node, depth: n.depth }
    }
}

/// `def max_n_value(state)`: the vector of `state` (scenario node `ix`).
fn max_n_value(s: &mut Maxn, at: At, ix: NodeId) -> Result<Vec<Value>, MissingVector> {
    let node = s.tree.node(ix);
    s.trace
        .record(line(Step::Call), MaxnEvent::Enter { node: at.node });
    if node.children.is_empty() || s.depth == Some(node.depth) {
        let values = node.values().cloned().ok_or_else(|| MissingVector {
            node: node.name.to_string(),
            depth: node.depth,
        })?;
        s.trace.about.vectors[at.node.index()] = values.clone();
        s.trace
            .record(line(Step::Leaf), MaxnEvent::Evaluate { node: at.node });
        s.trace
            .record(line(Step::Leaf), MaxnEvent::Leave { node: at.node });
        return Ok(values);
    }
    // i = the player to move in state
    let i = usize::from(node.agent.unwrap_or(0));
    let mut v: Option<Vec<Value>> = None;
    for (k, &succ) in node.children.iter().enumerate() {
        let child = s.add(Some(at.node), succ, k);
        s.trace
            .record(line(Step::Loop), MaxnEvent::Generate { child: child.node });
        let u = max_n_value(s, child, succ)?;
        // if v is None or u[i] > v[i]: v = u
        if v.as_ref().is_none_or(|v| u[i] > v[i]) {
            s.trace.record(
                line(Step::Update),
                MaxnEvent::Provisional {
                    node: at.node,
                    child: child.node,
                },
            );
            s.best.insert(at.node, child.node);
            v = Some(u);
        } else {
            let event = MaxnEvent::Keep {
                node: at.node,
                child: child.node,
            };
            s.trace.record(line(Step::Update), event);
        }
    }
    s.trace
        .record(line(Step::Return), MaxnEvent::Leave { node: at.node });
    Ok(v.unwrap_or_default())
}
