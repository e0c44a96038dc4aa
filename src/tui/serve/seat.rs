//! A student on their own: the lecturer's run opened again on a thread of
//! the student's own, with the student's language and symbols on that
//! thread, stepped through with every tutor key the key map serves
//! (exploring), or practised, an exam perhaps, with the record written
//! after every answer. The lecturer's tutor is never touched.

use super::room::{Assignment, Room};
use crate::keymap::served::Seat;
use crate::story::again::Again;
use crate::story::outline::Key;
use crate::tui::Theme;
use crate::tui::app::{self, App, Screen};
use crate::tui::terminal::{self, Console};
use crate::tui::tutor::Tutor;
use crate::tui::tutor::practice::Keeper;
use crate::words::Language;
use crate::words::symbols::Symbols;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use std::io;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;
use tokio::sync::watch;

/// What a student's own tutor opens on.
pub struct Own {
    pub room: Arc<Room>,
    pub id: usize,
    pub again: Again,
    pub step: usize,
    pub selected: Option<Key>,
    /// Practice for everyone, when that is why.
    pub practice: Option<Arc<Assignment>>,
    pub language: Language,
    pub symbols: Symbols,
    pub theme: Theme,
    pub size: (u16, u16),
    /// The student's input, resizes included.
    pub events: Receiver<Event>,
    /// Its frames, the latest kept.
    pub frames: watch::Sender<Arc<Buffer>>,
    /// The memory it counts against the budget of the students on their own.
    pub weight: usize,
}

/// Runs the student's own tutor until they leave it (q, F) or the class
/// calls them back; a note on why it could not be opened.
pub fn run(own: Own) -> Option<String> {
    crate::words::language::set_thread_language(Some(own.language));
    crate::words::symbols::set_thread_symbols(Some(own.symbols));
    let said = match tutor(&own) {
        Ok(tutor) => {
            let mut app = App::chosen(Screen::Tutor(Box::new(tutor)), &own.room.settings);
            app.theme = own.theme;
            app.served = Some(Seat::Own);
            let mut console = Desk {
                own: &own,
                size: own.size,
                next: None,
            };
            let _ = terminal::frames(&mut console, &mut app);
            if let (Some(_), Screen::Tutor(t)) = (&own.practice, &app.screen)
                && let Some(record) = t.practice_json(&own.room.options.spec, true)
            {
                own.room.keep_record(own.id, &record);
            }
            None
        }
        Err(e) => Some(e),
    };
    own.room.give_memory(own.weight);
    said
}

fn tutor(own: &Own) -> Result<Tutor, String> {
    let mut tutor = Tutor::new(own.again.open()?).at_speed(own.room.settings.speed);
    match &own.practice {
        Some(a) => {
            tutor.practise(&a.asks, a.exam)?;
            let (room, id) = (own.room.clone(), own.id);
            tutor.keep_practice(Keeper {
                spec: own.room.options.spec.clone(),
                keep: Box::new(move |record| room.keep_record(id, record)),
            });
        }
        None => {
            tutor.story.seek(own.step);
            tutor.view.selected = own.selected;
        }
    }
    Ok(tutor)
}

/// The student's terminal as the tutor's loop sees it.
struct Desk<'a> {
    own: &'a Own,
    size: (u16, u16),
    /// The event `poll` found.
    next: Option<Event>,
}

impl Desk<'_> {
    /// Whether the class calls the student back: the lock (when
    /// exploring), the practice ended or another begun, the class over.
    fn called_back(&self) -> bool {
        let room = &self.own.room;
        let practice = room.assignment.borrow().as_ref().map(|a| a.number);
        let over = *room.over.borrow();
        match &self.own.practice {
            Some(a) => over || practice != Some(a.number),
            None => over || *room.locked.borrow() || practice.is_some(),
        }
    }
}

/// Ctrl-C, which ends the student's own tutor (and only it).
fn leave() -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL))
}

impl Console for Desk<'_> {
    fn size(&mut self) -> io::Result<(u16, u16)> {
        Ok(self.size)
    }

    fn draw(&mut self, app: &App) -> io::Result<()> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        let mut buf = Buffer::empty(area);
        app::draw(app, area, &mut buf);
        terminal::scrub(&mut buf);
        self.own.frames.send_replace(Arc::new(buf));
        Ok(())
    }

    fn poll(&mut self, wait: Duration) -> io::Result<bool> {
        if self.next.is_some() {
            return Ok(true);
        }
        if self.called_back() {
            self.next = Some(leave());
            return Ok(true);
        }
        // Looks at the class every quarter second while it waits.
        match self.own.events.recv_timeout(wait.min(Duration::from_millis(250))) {
            Ok(e) => {
                if let Event::Resize(w, h) = e {
                    self.size = (w, h);
                }
                self.next = Some(e);
                Ok(true)
            }
            Err(RecvTimeoutError::Timeout) => Ok(false),
            // The student has gone.
            Err(RecvTimeoutError::Disconnected) => {
                self.next = Some(leave());
                Ok(true)
            }
        }
    }

    fn read(&mut self) -> io::Result<Event> {
        Ok(self.next.take().unwrap_or(Event::FocusLost))
    }

    fn renew(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn offer(&mut self, _text: &str) -> io::Result<()> {
        Ok(())
    }

    fn takes_redraw(&self) -> bool {
        false
    }

    fn hung_up(&self) -> bool {
        false
    }
}
