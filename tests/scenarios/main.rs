//! Scenario files: every bundled one loads; every invalid one is refused
//! with its line, column and what was expected.

use gametree::scenario::{Scenario, ScenarioError, bundled};
use gametree::search::setup::Refusal;
use gametree::value::Value;
use gametree::words::errors::InWords;
use std::path::Path;

#[path = "../common/hostile_text.rs"]
mod hostile_text;
mod names;
mod random;
mod shown;
mod written;

#[test]
fn every_bundled_scenario_loads_and_runs() {
    assert!(bundled::ALL.len() >= 8);
    for b in bundled::ALL {
        let s = b.load().unwrap_or_else(|e| panic!("{}: {e}", b.name));
        assert!(!s.title.is_empty() && !s.source.is_empty(), "{}", b.name);
        if !s.players.is_empty() {
            let t = gametree::search::maxn::search(&s.tree, &s.players, s.depth).unwrap();
            assert_eq!(t.value().len(), s.players.len(), "{}", b.name);
            continue;
        }
        for algorithm in gametree::search::Algorithm::ALL {
            let t = s
                .record(s.setup(algorithm, None, gametree::search::Rule::Equality))
                .unwrap();
            assert!(t.value().is_some(), "{}", b.name);
        }
    }
}

#[test]
fn bundled_files_are_the_files_in_the_scenarios_folder() {
    let mut on_disk: Vec<String> = std::fs::read_dir("scenarios")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = bundled::names().into_iter().map(String::from).collect();
    listed.sort();
    assert_eq!(on_disk, listed);
}

/// Each invalid file and the error it must give (line:column: message).
const EXPECTED: &[(&str, &str)] = &[
    (
        "chance-over-vectors.ron",
        "4:69: a chance node (`player: Chance`) over leaves of one value per player: max^n has no chance nodes, so give the node a player (or leave `player` out) or write one number a leaf for expectimax",
    ),
    (
        "depth-not-whole.ron",
        "3:12: `depth` is 1.5, expected a whole number of plies such as 3 (the depth limit the example is meant for)",
    ),
    (
        "child-not-a-node.ron",
        "3:38: Expected a node: a number (a leaf's static value), `(1, 2, 6)` (one value per player) or `(name: ..., children: [...])` but found the string \"two\" instead",
    ),
    ("children-not-a-list.ron", "3:32: Expected opening `[`"),
    (
        "duplicate-name.ron",
        "5:20: duplicate node name 'b': every node needs its own name",
    ),
    (
        "empty-children.ron",
        "4:32: empty children list: a node needs at least one child (for a leaf, write `value: <number>` instead)",
    ),
    (
        "empty-file.ron",
        "1:1: Expected opening `(` for struct `Scenario`",
    ),
    (
        "leaf-without-value.ron",
        "4:19: node 'b' has neither a value nor children: expected `value: <number>` for a leaf or `children: [...]`",
    ),
    ("missing-comma.ron", "3:5: Expected comma"),
    (
        "nul-in-name.ron",
        "4:26: a node name holds U+0000, a character a terminal acts on or one that reorders the text unseen: names, move labels and titles take no control characters (a new line neither), no bidi overrides or isolates and no U+FFFE or U+FFFF",
    ),
    (
        "bidi-override-in-move.ron",
        "4:40: a move label holds U+202E, a character a terminal acts on or one that reorders the text unseen: names, move labels and titles take no control characters (a new line neither), no bidi overrides or isolates and no U+FFFE or U+FFFF",
    ),
    (
        "new-line-in-title.ron",
        "2:58: the title holds U+000A, a character a terminal acts on or one that reorders the text unseen: names, move labels and titles take no control characters (a new line neither), no bidi overrides or isolates and no U+FFFE or U+FFFF",
    ),
    (
        "noncharacter-in-players.ron",
        "3:33: a player's name holds U+FFFF, a character a terminal acts on or one that reorders the text unseen: names, move labels and titles take no control characters (a new line neither), no bidi overrides or isolates and no U+FFFE or U+FFFF",
    ),
    (
        "missing-tree.ron",
        "4:1: Unexpected missing field named `tree` in `Scenario`",
    ),
    ("nan-value.ron", "3:37: a static value must be a number, not NaN"),
    (
        "players-count.ron",
        "5:1: `players` names 2 players but the leaves have 3 values each",
    ),
    (
        "vector-and-number.ron",
        "3:34: leaves with one value per player (max^n) and plain numbers are mixed: use one kind",
    ),
    (
        "vector-lengths.ron",
        "4:39: this leaf has 2 values, the others 3: give every leaf one value per player",
    ),
    (
        "probabilities-not-one.ron",
        "7:10: the probabilities of a chance node's children add up to 5/6, expected 1",
    ),
    (
        "probability-outside-chance.ron",
        "6:6: probabilities `p: ...` are only for the children of a chance node (`player: Chance`)",
    ),
    ("unclosed.ron", "4:1: Unexpected char ')'"),
    (
        "duplicate-field.ron",
        "4:31: `value` is given twice in this node: give it once",
    ),
    (
        "duplicate-scenario-field.ron",
        "4:5: `title` is given twice in the scenario: give it once",
    ),
    (
        "unknown-field.ron",
        "4:21: unknown field `valu` in a node, expected one of `name`, `move`, `value`, `player`, `p`, `active`, `children`",
    ),
    (
        "unknown-player.ron",
        "4:29: unknown player `Dice`, expected `Max`, `Min` or `Chance`",
    ),
    (
        "value-not-a-number.ron",
        "4:29: Expected a number, or one number per player like `(1, 2, 6)` but found the string \"five\" instead",
    ),
];

