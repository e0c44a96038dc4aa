//! The record of a two-player search (minimax, alpha-beta, negamax,
//! expectimax, iterative deepening): its events, the state after any step
//! (`state`), and its counts.
//!
//! An event carries only what the state before it cannot tell: a static
//! value, the bound a window had, the size of what a cut-off leaves out.
//! The rest (the value a child returns, the bound that cut, who set it) is
//! read from the state, so an event takes 24 bytes.

pub mod cell;
pub mod counters;
pub mod json;
pub mod state;
pub mod view;

pub use super::tree::NodeId;
pub use counters::Counters;
pub use state::{Cutoff, NodeState, SearchState, Status};
pub use view::View;

use super::cursor::Cursor;
use super::{Entry, Recording};
use crate::game::Player;
use crate::value::Value;

/// The α/β window a node is searched with, and which ancestor set each
/// bound (`None`: the initial ±∞).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    pub alpha: Value,
    pub alpha_from: Option<NodeId>,
    pub beta: Value,
    pub beta_from: Option<NodeId>,
}

impl Window {
    pub const FULL: Window = Window {
        alpha: Value::NEG_INFINITY,
        alpha_from: None,
        beta: Value::INFINITY,
        beta_from: None,
    };

    /// A bound and who set it.
    pub fn bound(&self, bound: Bound) -> (Value, Option<NodeId>) {
        match bound {
            Bound::Alpha => (self.alpha, self.alpha_from),
            Bound::Beta => (self.beta, self.beta_from),
        }
    }

    /// Sets a bound and who set it.
    pub fn set(&mut self, bound: Bound, value: Value, from: Option<NodeId>) {
        match bound {
            Bound::Alpha => (self.alpha, self.alpha_from) = (value, from),
            Bound::Beta => (self.beta, self.beta_from) = (value, from),
        }
    }
}

/// Which bound of the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Alpha,
    Beta,
}

/// Whether a value a node is left with is its minimax value or only a
/// bound on it (the texts' "provisional value that stays provisional").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exactness {
    Exact,
    /// The true value is at least this (a MAX node cut off, or fail-high).
    LowerBound,
    /// The true value is at most this.
    UpperBound,
}

impl Exactness {
    /// `exact`, `lower`, `upper`: the JSON's name.
    pub fn key(self) -> &'static str {
        match self {
            Exactness::Exact => "exact",
            Exactness::LowerBound => "lower",
            Exactness::UpperBound => "upper",
        }
    }
}

/// The kind of a cut-off, in the chapters' names: a β-cutoff happens at a
/// MAX node whose value reached β, an α-cutoff at a MIN node whose value
/// fell to α.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutKind {
    Alpha,
    Beta,
}

impl CutKind {
    /// The cut-off a player's node can make: a β-cutoff at MAX, an
    /// α-cutoff at MIN.
    pub fn at(player: Player) -> CutKind {
        match player {
            Player::Max => CutKind::Beta,
            _ => CutKind::Alpha,
        }
    }

    /// The bound the cut-off's test compares with: β at MAX, α at MIN.
    pub fn bound(self) -> Bound {
        match self {
            CutKind::Alpha => Bound::Alpha,
            CutKind::Beta => Bound::Beta,
        }
    }
}

/// What a search knows of each node of its tree besides the tree itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchNode {
    /// Who decides there, as the algorithm sees it (expectimax turns MIN
    /// into chance).
    pub player: Player,
    /// False for the children a cut-off left unexamined.
    pub examined: bool,
}

/// One step of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// `def value(state)`: a node is entered; under alpha-beta with the
    /// window its parent has now (the full window below a chance node).
    Enter { node: NodeId },
    /// `for succ in successor(state)`: a child position is generated (the
    /// texts' "built").
    Generate { child: NodeId },
    /// `v = -∞` (at MIN `v = +∞`, at a chance node `v = 0`): the node is
    /// not a leaf, so the function of its player starts.
    Init { node: NodeId },
    /// `return eval(state)`: a leaf of the search tree gets its static value.
    Evaluate { node: NodeId, value: Value },
    /// `v = max(v, value(succ))` (or min) changes the provisional value
    /// (ПО, "предварительная оценка"): `child` returned more for MAX (less
    /// for MIN) than any child before it, or is the first child. The new
    /// value is what the child returned.
    Provisional { node: NodeId, child: NodeId },
    /// `v += p · value(succ)` at a chance node: the child that has just
    /// returned, of probability `p`, makes the weighted sum `new` (the sum
    /// before is `new − p · value(succ)`, exactly).
    Accumulate { node: NodeId, p: Value, new: Value },
    /// `α = max(α, v)` at MAX, `β = min(β, v)` at MIN: the bound of the
    /// node's window, `old` before, becomes its provisional value.
    WindowChange { node: NodeId, bound: Bound, old: Value },
    /// The cut-off test fires: at a MAX node v ≥ β (a β-cutoff), at a MIN
    /// node v ≤ α (an α-cutoff). The node's remaining `children` are left
    /// unexamined, `nodes` nodes with their subtrees where the game could
    /// count them.
    Cutoff {
        at: NodeId,
        kind: CutKind,
        children: u32,
        nodes: u64,
    },
    /// The cut-off test ran and did not fire: the node goes on (or, after
    /// its last child, returns).
    NoCutoff { node: NodeId },
    /// `return v`: a node is left with its value (its static value at a
    /// leaf, else its provisional one), exact or a bound.
    Leave { node: NodeId, exactness: Exactness },
    /// An active (not quiet) position at the depth limit: quiescence
    /// searches on below it instead of evaluating it.
    Quiescence { node: NodeId },
    /// Iterative deepening starts an iteration with this depth limit.
    Iteration { depth: u32 },
    /// The search from `root` is over.
    End { root: NodeId },
}

