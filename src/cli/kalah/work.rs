//! Long work on the command line (the database build, the solve, a deep
//! search): progress on stderr, as a bar where stderr is a terminal
//! (indicatif) and as plain lines otherwise; Ctrl-C; and the memory check
//! made before anything large is allocated.

use crate::cli::out;
use crate::engine::kalah::solve::Watch;
use crate::say;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The exit code of work stopped by Ctrl-C.
pub const INTERRUPTED: i32 = 130;

/// The one watch of the process: Ctrl-C sets its cancel flag, and each
/// piece of work counts in it.
pub fn watch() -> &'static Watch {
    static WATCH: Watch = Watch::new();
    static HANDLER: std::sync::Once = std::sync::Once::new();
    HANDLER.call_once(|| {
        // Without a handler Ctrl-C still ends the process, only without
        // the bounds proved so far.
        let _ = ctrlc::set_handler(|| WATCH.cancel.store(true, Relaxed));
    });
    &WATCH
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
    /// Positions of a database, out of a known total.
    Positions(u64),
    /// Nodes searched, with an expected time in seconds if known.
    Nodes(Option<f64>),
}

impl Shown {
    /// Starts showing `phase`; `quiet` shows nothing.
    pub fn start(phase: &str, count: Count, quiet: bool) -> Shown {
        let watch = watch();
        watch.done.store(0, Relaxed);
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
            std::thread::spawn(move || tick(&phase, count, bar, &message, &stop))
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
        match &self.bar {
            Some(bar) => bar.set_message(text.to_string()),
            None if self.ticker.is_some() => out::note(&format!("  {text}")),
            None => {}
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
    // The words around the bar's own fields, which it fills in.
    let (bar, template) = match count {
        Count::Positions(total) => (
            ProgressBar::new(total),
            format!(
                "{{prefix}} [{{bar:30}}] {{percent}}% {}",
                say!(
                    "work-bar-positions",
                    done = "{human_pos}",
                    total = "{human_len}",
                    rate = "{per_sec}",
                    eta = "{eta}"
                )
            ),
        ),
        Count::Nodes(_) => (
            ProgressBar::new_spinner(),
            format!(
                "{{spinner}} {{prefix}}: {{msg}}  {}",
                say!(
                    "work-bar-nodes",
                    done = "{human_pos}",
                    rate = "{per_sec}",
                    elapsed = "{elapsed}"
                )
            ),
        ),
    };
    bar.set_draw_target(ProgressDrawTarget::stderr());
    // A translation's own braces would be read as fields: plain bar then.
    let style = ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    let prefix = match count {
        Count::Nodes(Some(s)) => say!("work-expected", phase = phase, time = seconds(s)),
        _ => phase.to_string(),
    };
    bar.set_prefix(prefix);
    bar
}

/// Reads the watch's count four times a second: the bar's position, or
/// (without a terminal) a plain line every ten seconds.
fn tick(
    phase: &str,
    count: Count,
    bar: Option<ProgressBar>,
    message: &Mutex<String>,
    stop: &std::sync::atomic::AtomicBool,
) {
    let start = Instant::now();
    let mut last_line = Instant::now();
    while !stop.load(Relaxed) {
        std::thread::sleep(Duration::from_millis(250));
        let done = watch().done.load(Relaxed);
        if let Some(bar) = &bar {
            bar.set_position(done);
            if let Count::Nodes(_) = count {
                bar.tick();
            }
        } else if last_line.elapsed() >= Duration::from_secs(10) {
            last_line = Instant::now();
            let elapsed = start.elapsed().as_secs_f64();
            let rate = done as f64 / elapsed.max(1e-9);
            let what = match count {
                Count::Positions(total) => say!(
                    "work-line-positions",
                    done = done.to_string(),
                    total = total.to_string(),
                    percent = format!("{:.0}", 100.0 * done as f64 / total.max(1) as f64),
                    rate = format!("{:.1}", rate / 1e6)
                ),
                Count::Nodes(_) => say!(
                    "work-line-nodes",
                    message = message.lock().unwrap().clone(),
                    done = done.to_string(),
                    rate = format!("{:.1}", rate / 1e6)
                ),
            };
            out::note(&format!("  {phase}: {what}, {elapsed:.0} s"));
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
