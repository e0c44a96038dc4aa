//! Keys that record the run again (issue 25, target 1): on a big tree the
//! recording runs in the background, the screen keeps the old run with a
//! progress line, Esc gives it up and leaves the old run as it was, and
//! once it is in the tutor enters it at the same step.

use crate::common::uniform::Uniform;
use gametree::search::{Algorithm, Rule, Setup};
use gametree::story::AnyStory;
use gametree::story::search::{SearchStory, same_step};
use gametree::subject::{Live, Subject};
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;

/// 4^9 = 262 144 leaves: negamax records some two million events, far
/// more than are recorded at once.
fn uniform() -> Live<Uniform> {
    Live {
        name: "uniform".into(),
        title: "a uniform tree".into(),
        game: Uniform {
            branching: 4,
            depth: 9,
        },
        root: (0, 0),
        draw: None,
        note: String::new(),
    }
}

/// Alpha-beta on the big tree, some way into the run, the comparison in.
fn opened() -> App {
    let mut app = App::tutor(Box::new(uniform()), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    app::settle(&mut app);
    for _ in 0..40 {
        app::update(&mut app, Message::NextEvaluation);
    }
    app
}

fn tutor(app: &App) -> &Tutor {
    match &app.screen {
        Screen::Tutor(t) => t,
        _ => panic!("the tutor"),
    }
}

fn searched(app: &App) -> &SearchStory {
    match &tutor(app).story {
        AnyStory::Search(s) => s,
        _ => panic!("a two-player search"),
    }
}

/// The run shown: its settings, step, events and counts.
fn run_of(app: &App) -> (Setup, usize, usize, String) {
    let s = searched(app);
    (s.setup, s.run.step(), s.run.len(), format!("{:?}", s.run.whole))
}

fn screen(app: &mut App) -> String {
    app::text(&app::frame(app, 100, 30))
}

#[test]
fn a_big_recording_shows_its_progress_and_esc_keeps_the_old_run() {
    let mut app = opened();
    let before = run_of(&app);
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(tutor(&app).recording(), "negamax is recorded in the background");
    let text = screen(&mut app);
    assert!(text.contains("recording negamax: "), "{text}");
    assert!(text.contains("steps · Esc cancels"), "{text}");
    // The old run steps on meanwhile.
    app::update(&mut app, Message::Forward);
    assert_eq!(searched(&app).run.step(), before.1 + 1);
    app::update(&mut app, Message::Back);
    app::update(&mut app, Message::Escape);
    assert!(!tutor(&app).recording());
    assert!(
        matches!(app.screen, Screen::Tutor(_)),
        "Esc gives the recording up, not the tutor"
    );
    app::settle(&mut app);
    assert_eq!(run_of(&app), before, "the old run unchanged");
    let text = screen(&mut app);
    assert!(text.contains("recording given up"), "{text}");
}

#[test]
fn the_key_pressed_again_gives_the_recording_up() {
    let mut app = opened();
    let before = run_of(&app);
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(tutor(&app).recording());
    // Another key that records again waits; the same key gives it up.
    app::update(&mut app, Message::ToggleStrict);
    assert!(tutor(&app).recording());
    assert!(
        tutor(&app)
            .note
            .as_deref()
            .is_some_and(|n| n.contains("Esc cancels it"))
    );
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(!tutor(&app).recording());
    app::settle(&mut app);
    assert_eq!(run_of(&app), before);
}

#[test]
fn a_recording_waited_for_is_a_fresh_recording_at_the_same_step() {
    let mut app = opened();
    let fresh = uniform().record(Setup::new(Algorithm::Negamax)).unwrap();
    let step = same_step(&searched(&app).run, &fresh);
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(tutor(&app).recording());
    app::settle(&mut app);
    assert!(!tutor(&app).recording());
    let s = searched(&app);
    assert_eq!(s.setup.algorithm, Algorithm::Negamax);
    assert_eq!(s.run.step(), step, "the same step");
    let got = s.run.trace();
    assert_eq!((got.len(), got.tree.len()), (fresh.len(), fresh.tree.len()));
    assert!((0..fresh.len()).all(|k| got.event(k) == fresh.event(k)));
    assert_eq!(
        format!("{:?}", s.run.whole),
        format!("{:?}", fresh.counters(usize::MAX))
    );
    let text = screen(&mut app);
    assert!(
        !text.contains("Esc cancels"),
        "no progress line once it is in:\n{text}"
    );
}

#[test]
fn the_strict_rule_records_in_the_background_too() {
    let mut app = App::tutor(Box::new(uniform()), Setup::new(Algorithm::Minimax), Theme::MONO).unwrap();
    app::settle(&mut app);
    app::update(&mut app, Message::ToggleStrict);
    assert!(tutor(&app).recording());
    let text = screen(&mut app);
    assert!(text.contains("recording minimax: "), "{text}");
    app::settle(&mut app);
    assert_eq!(searched(&app).setup.rule, Rule::Strict);
    assert_eq!(searched(&app).setup.algorithm, Algorithm::Minimax);
}
