//! The compare view: neither side ever steps back on →
//! (bratko-fig2 after `c`: alpha-beta went 35 → 34 → 36), nor forward on
//! ←; on a chance tree it is refused with a message saying why.

use crate::common::random_trees::{cases, random_tree, spec};
use gametree::record::search::json;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::compare::Compare;
use gametree::story::outline::Nodes;
use gametree::story::search::SearchStory;
use gametree::story::{AnyStory, Stop, Story};
use gametree::subject::Subject;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::value::Value;
use proptest::prelude::*;
use std::sync::Arc;

/// A key of the compare view that moves the runs.
#[derive(Clone, Copy, Debug)]
enum Key {
    Forward,
    Back,
    Jump(Stop, bool),
}

fn key() -> impl Strategy<Value = Key> {
    prop_oneof![
        4 => Just(Key::Forward),
        1 => Just(Key::Back),
        1 => Just(Key::Jump(Stop::Cutoff, true)),
        1 => Just(Key::Jump(Stop::Evaluation, true)),
        1 => Just(Key::Jump(Stop::Cutoff, false)),
    ]
}

fn steps(c: &Compare) -> Vec<usize> {
    c.runs.iter().map(|(_, r)| r.step()).collect()
}

/// Presses `keys`; after each → no side's step is lower, after each ←
/// none is higher.
fn never_steps_back(c: &mut Compare, keys: &[Key]) -> Result<(), TestCaseError> {
    for &k in keys {
        let before = steps(c);
        match k {
            Key::Forward => c.forward(),
            Key::Back => c.back(),
            Key::Jump(stop, forward) => drop(c.jump(stop, forward)),
        }
        let after = steps(c);
        let pairs = before.iter().zip(&after);
        match k {
            Key::Forward => prop_assert!(pairs.clone().all(|(b, a)| a >= b), "→ {before:?} to {after:?}"),
            Key::Back => prop_assert!(pairs.clone().all(|(b, a)| a <= b), "← {before:?} to {after:?}"),
            Key::Jump(..) => {}
        }
    }
    Ok(())
}

fn opened(s: Scenario, step: usize) -> Compare {
    let subject: Arc<dyn Subject> = Arc::new(s);
    Compare::open(
        &subject,
        Setup::new(Algorithm::AlphaBeta),
        step,
        Default::default(),
    )
    .unwrap()
}

#[test]
fn after_c_the_arrow_never_moves_alpha_beta_back_on_bratko_fig2() {
    let mut c = opened(Scenario::resolve("bratko-fig2").unwrap(), 0);
    assert!(c.jump(Stop::Cutoff, true));
    let at_cutoff = c.runs[1].1.step();
    let mut keys = vec![Key::Forward; 30];
    keys.insert(0, Key::Jump(Stop::Cutoff, true));
    never_steps_back(&mut c, &keys).unwrap();
    assert!(c.runs[1].1.step() > at_cutoff, "alpha-beta went on");
}

/// → from the start to the end moves each side by one step or none,
/// one of them always, so that each side passes through every one of its
/// own steps (its sentences); ← from the end comes back through the same
/// places, the other way.
fn every_step_of_each_side(c: &mut Compare) -> Result<(), TestCaseError> {
    c.seek(0);
    let mut seen = vec![steps(c)];
    while !c.at_end() {
        c.forward();
        let (before, after) = (seen.last().unwrap().clone(), steps(c));
        let moved: Vec<usize> = before.iter().zip(&after).map(|(b, a)| a - b).collect();
        prop_assert!(moved.iter().all(|&m| m <= 1), "→ {before:?} to {after:?}");
        prop_assert!(moved.contains(&1), "→ stays at {before:?}");
        seen.push(after);
    }
    let lens: Vec<usize> = c.runs.iter().map(|(_, r)| r.len()).collect();
    prop_assert_eq!(seen.last().unwrap(), &lens);
    for k in (0..seen.len() - 1).rev() {
        c.back();
        prop_assert_eq!(&steps(c), &seen[k], "← from {:?}", seen[k + 1]);
    }
    Ok(())
}

