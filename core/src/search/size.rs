//! How big a recorded search may be, and how big one would be: a move
//! tree of the game screen, a game searched live or a scenario file's
//! tree, each held to one memory budget before it is recorded.
//!
//! Searches without pruning (minimax, negamax) are declined where they
//! would build more nodes than stepping through can bear; the tutor then
//! leaves out their comparison column and skips them when the algorithm
//! is switched.
//!
//! Any move tree is held to a memory budget (`--max-tree-memory`, about
//! 1 GB by default). Before one is built its size is estimated from the
//! searches one, two and three plies shallower, each counted only up to
//! the budget (so no count runs without bound), and extrapolated; where it
//! would not fit, the deepest depth that fits is offered instead.

use crate::game::Game;
use crate::game::stopping::Stopping;
use crate::record::search::{Counters, Event, NodeId, SearchNode};
use crate::record::{Line, NodeSpec, Recorder};
use crate::search::deep::MAX_DEPTH;
use crate::search::setup::Refusal;
use crate::search::{self, Algorithm, Setup};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering::Relaxed};

/// The most nodes (branching^depth) a search without pruning may build.
const MOST_NODES: f64 = 2e6;

/// The memory one recorded event takes in the tutor: the recording, the
/// cursor's state and the story's tables (61 bytes measured on Kalah at
/// depth 12, `examples/move_tree.rs`).
pub const BYTES_PER_EVENT: u64 = 64;

/// The default memory budget of a move tree.
pub const DEFAULT_BUDGET: u64 = 1 << 30;

/// Whether `setup`'s search of `game` from `root` may be recorded.
pub fn allow<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Result<(), Refusal> {
    let prunes = matches!(
        setup.algorithm,
        Algorithm::AlphaBeta | Algorithm::IterativeDeepening
    );
    let branching = game.moves(root).len() as f64;
    let nodes = branching.powi(setup.depth.unwrap_or(u32::MAX).min(64) as i32);
    if prunes || nodes <= MOST_NODES {
        return Ok(());
    }
    Err(Refusal::TooBig {
        algorithm: setup.algorithm,
        nodes,
    })
}

/// How the events of a memory budget are shared: the tree shown gets
/// three quarters, the run it is compared with (recorded in the
/// background, to switch to at once) the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub bytes: u64,
}

impl Budget {
    /// The events the tree shown may have.
    pub fn tree_events(self) -> u64 {
        self.events() - self.compared_events()
    }

    /// The events the run compared with may have.
    pub fn compared_events(self) -> u64 {
        self.events() / 4
    }

    fn events(self) -> u64 {
        self.bytes / BYTES_PER_EVENT
    }

    /// The memory a tree of `events` events takes with its share of
    /// the comparison: what the budget must be for it to fit.
    pub fn bytes_for(self, events: u64) -> u64 {
        events.saturating_mul(BYTES_PER_EVENT).saturating_mul(4) / 3
    }
}

/// Work on a tree shared with the screen: the flag that gives it up, and
/// how far it has got (for the progress line).
#[derive(Debug, Default)]
pub struct Watch {
    pub cancel: AtomicBool,
    /// The depth being counted (0 once the tree is being built).
    pub counting: AtomicU32,
    /// Events counted or recorded so far.
    pub done: AtomicU64,
    /// The events expected, once estimated.
    pub expected: AtomicU64,
    /// Set once the tree is open: `cancel` then gives up only the build,
    /// not the recordings the tutor makes later.
    pub opened: AtomicBool,
}

impl Watch {
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Relaxed)
    }
}

/// A tree's depth and its events (counted or estimated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub depth: u32,
    pub events: u64,
}

/// What the estimate says of a tree to a depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// It fits.
    Build(Size),
    /// It would have about `wanted.events` events (more, when `more` is
    /// set: the count stopped at the budget), over the budget; `fits` is
    /// the deepest tree that fits, if any.
    Over {
        wanted: Size,
        more: bool,
        fits: Option<Size>,
    },
}

/// The events of `setup`'s search, counted up to `cap` (then `capped`);
/// `None` once the watch is cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub events: u64,
    pub capped: bool,
    /// Some node was a leaf only because of the depth limit.
    pub cut_by_depth: bool,
}

/// Counting seen from outside: the flag that gives it up, and the events
/// counted so far (for a progress line).
#[derive(Clone, Copy)]
pub struct Tally<'a> {
    pub cancel: &'a AtomicBool,
    pub done: &'a AtomicU64,
}

