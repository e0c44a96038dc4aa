//! A student's session: what their screen shows and what their keys do.
//! A follower's keys change only their own view of the lecturer's step
//! (its look, whose frames the lecturer's thread draws); a student on
//! their own has a tutor of their own on a thread (`seat.rs`). Whatever
//! the screen, the frames go out through a task of their own that keeps
//! only the latest: a student who stops reading slows no one.

use super::input::Input;
use super::paint::{self, Frame, Painter};
use super::room::{Doing, Local, Look, Room};
use super::seat::{self, Own};
use crate::keymap::served::Seat;
use crate::keymap::{self, Message, Screen};
use crate::say;
use crate::story::figure::Zoom;
use crate::tui::Theme;
use crate::tui::class::served_table;
use crate::tui::keys;
use crate::tui::tutor::Tab;
use crate::words::Language;
use crate::words::symbols::Symbols;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind};
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Paragraph, Widget, Wrap};
use russh::ChannelId;
use russh::server::Handle;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::mpsc::SyncSender;
use std::time::Duration;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// The smallest and largest screen drawn: a terminal outside is clamped.
pub const SMALLEST: (u16, u16) = (20, 8);
pub const LARGEST: (u16, u16) = (300, 100);

/// The most input events waiting for a student's own tutor.
const QUEUE: usize = 256;

/// What the connection hands the session (its size comes apart).
pub enum Inbox {
    Bytes(Vec<u8>),
}

/// Who joined, and how their terminal asked to be drawn.
pub struct Hello {
    pub id: usize,
    pub name: String,
    pub address: SocketAddr,
    pub size: (u16, u16),
    /// The language the client sent (LANG, LC_ALL, LC_MESSAGES).
    pub language: Option<Language>,
    pub symbols: Symbols,
    pub theme: Theme,
}

/// A terminal's size, clamped to what is drawn.
pub fn clamp(width: u32, height: u32) -> (u16, u16) {
    let w = width.clamp(u32::from(SMALLEST.0), u32::from(LARGEST.0)) as u16;
    let h = height.clamp(u32::from(SMALLEST.1), u32::from(LARGEST.1)) as u16;
    (w, h)
}

/// A screen to send: the body and the student's own line under it.
#[derive(Clone)]
struct Screenful {
    body: Arc<Frame>,
    status: Arc<Buffer>,
}

/// What the student's own line says, drawn again only when it changes.
#[derive(Clone, PartialEq)]
struct StatusKey {
    note: Option<String>,
    seating: u8,
    locked: bool,
    size: (u16, u16),
    language: Language,
    symbols: Symbols,
}

enum Seating {
    /// The first screen: the language chosen.
    Choosing,
    Follow,
    Own {
        events: SyncSender<Event>,
        practice: Option<usize>,
    },
}

struct Desk {
    room: Arc<Room>,
    hello: Hello,
    language: Language,
    local: Local,
    input: Input,
    seating: Seating,
    body: watch::Receiver<Arc<Frame>>,
    screen: watch::Sender<Option<Screenful>>,
    /// The student's line as last drawn.
    status: Option<(StatusKey, Arc<Buffer>)>,
    note: Option<String>,
    /// The practice the student finished or left: not asked again.
    done: Option<usize>,
    /// Why the session ends.
    leaving: Option<String>,
    /// The first screen's frame, kept while it is shown.
    chooser: Option<watch::Sender<Arc<Frame>>>,
}

