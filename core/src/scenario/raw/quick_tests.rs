//! The quick reader against RON: on every text, it reads what RON reads
//! or gives up; it never takes a text RON refuses. And it does take the
//! common case, or it would be no quicker.

use super::super::{Names, ScenarioSeed, checked};
use super::read;
use crate::scenario::bundled;
use crate::scenario::numbers::{first_unkept, first_unkept_in};
use crate::scenario::random::{self, Spec};
use proptest::prelude::*;
use std::collections::BTreeSet;
use std::path::Path;

/// The names a read registered (checked for duplicates; `naming` avoids
/// them).
fn registered(names: &Names) -> BTreeSet<String> {
    names.names.borrow().iter().cloned().collect()
}

/// Whether the quick reader read `text` (`Some`) and did so as RON does;
/// an error saying how they differ.
fn agrees(text: &str) -> Result<bool, String> {
    let names = Names::default();
    let Some((quick, spans)) = read(text, &names) else {
        return Ok(false);
    };
    let by_ron = Names::default();
    let unkept = spans.into_iter().find_map(|span| first_unkept_in(text, span));
    match checked(|| ron::Options::default().from_str_seed(text, ScenarioSeed(&by_ron))) {
        Err((at, problem)) => Err(format!(
            "the quick reader took a text RON refuses at {}:{} ({problem}):\n{text}",
            at.line, at.col
        )),
        Ok(ron) if ron != quick => Err(format!(
            "read otherwise than RON:\n{text}\nquick: {quick:?}\nRON: {ron:?}"
        )),
        Ok(_) if registered(&names) != registered(&by_ron) => Err(format!("other names registered:\n{text}")),
        Ok(_) if names.vector_len.get() != by_ron.vector_len.get() => {
            Err(format!("another vector length:\n{text}"))
        }
        Ok(ron) if names.nodes() != ron.tree.len() || by_ron.nodes() != ron.tree.len() => Err(format!(
            "{} or {} nodes counted, {} read:\n{text}",
            names.nodes(),
            by_ron.nodes(),
            ron.tree.len()
        )),
        Ok(_) if unkept != first_unkept(text) => Err(format!(
            "{unkept:?} found where RON read, {:?} in all:\n{text}",
            first_unkept(text)
        )),
        Ok(_) => Ok(true),
    }
}

fn random_text(spec: &str, seed: u64) -> String {
    let spec: Spec = spec.parse().unwrap();
    random::generate(&spec, seed).unwrap().1
}

/// A tree `levels` deep, one inner node a level, as RON's nesting limit
/// meets it; `leaf` is the deepest node, `other` every other leaf.
fn chain(levels: usize, leaf: &str, other: &str) -> String {
    let mut tree = leaf.to_string();
    for _ in 0..levels {
        tree = format!("(children: [{tree}, {other}])");
    }
    format!("Scenario(title: \"chain\", tree: {tree})")
}

#[test]
fn every_bundled_scenario_is_read_quickly_as_ron_reads_it() {
    for b in bundled::ALL {
        assert_eq!(agrees(b.text), Ok(true), "{}", b.name);
    }
}

#[test]
fn random_trees_are_read_quickly_as_ron_reads_them() {
    for (spec, seed) in [
        ("b3d3", 1),
        ("b2-4d2-5:v-99..99", 7),
        ("b3d3:chance", 3),
        ("b5d4:ties", 11),
    ] {
        assert_eq!(agrees(&random_text(spec, seed)), Ok(true), "{spec}");
    }
}

#[test]
fn every_file_of_the_tests_is_read_as_ron_reads_it_or_left_to_ron() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios");
    let mut seen = 0;
    for folder in ["invalid", "golden", ""] {
        let Ok(files) = std::fs::read_dir(root.join(folder)) else {
            continue;
        };
        for file in files.flatten() {
            let Ok(text) = std::fs::read_to_string(file.path()) else {
                continue;
            };
            agrees(&text).unwrap();
            seen += 1;
        }
    }
    assert!(seen >= 20, "{seen} files");
}

