//! An endgame database: the exact value of every position with at most
//! `max` stones in the pits, built bottom-up by increasing stone count,
//! four bits a position.
//!
//! Valid where stores do not decide when the game ends (Kalah): then what
//! a position will still bring depends on the pits and who moves alone.
//! The database keeps the mover's share of the stones in the pits, less
//! the share the mover always gets (one stone under empty capture, see
//! [`least_share`]), in four bits; a share too large for them is kept as
//! "at least" that much, a lower bound. A position is indexed by the
//! stones in its pits (the mover's pits, then the opponent's) in the
//! combinatorial number system: with p_i the stones in the first i + 1
//! cells, its index is the sum of C(p_i + i, i + 1) over the 2P cells, one
//! lookup a cell. The positions with fewer stones in all come first
//! (the last cell's term, C(s + 2P − 1, 2P), counts them), then those with
//! as many, in colexicographic order of their prefix sums.
//!
//! Stones only leave the pits, and a move that puts none in a store moves
//! the mover's stones towards their store: the children of a position have
//! fewer stones in the pits, or as many and are "closer to the end". So
//! the positions with fewer stones are known when a count is built, and
//! those with as many are filled by recursion, which always ends. A child
//! whose share is only known as a lower bound is worked out again from its
//! own children (rare: it needs 15 stones or more in the pits). Both cores
//! fill a count at once, each its own run of positions; two threads may
//! work out the same position, and then write the same value.

use super::Watch;
use crate::engine::kalah::packed::{Packed, Sides, byte, sum};
use crate::game::kalah::position::{CELLS, MAX_PITS, Position, Side};
use crate::game::kalah::rules::{Capture, RuleSet, Rules};
use crate::memory::{prefetch, zeroed_vec};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// The code of a position not worked out yet, or whose share is too large
/// for four bits. Codes count down from 15 (the least share) so that fresh
/// zeroed memory is all unknown.
const UNKNOWN: u8 = 0;
const TOP: u8 = 15;

/// Positions filled between two looks at the cancel flag and the counter.
const CHUNK: u64 = 1 << 16;

pub struct Endgame {
    pub rules: Rules,
    pub pits: usize,
    /// The most stones in the pits a position may have to be in the base.
    pub max: u8,
    least: u8,
    /// `terms[i * (max + 1) + p]`: C(p + i, i + 1), cell i's term in the
    /// index of a position with p stones in cells 0..=i.
    terms: Vec<u64>,
    /// `start[s]`: the index of the first position with `s` stones.
    start: Vec<u64>,
    /// Two positions a byte, the lower index in the low half.
    codes: Vec<u8>,
}

/// A build was cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// A build stopped through its watch: the base of the levels (stone
/// counts) it had finished, which a later build can start from.
pub struct Unfinished {
    pub kept: Endgame,
}

/// A level of a build finished: every position with `stones` stones in the
/// pits (and all with fewer) worked out.
pub struct Finished<'f> {
    pub stones: u8,
    filler: &'f Filler<'f>,
    pool: &'f rayon::ThreadPool,
}

impl Finished<'_> {
    /// The base of the levels finished so far, packed (for a checkpoint).
    pub fn base(&self) -> Endgame {
        self.pool.install(|| self.filler.packed(self.stones))
    }
}

/// The share of the stones in the pits that the mover always gets. Under
/// empty capture it is one: sowing the non-empty pit nearest the store
/// either reaches the store or ends in an empty own pit before it, and
/// empty capture takes that stone. Under the standard rules a mover can
/// be left with nothing.
pub fn least_share(rules: &Rules) -> u8 {
    match rules.capture {
        Capture::Opposite {
            when_opposite_empty: true,
        } => 1,
        _ => 0,
    }
}

/// The stones in the pits of `pos`.
#[inline]
pub fn in_pits(pos: &Position) -> u8 {
    pos.total() - pos.store(Side::South) - pos.store(Side::North)
}

impl Endgame {
    /// Positions with at most `max` stones in `2 × pits` pits.
    pub fn size(pits: usize, max: u8) -> u64 {
        // Compositions of at most max stones into 2P pits = C(max + 2P, 2P).
        binomial(u64::from(max) + 2 * pits as u64, 2 * pits as u64)
    }

