//! The system allocator, counting the bytes in use, for the examples that
//! report the memory a recording takes. Including this module makes it
//! the program's allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
/// The most in use since `reset_peak`.
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(now, Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    /// The system's own (a big table grows in place, not copied), so that
    /// counting costs the program nothing it would not do anyway.
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        IN_USE.fetch_sub(layout.size(), Relaxed);
        let now = IN_USE.fetch_add(new_size, Relaxed) + new_size;
        PEAK.fetch_max(now, Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The bytes allocated and not yet freed.
pub fn in_use() -> usize {
    IN_USE.load(Relaxed)
}

/// The most bytes in use at once since the last `reset_peak`.
#[allow(dead_code)]
pub fn peak() -> usize {
    PEAK.load(Relaxed)
}

/// Starts counting the peak afresh from the bytes in use now.
#[allow(dead_code)]
pub fn reset_peak() {
    PEAK.store(in_use(), Relaxed);
}
