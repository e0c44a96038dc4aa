//! Measures the tree canvas's layout on a big open tree:
//!
//!     cargo run --release --example canvas_layout -- [BRANCHING] [DEPTH]
//!
//! builds a uniform scenario tree (10 and 4: 11 111 nodes), opens every
//! node, and prints the CPU time of laying it out and drawing it (best of
//! three), and the size of the figure; then the CPU time of the window a
//! 100×30 pane shows of it.

#[path = "common/uniform.rs"]
mod uniform;

use cpu_time::ThreadTime;
use gametree::search::{Algorithm, Setup};
use gametree::story::Story;
use gametree::story::figure::window::{self, Aim};
use gametree::story::figure::{self, Frame};
use gametree::story::search::SearchStory;
use gametree::story::tree_view::{Openness, TreeView};

fn main() {
    let scenario = uniform::from_args();
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
