//! The state of a search after its first k events: what every screen and
//! output shows. An event is applied forward, or taken back (undo): what
//! an event overwrote is either fixed by the search's order (a node is
//! generated before it is entered, entered before it is evaluated or left),
//! carried by the event (`old`), or found again among the node's children
//! (the provisional value before a child came back is the best of the
//! children before it).

use super::{Bound, Counters, CutKind, Event, Exactness, NodeId, Trace, Window};
use crate::game::Player;
use crate::record::Replay;
use crate::value::Value;

mod light;

/// Where a node stands in the search so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Not generated yet.
    Unreached,
    /// Generated but not entered yet.
    Generated,
    /// On the current path: entered and not left.
    Open,
    /// Left with its value.
    Done,
    /// Left out by a cut-off at its parent.
    Unexamined,
}

/// What a node holds while it is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Held {
    Nothing,
    /// Its static value: a leaf of the search tree.
    Static,
    /// A provisional value from its children.
    Provisional,
}

/// What a node holds and how exact the value it was left with is, in one
/// byte, so that a node's state takes 16 bytes (every node of a run of
/// millions keeps one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Marks(u8);

impl Marks {
    const NONE: Marks = Marks(0);

    fn held(self) -> Held {
        match self.0 & 3 {
            0 => Held::Nothing,
            1 => Held::Static,
            _ => Held::Provisional,
        }
    }

    fn left(self) -> Option<Exactness> {
        match self.0 >> 2 {
            0 => None,
            1 => Some(Exactness::Exact),
            2 => Some(Exactness::LowerBound),
            _ => Some(Exactness::UpperBound),
        }
    }

    fn of(held: Held, left: Option<Exactness>) -> Marks {
        let left = match left {
            None => 0,
            Some(Exactness::Exact) => 1,
            Some(Exactness::LowerBound) => 2,
            Some(Exactness::UpperBound) => 3,
        };
        Marks(held as u8 | left << 2)
    }

    fn with_held(self, held: Held) -> Marks {
        Marks::of(held, self.left())
    }

    fn with_left(self, left: Option<Exactness>) -> Marks {
        Marks::of(self.held(), left)
    }
}

/// What is known about one node after k events.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NodeState {
    pub status: Status,
    /// What it holds, and how exact the final value is once it is left.
    marks: Marks,
    /// The static or provisional value; once left, the final value.
    value: Value,
    /// The child the provisional value came from.
    best_child: Child,
    /// The cut-off this node made.
    pub cut: Option<CutKind>,
    /// Active at the depth limit: quiescence searched on below it.
    pub extended: bool,
}

impl NodeState {
    const UNREACHED: NodeState = NodeState {
        status: Status::Unreached,
        marks: Marks::NONE,
        value: Value::ZERO,
        best_child: Child::NONE,
        cut: None,
        extended: false,
    };

    pub fn static_value(&self) -> Option<Value> {
        (self.marks.held() == Held::Static).then_some(self.value)
    }

    /// The provisional value v once a child has reported.
    pub fn provisional(&self) -> Option<Value> {
        (self.marks.held() == Held::Provisional).then_some(self.value)
    }

    /// The value the node was left with, and whether it is exact.
    pub fn final_value(&self) -> Option<(Value, Exactness)> {
        self.marks.left().map(|e| (self.value, e))
    }

    /// The child the provisional value came from.
    pub fn best_child(&self) -> Option<NodeId> {
        self.best_child.get()
    }
}

/// A node or none in four bytes (`u32::MAX` is none): every node of the
/// tree keeps a state, so a cursor over a big run counts these bytes
/// (at most 64 bytes an event, recording and state together).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Child(u32);

impl Child {
    const NONE: Child = Child(u32::MAX);

    fn of(node: Option<NodeId>) -> Child {
        node.map_or(Child::NONE, |n| Child(n.0))
    }

    fn get(self) -> Option<NodeId> {
        (self != Child::NONE).then_some(NodeId(self.0))
    }
}

/// A window as a state keeps it: who set each bound in four bytes, not
/// eight (every node of an alpha-beta run keeps one).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Kept {
    alpha: Value,
    beta: Value,
    alpha_from: Child,
    beta_from: Child,
}

impl Kept {
    const FULL: Kept = Kept {
        alpha: Value::NEG_INFINITY,
        beta: Value::INFINITY,
        alpha_from: Child::NONE,
        beta_from: Child::NONE,
    };

