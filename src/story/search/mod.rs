//! A two-player search as the tutor steps through it: a subject, the
//! settings it was searched with, the run over its recording, the counts of
//! the search it is compared with, and the view its values are shown in.
//! Changing the algorithm or the rule records the search again at the same
//! node.

pub mod other;
pub mod panels;
mod same_step;

pub use same_step::same_step;

use super::compare::Compare;
use super::outline::{Key, Nodes, Outline};
use super::run::SearchRun;
use super::{Panels, Renewed, Setting, Stop, Story};
use crate::pseudocode::{self, ListingLine};
use crate::record::search::{Event, NodeId, Trace, View};
use crate::say;
use crate::search::{Algorithm, Order, Setup};
use crate::subject::Subject;
use other::Other;
use std::sync::Arc;

pub struct SearchStory {
    /// Shared with the thread that counts the comparison's search.
    pub subject: Arc<dyn Subject>,
    pub setup: Setup,
    pub run: SearchRun,
    /// The whole-run counts of the search the counters compare with.
    pub other: Other,
    /// Values from MAX's point of view, or each for the player to move.
    pub view: View,
    listing: Vec<ListingLine>,
}

impl SearchStory {
    pub fn open(subject: Box<dyn Subject>, setup: Setup) -> Result<SearchStory, String> {
        let run = SearchRun::new(subject.record(setup)?);
        let subject: Arc<dyn Subject> = Arc::from(subject);
        Ok(SearchStory {
            listing: pseudocode::listing_for(&setup, subject.has_chance()),
            other: other::count(&subject, setup),
            subject,
            setup,
            run,
            // Negamax's run opens in its own view.
            view: match setup.algorithm {
                Algorithm::Negamax => View::Negamax,
                _ => View::Minimax,
            },
        })
    }

    pub fn outline(&self) -> Outline<'_> {
        Outline {
            tree: self.subject.tree(),
            run: Some(&self.run),
            view: self.view,
            by_move: self.subject.draws_positions(),
        }
    }

    /// The comparison, once it is counted: what with, and its counts.
    pub fn compared(&self) -> Option<(other::Against, crate::record::search::Counters)> {
        match self.other {
            Other::Counted(against, counts) => Some((against, counts)),
            _ => None,
        }
    }

    /// The node the current event is about (the root before the first).
    pub fn current_node(&self) -> NodeId {
        self.run.current_node()
    }

    /// The negamax view of the same run, or back; the step stays. A tree
    /// with chance nodes has no negamax view (nobody moves at chance).
    fn toggle_view(&mut self) -> Result<(), String> {
        if self.subject.has_chance() {
            return Err(say!("negamax-view-needs-two-players"));
        }
        self.view = match self.view {
            View::Minimax => View::Negamax,
            View::Negamax => View::Minimax,
        };
        Ok(())
    }

    /// The next algorithm that can search this tree as it is set up
    /// (iterative deepening, say, needs values on inner nodes).
    fn switch_algorithm(&mut self) -> Result<(), String> {
        let mut algorithm = self.setup.algorithm;
        loop {
            algorithm = next_algorithm(algorithm, self.subject.has_chance());
            let setup = Setup {
                algorithm,
                ..self.setup
            };
            // The first that records is taken: one search, not a count
            // to try it and then the recording.
            match self.subject.record(setup) {
                Ok(trace) => {
                    self.take(setup, trace);
                    return Ok(());
                }
                Err(e) if algorithm == self.setup.algorithm => return Err(e),
                Err(_) => {}
            }
        }
    }

    /// Records the search again with new settings, at the same node.
    fn resetup(&mut self, setup: Setup) -> Result<(), String> {
        let trace = self.subject.record(setup)?;
        self.take(setup, trace);
        Ok(())
    }

    /// The search recorded with new settings, at the same node.
    fn take(&mut self, setup: Setup, trace: Trace) {
        let k = same_step(&self.run, &trace);
        self.setup = setup;
        self.run = SearchRun::new(trace);
        self.run.seek(k);
        self.other = other::count(&self.subject, setup);
        self.listing = pseudocode::listing_for(&setup, self.subject.has_chance());
    }

    /// "alpha-beta (strict rule) · depth 3 · negamax view · bratko-fig2".
    fn heading(&self) -> String {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let rule = say!(
            "heading-rule",
            strict = yes_no(self.setup.strict),
            ordered = yes_no(self.setup.order == Order::Static)
        );
        // Under iterative deepening, the limit of the iteration under way.
        let depth = self.run.state().iteration().or(self.setup.depth);
        let depth = depth.map_or(String::new(), |d| say!("heading-depth", depth = d));
        let view = match self.view {
            View::Minimax => String::new(),
            View::Negamax => say!("heading-view"),
        };
        say!(
            "heading",
            algorithm = say!("algorithm", algorithm = self.setup.algorithm.key()),
            rule = rule,
            depth = depth,
            view = view,
            name = self.subject.name()
        )
    }
}

