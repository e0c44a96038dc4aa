//! The lecturer's side: the terminal wrapped so that after each frame of
//! the lecturer's tutor the followers' frames are drawn from it, once for
//! each look, with the student's language, symbols and theme on this
//! thread and their own view put on the tutor and taken off again; and
//! the class's line, list and keys on the lecturer's screen.

use super::room::{Assignment, Lecture, Look, Room};
use crate::keymap::Screen as KeyScreen;
use crate::keymap::served::Seat;
use crate::say;
use crate::story::figure::Zoom;
use crate::tui::app::{self, App, Screen};
use crate::tui::class::Class;
use crate::tui::terminal::{self, Console};
use crate::tui::tutor::{Tab, Tutor};
use crate::words::{language, symbols};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use std::io;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How often the lecturer's loop looks for a look waiting for its first
/// frame while it waits for a key.
const LOOK: Duration = Duration::from_millis(20);

/// The lecturer's terminal (or another console), with the class drawn
/// from it.
pub struct Lectern<'a, C: Console> {
    pub tty: &'a mut C,
    pub room: Arc<Room>,
    /// A look waits: the next read is a wake-up, not a key.
    woken: bool,
}

impl<'a, C: Console> Lectern<'a, C> {
    pub fn new(tty: &'a mut C, room: Arc<Room>) -> Lectern<'a, C> {
        Lectern {
            tty,
            room,
            woken: false,
        }
    }
}

impl<C: Console> Console for Lectern<'_, C> {
    fn size(&mut self) -> io::Result<(u16, u16)> {
        self.tty.size()
    }

    fn draw(&mut self, app: &App) -> io::Result<()> {
        self.tty.draw(app)
    }

    fn poll(&mut self, wait: Duration) -> io::Result<bool> {
        let start = Instant::now();
        loop {
            if self.woken || self.room.wanted.swap(false, Ordering::SeqCst) {
                self.woken = true;
                return Ok(true);
            }
            let left = wait.saturating_sub(start.elapsed());
            if self.tty.poll(left.min(LOOK))? {
                return Ok(true);
            }
            if start.elapsed() >= wait {
                return Ok(false);
            }
        }
    }

    fn read(&mut self) -> io::Result<Event> {
        if std::mem::take(&mut self.woken) {
            // Nothing to act on; the loop draws, and so the class.
            return Ok(Event::FocusGained);
        }
        self.tty.read()
    }

    fn renew(&mut self) -> io::Result<()> {
        self.tty.renew()
    }

    fn offer(&mut self, text: &str) -> io::Result<()> {
        self.tty.offer(text)
    }

    fn drawn(&mut self, app: &mut App) -> io::Result<()> {
        publish(&self.room, app);
        self.tty.drawn(app)
    }

    fn takes_redraw(&self) -> bool {
        self.tty.takes_redraw()
    }

    fn hung_up(&self) -> bool {
        self.tty.hung_up()
    }
}

/// What the lecturer shows, and each look's frame of it, to the class.
pub fn publish(room: &Room, app: &mut App) {
    room.lecture.send_replace(Some(Arc::new(lecture(app))));
    for (look, tx) in room.looks() {
        let frame = draw_look(app, &look);
        tx.send_if_modified(|old| match **old == frame {
            true => false,
            false => {
                *old = Arc::new(frame);
                true
            }
        });
    }
}

/// The lecture as a student on their own opens it again.
fn lecture(app: &App) -> Lecture {
    let screens: Vec<KeyScreen> = app
        .screens()
        .into_iter()
        .filter(|s| *s != KeyScreen::Lectern)
        .collect();
    match &app.screen {
        Screen::Tutor(t) => Lecture {
            again: t.story.again(),
            screens,
            step: t.story.step(),
            steps: t.story.last_step(),
            selected: t.view.selected,
            outline: t.view.outline,
            tab: t.tab,
            present: t.present,
            zoom: t.view.zoom,
            pan: t.view.pan,
        },
        _ => Lecture {
            again: None,
            screens,
            step: 0,
            steps: 0,
            selected: None,
            outline: false,
            tab: Tab::Closed,
            present: false,
            zoom: None,
            pan: None,
        },
    }
}

