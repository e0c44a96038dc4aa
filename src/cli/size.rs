//! Sizes of memory on the command line: `1GiB`, `512MiB`, `800MB`, `2G`,
//! or a number of bytes (read by `config::size`, which the configuration
//! file shares).

pub use crate::config::size::parse;

/// The memory a move tree may take: the flag, else the environment's
/// GAMETREE_MAX_TREE_MEMORY, else the default.
pub fn tree_budget(flag: Option<u64>) -> Result<u64, String> {
    if let Some(bytes) = flag {
        return Ok(bytes);
    }
    // The configuration file's comes before the environment's.
    if let Some(settings) = crate::config::choose::current() {
        return settings.max_tree_memory.clone();
    }
    match std::env::var("GAMETREE_MAX_TREE_MEMORY") {
        Ok(text) => parse(&text).map_err(|e| format!("GAMETREE_MAX_TREE_MEMORY: {e}")),
        Err(_) => Ok(crate::session::tree::DEFAULT_BUDGET),
    }
}
