//! A two-player search as the tutor steps through it: a subject, the
//! settings it was searched with, the run over its trace, the counts of the
//! other algorithm, and the view its values are shown in. Switching the
//! algorithm or the rule records the search again at the same node.

use super::counters_panel::{self, Column, Comparison};
use super::keys::{self, Binding};
use super::step_panel;
use super::story::{CodeLine, Stop, Story};
use super::theme::Theme;
use crate::pseudocode::{self, ListingLine};
use crate::record::search::cursor::Run;
use crate::record::search::{Counters, Entry, Event, NodeId, Trace, View};
use crate::search::Algorithm;
use crate::search::Order;
use crate::search::Setup;
use crate::story::outline::{Key, Nodes, Outline};
use crate::subject::Subject;
use ratatui::text::{Line, Text};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

pub struct SearchStory {
    /// Shared with the thread that counts the comparison's search.
    pub subject: Arc<dyn Subject>,
    pub setup: Setup,
    pub run: Run,
    /// The whole-run counts of the search the counters compare with.
    pub other: Other,
    /// Values from MAX's point of view, or each for the player to move.
    pub value_view: View,
    listing: Vec<ListingLine>,
}

impl SearchStory {
    pub fn open(subject: Box<dyn Subject>, setup: Setup) -> Result<SearchStory, String> {
        let run = Run::new(subject.record(setup)?);
        let mut s = SearchStory {
            listing: pseudocode::listing_for(&setup, subject.has_chance()),
            subject: Arc::from(subject),
            setup,
            run,
            other: Other::None,
            // Negamax's trace opens in its own view.
            value_view: match setup.algorithm {
                Algorithm::Negamax => View::Negamax,
                _ => View::Minimax,
            },
        };
        s.other = s.count_other();
        Ok(s)
    }

    /// Starts counting the search the counters compare with, on a thread
    /// of its own (on a deep tree it costs more than the trace): minimax's
    /// counts for alpha-beta, alpha-beta's for minimax, under static
    /// ordering the same search's without it.
    fn count_other(&self) -> Other {
        let (setup, named) = if self.setup.order == Order::Static {
            let setup = Setup {
                order: Order::None,
                ..self.setup
            };
            (setup, Comparison::unordered(Counters::default()))
        } else {
            let other = match self.setup.algorithm {
                Algorithm::Minimax => Algorithm::AlphaBeta,
                _ => Algorithm::Minimax,
            };
            let setup = Setup {
                algorithm: other,
                ..self.setup
            };
            (setup, Comparison::with(other, Counters::default()))
        };
        let subject = Arc::clone(&self.subject);
        let (to, from) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let work = move || {
            // Nobody waits for the counts of settings switched away from.
            let _ = to.send(subject.counts_until(setup, &flag).ok());
        };
        match std::thread::Builder::new().name("counts".into()).spawn(work) {
            Ok(_) => Other::Counting(Counting { named, from, stop }),
            Err(_) => Other::None,
        }
    }

    /// The comparison, once it is counted.
    pub fn other(&self) -> Option<&Comparison> {
        match &self.other {
            Other::Counted(c) => Some(c),
            _ => None,
        }
    }

