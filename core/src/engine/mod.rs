//! The performance engines, apart from the rules they play by: Kalah's
//! fast search, computer player and exact solver; Connect Four's proof
//! on bitboards.

pub mod connect4;
pub mod kalah;
