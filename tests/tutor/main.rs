//! The tutor: its screens (snapshots), what stepping and the keys do to
//! its state, every kind of run in it, and big trees.

#[path = "../common/mod.rs"]
mod common;

mod big;
mod canvas;
mod clipping;
mod expectimax;
mod pictures;
mod positions;
mod practice;
mod pruning;
mod pseudocode;
mod reload;
mod snapshots;
mod state;
mod stories;
