//! The performance engines, apart from the rules they play by
//! (`game/`): Kalah's exact solver with its endgame databases, the fast
//! alpha-beta `kalah search` runs and the computer player; Connect
//! Four's proof on bitboards. The textbook searches the tutor steps
//! through are `search/`.

pub mod connect4;
pub mod kalah;
