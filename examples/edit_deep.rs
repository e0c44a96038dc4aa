//! Measures Insert on the deepest leaf of a deep tree in the tutor:
//!
//!     cargo run --release --example edit_deep -- [LEVELS] [WIDTHS...]
//!     cargo run --release --example edit_deep -- chain [INSERTS]
//!
//! for each WIDTH (1 2000 4000 8000 by default), a tree of LEVELS levels
//! (30 by default, the deepest a scenario file holds being 31): a path
//! from the root down, each of its inner nodes with WIDTH leaves beside
//! the next node of the path. It prints the process's CPU time (best of
//! three, with the load average) of one Insert on the deepest leaf, as
//! the tutor makes it: the tree edited, the search recorded again at the
//! same step, its counts and lab waited for, the frame drawn at 100×30.
//! Twice the nodes take about twice the time, never more; at LEVELS 31
//! the insert is refused in words, as past the deepest level a file
//! holds (it was taken, and took 0.5 s of CPU at 1 500 levels).
//!
//! `chain` makes the tree as a user would: a root with two leaves, then
//! INSERTS (1 500 by default) Inserts, each on the deepest leaf, and
//! prints the CPU time of the Insert at some of the depths reached, up to
//! the one refused.

use cpu_time::ProcessTime;
use gametree::game::tree::NodeId;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::tui::Theme;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;

/// The tree's text: a path `levels` long, `width` leaves beside each step.
fn tree(levels: usize, width: usize) -> String {
    let mut text = String::from("0");
    for _ in 1..levels {
        let leaves = vec!["1"; width].join(", ");
        text = format!("(value: 0, children: [{text}, {leaves}])");
    }
    format!("Scenario(title: \"deep\", tree: {text})")
}

/// The deepest leaf of the tree shown (the first of the deepest).
fn deepest(s: &Scenario) -> NodeId {
    let t = &s.tree;
    let at = (0..t.len()).max_by_key(|&i| (t.node(NodeId::at(i)).depth, usize::MAX - i));
    NodeId::at(at.unwrap_or(0))
}

/// The tutor on `s` at the last step of its alpha-beta search.
fn opened(s: Scenario) -> App {
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::AlphaBeta), Theme::MONO).expect("opens");
    app::settle(&mut app);
    app::update(&mut app, Message::End);
    app
}

/// One Insert on `leaf` as the tutor makes it (the tree edited, the
/// search recorded again at the same step, its counts and lab waited for,
/// the frame drawn at 100×30): its CPU time in milliseconds.
fn timed_insert(app: &mut App, leaf: NodeId) -> f64 {
    if let Screen::Tutor(t) = &mut app.screen {
        t.view.selected = Some(leaf);
    }
    let start = ProcessTime::now();
    app::update(app, Message::InsertNode);
    app::settle(app);
    app::frame(app, 100, 30);
    start.elapsed().as_secs_f64() * 1e3
}

/// The least CPU time of three Inserts on the deepest leaf, in
/// milliseconds, each taken back after it; the note of one refused.
fn insert(levels: usize, width: usize) -> (usize, f64, Option<String>) {
    let s = Scenario::parse("deep", "deep.ron", &tree(levels, width)).expect("a tree");
    let (nodes, leaf) = (s.tree.len(), deepest(&s));
    let mut app = opened(s);
    app::frame(&mut app, 100, 30);
    let mut refused = None;
    let best = (0..3)
        .map(|_| {
            let took = timed_insert(&mut app, leaf);
            let Screen::Tutor(t) = &app.screen else {
                return took;
            };
            match t.edits.as_ref().is_some_and(|e| e.edits() > 0) {
                true => {
                    app::update(&mut app, Message::Undo);
                    app::settle(&mut app);
                }
                false => refused = t.note.clone(),
            }
            took
        })
        .fold(f64::INFINITY, f64::min);
    (nodes, best, refused)
}

/// The tree the tutor shows now (the edited one once edited).
fn shown(app: &App) -> Option<&Scenario> {
    let Screen::Tutor(t) = &app.screen else {
        return None;
    };
    t.edits.as_ref().map(|e| &e.scenario)
}

/// Inserts on the deepest leaf, one after another, `inserts` times or
/// until one is refused: the CPU time of each, in milliseconds.
fn chain(inserts: usize, load: &str) {
    let text = "Scenario(title: \"chain\", tree: (value: 0, children: [1, 2]))";
    let s = Scenario::parse("chain", "chain.ron", text).expect("a tree");
    let mut leaf = deepest(&s);
    let mut app = opened(s);
    let shown_at = |i: usize| i <= 2 || i.is_multiple_of(250) || (28..=32).contains(&i);
    for i in 1..=inserts {
        let before = shown(&app).map(|s| s.tree.len());
        let ms = timed_insert(&mut app, leaf);
        let Some(s) = shown(&app) else { continue };
        let levels = (0..s.tree.len())
            .map(|n| s.tree.node(NodeId::at(n)).depth)
            .max()
            .unwrap_or(0)
            + 1;
        let refused = before == Some(s.tree.len());
        if shown_at(i) || refused || i == inserts {
            let name_len = s.tree.node(deepest(s)).name.len();
            println!(
                "Insert {i}: {levels} levels, {} nodes, {ms:.2} ms of process CPU \
                 (deepest name {name_len} characters; load average {load})",
                s.tree.len()
            );
        }
        if refused {
            let Screen::Tutor(t) = &app.screen else { return };
            println!("  refused: {}", t.note.clone().unwrap_or_default());
            return;
        }
        leaf = deepest(s);
    }
}

fn main() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load = load.split_whitespace().next().unwrap_or("?").to_string();
    if std::env::args().nth(1).as_deref() == Some("chain") {
        let n = std::env::args()
            .nth(2)
            .and_then(|a| a.parse().ok())
            .unwrap_or(1500);
        return chain(n, &load);
    }
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let levels = args.first().copied().unwrap_or(30);
    let widths = match args.get(1..) {
        Some(w) if !w.is_empty() => w.to_vec(),
        _ => vec![1, 2000, 4000, 8000],
    };
    for width in widths {
        let (nodes, ms, refused) = insert(levels, width);
        println!(
            "{nodes} nodes, {levels} levels: Insert on the deepest leaf (edit, record again, lab, draw 100x30) \
             in {ms:.1} ms of process CPU, {:.2} µs a node (best of 3; load average {load})",
            ms * 1e3 / nodes as f64
        );
        if let Some(note) = refused {
            println!("  refused: {note}");
        }
    }
}
