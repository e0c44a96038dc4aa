//! A game that can be given up: once its flag is set, every position is
//! terminal, so that a search running on another thread unwinds at once
//! (whoever set the flag no longer wants its answer).

use super::{Game, Player};
use crate::value::Value;
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

    // Everything else is the game's own.
    fn player(&self, pos: &G::Position) -> Player {
        self.game.player(pos)
    }

    fn moves(&self, pos: &G::Position) -> Vec<G::Move> {
        self.game.moves(pos)
    }

    fn play(&self, pos: &G::Position, mv: &G::Move) -> G::Position {
        self.game.play(pos, mv)
    }

    fn evaluate(&self, pos: &G::Position) -> Value {
        self.game.evaluate(pos)
    }

    fn estimate(&self, pos: &G::Position) -> Option<Value> {
        self.game.estimate(pos)
    }

    fn is_quiet(&self, pos: &G::Position) -> bool {
        self.game.is_quiet(pos)
    }

    fn probability(&self, pos: &G::Position, mv: &G::Move) -> Option<Value> {
        self.game.probability(pos, mv)
    }

    fn move_label(&self, pos: &G::Position, mv: &G::Move) -> String {
        self.game.move_label(pos, mv)
    }

    fn move_word(&self, pos: &G::Position, mv: &G::Move) -> std::borrow::Cow<'_, str> {
        self.game.move_word(pos, mv)
    }

    fn position_name(&self, pos: &G::Position) -> Option<String> {
        self.game.position_name(pos)
    }

    fn node_name(&self, pos: &G::Position) -> Option<std::borrow::Cow<'_, str>> {
        self.game.node_name(pos)
    }

    fn position_id(&self, pos: &G::Position) -> Option<super::tree::NodeId> {
        self.game.position_id(pos)
    }

    fn won_by(&self, value: Value) -> Option<Player> {
        self.game.won_by(value)
    }

    fn subtree_size(&self, pos: &G::Position, depth_left: Option<u32>) -> Option<u64> {
        self.game.subtree_size(pos, depth_left)
    }

    fn written_tree(&self) -> Option<&super::tree::GameTree> {
        self.game.written_tree()
    }
}
