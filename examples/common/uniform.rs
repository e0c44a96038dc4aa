//! The uniform scenario tree the canvas, lab and edit examples measure:
//! `[BRANCHING] [DEPTH]` from the command line (10 and 4: 11 111 nodes),
//! leaves worth 0 to 9 from a fixed seed, so every run measures the same tree.

use gametree::scenario::Scenario;

/// The tree the command line asks for.
pub fn from_args() -> Scenario {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (branching, depth) = (
        args.first().copied().unwrap_or(10),
        args.get(1).copied().unwrap_or(4),
    );
    let text = format!(
        "Scenario(title: \"uniform\", tree: {})",
        ron(branching, depth, &mut 1)
    );
    Scenario::parse("uniform", "uniform.ron", &text).expect("a valid tree")
}

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
