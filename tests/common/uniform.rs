//! A synthetic game: a uniform tree of any size with pseudo-random leaf
//! values, for measuring and testing the tutor on big trees.

use gametree::game::{Game, Player};
use gametree::value::Value;
use std::borrow::Cow;

/// `branching` moves at every position down to `depth`; MAX moves first.
#[derive(Clone, Copy, Debug)]
pub struct Uniform {
    pub branching: u32,
    pub depth: u32,
}

/// A position: its depth and a hash of the moves that led to it.
pub type Position = (u32, u64);

impl Game for Uniform {
    type Position = Position;
    type Move = u32;

    fn player(&self, pos: &Position) -> Player {
        if pos.0.is_multiple_of(2) {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn moves(&self, pos: &Position) -> Vec<u32> {
        if self.is_terminal(pos) {
            Vec::new()
        } else {
            (0..self.branching).collect()
        }
    }

    fn play(&self, pos: &Position, mv: &u32) -> Position {
        let h = (pos.1 ^ u64::from(*mv + 1)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (pos.0 + 1, h.rotate_left(29))
    }

    fn is_terminal(&self, pos: &Position) -> bool {
        pos.0 >= self.depth
    }

    /// A value from -10 to 10.
    fn evaluate(&self, pos: &Position) -> Value {
        Value::int(((pos.1 >> 33) % 21) as i32 - 10)
    }

    fn move_label(&self, pos: &Position, mv: &u32) -> String {
        self.move_word(pos, mv).into_owned()
    }

    /// Its moves' names from a table, as Kalah's pits are named (a name
    /// made for every node would be the game's cost, not the tutor's).
    fn move_word(&self, _pos: &Position, mv: &u32) -> Cow<'_, str> {
        const NAMES: [&str; 12] = [
            "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11", "m12",
        ];
        match NAMES.get(*mv as usize) {
            Some(name) => Cow::Borrowed(name),
            None => Cow::Owned(format!("m{}", mv + 1)),
        }
    }
}
