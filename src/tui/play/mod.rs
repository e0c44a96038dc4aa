//! The game screen: a game played at the terminal, human or computer on
//! each side, with the move tree of any decision one key away (seed 001's
//! assignment: "play against a human at the terminal and against itself,
//! ... print the move tree on request").
//!
//! The screen is shared by every game; what differs between games sits
//! behind [`Playable`]: how to search it from a position, what a player
//! types for a move, and how to draw its board. The boards read positions
//! and the engine's records of moves; the rules stay in `crate::game`.

pub mod kalah;
pub mod nim;
pub mod screen;
pub mod state;
pub mod tictactoe;
pub mod tree;
mod update;
pub mod worker;

pub use state::{Options, Play, Who};

use super::keys::{Binding, Message};
use super::theme::Theme;
use super::tutor::Tutor;
use crate::game::Game;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Text;
use std::time::Duration;

/// A game the screen can play.
///
/// Positions, moves and the searched game are plain data that can be sent
/// to the thread the computer searches on (and shared with the one that
/// counts the move tree's comparison).
pub trait Playable: 'static {
    type Position: Clone + Send + Sync + 'static;
    type Move: Clone + PartialEq + Send + 'static;
    /// The game the computer searches.
    type Searched: Game<Position = Self::Position, Move = Self::Move> + Clone + Send + Sync + 'static;

    /// The name in titles: "kalah", "tictactoe-3x3", "nim-7".
    fn name(&self) -> String;
    /// What is played, for the title line ("book rules · 6 pits × 6 stones").
    fn about(&self) -> String;
    fn start(&self) -> Self::Position;
    /// The game as searched from `pos` (in Kalah the side to move there is MAX).
    fn searched(&self, pos: &Self::Position) -> Self::Searched;
    /// The seat of the player to move: 0 moves first, 1 second.
    fn seat(&self, pos: &Self::Position) -> usize;
    /// The players' names by seat: ["South", "North"], ["X", "O"].
    fn players(&self) -> [String; 2];
    /// How a finished game ended, in words; `None` while it goes on.
    fn result(&self, pos: &Self::Position) -> Option<String>;
    /// What a player types for `mv` ("3", "b2").
    fn key_of(&self, pos: &Self::Position, mv: &Self::Move) -> String;
    /// What is typed, for the status line: "a pit", "a cell (b2)".
    fn what_to_type(&self) -> &'static str;
    /// Why `typed` names no legal move ("pit 4 is empty").
    fn why_not(&self, pos: &Self::Position, typed: &str) -> String;
    /// The last move in a sentence ("South sowed 4 stones from pit 3 ...").
    fn describe(&self, before: &Self::Position, mv: &Self::Move) -> String;
    /// How many steps a move is played out in (Kalah: one per stone); 0
    /// where the game has nothing to play out.
    fn steps(&self, _before: &Self::Position, _mv: &Self::Move) -> usize {
        0
    }
    /// The cursor's move after an arrow key: `at` indexes `moves` (the
    /// legal moves); by default ← → walk along them and ↑ ↓ do nothing.
    fn step_cursor(
        &self,
        _pos: &Self::Position,
        moves: &[Self::Move],
        at: usize,
        dx: i32,
        _dy: i32,
    ) -> usize {
        at.saturating_add_signed(dx as isize)
            .min(moves.len().saturating_sub(1))
    }
    /// Whether a move has steps to play out (the `s` and `.` keys).
    fn plays_out(&self) -> bool {
        false
    }
    /// The board, with the marks of the last move and the cursor.
    fn board(&self, view: &BoardView<'_, Self>) -> Text<'static>;
    /// The move a mouse click on the board names (a pit, a cell, coins),
    /// legal or not; `x` and `y` count from the board's top left corner,
    /// drawn as `view` says.
    fn move_at(&self, _view: &BoardView<'_, Self>, _x: u16, _y: u16) -> Option<Self::Move> {
        None
    }
    /// What the board's marks mean, for the help.
    fn legend(&self) -> &'static [&'static str];
    /// A small drawing of a position, for the tutor's detail panel.
    fn sketch(game: &Self::Searched, pos: &Self::Position) -> Text<'static>;
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

/// Where the board was drawn, for the mouse: the corner its text starts
/// at and the room it was given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardPlace {
    pub area: Rect,
    pub room: u16,
}

/// The game screen as the app sees it, whatever the game.
pub trait GameScreen {
    /// Handles a message; returns the tutor when a move tree is asked for.
    fn update(&mut self, msg: Message) -> Option<Box<Tutor>>;
    /// Draws the screen; returns where the board went.
    fn render(&self, area: Rect, buf: &mut Buffer, theme: Theme) -> BoardPlace;
    /// Keeps where the board went (after drawing).
    fn drawn(&mut self, board: BoardPlace);
    /// The keys: the table's, without those the game has no use for.
    fn bindings(&self) -> Vec<Binding>;
    /// How long the event loop may wait before the next timed step.
    fn tick(&self) -> Option<Duration>;
    /// Waits for the work under way in the background (the computer's
    /// search, once its move is asked for) and takes its result, as the
    /// timer would once it came: for tests, which must not sleep.
    fn settle(&mut self) {}
    /// What the board's marks mean, for the help.
    fn legend(&self) -> &'static [&'static str];
}
