//! Kalah: the rules on hand-made positions, properties of random play,
//! the fast search against the recording one, the solver, the command line,
//! the live move tree.

mod cli;
mod command;
#[path = "../common/cli.rs"]
mod isolated;
mod kept;
#[allow(dead_code)]
#[path = "../common/pipes.rs"]
mod pipes;
mod proof;
mod properties;
mod quiet;
mod resume;
mod rules;
mod search;
mod solve;
mod tree;
mod waiting;

use gametree::game::kalah::{Position, Rules, Side, parse_board};

/// Plays `pits` in order from `board` (South to move unless `to_move`
/// says otherwise) and returns the board, the side to move and the labels.
pub fn play(rules: Rules, board: &str, to_move: Side, pits: &[usize]) -> (String, Side, Vec<String>) {
    let mut pos = parse_board(board, to_move).unwrap().settled(&rules);
    let mut labels = Vec::new();
    for &pit in pits {
        assert!(pos.is_legal(&rules, pit), "pit {pit} is not legal on {pos}");
        let (next, rec) = pos.record(&rules, pit);
        labels.push(rec.label());
        pos = next;
    }
    (pos.to_string(), pos.to_move, labels)
}

pub fn position(board: &str, to_move: Side) -> Position {
    parse_board(board, to_move).unwrap()
}
