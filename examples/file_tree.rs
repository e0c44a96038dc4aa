//! A scenario file's tree against the synthetic tree of the same shape:
//!
//!     cargo run --release --example file_tree -- [BRANCHING] [DEPTH]
//!
//! writes a uniform tree (6 children a node, 8 levels by default: 1.68 M
//! leaves, 8.88 M minimax steps) as a scenario file's text, reads it as
//! `gametree open FILE` does and opens the tutor on it under minimax; then
//! opens the tutor on the synthetic game of the same shape (searched
//! live, no tree written out: `examples/big_trace.rs`). Prints, for each
//! step, the CPU time (this thread's and the process's: the tutor counts
//! its comparison on another) and the most memory in use at once (by
//! the allocator), and the file's cost against the synthetic one's; the
//! whole is done three times and the least CPU time of each step kept.
//! The load average is printed at the start and the end: the machine is
//! shared. The tutor is opened once on a small tree first, so that
//! neither side pays for what the first opening sets up (the messages).

#[path = "common/counting.rs"]
mod counting;
#[path = "../tests/common/uniform.rs"]
mod uniform;

use cpu_time::{ProcessTime, ThreadTime};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::subject::{Live, Subject};
use gametree::tui::Theme;
use gametree::tui::app::{self, App};
use std::fmt::Write as _;
use uniform::Uniform;

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// The file's text: `branching` children a node for `depth` levels, the
/// leaves worth -10 to 10 from a fixed sequence, no names (as a lecturer
/// writes a big tree; the reader names the nodes).
fn text(branching: u32, depth: u32) -> String {
    fn node(out: &mut String, branching: u32, level: u32, index: u64) {
        if level == 0 {
            let h = (index + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33;
            let _ = write!(out, "{}", (h % 21) as i64 - 10);
            return;
        }
        out.push_str("(children: [");
        for i in 0..u64::from(branching) {
            if i > 0 {
                out.push_str(", ");
            }
            node(out, branching, level - 1, index * u64::from(branching) + i);
        }
        out.push_str("])");
    }
    let mut out = String::from("Scenario(title: \"big\", tree: ");
    node(&mut out, branching, depth, 0);
    out.push(')');
    out
}

/// What one step cost: CPU of this thread and of the process, in ms, the
/// most bytes in use at once during it beyond those before it, and those
/// it left in use.
#[derive(Clone, Copy)]
struct Cost {
    thread: f64,
    process: f64,
    peak: usize,
    kept: usize,
}

fn measured<T>(what: &str, f: impl FnOnce() -> T) -> (T, Cost) {
    counting::reset_peak();
    let before = counting::in_use();
    let (thread, process) = (ThreadTime::now(), ProcessTime::now());
    let out = f();
    let cost = Cost {
        thread: thread.elapsed().as_secs_f64() * 1e3,
        process: process.elapsed().as_secs_f64() * 1e3,
        peak: counting::peak().saturating_sub(before),
        kept: counting::in_use().saturating_sub(before),
    };
    println!(
        "{what:<46} {:>9.0} ms CPU ({:>6.0} ms all threads), at most {:>7.1} MB more in use",
        cost.thread,
        cost.process,
        cost.peak as f64 / 1e6
    );
    (out, cost)
}

/// The tutor on `subject` under minimax, with its first frame.
fn open(subject: Box<dyn Subject>) -> App {
    let mut app = App::tutor(subject, Setup::new(Algorithm::Minimax), Theme::COLOR).expect("it opens");
    drop(app::frame(&mut app, 100, 30));
    app
}

/// The synthetic tree of this shape, as a live game.
fn synthetic(branching: u32, depth: u32) -> Box<dyn Subject> {
    Box::new(Live {
        name: format!("uniform-{branching}-{depth}"),
        title: "the synthetic tree".into(),
        game: Uniform { branching, depth },
        root: (0, 0),
        draw: None,
        note: String::new(),
    })
}

/// One round: the file read and opened, then the synthetic tree opened;
/// the file's cost (the tree read stays in use while the tutor opens on
/// it) and the synthetic one's.
fn round(branching: u32, depth: u32) -> (Cost, Cost) {
    let text = text(branching, depth);
    let (scenario, read) = measured("read the file (as `gametree open FILE`)", || {
        Scenario::parse("big", "big.ron", &text).expect("a valid tree")
    });
    drop(text);
    let (app, opened) = measured("open the tutor on it (minimax) and draw", || {
        open(Box::new(scenario))
    });
    drop(app);
    let (app, synthetic) = measured("open the tutor on the synthetic tree and draw", || {
        open(self::synthetic(branching, depth))
    });
    drop(app);
    let file = Cost {
        thread: read.thread + opened.thread,
        process: read.process + opened.process,
        peak: read.peak.max(read.kept + opened.peak),
        kept: 0,
    };
    (file, synthetic)
}

fn main() {
    let args: Vec<u32> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (branching, depth) = (
        args.first().copied().unwrap_or(6),
        args.get(1).copied().unwrap_or(8),
    );
    println!("file_tree {branching} {depth}: load average {}", load());
    println!("the file: {:.1} MB", text(branching, depth).len() as f64 / 1e6);
    drop(open(synthetic(2, 2)));
    let best = |a: Cost, b: Cost| Cost {
        thread: a.thread.min(b.thread),
        process: a.process.min(b.process),
        peak: a.peak.max(b.peak),
        kept: 0,
    };
    let (mut file, mut synthetic) = round(branching, depth);
    for _ in 1..3 {
        let (f, s) = round(branching, depth);
        (file, synthetic) = (best(file, f), best(synthetic, s));
    }
    let mb = |c: Cost| c.peak as f64 / 1e6;
    println!(
        "best of three: the file {:.0} ms CPU ({:.0} ms all threads), at most {:.1} MB; the synthetic tree {:.0} ms ({:.0} ms), at most {:.1} MB",
        file.thread,
        file.process,
        mb(file),
        synthetic.thread,
        synthetic.process,
        mb(synthetic)
    );
    println!(
        "the file against the synthetic tree: {:.2}× the CPU ({:.2}× all threads), {:.2}× the memory at most in use",
        file.thread / synthetic.thread,
        file.process / synthetic.process,
        file.peak as f64 / synthetic.peak as f64
    );
    println!("load average {}", load());
}
