//! The application: which screen is up, the help overlay, the theme, the
//! size of the terminal. `update` turns messages into changes; `draw`
//! draws and changes nothing: where a click lands is worked out in
//! `update` from the size the terminal last had.

use super::chrome;
use super::class::{self, Class};
use super::game_screen::GameScreen;
use super::help;
use super::keys::{self, Message};
use super::picker::{Pick, Picker};
use super::theme::Theme;
use super::tutor::Tutor;
use super::tutor::compare::CompareWidget;
use super::tutor::render::TutorView;
use crate::config::Settings;
use crate::keymap::served::Seat;
use crate::keymap::{self, Table};
use crate::search::Setup;
use crate::subject::Subject;
use crate::words::symbols;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

pub enum Screen {
    Picker(Picker),
    Tutor(Box<Tutor>),
    /// A game played at the terminal (`gametree kalah`, `gametree play`).
    Game(Box<dyn GameScreen>),
}

/// How the app ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// q, Esc: the user is done.
    Quit,
    /// Ctrl-C.
    Interrupted,
    /// The terminal went away (closed, hung up): no key can come.
    HungUp,
}

pub struct App {
    pub screen: Screen,
    /// The screen q goes back to: the game, under a move tree opened from it.
    pub back: Option<Screen>,
    pub help: bool,
    /// The help's first line shown, where it scrolls.
    pub help_top: usize,
    pub theme: Theme,
    pub quit: bool,
    /// Why it quit.
    pub ending: Ending,
    /// The terminal's size, as last known.
    pub size: Rect,
    /// A lecture's items, `]` and `[` between them.
    pub lesson: Option<Lesson>,
    /// The settings chosen at the start: the keys the configuration file
    /// binds anew, the speed and the rest a tutor opened here takes.
    pub settings: Settings,
    /// What the command line hands the picker (how live positions open,
    /// where its place is kept), for each time it is shown.
    pub picker: super::picker::Handed,
    /// A student's session served over ssh: the keys the seat allows.
    pub served: Option<Seat>,
    /// The class served from this tutor (`gametree serve`): its line
    /// under the screen, its list (`roster`), its keys.
    pub class: Option<std::sync::Arc<dyn Class>>,
    pub roster: bool,
}

/// A lesson: how many items it has, which is shown, and how to open one
/// (the command line knows how items are read).
pub struct Lesson {
    pub items: usize,
    pub at: usize,
    pub open: Box<dyn Fn(usize) -> Result<Tutor, String>>,
}

impl App {
    pub fn picker(theme: Theme) -> App {
        App::with_picker(Picker::default(), theme)
    }

    /// The picker, which `m` shows again with what was handed to it.
    pub fn with_picker(picker: Picker, theme: Theme) -> App {
        App {
            picker: picker.handed.clone(),
            ..App::with(Screen::Picker(picker), theme)
        }
    }

    /// The picker anew (`m`), with what the command line handed in.
    fn new_picker(&self) -> Screen {
        Screen::Picker(Picker::new(self.picker.clone()))
    }

    pub fn tutor(subject: Box<dyn Subject>, setup: Setup, theme: Theme) -> Result<App, String> {
        Ok(App::with_tutor(Tutor::open(subject, setup)?, theme))
    }

    /// The tutor, already open on a story.
    pub fn with_tutor(tutor: Tutor, theme: Theme) -> App {
        App::with(Screen::Tutor(Box::new(tutor)), theme)
    }

    pub fn game(game: Box<dyn GameScreen>, theme: Theme) -> App {
        App::with(Screen::Game(game), theme)
    }

    pub fn with(screen: Screen, theme: Theme) -> App {
        App {
            screen,
            back: None,
            help: false,
            help_top: 0,
            theme,
            quit: false,
            ending: Ending::Quit,
            size: Rect::ZERO,
            lesson: None,
            settings: Settings::default(),
            picker: Default::default(),
            served: None,
            class: None,
            roster: false,
        }
    }

    /// The screen under the settings chosen at the start (their theme,
    /// keys and speed).
    pub fn chosen(screen: Screen, settings: &Settings) -> App {
        App {
            settings: settings.clone(),
            ..App::with(screen, Theme::chosen(settings))
        }
    }

