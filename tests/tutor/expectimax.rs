//! Expectimax in the tutor shows the probabilities on
//! the tree and the arithmetic of each weighted sum, exactly.

use gametree::record::search::Event;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::AnyStory;
use gametree::story::search::SearchStory;

fn lecture() -> AnyStory {
    let s = Scenario::resolve("lecture-expectimax").unwrap();
    AnyStory::from(SearchStory::open(Box::new(s), Setup::new(Algorithm::Expectimax)).unwrap())
}

/// The sentence after each weighted-sum step, in order.
fn sums(story: &mut AnyStory) -> Vec<String> {
    let trace = match &*story {
        AnyStory::Search(s) => s.run.trace().clone(),
        _ => unreachable!("a search"),
    };
    let mut out = Vec::new();
    for k in 0..trace.len() {
        if matches!(trace.event(k), Event::Accumulate { .. }) {
            story.seek(k + 1);
            out.push(story.panels().step.sentence);
        }
    }
    out
}

#[test]
fn each_weighted_sum_shows_its_arithmetic() {
    let mut story = lecture();
    let sums = sums(&mut story);
    assert_eq!(
        sums[..3],
        [
            "e1 (CHANCE): Σ = 1/2 · 8 = 4, adding a's value times its probability 1/2.",
            "e1 (CHANCE): Σ = 4 + 1/3 · 24 = 12, adding b's value times its probability 1/3.",
            "e1 (CHANCE): Σ = 12 + 1/6 · (-12) = 10, adding c's value times its probability 1/6.",
        ]
    );
    // Equally likely outcomes where the scenario gives no p.
    assert_eq!(
        sums[4],
        "e2 (CHANCE): Σ = 3.5 + 1/2 · 9 = 8, adding e2.2's value times its probability 1/2."
    );
}

#[test]
fn the_tree_shows_each_outcomes_probability() {
    let story = lecture();
    let nodes = story.nodes();
    let names: Vec<String> = nodes
        .children(nodes.children(nodes.root())[0])
        .into_iter()
        .map(|k| nodes.name(k))
        .collect();
    assert_eq!(names, ["a (p = 1/2)", "b (p = 1/3)", "c (p = 1/6)"]);
    let e2 = nodes.children(nodes.root())[1];
    assert_eq!(nodes.name(nodes.children(e2)[0]), "e2.1 (p = 1/2)");
}

/// A leaf is a leaf: the outline draws no chance symbol (nor
/// MIN's) before expectimax's leaves, only before its chance nodes.
#[test]
fn the_outline_draws_a_leaf_as_no_chance_node() {
    let story = lecture();
    let nodes = story.nodes();
    let e1 = nodes.children(nodes.root())[0];
    assert_eq!(nodes.look(e1).symbol, "◆");
    for leaf in nodes.children(e1) {
        assert_eq!(nodes.look(leaf).symbol.trim(), "", "{}", nodes.name(leaf));
    }
}

/// A leaf is no chance node: the path line writes no ◆ after it, as the
/// canvas draws none, while the chance node above it keeps its ◆.
#[test]
fn the_path_line_draws_a_leaf_as_no_chance_node() {
    let mut story = lecture();
    let trace = match &story {
        AnyStory::Search(s) => s.run.trace().clone(),
        _ => unreachable!("a search"),
    };
    let mut paths = Vec::new();
    for k in 0..trace.len() {
        if let Event::Evaluate { node, .. } = trace.event(k) {
            story.seek(k + 1);
            let path = story.panels().step.lines.last().unwrap().text.clone();
            assert!(path.ends_with(&*trace.name(node)), "{path}");
            paths.push(path);
        }
    }
    assert_eq!(paths[2], "A ▲ → e1 ◆ Σ 12 → c");
}
