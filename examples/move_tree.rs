//! The move tree's memory budget in figures (issue 11, item 5): for Kalah
//! from the start, depth by depth, the estimate made before building
//! (from the counts one and two plies shallower) against the events the
//! tree has, the time to count and to build, and the memory the tutor
//! takes an event (what `session::tree::BYTES_PER_EVENT` assumes):
//!
//!     cargo run --release --example move_tree -- [DEEPEST]

use gametree::game::kalah::{Evaluation, Kalah, Position, Rules, Side};
use gametree::search::{Algorithm, Setup};
use gametree::session::tree::{Plan, Watch, count, plan};
use gametree::subject::Live;
use gametree::tui::tutor::Tutor;
use std::time::Instant;

/// The resident memory of this process, in bytes (Linux).
fn resident() -> f64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: f64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0.0);
    pages * 4096.0
}

fn main() {
    let deepest: u32 = std::env::args().nth(1).and_then(|d| d.parse().ok()).unwrap_or(11);
    let pos = Position::start(6, 6, Side::South).unwrap();
    let game = Kalah::new(Rules::BOOK, Evaluation::Store, &pos);
    let watch = Watch::default();
    println!("depth  estimate     events  count ms  build ms  bytes an event");
    for depth in 8..=deepest {
        let setup = Setup {
            depth: Some(depth),
            ..Setup::new(Algorithm::AlphaBeta)
        };
        let Some(Plan::Build(estimate)) = plan(&game, &pos, setup, u64::MAX, &watch) else {
            continue;
        };
        let start = Instant::now();
        let counted = count(&game, &pos, setup, u64::MAX, &watch).unwrap();
        let counting = start.elapsed().as_secs_f64() * 1e3;
        let (before, start) = (resident(), Instant::now());
        let live = Live {
            name: "kalah".into(),
            title: "kalah".into(),
            game: game.clone(),
            root: pos,
            draw: None,
            note: String::new(),
        };
        // Its comparison goes on in the background, not measured here.
        let tutor = Tutor::open(Box::new(live), setup).unwrap();
        let building = start.elapsed().as_secs_f64() * 1e3;
        let per_event = (resident() - before) / counted.events as f64;
        println!(
            "{depth:>5}  {:>8}  {:>9}  {counting:>8.0}  {building:>8.0}  {per_event:>14.0}",
            estimate.events, counted.events
        );
        drop(tutor);
    }
}
