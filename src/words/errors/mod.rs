//! The engine's errors in words. The engine returns errors that carry data
//! (which node, which line and column, which limit, which name); here each
//! becomes a message of `errors.ftl`. Their `Display` is only a fallback
//! for logs.
//!
//! The layers above (the command line, the tutor, the stories) keep their
//! errors as text; `.worded()?` words an engine error on the way there
//! (`Worded`, at the end of this file).
//!
//! By subject: `search` (a search refused), `games` (boards, pits and
//! evaluations), `scenario` (scenario, course and lesson files, inline and
//! random trees), `files` (a file not read, RON's errors, the system's).

mod files;
mod games;
mod scenario;
mod search;

use crate::game::{Named, Unknown};
use crate::say;
pub use files::{io_error, not_a_file, ron_kind};

/// An error as a message in the current language.
pub trait InWords {
    fn in_words(&self) -> String;
}

impl InWords for Unknown {
    fn in_words(&self) -> String {
        let name = self.name.as_str();
        match self.what {
            Named::Algorithm => say!("unknown-algorithm", name = name),
            Named::Order => say!("unknown-order", name = name),
            Named::Side => say!("unknown-side", name = name),
            Named::Rules => say!("unknown-rules", name = name),
            Named::Evaluation => say!("unknown-evaluation", name = name),
            Named::Game => match known_at_another_size(name) {
                // A game it knows, too large (or too small) to prove by name.
                Some(kind) => say!(
                    "game-size-not-offered",
                    name = name,
                    sizes = crate::words::games::sizes(kind)
                ),
                None => say!(
                    "unknown-game",
                    name = name,
                    games = crate::words::games::every_size()
                ),
            },
        }
    }
}

/// The game a name is of (`connect4-7x6`: Connect Four) where its size is
/// written as a size (`7x6`, `2000`) but not one the game is known by.
fn known_at_another_size(name: &str) -> Option<crate::game::known::Kind> {
    let (prefix, size) = name.split_once('-')?;
    let kind = crate::game::known::Kind::named(prefix)?;
    crate::game::known::Size::parse(size).map(|_| kind)
}

/// An engine error in words, what it quotes of a file (a state, a path,
/// RON's words about a string) written out (`printable`), for whichever
/// screen shows it.
pub fn said(e: impl InWords) -> String {
    crate::printable::text(&e.in_words()).into_owned()
}

/// A number as written that is no value, in words: the one rule for a
/// file, an inline tree and the tutor's `=`. A long number is quoted by
/// its start.
pub fn unkept(text: &str, why: crate::value::NotAValue) -> String {
    use crate::value::NotAValue;
    const MOST: usize = 24;
    let text = match text.chars().count() > MOST {
        true => format!("{}…", text.chars().take(MOST - 4).collect::<String>()),
        false => text.to_string(),
    };
    match why {
        NotAValue::TooLarge => say!("number-too-large", text = text),
        NotAValue::TooFine => say!("number-too-fine", text = text),
        NotAValue::NotANumber => say!("number-not-a-number", text = text),
    }
}

/// An engine result with its error in words, for the layers above, which
/// keep their errors as text: `.worded()?`.
pub trait Worded<T> {
    fn worded(self) -> Result<T, String>;
}

