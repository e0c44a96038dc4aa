//! The tree canvas. The tidy layout's promises on random trees,
//! and the texts' figures drawn whole at 100×30 with every value readable.

use gametree::story::figure::layout::{Shape, left_of, place};
use proptest::prelude::*;

/// A random tree: children lists and widths from 1 to 9 cells (names,
/// max^n vectors).
fn shapes() -> impl Strategy<Value = Shape> {
    let widths = prop::collection::vec(1..=9u16, 1..60);
    (widths, prop::collection::vec(0..4usize, 60)).prop_map(|(width, kids)| {
        // Node i > 0 hangs below an earlier node, so that the tree has
        // unequal branching and depth.
        let n = width.len();
        let mut children = vec![Vec::new(); n];
        for i in 1..n {
            let parent = (i - 1).saturating_sub(kids[i] * 3) / 2;
            children[parent.min(i - 1)].push(i);
        }
        Shape { children, width }
    })
}

fn depths(s: &Shape) -> Vec<usize> {
    let mut d = vec![0; s.width.len()];
    for (p, kids) in s.children.iter().enumerate() {
        for &c in kids {
            d[c] = d[p] + 1;
        }
    }
    d
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn no_two_nodes_of_a_level_overlap(s in shapes(), gap in 1..4u16) {
        let x = place(&s, gap);
        let d = depths(&s);
        let n = s.width.len();
        for a in 0..n {
            for b in a + 1..n {
                if d[a] != d[b] {
                    continue;
                }
                let (la, lb) = (left_of(x[a], s.width[a]), left_of(x[b], s.width[b]));
                let (ra, rb) = (la + i64::from(s.width[a]), lb + i64::from(s.width[b]));
                prop_assert!(ra + i64::from(gap) <= lb || rb + i64::from(gap) <= la, "{a} and {b}");
            }
        }
    }

    #[test]
    fn a_parent_is_centred_over_its_children_and_nothing_is_left_of_zero(s in shapes()) {
        let x = place(&s, 1);
        for (p, kids) in s.children.iter().enumerate() {
            if let (Some(&first), Some(&last)) = (kids.first(), kids.last()) {
                prop_assert_eq!(x[p], (x[first] + x[last]).div_euclid(2));
            }
        }
        let least = (0..s.width.len()).map(|i| left_of(x[i], s.width[i])).min().unwrap();
        prop_assert_eq!(least, 0);
    }

    #[test]
    fn children_keep_their_order(s in shapes()) {
        let x = place(&s, 1);
        for kids in &s.children {
            for w in kids.windows(2) {
                prop_assert!(x[w[0]] < x[w[1]]);
            }
        }
    }
}

/// A provisional value that does not bound its node is drawn
/// `v=3` (on the canvas, in an export, on the path line), not `≥ 3`.
#[test]
fn a_provisional_value_that_is_no_bound_is_drawn_v_equals() {
    use gametree::scenario::Scenario;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::AnyStory;
    use gametree::story::search::SearchStory;
    let s = Scenario::resolve("[5,[[[3,1],2]]]").unwrap();
    let mut story = AnyStory::from(SearchStory::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap());
    let value_of = |story: &AnyStory, name: &str| {
        let f = gametree::export::figure(&**story, false).unwrap();
        f.shapes.iter().find(|s| s.name == name).unwrap().value.clone()
    };
    // After D returned ≤ 3; after C2 returned 2; left.
    story.seek(26);
    assert_eq!(value_of(&story, "C"), "v=3");
    assert!(
        story
            .panels()
            .step
            .lines
            .iter()
            .any(|l| l.text.ends_with("C ▲ v=3"))
    );
    story.seek(32);
    assert_eq!(value_of(&story, "C"), "v=3");
    story.seek(33);
    assert_eq!(value_of(&story, "C"), "≤ 3");
    // A provisional value from an exact one bounds its node.
    story.seek(7);
    assert_eq!(value_of(&story, "A"), "≥ 5");
}
