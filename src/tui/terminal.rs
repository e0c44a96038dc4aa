//! The terminal: its modes put on at the start and put back on every way
//! out (`modes`, `signals`), and the event loop, which takes in all the
//! input waiting before it draws a frame.

pub mod clipboard;
mod modes;
mod signals;

pub use super::app::Ending;
use super::app::{self, App};
use super::keys::Message;
use crate::printable;
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
pub use signals::{at_end, at_every_end, watched as signals_watched};
use std::collections::VecDeque;
use std::io::{self, Stdout};
use std::time::{Duration, Instant};

/// The longest the loop waits without looking whether the terminal is
/// still there.
const LOOK: Duration = Duration::from_millis(250);

/// The longest the loop takes in waiting input before it draws a frame.
const FRAME: Duration = Duration::from_millis(50);

/// The shortest wait crossterm's poll is given.
const MOMENT: Duration = Duration::from_micros(100);

/// The most input events read ahead of acting on them.
const MOST_PENDING: usize = 100_000;

type Screen = Terminal<CrosstermBackend<Stdout>>;

/// What the event loop draws on and reads from: the terminal ([`Tty`]),
/// or, for measurements and tests, a screen in memory and input from a
/// script.
pub trait Console {
    /// The screen's size: columns, rows.
    fn size(&mut self) -> io::Result<(u16, u16)>;
    /// Draws a frame of the app.
    fn draw(&mut self, app: &App) -> io::Result<()>;
    /// Whether input is waiting; waits up to `wait` for some.
    fn poll(&mut self, wait: Duration) -> io::Result<bool>;
    /// The next input, once `poll` says some is waiting.
    fn read(&mut self) -> io::Result<Event>;
    /// Forgets what was drawn, so that the next frame draws every cell.
    fn renew(&mut self) -> io::Result<()>;
    /// Offers text to the clipboard.
    fn offer(&mut self, text: &str) -> io::Result<()>;
    /// After each frame drawn: what else draws from the app (the class
    /// following the lecturer, `gametree serve`).
    fn drawn(&mut self, _app: &mut App) -> io::Result<()> {
        Ok(())
    }
    /// Whether the terminal's wish to be drawn whole (back from Ctrl-Z) is
    /// this console's: not a student's, served from the same process.
    fn takes_redraw(&self) -> bool {
        true
    }
    /// Whether the terminal has gone (the process's own terminal, for all
    /// but a student's).
    fn hung_up(&self) -> bool {
        modes::hung_up()
    }
}

/// The terminal: ratatui's screen on standard output, crossterm's input.
pub struct Tty {
    screen: Screen,
}

impl Console for Tty {
    fn size(&mut self) -> io::Result<(u16, u16)> {
        let size = self.screen.size()?;
        Ok((size.width, size.height))
    }

    fn draw(&mut self, app: &App) -> io::Result<()> {
        let _screen = modes::lock();
        self.screen
            .draw(|f| {
                app::render(app, f);
                scrub(f.buffer_mut());
            })
            .map(drop)
    }

    fn poll(&mut self, wait: Duration) -> io::Result<bool> {
        // crossterm's poll with no time at all looks only at the events it
        // has handed out a look at, not at the rest of what it has read
        // from the terminal: after a paste, one key a frame. A moment
        // makes it look.
        event::poll(wait.max(MOMENT))
    }

    fn read(&mut self) -> io::Result<Event> {
        event::read()
    }

    fn renew(&mut self) -> io::Result<()> {
        // A new screen remembers nothing drawn, so it draws every cell
        // (ratatui's clear would ask the terminal where its cursor is).
        self.screen = screen()?;
        Ok(())
    }

    fn offer(&mut self, text: &str) -> io::Result<()> {
        let _screen = modes::lock();
        clipboard::offer(self.screen.backend_mut(), text)
    }
}

/// Runs the app until the user quits; the terminal is restored whatever
/// happens.
pub fn run(mut app: App) -> io::Result<Ending> {
    run_keeping(&mut app)
}

/// As `run`, the app kept for what it holds at the end (a practice's
/// answers).
pub fn run_keeping(app: &mut App) -> io::Result<Ending> {
    run_on(app, event_loop)
}

/// Runs a loop on the terminal, which is restored whatever happens (the
/// class served beside it wraps the terminal in a console of its own).
pub fn run_on(
    app: &mut App,
    event_loop: impl FnOnce(&mut Tty, &mut App) -> io::Result<Ending>,
) -> io::Result<Ending> {
    let mut tty = Tty { screen: init()? };
    let result = event_loop(&mut tty, app);
    modes::end();
    if result.as_ref().is_ok_and(|&e| e == Ending::HungUp) {
        // Its drop would show the cursor on a terminal that is gone and
        // write its failure where nobody reads.
        std::mem::forget(tty);
    }
    result
}

fn init() -> io::Result<Screen> {
    signals::watch();
    keep_on_panic();
    modes::begin()?;
    screen().inspect_err(|_| modes::end())
}

fn screen() -> io::Result<Screen> {
    Terminal::new(CrosstermBackend::new(io::stdout()))
}

/// A panic puts the terminal back before its message is written.
fn keep_on_panic() {
    static HOOKED: std::sync::Once = std::sync::Once::new();
    HOOKED.call_once(|| {
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            modes::end();
            hook(info);
        }));
    });
}

