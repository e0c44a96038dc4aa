//! gametree: a tutor for game-tree search.
//!
//! The layers, from the bottom: `value`, `seeded`, `printable` (text
//! from a file made safe to show), `keymap` (every key of every screen, as
//! data), `text_file` (a file given to read, read with care) and `game`
//! (the rules); `record`
//! (the events of a run with their pseudocode lines, the state after any
//! step, the cursor); `search` (the procedures, which call the recorder);
//! `scenario` and `engine` (the textbook trees, Kalah's fast engine);
//! `pseudocode` and `words` (the listings and every word a user reads);
//! `subject` (what can be searched) and `story` (a run as the tutor shows
//! it, as data); `session` (a game being played, with the computer's
//! decisions); `config` (the settings a flag, the configuration file or
//! the environment gives, chosen in that order); then the command line
//! (`cli`) and the terminal (`tui`).
//! A module imports only layers below it.

// The engine's layers, from the core crate, under the paths they had
// before it was a crate of its own.
pub use gametree_core::{engine, game, printable, record, scenario, search, seeded, text_file, value};

pub mod cli;
pub mod config;
pub mod export;
pub mod keymap;
pub mod pseudocode;
pub mod session;
pub mod story;
pub mod subject;
#[cfg(feature = "tui")]
pub mod tui;
pub mod words;
