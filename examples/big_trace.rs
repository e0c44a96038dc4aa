//! Measures the tutor on a big synthetic trace (a uniform tree searched
//! live, no scenario tree behind it, as Kalah will feed it):
//!
//!     cargo run --release --example big_trace -- [BRANCHING] [DEPTH]
//!     cargo run --release --example big_trace -- 6 7 --open   # step through it
//!
//! prints how long recording, replaying (stepping back) and drawing take.

use gametree::game::uniform::Uniform;
use gametree::search::Algorithm;
use gametree::search::Setup;
use gametree::subject::Live;
use gametree::subject::Subject;
use gametree::tui::Theme;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;

use std::time::Instant;

fn timed<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    println!("{what:<48} {:>9.2} ms", start.elapsed().as_secs_f64() * 1e3);
    out
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
    };
    let setup = Setup::new(Algorithm::Minimax);
    if args.iter().any(|a| a == "--open") {
        let app = App::tutor(Box::new(live), setup, Theme::from_env(false)).unwrap();
        gametree::tui::terminal::run(app).unwrap();
        return;
    }
    let trace = timed("record the minimax trace", || live.record(setup).unwrap());
    println!(
        "{} nodes, {} events; a node state takes {} bytes",
        trace.tree.len(),
        trace.entries.len(),
        std::mem::size_of::<gametree::record::search::state::NodeState>()
    );
    let mut app = timed("open the tutor (and count alpha-beta)", || {
        App::tutor(Box::new(live), setup, Theme::COLOR).unwrap()
    });
    let draw = |app: &mut App, what: &str| drop(timed(what, || app::frame(app, 100, 30)));
    draw(&mut app, "draw at step 0");
    timed("run to the end (End)", || app::update(&mut app, Message::End));
    draw(&mut app, "draw at the end");
    timed("step back one event from the end", || {
        app::update(&mut app, Message::Back)
    });
    timed("back to the start (Home)", || {
        app::update(&mut app, Message::Start)
    });
    timed("to the end again", || app::update(&mut app, Message::End));
    for _ in 0..3 {
        timed("step back one event", || app::update(&mut app, Message::Back));
    }
    timed("previous static evaluation", || {
        app::update(&mut app, Message::PrevEvaluation)
    });
    draw(&mut app, "draw there");
    timed("switch to alpha-beta at the same node", || {
        app::update(&mut app, Message::SwitchAlgorithm)
    });
    draw(&mut app, "draw there (first frame after the switch)");
    draw(&mut app, "draw there again");
}
