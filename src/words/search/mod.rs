//! A two-player search in words.

pub mod explain;
pub mod text;
