//! The recorded trace of a search: every step as an event carrying values,
//! the nodes the search generated, and what can be derived from them.

pub mod counters;
pub mod cursor;
pub mod json;
pub mod state;
mod undo;
pub mod view;

use crate::game::Player;
use crate::record::line::Line;
use crate::value::Value;

pub use counters::Counters;
pub use cursor::Run;
pub use state::SearchState;
pub use view::View;

/// Index of a node in a trace's node table; the root is 0.
pub type NodeId = u32;

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
        alpha: f64::NEG_INFINITY,
        alpha_from: None,
        beta: f64::INFINITY,
        beta_from: None,
    };
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

/// The kind of a cut-off, in the chapters' names (seed 000): a β-cutoff
/// happens at a MAX node whose value reached β, an α-cutoff at a MIN node
/// whose value fell to α.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutKind {
    Alpha,
    Beta,
}

/// The children a cut-off leaves unexamined: node ids `first ..
/// first + children` of the trace's node table, and the number of nodes in
/// their subtrees where the game could count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unexamined {
    pub first: NodeId,
    pub children: u32,
    pub nodes: u64,
}

/// One step of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// A node is entered with the window it is searched in (alpha-beta).
    Enter {
        node: NodeId,
        depth: u32,
        player: Player,
        window: Option<Window>,
    },
    /// A child position is generated (the texts' "built").
    Generate { parent: NodeId, child: NodeId },
    /// A leaf of the search tree gets its static value.
    Evaluate { node: NodeId, value: Value },
    /// A provisional value changes (ПО / "предварительная оценка"): the
    /// α-value of a MAX node, the β-value of a MIN node.
    Provisional {
        node: NodeId,
        old: Value,
        new: Value,
        child: NodeId,
    },
    /// The window of a node narrows: α at a MAX node, β at a MIN node.
    WindowChange {
        node: NodeId,
        bound: Bound,
        old: Value,
        new: Value,
    },
    /// At a MAX node, value ≥ β: MIN above will never allow it.
    BetaCutoff {
        at: NodeId,
        value: Value,
        beta: Value,
        bound_from: Option<NodeId>,
        unexamined: Unexamined,
    },
    /// At a MIN node, value ≤ α: MAX above already has as much.
    AlphaCutoff {
        at: NodeId,
        value: Value,
        alpha: Value,
        bound_from: Option<NodeId>,
        unexamined: Unexamined,
    },
    /// A node is left with its (final) value.
    Leave {
        node: NodeId,
        value: Value,
        exactness: Exactness,
    },
    /// An active (not quiet) position at the depth limit: quiescence
    /// searches on below it instead of evaluating it.
    Quiescence { node: NodeId, depth: u32 },
    /// Iterative deepening starts a new iteration with this depth limit.
    Iteration { depth: u32 },
    /// The search is over.
    End {
        value: Value,
        best_child: Option<NodeId>,
    },
}

impl Event {
    /// The node the event is about (the parent for `Generate`).
    pub fn node(&self) -> NodeId {
        match *self {
            Event::Enter { node, .. }
            | Event::Evaluate { node, .. }
            | Event::Provisional { node, .. }
            | Event::WindowChange { node, .. }
            | Event::Quiescence { node, .. }
            | Event::Leave { node, .. } => node,
            Event::Generate { child, .. } => child,
            Event::BetaCutoff { at, .. } | Event::AlphaCutoff { at, .. } => at,
            Event::End { .. } | Event::Iteration { .. } => 0,
        }
    }

    pub fn is_cutoff(&self) -> bool {
        self.cutoff().is_some()
    }

    /// The details of a cut-off, whichever its kind.
    pub fn cutoff(&self) -> Option<Cutoff> {
        match *self {
            Event::BetaCutoff {
                at,
                value,
                beta,
                bound_from,
                unexamined,
            } => Some(Cutoff {
                kind: CutKind::Beta,
                at,
                value,
                bound: beta,
                bound_from,
                unexamined,
            }),
            Event::AlphaCutoff {
                at,
                value,
                alpha,
                bound_from,
                unexamined,
            } => Some(Cutoff {
                kind: CutKind::Alpha,
                at,
                value,
                bound: alpha,
                bound_from,
                unexamined,
            }),
            _ => None,
        }
    }
}

/// A cut-off: at a MAX node whose value reached β (β-cutoff) or at a MIN
/// node whose value fell to α (α-cutoff), with the ancestor that set the
/// bound and the children left unexamined.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cutoff {
    pub kind: CutKind,
    pub at: NodeId,
    pub value: Value,
    pub bound: Value,
    pub bound_from: Option<NodeId>,
    pub unexamined: Unexamined,
}

