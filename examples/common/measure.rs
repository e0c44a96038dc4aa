//! What every measuring example reports beside its figures: the CPU time
//! of a run, best of three, and the machine's load average.
// Each example takes what it reports.
#![allow(dead_code)]

use cpu_time::ProcessTime;

/// The least CPU time of the process over three runs of `f` (told which
/// run it is, from 0), in milliseconds.
pub fn best_of_three(mut f: impl FnMut(usize)) -> f64 {
    (0..3)
        .map(|i| {
            let start = ProcessTime::now();
            f(i);
            start.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min)
}

/// The load average over 1, 5 and 15 minutes ("?" where the system does
/// not say).
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}
