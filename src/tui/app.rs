//! The application: which screen is up, the help overlay, the theme.
//! `update` turns messages into changes; `render` draws and changes
//! nothing (it returns where the scrolling panes went, and the event loop
//! hands that back as a message).

use super::chrome;
use super::compare;
use super::game_screen::GameScreen;
use super::keys::{self, Binding, Message};
use super::picker::{Pick, Picker};
use super::screen;
use super::theme::Theme;
use super::tutor::{Drawn, Tutor};
use crate::search::Setup;
use crate::subject::Subject;
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

pub struct App {
    pub screen: Screen,
    /// The screen q goes back to: the game, under a move tree opened from it.
    pub back: Option<Screen>,
    pub help: bool,
    pub theme: Theme,
    pub quit: bool,
    /// Where the picker's list was drawn, for the mouse.
    pub picker_list: Rect,
}

/// Where the last frame put the scrolling panes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Placement {
    pub tree: Drawn,
    pub code: Drawn,
    pub list: Rect,
    /// The area the game screen was given (where a click lands follows from it).
    pub game: Rect,
}

impl App {
    pub fn picker(theme: Theme) -> App {
        App::with(Screen::Picker(Picker::default()), theme)
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

    fn with(screen: Screen, theme: Theme) -> App {
        App {
            screen,
            back: None,
            help: false,
            theme,
            quit: false,
            picker_list: Rect::ZERO,
        }
    }

    /// The keys of the screen that is up.
    pub fn bindings(&self) -> Vec<Binding> {
        let table = match &self.screen {
            Screen::Picker(_) => keys::PICKER,
            Screen::Tutor(t) if t.compare.is_some() => keys::COMPARE,
            Screen::Tutor(t) => t.story.keys(),
            Screen::Game(g) => return g.bindings(),
        };
        match self.back {
            Some(_) => keys::way_back(table),
            None => table.to_vec(),
        }
    }

    /// What the symbols on the screen that is up mean.
    pub fn legend(&self) -> Vec<String> {
        match &self.screen {
            Screen::Tutor(t) => t.story.legend().iter().map(|l| l.to_string()).collect(),
            Screen::Game(g) => g.legend(),
            Screen::Picker(_) => Vec::new(),
        }
    }

    /// The message of a key press; with the help up, any key closes it.
    /// On the game screen, letters and digits bound to nothing type a move.
    pub fn key(&self, key: ratatui::crossterm::event::KeyEvent) -> Option<Message> {
        let mut msg = keys::message(&self.bindings(), key);
        if matches!(self.screen, Screen::Game(_)) {
            msg = msg.or_else(|| keys::typed(key));
        }
        if self.help {
            msg.or(Some(Message::Escape))
        } else {
            msg
        }
    }

    /// How long the event loop may wait before the next play step.
    pub fn tick(&self) -> Option<std::time::Duration> {
        match &self.screen {
            Screen::Tutor(t) => t.tick(),
            Screen::Game(g) => g.tick(),
            Screen::Picker(_) => None,
        }
    }

    /// q and Esc: back to the game under the screen, else quit.
    fn leave(&mut self) {
        match self.back.take() {
            Some(screen) => self.screen = screen,
            None => self.quit = true,
        }
    }
}

pub fn update(app: &mut App, msg: Message) {
    if msg == Message::Interrupt {
        app.quit = true;
        return;
    }
    // The timer goes on under the help (the computer's move comes in).
    if app.help && msg == Message::Tick {
        return update_screen(app, msg);
    }
    if app.help {
        app.help = false;
        if msg == Message::Quit {
            app.leave();
        }
        return;
    }
    match msg {
        Message::Quit | Message::Escape => app.leave(),
        Message::ToggleHelp => app.help = true,
        Message::Scenarios if app.back.is_none() => app.screen = Screen::Picker(Picker::default()),
        _ => update_screen(app, msg),
    }
}

/// Hands a message to the screen that is up.
fn update_screen(app: &mut App, msg: Message) {
    match &mut app.screen {
        Screen::Picker(p) => update_picker(p, msg, app.picker_list).map_or((), |s| app.screen = s),
        Screen::Tutor(t) => t.update(msg),
        Screen::Game(g) => {
            if let Some(tree) = g.update(msg) {
                let game = std::mem::replace(&mut app.screen, Screen::Tutor(tree));
                app.back = Some(game);
            }
        }
    }
}

/// Waits for what the screen that is up does in the background (the
/// computer's search on the game screen, the tutor's comparison counts)
/// and takes it in, as the event
/// loop would once it came: tests call this instead of sleeping.
pub fn settle(app: &mut App) {
    match &mut app.screen {
        Screen::Game(g) => g.settle(),
        Screen::Tutor(t) => t.settle(),
        Screen::Picker(_) => {}
    }
}

/// Handles a picker message; returns the tutor when one is opened.
fn update_picker(p: &mut Picker, msg: Message, list: Rect) -> Option<Screen> {
    p.note = None;
    match msg {
        Message::Up => p.up(),
        Message::Down => p.down(),
        Message::Click { x, y } if list.contains((x, y).into()) => {
            let row = usize::from(y - list.y);
            p.selected = p.entry_at_row(row, list.height.into()).unwrap_or(p.selected);
        }
        Message::Enter => {
            let opened = p.entries[p.selected].1.clone().and_then(Pick::open);
            match opened {
                Ok(t) => return Some(Screen::Tutor(Box::new(t))),
                Err(e) => p.note = Some(e),
            }
        }
        _ => {}
    }
    None
}

/// Draws the app into a buffer; returns where the panes went.
pub fn draw(app: &App, area: Rect, buf: &mut Buffer) -> Placement {
    let theme = app.theme;
    if chrome::too_small(area) {
        chrome::render_too_small(area, buf, theme);
        return Placement::default();
    }
    let [main, bar] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    let mut drawn = Placement::default();
    let note = match &app.screen {
        Screen::Picker(p) => {
            drawn.list = p.render(main, buf, theme);
            p.note.as_deref()
        }
        Screen::Game(g) => {
            g.render(main, buf, theme);
            drawn.game = main;
            None
        }
        Screen::Tutor(t) => match &t.compare {
            Some(c) => {
                compare::render(c, t.search().map(|s| &*s.subject), main, buf, theme);
                None
            }
            None => {
                (drawn.tree, drawn.code) = screen::render(t, main, buf, theme);
                t.note.as_deref()
            }
        },
    };
    let bindings = app.bindings();
    chrome::key_bar(&bindings, note, bar.width, theme).render(bar, buf);
    if app.help {
        let legend = app.legend();
        let legend: Vec<&str> = legend.iter().map(String::as_str).collect();
        chrome::render_help(&bindings, &legend, area, buf, theme);
    }
    drawn
}

/// Draws a frame.
pub fn render(app: &App, frame: &mut Frame) -> Placement {
    let area = frame.area();
    draw(app, area, frame.buffer_mut())
}

/// Keeps where the panes went (the event loop calls this after drawing).
pub fn drawn(app: &mut App, d: Placement) {
    app.picker_list = d.list;
    match &mut app.screen {
        Screen::Tutor(t) => {
            t.drawn_tree = d.tree;
            t.drawn_code = d.code;
        }
        Screen::Game(g) => g.resize(d.game),
        Screen::Picker(_) => {}
    }
}

/// Draws one frame off-screen and keeps where the panes went, as the event
/// loop does (for tests and measurements).
pub fn frame(app: &mut App, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    let placed = draw(app, area, &mut buf);
    drawn(app, placed);
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
