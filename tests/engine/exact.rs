//! Values and probabilities compute exactly as written,
//! so that a tie through a chance node is a tie and v = α cuts; a tree
//! whose sums would not stay exact is refused by the search that makes them.

use gametree::record::search::{Counters, Trace, json};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::value::Value;
use gametree::words::errors::InWords;
use proptest::prelude::*;

fn parse(tree: &str) -> Result<Scenario, String> {
    let text = format!("Scenario(title: \"t\", tree: {tree})");
    Scenario::parse("t", "t.ron", &text).map_err(|e| e.in_words())
}

fn run(tree: &str, algorithm: Algorithm) -> Trace {
    parse(tree).unwrap().record(Setup::new(algorithm)).unwrap()
}

fn counts(t: &Trace) -> Counters {
    t.counters(t.len())
}

#[test]
fn a_tie_through_a_chance_node_keeps_the_first_move() {
    let tree = r#"(name: "R", children: [-14, (name: "C", player: Chance, children: [-14, -14, -14])])"#;
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let t = run(tree, algorithm);
        assert_eq!(t.value(), Some(Value::int(-14)), "{algorithm}");
        assert_eq!(t.best_move(), Some("R1"), "{algorithm}");
    }
}

#[test]
fn a_value_equal_to_alpha_through_a_chance_node_cuts() {
    let tree = r#"(name: "R", children: [-14, (name: "B", children: [
        (name: "C", player: Chance, children: [-14, -14, -14]), 5])])"#;
    let t = run(tree, Algorithm::AlphaBeta);
    let c = counts(&t);
    assert_eq!(
        (c.nodes_generated, c.evaluations, c.alpha_cutoffs, c.beta_cutoffs),
        (6, 4, 1, 0)
    );
    assert_eq!(t.best_move(), Some("R1"));
    let trace = gametree::words::search::text::render(&t, gametree::words::CutNames::Chapters);
    assert!(!trace.contains("(was -14)"), "{trace}");
    assert!(trace.contains("α-cutoff at B"), "{trace}");
}

#[test]
fn the_lecture_mean_is_exactly_ten() {
    let s = Scenario::resolve("lecture-expectimax").unwrap();
    let t = s.record(Setup::new(Algorithm::Expectimax)).unwrap();
    assert_eq!(t.value(), Some(Value::int(10)));
}

#[test]
fn json_gives_the_nearest_number_and_the_exact_fraction_beside_it() {
    let tree = r#"(children: [
        (name: "H", player: Chance, children: [-4, -5]),
        (name: "T", player: Chance, children: [(p: "1/3", value: 2), (p: "2/3", value: 0)])])"#;
    let t = run(tree, Algorithm::Minimax);
    let lines: Vec<serde_json::Value> = json::render(&t)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let left = |node: &str| {
        lines
            .iter()
            .find(|l| l["event"] == "leave" && l["node"] == node)
            .unwrap()
            .clone()
    };
    assert_eq!(left("H")["value"].to_string(), "-4.5");
    assert!(left("H").get("value_exact").is_none());
    assert_eq!(left("T")["value_exact"], "2/3");
    assert_eq!(left("T")["value"].as_f64(), Some(2.0 / 3.0));
    let end = lines.last().unwrap();
    assert_eq!(end["value_exact"], "2/3");
}