/// Runs a student's session until they leave, the connection goes or the
/// class is over.
pub async fn run(
    room: Arc<Room>,
    hello: Hello,
    mut inbox: mpsc::Receiver<Inbox>,
    mut sizes: watch::Receiver<(u16, u16)>,
    handle: Handle,
    channel: ChannelId,
) {
    let (screen, frames) = watch::channel(None);
    let sender = tokio::spawn(send(frames, handle.clone(), channel));
    let language = hello.language.unwrap_or_default();
    let mut desk = Desk {
        body: watch::channel(Arc::new(Frame::new(Buffer::empty(Rect::ZERO)))).1,
        status: None,
        room: room.clone(),
        language,
        local: Local::default(),
        input: Input::default(),
        seating: Seating::Choosing,
        screen,
        note: None,
        done: None,
        leaving: None,
        chooser: None,
        hello,
    };
    room.log("join", &desk.hello.name, Some(desk.hello.address));
    match desk.hello.language.is_some() {
        // The client said its language: straight to the class.
        true => desk.seat(),
        false => desk.choosing(),
    }
    let mut assignment = room.assignment.subscribe();
    let mut locked = room.locked.subscribe();
    let mut over = room.over.subscribe();
    let idle = room.options.idle;
    let mut still = Stillness::new(idle, Instant::now());
    while desk.leaving.is_none() {
        tokio::select! {
            m = inbox.recv() => match m {
                Some(Inbox::Bytes(b)) => {
                    still.stirred(Instant::now());
                    desk.bytes(&b);
                }
                None => desk.leaving = Some(String::new()),
            },
            resized = sizes.changed() => match resized {
                Ok(()) => {
                    let (w, h) = *sizes.borrow_and_update();
                    desk.resize(w, h);
                }
                Err(_) => desk.leaving = Some(String::new()),
            },
            changed = desk.body.changed() => match changed {
                Ok(()) => {
                    still.stirred(Instant::now());
                    desk.show();
                }
                // The student's own tutor ended.
                Err(_) => desk.seat(),
            },
            _ = assignment.changed() => desk.assigned(),
            _ = locked.changed() => desk.show(),
            _ = over.changed() => desk.leaving = Some(say_in(desk.language, desk.hello.symbols, || say!("serve-over"))),
            () = tokio::time::sleep_until(still.closes_at()) => {
                // Keys or a frame waiting to be read came in time: a
                // server held up on a loaded machine closes no one for
                // what it has not read yet.
                if !inbox.is_empty() || desk.body.has_changed().unwrap_or(false) {
                    still.stirred(Instant::now());
                    continue;
                }
                room.log("closed-idle", &desk.hello.name, Some(desk.hello.address));
                desk.leaving = Some(say_in(desk.language, desk.hello.symbols, || idle_closed(idle)));
            }
        }
    }
    room.leave(desk.hello.id);
    room.log("leave", &desk.hello.name, Some(desk.hello.address));
    let goodbye = desk.leaving.take().unwrap_or_default();
    drop(desk);
    let _ = tokio::time::timeout(Duration::from_secs(2), sender).await;
    let last = [paint::LEAVE, goodbye.as_bytes(), b"\r\n"].concat();
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        let _ = handle.data(channel, last).await;
        let _ = handle.eof(channel).await;
        let _ = handle.close(channel).await;
    })
    .await;
}

/// How long a session has sat still: since the student's last key or the
/// last new frame on their screen. A session still for the idle time is
/// closed. The times are given, not read, so that the rule is tested
/// without a clock.
struct Stillness {
    idle: Duration,
    since: Instant,
}

impl Stillness {
    fn new(idle: Duration, now: Instant) -> Stillness {
        Stillness { idle, since: now }
    }

    /// A key from the student, or a new frame on their screen, at `now`.
    fn stirred(&mut self, now: Instant) {
        self.since = self.since.max(now);
    }

    /// When the session is closed unless something stirs before.
    fn closes_at(&self) -> Instant {
        self.since + self.idle
    }
}

/// Sends the latest screen each time the last has gone out.
async fn send(mut frames: watch::Receiver<Option<Screenful>>, handle: Handle, channel: ChannelId) {
    if handle.data(channel, paint::ENTER.to_vec()).await.is_err() {
        return;
    }
    let mut painter = Painter::default();
    while frames.changed().await.is_ok() {
        let Some(screen) = frames.borrow_and_update().clone() else {
            return;
        };
        let bytes = painter.paint(&screen.body, &screen.status);
        if !bytes.is_empty() && handle.data(channel, bytes).await.is_err() {
            return;
        }
    }
}

/// Why an idle student's session was closed, and how to come back.
fn idle_closed(idle: Duration) -> String {
    let s = idle.as_secs();
    let time = match s % 60 {
        0 => say!("serve-idle-minutes", minutes = s / 60),
        _ => say!("serve-idle-seconds", seconds = s),
    };
    say!("serve-idle-closed", time = time)
}

/// `f` said in a language and with symbols of the student's.
fn say_in<T>(language: Language, symbols: Symbols, f: impl FnOnce() -> T) -> T {
    crate::words::language::set_thread_language(Some(language));
    crate::words::symbols::set_thread_symbols(Some(symbols));
    let said = f();
    crate::words::language::set_thread_language(None);
    crate::words::symbols::set_thread_symbols(None);
    said
}