/// bratko-fig2: minimax at step 30 takes alpha-beta from 35 to 38 in
/// one → (its cut-off at e and its window between); now alpha-beta
/// steps 36, 37, 38 with minimax waiting, each with its own sentence.
#[test]
fn the_side_by_side_view_steps_through_each_sides_own_sentences() {
    let mut c = opened(Scenario::resolve("bratko-fig2").unwrap(), 0);
    every_step_of_each_side(&mut c).unwrap();
    for name in [
        "chapter-fig19",
        "deep-cutoff",
        "uniform-worst-first",
        "kalah-fig14-8",
    ] {
        every_step_of_each_side(&mut opened(Scenario::resolve(name).unwrap(), 0)).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(48), ..ProptestConfig::default() })]

    #[test]
    fn each_side_steps_through_every_step_of_its_own(spec in spec(), seed in any::<u64>()) {
        let mut c = opened(random_tree(&spec, seed), 0);
        every_step_of_each_side(&mut c)?;
    }

    #[test]
    fn neither_side_steps_back_on_the_arrow(
        spec in spec(),
        seed in any::<u64>(),
        start in 0..40usize,
        keys in prop::collection::vec(key(), 1..80),
    ) {
        let s = random_tree(&spec, seed);
        let mut c = opened(s, start);
        never_steps_back(&mut c, &keys)?;
    }
}

#[test]
fn a_chance_tree_is_not_compared_under_minimax_and_alpha_beta_names() {
    let s = Scenario::resolve("lecture-expectimax").unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::Expectimax), Theme::MONO).unwrap();
    app::settle(&mut app);
    app::update(&mut app, Message::ToggleCompare);
    let Screen::Tutor(t) = &app.screen else {
        panic!("not in the tutor")
    };
    assert!(t.compare.is_none());
    let note = t.note.as_deref().unwrap_or_default();
    assert!(note.contains("without chance nodes"), "{note}");
    let shown = app::text(&app::frame(&mut app, 100, 30));
    assert!(shown.contains("without chance"), "{shown}");
    // Nor with alpha-beta on it (`open --algo all` opens alpha-beta), whose
    // chance nodes are the tree's own.
    let s = Scenario::resolve("lecture-expectimax").unwrap();
    let story = SearchStory::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap();
    assert!(Story::compare(&story).is_err());
}

#[test]
fn the_key_bar_offers_no_comparison_on_a_chance_tree() {
    let bar = |name: &str, algorithm| {
        let s = Scenario::resolve(name).unwrap();
        let mut app = App::tutor(Box::new(s), Setup::new(algorithm), Theme::MONO).unwrap();
        app::settle(&mut app);
        let shown = app::text(&app::frame(&mut app, 160, 40));
        shown.lines().last().unwrap().to_string()
    };
    assert!(bar("bratko-fig2", Algorithm::AlphaBeta).contains("v compare"));
    let chance = bar("lecture-expectimax", Algorithm::Expectimax);
    assert!(
        !chance.contains("compare") && chance.contains("? help"),
        "{chance}"
    );
    // Expectimax cuts nothing: the bar does not offer the next cut-off;
    // alpha-beta on the same tree does.
    assert!(!chance.contains("cut-off"), "{chance}");
    assert!(bar("lecture-expectimax", Algorithm::AlphaBeta).contains("c cut-off"));
}

/// The compare view of bratko-fig2 (opened from alpha-beta), at minimax's
/// evaluation of e1.
fn compared_at_e1() -> App {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    app::settle(&mut app);
    app::update(&mut app, Message::ToggleCompare);
    for _ in 0..3 {
        app::update(&mut app, Message::NextEvaluation);
    }
    assert_eq!(current_names(&app), ["e1", "e1"]);
    app
}

fn the_compare(app: &App) -> &Compare {
    match &app.screen {
        Screen::Tutor(t) => &t.compare.as_ref().expect("the compare view").compare,
        _ => panic!("not in the tutor"),
    }
}

/// The node each side's current event is about.
fn current_names(app: &App) -> Vec<String> {
    let c = the_compare(app);
    c.runs
        .iter()
        .map(|(_, r)| r.trace().name(r.current_node()).to_string())
        .collect()
}

/// Each side's run, event for event, as JSON.
fn recorded(c: &Compare) -> Vec<String> {
    c.runs.iter().map(|(_, r)| json::render(r.trace())).collect()
}

/// Each side is a fresh search of `tree` by its algorithm.
fn fresh_on_both_sides(app: &App, tree: &Scenario) {
    for (algorithm, run) in &the_compare(app).runs {
        let fresh = tree.record(Setup::new(*algorithm)).unwrap();
        assert_eq!(json::render(run.trace()), json::render(&fresh), "{algorithm:?}");
    }
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        app::update(app, Message::Type(c));
    }
    app::update(app, Message::Enter);
}

