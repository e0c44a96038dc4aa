//! The transposition table of the solver: what is known of a position's
//! value, as bounds relative to its store difference.
//!
//! Where the end of the game does not depend on the stores (Kalah: it ends
//! when a side is empty), the value of a position is its store difference
//! plus what the pits will still bring, so positions that differ only in
//! their stores share one entry.
//!
//! An entry is 16 bytes: the position's exact key (its pits packed in one
//! word, so there are no collisions) and the bounds. Four entries make a
//! 64-byte bucket, one cache line: a probe costs one memory access, which
//! the search starts early with [`Table::prefetch`].

use super::memory::{prefetch, zeroed_vec};
use crate::game::kalah::position::Position;

/// How positions are packed into a one-word key: every pit in `bits`
/// bits, the mover's pits first, then (where stores matter) the mover's
/// store. A position with a pit too full for its field has no key and is
/// not stored (the classic solver does the same past 31 stones a pit).
#[derive(Clone, Copy, Debug)]
pub struct Keys {
    bits: u32,
    pits: usize,
    /// Whether stores decide when the game ends (then the mover's store is
    /// part of the key).
    with_store: bool,
}

impl Keys {
    /// The packing for boards of `pits` pits a side: 5 bits a pit up to 6
    /// pits, 4 bits on 7 and 8.
    pub fn new(pits: usize, with_store: bool) -> Keys {
        Keys {
            bits: (64 / (2 * pits as u32)).min(5),
            pits,
            with_store,
        }
    }

    /// The key of `pos` (never 0: a position with no stone in the pits is
    /// over and never stored), or `None` if it does not fit.
    #[inline]
    pub fn of(&self, pos: &Position) -> Option<u64> {
        let me = pos.to_move;
        self.of_words(pos.pit_word(me), pos.pit_word(me.other()), pos.store(me))
    }

    /// [`Keys::of`] a position given by the mover's pits and the other's,
    /// a byte each, and the mover's store.
    #[inline]
    pub fn of_words(&self, mine: u64, theirs: u64, store: u8) -> Option<u64> {
        // Every pit below 2^bits: no byte has a bit set above them.
        let high = 0x0101_0101_0101_0101u64 * (0xFFu64 << self.bits & 0xFF);
        if (mine | theirs) & high != 0 {
            return None;
        }
        let side_bits = self.bits * self.pits as u32;
        let mut key = self.squeeze(mine) | self.squeeze(theirs) << side_bits;
        if self.with_store {
            let used = 2 * side_bits;
            let store = u64::from(store);
            if used >= 64 || store >= 1u64 << (64 - used) {
                return None;
            }
            key |= store << used;
        }
        Some(key)
    }

    /// A side's pits, a byte each, squeezed to `bits` bits each: pairs of
    /// bytes, then of pairs, then of fours are joined (three steps rather
    /// than a step a pit).
    #[inline]
    fn squeeze(&self, word: u64) -> u64 {
        let b = self.bits;
        let x = (word & 0x00FF_00FF_00FF_00FF) | (word & 0xFF00_FF00_FF00_FF00) >> (8 - b);
        let x = (x & 0x0000_FFFF_0000_FFFF) | (x & 0xFFFF_0000_FFFF_0000) >> (16 - 2 * b);
        (x & 0x0000_0000_FFFF_FFFF) | (x & 0xFFFF_FFFF_0000_0000) >> (32 - 4 * b)
    }
}

