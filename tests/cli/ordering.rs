//! The ordering lab on the command line: `--order best|worst|
//! proof|shuffle:SEED` on the tree commands, refused on games, and
//! `stats --by-depth` in text and JSON.

use crate::common::cli::{gametree_in_package as gametree, stdout};
use std::process::Output;

fn json_lines(o: &Output) -> Vec<serde_json::Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn every_order_is_named_in_json_with_the_tree_as_written_beside_it() {
    for (order, evaluations) in [("best", 17), ("worst", 81), ("proof", 17), ("shuffle:7", 34)] {
        let o = gametree(&[
            "stats",
            "uniform-worst-first",
            "--algo",
            "alphabeta",
            "--order",
            order,
            "--json",
        ]);
        let line = &json_lines(&o)[0];
        assert_eq!(line["order"], order);
        assert_eq!(line["evaluations"], evaluations, "{order}");
        assert_eq!(line["unordered"]["evaluations"], 81);
    }
    // As written the key stays away, as before.
    let o = gametree(&["stats", "uniform-worst-first", "--algo", "alphabeta", "--json"]);
    assert!(json_lines(&o)[0].get("order").is_none());
}

#[test]
fn trace_and_export_take_the_orders_too() {
    let text = stdout(&gametree(&["trace", "chapter-fig19", "--order", "best"]));
    assert!(
        text.starts_with("alpha-beta, best first, on chapter-fig19:"),
        "{text}"
    );
    let figure = stdout(&gametree(&[
        "export",
        "chapter-fig19",
        "--order",
        "worst",
        "--format",
        "text",
    ]));
    assert!(!figure.is_empty());
}

#[test]
fn a_game_searched_live_refuses_the_orders_that_read_a_tree() {
    for args in [
        &["stats", "tictactoe-3x3", "--order", "best"][..],
        &["play", "kalah", "--order", "proof"],
        &[
            "kalah",
            "search",
            "--board",
            "3,3,3,0,3,3,3,0",
            "--depth",
            "2",
            "--order",
            "worst",
        ],
        &["kalah", "match", "--b-order", "shuffle:3"],
    ] {
        let o = gametree(args);
        // Refused as a game searched live refuses it, by one rule: the
        // order is a valid one, the game is what cannot take it.
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains("reads the values of the whole tree"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn stats_by_depth_prints_a_row_per_order() {
    let text = stdout(&gametree(&[
        "stats",
        "chapter-fig19",
        "--algo",
        "alphabeta",
        "--by-depth",
    ]));
    let table: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.contains("static evaluations by depth"))
        .collect();
    assert_eq!(
        table,
        [
            "  static evaluations by depth     1     2     3   all",
            "    minimax                       0     0    10    10",
            "    as written (this run)         0     0     6     6",
            "    best first                    0     0     5     5",
            "    minimal tree                  0     0     5     5",
        ],
        "{text}"
    );
    let strict = stdout(&gametree(&[
        "stats",
        "[[3,3],[3,3]]",
        "--algo",
        "alphabeta",
        "--strict",
        "--by-depth",
    ]));
    assert!(
        strict.contains("    minimal tree                  0     3     3"),
        "{strict}"
    );
    assert!(strict.contains("the strict rule cuts no tie"), "{strict}");
    let chance = stdout(&gametree(&["stats", "lecture-expectimax", "--by-depth"]));
    assert!(
        chance.contains("no minimal tree: the tree has chance nodes"),
        "{chance}"
    );
}

#[test]
fn stats_by_depth_in_json_adds_by_depth() {
    let o = gametree(&[
        "stats",
        "uniform-worst-first",
        "--algo",
        "alphabeta",
        "--order",
        "worst",
        "--by-depth",
        "--json",
    ]);
    let line = &json_lines(&o)[0];
    let deepest = line["by_depth"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        deepest,
        serde_json::json!({"depth": 4, "evaluations": 81, "minimax": 81, "best": 17, "minimal": 17})
    );
    let sum: u64 = line["by_depth"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["evaluations"].as_u64().unwrap())
        .sum();
    assert_eq!(line["evaluations"], sum);
    // Without --by-depth the key is not there.
    let plain = gametree(&["stats", "uniform-worst-first", "--algo", "alphabeta", "--json"]);
    assert!(json_lines(&plain)[0].get("by_depth").is_none());
}

/// The orders the docs do not offer are refused in words, never ignored
/// or taken: the cheapest proof first on a tree with chance nodes (a mean
/// proves no bound), any order with max^n (it searches as written).
#[test]
fn orders_not_offered_are_refused_in_words() {
    for (scenario, order, said) in [
        (
            "lecture-expectimax",
            "proof",
            "not offered on a tree with chance nodes",
        ),
        ("lecture-maxn", "best", "--order best is not offered there"),
        ("lecture-maxn", "static", "--order static is not offered there"),
    ] {
        for command in ["stats", "trace"] {
            let out = gametree(&[command, scenario, "--order", order]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{command} {scenario} {order}: {err}");
            assert!(err.contains(said), "{err}");
        }
    }
    // Offered there, they run.
    assert!(
        gametree(&["stats", "lecture-expectimax", "--order", "best"])
            .status
            .success()
    );
    assert!(gametree(&["stats", "lecture-maxn"]).status.success());
}
