//! Measures the tutor on a big synthetic run (a uniform tree searched live,
//! no scenario tree behind it, as a Kalah position feeds it), issue 25's
//! target 1:
//!
//!     cargo run --release --example big_trace -- [BRANCHING] [DEPTH]
//!     cargo run --release --example big_trace -- 6 7 --open   # step through it
//!
//! prints the load average and the date, the bytes an event each algorithm
//! the tree allows keeps (the recording with everything the tutor's run
//! keeps over it: its cursor's state and its tables, counted by the
//! allocator), the CPU time of opening the tutor with its first frame, and
//! of each key with the frame drawn after it at 100×30. Times are the CPU
//! time of the whole process (every thread, so that work moved to another
//! thread still counts), best of three.

use cpu_time::ProcessTime;
#[path = "../tests/common/uniform.rs"]
mod uniform;

use gametree::search::{Algorithm, Setup};
use gametree::story::run::SearchRun;
use gametree::subject::{Live, Subject};
use gametree::tui::Theme;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use uniform::Uniform;

/// The system allocator, counting the bytes in use.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        IN_USE.fetch_add(layout.size(), Relaxed);
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
        IN_USE.fetch_add(new_size, Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// The bytes an event of `algorithm`'s run keeps: the recording, the
/// cursor's state and the run's tables, all that the tutor holds for it.
fn memory(subject: &dyn Subject, algorithm: Algorithm) {
    let (before, cpu) = (IN_USE.load(Relaxed), ProcessTime::now());
    let Ok(trace) = subject.record(Setup::new(algorithm)) else {
        return println!("{algorithm:?}: does not run on this tree");
    };
    let (events, nodes) = (trace.len(), trace.tree.len());
    let (recording, recorded) = (IN_USE.load(Relaxed) - before, cpu.elapsed());
    let run = SearchRun::new(trace);
    let (all, ready) = (IN_USE.load(Relaxed) - before, cpu.elapsed() - recorded);
    let per = |b: usize| b as f64 / events as f64;
    println!(
        "{:<20} {events:>9} events {nodes:>9} nodes: recording {:>5.1} + cursor {:>5.1} = {:>5.1} bytes an event; recorded in {:.0} ms, the run made ready in {:.0} ms CPU",
        format!("{algorithm:?}"),
        per(recording),
        per(all - recording),
        per(all),
        recorded.as_secs_f64() * 1e3,
        ready.as_secs_f64() * 1e3,
    );
    drop(run);
}

/// Puts the tutor's cursor at step `k` (not measured).
fn put(app: &mut App, k: usize) {
    if let Screen::Tutor(t) = &mut app.screen {
        t.story.seek(k);
    }
}

/// Selects, at the end of the run, the node the tree pane shows first
/// below the root (a node is selected where it is drawn): the run
/// reached it among its first steps, so Enter runs back over all of it.
fn select_early(app: &mut App, last: usize) {
    put(app, last);
    for _ in 0..2 {
        app::update(app, Message::Down);
    }
}

/// Where a key is pressed from.
#[derive(Clone, Copy)]
enum At {
    Start,
    Middle,
    End,
    /// At the end, with a node selected that the run reached early.
    Early,
    /// Wherever the key before left the tutor.
    There,
}

/// A key pressed from `at` and the frame after it, best of three: the
/// tutor is put back at `at` before each try.
fn key(app: &mut App, what: &str, msg: Message, at: At, last: usize) -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        match at {
            At::Start => put(app, 0),
            At::Middle => put(app, last / 2),
            At::End => put(app, last),
            At::Early => select_early(app, last),
            At::There => {}
        }
        let start = ProcessTime::now();
        app::update(app, msg);
        drop(app::frame(app, 100, 30));
        best = best.min(start.elapsed().as_secs_f64() * 1e3);
    }
    println!("{what:<44} {best:>8.2} ms CPU");
    best
}

