//! Kalah (seed 001): the board, the three rule sets, the move function,
//! static evaluations, the game for the recording search, a fast search
//! for the command line, and an exact solver.

pub mod computer;
pub mod eval;
pub mod fast;
pub mod game;
pub mod position;
pub mod rules;
pub mod solve;
pub mod sow;

pub use eval::Evaluation;
pub use game::Kalah;
pub use position::{Position, Side, Winner, parse_board};
pub use rules::{RuleSet, Rules};
pub use sow::MoveRecord;
