//! The values, counts and cut-offs that the source texts state.

use crate::common;
use gametree::value::Value;

use common::{Cut, bundled, cutoffs, left_with, run, setup};
use gametree::record::search::Exactness::{Exact, LowerBound, UpperBound};
use gametree::search::Algorithm::{AlphaBeta, Minimax};
use gametree::words::errors::InWords;

fn cut(kind: &'static str, at: &str, value: Value, bound: Value, from: &str, pruned: &[&str]) -> Cut {
    Cut {
        kind,
        at: at.into(),
        value,
        bound,
        from: Some(from.into()),
        pruned: pruned.iter().map(|s| s.to_string()).collect(),
    }
}

/// The Bratko notes: V(d) = 4; e's first successor is worth 5; alpha-beta needs 5
/// static evaluations instead of 8.
#[test]
fn bratko_fig2_five_evaluations_instead_of_eight() {
    let mm = run("bratko-fig2", Minimax);
    let ab = run("bratko-fig2", AlphaBeta);
    assert_eq!(mm.value(), Some(Value::int(4)));
    assert_eq!(ab.value(), Some(Value::int(4)));
    assert_eq!(mm.counters(usize::MAX).evaluations, 8);
    assert_eq!(ab.counters(usize::MAX).evaluations, 5);
    assert_eq!(left_with(&ab, "d"), (Value::int(4), Exact));
    assert_eq!(ab.best_move(), Some("b"));
    // e is left with the approximate value 5: "at least 5".
    assert_eq!(left_with(&ab, "e"), (Value::int(5), LowerBound));
    assert_eq!(
        cutoffs(&ab),
        [
            cut("beta", "e", Value::int(5), Value::int(4), "b", &["e2"]),
            cut("alpha", "c", Value::int(2), Value::int(4), "a", &["g"])
        ]
    );
}

/// The slides' depth-2 tic-tac-toe tree. The slides give the leaves:
///   A: -3 -1 -1  2 → A = -3      B:  0 -3  3  4 → B = -3
///   C:  5  0  4  3 → C =  0      D: -1  0 -2  1 → D = -2
///   E: -1 -2 -6 -2 → E = -6      root = max = 0, move C.
/// Minimax evaluates all 20 leaves and builds 5 + 20 = 25 nodes.
/// Alpha-beta (cut on ≤): A is searched fully (4 evaluations, α = -3);
/// B's second reply gives -3 ≤ α = -3, an α-cutoff on equality (2
/// evaluations); C is searched fully (4, α becomes 0); D's and E's first
/// replies give -1 ≤ 0 (1 evaluation each): 4 + 2 + 4 + 1 + 1 = 12
/// evaluations, 5 + 12 = 17 nodes, 3 α-cutoffs, no β-cutoff.
/// The strict rule (cut on <) does not cut at B: 4 + 4 + 4 + 1 + 1 = 14.
#[test]
fn lecture_tictactoe_value_zero_best_move_c() {
    let mm = run("lecture-tictactoe", Minimax);
    let ab = run("lecture-tictactoe", AlphaBeta);
    for t in [&mm, &ab] {
        assert_eq!(t.value(), Some(Value::int(0)));
        assert_eq!(t.best_move(), Some("C"));
    }
    let (m, a) = (mm.counters(usize::MAX), ab.counters(usize::MAX));
    assert_eq!((m.evaluations, m.nodes_generated), (20, 25));
    assert_eq!((a.evaluations, a.nodes_generated), (12, 17));
    assert_eq!((a.alpha_cutoffs, a.beta_cutoffs), (3, 0));
    let at: Vec<String> = cutoffs(&ab).into_iter().map(|c| c.at).collect();
    assert_eq!(at, ["B", "D", "E"]);
    for name in ["A", "C"] {
        assert_eq!(left_with(&mm, name).0, left_with(&ab, name).0);
    }

    let strict = bundled("lecture-tictactoe")
        .record(gametree::search::Setup {
            rule: gametree::search::Rule::Strict,
            ..setup(AlphaBeta)
        })
        .unwrap();
    let s = strict.counters(usize::MAX);
    assert_eq!((s.evaluations, s.alpha_cutoffs), (14, 2));
    assert_eq!(strict.value(), Some(Value::int(0)));
}