impl Event {
    /// The node the event is about (the child for `Generate`, the root for
    /// `Iteration`).
    pub fn node(&self) -> NodeId {
        match *self {
            Event::Enter { node }
            | Event::Init { node }
            | Event::NoCutoff { node }
            | Event::Evaluate { node, .. }
            | Event::Provisional { node, .. }
            | Event::Accumulate { node, .. }
            | Event::WindowChange { node, .. }
            | Event::Quiescence { node }
            | Event::Leave { node, .. } => node,
            Event::Generate { child } => child,
            Event::Cutoff { at, .. } => at,
            Event::End { root } => root,
            Event::Iteration { .. } => NodeId::ROOT,
        }
    }

    pub fn is_cutoff(&self) -> bool {
        matches!(self, Event::Cutoff { .. })
    }
}

/// What a search knows of its whole run: the outcome, and whether nodes
/// carry an α/β window.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchAbout {
    /// The root value (MAX's view) once the search has ended.
    pub value: Option<Value>,
    /// The principal variation from the root (root first).
    pub pv: Vec<NodeId>,
    /// Whether nodes are searched with a window (alpha-beta).
    pub windowed: bool,
    /// Whether MIN's nodes were searched as chance nodes (expectimax).
    pub min_is_chance: bool,
    /// The whole run's counts, counted as it was recorded (none for a
    /// trace made otherwise).
    pub counters: Option<Counters>,
    /// The first weighted sum that was no value: a run that must not be
    /// shown.
    pub unshown: Option<UnshownSum>,
}

/// A weighted sum a search made that is no value: at which node (its
/// position's name), the sum, and whether the node is MIN's taken for a
/// chance node (expectimax).
#[derive(Clone, Debug, PartialEq)]
pub struct UnshownSum {
    pub node: String,
    pub sum: crate::value::Unshown,
    pub of_min: bool,
}

/// The full record of one search.
pub type Trace = Recording<Event, SearchNode, SearchAbout>;

/// A search's recording with a cursor over it.
pub type Run = Cursor<SearchState>;

impl Trace {
    pub fn player(&self, id: NodeId) -> Player {
        self.tree.data(id).player
    }

    pub fn examined(&self, id: NodeId) -> bool {
        self.tree.data(id).examined
    }

    pub fn name(&self, id: NodeId) -> std::borrow::Cow<'_, str> {
        self.tree.name(id)
    }

    /// The move leading to a node ("" for a root).
    pub fn label(&self, id: NodeId) -> &str {
        self.tree.label(id)
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.tree.parent(id)
    }

    pub fn depth(&self, id: NodeId) -> u32 {
        self.tree.depth(id)
    }

    /// The first node with this name.
    pub fn find(&self, name: &str) -> Option<NodeId> {
        self.tree.find(name)
    }

    /// Children of a node in the order searched, examined or not.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.tree.children(id)
    }

    /// The children a cut-off at `at` left unexamined, in move order.
    pub fn unexamined(&self, at: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.children(at).filter(|&c| !self.examined(c))
    }

    /// The path from the root to a node, root first.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        self.tree.path_to(id)
    }

    /// The counters over the first `k` events.
    pub fn counters(&self, k: usize) -> Counters {
        Counters::of(self.entries.iter().take(k))
    }

    /// Iterative deepening: each iteration's depth limit and its counters.
    pub fn iterations(&self) -> Vec<(u32, Counters)> {
        let mut out: Vec<(u32, Counters)> = Vec::new();
        for e in &self.entries {
            match (&e.event, out.last_mut()) {
                (Event::Iteration { depth }, _) => out.push((*depth, Counters::default())),
                (event, Some((_, c))) => c.count(event),
                _ => {}
            }
        }
        out
    }

    /// The root value, once the search has ended.
    pub fn value(&self) -> Option<Value> {
        self.about.value
    }

    /// The best move from the root: the label of the first PV step.
    pub fn best_move(&self) -> Option<&str> {
        self.about.pv.get(1).map(|&id| self.label(id))
    }

    /// The principal variation, root first.
    pub fn pv(&self) -> &[NodeId] {
        &self.about.pv
    }

    /// The child whose value the event `k` takes in (a `Provisional` or an
    /// `Accumulate` comes right after the child's `Leave`).
    pub fn child_returned_before(&self, k: usize) -> Option<NodeId> {
        match self.entries.get(k.checked_sub(1)?)?.event {
            Event::Leave { node, .. } => Some(node),
            _ => None,
        }
    }

    /// The events as the state after each of them: `(k, state after k+1
    /// events)` for every event, from a fresh cursor (for text and JSON
    /// output, which describe each event with what it changed).
    pub fn walk(&self, mut each: impl FnMut(usize, &Entry<Event>, &SearchState)) {
        let mut state = <SearchState as super::Replay>::start(self);
        for (k, e) in self.entries.iter().enumerate() {
            super::Replay::apply(&mut state, self);
            each(k, &e, &state);
        }
    }
}
