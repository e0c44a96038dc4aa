//! A search's recording with its cursor, as the tutor holds it: besides
//! the cursor, the counts of the whole run and where each scenario node
//! stands in the run's tree (one node per iteration under iterative
//! deepening).

use crate::record::search::{Counters, Event, NodeId, Run, SearchState, Status, Trace};
use crate::record::{Entry, Replay};

/// A stretch of a run's steps, and whether it may hold what is looked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stretch {
    pub steps: std::ops::Range<usize>,
    pub has_some: bool,
}

pub struct SearchRun {
    pub cursor: Run,
    /// The counters of the whole run.
    pub whole: Counters,
    /// The run's nodes of each scenario node (by `origin`), in the order
    /// they were made: one per iteration under iterative deepening.
    /// Sorted by scenario node, then by run node: 8 bytes a node of the
    /// run, however big the scenario's tree (a table by scenario node
    /// took 28 bytes for each of them, reached or not).
    by_origin: Vec<(NodeId, NodeId)>,
    /// The root of each search (one per iteration), in order.
    roots: Vec<NodeId>,
    /// Where each scenario node comes among its siblings in the order the
    /// search takes them, for the nodes it never enters too (`arrange`).
    pub arranged: Option<Vec<u32>>,
}

impl SearchRun {
    /// The run at step 0 with its cursor's marks made.
    pub fn new(trace: Trace) -> SearchRun {
        let mut run = SearchRun::opening(trace);
        run.make_marks(usize::MAX);
        run
    }

    /// The run at step 0 with its cursor's marks still to make
    /// (`make_marks`): the first frame waits for none of them.
    pub fn opening(trace: Trace) -> SearchRun {
        let by_origin = origins(&trace);
        let roots = trace
            .tree
            .ids()
            .filter(|&id| trace.parent(id).is_none())
            .collect();
        // The search counted its run as it recorded it.
        let whole = match trace.about.counters {
            Some(counted) => counted,
            None => trace.counters(usize::MAX),
        };
        let cursor = Run::new(trace);
        SearchRun {
            whole,
            cursor,
            by_origin,
            roots,
            arranged: None,
        }
    }

    /// Takes every scenario node's place among its siblings from `whole`,
    /// a recording of the same search setup that entered every node
    /// (minimax): the order the search takes them in, where it never
    /// enters them too.
    pub fn arrange(&mut self, whole: &Trace, nodes: usize) {
        let mut place = vec![u32::MAX; nodes];
        for id in whole.tree.ids() {
            for (i, c) in whole.children(id).enumerate() {
                if let Some(slot) = whole.tree.origin(c).and_then(|o| place.get_mut(o.index())) {
                    *slot = i as u32;
                }
            }
        }
        self.arranged = Some(place);
    }

    /// Makes the cursor's marks on for at most `events` events; whether
    /// they are all made.
    pub fn make_marks(&mut self, events: usize) -> bool {
        self.cursor.make_marks(events)
    }

    pub fn trace(&self) -> &Trace {
        self.cursor.rec()
    }

    pub fn state(&self) -> &SearchState {
        self.cursor.state()
    }

    pub fn step(&self) -> usize {
        self.cursor.step()
    }

    pub fn len(&self) -> usize {
        self.cursor.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cursor.is_empty()
    }

    pub fn seek(&mut self, k: usize) {
        self.cursor.seek(k);
    }

    /// The run cut where its count of something is known (the start, the
    /// marks, the cursor), each stretch with whether it holds any: an
    /// event counted in `count` after it, none if the count stays.
    pub fn stretches(&self, count: impl Fn(Counters) -> u64) -> Vec<Stretch> {
        let here = self.state();
        let marks = self
            .cursor
            .marks()
            .iter()
            .map(|m| (m.step(), count(m.counters())));
        let mut known: Vec<(usize, u64)> = marks
            .chain([(0, 0), (here.step(), count(here.counters()))])
            .collect();
        known.sort_unstable();
        known.dedup_by_key(|k| k.0);
        let mut out: Vec<Stretch> = known
            .windows(2)
            .map(|w| Stretch {
                steps: w[0].0..w[1].0,
                has_some: w[1].1 > w[0].1,
            })
            .collect();
        // Past the last mark nothing is known.
        let last = known.last().map_or(0, |k| k.0);
        if last < self.len() {
            out.push(Stretch {
                steps: last..self.len(),
                has_some: true,
            });
        }
        out
    }

    /// The event that led to the current state (none at step 0).
    pub fn current(&self) -> Option<Entry<Event>> {
        self.cursor.current().map(|k| self.trace().entries.at(k))
    }

    /// The node the current event is about (the root before the first).
    pub fn current_node(&self) -> NodeId {
        self.current().map_or(NodeId::ROOT, |e| e.event.node())
    }

    /// Whether a node's cut-off test has fired (at the last successor
    /// too, where it leaves nothing out). Read from the state, which
    /// keeps the cut-off a node made: no table of steps beside it.
    pub fn has_cut(&self, node: NodeId) -> bool {
        self.state().node(node).cut.is_some()
    }

