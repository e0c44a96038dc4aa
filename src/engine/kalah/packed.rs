//! Kalah's moves on a packed board, for the fast search, the solver and
//! the endgame database's build. A board is two words seen from the side
//! to move: its own pits 1..P and store, a byte a cell, and the
//! opponent's, so that a board of up to 7 pits a side is two registers,
//! a byte is read with one shift, and handing the move over is swapping
//! them. A sowing of n stones from a pit clears the pit, adds n div L to
//! every cell of the cycle the mover sows along (all but the opponent's
//! store, L = 2P + 1 cells) and one to the first n mod L cells after the
//! pit: precomputed words.
//!
//! The moves take the board's width as an argument: the searches that
//! know it as a constant (a copy of their code for each width) have the
//! offsets and masks folded.

use super::position::{Position, Side};
use super::rules::{Capture, EmptySide, Rules};
use std::hint::select_unpredictable;

/// The widest board packed: a side's pits and store in one word.
pub(crate) const MAX_PACKED_PITS: usize = 7;

pub(crate) struct Packed {
    pub(crate) pits: usize,
    empty_capture: bool,
    /// `run[i][k]`: one stone in each of the k cells after the mover's
    /// pit i (0-based) on its cycle (k = 1..=L), in the mover's word and
    /// the opponent's; `last[i][k]`: the k-th of them, as a cell of the
    /// mover's word (0..=P) or 8 + a pit of the opponent's.
    run: [[(u64, u64); 16]; 8],
    last: [[u8; 16]; 8],
    /// Every cell of the mover's cycle, one stone each, in both words.
    cycle: (u64, u64),
    template: Position,
}

/// A packed position: the cells of the side to move and of the other, a
/// byte each (pits 1..P, then the store), and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub(crate) mine: u64,
    pub(crate) theirs: u64,
    pub(crate) to_move: Side,
}

/// The bytes of a side's pits in its word.
#[inline(always)]
pub(crate) fn pit_mask(pits: usize) -> u64 {
    u64::MAX >> (64 - 8 * pits)
}

/// Cell i of a word.
#[inline(always)]
pub(crate) fn byte(word: u64, i: usize) -> u8 {
    (word >> (8 * (i & 7))) as u8
}

/// A word without cell i.
#[inline(always)]
fn without(word: u64, i: usize) -> u64 {
    word & !(0xFF << (8 * (i & 7)))
}