impl Desk {
    fn body_size(&self) -> (u16, u16) {
        (self.hello.size.0, self.hello.size.1 - 1)
    }

    fn look(&self) -> Look {
        let (width, height) = self.body_size();
        Look {
            width,
            height,
            language: self.language,
            symbols: self.hello.symbols,
            theme: self.hello.theme,
            local: self.local,
        }
    }

    /// The first screen: the language chosen, the symbols.
    fn choosing(&mut self) {
        self.seating = Seating::Choosing;
        let (w, h) = self.body_size();
        let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
        let text = say_in(self.language, self.hello.symbols, || {
            say!(
                "serve-welcome",
                name = self.hello.name.as_str(),
                fingerprint = self.room.fingerprint.as_str()
            )
        });
        Paragraph::new(text)
            .wrap(Wrap { trim: false })
            .render(buf.area, &mut buf);
        let (chooser, body) = watch::channel(Arc::new(Frame::new(buf)));
        (self.chooser, self.body) = (Some(chooser), body);
        self.show();
    }

    /// The student's seat when nothing else calls: the practice for
    /// everyone if one goes on, else following the lecturer.
    fn seat(&mut self) {
        let practice = self.room.assignment.borrow().clone();
        match practice {
            Some(a) if self.done != Some(a.number) => self.own(Some(a)),
            _ => self.follow(),
        }
    }

    fn follow(&mut self) {
        self.seating = Seating::Follow;
        self.chooser = None;
        self.room.doing(self.hello.id, Doing::Following);
        self.body = self.room.subscribe(self.look());
        self.show();
    }

    /// The student on their own: exploring, or the practice for everyone.
    fn own(&mut self, practice: Option<Arc<super::room::Assignment>>) {
        let lecture = self.room.lecture.borrow().clone();
        let again = match (&practice, &lecture) {
            (Some(a), _) => Some(a.again.clone()),
            (None, Some(l)) => l.again.clone(),
            _ => None,
        };
        let Some(again) = again else {
            return self.noted("serve-explore-none");
        };
        let steps = lecture.as_ref().map_or(0, |l| l.steps);
        // A run's events and nodes, roughly, and the tutor around them.
        let weight = (1 << 18) + steps.saturating_mul(96);
        if !self.room.take_memory(weight) {
            return self.noted("serve-explore-full");
        }
        let (tx, events) = std::sync::mpsc::sync_channel(QUEUE);
        let (frames, body) = watch::channel(Arc::new(Frame::new(Buffer::empty(Rect::ZERO))));
        let number = practice.as_ref().map(|a| a.number);
        let doing = match &practice {
            Some(a) if a.exam => Doing::Exam,
            Some(_) => Doing::Practising,
            None => Doing::Exploring,
        };
        let own = Own {
            room: self.room.clone(),
            id: self.hello.id,
            again,
            step: lecture.as_ref().map_or(0, |l| l.step),
            selected: lecture.as_ref().and_then(|l| l.selected),
            practice,
            language: self.language,
            symbols: self.hello.symbols,
            theme: self.hello.theme,
            size: self.body_size(),
            events,
            frames,
            weight,
        };
        let spawned = std::thread::Builder::new()
            .name(format!("student-{}", self.hello.id))
            .spawn(move || seat::run(own));
        if spawned.is_err() {
            self.room.give_memory(weight);
            return self.noted("serve-explore-full");
        }
        self.room.doing(self.hello.id, doing);
        self.done = number.or(self.done);
        self.seating = Seating::Own {
            events: tx,
            practice: number,
        };
        self.body = body;
        self.note = None;
    }

    fn noted(&mut self, id: &str) {
        self.note = Some(say_in(self.language, self.hello.symbols, || say!(id)));
        if matches!(self.seating, Seating::Follow) {
            self.show();
        } else {
            self.follow();
        }
    }

    /// A practice for everyone begun or ended.
    fn assigned(&mut self) {
        let practice = self.room.assignment.borrow().clone();
        match (&self.seating, practice) {
            (Seating::Follow, Some(a)) if self.done != Some(a.number) => self.own(Some(a)),
            // A student on their own is called back by their tutor's loop.
            _ => {}
        }
    }

