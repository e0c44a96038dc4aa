//! Properties that hold for any tree: alpha-beta returns the minimax value,
//! never evaluates more than minimax, the strict rule never evaluates less,
//! replaying the trace reproduces the counters (and taking it back the
//! states), and every value a node is
//! left with is what its exactness claims.

use crate::common::intervals::by_definition;
use gametree::game::tree::NodeId;
use gametree::game::{Game, Player};
use gametree::record::search::{Counters, Event, Exactness, SearchState, Trace};
use gametree::record::{Cursor, Replay};
use gametree::scenario::Scenario;
use gametree::search::{self, Algorithm};
use gametree::search::{Rule, Setup};
use gametree::value::Value;
use proptest::prelude::*;

#[derive(Clone, Debug)]
pub enum T {
    Leaf(i32),
    Node(Vec<T>),
    /// A chance node with equally likely children.
    Chance(Vec<T>),
    /// A node where the given player moves, whoever moved above it (so
    /// that one player may move twice in a row).
    Mover(bool, Vec<T>),
}

fn tree() -> impl Strategy<Value = T> {
    let leaf = (-9..10i32).prop_map(T::Leaf);
    leaf.prop_recursive(5, 120, 4, |inner| {
        let kids = prop::collection::vec(inner, 1..5);
        prop_oneof![8 => kids.clone().prop_map(T::Node), 1 => kids.prop_map(T::Chance)]
    })
}

/// Trees where the players do not always alternate (no chance nodes).
fn mixed_tree() -> impl Strategy<Value = T> {
    let leaf = (-9..10i32).prop_map(T::Leaf);
    leaf.prop_recursive(5, 120, 4, |inner| {
        let kids = prop::collection::vec(inner, 1..5);
        prop_oneof![
            2 => kids.clone().prop_map(T::Node),
            1 => (any::<bool>(), kids).prop_map(|(max, k)| T::Mover(max, k))
        ]
    })
}

/// Trees with chance nodes and players who move twice in a row.
pub fn tree_of_any_players() -> impl Strategy<Value = T> {
    let leaf = (-9..10i32).prop_map(T::Leaf);
    leaf.prop_recursive(5, 120, 4, |inner| {
        let kids = prop::collection::vec(inner, 1..5);
        prop_oneof![
            4 => kids.clone().prop_map(T::Node),
            1 => kids.clone().prop_map(T::Chance),
            1 => (any::<bool>(), kids).prop_map(|(max, k)| T::Mover(max, k))
        ]
    })
}

fn ron(t: &T) -> String {
    match t {
        T::Leaf(v) => v.to_string(),
        T::Mover(max, c) => format!(
            "(player: {}, value: {}, children: [{}])",
            if *max { "Max" } else { "Min" },
            c.len() as i32 - 2,
            c.iter().map(ron).collect::<Vec<_>>().join(", ")
        ),
        // Inner nodes carry a static value too, for depth-limited searches.
        T::Node(c) | T::Chance(c) => format!(
            "({}value: {}, children: [{}])",
            if matches!(t, T::Chance(_)) {
                "player: Chance, "
            } else {
                ""
            },
            c.len() as i32 - 2,
            c.iter().map(ron).collect::<Vec<_>>().join(", ")
        ),
    }
}

pub fn scenario(t: &T, root: Player) -> Scenario {
    let root = if root == Player::Max { "Max" } else { "Min" };
    let text = format!("Scenario(title: \"random\", root: {root}, tree: {})", ron(t));
    Scenario::parse("random", "random.ron", &text).unwrap()
}

/// The settings of a search; `strict` (drawn as a bool) picks the rule.
fn setup(algorithm: Algorithm, depth: Option<u32>, strict: bool) -> Setup {
    Setup {
        depth,
        rule: match strict {
            true => Rule::Strict,
            false => Rule::Equality,
        },
        ..Setup::new(algorithm)
    }
}

