//! Measures the tutor on a big synthetic run (a uniform tree searched live,
//! no scenario tree behind it, as a Kalah position feeds it):
//!
//!     cargo run --release --example big_trace -- [BRANCHING] [DEPTH]
//!     cargo run --release --example big_trace -- 6 7 --open   # step through it
//!
//! prints the bytes a recorded event takes (the recording and the state of
//! the cursor over it), and the CPU time of each key with the frame drawn
//! after it (this thread's time, best of three).

use cpu_time::ThreadTime;
#[path = "../tests/common/uniform.rs"]
mod uniform;

use gametree::record::Replay;
use gametree::record::search::{SearchState, Trace};
use gametree::search::{Algorithm, Setup};
use gametree::subject::{Live, Subject};
use gametree::tui::Theme;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use std::time::Instant;
use uniform::Uniform;

/// The bytes the state of a cursor over `trace` takes.
fn state_bytes(trace: &Trace) -> usize {
    let per_node = std::mem::size_of::<gametree::record::search::NodeState>();
    let window = match trace.about.windowed {
        true => std::mem::size_of::<gametree::record::search::Window>(),
        false => 0,
    };
    trace.tree.len() * (per_node + window)
}

fn memory(what: &str, trace: &Trace) {
    let events = trace.len() as f64;
    let (rec, state) = (trace.bytes(), state_bytes(trace));
    println!(
        "{what}: {} events, {} nodes; recording {:.1} + cursor state {:.1} = {:.1} bytes an event",
        trace.len(),
        trace.tree.len(),
        rec as f64 / events,
        state as f64 / events,
        (rec + state) as f64 / events
    );
}

/// A key and the frame after it, best of three: the key is pressed, the
/// frame drawn, and `undo` puts the tutor back before the next try.
fn key(app: &mut App, what: &str, msg: Message, undo: Option<Message>) {
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        let start = ThreadTime::now();
        app::update(app, msg);
        drop(app::frame(app, 100, 30));
        best = best.min(start.elapsed().as_secs_f64() * 1e3);
        if let Some(u) = undo {
            app::update(app, u);
        }
    }
    println!("{what:<52} {best:>8.2} ms CPU");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let game = Uniform {
        branching: num(0, 6),
        depth: num(1, 7),
    };
    let live = Live {
        name: format!("uniform-{}-{}", game.branching, game.depth),
        title: "a big synthetic tree".into(),
        game,
        root: (0, 0),
        draw: Some(|_, pos| vec![format!("depth {}, hash {:016x}", pos.0, pos.1)]),
        note: String::new(),
    };
    let setup = Setup::new(Algorithm::Minimax);
    if args.iter().any(|a| a == "--open") {
        let app = App::tutor(Box::new(live), setup, Theme::COLOR).unwrap();
        gametree::tui::terminal::run(app).unwrap();
        return;
    }
    let start = Instant::now();
    let trace = live.record(setup).unwrap();
    println!(
        "recorded minimax in {:.0} ms",
        start.elapsed().as_secs_f64() * 1e3
    );
    memory("minimax", &trace);
    let ab = live.record(Setup::new(Algorithm::AlphaBeta)).unwrap();
    memory("alpha-beta", &ab);
    let end = SearchState::len(&trace);
    drop((trace, ab));

    let start = ThreadTime::now();
    let mut app = App::tutor(Box::new(live), setup, Theme::COLOR).unwrap();
    drop(app::frame(&mut app, 100, 30));
    println!(
        "{:<52} {:>8.2} ms CPU",
        "open the tutor and draw",
        start.elapsed().as_secs_f64() * 1e3
    );
    app::settle(&mut app);
    key(
        &mut app,
        "→ a step forward",
        Message::Forward,
        Some(Message::Back),
    );
    key(&mut app, "End: to the end", Message::End, Some(Message::Start));
    app::update(&mut app, Message::End);
    key(
        &mut app,
        "← a step back from the end",
        Message::Back,
        Some(Message::Forward),
    );
    key(
        &mut app,
        "Home: back to the start",
        Message::Start,
        Some(Message::End),
    );
    key(
        &mut app,
        "E: the previous static evaluation",
        Message::PrevEvaluation,
        Some(Message::End),
    );
    app::update(&mut app, Message::Start);
    key(
        &mut app,
        "e: the next static evaluation",
        Message::NextEvaluation,
        Some(Message::Start),
    );
    for _ in 0..end / 2 {
        app::update(&mut app, Message::Forward);
    }
    key(
        &mut app,
        "↓ select a node (mid-run)",
        Message::Down,
        Some(Message::Up),
    );
    key(
        &mut app,
        "a: switch algorithm at the same node",
        Message::SwitchAlgorithm,
        None,
    );
    app::settle(&mut app);
    key(&mut app, "a: and back", Message::SwitchAlgorithm, None);
}
