//! gametree's engine, which knows nothing of the terminal, the words or
//! the command line.
//!
//! The layers, from the bottom: `value`, `seeded`, `printable` (text
//! from a file made safe to show), `text_file` (a file given to read,
//! read with care), `memory` (what is asked of the system's memory) and
//! `game` (the rules); `record` (the events of a run
//! with their pseudocode lines, the state after any step, the cursor);
//! `search` (the procedures, which call the recorder); `scenario` and
//! `engine` (the textbook trees, Kalah's fast engine and solver).
//! A module imports only layers below it.

pub mod engine;
pub mod game;
mod memory;
pub mod printable;
pub mod record;
pub mod scenario;
pub mod search;
pub mod seeded;
pub mod text_file;
pub mod value;
