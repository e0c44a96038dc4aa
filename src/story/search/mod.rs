//! A two-player search as the tutor steps through it: a subject, the
//! settings it was searched with, the run over its recording, the counts of
//! the search it is compared with, and the view its values are shown in.
//! Changing the algorithm or the rule records the search again at the same
//! node.

mod changed;
pub mod lab;
pub mod other;
pub mod panels;
pub mod rerecord;
mod same_step;
pub mod types;

pub use changed::{change_note, changed_between, changed_nodes};
pub use same_step::same_step;

use super::compare::Compare;
use super::outline::{Key, Nodes, Outline};
use super::practice::{Veil, veil};
use super::run::SearchRun;
use super::{Counts, Panels, Receipt, Renewed, Setting, Stop, Story};
use crate::pseudocode::{self, ListingLine};
use crate::record::Seek;
use crate::record::line::{Func, Line};
use crate::record::search::{Counters, Event, NodeId, View};
use crate::say;
use crate::search::{Algorithm, Order, Rule, Setup};
use crate::subject::Subject;
use crate::words::CutNames;
use crate::words::errors::Worded;
use other::Other;
use std::sync::Arc;

/// The events of the cursor's marks made at a tick (about 8 ms of work on
/// this machine), until they are all made.
const MARKS_A_TICK: usize = 1 << 20;

pub struct SearchStory {
    /// Shared with the thread that works out the comparison.
    pub subject: Arc<dyn Subject>,
    /// Whether the subject has chance nodes: asked by every frame's key
    /// bar, so looked for once, not over every node each time.
    chance: bool,
    pub setup: Setup,
    pub run: SearchRun,
    /// The search the counters compare with (its run, where it was
    /// recorded whole).
    pub other: Other,
    /// Values from MAX's point of view, or each for the player to move.
    pub view: View,
    /// Leaf values hidden until the search evaluates them (practice).
    pub hide_leaves: bool,
    /// What the question being asked keeps back (practice).
    veil: Option<Veil>,
    /// Knuth and Moore's node types drawn (`t`).
    pub types: bool,
    /// The ordering lab's figures: every order's evaluations, the minimal
    /// tree, evaluations by depth.
    pub lab: lab::Work,
    /// The nodes an edit of the tree changed (their drawn label), marked
    /// Δ at the step the edit was made at (sorted).
    pub changed: Option<Box<(usize, Vec<crate::story::outline::Changed>)>>,
    /// The counts before and after the last edit, said in the counts
    /// panel until the next.
    pub last_edit: Option<Box<panels::LastEdit>>,
    /// The seed of the lab's shuffle.
    seed: u64,
    /// The algorithm switched to once its run is in.
    pending: Option<Algorithm>,
    /// A run being recorded again with new settings, entered once it is in.
    recording: Option<Box<rerecord::Recording>>,
    /// Why the last recording was refused, once it is in.
    refused: Option<Box<str>>,
    /// Where the run switched away from was left: its setup and step, and
    /// the step this run was entered at (switching straight back returns
    /// to the same step).
    left: Option<(Setup, usize, usize)>,
    listing: Vec<ListingLine>,
    /// What the cut-offs are called in its words and marks (`reword`).
    names: CutNames,
}

impl SearchStory {
    pub fn open(subject: Box<dyn Subject>, setup: Setup) -> Result<SearchStory, String> {
        SearchStory::open_shared(Arc::from(subject), setup)
    }

    /// As `open`, on a subject another story searches too (a student's
    /// copy of the lecturer's run).
    pub fn open_shared(subject: Arc<dyn Subject>, setup: Setup) -> Result<SearchStory, String> {
        // What the first frame needs no part of waits for the first tick:
        // the cursor's marks and the comparison.
        let run = SearchRun::opening(subject.record(setup).worded()?);
        Ok(SearchStory::with_shared(subject, setup, run, false))
    }

    /// The search of `subject` set up as `setup`, recorded as `run`, its
    /// comparison and the lab's counting started `at_once` (on a thread
    /// that opens it) or at the first tick.
    fn with_run(subject: Box<dyn Subject>, setup: Setup, run: SearchRun, at_once: bool) -> SearchStory {
        SearchStory::with_shared(Arc::from(subject), setup, run, at_once)
    }

