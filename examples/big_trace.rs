//! Measures the tutor on a big synthetic run (a uniform tree searched live,
//! no scenario tree behind it, as a Kalah position feeds it): its
//! opening, its keys and its memory:
//!
//!     cargo run --release --example big_trace -- [BRANCHING] [DEPTH]
//!     cargo run --release --example big_trace -- 6 7 --open   # step through it
//!     cargo run --release --example big_trace -- --file 100000   # a scenario file
//!
//! `--file LEAVES`: a scenario of LEAVES leaves (ten children a node, a
//! power of ten), read as `gametree open` reads a file and opened under
//! alpha-beta, in place of the uniform game.
//!
//! `--kalah DEPTH`: the live move tree the game screen builds (the 6×6 book Kalah
//! opening, alpha-beta to DEPTH, store difference), as the game screen
//! opens it. Its comparison (minimax to the same depth, billions of nodes)
//! is counted on a thread of its own for minutes meanwhile: the keys are
//! timed in the CPU time of the tutor's thread as well as the process's.
//!
//! prints the load average and the date, the bytes an event each algorithm
//! the tree allows keeps (the recording with everything the tutor's run
//! keeps over it: its cursor's state and its tables, counted by the
//! allocator), the CPU time of opening the tutor with its first frame, and
//! of each key with the frame drawn after it at 100×30, and the opening
//! over the same search run without recording (a ratio load moves
//! little). Times are the CPU
//! time of the whole process (every thread, so that work moved to another
//! thread still counts), best of three.

#[path = "common/book_kalah.rs"]
mod book_kalah;
#[path = "common/counting.rs"]
mod counting;
use cpu_time::{ProcessTime, ThreadTime};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
#[path = "../tests/common/uniform.rs"]
mod uniform;

