//! The game screen: a game played at the terminal, human or computer on
//! each side, with the move tree of any decision one key away (the Kalah
//! chapter's assignment: "play against a human at the terminal and
//! against itself, ... print the move tree on request").
//!
//! The game itself is a [`Session`] (`crate::session`): this module only
//! draws it and turns keys and clicks into its commands. What differs
//! between games in drawing sits behind [`Drawable`]: the board, where a
//! click lands, and the legend.

pub mod build;
pub mod connect4;
pub mod kalah;
pub mod line;
pub mod nim;
pub mod perfect;
pub mod screen;
pub mod tictactoe;
pub mod tree;

use super::keys::Message;
use super::theme::Theme;
use super::tutor::Tutor;
use crate::keymap;
use crate::say;
use crate::search::size::{Budget, Plan, Size};
use crate::session::{Command, Playable, Session};
use build::{Build, Built};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Text;
use std::time::Duration;

/// A game the screen can draw.
pub trait Drawable: Playable {
    /// The game it is: its screen in the key map has the keys that act
    /// on it.
    const KIND: crate::game::known::Kind;
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
    /// The room the board may take: the widest and the tallest it may be
    /// drawn (it draws itself as large as fits, else as small as it can).
    pub room: ratatui::layout::Size,
}

/// Whether a board of `width` × `height` fits `room`.
pub fn fits(room: ratatui::layout::Size, width: usize, height: usize) -> bool {
    width <= usize::from(room.width) && height <= usize::from(room.height)
}

/// Where the board goes, for the mouse: the cells it is drawn in and the
/// room it is given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardPlace {
    pub area: Rect,
    pub room: ratatui::layout::Size,
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
    /// The game's screen in the key map: the keys that act on it.
    fn screen(&self) -> keymap::Screen;
    /// How long the event loop may wait before the next timed step.
    fn tick(&self) -> Option<Duration>;
    /// Waits for the work under way in the background (the computer's
    /// search, once its move is asked for; a move tree being built) and
    /// takes its result, as the timer would once it came: for tests,
    /// which must not sleep. Returns the move tree, once built.
    fn settle(&mut self) -> Option<Box<Tutor>> {
        None
    }
    /// What the board's marks mean, for the help.
    fn legend(&self) -> Vec<String>;
    /// Whether Esc is the screen's own (it gives up a move tree being
    /// built, or declines the depth offered), not a way out.
    fn busy(&self) -> bool {
        false
    }
    /// The position on the board as the command line that starts the
    /// game there again (`y` shows it, `q` prints it).
    fn command_line(&self) -> String;
    /// What `y` offers to the clipboard, taken once: the event loop sends
    /// it to the terminal.
    fn take_clipboard(&mut self) -> Option<String> {
        None
    }
}

/// How often the progress of a move tree being built is shown.
const PROGRESS: Duration = Duration::from_millis(100);

/// A move tree that would not fit, and the one offered instead.
struct Offer {
    /// The tree asked for: of the last decision (`t`) or here (`T`).
    last: bool,
    fits: Size,
}

/// A game being played on the screen.
pub struct Play<T: Drawable> {
    pub session: Session<T>,
    /// The area the screen was last given, for the mouse.
    area: Rect,
    /// The memory a move tree may take.
    pub budget: Budget,
    /// The move tree being built.
    build: Option<Build>,
    /// Whether the tree being built is of the last decision (`t`).
    tree_of_last: bool,
    /// The shallower move tree offered (Enter builds it).
    offer: Option<Offer>,
    /// Perfect play being solved (`v`), and once solved, its panel.
    solving: Option<perfect::Solving<T::Move>>,
    perfect: Option<perfect::Solved<T>>,
    /// The panels before the one shown, when it was solved to follow the
    /// computer's answers (two where the computer moves again): each shown
    /// again once the moves since are taken back.
    earlier: Vec<perfect::Solved<T>>,
    /// The command line in the box `y` opened, while it is up.
    line: Option<String>,
    /// The command line `y` offered to the clipboard, until the event loop
    /// takes it.
    clipboard: Option<String>,
    /// Presenter mode: the board, the last move and the computer's choice
    /// fill the screen (`P`, `--present`).
    pub present: bool,
}

impl<T: Drawable> Play<T> {
    /// The screen of a game; where a click lands is known from its first
    /// frame on.
    pub fn new(session: Session<T>) -> Play<T> {
        Play {
            session,
            area: Rect::ZERO,
            budget: Budget {
                bytes: crate::search::size::DEFAULT_BUDGET,
            },
            build: None,
            tree_of_last: false,
            offer: None,
            solving: None,
            perfect: None,
            earlier: Vec::new(),
            line: None,
            clipboard: None,
            present: false,
        }
    }