/// Multiplicative hashing; the table takes the high bits, which every key
/// bit reaches.
#[inline]
fn hash(key: u64) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let h = key.wrapping_mul(K);
    (h ^ (h >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

/// The depth to which bounds are valid when they come from the end of the
/// game, the endgame database, the stones left, or exact entries: any.
pub const EXACT: u8 = u8::MAX;

/// Bounds on a position's value minus its store difference, the depth to
/// which they hold and the move that did best.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
pub struct Entry {
    key: u64,
    pub lower: i16,
    pub upper: i16,
    pub best: u8,
    /// The depth the bounds are valid to ([`EXACT`]: the end of the game):
    /// a search may use them if it looks no deeper.
    pub depth: u8,
    /// log2 of the nodes searched below: what is kept when two compete.
    work: u8,
    _spare: u8,
}

const WAYS: usize = 4;

/// Four entries, one cache line.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([Entry; WAYS]);

pub struct Table {
    buckets: Vec<Bucket>,
    /// 64 − log2(buckets): the shift that leaves a hash's top bits.
    shift: u32,
    /// Entries in use.
    pub stored: u64,
}

/// The bytes of one entry.
pub const ENTRY_BYTES: u64 = size_of::<Entry>() as u64;

// The byte views below rely on entries and buckets having no padding.
const _: () = assert!(size_of::<Entry>() == 16 && size_of::<Bucket>() == 64);

impl Table {
    /// A table of 2^bits entries (16 bytes each), in buckets of four.
    pub fn new(bits: u32) -> Table {
        let bits = bits.max(2);
        let n = 1usize << (bits - 2);
        Table {
            // Safety: an all-zero bucket is four unused entries (key 0).
            buckets: unsafe { zeroed_vec(n) },
            shift: 64 - (bits - 2),
            stored: 0,
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        &self.buckets[(hash(key) >> self.shift) as usize]
    }

    /// Asks the processor to start loading a key's bucket.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        prefetch(self.bucket(key));
    }

    /// The entry of `key`, however deep.
    #[inline]
    pub fn entry(&self, key: u64) -> Option<&Entry> {
        self.bucket(key).0.iter().find(|e| e.key == key)
    }

    /// log2 of the entries.
    pub fn bits(&self) -> u32 {
        64 - self.shift + 2
    }

    /// The entries as bytes, as a resume file keeps them.
    pub fn as_bytes(&self) -> &[u8] {
        // Safety: a bucket is plain integers with no padding (4 × 16 bytes,
        // aligned to its 64), so every byte of the slice is initialised.
        unsafe { std::slice::from_raw_parts(self.buckets.as_ptr().cast(), size_of_val(&self.buckets[..])) }
    }

    /// The entries as bytes to fill from a resume file; [`Table::recount`]
    /// after.
    pub fn as_bytes_mut(&mut self) -> &mut [u8] {
        let len = size_of_val(&self.buckets[..]);
        // Safety: as in `as_bytes`; any bytes make a valid bucket (plain
        // integers), so writing any is sound.
        unsafe { std::slice::from_raw_parts_mut(self.buckets.as_mut_ptr().cast(), len) }
    }

    /// Counts the entries in use again (after [`Table::as_bytes_mut`]).
    pub fn recount(&mut self) {
        self.stored = self
            .buckets
            .iter()
            .flat_map(|b| b.0.iter())
            .filter(|e| e.key != 0)
            .count() as u64;
    }

    /// Records bounds valid to `depth`. Where the position is known as
    /// deep, keeps the tighter of old and new; deeper bounds replace
    /// shallower ones and are never replaced by them (the best move is
    /// kept unless `best` is 0). A new position replaces the entry of its
    /// bucket that cost least to find.
    pub fn store(&mut self, key: u64, (lower, upper): (i16, i16), best: u8, depth: u8, nodes: u64) {
        let work = (64 - nodes.leading_zeros()) as u8;
        let i = (hash(key) >> self.shift) as usize;
        let bucket = &mut self.buckets[i].0;
        if let Some(e) = bucket.iter_mut().find(|e| e.key == key) {
            let (lo, hi) = (e.lower.max(lower), e.upper.min(upper));
            if depth == e.depth && lo <= hi {
                (e.lower, e.upper) = (lo, hi);
            } else if depth >= e.depth {
                (e.lower, e.upper, e.depth) = (lower, upper, depth);
            }
            if best != 0 {
                e.best = best;
            }
            e.work = e.work.max(work);
            return;
        }
        let slot = (0..WAYS)
            .min_by_key(|&w| (bucket[w].key != 0, bucket[w].work))
            .unwrap_or(0);
        if bucket[slot].key == 0 {
            self.stored += 1;
        }
        bucket[slot] = Entry {
            key,
            lower,
            upper,
            best,
            depth,
            work,
            _spare: 0,
        };
    }
}
