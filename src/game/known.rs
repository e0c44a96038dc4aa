//! The games searched live from a position, listed once (as shakmaty's
//! `VariantPosition` lists its variants). Each layer above that must know
//! a game matches on `Kind` once, so that a new game's missing answers
//! are the compiler's errors, each naming its place (docs/architecture.md,
//! "How to add a game"). The rules stay in each game's own file.

use super::{Named, Unknown};

/// A game played and searched from a position given by `--board`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Kalah,
    TicTacToe,
    ConnectFour,
}

impl Kind {
    /// Every game, in the order lists show them.
    pub const ALL: [Kind; 3] = [Kind::Kalah, Kind::TicTacToe, Kind::ConnectFour];

    /// The lesson file's names of the items, as `ALL` orders them.
    pub const ITEMS: [&'static str; 3] = ["Kalah", "TicTacToe", "ConnectFour"];

    /// The name the command line gives it (`gametree open kalah`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Kalah => "kalah",
            Kind::TicTacToe => "tictactoe",
            Kind::ConnectFour => "connect4",
        }
    }

    /// The game the command line's `name` is, if any.
    pub fn named(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// A lesson item's name (`Kalah(board: …)`), as `ITEMS` writes it.
    pub fn item(self) -> &'static str {
        Kind::ITEMS[self as usize]
    }

    /// The game a lesson item's name is; the error names what is known.
    pub fn of_item(item: &str) -> Result<Kind, Unknown> {
        let at = Kind::ITEMS.iter().position(|&i| i == item);
        at.map(|k| Kind::ALL[k]).ok_or_else(|| Named::Game.unknown(item))
    }

    /// Whether a position needs its `--board` (a Kalah board has no start
    /// the command line could take for granted: pits and stones vary).
    pub fn needs_a_board(self) -> bool {
        match self {
            Kind::Kalah => true,
            Kind::TicTacToe | Kind::ConnectFour => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_found_by_its_names() {
        for kind in Kind::ALL {
            assert_eq!(Kind::named(kind.name()), Some(kind));
            assert_eq!(Kind::of_item(kind.item()), Ok(kind));
        }
        assert_eq!(Kind::named("chess"), None);
        assert!(Kind::of_item("Chess").is_err());
    }
}