    /// The bytes a base takes, in memory and on disk.
    pub fn bytes(pits: usize, max: u8) -> u64 {
        Endgame::size(pits, max).div_ceil(2)
    }

    /// Whether a base is defined under `rules`: not where a store's
    /// majority ends the game.
    pub fn supports(rules: &Rules) -> bool {
        !rules.majority_ends && rules.name != RuleSet::Book
    }

    /// The widest board a base is built for: its build packs a side in
    /// one word.
    pub const MAX_PITS: usize = 7;

    /// A base with nothing worked out, holding `max` stones.
    fn empty(rules: &Rules, pits: usize, max: u8) -> Endgame {
        Endgame {
            codes: zeroed(Endgame::bytes(pits, max)),
            ..Endgame::layout(rules, pits, max)
        }
    }

    /// The counting tables of a base of `max` stones, without its codes.
    fn layout(rules: &Rules, pits: usize, max: u8) -> Endgame {
        let (terms, start) = tables(pits, max);
        Endgame {
            rules: *rules,
            pits,
            max,
            least: least_share(rules),
            terms,
            start,
            codes: Vec::new(),
        }
    }

    /// Builds the base for `pits` pits a side under `rules` on `threads`
    /// threads.
    pub fn build(
        rules: &Rules,
        pits: usize,
        max: u8,
        threads: usize,
        watch: &Watch,
    ) -> Result<Endgame, Cancelled> {
        Endgame::empty(rules, pits, 0).extend(max, threads, watch)
    }

    /// This base grown to `max` stones: the counts it holds are kept, the
    /// others built. The build works on a byte a position (see
    /// [`Filler`]) and packs the result into four bits.
    pub fn extend(self, max: u8, threads: usize, watch: &Watch) -> Result<Endgame, Cancelled> {
        self.grow(max, threads, watch, &mut |_| {}).map_err(|_| Cancelled)
    }