    fn of(w: Window) -> Kept {
        Kept {
            alpha: w.alpha,
            beta: w.beta,
            alpha_from: Child::of(w.alpha_from),
            beta_from: Child::of(w.beta_from),
        }
    }

    fn window(self) -> Window {
        Window {
            alpha: self.alpha,
            alpha_from: self.alpha_from.get(),
            beta: self.beta,
            beta_from: self.beta_from.get(),
        }
    }

    fn set(&mut self, bound: Bound, value: Value, from: Option<NodeId>) {
        let mut w = self.window();
        w.set(bound, value, from);
        *self = Kept::of(w);
    }
}

/// The state of the search after `step` events.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchState {
    step: usize,
    nodes: Vec<NodeState>,
    /// The window each node is searched in (alpha-beta only).
    windows: Vec<Kept>,
    /// The current path from the root (the recursion stack).
    path: Vec<NodeId>,
    counters: Counters,
    /// The root of the search that has ended.
    ended: Option<NodeId>,
    /// The depth limit of the current iteration (iterative deepening).
    iteration: Option<u32>,
    /// A light mark's nodes (its tables are then empty).
    light: Option<Box<light::Light>>,
}

impl SearchState {
    pub fn node(&self, id: NodeId) -> &NodeState {
        &self.nodes[id.index()]
    }

    /// The window a node is searched in, under alpha-beta.
    pub fn window(&self, id: NodeId) -> Option<Window> {
        self.windows.get(id.index()).map(|k| k.window())
    }

    /// The current path from the root: the nodes entered and not left.
    pub fn path(&self) -> &[NodeId] {
        &self.path
    }

    /// The node being worked on: the top of the path.
    pub fn current(&self) -> Option<NodeId> {
        self.path.last().copied()
    }

    /// The counts over the events so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The depth limit of the iteration under way (iterative deepening).
    pub fn iteration(&self) -> Option<u32> {
        self.iteration
    }

    /// The root value and best child, once the search has ended.
    pub fn finished(&self) -> Option<(Value, Option<NodeId>)> {
        let root = self.ended?;
        let n = self.node(root);
        Some((n.value, n.best_child.get()))
    }

    /// Whether a node was left out by a cut-off, and by which kind.
    pub fn pruned_by(&self, trace: &Trace, id: NodeId) -> Option<CutKind> {
        if self.node(id).status != Status::Unexamined {
            return None;
        }
        self.node(trace.parent(id)?).cut
    }

    /// The provisional value and best child `node` had before `child`
    /// came back: the best of the children before it, the first one
    /// counting whatever its value (the update the algorithms make).
    pub fn provisional_before(&self, trace: &Trace, node: NodeId, child: NodeId) -> Option<(Value, NodeId)> {
        let player = trace.player(node);
        let earlier = trace.children(node).take_while(|&c| c != child);
        earlier.fold(None, |best, c| {
            let v = self.node(c).value;
            match best {
                Some((b, _)) if !player.prefers(v, b) => best,
                _ => Some((v, c)),
            }
        })
    }

    /// The terms of the weighted sum of event `k`, an `Accumulate`, read
    /// with the state after it: the sum before (None for the first term),
    /// the probability, the child's value, the sum after. Exact, so that
    /// the sum before is `new − p · value`.
    pub fn terms(&self, trace: &Trace, k: usize) -> Option<Terms> {
        let Event::Accumulate { node, p, new } = trace.event(k) else {
            return None;
        };
        let child = trace.child_returned_before(k)?;
        let value = self.node(child).value;
        let first = trace.children(node).next() == Some(child);
        Some(Terms {
            before: (!first).then(|| new - p * value),
            p,
            value,
            new,
            child,
        })
    }

    /// Whether the provisional value of `node` is a bound on its value:
    /// at MAX at least v, at MIN at most v. It is when a successor taken
    /// in returned v exactly or as a bound the same way; one known only
    /// to be ≤ v gives a MAX node the provisional value v but no bound
    /// (docs/algorithms.md, the interval rule). A weighted sum is none.
    pub fn provisional_bounds(&self, trace: &Trace, node: NodeId) -> bool {
        let Some(v) = self.node(node).provisional() else {
            return false;
        };
        let same_way = match trace.player(node) {
            Player::Max => Exactness::LowerBound,
            Player::Min => Exactness::UpperBound,
            Player::Chance => return false,
        };
        trace
            .children(node)
            .filter_map(|c| self.node(c).final_value())
            .any(|(u, e)| u == v && (e == Exactness::Exact || e == same_way))
    }

