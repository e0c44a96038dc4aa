//! The table of a scenario's tree as it is read: each node pushed when
//! its reading starts, parents before their children, its fields filled
//! in once read. The quick reader (`raw::quick`) writes into it as it
//! reads, so that a file of millions of nodes is not first held as a
//! tree of its own; a tree RON read (`RawNode`) is written in the same
//! way. The players follow at the end (`players`): a node's `player:`
//! field may come after its children.

use super::raw::{RawInner, RawNode};
use crate::game::Player;
use crate::game::tree::{NodeId, Rare, TreeNode};
use crate::value::Value;
use compact_str::CompactString;

/// The nodes read so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct Builder {
    pub nodes: Vec<TreeNode>,
    /// Whether the file named each node.
    pub given: Vec<bool>,
    /// The player the file names at each node (None: by turns).
    chosen: Vec<Option<Player>>,
    /// The nodes whose memory is asked for (`memory::write_ahead`).
    ready: usize,
}

/// How far ahead of its writing the table's memory is asked for.
const AHEAD: usize = 2 << 20;

/// Two tables are the same when their nodes are.
impl PartialEq for Builder {
    fn eq(&self, other: &Builder) -> bool {
        (&self.nodes, &self.given, &self.chosen) == (&other.nodes, &other.given, &other.chosen)
    }
}

impl Builder {
    pub fn with_capacity(len: usize) -> Builder {
        Builder {
            nodes: Vec::with_capacity(len),
            given: Vec::with_capacity(len),
            chosen: Vec::with_capacity(len),
            ready: 0,
        }
    }

    /// A node without fields yet, below `parent`.
    pub fn open(&mut self, parent: Option<NodeId>) -> NodeId {
        if self.nodes.len() >= self.ready {
            self.ready = crate::memory::write_ahead(&mut self.nodes, AHEAD);
        }
        let depth = parent.map_or(0, |p| self.nodes[p.index()].depth + 1);
        self.nodes.push(TreeNode {
            name: CompactString::default(),
            player: Player::Max,
            active: false,
            agent: None,
            static_value: None,
            children: Box::default(),
            parent,
            depth,
            rare: None,
        });
        self.given.push(false);
        self.chosen.push(None);
        NodeId::at(self.nodes.len() - 1)
    }

    /// A leaf written as its value alone.
    pub fn leaf(&mut self, parent: Option<NodeId>, value: Value) -> NodeId {
        let ix = self.open(parent);
        self.nodes[ix.index()].static_value = Some(value);
        ix
    }

    /// The fields read of node `ix` (not its children).
    pub fn fill(&mut self, ix: NodeId, fields: RawInner) {
        let n = &mut self.nodes[ix.index()];
        self.given[ix.index()] = fields.name.is_some();
        self.chosen[ix.index()] = fields.player;
        n.name = fields.name.map(CompactString::from).unwrap_or_default();
        n.static_value = fields.value;
        n.active = fields.active;
        n.rare = Rare::boxed(fields.move_label, fields.probability, fields.vector);
    }

    /// A node RON read, with the nodes below it.
    pub fn add(&mut self, raw: RawNode, parent: Option<NodeId>) -> NodeId {
        let mut fields = match raw {
            RawNode::Leaf(v) => return self.leaf(parent, v),
            RawNode::Vector(v) => RawInner {
                vector: Some(v),
                ..RawInner::default()
            },
            RawNode::Node(n) => *n,
        };
        let ix = self.open(parent);
        let children = std::mem::take(&mut fields.children);
        self.fill(ix, fields);
        let kids = children.into_iter().map(|c| self.add(c, Some(ix))).collect();
        self.nodes[ix.index()].children = kids;
        ix
    }

    /// The player the file names at the root, if it does.
    pub fn root_player(&self) -> Option<Player> {
        self.chosen.first().copied().flatten()
    }

    /// Every node's player: as the file names it, else by turns from
    /// `root` (the root's when it names none); below a chance node, the
    /// player who did not move before it.
    pub fn players(&mut self, root: Player) {
        for i in 0..self.nodes.len() {
            let next = match self.nodes[i].parent {
                None => root,
                Some(p) if self.nodes[p.index()].player == Player::Chance => self.decider_above(p).opponent(),
                Some(p) => self.nodes[p.index()].player.opponent(),
            };
            self.nodes[i].player = self.chosen[i].unwrap_or(next);
        }
    }

    /// The nearest MAX or MIN node at or above `ix` (MIN when none: the
    /// root chance node then stands for MIN's random move).
    fn decider_above(&self, ix: NodeId) -> Player {
        let mut at = Some(ix);
        while let Some(i) = at {
            let n = &self.nodes[i.index()];
            if n.player != Player::Chance {
                return n.player;
            }
            at = n.parent;
        }
        Player::Min
    }
}
