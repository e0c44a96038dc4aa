//! Kalah's solver and fast search: the exact solver with its endgame
//! databases, the fast alpha-beta `kalah search` runs and the computer
//! player, apart from the rules they play by (`game/kalah/`). The
//! textbook searches the tutor steps through are `search/`.

pub mod kalah;
