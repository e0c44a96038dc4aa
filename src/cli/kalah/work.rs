//! Long work on the command line (the database build, the solve, a deep
//! search; any search sized up before it runs, `cli/live.rs`): progress
//! on stderr, as a bar where stderr is a terminal
//! (indicatif) and as plain lines otherwise; Ctrl-C, and the signals of a
//! closed terminal or a dropped connection (SIGHUP) and of a shutdown
//! (SIGTERM), each of which stops the work as Ctrl-C does, so that what it
//! has done is saved; and the memory check made before anything large is
//! allocated.

use super::pace::{self, Pace};
use crate::cli::out;
use crate::engine::kalah::solve::{Endgame, Watch};
use crate::say;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use std::io::IsTerminal;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicBool, AtomicI32};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The exit code of work stopped by Ctrl-C.
pub const INTERRUPTED: i32 = 130;

/// The signals that stop the work: Ctrl-C, a closed terminal or dropped
/// connection, a shutdown.
const STOPPING: [i32; 3] = [
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGTERM,
];

/// The first of them that came (0: none).
static SIGNAL: AtomicI32 = AtomicI32::new(0);

/// The one watch of the process, which each signal that stops the work
/// cancels, and which each piece of work counts in.
static WATCH: Watch = Watch::new();

/// Whether work is watched now: a signal that stops work stops it only
/// then; otherwise it ends the process as it would have without us.
static WATCHED: AtomicBool = AtomicBool::new(false);

/// The watch, for the rest of the process (a Kalah command's work, saved
/// on the way out): each signal that stops the work sets its cancel flag.
/// A second Ctrl-C ends the process at once (a save under way is then not
/// finished: the file saved before it stays); a second SIGHUP or SIGTERM
/// waits for the save.
pub fn watch() -> &'static Watch {
    listen();
    WATCHED.store(true, Relaxed);
    &WATCH
}

/// Runs `work` watched, as [`watch`] does, then gives the signals back:
/// after it, they end the process as they would have (130 for Ctrl-C),
/// or leave it to the terminal's own handling where the tutor is up. A
/// signal that came while it ran ends the process once it is over.
pub fn watched<T>(work: impl FnOnce(&'static Watch) -> T) -> T {
    listen();
    WATCH.done.store(0, Relaxed);
    WATCH.cancel.store(false, Relaxed);
    WATCHED.store(true, Relaxed);
    let out = work(&WATCH);
    WATCHED.store(false, Relaxed);
    out
}

/// Whether a signal has stopped the work.
pub fn stopped() -> bool {
    WATCH.cancel.load(Relaxed)
}

/// Takes the signals that stop the work, once for the process.
fn listen() {
    static HANDLER: std::sync::Once = std::sync::Once::new();
    HANDLER.call_once(|| {
        for signal in STOPPING {
            // Safety: the handler only loads and stores atomics, and ends
            // the process by `_exit`, both async-signal-safe. Without it
            // the signal still ends the process, only without saving.
            let _ = unsafe {
                signal_hook::low_level::register(signal, move || {
                    if !WATCHED.load(Relaxed) {
                        // The tutor's own thread puts the terminal back
                        // and ends it.
                        if !crate::cli::tui::signals_handled() {
                            signal_hook::low_level::exit(128 + signal);
                        }
                        return;
                    }
                    let _ = SIGNAL.compare_exchange(0, signal, Relaxed, Relaxed);
                    let again = WATCH.cancel.swap(true, Relaxed);
                    if again && signal == signal_hook::consts::SIGINT {
                        signal_hook::low_level::exit(128 + signal);
                    }
                })
            };
        }
    });
}

/// How stopped work ends: 128 and the signal's number, as a shell shows a
/// process the signal ended (130 for Ctrl-C).
pub fn stopped_exit() -> ! {
    std::process::exit(match SIGNAL.load(Relaxed) {
        0 => INTERRUPTED,
        s => 128 + s,
    })
}

/// What stopped the work, for the messages: `int` (Ctrl-C), `hup` (the
/// terminal closed or the connection dropped), `term` (asked to end).
pub fn stopped_by() -> &'static str {
    match SIGNAL.load(Relaxed) {
        signal_hook::consts::SIGHUP => "hup",
        signal_hook::consts::SIGTERM => "term",
        _ => "int",
    }
}

/// Refuses work that needs more memory than this process can take: the
/// memory free, or what its limits (`ulimit -v`, `ulimit -d`) leave it.
pub fn check_memory(what: &str, bytes: u64) -> Result<(), String> {
    crate::cli::size::check(what, bytes)
}

/// A byte count for people.
pub fn size(bytes: u64) -> String {
    crate::cli::size::human(bytes)
}

/// Progress of one piece of work: a bar or plain lines on stderr, fed by
/// the watch's count (read every quarter second) and by the work's own
/// messages.
pub struct Shown {
    bar: Option<ProgressBar>,
    message: Arc<Mutex<String>>,
    ticker: Option<JoinHandle<()>>,
    stop: Arc<std::sync::atomic::AtomicBool>,
}

