//! The ordering lab: the orders of the successors on the
//! texts' and random trees, the minimal tree they are measured against,
//! and a reordered search keeping every node's name and id.

use gametree::record::search::{Counters, Trace};
use gametree::scenario::Scenario;
use gametree::search::ordering::minimal::minimal;
use gametree::search::{self, Algorithm, Order, Setup};

fn evaluations(s: &Scenario, setup: Setup) -> u64 {
    let mut c = Counters::default();
    search::search(&s.tree, &s.tree.root(), setup, &mut c);
    c.evaluations
}

fn alpha_beta(s: &Scenario, order: Order) -> Setup {
    Setup {
        order,
        ..s.setup(Algorithm::AlphaBeta, None, gametree::search::Rule::Equality)
    }
}

/// `O` on `uniform-worst-first` reaches best first's 17
/// evaluations, those of `uniform-best-first` as written, and the minimal
/// tree b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = 3² + 3² − 1.
#[test]
fn best_first_on_the_worst_uniform_tree_is_the_best_uniform_tree() {
    let worst = Scenario::resolve("uniform-worst-first").unwrap();
    let best = Scenario::resolve("uniform-best-first").unwrap();
    assert_eq!(evaluations(&worst, alpha_beta(&worst, Order::None)), 81);
    assert_eq!(evaluations(&worst, alpha_beta(&worst, Order::Best)), 17);
    assert_eq!(evaluations(&best, alpha_beta(&best, Order::None)), 17);
    assert_eq!(evaluations(&best, alpha_beta(&best, Order::Worst)), 81);
    let (b, d) = (3u64, 4u32);
    let formula = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
    for s in [&worst, &best] {
        assert_eq!(
            minimal(&s.tree, alpha_beta(s, Order::None)).unwrap().evaluations,
            formula
        );
    }
}

/// The cheapest proof first attains the minimal tree on every tree
/// tested: the bundled two-player trees and random ones with ties, under
/// the equality rule; no order evaluates fewer.
#[test]
fn the_cheapest_proof_first_attains_the_minimal_tree() {
    let bundled = [
        "bratko-fig2",
        "chapter-fig19",
        "deep-cutoff",
        "kalah-fig14-8",
        "lecture-tictactoe",
        "minimax-fig6-7",
        "ordering-deepening",
        "quiescence-horizon",
        "uniform-best-first",
        "uniform-worst-first",
    ];
    let random = (1..=40).map(|seed| format!("random:b2-4d2-4:v-3..3:ties:seed{seed}"));
    for name in bundled.iter().map(|n| n.to_string()).chain(random) {
        let s = Scenario::resolve(&name).unwrap();
        let m = minimal(&s.tree, alpha_beta(&s, Order::None)).unwrap();
        assert_eq!(
            evaluations(&s, alpha_beta(&s, Order::Proof)),
            m.evaluations,
            "{name}"
        );
        for order in [Order::None, Order::Best, Order::Worst, Order::Shuffle(3)] {
            assert!(
                evaluations(&s, alpha_beta(&s, order)) >= m.evaluations,
                "{name} {order}"
            );
        }
    }
}

/// Under a depth limit the minimal tree is the depth-limited search's,
/// and the cheapest proof first still attains it.
#[test]
fn under_a_depth_limit_too() {
    let s = Scenario::resolve("ordering-deepening").unwrap();
    for depth in 1..=3 {
        let setup = |order| Setup {
            order,
            ..s.setup(
                Algorithm::AlphaBeta,
                Some(depth),
                gametree::search::Rule::Equality,
            )
        };
        let m = minimal(&s.tree, setup(Order::None)).unwrap();
        assert_eq!(m.by_depth.iter().sum::<u64>(), m.evaluations);
        assert!(
            m.by_depth[depth as usize + 1..].iter().all(|&n| n == 0),
            "{depth}"
        );
        assert_eq!(
            evaluations(&s, setup(Order::Proof)),
            m.evaluations,
            "depth {depth}"
        );
    }
}

fn names_and_origins(t: &Trace) -> Vec<(String, u32)> {
    let mut out: Vec<(String, u32)> = t
        .tree
        .ids()
        .map(|id| (t.name(id).to_string(), t.tree.origin(id).unwrap().0))
        .collect();
    out.sort();
    out
}

/// A reordered tree keeps every node's name and id: a minimax search (which
/// builds every node) in any order builds the same named nodes of the same
/// scenario nodes, only in another order, and finds the same value.
#[test]
fn a_reordered_search_is_about_the_same_nodes() {
    let s = Scenario::resolve("chapter-fig19").unwrap();
    let minimax = |order| {
        s.record(Setup {
            order,
            ..s.setup(Algorithm::Minimax, None, gametree::search::Rule::Equality)
        })
        .unwrap()
    };
    let written = minimax(Order::None);
    for order in [Order::Best, Order::Worst, Order::Proof, Order::Shuffle(11)] {
        let t = minimax(order);
        assert_eq!(names_and_origins(&t), names_and_origins(&written), "{order}");
        assert_eq!(t.value(), written.value(), "{order}");
    }
    let best = minimax(Order::Best);
    let first = |t: &Trace| {
        t.tree
            .name(t.children(t.tree.ids().next().unwrap()).next().unwrap())
            .to_string()
    };
    assert_ne!(first(&best), first(&minimax(Order::Worst)));
}

/// Orders are written on the command line and in JSON as they are read.
#[test]
fn an_order_reads_back_as_it_is_written() {
    for text in ["none", "static", "best", "worst", "proof", "shuffle:42"] {
        let order: Order = text.parse().unwrap();
        assert_eq!(order.to_string(), text);
    }
    assert_eq!("shuffle".parse::<Order>().unwrap(), Order::Shuffle(1));
    assert!("shuffle:x".parse::<Order>().is_err());
    assert!("random".parse::<Order>().is_err());
}
