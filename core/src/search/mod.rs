//! Search algorithms. Each algorithm is one short recursive function that
//! reads like the texts' pseudocode; the bookkeeping they share (recording
//! events, the principal variation) lives in [`Searcher`].

pub mod alphabeta;
pub mod choose;
pub mod deep;
pub mod deepening;
pub mod expectimax;
pub mod maxn;
pub mod minimax;
pub mod negamax;
pub mod ordering;
pub mod proof;
pub mod quickest;
mod searcher;
pub mod setup;
pub mod size;
pub mod summary;

pub use searcher::{At, Searcher};
pub use setup::{Algorithm, Order, Rule, Setup};

use crate::game::Game;
use crate::game::stopping::Stopping;
use crate::game::tree::GameTree;
use crate::record::search::{Counters, Event, NodeId, SearchNode, Trace, UnshownSum};
use crate::record::{Line, NodeSpec, Recorder};
use crate::value::Value;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// One step of the principal variation: the node and the index of the move
/// that leads to it from its parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PvStep {
    pub node: NodeId,
    pub move_index: u32,
}

/// What a search reports: the root value and the principal variation
/// (the moves of best play from the root; its first move is the best move).
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub value: Value,
    pub pv: Vec<PvStep>,
    /// The first weighted sum that was no value; the value is then the
    /// nearest one, and not to be shown.
    pub unshown: Option<UnshownSum>,
    /// Whether some node was a leaf only because of the depth limit (its
    /// last iteration's, under iterative deepening): without one, a
    /// deeper limit searches the same tree.
    pub cut_by_depth: bool,
}

/// Runs a search, reporting every step to `rec`.
pub fn search<G, R>(game: &G, root: &G::Position, setup: Setup, rec: &mut R) -> Outcome
where
    G: Game,
    R: Recorder<Event, SearchNode>,
{
    let mut s = Searcher::new(game, setup, rec);
    let (at, value) = match setup.algorithm {
        Algorithm::IterativeDeepening => deepening::search(&mut s, root, setup.depth),
        algorithm => {
            let at = s.add_root(root);
            let value = match algorithm {
                Algorithm::AlphaBeta => {
                    alphabeta::value(&mut s, root, at, Value::NEG_INFINITY, Value::INFINITY)
                }
                Algorithm::Negamax => negamax::negamax(&mut s, root, at) * negamax::sign(s.player(root)),
                _ => minimax::value(&mut s, root, at),
            };
            (at, value)
        }
    };
    s.finish(at, value)
}

/// The first weighted sum a search with these settings makes that is no
/// value, found by running it without a record.
pub fn unshown<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Option<UnshownSum> {
    search(game, root, setup, &mut summary::Tally::default()).unshown
}

/// Runs a search and keeps its full record.
pub fn record<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Trace {
    let mut rec = Counted::new(setup, game.written_tree());
    let outcome = search(game, root, setup, &mut rec);
    finished(rec, &outcome)
}

/// Runs a search and keeps its full record, unless `stop` is set or the
/// record grows past `most` events: then `None` (a run recorded in the
/// background that nobody wants any more, or that would take too much
/// memory to keep).
pub fn record_within<G: Game>(
    game: &G,
    root: &G::Position,
    setup: Setup,
    stop: &AtomicBool,
    most: usize,
) -> Option<Trace> {
    record_counted(game, root, setup, stop, most, &AtomicU64::new(0))
}

/// As `record_within`, keeping the number of events recorded so far in
/// `done`, for a progress line.
pub fn record_counted<G: Game>(
    game: &G,
    root: &G::Position,
    setup: Setup,
    stop: &AtomicBool,
    most: usize,
    done: &AtomicU64,
) -> Option<Trace> {
    let over = AtomicBool::new(false);
    // Every position is a leaf once either flag is set: the search unwinds.
    let wanted = Stopping { game, stop };
    let game = Stopping {
        game: &wanted,
        stop: &over,
    };
    let mut rec = Within {
        rec: Counted::new(setup, game.written_tree()),
        most,
        over: &over,
        done,
    };
    let outcome = search(&game, root, setup, &mut rec);
    let gave_up = stop.load(Ordering::Relaxed) || over.load(Ordering::Relaxed);
    (!gave_up).then(|| finished(rec.rec, &outcome))
}

/// Whether nodes carry an α/β window.
fn windowed(algorithm: Algorithm) -> bool {
    matches!(algorithm, Algorithm::AlphaBeta | Algorithm::IterativeDeepening)
}

/// The record of a search that has ended: its outcome and counts,
/// tables shrunk.
fn finished(Counted { mut trace, counters }: Counted, outcome: &Outcome) -> Trace {
    trace.about.counters = Some(counters);
    // The root of the (last) search: above its line, else looked for.
    let above = outcome.pv.first().and_then(|s| trace.parent(s.node));
    let root = above.or_else(|| trace.tree.ids().rev().find(|&id| trace.parent(id).is_none()));
    trace.about.value = Some(outcome.value);
    trace.about.unshown = outcome.unshown.clone();
    trace.about.pv = root
        .into_iter()
        .chain(outcome.pv.iter().map(|s| s.node))
        .collect();
    trace.finish();
    trace
}

/// Records a search and counts its events as they come: the whole run's
/// counts without a pass over its millions of events afterwards.
struct Counted {
    trace: Trace,
    counters: Counters,
}

impl Counted {
    /// A record of a search with these settings over `written`, a file's
    /// tree, if it is one: its nodes' names are the record's first words.
    fn new(setup: Setup, written: Option<&GameTree>) -> Counted {
        let mut trace = Trace::default();
        if let Some(tree) = written {
            trace.tree.name_as(tree.nodes().iter().map(|n| n.name.as_str()));
        }
        trace.about.windowed = windowed(setup.algorithm);
        trace.about.min_is_chance = setup.algorithm == Algorithm::Expectimax;
        Counted {
            trace,
            counters: Counters::default(),
        }
    }
}

impl Recorder<Event, SearchNode> for Counted {
    fn add_node<'l>(
        &mut self,
        parent: Option<NodeId>,
        describe: impl FnOnce() -> NodeSpec<'l, SearchNode>,
    ) -> NodeId {
        self.trace.add_node(parent, describe)
    }

    #[inline]
    fn record(&mut self, line: Line, event: Event) {
        self.counters.count(&event);
        self.trace.record(line, event);
    }
}

/// Records up to `most` events, then raises `over`; counts them in `done`.
struct Within<'a> {
    rec: Counted,
    most: usize,
    over: &'a AtomicBool,
    done: &'a AtomicU64,
}

impl Recorder<Event, SearchNode> for Within<'_> {
    fn add_node<'l>(
        &mut self,
        parent: Option<NodeId>,
        describe: impl FnOnce() -> NodeSpec<'l, SearchNode>,
    ) -> NodeId {
        self.rec.add_node(parent, describe)
    }

    fn record(&mut self, line: Line, event: Event) {
        if self.rec.trace.len() >= self.most {
            self.over.store(true, Ordering::Relaxed);
        }
        self.rec.record(line, event);
        self.done.store(self.rec.trace.len() as u64, Ordering::Relaxed);
    }
}
