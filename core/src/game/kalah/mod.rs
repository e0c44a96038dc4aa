//! Kalah (the Kalah chapter): the board, the three rule sets, the move function,
//! static evaluations and the game for the recording search. The fast
//! search, the computer player and the solver are in `engine::kalah`.

pub mod eval;
pub mod game;
pub mod position;
pub mod rules;
pub mod sow;

pub use eval::{EvalError, Evaluation};
pub use game::Kalah;
pub use position::{BoardError, PitError, Position, Side, Winner, parse_board};
pub use rules::{RuleSet, Rules};
pub use sow::MoveRecord;