    /// The weighted sum before the `Accumulate` of event `k`.
    fn sum_before(&self, trace: &Trace, k: usize) -> Option<Value> {
        self.terms(trace, k).and_then(|t| t.before)
    }

    /// The window a node is entered with: its parent's as it stands (a
    /// child is searched before its parent's window moves again), the
    /// full window below a chance node and at a root.
    fn entry_window(&self, trace: &Trace, node: NodeId) -> Window {
        match trace.parent(node) {
            Some(p) if trace.player(p) != Player::Chance => self.windows[p.index()].window(),
            _ => Window::FULL,
        }
    }

    fn set_cut(&mut self, trace: &Trace, at: NodeId, cut: Option<CutKind>) {
        self.nodes[at.index()].cut = cut;
        let status = match cut {
            Some(_) => Status::Unexamined,
            None => Status::Unreached,
        };
        for c in trace.unexamined(at) {
            self.nodes[c.index()].status = status;
        }
    }

    fn forward(&mut self, trace: &Trace, event: Event) {
        match event {
            Event::Enter { node } => {
                self.path.push(node);
                self.nodes[node.index()].status = Status::Open;
                if trace.about.windowed {
                    self.windows[node.index()] = Kept::of(self.entry_window(trace, node));
                }
            }
            Event::Generate { child } => self.nodes[child.index()].status = Status::Generated,
            Event::Evaluate { node, value } => {
                let n = &mut self.nodes[node.index()];
                (n.marks, n.value) = (n.marks.with_held(Held::Static), value);
            }
            Event::Provisional { node, child } => {
                let v = self.nodes[child.index()].value;
                let n = &mut self.nodes[node.index()];
                (n.marks, n.value, n.best_child) =
                    (n.marks.with_held(Held::Provisional), v, Child::of(Some(child)));
            }
            Event::Accumulate { node, new, .. } => {
                let n = &mut self.nodes[node.index()];
                (n.marks, n.value) = (n.marks.with_held(Held::Provisional), new);
            }
            Event::WindowChange { node, bound, .. } => {
                let v = self.nodes[node.index()].value;
                self.windows[node.index()].set(bound, v, Some(node));
            }
            Event::Cutoff { at, kind, .. } => self.set_cut(trace, at, Some(kind)),
            Event::Leave { node, exactness } => {
                let n = &mut self.nodes[node.index()];
                if n.marks.held() == Held::Nothing {
                    // No child reported: v keeps its initial value.
                    n.value = trace.player(node).initial_value();
                }
                (n.marks, n.status) = (n.marks.with_left(Some(exactness)), Status::Done);
                self.path.pop();
            }
            Event::Quiescence { node } => self.nodes[node.index()].extended = true,
            // The node's own line changes; its value shows once a child returns.
            Event::Init { .. } | Event::NoCutoff { .. } => {}
            Event::Iteration { depth } => self.iteration = Some(depth),
            Event::End { root } => self.ended = Some(root),
        }
    }