    /// [`Endgame::extend`], telling `finished` of each level (stone count)
    /// as it is finished; stopped through the watch, it returns the base
    /// of the levels finished by then.
    pub fn grow(
        self,
        max: u8,
        threads: usize,
        watch: &Watch,
        finished: &mut dyn FnMut(Finished),
    ) -> Result<Endgame, Unfinished> {
        if max <= self.max {
            return Ok(self);
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .build()
            .expect("threads for the database build");
        let db = Endgame::layout(&self.rules, self.pits, max);
        let blank = db.blank();
        let moves = Packed::for_rules(&db.rules, &blank).expect("Kalah's rules, at most 7 pits a side");
        let filler = Filler {
            db: &db,
            // Safety: zero is a valid `AtomicU8` (a position not worked out).
            shares: unsafe { zeroed_vec(Endgame::size(self.pits, max) as usize) },
            moves,
        };
        pool.install(|| filler.unpack(&self));
        let known = self.max;
        drop(self);
        for stones in known + 1..=max {
            if pool.install(|| filler.fill_count(stones, watch)).is_err() {
                let kept = pool.install(|| filler.packed(stones - 1));
                return Err(Unfinished { kept });
            }
            finished(Finished {
                stones,
                filler: &filler,
                pool: &pool,
            });
        }
        Ok(pool.install(|| filler.packed(max)))
    }

    /// The bytes a build of `max` stones takes at its peak: a byte a
    /// position while it works, and the packed result.
    pub fn build_bytes(pits: usize, max: u8) -> u64 {
        Endgame::size(pits, max) + Endgame::bytes(pits, max)
    }

    /// A base read from `from`, which holds its codes (as
    /// [`Endgame::codes`] gives them).
    pub fn read(
        rules: &Rules,
        pits: usize,
        max: u8,
        from: &mut impl std::io::Read,
    ) -> std::io::Result<Endgame> {
        let mut db = Endgame::empty(rules, pits, max);
        from.read_exact(&mut db.codes)?;
        Ok(db)
    }

    /// The base's codes, four bits a position, as saved.
    pub fn codes(&self) -> &[u8] {
        &self.codes
    }

    /// What `pos` will still bring the mover (its value minus its store
    /// difference), and whether that is exact or only a lower bound. `pos`
    /// has at most `max` stones in the pits and is not over.
    #[inline]
    pub fn value(&self, pos: &Position) -> (i32, bool) {
        self.value_at(self.index(pos), in_pits(pos))
    }

    /// [`Endgame::value`] of the position at `index` (see
    /// [`Endgame::index`]) with `left` stones in its pits.
    #[inline]
    pub fn value_at(&self, index: u64, left: u8) -> (i32, bool) {
        let code = self.code(index);
        // Code 0 (too large) reads as the least share it stands for.
        let share = i32::from(TOP - code + self.least);
        (2 * share - i32::from(left), code != UNKNOWN)
    }

    /// Starts loading the entry of the position at `index`.
    #[inline]
    pub fn fetch(&self, index: u64) {
        prefetch(&self.codes[(index / 2) as usize]);
    }

    #[inline]
    fn code(&self, i: u64) -> u8 {
        (self.codes[(i / 2) as usize] >> (4 * (i % 2))) & 0xF
    }

    /// An empty board of this base's size, South to move.
    fn blank(&self) -> Position {
        Position {
            cells: [0; CELLS],
            pits: self.pits as u8,
            total: 0,
            to_move: Side::South,
        }
    }

    /// The composition of `stones` stones whose index is `index` (see
    /// [`Endgame::index`]): the prefix sums from the last cell down, each
    /// the largest whose term still fits.
    fn unrank(&self, stones: u8, index: u64) -> [u8; CELLS] {
        let cells = 2 * self.pits;
        let n = usize::from(self.max) + 1;
        let mut c = [0u8; CELLS];
        let mut left = index - self.start[usize::from(stones)];
        // The stones in cells 0..=i + 1, from the last cell's (all).
        let mut above = usize::from(stones);
        for i in (0..cells - 1).rev() {
            let mut p = above;
            while self.terms[i * n + p] > left {
                p -= 1;
            }
            left -= self.terms[i * n + p];
            c[i + 1] = (above - p) as u8;
            above = p;
        }
        c[0] = above as u8;
        c
    }

    /// The index of a position (see the module's notes): the mover's pits
    /// first, then the other's.
    #[inline]
    pub(crate) fn index(&self, pos: &Position) -> u64 {
        let me = pos.to_move;
        self.index_of(pos.pit_word(me), pos.pit_word(me.other()))
    }

    /// [`Endgame::index`] of a board's pits, a byte each: the mover's
    /// word and the other's (stores left out). The prefix sums of a word's
    /// bytes are one multiplication; each cell's term is one lookup.
    #[inline]
    pub(crate) fn index_of(&self, mine: u64, theirs: u64) -> u64 {
        const ONES: u64 = 0x0101_0101_0101_0101;
        let pits = self.pits;
        let n = usize::from(self.max) + 1;
        let before = mine.wrapping_mul(ONES);
        let after = theirs
            .wrapping_mul(ONES)
            .wrapping_add(u64::from(byte(before, pits - 1)).wrapping_mul(ONES));
        let mut index = 0;
        for i in 0..pits {
            index += self.terms[i * n + usize::from(byte(before, i))];
            index += self.terms[(pits + i) * n + usize::from(byte(after, i))];
        }
        index
    }
}

/// A build at work: the mover's share of every position plus one, a byte
/// each (0: not worked out yet), so that no value is lost to four bits
/// while others depend on it.
struct Filler<'a> {
    db: &'a Endgame,
    shares: Vec<AtomicU8>,
    /// Kalah's moves on packed boards (a sowing is two adds).
    moves: Packed,
}

