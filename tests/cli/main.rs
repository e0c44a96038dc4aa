//! The command line, run as a user runs it: output, JSON keys, exit codes
//! and error messages.

#[path = "../common/mod.rs"]
mod common;

mod basics;
mod commands;
mod files;
mod games;
mod help;
mod messages;
mod open;
mod ordering;
mod prove;
mod reliable;
mod special_files;
mod unwritable;
