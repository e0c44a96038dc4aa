//! The terminal: raw mode, the alternate screen and mouse capture on the
//! way in, all of it undone on the way out and on a panic; the event loop.

use super::app::{self, App};
use super::keys::Message;
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyEventKind, MouseButton, MouseEvent,
    MouseEventKind,
};
use ratatui::crossterm::execute;
use std::io;
use std::time::Duration;

/// Runs the app until the user quits; the terminal is restored whatever
/// happens.
pub fn run(app: App) -> io::Result<()> {
    let mut terminal = init()?;
    let result = event_loop(&mut terminal, app);
    restore();
    result
}

fn init() -> io::Result<DefaultTerminal> {
    let terminal = ratatui::try_init()?;
    // ratatui's hook restores raw mode and the screen but not the mouse.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        hook(info);
    }));
    execute!(io::stdout(), EnableMouseCapture)?;
    Ok(terminal)
}

fn restore() {
    let _ = execute!(io::stdout(), DisableMouseCapture);
    ratatui::restore();
}

fn event_loop(terminal: &mut DefaultTerminal, mut app: App) -> io::Result<()> {
    let size = terminal.size()?;
    app::update(
        &mut app,
        Message::Resize {
            width: size.width,
            height: size.height,
        },
    );
    while !app.quit {
        terminal.draw(|f| app::render(&app, f))?;
        if let Some(msg) = next_message(&app)? {
            app::update(&mut app, msg);
        }
    }
    Ok(())
}

/// Waits for the next input, or for the play timer.
fn next_message(app: &App) -> io::Result<Option<Message>> {
    let wait = app.tick().unwrap_or(Duration::from_secs(3600));
    if !event::poll(wait)? {
        return Ok(app.tick().map(|_| Message::Tick));
    }
    Ok(match event::read()? {
        Event::Key(k) if k.kind == KeyEventKind::Press => app.key(k),
        Event::Mouse(m) => mouse(m),
        Event::Resize(width, height) => Some(Message::Resize { width, height }),
        _ => None,
    })
}

fn mouse(m: MouseEvent) -> Option<Message> {
    let (x, y) = (m.column, m.row);
    match m.kind {
        MouseEventKind::Down(MouseButton::Left) => Some(Message::Click { x, y }),
        MouseEventKind::ScrollUp => Some(Message::ScrollUp { x, y }),
        MouseEventKind::ScrollDown => Some(Message::ScrollDown { x, y }),
        _ => None,
    }
}
