//! The record of a run: every step as an event that carries the line of
//! the pseudocode it stands for, the tree of nodes the run built, and the
//! state after any number of steps, reached by a cursor that applies events
//! forward and takes them back. Every kind of run (a two-player search,
//! max^n, the AND/OR proof) is recorded in this one shape and stepped
//! through by the same cursor; a kind brings its events and its state.

pub mod cursor;
pub mod entries;
pub mod line;
pub mod maxn;
pub mod naming;
pub mod proof;
pub mod search;
pub mod tree;

pub use cursor::{Cursor, Replay, Seek};
pub use entries::{Entries, Stored};
pub use line::Line;
pub use tree::{NodeId, NodeSpec, Tree};

/// An event and the pseudocode line it stands for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry<E> {
    pub line: Line,
    pub event: E,
}

/// The record of one run: the tree it built, its events, and what the
/// kind of run knows of the whole (`about`: the outcome, the problem).
#[derive(Clone, Debug)]
pub struct Recording<E: Stored, D, A> {
    pub tree: Tree<D>,
    pub entries: Entries<E>,
    pub about: A,
}

impl<E: Stored, D, A: Default> Default for Recording<E, D, A> {
    fn default() -> Self {
        Recording {
            tree: Tree::default(),
            entries: Entries::default(),
            about: A::default(),
        }
    }
}

impl<E: Stored, D: Copy, A> Recording<E, D, A> {
    /// The number of events: the last step.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Event `k` (counted from 0).
    #[inline(always)]
    pub fn event(&self, k: usize) -> E {
        self.entries.event(k)
    }

    /// The line of event `k`.
    pub fn line(&self, k: usize) -> Line {
        self.entries.line(k)
    }

    /// The run is over: the tables shrink to what they hold.
    pub fn finish(&mut self) {
        self.tree.finish();
        self.entries.shrink_to_fit();
    }

    /// The bytes the recording takes, for measurements.
    pub fn bytes(&self) -> usize {
        self.tree.bytes() + self.entries.bytes()
    }
}

/// Receives what a run does. A recording keeps everything; a counter only
/// counts (for big searches where nobody steps through them).
pub trait Recorder<E, D> {
    /// Registers a node and returns its id. `describe` is only called by
    /// recorders that keep nodes, so labels cost nothing otherwise.
    fn add_node<'l>(&mut self, parent: Option<NodeId>, describe: impl FnOnce() -> NodeSpec<'l, D>) -> NodeId;
    fn record(&mut self, line: Line, event: E);
}

impl<E: Stored, D: Copy, A> Recorder<E, D> for Recording<E, D, A> {
    fn add_node<'l>(&mut self, parent: Option<NodeId>, describe: impl FnOnce() -> NodeSpec<'l, D>) -> NodeId {
        self.tree.add(parent, describe())
    }

    fn record(&mut self, line: Line, event: E) {
        self.entries.push(Entry { line, event });
    }
}
