//! The games known by name (`nim-N`, `tictactoe-3x3`) in words: their
//! titles, sources and what their proofs show.

use crate::say;
use crate::scenario::games::NamedGame;
use std::borrow::Cow;

/// A move's label as the user reads it. The record keeps the program's
/// own label, which JSON shows as it is (Nim's "take 2"); here it is
/// worded ("взять 2"). Other games' labels (pits, cells) are notation.
pub fn move_label(label: &str) -> Cow<'_, str> {
    match label.strip_prefix("take ").and_then(|n| n.parse::<u32>().ok()) {
        Some(n) => Cow::Owned(say!("nim-take", take = n)),
        None => Cow::Borrowed(label),
    }
}

/// "Nim, last one loses, 7 coins".
pub fn title(game: NamedGame) -> String {
    match game {
        NamedGame::Nim(n) => say!("game-title-nim", coins = n),
        NamedGame::NimMinus(n) => say!("game-title-nim-minus", coins = n),
        NamedGame::TicTacToe3x3 => say!("game-title-tictactoe"),
        NamedGame::ConnectFour { columns, rows } => {
            say!("game-title-connect4", columns = columns, rows = rows)
        }
        NamedGame::Kalah { pits, stones } => say!("game-title-kalah", pits = pits, stones = stones),
    }
}

/// What the game is, where it comes from, what its proof shows.
pub fn about(game: NamedGame) -> [String; 3] {
    match game {
        NamedGame::Nim(_) | NamedGame::NimMinus(_) => [
            say!("game-heading-nim", title = title(game)),
            say!("game-source-nim"),
            say!("game-note-nim"),
        ],
        NamedGame::TicTacToe3x3 => [
            say!("game-heading-tictactoe"),
            say!("game-source-tictactoe"),
            say!("game-note-tictactoe"),
        ],
        NamedGame::ConnectFour { .. } => [
            say!("game-heading-connect4", title = title(game)),
            say!("game-source-connect4"),
            say!("game-note-connect4"),
        ],
        NamedGame::Kalah { pits, stones } => {
            let (most_pits, most_stones) = NamedGame::KALAH_MOST;
            let note = say!(
                "game-note-kalah",
                pits = pits,
                stones = stones,
                most_pits = most_pits,
                most_stones = most_stones
            );
            [
                say!("game-heading-kalah", title = title(game)),
                say!("game-source-kalah"),
                note,
            ]
        }
    }
}