#[test]
fn the_quick_reader_keeps_to_rons_nesting_limit() {
    let most = super::super::MOST_LEVELS as usize;
    for levels in most - 2..most + 3 {
        for leaf in ["5", "(value: 5)", "(name: \"x\", value: \"1/2\")", "inf", "[5]"] {
            agrees(&chain(levels, leaf, "1")).unwrap();
        }
        for leaf in ["(value: (1, 2))", "(1, 2)", "(name: \"x\", value: (3, 4))"] {
            agrees(&chain(levels, leaf, "(5, 6)")).unwrap();
        }
    }
    // The deepest a file holds is read quickly; one level more, by RON
    // (which refuses it).
    assert_eq!(agrees(&chain(most, "(value: 5)", "1")), Ok(true));
    assert_eq!(agrees(&chain(most, "(value: (1, 2))", "(5, 6)")), Ok(false));
    assert_eq!(agrees(&chain(most + 1, "5", "1")), Ok(false));
}

#[test]
fn what_ron_reads_otherwise_is_left_to_it() {
    for tree in [
        "1_0",
        "0x10",
        "+5",
        "1.5",
        "(children: [1e999, 1])",
        "(value: -1e999, children: [1])",
        "(children: [(p: \"1/2\", value: 1e-999), 1])",
        "5u8",
        "1234567890",
        "-2147483648",
        "(children: [1, 2,,])",
        "(children: [1 2])",
        "(children: [1, 2)",
        "(children: [1, 2], )",
        "(name: \"a\\u{41}\", children: [1])",
        "(name: r\"a\", children: [1])",
        "Node(children: [1])",
        "(r#children: [1])",
        "( /* */ children /**/ : [1, /* 2 */ 3] // x\n )",
        "(children: [1,\u{85}2])",
        "(children: [true])",
        "(children: [(), 1])",
        "(children: [1, 2])  // the end",
        "(children: [5..7])",
        "(children: [\"1/3\", \"x\"])",
        "(children: [[1, 2], [3, 4]])",
        "(children:#![enable(implicit_some)] [1])",
    ] {
        agrees(&format!("Scenario(title: \"t\", tree: {tree})")).unwrap();
    }
    for text in [
        "#![enable(implicit_some)] Scenario(title: \"t\", tree: 1)",
        "Scenari(title: \"t\", tree: 1)",
        "(title: \"t\", tree: 1) x",
        "(title: \"t\", tree: 1) /*",
        "(title: \"t\", tree: 1) // end",
        "(title: \"t\", tree: 1, tree: 2)",
        "(title: \"t\", titl: \"u\", tree: 1)",
        "(tree: 1)",
        "",
    ] {
        agrees(text).unwrap();
    }
}

/// Pieces of RON's syntax, to break a text with.
const PIECES: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "\\",
    "'",
    "/",
    "*",
    "//",
    "/*",
    "*/",
    "#",
    "-",
    "+",
    ".",
    "..",
    "0",
    "9",
    "1234567890",
    "1.5",
    "1e999",
    "e",
    "_",
    "r#",
    "b'",
    "0x",
    "inf",
    "NaN",
    "true",
    "None",
    "Some(",
    " ",
    "\n",
    "\u{85}",
    "\u{200E}",
    "é",
    "name",
    "value",
    "children",
    "p",
    "player",
    "Max",
    "Chance",
    "move",
    "active",
    "tree",
    "title",
    "Scenario",
    "\"1/3\"",
    "(1, 2)",
];

fn base_texts() -> Vec<String> {
    let mut texts: Vec<String> = bundled::ALL.iter().map(|b| b.text.to_string()).collect();
    texts.push(random_text("b3d3", 5));
    texts.push(random_text("b2d2:chance", 2));
    texts.push(chain(30, "(value: 5)", "1"));
    texts.push(chain(30, "(value: (1, 2))", "(5, 6)"));
    texts
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// A text broken anywhere (a piece cut out, put in, or both) is read
    /// as RON reads it, or left to RON.
    #[test]
    fn a_broken_text_is_read_as_ron_reads_it_or_left_to_it(
        base in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        cut in 0usize..12,
        piece in prop::option::of(prop::sample::select(PIECES)),
    ) {
        let texts = base_texts();
        let text = &texts[base.index(texts.len())];
        let chars: Vec<char> = text.chars().collect();
        let at = at.index(chars.len() + 1);
        let end = (at + cut).min(chars.len());
        let broken: String = chars[..at]
            .iter()
            .chain(piece.unwrap_or("").chars().collect::<Vec<_>>().iter())
            .chain(chars[end..].iter())
            .collect();
        prop_assert!(agrees(&broken).is_ok(), "{}", agrees(&broken).unwrap_err());
    }
}