/// One rule for a number too large, however it is written: `1e999`
/// and a 3000-digit integer were taken for +∞, `-1e999` for -∞, and
/// `1e308` and `2147483648` refused without the range.
#[test]
fn a_number_too_big_to_keep_exact_is_refused_where_it_is_written() {
    let range = "is too large: a value is a number from -2147483647 to 2147483647, or inf (-inf) for ±∞";
    let huge = "9".repeat(3000);
    for number in [
        "99999999999999999999",
        "1e999",
        "-1e999",
        "1e308",
        "2147483648",
        &huge,
    ] {
        for tree in [
            format!("(children: [1, {number}])"),
            format!("(children: [1, (value: {number}, children: [2])])"),
            format!("(children: [1, (player: Chance, children: [(p: 1, value: {number})])])"),
        ] {
            let e = parse(&tree).unwrap_err();
            // Where the number starts, in the scenario `parse` wraps.
            let column = tree.find(number).unwrap() + "Scenario(title: \"t\", tree: ".len() + 1;
            assert!(e.starts_with(&format!("t.ron:1:{column}: `")), "{e}");
            assert!(e.contains(range), "{e}");
        }
    }
    let e = parse("(children: [1, 0.12345678901234])").unwrap_err();
    assert!(e.contains("cannot be kept exact"), "{e}");
    let e = parse("(children: [1, 1e-999])").unwrap_err();
    assert!(e.contains("`1e-999` cannot be kept exact"), "{e}");
    // ±∞ is written so, and taken so.
    assert!(parse("(children: [1, inf, -inf])").is_ok());
}

/// A weighted sum that is no value is refused by the search that would
/// make it, before any of it is shown, naming the node and the sum (it
/// was refused when the tree loaded, by a bound on every sum any search
/// might make).
#[test]
fn sums_past_exact_fractions_are_refused_by_the_search_naming_the_sum() {
    // Each level of sevenths multiplies the denominator by 7: 7^12 > 2^31.
    let mut tree = "1.5".to_string();
    for _ in 0..12 {
        tree = format!("(player: Chance, children: [{tree}, 1, 2, 3, 4, 5, 6])");
    }
    let s = parse(&format!("(children: [0, {tree}])")).unwrap();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Expectimax] {
        let e = s.record(Setup::new(algorithm)).unwrap_err().in_words();
        assert!(
            e.starts_with("at chance node '") || e.starts_with("expectimax takes"),
            "{e}"
        );
        assert!(e.contains("the weighted sum comes to ") && e.contains("/"), "{e}");
        assert!(e.contains("use fewer decimal places"), "{e}");
    }
    let s = parse("(children: [(name: \"C\", player: Chance, children: [inf, -inf])])").unwrap();
    let e = s.record(Setup::new(Algorithm::Minimax)).unwrap_err().in_words();
    assert!(
        e.starts_with("at chance node 'C' the mean has no value: one successor is worth +∞ and another -∞"),
        "{e}"
    );
    // Expectimax takes MIN's nodes for chance nodes: +∞ and -∞ below one.
    let s = parse("(children: [(name: \"m\", children: [inf, -inf]), 0])").unwrap();
    assert!(s.record(Setup::new(Algorithm::Minimax)).is_ok());
    let refused = s
        .record(Setup::new(Algorithm::Expectimax))
        .unwrap_err()
        .in_words();
    assert!(
        refused
            .starts_with("expectimax takes MIN's nodes for chance nodes, and at 'm' the mean has no value"),
        "{refused}"
    );
}

/// Trees whose every value fits are searched exactly, whatever their
/// products need on the way: a 41-node tree of exact value
/// -3226451/9081072 was refused by expectimax ("the fractions grow too
/// fine"), and `p 1/7: 700000000, p 6/7: 0` (exactly 100000000) when it
/// was read.
#[test]
fn trees_whose_exact_values_fit_are_searched_exactly() {
    let read = |text: &str| Scenario::parse("t", "t.ron", text).unwrap();
    let fine = read(include_str!("../data/expectimax/expectimax-fine.ron"));
    let value = |s: &Scenario, a: Algorithm| s.record(Setup::new(a)).unwrap().value().unwrap();
    assert_eq!(
        value(&fine, Algorithm::Expectimax).to_string(),
        "-3226451/9081072"
    );
    assert_eq!(
        value(&fine, Algorithm::Minimax),
        value(&fine, Algorithm::AlphaBeta)
    );
    let big = read(include_str!("../data/expectimax/expectimax-big-leaf.ron"));
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Expectimax] {
        assert_eq!(value(&big, algorithm), Value::int(100_000_000), "{algorithm:?}");
    }
}