/// What the count measures.
#[derive(Clone, Copy)]
pub enum Count {
    /// The positions of a database build of `pits` pits a side, from the
    /// base of `from` stones (loaded: not counted as speed) to `to`.
    Build { pits: usize, from: u8, to: u8 },
    /// Nodes searched, with an expected time in seconds if known.
    Nodes(Option<f64>),
    /// Steps of searches counted, not made (a search sized up before it
    /// runs): shown only once the counting has taken a quarter of a
    /// second, so that a quick one draws nothing.
    Steps,
}

/// What a build's waiting screen says once it has measured this machine's
/// speed on the first levels: `what` the database is, and the threads.
pub struct Announce {
    pub what: String,
    pub threads: usize,
}

impl Shown {
    /// Starts showing `phase`; `quiet` shows nothing. A build says, once
    /// its first levels have shown this machine's speed, how long the
    /// whole will take (`announce`).
    pub fn start(phase: &str, count: Count, quiet: bool) -> Shown {
        Shown::announcing(phase, count, quiet, None)
    }

    /// [`Shown::start`] with what a build announces.
    pub fn announcing(phase: &str, count: Count, quiet: bool, announce: Option<Announce>) -> Shown {
        let watch = watch();
        match count {
            Count::Build { pits, from, .. } => watch.done.store(Endgame::size(pits, from), Relaxed),
            Count::Nodes(_) => watch.done.store(0, Relaxed),
            // Counted from where `watched` started it.
            Count::Steps => {}
        }
        let message = Arc::new(Mutex::new(String::new()));
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        if quiet {
            return Shown {
                bar: None,
                message,
                ticker: None,
                stop,
            };
        }
        let bar = std::io::stderr().is_terminal().then(|| bar(phase, count));
        let ticker = {
            let (bar, message, stop, phase) = (bar.clone(), message.clone(), stop.clone(), phase.to_string());
            std::thread::spawn(move || Ticker::new(phase, count, bar, announce).run(&message, &stop))
        };
        Shown {
            bar,
            message,
            ticker: Some(ticker),
            stop,
        }
    }

    /// The work's own news (the bounds proved, say): on the bar, or as a
    /// line of its own.
    pub fn say(&self, text: &str) {
        *self.message.lock().unwrap() = text.to_string();
        if self.bar.is_none() && self.ticker.is_some() {
            out::note(&format!("  {text}"));
        }
    }

    /// Clears the bar.
    pub fn finish(mut self) {
        self.end();
    }

