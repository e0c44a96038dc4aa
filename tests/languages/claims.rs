//! In Russian and Ukrainian: every relation the trace and the
//! tutor's steps write between a node and a value ("b ≤ 4", "так что
//! C ≥ 3") is true of that node's value, on random exercise trees
//! with deep cut-offs, under both rules, iterative deepening, and in the
//! negamax view; the one said not to follow is not taken for a claim.

use crate::common::intervals::values_by_definition;
use crate::common::random_trees::random_tree;
use crate::screens::TURN;
use gametree::record::search::state::SearchState;
use gametree::record::search::{NodeId, View};
use gametree::record::{Cursor, Replay};
use gametree::search::{Algorithm, Rule, Setup};
use gametree::value::Value;
use gametree::words::CutNames;
use gametree::words::search::{explain, text};
use gametree::words::{self, Language};
use regex::Regex;
use std::collections::HashMap;

const NOT_FOLLOWING: [&str; 2] = [" отсюда не следует", " звідси не випливає"];

fn value(text: &str) -> Value {
    text.trim_start_matches('+').replace('∞', "inf").parse().unwrap()
}

#[test]
fn every_relation_written_in_russian_and_ukrainian_is_true() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let formula = Regex::new(r"([^\s(),:]+) ([≥≤]) ([-+]?(?:∞|[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?))").unwrap();
    let specs = ["b2-3d4-5:deep", "b3d4:deep", "b2-4d3-4:cuts3", "b3d3:cuts2:ties"];
    let setups = [
        (Algorithm::AlphaBeta, Rule::Equality, None),
        (Algorithm::AlphaBeta, Rule::Strict, Some(3)),
        (Algorithm::IterativeDeepening, Rule::Equality, None),
    ];
    let mut checked = 0;
    for language in [Language::Ru, Language::Uk] {
        words::set_language(language);
        for (i, spec) in specs.iter().enumerate() {
            for seed in 0..3u64 {
                let s = random_tree(&format!("random:{spec}:seed{}", 7 + seed * 101 + i as u64), seed);
                for &(algorithm, rule, depth) in &setups {
                    let setup = Setup {
                        depth,
                        rule,
                        ..Setup::new(algorithm)
                    };
                    let t = s.record(setup).unwrap();
                    let truth = values_by_definition(&s.tree, &t, depth);
                    let names: HashMap<(NodeId, std::borrow::Cow<str>), NodeId> = (0..t.tree.len() as u32)
                        .map(|i| ((t.path_to(NodeId(i))[0], t.name(NodeId(i))), NodeId(i)))
                        .collect();
                    let mut state = <SearchState as Replay>::start(&t);
                    for k in 0..t.len() {
                        state.apply(&t);
                        let root = t.path_to(t.event(k).node())[0];
                        for view in [View::Minimax, View::Negamax] {
                            let said = [
                                (text::describe(&t, k, &state, CutNames::Chapters), View::Minimax),
                                (explain::explain_in(&t, k, &state, view, CutNames::Chapters), view),
                            ];
                            for (words, seen) in said {
                                for c in formula.captures_iter(&words) {
                                    let Some(&node) = names.get(&(root, c[1].into())) else {
                                        continue;
                                    };
                                    let after = &words[c.get(0).unwrap().end()..];
                                    if NOT_FOLLOWING.iter().any(|n| after.starts_with(n)) {
                                        continue;
                                    }
                                    let (mut sign, mut v) = (c[2].to_string(), value(&c[3]));
                                    if seen.negates(t.player(node)) {
                                        sign = if sign == "≥" { "≤".into() } else { "≥".into() };
                                        v = -v;
                                    }
                                    let real = truth[node.index()];
                                    let holds = if sign == "≥" { real >= v } else { real <= v };
                                    assert!(
                                        holds,
                                        "{language:?} step {}: {} is {real}: {words}",
                                        k + 1,
                                        t.name(node)
                                    );
                                    checked += 1;
                                }
                            }
                        }
                    }
                    assert_eq!(state, Cursor::<SearchState>::state_after(&t, t.len()));
                }
            }
        }
    }
    words::set_language(Language::En);
    assert!(checked > 1000, "{checked}");
}