    fn with_shared(subject: Arc<dyn Subject>, setup: Setup, run: SearchRun, at_once: bool) -> SearchStory {
        let hide_leaves = subject.hides_leaves();
        let chance = subject.has_chance();
        SearchStory {
            chance,
            listing: listing(&setup, chance, view_of(setup), CutNames::Chapters),
            other: match at_once {
                true => other::start(&subject, setup),
                false => other::later(setup),
            },
            lab: match at_once {
                true => lab::start(&subject, setup),
                false => lab::later(&*subject),
            },
            types: false,
            changed: None,
            last_edit: None,
            seed: match setup.order {
                Order::Shuffle(seed) => seed,
                _ => lab::SHUFFLE_SEED,
            },
            subject,
            setup,
            run,
            view: view_of(setup),
            hide_leaves,
            veil: None,
            pending: None,
            recording: None,
            refused: None,
            left: None,
            names: CutNames::Chapters,
        }
    }

    pub fn outline(&self) -> Outline<'_> {
        Outline {
            tree: self.subject.tree(),
            run: Some(&self.run),
            view: self.view,
            limit: self.run.state().iteration().or(self.setup.depth),
            hide_leaves: self.hide_leaves,
            types: self.types && self.setup.algorithm == Algorithm::AlphaBeta,
            names: self.names,
            changed: match &self.changed {
                Some(c) if c.0 == self.run.step() => &c.1,
                _ => &[],
            },
        }
    }

    /// The comparison, once it is counted: what with, and its counts.
    pub fn compared(&self) -> Option<(other::Against, Counters)> {
        match self.other.counts()? {
            (against, Some(counts)) => Some((against, counts)),
            _ => None,
        }
    }

    /// Draws every node's successors in the order the search takes them,
    /// those of the subtrees it never enters too, as minimax with the same
    /// settings enters every one: the whole-tree exercise, whose drawing
    /// would give the pruned subtrees away by their order otherwise.
    pub fn arrange(&mut self) {
        let Some(tree) = self.subject.tree().filter(|_| self.setup.order != Order::None) else {
            return;
        };
        let setup = Setup {
            algorithm: Algorithm::Minimax,
            ..self.setup
        };
        if let Ok(whole) = self.subject.record(setup) {
            self.run.arrange(&whole, tree.len());
        }
    }

    /// Whether the tree has chance nodes, or expectimax reads MIN's as
    /// such: the compare view's two sides would then be expectimax under
    /// minimax's and alpha-beta's names, with nothing cut off.
    pub fn has_chance(&self) -> bool {
        self.chance || self.run.trace().about.min_is_chance
    }

    /// The node the current event is about (the root before the first).
    pub fn current_node(&self) -> NodeId {
        self.run.current_node()
    }

    /// The negamax view of the same run, or back; the step stays. A tree
    /// with chance nodes has no negamax view (nobody moves at chance).
    fn toggle_view(&mut self) -> Result<(), String> {
        // Expectimax takes MIN's nodes for chance nodes.
        if self.chance || self.setup.algorithm == Algorithm::Expectimax {
            return Err(say!("negamax-view-needs-two-players"));
        }
        self.view = match self.view {
            View::Minimax => View::Negamax,
            View::Negamax => View::Minimax,
        };
        self.listing = listing(&self.setup, false, self.view, self.names);
        Ok(())
    }

    /// `a`: minimax ⇄ alpha-beta, the pair the texts compare (from any
    /// other algorithm, alpha-beta).
    fn switch_algorithm(&mut self) -> Result<Renewed, String> {
        let to = match self.setup.algorithm {
            Algorithm::AlphaBeta => Algorithm::Minimax,
            _ => Algorithm::AlphaBeta,
        };
        self.switch_to(&[to])
    }

    /// `A`: the next of the algorithms that apply to this tree, in the
    /// texts' order, that can search it as it is set up (iterative
    /// deepening, say, needs values on inner nodes).
    fn cycle_algorithm(&mut self) -> Result<Renewed, String> {
        let cycle = algorithms(self.chance);
        let at = cycle.iter().position(|&a| a == self.setup.algorithm).unwrap_or(0);
        let next: Vec<Algorithm> = (1..cycle.len()).map(|i| cycle[(at + i) % cycle.len()]).collect();
        self.switch_to(&next)
    }

    /// Switches to the first of `candidates` that records: at once where
    /// the comparison recorded it, later where it is recording it.
    fn switch_to(&mut self, candidates: &[Algorithm]) -> Result<Renewed, String> {
        let Some(&algorithm) = candidates.first() else {
            return Err(String::new());
        };
        // A scenario's tree is recorded again at once; a game's may be
        // big: its run being recorded in the background is waited for.
        if self.other.working_on(algorithm) && self.subject.tree().is_none() {
            self.pending = Some(algorithm);
            return Ok(Renewed::Later);
        }
        let setup = Setup {
            algorithm,
            ..self.setup
        };
        if let Some(run) = self.take_other(algorithm) {
            self.enter(setup, run);
            return Ok(self.renewed());
        }
        // The first that records is taken: one search, not a count to try
        // it and then the recording.
        let tries = candidates.iter().map(|&algorithm| Setup {
            algorithm,
            ..self.setup
        });
        self.record_anew(tries.collect())
    }

    /// The comparison's run, if it is `algorithm`'s and recorded whole.
    fn take_other(&mut self, algorithm: Algorithm) -> Option<SearchRun> {
        let against = other::Against::Algorithm(algorithm);
        match std::mem::replace(&mut self.other, Other::None) {
            Other::Recorded(a, run) if a == against => Some(*run),
            other => {
                self.other = other;
                None
            }
        }
    }

    /// Records the search again with new settings, at the same node.
    fn resetup(&mut self, setup: Setup) -> Result<Renewed, String> {
        self.record_anew(vec![setup])
    }

    /// Another run of the same tree: at the step left there if this one
    /// was entered from it and has not moved, else at the same node. The
    /// run left becomes the comparison when it is the new one's.
    fn enter(&mut self, setup: Setup, mut run: SearchRun) {
        let back = self
            .left
            .filter(|&(s, _, entered)| s == setup && entered == self.run.step());
        let k = match back {
            Some((_, step, _)) => step,
            None => same_step(&self.run, run.trace()),
        };
        run.seek(k);
        self.left = Some((self.setup, self.run.step(), k));
        let old = std::mem::replace(&mut self.run, run);
        let old_setup = std::mem::replace(&mut self.setup, setup);
        self.pending = None;
        self.listing = listing(&setup, self.chance, self.view, self.names);
        self.lab = lab::start(&self.subject, setup);
        let (against, _) = other::comparison(setup);
        self.other = match against == other::Against::Algorithm(old_setup.algorithm)
            && old_setup.order == setup.order
            && old_setup.rule == setup.rule
        {
            true => Other::Recorded(against, Box::new(old)),
            false => other::start(&self.subject, setup),
        };
    }

    /// The lines under the counts: the last edit's figures, the lab's.
    fn counts_notes(&self) -> Vec<String> {
        let edit = self.last_edit.as_ref();
        let edit = edit.and_then(|e| panels::edit_note(e, self.setup, self.names));
        edit.into_iter()
            .chain(panels::lab_notes(&self.lab, self.setup.order))
            .collect()
    }

    /// Whether the tree's nodes are new after a switch.
    fn renewed(&self) -> Renewed {
        // The pane shows a scenario's own tree, or else the run's nodes.
        match self.subject.tree() {
            Some(_) => Renewed::SameNodes,
            None => Renewed::NewNodes,
        }
    }

    /// "alpha-beta (strict rule) · depth 3 · negamax view · bratko-fig2".
    fn heading(&self) -> String {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let rule = say!(
            "heading-rule",
            strict = yes_no(self.setup.rule == Rule::Strict),
            ordered = yes_no(self.setup.order != Order::None),
            order = crate::words::ordering::order_name(self.setup.order)
        );
        // Under iterative deepening, the limit of the iteration under way.
        let depth = self.run.state().iteration().or(self.setup.depth);
        // A course file counts its depth in rounds of every agent.
        let course = self.subject.scenario().and_then(|s| s.course.as_ref());
        let depth = match (depth, course) {
            (Some(d), Some(c)) if c.agents > 1 && d == c.depth * c.agents => {
                say!("heading-depth-rounds", depth = c.depth, plies = d)
            }
            (Some(d), _) => say!("heading-depth", depth = d),
            (None, _) => String::new(),
        };
        let view = match self.view {
            View::Minimax => String::new(),
            View::Negamax => say!("heading-view"),
        };
        let view = match self.setup.quiescence {
            true => say!("heading-quiescence") + &view,
            false => view,
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
    fn run(&self) -> &dyn Seek {
        &self.run.cursor
    }

    fn run_mut(&mut self) -> &mut dyn Seek {
        &mut self.run.cursor
    }

    fn stops_at(&self, k: usize, stop: Stop) -> bool {
        let event = self.run.trace().event(k);
        match stop {
            Stop::Evaluation => matches!(event, Event::Evaluate { .. }),
            // A test that fires at the last child prunes nothing: no stop.
            Stop::Cutoff => matches!(event, Event::Cutoff { children, .. } if children > 0),
        }
    }

    fn find_stop(&self, steps: std::ops::Range<usize>, stop: Stop, forward: bool) -> Option<usize> {
        let count = |c: Counters| match stop {
            Stop::Evaluation => c.evaluations,
            Stop::Cutoff => c.cutoffs(),
        };
        let stretches = self.run.stretches(count);
        let with_stops = stretches
            .iter()
            .filter(|s| s.has_some && s.steps.start < steps.end && steps.start < s.steps.end);
        let mut within = with_stops.map(|s| s.steps.start.max(steps.start)..s.steps.end.min(steps.end));
        let mut find = |r: std::ops::Range<usize>| match forward {
            true => r.clone().find(|&k| self.stops_at(k, stop)),
            false => r.rev().find(|&k| self.stops_at(k, stop)),
        };
        match forward {
            true => within.find_map(&mut find),
            false => within.rev().find_map(&mut find),
        }
    }

    fn line_at(&self, k: usize) -> Line {
        let line = self.run.trace().line(k);
        // In the negamax view every node runs the one function.
        match (self.view, line.func) {
            (View::Negamax, Func::Value | Func::MaxValue | Func::MinValue) => {
                Line::new(Func::Negamax, line.step)
            }
            _ => line,
        }
    }

    fn nodes(&self) -> Box<dyn Nodes + '_> {
        let outline = self.outline();
        veil::veiled(Box::new(outline), self.veil, |n| outline.key(n))
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
            step: panels::step_panel(&self.run, self.view, self.veil, self.names),
            counts: Counts {
                notes: self.counts_notes(),
                ..panels::counts(&self.run, &self.other, self.setup.algorithm, self.names)
            },
            code_title: say!(
                match self.view {
                    View::Negamax => "code-title-negamax",
                    View::Minimax => "code-title",
                },
                algorithm = say!("algorithm", algorithm = self.setup.algorithm.key())
            ),
            // The decision writes the value and window a question keeps back.
            decision: (alpha_beta && self.veil.is_none())
                .then(|| panels::decision(&self.run, self.setup.rule, self.view, self.names)),
            chart: (!matches!(self.lab, lab::Work::None)).then(|| panels::chart(&self.lab, self.setup.order)),
        }
    }

    fn listing(&self) -> &[ListingLine] {
        &self.listing
    }

    fn about(&self) -> super::About {
        let (source, note) = self.subject.source_and_note();
        super::About {
            title: self.subject.title().to_string(),
            source: source.to_string(),
            note: note.to_string(),
        }
    }

    fn detail(&self, key: Key) -> Option<Vec<String>> {
        let node = self.outline().node(key)?;
        self.subject.detail(self.run.trace(), node)
    }

    fn change(&mut self, setting: Setting) -> Result<Renewed, String> {
        match setting {
            Setting::Algorithm => self.switch_algorithm(),
            Setting::OtherAlgorithm => self.cycle_algorithm(),
            Setting::Strict => self.resetup(Setup {
                rule: self.setup.rule.other(),
                ..self.setup
            }),
            Setting::View => self.toggle_view().map(|()| Renewed::SameNodes),
            Setting::Quiescence => self.resetup(Setup {
                quiescence: !self.setup.quiescence,
                ..self.setup
            }),
            Setting::Order => self.reorder(),
            Setting::NodeTypes => self.toggle_types(),
        }
    }

    fn cut_names(&self) -> CutNames {
        self.names
    }

    fn reword(&mut self, names: CutNames) {
        self.names = names;
        self.listing = listing(&self.setup, self.chance, self.view, names);
    }

    fn compare(&self) -> Result<Compare, String> {
        if self.has_chance() {
            return Err(crate::say!("compare-not-with-chance"));
        }
        Compare::open(&self.subject, self.setup, self.run.step(), self.names)
    }

    fn veil(&mut self, veil: Option<Veil>) {
        self.veil = veil;
    }

    fn receive(&mut self, wait: bool) -> Receipt {
        self.other.begin(&self.subject, self.setup);
        self.lab.begin(&self.subject, self.setup);
        self.other.receive(wait);
        self.lab.receive(wait);
        let mut changed = match self.pending {
            Some(algorithm) if !self.other.working_on(algorithm) => Some(self.complete_switch(algorithm)),
            _ => None,
        };
        if let Some(recorded) = self.recording.as_ref().and_then(|r| r.receive(wait)) {
            changed = Some(self.recorded(recorded));
        }
        // The cursor's marks, a slice at each tick after the first frame.
        let marked = self.run.make_marks(if wait { usize::MAX } else { MARKS_A_TICK });
        Receipt {
            waiting: self.other.waiting() || self.lab.waiting() || self.recording.is_some() || !marked,
            changed,
        }
    }
}

