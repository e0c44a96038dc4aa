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
//!
//! The threads of a solve share one table, written and read without locks
//! (Hyatt's lockless hashing): an entry's first word is its key XOR its
//! second, the data, so an entry torn by two threads writing it at once
//! reads as another key and is not trusted. The data word also carries
//! eight bits of the key's hash, so that a torn entry could only pass for
//! a position of the same bucket whose hash matches in those bits too.

use crate::game::kalah::position::Position;
use crate::memory::{prefetch, zeroed_vec};
use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::{Acquire, Relaxed, Release};

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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    pub lower: i16,
    pub upper: i16,
    pub best: u8,
    /// The depth the bounds are valid to ([`EXACT`]: the end of the game):
    /// a search may use them if it looks no deeper.
    pub depth: u8,
    /// log2 of the nodes searched below: what is kept when two compete.
    work: u8,
}

impl Entry {
    /// The data word: the fields a byte or two each, low to high, and the
    /// low byte of the key's hash in the top byte.
    fn packed(&self, tag: u8) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.best) << 32
            | u64::from(self.depth) << 40
            | u64::from(self.work) << 48
            | u64::from(tag) << 56
    }

    fn unpacked(data: u64) -> Entry {
        Entry {
            lower: data as u16 as i16,
            upper: (data >> 16) as u16 as i16,
            best: (data >> 32) as u8,
            depth: (data >> 40) as u8,
            work: (data >> 48) as u8,
        }
    }
}

/// One entry as two words: the key XOR the data, and the data. All zero:
/// unused (no position has the key 0).
#[derive(Default)]
#[repr(C)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The entry's key and data, read without a lock: a key that is not
    /// the one written with the data (a torn entry) matches no probe.
    #[inline]
    fn read(&self) -> (u64, u64) {
        let check = self.check.load(Acquire);
        let data = self.data.load(Relaxed);
        (check ^ data, data)
    }

    /// Writes the data first: a thread that reads the new first word then
    /// reads this data.
    #[inline]
    fn write(&self, key: u64, data: u64) {
        self.data.store(data, Relaxed);
        self.check.store(key ^ data, Release);
    }
}

const WAYS: usize = 4;

/// Four entries, one cache line.
#[derive(Default)]
#[repr(C, align(64))]
struct Bucket([Slot; WAYS]);

pub struct Table {
    buckets: Vec<Bucket>,
    /// 64 − log2(buckets): the shift that leaves a hash's top bits.
    shift: u32,
    /// Entries in use when the table was made or read (a solve counts
    /// those it adds).
    pub stored: u64,
}

/// The bytes of one entry.
pub const ENTRY_BYTES: u64 = size_of::<Slot>() as u64;