/// Chapter 3, Fig. 19/20: "instead of 17 nodes only 11 are built and instead
/// of 10 calls of the static evaluation function only 6"; first a β-cutoff
/// at W3+ (4 ≥ 3), then an α-cutoff at W4- (3 ≤ 3); W5+ gets the exact value
/// 3 and W4- keeps its provisional value.
#[test]
fn chapter_fig19_beta_then_alpha_cutoff() {
    let mm = run("chapter-fig19", Minimax);
    let ab = run("chapter-fig19", AlphaBeta);
    let (m, a) = (mm.counters(usize::MAX), ab.counters(usize::MAX));
    assert_eq!((m.nodes_generated, m.evaluations), (17, 10));
    assert_eq!((a.nodes_generated, a.evaluations), (11, 6));
    assert_eq!(mm.best_move(), Some("W1"), "the first move is best");
    assert_eq!(ab.best_move(), Some("W1"));
    assert_eq!(ab.value(), Some(Value::int(3)));

    // W4's second and third branches are cut off.
    assert_eq!(
        cutoffs(&ab),
        [
            cut("beta", "W3", Value::int(4), Value::int(3), "W1", &["W3.2"]),
            cut("alpha", "W4", Value::int(3), Value::int(3), "W0", &["W6", "W7"])
        ]
    );

    assert_eq!(left_with(&ab, "W2"), (Value::int(3), Exact));
    assert_eq!(left_with(&ab, "W5"), (Value::int(3), Exact));
    assert_eq!(left_with(&ab, "W3"), (Value::int(4), LowerBound));
    assert_eq!(left_with(&ab, "W4"), (Value::int(3), UpperBound));
}

/// The Kalah chapter, Fig. 14.8: B = 1 and C = 2, so A's provisional value is 2; D
/// stops as soon as its provisional value is 2 or less.
#[test]
fn kalah_fig14_8_stops_at_d() {
    let ab = run("kalah-fig14-8", AlphaBeta);
    assert_eq!(left_with(&ab, "B").0, Value::int(1));
    assert_eq!(left_with(&ab, "C").0, Value::int(2));
    assert_eq!(
        cutoffs(&ab),
        [cut(
            "alpha",
            "D",
            Value::int(2),
            Value::int(2),
            "A",
            &["D3", "D4"]
        )]
    );
    assert_eq!(ab.best_move(), Some("pit 2"));
}

/// Section 6.3, Fig. 6.7: the opponent picks 1 among 3, 1, 4; we pick 5 among
/// 1, 1, 5.
#[test]
fn minimax_fig6_7_backs_up_one_and_five() {
    let mm = run("minimax-fig6-7", Minimax);
    assert_eq!(left_with(&mm, "a11").0, Value::int(1));
    assert_eq!(left_with(&mm, "a12").0, Value::int(1));
    assert_eq!(left_with(&mm, "a1").0, Value::int(5));
    assert_eq!(mm.value(), Some(Value::int(5)));
    assert_eq!(run("minimax-fig6-7", AlphaBeta).value(), Some(Value::int(5)));
}

/// Chapter 3: the bound that cuts may lie far up the path, "up to the root".
#[test]
fn deep_cutoff_bound_comes_from_the_root() {
    let ab = run("deep-cutoff", AlphaBeta);
    assert_eq!(
        cutoffs(&ab)[0],
        cut("alpha", "B11", Value::int(4), Value::int(5), "R", &["B11.2"])
    );
    let (b11, r) = (ab.find("B11").unwrap(), ab.find("R").unwrap());
    assert_eq!(ab.depth(b11) - ab.depth(r), 3, "three levels up");
    assert_eq!(ab.value(), run("deep-cutoff", Minimax).value());
}

