//! A scenario file edited while the tutor shows it is read again: the
//! selected node is kept where it still exists, and a broken edit leaves
//! the old tree with the mistake's line and column in a note.

use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::search::SearchStory;
use gametree::tui::tutor::Tutor;
use gametree::tui::tutor::reload::Source;

const FIRST: &str = r#"Scenario(title: "edit me", tree: (name: "R", children: [
    (name: "A", children: [3, 12]),
    (name: "B", children: [2, 4]),
]))"#;

const SECOND: &str = r#"Scenario(title: "edit me", tree: (name: "R", children: [
    (name: "A", children: [3, 12]),
    (name: "B", children: [7, 9]),
]))"#;

fn opened(path: &std::path::Path) -> Tutor {
    let scenario = Scenario::from_file(path).unwrap();
    let story = SearchStory::open(Box::new(scenario), Setup::new(Algorithm::Minimax)).unwrap();
    let mut tutor = Tutor::new(story);
    tutor.source = Some(Source::new(path.to_path_buf()));
    tutor
}

#[test]
fn an_edit_is_read_again_and_keeps_the_node() {
    let dir = std::env::temp_dir().join(format!("gametree-reload-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("edit.ron");
    std::fs::write(&path, FIRST).unwrap();
    let mut tutor = opened(&path);
    let b = tutor.story.node_named("B").unwrap();
    tutor.view.selected = Some(b);
    let last = tutor.story.last_step();
    tutor.story.seek(last);
    let root = tutor.story.nodes().root();
    assert_eq!(tutor.story.nodes().look(root).value.as_deref(), Some("3"));

    std::fs::write(&path, SECOND).unwrap();
    tutor.reload();
    let last = tutor.story.last_step();
    tutor.story.seek(last);
    assert_eq!(tutor.story.nodes().look(root).value.as_deref(), Some("7"));
    let selected = tutor.view.selected.expect("B still selected");
    assert_eq!(tutor.story.nodes().look(selected).short, "B");
    assert!(tutor.note.as_deref().unwrap().contains("read again"));

    std::fs::write(
        &path,
        "Scenario(title: \"x\", tree: (name: \"R\", children: [1,\n ]]))",
    )
    .unwrap();
    tutor.reload();
    let note = tutor.note.clone().unwrap();
    assert!(note.contains(":2:"), "{note}");
    let last = tutor.story.last_step();
    tutor.story.seek(last);
    assert_eq!(
        tutor.story.nodes().look(root).value.as_deref(),
        Some("7"),
        "old tree kept"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_tree_not_from_a_file_says_so() {
    let scenario = Scenario::resolve("bratko-fig2").unwrap();
    let story = SearchStory::open(Box::new(scenario), Setup::new(Algorithm::Minimax)).unwrap();
    let mut tutor = Tutor::new(story);
    tutor.reload();
    assert!(tutor.note.unwrap().contains("not read from a file"));
}