    fn resize(&mut self, w: u16, h: u16) {
        self.hello.size = (w, h);
        match &self.seating {
            Seating::Choosing => self.choosing(),
            Seating::Follow => self.follow(),
            Seating::Own { events, .. } => {
                let (w, h) = self.body_size();
                let _ = events.try_send(Event::Resize(w, h));
            }
        }
    }

    fn bytes(&mut self, bytes: &[u8]) {
        for e in self.input.feed(bytes) {
            if self.leaving.is_some() {
                return;
            }
            match &self.seating {
                Seating::Own { events, .. } => {
                    // A student who types faster than their tutor reads
                    // loses keys, not the lecturer's time.
                    let _ = events.try_send(e);
                }
                Seating::Choosing => self.choose(e),
                Seating::Follow => self.follow_key(e),
            }
        }
    }

    fn choose(&mut self, e: Event) {
        let Event::Key(k) = e else { return };
        if k.kind != KeyEventKind::Press {
            return;
        }
        match k.code {
            KeyCode::Char('1') => self.language = Language::En,
            KeyCode::Char('2') => self.language = Language::Ru,
            KeyCode::Char('3') => self.language = Language::Uk,
            KeyCode::Char('a') => {
                self.hello.symbols = match self.hello.symbols {
                    Symbols::Ascii => Symbols::Unicode,
                    Symbols::Unicode => Symbols::Ascii,
                }
            }
            KeyCode::Enter => return self.seat(),
            KeyCode::Char('q') | KeyCode::Esc => return self.leaving = Some(String::new()),
            KeyCode::Char('c')
                if k.modifiers
                    .contains(ratatui::crossterm::event::KeyModifiers::CONTROL) =>
            {
                return self.leaving = Some(String::new());
            }
            _ => return,
        }
        self.choosing();
    }

    /// A follower's key: their own view changed, or said why not.
    fn follow_key(&mut self, e: Event) {
        let Event::Key(k) = e else { return };
        if k.kind != KeyEventKind::Press {
            return;
        }
        let Some(lecture) = self.room.lecture.borrow().clone() else {
            return;
        };
        let mut screens = vec![Screen::Served];
        screens.extend(lecture.screens.iter().copied());
        let file = &self.room.settings.keys;
        let l = &mut self.local;
        self.note = None;
        if l.help || l.info {
            let help = keymap::table(&[Screen::Help], file);
            match keys::message(&help, k) {
                Some(Message::Up) if l.help => l.help_top = l.help_top.saturating_sub(1),
                Some(Message::Down) if l.help => l.help_top = l.help_top.saturating_add(1).min(200),
                Some(Message::PageUp) if l.help => l.help_top = l.help_top.saturating_sub(10),
                Some(Message::PageDown) if l.help => l.help_top = l.help_top.saturating_add(10).min(200),
                Some(Message::Start) if l.help => l.help_top = 0,
                _ => (l.help, l.help_top, l.info) = (false, 0, false),
            }
            return self.follow();
        }
        let served = served_table(&screens, file, Seat::Follower);
        match keys::message(&served, k) {
            Some(Message::ToggleHelp) => l.help = true,
            Some(Message::Quit | Message::Escape | Message::Interrupt) => {
                self.leaving = Some(String::new());
                return;
            }
            Some(Message::SwitchPane) => {
                l.tab = Some(match l.tab.unwrap_or(lecture.tab) {
                    Tab::Closed => Tab::Code,
                    Tab::Code => Tab::Counts,
                    Tab::Counts => Tab::Closed,
                })
            }
            Some(Message::ToggleCanvas) => {
                l.outline = Some(!l.outline.unwrap_or(lecture.outline));
                l.pan = None;
            }
            Some(m @ (Message::ZoomIn | Message::ZoomOut)) => {
                let now = l.zoom.or(lecture.zoom).unwrap_or(Zoom::Full);
                let i = Zoom::ALL.iter().position(|&z| z == now).unwrap_or(0);
                let to = match m == Message::ZoomIn {
                    true => i.saturating_sub(1),
                    false => (i + 1).min(Zoom::ALL.len() - 1),
                };
                l.zoom = Some(Zoom::ALL[to]);
            }
            Some(Message::Pan { dx, dy }) => {
                let (x, y) = l.pan.or(lecture.pan).unwrap_or((0, 0));
                l.pan = Some(((x + i32::from(dx) * 8).max(0), (y + i32::from(dy)).max(0)));
            }
            Some(Message::TogglePresent) => l.present = Some(!l.present.unwrap_or(lecture.present)),
            Some(Message::ToggleInfo) => l.info = true,
            Some(Message::FollowLecturer) => *l = Local::default(),
            Some(Message::Explore) if *self.room.locked.borrow() => {
                return self.noted("serve-locked-student");
            }
            Some(Message::Explore) => return self.own(None),
            _ => {
                let full = keymap::table(&screens, file);
                if keys::message(&full, k).is_some() {
                    return self.noted("serve-following");
                }
                return;
            }
        }
        self.follow();
    }

