//! A scenario being edited: its tree now, the trees before each edit (for
//! undo, exactly as they were, so that undoing every edit gives back the
//! first recording byte for byte) and after each undone one (for redo),
//! and whether the tree now is the one last written.

use super::{Done, Edit, EditError};
use crate::game::tree::GameTree;
use crate::scenario::Scenario;

#[derive(Clone, Debug)]
pub struct Edited {
    pub scenario: Scenario,
    undo: Vec<(GameTree, Done)>,
    redo: Vec<(GameTree, Done)>,
    /// How many edits the written tree is from the first (`None`: it is
    /// on no path undo and redo can reach).
    saved: Option<usize>,
}

impl Edited {
    pub fn new(scenario: Scenario) -> Edited {
        Edited {
            scenario,
            undo: Vec::new(),
            redo: Vec::new(),
            saved: Some(0),
        }
    }

    /// Applies an edit; the tree stays as it was when it is refused.
    pub fn apply(&mut self, edit: &Edit) -> Result<Done, EditError> {
        let (tree, done) = edit.apply(&self.scenario.tree)?;
        let old = std::mem::replace(&mut self.scenario.tree, tree);
        self.undo.push((old, done.clone()));
        if self.saved.is_some_and(|s| s >= self.undo.len()) {
            self.saved = None;
        }
        self.redo.clear();
        Ok(done)
    }

    /// Takes the last edit back: what it had done, if there was one.
    pub fn undo(&mut self) -> Option<Done> {
        let (tree, done) = self.undo.pop()?;
        let now = std::mem::replace(&mut self.scenario.tree, tree);
        self.redo.push((now, done.clone()));
        Some(done)
    }

    /// Makes the last edit taken back again.
    pub fn redo(&mut self) -> Option<Done> {
        let (tree, done) = self.redo.pop()?;
        let now = std::mem::replace(&mut self.scenario.tree, tree);
        self.undo.push((now, done.clone()));
        Some(done)
    }

    /// Whether the tree differs from the one last written (or opened).
    pub fn unsaved(&self) -> bool {
        self.saved != Some(self.undo.len())
    }

    /// The tree now is written.
    pub fn saved(&mut self) {
        self.saved = Some(self.undo.len());
    }

    /// How many edits are there to undo.
    pub fn edits(&self) -> usize {
        self.undo.len()
    }
}
