//! Kalah boards, pits and evaluation files, and tic-tac-toe positions,
//! in words.

use super::{InWords, io_error};
use crate::game::kalah::{BoardError, EvalError, PitError, position::MAX_STONES};
use crate::game::{connect4, tictactoe};
use crate::say;
use crate::words::kalah::side_key;

impl InWords for BoardError {
    fn in_words(&self) -> String {
        match self {
            BoardError::Pits { pits, most } => say!("board-pits", pits = *pits, most = *most),
            BoardError::Stones { stones, most } => {
                say!("board-stones", stones = *stones, most = *most)
            }
            BoardError::Cells { cells } => say!("board-cells", cells = *cells),
            BoardError::TooManyStones { total, most } => {
                say!("board-too-many-stones", total = *total, most = *most)
            }
            BoardError::NotACount { text } => say!("board-not-a-count", text = text, most = MAX_STONES),
            BoardError::InBoard { board, error } => {
                say!("board-in", board = board, error = error.in_words())
            }
        }
    }
}

impl InWords for PitError {
    fn in_words(&self) -> String {
        match *self {
            PitError::GameOver => say!("pit-game-over"),
            PitError::NoSuchPit { pit, pits } => say!("kalah-no-such-pit", pit = pit, pits = pits),
            PitError::Empty { side, pit } => say!("kalah-pit-empty", side = side_key(side), pit = pit),
        }
    }
}

impl InWords for EvalError {
    fn in_words(&self) -> String {
        match self {
            EvalError::Name(unknown) => unknown.in_words(),
            EvalError::Unreadable { file, kind, error } => {
                say!("eval-unreadable", file = file, error = io_error(*kind, error))
            }
            EvalError::NotAFile { file } => say!("eval-not-a-file", file = file),
            EvalError::TooBig { file, most } => say!(
                "eval-too-big",
                file = file,
                most = indicatif::HumanBytes(*most).to_string()
            ),
            EvalError::NotAList {
                file,
                line,
                column,
                error,
            } => say!(
                "eval-not-a-list",
                file = file,
                line = *line,
                column = *column,
                error = error
            ),
            EvalError::Weights { file, most } => say!(
                "eval-weights",
                file = file,
                most = *most,
                largest = crate::game::kalah::eval::WIN as i64
            ),
            EvalError::WeightCount { file, weights, pits } => say!(
                "eval-weight-count",
                file = file,
                weights = *weights,
                pits = *pits,
                expected = 2 * pits + 2
            ),
        }
    }
}

impl InWords for connect4::BoardError {
    fn in_words(&self) -> String {
        use connect4::BoardError as E;
        match self {
            E::Shape { text } => say!("connect4-shape", text = text),
            E::Size { text, columns, rows } => {
                say!("connect4-size", text = text, columns = *columns, rows = *rows)
            }
            E::Mark { text, mark } => say!("connect4-mark", text = text, mark = mark.to_string()),
            E::Floating { text, column } => {
                say!("connect4-floating", text = text, column = column.to_string())
            }
            E::Marks { text } => say!("connect4-marks", text = text),
            E::BothWon { text } => say!("connect4-both-won", text = text),
            E::PlayedOn { text } => say!("connect4-played-on", text = text),
        }
    }
}

impl InWords for tictactoe::BoardError {
    fn in_words(&self) -> String {
        use tictactoe::BoardError as E;
        match self {
            E::Shape { text, size } => say!("tictactoe-shape", text = text, size = *size),
            E::Mark { text, mark } => say!("tictactoe-mark", text = text, mark = mark.to_string()),
            E::Marks { text } => say!("tictactoe-marks", text = text),
        }
    }
}