impl Story for SearchStory {
    fn last_step(&self) -> usize {
        self.run.len()
    }

    fn step(&self) -> usize {
        self.run.step()
    }

    fn seek(&mut self, k: usize) {
        self.run.seek(k);
    }

    fn stops_at(&self, k: usize, stop: Stop) -> bool {
        let event = self.run.trace().event(k);
        match stop {
            Stop::Evaluation => matches!(event, Event::Evaluate { .. }),
            Stop::Cutoff => event.is_cutoff(),
        }
    }

    fn line_at(&self, k: usize) -> Option<usize> {
        pseudocode::line_index(&self.listing, self.run.trace().line(k))
    }

    fn nodes(&self) -> Box<dyn Nodes + '_> {
        Box::new(self.outline())
    }

    fn reached_at(&self, key: Key) -> Option<usize> {
        let outline = self.outline();
        let node = outline.path(key).into_iter().rev().find_map(|k| outline.node(k));
        node.and_then(|n| self.run.reached_at(n))
    }

    fn panels(&self) -> Panels {
        let alpha_beta = self.setup.algorithm == Algorithm::AlphaBeta;
        Panels {
            heading: self.heading(),
            tree_title: match self.view {
                View::Negamax => say!("tree-title-negamax"),
                View::Minimax => say!("tree-title"),
            },
            step: panels::step_panel(&self.run, self.view),
            counts: panels::counts(&self.run, &self.other),
            code_title: say!(
                "code-title",
                algorithm = say!("algorithm", algorithm = self.setup.algorithm.key())
            ),
            decision: alpha_beta.then(|| panels::decision(&self.run, self.setup.strict)),
        }
    }

    fn listing(&self) -> &[ListingLine] {
        &self.listing
    }

    fn detail(&self, key: Key) -> Option<Vec<String>> {
        let node = self.outline().node(key)?;
        self.subject.detail(self.run.trace(), node)
    }

    fn change(&mut self, setting: Setting) -> Result<Renewed, String> {
        match setting {
            Setting::Algorithm => self.switch_algorithm()?,
            Setting::Strict => self.resetup(Setup {
                strict: !self.setup.strict,
                ..self.setup
            })?,
            Setting::View => return self.toggle_view().map(|()| Renewed::SameNodes),
        }
        // The pane shows a scenario's own tree, or else the run's nodes.
        Ok(match self.subject.tree() {
            Some(_) => Renewed::SameNodes,
            None => Renewed::NewNodes,
        })
    }

    fn compare(&self) -> Result<Compare, String> {
        Compare::open(&self.subject, self.setup, self.run.step())
    }

    fn receive(&mut self, wait: bool) -> bool {
        self.other.receive(wait);
        self.other.waiting()
    }
}

/// The algorithm `a` switches to: the two-player ones in the texts' order,
/// or expectimax and its neighbours on a tree with chance nodes.
fn next_algorithm(a: Algorithm, chance: bool) -> Algorithm {
    use Algorithm::*;
    let cycle: &[Algorithm] = if chance {
        &[Expectimax, Minimax, AlphaBeta]
    } else {
        &[Minimax, AlphaBeta, Negamax, IterativeDeepening]
    };
    let at = cycle.iter().position(|&c| c == a);
    at.map_or(cycle[0], |i| cycle[(i + 1) % cycle.len()])
}
