//! The "last one loses" game of chapter 3, §3.1 (Fig. 17): a pile of coins,
//! PLUS and MINUS take one or two in turn, whoever takes the last coin
//! loses. Positions are written as the text writes them: `7+` is seven coins
//! with PLUS to move, `5-` five coins with MINUS to move.
//!
//! A position with one coin is terminal, as in the text's graph (its
//! elementary problems are V(1+)): the player to move has to take the last
//! coin, so the game is decided there. Zero coins is reached only by taking
//! the last two, and then the player to move has won.

use super::{Game, Player};
use crate::value::Value;

/// Nim "last one loses"; PLUS is MAX and moves first.
#[derive(Clone, Copy, Debug, Default)]
pub struct Nim;

/// Coins left and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pile {
    pub coins: u32,
    pub to_move: Player,
}

impl Nim {
    /// `N+`: the start with `coins` coins, PLUS to move.
    pub fn start(coins: u32) -> Pile {
        Pile {
            coins,
            to_move: Player::Max,
        }
    }

    /// Who has won a finished game: the one to move at one coin is forced
    /// to take it; at zero coins the other one has just taken it.
    pub fn winner(&self, pos: &Pile) -> Option<Player> {
        match pos.coins {
            0 => Some(pos.to_move),
            1 => Some(pos.to_move.opponent()),
            _ => None,
        }
    }
}

/// The sign of the text's notation: `+` PLUS to move, `-` MINUS to move.
pub fn sign(p: Player) -> char {
    if p == Player::Max { '+' } else { '-' }
}

impl Game for Nim {
    type Position = Pile;
    /// How many coins are taken: 1 or 2.
    type Move = u32;

    fn player(&self, pos: &Pile) -> Player {
        pos.to_move
    }

    fn moves(&self, pos: &Pile) -> Vec<u32> {
        if self.is_terminal(pos) {
            return Vec::new();
        }
        (1..=2).filter(|&k| k <= pos.coins).collect()
    }

    fn play(&self, pos: &Pile, mv: &u32) -> Pile {
        Pile {
            coins: pos.coins - mv,
            to_move: pos.to_move.opponent(),
        }
    }

    fn is_terminal(&self, pos: &Pile) -> bool {
        pos.coins <= 1
    }

    /// +1 where PLUS has won, -1 where MINUS has; the texts give no static
    /// estimate of an undecided pile, so it is 0.
    fn evaluate(&self, pos: &Pile) -> Value {
        match self.winner(pos) {
            Some(Player::Max) => Value::int(1),
            Some(_) => Value::int(-1),
            None => Value::ZERO,
        }
    }

    fn won_by(&self, value: Value) -> Option<Player> {
        super::won_at(value, Value::int(1))
    }

    fn move_label(&self, _pos: &Pile, mv: &u32) -> String {
        format!("take {mv}")
    }

    fn position_name(&self, pos: &Pile) -> Option<String> {
        Some(format!("{}{}", pos.coins, sign(pos.to_move)))
    }
}

impl super::WinLoss for Nim {
    fn winner(&self, pos: &Self::Position) -> Option<Player> {
        Nim::winner(self, pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_written_as_the_text_does() {
        let seven = Nim::start(7);
        assert_eq!(Nim.position_name(&seven).unwrap(), "7+");
        let five = Nim.play(&seven, &2);
        assert_eq!(Nim.position_name(&five).unwrap(), "5-");
        assert_eq!(Nim.move_label(&seven, &2), "take 2");
    }

    #[test]
    fn whoever_takes_the_last_coin_loses() {
        // 1+: PLUS must take the last coin; 0-: PLUS has just taken the last two.
        assert_eq!(Nim.winner(&Nim::start(1)), Some(Player::Min));
        let empty = Nim.play(&Nim::start(2), &2);
        assert_eq!(Nim.winner(&empty), Some(Player::Min));
        assert_eq!(Nim.winner(&Nim::start(2)), None);
        assert_eq!(Nim.moves(&Nim::start(2)), vec![1, 2]);
        assert!(Nim.moves(&Nim::start(1)).is_empty());
    }
}
