//! Two views of the same trace. The minimax view gives every value from
//! MAX's point of view; the negamax view (section 6.3: "multiply the values on
//! odd levels by −1, then on every level the task is only to find the
//! maximum") gives each node's value for the player who moves there, so
//! that every node maximises. Only what is shown changes, never the search.

use super::{Exactness, Window};
use crate::game::Player;
use crate::value::Value;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum View {
    #[default]
    Minimax,
    Negamax,
}

impl View {
    /// The other view.
    pub fn toggled(self) -> View {
        match self {
            View::Minimax => View::Negamax,
            View::Negamax => View::Minimax,
        }
    }

    /// "minimax view" / "negamax view".
    pub fn name(self) -> &'static str {
        match self {
            View::Minimax => "minimax view",
            View::Negamax => "negamax view",
        }
    }

    /// Whether values at a node of `player` are negated: MIN's, in the
    /// negamax view (the odd levels when the players alternate).
    pub fn negates(self, player: Player) -> bool {
        self == View::Negamax && player == Player::Min
    }

    /// The value shown at a node of `player` for MAX's value `v`.
    pub fn value(self, player: Player, v: Value) -> Value {
        if self.negates(player) { -v } else { v }
    }

    /// Who the node looks like: in the negamax view everyone maximises.
    pub fn chooser(self, player: Player) -> Player {
        if self.negates(player) { Player::Max } else { player }
    }

    /// A bound turns round when its value is negated.
    pub fn exactness(self, player: Player, e: Exactness) -> Exactness {
        match (self.negates(player), e) {
            (true, Exactness::LowerBound) => Exactness::UpperBound,
            (true, Exactness::UpperBound) => Exactness::LowerBound,
            _ => e,
        }
    }

    /// The window as the player to move sees it: (−β, −α) at MIN in the
    /// negamax view, each bound still set by the same ancestor.
    pub fn window(self, player: Player, w: Window) -> Window {
        if !self.negates(player) {
            return w;
        }
        Window {
            alpha: -w.beta,
            alpha_from: w.beta_from,
            beta: -w.alpha,
            beta_from: w.alpha_from,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::NodeId;

    #[test]
    fn min_values_turn_round_in_the_negamax_view() {
        let n = View::Negamax;
        assert_eq!(n.value(Player::Min, Value::int(4)), Value::int(-4));
        assert_eq!(n.value(Player::Max, Value::int(4)), Value::int(4));
        assert_eq!(View::Minimax.value(Player::Min, Value::int(4)), Value::int(4));
        assert_eq!(
            n.exactness(Player::Min, Exactness::UpperBound),
            Exactness::LowerBound
        );
        assert_eq!(n.chooser(Player::Min), Player::Max);
        let w = Window {
            beta: Value::int(4),
            beta_from: Some(NodeId(1)),
            ..Window::FULL
        };
        let seen = n.window(Player::Min, w);
        assert_eq!(
            (seen.alpha, seen.alpha_from, seen.beta),
            (Value::int(-4), Some(NodeId(1)), Value::INFINITY)
        );
    }
}
