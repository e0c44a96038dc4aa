//! The engine: the texts' values, counts and cut-offs, the properties
//! every search keeps on any tree, the course's trees, the evaluations,
//! and a search's text trace.

#[path = "../common/mod.rs"]
mod common;

mod connect4;
mod cs188;
mod edits;
mod evaluations;
mod exact;
mod interval;
mod layers;
mod ordering;
mod properties;
mod quickest;
mod textbook;
mod trace_text;
mod written;

use gametree::game::{Game, Player};
use gametree::value::Value;

/// Minimax as the texts define it, by brute force over the rules: the
/// static value at the end of the game or at the depth limit, else the
/// best successor's for the player to move. Written out plainly and
/// apart from the engine's searches, which are checked against it.
pub fn brute_force<G: Game>(game: &G, pos: &G::Position, depth: Option<u32>) -> Value {
    let moves = game.moves(pos);
    if game.is_terminal(pos) || moves.is_empty() || depth == Some(0) {
        return game.evaluate(pos);
    }
    let values = moves
        .iter()
        .map(|m| brute_force(game, &game.play(pos, m), depth.map(|d| d - 1)));
    match game.player(pos) {
        Player::Max => values.max().unwrap(),
        _ => values.min().unwrap(),
    }
}