impl SearchStory {
    /// `O`: the next order of the successors in the ordering lab, at the
    /// same step; only on a tree written out, whose values the orders read.
    fn reorder(&mut self) -> Result<Renewed, String> {
        if self.subject.tree().is_none() {
            return Err(say!("order-needs-tree"));
        }
        let order = match self.setup.order.next_in_lab() {
            Order::Shuffle(_) => Order::Shuffle(self.seed),
            order => order,
        };
        self.resetup(Setup { order, ..self.setup })
    }

    /// The successors in the order the tree is written, at the same step
    /// (where `<` and `>` move a node).
    pub fn written_order(&mut self) -> Result<Renewed, String> {
        self.resetup(Setup {
            order: Order::None,
            ..self.setup
        })
    }

    /// What `O` changed, in words: the order now and its evaluations, and
    /// the minimal tree's (the same in every order).
    pub fn order_note(&self) -> String {
        // The minimal tree is the same in every order: counted here, at once.
        let minimal = self
            .subject
            .tree()
            .and_then(|t| crate::search::ordering::minimal::minimal(t, self.setup))
            .map_or(String::new(), |m| {
                say!("order-now-minimal", minimal = m.evaluations)
            });
        say!(
            "order-now",
            order = crate::words::ordering::order_name(self.setup.order),
            evaluations = self.run.whole.evaluations,
            minimal = minimal
        )
    }

