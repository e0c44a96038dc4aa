//! A Kalah position: the stones in every pit and store, and who moves.
//!
//! Cells are kept in sowing order, as the command line writes a board:
//! South's pits 1..P, South's store, North's pits 1..P, North's store.
//! A position is a small `Copy` value, so the search copies it (copy-make).

use super::rules::Rules;
use crate::game::{Named, Unknown};
use std::fmt;
use std::str::FromStr;

/// The most pits a side can have.
pub const MAX_PITS: usize = 8;
/// Cells of the largest board: 2 sides × (8 pits + store).
pub const CELLS: usize = 2 * MAX_PITS + 2;
/// The most stones a pit can start with.
pub const MAX_START_STONES: u8 = 12;
/// The most stones a board can hold (a count is a byte).
pub const MAX_STONES: u32 = 255;

/// Why a pit cannot be sown from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PitError {
    #[error("the game is over")]
    GameOver,
    #[error("no pit {pit} of {pits}")]
    NoSuchPit { pit: usize, pits: usize },
    #[error("{side}'s pit {pit} is empty")]
    Empty { side: Side, pit: usize },
}

/// Why a board cannot be set up: the value that was wrong and its limit.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("{pits} pits a side (1 to {most})")]
    Pits { pits: usize, most: usize },
    #[error("{stones} stones a pit (1 to {most})")]
    Stones { stones: u8, most: u8 },
    /// Not 2P+2 counts.
    #[error("{cells} counts on a board")]
    Cells { cells: usize },
    #[error("{total} stones on the board (at most {most})")]
    TooManyStones { total: u32, most: u32 },
    /// A part of the written board that is no stone count.
    #[error("{text:?} is no stone count")]
    NotACount { text: String },
    /// What is wrong with a written board.
    #[error("board {board:?}: {error}")]
    InBoard { board: String, error: Box<BoardError> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl FromStr for Side {
    type Err = Unknown;
    fn from_str(s: &str) -> Result<Side, Unknown> {
        match s {
            "south" | "s" => Ok(Side::South),
            "north" | "n" => Ok(Side::North),
            _ => Err(Named::Side.unknown(s)),
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    Side(Side),
    Draw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    // Crate-wide: the solver in `engine::kalah` packs positions itself.
    pub(crate) cells: [u8; CELLS],
    pub(crate) pits: u8,
    /// All stones on the board (constant during a game).
    pub(crate) total: u8,
    pub to_move: Side,
}

impl Position {
    /// The opening: `seeds` stones in each of `pits` pits a side.
    pub fn start(pits: usize, seeds: u8, to_move: Side) -> Result<Position, BoardError> {
        check_pits(pits)?;
        if !(1..=MAX_START_STONES).contains(&seeds) {
            return Err(BoardError::Stones {
                stones: seeds,
                most: MAX_START_STONES,
            });
        }
        let mut counts = vec![seeds; 2 * pits + 2];
        counts[pits] = 0;
        counts[2 * pits + 1] = 0;
        Position::from_counts(&counts, to_move)
    }

    /// A position from the 2P+2 counts in sowing order.
    pub fn from_counts(counts: &[u8], to_move: Side) -> Result<Position, BoardError> {
        if !counts.len().is_multiple_of(2) || counts.len() < 4 {
            return Err(BoardError::Cells { cells: counts.len() });
        }
        let pits = counts.len() / 2 - 1;
        check_pits(pits)?;
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        if total > MAX_STONES {
            return Err(BoardError::TooManyStones {
                total,
                most: MAX_STONES,
            });
        }
        let mut cells = [0; CELLS];
        cells[..counts.len()].copy_from_slice(counts);
        Ok(Position {
            cells,
            pits: pits as u8,
            total: total as u8,
            to_move,
        })
    }

    /// The counts in sowing order (2P+2 numbers).
    pub fn counts(&self) -> &[u8] {
        &self.cells[..2 * self.pits() + 2]
    }

    pub fn pits(&self) -> usize {
        usize::from(self.pits)
    }

    pub fn total(&self) -> u8 {
        self.total
    }

    /// The cell of a side's pit `pit` (1..=P).
    pub fn pit_cell(&self, side: Side, pit: usize) -> usize {
        self.base(side) + pit - 1
    }

    pub fn store_cell(&self, side: Side) -> usize {
        self.base(side) + self.pits()
    }

    /// The first cell of a side.
    pub(crate) fn base(&self, side: Side) -> usize {
        side.index() * (self.pits() + 1)
    }

    pub fn stones(&self, side: Side, pit: usize) -> u8 {
        self.cells[self.pit_cell(side, pit)]
    }

    pub fn store(&self, side: Side) -> u8 {
        self.cells[self.store_cell(side)]
    }

    /// The stones in a side's pits.
    pub fn in_pits(&self, side: Side) -> u8 {
        let b = self.base(side);
        self.cells[b..b + self.pits()].iter().sum()
    }

    /// `side`'s store minus the other's.
    pub fn store_difference(&self, side: Side) -> i32 {
        i32::from(self.store(side)) - i32::from(self.store(side.other()))
    }

    /// The pits the player to move can sow from, in order 1..P.
    pub fn legal_pits(&self) -> impl Iterator<Item = usize> + '_ {
        let b = self.base(self.to_move);
        (1..=self.pits()).filter(move |&p| self.cells[b + p - 1] > 0)
    }

    pub fn is_legal(&self, rules: &Rules, pit: usize) -> bool {
        self.check_pit(rules, pit).is_ok()
    }

    /// Whether the side to move may sow from `pit`; why not where not.
    pub fn check_pit(&self, rules: &Rules, pit: usize) -> Result<(), PitError> {
        let side = self.to_move;
        if self.is_over(rules) {
            Err(PitError::GameOver)
        } else if !(1..=self.pits()).contains(&pit) {
            Err(PitError::NoSuchPit {
                pit,
                pits: self.pits(),
            })
        } else if self.stones(side, pit) == 0 {
            Err(PitError::Empty { side, pit })
        } else {
            Ok(())
        }
    }

    /// Whether a side's pits are all empty (one word read: the search asks
    /// this at every node).
    #[inline]
    pub fn side_empty(&self, side: Side) -> bool {
        self.pit_word(side) == 0
    }

    /// A side's pits as one word, pit 1 in the low byte.
    #[inline]
    pub(crate) fn pit_word(&self, side: Side) -> u64 {
        let b = self.base(side);
        let word = u64::from_le_bytes(self.cells[b..b + 8].try_into().unwrap());
        word & (u64::MAX >> (64 - 8 * self.pits()))
    }

    /// Whether the game is over: every pit swept, or a store holding more
    /// than half of the stones where that ends the game.
    #[inline]
    pub fn is_over(&self, rules: &Rules) -> bool {
        let majority = |s| 2 * u32::from(self.store(s)) > u32::from(self.total);
        (rules.majority_ends && (majority(Side::South) || majority(Side::North)))
            || (self.side_empty(Side::South) && self.side_empty(Side::North))
    }

    /// The result of a finished game (the larger store wins).
    pub fn winner(&self, rules: &Rules) -> Option<Winner> {
        if !self.is_over(rules) {
            return None;
        }
        Some(match self.store_difference(Side::South) {
            0 => Winner::Draw,
            d if d > 0 => Winner::Side(Side::South),
            _ => Winner::Side(Side::North),
        })
    }

    /// A copy with the other player to move.
    pub fn with_to_move(mut self, side: Side) -> Position {
        self.to_move = side;
        self
    }
}

fn check_pits(pits: usize) -> Result<(), BoardError> {
    if (1..=MAX_PITS).contains(&pits) {
        Ok(())
    } else {
        Err(BoardError::Pits { pits, most: MAX_PITS })
    }
}

/// Parses the command line's board: 2P+2 comma-separated counts.
pub fn parse_board(text: &str, to_move: Side) -> Result<Position, BoardError> {
    let counts = text
        .split(',')
        .map(|s| {
            let s = s.trim();
            s.parse::<u8>()
                .map_err(|_| BoardError::NotACount { text: s.to_string() })
        })
        .collect::<Result<Vec<u8>, BoardError>>()?;
    Position::from_counts(&counts, to_move).map_err(|e| BoardError::InBoard {
        board: text.to_string(),
        error: Box::new(e),
    })
}

impl fmt::Display for Position {
    /// The board as the command line writes it.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let parts: Vec<String> = self.counts().iter().map(u8::to_string).collect();
        f.write_str(&parts.join(","))
    }
}