/// Chapter 3: with the best moves first alpha-beta evaluates about as many
/// leaves as minimax at half the depth; with the worst first it saves
/// nothing.
#[test]
fn ordering_decides_what_alpha_beta_saves() {
    let best = run("uniform-best-first", AlphaBeta).counters(usize::MAX);
    let worst = run("uniform-worst-first", AlphaBeta).counters(usize::MAX);
    assert_eq!(
        run("uniform-best-first", Minimax)
            .counters(usize::MAX)
            .evaluations,
        81
    );
    assert_eq!(
        best.evaluations,
        3 * 3 + 3 * 3 - 1,
        "Knuth and Moore's minimal tree"
    );
    assert_eq!(worst.evaluations, 81);
    assert_eq!(
        run("uniform-best-first", AlphaBeta).value(),
        run("uniform-worst-first", AlphaBeta).value()
    );
}

#[test]
fn trace_children_are_in_move_order_examined_or_not() {
    let ab = run("bratko-fig2", AlphaBeta);
    let names = |id| {
        ab.children(id)
            .map(|c| ab.name(c).to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(ab.find("a").unwrap()), ["b", "c"]);
    assert_eq!(names(ab.find("e").unwrap()), ["e1", "e2"]);
    assert_eq!(names(ab.find("c").unwrap()), ["f", "g"]);
    assert!(!ab.examined(ab.find("g").unwrap()));
    let path: Vec<_> = ab
        .path_to(ab.find("e1").unwrap())
        .into_iter()
        .map(|i| ab.name(i))
        .collect();
    assert_eq!(path, ["a", "b", "e", "e1"]);
}

/// The slides: v = (1/2)(8) + (1/3)(24) + (1/6)(−12) = 10.
#[test]
fn lecture_expectimax_chance_node_is_worth_ten() {
    for algorithm in [Minimax, AlphaBeta, gametree::search::Algorithm::Expectimax] {
        let t = run("lecture-expectimax", algorithm);
        assert_eq!(t.value(), Some(Value::int(10)), "{algorithm}");
        assert_eq!(t.best_move(), Some("e1"));
        assert_eq!(left_with(&t, "e1"), (Value::int(10), Exact));
    }
    // Expectimax on a MAX/MIN tree treats MIN's moves as equally likely:
    // Bratko's b becomes (4 + 6) / 2 = 5 and c (2 + 1) / 2 = 1.5.
    let t = run("bratko-fig2", gametree::search::Algorithm::Expectimax);
    assert_eq!(t.value(), Some(Value::int(5)));
}

/// Chapter 3 and section 6.3: an active position at the depth limit is searched on
/// until it is quiet; without that the search trusts b1's illusory 6.
#[test]
fn quiescence_sees_past_the_horizon() {
    let s = bundled("quiescence-horizon");
    let plain = s
        .record(s.setup(AlphaBeta, None, gametree::search::Rule::Equality))
        .unwrap();
    assert_eq!(
        (plain.value(), plain.best_move()),
        (Some(Value::int(5)), Some("b"))
    );
    let quiet = s
        .record(gametree::search::Setup {
            quiescence: true,
            ..s.setup(AlphaBeta, None, gametree::search::Rule::Equality)
        })
        .unwrap();
    assert_eq!(
        (quiet.value(), quiet.best_move()),
        (Some(Value::int(3)), Some("a"))
    );
    let extended: Vec<_> = quiet
        .entries
        .iter()
        .filter_map(|e| match e.event {
            gametree::record::search::Event::Quiescence { node } => {
                Some((quiet.name(node), quiet.depth(node)))
            }
            _ => None,
        })
        .map(|(n, d)| {
            assert_eq!(d, 2);
            n
        })
        .collect();
    assert_eq!(extended, ["b1"]);
}

/// Chapter 3: iterative deepening re-orders the successors after each
/// iteration "to increase the number of cut-offs in the next".
#[test]
fn iterative_deepening_orders_the_last_iteration_best_first() {
    let s = bundled("ordering-deepening");
    let id = s
        .record(s.setup(
            gametree::search::Algorithm::IterativeDeepening,
            None,
            gametree::search::Rule::Equality,
        ))
        .unwrap();
    let plain = run("ordering-deepening", AlphaBeta);
    assert_eq!(id.value(), plain.value());
    assert_eq!(id.best_move(), plain.best_move());
    let iterations = id.iterations();
    assert_eq!(iterations.iter().map(|i| i.0).collect::<Vec<_>>(), [1, 2, 3]);
    let last = iterations.last().unwrap().1;
    assert_eq!(
        plain.counters(usize::MAX).evaluations,
        27,
        "worst order: no cut-off saves a leaf"
    );
    assert_eq!(last.evaluations, 14);
    // Iterative deepening needs static values at every level.
    let err = bundled("bratko-fig2")
        .record(gametree::search::Setup::new(
            gametree::search::Algorithm::IterativeDeepening,
        ))
        .unwrap_err()
        .in_words();
    assert!(err.contains("iterative deepening"), "{err}");
}

/// Section 6.3: negamax finds the minimax value with every level maximising.
#[test]
fn negamax_agrees_with_minimax_on_the_texts_trees() {
    for name in [
        "bratko-fig2",
        "lecture-tictactoe",
        "chapter-fig19",
        "minimax-fig6-7",
    ] {
        let mm = run(name, Minimax);
        let nm = run(name, gametree::search::Algorithm::Negamax);
        assert_eq!(nm.value(), mm.value(), "{name}");
        assert_eq!(nm.pv(), mm.pv(), "{name}");
        let events =
            |t: &gametree::record::search::Trace| t.entries.iter().map(|e| e.event).collect::<Vec<_>>();
        assert_eq!(
            events(&nm),
            events(&mm),
            "{name}: the same search, recorded in MAX's view"
        );
    }
    let err = bundled("lecture-expectimax")
        .record(gametree::search::Setup::new(gametree::search::Algorithm::Negamax))
        .unwrap_err()
        .in_words();
    assert!(err.contains("chance"), "{err}");
}

/// The slides: "player C in state X chooses the first move and X is assigned
/// the vector (1, 2, 6)".
#[test]
fn lecture_maxn_x_gets_1_2_6() {
    use gametree::record::Replay;
    use gametree::record::maxn::MaxnEvent;
    use gametree::record::maxn::state::MaxnState;
    use gametree::search::maxn;
    let s = bundled("lecture-maxn");
    assert_eq!(s.players, ["A", "B", "C"]);
    let t = maxn::search(&s.tree, &s.players, None).unwrap();
    let x = t.tree.find("X").unwrap();
    // The state right after X is left holds X's vector.
    let mut state = MaxnState::start(&t);
    let mut left_x = None;
    for k in 0..t.len() {
        state.apply(&t);
        if t.event(k) == (MaxnEvent::Leave { node: x }) {
            left_x = state.vector(&t, x).map(<[Value]>::to_vec);
        }
    }
    assert_eq!(left_x, Some(vec![Value::int(1), Value::int(2), Value::int(6)]));
    assert_eq!(t.value(), &[Value::int(1), Value::int(2), Value::int(6)][..]);
    assert_eq!(
        t.about.pv.iter().map(|&i| t.tree.name(i)).collect::<Vec<_>>(),
        ["D", "b1", "X", "X1"]
    );
    assert_eq!((t.nodes_generated(), t.evaluations()), (14, 8));
    // Two-player algorithms refuse an n-player tree.
    let err = s.record(setup(Minimax)).unwrap_err().in_words();
    assert!(err.contains("use --algo maxn"), "{err}");
}

/// The slides' tic-tac-toe tree: B is searched before C and cut at its
/// second reply; D and E at their first, once C has given 0 (the note).
#[test]
fn lecture_tictactoe_cuts_b_at_its_second_reply_and_d_e_at_their_first() {
    let ab = run("lecture-tictactoe", AlphaBeta);
    assert_eq!(ab.value(), Some(Value::int(0)));
    assert_eq!(ab.best_move(), Some("C"));
    assert_eq!(
        cutoffs(&ab),
        [
            cut("alpha", "B", Value::int(-3), Value::int(-3), "S", &["B3", "B4"]),
            cut(
                "alpha",
                "D",
                Value::int(-1),
                Value::int(0),
                "S",
                &["D2", "D3", "D4"]
            ),
            cut(
                "alpha",
                "E",
                Value::int(-1),
                Value::int(0),
                "S",
                &["E2", "E3", "E4"]
            ),
        ]
    );
}