impl<T, E: InWords> Worded<T> for Result<T, E> {
    fn worded(self) -> Result<T, String> {
        self.map_err(said)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kalah::{BoardError, PitError};
    use crate::game::kalah::{Evaluation, Position, Side, parse_board};
    use crate::game::tictactoe::{Evaluation as Lines, TicTacToe};
    use crate::scenario::games::NamedGame;
    use crate::search::Algorithm;
    use crate::search::setup::Refusal;
    use std::path::Path;

    #[test]
    fn unknown_names_list_the_known_ones() {
        let e = "quantum".parse::<Algorithm>().unwrap_err();
        assert_eq!(
            e.in_words(),
            "unknown algorithm 'quantum' (expected minimax, alphabeta, expectimax, negamax or id)"
        );
        // A known game at a size not offered names its sizes only.
        let e = NamedGame::parse("nim-0").unwrap_err();
        assert_eq!(
            e.in_words(),
            "'nim-0': gametree knows this game, but not at that size; it is known by name at these sizes only (bigger boards are too large to prove): nim-N (1 ≤ N ≤ 1000, e.g. nim-7)"
        );
        let e = NamedGame::parse("chess-8").unwrap_err();
        assert_eq!(
            e.in_words(),
            "unknown game 'chess-8' (expected nim-N (1 ≤ N ≤ 1000, e.g. nim-7), kalah-PxS (P pits a side, 1 ≤ P ≤ 3, S stones a pit, 1 ≤ S ≤ 6, e.g. kalah-3x2), tictactoe-3x3 or connect4-CxR (4x4, 4x5, 5x4, 4x6, 5x5, 6x4, 6x5, 5x6, 7x4, 4x7, 7x5, 5x7))"
        );
    }

    #[test]
    fn kalah_boards_say_which_value_and_limit() {
        let e = Position::start(9, 4, Side::South).unwrap_err();
        assert_eq!(e, BoardError::Pits { pits: 9, most: 8 });
        assert_eq!(e.in_words(), "9 pits a side: expected 1 to 8");
        let e = Position::start(6, 13, Side::South).unwrap_err();
        assert_eq!(e.in_words(), "13 stones a pit: expected 1 to 12");
        let e = parse_board("200,200,0,0", Side::South).unwrap_err();
        assert_eq!(
            e.in_words(),
            "board '200,200,0,0': 400 stones on the board: at most 255 are supported"
        );
        let e = parse_board("4,x,0,4,4,0", Side::South).unwrap_err();
        assert_eq!(e.in_words(), "board: 'x' is not a stone count (0 to 255)");
    }

    #[test]
    fn a_connect_four_board_play_cannot_reach_says_why() {
        use crate::game::connect4::ConnectFour;
        let said = |text: &str| ConnectFour::parse(text).unwrap_err().in_words();
        assert_eq!(
            said("..../..X./..../...."),
            "'..../..X./..../....': a piece floats in column c; pieces fall to the lowest empty cell"
        );
        assert_eq!(
            said("XO../XO../XO../XO.."),
            "'XO../XO../XO../XO..': both X and O have four in a line, but the game ends at the first four"
        );
        assert_eq!(
            said(".../.../.../..."),
            "'.../.../.../...' is 3×4: Connect Four is played on 4 to 10 columns of 4 to 10 rows"
        );
    }

    #[test]
    fn an_illegal_pit_says_why() {
        let rules = crate::game::kalah::Rules::BOOK;
        let pos = parse_board("4,0,4,4,0,4,4,4,4,0", Side::South).unwrap();
        let e = pos.check_pit(&rules, 2).unwrap_err();
        assert_eq!(
            e,
            PitError::Empty {
                side: Side::South,
                pit: 2
            }
        );
        assert_eq!(e.in_words(), "South's pit 2 is empty");
        let e = pos.check_pit(&rules, 9).unwrap_err();
        assert_eq!(e.in_words(), "there is no pit 9 (pits are 1 to 4)");
    }

    #[test]
    fn evaluations_name_their_file() {
        let e = "bogus".parse::<Evaluation>().unwrap_err();
        assert_eq!(
            e.in_words(),
            "unknown evaluation 'bogus' (expected store, side or linear:FILE)"
        );
        let e = Evaluation::Linear {
            name: "w.ron".into(),
            weights: vec![1.0; 4],
        }
        .check(6)
        .unwrap_err();
        assert_eq!(
            e.in_words(),
            "w.ron: 4 weights for a board of 6 pits a side (expected 14)"
        );
        let e = crate::game::kalah::eval::read_linear(Path::new("Cargo.toml")).unwrap_err();
        assert_eq!(e.in_words(), "Cargo.toml: 1:2: Expected float");
    }

    #[test]
    fn tic_tac_toe_positions_say_what_is_wrong() {
        let g = TicTacToe::new(3, Lines::OpenLines);
        let words = |text: &str| g.parse(text).unwrap_err().in_words();
        assert_eq!(words("X../..."), "'X../...' is not 3 rows of 3 cells");
        assert_eq!(words("X../.Z./..."), "'Z' in 'X../.Z./...' is not X, O or .");
        assert_eq!(
            words("XX./.../..."),
            "'XX./.../...': X moves first, so X has as many marks as O or one more"
        );
    }

    #[test]
    fn refusals_name_the_node_and_the_limit() {
        let e = Refusal::NoStaticValue {
            node: "b".into(),
            depth: 1,
            deepening: true,
        };
        assert!(
            e.in_words()
                .starts_with("node 'b' at depth 1 would be evaluated statically")
        );
        assert!(
            e.in_words()
                .ends_with("(iterative deepening evaluates every level above the limit)")
        );
        let e = Refusal::TooBig {
            algorithm: Algorithm::Minimax,
            nodes: 3.0e7,
        };
        assert_eq!(
            e.in_words(),
            "minimax would build up to 3e7 nodes at this depth: too many to step through"
        );
    }

    #[test]
    fn a_file_not_read_is_named_by_what_it_was_read_as() {
        use crate::text_file::{FileError, ReadAs};
        let too_big = |read_as| FileError::TooBig {
            read_as,
            file: "f.ron".into(),
            most: read_as.most(),
        };
        assert_eq!(
            too_big(ReadAs::Lesson).in_words(),
            "f.ron: more than 64.00 MiB, the most a lesson file may hold"
        );
        assert!(
            too_big(ReadAs::Config)
                .in_words()
                .ends_with("the most a configuration file may hold")
        );
        // A folder is a scenario's files only where a scenario is read.
        let folder = |read_as| FileError::Unreadable {
            read_as,
            file: "d".into(),
            kind: std::io::ErrorKind::IsADirectory,
            error: "Is a directory".into(),
        };
        assert!(
            folder(ReadAs::Scenario)
                .in_words()
                .starts_with("d is a folder, not a scenario")
        );
        assert!(!folder(ReadAs::Config).in_words().contains("scenario"));
    }
}
