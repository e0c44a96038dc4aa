//! Measures the tree canvas's layout on a big open tree (issue 12):
//!
//!     cargo run --release --example canvas_layout -- [BRANCHING] [DEPTH]
//!
//! builds a uniform scenario tree (10 and 4: 11 111 nodes), opens every
//! node, and prints the CPU time of laying it out and drawing it (best of
//! three), and the size of the figure; then the CPU time of the window a
//! 100×30 pane shows of it (issue 21).

use cpu_time::ThreadTime;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::Story;
use gametree::story::figure::window::{self, Aim};
use gametree::story::figure::{self, Frame};
use gametree::story::search::SearchStory;
use gametree::story::tree_view::{Openness, TreeView};

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
    let story = SearchStory::open(Box::new(scenario), Setup::new(Algorithm::AlphaBeta)).expect("recorded");
    let nodes = story.nodes();
    let mut view = TreeView::default();
    let mut stack = vec![nodes.root()];
    while let Some(k) = stack.pop() {
        view.opened.insert(k);
        stack.extend(nodes.children(k));
    }
    let open = Openness::new(&view, &*nodes, &[]);
    let frame = Frame {
        width: 100,
        height: 30,
        zoom: None,
        selected: None,
    };
    let mut best = f64::INFINITY;
    let mut size = (0, 0, 0);
    let mut seen = f64::INFINITY;
    for _ in 0..3 {
        let start = ThreadTime::now();
        let f = figure::draw(&*nodes, &open, frame).expect("within the drawing's limit");
        best = best.min(start.elapsed().as_secs_f64() * 1000.0);
        size = (f.nodes.len(), f.width, f.height);
        // The part a 100×30 pane shows, aimed at the last leaf.
        let start = ThreadTime::now();
        let leaf = f.nodes.last().expect("a node").key;
        window::window(&f, frame.width, frame.height, &Aim::Path(vec![leaf]));
        seen = seen.min(start.elapsed().as_secs_f64() * 1000.0);
    }
    println!(
        "{} open nodes laid out and drawn in {best:.1} ms CPU (best of 3): a figure of {} × {} cells",
        size.0, size.1, size.2
    );
    println!("the pane's window on it in {seen:.1} ms CPU (best of 3)");
}