/// A chance node's children with probabilities that sum to exactly 1.
fn weights() -> impl Strategy<Value = Vec<&'static str>> {
    prop_oneof![
        Just(vec!["1/3", "2/3"]),
        Just(vec!["1/2", "1/3", "1/6"]),
        Just(vec!["1/7", "2/7", "4/7"]),
        Just(vec!["1/6", "5/6"]),
        Just(vec!["1/7"; 7]),
    ]
}

#[derive(Clone, Debug)]
enum T {
    Leaf(i32),
    Node(Vec<T>),
    Chance(Vec<(&'static str, T)>),
}

fn tree() -> impl Strategy<Value = T> {
    // Few distinct values, so that means tie often.
    let leaf = (-2..3i32).prop_map(|v| T::Leaf(v * 7));
    leaf.prop_recursive(4, 60, 7, |inner| {
        let kids = inner.clone();
        let chance = weights().prop_flat_map(move |w| {
            prop::collection::vec(kids.clone(), w.len())
                .prop_map(move |kids| T::Chance(w.iter().copied().zip(kids).collect()))
        });
        prop_oneof![3 => prop::collection::vec(inner, 1..4).prop_map(T::Node), 1 => chance]
    })
}

/// The node in RON; `p` the probability a chance parent gives it.
fn ron(t: &T, p: Option<&str>) -> String {
    let p = p.map(|p| format!("p: \"{p}\", ")).unwrap_or_default();
    let list = |items: Vec<String>| items.join(", ");
    match t {
        T::Leaf(v) if p.is_empty() => v.to_string(),
        T::Leaf(v) => format!("({p}value: {v})"),
        T::Node(c) => format!(
            "({p}children: [{}])",
            list(c.iter().map(|t| ron(t, None)).collect())
        ),
        T::Chance(c) => format!(
            "({p}player: Chance, children: [{}])",
            list(c.iter().map(|(q, t)| ron(t, Some(q))).collect())
        ),
    }
}

/// The value by the definition, exactly; `max` for who moves (at a chance
/// node: who moves below it).
fn value(t: &T, max: bool) -> Value {
    match t {
        T::Leaf(v) => Value::int(*v),
        T::Node(c) => {
            let vals = c.iter().map(|t| value(t, !max));
            if max { vals.max() } else { vals.min() }.unwrap()
        }
        T::Chance(c) => c
            .iter()
            // Chance is a ply of its own: MAX, chance, then MIN.
            .map(|(p, t)| p.parse::<Value>().unwrap() * value(t, max))
            .sum(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn exact_means_give_the_true_value_and_the_first_best_move(
        kids in prop::collection::vec(tree(), 2..4),
    ) {
        let root = T::Node(kids.clone());
        let want = value(&root, true);
        let first_best = kids.iter().position(|k| value(k, false) == want).unwrap();
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let t = run(&ron(&root, None), algorithm);
            prop_assert_eq!(t.value(), Some(want));
            let best = t.tree.move_index(t.pv()[1]) as usize;
            prop_assert_eq!(best, first_best, "{}", algorithm);
        }
    }

    /// Comparing values is the comparison of the numbers they
    /// are (whole values, fractions and ±∞ mixed), however it is done
    /// (whole values compare by their numerators alone).
    #[test]
    fn values_compare_as_the_numbers_they_are(
        a in (-50i64..50, prop::sample::select(vec![0i64, 1, 1, 2, 3, 4, 6])),
        b in (-50i64..50, prop::sample::select(vec![0i64, 1, 1, 2, 3, 4, 6])),
    ) {
        // A denominator 0 stands for ±∞ here (and for +∞ at 0).
        let value = |(n, d): (i64, i64)| match d {
            0 if n < 0 => (Value::NEG_INFINITY, f64::NEG_INFINITY),
            0 => (Value::INFINITY, f64::INFINITY),
            _ => (Value::fraction(n, d).unwrap(), n as f64 / d as f64),
        };
        let ((x, fx), (y, fy)) = (value(a), value(b));
        prop_assert_eq!(x.cmp(&y), fx.partial_cmp(&fy).unwrap());
        prop_assert_eq!(x == y, fx == fy);
        prop_assert_eq!(x.max(y) == x, fx >= fy);
    }
}
