//! Lazy SMP: MTD(f)'s search to the end on several threads over one
//! table. Every thread searches the same null-window pass from the same
//! position; the helpers take the moves of some nodes in another order
//! (see `Solver::children`), so that they work out other subtrees first
//! and leave them in the table, where the others find them. Whichever
//! thread finishes a pass first gives its result (each thread's is a
//! sound bound on the value), and the others drop that pass at their next
//! check-in and take the next.
//!
//! The root's own entry is written only by the thread that runs MTD(f),
//! in the order of its passes, so that the best move it keeps is the one
//! that proved the last lower bound. The table is saved only while the
//! helpers wait ([`Lazy::hold`]).

use super::search::Found;
use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::{Acquire, Relaxed, Release};
use std::sync::{Condvar, Mutex, MutexGuard};

/// What the threads of one MTD(f) share.
#[derive(Default)]
pub(super) struct Lazy {
    /// The last pass finished: a thread searching it (or an older one)
    /// stops at its next check-in.
    pub done: AtomicU64,
    /// The helpers' counts, added at each check-in and at the end of each
    /// of their passes.
    pub nodes: AtomicU64,
    pub expanded: AtomicU64,
    pub filled: AtomicU64,
    /// Set while the helpers are asked to wait (read at each check-in).
    pub hold: std::sync::atomic::AtomicBool,
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Default)]
struct State {
    /// The pass under way (1, 2, …; 0 before the first) and its β.
    pass: u64,
    beta: i32,
    /// A helper's result of `pass` (and the move that proved it), where a
    /// helper finished it first.
    result: Option<(Found, u8)>,
    /// The helpers are to leave.
    leave: bool,
    /// Helpers searching a pass, and of those, waiting for a hold to end.
    busy: usize,
    parked: usize,
    /// A hold is asked for (the same as [`Lazy::hold`], under the lock).
    holding: bool,
}

impl Lazy {
    fn state(&self) -> MutexGuard<'_, State> {
        self.changed_state(|_| {})
    }

    fn changed_state(&self, change: impl FnOnce(&mut State)) -> MutexGuard<'_, State> {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        change(&mut s);
        s
    }

    fn wait<'s>(&self, s: MutexGuard<'s, State>) -> MutexGuard<'s, State> {
        self.changed.wait(s).unwrap_or_else(|e| e.into_inner())
    }

    /// The searching thread starts a pass with window (β − 1, β): returns
    /// its number.
    pub fn begin(&self, beta: i32) -> u64 {
        let s = self.changed_state(|s| {
            (s.pass, s.beta, s.result) = (s.pass + 1, beta, None);
        });
        self.changed.notify_all();
        s.pass
    }

    /// The searching thread ends `pass` (finished by it, or stopped):
    /// every thread drops it; returns a helper's result of it, if a
    /// helper finished it first.
    pub fn end(&self, pass: u64) -> Option<(Found, u8)> {
        let mut s = self.state();
        self.done.fetch_max(pass, Release);
        s.result.take()
    }

    /// A helper waits for a pass after `last`: its number and β; `None`
    /// when the helpers are to leave.
    pub fn next(&self, last: u64) -> Option<(u64, i32)> {
        let mut s = self.state();
        loop {
            if s.leave {
                return None;
            }
            if s.pass > last && !s.holding && self.done.load(Acquire) < s.pass {
                s.busy += 1;
                return Some((s.pass, s.beta));
            }
            s = self.wait(s);
        }
    }

    /// A helper is done with `pass`: `found` is its result, if it finished
    /// the pass (rather than dropped it).
    pub fn finished(&self, pass: u64, found: Option<(Found, u8)>) {
        let mut s = self.state();
        s.busy -= 1;
        if let Some(found) = found
            && s.pass == pass
            && self.done.load(Acquire) < pass
            && s.result.is_none()
        {
            s.result = Some(found);
            self.done.fetch_max(pass, Release);
        }
        drop(s);
        self.changed.notify_all();
    }

    /// The helpers leave once they are done with their pass.
    pub fn leave(&self) {
        drop(self.changed_state(|s| s.leave = true));
        self.done.fetch_max(u64::MAX, Release);
        self.changed.notify_all();
    }

    /// The searching thread waits until every helper is waiting: no
    /// thread writes the table until [`Lazy::release`].
    pub fn hold_all(&self) {
        let mut s = self.changed_state(|s| s.holding = true);
        self.hold.store(true, Release);
        while s.parked < s.busy {
            s = self.wait(s);
        }
    }

    pub fn release(&self) {
        drop(self.changed_state(|s| s.holding = false));
        self.hold.store(false, Release);
        self.changed.notify_all();
    }

    /// A helper asked to wait (seen at a check-in) waits until released.
    pub fn park(&self) {
        let mut s = self.changed_state(|s| s.parked += 1);
        self.changed.notify_all();
        while s.holding {
            s = self.wait(s);
        }
        s.parked -= 1;
    }

    /// The helpers' counts so far: nodes, expanded, entries filled.
    pub fn counts(&self) -> (u64, u64, u64) {
        (
            self.nodes.load(Relaxed),
            self.expanded.load(Relaxed),
            self.filled.load(Relaxed),
        )
    }
}
