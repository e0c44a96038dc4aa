//! The live move tree built as the game screen builds it: for the 6×6 book
//! Kalah opening, alpha-beta, store difference, depth by depth, the estimate
//! made before building (from the counts one and two plies shallower) against
//! the events the tree has, the CPU time of the whole process to size it and
//! to build it (recording and tutor, on the game screen's own thread,
//! while this thread prints the progress line the screen shows), and the
//! memory the tutor takes an event (what `search::size::BYTES_PER_EVENT`
//! assumes):
//!
//!     cargo run --release --example move_tree -- [DEEPEST [SHALLOWEST]]
//!
//! Depths 8 to 12 unless said (`-- 12 12`: depth 12 alone).

#[path = "common/book_kalah.rs"]
mod book_kalah;
#[path = "common/measure.rs"]
mod measure;
use cpu_time::ProcessTime;
use gametree::game::kalah::{Kalah, Position};
use gametree::search::size::{Budget, DEFAULT_BUDGET};
use gametree::search::{Algorithm, Setup};
use gametree::session::OpenTree;
use gametree::tui::game_screen::build::{self, Built};
use measure::load_average;
use std::sync::atomic::Ordering::Relaxed;
use std::time::{Duration, Instant};

/// A figure of this process from /proc/self/status, in bytes (Linux):
/// `VmRSS` now, `VmHWM` at its peak.
fn memory(field: &str) -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb = status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok());
    kb.unwrap_or(0.0) * 1024.0
}

/// One depth: the tree sized and built, the progress line on stderr.
fn measure(game: &Kalah, pos: Position, depth: u32) {
    let setup = Setup {
        depth: Some(depth),
        ..Setup::new(Algorithm::AlphaBeta)
    };
    let tree = OpenTree {
        subject: book_kalah::subject(game, pos),
        setup,
        note: None,
    };
    let budget = Budget {
        bytes: DEFAULT_BUDGET,
    };
    let (before, wall, cpu) = (memory("VmRSS"), Instant::now(), ProcessTime::now());
    let building = build::start(tree, budget, None);
    let (mut sized, mut line) = (None, String::new());
    let built = loop {
        if let Some(b) = building.receive(false) {
            break b;
        }
        if sized.is_none()
            && building.watch.counting.load(Relaxed) == 0
            && building.watch.done.load(Relaxed) > 0
        {
            sized = Some(cpu.elapsed());
        }
        line = building.progress();
        eprint!("\r{line}\x1b[K");
        std::thread::sleep(Duration::from_millis(20));
    };
    let (cpu, wall) = (cpu.elapsed().as_secs_f64(), wall.elapsed().as_secs_f64());
    eprintln!();
    let Built::Tutor(tutor) = built else {
        println!("{depth:>5}  not built: the estimate or the recording is over the budget");
        return;
    };
    let (expected, events) = (
        building.watch.expected.load(Relaxed),
        building.watch.done.load(Relaxed),
    );
    let per_event = (memory("VmRSS") - before) / events as f64;
    let sizing = sized.map_or(0.0, |s| s.as_secs_f64());
    println!(
        "{depth:>5}  {expected:>9}  {events:>9}  {sizing:>8.2}  {:>8.2}  {wall:>6.2}  {per_event:>6.0}",
        cpu - sizing
    );
    println!("       last progress line: {line}");
    drop(tutor);
}

fn main() {
    let arg = |n: usize, default: u32| {
        std::env::args()
            .nth(n)
            .and_then(|d| d.parse().ok())
            .unwrap_or(default)
    };
    let (deepest, shallowest) = (arg(1, 12), arg(2, 8));
    let (game, pos) = book_kalah::opening();
    println!("load average {} (1, 5, 15 minutes)", load_average());
    println!("depth   estimate     events  sizing s  build s  wall s  bytes an event (CPU of the process)");
    for depth in shallowest..=deepest {
        measure(&game, pos, depth);
    }
    println!(
        "peak resident {:.0} MB; load average {}",
        memory("VmHWM") / 1e6,
        load_average()
    );
}