impl Filler<'_> {
    /// Takes the shares a smaller base knows exactly; those it only knows
    /// as "at least" are worked out again when asked for.
    fn unpack(&self, from: &Endgame) {
        let least = from.least;
        self.shares[..Endgame::size(from.pits, from.max) as usize]
            .par_iter()
            .enumerate()
            .for_each(|(i, s)| {
                let code = from.code(i as u64);
                if code != UNKNOWN {
                    s.store(TOP - code + least + 1, Relaxed);
                }
            });
    }

    /// The base of the positions with at most `stones` stones (the first
    /// levels of the shares), packed into four-bit codes.
    fn packed(&self, stones: u8) -> Endgame {
        let db = self.db;
        let shares = &self.shares[..Endgame::size(db.pits, stones) as usize];
        let code = |b: &AtomicU8| match b.load(Relaxed) {
            0 => UNKNOWN,
            b => TOP.saturating_sub((b - 1).saturating_sub(db.least)),
        };
        let mut codes = zeroed(Endgame::bytes(db.pits, stones));
        codes.par_iter_mut().enumerate().for_each(|(j, byte)| {
            let lo = code(&shares[2 * j]);
            let hi = shares.get(2 * j + 1).map_or(UNKNOWN, code);
            *byte = lo | hi << 4;
        });
        Endgame {
            codes,
            ..Endgame::layout(&db.rules, db.pits, stones)
        }
    }

    /// Fills every position with `stones` stones in the pits, in runs of
    /// [`CHUNK`] positions spread over the pool's threads.
    fn fill_count(&self, stones: u8, watch: &Watch) -> Result<(), Cancelled> {
        let s = usize::from(stones);
        let (first, end) = (self.db.start[s], self.db.start[s + 1]);
        let runs = (end - first).div_ceil(CHUNK);
        (0..runs).into_par_iter().try_for_each(|r| {
            if watch.cancel.load(Relaxed) {
                return Err(Cancelled);
            }
            let from = first + r * CHUNK;
            let to = (from + CHUNK).min(end);
            self.fill_run(stones, from, to);
            watch.done.fetch_add(to - from, Relaxed);
            Ok(())
        })
    }

    /// Fills the positions of index `from..to`, all with `stones` stones.
    /// Each position's children are worked out, and their entries asked
    /// for from memory, a few positions before they are read: the reads
    /// of several positions are then under way at once (the entries lie
    /// far apart, and a read from memory takes as long as working out
    /// hundreds of sowings).
    fn fill_run(&self, stones: u8, from: u64, to: u64) {
        /// Positions whose children's entries are on their way.
        const AHEAD: usize = 4;
        let db = self.db;
        let pits = db.pits;
        let cells = 2 * pits;
        let mut c = db.unrank(stones, from);
        let word = |pits: &[u8]| pits.iter().rev().fold(0u64, |w, &n| w << 8 | u64::from(n));
        let mut waiting: [(u64, Sides, Children); AHEAD] = std::array::from_fn(|_| Default::default());
        let mut queued = 0usize;
        let resolve = |slot: &(u64, Sides, Children)| {
            if self.shares[slot.0 as usize].load(Relaxed) == 0 {
                self.resolve(&slot.1, slot.0, &slot.2);
            }
        };
        for i in from..to {
            let b = Sides {
                mine: word(&c[..pits]),
                theirs: word(&c[pits..cells]),
            };
            let over = b.mine == 0 || b.theirs == 0;
            if !over && self.shares[i as usize].load(Relaxed) == 0 {
                let slot = queued % AHEAD;
                if queued >= AHEAD {
                    resolve(&waiting[slot]);
                }
                waiting[slot] = (i, b, self.children(&b));
                queued += 1;
            }
            next_composition(&mut c[..cells]);
        }
        for k in queued.saturating_sub(AHEAD)..queued {
            resolve(&waiting[k % AHEAD]);
        }
    }

    /// The children of `b` (stores empty, not over): each child's pits and
    /// where its entry is (`u64::MAX`: the game is over there), whether
    /// the mover moves again, and the stones the move puts in each store.
    /// Their entries are asked for from memory.
    fn children(&self, b: &Sides) -> Children {
        let (db, moves) = (self.db, &self.moves);
        let pits = db.pits;
        let mut children = Children::default();
        let mut legal = b.legal(pits);
        while legal != 0 {
            let pit = legal.trailing_zeros() as usize + 1;
            legal &= legal - 1;
            let sown = moves.sow_in(*b, pit, pits);
            let (got, lost) = (byte(sown.sides.mine, pits), byte(sown.sides.theirs, pits));
            let child = sown.next().pits_only(pits);
            let at = if child.over(pits) {
                u64::MAX
            } else {
                let at = db.index_of(child.mine, child.theirs);
                prefetch(&self.shares[at as usize]);
                at
            };
            children.items[children.len] = (child, at, sown.again, got, lost);
            children.len += 1;
        }
        children
    }

    /// The mover's share of the stones in the pits of `b` (at index `at`),
    /// worked out from its children and recorded; a child not worked out
    /// yet is worked out first.
    fn resolve(&self, b: &Sides, at: u64, children: &Children) -> u8 {
        let left = sum(b.mine) + sum(b.theirs);
        let mut best = 0;
        for &(child, at, again, got, lost) in &children.items[..children.len] {
            let rest = left - got - lost;
            let theirs = match at {
                u64::MAX => 0,
                _ => match self.shares[at as usize].load(Relaxed) {
                    0 => self.resolve(&child, at, &self.children(&child)),
                    known => known - 1,
                },
            };
            best = best.max(got + if again { theirs } else { rest - theirs });
        }
        self.shares[at as usize].store(best + 1, Relaxed);
        best
    }
}

