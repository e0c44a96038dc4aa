//! The full text trace of Bratko's tree, as a student reads it.

use crate::common;

use gametree::record::search::json;
use gametree::search::Algorithm;
use gametree::words::search::text;

#[test]
fn bratko_fig2_alpha_beta_text_trace() {
    let t = common::run("bratko-fig2", Algorithm::AlphaBeta);
    insta::assert_snapshot!(text::render(&t));
}

#[test]
fn bratko_fig2_minimax_text_trace() {
    let t = common::run("bratko-fig2", Algorithm::Minimax);
    insta::assert_snapshot!(text::render(&t));
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

#[test]
fn an_expectimax_leaf_is_a_leaf_not_a_chance_node() {
    gametree::words::language::set_language(gametree::words::language::Language::En);
    let t = common::run("lecture-expectimax", Algorithm::Expectimax);
    let trace = text::render(&t);
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