use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::run::SearchRun;
use gametree::subject::{Live, Subject};
use gametree::tui::Theme;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::tutor::Pane;
use uniform::Uniform;

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// The bytes an event of `algorithm`'s run keeps: the recording, the
/// cursor's state and the run's tables, all that the tutor holds for it.
fn memory(subject: &dyn Subject, setup: Setup) {
    let algorithm = setup.algorithm;
    let (before, cpu) = (counting::in_use(), ProcessTime::now());
    let Ok(trace) = subject.record(setup) else {
        return println!("{algorithm:?}: does not run on this tree");
    };
    let (events, nodes) = (trace.len(), trace.tree.len());
    let (recording, recorded) = (counting::in_use() - before, cpu.elapsed());
    let run = SearchRun::new(trace);
    let (all, ready) = (counting::in_use() - before, cpu.elapsed() - recorded);
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

/// Waits for what the tutor works out after its first frame: everything
/// (`settle`), or on the Kalah tree, whose comparison takes minutes, the
/// ticks that make the cursor's marks.
fn ready(app: &mut App) {
    if !THREAD.load(Relaxed) {
        return app::settle(app);
    }
    let last = match &app.screen {
        Screen::Tutor(t) => t.story.last_step(),
        _ => 0,
    };
    // A tick makes a slice of the marks (MARKS_A_TICK events).
    for _ in 0..=last >> 20 {
        app::tick(app);
    }
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
/// tutor is put back at `at` before each try. With `THREAD` set (the
/// Kalah tree), the CPU time of this thread is printed beside.
fn key(app: &mut App, what: &str, msg: Message, at: At, last: usize) -> f64 {
    let (mut best, mut thread) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..3 {
        match at {
            At::Start => put(app, 0),
            At::Middle => put(app, last / 2),
            At::End => put(app, last),
            At::Early => select_early(app, last),
            At::There => {}
        }
        let (start, mine) = (ProcessTime::now(), ThreadTime::now());
        app::update(app, msg);
        drop(app::frame(app, 100, 30));
        best = best.min(start.elapsed().as_secs_f64() * 1e3);
        thread = thread.min(mine.elapsed().as_secs_f64() * 1e3);
    }
    match THREAD.load(Relaxed) {
        true => println!("{what:<44} {best:>8.2} ms CPU, {thread:>6.2} ms the tutor's thread"),
        false => println!("{what:<44} {best:>8.2} ms CPU"),
    }
    match THREAD.load(Relaxed) {
        true => thread,
        false => best,
    }
}

/// Whether the keys are judged by the tutor's thread's CPU time (the
/// Kalah tree, whose comparison is counted meanwhile).
static THREAD: AtomicBool = AtomicBool::new(false);

/// The pseudocode line whose first step comes latest in the run.
fn latest_line(app: &mut App) -> usize {
    let lines: Vec<usize> = match &app.screen {
        Screen::Tutor(t) => (0..t.story.listing().len())
            .filter(|&i| t.story.listing()[i].line.is_some())
            .collect(),
        _ => Vec::new(),
    };
    let mut reached = Vec::new();
    for line in lines {
        if let Screen::Tutor(t) = &mut app.screen {
            t.story.seek(0);
            (t.pane, t.code_line) = (Pane::Code, Some(line));
        }
        app::update(app, Message::Enter);
        if let Screen::Tutor(t) = &app.screen {
            reached.push((t.story.step(), line));
        }
    }
    reached.into_iter().max().map_or(0, |r| r.1)
}

/// Every key measured, each with its frame; returns the slowest.
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
    // Run to a line, from the start: the line first reached latest (the
    // run is looked through that far), found by trying each (not timed).
    let latest = latest_line(app);
    if let Screen::Tutor(t) = &mut app.screen {
        (t.pane, t.code_line) = (Pane::Code, Some(latest));
    }
    let what = "Enter (pseudocode): run to the line reached last";
    slowest = slowest.max(key(app, what, M::Enter, Start, last));
    if let Screen::Tutor(t) = &mut app.screen {
        t.pane = Pane::Tree;
    }
    // The other run is never recorded on the Kalah tree (minimax to its
    // depth is counted, not kept): `a` records it again, with progress.
    if THREAD.load(Relaxed) {
        return slowest;
    }
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

/// The book's 6×6 Kalah move tree at `depth`.
fn kalah(depth: u32) {
    let (game, pos) = book_kalah::opening();
    let live = move || Box::new(book_kalah::subject(&game, pos)) as Box<dyn Subject>;
    let setup = Setup {
        depth: Some(depth),
        ..Setup::new(Algorithm::AlphaBeta)
    };
    THREAD.store(true, Relaxed);
    measure(&format!("--kalah {depth}"), &live, setup);
}

/// A scenario file's text: ten children a node down to `leaves` leaves,
/// each worth -10 to 10 from a fixed sequence.
fn scenario_text(leaves: u64) -> String {
    fn node(level: u32, index: u64) -> String {
        if level == 0 {
            let h = (index + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33;
            return ((h % 21) as i64 - 10).to_string();
        }
        let kids: Vec<String> = (0..10).map(|i| node(level - 1, index * 10 + i)).collect();
        format!("(children: [{}])", kids.join(", "))
    }
    let levels = (leaves.max(10) as f64).log10().round() as u32;
    format!("Scenario(title: \"big\", tree: {})", node(levels, 0))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|a| a == "--kalah") {
        return kalah(args.get(at + 1).and_then(|a| a.parse().ok()).unwrap_or(12));
    }
    if let Some(at) = args.iter().position(|a| a == "--file") {
        let leaves = args.get(at + 1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
        let text = scenario_text(leaves);
        let read = || Box::new(Scenario::parse("big", "big.ron", &text).unwrap()) as Box<dyn Subject>;
        return measure(
            &format!("--file {leaves}"),
            &read,
            Setup::new(Algorithm::AlphaBeta),
        );
    }
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
    let subject = || Box::new(live()) as Box<dyn Subject>;
    measure(&format!("{} {}", game.branching, game.depth), &subject, setup);
}

/// The bytes an event of every algorithm, the opening under `setup` and
/// every key, on the subject `subject` makes.
fn measure(what: &str, subject: &dyn Fn() -> Box<dyn Subject>, setup: Setup) {
    let date = std::process::Command::new("date")
        .args(["-u", "+%F %R UTC"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    println!("big_trace {what}: {date}, load average {}", load());
    use Algorithm::*;
    let all = [Minimax, AlphaBeta, Negamax, Expectimax, IterativeDeepening];
    // A depth-limited tree: its own algorithm alone (minimax's run there
    // has billions of events).
    let algorithms = match setup.depth {
        Some(_) => vec![setup.algorithm],
        None => all.to_vec(),
    };
    for algorithm in algorithms {
        memory(&*subject(), Setup { algorithm, ..setup });
    }
    let mut open = f64::INFINITY;
    let mut app = None;
    for _ in 0..3 {
        drop(app.take());
        let start = ProcessTime::now();
        let mut opened = App::tutor(subject(), setup, Theme::COLOR).unwrap();
        drop(app::frame(&mut opened, 100, 30));
        open = open.min(start.elapsed().as_secs_f64() * 1e3);
        app = Some(opened);
    }
    let opening = format!("open the tutor and draw ({:?})", setup.algorithm);
    println!("{opening:<44} {open:>8.2} ms CPU");
    let mut app = app.expect("opened");
    let last = match &app.screen {
        Screen::Tutor(t) => t.story.last_step(),
        _ => 0,
    };
    // `open --step N` at the last step, as the command line opens it.
    let mut at_step = f64::INFINITY;
    for _ in 0..3 {
        let start = ProcessTime::now();
        let mut opened = App::tutor(subject(), setup, Theme::COLOR).unwrap();
        put(&mut opened, last);
        drop(app::frame(&mut opened, 100, 30));
        at_step = at_step.min(start.elapsed().as_secs_f64() * 1e3);
    }
    let opening = format!("open at the last step (--step {last}) and draw");
    println!("{opening:<44} {at_step:>8.2} ms CPU");
    // The same search counted, nothing recorded: the ratio to it is what
    // recording and the tutor cost, which a busy machine moves far less
    // than either time.
    let mut bare = f64::INFINITY;
    for _ in 0..3 {
        let live = subject();
        let start = ProcessTime::now();
        let counted = live.counts(setup).expect("the search runs");
        bare = bare.min(start.elapsed().as_secs_f64() * 1e3);
        std::hint::black_box(counted);
    }
    println!("{:<44} {bare:>8.2} ms CPU", "the same search, nothing recorded");
    println!(
        "opening / search {:.2}, at the last step / search {:.2}",
        open / bare,
        at_step / bare
    );
    // Only now what the tutor works out after its first frame (the
    // comparison's thread would count in the openings' CPU time).
    ready(&mut app);
    let slowest = keys(&mut app, last);
    println!("slowest key {slowest:.2} ms CPU; load average {}", load());
}
