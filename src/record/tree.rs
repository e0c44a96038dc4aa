//! The tree a run built: its nodes in the order they were made, each with
//! its parent, its children in the order they were made, the move that
//! leads there and the position's name. Every kind of run keeps one; `D`
//! is what a kind knows of each node besides (who moves there, say).
//!
//! Nodes are small and plain (links are indices, words are numbers into a
//! table of strings met once), since a live tree can have millions.

pub use crate::game::tree::NodeId;
use rustc_hash::FxHashMap;
use std::borrow::Cow;

/// No node (a root's parent, a leaf's first child).
const NONE: u32 = u32::MAX;

/// A string of the string table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Word(u32);

/// One node of a run's tree.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Node<D> {
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    /// Index of the move leading here among the parent's moves.
    move_index: u32,
    depth: u32,
    /// The game's own index of the position (a scenario node), or NONE.
    origin: u32,
    label: Word,
    /// The position's name, or NONE.
    name: u32,
    data: D,
}

/// What a run tells its tree about a new node.
pub struct NodeSpec<'l, D> {
    pub move_index: u32,
    pub depth: u32,
    /// The game's own index of the position, if any.
    pub origin: Option<NodeId>,
    /// The move leading here ("" for a root), borrowed where the game
    /// has it ready: the tree keeps each word once.
    pub label: Cow<'l, str>,
    /// The position's name, where the game names positions.
    pub name: Option<String>,
    pub data: D,
}

/// The tree of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree<D> {
    nodes: Vec<Node<D>>,
    words: Vec<Box<str>>,
    /// While the run is recorded: each word's number, and each node's
    /// last child (children are appended). Dropped by `finish`. A word
    /// is looked up for every node, so the map hashes fast (FxHash).
    known: FxHashMap<Box<str>, u32>,
    last_child: Vec<u32>,
}

impl<D> Default for Tree<D> {
    fn default() -> Self {
        Tree {
            nodes: Vec::new(),
            words: Vec::new(),
            known: FxHashMap::default(),
            last_child: Vec::new(),
        }
    }
}

fn some(id: u32) -> Option<NodeId> {
    (id != NONE).then_some(NodeId(id))
}

impl<D: Copy> Tree<D> {
    /// Adds a node below `parent` (after its other children); returns its id.
    pub fn add(&mut self, parent: Option<NodeId>, spec: NodeSpec<'_, D>) -> NodeId {
        let id = NodeId::at(self.nodes.len());
        if let Some(p) = parent {
            match some(self.last_child[p.index()]) {
                Some(last) => self.nodes[last.index()].next_sibling = id.0,
                None => self.nodes[p.index()].first_child = id.0,
            }
            self.last_child[p.index()] = id.0;
        }
        let label = self.word(&spec.label);
        let name = spec.name.map_or(NONE, |n| self.word(&n).0);
        self.nodes.push(Node {
            parent: parent.map_or(NONE, |p| p.0),
            first_child: NONE,
            next_sibling: NONE,
            move_index: spec.move_index,
            depth: spec.depth,
            origin: spec.origin.map_or(NONE, |o| o.0),
            label,
            name,
            data: spec.data,
        });
        self.last_child.push(NONE);
        id
    }

    fn word(&mut self, s: &str) -> Word {
        if let Some(&w) = self.known.get(s) {
            return Word(w);
        }
        let w = u32::try_from(self.words.len()).expect("fewer than 2^32 words");
        let s: Box<str> = s.into();
        self.known.insert(s.clone(), w);
        self.words.push(s);
        Word(w)
    }

    /// The run is over: the tables shrink to what they hold and the
    /// recording-time indices go.
    pub fn finish(&mut self) {
        self.nodes.shrink_to_fit();
        self.words.shrink_to_fit();
        self.known = FxHashMap::default();
        self.last_child = Vec::new();
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Every node, in the order they were made.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + use<D> {
        (0..self.nodes.len()).map(NodeId::at)
    }

    pub fn data(&self, id: NodeId) -> D {
        self.nodes[id.index()].data
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        some(self.nodes[id.index()].parent)
    }

    pub fn depth(&self, id: NodeId) -> u32 {
        self.nodes[id.index()].depth
    }

    pub fn move_index(&self, id: NodeId) -> u32 {
        self.nodes[id.index()].move_index
    }

    pub fn origin(&self, id: NodeId) -> Option<NodeId> {
        some(self.nodes[id.index()].origin)
    }

    /// The move leading to a node ("" for a root).
    pub fn label(&self, id: NodeId) -> &str {
        &self.words[self.nodes[id.index()].label.0 as usize]
    }

    /// How a node is named: its position's name, else its move.
    pub fn name(&self, id: NodeId) -> &str {
        match self.nodes[id.index()].name {
            NONE => self.label(id),
            w => &self.words[w as usize],
        }
    }

    /// The first node with this name.
    pub fn find(&self, name: &str) -> Option<NodeId> {
        self.ids().find(|&id| self.name(id) == name)
    }

    /// A node's children in the order they were made.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let first = some(self.nodes[id.index()].first_child);
        std::iter::successors(first, |c| some(self.nodes[c.index()].next_sibling))
    }

    /// The path from the root to a node, root first.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path: Vec<NodeId> = std::iter::successors(Some(id), |&n| self.parent(n)).collect();
        path.reverse();
        path
    }

    /// The bytes the tree takes, for measurements.
    pub fn bytes(&self) -> usize {
        let words: usize = self.words.iter().map(|w| w.len() + 16).sum();
        self.nodes.capacity() * std::mem::size_of::<Node<D>>() + words
    }
}
