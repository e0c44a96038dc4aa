//! Random exercise trees that stress the rules (`random:` specs with
//! deep cut-offs, a number of cut-offs, ties, ranges of branching and
//! depth), with a static value on every inner node too, so that they can
//! be searched to a depth limit and by iterative deepening.

use gametree::scenario::Scenario;
use proptest::prelude::*;

/// How many cases a property runs: `default` in `cargo test`, or as
/// many as `PROPTEST_CASES` says (a longer run).
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(default)
}

/// A spec with its seed: `random:b2-3d4-5:deep:seed17`.
pub fn spec() -> impl Strategy<Value = String> {
    let shape = prop_oneof![
        Just("b2-3d4-5:deep"),
        Just("b3d4:deep"),
        Just("b2-4d3-4:cuts3"),
        Just("b3d3:cuts2:ties"),
        Just("b3d3"),
        Just("b1-4d2-5:v-3..3"),
    ];
    (shape, 0..100_000u64).prop_map(|(s, seed)| format!("random:{s}:seed{seed}"))
}

/// The tree of a spec with a static value on every inner node (drawn
/// from `seed`, -9..9).
pub fn random_tree(spec: &str, seed: u64) -> Scenario {
    let (name, text) = Scenario::random_file(spec, None).unwrap();
    let mut rng = seed;
    let mut next = || {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (rng >> 33) % 19
    };
    let parts: Vec<&str> = text.split("children: [").collect();
    let mut out = parts[0].to_string();
    for part in &parts[1..] {
        out += &format!("value: {}, children: [{part}", next() as i32 - 9);
    }
    Scenario::parse(&name, &name, &out).unwrap()
}
