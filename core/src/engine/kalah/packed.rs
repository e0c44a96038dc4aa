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

#[derive(Clone)]
pub(crate) struct Packed {
    pub(crate) pits: usize,
    empty_capture: bool,
    /// `sowings[16 i + n]`: a sowing of n stones (1..=L) from the mover's
    /// pit i (0-based).
    sowings: [Sowing; 128],
    /// Every cell of the mover's cycle, one stone each, in both words.
    cycle: (u64, u64),
    template: Position,
}

/// A sowing of up to a lap of stones from a pit, worked out once: what
/// it adds to the mover's word and the opponent's (one stone in each of
/// the cells it passes; the stones taken from the pit, wrapping), and
/// where its last stone lands.
#[derive(Clone, Copy, Default)]
struct Sowing {
    mine: u64,
    theirs: u64,
    /// The byte of the mover's pit the last stone lands in (0 where it
    /// lands elsewhere), and one stone there (1 elsewhere, which no byte
    /// masked out of nothing equals): a capture when the pit then holds
    /// that one stone.
    last_mask: u64,
    last_stone: u64,
    /// The byte of the opponent's pit opposite, and the shift that takes
    /// it to the mover's store.
    opposite_mask: u64,
    to_store: u8,
    /// The last stone is in the mover's store: the mover moves again.
    again: bool,
}

/// Both sides' cells seen from the side to move: its pits 1..P and store,
/// a byte each, in one word, and the other's in another.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sides {
    pub(crate) mine: u64,
    pub(crate) theirs: u64,
}

/// A packed position: the sides' cells and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub(crate) sides: Sides,
    pub(crate) to_move: Side,
}

