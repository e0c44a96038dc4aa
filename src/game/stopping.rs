//! A game that can be given up: once its flag is set, every position is
//! terminal, so that a search running on another thread unwinds at once
//! (whoever set the flag no longer wants its answer).

use super::Game;
use std::sync::atomic::{AtomicBool, Ordering};

pub struct Stopping<'a, G> {
    pub game: &'a G,
    pub stop: &'a AtomicBool,
}

impl<G: Game> Game for Stopping<'_, G> {
    type Position = G::Position;
    type Move = G::Move;

    fn is_terminal(&self, pos: &G::Position) -> bool {
        self.stop.load(Ordering::Relaxed) || self.game.is_terminal(pos)
    }

    pass_on!(
        player,
        moves,
        play,
        evaluate,
        is_quiet,
        probability,
        move_label,
        position_name,
        position_id,
        subtree_size
    );
}
