//! Sizes of memory on the command line: `1GiB`, `512MiB`, `800MB`, `2G`,
//! or a number of bytes (read by `config::size`, which the configuration
//! file shares); and the memory this process can still take, which large
//! work is checked against before anything is allocated.

use crate::say;
use crate::search::size::DEFAULT_BUDGET;

pub use crate::config::size::parse;

/// The memory a move tree may take: the flag, else the one chosen (the
/// configuration file's, GAMETREE_MAX_TREE_MEMORY, the default). One
/// above the default must fit in the memory this process can take.
pub fn tree_budget(flag: Option<u64>, settings: &crate::config::Settings) -> Result<u64, String> {
    let chosen = match flag {
        Some(bytes) => bytes,
        None => settings.max_tree_memory.clone()?,
    };
    match reach() {
        Some(reach) if chosen > DEFAULT_BUDGET && chosen > reach.bytes => Err(say!(
            "memory-tree-budget",
            budget = human(chosen),
            within = reach.in_words()
        )),
        _ => Ok(chosen),
    }
}

/// How much more memory this process can take, and what bounds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    pub bytes: u64,
    pub bound: Bound,
}

/// What bounds the memory a process can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The machine's memory free now.
    Free,
    /// The process's address space (RLIMIT_AS, `ulimit -v`).
    AddressSpace,
    /// The process's data (RLIMIT_DATA, `ulimit -d`).
    Data,
}

impl Reach {
    /// "only 2.0 GiB of memory is free", "this process may take only 1.5
    /// GiB more (ulimit -v)".
    pub fn in_words(self) -> String {
        let bound = match self.bound {
            Bound::Free => "free",
            Bound::AddressSpace => "address-space",
            Bound::Data => "data",
        };
        say!("memory-within", bytes = human(self.bytes), bound = bound)
    }
}

/// Refuses `what` (words) needing `bytes` where this process cannot take
/// them.
pub fn check(what: &str, bytes: u64) -> Result<(), String> {
    match reach() {
        Some(reach) if bytes > reach.bytes => Err(say!(
            "memory-refused",
            what = what,
            needs = human(bytes),
            within = reach.in_words()
        )),
        _ => Ok(()),
    }
}

/// A byte count for people: 64.00 GiB.
pub fn human(bytes: u64) -> String {
    indicatif::BinaryBytes(bytes).to_string()
}

/// The least of the memory free and what the process's limits leave it
/// (`None` if none is known).
pub fn reach() -> Option<Reach> {
    let free = free_memory().map(|bytes| Reach {
        bytes,
        bound: Bound::Free,
    });
    [free, limit_left(Bound::AddressSpace), limit_left(Bound::Data)]
        .into_iter()
        .flatten()
        .min_by_key(|r| r.bytes)
}

/// The memory the machine can give now, in bytes.
fn free_memory() -> Option<u64> {
    let mut sys = sysinfo::System::new().ok()?;
    sys.refresh_memory();
    Some(sys.available_memory()).filter(|&m| m > 0)
}

/// What a limit of the process leaves it, past what it has taken: the
/// address space against its size, the data against its data and stack
/// (as Linux counts RLIMIT_DATA's private writable memory).
#[cfg(unix)]
fn limit_left(bound: Bound) -> Option<Reach> {
    let resource = match bound {
        Bound::AddressSpace => libc::RLIMIT_AS,
        Bound::Data => libc::RLIMIT_DATA,
        Bound::Free => return None,
    };
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // Safety: getrlimit only writes the struct it is given.
    if unsafe { libc::getrlimit(resource, &mut limit) } != 0 || limit.rlim_cur == libc::RLIM_INFINITY {
        return None;
    }
    let (size, data) = taken().unwrap_or((0, 0));
    let used = if bound == Bound::AddressSpace { size } else { data };
    // rlim_t is u64 on Linux, narrower on some systems.
    #[allow(clippy::useless_conversion)]
    let limit = u64::try_from(limit.rlim_cur).ok()?;
    Some(Reach {
        bytes: limit.saturating_sub(used),
        bound,
    })
}

#[cfg(not(unix))]
fn limit_left(_: Bound) -> Option<Reach> {
    None
}

/// The process's address space and data now, in bytes (Linux's
/// /proc/self/statm: pages of the whole, then of data and stack).
#[cfg(unix)]
fn taken() -> Option<(u64, u64)> {
    const MOST: u64 = 4096;
    let statm = crate::text_file::read(std::path::Path::new("/proc/self/statm"), MOST).ok()?;
    let pages: Vec<u64> = statm.split_whitespace().filter_map(|f| f.parse().ok()).collect();
    // Safety: sysconf reads a constant of the system.
    let page = u64::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).ok()?;
    Some((pages.first()? * page, pages.get(5)? * page))
}