    /// The keys of the screen that is up, as the configuration file
    /// binds them: what they do, the help and the key bar.
    pub fn bindings(&self) -> Table {
        let mut table = match self.served {
            Some(seat) => class::served_table(&self.key_screens(), &self.settings.keys, seat),
            None => keymap::table(&self.key_screens(), &self.settings.keys),
        };
        // A chance tree has nothing to compare, and expectimax nothing to
        // cut: the bar offers neither (pressed, each says why).
        let (chance, expectimax) = self.on_a_chance_tree();
        let playing = matches!(&self.screen, Screen::Tutor(t) if t.is_playing());
        for row in &mut table.rows {
            // While the run plays on, p pauses it: the bar says so.
            if playing
                && row.action.message == Message::TogglePlay
                && let Some((_, word)) = row.bar.as_mut()
            {
                *word = "bar-pause";
            }
            let hidden = match row.action.message {
                Message::ToggleCompare => chance,
                Message::NextCutoff => expectimax,
                _ => false,
            };
            if hidden {
                row.bar = None;
            }
        }
        table
    }

    /// Whether the tutor shows a tree with chance nodes, and whether its
    /// run is expectimax.
    fn on_a_chance_tree(&self) -> (bool, bool) {
        match &self.screen {
            Screen::Tutor(t) => match &t.story {
                crate::story::AnyStory::Search(s) => (
                    s.has_chance(),
                    s.setup.algorithm == crate::search::Algorithm::Expectimax,
                ),
                _ => (false, false),
            },
            _ => (false, false),
        }
    }

    /// The screen that is up, as the key map knows it: the modes over it
    /// first.
    fn key_screens(&self) -> Vec<keymap::Screen> {
        use keymap::Screen as S;
        let mut screens = match &self.screen {
            Screen::Picker(_) => vec![S::Picker],
            Screen::Game(g) => vec![g.screen()],
            Screen::Tutor(t) if t.prompt.is_some() => vec![S::Prompt],
            Screen::Tutor(t) if t.compare.is_some() => vec![S::Compare],
            Screen::Tutor(t) => match &t.practice {
                Some(p) if p.marks() => vec![S::Marking],
                Some(p) if p.exam => vec![S::Exam, S::Practice],
                Some(_) => vec![S::Practice],
                None => vec![keys::screen(t.story.kind())],
            },
        };
        if self.back.is_some() {
            screens.insert(0, S::FromGame);
        }
        if self.lesson.is_some() && matches!(&self.screen, Screen::Tutor(t) if t.practice.is_none()) {
            screens.insert(0, S::Lesson);
        }
        if self.served.is_some() {
            screens.insert(0, S::Served);
        }
        if self.class.is_some() && matches!(&self.screen, Screen::Tutor(t) if t.practice.is_none()) {
            screens.insert(0, S::Lectern);
        }
        screens
    }

    /// The screen that is up, as the key map knows it (for a follower's
    /// keys, read against the lecturer's screen).
    pub fn screens(&self) -> Vec<keymap::Screen> {
        self.key_screens()
    }

    /// What the symbols on the screen that is up mean.
    pub fn legend(&self) -> Vec<String> {
        let legend = match &self.screen {
            Screen::Tutor(t) => keys::legend(t.story.kind(), t.story.cut_names()),
            Screen::Game(g) => g.legend(),
            Screen::Picker(_) => Vec::new(),
        };
        // Its marks as the screen draws them (`>=` for ≥ under ASCII).
        legend.iter().map(|l| symbols::shown(l).into_owned()).collect()
    }

    /// The message of a key press; with the help up, its own keys scroll
    /// it and any other closes it. On the game screen and in practice,
    /// keys bound to nothing type.
    pub fn key(&self, key: ratatui::crossterm::event::KeyEvent) -> Option<Message> {
        if self.help {
            let help = keymap::table(&[keymap::Screen::Help], &self.settings.keys);
            return keys::message(&help, key).or(Some(Message::Escape));
        }
        if let Some(seat) = self.served {
            let full = keymap::table(&self.key_screens(), &self.settings.keys);
            if keys::key(key.code).is_some_and(|k| class::refuses(&full, k, seat)) {
                return Some(Message::NotServed);
            }
        }
        keys::message(&self.bindings(), key)
    }

