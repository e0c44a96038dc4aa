//! Knuth and Moore's node types (1975): what each inner node does when
//! alpha-beta searches the tree in perfect order, and where this run did
//! otherwise, which is where its order went wrong.
//!
//! Expected, from the root down, in the order the run searches the
//! successors: the root is a PV node; a PV node's first successor is PV,
//! the others CUT; every successor of a CUT node is ALL (perfect order
//! searches only its first); every successor of an ALL node is CUT. A PV
//! node's value comes out exact, a CUT node cuts off at its first
//! successor, an ALL node searches every successor and its value is a
//! bound.
//!
//! What the run did, by how it left the node: its cut-off test fired →
//! CUT; else its value exact (the interval rule) and inside the window it
//! was searched with, so that it moved its own bound (α at MAX, β at MIN)
//! → PV; else → ALL: every successor searched and none came inside the
//! window, the value a bound on the true one as alpha-beta knows it. A
//! node whose successors are all leaves is exact even then (it saw every
//! value below it), which is why the window, not exactness alone, tells
//! an ALL node from a PV node there.

use crate::record::search::{Exactness, Status};
use crate::say;
use crate::story::outline::{Key, Look, Nodes, Outline};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeType {
    Pv,
    Cut,
    All,
}

impl NodeType {
    /// The type a successor is expected to have: PV for a PV node's first,
    /// CUT for its others and for every successor of an ALL node, ALL for
    /// every successor of a CUT node.
    pub fn of_successor(self, first: bool) -> NodeType {
        match (self, first) {
            (NodeType::Pv, true) => NodeType::Pv,
            (NodeType::Pv, false) | (NodeType::All, _) => NodeType::Cut,
            (NodeType::Cut, _) => NodeType::All,
        }
    }

    /// "PV", "CUT", "ALL".
    pub fn name(self) -> String {
        let kind = match self {
            NodeType::Pv => "pv",
            NodeType::Cut => "cut",
            NodeType::All => "all",
        };
        say!("node-type", kind = kind)
    }
}

/// A node's type under perfect order, and what the run did where it did
/// otherwise (once it has left the node).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeMark {
    pub expected: NodeType,
    pub differs: Option<NodeType>,
}

impl TypeMark {
    /// "CUT", or "CUT≠ALL" where the run made the node an ALL node.
    pub fn text(self) -> String {
        match self.differs {
            None => self.expected.name(),
            Some(did) => format!("{}≠{}", self.expected.name(), did.name()),
        }
    }
}

/// The mark of an inner node of the pane; none on a leaf and on a node a
/// cut-off left out.
pub fn mark(outline: &Outline, key: Key) -> Option<TypeMark> {
    if outline.children(key).is_empty() || matches!(outline.look(key).look, Look::Pruned(_)) {
        return None;
    }
    let expected = expected(outline, key);
    Some(TypeMark {
        expected,
        differs: did(outline, key).filter(|&d| d != expected),
    })
}

/// The type perfect order gives a node, from the root down its path.
pub fn expected(outline: &Outline, key: Key) -> NodeType {
    let path = outline.path(key);
    let mut kind = NodeType::Pv;
    for pair in path.windows(2) {
        let first = outline.children(pair[0]).first() == Some(&pair[1]);
        kind = kind.of_successor(first);
    }
    kind
}

/// What the run made of a node it has left: CUT where its cut-off test
/// fired, PV where its value is exact and came inside its window, ALL
/// otherwise.
pub fn did(outline: &Outline, key: Key) -> Option<NodeType> {
    let run = outline.run?;
    let node = outline.node(key)?;
    let state = run.state().node(node);
    if state.status != Status::Done {
        return None;
    }
    if run.has_cut(node) {
        return Some(NodeType::Cut);
    }
    let inside = run.has_raised(node);
    match state.final_value()?.1 {
        Exactness::Exact if inside => Some(NodeType::Pv),
        _ => Some(NodeType::All),
    }
}

/// How many nodes the run has so far made other than perfect order would.
pub fn differing(outline: &Outline) -> usize {
    let mut count = 0;
    let mut stack = vec![outline.root()];
    while let Some(k) = stack.pop() {
        count += usize::from(mark(outline, k).is_some_and(|m| m.differs.is_some()));
        stack.extend(outline.children(k));
    }
    count
}