    fn backward(&mut self, trace: &Trace, k: usize, event: Event) {
        match event {
            Event::Enter { node } => {
                self.path.pop();
                self.nodes[node.index()].status = match trace.parent(node) {
                    Some(_) => Status::Generated,
                    None => Status::Unreached,
                };
                if trace.about.windowed {
                    self.windows[node.index()] = Kept::FULL;
                }
            }
            Event::Generate { child } => self.nodes[child.index()].status = Status::Unreached,
            Event::Evaluate { node, .. } => {
                let n = &mut self.nodes[node.index()];
                (n.marks, n.value) = (n.marks.with_held(Held::Nothing), Value::ZERO);
            }
            Event::Provisional { node, child } => {
                let before = self.provisional_before(trace, node, child);
                let n = &mut self.nodes[node.index()];
                let (held, value, best) = match before {
                    Some((v, c)) => (Held::Provisional, v, Child::of(Some(c))),
                    None => (Held::Nothing, Value::ZERO, Child::NONE),
                };
                (n.marks, n.value, n.best_child) = (n.marks.with_held(held), value, best);
            }
            Event::Accumulate { node, .. } => {
                // The first child's term starts the sum from nothing.
                let first = trace.children(node).next() == trace.child_returned_before(k);
                let old = self.sum_before(trace, k);
                let n = &mut self.nodes[node.index()];
                let (held, value) = match first {
                    true => (Held::Nothing, Value::ZERO),
                    false => (Held::Provisional, old.unwrap_or_default()),
                };
                (n.marks, n.value) = (n.marks.with_held(held), value);
            }
            Event::WindowChange { node, bound, old } => {
                // A bound only ever narrows, so it is back at the one the
                // node was entered with exactly when no earlier change was
                // made here.
                let entered = self.entry_window(trace, node).bound(bound);
                let from = if old == entered.0 { entered.1 } else { Some(node) };
                self.windows[node.index()].set(bound, old, from);
            }
            Event::Cutoff { at, .. } => self.set_cut(trace, at, None),
            Event::Leave { node, .. } => {
                let n = &mut self.nodes[node.index()];
                if n.marks.held() == Held::Nothing {
                    n.value = Value::ZERO;
                }
                (n.marks, n.status) = (n.marks.with_left(None), Status::Open);
                self.path.push(node);
            }
            Event::Quiescence { node } => self.nodes[node.index()].extended = false,
            Event::Init { .. } | Event::NoCutoff { .. } => {}
            // Iterations go 1, 2, 3, ...
            Event::Iteration { depth } => self.iteration = depth.checked_sub(1).filter(|&d| d > 0),
            Event::End { .. } => self.ended = None,
        }
    }
}

/// One step of a chance node's weighted sum: `before + p · value = new`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Terms {
    /// The sum before this term; None for the first.
    pub before: Option<Value>,
    pub p: Value,
    /// The value of the child that has just returned.
    pub value: Value,
    pub new: Value,
    pub child: NodeId,
}

/// A cut-off as the state right after it tells it: at a MAX node whose
/// value reached β (a β-cutoff) or at a MIN node whose value fell to α (an
/// α-cutoff), with the ancestor that set the bound and what it left out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cutoff {
    pub kind: CutKind,
    pub at: NodeId,
    pub value: Value,
    pub bound: Value,
    pub bound_from: Option<NodeId>,
    /// The children left unexamined, and the nodes in their subtrees.
    pub children: u32,
    pub nodes: u64,
}

impl SearchState {
    /// The cut-off of event `k`, read from this state (the state after it).
    pub fn cutoff(&self, trace: &Trace, k: usize) -> Option<Cutoff> {
        let Event::Cutoff {
            at,
            kind,
            children,
            nodes,
        } = trace.event(k)
        else {
            return None;
        };
        let (bound, bound_from) = self.window(at).unwrap_or(Window::FULL).bound(kind.bound());
        Some(Cutoff {
            kind,
            at,
            value: self.node(at).value,
            bound,
            bound_from,
            children,
            nodes,
        })
    }

    /// The value of a provisional change of event `k` before it: the
    /// initial value when `child` is the first to report.
    pub fn provisional_old(&self, trace: &Trace, node: NodeId, child: NodeId) -> Value {
        self.provisional_before(trace, node, child)
            .map_or(trace.player(node).initial_value(), |(v, _)| v)
    }
}

impl Replay for SearchState {
    type Recording = Trace;

    fn start(trace: &Trace) -> SearchState {
        let windows = match trace.about.windowed {
            true => vec![Kept::FULL; trace.tree.len()],
            false => Vec::new(),
        };
        SearchState {
            step: 0,
            nodes: vec![NodeState::UNREACHED; trace.tree.len()],
            windows,
            path: Vec::new(),
            counters: Counters::default(),
            ended: None,
            iteration: None,
            light: None,
        }
    }

    /// Home on a run of millions of nodes: the tables filled again, not
    /// made and faulted in anew.
    fn restart(&mut self, trace: &Trace) {
        self.nodes.fill(NodeState::UNREACHED);
        self.windows.fill(Kept::FULL);
        self.path.clear();
        (self.step, self.counters, self.ended, self.iteration) = (0, Counters::default(), None, None);
        debug_assert_eq!(*self, SearchState::start(trace));
    }

    fn step(&self) -> usize {
        self.step
    }

