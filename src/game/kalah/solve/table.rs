//! The transposition table of the solver: what is known of a position's
//! value, as bounds relative to its store difference.
//!
//! Where the end of the game does not depend on the stores (Kalah: it ends
//! when a side is empty), the value of a position is its store difference
//! plus what the pits will still bring, so positions that differ only in
//! their stores share one entry. Keys are exact (no hash collisions).

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
    fn hash(&self) -> u64 {
        const K: u64 = 0x9E37_79B9_7F4A_7C15;
        let h = self.mine.wrapping_mul(K) ^ self.theirs;
        let h = h.wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ u64::from(self.store);
        h.wrapping_mul(K)
    }
}

/// Bounds on a position's value minus its store difference, and the move
/// that did best.
#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    key: Key,
    pub lower: i16,
    pub upper: i16,
    pub best: u8,
    /// log2 of the nodes searched below: what is kept when two compete.
    work: u8,
    used: bool,
}

pub struct Table {
    entries: Vec<Entry>,
    /// 64 − bits: the shift that leaves a hash's top bits.
    shift: u32,
    pub stored: u64,
}

impl Table {
    /// A table of 2^bits entries (24 bytes each), in buckets of two.
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![Entry::default(); 1 << bits],
            shift: 64 - bits,
            stored: 0,
        }
    }

    /// The first entry of a key's bucket.
    fn bucket(&self, key: &Key) -> usize {
        (key.hash() >> self.shift) as usize & !1
    }

    pub fn probe(&self, key: &Key) -> Option<&Entry> {
        let i = self.bucket(key);
        self.entries[i..i + 2].iter().find(|e| e.used && e.key == *key)
    }

    /// Records new bounds, keeping the tighter of old and new where the
    /// position is already known (and its best move, unless `best` is 0);
    /// otherwise replaces the entry of the bucket that cost less to find.
    pub fn store(&mut self, key: Key, lower: i16, upper: i16, best: u8, nodes: u64) {
        let work = (64 - nodes.leading_zeros()) as u8;
        let i = self.bucket(&key);
        let bucket = &mut self.entries[i..i + 2];
        let slot = match bucket.iter().position(|e| e.used && e.key == key) {
            Some(j) => {
                let e = &mut bucket[j];
                e.lower = e.lower.max(lower);
                e.upper = e.upper.min(upper);
                if best != 0 {
                    e.best = best;
                }
                e.work = e.work.max(work);
                return;
            }
            None => {
                if bucket[0].work <= bucket[1].work {
                    0
                } else {
                    1
                }
            }
        };
        if !bucket[slot].used {
            self.stored += 1;
        }
        bucket[slot] = Entry {
            key,
            lower,
            upper,
            best,
            work,
            used: true,
        };
    }
}