impl Cutoff {
    /// The children left unexamined, in move order.
    pub fn unexamined_children(&self) -> std::ops::Range<NodeId> {
        self.unexamined.first..self.unexamined.first + self.unexamined.children
    }
}

/// An event and the pseudocode line it corresponds to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry {
    pub line: Line,
    pub event: Event,
}

/// A node of the search tree as the search met it.
#[derive(Clone, Debug, PartialEq)]
pub struct TraceNode {
    pub parent: Option<NodeId>,
    /// Index of the move leading here among the parent's moves.
    pub move_index: u32,
    pub depth: u32,
    pub player: Player,
    /// The game's own index of the position (scenario node), if any.
    pub origin: Option<u32>,
    /// False for the children a cut-off left unexamined.
    pub examined: bool,
    /// Links to the children in move order (kept so that big trees are
    /// walked without scanning the whole node table).
    first_child: Option<NodeId>,
    last_child: Option<NodeId>,
    next_sibling: Option<NodeId>,
    label: Box<str>,
    name: Option<Box<str>>,
}

/// What the search tells the recorder about a new node.
pub struct NodeSpec {
    pub move_index: u32,
    pub depth: u32,
    pub player: Player,
    pub origin: Option<u32>,
    pub examined: bool,
    pub label: String,
    pub name: Option<String>,
}

/// Receives what a search does. `Trace` keeps everything; `Counters`
/// only counts (for big searches where nobody steps through the trace).
pub trait Recorder {
    /// Registers a node and returns its id. `describe` is only called by
    /// recorders that keep nodes, so labels cost nothing otherwise.
    fn add_node(&mut self, parent: Option<NodeId>, describe: impl FnOnce() -> NodeSpec) -> NodeId;
    fn record(&mut self, line: Line, event: Event);
}

/// The full record of one search.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    pub nodes: Vec<TraceNode>,
    pub entries: Vec<Entry>,
    /// The principal variation from the root (root first).
    pub pv: Vec<NodeId>,
}

impl Trace {
    pub fn node(&self, id: NodeId) -> &TraceNode {
        &self.nodes[id as usize]
    }

    /// How a node is named in text: its name, else its move label.
    pub fn name(&self, id: NodeId) -> &str {
        let n = self.node(id);
        n.name.as_deref().unwrap_or(&n.label)
    }

    /// The first node with this name.
    pub fn find(&self, name: &str) -> Option<NodeId> {
        (0..self.nodes.len() as NodeId).find(|&id| self.name(id) == name)
    }

    /// The move leading to a node ("" for the root).
    pub fn label(&self, id: NodeId) -> &str {
        &self.node(id).label
    }

    /// Children of a node in move order, examined or not.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.node(id).first_child, |&c| self.node(c).next_sibling)
    }

    /// The path from the root to a node, root first.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path: Vec<NodeId> = std::iter::successors(Some(id), |&n| self.node(n).parent).collect();
        path.reverse();
        path
    }

    /// The counters over the first `k` events.
    pub fn counters(&self, k: usize) -> Counters {
        Counters::of(&self.entries[..k.min(self.entries.len())])
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

    /// The root value and best child, once the search has ended.
    pub fn outcome(&self) -> Option<(Value, Option<NodeId>)> {
        self.entries.iter().rev().find_map(|e| match e.event {
            Event::End { value, best_child } => Some((value, best_child)),
            _ => None,
        })
    }

    pub fn value(&self) -> Option<Value> {
        self.outcome().map(|(v, _)| v)
    }

    /// The best move from the root: the label of the first PV step.
    pub fn best_move(&self) -> Option<&str> {
        self.pv.get(1).map(|&id| self.label(id))
    }
}

impl Recorder for Trace {
    fn add_node(&mut self, parent: Option<NodeId>, describe: impl FnOnce() -> NodeSpec) -> NodeId {
        let s = describe();
        let id = self.nodes.len() as NodeId;
        if let Some(p) = parent {
            match self.nodes[p as usize].last_child {
                Some(last) => self.nodes[last as usize].next_sibling = Some(id),
                None => self.nodes[p as usize].first_child = Some(id),
            }
            self.nodes[p as usize].last_child = Some(id);
        }
        self.nodes.push(TraceNode {
            parent,
            move_index: s.move_index,
            depth: s.depth,
            player: s.player,
            origin: s.origin,
            examined: s.examined,
            first_child: None,
            last_child: None,
            next_sibling: None,
            label: s.label.into_boxed_str(),
            name: s.name.map(String::into_boxed_str),
        });
        id
    }

    fn record(&mut self, line: Line, event: Event) {
        self.entries.push(Entry { line, event });
    }
}
