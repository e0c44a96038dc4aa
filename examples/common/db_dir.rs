//! The endgame databases' folder an example reads: `--db-dir DIR`, else
//! the cache folder.

use gametree::engine::kalah::solve::file::Cache;

pub fn cache(args: &[String]) -> Cache {
    let dir = args
        .iter()
        .position(|a| a == "--db-dir")
        .map(|i| args[i + 1].clone().into())
        .or_else(Cache::default_dir)
        .expect("a cache folder");
    Cache { dir }
}
