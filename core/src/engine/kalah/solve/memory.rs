//! The memory helpers the table and the endgame database share: zeroed
//! allocations the operating system fills lazily, 2 MB pages, and
//! prefetching.

/// A vector of `n` zeroed values taken straight from the allocator: large
/// requests come as fresh pages that the operating system zeroes on first
/// touch, so a 512 MB table costs nothing until it is used (filling a
/// `Vec` element by element wrote every byte first: up to 3.5 s measured
/// on a 2 GB table).
///
/// # Safety
/// `T` must be valid when all its bytes are zero.
pub(super) unsafe fn zeroed_vec<T>(n: usize) -> Vec<T> {
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
/// written, when the pages are not there yet.
#[cfg(target_os = "linux")]
fn huge_pages(start: usize, len: usize) {
    const HUGE: usize = 2 << 20;
    const MADV_HUGEPAGE: i32 = 14;
    unsafe extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    let (from, to) = (start.next_multiple_of(HUGE), (start + len) / HUGE * HUGE);
    if from < to {
        // Safety: the range lies within an allocation of ours; the advice
        // changes how it is backed, not its contents. Failure (huge pages
        // switched off) only costs speed.
        unsafe { madvise(from as *mut std::ffi::c_void, to - from, MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn huge_pages(_: usize, _: usize) {}

/// Asks the processor to start loading `at`'s cache line: a later read
/// then finds it there (the table and the database are far larger than
/// the caches, so that read is most of the cost of a node).
#[inline]
pub(super) fn prefetch<T>(at: &T) {
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