/// The lecturer's app as a follower of `look` sees it: drawn at their
/// size, in their language, symbols and theme, with what they opened on
/// their own view, and their keys in its key bar and help.
pub fn draw_look(app: &mut App, look: &Look) -> Buffer {
    let worn = Worn::put_on(app, look);
    language::set_thread_language(Some(look.language));
    symbols::set_thread_symbols(Some(look.symbols));
    let area = Rect::new(0, 0, look.width, look.height);
    let mut buf = Buffer::empty(area);
    app::draw(app, area, &mut buf);
    terminal::scrub(&mut buf);
    language::set_thread_language(None);
    symbols::set_thread_symbols(None);
    worn.take_off(app);
    buf
}

/// The tutor's view a look changes: the outline, the tab, presenter
/// mode, the note, the zoom, the pan.
type TutorView = (bool, Tab, bool, bool, Option<Zoom>, Option<(i32, i32)>);

/// What a look changes on the lecturer's app, as it was.
struct Worn {
    theme: crate::tui::Theme,
    served: Option<Seat>,
    class: Option<Arc<dyn Class>>,
    roster: bool,
    help: (bool, usize),
    tutor: Option<TutorView>,
}

impl Worn {
    fn put_on(app: &mut App, look: &Look) -> Worn {
        let l = look.local;
        Worn {
            theme: std::mem::replace(&mut app.theme, look.theme),
            served: app.served.replace(Seat::Follower),
            class: app.class.take(),
            roster: std::mem::take(&mut app.roster),
            help: (
                std::mem::replace(&mut app.help, l.help),
                std::mem::replace(&mut app.help_top, l.help_top.into()),
            ),
            tutor: match &mut app.screen {
                Screen::Tutor(t) => {
                    let was = (t.view.outline, t.tab, t.present, t.info, t.view.zoom, t.view.pan);
                    t.view.outline = l.outline.unwrap_or(t.view.outline);
                    t.tab = l.tab.unwrap_or(t.tab);
                    t.present = l.present.unwrap_or(t.present);
                    t.info = l.info;
                    t.view.zoom = l.zoom.or(t.view.zoom);
                    t.view.pan = l.pan.or(t.view.pan);
                    Some(was)
                }
                _ => None,
            },
        }
    }

    fn take_off(self, app: &mut App) {
        app.theme = self.theme;
        app.served = self.served;
        app.class = self.class;
        app.roster = self.roster;
        (app.help, app.help_top) = self.help;
        if let (Screen::Tutor(t), Some(was)) = (&mut app.screen, self.tutor) {
            (t.view.outline, t.tab, t.present, t.info, t.view.zoom, t.view.pan) = was;
        }
    }
}

/// The class as the lecturer's screen shows and steers it.
pub struct Lecturer {
    pub room: Arc<Room>,
}

impl Class for Lecturer {
    fn line(&self) -> String {
        let (host, port) = self.room.join.lock().map(|j| j.clone()).unwrap_or_default();
        let students = self.room.count();
        match &self.room.options.code {
            Some(code) => say!(
                "serve-line",
                host = host,
                port = port,
                code = code.as_str(),
                students = students
            ),
            None => say!("serve-line-open", host = host, port = port, students = students),
        }
    }

    fn roster(&self) -> Vec<[String; 4]> {
        self.room.roster()
    }

    fn fingerprint(&self) -> String {
        self.room.fingerprint.clone()
    }

    fn practice(&self, tutor: &Tutor) -> String {
        let room = &self.room;
        let going = room.assignment.borrow().clone();
        if let Some(a) = going {
            room.assignment.send_replace(None);
            room.settle(Duration::from_secs(2));
            return match room.summary(a.number) {
                Some((text, _)) => say!("serve-practice-ended", file = text.display().to_string()),
                None => say!(
                    "serve-practice-ended-unwritten",
                    folder = room.options.records.display().to_string()
                ),
            };
        }
        let Some(again) = tutor.story.again() else {
            return say!("serve-practice-no-tree");
        };
        room.clear_answers();
        let exam = room.options.exam;
        room.assignment.send_replace(Some(Arc::new(Assignment {
            number: room.next_assignment(),
            again,
            asks: crate::story::practice::Ask::ALL.to_vec(),
            exam,
        })));
        room.log(if exam { "exam-started" } else { "practice-started" }, "", None);
        let students = room.count();
        match exam {
            true => say!("serve-exam-started", students = students),
            false => say!("serve-practice-started", students = students),
        }
    }

    fn lock(&self) -> String {
        let locked = !*self.room.locked.borrow();
        self.room.locked.send_replace(locked);
        match locked {
            true => say!("serve-locked"),
            false => say!("serve-unlocked"),
        }
    }
}
