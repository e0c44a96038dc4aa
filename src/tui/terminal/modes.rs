//! The terminal's modes: raw input, the alternate screen, mouse capture,
//! the cursor hidden; put on, and put back on every way out: the normal
//! one, a panic, a signal (`signals.rs`) and an abort (a failed
//! allocation, a stack overflow), where only what a signal handler may do
//! is done.

use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// Held while a frame is drawn, and while the modes change: a signal's
/// restoring never lands in the middle of a frame.
static SCREEN: Mutex<()> = Mutex::new(());

/// Whether the tutor or the game screen is up: the modes are to be on.
static WANTED: AtomicBool = AtomicBool::new(false);

/// Whether the modes are on now (not while the program is stopped).
static ON: AtomicBool = AtomicBool::new(false);

/// Set when the screen must be drawn whole again (back from a stop).
static REDRAW: AtomicBool = AtomicBool::new(false);

/// The terminal's settings before raw mode, for the abort handler.
static COOKED: OnceLock<libc::termios> = OnceLock::new();

/// What leaves the modes, as bytes a signal handler can write: mouse
/// capture off (every protocol crossterm turns on), the main screen, the
/// cursor shown.
const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1015l\x1b[?1003l\x1b[?1002l\x1b[?1000l\x1b[?1049l\x1b[?25h";

/// Holds the screen.
pub fn lock() -> MutexGuard<'static, ()> {
    SCREEN.lock().unwrap_or_else(|e| e.into_inner())
}

/// The screen comes up: the modes go on, and stay wanted until `end`.
pub fn begin() -> io::Result<()> {
    WANTED.store(true, Ordering::SeqCst);
    enter()
}

/// The screen is done with: the terminal is put back for good.
pub fn end() {
    WANTED.store(false, Ordering::SeqCst);
    leave();
}

/// Whether the screen is up (if perhaps stopped).
pub fn wanted() -> bool {
    WANTED.load(Ordering::SeqCst)
}

/// Puts the modes on.
pub fn enter() -> io::Result<()> {
    keep_cooked();
    enable_raw_mode()?;
    ON.store(true, Ordering::SeqCst);
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        Clear(ClearType::All),
        EnableMouseCapture,
        Hide
    )
}

/// Puts the terminal back as it was; nothing happens if it already is.
pub fn leave() {
    if ON.swap(false, Ordering::SeqCst) {
        let _ = execute!(io::stdout(), DisableMouseCapture, LeaveAlternateScreen, Show);
        let _ = disable_raw_mode();
    }
}

/// Asks for the screen to be drawn whole at the next frame.
pub fn redraw() {
    REDRAW.store(true, Ordering::SeqCst);
}

/// Whether the screen is to be drawn whole (without taking the wish).
pub fn redraw_wanted() -> bool {
    REDRAW.load(Ordering::SeqCst)
}

/// Whether the screen must be drawn whole, once.
pub fn take_redraw() -> bool {
    REDRAW.swap(false, Ordering::SeqCst)
}

/// Keeps the settings of the cooked terminal, the first time.
fn keep_cooked() {
    if COOKED.get().is_some() {
        return;
    }
    let mut t = std::mem::MaybeUninit::<libc::termios>::uninit();
    // SAFETY: tcgetattr fills the termios it is given, or fails and it is
    // not read.
    if unsafe { libc::tcgetattr(libc::STDIN_FILENO, t.as_mut_ptr()) } == 0 {
        let _ = COOKED.set(unsafe { t.assume_init() });
    }
}

/// Puts the terminal back from a signal handler: only write(2) and
/// tcsetattr(3), which are async-signal-safe, and no lock or allocation.
pub fn leave_in_handler() {
    if !ON.load(Ordering::SeqCst) {
        return;
    }
    // SAFETY: both calls are async-signal-safe; LEAVE and the termios are
    // statics that live as long as the program.
    unsafe {
        libc::write(libc::STDOUT_FILENO, LEAVE.as_ptr().cast(), LEAVE.len());
        if let Some(cooked) = COOKED.get() {
            libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, cooked);
        }
    }
}

/// Whether the terminal has gone (hung up, closed): then no key will ever
/// come.
pub fn hung_up() -> bool {
    let mut fd = libc::pollfd {
        fd: libc::STDIN_FILENO,
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: one pollfd, not waited on.
    let ready = unsafe { libc::poll(&mut fd, 1, 0) };
    ready > 0 && fd.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0
}
