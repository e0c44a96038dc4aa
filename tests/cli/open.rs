//! `gametree open` outside a terminal: errors in words, never a garbled
//! screen or a hang.

use crate::common::cli::gametree_in_package as gametree;

#[test]
fn a_broken_scenario_is_reported_with_line_and_column() {
    let o = gametree(&["open", "tests/scenarios/invalid/missing-comma.ron"]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("missing-comma.ron:3:5: Expected comma"), "{err}");
}

#[test]
fn open_without_a_terminal_says_so() {
    let o = gametree(&["open", "bratko-fig2"]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("needs a terminal"));
    assert!(o.stdout.is_empty());
}

#[test]
fn no_arguments_without_a_terminal_prints_the_list_and_usage() {
    let o = gametree(&[]);
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains("bratko-fig2") && out.contains("gametree open NAME"),
        "{out}"
    );
}
