//! Measures the ordering lab on a big tree:
//!
//!     cargo run --release --example ordering_lab -- [BRANCHING] [DEPTH]
//!
//! builds a uniform scenario tree (10 and 4: 11 111 nodes, leaves 0 to 9),
//! and prints the process's CPU time (best of three) of counting the lab's
//! figures (alpha-beta in each of the five orders, minimax and the run by
//! depth, the minimal tree), and of `O` in the tutor: the search recorded
//! again in the next order at the same step, the lab counted again on its
//! thread, and the frame drawn at 100×30 (the paths to the current node
//! open, as the tutor opens a tree this big).

#[path = "common/measure.rs"]
mod measure;
#[path = "common/uniform.rs"]
mod uniform;

use gametree::search::{Algorithm, Setup};
use gametree::story::search::lab::Lab;
use gametree::tui::Theme;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use measure::best_of_three;

fn main() {
    let scenario = uniform::from_args();
    let nodes = scenario.tree.len();
    let setup = Setup::new(Algorithm::AlphaBeta);
    let mut lab = None;
    let counted = best_of_three(|_| lab = Some(Lab::count(&scenario, setup).expect("counted")));
    let lab = lab.unwrap();
    let minimal = lab.minimal.as_ref().map_or(0, |m| m.evaluations);
    println!("{nodes} nodes; the lab's figures counted in {counted:.1} ms");
    for (order, evaluations) in &lab.orders {
        println!("  {:<10} {evaluations:>6} evaluations", order.to_string());
    }
    println!(
        "  minimal    {minimal:>6} evaluations; minimax {}",
        lab.minimax.counters.evaluations
    );
    let mut app = App::tutor(Box::new(scenario), setup, Theme::MONO).expect("opens");
    app::settle(&mut app);
    app::update(&mut app, Message::End);
    app::frame(&mut app, 100, 30);
    let key = best_of_three(|_| {
        app::update(&mut app, Message::CycleOrder);
        app::settle(&mut app);
        app::frame(&mut app, 100, 30);
    });
    println!("O (record again, count the lab, draw 100x30): {key:.1} ms of process CPU");
}
