//! The search the counters compare with, counted on a thread of its own
//! (on a deep tree it costs more than the trace): minimax's counts for
//! alpha-beta, alpha-beta's for minimax, and under static ordering the same
//! search's without it (what ordering saves).

use crate::record::search::Counters;
use crate::search::{Algorithm, Order, Setup};
use crate::subject::Subject;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What the comparison is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Against {
    /// Another algorithm on the same tree.
    Algorithm(Algorithm),
    /// The same search without ordering.
    Unordered,
}

impl Against {
    /// Whether the search shown is the cheaper one ("5 of 8").
    pub fn saves(self) -> bool {
        self == Against::Algorithm(Algorithm::Minimax) || self == Against::Unordered
    }
}

/// The search the counters compare with.
pub enum Other {
    /// None: the other search is refused (minimax on too big a tree).
    None,
    /// Being counted on a thread.
    Counting(Counting),
    Counted(Against, Counters),
}

/// A count under way: what it is, where its counts come, and the flag that
/// gives it up once nobody waits for it (new settings, the tutor closed).
pub struct Counting {
    pub against: Against,
    from: Receiver<Option<Counters>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Counting {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Starts counting the comparison for a search set up as `setup`.
pub fn count(subject: &Arc<dyn Subject>, setup: Setup) -> Other {
    let (setup, against) = match setup.order {
        Order::Static => (
            Setup {
                order: Order::None,
                ..setup
            },
            Against::Unordered,
        ),
        Order::None => {
            let other = match setup.algorithm {
                Algorithm::Minimax => Algorithm::AlphaBeta,
                _ => Algorithm::Minimax,
            };
            (
                Setup {
                    algorithm: other,
                    ..setup
                },
                Against::Algorithm(other),
            )
        }
    };
    let subject = Arc::clone(subject);
    let (to, from) = mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let work = move || {
        // Nobody waits for the counts of settings switched away from.
        let _ = to.send(subject.counts_until(setup, &flag).ok());
    };
    match std::thread::Builder::new().name("counts".into()).spawn(work) {
        Ok(_) => Other::Counting(Counting { against, from, stop }),
        Err(_) => Other::None,
    }
}

impl Other {
    /// Takes in the counts if they have come; with `wait`, waits for them.
    pub fn receive(&mut self, wait: bool) {
        let Other::Counting(Counting { against, from, .. }) = self else {
            return;
        };
        let got = match wait {
            true => from.recv().map_err(|_| TryRecvError::Disconnected),
            false => from.try_recv(),
        };
        *self = match got {
            Ok(Some(counts)) => Other::Counted(*against, counts),
            // Refused (too big a tree for minimax), or the thread is gone.
            Ok(None) | Err(TryRecvError::Disconnected) => Other::None,
            Err(TryRecvError::Empty) => return,
        };
    }

    pub fn waiting(&self) -> bool {
        matches!(self, Other::Counting(..))
    }
}