    fn bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<NodeState>()
            + self.windows.capacity() * std::mem::size_of::<Kept>()
            + self.path.capacity() * std::mem::size_of::<NodeId>()
            + self.light_bytes()
    }

    fn light_marks(&self) -> bool {
        true
    }

    fn mark(&self, trace: &Trace) -> SearchState {
        self.lighten(trace)
    }

    fn restore(&mut self, mark: &SearchState, end: &SearchState, trace: &Trace) {
        SearchState::restore(self, mark, end, trace);
    }

    fn restore_bytes(&self, mark: &SearchState) -> usize {
        SearchState::restore_bytes(self, mark)
    }

    /// A mark copied into the tables the state has (no new memory to
    /// fault in).
    fn copy_from(&mut self, other: &SearchState) {
        self.nodes.clone_from(&other.nodes);
        self.windows.clone_from(&other.windows);
        self.path.clone_from(&other.path);
        (self.step, self.counters, self.ended, self.iteration) =
            (other.step, other.counters, other.ended, other.iteration);
    }

    fn len(trace: &Trace) -> usize {
        trace.entries.len()
    }

    fn apply(&mut self, trace: &Trace) {
        let event = trace.event(self.step);
        self.step += 1;
        self.counters.count(&event);
        self.forward(trace, event);
    }

    fn undo(&mut self, trace: &Trace) {
        let Some(k) = self.step.checked_sub(1) else {
            return;
        };
        let event = trace.event(k);
        self.step = k;
        self.counters.uncount(&event);
        self.backward(trace, k, event);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Cursor;
    use crate::scenario::{Scenario, bundled};
    use crate::search::{Algorithm, Setup};

    /// Every bundled scenario under every algorithm that runs on it: the
    /// state after k events, taken back one event, is the state after
    /// k - 1 events.
    #[test]
    fn undo_gives_the_state_one_event_earlier() {
        use Algorithm::*;
        for b in bundled::ALL {
            let s: Scenario = b.load().unwrap();
            for algorithm in [Minimax, AlphaBeta, Expectimax, Negamax, IterativeDeepening] {
                for quiescence in [false, true] {
                    let setup = Setup {
                        quiescence,
                        ..s.setup(algorithm, None, crate::search::Rule::Equality)
                    };
                    let Ok(trace) = s.record(setup) else { continue };
                    let mut state = Cursor::<SearchState>::state_after(&trace, trace.len());
                    for k in (0..trace.len()).rev() {
                        state.undo(&trace);
                        assert_eq!(
                            state,
                            Cursor::<SearchState>::state_after(&trace, k),
                            "{} {algorithm:?} at {k}",
                            b.name
                        );
                    }
                }
            }
        }
    }

    /// With marks, End from the start copies the last mark and applies
    /// nothing, a step before a mark takes one event back from it, and
    /// both states are the ones stepped to from the start.
    #[test]
    fn a_jump_starts_from_the_nearest_mark() {
        let s = Scenario::resolve("uniform-worst-first").unwrap();
        let trace = s.record(crate::search::Setup::new(Algorithm::Minimax)).unwrap();
        let n = trace.len();
        let mut c = Cursor::<SearchState>::with_marks(trace.clone(), 2);
        c.seek(n);
        assert_eq!((c.work().copied, c.work().applied), (1, 0));
        assert_eq!(c.state(), &Cursor::<SearchState>::state_after(&trace, n));
        c.seek(0);
        c.seek(n / 2 - 1);
        assert_eq!((c.work().copied, c.work().applied, c.work().undone), (2, 0, 1));
        assert_eq!(c.state(), &Cursor::<SearchState>::state_after(&trace, n / 2 - 1));
    }

    /// Home from anywhere gives the state before the first event, its
    /// tables filled again where they were (not made anew).
    #[test]
    fn a_restarted_state_is_the_fresh_one_in_the_same_tables() {
        for b in bundled::ALL {
            let s: Scenario = b.load().unwrap();
            let Ok(trace) = s.record(s.setup(Algorithm::AlphaBeta, None, crate::search::Rule::Equality))
            else {
                continue;
            };
            for k in [1, trace.len() / 2, trace.len()] {
                let mut state = Cursor::<SearchState>::state_after(&trace, k);
                let tables = (state.nodes.as_ptr(), state.windows.as_ptr());
                state.restart(&trace);
                assert_eq!(state, SearchState::start(&trace), "{} from {k}", b.name);
                assert_eq!((state.nodes.as_ptr(), state.windows.as_ptr()), tables);
            }
        }
    }
}
