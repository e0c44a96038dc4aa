//! gametree: a tutor for game-tree search. The engine (games, search
//! algorithms, the recorded trace, scenarios) knows nothing of the
//! terminal; `cli` and `ui` sit on top of it.

pub mod cli;
pub mod engine;
pub mod game;
pub mod proof;
pub mod pseudocode;
pub mod scenario;
pub mod search;
pub mod trace;
pub mod ui;
pub mod value;
