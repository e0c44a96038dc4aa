//! Measures the naming rule (docs/scenarios.md, "Names"):
//!
//!     cargo run --release --example naming -- [CHILDREN…]
//!
//! prints the CPU time (best of three) of reading a scenario whose root
//! has CHILDREN unnamed leaves (100 000 and 200 000 by default), as
//! `gametree check` reads it, and of the same with every leaf named, so
//! that the unnamed file costs what the named one does (the rule is
//! linear); then the time of naming a live game's recorded tree (a
//! uniform tree searched by minimax, as a Kalah position feeds the tutor)
//! by the same rule, and its nodes a millisecond.

#[path = "common/measure.rs"]
mod measure;
#[path = "../tests/common/uniform.rs"]
mod uniform;

use gametree::record::naming;
use gametree::scenario::Scenario;
use gametree::search::{self, Algorithm, Setup};
use measure::{best_of_three, load_average};
use uniform::Uniform;

/// A root with `children` leaves, unnamed or each named.
fn wide(children: usize, named: bool) -> String {
    let leaves: Vec<String> = (0..children)
        .map(|i| match named {
            true => format!("(name: \"n{i}\", value: {})", i % 100),
            false => (i % 100).to_string(),
        })
        .collect();
    format!(
        "Scenario(title: \"wide\", tree: (children: [{}]))",
        leaves.join(", ")
    )
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = match args.is_empty() {
        true => vec![100_000, 200_000],
        false => args,
    };
    println!("naming: load average {}", load_average());
    for children in sizes {
        for named in [false, true] {
            let text = wide(children, named);
            let ms = best_of_three(|_| {
                let s = Scenario::parse("wide", "wide.ron", &text).expect("a valid scenario");
                assert_eq!(s.tree.nodes().len(), children + 1);
            });
            let what = if named { "named" } else { "unnamed" };
            println!("read a root with {children:>7} {what:<7} children  {ms:>9.1} ms CPU");
        }
    }
    for depth in [7, 8] {
        let game = Uniform { branching: 6, depth };
        let trace = search::record(&game, &(0, 0), Setup::new(Algorithm::Minimax));
        let nodes = trace.tree.len();
        let ms = best_of_three(|_| {
            let places = naming::places(&trace.tree);
            assert_eq!(places.len(), nodes);
        });
        println!(
            "name a live tree of {nodes:>9} nodes (uniform 6^{depth}, minimax)  {ms:>7.1} ms CPU, {:.0} nodes a ms",
            nodes as f64 / ms
        );
    }
    println!("load average {}", load_average());
}
