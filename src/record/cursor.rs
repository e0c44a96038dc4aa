//! A cursor over a recording: the state after step k is the state after
//! the first k events. The cursor moves by applying events forward and
//! taking them back one by one (undo), so it keeps one state whatever the
//! length of the run, and stepping back costs what stepping forward does.
//! Nothing is ever replayed from the start; step 0 is a fresh state.

/// The state of a kind of run after some steps, and how one event changes it.
pub trait Replay: Sized {
    type Recording;

    /// The state before the first event.
    fn start(rec: &Self::Recording) -> Self;
    /// Makes this state the one before the first event again; a kind whose
    /// state is big writes over its tables in place rather than making
    /// new ones (their memory is already the process's: Home is faster).
    fn restart(&mut self, rec: &Self::Recording) {
        *self = Self::start(rec);
    }
    /// How many events have been applied.
    fn step(&self) -> usize;
    /// The number of events of the recording.
    fn len(rec: &Self::Recording) -> usize;
    /// Applies event `step()`.
    fn apply(&mut self, rec: &Self::Recording);
    /// Takes event `step() - 1` back.
    fn undo(&mut self, rec: &Self::Recording);
}

/// How much work the cursor did: events applied and taken back, and fresh
/// states made (for tests and measurements).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub applied: u64,
    pub undone: u64,
    pub fresh: u64,
}

/// What moves along a run, whatever its kind: the tutor's keys need no more.
pub trait Seek {
    /// How many events have happened.
    fn step(&self) -> usize;
    /// The number of events: the last step.
    fn last_step(&self) -> usize;
    /// Moves to step `k` (clamped to the run).
    fn seek(&mut self, k: usize);
}

impl<S: Replay> Seek for Cursor<S> {
    fn step(&self) -> usize {
        Cursor::step(self)
    }

    fn last_step(&self) -> usize {
        self.len()
    }

    fn seek(&mut self, k: usize) {
        Cursor::seek(self, k);
    }
}

pub struct Cursor<S: Replay> {
    rec: S::Recording,
    state: S,
    work: Work,
}

impl<S: Replay> Cursor<S> {
    pub fn new(rec: S::Recording) -> Cursor<S> {
        Cursor {
            state: S::start(&rec),
            rec,
            work: Work::default(),
        }
    }

    pub fn rec(&self) -> &S::Recording {
        &self.rec
    }

    pub fn state(&self) -> &S {
        &self.state
    }

    pub fn step(&self) -> usize {
        self.state.step()
    }

    /// The number of events: the last step.
    pub fn len(&self) -> usize {
        S::len(&self.rec)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn work(&self) -> Work {
        self.work
    }

    /// The index of the event that led to the current state (none at step 0).
    pub fn current(&self) -> Option<usize> {
        self.step().checked_sub(1)
    }

    /// Moves the cursor to step `k` (clamped to the run): back by undo,
    /// forward by apply; a jump back to step 0 is a fresh state.
    pub fn seek(&mut self, k: usize) {
        let k = k.min(self.len());
        if k == 0 && self.step() > 1 {
            self.state.restart(&self.rec);
            self.work.fresh += 1;
        }
        while self.step() > k {
            self.state.undo(&self.rec);
            self.work.undone += 1;
        }
        while self.step() < k {
            self.state.apply(&self.rec);
            self.work.applied += 1;
        }
    }

    /// Moves to just after the next event from the cursor on for which
    /// `is(k)` holds; false when there is none.
    pub fn next_where(&mut self, is: impl Fn(&S::Recording, usize) -> bool) -> bool {
        let found = (self.step()..self.len()).find(|&k| is(&self.rec, k));
        found.map(|k| self.seek(k + 1)).is_some()
    }

    /// Moves to just after the last event before the current one for
    /// which `is(k)` holds; false when there is none.
    pub fn prev_where(&mut self, is: impl Fn(&S::Recording, usize) -> bool) -> bool {
        let before = self.step().saturating_sub(1);
        let found = (0..before).rev().find(|&k| is(&self.rec, k));
        found.map(|k| self.seek(k + 1)).is_some()
    }

    /// The state after `k` events, from a fresh state (for tests and
    /// one-off questions about a recording).
    pub fn state_after(rec: &S::Recording, k: usize) -> S {
        let mut s = S::start(rec);
        for _ in 0..k.min(S::len(rec)) {
            s.apply(rec);
        }
        s
    }
}