    /// `t`: Knuth and Moore's node types drawn or hidden; alpha-beta's
    /// only, the search whose behaviour they describe.
    fn toggle_types(&mut self) -> Result<Renewed, String> {
        if !self.types && self.setup.algorithm != Algorithm::AlphaBeta {
            return Err(say!("node-types-alpha-beta"));
        }
        self.types = !self.types;
        Ok(Renewed::SameNodes)
    }

    /// What `t` shows, in words.
    pub fn types_note(&self) -> String {
        match self.types {
            true => say!("node-types-on", differ = types::differing(&self.outline())),
            false => say!("node-types-off"),
        }
    }

    /// The switch to `algorithm` that waited for its run.
    fn complete_switch(&mut self, algorithm: Algorithm) -> Renewed {
        let setup = Setup {
            algorithm,
            ..self.setup
        };
        self.pending = None;
        match self.take_other(algorithm) {
            Some(run) => {
                self.enter(setup, run);
                self.renewed()
            }
            // Too big to keep: recorded after all.
            None => self.record_anew(vec![setup]).unwrap_or(Renewed::SameNodes),
        }
    }
}

/// The view a run opens in: negamax's own, the minimax view otherwise.
fn view_of(setup: Setup) -> View {
    match setup.algorithm {
        Algorithm::Negamax => View::Negamax,
        _ => View::Minimax,
    }
}

/// The listing of a run in a view of its values.
fn listing(setup: &Setup, chance: bool, view: View, names: CutNames) -> Vec<ListingLine> {
    match view {
        View::Negamax => pseudocode::negamax_view(setup),
        View::Minimax => pseudocode::listing_for(setup, chance, names),
    }
}

/// The algorithms that apply to a tree, in the texts' order: the
/// two-player ones, or expectimax and its neighbours on a tree with chance
/// nodes.
fn algorithms(chance: bool) -> &'static [Algorithm] {
    use Algorithm::*;
    match chance {
        true => &[Expectimax, Minimax, AlphaBeta],
        false => &[Minimax, AlphaBeta, Negamax, IterativeDeepening],
    }
}
