//! How deep the program recurses. The searches, the proof and the
//! scenario loaders recurse once a level of the tree, so a tree from a
//! file is refused past [`MAX_DEPTH`] levels, and every thread that
//! searches (the command's own, the comparison's, the computer's) is
//! given the same stack, [`STACK`], which holds that many levels with
//! room to spare even in a debug build.

/// The deepest tree taken from a file: levels below the root.
pub const MAX_DEPTH: u32 = 1000;

/// The stack of every thread that searches: 64 MiB of address space,
/// of which only the pages used are taken.
pub const STACK: usize = 64 << 20;

/// Runs `work` on a thread of its own named `name`, with the stack every
/// search gets.
pub fn spawn<T, F>(name: &str, work: F) -> std::io::Result<std::thread::JoinHandle<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    std::thread::Builder::new()
        .name(name.into())
        .stack_size(STACK)
        .spawn(work)
}
