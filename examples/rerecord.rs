//! Measures the keys that record the run again on a big synthetic run, the
//! tree `big_trace` opens:
//!
//!     cargo run --release --example rerecord -- [BRANCHING] [DEPTH]
//!
//! prints the load average and the date; then, on alpha-beta's run of a
//! uniform tree (6 8 by default: negamax records 8.7 M events), for `A`
//! (alpha-beta → negamax) and `s` (the strict rule): the CPU time of the
//! screen's thread for the key with the frame drawn after it (best of
//! three, the recording given up with Esc between), the same for Esc, and
//! the whole process's CPU time (every thread) and wall time until the
//! recording is in and entered.

use cpu_time::{ProcessTime, ThreadTime};
use measure::load_average;
#[path = "common/measure.rs"]
mod measure;
#[path = "../tests/common/uniform.rs"]
mod uniform;

use gametree::search::{Algorithm, Setup};
use gametree::subject::Live;
use gametree::tui::Theme;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use std::time::Instant;
use uniform::Uniform;

fn recording(app: &App) -> bool {
    matches!(&app.screen, Screen::Tutor(t) if t.recording())
}

/// The screen thread's CPU for `msg` and the frame after it, in ms.
fn key(app: &mut App, msg: Message) -> f64 {
    let start = ThreadTime::now();
    app::update(app, msg);
    drop(app::frame(app, 100, 30));
    start.elapsed().as_secs_f64() * 1e3
}

/// `msg`'s key and Esc, best of three; then the recording waited for.
fn measure(app: &mut App, what: &str, msg: Message) {
    let (mut pressed, mut esc) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..3 {
        pressed = pressed.min(key(app, msg));
        assert!(recording(app), "{what}: recorded in the background");
        esc = esc.min(key(app, Message::Escape));
        assert!(!recording(app), "{what}: given up");
    }
    println!("{what:<40} {pressed:>8.2} ms CPU (screen's thread, with its frame)");
    println!("{:<40} {esc:>8.2} ms CPU", "  Esc: given up");
    let (cpu, wall) = (ProcessTime::now(), Instant::now());
    app::update(app, msg);
    app::settle(app);
    drop(app::frame(app, 100, 30));
    println!(
        "{:<40} {:>8.0} ms CPU (process), {:.0} ms wall",
        "  waited for, entered and drawn",
        cpu.elapsed().as_secs_f64() * 1e3,
        wall.elapsed().as_secs_f64() * 1e3
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let game = Uniform {
        branching: num(0, 6),
        depth: num(1, 8),
    };
    let date = std::process::Command::new("date")
        .args(["-u", "+%F %R UTC"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    println!(
        "rerecord {} {}: {date}, load average {}",
        game.branching,
        game.depth,
        load_average()
    );
    let live = Live {
        name: format!("uniform-{}-{}", game.branching, game.depth),
        title: "a big synthetic tree".into(),
        game,
        root: (0, 0),
        draw: None,
        note: String::new(),
    };
    let mut app = App::tutor(Box::new(live), Setup::new(Algorithm::AlphaBeta), Theme::COLOR).unwrap();
    app::settle(&mut app);
    for _ in 0..40 {
        app::update(&mut app, Message::NextEvaluation);
    }
    measure(&mut app, "A: alpha-beta → negamax", Message::CycleAlgorithm);
    measure(&mut app, "s: negamax, the strict rule", Message::ToggleStrict);
    println!("load average {}", load_average());
}
