//! The game screen: a game played at the terminal, human or computer on
//! each side, with the move tree of any decision one key away (the Kalah
//! chapter's assignment: "play against a human at the terminal and
//! against itself, ... print the move tree on request").
//!
//! The game itself is a [`Session`] (`crate::session`): this module only
//! draws it and turns keys and clicks into its commands. What differs
//! between games in drawing sits behind [`Drawable`]: the board, where a
//! click lands, and the legend.

pub mod kalah;
pub mod nim;
pub mod screen;
pub mod tictactoe;
pub mod tree;

use super::keys::{self, Binding, Message};
use super::theme::Theme;
use super::tutor::Tutor;
use crate::session::{Command, OpenTree, Playable, Session};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Text;
use std::time::Duration;
use tree::MoveTree;

/// A game the screen can draw.
pub trait Drawable: Playable {
    /// The board, with the marks of the last move and the cursor.
    fn board(&self, view: &BoardView<'_, Self>) -> Text<'static>;
    /// The move a mouse click on the board names (a pit, a cell, coins),
    /// legal or not; `x` and `y` count from the board's top left corner,
    /// drawn as `view` says.
    fn move_at(&self, _view: &BoardView<'_, Self>, _x: u16, _y: u16) -> Option<Self::Move> {
        None
    }
    /// What the board's marks mean, for the help.
    fn legend(&self) -> Vec<String>;
}

/// What the board shows.
pub struct BoardView<'a, T: Playable + ?Sized> {
    pub pos: &'a T::Position,
    /// The move that led to `pos`, from the position before it.
    pub last: Option<(&'a T::Position, &'a T::Move)>,
    /// While a move is played out: how many of its steps are shown.
    pub shown: Option<usize>,
    /// The move under the human's cursor (on a human's turn).
    pub cursor: Option<T::Move>,
    pub theme: Theme,
    /// The widest the board may be drawn and still leave the side column
    /// beside it (a board may draw itself narrower to fit).
    pub room: u16,
}

/// Where the board goes, for the mouse: the corner its text starts at
/// and the room it is given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardPlace {
    pub area: Rect,
    pub room: u16,
}

/// The game screen as the app sees it, whatever the game.
pub trait GameScreen {
    /// Handles a message; returns the tutor when a move tree is asked for.
    fn update(&mut self, msg: Message) -> Option<Box<Tutor>>;
    /// Draws the screen into `area`; changes nothing.
    fn render(&self, area: Rect, buf: &mut Buffer, theme: Theme);
    /// The area the screen is drawn into from now on (the terminal's size
    /// less the key bar): where a click lands is worked out from it.
    fn resize(&mut self, area: Rect);
    /// The keys: the table's, without those the game has no use for.
    fn bindings(&self) -> Vec<Binding>;
    /// How long the event loop may wait before the next timed step.
    fn tick(&self) -> Option<Duration>;
    /// Waits for the work under way in the background (the computer's
    /// search, once its move is asked for) and takes its result, as the
    /// timer would once it came: for tests, which must not sleep.
    fn settle(&mut self) {}
    /// What the board's marks mean, for the help.
    fn legend(&self) -> Vec<String>;
}

/// A game being played on the screen.
pub struct Play<T: Drawable> {
    pub session: Session<T>,
    /// The area the screen was last given, for the mouse.
    area: Rect,
}

impl<T: Drawable> Play<T> {
    /// The screen of a game; where a click lands is known from its first
    /// frame on.
    pub fn new(session: Session<T>) -> Play<T> {
        Play {
            session,
            area: Rect::ZERO,
        }
    }

    /// Turns a message into the session's command and carries it out;
    /// returns the tutor when a move tree is asked for.
    pub fn update(&mut self, msg: Message) -> Option<Box<Tutor>> {
        let Some(cmd) = self.command(msg) else {
            // Any other key or click still clears the last refusal.
            self.session.note = None;
            return None;
        };
        let tree = self.session.command(cmd)?;
        self.open(tree)
    }

    /// The command a message means on this screen.
    fn command(&self, msg: Message) -> Option<Command<T::Move>> {
        let cursor = |dx, dy| Some(Command::Cursor { dx, dy });
        match msg {
            Message::Type(c) => Some(Command::Type(c)),
            Message::Left => cursor(-1, 0),
            Message::Right => cursor(1, 0),
            Message::Up => cursor(0, -1),
            Message::Down => cursor(0, 1),
            Message::Enter => Some(Command::PlayCursor),
            Message::ComputerMove => Some(Command::ComputerNow),
            Message::TogglePlay => Some(Command::TogglePlay),
            Message::Sow => Some(Command::Sow),
            Message::SowStep => Some(Command::SowStep),
            Message::Undo => Some(Command::Undo),
            Message::Tree => Some(Command::Tree),
            Message::TreeHere => Some(Command::TreeHere),
            Message::Deeper => Some(Command::Deeper),
            Message::Shallower => Some(Command::Shallower),
            Message::Tick => Some(Command::Tick),
            Message::Click { x, y } => self.clicked(x, y).map(Command::Play),
            _ => None,
        }
    }

    /// The move a click names: a pit, a cell, coins on the board as it is
    /// laid out in the last known area.
    fn clicked(&self, x: u16, y: u16) -> Option<T::Move> {
        let place = screen::board_place(&self.session, self.area);
        if !place.area.contains((x, y).into()) {
            return None;
        }
        let view = screen::board_view(&self.session, place.room, Theme::MONO);
        let table = &self.session.table;
        table.move_at(&view, x - place.area.x, y - place.area.y)
    }

    /// The tutor on the move tree the session asked for.
    fn open(&mut self, tree: OpenTree<T::Searched>) -> Option<Box<Tutor>> {
        let live = tree.subject;
        match Tutor::open(Box::new(MoveTree { live }), tree.setup) {
            Ok(t) => Some(Box::new(t)),
            Err(e) => {
                self.session.note = Some(e);
                None
            }
        }
    }
}

impl<T: Drawable> GameScreen for Play<T> {
    fn update(&mut self, msg: Message) -> Option<Box<Tutor>> {
        Play::update(self, msg)
    }

    fn render(&self, area: Rect, buf: &mut Buffer, theme: Theme) {
        screen::render(&self.session, area, buf, theme);
    }

    fn resize(&mut self, area: Rect) {
        self.area = area;
    }

    fn bindings(&self) -> Vec<Binding> {
        let plays_out = self.session.table.plays_out();
        keys::GAME
            .iter()
            .filter(|b| plays_out || !matches!(b.message, Message::Sow | Message::SowStep))
            .copied()
            .collect()
    }

    fn tick(&self) -> Option<Duration> {
        self.session.due()
    }

    fn settle(&mut self) {
        self.session.settle();
    }

    fn legend(&self) -> Vec<String> {
        self.session.table.legend()
    }
}