    /// Whether a node has moved its own bound of the window (a
    /// successor's value came inside it): the node itself set a bound.
    pub fn has_raised(&self, node: NodeId) -> bool {
        self.state()
            .window(node)
            .is_some_and(|w| w.alpha_from == Some(node) || w.beta_from == Some(node))
    }

    /// The event at which the search reaches a node, looked for from the
    /// last mark that has not reached it (a node once reached stays so).
    pub fn reached_at(&self, node: NodeId) -> Option<usize> {
        // Light marks read what they do not keep from the last mark.
        let from = match self.cursor.end_state() {
            Some(end) => {
                let unreached = |s: &&SearchState| {
                    matches!(s.status_at_mark(end, node), Status::Unreached | Status::Generated)
                };
                let marks = self.cursor.marks().iter().take_while(unreached);
                marks.last().map_or(0, |m| m.step())
            }
            None => 0,
        };
        reached_from(self.trace(), node, from)
    }

    /// The run's node standing for a scenario node: the one of the
    /// iteration under way (the last one started).
    pub fn node_of_origin(&self, origin: NodeId) -> Option<NodeId> {
        let state = self.state();
        let started = self
            .roots
            .iter()
            .rposition(|&r| state.node(r).status != Status::Unreached)
            .unwrap_or(0);
        let next = self.roots.get(started + 1).copied().unwrap_or(NodeId(u32::MAX));
        let from = self.by_origin.partition_point(|&(o, _)| o < origin);
        let to = self.by_origin.partition_point(|&(o, _)| o <= origin);
        let made = &self.by_origin[from..to];
        made.iter().rev().map(|&(_, id)| id).find(|&id| id < next)
    }
}

/// The event at which the search reaches a node: enters it, or leaves it
/// out with a cut-off at its parent.
pub fn reached_at(trace: &Trace, node: NodeId) -> Option<usize> {
    reached_from(trace, node, 0)
}

/// The event at which the search reaches a node, from event `from` on.
fn reached_from(trace: &Trace, node: NodeId, from: usize) -> Option<usize> {
    let examined = trace.examined(node);
    let parent = trace.parent(node);
    let found = trace.entries.iter_from(from).position(|e| match e.event {
        Event::Enter { node: n } => examined && n == node,
        Event::Cutoff { at, .. } => !examined && Some(at) == parent,
        _ => false,
    });
    found.map(|k| k + from)
}

fn origins(trace: &Trace) -> Vec<(NodeId, NodeId)> {
    let ids = trace.tree.ids();
    let mut by: Vec<(NodeId, NodeId)> = ids.filter_map(|id| Some((trace.tree.origin(id)?, id))).collect();
    by.sort_unstable();
    by
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Cursor;
    use crate::scenario::Scenario;
    use crate::search::{Algorithm, Setup};

    fn run(name: &str, algorithm: Algorithm) -> SearchRun {
        let s = Scenario::resolve(name).unwrap();
        SearchRun::new(s.record(Setup::new(algorithm)).unwrap())
    }

    fn after(r: &SearchRun, k: usize) -> SearchState {
        Cursor::<SearchState>::state_after(r.trace(), k)
    }

    /// Under iterative deepening a scenario node has a node in every
    /// iteration that reaches it; the tree pane shows the one under way.
    #[test]
    fn a_scenario_node_stands_for_its_node_in_the_iteration_under_way() {
        let mut r = run("ordering-deepening", Algorithm::IterativeDeepening);
        let second = r.roots[1];
        let k = r.reached_at(second).unwrap() + 1;
        r.seek(k + 10);
        let origin = r.trace().tree.origin(NodeId(second.0 + 1)).unwrap();
        let id = r.node_of_origin(origin).unwrap();
        assert!(
            id > second && id < r.roots[2],
            "{id:?} not in the second iteration"
        );
        r.seek(r.len());
        let last = *r.roots.last().unwrap();
        assert!(r.node_of_origin(origin).unwrap() > last);
        r.seek(0);
        assert!(r.node_of_origin(origin).unwrap() < second);
    }

    #[test]
    fn forward_then_back_is_the_same_as_forward() {
        for algorithm in Algorithm::ALL {
            let mut r = run("bratko-fig2", algorithm);
            for k in 0..=r.len() {
                for j in 0..=k {
                    r.seek(k);
                    r.seek(j);
                    assert_eq!(r.state(), &after(&r, j), "{k} then {j}");
                }
            }
        }
    }

    #[test]
    fn every_seek_gives_the_replayed_state() {
        let mut r = run("uniform-worst-first", Algorithm::AlphaBeta);
        let n = r.len();
        // Back one by one, long jumps both ways, and jumps past the middle.
        let targets = (0..n).rev().chain([n, 3, n - 2, n / 2 + 1, n / 2 - 1, 0, n / 3]);
        for j in targets {
            r.seek(j);
            assert_eq!(r.state(), &after(&r, j), "to {j}");
        }
    }
}