    /// The help over the screen that is up, as laid out now.
    fn help_layout(&self) -> help::Layout {
        help::Layout::new(&self.bindings(), &self.legend(), self.size, self.theme)
    }

    /// How long the event loop may wait before the next play step.
    pub fn tick(&self) -> Option<std::time::Duration> {
        match &self.screen {
            Screen::Tutor(t) => t.tick(),
            Screen::Game(g) => g.tick(),
            Screen::Picker(_) => None,
        }
    }

    /// The position of the game on the screen as a command line (`q`
    /// prints it once the terminal is restored).
    pub fn command_line(&self) -> Option<String> {
        match &self.screen {
            Screen::Game(g) => Some(g.command_line()),
            _ => None,
        }
    }

    /// What the screen asked to offer to the clipboard, taken once.
    pub fn take_clipboard(&mut self) -> Option<String> {
        match &mut self.screen {
            Screen::Game(g) => g.take_clipboard(),
            _ => None,
        }
    }

    /// The terminal has gone: nothing more can be shown or asked.
    pub fn hang_up(&mut self) {
        self.quit = true;
        self.ending = Ending::HungUp;
    }

    /// q and Esc: back to the game under the screen, else quit.
    fn leave(&mut self) {
        match self.back.take() {
            Some(screen) => self.screen = screen,
            None => self.quit = true,
        }
    }

    /// The area the screens are drawn in: the terminal without the key bar
    /// (and the class's line, when a class is served).
    fn main_area(&self) -> Rect {
        let bar = chrome::bar_rows(self.note().as_deref(), self.size.width) + u16::from(self.class.is_some());
        Rect {
            height: self.size.height.saturating_sub(bar),
            ..self.size
        }
    }

    /// The note the key bar shows in place of the keys, if any.
    fn note(&self) -> Option<std::borrow::Cow<'_, str>> {
        match &self.screen {
            Screen::Picker(p) => p.note.as_deref().map(Into::into),
            Screen::Tutor(t) => t.status(self.served == Some(Seat::Follower)),
            _ => None,
        }
    }

    /// Tells the screen that is up where it is drawn.
    fn place(&mut self) {
        let main = self.main_area();
        match &mut self.screen {
            Screen::Tutor(t) => t.area = main,
            Screen::Game(g) => g.resize(main),
            Screen::Picker(_) => {}
        }
    }
}

pub fn update(app: &mut App, msg: Message) {
    if let Message::Resize { width, height } = msg {
        app.size = Rect::new(0, 0, width, height);
        return app.place();
    }
    if msg == Message::Interrupt {
        app.quit = true;
        app.ending = Ending::Interrupted;
        return;
    }
    // The timer goes on under the help (the computer's move comes in).
    if app.help && msg == Message::Tick {
        return update_screen(app, msg);
    }
    if app.help {
        match app.help_layout().scrolled(app.help_top, msg) {
            Some(top) => app.help_top = top,
            None => {
                app.help = false;
                if msg == Message::Quit {
                    app.leave();
                }
                app.place();
            }
        }
        return;
    }
    // Esc closes what a screen shows over itself first: a tutor's info or
    // settings, a move tree being built on the game screen.
    let covered = match &app.screen {
        Screen::Tutor(t) => t.covered(),
        Screen::Game(g) => g.busy(),
        Screen::Picker(_) => false,
    };
    // Leaving with edits not written asks first; the answer yes leaves.
    let held = match &mut app.screen {
        Screen::Tutor(t) => t.holds(msg),
        _ => false,
    };
    if app.roster {
        // Any key closes the students' list, as it does the help.
        app.roster = false;
        return;
    }
    match msg {
        _ if held => {}
        Message::Escape if covered => update_screen(app, msg),
        Message::ToggleHelp => (app.help, app.help_top) = (true, 0),
        Message::Students
        | Message::ClassPractice
        | Message::LockFollow
        | Message::NotServed
        | Message::Explore
        | Message::FollowLecturer => class_key(app, msg),
        _ if leaves(app, msg) => {}
        _ => update_screen(app, msg),
    }
    let left = match &mut app.screen {
        Screen::Tutor(t) => t.leaving.take(),
        _ => None,
    };
    if let Some(msg) = left {
        leaves(app, msg);
    }
    app.place();
}

