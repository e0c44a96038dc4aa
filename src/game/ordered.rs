//! Seed 001's fixed ordering: the children of a node are sorted by their
//! static evaluation before they are searched (by the searcher under
//! `Setup::order`, and by Kalah's fast search),
//! best first for MAX and worst first (for MAX) at MIN nodes, so that good
//! moves are found early and cut off the bad ones.

use super::Player;
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