/// Every key of the target, each with its frame; returns the slowest.
fn keys(app: &mut App, last: usize) -> f64 {
    use At::*;
    use Message as M;
    let plain = [
        ("→ a step forward (mid-run)", M::Forward, Middle),
        ("← a step back (mid-run)", M::Back, Middle),
        ("← a step back from the end", M::Back, End),
        ("End / G: to the end from the start", M::End, Start),
        ("End / G: to the end from mid-run", M::End, Middle),
        ("Home / g: back to the start from the end", M::Start, End),
        ("e: the next static evaluation", M::NextEvaluation, Middle),
        ("E: the previous static evaluation", M::PrevEvaluation, Middle),
        ("c: the next cut-off (mid-run)", M::NextCutoff, Middle),
        ("C: the previous cut-off (mid-run)", M::PrevCutoff, Middle),
        ("c: the next cut-off from the start", M::NextCutoff, Start),
        ("C: the previous cut-off from the end", M::PrevCutoff, End),
        ("↓ select the node below (mid-run)", M::Down, Middle),
        ("↑ select the node above", M::Up, There),
        ("PgDn", M::PageDown, There),
        ("PgUp", M::PageUp, There),
        ("H: pan left", M::Pan { dx: -1, dy: 0 }, Middle),
        ("J: pan down", M::Pan { dx: 0, dy: 1 }, There),
        ("K: pan up", M::Pan { dx: 0, dy: -1 }, There),
        ("L: pan right", M::Pan { dx: 1, dy: 0 }, There),
        ("z: zoom in", M::ZoomIn, There),
        ("Z: zoom out", M::ZoomOut, There),
        ("f: follow the search", M::Follow, Middle),
        ("o: open or close the selected node", M::ToggleOpen, There),
    ];
    let mut slowest: f64 = 0.0;
    for (what, msg, at) in plain {
        slowest = slowest.max(key(app, what, msg, at, last));
    }
    let what = "Enter: run back from the end to an early node";
    slowest = slowest.max(key(app, what, M::Enter, Early, last));
    app::settle(app);
    put(app, last / 2);
    slowest = slowest.max(key(
        app,
        "a: switch algorithm at the same node",
        M::SwitchAlgorithm,
        There,
        last,
    ));
    app::settle(app);
    slowest.max(key(app, "a: and back", M::SwitchAlgorithm, There, last))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let game = Uniform {
        branching: num(0, 6),
        depth: num(1, 7),
    };
    let live = || Live {
        name: format!("uniform-{}-{}", game.branching, game.depth),
        title: "a big synthetic tree".into(),
        game,
        root: (0, 0),
        draw: Some(|_, pos| vec![format!("depth {}, hash {:016x}", pos.0, pos.1)]),
        note: String::new(),
    };
    let setup = Setup::new(Algorithm::Minimax);
    if args.iter().any(|a| a == "--open") {
        let app = App::tutor(Box::new(live()), setup, Theme::COLOR).unwrap();
        gametree::tui::terminal::run(app).unwrap();
        return;
    }
    let date = std::process::Command::new("date")
        .args(["-u", "+%F %R UTC"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    println!(
        "big_trace {} {}: {date}, load average {}",
        game.branching,
        game.depth,
        load()
    );
    use Algorithm::*;
    for algorithm in [Minimax, AlphaBeta, Negamax, Expectimax, IterativeDeepening] {
        memory(&live(), algorithm);
    }
    let mut open = f64::INFINITY;
    let mut app = None;
    for _ in 0..3 {
        drop(app.take());
        let start = ProcessTime::now();
        let mut opened = App::tutor(Box::new(live()), setup, Theme::COLOR).unwrap();
        drop(app::frame(&mut opened, 100, 30));
        open = open.min(start.elapsed().as_secs_f64() * 1e3);
        app::settle(&mut opened);
        app = Some(opened);
    }
    println!("{:<44} {open:>8.2} ms CPU", "open the tutor and draw (minimax)");
    let mut app = app.expect("opened");
    let last = match &app.screen {
        Screen::Tutor(t) => t.story.last_step(),
        _ => 0,
    };
    let slowest = keys(&mut app, last);
    println!("slowest key {slowest:.2} ms CPU; load average {}", load());
}