/// Counts the events of a search without keeping them, giving up past
/// `cap` or once cancelled; the watch's `done` counts this search's
/// events.
pub fn count<G: Game>(game: &G, root: &G::Position, setup: Setup, cap: u64, watch: &Watch) -> Option<Count> {
    watch.done.store(0, Relaxed);
    let tally = Tally {
        cancel: &watch.cancel,
        done: &watch.done,
    };
    tallied(game, root, setup, cap, tally)
}

/// [`count`], adding the events to those `tally` has counted before.
fn tallied<G: Game>(game: &G, root: &G::Position, setup: Setup, cap: u64, tally: Tally) -> Option<Count> {
    let over = AtomicBool::new(false);
    // Every position is a leaf once either flag is set: the search unwinds.
    let wanted = Stopping {
        game,
        stop: tally.cancel,
    };
    let game = Stopping {
        game: &wanted,
        stop: &over,
    };
    let before = tally.done.load(Relaxed);
    let mut rec = Capped {
        counters: Counters::default(),
        events: 0,
        before,
        cap,
        over: &over,
        done: tally.done,
    };
    let outcome = search::search(&game, root, setup, &mut rec);
    tally.done.store(before + rec.events, Relaxed);
    let capped = over.load(Relaxed);
    (!tally.cancel.load(Relaxed)).then_some(Count {
        events: rec.events,
        capped,
        cut_by_depth: outcome.cut_by_depth && !capped,
    })
}

/// Estimates the tree of `setup` (which has a depth limit) against `cap`
/// events: from the counts one, two and three plies shallower, then,
/// where even those do not fit, shallower still until one does.
pub fn plan<G: Game>(game: &G, root: &G::Position, setup: Setup, cap: u64, watch: &Watch) -> Option<Plan> {
    let depth = setup.depth.unwrap_or(1).max(1);
    let at = |d: u32| {
        watch.counting.store(d, Relaxed);
        let setup = Setup {
            depth: Some(d),
            ..setup
        };
        count(game, root, setup, cap, watch)
    };
    let size = |depth, c: Count| Size {
        depth,
        events: c.events,
    };
    if depth <= 2 {
        let c = at(depth)?;
        return Some(match c.capped {
            false => Plan::Build(size(depth, c)),
            true => over(size(depth, c), true, deepest_fit(depth - 1, &at)?),
        });
    }
    let three = match depth {
        3 => None,
        _ => Some(at(depth - 3)?).filter(|c| !c.capped),
    };
    let (two, one) = (at(depth - 2)?, at(depth - 1)?);
    Some(match (two.capped, one.capped) {
        (false, false) => {
            let wanted = Size {
                depth,
                events: extrapolate(three.map(|c| c.events), two.events, one.events),
            };
            match wanted.events <= cap {
                true => Plan::Build(wanted),
                false => over(wanted, false, Some(size(depth - 1, one))),
            }
        }
        (false, true) => over(size(depth, one), true, Some(size(depth - 2, two))),
        (true, _) => over(size(depth, two), true, deepest_fit(depth - 3, &at)?),
    })
}

/// The next depth's events from the counts one, two and (where there is
/// one) three plies shallower, never fewer than `one`. Alpha-beta's tree
/// grows by turns more and less from one depth to the next (odd and even
/// depths differ), so the growth is the mean (geometric) of the last two
/// plies': from `two` to `one` alone it missed by up to 45 % on Kalah's
/// openings, under by 7 % at the book's depth 12 (`examples/move_tree.rs`).
fn extrapolate(three: Option<u64>, two: u64, one: u64) -> u64 {
    let per_ply = |from: u64, plies: f64| (one as f64 / from.max(1) as f64).powf(1.0 / plies);
    let growth = three.map_or_else(|| per_ply(two, 1.0), |three| per_ply(three, 2.0));
    (one as f64 * growth.max(1.0)).min(u64::MAX as f64) as u64
}

fn over(wanted: Size, more: bool, fits: Option<Size>) -> Plan {
    Plan::Over { wanted, more, fits }
}

/// The deepest tree from depth `from` down that is counted within the
/// cap (`Some(None)` when not even depth 1 is); `None` once cancelled.
fn deepest_fit(from: u32, at: &impl Fn(u32) -> Option<Count>) -> Option<Option<Size>> {
    for depth in (1..=from).rev() {
        let c = at(depth)?;
        if !c.capped {
            return Some(Some(Size {
                depth,
                events: c.events,
            }));
        }
    }
    Some(None)
}

/// What counting says of a search against a number of events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Within {
    /// It takes no more.
    Fits,
    /// It would take more; `fits` is the deepest depth limit under which
    /// it does not, counted from depth 1 up to the first that does (`None`
    /// when not even depth 1 fits).
    Over { fits: Option<Size> },
}

