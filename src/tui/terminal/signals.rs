//! The signals, handled on a thread of their own (signal-hook), so that
//! whatever the screen is doing the terminal is put back:
//! - SIGTERM, SIGINT, SIGHUP, SIGQUIT end the program as they would by
//!   default (the shell sees 128 + the signal's number: 130 for SIGINT),
//!   the terminal put back first and then the last words said (`at_end`:
//!   practice's record saved; `at_every_end`: edits not written kept);
//! - SIGTSTP (Ctrl-Z) stops it with the terminal put back, and SIGCONT
//!   (`fg`) puts the modes on again and draws the screen whole;
//! - SIGABRT (a failed allocation, a stack overflow) puts the terminal back
//!   in the handler itself, since the program ends as it returns.

use super::modes;
use signal_hook::consts::{SIGABRT, SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGWINCH};
use signal_hook::iterator::Signals;
use signal_hook::low_level::{emulate_default_handler, raise};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once};

/// What is done when a signal ends the program, once the terminal is back.
type LastWords = Box<dyn FnOnce() + Send>;

static LAST_WORDS: Mutex<Option<LastWords>> = Mutex::new(None);

/// What is done whatever ends the program by a signal, after the last
/// words: the edits not written kept.
static EVERY_END: std::sync::OnceLock<fn()> = std::sync::OnceLock::new();

/// Has `words` done if a signal ends the program, besides any last words
/// (set once for the program).
pub fn at_every_end(words: fn()) {
    let _ = EVERY_END.set(words);
}

/// Has `words` done if a signal ends the program (in place of any set
/// before; `None`: nothing). They run on the signals' thread, the screen
/// held, so that no frame is drawn meanwhile.
pub fn at_end(words: Option<LastWords>) {
    *LAST_WORDS.lock().unwrap_or_else(|e| e.into_inner()) = words;
}

/// Set once the signals are watched here.
static WATCHED: AtomicBool = AtomicBool::new(false);

/// Whether the signals are watched here (a handler of the command line
/// then leaves them to this one).
pub fn watched() -> bool {
    WATCHED.load(Ordering::Relaxed)
}

/// Starts watching the signals, once for the program.
pub fn watch() {
    static WATCHING: Once = Once::new();
    WATCHING.call_once(|| {
        // SAFETY: the action only writes and sets the terminal's modes,
        // which is async-signal-safe (`modes::leave_in_handler`).
        let _ = unsafe { signal_hook::low_level::register(SIGABRT, modes::leave_in_handler) };
        let Ok(mut signals) = Signals::new([SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT]) else {
            return;
        };
        let spawned = std::thread::Builder::new()
            .name("signals".into())
            .spawn(move || signals.forever().for_each(handle));
        // Without the thread the signals keep their default actions.
        WATCHED.store(spawned.is_ok(), Ordering::Relaxed);
        drop(spawned);
    });
}

/// Stops the program as Ctrl-Z does in a shell (the key, in raw mode, is
/// not a signal).
pub fn suspend() {
    let _ = raise(SIGTSTP);
}

fn handle(signal: i32) {
    match signal {
        SIGTSTP => stop(),
        SIGCONT => resume(),
        _ => end(signal),
    }
}

/// Puts the terminal back and ends as the signal would.
fn end(signal: i32) {
    let _screen = modes::lock();
    modes::leave();
    let words = LAST_WORDS.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some(words) = words {
        words();
    }
    if let Some(words) = EVERY_END.get() {
        words();
    }
    let _ = emulate_default_handler(signal);
    // A signal whose default is not to end (none of ours) ends here.
    std::process::exit(128 + signal);
}

/// Puts the terminal back and stops; `fg` sends SIGCONT, which brings
/// the modes back.
fn stop() {
    let _screen = modes::lock();
    modes::leave();
    let _ = emulate_default_handler(SIGTSTP);
}

/// Puts the modes on again, from scratch (the shell may have reset the
/// terminal while the program was stopped, or SIGSTOP stopped it without
/// a word), and wakes the event loop to draw the screen whole: SIGWINCH
/// reaches it as a resize.
fn resume() {
    if !modes::wanted() {
        return;
    }
    {
        let _screen = modes::lock();
        modes::leave();
        let _ = modes::enter();
    }
    modes::redraw();
    let _ = raise(SIGWINCH);
}