#[test]
fn every_invalid_file_gives_its_error_with_line_and_column() {
    let dir = Path::new("tests/scenarios/invalid");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let expected = EXPECTED
            .iter()
            .find(|(f, _)| *f == file)
            .unwrap_or_else(|| panic!("no expected error listed for {file}"))
            .1;
        let err = Scenario::from_file(&path).expect_err(&file);
        assert!(matches!(err, ScenarioError::Invalid { .. }), "{file}: {err:?}");
        assert_eq!(err.in_words(), format!("{}:{expected}", path.display()), "{file}");
        seen += 1;
    }
    assert_eq!(seen, EXPECTED.len());
}

#[test]
fn names_are_generated_readably_and_uniquely() {
    let text = r#"Scenario(title: "t", tree: (name: "W2", children: [
        (children: [1, 2]),
        (name: "W2.1x", children: [3]),
        4,
    ]))"#;
    let s = Scenario::parse("t", "t.ron", text).unwrap();
    let names: Vec<&str> = s.tree.nodes().iter().map(|n| n.name.as_str()).collect();
    assert_eq!(
        names,
        ["W2", "W2.1", "W2.1.1", "W2.1.2", "W2.1x", "W2.1x1", "W2.3"]
    );
    let text = r#"Scenario(title: "t", tree: (children: [(name: "root1", children: [1]), 2]))"#;
    let s = Scenario::parse("t", "t.ron", text).unwrap();
    let names: Vec<&str> = s.tree.nodes().iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["A", "root1", "root1.1", "A2"]);
}

#[test]
fn players_alternate_unless_a_node_says_otherwise() {
    use gametree::game::Player::{Max, Min};
    let text = r#"Scenario(title: "t", root: Min, tree: (children: [
        (children: [1, 2]),
        (player: Min, children: [(children: [3])]),
    ]))"#;
    let s = Scenario::parse("t", "t.ron", text).unwrap();
    let players: Vec<_> = s.tree.nodes().iter().map(|n| n.player).collect();
    assert_eq!(players, [Min, Max, Min, Min, Min, Max, Min]);
}

#[test]
fn a_depth_limit_needs_static_values_on_the_cut_level() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let setup = gametree::search::Setup {
        depth: Some(1),
        ..gametree::search::Setup::new(gametree::search::Algorithm::Minimax)
    };
    let err = s.record(setup).unwrap_err();
    assert_eq!(
        err,
        Refusal::NoStaticValue {
            node: "b".into(),
            depth: 1,
            deepening: false
        }
    );
    assert!(err.in_words().contains("node 'b' at depth 1"), "{err}");
    let text = r#"Scenario(title: "t", tree: (children: [(value: 7, children: [1, 2]), (value: 3, children: [9])]))"#;
    let s = Scenario::parse("t", "t.ron", text).unwrap();
    let t = s
        .record(gametree::search::Setup {
            depth: Some(1),
            ..setup
        })
        .unwrap();
    assert_eq!(t.value(), Some(Value::int(7)));
    assert_eq!(t.counters(usize::MAX).evaluations, 2);
}

#[test]
fn garbage_never_panics() {
    for text in [
        "",
        "(",
        "Scenario(",
        "Scenario(title: 1)",
        "[1,2]",
        "Scenario(title: \"x\", tree: -)",
        "\u{0}",
    ] {
        assert!(Scenario::parse("x", "x.ron", text).is_err(), "{text:?}");
    }
}

/// RON's own errors are worded by kind; one not mapped keeps RON's words
/// after a lead-in.
#[test]
fn ron_errors_are_worded_by_kind() {
    let words = |text: &str| Scenario::parse("x", "x.ron", text).unwrap_err().in_words();
    assert_eq!(
        words(r#"Foo(title: "x", tree: 1)"#),
        "x.ron:1:1: Expected struct `Scenario` but found `Foo`"
    );
    assert_eq!(
        words(r#"Scenario(title: "x", tree: 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF)"#),
        "x.ron:1:28: Integer is out of bounds"
    );
    // A depth is read as a number, then refused as a depth.
    assert_eq!(
        words(r#"Scenario(title: "x", depth: -1, tree: 1)"#),
        "x.ron:1:30: `depth` is -1, expected a whole number of plies such as 3 (the depth limit the example is meant for)"
    );
    assert_eq!(
        words(r#"Scenario(title: "x", tree: 0x)"#),
        "x.ron:1:28: the RON reader says: Expected integer"
    );
}

#[test]
fn a_missing_file_and_an_unknown_name_are_worded() {
    let err = Scenario::resolve("no-such-scenario").unwrap_err();
    assert_eq!(
        err,
        ScenarioError::NotFound {
            name: "no-such-scenario".into()
        }
    );
    assert!(
        err.in_words()
            .starts_with("no bundled scenario and no file named 'no-such-scenario' (bundled: bratko-fig2, "),
        "{}",
        err.in_words()
    );
    let err = Scenario::from_file(Path::new("tests/scenarios/invalid")).unwrap_err();
    assert!(
        matches!(
            err,
            ScenarioError::File(gametree::text_file::FileError::Unreadable { .. })
        ),
        "{err:?}"
    );
    assert!(
        err.in_words()
            .starts_with("tests/scenarios/invalid is a folder, not a scenario")
    );
}
