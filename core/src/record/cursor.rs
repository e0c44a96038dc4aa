//! A cursor over a recording: the state after step k is the state after
//! the first k events. The cursor moves by applying events forward and
//! taking them back one by one (undo), and stepping back costs what
//! stepping forward does. Nothing is ever replayed from the start; step 0
//! is a fresh state. On a long run the cursor also keeps marks: states at
//! steps spread evenly over it, whole copies as many as `MARK_BYTES` an
//! event pays for, or, for a kind of run whose marks are light (a search:
//! `record/search/state/light.rs`), the state at the end whole and a
//! small mark every `LIGHT_EVERY` events. A jump far away (End, a run to
//! a node) starts from the nearest mark, so no key applies more than a
//! part of the run. The marks are made by applying the run once, after
//! the cursor opens and a slice at a time (`make_marks`), so that the
//! first frame waits for none of it; until then a jump starts from the
//! marks made so far (or the state making them), or steps all the way.

/// The bytes an event the marks may take together.
pub const MARK_BYTES: usize = 8;

/// The most marks a run keeps.
const MOST_MARKS: usize = 8;

/// Copying a state costs about what applying an event does for this many
/// of its bytes.
const BYTES_AN_EVENT_COSTS: usize = 32;

/// With light marks: the bytes an event the state at the end may take
/// (kept whole), and a mark every this many events, at most so many.
const LIGHT_END_BYTES: usize = 12;
const LIGHT_EVERY: usize = 1 << 16;
const MOST_LIGHT_MARKS: usize = 256;

/// The state of a kind of run after some steps, and how one event changes it.
pub trait Replay: Sized + Clone {
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
    /// The bytes the state's tables take: a kind that says none keeps no
    /// marks.
    fn bytes(&self) -> usize {
        0
    }
    /// Makes this state a copy of `other`, in the tables it has.
    fn copy_from(&mut self, other: &Self) {
        self.clone_from(other);
    }
    /// Whether a mark keeps only what the state at the run's end cannot
    /// tell (`mark`): the cursor then keeps that state whole, as its last
    /// mark, and many small marks before it.
    fn light_marks(&self) -> bool {
        false
    }
    /// This state as a mark.
    fn mark(&self, _rec: &Self::Recording) -> Self {
        self.clone()
    }
    /// Makes this state the one `mark` keeps; `end` is the last mark, the
    /// state at the run's end.
    fn restore(&mut self, mark: &Self, _end: &Self, _rec: &Self::Recording) {
        self.copy_from(mark);
    }
    /// The bytes `restore` writes to make this state `mark`'s.
    fn restore_bytes(&self, _mark: &Self) -> usize {
        self.bytes()
    }
}

/// How much work the cursor did: events applied and taken back, and fresh
/// states made (for tests and measurements).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub applied: u64,
    pub undone: u64,
    pub fresh: u64,
    /// States copied from a mark.
    pub copied: u64,
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
    /// Copies of the state at steps spread evenly over the run, the last
    /// at its end (none on a short run), as far as they are made.
    marks: Vec<S>,
    /// How many marks the run keeps, once they are all made.
    wanted: usize,
    /// While the marks are being made: the state that makes them (made
    /// at the first mark's making, then the last mark).
    maker: Option<Box<S>>,
}

impl<S: Replay> Cursor<S> {
    /// A cursor at step 0, with the marks its budget pays for still to
    /// make (`make_marks`).
    pub fn new(rec: S::Recording) -> Cursor<S> {
        let state = S::start(&rec);
        let (len, bytes) = (S::len(&rec), state.bytes());
        let marks = match state.light_marks() {
            true if bytes > 0 && bytes <= len * LIGHT_END_BYTES => {
                (len / LIGHT_EVERY).clamp(1, MOST_LIGHT_MARKS)
            }
            true => 0,
            false => (len * MARK_BYTES).checked_div(bytes).unwrap_or(0).min(MOST_MARKS),
        };
        Cursor::marked(rec, state, marks)
    }

