//! An inner node's static value, once set, is drawn wherever a lecturer
//! looks: beside its name on the canvas (`E=7`, E the texts' static
//! evaluation function; its backed-up value stays alone under the name),
//! on its line of the outline and of the side-by-side view, in the node
//! panel once it is selected; also in a tree built with `gametree new`,
//! where ↓ walks onto inner nodes. A tree written with `w` keeps it, and
//! read back draws it the same from the first step. Practice keeps it
//! back with the leaves' values.

use super::edit::{tutor, typed, write_to};
use crate::{searched, the_tutor};
use gametree::scenario::Scenario;
use gametree::story::practice::Ask;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;

const SIZES: [(u16, u16); 3] = [(100, 30), (80, 24), (160, 50)];

fn drawn(app: &mut App, (width, height): (u16, u16)) -> String {
    app::text(&app::frame(app, width, height))
}

/// The rows of `text` with `what` on them.
fn rows<'a>(text: &'a str, what: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.contains(what)).collect()
}

fn select(app: &mut App, name: &str) {
    app::update(app, Message::FindNode);
    typed(app, name);
}

/// bratko-fig2 at its β-cut-off at e, with `=` 7 typed with nothing
/// selected: e's static value.
fn e_set_to_7() -> App {
    let mut app = tutor();
    app::update(&mut app, Message::NextCutoff);
    for size in SIZES {
        let before = drawn(&mut app, size);
        assert!(!before.contains("E="), "{before}");
    }
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "7");
    app
}

#[test]
fn equals_on_an_inner_node_draws_its_static_value_beside_its_name() {
    let mut app = e_set_to_7();
    for size in SIZES {
        let text = drawn(&mut app, size);
        // On e's name row, after the name; e's value row keeps its
        // backed-up value alone.
        let named = rows(&text, "▲ e E=7");
        assert_eq!(named.len(), 1, "{size:?}\n{text}");
        assert_eq!(rows(&text, "E=").len(), 1, "{size:?}\n{text}");
        assert!(!text.contains("7 E=") && !text.contains("≥ 7"), "{text}");
    }
    insta::assert_snapshot!("static_value_beside_the_name_100x30", drawn(&mut app, (100, 30)));
    // The outline: on e's line, after its value.
    app::update(&mut app, Message::ToggleCanvas);
    let text = drawn(&mut app, (100, 30));
    let line = rows(&text, "▲ e");
    assert!(line.len() == 1 && line[0].contains("E=7"), "{text}");
    app::update(&mut app, Message::ToggleCanvas);
    // The side-by-side view: on e's line on each side.
    app::update(&mut app, Message::ToggleCompare);
    let text = drawn(&mut app, (160, 40));
    assert_eq!(text.matches("E=7").count(), 2, "{text}");
    app::update(&mut app, Message::ToggleCompare);
}

#[test]
fn the_node_panel_says_what_the_static_value_is() {
    let mut app = e_set_to_7();
    select(&mut app, "e");
    let (title, lines) = the_tutor(&app).detail_titled().expect("the node panel");
    assert_eq!(title, "Node e");
    let said = lines.join(" ");
    assert!(said.starts_with("E(e) = 7: its static value"), "{said}");
    assert!(said.ends_with("not its backed-up value."), "{said}");
    for size in SIZES {
        let text = drawn(&mut app, size);
        assert_eq!(rows(&text, " Node e ").len(), 1, "{size:?}\n{text}");
        // Every line of it, where the pane is tall enough for them all.
        let shown = lines.iter().filter(|l| text.contains(l.as_str())).count();
        assert!(
            shown == lines.len() || (size.1 < 30 && shown > 0),
            "{size:?}\n{text}"
        );
    }
    insta::assert_snapshot!("node_panel_of_a_static_value_100x30", drawn(&mut app, (100, 30)));
    // A leaf selected has no node panel (its value is drawn as it is).
    select(&mut app, "e1");
    let text = drawn(&mut app, (100, 30));
    assert!(!text.contains("Node e1") && !text.contains("E(e1)"), "{text}");
}

/// Written with `w`, the static value is in the file; read back, the
/// tree draws it from its first step on.
#[test]
fn a_written_tree_keeps_the_static_value_and_draws_it_read_back() {
    let mut app = e_set_to_7();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("edited.ron");
    write_to(&mut app, &out);
    let back = Scenario::from_file(&out).unwrap();
    let e = back.tree.find("e").unwrap();
    let kept = back.tree.node(e).static_value.map(gametree::value::show);
    assert_eq!(kept.as_deref(), Some("7"));
    let setup = searched(&app).setup;
    let mut reopened = App::with_tutor(Tutor::for_scenario(back, setup).unwrap(), Theme::MONO);
    app::settle(&mut reopened);
    for size in SIZES {
        let text = drawn(&mut reopened, size);
        assert_eq!(rows(&text, "▲ e E=7").len(), 1, "{size:?}\n{text}");
    }
}

/// `gametree new`: ↓ walks from the root onto its first successor, an
/// inner node; `=` 3 there is drawn beside its name.
#[test]
fn a_built_tree_draws_the_static_value_of_an_inner_node() {
    let s = Scenario::blank("b2d2").unwrap();
    let first = s.tree.node(s.tree.root()).children[0];
    let name = s.tree.node(first).name.clone();
    let setup = s.default_setup();
    let mut app = App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), Theme::MONO);
    app::settle(&mut app);
    for _ in 0..4 {
        if the_tutor(&app).view.selected == Some(first) {
            break;
        }
        app::update(&mut app, Message::Down);
    }
    assert_eq!(the_tutor(&app).view.selected, Some(first));
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "3");
    for size in SIZES {
        let text = drawn(&mut app, size);
        assert_eq!(rows(&text, &format!("{name} E=3")).len(), 1, "{size:?}\n{text}");
    }
}

/// Practice keeps a static value back as it keeps the leaves' values:
/// it may be the answer asked for.
#[test]
fn practice_keeps_the_static_value_back() {
    let text = "Scenario(title: \"t\", tree: (name: \"a\", children: [(name: \"b\", value: 9, children: [1, 2]), 3]))";
    let s = Scenario::parse("t", "t.ron", text).unwrap();
    let setup = s.default_setup();
    let mut t = Tutor::for_scenario(s.clone(), setup).unwrap();
    let mut app = App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), Theme::MONO);
    app::settle(&mut app);
    assert_eq!(rows(&drawn(&mut app, (100, 30)), "b E=9").len(), 1);
    t.practise(&[Ask::Values], false).unwrap();
    let mut app = App::with_tutor(t, Theme::MONO);
    app::settle(&mut app);
    let text = drawn(&mut app, (100, 30));
    assert!(!text.contains("E=9"), "{text}");
}
