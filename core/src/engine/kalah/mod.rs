//! Kalah's performance engine: the fast search (`kalah search`, matches),
//! the computer player and the exact solver. The rules they play by are
//! `game::kalah`'s; its modules are named here as the engine files use them.

pub mod computer;
pub mod fast;
pub(crate) mod packed;
pub mod solve;

pub(crate) use crate::game::kalah::{eval, position, rules};