/// Counts of an events' worth the first depths are made without thought:
/// below a sixteenth of the cap they cost little beside the count that
/// decides.
const CHEAP: u64 = 16;

/// Whether `setup`'s search of `game` from `root` takes at most `cap`
/// events, and if not, the deepest depth limit under which it does
/// (`None` once cancelled). `counting` is told each depth limit counted
/// (`None`: no limit).
///
/// A search that examines every move (minimax, negamax, expectimax,
/// without quiescence) takes more events under a deeper limit, so its
/// depths are counted from 1 up: the first over the cap shows that the
/// search asked for is over too, without counting it to the cap first;
/// one not cut by its limit is the whole search. Where the first depths
/// promise the search asked for fits, it is counted at once rather than
/// through every depth. A search that cuts may take fewer events deeper,
/// so it is counted as asked first, and only then depth by depth.
pub fn within<G: Game>(
    game: &G,
    root: &G::Position,
    setup: Setup,
    cap: u64,
    tally: Tally,
    mut counting: impl FnMut(Option<u32>),
) -> Option<Within> {
    let mut at = |depth: Option<u32>| {
        counting(depth);
        tallied(game, root, Setup { depth, ..setup }, cap, tally)
    };
    let grows = grows_with_depth(setup);
    if !grows && !at(setup.depth)?.capped {
        return Some(Within::Fits);
    }
    let limit = setup.depth.unwrap_or(MAX_DEPTH);
    let (mut fits, mut shallower, mut asked_over) = (None, None, !grows);
    for depth in 1..limit {
        let c = at(Some(depth))?;
        if c.capped {
            return Some(Within::Over { fits });
        }
        let here = Size {
            depth,
            events: c.events,
        };
        if !c.cut_by_depth {
            // Every deeper limit searches this same tree.
            return Some(match grows {
                true => Within::Fits,
                false => Within::Over { fits: Some(here) },
            });
        }
        let near = c.events >= cap / CHEAP && !asked_over && promised(shallower, here, setup.depth, cap);
        if near {
            if !at(setup.depth)?.capped {
                return Some(Within::Fits);
            }
            asked_over = true;
        }
        shallower = fits.replace(here);
    }
    Some(match asked_over || at(setup.depth)?.capped {
        true => Within::Over { fits },
        false => Within::Fits,
    })
}

/// Whether every move is searched, so that a deeper limit only adds
/// events: no cut-offs, and no quiescence (whose extra step at the limit
/// a deeper limit does not take).
fn grows_with_depth(setup: Setup) -> bool {
    let exhaustive = matches!(
        setup.algorithm,
        Algorithm::Minimax | Algorithm::Negamax | Algorithm::Expectimax
    );
    exhaustive && !setup.quiescence
}

/// Whether the search to `limit` (none: to the end) looks to fit the cap,
/// grown from `here` at the rate from `shallower`: to a limit, by that
/// rate a ply; to the end, only once the growth has nearly stopped (the
/// game's end is near).
fn promised(shallower: Option<Size>, here: Size, limit: Option<u32>, cap: u64) -> bool {
    let Some(before) = shallower else {
        return false;
    };
    let growth = here.events as f64 / before.events.max(1) as f64;
    match limit {
        Some(limit) => here.events as f64 * growth.max(1.0).powi((limit - here.depth) as i32) <= cap as f64,
        None => growth < 1.5 && here.events as f64 * 1.5 <= cap as f64,
    }
}

/// Counts events and nodes up to a cap, then raises `over`.
struct Capped<'a> {
    counters: Counters,
    events: u64,
    /// The events counted before this search, for `done`.
    before: u64,
    cap: u64,
    over: &'a AtomicBool,
    done: &'a AtomicU64,
}

impl Recorder<Event, SearchNode> for Capped<'_> {
    fn add_node<'l>(
        &mut self,
        parent: Option<NodeId>,
        describe: impl FnOnce() -> NodeSpec<'l, SearchNode>,
    ) -> NodeId {
        self.counters.add_node(parent, describe)
    }

    fn record(&mut self, line: Line, event: Event) {
        self.events += 1;
        if self.events > self.cap {
            self.over.store(true, Relaxed);
        }
        // Now and then, for the progress line.
        if self.events.is_multiple_of(1024) {
            self.done.store(self.before + self.events, Relaxed);
        }
        self.counters.record(line, event);
    }
}

#[cfg(test)]
#[path = "size_tests.rs"]
mod tests;
