//! The tree's summary of where static values are missing answers as a
//! walk of the tree does, for every search's settings.

use super::{Scenario, missing_value, walked_for_missing};
use crate::search::{Algorithm, Setup};
use std::fmt::Write as _;

/// A random tree's text: up to `levels` below, 1 to 3 children a node,
/// an inner node's static value and `active:` each at random (`next`
/// gives the random numbers).
fn node(out: &mut String, levels: u32, next: &mut impl FnMut(u32) -> u32) {
    if levels == 0 || next(4) == 0 {
        let _ = write!(out, "{}", next(21) as i32 - 10);
        return;
    }
    out.push('(');
    if next(2) == 0 {
        let _ = write!(out, "value: {}, ", next(9));
    }
    if next(3) == 0 {
        out.push_str("active: true, ");
    }
    out.push_str("children: [");
    for i in 0..=next(3) {
        if i > 0 {
            out.push_str(", ");
        }
        node(out, levels - 1, next);
    }
    out.push_str("])");
}

#[test]
fn the_summary_finds_a_missing_value_where_a_walk_does() {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |n: u32| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % u64::from(n)) as u32
    };
    let mut found = [0, 0];
    for _ in 0..400 {
        let mut text = String::from("Scenario(title: \"t\", tree: ");
        node(&mut text, 5, &mut next);
        text.push(')');
        let s = Scenario::parse("t", "t.ron", &text).unwrap();
        for algorithm in [
            Algorithm::Minimax,
            Algorithm::AlphaBeta,
            Algorithm::IterativeDeepening,
        ] {
            for depth in [None, Some(0), Some(1), Some(2), Some(3), Some(4), Some(6)] {
                for quiescence in [false, true] {
                    let setup = Setup {
                        depth,
                        quiescence,
                        ..Setup::new(algorithm)
                    };
                    let (fast, walked) = (
                        missing_value(&s.tree, &setup),
                        walked_for_missing(&s.tree, &setup),
                    );
                    assert_eq!(
                        fast.map(|n| &n.name),
                        walked.map(|n| &n.name),
                        "{setup:?}\n{text}"
                    );
                    found[usize::from(walked.is_some())] += 1;
                }
            }
        }
    }
    // Both answers are met often.
    assert!(found[0] > 1000 && found[1] > 1000, "{found:?}");
}
