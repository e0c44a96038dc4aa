//! The binary end to end in a pseudo-terminal: the tutor and the game
//! screen as a user sees them.

#[path = "../common/mod.rs"]
mod common;

mod edit;
mod game;
mod hostile;
mod lab;
mod names;
mod pipes;
mod record;
mod rerecord;
mod sizing;
mod terminal;
mod tutor;
mod views;
