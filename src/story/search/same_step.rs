//! Where a search recorded again (another algorithm, the other pruning
//! rule, another order of the successors, an edited tree, the file read
//! again) shows the place the old one was at, by one rule for every kind.
//! The place is an anchor that outlives the recording: the node of the
//! current event by its stable id (a scenario's node by its name, frozen
//! while the tree is edited; a game's by its moves from the root), the
//! pseudocode line of the event (by what it does: the call,
//! the loop, the cut-off test, …, so that negamax's one function matches
//! `max_value` and `min_value`), and its occurrence k at that node (the
//! k-th time the run was at that line there). The new run
//! goes to the first that exists of
//! 1. the same node, line and occurrence;
//! 2. that node's last event before it (an event of a line and occurrence
//!    the old run had passed at that node by then);
//! 3. the cut-off that now leaves the node out (or its nearest ancestor
//!    the new run builds).

use crate::record::line::Step;
use crate::record::search::{Event, NodeId, Trace};
use crate::story::run::{SearchRun, reached_at};

/// A node of a run by what stays the same across recordings.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Stable {
    /// The written-out tree's node, by its name: names are unique in a
    /// tree and frozen while it is edited, where indices shift.
    Named(String),
    /// A game's position: the moves (by the game's index) from the root.
    Moves(Vec<u32>),
}

/// The place of a run, in terms that outlive a re-recording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Anchor {
    node: Stable,
    line: Step,
    /// How many events at this line at this node came before it.
    occurrence: usize,
    /// The lines passed at the node up to the anchor, each with how many
    /// times: a new run's event at the node is "before" the anchor if its
    /// line and occurrence are among them.
    passed: Vec<(Step, usize)>,
    /// The node's ancestors, root first, each with the lines passed at it
    /// up to the anchor.
    ancestors: Vec<(Stable, Vec<(Step, usize)>)>,
}

/// Where the anchor is, or the ends of the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// Before the first event.
    Start,
    /// After the last.
    End,
    At(Anchor),
}

/// The step of `new` that shows the place `old` is at.
pub fn same_step(old: &SearchRun, new: &Trace) -> usize {
    Place::of(old).step_in(new)
}

impl Place {
    /// The place of a run at its current step.
    pub fn of(run: &SearchRun) -> Place {
        let Some(k) = run.cursor.current() else {
            return Place::Start;
        };
        let trace = run.trace();
        let event = trace.event(k);
        if matches!(event, Event::End { .. }) {
            return Place::End;
        }
        let node = event.node();
        let stable = stable_id(trace, node);
        let mut path = trace.path_to(node);
        path.pop();
        let ancestors = path
            .into_iter()
            .map(|n| {
                let a = stable_id(trace, n);
                let passed = passed(trace, &like(trace, &a), k);
                (a, passed)
            })
            .collect();
        let passed = passed(trace, &like(trace, &stable), k);
        let line = trace.line(k).step;
        let occurrence = passed.iter().find(|(l, _)| *l == line).map_or(1, |p| p.1);
        Place::At(Anchor {
            node: stable,
            line,
            occurrence,
            passed,
            ancestors,
        })
    }

    /// The step of `new` at this place (after the event found).
    pub fn step_in(&self, new: &Trace) -> usize {
        match self {
            Place::Start => 0,
            Place::End => new.len(),
            Place::At(anchor) => anchor.step_in(new).map_or(0, |k| k + 1),
        }
    }
}

impl Anchor {
    /// The event of `new` at the anchor, by the three rules in turn.
    fn step_in(&self, new: &Trace) -> Option<usize> {
        let same = like(new, &self.node);
        let mut seen: Vec<(Step, usize)> = Vec::new();
        let mut before = None;
        for k in (0..new.len()).filter(|&k| same[new.event(k).node().index()]) {
            let line = new.line(k).step;
            let n = counted(&mut seen, line);
            if line == self.line && n == self.occurrence {
                return Some(k);
            }
            if self.passed.iter().any(|&(l, most)| l == line && n <= most) {
                before = Some(k);
            }
        }
        before.or_else(|| self.left_out(new, &same))
    }

    /// The cut-off that leaves the node out: at its parent. Where the new
    /// run never builds the node (it was removed, or the search stops
    /// above it), the nearest ancestor it builds: where the search goes on
    /// there after what the old run had done there (a parent whose
    /// successor was removed returns, or searches the next), or the
    /// cut-off that leaves that ancestor out.
    fn left_out(&self, new: &Trace, same: &[bool]) -> Option<usize> {
        let built = |same: &[bool]| new.tree.ids().rev().find(|n| same[n.index()]);
        if let Some(node) = built(same) {
            return reached_at(new, node);
        }
        self.ancestors.iter().rev().find_map(|(a, passed)| {
            let same = like(new, a);
            let node = built(&same)?;
            match new.examined(node) {
                true => goes_on(new, &same, passed).or_else(|| reached_at(new, node)),
                false => reached_at(new, node),
            }
        })
    }
}

/// The lines passed at the nodes `same` up to event `k`, each with how
/// many times.
fn passed(trace: &Trace, same: &[bool], k: usize) -> Vec<(Step, usize)> {
    let mut passed: Vec<(Step, usize)> = Vec::new();
    for j in (0..=k).filter(|&j| same[trace.event(j).node().index()]) {
        counted(&mut passed, trace.line(j).step);
    }
    passed
}

/// Counts one more event at `line`: how many there are now.
fn counted(seen: &mut Vec<(Step, usize)>, line: Step) -> usize {
    match seen.iter_mut().find(|(l, _)| *l == line) {
        Some((_, n)) => {
            *n += 1;
            *n
        }
        None => {
            seen.push((line, 1));
            1
        }
    }
}

/// The first event at the nodes `same` of `new` that is not among the
/// lines `passed` there: where the search goes on at that node.
fn goes_on(new: &Trace, same: &[bool], passed: &[(Step, usize)]) -> Option<usize> {
    let mut seen: Vec<(Step, usize)> = Vec::new();
    (0..new.len())
        .filter(|&k| same[new.event(k).node().index()])
        .find(|&k| {
            let line = new.line(k).step;
            let n = counted(&mut seen, line);
            !passed.iter().any(|&(l, most)| l == line && n <= most)
        })
}

/// The stable id of a trace node.
fn stable_id(trace: &Trace, node: NodeId) -> Stable {
    match trace.tree.origin(node) {
        Some(_) => Stable::Named(trace.tree.name(node).to_string()),
        None => Stable::Moves(
            trace
                .path_to(node)
                .into_iter()
                .skip(1)
                .map(|n| trace.tree.move_index(n))
                .collect(),
        ),
    }
}

/// Which nodes of a trace are the stable node (one per iteration under
/// iterative deepening).
fn like(trace: &Trace, node: &Stable) -> Vec<bool> {
    match node {
        Stable::Named(name) => trace
            .tree
            .ids()
            .map(|n| trace.tree.origin(n).is_some() && trace.tree.name(n) == name.as_str())
            .collect(),
        Stable::Moves(moves) => {
            // Parents come before children: how far each node follows the moves.
            let mut follows = vec![false; trace.tree.len()];
            let mut out = vec![false; trace.tree.len()];
            for n in trace.tree.ids() {
                let depth = trace.tree.depth(n) as usize;
                let on = match trace.parent(n) {
                    None => true,
                    Some(p) => follows[p.index()] && moves.get(depth - 1) == Some(&trace.tree.move_index(n)),
                };
                follows[n.index()] = on && depth < moves.len();
                out[n.index()] = on && depth == moves.len();
            }
            out
        }
    }
}
