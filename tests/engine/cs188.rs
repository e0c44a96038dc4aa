//! The 82 CS188 multi-agent test trees (UC Berkeley, http://ai.berkeley.edu;
//! see tests/data/cs188/README.md): the root action and the set of
//! generated states must equal the course's solutions.

use gametree::cli::stats::generated_states;
use gametree::scenario::Scenario;
use gametree::words::errors::InWords;
use std::path::{Path, PathBuf};

fn solution(path: &Path) -> (String, Vec<String>) {
    let text = std::fs::read_to_string(path.with_extension("solution")).unwrap();
    let value = |key: &str| {
        let line = text.lines().find(|l| l.starts_with(key)).unwrap();
        line.split_once('"').unwrap().1.trim_end_matches('"').to_string()
    };
    let generated = value("generated:").split_whitespace().map(String::from).collect();
    (value("action:"), generated)
}

fn tests() -> Vec<PathBuf> {
    let mut all = Vec::new();
    for q in ["q2", "q3", "q4"] {
        for e in std::fs::read_dir(Path::new("tests/data/cs188").join(q)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "test") {
                all.push(p);
            }
        }
    }
    all.sort();
    all
}

#[test]
fn all_82_course_trees_match_action_and_generated_states() {
    let files = tests();
    assert_eq!(files.len(), 82);
    let mut failures = Vec::new();
    for path in &files {
        let s = Scenario::from_file(path).unwrap_or_else(|e| panic!("{e}"));
        let algorithm = s.default_algorithms()[0];
        let t = s
            .record(s.setup(algorithm, None, gametree::search::Rule::Equality))
            .unwrap();
        let (action, generated) = solution(path);
        let got = (t.best_move().unwrap_or("").to_string(), generated_states(&t));
        if got != (action.clone(), generated.clone()) {
            failures.push(format!(
                "{}: got {got:?}, expected {:?}",
                path.display(),
                (action, generated)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn course_files_use_rounds_and_the_strict_rule() {
    let s = Scenario::from_file(Path::new("tests/data/cs188/q3/6-tied-root.test")).unwrap();
    let setup = s.setup(s.default_algorithms()[0], None, gametree::search::Rule::Equality);
    assert_eq!(
        setup.rule,
        gametree::search::Rule::Strict,
        "the course does not prune on equality"
    );
    assert_eq!(setup.depth, Some(3 * 2), "depth 3 with 2 agents is 6 plies");
    let t = s.record(setup).unwrap();
    assert!(generated_states(&t).contains(&"C".to_string()));
}

#[test]
fn a_broken_course_file_names_its_line() {
    let text = "alg: \"MinimaxAgent\"\ndepth: \"x\"\n";
    let err = gametree::scenario::cs188::parse("t", "t.test", text).unwrap_err();
    assert_eq!(
        err.in_words(),
        "t.test:2:1: `depth` must be a whole number, found \"x\""
    );
    let text = "alg: \"MinimaxAgent\"\ndepth: \"1\"\nnum_agents: \"2\"\nstart_state: \"a\"\nsuccessors: \"\"\"\na Left\n\"\"\"\nevaluation: \"\"\"\n\"\"\"\n";
    let err = gametree::scenario::cs188::parse("t", "t.test", text).unwrap_err();
    assert_eq!(
        err.in_words(),
        "t.test:6:1: expected `state action next_state`, found \"a Left\""
    );
}

/// Negamax is minimax written for the player to move: on the course's
/// trees, where several ghosts move in a row, it gives minimax's value,
/// best move and counts (the sign flips where the player
/// changes, not by level).
#[test]
fn negamax_equals_minimax_on_all_82_course_trees() {
    use gametree::search::Algorithm::{Minimax, Negamax};
    for path in tests() {
        let s = Scenario::from_file(&path).unwrap();
        let run = |a| {
            s.record(s.setup(a, None, gametree::search::Rule::Equality))
                .unwrap()
        };
        let (mm, nm) = (run(Minimax), run(Negamax));
        let name = path.display();
        assert_eq!(nm.value(), mm.value(), "{name}");
        assert_eq!(nm.best_move(), mm.best_move(), "{name}");
        assert_eq!(nm.counters(usize::MAX), mm.counters(usize::MAX), "{name}");
    }
}
