//! Perfect play at the position on the board: every legal move's exact
//! value, both sides playing perfectly to the end of the game. The game
//! hands over the work ([`Playable::perfect`](super::Playable::perfect),
//! Kalah's exact solver) or says why there is none; the screen runs it on
//! a thread of its own and shows it beside the computer's depth-limited
//! choice, which is where a student sees the depth limit go wrong.

use std::sync::Mutex;

/// The count of positions searched and the flag that stops the work at
/// once: the exact solver's own.
pub use crate::engine::kalah::solve::Watch as Count;

/// Every legal move's exact value at a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Exact<M> {
    /// Each legal move with its value for the player to move: the final
    /// difference of the scores, theirs less the opponent's; in the
    /// game's order.
    pub moves: Vec<(M, i32)>,
    /// Positions searched.
    pub nodes: u64,
    pub seconds: f64,
}

impl<M: Clone + PartialEq> Exact<M> {
    /// The value of the position: the best move's.
    pub fn best(&self) -> Option<i32> {
        self.moves.iter().map(|m| m.1).max()
    }

    /// The moves worth the best value.
    pub fn best_moves(&self) -> Vec<M> {
        let best = self.best();
        self.moves
            .iter()
            .filter(|m| Some(m.1) == best)
            .map(|m| m.0.clone())
            .collect()
    }

    /// A move's value.
    pub fn value_of(&self, mv: &M) -> Option<i32> {
        self.moves.iter().find(|m| m.0 == *mv).map(|m| m.1)
    }
}

/// How far the work has got.
#[derive(Clone, Debug, PartialEq)]
pub enum Known<M> {
    /// A database of the positions with at most `stones` stones (or
    /// pieces) left is built first; the count is of its positions.
    Building { stones: u8 },
    /// What is known so far of the value being solved, for the player to
    /// move at the position: of a move, or of the position itself (`of` =
    /// `None`); the count is of the positions searched.
    Bounds {
        of: Option<M>,
        lower: i32,
        upper: i32,
        /// `Some(d)`: a guess, a search `d` plies deep (`lower` = `upper`).
        guess_depth: Option<u32>,
    },
}

/// The work as the screen sees it: its count and stop flag, and what it
/// has proved so far.
pub struct Watch<M> {
    pub count: Count,
    pub known: Mutex<Option<Known<M>>>,
}

impl<M> Default for Watch<M> {
    fn default() -> Self {
        Watch {
            count: Count::new(),
            known: Mutex::new(None),
        }
    }
}

impl<M: Clone> Watch<M> {
    /// What is known so far.
    pub fn known(&self) -> Option<Known<M>> {
        self.known.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub fn tell(&self, known: Known<M>) {
        *self.known.lock().unwrap_or_else(|e| e.into_inner()) = Some(known);
    }
}

/// The work, to run on a thread of its own: the values, or why there are
/// none in words; `None` once stopped through the watch.
pub type Work<M> = Box<dyn FnOnce(&Watch<M>) -> Option<Result<Exact<M>, String>> + Send>;
