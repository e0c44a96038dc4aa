//! The explicit game tree of a scenario file: every node is written out,
//! leaves carry their static values.

use super::{Game, Player};
use crate::printable;
use crate::value::Value;
use compact_str::CompactString;
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

/// A node of a written tree. What few nodes have is kept apart
/// (`Rare`): a file's tree has millions of nodes, and every byte of a
/// node is megabytes of memory to fill when it is read.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    /// Unique name: given in the file, or generated from the parent's
    /// name (kept in the node when short, as most are).
    pub name: CompactString,
    pub player: Player,
    /// Active (not quiet): quiescence searches on below it.
    pub active: bool,
    /// In an n-player tree: the index of the player to move.
    pub agent: Option<u8>,
    /// The static value: required at leaves, optional at inner nodes (used
    /// when a depth limit makes the node a leaf of the search tree).
    pub static_value: Option<Value>,
    pub children: Box<[NodeId]>,
    pub parent: Option<NodeId>,
    pub depth: u32,
    /// A move's label, a probability, a vector of values: None when the
    /// node has none of them.
    pub rare: Option<Box<Rare>>,
}

/// What few nodes of a tree have.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rare {
    /// The move that leads here from the parent, if the file labels it.
    pub move_label: Option<String>,
    /// The probability of this node at its chance parent (`None`: uniform).
    pub probability: Option<Value>,
    /// An n-player tree's leaf: one value per player (max^n).
    pub values: Option<Vec<Value>>,
}

impl Rare {
    /// These, kept apart only when there is one.
    pub fn boxed(
        move_label: Option<String>,
        probability: Option<Value>,
        values: Option<Vec<Value>>,
    ) -> Option<Box<Rare>> {
        let none = move_label.is_none() && probability.is_none() && values.is_none();
        (!none).then(|| {
            Box::new(Rare {
                move_label,
                probability,
                values,
            })
        })
    }
}

impl TreeNode {
    /// The move that leads here from the parent, if the file labels it.
    pub fn move_label(&self) -> Option<&str> {
        self.rare.as_ref()?.move_label.as_deref()
    }

    /// The probability of this node at its chance parent (`None`: uniform).
    pub fn probability(&self) -> Option<Value> {
        self.rare.as_ref()?.probability
    }

    /// An n-player tree's leaf: one value per player (max^n).
    pub fn values(&self) -> Option<&Vec<Value>> {
        self.rare.as_ref()?.values.as_ref()
    }

    /// The rare parts, to change them.
    pub fn rare_mut(&mut self) -> &mut Rare {
        self.rare.get_or_insert_default()
    }
}

/// A validated tree: names are unique, every leaf has a static value.
#[derive(Clone, Debug, PartialEq)]
pub struct GameTree {
    nodes: Vec<TreeNode>,
    /// Whether any node is a chance node: asked before every search,
    /// found once (a file's tree can have millions of nodes).
    chance: bool,
    /// Where nodes lack a static value, found once likewise.
    unvalued: Unvalued,
}

/// Where a tree's nodes lack a static value: whether a leaf does, and
/// the levels of the inner nodes that do (bit `d` for depth `d`, the
/// last bit for every depth from 31 on: a file's tree is 31 levels at
/// most).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Unvalued {
    leaf: bool,
    inner_levels: u32,
}

impl Unvalued {
    fn add(&mut self, n: &TreeNode) {
        if n.static_value.is_some() {
            return;
        }
        match n.children.is_empty() {
            true => self.leaf = true,
            false => self.inner_levels |= 1 << n.depth.min(31),
        }
    }
}

impl GameTree {
    /// Builds a tree from nodes in which index 0 is the root and parents
    /// come before their children. Validation happens in `scenario`. The
    /// names and move labels, which a file supplies, are kept as they may
    /// be shown (`printable::line`): every screen, export and output reads
    /// them from here.
    pub(crate) fn from_nodes(mut nodes: Vec<TreeNode>) -> GameTree {
        let mut chance = false;
        let mut unvalued = Unvalued::default();
        for n in &mut nodes {
            shown(&mut n.name);
            if let Some(label) = n.rare.as_mut().and_then(|r| r.move_label.as_mut()) {
                shown(label);
            }
            chance |= n.player == Player::Chance;
            unvalued.add(n);
        }
        GameTree {
            nodes,
            chance,
            unvalued,
        }
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

    /// Whether a leaf has no static value (a max^n tree's leaves have
    /// none: they have a value for each player).
    pub fn has_unvalued_leaf(&self) -> bool {
        self.unvalued.leaf
    }

    /// Whether an inner node at one of `levels` (depths) may have no
    /// static value: true of every depth from 31 on where one deeper
    /// has none.
    pub fn may_lack_values_at(&self, levels: std::ops::RangeInclusive<u32>) -> bool {
        let (first, last) = ((*levels.start()).min(31), (*levels.end()).min(31));
        if first > last {
            return false;
        }
        let span = u32::MAX >> (31 - (last - first)) << first;
        self.unvalued.inner_levels & span != 0
    }

    /// How a node is shown: its move label when it has one, else its name.
    pub fn label(&self, ix: NodeId) -> &str {
        let n = self.node(ix);
        n.move_label().unwrap_or(&n.name)
    }
}

/// `text` with what may not be shown as it is written out.
fn shown<T: AsRef<str> + From<String>>(text: &mut T) {
    if let Cow::Owned(escaped) = printable::line(text.as_ref()) {
        *text = escaped.into();
    }
}

impl Game for GameTree {
    type Position = NodeId;
    type Move = NodeId;

    fn player(&self, pos: &NodeId) -> Player {
        self.node(*pos).player
    }

    fn moves(&self, pos: &NodeId) -> Vec<NodeId> {
        self.node(*pos).children.to_vec()
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
        self.node(*mv).probability()
    }

    fn move_label(&self, _pos: &NodeId, mv: &NodeId) -> String {
        self.label(*mv).to_string()
    }

    fn move_word(&self, _pos: &NodeId, mv: &NodeId) -> std::borrow::Cow<'_, str> {
        self.label(*mv).into()
    }

    fn position_name(&self, pos: &NodeId) -> Option<String> {
        Some(self.node(*pos).name.to_string())
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
