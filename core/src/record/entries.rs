//! The events of a recording as it keeps them: a kind of run may pack an
//! event with its line into a cell of its own shape (a search's takes 16
//! bytes: a run of millions of events is stepped through in the memory
//! budget), with the rare values that do not fit kept aside.
//! Read back, an entry is the event and its line again.

use super::{Entry, Line};
use std::fmt::Debug;

/// How a kind of run keeps its entries.
pub trait Stored: Copy {
    /// An entry as it is kept.
    type Cell: Copy + PartialEq + Debug;
    /// Packs an entry; what does not fit in the cell goes to `aside`.
    fn pack(entry: Entry<Self>, aside: &mut Vec<u64>) -> Self::Cell;
    /// The event a cell holds (a cursor reads millions: no line made).
    fn event(cell: Self::Cell, aside: &[u64]) -> Self;
    /// The line a cell holds.
    fn line(cell: Self::Cell) -> Line;
    /// The entry a cell holds.
    #[inline]
    fn unpack(cell: Self::Cell, aside: &[u64]) -> Entry<Self> {
        Entry {
            line: Self::line(cell),
            event: Self::event(cell, aside),
        }
    }
}

/// The entries of a recording, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Entries<E: Stored> {
    cells: Vec<E::Cell>,
    aside: Vec<u64>,
}

impl<E: Stored> Default for Entries<E> {
    fn default() -> Self {
        Entries {
            cells: Vec::new(),
            aside: Vec::new(),
        }
    }
}

impl<E: Stored> Entries<E> {
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Entry `k` (counted from 0); it must exist.
    #[inline]
    pub fn at(&self, k: usize) -> Entry<E> {
        E::unpack(self.cells[k], &self.aside)
    }

    /// Event `k`; it must exist.
    #[inline(always)]
    pub fn event(&self, k: usize) -> E {
        E::event(self.cells[k], &self.aside)
    }

    /// The line of event `k`; it must exist.
    #[inline]
    pub fn line(&self, k: usize) -> Line {
        E::line(self.cells[k])
    }

    /// Entry `k`, if there is one.
    #[inline]
    pub fn get(&self, k: usize) -> Option<Entry<E>> {
        self.cells.get(k).map(|&c| E::unpack(c, &self.aside))
    }

    /// Every entry, in order.
    pub fn iter(&self) -> Iter<'_, E> {
        self.iter_from(0)
    }

    /// The entries from `k` on (none past the end).
    pub fn iter_from(&self, k: usize) -> Iter<'_, E> {
        Iter {
            cells: self.cells.get(k..).unwrap_or_default().iter(),
            aside: &self.aside,
        }
    }

    pub fn push(&mut self, entry: Entry<E>) {
        let cell = E::pack(entry, &mut self.aside);
        self.cells.push(cell);
    }

    pub fn shrink_to_fit(&mut self) {
        self.cells.shrink_to_fit();
        self.aside.shrink_to_fit();
    }

    /// The bytes the entries take, for measurements.
    pub fn bytes(&self) -> usize {
        self.cells.capacity() * std::mem::size_of::<E::Cell>() + self.aside.capacity() * 8
    }
}

/// The entries read back in order.
pub struct Iter<'a, E: Stored> {
    cells: std::slice::Iter<'a, E::Cell>,
    aside: &'a [u64],
}

impl<E: Stored> Iterator for Iter<'_, E> {
    type Item = Entry<E>;

    #[inline]
    fn next(&mut self) -> Option<Entry<E>> {
        self.cells.next().map(|&c| E::unpack(c, self.aside))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.cells.size_hint()
    }
}

impl<E: Stored> DoubleEndedIterator for Iter<'_, E> {
    fn next_back(&mut self) -> Option<Entry<E>> {
        self.cells.next_back().map(|&c| E::unpack(c, self.aside))
    }
}

impl<E: Stored> ExactSizeIterator for Iter<'_, E> {}

impl<'a, E: Stored> IntoIterator for &'a Entries<E> {
    type Item = Entry<E>;
    type IntoIter = Iter<'a, E>;

    fn into_iter(self) -> Iter<'a, E> {
        self.iter()
    }
}

/// A kind of run whose entries are kept as they are (small runs: max^n,
/// the proof).
macro_rules! stored_plain {
    ($event:ty) => {
        impl $crate::record::entries::Stored for $event {
            type Cell = $crate::record::Entry<$event>;
            fn pack(entry: Self::Cell, _: &mut Vec<u64>) -> Self::Cell {
                entry
            }
            fn event(cell: Self::Cell, _: &[u64]) -> Self {
                cell.event
            }
            fn line(cell: Self::Cell) -> $crate::record::Line {
                cell.line
            }
        }
    };
}
pub(crate) use stored_plain;