    pub fn outline(&self) -> Outline<'_> {
        Outline {
            tree: self.subject.tree(),
            run: Some(&self.run),
            view: self.value_view,
            by_move: self.subject.draws_positions(),
        }
    }

    /// The node the current event is about (the root before the first).
    pub fn current_node(&self) -> NodeId {
        self.run.current().map_or(0, |e| e.event.node())
    }

    /// The negamax view of the same trace, or back; the step stays. A tree
    /// with chance nodes has no negamax view (nobody moves at chance).
    pub fn toggle_view(&mut self) -> Result<(), String> {
        if self.subject.has_chance() {
            return Err("the negamax view is for two players: this tree has chance nodes".into());
        }
        self.value_view = self.value_view.toggled();
        Ok(())
    }

    pub fn toggle_strict(&mut self) -> Result<(), String> {
        self.resetup(Setup {
            strict: !self.setup.strict,
            ..self.setup
        })
    }

    /// The next algorithm that can search this tree as it is set up
    /// (iterative deepening, say, needs values on inner nodes).
    pub fn switch_algorithm(&mut self) -> Result<(), String> {
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
        self.run = Run::new(trace);
        self.run.seek(k);
        self.other = self.count_other();
        self.listing = pseudocode::listing_for(&setup, self.subject.has_chance());
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
        let event = &self.run.trace.entries[k].event;
        match stop {
            Stop::Evaluation => matches!(event, Event::Evaluate { .. }),
            Stop::Cutoff => event.is_cutoff(),
        }
    }

    fn line_at(&self, k: usize) -> Option<usize> {
        pseudocode::line_index(&self.listing, self.run.trace.entries[k].line)
    }

    fn nodes(&self) -> Box<dyn Nodes + '_> {
        Box::new(self.outline())
    }

    fn reached_at(&self, key: Key) -> Option<usize> {
        let outline = self.outline();
        let node = outline.path(key).into_iter().rev().find_map(|k| outline.node(k));
        node.and_then(|n| self.run.reached_at(n))
    }

    /// "alpha-beta (strict rule) · depth 3 · negamax view · bratko-fig2".
    fn heading(&self) -> String {
        let rule = match (self.setup.strict, self.setup.order) {
            (true, Order::Static) => " (strict rule, static order)",
            (true, Order::None) => " (strict rule)",
            (false, Order::Static) => " (static order)",
            (false, Order::None) => "",
        };
        // Under iterative deepening, the limit of the iteration under way.
        let depth = match (self.run.state.iteration, self.setup.depth) {
            (Some(d), _) => format!(" · depth {d}"),
            (None, Some(d)) => format!(" · depth {d}"),
            (None, None) => String::new(),
        };
        let view = match self.value_view {
            View::Minimax => String::new(),
            view => format!(" · {}", view.name()),
        };
        format!(
            "{}{rule}{depth}{view} · {}",
            self.setup.algorithm,
            self.subject.name()
        )
    }

    fn tree_title(&self) -> &'static str {
        match self.value_view {
            View::Negamax => "Tree · negamax view",
            View::Minimax => "Tree",
        }
    }

    fn words(&self, theme: Theme) -> Vec<Line<'static>> {
        step_panel::lines(&self.run, self.value_view, theme)
    }

    fn counts(&self, theme: Theme) -> (String, Vec<Line<'static>>) {
        let whole = self.run.whole;
        let mut columns = vec![
            Column {
                heading: "so far".into(),
                counts: Some(self.run.state.counters),
            },
            Column {
                heading: "in all".into(),
                counts: Some(whole),
            },
        ];
        let title = match &self.other {
            Other::Counted(o) => {
                columns.push(Column {
                    heading: o.short.into(),
                    counts: Some(o.counts),
                });
                counters_panel::saving(&whole, Some(o)).unwrap_or("Counts".into())
            }
            Other::Counting(Counting { named: o, .. }) => {
                columns.push(Column {
                    heading: o.short.into(),
                    counts: None,
                });
                format!("Counts · {}: counting…", o.short)
            }
            Other::None => "Counts".into(),
        };
        (title, counters_panel::table(&columns, theme))
    }

    fn receive(&mut self, wait: bool) {
        let Other::Counting(Counting { named, from, .. }) = &self.other else {
            return;
        };
        let got = match wait {
            true => from.recv().map_err(|_| TryRecvError::Disconnected),
            false => from.try_recv(),
        };
        self.other = match got {
            Ok(Some(counts)) => Other::Counted(Comparison { counts, ..*named }),
            // Refused (too big a tree for minimax), or the thread is gone.
            Ok(None) | Err(TryRecvError::Disconnected) => Other::None,
            Err(TryRecvError::Empty) => return,
        };
    }

    fn waiting(&self) -> bool {
        matches!(self.other, Other::Counting(..))
    }

    fn code_title(&self) -> String {
        format!("Pseudocode · {} (slides, seed 003)", self.setup.algorithm)
    }

    fn listing(&self) -> Vec<CodeLine> {
        self.listing.iter().map(CodeLine::from).collect()
    }

    fn detail(&self, key: Key) -> Option<Text<'static>> {
        let node = self.outline().node(key)?;
        self.subject.detail(&self.run.trace, node)
    }

    fn keys(&self) -> &'static [Binding] {
        &keys::TUTOR
    }

    fn legend(&self) -> &'static [&'static str] {
        &LEGEND
    }

    fn search(&self) -> Option<&SearchStory> {
        Some(self)
    }

    fn search_mut(&mut self) -> Option<&mut SearchStory> {
        Some(self)
    }
}

