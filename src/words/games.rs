//! The games known by name (`nim-N`, `tictactoe-3x3`, `connect4-CxR`,
//! `kalah-PxS`) in words: their titles, sources, what their proofs show
//! and the names each takes by size.

use crate::game::Player;
use crate::game::known::{Kind, Size};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::search::quickest::Distance;
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
    // Nim's coins are `a`.
    let (a, b) = sides(game.size());
    match game.kind() {
        Kind::Nim if game.first() == Player::Min => say!("game-title-nim-minus", coins = a),
        Kind::Nim => say!("game-title-nim", coins = a),
        Kind::TicTacToe => say!("game-title-tictactoe"),
        Kind::ConnectFour => say!("game-title-connect4", columns = a, rows = b),
        Kind::Kalah => say!("game-title-kalah", pits = a, stones = b),
    }
}

/// What the game is, where it comes from, what its proof shows.
pub fn about(game: NamedGame) -> [String; 3] {
    let heading = |id| say!(id, title = title(game));
    match game.kind() {
        Kind::Nim => [
            heading("game-heading-nim"),
            say!("game-source-nim"),
            say!("game-note-nim"),
        ],
        Kind::TicTacToe => [
            say!("game-heading-tictactoe"),
            say!("game-source-tictactoe"),
            say!("game-note-tictactoe"),
        ],
        Kind::ConnectFour => [
            heading("game-heading-connect4"),
            say!("game-source-connect4"),
            say!("game-note-connect4"),
        ],
        Kind::Kalah => {
            let ((pits, stones), (most_pits, most_stones)) = (sides(game.size()), NamedGame::KALAH_MOST);
            let note = say!(
                "game-note-kalah",
                pits = pits,
                stones = stones,
                most_pits = most_pits,
                most_stones = most_stones
            );
            [heading("game-heading-kalah"), say!("game-source-kalah"), note]
        }
    }
}

/// The names `kind` takes by size, in words: `nim-N (1 ≤ N ≤ 1000, e.g.
/// nim-7)`.
pub fn sizes(kind: Kind) -> String {
    let (most_pits, most_stones) = NamedGame::KALAH_MOST;
    match kind {
        Kind::Nim => say!("game-sizes-nim", most = NamedGame::MAX_COINS),
        Kind::Kalah => say!("game-sizes-kalah", pits = most_pits, stones = most_stones),
        Kind::TicTacToe => say!("game-sizes-tictactoe"),
        Kind::ConnectFour => say!("game-sizes-connect4", boards = NamedGame::provable_boards()),
    }
}

/// Every game's names by size, in the registry's order: "…, … or …".
pub fn every_size() -> String {
    let all = Kind::ALL.map(sizes);
    let (last, some) = all.split_last().expect("games");
    say!("game-sizes-or", some = some.join(", "), last = last.as_str())
}

/// A board's two sides (columns and rows, pits and stones), or a count
/// and 0.
fn sides(size: Size) -> (u32, u32) {
    match size {
        Size::Sides(a, b) => (a.into(), b.into()),
        Size::Count(n) => (n, 0),
    }
}

/// "wins in 3 plies", "loses in 4 plies at best".
pub fn distance(d: &Distance) -> String {
    match d.wins {
        true => say!("distance-wins", plies = d.plies),
        false => say!("distance-loses", plies = d.plies),
    }
}

/// The distance, and of how many moves of the same value it is the
/// quickest (longest) where there were several.
pub fn distance_of(d: &Distance) -> String {
    match d.of {
        0 | 1 => distance(d),
        of => say!(
            "distance-of",
            distance = distance(d),
            wins = yes_no(d.wins),
            of = of
        ),
    }
}

/// A Fluent selector's "yes" or "no".
pub fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}
