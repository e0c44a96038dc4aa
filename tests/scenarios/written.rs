//! `gametree export --format ron`: a tree written out as a scenario file
//! reads back as the same tree, with its words, depth and players.

use gametree::scenario::{Scenario, bundled};

fn read_back(s: &Scenario) -> Scenario {
    let text = s.to_ron();
    Scenario::parse(&s.name, "written.ron", &text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", s.name))
}

fn same(a: &Scenario, b: &Scenario) {
    assert_eq!(a.tree, b.tree, "{}", a.name);
    assert_eq!(
        (&a.title, &a.source, &a.note, a.depth, &a.players, a.hide_leaves),
        (&b.title, &b.source, &b.note, b.depth, &b.players, b.hide_leaves),
        "{}",
        a.name
    );
}

#[test]
fn every_bundled_scenario_reads_back_as_itself() {
    for b in bundled::ALL {
        let s = b.load().unwrap();
        same(&s, &read_back(&s));
    }
}

#[test]
fn random_inline_and_course_trees_read_back_as_themselves() {
    for spec in [
        "random:b3d4:seed7",
        "random:b2-4d3-5:chance:seed3",
        "[[3,12,8],[2,4,6],[14,5,2]]",
    ] {
        let s = Scenario::resolve(spec).unwrap();
        same(&s, &read_back(&s));
    }
    for file in [
        "tests/data/cs188/q3/0-lecture-6-tree.test",
        "tests/data/cs188/q3/1-7-minmax.test",
    ] {
        let s = Scenario::resolve(file).unwrap();
        assert_eq!(s.tree, read_back(&s).tree, "{file}");
    }
}

#[test]
fn words_with_quotes_escapes_and_cyrillic_read_back_unchanged() {
    let text = r#"Scenario(title: {"en": "a \"quoted\" \\ title", "ru": "заголовок"}, note: "line\nnext \u{1b}[31m", hide_leaves: true, depth: 2, tree: (children: [(move: "take 2", children: [1.5, -inf]), (player: Chance, value: 4, active: true, children: [(p: "1/3", value: 0), (p: "2/3", value: 7)])]))"#;
    let s = Scenario::parse("odd", "odd.ron", text).unwrap();
    same(&s, &read_back(&s));
}

#[test]
fn a_course_file_written_out_keeps_its_depth_and_its_value() {
    // CS188's depth counts rounds of every agent: depth 1 with 2 agents is
    // 2 plies, where b1 is worth -4 (its minimax value, -3, lies deeper).
    use gametree::search::Algorithm;
    let file = "tests/data/cs188/q2/2-1a-vary-depth.test";
    let course = Scenario::resolve(file).unwrap();
    let written = read_back(&course);
    assert_eq!(written.depth, Some(2));
    let value = |s: &Scenario| {
        let trace = s
            .record(s.setup(Algorithm::Minimax, None, gametree::search::Rule::Equality))
            .unwrap();
        trace.value()
    };
    assert_eq!(value(&course), Some(gametree::value::Value::from(-4)));
    assert_eq!(value(&written), value(&course));
}
