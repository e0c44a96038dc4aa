//! Stepping back: the tutor takes the last event back instead of
//! replaying the prefix or keeping copies of the state, so a step back
//! costs about what a step forward does, even on traces of millions of
//! events. What an event overwrote is either fixed by the search's order
//! (a node is generated before it is entered, entered before it is
//! evaluated or left) or carried by the event (`old`), or found in the
//! events before it at the same node.

use super::state::{SearchState, Status};
use super::{Bound, Event, NodeId, Trace};

impl SearchState {
    /// The state one event earlier. Nothing happens at step 0.
    pub fn undo(&mut self, trace: &Trace) {
        let Some(k) = self.step.checked_sub(1) else {
            return;
        };
        let event = trace.entries[k].event;
        self.step = k;
        self.counters.uncount(&event);
        match event {
            Event::Enter { node, .. } => {
                self.path.pop();
                let n = &mut self.nodes[node as usize];
                n.window = None;
                n.status = if trace.node(node).parent.is_some() {
                    Status::Generated
                } else {
                    Status::Unreached
                };
            }
            Event::Generate { child, .. } => self.nodes[child as usize].status = Status::Unreached,
            Event::Evaluate { node, .. } => self.nodes[node as usize].static_value = None,
            Event::Provisional { node, .. } => {
                let before = earlier_provisional(trace, k, node);
                let n = &mut self.nodes[node as usize];
                n.provisional = before.map(|(v, _)| v);
                n.best_child = before.map(|(_, c)| c);
            }
            Event::WindowChange { node, bound, old, .. } => {
                let from = earlier_bound_from(trace, k, node, bound);
                if let Some(w) = self.nodes[node as usize].window.as_mut() {
                    match bound {
                        Bound::Alpha => (w.alpha, w.alpha_from) = (old, from),
                        Bound::Beta => (w.beta, w.beta_from) = (old, from),
                    }
                }
            }
            Event::BetaCutoff { at, unexamined, .. } | Event::AlphaCutoff { at, unexamined, .. } => {
                self.nodes[at as usize].cut = None;
                for id in unexamined.first..unexamined.first + unexamined.children {
                    let n = &mut self.nodes[id as usize];
                    n.status = Status::Unreached;
                    n.pruned_by = None;
                }
            }
            Event::Leave { node, .. } => {
                let n = &mut self.nodes[node as usize];
                n.final_value = None;
                n.status = Status::Open;
                self.path.push(node);
            }
            Event::Quiescence { node, .. } => self.nodes[node as usize].extended = false,
            Event::Iteration { .. } => self.iteration = earlier_iteration(trace, k),
            Event::End { .. } => self.finished = None,
        }
    }
}

/// The events before event `k` back to the entering of `node`, latest
/// first.
fn since_enter(trace: &Trace, k: usize, node: NodeId) -> impl Iterator<Item = &Event> {
    trace.entries[..k]
        .iter()
        .rev()
        .map(|e| &e.event)
        .take_while(move |e| !matches!(e, Event::Enter { node: n, .. } if *n == node))
}

/// The provisional value and best child `node` had before event `k`.
fn earlier_provisional(trace: &Trace, k: usize, node: NodeId) -> Option<(f64, NodeId)> {
    since_enter(trace, k, node).find_map(|e| match *e {
        Event::Provisional {
            node: n, new, child, ..
        } if n == node => Some((new, child)),
        _ => None,
    })
}

/// Who set `bound` of `node`'s window before event `k`: the node itself
/// after an earlier change, else the ancestor it was entered with.
fn earlier_bound_from(trace: &Trace, k: usize, node: NodeId, bound: Bound) -> Option<NodeId> {
    trace.entries[..k].iter().rev().find_map(|e| match e.event {
        Event::WindowChange {
            node: n, bound: b, ..
        } if n == node && b == bound => Some(Some(node)),
        Event::Enter { node: n, window, .. } if n == node => Some(window.and_then(|w| match bound {
            Bound::Alpha => w.alpha_from,
            Bound::Beta => w.beta_from,
        })),
        _ => None,
    })?
}

/// The depth limit of the iteration before event `k`, if any.
fn earlier_iteration(trace: &Trace, k: usize) -> Option<u32> {
    trace.entries[..k].iter().rev().find_map(|e| match e.event {
        Event::Iteration { depth } => Some(depth),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{Scenario, bundled};
    use crate::search::Algorithm;
    use crate::search::Setup;

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
                        ..s.setup(algorithm, None, false)
                    };
                    let Ok(trace) = s.record(setup) else { continue };
                    let mut state = SearchState::after(&trace, trace.entries.len());
                    for k in (0..trace.entries.len()).rev() {
                        state.undo(&trace);
                        assert_eq!(
                            state,
                            SearchState::after(&trace, k),
                            "{} {algorithm:?} at {k}",
                            b.name
                        );
                    }
                }
            }
        }
    }
}
