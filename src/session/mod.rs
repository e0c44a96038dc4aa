//! The game being played, with no terminal: the position and the moves so
//! far, undo, who plays each seat, the human's typing and cursor, a move
//! played out step by step, and the computer's decisions searched on a
//! worker thread. It takes [`Command`]s and answers with what the screen
//! needs; `tui::game_screen` draws it and turns keys into commands.
//!
//! What differs between games sits behind [`Playable`]: how to search a
//! game from a position, what a player types for a move, and the game's
//! words. The rules stay in `crate::game`.

mod command;
pub mod computer;
pub mod connect4;
pub mod kalah;
pub mod line;
pub mod nim;
pub mod perfect;
pub mod preview;
mod state;
pub mod tictactoe;
mod update;
pub mod worker;

pub use command::{Command, OpenTree};
pub use computer::{Choose, Computer, Decision};
pub use state::{MAX_DEPTH, Options, Played, Session, Showing, Who};

use crate::game::Game;
use crate::say;

/// A game the session can play.
///
/// Positions, moves and the searched game are plain data that can be sent
/// to the thread the computer searches on (and shared with the one that
/// counts the move tree's comparison).
pub trait Playable: 'static {
    type Position: Clone + Send + Sync + 'static;
    type Move: Clone + PartialEq + Send + 'static;
    /// The game the computer searches.
    type Searched: Game<Position = Self::Position, Move = Self::Move> + Choose + Clone + Send + Sync + 'static;

    /// The name in titles: "Kalah", "Tic-tac-toe 3×3", "Nim 7".
    fn name(&self) -> String;
    /// What is played, for the title line ("book rules · 6 pits × 6 stones").
    fn about(&self) -> String;
    /// The name of a move tree searched from `pos`, where `mover` moves,
    /// short enough for the tree's title on a projector (its board is in
    /// the position panel beside it): the game, its rules where they are
    /// not the chapter's, who moves and, where the board counts them, the
    /// move: "Tic-tac-toe 3×3, O to move, move 4".
    fn tree_name(&self, _pos: &Self::Position, mover: &str) -> String {
        say!("game-tree-name", game = self.name(), mover = mover)
    }
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
    /// What is typed, for the status line: "a pit", "a cell, column then row".
    fn what_to_type(&self) -> String;
    /// Why `typed` names no legal move ("South's pit 4 is empty").
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
        along(moves, at, dx)
    }
    /// Whether a move has steps to play out (sowing).
    fn plays_out(&self) -> bool {
        false
    }
    /// The game and the position as the command line names them, after
    /// `gametree` (`line.rs`): `["kalah", "--board", "4,4,0,…", "--to-move",
    /// "north", "--rules", "book"]`, with the game's own settings where
    /// they differ from the defaults.
    fn position_words(&self, pos: &Self::Position) -> Vec<String>;
    /// The computer's depth where the command line gives none, for the
    /// game started at `pos`.
    fn default_depth(&self, pos: &Self::Position) -> u32;
    /// A small drawing of a position, row by row, for the move tree's
    /// detail panel.
    fn sketch(game: &Self::Searched, pos: &Self::Position) -> Vec<String>;
    /// Perfect play at `pos` (not over): the work that finds every legal
    /// move's exact value, to run on a thread of its own; or why it cannot
    /// be had here, in words.
    fn perfect(&self, _pos: &Self::Position) -> Result<perfect::Work<Self::Move>, String> {
        Err(say!("perfect-not-for-game"))
    }
    /// A move in a sentence ("pit 3"); by default what is typed for it.
    fn move_name(&self, pos: &Self::Position, mv: &Self::Move) -> String {
        self.key_of(pos, mv)
    }
    /// The value the computer's search gives a move, as its panel writes
    /// it: the number, or what it means where the game gives won games a
    /// value of their own (Kalah: 1004 is a win by 4).
    fn value_words(&self, value: crate::value::Value) -> String {
        crate::value::show(value)
    }
    /// A move's exact value for the player to move at `pos`, in words,
    /// for the perfect play panel ("pit 2: South wins by 8").
    fn exact_words(&self, pos: &Self::Position, mv: &Self::Move, value: i32) -> String {
        say!("perfect-move-value", mv = self.move_name(pos, mv), value = value)
    }
}

/// The index `dx` moves on from `at` along `moves`, held at either end.
pub fn along<M>(moves: &[M], at: usize, dx: i32) -> usize {
    at.saturating_add_signed(dx as isize)
        .min(moves.len().saturating_sub(1))
}