// The byte views below rely on entries and buckets having no padding.
const _: () = assert!(size_of::<Slot>() == 16 && size_of::<Bucket>() == 64);

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
    pub fn entry(&self, key: u64) -> Option<Entry> {
        self.bucket(key)
            .0
            .iter()
            .map(Slot::read)
            .find(|&(k, _)| k == key)
            .map(|(_, data)| Entry::unpacked(data))
    }

    /// The entries in all.
    pub fn capacity(&self) -> u64 {
        (self.buckets.len() * WAYS) as u64
    }

    /// log2 of the entries.
    pub fn bits(&self) -> u32 {
        64 - self.shift + 2
    }

    /// The entries as bytes, as a resume file keeps them.
    ///
    /// # Safety
    /// No thread may write the table while the bytes are in use (the
    /// solve's other threads wait while it saves).
    pub unsafe fn as_bytes(&self) -> &[u8] {
        // Safety: a bucket is plain integers with no padding (4 × 16 bytes,
        // aligned to its 64), so every byte of the slice is initialised;
        // the caller keeps every writer away while it is read.
        unsafe { std::slice::from_raw_parts(self.buckets.as_ptr().cast(), size_of_val(&self.buckets[..])) }
    }

    /// The entries as bytes to fill from a resume file; [`Table::recount`]
    /// after.
    pub fn as_bytes_mut(&mut self) -> &mut [u8] {
        let len = size_of_val(&self.buckets[..]);
        // Safety: as in `as_bytes`, and `&mut self` keeps every other
        // reader and writer away; any bytes make a valid bucket (plain
        // integers), so writing any is sound.
        unsafe { std::slice::from_raw_parts_mut(self.buckets.as_mut_ptr().cast(), len) }
    }

    /// Counts the entries in use again (after [`Table::as_bytes_mut`]).
    pub fn recount(&mut self) {
        self.stored = self
            .buckets
            .iter()
            .flat_map(|b| b.0.iter())
            .filter(|s| s.read().0 != 0)
            .count() as u64;
    }

    /// Rewrites entries read from a file of the format before lockless
    /// entries (the key, then the data without its hash byte) as this
    /// table writes them.
    pub fn rewrite_plain_keys(&mut self) {
        for s in self.buckets.iter_mut().flat_map(|b| b.0.iter_mut()) {
            let key = *s.check.get_mut();
            if key != 0 {
                let data = *s.data.get_mut() & !(0xFF << 56) | (hash(key) & 0xFF) << 56;
                (*s.check.get_mut(), *s.data.get_mut()) = (key ^ data, data);
            }
        }
    }

    /// Records bounds valid to `depth`. Where the position is known as
    /// deep, keeps the tighter of old and new; deeper bounds replace
    /// shallower ones and are never replaced by them (the best move is
    /// kept unless `best` is 0). A new position replaces the entry of its
    /// bucket that cost least to find. Returns whether it took an unused
    /// entry. Two threads storing in one bucket at once may lose one of
    /// their stores, or keep a position twice: each entry is still a sound
    /// bound on its own position's value.
    pub fn store(&self, key: u64, (lower, upper): (i16, i16), best: u8, depth: u8, nodes: u64) -> bool {
        let work = (64 - nodes.leading_zeros()) as u8;
        let h = hash(key);
        let tag = h as u8;
        let bucket = &self.buckets[(h >> self.shift) as usize].0;
        let read = bucket.each_ref().map(Slot::read);
        if let Some(i) = read.iter().position(|&(k, _)| k == key) {
            let mut e = Entry::unpacked(read[i].1);
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
            bucket[i].write(key, e.packed(tag));
            return false;
        }
        let slot = (0..WAYS)
            .min_by_key(|&w| (read[w].0 != 0, Entry::unpacked(read[w].1).work))
            .unwrap_or(0);
        let e = Entry {
            lower,
            upper,
            best,
            depth,
            work,
        };
        bucket[slot].write(key, e.packed(tag));
        read[slot].0 == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table saved before entries were lockless (the key, then the data
    /// without its hash byte) reads as the same entries once rewritten.
    #[test]
    fn a_table_of_the_plain_format_reads_the_same() {
        let table = Table::new(8);
        let keys = [1u64, 77, 1 << 40, 12_345_678, (1 << 59) + 3];
        for (i, &k) in keys.iter().enumerate() {
            let i16 = i as i16;
            assert!(table.store(k, (-i16, i16 + 3), i as u8 + 1, 9 + i as u8, 100 << i));
        }
        // Safety: no other thread has the table.
        let mut plain = unsafe { table.as_bytes() }.to_vec();
        for e in plain.chunks_exact_mut(16) {
            let check = u64::from_le_bytes(e[..8].try_into().unwrap());
            let data = u64::from_le_bytes(e[8..].try_into().unwrap());
            e[..8].copy_from_slice(&(check ^ data).to_le_bytes());
            e[8..].copy_from_slice(&(data & !(0xFF << 56)).to_le_bytes());
        }
        let mut read = Table::new(8);
        read.as_bytes_mut().copy_from_slice(&plain);
        read.rewrite_plain_keys();
        read.recount();
        assert_eq!(read.stored, keys.len() as u64);
        for &k in &keys {
            assert!(read.entry(k).is_some());
            assert_eq!(read.entry(k), table.entry(k));
        }
        assert_eq!(read.entry(2), None);
    }

    /// An entry torn by two writes (the first word of one, the data of
    /// the other) is not found under either key.
    #[test]
    fn a_torn_entry_is_found_under_neither_key() {
        let e = |lower| Entry {
            lower,
            upper: 9,
            best: 2,
            depth: EXACT,
            work: 12,
        };
        let (a, b) = (0x1234_5678u64, 0x0765_4321u64);
        let slot = Slot::default();
        slot.write(a, e(-4).packed(hash(a) as u8));
        let first = slot.check.load(Relaxed);
        slot.write(b, e(3).packed(hash(b) as u8));
        slot.check.store(first, Relaxed);
        let (key, _) = slot.read();
        assert!(key != a && key != b);
    }
}
