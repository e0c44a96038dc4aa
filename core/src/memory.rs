//! What the engine asks of the operating system's memory: zeroed
//! allocations it fills lazily and 2 MB pages (Kalah's table and endgame
//! database), a table's pages asked for ahead of its writing (a file's
//! tree), and prefetching.

/// A vector of `n` zeroed values taken straight from the allocator: large
/// requests come as fresh pages that the operating system zeroes on first
/// touch, so a 512 MB table costs nothing until it is used (filling a
/// `Vec` element by element wrote every byte first: up to 3.5 s measured
/// on a 2 GB table).
///
/// # Safety
/// `T` must be valid when all its bytes are zero.
pub(crate) unsafe fn zeroed_vec<T>(n: usize) -> Vec<T> {
    let layout = std::alloc::Layout::array::<T>(n).expect("a table that fits the address space");
    if layout.size() == 0 {
        return Vec::new();
    }
    // Safety: the layout is non-empty; a null result is handled; the
    // memory is zeroed, which the caller promises is a valid `T`; the
    // vector takes the allocation with the layout it was made with.
    unsafe {
        let p = std::alloc::alloc_zeroed(layout) as *mut T;
        if p.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        huge_pages(p as usize, layout.size());
        Vec::from_raw_parts(p, n, n)
    }
}

/// Asks Linux to back `len` bytes at `start` with 2 MB pages: every probe
/// goes to a random place, and with 4 kB pages most probes would also miss
/// the address translation cache. Called before the memory is first
/// written, when the pages are not there yet; failure (huge pages
/// switched off) only costs speed.
fn huge_pages(start: usize, len: usize) {
    #[cfg(target_os = "linux")]
    advise(start, len, 2 << 20, libc::MADV_HUGEPAGE);
    #[cfg(not(target_os = "linux"))]
    let _ = (start, len);
}

/// Asks Linux for the pages of `v`'s next `bytes` of spare capacity at
/// once, before they are written: one call for hundreds of pages costs
/// less than a fault at the first write of each (a file's tree of 2 M
/// nodes fills 160 MB; on a virtual machine a fault costs microseconds).
/// The number of elements the pages asked for so far hold; where Linux
/// cannot (before 5.14, or another system), all of the capacity, so
/// that it is not asked again.
pub(crate) fn write_ahead<T>(v: &mut Vec<T>, bytes: usize) -> usize {
    let size = std::mem::size_of::<T>().max(1);
    let ahead = (v.len() + bytes / size).min(v.capacity());
    let start = v.spare_capacity_mut().as_mut_ptr() as usize;
    #[cfg(target_os = "linux")]
    if advise(
        start,
        (ahead - v.len()) * size,
        4 << 10,
        libc::MADV_POPULATE_WRITE,
    ) {
        return ahead;
    }
    #[cfg(not(target_os = "linux"))]
    let _ = start;
    v.capacity()
}

/// Gives Linux `advice` on the whole `align`-sized pages of `len` bytes
/// at `start`; whether it took it (an empty range: yes).
#[cfg(target_os = "linux")]
fn advise(start: usize, len: usize, align: usize, advice: libc::c_int) -> bool {
    let (from, to) = (start.next_multiple_of(align), (start + len) / align * align);
    // Safety: the range lies within an allocation of ours not yet
    // written; the advice changes how it is backed (huge pages, or
    // zeroed pages now rather than at the first write), not what it
    // holds.
    from >= to || unsafe { libc::madvise(from as *mut libc::c_void, to - from, advice) } == 0
}

/// Asks the processor to start loading `at`'s cache line: a later read
/// then finds it there (the table and the database are far larger than
/// the caches, so that read is most of the cost of a node).
#[inline]
pub(crate) fn prefetch<T>(at: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // Safety: a prefetch is only a hint; it never faults or reads into
        // the program's state.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(at as *const T as *const i8) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
