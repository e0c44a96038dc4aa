//! The endgame database's build, level by level (each stone count): the
//! positions of each level, its wall-clock and CPU time, the rate. What
//! the waiting screen's estimate models (`cli/kalah/pace.rs`).
//!
//!     cargo run --release -p gametree-core --example db_levels -- empty-capture 6 20 [THREADS]

use gametree_core::engine::kalah::solve::{Endgame, Watch};
use gametree_core::game::kalah::Rules;
use std::time::Instant;

/// The CPU time of the whole process so far (every thread), in seconds.
fn cpu() -> f64 {
    // Safety: getrusage writes only the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    let t = |v: libc::timeval| v.tv_sec as f64 + v.tv_usec as f64 / 1e6;
    t(usage.ru_utime) + t(usage.ru_stime)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rules: Rules = args
        .first()
        .map_or("empty-capture", |s| s)
        .parse()
        .expect("rules");
    let n = |i: usize, default: u32| args.get(i).map_or(default, |s| s.parse().expect("a number"));
    let (pits, stones, threads) = (n(1, 6) as usize, n(2, 16) as u8, n(3, 2) as usize);
    let empty = Endgame::build(&rules, pits, 0, 1, &Watch::new()).unwrap();
    let (start, cpu0) = (Instant::now(), cpu());
    let mut last = (Instant::now(), cpu());
    println!("level  positions   wall s    CPU s   M positions/s (CPU)");
    empty
        .grow(stones, threads, &Watch::new(), &mut |level| {
            let s = level.stones;
            let positions = Endgame::size(pits, s) - Endgame::size(pits, s - 1);
            let (wall, used) = (last.0.elapsed().as_secs_f64(), cpu() - last.1);
            println!(
                "{s:>5} {positions:>10} {wall:>8.3} {used:>8.3} {:>8.2}",
                positions as f64 / used.max(1e-9) / 1e6
            );
            last = (Instant::now(), cpu());
        })
        .map_err(|_| ())
        .unwrap();
    println!(
        "all: {} positions, {:.2} s wall, {:.2} s CPU",
        Endgame::size(pits, stones),
        start.elapsed().as_secs_f64(),
        cpu() - cpu0
    );
}
