//! The games known by name (`nim-N`, `tictactoe-3x3`, `connect4-CxR`,
//! `kalah-PxS`) in words: their titles, sources, what their proofs show
//! and the names each takes by size.

use super::{Arg, Language, language, message_in, symbols};
use crate::game::Player;
use crate::game::known::{Kind, Size};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::search::quickest::Distance;
use std::borrow::Cow;

/// A move's label as the user reads it. The record keeps the program's
/// own label, which JSON shows as it is (Nim's "take 2", Kalah's "pit 3"
/// and a relay chain's "pit 6(1)", as the bundled Kalah figure writes its
/// edges); here it is worded ("взять 2", «лунка 3»). Other games' labels
/// (cells, columns) are notation.
pub fn move_label(label: &str) -> Cow<'_, str> {
    if let Some(n) = label.strip_prefix("take ").and_then(|n| n.parse::<u32>().ok()) {
        return Cow::Owned(say!("nim-take", take = n));
    }
    match pit(label) {
        Some(pit) => Cow::Owned(say!("kalah-pit-move", pit = pit)),
        None => Cow::Borrowed(label),
    }
}

/// The pit of a Kalah move's label: `3` of "pit 3", `6(1)` of "pit 6(1)".
pub fn pit(label: &str) -> Option<&str> {
    let pit = label.strip_prefix("pit ")?;
    let digits = pit.split(['(', ')']).filter(|s| !s.is_empty());
    let chain = pit.starts_with(|c: char| c.is_ascii_digit())
        && pit.bytes().all(|b| b.is_ascii_digit() || b == b'(' || b == b')');
    (chain && digits.count() > 0).then_some(pit)
}

/// The moves of a path as a list: "pits 3, 1, 4" where every one is a
/// Kalah pit, else each worded: "X b2, O c1", "take 2, take 1".
pub fn moves_said<'a>(labels: impl IntoIterator<Item = &'a str>) -> String {
    let labels: Vec<&str> = labels.into_iter().collect();
    let pits: Option<Vec<&str>> = labels.iter().map(|l| pit(l)).collect();
    match pits {
        Some(pits) if !pits.is_empty() => say!(
            "kalah-pit-moves",
            pits = pits.join(", "),
            several = if pits.len() > 1 { "yes" } else { "no" }
        ),
        _ => labels
            .iter()
            .map(|&l| move_label(l))
            .collect::<Vec<_>>()
            .join(", "),
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
    symbols::shown(&sizes_in(language(), kind)).into_owned()
}

/// The same in `language`, its symbols as written.
fn sizes_in(language: Language, kind: Kind) -> String {
    let (most_pits, most_stones) = NamedGame::KALAH_MOST;
    let say = |id, args: &[(&str, Arg)]| message_in(language, id, args);
    match kind {
        Kind::Nim => say("game-sizes-nim", &[("most", NamedGame::MAX_COINS.into())]),
        Kind::Kalah => say(
            "game-sizes-kalah",
            &[("pits", most_pits.into()), ("stones", most_stones.into())],
        ),
        Kind::TicTacToe => say("game-sizes-tictactoe", &[]),
        Kind::ConnectFour => say(
            "game-sizes-connect4",
            &[("boards", NamedGame::provable_boards().into())],
        ),
    }
}

/// Every game's names by size, in the registry's order: "…, … or …".
pub fn every_size() -> String {
    symbols::shown(&every_size_in(language())).into_owned()
}

/// The same in `language`, its symbols as written: the command line's
/// help, which stays English.
pub fn every_size_in(language: Language) -> String {
    let all = Kind::ALL.map(|kind| sizes_in(language, kind));
    let (last, some) = all.split_last().expect("games");
    or_list(language, some, last)
}

/// "a, b or c" in `language`.
pub fn or_list(language: Language, some: &[impl AsRef<str>], last: &str) -> String {
    let some: Vec<&str> = some.iter().map(AsRef::as_ref).collect();
    message_in(
        language,
        "game-sizes-or",
        &[("some", some.join(", ").into()), ("last", last.into())],
    )
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
