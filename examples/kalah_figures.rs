//! Kalah's speed and memory figures (docs/performance.md), measured in one run:
//!
//!     cargo run --release --example kalah_figures            # all but 6×4
//!     cargo run --release --example kalah_figures -- --big   # solve 6×4 too
//!
//! 1. nodes per second of the fast search (`gametree kalah search`) from
//!    the standard 6×4 opening: plain alpha-beta, no ordering, store
//!    difference, depths 10, 12 and 14;
//! 2. the time of `gametree kalah solve` for small boards;
//! 3. the recorded tree of a mid-game 6×6 position (book rules, alpha-beta)
//!    at depths 6, 8 and 10: heap bytes per recorded event, counted by a
//!    counting allocator, and the slowest answer of the tutor to a key.

#[path = "common/counting.rs"]
mod counting;
use gametree::engine::kalah::fast::{self, Settings};
use gametree::engine::kalah::solve::{self, Options};
use gametree::game::kalah::{Evaluation, Kalah, Position, Rules, Side};
use gametree::search::Algorithm;
use gametree::search::Order;
use gametree::search::Setup;
use gametree::subject::Live;
use gametree::subject::Subject;
use gametree::tui::Theme;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use std::time::Instant;

fn rules(name: &str) -> Rules {
    name.parse().expect("a rule set")
}

fn main() {
    let big = std::env::args().any(|a| a == "--big");
    search_speed();
    if !std::env::args().any(|a| a == "--no-solve") {
        solve_times(big);
    }
    live_trees();
}

fn search_speed() {
    println!("== kalah search, standard rules, 6×4 opening, alpha-beta, no ordering, store difference");
    let root = Position::start(6, 4, Side::South).unwrap();
    for depth in [10, 12, 14] {
        let settings = Settings {
            algorithm: Algorithm::AlphaBeta,
            depth,
            eval: Evaluation::Store,
            order: Order::None,
        };
        let start = Instant::now();
        let r = fast::search(&rules("standard"), &root, &settings);
        let s = start.elapsed().as_secs_f64();
        println!(
            "depth {depth:>2}: {:>11} nodes in {s:>7.3} s = {:>6.1} M nodes/s (value {}, best move {:?})",
            r.nodes_generated,
            r.nodes_generated as f64 / s / 1e6,
            r.value,
            r.pv.first()
        );
    }
}

fn solve_times(big: bool) {
    println!("\n== kalah solve (perfect play from the opening, South's store minus North's)");
    let mut boards = vec![(4, 3), (4, 4), (5, 3), (5, 4), (6, 3)];
    if big {
        boards.push((6, 4));
    }
    for rule_set in ["empty-capture", "standard"] {
        for &(pits, seeds) in &boards {
            let root = Position::start(pits, seeds, Side::South).unwrap();
            let s = solve::solve(&rules(rule_set), &root, Options::default(), |_| {});
            println!(
                "{rule_set:<13} {pits}×{seeds}: value {:+3}, best move {:?}, {:>11} nodes, {:>8.2} s",
                s.value, s.best_move, s.nodes, s.seconds
            );
        }
    }
}

/// A mid-game 6×6 position of the book's game: a few moves from the start.
fn mid_game(rules: &Rules) -> Position {
    let mut pos = Position::start(6, 6, Side::South).unwrap();
    for pit in [3, 5, 1, 6, 2, 4, 6, 1] {
        let pit = if pos.is_legal(rules, pit) {
            pit
        } else {
            pos.legal_pits().next().unwrap()
        };
        pos = pos.play(rules, pit);
    }
    pos
}

fn live_trees() {
    println!("\n== the recorded tree of a mid-game 6×6 position (book rules, alpha-beta, store difference)");
    let rules = rules("book");
    let root = mid_game(&rules);
    println!("position: {:?}, {:?} to move", root.counts(), root.to_move);
    for depth in [6, 8, 10] {
        let live = Live {
            name: format!("kalah-depth-{depth}"),
            title: "a mid-game Kalah position".into(),
            game: Kalah::new(rules, Evaluation::Store, &root),
            root,
            draw: None,
            note: String::new(),
        };
        let setup = Setup {
            depth: Some(depth),
            ..Setup::new(Algorithm::AlphaBeta)
        };
        let before = counting::in_use();
        let start = Instant::now();
        let trace = live.record(setup).unwrap();
        let record_s = start.elapsed().as_secs_f64();
        let bytes = counting::in_use() - before;
        let events = trace.entries.len();
        println!(
            "depth {depth:>2}: {events:>9} events, {:>8} nodes, recorded in {record_s:>6.3} s, \
             trace {:>6.1} MB = {:>5.1} bytes/event",
            trace.tree.len(),
            bytes as f64 / 1e6,
            bytes as f64 / events as f64
        );
        drop(trace);
        tutor_keys(live, setup, events);
    }
}

/// Opens the tutor on the search and times the keys a student presses.
fn tutor_keys(live: Live<Kalah>, setup: Setup, events: usize) {
    let before = counting::in_use();
    let start = Instant::now();
    let mut app = App::tutor(Box::new(live), setup, Theme::COLOR).unwrap();
    let open = start.elapsed().as_secs_f64() * 1e3;
    // The minimax count goes on in the background; the keys are timed
    // once it is in.
    app::settle(&mut app);
    let counted = start.elapsed().as_secs_f64() * 1e3;
    let keys = [
        Message::Forward,
        Message::NextEvaluation,
        Message::NextCutoff,
        Message::End,
        Message::Back,
        Message::PrevEvaluation,
        Message::PrevCutoff,
        Message::Start,
        Message::End,
        Message::Back,
    ];
    let (mut slowest, mut which) = (0.0, String::new());
    for key in keys {
        let what = format!("{key:?}");
        let start = Instant::now();
        app::update(&mut app, key);
        drop(app::frame(&mut app, 100, 30));
        let ms = start.elapsed().as_secs_f64() * 1e3;
        if ms > slowest {
            (slowest, which) = (ms, what);
        }
    }
    let bytes = counting::in_use() - before;
    println!(
        "          tutor: opened in {open:>6.1} ms (minimax counted in the background, in by \
         {counted:>6.1} ms), slowest key + frame {slowest:>5.1} ms ({which}); tutor in all \
         {:>5.1} bytes/event",
        bytes as f64 / events as f64
    );
}