/// The class's keys: the lecturer's, and a key a served session refuses.
fn class_key(app: &mut App, msg: Message) {
    let Screen::Tutor(t) = &mut app.screen else {
        return;
    };
    let said = match (msg, &app.class) {
        (Message::Students, Some(_)) => {
            app.roster = true;
            return;
        }
        (Message::ClassPractice, Some(c)) => return t.note_to_lecturer(c.practice(t)),
        (Message::LockFollow, Some(c)) => return t.note_to_lecturer(c.lock()),
        (Message::NotServed, _) => crate::say!("serve-not-served"),
        // A student on their own: back to the lecturer's step.
        (Message::FollowLecturer, _) if app.served.is_some() => {
            app.quit = true;
            return;
        }
        (Message::Explore, _) if app.served.is_some() => crate::say!("serve-on-your-own"),
        _ => return,
    };
    t.note = Some(said);
}

/// Leaves the screen on a key that leaves it: whether `msg` was one.
fn leaves(app: &mut App, msg: Message) -> bool {
    match msg {
        Message::Quit | Message::Escape => app.leave(),
        Message::Scenarios if app.back.is_none() => app.screen = app.new_picker(),
        Message::NextItem | Message::PrevItem if app.lesson.is_some() => next_item(app, msg),
        _ => return false,
    }
    true
}

/// A lesson's next item, or the one before; one that cannot be opened is
/// said in a note on the item shown.
fn next_item(app: &mut App, msg: Message) {
    let Some(lesson) = app.lesson.as_mut() else {
        return;
    };
    let at = match msg {
        Message::NextItem => lesson.at + 1,
        _ => lesson.at.wrapping_sub(1),
    };
    let opened = match at < lesson.items {
        true => (lesson.open)(at),
        false => Err(crate::say!("lesson-no-more", items = lesson.items)),
    };
    match opened {
        Ok(tutor) => {
            lesson.at = at;
            app.screen = Screen::Tutor(Box::new(tutor));
            app.back = None;
        }
        Err(e) => match &mut app.screen {
            Screen::Tutor(t) => t.note = Some(e),
            _ => app.screen = app.new_picker(),
        },
    }
}

/// The app's timer: the screen that is up takes it; whether that changed
/// what it shows (a tutor idle on a file that did not change: no).
pub fn tick(app: &mut App) -> bool {
    match &mut app.screen {
        Screen::Tutor(t) => t.ticked(),
        _ => {
            update(app, Message::Tick);
            true
        }
    }
}

/// Hands a message to the screen that is up.
fn update_screen(app: &mut App, msg: Message) {
    let main = app.main_area();
    match &mut app.screen {
        Screen::Picker(p) => update_picker(p, msg, main, &app.settings).map_or((), |s| app.screen = s),
        Screen::Tutor(t) => t.update(msg),
        Screen::Game(g) => {
            if let Some(tree) = g.update(msg) {
                open_tree(app, tree);
            }
        }
    }
}

/// The move tree over the game, which q brings back.
fn open_tree(app: &mut App, tree: Box<Tutor>) {
    let game = std::mem::replace(&mut app.screen, Screen::Tutor(tree));
    app.back = Some(game);
}

/// Waits for what the screen that is up does in the background (the
/// computer's search on the game screen, the tutor's comparison counts)
/// and takes it in, as the event loop would once it came: tests call this
/// instead of sleeping.
pub fn settle(app: &mut App) {
    match &mut app.screen {
        Screen::Game(g) => {
            if let Some(tree) = g.settle() {
                open_tree(app, tree);
            }
        }
        Screen::Tutor(t) => t.settle(),
        Screen::Picker(_) => {}
    }
}

