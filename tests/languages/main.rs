//! The tutor in the language of the course: Russian and Ukrainian screens
//! (snapshots at 100×30 and 80×24, no English left on them), the command
//! line in Russian, the language taken from the environment.
//!
//! The language is process-wide: the tests that draw take turns
//! (`screens::in_language`), and no test here is about English.

#[path = "../common/mod.rs"]
mod common;

mod claims;
mod command_line;
mod latin;
mod screens;
mod words;
