//! The explicit game tree of a scenario file: every node is written out,
//! leaves carry their static values.

use super::{Game, Player};
use crate::printable;
use crate::value::Value;
use std::borrow::Cow;

/// A node: of a scenario's tree, or of the tree a run built (every node
/// index of the program is one of these). The root is 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(pub u32);

impl NodeId {
    pub const ROOT: NodeId = NodeId(0);

    /// The position in a node table.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The node at a position of a node table.
    pub fn at(index: usize) -> NodeId {
        NodeId(u32::try_from(index).expect("node tables stay below 2^32 nodes"))
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    /// Unique name: given in the file, or generated from the parent's name.
    pub name: String,
    /// The move that leads here from the parent, if the file labels it.
    pub move_label: Option<String>,
    pub player: Player,
    /// The static value: required at leaves, optional at inner nodes (used
    /// when a depth limit makes the node a leaf of the search tree).
    pub static_value: Option<Value>,
    /// The probability of this node at its chance parent (`None`: uniform).
    pub probability: Option<Value>,
    /// Active (not quiet): quiescence searches on below it.
    pub active: bool,
    /// An n-player tree's leaf: one value per player (max^n).
    pub values: Option<Vec<Value>>,
    /// In an n-player tree: the index of the player to move.
    pub agent: Option<u8>,
    pub children: Vec<NodeId>,
    pub parent: Option<NodeId>,
    pub depth: u32,
}

/// A validated tree: names are unique, every leaf has a static value.
#[derive(Clone, Debug, PartialEq)]
pub struct GameTree {
    nodes: Vec<TreeNode>,
    /// Whether any node is a chance node: asked before every search,
    /// found once (a file's tree can have millions of nodes).
    chance: bool,
}

impl GameTree {
    /// Builds a tree from nodes in which index 0 is the root and parents
    /// come before their children. Validation happens in `scenario`. The
    /// names and move labels, which a file supplies, are kept as they may
    /// be shown (`printable::line`): every screen, export and output reads
    /// them from here.
    pub(crate) fn from_nodes(mut nodes: Vec<TreeNode>) -> GameTree {
        let mut chance = false;
        for n in &mut nodes {
            shown(&mut n.name);
            if let Some(label) = &mut n.move_label {
                shown(label);
            }
            chance |= n.player == Player::Chance;
        }
        GameTree { nodes, chance }
    }

    pub fn root(&self) -> NodeId {
        NodeId::ROOT
    }

    pub fn node(&self, ix: NodeId) -> &TreeNode {
        &self.nodes[ix.index()]
    }

    pub fn nodes(&self) -> &[TreeNode] {
        &self.nodes
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn find(&self, name: &str) -> Option<NodeId> {
        self.nodes.iter().position(|n| n.name == name).map(NodeId::at)
    }

    /// The depth of the deepest leaf.
    pub fn height(&self) -> u32 {
        self.nodes.iter().map(|n| n.depth).max().unwrap_or(0)
    }

    /// Whether any node is a chance node.
    pub fn has_chance(&self) -> bool {
        self.chance
    }

    /// How a node is shown: its move label when it has one, else its name.
    pub fn label(&self, ix: NodeId) -> &str {
        let n = self.node(ix);
        n.move_label.as_deref().unwrap_or(&n.name)
    }
}

/// `text` with what may not be shown as it is written out.
fn shown(text: &mut String) {
    if let Cow::Owned(escaped) = printable::line(text) {
        *text = escaped;
    }
}

impl Game for GameTree {
    type Position = NodeId;
    type Move = NodeId;

    fn player(&self, pos: &NodeId) -> Player {
        self.node(*pos).player
    }

    fn moves(&self, pos: &NodeId) -> Vec<NodeId> {
        self.node(*pos).children.clone()
    }

    fn play(&self, _pos: &NodeId, mv: &NodeId) -> NodeId {
        *mv
    }

    fn is_terminal(&self, pos: &NodeId) -> bool {
        self.node(*pos).children.is_empty()
    }

    fn is_quiet(&self, pos: &NodeId) -> bool {
        !self.node(*pos).active
    }

    fn evaluate(&self, pos: &NodeId) -> Value {
        // A scenario checks that every node it may evaluate has a value.
        self.node(*pos).static_value.unwrap_or_default()
    }

    fn estimate(&self, pos: &NodeId) -> Option<Value> {
        self.node(*pos).static_value
    }

    fn probability(&self, _pos: &NodeId, mv: &NodeId) -> Option<Value> {
        self.node(*mv).probability
    }

    fn move_label(&self, _pos: &NodeId, mv: &NodeId) -> String {
        self.label(*mv).to_string()
    }

    fn move_word(&self, _pos: &NodeId, mv: &NodeId) -> std::borrow::Cow<'_, str> {
        self.label(*mv).into()
    }

    fn position_name(&self, pos: &NodeId) -> Option<String> {
        Some(self.node(*pos).name.clone())
    }

    fn node_name(&self, pos: &NodeId) -> Option<Cow<'_, str>> {
        Some(Cow::Borrowed(&self.node(*pos).name))
    }

    fn position_id(&self, pos: &NodeId) -> Option<NodeId> {
        Some(*pos)
    }

    fn written_tree(&self) -> Option<&GameTree> {
        Some(self)
    }

    fn subtree_size(&self, pos: &NodeId, depth_left: Option<u32>) -> Option<u64> {
        let below = match depth_left {
            Some(0) => 0,
            _ => self
                .node(*pos)
                .children
                .iter()
                .map(|c| self.subtree_size(c, depth_left.map(|d| d - 1)).unwrap_or(0))
                .sum(),
        };
        Some(1 + below)
    }
}
