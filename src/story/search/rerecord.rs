//! A run recorded again with new settings (`a`, `A`, `s`, `Q`, `O`), or
//! of a tree edited or read again (`reopen`): a big one on a thread of its
//! own, as the comparison is (`other`), so that the screen keeps the old
//! run, says how far the recording has got, and Esc gives it up; a small
//! one at once, so that no progress line flashes.

use crate::search::{Algorithm, Setup};
use crate::story::Renewed;
use crate::story::run::SearchRun;
use crate::subject::Subject;
use crate::words::errors::said;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

/// The most events recorded at once, on the screen's thread: a few
/// milliseconds (8.7 M events take some 450 ms of CPU on a uniform tree,
/// `examples/rerecord.rs`; a Kalah position's several times that).
pub const AT_ONCE: u64 = 50_000;

/// How long a recording on its thread is waited for before the progress
/// line is shown: about a frame, so that one that is soon done shows none.
const FRAME: Duration = Duration::from_millis(16);

/// What a recording gives: the first of the settings that records, with
/// its run, or why the first refused.
pub type Recorded = Result<(Setup, SearchRun), String>;

/// A recording under way, giving a `T`; dropped, it is given up.
pub struct Recording<T = Recorded> {
    /// What is recorded (the first of the settings tried).
    pub algorithm: Algorithm,
    /// The events expected: an estimate, for the progress line.
    pub expected: u64,
    /// Events recorded so far.
    done: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
    from: Receiver<Option<T>>,
}

impl<T> Drop for Recording<T> {
    fn drop(&mut self) {
        self.stop.store(true, Relaxed);
    }
}

/// Records the first of `tries` that the subject takes: at once when
/// about `expected` events are few, else on a thread (`Err`, the
/// recording under way).
pub fn record(subject: &Arc<dyn Subject>, tries: Vec<Setup>, expected: u64) -> Result<Recorded, Recording> {
    let algorithm = tries.first().map_or(Algorithm::Minimax, |s| s.algorithm);
    let subject = Arc::clone(subject);
    start(algorithm, expected, move |stop, done| {
        first(&*subject, &tries, stop, done)
    })
}

/// The search of another subject (a tree edited or read again) opened
/// with `setup`, at once or on a thread, as `record`.
pub fn reopen(subject: Box<dyn Subject>, setup: Setup, expected: u64) -> Result<Opened, Recording<Opened>> {
    start(setup.algorithm, expected, move |stop, done| {
        let trace = match subject.record_counted(setup, stop, done) {
            Ok(trace) => trace?,
            Err(e) => return Some(Err(said(e))),
        };
        Some(Ok(super::SearchStory::with_run(
            subject,
            setup,
            SearchRun::new(trace),
            true,
        )))
    })
}

/// What `reopen` gives: the search, or why it was refused.
pub type Opened = Result<super::SearchStory, String>;

/// Runs `work` (which gives up once its flag is set, counting its events)
/// at once when about `expected` events are few, else on a thread.
fn start<T, W>(algorithm: Algorithm, expected: u64, work: W) -> Result<T, Recording<T>>
where
    T: Send + 'static,
    W: FnOnce(&AtomicBool, &AtomicU64) -> Option<T> + Send + 'static,
{
    let (stop, done) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicU64::new(0)));
    let (to, from) = mpsc::channel();
    if expected <= AT_ONCE {
        // Never stopped, it gives a result; were it not to, the channel's
        // end dropped says so to `receive`.
        match work(&stop, &done) {
            Some(result) => return Ok(result),
            None => drop(to),
        }
    } else {
        let (flag, count) = (Arc::clone(&stop), Arc::clone(&done));
        let work = move || {
            // Nobody waits for a recording given up.
            let _ = to.send(work(&flag, &count));
        };
        // Should the thread not start, its end of the channel is dropped
        // and `receive` says so.
        let _ = crate::search::deep::spawn("recording", work);
        // Done within a frame: taken at once (given up it is not, and a
        // thread gone is said by `receive` as before).
        if let Ok(Some(result)) = from.recv_timeout(FRAME) {
            return Ok(result);
        }
    }
    Err(Recording {
        algorithm,
        expected,
        done,
        stop,
        from,
    })
}

