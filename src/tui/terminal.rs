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
pub use signals::at_end;
use std::io::{self, Stdout};
use std::time::{Duration, Instant};

/// The longest the loop waits without looking whether the terminal is
/// still there.
const LOOK: Duration = Duration::from_millis(250);

/// The longest the loop takes in waiting input before it draws a frame.
const FRAME: Duration = Duration::from_millis(50);

type Screen = Terminal<CrosstermBackend<Stdout>>;

/// Runs the app until the user quits; the terminal is restored whatever
/// happens.
pub fn run(mut app: App) -> io::Result<Ending> {
    run_keeping(&mut app)
}

/// As `run`, the app kept for what it holds at the end (a practice's
/// answers).
pub fn run_keeping(app: &mut App) -> io::Result<Ending> {
    let mut terminal = init()?;
    let result = event_loop(&mut terminal, app);
    modes::end();
    if result.as_ref().is_ok_and(|&e| e == Ending::HungUp) {
        // Its drop would show the cursor on a terminal that is gone and
        // write its failure where nobody reads.
        std::mem::forget(terminal);
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
fn event_loop(terminal: &mut Screen, app: &mut App) -> io::Result<Ending> {
    match frames(terminal, app) {
        Err(_) if modes::hung_up() => Ok(Ending::HungUp),
        ended => ended,
    }
}

fn frames(terminal: &mut Screen, app: &mut App) -> io::Result<Ending> {
    let size = terminal.size()?;
    app::update(
        app,
        Message::Resize {
            width: size.width,
            height: size.height,
        },
    );
    let mut changed = true;
    loop {
        if app.quit {
            return Ok(app.ending);
        }
        if modes::take_redraw() {
            // A new screen remembers nothing drawn, so it draws every cell
            // (ratatui's clear would ask the terminal where its cursor is).
            *terminal = screen()?;
            changed = true;
        }
        if changed {
            let _screen = modes::lock();
            terminal.draw(|f| {
                app::render(app, f);
                scrub(f.buffer_mut());
            })?;
        }
        changed = take_input(app)?;
        if let Some(text) = app.take_clipboard() {
            let _screen = modes::lock();
            clipboard::offer(terminal.backend_mut(), &text)?;
        }
    }
}

/// The last guard before the terminal: a cell that holds a control
/// character or an invisible mark (a file's text that reached a widget
/// unescaped) is drawn as �, so that no frame writes a file's escape
/// sequence.
fn scrub(buf: &mut Buffer) {
    for cell in &mut buf.content {
        if cell.symbol().chars().any(printable::hidden) {
            cell.set_char(char::REPLACEMENT_CHARACTER);
        }
    }
}

/// Waits for input or for the app's timer, then takes in everything that
/// is waiting (a paste of thousands of keys is read in one go, so the
/// key after it acts at once); whether anything came.
fn take_input(app: &mut App) -> io::Result<bool> {
    let due = app.tick().map(|wait| Instant::now() + wait);
    loop {
        if modes::hung_up() {
            app.hang_up();
            return Ok(true);
        }
        let wait = due.map_or(LOOK, |d| d.saturating_duration_since(Instant::now()).min(LOOK));
        if event::poll(wait)? {
            break;
        }
        if due.is_some_and(|d| Instant::now() >= d) {
            app::update(app, Message::Tick);
            return Ok(true);
        }
        // Back from Ctrl-Z: the screen is drawn whole.
        if modes::redraw_wanted() {
            return Ok(true);
        }
    }
    let start = Instant::now();
    loop {
        if let Some(msg) = message(app, event::read()?) {
            app::update(app, msg);
        }
        if app.quit || start.elapsed() >= FRAME || !event::poll(Duration::ZERO)? {
            return Ok(true);
        }
    }
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
