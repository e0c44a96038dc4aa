//! Editing the tree in the tutor: by the mouse and by the
//! keys, the search recorded again as a fresh search of the edited tree,
//! at the same step; leaving and the file watcher with edits not written.

use crate::{searched, the_tutor};
use gametree::record::search::json;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::{Tutor, layout};
use gametree::value::Value;

pub fn tutor() -> App {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::AlphaBeta), Theme::COLOR).unwrap();
    app::settle(&mut app);
    app
}

/// Where node `name` is drawn on the canvas, as a click there.
fn click_on(app: &mut App, name: &str) -> Message {
    app::frame(app, 160, 40);
    let t = the_tutor(app);
    let node = searched(app).subject.tree().unwrap().find(name).unwrap();
    let tree = layout::inner(layout::areas(t, &t.story.panels(), t.area).tree, false);
    let window = layout::canvas(t, tree).unwrap();
    let at = window.figure.place_of(node).unwrap();
    let x = (i32::from(tree.x) + i32::from(at.x) - window.origin.0) as u16;
    let y = (i32::from(tree.y) + i32::from(at.y) - window.origin.1) as u16;
    Message::Click { x, y }
}

/// `w`, the path proposed erased and `out` typed in its place.
pub fn write_to(app: &mut App, out: &std::path::Path) {
    app::update(app, Message::WriteTree);
    let proposed = the_tutor(app).prompt.as_ref().unwrap().text.clone();
    for _ in proposed.chars() {
        app::update(app, Message::Erase);
    }
    typed(app, out.to_str().unwrap());
}

pub fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        app::update(app, Message::Type(c));
    }
    app::update(app, Message::Enter);
}

/// The run shown is a fresh search of the edited tree, event for event.
fn is_fresh(app: &App) {
    let t = the_tutor(app);
    let edited = &t.edits.as_ref().unwrap().scenario;
    let fresh = edited.record(searched(app).setup).unwrap();
    assert_eq!(json::render(searched(app).run.trace()), json::render(&fresh));
}

#[test]
fn a_double_click_edits_a_value_and_a_single_click_only_selects() {
    let mut app = tutor();
    let click = click_on(&mut app, "e1");
    app::update(&mut app, click);
    assert!(the_tutor(&app).prompt.is_none(), "one click selects");
    app::update(&mut app, click);
    assert!(the_tutor(&app).prompt.is_some(), "a double click edits");
    typed(&mut app, "10/3");
    let t = the_tutor(&app);
    let tree = &t.edits.as_ref().unwrap().scenario.tree;
    let e1 = tree.find("e1").unwrap();
    assert_eq!(tree.node(e1).static_value, Value::fraction(10, 3));
    is_fresh(&app);
}

#[test]
fn keys_move_insert_delete_undo_and_redo_and_the_run_stays_fresh() {
    let mut app = tutor();
    let click = click_on(&mut app, "c");
    app::update(&mut app, click);
    app::update(&mut app, Message::MoveLeft);
    let names = |app: &App| {
        let tree = &the_tutor(app).edits.as_ref().unwrap().scenario.tree;
        let root = &tree.node(tree.root()).children;
        root.iter()
            .map(|&n| tree.node(n).name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&app), ["c", "b"]);
    is_fresh(&app);
    app::update(&mut app, Message::InsertNode);
    assert_eq!(the_tutor(&app).edits.as_ref().unwrap().scenario.tree.len(), 16);
    is_fresh(&app);
    app::update(&mut app, Message::DeleteNode);
    is_fresh(&app);
    for _ in 0..3 {
        app::update(&mut app, Message::Undo);
    }
    assert!(!the_tutor(&app).unsaved());
    assert_eq!(names(&app), ["b", "c"]);
    app::update(&mut app, Message::Redo);
    assert_eq!(names(&app), ["c", "b"]);
    is_fresh(&app);
}