    /// What perfect play found at the position on the board (`v`), while
    /// its panel is up.
    pub fn perfect(&self) -> Option<&perfect::Found<T::Move>> {
        self.perfect.as_ref().map(|p| &p.found)
    }

    /// The solve of perfect play under way: its count, stop flag and
    /// bounds.
    pub fn solving(&self) -> Option<&std::sync::Arc<crate::session::perfect::Watch<T::Move>>> {
        self.solving.as_ref().map(|s| &s.watch)
    }

    /// Turns a message into the session's command and carries it out;
    /// returns the tutor once a move tree asked for is built.
    pub fn update(&mut self, msg: Message) -> Option<Box<Tutor>> {
        let tree = self.handle(msg);
        self.forget_moved();
        self.follow_to_the_answer();
        self.renew_line();
        tree
    }

    /// With the panel open, a move played that hands the turn to the
    /// computer: the position it answers from is solved too, so that its
    /// answer can be checked against perfect play (the panel then stays,
    /// marked as of the position before that answer). The student's own
    /// next turn is solved only on `v`.
    fn follow_to_the_answer(&mut self) {
        let moved = self
            .perfect
            .as_ref()
            .is_some_and(|p| p.at < self.session.history.len());
        let answers = self.session.computers_turn() && !self.session.is_over();
        if moved && answers && self.solving.is_none() && self.build.is_none() {
            self.solve();
        }
    }

    /// The box of the command line follows the game: once a move comes in
    /// under it (the computer's), it shows the new position, offered to
    /// the clipboard again.
    fn renew_line(&mut self) {
        let Some(shown) = &self.line else { return };
        let now = self.session.command_line();
        if *shown != now {
            self.clipboard = Some(now.clone());
            self.line = Some(now);
        }
    }

    /// What [`Play::update`] does before the perfect play panel of a
    /// position left behind goes.
    fn handle(&mut self, msg: Message) -> Option<Box<Tutor>> {
        if self.build.is_some() {
            return self.while_building(msg);
        }
        if self.solving.is_some() {
            self.while_solving(msg);
            return None;
        }
        if let Some(offer) = self.offer.take() {
            self.session.note = None;
            match msg {
                Message::Enter => return self.build(offer.last, Some(offer.fits)),
                // Any other key declines, and is not acted on.
                _ => return None,
            }
        }
        // The box of the command line: any key closes it (Esc and y
        // too), the timer goes on under it.
        if self.line.is_some() && msg != Message::Tick {
            self.line = None;
            return None;
        }
        if msg == Message::PositionLine {
            let line = self.session.command_line();
            self.clipboard = Some(line.clone());
            self.line = Some(line);
            return None;
        }
        if msg == Message::PerfectPlay {
            self.solve();
            return None;
        }
        if msg == Message::TogglePresent {
            self.present = !self.present;
            self.session.note = None;
            return None;
        }
        let Some(cmd) = self.command(msg) else {
            // Any other key or click still clears the last refusal.
            self.session.note = None;
            return None;
        };
        match cmd {
            Command::Tree => self.build(true, None),
            Command::TreeHere => self.build(false, None),
            cmd => {
                self.session.command(cmd);
                None
            }
        }
    }

    /// Starts building the move tree (`last`: of the computer's last
    /// decision), sized up first unless it is one offered as fitting.
    fn build(&mut self, last: bool, offered: Option<Size>) -> Option<Box<Tutor>> {
        let command = if last { Command::Tree } else { Command::TreeHere };
        let mut tree = self.session.command(command)?;
        if let Some(size) = offered {
            tree.setup.depth = Some(size.depth);
        }
        let build = build::start(tree, self.budget, offered);
        self.session.note = Some(build.progress());
        self.build = Some(build);
        self.tree_of_last = last;
        None
    }

    /// While a move tree is built (the game waits): Esc gives it up, the
    /// timer shows how far it has got and takes it in once done; other
    /// keys wait.
    fn while_building(&mut self, msg: Message) -> Option<Box<Tutor>> {
        match msg {
            Message::Escape => {
                self.build = None;
                self.session.note = None;
                None
            }
            Message::Tick => self.take_built(false),
            _ => None,
        }
    }

    /// Starts solving the position on the board (`v`), or says why not.
    fn solve(&mut self) {
        self.session.note = None;
        match perfect::start(&self.session) {
            Ok(solving) => {
                self.session.note = Some(solving.progress(&self.session));
                self.solving = Some(solving);
            }
            Err(why) => self.session.note = Some(why),
        }
    }

