//! Seed 001's fixed ordering as a wrapper around any game: the children of
//! a node are sorted by their static evaluation before they are searched,
//! best first for MAX and worst first (for MAX) at MIN nodes, so that good
//! moves are found early and cut off the bad ones.

use super::{Game, Player};
use crate::value::Value;
use std::cmp::Ordering;
use std::str::FromStr;

/// How moves are ordered before the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Order {
    /// The game's own order.
    #[default]
    None,
    /// By the static evaluation of the child, best first for the player
    /// to move; equal children keep the game's order.
    Static,
}

impl Order {
    pub fn key(self) -> &'static str {
        match self {
            Order::None => "none",
            Order::Static => "static",
        }
    }

    /// Sorts `items` by their children's static values `value(item)` for
    /// `player`. Stable, so that both search paths order ties alike.
    pub fn sort<T>(self, player: Player, items: &mut [T], value: impl Fn(&T) -> Value) {
        if self == Order::Static {
            items.sort_by(|a, b| better_first(player, value(a), value(b)));
        }
    }
}

/// The comparison that puts the better child for `player` first.
pub fn better_first(player: Player, a: Value, b: Value) -> Ordering {
    let ord = a.partial_cmp(&b).unwrap_or(Ordering::Equal);
    match player {
        Player::Max => ord.reverse(),
        Player::Min => ord,
        // Chance is nobody's choice: keep the move order.
        Player::Chance => Ordering::Equal,
    }
}

impl FromStr for Order {
    type Err = String;
    fn from_str(s: &str) -> Result<Order, String> {
        match s {
            "none" => Ok(Order::None),
            "static" => Ok(Order::Static),
            _ => Err(format!("unknown ordering '{s}' (expected none or static)")),
        }
    }
}

/// A game whose moves come in the order `order` says.
#[derive(Clone, Debug)]
pub struct Ordered<G: Game> {
    pub game: G,
    pub order: Order,
}

impl<G: Game> Game for Ordered<G> {
    type Position = G::Position;
    type Move = G::Move;

    fn moves(&self, pos: &G::Position) -> Vec<G::Move> {
        let moves = self.game.moves(pos);
        if self.order == Order::None {
            return moves;
        }
        let mut keyed: Vec<(Value, G::Move)> = moves
            .into_iter()
            .map(|m| (self.game.evaluate(&self.game.play(pos, &m)), m))
            .collect();
        self.order.sort(self.game.player(pos), &mut keyed, |(v, _)| *v);
        keyed.into_iter().map(|(_, m)| m).collect()
    }

    pass_on!(
        player,
        play,
        is_terminal,
        evaluate,
        is_quiet,
        probability,
        move_label,
        position_name,
        position_id,
        subtree_size
    );
}