#[test]
fn leaving_with_edits_not_written_asks_and_n_stays() {
    let mut app = tutor();
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "7");
    app::update(&mut app, Message::Quit);
    assert!(!app.quit, "q asks first");
    assert!(the_tutor(&app).prompt.is_some());
    app::update(&mut app, Message::Type('n'));
    assert!(the_tutor(&app).prompt.is_none());
    app::update(&mut app, Message::Quit);
    app::update(&mut app, Message::Type('y'));
    assert!(app.quit, "y leaves");
}

#[test]
fn a_value_that_is_not_one_is_said_and_changes_nothing() {
    let mut app = tutor();
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "seven");
    let t = the_tutor(&app);
    assert!(t.note.as_deref().unwrap_or("").contains("seven"), "{:?}", t.note);
    assert!(!t.unsaved());
}

/// The same screens in English, at 100×30 and 80×24: the value typed for
/// e1 at the β-cutoff, and the tree after e1 = 3 at the same step.
#[test]
fn snapshots_of_an_edit_at_the_beta_cutoff() {
    for (w, h) in [(100, 30), (80, 24)] {
        let mut app = tutor();
        for m in [
            Message::NextCutoff,
            Message::Down,
            Message::EditValue,
            Message::Type('3'),
        ] {
            app::update(&mut app, m);
        }
        let text = app::text(&app::frame(&mut app, w, h));
        insta::assert_snapshot!(format!("edit_typing_a_value_{w}x{h}"), text);
        app::update(&mut app, Message::Enter);
        app::settle(&mut app);
        let text = app::text(&app::frame(&mut app, w, h));
        assert!(text.contains("no β-cutoff"), "{text}");
        insta::assert_snapshot!(format!("edit_after_e1_equals_3_{w}x{h}"), text);
    }
}

/// The nodes whose drawn label the edit changed at this step are marked
/// Δ (e1 and e, whose bound is now ≥ 3), and only until the next step.
#[test]
fn the_nodes_an_edit_changed_are_marked_until_the_next_step() {
    let mut app = tutor();
    for m in [
        Message::NextCutoff,
        Message::Down,
        Message::EditValue,
        Message::Type('3'),
    ] {
        app::update(&mut app, m);
    }
    app::update(&mut app, Message::Enter);
    let value = |app: &App, name: &str| {
        let t = the_tutor(app);
        let key = t.story.node_named(name).unwrap();
        t.story.nodes().look(key).value.unwrap_or_default()
    };
    assert_eq!(value(&app, "e1"), "Δ3");
    assert_eq!(value(&app, "e"), "Δ≥ 3");
    assert_eq!(value(&app, "d"), "4");
    app::update(&mut app, Message::Forward);
    assert_eq!(value(&app, "e1"), "3");
}

/// A course's `.test` file is edited as its tree and written as a
/// scenario file (RON), which says so; the file opened is never written
/// over, and another file that exists only after a yes.
#[test]
fn a_course_file_is_written_as_ron_never_over_itself() {
    use gametree::tui::tutor::reload::Source;
    let course = std::path::Path::new("tests/data/cs188/q3/0-eval-function-lose-states-1.test");
    let scenario = Scenario::from_file(course).unwrap();
    let setup = scenario.default_setup();
    let mut app = App::with_tutor(Tutor::for_scenario(scenario, setup).unwrap(), Theme::MONO);
    if let Screen::Tutor(t) = &mut app.screen {
        t.source = Some(Source::new(course.to_path_buf()));
    }
    app::settle(&mut app);
    app::update(&mut app, Message::End);
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "7");
    let write_to = |app: &mut App, path: &str| {
        app::update(app, Message::WriteTree);
        let proposed = the_tutor(app).prompt.as_ref().unwrap().text.clone();
        assert!(
            proposed.ends_with("0-eval-function-lose-states-1-edited.ron"),
            "{proposed}"
        );
        for _ in proposed.chars() {
            app::update(app, Message::Erase);
        }
        typed(app, path);
    };
    write_to(&mut app, course.to_str().unwrap());
    let note = the_tutor(&app).note.clone().unwrap();
    assert!(note.contains("never written over"), "{note}");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("edited.ron");
    std::fs::write(&out, "mine").unwrap();
    write_to(&mut app, out.to_str().unwrap());
    assert!(the_tutor(&app).prompt.is_some(), "asks before writing over");
    app::update(&mut app, Message::Type('y'));
    let note = the_tutor(&app).note.clone().unwrap();
    assert!(note.contains("written as a scenario file (RON)"), "{note}");
    let back = Scenario::from_file(&out).unwrap();
    assert_eq!(back.tree, the_tutor(&app).edits.as_ref().unwrap().scenario.tree);
    assert!(!the_tutor(&app).unsaved());
}

