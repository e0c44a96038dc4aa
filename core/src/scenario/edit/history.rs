//! A scenario being edited: its tree now, each edit kept for undo and
//! redo as a patch (the few nodes it changed, as they were, not a copy of
//! the tree), and whether the tree now is the one last written.
//!
//! A patch holds the nodes exactly as they were, so that undoing every
//! edit gives back the first tree, and so the first recording, byte for
//! byte. The patches together are kept within a bound in memory: past
//! it the oldest edits are forgotten (the tutor says so), the last one
//! always kept.

use super::{Done, Edit, EditError};
use crate::game::tree::{GameTree, Rare, TreeNode};
use crate::scenario::Scenario;
use crate::value::Value;
use std::collections::VecDeque;

/// The most memory the patches take together, by default: a value edit
/// takes a few hundred bytes, a deletion near the root of a 10 000-node
/// tree about a megabyte and a half.
pub const HISTORY_BYTES: usize = 64 << 20;

/// What turns one tree into another: the other's node count, and each of
/// its nodes that differs, at its index, as it is there.
#[derive(Clone, Debug)]
struct Patch {
    len: usize,
    nodes: Vec<(usize, TreeNode)>,
}

impl Patch {
    /// The patch that turns `from` into `to`.
    fn between(from: &GameTree, to: &GameTree) -> Patch {
        let from = from.nodes();
        let nodes = to
            .nodes()
            .iter()
            .enumerate()
            .filter(|&(i, n)| from.get(i) != Some(n))
            .map(|(i, n)| (i, n.clone()))
            .collect();
        Patch { len: to.len(), nodes }
    }

    /// `tree` patched: the tree the patch was made to give.
    fn apply(&self, tree: &GameTree) -> GameTree {
        let mut nodes = tree.nodes().to_vec();
        nodes.truncate(self.len);
        // Indices past the tree's end come in order, every one of them.
        for (i, n) in &self.nodes {
            match nodes.get_mut(*i) {
                Some(slot) => *slot = n.clone(),
                None => nodes.push(n.clone()),
            }
        }
        GameTree::from_nodes(nodes)
    }

    /// About how much memory it takes.
    fn bytes(&self) -> usize {
        let node = |n: &TreeNode| {
            std::mem::size_of::<(usize, TreeNode)>()
                + n.name.capacity()
                + n.rare.as_ref().map_or(0, |r| {
                    std::mem::size_of::<Rare>()
                        + r.move_label.as_ref().map_or(0, String::capacity)
                        + r.values
                            .as_ref()
                            .map_or(0, |v| v.capacity() * std::mem::size_of::<Value>())
                })
                + std::mem::size_of_val(&*n.children)
        };
        std::mem::size_of::<Patch>() + self.nodes.iter().map(|(_, n)| node(n)).sum::<usize>()
    }
}

#[derive(Clone, Debug)]
pub struct Edited {
    pub scenario: Scenario,
    /// Each edit, oldest first: the patch back to the tree before it.
    undo: VecDeque<(Patch, Done)>,
    /// Each edit taken back, the last first: the patch forward again.
    redo: Vec<(Patch, Done)>,
    /// How many edits from the first the written tree is (`None`: it is
    /// on no path undo and redo can reach).
    saved: Option<usize>,
    /// How many of the oldest edits were forgotten to keep within `limit`.
    forgotten: usize,
    /// The most bytes the patches may take together.
    limit: usize,
}

impl Edited {
    pub fn new(scenario: Scenario) -> Edited {
        Edited::within(scenario, HISTORY_BYTES)
    }

    /// Its patches kept within `limit` bytes.
    pub fn within(scenario: Scenario, limit: usize) -> Edited {
        Edited {
            scenario,
            undo: VecDeque::new(),
            redo: Vec::new(),
            saved: Some(0),
            forgotten: 0,
            limit,
        }
    }

    /// How many edits from the first the tree now is.
    fn position(&self) -> usize {
        self.forgotten + self.undo.len()
    }

    /// Applies an edit; the tree stays as it was when it is refused.
    pub fn apply(&mut self, edit: &Edit) -> Result<Done, EditError> {
        let (tree, done) = edit.apply(&self.scenario.tree)?;
        self.put(tree, done.clone());
        Ok(done)
    }

    /// Puts `tree` in place of the tree now as one edit, which undo takes
    /// back: the tree of edits kept when the program last ended.
    pub fn put(&mut self, tree: GameTree, done: Done) {
        let back = Patch::between(&tree, &self.scenario.tree);
        self.scenario.tree = tree;
        self.undo.push_back((back, done));
        if self.saved.is_some_and(|s| s >= self.position()) {
            self.saved = None;
        }
        self.redo.clear();
        self.forget();
    }

    /// Forgets the oldest edits while the patches take more than the
    /// limit, keeping the last.
    fn forget(&mut self) {
        while self.undo.len() > 1 && self.bytes() > self.limit {
            self.undo.pop_front();
            self.forgotten += 1;
        }
        if self.saved.is_some_and(|s| s < self.forgotten) {
            self.saved = None;
        }
    }

    /// Takes the last edit back: what it had done, if there was one.
    pub fn undo(&mut self) -> Option<Done> {
        let (back, done) = self.undo.pop_back()?;
        let tree = back.apply(&self.scenario.tree);
        let forward = Patch::between(&tree, &self.scenario.tree);
        self.scenario.tree = tree;
        self.redo.push((forward, done.clone()));
        Some(done)
    }

    /// Makes the last edit taken back again.
    pub fn redo(&mut self) -> Option<Done> {
        let (forward, done) = self.redo.pop()?;
        let tree = forward.apply(&self.scenario.tree);
        let back = Patch::between(&tree, &self.scenario.tree);
        self.scenario.tree = tree;
        self.undo.push_back((back, done.clone()));
        Some(done)
    }

    /// Whether the tree differs from the one last written (or opened).
    pub fn unsaved(&self) -> bool {
        self.saved != Some(self.position())
    }

    /// The tree now is written.
    pub fn saved(&mut self) {
        self.saved = Some(self.position());
    }

    /// Whether the tree differs from the one first opened: some edit
    /// made and not taken back.
    pub fn changed(&self) -> bool {
        self.position() != 0
    }

    /// How many edits are there to undo.
    pub fn edits(&self) -> usize {
        self.undo.len()
    }

    /// How many of the oldest edits can no longer be undone.
    pub fn forgotten(&self) -> usize {
        self.forgotten
    }

    /// The most bytes the patches may take together.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// About how much memory the undo and redo patches take.
    pub fn bytes(&self) -> usize {
        let undo = self.undo.iter().map(|(p, _)| p.bytes());
        let redo = self.redo.iter().map(|(p, _)| p.bytes());
        undo.chain(redo).sum()
    }
}