    /// While perfect play is solved (the game waits): Esc gives it up at
    /// once, the timer shows how far it has got and takes it in once done;
    /// other keys wait.
    fn while_solving(&mut self, msg: Message) {
        match msg {
            Message::Escape => {
                self.solving = None;
                self.session.note = Some(say!("perfect-stopped"));
            }
            Message::Tick => self.take_solved(false),
            _ => {}
        }
    }

    /// Takes in what the solve has handed back: the panel, or why there
    /// is none; else shows its progress.
    fn take_solved(&mut self, wait: bool) {
        let Some(solving) = &self.solving else { return };
        let Some(received) = solving.receive(wait) else {
            self.session.note = Some(solving.progress(&self.session));
            return;
        };
        self.solving = None;
        self.session.note = None;
        match received {
            perfect::Received::Found(found) => {
                let solved = perfect::Solved {
                    pos: self.session.pos.clone(),
                    at: self.session.history.len(),
                    found,
                };
                // The panel it replaces comes back if the moves since are
                // taken back.
                let len = self.session.history.len();
                if let Some(before) = self.perfect.replace(solved).filter(|p| p.at < len) {
                    self.earlier.push(before);
                }
            }
            perfect::Received::Refused(why) => self.session.note = Some(why),
        }
    }

    /// Once a move is played the perfect play panel stays, marked as of
    /// the position before it (the moves so far are a stack: while none
    /// below it is taken back, the position it was solved at is still the
    /// one before move `at + 1`); it goes once a move before it is taken
    /// back.
    fn forget_moved(&mut self) {
        let at = self.session.history.len();
        self.earlier.retain(|p| p.at <= at);
        if self.perfect.as_ref().is_some_and(|p| p.at > at) {
            self.perfect = self.earlier.pop();
        }
    }

    /// Takes in what the build has handed back: the tutor, an offer of a
    /// shallower tree, or a refusal; else shows its progress.
    fn take_built(&mut self, wait: bool) -> Option<Box<Tutor>> {
        let build = self.build.as_ref()?;
        let Some(built) = build.receive(wait) else {
            self.session.note = Some(build.progress());
            return None;
        };
        let budget = build.budget;
        self.build = None;
        self.session.note = None;
        match built {
            Built::Tutor(t) => return Some(t),
            Built::Refused(why) => self.session.note = Some(why),
            Built::Over(plan) => {
                self.session.note = Some(build::over_words(plan, budget));
                if let Plan::Over { fits: Some(fits), .. } = plan {
                    self.offer = Some(Offer {
                        last: self.tree_of_last,
                        fits,
                    });
                }
            }
        }
        None
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
        let place = screen::board_place(&self.session, self.present, self.area);
        if !place.area.contains((x, y).into()) {
            return None;
        }
        let view = screen::board_view(&self.session, place.room, Theme::MONO);
        let table = &self.session.table;
        table.move_at(&view, x - place.area.x, y - place.area.y)
    }
}

impl<T: Drawable> GameScreen for Play<T> {
    fn update(&mut self, msg: Message) -> Option<Box<Tutor>> {
        Play::update(self, msg)
    }

    fn render(&self, area: Rect, buf: &mut Buffer, theme: Theme) {
        let perfect = self
            .perfect
            .as_ref()
            .map(|p| perfect::panel(&self.session, p, theme));
        screen::render(&self.session, perfect, self.present, area, buf, theme);
        if let Some(command) = &self.line {
            line::render(command, area, buf, theme);
        }
    }

    fn resize(&mut self, area: Rect) {
        self.area = area;
    }

    fn screen(&self) -> keymap::Screen {
        keymap::Screen::Game(T::KIND)
    }

    fn tick(&self) -> Option<Duration> {
        match self.build.is_some() || self.solving.is_some() {
            true => Some(PROGRESS),
            false => self.session.due(),
        }
    }

    fn settle(&mut self) -> Option<Box<Tutor>> {
        if self.build.is_some() {
            return self.take_built(true);
        }
        if self.solving.is_some() {
            self.take_solved(true);
            return None;
        }
        self.session.settle();
        self.forget_moved();
        self.follow_to_the_answer();
        self.renew_line();
        None
    }

    fn busy(&self) -> bool {
        self.build.is_some() || self.offer.is_some() || self.solving.is_some() || self.line.is_some()
    }

    fn command_line(&self) -> String {
        self.session.command_line()
    }

    fn take_clipboard(&mut self) -> Option<String> {
        self.clipboard.take()
    }

    fn legend(&self) -> Vec<String> {
        self.session.table.legend()
    }
}