/// The keys that set e1 = 3 at bratko-fig2's β-cutoff (step 35).
const E1_EQUALS_3: [Message; 5] = [
    Message::NextCutoff,
    Message::Down,
    Message::EditValue,
    Message::Type('3'),
    Message::Enter,
];

/// The counts panel says the last edit's figures before → after, as
/// fresh searches of the tree before and after count them (the chapter's
/// 5 evaluations, 6 with e1 = 3; the β-cutoff at e gone; the α-cutoffs, as
/// many as before, left out), while stepping, until the next edit; not
/// under another algorithm, whose run it is not.
#[test]
fn the_counts_panel_shows_the_last_edit_before_and_after() {
    let mut app = tutor();
    for m in E1_EQUALS_3 {
        app::update(&mut app, m);
    }
    let setup = searched(&app).setup;
    let before = Scenario::resolve("bratko-fig2").unwrap().record(setup).unwrap();
    let after = the_tutor(&app)
        .edits
        .as_ref()
        .unwrap()
        .scenario
        .record(setup)
        .unwrap();
    let (b, a) = (before.counters(before.len()), after.counters(after.len()));
    assert_eq!(b.alpha_cutoffs, a.alpha_cutoffs);
    let line = format!(
        "Last edit: evaluations {} → {} · β-cutoffs {} → {}",
        b.evaluations, a.evaluations, b.beta_cutoffs, a.beta_cutoffs
    );
    assert!(line.starts_with("Last edit: evaluations 5 → 6"), "{line}");
    let notes = |app: &App| the_tutor(app).story.panels().counts.notes;
    assert_eq!(notes(&app).first(), Some(&line));
    app::update(&mut app, Message::Forward);
    assert_eq!(notes(&app).first(), Some(&line), "kept while stepping");
    app::update(&mut app, Message::SwitchAlgorithm);
    assert!(
        !notes(&app).iter().any(|n| n.starts_with("Last edit")),
        "minimax's run"
    );
    app::update(&mut app, Message::SwitchAlgorithm);
    app::update(&mut app, Message::Undo);
    let back = format!(
        "Last edit: evaluations {} → {} · β-cutoffs {} → {}",
        a.evaluations, b.evaluations, a.beta_cutoffs, b.beta_cutoffs
    );
    assert_eq!(notes(&app).first(), Some(&back), "the undo is the last change");
}

/// The counts panel after e1 = 3, its tab open, at 100×30 and 80×24.
#[test]
fn snapshots_of_the_counts_after_an_edit() {
    for (w, h) in [(100, 30), (80, 24)] {
        let mut app = tutor();
        for m in E1_EQUALS_3 {
            app::update(&mut app, m);
        }
        app::settle(&mut app);
        app::update(&mut app, Message::SwitchPane);
        app::update(&mut app, Message::SwitchPane);
        let text = app::text(&app::frame(&mut app, w, h));
        assert!(text.contains("evaluations 5 → 6"), "{text}");
        insta::assert_snapshot!(format!("edit_counts_after_e1_equals_3_{w}x{h}"), text);
    }
}

