//! A Kalah move step by step, from the engine's own log of it: the counts
//! part-way through, and what each cell gets marked with.

use crate::game::kalah::sow::Log;
use crate::game::kalah::{Position, Rules};

/// One step of a move, as the engine reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stone {
    /// A pit's stones are picked up to be sown (the move's pit, then each relay).
    Take(usize),
    Drop(usize),
    /// Stones taken from a cell into the mover's store.
    Capture(usize, u8),
}

/// Collects the steps of a move in the order they happen.
struct Steps<'a> {
    before: &'a Position,
    list: Vec<Stone>,
}

impl Log for Steps<'_> {
    fn sow_from(&mut self, pit: usize) {
        let cell = self.before.pit_cell(self.before.to_move, pit);
        self.list.push(Stone::Take(cell));
    }
    fn drop_into(&mut self, cell: usize) {
        self.list.push(Stone::Drop(cell));
    }
    fn capture(&mut self, cell: usize, stones: u8) {
        self.list.push(Stone::Capture(cell, stones));
    }
}

/// What the board marks on a cell after some steps of the last move.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mark {
    /// Stones that came in (drops; for the store, captures too).
    pub gained: u8,
    pub captured: u8,
    /// Sown from: the move's own pit, or a relay.
    pub taken: bool,
    pub relay: bool,
    /// Where the last step shown happened (while a move is played out).
    pub latest: bool,
}

/// The engine's log of a move.
pub fn log_of(rules: &Rules, before: &Position, pit: usize) -> Vec<Stone> {
    let mut s = Steps {
        before,
        list: Vec::new(),
    };
    before.play_logged(rules, pit, &mut s);
    s.list
}

/// The counts after the first steps of a move.
pub fn part_way(before: &Position, steps: &[Stone]) -> Vec<u8> {
    let mut c = before.counts().to_vec();
    let store = before.store_cell(before.to_move);
    for s in steps {
        match *s {
            Stone::Take(cell) => c[cell] = 0,
            Stone::Drop(cell) => c[cell] += 1,
            Stone::Capture(cell, n) => {
                c[cell] -= n;
                c[store] += n;
            }
        }
    }
    c
}

pub fn marks(before: &Position, steps: &[Stone], latest: bool) -> Vec<Mark> {
    let mut m = vec![Mark::default(); before.counts().len()];
    let store = before.store_cell(before.to_move);
    for (i, s) in steps.iter().enumerate() {
        let cell = match *s {
            Stone::Take(cell) => {
                m[cell].taken |= i == 0;
                m[cell].relay |= i > 0;
                cell
            }
            Stone::Drop(cell) => {
                m[cell].gained += 1;
                cell
            }
            Stone::Capture(cell, n) => {
                m[cell].captured += n;
                m[store].gained += n;
                cell
            }
        };
        m[cell].latest = latest && i + 1 == steps.len();
    }
    m
}