    fn end(&mut self) {
        self.stop.store(true, Relaxed);
        if let Some(t) = self.ticker.take() {
            let _ = t.join();
        }
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Shown {
    fn drop(&mut self) {
        self.end();
    }
}

fn bar(phase: &str, count: Count) -> ProgressBar {
    // The ticker writes the counts into the message: the bar's own fields
    // are the spinner, the bar and the percentage.
    let (bar, template) = match count {
        Count::Build { pits, to, .. } => (
            ProgressBar::new(Endgame::size(pits, to)),
            "{prefix} [{bar:30}] {percent:>3}% {msg}",
        ),
        Count::Nodes(_) => (ProgressBar::new_spinner(), "{spinner} {prefix}: {msg}"),
        // Cut at the width rather than wrapped.
        Count::Steps => (ProgressBar::new_spinner(), "{spinner} {prefix}: {wide_msg}"),
    };
    bar.set_draw_target(match count {
        Count::Steps => ProgressDrawTarget::hidden(),
        _ => stderr(),
    });
    let style = ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    let prefix = match count {
        Count::Nodes(Some(s)) => say!("work-expected", phase = phase, time = seconds(s)),
        _ => phase.to_string(),
    };
    bar.set_prefix(prefix);
    bar
}

/// Where a bar is drawn: standard error, seen two columns narrower than
/// it is. indicatif fills the bar's line to the width, which leaves the
/// cursor past its end, so the `^C` the terminal echoes for Ctrl-C went to
/// a line of its own, where the bar was drawn again and cleared, and the
/// bar above stayed; on a line two shorter the `^C` stays on the bar's
/// line and is cleared with it.
pub fn stderr() -> ProgressDrawTarget {
    ProgressDrawTarget::term_like_with_hz(Box::new(Narrower(console::Term::buffered_stderr())), 20)
}

/// A terminal two columns narrower than it is.
#[derive(Debug)]
struct Narrower(console::Term);

impl TermLike for Narrower {
    fn width(&self) -> u16 {
        self.0.size().1.saturating_sub(2).max(1)
    }

    fn height(&self) -> u16 {
        self.0.size().0
    }

    fn move_cursor_up(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_up(n)
    }

    fn move_cursor_down(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_down(n)
    }

    fn move_cursor_right(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_right(n)
    }

    fn move_cursor_left(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_left(n)
    }

    fn write_line(&self, s: &str) -> std::io::Result<()> {
        self.0.write_line(s)
    }

    fn write_str(&self, s: &str) -> std::io::Result<()> {
        self.0.write_str(s)
    }

    fn clear_line(&self) -> std::io::Result<()> {
        self.0.clear_line()
    }

    fn flush(&self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// Reads the watch's count four times a second and says it: on the bar,
/// or (without a terminal) as a plain line every ten seconds.
struct Ticker {
    phase: String,
    count: Count,
    bar: Option<ProgressBar>,
    announce: Option<Announce>,
    start: Instant,
    /// The positions (or nodes) a second, for the rate shown.
    speed: Pace,
    /// The build's weighted work a second, for the time left.
    work: Pace,
}

/// A build's speed is measured over at least this long before the time
/// it will take is said.
const MEASURED_OVER: Duration = Duration::from_millis(300);

impl Ticker {
    fn new(phase: String, count: Count, bar: Option<ProgressBar>, announce: Option<Announce>) -> Ticker {
        let (base, work) = match count {
            Count::Build { pits, from, .. } => (Endgame::size(pits, from), pace::build_work(pits, 0, from)),
            Count::Nodes(_) | Count::Steps => (0, 0.0),
        };
        Ticker {
            phase,
            count,
            bar,
            announce,
            start: Instant::now(),
            speed: Pace::new(base as f64),
            work: Pace::new(work),
        }
    }

    fn run(mut self, message: &Mutex<String>, stop: &std::sync::atomic::AtomicBool) {
        let mut last_line = Instant::now();
        while !stop.load(Relaxed) {
            std::thread::sleep(Duration::from_millis(250));
            let done = watch().done.load(Relaxed);
            let counts = self.counts(done);
            if let Some(bar) = &self.bar {
                if bar.is_hidden() {
                    bar.set_draw_target(stderr());
                }
                bar.set_position(done);
                let news = message.lock().unwrap().clone();
                bar.set_message(match news.is_empty() {
                    true => counts,
                    false => format!("{news}  {counts}"),
                });
            } else if last_line.elapsed() >= Duration::from_secs(10) {
                last_line = Instant::now();
                let news = message.lock().unwrap().clone();
                let line = match news.is_empty() {
                    true => counts,
                    false => format!("{news}; {counts}"),
                };
                // A count of nodes or steps says its time already.
                let line = match self.count {
                    Count::Nodes(_) | Count::Steps => line,
                    Count::Build { .. } => {
                        let elapsed = seconds(self.start.elapsed().as_secs_f64());
                        format!("{line}, {elapsed}")
                    }
                };
                out::note(&format!("  {}: {line}", self.phase));
            }
        }
    }

    /// The counts said now: done (of the total), the rate, and for a build
    /// the time left; a build's first levels also announce the whole.
    fn counts(&mut self, done: u64) -> String {
        let rate = self.speed.at(done as f64).unwrap_or(0.0);
        match self.count {
            Count::Nodes(_) => say!(
                "work-nodes",
                done = pace::count(done as f64),
                rate = pace::count(rate),
                elapsed = seconds(self.start.elapsed().as_secs_f64())
            ),
            Count::Steps => say!(
                "work-steps",
                done = pace::count(done as f64),
                elapsed = seconds(self.start.elapsed().as_secs_f64())
            ),
            Count::Build { pits, to, .. } => {
                let total = Endgame::size(pits, to);
                let all = pace::build_work(pits, 0, to);
                let work = pace::work_at(pits, done.min(total));
                self.work.at(work);
                let left = self.work.left(all - work, all);
                self.announce_once(left);
                let left = left.map_or_else(
                    || say!("work-measuring"),
                    |l| say!("work-left", time = pace::span(l)),
                );
                say!(
                    "work-positions",
                    done = pace::count(done as f64),
                    total = pace::count(total as f64),
                    rate = pace::count(rate),
                    left = left
                )
            }
        }
    }

    /// Says once, after the first levels, how long the build will take at
    /// the speed they showed.
    fn announce_once(&mut self, left: Option<(f64, f64)>) {
        if self.start.elapsed() < MEASURED_OVER {
            return;
        }
        let (Some(a), Some(left)) = (self.announce.take(), left) else {
            return;
        };
        let line = say!(
            "work-build-time",
            what = a.what,
            time = pace::span(left),
            threads = a.threads,
            rate = pace::count(self.speed.at(watch().done.load(Relaxed) as f64).unwrap_or(0.0))
        );
        match &self.bar {
            Some(bar) => bar.println(crate::printable::text(&line)),
            None => out::note(&line),
        }
    }
}

/// A time for people: seconds, minutes or hours.
pub fn seconds(s: f64) -> String {
    if s < 1.0 {
        say!("work-under-a-second")
    } else if s < 120.0 {
        say!("work-seconds", n = format!("{s:.0}"))
    } else if s < 7200.0 {
        say!("work-minutes", n = format!("{:.0}", s / 60.0))
    } else {
        say!("work-hours", n = format!("{:.1}", s / 3600.0))
    }
}