/// The stones in the pits of a side's word (at most 255 on a board).
#[inline(always)]
pub(crate) fn sum(pits_word: u64) -> u8 {
    (pits_word.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
}

/// A sowing's result seen from the side that sowed: its cells and the
/// other's, the game ended if a side is empty, and whether it moves again.
#[derive(Clone, Copy)]
pub(crate) struct Sown {
    pub(crate) mine: u64,
    pub(crate) theirs: u64,
    pub(crate) again: bool,
}

impl Sown {
    /// The sower's store minus the other's.
    #[inline(always)]
    pub(crate) fn difference(&self, pits: usize) -> i32 {
        i32::from(byte(self.mine, pits)) - i32::from(byte(self.theirs, pits))
    }

    /// Whether the game is over (every pit swept).
    #[inline(always)]
    pub(crate) fn over(&self, pits: usize) -> bool {
        (self.mine | self.theirs) & pit_mask(pits) == 0
    }
}

impl Board {
    /// The board with the move handed to the other side.
    #[inline(always)]
    pub(crate) fn handed_over(self) -> Board {
        Board {
            mine: self.theirs,
            theirs: self.mine,
            to_move: self.to_move.other(),
        }
    }

    /// The mover's store minus the other's.
    #[inline(always)]
    pub(crate) fn difference(&self, pits: usize) -> i32 {
        i32::from(byte(self.mine, pits)) - i32::from(byte(self.theirs, pits))
    }

    /// Both words without their stores.
    #[inline(always)]
    pub(crate) fn pits_only(&self, pits: usize) -> (u64, u64) {
        (self.mine & pit_mask(pits), self.theirs & pit_mask(pits))
    }

    /// After every move an empty side is swept, so the game is over when
    /// no pit holds a stone.
    #[inline(always)]
    pub(crate) fn over(&self, pits: usize) -> bool {
        (self.mine | self.theirs) & pit_mask(pits) == 0
    }

    /// The pits the player to move can sow from: bit p − 1 for pit p. The
    /// non-empty bytes are gathered into a mask without a loop: each
    /// byte's "not zero" lands in its top bit, and a multiplication moves
    /// the top bits together.
    #[inline(always)]
    pub(crate) fn legal(&self, pits: usize) -> u8 {
        const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        let x = self.mine & pit_mask(pits);
        let top = (((x & LOW7) + LOW7) | x) & !LOW7;
        ((top >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
    }
}

impl Packed {
    /// The packed moves for `rules` on `root`'s board, if they are
    /// Kalah's and the board fits.
    pub(crate) fn for_rules(rules: &Rules, root: &Position) -> Option<Packed> {
        let kalah = rules.extra_move
            && !rules.relay
            && !rules.majority_ends
            && rules.empty_side_ends == EmptySide::Either;
        let Capture::Opposite { when_opposite_empty } = rules.capture else {
            return None;
        };
        let pits = root.pits();
        if !kalah || pits > MAX_PACKED_PITS {
            return None;
        }
        let lap = 2 * pits + 1;
        // The mover's cycle: its pits and store (0..=P), then the other's
        // pits (8 + 0..P).
        let cycle: Vec<usize> = (0..=pits).chain((0..pits).map(|j| 8 + j)).collect();
        let stone = |cell: usize| match cell {
            0..8 => (1u64 << (8 * cell), 0),
            _ => (0, 1u64 << (8 * (cell - 8))),
        };
        let mut p = Packed {
            pits,
            empty_capture: when_opposite_empty,
            run: [[(0, 0); 16]; 8],
            last: [[0; 16]; 8],
            cycle: cycle
                .iter()
                .fold((0, 0), |(m, t), &c| (m | stone(c).0, t | stone(c).1)),
            template: root.with_to_move(Side::South),
        };
        for i in 0..pits {
            for k in 1..=lap {
                let cell = cycle[(i + k) % lap];
                let (m, t) = p.run[i][k - 1];
                p.run[i][k] = (m | stone(cell).0, t | stone(cell).1);
                p.last[i][k] = cell as u8;
            }
        }
        Some(p)
    }

    pub(crate) fn pack(&self, pos: &Position) -> Board {
        let me = pos.to_move;
        let word = |side: Side| pos.pit_word(side) | u64::from(pos.store(side)) << (8 * self.pits);
        Board {
            mine: word(me),
            theirs: word(me.other()),
            to_move: me,
        }
    }

    pub(crate) fn unpack(&self, b: &Board) -> Position {
        let mut pos = self.template;
        let (south, north) = match b.to_move {
            Side::South => (b.mine, b.theirs),
            Side::North => (b.theirs, b.mine),
        };
        let side = self.pits + 1;
        pos.cells[..side].copy_from_slice(&south.to_le_bytes()[..side]);
        pos.cells[side..2 * side].copy_from_slice(&north.to_le_bytes()[..side]);
        pos.to_move = b.to_move;
        pos
    }

    /// The board after the player to move sows from `pit`.
    #[inline(always)]
    pub(crate) fn after(&self, b: &Board, pit: usize) -> Board {
        self.after_in(b, pit, self.pits)
    }

    /// [`Packed::after`] on a board of `pits` pits a side.
    #[inline(always)]
    pub(crate) fn after_in(&self, b: &Board, pit: usize, pits: usize) -> Board {
        let s = self.sow_in(b, pit, pits);
        let board = Board {
            mine: s.mine,
            theirs: s.theirs,
            to_move: b.to_move,
        };
        if s.again { board } else { board.handed_over() }
    }

    /// The mover's sowing from `pit` on a board of `pits` pits a side,
    /// seen from the mover.
    #[inline(always)]
    pub(crate) fn sow_in(&self, b: &Board, pit: usize, pits: usize) -> Sown {
        let i = (pit - 1) & 7;
        let n = usize::from(byte(b.mine, i));
        let lap = 2 * pits + 1;
        let (mut mine, mut theirs, last) = if n <= lap {
            let (m, t) = self.run[i][n & 15];
            (without(b.mine, i) + m, b.theirs + t, self.last[i][n & 15])
        } else {
            self.laps(b, i, n, lap)
        };
        let last = usize::from(last);
        // The last stone in an empty pit of the mover's takes it and the
        // stones opposite (empty capture: the last stone alone too).
        // Worked out whether or not it happens, chosen without a branch
        // (which a processor would guess wrong half the time).
        let opposite = pits.wrapping_sub(1 + last);
        let taken = byte(theirs, opposite);
        let capture = (last < pits) & (byte(mine, last) == 1) & ((taken > 0) | self.empty_capture);
        mine = select_unpredictable(
            capture,
            without(mine, last) + ((u64::from(taken) + 1) << (8 * pits)),
            mine,
        );
        theirs = select_unpredictable(capture, without(theirs, opposite), theirs);
        let (mine, theirs) = settle(mine, theirs, pits);
        Sown {
            mine,
            theirs,
            again: last == pits,
        }
    }

    /// A sowing that goes round the board more than once.
    #[cold]
    fn laps(&self, b: &Board, i: usize, n: usize, lap: usize) -> (u64, u64, u8) {
        let (laps, k) = ((n - 1) / lap, (n - 1) % lap + 1);
        let (m, t) = self.run[i][k];
        let (cm, ct) = self.cycle;
        let mine = without(b.mine, i) + laps as u64 * cm + m;
        (mine, b.theirs + laps as u64 * ct + t, self.last[i][k])
    }
}

/// Ends the game when a side is empty: each side's stones go to its own
/// store.
#[inline(always)]
fn settle(mine: u64, theirs: u64, pits: usize) -> (u64, u64) {
    let (m, t) = (mine & pit_mask(pits), theirs & pit_mask(pits));
    if m != 0 && t != 0 {
        return (mine, theirs);
    }
    (
        mine - m + (u64::from(sum(m)) << (8 * pits)),
        theirs - t + (u64::from(sum(t)) << (8 * pits)),
    )
}
