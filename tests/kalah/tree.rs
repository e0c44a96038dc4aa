//! The live move tree: what the game screen records
//! of the book's 6×6 opening stays what it was before the tree was made
//! faster (its labels made without the cells a move drops into, its words
//! looked up by another hash), and every node's label is the move's relay
//! chain as the full record of the move writes it.

use super::search::mid_game;
use gametree::game::Game;
use gametree::game::kalah::{Evaluation, Kalah, Position, Rules, Side};
use gametree::record::search::{NodeId, Trace};
use gametree::search::{self, Algorithm, Setup};
use gametree::value::Value;
use proptest::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64};

fn alpha_beta(depth: u32) -> Setup {
    Setup {
        depth: Some(depth),
        ..Setup::new(Algorithm::AlphaBeta)
    }
}

/// The position a node stands for, replayed from the root by its moves.
fn position_of(game: &Kalah, root: &Position, trace: &Trace, node: NodeId) -> Position {
    let path = trace.path_to(node);
    path.iter().skip(1).fold(*root, |pos, &n| {
        let mv = game.moves(&pos)[trace.tree.move_index(n) as usize];
        game.play(&pos, &mv)
    })
}

/// Every node's label against the record of its move, played afresh;
/// returns how many labels are relay chains.
fn check_labels(game: &Kalah, root: &Position, trace: &Trace) -> usize {
    let mut relays = 0;
    for node in trace.tree.ids().skip(1) {
        let parent = trace.parent(node).unwrap();
        let before = position_of(game, root, trace, parent);
        let mv = game.moves(&before)[trace.tree.move_index(node) as usize];
        let full = format!("pit {}", before.record(&game.rules, mv).1.label());
        assert_eq!(trace.label(node), full, "node {node:?}");
        relays += usize::from(full.contains('('));
    }
    relays
}

#[test]
fn the_book_opening_at_depth_7_keeps_its_value_line_and_steps() {
    let root = Position::start(6, 6, Side::South).unwrap();
    let game = Kalah::new(Rules::BOOK, Evaluation::Store, &root);
    let (stop, done) = (AtomicBool::new(false), AtomicU64::new(0));
    // The game screen's way: counted for the progress line, within a cap.
    let trace = search::record_counted(&game, &root, alpha_beta(7), &stop, usize::MAX, &done).unwrap();
    assert_eq!(trace.value(), Some(Value::int(2)));
    let line: Vec<&str> = trace.pv().iter().skip(1).map(|&n| trace.label(n)).collect();
    assert_eq!(
        line,
        ["pit 3", "pit 1", "pit 4", "pit 1", "pit 5", "pit 2", "pit 1"]
    );
    assert_eq!(trace.len(), 40_230);
    assert_eq!(done.into_inner(), 40_230);
    // The same tree as the plain recording, node for node.
    let plain = search::record(&game, &root, alpha_beta(7));
    assert_eq!(plain.entries, trace.entries);
    assert_eq!(plain.tree, trace.tree);
    assert!(
        check_labels(&game, &root, &trace) > 0,
        "the book's relays are labelled"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Under every rule set, each node of a shallow tree is labelled as
    /// the full record of its move says.
    #[test]
    fn every_node_is_labelled_by_its_moves_relay_chain((rules, pos) in mid_game()) {
        let game = Kalah::new(rules.rules(), Evaluation::Store, &pos);
        let trace = search::record(&game, &pos, alpha_beta(3));
        check_labels(&game, &pos, &trace);
    }
}