/// A sowing's result seen from the side that sowed (the game ended if a
/// side is empty), and whether it moves again.
#[derive(Clone, Copy)]
pub(crate) struct Sown {
    pub(crate) sides: Sides,
    pub(crate) again: bool,
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

/// The stones in the pits of a side's word (at most 255 on a board).
#[inline(always)]
pub(crate) fn sum(pits_word: u64) -> u8 {
    (pits_word.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
}

impl Sides {
    /// The cells seen from the other side.
    #[inline(always)]
    pub(crate) fn handed_over(self) -> Sides {
        Sides {
            mine: self.theirs,
            theirs: self.mine,
        }
    }

    /// The mover's store minus the other's.
    #[inline(always)]
    pub(crate) fn difference(&self, pits: usize) -> i32 {
        i32::from(byte(self.mine, pits)) - i32::from(byte(self.theirs, pits))
    }

    /// Both words without their stores.
    #[inline(always)]
    pub(crate) fn pits_only(&self, pits: usize) -> Sides {
        Sides {
            mine: self.mine & pit_mask(pits),
            theirs: self.theirs & pit_mask(pits),
        }
    }

    /// After every move an empty side is swept, so the game is over when
    /// no pit holds a stone.
    #[inline(always)]
    pub(crate) fn over(&self, pits: usize) -> bool {
        (self.mine | self.theirs) & pit_mask(pits) == 0
    }

    /// The pits the side to move can sow from: bit p − 1 for pit p. The
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

impl Sown {
    /// The board after the sowing, seen from the side that moves next.
    #[inline(always)]
    pub(crate) fn next(&self) -> Sides {
        if self.again {
            self.sides
        } else {
            self.sides.handed_over()
        }
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
            sowings: [Sowing::default(); 128],
            cycle: cycle
                .iter()
                .fold((0, 0), |(m, t), &c| (m | stone(c).0, t | stone(c).1)),
            template: root.with_to_move(Side::South),
        };
        for i in 0..pits {
            let (mut mine, mut theirs) = (0u64, 0u64);
            for n in 1..=lap {
                let cell = cycle[(i + n) % lap];
                (mine, theirs) = (mine | stone(cell).0, theirs | stone(cell).1);
                let own = cell < pits;
                let opposite = if own { pits - 1 - cell } else { 0 };
                p.sowings[16 * i + n] = Sowing {
                    mine: mine.wrapping_sub((n as u64) << (8 * i)),
                    theirs,
                    last_mask: if own { 0xFF << (8 * cell) } else { 0 },
                    last_stone: if own { 1 << (8 * cell) } else { 1 },
                    opposite_mask: if own { 0xFF << (8 * opposite) } else { 0 },
                    to_store: if own { 8 * (pits - opposite) as u8 } else { 0 },
                    again: cell == pits,
                };
            }
        }
        Some(p)
    }

    pub(crate) fn pack(&self, pos: &Position) -> Board {
        let me = pos.to_move;
        let word = |side: Side| pos.pit_word(side) | u64::from(pos.store(side)) << (8 * self.pits);
        Board {
            sides: Sides {
                mine: word(me),
                theirs: word(me.other()),
            },
            to_move: me,
        }
    }

    pub(crate) fn unpack(&self, b: &Board) -> Position {
        let mut pos = self.template;
        let Sides { mine, theirs } = b.sides;
        let (south, north) = match b.to_move {
            Side::South => (mine, theirs),
            Side::North => (theirs, mine),
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
        let s = self.sow_in(b.sides, pit, pits);
        Board {
            sides: s.next(),
            to_move: if s.again { b.to_move } else { b.to_move.other() },
        }
    }

    /// The mover's sowing from `pit` on a board of `pits` pits a side.
    #[inline(always)]
    pub(crate) fn sow_in(&self, b: Sides, pit: usize, pits: usize) -> Sown {
        let (sides, again) = self.sow_unsettled(b, pit, pits);
        Sown {
            sides: settle(sides, pits),
            again,
        }
    }

    /// What a sowing of the mover's from `pit` leaves the mover, on a
    /// board of `pits` pits a side: the store difference after it, the
    /// game's final one if it ends the game, and whether it does (a
    /// search's last ply needs no more).
    #[inline(always)]
    pub(crate) fn outcome_in(&self, b: Sides, pit: usize, pits: usize) -> (i32, bool) {
        let (sides, _) = self.sow_unsettled(b, pit, pits);
        let p = sides.pits_only(pits);
        let d = sides.difference(pits);
        if (p.mine == 0) | (p.theirs == 0) {
            return (d + i32::from(sum(p.mine)) - i32::from(sum(p.theirs)), true);
        }
        (d, false)
    }

    /// The sowing, before an empty side is swept.
    #[inline(always)]
    fn sow_unsettled(&self, b: Sides, pit: usize, pits: usize) -> (Sides, bool) {
        let i = (pit - 1) & 7;
        let n = usize::from(byte(b.mine, i));
        let lap = 2 * pits + 1;
        let (mut mine, mut theirs, s) = if n <= lap {
            let s = &self.sowings[(i << 4 | n) & 127];
            (b.mine.wrapping_add(s.mine), b.theirs + s.theirs, s)
        } else {
            self.laps(b, i, n, lap)
        };
        // The last stone in an empty pit of the mover's takes it and the
        // stones opposite (empty capture: the last stone alone too).
        // Worked out whether or not it happens, chosen without a branch
        // (which a processor would guess wrong half the time); wrapping,
        // as the one not chosen may be meaningless.
        let taken = theirs & s.opposite_mask;
        let capture = (mine & s.last_mask == s.last_stone) & ((taken != 0) | self.empty_capture);
        let store = 1u64 << (8 * pits);
        mine = select_unpredictable(
            capture,
            mine.wrapping_add(store.wrapping_sub(s.last_stone))
                .wrapping_add(taken << s.to_store),
            mine,
        );
        theirs = select_unpredictable(capture, theirs - taken, theirs);
        (Sides { mine, theirs }, s.again)
    }

    /// A sowing that goes round the board more than once: whole laps
    /// added to every cell of the cycle, then the rest as a sowing of its
    /// own.
    #[cold]
    fn laps(&self, b: Sides, i: usize, n: usize, lap: usize) -> (u64, u64, &Sowing) {
        let (laps, k) = ((n - 1) / lap, (n - 1) % lap + 1);
        let s = &self.sowings[(i << 4 | k) & 127];
        let (cm, ct) = self.cycle;
        let mine = b.mine.wrapping_add(s.mine) + laps as u64 * cm - (((n - k) as u64) << (8 * i));
        (mine, b.theirs + laps as u64 * ct + s.theirs, s)
    }
}

/// Ends the game when a side is empty: each side's stones go to its own
/// store.
#[inline(always)]
fn settle(b: Sides, pits: usize) -> Sides {
    let p = b.pits_only(pits);
    if (p.mine != 0) & (p.theirs != 0) {
        return b;
    }
    Sides {
        mine: b.mine - p.mine + (u64::from(sum(p.mine)) << (8 * pits)),
        theirs: b.theirs - p.theirs + (u64::from(sum(p.theirs)) << (8 * pits)),
    }
}
