//! What the what-if lab says where it misled: each edit in words true of
//! what it did (two leaves added on a leaf, a subtree of so many nodes
//! removed, no "0 edits" after an undo), deleting the node the search is
//! at goes where the search now goes on, a node whose value went says
//! what it was, `=` says which node it edits and that an inner node's is
//! its static value, `/` selects a node by name, `<` `>` under an order of
//! the lab offer the written order, Esc leaves `W`'s practice for the
//! editor, and a tree built with `gametree new` is written titled so.

use super::edit::{tutor, typed, write_to};
use crate::{searched, the_tutor};
use gametree::scenario::Scenario;
use gametree::search::Order;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;

fn note(app: &App) -> String {
    the_tutor(app).note.clone().unwrap_or_default()
}

fn select(app: &mut App, name: &str) {
    app::update(app, Message::FindNode);
    typed(app, name);
    assert!(
        note(app).starts_with(&format!("{name} selected")),
        "{}",
        note(app)
    );
}

fn sentence(app: &App) -> String {
    the_tutor(app).story.panels().step.sentence
}

#[test]
fn each_edit_says_what_it_did() {
    let mut app = tutor();
    select(&mut app, "e1");
    app::update(&mut app, Message::InsertNode);
    let said = note(&app);
    assert!(
        said.starts_with("two leaves e1.1 and e1.2 of value 0 added under e1, which keeps its value"),
        "{said}"
    );
    app::update(&mut app, Message::Undo);
    let said = note(&app);
    assert!(said.contains("(no edit left to undo; U redoes)"), "{said}");
    assert!(!said.contains("0 edits"), "{said}");
    select(&mut app, "e2");
    app::update(&mut app, Message::DeleteNode);
    let said = note(&app);
    assert!(
        said.starts_with("e2 and its subtree removed (1 node; 14 nodes left) (1 edit; u undoes)"),
        "{said}"
    );
    select(&mut app, "c");
    app::update(&mut app, Message::DeleteNode);
    assert!(note(&app).starts_with("c and its subtree removed (7 nodes; 7 nodes left) (2 edits"));
    app::update(&mut app, Message::Undo);
    assert!(
        note(&app).contains("(1 edit left to undo; U redoes)"),
        "{}",
        note(&app)
    );
}

/// At bratko-fig2's β-cutoff at e (step 35), e deleted: the search goes on
/// at b, which now returns 4 to a, not back to where b was entered.
#[test]
fn deleting_the_node_the_search_is_at_goes_where_the_search_goes_on() {
    let mut app = tutor();
    app::update(&mut app, Message::NextCutoff);
    assert_eq!(the_tutor(&app).story.step(), 35);
    app::update(&mut app, Message::DeleteNode);
    assert_eq!(sentence(&app), "b is done and returns 4 to a.");
    assert!(the_tutor(&app).story.step() > 4);
}

/// e moved before d at e's cut-off test: d is not searched yet at that
/// step, so its value went; it says what it was, not a bare Δ.
#[test]
fn a_node_whose_value_went_says_what_it_was() {
    let mut app = tutor();
    app::update(&mut app, Message::NextCutoff);
    select(&mut app, "e");
    app::update(&mut app, Message::MoveLeft);
    let t = the_tutor(&app);
    let d = t.story.node_named("d").unwrap();
    assert_eq!(t.story.nodes().look(d).value.as_deref(), Some("Δwas 4"));
    for i in 0..searched(&app).subject.tree().unwrap().len() {
        let key = gametree::record::NodeId(i as u32);
        let value = t.story.nodes().look(key).value.unwrap_or_default();
        assert_ne!(value, "Δ", "{}", t.story.nodes().name(key));
    }
}

