//! The tree a run built: its nodes in the order they were made, each with
//! its parent, its children in the order they were made, the move that
//! leads there and the position's name. Every kind of run keeps one; `D`
//! is what a kind knows of each node besides (who moves there, say).
//!
//! Nodes are small and plain (links are indices, words are numbers into a
//! table of strings met once), since a live tree can have millions.

use super::naming::{self, Place, Shape};
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
    label: Word,
    /// Two bytes (a file's tree is at most 1000 deep, a game's moves far
    /// fewer): a node of a live tree then takes 24 bytes, not 28.
    depth: u16,
    data: D,
}

/// A number some nodes have (a scenario node's index, a position's name)
/// and a live tree's nodes have none of: kept beside the nodes, for every
/// node once one has it, else not at all (4 bytes a node less).
#[derive(Clone, Debug, Default, PartialEq)]
struct Aside(Vec<u32>);

impl Aside {
    /// Node `index`'s number (the nodes come in order): `n`, or NONE.
    fn push(&mut self, index: usize, n: u32) {
        if n != NONE || !self.0.is_empty() {
            self.0.resize(index, NONE);
            self.0.push(n);
        }
    }

    fn get(&self, index: usize) -> u32 {
        self.0.get(index).copied().unwrap_or(NONE)
    }

    fn bytes(&self) -> usize {
        self.0.capacity() * 4
    }
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
    /// The position's name, where the game names positions (borrowed
    /// where the game keeps it, as the label is).
    pub name: Option<Cow<'l, str>>,
    pub data: D,
}

/// The tree of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree<D> {
    nodes: Vec<Node<D>>,
    /// Each node's game index of its position (a scenario node's), if any.
    origins: Aside,
    /// Each node's position name (a word), if any.
    names: Aside,
    /// A tree whose nodes have no names (a live game's): each node's
    /// place in the names the scenario rule makes (`naming`), once the
    /// run is over.
    made: Vec<Place>,
    /// The words met, one after another, and where each ends: 4 bytes a
    /// word besides its text (a scenario's nodes each have a name).
    text: String,
    ends: Vec<u32>,
    /// The first words are a written tree's node names, word i node i's
    /// (`name_as`): a node whose name or label is its origin's takes
    /// that word without a lookup.
    seeded: u32,
    /// While the run is recorded: each word's number, and each node's
    /// last child (children are appended). Dropped by `finish`. A word
    /// is looked up for every node, so the map hashes fast (FxHash).
    known: FxHashMap<Box<str>, u32>,
    last_child: Vec<u32>,
    /// While the run is recorded: the word last met for each of the first
    /// moves (a game names move i alike at most nodes: compared, not
    /// hashed).
    by_move: Vec<Word>,
}

impl<D> Default for Tree<D> {
    fn default() -> Self {
        Tree {
            nodes: Vec::new(),
            origins: Aside::default(),
            names: Aside::default(),
            made: Vec::new(),
            text: String::new(),
            ends: Vec::new(),
            seeded: 0,
            known: FxHashMap::default(),
            last_child: Vec::new(),
            by_move: Vec::new(),
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
        let origin = spec.origin.map_or(NONE, |o| o.0);
        let label = match self.origin_word(origin, &spec.label) {
            Some(w) => w,
            None => self.label_word(spec.move_index, &spec.label),
        };
        let name = match spec.name {
            Some(n) => self.origin_word(origin, &n).unwrap_or_else(|| self.word(&n)).0,
            None => NONE,
        };
        self.names.push(id.index(), name);
        self.origins.push(id.index(), origin);
        self.nodes.push(Node {
            parent: parent.map_or(NONE, |p| p.0),
            first_child: NONE,
            next_sibling: NONE,
            move_index: spec.move_index,
            depth: u16::try_from(spec.depth).unwrap_or(u16::MAX),
            label,
            data: spec.data,
        });
        self.last_child.push(NONE);
        id
    }

    /// Starts the table of words with the names of a written tree's
    /// nodes, in their order, before any node is added: a run over a
    /// file's tree of millions of nodes then looks none of them up.
    pub fn name_as<'n>(&mut self, names: impl Iterator<Item = &'n str>) {
        debug_assert!(self.ends.is_empty(), "words are seeded first");
        for name in names {
            self.text.push_str(name);
            self.ends
                .push(u32::try_from(self.text.len()).expect("words under 4 GiB"));
        }
        self.seeded = u32::try_from(self.ends.len()).expect("fewer than 2^32 words");
    }

