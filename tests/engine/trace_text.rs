//! The full text trace of Bratko's tree, as a student reads it.

use crate::common;

use gametree::record::search::json;
use gametree::search::Algorithm;
use gametree::words::search::text;

#[test]
fn bratko_fig2_alpha_beta_text_trace() {
    let t = common::run("bratko-fig2", Algorithm::AlphaBeta);
    insta::assert_snapshot!(text::render(&t, gametree::words::CutNames::Chapters));
}

#[test]
fn bratko_fig2_minimax_text_trace() {
    let t = common::run("bratko-fig2", Algorithm::Minimax);
    insta::assert_snapshot!(text::render(&t, gametree::words::CutNames::Chapters));
}

#[test]
fn json_lines_carry_the_pseudocode_line_and_the_cut_details() {
    let t = common::run("bratko-fig2", Algorithm::AlphaBeta);
    let lines: Vec<serde_json::Value> = json::render(&t)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), t.entries.len());
    let cut = lines.iter().find(|l| l["event"] == "beta_cutoff").unwrap();
    assert_eq!(cut["node"], "e");
    assert_eq!(cut["value"], 5);
    assert_eq!(cut["bound"], 4);
    assert_eq!(cut["bound_from"], "b");
    assert_eq!(cut["unexamined"], serde_json::json!(["e2"]));
    assert_eq!(cut["line"], "max_value.cut_test");
    let end = lines.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["best_move"], "b");
    assert_eq!(end["pv"], serde_json::json!(["a", "b", "d", "d2"]));
}

/// `[5,[[[3,1],2]]]` step 26. C's provisional 3 comes from D,
/// which a cut-off left only ≤ 3: C ≥ 3 does not follow (C is
/// max(min(3, 1), 2) = 2), and the trace does not say it.
#[test]
fn a_provisional_value_from_an_upper_bound_says_only_what_is_known() {
    let s = gametree::scenario::Scenario::resolve("[5,[[[3,1],2]]]").unwrap();
    let t = s.record(common::setup(Algorithm::AlphaBeta)).unwrap();
    let by = |path: &[u32]| {
        let mut at = gametree::record::search::NodeId::ROOT;
        for &m in path {
            at = t.children(at).find(|&c| t.tree.move_index(c) + 1 == m).unwrap();
        }
        t.name(at).to_string()
    };
    let (x, c) = (by(&[2, 1]), by(&[2, 1, 1]));
    let lines: Vec<String> = text::render(&t, gametree::words::CutNames::Chapters)
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(
        lines[25],
        format!("26  {x} (MAX): provisional value -∞ → 3 from {c}, which is only known to be ≤ 3")
    );
    assert!(lines.iter().all(|l| !l.contains(&format!("{x} ≥ 3"))));
    assert_eq!(lines[32], format!("33  leave {x}: value ≤ 3 (an upper bound)"));
    // The tutor's sentence says the same, and what does not follow.
    let state = gametree::record::Cursor::<gametree::record::search::SearchState>::state_after(&t, 26);
    assert_eq!(
        gametree::words::search::explain::explain(&t, 25, &state, gametree::words::CutNames::Chapters),
        format!(
            "{x} (MAX): provisional value v = max(-∞, 3) = 3 from {c}. But {c} is only known to be ≤ 3, \
             so {x} ≥ 3 does not follow."
        )
    );
}

#[test]
fn an_expectimax_leaf_is_a_leaf_not_a_chance_node() {
    gametree::words::language::set_language(gametree::words::language::Language::En);
    let t = common::run("lecture-expectimax", Algorithm::Expectimax);
    let trace = text::render(&t, gametree::words::CutNames::Chapters);
    assert!(trace.contains("enter a (leaf) at depth 2"), "{trace}");
    assert!(trace.contains("enter e1 (CHANCE) at depth 1"), "{trace}");
    for line in trace.lines().filter(|l| l.contains("static evaluation of")) {
        let leaf = line.rsplit("of ").next().unwrap().split(':').next().unwrap();
        assert!(
            !trace.contains(&format!("enter {leaf} (CHANCE)")),
            "{leaf} called CHANCE:\n{trace}"
        );
    }
}