/// The loop; a failure to read or write once the terminal has gone is
/// its going, not an error to report (there is nowhere to report it).
pub fn event_loop(console: &mut impl Console, app: &mut App) -> io::Result<Ending> {
    match frames(console, app) {
        Err(_) if console.hung_up() => Ok(Ending::HungUp),
        ended => ended,
    }
}

/// Runs the app on a console until it quits: a frame is drawn when
/// something changed, never on a timer that changed nothing.
pub fn frames(console: &mut impl Console, app: &mut App) -> io::Result<Ending> {
    let (width, height) = console.size()?;
    app::update(app, Message::Resize { width, height });
    let mut changed = true;
    // Input read but not yet acted on.
    let mut pending = VecDeque::new();
    loop {
        if app.quit {
            return Ok(app.ending);
        }
        if console.takes_redraw() && modes::take_redraw() {
            console.renew()?;
            changed = true;
        }
        if changed {
            console.draw(app)?;
            console.drawn(app)?;
        }
        changed = take_input(console, app, &mut pending)?;
        if let Some(text) = app.take_clipboard() {
            console.offer(&text)?;
        }
    }
}

/// The last guard before the terminal: a cell that holds a control
/// character or an invisible mark (a file's text that reached a widget
/// unescaped) is drawn as �, so that no frame writes a file's escape
/// sequence.
pub fn scrub(buf: &mut Buffer) {
    for cell in &mut buf.content {
        if cell.symbol().chars().any(printable::hidden) {
            cell.set_char(char::REPLACEMENT_CHARACTER);
        }
    }
}

/// Waits for input or for the app's timer, then reads everything that is
/// waiting before acting on any of it: a Ctrl-C typed after a paste of
/// thousands of keys acts at once, and the keys act for up to a frame's
/// time before the next frame. Whether anything changed.
fn take_input(console: &mut impl Console, app: &mut App, pending: &mut VecDeque<Event>) -> io::Result<bool> {
    if pending.is_empty() {
        match wake(console, app)? {
            Woke::Input => {}
            Woke::Timer => return Ok(app::tick(app)),
            Woke::Other => return Ok(true),
        }
    }
    while pending.len() < MOST_PENDING && console.poll(Duration::ZERO)? {
        pending.push_back(console.read()?);
    }
    if pending.iter().any(is_interrupt) {
        pending.clear();
        app::update(app, Message::Interrupt);
        return Ok(true);
    }
    let start = Instant::now();
    while let Some(e) = pending.pop_front() {
        if let Some(msg) = message(app, e) {
            app::update(app, msg);
        }
        if app.quit || start.elapsed() >= FRAME {
            break;
        }
    }
    Ok(true)
}

/// What ended the wait.
enum Woke {
    Input,
    /// The app's timer.
    Timer,
    /// The terminal's going, or a return from Ctrl-Z.
    Other,
}

fn wake(console: &mut impl Console, app: &mut App) -> io::Result<Woke> {
    let due = app.tick().map(|wait| Instant::now() + wait);
    loop {
        if console.hung_up() {
            app.hang_up();
            return Ok(Woke::Other);
        }
        let wait = due.map_or(LOOK, |d| d.saturating_duration_since(Instant::now()).min(LOOK));
        if console.poll(wait)? {
            return Ok(Woke::Input);
        }
        if due.is_some_and(|d| Instant::now() >= d) {
            return Ok(Woke::Timer);
        }
        // Back from Ctrl-Z: the screen is drawn whole.
        if console.takes_redraw() && modes::redraw_wanted() {
            return Ok(Woke::Other);
        }
    }
}

/// Ctrl-C, which in raw mode comes as a key.
fn is_interrupt(e: &Event) -> bool {
    let ctrl_c = |k: &KeyEvent| k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char('c');
    matches!(e, Event::Key(k) if k.kind == KeyEventKind::Press && ctrl_c(k))
}

/// The message an input event means.
fn message(app: &App, e: Event) -> Option<Message> {
    match e {
        Event::Key(k) if k.kind == KeyEventKind::Press && is_ctrl_z(k) => {
            signals::suspend();
            None
        }
        Event::Key(k) if k.kind == KeyEventKind::Press => app.key(k),
        Event::Mouse(m) => mouse(m),
        Event::Resize(width, height) => Some(Message::Resize { width, height }),
        _ => None,
    }
}

/// Ctrl-Z, which in raw mode comes as a key: stop, as a shell's job.
fn is_ctrl_z(k: KeyEvent) -> bool {
    k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char('z')
}

fn mouse(m: MouseEvent) -> Option<Message> {
    let (x, y) = (m.column, m.row);
    match m.kind {
        MouseEventKind::Down(MouseButton::Left) => Some(Message::Click { x, y }),
        MouseEventKind::Drag(MouseButton::Left) => Some(Message::Drag { x, y }),
        MouseEventKind::ScrollUp => Some(Message::ScrollUp { x, y }),
        MouseEventKind::ScrollDown => Some(Message::ScrollDown { x, y }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;

    #[test]
    fn a_cell_holding_a_control_character_is_drawn_as_a_replacement() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 4, 1));
        buf[(0, 0)].set_char('\u{1b}');
        buf[(1, 0)].set_symbol("e\u{301}");
        buf[(2, 0)].set_char('\u{202e}');
        buf[(3, 0)].set_char('б');
        scrub(&mut buf);
        let symbols: Vec<&str> = buf.content.iter().map(|c| c.symbol()).collect();
        assert_eq!(symbols, ["\u{fffd}", "e\u{301}", "\u{fffd}", "б"]);
    }
}
