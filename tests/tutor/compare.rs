//! The compare view (issue 21 §5): neither side ever steps back on →
//! (bratko-fig2 after `c`: alpha-beta went 35 → 34 → 36), nor forward on
//! ←; on a chance tree it is refused with a message saying why.

use crate::common::random_trees::{cases, random_tree, spec};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::compare::Compare;
use gametree::story::search::SearchStory;
use gametree::story::{Stop, Story};
use gametree::subject::Subject;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
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
            Key::Forward => c.seek(c.step() + 1),
            Key::Back => c.seek(c.step().saturating_sub(1)),
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

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(48), ..ProptestConfig::default() })]

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