    /// The word of origin `origin`'s name when `s` is that name.
    fn origin_word(&self, origin: u32, s: &str) -> Option<Word> {
        (origin < self.seeded && self.word_text(origin) == s).then_some(Word(origin))
    }

    /// The word of a move's label: the one the move's index had last
    /// time where it is the same.
    fn label_word(&mut self, move_index: u32, s: &str) -> Word {
        const REMEMBERED: usize = 32;
        let i = move_index as usize;
        if let Some(&w) = self.by_move.get(i)
            && self.word_text(w.0) == s
        {
            return w;
        }
        let w = self.word(s);
        if i < REMEMBERED {
            if self.by_move.len() <= i {
                self.by_move.resize(i + 1, w);
            }
            self.by_move[i] = w;
        }
        w
    }

    fn word(&mut self, s: &str) -> Word {
        if let Some(&w) = self.known.get(s) {
            return Word(w);
        }
        let w = u32::try_from(self.ends.len()).expect("fewer than 2^32 words");
        self.text.push_str(s);
        self.ends
            .push(u32::try_from(self.text.len()).expect("words under 4 GiB"));
        self.known.insert(s.into(), w);
        Word(w)
    }

    /// The run is over: the tables shrink to what they hold, the
    /// recording-time indices go, and the nodes of a tree that names
    /// none are named by the rule.
    pub fn finish(&mut self) {
        if self.names.0.is_empty() && !self.nodes.is_empty() {
            let roots = self.nodes.iter().filter(|n| n.parent == NONE).count();
            self.made = match roots {
                1 => naming::places(&*self),
                _ => naming::places_together(&[&*self as &dyn Shape])
                    .pop()
                    .unwrap_or_default(),
            };
        }
        self.nodes.shrink_to_fit();
        self.origins.0.shrink_to_fit();
        self.names.0.shrink_to_fit();
        self.text.shrink_to_fit();
        self.ends.shrink_to_fit();
        self.known = FxHashMap::default();
        self.last_child = Vec::new();
        self.by_move = Vec::new();
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
        u32::from(self.nodes[id.index()].depth)
    }

    pub fn move_index(&self, id: NodeId) -> u32 {
        self.nodes[id.index()].move_index
    }

    pub fn origin(&self, id: NodeId) -> Option<NodeId> {
        some(self.origins.get(id.index()))
    }

    /// Word `w`'s text.
    fn word_text(&self, w: u32) -> &str {
        let start = match w {
            0 => 0,
            _ => self.ends[w as usize - 1] as usize,
        };
        &self.text[start..self.ends[w as usize] as usize]
    }

    /// The move leading to a node ("" for a root).
    pub fn label(&self, id: NodeId) -> &str {
        self.word_text(self.nodes[id.index()].label.0)
    }

