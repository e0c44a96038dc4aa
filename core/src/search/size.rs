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
}

/// Counts the events of a search without keeping them, giving up past
/// `cap` or once cancelled.
pub fn count<G: Game>(game: &G, root: &G::Position, setup: Setup, cap: u64, watch: &Watch) -> Option<Count> {
    let over = AtomicBool::new(false);
    // Every position is a leaf once either flag is set: the search unwinds.
    let wanted = Stopping {
        game,
        stop: &watch.cancel,
    };
    let game = Stopping {
        game: &wanted,
        stop: &over,
    };
    let mut rec = Capped {
        counters: Counters::default(),
        events: 0,
        cap,
        over: &over,
        done: &watch.done,
    };
    search::search(&game, root, setup, &mut rec);
    let capped = over.load(Relaxed);
    (!watch.cancelled()).then_some(Count {
        events: rec.events,
        capped,
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

/// The deepest depth limit under which `setup`'s search stays within
/// `cap` events, counted depth by depth from 1 (each count stopping at
/// the cap), at most `below` − 1; `None` when not even depth 1 does, or
/// once cancelled.
pub fn deepest_within<G: Game>(
    game: &G,
    root: &G::Position,
    setup: Setup,
    cap: u64,
    below: u32,
    watch: &Watch,
) -> Option<Size> {
    let mut fits = None;
    for depth in 1..below {
        let setup = Setup {
            depth: Some(depth),
            ..setup
        };
        let c = count(game, root, setup, cap, watch)?;
        if c.capped {
            break;
        }
        fits = Some(Size {
            depth,
            events: c.events,
        });
    }
    fits
}

/// Counts events and nodes up to a cap, then raises `over`.
struct Capped<'a> {
    counters: Counters,
    events: u64,
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
            self.done.store(self.events, Relaxed);
        }
        self.counters.record(line, event);
    }
}
