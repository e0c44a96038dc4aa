//! The record of a run: every step as an event that carries the line of
//! the pseudocode it stands for, the nodes the run built, and the state
//! after any number of steps (applied forward, taken back by undo).

pub mod line;
pub mod maxn;
pub mod proof;
pub mod search;