/// When the undo history forgets its oldest edits to stay
/// within its bound, the status line says so and how far undo now goes.
#[test]
fn the_note_says_when_the_oldest_edits_are_forgotten() {
    fn node(depth: u32) -> String {
        match depth {
            0 => "1".into(),
            _ => format!("(children: [{}])", vec![node(depth - 1); 10].join(", ")),
        }
    }
    let text = format!("Scenario(title: \"big\", tree: {})", node(4));
    let s = Scenario::parse("big", "big.ron", &text).unwrap();
    let first = s.tree.node(s.tree.root()).children[0];
    let mut t = Tutor::for_scenario(s.clone(), Setup::new(Algorithm::AlphaBeta)).unwrap();
    t.edits = Some(gametree::scenario::edit::Edited::within(s, 1 << 20));
    let mut app = App::with_tutor(t, Theme::MONO);
    let mut notes = Vec::new();
    for _ in 0..3 {
        if let Screen::Tutor(t) = &mut app.screen {
            t.view.selected = Some(first);
        }
        app::update(&mut app, Message::DeleteNode);
        notes.push(the_tutor(&app).note.clone().unwrap_or_default());
    }
    let edits = the_tutor(&app).edits.as_ref().unwrap();
    assert!(edits.forgotten() > 0);
    let said = format!(
        "undo now reaches back {} edit{}: older ones are forgotten, to keep the undo history within 1 MB",
        edits.edits(),
        if edits.edits() == 1 { "" } else { "s" }
    );
    assert!(notes.iter().any(|n| n.contains(&said)), "{notes:#?}");
    assert!(!notes[0].contains("forgotten"), "{}", notes[0]);
}

/// After an edit the comparison's counts and the lab's are worked out
/// again in the background: the tutor looks for them on its timer (a
/// bundled tree has no file to watch, so nothing else wakes it), and
/// they come in on a tick, not "…" until the next key.
#[test]
fn after_an_edit_the_tutor_looks_for_the_counts_on_its_timer() {
    let mut app = tutor();
    assert!(the_tutor(&app).source.is_none());
    assert_eq!(the_tutor(&app).tick(), None, "settled, idle");
    for m in E1_EQUALS_3 {
        app::update(&mut app, m);
    }
    assert!(the_tutor(&app).tick().is_some(), "it waits for the counts");
    let mut ticks = 0;
    while the_tutor(&app).tick().is_some() && ticks < 200 {
        std::thread::sleep(std::time::Duration::from_millis(10));
        app::update(&mut app, Message::Tick);
        ticks += 1;
    }
    let counts = the_tutor(&app).story.panels().counts;
    assert!(counts.headings.iter().any(|h| h == "minimax"), "{counts:?}");
    assert!(
        counts
            .rows
            .iter()
            .all(|(_, cells)| !cells.contains(&"…".to_string())),
        "{counts:?}"
    );
}

/// `=` reads a number by the one rule of files and inline trees: `1e999`
/// was taken for +∞.
#[test]
fn a_value_too_large_is_said_with_the_range_and_changes_nothing() {
    let mut app = tutor();
    for text in ["1e999", "2147483648"] {
        app::update(&mut app, Message::EditValue);
        typed(&mut app, text);
        let t = the_tutor(&app);
        let note = t.note.as_deref().unwrap_or("");
        assert!(
            note.contains(&format!(
                "`{text}` is too large: a value is a number from -2147483647 to 2147483647"
            )),
            "{note}"
        );
        assert!(!t.unsaved());
    }
}

/// An edit whose chance sum is no value (a third of 1/2147483647) is
/// refused by the search of the edited tree, which names the sum, and
/// taken back.
#[test]
fn an_edit_that_makes_a_sum_no_value_is_refused_naming_it_and_taken_back() {
    let text = r#"Scenario(title: "t", tree: (name: "R", children: [
        (name: "C", player: Chance, children: [(name: "L", value: 1), 2, 3]), 0]))"#;
    let s = Scenario::parse("t", "t.ron", text).unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::Expectimax), Theme::COLOR).unwrap();
    app::settle(&mut app);
    let click = click_on(&mut app, "L");
    app::update(&mut app, click);
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "1/2147483647");
    app::settle(&mut app);
    let t = the_tutor(&app);
    let note = t.note.as_deref().unwrap_or("");
    assert!(
        note.contains("at chance node 'C' the weighted sum comes to "),
        "{note}"
    );
    let tree = &t.edits.as_ref().unwrap().scenario.tree;
    assert_eq!(
        tree.node(tree.find("L").unwrap()).static_value,
        Some(Value::int(1))
    );
}