    /// The student's line under the screen, and the screen sent.
    fn show(&mut self) {
        let status = self.status_line();
        let body = self.body.borrow_and_update().clone();
        self.screen.send_replace(Some(Screenful { body, status }));
    }

    /// The student's line: the note of their last key, else what they are
    /// doing; drawn again only when that changes (each of the lecturer's
    /// steps sends every follower the same line as before).
    fn status_line(&mut self) -> Arc<Buffer> {
        let key = StatusKey {
            note: self.note.clone(),
            seating: match &self.seating {
                Seating::Choosing => 0,
                Seating::Follow => 1,
                Seating::Own { practice: None, .. } => 2,
                Seating::Own {
                    practice: Some(_), ..
                } => 3,
            },
            locked: *self.room.locked.borrow(),
            size: self.hello.size,
            language: self.language,
            symbols: self.hello.symbols,
        };
        if let Some((drawn, line)) = &self.status
            && *drawn == key
        {
            return line.clone();
        }
        let (w, h) = self.hello.size;
        let mut status = Buffer::empty(Rect::new(0, h - 1, w, 1));
        let name = self.hello.name.as_str();
        let line = self.note.clone().unwrap_or_else(|| {
            say_in(self.language, self.hello.symbols, || match &self.seating {
                Seating::Choosing => say!("serve-status-choosing", name = name),
                Seating::Follow if key.locked => say!("serve-status-locked", name = name),
                Seating::Follow => say!("serve-status-follow", name = name),
                Seating::Own { practice: None, .. } => say!("serve-status-explore", name = name),
                Seating::Own {
                    practice: Some(_), ..
                } => say!("serve-status-practice", name = name),
            })
        });
        let style = match self.hello.theme.color {
            true => self.hello.theme.title(),
            false => Style::default(),
        };
        Paragraph::new(crate::printable::line(&line).into_owned())
            .style(style)
            .render(status.area, &mut status);
        let status = Arc::new(status);
        self.status = Some((key, status.clone()));
        status
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_outside_20x8_to_300x100_is_drawn_at_the_nearest_size() {
        assert_eq!(clamp(0, 0), SMALLEST);
        assert_eq!(clamp(u32::MAX, u32::MAX), LARGEST);
        assert_eq!(clamp(5, 1000), (20, 100));
        assert_eq!(clamp(100, 30), (100, 30));
    }

    /// The idle rule on a clock of the test's own (no waiting, so no
    /// machine's load can change it): a session is closed the idle time
    /// after its last key or new frame, never while either comes sooner.
    #[test]
    fn a_session_is_closed_the_idle_time_after_its_last_key_or_frame() {
        let idle = Duration::from_secs(3);
        let start = Instant::now();
        let at = |ms: u64| start + Duration::from_millis(ms);
        // ann presses nothing: closed at 3 s.
        let ann = Stillness::new(idle, start);
        assert_eq!(ann.closes_at(), at(3000));
        // bob presses a key every 200 ms for three idle times: his
        // session's end is always ahead of his next key.
        let mut bob = Stillness::new(idle, start);
        for ms in (200..=9000).step_by(200) {
            assert!(bob.closes_at() > at(ms), "bob closed before his key at {ms} ms");
            bob.stirred(at(ms));
        }
        assert_eq!(bob.closes_at(), at(12_000));
        // A new frame counts as a key does; one reported late (its time
        // before the last) does not move the end back.
        bob.stirred(at(10_000));
        bob.stirred(at(9_500));
        assert_eq!(bob.closes_at(), at(13_000));
    }
}