/// The search the counters compare with.
pub enum Other {
    /// None: the other search is refused (minimax on too big a tree).
    None,
    /// Being counted on a thread.
    Counting(Counting),
    Counted(Comparison),
}

/// A count under way: what it is, where its counts come, and the flag that
/// gives it up once nobody waits for it (new settings, the tutor closed).
pub struct Counting {
    pub named: Comparison,
    from: Receiver<Option<Counters>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Counting {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// What the symbols mean, and which names the program uses.
const LEGEND: [&str; 4] = [
    "▲ MAX  ▼ MIN  ≥ 3 / ≤ 3 provisional value  ✂ α / ✂ β left out by a cut",
    "★ principal variation  ◀ node of the current event  dim: not reached yet",
    "A cut at MAX (v ≥ β) is a β-cutoff, at MIN (v ≤ α) an α-cutoff, as the",
    "chapters (seed 000) name them; the slides (seed 003) swap the names.",
];

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

/// The step of `new` that shows the node the current event of `old` is
/// about (found by its moves from the root): the same kind of event there,
/// else the moment that node had got as far as in `old`, else the cut-off
/// that leaves it out.
pub fn same_step(old: &Run, new: &Trace) -> usize {
    let Some(entry) = old.current() else { return 0 };
    if matches!(entry.event, Event::End { .. }) {
        return new.entries.len();
    }
    let Some(node) = same_node(&old.trace, entry.event.node(), new) else {
        return 0;
    };
    let done = &old.trace.entries[..old.step()];
    let kind = std::mem::discriminant(&entry.event);
    let same_kind = |e: &Entry| std::mem::discriminant(&e.event) == kind;
    let nth_kind = done
        .iter()
        .filter(|e| e.event.node() == entry.event.node() && same_kind(e))
        .count();
    let nth_any = done
        .iter()
        .filter(|e| e.event.node() == entry.event.node())
        .count()
        - 1;
    let at_node: Vec<(usize, &Entry)> = new
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.event.node() == node)
        .collect();
    let kinds: Vec<usize> = at_node
        .iter()
        .filter(|(_, e)| same_kind(e))
        .map(|&(k, _)| k)
        .collect();
    let found = match (kinds.is_empty(), at_node.is_empty()) {
        (false, _) => Some(kinds[(nth_kind - 1).min(kinds.len() - 1)]),
        (true, false) => Some(at_node[nth_any.saturating_sub(1).min(at_node.len() - 1)].0),
        (true, true) => crate::record::search::cursor::reached_at(new, node),
    };
    found.map_or(0, |k| k + 1)
}

/// The node of `new` reached by the same moves as `node` of `old`.
fn same_node(old: &Trace, node: NodeId, new: &Trace) -> Option<NodeId> {
    let moves = old
        .path_to(node)
        .into_iter()
        .skip(1)
        .map(|n| old.node(n).move_index);
    let mut at = 0;
    for m in moves {
        at = new.children(at).find(|&c| new.node(c).move_index == m)?;
    }
    Some(at)
}