#[test]
fn equals_says_which_node_it_edits_and_that_an_inner_node_s_is_its_static_value() {
    let mut app = tutor();
    app::update(&mut app, Message::NextCutoff);
    app::update(&mut app, Message::EditValue);
    let asked = note(&app);
    assert!(
        asked.starts_with("New static value (its value where a depth limit stops the search) of e, the node the search is at"),
        "{asked}"
    );
    typed(&mut app, "7");
    let said = note(&app);
    assert!(
        said.starts_with("e's static value = 7 (its value where a depth limit stops"),
        "{said}"
    );
    select(&mut app, "e1");
    app::update(&mut app, Message::EditValue);
    assert!(
        note(&app).starts_with("New value of e1 (7, -4.5"),
        "{}",
        note(&app)
    );
    app::update(&mut app, Message::Escape);
    app::update(&mut app, Message::FindNode);
    typed(&mut app, "zz");
    assert!(note(&app).contains("zz"), "{}", note(&app));
}

/// Best first, `<` on c asks; y switches to the order as written and
/// moves c before b there.
#[test]
fn moving_under_an_order_of_the_lab_offers_the_written_order() {
    let mut app = tutor();
    app::update(&mut app, Message::CycleOrder);
    app::settle(&mut app);
    assert_eq!(searched(&app).setup.order, Order::Best);
    select(&mut app, "c");
    app::update(&mut app, Message::MoveLeft);
    let asked = note(&app);
    assert!(
        asked.starts_with(
            "The successors are shown best first; < and > move a node in the order the tree is written."
        ),
        "{asked}"
    );
    assert!(the_tutor(&app).edits.as_ref().is_none_or(|e| e.edits() == 0));
    app::update(&mut app, Message::Type('y'));
    assert_eq!(searched(&app).setup.order, Order::None);
    let tree = &the_tutor(&app).edits.as_ref().unwrap().scenario.tree;
    let first = tree.node(tree.root()).children[0];
    assert_eq!(tree.node(first).name, "c");
    // n leaves the order and the tree as they were.
    app::update(&mut app, Message::CycleOrder);
    app::settle(&mut app);
    app::update(&mut app, Message::MoveRight);
    app::update(&mut app, Message::Type('n'));
    assert_eq!(searched(&app).setup.order, Order::Best);
    assert_eq!(the_tutor(&app).edits.as_ref().unwrap().edits(), 1);
}

#[test]
fn esc_leaves_the_practice_of_the_edited_tree_for_the_editor() {
    let mut app = tutor();
    select(&mut app, "e1");
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "3");
    app::update(&mut app, Message::PractiseEdited);
    assert!(the_tutor(&app).practice.is_some());
    assert!(
        note(&app).contains("Esc goes back to the editor"),
        "{}",
        note(&app)
    );
    app::update(&mut app, Message::Escape);
    assert!(!app.quit, "Esc does not offer to leave the program");
    let t = the_tutor(&app);
    assert!(t.practice.is_none());
    assert!(t.prompt.is_none());
    assert!(t.unsaved(), "the edits as they were");
    assert!(note(&app).starts_with("back to the editor"), "{}", note(&app));
}

/// A tree built with `gametree new` and edited is written titled by the
/// command that made it, not by the random spec it was drawn from.
#[test]
fn a_built_tree_is_written_titled_by_the_command_that_made_it() {
    let s = Scenario::blank("b2d3").unwrap();
    let setup = s.default_setup();
    let mut t = Tutor::for_scenario(s, setup).unwrap();
    t.built = Some("b2d3".into());
    let mut app = App::with_tutor(t, Theme::MONO);
    app::settle(&mut app);
    select(&mut app, "D1");
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "5");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("built.ron");
    write_to(&mut app, &out);
    let back = Scenario::from_file(&out).unwrap();
    assert_eq!(
        back.title.in_language("en"),
        "A tree built with gametree new b2d3"
    );
    assert!(!back.title.in_language("en").contains("random:"));
    if let Screen::Tutor(t) = &app.screen {
        assert!(!t.unsaved());
    }
}
