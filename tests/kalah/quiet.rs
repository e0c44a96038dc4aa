//! Quiescence on Kalah: a position where the side to move can capture is
//! active, so the search looks past the depth limit until it is quiet.

use super::position;
use gametree::game::Game;
use gametree::game::kalah::{Evaluation, Kalah, Rules, Side};
use gametree::record::search::{Counters, Event};
use gametree::search::Setup;
use gametree::search::{self, Algorithm};

fn kalah(rules: Rules, board: &str, to_move: Side) -> (Kalah, gametree::game::kalah::Position) {
    let pos = position(board, to_move);
    (Kalah::new(rules, Evaluation::Store, &pos), pos)
}

#[test]
fn a_capture_for_the_side_to_move_makes_a_position_active() {
    // Book rules: South's pit 6 (4 stones) ends in North 3 and captures
    // a chain of twos and threes (the Kalah chapter, Fig. 14.5).
    let (g, pos) = kalah(Rules::BOOK, "1,0,0,0,0,4,0,2,1,2,5,0,0,0", Side::South);
    assert!(!g.is_quiet(&pos));
    // The opening: every last stone lands on 7 stones or at home.
    let (g, pos) = kalah(Rules::BOOK, "6,6,6,6,6,6,0,6,6,6,6,6,6,0", Side::South);
    assert!(g.is_quiet(&pos));
    // Standard rules: pit 1 (1 stone) ends in the empty pit 2 opposite 5 stones.
    let (g, pos) = kalah(Rules::STANDARD, "1,0,3,3,3,3,0,3,3,3,3,5,3,0", Side::South);
    assert!(!g.is_quiet(&pos));
    // ... but not when the opposite pit is empty (unless empty-capture).
    let (g, pos) = kalah(Rules::STANDARD, "1,0,3,3,3,3,0,3,3,3,3,0,3,0", Side::South);
    assert!(g.is_quiet(&pos));
    let (g, pos) = kalah(Rules::EMPTY_CAPTURE, "1,0,3,3,3,3,0,3,3,3,3,0,3,0", Side::South);
    assert!(!g.is_quiet(&pos));
}

#[test]
fn quiescence_searches_on_past_the_depth_limit_where_a_capture_is_pending() {
    // 3 pits × 2 stones: South's pit 3 reaches North's pit 1 (2 → 3) and
    // captures, so the opening itself is active.
    let (g, pos) = kalah(Rules::BOOK, "2,2,2,0,2,2,2,0", Side::South);
    assert!(!g.is_quiet(&pos));
    let limited = |quiescence| Setup {
        depth: Some(1),
        quiescence,
        ..Setup::new(Algorithm::AlphaBeta)
    };
    let trace = search::record(&g, &pos, limited(true));
    assert!(
        trace
            .entries
            .iter()
            .any(|e| matches!(e.event, Event::Quiescence { .. }))
    );
    let deepest = trace.tree.ids().map(|n| trace.depth(n)).max().unwrap();
    assert!(deepest > 1, "quiescence went no deeper than the limit");
    let mut plain = Counters::default();
    search::search(&g, &pos, limited(false), &mut plain);
    let mut quiet = Counters::default();
    search::search(&g, &pos, limited(true), &mut quiet);
    assert!(quiet.nodes_generated > plain.nodes_generated);
}
