//! The command line's help where it names the games, made from the
//! games' list (`Kind::ALL`) so that a new game is named in every
//! `--help`; each game's way of writing its board is its arm here. The
//! help stays English, as clap's own words and the doc comments of
//! `cli/` do.

use super::Language;
use super::games::{every_size_in, or_list};
use crate::game::known::{Board, Kind};

/// Every game's names by size: "nim-N (1 ≤ N ≤ 1000, e.g. nim-7), …,
/// tictactoe-3x3 or connect4-CxR (4x4, …)".
pub fn by_name() -> String {
    every_size_in(Language::En)
}

/// The games' names on the command line: "nim, kalah, tictactoe or
/// connect4".
pub fn names() -> String {
    or(Kind::ALL.iter().map(|k| k.name()).collect())
}

/// The games whose position `--board` gives: "kalah, tictactoe or
/// connect4".
pub fn with_board() -> String {
    or(Kind::ALL
        .iter()
        .filter(|k| k.board() != Board::None)
        .map(|k| k.name())
        .collect())
}

fn or(names: Vec<&str>) -> String {
    match names.split_last() {
        Some((last, some)) if !some.is_empty() => or_list(Language::En, some, last),
        Some((last, _)) => (*last).to_string(),
        None => String::new(),
    }
}

/// How `--board` writes a position of `kind`; none for a game without a
/// board.
fn board_written(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Nim => None,
        Kind::Kalah => Some(
            "2P+2 counts in sowing order (South's pits 1..P, its store, North's pits 1..P, its store), as `gametree kalah move` takes them",
        ),
        Kind::TicTacToe => {
            Some("rows from the top, `/` between them (X.O/.X./...; `.` or `-` an empty cell)")
        }
        Kind::ConnectFour => {
            Some("rows from the top, `/` between them (X, O, `.` or `-` an empty cell; 7×6 by default)")
        }
    }
}

/// `--board`'s help: each game's way of writing its board, in the
/// games' order.
pub fn board() -> String {
    let each: Vec<String> = Kind::ALL
        .iter()
        .filter_map(|&k| board_written(k).map(|w| format!("With `{}`: {w}.", k.name())))
        .collect();
    each.join(" ")
}

/// A scenario as the commands that search one take it (`stats`, `trace`).
pub fn searched() -> String {
    format!(
        "A bundled scenario name (see `gametree list`), a path to a .ron file, a game searched live by name: {}; or {} at a position given by --board.",
        by_name(),
        with_board()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_named() {
        for kind in Kind::ALL {
            assert!(names().contains(kind.name()), "{kind:?}");
            assert!(by_name().contains(&format!("{}-", kind.name())), "{kind:?}");
            assert_eq!(
                with_board().contains(kind.name()),
                kind.board() != Board::None,
                "{kind:?}"
            );
        }
        assert_eq!(names(), "nim, kalah, tictactoe or connect4");
    }
}