fn evaluations(t: &Trace) -> u64 {
    t.counters(usize::MAX).evaluations
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn alpha_beta_returns_the_minimax_value_and_a_best_move_of_that_value(
        t in tree(), max_root in any::<bool>(), depth in prop::option::of(1..4u32), strict in any::<bool>()
    ) {
        let s = scenario(&t, if max_root { Player::Max } else { Player::Min });
        let mm = s.record(setup(Algorithm::Minimax, depth, false)).unwrap();
        let ab = s.record(setup(Algorithm::AlphaBeta, depth, strict)).unwrap();
        let v = by_definition(&s.tree, NodeId::ROOT, 0, depth);
        prop_assert_eq!(mm.value(), Some(v));
        prop_assert_eq!(ab.value(), Some(v));
        // The best move is the first best one in move order, for both.
        prop_assert_eq!(mm.best_move(), ab.best_move());
        if let Some(&best) = ab.pv().get(1) {
            let ix = ab.tree.origin(best).unwrap();
            prop_assert_eq!(by_definition(&s.tree, ix, 1, depth), v);
        }
        // The principal variation ends at a leaf (or a chance node) worth
        // the root value.
        for t in [&mm, &ab] {
            let last = *t.pv().last().unwrap();
            prop_assert_eq!(by_definition(&s.tree, t.tree.origin(last).unwrap(), t.depth(last), depth), v);
        }
    }

    #[test]
    fn alpha_beta_never_evaluates_more_than_minimax_and_strict_never_less(
        t in tree(), depth in prop::option::of(1..4u32)
    ) {
        let s = scenario(&t, Player::Max);
        let mm = s.record(setup(Algorithm::Minimax, depth, false)).unwrap();
        let ab = s.record(setup(Algorithm::AlphaBeta, depth, false)).unwrap();
        let strict = s.record(setup(Algorithm::AlphaBeta, depth, true)).unwrap();
        prop_assert!(evaluations(&ab) <= evaluations(&mm));
        prop_assert!(evaluations(&strict) >= evaluations(&ab));
        prop_assert!(evaluations(&strict) <= evaluations(&mm));
        // Every node of the tree is either generated or inside a pruned subtree.
        let c = ab.counters(usize::MAX);
        let size = s.tree.subtree_size(&NodeId::ROOT, depth).unwrap();
        prop_assert_eq!(1 + c.nodes_generated + c.unexamined_nodes, size);
    }

    #[test]
    fn replaying_the_trace_reproduces_the_counters(t in tree(), strict in any::<bool>()) {
        let s = scenario(&t, Player::Max);
        let ab_setup = setup(Algorithm::AlphaBeta, None, strict);
        let ab = s.record(ab_setup).unwrap();
        let mut state = SearchState::start(&ab);
        for k in 0..ab.len() {
            prop_assert_eq!(state.counters(), ab.counters(k));
            state.apply(&ab);
        }
        prop_assert_eq!(state.counters(), ab.counters(usize::MAX));
        prop_assert!(state.path().is_empty());
        prop_assert_eq!(state.finished().map(|f| f.0), ab.value());
        // A recorder that only counts sees the same figures.
        let mut counters = Counters::default();
        let out = search::search(&s.tree, &NodeId::ROOT, ab_setup, &mut counters);
        prop_assert_eq!(Some(out.value), ab.value());
        prop_assert_eq!(counters.evaluations, state.counters().evaluations);
        prop_assert_eq!(counters.nodes_generated, state.counters().nodes_generated);
        prop_assert_eq!(counters.cutoffs(), state.counters().cutoffs());
        // Taking the events back one by one walks the same states backwards.
        for k in (0..ab.entries.len()).rev() {
            state.undo(&ab);
            prop_assert_eq!(&state, &Cursor::<SearchState>::state_after(&ab, k));
        }
    }

    #[test]
    fn every_node_is_left_with_what_its_exactness_claims(t in tree(), strict in any::<bool>()) {
        let s = scenario(&t, Player::Max);
        let ab = s.record(setup(Algorithm::AlphaBeta, None, strict)).unwrap();
        let mut left = Vec::new();
        ab.walk(|_, e, state| {
            if let Event::Leave { node, .. } = e.event {
                left.push((node, state.node(node).final_value().unwrap()));
            }
        });
        for (node, (value, exactness)) in left {
            let v = by_definition(&s.tree, ab.tree.origin(node).unwrap(), ab.depth(node), None);
            match exactness {
                Exactness::Exact => prop_assert_eq!(value, v),
                Exactness::LowerBound => prop_assert!(v >= value),
                Exactness::UpperBound => prop_assert!(v <= value),
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn negamax_records_the_same_search_as_minimax(t in tree(), depth in prop::option::of(1..4u32)) {
        let s = scenario(&t, Player::Min);
        prop_assume!(!s.tree.has_chance());
        let mm = s.record(setup(Algorithm::Minimax, depth, false)).unwrap();
        let nm = s.record(setup(Algorithm::Negamax, depth, false)).unwrap();
        let events = |t: &Trace| t.entries.iter().map(|e| e.event).collect::<Vec<_>>();
        prop_assert_eq!(events(&nm), events(&mm));
        prop_assert_eq!(nm.pv(), mm.pv());
    }

    /// Negamax negates a successor's value only where the other
    /// player moves there, so it equals minimax (value, best move, counts)
    /// on trees where a player moves twice in a row.
    #[test]
    fn negamax_equals_minimax_where_players_do_not_alternate(
        t in mixed_tree(), max_root in any::<bool>(), depth in prop::option::of(1..4u32)
    ) {
        let s = scenario(&t, if max_root { Player::Max } else { Player::Min });
        let mm = s.record(setup(Algorithm::Minimax, depth, false)).unwrap();
        let nm = s.record(setup(Algorithm::Negamax, depth, false)).unwrap();
        prop_assert_eq!(nm.value(), mm.value());
        prop_assert_eq!(nm.value(), Some(by_definition(&s.tree, NodeId::ROOT, 0, depth)));
        prop_assert_eq!(nm.best_move(), mm.best_move());
        prop_assert_eq!(nm.counters(usize::MAX), mm.counters(usize::MAX));
        prop_assert_eq!(nm.pv(), mm.pv());
    }

    #[test]
    fn iterative_deepening_returns_the_depth_limited_minimax_value(t in tree(), depth in prop::option::of(1..4u32)) {
        let s = scenario(&t, Player::Max);
        let id = s.record(setup(Algorithm::IterativeDeepening, depth, false)).unwrap();
        prop_assert_eq!(id.value(), Some(by_definition(&s.tree, NodeId::ROOT, 0, depth)));
        let iterations = id.iterations();
        prop_assert!(!iterations.is_empty());
        let total: u64 = iterations.iter().map(|(_, c)| c.evaluations).sum();
        prop_assert_eq!(total, id.counters(usize::MAX).evaluations);
    }
}

/// Trees where MAX moves at R and again at A.
#[test]
fn negamax_where_max_moves_twice_in_a_row() {
    let parse = |tree: &str| {
        let text = format!("Scenario(title: \"n1\", tree: {tree})");
        Scenario::parse("n1", "n1.ron", &text).unwrap()
    };
    let one = parse("(name: \"R\", children: [(name: \"A\", player: Max, children: [1, 5])])");
    let two = parse(
        "(name: \"R\", children: [(name: \"A\", player: Max, children: [1, 5]), (name: \"B\", children: [3, 4])])",
    );
    for (s, best) in [(one, "A"), (two, "A")] {
        for algorithm in [Algorithm::Minimax, Algorithm::Negamax] {
            let t = s.record(setup(algorithm, None, false)).unwrap();
            assert_eq!(
                (t.value(), t.best_move()),
                (Some(Value::int(5)), Some(best)),
                "{algorithm}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// A cursor with marks (copies of the state spread over the
    /// run, a jump starting from the nearest) gives at every step it is
    /// sent to, in any order, the state of stepping there from the start.
    #[test]
    fn a_cursor_with_marks_gives_the_state_of_stepping_from_the_start(
        t in tree_of_any_players(),
        algorithm in prop::sample::select(vec![
            Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Expectimax,
            Algorithm::Negamax, Algorithm::IterativeDeepening,
        ]),
        depth in prop::option::of(1..4u32),
        marks in 1..6usize,
        steps in prop::collection::vec(0.0..=1.0f64, 1..12),
    ) {
        let s = scenario(&t, Player::Max);
        let trace = s.record(setup(algorithm, depth, false));
        prop_assume!(trace.is_ok(), "the algorithm does not run on this tree");
        let trace = trace.unwrap();
        let mut plain = Cursor::<SearchState>::with_marks(trace.clone(), 0);
        let mut marked = Cursor::<SearchState>::with_marks(trace.clone(), marks);
        prop_assert_eq!(marked.step(), 0);
        prop_assert_eq!(marked.state(), &SearchState::start(&trace));
        for f in steps {
            let k = (f * trace.len() as f64) as usize;
            marked.seek(k);
            plain.seek(k);
            prop_assert_eq!(marked.state(), &Cursor::<SearchState>::state_after(&trace, k), "at {}", k);
            prop_assert_eq!(marked.state(), plain.state());
        }
    }

    /// A light mark (the nodes made by its step, the path's
    /// nodes and their children; the rest read from the state at the end)
    /// made at every step gives, restored from anywhere, the state of
    /// stepping there from the start.
    #[test]
    fn a_light_mark_at_every_step_restores_its_state_from_anywhere(
        t in tree_of_any_players(),
        algorithm in prop::sample::select(vec![
            Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Expectimax,
            Algorithm::Negamax, Algorithm::IterativeDeepening,
        ]),
        depth in prop::option::of(1..4u32),
        steps in prop::collection::vec(0.0..=1.0f64, 1..24),
    ) {
        let s = scenario(&t, Player::Max);
        let trace = s.record(setup(algorithm, depth, false));
        prop_assume!(trace.is_ok(), "the algorithm does not run on this tree");
        let trace = trace.unwrap();
        let mut marked = Cursor::<SearchState>::with_marks(trace.clone(), trace.len());
        let at = |f: f64| (f * trace.len() as f64) as usize;
        for &f in &steps {
            marked.seek(at(f));
            prop_assert_eq!(marked.state(), &Cursor::<SearchState>::state_after(&trace, at(f)), "at {}", at(f));
        }
        // Each restore itself, whether or not a seek's costs choose it:
        // from step s to mark k (mark i stands at step i + 1).
        let (marks, end) = (marked.marks(), marked.end_state().expect("the marks are made"));
        for (&f, &g) in steps.iter().zip(steps.iter().rev()) {
            let (s, k) = (at(f), at(g).max(1));
            let mut state = Cursor::<SearchState>::state_after(&trace, s);
            state.restore(&marks[k - 1], end, &trace);
            prop_assert_eq!(&state, &Cursor::<SearchState>::state_after(&trace, k), "{} to {}", s, k);
        }
    }

    /// The marks made a slice at a time after the cursor opens
    /// (the tutor's first frame waits for none of them), with jumps
    /// between the slices, give every state of stepping from the start,
    /// and in the end the marks made all at once.
    #[test]
    fn marks_made_a_slice_at_a_time_change_no_state(
        t in tree_of_any_players(),
        algorithm in prop::sample::select(vec![
            Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::IterativeDeepening,
        ]),
        marks in 1..6usize,
        acts in prop::collection::vec((any::<bool>(), 0.0..=1.0f64), 1..16),
    ) {
        let s = scenario(&t, Player::Max);
        let trace = s.record(setup(algorithm, None, false)).unwrap();
        let mut later = Cursor::<SearchState>::with_marks_to_make(trace.clone(), marks);
        let at_once = Cursor::<SearchState>::with_marks(trace.clone(), marks);
        for (slice, f) in acts {
            let k = (f * trace.len() as f64) as usize;
            match slice {
                true => {
                    let before = later.step();
                    later.make_marks(k.max(1));
                    prop_assert_eq!(later.step(), before, "making marks moves no cursor");
                }
                false => later.seek(k),
            }
            let here = later.step();
            prop_assert_eq!(later.state(), &Cursor::<SearchState>::state_after(&trace, here), "at {}", here);
            prop_assert!(later.marks().len() <= marks.min(trace.len()));
        }
        prop_assert!(later.make_marks(usize::MAX));
        prop_assert_eq!(later.marks(), at_once.marks());
        prop_assert_eq!(later.end_state().map(|s| s.step()), Some(trace.len()));
    }

    /// A search counts its run as it records it (the tutor's
    /// counts of the whole run without a pass over its events), and the
    /// counts are those of its events, in the background's way of
    /// recording too.
    #[test]
    fn a_search_counts_its_run_as_it_records_it(
        t in tree_of_any_players(),
        algorithm in prop::sample::select(vec![
            Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Expectimax,
            Algorithm::Negamax, Algorithm::IterativeDeepening,
        ]),
        depth in prop::option::of(1..4u32),
    ) {
        let s = scenario(&t, Player::Max);
        let trace = s.record(setup(algorithm, depth, false));
        prop_assume!(trace.is_ok(), "the algorithm does not run on this tree");
        let trace = trace.unwrap();
        prop_assert_eq!(trace.about.counters, Some(trace.counters(usize::MAX)));
        use gametree::subject::Subject;
        let stop = std::sync::atomic::AtomicBool::new(false);
        let within = s.record_within(setup(algorithm, depth, false), &stop, usize::MAX).unwrap().unwrap();
        prop_assert_eq!(within.about.counters, Some(trace.counters(usize::MAX)));
    }
}
