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
    if !populate(
        v.spare_capacity_mut().as_mut_ptr() as usize,
        (ahead - v.len()) * size,
    ) {
        return v.capacity();
    }
    ahead
}

/// Asks Linux to back the whole pages of `len` bytes at `start` now;
/// whether it could.
#[cfg(target_os = "linux")]
fn populate(start: usize, len: usize) -> bool {
    const PAGE: usize = 4 << 10;
    const MADV_POPULATE_WRITE: i32 = 23;
    unsafe extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    let (from, to) = (start.next_multiple_of(PAGE), (start + len) / PAGE * PAGE);
    // Safety: the range lies within the spare capacity of a vector of
    // ours, not yet written; the advice backs it with zeroed pages, as
    // its first write would.
    from >= to || unsafe { madvise(from as *mut std::ffi::c_void, to - from, MADV_POPULATE_WRITE) } == 0
}

#[cfg(not(target_os = "linux"))]
fn populate(_: usize, _: usize) -> bool {
    false
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
