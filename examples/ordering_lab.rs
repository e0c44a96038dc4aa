//! Measures the ordering lab on a big tree (issue 23):
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

use cpu_time::ProcessTime;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::search::lab::Lab;
use gametree::tui::Theme;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;

/// A uniform tree in RON: every inner node `branching` children, leaves
/// worth 0 to 9.
fn ron(branching: usize, depth: usize, seed: &mut u64) -> String {
    if depth == 0 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        return ((*seed >> 33) % 10).to_string();
    }
    let kids: Vec<String> = (0..branching).map(|_| ron(branching, depth - 1, seed)).collect();
    format!("(children: [{}])", kids.join(", "))
}

/// The least CPU time of three runs of `f`, in milliseconds.
fn best_of_three(mut f: impl FnMut()) -> f64 {
    (0..3)
        .map(|_| {
            let start = ProcessTime::now();
            f();
            start.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (branching, depth) = (
        args.first().copied().unwrap_or(10),
        args.get(1).copied().unwrap_or(4),
    );
    let text = format!(
        "Scenario(title: \"uniform\", tree: {})",
        ron(branching, depth, &mut 1)
    );
    let scenario = Scenario::parse("uniform", "uniform.ron", &text).expect("a valid tree");
    let nodes = scenario.tree.len();
    let setup = Setup::new(Algorithm::AlphaBeta);
    let mut lab = None;
    let counted = best_of_three(|| lab = Some(Lab::count(&scenario, setup).expect("counted")));
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
    let key = best_of_three(|| {
        app::update(&mut app, Message::CycleOrder);
        app::settle(&mut app);
        app::frame(&mut app, 100, 30);
    });
    println!("O (record again, count the lab, draw 100x30): {key:.1} ms of process CPU");
}
