//! Random exercise trees and trees written inline: a spec and
//! its seed give the same file on every machine, the options hold, the
//! inline notation reads back what it writes.

use gametree::record::search::Trace;
use gametree::scenario::Scenario;
use gametree::scenario::inline;
use gametree::scenario::random::{Spec, generate};
use gametree::search::{Algorithm, Setup};
use proptest::prelude::*;

#[test]
fn a_spec_with_its_seed_gives_the_golden_file_byte_for_byte() {
    let spec: Spec = "random:b3d3:seed7".parse().unwrap();
    let (found, text) = generate(&spec, 0).unwrap();
    assert_eq!(found.to_string(), "random:b3d3:seed7");
    let golden = include_str!("golden/random-b3d3-seed7.ron");
    assert_eq!(text, golden);
}

fn alpha_beta(s: &Scenario) -> Trace {
    s.record(Setup::new(Algorithm::AlphaBeta)).unwrap()
}

/// The cut-offs of a trace: (kind's count, on equality, deep).
fn cuts(t: &Trace) -> (u64, bool, bool) {
    let (mut n, mut equal, mut deep) = (0, false, false);
    t.walk(|k, _, state| {
        if let Some(c) = state.cutoff(t, k).filter(|c| c.children > 0) {
            n += 1;
            equal |= c.value == c.bound;
            deep |= c.bound_from.is_some_and(|f| t.depth(c.at) - t.depth(f) >= 3);
        }
    });
    (n, equal, deep)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn the_options_hold(
        b in 2..4u32, d in 3..5u32, seed in 0..1000u64, cuts_asked in 0..3u32,
        ties in any::<bool>(), deep in any::<bool>(),
    ) {
        let deep = deep && d >= 4;
        let mut text = format!("random:b{b}d{d}:cuts{cuts_asked}:seed{seed}");
        if ties { text += ":ties" }
        if deep { text += ":deep" }
        let s = Scenario::random(&text, 0).unwrap();
        // The name is the spec written back, with the seed that gave it.
        let again = Scenario::random(&s.name, 0).unwrap();
        prop_assert_eq!(&again.tree, &s.tree);
        let (n, equal, is_deep) = cuts(&alpha_beta(&s));
        prop_assert!(n >= u64::from(cuts_asked));
        prop_assert!(equal || !ties);
        prop_assert!(is_deep || !deep);
    }

    #[test]
    fn the_inline_notation_reads_back_what_it_writes(seed in 0..500u64, b in 1..4u32, d in 1..4u32) {
        let s = Scenario::random(&format!("random:b{b}d1-{d}:v-20..20:seed{seed}"), 0).unwrap();
        let written = inline::write(&s.tree);
        let back = Scenario::resolve(&written).unwrap();
        prop_assert_eq!(inline::write(&back.tree), written);
        prop_assert_eq!(back.tree.len(), s.tree.len());
    }
}
