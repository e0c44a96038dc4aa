//! One naming rule for every unnamed node, in inline, random
//! and file trees alike (inner nodes A, B, C … level by level, left to
//! right; leaves their parent's name and number; below a named parent
//! `d` → `d1`), every name unique, and a random tree's file naming the
//! tree as its spec does.

use gametree::game::tree::GameTree;
use gametree::scenario::{Scenario, inline};
use proptest::prelude::*;
use std::collections::{HashSet, VecDeque};

fn names(tree: &GameTree) -> Vec<&str> {
    tree.nodes().iter().map(|n| n.name.as_str()).collect()
}

/// The names level by level, left to right.
fn by_level(tree: &GameTree) -> Vec<&str> {
    let mut out = Vec::new();
    let mut queue = VecDeque::from([tree.root()]);
    while let Some(id) = queue.pop_front() {
        out.push(tree.node(id).name.as_str());
        queue.extend(tree.node(id).children.iter().copied());
    }
    out
}

#[test]
fn aimas_tree_is_a_over_b_c_d_with_their_leaves() {
    let s = Scenario::resolve("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    assert_eq!(
        by_level(&s.tree),
        [
            "A", "B", "C", "D", "B1", "B2", "B3", "C1", "C2", "C3", "D1", "D2", "D3"
        ]
    );
}

#[test]
fn inner_nodes_are_lettered_level_by_level_and_leaves_after_their_parent() {
    // A leaf beside inner nodes is named after its parent, and the letters
    // go on level by level past it: [5,[[[3,1],2]]] is A over A1 and B,
    // B over C, C over D and C2.
    let s = Scenario::resolve("[5,[[[3,1],2]]]").unwrap();
    assert_eq!(by_level(&s.tree), ["A", "A1", "B", "C", "D", "C2", "D1", "D2"]);
    // After Z come AA, AB: 27 inner nodes below the root.
    let wide = format!("[{}]", vec!["[1,2]"; 27].join(","));
    let s = Scenario::resolve(&wide).unwrap();
    let level = by_level(&s.tree);
    assert_eq!(level[..3], ["A", "B", "C"]);
    assert_eq!(level[25..29], ["Z", "AA", "AB", "B1"]);
    assert!(level.contains(&"AB2"));
}

#[test]
fn a_named_parent_keeps_its_rule_and_a_taken_name_is_not_made_again() {
    // The file names B and C1 itself: the letters skip B, and C's first
    // leaf, whose name C1 is taken, gets a prime; below the named B the
    // unnamed inner node is B1 as before, its leaves B1.1 and B1.2.
    let text = r#"Scenario(title: "t", tree: (children: [
        (name: "B", children: [(children: [1, 2])]),
        (children: [3, (name: "C1", value: 4)]),
        (children: [5, 6]),
    ]))"#;
    let s = Scenario::parse("t", "t.ron", text).unwrap();
    assert_eq!(
        by_level(&s.tree),
        ["A", "B", "C", "D", "B1", "C1'", "C1", "D1", "D2", "B1.1", "B1.2"]
    );
    // A leaf below an inner node at a deeper level than its cousins.
    let s = Scenario::resolve("[[1],[[2]]]").unwrap();
    assert_eq!(by_level(&s.tree), ["A", "B", "C", "B1", "D", "D1"]);
}

#[test]
fn bundled_figures_keep_the_names_they_give() {
    // bratko-fig2 names its inner nodes; its leaves are d1, d2 as before.
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let all = names(&s.tree);
    for name in ["a", "b", "d", "d1", "d2", "e2", "g1"] {
        assert!(all.contains(&name), "{name} in {all:?}");
    }
    // R1.1.1's leaves after a name ending in a digit.
    let s = Scenario::resolve("uniform-best-first").unwrap();
    assert!(names(&s.tree).contains(&"R1.1.1.3"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The file `gametree random` writes reads back as the tree its spec
    /// gives, node for node and name for name; every name is unique, and
    /// a leaf's name is its parent's and its number.
    #[test]
    fn a_random_file_names_its_tree_as_its_spec_does(
        b in 1..4u32, d in 1..5u32, seed in 0..500u64, chance in any::<bool>(),
    ) {
        let mut spec = format!("random:b1-{b}d1-{d}:seed{seed}");
        if chance { spec += ":chance" }
        let (found, text) = Scenario::random_file(&spec, None).unwrap();
        let file = Scenario::parse("f", "f.ron", &text).unwrap();
        let made = Scenario::random(&found, 0).unwrap();
        prop_assert_eq!(names(&file.tree), names(&made.tree));
        prop_assert_eq!(&file.tree, &made.tree);
        // The inline notation of the same tree names it so too.
        let inline = Scenario::resolve(&inline::write(&made.tree)).unwrap();
        prop_assert_eq!(names(&inline.tree), names(&made.tree));
        let unique: HashSet<&str> = names(&made.tree).into_iter().collect();
        prop_assert_eq!(unique.len(), made.tree.len());
        for n in made.tree.nodes() {
            if let (true, Some(p)) = (n.children.is_empty(), n.parent) {
                let parent = made.tree.node(p);
                let k = parent.children.iter().position(|c| made.tree.node(*c).name == n.name).unwrap();
                prop_assert_eq!(&n.name, &format!("{}{}", parent.name, k + 1));
            }
        }
    }
}