/// A position's children while a build works them out (see
/// [`Filler::children`]).
#[derive(Clone, Copy, Default)]
struct Children {
    items: [(Sides, u64, bool, u8, u8); MAX_PITS],
    len: usize,
}

/// `n` zeroed bytes, taken fresh from the system (see `zeroed_vec`).
fn zeroed(n: u64) -> Vec<u8> {
    // Safety: zero is a valid `u8`.
    unsafe { zeroed_vec(n as usize) }
}

/// The counting tables of a base of `max` stones: each cell's terms, and
/// where each count's block starts (C(s + 2P − 1, 2P): the positions with
/// fewer stones).
fn tables(pits: usize, max: u8) -> (Vec<u64>, Vec<u64>) {
    let cells = 2 * pits;
    let n = usize::from(max) + 1;
    let mut terms = vec![0u64; cells * n];
    for i in 0..cells {
        for p in 0..n {
            terms[i * n + p] = binomial((p + i) as u64, (i + 1) as u64);
        }
    }
    let start = (0..=n)
        .map(|s| binomial((s + cells - 1) as u64, cells as u64))
        .collect();
    (terms, start)
}

/// The next composition (same sum, same length) in colexicographic order
/// of its prefix sums: the first cell i whose next cell holds a stone
/// takes one from it, and every stone before it; false after the last.
fn next_composition(c: &mut [u8]) -> bool {
    let Some(i) = (0..c.len() - 1).find(|&i| c[i + 1] > 0) else {
        return false;
    };
    let before: u8 = c[..=i].iter().sum();
    c[..i].fill(0);
    c[i] = before + 1;
    c[i + 1] -= 1;
    true
}

fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every index of a base is one position's, and the compositions of a
    /// level follow each other in index order.
    #[test]
    fn the_index_ranks_every_position_once_in_order() {
        for pits in [1, 2, 3, 6] {
            let max = if pits == 6 { 4 } else { 7 };
            let db = Endgame::layout(&RuleSet::Standard.rules(), pits, max);
            let word = |c: &[u8]| c.iter().rev().fold(0u64, |w, &n| w << 8 | u64::from(n));
            for stones in 0..=max {
                let (first, end) = (db.start[usize::from(stones)], db.start[usize::from(stones) + 1]);
                let mut c = db.unrank(stones, first);
                for index in first..end {
                    assert_eq!(c, db.unrank(stones, index), "{pits} pits, {stones} stones");
                    let cells = &c[..2 * pits];
                    assert_eq!(
                        cells.iter().map(|&x| u32::from(x)).sum::<u32>(),
                        u32::from(stones)
                    );
                    assert_eq!(db.index_of(word(&cells[..pits]), word(&cells[pits..])), index);
                    let more = next_composition(&mut c[..2 * pits]);
                    assert_eq!(more, index + 1 < end);
                }
            }
            assert_eq!(db.start[usize::from(max) + 1], Endgame::size(pits, max));
        }
    }
}
