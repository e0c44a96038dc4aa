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
//! stones in its pits (the mover's pits, then the opponent's): all
//! positions with fewer stones come first, then the rank of its
//! composition among those with as many stones.
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
use super::memory::{prefetch, zeroed_vec};
use crate::engine::kalah::packed::{Packed, Sides, byte, sum};
use crate::game::kalah::position::{CELLS, MAX_PITS, Position, Side};
use crate::game::kalah::rules::{Capture, RuleSet, Rules};
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
    /// `ways[k * (max + 1) + s]`: the ways to put `s` stones in `k` pits.
    ways: Vec<u64>,
    /// `start[s]`: the index of the first position with `s` stones.
    start: Vec<u64>,
    /// Two positions a byte, the lower index in the low half.
    codes: Vec<u8>,
}

/// A build was cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

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
        let (ways, start) = tables(pits, max);
        Endgame {
            rules: *rules,
            pits,
            max,
            least: least_share(rules),
            ways,
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
        if max <= self.max {
            return Ok(self);
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .build()
            .expect("threads for the database build");
        let mut db = Endgame::layout(&self.rules, self.pits, max);
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
            pool.install(|| filler.fill_count(stones, watch))?;
        }
        let mut codes = zeroed(Endgame::bytes(filler.db.pits, max));
        pool.install(|| filler.pack(&mut codes));
        drop(filler);
        db.codes = codes;
        Ok(db)
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

    /// The composition of `stones` stones of rank `rank` (see
    /// [`Endgame::index`]).
    fn unrank(&self, stones: u8, mut rank: u64) -> [u8; CELLS] {
        let cells = 2 * self.pits;
        let n = usize::from(self.max) + 1;
        let mut c = [0u8; CELLS];
        let mut s = usize::from(stones);
        for (i, cell) in c.iter_mut().enumerate().take(cells - 1) {
            let k = cells - i - 1;
            let below = |u: usize| self.ways[(k + 1) * n + s] - self.ways[(k + 1) * n + s - u];
            let mut u = 0;
            while u < s && below(u + 1) <= rank {
                u += 1;
            }
            rank -= below(u);
            *cell = u as u8;
            s -= u;
        }
        c[cells - 1] = s as u8;
        c
    }

    /// The index of a position: its stone count's block, then the rank of
    /// its pits (mover's first) among the compositions of that count, in
    /// lexicographic order.
    #[inline]
    pub(crate) fn index(&self, pos: &Position) -> u64 {
        let me = pos.to_move;
        self.index_of(pos.pit_word(me), pos.pit_word(me.other()))
    }

    /// [`Endgame::index`] of a board's pits, a byte each: the mover's
    /// word and the other's (stores left out).
    #[inline]
    pub(crate) fn index_of(&self, mine: u64, theirs: u64) -> u64 {
        let pits = self.pits;
        let n = usize::from(self.max) + 1;
        let mut s = usize::from(sum(mine) + sum(theirs));
        let mut rank = self.start[s];
        let cells = (0..pits)
            .map(|i| byte(mine, i))
            .chain((0..pits - 1).map(|i| byte(theirs, i)));
        for (i, c) in cells.enumerate() {
            let c = usize::from(c);
            // Compositions that put fewer stones here come first: those
            // of s − u stones in the k cells after this one, for u < c.
            let k = 2 * pits - i - 1;
            rank += self.ways[(k + 1) * n + s] - self.ways[(k + 1) * n + s - c];
            s -= c;
        }
        rank
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

    /// Packs the shares into the base's four-bit codes.
    fn pack(&self, codes: &mut [u8]) {
        let code = |b: &AtomicU8| match b.load(Relaxed) {
            0 => UNKNOWN,
            b => TOP.saturating_sub((b - 1).saturating_sub(self.db.least)),
        };
        codes.par_iter_mut().enumerate().for_each(|(j, byte)| {
            let lo = code(&self.shares[2 * j]);
            let hi = self.shares.get(2 * j + 1).map_or(UNKNOWN, code);
            *byte = lo | hi << 4;
        });
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
    fn fill_run(&self, stones: u8, from: u64, to: u64) {
        let db = self.db;
        let pits = db.pits;
        let cells = 2 * pits;
        let mut c = db.unrank(stones, from - db.start[usize::from(stones)]);
        let word = |pits: &[u8]| pits.iter().rev().fold(0u64, |w, &n| w << 8 | u64::from(n));
        for i in from..to {
            let b = Sides {
                mine: word(&c[..pits]),
                theirs: word(&c[pits..cells]),
            };
            let over = b.mine == 0 || b.theirs == 0;
            if !over && self.shares[i as usize].load(Relaxed) == 0 {
                self.share(&b);
            }
            next_composition(&mut c[..cells]);
        }
    }

    /// The mover's share of the stones in the pits of `b` (stores empty,
    /// not over), worked out from its children and recorded. The
    /// children's entries are all asked for from memory before any is
    /// read: they lie far apart.
    fn share(&self, b: &Sides) -> u8 {
        let (db, moves) = (self.db, &self.moves);
        let pits = db.pits;
        let mut children = [(*b, u64::MAX, false, 0u8, 0u8); MAX_PITS];
        let mut legal = b.legal(pits);
        let mut len = 0;
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
            children[len] = (child, at, sown.again, got, lost);
            len += 1;
        }
        let left = sum(b.mine) + sum(b.theirs);
        let mut best = 0;
        for &(child, at, again, got, lost) in &children[..len] {
            let rest = left - got - lost;
            let theirs = match at {
                u64::MAX => 0,
                _ => match self.shares[at as usize].load(Relaxed) {
                    0 => self.share(&child),
                    known => known - 1,
                },
            };
            best = best.max(got + if again { theirs } else { rest - theirs });
        }
        self.shares[db.index_of(b.mine, b.theirs) as usize].store(best + 1, Relaxed);
        best
    }
}

/// `n` zeroed bytes, taken fresh from the system (see `zeroed_vec`).
fn zeroed(n: u64) -> Vec<u8> {
    // Safety: zero is a valid `u8`.
    unsafe { zeroed_vec(n as usize) }
}

/// The counting tables of a base of `max` stones: the ways to put s
/// stones in k pits, and where each count's block starts.
fn tables(pits: usize, max: u8) -> (Vec<u64>, Vec<u64>) {
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
    (ways, start)
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
