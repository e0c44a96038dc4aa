//! Exact or a bound, one rule (docs/algorithms.md, the interval
//! rule). The examples that show the rule, the figures it relabels, and on random
//! trees the rule computed here from the trace alone, independently of
//! the searcher, against the exactness every node is left with.

use crate::common::intervals::{interval, read};
use crate::common::random_trees::{cases, random_tree, spec};
use gametree::game::Player;
use gametree::record::search::Exactness::{self, Exact, LowerBound, UpperBound};
use gametree::record::search::{Event, NodeId, Trace};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Rule, Setup};
use gametree::value::Value;
use proptest::prelude::*;

fn record(spec: &str, algorithm: Algorithm, strict: bool) -> Trace {
    let s = Scenario::resolve(spec).unwrap_or_else(|e| panic!("{spec}: {e}"));
    s.record(s.setup(algorithm, None, rule(strict))).unwrap()
}

/// The rule a drawn flag stands for (the strategies draw a bool).
fn rule(strict: bool) -> Rule {
    match strict {
        true => Rule::Strict,
        false => Rule::Equality,
    }
}

/// The node a path of moves (1 is the first move) leads to from the root
/// of the last search (the last iteration's under iterative deepening),
/// so that the tests do not depend on how nodes are named.
fn by_moves(t: &Trace, path: &[u32]) -> NodeId {
    let mut at = t.pv()[0];
    for &m in path {
        at = t
            .children(at)
            .find(|&c| t.tree.move_index(c) + 1 == m)
            .unwrap_or_else(|| panic!("no move {m} in {path:?}"));
    }
    at
}

/// The value and exactness a node was left with.
fn left(t: &Trace, node: NodeId) -> (Value, Exactness) {
    let mut found = None;
    t.walk(|_, e, state| {
        if matches!(e.event, Event::Leave { node: n, .. } if n == node) {
            found = state.node(node).final_value();
        }
    });
    found.unwrap_or_else(|| panic!("{} is never left", t.name(node)))
}

fn ab(spec: &str, path: &[u32]) -> (Value, Exactness) {
    let t = record(spec, Algorithm::AlphaBeta, false);
    left(&t, by_moves(&t, path))
}

const fn v(n: i32) -> Value {
    Value::int(n)
}

#[test]
fn aima_third_min_node_sees_all_its_leaves_and_is_exactly_2() {
    let aima = "[[3,12,8],[2,4,6],[14,5,2]]";
    assert_eq!(ab(aima, &[3]), (v(2), Exact));
    // The second is cut after its 2: at most 2.
    assert_eq!(ab(aima, &[2]), (v(2), UpperBound));
    assert_eq!(ab(aima, &[]), (v(3), Exact));
}

#[test]
fn a_node_whose_leaves_are_all_evaluated_is_exact() {
    assert_eq!(ab("random:b3d3:seed5", &[1, 2]), (v(8), Exact));
}

#[test]
fn which_tied_child_came_first_does_not_matter() {
    assert_eq!(ab("[5,[[[3,9],3]]]", &[2, 1]), (v(3), Exact));
    assert_eq!(ab("[5,[[3,[3,9]]]]", &[2, 1]), (v(3), Exact));
}

#[test]
fn a_max_node_over_an_upper_bound_and_a_smaller_exact_value_is_at_most() {
    // C = max(min(3, ?), 2): [2, 3], it returns 3.
    assert_eq!(ab("[5,[[[3,1],2]]]", &[2, 1]), (v(3), UpperBound));
    assert_eq!(ab("[5,[[[3,1],2]]]", &[2, 1, 1]), (v(3), UpperBound));
}

#[test]
fn the_bundled_figures_the_rule_relabels() {
    // minimax-fig6-7: a12's successors are all evaluated.
    let t = record("minimax-fig6-7", Algorithm::AlphaBeta, false);
    assert_eq!(left(&t, t.find("a12").unwrap()).1, Exact);
    // uniform-worst-first: the MIN nodes below R2.2 and R2.3 see every leaf.
    let t = record("uniform-worst-first", Algorithm::AlphaBeta, false);
    for name in ["R2.2.1", "R2.2.2", "R2.3.1", "R2.3.2", "R3.3.1"] {
        assert_eq!(left(&t, t.find(name).unwrap()).1, Exact, "{name}");
    }
    // ordering-deepening, the last iteration: R3.2 is exactly 25.
    let t = record("ordering-deepening", Algorithm::IterativeDeepening, false);
    assert_eq!(left(&t, by_moves(&t, &[3, 2])), (v(25), Exact));
    // chapter-fig19 under the strict rule: W4 sees all of W5's leaves.
    let t = record("chapter-fig19", Algorithm::AlphaBeta, true);
    assert_eq!(left(&t, t.find("W4").unwrap()), (v(2), Exact));
}

/// Every node left is labelled as the rule says, and the value it
/// returns is an end of its interval; how many were labelled each way.
fn labelled_by_the_rule(t: &Trace) -> Result<[usize; 3], TestCaseError> {
    let r = read(t);
    let mut counts = [0; 3];
    for &(node, value, exactness) in &r.left {
        let (low, high) = interval(t, &r, node);
        prop_assert!(
            value == low || value == high,
            "{}: {value} in [{low}, {high}]",
            t.name(node)
        );
        let rule = match (low == high, value == low) {
            (true, _) => Exact,
            (false, true) => LowerBound,
            (false, false) => UpperBound,
        };
        prop_assert_eq!(exactness, rule, "{}: [{}, {}]", t.name(node), low, high);
        counts[exactness as usize] += 1;
    }
    Ok(counts)
}

fn algorithm() -> impl Strategy<Value = (Algorithm, bool)> {
    prop_oneof![
        Just((Algorithm::AlphaBeta, false)),
        Just((Algorithm::AlphaBeta, true)),
        Just((Algorithm::IterativeDeepening, false)),
        Just((Algorithm::Minimax, false)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(256), ..ProptestConfig::default() })]

    /// The rule computed from the trace alone equals the exactness every
    /// node is left with, under both rules and in every iteration, with
    /// or without a depth limit.
    #[test]
    fn the_value_returned_is_an_end_and_labelled_by_the_interval_rule(
        spec in spec(), seed in any::<u64>(), (algorithm, strict) in algorithm(), depth in prop::option::of(1..5u32)
    ) {
        let s = random_tree(&spec, seed);
        let t = s.record(s.setup(algorithm, depth, rule(strict))).unwrap();
        let [exact, lower, upper] = labelled_by_the_rule(&t)?;
        prop_assert!(exact > 0);
        if algorithm == Algorithm::Minimax {
            prop_assert_eq!(lower + upper, 0);
        }
    }

    /// The same on trees with chance nodes and players who move twice in
    /// a row (the engine's own random trees).
    #[test]
    fn the_rule_holds_with_chance_nodes_and_players_moving_twice(
        t in crate::properties::tree_of_any_players(), strict in any::<bool>(), depth in prop::option::of(1..4u32)
    ) {
        let s = crate::properties::scenario(&t, Player::Max);
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Expectimax] {
            let setup = Setup { depth, rule: rule(strict), ..Setup::new(algorithm) };
            let Ok(trace) = s.record(setup) else { continue };
            labelled_by_the_rule(&trace)?;
        }
    }
}