/// The first of `tries` that records, made ready to step through on the
/// thread too; `None` once stopped.
fn first(subject: &dyn Subject, tries: &[Setup], stop: &AtomicBool, done: &AtomicU64) -> Option<Recorded> {
    let mut refused = None;
    for &setup in tries {
        done.store(0, Relaxed);
        match subject.record_counted(setup, stop, done) {
            Ok(Some(trace)) => return Some(Ok((setup, SearchRun::new(trace)))),
            Ok(None) => return None,
            Err(e) => refused = refused.or(Some(said(e))),
        }
    }
    Some(Err(refused.unwrap_or_default()))
}

impl<T> Recording<T> {
    /// The result if it has come (with `wait`, once it has); `Some(None)`
    /// when the thread is gone without one.
    pub fn receive(&self, wait: bool) -> Option<Option<T>> {
        let got = match wait {
            true => self.from.recv().map_err(|_| TryRecvError::Disconnected),
            false => self.from.try_recv(),
        };
        match got {
            Ok(recorded) => Some(recorded),
            Err(TryRecvError::Disconnected) => Some(None),
            Err(TryRecvError::Empty) => None,
        }
    }

    /// The events recorded so far.
    pub fn done(&self) -> u64 {
        self.done.load(Relaxed)
    }
}

impl super::SearchStory {
    /// Records the first of `tries` that the subject takes and enters it
    /// at the same step: at once if it is small, else once it is in
    /// (`Renewed::Later`; `receive` takes it in).
    pub(super) fn record_anew(&mut self, tries: Vec<Setup>) -> Result<Renewed, String> {
        let Some(algorithm) = tries.first().map(|s| s.algorithm) else {
            return Err(String::new());
        };
        match record(&self.subject, tries, self.expected(algorithm)) {
            Ok(recorded) => {
                let (setup, run) = recorded?;
                self.enter(setup, run);
                Ok(self.renewed())
            }
            Err(recording) => {
                self.recording = Some(Box::new(recording));
                Ok(Renewed::Later)
            }
        }
    }

    /// Takes in what the recording gave: the run entered, or why not.
    pub(super) fn recorded(&mut self, recorded: Option<Recorded>) -> Renewed {
        self.recording = None;
        match recorded {
            Some(Ok((setup, run))) => {
                self.enter(setup, run);
                self.renewed()
            }
            Some(Err(why)) => {
                self.refused = Some(why.into());
                Renewed::SameNodes
            }
            None => {
                self.refused = Some(crate::say!("rerecord-gone").into());
                Renewed::SameNodes
            }
        }
    }

    /// The run being recorded: its algorithm, its events so far and
    /// those expected.
    pub fn recording(&self) -> Option<(Algorithm, u64, u64)> {
        let r = self.recording.as_ref()?;
        Some((r.algorithm, r.done(), r.expected))
    }

    /// Gives the recording up; the run shown stays as it is. Whether
    /// there was one.
    pub fn cancel_recording(&mut self) -> bool {
        self.recording.take().is_some()
    }

    /// Why the recording last taken in was refused, once.
    pub fn take_refusal(&mut self) -> Option<String> {
        self.refused.take().map(String::from)
    }

    /// About how many events `algorithm`'s run will have: the nodes of
    /// the run known that searches most like it (the same algorithm, else
    /// one that prunes as it does or not), at the events a node of the
    /// run shown takes.
    fn expected(&self, algorithm: Algorithm) -> u64 {
        let shown = (self.setup.algorithm, self.run.whole.nodes_generated);
        let other = match self.other.counts() {
            Some((super::other::Against::Algorithm(a), Some(c))) => Some((a, c.nodes_generated)),
            _ => None,
        };
        // Every node of a tree written out, as a search that prunes nothing enters.
        let whole = self.subject.tree().filter(|_| !algorithm.prunes());
        let whole = whole.map(|t| (algorithm, t.len().saturating_sub(1) as u64));
        let known = [Some(shown), other, whole].into_iter().flatten();
        let known: Vec<(Algorithm, u64)> = known.collect();
        let nodes = known
            .iter()
            .find(|k| k.0 == algorithm)
            .or_else(|| known.iter().find(|k| k.0.prunes() == algorithm.prunes()))
            .map_or(shown.1, |k| k.1);
        let per_node = self.run.len() as f64 / shown.1.max(1) as f64;
        (nodes as f64 * per_node) as u64
    }
}
