//! Text a file supplies, as it is kept: a name, a move's label,
//! a title or a player that holds a control character, a bidi override or
//! U+FFFE/U+FFFF is refused where it stands; a note, a source and a
//! course file's states are kept with those written out; the letters of
//! every script pass unchanged.

use crate::hostile_text::hostile_character;
use gametree::printable;
use gametree::scenario::problem::{Check, Field, Problem};
use gametree::scenario::{Scenario, ScenarioError};
use proptest::prelude::*;

/// `text` as a RON string, every character by its code.
fn ron(text: &str) -> String {
    format!(
        "\"{}\"",
        text.chars().flat_map(char::escape_unicode).collect::<String>()
    )
}

/// The refusal a file gets, if any.
fn refusal(text: &str) -> Option<(Field, char)> {
    match Scenario::parse("x", "x.ron", text) {
        Err(ScenarioError::Invalid {
            problem: Problem::Check(Check::Unprintable { field, character }),
            ..
        }) => Some((field, character)),
        Err(e) => panic!("{e}"),
        Ok(_) => None,
    }
}

/// A character of any kind, the refused and the hidden ones often.
fn character() -> impl Strategy<Value = char> {
    hostile_character(&['a'])
}

proptest! {
    /// In each place a name stands, a name is refused at its first refused
    /// character, or kept as every output shows it.
    #[test]
    fn a_name_is_refused_or_kept_written_out(chars in prop::collection::vec(character(), 1..8)) {
        let name: String = chars.into_iter().collect();
        prop_assume!(!name.trim().is_empty());
        let first = name.chars().find(|&c| printable::refused_in_name(c));
        let places = [
            (Field::Name, format!("Scenario(title: \"t\", tree: (name: {}, children: [1, 2]))", ron(&name))),
            (Field::Move, format!("Scenario(title: \"t\", tree: (name: \"a\", children: [(move: {}, value: 1), 2]))", ron(&name))),
            (Field::Title, format!("Scenario(title: {}, tree: (name: \"a\", children: [1, 2]))", ron(&name))),
            (Field::Player, format!("Scenario(title: \"t\", players: [\"A\", {}], tree: (name: \"a\", children: [(1, 2), (3, 4)]))", ron(&name))),
        ];
        for (field, text) in places {
            prop_assert_eq!(refusal(&text), first.map(|c| (field, c)), "{}", text);
        }
        if first.is_none() {
            let text = format!("Scenario(title: {0}, tree: (name: {0}, children: [(move: {0}, value: 1), 2]))", ron(&name));
            let s = Scenario::parse("x", "x.ron", &text).unwrap();
            let shown = printable::line(&name);
            prop_assert_eq!(&s.tree.node(s.tree.root()).name, &shown);
            prop_assert_eq!(s.tree.nodes()[1].move_label(), Some(&*shown));
            prop_assert_eq!(s.title.in_language("en"), &*shown);
        }
    }
}

#[test]
fn the_letters_of_every_script_pass_unchanged() {
    let names = ["Братко", "пошук ґ", "博弈树", "e\u{301}té", "ஆ", "שורש", "شجرة"];
    let children: Vec<String> = names[1..]
        .iter()
        .map(|n| format!("(name: {}, move: {}, value: 1)", ron(n), ron(n)))
        .collect();
    let text = format!(
        "Scenario(title: {{\"ru\": {}, \"uk\": {}}}, tree: (name: {}, children: [{}]))",
        ron(names[0]),
        ron(names[1]),
        ron(names[0]),
        children.join(", ")
    );
    let s = Scenario::parse("x", "x.ron", &text).unwrap();
    let kept: Vec<&str> = s.tree.nodes().iter().map(|n| n.name.as_str()).collect();
    assert_eq!(kept, names);
    let labels: Vec<&str> = s.tree.nodes()[1..]
        .iter()
        .map(|n| n.move_label().unwrap())
        .collect();
    assert_eq!(labels, names[1..]);
    assert_eq!(s.title.in_language("uk"), "пошук ґ");
}

#[test]
fn a_note_and_a_source_are_kept_written_out_not_refused() {
    let text = format!(
        "Scenario(title: \"t\", source: {}, note: {}, tree: (name: \"a\", children: [1, 2]))",
        ron("by \u{202e}me"),
        ron("line\nwipe \u{1b}[2J\ttab \u{9b}")
    );
    let s = Scenario::parse("x", "x.ron", &text).unwrap();
    assert_eq!(s.source.in_language("en"), r"by \u{202e}me");
    assert_eq!(s.note.in_language("en"), "line\nwipe \\u{1b}[2J\ttab \\u{9b}");
}

#[test]
fn a_course_file_s_states_moves_and_diagram_are_kept_written_out() {
    let text = "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"1\"\n\
        diagram: \"\"\"\nr \u{1b}]2;t\u{7}\n\"\"\"\nnum_agents: \"2\"\nstart_state: \"r\"\n\
        win_states: \"\"\nlose_states: \"\"\nsuccessors: \"\"\"\nr go\u{0} s\u{1b}[31m\nr x t\ns\u{1b}[31m a l1\nt a l2\n\"\"\"\n\
        evaluation: \"\"\"\nl1 1\nl2 2\n\"\"\"\n";
    let s = gametree::scenario::cs188::parse("h\u{1b}", "h.test", text).unwrap();
    let names: Vec<&str> = s.tree.nodes().iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["r", r"s\u{1b}[31m", "l1", "t", "l2"]);
    assert_eq!(s.tree.nodes()[1].move_label(), Some(r"go\u{0}"));
    assert_eq!(s.note.in_language("en"), r"r \u{1b}]2;t\u{7}");
    assert_eq!(s.name, r"h\u{1b}");
    assert!(s.title.in_language("en").starts_with(r"CS188 h\u{1b}: "));
}
