//! Measures an edit of a big tree in the tutor:
//!
//!     cargo run --release --example edit_lab -- [BRANCHING] [DEPTH]
//!
//! builds a uniform scenario tree (10 and 4: 11 111 nodes, leaves 0 to 9),
//! opens every node at the default zoom, selects the last leaf and prints
//! the process's CPU time (best of three, with the load average) of one
//! edit of its value: the tree edited, the search recorded again at the
//! same step, every order's evaluations and the minimal tree counted
//! again (the lab, on its thread, waited for), and the frame drawn at
//! 100×30; then of a key that pans or zooms the canvas with its frame.

#[path = "common/measure.rs"]
mod measure;
#[path = "common/uniform.rs"]
mod uniform;

use cpu_time::ProcessTime;
use gametree::search::{Algorithm, Setup};
use gametree::tui::Theme;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use measure::best_of_three;

/// Every node of the tutor's tree open, the last leaf selected.
fn open_all(app: &mut App) {
    let Screen::Tutor(t) = &mut app.screen else { return };
    let nodes = t.story.nodes();
    let mut all = vec![nodes.root()];
    let mut i = 0;
    while i < all.len() {
        all.extend(nodes.children(all[i]));
        i += 1;
    }
    drop(nodes);
    t.view.opened.extend(all.iter().copied());
    t.view.selected = all.last().copied();
}

fn main() {
    let scenario = uniform::from_args();
    let nodes = scenario.tree.len();
    let mut app =
        App::tutor(Box::new(scenario), Setup::new(Algorithm::AlphaBeta), Theme::MONO).expect("opens");
    app::settle(&mut app);
    app::update(&mut app, Message::End);
    open_all(&mut app);
    app::frame(&mut app, 100, 30);
    // Each part's least time too: the edit and the search recorded again,
    // the lab counted again (waited for), the frame drawn.
    let mut parts = [f64::INFINITY; 3];
    let mut part =
        |k: usize, start: ProcessTime| parts[k] = parts[k].min(start.elapsed().as_secs_f64() * 1e3);
    let edit = best_of_three(|i| {
        let start = ProcessTime::now();
        app::update(&mut app, Message::EditValue);
        app::update(&mut app, Message::Type(char::from(b'1' + i as u8)));
        app::update(&mut app, Message::Enter);
        part(0, start);
        let start = ProcessTime::now();
        app::settle(&mut app);
        part(1, start);
        let start = ProcessTime::now();
        app::frame(&mut app, 100, 30);
        part(2, start);
    });
    // A key that moves the view, and the frame after it: the canvas is
    // drawn again, the tree not searched again.
    let mut key = |m: Message| {
        best_of_three(|_| {
            app::update(&mut app, m);
            app::frame(&mut app, 100, 30);
        })
    };
    let pan = key(Message::Pan { dx: 1, dy: 0 });
    let zoom_out = key(Message::ZoomOut);
    let zoom_in = key(Message::ZoomIn);
    let Screen::Tutor(t) = &app.screen else { return };
    let edits = t.edits.as_ref().map_or(0, |e| e.edits());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load = load.split_whitespace().next().unwrap_or("?");
    println!(
        "{nodes} nodes, every one open: an edit (re-record, recount every order, draw 100x30) in {edit:.1} ms \
         of process CPU (best of 3; {edits} edits made; load average {load})"
    );
    println!(
        "  of which: the edit and the search recorded again {:.1} ms, the lab counted again {:.1} ms, \
         the frame drawn {:.1} ms (each the least of 3)",
        parts[0], parts[1], parts[2]
    );
    println!(
        "  a key that moves the view, and its frame: pan right {pan:.1} ms, zoom out {zoom_out:.1} ms, \
         zoom in {zoom_in:.1} ms (each best of 3)"
    );
}
