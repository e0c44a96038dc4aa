//! Every word a user reads: the events of each kind of run in plain words
//! (a terse line for the command line, a fuller sentence for the tutor).

pub mod maxn;
pub mod proof;
pub mod search;