    /// How a node is named: the name its game gives it (a scenario's),
    /// else the one the rule made; a node of a run still being recorded
    /// has neither, and is called by its move.
    pub fn name(&self, id: NodeId) -> Cow<'_, str> {
        match (self.names.get(id.index()), self.made.get(id.index())) {
            (NONE, Some(&place)) => {
                let parent = self.parent(id).map(|p| self.made[p.index()]);
                Cow::Owned(naming::name(place, parent))
            }
            (NONE, None) => Cow::Borrowed(self.label(id)),
            (w, _) => Cow::Borrowed(self.word_text(w)),
        }
    }

    /// The name the game gave a node (a scenario's nodes, a proof's
    /// positions), else its move: for the trees whose games name every
    /// node.
    pub fn given_name(&self, id: NodeId) -> &str {
        match self.names.get(id.index()) {
            NONE => self.label(id),
            w => self.word_text(w),
        }
    }

    /// Whether the nodes' names were made by the rule (a live game's).
    pub fn names_made(&self) -> bool {
        !self.made.is_empty()
    }

    /// Names the nodes by the places given (trees shown together are
    /// named as one: `naming::places_together`).
    pub fn name_by(&mut self, places: Vec<Place>) {
        if self.names.0.is_empty() && places.len() == self.nodes.len() {
            self.made = places;
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

    /// The moves from the root to a node, each numbered from 1 in its
    /// position's order of the moves: the node's stable id (`--at 2,1`,
    /// a practice record's and JSON's `path`), which names made anew
    /// after another search are not.
    pub fn move_numbers(&self, id: NodeId) -> Vec<u32> {
        let path = self.path_to(id);
        path.iter().skip(1).map(|&n| self.move_index(n) + 1).collect()
    }

    /// [`Tree::move_numbers`] as written: "2,1" (empty at the root).
    pub fn move_path(&self, id: NodeId) -> String {
        path_text(&self.move_numbers(id))
    }

    /// The bytes the tree takes, for measurements.
    pub fn bytes(&self) -> usize {
        let words = self.text.capacity() + self.ends.capacity() * 4;
        self.nodes.capacity() * std::mem::size_of::<Node<D>>()
            + self.made.capacity() * 4
            + self.origins.bytes()
            + self.names.bytes()
            + words
    }
}

/// "2,1": a path of move numbers as the record and `--at` write it.
pub fn path_text(path: &[u32]) -> String {
    path.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

impl<D> Shape for Tree<D> {
    fn len(&self) -> usize {
        self.nodes.len()
    }

    fn parent(&self, i: usize) -> Option<usize> {
        let p = self.nodes[i].parent;
        (p != NONE).then_some(p as usize)
    }

    fn depth(&self, i: usize) -> u32 {
        u32::from(self.nodes[i].depth)
    }

    fn move_index(&self, i: usize) -> u32 {
        self.nodes[i].move_index
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(origin: Option<u32>, name: Option<&'static str>) -> NodeSpec<'static, ()> {
        NodeSpec {
            move_index: 0,
            depth: 0,
            origin: origin.map(NodeId),
            label: Cow::Borrowed("m"),
            name: name.map(Cow::Borrowed),
            data: (),
        }
    }

    /// A node of a search's tree takes 24 bytes (a live tree has
    /// millions, and its bytes count in the budget an event).
    #[test]
    fn a_search_node_takes_24_bytes() {
        assert_eq!(std::mem::size_of::<Node<crate::record::search::SearchNode>>(), 24);
    }

    /// A node's origin and name come back whichever nodes have them, and
    /// a tree none of whose nodes has one keeps nothing for them.
    #[test]
    fn origins_and_names_are_kept_aside_only_once_a_node_has_one() {
        let mut live = Tree::default();
        let root = live.add(None, spec(None, None));
        live.add(Some(root), spec(None, None));
        assert_eq!((live.origins.bytes(), live.names.bytes()), (0, 0));
        assert_eq!((live.origin(root), &*live.name(root)), (None, "m"));

        let mut t = Tree::default();
        let root = t.add(None, spec(None, Some("R")));
        let a = t.add(Some(root), spec(None, None));
        let b = t.add(Some(root), spec(Some(7), None));
        let c = t.add(Some(a), spec(None, Some("C")));
        assert_eq!(
            [t.name(root), t.name(a), t.name(b), t.name(c)],
            ["R", "m", "m", "C"]
        );
        assert_eq!(
            [t.origin(root), t.origin(a), t.origin(b), t.origin(c)],
            [None, None, Some(NodeId(7)), None]
        );
    }

    /// A run over a written tree names its nodes by their origins' words
    /// (no word added); a name or label other than the origin's is a word
    /// of its own, and every node reads back as it was added.
    #[test]
    fn a_written_trees_names_are_its_nodes_words() {
        let mut t = Tree::default();
        t.name_as(["R", "a", "b"].into_iter());
        let root = t.add(
            None,
            NodeSpec {
                label: "".into(),
                ..spec(Some(0), Some("R"))
            },
        );
        let a = t.add(
            Some(root),
            NodeSpec {
                label: "a".into(),
                ..spec(Some(1), Some("a"))
            },
        );
        let b = t.add(
            Some(root),
            NodeSpec {
                label: "to b".into(),
                ..spec(Some(2), Some("b"))
            },
        );
        let c = t.add(Some(a), spec(Some(9), Some("c")));
        assert_eq!(
            [&*t.name(root), &*t.name(a), &*t.name(b), &*t.name(c)],
            ["R", "a", "b", "c"]
        );
        assert_eq!(
            [t.label(root), t.label(a), t.label(b), t.label(c)],
            ["", "a", "to b", "m"]
        );
        // "", "to b", "c" and "m" are the words added beside the three seeded.
        assert_eq!(t.ends.len(), 3 + 4);
    }
}