/// The edit keys on the compare view edit the tree both runs search;
/// both record again, each side stays at its place (minimax at e1's
/// evaluation, alpha-beta too), the note says what changed on each side,
/// and `u` gives back both recordings as they were.
#[test]
fn an_edit_in_the_compare_view_re_records_both_sides_at_the_same_step() {
    let mut app = compared_at_e1();
    let before = recorded(the_compare(&app));
    let at = steps(the_compare(&app));
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "3");
    let Screen::Tutor(t) = &app.screen else {
        panic!("not in the tutor")
    };
    let edited = t.edits.as_ref().unwrap().scenario.clone();
    let e1 = edited.tree.find("e1").unwrap();
    assert_eq!(edited.tree.node(e1).static_value, Some(Value::int(3)));
    fresh_on_both_sides(&app, &edited);
    assert_eq!(current_names(&app), ["e1", "e1"], "both sides stay at e1");
    assert_eq!(steps(the_compare(&app)), at, "e1 comes at the same steps");
    let note = t.note.clone().unwrap_or_default();
    assert!(note.contains("e1 = 3"), "{note}");
    assert!(note.contains("alpha-beta: evaluations 5 → 6"), "{note}");
    assert!(note.contains("minimax: evaluations 8 → 8"), "{note}");
    // The edited tree is the single view's too, once the compare view closes.
    let Screen::Tutor(t) = &app.screen else {
        unreachable!()
    };
    let AnyStory::Search(single) = &t.story else {
        panic!("a two-player search")
    };
    assert_eq!(
        json::render(single.run.trace()),
        json::render(&edited.record(single.setup).unwrap())
    );
    app::update(&mut app, Message::Undo);
    assert_eq!(recorded(the_compare(&app)), before, "u gives both runs back");
    app::update(&mut app, Message::Redo);
    fresh_on_both_sides(&app, &edited);
}

/// Moving e1 after e2 in the compare view: both sides are fresh searches
/// of the tree as edited; minimax still evaluates e1, now after e2, while
/// alpha-beta never reaches e1: it shows the cut-off at e that now leaves
/// e1 out (the same-step rule's third case).
#[test]
fn a_move_in_the_compare_view_keeps_both_sides_fresh_and_at_the_same_node() {
    let mut app = compared_at_e1();
    app::update(&mut app, Message::MoveRight);
    let Screen::Tutor(t) = &app.screen else {
        panic!("not in the tutor")
    };
    let edited = t.edits.as_ref().unwrap().scenario.clone();
    fresh_on_both_sides(&app, &edited);
    assert_eq!(current_names(&app), ["e1", "e"]);
    let c = the_compare(&app);
    let (_, alpha_beta) = &c.runs[1];
    let k = alpha_beta.cursor.current().unwrap();
    assert!(
        alpha_beta.trace().event(k).is_cutoff(),
        "{:?}",
        alpha_beta.trace().event(k)
    );
    let note = t.note.clone().unwrap_or_default();
    assert!(note.contains("e1 moved"), "{note}");
}

#[test]
fn snapshot_of_the_compare_view_after_an_edit() {
    let mut app = compared_at_e1();
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "3");
    let text = app::text(&app::frame(&mut app, 100, 30));
    insta::assert_snapshot!("compare_after_e1_equals_3_100x30", text);
}

/// After an edit in the compare view each side marks Δ the nodes whose
/// drawn label changed at its place (e1, now 3, on both sides) until that
/// side steps on.
#[test]
fn an_edit_in_the_compare_view_marks_what_changed_on_each_side() {
    let mut app = compared_at_e1();
    app::update(&mut app, Message::EditValue);
    typed(&mut app, "3");
    let marked = |app: &App| -> Vec<Vec<String>> {
        let c = the_compare(app);
        c.sides()
            .iter()
            .map(|side| {
                let tree = side.outline.tree.unwrap();
                (0..tree.len())
                    .map(gametree::story::outline::Key::at)
                    .filter(|&k| side.outline.look(k).value.is_some_and(|v| v.contains('Δ')))
                    .map(|k| tree.node(k).name.to_string())
                    .collect()
            })
            .collect()
    };
    let now = marked(&app);
    for side in &now {
        assert!(side.contains(&"e1".to_string()), "{now:?}");
    }
    app::update(&mut app, Message::Forward);
    assert_eq!(
        marked(&app),
        [Vec::<String>::new(), Vec::new()],
        "the marks go with the next step"
    );
}

/// The ordering lab's keys in the side-by-side view say where they work.
#[test]
fn the_lab_keys_say_why_not_side_by_side() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    app::settle(&mut app);
    app::update(&mut app, Message::ToggleCompare);
    for key in [
        Message::CycleOrder,
        Message::ToggleNodeTypes,
        Message::ToggleChart,
    ] {
        app::update(&mut app, key);
        let Screen::Tutor(t) = &app.screen else {
            panic!("not in the tutor")
        };
        assert!(t.compare.is_some());
        let note = t.note.as_deref().unwrap_or_default();
        assert!(
            note.starts_with("the ordering lab (O t b) works in the single view"),
            "{note}"
        );
    }
}
