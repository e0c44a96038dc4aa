//! An endgame database: the exact value of every position with at most
//! `max` stones in the pits, built bottom-up once before the search, by
//! increasing stone count.
//!
//! Valid where stores do not decide when the game ends (Kalah): then a
//! position's value minus its store difference depends on the pits and who
//! moves alone, and is stored for the mover as one byte. A position is
//! indexed by the stones in its pits (the mover's pits, then the
//! opponent's): all positions with fewer stones come first, then the rank
//! of its composition among those with as many stones.
//!
//! Stones only leave the pits, and a move that puts none in a store
//! moves the mover's stones towards their store: the children of a
//! position have fewer stones in the pits, or as many and are "closer to
//! the end". So the values of positions with fewer stones are known when
//! a count is built, and those with as many are filled by recursion, which
//! always ends.

use crate::game::kalah::position::{CELLS, MAX_PITS, Position, Side};
use crate::game::kalah::rules::Rules;

/// Not yet computed (values lie in −max..=max, max ≤ 127).
const UNKNOWN: i8 = i8::MIN;

pub struct Endgame {
    /// The most stones in the pits a position may have to be in the base.
    pub max: u8,
    /// Pits on the board (both sides).
    cells: usize,
    /// `ways[k * (max + 1) + s]`: the ways to put `s` stones in `k` pits.
    ways: Vec<u64>,
    /// `start[s]`: the index of the first position with `s` stones.
    start: Vec<u64>,
    values: Vec<i8>,
}

impl Endgame {
    /// Positions with at most `max` stones in `2 × pits` pits.
    pub fn size(pits: usize, max: u8) -> u64 {
        // Compositions of at most max stones into 2P pits = C(max + 2P, 2P).
        binomial(u64::from(max) + 2 * pits as u64, 2 * pits as u64)
    }

    /// Builds the base for `pits` pits a side under `rules`.
    pub fn build(rules: &Rules, pits: usize, max: u8) -> Endgame {
        assert!(max < 128, "values must fit a byte");
        let cells = 2 * pits;
        let n = usize::from(max) + 1;
        let mut ways = vec![0u64; (cells + 2) * n];
        for k in 0..cells + 2 {
            for s in 0..n {
                ways[k * n + s] = if k == 0 {
                    u64::from(s == 0) // no pits hold no stones, one way
                } else {
                    binomial((s + k - 1) as u64, (k - 1) as u64)
                };
            }
        }
        let mut start = vec![0u64; n + 1];
        for s in 0..n {
            start[s + 1] = start[s] + ways[cells * n + s];
        }
        let size = Endgame::size(pits, max) as usize;
        let mut values = Vec::with_capacity(size);
        super::table::huge_pages(&values);
        values.resize(size, UNKNOWN);
        let mut db = Endgame {
            max,
            cells,
            ways,
            start,
            values,
        };
        for stones in 0..=max {
            db.fill_count(rules, pits, stones);
        }
        db
    }

    /// The value of `pos` minus its store difference, for the mover
    /// (`pos` has at most `max` stones in the pits and is not over).
    #[inline]
    pub fn value(&self, pos: &Position) -> i32 {
        i32::from(self.values[self.index(pos) as usize])
    }

    /// Fills every position with `stones` stones in the pits, visiting the
    /// compositions in increasing order.
    fn fill_count(&mut self, rules: &Rules, pits: usize, stones: u8) {
        let mut c = [0u8; CELLS];
        c[self.cells - 1] = stones;
        loop {
            let mut pos = Position::start(pits, 1, Side::South).expect("a board");
            pos.cells = [0; CELLS];
            pos.cells[..pits].copy_from_slice(&c[..pits]);
            pos.cells[pits + 1..2 * pits + 1].copy_from_slice(&c[pits..self.cells]);
            pos.total = stones;
            let settled = pos.settled(rules);
            if settled.is_over(rules) {
                // Never asked for by the search (it stops at the end of the
                // game), but defined: what the sweep gives.
                let i = self.index(&pos) as usize;
                self.values[i] = settled.store_difference(Side::South) as i8;
            } else {
                self.fill(rules, &pos);
            }
            if !next_composition(&mut c[..self.cells]) {
                break;
            }
        }
    }

    /// The value of a position that is not over, computing it (and the
    /// children with as many stones) if needed. The children's entries are
    /// all asked for from memory before any is read: they lie far apart.
    fn fill(&mut self, rules: &Rules, pos: &Position) -> i32 {
        let i = self.index(pos) as usize;
        if self.values[i] != UNKNOWN {
            return i32::from(self.values[i]);
        }
        let me = pos.to_move;
        let diff = pos.store_difference(me);
        let mut children = [(*pos, 0usize); MAX_PITS];
        let mut len = 0;
        for pit in pos.legal_pits() {
            let child = pos.play(rules, pit);
            let at = if child.is_over(rules) {
                usize::MAX
            } else {
                let at = self.index(&child) as usize;
                prefetch(&self.values[at]);
                at
            };
            children[len] = (child, at);
            len += 1;
        }
        let mut best = i32::MIN;
        for &(child, at) in &children[..len] {
            let mut v = child.store_difference(child.to_move);
            if at != usize::MAX {
                v += match self.values[at] {
                    UNKNOWN => self.fill(rules, &child),
                    known => i32::from(known),
                };
            }
            let v = if child.to_move == me { v } else { -v };
            best = best.max(v - diff);
        }
        self.values[i] = best as i8;
        best
    }

    /// Starts loading the entry of `pos` (see [`Endgame::value`]).
    #[inline]
    pub fn prefetch(&self, pos: &Position) {
        prefetch(&self.values[self.index(pos) as usize]);
    }

    /// The index of a position: its stone count's block, then the rank of
    /// its pits (mover's first) among the compositions of that count, in
    /// lexicographic order.
    #[inline]
    fn index(&self, pos: &Position) -> u64 {
        let me = pos.to_move;
        let pits = pos.pits();
        let n = usize::from(self.max) + 1;
        let left = usize::from(pos.total() - pos.store(me) - pos.store(me.other()));
        let mut s = left;
        let mut rank = self.start[s];
        let (mine, theirs) = (pos.pit_cell(me, 1), pos.pit_cell(me.other(), 1));
        let cells = (mine..mine + pits).chain(theirs..theirs + pits - 1);
        for (i, cell) in cells.enumerate() {
            let c = usize::from(pos.cells[cell]);
            // Compositions that put fewer stones here come first: those
            // of s − u stones in the k cells after this one, for u < c.
            let k = self.cells - i - 1;
            rank += self.ways[(k + 1) * n + s] - self.ways[(k + 1) * n + s - c];
            s -= c;
        }
        rank
    }
}

/// The next composition (same sum, same length) in lexicographic order;
/// false after the last.
fn next_composition(c: &mut [u8]) -> bool {
    let m = c.len();
    let Some(k) = (1..m).rev().find(|&k| c[k] > 0) else {
        return false;
    };
    let rest: u8 = c[k..].iter().sum::<u8>() - 1;
    c[k - 1] += 1;
    c[k..].fill(0);
    c[m - 1] = rest;
    true
}

fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

/// Asks the processor to start loading `at`'s cache line.
#[inline]
fn prefetch(at: &i8) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // Safety: a prefetch is only a hint and never faults.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(at as *const i8) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
