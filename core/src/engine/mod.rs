//! The performance engines, apart from the rules they play by: Kalah's
//! fast search, computer player and exact solver.

pub mod kalah;
