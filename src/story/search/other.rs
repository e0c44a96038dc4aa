//! The search the counters compare with, worked out on a thread of its own
//! (on a deep tree it costs more than the run shown): minimax's for
//! alpha-beta, alpha-beta's for minimax, and under static ordering the same
//! search's without it (what ordering saves); the ordering lab's orders
//! are compared with every other order besides (`lab`). Minimax and alpha-beta are
//! recorded whole where the record stays within bounds, so that `a`
//! switches to the other at once; otherwise only counted.

use crate::record::search::Counters;
use crate::search::{Algorithm, Order, Setup};
use crate::story::run::SearchRun;
use crate::subject::Subject;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// The most events a run recorded in the background may have (about 50
/// bytes each): past it, the comparison is only counted.
pub const MOST_EVENTS: usize = 4_000_000;

/// What the comparison is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Against {
    /// Another algorithm on the same tree.
    Algorithm(Algorithm),
    /// The same search without ordering.
    Unordered,
}

/// The search the counters compare with.
pub enum Other {
    /// None: the other search is refused (minimax on too big a tree).
    None,
    /// To be started once the first frame is up (`begin`): the opening
    /// waits for none of it.
    Later(Against),
    /// Being worked out on a thread.
    Working(Working),
    Counted(Against, Counters),
    /// Recorded whole: ready to be switched to.
    Recorded(Against, Box<SearchRun>),
}

/// What the thread sends back.
enum Found {
    Counts(Counters),
    /// Made ready on the thread too, so that taking it in costs nothing.
    Run(Box<SearchRun>),
}

/// Work under way: what it is, where its result comes, and the flag that
/// gives it up once nobody waits for it (new settings, the tutor closed).
pub struct Working {
    pub against: Against,
    from: Receiver<Option<Found>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Working {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// What the comparison is for a search set up as `setup`, and its settings.
pub fn comparison(setup: Setup) -> (Against, Setup) {
    match setup.order {
        Order::Static => (
            Against::Unordered,
            Setup {
                order: Order::None,
                ..setup
            },
        ),
        // The lab's orders are compared by the counts of every order.
        _ => {
            let other = match setup.algorithm {
                Algorithm::Minimax => Algorithm::AlphaBeta,
                _ => Algorithm::Minimax,
            };
            let setup = Setup {
                algorithm: other,
                ..setup
            };
            (Against::Algorithm(other), setup)
        }
    }
}

/// The comparison for a search set up as `setup`, started later
/// (`Other::begin`).
pub fn later(setup: Setup) -> Other {
    match setup.algorithm {
        Algorithm::Expectimax => Other::None,
        _ => Other::Later(comparison(setup).0),
    }
}

/// Starts working out the comparison for a search set up as `setup`.
pub fn start(subject: &Arc<dyn Subject>, setup: Setup) -> Other {
    // Expectimax cuts nothing and has no pair to be compared with.
    if setup.algorithm == Algorithm::Expectimax {
        return Other::None;
    }
    let (against, setup) = comparison(setup);
    // Only minimax and alpha-beta are switched to with `a`.
    let keep =
        matches!(setup.algorithm, Algorithm::Minimax | Algorithm::AlphaBeta) && against != Against::Unordered;
    let subject = Arc::clone(subject);
    let (to, from) = mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let work = move || {
        let run = keep
            .then(|| subject.record_within(setup, &flag, MOST_EVENTS).ok().flatten())
            .flatten();
        let found = match run {
            Some(trace) => Some(Found::Run(Box::new(SearchRun::new(trace)))),
            None => subject.counts_until(setup, &flag).ok().map(Found::Counts),
        };
        // Nobody waits for the result of settings switched away from.
        let _ = to.send(found);
    };
    match crate::search::deep::spawn("comparison", work) {
        Ok(_) => Other::Working(Working { against, from, stop }),
        Err(_) => Other::None,
    }
}

impl Other {
    /// Starts the comparison left for later.
    pub fn begin(&mut self, subject: &Arc<dyn Subject>, setup: Setup) {
        if let Other::Later(_) = self {
            *self = start(subject, setup);
        }
    }

    /// Takes in the result if it has come; with `wait`, waits for it.
    pub fn receive(&mut self, wait: bool) {
        let Other::Working(Working { against, from, .. }) = self else {
            return;
        };
        let got = match wait {
            true => from.recv().map_err(|_| TryRecvError::Disconnected),
            false => from.try_recv(),
        };
        *self = match got {
            Ok(Some(Found::Counts(counts))) => Other::Counted(*against, counts),
            Ok(Some(Found::Run(run))) => Other::Recorded(*against, run),
            // Refused (too big a tree for minimax), or the thread is gone.
            Ok(None) | Err(TryRecvError::Disconnected) => Other::None,
            Err(TryRecvError::Empty) => return,
        };
    }

    pub fn waiting(&self) -> bool {
        matches!(self, Other::Working(..) | Other::Later(..))
    }

    /// What it is, and its counts once they are in.
    pub fn counts(&self) -> Option<(Against, Option<Counters>)> {
        match self {
            Other::None => None,
            Other::Working(Working { against, .. }) | Other::Later(against) => Some((*against, None)),
            Other::Counted(a, c) => Some((*a, Some(*c))),
            Other::Recorded(a, run) => Some((*a, Some(run.whole))),
        }
    }

    /// Whether `algorithm`'s run is being worked out (to be switched to
    /// once it is in).
    pub fn working_on(&self, algorithm: Algorithm) -> bool {
        let against = match self {
            Other::Working(w) => w.against,
            Other::Later(against) => *against,
            _ => return false,
        };
        against == Against::Algorithm(algorithm)
    }
}
