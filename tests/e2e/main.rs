//! The binary end to end in a pseudo-terminal: the tutor and the game
//! screen as a user sees them.

#[path = "../common/mod.rs"]
mod common;

mod edit;
mod game;
mod hostile;
mod lab;
mod names;
mod pipes;
mod record;
mod rerecord;
mod sizing;
mod terminal;
mod tutor;
mod views;

use common::pty::{Running, run};

/// The game screen on a 4-pit Kalah board given by `--board`, South to
/// move, two humans (no computer's answer to race a key), once drawn;
/// and the command line that `y` offers for it.
pub fn two_humans_on_a_board() -> (Running, String) {
    let board = "4,4,4,4,0,4,4,4,4,0";
    let line = format!("gametree kalah --board {board} --to-move south --rules book --players human-human");
    let args = [
        "kalah",
        "--board",
        board,
        "--to-move",
        "south",
        "--players",
        "human-human",
    ];
    let r = run(&args);
    r.screen.wait_for("South (human) to move");
    (r, line)
}
