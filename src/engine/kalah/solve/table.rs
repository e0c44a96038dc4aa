//! The transposition table of the solver: what is known of a position's
//! value, as bounds relative to its store difference.
//!
//! Where the end of the game does not depend on the stores (Kalah: it ends
//! when a side is empty), the value of a position is its store difference
//! plus what the pits will still bring, so positions that differ only in
//! their stores share one entry. Keys are exact (no hash collisions).
//!
//! Entries are 32 bytes and a bucket is two of them in one 64-byte cache
//! line: a probe costs one memory access, which the search starts early
//! with [`Table::prefetch`] (the table is far larger than the caches, so
//! that access is most of the cost of a node).

use crate::game::kalah::position::Position;

/// A position as the table knows it: the mover's pits, the opponent's
/// pits, and (where stores matter) the mover's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Key {
    mine: u64,
    theirs: u64,
    store: u8,
}

impl Key {
    #[inline]
    pub fn of(pos: &Position, with_store: bool) -> Key {
        let me = pos.to_move;
        Key {
            mine: pos.pit_word(me),
            theirs: pos.pit_word(me.other()),
            store: if with_store { pos.store(me) } else { 0 },
        }
    }

    /// Multiplicative hashing; the table takes the high bits, which every
    /// input bit reaches.
    #[inline]
    fn hash(&self) -> u64 {
        const K: u64 = 0x9E37_79B9_7F4A_7C15;
        let h = self.mine.wrapping_mul(K) ^ self.theirs;
        let h = h.wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ u64::from(self.store);
        h.wrapping_mul(K)
    }
}

/// The depth of bounds found by a search to the end of the game: exact.
pub const EXACT: u8 = u8::MAX;

/// Bounds on a position's value minus its store difference, and the move
/// that did best.
#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    key: Key,
    pub lower: i16,
    pub upper: i16,
    pub best: u8,
    /// The depth the bounds were searched to ([`EXACT`]: to the end); a
    /// search may use bounds at least as deep as it looks.
    pub depth: u8,
    /// log2 of the nodes searched below: what is kept when two compete.
    work: u8,
    used: bool,
}

/// Two entries, one cache line.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; 2]);

pub struct Table {
    buckets: Vec<Bucket>,
    /// 64 − log2(buckets): the shift that leaves a hash's top bits.
    shift: u32,
    pub stored: u64,
}

impl Table {
    /// A table of 2^bits entries (32 bytes each), in buckets of two.
    pub fn new(bits: u32) -> Table {
        let bits = bits.max(2);
        let n = 1 << (bits - 1);
        let mut buckets = Vec::with_capacity(n);
        huge_pages(&buckets);
        buckets.resize(n, Bucket::default());
        Table {
            buckets,
            shift: 64 - (bits - 1),
            stored: 0,
        }
    }

    #[inline]
    fn bucket(&self, key: &Key) -> usize {
        (key.hash() >> self.shift) as usize
    }

    /// Asks the processor to start loading a key's bucket: a later probe
    /// or store of that key then finds it in the cache.
    #[inline]
    pub fn prefetch(&self, key: &Key) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let p = &self.buckets[self.bucket(key)] as *const Bucket as *const i8;
            // Safety: a prefetch is only a hint; it never faults or reads
            // into the program's state, and `p` points into the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(p) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry of `key` if its bounds are at least `depth` deep.
    #[inline]
    pub fn probe(&self, key: &Key, depth: u8) -> Option<&Entry> {
        self.buckets[self.bucket(key)]
            .0
            .iter()
            .find(|e| e.used && e.key == *key && e.depth >= depth)
    }

    /// The best move known for `key`, at any depth (0: none).
    pub fn best_move(&self, key: &Key) -> u8 {
        self.buckets[self.bucket(key)]
            .0
            .iter()
            .find(|e| e.used && e.key == *key)
            .map_or(0, |e| e.best)
    }

    /// Records bounds searched to `depth`. Where the position is already
    /// known at that depth, keeps the tighter of old and new; deeper
    /// bounds replace shallower ones and are never replaced by them (the
    /// best move is kept unless `best` is 0). A new position replaces the
    /// entry of its bucket that cost less to find.
    pub fn store(&mut self, key: Key, lower: i16, upper: i16, best: u8, depth: u8, nodes: u64) {
        let work = (64 - nodes.leading_zeros()) as u8;
        let i = self.bucket(&key);
        let bucket = &mut self.buckets[i].0;
        if let Some(e) = bucket.iter_mut().find(|e| e.used && e.key == key) {
            if depth == e.depth {
                e.lower = e.lower.max(lower);
                e.upper = e.upper.min(upper);
            } else if depth > e.depth {
                (e.lower, e.upper, e.depth) = (lower, upper, depth);
            }
            if best != 0 {
                e.best = best;
            }
            e.work = e.work.max(work);
            return;
        }
        let slot = usize::from(bucket[0].work > bucket[1].work);
        if !bucket[slot].used {
            self.stored += 1;
        }
        bucket[slot] = Entry {
            key,
            lower,
            upper,
            best,
            depth,
            work,
            used: true,
        };
    }
}

/// Asks Linux to back a table's memory (the capacity reserved in `reserved`) with 2 MB pages: every probe goes
/// to a random place, and with 4 kB pages most probes would also miss the
/// address translation cache. Called before the memory is first written,
/// when the pages are not there yet.
#[cfg(target_os = "linux")]
pub(super) fn huge_pages<T>(reserved: &Vec<T>) {
    const HUGE: usize = 2 << 20;
    const MADV_HUGEPAGE: i32 = 14;
    unsafe extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    let start = reserved.as_ptr() as usize;
    let end = start + reserved.capacity() * size_of::<T>();
    let (from, to) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
    if from < to {
        // Safety: the range lies within the vector's allocation, which is
        // ours; the advice changes how it is backed, not its contents.
        // Failure (say, huge pages switched off) only costs speed.
        unsafe { madvise(from as *mut std::ffi::c_void, to - from, MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
pub(super) fn huge_pages<T>(_: &Vec<T>) {}
