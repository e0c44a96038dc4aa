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

pub mod cli;
pub mod config;
pub mod engine;
pub mod export;
pub mod game;
pub mod keymap;
pub mod printable;
pub mod pseudocode;
pub mod record;
pub mod scenario;
pub mod search;
pub mod seeded;
pub mod session;
pub mod story;
pub mod subject;
pub mod text_file;
#[cfg(feature = "tui")]
pub mod tui;
pub mod value;
pub mod words;