    /// A cursor at step 0 with `count` marks: the state after every
    /// `len / count` events, made now by applying the run once.
    pub fn with_marks(rec: S::Recording, count: usize) -> Cursor<S> {
        let state = S::start(&rec);
        let mut c = Cursor::marked(rec, state, count);
        c.make_marks(usize::MAX);
        c
    }

    /// A cursor at step 0 with `count` marks still to make (for tests).
    pub fn with_marks_to_make(rec: S::Recording, count: usize) -> Cursor<S> {
        let state = S::start(&rec);
        Cursor::marked(rec, state, count)
    }

    fn marked(rec: S::Recording, state: S, count: usize) -> Cursor<S> {
        Cursor {
            wanted: count.min(S::len(&rec)),
            maker: None,
            state,
            rec,
            work: Work::default(),
            marks: Vec::new(),
        }
    }

    /// Where the marks are made so far: the step of the state making
    /// them, none once they are all made.
    fn making(&self) -> Option<usize> {
        (self.marks.len() < self.wanted).then(|| self.maker.as_ref().map_or(0, |m| m.step()))
    }

    /// Makes the marks on for at most `events` events of the run; whether
    /// they are all made.
    pub fn make_marks(&mut self, events: usize) -> bool {
        let Some(at) = self.making() else { return true };
        self.make_marks_to(at.saturating_add(events));
        self.making().is_none()
    }

    /// Makes the marks on until the state that makes them is at step `k`
    /// (or the marks are all made).
    fn make_marks_to(&mut self, k: usize) {
        let len = self.len();
        while self.marks.len() < self.wanted {
            let maker = self.maker.get_or_insert_with(|| Box::new(S::start(&self.rec)));
            let next = len * (self.marks.len() + 1) / self.wanted;
            while maker.step() < next.min(k) {
                maker.apply(&self.rec);
            }
            if maker.step() < next {
                return;
            }
            // The last mark is the state that made them.
            match next == len {
                true => self.marks.extend(self.maker.take().map(|m| *m)),
                false => self.marks.push(maker.mark(&self.rec)),
            }
        }
    }

    /// The marks, in the order of their steps.
    pub fn marks(&self) -> &[S] {
        &self.marks
    }

    /// The state at the end of the run, where a mark keeps it.
    pub fn end_state(&self) -> Option<&S> {
        self.marks.last().filter(|m| m.step() == self.len())
    }

    /// The bytes the marks take, for measurements.
    pub fn mark_bytes(&self) -> usize {
        self.marks.iter().map(S::bytes).sum()
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
        self.start_near(k);
        while self.step() > k {
            self.state.undo(&self.rec);
            self.work.undone += 1;
        }
        while self.step() < k {
            self.state.apply(&self.rec);
            self.work.applied += 1;
        }
    }

    /// Starts from the mark nearest to step `k`, or from a fresh state,
    /// when making it and stepping on from there costs less than stepping
    /// from here.
    fn start_near(&mut self, k: usize) {
        let copy = self.state.bytes() / BYTES_AN_EVENT_COSTS;
        let here = self.step().abs_diff(k);
        // Light marks need the last, the state at the end: until it is
        // made, only the state making them is whole.
        let marks = match self.state.light_marks() && self.making().is_some() {
            true => &[][..],
            false => &self.marks[..],
        };
        let cost = |m: &S| m.step().abs_diff(k) + self.state.restore_bytes(m) / BYTES_AN_EVENT_COSTS;
        let nearest = marks.iter().chain(self.maker.as_deref()).min_by_key(|m| cost(m));
        let Some(m) = nearest else { return };
        if cost(m) >= here.min(k + copy) {
            if k + copy < here {
                self.state.restart(&self.rec);
                self.work.fresh += 1;
            }
            return;
        }
        let end = self.marks.last().filter(|e| e.step() == self.len()).unwrap_or(m);
        self.state.restore(m, end, &self.rec);
        self.work.copied += 1;
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