/// Handles a picker message; returns the tutor when one is opened.
fn update_picker(p: &mut Picker, msg: Message, main: Rect, settings: &Settings) -> Option<Screen> {
    p.note = None;
    let list = Picker::list_area(main);
    match msg {
        Message::Up => p.up(),
        Message::Down => p.down(),
        Message::Start => p.selected = 0,
        Message::End => p.selected = p.entries.len().saturating_sub(1),
        // A page is the list's height in entries of two rows each.
        Message::PageUp | Message::PageDown => {
            let page = usize::from(list.height / 2).max(1);
            for _ in 0..page {
                match msg {
                    Message::PageUp => p.up(),
                    _ => p.down(),
                }
            }
        }
        Message::Click { x, y } if list.contains((x, y).into()) => {
            let row = usize::from(y - list.y);
            p.selected = p.entry_at_row(row, list.height.into()).unwrap_or(p.selected);
        }
        Message::Enter | Message::Practise => {
            let open = match msg {
                Message::Enter => Pick::open,
                _ => Pick::practise,
            };
            let opened = p
                .chosen()
                .and_then(|pick| open(pick, settings, p.handed.open_live));
            match opened {
                Ok(t) => return Some(Screen::Tutor(Box::new(t))),
                Err(e) => p.note = Some(e),
            }
        }
        _ => {}
    }
    None
}

/// Draws the app into a buffer; changes nothing.
pub fn draw(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme;
    if chrome::too_small(area) {
        chrome::render_too_small(area, buf, theme);
        return;
    }
    let note = app.note();
    let note = note.as_deref();
    let rows = chrome::bar_rows(note, area.width);
    let line = u16::from(app.class.is_some());
    let [main, class_line, bar] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(line),
        Constraint::Length(rows),
    ])
    .areas(area);
    match &app.screen {
        Screen::Picker(p) => p.render(main, buf, theme),
        Screen::Game(g) => g.render(main, buf, theme),
        Screen::Tutor(t) => match &t.compare {
            Some(c) => CompareWidget { view: c, theme }.render(main, buf),
            None => TutorView { tutor: t, theme }.render(main, buf),
        },
    }
    let bindings = app.bindings();
    chrome::bar(&bindings, note, bar.width, theme).render(bar, buf);
    if let Some(class) = &app.class {
        let said = crate::printable::line(&class.line()).into_owned();
        ratatui::widgets::Paragraph::new(said)
            .style(theme.title())
            .render(class_line, buf);
        if app.roster {
            class::render_roster(&class.roster(), &class.fingerprint(), main, buf, theme);
        }
    }
    if app.help {
        let keys = keymap::table(&[keymap::Screen::Help], &app.settings.keys);
        help::Layout::new(&bindings, &app.legend(), area, theme).render(&keys, app.help_top, buf, theme);
    }
    if symbols::get() == symbols::Symbols::Ascii {
        in_ascii(buf, area);
    }
}

/// `--symbols ascii`: each cell that is still no ASCII, letter or light
/// box line gets its ASCII form, after everything is drawn.
fn in_ascii(buf: &mut Buffer, area: Rect) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            let mut chars = cell.symbol().chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                continue;
            };
            if let Some(a) = symbols::ascii_cell(c) {
                cell.set_char(a);
            }
        }
    }
}

/// Draws a frame.
pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    draw(app, area, frame.buffer_mut());
}

/// Draws one frame off-screen as the event loop does, the terminal being
/// `width` × `height` (for tests and measurements).
pub fn frame(app: &mut App, width: u16, height: u16) -> Buffer {
    if app.size != Rect::new(0, 0, width, height) {
        update(app, Message::Resize { width, height });
    }
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    draw(app, area, &mut buf);
    buf
}

/// The text of a buffer, each row in quotes so that spaces show.
pub fn text(buf: &Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in area.top()..area.bottom() {
        let row: String = (area.left()..area.right())
            .map(|x| buf[(x, y)].symbol())
            .collect();
        out += &format!("\"{row}\"\n");
    }
    out
}
